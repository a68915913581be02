import type { Related, Rule, RuleContext, RuleFinding } from '../../core/types';
import { stripeCalls, type StripeCallSite } from '../../extractors/stripe/clients';
import { checkParams, missingField, type ArgValue, type ContractProblem } from '../../extractors/stripe/contract';
import { ownerText, resultReads, SDK_FIELDS } from '../../extractors/stripe/reads';
import {
  fieldReplacement,
  methodReplacement,
  paramReplacement,
  shapeHolding,
} from '../../extractors/stripe/replacements';
import { callParams } from '../../extractors/stripe/sites';
import { stripeTable, type StripeTable } from '../../extractors/stripe/table';
import {
  contractMayChange,
  majorsBetween,
  stripeCodeFiles,
  stripeLine,
  upgradeOf,
  type Upgrade,
} from '../../extractors/stripe/upgrade';
import { pinnedApiVersion } from '../../extractors/stripe/version';

const ID = 'stripe/upgrade-breaks';

/**
 * A pull request that moves the project to another stripe major (or its clients to
 * another pinned apiVersion) breaks code it does not touch: every Stripe call and every
 * read of a returned object in the head tree is checked against the new version, and
 * what the old version accepted and the new one does not is a finding at that place.
 * Nothing is read unless the change moves a version; then only files that mention Stripe.
 */
export const upgradeBreaks: Rule = {
  meta: {
    id: ID,
    description:
      'The PR moves the project to another stripe major or pinned apiVersion, and code anywhere in the repository passes a parameter or reads a field the new version no longer has.',
    defaultSeverity: 'blocking',
  },
  check(ctx) {
    if (!contractMayChange(ctx)) return [];
    const ws = ctx.workspace;
    const findings: RuleFinding[] = [];
    for (const file of stripeCodeFiles(ws)) {
      const upgrade = upgradeOf(ctx, file);
      if (!upgrade) continue;
      let sites: StripeCallSite[];
      try {
        sites = stripeCalls(ws.head, file);
      } catch (err) {
        // A file the pull request may not touch: said, not held against the change.
        ctx.note(`${ID}: ${file} was not checked: its Stripe calls could not be read (${(err as Error).message}).`);
        continue;
      }
      const related = upgradeRelated(ctx, upgrade);
      const seen = new Set<string>();
      for (const site of sites) {
        for (const f of breaksAt(ctx, site, upgrade, related)) {
          const key = `${f.line}:${f.message}`;
          if (seen.has(key)) continue;
          seen.add(key);
          findings.push(f);
        }
      }
    }
    return findings;
  },
};

/** The place that moved the version: the manifest or lockfile line naming stripe. */
function upgradeRelated(ctx: RuleContext, u: Upgrade): Related[] {
  const at = stripeLine(ctx.workspace.head, u.to.version.file ?? u.to.version.manifest);
  return at ? [{ ...at, message: `moves the project from ${u.from.label} to ${u.to.label}` }] : [];
}

function breaksAt(ctx: RuleContext, site: StripeCallSite, u: Upgrade, related: Related[]): RuleFinding[] {
  const before = u.from.table.method(site.path);
  if (!before) return []; // not a call the old version knew: not this rule's
  const after = u.to.table.method(site.path);
  // Lines the pull request wrote are stripe/api-contract's, judged against the new version.
  const untouched = (line: number) => !ctx.changes.touches(site.file, line);
  if (!after) {
    if (!untouched(site.line)) return [];
    const gone = firstMajor(u, (t) => !t.method(site.path));
    const at = gone ?? u.to.table;
    const instead = methodReplacement(site.path, at, tableBefore(u, at));
    return [
      {
        file: site.file,
        line: site.line,
        message:
          `stripe.${site.path}() does not exist ${since(u, gone)}: this pull request moves the project from ${u.from.label} to ${u.to.label}` +
          (instead ? `; use stripe.${instead}() instead.` : '.'),
        fix: instead
          ? `Call stripe.${instead}() instead of stripe.${site.path}() in ${site.file} (its parameters differ: see the Stripe API reference), or keep the project on stripe ${u.from.major}.`
          : `Replace the stripe.${site.path}() call in ${site.file} with the API the Stripe changelog names for it ${since(u, gone)}, or keep the project on stripe ${u.from.major}.`,
        related,
      },
    ];
  }
  const params = callParams(site, before);
  return [
    ...paramBreaks(site, u, params, related).filter((f) => untouched(f.line)),
    ...readBreaks(site, u, related).filter((f) => untouched(f.line)),
  ];
}

const problemKey = (p: ContractProblem) => `${p.kind}:${p.param}`;

function paramBreaks(
  site: StripeCallSite,
  u: Upgrade,
  params: ArgValue | undefined,
  related: Related[],
): RuleFinding[] {
  const already = new Set(checkParams(u.from.major, site.path, params).map(problemKey));
  return checkParams(u.to.major, site.path, params)
    .filter((p) => !already.has(problemKey(p)))
    .map((p) => {
      const changed = firstMajor(u, (t) =>
        checkParams(t.major, site.path, params).some((q) => problemKey(q) === problemKey(p)),
      );
      const instead = p.kind === 'unknown-param' ? removedParamReplacement(site, u, changed, p.param) : p.suggestion;
      const what =
        p.kind === 'unknown-param'
          ? `\`${p.param}\` is ${upgrading(u) ? 'no longer' : 'not'} a parameter of stripe.${site.path}() ${since(u, changed)}`
          : p.kind === 'missing-required'
            ? `\`${p.param}\` is required by stripe.${site.path}() ${since(u, changed)}`
            : `stripe.${site.path}() changed \`${p.param}\` ${since(u, changed)}: ${p.message}`;
      return {
        file: site.file,
        line: p.line ?? site.line,
        message:
          `${what}; this pull request moves the project from ${u.from.label} to ${u.to.label}` +
          (instead ? `. Use \`${instead}\` instead.` : '.'),
        fix: paramFix(p, site, u, instead),
        related: [...related, ...callRelated(site, p.line)],
      };
    });
}

function paramFix(p: ContractProblem, site: StripeCallSite, u: Upgrade, instead: string | undefined): string {
  const where = `the stripe.${site.path}() call in ${site.file}`;
  const orKeep = `, or keep the project on stripe ${u.from.major}`;
  switch (p.kind) {
    case 'unknown-param':
      return instead
        ? `Replace \`${p.param}\` with \`${instead}\` in ${where}${orKeep}.`
        : `Remove \`${p.param}\` from ${where} and use what the Stripe changelog names for it${orKeep}.`;
    case 'missing-required':
      return `Pass \`${p.param}\` in ${where}${orKeep}.`;
    case 'invalid-enum':
      return `Set \`${p.param}\` to a value the new version accepts${instead ? ` ('${instead}')` : ''} in ${where}${orKeep}.`;
    case 'wrong-type':
      return `Pass \`${p.param}\` with the type the new version declares in ${where}${orKeep}.`;
  }
}

/** What the declarations say replaces a removed parameter, or one added where it went. */
function removedParamReplacement(
  site: StripeCallSite,
  u: Upgrade,
  changed: StripeTable | undefined,
  param: string,
): string | undefined {
  const name = param.replace(/^.*\./, '').replace(/\[\d+\]$/, '');
  const at = changed ?? u.to.table;
  const before = tableBefore(u, at);
  const shapeIn = (t: StripeTable | undefined) => t && shapeHolding(t, t.method(site.path)?.params ?? null, param);
  const instead = paramReplacement({ at, before }, shapeIn(at), shapeIn(before), name);
  return instead && param.includes('.') ? `${param.slice(0, param.lastIndexOf('.') + 1)}${instead}` : instead;
}

/** The major before `at` in the direction of the change. */
function tableBefore(u: Upgrade, at: StripeTable): StripeTable | undefined {
  return stripeTable(at.major + (upgrading(u) ? -1 : 1));
}

const upgrading = (u: Upgrade) => u.to.major > u.from.major;

function readBreaks(site: StripeCallSite, u: Upgrade, related: Related[]): RuleFinding[] {
  const fromReturns = u.from.table.method(site.path)?.returns;
  const toReturns = u.to.table.method(site.path)?.returns;
  if (fromReturns === undefined || toReturns === undefined) return [];
  const findings: RuleFinding[] = [];
  for (const read of resultReads(site)) {
    if (SDK_FIELDS.has(read.steps[0].field)) continue;
    const steps = read.steps.map((s) => s.field);
    const after = missingField(u.to.table, toReturns, steps);
    if (!after) continue;
    const before = missingField(u.from.table, fromReturns, steps);
    if (before && before.step <= after.step) continue; // already a read of nothing
    const step = read.steps[after.step];
    const changed = firstMajor(u, (t) => {
      const returns = t.method(site.path)?.returns;
      return returns !== undefined && missingField(t, returns, steps)?.step === after.step;
    });
    const at = changed ?? u.to.table;
    const missAt = missingField(at, at.method(site.path)?.returns ?? 0, steps);
    const instead = fieldReplacement({ at, before: tableBefore(u, at) }, missAt ?? after, step.field);
    findings.push({
      file: site.file,
      line: step.line,
      message:
        `\`${step.text}\` reads \`${step.field}\`, which ${ownerText(after, read.steps, site.path)} ${upgrading(u) ? 'no longer has' : 'does not have'} ${since(u, changed)}: ` +
        `this pull request moves the project from ${u.from.label} to ${u.to.label}` +
        (instead ? `; use \`${instead}\` instead.` : '.'),
      fix: instead
        ? `Read \`${instead}\` instead of \`${step.field}\` in ${site.file} (with \`expand: ['${instead.split(/[.[]/)[0]}']\` where you need the object, not its id), or keep the project on stripe ${u.from.major}.`
        : `Remove the read of \`${step.field}\` in ${site.file} or replace it with what the Stripe changelog names ${since(u, changed)}, or keep the project on stripe ${u.from.major}.`,
      related: [...related, ...callRelated(site, step.line)],
    });
  }
  return findings;
}

/** The first major after the old one, toward the new one, where the predicate holds. */
function firstMajor(u: Upgrade, holds: (t: StripeTable) => boolean): StripeTable | undefined {
  for (const m of majorsBetween(u.from.major, u.to.major)) {
    const t = stripeTable(m);
    if (t && holds(t)) return t;
  }
  return undefined;
}

/**
 * "since stripe 11 (API 2022-11-15)": the API version of the major's first release, where
 * the change came; for a downgrade, "in stripe 10 (API 2022-08-01) and older".
 */
function since(u: Upgrade, t: StripeTable | undefined): string {
  if (!t) return 'in the new version';
  const api = pinnedApiVersion(`${t.major}.0.0`) ?? t.apiVersion;
  return upgrading(u) ? `since stripe ${t.major} (API ${api})` : `in stripe ${t.major} (API ${api}) and older`;
}

function callRelated(site: StripeCallSite, line: number | undefined): Related[] {
  return line !== undefined && line !== site.line
    ? [{ file: site.file, line: site.line, message: `the stripe.${site.path}() call` }]
    : [];
}
