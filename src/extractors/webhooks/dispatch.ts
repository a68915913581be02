import type { Node, SourceFile } from 'ts-morph';
import { loadTsMorph } from '../../workspace/ts';
import type { TreeView } from '../../workspace/workspace';
import { stringValue } from '../handlers';
import { resolveImport } from '../resolve-import';
import { isStripeEventType } from '../stripe-events';
import type { EventCall, EventHandling, Located, Outcome } from './model';
import { outcomesOf } from './outcomes';
import { importedBinding, localFunction, type Reached } from './reach';

/** How a webhook dispatches on the event type: the types each function handles, and what the others get. */

/** Event types handled by one function: `switch (event.type)` and `if (event.type === '...')` chains. */
export function eventHandling(
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
