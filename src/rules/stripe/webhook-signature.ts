import type { Rule, RuleFinding } from '../../core/types';
import { BaseGaps } from '../../extractors/code/counterparts';
import {
  baseEndpointsLike,
  endpointRouteName,
  webhookEndpointsAffectedBy,
  type WebhookEndpoint,
  type WebhookProblem,
} from '../../extractors/stripe/webhooks';
import type { TreeView } from '../../workspace/workspace';

/**
 * A Stripe webhook that does not verify the signature, or verifies something other
 * than the raw bytes Stripe signed, or verifies with a secret anyone can know.
 */
export const webhookSignature: Rule = {
  meta: {
    id: 'stripe/webhook-signature',
    description: 'A Stripe webhook does not verify the signature of the raw request body with a real secret.',
    defaultSeverity: 'blocking',
  },
  check(ctx) {
    const { changes, workspace } = ctx;
    const findings: RuleFinding[] = [];
    const seen = new Set<string>();
    const baseGaps = new BaseGaps();
    const push = (f: RuleFinding) => {
      const key = `${f.file}:${f.line}:${f.message}`;
      if (!seen.has(key)) {
        seen.add(key);
        findings.push(f);
      }
    };
    for (const e of webhookEndpointsAffectedBy(workspace)) {
      // The same webhook on the base branch: a gap it already had was not made by this PR,
      // and one it did not have was, wherever the lines the PR changed are.
      const base = baseEndpointsLike(workspace, e);
      const baseKeys = base.flatMap((b) => gapsOf(b).map((key) => ({ node: b.node, key })));
      if (e.verifications.length === 0) {
        if (baseGaps.excuses(baseKeys, UNVERIFIED)) continue;
        if (base.length === 0 && !changes.touches(e.file, e.node.getStartLineNumber(), e.node.getEndLineNumber()))
          continue;
        push(unverified(workspace.head, e));
        continue;
      }
      for (const p of e.problems) {
        if (baseGaps.excuses(baseKeys, problemKey(p), p.node)) continue;
        // Touched when the PR wrote the expression at fault, the verification call, or the mount.
        const touched =
          changes.touches(p.file, p.line, p.node.getEndLineNumber()) ||
          p.related.some((r) => changes.touches(r.file, r.line));
        if (!touched && base.length === 0) continue;
        push({ file: p.file, line: p.line, message: p.message, fix: p.fix, related: p.related, edits: p.edits });
      }
    }
    return findings;
  },
};

const UNVERIFIED = 'unverified';

function problemKey(p: WebhookProblem): string {
  return p.kind === 'weak-secret' ? `${p.kind}|${p.node.getText().replace(/\s+/g, '')}` : p.kind;
}

function gapsOf(e: WebhookEndpoint): string[] {
  return e.verifications.length === 0 ? [UNVERIFIED] : e.problems.map(problemKey);
}

function unverified(view: TreeView, e: WebhookEndpoint): RuleFinding {
  const route = endpointRouteName(view, e);
  const why = e.signals
    .filter((s) => s !== 'verification')
    .map((s) =>
      s === 'event-types'
        ? `handles ${[...new Set(e.events.map((ev) => ev.type))].slice(0, 3).join(', ')}`
        : s === 'signature-header'
          ? 'reads the stripe-signature header'
          : 'is named as a Stripe webhook',
    )
    .join(' and ');
  return {
    file: e.file,
    line: e.line,
    message: `The Stripe webhook ${route} (${why}) acts on the event without verifying its signature, so anyone who can reach the URL can forge events.`,
    fix: `In ${e.file}, build the event with \`stripe.webhooks.constructEvent(rawBody, req.headers['stripe-signature'], process.env.STRIPE_WEBHOOK_SECRET)\` on the raw request body and answer 400 when it throws; act only on the event it returns.`,
    related: e.events
      .slice(0, 1)
      .map((ev) => ({ file: ev.file, line: ev.line, message: `${ev.type} is handled here` })),
  };
}
