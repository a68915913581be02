import type { Rule, RuleFinding } from '../../core/types';
import { objectProperty, stripeClients } from '../../extractors/stripe/clients';
import { changedSourceFiles } from '../../extractors/stripe/scope';
import { stripeVersionFor } from '../../extractors/stripe/version';

/**
 * A Stripe client without a pinned apiVersion, or pinned to a version other than the
 * one the project's stripe package is typed for (responses would not match the types).
 */
export const apiVersion: Rule = {
  meta: {
    id: 'stripe/api-version',
    description:
      "The Stripe client is constructed without apiVersion, or with one other than the project's stripe package is built for.",
    defaultSeverity: 'notice',
  },
  check(ctx) {
    const view = ctx.workspace.head;
    const findings: RuleFinding[] = [];
    for (const file of changedSourceFiles(ctx)) {
      for (const client of stripeClients(view, file)) {
        const version = stripeVersionFor(view, file);
        const pinned = version.apiVersion;
        const related = version.sourceFile
          ? [{ file: version.sourceFile, line: 1, message: `resolves ${version.description}` }]
          : [];
        const prop = client.config ? objectProperty(client.config, 'apiVersion') : undefined;
        if (!prop) {
          if (client.configSpread || client.configOpaque || !ctx.changes.touches(file, client.line)) continue;
          findings.push({
            file,
            line: client.line,
            message: `The Stripe client is constructed without apiVersion, so its requests use ${
              version.major >= 12 ? `the SDK's pinned version` : "the account's default API version"
            } rather than one the code was written and tested against (${version.description}${pinned ? ` is built for ${pinned}` : ''}).`,
            fix: pinned
              ? `Add apiVersion: '${pinned}' to the Stripe client's config in ${file}.`
              : `Add an explicit apiVersion to the Stripe client's config in ${file}, matching the stripe package's types.`,
            related,
          });
          continue;
        }
        if (client.apiVersion === undefined || !pinned || client.apiVersion === pinned) continue;
        if (!ctx.changes.touches(file, prop.getStartLineNumber(), prop.getEndLineNumber())) continue;
        findings.push({
          file,
          line: prop.getStartLineNumber(),
          message: `The Stripe client pins apiVersion '${client.apiVersion}', but the project's ${version.description} is built for '${pinned}': responses will not match the package's types.`,
          fix: `Set apiVersion to '${pinned}' in ${file} (after checking Stripe's API changelog between the two versions), or install the stripe release built for '${client.apiVersion}'.`,
          related,
        });
      }
    }
    return findings;
  },
};
