import type { CallExpression, Node } from 'ts-morph';
import { loadTsMorph } from '../../../workspace/ts';
import type { TreeView } from '../../../workspace/workspace';
import { calleeRef, isFunctionLike } from '../../code/flow';
import { contains, isFunctionLike as isPlainFunction } from '../../code/syntax';
import { functionName } from '../../http/handlers';
import type { CatchInfo, EventHandling, FireAndForget, Located, Outcome, WebhookVerification } from './model';
import { answerAfter, isSuccess, leave, outcomesOf, resultUsed, type ImplicitAnswer } from './outcomes';
import { reachFunctions, type Reached } from './reach';
import type { ChangeSet } from '../../../git/changeset';

/**
 * What becomes of a failure while a webhook processes an event: the catches it meets
 * (in the handler, or in a function the handler awaits, at any depth the call graph
 * follows), and work that runs unawaited or after the response, whose failure nobody sees.
 */

/** The parts of an endpoint the failure paths are read from. */
export interface FailureScope {
  view: TreeView;
  handler: Reached;
  reached: Reached[];
  verifications: WebhookVerification[];
  dispatchers: Located[];
  events: EventHandling[];
  implicit: ImplicitAnswer;
}

/** Calls that hand the event to durable storage or a queue, to be retried there. */
const QUEUE_LIKE = /(queue|inngest|producer|publisher|bus|jobs?|worker|sqs|pubsub|kafka|trigger|enqueue)/i;

export function catchesOf(scope: FailureScope): CatchInfo[] {
  const out: CatchInfo[] = [];
  for (const r of processingFunctions(scope)) {
    const isHandler = r === scope.handler;
    // a function the handler runs through a promise nobody waits for (`this.notify(id).catch(log)`)
    // fails after the handler has moved on: its catches acknowledge nothing the handler answers
    if (!isHandler && droppedOnTheWay(r, scope.handler.fn)) continue;
    for (const tr of r.fn.getDescendantsOfKind(loadTsMorph().SyntaxKind.TryStatement)) {
      const clause = tr.getCatchClause();
      if (!clause || !ownCode(tr, r, scope)) continue;
      const covers = isHandler
        ? handlerTryCovers(scope, tr.getTryBlock())
        : awaitsWork(tr.getTryBlock())
          ? 'processing'
          : undefined;
      if (!covers) continue;
      const block = clause.getBlock();
      out.push({
        file: r.file,
        line: tr.getStartLineNumber(),
        catchLine: clause.getStartLineNumber(),
        covers,
        outcomes: outcomesOf(block, r.file, scope.view),
        after: swallowedAnswer(scope.view, block, tr, r, scope.implicit),
        within: isHandler ? undefined : { name: r.name, file: r.file, line: r.fn.getStartLineNumber() },
        node: tr,
      });
    }
    out.push(...promiseCatches(r, scope, isHandler));
  }
  return out;
}

/** `await work().catch((err) => log(err))`: a catch written as a promise callback. */
function promiseCatches(r: Reached, scope: FailureScope, isHandler: boolean): CatchInfo[] {
  const { Node, SyntaxKind } = loadTsMorph();
  const out: CatchInfo[] = [];
  for (const call of r.fn.getDescendantsOfKind(SyntaxKind.CallExpression)) {
    const callee = call.getExpression();
    if (!Node.isPropertyAccessExpression(callee) || callee.getName() !== 'catch' || !ownCode(call, r, scope)) continue;
    const handlerFn = call.getArguments()[0];
    if (!handlerFn || !isFunctionLike(handlerFn) || !Node.isCallExpression(callee.getExpression())) continue;
    const stmt = call.getFirstAncestor((a) => Node.isExpressionStatement(a) || Node.isVariableStatement(a));
    if (!stmt || (Node.isVariableStatement(stmt) && !isHandler)) continue;
    // in a function the handler reaches, a caught promise nobody waits for (`started =
    // warmup().catch(log)`) is work started in the background, not a failure carried on from
    if (!isHandler && !waitedFor(call)) continue;
    out.push({
      file: r.file,
      line: call.getStartLineNumber(),
      catchLine: handlerFn.getStartLineNumber(),
      covers: 'processing',
      outcomes: outcomesOf(handlerFn.getBody() ?? handlerFn, r.file, scope.view),
      after: answerAfter(stmt, r, scope.implicit),
      within: isHandler ? undefined : { name: r.name, file: r.file, line: r.fn.getStartLineNumber() },
      node: call,
    });
  }
  return out;
}

/** The promise is awaited or returned where it is made (`await p.catch(…)`, `return p.catch(…)`). */
function waitedFor(call: Node): boolean {
  const { Node } = loadTsMorph();
  let up = call.getParent();
  while (up && Node.isParenthesizedExpression(up)) up = up.getParent();
  return !!up && (Node.isAwaitExpression(up) || Node.isReturnStatement(up) || Node.isArrowFunction(up));
}

/**
 * What the handler answers once the catch block completes without answering: after the
 * try statement, or (for a catch that ends in a plain `return`) after the call that
 * awaited the function. Undefined when the catch answers, throws, queues the event, or
 * returns a value its caller looks at.
 */
function swallowedAnswer(
  view: TreeView,
  block: Node,
  tr: Node,
  r: Reached,
  implicit: ImplicitAnswer,
): Outcome | undefined {
  const { Node, SyntaxKind } = loadTsMorph();
  if (outcomesOf(block, r.file, view).some((o) => o.kind !== 'none')) return undefined;
  if (block.getDescendantsOfKind(SyntaxKind.CallExpression).some((c) => QUEUE_LIKE.test(c.getExpression().getText())))
    return undefined;
  const returns = block
    .getDescendantsOfKind(SyntaxKind.ReturnStatement)
    .filter((ret) => ret.getFirstAncestor((a) => isFunctionLike(a)) === r.fn);
  if (returns.some((ret) => ret.getExpression() !== undefined)) {
    // `catch { return null }`: the caller may answer an error for it, unless it ignores the result.
    if (!r.via || resultUsed(r.via)) return undefined;
  }
  const last = Node.isBlock(block) ? block.getStatements().at(-1) : undefined;
  if (last && Node.isReturnStatement(last)) return leave(r, last.getExpression() !== undefined, implicit, 0);
  return answerAfter(tr, r, implicit);
}

/** What a try block in the handler covers: the signature check, the processing, or both. */
function handlerTryCovers(scope: FailureScope, block: Node): CatchInfo['covers'] | undefined {
  const { SyntaxKind } = loadTsMorph();
  const verifies = scope.verifications.some((v) => v.file === scope.handler.file && contains(block, v.node));
  const processing = new Set<Node>(scope.reached.filter((r) => isProcessing(scope, r)).map((r) => r.fn));
  const processes =
    scope.events.some((e) => e.file === scope.handler.file && contains(block, e.node)) ||
    block.getDescendantsOfKind(SyntaxKind.CallExpression).some((c) => {
      const target = scope.reached.find((r) => r.via === c);
      return target !== undefined && processing.has(target.fn);
    });
  if (verifies && processes) return 'both';
  return verifies ? 'verification' : processes ? 'processing' : undefined;
}

/** The handler and the functions it runs to process the event (not the signature check before it). */
function processingFunctions(scope: FailureScope): Reached[] {
  return [scope.handler, ...scope.reached.filter((r) => r !== scope.handler && isProcessing(scope, r))];
}

/**
 * A function runs on the processing path: it is a dispatcher, or the handler reaches it
 * through a call made after the signature is verified, and it verifies nothing itself.
 */
function isProcessing(scope: FailureScope, r: Reached): boolean {
  if (r === scope.handler) return true;
  if (scope.verifications.some((v) => v.file === r.file && contains(r.fn, v.node))) return false;
  if (scope.dispatchers.some((d) => d.node === r.fn)) return true;
  let root: Reached = r;
  while (root.caller && root.caller !== scope.handler) root = root.caller;
  if (!root.via) return false;
  const verifiedAt = verificationPoint(scope);
  return verifiedAt === undefined || root.via.getStart() > verifiedAt;
}

/** Where, in the handler, the signature is verified (by itself or by a function it calls). */
function verificationPoint(scope: FailureScope): number | undefined {
  const starts: number[] = [];
  for (const v of scope.verifications) {
    if (v.file === scope.handler.file && contains(scope.handler.fn, v.node)) starts.push(v.node.getStart());
    const r = scope.reached.find((x) => x.fn !== scope.handler.fn && contains(x.fn, v.node));
    let root = r;
    while (root?.caller && root.caller !== scope.handler) root = root.caller;
    if (root?.via) starts.push(root.via.getStart());
  }
  return starts.length > 0 ? Math.min(...starts) : undefined;
}

/**
 * The node is code of `r`: in its own body or in a callback it passes (`db.transaction(async
 * (tx) => …)`), not in another function the call graph reached (visited on its own).
 */
function ownCode(node: Node, r: Reached, scope: FailureScope): boolean {
  // Work handed to after()/waitUntil() runs after the answer: reported as such, not as a catch.
  if (node.getAncestors().some((a) => loadTsMorph().Node.isCallExpression(a) && scheduler(a) !== undefined))
    return false;
  for (
    let fn = node.getFirstAncestor((a) => isFunctionLike(a));
    fn;
    fn = fn.getFirstAncestor((a) => isFunctionLike(a))
  ) {
    if (fn === r.fn) return true;
    if (scope.reached.some((x) => x.fn === fn)) return false;
  }
  return false;
}

/** A block that waits for asynchronous work: it awaits, or chains a promise. */
function awaitsWork(block: Node): boolean {
  const { SyntaxKind } = loadTsMorph();
  return (
    block.getDescendantsOfKind(SyntaxKind.AwaitExpression).length > 0 ||
    block.getDescendantsOfKind(SyntaxKind.PropertyAccessExpression).some((p) => p.getName() === 'then')
  );
}

// ---------------------------------------------------------------------------
// Work that nobody waits for.

/** Calls whose work runs once the response is sent. */
const SCHEDULERS = /^(after|waitUntil|unstable_after)$/;
/** Work that may be lost without losing an event: logs, metrics, analytics, cache refreshes. */
const EXPENDABLE = /(log|track|analytics|capture|telemetry|metric|posthog|segment|sentry|flush|revalidate|console)/i;

export function fireAndForget(view: TreeView, scope: FailureScope): FireAndForget[] {
  const { Node, SyntaxKind } = loadTsMorph();
  const out: FireAndForget[] = [];
  const { handler, dispatchers, events } = scope;
  const bodies: { node: Node; file: string }[] = [{ node: handler.fn, file: handler.file }];
  for (const d of dispatchers) if (d.node !== handler.fn) bodies.push({ node: d.node, file: d.file });
  for (const ev of events)
    if (!bodies.some((b) => contains(b.node, ev.body))) bodies.push({ node: ev.body, file: ev.file });
  for (const { node, file } of bodies) {
    for (const stmt of node.getDescendantsOfKind(SyntaxKind.ExpressionStatement)) {
      let e = stmt.getExpression();
      if (Node.isVoidExpression(e)) e = e.getExpression();
      if (!Node.isCallExpression(e)) continue;
      const calleeText = e.getExpression().getText().replace(/\s+/g, '');
      if (QUEUE_LIKE.test(calleeText)) continue;
      const scheduled = scheduler(e);
      if (scheduled) {
        if (inEventProcessing(scope, stmt) && schedulesWork(view, file, e))
          out.push({ file, line: stmt.getStartLineNumber(), node: stmt, callee: scheduled, scheduled });
        continue;
      }
      const chained = /\.(then|catch|finally)$/.test(calleeText);
      const target = calleeRef(view, file, e);
      let async = !!target && isAsyncFunction(target.fn);
      if (calleeText === 'Promise.all' || calleeText === 'Promise.allSettled') async = true;
      if (!chained && !async) continue;
      out.push({
        file,
        line: stmt.getStartLineNumber(),
        node: stmt,
        // the work's own callee (`notify` of `notify(id).catch(…)`), as the message names it `notify()`
        callee: chained ? promiseRoot(e).getExpression().getText().replace(/\s+/g, '') : calleeText,
      });
    }
  }
  return out;
}

/** The call a promise chain starts from: `notify(id)` of `notify(id).then(…).catch(…)`. */
function promiseRoot(call: CallExpression): CallExpression {
  const { Node } = loadTsMorph();
  let e: CallExpression = call;
  for (;;) {
    const callee = e.getExpression();
    if (!Node.isPropertyAccessExpression(callee) || !/^(then|catch|finally)$/.test(callee.getName())) return e;
    const inner = callee.getExpression();
    if (!Node.isCallExpression(inner)) return e;
    e = inner;
  }
}

/** `after(…)`, `waitUntil(…)`, `ctx.waitUntil(…)`, `c.executionCtx.waitUntil(…)`: its name. */
function scheduler(call: CallExpression): string | undefined {
  const { Node } = loadTsMorph();
  const callee = call.getExpression();
  const name = Node.isIdentifier(callee)
    ? callee.getText()
    : Node.isPropertyAccessExpression(callee)
      ? callee.getName()
      : '';
  return SCHEDULERS.test(name) ? name : undefined;
}

/** The statement handles an event: it is in a case of the dispatch, or in a dispatcher. */
function inEventProcessing(scope: FailureScope, stmt: Node): boolean {
  return (
    scope.events.some((ev) => contains(ev.body, stmt)) ||
    scope.dispatchers.some((d) => d.node !== scope.handler.fn && contains(d.node, stmt))
  );
}

/** The scheduled work does more than log or count: it calls a function of the repository or writes. */
function schedulesWork(view: TreeView, file: string, call: CallExpression): boolean {
  const { SyntaxKind } = loadTsMorph();
  const calls = [call, ...call.getDescendantsOfKind(SyntaxKind.CallExpression)].slice(1);
  return calls.some(
    (c) =>
      !EXPENDABLE.test(c.getExpression().getText()) &&
      (calleeRef(view, file, c) !== undefined ||
        /\.(create|update|upsert|insert|delete|save|set|values)\w*$/.test(c.getExpression().getText())),
  );
}

/** `res.sendStatus(200)` as a statement, then the processing: the answer does not wait for the work. */
export function ackBeforeWork(scope: FailureScope): FireAndForget[] {
  const { Node, SyntaxKind } = loadTsMorph();
  const { handler, dispatchers, events } = scope;
  const fn = handler.fn;
  const body = Node.isBodied(fn) || Node.isBodyable(fn) ? fn.getBody() : undefined;
  if (!body || !Node.isBlock(body)) return [];
  const names = new Set<string>();
  for (const d of dispatchers) {
    const n = functionName(d.node);
    if (n && d.node !== fn) names.add(n);
  }
  for (const ev of events) for (const c of ev.calls) names.add(c.name);
  let ack: Node | undefined;
  for (const stmt of body.getStatements()) {
    if (!ack) {
      if (Node.isExpressionStatement(stmt) && outcomesOf(stmt, handler.file).some(isSuccess)) ack = stmt;
      continue;
    }
    const call = stmt
      .getDescendantsOfKind(SyntaxKind.CallExpression)
      .find((c) => names.has(c.getExpression().getText().replace(/\s+/g, '')));
    const switches = events.some((e) => e.file === handler.file && contains(stmt, e.node));
    if (call || switches) {
      const callee = call ? call.getExpression().getText() : 'the event processing';
      return [{ file: handler.file, line: ack.getStartLineNumber(), node: ack, callee, answeredFirst: true }];
    }
  }
  return [];
}

function isAsyncFunction(fn: Node): boolean {
  return isPlainFunction(fn) && fn.isAsync();
}

// ---------------------------------------------------------------------------
// New work where a failure is already acknowledged.

/** Method names that write (`db.user.update`, `redis.set`, `insert(…).values`). */
const WRITE_CALL = /\.(create|update|upsert|insert|delete|remove|save|set|values|send|publish)\w*$/;

/** A call the change adds that does work where failures are acknowledged. */
export interface NewWork {
  file: string;
  line: number;
  callee: string;
}

/**
 * The first call the change adds in `region` (a try block, an unawaited call) or in a
 * function it runs (as far as `reachFunctions` follows) that does work: it runs a function
 * of the repository, is awaited, or writes; a log or metric is not work. A call counts as
 * added where the base version of its file has no call of that callee: an edited argument
 * of an existing call is no new work, nor is a call that takes the place of one the same
 * lines awaited before (`await refundFeePayment(…)` where `await createRefund(…)` was): the
 * step was there, done another way.
 */
export function newWorkUnder(
  view: TreeView,
  base: TreeView,
  changes: ChangeSet,
  region: { node: Node; file: string },
): NewWork | undefined {
  const { Node, SyntaxKind } = loadTsMorph();
  const baseCalls = new Map<string, string | undefined>();
  const inBase = (file: string, callee: string): boolean => {
    if (!baseCalls.has(file)) baseCalls.set(file, base.read(file)?.replace(/\s+/g, ''));
    return baseCalls.get(file)?.includes(`${callee}(`) ?? false;
  };
  for (const r of reachFunctions(view, region.node, region.file)) {
    // a function run through a promise nobody awaits (`void this.audit(…)`) fails outside the
    // region (the region's own unawaited call aside: its failure is the one acknowledged)
    if (droppedOnTheWay(r, region.node)) continue;
    // what a replacing call runs stands for what the call it replaced ran
    if (reachedThroughReplacement(view, base, changes, r)) continue;
    for (const call of r.fn.getDescendantsOfKind(SyntaxKind.CallExpression)) {
      const line = call.getStartLineNumber();
      if (!changes.isNewCode(r.file, line)) continue;
      if (dropped(call) && !isRegionCall(call, region.node)) continue;
      const callee = call.getExpression().getText().replace(/\s+/g, '');
      if (EXPENDABLE.test(callee) || inBase(r.file, callee)) continue;
      const awaited = Node.isAwaitExpression(call.getParent());
      if (awaited && replacesAwaitedCall(view, base, changes, r.file, line)) continue;
      const target = calleeRef(view, r.file, call);
      // a kickoff (`kickoffSchema()`) starts work whose failure its own `.catch` handles
      if (!awaited && target && startsInBackground(view, target.file, target.fn)) continue;
      if (awaited || WRITE_CALL.test(callee) || target) return { file: r.file, line, callee };
    }
  }
  return undefined;
}

/** A call on the way to `r` is an awaited call written where an awaited call stood. */
function reachedThroughReplacement(view: TreeView, base: TreeView, changes: ChangeSet, r: Reached): boolean {
  const { Node } = loadTsMorph();
  for (let hop: Reached | undefined = r; hop?.via && hop.caller; hop = hop.caller) {
    if (!Node.isAwaitExpression(hop.via.getParent())) continue;
    const line = hop.via.getStartLineNumber();
    if (changes.isNewCode(hop.caller.file, line) && replacesAwaitedCall(view, base, changes, hop.caller.file, line))
      return true;
  }
  return false;
}

/**
 * The hunk that wrote `line` removed at least as many awaited expressions as it added: the
 * awaited call on `line` stands where an awaited call stood.
 */
function replacesAwaitedCall(view: TreeView, base: TreeView, changes: ChangeSet, file: string, line: number): boolean {
  const { SyntaxKind } = loadTsMorph();
  const changed = changes.file(file);
  const hunk = changed?.hunks.find((h) => line >= h.newStart && line < h.newStart + h.newLines);
  if (!changed || !hunk || hunk.oldLines === 0) return false;
  const awaitLines = (sf: ReturnType<TreeView['sourceFile']>, from: number, count: number) =>
    (sf?.getDescendantsOfKind(SyntaxKind.AwaitExpression) ?? [])
      .map((a) => a.getStartLineNumber())
      .filter((l) => l >= from && l < from + count);
  const removed = new Set(changed.removedLines);
  const added = new Set(changed.addedLines);
  const before = awaitLines(base.sourceFile(changed.oldPath ?? file), hunk.oldStart, hunk.oldLines).filter((l) =>
    removed.has(l),
  );
  const after = awaitLines(view.sourceFile(file), hunk.newStart, hunk.newLines).filter((l) => added.has(l));
  return before.length > 0 && before.length >= after.length;
}

/**
 * A function that only starts work in the background: not async, returning no value, and
 * each call of the repository's functions (or awaited, or writing) in it is a promise it
 * hands to `.catch(…)` or `void`s (`_kickoff = ensureSchema().catch(log)`). Its caller
 * sees no failure of that work.
 */
function startsInBackground(view: TreeView, file: string, fn: Node): boolean {
  const { Node, SyntaxKind } = loadTsMorph();
  if (!isPlainFunction(fn) || fn.isAsync()) return false;
  const own = (n: Node) => n.getFirstAncestor((a) => isFunctionLike(a)) === fn;
  if (fn.getDescendantsOfKind(SyntaxKind.ReturnStatement).some((r) => own(r) && r.getExpression() !== undefined))
    return false;
  let started = false;
  for (const call of fn.getDescendantsOfKind(SyntaxKind.CallExpression)) {
    if (!own(call)) continue;
    const callee = call.getExpression().getText().replace(/\s+/g, '');
    if (EXPENDABLE.test(callee)) continue;
    const work = Node.isAwaitExpression(call.getParent()) || WRITE_CALL.test(callee) || calleeRef(view, file, call);
    if (!work) continue;
    const handed = call.getParent();
    const caught =
      handed !== undefined &&
      Node.isPropertyAccessExpression(handed) &&
      handed.getName() === 'catch' &&
      Node.isCallExpression(handed.getParent());
    if (!caught && !(handed && Node.isVoidExpression(handed))) return false;
    started = true;
  }
  return started;
}

/**
 * A call whose promise nobody waits for: `void f()`, or an async function's call made as a
 * statement of its own. What it runs fails after the code around it has moved on, outside
 * any `try` that holds the call.
 */
function dropped(call: Node, callee?: Node): boolean {
  const { Node } = loadTsMorph();
  // a promise chain made of the call (`notify(id).catch((err) => log(err))`): the chain's last call
  let top: Node = call;
  let chained = false;
  for (;;) {
    const access = top.getParent();
    const next = access?.getParent();
    if (!access || !Node.isPropertyAccessExpression(access) || !/^(then|catch|finally)$/.test(access.getName())) break;
    if (!next || !Node.isCallExpression(next) || next.getExpression() !== access) break;
    top = next;
    chained = true;
  }
  const parent = top.getParent();
  if (parent && Node.isVoidExpression(parent)) return true;
  return (
    !!parent && Node.isExpressionStatement(parent) && (chained || (callee !== undefined && isAsyncFunction(callee)))
  );
}

/** Whether a reached function runs through a dropped call on its way from the region. */
function droppedOnTheWay(r: Reached, region: Node): boolean {
  for (let hop: Reached | undefined = r; hop?.via; hop = hop.caller)
    if (dropped(hop.via, hop.fn) && !isRegionCall(hop.via, region)) return true;
  return false;
}

/** The region is this call (`void sync(event)` as a statement, or the call itself), not a block holding it. */
function isRegionCall(call: Node, region: Node): boolean {
  const { Node } = loadTsMorph();
  for (let n: Node | undefined = call; n; n = n.getParent()) {
    if (n === region) return true;
    const up = n.getParent();
    if (!up || !(Node.isVoidExpression(up) || Node.isExpressionStatement(up) || Node.isAwaitExpression(up)))
      return false;
  }
  return false;
}

/** The code whose failures a catch acknowledges: its try block, or the promise its `.catch(…)` is on. */
export function caughtWork(c: CatchInfo): Node | undefined {
  const { Node } = loadTsMorph();
  if (Node.isTryStatement(c.node)) return c.node.getTryBlock();
  if (Node.isCallExpression(c.node)) {
    const callee = c.node.getExpression();
    return Node.isPropertyAccessExpression(callee) ? callee.getExpression() : undefined;
  }
  return undefined;
}
