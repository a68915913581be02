import { treeFact } from '../../workspace/fact';
import { loadTsMorph } from '../../workspace/ts';
import type { TreeView } from '../../workspace/workspace';
import { importerClosure } from '../code/module-graph';
import { dirname, importerCandidates, join, resolveImport, svelteKitRoot, svelteLibPath } from '../code/resolve-import';
import { svelteKitPagePaths } from './handlers';

/**
 * The SvelteKit pages whose components import a module (a module of remote functions, or
 * one a component calls; given `only`, comma-separated names, one of those of its exports),
 * as the paths they are shown at: a `+page.svelte` at its folder's
 * path, a `+layout.svelte` at its folder's path and every path below it. The components are
 * followed through the `.svelte` files that import them, a few levels up; a TypeScript module
 * on the way (a store that wraps a remote function) through the module graph.
 */
export const svelteKitPagesImporting = treeFact((view: TreeView, module: string, only = ''): string[] => {
  if (svelteKitRoot(view, dirname(module)) === undefined) return [];
  const closure = importerClosure(view, module, only);
  const names = only ? new Set(only.split(',')) : undefined;
  const seen = new Set<string>([module, ...[...closure.toward.keys()].slice(0, MAX_MODULES)]);
  let frontier = [...seen];
  const pages = new Set<string>();
  for (let depth = 0; depth < MAX_DEPTH && frontier.length > 0; depth++) {
    const next: string[] = [];
    for (const target of frontier) {
      for (const file of importerCandidates(view, target)) {
        if (!file.endsWith('.svelte') || seen.has(file)) continue;
        const imported = componentImportBindings(view, file).find((i) => i.resolved === target);
        if (!imported) continue;
        // the module itself is asked about for some of its exports: the components that import one
        if (names && target === module && !imported.names.some((n) => n === '*' || names.has(n))) continue;
        seen.add(file);
        next.push(file);
        for (const page of svelteKitPagePaths(file)) pages.add(page);
      }
    }
    if (seen.size > MAX_MODULES * 2) break;
    frontier = next;
  }
  return [...pages].sort();
});

/** How many `.svelte` levels above the module are followed, and how many files at most. */
const MAX_DEPTH = 4;
const MAX_MODULES = 60;

/**
 * The files a Svelte component's `<script>` blocks import, resolved in the tree: modules as
 * the module graph resolves them, components (`./table.svelte`, `$lib/ui/table.svelte`) by path.
 */
export const componentImports = treeFact((view: TreeView, file: string): string[] =>
  componentImportBindings(view, file).map((i) => i.resolved),
);

/** An import of a component's script: the file, and the names it imports (`*` for the whole module, `default`). */
interface ComponentImport {
  resolved: string;
  names: string[];
}

/** The imports of a Svelte component's `<script>` blocks, with the names each imports (see `componentImports`). */
const componentImportBindings = treeFact((view: TreeView, file: string): ComponentImport[] => {
  const text = view.read(file);
  if (text === undefined) return [];
  const { ts } = loadTsMorph();
  const out: ComponentImport[] = [];
  for (const script of text.matchAll(SCRIPT_BLOCK)) {
    const sf = ts.createSourceFile(file + '.ts', script[1], ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
    const add = (spec: string, names: string[]) => {
      const resolved = spec.endsWith('.svelte') ? componentPath(view, file, spec) : resolveImport(view, file, spec);
      if (resolved) out.push({ resolved, names });
    };
    const visit = (n: import('ts-morph').ts.Node): void => {
      if (ts.isImportDeclaration(n) && ts.isStringLiteral(n.moduleSpecifier)) {
        const clause = n.importClause;
        if (!clause || clause.isTypeOnly) {
          if (!clause) add(n.moduleSpecifier.text, []);
          return;
        }
        const names: string[] = [];
        if (clause.name) names.push('default');
        const bindings = clause.namedBindings;
        if (bindings && ts.isNamespaceImport(bindings)) names.push('*');
        else if (bindings)
          for (const el of bindings.elements) if (!el.isTypeOnly) names.push((el.propertyName ?? el.name).text);
        add(n.moduleSpecifier.text, names);
      } else if (
        ts.isCallExpression(n) &&
        n.expression.kind === ts.SyntaxKind.ImportKeyword &&
        n.arguments[0] &&
        ts.isStringLiteralLike(n.arguments[0])
      ) {
        add(n.arguments[0].text, ['*']); // `await import('./x.remote')`: the whole module
      } else if (ts.isExportDeclaration(n) && n.moduleSpecifier && ts.isStringLiteral(n.moduleSpecifier)) {
        add(n.moduleSpecifier.text, ['*']);
      }
      ts.forEachChild(n, visit);
    };
    visit(sf);
  }
  return out;
});

/** A component's `<script>` (or `<script context="module">`, `<script module>`) block. */
const SCRIPT_BLOCK = /<script\b[^>]*>([\s\S]*?)<\/script>/g;

function componentPath(view: TreeView, from: string, spec: string): string | undefined {
  const path =
    spec.startsWith('./') || spec.startsWith('../')
      ? join(dirname(from), spec)
      : svelteLibPath(view, dirname(from), spec);
  return path !== undefined && view.exists(path) ? path : undefined;
}
