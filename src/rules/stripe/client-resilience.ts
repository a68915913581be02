import type { Rule, RuleFinding, TextEdit } from '../../core/types';
import {
  numericValue,
  objectProperty,
  resolveObject,
  stripeClients,
  PAYMENT_MOVING,
  type StripeClientSite,
} from '../../extractors/stripe/clients';
import { callName, changedSourceFiles, changedStripeCalls, touchesNode } from '../../extractors/stripe/scope';
import { stripeVersionFor } from '../../extractors/stripe/version';
import { addArgument, addProperty, replaceNode } from '../../extractors/code/edits';

/** Longer than this, a hung Stripe request outlives the HTTP request that waits for it. */
const MAX_TIMEOUT_MS = 80_000;

/**
 * A Stripe client that does not retry network failures (or waits too long), or a
 * money-moving call that switches retries off.
 */
export const clientResilience: Rule = {
  meta: {
    id: 'stripe/client-resilience',
    description: 'The Stripe client does not retry network failures, or waits too long for a response.',
    defaultSeverity: 'warning',
    agentSeverity: 'blocking',
  },
  check(ctx) {
    const view = ctx.workspace.head;
    const findings: RuleFinding[] = [];
    for (const file of changedSourceFiles(ctx)) {
      for (const client of stripeClients(view, file)) {
        const config = client.config;
        const retries = config ? objectProperty(config, 'maxNetworkRetries') : undefined;
        const timeout = config ? objectProperty(config, 'timeout') : undefined;
        if (retries && client.maxNetworkRetries === 0 && touchesNode(ctx, file, retries.getParent())) {
          findings.push({
            file,
            line: retries.getStartLineNumber(),
            message:
              'The Stripe client is constructed with maxNetworkRetries: 0, so a request that hits a network error or timeout fails instead of being retried (safely, with its idempotency key).',
            fix: `Remove maxNetworkRetries: 0 from the Stripe client in ${file} (or set it to 2), and keep idempotency keys on creates so retries cannot duplicate them.`,
            edits: [replaceNode(file, retries, '2')],
          });
        }
        if (!retries && !client.configSpread && !client.configOpaque) {
          const version = stripeVersionFor(view, file);
          const touched =
            ctx.changes.touches(file, client.line) || (config !== undefined && touchesNode(ctx, file, config));
          if (version.defaultMaxNetworkRetries === 0 && touched) {
            findings.push({
              file,
              line: client.line,
              message: `The Stripe client is constructed without maxNetworkRetries, and the project's ${version.description} does not retry failed requests by default (retries became the default in v13).`,
              fix: `Add maxNetworkRetries: 2 to the Stripe client's config in ${file} (or upgrade the stripe package to v17 or later, where 2 is the default).`,
              edits: retriesEdit(file, client),
              related: version.sourceFile
                ? [{ file: version.sourceFile, line: 1, message: `resolves ${version.description}` }]
                : [],
            });
          }
        }
        if (
          timeout &&
          client.timeout !== undefined &&
          client.timeout > MAX_TIMEOUT_MS &&
          touchesNode(ctx, file, timeout.getParent())
        ) {
          findings.push({
            file,
            line: timeout.getStartLineNumber(),
            message: `The Stripe client waits ${Math.round(client.timeout / 1000)} s for a response (timeout: ${timeout.getText()}), longer than a checkout request can hang before the customer or the proxy gives up.`,
            fix: `Lower the Stripe client's timeout in ${file} to 80 s or less (the SDK default is 80 000 ms) and rely on maxNetworkRetries to retry.`,
            edits: [replaceNode(file, timeout, '80000')],
          });
        }
      }
    }
    for (const site of changedStripeCalls(ctx)) {
      if (!PAYMENT_MOVING.has(site.path) || !site.options) continue;
      const options = resolveObject(site.options);
      const retries = options ? objectProperty(options, 'maxNetworkRetries') : undefined;
      if (!retries || numericValue(retries) !== 0 || !touchesNode(ctx, site.file, retries.getParent())) continue;
      findings.push({
        file: site.file,
        line: retries.getStartLineNumber(),
        message: `${callName(site)} switches network retries off (maxNetworkRetries: 0), so a timeout leaves the payment's outcome unknown instead of being retried with the same idempotency key.`,
        fix: `Remove maxNetworkRetries: 0 from the request options of ${callName(site)} and pass an idempotencyKey, so the SDK can retry it safely.`,
        edits: [replaceNode(site.file, retries, '2')],
      });
    }
    return findings;
  },
};

/** `maxNetworkRetries: 2` in the client's config object, or a config argument that holds it. */
function retriesEdit(file: string, client: StripeClientSite): TextEdit[] | undefined {
  if (client.config) return [addProperty(file, client.config, 'maxNetworkRetries: 2')];
  if (client.node.getArguments().length !== 1) return undefined;
  const edit = addArgument(file, client.node, '{ maxNetworkRetries: 2 }');
  return edit ? [edit] : undefined;
}
