import type { CallExpression, Node } from 'ts-morph';
import { loadTsMorph } from '../../../workspace/ts';
import type { TreeView } from '../../../workspace/workspace';
import { calleeRef, isFunctionLike } from '../../code/flow';
import { neverReturns } from '../../code/syntax';
import type { Outcome } from './model';
import type { Reached } from './reach';

/**
 * What a webhook answers: the status a block of code responds with (`res.status(500)`,
 * `new Response(…, { status })`, `c.json(…, 400)`, a thrown error or Nest/Hono HTTP
 * exception), and, for code that completes without answering, the next answer the handler
 * gives on the way out (`answerAfter`), through the functions that awaited it.
 */

const RESPONSE_RECEIVERS = /^(res|response|reply|rep|c|ctx|context|h)$/;

/**
 * Every answer a block gives (not descending into nested functions). With the tree, a call
 * of a function of the repository that never returns (`this.handleError(err)`, declared
 * `: never`) is a throw.
 */
export function outcomesOf(block: Node, file: string, view?: TreeView): Outcome[] {
  const out: Outcome[] = [];
  walk(block, file, out, view);
  return out.length > 0 ? out : [{ kind: 'none' }];
}

function walk(node: Node, file: string, out: Outcome[], view: TreeView | undefined): void {
  const { Node } = loadTsMorph();
  if (Node.isArrowFunction(node) || Node.isFunctionExpression(node) || Node.isFunctionDeclaration(node)) return;
  const o = outcomeAt(node, file) ?? (view ? throwingCall(view, node, file) : undefined);
  if (o) {
    out.push(o);
    return;
  }
  for (const child of node.getChildren()) walk(child, file, out, view);
}

/** A statement-level call of a function that never returns: the block throws there. */
function throwingCall(view: TreeView, node: Node, file: string): Outcome | undefined {
  const { Node } = loadTsMorph();
  if (!Node.isCallExpression(node)) return undefined;
  let up = node.getParent();
  while (up && (Node.isAwaitExpression(up) || Node.isParenthesizedExpression(up))) up = up.getParent();
  if (!up || !(Node.isExpressionStatement(up) || Node.isReturnStatement(up) || Node.isArrowFunction(up)))
    return undefined;
  const target = calleeRef(view, file, node);
  return target && neverReturns(target.fn) ? { kind: 'throw', file, line: node.getStartLineNumber() } : undefined;
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
  if (Node.isThrowStatement(node)) {
    const thrown = httpExceptionStatus(node.getExpression());
    return thrown === undefined ? { kind: 'throw', file, line } : status(thrown);
  }
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

/** Nest's `BadRequestException`, `new HttpException(msg, 400)`, Hono's `new HTTPException(400)`. */
const NEST_EXCEPTIONS: Record<string, number> = {
  BadRequestException: 400,
  UnauthorizedException: 401,
  ForbiddenException: 403,
  NotFoundException: 404,
  ConflictException: 409,
  GoneException: 410,
  PayloadTooLargeException: 413,
  UnprocessableEntityException: 422,
  InternalServerErrorException: 500,
  NotImplementedException: 501,
  BadGatewayException: 502,
  ServiceUnavailableException: 503,
  GatewayTimeoutException: 504,
};

function httpExceptionStatus(expr: Node | undefined): number | undefined {
  const { Node } = loadTsMorph();
  if (!expr || !Node.isNewExpression(expr)) return undefined;
  const name = expr.getExpression().getText();
  if (name in NEST_EXCEPTIONS) return NEST_EXCEPTIONS[name];
  const args = expr.getArguments();
  if (name === 'HttpException') return numeric(args[1]);
  if (name === 'HTTPException') return numeric(args[0]);
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

export function isError(o: Outcome): boolean {
  return o.kind === 'throw' || (o.kind === 'status' && o.status >= 400);
}

/** What the handler answers when its function returns normally (`returnsValue`: with a value). */
export type ImplicitAnswer = (returnsValue: boolean) => Outcome | undefined;

/**
 * What the handler answers after `stmt`, in the reached function `r`, completes normally:
 * the next answer on the way out of the blocks around it (`break` leaves its switch), and,
 * at the end of a function the handler awaits, after the statement that called it.
 * Undefined when that cannot be told; `unknown` when the way out may answer an error.
 */
export function answerAfter(stmt: Node, r: Reached, implicit: ImplicitAnswer, depth = 0): Outcome | undefined {
  const { Node } = loadTsMorph();
  if (depth > 10) return undefined;
  let cur: Node = stmt;
  let maybeSuccess = false;
  for (;;) {
    if (cur === r.fn) return leave(r, false, implicit, depth);
    const parent = cur.getParent();
    if (!parent) return undefined;
    if (isFunctionLike(cur)) {
      // A callback (a transaction, a loop body): its end is the end of the statement that passed it.
      const host = cur.getFirstAncestor((a) => isStatementInList(a));
      if (!host) return undefined;
      cur = host;
      continue;
    }
    if (!isStatementInList(cur)) {
      cur = parent;
      continue;
    }
    const next = afterSiblings(cur);
    if (next.kind === 'outcome')
      return maybeSuccess && !isSuccessOutcome(next.outcome) ? unknownAt(next.outcome) : next.outcome;
    if (next.kind === 'undetermined') return { kind: 'unknown', file: r.file, line: next.line };
    if (next.kind === 'exit') return leave(r, next.returnsValue, implicit, depth);
    if (next.kind === 'jump') cur = next.target;
    else cur = parent;
    maybeSuccess ||= next.maybeSuccess;
    if (Node.isSourceFile(cur)) return undefined;
  }
}

const isSuccessOutcome = (o: Outcome) => o.kind === 'status' && o.status >= 200 && o.status < 300;
const unknownAt = (o: Outcome): Outcome => ('line' in o ? { kind: 'unknown', file: o.file, line: o.line } : o);

type Next =
  | { kind: 'outcome'; outcome: Outcome }
  | { kind: 'undetermined'; line: number }
  | { kind: 'exit'; returnsValue: boolean }
  | { kind: 'jump'; target: Node; maybeSuccess: boolean }
  | { kind: 'end'; maybeSuccess: boolean };

/** The first thing the statements after `stmt` in its list do: answer, leave, jump, or nothing. */
function afterSiblings(stmt: Node): Next {
  const { Node } = loadTsMorph();
  const file = stmt.getSourceFile().getFilePath().replace(/^\//, '');
  let maybeSuccess = false;
  for (const s of stmt.getNextSiblings()) {
    if (Node.isBreakStatement(s) || Node.isContinueStatement(s)) {
      if (s.getLabel()) return { kind: 'undetermined', line: s.getStartLineNumber() };
      const target = s.getFirstAncestor(
        (a) =>
          (Node.isSwitchStatement(a) && Node.isBreakStatement(s)) ||
          Node.isForStatement(a) ||
          Node.isForOfStatement(a) ||
          Node.isForInStatement(a) ||
          Node.isWhileStatement(a) ||
          Node.isDoStatement(a),
      );
      return target ? { kind: 'jump', target, maybeSuccess } : { kind: 'undetermined', line: s.getStartLineNumber() };
    }
    const answers = outcomesOf(s, file).filter((o) => o.kind !== 'none');
    const direct = Node.isExpressionStatement(s) || Node.isReturnStatement(s) || Node.isThrowStatement(s);
    if (direct && answers.length > 0) return { kind: 'outcome', outcome: answers[0] };
    if (Node.isReturnStatement(s)) return { kind: 'exit', returnsValue: s.getExpression() !== undefined };
    // A branch that may answer: the way on is known only when every such answer is a success.
    if (answers.some((o) => !isSuccessOutcome(o))) return { kind: 'undetermined', line: s.getStartLineNumber() };
    if (answers.length > 0) maybeSuccess = true;
  }
  return { kind: 'end', maybeSuccess };
}

/** `r` returns normally: what its caller (or, for the handler, the framework) answers next. */
export function leave(r: Reached, returnsValue: boolean, implicit: ImplicitAnswer, depth: number): Outcome | undefined {
  if (!r.via || !r.caller) return implicit(returnsValue);
  // A caller that looks at what the function returned may answer an error for it.
  if (returnsValue && resultUsed(r.via)) return undefined;
  const stmt = r.via.getFirstAncestor((a) => isStatementInList(a));
  if (!stmt) return undefined;
  const { Node } = loadTsMorph();
  // `return f()`: the caller returns what the function returned.
  if (Node.isReturnStatement(stmt)) return leave(r.caller, true, implicit, depth + 1);
  return answerAfter(stmt, r.caller, implicit, depth + 1);
}

/** The value a call returns is used: assigned, tested, passed on (not `await f();` alone). */
export function resultUsed(call: CallExpression): boolean {
  const { Node } = loadTsMorph();
  let n: Node = call;
  let parent = n.getParent();
  while (parent && (Node.isAwaitExpression(parent) || Node.isParenthesizedExpression(parent))) {
    n = parent;
    parent = n.getParent();
  }
  return !(parent && (Node.isExpressionStatement(parent) || Node.isVoidExpression(parent)));
}

function isStatementInList(node: Node): boolean {
  const { Node } = loadTsMorph();
  const parent = node.getParent();
  return (
    !!parent &&
    Node.isStatement(node) &&
    (Node.isBlock(parent) ||
      Node.isCaseClause(parent) ||
      Node.isDefaultClause(parent) ||
      Node.isSourceFile(parent) ||
      Node.isModuleBlock(parent))
  );
}
