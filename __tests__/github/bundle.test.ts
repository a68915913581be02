import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resolve } from 'node:path';
import { FakeGitHub } from './fake-github';
import { openPullRequest, push, type FixtureOptions, type PullRequestFixture } from './pr-fixture';

/**
 * `node dist/index.js` end to end, as the runner starts it: env, event file, a checked-out
 * repository (or none: the pull request is then read from the API), the fake API on loopback.
 * The committed bundle (the test command builds it and checks it is in sync first), or
 * another one named by AGENT_GATE_BUNDLE (`node scripts/build.mjs /tmp/x &&
 * AGENT_GATE_BUNDLE=/tmp/x/index.js npx jest …`).
 */
const bundle = resolve(process.env.AGENT_GATE_BUNDLE ?? join(__dirname, '..', '..', 'dist', 'index.js'));

beforeAll(() => {
  if (!existsSync(bundle)) throw new Error(`no bundle at ${bundle}: run npm run build first`);
});

function runBundle(fixture: PullRequestFixture): Promise<{ code: number | null; stdout: string }> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [bundle!], { env: fixture.env, cwd: fixture.env.GITHUB_WORKSPACE });
    let stdout = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString('utf8')));
    child.stderr.on('data', (d: Buffer) => (stdout += d.toString('utf8')));
    child.on('error', fail);
    child.on('close', (code) => done({ code, stdout }));
  });
}

/** The runner's output file format: `name<<delimiter`, value lines, delimiter. */
function outputs(path: string): Record<string, string> {
  const out: Record<string, string> = {};
  const lines = readFileSync(path, 'utf8').split('\n');
  for (let i = 0; i < lines.length; i++) {
    const m = lines[i].match(/^([\w-]+)<<(.+)$/);
    if (!m) continue;
    const end = lines.indexOf(m[2], i + 1);
    out[m[1]] = lines.slice(i + 1, end).join('\n');
    i = end;
  }
  return out;
}

describe('node dist/index.js against a GitHub API on loopback', () => {
  let fake: FakeGitHub;
  beforeAll(async () => {
    fake = await new FakeGitHub().start();
  });
  afterAll(async () => {
    await fake.stop();
  });

  it('reviews once, stays quiet on a re-run, and passes with no change request once fixed', async () => {
    const opts: FixtureOptions = {
      fake,
      agent: true,
      base: {
        'src/app.ts': 'export const a = 1;\n',
        'infra/main.tf': 'resource "x" "y" {}\n',
        '.github/agent-gate.yml': 'protected:\n  - "infra/**"\n',
      },
      head: { 'infra/main.tf': 'resource "x" "z" {}\n' },
    };
    const fixture = openPullRequest(opts);

    const first = await runBundle(fixture);
    expect(first.code).toBe(1);
    expect(first.stdout).toMatch(/::error title=agent-gate policy\/protected-path,file=infra\/main.tf,line=1::/);
    expect(fake.reviews.map((r) => r.state)).toEqual(['CHANGES_REQUESTED']);
    expect(fake.comments.map((c) => `${c.path}:${c.line}`)).toEqual(['infra/main.tf:1']);
    expect(outputs(fixture.outputPath)).toMatchObject({ verdict: 'fail', 'blocking-count': '1' });
    expect(readFileSync(fixture.summaryPath, 'utf8')).toContain('agent-gate: ❌ changes requested');

    const again = await runBundle(fixture);
    expect(again.code).toBe(1);
    expect(fake.reviews).toHaveLength(1);

    push(fixture, opts, { 'infra/main.tf': 'resource "x" "y" {}\n', 'src/app.ts': 'export const a = 2;\n' });
    const fixedRun = await runBundle(fixture);
    expect(fixedRun.code).toBe(0);
    expect(fake.reviews.map((r) => r.state)).toEqual(['DISMISSED', 'COMMENTED']);
    expect(fake.comments).toEqual([]);
    // Three cold starts of the bundle, with the throttling plugin's real write pacing.
  }, 240_000);

  it('without a checkout, reads the pull request from the API and reviews it', async () => {
    const api = await new FakeGitHub().start();
    const opts: FixtureOptions = {
      fake: api,
      agent: true,
      base: {
        'src/app.ts': 'export const a = 1;\n',
        'infra/main.tf': 'resource "x" "y" {}\n',
        '.github/agent-gate.yml': 'protected:\n  - "infra/**"\n',
      },
      head: { 'infra/main.tf': 'resource "x" "z" {}\n' },
    };
    const fixture = openPullRequest(opts);
    const empty = mkdtempSync(join(tmpdir(), 'agent-gate-nocheckout-'));
    fixture.env.GITHUB_WORKSPACE = empty;
    try {
      const first = await runBundle(fixture);
      expect(first.stdout).toMatch(/no checkout in .*: reading pull request #7 from the API \(1 files\)/);
      expect(first.code).toBe(1);
      expect(first.stdout).toMatch(/::error title=agent-gate policy\/protected-path,file=infra\/main.tf,line=1::/);
      expect(api.reviews.map((r) => r.state)).toEqual(['CHANGES_REQUESTED']);
      expect(outputs(fixture.outputPath)).toMatchObject({ verdict: 'fail', 'blocking-count': '1' });
    } finally {
      rmSync(empty, { recursive: true, force: true });
      await api.stop();
    }
  }, 120_000);
});
