import { Project, type Node } from 'ts-morph';
import { exportedDeclarations, isExportedDeclaration } from '../../src/extractors/code/exports';

// A module's exports are read from its statements: no type checker (which ts-morph's
// isExported() builds for every declaration without the keyword).

function parse(text: string) {
  const project = new Project({ useInMemoryFileSystem: true, skipLoadingLibFiles: true });
  return project.createSourceFile('/m.ts', text);
}

/** "name → declared name" for every export of the module. */
function exportsOf(text: string): string[] {
  const out: string[] = [];
  for (const [name, nodes] of exportedDeclarations(parse(text))) {
    for (const node of nodes) out.push(`${name} → ${declaredName(node)}`);
  }
  return out.sort();
}

function declaredName(node: Node): string {
  const named = node as unknown as { getName?: () => string | undefined };
  return named.getName?.() ?? node.getText();
}

describe('exportedDeclarations', () => {
  it.each<[string, string, string[]]>([
    ['an exported function', 'export function pay() {}', ['pay → pay']],
    ['an exported class', 'export class Cart {}', ['Cart → Cart']],
    ['exported variables', 'export const a = 1, b = 2;', ['a → a', 'b → b']],
    ['a default function', 'export default function pay() {}', ['default → pay']],
    [
      'a named export list',
      'function pay() {}\nconst fee = 1;\nexport { pay, fee as charge };',
      ['charge → fee', 'pay → pay'],
    ],
    ['a default export of a local', 'function pay() {}\nexport default pay;', ['default → pay']],
    ['a default export of an expression', 'export default () => 1;', ['default → () => 1']],
    [
      'CommonJS: module.exports of an object literal (the default, and each member by name)',
      'function getUser() {}\nconst list = () => 1;\nmodule.exports = { getUser, all: list, ping() {} };',
      ['all → list', 'default → { getUser, all: list, ping() {} }', 'getUser → getUser', 'ping → ping'],
    ],
    [
      'CommonJS: module.exports of a local',
      'const router = makeRouter();\nmodule.exports = router;',
      ['default → router'],
    ],
    [
      'CommonJS: exports.name and module.exports.name',
      'exports.getUser = async (req, res) => {};\nmodule.exports.list = list;\nfunction list() {}',
      ['getUser → async (req, res) => {}', 'list → list'],
    ],
    // look-alikes that export nothing
    [
      'CommonJS look-alike: a property of another object named exports',
      'config.exports = 1;\nmodule.exported = 2;',
      [],
    ],
    ['local declarations', 'function pay() {}\nconst fee = 1;\nclass Cart {}', []],
    ['a re-export from another module (not followed)', "export { pay } from './pay';", []],
    ['`export =`', 'function pay() {}\nexport = pay;', []],
    ['an export inside a namespace', 'namespace N {\n  export function pay() {}\n}', []],
    ['the word export in a string or comment', "const s = 'export function pay() {}'; // export const x = 1", []],
  ])('%s', (_, text, expected) => {
    expect(exportsOf(text)).toEqual(expected);
  });
});

describe('isExportedDeclaration', () => {
  const sf = parse(
    'export function a() {}\nfunction b() {}\nfunction c() {}\nexport { c };\nconst d = 1, e = 2;\nexport { e as f };\nfunction g() {}\nexport default g;\nclass H {}\n',
  );
  it.each<[string, boolean]>([
    ['a', true],
    ['b', false],
    ['c', true],
    ['d', false],
    ['e', true],
    ['g', true],
    ['H', false],
  ])('%s: %s', (name, exported) => {
    const node = sf.getFunction(name) ?? sf.getVariableDeclaration(name) ?? sf.getClass(name);
    expect(isExportedDeclaration(node!)).toBe(exported);
  });

  it('a variable statement is exported when one of its declarations is', () => {
    // `const d = 1, e = 2;` with `export { e as f }`
    expect(isExportedDeclaration(sf.getVariableStatements()[0])).toBe(true);
    expect(isExportedDeclaration(parse('const x = 1;').getVariableStatements()[0])).toBe(false);
  });
});
