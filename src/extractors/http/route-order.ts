import { changeFact, treeFact } from '../../workspace/fact';
import { loadTsMorph } from '../../workspace/ts';
import type { TreeView, Workspace } from '../../workspace/workspace';
import { specifierOf } from '../code/ast';
import { declaredDependencies, dirname } from '../code/resolve-import';
import { requestHandlers, type RequestHandler } from './handlers';
import { methodsMatch, pathsMatch } from './routes';

/**
 * Route order: the routes a change reorders so that another handler serves some request.
 * Express, Koa's routers, Hono and NestJS on Express try a router's routes in the order they
 * are registered (a controller's methods in the order they are written), and the first that
 * matches serves the request. Two routes of one router (one receiver, one controller class)
 * that can match the same request (the same method, or one for every method; patterns whose
 * segments can all match: `:id` and `stats`, a wildcard and anything) and whose order the
 * change swaps change which handler serves the requests both match: the one now first does.
 * A parameter matches one segment, never several (`:id` cannot match `vendor/42`); a
 * parameter whose pattern a literal segment cannot match (`:id(\\d+)` and `stats`) does not
 * match it. Fastify (and NestJS on its Fastify adapter) matches by specificity (static
 * segments before parameters, then wildcards), whatever the order; file-system routes have
 * no order.
 */
export interface RerouteChange {
  /** The head's handler that now serves requests the other route served before. */
  handler: RequestHandler;
  /** The other route's handler in the head tree (the one it now comes before). */
  before: RequestHandler;
}

export const reroutedHandlers = changeFact((workspace: Workspace, path: string): RerouteChange[] => {
  const { base, head, changes } = workspace;
  const file = changes.file(path);
  if (!file || file.status === 'added' || file.status === 'deleted') return [];
  const basePath = file.oldPath ?? path;
  if (!base.exists(basePath) || !head.exists(path)) return [];
  const before = orderedRoutes(base, basePath);
  if (before.length < 2) return [];
  const after = orderedRoutes(head, path);
  const baseIndex = new Map(before.map((r, i) => [r.key, i]));
  // the routes both trees have, in the head's order
  const kept = after.filter((r) => baseIndex.has(r.key));
  const out: RerouteChange[] = [];
  for (let i = 0; i < kept.length; i++) {
    for (let j = i + 1; j < kept.length; j++) {
      const [first, second] = [kept[i], kept[j]];
      if (first.group !== second.group || baseIndex.get(first.key)! < baseIndex.get(second.key)!) continue;
      if (!overlapping(first, second)) continue;
      // two routes that run the same code serve alike, whichever comes first
      if (first.handler.node.getText() === second.handler.node.getText()) continue;
      if (!out.some((c) => c.handler === first.handler)) out.push({ handler: first.handler, before: second.handler });
    }
  }
  return out;
});

interface OrderedRoute {
  handler: RequestHandler;
  /** The router the route is registered on: its receiver, or its controller class. */
  group: string;
  /** The route's identity in both trees: router, method, paths. */
  key: string;
  /** The patterns it matches (a mount with `use` matches below its path too). */
  patterns: string[];
}

/**
 * A file's routes that are tried in the order they are registered, in that order; routes
 * registered twice alike (same router, method and paths) are left out (no order to tell).
 */
const orderedRoutes = treeFact((view: TreeView, file: string): OrderedRoute[] => {
  const { Node } = loadTsMorph();
  const routes: (OrderedRoute & { at: number })[] = [];
  for (const h of requestHandlers(view, file)) {
    if ((h.kind !== 'router' && h.kind !== 'nest') || h.path === undefined) continue;
    let group: string;
    let patterns = h.paths ?? [h.path];
    if (h.kind === 'nest') {
      const cls = h.node.getParent();
      if (!cls || !Node.isClassDeclaration(cls)) continue;
      group = `class ${cls.getName() ?? ''}`;
    } else {
      if (!h.registration || h.mountUnknown) continue;
      group = `router ${h.receiver ?? ''}`;
      const callee = h.registration.getExpression();
      if (Node.isPropertyAccessExpression(callee) && callee.getName() === 'use')
        patterns = patterns.map((p) => `${p.replace(/\/+$/, '')}/*`);
    }
    const key = `${group}\0${h.method}\0${patterns.join('\0')}`;
    const at = (h.registration ?? h.node).getStart();
    routes.push({ handler: h, group, key, patterns, at });
  }
  if (routes.length < 2 || matchesBySpecificity(view, file, routes[0].handler)) return [];
  const twice = new Set(routes.filter((r, i) => routes.findIndex((o) => o.key === r.key) !== i).map((r) => r.key));
  return routes
    .filter((r) => !twice.has(r.key))
    .sort((a, b) => a.at - b.at)
    .map(({ handler, group, key, patterns }) => ({ handler, group, key, patterns }));
});

/** Two routes can match one request: their methods can be the same, and some pair of their patterns can match one path. */
function overlapping(a: OrderedRoute, b: OrderedRoute): boolean {
  const [x, y] = [a.handler.method, b.handler.method];
  if (!methodsMatch(x, y) && !methodsMatch(y, x)) return false;
  return a.patterns.some((p) => b.patterns.some((q) => pathsMatch(p, q) && !constraintExcludes(p, q)));
}

/**
 * A parameter with a pattern (`:id(\\d+)`) that the other's literal segment at its place
 * does not satisfy: the two never match one path.
 */
function constraintExcludes(a: string, b: string): boolean {
  const sa = a.split('/').filter(Boolean);
  const sb = b.split('/').filter(Boolean);
  const excludes = (param: string | undefined, literal: string | undefined): boolean => {
    const m = param ? /^:\w+\((.+)\)$/.exec(param) : null;
    if (!m || literal === undefined || /^[:*{[$(]/.test(literal)) return false;
    try {
      return !new RegExp(`^(?:${m[1]})$`, 'i').test(literal);
    } catch {
      return false;
    }
  };
  for (let i = 0; i < Math.min(sa.length, sb.length); i++)
    if (excludes(sa[i], sb[i]) || excludes(sb[i], sa[i])) return true;
  return false;
}

const FASTIFY_MODULE = /^(fastify(-plugin)?|@fastify\/.+)$/;
const ORDERED_ROUTERS = /^(express|hono|koa|@koa\/router|koa-router|@hono\/.+|express-.+|@nestjs\/platform-express)$/;

/**
 * The file's routes are matched by specificity, not order: a Fastify route module (it
 * imports Fastify, or its package depends on Fastify and on no router that matches in
 * order), or a NestJS controller of an app on Fastify's adapter (its package depends on
 * `@nestjs/platform-fastify`, not on `@nestjs/platform-express`).
 */
function matchesBySpecificity(view: TreeView, file: string, handler: RequestHandler): boolean {
  if (handler.kind === 'nest') {
    for (const deps of manifestsAbove(view, file)) {
      if (deps.includes('@nestjs/platform-express')) return false;
      if (deps.includes('@nestjs/platform-fastify')) return true;
    }
    return false;
  }
  const imports = handler.node.getSourceFile().getImportDeclarations().map(specifierOf);
  if (imports.some((s) => FASTIFY_MODULE.test(s))) return true;
  if (imports.some((s) => ORDERED_ROUTERS.test(s))) return false;
  for (const deps of manifestsAbove(view, file)) {
    if (deps.some((d) => ORDERED_ROUTERS.test(d))) return false;
    if (deps.some((d) => FASTIFY_MODULE.test(d))) return true;
  }
  return false;
}

/** The dependencies of each package.json from the file's folder up to the root, nearest first. */
function manifestsAbove(view: TreeView, file: string): string[][] {
  const out: string[][] = [];
  for (let dir = dirname(file); ; dir = dirname(dir)) {
    out.push(declaredDependencies(view, dir));
    if (dir === '') return out;
  }
}
