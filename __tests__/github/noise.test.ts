import type { Finding } from '../../src/core/types';
import { runAction } from './action-runner';
import { FakeGitHub } from './fake-github';
import { openPullRequest } from './pr-fixture';

/**
 * A pull request with 60 findings: 45 env vars no template declares (each its own fix), and
 * two secrets logged over and over (one fix each, 10 and 5 places).
 */
const base = {
  'package.json': '{ "name": "shop", "dependencies": { "stripe": "^17.7.0" } }\n',
  '.env.example': 'STRIPE_SECRET_KEY=\nSTRIPE_WEBHOOK_SECRET=\n',
  'src/config.ts': 'export const mode = "live";\n',
  'src/billing/log.ts': 'export function debug() {\n  return 0;\n}\n',
};
const VARS = Array.from({ length: 45 }, (_, i) => `NEW_SETTING_${String(i).padStart(2, '0')}`);
const head = {
  'src/config.ts':
    base['src/config.ts'] + VARS.map((v) => `export const ${v.toLowerCase()} = process.env.${v};\n`).join(''),
  'src/billing/log.ts': `export function debug() {\n${'  console.log(process.env.STRIPE_SECRET_KEY);\n'.repeat(10)}  return 0;\n}\n`,
  'src/zz/trace.ts': `export function trace() {\n${'  console.info(process.env.STRIPE_WEBHOOK_SECRET);\n'.repeat(5)}}\n`,
};

let fake: FakeGitHub;
beforeEach(async () => {
  fake = await new FakeGitHub().start();
});
afterEach(async () => {
  await fake.stop();
});

function section(body: string, heading: string): string {
  const at = body.indexOf(heading);
  return at < 0 ? '' : body.slice(at);
}

describe('noise controls of the review', () => {
  it('a PR with 60 findings posts 25 inline comments and one body that lists the rest, grouped', async () => {
    const fixture = openPullRequest({ fake, base, head });
    const { result, summary } = await runAction(fixture);

    const findings: Finding[] = result.report!.findings;
    expect(findings).toHaveLength(60);
    expect(fake.reviews).toHaveLength(1);
    expect(fake.comments).toHaveLength(25);

    // The ten logs of one secret are one comment, on the first, listing the other nine.
    const logged = fake.comments.filter((c) => c.body.includes('stripe/secret-exposure'));
    expect(logged.map((c) => `${c.path}:${c.line}`)).toEqual(['src/billing/log.ts:2']);
    expect(logged[0].body).toContain('The same fix applies in 9 more places:');
    for (let line = 3; line <= 11; line++) expect(logged[0].body).toContain(`\`src/billing/log.ts:${line}\``);
    // The other 24 comments are the first env vars, one each.
    const commented = VARS.filter((v) => fake.comments.some((c) => c.body.includes(`${v} is read here`)));
    expect(commented).toEqual(VARS.slice(0, 24));

    const body = fake.reviews[0].body;
    expect(body).toContain('At most 25 inline comments per review: 22 more are listed below.');
    const rest = section(body, '**Not commented inline:**');
    for (const v of VARS.slice(24)) expect(rest.split(`${v} is read here`)).toHaveLength(2);
    for (const v of VARS.slice(0, 24)) expect(rest).not.toContain(`${v} is read here`);
    // The five logs of the webhook secret: one entry, one fix, every place.
    const group = rest.split('\n- ').find((entry) => entry.includes('STRIPE_WEBHOOK_SECRET'))!;
    expect(group).toMatch(/^🛑 \[`stripe\/secret-exposure`\]\([^)]+\) in 5 places, one fix: Do not log/);
    for (let line = 2; line <= 6; line++) expect(group).toContain(`\`src/zz/trace.ts:${line}\``);
    expect(rest.match(/Do not log process\.env\.STRIPE_WEBHOOK_SECRET/g)).toHaveLength(1);

    // The job summary groups the same way: one row per fix.
    expect(summary.match(/\| 🛑 \| \[`stripe\/secret-exposure`\]/g)).toHaveLength(2);
    expect(summary.match(/\| 🛑 \| \[`env\/undeclared`\]/g)).toHaveLength(45);

    // A re-run with the same findings says nothing new.
    const writes = fake.writes().length;
    await runAction(fixture);
    expect(fake.writes()).toHaveLength(writes);
  });

  it.each([
    ['5', 5],
    ['0', 0],
  ])('max-inline-comments: %s posts %i inline comments and the rest in the body', async (input, comments) => {
    const fixture = openPullRequest({ fake, base, head, inputs: { 'max-inline-comments': input } });
    await runAction(fixture);
    expect(fake.comments).toHaveLength(comments);
    const body = fake.reviews[0].body;
    const listed = VARS.filter((v) => section(body, '**').includes(`${v} is read here`));
    expect(listed).toHaveLength(45 - Math.max(0, comments - 1));
  });
});

describe('quiet and max-warnings', () => {
  // One blocking finding (a logged secret) and two warnings (variables declared nowhere).
  const small = {
    base: { 'package.json': '{ "name": "tool", "dependencies": { "stripe": "^17.7.0" } }\n', 'src/a.ts': '' },
    head: {
      'src/a.ts':
        'export const region = process.env.REGION_NAME;\nexport function show() {\n  console.log(process.env.STRIPE_SECRET_KEY);\n}\n',
    },
  };

  it('quiet: the review, summary and annotations show blocking findings only; the outputs keep all', async () => {
    const fixture = openPullRequest({ fake, ...small, inputs: { quiet: 'true' } });
    const { result, outputs, summary, annotations } = await runAction(fixture);
    const all: Finding[] = JSON.parse(outputs.findings);
    expect(all.filter((f) => f.severity === 'warning').length).toBeGreaterThan(0);
    expect(all.filter((f) => f.severity === 'blocking')).toHaveLength(1);
    expect(result.exitCode).toBe(1);
    expect(annotations.map((a) => a.level)).toEqual(['error']);
    expect(fake.comments.map((c) => c.body.includes('stripe/secret-exposure'))).toEqual([true]);
    const warnings = all.length - 1;
    for (const text of [fake.reviews[0].body, summary]) {
      expect(text).not.toContain('env/undeclared');
      expect(text).toContain(`quiet: ${warnings} warning${warnings === 1 ? '' : 's'} not shown.`);
    }
  });

  it.each([
    ['0', 1],
    ['1', 1],
    ['5', 0],
  ])('max-warnings: %s with two warnings and fail-on: never exits %i', async (max, code) => {
    const fixture = openPullRequest({
      fake,
      base: small.base,
      head: { 'src/a.ts': 'export const a = process.env.REGION_NAME;\nexport const b = process.env.ZONE_NAME;\n' },
      inputs: { 'max-warnings': max, 'fail-on': 'never' },
    });
    const { result, log, summary } = await runAction(fixture);
    expect(result.report!.findings.map((f) => f.severity)).toEqual(['warning', 'warning']);
    expect(result.exitCode).toBe(code);
    const said = `2 warnings, more than max-warnings: ${max}`;
    expect(log.includes(`error agent-gate: ${said}`)).toBe(code === 1);
    expect(summary.includes(said)).toBe(code === 1);
  });
});
