// Whole trees read into memory with one `git cat-file --batch`, to be searched there
// (`MemoryTree.search`). On a real repository every `git grep` is a pass over all of its
// blobs, inflated again each time (0.2–0.35 s on 4,400 files); searching the text in
// memory costs a fraction of it, and the files rules read next are already there. Trees
// share their blobs (a base and its head differ in the changed files only): each blob is
// read once.
import type { TreeEntry } from './tree-source';
import { MemoryTree } from './memory-source';

/** Largest tree (the sum of its blobs' sizes) read into memory; a larger one is searched by git. */
export const TREE_TEXT_MAX_BYTES = 256 * 1024 * 1024;

/** A tree's listing, with each entry's object id where it is a blob (the same index). */
export interface BlobListing {
  entries: TreeEntry[];
  oids: (string | undefined)[];
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
  /** Trees read elsewhere (`adopt`), whose blobs join the map only when another tree is read. */
  private adopted: { listing: BlobListing; places: Int32Array; out: Buffer }[] = [];

  /** No blob read yet. */
  get isEmpty(): boolean {
    return this.blobs.size === 0 && this.adopted.length === 0;
  }

  /**
   * The tree of a listing whose blobs `git cat-file` answered to this store's `request`
   * while it was empty (another thread's read: `placeBlobs` says where each entry's blob
   * is in `out`), made without looking blobs up by object id; they are kept by id only if
   * another tree is read.
   */
  adopt(listing: BlobListing, out: Buffer, places: Int32Array): MemoryTree {
    this.adopted.push({ listing, places, out });
    return treeAt(listing, out, places);
  }

  private keepAdopted(): void {
    for (const { listing, places, out } of this.adopted) {
      listing.oids.forEach((oid, i) => {
        if (oid !== undefined && places[2 * i] >= 0)
          this.blobs.set(oid, out.subarray(places[2 * i], places[2 * i] + places[2 * i + 1]));
      });
    }
    this.adopted = [];
  }

  /**
   * What `git cat-file --batch` must read for a tree to be held whole, from the tree's
   * `git ls-tree -r -z --long` output: the object ids of its blobs not read yet, one per
   * line (empty when none), or undefined when the tree is over `TREE_TEXT_MAX_BYTES` (then
   * git searches it, as it always did). Read from the listing's bytes in one pass, without
   * parsing its entries, so that git starts reading at once (a blob two paths share may be
   * asked, and counted, twice).
   */
  request(lsTree: Buffer): Buffer | undefined {
    this.keepAdopted();
    const out = Buffer.allocUnsafe(lsTree.length);
    const known = this.blobs.size > 0;
    let length = 0;
    let total = 0;
    let tooLarge = false;
    forEachRecord(lsTree, (r) => {
      if (!r.held) return true;
      total += decimal(lsTree, r.sizeStart, r.sizeEnd);
      if (total > TREE_TEXT_MAX_BYTES) {
        tooLarge = true;
        return false;
      }
      if (!known || !this.blobs.has(lsTree.toString('latin1', r.oidStart, r.oidEnd))) {
        length += lsTree.copy(out, length, r.oidStart, r.oidEnd);
        out[length++] = 0x0a;
      }
      return true;
    });
    return tooLarge ? undefined : out.subarray(0, length);
  }

  /** Keeps the blobs of a `git cat-file --batch` answer to object ids (`<oid> blob <size>\n<bytes>\n`). */
  add(out: Buffer): void {
    let at = 0;
    while (at < out.length) {
      const nl = out.indexOf(0x0a, at);
      if (nl < 0) break;
      const sp1 = out.indexOf(0x20, at);
      const sp2 = sp1 < 0 || sp1 > nl ? -1 : out.indexOf(0x20, sp1 + 1);
      const header = at;
      at = nl + 1;
      if (sp2 < 0 || sp2 > nl) continue; // "<oid> missing": an object the repository lacks
      const size = decimal(out, sp2 + 1, nl);
      if (isBlobType(out, sp1 + 1, sp2))
        this.blobs.set(out.toString('latin1', header, sp1), out.subarray(at, at + size));
      at += size + 1;
    }
  }

  /** The tree of a listing whose blobs were all read (`request`, `add`). */
  tree(listing: BlobListing): MemoryTree {
    this.keepAdopted();
    const paths: string[] = [];
    const modes: string[] = [];
    const datas: Buffer[] = [];
    const { entries, oids } = listing;
    for (let i = 0; i < entries.length; i++) {
      const oid = oids[i];
      const data = oid === undefined ? undefined : this.blobs.get(oid);
      if (!data) continue;
      paths.push(entries[i].path);
      modes.push(entries[i].mode);
      datas.push(data);
    }
    return new MemoryTree({ paths, modes, datas });
  }
}

/**
 * Where the blob of each entry of a listing is in `git cat-file --batch`'s answer to an
 * empty store's `request` of it: `[offset, length]` at `2 * i` for the listing's entry `i`,
 * `-1` where the entry is not held (not a blob, a media file, an object the clone lacks).
 * One pass over both, in the order git answers (the request's), with no object id made a string.
 */
export function placeBlobs(lsTree: Buffer, out: Buffer): Int32Array {
  const places: number[] = [];
  let next = 0;
  forEachRecord(lsTree, (r) => {
    let offset = -1;
    let length = -1;
    if (r.held) {
      // "<oid> blob <size>\n<bytes>\n", or "<oid> missing\n"
      const nl = out.indexOf(0x0a, next);
      if (nl < 0) return false;
      const o1 = out.indexOf(0x20, next);
      const o2 = o1 < 0 || o1 > nl ? -1 : out.indexOf(0x20, o1 + 1);
      next = nl + 1;
      if (o2 >= 0 && o2 < nl && isBlobType(out, o1 + 1, o2)) {
        offset = next;
        length = decimal(out, o2 + 1, nl);
        next += length + 1;
      }
    }
    places.push(offset, length);
    return true;
  });
  return Int32Array.from(places);
}

/** One record of `git ls-tree -r -z --long`'s output, by byte offsets into it. */
interface ListedRecord {
  oidStart: number;
  oidEnd: number;
  sizeStart: number;
  sizeEnd: number;
  /** A blob a tree in memory holds (not a media file). */
  held: boolean;
}

/**
 * The records of a listing in order, read from its bytes without parsing its entries
 * (`<mode> SP <type> SP <object> SP+ <size> TAB <path> NUL`); `visit` returns false to stop.
 */
function forEachRecord(lsTree: Buffer, visit: (record: ListedRecord) => boolean): void {
  let at = 0;
  while (at < lsTree.length) {
    let end = lsTree.indexOf(0, at);
    if (end < 0) end = lsTree.length;
    const sp1 = lsTree.indexOf(0x20, at);
    const sp2 = lsTree.indexOf(0x20, sp1 + 1);
    const sp3 = lsTree.indexOf(0x20, sp2 + 1);
    const tab = lsTree.indexOf(0x09, sp3);
    if (sp1 < 0 || sp2 < 0 || sp3 < 0 || tab < 0 || tab > end) return;
    const held = isBlobType(lsTree, sp1 + 1, sp2) && !isMediaFile(extensionOf(lsTree, tab + 1, end));
    if (!visit({ oidStart: sp2 + 1, oidEnd: sp3, sizeStart: sp3 + 1, sizeEnd: tab, held })) return;
    at = end + 1;
  }
}

/** The tree of a listing's entries whose blobs `places` finds in `out`. */
function treeAt(listing: BlobListing, out: Buffer, places: Int32Array): MemoryTree {
  const paths: string[] = [];
  const modes: string[] = [];
  const datas: Buffer[] = [];
  const { entries } = listing;
  for (let i = 0; i < entries.length; i++) {
    const offset = places[2 * i];
    if (offset === undefined || offset < 0) continue;
    paths.push(entries[i].path);
    modes.push(entries[i].mode);
    datas.push(out.subarray(offset, offset + places[2 * i + 1]));
  }
  return new MemoryTree({ paths, modes, datas });
}

/** `blob` between `start` and `end`. */
function isBlobType(bytes: Buffer, start: number, end: number): boolean {
  return (
    end - start === 4 &&
    bytes[start] === 0x62 &&
    bytes[start + 1] === 0x6c &&
    bytes[start + 2] === 0x6f &&
    bytes[start + 3] === 0x62
  );
}

/** The digits between `start` and `end`, spaces skipped (`ls-tree --long` pads the size; a submodule's is `-`: 0). */
function decimal(bytes: Buffer, start: number, end: number): number {
  let n = 0;
  for (let i = start; i < end; i++) {
    const d = bytes[i] - 0x30;
    if (d >= 0 && d <= 9) n = n * 10 + d;
  }
  return n;
}

/** `.ext` of the path between `start` and `end` (a media file's is ASCII and short), or ''. */
function extensionOf(bytes: Buffer, start: number, end: number): string {
  for (let i = end - 1; i >= start && end - i <= 6; i--) {
    if (bytes[i] === 0x2e) return bytes.toString('latin1', i, end);
    if (bytes[i] === 0x2f) return '';
  }
  return '';
}
