import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { pack } from 'tar-stream';
import { git as gitIn } from '../helpers/repo';
import { runAction } from './action-runner';
import { FakeGitHub } from './fake-github';
import { openPullRequest, push, PR_NUMBER, type FixtureOptions, type PullRequestFixture } from './pr-fixture';

/**
 * The Action in a job without actions/checkout: GITHUB_WORKSPACE is an empty folder and
 * the pull request is read from the (fake) REST API with the real Octokit client.
 */

const base = {
  'package.json': '{ "name": "shop", "version": "1.0.0" }\n',
  'src/app.ts': 'export function total(a: number, b: number) {\n  return a + b;\n}\n',
  'src/util.ts': 'export const one = 1;\nexport const two = 2;\n',
  'infra/main.tf': 'resource "aws_s3_bucket" "assets" {}\n',
  'infra/old.tf': 'resource "aws_s3_bucket" "old" {}\n',
  '.github/agent-gate.yml': 'protected:\n  - "infra/**"\n',
};
const agentChange = {
  'src/app.ts':
    'export function total(a: number, b: number) {\n  // agent-gate-ignore env/undeclared: set by the platform\n  return a + b;\n}\n',
  'infra/main.tf': 'resource "aws_s3_bucket" "assets" { acl = "public-read" }\n',
  'infra/old.tf': null,
  // a rename with an edit, and a binary file
  'src/util.ts': null,
  'src/helpers.ts': 'export const one = 1;\nexport const two = 2;\nexport const three = 3;\n',
  'assets/logo.png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 1, 2, 3]),
};
const fixed = {
  'src/app.ts': 'export function total(a: number, b: number) {\n  return b + a;\n}\n',
  'infra/main.tf': base['infra/main.tf'],
  'infra/old.tf': base['infra/old.tf'],
};

let fake: FakeGitHub;
const emptyDirs: string[] = [];
beforeEach(async () => {
  fake = await new FakeGitHub().start();
  fake.maxPerPage = 2; // every list paginates
});
afterEach(async () => {
  await fake.stop();
});
afterAll(() => {
  for (const d of emptyDirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function agentPullRequest(extra: Partial<FixtureOptions> = {}) {
  const opts: FixtureOptions = {
    fake,
    base,
    head: agentChange,
    agent: true,
    author: 'copilot-swe-agent[bot]',
    ...extra,
  };
  const fixture = openPullRequest(opts);
  return { fixture, opts };
}

/** The runner's workspace without actions/checkout: an empty folder. */
function withoutCheckout(fixture: PullRequestFixture): void {
  const dir = mkdtempSync(join(tmpdir(), 'agent-gate-nocheckout-'));
  emptyDirs.push(dir);
  fixture.env.GITHUB_WORKSPACE = dir;
}

interface Findings {
  ruleId: string;
  file: string;
  line: number;
  message: string;
}
const findingsOf = (outputs: Record<string, string>) =>
  (JSON.parse(outputs.findings) as Findings[]).map((f) => `${f.ruleId} ${f.file}:${f.line} ${f.message}`).sort();

describe('the Action without a checkout', () => {
  it('reads the pull request from the API and posts the same review as the checkout run', async () => {
    const { fixture } = agentPullRequest();
    const checkoutDir = fixture.env.GITHUB_WORKSPACE!;
    withoutCheckout(fixture);
    const api = await runAction(fixture, { fresh: true });

    expect(api.log).toContain(
      `info no checkout in ${fixture.env.GITHUB_WORKSPACE}: reading pull request #${PR_NUMBER} from the API (5 files)`,
    );
    expect(api.result.exitCode).toBe(1);
    expect(fake.reviews).toHaveLength(1);
    expect(fake.writes().map((r) => `${r.method} ${r.path}`)).toEqual([`POST /repos/acme/shop/pulls/7/reviews`]);
    const paths = fake.requests.map((r) => `${r.method} ${r.path.replace(/[0-9a-f]{40}/g, '<sha>')} ${r.status}`);
    expect(paths).toContain('GET /repos/acme/shop/tarball/<sha> 302');
    expect(paths).toContain('GET /_codeload/acme/shop/legacy.tar.gz/<sha> 200');
    expect(paths).toContain('GET /repos/acme/shop/compare/<sha>...<sha> 200');
    const apiReview = { ...fake.reviews[0] };
    const apiComments = fake.comments.map((c) => `${c.path}:${c.line} ${c.body}`).sort();

    // The same pull request with its checkout, on a fresh API.
    fake.reviews.splice(0);
    fake.comments.splice(0);
    fixture.env.GITHUB_WORKSPACE = checkoutDir;
    const git = await runAction(fixture, { fresh: true });

    expect(git.result.exitCode).toBe(1);
    expect(findingsOf(api.outputs)).toEqual(findingsOf(git.outputs));
    expect(findingsOf(api.outputs).length).toBeGreaterThanOrEqual(3);
    expect(api.outputs['blocking-count']).toBe(git.outputs['blocking-count']);
    expect(fake.reviews).toHaveLength(1);
    expect(fake.reviews[0].state).toBe(apiReview.state);
    expect(fake.reviews[0].body).toBe(apiReview.body);
    expect(fake.comments.map((c) => `${c.path}:${c.line} ${c.body}`).sort()).toEqual(apiComments);
  });

  it('a second run posts nothing new, and a fixing push passes with no change request left', async () => {
    const { fixture, opts } = agentPullRequest();
    withoutCheckout(fixture);
    await runAction(fixture, { fresh: true });
    const writes = fake.writes().length;
    const again = await runAction(fixture, { fresh: true });
    expect(again.result.exitCode).toBe(1);
    expect(fake.writes()).toHaveLength(writes);
    expect(fake.reviews).toHaveLength(1);

    push(fixture, opts, fixed);
    const fixedRun = await runAction(fixture, { fresh: true });
    expect(fixedRun.result.exitCode).toBe(0);
    expect(fixedRun.outputs.verdict).toBe('pass');
    expect(fake.reviews.map((r) => r.state)).not.toContain('CHANGES_REQUESTED');
    expect(fake.comments).toEqual([]);
  });

  it('reads the config from the base commit, not from the head', async () => {
    // The head turns the protected-path rule off: the base's config still applies.
    const { fixture } = agentPullRequest({
      head: { ...agentChange, '.github/agent-gate.yml': 'rules:\n  policy/protected-path: "off"\n' },
    });
    withoutCheckout(fixture);
    const { outputs } = await runAction(fixture, { fresh: true });
    const rules = (JSON.parse(outputs.findings) as Findings[]).map((f) => f.ruleId);
    expect(rules).toContain('policy/protected-path');
  });

  it('reads the config at the base commit when the base branch moved on past the merge base', async () => {
    const { fixture, opts } = agentPullRequest();
    // main gets a commit after the branch point that turns protected-path off.
    const dir = fixture.repo.dir;
    const branch = gitIn(dir, 'rev-parse', '--abbrev-ref', 'HEAD');
    gitIn(dir, 'checkout', '-q', 'main');
    writeFileSync(join(dir, '.github/agent-gate.yml'), 'rules:\n  policy/protected-path: "off"\n');
    gitIn(dir, 'commit', '-q', '-am', 'loosen on main');
    fixture.repo.base = gitIn(dir, 'rev-parse', 'HEAD');
    gitIn(dir, 'checkout', '-q', branch);
    push(fixture, opts, {}, 'empty');
    const checkoutDir = fixture.env.GITHUB_WORKSPACE!;
    withoutCheckout(fixture);
    const api = await runAction(fixture, { fresh: true });
    fixture.env.GITHUB_WORKSPACE = checkoutDir;
    const git = await runAction(fixture, { fresh: true });

    expect(fake.requests.map((r) => decodeURIComponent(r.path))).toContain(
      '/repos/acme/shop/contents/.github/agent-gate.yml',
    );
    const rules = (JSON.parse(api.outputs.findings) as Findings[]).map((f) => f.ruleId);
    expect(rules).not.toContain('policy/protected-path');
    expect(findingsOf(api.outputs)).toEqual(findingsOf(git.outputs));
    expect(api.summary).toMatch(/Compared with the merge base/);
  });

  it('a text file GitHub sends no patch for is still analysed, with a note', async () => {
    const { fixture } = agentPullRequest();
    withoutCheckout(fixture);
    const pull = fake.pulls.get(PR_NUMBER)!;
    for (const f of pull.files) if (f.filename === 'src/app.ts') delete f.patch;
    const { result, outputs, summary } = await runAction(fixture, { fresh: true });

    expect(result.exitCode).toBe(1);
    // The suppression added on line 2 is still found: it is the one line the base lacks.
    expect((JSON.parse(outputs.findings) as Findings[]).some((f) => f.file === 'src/app.ts' && f.line === 2)).toBe(
      true,
    );
    expect(summary).toMatch(/GitHub sent no diff for src\/app\.ts/);
  });

  it('keeps a symlink as a link, never following it, with the findings of the checkout run', async () => {
    const { fixture, opts } = agentPullRequest();
    // A link out of the repository, committed on the pull request's branch.
    mkdirSync(join(fixture.repo.dir, 'config'), { recursive: true });
    symlinkSync('/etc/passwd', join(fixture.repo.dir, 'config/secrets.yml'));
    push(fixture, opts, { 'config/app.yml': 'key: value\n' }, 'add config');
    const checkoutDir = fixture.env.GITHUB_WORKSPACE!;
    withoutCheckout(fixture);
    const api = await runAction(fixture, { fresh: true });
    fixture.env.GITHUB_WORKSPACE = checkoutDir;
    const git = await runAction(fixture, { fresh: true });

    expect(api.result.exitCode).toBe(git.result.exitCode);
    expect(api.log.join('\n')).not.toMatch(/internal error|root:/);
    expect(findingsOf(api.outputs)).toEqual(findingsOf(git.outputs));
  });

  it.each([
    [
      'a path that climbs out of the tree',
      '../../etc/cron.d/x',
      /unsafe path ".*\.\.\/\.\.\/etc\/cron\.d\/x"; refused/,
    ],
    ['an absolute path', '/etc/passwd', /unsafe path "\/etc\/passwd"; refused/],
  ])('a tarball with %s fails with a message, exit 2 and the summary written', async (_what, name, message) => {
    const { fixture } = agentPullRequest();
    withoutCheckout(fixture);
    const prefix = `acme-shop-${fixture.head.slice(0, 7)}`;
    const entries = [{ name: 'package.json', data: Buffer.from('{}') }];
    const raw = [{ rawName: name.startsWith('/') ? name : `${prefix}/${name}` }];
    fake.tarballs.set(fixture.head, await tarball(prefix, entries, raw));
    const { result, log, summary } = await runAction(fixture, { fresh: true });
    expect(result.exitCode).toBe(2);
    expect(log.join('\n')).toMatch(message);
    expect(log.join('\n')).not.toMatch(/internal error/);
    expect(summary).toMatch(message);
    expect(fake.writes()).toEqual([]);
  });

  it('a tarball the API cannot find (404) says what to do', async () => {
    const { fixture } = agentPullRequest();
    withoutCheckout(fixture);
    fake.failOnce('GET', /\/tarball\//, 404, 'Not Found');
    const { result, log, summary } = await runAction(fixture, { fresh: true });
    expect(result.exitCode).toBe(2);
    expect(log.join('\n')).toMatch(
      /could not download the head tree \(\w{7}\) from the API \(404 Not Found\): .*contents: read.*actions\/checkout@v4/,
    );
    expect(summary).toContain('could not download the head tree');
  });

  it('over 3,000 files asks for a checkout', async () => {
    const { fixture } = agentPullRequest();
    withoutCheckout(fixture);
    fake.pulls.get(PR_NUMBER)!.changedFiles = 3500;
    const { result, log, summary } = await runAction(fixture, { fresh: true });
    expect(result.exitCode).toBe(2);
    expect(log.join('\n')).toMatch(/changes 3500 files; GitHub's files API lists at most 3,000.*fetch-depth: 0/);
    expect(summary).toContain('3,000');
  });

  it('a listing cut short asks for a checkout', async () => {
    const { fixture } = agentPullRequest();
    withoutCheckout(fixture);
    fake.pulls.get(PR_NUMBER)!.changedFiles = 9;
    const { result, log } = await runAction(fixture, { fresh: true });
    expect(result.exitCode).toBe(2);
    expect(log.join('\n')).toMatch(/GitHub listed 5 of the 9 files of pull request #7.*actions\/checkout@v4/);
  });

  it('a merge queue entry without a checkout still asks for actions/checkout', async () => {
    const { fixture } = agentPullRequest({ eventName: 'merge_group' });
    withoutCheckout(fixture);
    const { result, log } = await runAction(fixture, { fresh: true });
    expect(result.exitCode).toBe(2);
    expect(log.join('\n')).toMatch(/no git checkout at .*actions\/checkout@v4.*fetch-depth: 0/);
  });

  it('a head that moved on since the event is left to the newer run', async () => {
    const { fixture } = agentPullRequest();
    withoutCheckout(fixture);
    fake.pulls.get(PR_NUMBER)!.headSha = 'f'.repeat(40);
    const { result, log } = await runAction(fixture, { fresh: true });
    expect(result.exitCode).toBe(2);
    expect(log.join('\n')).toMatch(/moved on to fffffff since this event/);
  });
});

interface TarEntry {
  name: string;
  data?: Buffer;
  linkname?: string;
}

/** A `.tar.gz` as GitHub's tarball endpoint writes it; `raw` entries keep their names as given. */
async function tarball(prefix: string, entries: TarEntry[], raw: { rawName: string }[] = []): Promise<Buffer> {
  const p = pack();
  const chunks: Buffer[] = [];
  p.on('data', (c: unknown) => chunks.push(c as Buffer));
  const done = new Promise<void>((resolve) => p.on('end', () => resolve()));
  p.entry({ name: `${prefix}/`, type: 'directory' });
  for (const e of entries) {
    if (e.linkname !== undefined) p.entry({ name: `${prefix}/${e.name}`, type: 'symlink', linkname: e.linkname });
    else p.entry({ name: `${prefix}/${e.name}` }, e.data ?? Buffer.alloc(0));
  }
  for (const r of raw) p.entry({ name: r.rawName }, Buffer.from('x'));
  p.finalize();
  await done;
  return gzipSync(Buffer.concat(chunks));
}
