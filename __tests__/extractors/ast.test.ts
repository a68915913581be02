import { Node, Project } from 'ts-morph';
import { declarationOf } from '../../src/extractors/ast';

// declarationOf answers what ts-morph's getSymbol() answers through the type checker (here,
// in the tests, the real one): the declaration an identifier refers to. Each case marks
// the identifier with /*@*/ and names the declaration expected (by its text), or none.

function marked(text: string) {
  const project = new Project({ useInMemoryFileSystem: true, compilerOptions: { allowJs: true } });
  const sf = project.createSourceFile('/m.ts', text);
  const at = text.indexOf('/*@*/') + '/*@*/'.length;
  const id = sf.getDescendantAtPos(at);
  if (!id || !Node.isIdentifier(id)) throw new Error(`no identifier after /*@*/ in: ${text}`);
  return id;
}

const cases: [string, string, string | undefined][] = [
  ['a const in the same block', 'const secret = "x";\nuse(/*@*/secret);', 'secret = "x"'],
  ['a parameter', 'function f(body: string) { return /*@*/body; }', 'body: string'],
  ['an arrow parameter', 'const f = (req) => /*@*/req.body;', 'req'],
  ['a decorated parameter', 'class C { m(@Body() body: unknown) { return /*@*/body; } }', '@Body() body: unknown'],
  ['a let in an outer block', 'let raw;\nif (a) { raw = 1; use(/*@*/raw); }', 'raw'],
  ['an inner let shadows an outer one', 'const v = 1;\n{ const v = 2; use(/*@*/v); }', 'v = 2'],
  ['a parameter shadows a module const', 'const v = 1;\nfunction f(v) { return /*@*/v; }', 'v'],
  ['a var declared later in a nested block', 'function f() { use(/*@*/x); if (a) { var x = 3; } }', 'x = 3'],
  ['a var of a nested function is not visible', 'function f() { use(/*@*/x); function g() { var x = 1; } }', undefined],
  ['a let of a sibling block is not visible', 'function f() { { let x = 1; } use(/*@*/x); }', undefined],
  ['a for-of variable', 'for (const evt of events) { handle(/*@*/evt); }', 'evt'],
  ['a catch variable', 'try { a(); } catch (err) { log(/*@*/err); }', 'err'],
  ['a destructured name', 'const { data, type } = event;\nuse(/*@*/type);', 'type'],
  ['a nested array pattern', 'const [a, [b]] = pair;\nuse(/*@*/b);', 'b'],
  ['a function declaration', 'function handler() {}\nuse(/*@*/handler);', 'function handler() {}'],
  ['a named import', "import { stripe } from './lib';\n/*@*/stripe.charges;", 'stripe'],
  ['an aliased import', "import { client as stripe } from './lib';\n/*@*/stripe.charges;", 'client as stripe'],
  ['a global', 'use(/*@*/process);', undefined],
];

describe('declarationOf', () => {
  it.each(cases)('%s', (_, text, expected) => {
    const id = marked(text);
    const found = declarationOf(id);
    expect(found?.getText()).toBe(expected);
  });

  it.each(cases)('agrees with the type checker: %s', (_, text) => {
    const id = marked(text);
    expect(declarationOf(id)).toBe(id.getSymbol()?.getDeclarations()[0]);
  });
});
