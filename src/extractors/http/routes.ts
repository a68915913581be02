import { isTestCode } from '../../workspace/classify';
import { recursiveTreeFact, treeFact } from '../../workspace/fact';
import type { CallExpression, Node, SourceFile } from 'ts-morph';
import { declarationOf, specifierOf } from '../code/ast';
import { exportedDeclarations } from '../code/exports';
import { importsOf } from '../code/module-graph';
import { loadTsMorph } from '../../workspace/ts';
import { isCodeFile, type TreeView } from '../../workspace/workspace';
import { isServerFunction, NEST_METHODS, requestHandlers, type FunctionLike, type RequestHandler } from './handlers';
import { callersOf } from '../code/flow';
import { dirname, importerCandidates, importerWords, join as joinFiles, resolveImport } from '../code/resolve-import';
import { mergeShapes, shapeOf, UNKNOWN, type Shape, type ShapeKey } from './shapes';
import { isFunctionLike, nearestFunction, parametersOf, rootIdentifier, rootNode, unwrap } from '../code/syntax';
import { trpcProcedures } from './trpc';
import { definitionOf, fileOf, objectLiteralOf, propertyNode, stringValueOf } from '../code/values';
import { bodyFields, type BodyField } from './request-body';

export {
  localDeclaration,
  localInitializer,
  nearestFunction,
  returnedExpressions,
  rootIdentifier,
  sameFileFunction,
  unwrap,
} from '../code/syntax';
export type { BodyField } from './request-body';
export type { Shape, ShapeKey } from './shapes';

/**
 * The route index: the endpoints of a tree by the one name clients reach them by. HTTP
 * routes with their full path (Express/Hono/Fastify mount prefixes and plugin prefixes
 * resolved through imports, Fastify autoload folders, Hono `basePath`, NestJS controller
 * paths under the app's global prefix, Next.js and Remix file-system routes), tRPC
 * procedures by their router path, and Next.js server actions by their module export;
 * what each answers with (the shape of its responses) and which request body fields it
 * reads. Built per file on demand and memoised on the view.
 */

export interface ResponseSite {
  file: string;
  line: number;
  endLine: number;
  /** The expression answered with (the object, or the identifier that holds it). */
  node: Node;
  /** Top-level keys of the answer. */
  keys: ShapeKey[];
  /** Objects spread into the response (`{ ...user }`), for sensitive-data checks. */
  spreads: Node[];
  /** True when the shape could not be followed (an opaque call, a parameter): keys are a lower bound. */
  open: boolean;
  /** The whole shape of the answer, nested keys included. */
  shape: Shape;
  status?: number;
}

/** How clients reach an endpoint: an HTTP path, a tRPC procedure path, a server action's export. */
export type Protocol = 'http' | 'trpc' | 'action';

export interface Route {
  file: string;
  protocol: Protocol;
  /** HTTP method in upper case ('ALL' for any); for tRPC 'QUERY' | 'MUTATION' | 'SUBSCRIPTION'; 'ACTION'. */
  method: string;
  /** Full HTTP path with mount prefixes (`/api/checkout/:id`); a tRPC procedure's path (`orders.byId`); a server action's exported name. */
  path: string;
  line: number;
  handler: RequestHandler;
  /** Computed on first ask. */
  readonly responses: ResponseSite[];
  readonly body: BodyField[];
  /** The body is read in a way whose fields cannot be listed (passed on whole). */
  readonly bodyOpen: boolean;
}

/** How a report names a route: `POST /api/checkout`, `tRPC query orders.byId`, `server action buyCredits`. */
export function routeLabel(route: Pick<Route, 'protocol' | 'method' | 'path'>): string {
  if (route.protocol === 'trpc') return `tRPC ${route.method.toLowerCase()} ${route.path}`;
  if (route.protocol === 'action') return `server action ${route.path}`;
  return `${route.method === 'ALL' ? '' : route.method + ' '}${route.path}`;
}

/**
 * The words the search for where a file's routers are mounted looks for (the module's
 * import words, its exported names, its base name): search them for many files at once
 * (`primeGrep`) before asking for their routes.
 */
export function mountWords(view: TreeView, file: string): string[] {
  if (!isCodeFile(file)) return [];
  const base = file.replace(/^.*\//, '').replace(/\.[^.]+$/, '');
  let exported: string[] = [];
  try {
    const sf = view.sourceFile(file);
    exported = sf ? [...exportedDeclarations(sf).keys()].filter((n) => n !== 'default') : [];
  } catch {
    // A file the compiler cannot walk (nesting deeper than the stack) is the rules' gap to
    // report; the search goes on with its names.
  }
  return [...importerWords(view, file), ...exported, base === 'index' ? dirname(file).replace(/^.*\//, '') : base];
}

/** HTTP routes declared in one file of the tree, by their full path (parsed once per run). */
export const routesOfFile = treeFact((view: TreeView, file: string): Route[] => {
  if (!isCodeFile(file)) return [];
  const routes: Route[] = [];
  for (const handler of requestHandlers(view, file)) {
    if (isServerFunction(handler.kind)) continue;
    for (const path of fullPaths(view, file, handler))
      routes.push(makeRoute(view, handler, 'http', handler.method, path));
  }
  // Rules look for the clients and tests of a route by its path: join the next search.
  view.anticipate(routes.map((r) => staticPrefix(r.path)).filter((p) => p !== '/' && p !== ''));
  return routes;
});

/** Every endpoint of a file: its HTTP routes, tRPC procedures and server actions. */
export const endpointsOfFile = treeFact((view: TreeView, file: string): Route[] => {
  if (!isCodeFile(file)) return [];
  const out = [...routesOfFile(view, file)];
  for (const p of trpcProcedures(view, file)) {
    const handler: RequestHandler = {
      file,
      kind: 'router',
      method: p.type.toUpperCase(),
      path: p.path,
      node: p.resolver,
      line: p.resolver.getStartLineNumber(),
      name: p.path.split('.').pop(),
    };
    out.push(makeRoute(view, handler, 'trpc', p.type.toUpperCase(), p.path, p.input));
  }
  for (const h of requestHandlers(view, file)) {
    if (isServerFunction(h.kind) && h.name) out.push(makeRoute(view, h, 'action', 'ACTION', h.name));
  }
  return out;
});

function makeRoute(
  view: TreeView,
  handler: RequestHandler,
  protocol: Protocol,
  method: string,
  path: string,
  input?: Node,
): Route {
  let responses: ResponseSite[] | undefined;
  let body: { fields: BodyField[]; open: boolean } | undefined;
  const readBody = () => (body ??= bodyFields(view, handler, input));
  return {
    file: handler.file,
    protocol,
    method,
    path,
    line: handler.line,
    handler,
    get responses() {
      return (responses ??= responseSites(view, handler));
    },
    get body() {
      return readBody().fields;
    },
    get bodyOpen() {
      return readBody().open;
    },
  };
}

/**
 * The shape of everything a route answers with (all its responses merged). Where its
 * answers cannot be merged (a list on success, an object `{ error }` on failure), the
 * shape of its successful answers: a client reads a failure apart (a thrown error, `!res.ok`).
 */
export function routeShape(route: Route): Shape {
  const sites = route.responses;
  if (sites.length === 0) return UNKNOWN;
  const merged = mergeShapes(sites.map((s) => s.shape));
  if (merged.kind !== 'unknown') return merged;
  const succeeded = sites.filter((s) => s.status === undefined || s.status < 400);
  return succeeded.length > 0 && succeeded.length < sites.length ? mergeShapes(succeeded.map((s) => s.shape)) : merged;
}

/** Responses of any request handler (also server actions), for rules that judge what leaves the server. */
export function handlerResponses(handler: RequestHandler, view?: TreeView): ResponseSite[] {
  return responseSites(view, handler);
}

// ---------------------------------------------------------------------------------------
// Paths

/**
 * Canonical form of a route or URL path: no origin, query or trailing slash; params as ':'.
 * A segment that starts with literal text and goes on with a value (`billing-${tab}`,
 * `limits${search}`) keeps its text: `billing-:` is a segment that starts with `billing-`.
 */
export function normalizeRoutePath(raw: string): string {
  let p = raw.trim();
  p = p.replace(/^[a-z]+:\/\/[^/]+/i, '');
  // A template whose head is a base URL (`${API_URL}/api/x`) keeps only the path.
  p = p.replace(/^(:param)+(?=\/)/, '');
  p = p.split(/[?#]/)[0];
  if (!p.startsWith('/')) return p;
  const segments = p
    .split('/')
    .filter(Boolean)
    .map((s) =>
      /^(:|\*|\[|\{|\$)/.test(s)
        ? s.startsWith('*') || s.startsWith('[...') || s === '$'
          ? '*'
          : ':'
        : s.includes(':param')
          ? `${s.slice(0, s.indexOf(':param'))}:`
          : s,
    );
  return '/' + segments.join('/');
}

/** Two paths name the same route: equal segments, a parameter on either side, or a segment that starts with the other's text. */
export function pathsMatch(a: string, b: string): boolean {
  const sa = normalizeRoutePath(a).split('/').filter(Boolean);
  const sb = normalizeRoutePath(b).split('/').filter(Boolean);
  for (let i = 0; i < Math.max(sa.length, sb.length); i++) {
    const x = sa[i];
    const y = sb[i];
    if (x === '*' || y === '*') return true;
    if (x === undefined || y === undefined) return false;
    if (x === ':' || y === ':') continue;
    if (!segmentsMatch(x.toLowerCase(), y.toLowerCase())) return false;
  }
  return true;
}

/**
 * A path written behind a base URL nobody could tell (`${API_URL}/orders/:id`) names a
 * route whose path ends with it: its last segments match, and it has fewer of them (the
 * base held the rest, such as `/v1`).
 */
export function endsWithPath(routePath: string, tail: string): boolean {
  const long = normalizeRoutePath(routePath).split('/').filter(Boolean);
  const short = normalizeRoutePath(tail).split('/').filter(Boolean);
  return (
    short.length > 0 &&
    short.length < long.length &&
    pathsMatch('/' + long.slice(long.length - short.length).join('/'), '/' + short.join('/'))
  );
}

/** `billing-:` (text, then a value) matches the segments that start with `billing-`. */
function segmentsMatch(x: string, y: string): boolean {
  const open = (s: string) => s.endsWith(':');
  if (!open(x) && !open(y)) return x === y;
  const [px, py] = [open(x) ? x.slice(0, -1) : x, open(y) ? y.slice(0, -1) : y];
  return open(x) && open(y) ? px.startsWith(py) || py.startsWith(px) : open(x) ? py.startsWith(px) : px.startsWith(py);
}

export function methodsMatch(route: string, call: string | undefined): boolean {
  if (!call || route === 'ALL' || route === 'USE') return true;
  return route === call.toUpperCase();
}

/** The literal part of a path before its first parameter: what to `git grep` for. */
export function staticPrefix(path: string): string {
  const segs: string[] = [];
  for (const s of normalizeRoutePath(path).split('/').filter(Boolean)) {
    if (s.endsWith(':') || s === '*') break;
    segs.push(s);
  }
  return '/' + segs.join('/');
}

export function joinPaths(prefix: string, path: string): string {
  const joined = `/${prefix}/${path}`.replace(/\/+/g, '/');
  return joined.length > 1 ? joined.replace(/\/$/, '') : joined;
}

function fullPaths(view: TreeView, file: string, handler: RequestHandler): string[] {
  if (handler.kind === 'nest') return nestPaths(view, file, handler);
  if (handler.path === undefined) return [];
  if (handler.kind !== 'router') return [handler.path];
  const prefixes = handler.registration ? registrationPrefixes(view, file, handler.registration) : [''];
  const own = handler.paths ?? [handler.path];
  return [...new Set(prefixes.flatMap((p) => own.map((o) => joinPaths(p, o))))];
}

/**
 * Prefixes under which a router object is mounted: `app.use('/api/checkout', auth, checkoutRouter)`
 * in the same file or in a file that imports it, followed up through nested routers.
 * A router mounted nowhere is served at its own paths.
 */
export function mountPrefixes(view: TreeView, file: string, receiver: string | undefined): string[] {
  const found = receiver ? prefixesOfRouter(view, file, receiver, '') : [];
  return found.length > 0 ? found : [''];
}

/** The prefixes of the object a route is registered on (`router.get(...)`, `app.get(...)` inside a plugin). */
function registrationPrefixes(view: TreeView, file: string, registration: CallExpression): string[] {
  const { Node } = loadTsMorph();
  const callee = registration.getExpression();
  if (!Node.isPropertyAccessExpression(callee)) return [''];
  const root = rootNode(callee.getExpression());
  if (root && Node.isIdentifier(root)) return bindingPrefixes(view, file, root);
  // A chain on a new instance (`export const usage = new Hono().get(…).post(…)`): the
  // instance is the variable the whole chain is assigned to.
  const name = chainBinding(registration);
  return name ? bindingPrefixes(view, file, name) : [''];
}

/** The name of the variable a call chain (`new Hono().use(…).route(…)`) is assigned to. */
function chainBinding(call: CallExpression): Node | undefined {
  const { Node } = loadTsMorph();
  let outer: Node = call;
  for (let p = outer.getParent(); p; p = outer.getParent()) {
    const chained =
      (Node.isPropertyAccessExpression(p) && p.getExpression() === outer) ||
      (Node.isCallExpression(p) && p.getExpression() === outer) ||
      Node.isParenthesizedExpression(p) ||
      Node.isAsExpression(p) ||
      Node.isSatisfiesExpression(p);
    if (!chained) break;
    outer = p;
  }
  const decl = outer.getParent();
  return decl && Node.isVariableDeclaration(decl) && decl.getInitializer() === outer ? decl.getNameNode() : undefined;
}

/** Prefixes of a router, app or plugin instance named by an identifier (never empty). */
function bindingPrefixes(view: TreeView, file: string, id: Node): string[] {
  const { Node } = loadTsMorph();
  const decl = declarationOf(id);
  let found: string[];
  let own = '';
  if (decl && Node.isParameterDeclaration(decl)) {
    const fn = decl.getParent();
    const index = fn && isFunctionLike(fn) ? parametersOf(fn).indexOf(decl) : -1;
    found = fn && index === 0 ? pluginPrefixes(view, file, fn) : [];
    // a function that registers routes on the router it is given (`registerRoutes(router)`):
    // where the routers its callers hand it are mounted
    if (fn && found.length === 0 && index >= 0) found = passedRouterPrefixes(view, file, fn, index);
  } else if (decl && Node.isVariableDeclaration(decl)) {
    own = ownPrefix(view, decl.getInitializer());
    const inner = nearestFunction(decl);
    found = [
      ...prefixesOfRouter(view, file, id.getText(), ''),
      ...(inner ? factoryPrefixes(view, file, inner, id.getText()) : []),
    ];
  } else found = prefixesOfRouter(view, file, id.getText(), '');
  return found.length > 0 ? [...new Set(found.map((p) => joinPaths(p, own)))] : [joinPaths('', own)];
}

/** The functions whose callers' routers are being followed (a function that hands the router on to itself). */
const followingCallers = new Set<Node>();

/**
 * The prefixes of the routers a function's callers hand it as its parameter `index`
 * (`registerSubscriptionRoutes(router)` on a router mounted at `/api/v1/strategies`).
 */
function passedRouterPrefixes(view: TreeView, file: string, fn: Node, index: number): string[] {
  const { Node } = loadTsMorph();
  if (followingCallers.has(fn)) return [];
  followingCallers.add(fn);
  try {
    const out: string[] = [];
    for (const site of callersOf(view, { fn: fn as FunctionLike, file })) {
      const arg = site.call.getArguments()[index];
      const root = arg ? rootNode(arg) : undefined;
      if (root && Node.isIdentifier(root)) out.push(...bindingPrefixes(view, site.file, root));
    }
    return [...new Set(out)];
  } finally {
    followingCallers.delete(fn);
  }
}

/** A prefix an app or router is created with: Hono's `.basePath('/api')`, koa-router's and Elysia's `{ prefix }`. */
function ownPrefix(view: TreeView, init: Node | undefined): string {
  const { Node } = loadTsMorph();
  let n: Node | undefined = init ? unwrap(init) : undefined;
  const parts: string[] = [];
  while (n) {
    if (Node.isCallExpression(n)) {
      const callee = n.getExpression();
      if (Node.isPropertyAccessExpression(callee) && callee.getName() === 'basePath') {
        parts.unshift(stringValueOf(view, n.getArguments()[0]) ?? '');
      }
      n = Node.isPropertyAccessExpression(callee) ? callee.getExpression() : undefined;
    } else if (Node.isNewExpression(n)) {
      const opts = n.getArguments()[0];
      const prefix = opts && Node.isObjectLiteralExpression(opts) ? propertyNode(opts, 'prefix') : undefined;
      if (prefix) parts.unshift(stringValueOf(view, prefix) ?? '');
      n = undefined;
    } else n = undefined;
  }
  return parts.reduce((a, b) => joinPaths(a, b), '');
}

/** A router built and returned by a function (`export function ordersRouter() { const r = Router(); …; return r }`). */
function factoryPrefixes(view: TreeView, file: string, fn: Node, local: string): string[] {
  const { Node } = loadTsMorph();
  const returns = fn
    .getDescendantsOfKind(loadTsMorph().SyntaxKind.ReturnStatement)
    .some((r) => nearestFunction(r) === fn && r.getExpression()?.getText() === local);
  const arrowReturns = Node.isArrowFunction(fn) && !Node.isBlock(fn.getBody()) && fn.getBody().getText() === local;
  return returns || arrowReturns ? pluginPrefixes(view, file, fn) : [];
}

/**
 * Prefixes of a plugin function (`export const orderRoutes: FastifyPluginAsync = async (app) => …`,
 * `export default fp(async (app) => …)`, a router factory): where it is registered
 * (`app.register(orderRoutes, { prefix: '/api/orders' })`, `app.use('/api', ordersRouter())`),
 * registered inline (`app.register(async (api) => …, { prefix })`) or loaded by
 * `@fastify/autoload` from a folder. Empty when it is registered nowhere.
 */
function pluginPrefixes(view: TreeView, file: string, fn: Node): string[] {
  const { Node } = loadTsMorph();
  let holder: Node | undefined = fn.getParent();
  // fp(plugin, opts) / wrappers
  while (holder && Node.isCallExpression(holder) && holder.getArguments().includes(fn as never)) {
    const callee = holder.getExpression();
    if (Node.isPropertyAccessExpression(callee) && callee.getName() === 'register') {
      // Registered inline: app.register(async (api) => { ... }, { prefix: '/api' })
      const opts = holder.getArguments()[1];
      const prefix = stringValueOf(view, propertyNode(objectLiteralOf(view, opts), 'prefix')) ?? '';
      return registrationPrefixes(view, file, holder).map((p) => joinPaths(p, prefix));
    }
    holder = holder.getParent();
  }
  let local = '';
  let isDefault = false;
  if (Node.isFunctionDeclaration(fn)) {
    local = fn.getName() ?? '';
    isDefault = fn.hasDefaultKeyword();
  } else if (holder && Node.isVariableDeclaration(holder)) local = holder.getName();
  else if (holder && Node.isExportAssignment(holder)) isDefault = true;
  if (!local && !isDefault) return [];
  const mounted = prefixesOfRouter(view, file, local, isDefault ? 'default' : '');
  return mounted.length === 0 && isDefault ? autoloadPrefixes(view, file) : mounted;
}

/** Where a router is mounted (empty: nowhere). A router mounted in a cycle of routers is served at its own paths there. */
const prefixesOfRouter = recursiveTreeFact(
  [] as string[],
  (view: TreeView, file: string, receiver: string, defaultExport: string): string[] => {
    const sf = view.sourceFile(file);
    if (!sf) return [];
    const exportedAs = receiver ? exportedNames(sf, receiver) : [];
    if (defaultExport && !exportedAs.includes('default')) exportedAs.push('default');
    const base = file.replace(/^.*\//, '').replace(/\.[^.]+$/, '');
    const words = [...exportedAs.filter((n) => n !== 'default'), ...(receiver ? [receiver] : [])];
    if (exportedAs.includes('default')) words.push(base === 'index' ? dirname(file).replace(/^.*\//, '') : base);
    const candidates = new Set<string>([file]);
    if (exportedAs.length > 0) {
      // A file that mounts the router imports its module: it names the router and the module.
      const importers = new Set(importerCandidates(view, file));
      const named = view
        .filesWith(words.filter(Boolean))
        .filter((f) => importers.has(f) && isCodeFile(f) && !isTestCode(f));
      view.prefetch(named);
      for (const f of named) candidates.add(f);
    }
    const prefixes: string[] = [];
    for (const candidate of candidates) {
      const csf = view.sourceFile(candidate);
      if (!csf) continue;
      const localNames =
        candidate === file ? (receiver ? [receiver] : []) : importedNamesOf(view, csf, candidate, file, exportedAs);
      for (const mount of mountCalls(view, csf, candidate, localNames, file)) {
        for (const outer of mount.outer()) prefixes.push(joinPaths(outer, mount.prefix));
      }
    }
    return [...new Set(prefixes)];
  },
);

interface MountCall {
  prefix: string;
  /** Prefixes of the app or router it is mounted on. */
  outer: () => string[];
}

/**
 * Calls that mount one of `names` (or the module `target` itself, loaded with `import()` /
 * `require()`): `x.use(prefix, …, router)`, `x.route(prefix, app)`, `x.register(plugin, { prefix })`.
 */
function mountCalls(view: TreeView, sf: SourceFile, file: string, names: string[], target: string): MountCall[] {
  const { Node, SyntaxKind } = loadTsMorph();
  const out: MountCall[] = [];
  const mounts = (a: Node, depth = 0): boolean => {
    const u = unwrap(a);
    if (Node.isIdentifier(u)) {
      if (names.includes(u.getText())) return true;
      // a local holding what the factory built: `const documents = createDocumentRoutes(); router.use('/docs', documents)`
      const decl = depth < 2 ? declarationOf(u) : undefined;
      const init = decl && Node.isVariableDeclaration(decl) ? decl.getInitializer() : undefined;
      return init !== undefined && Node.isCallExpression(unwrap(init)) && mounts(init, depth + 1);
    }
    if (Node.isCallExpression(u)) {
      const callee = u.getExpression();
      // ordersRouter() (a factory), import('./routes/orders'), require('./routes/orders')
      if (Node.isIdentifier(callee) && names.includes(callee.getText())) return true;
      const spec = u.getArguments()[0];
      if ((callee.getKind() === SyntaxKind.ImportKeyword || callee.getText() === 'require') && spec) {
        const s = stringValueOf(view, spec);
        return s !== undefined && resolveImport(view, file, s) === target;
      }
    }
    if (Node.isPropertyAccessExpression(u) && u.getName() === 'default') return mounts(u.getExpression(), depth);
    return false;
  };
  for (const call of sf.getDescendantsOfKind(SyntaxKind.CallExpression)) {
    const callee = call.getExpression();
    if (!Node.isPropertyAccessExpression(callee)) continue;
    const kind = callee.getName();
    if (kind !== 'use' && kind !== 'route' && kind !== 'register') continue;
    const args = call.getArguments();
    if (!args.some((a) => mounts(a))) continue;
    let prefix = '';
    if (kind === 'register') {
      prefix = stringValueOf(view, propertyNode(objectLiteralOf(view, args[1]), 'prefix')) ?? '';
    } else {
      const first = stringValueOf(view, args[0]);
      prefix = first !== undefined && first.startsWith('/') ? first : '';
    }
    out.push({ prefix, outer: () => registrationPrefixes(view, file, call) });
  }
  return out;
}

/** Names under which a file exports a local binding ('default' for `export default x`). */
function exportedNames(sf: SourceFile, local: string): string[] {
  const { Node } = loadTsMorph();
  const names: string[] = [];
  for (const [name, decls] of exportedDeclarations(sf)) {
    for (const d of decls) {
      const declName = Node.isVariableDeclaration(d) || Node.isFunctionDeclaration(d) ? d.getName() : undefined;
      // also an export that only names the local (`export const transactionsRouter = app`)
      const alias = Node.isVariableDeclaration(d) ? d.getInitializer() : undefined;
      if (declName === local || (alias && Node.isIdentifier(unwrap(alias)) && unwrap(alias).getText() === local))
        names.push(name);
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
    if (resolveImport(view, fromFile, specifierOf(imp)) !== target) continue;
    const def = imp.getDefaultImport();
    if (def && exportedAs.includes('default')) names.push(def.getText());
    for (const n of imp.getNamedImports()) {
      if (exportedAs.includes(n.getName())) names.push(n.getAliasNode()?.getText() ?? n.getName());
    }
  }
  // CommonJS: `const ordersRouter = require('./routes/orders')` is the module's `module.exports`;
  // `const { orderRoutes } = await import('./routes/orders')` names its exports
  for (const imp of importsOf(view, fromFile)) {
    if (imp.resolved !== target || (imp.kind !== 'require' && imp.kind !== 'dynamic')) continue;
    for (const b of imp.bindings) {
      const whole = b.imported === '*' && imp.kind === 'require' && exportedAs.includes('default');
      if (whole || (b.imported !== '*' && exportedAs.includes(b.imported))) names.push(b.local);
    }
  }
  return names;
}

interface AutoloadFolder {
  dir: string;
  prefix: string;
  /** Folders below `dir` add their names to the prefix (autoload's default). */
  folderPrefixes: boolean;
  outer: () => string[];
}

/** Folders that `@fastify/autoload` registers, as the code declares them (`register(autoload, { dir, options })`). */
const autoloadFolders = treeFact((view: TreeView): AutoloadFolder[] => {
  const { Node, SyntaxKind } = loadTsMorph();
  const out: AutoloadFolder[] = [];
  const files = view
    .filesWith(['@fastify/autoload', 'fastify-autoload'])
    .filter((f) => isCodeFile(f) && !isTestCode(f));
  for (const file of files) {
    const sf = view.sourceFile(file);
    if (!sf) continue;
    const names = sf
      .getImportDeclarations()
      .filter((i) => /^(@fastify\/autoload|fastify-autoload)$/.test(specifierOf(i)))
      .flatMap((i) => [
        i.getDefaultImport()?.getText(),
        ...i.getNamedImports().map((n) => n.getAliasNode()?.getText() ?? n.getName()),
      ])
      .filter((n): n is string => !!n);
    for (const call of sf.getDescendantsOfKind(SyntaxKind.CallExpression)) {
      const callee = call.getExpression();
      if (!Node.isPropertyAccessExpression(callee) || callee.getName() !== 'register') continue;
      const [plugin, optsNode] = call.getArguments();
      if (!plugin || !names.includes(unwrap(plugin).getText())) continue;
      const opts = objectLiteralOf(view, optsNode);
      const dir = folderOf(view, file, propertyNode(opts, 'dir'));
      if (dir === undefined) continue;
      const options = objectLiteralOf(view, propertyNode(opts, 'options'));
      const prefix = stringValueOf(view, propertyNode(options, 'prefix')) ?? '';
      const flag = propertyNode(opts, 'dirNameRoutePrefix');
      out.push({
        dir,
        prefix,
        folderPrefixes: !(flag && Node.isFalseLiteral(flag)),
        outer: () => registrationPrefixes(view, file, call),
      });
    }
  }
  return out;
});

/** `join(__dirname, 'routes')`, `path.resolve(__dirname, 'routes')`, `` `${__dirname}/routes` `` as a repository folder. */
function folderOf(view: TreeView, file: string, node: Node | undefined): string | undefined {
  const { Node } = loadTsMorph();
  if (!node) return undefined;
  const n = unwrap(node);
  const here = dirname(file);
  if (Node.isCallExpression(n) && /(^|\.)(join|resolve)$/.test(n.getExpression().getText())) {
    const [first, ...rest] = n.getArguments();
    if (!first || !/__dirname|import\.meta\.dirname/.test(first.getText())) return undefined;
    const parts = rest.map((a) => stringValueOf(view, a));
    if (parts.some((p) => p === undefined || p.includes(':param'))) return undefined;
    return joinFiles(here, ...(parts as string[]));
  }
  const text = stringValueOf(view, n);
  if (text?.startsWith(':param/') && /__dirname/.test(n.getText()))
    return joinFiles(here, text.slice(':param/'.length));
  return undefined;
}

/** Prefixes autoload gives the plugin a file exports: the registration's prefix and the folders below its `dir`. */
function autoloadPrefixes(view: TreeView, file: string): string[] {
  const out: string[] = [];
  for (const folder of autoloadFolders(view)) {
    if (!file.startsWith(`${folder.dir}/`)) continue;
    const folders = dirname(file.slice(folder.dir.length + 1));
    const own =
      folder.folderPrefixes && folders
        ? folders
            .split('/')
            .map((s) => s.replace(/^_/, ':'))
            .join('/')
        : '';
    for (const outer of folder.outer()) out.push(joinPaths(joinPaths(outer, folder.prefix), own));
  }
  return [...new Set(out)];
}

// ---------------------------------------------------------------------------------------
// NestJS

/** `@Controller('orders')` (or `{ path }`, or a list) joined with `@Get(':id')` under the app's global prefix. */
function nestPaths(view: TreeView, file: string, handler: RequestHandler): string[] {
  const { Node } = loadTsMorph();
  const method = handler.node;
  const cls = method.getParent();
  if (!Node.isMethodDeclaration(method) || !cls || !Node.isClassDeclaration(cls)) {
    return handler.path !== undefined ? [handler.path] : [];
  }
  const controller = cls.getDecorator('Controller');
  const verb = method.getDecorators().find((d) => NEST_METHODS[d.getName()] === handler.method);
  const prefixes = controller ? nestPathArgs(view, controller.getArguments()[0]) : [''];
  const subs = verb ? nestPathArgs(view, verb.getArguments()[0]) : [''];
  const global = nestGlobalPrefix(view, file);
  const out: string[] = [];
  for (const p of prefixes) {
    for (const s of subs) {
      const local = joinPaths(p, s);
      out.push(global && !global.exclude.some((x) => pathsMatch(x, local)) ? joinPaths(global.prefix, local) : local);
    }
  }
  return [...new Set(out)];
}

function nestPathArgs(view: TreeView, arg: Node | undefined): string[] {
  const { Node } = loadTsMorph();
  if (!arg) return [''];
  const a = unwrap(arg);
  if (Node.isArrayLiteralExpression(a)) return a.getElements().map((e) => stringValueOf(view, e) ?? '');
  if (Node.isObjectLiteralExpression(a)) return nestPathArgs(view, propertyNode(a, 'path'));
  return [stringValueOf(view, a) ?? ''];
}

interface GlobalPrefix {
  file: string;
  prefix: string;
  exclude: string[];
}

/** `app.setGlobalPrefix('api', { exclude })` calls of the tree's bootstrap files. */
const nestGlobalPrefixes = treeFact((view: TreeView): GlobalPrefix[] => {
  const { Node, SyntaxKind } = loadTsMorph();
  const out: GlobalPrefix[] = [];
  for (const file of view.filesWith(['setGlobalPrefix']).filter((f) => isCodeFile(f) && !isTestCode(f))) {
    const sf = view.sourceFile(file);
    if (!sf) continue;
    for (const call of sf.getDescendantsOfKind(SyntaxKind.CallExpression)) {
      const callee = call.getExpression();
      if (!Node.isPropertyAccessExpression(callee) || callee.getName() !== 'setGlobalPrefix') continue;
      const prefix = stringValueOf(view, call.getArguments()[0]) ?? configuredDefault(view, call.getArguments()[0]);
      if (prefix === undefined) continue;
      const excludeNode = propertyNode(objectLiteralOf(view, call.getArguments()[1]), 'exclude');
      const exclude: string[] = [];
      if (excludeNode && Node.isArrayLiteralExpression(excludeNode)) {
        for (const e of excludeNode.getElements()) {
          const v = stringValueOf(view, Node.isObjectLiteralExpression(e) ? propertyNode(e, 'path') : e);
          if (v !== undefined) exclude.push(v);
        }
      }
      out.push({ file, prefix, exclude });
    }
  }
  return out;
});

/**
 * The default a configured value falls back to (`config.get('API_PREFIX') || 'api/v1'`,
 * `process.env.PREFIX ?? 'api'`), through the local that holds it: what the code serves at
 * unless a deployment says otherwise.
 */
function configuredDefault(view: TreeView, node: Node | undefined): string | undefined {
  const { Node, SyntaxKind } = loadTsMorph();
  let e = node ? unwrap(node) : undefined;
  if (e && Node.isIdentifier(e)) {
    const decl = declarationOf(e);
    e = decl && Node.isVariableDeclaration(decl) ? decl.getInitializer() : undefined;
    e = e ? unwrap(e) : undefined;
  }
  if (!e || !Node.isBinaryExpression(e)) return undefined;
  const op = e.getOperatorToken().getKind();
  if (op !== SyntaxKind.BarBarToken && op !== SyntaxKind.QuestionQuestionToken) return undefined;
  return stringValueOf(view, e.getRight());
}

/** The global prefix of the Nest app a controller belongs to: the bootstrap file whose folder holds it. */
function nestGlobalPrefix(view: TreeView, file: string): GlobalPrefix | undefined {
  const all = nestGlobalPrefixes(view);
  const holding = all
    .filter((g) => {
      const dir = dirname(g.file);
      return dir === '' || file.startsWith(`${dir}/`);
    })
    .sort((a, b) => b.file.length - a.file.length);
  if (holding.length > 0) return holding[0];
  // The bootstrap beside the source folder (`src/main.ts` for `src/**`, `apps/api/src/main.ts`).
  const root = packageRoot(view, file);
  const same = all.filter((g) => packageRoot(view, g.file) === root);
  return same.length === 1 ? same[0] : undefined;
}

function packageRoot(view: TreeView, file: string): string {
  for (let d = dirname(file); ; d = dirname(d)) {
    if (view.exists(d ? `${d}/package.json` : 'package.json')) return d;
    if (!d) return '';
  }
}

// ---------------------------------------------------------------------------------------
// Responses

/** Framework helpers that answer with their first argument (`json(data)` of Remix / React Router). */
const ANSWER_HELPERS = new Set(['json', 'data', 'typedjson']);

function responseSites(view: TreeView | undefined, handler: RequestHandler): ResponseSite[] {
  const { Node, SyntaxKind } = loadTsMorph();
  const fn = handler.node;
  const sites: ResponseSite[] = [];
  const add = (expr: Node, at: Node, status?: number) => {
    const shape = view ? shapeOf(view, expr) : UNKNOWN;
    sites.push({
      file: handler.file,
      line: at.getStartLineNumber(),
      endLine: at.getEndLineNumber(),
      node: expr,
      keys: shape.kind === 'object' ? shape.keys : [],
      spreads: shape.spreads,
      open: shape.kind === 'object' ? shape.open : shape.kind !== 'scalar',
      shape,
      status,
    });
  };
  for (const call of fn.getDescendantsOfKind(SyntaxKind.CallExpression)) {
    const callee = call.getExpression();
    const args = call.getArguments();
    if (args.length === 0) continue;
    if (Node.isPropertyAccessExpression(callee)) {
      const name = callee.getName();
      if (name !== 'json' && name !== 'send') continue;
      if (rootIdentifier(callee.getExpression()) === 'JSON') continue;
      add(args[0], call, statusOf(call));
    } else if (Node.isIdentifier(callee) && ANSWER_HELPERS.has(callee.getText()) && importedFromPackage(callee)) {
      add(args[0], call, statusOf(call));
    }
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
  // A returned object is the response for Fastify, Hono-less routers, Nest controllers, Remix
  // loaders (single fetch), tRPC procedures and server actions.
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
      if (Node.isNewExpression(u) || Node.isVoidExpression(u)) continue;
      if (Node.isIdentifier(u) && (u.getText() === 'undefined' || u.getText() === 'next')) continue;
      if (Node.isCallExpression(u) && !returnsData(view, u)) continue;
      add(e, e);
    }
  }
  return sites;
}

/**
 * A returned call is an answer when it computes the data (a service method, a helper) rather
 * than sending a response (`res.json(...)`, `reply.send(...)`, `json(...)`, `redirect(...)`).
 */
function returnsData(view: TreeView | undefined, call: Node): boolean {
  const { Node } = loadTsMorph();
  if (!view || !Node.isCallExpression(call)) return false;
  const callee = call.getExpression();
  if (Node.isPropertyAccessExpression(callee)) {
    const name = callee.getName();
    if (
      /^(json|send|status|code|redirect|end|sendStatus|render|notFound|badRequest|unauthorized|forbidden|internalServerError|header|headers|type|sendFile|download|body|text|html|newResponse|stream)$/.test(
        name,
      )
    ) {
      return false;
    }
    if (/^(then|catch|finally)$/.test(name)) return false;
    return true;
  }
  if (Node.isIdentifier(callee)) {
    if (ANSWER_HELPERS.has(callee.getText()) || /^(redirect|notFound|error|defer)$/.test(callee.getText()))
      return false;
    const def = definitionOf(view, callee);
    return !!def && def.node !== callee && isFunctionLike(def.node);
  }
  return false;
}

function importedFromPackage(id: Node): boolean {
  const { Node } = loadTsMorph();
  const decl = declarationOf(id);
  if (!decl || !Node.isImportSpecifier(decl)) return false;
  const spec = specifierOf(decl.getImportDeclaration());
  return !spec.startsWith('.') && !spec.startsWith('/');
}

function statusOf(call: CallExpression): number | undefined {
  const { Node } = loadTsMorph();
  const callee = call.getExpression();
  if (Node.isPropertyAccessExpression(callee)) {
    // res.status(404).json(...)
    const recv = callee.getExpression();
    if (Node.isCallExpression(recv)) {
      const rc = recv.getExpression();
      if (Node.isPropertyAccessExpression(rc) && (rc.getName() === 'status' || rc.getName() === 'code')) {
        const a = recv.getArguments()[0];
        if (a && Node.isNumericLiteral(a)) return Number(a.getLiteralValue());
      }
    }
  }
  // Response.json(x, { status: 404 }) / c.json(x, 404) / json(x, { status })
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

/** The file of a node (for callers that hold a node of some view). */
export function nodeFile(view: TreeView, node: Node): string {
  return fileOf(view, node);
}
