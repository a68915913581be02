import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { git, makeRepo, type Files, type RepoSpec, type TestRepo } from '../helpers/repo';
import type { FakeCommit, FakeFile, FakeGitHub } from './fake-github';

export const OWNER = 'acme';
export const REPO = 'shop';
export const PR_NUMBER = 7;

/** A pull request: a real git repository, the fake API's view of it, and the Action's env. */
export interface PullRequestFixture {
  repo: TestRepo;
  head: string;
  /** The files of the runner: event payload, outputs, job summary. */
  runnerDir: string;
  env: NodeJS.ProcessEnv;
  summaryPath: string;
  outputPath: string;
}

export interface FixtureOptions extends RepoSpec {
  fake: FakeGitHub;
  token?: string;
  /** `owner/name` of the head repository; another one than acme/shop makes a fork PR. */
  headRepo?: string;
  author?: string;
  labels?: string[];
  inputs?: Record<string, string>;
  eventName?: string;
}

const runnerDirs: string[] = [];
afterAll(() => {
  for (const dir of runnerDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

export function openPullRequest(opts: FixtureOptions): PullRequestFixture {
  const repo = makeRepo(opts);
  const runnerDir = mkdtempSync(join(tmpdir(), 'agent-gate-runner-'));
  runnerDirs.push(runnerDir);
  const fixture: PullRequestFixture = {
    repo,
    head: repo.head,
    runnerDir,
    summaryPath: join(runnerDir, 'summary.md'),
    outputPath: join(runnerDir, 'output.txt'),
    env: {},
  };
  writeFileSync(fixture.summaryPath, '');
  writeFileSync(fixture.outputPath, '');
  const inputs: Record<string, string> = { 'github-token': opts.token ?? 'write-token', ...opts.inputs };
  fixture.env = {
    GITHUB_EVENT_NAME: opts.eventName ?? 'pull_request',
    GITHUB_EVENT_PATH: join(runnerDir, 'event.json'),
    GITHUB_REPOSITORY: `${OWNER}/${REPO}`,
    GITHUB_API_URL: opts.fake.url,
    GITHUB_SERVER_URL: 'http://127.0.0.1:9',
    GITHUB_RUN_ID: '42',
    GITHUB_WORKSPACE: repo.dir,
    GITHUB_STEP_SUMMARY: fixture.summaryPath,
    GITHUB_OUTPUT: fixture.outputPath,
    RUNNER_TEMP: runnerDir,
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    ...Object.fromEntries(Object.entries(inputs).map(([k, v]) => [`INPUT_${k.toUpperCase()}`, v])),
  };
  publish(fixture, opts);
  return fixture;
}

/** Pushes a new commit to the pull request's branch: a new head for git, the API and the event. */
export function push(fixture: PullRequestFixture, opts: FixtureOptions, files: Files, message = 'fix'): void {
  for (const [path, content] of Object.entries(files)) {
    const abs = join(fixture.repo.dir, path);
    if (content === null) {
      git(fixture.repo.dir, 'rm', '-q', '-r', '--', path);
      continue;
    }
    mkdirSync(dirname(abs), { recursive: true });
    writeFileSync(abs, content);
  }
  git(fixture.repo.dir, 'add', '-A');
  git(fixture.repo.dir, 'commit', '-q', '--allow-empty', '-m', message);
  fixture.head = git(fixture.repo.dir, 'rev-parse', 'HEAD');
  publish(fixture, opts);
}

function publish(fixture: PullRequestFixture, opts: FixtureOptions): void {
  const { repo } = fixture;
  opts.fake.gitDir = repo.dir;
  opts.fake.setPull({
    number: PR_NUMBER,
    headSha: fixture.head,
    baseSha: repo.base,
    files: pullFiles(repo.dir, repo.base, fixture.head),
    commits: pullCommits(repo.dir, repo.base, fixture.head),
    author: { login: opts.author ?? 'dev', type: opts.author?.endsWith('[bot]') ? 'Bot' : 'User' },
    labels: opts.labels ?? [],
  });
  const event = {
    action: 'synchronize',
    number: PR_NUMBER,
    pull_request: {
      number: PR_NUMBER,
      base: { sha: repo.base, ref: 'main', repo: { full_name: `${OWNER}/${REPO}` } },
      head: {
        sha: fixture.head,
        ref: opts.branch ?? (opts.agent ? 'claude/change' : 'feature/change'),
        repo: { full_name: opts.headRepo ?? `${OWNER}/${REPO}` },
      },
      user: { login: opts.author ?? 'dev' },
      labels: (opts.labels ?? []).map((name) => ({ name })),
    },
    repository: { full_name: `${OWNER}/${REPO}` },
  };
  // The merge queue's payload: the queue branch names the pull request.
  const mergeGroup = {
    merge_group: {
      head_sha: fixture.head,
      head_ref: `refs/heads/gh-readonly-queue/main/pr-${PR_NUMBER}-${repo.base}`,
      base_sha: repo.base,
      base_ref: 'refs/heads/main',
    },
    repository: event.repository,
  };
  writeFileSync(fixture.env.GITHUB_EVENT_PATH!, JSON.stringify(opts.eventName === 'merge_group' ? mergeGroup : event));
}

/**
 * What GitHub's pull request files API returns for base...head: status (renames detected),
 * previous_filename, counts, and bare hunks with three lines of context; no patch for
 * binary files and pure renames.
 */
export function pullFiles(dir: string, base: string, head: string): FakeFile[] {
  const status: Record<string, string> = {
    A: 'added',
    M: 'modified',
    D: 'removed',
    R: 'renamed',
    C: 'copied',
    T: 'changed',
  };
  const parts = git(dir, 'diff', '-M', '--name-status', '-z', `${base}...${head}`).split('\0');
  const files: FakeFile[] = [];
  for (let i = 0; i < parts.length; i++) {
    const code = parts[i];
    if (!code) continue;
    const renamed = code[0] === 'R' || code[0] === 'C';
    const previous = renamed ? parts[++i] : undefined;
    const filename = parts[++i];
    const paths = previous ? [previous, filename] : [filename];
    const diff = git(dir, 'diff', '-M', '-U3', `${base}...${head}`, '--', ...paths);
    const at = diff.indexOf('\n@@');
    const patch = at >= 0 ? diff.slice(at + 1) : undefined;
    const lines = (patch ?? '').split('\n');
    const additions = lines.filter((l) => l.startsWith('+')).length;
    const deletions = lines.filter((l) => l.startsWith('-')).length;
    files.push({
      filename,
      status: status[code[0]] ?? 'modified',
      ...(previous ? { previous_filename: previous } : {}),
      additions,
      deletions,
      changes: additions + deletions,
      ...(patch !== undefined ? { patch } : {}),
    });
  }
  return files;
}

/** The pull request's commits as `GET pulls/{n}/commits` lists them, oldest first. */
export function pullCommits(dir: string, base: string, head: string): FakeCommit[] {
  return git(dir, 'log', '--reverse', '--format=%H%x00%an%x00%ae%x00%B%x1e', `${base}..${head}`)
    .split('\x1e')
    .map((rec) => rec.replace(/^\n/, ''))
    .filter(Boolean)
    .map((rec) => {
      const [sha, name, email, message] = rec.split('\0');
      return { sha, commit: { message: message ?? '', author: { name, email } } };
    });
}
