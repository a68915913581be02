import type { Node } from 'ts-morph';
import { declarationOf, isLiteral, unwrapExpression } from './ast';
import { contains, isFunctionLike } from './syntax';
import { definitionOf } from './values';
import { loadTsMorph } from '../workspace/ts';
import type { TreeView } from '../workspace/workspace';

/**
 * Adapters: functions whose whole body hands their inputs to a function of another module
 * of the repository (`handler: ({ parsedInput }) => mergeTags({ tagId: parsedInput.params.tagId })`,
 * a middleware `({ next, path }) => runWithTags({ route: path }, () => next())`). What such a
 * function does is what the function it calls does: the behaviour, and the test that must
 * exercise it, belong to that function's module ("a route that only passes options to a
 * library's handler"). A call into a package outside the repository is not forwarding (the
 * function is then the code that uses the package: `(req) => stripe.refunds.create(...)`),
 * nor is anything that decides: an operator, a condition, a local computation.
 */
export function isForwarder(view: TreeView, fn: Node): boolean {
  const { Node } = loadTsMorph();
  if (!(Node.isArrowFunction(fn) || Node.isFunctionExpression(fn) || Node.isFunctionDeclaration(fn))) return false;
  const expr = returnedExpression(fn);
  return expr !== undefined && isForwardCall(view, fn, expr, 0);
}

const MAX_DEPTH = 6;

/** The expression an expression-bodied function returns, or the one of a body that is a single `return`. */
function returnedExpression(fn: Node): Node | undefined {
  const { Node } = loadTsMorph();
  if (!(Node.isArrowFunction(fn) || Node.isFunctionExpression(fn) || Node.isFunctionDeclaration(fn))) return undefined;
  const body = fn.getBody();
  if (!body) return undefined;
  if (!Node.isBlock(body)) return body;
  const statements = body.getStatements();
  const only = statements.length === 1 ? statements[0] : undefined;
  return only && Node.isReturnStatement(only) ? only.getExpression() : undefined;
}

/** A call of a repository function (or of a parameter: a continuation such as `next`) on forwarded values. */
function isForwardCall(view: TreeView, unit: Node, expr: Node, depth: number): boolean {
  const { Node } = loadTsMorph();
  if (depth > MAX_DEPTH) return false;
  const call = unwrapExpression(expr);
  if (!Node.isCallExpression(call)) return false;
  const callee = unwrapExpression(call.getExpression());
  // `handlers.disable(...)` or `disable(...)`: one name, or one member of one name.
  const root = Node.isPropertyAccessExpression(callee) ? unwrapExpression(callee.getExpression()) : callee;
  if (!Node.isIdentifier(root)) return false;
  if (!isRepositoryCallee(view, unit, root)) return false;
  return call.getArguments().every((a) => isForwardedValue(view, unit, a, depth + 1));
}

/** A value made of the function's inputs without deciding anything: names, members, literals, objects of them. */
function isForwardedValue(view: TreeView, unit: Node, expr: Node, depth: number): boolean {
  const { Node } = loadTsMorph();
  if (depth > MAX_DEPTH) return false;
  const e = unwrapExpression(expr);
  const value = (n: Node | undefined) => n === undefined || isForwardedValue(view, unit, n, depth + 1);
  if (isLiteral(e) || Node.isIdentifier(e)) return true;
  if (Node.isPropertyAccessExpression(e)) return value(e.getExpression());
  if (Node.isTemplateExpression(e)) return e.getTemplateSpans().every((s) => value(s.getExpression()));
  if (Node.isArrayLiteralExpression(e)) return e.getElements().every((x) => value(x));
  if (Node.isSpreadElement(e)) return value(e.getExpression());
  if (Node.isObjectLiteralExpression(e)) {
    return e.getProperties().every((p) => {
      if (Node.isPropertyAssignment(p)) return value(p.getInitializer());
      if (Node.isShorthandPropertyAssignment(p)) return true;
      if (Node.isSpreadAssignment(p)) return value(p.getExpression());
      return false;
    });
  }
  // `() => next()`: a continuation that only forwards too.
  if (Node.isArrowFunction(e) || Node.isFunctionExpression(e)) {
    const inner = returnedExpression(e);
    return inner !== undefined && isForwardCall(view, unit, inner, depth + 1);
  }
  if (Node.isCallExpression(e)) return isForwardCall(view, unit, e, depth + 1);
  return false;
}

/**
 * A callee whose code is the repository's: a parameter of the adapter (the continuation it
 * was handed), or a name that resolves in the tree to a function, an object literal of
 * functions, or what a repository function or class builds (`createHandlers(service)`).
 * Values of packages outside the tree (`new Stripe(key)`, `drizzle(pool)`) are not.
 */
function isRepositoryCallee(view: TreeView, unit: Node, root: Node): boolean {
  const { Node } = loadTsMorph();
  const decl = declarationOf(root);
  if (!decl) return false;
  if (contains(unit, decl)) return Node.isParameterDeclaration(decl) || Node.isBindingElement(decl);
  // Names bound by the adapter's own module are its own logic, not another module's.
  if (decl.getSourceFile() === unit.getSourceFile() && !isImport(decl)) return false;
  const value = definitionOf(view, root);
  if (!value) return false;
  const v = unwrapExpression(value.node);
  if (isFunctionLike(v) || Node.isObjectLiteralExpression(v) || Node.isClassDeclaration(v)) return true;
  if (Node.isCallExpression(v) || Node.isNewExpression(v)) {
    const made = unwrapExpression(v.getExpression());
    const maker = Node.isIdentifier(made) ? definitionOf(view, made) : undefined;
    return maker !== undefined && (isFunctionLike(maker.node) || Node.isClassDeclaration(maker.node));
  }
  return false;
}

function isImport(decl: Node): boolean {
  const { Node } = loadTsMorph();
  return Node.isImportSpecifier(decl) || Node.isImportClause(decl) || Node.isNamespaceImport(decl);
}
