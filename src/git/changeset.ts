import parseDiff from 'parse-diff';
import type { GitRepo } from './git';

export type ChangeStatus = 'added' | 'modified' | 'deleted' | 'renamed' | 'copied' | 'typechange';

export interface Hunk {
  oldStart: number;
  oldLines: number;
  newStart: number;
  newLines: number;
}

export interface ChangedFile {
  /** Path in the head tree; for a deleted file, its path in the base tree. */
  path: string;
  /** Path in the base tree when the file was renamed or copied. */
  oldPath?: string;
  status: ChangeStatus;
  binary: boolean;
  /** A gitlink (submodule pointer), never read. */
  submodule: boolean;
  /** A symlink in base or head; its target is never followed. */
  symlink: boolean;
  /** Head line numbers the diff adds. */
  addedLines: number[];
  /** Base line numbers the diff removes. */
  removedLines: number[];
  /** Added head lines that are new code: not a move of a removed line and not a reformat. */
  newCodeLines: number[];
  hunks: Hunk[];
}

export interface CommitInfo {
  sha: string;
  authorName: string;
  authorEmail: string;
  message: string;
}

export interface ChangeSetData {
  /** The revision the head is compared with: the merge base of base and head when there is one. */
  base: string;
  /** The revision the caller named as base, resolved. */
  requestedBase: string;
  head: string;
  /** Branch name of the head, when known (for author detection). */
  headBranch?: string;
  files: ChangedFile[];
  commits: CommitInfo[];
  /** Said to the reader, e.g. that the base is not an ancestor of the head. */
  notes: string[];
}

/** What the pull request changed: files, hunks and new lines, from `git diff base...head`. */
export class ChangeSet {
  readonly base: string;
  readonly requestedBase: string;
  readonly head: string;
  readonly headBranch?: string;
  readonly files: readonly ChangedFile[];
  readonly commits: readonly CommitInfo[];
  readonly notes: readonly string[];
  private readonly byHeadPath = new Map<string, ChangedFile>();
  private readonly newCode = new Map<string, Set<number>>();
  private readonly added = new Map<string, Set<number>>();

  constructor(data: ChangeSetData) {
    this.base = data.base;
    this.requestedBase = data.requestedBase;
    this.head = data.head;
    this.headBranch = data.headBranch;
    this.files = data.files;
    this.commits = data.commits;
    this.notes = data.notes;
    for (const f of data.files) {
      this.byHeadPath.set(f.path, f);
      this.newCode.set(f.path, new Set(f.newCodeLines));
      this.added.set(f.path, new Set(f.addedLines));
    }
  }

  file(path: string): ChangedFile | undefined {
    return this.byHeadPath.get(path);
  }

  /** Files present in the head tree that the change adds or modifies (not deletions). */
  headFiles(): ChangedFile[] {
    return this.files.filter((f) => f.status !== 'deleted' && !f.submodule);
  }

  isAddedLine(path: string, line: number): boolean {
    return this.added.get(path)?.has(line) ?? false;
  }

  /** True when the line is code the change wrote (not moved from elsewhere, not reformatted). */
  isNewCode(path: string, line: number): boolean {
    return this.newCode.get(path)?.has(line) ?? false;
  }

  /** True when any line in [start, end] of the head file is new code. */
  touches(path: string, start: number, end: number = start): boolean {
    const lines = this.newCode.get(path);
    if (!lines || lines.size === 0) return false;
    if (end - start > lines.size) {
      for (const l of lines) if (l >= start && l <= end) return true;
      return false;
    }
    for (let l = start; l <= end; l++) if (lines.has(l)) return true;
    return false;
  }
}

export interface BuildChangeSetOptions {
  base: string;
  head: string;
  headBranch?: string;
}

/** Builds the ChangeSet of `base...head` from git. */
export function buildChangeSet(repo: GitRepo, opts: BuildChangeSetOptions): ChangeSet {
  const head = repo.resolveCommit(opts.head, '--head');
  const requestedBase = repo.resolveCommit(opts.base, '--base');
  const notes: string[] = [];
  let base = repo.mergeBase(requestedBase, head);
  if (!base) {
    base = requestedBase;
    notes.push(
      `The base ${short(requestedBase)} shares no history with the head ${short(head)}; compared the two trees directly.`,
    );
  } else if (base !== requestedBase) {
    notes.push(`Compared with the merge base ${short(base)} of ${short(requestedBase)} and ${short(head)}.`);
  }

  const files = readChangedFiles(repo, base, head);
  for (const f of files.filter((f) => f.submodule)) {
    // A gitlink is a pointer to another repository's commit: say so rather than pass it silently.
    notes.push(`The submodule ${f.path} changed (${f.status}); its contents are not analysed by this run.`);
  }
  const commits = readCommits(repo, base, head);
  const headBranch = opts.headBranch ?? branchOf(repo, head);
  return new ChangeSet({ base, requestedBase, head, headBranch, files, commits, notes });
}

function short(sha: string): string {
  return sha.slice(0, 7);
}

const STATUS: Record<string, ChangeStatus> = {
  A: 'added',
  M: 'modified',
  D: 'deleted',
  R: 'renamed',
  C: 'copied',
  T: 'typechange',
};

interface RawEntry {
  status: ChangeStatus;
  path: string;
  oldPath?: string;
  submodule: boolean;
  symlink: boolean;
}

function readChangedFiles(repo: GitRepo, base: string, head: string): ChangedFile[] {
  const diffArgs = ['--no-color', '--no-ext-diff', '--no-textconv', '-M', base, head];
  const raw = parseRaw(repo.run(['diff', '--raw', '-z', '--no-abbrev', ...diffArgs]));
  const binary = parseNumstatBinary(repo.run(['diff', '--numstat', '-z', ...diffArgs]));
  const patch = repo.run(['diff', '-U0', '--submodule=short', ...diffArgs]);
  const hunksByPath = new Map<string, parseDiff.File>();
  for (const file of parseDiff(patch)) {
    const to = file.to && file.to !== '/dev/null' ? file.to : file.from;
    if (to) hunksByPath.set(to, file);
  }

  // Lines removed anywhere in the change, normalised: an added line equal to one of
  // them was moved (a refactor), not written.
  const removedAnywhere = new Set<string>();
  for (const file of hunksByPath.values()) {
    for (const chunk of file.chunks) {
      for (const change of chunk.changes) {
        if (change.type === 'del') {
          const norm = normaliseLine(change.content.slice(1));
          if (norm) removedAnywhere.add(norm);
        }
      }
    }
  }

  return raw.map((entry) => {
    const parsed = hunksByPath.get(entry.path);
    const addedLines: number[] = [];
    const removedLines: number[] = [];
    const newCodeLines: number[] = [];
    const hunks: Hunk[] = [];
    for (const chunk of parsed?.chunks ?? []) {
      hunks.push({
        oldStart: chunk.oldStart,
        oldLines: chunk.oldLines,
        newStart: chunk.newStart,
        newLines: chunk.newLines,
      });
      const adds = chunk.changes.filter((c): c is parseDiff.AddChange => c.type === 'add');
      const dels = chunk.changes.filter((c): c is parseDiff.DeleteChange => c.type === 'del');
      const reformatted =
        adds.length > 0 &&
        dels.length > 0 &&
        squash(adds.map((c) => c.content.slice(1))) === squash(dels.map((c) => c.content.slice(1)));
      for (const del of dels) removedLines.push(del.ln);
      for (const add of adds) {
        addedLines.push(add.ln);
        const norm = normaliseLine(add.content.slice(1));
        if (!reformatted && !(norm && removedAnywhere.has(norm))) newCodeLines.push(add.ln);
      }
    }
    return {
      path: entry.path,
      oldPath: entry.oldPath,
      status: entry.status,
      binary: binary.has(entry.path),
      submodule: entry.submodule,
      symlink: entry.symlink,
      addedLines,
      removedLines,
      newCodeLines,
      hunks,
    };
  });
}

function normaliseLine(line: string): string {
  return line.replace(/\s+/g, '').replace(/[,;]+$/, '');
}

function squash(lines: string[]): string {
  return lines
    .join('')
    .replace(/\s+/g, '')
    .replace(/,(?=[)\]}])/g, '');
}

function parseRaw(out: string): RawEntry[] {
  const parts = out.split('\0');
  const entries: RawEntry[] = [];
  for (let i = 0; i < parts.length; i++) {
    const meta = parts[i];
    if (!meta || !meta.startsWith(':')) continue;
    const [oldMode, newMode, , , statusField] = meta.slice(1).split(' ');
    const letter = statusField[0];
    const status = STATUS[letter] ?? 'modified';
    const submodule = oldMode === '160000' || newMode === '160000';
    const symlink = oldMode === '120000' || newMode === '120000';
    if (letter === 'R' || letter === 'C') {
      const oldPath = parts[++i];
      const path = parts[++i];
      entries.push({ status, path, oldPath, submodule, symlink });
    } else {
      entries.push({ status, path: parts[++i], submodule, symlink });
    }
  }
  return entries;
}

function parseNumstatBinary(out: string): Set<string> {
  const binary = new Set<string>();
  const parts = out.split('\0');
  for (let i = 0; i < parts.length; i++) {
    const rec = parts[i];
    if (!rec) continue;
    const [added, deleted, path] = rec.split('\t');
    const isBinary = added === '-' && deleted === '-';
    if (path === '' || path === undefined) {
      // rename: "a\td\t" then old path, new path
      i += 1;
      const newPath = parts[++i];
      if (isBinary && newPath) binary.add(newPath);
    } else if (isBinary) {
      binary.add(path);
    }
  }
  return binary;
}

function readCommits(repo: GitRepo, base: string, head: string): CommitInfo[] {
  let out: string;
  try {
    out = repo.run(['log', '--no-color', '--format=%H%x00%an%x00%ae%x00%B%x1e', `${base}..${head}`]);
  } catch {
    return [];
  }
  return out
    .split('\x1e')
    .map((rec) => rec.replace(/^\n/, ''))
    .filter(Boolean)
    .map((rec) => {
      const [sha, authorName, authorEmail, message] = rec.split('\0');
      return { sha, authorName, authorEmail, message: message ?? '' };
    });
}

function branchOf(repo: GitRepo, head: string): string | undefined {
  try {
    const out = repo.run(['for-each-ref', '--points-at', head, '--format=%(refname)', 'refs/heads', 'refs/remotes']);
    const refs = out
      .split('\n')
      .filter(Boolean)
      .filter((r) => !r.endsWith('/HEAD'));
    const local = refs.find((r) => r.startsWith('refs/heads/'));
    if (local) return local.slice('refs/heads/'.length);
    const remote = refs.find((r) => r.startsWith('refs/remotes/'));
    return remote?.split('/').slice(3).join('/');
  } catch {
    return undefined;
  }
}
