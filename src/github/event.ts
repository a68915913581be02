import { z } from 'zod';

/** The parts of a workflow event payload the Action reads; everything else is ignored. */
const repoRef = z.object({ full_name: z.string() }).nullable().optional();

const pullRequestPayload = z.object({
  pull_request: z.object({
    number: z.number().int(),
    base: z.object({ sha: z.string(), ref: z.string().optional(), repo: repoRef }),
    head: z.object({ sha: z.string(), ref: z.string().optional(), repo: repoRef }),
    user: z.object({ login: z.string() }).nullable().optional(),
    labels: z.array(z.object({ name: z.string() })).optional(),
  }),
  repository: z.object({ full_name: z.string() }).optional(),
});

const mergeGroupPayload = z.object({
  merge_group: z.object({ head_sha: z.string(), base_sha: z.string(), head_ref: z.string().optional() }),
  repository: z.object({ full_name: z.string() }).optional(),
});

export type SupportedEvent = 'pull_request' | 'pull_request_target' | 'pull_request_review' | 'merge_group';

/** What the Action gates: a pull request, or a merge queue entry (no review there). */
export interface GateTarget {
  eventName: SupportedEvent;
  owner: string;
  repo: string;
  /**
   * The pull request number. For a merge queue entry, the pull request its branch names
   * (for labels and approvals); no review is posted there.
   */
  number?: number;
  baseSha: string;
  headSha: string;
  headRef?: string;
  author?: string;
  labels: string[];
  /**
   * The head lives in another repository. On `pull_request` the token is then read-only
   * and secrets are withheld, so nothing can be posted.
   */
  fromFork: boolean;
}

export class EventError extends Error {
  override name = 'EventError';
}

export function parseEvent(eventName: string | undefined, payload: unknown, repository?: string): GateTarget {
  const name = eventName ?? guessEventName(payload);
  const fullName = (p: { repository?: { full_name: string } }) => p.repository?.full_name ?? repository ?? '';
  // A review (a human's approval) re-runs the gate with the same pull request payload.
  if (name === 'pull_request' || name === 'pull_request_target' || name === 'pull_request_review') {
    const parsed = pullRequestPayload.safeParse(payload);
    if (!parsed.success)
      throw new EventError(`the ${name} event payload has no usable pull_request (${describe(parsed.error)})`);
    const { pull_request: pr } = parsed.data;
    const [owner, repo] = splitRepo(fullName(parsed.data));
    const baseRepo = pr.base.repo?.full_name ?? `${owner}/${repo}`;
    return {
      eventName: name,
      owner,
      repo,
      number: pr.number,
      baseSha: pr.base.sha,
      headSha: pr.head.sha,
      headRef: pr.head.ref,
      author: pr.user?.login,
      labels: (pr.labels ?? []).map((l) => l.name),
      fromFork: pr.head.repo?.full_name !== baseRepo,
    };
  }
  if (name === 'merge_group') {
    const parsed = mergeGroupPayload.safeParse(payload);
    if (!parsed.success)
      throw new EventError(`the merge_group event payload is incomplete (${describe(parsed.error)})`);
    const group = parsed.data.merge_group;
    const [owner, repo] = splitRepo(fullName(parsed.data));
    // gh-readonly-queue/<base>/pr-<number>-<sha>
    const queued = group.head_ref?.match(/\/pr-(\d+)-[0-9a-f]+$/);
    return {
      eventName: name,
      owner,
      repo,
      ...(queued ? { number: Number(queued[1]) } : {}),
      baseSha: group.base_sha,
      headSha: group.head_sha,
      headRef: group.head_ref,
      labels: [],
      fromFork: false,
    };
  }
  throw new EventError(
    `agent-gate gates pull requests: run it on pull_request, pull_request_target, pull_request_review or merge_group, not on ${name || 'this event'}.`,
  );
}

function guessEventName(payload: unknown): string | undefined {
  if (payload && typeof payload === 'object') {
    if ('pull_request' in payload) return 'pull_request';
    if ('merge_group' in payload) return 'merge_group';
  }
  return undefined;
}

function splitRepo(fullName: string): [string, string] {
  const [owner, repo] = fullName.split('/');
  if (!owner || !repo) throw new EventError('the event names no repository and GITHUB_REPOSITORY is not set');
  return [owner, repo];
}

function describe(error: z.ZodError): string {
  const issue = error.issues[0];
  return `${issue.path.join('.') || '(payload)'}: ${issue.message}`;
}
