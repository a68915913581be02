import type { ChangeSet } from '../git/changeset';
import { Deadline, DeadlineExceeded } from '../git/processes';
import type { Workspace } from '../workspace/workspace';
import { detectAuthor } from './author';
import { resolveSeverity, severityRank, type Config } from './config';
import { prepareWorkspace } from './prepare';
import { redactReport } from './redact';
import { applySuppressions } from './suppressions';
import { mark } from './timing';
import { layersOf } from './touched-layers';
import type {
  AnalysisGap,
  AnalysisLimits,
  AnalysisOptions,
  Finding,
  Report,
  Rule,
  RuleCatalog,
  RuleContext,
  RuleFinding,
} from './types';

export const DEFAULT_LIMITS: AnalysisLimits = {
  maxFileBytes: 2 * 1024 * 1024,
  maxChangedFiles: 5000,
  timeBudgetMs: 5 * 60 * 1000,
};

/** The grace the report's last steps get after the rules, when the budget is spent. */
const FINISHING_MS = 5_000;

export interface AnalyzeInput {
  changes: ChangeSet;
  workspace: Workspace;
  config: Config;
  rules: readonly Rule[];
  /** The rule that turns analysis gaps into findings; runs after all the others. */
  gapRule: Rule;
  /** Every rule the gate ships (default: `rules` and `gapRule`), whether this run runs it or not. */
  catalog?: readonly Rule[];
  options?: AnalysisOptions;
  /** Clock, injectable for tests. */
  now?: () => number;
  /** When the run must end; default: the time budget of `options.limits` from now. */
  deadline?: Deadline;
}

/**
 * The pure core: (ChangeSet, Workspace, Config) → Report. No printing, no GitHub,
 * no process.env. A rule that throws is isolated and reported as a gap; so is the part of
 * the work the run's time budget did not reach.
 */
export async function analyze(input: AnalyzeInput): Promise<Report> {
  const now = input.now ?? Date.now;
  const started = now();
  const { changes, workspace, config } = input;
  const options = input.options ?? {};
  const limits = { ...DEFAULT_LIMITS, ...options.limits };
  const deadline = input.deadline ?? Deadline.in(limits.timeBudgetMs, now);
  workspace.deadline = deadline;

  const author = detectAuthor(
    {
      commits: changes.commits,
      headBranch: changes.headBranch,
      prAuthor: options.pullRequest?.author,
      labels: options.pullRequest?.labels,
    },
    config,
  );
  const isAgent = author.kind === 'agent';
  const gaps: AnalysisGap[] = [];
  const notes: string[] = [...changes.notes];
  const noteSet = new Set(notes);
  const findings: Finding[] = [];
  const catalog: RuleCatalog = new Map(
    (input.catalog ?? [...input.rules, input.gapRule]).map((rule) => [rule.meta.id, rule.meta]),
  );
  const context = (rule: Rule): RuleContext => ({
    changes,
    workspace,
    config,
    author,
    options,
    catalog,
    gaps,
    reportGap: (gap) => gaps.push({ ...gap, ruleId: gap.ruleId ?? rule.meta.id }),
    note: (text) => {
      if (!noteSet.has(text)) {
        noteSet.add(text);
        notes.push(text);
      }
    },
  });
  const collect = (rule: Rule, raw: RuleFinding[]) => {
    for (const f of raw) {
      const finding = resolveFinding(rule, f, isAgent, config, workspace);
      if (finding) findings.push(finding);
    }
  };

  let filesAnalyzed = 0;
  const enabled = input.rules.filter(
    (rule) => config.rules[rule.meta.id] !== 'off' || (isAgent && config.agentRules[rule.meta.id]),
  );
  try {
    const prepared = await prepareWorkspace(workspace, limits);
    gaps.push(...prepared.gaps);
    filesAnalyzed = prepared.filesAnalyzed;
    // a rule cut off at the budget spent it, whatever the clock says a moment later (a timer
    // may fire a millisecond before `Date.now()` reaches the deadline)
    let spent = false;
    for (const [i, rule] of enabled.entries()) {
      if (spent || deadline.passed()) {
        gaps.push(budgetGap(limits, enabled.slice(i)));
        break;
      }
      const outcome = await runRule(rule, context(rule), deadline, (raw) => collect(rule, raw));
      if (outcome.gap) gaps.push(outcome.gap);
      spent = outcome.outOfTime === true;
      mark(`rule ${rule.meta.id}`);
    }
  } catch (err) {
    if (!(err instanceof DeadlineExceeded)) throw err;
    gaps.push({
      file: '(change)',
      reason: `the time budget of ${seconds(limits)} was spent during ${err.what}, before any rule ran`,
    });
  }

  // What is left (the gap rule, suppressions, generated files) reads only what the run has
  // read already: a short grace of its own, so that a spent budget still gets its report.
  workspace.deadline = Deadline.in(FINISHING_MS, now);
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

  let kept = findings;
  try {
    const suppressed = applySuppressions(findings, workspace, changes);
    kept = suppressed.kept;
    for (const { finding, reason } of suppressed.acknowledged) {
      notes.push(`${finding.ruleId} at ${finding.file}:${finding.line} is acknowledged inline: ${reason}`);
    }
  } catch (err) {
    if (!(err instanceof DeadlineExceeded)) throw err;
    notes.push('Inline suppressions were not read: the time budget was spent.');
  }
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
    layers: layersOf(changes, workspace, sorted, config),
  });
}

/** The finding as reported: the severity resolved, the line clamped; undefined when dropped. */
function resolveFinding(
  rule: Rule,
  f: RuleFinding,
  isAgent: boolean,
  config: Config,
  workspace: Workspace,
): Finding | undefined {
  if (workspace.isIgnored(f.file)) return undefined;
  if (!rule.meta.readsGeneratedFiles && workspace.isGenerated(f.file)) return undefined;
  const severity = resolveSeverity(
    rule.meta.id,
    f.severity ?? rule.meta.defaultSeverity,
    rule.meta.agentSeverity,
    isAgent,
    config,
  );
  if (!severity) return undefined;
  return {
    ruleId: rule.meta.id,
    severity,
    file: f.file,
    line: Math.max(1, Math.floor(f.line || 1)),
    ...(f.column ? { column: f.column } : {}),
    message: f.message,
    fix: f.fix,
    related: (f.related ?? []).map((r) =>
      r.line === undefined ? { ...r } : { ...r, line: Math.max(1, Math.floor(r.line || 1)) },
    ),
    ...(f.edits && f.edits.length > 0 ? { edits: f.edits.map((e) => ({ ...e })) } : {}),
  };
}

/**
 * Runs a rule and hands its findings to `collect`; returns the gap it left when it failed
 * (also with findings that are not data a report can hold) or the time budget ran out.
 */
async function runRule(
  rule: Rule,
  ctx: RuleContext,
  deadline: Deadline,
  collect: (findings: RuleFinding[]) => void,
): Promise<{ gap?: AnalysisGap; outOfTime?: boolean }> {
  const id = rule.meta.id;
  try {
    // A rule that never settles must not hold the gate past its budget.
    const outcome = await withDeadline(rule, ctx, deadline.remainingMs());
    if (outcome === TIMED_OUT) {
      return {
        gap: { file: '(rules)', ruleId: id, reason: `rule ${id} did not finish within the time budget` },
        outOfTime: true,
      };
    }
    if (!Array.isArray(outcome)) throw new TypeError(`it returned ${typeof outcome}, not a list of findings`);
    for (const f of outcome) {
      if (typeof f?.file !== 'string' || typeof f.message !== 'string') {
        throw new TypeError(`it returned a finding without a file or message`);
      }
    }
    collect(outcome);
    return {};
  } catch (err) {
    const outOfTime = err instanceof DeadlineExceeded;
    const reason = outOfTime
      ? `rule ${id} did not finish within the time budget (it was in ${err.what})`
      : `rule ${id} failed: ${errorMessage(err)}`;
    return { gap: { file: '(rules)', ruleId: id, reason }, outOfTime };
  }
}

function budgetGap(limits: AnalysisLimits, skipped: readonly Rule[]): AnalysisGap {
  return {
    file: '(rules)',
    reason: `the time budget of ${seconds(limits)} was spent before ${skipped.map((r) => r.meta.id).join(', ')} ran`,
  };
}

function seconds(limits: AnalysisLimits): string {
  return `${Math.round(limits.timeBudgetMs / 100) / 10} s`;
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
