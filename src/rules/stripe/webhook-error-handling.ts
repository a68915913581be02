import type { Rule, RuleFinding } from '../../core/types';
import { isSuccess, webhookEndpointsAffectedBy, type Outcome, type WebhookEndpoint } from '../../extractors/webhooks';

/**
 * A Stripe webhook must answer 5xx (or throw) when processing a verified event fails,
 * so that Stripe redelivers it; and 2xx for event types it does not handle.
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
    for (const e of webhookEndpointsAffectedBy(workspace)) {
      for (const f of endpointFindings(e)) {
        const [file, start, end] = f.range;
        if (!changes.touches(file, start, end)) continue;
        const key = `${f.finding.file}:${f.finding.line}`;
        if (seen.has(key)) continue;
        seen.add(key);
        findings.push(f.finding);
      }
    }
    return findings;
  },
};

interface Candidate {
  finding: RuleFinding;
  /** The code whose change makes the PR responsible for it. */
  range: [string, number, number];
}

const is4xx = (o: Outcome) => o.kind === 'status' && o.status >= 400 && o.status < 500;
const isError = (o: Outcome) => o.kind === 'throw' || (o.kind === 'status' && o.status >= 400);

function endpointFindings(e: WebhookEndpoint): Candidate[] {
  const out: Candidate[] = [];
  const name = e.path ? `${e.method} ${e.path}` : (e.name ?? 'handler');
  const handlerRel = { file: e.file, line: e.line, message: `the Stripe webhook ${name}` };
  for (const c of e.catches) {
    if (c.covers === 'verification') continue;
    const range: [string, number, number] = [c.file, c.catchLine, c.node.getEndLineNumber()];
    const answered = c.outcomes.filter((o) => o.kind !== 'none');
    const ack = answered.find(isSuccess);
    if (ack && ack.kind === 'status') {
      out.push({
        range,
        finding: {
          file: ack.file,
          line: ack.line,
          message: `The Stripe webhook ${name} catches errors from processing the event and still answers ${ack.status}, so Stripe never redelivers an event whose processing failed.`,
          fix: `In the catch block, answer 500 (e.g. \`res.status(500).json({ error: 'processing_failed' })\`) or rethrow, so that Stripe retries; keep the processing idempotent.`,
          related: [handlerRel],
        },
      });
      continue;
    }
    if (answered.length === 0 && c.after && isSuccess(c.after) && c.after.kind === 'status') {
      out.push({
        range,
        finding: {
          file: c.file,
          line: c.catchLine,
          message: `The Stripe webhook ${name} catches errors from processing the event, carries on and answers ${c.after.status}, so Stripe never redelivers an event whose processing failed.`,
          fix: `Return a 500 from the catch block (or rethrow) so that Stripe retries the event.`,
          related: [{ file: c.after.file, line: c.after.line, message: `answers ${c.after.status} here` }, handlerRel],
        },
      });
      continue;
    }
    if (answered.length > 0 && answered.every(is4xx)) {
      const first = answered[0];
      const status = first.kind === 'status' ? first.status : 400;
      const both = c.covers === 'both';
      out.push({
        range,
        finding: {
          file: first.file,
          line: 'line' in first ? first.line : c.catchLine,
          message: both
            ? `The Stripe webhook ${name} verifies and processes the event in one try block whose catch answers ${status}, so a failure while processing a valid event is reported to Stripe as a bad request instead of a retryable error.`
            : `The Stripe webhook ${name} answers ${status} when processing a verified event fails; a processing failure should be a 5xx so that Stripe retries it.`,
          fix: both
            ? `Keep only constructEvent in the try block that answers 400, and wrap the processing in its own try/catch that answers 500 (or rethrows).`
            : `Answer 500 (or rethrow) when processing fails; keep 4xx for requests whose signature or payload is invalid.`,
          related: [handlerRel],
        },
      });
    }
  }
  for (const u of e.unhandled) {
    const bad = u.outcomes.find(isError);
    if (!bad || bad.kind === 'none' || bad.kind === 'unknown') continue;
    const what = bad.kind === 'throw' ? 'throws' : `answers ${bad.status}`;
    out.push({
      range: [u.file, u.line, u.node.getEndLineNumber()],
      finding: {
        file: u.file,
        line: u.line,
        message: `The Stripe webhook ${name} ${what} for event types it does not handle; Stripe retries those for days and may disable the endpoint.`,
        fix: `Acknowledge event types you do not handle with a 2xx (log and \`break\` in the default branch) and subscribe the endpoint only to the events you need.`,
        related: [handlerRel],
      },
    });
  }
  for (const f of e.fireAndForget) {
    out.push({
      range: [f.file, f.line, f.line],
      finding: {
        file: f.file,
        line: f.line,
        message: f.answeredFirst
          ? `The Stripe webhook ${name} answers 2xx before running ${f.callee}(), so a failure of that work is never retried.`
          : `The Stripe webhook ${name} starts ${f.callee}() without awaiting it and answers 2xx, so a failure of that work is never retried.`,
        fix: `Await ${f.callee}() before answering (and answer 500 when it fails), or hand the event to a durable queue (\`await queue.add(...)\`) and answer after that succeeded.`,
        related: [handlerRel],
      },
    });
  }
  return out;
}
