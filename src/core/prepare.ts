import type { ChangedFile } from '../git/changeset';
import type { Workspace } from '../workspace/workspace';
import { isCodeFile } from '../workspace/workspace';
import { loadTsMorph } from '../workspace/ts';
import { loadPostgresParser } from '../extractors/datamodel/operations';
import { importerWords } from '../extractors/code/resolve-import';
import { preflightFile, type PreflightResult } from './preflight';
import { mark } from './timing';
import type { AnalysisGap, AnalysisLimits } from './types';

export interface Prepared {
  /** Changed files that could not be read or parsed, and files over the run's limits. */
  gaps: AnalysisGap[];
  filesAnalyzed: number;
}

/**
 * Reads and parses every changed file once, before any rule runs: what cannot be read or
 * parsed is a gap, whatever rule would have looked at it. Meanwhile git lists both trees
 * and reads them whole in the background, while the TypeScript compiler loads.
 */
export async function prepareWorkspace(workspace: Workspace, limits: AnalysisLimits): Promise<Prepared> {
  const { changes } = workspace;
  const gaps: AnalysisGap[] = [];
  const inScope = changes.files.filter((f) => !workspace.isIgnored(f.path));
  const analysable = inScope.slice(0, limits.maxChangedFiles);
  // The root manifests join the changed files: import resolution and package checks read them in most runs.
  const manifests = ['package.json', 'tsconfig.json'];
  const headPaths = [...inScope.filter((f) => f.status !== 'deleted' && !f.submodule).map((f) => f.path), ...manifests];
  const basePaths = [
    ...analysable.filter((f) => f.status !== 'added' && !f.submodule).map((f) => f.oldPath ?? f.path),
    ...manifests,
  ];
  // git works on the other core while this one loads the TypeScript compiler, the largest module of a run.
  const ahead = workspace.readAhead(headPaths, basePaths, { head: [], base: [] });
  if (inScope.some((f) => isCodeFile(f.path))) loadTsMorph();
  mark('TypeScript compiler loaded');
  // Migrations' SQL is read by Postgres' grammar where it parses: its WebAssembly parser
  // loads (~12 ms) before any rule reads a migration, so every reader of the run sees it.
  const sql = inScope.some(
    (f) => /\.sql$/i.test(f.path) || /migrat/i.test(f.oldPath ?? f.path) || /migrat/i.test(f.path),
  );
  const read = Promise.all([ahead, sql ? loadPostgresParser() : undefined]);
  read.catch(() => undefined); // awaited below: a failure meanwhile is not unhandled
  // the listing's index of file names, which the finders of manifests, schemas and configs
  // ask, made as soon as the listing is in, while git reads the files
  await workspace.head.whenListed();
  workspace.head.filesNamed(() => false);
  await read;
  mark('trees listed and read');
  workspace.head.prefetch(headPaths.filter((p) => workspace.head.exists(p)));
  const overLimit = inScope.slice(limits.maxChangedFiles).filter((f) => !workspace.isGenerated(f.path));
  if (overLimit.length > 0) {
    // One gap for the lot: thousands of findings would drown the review (and GitHub's limits).
    const shown = overLimit.slice(0, 5).map((f) => f.path);
    gaps.push({
      file: '(change)',
      reason: `${overLimit.length} changed file${overLimit.length === 1 ? ' is' : 's are'} over the limit of ${limits.maxChangedFiles} analysed per run and were not analysed (${shown.join(', ')}${overLimit.length > shown.length ? ', …' : ''})`,
    });
  }
  workspace.base.prefetch(basePaths.filter((p) => workspace.base.exists(p)));

  const results = new Map<ChangedFile, PreflightResult>();
  const preflight = (file: ChangedFile) => results.set(file, safePreflight(file, workspace));
  for (const file of analysable) if (isCodeFile(file.path)) preflight(file);
  mark('changed code parsed');
  for (const file of analysable) if (!isCodeFile(file.path)) preflight(file);
  mark('other changed files parsed');
  // The search every run makes, at once, before the rules: the names by which other files
  // import each changed module (what tests, routes and clients are found by).
  const changedCode = analysable.filter(
    (f) => f.status !== 'deleted' && isCodeFile(f.path) && workspace.head.exists(f.path),
  );
  workspace.head.primeGrep(changedCode.flatMap((f) => importerWords(workspace.head, f.path)));
  mark('importers of the changed modules searched');

  let filesAnalyzed = 0;
  for (const result of results.values()) {
    if (result.gap) gaps.push(result.gap);
    if (result.analysed) filesAnalyzed++;
  }
  return { gaps, filesAnalyzed };
}

function safePreflight(file: ChangedFile, workspace: Workspace): PreflightResult {
  try {
    return preflightFile(file, workspace);
  } catch (err) {
    if (err instanceof Error && err.name === 'DeadlineExceeded') throw err;
    // A parser that overflows its stack on hostile input (deep nesting) costs one file, not the run.
    const message = err instanceof Error ? err.message.split('\n')[0] : String(err);
    return {
      analysed: false,
      gap: { file: file.path, reason: `could not be parsed (${message}); it was not analysed` },
    };
  }
}
