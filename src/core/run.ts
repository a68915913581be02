import { readFileSync } from 'node:fs';
import { buildChangeSet, type ChangeSet } from '../git/changeset';
import { GitRepo, UsageError, type TreeSource } from '../git/git';
import { Deadline } from '../git/processes';
import { ALL_RULES, GAP_RULE, RULES } from '../rules';
import { Workspace } from '../workspace/workspace';
import { analyze, DEFAULT_LIMITS } from './analyze';
import {
  ConfigError,
  DEFAULT_CONFIG_PATHS,
  configPathsOf,
  defaultConfig,
  parseConfig,
  type Config,
  type KnownRule,
} from './config';
import { didYouMean } from './suggest';
import { mark } from './timing';
import type { AnalysisOptions, Report } from './types';

/** Where the gate looks for its config in the base tree. */
export const CONFIG_PATHS = DEFAULT_CONFIG_PATHS;

export interface CheckRequest {
  repoDir: string;
  /** Base revision; default: the merge base of head with the default branch. */
  base?: string;
  head?: string;
  headBranch?: string;
  /** A config file on disk; default: `.github/agent-gate.yml` of the base revision. */
  configFile?: string;
  options?: AnalysisOptions;
  /** Runs only these rule ids (tests, `--rule`). */
  onlyRules?: string[];
  now?: () => number;
}

/** Builds the ChangeSet from git, loads the config from the base branch, and analyses. */
export async function runCheck(req: CheckRequest): Promise<Report> {
  const repo = GitRepo.open(req.repoDir);
  repo.startTreeThread();
  // the run's time budget starts now: the head's tree is read under it from the moment its commit is known
  const limits = { ...DEFAULT_LIMITS, ...req.options?.limits };
  const deadline = Deadline.in(limits.timeBudgetMs, req.now);
  const head = req.head ?? 'HEAD';
  const base = req.base ?? defaultBase(repo, head);
  mark('revisions resolved');
  const changes = buildChangeSet(repo, {
    base,
    head,
    headBranch: req.headBranch,
    onHead: (sha) => repo.readTreeAhead(sha, deadline),
  });
  mark('change set read (diff, log)');
  return analyzeSource({ ...req, source: repo, changes, deadline });
}

export interface SourceCheckRequest {
  /** Where the trees of `changes` are read: a git repository, or trees fetched from the API. */
  source: TreeSource;
  changes: ChangeSet;
  configFile?: string;
  options?: AnalysisOptions;
  onlyRules?: string[];
  now?: () => number;
  /** When the run must end; default: the time budget of `options.limits` from the start of the analysis. */
  deadline?: Deadline;
}

/** Loads the config from the base branch (`changes.requestedBase`) of the source, and analyses. */
export async function analyzeSource(req: SourceCheckRequest): Promise<Report> {
  const { source: repo, changes } = req;
  const config = loadConfig(repo, changes.requestedBase, req.configFile, configPathsOf(req.options));
  mark('config loaded');
  const workspace = new Workspace(repo, changes, {
    ignore: config.ignore,
    maxFileBytes: req.options?.limits?.maxFileBytes,
  });
  const rules = req.onlyRules ? RULES.filter((r) => req.onlyRules!.includes(r.meta.id)) : RULES;
  if (req.onlyRules) {
    const ids = ALL_RULES.map((r) => r.meta.id);
    const unknown = req.onlyRules.find((id) => !ids.includes(id));
    if (unknown) throw new UsageError(`--rule ${unknown}: unknown rule id${didYouMean(unknown, ids)}`);
  }
  return analyze({
    changes,
    workspace,
    config,
    rules,
    gapRule: GAP_RULE,
    catalog: ALL_RULES,
    options: req.options,
    now: req.now,
    deadline: req.deadline,
  });
}

/** The merge base of head with the default branch, as a pull request would have it. */
export function defaultBase(repo: GitRepo, head: string): string {
  const candidates = ['origin/HEAD', 'origin/main', 'origin/master', 'main', 'master'];
  const headSha = repo.resolveCommit(head, '--head');
  for (const candidate of candidates) {
    const sha = repo.tryResolve(candidate);
    if (!sha) continue;
    const mb = repo.mergeBase(sha, headSha);
    if (mb) return mb;
  }
  throw new UsageError(
    'no --base given and no default branch found (tried origin/HEAD, origin/main, origin/master, main, master); pass --base REV',
  );
}

/**
 * The config of the base revision: a pull request cannot loosen its own gate. A file
 * named with --config is read from disk instead.
 */
export function loadConfig(
  repo: TreeSource,
  baseRev: string,
  configFile?: string,
  configPaths: readonly string[] = CONFIG_PATHS,
): Config {
  if (configFile) {
    let text: string;
    try {
      text = readFileSync(configFile, 'utf8');
    } catch (err) {
      throw new UsageError(
        `--config ${configFile}: cannot read (${(err as NodeJS.ErrnoException).code ?? (err as Error).message})`,
      );
    }
    return parseConfig(text, { file: configFile }, knownRules());
  }
  const blobs = repo.readBlobs(baseRev, [...configPaths]);
  for (const path of configPaths) {
    const buf = blobs.get(path);
    if (buf) return parseConfig(buf.toString('utf8'), { file: path, revision: baseRev }, knownRules());
  }
  return defaultConfig();
}

/** The rules a config may name: every rule the gate ships. */
export function knownRules(): KnownRule[] {
  return ALL_RULES.map((r) => r.meta);
}

export { ConfigError };
