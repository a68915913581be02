import type { Node } from 'ts-morph';
import { loadTsMorph } from '../../workspace/ts';
import type { TreeView } from '../../workspace/workspace';
import { functionName } from '../handlers';
import type { CatchInfo, EventHandling, FireAndForget, Located, Outcome, WebhookVerification } from './model';
import { contains, resolveCallee } from './reach';

// ---------------------------------------------------------------------------
// Answers: what status a block of a handler responds with.

const RESPONSE_RECEIVERS = /^(res|response|reply|rep|c|ctx|context|h)$/;

/** Every answer a block gives (not descending into nested functions). */
export function outcomesOf(block: Node, file: string): Outcome[] {
  const out: Outcome[] = [];
  walk(block, file, out);
  return out.length > 0 ? out : [{ kind: 'none' }];
}

function walk(node: Node, file: string, out: Outcome[]): void {
  const { Node } = loadTsMorph();
  if (Node.isArrowFunction(node) || Node.isFunctionExpression(node) || Node.isFunctionDeclaration(node)) return;
  const o = outcomeAt(node, file);
  if (o) {
    out.push(o);
    return;
  }
  for (const child of node.getChildren()) walk(child, file, out);
}

function numeric(node: Node | undefined): number | undefined {
  const { Node } = loadTsMorph();
  if (node && Node.isNumericLiteral(node)) return Number(node.getLiteralValue());
  return undefined;
}

/** The `status` of a Response init: undefined when absent (200), null when computed. */
function statusOption(node: Node | undefined): number | null | undefined {
  const { Node } = loadTsMorph();
  if (!node) return undefined;
  if (!Node.isObjectLiteralExpression(node)) return null;
  const p = node.getProperty('status');
  if (!p) return undefined;
  return (Node.isPropertyAssignment(p) ? numeric(p.getInitializer()) : undefined) ?? null;
}

/** 200 when the init has no status, the literal status, or unknown. */
function initStatus(node: Node | undefined): number | undefined {
  const s = statusOption(node);
  return s === undefined ? 200 : (s ?? undefined);
}

function outcomeAt(node: Node, file: string): Outcome | undefined {
  const { Node, SyntaxKind } = loadTsMorph();
  const line = node.getStartLineNumber();
  const status = (s: number | undefined): Outcome =>
    s === undefined ? { kind: 'unknown', file, line } : { kind: 'status', status: s, file, line };
  if (Node.isThrowStatement(node)) return { kind: 'throw', file, line };
  if (Node.isNewExpression(node)) {
    const name = node.getExpression().getText();
    if (name === 'Response' || name === 'NextResponse') return status(initStatus(node.getArguments()[1]));
  }
  if (Node.isBinaryExpression(node) && node.getOperatorToken().getKind() === SyntaxKind.EqualsToken) {
    const left = node.getLeft().getText().replace(/\s+/g, '');
    if (/^(ctx|context)\.(status|response\.status)$/.test(left)) return status(numeric(node.getRight()));
  }
  if (Node.isReturnStatement(node)) {
    const e = node.getExpression();
    if (e && Node.isObjectLiteralExpression(e)) {
      const p = e.getProperty('statusCode');
      if (p && Node.isPropertyAssignment(p)) return status(numeric(p.getInitializer()));
    }
  }
  if (!Node.isCallExpression(node)) return undefined;
  const callee = node.getExpression();
  const args = node.getArguments();
  if (Node.isIdentifier(callee) && callee.getText() === 'next' && args.length > 0) return { kind: 'throw', file, line };
  if (!Node.isPropertyAccessExpression(callee)) return undefined;
  const method = callee.getName();
  const recv = callee.getExpression();
  const recvText = recv.getText();
  if ((recvText === 'Response' || recvText === 'NextResponse') && method === 'json') {
    return status(initStatus(args[1]));
  }
  if (['status', 'sendStatus', 'code', 'writeHead'].includes(method) && RESPONSE_RECEIVERS.test(rootName(recv))) {
    return status(numeric(args[0]));
  }
  if (['json', 'send', 'end', 'text', 'body', 'redirect'].includes(method)) {
    // res.status(500).json(...): the status call decides.
    if (Node.isCallExpression(recv)) {
      const inner = recv.getExpression();
      if (Node.isPropertyAccessExpression(inner) && ['status', 'code'].includes(inner.getName())) {
        return status(numeric(recv.getArguments()[0]));
      }
    }
    if (Node.isIdentifier(recv) && RESPONSE_RECEIVERS.test(recvText))
      return status(args[1] === undefined ? 200 : numeric(args[1]));
  }
  return undefined;
}

function rootName(node: Node): string {
  const { Node } = loadTsMorph();
  let cur = node;
  while (Node.isPropertyAccessExpression(cur) || Node.isCallExpression(cur)) cur = cur.getExpression();
  return cur.getText();
}

export function isSuccess(o: Outcome): boolean {
  return o.kind === 'status' && o.status >= 200 && o.status < 300;
}

// ---------------------------------------------------------------------------
// try/catch structure of the handler.

export function catchesOf(
  handler: Node,
  file: string,
  verifications: WebhookVerification[],
  dispatchers: Located[],
  events: EventHandling[],
): CatchInfo[] {
  const { Node, SyntaxKind } = loadTsMorph();
  const out: CatchInfo[] = [];
  const processingNames = new Set<string>();
  for (const d of dispatchers) {
    const n = functionName(d.node);
    if (n) processingNames.add(n);
  }
  for (const ev of events) for (const c of ev.calls) processingNames.add(c.name);
  for (const tr of handler.getDescendantsOfKind(SyntaxKind.TryStatement)) {
    const clause = tr.getCatchClause();
    if (!clause) continue;
    const block = tr.getTryBlock();
    const verifies = verifications.some((v) => v.file === file && contains(block, v.node));
    const processes =
      events.some((e) => e.file === file && contains(block, e.node)) ||
      block.getDescendantsOfKind(SyntaxKind.CallExpression).some((c) => {
        const callee = c.getExpression();
        const name = callee.getText().replace(/\s+/g, '');
        return processingNames.has(name) || (Node.isIdentifier(callee) && processingNames.has(callee.getText()));
      });
    if (!verifies && !processes) continue;
    const outcomes = outcomesOf(clause.getBlock(), file);
    let after: Outcome | undefined;
    if (outcomes.every((o) => o.kind === 'none')) {
      // The catch falls through: what the rest of the handler answers.
      const rest = tr.getNextSiblings();
      for (const s of rest) {
        const o = outcomesOf(s, file).find((x) => x.kind !== 'none');
        if (o) {
          after = o;
          break;
        }
      }
    }
    out.push({
      file,
      line: tr.getStartLineNumber(),
      catchLine: clause.getStartLineNumber(),
      covers: verifies && processes ? 'both' : verifies ? 'verification' : 'processing',
      outcomes,
      after,
      node: tr,
    });
  }
  return out;
}

// ---------------------------------------------------------------------------
// Fire-and-forget: processing started without await before answering.

const QUEUE_LIKE = /(queue|inngest|producer|publisher|bus|jobs?|worker|sqs|pubsub|kafka|trigger)/i;

export function fireAndForget(
  view: TreeView,
  handler: Node,
  file: string,
  dispatchers: Located[],
  events: EventHandling[],
): FireAndForget[] {
  const { Node, SyntaxKind } = loadTsMorph();
  const out: FireAndForget[] = [];
  const sf = handler.getSourceFile();
  const bodies: { node: Node; file: string }[] = [{ node: handler, file }];
  for (const d of dispatchers) if (d.node !== handler) bodies.push({ node: d.node, file: d.file });
  for (const ev of events)
    if (!bodies.some((b) => contains(b.node, ev.body))) bodies.push({ node: ev.body, file: ev.file });
  for (const { node, file: f } of bodies) {
    for (const stmt of node.getDescendantsOfKind(SyntaxKind.ExpressionStatement)) {
      let e = stmt.getExpression();
      if (Node.isVoidExpression(e)) e = e.getExpression();
      if (!Node.isCallExpression(e)) continue;
      const calleeText = e.getExpression().getText().replace(/\s+/g, '');
      if (QUEUE_LIKE.test(calleeText)) continue;
      const chained = /\.(then|catch|finally)$/.test(calleeText);
      const callee = e.getExpression();
      let async = false;
      if (Node.isIdentifier(callee)) {
        const target = resolveCallee(view, f === file ? sf : stmt.getSourceFile(), f, callee.getText());
        async = !!target && isAsyncFunction(target.fn);
      }
      if (calleeText === 'Promise.all' || calleeText === 'Promise.allSettled') async = true;
      if (!chained && !async) continue;
      out.push({
        file: f,
        line: stmt.getStartLineNumber(),
        node: stmt,
        callee: calleeText.replace(/\.(then|catch|finally)$/, ''),
      });
    }
  }
  return out;
}

/** `res.sendStatus(200)` as a statement, then the processing: the answer does not wait for the work. */
export function ackBeforeWork(
  handler: Node,
  file: string,
  dispatchers: Located[],
  events: EventHandling[],
): FireAndForget[] {
  const { Node, SyntaxKind } = loadTsMorph();
  const body =
    Node.isArrowFunction(handler) ||
    Node.isFunctionDeclaration(handler) ||
    Node.isFunctionExpression(handler) ||
    Node.isMethodDeclaration(handler)
      ? handler.getBody()
      : undefined;
  if (!body || !Node.isBlock(body)) return [];
  const names = new Set<string>();
  for (const d of dispatchers) {
    const n = functionName(d.node);
    if (n && d.node !== handler) names.add(n);
  }
  for (const ev of events) for (const c of ev.calls) names.add(c.name);
  let ack: Node | undefined;
  for (const stmt of body.getStatements()) {
    if (!ack) {
      if (Node.isExpressionStatement(stmt) && outcomesOf(stmt, file).some(isSuccess)) ack = stmt;
      continue;
    }
    const call = stmt
      .getDescendantsOfKind(SyntaxKind.CallExpression)
      .find((c) => names.has(c.getExpression().getText().replace(/\s+/g, '')));
    const switches = events.some((e) => e.file === file && contains(stmt, e.node));
    if (call || switches) {
      const callee = call ? call.getExpression().getText() : 'the event processing';
      return [{ file, line: ack.getStartLineNumber(), node: ack, callee, answeredFirst: true }];
    }
  }
  return [];
}

function isAsyncFunction(fn: Node): boolean {
  const { Node } = loadTsMorph();
  if (
    Node.isFunctionDeclaration(fn) ||
    Node.isArrowFunction(fn) ||
    Node.isFunctionExpression(fn) ||
    Node.isMethodDeclaration(fn)
  ) {
    return fn.isAsync();
  }
  return false;
}
