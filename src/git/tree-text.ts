// Whole trees read into memory with one `git cat-file --batch`, to be searched there
// (`MemoryTree.search`). On a real repository every `git grep` is a pass over all of its
// blobs, inflated again each time (0.2–0.35 s on 4,400 files); searching the text in
// memory costs a fraction of it, and the files rules read next are already there. Trees
// share their blobs (a base and its head differ in the changed files only): each blob is
// read once.
import type { TreeEntry } from './tree-source';
import { MemoryTree, type MemoryFile } from './memory-source';

/** Largest tree (the sum of its blobs' sizes) read into memory; a larger one is searched by git. */
export const TREE_TEXT_MAX_BYTES = 256 * 1024 * 1024;

/** A tree's listing, each blob's object id by path. */
export interface BlobListing {
  entries: TreeEntry[];
  oids: Map<string, string>;
}

/**
 * Images, video, audio, fonts, archives and packaged binaries (an Android `.apk`, an
 * installer, a shared library): binary files (git's searches skip them, `-I`)
 * that can be most of a repository's bytes (a product's demo videos). A tree is held in
 * memory without them, and a rule that reads one gets it from git.
 */
const MEDIA_FILE =
  /\.(png|jpe?g|gif|webp|avif|ico|bmp|tiff?|heic|mp4|m4v|mov|webm|avi|mkv|mp3|m4a|wav|ogg|flac|woff2?|ttf|otf|eot|pdf|zip|gz|tgz|bz2|xz|7z|rar|jar|wasm|psd|apk|aab|ipa|dmg|exe|msi|deb|rpm|iso|so|dylib|dll|node)$/i;

export function isMediaFile(path: string): boolean {
  return MEDIA_FILE.test(path);
}

/** The blobs read so far, by object id, shared by the trees of a repository. */
export class BlobStore {
  private readonly blobs = new Map<string, Buffer>();

  /**
   * What `git cat-file --batch` must read for the tree to be held whole: its input for
   * the blobs not read yet ('' when none), or undefined when the tree is over
   * `TREE_TEXT_MAX_BYTES` (then git searches it, as it always did).
   */
  request(listing: BlobListing): string | undefined {
    const sizes = new Map<string, number>();
    for (const e of listing.entries) {
      if (e.type === 'blob' && !isMediaFile(e.path)) sizes.set(listing.oids.get(e.path)!, e.size);
    }
    let total = 0;
    for (const size of sizes.values()) total += size;
    if (total > TREE_TEXT_MAX_BYTES) return undefined;
    const missing = [...sizes.keys()].filter((oid) => !this.blobs.has(oid));
    return missing.length > 0 ? missing.join('\n') + '\n' : '';
  }

  /** Keeps the blobs of a `git cat-file --batch` answer to object ids (`<oid> blob <size>\n<bytes>\n`). */
  add(out: Buffer): void {
    let at = 0;
    while (at < out.length) {
      const nl = out.indexOf(0x0a, at);
      if (nl < 0) break;
      const [oid, type, sizeText] = out.toString('latin1', at, nl).split(' ');
      at = nl + 1;
      if (sizeText === undefined) continue; // "<oid> missing": an object the repository lacks
      const size = Number(sizeText);
      if (type === 'blob') this.blobs.set(oid, out.subarray(at, at + size));
      at += size + 1;
    }
  }

  /** The tree of a listing whose blobs were all read (`request`, `add`). */
  tree(listing: BlobListing): MemoryTree {
    const files = new Map<string, MemoryFile>();
    for (const e of listing.entries) {
      const data = e.type === 'blob' ? this.blobs.get(listing.oids.get(e.path)!) : undefined;
      if (data) files.set(e.path, { mode: e.mode, data });
    }
    return new MemoryTree(files);
  }
}
