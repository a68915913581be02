import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** File contents by repository-relative path; `null` deletes the file in the head commit. */
export type Files = Record<string, string | Buffer | null>;

export interface RepoSpec {
  base: Files;
  head?: Files;
  /** Commit message of the head commit. */
  message?: string;
  /** Adds a coding agent's Co-authored-by trailer to the head commit. */
  agent?: boolean;
  branch?: string;
}

export interface TestRepo {
  dir: string;
  base: string;
  head: string;
  cleanup(): void;
}

const tempDirs: string[] = [];
afterAll(() => {
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

export function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
}

function writeFiles(dir: string, files: Files): void {
  for (const [path, content] of Object.entries(files)) {
    const abs = join(dir, path);
    if (content === null) {
      rmSync(abs, { force: true, recursive: true });
      continue;
    }
    mkdirSync(dirname(abs), { recursive: true });
    writeFileSync(abs, content);
  }
}

/** The branch of the pull request's commit. */
export function headBranchOf(spec: RepoSpec): string {
  return spec.branch ?? (spec.agent ? 'claude/change' : 'feature/change');
}

/** The message of the pull request's commit: a coding agent's carries its Co-authored-by trailer. */
export function headMessageOf(spec: RepoSpec): string {
  const message = spec.message ?? 'change';
  return spec.agent ? `${message}\n\nCo-authored-by: Claude <noreply@anthropic.com>` : message;
}

/** A real git repository in a temp folder: a base commit on main, then the PR's commit on a branch. */
export function makeRepo(spec: RepoSpec): TestRepo {
  const dir = mkdtempSync(join(tmpdir(), 'agent-gate-test-'));
  tempDirs.push(dir);
  git(dir, 'init', '-q', '-b', 'main');
  git(dir, 'config', 'user.email', 'dev@example.com');
  git(dir, 'config', 'user.name', 'Dev');
  git(dir, 'config', 'commit.gpgsign', 'false');
  writeFiles(dir, spec.base);
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '--allow-empty', '-m', 'base');
  const base = git(dir, 'rev-parse', 'HEAD');
  git(dir, 'checkout', '-q', '-b', headBranchOf(spec));
  writeFiles(dir, spec.head ?? {});
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '--allow-empty', '-m', headMessageOf(spec));
  const head = git(dir, 'rev-parse', 'HEAD');
  return { dir, base, head, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}
