import type { Node, SourceFile } from 'ts-morph';
import { exportedDeclarations } from '../code/exports';
import { importerCandidates, resolveImport } from '../code/resolve-import';
import { calleeName, unwrap } from '../code/syntax';
import { isTestCode } from '../../workspace/classify';
import { recursiveTreeFact, treeFact } from '../../workspace/fact';
import { loadTsMorph } from '../../workspace/ts';
import { isCodeFile, type TreeView } from '../../workspace/workspace';
import { specifierOf } from '../code/ast';

/**
 * tRPC procedures: the keys of `router({ … })` / `createTRPCRouter({ … })` objects whose
 * values are procedures (`publicProcedure.input(schema).query(resolver)`), named by their
 * path from the root router (`orders.byId` for `appRouter = router({ orders: ordersRouter })`),
 * followed through imports. What a procedure accepts is its `input` schema; what it returns,
 * its resolver's return.
 */

export type ProcedureType = 'query' | 'mutation' | 'subscription';

export interface TrpcProcedure {
  /** Dot path from the root router (`orders.byId`). */
  path: string;
  type: ProcedureType;
  /** The resolver function. */
  resolver: Node;
  /** The schema passed to `.input(...)`, if any. */
  input?: Node;
}

const PROCEDURE_TYPES = new Set<string>(['query', 'mutation', 'subscription']);

/** A call that builds a tRPC router from an object of procedures (`router`, `createTRPCRouter`, `t.router`). */
function isRouterCall(call: Node): boolean {
  const { Node } = loadTsMorph();
  if (!Node.isCallExpression(call)) return false;
  const name = calleeName(call);
  const arg = call.getArguments()[0];
  return /router$/i.test(name) && !!arg && Node.isObjectLiteralExpression(arg);
}

/** `x.input(s).query(fn)`: the type, resolver and input schema of a procedure expression. */
export function procedureOf(expr: Node): Omit<TrpcProcedure, 'path'> | undefined {
  const { Node } = loadTsMorph();
  const e = unwrap(expr);
  if (!Node.isCallExpression(e)) return undefined;
  const callee = e.getExpression();
  if (!Node.isPropertyAccessExpression(callee) || !PROCEDURE_TYPES.has(callee.getName())) return undefined;
  const resolver = e.getArguments()[e.getArguments().length - 1];
  if (!resolver || !(Node.isArrowFunction(resolver) || Node.isFunctionExpression(resolver))) return undefined;
  let input: Node | undefined;
  for (let n: Node = callee.getExpression(); Node.isCallExpression(n);) {
    const c = n.getExpression();
    if (!Node.isPropertyAccessExpression(c)) break;
    if (c.getName() === 'input' && !input) input = n.getArguments()[0];
    n = c.getExpression();
  }
  return { type: callee.getName() as ProcedureType, resolver, input };
}

/** The procedures a file declares, by their full path. */
export const trpcProcedures = treeFact((view: TreeView, file: string): TrpcProcedure[] => {
  const { Node, SyntaxKind } = loadTsMorph();
  const text = view.read(file);
  if (!text || !/\.(query|mutation|subscription)\s*\(/.test(text)) return [];
  const sf = view.sourceFile(file);
  if (!sf) return [];
  const out: TrpcProcedure[] = [];
  for (const call of sf.getDescendantsOfKind(SyntaxKind.CallExpression)) {
    if (!isRouterCall(call)) continue;
    const prefixes = routerPrefixes(view, file, call);
    const walk = (obj: Node, keys: string[]) => {
      if (!Node.isObjectLiteralExpression(obj)) return;
      for (const p of obj.getProperties()) {
        if (!Node.isPropertyAssignment(p)) continue;
        const init = p.getInitializer();
        if (!init) continue;
        const key = p.getName().replace(/^['"]|['"]$/g, '');
        const proc = procedureOf(init);
        if (proc) {
          for (const prefix of prefixes) out.push({ ...proc, path: [prefix, ...keys, key].filter(Boolean).join('.') });
        } else if (Node.isObjectLiteralExpression(unwrap(init))) walk(unwrap(init), [...keys, key]);
      }
    };
    walk((call as import('ts-morph').CallExpression).getArguments()[0], []);
  }
  return out;
});

/** Paths under which a router call's object is mounted ('' for a root router). */
function routerPrefixes(view: TreeView, file: string, call: Node): string[] {
  const { Node } = loadTsMorph();
  const holder = call.getParent();
  if (holder && Node.isVariableDeclaration(holder)) {
    const found = mountsOf(view, file, holder.getName());
    return found.length > 0 ? found : [''];
  }
  // A router written inline in its parent: router({ orders: router({ … }) })
  const key = holder && Node.isPropertyAssignment(holder) ? holder.getName() : undefined;
  const parent = key ? enclosingRouter(holder!) : undefined;
  if (key && parent)
    return routerPrefixes(view, file, parent.call).map((p) => [p, ...parent.keys, key].filter(Boolean).join('.'));
  return [''];
}

/** The router call whose object holds a property (through nested plain objects), with the keys between. */
function enclosingRouter(prop: Node): { call: Node; keys: string[] } | undefined {
  const { Node } = loadTsMorph();
  const keys: string[] = [];
  let obj = prop.getParent();
  while (obj && Node.isObjectLiteralExpression(obj)) {
    const up = obj.getParent();
    if (up && isRouterCall(up)) return { call: up, keys };
    if (up && Node.isPropertyAssignment(up)) {
      keys.unshift(up.getName());
      obj = up.getParent();
    } else return undefined;
  }
  return undefined;
}

/** Where a router held by a variable is mounted: its keys in parent routers of this file or importers. */
const mountsOf = recursiveTreeFact([] as string[], (view: TreeView, file: string, local: string): string[] => {
  const { Node, SyntaxKind } = loadTsMorph();
  const sf = view.sourceFile(file);
  if (!sf) return [];
  const exportedAs = [...exportedDeclarations(sf)]
    .filter(([, decls]) => decls.some((d) => Node.isVariableDeclaration(d) && d.getName() === local))
    .map(([name]) => name);
  const candidates = new Set([file]);
  if (exportedAs.length > 0) {
    const importers = new Set(importerCandidates(view, file));
    for (const f of view.filesWith(exportedAs.filter((n) => n !== 'default').concat(local))) {
      if (importers.has(f) && isCodeFile(f) && !isTestCode(f)) candidates.add(f);
    }
  }
  const out: string[] = [];
  for (const c of candidates) {
    const csf = view.sourceFile(c);
    if (!csf) continue;
    const names = c === file ? [local] : localNames(view, csf, c, file, exportedAs);
    if (names.length === 0) continue;
    for (const prop of csf.getDescendantsOfKind(SyntaxKind.PropertyAssignment)) {
      const init = prop.getInitializer();
      if (!init || !Node.isIdentifier(unwrap(init)) || !names.includes(unwrap(init).getText())) continue;
      const parent = enclosingRouter(prop);
      if (!parent) continue;
      for (const p of routerPrefixes(view, c, parent.call))
        out.push([p, ...parent.keys, prop.getName()].filter(Boolean).join('.'));
    }
    for (const prop of csf.getDescendantsOfKind(SyntaxKind.ShorthandPropertyAssignment)) {
      if (!names.includes(prop.getName())) continue;
      const parent = enclosingRouter(prop);
      if (!parent) continue;
      for (const p of routerPrefixes(view, c, parent.call))
        out.push([p, ...parent.keys, prop.getName()].filter(Boolean).join('.'));
    }
  }
  return [...new Set(out)];
});

function localNames(view: TreeView, sf: SourceFile, from: string, target: string, exportedAs: string[]): string[] {
  const names: string[] = [];
  for (const imp of sf.getImportDeclarations()) {
    if (resolveImport(view, from, specifierOf(imp)) !== target) continue;
    const def = imp.getDefaultImport();
    if (def && exportedAs.includes('default')) names.push(def.getText());
    for (const n of imp.getNamedImports()) {
      if (exportedAs.includes(n.getName())) names.push(n.getAliasNode()?.getText() ?? n.getName());
    }
  }
  return names;
}
