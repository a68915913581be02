import { Project, SyntaxKind, type Node } from 'ts-morph';
import { descendantsOfKinds, identifierNames } from '../../src/extractors/code/syntax';

const source = `
/** Reads the order. @param req the request */
export function load(req: Request) {
  const handler = async () => {
    const inner = function () { return req.url; };
    return inner();
  };
  class Store { get(id: string) { return id; } }
  return { handler, make: () => new Store() };
}
const top = 1;
`;

function parse(): Node {
  return new Project({ useInMemoryFileSystem: true }).createSourceFile('/a.ts', source);
}

describe('descendantsOfKinds', () => {
  it('finds the kinds in document order, an enclosing node before those inside it', () => {
    const kinds = [
      SyntaxKind.FunctionDeclaration,
      SyntaxKind.ArrowFunction,
      SyntaxKind.FunctionExpression,
      SyntaxKind.MethodDeclaration,
      SyntaxKind.VariableDeclaration,
    ];
    const sf = parse();
    const expected = sf.getDescendants().filter((n) => kinds.includes(n.getKind()));
    const found = descendantsOfKinds(sf, kinds);
    expect(found.map((n) => n.getKindName())).toEqual(expected.map((n) => n.getKindName()));
    // the same wrapped nodes, not copies
    found.forEach((n, i) => expect(n).toBe(expected[i]));
  });

  it('finds names and literals of the code, not of its doc comments', () => {
    const sf = new Project({ useInMemoryFileSystem: true }).createSourceFile(
      '/b.ts',
      "/** @param {'doc'} h the header */\nexport const read = (h: Headers) => h.get('stripe-signature') ?? `none`;\n",
    );
    const found = descendantsOfKinds(sf, [SyntaxKind.StringLiteral, SyntaxKind.NoSubstitutionTemplateLiteral]);
    expect(found.map((n) => n.getText())).toEqual(["'stripe-signature'", '`none`']);
  });

  it('finds nothing where there is none of the kinds', () => {
    expect(descendantsOfKinds(parse(), [SyntaxKind.WhileStatement])).toEqual([]);
  });
});

describe('identifierNames', () => {
  it('names every identifier of the code, and none of its doc comments', () => {
    const fn = parse().getFirstDescendantByKindOrThrow(SyntaxKind.FunctionDeclaration);
    const names = identifierNames(fn);
    for (const n of ['load', 'req', 'Request', 'handler', 'inner', 'url', 'Store', 'get', 'id', 'make']) {
      expect(names.has(n)).toBe(true);
    }
    expect(names.has('top')).toBe(false);
    expect(names.has('param')).toBe(false);
    expect(names.has('the')).toBe(false);
  });
});
