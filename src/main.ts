import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, resolve } from 'node:path';
import type { ThrottlingOptions } from '@octokit/plugin-throttling';
import { ConfigError, configPathsOf } from './core/config';
import { quietReport, warningsOverLimit } from './core/noise';
import { analyzeSource, runCheck } from './core/run';
import type { Report } from './core/types';
import { GitError, GitRepo, UsageError } from './git/git';
import { fixesAtHead, type HeadFixes } from './core/fixes';
import { type ActionIO, runnerIO } from './github/action-io';
import { readPullRequestFromApi, type ApiPullRequest } from './github/api-source';
import { CheckoutError, ensureRevisions, hasCheckout } from './github/checkout';
import { explainApiError } from './github/errors';
import { EventError, parseEvent, type GateTarget } from './github/event';
import { InputError, readInputs, type ActionInputs } from './github/inputs';
import { createClient, type GitHubClient } from './github/octokit';
import { approvedByHuman, publishReview, type PublishResult } from './github/review';
import { annotations, jobSummary } from './github/summary';
import { renderSarif } from './reporters/sarif';
import { ALL_RULES } from './rules';
import { VERSION } from './version';

/** The world the Action runs in; tests inject every part of it. */
export interface RunDeps {
  env?: NodeJS.ProcessEnv;
  /** The event payload; default: the JSON file at GITHUB_EVENT_PATH. */
  event?: unknown;
  io?: ActionIO;
  now?: () => number;
  /** A ready REST client; default: built from the token and GITHUB_API_URL. */
  client?: GitHubClient;
  /** Pacing of the throttling plugin (tests shorten the waits). */
  throttle?: Partial<ThrottlingOptions>;
}

export interface RunResult {
  /** 0 pass, 1 the verdict fails under `fail-on`, 2 the gate could not run. */
  exitCode: 0 | 1 | 2;
  report?: Report;
  review?: PublishResult;
}

/** Errors a user can act on: printed as one line, no stack. */
const KNOWN_ERRORS = [InputError, EventError, CheckoutError, ConfigError, UsageError, GitError];

/**
 * The Action: analyse the pull request's checkout (or, with no checkout, the pull
 * request read from the API) with the base branch's config, then
 * publish outputs, annotations, SARIF, one review and the job summary. The summary is
 * written in `finally`, also when analysis or posting failed.
 */
export async function run(deps: RunDeps = {}): Promise<RunResult> {
  const env = deps.env ?? process.env;
  const io = deps.io ?? runnerIO(env);
  const said: string[] = [];
  const result: RunResult = { exitCode: 2 };
  // What the review, the annotations and the job summary show (blocking only with `quiet`).
  let shown: Report | undefined;
  try {
    const inputs = readInputs(env);
    const target = parseEvent(env.GITHUB_EVENT_NAME, deps.event ?? readEvent(env), env.GITHUB_REPOSITORY);
    const client =
      deps.client ??
      (inputs.githubToken
        ? createClient({
            token: inputs.githubToken,
            baseUrl: env.GITHUB_API_URL || 'https://api.github.com',
            log: (m) => io.info(m),
            throttle: deps.throttle,
          })
        : undefined);
    // A pull_request run from a fork gets a read-only token: skip every write up front.
    const readOnly = target.fromFork && target.eventName !== 'pull_request_target';

    const repoDir = resolve(env.GITHUB_WORKSPACE || '.');
    // No checkout: a pull request can still be read from the API (a merge queue entry cannot).
    let fromApi: ApiPullRequest | undefined;
    if (client && target.number !== undefined && target.eventName !== 'merge_group' && !hasCheckout(repoDir)) {
      fromApi = await readPullRequestFromApi(
        client,
        { ...target, number: target.number },
        { configPaths: configPathsOf({ configPath: inputs.configFile }) },
      );
      io.info(
        `no checkout in ${repoDir}: reading pull request #${target.number} from the API (${fromApi.changes.files.length} files)`,
      );
    } else {
      ensureRevisions(
        repoDir,
        [target.baseSha, target.headSha],
        { token: inputs.githubToken, serverUrl: env.GITHUB_SERVER_URL },
        (m) => io.info(m),
      );
    }

    let approved = false;
    if (client && target.number !== undefined) {
      try {
        // A merge queue event carries no pull request: read its author and labels.
        if (target.eventName === 'merge_group') Object.assign(target, await pullRequestFacts(client, target));
        approved = await approvedByHuman(client, { ...target, number: target.number });
      } catch (err) {
        const message = explainApiError(err, 'read the pull request and its reviews (a human approval counts as none)');
        io.warning(message);
        said.push(`⚠️ ${message}`);
      }
    }

    const options = {
      pullRequest: { author: target.author, labels: target.labels, approvedByHuman: approved },
      stripeMockUrl: inputs.stripeMockUrl,
      configPath: inputs.configFile,
    };
    const report = fromApi
      ? await analyzeSource({ ...fromApi, options, now: deps.now })
      : await runCheck({
          repoDir,
          base: target.baseSha,
          head: target.headSha,
          headBranch: target.headRef,
          options,
          now: deps.now,
        });
    result.report = report;

    shown = inputs.quiet ? quietReport(report) : report;

    publishOutputs(io, report, inputs, repoDir);
    const fixes = headFixes(io, fromApi ? fromApi.source : GitRepo.open(repoDir), report, env);
    for (const a of annotations(shown)) io.annotate(a);
    result.review = await publishToPullRequest({
      io,
      env,
      inputs,
      target,
      client,
      report: shown,
      readOnly,
      said,
      fixes,
    });

    const fails = failsUnder(inputs.failOn, report);
    const overLimit = warningsOverLimit(report, inputs.maxWarnings);
    result.exitCode = fails || overLimit > 0 ? 1 : 0;
    if (fails) {
      const blocking = report.findings.filter((f) => f.severity === 'blocking').length;
      io.error(
        `agent-gate: ${blocking} blocking finding(s), ${report.findings.length - blocking} other(s) (fail-on: ${inputs.failOn})`,
      );
    }
    if (overLimit > 0) {
      const message = `${inputs.maxWarnings! + overLimit} warnings, more than max-warnings: ${inputs.maxWarnings}`;
      io.error(`agent-gate: ${message}`);
      said.push(`❌ ${message}`);
    }
  } catch (err) {
    result.exitCode = 2;
    const known = KNOWN_ERRORS.some((E) => err instanceof E);
    const message = known ? (err as Error).message : `internal error: ${(err as Error)?.stack ?? String(err)}`;
    io.error(`agent-gate: ${message}`);
    said.push(`❌ ${known ? message : 'internal error (see the log)'}`);
    if (err instanceof ConfigError) reportConfigError(io, err, said);
  } finally {
    try {
      io.appendSummary(jobSummary({ report: shown ?? result.report, lines: said }));
    } catch (err) {
      io.warning(`agent-gate could not write the job summary: ${(err as Error).message}`);
    }
  }
  return result;
}

/**
 * A config the gate refuses fails the check: each problem becomes an annotation on its
 * line, and the summary says where to fix it (the config is read from the base branch).
 */
function reportConfigError(io: ActionIO, err: ConfigError, said: string[]): void {
  for (const p of err.problems) {
    io.annotate({ level: 'error', title: 'agent-gate config', message: p.message, file: err.file, line: p.line });
  }
  if (err.revision) {
    said.push(
      `The config is read from the pull request's base branch (${err.revision.slice(0, 7)}), so that a pull request cannot loosen its own gate: fix ${err.file} there, with one commit.`,
    );
  }
}

function readEvent(env: NodeJS.ProcessEnv): unknown {
  const path = env.GITHUB_EVENT_PATH;
  if (!path) throw new EventError('GITHUB_EVENT_PATH is not set: agent-gate runs as a step of a GitHub Actions job.');
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch (err) {
    throw new EventError(`cannot read the event payload at ${path}: ${(err as Error).message}`);
  }
}

function publishOutputs(io: ActionIO, report: Report, inputs: ActionInputs, repoDir: string): void {
  io.setOutput('verdict', report.verdict);
  io.setOutput('blocking-count', String(report.findings.filter((f) => f.severity === 'blocking').length));
  io.setOutput('findings', JSON.stringify(report.findings));
  if (inputs.sarifFile) {
    const path = resolve(repoDir, inputs.sarifFile);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, renderSarif(report, ALL_RULES, VERSION));
    io.setOutput('sarif-file', path);
  }
}

/**
 * The report's fixes at the head revision; their patch is written to a file named by the
 * `fix-patch` output (in the runner's temporary folder). A failure costs the fixes only.
 */
function headFixes(
  io: ActionIO,
  source: Parameters<typeof fixesAtHead>[0],
  report: Report,
  env: NodeJS.ProcessEnv,
): HeadFixes | undefined {
  if (!report.findings.some((f) => f.edits?.length)) return undefined;
  try {
    const fixes = fixesAtHead(source, report);
    if (fixes.patch) {
      const path = resolve(env.RUNNER_TEMP ?? tmpdir(), 'agent-gate-fixes.patch');
      writeFileSync(path, fixes.patch);
      io.setOutput('fix-patch', path);
    }
    return fixes;
  } catch (err) {
    io.warning(
      `agent-gate: the fixes could not be read at the head revision (${(err as Error).message.split('\n')[0]}); the findings are reported without them`,
    );
    return undefined;
  }
}

interface PublishContext {
  io: ActionIO;
  env: NodeJS.ProcessEnv;
  inputs: ActionInputs;
  target: GateTarget;
  client?: GitHubClient;
  report: Report;
  readOnly: boolean;
  said: string[];
  fixes?: HeadFixes;
}

/** Posts the review, or says in one line why not. Never changes the exit status. */
async function publishToPullRequest(ctx: PublishContext): Promise<PublishResult | undefined> {
  const { io, env, inputs, target, client, report, said } = ctx;
  const skip = (why: string) => {
    io.info(`agent-gate: ${why}`);
    said.push(why);
    return undefined;
  };
  if (inputs.review === 'off') return skip('review: off (input review: off)');
  if (target.eventName === 'merge_group' || target.number === undefined) {
    return skip(`no review: ${target.eventName} is not a pull request to review`);
  }
  if (ctx.readOnly) {
    return skip(
      'no review: pull request from a fork, the token is read-only; the job summary, annotations and the check carry the verdict',
    );
  }
  if (!client) return skip('no review: no github-token given');
  const runUrl =
    env.GITHUB_SERVER_URL && env.GITHUB_REPOSITORY && env.GITHUB_RUN_ID
      ? `${env.GITHUB_SERVER_URL}/${env.GITHUB_REPOSITORY}/actions/runs/${env.GITHUB_RUN_ID}`
      : undefined;
  try {
    const published = await publishReview({
      client,
      pr: { owner: target.owner, repo: target.repo, number: target.number, headSha: target.headSha },
      report,
      mode: inputs.review,
      maxInlineComments: inputs.maxInlineComments,
      agentMention: inputs.agentMention,
      runUrl,
      fixes: ctx.fixes,
      log: (m) => io.info(m),
    });
    said.push(published.outcome);
    for (const p of published.problems) {
      io.warning(p);
      said.push(`⚠️ ${p}`);
    }
    return published;
  } catch (err) {
    const message = explainApiError(err, 'post its review');
    io.warning(message);
    said.push(`⚠️ ${message}`);
    return undefined;
  }
}

async function pullRequestFacts(client: GitHubClient, target: GateTarget): Promise<Partial<GateTarget>> {
  const { data } = await client.rest.pulls.get({ owner: target.owner, repo: target.repo, pull_number: target.number! });
  return { author: data.user?.login, labels: data.labels.map((l) => l.name) };
}

function failsUnder(failOn: ActionInputs['failOn'], report: Report): boolean {
  if (failOn === 'never') return false;
  if (failOn === 'warning') return report.findings.some((f) => f.severity !== 'notice');
  return report.verdict === 'fail';
}
