import type { Node } from 'ts-morph';
import type { RuleContext } from '../../core/types';
import { REQUEST_OPTION_KEYS, stripeCalls, unwrap, type StripeCallSite } from './clients';
import { loadTsMorph } from '../../workspace/ts';
import { isCodeFile, type TreeView } from '../../workspace/workspace';
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
  /** The request options (`{ stripeAccount, idempotencyKey }`) as far as they are known. */
  options: ArgValue | undefined;
  /** Literal values of the leading id arguments. */
  ids: (string | undefined)[];
}

/** The Stripe calls of one file: judged against the table of the project's major, or not for want of one. */
export type FileCalls =
  | { version: ProjectStripeVersion; table: StripeTable; calls: JudgedCall[] }
  | { version: ProjectStripeVersion; table: undefined; calls: [] };

/**
 * The Stripe calls of one code file of a tree whose method the table of the project's
 * `stripe` major knows; undefined when the file makes no Stripe call. Throws when the
 * file's calls cannot be read.
 */
export function fileCalls(view: TreeView, path: string): FileCalls | undefined {
  const sites = stripeCalls(view, path);
  if (sites.length === 0) return undefined;
  const version = projectStripeVersion(view, path);
  const table = stripeTable(version.major);
  if (!table) return { version, table, calls: [] };
  const calls: JudgedCall[] = [];
  for (const site of sites) {
    const entry = table.method(site.path);
    if (!entry) continue;
    const args = argumentsAfterIds(site, entry);
    calls.push({
      site,
      version,
      table,
      entry,
      params: paramsOf(site, args.params),
      options: args.options ? describeArg(args.options) : undefined,
      ids: idValues(site, entry),
    });
  }
  return { version, table, calls };
}

/**
 * The Stripe calls of the changed code files whose method the table of the project's
 * `stripe` major knows. A major without a table is said once in the report's notes.
 * Shared by stripe/api-contract and stripe/mock-rejected (memoised per run).
 */
export function judgedCalls(ctx: RuleContext, ruleId: string): JudgedCall[] {
  const out: JudgedCall[] = [];
  for (const file of ctx.changes.headFiles()) {
    const path = file.path;
    if (!isCodeFile(path) || file.newCodeLines.length === 0) continue;
    if (ctx.workspace.isGenerated(path) || ctx.workspace.isIgnored(path)) continue;
    let found: FileCalls | undefined;
    try {
      found = fileCalls(ctx.workspace.head, path);
    } catch (err) {
      ctx.reportGap({ file: path, reason: `its Stripe calls could not be read (${(err as Error).message})` });
      continue;
    }
    if (!found) continue;
    if (!found.table) {
      ctx.note(
        `${ruleId}: skipped for ${path}: agent-gate has no Stripe API table for ${found.version.describe}; it knows ${knownMajorsText()}.`,
      );
      continue;
    }
    ctx.note(`Stripe calls were checked against ${found.version.describe}.`);
    out.push(...found.calls);
  }
  return out;
}

/**
 * The params and request options arguments. The extractor takes one leading id; a method
 * of a nested resource takes two (`customers.retrieveSource(customerId, id, params)`), and
 * its second id is not its params.
 */
function argumentsAfterIds(site: StripeCallSite, entry: MethodEntry): { params?: Node; options?: Node } {
  if (!site.idArg || entry.ids.length < 2) return { params: site.params, options: site.options };
  const rest = site.call.getArguments().slice(entry.ids.length);
  // stripe-node takes the options alone where the params are optional.
  if (rest.length === 1 && isRequestOptions(rest[0])) return { options: rest[0] };
  return { params: rest[0], options: rest[1] };
}

/** `{ stripeAccount: acct }`: an object literal of request options only. */
function isRequestOptions(node: Node): boolean {
  const { Node } = loadTsMorph();
  const obj = unwrap(node);
  if (!Node.isObjectLiteralExpression(obj) || obj.getProperties().length === 0) return false;
  return obj
    .getProperties()
    .every(
      (p) =>
        (Node.isPropertyAssignment(p) || Node.isShorthandPropertyAssignment(p)) && REQUEST_OPTION_KEYS.has(p.getName()),
    );
}

function idValues(site: StripeCallSite, entry: MethodEntry): (string | undefined)[] {
  if (!site.idArg) return [];
  const args = site.call.getArguments();
  return entry.ids.map((_, i) => {
    const a = args[i] ? describeArg(args[i]) : undefined;
    return a?.kind === 'string' ? a.value : undefined;
  });
}

/**
 * What a call's params say (the argument after its ids, as `entry` counts them), described
 * once per site: stripe/api-contract, stripe/mock-rejected and stripe/upgrade-breaks share it.
 */
export function callParams(site: StripeCallSite, entry: MethodEntry): ArgValue | undefined {
  return paramsOf(site, argumentsAfterIds(site, entry).params);
}

/** What a call site's params say, described once per site (sites are facts of their file). */
function paramsOf(site: StripeCallSite, params: Node | undefined): ArgValue | undefined {
  if (!describedParams.has(site)) describedParams.set(site, params ? describeArg(params) : undefined);
  return describedParams.get(site);
}

const describedParams = new WeakMap<StripeCallSite, ArgValue | undefined>();
