import type { ChangeSet } from '../git/changeset';
import type { Workspace } from '../workspace/workspace';
import type { Config } from './config';
import type { LayerFiles } from './layers';

export type Severity = 'blocking' | 'warning' | 'notice';

/** A place that explains a finding: the counterpart that is missing or stale. */
export interface Related {
  file: string;
  /** 1-based line; absent when the place is a folder (`prisma/migrations`), which has no lines. */
  line?: number;
  message: string;
}

/**
 * A change of one file of the head tree that resolves a finding: its text (as the gate reads
 * it: UTF-8 without a byte-order mark, line endings as they are) from `start` to `end`
 * (UTF-16 offsets) becomes `text`. An insertion has `start === end`.
 */
export interface TextEdit {
  file: string;
  start: number;
  end: number;
  text: string;
}

/** What a rule reports: data only, formatted later by a reporter. */
export interface Finding {
  ruleId: string;
  severity: Severity;
  file: string;
  /** 1-based line in the head tree (or the base tree for deleted files). */
  line: number;
  column?: number;
  message: string;
  /** One or two sentences that say exactly what to change and where. */
  fix: string;
  related: Related[];
  /** The change that makes `fix`, where it is mechanical and certain (`check --fix` applies it). */
  edits?: TextEdit[];
}

/** A finding as a rule returns it; the engine adds the id and resolves the severity. */
export interface RuleFinding {
  file: string;
  line: number;
  column?: number;
  message: string;
  fix: string;
  related?: Related[];
  /** Overrides the rule's default severity for this finding (e.g. payment-moving calls). */
  severity?: Severity;
  /** The change that makes `fix`, where it is mechanical and certain. */
  edits?: TextEdit[];
}

export interface RuleMeta {
  /** Stable public id, `family/name`. */
  id: string;
  /** One line: what the rule catches. */
  description: string;
  defaultSeverity: Severity;
  /** Severity used when the pull request is agent-authored, where RULES.md raises it. */
  agentSeverity?: Severity;
  /** What the severities above do not say, for `agent-gate rules` (e.g. "agent-authored pull requests only"). */
  severityNote?: string;
  /** Generated/vendored files are judged by this rule too (only stripe/secret-exposure). */
  readsGeneratedFiles?: boolean;
}

export interface AuthorSignal {
  kind:
    | 'co-author-trailer'
    | 'commit-author'
    | 'commit-committer'
    | 'generated-by'
    | 'session-trailer'
    | 'branch-prefix'
    | 'pr-author'
    | 'label';
  detail: string;
}

export interface AuthorInfo {
  kind: 'agent' | 'human';
  signals: AuthorSignal[];
}

/** A part of the change the gate could not look at, and why. */
export interface AnalysisGap {
  file: string;
  reason: string;
  ruleId?: string;
  /** Where in the file the fault is (a parse error's place), when known. */
  line?: number;
  column?: number;
  /** What mends the file, where that is mechanical and certain, and its edits. */
  fix?: string;
  edits?: TextEdit[];
}

/** Every rule the gate ships, by id (for the rules that judge the gate's own config). */
export type RuleCatalog = ReadonlyMap<string, RuleMeta>;

export interface RuleContext {
  readonly changes: ChangeSet;
  readonly workspace: Workspace;
  readonly config: Config;
  readonly author: AuthorInfo;
  readonly options: AnalysisOptions;
  readonly catalog: RuleCatalog;
  /** Gaps recorded so far in this run (read by policy/incomplete-analysis, which runs last). */
  readonly gaps: readonly AnalysisGap[];
  /** Records a part of the change this rule could not analyse (becomes policy/incomplete-analysis). */
  reportGap(gap: AnalysisGap): void;
  /** Adds a line to the report's notes (said once per run, e.g. "stripe-mock unreachable"). */
  note(text: string): void;
}

/** A rule: what it is (`meta`), and what it finds in a change (`check`), as data. */
export interface Rule {
  meta: RuleMeta;
  check(ctx: RuleContext): RuleFinding[] | Promise<RuleFinding[]>;
}

/** Options of one run that are not part of the repository's config. */
export interface AnalysisOptions {
  /** Base URL of a stripe-mock server, when configured. */
  stripeMockUrl?: string;
  /** Labels and author of the pull request, when the caller knows them (the Action). */
  pullRequest?: {
    author?: string;
    labels?: string[];
    approvedByHuman?: boolean;
  };
  /** Upper bounds that keep a run predictable on huge diffs. */
  limits?: Partial<AnalysisLimits>;
  /**
   * Repository path of the gate's config (the Action's `config-file` input), read from
   * the base revision; default `.github/agent-gate.yml` (or `.yaml`).
   */
  configPath?: string;
}

export interface AnalysisLimits {
  /** Files larger than this are not parsed (minified bundles, dumps). */
  maxFileBytes: number;
  /** Changed files beyond this number are not analysed. */
  maxChangedFiles: number;
  /** Wall-clock budget for rules, in milliseconds. */
  timeBudgetMs: number;
}

export interface ReportStats {
  filesChanged: number;
  filesAnalyzed: number;
  durationMs: number;
}

export interface Report {
  version: 1;
  verdict: 'pass' | 'fail';
  /** The revisions the verdict is tied to. */
  base: string;
  head: string;
  author: AuthorInfo;
  findings: Finding[];
  /** Things the reader should know that are not findings (e.g. stripe-mock unreachable). */
  notes: string[];
  stats: ReportStats;
  /** The layers the change touched (and those its cross-layer findings name), for the layer map. */
  layers?: LayerFiles[];
}
