import type { Node } from 'ts-morph';
import { loadTsMorph } from '../../workspace/ts';
import { isLiteral, unwrapExpression } from '../code/ast';

/** Calls that send what they are given as the response (`json(x)`, `res.json(x)`, `reply.send(x)`, `c.json(x)`). */
const ANSWERING = /^(json|send|end|jsonp|html|text)$/;

/**
 * The constant data a handler answers with: object and array literals whose every leaf is a
 * literal (`{ free: { count: 6, list: ['bandit', …] } }`), returned (an arrow's expression
 * body, a `return`) or given as the body to a call that sends the response (`json(…)`,
 * `res.json(…)`, `reply.send(…)`, `Response.json(…)`; not its options, such as a status).
 * Editing them edits what the route says, like the entries of a sitemap: content, not a
 * path through the code. The largest such literals.
 */
export function constantAnswers(fn: Node): Node[] {
  const { Node, SyntaxKind } = loadTsMorph();
  const roots: Node[] = [];
  if (Node.isArrowFunction(fn) && !Node.isBlock(fn.getBody())) roots.push(fn.getBody());
  for (const r of fn.getDescendantsOfKind(SyntaxKind.ReturnStatement)) {
    const e = r.getExpression();
    if (e) roots.push(e);
  }
  for (const call of fn.getDescendantsOfKind(SyntaxKind.CallExpression)) {
    const callee = call.getExpression();
    const name = Node.isPropertyAccessExpression(callee) ? callee.getName() : callee.getText();
    // the body only: `json(body, { status })`'s options are how it answers, not what
    const [body] = call.getArguments();
    if (ANSWERING.test(name) && body) roots.push(body);
  }
  const out = new Set<Node>();
  const visit = (node: Node): void => {
    const e = unwrapExpression(node);
    if ((Node.isObjectLiteralExpression(e) || Node.isArrayLiteralExpression(e)) && isConstantData(e)) {
      out.add(e);
      return;
    }
    if (Node.isObjectLiteralExpression(e)) {
      for (const p of e.getProperties()) if (Node.isPropertyAssignment(p)) visit(p.getInitializer() ?? p);
    } else if (Node.isCallExpression(e) || Node.isNewExpression(e)) {
      // `Response.json(body, init)`, `new Response(JSON.stringify(body), init)`, `json(body)`: the body
      const [body] = e.getArguments() ?? [];
      if (body) visit(body);
    }
  };
  for (const root of roots) visit(root);
  return [...out];
}

/** An object or array literal of literals only (nested ones too), with at least one of them. */
function isConstantData(node: Node): boolean {
  const { Node } = loadTsMorph();
  const leaf = (n: Node): boolean => {
    const e = unwrapExpression(n);
    if (Node.isObjectLiteralExpression(e) || Node.isArrayLiteralExpression(e)) return isConstantData(e);
    if (Node.isPrefixUnaryExpression(e)) return Node.isNumericLiteral(e.getOperand());
    return isLiteral(e);
  };
  if (Node.isArrayLiteralExpression(node)) {
    const elements = node.getElements();
    return elements.length > 0 && elements.every(leaf);
  }
  if (!Node.isObjectLiteralExpression(node)) return false;
  const props = node.getProperties();
  return (
    props.length > 0 &&
    props.every(
      (p) =>
        Node.isPropertyAssignment(p) &&
        !Node.isComputedPropertyName(p.getNameNode()) &&
        p.getInitializer() !== undefined &&
        leaf(p.getInitializer()!),
    )
  );
}
