import { codeRole } from '../../workspace/classify';
import type { Node } from 'ts-morph';
import type { Rule, RuleFinding } from '../../core/types';
import { objectProperty, resolveObject, unwrap, type StripeCallSite } from '../../extractors/stripe/clients';
import { callName, changedStripeCalls, touchesCallee, touchesNode } from '../../extractors/stripe/scope';
import { loadTsMorph } from '../../workspace/ts';

const PENDING_STATES = /requires_action|requires_payment_method/;

/**
 * A PaymentIntent created with `confirm: true` (or confirmed) whose result is treated as
 * a success without looking at its status.
 */
export const paymentStatus: Rule = {
  meta: {
    id: 'stripe/payment-status',
    description:
      'A confirmed PaymentIntent is treated as paid without checking its status (requires_action, processing, requires_payment_method).',
    defaultSeverity: 'warning',
  },
  check(ctx) {
    const findings: RuleFinding[] = [];
    for (const site of changedStripeCalls(ctx)) {
      const confirmFlag = confirmProperty(site);
      const confirms = site.path === 'paymentIntents.confirm' || (site.path === 'paymentIntents.create' && confirmFlag);
      if (!confirms || codeRole(site.file) === 'test') continue;
      if (!touchesCallee(ctx, site) && !touchesNode(ctx, site.file, confirmFlag)) continue;
      if (statusChecked(site)) continue;
      const name = callName(site);
      findings.push({
        file: site.file,
        line: site.line,
        column: site.column,
        message: `${name}${confirmFlag ? ' with confirm: true' : ''} is treated as a completed payment without checking the PaymentIntent's status, but it can come back requires_action (3-D Secure), processing or requires_payment_method.`,
        fix: `After ${name} in ${site.file}, branch on ${site.resultName ?? 'the result'}.status: fulfil only on 'succeeded', return the client_secret for 'requires_action', wait for the webhook on 'processing', and ask for another payment method on 'requires_payment_method'.`,
      });
    }
    return findings;
  },
};

function confirmProperty(site: StripeCallSite): Node | undefined {
  const params = site.params ? resolveObject(site.params) : undefined;
  const confirm = params ? objectProperty(params, 'confirm') : undefined;
  if (!confirm || unwrap(confirm).getText() === 'false') return undefined;
  return confirm.getParent();
}

/**
 * The result's status is read (`pi.status`, `const { status } = pi`, a `.then` callback
 * reading it), or the result is handed on whole (returned, sent to the client) for the
 * caller to judge.
 */
function statusChecked(site: StripeCallSite): boolean {
  const { Node, SyntaxKind } = loadTsMorph();
  // The value flows out of the expression: returned or passed as an argument.
  let expr: Node = site.call;
  for (let p = expr.getParent(); p; p = expr.getParent()) {
    if (Node.isAwaitExpression(p) || Node.isParenthesizedExpression(p) || Node.isAsExpression(p)) expr = p;
    else break;
  }
  const parent = expr.getParent();
  if (parent && (Node.isReturnStatement(parent) || Node.isArrowFunction(parent))) return true;
  if (parent && Node.isCallExpression(parent) && parent.getArguments().includes(expr as never)) return true;
  if (parent && Node.isPropertyAccessExpression(parent) && parent.getName() === 'then') {
    return /\.status\b|status\s*[,}]/.test(parent.getParent()?.getText() ?? '');
  }
  if (parent && Node.isPropertyAccessExpression(parent) && parent.getName() === 'status') return true;
  const name = site.resultName;
  if (!name) return false;
  const scope =
    site.call.getFirstAncestor((a) => Node.isFunctionLikeDeclaration(a) || Node.isArrowFunction(a)) ??
    site.call.getSourceFile();
  for (const id of scope.getDescendantsOfKind(SyntaxKind.Identifier)) {
    if (id.getText() !== name || id.getStart() <= site.call.getStart()) continue;
    const p = id.getParent();
    if (p && Node.isPropertyAccessExpression(p) && p.getExpression() === id && p.getName() === 'status') return true;
    // const { status } = pi
    if (
      p &&
      Node.isVariableDeclaration(p) &&
      Node.isObjectBindingPattern(p.getNameNode()) &&
      /\bstatus\b/.test(p.getNameNode().getText())
    )
      return true;
    // Handed on whole: return pi; res.json(pi); return { paymentIntent: pi }
    if (p && (Node.isReturnStatement(p) || Node.isShorthandPropertyAssignment(p))) return true;
    if (p && Node.isCallExpression(p) && p.getArguments().includes(id as never)) return true;
    if (p && Node.isPropertyAssignment(p) && p.getInitializer() === id) return true;
  }
  return PENDING_STATES.test(scope.getText().slice(site.call.getEnd() - scope.getStart()));
}
