import { isEndToEndTest, isNamedLikeSuite, isTestFile } from '../../workspace/classify';
import { treeFact } from '../../workspace/fact';
import type { CallExpression, Node, SourceFile } from 'ts-morph';
import { isStripeEventType } from '../stripe/events';
import { loadTsMorph } from '../../workspace/ts';
import { isCodeFile, type TreeView } from '../../workspace/workspace';
import { declarationOf, functionDeclared, unwrapExpression, specifierOf } from '../code/ast';
import { calleeRef } from '../code/flow';
import { contains } from '../code/syntax';
import { requestHandlers, stringValue } from '../http/handlers';
import type { MessageHandler } from '../http/message-handlers';
import { importChain, importerClosure, importsOf, type ImporterClosure } from '../code/module-graph';
import { browserTestDirs, isRunnerTest, setupsOf } from './setup-files';
import { HONO_CLIENT_METHODS, honoClientPath } from '../http/hono-client';
import { importerCandidates, importerWords, packageManifests, resolveImport } from '../code/resolve-import';
import {
  endsWithPath,
  methodsMatch,
  normalizeRoutePath,
  pathsMatch,
  sameFileFunction,
  staticPrefix,
} from '../http/routes';
import { exportedNamed, HOLE, resolveString } from '../code/resolve-string';
import { definitionOf, iteratedValues, propertyNode } from '../code/values';

/**
 * The test index: per test file, the modules it imports and mocks, and per test case the
 * route paths it requests, the statuses and errors it expects, the Stripe event types it
 * names and whether it makes a dependency fail. Only files a rule asks about are parsed
 * (find them with `testFilesMentioning`, a `git grep` over test paths).
 */

export interface TestRequest {
  method?: string;
  /** Normalised path (`/api/orders/:`), see normalizeRoutePath. */
  path: string;
  line: number;
  /** The URL starts with a base that could not be told (`${base}/orders`): it may hold a prefix of the path. */
  openBase?: boolean;
  /** Made with the global `fetch` (directly or in a helper): no request when the test stubs it. */
  viaFetch?: boolean;
  /** A browser's navigation (`page.goto`, `cy.visit`): the page's components run, their effects included. */
  navigation?: boolean;
  /**
   * The test builds its own app around these imported routers (`app.use('/traces', traceRoutes)`):
   * the path may leave out the real app's outer prefixes, for the routes those routers reach.
   */
  mounted?: string[];
}

export interface TestCase {
  name: string;
  line: number;
  endLine: number;
  /** Worked out on first ask, as are the statuses, event types and references. */
  readonly requests: TestRequest[];
  readonly statuses: number[];
  /** Expects a thrown error or rejection (`rejects.toThrow`, `toThrow`). */
  throws: boolean;
  /** Stripe event type strings named in the test (`payment_intent.succeeded`). */
  readonly eventTypes: string[];
  /** Makes a mocked dependency fail (`mockRejectedValue`, a mock implementation that throws). */
  mocksRejection: boolean;
  /** Sends a Stripe signature (`generateTestHeaderString`, a `stripe-signature` header). */
  signed: boolean;
  /** Exported route handlers of imported modules it calls directly (`POST(req)`). */
  calls: HandlerCall[];
  /** The names the case and the helpers of its file it calls refer to (what it uses of its imports). */
  readonly references: string[];
}

export interface HandlerCall {
  /** The repository file the handler was imported from. */
  module: string;
  name: string;
  line: number;
}

export interface TestImport {
  specifier: string;
  /** Repository file it resolves to (relative paths and tsconfig aliases); undefined for packages. */
  resolved?: string;
  line: number;
  names: string[];
  dynamic: boolean;
}

export interface TestMock {
  specifier: string;
  resolved?: string;
  line: number;
  /** The factory keeps the real module (`jest.requireActual`, `importOriginal`). */
  partial: boolean;
  /** Vitest's `vi.mock`: it takes effect only in a test file or a configured setup file. */
  vitest: boolean;
}

export interface TestFile {
  file: string;
  framework: 'jest' | 'vitest' | 'node:test' | 'mocha' | 'playwright' | 'cypress' | 'unknown';
  imports: TestImport[];
  mocks: TestMock[];
  /** Every request the file makes (test cases and helpers). */
  requests: TestRequest[];
  /** Socket events the file sends (`socket.emit('join', …)`, `emitWithAck`), with the line of each. */
  readonly emits: { event: string; line: number }[];
  /**
   * URLs a browser test answers itself (Playwright `page.route(url, (r) => r.fulfill(…))`,
   * Cypress `cy.intercept(url, { body })`): a page it visits never reaches their routes.
   */
  readonly stubs: TestRequest[];
  cases: TestCase[];
}

/** A test file by its name or folder, or by its runner's configuration (`include: ['**\/*.integ.ts']`). */
function isTestFileIn(view: TreeView, path: string): boolean {
  return isTestFile(path) || (isCodeFile(path) && !path.includes('node_modules/') && isRunnerTest(view, path));
}

/** Test files that contain any of the words (a `git grep`), without parsing anything. */
export function testFilesMentioning(view: TreeView, words: string[]): string[] {
  const clean = [...new Set(words.filter((w) => w.length > 0))];
  if (clean.length === 0) return [];
  return view.grep(clean).filter((p) => isTestFileIn(view, p));
}

/**
 * The modules of the routers a test mounts on an app of its own, imported by it:
 * `app.use('/auth', authRoutes)`, `app.route('/x', sub)`, `app.register(plugin)`.
 */
function mountedRouters(sf: SourceFile, imports: TestImport[]): string[] {
  const { Node, SyntaxKind } = loadTsMorph();
  const moduleOf = new Map<string, string>();
  for (const i of imports) if (i.resolved && !i.dynamic) for (const n of i.names) moduleOf.set(n, i.resolved);
  if (moduleOf.size === 0) return [];
  const out = new Set<string>();
  for (const call of sf.getDescendantsOfKind(SyntaxKind.CallExpression)) {
    const callee = call.getExpression();
    if (!Node.isPropertyAccessExpression(callee) || !['use', 'route', 'register'].includes(callee.getName())) continue;
    for (const a of call.getArguments()) {
      const module = Node.isIdentifier(a) ? moduleOf.get(a.getText()) : undefined;
      if (module) out.add(module);
    }
  }
  return [...out];
}

/** The index of one test file (parsed once per run). */
export const testFile = treeFact((view: TreeView, path: string): TestFile | undefined => {
  const sf = view.sourceFile(path);
  return sf ? indexTestFile(view, sf, path) : undefined;
});

const HTTP_METHODS = new Set(['get', 'post', 'put', 'patch', 'delete', 'del', 'head', 'options']);
const MOCKERS = new Set([
  'jest.mock',
  'vi.mock',
  'jest.doMock',
  'vi.doMock',
  'jest.unstable_mockModule',
  'mock.module',
]);
const CASE_CALLEES = new Set(['it', 'test', 'specify']);

function indexTestFile(view: TreeView, sf: SourceFile, path: string): TestFile {
  const { Node, SyntaxKind } = loadTsMorph();
  const mocks: TestMock[] = [];
  const resolve = (spec: string) => resolveImport(view, path, spec);
  const imports: TestImport[] = importsOf(view, path)
    .filter((i) => !i.typeOnly)
    .map((i) => ({
      specifier: i.specifier,
      resolved: i.resolved,
      line: i.line,
      names: i.bindings.map((b) => b.local).filter((n) => n !== '*' || i.kind !== 'reexport'),
      dynamic: i.kind === 'dynamic' || i.kind === 'require',
    }));

  const calls = sf.getDescendantsOfKind(SyntaxKind.CallExpression);
  for (const call of calls) {
    const calleeText = call.getExpression().getText();
    const first = call.getArguments()[0];
    if (MOCKERS.has(calleeText) && first) {
      // vi.mock('./x') and vi.mock(import('./x'))
      const spec =
        stringValue(first) ??
        (Node.isCallExpression(first) && first.getExpression().getKind() === SyntaxKind.ImportKeyword
          ? stringValue(first.getArguments()[0])
          : undefined);
      if (spec) {
        const factory = call.getArguments()[1];
        const partial = !!factory && /requireActual|importOriginal|importActual/.test(factory.getText());
        mocks.push({
          specifier: spec,
          resolved: resolve(spec),
          line: call.getStartLineNumber(),
          partial,
          vitest: calleeText.startsWith('vi.'),
        });
      }
    }
  }

  // Dependency injection overrides: `{ provide: TeamService, useValue: { … } }` in a testing
  // module, `.overrideProvider(TeamService).useValue(…)`: the class's module is replaced by a
  // stand-in wherever the test's module graph would have run it.
  for (const { name, at } of injectedStandIns(sf)) {
    const imp = imports.find((i) => i.resolved && !i.dynamic && i.names.includes(name));
    if (imp) mocks.push({ specifier: imp.specifier, resolved: imp.resolved, line: at, partial: false, vitest: false });
  }

  // Route handlers imported by name (`import { POST } from '@/app/api/checkout/route'`).
  const handlerImports = new Map<string, string>();
  for (const imp of imports) {
    if (!imp.resolved) continue;
    for (const n of imp.names)
      if (/^(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS|handler|default|loader|action)$/.test(n))
        handlerImports.set(n, imp.resolved);
  }

  // Requests are followed into helpers (not those of a module the file mocks away): worked
  // out when a rule asks, not to tell a suite.
  const mockedHere = new Set(mocks.flatMap((m) => (m.resolved && !m.partial ? [m.resolved] : [])));
  let fileRequests: TestRequest[] | undefined;
  let fileEmits: { event: string; line: number }[] | undefined;
  let fileStubs: TestRequest[] | undefined;
  // A file that replaces the global fetch (`vi.stubGlobal('fetch', …)`, `global.fetch = vi.fn()`)
  // tests a client: its fetch calls never reach a server.
  const stubsFetch = STUBBED_FETCH.test(sf.getFullText());
  // A file that builds its own app around an imported router (`app.use('/auth', authRoutes)`)
  // mounts it where it likes: its requests may leave out the real app's outer prefixes
  // (`/auth/login` for the route the app serves at `/api/auth/login`), as behind an unknown base.
  const mounted = mountedRouters(sf, imports);
  const asMounted = (reqs: TestRequest[]): TestRequest[] =>
    mounted.length > 0 ? reqs.map((r) => (r.openBase ? r : { ...r, mounted })) : reqs;

  const cases: TestCase[] = [];
  for (const call of calls) {
    if (!isCaseCall(call, view) || isSkipped(call)) continue;
    const args = call.getArguments();
    const body = args.find((a) => Node.isArrowFunction(a) || Node.isFunctionExpression(a));
    if (!body) continue;
    const scopeNodes = [body, ...helpersCalledFrom(body, sf)];
    // What a rule may ask of a case is worked out when it asks (most ask about few cases).
    let requests: TestRequest[] | undefined;
    let statuses: number[] | undefined;
    let eventTypes: string[] | undefined;
    let references: string[] | undefined;
    const text = scopeNodes.map((n) => n.getText()).join('\n');
    const handlerCalls: HandlerCall[] = [];
    for (const inner of body.getDescendantsOfKind(SyntaxKind.CallExpression)) {
      const ce = inner.getExpression();
      if (Node.isIdentifier(ce) && handlerImports.has(ce.getText())) {
        handlerCalls.push({
          module: handlerImports.get(ce.getText())!,
          name: ce.getText(),
          line: inner.getStartLineNumber(),
        });
      }
    }
    cases.push({
      name: stringValue(args[0]) ?? args[0]?.getText() ?? '',
      line: call.getStartLineNumber(),
      endLine: call.getEndLineNumber(),
      get requests() {
        return (requests ??= asMounted(withoutStubbedFetch(requestsOf(body, view, mockedHere), stubsFetch)));
      },
      get statuses() {
        return (statuses ??= statusesOf(scopeNodes));
      },
      throws: /\.rejects\b|\btoThrow(Error)?\s*\(|\bassert\.rejects\b|\bassert\.throws\b/.test(body.getText()),
      get eventTypes() {
        return (eventTypes ??= [...new Set(scopeNodes.flatMap((n) => stringsOf(n).filter(isStripeEventType)))]);
      },
      mocksRejection:
        /mockRejectedValue|rejectedValue|mockImplementation(Once)?\(\s*(async\s*)?\([^)]*\)\s*=>\s*\{?\s*throw\b|Promise\.reject\(/.test(
          text,
        ),
      signed: /generateTestHeaderString|stripe-signature/i.test(text),
      calls: handlerCalls,
      get references() {
        return (references ??= [
          ...new Set(scopeNodes.flatMap((n) => n.getDescendantsOfKind(SyntaxKind.Identifier).map((i) => i.getText()))),
        ]);
      },
    });
  }
  return {
    file: path,
    framework: frameworkOf(sf, path),
    imports,
    mocks,
    get requests() {
      return (fileRequests ??= asMounted(withoutStubbedFetch(requestsOf(sf, view, mockedHere), stubsFetch)));
    },
    get emits() {
      return (fileEmits ??= emitsOf(view, calls));
    },
    get stubs() {
      return (fileStubs ??= stubsOf(view, calls));
    },
    cases,
  };
}

/**
 * URLs a browser test intercepts and answers itself: Playwright's `page.route(url, handler)`
 * (or a context's) whose handler fulfils or aborts, Cypress's `cy.intercept([method,] url,
 * response)` given a response (not a handler that lets the request through).
 */
function stubsOf(view: TreeView, calls: CallExpression[]): TestRequest[] {
  const { Node } = loadTsMorph();
  const out: TestRequest[] = [];
  const answers = (handler: Node | undefined, cypress: boolean) => {
    if (!handler) return false;
    if (cypress && (Node.isObjectLiteralExpression(handler) || Node.isStringLiteral(handler))) return true;
    if (!Node.isArrowFunction(handler) && !Node.isFunctionExpression(handler)) return false;
    return (cypress ? /\.reply\s*\(/ : /\.(fulfill|abort)\s*\(/).test(handler.getText());
  };
  for (const call of calls) {
    const ce = call.getExpression();
    if (!Node.isPropertyAccessExpression(ce)) continue;
    const name = ce.getName();
    const args = call.getArguments();
    let url: Node | undefined;
    let method: string | undefined;
    if (name === 'route' && args.length === 2 && answers(args[1], false)) url = args[0];
    else if (name === 'intercept' && ce.getExpression().getText() === 'cy') {
      const withMethod = args.length === 3;
      if (!answers(args[withMethod ? 2 : 1], true)) continue;
      url = args[withMethod ? 1 : 0];
      method = withMethod ? stringValue(args[0])?.toUpperCase() : undefined;
    }
    if (!url) continue;
    const r = requestPath(view, url, { bindings: new Map(), objects: new Map() });
    if (r) out.push({ method, path: r.path, line: call.getStartLineNumber() });
  }
  return out;
}

/**
 * A stubbed URL pattern answers for a route: segment by segment, a parameter or `*` of either
 * takes any segment, and a trailing `**` (or `*`) of the pattern any rest.
 */
export function stubCovers(stub: string, route: string): boolean {
  const want = route.split('/').filter(Boolean);
  const got = stub
    .replace(/[?#].*$/, '')
    .split('/')
    .filter(Boolean);
  for (let i = 0; i < got.length; i++) {
    if (got[i] === '**' || (got[i] === '*' && i === got.length - 1)) return true;
    if (want[i] === undefined) return false;
    if (got[i] === '*' || got[i] === ':' || want[i].startsWith(':') || want[i] === '*') continue;
    if (got[i].toLowerCase() !== want[i].toLowerCase()) return false;
  }
  return got.length === want.length;
}

/**
 * Classes a test replaces in a dependency injection container: the `provide` of a provider
 * given by `useValue`, `useFactory` or another `useClass`, and the argument of
 * `overrideProvider(X)` (NestJS testing modules, and containers shaped like them).
 */
function injectedStandIns(sf: SourceFile): { name: string; at: number }[] {
  const { Node, SyntaxKind } = loadTsMorph();
  const text = sf.getFullText();
  if (!/\bprovide\s*:|overrideProvider\s*\(/.test(text)) return [];
  const out: { name: string; at: number }[] = [];
  for (const obj of sf.getDescendantsOfKind(SyntaxKind.ObjectLiteralExpression)) {
    const provide = obj.getProperty('provide');
    if (!provide || !Node.isPropertyAssignment(provide)) continue;
    const token = provide.getInitializer();
    if (!token || !Node.isIdentifier(token)) continue;
    const standIn = ['useValue', 'useFactory', 'useClass'].some((k) => {
      const p = obj.getProperty(k);
      if (!p || !Node.isPropertyAssignment(p)) return false;
      return k !== 'useClass' || p.getInitializer()?.getText() !== token.getText();
    });
    if (standIn) out.push({ name: token.getText(), at: obj.getStartLineNumber() });
  }
  for (const call of sf.getDescendantsOfKind(SyntaxKind.CallExpression)) {
    const ce = call.getExpression();
    const arg = call.getArguments()[0];
    if (Node.isPropertyAccessExpression(ce) && ce.getName() === 'overrideProvider' && arg && Node.isIdentifier(arg))
      out.push({ name: arg.getText(), at: call.getStartLineNumber() });
  }
  return out;
}

/** Events sent on a socket: `client.emit('join', room)`, `await socket.timeout(500).emitWithAck('join')`. */
function emitsOf(view: TreeView, calls: CallExpression[]): { event: string; line: number }[] {
  const { Node } = loadTsMorph();
  const out: { event: string; line: number }[] = [];
  for (const call of calls) {
    const ce = call.getExpression();
    if (!Node.isPropertyAccessExpression(ce) || (ce.getName() !== 'emit' && ce.getName() !== 'emitWithAck')) continue;
    const event = resolveString(view, call.getArguments()[0]);
    if (event) out.push({ event, line: call.getStartLineNumber() });
  }
  return out;
}

const STUBBED_FETCH =
  /\bstubGlobal\s*\(\s*['"`]fetch['"`]|\b(global|globalThis|window)\s*\.\s*fetch\s*=(?!=)|\bspyOn\s*\(\s*(global|globalThis|window)\s*,\s*['"`]fetch['"`]/;

function withoutStubbedFetch(requests: TestRequest[], stubbed: boolean): TestRequest[] {
  return stubbed ? requests.filter((r) => !r.viaFetch) : requests;
}

/**
 * The node is in a function of the file with a name (`function makeReq(path) { … }`, `const
 * go = async () => …`), below `root`: what it requests is made where it is called, with the
 * values it is called with, not where it is written.
 */
function inNamedHelper(node: Node, root: Node): boolean {
  const { Node } = loadTsMorph();
  for (let n = node.getParent(); n && n !== root; n = n.getParent()) {
    if (Node.isFunctionDeclaration(n) && n.getName()) return true;
    if ((Node.isArrowFunction(n) || Node.isFunctionExpression(n)) && Node.isVariableDeclaration(n.getParent()))
      return true;
  }
  return false;
}

/** Calls that declare a test or a suite and skip it: `it.skip`, `test.describe.fixme`, `xit`, `it.todo`. */
const SKIPPING_CALLEE =
  /^(x(it|test|describe|context|specify)|(it|test|describe|context|specify|suite)(\.\w+)*\.(skip|fixme|todo))$/;

/** The node is (in) a test or suite declared skipped: it never runs. */
function isSkipped(node: Node): boolean {
  const { Node } = loadTsMorph();
  for (let n: Node | undefined = node; n; n = n.getParent()) {
    if (!Node.isCallExpression(n)) continue;
    if (!SKIPPING_CALLEE.test(n.getExpression().getText().replace(/\s+/g, ''))) continue;
    // the skipping call itself, or inside the function it is given (not a conditional `test.skip(cond)` in a body)
    if (
      n === node ||
      n.getArguments().some((a) => (Node.isArrowFunction(a) || Node.isFunctionExpression(a)) && contains(a, node))
    )
      return true;
  }
  return false;
}

function isCaseCall(call: CallExpression, view: TreeView): boolean {
  const { Node } = loadTsMorph();
  let callee: Node = call.getExpression();
  // it.only / test.skip / it.each(table)(...) / test.concurrent
  if (Node.isCallExpression(callee)) callee = callee.getExpression();
  while (Node.isPropertyAccessExpression(callee)) callee = callee.getExpression();
  if (!Node.isIdentifier(callee)) return false;
  if (CASE_CALLEES.has(callee.getText())) return true;
  // shaped like a case (`name, async () => …`) before its callee is looked up
  const [name, ...rest] = call.getArguments();
  const named = name && (Node.isStringLiteral(name) || Node.isNoSubstitutionTemplateLiteral(name));
  return (
    !!named && rest.some((a) => Node.isArrowFunction(a) || Node.isFunctionExpression(a)) && isExtendedTest(view, callee)
  );
}

/**
 * A test function with fixtures: `const dbTest = test.extend({ … })` (vitest, Playwright),
 * in the file or imported from a module of the tree.
 */
function isExtendedTest(view: TreeView, id: Node, depth = 0): boolean {
  const { Node } = loadTsMorph();
  if (depth > 3) return false;
  const init = definitionOf(view, id)?.node;
  if (!init || !Node.isCallExpression(init)) return false;
  const callee = init.getExpression();
  if (!Node.isPropertyAccessExpression(callee) || callee.getName() !== 'extend') return false;
  const base = callee.getExpression();
  return Node.isIdentifier(base) && (CASE_CALLEES.has(base.getText()) || isExtendedTest(view, base, depth + 1));
}

/** Same-file helper functions a test body calls, and those they call (a few levels): `function deliver(e) { … }`. */
function helpersCalledFrom(body: Node, sf: SourceFile): Node[] {
  const { Node, SyntaxKind } = loadTsMorph();
  const out: Node[] = [];
  const seen = new Set<string>();
  let frontier = [body];
  for (let depth = 0; depth < 3 && frontier.length > 0; depth++) {
    const next: Node[] = [];
    for (const node of frontier) {
      for (const call of node.getDescendantsOfKind(SyntaxKind.CallExpression)) {
        const ce = call.getExpression();
        if (!Node.isIdentifier(ce) || seen.has(ce.getText())) continue;
        seen.add(ce.getText());
        const fn = sameFileFunction(sf, ce.getText());
        if (fn && !(fn.getPos() <= body.getPos() && body.getEnd() <= fn.getEnd())) next.push(fn);
      }
    }
    out.push(...next);
    frontier = next;
  }
  return out;
}

/** How deep requests are followed into the helpers that make them (`call(path)` → `fetch(new URL(path, base))`). */
const HELPER_DEPTH = 3;

/**
 * Requests made in a node: supertest chains, fetch, `new Request(url, { method })`, Fastify
 * `inject`, Hono `app.request`, page visits; also through helper functions of the file or
 * of modules it imports whose parameters become the URL (`call('/api/usage')`). Paths are
 * resolved as values: constants, imported constants, template literals (substitutions
 * become parameters), concatenation, `new URL(path, base)`.
 */
export function requestsOf(node: Node, view?: TreeView, mocked?: ReadonlySet<string>): TestRequest[] {
  return collectRequests(node, view, { bindings: new Map(), objects: new Map(), mocked }, 0, new Set());
}

/** What a followed helper's parameters hold: strings, and objects of strings (`{ method, path }`). */
interface Scope {
  bindings: Map<Node, string>;
  objects: Map<Node, ReadonlyMap<string, string>>;
  /** The modules the test file mocks away: a helper of theirs runs the mock, not its requests. */
  mocked?: ReadonlySet<string>;
}

function collectRequests(
  node: Node,
  view: TreeView | undefined,
  scope: Scope,
  depth: number,
  visiting: Set<Node>,
): TestRequest[] {
  const { Node, SyntaxKind } = loadTsMorph();
  const out: TestRequest[] = [];
  const push = (
    urlNode: Node | undefined,
    method: string | undefined,
    at: Node,
    viaFetch = false,
    navigation = false,
  ) => {
    // a loop over a constant list (`for (const route of ROUTES) await page.goto(route)`) requests each
    const each = view && urlNode ? iteratedValues(view, urlNode)?.map((v) => v.node) : undefined;
    for (const u of each ?? [urlNode]) {
      const r = requestPath(view, u, scope);
      if (r)
        out.push({
          method,
          path: r.path,
          line: at.getStartLineNumber(),
          ...(r.openBase ? { openBase: true } : {}),
          ...(viaFetch ? { viaFetch: true } : {}),
          ...(navigation ? { navigation: true } : {}),
        });
    }
  };
  const methodOf = (init: Node | undefined): string | undefined => {
    if (!init || !Node.isObjectLiteralExpression(init)) return undefined;
    const m = init.getProperty('method');
    if (!m || !Node.isPropertyAssignment(m)) return undefined;
    const v = view ? resolveString(view, m.getInitializer(), scope) : stringValue(m.getInitializer());
    return v?.toUpperCase();
  };
  for (const call of node.getDescendantsOfKind(SyntaxKind.CallExpression)) {
    // A followed helper makes the requests its call runs, not those of the functions it
    // only defines and hands back (`return { list: () => fetch('/api/x') }`).
    if (depth > 0 && !runsWithin(call, node)) continue;
    // a skipped test (`test.skip('…', …)`, `xit`, `describe.skip`) makes none; a helper's
    // requests are made where it is called, with the values it is given (followed below)
    if (depth === 0 && (isSkipped(call) || inNamedHelper(call, node))) continue;
    const ce = call.getExpression();
    const args = call.getArguments();
    const line = call;
    if (Node.isPropertyAccessExpression(ce) && HTTP_METHODS.has(ce.getName())) {
      // request(app).post('/x'), agent.get('/x'), page.request.get('/x'), axios.post(url)
      if (args.some((a) => Node.isArrowFunction(a) || Node.isFunctionExpression(a))) continue;
      const m = ce.getName();
      push(args[0], m === 'del' ? 'DELETE' : m.toUpperCase(), line);
    } else if (Node.isPropertyAccessExpression(ce) && HONO_CLIENT_METHODS.test(ce.getName())) {
      // Hono's typed client (`testClient(app)`, `hc<AppType>(base)`): the path is the chain of
      // members before the method, `client.api.users[':id'].$get({ param })` → GET /api/users/:id
      const segments = honoClientPath(ce.getExpression(), (k) =>
        view ? resolveString(view, k, { holes: true, ...scope }) : stringValue(k),
      );
      if (segments)
        out.push({
          method: ce.getName().slice(1).toUpperCase(),
          path: normalizeRoutePath('/' + segments.join('/')),
          line: line.getStartLineNumber(),
          openBase: true,
        });
    } else if (Node.isElementAccessExpression(ce)) {
      // request(app.getHttpServer())[method](path), the method a helper's parameter or a
      // literal: the method it holds; any, when it cannot be told, on a request builder's call
      if (args.some((a) => Node.isArrowFunction(a) || Node.isFunctionExpression(a))) continue;
      const key = ce.getArgumentExpression();
      const m = (view ? resolveString(view, key, { holes: true, ...scope }) : stringValue(key))?.toLowerCase();
      const known = m !== undefined && m !== HOLE.toLowerCase();
      if (known ? !HTTP_METHODS.has(m) : !Node.isCallExpression(ce.getExpression())) continue;
      push(args[0], known ? (m === 'del' ? 'DELETE' : m.toUpperCase()) : undefined, line);
    } else if (Node.isIdentifier(ce) && (ce.getText() === 'fetch' || ce.getText() === '$fetch')) {
      push(args[0], args[1] ? methodOf(args[1]) : 'GET', line, ce.getText() === 'fetch');
    } else if (Node.isPropertyAccessExpression(ce) && ce.getName() === 'fetch') {
      // the global fetch (`globalThis.fetch`), or a started server's or a test client's, shaped
      // like it: `api.fetch('/api/v1/meta', { method: 'GET', session })` (a Request is `new Request` below)
      push(args[0], args[1] ? methodOf(args[1]) : 'GET', line, isGlobalObject(ce.getExpression()));
    } else if (Node.isPropertyAccessExpression(ce) && (ce.getName() === 'inject' || ce.getName() === 'request')) {
      // fastify.inject({ method, url }) / app.request('/x', init) (Hono) / axios.request({ url })
      const a = args[0];
      if (a && Node.isObjectLiteralExpression(a)) {
        const url = a.getProperty('url') ?? a.getProperty('path');
        const urlNode =
          url && Node.isPropertyAssignment(url)
            ? url.getInitializer()
            : url && Node.isShorthandPropertyAssignment(url)
              ? url.getNameNode()
              : undefined;
        push(urlNode, methodOf(a), line);
      } else {
        push(a, args[1] ? methodOf(args[1]) : 'GET', line);
      }
    } else if (Node.isPropertyAccessExpression(ce) && ce.getName() === 'executeOperation') {
      // Apollo Server's in-process request: `server.executeOperation({ query })`
      out.push({ method: 'POST', path: GRAPHQL_PATH, line: line.getStartLineNumber() });
    } else if (
      (Node.isIdentifier(ce) && (ce.getText() === 'visit' || ce.getText() === 'goto')) ||
      (Node.isPropertyAccessExpression(ce) && PAGE_VISITS.has(ce.getName()))
    ) {
      push(args[0], undefined, line, false, true);
    } else if (view && depth < HELPER_DEPTH && Node.isIdentifier(ce) && mayBeHelper(view, ce)) {
      // A helper whose parameters make the URL: follow it with the arguments' values.
      const fn = helperFunction(view, ce);
      if (!fn || visiting.has(fn) || scope.mocked?.has(view.pathOf(fn.getSourceFile()))) continue;
      const params = (fn as FunctionWithParams).getParameters();
      if (params.length === 0) continue;
      const inner: Scope = { bindings: new Map(scope.bindings), objects: new Map(scope.objects), mocked: scope.mocked };
      const values = params.map((p, i) => bindArgument(view, p, args[i], scope, inner));
      // The same helper called with the same values makes the same requests.
      const key = `${depth}\0${values.join('\0')}`;
      let made = helperRequests.get(fn)?.get(key);
      if (!made) {
        visiting.add(fn);
        made = collectRequests(fn, view, inner, depth + 1, visiting);
        visiting.delete(fn);
        const byKey = helperRequests.get(fn) ?? new Map<string, TestRequest[]>();
        byKey.set(key, made);
        helperRequests.set(fn, byKey);
      }
      for (const r of made) out.push({ ...r, line: line.getStartLineNumber() });
    }
  }
  for (const ne of node.getDescendantsOfKind(SyntaxKind.NewExpression)) {
    const name = ne.getExpression().getText();
    if (name !== 'Request' && name !== 'NextRequest') continue;
    if (depth === 0 && (isSkipped(ne) || inNamedHelper(ne, node))) continue;
    const args = ne.getArguments() ?? [];
    push(args[0], args[1] ? methodOf(args[1]) : 'GET', ne);
  }
  return out;
}

type FunctionWithParams = Node & { getParameters(): Node[] };

/**
 * The call runs when `fn` runs: every function between them is a callback handed to a call
 * (`retry(() => fetch(url))`, `items.map(…)`) or invoked where it is written, not one `fn`
 * only defines (an object's method, a returned closure).
 */
function runsWithin(call: Node, fn: Node): boolean {
  const { Node } = loadTsMorph();
  for (let n: Node | undefined = call.getParent(); n && n !== fn; n = n.getParent()) {
    if (!Node.isFunctionLikeDeclaration(n)) continue;
    let outer = n.getParent();
    while (outer && Node.isParenthesizedExpression(outer)) outer = outer.getParent();
    // handed to a call, or kept in a local the helper goes on to call (`const attempt = () => …`)
    const handed =
      outer && (Node.isCallExpression(outer) || Node.isNewExpression(outer) || Node.isVariableDeclaration(outer));
    if (!handed) return false;
  }
  return true;
}

/**
 * Binds a followed helper's parameter to its argument's value in the caller's scope: a
 * string, or, for an object literal (`openapi(app, { method: 'delete', path })`), the strings
 * of its keys, also destructured (`({ method, path }) => …`). Returns the value's key for
 * the memo of the helper's requests.
 */
function bindArgument(view: TreeView, param: Node, arg: Node | undefined, outer: Scope, inner: Scope): string {
  const { Node } = loadTsMorph();
  const value = arg ? unwrapExpression(arg) : undefined;
  if (value && Node.isObjectLiteralExpression(value)) {
    const keys = new Map<string, string>();
    for (const prop of value.getProperties()) {
      if (!Node.isPropertyAssignment(prop) && !Node.isShorthandPropertyAssignment(prop)) continue;
      const at = propertyNode(value, prop.getName());
      if (at) keys.set(prop.getName(), resolveString(view, at, { holes: true, ...outer }) ?? HOLE);
    }
    const pattern = Node.isParameterDeclaration(param) ? param.getNameNode() : undefined;
    if (pattern && Node.isObjectBindingPattern(pattern)) {
      for (const el of pattern.getElements())
        inner.bindings.set(el, keys.get(el.getPropertyNameNode()?.getText() ?? el.getName()) ?? HOLE);
    } else inner.objects.set(param, keys);
    return `{${[...keys].map(([k, v]) => `${k}=${v}`).join(',')}}`;
  }
  const v = (arg ? resolveString(view, arg, { holes: true, ...outer }) : undefined) ?? HOLE;
  inner.bindings.set(param, v);
  return v;
}

/** `globalThis.fetch(…)`, `window.fetch(…)`: the global fetch, not a client's. */
function isGlobalObject(node: Node): boolean {
  return /^(globalThis|global|window|self)$/.test(node.getText());
}

/** A page the test is on: Playwright `goto`, `waitForURL('**\/x')`, `expect(page).toHaveURL(…)`, Cypress `visit`. */
const PAGE_VISITS = new Set(['goto', 'visit', 'waitForURL', 'toHaveURL']);

/** What a helper requests, by the values of its arguments (a helper is followed once per set of values). */
const helperRequests = new WeakMap<Node, Map<string, TestRequest[]>>();

/**
 * Names a file can call as a helper of its own: functions it declares (at any depth,
 * also as `const f = () => …`) and names it imports from modules of the tree. The globals
 * of test runners (`it`, `expect`) and package imports are neither.
 */
function mayBeHelper(view: TreeView, callee: Node): boolean {
  const sf = callee.getSourceFile();
  let names = helperNames.get(sf);
  if (!names) {
    const { ts } = loadTsMorph();
    const found = new Set<string>();
    // The compiler's own nodes: wrapping every node of a large test file costs more than the walk.
    const visit = (n: import('ts-morph').ts.Node): void => {
      if (ts.isFunctionDeclaration(n) && n.name) found.add(n.name.text);
      else if (
        ts.isVariableDeclaration(n) &&
        ts.isIdentifier(n.name) &&
        n.initializer &&
        (ts.isArrowFunction(n.initializer) || ts.isFunctionExpression(n.initializer))
      )
        found.add(n.name.text);
      ts.forEachChild(n, visit);
    };
    visit(sf.compilerNode);
    names = found;
    const from = view.pathOf(sf);
    for (const imp of sf.getImportDeclarations()) {
      if (!resolveImport(view, from, specifierOf(imp))) continue;
      const def = imp.getDefaultImport();
      if (def) names.add(def.getText());
      for (const n of imp.getNamedImports()) names.add(n.getAliasNode()?.getText() ?? n.getName());
    }
    helperNames.set(sf, names);
  }
  return names.has(callee.getText());
}

const helperNames = new WeakMap<SourceFile, Set<string>>();

/** The function a called name refers to, in the file or imported from another module of the tree. */
function helperFunction(view: TreeView, callee: Node): Node | undefined {
  const { Node } = loadTsMorph();
  let decl = declarationOf(callee);
  if (decl && Node.isImportSpecifier(decl)) {
    const from = view.pathOf(callee.getSourceFile());
    const target = resolveImport(view, from, specifierOf(decl.getImportDeclaration()));
    decl = target ? exportedNamed(view, target, decl.getName()) : undefined;
  }
  return functionDeclared(decl);
}

/** The normalised path a URL expression requests, if it is a path. */
function requestPath(
  view: TreeView | undefined,
  urlNode: Node | undefined,
  scope: Scope,
): { path: string; openBase: boolean } | undefined {
  if (!urlNode) return undefined;
  let written = view ? resolveString(view, urlNode, { holes: true, ...scope }) : stringValue(urlNode);
  // a typed route helper given the route and its parameters (SvelteKit's `resolve('/blog/[slug]',
  // { slug })`, `route('/[locale]/admin', { locale: 'fi' })`) visits the route it is given
  if (written === undefined || written === HOLE) written = routeGivenToHelper(view, urlNode, scope);
  if (written === undefined || written === HOLE) return undefined;
  // A URL pattern (`**/dashboard`): the path it ends with.
  const raw = written.replace(/^\*\*(?=\/)/, '');
  const openBase = raw.startsWith(`${HOLE}/`) && !baseIsOrigin(urlNode);
  const path = normalizeRoutePath(raw);
  return path.startsWith('/') ? { path, openBase } : undefined;
}

/** A scheme and host with no path: `http://localhost:3000`. */
const ORIGIN = /^https?:\/\/[^/]+\/?$/;

/**
 * The URL starts with a base whose written fallback is an origin (`const baseUrl =
 * process.env.BASE_URL || "http://localhost:3000"`, then `${baseUrl}/x`): the base is where
 * the app runs, not a path prefix, so what follows it is the whole path.
 */
function baseIsOrigin(urlNode: Node): boolean {
  const { Node } = loadTsMorph();
  const url = unwrapExpression(urlNode);
  if (!Node.isTemplateExpression(url) || url.getHead().getLiteralText() !== '') return false;
  const first = url.getTemplateSpans()[0]?.getExpression();
  const decl = first && Node.isIdentifier(first) ? declarationOf(first) : undefined;
  const init = decl && Node.isVariableDeclaration(decl) ? decl.getInitializer() : undefined;
  const value = init ? unwrapExpression(init) : undefined;
  if (!value || !Node.isBinaryExpression(value)) return false;
  const op = value.getOperatorToken().getText();
  const fallback = unwrapExpression(value.getRight());
  return (
    (op === '||' || op === '??') &&
    (Node.isStringLiteral(fallback) || Node.isNoSubstitutionTemplateLiteral(fallback)) &&
    ORIGIN.test(fallback.getLiteralText())
  );
}

/** The route a call is given as its first argument, written as a path (`/[locale]/admin`). */
function routeGivenToHelper(view: TreeView | undefined, urlNode: Node, scope: Scope): string | undefined {
  const { Node } = loadTsMorph();
  const call = unwrapExpression(urlNode);
  if (!Node.isCallExpression(call)) return undefined;
  const first = call.getArguments()[0];
  if (!first) return undefined;
  const route = view ? resolveString(view, first, { holes: true, ...scope }) : stringValue(first);
  return route !== undefined && route.startsWith('/') ? route : undefined;
}

/**
 * HTTP statuses a test asserts: `expect(res.status).toBe(400)`, `.expect(500)`,
 * `toHaveProperty('status', 500)`, a mocked response's `expect(res.status).toHaveBeenCalledWith(400)`.
 */
function statusesOf(nodes: Node[]): number[] {
  const { Node, SyntaxKind } = loadTsMorph();
  const out = new Set<number>();
  for (const node of nodes) {
    for (const call of node.getDescendantsOfKind(SyntaxKind.CallExpression)) {
      const ce = call.getExpression();
      if (!Node.isPropertyAccessExpression(ce)) continue;
      const name = ce.getName();
      const nums = call
        .getArguments()
        .filter((a) => Node.isNumericLiteral(a))
        .map((a) => Number(a.getText()))
        .filter((n) => n >= 100 && n <= 599);
      if (nums.length === 0) continue;
      if (name === 'expect' || name === 'toHaveStatus' || name === 'status') {
        // supertest `.expect(500)` / playwright `toHaveStatus`
        if (name !== 'status' || /expect|assert/.test(ce.getExpression().getText())) nums.forEach((n) => out.add(n));
      } else if (name === 'toHaveProperty') {
        const key = stringValue(call.getArguments()[0]);
        if (key && /status/i.test(key)) nums.forEach((n) => out.add(n));
      } else if (
        /^(toHaveBeenCalledWith|toBeCalledWith|toHaveBeenLastCalledWith|lastCalledWith|calledWith)$/.test(name)
      ) {
        // a mocked response's status method: `expect(res.status).toHaveBeenCalledWith(400)`
        if (/status/i.test(ce.getExpression().getText())) nums.forEach((n) => out.add(n));
      } else if (/^(toBe|toEqual|toStrictEqual|equal|equals|strictEqual|eql)$/.test(name)) {
        if (
          /status/i.test(ce.getExpression().getText()) ||
          /status/i.test(call.getParent()?.getText() ?? '') ||
          answersWithStatus(ce.getExpression())
        )
          nums.forEach((n) => out.add(n));
      }
    }
  }
  return [...out];
}

/**
 * `expect(await deliver(event)).toBe(400)`: the subject is what a helper answers, and an
 * error-range number asserted on it is a status.
 */
function answersWithStatus(matcherTarget: Node): boolean {
  const { Node } = loadTsMorph();
  if (!Node.isCallExpression(matcherTarget)) return false;
  const subject = matcherTarget.getArguments()[0];
  if (!subject) return false;
  const inner = unwrapExpression(subject);
  return Node.isCallExpression(inner) && !/\.(length|size|count)\b/.test(inner.getText());
}

function stringsOf(node: Node): string[] {
  const { Node } = loadTsMorph();
  const out: string[] = [];
  node.forEachDescendant((d) => {
    if (Node.isStringLiteral(d) || Node.isNoSubstitutionTemplateLiteral(d)) out.push(d.getLiteralValue());
  });
  return out;
}

function frameworkOf(sf: SourceFile, path: string): TestFile['framework'] {
  const specs = sf.getImportDeclarations().map((i) => specifierOf(i));
  if (specs.includes('vitest')) return 'vitest';
  if (specs.some((s) => s.startsWith('@playwright/test'))) return 'playwright';
  if (/(^|\/)cypress\/|\.cy\.[jt]sx?$/.test(path)) return 'cypress';
  if (specs.includes('node:test')) return 'node:test';
  if (/\bjest\./.test(sf.getFullText())) return 'jest';
  if (specs.includes('mocha') || specs.includes('chai')) return 'mocha';
  return 'unknown';
}

// ---------------------------------------------------------------------------------------
// What the tests of a tree exercise

/** How a repository tests: whether it has test files, and the test runner it configures. */
export interface TestSetup {
  /** Some file of the tree is a test suite or a test helper. */
  hasTestFiles: boolean;
  /** A test runner the repository configures (a config file, a dependency, a `test` script), if any. */
  runner?: string;
}

const RUNNER_CONFIG =
  /(^|\/)(jest\.config|vitest\.config|vitest\.workspace|playwright\.config|cypress\.config|karma\.conf|ava\.config|\.mocharc)(\.[\w.]+)?$/;
const RUNNER_PACKAGES = ['jest', 'vitest', 'mocha', 'ava', '@playwright/test', 'cypress', 'tap', 'uvu', 'jasmine'];

/** The test files and runner of the tree (from its file list and package manifests; nothing is parsed). */
export const testSetup = treeFact((view: TreeView): TestSetup => {
  const paths = view.paths();
  const hasTestFiles = paths.some((p) => isTestFileIn(view, p));
  const config = view.filesNamed((n) => RUNNER_CONFIG.test(n)).find((p) => !/(^|\/)node_modules\//.test(p));
  if (config) return { hasTestFiles, runner: config.replace(/^.*\//, '') };
  const manifests = packageManifests(view);
  view.prefetch(manifests);
  for (const file of manifests) {
    let json: { scripts?: Record<string, unknown>; dependencies?: object; devDependencies?: object };
    try {
      json = JSON.parse(view.read(file) ?? '') as typeof json;
    } catch {
      continue;
    }
    const deps = { ...json.dependencies, ...json.devDependencies };
    const pkg = RUNNER_PACKAGES.find((p) => p in deps);
    if (pkg) return { hasTestFiles, runner: pkg };
    const script = json.scripts?.test;
    if (typeof script === 'string' && !/no test specified|^\s*(echo|exit)\b/.test(script) && script.trim() !== '')
      return { hasTestFiles, runner: `npm test (${script.trim()})` };
  }
  return { hasTestFiles };
});

/** A test that exercises a module, and how. */
export interface Exercise {
  test: string;
  /** `call`: the test builds the application and calls the module's function (a tRPC caller's procedure). */
  how: 'import' | 'request' | 'call';
  /** The imports from the test to the module (for `import`). */
  chain?: string[];
  /** The requests that reach it (for `request`). */
  requests?: TestRequest[];
}

/** Does the test file run cases (a suite, not a helper)? */
function isSuite(view: TreeView, file: string): boolean {
  const tf = testFile(view, file);
  return !!tf && (tf.cases.length > 0 || isEndToEndTest(file));
}

/**
 * The modules a test mocks away: its own mocks, those of the setup modules its runner loads
 * before it (Bun's `preload`, Jest's and Vitest's `setupFiles`: `setupsOf`), and those of the
 * test-support modules it imports at any depth (`import '../setup'`, whose
 * `mock.module('@acme/db')` or `jest.mock` replaces the module for the test too; not
 * Vitest's `vi.mock`, which acts only in the file that calls it).
 */
function mockedBy(view: TreeView, tf: TestFile): (file: string) => boolean {
  const mocked = mockTargets(view, tf);
  return (file) => mocked.has(file);
}

/** The modules `mockedBy` says the test mocks away (see there). */
function mockTargets(view: TreeView, tf: TestFile): Set<string> {
  const mocked = new Set<string>();
  const seen = new Set<string>();
  const visit = (t: TestFile, own: boolean, depth: number) => {
    if (seen.has(t.file)) return;
    seen.add(t.file);
    for (const m of t.mocks) if (!m.partial && m.resolved && (own || !m.vitest)) mocked.add(m.resolved);
    if (depth >= MOCKING_HELPER_DEPTH) return;
    for (const imp of t.imports) {
      if (!imp.resolved || imp.dynamic || !isTestFileIn(view, imp.resolved)) continue;
      const helper = testFile(view, imp.resolved);
      if (helper) visit(helper, false, depth + 1);
    }
  };
  visit(tf, true, 0);
  for (const setup of setupsOf(view, tf.file)) {
    const t = testFile(view, setup);
    if (t) visit(t, true, 1);
  }
  return mocked;
}

/**
 * The module is re-exported (at any depth of barrels) by a module the test mocks away: a
 * handler that imports it through the barrel (`@acme/db/queries`) gets the mock. Asked
 * for a module the test reaches only by requesting a route, never by importing it.
 */
function reexportedByMocked(view: TreeView, tf: TestFile, module: string): boolean {
  let frontier = [...mockTargets(view, tf)];
  const visited = new Set(frontier);
  for (let depth = 0; depth < MAX_BARREL_DEPTH && frontier.length > 0; depth++) {
    const next: string[] = [];
    for (const barrel of frontier)
      for (const imp of importsOf(view, barrel)) {
        if (imp.kind !== 'reexport' || !imp.resolved || visited.has(imp.resolved)) continue;
        if (imp.resolved === module) return true;
        visited.add(imp.resolved);
        next.push(imp.resolved);
      }
    frontier = next;
  }
  return false;
}

/** Barrels re-exporting barrels that a mock of the outermost one is followed through. */
const MAX_BARREL_DEPTH = 3;

/** How many imports away from a test its mocking helpers are looked for. */
const MOCKING_HELPER_DEPTH = 3;

/**
 * Test suites that reach a module through imports at any depth (a test that imports a
 * helper that builds the app that registers the router that imports the module), along a
 * chain on which the test mocks nothing away. `complete` is false when the module has
 * more importers than the search looks at.
 */
export const testsReachingModule = treeFact(
  (view: TreeView, module: string): { tests: Exercise[]; complete: boolean } => {
    if (!testSetup(view).hasTestFiles) return { tests: [], complete: true };
    const closure = importerClosure(view, module);
    const tests: Exercise[] = [];
    for (const file of [...closure.toward.keys()].filter((p) => isTestFileIn(view, p)).sort()) {
      if (!isSuite(view, file)) continue;
      const tf = testFile(view, file)!;
      const mocked = mockedBy(view, tf);
      // A module reached through a module that puts several modules' handlers together (the
      // app, a root router) is only registered there: the test runs it if it calls into it, or
      // requests a route whose handler runs it (`testsRequesting`). So is one the test itself
      // registers with other modules' handlers on an app of its own (`app.register(publicRoutes)`
      // beside `app.register(batchRoutes)`): that test is the app.
      const chain = composesHandlers(view, file)
        ? undefined
        : importChain(closure, file, (f) => mocked(f) || (f !== module && composesHandlers(view, f)));
      if (chain) tests.push({ test: file, how: 'import', chain });
      else if (importChain(closure, file, mocked) && callsInto(view, file, reachers(view, closure, module)))
        tests.push({ test: file, how: 'call' });
    }
    return { tests, complete: closure.complete };
  },
);

/**
 * Test suites that load the module only with the handlers of other modules, on an app they
 * or a module on the way assemble (`app.register(publicRoutes)` beside `batchRoutes`), mocking
 * nothing away on the way: they run its routes only where they request them.
 */
export const testsLoadingWithApp = treeFact((view: TreeView, module: string): string[] => {
  if (!testSetup(view).hasTestFiles) return [];
  const closure = importerClosure(view, module);
  const reaching = new Set(testsReachingModule(view, module).tests.map((t) => t.test));
  return [...closure.toward.keys()]
    .filter((p) => isTestFileIn(view, p) && !reaching.has(p) && isSuite(view, p))
    .sort()
    .filter((file) => importChain(closure, file, mockedBy(view, testFile(view, file)!)) !== undefined);
});

/**
 * The module imports the request handlers of two or more modules: it assembles an application
 * or a router. A module that brings in one feature's handlers from beside it (a NestJS feature
 * module importing its controllers, an index registering its folder's routes) counts as that
 * feature's handlers, so the root that imports several such features assembles the application.
 */
const composesHandlers = treeFact((view: TreeView, file: string): boolean => {
  let found = 0;
  for (const imported of new Set(importsOf(view, file).map((i) => i.resolved))) {
    if (!imported || isTestFileIn(view, imported)) continue;
    if (requestHandlers(view, imported).length === 0 && !bringsInHandlers(view, imported)) continue;
    if (++found >= 2) return true;
  }
  return false;
});

/** The module imports request handlers written in its own folder (or below it). */
const bringsInHandlers = treeFact((view: TreeView, file: string): boolean => {
  const folder = file.slice(0, file.lastIndexOf('/') + 1);
  for (const imp of importsOf(view, file)) {
    const target = imp.resolved;
    if (!target || !target.startsWith(folder) || isTestFileIn(view, target) || imp.typeOnly) continue;
    if (requestHandlers(view, target).length > 0) return true;
  }
  return false;
});

/**
 * A call of the test (or of a test helper it imports) runs a function of the module:
 * `caller.report.create(…)` on the app's router, the caller built in the test, assigned in a
 * `beforeAll`, or returned by a helper (value flow follows all three).
 */
function callsInto(view: TreeView, test: string, modules: ReadonlySet<string>): boolean {
  const called = modulesCalledBy(view, test);
  for (const m of modules) if (called.has(m)) return true;
  return false;
}

/**
 * The modules whose functions a test's calls (and those of the test helpers it imports)
 * run, by value flow: worked out once per test, whichever module a rule asks about.
 */
const modulesCalledBy = treeFact((view: TreeView, test: string): Set<string> => {
  const { SyntaxKind } = loadTsMorph();
  const out = new Set<string>();
  const files = [
    test,
    ...(testFile(view, test)?.imports ?? [])
      .map((i) => i.resolved)
      .filter((f): f is string => !!f && isTestFileIn(view, f)),
  ];
  for (const file of files) {
    const sf = view.sourceFile(file);
    for (const call of sf?.getDescendantsOfKind(SyntaxKind.CallExpression) ?? []) {
      const target = calleeRef(view, file, call)?.file;
      if (target !== undefined) out.add(target);
    }
  }
  return out;
});

/**
 * The modules whose functions run a module: itself, and the application's modules that reach
 * it by imports without going through a module that assembles several modules' handlers (a
 * procedure's router that calls the changed service, not the app that registers them all).
 */
function reachers(view: TreeView, closure: ImporterClosure, module: string): ReadonlySet<string> {
  const out = new Set([module]);
  for (const file of closure.toward.keys()) {
    if (isTestFileIn(view, file) || composesHandlers(view, file)) continue;
    if (importChain(closure, file, (f) => f !== module && composesHandlers(view, f))) out.add(file);
  }
  return out;
}

/** Matchers that assert how a mock was called. */
const CALL_MATCHERS =
  /^(toHaveBeenCalled|toBeCalled|toHaveBeenLastCalledWith|lastCalledWith|toHaveBeenNthCalledWith|nthCalledWith)/;

/**
 * The functions of `module` whose calls the test asserts (`expect(notify).toHaveBeenCalledWith(…)`,
 * `expect(vi.mocked(notify)).not.toHaveBeenCalled()`), by their exported names: what the
 * test says the code under test must do with them.
 */
export function callsAsserted(view: TreeView, test: string, module: string): Set<string> {
  const { Node, SyntaxKind } = loadTsMorph();
  const out = new Set<string>();
  const sf = view.sourceFile(test);
  if (!sf) return out;
  const local = new Map<string, string>();
  for (const imp of importsOf(view, test))
    if (imp.resolved === module) for (const b of imp.bindings) local.set(b.local, b.imported);
  if (local.size === 0) return out;
  for (const call of sf.getDescendantsOfKind(SyntaxKind.CallExpression)) {
    if (call.getExpression().getText() !== 'expect') continue;
    let subject = call.getArguments()[0];
    // expect(jest.mocked(fn)), expect(vi.mocked(fn)), expect(fn as jest.Mock)
    if (subject && Node.isCallExpression(subject) && /^(jest|vi)\.mocked$/.test(subject.getExpression().getText()))
      subject = subject.getArguments()[0];
    if (subject) subject = unwrapExpression(subject);
    const name = subject && Node.isIdentifier(subject) ? local.get(subject.getText()) : undefined;
    if (!name) continue;
    // The matcher: the first property of the chain after `expect(…)` that is not `not`/`resolves`.
    let at: Node = call;
    let matcher: string | undefined;
    for (;;) {
      const access = at.getParent();
      if (!access || !Node.isPropertyAccessExpression(access) || access.getExpression() !== at) break;
      if (access.getName() !== 'not') {
        matcher = access.getName();
        break;
      }
      at = access;
    }
    if (matcher && CALL_MATCHERS.test(matcher)) out.add(name);
  }
  return out;
}

export interface RouteRef {
  method: string;
  path: string;
  /** The handler's module, where known: a test's own app reaches it through the routers it mounts. */
  file?: string;
  /** Mounted under a prefix nobody could tell (`RequestHandler.mountUnknown`): `path` is a tail. */
  openMount?: boolean;
  /** Served at a URL the app rewrites (`RequestHandler.rerouted`): the URL may be any tail of `path`. */
  rerouted?: boolean;
  /** A GraphQL field asked for at `path`: a request reaches it when its test names the field. */
  operation?: string;
  /** A socket event: reached by a test that sends it, not by a path. */
  event?: string;
}

/** Where GraphQL servers answer unless configured otherwise (NestJS, Apollo, Yoga, Mercurius). */
export const GRAPHQL_PATH = '/graphql';

/** The route of a GraphQL resolver, a socket message handler or an MCP tool, by the name its clients use. */
export function operationRoute(kind: MessageHandler['kind'], operation: string): RouteRef {
  if (kind === 'graphql') return { method: 'ALL', path: GRAPHQL_PATH, openMount: true, operation };
  return { method: kind === 'mcp' ? 'TOOL' : 'MESSAGE', path: '', event: operation };
}

/**
 * Test suites that request one of the routes (by any way of writing its path), unless
 * they mock one of `modules` away. Found by a search for the paths' literal parts in test
 * files and in the modules tests import them from (a constants module), then parsed.
 */
export function testsRequesting(view: TreeView, routes: RouteRef[], modules: string[]): Exercise[] {
  if (routes.length === 0 || !testSetup(view).hasTestFiles) return [];
  const out: Exercise[] = [];
  for (const file of requestCandidates(view, routes, modules)) {
    // a module named like a suite that runs no case (a `continue.integration.tsx` component) is no test
    if (isNamedLikeSuite(file) && !isSuite(view, file)) continue;
    const tf = testFile(view, file);
    if (!tf) continue;
    const mocked = mockedBy(view, tf);
    if (modules.some((m) => mocked(m) || reexportedByMocked(view, tf, m))) continue;
    const hits = tf.requests.filter((req) =>
      routes.some(
        (r) =>
          !r.event &&
          (requestMatches(r.path, r.rerouted ? { ...req, openBase: true } : req, r.openMount, r.openMount) ||
            (req.mounted !== undefined &&
              r.file !== undefined &&
              endsWithPath(r.path, req.path) &&
              mountsReach(view, req.mounted, r.file))) &&
          // a browser's navigation (`page.goto`, `cy.visit`) is a GET, whatever route its URL matches
          methodsMatch(r.method, req.navigation ? (req.method ?? 'GET') : req.method) &&
          (!r.operation || namesOperation(view, tf, r.operation)),
      ),
    );
    for (const e of tf.emits)
      if (routes.some((r) => r.event === e.event)) hits.push({ method: 'MESSAGE', path: '', line: e.line });
    if (hits.length > 0) out.push({ test: file, how: 'request', requests: hits });
  }
  for (const f of forwardedStripeEvents(view)) {
    if (out.some((e) => e.test === f.test)) continue;
    const request: TestRequest = { method: 'POST', path: f.path, line: 1 };
    if (routes.some((r) => requestMatches(r.path, request) && methodsMatch(r.method, 'POST')))
      out.push({ test: f.test, how: 'request', requests: [request] });
  }
  return out;
}

/** End-to-end test files looked at, at most, for the pages they visit. */
const MAX_END_TO_END = 400;

/**
 * The tree's end-to-end tests, by their place (`e2e/`, `playwright/`, `cypress/`, `*.e2e.ts`)
 * or by their runner: the tests under a Playwright or Cypress config's `testDir` (an Nx
 * `apps/web-e2e/` package).
 */
const endToEndTests = treeFact((view: TreeView): string[] => {
  const dirs = browserTestDirs(view);
  return view
    .filesNamed((n) => /\.[cm]?[jt]sx?$/.test(n))
    .filter(
      (p) =>
        (isEndToEndTest(p) || dirs.some((d) => p.startsWith(d))) &&
        isTestFileIn(view, p) &&
        !p.includes('node_modules/'),
    )
    .slice(0, MAX_END_TO_END);
});

/** A request that may open a page: a GET or a navigation, to a URL whose start the test shows (not `${base}/works/${id}`). */
function opensPage(req: TestRequest): boolean {
  return (req.method === undefined || req.method === 'GET') && !req.openBase;
}

/**
 * End-to-end tests that open a page of the app (any visit they make, not answered by a stub of
 * their own): a request middleware that runs before every page runs for each.
 */
export function testsVisitingAnyPage(view: TreeView): Exercise[] {
  const out: Exercise[] = [];
  for (const file of endToEndTests(view)) {
    const tf = testFile(view, file);
    const visits = tf?.requests.filter(opensPage) ?? [];
    if (visits.length > 0) out.push({ test: file, how: 'request', requests: visits.slice(0, 3) });
  }
  return out;
}

/**
 * End-to-end tests that visit one of the pages (`page.goto('/en/inbox')`, `cy.visit(…)`): a
 * page's components run what they import when the test clicks through it. A visit writes
 * out each of the page's own segments (`visits`), so only the tests that name one, or import
 * a module that does (the paths of a constants module), are read: paths may start with
 * parameters (`/:locale/inbox`), so the search is for the page's longest own segment. Given
 * the routes the pages are asked about, a test that stubs all of them reaches none. With
 * `inBrowser` (what the pages' components do as they load: effects, query hooks), only a
 * browser's navigation shows them: a plain request of the page's URL (Playwright's `request`
 * fixture, `cy.request`) gets its HTML and runs none of its components' effects.
 */
export function testsVisiting(
  view: TreeView,
  pages: string[],
  modules: string[],
  rerouted = false,
  routes: readonly string[] = [],
  inBrowser = false,
): Exercise[] {
  // a page is told by a segment of its own: `/:locale` or a root layout's `/*` is every page;
  // the root page itself by a visit of `/`
  const own = (p: string) => p.split('/').filter((s) => s !== '' && s !== '*' && !s.startsWith(':'));
  pages = pages.filter((p) => own(p).length > 0 || normalizeRoutePath(p) === '/');
  if (pages.length === 0) return [];
  const e2e = endToEndTests(view);
  if (e2e.length === 0) return [];
  const words = new Set<string>();
  for (const p of pages) {
    if (own(p).length === 0) {
      for (const q of ROOT_VISIT_WORDS) words.add(q);
      continue;
    }
    // a rewritten URL may show only the page's last segments: its last literal one is searched
    const segments = own(p);
    const longest = rerouted ? segments[segments.length - 1] : segments.reduce((a, b) => (b.length > a.length ? b : a));
    words.add(longest).add(longest.toLowerCase());
  }
  const naming = new Set(testsNaming(view, [...words]));
  const out: Exercise[] = [];
  for (const file of e2e) {
    if (!naming.has(file)) continue;
    const tf = testFile(view, file);
    if (!tf) continue;
    const mocked = mockedBy(view, tf);
    if (modules.some((m) => mocked(m))) continue;
    // a test that answers the routes' URLs itself (`page.route(url, (r) => r.fulfill(…))`) shows
    // the page without them
    if (routes.length > 0 && routes.every((r) => tf.stubs.some((st) => stubCovers(st.path, r)))) continue;
    const hits = tf.requests.filter(
      (req) =>
        opensPage(req) &&
        (!inBrowser || req.navigation === true) &&
        pages.some((p) => visits(p, req.path) || (rerouted && visitsTail(p, req.path))),
    );
    if (hits.length > 0) out.push({ test: file, how: 'request', requests: hits });
  }
  return out;
}

/**
 * The visited URL is the page: each of the page's own segments written out (a segment the test
 * computes, `/en/settings/${tab}`, may be any page of the folder, so it shows none of them);
 * its parameters take any segment, a trailing `*` any rest.
 */
function visits(page: string, visited: string): boolean {
  const want = normalizeRoutePath(page).split('/').filter(Boolean);
  const got = visited
    .replace(/[?#].*$/, '')
    .split('/')
    .filter(Boolean);
  for (let i = 0; i < want.length; i++) {
    if (want[i] === '*') return true;
    if (got[i] === undefined) return false;
    if (want[i] === ':') continue;
    if (got[i] === ':' || got[i].toLowerCase() !== want[i].toLowerCase()) return false;
  }
  return got.length === want.length;
}

/** How a test visits the root page: `goto('/')`, `cy.visit("/")`. */
const ROOT_VISIT_WORDS = ["'/'", '"/"', '`/`'];

/**
 * The visited URL is a tail of the page's path, as an app that rewrites URLs serves it
 * (`/studio/settings` for the page at `/_org/:slug/studio/*`): dropping some of the page's
 * leading segments leaves a page the URL visits, with a literal segment of its own.
 */
function visitsTail(page: string, visited: string): boolean {
  const want = normalizeRoutePath(page).split('/').filter(Boolean);
  for (let k = 1; k < want.length; k++) {
    const rest = want.slice(k);
    if (!rest.some((s) => s !== '*' && !s.startsWith(':'))) break;
    if (visits('/' + rest.join('/'), visited)) return true;
  }
  return false;
}

/**
 * Stripe events that a package's end-to-end tests have delivered to a route: a script of
 * the package that holds them forwards the Stripe CLI's events there
 * (`stripe listen --forward-to localhost:3001/payments-webhook`), so a test that pays
 * through the UI makes Stripe call the webhook. Reported against the package's first suite.
 */
const forwardedStripeEvents = treeFact((view: TreeView): { path: string; test: string }[] => {
  const out: { path: string; test: string }[] = [];
  for (const manifest of packageManifests(view)) {
    const text = view.read(manifest);
    if (!text?.includes('--forward-to')) continue;
    let scripts: unknown;
    try {
      scripts = (JSON.parse(text) as { scripts?: unknown }).scripts;
    } catch {
      continue;
    }
    if (!scripts || typeof scripts !== 'object') continue;
    const dir = manifest.includes('/') ? manifest.slice(0, manifest.lastIndexOf('/') + 1) : '';
    const suite = view
      .paths()
      .filter((p) => p.startsWith(dir) && isTestFileIn(view, p) && isSuite(view, p))
      .sort()[0];
    if (!suite) continue;
    for (const script of Object.values(scripts)) {
      if (typeof script !== 'string' || !/\bstripe\s+listen\b/.test(script)) continue;
      const words = script.split(/\s+/);
      const at = words.findIndex((w) => w === '--forward-to' || w.startsWith('--forward-to='));
      const target = at < 0 ? undefined : words[at].includes('=') ? words[at].split('=')[1] : words[at + 1];
      const path = target?.replace(/^[a-z]+:\/\//i, '').replace(/^[^/]*/, '');
      if (path?.startsWith('/')) out.push({ path: normalizeRoutePath(path), test: suite });
    }
  }
  return out;
});

/**
 * A request reaches a route path: same segments, or a tail of it behind a base URL that
 * could not be told (`${base}/orders`). With `mountedSomewhere` (the test reaches the
 * route's module through imports, so the app it requests mounts the route under some
 * prefix the route index may not know), the route path may be a tail of the request's; with
 * `anyTail` too (a route whose prefix nobody could tell), also a tail of parameters only.
 */
export function requestMatches(
  routePath: string,
  req: TestRequest,
  mountedSomewhere = false,
  anyTail = false,
): boolean {
  const asked = req.path.split('/').filter(Boolean);
  // A URL none of whose segments could be told (`${base}/${a}/${b}`) names no route.
  if (asked.length > 0 && asked.every((s) => s === '*' || s.startsWith(':'))) return false;
  if (pathsMatch(routePath, req.path)) return true;
  if (req.openBase && endsWithPath(routePath, req.path)) return true;
  const route = normalizeRoutePath(routePath).split('/').filter(Boolean);
  return (
    mountedSomewhere && endsWithPath(req.path, routePath) && (anyTail || route.some((s) => s !== ':' && s !== '*'))
  );
}

/**
 * The words `testsRequesting` searches for: the literal parts of the routes' paths. Search
 * them for many routes at once (`primeGrep`) before asking about each.
 */
export function requestWords(routes: RouteRef[]): string[] {
  const words = new Set<string>();
  for (const r of routes) {
    // a GraphQL field or socket event is found by its name, which its tests must write
    const name = r.operation ?? r.event;
    if (name !== undefined) {
      if (name !== '') words.add(name);
      continue;
    }
    const prefix = staticPrefix(r.path).replace(/^\//, '');
    if (prefix === '') continue;
    words.add(prefix);
    const segs = prefix.split('/');
    // Behind a base URL that holds the first segment (`${API}/orders`) or more
    // (`${API}/products/tracked` with `API = '/api/v1'`): each tail of two segments or more,
    // and the last segment behind one.
    for (let k = 1; k < segs.length; k++) if (k === 1 || segs.length - k >= 2) words.add(segs.slice(k).join('/'));
  }
  return [...words];
}

/**
 * The test, or a module of the tree it imports (its queries kept in a module or a `.graphql`
 * file), names the GraphQL field as a word: the document it sends asks for it.
 */
function namesOperation(view: TreeView, tf: TestFile, operation: string): boolean {
  const word = new RegExp(`(^|[^\\w$])${operation.replace(/[$]/g, '\\$&')}(?![\\w$])`);
  const texts = [tf.file, ...tf.imports.flatMap((i) => (i.resolved ? [i.resolved] : []))];
  return texts.some((f) => word.test(view.read(f) ?? ''));
}

/**
 * Test files that may request the routes: they, or a module they import, name a literal part
 * of a path. A route of parameters only under a prefix nobody could tell (`/:id` of an
 * endpoint factory) has no such part: the tests that reach its module through imports (the
 * app they start) are the candidates.
 */
function requestCandidates(view: TreeView, routes: RouteRef[], modules: string[]): string[] {
  const words = requestWords(routes);
  const tests = new Set<string>();
  if (routes.some((r) => r.openMount && staticPrefix(r.path).replace(/^\//, '') === ''))
    for (const module of modules)
      for (const f of importerClosure(view, module).toward.keys()) if (isTestFileIn(view, f)) tests.add(f);
  if (words.length > 0) for (const f of testsNaming(view, words)) tests.add(f);
  const list = [...tests].sort();
  view.prefetch(list.slice(0, 200));
  return list;
}

/**
 * Test files that name one of the words, or import a module that does: paths kept in a module
 * of constants, or in a module beside the tests (`e2e/pages.ts`, which a runner may take for one).
 */
function testsNaming(view: TreeView, words: string[]): string[] {
  const tests = new Set<string>();
  const found = view.filesWith(words);
  for (const f of found) if (isTestFileIn(view, f)) tests.add(f);
  const holders = [...found.filter((f) => !isTestFileIn(view, f)), ...found.filter((f) => isTestFileIn(view, f))].slice(
    0,
    MAX_PATH_HOLDERS,
  );
  view.primeGrep(holders.flatMap((h) => importerWords(view, h)));
  for (const holder of holders)
    for (const f of importerCandidates(view, holder)) if (isTestFileIn(view, f)) tests.add(f);
  return [...tests].sort();
}

/** Non-test files holding a route's path whose importing tests are looked at, at most. */
const MAX_PATH_HOLDERS = 30;

/** A module is one of the mounted routers or a module they import (a folder's index mounting its sub-routers), two levels deep. */
function mountsReach(view: TreeView, mounted: string[], file: string): boolean {
  let frontier = mounted;
  const seen = new Set(mounted);
  for (let depth = 0; depth <= 2 && frontier.length > 0; depth++) {
    if (frontier.includes(file)) return true;
    const next: string[] = [];
    for (const m of frontier)
      for (const i of importsOf(view, m))
        if (i.resolved && !seen.has(i.resolved)) {
          seen.add(i.resolved);
          next.push(i.resolved);
        }
    frontier = next;
  }
  return false;
}
