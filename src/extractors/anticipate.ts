import type { TreeView, Workspace } from '../workspace/workspace';
import { isCodeFile } from '../workspace/workspace';
import { MODEL_WORDS } from './datamodel';
import { K8S_MANIFEST_WORDS, K8S_SOURCE_WORDS } from './env/deploy';
import { exportedDeclarations } from './exports';
import { moduleWords, resolveImport } from './resolve-import';
import { isTestPath, routesOfFile } from './routes';

/**
 * Tells both trees which words rules will search them for, as far as the changed files
 * alone say: the module paths and exported names of every changed code file (importers,
 * mounted routers, stale callers) and the words that mark model files. Nothing is
 * searched here; the first search of each tree includes them all, so that a run costs a
 * few `git grep`s of the tree instead of one per changed file and rule. Parses nothing
 * that preflight has not parsed already.
 */
export function anticipateSearches(workspace: Workspace): void {
  const words = new Set<string>([...MODEL_WORDS, ...K8S_MANIFEST_WORDS, ...K8S_SOURCE_WORDS]);
  const baseWords = new Set<string>(MODEL_WORDS);
  for (const file of workspace.changes.files) {
    if (file.submodule || !isCodeFile(file.path) || workspace.isIgnored(file.path)) continue;
    const modules = moduleWords(file.path);
    for (const w of moduleWords(file.oldPath ?? file.path)) baseWords.add(w);
    if (file.status === 'deleted') continue;
    for (const w of modules) words.add(w);
    const sf = workspace.head.parsedSourceFile(file.path);
    if (!sf) continue;
    for (const name of exportedDeclarations(sf).keys()) {
      if (name === 'default') continue;
      words.add(name);
      baseWords.add(name);
    }
  }
  workspace.head.anticipate(words);
  workspace.base.anticipate(baseWords);
  // Extractors follow the imports of changed files (clients, models, handlers): read
  // those modules, and the manifests they look up, in one git call.
  const imported = new Set<string>(['package.json', 'tsconfig.json'].filter((p) => workspace.head.exists(p)));
  for (const file of workspace.changes.headFiles()) {
    const sf = isCodeFile(file.path) ? workspace.head.parsedSourceFile(file.path) : undefined;
    if (!sf) continue;
    for (const decl of sf.getImportDeclarations()) {
      const target = resolveImport(workspace.head, file.path, decl.getModuleSpecifierValue());
      if (target && !workspace.isIgnored(target)) imported.add(target);
    }
  }
  workspace.head.prefetch([...imported]);
  // The routes of changed files (which rules read anyway) add their paths: the words rules
  // search for clients and tests by. Computing them here costs one search for the routers'
  // importers, with the words above, and lets the paths join the next search.
  for (const file of workspace.changes.headFiles()) {
    if (!isCodeFile(file.path) || isTestPath(file.path) || workspace.isIgnored(file.path)) continue;
    if (!workspace.head.parsedSourceFile(file.path)) continue;
    try {
      routesOfFile(workspace.head, file.path);
    } catch {
      // The rules that read these routes meet the same failure and report it as a gap.
    }
  }
}

/**
 * Tells the view the exported names of files it has parsed (the words a search for their
 * importers uses), before a rule follows them one by one.
 */
export function anticipateExports(view: TreeView, files: string[]): void {
  const names: string[] = [];
  for (const file of files) {
    const sf = view.parsedSourceFile(file);
    if (sf) for (const name of exportedDeclarations(sf).keys()) if (name !== 'default') names.push(name);
  }
  view.anticipate(names);
}
