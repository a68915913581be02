import Ajv from 'ajv';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { configJsonSchema, SCHEMA_PATH, SCHEMA_URL } from '../../scripts/config-json-schema';
import { ConfigError, parseConfig } from '../../src/core/config';
import { knownRules } from '../../src/core/run';

const root = join(__dirname, '..', '..');
const committed = JSON.parse(readFileSync(join(root, SCHEMA_PATH), 'utf8')) as Record<string, unknown>;

it('the committed JSON Schema is the one the zod schema generates (else run npm run schema)', () => {
  expect(committed).toEqual(configJsonSchema());
});

it('the README tells editors where the schema is', () => {
  expect(readFileSync(join(root, 'README.md'), 'utf8')).toContain(`# yaml-language-server: $schema=${SCHEMA_URL}`);
});

describe('the JSON Schema and the gate agree', () => {
  const validate = new Ajv({ allErrors: true }).compile(committed);
  const gateAccepts = (text: string): boolean => {
    try {
      parseConfig(text, { file: 'c.yml' }, knownRules());
      return true;
    } catch (err) {
      if (err instanceof ConfigError) return false;
      throw err;
    }
  };

  it.each([
    ['the README example', readmeConfig()],
    ['every key', 'rules: {}\nagent-rules: {}\nignore: []\nprotected: []\napproval-label: ok\nagents: {}\n'],
    ['severities', 'rules: { stripe/api-version: off, env/orphaned: blocking }\n'],
    ['a glob with dots inside a name', 'ignore: ["a..b/**", ".github/**"]\n'],
    ['nested agent settings', 'agents: { logins: [bot], co-author-patterns: [acme] }\n'],
  ])('both accept %s', (_name, text) => {
    expect(gateAccepts(text)).toBe(true);
    expect(validate(parseYaml(text) ?? {})).toBe(true);
  });

  it.each([
    ['a mistyped rule id', 'rules: { env/undeclard: off }\n'],
    ['an unknown key', 'rulez: {}\n'],
    ['an unknown nested key', 'agents: { loginz: [x] }\n'],
    ['a bad severity', 'agent-rules: { env/orphaned: loud }\n'],
    ['a string for a list', 'ignore: fixtures/**\n'],
    ['an absolute path', 'ignore: [/etc/**]\n'],
    ['a Windows path', 'protected: ["C:/x"]\n'],
    ['a traversal', 'protected: [a/../../b]\n'],
    ['an empty label', "approval-label: ''\n"],
    ['a list at the top', '- a\n'],
  ])('both reject %s', (_name, text) => {
    expect(gateAccepts(text)).toBe(false);
    expect(validate(parseYaml(text))).toBe(false);
  });
});

/** The config block of the README's Action section. */
function readmeConfig(): string {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const block = /\*\*Config\*\*[\s\S]*?```yaml\n([\s\S]*?)```/.exec(readme);
  if (!block) throw new Error('README: no config example after **Config**');
  return block[1];
}
