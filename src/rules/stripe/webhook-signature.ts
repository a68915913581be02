import type { Rule, RuleFinding } from '../../core/types';
import { webhookEndpointsAffectedBy, type WebhookEndpoint } from '../../extractors/webhooks';

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
    const { changes } = ctx;
    const findings: RuleFinding[] = [];
    const seen = new Set<string>();
    const push = (f: RuleFinding) => {
      const key = `${f.file}:${f.line}:${f.message}`;
      if (!seen.has(key)) {
        seen.add(key);
        findings.push(f);
      }
    };
    for (const e of webhookEndpointsAffectedBy(ctx.workspace)) {
      if (e.verifications.length === 0) {
        if (!changes.touches(e.file, e.node.getStartLineNumber(), e.node.getEndLineNumber())) continue;
        push(unverified(e));
        continue;
      }
      for (const p of e.problems) {
        // Touched when the PR wrote the expression at fault, the verification call, or the mount.
        const touched =
          changes.touches(p.file, p.line, p.node.getEndLineNumber()) ||
          p.related.some((r) => changes.touches(r.file, r.line));
        if (!touched) continue;
        push({ file: p.file, line: p.line, message: p.message, fix: p.fix, related: p.related });
      }
    }
    return findings;
  },
};

function unverified(e: WebhookEndpoint): RuleFinding {
  const route = e.path ? `${e.method} ${e.path}` : (e.name ?? 'handler');
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
