// The search planner: the words the facts rules ask for will search the trees for, as far
// as the changed files say, so that a run searches each tree a few times in the background
// instead of once per question. Invisible to rules: a word the plan missed is searched
// when a fact asks for it; the plan only makes the answer come sooner.
import { isTestCode, isTestFile } from '../workspace/classify';
import type { ChangedFile } from '../git/changeset';
import type { Workspace } from '../workspace/workspace';
import { isCodeFile } from '../workspace/workspace';
import { MODEL_WORDS } from '../extractors/datamodel';
import { deployTargets, K8S_MANIFEST_WORDS, K8S_SOURCE_WORDS } from '../extractors/env/deploy';
import { isPlatformVar } from '../extractors/env/names';
import { envReadsInFile, mayReadEnv } from '../extractors/env/reads';
import { exportedDeclarations } from '../extractors/exports';
import { moduleWords, resolveImport } from '../extractors/resolve-import';
import { mountWords, routesOfFile } from '../extractors/routes';

/**
 * The words rules search the trees for that the changed paths alone say: the module
 * paths of every changed code file (its importers) and the words that mark model files
 * and Kubernetes manifests. Searched before anything is parsed.
 */
export function pathWords(workspace: Workspace): { head: string[]; base: string[] } {
  const head = new Set<string>([...MODEL_WORDS, ...K8S_MANIFEST_WORDS, ...K8S_SOURCE_WORDS]);
  const base = new Set<string>(MODEL_WORDS);
  for (const file of moduleFiles(workspace)) {
    for (const w of moduleWords(file.oldPath ?? file.path)) base.add(w);
    if (file.status !== 'deleted') for (const w of moduleWords(file.path)) head.add(w);
  }
  return { head: [...head], base: [...base] };
}

/** Changed code files that other modules may import (tests are not imported). */
function moduleFiles(workspace: Workspace): ChangedFile[] {
  return workspace.changes.files.filter(
    (f) => !f.submodule && isCodeFile(f.path) && !isTestFile(f.path) && !workspace.isIgnored(f.path),
  );
}

/**
 * Tells both trees which words rules will search them for, as far as the changed files
 * say once parsed: the exported names of every changed code file (importers, mounted
 * routers, stale callers) and the paths of their routes (clients, tests), with the words
 * of `pathWords`. Nothing is searched here; the next search of each tree includes them
 * all, so that a run costs a few `git grep`s of the tree instead of one per changed file
 * and rule. Parses nothing that preflight has not parsed already.
 */
export function anticipateSearches(workspace: Workspace): void {
  const paths = pathWords(workspace);
  const words = new Set<string>(paths.head);
  const baseWords = new Set<string>(paths.base);
  for (const file of moduleFiles(workspace)) {
    if (file.status === 'deleted') continue;
    const sf = workspace.head.parsedSourceFile(file.path);
    if (!sf) continue;
    for (const name of exportedDeclarations(sf).keys()) {
      if (name === 'default') continue;
      words.add(name);
      baseWords.add(name);
    }
  }
  for (const name of deployedNames(workspace)) words.add(name);
  workspace.head.anticipate(words);
  workspace.base.anticipate(baseWords);
  // Extractors follow the imports of changed files (clients, models, handlers): read
  // those modules with the next search, in the background.
  const imported = new Set<string>();
  for (const file of workspace.changes.headFiles()) {
    const sf = isCodeFile(file.path) ? workspace.head.parsedSourceFile(file.path) : undefined;
    if (!sf) continue;
    for (const decl of sf.getImportDeclarations()) {
      const target = resolveImport(workspace.head, file.path, decl.getModuleSpecifierValue());
      if (target && !workspace.isIgnored(target)) imported.add(target);
    }
  }
  workspace.head.prefetchWithNextSearch([...imported]);
}

/**
 * The variables the deployment configs declare, when changed code reads the environment
 * on changed lines: env rules then look up which packages read them (`servedPackages`),
 * to tell which configs run the reading file.
 */
function deployedNames(workspace: Workspace): string[] {
  const head = workspace.head;
  const readsEnv = workspace.changes
    .headFiles()
    .some(
      (f) =>
        mayReadEnv(f.path) &&
        !isTestCode(f.path) &&
        !workspace.isIgnored(f.path) &&
        head.parsedSourceFile(f.path) !== undefined &&
        envReadsInFile(head, f.path).some((r) => workspace.changes.touches(f.path, r.line, r.endLine)),
    );
  if (!readsEnv) return [];
  try {
    return deployTargets(head).flatMap((t) => [...t.names.keys()].filter((n) => !isPlatformVar(n)));
  } catch {
    // The env rules meet the same failure and report it.
    return [];
  }
}

/**
 * The routes of changed files, which rules read anyway: computing them once the words
 * above are searched lets their paths (the words rules search clients and tests by) join
 * the next search.
 */
export function anticipateRoutes(workspace: Workspace): void {
  const files = workspace.changes
    .headFiles()
    .filter((f) => isCodeFile(f.path) && !isTestCode(f.path) && !workspace.isIgnored(f.path))
    .filter((f) => workspace.head.parsedSourceFile(f.path) !== undefined)
    .map((f) => f.path);
  workspace.head.primeGrep(files.flatMap((f) => mountWords(workspace.head, f)));
  for (const file of workspace.changes.headFiles()) {
    if (!isCodeFile(file.path) || isTestCode(file.path) || workspace.isIgnored(file.path)) continue;
    if (!workspace.head.parsedSourceFile(file.path)) continue;
    try {
      routesOfFile(workspace.head, file.path);
    } catch {
      // The rules that read these routes meet the same failure and report it as a gap.
    }
  }
}
