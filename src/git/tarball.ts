// A repository's tree from the tarball GitHub serves (the Action without a checkout), held
// in memory as a `MemoryTree`. Apart from memory-source.ts so that the tree thread's bundle
// (dist/tree-worker.js), which holds trees but never reads tarballs, carries no tar reader.
import { createGunzip } from 'node:zlib';
import { extract, type Header } from 'tar-stream';
import { type ByteBudget, MemoryTree, type MemoryFile, TreeLoadError } from './memory-source';
import { isSafeRepoPath } from './tree-source';

export interface TarballOptions {
  /** Shared by the trees of one run. */
  budget: ByteBudget;
  /** Names the tree in errors, e.g. "the head tree (abc1234)". */
  label: string;
  /**
   * A tree loaded before (the head): files of the same path and content share its buffer,
   * so the unchanged files of a pull request are held once.
   */
  dedupeWith?: MemoryTree;
}

/**
 * Reads a `.tar.gz` of a repository as GitHub's tarball endpoint (and `git archive
 * --prefix`) writes it: every entry under one top folder (`owner-repo-sha/`), which is
 * stripped. Files and symlinks are kept (a symlink as its target, never followed);
 * folders and pax headers are skipped; a path with `..`, an absolute path, a hard link
 * or a device fails the load rather than being guessed at.
 */
export async function readTarball(gz: Uint8Array, opts: TarballOptions): Promise<MemoryTree> {
  const files = new Map<string, MemoryFile>();
  const ex = extract();
  const gunzip = createGunzip();
  gunzip.on('error', (err) => ex.destroy(err));
  gunzip.pipe(ex);
  gunzip.end(Buffer.from(gz.buffer, gz.byteOffset, gz.byteLength));
  try {
    for await (const entry of ex) {
      const { header } = entry;
      // Counted from the header before reading, so an oversized entry is never buffered.
      opts.budget.take(header.size ?? 0, opts.label);
      const chunks: Buffer[] = [];
      for await (const chunk of entry) chunks.push(chunk as Buffer);
      const file = fileOf(header, Buffer.concat(chunks), opts.label);
      if (!file) continue;
      const prior = opts.dedupeWith?.file(file.path);
      const data = prior && prior.mode === file.mode && prior.data.equals(file.data) ? prior.data : file.data;
      files.set(file.path, { mode: file.mode, data });
    }
  } catch (err) {
    if (err instanceof TreeLoadError) throw err;
    throw new TreeLoadError(`${opts.label}: the tarball is not a readable .tar.gz (${(err as Error).message})`);
  }
  return new MemoryTree(files);
}

function fileOf(header: Header, data: Buffer, label: string): ({ path: string } & MemoryFile) | undefined {
  const type: string = header.type ?? 'file';
  if (type === 'directory' || type === 'pax-header' || type === 'pax-global-header') return undefined;
  const name = header.name.replace(/\/+$/, '');
  if (name.startsWith('/') || name.split('/').includes('..')) {
    throw new TreeLoadError(`${label}: the tarball holds an unsafe path "${name}"; refused`);
  }
  const slash = name.indexOf('/');
  const path = slash < 0 ? '' : name.slice(slash + 1);
  if (!path) return undefined; // the top folder itself
  if (!isSafeRepoPath(path)) throw new TreeLoadError(`${label}: the tarball holds an unsafe path "${name}"; refused`);
  if (type === 'symlink') return { path, mode: '120000', data: Buffer.from(header.linkname ?? '', 'utf8') };
  if (type === 'file' || type === 'contiguous-file') {
    return { path, mode: (header.mode ?? 0o644) & 0o111 ? '100755' : '100644', data };
  }
  throw new TreeLoadError(`${label}: the tarball holds a ${type} entry at "${path}", which a git tree cannot hold`);
}
