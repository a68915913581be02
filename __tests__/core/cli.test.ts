import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main } from '../../src/cli';
import { makeRepo } from '../helpers/repo';

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

const app = { 'src/app.ts': 'export const a = 1;\n', 'package.json': '{"name":"x"}\n' };

describe('agent-gate check', () => {
  it('prints exactly one JSON object and exits 0 when nothing blocks', async () => {
    const repo = makeRepo({ base: app, head: { 'src/app.ts': 'export const a = 2;\n' } });
    const { code, stdout } = await cli([
      'check',
      '--repo',
      repo.dir,
      '--base',
      repo.base,
      '--head',
      repo.head,
      '--format',
      'json',
    ]);
    expect(code).toBe(0);
    const report = JSON.parse(stdout);
    expect(report).toMatchObject({
      version: 1,
      verdict: 'pass',
      head: repo.head,
      author: { kind: 'human', signals: [] },
      findings: [],
      stats: { filesChanged: 1, filesAnalyzed: 1 },
    });
    expect(typeof report.stats.durationMs).toBe('number');
  });

  it('exits 1 with blocking findings and names the agent signal', async () => {
    const repo = makeRepo({ base: app, head: { 'src/app.ts': 'export const = ;\n' }, agent: true });
    const { code, stdout } = await cli([
      'check',
      '--repo',
      repo.dir,
      '--base',
      repo.base,
      '--head',
      repo.head,
      '--format',
      'json',
    ]);
    expect(code).toBe(1);
    const report = JSON.parse(stdout);
    expect(report.verdict).toBe('fail');
    expect(report.author.kind).toBe('agent');
    expect(report.author.signals.map((s: { kind: string }) => s.kind).sort()).toEqual([
      'branch-prefix',
      'co-author-trailer',
    ]);
    expect(report.findings[0]).toMatchObject({
      ruleId: 'policy/incomplete-analysis',
      severity: 'blocking',
      file: 'src/app.ts',
    });
  });

  it('defaults the base to the merge base with main and the head to HEAD', async () => {
    const repo = makeRepo({ base: app, head: { 'src/b.ts': 'export const b = 1;\n' } });
    const { code, stdout } = await cli(['check', '--repo', repo.dir, '--format', 'json']);
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toMatchObject({ base: repo.base, head: repo.head, stats: { filesChanged: 1 } });
  });

  it.each(['text', 'markdown', 'sarif'])('renders the %s format', async (format) => {
    const repo = makeRepo({ base: app, head: { 'src/app.ts': 'export const = ;\n' } });
    const { code, stdout } = await cli(['check', '--repo', repo.dir, '--base', repo.base, '--format', format]);
    expect(code).toBe(1);
    expect(stdout).toContain('policy/incomplete-analysis');
    if (format === 'sarif') {
      const sarif = JSON.parse(stdout);
      expect(sarif.version).toBe('2.1.0');
      const result = sarif.runs[0].results[0];
      expect(result).toMatchObject({ ruleId: 'policy/incomplete-analysis', level: 'error' });
      expect(result.locations[0].physicalLocation.region.startLine).toBeGreaterThanOrEqual(1);
      const rule = sarif.runs[0].tool.driver.rules.find((r: { id: string }) => r.id === 'policy/incomplete-analysis');
      expect(rule.helpUri).toMatch(/docs\/rules\/policy\/incomplete-analysis\.md$/);
    }
    if (format === 'text') expect(stdout).not.toContain('\x1b[');
  });

  it('writes the report to --output', async () => {
    const repo = makeRepo({ base: app, head: { 'src/app.ts': 'export const a = 2;\n' } });
    const out = join(mkdtempSync(join(tmpdir(), 'gate-out-')), 'report.json');
    const { code, stdout } = await cli([
      'check',
      '--repo',
      repo.dir,
      '--base',
      repo.base,
      '--format',
      'json',
      '--output',
      out,
    ]);
    expect(code).toBe(0);
    expect(stdout).toBe('');
    expect(JSON.parse(readFileSync(out, 'utf8')).verdict).toBe('pass');
  });
});

describe('bad input exits 2 with one line', () => {
  const cases: [string, () => string[], RegExp][] = [
    [
      'a folder that is not a git repository',
      () => ['check', '--repo', mkdtempSync(join(tmpdir(), 'not-git-'))],
      /is not a git repository/,
    ],
    ['a folder that does not exist', () => ['check', '--repo', '/nonexistent/agent-gate'], /no such directory/],
    [
      'a base revision that does not exist',
      () => ['check', '--repo', makeRepo({ base: app }).dir, '--base', 'feature/nope'],
      /--base feature\/nope: no such commit/,
    ],
    [
      'an unknown format',
      () => ['check', '--repo', makeRepo({ base: app }).dir, '--format', 'xml'],
      /--format xml: expected one of/,
    ],
    [
      'an unknown option',
      () => ['check', '--frobnicate'],
      /^agent-gate: unknown option --frobnicate \(see agent-gate --help\)\n$/,
    ],
    ['an unknown command', () => ['lint'], /unknown command "lint"/],
    [
      'an unknown rule id',
      () => ['check', '--repo', makeRepo({ base: app }).dir, '--base', 'main', '--rule', 'env/nope'],
      /--rule env\/nope: unknown rule id/,
    ],
    ['a bad stripe-mock URL', () => ['check', '--stripe-mock', 'localhost'], /--stripe-mock localhost: expected a URL/],
  ];
  it.each(cases)('%s', async (_name, args, message) => {
    const { code, stdout, stderr } = await cli(args());
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toMatch(message);
    expect(stderr.trim().split('\n')).toHaveLength(1);
  });

  it('an invalid config file names the file and the key', async () => {
    const repo = makeRepo({ base: app, head: { 'src/app.ts': 'export const a = 2;\n' } });
    const config = join(mkdtempSync(join(tmpdir(), 'gate-cfg-')), 'agent-gate.yml');
    writeFileSync(config, 'rules:\n  env/undeclared: loud\n');
    const { code, stderr } = await cli(['check', '--repo', repo.dir, '--base', repo.base, '--config', config]);
    expect(code).toBe(2);
    expect(stderr).toContain(
      `${config}:2:19: rules.env/undeclared: "loud" is not one of off, notice, warning, blocking`,
    );
  });

  it('an invalid config on the base branch is reported, not ignored', async () => {
    const repo = makeRepo({
      base: { ...app, '.github/agent-gate.yml': 'ignore: [../../etc]\n' },
      head: { 'src/app.ts': 'x\n' },
    });
    const { code, stderr } = await cli(['check', '--repo', repo.dir, '--base', repo.base]);
    expect(code).toBe(2);
    expect(stderr).toMatch(
      /\.github\/agent-gate\.yml:1:10 \(at [0-9a-f]{7}\): ignore\[0\]: must not contain "\.\." segments/,
    );
  });

  it('prints the stack only with --debug', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'not-git-'));
    const plain = await cli(['check', '--repo', dir]);
    const debug = await cli(['check', '--repo', dir, '--debug']);
    expect(plain.stderr).not.toMatch(/\n\s+at /);
    expect(debug.stderr).toMatch(/\n\s+at /);
  });
});

describe('config from the base branch', () => {
  it('a pull request cannot turn a rule off for itself', async () => {
    const repo = makeRepo({
      base: app,
      head: {
        '.github/agent-gate.yml': 'rules:\n  policy/incomplete-analysis: "off"\n',
        'src/app.ts': 'export const = ;\n',
      },
    });
    const { code } = await cli(['check', '--repo', repo.dir, '--base', repo.base, '--format', 'json']);
    expect(code).toBe(1);
  });

  it('the base branch config applies (ignore globs)', async () => {
    const repo = makeRepo({
      base: { ...app, '.github/agent-gate.yml': 'ignore:\n  - "legacy/**"\n' },
      head: { 'legacy/broken.ts': 'export const = ;\n' },
    });
    const { code } = await cli(['check', '--repo', repo.dir, '--base', repo.base, '--format', 'json']);
    expect(code).toBe(0);
  });
});

it('--version and --help', async () => {
  expect((await cli(['--version'])).stdout).toMatch(/^\d+\.\d+\.\d+\n$/);
  const help = await cli(['--help']);
  expect(help.code).toBe(0);
  expect(help.stdout).toContain('agent-gate check');
});

describe('--timing', () => {
  it('prints where the time went with --timing, to stderr, leaving the report and exit code alone', async () => {
    const repo = makeRepo({ base: app, head: { 'src/app.ts': 'export const a = 2;\n' } });
    const args = ['check', '--repo', repo.dir, '--base', repo.base, '--head', repo.head, '--format', 'json'];
    const plain = await cli(args);
    const timed = await cli([...args, '--timing']);
    expect(timed.code).toBe(plain.code);
    expect(plain.stderr).toBe('');
    const strip = (out: string) => ({ ...JSON.parse(out), stats: undefined });
    expect(strip(timed.stdout)).toEqual(strip(plain.stdout));
    const rows = timed.stderr.trim().split('\n');
    expect(rows[0]).toMatch(/^\s*at\s+step\s+what ended$/);
    const labels = rows.slice(1).map((r) => r.replace(/^\s*\d+ ms\s+\+\d+\s+/, ''));
    expect(labels.slice(0, 4)).toEqual([
      'started',
      'revisions resolved',
      'change set read (diff, log)',
      'config loaded',
    ]);
    expect(labels).toContain('TypeScript compiler loaded');
    expect(labels).toContain('rule schema/migration-missing');
    const at = rows.slice(1).map((r) => Number(/^\s*(\d+) ms/.exec(r)![1]));
    expect([...at].sort((a, b) => a - b)).toEqual(at);
  });
});
