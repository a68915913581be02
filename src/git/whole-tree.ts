// A tree read whole in one go, as the thread that reads it while the run's thread loads the
// TypeScript compiler does (tree-worker.ts): its listing, every blob it holds in memory, and
// the index of its text files' words (`RunIndex`), built there. Kept free of anything else
// the run loads, so that the thread starts in a few milliseconds.
import { execFileSync } from 'node:child_process';
import { batchBlobs, isBinary, isMediaFile } from './batch';
import { lsTreeArgs, parseLsTree } from './ls-tree';
import { RunIndex, type RunIndexParts } from './run-index';

export interface WholeTreeRequest {
  dir: string;
  rev: string;
  /** Largest sum of the blobs' sizes to read (`TREE_TEXT_MAX_BYTES`). */
  maxBytes: number;
  /** What is left of the run's time: git is killed then. */
  timeoutMs: number;
}

export interface WholeTreeRead {
  /** `git ls-tree -r -z --long` of the revision. */
  listing: Uint8Array;
  /** `git cat-file --batch` of its blobs; undefined when they are over `maxBytes`. */
  blobs?: Uint8Array;
  /** The blobs' object ids, one per line, and where each one's bytes are in `blobs`. */
  oids?: string;
  starts?: Int32Array;
  sizes?: Int32Array;
  /** The text files a `MemoryTree` of the blobs searches, in its order (`MemoryTree.texts`). */
  textPaths?: string[];
  /** The index of those files' runs of word characters. */
  index?: RunIndexParts;
}

/** Largest output read from git (the blobs of a tree under `maxBytes`, with their headers). */
const MAX_BUFFER = 512 * 1024 * 1024;

export function readTreeWhole(req: WholeTreeRequest): WholeTreeRead {
  const git = (args: string[], input?: string): Buffer =>
    execFileSync('git', ['-c', 'core.quotepath=off', ...args], {
      cwd: req.dir,
      input,
      maxBuffer: MAX_BUFFER,
      timeout: Number.isFinite(req.timeoutMs) ? Math.max(1, req.timeoutMs) : undefined,
      stdio: ['pipe', 'pipe', 'pipe'],
      env: { ...process.env, GIT_TERMINAL_PROMPT: '0', LC_ALL: 'C' },
    });
  const listing = git(lsTreeArgs(req.rev));
  const oids = new Map<string, string>();
  const entries = parseLsTree(listing, oids);
  // the blobs a tree holds in memory (`BlobStore.request`): every one but media files
  const held = entries.filter((e) => e.type === 'blob' && !isMediaFile(e.path));
  const sizes = new Map(held.map((e) => [oids.get(e.path)!, e.size]));
  let total = 0;
  for (const size of sizes.values()) total += size;
  if (total > req.maxBytes) return { listing };
  const blobs = sizes.size > 0 ? git(['cat-file', '--batch'], [...sizes.keys()].join('\n') + '\n') : Buffer.alloc(0);
  const data = new Map<string, Buffer>();
  const found: string[] = [];
  const starts: number[] = [];
  const lengths: number[] = [];
  batchBlobs(blobs, (oid, start, size) => {
    data.set(oid, blobs.subarray(start, start + size));
    found.push(oid);
    starts.push(start);
    lengths.push(size);
  });
  // as `MemoryTree.texts` lists them: regular files that are not binary, by path
  const texts = held
    .filter((e) => e.mode !== '120000')
    .map((e) => ({ path: e.path, bytes: data.get(oids.get(e.path)!) }))
    .filter((t): t is { path: string; bytes: Buffer } => t.bytes !== undefined && !isBinary(t.bytes))
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const index = new RunIndex(texts.map((t) => t.bytes));
  return {
    listing,
    blobs,
    oids: found.join('\n'),
    starts: Int32Array.from(starts),
    sizes: Int32Array.from(lengths),
    textPaths: texts.map((t) => t.path),
    index: index.parts(),
  };
}
