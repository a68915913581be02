import type { Rule, RuleContext, RuleFinding } from '../../core/types';
import { checkParams, missingField, type ContractProblem } from '../../extractors/stripe/contract';
import { ownerText, resultReads, SDK_FIELDS } from '../../extractors/stripe/reads';
import { fieldReplacement } from '../../extractors/stripe/replacements';
import { judgedCalls, type JudgedCall } from '../../extractors/stripe/sites';
import { KNOWN_MAJORS } from '../../extractors/stripe/table';

const ID = 'stripe/api-contract';

/**
 * Stripe calls in changed code checked against the API table of the project's `stripe`
 * major: every unknown, mistyped, out-of-enum or missing parameter, and reads of fields
 * the returned object does not have.
 */
export const apiContract: Rule = {
  meta: {
    id: ID,
    description: "A Stripe call passes parameters, or reads response fields, that the stripe package's types reject.",
    defaultSeverity: 'blocking',
  },
  check(ctx) {
    const findings: RuleFinding[] = [];
    for (const call of judgedCalls(ctx, ID)) {
      findings.push(...paramFindings(ctx, call), ...fieldFindings(ctx, call));
    }
    return findings;
  },
};

function paramFindings(ctx: RuleContext, call: JudgedCall): RuleFinding[] {
  const { site } = call;
  const problems = checkParams(call.version.major, site.path, call.params);
  const callLine = site.line;
  const paramsStart = site.params?.getStartLineNumber() ?? callLine;
  return problems
    .map((p) => (p.kind === 'unknown-param' ? laterParam(call, p) : p))
    .filter((p) =>
      p.kind === 'missing-required'
        ? // A required parameter missing is the PR's doing when it wrote the call or its params' opening.
          ctx.changes.touches(site.file, callLine, paramsStart)
        : ctx.changes.touches(site.file, p.line ?? callLine),
    )
    .map((p) => ({
      file: site.file,
      line: p.line ?? callLine,
      message: `stripe.${site.path}(): ${p.message} [${call.version.short}]`,
      fix: fixFor(p, site.path, site.file),
      related:
        p.line !== undefined && p.line !== callLine
          ? [{ file: site.file, line: callLine, message: `the stripe.${site.path}() call` }]
          : [],
    }));
}

/** An unknown parameter that a newer major of the `stripe` package declares (an upgrade away, not a typo). */
interface LaterParam extends ContractProblem {
  kind: 'unknown-param';
  /** The first newer major whose types take the call's params without this problem. */
  since: number;
}

/**
 * An unknown parameter, said as one the project's `stripe` major lacks when a newer major
 * the gate knows takes it (`saved_payment_method_options` on stripe 14, declared from 15):
 * the nearest name of the old major is then no fix.
 */
function laterParam(call: JudgedCall, p: ContractProblem): ContractProblem | LaterParam {
  const { site, params, version } = call;
  const since = [...KNOWN_MAJORS]
    .reverse()
    .find(
      (m) =>
        m > version.major && !checkParams(m, site.path, params).some((q) => q.kind === p.kind && q.param === p.param),
    );
  if (since === undefined) return p;
  return {
    kind: 'unknown-param',
    param: p.param,
    line: p.line,
    since,
    message: `\`${p.param}\` is not a parameter stripe ${version.major} declares here; the stripe package declares it from major ${since} on.`,
  };
}

function fixFor(p: ContractProblem | LaterParam, path: string, file: string): string {
  if ('since' in p)
    return `Upgrade the \`stripe\` package to ${p.since} or later (the first major that has \`${p.param}\`), or remove \`${p.param}\` from the stripe.${path}() call in ${file}.`;
  switch (p.kind) {
    case 'unknown-param':
      return p.suggestion
        ? `Rename \`${p.param}\` to \`${lastSegment(p.param, p.suggestion)}\` in the stripe.${path}() call in ${file}.`
        : `Remove \`${p.param}\` from the stripe.${path}() call in ${file}, or use the parameter the Stripe API reference lists for it.`;
    case 'invalid-enum':
      return p.suggestion
        ? `Set \`${p.param}\` to '${p.suggestion}' (or another allowed value) in the stripe.${path}() call in ${file}.`
        : `Set \`${p.param}\` to one of the allowed values in the stripe.${path}() call in ${file}.`;
    case 'wrong-type':
      return `Pass \`${p.param}\` with the type Stripe expects in the stripe.${path}() call in ${file} (for example a number, not a numeric string, for amounts).`;
    case 'missing-required':
      return `Add the required parameter \`${p.param}\` to the stripe.${path}() call in ${file}.`;
  }
}

/** `payment_method_options.card.confirm_methd` + `confirm_method` → `payment_method_options.card.confirm_method`. */
function lastSegment(param: string, suggestion: string): string {
  const i = param.lastIndexOf('.');
  return i < 0 ? suggestion : `${param.slice(0, i + 1)}${suggestion}`;
}

/** Reads of fields the returned object does not have, at any depth: `pi.charges`, `const { charges } = pi`. */
function fieldFindings(ctx: RuleContext, call: JudgedCall): RuleFinding[] {
  const returns = call.entry.returns;
  if (returns === undefined) return [];
  const findings: RuleFinding[] = [];
  const seen = new Set<string>();
  for (const read of resultReads(call.site)) {
    if (SDK_FIELDS.has(read.steps[0].field)) continue;
    const miss = missingField(
      call.table,
      returns,
      read.steps.map((s) => s.field),
    );
    if (!miss) continue;
    const step = read.steps[miss.step];
    const key = `${step.line}:${step.text}`;
    if (seen.has(key) || !ctx.changes.touches(call.site.file, step.line)) continue;
    seen.add(key);
    const near = fieldReplacement({ at: call.table }, miss, step.field);
    const owner = ownerText(miss, read.steps, call.site.path);
    findings.push({
      file: call.site.file,
      line: step.line,
      message:
        `\`${step.text}\` reads \`${step.field}\`, which ${owner} does not have in ${call.version.short}` +
        (near ? `; use \`${near}\` instead.` : '.'),
      fix: near
        ? `Read \`${near}\` instead of \`${step.field}\` in ${call.site.file} (expand it with \`expand: ['${near.split(/[.[]/)[0]}']\` if you need the object, not its id).`
        : `Remove the read of \`${step.field}\` in ${call.site.file}; the object has no such field in this API version.`,
      related: [
        {
          file: call.site.file,
          line: call.site.line,
          message: `the value comes from this stripe.${call.site.path}() call`,
        },
      ],
    });
  }
  return findings;
}
