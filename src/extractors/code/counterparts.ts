import type { Node } from 'ts-morph';
import { changeFact } from '../../workspace/fact';
import { loadTsMorph } from '../../workspace/ts';
import { isCodeFile, type Workspace } from '../../workspace/workspace';
import type { TreeView } from '../../workspace/workspace';
import { isFunctionLike } from './flow';
import { functionName, requestHandlers, type RequestHandler } from '../http/handlers';
import { normalizeRoutePath, routesOfFile } from '../http/routes';

/**
 * Where head code was on the base branch, so that a gap the base branch already had is
 * not blamed on the pull request when the code only moved: a file renamed, a `.js` module
 * converted to `.ts`, a handler moved between routers or from the pages router to the app
 * router for the same route path and method, whether or not git pairs the two files.
 * The counterpart of a function is the base handler of the same route, or the function of
 * the same name in the module it came from.
 */

export interface RouteKey {
  method: string;
  path: string;
}

export interface Counterpart {
  file: string;
  fn: Node;
}

/** At most this many files the change deleted or modified are searched for a moved handler. */
const MAX_MOVED_FROM = 60;

/** The routes a handler serves: full paths (mount prefixes included) and methods. */
export function handlerRoutes(view: TreeView, handler: RequestHandler): RouteKey[] {
  const routes = routesOfFile(view, handler.file).filter((r) => r.handler.node === handler.node);
  const keys = routes.map((r) => ({ method: r.method, path: r.path }));
  if (keys.length === 0 && handler.path) keys.push({ method: handler.method, path: handler.path });
  // A path of `/` alone says nothing about where a router is mounted: it names no route.
  return keys.filter((k) => normalizeRoutePath(k.path) !== '/' && k.path !== '');
}

export function sameRoute(a: RouteKey, b: RouteKey): boolean {
  const methods = a.method === b.method || a.method === 'ALL' || b.method === 'ALL';
  return methods && normalizeRoutePath(a.path).toLowerCase() === normalizeRoutePath(b.path).toLowerCase();
}

interface BaseFiles {
  /** The head file before the change: itself, its rename or copy source, the module under another extension. */
  module: string[];
  /** Files the change deleted or modified, where a moved handler may have been. */
  movedFrom: string[];
}

const stem = (path: string) => path.replace(/\.[cm]?[jt]sx?$/, '');

/** The base files that may hold the code of a head file before the change. */
const baseFilesOf = changeFact((ws: Workspace, headFile: string): BaseFiles => {
  const { changes, base } = ws;
  const changed = changes.file(headFile);
  const module = new Set<string>();
  if (!changed || changed.status === 'modified' || changed.status === 'typechange') module.add(headFile);
  if (changed?.oldPath) module.add(changed.oldPath);
  const movedFrom: string[] = [];
  for (const f of changes.files) {
    const from = f.oldPath ?? f.path;
    if (f.status === 'added' || !isCodeFile(from) || !base.exists(from)) continue;
    if (stem(from) === stem(headFile)) module.add(from);
    else if (f.status === 'deleted' || f.status === 'renamed' || f.status === 'modified') movedFrom.push(from);
  }
  return { module: [...module].filter((p) => base.exists(p)), movedFrom: movedFrom.slice(0, MAX_MOVED_FROM) };
});

/**
 * The functions of the base tree that are `fn` (of `file` in the head) before the change:
 * base handlers that serve a route `fn` serves, and functions of the same name in the
 * module it came from (or in a file the change emptied, for a distinctive name).
 */
export function baseCounterparts(ws: Workspace, file: string, fn: Node): Counterpart[] {
  const { head, base } = ws;
  const files = baseFilesOf(ws, file);
  const out: Counterpart[] = [];
  const handler = requestHandlers(head, file).find((h) => h.node === fn);
  if (handler) {
    // The same registration in the same module (`router.post('/', …)` wherever it is mounted).
    for (const f of files.module) {
      for (const h of requestHandlers(base, f)) {
        if (sameRegistration(h, handler)) out.push({ file: f, fn: h.node });
      }
    }
  }
  const routes = handler ? handlerRoutes(head, handler) : [];
  if (routes.length > 0) {
    for (const f of [...files.module, ...files.movedFrom]) {
      for (const h of requestHandlers(base, f)) {
        if (out.some((c) => c.fn === h.node)) continue;
        if (handlerRoutes(base, h).some((k) => routes.some((r) => sameRoute(k, r)))) out.push({ file: f, fn: h.node });
      }
    }
  }
  const name = qualifiedName(fn);
  if (name) {
    const distinctive = !GENERIC_NAMES.test(name.replace(/^.*\./, ''));
    for (const f of distinctive ? [...files.module, ...files.movedFrom] : files.module) {
      const sf = base.sourceFile(f);
      sf?.forEachDescendant((node) => {
        if (isFunctionLike(node) && qualifiedName(node) === name && !out.some((c) => c.fn === node))
          out.push({ file: f, fn: node });
      });
    }
  }
  return out;
}

function sameRegistration(a: RequestHandler, b: RequestHandler): boolean {
  return (
    a.kind === b.kind && a.method === b.method && a.path === b.path && a.receiver === b.receiver && a.name === b.name
  );
}

/** Names that many modules give their handler: a function so named elsewhere is not this one. */
const GENERIC_NAMES = /^(default|handler|handle|main|GET|POST|PUT|PATCH|DELETE|action|loader|run|execute)$/;

/** `Class.method` for a method, the function's own name otherwise. */
export function qualifiedName(fn: Node): string | undefined {
  const { Node } = loadTsMorph();
  const name = functionName(fn);
  if (!name) return undefined;
  const cls = fn.getParent();
  return cls && Node.isClassDeclaration(cls) ? `${cls.getName() ?? ''}.${name}` : name;
}

/** The function a node is in that has a name, or is a request handler of the file (a route's arrow function). */
export function enclosingFunction(view: TreeView, file: string, node: Node): Node | undefined {
  const handlers = new Set(requestHandlers(view, file).map((h) => h.node));
  for (let cur = node.getParent(); cur; cur = cur.getParent()) {
    if (isFunctionLike(cur) && (handlers.has(cur) || functionName(cur))) return cur;
  }
  return undefined;
}

/**
 * The items the PR did not touch first: they are the ones that moved, so they claim the
 * base branch's gaps before new code that looks the same (a second call beside the first).
 */
export function untouchedFirst<T>(items: T[], touched: (item: T) => boolean): T[] {
  const marked = items.map((item) => ({ item, touched: touched(item) }));
  return [...marked.filter((m) => !m.touched), ...marked.filter((m) => m.touched)].map((m) => m.item);
}

/**
 * Gaps of the base branch, each of which excuses one equal gap of the head: a call that
 * moved keeps its gap without the PR being blamed for it, while a second call added beside
 * it is new. A head gap is one gap however many endpoints reach it (two webhook routes
 * sharing one event module): excused once, it stays excused.
 */
export class BaseGaps {
  private readonly claimed = new Set<string>();
  private readonly excused = new Set<string>();

  /** Whether an unclaimed base gap with this key exists among `base` (claims it), or the head gap `at` was excused already. */
  excuses(base: { node: Node; key: string }[], key: string, at?: Node): boolean {
    const head = at && nodeId(at, key);
    if (head && this.excused.has(head)) return true;
    for (const b of base) {
      const id = nodeId(b.node, b.key);
      if (b.key !== key || this.claimed.has(id)) continue;
      this.claimed.add(id);
      if (head) this.excused.add(head);
      return true;
    }
    return false;
  }
}

function nodeId(node: Node, key: string): string {
  return `${node.getSourceFile().getFilePath()}:${node.getStart()}:${key}`;
}
