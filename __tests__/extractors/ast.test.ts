import { Node, Project, ts, type Identifier } from 'ts-morph';
import { declarationOf } from '../../src/extractors/code/ast';

// declarationOf answers what ts-morph's getSymbol() answers through the type checker (here,
// in the tests, the real one): the declaration an identifier refers to. Each case marks
// the identifier with /*@*/ and names the declaration expected (by its text), or none.

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

// One program holds every case, each in its own file: the checker (and its lib files) is
// built once. Every file is a module, so no case sees another's top-level names.
const project = new Project({
  useInMemoryFileSystem: true,
  compilerOptions: { allowJs: true, moduleDetection: ts.ModuleDetectionKind.Force },
});
const marked = new Map<string, Identifier>(
  cases.map(([name, text], i) => {
    const sf = project.createSourceFile(`/case${i}.ts`, text);
    const id = sf.getDescendantAtPos(text.indexOf('/*@*/') + '/*@*/'.length);
    if (!id || !Node.isIdentifier(id)) throw new Error(`no identifier after /*@*/ in: ${text}`);
    return [name, id];
  }),
);

describe('declarationOf', () => {
  it.each(cases)('%s', (name, _text, expected) => {
    const found = declarationOf(marked.get(name)!);
    expect(found?.getText()).toBe(expected);
  });

  it.each(cases)('agrees with the type checker: %s', (name) => {
    const id = marked.get(name)!;
    expect(declarationOf(id)).toBe(id.getSymbol()?.getDeclarations()[0]);
  });
});
