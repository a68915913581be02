import type { CallExpression, IfStatement, Node, SourceFile, SwitchStatement } from 'ts-morph';
import { loadTsMorph } from '../../../workspace/ts';
import type { TreeView } from '../../../workspace/workspace';
import { declarationOf, unwrapExpression, specifierOf } from '../../code/ast';
import { calleeRef, type FunctionRef } from '../../code/flow';
import { exportedDeclarations } from '../../code/exports';
import { stringValue } from '../../http/handlers';
import { resolveImport } from '../../code/resolve-import';
import { resolveString } from '../../code/resolve-string';
import { isStripeEventType } from '../events';
import type { EventCall, EventHandling, UnhandledAnswer } from './model';
import { outcomesOf } from './outcomes';
import { importedBinding, localFunction, type Reached } from './reach';
import { contains } from '../../code/syntax';

/**
 * How a webhook dispatches on the event type: the types each function handles
 * (`switch (event.type)`, `if (event.type === '…')` chains), and what the types it does
 * not handle get: the `default:` clause or final `else`, and the other branch of a guard
 * on a set of types (`if (RELEVANT.has(event.type)) … else …`). A `default:` inside such a
 * guard is reached by unhandled types only when a type of the set has no case of its own.
 */
export function eventHandling(view: TreeView, r: Reached): { events: EventHandling[]; unhandled: UnhandledAnswer[] } {
  const { Node, SyntaxKind } = loadTsMorph();
  const events: EventHandling[] = [];
  const unhandled: UnhandledAnswer[] = [];
  const sf = r.fn.getSourceFile();
  const guards = typeGuards(view, r);
  for (const sw of r.fn.getDescendantsOfKind(SyntaxKind.SwitchStatement)) {
    if (!isTypeAccess(sw.getExpression())) continue;
    const clauses = sw.getCaseBlock().getClauses();
    const types = caseTypes(view, sw);
    if (types.length === 0) continue;
    clauses.forEach((clause, i) => {
      // Empty clauses fall through to the next one with statements.
      let body = clause;
      for (let j = i; j < clauses.length && clauses[j].getStatements().length === 0; j++)
        body = clauses[j + 1] ?? clause;
      if (Node.isCaseClause(clause)) {
        const v = eventTypeValue(view, clause.getExpression());
        if (!v || !isStripeEventType(v)) return;
        events.push({ ...at(r, clause), type: v, body, calls: callsIn(view, sf, r.file, body) });
      } else if (!guards.some((g) => g.covers(sw, types))) {
        unhandled.push({ ...at(r, clause), outcomes: outcomesOf(body, r.file, view) });
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
      const types = comparedEventTypes(view, cur.getExpression());
      if (types.length === 0) break;
      any = true;
      const then = cur.getThenStatement();
      const calls = callsIn(view, sf, r.file, then);
      for (const type of types) events.push({ ...at(r, cur), type, body: then, calls });
      cur = cur.getElseStatement();
    }
    if (any && cur) unhandled.push({ ...at(r, cur), outcomes: outcomesOf(cur, r.file, view) });
  }
  for (const g of guards) {
    if (g.unhandledBranch)
      unhandled.push({ ...at(r, g.unhandledBranch), outcomes: outcomesOf(g.unhandledBranch, r.file, view) });
  }
  // A guard on a set of types with no case of its own per type (`if (!SYNCED.includes(event.type))
  // return ok; await sync(customer)`): every type of the set is handled by the code it guards.
  for (const g of guards) {
    if (!g.types || !g.handled) continue;
    const { body, statements } = g.handled;
    if (events.some((e) => statements.some((st) => contains(st, e.node)))) continue;
    const calls = statements.flatMap((st) => callsIn(view, sf, r.file, st));
    for (const type of g.types) {
      if (isStripeEventType(type)) events.push({ ...at(r, statements[0]), type, body, calls });
    }
  }
  return { events, unhandled };
}

function at(r: Reached, node: Node): { file: string; line: number; node: Node } {
  return { file: r.file, line: node.getStartLineNumber(), node };
}

/**
 * The event type a case label or compared value spells: a literal, or a constant the value
 * flow resolves (`STRIPE_EVENTS.CHARGE_REFUNDED` of a shared constants package).
 */
function eventTypeValue(view: TreeView, expr: Node): string | undefined {
  return stringValue(expr) ?? resolveString(view, expr);
}

function caseTypes(view: TreeView, sw: SwitchStatement): string[] {
  const { Node } = loadTsMorph();
  return sw
    .getCaseBlock()
    .getClauses()
    .flatMap((c) => {
      if (!Node.isCaseClause(c)) return [];
      const v = eventTypeValue(view, c.getExpression());
      return v && isStripeEventType(v) ? [v] : [];
    });
}

/** A test of the event type against a set of types, and the code each outcome of it runs. */
interface TypeGuard {
  /** Whether a switch runs only for types of the set, each of which has a case in it. */
  covers(sw: SwitchStatement, caseTypes: string[]): boolean;
  /** The branch types outside the set take. */
  unhandledBranch?: Node;
  /** The set's types, where the set is a constant. */
  types?: Set<string>;
  /** Where the set's types run: the guard's branch, or the statements after a guard that exits for the others. */
  handled?: { body: Node; statements: Node[] };
}

/**
 * `if (RELEVANT.has(event.type)) { … } else { … }`, `if (!HANDLED.includes(event.type)) return …`,
 * `if (event.type in handlers)`: the set is resolved to its literals where it is a constant
 * of this module or an imported one.
 */
function typeGuards(view: TreeView, r: Reached): TypeGuard[] {
  const { Node, SyntaxKind } = loadTsMorph();
  const out: TypeGuard[] = [];
  for (const ifs of r.fn.getDescendantsOfKind(SyntaxKind.IfStatement)) {
    const test = membershipTest(ifs);
    if (!test) continue;
    const types = setLiterals(view, r.file, test.set);
    const covers = (region: (sw: SwitchStatement) => boolean) => (sw: SwitchStatement, cases: string[]) =>
      region(sw) && (types === undefined || [...types].every((t) => cases.includes(t)));
    if (!test.negated) {
      const then = ifs.getThenStatement();
      out.push({
        covers: covers((sw) => contains(then, sw)),
        unhandledBranch: ifs.getElseStatement(),
        types,
        handled: { body: then, statements: [then] },
      });
    } else {
      // if (!SET.has(type)) return …; the code after the `if` runs for the set's types.
      const then = ifs.getThenStatement();
      const block = ifs.getParent();
      const exits = Node.isReturnStatement(then) || Node.isThrowStatement(then) || endsInExit(then);
      const after =
        exits && block && Node.isBlock(block) ? block.getStatements().filter((st) => st.getStart() > ifs.getEnd()) : [];
      out.push({
        covers: covers((sw) => exits && !!block && contains(block, sw) && sw.getStart() > ifs.getEnd()),
        unhandledBranch: then,
        types,
        handled: after.length > 0 ? { body: block!, statements: after } : undefined,
      });
    }
  }
  return out;
}

function endsInExit(stmt: Node): boolean {
  const { Node } = loadTsMorph();
  if (!Node.isBlock(stmt)) return false;
  const last = stmt.getStatements().at(-1);
  return !!last && (Node.isReturnStatement(last) || Node.isThrowStatement(last));
}

/** `SET.has(x.type)`, `LIST.includes(x.type)`, `x.type in MAP`, each possibly negated. */
function membershipTest(ifs: IfStatement): { set: Node; negated: boolean } | undefined {
  const { Node, SyntaxKind } = loadTsMorph();
  let cond: Node = ifs.getExpression();
  let negated = false;
  while (Node.isParenthesizedExpression(cond)) cond = cond.getExpression();
  if (Node.isPrefixUnaryExpression(cond) && cond.getOperatorToken() === SyntaxKind.ExclamationToken) {
    negated = true;
    cond = cond.getOperand();
    while (Node.isParenthesizedExpression(cond)) cond = cond.getExpression();
  }
  if (Node.isCallExpression(cond)) {
    const callee = cond.getExpression();
    const arg = cond.getArguments()[0];
    if (
      Node.isPropertyAccessExpression(callee) &&
      ['has', 'includes'].includes(callee.getName()) &&
      arg &&
      isTypeAccess(arg)
    )
      return { set: callee.getExpression(), negated };
  }
  if (
    Node.isBinaryExpression(cond) &&
    cond.getOperatorToken().getKind() === SyntaxKind.InKeyword &&
    isTypeAccess(cond.getLeft())
  )
    return { set: cond.getRight(), negated };
  return undefined;
}

/** The string literals a constant set, array or object (its keys) holds, or undefined when unknown. */
function setLiterals(view: TreeView, file: string, expr: Node, depth = 0): Set<string> | undefined {
  const { Node } = loadTsMorph();
  if (depth > 4) return undefined;
  let n: Node = expr;
  while (Node.isAsExpression(n) || Node.isSatisfiesExpression(n) || Node.isParenthesizedExpression(n))
    n = n.getExpression();
  if (Node.isIdentifier(n)) {
    const decl = declarationOf(n);
    if (decl && Node.isVariableDeclaration(decl)) {
      const init = decl.getInitializer();
      return init ? setLiterals(view, file, init, depth + 1) : undefined;
    }
    if (decl && Node.isImportSpecifier(decl)) {
      const target = resolveImport(view, file, specifierOf(decl.getImportDeclaration()));
      const tsf = target ? view.sourceFile(target) : undefined;
      const exported = tsf ? exportedDeclarations(tsf).get(decl.getName())?.[0] : undefined;
      const init = exported && Node.isVariableDeclaration(exported) ? exported.getInitializer() : undefined;
      return init && target ? setLiterals(view, target, init, depth + 1) : undefined;
    }
    return undefined;
  }
  if (Node.isNewExpression(n) && n.getExpression().getText() === 'Set') {
    const arg = n.getArguments()[0];
    return arg ? setLiterals(view, file, arg, depth + 1) : new Set();
  }
  if (Node.isArrayLiteralExpression(n)) {
    const out = new Set<string>();
    for (const e of n.getElements()) {
      const v = stringValue(e);
      if (v === undefined) return undefined;
      out.add(v);
    }
    return out;
  }
  if (Node.isObjectLiteralExpression(n)) {
    const out = new Set<string>();
    for (const p of n.getProperties()) {
      if (!(Node.isPropertyAssignment(p) || Node.isMethodDeclaration(p))) return undefined;
      const name = p.getNameNode();
      out.add(Node.isStringLiteral(name) ? name.getLiteralValue() : name.getText());
    }
    return out;
  }
  return undefined;
}

/**
 * The event's type: `event.type`, or a local that holds it normalised
 * (`const eventType = String(payload?.type || '').toLowerCase()`).
 */
function isTypeAccess(expr: Node, depth = 0): boolean {
  const { Node } = loadTsMorph();
  const e = unwrapExpression(expr);
  if (Node.isPropertyAccessExpression(e) && e.getName() === 'type') return true;
  if (depth > 0 || !Node.isIdentifier(e)) return false;
  const decl = declarationOf(e);
  const init = decl && Node.isVariableDeclaration(decl) ? decl.getInitializer() : undefined;
  return init !== undefined && isTypeAccess(typeSource(init), depth + 1);
}

/** A value through the conversions that keep it the same string: `String(x)`, `x.toLowerCase()`, `x || ''`. */
function typeSource(expr: Node): Node {
  const { Node } = loadTsMorph();
  let e = unwrapExpression(expr);
  for (let i = 0; i < 6; i++) {
    if (Node.isCallExpression(e)) {
      const callee = e.getExpression();
      if (Node.isIdentifier(callee) && callee.getText() === 'String' && e.getArguments()[0])
        e = unwrapExpression(e.getArguments()[0]);
      else if (Node.isPropertyAccessExpression(callee) && /^(toLowerCase|toString|trim)$/.test(callee.getName()))
        e = unwrapExpression(callee.getExpression());
      else break;
    } else if (Node.isBinaryExpression(e) && ['||', '??'].includes(e.getOperatorToken().getText()))
      e = unwrapExpression(e.getLeft());
    else break;
  }
  return e;
}

/**
 * The event types a condition admits: `event.type === 'a'`, each of `event.type === 'a' ||
 * event.type === 'b'` (the branch handles both), the one of `event.type === 'a' && objectId`.
 */
function comparedEventTypes(view: TreeView, expr: Node): string[] {
  const { Node, SyntaxKind } = loadTsMorph();
  if (!Node.isBinaryExpression(expr)) return [];
  const op = expr.getOperatorToken().getKind();
  const sides = () => [unwrapExpression(expr.getLeft()), unwrapExpression(expr.getRight())];
  // `eventType === 'checkout.session.completed' && objectId`
  if (op === SyntaxKind.AmpersandAmpersandToken) {
    const [l, r] = sides();
    const left = comparedEventTypes(view, l);
    return left.length > 0 ? left : comparedEventTypes(view, r);
  }
  if (op === SyntaxKind.BarBarToken) {
    // every alternative must be a type compared, or the branch also runs for other events
    const [l, r] = sides().map((side) => comparedEventTypes(view, side));
    return l.length > 0 && r.length > 0 ? [...l, ...r] : [];
  }
  if (op !== SyntaxKind.EqualsEqualsEqualsToken && op !== SyntaxKind.EqualsEqualsToken) return [];
  const [l, r] = [expr.getLeft(), expr.getRight()];
  const lit = isTypeAccess(l) ? eventTypeValue(view, r) : isTypeAccess(r) ? eventTypeValue(view, l) : undefined;
  return lit && isStripeEventType(lit) ? [lit] : [];
}

const NOT_PROCESSING =
  /^(console\.|logger\.|log\.|this\.logger\.|res\.|reply\.|ctx\.|c\.|Response\.|NextResponse\.|JSON\.|String|Number)/;

function callsIn(view: TreeView, sf: SourceFile, file: string, body: Node): EventCall[] {
  const { SyntaxKind } = loadTsMorph();
  const calls: EventCall[] = [];
  for (const call of body.getDescendantsOfKind(SyntaxKind.CallExpression)) {
    const name = call.getExpression().getText().replace(/\s+/g, '');
    if (NOT_PROCESSING.test(name)) continue;
    const target = calleeRef(view, file, call);
    calls.push({
      file,
      line: call.getStartLineNumber(),
      node: call,
      name,
      definedIn: moduleOfCall(view, sf, file, call, target),
      target,
    });
  }
  return calls;
}

/**
 * The modules the event handling of a function can call into: each call's `definedIn` as
 * `eventHandling` tells it, for every call in the function (the calls of its event cases
 * among them). A webhook none of whose functions runs or calls into a changed module is not
 * affected by the change, which this tells before the handling is analysed.
 */
export function modulesCalledFrom(view: TreeView, r: Reached): string[] {
  const { SyntaxKind } = loadTsMorph();
  const sf = r.fn.getSourceFile();
  const out = new Set<string>();
  for (const call of r.fn.getDescendantsOfKind(SyntaxKind.CallExpression)) {
    if (NOT_PROCESSING.test(call.getExpression().getText().replace(/\s+/g, ''))) continue;
    const module = moduleOfCall(view, sf, r.file, call, undefined);
    if (module !== undefined) out.add(module);
  }
  return [...out];
}

/**
 * The module a call runs code of: its own for a function it declares, the module its callee's
 * root is imported from (`stripe.customers.update`, `handlers.paid(…)`), else the module of
 * the function the call graph follows it to (a tRPC server-side caller's procedure). `target`
 * is that function when the caller has already resolved it.
 */
function moduleOfCall(
  view: TreeView,
  sf: SourceFile,
  file: string,
  call: CallExpression,
  target: FunctionRef | undefined,
): string | undefined {
  const { Node } = loadTsMorph();
  const callee = call.getExpression();
  const root = Node.isIdentifier(callee)
    ? callee.getText()
    : Node.isPropertyAccessExpression(callee)
      ? callee.getExpression().getText()
      : undefined;
  if (root) {
    if (localFunction(sf, root)) return file;
    const binding = importedBinding(sf, root.split('.')[0]);
    const module = binding ? resolveImport(view, file, binding.module) : undefined;
    if (module !== undefined) return module;
  }
  return (target ?? calleeRef(view, file, call))?.file;
}
