import type { ChangeSet, ChangedFile } from '../git/changeset';
import type { Workspace } from '../workspace/workspace';
import { isCodeFile } from '../workspace/workspace';
import { detectAuthor } from './author';
import { resolveSeverity, severityRank, type Config } from './config';
import { preflightFile, type PreflightResult } from './preflight';
import { redactReport } from './redact';
import { applySuppressions } from './suppressions';
import { anticipateRoutes, anticipateSearches, pathWords } from '../extractors/anticipate';
import { loadTsMorph } from '../workspace/ts';
import { mark } from './timing';
import type {
  AnalysisGap,
  AnalysisLimits,
  AnalysisOptions,
  Finding,
  Report,
  Rule,
  RuleContext,
  RuleFinding,
} from './types';

export const DEFAULT_LIMITS: AnalysisLimits = {
  maxFileBytes: 2 * 1024 * 1024,
  maxChangedFiles: 5000,
  timeBudgetMs: 5 * 60 * 1000,
};

export interface AnalyzeInput {
  changes: ChangeSet;
  workspace: Workspace;
  config: Config;
  rules: readonly Rule[];
  /** The rule that turns analysis gaps into findings; runs after all the others. */
  gapRule: Rule;
  options?: AnalysisOptions;
  /** Clock, injectable for tests. */
  now?: () => number;
}

/**
 * The pure core: (ChangeSet, Workspace, Config) → Report. No printing, no GitHub,
 * no process.env. A rule that throws is isolated and reported as a gap.
 */
export async function analyze(input: AnalyzeInput): Promise<Report> {
  const now = input.now ?? Date.now;
  const started = now();
  const { changes, workspace, config } = input;
  const options = input.options ?? {};
  const limits = { ...DEFAULT_LIMITS, ...options.limits };

  const author = detectAuthor(
    {
      commits: changes.commits,
      headBranch: changes.headBranch,
      prAuthor: options.pullRequest?.author,
      labels: options.pullRequest?.labels,
    },
    config,
  );

  const gaps: AnalysisGap[] = [];
  const notes: string[] = [...changes.notes];
  const noteSet = new Set(notes);

  // Read and parse every changed file once, up front: what cannot be read or parsed is
  // a gap, whatever rule would have looked at it.
  const inScope = changes.files.filter((f) => !workspace.isIgnored(f.path));
  const analysable = inScope.slice(0, limits.maxChangedFiles);
  // One git call for every changed file (the generated-file check below reads headers too),
  // and one for their base versions, which rules compare with. The root manifests join
  // them: import resolution and package checks read them in most runs.
  const manifests = ['package.json', 'tsconfig.json'];
  const headPaths = [...inScope.filter((f) => f.status !== 'deleted' && !f.submodule).map((f) => f.path), ...manifests];
  const basePaths = [
    ...analysable.filter((f) => f.status !== 'added' && !f.submodule).map((f) => f.oldPath ?? f.path),
    ...manifests,
  ];
  // git lists both trees, reads those files and runs the first name search on the other
  // core while this one loads the TypeScript compiler, the largest module of a run.
  const words = pathWords(workspace);
  const ahead = workspace.readAhead(headPaths, basePaths, words);
  if (inScope.some((f) => isCodeFile(f.path))) loadTsMorph();
  mark('TypeScript compiler loaded');
  await ahead;
  mark('trees listed, changed files read, first search');
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
  const findings: Finding[] = [];
  const context = (rule: Rule): RuleContext => ({
    changes,
    workspace,
    config,
    author,
    options,
    gaps,
    reportGap: (gap) => gaps.push({ ...gap, ruleId: gap.ruleId ?? rule.meta.id }),
    note: (text) => {
      if (!noteSet.has(text)) {
        noteSet.add(text);
        notes.push(text);
      }
    },
  });

  const isAgent = author.kind === 'agent';
  const enabled = input.rules.filter(
    (rule) => config.rules[rule.meta.id] !== 'off' || (isAgent && config.agentRules[rule.meta.id]),
  );
  // Code first: its exported names are the words of the next search, which runs on the
  // other core while this one parses the rest (a large Prisma schema takes a tenth of a second).
  const preflights = new Map<ChangedFile, PreflightResult>();
  const preflight = (file: ChangedFile) => {
    try {
      preflights.set(file, preflightFile(file, workspace));
    } catch (err) {
      // A parser that overflows its stack on hostile input (deep nesting) costs one file, not the run.
      const reason = `could not be parsed (${errorMessage(err)}); it was not analysed`;
      preflights.set(file, { analysed: false, gap: { file: file.path, reason } });
    }
  };
  for (const file of analysable) if (isCodeFile(file.path)) preflight(file);
  mark('changed code parsed');
  anticipateSearches(workspace);
  for (const rule of enabled) {
    try {
      rule.prepare?.(context(rule));
    } catch {
      // The rule's check meets the same failure and reports it.
    }
  }
  // One search of the repository serves both trees (see TreeView.pair).
  const searched = workspace.searchAnticipated();
  for (const file of analysable) if (!isCodeFile(file.path)) preflight(file);
  mark('other changed files parsed');
  await searched;
  let filesAnalyzed = 0;
  for (const file of analysable) {
    const result = preflights.get(file)!;
    if (result.gap) gaps.push(result.gap);
    if (result.analysed) filesAnalyzed++;
  }
  anticipateRoutes(workspace);
  mark('second search');

  const collect = (rule: Rule, raw: RuleFinding[]) => {
    for (const f of raw) {
      if (workspace.isIgnored(f.file)) continue;
      if (!rule.meta.readsGeneratedFiles && workspace.isGenerated(f.file)) continue;
      const severity = resolveSeverity(
        rule.meta.id,
        f.severity ?? rule.meta.defaultSeverity,
        rule.meta.agentSeverity,
        isAgent,
        config,
      );
      if (!severity) continue;
      findings.push({
        ruleId: rule.meta.id,
        severity,
        file: f.file,
        line: Math.max(1, Math.floor(f.line || 1)),
        ...(f.column ? { column: f.column } : {}),
        message: f.message,
        fix: f.fix,
        related: (f.related ?? []).map((r) => ({ ...r, line: Math.max(1, Math.floor(r.line || 1)) })),
      });
    }
  };

  // The rules that say which words they will search for say it first; those words are
  // searched in the background while the other rules run, and the rules that need them
  // run last (findings are sorted, so the order of rules does not show).
  const anticipating = enabled.filter((rule) => rule.anticipate);
  for (const rule of anticipating) {
    try {
      rule.anticipate!(context(rule));
    } catch {
      // The rule's check meets the same failure and reports it.
    }
  }
  // A failed search leaves the words to the rules' own searches, which report the failure.
  const searchedForRules = anticipating.length > 0 ? workspace.searchAnticipated().catch(() => undefined) : undefined;
  mark('rules anticipated');
  const ordered = [...enabled.filter((rule) => !rule.anticipate), ...anticipating];
  for (const rule of ordered) {
    if (rule.anticipate && searchedForRules) await searchedForRules;
    if (now() - started > limits.timeBudgetMs) {
      gaps.push({
        file: '(rules)',
        reason: `time budget of ${limits.timeBudgetMs} ms spent before ${rule.meta.id} ran`,
        ruleId: rule.meta.id,
      });
      continue;
    }
    try {
      // A rule that never settles must not hold the gate past its budget.
      const outcome = await withDeadline(rule, context(rule), limits.timeBudgetMs - (now() - started));
      if (outcome === TIMED_OUT) {
        gaps.push({
          file: '(rules)',
          ruleId: rule.meta.id,
          reason: `rule ${rule.meta.id} did not finish within the time budget of ${limits.timeBudgetMs} ms`,
        });
        continue;
      }
      collect(rule, outcome);
      mark(`rule ${rule.meta.id}`);
    } catch (err) {
      gaps.push({
        file: '(rules)',
        ruleId: rule.meta.id,
        reason: `rule ${rule.meta.id} failed: ${errorMessage(err)}`,
      });
    }
  }

  try {
    collect(input.gapRule, await input.gapRule.check(context(input.gapRule)));
  } catch (err) {
    // The gap rule must never let a failed analysis pass.
    findings.push({
      ruleId: input.gapRule.meta.id,
      severity: 'blocking',
      file: '(gate)',
      line: 1,
      message: `agent-gate could not report what it failed to analyse: ${(err as Error).message}`,
      fix: 'Re-run the gate; if it fails again, report the error to the agent-gate maintainers.',
      related: [],
    });
  }

  const kept = applySuppressions(findings, workspace, changes);
  const sorted = sortFindings(dedupeFindings(kept));
  const verdict = sorted.some((f) => f.severity === 'blocking') ? 'fail' : 'pass';
  return redactReport({
    version: 1,
    verdict,
    base: changes.base,
    head: changes.head,
    author,
    findings: sorted,
    notes,
    stats: { filesChanged: changes.files.length, filesAnalyzed, durationMs: Math.round(now() - started) },
  });
}

const TIMED_OUT = Symbol('timed out');

/** Runs a rule (sync throws become rejections) and gives up on it after `ms`. */
async function withDeadline(rule: Rule, ctx: RuleContext, ms: number): Promise<RuleFinding[] | typeof TIMED_OUT> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), Math.max(0, ms));
  });
  try {
    return await Promise.race([Promise.resolve().then(() => rule.check(ctx)), deadline]);
  } finally {
    clearTimeout(timer);
  }
}

function errorMessage(err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  return message.split('\n')[0] || (err instanceof Error ? err.name : 'unknown error');
}

function dedupeFindings(findings: Finding[]): Finding[] {
  const seen = new Set<string>();
  return findings.filter((f) => {
    const key = `${f.ruleId}\0${f.file}\0${f.line}\0${f.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Stable order: blocking first, then by file, line and rule id. */
export function sortFindings(findings: Finding[]): Finding[] {
  return [...findings].sort(
    (a, b) =>
      severityRank(b.severity) - severityRank(a.severity) ||
      a.file.localeCompare(b.file) ||
      a.line - b.line ||
      a.ruleId.localeCompare(b.ruleId) ||
      a.message.localeCompare(b.message),
  );
}

export function isSourceChange(file: ChangedFile): boolean {
  return file.status !== 'deleted' && !file.binary && isCodeFile(file.path);
}
