import { runCheck } from '../../../src/core/run';
import { makeRepo } from '../../helpers/repo';
import { ruleTester } from '../../helpers/rule-tester';

const baseConfig = [
  'rules:',
  '  policy/incomplete-analysis: blocking',
  '  policy/protected-path: blocking',
  'ignore:',
  '  - "fixtures/**"',
  'protected:',
  '  - "infra/**"',
  '',
].join('\n');
const app = {
  'package.json': '{ "name": "app", "version": "1.0.0" }\n',
  'src/app.ts': 'export function total(a: number, b: number) {\n  return a + b;\n}\n',
  'src/legacy.ts':
    '// agent-gate-ignore policy/incomplete-analysis: vendored parser output, reviewed in #12\nexport const x = 1;\n',
  'docs/suppressions.md': '# Suppressions\n',
};

ruleTester('policy/gate-weakened', {
  valid: [
    {
      name: 'a change with no suppression and no config change',
      base: app,
      config: baseConfig,
      head: { 'src/app.ts': 'export function total(a: number, b: number) {\n  return b + a;\n}\n' },
    },
    {
      name: 'an existing suppression moved with its code (not new code)',
      base: app,
      config: baseConfig,
      head: {
        'src/legacy.ts': null,
        'src/old/legacy.ts':
          '// agent-gate-ignore policy/incomplete-analysis: vendored parser output, reviewed in #12\nexport const x = 1;\n',
      },
    },
    {
      name: 'the directive quoted in documentation and in a string',
      base: app,
      config: baseConfig,
      head: {
        'docs/suppressions.md':
          '# Suppressions\n\n```ts\n// agent-gate-ignore env/undeclared: read by the platform\n```\n',
        'src/help.ts': "export const help = 'write agent-gate-ignore env/undeclared: reason';\n",
      },
    },
    {
      name: 'the config is tightened',
      base: app,
      config: baseConfig,
      head: {
        '.github/agent-gate.yml':
          baseConfig.replace('  - "infra/**"', '  - "infra/**"\n  - "billing/**"') +
          'agent-rules:\n  policy/gate-weakened: blocking\n',
      },
    },
    {
      name: 'a rule raised from its default, and a comment reworded',
      base: app,
      head: { '.github/agent-gate.yml': '# stricter for everyone\nrules:\n  policy/gate-weakened: blocking\n' },
    },
  ],
  invalid: [
    {
      name: 'an agent adds an inline suppression with a reason',
      base: app,
      config: baseConfig,
      agent: true,
      head: {
        'src/app.ts':
          'export function total(a: number, b: number) {\n  // agent-gate-ignore env/undeclared: set by the platform\n  return a + b;\n}\n',
      },
      errors: [
        { file: 'src/app.ts', line: 2, severity: 'blocking', message: /env\/undeclared/, fix: /agent-gate-approved/ },
      ],
    },
    {
      name: 'a human adds suppressions in YAML and a block comment (warning)',
      base: app,
      config: baseConfig,
      head: {
        'k8s/app.yaml': 'env:\n  # agent-gate-ignore env/orphaned: read by the sidecar\n  - name: A\n',
        'src/b.ts': '/* agent-gate-ignore api/contract-drift: v2 clients only */\nexport const b = 1;\n',
      },
      errors: [
        { file: 'k8s/app.yaml', line: 2, severity: 'warning' },
        { file: 'src/b.ts', line: 1, severity: 'warning' },
      ],
    },
    {
      name: 'a suppression without a reason',
      base: app,
      config: baseConfig,
      head: { 'src/c.ts': 'export const c = 1; // agent-gate-ignore stripe/api-version\n' },
      errors: [{ file: 'src/c.ts', line: 1, message: /has no reason/, fix: /agent-gate-ignore stripe\/api-version: / }],
    },
    {
      name: 'a rule turned off and another downgraded',
      base: app,
      config: baseConfig,
      head: {
        '.github/agent-gate.yml': baseConfig
          .replace('policy/incomplete-analysis: blocking', 'policy/incomplete-analysis: off')
          .replace('policy/protected-path: blocking', 'policy/protected-path: notice'),
      },
      errors: [
        { file: '.github/agent-gate.yml', line: 2, message: /turns policy\/incomplete-analysis off/ },
        { file: '.github/agent-gate.yml', line: 3, message: /downgrades policy\/protected-path to notice/ },
      ],
    },
    {
      name: 'a path ignored and a protected path removed',
      base: app,
      config: baseConfig,
      head: {
        '.github/agent-gate.yml': baseConfig
          .replace('  - "fixtures/**"', '  - "fixtures/**"\n  - "src/payments/**"')
          .replace('protected:\n  - "infra/**"\n', 'protected: []\n'),
      },
      errors: [
        { file: '.github/agent-gate.yml', line: 6, message: /src\/payments/ },
        { file: '.github/agent-gate.yml', line: 7, message: /Removes `infra\/\*\*` from protected/ },
      ],
    },
    {
      name: 'a new config that turns a rule off for agent PRs only',
      base: app,
      agent: true,
      head: { '.github/agent-gate.yml': 'agent-rules:\n  policy/protected-path: warning\n' },
      errors: [{ file: '.github/agent-gate.yml', line: 2, severity: 'blocking', message: /agent-rules: downgrades/ }],
    },
    {
      name: 'the config deleted (settings equal to the defaults lose nothing)',
      base: app,
      config: baseConfig,
      head: { '.github/agent-gate.yml': null },
      errors: [{ file: '.github/agent-gate.yml', line: 1, message: /Removes `infra\/\*\*` from protected/ }],
    },
    {
      name: 'a raised rule removed from the config',
      base: app,
      config: 'rules:\n  policy/gate-weakened: blocking\n  policy/protected-path: warning\n',
      head: { '.github/agent-gate.yml': 'rules:\n  policy/protected-path: warning\n' },
      errors: [
        {
          file: '.github/agent-gate.yml',
          line: 1,
          message: /removes policy\/gate-weakened \(back to its default, warning\) \(was blocking\)/,
        },
      ],
    },
  ],
});

describe('policy/gate-weakened approvals and config path', () => {
  const run = async (pullRequest: { labels?: string[]; approvedByHuman?: boolean }, configPath?: string) => {
    const path = configPath ?? '.github/agent-gate.yml';
    const r = makeRepo({
      base: { ...app, [path]: baseConfig },
      head: {
        [path]: baseConfig.replace('policy/incomplete-analysis: blocking', 'policy/incomplete-analysis: off'),
        'src/d.ts': 'export const d = 1; // agent-gate-ignore env/undeclared: platform var\n',
        'src/e.ts': 'export const e = 1; // agent-gate-ignore env/undeclared\n',
      },
      agent: true,
    });
    const report = await runCheck({
      repoDir: r.dir,
      base: r.base,
      head: r.head,
      onlyRules: ['policy/gate-weakened'],
      options: { pullRequest, configPath },
    });
    return report.findings.filter((f) => f.ruleId === 'policy/gate-weakened').map((f) => `${f.file}:${f.line}`);
  };

  it('reports the config loosening and both suppressions without an approval', async () => {
    expect(await run({})).toEqual(['.github/agent-gate.yml:2', 'src/d.ts:1', 'src/e.ts:1']);
  });
  it('keeps only the reasonless suppression once a human approved', async () => {
    expect(await run({ approvedByHuman: true })).toEqual(['src/e.ts:1']);
    expect(await run({ labels: ['Agent-Gate-Approved'] })).toEqual(['src/e.ts:1']);
  });
  it('watches the configured config file', async () => {
    expect(await run({}, 'ci/gate.yml')).toEqual(['ci/gate.yml:2', 'src/d.ts:1', 'src/e.ts:1']);
  });
});
