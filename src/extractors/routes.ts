import { isTestCode } from '../workspace/classify';
import { recursiveTreeFact, treeFact } from '../workspace/fact';
import type { CallExpression, Node, ObjectLiteralExpression, SourceFile } from 'ts-morph';
import { unwrapExpression } from './ast';
import { exportedDeclarations } from './exports';
import { loadTsMorph } from '../workspace/ts';
import { isCodeFile, type TreeView } from '../workspace/workspace';
import { requestHandlers, stringValue, type RequestHandler } from './handlers';
import { importerCandidates, resolveImport } from './resolve-import';

/**
 * The route index: HTTP routes of a tree with their full path (Express/Hono/Fastify
 * mount prefixes resolved through imports), what each returns (top-level property names
 * of the objects it answers with) and which request body fields it reads. Built per
 * file on demand and memoised on the view, so a rule pays only for the files it asks about.
 */

export interface ShapeKey {
  name: string;
  line: number;
  /** The expression that gives the key its value (`user` in `{ user }`). */
  value?: Node;
}

export interface ResponseSite {
  file: string;
  line: number;
  endLine: number;
  /** The expression answered with (the object, or the identifier that holds it). */
  node: Node;
  keys: ShapeKey[];
  /** Objects spread into the response (`{ ...user }`), for sensitive-data checks. */
  spreads: Node[];
  /** True when the shape could not be followed (an opaque call, a parameter): keys are a lower bound. */
  open: boolean;
  status?: number;
}

export interface BodyField {
  name: string;
  line: number;
}

export interface Route {
  file: string;
  method: string;
  /** Full path with mount prefixes (`/api/checkout/:id`). */
  path: string;
  line: number;
  handler: RequestHandler;
  responses: ResponseSite[];
  body: BodyField[];
  /** The body is read in a way whose fields cannot be listed (passed on whole). */
  bodyOpen: boolean;
}

/** Routes declared in one file of the tree (parsed once per run). */
export const routesOfFile = treeFact((view: TreeView, file: string): Route[] => {
  if (!isCodeFile(file)) return [];
  const routes: Route[] = [];
  for (const handler of requestHandlers(view, file)) {
    if (handler.kind === 'server-action') continue;
    const paths =
      handler.kind === 'router' && handler.path !== undefined
        ? mountPrefixes(view, file, handler.receiver).map((p) => joinPaths(p, handler.path ?? ''))
        : handler.path !== undefined
          ? [handler.path]
          : [];
    const responses = responseSites(handler);
    const { fields, open } = bodyFields(handler);
    for (const path of paths) {
      routes.push({
        file,
        method: handler.method,
        path,
        line: handler.line,
        handler,
        responses,
        body: fields,
        bodyOpen: open,
      });
    }
  }
  // Rules look for the clients and tests of a route by its path: join the next search.
  view.anticipate(routes.map((r) => staticPrefix(r.path)).filter((p) => p !== '/' && p !== ''));
  return routes;
});

/** Responses of any request handler (also server actions), for rules that judge what leaves the server. */
export function handlerResponses(handler: RequestHandler): ResponseSite[] {
  return responseSites(handler);
}

// ---------------------------------------------------------------------------------------
// Paths

/** Canonical form of a route or URL path: no origin, query or trailing slash; params as ':'. */
export function normalizeRoutePath(raw: string): string {
  let p = raw.trim();
  p = p.replace(/^[a-z]+:\/\/[^/]+/i, '');
  // A template whose head is a base URL (`${API_URL}/api/x`) keeps only the path.
  p = p.replace(/^:param(?=\/)/, '');
  p = p.split(/[?#]/)[0];
  if (!p.startsWith('/')) return p;
  const segments = p
    .split('/')
    .filter(Boolean)
    .map((s) =>
      /^(:|\*|\[|\{)/.test(s) || s.includes(':param') ? (s.startsWith('*') || s.startsWith('[...') ? '*' : ':') : s,
    );
  return '/' + segments.join('/');
}

/** Two paths name the same route: equal segments, or a parameter on either side. */
export function pathsMatch(a: string, b: string): boolean {
  const sa = normalizeRoutePath(a).split('/').filter(Boolean);
  const sb = normalizeRoutePath(b).split('/').filter(Boolean);
  for (let i = 0; i < Math.max(sa.length, sb.length); i++) {
    const x = sa[i];
    const y = sb[i];
    if (x === '*' || y === '*') return true;
    if (x === undefined || y === undefined) return false;
    if (x === ':' || y === ':') continue;
    if (x.toLowerCase() !== y.toLowerCase()) return false;
  }
  return true;
}

export function methodsMatch(route: string, call: string | undefined): boolean {
  if (!call || route === 'ALL' || route === 'USE') return true;
  return route === call.toUpperCase();
}

/** The literal part of a path before its first parameter: what to `git grep` for. */
export function staticPrefix(path: string): string {
  const segs: string[] = [];
  for (const s of normalizeRoutePath(path).split('/').filter(Boolean)) {
    if (s === ':' || s === '*') break;
    segs.push(s);
  }
  return '/' + segs.join('/');
}

export function joinPaths(prefix: string, path: string): string {
  const joined = `${prefix}/${path}`.replace(/\/+/g, '/');
  return joined.length > 1 ? joined.replace(/\/$/, '') : joined;
}

/**
 * Prefixes under which a router object is mounted: `app.use('/api/checkout', auth, checkoutRouter)`
 * in the same file or in a file that imports it, followed up through nested routers.
 * A router mounted nowhere is served at its own paths.
 */
export function mountPrefixes(view: TreeView, file: string, receiver: string | undefined): string[] {
  return receiver ? prefixesOfRouter(view, file, receiver) : [''];
}

/** A router mounted in a cycle of routers is served at its own paths there. */
const prefixesOfRouter = recursiveTreeFact([''], (view: TreeView, file: string, receiver: string): string[] => {
  const sf = view.sourceFile(file);
  if (!sf) return [''];
  const exportedAs = exportedNames(sf, receiver);
  const base = file.replace(/^.*\//, '').replace(/\.[^.]+$/, '');
  const words = [...exportedAs.filter((n) => n !== 'default'), receiver];
  if (exportedAs.includes('default') && base !== 'index') words.push(base);
  const candidates = new Set<string>([file]);
  if (exportedAs.length > 0) {
    // A file that mounts the router imports its module: it names the router and the module.
    const importers = new Set(importerCandidates(view, file));
    const named = view.filesWith(words).filter((f) => importers.has(f) && isCodeFile(f) && !isTestCode(f));
    view.prefetch(named);
    for (const f of named) candidates.add(f);
  }
  const prefixes: string[] = [];
  for (const candidate of candidates) {
    const csf = view.sourceFile(candidate);
    if (!csf) continue;
    const localNames = candidate === file ? [receiver] : importedNamesOf(view, csf, candidate, file, exportedAs);
    if (localNames.length === 0) continue;
    for (const mount of mountCalls(csf, localNames)) {
      for (const outer of mountPrefixes(view, candidate, mount.receiver)) {
        prefixes.push(joinPaths(outer, mount.prefix));
      }
    }
  }
  return prefixes.length > 0 ? [...new Set(prefixes)] : [''];
});

interface MountCall {
  prefix: string;
  receiver?: string;
}

function mountCalls(sf: SourceFile, names: string[]): MountCall[] {
  const { Node, SyntaxKind } = loadTsMorph();
  const out: MountCall[] = [];
  for (const call of sf.getDescendantsOfKind(SyntaxKind.CallExpression)) {
    const callee = call.getExpression();
    if (!Node.isPropertyAccessExpression(callee)) continue;
    const kind = callee.getName();
    if (kind !== 'use' && kind !== 'route' && kind !== 'register' && kind !== 'basePath') continue;
    const args = call.getArguments();
    const mounted = args.some((a) => Node.isIdentifier(a) && names.includes(a.getText()));
    if (!mounted) continue;
    let prefix = '';
    if (kind === 'register') {
      const opts = args.find((a) => Node.isObjectLiteralExpression(a));
      const p = opts && Node.isObjectLiteralExpression(opts) ? opts.getProperty('prefix') : undefined;
      if (p && Node.isPropertyAssignment(p)) prefix = stringValue(p.getInitializer()) ?? '';
    } else {
      prefix = stringValue(args[0]) ?? '';
    }
    const target = callee.getExpression();
    out.push({ prefix, receiver: Node.isIdentifier(target) ? target.getText() : undefined });
  }
  return out;
}

/** Names under which a file exports a local binding ('default' for `export default x`). */
function exportedNames(sf: SourceFile, local: string): string[] {
  const names: string[] = [];
  for (const [name, decls] of exportedDeclarations(sf)) {
    for (const d of decls) {
      const { Node } = loadTsMorph();
      const declName = Node.isVariableDeclaration(d) || Node.isFunctionDeclaration(d) ? d.getName() : undefined;
      if (declName === local) names.push(name);
    }
  }
  return [...new Set(names)];
}

/** Local names a file gives to the named exports of `target` it imports. */
export function importedNamesOf(
  view: TreeView,
  sf: SourceFile,
  fromFile: string,
  target: string,
  exportedAs: string[],
): string[] {
  const names: string[] = [];
  for (const imp of sf.getImportDeclarations()) {
    if (resolveImport(view, fromFile, imp.getModuleSpecifierValue()) !== target) continue;
    const def = imp.getDefaultImport();
    if (def && exportedAs.includes('default')) names.push(def.getText());
    for (const n of imp.getNamedImports()) {
      if (exportedAs.includes(n.getName())) names.push(n.getAliasNode()?.getText() ?? n.getName());
    }
  }
  return names;
}

// ---------------------------------------------------------------------------------------
// Response shapes

/** Strips await, parentheses and type assertions. */
export function unwrap(node: Node): Node {
  return unwrapExpression(node);
}

function responseSites(handler: RequestHandler): ResponseSite[] {
  const { Node, SyntaxKind } = loadTsMorph();
  const fn = handler.node;
  const sites: ResponseSite[] = [];
  const add = (expr: Node, at: Node, status?: number) => {
    const shape = shapeOf(expr, fn, 0);
    sites.push({
      file: handler.file,
      line: at.getStartLineNumber(),
      endLine: at.getEndLineNumber(),
      node: expr,
      keys: shape.keys,
      spreads: shape.spreads,
      open: shape.open,
      status,
    });
  };
  for (const call of fn.getDescendantsOfKind(SyntaxKind.CallExpression)) {
    const callee = call.getExpression();
    if (!Node.isPropertyAccessExpression(callee)) continue;
    const name = callee.getName();
    const args = call.getArguments();
    if ((name !== 'json' && name !== 'send') || args.length === 0) continue;
    if (rootIdentifier(callee.getExpression()) === 'JSON') continue;
    add(args[0], call, statusOf(call));
  }
  for (const ne of fn.getDescendantsOfKind(SyntaxKind.NewExpression)) {
    const cls = ne.getExpression().getText();
    if (cls !== 'Response' && cls !== 'NextResponse') continue;
    const arg = ne.getArguments()[0];
    if (!arg) continue;
    const inner = unwrap(arg);
    if (Node.isCallExpression(inner) && inner.getExpression().getText() === 'JSON.stringify') {
      const v = inner.getArguments()[0];
      if (v) add(v, ne, statusFromInit(ne.getArguments()[1]));
    }
  }
  // A returned object is the response for Fastify, Hono-less routers, Nest controllers and server actions.
  if (handler.kind !== 'next-app' && handler.kind !== 'next-pages') {
    const returns: Node[] = [];
    for (const r of fn.getDescendantsOfKind(SyntaxKind.ReturnStatement)) {
      if (nearestFunction(r) === fn) {
        const e = r.getExpression();
        if (e) returns.push(e);
      }
    }
    if (Node.isArrowFunction(fn)) {
      const body = fn.getBody();
      if (!Node.isBlock(body)) returns.push(body);
    }
    for (const e of returns) {
      const u = unwrap(e);
      if (Node.isCallExpression(u) || Node.isNewExpression(u) || Node.isVoidExpression(u)) continue;
      if (Node.isIdentifier(u) && (u.getText() === 'undefined' || u.getText() === 'next')) continue;
      add(e, e);
    }
  }
  return sites;
}

function statusOf(call: CallExpression): number | undefined {
  const { Node } = loadTsMorph();
  const callee = call.getExpression();
  if (!Node.isPropertyAccessExpression(callee)) return undefined;
  // res.status(404).json(...)
  const recv = callee.getExpression();
  if (Node.isCallExpression(recv)) {
    const rc = recv.getExpression();
    if (Node.isPropertyAccessExpression(rc) && (rc.getName() === 'status' || rc.getName() === 'code')) {
      const a = recv.getArguments()[0];
      if (a && Node.isNumericLiteral(a)) return Number(a.getLiteralValue());
    }
  }
  // Response.json(x, { status: 404 }) / c.json(x, 404)
  const second = call.getArguments()[1];
  if (second && Node.isNumericLiteral(second)) return Number(second.getLiteralValue());
  return statusFromInit(second);
}

function statusFromInit(init: Node | undefined): number | undefined {
  const { Node } = loadTsMorph();
  if (!init || !Node.isObjectLiteralExpression(init)) return undefined;
  const p = init.getProperty('status');
  if (p && Node.isPropertyAssignment(p)) {
    const v = p.getInitializer();
    if (v && Node.isNumericLiteral(v)) return Number(v.getLiteralValue());
  }
  return undefined;
}

interface Shape {
  keys: ShapeKey[];
  spreads: Node[];
  open: boolean;
}

/** Top-level property names of an expression's value, following locals and same-file helpers. */
export function shapeOf(expr: Node, scope: Node, depth: number): Shape {
  const { Node } = loadTsMorph();
  const e = unwrap(expr);
  if (depth > 4) return { keys: [], spreads: [], open: true };
  if (Node.isObjectLiteralExpression(e)) return objectShape(e, scope, depth);
  if (Node.isConditionalExpression(e)) {
    return mergeShapes([shapeOf(e.getWhenTrue(), scope, depth + 1), shapeOf(e.getWhenFalse(), scope, depth + 1)]);
  }
  if (Node.isIdentifier(e)) {
    const init = localInitializer(e, scope);
    if (init) return shapeOf(init, scope, depth + 1);
    return { keys: [], spreads: [], open: true };
  }
  if (Node.isCallExpression(e)) {
    const callee = e.getExpression();
    if (Node.isIdentifier(callee)) {
      const fn = sameFileFunction(e.getSourceFile(), callee.getText());
      if (fn) {
        const shapes = returnedExpressions(fn).map((r) => shapeOf(r, fn, depth + 1));
        if (shapes.length > 0) return mergeShapes(shapes);
      }
    }
    return { keys: [], spreads: [], open: true };
  }
  if (Node.isStringLiteral(e) || Node.isNoSubstitutionTemplateLiteral(e) || Node.isTemplateExpression(e)) {
    return { keys: [], spreads: [], open: false };
  }
  return { keys: [], spreads: [], open: true };
}

function objectShape(obj: ObjectLiteralExpression, scope: Node, depth: number): Shape {
  const { Node } = loadTsMorph();
  const shape: Shape = { keys: [], spreads: [], open: false };
  for (const p of obj.getProperties()) {
    if (Node.isPropertyAssignment(p)) {
      const nameNode = p.getNameNode();
      if (Node.isComputedPropertyName(nameNode)) {
        shape.open = true;
        continue;
      }
      shape.keys.push({
        name: p.getName().replace(/^['"]|['"]$/g, ''),
        line: p.getStartLineNumber(),
        value: p.getInitializer(),
      });
    } else if (Node.isShorthandPropertyAssignment(p)) {
      shape.keys.push({ name: p.getName(), line: p.getStartLineNumber(), value: p.getNameNode() });
    } else if (Node.isMethodDeclaration(p) || Node.isGetAccessorDeclaration(p)) {
      shape.keys.push({ name: p.getName(), line: p.getStartLineNumber() });
    } else if (Node.isSpreadAssignment(p)) {
      shape.spreads.push(p.getExpression());
      const inner = shapeOf(p.getExpression(), scope, depth + 1);
      shape.keys.push(...inner.keys);
      shape.spreads.push(...inner.spreads);
      if (inner.open) shape.open = true;
    }
  }
  return shape;
}

function mergeShapes(shapes: Shape[]): Shape {
  return {
    keys: shapes.flatMap((s) => s.keys),
    spreads: shapes.flatMap((s) => s.spreads),
    open: shapes.some((s) => s.open),
  };
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

export function rootIdentifier(node: Node): string | undefined {
  const { Node } = loadTsMorph();
  let n: Node = node;
  for (;;) {
    if (Node.isIdentifier(n)) return n.getText();
    if (Node.isThisExpression(n)) return 'this';
    if (Node.isPropertyAccessExpression(n) || Node.isElementAccessExpression(n) || Node.isCallExpression(n)) {
      n = n.getExpression();
    } else if (Node.isAwaitExpression(n) || Node.isParenthesizedExpression(n) || Node.isNonNullExpression(n)) {
      n = n.getExpression();
    } else return undefined;
  }
}

function firstParamName(fn: Node): string | undefined {
  const { Node } = loadTsMorph();
  if (
    Node.isFunctionDeclaration(fn) ||
    Node.isArrowFunction(fn) ||
    Node.isFunctionExpression(fn) ||
    Node.isMethodDeclaration(fn)
  ) {
    const p = fn.getParameters()[0];
    const n = p?.getNameNode();
    if (n && Node.isIdentifier(n)) return n.getText();
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------
// Request body fields

const PARSE_METHODS = new Set(['parse', 'safeParse', 'parseAsync', 'safeParseAsync', 'validate', 'validateSync']);

function bodyFields(handler: RequestHandler): { fields: BodyField[]; open: boolean } {
  const { Node, SyntaxKind } = loadTsMorph();
  const fn = handler.node;
  const req = firstParamName(fn);
  const fields: BodyField[] = [];
  let open = false;
  const bodyExprs: Node[] = [];
  for (const pa of fn.getDescendantsOfKind(SyntaxKind.PropertyAccessExpression)) {
    // req.body, request.body, c.req.body
    if (pa.getName() === 'body' && req && rootIdentifier(pa.getExpression()) === req) bodyExprs.push(pa);
  }
  for (const call of fn.getDescendantsOfKind(SyntaxKind.CallExpression)) {
    const callee = call.getExpression();
    if (!Node.isPropertyAccessExpression(callee) || callee.getName() !== 'json' || call.getArguments().length > 0)
      continue;
    if (req && rootIdentifier(callee.getExpression()) === req) {
      // `req.json().catch(() => null)` is still the body.
      const parent = call.getParent();
      const grand = parent?.getParent();
      if (
        Node.isPropertyAccessExpression(parent) &&
        parent.getName() === 'catch' &&
        grand &&
        Node.isCallExpression(grand)
      )
        bodyExprs.push(grand);
      else bodyExprs.push(call);
    }
  }
  for (const b of bodyExprs) {
    const r = readsOfValue(b, fn);
    fields.push(...r.fields);
    if (r.open) open = true;
  }
  const seen = new Set<string>();
  return {
    fields: fields.filter((f) => (seen.has(f.name) ? false : (seen.add(f.name), true))),
    open,
  };
}

/** Property names read from a value: `v.x`, `const { x } = v`, `schema.parse(v)` keys, through locals. */
function readsOfValue(expr: Node, scope: Node): { fields: BodyField[]; open: boolean } {
  const { Node } = loadTsMorph();
  let node: Node = expr;
  // Climb through await / parentheses / `as`.
  for (;;) {
    const p = node.getParent();
    if (
      p &&
      (Node.isAwaitExpression(p) ||
        Node.isParenthesizedExpression(p) ||
        Node.isAsExpression(p) ||
        Node.isNonNullExpression(p))
    )
      node = p;
    else break;
  }
  const parent = node.getParent();
  if (!parent) return { fields: [], open: true };
  if (Node.isPropertyAccessExpression(parent) && parent.getExpression() === node) {
    return { fields: [{ name: parent.getName(), line: parent.getStartLineNumber() }], open: false };
  }
  if (Node.isVariableDeclaration(parent)) {
    const n = parent.getNameNode();
    if (Node.isObjectBindingPattern(n)) return { fields: bindingFields(n), open: false };
    if (Node.isIdentifier(n)) return readsOfIdentifier(n.getText(), scope, parent);
    return { fields: [], open: true };
  }
  if (Node.isCallExpression(parent)) {
    const callee = parent.getExpression();
    if (Node.isPropertyAccessExpression(callee) && PARSE_METHODS.has(callee.getName())) {
      const schema = schemaKeys(callee.getExpression(), scope);
      if (schema) return { fields: schema, open: false };
    }
  }
  return { fields: [], open: true };
}

function bindingFields(pattern: Node): BodyField[] {
  const { Node } = loadTsMorph();
  if (!Node.isObjectBindingPattern(pattern)) return [];
  return pattern
    .getElements()
    .filter((el) => !el.getDotDotDotToken())
    .map((el) => ({ name: (el.getPropertyNameNode() ?? el.getNameNode()).getText(), line: el.getStartLineNumber() }));
}

function readsOfIdentifier(name: string, scope: Node, decl: Node): { fields: BodyField[]; open: boolean } {
  const { Node, SyntaxKind } = loadTsMorph();
  const fields: BodyField[] = [];
  let open = false;
  for (const id of scope.getDescendantsOfKind(SyntaxKind.Identifier)) {
    if (id.getText() !== name || id.getStart() <= decl.getStart()) continue;
    const p = id.getParent();
    if (Node.isPropertyAccessExpression(p) && p.getExpression() === id) {
      fields.push({ name: p.getName(), line: p.getStartLineNumber() });
    } else if (Node.isVariableDeclaration(p) && p.getInitializer() === id) {
      fields.push(...bindingFields(p.getNameNode()));
    } else if (Node.isCallExpression(p)) {
      const callee = p.getExpression();
      if (Node.isPropertyAccessExpression(callee) && PARSE_METHODS.has(callee.getName())) {
        const keys = schemaKeys(callee.getExpression(), scope);
        if (keys) fields.push(...keys);
        else open = true;
      } else open = true;
    } else if (!(Node.isPropertyAccessExpression(p) && p.getNameNode() === id)) {
      open = true;
    }
  }
  return { fields, open };
}

/** Keys of a zod `z.object({...})` schema named by an identifier in the same file. */
function schemaKeys(expr: Node, scope: Node): BodyField[] | undefined {
  const { Node, SyntaxKind } = loadTsMorph();
  let init: Node | undefined = expr;
  if (Node.isIdentifier(expr)) init = localInitializer(expr, scope);
  if (!init) return undefined;
  const calls = [init, ...init.getDescendantsOfKind(SyntaxKind.CallExpression)].filter((c) => Node.isCallExpression(c));
  for (const c of calls) {
    if (!Node.isCallExpression(c)) continue;
    const callee = c.getExpression();
    if (Node.isPropertyAccessExpression(callee) && callee.getName() === 'object') {
      const arg = c.getArguments()[0];
      if (arg && Node.isObjectLiteralExpression(arg)) {
        return arg
          .getProperties()
          .flatMap((p) =>
            Node.isPropertyAssignment(p) || Node.isShorthandPropertyAssignment(p)
              ? [{ name: p.getName().replace(/^['"]|['"]$/g, ''), line: p.getStartLineNumber() }]
              : [],
          );
      }
    }
  }
  return undefined;
}
