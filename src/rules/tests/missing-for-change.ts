import type { Node } from 'ts-morph';
import type { Related, Rule, RuleFinding } from '../../core/types';
import type { BehaviourUnit } from '../../extractors/code/behaviour';
import { changedHandlers, type HandlerChange } from '../../extractors/http/changed-handlers';
import {
  isNamedOperation,
  isServerFunction,
  nextPagePaths,
  isPlatformMiddleware,
  nextPagesImporting,
  svelteKitPagePaths,
  svelteKitReroutes,
  type RequestHandler,
} from '../../extractors/http/handlers';
import { routesOfFile } from '../../extractors/http/routes';
import { consumersOf } from '../../extractors/http/consumers';
import { trpcProcedures } from '../../extractors/http/trpc';
import {
  callsAsserted,
  requestWords,
  testSetup,
  testsLoadingWithApp,
  testsReachingModule,
  testsRequesting,
  testsVisiting,
  testsVisitingAnyPage,
  operationRoute,
  type RouteRef,
} from '../../extractors/tests';
import { waspPagesCalling } from '../../extractors/http/wasp';
import { svelteKitPagesImporting } from '../../extractors/http/sveltekit-pages';
import { reactRouterPagesImporting, reactRouterPagesShowing } from '../../extractors/http/react-router-pages';
import { modulesLoadingCall } from '../../extractors/http/page-calls';
import { namedList } from '../../core/wording';
import type { TreeView } from '../../workspace/workspace';
import { isTestCode } from '../../workspace/classify';
import { exportedDeclarations } from '../../extractors/code/exports';

/**
 * A request handler's server-side behaviour changes (its own code, or a module its file
 * imports directly whose functions it calls) and no test in the head tree exercises the
 * changed modules: none reaches them through imports at any depth without mocking them
 * (or a module on the way) away, and none requests the handler's route. One finding per
 * handler, listing its changed modules; a repository with no tests at all gets one finding
 * for the whole change.
 */
export const missingForChange: Rule = {
  meta: {
    id: 'tests/missing-for-change',
    description: 'A request handler (or a module it imports) changes behaviour and no test exercises it.',
    defaultSeverity: 'warning',
    agentSeverity: 'blocking',
  },
  check(ctx) {
    const view = ctx.workspace.head;
    const changes = changedHandlers(ctx.workspace);
    if (changes.length === 0) return [];
    const setup = testSetup(view);
    if (!setup.hasTestFiles && !setup.runner) return [noTestsAtAll(view, changes)];

    // The paths of every changed handler are searched for at once, before any is asked about.
    view.primeGrep(requestWords(changes.flatMap((c) => routesOf(view, c.handler))));
    const findings: RuleFinding[] = [];
    const exercised = new Map<string, boolean>();
    for (const change of changes) {
      const untested: BehaviourUnit[] = [];
      for (const [module, units] of byModule(change.units)) {
        // a test of the module itself serves every handler; a request serves the handler it requests
        const key = `${module}\0${change.handler.file}:${change.handler.line}:${change.handler.method}`;
        let known = exercised.get(key);
        if (known === undefined) {
          known = moduleExercised(view, module, change, changes);
          exercised.set(key, known);
        }
        if (!known) untested.push(...units);
      }
      if (untested.length === 0) continue;
      findings.push(handlerFinding(view, change.handler, untested));
    }
    return findings;
  },
};

/** Units grouped by the module they are in, in order. */
function byModule(units: BehaviourUnit[]): Map<string, BehaviourUnit[]> {
  const out = new Map<string, BehaviourUnit[]>();
  for (const u of units) out.set(u.file, [...(out.get(u.file) ?? []), u]);
  return out;
}

/**
 * A test exercises the module for this handler: it reaches the module through imports
 * without mocking it (or a module on the way) away, or requests, without mocking the module,
 * a route whose handler runs the module's changed code: the handler's own, or another handler
 * that runs a changed unit of the module (a request runs what its route's handler runs, not
 * every route of the module). An end-to-end visit reaches a server function or route through
 * the UI only where the page shows it as it loads. When the module has more importers than
 * the search looks at, it is taken as exercised (a module that widely used is).
 */
function moduleExercised(view: TreeView, module: string, change: HandlerChange, changes: HandlerChange[]): boolean {
  const reach = testsReachingModule(view, module);
  if (reach.tests.length > 0 || !reach.complete) return true;
  // A request reaches the changed code when the handler of its route runs it: the handlers
  // that run a changed unit of the module (this one among them), not every route the module serves
  const handlers = [
    change.handler,
    ...changes
      .filter((c) => c.handler !== change.handler && c.units.some((u) => u.file === module))
      .map((c) => c.handler),
  ];
  // A Wasp operation is also reached by a test that visits a page whose component calls it.
  const pages = handlers.flatMap((h) =>
    h.kind === 'wasp' && h.name ? waspPagesCalling(view, h.name).map((path) => ({ method: 'GET', path })) : [],
  );
  const routes = [...handlers.flatMap((h) => routesOf(view, h)), ...pages];
  if (testsRequesting(view, routes, [module]).length > 0) return true;
  // So is a server action or server function, or an HTTP route, by an end-to-end test that
  // visits a page whose components import the action or fetch the route (through the UI).
  // (an app that rewrites its URLs may show a page at a tail of its folder's path)
  const rerouted = svelteKitReroutes(view, change.handler.file);
  // A visit runs what its page calls as it loads: the routes of the handlers that run the
  // changed code (a page that loads another route of the module shows nothing of this one); a
  // platform's request middleware runs before every page it matches, so any visit runs it.
  const paths = routes.map((r) => r.path).filter((p) => p.startsWith('/'));
  if (isPlatformMiddleware(view, change.handler.file) && paths.includes('/*') && testsVisitingAnyPage(view).length > 0)
    return true;
  // what a page's components call as it loads runs in a browser: only a navigation shows it
  const shown = handlers.map((h) => pagesShowing(view, h));
  const served = [...new Set(shown.flatMap((s) => s.served))];
  const loaded = [...new Set(shown.flatMap((s) => s.loaded))].filter((p) => !served.includes(p));
  if (testsVisiting(view, served, [module], rerouted, paths).length > 0) return true;
  if (testsVisiting(view, loaded, [module], rerouted, paths, true).length > 0) return true;
  return newFunctionsAssertedThroughRoutes(view, module, changes);
}

/**
 * The app pages that show a handler: the pages whose components import the server action
 * (that function, not another of its module), or make the handler's HTTP or tRPC calls as the
 * page loads (Next.js and React Router pages; a SvelteKit page whose components import the
 * calling module); a SvelteKit page's own `load` and form actions are the page's (its
 * layout's: every page below). `served` are what a request of the page's URL runs on the
 * server; `loaded`, what its components call in the browser as it loads (effects, query
 * hooks, the tRPC client). Worked out once per handler.
 */
function pagesShowing(view: TreeView, handler: RequestHandler): PagesShowing {
  const known = shownOn.get(handler.node);
  if (known) return known;
  const importing = (file: string, only = '') => [
    ...nextPagesImporting(view, file, only),
    ...svelteKitPagesImporting(view, file, only),
    ...reactRouterPagesImporting(view, file, only),
  ];
  let shown: PagesShowing;
  // a page that imports another function of the module shows that one
  if (isServerFunction(handler.kind))
    shown = { served: importing(handler.file, exportedName(view, handler) ?? ''), loaded: [] };
  else {
    const own = handler.kind === 'sveltekit' ? svelteKitPagePaths(handler.file) : [];
    // a tRPC procedure is called by its path (`api.providers.getByUserId.useQuery()`)
    const consumers =
      handler.kind === 'trpc'
        ? trpcProcedures(view, handler.file)
            .filter((p) => p.resolver === handler.node)
            .flatMap((p) =>
              consumersOf(view, { protocol: 'trpc', method: p.type.toUpperCase(), path: p.path, file: handler.file }),
            )
        : routesOf(view, handler)
            .filter((r) => r.path.startsWith('/'))
            .flatMap((r) =>
              consumersOf(view, { protocol: 'http', method: r.method, path: r.path, file: handler.file }),
            );
    // a page shows a route where its components call it as the page loads (`productsApi.getTrend`
    // in an effect, a query hook), not where a click would: the modules that make each call so
    const loading = consumers.map((c) => modulesLoadingCall(view, c.file, c.line));
    shown = {
      served: [...new Set([...own, ...consumers.flatMap((c) => svelteKitPagesImporting(view, c.file, ''))])],
      loaded: [
        ...new Set([
          ...trpcAdapterPages(view, handler, importing),
          ...loading.flatMap((modules) => [
            ...[...modules].flatMap((m) => nextPagePaths(m)),
            ...reactRouterPagesShowing(view, modules),
          ]),
        ]),
      ],
    };
  }
  shownOn.set(handler.node, shown);
  return shown;
}

/** The pages that show a handler: by a request of their URL, or only in a browser. */
interface PagesShowing {
  served: string[];
  loaded: string[];
}

const shownOn = new WeakMap<Node, PagesShowing>();

/** A tRPC HTTP adapter: the handler answers every procedure of the app's router. */
const TRPC_ADAPTER = /\b(fetchRequestHandler|createNextApiHandler|createHTTPHandler|nodeHTTPRequestHandler)\s*\(/;
/** A module that makes the app's tRPC client. */
const TRPC_CLIENT = /\bcreateTRPC(React|Next|Client|ProxyClient|OptionsProxy)\s*[<(]/;

/**
 * The pages of a route that hands requests to tRPC's HTTP adapter (`/api/trpc/[trpc]`): every
 * page whose components use the app's tRPC client calls it.
 */
function trpcAdapterPages(view: TreeView, handler: RequestHandler, importing: (file: string) => string[]): string[] {
  if (!TRPC_ADAPTER.test(handler.node.getText())) return [];
  return view
    .filesWith([
      'createTRPCReact',
      'createTRPCNext',
      'createTRPCClient',
      'createTRPCProxyClient',
      'createTRPCOptionsProxy',
    ])
    .filter((f) => !isTestCode(f) && TRPC_CLIENT.test(view.read(f) ?? ''))
    .flatMap((f) => importing(f));
}

/** The name the handler's module exports it by, if it is exported by its own name. */
function exportedName(view: TreeView, handler: RequestHandler): string | undefined {
  const sf = view.sourceFile(handler.file);
  const name = handler.name;
  if (!sf || !name || name === 'default') return undefined;
  return exportedDeclarations(sf).has(name) ? name : undefined;
}

/**
 * The module's changes are functions new to it, and a test that requests the route of each
 * handler that calls them (the handler's own code not mocked) asserts how the handler calls
 * each one (`expect(sendShippingNotification).toHaveBeenCalledWith(…)` on the mocked module):
 * the handler's use of the new functions is what the test specifies.
 */
function newFunctionsAssertedThroughRoutes(view: TreeView, module: string, changes: HandlerChange[]): boolean {
  const users = changes.filter((c) => c.units.some((u) => u.file === module));
  const units = users.flatMap((c) => c.units.filter((u) => u.file === module));
  if (units.length === 0 || units.some((u) => !u.isNew || !u.name)) return false;
  const names = new Set(units.map((u) => u.name!));
  return users.every((c) => {
    const routes = routesOf(view, c.handler);
    if (routes.length === 0) return false;
    const asserted = new Set<string>();
    for (const t of testsRequesting(view, routes, [c.handler.file]))
      for (const n of callsAsserted(view, t.test, module)) asserted.add(n);
    return [...names].every((n) => asserted.has(n));
  });
}

function routesOf(view: TreeView, handler: RequestHandler): RouteRef[] {
  if (isNamedOperation(handler.kind) && handler.operation) return [operationRoute(handler.kind, handler.operation)];
  const routes = routesOfFile(view, handler.file).filter((r) => r.handler.node === handler.node);
  const open = {
    ...(handler.mountUnknown ? { openMount: true } : {}),
    ...(handler.rerouted ? { rerouted: true } : {}),
  };
  const file = handler.file;
  if (routes.length > 0) return routes.map((r) => ({ method: r.method, path: r.path, file, ...open }));
  return handler.path ? [{ method: handler.method, path: handler.path, file, ...open }] : [];
}

/** How a handler is named in a finding: its route, else its function's name. */
function handlerLabel(view: TreeView, handler: RequestHandler): string {
  if (handler.kind === 'graphql' && handler.operation)
    return `GraphQL ${handler.method === 'FIELD' ? 'field' : handler.method.toLowerCase()} \`${handler.operation}\``;
  if (handler.kind === 'socket' && handler.operation) return `socket message \`${handler.operation}\``;
  if (handler.kind === 'mcp' && handler.operation) return `MCP tool \`${handler.operation}\``;
  const route = routesOf(view, handler)[0];
  if (route) return `${route.method === 'ALL' ? '' : `${route.method} `}${route.path}`;
  const kind =
    handler.kind === 'server-action'
      ? 'server action'
      : handler.kind === 'server-fn'
        ? 'server function'
        : handler.kind === 'remote-fn'
          ? 'remote function'
          : handler.kind === 'trpc'
            ? `${handler.library ?? 'tRPC'} procedure`
            : 'handler';
  return handler.name ? `${kind} \`${handler.name}\`` : `the ${kind}`;
}

function unitLabel(u: BehaviourUnit, handler: RequestHandler): string {
  if (u.nowBefore) return `its route, now matched before ${u.nowBefore.method} ${u.nowBefore.path ?? ''}`.trimEnd();
  if (u.node === handler.node) return handler.defined && u.file === handler.file ? 'its registration' : 'the handler';
  return u.name ? `\`${u.name}\`` : `line ${u.line}`;
}

function handlerFinding(view: TreeView, handler: RequestHandler, units: BehaviourUnit[]): RuleFinding {
  const label = handlerLabel(view, handler);
  const modules = [...byModule(units)].map(
    ([file, us]) => `${file} (${namedList(us.map((u) => unitLabel(u, handler)))})`,
  );
  // A handler another module defines is reported where it is written; its registration is related.
  const at = handler.defined ?? { file: handler.file, line: handler.line };
  const others = units.filter((u) => u.file !== at.file);
  const related: Related[] = others.map((u) => ({
    file: u.file,
    line: u.line,
    message: `changed ${u.name ? `\`${u.name}\`` : 'code'} that ${label} runs`,
  }));
  if (handler.defined)
    related.unshift({ file: handler.file, line: handler.line, message: `${label} is registered here` });
  const route = routesOf(view, handler)[0];
  // suites that load the handler's module with other modules' routes, and request only those
  const withApp = route ? testsLoadingWithApp(view, handler.file) : [];
  const call = `imports ${at.file} and calls ${handler.name ? `\`${handler.name}\`` : 'the handler'}`;
  const how = route?.operation
    ? `sends a GraphQL document asking for \`${route.operation}\` to ${route.path} (or ${call})`
    : route?.event
      ? `emits \`${route.event}\` on a connected socket (or ${call})`
      : route
        ? `requests ${route.method === 'ALL' || route.method === 'USE' ? '' : `${route.method} `}${route.path}${withApp.length > 0 ? '' : ` (or imports ${at.file})`}`
        : call;
  const mocked = [...new Set(units.map((u) => u.file))];
  const loaded =
    withApp.length > 0
      ? `; ${namedList(withApp.slice(0, 3), ' and ')}${withApp.length > 3 ? ` and ${withApp.length - 3} more` : ''} load${withApp.length === 1 ? 's' : ''} ${handler.file} with other modules' routes and request${withApp.length === 1 ? 's' : ''} or call${withApp.length === 1 ? 's' : ''} only those`
      : '';
  return {
    file: at.file,
    line: at.line,
    message: `${capitalise(label)} changes server-side behaviour in ${namedList(modules, ' and ')}, and no test ${withApp.length > 0 ? 'requests' : 'imports or requests'} it without mocking it away${loaded}.`,
    fix: `Add or update a test that ${how} and asserts the changed behaviour, without jest.mock/vi.mock of ${namedList(mocked, ' or ')}.`,
    related,
  };
}

/** One finding for a repository without tests: at the first changed handler, naming the others. */
function noTestsAtAll(view: TreeView, changes: HandlerChange[]): RuleFinding {
  const [first, ...rest] = changes;
  const label = handlerLabel(view, first.handler);
  const others = rest.map((c) => `${handlerLabel(view, c.handler)} (${c.handler.file})`);
  const at = first.handler.defined ?? { file: first.handler.file, line: first.handler.line };
  return {
    file: at.file,
    line: at.line,
    message:
      `This repository has no tests and no test runner, and the change gives ${changes.length} request handler${changes.length === 1 ? '' : 's'} new behaviour ` +
      `(${namedList([label, ...others])}) that nothing tests.`,
    fix: `Set up a test runner (for example vitest or jest) and add a test that exercises ${label} (${at.file}) and the other changed handlers.`,
    related: rest.map((c) => ({
      file: c.handler.defined?.file ?? c.handler.file,
      line: c.handler.defined?.line ?? c.handler.line,
      message: `also changed: ${handlerLabel(view, c.handler)}`,
    })),
  };
}

/** A label that opens a sentence: a route as it is, a named function with an article. */
function capitalise(label: string): string {
  return /^[A-Z/]/.test(label) ? label : `The ${label.replace(/^the /, '')}`;
}
