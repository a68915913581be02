import type { Node } from 'ts-morph';
import { declarationOf, isLiteral, unwrapExpression, specifierOf } from './ast';
import { contains, isFunctionLike } from './syntax';
import { definitionOf } from './values';
import { valueOf } from './flow';
import { REQUEST_PARTS } from '../http/handlers';
import { resolveImport, workspacePackageOf } from './resolve-import';
import { loadTsMorph } from '../../workspace/ts';
import type { TreeView } from '../../workspace/workspace';

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
  const expr = returnedExpression(fn);
  return expr !== undefined && isForwardCall(view, fn, expr, 0);
}

const MAX_DEPTH = 6;

/**
 * A request handler that hands the request, whole, to a library's handler: `(req) =>
 * fetchRequestHandler({ req, router, endpoint: '/api/trpc' })`, or `async (c) => { await
 * bot.initialize(); return bot.webhooks.slack(c.req.raw) }` where `bot` is built by a
 * package (`new Chat({ adapters })`, directly or by a factory of the repository). What
 * runs is the library's code, configured by options: "a route that only passes options to
 * a library's handler" (RULES), configuration rather than behaviour. The request must be
 * passed whole (the handler's request parameter, or a member of it that is not one of its
 * parts: `c.req.raw`, not `req.body`): a handler that passes data it read from the request
 * to a package (`stripe.refunds.create(req.body)`) decides what the package does.
 */
export function isLibraryHandoff(view: TreeView, fn: Node): boolean {
  const { Node } = loadTsMorph();
  if (!(Node.isArrowFunction(fn) || Node.isFunctionExpression(fn) || Node.isFunctionDeclaration(fn))) return false;
  const request = fn.getParameters()[0]?.getNameNode();
  if (!request || !Node.isIdentifier(request)) return false;
  const body = fn.getBody();
  if (!body) return false;
  const statements = Node.isBlock(body) ? body.getStatements() : [];
  const last = Node.isBlock(body) ? statements.at(-1) : undefined;
  const returned = Node.isBlock(body)
    ? last && Node.isReturnStatement(last)
      ? last.getExpression()
      : undefined
    : body;
  const call = returned && unwrapExpression(returned);
  if (!call || !Node.isCallExpression(call)) return false;
  const root = calleeRoot(call);
  if (!root || !isLibraryValue(view, root, 0)) return false;
  const args = call.getArguments();
  if (!args.some((a) => passesRequest(a, request.getText()))) return false;
  if (!args.every((a) => isWholeRequest(a, request.getText()) || isOption(view, fn, a))) return false;
  // Before it, only calls of the same library object with literal arguments (`await bot.initialize()`).
  return statements.slice(0, -1).every((st) => {
    if (!Node.isExpressionStatement(st)) return false;
    const e = unwrapExpression(st.getExpression());
    return (
      Node.isCallExpression(e) &&
      calleeRoot(e)?.getText() === root.getText() &&
      e.getArguments().every((a) => isLiteral(unwrapExpression(a)))
    );
  });
}

/** `bot` of `bot.webhooks.slack(...)`, `handler` of `handler(...)`. */
function calleeRoot(call: Node): Node | undefined {
  const { Node } = loadTsMorph();
  if (!Node.isCallExpression(call)) return undefined;
  let e = unwrapExpression(call.getExpression());
  while (Node.isPropertyAccessExpression(e)) e = unwrapExpression(e.getExpression());
  return Node.isIdentifier(e) ? e : undefined;
}

/**
 * A name whose value comes from a package outside the repository: imported from one, or
 * built by one (`new Chat({...})`, `NextAuth(options)`), also through a factory function of
 * the repository whose body only returns what the package builds.
 */
function isLibraryValue(view: TreeView, name: Node, depth: number): boolean {
  const { Node } = loadTsMorph();
  if (depth > MAX_DEPTH || !Node.isIdentifier(name)) return false;
  const decl = declarationOf(name);
  if (!decl) return false;
  const value = definitionOf(view, name);
  if (!value) return isImport(decl) && isPackageImport(view, decl);
  const v = unwrapExpression(value.node);
  if (!(Node.isCallExpression(v) || Node.isNewExpression(v))) return false;
  const maker = unwrapExpression(v.getExpression());
  if (!Node.isIdentifier(maker)) return false;
  const made = definitionOf(view, maker);
  if (!made) return isLibraryValue(view, maker, depth + 1);
  // a factory of the repository: `createBot()` whose body is `return new Chat({...})`
  const inner = returnedExpression(made.node);
  const built = inner && unwrapExpression(inner);
  if (!built || !(Node.isNewExpression(built) || Node.isCallExpression(built))) return false;
  const packageMaker = unwrapExpression(built.getExpression());
  return Node.isIdentifier(packageMaker) && isLibraryValue(view, packageMaker, depth + 1);
}

/** An import whose module is not in the tree (a package of the registry, not of the workspace). */
function isPackageImport(view: TreeView, decl: Node): boolean {
  const { Node, SyntaxKind } = loadTsMorph();
  const imp = decl.getFirstAncestorByKind(SyntaxKind.ImportDeclaration);
  if (!imp || !Node.isImportDeclaration(imp)) return false;
  const specifier = specifierOf(imp);
  // relative paths, aliases (`@/`, `~/`, `#/`) and workspace packages are the repository's, resolved or not
  if (specifier.startsWith('.') || /^[@~#]\//.test(specifier) || workspacePackageOf(view, specifier)) return false;
  return resolveImport(view, view.pathOf(decl.getSourceFile()), specifier) === undefined;
}

/** The request whole, as an argument or as an option (`{ req }`, `{ request: c.req.raw }`). */
function passesRequest(arg: Node, request: string): boolean {
  const { Node } = loadTsMorph();
  const e = unwrapExpression(arg);
  if (!Node.isObjectLiteralExpression(e)) return isWholeRequest(e, request);
  return e.getProperties().some((p) => {
    if (Node.isShorthandPropertyAssignment(p)) return p.getName() === request;
    const value = Node.isPropertyAssignment(p) ? p.getInitializer() : undefined;
    return value !== undefined && isWholeRequest(value, request);
  });
}

/** The request parameter itself, or a member of it that is not one of its parts (`c.req.raw`). */
function isWholeRequest(arg: Node, request: string): boolean {
  const { Node } = loadTsMorph();
  let e = unwrapExpression(arg);
  while (Node.isPropertyAccessExpression(e)) {
    if (READ_PARTS.has(e.getName())) return false;
    e = unwrapExpression(e.getExpression());
  }
  return Node.isIdentifier(e) && e.getText() === request;
}

/**
 * An option: a value made of names and literals that only hands things on (as an adapter's
 * arguments are: `createContext: () => createContext({ req })`), reading no part of the
 * request (`req.body`, `c.req.query`).
 */
function isOption(view: TreeView, fn: Node, expr: Node): boolean {
  const { Node, SyntaxKind } = loadTsMorph();
  const readsPart = [expr, ...expr.getDescendantsOfKind(SyntaxKind.PropertyAccessExpression)].some(
    (n) => Node.isPropertyAccessExpression(n) && READ_PARTS.has(n.getName()),
  );
  return !readsPart && isForwardedValue(view, fn, expr, 0);
}

/** The parts of a request a hand-off must not read: its data, and its headers (which a handler reads to decide). */
const READ_PARTS = new Set([...REQUEST_PARTS, 'headers']);

/**
 * The expression an expression-bodied function returns, or the one of a body that is a
 * single `return` (a class method's too: a controller method whose body is `return
 * this.billing.checkout(dto)`).
 */
function returnedExpression(fn: Node): Node | undefined {
  const { Node } = loadTsMorph();
  if (!(
    Node.isArrowFunction(fn) ||
    Node.isFunctionExpression(fn) ||
    Node.isFunctionDeclaration(fn) ||
    Node.isMethodDeclaration(fn)
  ))
    return undefined;
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
  // `handlers.disable(...)` or `disable(...)`: one name, or one member of one name;
  // `this.billing.checkout(...)`: a method of a provider the class was handed.
  const root = Node.isPropertyAccessExpression(callee) ? unwrapExpression(callee.getExpression()) : callee;
  const ofRepository = Node.isIdentifier(root)
    ? isRepositoryCallee(view, unit, root)
    : isProviderMethod(view, unit, callee, root);
  return ofRepository && call.getArguments().every((a) => isForwardedValue(view, unit, a, depth + 1));
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

/**
 * `this.billing.checkout` where `billing` is a member of the class the unit is a method of,
 * and resolves to a method of a class in another module of the repository (a provider
 * injected through the constructor, `constructor(private readonly billing: BillingService)`,
 * or a property it builds). A method of the unit's own class is its own logic, and a
 * member typed by a package's class (`Repository<Account>`, `Stripe`) is no module of the app.
 */
function isProviderMethod(view: TreeView, unit: Node, callee: Node, owner: Node): boolean {
  const { Node } = loadTsMorph();
  if (!Node.isPropertyAccessExpression(callee) || !Node.isPropertyAccessExpression(owner)) return false;
  if (!Node.isThisExpression(unwrapExpression(owner.getExpression()))) return false;
  const file = view.pathOf(unit.getSourceFile());
  const target = valueOf(view, file, callee);
  return target?.kind === 'function' && target.ref.file !== file;
}

function isImport(decl: Node): boolean {
  const { Node } = loadTsMorph();
  return Node.isImportSpecifier(decl) || Node.isImportClause(decl) || Node.isNamespaceImport(decl);
}
