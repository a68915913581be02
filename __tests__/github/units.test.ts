import { parseEvent } from '../../src/github/event';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { INPUT_NAMES, readInputs } from '../../src/github/inputs';
import { commentableLines } from '../../src/github/patch';
import { MAX_BODY_CHARS, reviewBody } from '../../src/github/review-body';
import { groupFindings } from '../../src/core/noise';
import type { Finding, Report } from '../../src/core/types';

describe('readInputs', () => {
  it('applies the schema defaults when the runner passes nothing or empty strings', () => {
    expect(readInputs({ 'INPUT_FAIL-ON': '', INPUT_REVIEW: '' })).toEqual({
      githubToken: undefined,
      configFile: undefined,
      failOn: 'blocking',
      review: 'inline',
      stripeMockUrl: undefined,
      sarifFile: undefined,
      agentMention: undefined,
      maxInlineComments: 25,
      quiet: false,
      maxWarnings: undefined,
    });
  });
  it('reads the noise controls', () => {
    expect(
      readInputs({ 'INPUT_MAX-INLINE-COMMENTS': '0', INPUT_QUIET: 'True', 'INPUT_MAX-WARNINGS': '10' }),
    ).toMatchObject({ maxInlineComments: 0, quiet: true, maxWarnings: 10 });
  });
  it('reads kebab-case inputs and trims them', () => {
    const inputs = readInputs({
      'INPUT_GITHUB-TOKEN': ' t ',
      'INPUT_FAIL-ON': 'warning',
      INPUT_REVIEW: 'summary',
      'INPUT_STRIPE-MOCK-URL': 'http://localhost:12111',
      'INPUT_AGENT-MENTION': '@copilot',
    });
    expect(inputs).toMatchObject({ githubToken: 't', failOn: 'warning', review: 'summary', agentMention: '@copilot' });
  });
  it.each([
    [{ 'INPUT_FAIL-ON': 'sometimes' }, /input fail-on/],
    [{ INPUT_REVIEW: 'loud' }, /input review/],
    [{ 'INPUT_STRIPE-MOCK-URL': 'localhost' }, /input stripe-mock-url/],
    [{ 'INPUT_CONFIG-FILE': '../other/agent-gate.yml' }, /inside the repository/],
    [{ 'INPUT_MAX-INLINE-COMMENTS': 'ten' }, /input max-inline-comments: expected a whole number/],
    [{ 'INPUT_MAX-WARNINGS': '-1' }, /input max-warnings: expected a whole number/],
    [{ INPUT_QUIET: 'yes' }, /input quiet/],
  ])('rejects %j', (env, message) => {
    expect(() => readInputs(env)).toThrow(message);
  });
});

describe('the documented inputs', () => {
  const root = join(__dirname, '..', '..');
  it('action.yml declares exactly the inputs the schema reads', () => {
    const action = parseYaml(readFileSync(join(root, 'action.yml'), 'utf8')) as { inputs: Record<string, unknown> };
    expect(Object.keys(action.inputs).sort()).toEqual([...INPUT_NAMES].sort());
  });
  it.each(INPUT_NAMES.map((n) => [n]))('the README input table has %s', (name) => {
    expect(readFileSync(join(root, 'README.md'), 'utf8')).toMatch(new RegExp(`\\| \`${name}\` +\\|`));
  });
});

describe('parseEvent', () => {
  const pr = (head: string) => ({
    pull_request: {
      number: 3,
      base: { sha: 'b', ref: 'main', repo: { full_name: 'acme/shop' } },
      head: { sha: 'h', ref: 'copilot/fix', repo: { full_name: head } },
      user: { login: 'copilot-swe-agent[bot]' },
      labels: [{ name: 'ai-generated' }],
    },
    repository: { full_name: 'acme/shop' },
  });
  it('reads a pull request', () => {
    expect(parseEvent('pull_request', pr('acme/shop'))).toEqual({
      eventName: 'pull_request',
      owner: 'acme',
      repo: 'shop',
      number: 3,
      baseSha: 'b',
      headSha: 'h',
      headRef: 'copilot/fix',
      author: 'copilot-swe-agent[bot]',
      labels: ['ai-generated'],
      fromFork: false,
    });
  });
  it('tells a fork', () => {
    expect(parseEvent('pull_request', pr('someone/shop')).fromFork).toBe(true);
  });
  it('reads a merge queue entry (no pull request to review)', () => {
    const target = parseEvent('merge_group', { merge_group: { head_sha: 'h', base_sha: 'b' } }, 'acme/shop');
    expect(target).toMatchObject({ eventName: 'merge_group', baseSha: 'b', headSha: 'h' });
    expect(target.number).toBeUndefined();
    const queued = parseEvent(
      'merge_group',
      { merge_group: { head_sha: 'h', base_sha: 'b', head_ref: 'refs/heads/gh-readonly-queue/main/pr-42-0a1b2c' } },
      'acme/shop',
    );
    expect(queued.number).toBe(42);
  });
  it('refuses other events', () => {
    expect(() => parseEvent('push', {}, 'acme/shop')).toThrow(/gates pull requests/);
  });
});

describe('commentableLines', () => {
  it('takes added and context lines of every hunk, not removed ones', () => {
    const patch = '@@ -1,3 +1,4 @@\n a\n-b\n+c\n+d\n e\n@@ -10,2 +11,2 @@\n x\n-y\n+z\n\\ No newline at end of file';
    expect([...commentableLines(patch)].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 11, 12]);
  });
  it('has none for a binary file (no patch) or a deletion', () => {
    expect(commentableLines(undefined).size).toBe(0);
    expect(commentableLines('@@ -1,2 +0,0 @@\n-a\n-b').size).toBe(0);
  });
});

describe('reviewBody', () => {
  const finding = (i: number): Finding => ({
    ruleId: 'env/undeclared',
    severity: 'blocking',
    file: `src/f${i}.ts`,
    line: i + 1,
    message: `reads UNDECLARED_${i} ${'x'.repeat(300)}`,
    fix: `Add UNDECLARED_${i} to .env.example ${'y'.repeat(300)}`,
    related: [],
  });
  const report = (n: number): Report => ({
    version: 1,
    verdict: 'fail',
    base: 'b'.repeat(40),
    head: 'h'.repeat(40),
    author: { kind: 'agent', signals: [{ kind: 'label', detail: 'label ai-generated' }] },
    findings: Array.from({ length: n }, (_, i) => finding(i)),
    notes: [],
    stats: { filesChanged: n, filesAnalyzed: n, durationMs: 1 },
  });
  it('stays under the limit with a short body that links the run', () => {
    const r = report(200);
    const body = reviewBody({
      report: r,
      digest: 'd',
      inline: [],
      inBody: groupFindings(r.findings),
      runUrl: 'https://x/runs/1',
    });
    expect(body.length).toBeLessThanOrEqual(MAX_BODY_CHARS);
    expect(body).toContain('too long for a review');
    expect(body).toContain('https://x/runs/1');
    expect(body).toContain('<!-- agent-gate -->');
  });
  it('ends a failing agent review with the fix list and the mention', () => {
    const r = report(2);
    const body = reviewBody({
      report: r,
      digest: 'd',
      inline: [],
      inBody: groupFindings(r.findings),
      agentMention: '@copilot',
    });
    expect(body).toMatch(/### Fix list\n\n1\. `src\/f0\.ts:1` \(env\/undeclared\): Add UNDECLARED_0/);
    expect(body.trimEnd().endsWith('@copilot please fix the findings listed above and push again.')).toBe(true);
  });
});
