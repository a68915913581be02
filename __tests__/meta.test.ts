import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ALL_RULES } from '../src/rules';
import { VERSION } from '../src/version';

const root = join(__dirname, '..');

describe('every rule', () => {
  it.each(ALL_RULES.map((r) => [r.meta.id]))('%s has its source file, docs page and table-driven test', (id) => {
    expect(existsSync(join(root, 'src/rules', `${id}.ts`))).toBe(true);
    expect(existsSync(join(root, 'docs/rules', `${id}.md`))).toBe(true);
    const test = join(root, '__tests__/rules', `${id}.test.ts`);
    expect(existsSync(test)).toBe(true);
    const text = readFileSync(test, 'utf8');
    expect(text).toMatch(/valid:/);
    expect(text).toMatch(/invalid:/);
  });

  it.each(ALL_RULES.map((r) => [r.meta.id]))('%s is listed in the README rule table', (id) => {
    expect(readFileSync(join(root, 'README.md'), 'utf8')).toContain(`docs/rules/${id}.md`);
  });

  it('rule ids are unique and shaped family/name', () => {
    const ids = ALL_RULES.map((r) => r.meta.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z]+\/[a-z0-9-]+$/);
  });
});

it('the version in reports matches package.json', () => {
  expect(JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version).toBe(VERSION);
});

it('stripe-mock is pinned to the version the tests replay against, wherever it is named', () => {
  const pin = JSON.parse(readFileSync(join(root, 'scripts/stripe-mock-version.json'), 'utf8')) as { version: string };
  const docs = (dir: string): string[] =>
    readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? docs(join(dir, e.name)) : /\.(md|ya?ml)$/.test(e.name) ? [join(dir, e.name)] : [],
    );
  const files = ['README.md', ...docs('docs'), ...docs('.github'), ...docs('workflow-templates')];
  const named = new Map<string, string[]>();
  for (const file of files) {
    // `stripe/stripe-mock:v0.203.0` (the image), `github.com/stripe/stripe-mock@v0.203.0` (go install).
    const tags = [...readFileSync(join(root, file), 'utf8').matchAll(/stripe\/stripe-mock[:@](v?[\w.-]*\w)/g)];
    if (tags.length > 0) named.set(file, [...new Set(tags.map((m) => m[1]))]);
  }
  expect(named.get('.github/workflows/agent-gate.yml')).toEqual([pin.version]);
  expect(named.get('README.md')).toEqual([pin.version]);
  for (const [file, tags] of named) expect({ file, tags }).toEqual({ file, tags: [pin.version] });
});
