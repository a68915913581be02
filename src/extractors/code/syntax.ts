import type {
  ArrowFunction,
  FunctionDeclaration,
  FunctionExpression,
  MethodDeclaration,
  Node,
  SourceFile,
  SyntaxKind,
  ts,
} from 'ts-morph';
import { unwrapExpression } from './ast';
import { loadTsMorph } from '../../workspace/ts';

/** Small questions about a function's syntax that the route, shape and client extractors share. */

/** Strips await, parentheses and type assertions. */
export function unwrap(node: Node): Node {
  return unwrapExpression(node);
}

/** Climbs from an expression through await / parentheses / `as` / `!` / `satisfies` to the outermost wrapper. */
export function climb(n: Node): Node {
  const { Node } = loadTsMorph();
  let x = n;
  for (;;) {
    const p = x.getParent();
    if (
      p &&
      (Node.isAwaitExpression(p) ||
        Node.isParenthesizedExpression(p) ||
        Node.isAsExpression(p) ||
        Node.isNonNullExpression(p) ||
        Node.isSatisfiesExpression(p) ||
        Node.isTypeAssertion(p))
    )
      x = p;
    else return x;
  }
}

/** The initializer of the nearest declaration of a local (`const body = {...}`) in scope or at top level. */
export function localInitializer(id: Node, scope: Node): Node | undefined {
  const decl = localDeclaration(id, scope);
  const { Node } = loadTsMorph();
  if (decl && Node.isVariableDeclaration(decl) && Node.isIdentifier(decl.getNameNode())) return decl.getInitializer();
  return undefined;
}

/** The variable declaration (in scope, then top level) that binds the identifier's name, simple or destructured. */
export function localDeclaration(id: Node, scope: Node): Node | undefined {
  const { Node, SyntaxKind } = loadTsMorph();
  const name = id.getText();
  const binds = (d: Node): boolean => {
    if (!Node.isVariableDeclaration(d)) return false;
    const n = d.getNameNode();
    if (Node.isIdentifier(n)) return n.getText() === name;
    return n.getDescendantsOfKind(SyntaxKind.Identifier).some((i) => i.getText() === name && isBindingName(i));
  };
  const inScope = scope
    .getDescendantsOfKind(SyntaxKind.VariableDeclaration)
    .filter((d) => binds(d) && d.getStart() < id.getStart());
  if (inScope.length > 0) return inScope[inScope.length - 1];
  const top = id
    .getSourceFile()
    .getVariableStatements()
    .flatMap((s) => s.getDeclarations())
    .find((d) => binds(d));
  return top;
}

function isBindingName(id: Node): boolean {
  const { Node } = loadTsMorph();
  const parent = id.getParent();
  if (!parent) return false;
  if (Node.isBindingElement(parent)) return parent.getNameNode() === id;
  return false;
}

export function sameFileFunction(sf: SourceFile, name: string): Node | undefined {
  const { Node } = loadTsMorph();
  const fn = sf.getFunction(name);
  if (fn) return fn;
  const init = sf.getVariableDeclaration(name)?.getInitializer();
  if (init && (Node.isArrowFunction(init) || Node.isFunctionExpression(init))) return init;
  return undefined;
}

/** Whether `inner` lies within `outer`: the same file, and inside its text. */
export function contains(outer: Node, inner: Node): boolean {
  return (
    outer.getSourceFile() === inner.getSourceFile() &&
    outer.getPos() <= inner.getPos() &&
    inner.getEnd() <= outer.getEnd()
  );
}

/** Expressions a function returns (its own returns, not those of nested functions). */
export function returnedExpressions(fn: Node): Node[] {
  const { Node, SyntaxKind } = loadTsMorph();
  const out: Node[] = [];
  if (Node.isArrowFunction(fn)) {
    const body = fn.getBody();
    if (!Node.isBlock(body)) return [body];
  }
  for (const r of fn.getDescendantsOfKind(SyntaxKind.ReturnStatement)) {
    const e = r.getExpression();
    if (e && nearestFunction(r) === fn) out.push(e);
  }
  return out;
}

/**
 * The function that returns this expression (`return { … }`, or an arrow's expression
 * body), through parentheses and `as`/`satisfies`; undefined when it is not returned.
 */
export function returningFunction(expr: Node): Node | undefined {
  const { Node } = loadTsMorph();
  let n: Node = expr;
  for (let p = n.getParent(); p; n = p, p = p.getParent()) {
    if (Node.isParenthesizedExpression(p) || Node.isAsExpression(p) || Node.isSatisfiesExpression(p)) continue;
    if (Node.isReturnStatement(p)) return nearestFunction(p);
    return Node.isArrowFunction(p) && p.getBody() === n ? p : undefined;
  }
  return undefined;
}

/**
 * The function never returns normally: it is declared to return `never`, or its block body
 * ends in a `throw` and has no `return` of its own (`handleError(e) { log(e); throw wrap(e) }`).
 */
export function neverReturns(fn: Node): boolean {
  const { Node, SyntaxKind } = loadTsMorph();
  if (!isFunctionLike(fn)) return false;
  if (fn.getReturnTypeNode()?.getKind() === SyntaxKind.NeverKeyword) return true;
  const body = fn.getBody();
  if (!body || !Node.isBlock(body)) return false;
  const last = body.getStatements().at(-1);
  if (!last || !Node.isThrowStatement(last)) return false;
  return body.getDescendantsOfKind(SyntaxKind.ReturnStatement).every((r) => nearestFunction(r) !== fn);
}

export function nearestFunction(node: Node): Node | undefined {
  const { Node } = loadTsMorph();
  return node.getFirstAncestor(
    (a) =>
      Node.isFunctionDeclaration(a) ||
      Node.isArrowFunction(a) ||
      Node.isFunctionExpression(a) ||
      Node.isMethodDeclaration(a) ||
      Node.isConstructorDeclaration(a) ||
      Node.isGetAccessorDeclaration(a),
  );
}

/** A function, arrow function, function expression or method. */
export function isFunctionLike(
  node: Node | undefined,
): node is ArrowFunction | FunctionDeclaration | FunctionExpression | MethodDeclaration {
  const { Node } = loadTsMorph();
  return (
    !!node &&
    (Node.isFunctionDeclaration(node) ||
      Node.isArrowFunction(node) ||
      Node.isFunctionExpression(node) ||
      Node.isMethodDeclaration(node))
  );
}

/** The parameters of a function-like node (none for anything else). */
export function parametersOf(fn: Node): Node[] {
  return isFunctionLike(fn) ? fn.getParameters() : [];
}

export function rootIdentifier(node: Node): string | undefined {
  const root = rootNode(node);
  const { Node } = loadTsMorph();
  if (!root) return undefined;
  return Node.isThisExpression(root) ? 'this' : root.getText();
}

/** The identifier (or `this`) an access chain starts from: `a` of `a.b(c).d[e]`. */
export function rootNode(node: Node): Node | undefined {
  const { Node } = loadTsMorph();
  let n: Node = node;
  for (;;) {
    if (Node.isIdentifier(n) || Node.isThisExpression(n)) return n;
    if (Node.isPropertyAccessExpression(n) || Node.isElementAccessExpression(n) || Node.isCallExpression(n)) {
      n = n.getExpression();
    } else if (Node.isAwaitExpression(n) || Node.isParenthesizedExpression(n) || Node.isNonNullExpression(n)) {
      n = n.getExpression();
    } else return undefined;
  }
}

export function firstParamName(fn: Node): string | undefined {
  const { Node } = loadTsMorph();
  const p = parametersOf(fn)[0];
  const n = p && Node.isParameterDeclaration(p) ? p.getNameNode() : undefined;
  if (n && Node.isIdentifier(n)) return n.getText();
  return undefined;
}

/** Array methods whose result holds the same elements (`filter`, `slice`, `sort`, …). */
export const ARRAY_KEEP = new Set([
  'filter',
  'slice',
  'sort',
  'reverse',
  'concat',
  'toSorted',
  'toReversed',
  'toSpliced',
]);
/** Array methods whose result is one of the elements. */
export const ARRAY_ELEMENT = new Set(['find', 'findLast', 'at', 'pop', 'shift']);
/** Array methods whose callback's first parameter is an element. */
export const ARRAY_CALLBACK = new Set([
  'map',
  'flatMap',
  'filter',
  'find',
  'findLast',
  'forEach',
  'some',
  'every',
  'sort',
  'toSorted',
  'findIndex',
  'findLastIndex',
]);

/** The name a call is made by: `f` of `f()`, `m` of `x.m()`, else ''. */
export function calleeName(call: Node): string {
  const { Node } = loadTsMorph();
  if (!Node.isCallExpression(call)) return '';
  const callee = call.getExpression();
  if (Node.isIdentifier(callee)) return callee.getText();
  return Node.isPropertyAccessExpression(callee) ? callee.getName() : '';
}

/**
 * The descendants of `node` of these kinds, in document order (a node before the nodes
 * inside it), found in the parse tree and wrapped only when found: a walk of
 * `getDescendants()` or `forEachDescendant` wraps every node of the file, which on a long
 * file costs many times more. Kinds of the parse tree only: nodes, names and literals,
 * not punctuation, and nothing inside doc comments.
 */
export function descendantsOfKinds(node: Node, kinds: readonly SyntaxKind[]): Node[] {
  // One walk of the compiler's tree for all the kinds (ts-morph's search walks it once per
  // kind, through generators), each node found wrapped as ts-morph wraps it.
  const { ts } = loadTsMorph();
  const wanted = new Set<number>(kinds);
  const out: Node[] = [];
  const visit = (n: ts.Node): void => {
    const wrapped = wanted.has(n.kind) ? wrapperOf(node, n) : undefined;
    if (wrapped) out.push(wrapped);
    ts.forEachChild(n, visit);
  };
  ts.forEachChild(node.compilerNode, visit);
  return out;
}

/**
 * ts-morph's node for a compiler node of the file `within` is in: its own wrapper, the one
 * every other call returns. ts-morph makes it with a method its types leave out; should a
 * version lack it, the node at the compiler node's start is climbed to it.
 */
export function wrapperOf(within: Node, compilerNode: ts.Node): Node | undefined {
  const wrap = (within as unknown as Partial<Wrapping>)._getNodeFromCompilerNode;
  if (typeof wrap === 'function') return wrap.call(within, compilerNode);
  const sf = within.getSourceFile();
  let at: Node | undefined = sf.getDescendantAtPos(compilerNode.getStart(sf.compilerNode));
  while (at && at.compilerNode !== compilerNode) at = at.getParent();
  return at;
}

interface Wrapping {
  _getNodeFromCompilerNode(this: Node, compilerNode: ts.Node): Node;
}

/** The names of the identifiers inside `node` (JSDoc aside), read from the compiler's tree. */
export function identifierNames(node: Node): Set<string> {
  const { ts } = loadTsMorph();
  const names = new Set<string>();
  const visit = (n: ts.Node): void => {
    if (n.kind === ts.SyntaxKind.Identifier) names.add((n as ts.Identifier).text);
    ts.forEachChild(n, visit);
  };
  ts.forEachChild(node.compilerNode, visit);
  return names;
}

/** An identifier that only names a property (`x.name`, `{ name: v }`, `<C name={…} />`). */
export function isNameOnly(id: Node): boolean {
  const { Node } = loadTsMorph();
  const p = id.getParent();
  if (!p) return false;
  if (Node.isPropertyAccessExpression(p) && p.getNameNode() === id) return true;
  if (Node.isPropertyAssignment(p) && p.getNameNode() === id) return true;
  if (Node.isBindingElement(p) && p.getPropertyNameNode() === id) return true;
  if (Node.isJsxAttribute(p) && p.getNameNode() === id) return true;
  if (
    (Node.isMethodDeclaration(p) || Node.isPropertySignature(p) || Node.isPropertyDeclaration(p)) &&
    p.getNameNode() === id
  )
    return true;
  return false;
}

/**
 * The identifiers of `scope` that stand for a value of one of the names (`isName`): not a
 * property's name (`x.log`, `{ log: … }`), nor `except` (the declaration's own name), nor a
 * name in a doc comment (`@param authOptions`).
 */
export function valueUses(scope: Node, isName: (name: string) => boolean, except?: Node): Node[] {
  const { SyntaxKind } = loadTsMorph();
  return descendantsOfKinds(scope, [SyntaxKind.Identifier]).filter(
    (id) => id !== except && isName(id.getText()) && !isNameOnly(id),
  );
}
