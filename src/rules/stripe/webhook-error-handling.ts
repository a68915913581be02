import type { Rule, RuleFinding } from '../../core/types';
import { namedList } from '../../core/wording';
import { BaseGaps, untouchedFirst } from '../../extractors/code/counterparts';
import {
  baseEndpointsLike,
  caughtWork,
  endpointRouteName,
  isSuccess,
  newWorkUnder,
  uncheckedWrites,
  webhookEndpointsAffectedBy,
  type CatchInfo,
  type NewWork,
  type Outcome,
  type UncheckedWrite,
  type WebhookEndpoint,
} from '../../extractors/stripe/webhooks';
import type { Node } from 'ts-morph';
import type { TreeView } from '../../workspace/workspace';
import { functionName } from '../../extractors/code/ast';
import { isFunctionLike } from '../../extractors/code/syntax';

/**
 * A Stripe webhook must answer 5xx (or throw) when processing a verified event fails,
 * so that Stripe redelivers it; 2xx for event types it does not handle; and 400 when the
 * signature does not verify.
 */
export const webhookErrorHandling: Rule = {
  meta: {
    id: 'stripe/webhook-error-handling',
    description:
      'A Stripe webhook acknowledges events it failed to process, or rejects event types it does not handle.',
    defaultSeverity: 'blocking',
  },
  check(ctx) {
    const { changes, workspace } = ctx;
    const findings: RuleFinding[] = [];
    const seen = new Set<string>();
    const baseGaps = new BaseGaps();
    for (const e of webhookEndpointsAffectedBy(workspace)) {
      // The same webhook on the base branch: a gap it already had (moved, ported) is not this
      // PR's; one it did not have was made by the PR, wherever the lines it changed are.
      const base = baseEndpointsLike(workspace, e);
      // unchecked writes the base already made are its own
      const known = base.flatMap((b) => uncheckedWrites(workspace.base, b).map(writeKey));
      const candidates = endpointFindings(workspace.head, e, known);
      if (candidates.length === 0) continue;
      const baseKeys = base.flatMap((b) =>
        endpointFindings(workspace.base, b).map((f) => ({ node: f.at, key: f.key })),
      );
      const touched = (f: Candidate) => f.ranges.some(([file, start, end]) => changes.touches(file, start, end));
      for (const f of untouchedFirst(candidates, touched)) {
        // New processing where failures are acknowledged makes an old gap this change's.
        const work = f.acknowledges && newWorkUnder(workspace.head, workspace.base, changes, f.acknowledges);
        if (!work && baseGaps.excuses(baseKeys, f.key, f.at)) continue;
        if (!touched(f) && !work && base.length === 0) continue;
        const key = `${f.finding.file}:${f.finding.line}`;
        if (seen.has(key)) continue;
        seen.add(key);
        findings.push(work ? withNewWork(f.finding, work) : f.finding);
      }
    }
    return findings;
  },
};

interface Candidate {
  finding: RuleFinding;
  /** The code whose change makes the PR responsible for it: the status at fault, or the catch that swallows. */
  ranges: [string, number, number][];
  /** What makes two of these gaps the same gap, wherever the code is. */
  key: string;
  /** The node the gap is anchored on. */
  at: Node;
  /** The work whose failures the gap acknowledges (a try block, an unawaited call). */
  acknowledges?: { node: Node; file: string };
}

/** The finding of an old gap that the change adds work under: it says which. */
function withNewWork(finding: RuleFinding, work: NewWork): RuleFinding {
  return {
    ...finding,
    message: `${finding.message} This change adds ${work.callee}() there (${work.file}:${work.line}), whose failure is acknowledged the same way.`,
    related: [
      ...(finding.related ?? []),
      { file: work.file, line: work.line, message: `${work.callee}() is new work whose failure is never retried` },
    ],
  };
}

const is4xx = (o: Outcome) => o.kind === 'status' && o.status >= 400 && o.status < 500;
const is5xx = (o: Outcome) => o.kind === 'status' && o.status >= 500;
const isError = (o: Outcome) => o.kind === 'throw' || o.kind === 'unknown' || (o.kind === 'status' && o.status >= 400);

/** An unchecked write by what it does and where, wherever its line moved. */
const writeKey = (w: UncheckedWrite) => `${w.within ?? ''}:${w.what}`;

function endpointFindings(view: TreeView, e: WebhookEndpoint, knownWrites: string[] = []): Candidate[] {
  const name = endpointRouteName(view, e);
  const handlerRel = { file: e.file, line: e.line, message: `the Stripe webhook ${name}` };
  const out: Candidate[] = [];
  for (const c of e.catches) {
    const found = catchFinding(c, name, handlerRel);
    const work = caughtWork(c);
    const acknowledges = found?.key.startsWith('acknowledged|') || found?.key.startsWith('swallowed|');
    if (found)
      out.push({
        ...found,
        at: c.node,
        ...(acknowledges && work ? { acknowledges: { node: work, file: c.file } } : {}),
      });
  }
  for (const u of e.unhandled) {
    const bad = u.outcomes.find((o) => o.kind === 'throw' || (o.kind === 'status' && o.status >= 400));
    if (!bad || bad.kind === 'none' || bad.kind === 'unknown') continue;
    const what = bad.kind === 'throw' ? 'throws' : `answers ${bad.status}`;
    out.push({
      ranges: [[bad.file, bad.line, bad.line]],
      key: `unhandled|${what}`,
      at: u.node,
      finding: {
        file: u.file,
        line: 'line' in bad ? bad.line : u.line,
        message: `The Stripe webhook ${name} ${what} for event types it does not handle; Stripe retries those deliveries for days and may disable the endpoint.`,
        fix: `Answer event types you do not handle with a 2xx (log them and return \`{ received: true }\`) in ${u.file}, and subscribe the endpoint in the Stripe dashboard only to the events you handle.`,
        related: [handlerRel],
      },
    });
  }
  // writes whose failure comes back in their result (supabase-js) and is never looked at:
  // one finding for the endpoint, at the first, each in `related`
  const known = [...knownWrites];
  const unchecked = uncheckedWrites(view, e).filter((w) => {
    const i = known.indexOf(writeKey(w));
    if (i < 0) return true;
    known.splice(i, 1);
    return false;
  });
  if (unchecked.length > 0) {
    const first = unchecked[0];
    const label = (w: (typeof unchecked)[number]) =>
      `${w.what}${w.within ? ` in ${w.within}()` : ''} (${w.file.split('/').pop()}:${w.line})`;
    const writes =
      unchecked.length === 1
        ? `a write, ${label(first)},`
        : `${unchecked.length} writes, ${namedList(unchecked.map(label))},`;
    out.push({
      ranges: unchecked.map((w) => [w.file, w.line, w.node.getEndLineNumber()] as [string, number, number]),
      key: `unchecked|${unchecked.map(writeKey).join(',')}`,
      at: first.node,
      finding: {
        file: first.file,
        line: first.line,
        message: `The Stripe webhook ${name} runs ${writes} and never reads the \`error\` each returns (a Supabase query does not throw), so a failed write is answered 2xx and Stripe never redelivers the event.`,
        fix: `After each write in ${first.file}, read its error and fail the delivery: \`const { error } = await …; if (error) throw error;\`, so that the webhook answers 5xx and Stripe retries.`,
        related: [
          handlerRel,
          ...unchecked.map((w) => ({ file: w.file, line: w.line, message: `${w.what}: its error is never read` })),
        ],
      },
    });
  }
  for (const f of e.fireAndForget) {
    out.push({
      ranges: [[f.file, f.line, f.node.getEndLineNumber()]],
      key: `unawaited|${f.scheduled ?? (f.answeredFirst ? 'answered-first' : '')}|${f.callee}`,
      at: f.node,
      ...(f.answeredFirst ? {} : { acknowledges: { node: f.node, file: f.file } }),
      finding: {
        file: f.file,
        line: f.line,
        message: f.scheduled
          ? `The Stripe webhook ${name} hands the processing of the event to ${f.scheduled}(), which runs it after the 2xx is sent, so a failure of that work is never retried.`
          : f.answeredFirst
            ? `The Stripe webhook ${name} answers 2xx before running ${f.callee}(), so a failure of that work is never retried.`
            : `The Stripe webhook ${name} starts ${f.callee}() without awaiting it and answers 2xx, so a failure of that work is never retried.`,
        fix: f.scheduled
          ? `Await the work before answering in ${f.file} (and answer 500 when it fails), or hand the event to a durable queue and answer once it is queued.`
          : `Await ${f.callee}() before answering (and answer 500 when it fails), or hand the event to a durable queue (\`await queue.add(...)\`) and answer after that succeeded.`,
        related: [handlerRel],
      },
    });
  }
  return out;
}

type Rel = RuleFinding['related'];

/** The status lines of answers, as touch ranges. */
const linesOf = (outcomes: Outcome[]): [string, number, number][] =>
  outcomes.flatMap((o) => (o.kind === 'none' ? [] : [[o.file, o.line, o.line] as [string, number, number]]));

/**
 * The gap of a catch, if it has one. Its expression at fault is the status it answers (for
 * an acknowledged failure, the success response), or the try/catch that swallows the
 * error: changing only the catch's logging or message does not touch it.
 */
function catchFinding(
  c: CatchInfo,
  name: string,
  handlerRel: NonNullable<Rel>[number],
): Omit<Candidate, 'at'> | undefined {
  const catchLines: [string, number, number] = [c.file, c.catchLine, c.catchLine];
  const tryLines: [string, number, number] = [c.file, c.line, c.line];
  const answered = c.outcomes.filter((o) => o.kind !== 'none');
  if (c.covers === 'verification') {
    const server = answered.find(is5xx);
    if (!server || server.kind !== 'status') return undefined;
    const finding: RuleFinding = {
      file: server.file,
      line: server.line,
      message: `The Stripe webhook ${name} answers ${server.status} when the signature does not verify; the delivery is forged or the signing secret is wrong, and retrying cannot fix either.`,
      fix: `Answer 400 when constructEvent throws in ${c.file}, and keep 5xx for failures while processing a verified event.`,
      related: [handlerRel],
    };
    return { finding, ranges: linesOf([server]), key: `signature-5xx|${server.status}` };
  }
  const where = c.within
    ? `${c.within.name ?? 'a function'}() in ${c.within.file}, which the handler awaits,`
    : undefined;
  const related = [
    handlerRel,
    ...(c.within
      ? [
          {
            file: c.within.file,
            line: c.within.line,
            message: `${c.within.name ?? 'the function'} runs while the event is processed`,
          },
        ]
      : []),
  ];
  if (!answered.some(isError)) {
    const ack = answered.find(isSuccess);
    if (ack && ack.kind === 'status') {
      const finding: RuleFinding = {
        file: ack.file,
        line: ack.line,
        message: `The Stripe webhook ${name} catches errors from processing the event and still answers ${ack.status}, so Stripe never redelivers an event whose processing failed.`,
        fix: `In the catch block in ${c.file}, answer 500 (e.g. \`res.status(500).json({ error: 'processing_failed' })\`) or rethrow, so that Stripe retries; keep the processing idempotent.`,
        related,
      };
      return { finding, ranges: [...linesOf([ack]), tryLines, catchLines], key: `acknowledged|${ack.status}` };
    }
    if (answered.length === 0 && c.after && isSuccess(c.after) && c.after.kind === 'status') {
      const finding: RuleFinding = {
        file: c.file,
        line: c.catchLine,
        message: where
          ? `A failure while processing the event is caught in ${where} and only logged, so the Stripe webhook ${name} carries on and answers ${c.after.status}, and Stripe never redelivers the event.`
          : `The Stripe webhook ${name} catches errors from processing the event, carries on and answers ${c.after.status}, so Stripe never redelivers an event whose processing failed.`,
        fix: where
          ? `Rethrow from the catch block in ${c.file} (after logging), so that the webhook answers 5xx and Stripe retries the event.`
          : `Rethrow or answer 500 from the catch block in ${c.file}, so that Stripe retries the event.`,
        related: [...related, { file: c.after.file, line: c.after.line, message: `answers ${c.after.status} here` }],
      };
      return {
        finding,
        ranges: [tryLines, catchLines, ...linesOf([c.after])],
        key: `swallowed|${c.within ? (enclosingName(c.node) ?? c.within.name ?? '') : ''}|${c.after.status}`,
      };
    }
    return undefined;
  }
  if (answered.every(is4xx)) {
    const first = answered[0];
    const status = first.kind === 'status' ? first.status : 400;
    const line = first.kind === 'status' ? first.line : c.catchLine;
    const both = c.covers === 'both';
    const finding: RuleFinding = {
      file: first.kind === 'status' ? first.file : c.file,
      line,
      message: both
        ? `The Stripe webhook ${name} verifies and processes the event in one try block whose catch answers ${status}: a failure of its own while processing a valid event is answered as if Stripe had sent a bad request, and hides among the rejected deliveries.`
        : `The Stripe webhook ${name} answers ${status} when processing a verified event fails: a 4xx tells Stripe the request was malformed, and the handler's own failure hides among rejected deliveries.`,
      fix: both
        ? `Keep only constructEvent in the try block that answers 400, and wrap the processing in its own try/catch that answers 500 (or rethrows).`
        : `Answer 500 (or rethrow) in ${c.file} when processing fails; keep 4xx for deliveries whose signature or payload is invalid.`,
      related,
    };
    return { finding, ranges: linesOf(answered), key: `processing-4xx|${status}|${c.covers}` };
  }
  return undefined;
}

/**
 * The name of the function a catch is written in (`refundDeadOrder`), whichever function the
 * search reached it through: the same gap on both branches has the same key, however far the
 * bounded search from the handler went on each.
 */
function enclosingName(node: Node): string | undefined {
  for (let n = node.getParent(); n; n = n.getParent()) {
    if (!isFunctionLike(n)) continue;
    const name = functionName(n);
    if (name) return name;
  }
  return undefined;
}
