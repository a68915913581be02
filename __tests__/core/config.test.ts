import { ConfigError, parseConfig } from '../../src/core/config';
import { knownRules } from '../../src/core/run';
import { closest } from '../../src/core/suggest';

const rules = knownRules();
const origin = { file: '.github/agent-gate.yml', revision: '0123456789abcdef' };

function problems(text: string): string[] {
  try {
    parseConfig(text, origin, rules);
  } catch (err) {
    if (err instanceof ConfigError) return err.message.split('\n');
    throw err;
  }
  return [];
}

describe('parseConfig', () => {
  it('reads kebab-case keys and fills defaults', () => {
    const config = parseConfig(
      'rules:\n  env/orphaned: blocking\nagent-rules:\n  tests/missing-for-change: warning\nprotected: ["infra/**"]\n',
      origin,
      rules,
    );
    expect(config.rules).toEqual({ 'env/orphaned': 'blocking' });
    expect(config.agentRules).toEqual({ 'tests/missing-for-change': 'warning' });
    expect(config.protected).toEqual(['infra/**']);
    expect(config.approvalLabel).toBe('agent-gate-approved');
    expect(config.agents.labels).toEqual(['ai-generated']);
  });

  it.each([
    ['an empty file', ''],
    ['only comments', '# nothing set yet\n'],
    ['every key', 'rules: {}\nagent-rules: {}\nignore: []\nprotected: []\napproval-label: ok\nagents: {}\n'],
    ['off written plainly (a string in YAML 1.2)', 'rules: { stripe/api-version: off }\n'],
    ['the incomplete-analysis rule', 'agent-rules:\n  policy/incomplete-analysis: warning\n'],
    ['a schema comment', '# yaml-language-server: $schema=https://example.com/s.json\nignore: ["a/**"]\n'],
  ])('accepts %s', (_name, text) => {
    expect(problems(text)).toEqual([]);
  });

  it.each([
    [
      'a mistyped rule id, with its line and a did-you-mean',
      'rules: { env/undeclard: off }\n',
      ['.github/agent-gate.yml:1:10 (at 0123456): rules: unknown rule id env/undeclard (did you mean env/undeclared?)'],
    ],
    [
      'a rule id written without its family',
      'agent-rules:\n  undeclared: blocking\n',
      [
        '.github/agent-gate.yml:2:3 (at 0123456): agent-rules: unknown rule id undeclared (did you mean env/undeclared?)',
      ],
    ],
    [
      'a rule id nothing is near',
      'rules:\n  foo/bar: off\n',
      ['.github/agent-gate.yml:2:3 (at 0123456): rules: unknown rule id foo/bar (agent-gate rules lists the rule ids)'],
    ],
    [
      'an unknown key at the top',
      'rulez: {}\n',
      ['.github/agent-gate.yml:1:1 (at 0123456): unknown key rulez (did you mean rules?)'],
    ],
    [
      'a rule severity outside rules:',
      'env/orphaned: off\n',
      ['.github/agent-gate.yml:1:1 (at 0123456): unknown key env/orphaned (a rule severity goes under rules:)'],
    ],
    [
      'an unknown nested key',
      'agents:\n  logins: [a]\n  branch-prefix: [bot/]\n',
      ['.github/agent-gate.yml:3:3 (at 0123456): agents: unknown key branch-prefix (did you mean branch-prefixes?)'],
    ],
    [
      'a severity that is not one',
      'rules:\n  env/orphaned: blocker\n',
      [
        '.github/agent-gate.yml:2:17 (at 0123456): rules.env/orphaned: "blocker" is not one of off, notice, warning, blocking (did you mean blocking?)',
      ],
    ],
    [
      'a string where a list goes',
      'ignore: fixtures/**\n',
      ['.github/agent-gate.yml:1:9 (at 0123456): ignore: expected a list, got a string'],
    ],
    [
      'a key with no value',
      'protected:\n',
      ['.github/agent-gate.yml:1:11 (at 0123456): protected: has no value: expected a list'],
    ],
    ['a list at the top', '- rules\n', ['.github/agent-gate.yml:1:1 (at 0123456): expected a mapping, got a list']],
    [
      'an absolute path and a traversal, each at its item',
      'ignore:\n  - ok/**\n  - /etc/**\nprotected: ["../x"]\n',
      [
        '.github/agent-gate.yml:3:5 (at 0123456): ignore[1]: must be relative to the repository root',
        '.github/agent-gate.yml:4:13 (at 0123456): protected[0]: must not contain ".." segments',
      ],
    ],
    [
      'an empty label',
      "approval-label: ''\n",
      ['.github/agent-gate.yml:1:17 (at 0123456): approval-label: must not be empty'],
    ],
    [
      'a number where a string goes',
      'agents: { logins: [42] }\n',
      ['.github/agent-gate.yml:1:20 (at 0123456): agents.logins[0]: expected a string, got a number'],
    ],
    [
      'a duplicated key',
      'ignore: []\nignore: [a]\n',
      ['.github/agent-gate.yml:2:1 (at 0123456): not valid YAML: Map keys must be unique'],
    ],
    [
      'an unclosed list',
      'rules: [\n',
      [expect.stringMatching(/^\.github\/agent-gate\.yml:2:1 \(at 0123456\): not valid YAML: /)],
    ],
    [
      'a collection used as a key',
      '? [a, b]\n: c\n',
      ['.github/agent-gate.yml:1:1 (at 0123456): unknown key [ a, b ]'],
    ],
  ])('rejects %s', (_name, text, expected) => {
    expect(problems(text)).toEqual(expected);
  });

  it('lists every problem, in the order of the file', () => {
    const lines = problems('rulez: {}\nrules:\n  env/orphand: off\n  env/undeclared: loud\nignore: x\n');
    expect(lines.map((l) => l.split(' ')[0])).toEqual([
      '.github/agent-gate.yml:1:1',
      '.github/agent-gate.yml:3:3',
      '.github/agent-gate.yml:4:19',
      '.github/agent-gate.yml:5:9',
    ]);
  });

  it('keeps the file and problems on the error, for annotations', () => {
    let error: ConfigError | undefined;
    try {
      parseConfig('\nrules: { env/undeclard: off }\n', { file: 'cfg.yml' }, rules);
    } catch (err) {
      error = err as ConfigError;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect(error).toMatchObject({ file: 'cfg.yml', revision: undefined, problems: [{ line: 2, column: 10 }] });
    expect(error!.message).toBe('cfg.yml:2:10: rules: unknown rule id env/undeclard (did you mean env/undeclared?)');
  });

  it('does not write the yaml package warnings to stderr', () => {
    const emit = jest.spyOn(process, 'emitWarning');
    try {
      problems('? [a, b]\n: c\n');
      problems('x: !custom 1\n');
      expect(emit).not.toHaveBeenCalled();
    } finally {
      emit.mockRestore();
    }
  });
});

describe('closest', () => {
  const ids = rules.map((r) => r.id);
  it.each([
    ['env/undeclard', ids, 'env/undeclared'],
    ['tests/missing-for-changes', ids, 'tests/missing-for-change'],
    ['undeclared', ids, 'env/undeclared'],
    ['Stripe/API-Version', ids, 'stripe/api-version'],
    ['--fromat', ['--format', '--force', '--repo'], '--format'],
    ['blocker', ['off', 'notice', 'warning', 'blocking'], 'blocking'],
  ])('%s → %s', (name, candidates, expected) => {
    expect(closest(name, candidates)).toBe(expected);
  });
  it.each([
    ['foo/bar', ids],
    ['xyz', ['--format', '--force']],
    ['env', ids],
    ['rules', ['rules']],
  ])('suggests nothing for %s', (name, candidates) => {
    expect(closest(name, candidates)).toBeUndefined();
  });
});
