import type { RuleContext } from '../core/types';
import { stripeCalls, type StripeCallSite } from '../extractors/stripe';
import { isCodeFile } from '../workspace/workspace';
import type { ArgValue } from './contract';
import { describeArg } from './describe';
import { knownMajorsText, stripeTable, type MethodEntry, type StripeTable } from './table';
import { projectStripeVersion, type ProjectStripeVersion } from './project-version';

/** A Stripe call in changed code, with what the contract checks need to judge it. */
export interface JudgedCall {
  site: StripeCallSite;
  version: ProjectStripeVersion;
  table: StripeTable;
  entry: MethodEntry;
  /** The params as far as they are known; undefined when the call passes none. */
  params: ArgValue | undefined;
  /** Literal values of the leading id arguments. */
  ids: (string | undefined)[];
}

/**
 * The Stripe calls of the changed code files whose method the table of the project's
 * `stripe` major knows. A major without a table is said once in the report's notes.
 * Shared by stripe/api-contract and stripe/mock-rejected (memoised per run).
 */
export function judgedCalls(ctx: RuleContext, ruleId: string): JudgedCall[] {
  const view = ctx.workspace.head;
  const out: JudgedCall[] = [];
  for (const file of ctx.changes.headFiles()) {
    const path = file.path;
    if (!isCodeFile(path) || file.newCodeLines.length === 0) continue;
    if (ctx.workspace.isGenerated(path) || ctx.workspace.isIgnored(path)) continue;
    let sites: StripeCallSite[];
    try {
      sites = stripeCalls(view, path);
    } catch (err) {
      ctx.reportGap({ file: path, reason: `its Stripe calls could not be read (${(err as Error).message})` });
      continue;
    }
    if (sites.length === 0) continue;
    const version = projectStripeVersion(view, path);
    const table = stripeTable(version.major);
    if (!table) {
      ctx.note(
        `${ruleId}: skipped for ${path}: agent-gate has no Stripe API table for ${version.describe}; it knows ${knownMajorsText()}.`,
      );
      continue;
    }
    ctx.note(`Stripe calls were checked against ${version.describe}.`);
    for (const site of sites) {
      const entry = table.method(site.path);
      if (!entry) continue;
      out.push({
        site,
        version,
        table,
        entry,
        params: view.cached(`stripe-params:${path}:${site.call.getStart()}`, () =>
          site.params ? describeArg(site.params) : undefined,
        ),
        ids: idValues(site, entry),
      });
    }
  }
  return out;
}

function idValues(site: StripeCallSite, entry: MethodEntry): (string | undefined)[] {
  if (!site.idArg) return [];
  const args = site.call.getArguments();
  return entry.ids.map((_, i) => {
    const a = args[i] ? describeArg(args[i]) : undefined;
    return a?.kind === 'string' ? a.value : undefined;
  });
}
