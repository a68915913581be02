import { changeFact, treeFact } from '../workspace/fact';
import type { Workspace } from '../workspace/workspace';
import type { CallExpression, Node, SourceFile } from 'ts-morph';
import { declarationOf } from './ast';
import { isStripeEventType } from './stripe-events';
import { exportedDeclarations } from './exports';
import { loadTsMorph } from '../workspace/ts';
import { isCodeFile, type TreeView } from '../workspace/workspace';
import { functionName, requestHandlers, stringValue, type FunctionLike, type RequestHandler } from './handlers';
import { resolveImport } from './resolve-import';

/**
 * Stripe webhook endpoints: request handlers that receive Stripe events, what they
 * verify and with which body and secret, the event types they handle (and the
 * functions each type calls), and how they answer when processing fails.
 *
 * Shared by the stripe/webhook-* rules and by the webhook error-path coverage, which
 * needs the handler functions, event types and processing functions by name.
 */

export type WebhookFramework = 'express' | 'next-app' | 'next-pages' | 'fastify' | 'hono' | 'nest' | 'koa' | 'unknown';

export type WebhookSignal = 'verification' | 'signature-header' | 'event-types' | 'name';

/** Where something was found: a node in a file (files differ when a dispatcher lives elsewhere). */
export interface Located {
  file: string;
  line: number;
  node: Node;
}

export interface WebhookVerification extends Located {
  method: 'constructEvent' | 'constructEventAsync' | 'verifyHeader';
  call: CallExpression;
  payload?: Node;
  secret?: Node;
}

/** A reason why the verified body or secret cannot be trusted. */
export interface WebhookProblem extends Located {
  kind: 'parsed-body' | 'reserialized-body' | 'json-middleware' | 'pages-body-parser' | 'fastify-body' | 'weak-secret';
  message: string;
  fix: string;
  related: { file: string; line: number; message: string }[];
}

export interface EventCall extends Located {
  /** Callee as written (`fulfillOrder`, `billing.sync`). */
  name: string;
  /** File that declares the callee, when it is local or a relative import. */
  definedIn?: string;
}

export interface EventHandling extends Located {
  /** Stripe event type, e.g. `payment_intent.succeeded`. */
  type: string;
  /** The calls made while handling it (case clause or if branch). */
  calls: EventCall[];
  /** The case clause / if branch body. */
  body: Node;
}

export type Outcome =
  | { kind: 'status'; status: number; file: string; line: number }
  | { kind: 'throw'; file: string; line: number }
  /** A response whose status is computed (`res.status(err.statusCode)`). */
  | { kind: 'unknown'; file: string; line: number }
  | { kind: 'none' };

export interface CatchInfo {
  file: string;
  /** Line of the `try`. */
  line: number;
  catchLine: number;
  /** What the try block covers. */
  covers: 'verification' | 'processing' | 'both';
  /** Every way the catch block answers; `none` when it neither responds, returns nor throws. */
  outcomes: Outcome[];
  /** The statement after the try answers with this, when the catch falls through. */
  after?: Outcome;
  node: Node;
}

export interface FireAndForget extends Located {
  callee: string;
  /** The handler answered 2xx at this line and only then did the work. */
  answeredFirst?: boolean;
}

export interface WebhookEndpoint {
  file: string;
  line: number;
  name?: string;
  path?: string;
  method: string;
  framework: WebhookFramework;
  /** The handler function. */
  node: FunctionLike;
  handler?: RequestHandler;
  signals: WebhookSignal[];
  verifications: WebhookVerification[];
  problems: WebhookProblem[];
  /** Functions reached from the handler that switch on the event type (may be the handler). */
  dispatchers: (Located & { name?: string })[];
  events: EventHandling[];
  /** Answers given for event types no case handles (default clause / final else). */
  unhandled: (Located & { outcomes: Outcome[] })[];
  catches: CatchInfo[];
  /** Async work started and not awaited, or done after the handler already answered 2xx. */
  fireAndForget: FireAndForget[];
}

const VERIFY_METHODS = new Set(['constructEvent', 'constructEventAsync']);

/** Stripe webhook endpoints declared in one file (memoised). */
export const webhookEndpoints = treeFact((view: TreeView, path: string): WebhookEndpoint[] => {
  if (!isCodeFile(path)) return [];
  // Cheap pre-check: a file that never says stripe, webhook or a verifier is not parsed for this.
  const text = view.read(path);
  if (text === undefined || !/stripe|webhook|constructEvent|verifyHeader/i.test(text)) return [];
  const sf = view.sourceFile(path);
  if (!sf) return [];
  return findEndpoints(view, sf, path);
});

/**
 * Webhook endpoints a change can affect: those in changed files, those mounted by a
 * changed file (`app.use('/hooks', webhookRouter)`), and those whose event handling
 * reaches a changed module (a dispatcher or a processing function).
 */
export const webhookEndpointsAffectedBy = changeFact((workspace: Workspace): WebhookEndpoint[] => {
  const { head: view, changes } = workspace;
  const out = new Map<string, WebhookEndpoint>();
  const add = (e: WebhookEndpoint) => out.set(`${e.file}:${e.line}`, e);
  const changed = changes
    .headFiles()
    .map((f) => f.path)
    .filter(isCodeFile);
  const changedSet = new Set(changed);
  for (const path of changed) {
    for (const e of webhookEndpoints(view, path)) add(e);
    const sf = view.sourceFile(path);
    if (!sf) continue;
    for (const target of mountedModules(view, sf, path)) for (const e of webhookEndpoints(view, target)) add(e);
  }
  // Endpoints whose dispatcher or processing functions live in a changed module: callers
  // of the changed files' exports, and callers of those (a dispatcher module in between).
  const reachesChanged = (e: WebhookEndpoint) =>
    e.dispatchers.some((d) => changedSet.has(d.file)) ||
    e.events.some((ev) => ev.calls.some((c) => c.definedIn !== undefined && changedSet.has(c.definedIn)));
  let frontier = changed;
  const visited = new Set(changed);
  for (let round = 0; round < 2 && frontier.length > 0; round++) {
    const names = new Set<string>();
    for (const path of frontier) {
      const sf = view.sourceFile(path);
      for (const n of sf ? exportedDeclarations(sf).keys() : []) if (n !== 'default' && n.length > 2) names.add(n);
    }
    if (names.size === 0 || names.size > 200) break;
    const callers = view.grep([...names]).filter((p) => !visited.has(p) && isCodeFile(p));
    if (callers.length > 50) break;
    for (const caller of callers) {
      visited.add(caller);
      for (const e of webhookEndpoints(view, caller)) if (reachesChanged(e)) add(e);
    }
    frontier = callers;
  }
  return [...out.values()];
});

/** Relative modules whose exports a file mounts with `x.use(..., ident)`. */
function mountedModules(view: TreeView, sf: SourceFile, path: string): string[] {
  const { Node, SyntaxKind } = loadTsMorph();
  const targets = new Set<string>();
  for (const call of sf.getDescendantsOfKind(SyntaxKind.CallExpression)) {
    const callee = call.getExpression();
    if (!Node.isPropertyAccessExpression(callee) || !['use', 'register', 'route'].includes(callee.getName())) continue;
    for (const arg of call.getArguments()) {
      if (!Node.isIdentifier(arg)) continue;
      const binding = importedBinding(sf, arg.getText());
      if (!binding) continue;
      const target = resolveImport(view, path, binding.module);
      if (target) targets.add(target);
    }
  }
  return [...targets];
}

interface Reached {
  fn: Node;
  file: string;
  name?: string;
}

function findEndpoints(view: TreeView, sf: SourceFile, path: string): WebhookEndpoint[] {
  const { Node, SyntaxKind } = loadTsMorph();
  const handlers = requestHandlers(view, path);
  const candidates: { node: FunctionLike; handler?: RequestHandler }[] = handlers.map((h) => ({
    node: h.node,
    handler: h,
  }));
  // A verifying function that no router in this file registers (exported and mounted elsewhere).
  for (const call of sf.getDescendantsOfKind(SyntaxKind.CallExpression)) {
    if (!verificationMethod(call)) continue;
    const fn = outermostFunction(call);
    if (fn && !candidates.some((c) => contains(c.node, fn) || contains(fn, c.node))) candidates.push({ node: fn });
  }
  const endpoints: WebhookEndpoint[] = [];
  for (const { node, handler } of candidates) {
    const reached = reachFunctions(view, node, path);
    const signals: WebhookSignal[] = [];
    const verifications: WebhookVerification[] = [];
    let readsSignature = false;
    const dispatchers: (Located & { name?: string })[] = [];
    const events: EventHandling[] = [];
    const unhandled: (Located & { outcomes: Outcome[] })[] = [];
    for (const r of reached) {
      for (const d of r.fn.getDescendants()) {
        if (Node.isCallExpression(d)) {
          const method = verificationMethod(d);
          if (method) {
            const args = d.getArguments();
            verifications.push({
              file: r.file,
              line: d.getStartLineNumber(),
              node: d,
              call: d,
              method,
              payload: args[0],
              secret: args[2],
            });
          }
        } else if (
          (Node.isStringLiteral(d) || Node.isNoSubstitutionTemplateLiteral(d)) &&
          d.getLiteralValue().toLowerCase() === 'stripe-signature'
        ) {
          readsSignature = true;
        }
      }
      const found = eventHandling(view, r);
      if (found.events.length > 0) {
        dispatchers.push({ file: r.file, line: r.fn.getStartLineNumber(), node: r.fn, name: r.name });
        events.push(...found.events);
        unhandled.push(...found.unhandled);
      }
    }
    if (verifications.length > 0) signals.push('verification');
    if (readsSignature) signals.push('signature-header');
    if (events.length > 0) signals.push('event-types');
    if (namedAsStripeWebhook(sf, path, handler, node)) signals.push('name');
    if (signals.length === 0) continue;
    // A route named like a webhook but with nothing Stripe about it is some other webhook.
    if (signals.length === 1 && signals[0] === 'name' && !(importsStripe(sf) && receivesBody(handler, node))) continue;
    // An event fetched back from the Stripe API (`stripe.events.retrieve(id)`) is authentic.
    if (verifications.length === 0 && reached.some((r) => retrievesEvent(r.fn))) continue;
    const framework = frameworkOf(sf, path, handler);
    const endpoint: WebhookEndpoint = {
      file: path,
      line: node.getStartLineNumber(),
      name: handler?.name ?? functionName(node),
      path: handler?.path,
      method: handler?.method ?? 'POST',
      framework,
      node,
      handler,
      signals,
      verifications,
      problems: [],
      dispatchers,
      events,
      unhandled,
      catches: catchesOf(node, path, verifications, dispatchers, events),
      fireAndForget: [
        ...fireAndForget(view, node, path, dispatchers, events),
        ...ackBeforeWork(node, path, dispatchers, events),
      ],
    };
    endpoint.problems = [...bodyProblems(view, sf, endpoint), ...secretProblems(view, endpoint)];
    endpoints.push(endpoint);
  }
  return endpoints;
}

function contains(outer: Node, inner: Node): boolean {
  return outer.getPos() <= inner.getPos() && inner.getEnd() <= outer.getEnd();
}

function outermostFunction(node: Node): Node | undefined {
  const { Node: N } = loadTsMorph();
  let best: Node | undefined;
  for (const a of node.getAncestors()) {
    if (N.isFunctionDeclaration(a) || N.isArrowFunction(a) || N.isFunctionExpression(a) || N.isMethodDeclaration(a)) {
      best = a;
    }
  }
  return best;
}

export function verificationMethod(call: CallExpression): WebhookVerification['method'] | undefined {
  const { Node } = loadTsMorph();
  const callee = call.getExpression();
  if (!Node.isPropertyAccessExpression(callee)) return undefined;
  const name = callee.getName();
  const recv = callee.getExpression().getText().replace(/\s+/g, '');
  if (VERIFY_METHODS.has(name) && /(^|\.)webhooks$/.test(recv)) return name as 'constructEvent' | 'constructEventAsync';
  if (name === 'verifyHeader' && /(^|\.)signature$/.test(recv)) return 'verifyHeader';
  return undefined;
}

/** The handler plus functions it calls: local ones, and ones imported from relative modules (two levels). */
function reachFunctions(view: TreeView, root: Node, path: string): Reached[] {
  const { Node, SyntaxKind } = loadTsMorph();
  const out: Reached[] = [{ fn: root, file: path, name: functionName(root) }];
  const seen = new Set<Node>([root]);
  let frontier: Reached[] = [out[0]];
  for (let depth = 0; depth < 2; depth++) {
    const next: Reached[] = [];
    for (const r of frontier) {
      const sf = r.fn.getSourceFile();
      for (const call of r.fn.getDescendantsOfKind(SyntaxKind.CallExpression)) {
        const callee = call.getExpression();
        if (!Node.isIdentifier(callee)) continue;
        const target = resolveCallee(view, sf, r.file, callee.getText());
        if (!target || seen.has(target.fn)) continue;
        seen.add(target.fn);
        out.push(target);
        next.push(target);
      }
    }
    frontier = next;
  }
  return out;
}

/** A function by name: declared in this file, or exported by the relative module it is imported from. */
export function resolveCallee(view: TreeView, sf: SourceFile, file: string, name: string): Reached | undefined {
  const local = localFunction(sf, name);
  if (local) return { fn: local, file, name };
  const binding = importedBinding(sf, name);
  if (!binding || binding.kind !== 'named') return undefined;
  const target = resolveImport(view, file, binding.module);
  if (!target) return undefined;
  const tsf = view.sourceFile(target);
  if (!tsf) return undefined;
  const fn = localFunction(tsf, binding.imported);
  return fn ? { fn, file: target, name: binding.imported } : undefined;
}

function localFunction(sf: SourceFile, name: string): Node | undefined {
  const { Node } = loadTsMorph();
  const decl = sf.getFunction(name);
  if (decl) return decl;
  const init = sf.getVariableDeclaration(name)?.getInitializer();
  if (init && (Node.isArrowFunction(init) || Node.isFunctionExpression(init))) return init;
  return undefined;
}

/** Event types handled by one function: `switch (event.type)` and `if (event.type === '...')` chains. */
function eventHandling(
  view: TreeView,
  r: Reached,
): { events: EventHandling[]; unhandled: (Located & { outcomes: Outcome[] })[] } {
  const { Node, SyntaxKind } = loadTsMorph();
  const events: EventHandling[] = [];
  const unhandled: (Located & { outcomes: Outcome[] })[] = [];
  const sf = r.fn.getSourceFile();
  for (const sw of r.fn.getDescendantsOfKind(SyntaxKind.SwitchStatement)) {
    if (!isTypeAccess(sw.getExpression())) continue;
    const clauses = sw.getCaseBlock().getClauses();
    const types = clauses.flatMap((c) => {
      if (!Node.isCaseClause(c)) return [];
      const v = stringValue(c.getExpression());
      return v && isStripeEventType(v) ? [v] : [];
    });
    if (types.length === 0) continue;
    clauses.forEach((clause, i) => {
      // Empty clauses fall through to the next one with statements.
      let body = clause;
      for (let j = i; j < clauses.length && clauses[j].getStatements().length === 0; j++)
        body = clauses[j + 1] ?? clause;
      if (Node.isCaseClause(clause)) {
        const v = stringValue(clause.getExpression());
        if (!v || !isStripeEventType(v)) return;
        events.push({
          file: r.file,
          line: clause.getStartLineNumber(),
          node: clause,
          type: v,
          body,
          calls: callsIn(view, sf, r.file, body),
        });
      } else {
        unhandled.push({
          file: r.file,
          line: clause.getStartLineNumber(),
          node: clause,
          outcomes: outcomesOf(body, r.file),
        });
      }
    });
  }
  for (const ifs of r.fn.getDescendantsOfKind(SyntaxKind.IfStatement)) {
    // Only the head of a chain: `else if` is visited through it.
    const parent = ifs.getParent();
    if (parent && Node.isIfStatement(parent) && parent.getElseStatement() === ifs) continue;
    let cur: Node | undefined = ifs;
    let any = false;
    while (cur && Node.isIfStatement(cur)) {
      const type = comparedEventType(cur.getExpression());
      if (!type) break;
      any = true;
      const then = cur.getThenStatement();
      events.push({
        file: r.file,
        line: cur.getStartLineNumber(),
        node: cur,
        type,
        body: then,
        calls: callsIn(view, sf, r.file, then),
      });
      cur = cur.getElseStatement();
    }
    if (any && cur) {
      unhandled.push({ file: r.file, line: cur.getStartLineNumber(), node: cur, outcomes: outcomesOf(cur, r.file) });
    }
  }
  return { events, unhandled };
}

function isTypeAccess(expr: Node): boolean {
  const { Node } = loadTsMorph();
  return Node.isPropertyAccessExpression(expr) && expr.getName() === 'type';
}

function comparedEventType(expr: Node): string | undefined {
  const { Node, SyntaxKind } = loadTsMorph();
  if (!Node.isBinaryExpression(expr)) return undefined;
  const op = expr.getOperatorToken().getKind();
  if (op !== SyntaxKind.EqualsEqualsEqualsToken && op !== SyntaxKind.EqualsEqualsToken) return undefined;
  const [l, r] = [expr.getLeft(), expr.getRight()];
  const lit = isTypeAccess(l) ? stringValue(r) : isTypeAccess(r) ? stringValue(l) : undefined;
  return lit && isStripeEventType(lit) ? lit : undefined;
}

const NOT_PROCESSING =
  /^(console\.|logger\.|log\.|res\.|reply\.|ctx\.|c\.|Response\.|NextResponse\.|JSON\.|String|Number)/;

function callsIn(view: TreeView, sf: SourceFile, file: string, body: Node): EventCall[] {
  const { Node, SyntaxKind } = loadTsMorph();
  const calls: EventCall[] = [];
  for (const call of body.getDescendantsOfKind(SyntaxKind.CallExpression)) {
    const callee = call.getExpression();
    const name = callee.getText().replace(/\s+/g, '');
    if (NOT_PROCESSING.test(name)) continue;
    let definedIn: string | undefined;
    const root = Node.isIdentifier(callee)
      ? callee.getText()
      : Node.isPropertyAccessExpression(callee)
        ? callee.getExpression().getText()
        : undefined;
    if (root) {
      if (localFunction(sf, root)) definedIn = file;
      else {
        const binding = importedBinding(sf, root.split('.')[0]);
        if (binding) definedIn = resolveImport(view, file, binding.module);
      }
    }
    calls.push({ file, line: call.getStartLineNumber(), node: call, name, definedIn });
  }
  return calls;
}

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

function catchesOf(
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

function fireAndForget(
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
function ackBeforeWork(handler: Node, file: string, dispatchers: Located[], events: EventHandling[]): FireAndForget[] {
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

// ---------------------------------------------------------------------------
// Framework and naming.

function frameworkOf(sf: SourceFile, path: string, handler: RequestHandler | undefined): WebhookFramework {
  if (handler?.kind === 'next-app') return 'next-app';
  if (handler?.kind === 'next-pages') return 'next-pages';
  if (handler?.kind === 'nest') return 'nest';
  const modules = sf.getImportDeclarations().map((i) => i.getModuleSpecifierValue());
  if (modules.some((m) => m === 'hono' || m.startsWith('hono/'))) return 'hono';
  if (modules.some((m) => m === 'fastify' || m.startsWith('fastify') || m.startsWith('@fastify/'))) return 'fastify';
  if (modules.some((m) => m === 'koa' || m.startsWith('@koa/') || m.startsWith('koa-'))) return 'koa';
  if (modules.some((m) => m === 'express' || m === 'body-parser')) return 'express';
  if (modules.some((m) => m.startsWith('@nestjs/'))) return 'nest';
  if (/(^|\/)pages\/api\//.test(path)) return 'next-pages';
  if (handler?.kind === 'router') {
    // Router params tell the rest: (req, reply) is Fastify, (c) Hono, (ctx) Koa.
    const params = handler.node.getChildrenOfKind(loadTsMorph().SyntaxKind.Parameter).map((p) => p.getName());
    if (params[1] === 'reply') return 'fastify';
    if (params.length === 1 && params[0] === 'c') return 'hono';
    if (params[0] === 'ctx') return 'koa';
    return 'express';
  }
  return 'unknown';
}

function namedAsStripeWebhook(sf: SourceFile, path: string, handler: RequestHandler | undefined, node: Node): boolean {
  const names = [
    path,
    handler?.path ?? '',
    handler?.name ?? '',
    functionName(node) ?? '',
    handler?.receiver ?? '',
  ].join(' ');
  return /webhook/i.test(names) && /stripe/i.test(names);
}

/** A POST-style route that reads the request body (not a GET listing webhook settings). */
function receivesBody(handler: RequestHandler | undefined, node: Node): boolean {
  if (handler && !['POST', 'ALL', 'PUT'].includes(handler.method)) return false;
  return /\.(body|rawBody|text|json|arrayBuffer)\b|\bbuffer\(|@Body|@RawBody/.test(node.getText());
}

function retrievesEvent(fn: Node): boolean {
  const { SyntaxKind } = loadTsMorph();
  return fn
    .getDescendantsOfKind(SyntaxKind.CallExpression)
    .some((c) => /\.events\.retrieve$/.test(c.getExpression().getText().replace(/\s+/g, '')));
}

function importsStripe(sf: SourceFile): boolean {
  return sf.getImportDeclarations().some((i) => /stripe/i.test(i.getModuleSpecifierValue()));
}

// ---------------------------------------------------------------------------
// The body that gets verified.

type PayloadKind = 'raw' | 'raw-property' | 'req-body' | 'parsed' | 'reserialized' | 'unknown';

interface Payload {
  kind: PayloadKind;
  node: Node;
}

/** Where the verified payload comes from, following local variables. */
export function classifyPayload(expr: Node, depth = 0): Payload {
  const { Node } = loadTsMorph();
  const node = expr;
  if (depth > 6) return { kind: 'unknown', node };
  if (
    Node.isAsExpression(expr) ||
    Node.isParenthesizedExpression(expr) ||
    Node.isNonNullExpression(expr) ||
    Node.isAwaitExpression(expr) ||
    Node.isSatisfiesExpression(expr) ||
    Node.isTypeAssertion(expr)
  ) {
    return classifyPayload(expr.getExpression(), depth + 1);
  }
  if (Node.isCallExpression(expr)) {
    const callee = expr.getExpression();
    const text = callee.getText().replace(/\s+/g, '');
    const args = expr.getArguments();
    if (text === 'JSON.stringify') return { kind: 'reserialized', node: expr };
    if (text === 'JSON.parse') return { kind: 'parsed', node: expr };
    if (Node.isPropertyAccessExpression(callee)) {
      const m = callee.getName();
      if (['text', 'arrayBuffer', 'blob', 'bytes'].includes(m)) return { kind: 'raw', node: expr };
      if (m === 'json' || m === 'formData') return { kind: 'parsed', node: expr };
      if (m === 'toString' || m === 'from') {
        const inner = m === 'toString' ? callee.getExpression() : args[0];
        return inner ? classifyPayload(inner, depth + 1) : { kind: 'unknown', node };
      }
    }
    if (/^(buffer|getRawBody|rawBody|readRawBody|text|getRaw\w*|raw\w*)$/i.test(text))
      return { kind: 'raw', node: expr };
    if (text === 'Buffer.from' || text === 'String' || text === 'Buffer.concat') {
      return args[0] ? classifyPayload(args[0], depth + 1) : { kind: 'unknown', node };
    }
    return { kind: 'unknown', node };
  }
  if (Node.isPropertyAccessExpression(expr) || Node.isElementAccessExpression(expr)) {
    const name = Node.isPropertyAccessExpression(expr)
      ? expr.getName()
      : (stringValue(expr.getArgumentExpression()) ?? '');
    if (/^raw/i.test(name)) return { kind: 'raw-property', node: expr };
    if (name === 'body') return { kind: 'req-body', node: expr };
    return { kind: 'unknown', node };
  }
  if (Node.isIdentifier(expr)) {
    const value = valueOf(expr);
    if (value) return classifyPayload(value, depth + 1);
    // A parameter: Nest `@Body() body` is parsed; `@RawBody()` / `@Req() req: RawBodyRequest` are not.
    const param = declarationOf(expr);
    if (param && Node.isParameterDeclaration(param)) {
      const decorators = param.getDecorators().map((d) => d.getName());
      if (decorators.includes('Body')) return { kind: 'parsed', node: expr };
      if (decorators.some((d) => /raw/i.test(d))) return { kind: 'raw', node: expr };
    }
    return { kind: 'unknown', node };
  }
  return { kind: 'unknown', node };
}

/** The value a local variable holds: its initializer, else the last assignment before `use`. */
function valueOf(id: Node): Node | undefined {
  const { Node, SyntaxKind } = loadTsMorph();
  const decl = declarationOf(id);
  if (!decl || !Node.isVariableDeclaration(decl)) return undefined;
  const init = decl.getInitializer();
  if (init) return init;
  const fn = decl.getFirstAncestor(
    (a) =>
      Node.isFunctionDeclaration(a) ||
      Node.isArrowFunction(a) ||
      Node.isFunctionExpression(a) ||
      Node.isMethodDeclaration(a),
  );
  let last: Node | undefined;
  for (const b of (fn ?? decl.getSourceFile()).getDescendantsOfKind(SyntaxKind.BinaryExpression)) {
    if (b.getOperatorToken().getKind() !== SyntaxKind.EqualsToken) continue;
    if (b.getLeft().getText() !== id.getText() || b.getStart() > id.getStart()) continue;
    last = b.getRight();
  }
  return last;
}

function bodyProblems(view: TreeView, sf: SourceFile, e: WebhookEndpoint): WebhookProblem[] {
  const out: WebhookProblem[] = [];
  for (const v of e.verifications) {
    if (!v.payload) continue;
    const p = classifyPayload(v.payload);
    const at = (node: Node) => ({ file: v.file, line: node.getStartLineNumber(), node });
    const verifiedAt = { file: v.file, line: v.line, message: `${v.method} verifies this body` };
    if (p.kind === 'reserialized') {
      out.push({
        ...at(p.node),
        kind: 'reserialized-body',
        message: `The Stripe webhook verifies a re-serialised body (JSON.stringify of the parsed event), not the raw bytes Stripe signed, so real deliveries fail verification.`,
        fix: `Read the body as text (\`const payload = await req.text()\`) before anything parses it and pass that string to ${v.method}; parse the event only from what ${v.method} returns.`,
        related: [verifiedAt],
      });
    } else if (p.kind === 'parsed') {
      out.push({
        ...at(p.node),
        kind: 'parsed-body',
        message: `The Stripe webhook verifies a parsed JSON body instead of the raw bytes Stripe signed.`,
        fix: `Pass the raw request body (a Buffer or the text of the request) to ${v.method}, and do not parse it before verification.`,
        related: [verifiedAt],
      });
    } else if (p.kind === 'req-body') {
      out.push(...reqBodyProblems(view, sf, e, v));
    } else if (p.kind === 'raw-property' && e.framework === 'nest') {
      out.push(...nestRawBodyProblems(view, v, verifiedAt));
    }
    if (e.framework === 'next-pages' && !pagesBodyParserDisabled(sf)) {
      out.push({
        file: e.file,
        line: e.line,
        node: e.node,
        kind: 'pages-body-parser',
        message: `The Next.js pages-router webhook ${e.path ?? e.file} keeps the default body parser, so the raw body Stripe signed is gone before ${v.method} runs.`,
        fix: `Add \`export const config = { api: { bodyParser: false } };\` to ${e.file} and verify the raw buffer (\`await buffer(req)\` from micro, or read the stream).`,
        related: [verifiedAt],
      });
    }
  }
  return out;
}

/** `req.rawBody` is only set when the Nest app is created with `rawBody: true`. */
function nestRawBodyProblems(
  view: TreeView,
  v: WebhookVerification,
  verifiedAt: { file: string; line: number; message: string },
): WebhookProblem[] {
  const { Node, SyntaxKind } = loadTsMorph();
  const out: WebhookProblem[] = [];
  for (const file of view.grep(['NestFactory']).filter(isCodeFile).slice(0, 10)) {
    const sf = view.sourceFile(file);
    for (const call of sf ? sf.getDescendantsOfKind(SyntaxKind.CallExpression) : []) {
      if (!/^NestFactory\.create$/.test(call.getExpression().getText())) continue;
      const opts = call.getArguments().find((a) => Node.isObjectLiteralExpression(a));
      if (opts && /\brawBody\s*:\s*true\b/.test(opts.getText())) return [];
      out.push({
        file,
        line: call.getStartLineNumber(),
        node: call,
        kind: 'parsed-body',
        message: `The NestJS app is created without \`rawBody: true\`, so req.rawBody, which the Stripe webhook verifies, is undefined and every delivery fails verification.`,
        fix: `Create the app with \`NestFactory.create(AppModule, { rawBody: true })\` in ${file}.`,
        related: [verifiedAt],
      });
    }
  }
  return out;
}

function pagesBodyParserDisabled(sf: SourceFile): boolean {
  const { Node } = loadTsMorph();
  const decl = sf.getVariableDeclaration('config');
  const init = decl?.getInitializer();
  if (!init || !Node.isObjectLiteralExpression(init)) return false;
  const api = init.getProperty('api');
  if (!api || !Node.isPropertyAssignment(api)) return false;
  const obj = api.getInitializer();
  if (!obj || !Node.isObjectLiteralExpression(obj)) return false;
  const bp = obj.getProperty('bodyParser');
  return !!bp && Node.isPropertyAssignment(bp) && bp.getInitializer()?.getText() === 'false';
}

function reqBodyProblems(view: TreeView, sf: SourceFile, e: WebhookEndpoint, v: WebhookVerification): WebhookProblem[] {
  const verifiedAt = { file: v.file, line: v.line, message: `${v.method} verifies req.body here` };
  if (e.framework === 'express') return expressBodyProblems(view, sf, e, v, verifiedAt);
  if (e.framework === 'fastify') {
    const hasParser = view
      .grep(['addContentTypeParser', 'fastify-raw-body', '@fastify/raw-body', 'rawBody'])
      .some((p) => {
        const text = view.read(p) ?? '';
        return /parseAs\s*:\s*['"](buffer|string)['"]/.test(text) || /raw-body/.test(text);
      });
    if (hasParser) return [];
    return [
      {
        file: v.file,
        line: v.line,
        node: v.node,
        kind: 'fastify-body',
        message: `The Fastify Stripe webhook verifies request.body, which Fastify has already parsed as JSON.`,
        fix: `Register \`addContentTypeParser('application/json', { parseAs: 'buffer' }, ...)\` for the webhook (or fastify-raw-body with \`config: { rawBody: true }\`) and verify request.rawBody.`,
        related: [verifiedAt],
      },
    ];
  }
  if (e.framework === 'nest' || e.framework === 'koa') {
    return [
      {
        file: v.file,
        line: v.line,
        node: v.node,
        kind: 'parsed-body',
        message: `The Stripe webhook verifies the parsed request body instead of the raw bytes Stripe signed.`,
        fix:
          e.framework === 'nest'
            ? `Create the app with \`NestFactory.create(AppModule, { rawBody: true })\`, take \`@Req() req: RawBodyRequest<Request>\` and verify \`req.rawBody\`.`
            : `Verify \`ctx.request.rawBody\` (koa-bodyparser keeps it) instead of \`ctx.request.body\`.`,
        related: [verifiedAt],
      },
    ];
  }
  return [];
}

// ---------------------------------------------------------------------------
// Express: which body parser runs before the webhook route.

type ParserKind = 'json' | 'raw';

function parserKind(node: Node): ParserKind | undefined {
  const { Node } = loadTsMorph();
  if (!Node.isCallExpression(node)) return undefined;
  const text = node.getExpression().getText().replace(/\s+/g, '');
  if (/^(express|bodyParser|bodyparser)\.(json|urlencoded)$/.test(text) || text === 'json') {
    return /urlencoded/.test(text) ? undefined : 'json';
  }
  if (/^(express|bodyParser|bodyparser)\.(raw|text)$/.test(text) || text === 'raw') return 'raw';
  return undefined;
}

interface UseCall {
  call: CallExpression;
  receiver: string;
  path?: string;
  args: Node[];
}

function useCalls(sf: SourceFile): UseCall[] {
  const { Node, SyntaxKind } = loadTsMorph();
  const out: UseCall[] = [];
  for (const call of sf.getDescendantsOfKind(SyntaxKind.CallExpression)) {
    const callee = call.getExpression();
    if (!Node.isPropertyAccessExpression(callee) || callee.getName() !== 'use') continue;
    const args = call.getArguments();
    const path = stringValue(args[0]);
    out.push({
      call,
      receiver: callee.getExpression().getText(),
      path,
      args: path === undefined ? args : args.slice(1),
    });
  }
  return out;
}

/** A global (or path-prefix) JSON parser on `receiver` registered before `before`. */
function jsonBefore(
  uses: UseCall[],
  receiver: string,
  before: Node,
  mountPath: string | undefined,
): UseCall | undefined {
  for (const u of uses) {
    if (u.receiver !== receiver || u.call.getStart() >= before.getStart()) continue;
    if (u.path !== undefined && mountPath !== undefined && !mountPath.startsWith(u.path)) continue;
    if (u.args.some((a) => parserKind(a) === 'json')) return u;
  }
  return undefined;
}

function expressBodyProblems(
  view: TreeView,
  sf: SourceFile,
  e: WebhookEndpoint,
  v: WebhookVerification,
  verifiedAt: { file: string; line: number; message: string },
): WebhookProblem[] {
  const reg = e.handler?.registration;
  const recv = e.handler?.receiver;
  if (!reg || !recv) return [];
  if (reg.getArguments().some((a) => parserKind(a) === 'raw')) return [];
  const problem = (file: string, use: UseCall, mount?: { file: string; line: number }): WebhookProblem => ({
    file,
    line: use.call.getStartLineNumber(),
    node: use.call,
    kind: 'json-middleware',
    message: `${parserName(use)}() parses the body of the Stripe webhook${mount ? ` mounted at line ${mount.line}` : ''} before it is verified: ${e.file} passes the parsed req.body to ${v.method}, which needs the raw bytes Stripe signed.`,
    fix: `Mount the webhook with \`express.raw({ type: 'application/json' })\` before the JSON parser (e.g. \`app.use('/webhook', express.raw({ type: 'application/json' }), webhookRouter)\` above \`app.use(express.json())\`), or skip express.json() for that path.`,
    related: [verifiedAt, ...(mount ? [{ ...mount, message: 'the webhook router is mounted here' }] : [])],
  });
  const localUses = useCalls(sf);
  // Raw parser on the router itself, before the route.
  const localRaw = localUses.find(
    (u) => u.receiver === recv && u.call.getStart() < reg.getStart() && u.args.some((a) => parserKind(a) === 'raw'),
  );
  if (localRaw) return [];
  const localJson = jsonBefore(localUses, recv, reg, e.path);
  if (localJson) return [problem(e.file, localJson)];
  // Where the router is mounted: files importing it (by name, or by default import).
  const out: WebhookProblem[] = [];
  const isDefault = defaultExportName(sf) === recv;
  const stem = e.file.replace(/^.*\//, '').replace(/\.[^.]+$/, '');
  const word = isDefault ? (stem === 'index' ? (e.file.split('/').slice(-2)[0] ?? stem) : stem) : recv;
  for (const file of view.grep([word]).filter((p) => p !== e.file && isCodeFile(p))) {
    const msf = view.sourceFile(file);
    if (!msf) continue;
    for (const imp of msf.getImportDeclarations()) {
      if (resolveImport(view, file, imp.getModuleSpecifierValue()) !== e.file) continue;
      const named = imp.getNamedImports().find((n) => n.getName() === recv);
      const local = isDefault
        ? imp.getDefaultImport()?.getText()
        : named && (named.getAliasNode()?.getText() ?? named.getName());
      if (!local) continue;
      const uses = useCalls(msf);
      for (const mount of uses) {
        const idx = mount.args.findIndex((a) => a.getText() === local);
        if (idx < 0) continue;
        if (mount.args.slice(0, idx).some((a) => parserKind(a) === 'raw')) continue;
        const json = jsonBefore(uses, mount.receiver, mount.call, mount.path);
        if (json) out.push(problem(file, json, { file, line: mount.call.getStartLineNumber() }));
      }
    }
  }
  return out;
}

/** The local name a file exports as default (`export default router`). */
function defaultExportName(sf: SourceFile): string | undefined {
  const { Node } = loadTsMorph();
  for (const stmt of sf.getStatements()) {
    if (Node.isExportAssignment(stmt) && !stmt.isExportEquals()) return stmt.getExpression().getText();
  }
  return undefined;
}

function parserName(use: UseCall): string {
  const arg = use.args.find((a) => parserKind(a) === 'json');
  return arg ? arg.getText().split('(')[0] : 'express.json';
}

// ---------------------------------------------------------------------------
// The webhook secret.

function secretProblems(view: TreeView, e: WebhookEndpoint): WebhookProblem[] {
  const out: WebhookProblem[] = [];
  for (const v of e.verifications) {
    if (!v.secret) continue;
    const weak = weakSecret(view, v.secret, v.file, 0);
    if (!weak) continue;
    out.push({
      file: weak.file,
      line: weak.node.getStartLineNumber(),
      node: weak.node,
      kind: 'weak-secret',
      message: `The Stripe webhook secret passed to ${v.method} is ${weak.why}, so signatures are checked against a value anyone can know.`,
      fix: `Read the signing secret from the environment without a fallback (e.g. \`process.env.STRIPE_WEBHOOK_SECRET\`, failing at startup when it is missing) and pass it to ${v.method}.`,
      related: [{ file: v.file, line: v.line, message: `${v.method} uses the secret here` }],
    });
  }
  return out;
}

function weakSecret(
  view: TreeView,
  expr: Node,
  file: string,
  depth: number,
): { node: Node; why: string; file: string } | undefined {
  const { Node, SyntaxKind } = loadTsMorph();
  if (depth > 4) return undefined;
  if (Node.isStringLiteral(expr) || Node.isNoSubstitutionTemplateLiteral(expr)) {
    return { node: expr, file, why: expr.getLiteralValue() === '' ? 'an empty string' : 'hard-coded' };
  }
  if (Node.isParenthesizedExpression(expr) || Node.isAsExpression(expr) || Node.isNonNullExpression(expr)) {
    return weakSecret(view, expr.getExpression(), file, depth + 1);
  }
  if (Node.isBinaryExpression(expr)) {
    const op = expr.getOperatorToken().getKind();
    if (op === SyntaxKind.QuestionQuestionToken || op === SyntaxKind.BarBarToken) {
      const right = expr.getRight();
      if (Node.isStringLiteral(right) || Node.isNoSubstitutionTemplateLiteral(right)) {
        return { node: expr, file, why: `given a fallback (${right.getText()}) when the variable is unset` };
      }
    }
    return undefined;
  }
  if (Node.isIdentifier(expr)) {
    const decl = declarationOf(expr);
    if (decl && Node.isVariableDeclaration(decl)) {
      const init = decl.getInitializer();
      return init ? weakSecret(view, init, file, depth + 1) : undefined;
    }
    return undefined;
  }
  if (Node.isPropertyAccessExpression(expr)) {
    // config.stripeWebhookSecret, with config an object literal here or in an imported module.
    const obj = expr.getExpression();
    if (!Node.isIdentifier(obj)) return undefined;
    const sf = expr.getSourceFile();
    let target = sf;
    let targetFile = file;
    let name = obj.getText();
    const binding = importedBinding(sf, name);
    if (binding) {
      if (binding.kind !== 'named') return undefined;
      const resolved = resolveImport(view, file, binding.module);
      const tsf = resolved ? view.sourceFile(resolved) : undefined;
      if (!tsf || !resolved) return undefined;
      target = tsf;
      targetFile = resolved;
      name = binding.imported;
    }
    const init = target.getVariableDeclaration(name)?.getInitializer();
    const lit = init && Node.isAsExpression(init) ? init.getExpression() : init;
    if (!lit || !Node.isObjectLiteralExpression(lit)) return undefined;
    const prop = lit.getProperty(expr.getName());
    if (prop && Node.isPropertyAssignment(prop)) {
      const value = prop.getInitializer();
      return value ? weakSecret(view, value, targetFile, depth + 1) : undefined;
    }
  }
  return undefined;
}

// ---------------------------------------------------------------------------
// Imports.

export interface ImportedBinding {
  kind: 'named' | 'default' | 'namespace';
  /** Local name in the importing file. */
  local: string;
  /** Name exported by the module (`default` for default imports). */
  imported: string;
  module: string;
}

/** How a local name is imported into a file, if it is. */
export function importedBinding(sf: SourceFile, local: string): ImportedBinding | undefined {
  for (const imp of sf.getImportDeclarations()) {
    const module = imp.getModuleSpecifierValue();
    if (imp.getDefaultImport()?.getText() === local) return { kind: 'default', local, imported: 'default', module };
    if (imp.getNamespaceImport()?.getText() === local) return { kind: 'namespace', local, imported: '*', module };
    for (const n of imp.getNamedImports()) {
      const alias = n.getAliasNode()?.getText();
      if ((alias ?? n.getName()) === local) return { kind: 'named', local, imported: n.getName(), module };
    }
  }
  return undefined;
}
