import type { CatchClause, Node } from 'ts-morph';
import type { Rule, RuleFinding } from '../../core/types';
import { enclosingHandler } from '../../extractors/http/handlers';
import { callName, changedStripeCalls, touchesCallee } from '../../extractors/stripe/scope';
import { loadTsMorph } from '../../workspace/ts';

/** Calls that answer the client: res.json(...), Response.json(...), reply.send(...), c.json(...). */
const RESPOND = /^(json|send|end|text|html|status|redirect|render)$/;

/**
 * A Stripe call in a request handler that is not caught there, or whose catch sends
 * the raw message of a non-card error back to the client.
 */
export const unhandledErrors: Rule = {
  meta: {
    id: 'stripe/unhandled-errors',
    description:
      'A Stripe call in a request handler is not caught, or its catch returns the raw Stripe error to the client.',
    defaultSeverity: 'warning',
  },
  check(ctx) {
    const { Node } = loadTsMorph();
    const view = ctx.workspace.head;
    const findings: RuleFinding[] = [];
    const reportedCatches = new Set<Node>();
    for (const site of changedStripeCalls(ctx)) {
      const handler = enclosingHandler(view, site.file, site.call);
      if (!handler || !touchesCallee(ctx, site)) continue;
      const name = callName(site);
      const route = `${handler.method} ${handler.path ?? handler.name ?? ''}`.trim();
      const guard = catchOf(site.call, handler.node);
      if (!guard) {
        findings.push({
          file: site.file,
          line: site.line,
          column: site.column,
          message: `${name} in ${route} is not inside a try/catch, so a declined card, a rate limit or a Stripe outage surfaces as an unhandled error (a 500 with no useful message, or a crashed request).`,
          fix: `Wrap ${name} in ${site.file} in try/catch: answer a StripeCardError with a 402 and its message, and log other Stripe errors and answer 502 with a generic message (or pass them to next(err)).`,
        });
        continue;
      }
      if (Node.isCatchClause(guard) && !reportedCatches.has(guard)) {
        const leak = rawMessageLeak(guard);
        if (leak) {
          reportedCatches.add(guard);
          findings.push({
            file: site.file,
            line: leak.getStartLineNumber(),
            message: `The catch around ${name} in ${route} sends the raw error message (${leak.getText()}) to the client for every Stripe error, exposing internal details (API errors, request ids, account state) that only card errors should show.`,
            fix: `In ${site.file}, return err.message only when err is a Stripe.errors.StripeCardError (err.type === 'StripeCardError'); log other errors and answer with a generic message.`,
          });
        }
      }
    }
    return findings;
  },
};

/**
 * What catches errors of the call inside the handler: a try block's catch clause, or a
 * `.catch(...)` chained on the call (or on a promise containing it). Undefined when nothing does.
 */
function catchOf(call: Node, handlerNode: Node): CatchClause | Node | undefined {
  const { Node } = loadTsMorph();
  let prev: Node = call;
  for (const anc of call.getAncestors()) {
    if (Node.isTryStatement(anc) && anc.getTryBlock() === prev) {
      const c = anc.getCatchClause();
      if (c) return c;
    }
    if (Node.isPropertyAccessExpression(anc) && anc.getName() === 'catch' && anc.getExpression() === prev) return anc;
    // promise.then(...).catch(...): the .catch applies to a chain the call started.
    if (Node.isPropertyAccessExpression(anc) && anc.getName() === 'then' && anc.getExpression() === prev) {
      const outer = anc.getParent()?.getParent();
      if (outer && Node.isPropertyAccessExpression(outer) && outer.getName() === 'catch') return outer;
    }
    if (anc === handlerNode) return undefined;
    prev = anc;
  }
  return undefined;
}

/** `err.message` (or the error itself) sent to the client outside a StripeCardError check. */
function rawMessageLeak(clause: CatchClause): Node | undefined {
  const { SyntaxKind } = loadTsMorph();
  const decl = clause.getVariableDeclaration();
  if (!decl) return undefined;
  const err = decl.getName();
  for (const pa of clause.getBlock().getDescendantsOfKind(SyntaxKind.PropertyAccessExpression)) {
    if (
      pa.getName() !== 'message' ||
      pa
        .getExpression()
        .getText()
        .replace(/^\(|\s+as\s+\w+\)$/g, '') !== err
    )
      continue;
    if (!sentToClient(pa)) continue;
    if (guardedByCardError(pa, clause)) continue;
    return pa;
  }
  return undefined;
}

function sentToClient(node: Node): boolean {
  const { Node } = loadTsMorph();
  for (const anc of node.getAncestors()) {
    if (Node.isCatchClause(anc)) return false;
    if (Node.isReturnStatement(anc)) return true;
    if (Node.isCallExpression(anc)) {
      const callee = anc.getExpression();
      const method = Node.isPropertyAccessExpression(callee) ? callee.getName() : '';
      if (RESPOND.test(method)) return true;
      // Loggers and error constructors are not responses.
      if (
        /^(console|log|logger)/.test(callee.getText()) ||
        /(log|warn|error|info|debug|captureException)$/.test(method)
      )
        return false;
    }
    if (Node.isNewExpression(anc)) {
      const t = anc.getExpression().getText();
      if (t === 'Response' || t === 'NextResponse') return true;
      if (/Error$|Exception$/.test(t)) return /Http|Bad|Payment|Unprocessable/.test(t);
    }
    if (
      Node.isBinaryExpression(anc) &&
      anc.getOperatorToken().getText() === '=' &&
      /\.body$/.test(anc.getLeft().getText())
    )
      return true;
  }
  return false;
}

function guardedByCardError(node: Node, clause: CatchClause): boolean {
  const { Node } = loadTsMorph();
  const isCardCheck = (text: string) => /StripeCardError|card_error|CardError/.test(text);
  for (const anc of node.getAncestors()) {
    if (anc === clause) break;
    if (Node.isIfStatement(anc) && isCardCheck(anc.getExpression().getText())) return true;
    if (Node.isConditionalExpression(anc) && isCardCheck(anc.getCondition().getText())) return true;
    if (Node.isCaseClause(anc)) {
      const sw = anc.getParent()?.getParent();
      if (
        isCardCheck(anc.getExpression().getText()) ||
        (sw && Node.isSwitchStatement(sw) && isCardCheck(sw.getExpression().getText()))
      )
        return true;
    }
  }
  return false;
}
