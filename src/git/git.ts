import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';

/** A failure the user can act on: printed as one line, exit code 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}

const MAX_BUFFER = 512 * 1024 * 1024;

export interface TreeEntry {
  path: string;
  mode: string;
  type: 'blob' | 'tree' | 'commit';
  size: number;
}

/**
 * Where the trees a run compares come from: a git repository (`GitRepo`), or, when the
 * Action runs without a checkout, the pull request's trees fetched from the API. A
 * revision is a commit id the source knows; paths are repository-relative.
 */
export interface TreeSource {
  /** Every blob, symlink and gitlink of the revision's tree. */
  listTree(rev: string): TreeEntry[];
  /** Contents of files of the revision; a path that is not a blob maps to undefined. */
  readBlobs(rev: string, paths: string[]): Map<string, Buffer | undefined>;
  /** Files that contain any of the words (fixed strings, whole words), optionally limited by git pathspecs. */
  grepFiles(rev: string, words: string[], pathspecs?: string[]): string[];
  /**
   * For each word, the files that contain it as a whole word. A file also counts for a
   * word that occurs only inside a longer word of the set (`checkout` in `routes/checkout`).
   */
  grepWordFiles(rev: string, words: string[], pathspecs?: string[]): Map<string, Set<string>>;
}

/**
 * The git repository the gate reads. Everything is read from git objects, never
 * from the working tree, so a local run and a CI run of the same revisions see the
 * same files, and symlinks are never followed.
 */
export class GitRepo implements TreeSource {
  readonly dir: string;

  private constructor(dir: string) {
    this.dir = dir;
  }

  static open(dir: string): GitRepo {
    const abs = resolve(dir);
    if (!existsSync(abs) || !statSync(abs).isDirectory()) {
      throw new UsageError(`--repo ${dir}: no such directory`);
    }
    const probe = spawnSync('git', ['rev-parse', '--show-toplevel'], { cwd: abs, encoding: 'utf8' });
    if (probe.error) {
      throw new UsageError(`git is not installed or not on PATH (${probe.error.message})`);
    }
    if (probe.status !== 0) {
      throw new UsageError(`${abs} is not a git repository (git rev-parse failed: ${firstLine(probe.stderr)})`);
    }
    return new GitRepo(probe.stdout.trim());
  }

  /** Runs git and returns stdout; throws with git's own message on failure. */
  run(args: string[], input?: string): string {
    return this.runBuffer(args, input).toString('utf8');
  }

  runBuffer(args: string[], input?: string | Buffer): Buffer {
    const res = spawnSync('git', ['-c', 'core.quotepath=off', ...args], {
      cwd: this.dir,
      input,
      maxBuffer: MAX_BUFFER,
      env: { ...process.env, GIT_TERMINAL_PROMPT: '0', LC_ALL: 'C' },
    });
    if (res.error) throw new Error(`git ${args[0]} failed: ${res.error.message}`);
    if (res.status !== 0) {
      throw new GitError(`git ${args.join(' ')}: ${firstLine(res.stderr.toString('utf8')) || `exit ${res.status}`}`);
    }
    return res.stdout;
  }

  /** Resolves a revision to a commit SHA, or throws a UsageError naming it. */
  resolveCommit(rev: string, label: string): string {
    if (rev.startsWith('-')) throw new UsageError(`${label} ${rev}: not a revision`);
    try {
      return this.run(['rev-parse', '--verify', '--quiet', '--end-of-options', `${rev}^{commit}`]).trim();
    } catch {
      throw new UsageError(`${label} ${rev}: no such commit in ${this.dir}`);
    }
  }

  tryResolve(rev: string): string | undefined {
    try {
      return this.run(['rev-parse', '--verify', '--quiet', '--end-of-options', `${rev}^{commit}`]).trim() || undefined;
    } catch {
      return undefined;
    }
  }

  mergeBase(a: string, b: string): string | undefined {
    try {
      return this.run(['merge-base', a, b]).trim() || undefined;
    } catch {
      return undefined;
    }
  }

  /** Every file of a tree with its mode and size (one `ls-tree` call). */
  listTree(rev: string): TreeEntry[] {
    const out = this.runBuffer(['ls-tree', '-r', '-z', '--long', '--full-tree', rev]).toString('utf8');
    const entries: TreeEntry[] = [];
    for (const record of out.split('\0')) {
      if (!record) continue;
      const tab = record.indexOf('\t');
      const [mode, type, , size] = record.slice(0, tab).split(/\s+/);
      entries.push({
        path: record.slice(tab + 1),
        mode,
        type: type as TreeEntry['type'],
        size: size === '-' ? 0 : Number(size),
      });
    }
    return entries;
  }

  /** Reads many blobs in one `git cat-file --batch` call. Missing paths map to undefined. */
  readBlobs(rev: string, paths: string[]): Map<string, Buffer | undefined> {
    const result = new Map<string, Buffer | undefined>();
    for (const p of paths.filter((p) => !isSafeRepoPath(p))) result.set(p, undefined);
    paths = paths.filter(isSafeRepoPath);
    if (paths.length === 0) return result;
    // A path may legally contain a newline; newline-separated requests would then shift
    // every later answer onto the wrong file, so such batches are NUL-separated (git 2.38+).
    const nul = paths.some((p) => p.includes('\n'));
    const requests = paths.map((p) => `${rev}:${p}`);
    const out = this.runBuffer(
      ['cat-file', '--batch', ...(nul ? ['-z'] : [])],
      requests.join(nul ? '\0' : '\n') + (nul ? '\0' : '\n'),
    );
    let offset = 0;
    for (let i = 0; i < paths.length; i++) {
      const path = paths[i];
      // "<request> missing" echoes the request (which may hold a newline); match it whole.
      const failed = [' missing\n', ' ambiguous\n'].map((s) => Buffer.from(requests[i] + s, 'utf8'));
      const echo = failed.find((b) => out.subarray(offset, offset + b.length).equals(b));
      if (echo) {
        result.set(path, undefined);
        offset += echo.length;
        continue;
      }
      const nl = out.indexOf(0x0a, offset);
      if (nl < 0) throw new GitError(`git cat-file: truncated answer for ${rev}:${path}`);
      const header = out.subarray(offset, nl).toString('utf8');
      offset = nl + 1;
      const [, type, sizeText] = header.split(' ');
      if (sizeText === undefined && (type === 'missing' || type === 'ambiguous')) {
        // e.g. a submodule's commit, answered by object id rather than by the request
        result.set(path, undefined);
        continue;
      }
      const size = Number(sizeText);
      if (!Number.isFinite(size)) throw new GitError(`git cat-file: unexpected answer "${header}" for ${rev}:${path}`);
      const body = out.subarray(offset, offset + size);
      offset += size + 1;
      result.set(path, type === 'blob' ? Buffer.from(body) : undefined);
    }
    return result;
  }

  /**
   * Files of a tree that contain any of the words (fixed strings, whole words).
   * This is the cheap name search rules use before parsing anything beyond the diff.
   */
  grepFiles(rev: string, words: string[], pathspecs: string[] = []): string[] {
    if (words.length === 0) return [];
    const args = ['grep', '-l', '-I', '-F', '-w', '--full-name'];
    for (const w of words) args.push('-e', w);
    args.push(rev, '--', ...pathspecs);
    const res = spawnSync('git', ['-c', 'core.quotepath=off', ...args], {
      cwd: this.dir,
      maxBuffer: MAX_BUFFER,
      encoding: 'utf8',
    });
    if (res.status === 1) return []; // no match
    if (res.status !== 0) throw new GitError(`git grep: ${firstLine(res.stderr)}`);
    const prefix = `${rev}:`;
    return res.stdout
      .split('\n')
      .filter(Boolean)
      .map((line) => (line.startsWith(prefix) ? line.slice(prefix.length) : line));
  }

  /**
   * For each word, the files of a tree that contain it as a whole word: one `git grep -o`
   * for many words, instead of one search per word. A file counts for a word also when the
   * word only occurs inside a longer word of the set (`checkout` in `routes/checkout`).
   */
  grepWordFiles(rev: string, words: string[], pathspecs: string[] = []): Map<string, Set<string>> {
    const result = new Map<string, Set<string>>(words.map((w) => [w, new Set<string>()]));
    if (words.length === 0) return result;
    const args = ['grep', '-o', '-I', '-F', '-w', '--full-name'];
    for (const w of words) args.push('-e', w);
    args.push(rev, '--', ...pathspecs);
    const res = spawnSync('git', ['-c', 'core.quotepath=off', ...args], {
      cwd: this.dir,
      maxBuffer: MAX_BUFFER,
      encoding: 'utf8',
    });
    if (res.status === 1) return result;
    if (res.status !== 0) throw new GitError(`git grep: ${firstLine(res.stderr)}`);
    const prefix = `${rev}:`;
    const contained = new Map<string, string[]>();
    for (const line of res.stdout.split('\n')) {
      if (!line) continue;
      const rest = line.startsWith(prefix) ? line.slice(prefix.length) : line;
      const colon = rest.lastIndexOf(':');
      if (colon < 0) continue;
      const file = rest.slice(0, colon);
      const match = rest.slice(colon + 1);
      let inner = contained.get(match);
      if (!inner) {
        inner = words.filter((w) => w === match || containsWord(match, w));
        contained.set(match, inner);
      }
      for (const w of inner) result.get(w)?.add(file);
    }
    return result;
  }
}

/**
 * A repository-relative path with no ".", ".." or empty segments and no NUL. git accepts
 * hand-made trees with such entries, and `rev:../x` would then name a path outside the tree.
 */
export function isSafeRepoPath(path: string): boolean {
  if (path === '' || path.includes('\0') || path.startsWith('/')) return false;
  return path.split('/').every((seg) => seg !== '' && seg !== '.' && seg !== '..');
}

export class GitError extends Error {
  override name = 'GitError';
}

/** `word` occurs in `text` with no word character on either side. */
function containsWord(text: string, word: string): boolean {
  let at = text.indexOf(word);
  while (at >= 0) {
    const before = at === 0 ? '' : text[at - 1];
    const after = text[at + word.length] ?? '';
    if (!/\w/.test(before) && !/\w/.test(after)) return true;
    at = text.indexOf(word, at + 1);
  }
  return false;
}

function firstLine(text: string | undefined): string {
  return (text ?? '').trim().split('\n')[0] ?? '';
}

/** True when `git` can be run at all (used by entry points for a clear message). */
export function gitAvailable(): boolean {
  try {
    execFileSync('git', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
