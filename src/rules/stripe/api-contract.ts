import type { Node } from 'ts-morph';
import type { Rule, RuleContext, RuleFinding } from '../../core/types';
import { checkParams, fieldExists, nearest, objectFields, type ContractProblem } from '../../stripe/contract';
import { judgedCalls, type JudgedCall } from '../../stripe/sites';
import { loadTsMorph } from '../../workspace/ts';

const ID = 'stripe/api-contract';

/** Fields every SDK response carries besides the object's own (`Stripe.Response<T>`). */
const SDK_FIELDS = new Set(['lastResponse', 'then', 'catch', 'toJSON']);

/** Well-known moves where the nearest name by spelling is not the answer. */
const MOVED_FIELDS: Record<string, Record<string, string>> = {
  PaymentIntent: { charges: 'latest_charge' },
  Invoice: { payment_intent: 'payments', subscription: 'parent.subscription_details.subscription', charge: 'payments' },
  Subscription: {
    current_period_end: 'items.data[].current_period_end',
    current_period_start: 'items.data[].current_period_start',
  },
};

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

function fixFor(p: ContractProblem, path: string, file: string): string {
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

/** Reads of fields the returned object does not have: `pi.charges`, `const { charges } = pi`. */
function fieldFindings(ctx: RuleContext, call: JudgedCall): RuleFinding[] {
  const objectType = call.entry.returns;
  if (!objectType) return [];
  const findings: RuleFinding[] = [];
  for (const read of fieldReads(call)) {
    if (SDK_FIELDS.has(read.field)) continue;
    if (fieldExists(call.version.major, objectType, read.field) !== false) continue;
    if (!ctx.changes.touches(call.site.file, read.line)) continue;
    const fields = objectFields(call.version.major, objectType);
    const moved = MOVED_FIELDS[objectType]?.[read.field];
    const near = moved ?? nearest(read.field, fields) ?? fields.find((f) => f.includes(read.field.replace(/s$/, '')));
    const typeName = objectType.replace(/^.*\./, '');
    findings.push({
      file: call.site.file,
      line: read.line,
      message:
        `\`${read.text}\` reads \`${read.field}\`, which the ${typeName} returned by stripe.${call.site.path}() does not have in ${call.version.short}` +
        (near ? `; use \`${near}\` instead.` : '.'),
      fix: near
        ? `Read \`${near}\` instead of \`${read.field}\` in ${call.site.file} (expand it with \`expand: ['${near.split(/[.[]/)[0]}']\` if you need the object, not its id).`
        : `Remove the read of \`${read.field}\` in ${call.site.file}; the ${typeName} object has no such field in this API version.`,
      related: [
        {
          file: call.site.file,
          line: call.site.line,
          message: `the ${typeName} comes from this stripe.${call.site.path}() call`,
        },
      ],
    });
  }
  return findings;
}

interface FieldRead {
  field: string;
  line: number;
  text: string;
}

function fieldReads(call: JudgedCall): FieldRead[] {
  const { Node, SyntaxKind } = loadTsMorph();
  const site = call.site;
  const reads: FieldRead[] = [];
  // const { charges } = await stripe.paymentIntents.retrieve(id)
  const holder = valueHolder(site.call);
  if (holder && Node.isVariableDeclaration(holder)) {
    const nameNode = holder.getNameNode();
    if (Node.isObjectBindingPattern(nameNode)) reads.push(...bindingReads(nameNode, 'result'));
  }
  const name = site.resultName;
  if (!name) return reads;
  const scope =
    site.call.getFirstAncestor(
      (a) => Node.isFunctionLikeDeclaration(a) || Node.isArrowFunction(a) || Node.isFunctionExpression(a),
    ) ?? site.call.getSourceFile();
  const after = site.call.getEnd();
  for (const access of scope.getDescendantsOfKind(SyntaxKind.PropertyAccessExpression)) {
    if (access.getStart() < after) continue;
    const obj = access.getExpression();
    if (!Node.isIdentifier(obj) || obj.getText() !== name || shadowed(access, name, scope)) continue;
    reads.push({ field: access.getName(), line: access.getStartLineNumber(), text: access.getText() });
  }
  // const { charges } = pi
  for (const decl of scope.getDescendantsOfKind(SyntaxKind.VariableDeclaration)) {
    if (decl.getStart() < after) continue;
    const init = decl.getInitializer();
    const nameNode = decl.getNameNode();
    if (init && Node.isIdentifier(init) && init.getText() === name && Node.isObjectBindingPattern(nameNode))
      reads.push(...bindingReads(nameNode, name));
  }
  return reads;
}

/** A nested function between the read and the call's scope declares a parameter of that name. */
function shadowed(node: Node, name: string, scope: Node): boolean {
  const { Node } = loadTsMorph();
  for (const anc of node.getAncestors()) {
    if (anc === scope) return false;
    if (
      (Node.isFunctionLikeDeclaration(anc) || Node.isArrowFunction(anc) || Node.isFunctionExpression(anc)) &&
      anc.getParameters().some((p) => p.getName() === name)
    )
      return true;
  }
  return false;
}

function bindingReads(pattern: Node, from: string): FieldRead[] {
  const { Node } = loadTsMorph();
  if (!Node.isObjectBindingPattern(pattern)) return [];
  const reads: FieldRead[] = [];
  for (const el of pattern.getElements()) {
    if (el.getDotDotDotToken()) continue;
    const prop = el.getPropertyNameNode();
    if (prop && !Node.isIdentifier(prop)) continue;
    const field = prop ? prop.getText() : el.getName();
    reads.push({ field, line: el.getStartLineNumber(), text: `{ ${field} } = ${from}` });
  }
  return reads;
}

/** The declaration a call's (awaited) value is assigned to. */
function valueHolder(call: Node): Node | undefined {
  const { Node } = loadTsMorph();
  let n: Node = call;
  let parent = n.getParent();
  while (
    parent &&
    (Node.isAwaitExpression(parent) || Node.isParenthesizedExpression(parent) || Node.isAsExpression(parent))
  ) {
    n = parent;
    parent = n.getParent();
  }
  return parent;
}
