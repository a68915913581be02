import { loadTsMorph } from '../../src/workspace/ts';
import { resolveString } from '../../src/extractors/code/resolve-string';
import { workspaceFor } from '../helpers/workspace';

/** What `value` (the initializer of `const value = …` in src/main.ts) resolves to. */
function resolve(main: string, files: Record<string, string> = {}): string | undefined {
  const ws = workspaceFor({ base: { ...files, 'src/main.ts': main } });
  const sf = ws.head.sourceFile('src/main.ts')!;
  const { SyntaxKind } = loadTsMorph();
  const decl = sf.getDescendantsOfKind(SyntaxKind.VariableDeclaration).find((d) => d.getName() === 'value')!;
  return resolveString(ws.head, decl.getInitializer());
}

describe('resolveString', () => {
  const config = {
    'src/base.ts': "export const base = { id: 'xero', name: 'Xero' };\n",
    'src/config.ts': "import { base } from './base';\nexport default { ...base, images: [] as string[] };\n",
  };
  it.each<[string, string, Record<string, string>, string | undefined]>([
    ['a literal', "const value = 'a';", {}, 'a'],
    [
      'a respelled constant',
      "const key = 'google-ads';\nconst value = `${key.toUpperCase().replace(/-/g, '_')}_CLIENT_ID`;",
      {},
      'GOOGLE_ADS_CLIENT_ID',
    ],
    ['replaceAll of a literal, then trim', "const value = ' a.b.c '.replaceAll('.', '/').trim();", {}, 'a/b/c'],
    // look-alikes: a pattern with a quantifier, a replacement that refers to the match
    ['a pattern with a quantifier is not read', "const value = 'a--b'.replace(/-+/g, '_');", {}, undefined],
    ['a replacement with `$&` is not read', "const value = 'a-b'.replace('-', '$&$&');", {}, undefined],
    ['a property of a const object', "const o = { a: 'x' };\nconst value = o.a;", {}, 'x'],
    ['a property given by a spread', "const b = { a: 'x' };\nconst o = { ...b };\nconst value = o.a;", {}, 'x'],
    [
      'a property after a spread wins',
      "const b = { a: 'x' };\nconst o = { ...b, a: 'y' };\nconst value = o.a;",
      {},
      'y',
    ],
    [
      'a spread after a property wins',
      "const b = { a: 'x' };\nconst o = { a: 'y', ...b };\nconst value = o.a;",
      {},
      'x',
    ],
    [
      'a spread of an unknown object may hold the key',
      "const o = { a: 'y', ...globalThis.x };\nconst value = o.a;",
      {},
      undefined,
    ],
    ['a method of that name is not a string', "const o = { a() { return 'x'; } };\nconst value = o.a;", {}, undefined],
    [
      "a default import's property, through a spread in another module",
      "import config from './config';\nconst value = config.id;",
      config,
      'xero',
    ],
    [
      'a key no part of the object has',
      "import config from './config';\nconst value = config.slug;",
      config,
      undefined,
    ],
    ['a let is not a constant', "let o = { a: 'x' };\no = { a: 'y' };\nconst value = o.a;", {}, undefined],
  ])('%s', (_, main, files, expected) => {
    expect(resolve(main, files)).toBe(expected);
  });
});
