import { isTestCode, isToolConfig } from '../../workspace/classify';
import { treeFact } from '../../workspace/fact';
import type {
  CallExpression,
  ClassDeclaration,
  Node,
  ObjectLiteralExpression,
  PropertyAccessExpression,
  SourceFile,
} from 'ts-morph';
import { loadTsMorph } from '../../workspace/ts';
import { contains, descendantsOfKinds } from '../code/syntax';
import { declarationOf, functionName, unwrapExpression, specifierOf } from '../code/ast';

export { functionName };
import { defaultExportedFunction, exportedDeclarations, isExportedDeclaration } from '../code/exports';
import { exportedNamed } from '../code/resolve-string';
import { importerClosure, importersOf, importsOf } from '../code/module-graph';
import { dirname, join, resolveImport, svelteKitRoot } from '../code/resolve-import';
import { definitionOf, propertyNode, stringValueOf } from '../code/values';
import type { TreeView } from '../../workspace/workspace';
import { ROUTER_METHODS, factoryHandler, optionsWithFunction } from './endpoint-factories';
import { messageHandlersIn, type MessageHandler } from './message-handlers';
import { waspOperationsIn } from './wasp';

/**
 * Request handlers declared in one file, found syntactically: route handlers of Express,
 * its Router, Fastify, Hono and Koa-router; Next.js app-router `route.ts` exports and
 * pages-router API routes; NestJS controller methods; Remix / React Router route modules'
 * `loader` and `action`; SvelteKit's `+server` endpoints, `+page.server`/`+layout.server`
 * `load` and form `actions`, and remote functions (`*.remote.ts`); tRPC procedures; Next.js server actions; Wasp operations and
 * endpoints declared in `main.wasp`; GraphQL resolvers and socket message handlers.
 * Paths are as written in the file (mount prefixes are the route index's job).
 */
export type HandlerKind =
  | 'router'
  | 'next-app'
  | 'next-pages'
  | 'nest'
  | 'remix'
  | 'file-route'
  | 'trpc'
  | 'server-action'
  | 'server-fn'
  | 'remote-fn'
  | 'sveltekit'
  | 'wasp'
  | 'graphql'
  | 'socket'
  | 'mcp';

/** The objects a file's router-style handlers are registered on (`app`, `ordersRouter`). */
export function routerReceivers(handlers: readonly RequestHandler[]): Set<string> {
  return new Set(handlers.flatMap((h) => (h.kind === 'router' && h.receiver ? [h.receiver] : [])));
}

/** Handlers a client asks for by name, not by path: GraphQL operations, socket messages, MCP tools. */
export function isNamedOperation(kind: HandlerKind): kind is MessageHandler['kind'] {
  return kind === 'graphql' || kind === 'socket' || kind === 'mcp';
}

/**
 * Functions the client calls as functions, over a request the framework makes: Next.js server
 * actions, TanStack Start server functions, SvelteKit remote functions.
 */
export function isServerFunction(kind: HandlerKind): boolean {
  return kind === 'server-action' || kind === 'server-fn' || kind === 'remote-fn';
}

export interface RequestHandler {
  file: string;
  kind: HandlerKind;
  /** HTTP method in upper case; 'ALL' for `router.all` / `app.use`-style, 'POST' for server actions. */
  method: string;
  /** Path as declared here ('/', '/orders/:id'); derived from the file path for Next.js. */
  path?: string;
  /** Every path of a registration that lists several (`router.get(['/', '/:id'], …)`); `path` is the first. */
  paths?: string[];
  /** The function that handles the request. */
  node: FunctionLike;
  line: number;
  /** Name of the function, when it has one (`POST`, `handleWebhook`, a server action's name). */
  name?: string;
  /** The call that registers it (`router.post('/', ...)`), for router-style handlers. */
  registration?: CallExpression;
  /** The object the route is registered on (`checkoutRouter`, `app`). */
  receiver?: string;
  /**
   * Where the function is written, when another module defines it and this file registers
   * it by reference (`router.post('/x', ordersController.create)`): the place to change.
   */
  defined?: { file: string; line: number };
  /** For a procedure (kind `trpc`): the library its builder chain is written for. */
  library?: 'tRPC' | 'oRPC';
  /** For a procedure: the chain it is built from (`protectedProcedure.input(schema)`), whose middlewares it runs. */
  chain?: Node;
  /**
   * Registered by an endpoint factory of the repository, which mounts it under a prefix the
   * syntax does not tell: `path` is the route's own, the tail of what clients request.
   */
  mountUnknown?: boolean;
  /**
   * The app maps request URLs to its routes with code the gate does not run (SvelteKit's
   * `reroute` hook: `acme.example.com/studio` served by `_org/[slug]/studio`): the URL
   * may be any tail of `path`.
   */
  rerouted?: boolean;
  /**
   * For a GraphQL resolver (kind `graphql`) or a socket message handler (kind `socket`): the
   * field or event its clients ask for by name. Such handlers have no HTTP path of their own.
   */
  operation?: string;
}

export type FunctionLike = Node; // ArrowFunction | FunctionExpression | FunctionDeclaration | MethodDeclaration

/** The parts of a request its data is read from (`req.body`, `c.req.query`, `url.searchParams`). */
export const REQUEST_PARTS: ReadonlySet<string> = new Set([
  'body',
  'query',
  'params',
  'searchParams',
  'formData',
  'cookies',
  'url',
]);

/** NestJS's parameter decorators that hand a handler a part of the request, by name or whole (`@Query('id')`, `@Body()`). */
export const NEST_REQUEST_PART_DECORATORS: ReadonlySet<string> = new Set([
  'Body',
  'Query',
  'Param',
  'Params',
  'Headers',
]);

const NEXT_METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS']);
/** NestJS's route decorators and the method each answers. */
export const NEST_METHODS: Readonly<Record<string, string>> = {
  Get: 'GET',
  Post: 'POST',
  Put: 'PUT',
  Patch: 'PATCH',
  Delete: 'DELETE',
  All: 'ALL',
  Options: 'OPTIONS',
  Head: 'HEAD',
  // a server-sent events stream is a GET whose answer the method's Observable writes
  Sse: 'GET',
};

/** `app/**\/route.ts` (optionally under src/). */
export function isNextAppRouteFile(path: string): boolean {
  return /(^|\/)app\/(.+\/)?route\.(ts|js|tsx|jsx|mjs)$/.test(path);
}

/**
 * The files of Next.js metadata routes and the name each is served at: `app/sitemap.ts` answers
 * `/sitemap.xml`, `robots.ts` `/robots.txt`, and the image routes (`opengraph-image.tsx`,
 * `icon.tsx`) answer at their own name.
 */
const NEXT_METADATA_ROUTES: Record<string, string> = {
  sitemap: 'sitemap.xml',
  robots: 'robots.txt',
  manifest: 'manifest.webmanifest',
  'opengraph-image': 'opengraph-image',
  'twitter-image': 'twitter-image',
  icon: 'icon',
  'apple-icon': 'apple-icon',
};
const NEXT_METADATA_FILE = new RegExp(
  `(?:^|/)app/(?:(.*)/)?(${Object.keys(NEXT_METADATA_ROUTES).join('|')})\\.(?:ts|js|tsx|jsx|mjs)$`,
);

/** The URL path a Next.js metadata route file answers (`app/blog/sitemap.ts` → `/blog/sitemap.xml`), if it is one. */
export function nextMetadataRoutePath(path: string): string | undefined {
  const m = path.match(NEXT_METADATA_FILE);
  if (!m) return undefined;
  const folder = nextRoutePath(`app/${m[1] ? m[1] + '/' : ''}route.ts`) ?? '/';
  return `${folder === '/' ? '' : folder}/${NEXT_METADATA_ROUTES[m[2]]}`;
}

/** `pages/api/**` (optionally under src/). */
export function isNextPagesApiFile(path: string): boolean {
  return /(^|\/)pages\/api\/.+\.(ts|js|tsx|jsx|mjs)$/.test(path);
}

/** The URL path a Next.js file serves: route groups dropped, `[id]` → `:id`. */
export function nextRoutePath(path: string): string | undefined {
  const app = path.match(/(?:^|\/)app\/(.*?)\/?route\.(?:ts|js|tsx|jsx|mjs)$/);
  const pages = path.match(/(?:^|\/)pages\/(api\/.+?)\.(?:ts|js|tsx|jsx|mjs)$/);
  const raw = app ? app[1] : pages ? pages[1].replace(/\/index$/, '') : undefined;
  if (raw === undefined) return undefined;
  const segments = raw
    .split('/')
    .filter((s) => s && !(s.startsWith('(') && s.endsWith(')')) && !s.startsWith('@'))
    .map((s) => s.replace(/^\[\[?\.\.\.(.+?)\]?\]$/, '*$1').replace(/^\[(.+)\]$/, ':$1'));
  return '/' + segments.join('/');
}

/**
 * The URL paths a Next.js app-router page or layout is shown at: a page's own path, a
 * layout's path and every path below it (`/dashboard/*`).
 */
export function nextPagePaths(path: string): string[] {
  const m = path.match(/(?:^|\/)app\/(.*?)\/?(page|layout)\.(?:ts|js|tsx|jsx)$/);
  if (!m) return [];
  const route = nextRoutePath(path.replace(/(page|layout)\.(ts|js|tsx|jsx)$/, 'route.ts'));
  if (route === undefined) return [];
  return m[2] === 'page' ? [route] : [route, `${route === '/' ? '' : route}/*`];
}

/**
 * The pages whose component tree imports a module (server actions a page's form or button
 * calls; given `only`, comma-separated names, one of those of its exports), as the paths
 * they are shown at: an end-to-end test that visits one reaches the module through the UI.
 */
export const nextPagesImporting = treeFact((view: TreeView, module: string, only = ''): string[] => {
  const closure = importerClosure(view, module, only);
  const out = new Set<string>();
  for (const file of closure.toward.keys()) for (const p of nextPagePaths(file)) out.add(p);
  return [...out];
});

/** A route module of Remix / React Router's `app/routes` folder (flat files, or a folder's `route.tsx`). */
export function isRemixRouteFile(path: string): boolean {
  return /(^|\/)app\/routes\/([^/]+|[^/]+\/(route|index))\.(ts|tsx|js|jsx)$/.test(path);
}

/**
 * The URL path of a Remix flat route (`api.users.$id.ts` → `/api/users/:id`): dots separate
 * segments, `_index` and `_layout` segments add none, `$x` is a parameter, a lone `$` the
 * splat, `(x)` optional, a trailing `_` opts out of nesting and `[.]` escapes.
 */
export function remixRoutePath(path: string): string | undefined {
  const m = path.match(/(?:^|\/)app\/routes\/(?:([^/]+)\/(?:route|index)|([^/]+))\.(?:ts|tsx|js|jsx)$/);
  if (!m) return undefined;
  const name = m[1] ?? m[2];
  const segments: string[] = [];
  let current = '';
  let escaped = false;
  for (const ch of name) {
    if (ch === '[') escaped = true;
    else if (ch === ']') escaped = false;
    else if (ch === '.' && !escaped) {
      segments.push(current);
      current = '';
    } else current += ch;
  }
  segments.push(current);
  const out: string[] = [];
  for (let s of segments) {
    if (s === '' || s === '_index' || s === 'index' || s.startsWith('_')) continue;
    s = s.replace(/_$/, '').replace(/^\((.*)\)$/, '$1');
    if (s === '$') out.push('*');
    else if (s.startsWith('$')) out.push(':' + s.slice(1));
    else out.push(s);
  }
  return '/' + out.join('/');
}

/** SvelteKit's routes folder (`src/routes`) and the file of a route: `+server`, `+page.server`, `+layout.server`. */
const SVELTEKIT_ROUTE_FILE = /(?:^|\/)src\/routes\/(?:(.*)\/)?\+(server|page\.server|layout\.server)\.(?:ts|js)$/;

/** A SvelteKit endpoint or server load/actions module of `src/routes`. */
export function isSvelteKitRouteFile(path: string): boolean {
  return SVELTEKIT_ROUTE_FILE.test(path);
}

/**
 * The URL path a folder of SvelteKit's `src/routes` serves: groups `(app)` add no segment,
 * `[id]` and `[id=matcher]` are parameters, `[[lang]]` an optional one, `[...rest]` the rest.
 */
export function svelteKitRoutePath(path: string): string | undefined {
  const m = path.match(/(?:^|\/)src\/routes\/(?:(.*)\/)?[^/]+$/);
  if (!m) return undefined;
  const segments = (m[1] ?? '')
    .split('/')
    .filter((seg) => seg && !(seg.startsWith('(') && seg.endsWith(')')))
    .map((seg) =>
      seg
        .replace(/^\[\.\.\.([^\]=]+)(?:=[^\]]+)?\]$/, '*$1')
        .replace(/^\[\[([^\]=]+)(?:=[^\]]+)?\]\]$/, ':$1')
        .replace(/^\[([^\]=]+)(?:=[^\]]+)?\]$/, ':$1'),
    );
  return '/' + segments.join('/');
}

/**
 * The URL paths a SvelteKit page or layout is shown at (its `.svelte` component or its server
 * module): a page's folder path, a layout's folder path and every path below it.
 */
export function svelteKitPagePaths(path: string): string[] {
  const m = /(?:^|\/)src\/routes\/(?:.*\/)?\+(page|layout)(?:\.server)?\.(?:svelte|ts|js)$/.exec(path);
  const route = m ? svelteKitRoutePath(path) : undefined;
  if (!m || route === undefined) return [];
  return m[1] === 'page' ? [route] : [route, `${route === '/' ? '' : route}/*`];
}

/**
 * The SvelteKit app of a file rewrites request URLs before they are matched to its routes:
 * its universal hooks module (`src/hooks.ts` or `.js`) exports `reroute`. (The hooks' place
 * set by `kit.files.hooks` is not read.)
 */
export const svelteKitReroutes = treeFact((view: TreeView, file: string): boolean => {
  const root = svelteKitRoot(view, dirname(file));
  if (root === undefined) return false;
  for (const ext of ['ts', 'js']) {
    const hooks = join(root, `src/hooks.${ext}`);
    const sf = view.exists(hooks) ? view.sourceFile(hooks) : undefined;
    if (sf && exportedDeclarations(sf).has('reroute')) return true;
  }
  return false;
});

/** SvelteKit's remote functions (`$app/server`): the call that makes one, and the method its request uses. */
const REMOTE_FUNCTIONS: Record<string, string> = { query: 'GET', prerender: 'GET', command: 'POST', form: 'POST' };

/** A module of SvelteKit remote functions (`data.remote.ts`). */
export function isRemoteFunctionsFile(path: string): boolean {
  return /\.remote\.(ts|js)$/.test(path);
}

/** All request handlers declared in a file (parsed once, memoised on the view). */
export const requestHandlers = treeFact((view: TreeView, path: string): RequestHandler[] => {
  // a dev server's middleware in a tool's configuration serves no deployed request
  if (isToolConfig(view, path)) return [];
  const sf = view.sourceFile(path);
  return sf ? findHandlers(view, sf, path) : [];
});

function findHandlers(view: TreeView, sf: SourceFile, path: string): RequestHandler[] {
  const { Node, SyntaxKind } = loadTsMorph();
  const handlers: RequestHandler[] = [];
  // Paths may be constants, imported constants or template literals.
  const pathOf = (node: Node | undefined) => stringValueOf(view, node);
  // The file's calls, found once for the kinds of registration below.
  let fileCalls: CallExpression[] | undefined;
  const calls = () => (fileCalls ??= sf.getDescendantsOfKind(SyntaxKind.CallExpression));

  // Next.js app router: exported GET/POST/... functions of route.ts.
  if (isNextAppRouteFile(path)) {
    for (const [name, decls] of exportedDeclarations(sf)) {
      if (!NEXT_METHODS.has(name)) continue;
      for (const decl of decls) {
        const fn = asFunction(decl);
        if (fn)
          handlers.push({
            file: path,
            kind: 'next-app',
            method: name,
            path: nextRoutePath(path),
            node: fn,
            line: fn.getStartLineNumber(),
            name,
          });
      }
    }
  }

  // Next.js metadata routes: the default export of `app/sitemap.ts`, `app/robots.ts`, an image
  // route, answers a GET with what it returns. An image route draws with `ImageResponse`; a
  // screen of another router that shares the folder's name (Expo Router's `app/`) does not.
  const metadataPath = nextMetadataRoutePath(path);
  if (metadataPath && (!/image|icon/.test(path.split('/').pop()!) || sf.getFullText().includes('ImageResponse')))
    handlers.push(...defaultExportHandlers(sf, path, 'next-app', 'GET', metadataPath));

  // Next.js pages router: the default export of pages/api/**.
  if (isNextPagesApiFile(path))
    handlers.push(...defaultExportHandlers(sf, path, 'next-pages', 'ALL', nextRoutePath(path)));

  // Remix / React Router route modules: `loader` answers GET, `action` the other methods.
  if (isRemixRouteFile(path)) {
    for (const [name, decls] of exportedDeclarations(sf)) {
      if (name !== 'loader' && name !== 'action') continue;
      for (const decl of decls) {
        const fn = asFunction(decl);
        if (fn)
          handlers.push({
            file: path,
            kind: 'remix',
            method: name === 'loader' ? 'GET' : 'POST',
            path: remixRoutePath(path),
            node: fn,
            line: fn.getStartLineNumber(),
            name,
          });
      }
    }
  }

  // SvelteKit: a `+server` module's exported GET/POST/… (and `fallback`) answer at its folder's
  // path; a `+page.server` or `+layout.server` module's `load` answers the page's GET, and
  // each of its form `actions` a POST to the page.
  // (only in a SvelteKit app: a folder with a `svelte.config.*` above it)
  const inSvelteKit = () => svelteKitRoot(view, dirname(path)) !== undefined;
  const svelteKit = path.match(SVELTEKIT_ROUTE_FILE);
  if (svelteKit && inSvelteKit()) {
    const routePath = svelteKitRoutePath(path);
    const rerouted = svelteKitReroutes(view, path) ? { rerouted: true } : {};
    for (const [name, decls] of exportedDeclarations(sf)) {
      const method =
        svelteKit[2] === 'server'
          ? NEXT_METHODS.has(name)
            ? name
            : name === 'fallback'
              ? 'ALL'
              : undefined
          : name === 'load'
            ? 'GET'
            : undefined;
      for (const decl of decls) {
        if (method) {
          const fn = asFunction(decl);
          if (fn)
            handlers.push({
              file: path,
              kind: 'sveltekit',
              method,
              path: routePath,
              node: fn,
              line: fn.getStartLineNumber(),
              name,
              ...rerouted,
            });
        } else if (name === 'actions' && svelteKit[2] === 'page.server') {
          const value = Node.isVariableDeclaration(decl) ? decl.getInitializer() : undefined;
          const init = value ? unwrapExpression(value) : undefined;
          for (const prop of init && Node.isObjectLiteralExpression(init) ? init.getProperties() : []) {
            const fn = Node.isMethodDeclaration(prop)
              ? prop
              : Node.isPropertyAssignment(prop)
                ? resolveFunction(prop.getInitializerOrThrow())
                : Node.isShorthandPropertyAssignment(prop)
                  ? resolveFunction(prop.getNameNode())
                  : undefined;
            if (
              fn &&
              (Node.isMethodDeclaration(prop) ||
                Node.isPropertyAssignment(prop) ||
                Node.isShorthandPropertyAssignment(prop))
            )
              handlers.push({
                file: path,
                kind: 'sveltekit',
                method: 'POST',
                path: routePath,
                node: fn,
                line: fn.getStartLineNumber(),
                name: prop.getName(),
                ...rerouted,
              });
          }
        }
      }
    }
  }

  // SvelteKit remote functions: `export const save = command(schema, async (input) => …)` in a
  // `.remote.ts` module; the browser calls them as functions.
  if (isRemoteFunctionsFile(path) && inSvelteKit()) {
    for (const [name, decls] of exportedDeclarations(sf)) {
      for (const decl of decls) {
        const init = Node.isVariableDeclaration(decl) ? decl.getInitializer() : undefined;
        if (!init || !Node.isCallExpression(init)) continue;
        const callee = init.getExpression();
        const maker = Node.isPropertyAccessExpression(callee) ? callee.getExpression().getText() : callee.getText();
        const method = REMOTE_FUNCTIONS[maker];
        const fn = method ? asFunction(init) : undefined;
        if (fn) handlers.push({ file: path, kind: 'remote-fn', method, node: fn, line: fn.getStartLineNumber(), name });
      }
    }
  }

  // Routes a module declares by their path, with a function per HTTP method (TanStack Start:
  // `createFileRoute('/x')({ server: { handlers: { GET } } })`, `createServerFileRoute('/x')
  // .methods({ GET })`, `createAPIFileRoute('/x')({ GET })`).
  if (/\b(handlers|methods|GET|POST|PUT|PATCH|DELETE)\b/.test(sf.getFullText())) {
    for (const call of calls()) {
      const declared = declaredRoute(call, pathOf);
      if (!declared) continue;
      for (const prop of declared.methods.getProperties()) {
        if (!(Node.isPropertyAssignment(prop) || Node.isMethodDeclaration(prop))) continue;
        const method = prop.getName();
        if (!NEXT_METHODS.has(method) && method !== 'ALL') continue;
        const fn = Node.isMethodDeclaration(prop) ? prop : resolveFunction(prop.getInitializerOrThrow());
        if (!fn) continue;
        handlers.push({
          file: path,
          kind: 'file-route',
          method,
          path: declared.path,
          node: fn,
          line: fn.getStartLineNumber(),
          name: method,
        });
      }
    }
  }

  // A server a runtime starts with one function for every request (`Deno.serve(handler)`,
  // Deno's std `serve(handler)`, `Bun.serve({ fetch })`): a Supabase Edge Function answers at
  // `/functions/v1/<its folder>`; any other at a path its code tells, not its syntax.
  if (/\b(Deno|Bun)\.serve\b|\bserve\s*\(/.test(sf.getFullText())) {
    for (const call of calls()) {
      const fn = runtimeServeHandler(sf, call);
      if (!fn) continue;
      const served = edgeFunctionPath(path);
      handlers.push({
        file: path,
        kind: 'file-route',
        method: 'ALL',
        ...(served ? { path: served } : {}),
        node: fn,
        line: fn.getStartLineNumber(),
        name: functionName(fn) ?? 'serve',
      });
    }
  }

  // A Cloudflare Durable Object (`class Room extends DurableObject`, or one that `implements
  // DurableObject`) answers the requests its stubs are sent (`stub.fetch(request)`) in `fetch`,
  // and the events of the WebSockets it accepted (`webSocketMessage`, `webSocketClose`,
  // `webSocketError`): handlers at paths its code tells (other modules forward to it).
  if (/\bDurableObject\b/.test(sf.getFullText())) {
    for (const cls of sf.getClasses()) {
      if (!isDurableObjectClass(cls)) continue;
      for (const name of DURABLE_OBJECT_HANDLERS) {
        const method = cls.getInstanceMethod(name);
        if (!method?.getBody()) continue;
        handlers.push({
          file: path,
          kind: 'file-route',
          method: 'ALL',
          node: method,
          line: method.getStartLineNumber(),
          name,
        });
      }
    }
  }

  // Server actions: a "use server" module's exported functions, or functions with the directive.
  const moduleIsServer = hasUseServerDirective(sf.getStatements());
  // Without the directive's text there is none to find.
  const functions = /use server/.test(sf.getFullText())
    ? descendantsOfKinds(sf, [SyntaxKind.FunctionDeclaration, SyntaxKind.ArrowFunction, SyntaxKind.FunctionExpression])
    : [];
  for (const fn of functions) {
    if (!(Node.isFunctionDeclaration(fn) || Node.isArrowFunction(fn) || Node.isFunctionExpression(fn))) continue;
    const body = fn.getBody();
    const own = body && Node.isBlock(body) && hasUseServerDirective(body.getStatements());
    const exported = moduleIsServer && isExportedTopLevel(fn);
    // Actions built by a library: `export const save = authClient.schema(s).action(async (…) => …)`
    const built = moduleIsServer && !exported ? exportedThroughCalls(fn) : undefined;
    if (own || exported || built) {
      handlers.push({
        file: path,
        kind: 'server-action',
        method: 'POST',
        node: fn,
        line: fn.getStartLineNumber(),
        name: built?.getName() ?? functionName(fn),
      });
    }
  }

  // TanStack Start server functions: `export const f = createServerFn({ method }).validator(v).handler(fn)`.
  if (sf.getFullText().includes('createServerFn')) {
    for (const call of calls()) {
      const callee = call.getExpression();
      if (!Node.isPropertyAccessExpression(callee) || callee.getName() !== 'handler') continue;
      const created = serverFnCreation(callee.getExpression());
      const arg = call.getArguments()[0];
      const fn = created && arg ? resolveFunction(arg) : undefined;
      if (!created || !fn) continue;
      const method = stringValueOf(view, propertyNode(created.getArguments()[0], 'method'))?.toUpperCase() ?? 'GET';
      const declared = call.getFirstAncestor((a) => Node.isVariableDeclaration(a));
      handlers.push({
        file: path,
        kind: 'server-fn',
        method,
        node: fn,
        line: fn.getStartLineNumber(),
        name: declared && Node.isVariableDeclaration(declared) ? declared.getName() : functionName(fn),
      });
    }
  }

  // Router-style registrations: app.post('/x', fn), router.route('/x').get(fn), fastify.route({...}).
  for (const call of calls()) {
    const callee = call.getExpression();
    if (!Node.isPropertyAccessExpression(callee)) continue;
    const method = callee.getName();
    const args = call.getArguments();
    if (ROUTER_METHODS.has(method) || (method === 'use' && answersAt(args))) {
      const fnArgs = args.map((a) => resolveFunction(a)).filter((f): f is FunctionLike => f !== undefined);
      // The handler is the last argument (those before it are middleware): also one written in
      // another module, `router.post('/x', auth, asyncHandler(ordersController.create))`.
      const last = args.at(-1);
      const lastFn =
        last && args.length >= 2 ? (resolveFunction(last) ?? referencedFunction(view, sf, path, last)) : undefined;
      if (lastFn && fnArgs.at(-1) !== lastFn) fnArgs.push(lastFn);
      if (fnArgs.length === 0) continue;
      // Express takes a list of paths too: router.get(['/', '/:id'], handler)
      const list =
        args.length > 0 && Node.isArrayLiteralExpression(args[0])
          ? args[0].getElements().map((e) => pathOf(e))
          : undefined;
      const paths = list?.every((p): p is string => p !== undefined && p.startsWith('/')) ? list : undefined;
      let routePath = paths ? paths[0] : args.length > 0 ? pathOf(args[0]) : undefined;
      const target = callee.getExpression();
      // router.route('/x').get(fn)
      if (routePath === undefined && Node.isCallExpression(target)) {
        const inner = target.getExpression();
        if (Node.isPropertyAccessExpression(inner) && inner.getName() === 'route') {
          routePath = pathOf(target.getArguments()[0]);
        }
      }
      // Every router method names its path (or takes it from `.route('/x')`): without one,
      // `Promise.all(items.map(async …))` and the like are not registrations.
      if (routePath === undefined) continue;
      if (!routePath.startsWith('/') && routePath !== '*') continue;
      const handler = fnArgs[fnArgs.length - 1];
      handlers.push({
        file: path,
        kind: 'router',
        method: method === 'del' ? 'DELETE' : method === 'use' ? 'ALL' : method.toUpperCase(),
        path: routePath,
        node: handler,
        name: functionName(handler),
        registration: call,
        receiver: receiverName(target),
        ...(paths && paths.length > 1 ? { paths } : {}),
        ...placed(view, sf, handler, call),
      });
    } else if (method === 'openapi' && args.length >= 2) {
      // Hono's zod-openapi: app.openapi(createRoute({ method: 'post', path: '/x/{id}' }), handler)
      const route = routeDefinition(view, args[0]);
      const fn = resolveFunction(args[1]) ?? importedFunction(view, sf, path, args[1]);
      if (!route || !fn) continue;
      handlers.push({
        file: path,
        kind: 'router',
        method: route.method,
        path: route.path,
        node: fn,
        name: functionName(fn),
        registration: call,
        receiver: receiverName(callee.getExpression()),
        ...placed(view, sf, fn, call),
      });
    } else if (method === 'route' && args.length === 1 && Node.isObjectLiteralExpression(args[0])) {
      // fastify.route({ method: 'POST', url: '/x', handler })
      const prop = (name: string) => propertyNode(args[0], name);
      const handlerNode = prop('handler');
      const local = handlerNode
        ? Node.isMethodDeclaration(handlerNode)
          ? handlerNode
          : resolveFunction(handlerNode)
        : undefined;
      // a handler written in another module: `handler: controller.getFavicon`
      const fn = local ?? (handlerNode ? importedFunction(view, sf, path, handlerNode) : undefined);
      const url = prop('url') ?? prop('path');
      if (!fn || !url) continue;
      const m = prop('method');
      handlers.push({
        file: path,
        kind: 'router',
        method: (m && stringValue(m))?.toUpperCase() ?? 'ALL',
        path: pathOf(url),
        node: fn,
        line: fn.getStartLineNumber(),
        name: functionName(fn),
        registration: call,
        receiver: receiverName(callee.getExpression()),
        ...(local ? {} : placed(view, sf, fn, call)),
      });
    }
  }

  // Endpoint factories of the repository: `listIssues = issueEndpoint({ route: createRoute({ method, path }),
  // handler: async (c) => … })`, where the factory registers the handler it is given.
  for (const call of calls()) {
    const callee = call.getExpression();
    // a framework's own calls (`app.get(…)`, `fastify.route({…})`) were read above
    if (Node.isPropertyAccessExpression(callee) && ROUTER_METHODS.has(callee.getName())) continue;
    for (const { index, options } of optionsWithFunction(call)) {
      const route = routeDefinition(view, options) ?? optionRoute(view, options);
      if (!route) continue;
      const found = factoryHandler(view, path, call, index, options);
      if (!found) continue;
      const declared = call.getFirstAncestor((a) => Node.isVariableDeclaration(a));
      const prefix = factoryPrefix(view, call);
      handlers.push({
        file: path,
        kind: 'router',
        method: route.method,
        path: prefix
          ? `${prefix.replace(/\/+$/, '')}/${route.path.replace(/^\/+/, '')}`.replace(/\/$/, '') || '/'
          : route.path,
        node: found.fn,
        line: found.fn.getStartLineNumber(),
        name: declared && Node.isVariableDeclaration(declared) ? declared.getName() : functionName(found.fn),
        registration: call,
        mountUnknown: true,
      });
    }
  }

  // NestJS: @Controller('prefix') classes with @Get()/@Post() methods.
  for (const cls of sf.getClasses()) {
    const controller = cls.getDecorator('Controller');
    if (!controller) continue;
    const prefix = pathOf(controller.getArguments()[0]) ?? '';
    for (const m of cls.getMethods()) {
      for (const d of m.getDecorators()) {
        const verb = NEST_METHODS[d.getName()];
        if (!verb) continue;
        const sub = pathOf(d.getArguments()[0]) ?? '';
        const joined =
          '/' +
          [prefix, sub]
            .map((s) => s.replace(/^\/+|\/+$/g, ''))
            .filter(Boolean)
            .join('/');
        handlers.push({
          file: path,
          kind: 'nest',
          method: verb,
          path: joined,
          node: m,
          line: m.getStartLineNumber(),
          name: m.getName(),
        });
      }
    }
  }
  // GraphQL resolvers, socket message handlers and MCP tools: asked for by name, not by path.
  for (const m of messageHandlersIn(view, sf, calls, resolveFunction)) {
    handlers.push({
      file: path,
      kind: m.kind,
      method: m.method,
      operation: m.operation,
      node: m.node,
      line: m.node.getStartLineNumber(),
      name: m.name,
    });
  }
  // tRPC procedures: `publicProcedure.input(schema).mutation(async ({ ctx, input }) => ...)`;
  // oRPC's: `authed.route({ method: 'GET', path }).input(schema).handler(handleGet)`, whose
  // handler is often a function of another module.
  if (/\.(query|mutation|subscription|handler)\s*\(/.test(sf.getFullText())) {
    for (const call of calls()) {
      const procedure = procedureResolver(view, sf, path, call);
      if (!procedure) continue;
      const { fn, method, chain } = procedure;
      // The key of the router object the procedure is (`cancel: protectedProcedure...`).
      const prop = call.getFirstAncestor((a) => Node.isPropertyAssignment(a) || Node.isObjectLiteralExpression(a));
      handlers.push({
        file: path,
        kind: 'trpc',
        method,
        node: fn,
        name: prop && Node.isPropertyAssignment(prop) ? prop.getName() : functionName(fn),
        library: procedure.library,
        chain,
        ...placed(view, sf, fn, call),
      });
    }
  }
  // Wasp operations and endpoints: declared in main.wasp, served by a function of this file.
  for (const op of waspOperationsIn(view, path)) {
    handlers.push({
      file: path,
      kind: 'wasp',
      method: op.method,
      path: op.path,
      node: op.node,
      line: op.node.getStartLineNumber(),
      name: op.name,
    });
  }
  // A module the framework loads by its place in the tree (nothing imports it) whose default
  // export answers a request: `export default async (request, response, next) => …`.
  if (handlers.length === 0) {
    const found = defaultRequestFunction(sf) ?? (isPlatformMiddleware(view, path) ? namedMiddleware(sf) : undefined);
    // one that only returns its result to the framework's chain counts where a route manifest declares its folder
    const route = found ? routeManifestBeside(view, path) : undefined;
    const fn = found && (found.answers || route) ? found.fn : undefined;
    if (fn && !importedByCode(view, path)) {
      const served = route ? undefined : platformPaths(view, sf, path);
      handlers.push({
        file: path,
        kind: 'file-route',
        method: route?.method ?? 'ALL',
        ...(route ? { path: route.path, mountUnknown: true } : {}),
        ...(served && served.length > 0 ? { path: served[0], paths: served } : {}),
        node: fn,
        line: fn.getStartLineNumber(),
        name: 'default',
      });
    }
  }
  // A handler that only hands the request to a function of another module
  // (`export default (req, res) => handleRoute(req, res)`) is written there.
  for (const h of handlers) {
    if (h.defined) continue;
    const delegate = delegateOf(view, sf, path, h.node);
    if (delegate) h.defined = { file: view.pathOf(delegate.getSourceFile()), line: delegate.getStartLineNumber() };
  }
  return handlers;
}

/** Next.js's request middleware exported by its name (`export function middleware(request) { … }`). */
function namedMiddleware(sf: SourceFile): { fn: FunctionLike; answers: boolean } | undefined {
  const { Node } = loadTsMorph();
  const decl = exportedDeclarations(sf).get('middleware')?.[0];
  if (decl && Node.isFunctionDeclaration(decl)) return { fn: decl, answers: true };
  const init = decl && Node.isVariableDeclaration(decl) ? decl.getInitializer() : undefined;
  return init && (Node.isArrowFunction(init) || Node.isFunctionExpression(init))
    ? { fn: init, answers: true }
    : undefined;
}

/** The module's default export as the handler of a route the framework serves it at. */
function defaultExportHandlers(
  sf: SourceFile,
  path: string,
  kind: HandlerKind,
  method: string,
  routePath: string | undefined,
): RequestHandler[] {
  const { Node } = loadTsMorph();
  return (exportedDeclarations(sf).get('default') ?? []).flatMap((decl) => {
    const fn = asFunction(Node.isExportAssignment(decl) ? decl.getExpression() : decl);
    return fn
      ? [{ file: path, kind, method, path: routePath, node: fn, line: fn.getStartLineNumber(), name: 'default' }]
      : [];
  });
}

/**
 * A route declared by its path with an object of functions per HTTP method: `f('/x')(opts)`
 * whose options hold them (`{ server: { handlers } }`, or the methods themselves), or
 * `f('/x').methods(obj)`. Parameters in TanStack's spelling (`$id`, a final `$`) become
 * `:id` and `*`.
 */
function declaredRoute(
  call: CallExpression,
  pathOf: (node: Node | undefined) => string | undefined,
): { path: string; methods: ObjectLiteralExpression } | undefined {
  const { Node } = loadTsMorph();
  const callee = call.getExpression();
  const [arg] = call.getArguments();
  if (!arg || !Node.isObjectLiteralExpression(arg)) return undefined;
  let declaring: Node | undefined;
  let methods: ObjectLiteralExpression | undefined;
  if (Node.isCallExpression(callee)) {
    declaring = callee;
    const server = propertyNode(arg, 'server');
    const inner = server && Node.isObjectLiteralExpression(server) ? propertyNode(server, 'handlers') : undefined;
    methods = inner && Node.isObjectLiteralExpression(inner) ? inner : arg;
  } else if (Node.isPropertyAccessExpression(callee) && callee.getName() === 'methods') {
    declaring = callee.getExpression();
    methods = arg;
  }
  if (!declaring || !methods || !Node.isCallExpression(declaring) || declaring.getArguments().length !== 1)
    return undefined;
  const routePath = pathOf(declaring.getArguments()[0]);
  if (!routePath?.startsWith('/')) return undefined;
  const path = routePath
    .split('/')
    .map((seg) => (seg === '$' ? '*' : seg.startsWith('$') ? `:${seg.slice(1)}` : seg))
    .join('/');
  return { path, methods };
}

/**
 * The resolver of a procedure call built from a procedure (`publicProcedure`,
 * `t.procedure`, or a chain with `.input()`): tRPC's `x.query(fn)`, `.mutation(fn)`,
 * `.subscription(fn)`, and oRPC's `x.handler(fn)`, whose function may be declared in the
 * file or imported. The HTTP method: a query's GET, oRPC's `.route({ method })`, else POST.
 */
function procedureResolver(
  view: TreeView,
  sf: SourceFile,
  path: string,
  call: CallExpression,
): { fn: FunctionLike; method: string; library: 'tRPC' | 'oRPC'; chain: Node } | undefined {
  const { Node } = loadTsMorph();
  const callee = call.getExpression();
  if (!Node.isPropertyAccessExpression(callee)) return undefined;
  const kind = callee.getName();
  if (!['query', 'mutation', 'subscription', 'handler'].includes(kind)) return undefined;
  const args = call.getArguments();
  if (args.length !== 1) return undefined;
  const fn = definedFunction(view, path, args[0]) ?? importedFunction(view, sf, path, args[0]);
  if (!fn) return undefined;
  let chain: Node = callee.getExpression();
  let built = false;
  let method = kind === 'query' ? 'GET' : 'POST';
  for (;;) {
    if (Node.isCallExpression(chain)) {
      const inner = chain.getExpression();
      if (Node.isPropertyAccessExpression(inner) && PROCEDURE_BUILDERS.has(inner.getName())) built = true;
      if (Node.isPropertyAccessExpression(inner) && inner.getName() === 'route' && kind === 'handler') {
        const options = chain.getArguments()[0];
        const declared = options && Node.isObjectLiteralExpression(options) ? options.getProperty('method') : undefined;
        const value =
          declared && Node.isPropertyAssignment(declared) ? stringValue(declared.getInitializer()) : undefined;
        if (value) method = value.toUpperCase();
      }
      chain = inner;
    } else if (Node.isPropertyAccessExpression(chain)) {
      if (/procedure$/i.test(chain.getName())) built = true;
      chain = chain.getExpression();
    } else break;
  }
  if (Node.isIdentifier(chain) && /procedure$/i.test(chain.getText())) built = true;
  return built
    ? { fn, method, library: kind === 'handler' ? 'oRPC' : 'tRPC', chain: callee.getExpression() }
    : undefined;
}

/**
 * Where a handler is reported: its function, or, for a function another module defines
 * and this file registers by reference, the registration here with the place it is written.
 */
function placed(
  view: TreeView,
  sf: SourceFile,
  fn: FunctionLike,
  registration: Node,
): Pick<RequestHandler, 'line' | 'defined'> {
  if (fn.getSourceFile() === sf) return { line: fn.getStartLineNumber() };
  return {
    line: registration.getStartLineNumber(),
    defined: { file: view.pathOf(fn.getSourceFile()), line: fn.getStartLineNumber() },
  };
}

/** Calls that build a procedure before its resolver (tRPC's and oRPC's). */
const PROCEDURE_BUILDERS = new Set(['input', 'output', 'use', 'meta', 'route', 'errors']);

/** The handler whose function contains `node` (innermost first), if any. */
export function enclosingHandler(view: TreeView, path: string, node: Node): RequestHandler | undefined {
  const handlers = requestHandlers(view, path);
  let best: RequestHandler | undefined;
  for (const h of handlers) {
    if (contains(h.node, node)) {
      if (!best || h.node.getWidth() < best.node.getWidth()) best = h;
    }
  }
  return best;
}

/**
 * The handler that runs `node`: the handler containing it, or one that calls the
 * function containing it in the same file (`router.post('/', handle)`, a local helper
 * called from a handler).
 */
export function handlerReaching(view: TreeView, path: string, node: Node): RequestHandler | undefined {
  const direct = enclosingHandler(view, path, node);
  if (direct) return direct;
  const { Node: N } = loadTsMorph();
  const fn = node.getFirstAncestor(
    (a) => N.isFunctionDeclaration(a) || N.isArrowFunction(a) || N.isFunctionExpression(a) || N.isMethodDeclaration(a),
  );
  const name = fn ? functionName(fn) : undefined;
  if (!fn || !name) return undefined;
  for (const h of requestHandlers(view, path)) {
    const calls = h.node
      .getDescendants()
      .some((d) => N.isIdentifier(d) && d.getText() === name && N.isCallExpression(d.getParent()));
    if (calls) return h;
  }
  return undefined;
}

/** Methods of a response object that answer the request. */
const RESPONSE_METHODS = 'json|send|status|end|redirect|setHeader|sendStatus|render|write|header|cookie|type';
/** A Web-standard `Response` made: `new Response(…)`, `Response.json(…)`, `new ImageResponse(…)`, `NextResponse.rewrite(…)`. */
const WEB_RESPONSE =
  /\bnew\s+(?:[A-Z]\w*)?Response\s*\(|\b(?:[A-Z]\w*)?Response\s*\.\s*(json|redirect|next|rewrite|error)\s*\(/;
/** Members of a request object a handler reads. */
const REQUEST_MEMBERS =
  'body|params|query|headers|method|url|originalUrl|cookies|ip|hostname|path|protocol|get|header|session|locals';

/**
 * The default export of a module when it is a function of a request and a response that reads
 * the request (`request.body`, `req.params`); `answers` when it answers through the response
 * (`response.json(…)`, `res.status(…)`) or hands on to `next()`.
 */
function defaultRequestFunction(sf: SourceFile): { fn: FunctionLike; answers: boolean } | undefined {
  const { Node } = loadTsMorph();
  if (!/\bexport\s+default\b|\bmodule\.exports\b/.test(sf.getFullText())) return undefined;
  const fn = defaultExportedFunction(sf);
  if (!fn || !(Node.isArrowFunction(fn) || Node.isFunctionExpression(fn) || Node.isFunctionDeclaration(fn)))
    return undefined;
  const params = fn.getParameters().map((p) => p.getName());
  if (params.length > 3 || !params.every((p) => /^[A-Za-z_$][\w$]*$/.test(p))) return undefined;
  const body = fn.getBody()?.getText() ?? '';
  if (params.length === 1) {
    // a Web-standard handler (Vercel functions and middleware, edge runtimes): one `Request`
    // read (`request.url`, `request.headers`), a `Response` made (`new Response(…)`,
    // `Response.json(…)`, a library's `new ImageResponse(…)`)
    const reads = new RegExp(`\\b${params[0].replace(/\$/g, '\\$')}\\s*\\.\\s*(${REQUEST_MEMBERS}|nextUrl)\\b`).test(
      body,
    );
    return reads && WEB_RESPONSE.test(body) ? { fn, answers: true } : undefined;
  }
  if (params.length < 2) return undefined;
  const answers = new RegExp(`\\b${params[1].replace(/\$/g, '\\$')}\\s*\\.\\s*(${RESPONSE_METHODS})\\s*\\(`).test(body);
  const handsOn = params[2] !== undefined && new RegExp(`\\b${params[2].replace(/\$/g, '\\$')}\\s*\\(`).test(body);
  const readsRequest = new RegExp(`\\b${params[0].replace(/\$/g, '\\$')}\\s*\\.\\s*(${REQUEST_MEMBERS})\\b`).test(body);
  return readsRequest ? { fn, answers: answers || handsOn } : undefined;
}

/**
 * The paths a platform serves a module at by its place in a project (a folder with a
 * `package.json`): a function of its `api/` folder (`api/og.js` → `/api/og`,
 * `api/users/[id].ts` → `/api/users/:id`), or its request middleware (`middleware.js`,
 * `src/middleware.ts`) for the paths its `config.matcher` names, every path without one.
 */
function platformPaths(view: TreeView, sf: SourceFile, path: string): string[] | undefined {
  const { Node } = loadTsMorph();
  const projectOf = (dir: string) => (view.exists(`${dir}package.json`) ? dir : undefined);
  const fn = path.match(/^(.*?)api\/(.+?)(?:\/index)?\.(?:ts|js|mjs|cjs)$/);
  if (fn && projectOf(fn[1]) !== undefined)
    return [
      '/api/' +
        fn[2]
          .split('/')
          .map((s) => s.replace(/^\[\.\.\.(.+)\]$/, '*$1').replace(/^\[(.+)\]$/, ':$1'))
          .join('/'),
    ];
  if (!isPlatformMiddleware(view, path)) return undefined;
  const config = exportedDeclarations(sf).get('config')?.[0];
  const init = config && Node.isVariableDeclaration(config) ? config.getInitializer() : undefined;
  const matcher = init && Node.isObjectLiteralExpression(init) ? propertyNode(init, 'matcher') : undefined;
  if (!matcher) return ['/*'];
  const literal = (n: Node) =>
    Node.isStringLiteral(n) || Node.isNoSubstitutionTemplateLiteral(n) ? n.getLiteralText() : undefined;
  const items = Node.isArrayLiteralExpression(matcher) ? matcher.getElements() : [matcher];
  // `/read/:path*` matches `/read` and everything below it; a pattern that is one group at the
  // root (`/((?!api|_next/static).*)`) matches every path but those it leaves out
  return items.flatMap((n) => {
    const text = literal(n);
    if (text === undefined) return [];
    return [text.startsWith('/(') ? '/*' : text.replace(/\/:\w+[*+]$/, '/*')];
  });
}

/** A module at a project's root (beside its `package.json`, or in its `src/`): `middleware.ts`, `src/middleware.ts`. */
const PLATFORM_MIDDLEWARE = /^(.*?)(?:src\/)?middleware\.(?:ts|js|mjs)$/;

/**
 * A platform's request middleware module (`middleware.ts`, `src/middleware.ts` of a project),
 * which runs before every page it matches; a `middleware.ts` deeper in a project is a module
 * like any other.
 */
export function isPlatformMiddleware(view: TreeView, path: string): boolean {
  const mw = path.match(PLATFORM_MIDDLEWARE);
  return !!mw && view.exists(`${mw[1]}package.json`);
}

/** Some code of the tree (not a test) imports the module. */
function importedByCode(view: TreeView, path: string): boolean {
  return importersOf(view, path).some((i) => !isTestCode(i.file));
}

/** The JSON files of the tree, by folder. */
const jsonFilesByFolder = treeFact((view: TreeView): Map<string, string[]> => {
  const out = new Map<string, string[]>();
  for (const p of view.filesNamed((n) => n.endsWith('.json'))) {
    const dir = p.slice(0, p.lastIndexOf('/') + 1);
    const list = out.get(dir);
    if (list) list.push(p);
    else out.set(dir, [p]);
  }
  return out;
});

/**
 * The route a JSON manifest beside a module declares for the folder's handler (`{ "methods":
 * ["POST"], "path": "/metafield-definitions" }`): the first method and the path.
 */
function routeManifestBeside(view: TreeView, path: string): { method: string; path: string } | undefined {
  const dir = path.slice(0, path.lastIndexOf('/') + 1);
  for (const json of jsonFilesByFolder(view).get(dir) ?? []) {
    let value: unknown;
    try {
      value = JSON.parse(view.read(json) ?? '');
    } catch {
      continue;
    }
    if (!value || typeof value !== 'object') continue;
    const { path: routePath, methods, method } = value as { path?: unknown; methods?: unknown; method?: unknown };
    if (typeof routePath !== 'string' || !routePath.startsWith('/')) continue;
    const first = Array.isArray(methods) ? methods[0] : method;
    if (typeof first !== 'string' || !NEXT_METHODS.has(first.toUpperCase())) continue;
    return { method: first.toUpperCase(), path: routePath };
  }
  return undefined;
}

function hasUseServerDirective(statements: Node[]): boolean {
  const { Node } = loadTsMorph();
  for (const s of statements) {
    if (!Node.isExpressionStatement(s)) return false;
    const e = s.getExpression();
    if (!Node.isStringLiteral(e)) return false;
    if (e.getLiteralValue() === 'use server') return true;
  }
  return false;
}

function isExportedTopLevel(fn: Node): boolean {
  const { Node } = loadTsMorph();
  if (Node.isFunctionDeclaration(fn)) return Node.isSourceFile(fn.getParent()) && isExportedDeclaration(fn);
  const decl = fn.getParent();
  if (decl && Node.isVariableDeclaration(decl)) {
    const stmt = decl.getVariableStatement();
    return !!stmt && Node.isSourceFile(stmt.getParent()) && isExportedDeclaration(decl);
  }
  return false;
}

/**
 * The exported top-level variable a function is handed to through calls only: an argument
 * of a call chain or of nested wrappers that make the variable's value
 * (`export const save = client.schema(s).action(fn)`, `export const x = withAuth(fn)`).
 */
function exportedThroughCalls(fn: Node): import('ts-morph').VariableDeclaration | undefined {
  const { Node } = loadTsMorph();
  let cur: Node = fn;
  let called = false;
  for (let p = cur.getParent(); p; p = cur.getParent()) {
    if (Node.isCallExpression(p)) {
      if (p.getExpression() !== cur && !p.getArguments().includes(cur)) return undefined;
      called = true;
    } else if (
      !(Node.isPropertyAccessExpression(p) && p.getExpression() === cur) &&
      !Node.isAwaitExpression(p) &&
      !Node.isAsExpression(p) &&
      !Node.isSatisfiesExpression(p) &&
      !Node.isParenthesizedExpression(p)
    ) {
      // The value is what the last call returns, not a property of it (`make(fn).options`).
      if (!called || Node.isPropertyAccessExpression(cur)) return undefined;
      if (!Node.isVariableDeclaration(p) || p.getInitializer() !== cur) return undefined;
      const stmt = p.getVariableStatement();
      return stmt && Node.isSourceFile(stmt.getParent()) && isExportedDeclaration(p) ? p : undefined;
    }
    cur = p;
  }
  return undefined;
}

/**
 * `app.use('/path', (req, res) => …)` whose function answers the request itself (sends,
 * ends, redirects or renders with its response parameter): a handler for every method of
 * the path, not a middleware that only passes the request on.
 */
function answersAt(args: Node[]): boolean {
  const { Node } = loadTsMorph();
  const first = args[0];
  if (args.length < 2 || !first || !(Node.isStringLiteral(first) || Node.isNoSubstitutionTemplateLiteral(first)))
    return false;
  const fn = asFunction(args.at(-1));
  if (!fn || !(Node.isArrowFunction(fn) || Node.isFunctionExpression(fn) || Node.isFunctionDeclaration(fn)))
    return false;
  const res = fn.getParameters()[1]?.getName();
  const body = fn.getBody();
  if (!res || !body) return false;
  // a guard that answers only to stop a request and ends by passing it on (`…; next();`) is middleware
  const next = fn.getParameters()[2]?.getName();
  const last = Node.isBlock(body) ? body.getStatements().at(-1) : undefined;
  const passed = last && Node.isExpressionStatement(last) ? unwrapExpression(last.getExpression()) : undefined;
  if (next && passed && Node.isCallExpression(passed) && passed.getExpression().getText() === next) return false;
  // `res.send(…)`, also after calls that set the answer up: `res.status(404).type('txt').send(…)`
  return body.getDescendantsOfKind(loadTsMorph().SyntaxKind.CallExpression).some((call) => {
    const callee = call.getExpression();
    if (!Node.isPropertyAccessExpression(callee) || !ANSWERS.has(callee.getName())) return false;
    let at: Node = callee.getExpression();
    while (Node.isCallExpression(at) && Node.isPropertyAccessExpression(at.getExpression()))
      at = (at.getExpression() as PropertyAccessExpression).getExpression();
    return Node.isIdentifier(at) && at.getText() === res;
  });
}

/** The methods of a response that answer the request. */
const ANSWERS = new Set(['send', 'json', 'end', 'redirect', 'render', 'sendFile', 'sendStatus']);

/**
 * The function of another module a handler only delegates to: its body is one call of an
 * imported function (returned, awaited or as the arrow's value) that passes the handler's
 * own parameters on (`return handleRoute(req, res)`).
 */
function delegateOf(view: TreeView, sf: SourceFile, path: string, fn: Node): FunctionLike | undefined {
  const { Node } = loadTsMorph();
  if (!(Node.isFunctionDeclaration(fn) || Node.isArrowFunction(fn) || Node.isFunctionExpression(fn))) return undefined;
  const body = fn.getBody();
  let expr: Node | undefined;
  if (body && Node.isBlock(body)) {
    const statements = body.getStatements();
    if (statements.length !== 1) return undefined;
    const only = statements[0];
    expr = Node.isReturnStatement(only)
      ? only.getExpression()
      : Node.isExpressionStatement(only)
        ? only.getExpression()
        : undefined;
  } else expr = body;
  while (expr && (Node.isAwaitExpression(expr) || Node.isParenthesizedExpression(expr))) expr = expr.getExpression();
  if (!expr || !Node.isCallExpression(expr)) return undefined;
  const params = fn.getParameters().map((p) => p.getName());
  const args = expr.getArguments().map((a) => a.getText());
  if (params.length === 0 || !params.every((p, i) => args[i] === p)) return undefined;
  const found = importedFunction(view, sf, path, expr.getExpression());
  return found && found.getSourceFile() !== sf ? found : undefined;
}

/**
 * The function an argument names when another module of the tree defines it: an imported
 * function (`listOrders`), a member of an imported namespace or object
 * (`ordersController.create` for `export default { create }` or `export const
 * ordersController = { create }`), or a method of an exported instance
 * (`export default new OrdersController()`).
 */
function importedFunction(view: TreeView, sf: SourceFile, path: string, node: Node): FunctionLike | undefined {
  const { Node } = loadTsMorph();
  const [id, member] = Node.isPropertyAccessExpression(node)
    ? [node.getExpression(), node.getName()]
    : [node, undefined];
  if (!Node.isIdentifier(id)) return undefined;
  const found = importedBinding(view, sf, path, id.getText());
  if (found) {
    const { target, imported } = found;
    if (imported === '*')
      return member ? definedFunction(view, target, exportedNamed(view, target, member)) : undefined;
    const decl = exportedNamed(view, target, imported);
    return member ? memberFunction(view, target, decl, member) : definedFunction(view, target, decl);
  }
  // a method of this module's instance of an imported class: `const orders = new OrdersController(service)`
  let init = member ? sf.getVariableDeclaration(id.getText())?.getInitializer() : undefined;
  while (init && (Node.isAsExpression(init) || Node.isParenthesizedExpression(init))) init = init.getExpression();
  if (!member || !init || !Node.isNewExpression(init)) return undefined;
  const created = init.getExpression();
  const cls = Node.isIdentifier(created) ? importedBinding(view, sf, path, created.getText()) : undefined;
  if (!cls || cls.imported === '*') return undefined;
  return classMember(exportedNamed(view, cls.target, cls.imported), member);
}

/** The module (resolved in the tree) and exported name an import of this file binds to `local`. */
function importedBinding(
  view: TreeView,
  sf: SourceFile,
  path: string,
  local: string,
): { target: string; imported: string } | undefined {
  for (const imp of sf.getImportDeclarations()) {
    let imported: string | undefined;
    if (imp.getDefaultImport()?.getText() === local) imported = 'default';
    else if (imp.getNamespaceImport()?.getText() === local) imported = '*';
    else {
      const named = imp.getNamedImports().find((n) => (n.getAliasNode()?.getText() ?? n.getName()) === local);
      imported = named?.getName();
    }
    if (!imported) continue;
    const target = resolveImport(view, path, specifierOf(imp));
    return target ? { target, imported } : undefined;
  }
  // CommonJS: `const users = require('../controllers/users')`, `const { getUser } = require(…)`
  for (const imp of importsOf(view, path)) {
    if (imp.kind !== 'require' || !imp.resolved) continue;
    const binding = imp.bindings.find((b) => b.local === local);
    if (binding) return { target: imp.resolved, imported: binding.imported };
  }
  return undefined;
}

/** A method of a class, or a property holding a function (`create = async (req, res) => …`). */
function classMember(cls: Node | undefined, member: string): FunctionLike | undefined {
  const { Node } = loadTsMorph();
  if (!cls || !(Node.isClassDeclaration(cls) || Node.isClassExpression(cls))) return undefined;
  return (
    cls.getMethod(member) ?? cls.getStaticMethod(member) ?? asFunctionValue(cls.getProperty(member)?.getInitializer())
  );
}

/**
 * The function a registration names in another module through the calls that wrap it
 * (`asyncHandler(controller.create)`, `controller.create.bind(controller)`, `withAuth(opts,
 * users.get)`): the wrapped reference, as `importedFunction` finds it.
 */
function referencedFunction(
  view: TreeView,
  sf: SourceFile,
  path: string,
  node: Node,
  depth = 0,
): FunctionLike | undefined {
  const { Node } = loadTsMorph();
  if (depth > 3) return undefined;
  if (Node.isAsExpression(node) || Node.isSatisfiesExpression(node) || Node.isParenthesizedExpression(node))
    return referencedFunction(view, sf, path, node.getExpression(), depth + 1);
  if (!Node.isCallExpression(node)) return importedFunction(view, sf, path, node);
  const callee = node.getExpression();
  if (Node.isPropertyAccessExpression(callee) && callee.getName() === 'bind')
    return referencedFunction(view, sf, path, callee.getExpression(), depth + 1);
  for (const arg of node.getArguments()) {
    if (!(Node.isIdentifier(arg) || Node.isPropertyAccessExpression(arg) || Node.isCallExpression(arg))) continue;
    const fn = referencedFunction(view, sf, path, arg, depth + 1);
    if (fn) return fn;
  }
  return undefined;
}

/** A declaration as a function: itself, a variable's function initializer, a local name's function. */
function definedFunction(view: TreeView, file: string, decl: Node | undefined): FunctionLike | undefined {
  const { Node } = loadTsMorph();
  if (!decl) return undefined;
  if (Node.isIdentifier(decl) || Node.isShorthandPropertyAssignment(decl)) {
    const sf = view.sourceFile(file);
    const name = Node.isIdentifier(decl) ? decl.getText() : decl.getName();
    return sf ? (sf.getFunction(name) ?? asFunction(sf.getVariableDeclaration(name))) : undefined;
  }
  if (Node.isPropertyAssignment(decl)) {
    const init = decl.getInitializer();
    return init && Node.isIdentifier(init) ? definedFunction(view, file, init) : asFunction(init);
  }
  return asFunction(decl);
}

/** `member` of an exported object literal, or a method of an exported instance's class. */
function memberFunction(
  view: TreeView,
  file: string,
  decl: Node | undefined,
  member: string,
): FunctionLike | undefined {
  const { Node } = loadTsMorph();
  let value: Node | undefined = decl;
  if (value && Node.isVariableDeclaration(value)) value = value.getInitializer();
  while (
    value &&
    (Node.isAsExpression(value) || Node.isSatisfiesExpression(value) || Node.isParenthesizedExpression(value))
  )
    value = value.getExpression();
  if (value && Node.isObjectLiteralExpression(value)) {
    const prop = value.getProperty(member);
    if (prop && Node.isMethodDeclaration(prop)) return prop;
    return prop ? definedFunction(view, file, prop) : undefined;
  }
  if (value && Node.isNewExpression(value)) {
    const cls = view.sourceFile(file)?.getClass(value.getExpression().getText());
    return cls?.getMethod(member) ?? asFunction(cls?.getProperty(member)?.getInitializer());
  }
  // a static method of an exported class: `router.get('/', OrdersController.list)`
  return classMember(value, member);
}

/**
 * The method and path of a route definition (`createRoute({ method, path })` of Hono's
 * zod-openapi, Fastify's `{ method, url }`, also held in a constant), `{param}` segments
 * written `:param`.
 */
export function routeDefinition(view: TreeView, node: Node): { method: string; path: string } | undefined {
  const { Node } = loadTsMorph();
  let def: Node | undefined = definitionOf(view, node)?.node ?? node;
  if (def && Node.isCallExpression(def)) def = def.getArguments()[0];
  if (!def || !Node.isObjectLiteralExpression(def)) return undefined;
  const method = stringValueOf(view, propertyNode(def, 'method'));
  const path = stringValueOf(view, propertyNode(def, 'path') ?? propertyNode(def, 'url'));
  if (!method || !path?.startsWith('/')) return undefined;
  return { method: method.toUpperCase(), path: path.replace(/\{([^}/]+)\}/g, ':$1') };
}

/**
 * The path a curried endpoint factory was made for: `const issueEndpoint =
 * defineApiEndpoint(issuesPath)` (a path constant `'/projects/:projectSlug/issues'`), under
 * which it registers its endpoints. `{param}` becomes `:param`.
 */
function factoryPrefix(view: TreeView, call: CallExpression): string | undefined {
  const { Node } = loadTsMorph();
  const callee = call.getExpression();
  const decl = Node.isIdentifier(callee) ? declarationOf(callee) : undefined;
  const init = decl && Node.isVariableDeclaration(decl) ? decl.getInitializer() : undefined;
  if (!init || !Node.isCallExpression(init)) return undefined;
  const prefix = stringValueOf(view, init.getArguments()[0]);
  return prefix?.startsWith('/') ? prefix.replace(/\{([^}/]+)\}/g, ':$1') : undefined;
}

/** The route an endpoint's options declare in one of their values (`route: createRoute({ method, path })`). */
function optionRoute(view: TreeView, options: ObjectLiteralExpression): { method: string; path: string } | undefined {
  const { Node } = loadTsMorph();
  for (const prop of options.getProperties()) {
    const init = Node.isPropertyAssignment(prop)
      ? prop.getInitializer()
      : Node.isShorthandPropertyAssignment(prop)
        ? prop.getNameNode()
        : undefined;
    if (!init || Node.isArrowFunction(init) || Node.isFunctionExpression(init)) continue;
    const route = routeDefinition(view, init);
    if (route) return route;
  }
  return undefined;
}

/** A function expression, or an identifier naming a function declared in the same file. */
function resolveFunction(node: Node): FunctionLike | undefined {
  const { Node } = loadTsMorph();
  const fn = asFunction(node);
  if (fn) return fn;
  if (Node.isIdentifier(node)) {
    const sf = node.getSourceFile();
    const name = node.getText();
    const decl = sf.getFunction(name);
    if (decl) return decl;
    const v = sf.getVariableDeclaration(name);
    const init = v?.getInitializer();
    if (init) return asFunction(init);
  }
  return undefined;
}

function asFunction(node: Node | undefined, depth = 0): FunctionLike | undefined {
  const { Node } = loadTsMorph();
  if (!node || depth > 8) return undefined;
  if (
    Node.isFunctionDeclaration(node) ||
    Node.isArrowFunction(node) ||
    Node.isFunctionExpression(node) ||
    Node.isMethodDeclaration(node)
  )
    return node;
  if (Node.isVariableDeclaration(node)) return asFunction(node.getInitializer(), depth + 1);
  const method = thisMethod(node);
  if (method) return method;
  if (Node.isCallExpression(node)) {
    // `this.create.bind(this)`, `handle.bind(null)`: the function bound
    const callee = node.getExpression();
    if (Node.isPropertyAccessExpression(callee) && callee.getName() === 'bind') {
      const bound = asFunction(callee.getExpression(), depth + 1);
      if (bound) return bound;
    }
    // Wrapped handlers: asyncHandler(async (req, res) => ...), withAuth(handler)
    for (const arg of node.getArguments()) {
      const inner = asFunction(arg);
      if (inner) return inner;
    }
    // ... or given as the `handler` of an options object: withApiWrapper({ schema, handler: async (…) => … })
    for (const arg of node.getArguments()) {
      if (!Node.isObjectLiteralExpression(arg)) continue;
      const fns = arg.getProperties().flatMap((p) => {
        if (Node.isMethodDeclaration(p)) return [{ name: p.getName(), fn: p as FunctionLike }];
        const fn = Node.isPropertyAssignment(p) ? asFunctionValue(p.getInitializer()) : undefined;
        return fn && Node.isPropertyAssignment(p) ? [{ name: p.getName(), fn }] : [];
      });
      const chosen = fns.find((f) => f.name === 'handler');
      if (chosen) return chosen.fn;
    }
  }
  if (Node.isAsExpression(node) || Node.isSatisfiesExpression(node) || Node.isParenthesizedExpression(node)) {
    return asFunction(node.getExpression());
  }
  // `withPostHog(handler)`, `export const POST = handler`: a function the same module declares.
  if (Node.isIdentifier(node)) {
    const decl = declarationOf(node);
    const local =
      decl &&
      decl.getSourceFile() === node.getSourceFile() &&
      (Node.isFunctionDeclaration(decl) || Node.isVariableDeclaration(decl));
    return local && decl !== node.getParent() ? asFunction(decl, depth + 1) : undefined;
  }
  return undefined;
}

/** `this.handle` inside a class: the class's method (or a property holding a function). */
function thisMethod(node: Node): FunctionLike | undefined {
  const { Node, SyntaxKind } = loadTsMorph();
  if (!Node.isPropertyAccessExpression(node) || node.getExpression().getKind() !== SyntaxKind.ThisKeyword)
    return undefined;
  const cls = node.getFirstAncestor((a) => Node.isClassDeclaration(a) || Node.isClassExpression(a));
  if (!cls || !(Node.isClassDeclaration(cls) || Node.isClassExpression(cls))) return undefined;
  const name = node.getName();
  return cls.getMethod(name) ?? asFunctionValue(cls.getProperty(name)?.getInitializer());
}

/** A function written as a value (not a call that wraps one): an arrow or function expression. */
function asFunctionValue(node: Node | undefined): FunctionLike | undefined {
  const { Node } = loadTsMorph();
  return node && (Node.isArrowFunction(node) || Node.isFunctionExpression(node)) ? node : undefined;
}

/** The value of a string literal or a template without substitutions; template substitutions become `:param`. */
export function stringValue(node: Node | undefined): string | undefined {
  const { Node } = loadTsMorph();
  if (!node) return undefined;
  if (Node.isStringLiteral(node) || Node.isNoSubstitutionTemplateLiteral(node)) return node.getLiteralValue();
  if (Node.isTemplateExpression(node)) {
    let out = node.getHead().getLiteralText();
    for (const span of node.getTemplateSpans()) out += ':param' + span.getLiteral().getLiteralText();
    return out;
  }
  return undefined;
}

function receiverName(node: Node): string | undefined {
  const { Node } = loadTsMorph();
  if (Node.isIdentifier(node)) return node.getText();
  if (Node.isPropertyAccessExpression(node)) return node.getName();
  if (Node.isCallExpression(node)) return receiverName(node.getExpression());
  return undefined;
}

/** The `createServerFn(…)` call of TanStack Start at the root of a builder chain, if it is one. */
function serverFnCreation(expr: Node): CallExpression | undefined {
  const { Node } = loadTsMorph();
  let e: Node = expr;
  let root: CallExpression | undefined;
  while (Node.isCallExpression(e) || Node.isPropertyAccessExpression(e)) {
    if (Node.isCallExpression(e)) root = e;
    e = e.getExpression();
  }
  if (!root || !Node.isIdentifier(e)) return undefined;
  const decl = declarationOf(e);
  if (!decl || !Node.isImportSpecifier(decl) || decl.getName() !== 'createServerFn') return undefined;
  const from = specifierOf(decl.getImportDeclaration());
  return /^@tanstack\/(react-|solid-)?start(\/|$)/.test(from) ? root : undefined;
}

/** Modules whose `serve(handler)` starts an HTTP server: Deno's standard library. */
const DENO_STD_HTTP = /(^|\/)(std(@[^/]+)?\/http\/server\.ts|@std\/http)/;

/**
 * The function a runtime's server calls for every request: the handler given to
 * `Deno.serve(handler)` / `Deno.serve(options, handler)` / `Deno.serve({ handler })`, to Deno's
 * std `serve(handler)`, or `Bun.serve({ fetch })`.
 */
function runtimeServeHandler(sf: SourceFile, call: CallExpression): Node | undefined {
  const { Node } = loadTsMorph();
  const callee = call.getExpression();
  const text = callee.getText();
  let option: string | undefined;
  if (text === 'Deno.serve') option = 'handler';
  else if (text === 'Bun.serve') option = 'fetch';
  else if (Node.isIdentifier(callee)) {
    const imp = declarationOf(callee)?.getFirstAncestor((a) => Node.isImportDeclaration(a));
    if (!imp || !Node.isImportDeclaration(imp) || imp.getSourceFile() !== sf || !DENO_STD_HTTP.test(specifierOf(imp)))
      return undefined;
    option = 'handler';
  } else return undefined;
  for (const arg of call.getArguments()) {
    const fn = resolveFunction(arg);
    if (fn && option !== 'fetch') return fn;
    const value = propertyNode(unwrapExpression(arg), option);
    if (value) return Node.isMethodDeclaration(value) ? value : resolveFunction(value);
  }
  return undefined;
}

/** The methods of a Durable Object the runtime calls with a request or a socket's event. */
const DURABLE_OBJECT_HANDLERS = ['fetch', 'webSocketMessage', 'webSocketClose', 'webSocketError'];

/** A class that extends Cloudflare's `DurableObject` or implements its interface. */
function isDurableObjectClass(cls: ClassDeclaration): boolean {
  const heritage = [cls.getExtends(), ...cls.getImplements()].filter((h) => h !== undefined);
  return heritage.some((h) => /^(\w+\.)?DurableObject$/.test(h.getExpression().getText()));
}

/** A Supabase Edge Function's route: `supabase/functions/send-email/index.ts` → `/functions/v1/send-email`. */
function edgeFunctionPath(path: string): string | undefined {
  const m = /(^|\/)supabase\/functions\/([^/_][^/]*)\/index\.[cm]?[jt]sx?$/.exec(path);
  return m ? `/functions/v1/${m[2]}` : undefined;
}
