import type { Rule, RuleFinding } from '../../core/types';
import { checkParams } from '../../extractors/stripe/contract';
import { StripeMockClient } from '../../extractors/stripe/mock';
import { judgedCalls } from '../../extractors/stripe/sites';

const ID = 'stripe/mock-rejected';

/**
 * With a stripe-mock server configured (`--stripe-mock URL`, Action input
 * `stripe-mock-url`), replays each Stripe call of changed code with its statically known
 * params (unknown values filled by type) and reports the calls stripe-mock rejects.
 */
export const mockRejected: Rule = {
  meta: {
    id: ID,
    description:
      'stripe-mock rejects a Stripe call of the changed code, replayed with its statically known parameters.',
    defaultSeverity: 'blocking',
  },
  async check(ctx) {
    const url = ctx.options.stripeMockUrl;
    if (!url) return [];
    const calls = judgedCalls(ctx, ID).filter((c) =>
      ctx.changes.touches(c.site.file, c.site.line, c.site.call.getEndLineNumber()),
    );
    if (calls.length === 0) return [];
    let client: StripeMockClient;
    try {
      client = new StripeMockClient(url);
    } catch (err) {
      ctx.note(`stripe-mock at ${url} was not reachable: ${(err as Error).message}; Stripe calls were not replayed.`);
      return [];
    }
    const findings: RuleFinding[] = [];
    for (const call of calls) {
      const result = await client.replay(call.table, {
        path: call.site.path,
        ids: call.ids,
        params: call.params,
        options: call.options,
      });
      const where = `stripe-mock at ${url}: stripe.${call.site.path}() in ${call.site.file}:${call.site.line}`;
      if (result.kind === 'unreachable') {
        // Said once; the rest of the run goes on without the mock.
        ctx.note(`stripe-mock at ${url} was not reachable: ${result.reason}; Stripe calls were not replayed.`);
        return findings;
      }
      if (result.kind === 'skipped') {
        ctx.note(`${where} was not replayed: ${result.reason}.`);
        continue;
      }
      if (result.kind === 'disputed') {
        ctx.note(
          `${where}: stripe-mock answered ${result.status} "${result.message}", but the API of ${call.version.short} accepts ${
            result.param ? `\`${result.param}\`` : 'the parameters'
          } as sent; stripe-mock's OpenAPI spec is of another API version, so this is not reported.`,
        );
        continue;
      }
      if (result.kind === 'accepted') {
        if (result.note) ctx.note(`${where}: ${result.note}.`);
        continue;
      }
      // stripe-mock does not name an unknown parameter: the type-level check does.
      const unknown = checkParams(call.version.major, call.site.path, call.params).filter(
        (p) => p.kind === 'unknown-param',
      );
      const named =
        unknown.length > 0
          ? ` Unknown parameter${unknown.length > 1 ? 's' : ''}: ${unknown
              .map((p) => `\`${p.param}\`${p.suggestion ? ` (did you mean \`${p.suggestion}\`?)` : ''}`)
              .join(', ')}.`
          : result.param
            ? ` Parameter: \`${result.param}\`.`
            : '';
      findings.push({
        file: call.site.file,
        line: call.site.line,
        column: call.site.column,
        message: `stripe-mock rejected stripe.${call.site.path}() with ${result.status}: "${result.message}".${named}`,
        fix:
          unknown.length > 0 && unknown[0].suggestion
            ? `Rename \`${unknown[0].param}\` to \`${unknown[0].suggestion}\` in the stripe.${call.site.path}() call in ${call.site.file}, then replay against stripe-mock again.`
            : `Change the parameters of the stripe.${call.site.path}() call in ${call.site.file} so the Stripe API accepts them (see stripe-mock's message), then replay against stripe-mock again.`,
        related: unknown
          .filter((p) => p.line !== undefined && p.line !== call.site.line)
          .map((p) => ({ file: call.site.file, line: p.line as number, message: `\`${p.param}\` is passed here` })),
      });
    }
    return findings;
  },
};
