import { main } from '../../src/cli';
import type { Report } from '../../src/core/types';
import { makeRepo, type TestRepo } from '../helpers/repo';

async function cli(args: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await main(args, {
    stdout: (t) => (stdout += t),
    stderr: (t) => (stderr += t),
    isTTY: false,
    env: {},
  });
  return { code, stdout, stderr };
}

const check = (repo: TestRepo, ...more: string[]) =>
  cli(['check', '--repo', repo.dir, '--base', repo.base, '--head', repo.head, ...more]);

const pkg = { 'package.json': '{ "name": "tool", "dependencies": { "stripe": "^17.7.0" } }\n', 'src/a.ts': '' };
/** Two warnings (variables declared nowhere), no blocking finding. */
const warningsOnly = makeRepo({
  base: pkg,
  head: { 'src/a.ts': 'export const a = process.env.REGION_NAME;\nexport const b = process.env.ZONE_NAME;\n' },
});
/** A logged secret, three times (one fix), and warnings (variables declared nowhere). */
const mixed = makeRepo({
  base: pkg,
  head: {
    'src/a.ts': `export const region = process.env.REGION_NAME;\nexport function show() {\n${'  console.log(process.env.STRIPE_SECRET_KEY);\n'.repeat(3)}}\n`,
  },
});

describe('--max-warnings', () => {
  it.each([
    [[], 0, ''],
    [['--max-warnings', '2'], 0, ''],
    [['--max-warnings', '1'], 1, 'agent-gate: 2 warnings, more than --max-warnings 1\n'],
    [['--max-warnings', '0'], 1, 'agent-gate: 2 warnings, more than --max-warnings 0\n'],
    // counted as ESLint counts them: also when --quiet hides them
    [['--max-warnings', '0', '--quiet'], 1, 'agent-gate: 2 warnings, more than --max-warnings 0\n'],
  ])('%j exits %i', async (args, code, stderr) => {
    const run = await check(warningsOnly, ...args);
    expect(run.stderr).toBe(stderr);
    expect(run.code).toBe(code);
  });

  it.each(['-1', 'ten', '1.5'])('rejects %s as a usage error', async (value) => {
    const run = await check(warningsOnly, `--max-warnings=${value}`);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(
      new RegExp(`^agent-gate: --max-warnings ${value.replace('.', '\\.')}: expected a whole number`),
    );
  });
});

describe('--quiet', () => {
  it('reports blocking findings only, says what it left out, and keeps the verdict', async () => {
    const loud = JSON.parse((await check(mixed, '--format', 'json')).stdout) as Report;
    const run = await check(mixed, '--format', 'json', '--quiet');
    const quiet = JSON.parse(run.stdout) as Report;
    expect(run.code).toBe(1);
    const warnings = loud.findings.filter((f) => f.severity === 'warning').length;
    expect(warnings).toBeGreaterThan(0);
    expect(quiet.findings).toEqual(loud.findings.filter((f) => f.severity === 'blocking'));
    expect(quiet.verdict).toBe('fail');
    expect(quiet.notes).toContain(`quiet: ${warnings} warning${warnings === 1 ? '' : 's'} not shown.`);
  });

  it('with only warnings prints no finding and exits 0', async () => {
    const run = await check(warningsOnly, '--quiet');
    expect(run.code).toBe(0);
    expect(run.stdout).not.toContain('env/undeclared');
    expect(run.stdout).toContain('note: quiet: 2 warnings not shown.');
  });
});

describe('repeats of one fix', () => {
  it('are said once in text, under the first place, with the others', async () => {
    const { stdout } = await check(mixed);
    expect(stdout.match(/fix: Do not log process\.env\.STRIPE_SECRET_KEY/g)).toHaveLength(1);
    expect(stdout).toContain('same fix also at src/a.ts:4, src/a.ts:5');
  });

  it('share one row in markdown, listing every place', async () => {
    const { stdout } = await check(mixed, '--format', 'markdown');
    const rows = stdout.split('\n').filter((l) => l.includes('stripe/secret-exposure'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain('`src/a.ts:3`<br>`src/a.ts:4`<br>`src/a.ts:5`');
  });

  it('stay separate findings in JSON', async () => {
    const report = JSON.parse((await check(mixed, '--format', 'json')).stdout) as Report;
    expect(report.findings.filter((f) => f.ruleId === 'stripe/secret-exposure').map((f) => f.line)).toEqual([3, 4, 5]);
  });
});

describe('the layer map in the CLI', () => {
  const repo = makeRepo({
    base: {
      'package.json': '{ "name": "shop" }\n',
      'prisma/schema.prisma': 'model User {\n  id Int @id\n}\n',
      'prisma/migrations/0001_init/migration.sql': 'CREATE TABLE "User" ("id" INTEGER);\n',
    },
    head: { 'prisma/schema.prisma': 'model User {\n  id    Int    @id\n  email String\n}\n' },
  });

  it('text: a few lines before the findings', async () => {
    const { stdout } = await check(repo);
    expect(stdout.split('\n').slice(0, 5)).toEqual([
      'layers',
      '  ■ data model  prisma/schema.prisma',
      '  □ migration   prisma/migrations (not changed)',
      '  data model ╌╌ schema/migration-missing ╌╌▶ migration (not changed)',
      '',
    ]);
  });

  it('json: the layers of the report', async () => {
    const report = JSON.parse((await check(repo, '--format', 'json')).stdout) as Report;
    expect(report.version).toBe(1);
    // The migration folder is not a file: the map still draws it (from the finding), the layers do not list it.
    expect(report.layers).toEqual([{ layer: 'data-model', files: ['prisma/schema.prisma'] }]);
  });
});
