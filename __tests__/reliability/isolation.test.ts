import { analyze } from '../../src/core/analyze';
import { defaultConfig } from '../../src/core/config';
import type { Report, Rule, RuleFinding } from '../../src/core/types';
import { REPORTERS } from '../../src/reporters';
import { GAP_RULE } from '../../src/rules';
import type { Workspace } from '../../src/workspace/workspace';
import { workspaceFor } from '../helpers/workspace';

// Never fail open (issue 8, item 1): a rule that throws, rejects, returns garbage or
// never finishes is isolated; the others still report; the failure is a blocking
// policy/incomplete-analysis finding that names the rule. Secrets never reach output.

const SECRET = 'sk_live_51Habcdefghijklmnopqrstuv0123456789';
const WEBHOOK_SECRET = 'whsec_AbCdEfGhIjKlMnOpQrStUvWx12';

function rule(id: string, check: Rule['check']): Rule {
  return { meta: { id, description: `${id} (test)`, defaultSeverity: 'warning' }, check };
}

const finding = (message: string): RuleFinding => ({ file: 'src/app.ts', line: 1, message, fix: 'Do the thing.' });

let workspace: Workspace;
beforeAll(() => {
  workspace = workspaceFor({
    base: { 'src/app.ts': 'export const answer = 42;\n' },
    head: { 'src/app.ts': `export const answer = 43;\nconst key = '${SECRET}';\n` },
  });
});

function run(rules: Rule[], timeBudgetMs = 60_000): Promise<Report> {
  return analyze({
    changes: workspace.changes,
    workspace,
    config: defaultConfig(),
    rules,
    gapRule: GAP_RULE,
    options: { limits: { timeBudgetMs } },
  });
}

const good = rule('test/good', () => [finding('a good rule still reports')]);

describe('a rule that fails is isolated and reported with its id', () => {
  it.each<[string, Rule['check'], RegExp]>([
    [
      'throws synchronously',
      () => {
        throw new Error('boom');
      },
      /test\/bad.*rule test\/bad failed: boom/,
    ],
    ['rejects', async () => Promise.reject(new TypeError('cannot read x of undefined')), /failed: cannot read x/],
    [
      'throws a non-Error',
      () => {
        throw 'a string';
      },
      /failed: a string/,
    ],
    [
      'throws null',
      () => {
        throw null;
      },
      /failed: null/,
    ],
    ['returns undefined', () => undefined as unknown as RuleFinding[], /rule test\/bad failed/],
    [
      'returns a finding with no file',
      () => [{ line: 1, message: 'm', fix: 'f' } as unknown as RuleFinding],
      /rule test\/bad failed/,
    ],
    [
      'overflows the stack',
      () => {
        const f = (n: number): number => f(n + 1) + 1;
        return [finding(String(f(0)))];
      },
      /failed: Maximum call stack/,
    ],
  ])('a rule that %s', async (_name, check, reason) => {
    const report = await run([rule('test/bad', check), good]);
    expect(report.findings.map((f) => f.message)).toContain('a good rule still reports');
    const gaps = report.findings.filter((f) => f.ruleId === 'policy/incomplete-analysis');
    expect(gaps).toHaveLength(1);
    expect(gaps[0].severity).toBe('blocking');
    expect(gaps[0].message).toMatch(reason);
    expect(report.verdict).toBe('fail');
  });

  it('the rules after one cut off at the budget are not run, though the clock has not reached the deadline yet', async () => {
    // a timer may fire a moment before `Date.now()` reaches the deadline: here the clock stands still
    const hang = rule('test/hang', () => new Promise<RuleFinding[]>(() => undefined));
    const t0 = Date.now();
    const report = await analyze({
      changes: workspace.changes,
      workspace,
      config: defaultConfig(),
      rules: [hang, good],
      gapRule: GAP_RULE,
      options: { limits: { timeBudgetMs: 300 } },
      now: () => t0,
    });
    expect(report.findings.map((f) => f.message)).not.toContain('a good rule still reports');
    const gap = report.findings.find((f) => f.ruleId === 'policy/incomplete-analysis');
    expect(gap?.message).toMatch(/time budget of 0.3 s was spent before test\/good ran/);
  });

  it('a rule that never settles is cut off at the time budget; the rules after it are named as not run', async () => {
    const hang = rule('test/hang', () => new Promise<RuleFinding[]>(() => undefined));
    const t0 = Date.now();
    const report = await run([hang, good], 300);
    expect(Date.now() - t0).toBeLessThan(5_000);
    const gap = report.findings.find((f) => f.ruleId === 'policy/incomplete-analysis');
    expect(gap?.message).toMatch(/test\/hang did not finish within the time budget/);
    expect(gap?.message).toMatch(/time budget of 0.3 s was spent before test\/good ran/);
    expect(report.verdict).toBe('fail');
  });

  it('rules that start after the budget is spent are reported as skipped, by id', async () => {
    let clock = 0;
    const slow = rule('test/slow', () => {
      clock += 1_000;
      return [];
    });
    const report = await analyze({
      changes: workspace.changes,
      workspace,
      config: defaultConfig(),
      rules: [slow, rule('test/late', () => [])],
      gapRule: GAP_RULE,
      options: { limits: { timeBudgetMs: 500 } },
      now: () => clock,
    });
    const gap = report.findings.find((f) => f.ruleId === 'policy/incomplete-analysis');
    expect(gap?.message).toMatch(/time budget of 0.5 s was spent before test\/late ran/);
  });

  it('a gap rule that throws still fails the verdict', async () => {
    const report = await analyze({
      changes: workspace.changes,
      workspace,
      config: defaultConfig(),
      rules: [],
      gapRule: rule('policy/incomplete-analysis', () => {
        throw new Error('gap rule broke');
      }),
    });
    expect(report.verdict).toBe('fail');
    expect(report.findings[0].message).toMatch(/gap rule broke/);
  });
});

describe('the verdict is tied to the head it analysed', () => {
  it('names the resolved head SHA in every format', async () => {
    const report = await run([good]);
    expect(report.head).toBe(workspace.changes.head);
    expect(report.head).toMatch(/^[0-9a-f]{40}$/);
    expect(JSON.parse(REPORTERS.json(report, { color: false })).head).toBe(report.head);
    const sarif = JSON.parse(REPORTERS.sarif(report, { color: false }));
    expect(sarif.runs[0].versionControlProvenance[0].revisionId).toBe(report.head);
    expect(REPORTERS.markdown(report, { color: false })).toContain(report.head.slice(0, 7));
  });
});

describe('secrets are redacted from every output', () => {
  const leaky = rule('test/leaky', () => [
    {
      file: 'src/app.ts',
      line: 2,
      message: `live key ${SECRET} committed`,
      fix: `Remove ${SECRET} and rotate it; the webhook secret ${WEBHOOK_SECRET} too.`,
      related: [{ file: 'src/app.ts', line: 2, message: `the literal ${SECRET}` }],
    },
  ]);
  const throwing = rule('test/throws-secret', () => {
    throw new Error(`unexpected token near '${SECRET}'`);
  });
  const noting = rule('test/notes', (ctx) => {
    ctx.note(`stripe-mock rejected key ${SECRET}`);
    ctx.reportGap({ file: 'src/app.ts', reason: `could not parse '${WEBHOOK_SECRET}'` });
    return [];
  });

  it.each(['json', 'text', 'markdown', 'sarif'] as const)('in %s', async (format) => {
    const report = await run([leaky, throwing, noting]);
    const out = REPORTERS[format](report, { color: format === 'text' });
    expect(out).not.toContain(SECRET);
    expect(out).not.toContain(SECRET.slice('sk_live_'.length));
    expect(out).not.toContain(WEBHOOK_SECRET.slice('whsec_'.length));
    expect(out).toContain('sk_live_…[redacted]');
    // still reported by location
    expect(report.findings.some((f) => f.ruleId === 'test/leaky' && f.file === 'src/app.ts' && f.line === 2)).toBe(
      true,
    );
  });
});
