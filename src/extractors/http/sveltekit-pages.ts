import { treeFact } from '../../workspace/fact';
import { loadTsMorph } from '../../workspace/ts';
import type { TreeView } from '../../workspace/workspace';
import { importerClosure } from '../code/module-graph';
import { dirname, importerCandidates, join, resolveImport, svelteKitRoot, svelteLibPath } from '../code/resolve-import';
import { svelteKitPagePaths } from './handlers';

/**
 * The SvelteKit pages whose components import a module (a module of remote functions, or
 * one a component calls), as the paths they are shown at: a `+page.svelte` at its folder's
 * path, a `+layout.svelte` at its folder's path and every path below it. The components are
 * followed through the `.svelte` files that import them, a few levels up; a TypeScript module
 * on the way (a store that wraps a remote function) through the module graph.
 */
export const svelteKitPagesImporting = treeFact((view: TreeView, module: string): string[] => {
  if (svelteKitRoot(view, dirname(module)) === undefined) return [];
  const closure = importerClosure(view, module);
  const seen = new Set<string>([module, ...[...closure.toward.keys()].slice(0, MAX_MODULES)]);
  let frontier = [...seen];
  const pages = new Set<string>();
  for (let depth = 0; depth < MAX_DEPTH && frontier.length > 0; depth++) {
    const next: string[] = [];
    for (const target of frontier) {
      for (const file of importerCandidates(view, target)) {
        if (!file.endsWith('.svelte') || seen.has(file)) continue;
        if (!componentImports(view, file).includes(target)) continue;
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
export const componentImports = treeFact((view: TreeView, file: string): string[] => {
  const text = view.read(file);
  if (text === undefined) return [];
  const { ts } = loadTsMorph();
  const out: string[] = [];
  for (const script of text.matchAll(SCRIPT_BLOCK)) {
    for (const { fileName: spec } of ts.preProcessFile(script[1], true, true).importedFiles) {
      const resolved = spec.endsWith('.svelte') ? componentPath(view, file, spec) : resolveImport(view, file, spec);
      if (resolved) out.push(resolved);
    }
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
