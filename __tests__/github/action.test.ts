import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runAction } from './action-runner';
import { FakeGitHub } from './fake-github';
import { git } from '../helpers/repo';
import { openPullRequest, push, type FixtureOptions, type PullRequestFixture } from './pr-fixture';

const config = 'protected:\n  - "infra/**"\n';
const base = {
  'package.json': '{ "name": "shop", "version": "1.0.0" }\n',
  'src/app.ts': 'export function total(a: number, b: number) {\n  return a + b;\n}\n',
  'infra/main.tf': 'resource "aws_s3_bucket" "assets" {}\n',
  'infra/old.tf': 'resource "aws_s3_bucket" "old" {}\n',
  '.github/agent-gate.yml': config,
};
/** An agent's pull request with three blocking findings, two of them on diff lines. */
const agentChange = {
  'src/app.ts':
    'export function total(a: number, b: number) {\n  // agent-gate-ignore env/undeclared: set by the platform\n  return a + b;\n}\n',
  'infra/main.tf': 'resource "aws_s3_bucket" "assets" { acl = "public-read" }\n',
  'infra/old.tf': null,
};
/** The agent's next push undoes the protected changes and the suppression. */
const fixed = {
  'src/app.ts': 'export function total(a: number, b: number) {\n  return b + a;\n}\n',
  'infra/main.tf': base['infra/main.tf'],
  'infra/old.tf': base['infra/old.tf'],
};

let fake: FakeGitHub;
beforeEach(async () => {
  fake = await new FakeGitHub().start();
  fake.maxPerPage = 2; // every list the Action reads paginates
});
afterEach(async () => {
  await fake.stop();
});

function agentPullRequest(extra: Partial<FixtureOptions> = {}): { fixture: PullRequestFixture; opts: FixtureOptions } {
  const opts: FixtureOptions = {
    fake,
    base,
    head: agentChange,
    agent: true,
    author: 'copilot-swe-agent[bot]',
    ...extra,
  };
  return { fixture: openPullRequest(opts), opts };
}

describe('the Action on a pull request', () => {
  it('first run posts exactly one review with inline comments on diff lines, and fails', async () => {
    const { fixture } = agentPullRequest({ inputs: { 'agent-mention': '@copilot' } });
    const { result, outputs, summary, annotations } = await runAction(fixture);

    expect(result.exitCode).toBe(1);
    expect(outputs.verdict).toBe('fail');
    expect(outputs['blocking-count']).toBe('3');
    expect(JSON.parse(outputs.findings)).toHaveLength(3);
    expect(fake.writes().map((r) => `${r.method} ${r.path}`)).toEqual([`POST /repos/acme/shop/pulls/7/reviews`]);
    expect(fake.reviews).toHaveLength(1);
    const [review] = fake.reviews;
    expect(review.state).toBe('CHANGES_REQUESTED');
    expect(review.commit_id).toBe(fixture.head);
    expect(fake.comments.map((c) => `${c.path}:${c.line}`).sort()).toEqual(['infra/main.tf:1', 'src/app.ts:2']);
    expect(fake.comments.every((c) => c.body.includes('<!-- agent-gate -->') && c.body.includes('**Fix:**'))).toBe(
      true,
    );
    // The deleted file's finding has no right-side line: it goes into the body.
    expect(review.body).toContain('`infra/old.tf:1`');
    expect(review.body).toContain('Agent-authored pull request');
    expect(review.body).toContain('### Fix list');
    expect(review.body).toContain('```json');
    expect(review.body).toMatch(/@copilot please fix the findings listed above/);
    expect(summary).toContain('agent-gate: ❌ changes requested');
    expect(summary).toContain('requested changes in review');
    expect(annotations.map((a) => `${a.level} ${a.file}:${a.line}`)).toContain('error infra/main.tf:1');
  });

  it('a second run on the same head posts nothing new', async () => {
    const { fixture } = agentPullRequest();
    await runAction(fixture);
    const writesBefore = fake.writes().length;
    const second = await runAction(fixture);

    expect(second.result.exitCode).toBe(1);
    expect(fake.writes()).toHaveLength(writesBefore);
    expect(fake.reviews).toHaveLength(1);
    expect(fake.comments).toHaveLength(2);
    expect(second.summary).toContain('review unchanged');
  });

  it('a push that fixes the findings dismisses the change request, removes stale comments and passes', async () => {
    const { fixture, opts } = agentPullRequest();
    await runAction(fixture);
    push(fixture, opts, fixed);
    const { result, outputs } = await runAction(fixture);

    expect(result.exitCode).toBe(0);
    expect(outputs.verdict).toBe('pass');
    const states = fake.reviews.map((r) => r.state);
    expect(states).not.toContain('CHANGES_REQUESTED');
    expect(states).toEqual(['DISMISSED', 'COMMENTED']);
    expect(fake.reviews[1].body).toContain('✅ passed');
    expect(fake.comments).toEqual([]);
    expect(result.review?.dismissed).toBe(1);

    // And a third run on that head is quiet.
    const writes = fake.writes().length;
    await runAction(fixture);
    expect(fake.writes()).toHaveLength(writes);
  });

  it('a push that fixes one finding keeps the comment of the other and deletes the fixed one', async () => {
    const { fixture, opts } = agentPullRequest();
    await runAction(fixture);
    push(fixture, opts, { 'src/app.ts': fixed['src/app.ts'] });
    const { result } = await runAction(fixture);

    expect(result.exitCode).toBe(1);
    expect(fake.comments.map((c) => `${c.path}:${c.line}`)).toEqual(['infra/main.tf:1']);
    expect(fake.reviews.map((r) => r.state)).toEqual(['DISMISSED', 'CHANGES_REQUESTED']);
    expect(result.review?.newComments).toBe(0);
  });

  it('a push that leaves a comment outdated re-anchors it, even with the same findings', async () => {
    const { fixture, opts } = agentPullRequest();
    await runAction(fixture);
    push(fixture, opts, { 'README.md': '# shop\n' });
    // GitHub marks a comment outdated (line: null) when the push rewrote the line it was on.
    const onApp = fake.comments.find((c) => c.path === 'src/app.ts')!;
    onApp.line = null;
    const { result } = await runAction(fixture);

    expect(result.review?.newComments).toBe(1);
    expect(result.review?.deletedComments).toBe(1);
    expect(fake.comments.map((c) => `${c.path}:${c.line}`).sort()).toEqual(['infra/main.tf:1', 'src/app.ts:2']);
    expect(fake.reviews.map((r) => r.state)).toEqual(['DISMISSED', 'CHANGES_REQUESTED']);
  });

  it('a fork pull request with a read-only token posts nothing and still writes the summary and exit status', async () => {
    const { fixture } = agentPullRequest({ token: 'read-token', headRepo: 'someone/shop' });
    const { result, summary, outputs } = await runAction(fixture);

    expect(result.exitCode).toBe(1);
    expect(outputs.verdict).toBe('fail');
    expect(fake.writes()).toEqual([]);
    expect(summary).toContain('pull request from a fork, the token is read-only');
    expect(summary).toContain('agent-gate: ❌ changes requested');
  });

  it('a token without pull-requests: write gets a warning that says what to grant', async () => {
    const { fixture } = agentPullRequest({ token: 'read-token' });
    const { result, summary, log } = await runAction(fixture);

    expect(result.exitCode).toBe(1);
    expect(log.some((l) => l.startsWith('warning') && l.includes('grant `pull-requests: write`'))).toBe(true);
    expect(summary).toContain('403 Resource not accessible by integration');
  });

  it('human approval clears the protected path (human PR approvals via the reviews API)', async () => {
    const { fixture } = agentPullRequest();
    fake.addReview(7, { login: 'maintainer', type: 'User' }, 'APPROVED');
    const { outputs } = await runAction(fixture);
    const rules = (JSON.parse(outputs.findings) as { ruleId: string }[]).map((f) => f.ruleId);
    expect(rules).not.toContain('policy/protected-path');
  });

  it('fail-on: never keeps the step green and review: summary puts every finding in the body', async () => {
    const { fixture } = agentPullRequest({ inputs: { 'fail-on': 'never', review: 'summary' } });
    const { result } = await runAction(fixture);
    expect(result.exitCode).toBe(0);
    expect(fake.comments).toEqual([]);
    expect(fake.reviews[0].body).toContain('`src/app.ts:2`');
  });

  it('review: off posts nothing', async () => {
    const { fixture } = agentPullRequest({ inputs: { review: 'off' } });
    const { result } = await runAction(fixture);
    expect(result.exitCode).toBe(1);
    expect(fake.writes()).toEqual([]);
  });
});

describe('GitHub behaviour the Action handles', () => {
  it('a 422 for the inline comments falls back to one review without them', async () => {
    fake.rejectInlineComments = true;
    const { fixture } = agentPullRequest();
    const { result } = await runAction(fixture);

    expect(result.exitCode).toBe(1);
    expect(fake.reviews).toHaveLength(1);
    expect(fake.comments).toEqual([]);
    expect(fake.reviews[0].body).toContain('`src/app.ts:2`');
    expect(fake.requests.filter((r) => r.method === 'POST').map((r) => r.status)).toEqual([422, 200]);
  });

  it('a second 422 falls back to a pull request comment, edited in place on the next run', async () => {
    const rejectBothReviews = () => {
      fake.failOnce('POST', /\/pulls\/7\/reviews$/, 422, 'Validation Failed');
      fake.failOnce('POST', /\/pulls\/7\/reviews$/, 422, 'Validation Failed');
    };
    rejectBothReviews();
    const { fixture, opts } = agentPullRequest();
    await runAction(fixture);
    expect(fake.reviews).toHaveLength(0);
    expect(fake.issueComments).toHaveLength(1);

    push(fixture, opts, { 'src/app.ts': fixed['src/app.ts'] });
    rejectBothReviews();
    await runAction(fixture);
    expect(fake.issueComments).toHaveLength(1);
    expect(fake.issueComments[0].body).not.toContain('`src/app.ts:2`');
  });

  it('a review that succeeds later, or a pass, marks the fallback comment as superseded, once', async () => {
    fake.failOnce('POST', /\/pulls\/7\/reviews$/, 422, 'Validation Failed');
    fake.failOnce('POST', /\/pulls\/7\/reviews$/, 422, 'Validation Failed');
    const { fixture } = agentPullRequest();
    await runAction(fixture);
    expect(fake.issueComments).toHaveLength(1);
    expect(fake.issueComments[0].body).toContain('`src/app.ts:2`');

    // The same head again: the review goes through this time.
    await runAction(fixture);
    expect(fake.reviews).toHaveLength(1);
    expect(fake.issueComments).toHaveLength(1);
    expect(fake.issueComments[0].body).toBe(
      `<!-- agent-gate -->\n_Superseded by agent-gate's review of ${fixture.head.slice(0, 7)} (review ${fake.reviews[0].id})._`,
    );
    const edits = () => fake.requests.filter((r) => r.method === 'PATCH' && /issues\/comments/.test(r.path)).length;
    const before = edits();
    await runAction(fixture);
    expect(edits()).toBe(before);
  });

  it('a pass after a fallback comment says so in that comment', async () => {
    fake.failOnce('POST', /\/pulls\/7\/reviews$/, 422, 'Validation Failed');
    fake.failOnce('POST', /\/pulls\/7\/reviews$/, 422, 'Validation Failed');
    const { fixture, opts } = agentPullRequest();
    await runAction(fixture);
    push(fixture, opts, fixed);
    const { result } = await runAction(fixture);
    expect(result.exitCode).toBe(0);
    expect(fake.reviews).toHaveLength(0);
    expect(fake.issueComments[0].body).toBe(`<!-- agent-gate -->\n_agent-gate passes at ${fixture.head.slice(0, 7)}._`);
  });

  it('a body over 65,536 characters becomes a short one that links the job summary', async () => {
    const many: Record<string, string> = {};
    const lines = Array.from(
      { length: 300 },
      (_, i) =>
        `export const v${i} = ${i}; // agent-gate-ignore env/undeclared: ${'because the platform sets it '.repeat(4)}${i}`,
    );
    many['src/many.ts'] = lines.join('\n') + '\n';
    const { fixture } = agentPullRequest({ head: { ...agentChange, ...many } });
    const { result } = await runAction(fixture);

    expect(result.exitCode).toBe(1);
    expect(fake.reviews).toHaveLength(1);
    const body = fake.reviews[0].body;
    expect(body.length).toBeLessThanOrEqual(65_536);
    expect(body).toContain('too long for a review');
    expect(body).toContain('http://127.0.0.1:9/acme/shop/actions/runs/42');
    // The first 25 of the 302 findings on changed lines are comments; the body would list the rest.
    expect(fake.comments.length).toBe(25);
  });

  it('a secondary rate limit (403 + retry-after) is waited out and retried', async () => {
    fake.failOnce(
      'POST',
      /\/pulls\/7\/reviews$/,
      403,
      'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.',
      { 'retry-after': '1' },
    );
    const { fixture } = agentPullRequest();
    const { result } = await runAction(fixture);

    expect(result.exitCode).toBe(1);
    expect(fake.reviews).toHaveLength(1);
    expect(fake.requests.filter((r) => r.method === 'POST').map((r) => r.status)).toEqual([403, 200]);
  });
});

describe('the merge queue', () => {
  it('judges the queued commit with the pull request labels, posts no review', async () => {
    const blocked = agentPullRequest({ eventName: 'merge_group' });
    const first = await runAction(blocked.fixture);
    expect(first.result.exitCode).toBe(1);
    expect(first.summary).toContain('no review: merge_group is not a pull request to review');

    const approvedLabel = agentPullRequest({ eventName: 'merge_group', labels: ['agent-gate-approved'] });
    const second = await runAction(approvedLabel.fixture);
    const rules = (JSON.parse(second.outputs.findings) as { ruleId: string }[]).map((f) => f.ruleId);
    expect(rules).not.toContain('policy/protected-path');
    expect(fake.writes()).toEqual([]);
  });
});

describe('what the Action refuses', () => {
  it('an event without a pull request fails with a message, not a green check', async () => {
    const { fixture } = agentPullRequest({ eventName: 'push' });
    const { result, summary, log } = await runAction(fixture);
    expect(result.exitCode).toBe(2);
    expect(log.join('\n')).toMatch(/run it on pull_request, pull_request_target, pull_request_review or merge_group/);
    expect(summary).toContain('no verdict');
  });

  it('an invalid input names it', async () => {
    const { fixture } = agentPullRequest({ inputs: { 'fail-on': 'sometimes' } });
    const { result, log } = await runAction(fixture);
    expect(result.exitCode).toBe(2);
    expect(log.join('\n')).toMatch(/input fail-on/);
  });

  it('an invalid config on the base branch fails the check with its line, as an annotation there', async () => {
    const { fixture } = agentPullRequest({
      base: { ...base, '.github/agent-gate.yml': '# the gate\nrules: { env/undeclard: off }\n' },
    });
    const { result, log, annotations, summary } = await runAction(fixture);
    expect(result.exitCode).toBe(2);
    expect(log.join('\n')).toMatch(
      /^error agent-gate: \.github\/agent-gate\.yml:2:10 \(at [0-9a-f]{7}\): rules: unknown rule id env\/undeclard \(did you mean env\/undeclared\?\)$/m,
    );
    expect(annotations).toEqual([
      {
        level: 'error',
        title: 'agent-gate config',
        message: 'rules: unknown rule id env/undeclard (did you mean env/undeclared?)',
        file: '.github/agent-gate.yml',
        line: 2,
      },
    ]);
    expect(summary).toContain('unknown rule id env/undeclard');
    expect(summary).toMatch(/fix \.github\/agent-gate\.yml there, with one commit/);
    expect(fake.writes()).toEqual([]);
  });

  it('reads .github/agent-gate.yaml when there is no .yml, as the CLI does', async () => {
    const { ['.github/agent-gate.yml']: _yml, ...rest } = base;
    const { fixture } = agentPullRequest({
      base: { ...rest, '.github/agent-gate.yaml': config },
      head: { 'infra/main.tf': agentChange['infra/main.tf'] },
    });
    const { result, outputs } = await runAction(fixture);
    expect(result.exitCode).toBe(1);
    expect(JSON.parse(outputs.findings).map((f: { ruleId: string }) => f.ruleId)).toEqual(['policy/protected-path']);
  });

  it('an explicit config-file is the only place looked at', async () => {
    const { ['.github/agent-gate.yml']: _yml, ...rest } = base;
    const { fixture } = agentPullRequest({
      base: { ...rest, '.github/agent-gate.yaml': config },
      head: { 'infra/main.tf': agentChange['infra/main.tf'] },
      inputs: { 'config-file': '.github/agent-gate.yml' },
    });
    const { result, outputs } = await runAction(fixture);
    expect(result.exitCode).toBe(0);
    expect(JSON.parse(outputs.findings)).toEqual([]);
  });
});

describe('the checkout', () => {
  it('fetches the base and the history when actions/checkout made a shallow clone', async () => {
    const { fixture } = agentPullRequest();
    const clone = `${fixture.runnerDir}/clone`;
    git(
      fixture.runnerDir,
      'clone',
      '-q',
      '--depth',
      '1',
      '--branch',
      'claude/change',
      `file://${fixture.repo.dir}`,
      clone,
    );
    expect(git(clone, 'rev-parse', '--is-shallow-repository')).toBe('true');
    fixture.env.GITHUB_WORKSPACE = clone;
    const { result, outputs, log } = await runAction(fixture);

    expect(log.join('\n')).toMatch(/fetching missing commits .* \(the checkout is shallow\)/);
    expect(result.exitCode).toBe(1);
    expect(outputs['blocking-count']).toBe('3');
    expect(git(clone, 'rev-parse', '--is-shallow-repository')).toBe('false');
  });

  it('without a checkout and without a token to read the API, says to add actions/checkout', async () => {
    // With a token, a pull request is read from the API instead (no-checkout.test.ts).
    const { fixture } = agentPullRequest({ token: '' });
    fixture.env.GITHUB_WORKSPACE = fixture.runnerDir;
    const { result, log } = await runAction(fixture);
    expect(result.exitCode).toBe(2);
    expect(log.join('\n')).toMatch(/no git checkout at .*actions\/checkout@v4.*fetch-depth: 0/);
  });
});

describe('GitHub faults', () => {
  const posts = () => fake.requests.filter((r) => r.method === 'POST').map((r) => r.status);

  it('a 5xx and then success is retried, and the review is posted once', async () => {
    fake.failOnce('POST', /\/pulls\/7\/reviews$/, 502, 'Bad Gateway');
    const { fixture } = agentPullRequest();
    const { result, summary } = await runAction(fixture);

    expect(result.exitCode).toBe(1);
    expect(fake.reviews).toHaveLength(1);
    expect(posts()).toEqual([502, 200]);
    expect(summary).toContain('agent-gate');
  });

  it('a connection reset mid-request is retried, and nothing is posted twice', async () => {
    fake.failOnce('POST', /\/pulls\/7\/reviews$/, 0, 'reset');
    const { fixture } = agentPullRequest();
    const { result, summary } = await runAction(fixture);

    expect(result.exitCode).toBe(1);
    expect(fake.reviews).toHaveLength(1);
    expect(summary).toContain('agent-gate');
  });

  it.each([
    [401, 'Bad credentials', /token is invalid or expired/],
    [404, 'Not Found', /cannot see this pull request/],
  ])(
    'a %i from the API says what to do, and the summary and exit status are still written',
    async (status, message, advice) => {
      fake.failOnce('GET', /^\/repos\//, status, message);
      const { fixture } = agentPullRequest();
      const { result, summary, log } = await runAction(fixture);

      expect(result.exitCode).not.toBe(0);
      expect(`${log.join('\n')}\n${summary}`).toMatch(advice);
      expect(summary.length).toBeGreaterThan(0);
      expect(fake.reviews.length).toBeLessThanOrEqual(1);
    },
  );
});

describe('fixes', () => {
  it('a fix on a changed line is a suggested change; every fix is one patch in the body and the fix-patch output, which git apply takes at head', async () => {
    const fixture = openPullRequest({
      fake,
      base: {
        'package.json': '{ "name": "shop", "dependencies": { "stripe": "^12.0.0" } }\n',
        '.env.example': 'STRIPE_SECRET_KEY=\n',
        'src/app.ts': 'export const ok = true;\n',
      },
      head: {
        'src/billing.ts':
          "import Stripe from 'stripe';\nexport const stripe = new Stripe(process.env.STRIPE_SECRET_KEY!);\nexport const price = process.env.STRIPE_PRICE_PRO;\n",
      },
      agent: true,
      author: 'copilot-swe-agent[bot]',
      inputs: { 'agent-mention': '@copilot' },
    });
    const { outputs } = await runAction(fixture);
    const [review] = fake.reviews;
    // the Stripe client's line: its fix is a one-click suggestion there
    const client = fake.comments.find((c) => c.body.includes('stripe/client-resilience'))!;
    expect(client.line).toBe(2);
    expect(client.body).toContain(
      '```suggestion\nexport const stripe = new Stripe(process.env.STRIPE_SECRET_KEY!, { maxNetworkRetries: 2 });\n```',
    );
    // the variable's declaration is in another file: no suggestion, in the patch
    const env = fake.comments.find((c) => c.body.includes('env/undeclared'))!;
    expect(env.body).not.toContain('```suggestion');
    expect(review.body).toContain('<details><summary>The fixes as one patch (2 files)');
    expect(review.body).toContain('+STRIPE_PRICE_PRO=');
    expect(review.body).toMatch(/@copilot please apply the patch above \(`git apply`\)/);
    expect(outputs['fix-patch']).toBe(join(fixture.runnerDir, 'agent-gate-fixes.patch'));
    const patch = readFileSync(outputs['fix-patch'], 'utf8');
    expect(review.body).toContain(patch.trimEnd());
    execFileSync('git', ['apply', '--check', outputs['fix-patch']], { cwd: fixture.repo.dir });
  });
});
