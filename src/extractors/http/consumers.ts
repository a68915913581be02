import type { CallExpression, Node } from 'ts-morph';
import { declarationOf, specifierOf } from '../code/ast';
import { readsOfClientValue, type ClientValue, type FlowResult, type PropertyUse } from './client-flow';
import { isServerFunction, requestHandlers } from './handlers';
import { HONO_CLIENT_CALL, HONO_CLIENT_METHODS, honoClientPath } from './hono-client';
import { importerCandidates, resolveImport } from '../code/resolve-import';
import {
  endsWithPath,
  joinPaths,
  methodsMatch,
  normalizeRoutePath,
  pathsMatch,
  staticPrefix,
  type Route,
} from './routes';
import { nearestFunction, parametersOf, unwrap } from '../code/syntax';
import {
  definitionOf,
  fileOf,
  functionOf,
  literalKey,
  objectLiteralOf,
  propertyNode,
  stringValueOf,
  type Located,
} from '../code/values';
import { isTestCode, isVendoredOrBuilt } from '../../workspace/classify';
import { treeFact } from '../../workspace/fact';
import { loadTsMorph } from '../../workspace/ts';
import { isCodeFile, type TreeView } from '../../workspace/workspace';

export type { PropertyUse } from './client-flow';

/**
 * The consumer index: client code that calls an endpoint, with the properties it reads from
 * the answer and the body fields it sends. HTTP calls: `fetch`, axios and axios instances
 * (`axios.create({ baseURL })`), ky, ofetch, openapi-fetch (`client.GET('/path')`), SWR
 * (`useSWR('/api/user', fetcher)`), and typed wrappers whose URL is a parameter
 * (`request<T>(path)`), at any depth. tRPC calls (`api.orders.byId.useQuery()`,
 * `client.orders.byId.query()`), and calls of Next.js server actions. What is read is
 * followed by `client-flow`. Candidate files are found with `git grep` before anything is parsed.
 */

export interface ConsumerCall {
  file: string;
  line: number;
  protocol: Route['protocol'];
  method?: string;
  /** HTTP: the path with prefixes applied (parameters as `:`); tRPC: the procedure path; action: `file#name`. */
  path: string;
  /** HTTP: the path follows a base URL that could not be told (`${API_URL}/orders`): a route may hold more in front. */
  openBase?: boolean;
  /** Properties read from the answer (here, in callers of wrappers, in components it is passed to). */
  readonly reads: PropertyUse[];
  /** Top-level fields of the body or input it sends. */
  readonly sends: PropertyUse[];
}

/** Client calls of an endpoint in the head tree. */
export function consumersOf(
  view: TreeView,
  route: Pick<Route, 'protocol' | 'method' | 'path' | 'file'>,
): ConsumerCall[] {
  const out: ConsumerCall[] = [];
  if (route.protocol === 'action') {
    for (const f of actionCallerCandidates(view, route.file, route.path)) {
      for (const c of actionCalls(view, f, route.file, route.path)) out.push(c);
    }
    return out;
  }
  for (const f of consumerCandidates(view, route)) {
    for (const c of clientCalls(view, f)) {
      if (c.protocol !== route.protocol) continue;
      if (
        route.protocol === 'trpc'
          ? c.path === route.path
          : (pathsMatch(c.path, route.path) ||
              (c.openBase === true && tellsRoute(c.path) && endsWithPath(route.path, c.path))) &&
            methodsMatch(route.method, c.method)
      ) {
        out.push(c);
      }
    }
  }
  return out;
}

/** A path behind an unknown base names routes by its tail only when a segment of it is written out (`/orders/:id`, not `/:id`). */
function tellsRoute(path: string): boolean {
  return normalizeRoutePath(path)
    .split('/')
    .some((s) => s !== '' && !s.endsWith(':') && s !== '*');
}

/**
 * Client code files that may call the endpoint: they name its path, or what is left of it
 * after a client's base URL (`axios.create({ baseURL: '/api' })` makes `/api/x` written `/x`).
 */
export function consumerCandidates(view: TreeView, route: Pick<Route, 'protocol' | 'path' | 'file'>): string[] {
  if (route.protocol === 'action') return actionCallerCandidates(view, route.file, route.path);
  const words = route.protocol === 'trpc' ? [route.path.split('.').pop() ?? route.path] : pathWords(view, route.path);
  if (words.length === 0) return [];
  const files = view.filesWith(words).filter((f) => isCodeFile(f) && !isTestCode(f) && !isVendoredOrBuilt(view, f));
  view.prefetch(files);
  if (route.protocol !== 'http') return files;
  // Only files whose text can spell the route (literal segments, anything for a parameter) are parsed.
  // A prefix written alone in quotes is a constant the rest is added to: then its segments must appear.
  const spelled = words.map((w) => pathPattern(route.path, w));
  const segments = normalizeRoutePath(route.path)
    .split('/')
    .filter((s) => s && s !== ':' && s !== '*');
  // Hono's typed client spells the path as members (`client.api.users[':id'].$get()`)
  const last = segments.at(-1);
  const typed = last
    ? view.filesWith([last]).filter((f) => {
        const text = view.read(f) ?? '';
        return (
          HONO_CLIENT_CALL.test(text) && segments.every((s) => text.includes(s)) && isCodeFile(f) && !isTestCode(f)
        );
      })
    : [];
  const spelledFiles = files.filter((f) => {
    const text = view.read(f);
    if (text === undefined) return false;
    if (spelled.some((re) => re.test(text))) return true;
    const quoted = words.some((w) =>
      ["'", '"', '`'].some((q) => text.includes(`${q}${w}${q}`) || text.includes(`${q}${w}/${q}`)),
    );
    return quoted && segments.every((s) => text.includes(s));
  });
  return [...new Set([...spelledFiles, ...typed])];
}

/**
 * A pattern for the text of a client call of `path` written from `start` on (its whole
 * static prefix, or what a base URL leaves of it): literal segments as written, any text
 * without a slash for a parameter (`${id}`, `' + id + '`), and no further segment after it.
 */
function pathPattern(path: string, start: string): RegExp {
  const segs = normalizeRoutePath(path).split('/').filter(Boolean);
  const startSegs = start.split('/').filter(Boolean);
  const from = segs.findIndex((_, i) => startSegs.every((s, j) => segs[i + j]?.toLowerCase() === s.toLowerCase()));
  const tail = segs.slice(Math.max(0, from));
  let re = '';
  for (const s of tail) {
    if (s === '*') return new RegExp(escape(start), 'i');
    re += s === ':' ? '/[^/\n]*' : `/${escape(s)}`;
  }
  return new RegExp(`${re}(?![\\w-])(?!/[\\w$:{\\[])`, 'i');
}

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** `/api/billing/subscription` → itself, and `/billing/subscription` where a client's base URL is `/api`. */
function pathWords(view: TreeView, path: string): string[] {
  const prefix = staticPrefix(path);
  if (prefix === '/' || prefix === '') return [];
  const words = new Set([prefix]);
  // behind a prefix a client or wrapper adds (`request('/checkout')` for /api/checkout)
  const segments = prefix.split('/').filter(Boolean);
  if (segments.length >= 2) words.add(`/${segments.slice(1).join('/')}`);
  for (const base of clientBases(view)) {
    const b = normalizeRoutePath(base);
    if (b === '/' || !prefix.toLowerCase().startsWith(`${b.toLowerCase()}/`)) continue;
    const rest = prefix.slice(b.length);
    if (rest !== '/' && rest !== '') words.add(rest);
  }
  return [...words];
}

/** The base paths clients of the tree are created with (`baseURL`, `prefixUrl`, `baseUrl`). */
const clientBases = treeFact((view: TreeView): string[] => {
  const { SyntaxKind } = loadTsMorph();
  const out = new Set<string>();
  const keys = ['baseURL', 'prefixUrl', 'baseUrl'];
  const files = view.filesWith(keys).filter((f) => isCodeFile(f) && !isTestCode(f) && !isVendoredOrBuilt(view, f));
  view.prefetch(files);
  for (const f of files) {
    const sf = view.sourceFile(f);
    if (!sf) continue;
    for (const p of sf.getDescendantsOfKind(SyntaxKind.PropertyAssignment)) {
      if (!keys.includes(p.getName())) continue;
      const v = stringValueOf(view, p.getInitializer());
      if (v === undefined) continue;
      const path = clientPath(v);
      if (path.startsWith('/') && path !== '/' && !path.includes(':')) out.add(path);
    }
  }
  return [...out];
});

// ---------------------------------------------------------------------------------------
// Recognising calls

const HTTP_VERBS = new Set(['get', 'post', 'put', 'patch', 'delete', 'head', 'options']);
const OPENAPI_VERBS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS']);
const SWR_HOOKS = new Set(['useSWR', 'useSWRImmutable', 'useSWRMutation']);
const TRPC_HOOKS: Record<string, ClientValue['holder']> = {
  useQuery: 'wrapped',
  useSuspenseQuery: 'tuple',
  useInfiniteQuery: 'wrapped',
  useMutation: 'mutation',
  query: 'data',
  mutate: 'data',
  fetch: 'data',
  ensureData: 'data',
  queryOptions: 'options',
  mutationOptions: 'options',
};

/** How a call reaches the network: the URL, its options and what its result holds. */
interface Recognised {
  protocol: 'http' | 'trpc';
  url?: Node;
  /** The path a typed client spells without a URL (Hono's member chain). */
  path?: string;
  /** A known prefix the client adds (an instance's base URL, a wrapper's prefix). */
  prefix: string;
  suffix: string;
  /** Parameters in the `{id}` form of openapi-fetch. */
  method?: string;
  /** The options object (fetch init, axios config). */
  init?: Node;
  /** The body sent, when passed directly (`axios.post(url, body)`). */
  body?: Node;
  holder: ClientValue['holder'];
  /** tRPC: the procedure path. */
  procedure?: string;
}

/** Every client call with a recognisable target in one file (memoised; reads are followed on first ask). */
export const clientCalls = treeFact((view: TreeView, file: string): ConsumerCall[] => {
  const sf = view.sourceFile(file);
  if (!sf) return [];
  const { SyntaxKind } = loadTsMorph();
  const out: ConsumerCall[] = [];
  for (const call of sf.getDescendantsOfKind(SyntaxKind.CallExpression)) {
    const r = recognise(view, call, 0);
    if (!r) continue;
    const c = toConsumer(view, file, call, r);
    if (c) out.push(c);
  }
  return out;
});

function toConsumer(view: TreeView, file: string, call: CallExpression, r: Recognised): ConsumerCall | undefined {
  const { Node } = loadTsMorph();
  let path: string;
  let openBase = false;
  let method = r.method;
  if (r.protocol === 'trpc') {
    if (!r.procedure) return undefined;
    path = r.procedure;
  } else {
    const raw = r.path ?? urlPath(view, r.url);
    if (raw === undefined) return undefined;
    const written = r.prefix + raw + r.suffix;
    const joined = clientPath(written);
    if (!joined.startsWith('/')) return undefined;
    path = joined;
    openBase = /^(:param)+\//.test(written);
    if (r.init && Node.isObjectLiteralExpression(unwrap(r.init))) {
      method ??= stringValueOf(view, propertyNode(objectLiteralOf(view, r.init), 'method'))?.toUpperCase();
    }
    method ??= 'GET';
  }
  let flow: FlowResult | undefined;
  const follow = () => (flow ??= readsOfClientValue(view, { node: call, holder: r.holder, path: [] }));
  const direct = sentFields(view, call, r);
  return {
    file,
    line: call.getStartLineNumber(),
    protocol: r.protocol,
    method,
    path,
    ...(openBase ? { openBase } : {}),
    get reads() {
      return follow().reads;
    },
    get sends() {
      return [...direct, ...follow().sends];
    },
  };
}

/** The client-side path of a URL: origin, query and fragment dropped; `/x${query}` keeps `/x`. */
function clientPath(raw: string): string {
  let p = raw.replace(/^[a-z]+:\/\/[^/]+/i, '');
  p = p.replace(/^(:param)+(?=\/)/, '');
  p = p.split(/[?#]/)[0];
  // A substitution glued to the end of the last segment is a query string or a suffix.
  p = p.replace(/([^/:])(:param)+$/, '$1');
  p = p.replace(/\{[^}/]+\}/g, ':param');
  return joinPaths('', normalizeRoutePath(p) === '/' ? '/' : p).replace(/^$/, '/');
}

function urlPath(view: TreeView, node: Node | undefined): string | undefined {
  const { Node } = loadTsMorph();
  if (!node) return undefined;
  const u = unwrap(node);
  if (Node.isNewExpression(u) && u.getExpression().getText() === 'URL') return urlPath(view, u.getArguments()[0]);
  const s = stringValueOf(view, u);
  if (s === undefined || s === ':param') return undefined;
  return s;
}

/** The module a name is imported from ('' for a global, undefined for a local binding). */
function importedFrom(id: Node): string | undefined {
  const { Node } = loadTsMorph();
  const decl = declarationOf(id);
  if (!decl) return '';
  if (Node.isImportSpecifier(decl)) return specifierOf(decl.getImportDeclaration());
  if (Node.isImportClause(decl)) {
    const imp = decl.getParent();
    return Node.isImportDeclaration(imp) ? specifierOf(imp) : undefined;
  }
  if (Node.isNamespaceImport(decl)) {
    const imp = decl.getFirstAncestorByKind(loadTsMorph().SyntaxKind.ImportDeclaration);
    return imp ? specifierOf(imp) : undefined;
  }
  return undefined;
}

const FETCH_GLOBALS = new Set(['window', 'globalThis', 'self']);
const CLIENT_FUNCTIONS = new Set(['fetch', '$fetch', 'ofetch', 'ky', 'axios', ...SWR_HOOKS]);

/** A client instance created by a library (`axios.create`, `ky.create`, `ofetch.create`, openapi-fetch `createClient`). */
interface Instance {
  kind: 'axios' | 'ky' | 'ofetch' | 'openapi';
  baseURL: string;
}

/** What an identifier's value is when it is a client instance (followed through imports). */
function instanceOf(view: TreeView, id: Node): Instance | undefined | 'other' {
  const { Node } = loadTsMorph();
  const def = definitionOf(view, id);
  if (!def || def.node === id) return undefined;
  const n = def.node;
  if (Node.isParameterDeclaration(n)) return undefined;
  if (!Node.isCallExpression(n)) return 'other';
  const callee = n.getExpression();
  const opts = objectLiteralOf(view, n.getArguments()[0]);
  const base = (key: string) => stringValueOf(view, propertyNode(opts, key)) ?? '';
  if (Node.isPropertyAccessExpression(callee)) {
    const lib = callee.getExpression();
    const name = callee.getName();
    if (Node.isIdentifier(lib) && (name === 'create' || name === 'extend')) {
      const from = importedFrom(lib);
      if (from === 'axios') return { kind: 'axios', baseURL: base('baseURL') };
      if (from === 'ky') return { kind: 'ky', baseURL: base('prefixUrl') || base('prefix') };
      if (from === 'ofetch') return { kind: 'ofetch', baseURL: base('baseURL') };
      // an instance extended from another instance
      const inner = instanceOf(view, lib);
      if (inner && inner !== 'other') {
        const own = inner.kind === 'ky' ? base('prefixUrl') || base('prefix') : base('baseURL');
        return { kind: inner.kind, baseURL: own ? joinPaths(inner.baseURL, own) : inner.baseURL };
      }
    }
  }
  if (Node.isIdentifier(callee)) {
    const from = importedFrom(callee);
    if (from === 'openapi-fetch' || from === 'openapi-react-query')
      return { kind: 'openapi', baseURL: base('baseUrl') };
  }
  return 'other';
}

function recognise(view: TreeView, call: CallExpression, depth: number): Recognised | undefined {
  const { Node } = loadTsMorph();
  const callee = call.getExpression();
  const args = call.getArguments();
  if (Node.isIdentifier(callee)) {
    const name = callee.getText();
    // Where a name comes from is asked only of the names of client libraries.
    if (CLIENT_FUNCTIONS.has(name)) {
      const known = libraryCall(view, call, name, importedFrom(callee));
      if (known) return known;
    }
    // A typed wrapper whose URL is a parameter: request<T>('/api/x'), getJSON(`/api/${id}`)
    if (args.some((a) => writtenAsPath(view, a))) return wrapperCall(view, call, depth);
    return undefined;
  }
  if (!Node.isPropertyAccessExpression(callee)) return undefined;
  const name = callee.getName();
  const recv = callee.getExpression();
  if (name === 'fetch' && Node.isIdentifier(recv) && FETCH_GLOBALS.has(recv.getText())) {
    return { protocol: 'http', url: args[0], init: args[1], prefix: '', suffix: '', holder: 'response' };
  }
  if (isTrpcChain(callee)) return trpcCall(view, call);
  // a method of the repository's own client class, called on an instance (`apiClient.post<T>('/x', body)`)
  const method = classMethodOf(view, callee);
  if (method) return args.some((a) => writtenAsPath(view, a)) ? wrapperCall(view, call, depth, method) : undefined;
  if (HONO_CLIENT_METHODS.test(name)) {
    // Hono's typed client: `client.api.users[':id'].$get({ param })`, `$post({ json })`
    const segments = honoClientPath(recv, (k) => stringValueOf(view, k));
    if (!segments) return undefined;
    const options = args[0] && Node.isObjectLiteralExpression(unwrap(args[0])) ? unwrap(args[0]) : undefined;
    const body = options ? (propertyNode(options, 'json') ?? propertyNode(options, 'form')) : undefined;
    return {
      protocol: 'http',
      path: '/' + segments.join('/'),
      prefix: '',
      suffix: '',
      method: name.slice(1).toUpperCase(),
      holder: 'response',
      ...(body ? { body } : {}),
    };
  }
  if (!HTTP_VERBS.has(name) && name !== 'request' && !OPENAPI_VERBS.has(name)) return undefined;
  // A route registration (`router.get('/x', handler)`) is not a client call.
  if (args.some((a) => Node.isArrowFunction(a) || Node.isFunctionExpression(a))) return undefined;
  const config = name === 'request' && args[0] && Node.isObjectLiteralExpression(unwrap(args[0]));
  if (!args[0] || (!config && !looksLikePath(view, args[0]))) return undefined;
  let instance: Instance | undefined;
  if (Node.isIdentifier(recv)) {
    const from = importedFrom(recv);
    if (from === 'axios' || from === 'ky' || from === 'ofetch') instance = { kind: from, baseURL: '' };
    else {
      const found = instanceOf(view, recv);
      if (found === 'other') return undefined;
      instance = found;
    }
  } else if (!(Node.isPropertyAccessExpression(recv) && Node.isThisExpression(recv.getExpression()))) {
    // this.http.get(...) is an injected client; anything else (a call's result) is not known to be one
    return undefined;
  }
  const kind = instance?.kind ?? (OPENAPI_VERBS.has(name) ? 'openapi' : 'axios');
  const prefix = instance?.baseURL ?? '';
  if (kind === 'openapi') {
    if (!OPENAPI_VERBS.has(name)) return undefined;
    return {
      protocol: 'http',
      url: args[0],
      init: args[1],
      body: propertyNode(args[1], 'body'),
      method: name,
      prefix,
      suffix: '',
      holder: 'wrapped',
    };
  }
  if (!HTTP_VERBS.has(name) && name !== 'request') return undefined;
  const verb = name === 'request' ? undefined : name.toUpperCase();
  if (kind === 'ky') {
    return {
      protocol: 'http',
      url: args[0],
      init: args[1],
      body: propertyNode(args[1], 'json'),
      method: verb,
      prefix,
      suffix: '',
      holder: 'response',
    };
  }
  if (kind === 'ofetch') {
    return {
      protocol: 'http',
      url: args[0],
      init: args[1],
      body: propertyNode(args[1], 'body'),
      method: verb,
      prefix,
      suffix: '',
      holder: 'data',
    };
  }
  if (config) {
    const cfg = unwrap(args[0]);
    return {
      protocol: 'http',
      url: propertyNode(cfg, 'url'),
      init: cfg,
      body: propertyNode(cfg, 'data'),
      prefix,
      suffix: '',
      holder: 'wrapped',
    };
  }
  const withBody = verb === 'POST' || verb === 'PUT' || verb === 'PATCH';
  return {
    protocol: 'http',
    url: args[0],
    init: withBody ? args[2] : args[1],
    body: withBody ? args[1] : propertyNode(args[1], 'data'),
    method: verb,
    prefix,
    suffix: '',
    holder: 'wrapped',
  };
}

/** A call of a client library's function: fetch, $fetch / ofetch, ky, axios, SWR. */
function libraryCall(
  view: TreeView,
  call: CallExpression,
  name: string,
  from: string | undefined,
): Recognised | undefined {
  const { Node } = loadTsMorph();
  const args = call.getArguments();
  if (name === 'fetch' && from === '') {
    return { protocol: 'http', url: args[0], init: args[1], prefix: '', suffix: '', holder: 'response' };
  }
  if ((name === '$fetch' && (from === '' || from === 'ofetch')) || (name === 'ofetch' && from === 'ofetch')) {
    return {
      protocol: 'http',
      url: args[0],
      init: args[1],
      body: propertyNode(args[1], 'body'),
      prefix: '',
      suffix: '',
      holder: 'data',
    };
  }
  if (name === 'ky' && from === 'ky') {
    return {
      protocol: 'http',
      url: args[0],
      init: args[1],
      body: propertyNode(args[1], 'json'),
      prefix: '',
      suffix: '',
      holder: 'response',
    };
  }
  if (name === 'axios' && from === 'axios') {
    if (args[0] && Node.isObjectLiteralExpression(unwrap(args[0]))) {
      const cfg = unwrap(args[0]);
      return {
        protocol: 'http',
        url: propertyNode(cfg, 'url'),
        init: cfg,
        body: propertyNode(cfg, 'data'),
        prefix: stringValueOf(view, propertyNode(cfg, 'baseURL')) ?? '',
        suffix: '',
        holder: 'wrapped',
      };
    }
    return {
      protocol: 'http',
      url: args[0],
      init: args[1],
      body: propertyNode(args[1], 'data'),
      prefix: '',
      suffix: '',
      holder: 'wrapped',
    };
  }
  if (SWR_HOOKS.has(name) && from !== undefined && /^swr(\/|$)/.test(from)) {
    return { protocol: 'http', url: swrKey(args[0]), prefix: '', suffix: '', method: 'GET', holder: 'wrapped' };
  }
  return undefined;
}

/** An argument that is a path or URL (`'/api/x'`, `` `${base}/x/${id}` ``, a constant holding one). */
function looksLikePath(view: TreeView, node: Node | undefined): boolean {
  const s = node ? stringValueOf(view, node) : undefined;
  return s !== undefined && /^(\/|https?:\/\/|(:param)+\/)/.test(s);
}

/**
 * An argument written as a path where it is passed (a literal, a template, a concatenation):
 * what makes a call of an unknown function worth resolving as a wrapper.
 */
function writtenAsPath(view: TreeView, node: Node): boolean {
  const { Node } = loadTsMorph();
  const u = unwrap(node);
  const written =
    Node.isStringLiteral(u) ||
    Node.isNoSubstitutionTemplateLiteral(u) ||
    Node.isTemplateExpression(u) ||
    Node.isBinaryExpression(u);
  return written && u.getText().includes('/') && looksLikePath(view, u);
}

/** The URL of an SWR key: a string, the first item of an array key, the branch of `cond ? key : null` / `cond && key`. */
function swrKey(node: Node | undefined): Node | undefined {
  const { Node, SyntaxKind } = loadTsMorph();
  if (!node) return undefined;
  const n = unwrap(node);
  if (Node.isConditionalExpression(n)) {
    const t = unwrap(n.getWhenTrue());
    return Node.isNullLiteral(t) || t.getText() === 'undefined' ? swrKey(n.getWhenFalse()) : swrKey(t);
  }
  if (Node.isBinaryExpression(n) && n.getOperatorToken().getKind() === SyntaxKind.AmpersandAmpersandToken)
    return swrKey(n.getRight());
  if (Node.isArrayLiteralExpression(n)) return swrKey(n.getElements()[0]);
  if (Node.isArrowFunction(n)) {
    const body = n.getBody();
    return Node.isBlock(body) ? undefined : swrKey(body);
  }
  return n;
}

/**
 * A call of a function whose URL is one of its parameters (a typed wrapper): the call is a
 * client call of the URL it passes, with the wrapper's prefix and what the wrapper returns.
 */
function wrapperCall(
  view: TreeView,
  call: CallExpression,
  depth: number,
  fn = functionOf(view, call.getExpression()),
): Recognised | undefined {
  if (depth > 4) return undefined;
  if (!fn) return undefined;
  const w = urlWrapper(view, fn, depth + 1);
  if (!w) return undefined;
  const args = call.getArguments();
  return { ...throughWrapper(w, args), url: args[w.urlIndex] };
}

/** A call of a wrapper as the client call it makes: the options, body and method it passes on. */
function throughWrapper(w: UrlWrapper, args: Node[]): Recognised {
  return {
    protocol: 'http',
    init: w.initIndex !== undefined ? args[w.initIndex] : undefined,
    body: w.bodyIndex !== undefined ? args[w.bodyIndex] : undefined,
    method: w.method,
    prefix: w.prefix,
    suffix: w.suffix,
    holder: w.holder,
  };
}

interface UrlWrapper {
  urlIndex: number;
  initIndex?: number;
  bodyIndex?: number;
  prefix: string;
  suffix: string;
  method?: string;
  holder: ClientValue['holder'];
}

const wrappers = new WeakMap<Node, UrlWrapper | null>();

function urlWrapper(view: TreeView, fn: Located, depth: number): UrlWrapper | undefined {
  const known = wrappers.get(fn.node);
  if (known !== undefined) return known ?? undefined;
  wrappers.set(fn.node, null);
  const found = findUrlWrapper(view, fn, depth);
  wrappers.set(fn.node, found ?? null);
  return found;
}

function findUrlWrapper(view: TreeView, fn: Located, depth: number): UrlWrapper | undefined {
  const { Node, SyntaxKind } = loadTsMorph();
  const params = parametersOf(fn.node);
  if (params.length === 0) return undefined;
  for (const call of fn.node.getDescendantsOfKind(SyntaxKind.CallExpression)) {
    if (nearestFunction(call) !== fn.node) continue;
    const inner = recogniseWithParams(view, call, params, depth);
    if (!inner) continue;
    const returned = readsOfClientValue(view, { node: call, holder: inner.r.holder, path: [] }, fn.node).returned;
    if (!returned) continue;
    const passThrough = (n: Node | undefined) => {
      const u = n ? unwrap(n) : undefined;
      if (!u) return undefined;
      if (Node.isIdentifier(u)) {
        const d = declarationOf(u);
        const i = d ? params.indexOf(d) : -1;
        return i >= 0 ? i : undefined;
      }
      if (Node.isObjectLiteralExpression(u)) {
        // fetch(path, { ...init, headers }) passes the caller's options on
        for (const p of u.getProperties()) {
          if (!Node.isSpreadAssignment(p)) continue;
          const s = unwrap(p.getExpression());
          const d = Node.isIdentifier(s) ? declarationOf(s) : undefined;
          const i = d ? params.indexOf(d) : -1;
          if (i >= 0) return i;
        }
      }
      return undefined;
    };
    return {
      urlIndex: inner.urlIndex,
      initIndex: passThrough(inner.r.init),
      bodyIndex: passThrough(inner.r.body),
      prefix: inner.r.prefix + inner.prefix,
      suffix: inner.suffix + inner.r.suffix,
      // the method the wrapper sets in the options it writes itself (`{ method: 'POST', body }`)
      method: inner.r.method ?? literalMethod(view, inner.r.init),
      holder: returned,
    };
  }
  return undefined;
}

/** A client call inside a function whose URL is `prefix + <parameter> + suffix`. */
function recogniseWithParams(
  view: TreeView,
  call: CallExpression,
  params: Node[],
  depth: number,
): { r: Recognised; urlIndex: number; prefix: string; suffix: string } | undefined {
  const { Node } = loadTsMorph();
  const callee = call.getExpression();
  const args = call.getArguments();
  const paramAt = (n: Node | undefined): number => {
    const u = n ? unwrap(n) : undefined;
    if (!u || !Node.isIdentifier(u)) return -1;
    const d = declarationOf(u);
    return d ? params.indexOf(d) : -1;
  };
  // Find the argument that carries a parameter: `path`, `${BASE}${path}`, BASE + path.
  for (let i = 0; i < Math.min(args.length, 2); i++) {
    const a = unwrap(args[i]);
    let index = paramAt(a);
    let prefix = '';
    let suffix = '';
    if (index < 0 && Node.isTemplateExpression(a)) {
      const spans = a.getTemplateSpans();
      const at = spans.findIndex((s) => paramAt(s.getExpression()) >= 0);
      if (at >= 0) {
        index = paramAt(spans[at].getExpression());
        prefix = a.getHead().getLiteralText();
        for (let k = 0; k < at; k++)
          prefix +=
            (stringValueOf(view, spans[k].getExpression()) ?? ':param') + spans[k].getLiteral().getLiteralText();
        suffix = spans[at].getLiteral().getLiteralText();
        if (at < spans.length - 1) suffix += ':param';
      }
    }
    if (index < 0 && Node.isBinaryExpression(a) && paramAt(a.getRight()) >= 0) {
      index = paramAt(a.getRight());
      prefix = stringValueOf(view, a.getLeft()) ?? ':param';
    }
    if (index < 0) continue;
    if (i !== 0 && !(Node.isIdentifier(callee) && SWR_HOOKS.has(callee.getText()))) continue;
    // Recognise the call as if its URL were a path, then put the parameter back.
    const r = recogniseShape(view, call, depth);
    if (!r) continue;
    // a base that cannot be told stays a hole in front (`${API_URL}${path}`): the path is a route's tail
    return { r, urlIndex: index, prefix: prefix.replace(/^(:param)+/, ':param'), suffix };
  }
  return undefined;
}

/** `recognise` without asking whether the URL is a path (inside a wrapper it is a parameter). */
function recogniseShape(view: TreeView, call: CallExpression, depth: number): Recognised | undefined {
  const { Node } = loadTsMorph();
  const callee = call.getExpression();
  const args = call.getArguments();
  if (Node.isIdentifier(callee)) {
    const name = callee.getText();
    const from = importedFrom(callee);
    if (name === 'fetch' && from === '')
      return { protocol: 'http', init: args[1], prefix: '', suffix: '', holder: 'response' };
    // Clients called directly: `$fetch(url, { body })`, `ky(url, { json })`, `axios(url, { data })`.
    const direct =
      (name === '$fetch' && (from === '' || from === 'ofetch')) || (name === 'ofetch' && from === 'ofetch')
        ? CLIENT_OPTIONS.ofetch
        : name === 'ky' && from === 'ky'
          ? CLIENT_OPTIONS.ky
          : name === 'axios' && from === 'axios'
            ? AXIOS_CALL_OPTIONS
            : undefined;
    if (direct)
      return {
        protocol: 'http',
        init: args[1],
        body: propertyNode(args[1], direct.body),
        prefix: '',
        suffix: '',
        holder: direct.holder,
      };
    if (SWR_HOOKS.has(name) && from !== undefined && /^swr(\/|$)/.test(from))
      return { protocol: 'http', method: 'GET', prefix: '', suffix: '', holder: 'wrapped' };
    const fn = functionOf(view, callee);
    const w = fn && depth <= 4 ? urlWrapper(view, fn, depth + 1) : undefined;
    return w ? throughWrapper(w, args) : undefined;
  }
  if (!Node.isPropertyAccessExpression(callee)) return undefined;
  const name = callee.getName();
  const recv = callee.getExpression();
  if (name === 'fetch' && Node.isIdentifier(recv) && FETCH_GLOBALS.has(recv.getText())) {
    return { protocol: 'http', init: args[1], prefix: '', suffix: '', holder: 'response' };
  }
  // another method of the same client class (`this.request<T>(endpoint, init)`), or of an instance
  const method = classMethodOf(view, callee);
  if (method) {
    const w = depth <= 4 ? urlWrapper(view, method, depth + 1) : undefined;
    return w ? throughWrapper(w, args) : undefined;
  }
  if (!HTTP_VERBS.has(name) && !OPENAPI_VERBS.has(name)) return undefined;
  const from = Node.isIdentifier(recv) ? importedFrom(recv) : undefined;
  let instance: Instance | undefined;
  if (Node.isIdentifier(recv) && (from === 'axios' || from === 'ky' || from === 'ofetch'))
    instance = { kind: from as Instance['kind'], baseURL: '' };
  else if (Node.isIdentifier(recv)) {
    const found = instanceOf(view, recv);
    if (found === 'other' || !found) return undefined;
    instance = found;
  } else return undefined;
  const verb = name.toUpperCase();
  const withBody = verb === 'POST' || verb === 'PUT' || verb === 'PATCH';
  // Clients whose options object carries the body: where, and what the call answers with.
  const options = CLIENT_OPTIONS[instance.kind];
  if (options)
    return {
      protocol: 'http',
      init: args[1],
      body: propertyNode(args[1], options.body),
      method: verb,
      prefix: instance.baseURL,
      suffix: '',
      holder: options.holder,
    };
  return {
    protocol: 'http',
    init: withBody ? args[2] : args[1],
    body: withBody ? args[1] : propertyNode(args[1], 'data'),
    method: verb,
    prefix: instance.baseURL,
    suffix: '',
    holder: 'wrapped',
  };
}

/** openapi-fetch `GET(path, { body })` answers `{ data }`; ky's `post(url, { json })` a Response; ofetch's `post(url, { body })` the data. */
interface ClientOptions {
  /** The option that carries the request body. */
  body: string;
  /** What the call answers with. */
  holder: 'wrapped' | 'response' | 'data';
}

/** `axios(url, { data })` called directly (an instance's `post(url, data)` takes it positionally). */
const AXIOS_CALL_OPTIONS: ClientOptions = { body: 'data', holder: 'wrapped' };

const CLIENT_OPTIONS: Partial<Record<Instance['kind'], ClientOptions>> = {
  openapi: { body: 'body', holder: 'wrapped' },
  ky: { body: 'json', holder: 'response' },
  ofetch: { body: 'body', holder: 'data' },
};

// ---------------------------------------------------------------------------------------
// tRPC

/** `root.a.b.useQuery` (two or more hops before a tRPC hook): the shape of a tRPC client call. */
function isTrpcChain(callee: Node): boolean {
  const { Node } = loadTsMorph();
  if (!Node.isPropertyAccessExpression(callee) || !(callee.getName() in TRPC_HOOKS)) return false;
  const proc = callee.getExpression();
  return Node.isPropertyAccessExpression(proc);
}

const TRPC_FACTORIES =
  /^(createTRPC\w*|createCaller|createTRPCProxyClient|createTRPCClient|createTRPCReact|createTRPCNext|createTRPCOptionsProxy|useTRPC|createTRPCQueryUtils)$/;

function trpcCall(view: TreeView, call: CallExpression): Recognised | undefined {
  const { Node } = loadTsMorph();
  const callee = call.getExpression();
  if (!Node.isPropertyAccessExpression(callee)) return undefined;
  const hook = callee.getName();
  const keys: string[] = [];
  let n: Node = callee.getExpression();
  while (Node.isPropertyAccessExpression(n)) {
    keys.unshift(n.getName());
    n = n.getExpression();
  }
  if (!Node.isIdentifier(n) || keys.length === 0) return undefined;
  // The chain starts from a tRPC client: created by a tRPC factory here or in an imported module.
  const def = definitionOf(view, n);
  const made = def && Node.isCallExpression(def.node) ? def.node.getExpression() : undefined;
  const factory = made ? (Node.isPropertyAccessExpression(made) ? made.getName() : made.getText()) : undefined;
  const isClient = factory !== undefined && TRPC_FACTORIES.test(factory);
  // Hooks are tRPC's own words; `.query()` / `.fetch()` on an unknown object are not enough.
  if (!isClient && !/^use/.test(hook)) return undefined;
  let holder = TRPC_HOOKS[hook];
  let at: Node = call;
  if (holder === 'options') {
    // useQuery(trpc.a.b.queryOptions(input)) / useMutation(trpc.a.b.mutationOptions())
    const outer = call.getParent();
    if (!outer || !Node.isCallExpression(outer)) return undefined;
    const name = outer.getExpression().getText();
    holder = /useMutation$/.test(name) ? 'mutation' : /useSuspenseQuery$/.test(name) ? 'wrapped' : 'wrapped';
    at = outer;
  }
  void at;
  return {
    protocol: 'trpc',
    procedure: keys.join('.'),
    prefix: '',
    suffix: '',
    holder,
    body: call.getArguments()[0],
    method: hook,
  };
}

// ---------------------------------------------------------------------------------------
// Server actions

/** Files that may call a server action: importers of its module that name it. */
function actionCallerCandidates(view: TreeView, file: string, name: string): string[] {
  const importers = new Set(importerCandidates(view, file));
  return view
    .filesWith([name])
    .filter((f) => f !== file && importers.has(f) && isCodeFile(f) && !isTestCode(f) && !isVendoredOrBuilt(view, f));
}

/** Calls of a server action in a file: `await action(input)`, `useActionState(action, init)`. */
const actionCalls = treeFact((view: TreeView, file: string, actionFile: string, name: string): ConsumerCall[] => {
  const { Node, SyntaxKind } = loadTsMorph();
  const sf = view.sourceFile(file);
  if (!sf) return [];
  if (!requestHandlers(view, actionFile).some((h) => isServerFunction(h.kind) && h.name === name)) return [];
  const locals: string[] = [];
  for (const imp of sf.getImportDeclarations()) {
    if (resolveImport(view, file, specifierOf(imp)) !== actionFile) continue;
    for (const n of imp.getNamedImports()) if (n.getName() === name) locals.push(n.getAliasNode()?.getText() ?? name);
  }
  const out: ConsumerCall[] = [];
  for (const call of sf.getDescendantsOfKind(SyntaxKind.CallExpression)) {
    const callee = call.getExpression();
    let holder: ClientValue['holder'] | undefined;
    if (Node.isIdentifier(callee) && locals.includes(callee.getText())) holder = 'data';
    else if (
      Node.isIdentifier(callee) &&
      /^(useActionState|useFormState)$/.test(callee.getText()) &&
      locals.includes(unwrap(call.getArguments()[0] ?? callee).getText())
    )
      holder = 'tuple';
    if (!holder) continue;
    let flow: FlowResult | undefined;
    const h = holder;
    const follow = () => (flow ??= readsOfClientValue(view, { node: call, holder: h, path: [] }));
    out.push({
      file,
      line: call.getStartLineNumber(),
      protocol: 'action',
      method: 'ACTION',
      path: name,
      get reads() {
        return follow().reads;
      },
      get sends() {
        return [];
      },
    });
  }
  return out;
});

// ---------------------------------------------------------------------------------------
// Bodies sent

function sentFields(view: TreeView, call: CallExpression, r: Recognised): PropertyUse[] {
  const { Node } = loadTsMorph();
  let node = r.body;
  if (!node && r.init)
    node = propertyNode(objectLiteralOf(view, r.init), 'body') ?? propertyNode(objectLiteralOf(view, r.init), 'json');
  if (!node) return [];
  const u = unwrap(node);
  if (Node.isCallExpression(u) && u.getExpression().getText() === 'JSON.stringify') node = u.getArguments()[0];
  return node ? objectKeys(view, node, fileOf(view, call)) : [];
}

/** Top-level keys of an object literal sent as a body (following constants and locals). */
function objectKeys(view: TreeView, node: Node, file: string): PropertyUse[] {
  const { Node } = loadTsMorph();
  const def = definitionOf(view, node);
  const u = def ? unwrap(def.node) : unwrap(node);
  if (Node.isConditionalExpression(u)) {
    return [...objectKeys(view, u.getWhenTrue(), file), ...objectKeys(view, u.getWhenFalse(), file)];
  }
  if (!Node.isObjectLiteralExpression(u)) return [];
  const at = def?.file ?? file;
  return u.getProperties().flatMap((p) => {
    if (!Node.isPropertyAssignment(p) && !Node.isShorthandPropertyAssignment(p)) return [];
    const name = Node.isPropertyAssignment(p) ? (literalKey(p.getNameNode()) ?? p.getName()) : p.getName();
    return [
      {
        name: name.replace(/^['"]|['"]$/g, ''),
        path: [name.replace(/^['"]|['"]$/g, '')],
        file: at,
        line: p.getStartLineNumber(),
      },
    ];
  });
}

/**
 * The method a call names on a class of the repository: `this.request(…)` inside the class,
 * or `apiClient.post(…)` where `apiClient` holds `new ApiClient()` (also imported).
 */
function classMethodOf(view: TreeView, callee: Node): Located | undefined {
  const { Node } = loadTsMorph();
  if (!Node.isPropertyAccessExpression(callee)) return undefined;
  const recv = unwrap(callee.getExpression());
  const name = callee.getName();
  let cls: Located | undefined;
  if (Node.isThisExpression(recv)) {
    const owner = recv.getFirstAncestor((a) => Node.isClassDeclaration(a) || Node.isClassExpression(a));
    if (owner) cls = { node: owner, file: fileOf(view, owner) };
  } else if (Node.isIdentifier(recv)) {
    const value = definitionOf(view, recv);
    if (value && Node.isNewExpression(value.node)) cls = definitionOf(view, value.node.getExpression());
  }
  if (!cls || !(Node.isClassDeclaration(cls.node) || Node.isClassExpression(cls.node))) return undefined;
  const m = cls.node.getInstanceMethod(name);
  return m ? { node: m, file: cls.file } : undefined;
}

/** The HTTP method an options object written in place names (`{ method: 'POST' }`). */
function literalMethod(view: TreeView, init: Node | undefined): string | undefined {
  const { Node } = loadTsMorph();
  const u = init ? unwrap(init) : undefined;
  if (!u || !Node.isObjectLiteralExpression(u)) return undefined;
  return stringValueOf(view, propertyNode(u, 'method'))?.toUpperCase();
}
