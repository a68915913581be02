import type { Node } from 'ts-morph';
import { treeFact } from '../../../workspace/fact';
import { isCodeFile, type TreeView } from '../../../workspace/workspace';
import { importsOf } from '../../code/module-graph';
import { resolveImport } from '../../code/resolve-import';
import { isFunctionLike } from '../../code/syntax';
import { exportedValue } from '../../code/values';
import { parseWasp, type WaspDeclaration, type WaspValue } from './parse';

export { parseWasp, type WaspDeclaration, type WaspValue } from './parse';

/**
 * Wasp apps declare their server operations, HTTP endpoints and pages in `main.wasp`
 * rather than in code: `action addFile { fn: import { addFile } from "@src/files/operations" }`,
 * `api hook { fn: import { hook } from "@src/payment/webhook", httpRoute: (POST, "/hook") }`,
 * `route R { path: "/files", to: FilesPage }` with `page FilesPage { component: import … }`.
 * These facts read those declarations and resolve the functions and components they name.
 */

/** A server operation or endpoint a `.wasp` file declares, with the function that serves it. */
export interface WaspOperation {
  kind: 'action' | 'query' | 'api';
  name: string;
  method: string;
  /** The path Wasp serves it at: the api's `httpRoute`, `/operations/<kebab-name>` for an action or query. */
  path: string;
  /** Where the function is written (after following re-exports and `const x = obj.member`). */
  file: string;
  node: Node;
  declaredIn: { file: string; line: number };
}

/** Every `.wasp` file's declarations (the tree's paths are listed once; files are parsed once). */
export const waspDeclarations = treeFact((view: TreeView): { file: string; decl: WaspDeclaration }[] => {
  const out: { file: string; decl: WaspDeclaration }[] = [];
  for (const file of view.paths()) {
    if (!file.endsWith('.wasp')) continue;
    const text = view.read(file);
    if (text === undefined) continue;
    for (const decl of parseWasp(text)) out.push({ file, decl });
  }
  return out;
});

/** The operations and endpoints of the app, by the file their function is written in. */
export const waspOperations = treeFact((view: TreeView): Map<string, WaspOperation[]> => {
  const out = new Map<string, WaspOperation[]>();
  for (const { file, decl } of waspDeclarations(view)) {
    if (decl.kind !== 'action' && decl.kind !== 'query' && decl.kind !== 'api') continue;
    const fields = decl.value.type === 'dict' ? decl.value.entries : undefined;
    const fn = fields?.get('fn');
    if (fn?.type !== 'import') continue;
    const target = importedValue(view, file, fn);
    if (!target || !isFunctionLike(target.node)) continue;
    let method = 'POST';
    let path = `/operations/${kebab(decl.name)}`;
    if (decl.kind === 'api') {
      const route = fields?.get('httpRoute');
      if (route?.type !== 'tuple') continue;
      const [m, p] = route.items;
      if (m?.type !== 'name' || p?.type !== 'string') continue;
      method = m.value.toUpperCase();
      path = p.value;
    }
    const op: WaspOperation = {
      kind: decl.kind,
      name: decl.name,
      method,
      path,
      file: target.file,
      node: target.node,
      declaredIn: { file, line: decl.line },
    };
    out.set(target.file, [...(out.get(target.file) ?? []), op]);
  }
  return out;
});

/** The operations and endpoints whose function is written in this file. */
export function waspOperationsIn(view: TreeView, file: string): WaspOperation[] {
  if (!isCodeFile(file) || !waspDeclarations(view).length) return [];
  return waspOperations(view).get(file) ?? [];
}

/**
 * The page paths whose component calls the operation: the routes whose page's component
 * imports it, at any depth of its own modules, from Wasp's client (`wasp/client/operations`,
 * or `@wasp/actions/<name>` / `@wasp/queries/<name>` before Wasp 0.12). A test that visits
 * such a page reaches the operation through the UI.
 */
export const waspPagesCalling = treeFact((view: TreeView, operation: string): string[] => {
  const decls = waspDeclarations(view);
  const pages = new Map<string, string>();
  for (const { file, decl } of decls) {
    if (decl.kind !== 'page' || decl.value.type !== 'dict') continue;
    const component = decl.value.entries.get('component');
    if (component?.type !== 'import') continue;
    const module = resolveWaspImport(view, file, component.from);
    if (module) pages.set(decl.name, module);
  }
  const out: string[] = [];
  for (const { decl } of decls) {
    if (decl.kind !== 'route' || decl.value.type !== 'dict') continue;
    const path = decl.value.entries.get('path');
    const to = decl.value.entries.get('to');
    if (path?.type !== 'string' || to?.type !== 'name') continue;
    const module = pages.get(to.value);
    if (module && moduleCalls(view, module).has(operation)) out.push(path.value);
  }
  return out;
});

/** Names of Wasp operations a module imports from Wasp's client, through its own modules at any depth. */
const moduleCalls = treeFact((view: TreeView, module: string): Set<string> => {
  const names = new Set<string>();
  const seen = new Set<string>([module]);
  const queue = [module];
  while (queue.length > 0 && seen.size <= MAX_PAGE_MODULES) {
    const file = queue.shift()!;
    for (const imp of importsOf(view, file)) {
      if (imp.specifier === 'wasp/client/operations') {
        for (const b of imp.bindings) names.add(b.imported);
      } else if (/^@wasp\/(actions|queries)\//.test(imp.specifier)) {
        names.add(imp.specifier.split('/').pop()!);
      } else if (imp.resolved && !seen.has(imp.resolved) && !imp.typeOnly) {
        seen.add(imp.resolved);
        queue.push(imp.resolved);
      }
    }
  }
  return names;
});

/** How many of its own modules a page's component is followed through. */
const MAX_PAGE_MODULES = 400;

/** `@src/x` is the app's `src/x` (Wasp 0.12+); `@server/x` and `@client/x` are `src/server/x`, `src/client/x`. */
function resolveWaspImport(view: TreeView, waspFile: string, from: string): string | undefined {
  const m = /^@(src|server|client|shared)\/(.*)$/.exec(from);
  if (!m) return undefined;
  const rel = m[1] === 'src' ? `./src/${m[2]}` : `./src/${m[1]}/${m[2]}`;
  return resolveImport(view, waspFile, rel);
}

function importedValue(view: TreeView, waspFile: string, value: Extract<WaspValue, { type: 'import' }>) {
  const module = resolveWaspImport(view, waspFile, value.from);
  return module ? exportedValue(view, module, value.isDefault ? 'default' : value.name) : undefined;
}

function kebab(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}
