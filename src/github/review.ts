import { groupFindings, type FindingGroup } from '../core/noise';
import type { HeadFixes } from '../core/fixes';
import type { Report } from '../core/types';
import { explainApiError, isStatus } from './errors';
import type { GitHubClient } from './octokit';
import { commentableLines } from './patch';
import {
  MARKER,
  commentBody,
  digestOf,
  findingKeyOf,
  findingKeys,
  groupKey,
  isOurs,
  reportDigest,
  reviewBody,
} from './review-body';

export interface PullRequestRef {
  owner: string;
  repo: string;
  number: number;
  headSha: string;
}

export interface PublishRequest {
  client: GitHubClient;
  pr: PullRequestRef;
  report: Report;
  /** `inline`: comments on diff lines; `summary`: everything in the review body. */
  mode: 'inline' | 'summary';
  /** Inline comments at most; the other findings go into the body. Default 25. */
  maxInlineComments?: number;
  agentMention?: string;
  runUrl?: string;
  /** The report's fixes at the head revision: suggestions for inline comments, one patch for the body. */
  fixes?: Pick<HeadFixes, 'patch' | 'suggestions'>;
  log: (message: string) => void;
}

export interface PublishResult {
  /** What happened, in one line for the job summary. */
  outcome: string;
  reviewId?: number;
  issueCommentId?: number;
  newComments: number;
  dismissed: number;
  deletedComments: number;
  /** Things that went wrong without stopping the rest, each saying what to do. */
  problems: string[];
}

interface ExistingReview {
  id: number;
  state: string;
  body: string;
}

interface ExistingComment {
  id: number;
  key?: string;
  /** Null when GitHub shows the comment as outdated (its line changed). */
  line: number | null;
}

/** A review with more inline comments than this buries the ones that matter. */
export const DEFAULT_MAX_INLINE_COMMENTS = 25;

interface InlineComment {
  path: string;
  line: number;
  side: 'RIGHT';
  /** The first line of a comment on several lines (a suggested change of them). */
  start_line?: number;
  start_side?: 'RIGHT';
  body: string;
}

/**
 * Publishes the report as one review on the head commit, updating rather than
 * reposting: findings already commented stay, comments whose finding is gone are
 * deleted, earlier change requests are dismissed once superseded or fixed.
 */
export async function publishReview(req: PublishRequest): Promise<PublishResult> {
  const { client, pr, report } = req;
  const base = { owner: pr.owner, repo: pr.repo, pull_number: pr.number };
  const result: PublishResult = { outcome: '', newComments: 0, dismissed: 0, deletedComments: 0, problems: [] };

  const [files, reviews, comments] = await Promise.all([
    client.paginate(client.rest.pulls.listFiles, { ...base, per_page: 100 }),
    client.paginate(client.rest.pulls.listReviews, { ...base, per_page: 100 }),
    req.mode === 'inline'
      ? client.paginate(client.rest.pulls.listReviewComments, { ...base, per_page: 100 })
      : Promise.resolve([]),
  ]);
  const ourReviews: ExistingReview[] = reviews
    .filter((r) => isOurs(r.body))
    .map((r) => ({ id: r.id, state: r.state, body: r.body ?? '' }))
    .sort((a, b) => a.id - b.id);
  const ourComments: ExistingComment[] = comments
    .filter((c) => isOurs(c.body))
    .map((c) => ({ id: c.id, key: findingKeyOf(c.body), line: c.line ?? null }));

  const keys = findingKeys(report.findings);
  const maxInline = req.maxInlineComments ?? DEFAULT_MAX_INLINE_COMMENTS;
  const digest = reportDigest(
    report,
    keys,
    req.mode === 'inline' && maxInline !== DEFAULT_MAX_INLINE_COMMENTS ? `${req.mode}:${maxInline}` : req.mode,
  );
  // Repeats of one fix are one comment. Each group goes on the first diff line one of its
  // findings lies on, or into the body; the first `maxInline` of those on a line (blocking
  // first: the report's order) are commented, the rest listed in the body.
  const keyOf = new Map(report.findings.map((f, i) => [f, keys[i]]));
  const diffLines = new Map(files.map((f) => [f.filename, commentableLines(f.patch)]));
  const groups = groupFindings(report.findings);
  const anchorable: { group: FindingGroup; key: string; at: { file: string; line: number } }[] = [];
  for (const group of groups) {
    const at =
      req.mode === 'inline' && group.severity !== 'notice'
        ? group.findings.find((f) => diffLines.get(f.file)?.has(f.line))
        : undefined;
    if (at) anchorable.push({ group, key: groupKey(group.findings.map((f) => keyOf.get(f)!)), at });
  }
  const anchored = anchorable.slice(0, Math.max(0, maxInline));
  const overCap = anchorable.length - anchored.length;
  const commented = new Set(anchored.map((a) => a.group));
  const inBody = groups.filter((g) => !commented.has(g));
  const live = new Set(ourComments.filter((c) => c.key && c.line !== null).map((c) => c.key));
  const fresh = anchored.filter((a) => !live.has(a.key));
  const wanted = new Set(anchored.map((a) => a.key));
  const stale = ourComments.filter((c) => !c.key || !wanted.has(c.key) || c.line === null);

  // Same findings as the latest review, and none of its comments went outdated: say nothing.
  const latest = ourReviews.at(-1);
  const outdated = ourComments.some((c) => c.line === null && c.key && wanted.has(c.key));
  if (latest && digestOf(latest.body) === digest && !outdated) {
    result.outcome = `review unchanged: the review of an earlier run already says this (review ${latest.id})`;
    return result;
  }
  const worthSaying = report.findings.some((f) => f.severity !== 'notice') || report.verdict === 'fail';
  if (!worthSaying && ourReviews.length === 0) {
    result.outcome = 'no review: passed with nothing to report';
    await supersedeFallback(req, result, `agent-gate passes at ${pr.headSha.slice(0, 7)}.`);
    return result;
  }
  const newComments: InlineComment[] = fresh.map(({ group, key, at }) => {
    // the fix as a suggested change, when it is lines of this file the diff shows
    const suggestion = req.fixes?.suggestions.get(
      group.findings.find((f) => f.file === at.file && f.line === at.line)!,
    );
    const lines = diffLines.get(at.file);
    const shown =
      suggestion &&
      suggestion.file === at.file &&
      Array.from({ length: suggestion.endLine - suggestion.startLine + 1 }, (_, i) => suggestion.startLine + i).every(
        (l) => lines?.has(l),
      )
        ? suggestion
        : undefined;
    if (!shown) return { path: at.file, line: at.line, side: 'RIGHT', body: commentBody(group, key) };
    return {
      path: at.file,
      line: shown.endLine,
      side: 'RIGHT',
      ...(shown.startLine < shown.endLine ? { start_line: shown.startLine, start_side: 'RIGHT' as const } : {}),
      body: commentBody(group, key, shown.text),
    };
  });

  const event = report.verdict === 'fail' ? 'REQUEST_CHANGES' : 'COMMENT';
  const bodyOf = (inline: readonly FindingGroup[], rest: readonly FindingGroup[], over = 0) =>
    reviewBody({
      report,
      digest,
      inline,
      inBody: rest,
      overCap: over,
      maxInline,
      agentMention: req.agentMention,
      runUrl: req.runUrl,
      patch: req.fixes?.patch,
    });

  // 1. The review with its inline comments; 2. without them (a line GitHub does not take);
  // 3. a plain comment on the pull request.
  try {
    result.reviewId = await createReview(
      req,
      event,
      bodyOf(
        anchored.map((a) => a.group),
        inBody,
        overCap,
      ),
      newComments,
    );
    result.newComments = newComments.length;
  } catch (err) {
    if (!isStatus(err, 422)) throw err;
    req.log(
      `GitHub rejected the review (${(err as Error).message.split('\n')[0]}); posting it without inline comments`,
    );
    try {
      result.reviewId = await createReview(req, event, bodyOf([], groups), []);
    } catch (err2) {
      if (!isStatus(err2, 422)) throw err2;
      req.log(
        `GitHub rejected the review again (${(err2 as Error).message.split('\n')[0]}); posting a comment instead`,
      );
      result.issueCommentId = await upsertIssueComment(client, pr, bodyOf([], groups));
    }
  }

  if (result.reviewId !== undefined) {
    await supersedeFallback(
      req,
      result,
      `Superseded by agent-gate's review of ${pr.headSha.slice(0, 7)} (review ${result.reviewId}).`,
    );
  }

  // Earlier change requests: superseded by the new review, or fixed.
  for (const old of ourReviews) {
    if (old.state !== 'CHANGES_REQUESTED' || old.id === result.reviewId) continue;
    const message =
      report.verdict === 'pass'
        ? `agent-gate passes at ${pr.headSha.slice(0, 7)}.`
        : `Superseded by agent-gate's review of ${pr.headSha.slice(0, 7)}.`;
    try {
      await client.rest.pulls.dismissReview({ ...base, review_id: old.id, message });
      result.dismissed++;
    } catch (err) {
      result.problems.push(explainApiError(err, `dismiss its earlier review ${old.id}`));
    }
  }

  for (const c of stale) {
    try {
      await client.rest.pulls.deleteReviewComment({ owner: pr.owner, repo: pr.repo, comment_id: c.id });
      result.deletedComments++;
    } catch (err) {
      if (!isStatus(err, 404)) result.problems.push(explainApiError(err, `delete its stale comment ${c.id}`));
    }
  }

  const where = result.reviewId ? `review ${result.reviewId}` : `comment ${result.issueCommentId}`;
  result.outcome =
    `${event === 'REQUEST_CHANGES' ? 'requested changes' : 'commented'} in ${where}: ` +
    `${result.newComments} new inline comment(s), ${anchored.length - fresh.length} kept, ` +
    `${result.deletedComments} stale deleted, ${result.dismissed} earlier review(s) dismissed`;
  return result;
}

async function createReview(
  req: PublishRequest,
  event: 'REQUEST_CHANGES' | 'COMMENT',
  body: string,
  comments: InlineComment[],
): Promise<number> {
  const { client, pr } = req;
  const res = await client.rest.pulls.createReview({
    owner: pr.owner,
    repo: pr.repo,
    pull_number: pr.number,
    commit_id: pr.headSha,
    event,
    body,
    comments,
  });
  return res.data.id;
}

/** The fallback comment, edited in place on later runs instead of reposted. */
async function upsertIssueComment(client: GitHubClient, pr: PullRequestRef, body: string): Promise<number> {
  const repo = { owner: pr.owner, repo: pr.repo };
  const existing = await client.paginate(client.rest.issues.listComments, {
    ...repo,
    issue_number: pr.number,
    per_page: 100,
  });
  const ours = existing.find((c) => c.body?.includes(MARKER));
  if (ours) {
    await client.rest.issues.updateComment({ ...repo, comment_id: ours.id, body });
    return ours.id;
  }
  const res = await client.rest.issues.createComment({ ...repo, issue_number: pr.number, body });
  return res.data.id;
}

/**
 * An earlier run's fallback comment would still show its findings beside the review (or
 * after a pass): its body becomes one line saying what replaced it. The marker stays, so a
 * later fallback edits the same comment again.
 */
async function supersedeFallback(req: PublishRequest, result: PublishResult, line: string): Promise<void> {
  const { client, pr } = req;
  const repo = { owner: pr.owner, repo: pr.repo };
  try {
    const existing = await client.paginate(client.rest.issues.listComments, {
      ...repo,
      issue_number: pr.number,
      per_page: 100,
    });
    const ours = existing.find((c) => c.body?.includes(MARKER));
    if (!ours || ours.body?.startsWith(`${MARKER}\n_`)) return;
    await client.rest.issues.updateComment({ ...repo, comment_id: ours.id, body: `${MARKER}\n_${line}_` });
  } catch (err) {
    result.problems.push(explainApiError(err, 'mark its earlier pull request comment as superseded'));
  }
}

/** True when a human's latest review approves the pull request (bots' approvals do not count). */
export async function approvedByHuman(client: GitHubClient, pr: PullRequestRef): Promise<boolean> {
  const reviews = await client.paginate(client.rest.pulls.listReviews, {
    owner: pr.owner,
    repo: pr.repo,
    pull_number: pr.number,
    per_page: 100,
  });
  const latestByUser = new Map<string, string>();
  for (const r of reviews) {
    const user = r.user;
    if (!user || user.type === 'Bot' || user.login.endsWith('[bot]')) continue;
    // Comments do not change a reviewer's standing approval or change request.
    if (r.state === 'COMMENTED' || r.state === 'PENDING') continue;
    latestByUser.set(user.login, r.state);
  }
  return [...latestByUser.values()].includes('APPROVED');
}
