import type { Node } from 'ts-morph';
import { loadTsMorph } from '../workspace/ts';

/**
 * The expression inside parentheses, `as`, `satisfies`, `<T>` assertions, `!` and (unless
 * told otherwise) `await`: what a value is, whatever wraps it.
 */
export function unwrapExpression(node: Node, opts: { throughAwait?: boolean } = {}): Node {
  const { Node: N } = loadTsMorph();
  const throughAwait = opts.throughAwait ?? true;
  let n = node;
  for (;;) {
    if (
      (throughAwait && N.isAwaitExpression(n)) ||
      N.isParenthesizedExpression(n) ||
      N.isAsExpression(n) ||
      N.isSatisfiesExpression(n) ||
      N.isNonNullExpression(n) ||
      N.isTypeAssertion(n)
    )
      n = n.getExpression();
    else return n;
  }
}
