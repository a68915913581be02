import { main } from '../../src/cli';
import { ruleListings, renderRuleList } from '../../src/cli/rules';
import { ALL_RULES } from '../../src/rules';
import { makeRepo } from '../helpers/repo';
import { runCliProcess } from '../helpers/cli-process';

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

describe('agent-gate rules', () => {
  it('--format json prints one array with both severities and the docs link of every rule', async () => {
    const { code, stdout, stderr } = await cli(['rules', '--format', 'json']);
    expect(code).toBe(0);
    expect(stderr).toBe('');
    const listed = JSON.parse(stdout) as { id: string }[];
    expect(listed.map((r) => r.id)).toEqual(ALL_RULES.map((r) => r.meta.id));
    expect(listed).toContainEqual({
      id: 'tests/missing-for-change',
      severity: 'warning',
      agentSeverity: 'blocking',
      description: expect.any(String),
      docs: 'https://github.com/agent-gate/agent-gate/blob/main/docs/rules/tests/missing-for-change.md',
    });
    expect(listed).toContainEqual(
      expect.objectContaining({ id: 'policy/protected-path', note: 'agent-authored pull requests only' }),
    );
  });

  it.each([
    // [rule, default, on agent-authored pull requests]
    ['env/undeclared', 'blocking', 'blocking'],
    ['env/orphaned', 'warning', 'warning'],
    ['policy/gate-weakened', 'warning', 'blocking'],
    ['stripe/legacy-api', 'warning', 'blocking'],
    ['stripe/api-version', 'notice', 'notice'],
  ])('the text table gives %s: %s, %s for agents', async (id, severity, agent) => {
    const { code, stdout } = await cli(['rules']);
    expect(code).toBe(0);
    const row = stdout.split('\n').find((l) => l.startsWith(`${id} `));
    expect(row?.split(/\s{2,}/).slice(0, 3)).toEqual([id, severity, agent]);
  });

  it('the text table has a header, one row per rule and where the docs are', async () => {
    const lines = (await cli(['rules'])).stdout.trimEnd().split('\n');
    expect(lines[0].split(/\s{2,}/)).toEqual(['rule', 'default', 'agent PR', 'what it catches']);
    expect(lines.slice(1, 1 + ALL_RULES.length).map((l) => l.split(' ')[0])).toEqual(ALL_RULES.map((r) => r.meta.id));
    expect(lines.at(-1)).toMatch(
      /^Docs: https:\/\/github\.com\/agent-gate\/agent-gate\/blob\/main\/docs\/rules\/<rule>\.md/,
    );
  });

  it('an agent severity never lowers the default', () => {
    for (const l of ruleListings(ALL_RULES)) {
      const rank = { notice: 0, warning: 1, blocking: 2 };
      expect(rank[l.agentSeverity]).toBeGreaterThanOrEqual(rank[l.severity]);
    }
  });

  it.each([['xml'], ['sarif']])('refuses --format %s in one line', async (format) => {
    const { code, stdout, stderr } = await cli(['rules', '--format', format]);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toBe(`agent-gate: --format ${format}: agent-gate rules prints text or json\n`);
    expect(() => renderRuleList(ALL_RULES, format)).toThrow();
  });
});

describe('a reader that closes the pipe early (| head)', () => {
  it.each([
    ['rules, closed before it writes', ['rules'], 0],
    ['rules --format json, closed after 100 bytes', ['rules', '--format', 'json'], 100],
    ['rules, closed after the first line', ['rules'], 80],
  ])('%s: exits 0 with nothing on stderr', async (_name, args, after) => {
    const run = await runCliProcess(args as string[], { closeStdoutAfter: after as number });
    expect(run.stderr).toBe('');
    expect(run.signal).toBeNull();
    expect(run.code).toBe(0);
  });

  it('check keeps its verdict as the exit code when its reader is gone', async () => {
    const repo = makeRepo({
      base: { 'src/a.ts': 'export const a = 1;\n' },
      head: { 'src/a.ts': 'export const = ;\n' },
    });
    const args = ['check', '--repo', repo.dir, '--base', repo.base, '--format', 'json'];
    const closed = await runCliProcess(args, { closeStdoutAfter: 0 });
    expect(closed.stderr).toBe('');
    expect(closed.code).toBe(1);
    const open = await runCliProcess(args);
    expect(open.code).toBe(1);
    expect(JSON.parse(open.stdout).verdict).toBe('fail');
  });
});
