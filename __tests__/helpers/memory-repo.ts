import { createHash } from 'node:crypto';
import { formatPatch, structuredPatch } from 'diff';
import { ChangeSet, type CommitInfo } from '../../src/git/changeset';
import { MemoryTree, MemoryTreeSource, type MemoryFile } from '../../src/git/memory-source';
import { changedFiles, type ApiFile } from '../../src/github/api-source';
import { headBranchOf, headMessageOf, type Files, type RepoSpec } from './repo';

/** The trees and the change of a spec, as the Action's no-checkout mode holds them. */
export interface MemoryRepo {
  source: MemoryTreeSource;
  changes: ChangeSet;
}

/**
 * Why a spec needs a real git repository rather than trees in memory, or undefined when
 * it does not: what only git decides the same way is left to git.
 */
export function needsGit(spec: RepoSpec): string | undefined {
  const all = { ...spec.base, ...spec.head };
  if (Object.values(all).some((v) => Buffer.isBuffer(v))) return 'bytes that are not text (binary, another encoding)';
  if (Object.keys(all).some((p) => p === '.gitattributes' || p.endsWith('/.gitattributes'))) {
    return '.gitattributes (diff attributes)';
  }
  const base = treeOf(new Map(), spec.base);
  const head = treeOf(base, spec.head ?? {});
  const deleted = [...base.keys()].some((p) => !head.has(p));
  const added = [...head.keys()].some((p) => !base.has(p));
  if (deleted && added) return "a deletion and an addition (git's rename detection)";
  return undefined;
}

/**
 * The base and head trees of the spec in memory and the change between them: each
 * changed file diffed on its own (jsdiff, no context lines, as `git diff -U0` prints),
 * and the patches read by the API path's `changedFiles`, which shares `lineFacts` with
 * `buildChangeSet`. Commits, branch and trailer are those `makeRepo` writes. The caller
 * checks `needsGit` first.
 */
export function memoryRepo(spec: RepoSpec): MemoryRepo {
  const reason = needsGit(spec);
  if (reason) throw new Error(`this spec needs a git repository: ${reason}`);
  const baseText = treeOf(new Map(), spec.base);
  const headText = treeOf(baseText, spec.head ?? {});
  const baseTree = memoryTree(baseText);
  const headTree = memoryTree(headText);
  const baseSha = shaOf('base', baseText);
  const headSha = shaOf(`head ${baseSha}`, headText);

  const api: ApiFile[] = [];
  for (const path of [...new Set([...baseText.keys(), ...headText.keys()])].sort()) {
    const before = baseText.get(path);
    const after = headText.get(path);
    if (before === after) continue;
    const status = before === undefined ? 'added' : after === undefined ? 'removed' : 'modified';
    const patch = patchOf(path, before ?? '', after ?? '');
    const changes = patch.split('\n').filter((l) => /^[-+]/.test(l)).length;
    api.push({ filename: path, status, patch: patch || undefined, changes });
  }
  const notes: string[] = [];
  const files = changedFiles(api, headTree, baseTree, notes);
  const commit: CommitInfo = {
    sha: headSha,
    authorName: 'Dev',
    authorEmail: 'dev@example.com',
    // as `git log --format=%B` prints a message given with `commit -m`
    message: `${headMessageOf(spec)}\n`,
  };
  const source = new MemoryTreeSource().add(baseSha, baseTree).add(headSha, headTree);
  const changes = new ChangeSet({
    base: baseSha,
    requestedBase: baseSha,
    head: headSha,
    headBranch: headBranchOf(spec),
    files,
    commits: [commit],
    notes,
  });
  return { source, changes };
}

/**
 * What a ChangeSet says that must not depend on where it was read: the files (statuses,
 * added, removed and new-code lines, hunks) by path, the commits' authors and messages,
 * the branch and the notes, with revisions named by their role.
 */
export function comparableChange(changes: ChangeSet): unknown {
  return withRoles(changes, {
    files: [...changes.files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)),
    commits: changes.commits.map(({ authorName, authorEmail, message }) => ({ authorName, authorEmail, message })),
    headBranch: changes.headBranch,
    notes: changes.notes,
  });
}

/**
 * `value` with the change's revisions (full and short) replaced by their role: the memory
 * path names its trees by a hash of their contents, git by its commits.
 */
export function withRoles(changes: ChangeSet, value: unknown): unknown {
  let json = JSON.stringify(value);
  const revisions: [string, string][] = [
    [changes.head, '<head>'],
    [changes.base, '<base>'],
    ...changes.commits.map((c): [string, string] => [c.sha, '<commit>']),
  ];
  for (const [sha, role] of revisions) json = json.replaceAll(sha, role).replaceAll(sha.slice(0, 7), role);
  return JSON.parse(json);
}

/** The text files of a tree after `files` are written over `start` (`null` removes a file or a folder). */
function treeOf(start: ReadonlyMap<string, string>, files: Files): Map<string, string> {
  const tree = new Map(start);
  for (const [path, content] of Object.entries(files)) {
    if (content === null) {
      tree.delete(path);
      for (const p of [...tree.keys()]) if (p.startsWith(`${path}/`)) tree.delete(p);
    } else {
      tree.set(path, Buffer.isBuffer(content) ? content.toString('utf8') : content);
    }
  }
  return tree;
}

function memoryTree(text: Map<string, string>): MemoryTree {
  const files = new Map<string, MemoryFile>();
  for (const [path, content] of text) files.set(path, { mode: '100644', data: Buffer.from(content, 'utf8') });
  return new MemoryTree(files);
}

/** The hunks of one file's change with no context lines, as the files API sends a patch: no file headers. */
function patchOf(path: string, before: string, after: string): string {
  const text = formatPatch(structuredPatch(path, path, before, after, undefined, undefined, { context: 0 }));
  const at = text.indexOf('\n@@');
  return at < 0 ? '' : text.slice(at + 1).replace(/\n$/, '');
}

/** A stable commit-like id of a tree, so the same case always has the same revisions. */
function shaOf(label: string, tree: Map<string, string>): string {
  const hash = createHash('sha1').update(label);
  for (const [path, content] of [...tree].sort(([a], [b]) => (a < b ? -1 : 1))) hash.update(`${path}\0${content}\0`);
  return hash.digest('hex');
}
