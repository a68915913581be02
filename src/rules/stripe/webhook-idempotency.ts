import type { Node } from 'ts-morph';
import type { Rule, RuleFinding } from '../../core/types';
import { declarationOf } from '../../extractors/code/ast';
import { functionName as functionNameOf } from '../../extractors/http/handlers';
import { BaseGaps } from '../../extractors/code/counterparts';
import {
  baseEndpointsLike,
  endpointRouteName,
  resolveCallee,
  webhookEndpointsAffectedBy,
  type WebhookEndpoint,
} from '../../extractors/stripe/webhooks';
import { loadTsMorph } from '../../workspace/ts';
import type { TreeView } from '../../workspace/workspace';

/**
 * Stripe delivers an event more than once and out of order: a side effect done for an
 * event must be deduplicated on the event id, keyed by the Stripe object's id, or
 * guarded by the state it changes.
 */
export const webhookIdempotency: Rule = {
  meta: {
    id: 'stripe/webhook-idempotency',
    description: 'A Stripe webhook performs a non-idempotent side effect without deduplicating the event.',
    defaultSeverity: 'warning',
  },
  check(ctx) {
    const { changes, workspace } = ctx;
    const view = workspace.head;
    const findings: RuleFinding[] = [];
    const seen = new Set<string>();
    const baseGaps = new BaseGaps();
    for (const e of webhookEndpointsAffectedBy(ctx.workspace)) {
      if (dedupsOnEventId(e)) continue;
      let baseKeys: { node: Node; key: string }[] | undefined;
      for (const ev of e.events) {
        const caseTouched = changes.touches(ev.file, ev.line, ev.body.getEndLineNumber());
        for (const fx of sideEffects(view, ev.body, ev.file)) {
          if (!caseTouched && !changes.touches(fx.file, fx.line, fx.node.getEndLineNumber())) continue;
          // The same webhook on the base branch did the same for the same event (moved, ported).
          baseKeys ??= baseEndpointsLike(workspace, e).flatMap((b) =>
            dedupsOnEventId(b) ? [] : effectKeys(workspace.base, b),
          );
          if (baseGaps.excuses(baseKeys, effectKey(ev.type, fx), fx.node)) continue;
          const key = `${fx.file}:${fx.line}`;
          if (seen.has(key)) continue;
          seen.add(key);
          findings.push({
            file: fx.file,
            line: fx.line,
            message: `Handling ${ev.type}, the Stripe webhook ${endpointRouteName(view, e)} ${fx.what} (${fx.text}) without deduplicating the event; Stripe delivers events more than once, so this can happen twice.`,
            fix: `Record event.id in a table with a unique key and skip events already processed, or make the write an upsert keyed by the Stripe object's id (or guard it with the state it sets).`,
            related: [{ file: ev.file, line: ev.line, message: `${ev.type} is handled here` }],
          });
        }
      }
    }
    return findings;
  },
};

function effectKey(type: string, fx: SideEffect): string {
  return `${type}|${fx.what}|${fx.text}`;
}

function effectKeys(view: TreeView, e: WebhookEndpoint): { node: Node; key: string }[] {
  return e.events.flatMap((ev) =>
    sideEffects(view, ev.body, ev.file).map((fx) => ({ node: fx.node, key: effectKey(ev.type, fx) })),
  );
}

interface SideEffect {
  file: string;
  line: number;
  node: Node;
  what: string;
  text: string;
}

/** The endpoint stores or checks `event.id` somewhere other than in a log line. */
function dedupsOnEventId(e: WebhookEndpoint): boolean {
  const { Node, SyntaxKind } = loadTsMorph();
  const eventVars = new Set<string>(['event', 'evt', 'stripeEvent']);
  for (const d of e.dispatchers) {
    for (const sw of d.node.getDescendantsOfKind(SyntaxKind.PropertyAccessExpression)) {
      if (sw.getName() === 'type' && Node.isIdentifier(sw.getExpression())) eventVars.add(sw.getExpression().getText());
    }
  }
  const bodies = [e.node, ...e.dispatchers.map((d) => d.node)];
  for (const body of bodies) {
    for (const pa of body.getDescendantsOfKind(SyntaxKind.PropertyAccessExpression)) {
      if (pa.getName() !== 'id' || !eventVars.has(pa.getExpression().getText())) continue;
      if (inLogOrError(pa)) continue;
      return true;
    }
  }
  return false;
}

function inLogOrError(node: Node): boolean {
  const { Node } = loadTsMorph();
  for (const a of node.getAncestors()) {
    if (
      Node.isCallExpression(a) &&
      /(^|\.)(console|log|logger|warn|error|info|debug)(\.|$)/.test(a.getExpression().getText())
    )
      return true;
    if (Node.isThrowStatement(a) || (Node.isNewExpression(a) && /Error$/.test(a.getExpression().getText())))
      return true;
    if (Node.isBlock(a) || Node.isSourceFile(a)) return false;
  }
  return false;
}

const EMAIL = /(^|\.)(send\w*(Mail|Email|Receipt|Confirmation|Notification)\w*|sendMail|emails\.send|notify\w*)$/;
const INSERT = /\.(create|createMany|insert|insertOne|insertMany)$/;
const SAFE_WRITE = /upsert|onConflict|ignoreDuplicates|skipDuplicates|ON CONFLICT|orIgnore|onDuplicateKey/i;

/** Side effects in an event's handling code and in the functions it calls (one level). */
function sideEffects(view: TreeView, body: Node, file: string): SideEffect[] {
  const { Node, SyntaxKind } = loadTsMorph();
  const out: SideEffect[] = [];
  const scanned: { node: Node; file: string }[] = [{ node: body, file }];
  for (const call of body.getDescendantsOfKind(SyntaxKind.CallExpression)) {
    const callee = call.getExpression();
    if (!Node.isIdentifier(callee)) continue;
    const target = resolveCallee(view, body.getSourceFile(), file, callee.getText());
    if (target && !scanned.some((s) => s.node === target.fn)) scanned.push({ node: target.fn, file: target.file });
  }
  const followed = new Set(scanned.slice(1).map((s) => functionNameOf(s.node)));
  for (const { node, file: f } of scanned) {
    for (const call of node.getDescendantsOfKind(SyntaxKind.CallExpression)) {
      const text = call.getExpression().getText().replace(/\s+/g, '');
      // Stripe API calls are another rule's business; followed calls are judged by their body.
      if (/stripe/i.test(text) || (node === body && followed.has(text))) continue;
      const statement = call.getFirstAncestor((a) => Node.isStatement(a)) ?? call;
      let what: string | undefined;
      if (EMAIL.test(text)) what = 'sends an email';
      else if (INSERT.test(text) && !SAFE_WRITE.test(statement.getText()) && !keyedByStripeId(statement))
        what = 'inserts a record';
      else if (/\.(increment|decrement)$/.test(text)) what = 'increments a counter';
      if (!what) continue;
      if (guarded(call)) continue;
      out.push({ file: f, line: call.getStartLineNumber(), node: call, what, text: `${text}()` });
    }
    for (const pa of node.getDescendantsOfKind(SyntaxKind.PropertyAssignment)) {
      if (!['increment', 'decrement'].includes(pa.getName())) continue;
      if (guarded(pa)) continue;
      out.push({ file: f, line: pa.getStartLineNumber(), node: pa, what: 'increments a counter', text: pa.getText() });
    }
  }
  return out;
}

/** The written record carries the Stripe object's id or the event id (`stripePaymentIntentId: pi.id`). */
function keyedByStripeId(call: Node): boolean {
  const { SyntaxKind } = loadTsMorph();
  return call
    .getDescendantsOfKind(SyntaxKind.PropertyAssignment)
    .some(
      (p) =>
        /^(id|stripe\w*id|event_?id|\w*_id)$/i.test(p.getName()) && /\.id$/.test(p.getInitializer()?.getText() ?? ''),
    );
}

/**
 * Guarded by stored state: inside (or after an early return of) an `if` that tests a
 * property of a record the function looked up (`if (!order.confirmationSentAt)`).
 */
function guarded(node: Node): boolean {
  const { Node } = loadTsMorph();
  const fn = node.getFirstAncestor(
    (a) =>
      Node.isFunctionDeclaration(a) ||
      Node.isArrowFunction(a) ||
      Node.isFunctionExpression(a) ||
      Node.isMethodDeclaration(a),
  );
  for (const a of node.getAncestors()) {
    if (a === fn) break;
    if (Node.isIfStatement(a) && testsLookedUpState(a.getExpression())) return true;
  }
  if (!fn) return false;
  for (const ifs of fn.getDescendants()) {
    if (!Node.isIfStatement(ifs) || ifs.getEnd() > node.getStart()) continue;
    const then = ifs.getThenStatement();
    const exits = /^\{?\s*(return|throw)\b/.test(then.getText().trim());
    if (exits && testsLookedUpState(ifs.getExpression())) return true;
  }
  return false;
}

function testsLookedUpState(cond: Node): boolean {
  const { Node, SyntaxKind } = loadTsMorph();
  for (const pa of [cond, ...cond.getDescendantsOfKind(SyntaxKind.PropertyAccessExpression)]) {
    if (!Node.isPropertyAccessExpression(pa)) continue;
    let root: Node = pa;
    while (Node.isPropertyAccessExpression(root)) root = root.getExpression();
    if (!Node.isIdentifier(root)) continue;
    const decl = declarationOf(root);
    if (decl && Node.isVariableDeclaration(decl) && Node.isAwaitExpression(decl.getInitializer())) return true;
  }
  return false;
}
