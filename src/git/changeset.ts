import { createTwoFilesPatch } from 'diff';
import parseDiff from 'parse-diff';
import type { GitRepo } from './git';
import { bomEncoding, decodeText, isSourcePath } from './text';

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
  /** git holds no content for it (an object missing from a partial or damaged clone): never read. */
  unreadable?: boolean;
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
  /** Who applied the commit, when the source says (a rebase or a bot may differ from the author). */
  committerName?: string;
  committerEmail?: string;
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
  /** Called with the head commit once it is resolved, before the diff and the log are read. */
  onHead?: (head: string) => void;
}

/** Builds the ChangeSet of `base...head` from git. */
export function buildChangeSet(repo: GitRepo, opts: BuildChangeSetOptions): ChangeSet {
  const [head, requestedBase] = repo.resolveCommits([
    [opts.head, '--head'],
    [opts.base, '--base'],
  ]);
  opts.onHead?.(head);
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

  const files = readChangedFilesTolerant(repo, base, head);
  for (const f of files.filter((f) => f.unreadable)) {
    notes.push(`git holds no content for ${f.path} (an object missing from this clone); it was not analysed.`);
  }
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

/**
 * The changed files; in a clone that lacks some objects (a partial clone, a damaged
 * mirror), the files whose content git cannot read are listed as unreadable (from the
 * trees alone) and the others diffed as usual, instead of failing the whole run.
 */
function readChangedFilesTolerant(repo: GitRepo, base: string, head: string): ChangedFile[] {
  try {
    return readChangedFiles(repo, base, head);
  } catch (err) {
    if (!(err instanceof Error) || !/unable to read [0-9a-f]{40}/.test(err.message)) throw err;
  }
  // The trees name every changed blob; `cat-file --batch-check` says which are missing.
  const raw = repo.run(['diff', '--raw', '-z', '--no-abbrev', '--no-renames', base, head]).split('\0');
  const entries: { path: string; oids: string[]; status: string }[] = [];
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const meta = raw[i].replace(/^:/, '').split(' ');
    if (meta.length < 5) break;
    entries.push({ path: raw[i + 1], oids: [meta[2], meta[3]], status: meta[4] });
  }
  const oids = [...new Set(entries.flatMap((e) => e.oids).filter((o) => !/^0+$/.test(o)))];
  const checked = oids.length > 0 ? repo.run(['cat-file', '--batch-check'], oids.join('\n') + '\n') : '';
  const missing = new Set(
    checked
      .split('\n')
      .filter((l) => l.endsWith(' missing'))
      .map((l) => l.split(' ')[0]),
  );
  const unreadable = entries.filter((e) => e.oids.some((o) => missing.has(o)));
  const excluded = unreadable.map((e) => `:(exclude,literal)${e.path}`);
  const readable = unreadable.length < entries.length ? readChangedFiles(repo, base, head, ['.', ...excluded]) : [];
  return [
    ...readable,
    ...unreadable.map((e) => ({
      path: e.path,
      status: STATUS[e.status[0]] ?? ('modified' as ChangeStatus),
      binary: false,
      submodule: false,
      symlink: false,
      unreadable: true,
      addedLines: [],
      removedLines: [],
      newCodeLines: [],
      hunks: [],
    })),
  ];
}

function readChangedFiles(repo: GitRepo, base: string, head: string, pathspecs: string[] = []): ChangedFile[] {
  // One process: the raw records, then the numstat records (NUL-terminated, `-z`), then
  // an empty record and the `-U0` patches, whose text `-z` does not change.
  const out = repo.run([
    'diff',
    '--raw',
    '--numstat',
    '--patch',
    '-z',
    '--no-abbrev',
    '-U0',
    '--submodule=short',
    '--no-color',
    '--no-ext-diff',
    '--no-textconv',
    '-M',
    base,
    head,
    ...(pathspecs.length > 0 ? ['--', ...pathspecs] : []),
  ]);
  const { raw, binary, patch } = parseDiffOutput(out);
  const hunksByPath = new Map<string, parseDiff.File>();
  for (const file of parseDiff(patch)) {
    const to = file.to && file.to !== '/dev/null' ? file.to : file.from;
    if (to) hunksByPath.set(unquotePatchPath(to), file);
  }
  for (const [path, file] of textualDiffsOfBinaries(repo, base, head, raw, binary)) {
    hunksByPath.set(path, file);
    binary.delete(path);
  }

  const lines = lineFacts(new Map([...hunksByPath].map(([path, file]) => [path, file.chunks])));
  return raw.map((entry) => ({
    path: entry.path,
    oldPath: entry.oldPath,
    status: entry.status,
    binary: binary.has(entry.path),
    submodule: entry.submodule,
    symlink: entry.symlink,
    ...(lines.get(entry.path) ?? { addedLines: [], removedLines: [], newCodeLines: [], hunks: [] }),
  }));
}

/**
 * The `-U0` patches of the files git called binary that are text after all (UTF-16 with a
 * byte-order mark, source code with a NUL byte), by head path.
 */
function textualDiffsOfBinaries(
  repo: GitRepo,
  base: string,
  head: string,
  raw: readonly RawEntry[],
  binary: ReadonlySet<string>,
): Map<string, parseDiff.File> {
  const out = new Map<string, parseDiff.File>();
  const candidates = raw.filter((e) => binary.has(e.path) && !e.submodule && !e.symlink);
  if (candidates.length === 0) return out;
  const heads = repo.readBlobs(
    head,
    candidates.filter((e) => e.status !== 'deleted').map((e) => e.path),
  );
  const bases = repo.readBlobs(
    base,
    candidates.filter((e) => e.status !== 'added').map((e) => e.oldPath ?? e.path),
  );
  for (const e of candidates) {
    const before = e.status === 'added' ? undefined : bases.get(e.oldPath ?? e.path);
    const after = e.status === 'deleted' ? undefined : heads.get(e.path);
    const file = textPatchOfBinary(before, after, isSourcePath(e.path));
    if (file) out.set(e.path, file);
  }
  return out;
}

/**
 * The `-U0` patch between two versions of a file that git calls binary, when both are text
 * after all: one of them has a UTF-16 byte-order mark and the other (if any) is text too, or
 * the file is source code by its name (`sourceCode`) and both decode (a NUL byte typed into
 * a string literal makes git call it binary; the compiler reads it). Undefined for any other
 * bytes.
 */
export function textPatchOfBinary(
  before: Uint8Array | undefined,
  after: Uint8Array | undefined,
  sourceCode = false,
): parseDiff.File | undefined {
  const sides = [before, after];
  const utf16 = sides.some((b) => b !== undefined && bomEncoding(b)?.startsWith('utf-16'));
  const nulInCode = sourceCode && sides.some((b) => b !== undefined && b.subarray(0, 8000).includes(0));
  if (!utf16 && !nulInCode) return undefined;
  const [old, now] = sides.map((b) =>
    b === undefined ? { ok: true as const, text: '' } : decodeText(b, { sourceCode }),
  );
  if (!old.ok || !now.ok) return undefined;
  return parseDiff(createTwoFilesPatch('a', 'b', old.text, now.text, '', '', { context: 0 }))[0];
}

/** What the diff says about one file's lines. */
export type LineFacts = Pick<ChangedFile, 'addedLines' | 'removedLines' | 'newCodeLines' | 'hunks'>;

/**
 * Added, removed and new-code lines and `-U0` hunks of every file of one change, from its
 * parsed patches (by head path). Shared by the git path (`git diff -U0`) and the API path
 * (the files API's `-U3` patches, whose chunks are split at context lines into what
 * `-U0` would print), so both decide "new code" the same way.
 */
export function lineFacts(chunksByPath: Map<string, parseDiff.Chunk[]>): Map<string, LineFacts> {
  const groupsByPath = new Map([...chunksByPath].map(([path, chunks]) => [path, chunks.flatMap(changeGroups)]));
  // Lines removed anywhere in the change, normalised: an added line equal to one of
  // them was moved (a refactor), not written.
  const removedAnywhere = new Set<string>();
  for (const groups of groupsByPath.values()) {
    for (const g of groups) {
      for (const del of g.dels) {
        const norm = normaliseLine(del.content.slice(1));
        if (norm) removedAnywhere.add(norm);
      }
    }
  }
  const result = new Map<string, LineFacts>();
  for (const [path, groups] of groupsByPath) {
    const facts: LineFacts = { addedLines: [], removedLines: [], newCodeLines: [], hunks: [] };
    for (const { hunk, adds, dels } of groups) {
      facts.hunks.push(hunk);
      const reformatted =
        adds.length > 0 &&
        dels.length > 0 &&
        squash(adds.map((c) => c.content.slice(1))) === squash(dels.map((c) => c.content.slice(1)));
      for (const del of dels) facts.removedLines.push(del.ln);
      for (const add of adds) {
        facts.addedLines.push(add.ln);
        const norm = normaliseLine(add.content.slice(1));
        if (!reformatted && !(norm && removedAnywhere.has(norm))) facts.newCodeLines.push(add.ln);
      }
    }
    result.set(path, facts);
  }
  return result;
}

interface ChangeGroup {
  hunk: Hunk;
  adds: parseDiff.AddChange[];
  dels: parseDiff.DeleteChange[];
}

/**
 * A chunk's runs of changed lines, each as the hunk `git diff -U0` prints for it. A
 * `-U0` chunk is one run and keeps its own header. "\ No newline at end of file" is
 * not a line.
 */
function changeGroups(chunk: parseDiff.Chunk): ChangeGroup[] {
  const changes = chunk.changes.filter((c) => !c.content.startsWith('\\'));
  const isChange = (c: parseDiff.Change) => c.type === 'add' || c.type === 'del';
  const split = (c: parseDiff.Change[]) => ({
    adds: c.filter((x): x is parseDiff.AddChange => x.type === 'add'),
    dels: c.filter((x): x is parseDiff.DeleteChange => x.type === 'del'),
  });
  if (!changes.some((c) => c.type === 'normal')) {
    const { oldStart, oldLines, newStart, newLines } = chunk;
    return [{ hunk: { oldStart, oldLines, newStart, newLines }, ...split(changes) }];
  }
  const groups: ChangeGroup[] = [];
  let lastOld = chunk.oldStart - 1;
  let lastNew = chunk.newStart - 1;
  for (let i = 0; i < changes.length;) {
    const c = changes[i];
    if (c.type === 'normal') {
      lastOld = c.ln1;
      lastNew = c.ln2;
      i++;
      continue;
    }
    let j = i;
    while (j < changes.length && isChange(changes[j])) j++;
    const { adds, dels } = split(changes.slice(i, j));
    groups.push({
      hunk: {
        oldStart: dels.length > 0 ? lastOld + 1 : lastOld,
        oldLines: dels.length,
        newStart: adds.length > 0 ? lastNew + 1 : lastNew,
        newLines: adds.length,
      },
      adds,
      dels,
    });
    lastOld += dels.length;
    lastNew += adds.length;
    i = j;
  }
  return groups;
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

const C_ESCAPES: Record<string, number> = { a: 7, b: 8, t: 9, n: 10, v: 11, f: 12, r: 13, '"': 34, '\\': 92 };

/**
 * A path of a patch header as the file is named. git quotes a path that holds a control
 * character, a double quote or a backslash (`"b/a\tb.ts"`); parse-diff drops the quotes and
 * the `b/` but keeps the escapes. A path with no backslash was not escaped; one with a
 * backslash always was (git escapes the backslash itself).
 */
export function unquotePatchPath(path: string): string {
  if (!path.includes('\\')) return path;
  const bytes: Buffer[] = [];
  // plain text, then an escape (`\t`, `\"`, `\\` or an octal byte such as `\303`), in turn
  path.split(/(\\[0-7]{3}|\\[^0-7])/).forEach((part, i) => {
    if (i % 2 === 0) bytes.push(Buffer.from(part, 'utf8'));
    else if (/^\\[0-7]{3}$/.test(part)) bytes.push(Buffer.from([parseInt(part.slice(1), 8)]));
    else bytes.push(C_ESCAPES[part[1]] === undefined ? Buffer.from(part, 'utf8') : Buffer.from([C_ESCAPES[part[1]]]));
  });
  return Buffer.concat(bytes).toString('utf8');
}

/**
 * The three sections of `git diff --raw --numstat --patch -z`: ":<modes> <oids> <status>\0<path>\0[<path>\0]"
 * per file, then "<added>\t<deleted>\t<path>\0" (a rename: "<a>\t<d>\t\0<old>\0<new>\0")
 * per file, then "\0" and the patches. Records are read one by one, so a path that holds
 * a tab, a newline or "diff --git" is still read as a path.
 */
export function parseDiffOutput(out: string): { raw: RawEntry[]; binary: Set<string>; patch: string } {
  const raw: RawEntry[] = [];
  const binary = new Set<string>();
  let at = 0;
  const field = (): string => {
    const end = out.indexOf('\0', at);
    const value = out.slice(at, end < 0 ? out.length : end);
    at = end < 0 ? out.length : end + 1;
    return value;
  };
  while (out[at] === ':') {
    const meta = field();
    const [oldMode, newMode, , , statusField = ''] = meta.slice(1).split(' ');
    const letter = statusField[0];
    const status = STATUS[letter] ?? 'modified';
    const submodule = oldMode === '160000' || newMode === '160000';
    const symlink = oldMode === '120000' || newMode === '120000';
    if (letter === 'R' || letter === 'C') {
      const oldPath = field();
      raw.push({ status, path: field(), oldPath, submodule, symlink });
    } else {
      raw.push({ status, path: field(), submodule, symlink });
    }
  }
  for (let n = 0; n < raw.length && at < out.length; n++) {
    const [added, deleted, path] = field().split('\t');
    const isBinary = added === '-' && deleted === '-';
    let newPath = path;
    if (path === '' || path === undefined) {
      field();
      newPath = field();
    }
    if (isBinary && newPath) binary.add(newPath);
  }
  if (out[at] === '\0') at++;
  return { raw, binary, patch: out.slice(at) };
}

function readCommits(repo: GitRepo, base: string, head: string): CommitInfo[] {
  let out: string;
  try {
    out = repo.run(['log', '--no-color', '--format=%H%x00%an%x00%ae%x00%cn%x00%ce%x00%B%x1e', `${base}..${head}`]);
  } catch {
    return [];
  }
  return out
    .split('\x1e')
    .map((rec) => rec.replace(/^\n/, ''))
    .filter(Boolean)
    .map((rec) => {
      const [sha, authorName, authorEmail, committerName, committerEmail, message] = rec.split('\0');
      return { sha, authorName, authorEmail, committerName, committerEmail, message: message ?? '' };
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
