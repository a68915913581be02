import type { Node } from 'ts-morph';
import { loadTsMorph } from '../../workspace/ts';
import { declarationOf, unwrapExpression } from '../code/ast';
import type { RequestHandler } from './handlers';

/**
 * The path parameters a handler's route always has: the router matches no request without
 * them. Written in the route's path (`/orders/:id`, not `:id?` nor a wildcard) where the code
 * registers it, else in the file's path of a file-system router (`src/routes/maps/[mapId]`,
 * `app/api/orders/[id]/route.ts`, `[id=uuid]`; not `[[lang]]` nor `[...rest]`).
 */
export function requiredPathParams(handler: RequestHandler): Set<string> {
  return new Set(
    pathShape(handler)
      .params.filter((p) => p.required)
      .map((p) => p.name),
  );
}

/**
 * The parameters a route's path names, in order: where the code registers it (`/orders/:id`;
 * `:id?` is optional), else in a file-system router's path (`[mapId]`; `[[lang]]` is
 * optional), with the method and the path's other segments (`GET orders/:`) to tell one
 * route from another.
 */
function pathShape(handler: RequestHandler): { shape: string; params: { name: string; required: boolean }[] } {
  const params: { name: string; required: boolean }[] = [];
  if (handler.registration) {
    const paths = handler.paths ?? (handler.path ? [handler.path] : []);
    // a parameter every path of the registration has
    const each = paths.map((p) => new Set([...p.matchAll(/:([A-Za-z_$][\w$]*)(?![?*+(\w$])/g)].map((m) => m[1])));
    const first = paths[0] ?? '';
    for (const m of first.matchAll(/:([A-Za-z_$][\w$]*)([?*+(]?)/g))
      params.push({ name: m[1], required: m[2] === '' && each.every((s) => s.has(m[1])) });
    return { shape: `${handler.method} ${paths.map((p) => p.replace(/:[A-Za-z_$][\w$]*/g, ':')).join(',')}`, params };
  }
  const shape: string[] = [];
  for (const seg of handler.file.split('/')) {
    const m = /^(\[{1,2})(?:\.\.\.)?([A-Za-z_$][\w$]*)(?:=[\w-]+)?\]{1,2}(\.[cm]?[jt]sx?)?$/.exec(seg);
    if (!m) {
      shape.push(seg);
      continue;
    }
    const required = /^\[[A-Za-z_$][\w$]*(?:=[\w-]+)?\](?:\.[cm]?[jt]sx?)?$/.test(seg);
    params.push({ name: m[2], required });
    shape.push(seg.replace(m[2], ''));
  }
  return { shape: `${handler.method} ${shape.join('/')}`, params };
}

/**
 * The path parameters a route's move renamed (`[userId]` → `[id]`, `/:orderId` → `/:id`):
 * the same route (the same method, the same path once its parameters are unnamed), each
 * parameter by its position, old name to new.
 */
export function renamedPathParams(before: RequestHandler, after: RequestHandler): Map<string, string> {
  const [was, is] = [pathShape(before), pathShape(after)];
  const out = new Map<string, string>();
  if (was.shape !== is.shape || was.params.length !== is.params.length) return out;
  was.params.forEach((p, i) => {
    if (p.name !== is.params[i].name) out.set(p.name, is.params[i].name);
  });
  return out;
}

/**
 * The `if` statements of a handler that only test whether a path parameter its route always
 * has is missing (`if (!params.mapId) throw error(400)`, `if (!id) return …` for `const id =
 * params.id` or `({ params: { id } })`, `req.params.id == null`), without an `else`: they
 * never run, and removing one changes nothing the handler does.
 */
export function deadPathParamGuards(handler: RequestHandler, fn: Node): Node[] {
  const { Node, SyntaxKind } = loadTsMorph();
  const required = requiredPathParams(handler);
  if (required.size === 0) return [];
  return (
    fn
      .getDescendantsOfKind(SyntaxKind.IfStatement)
      .filter((s) => s.getElseStatement() === undefined && testsAbsence(s.getExpression(), required))
      // an `else if` is part of the chain before it
      .filter((s) => !Node.isIfStatement(s.getParent()))
  );
}

/** `!p`, `p == null`, `p === undefined`, `typeof p !== 'string'`, or `a || b` of such tests, of required parameters. */
function testsAbsence(expr: Node, required: Set<string>): boolean {
  const { Node, SyntaxKind } = loadTsMorph();
  const e = unwrapExpression(expr);
  if (Node.isPrefixUnaryExpression(e) && e.getOperatorToken() === SyntaxKind.ExclamationToken)
    return isRequiredParam(e.getOperand(), required);
  if (!Node.isBinaryExpression(e)) return false;
  const op = e.getOperatorToken().getKind();
  if (op === SyntaxKind.BarBarToken) return testsAbsence(e.getLeft(), required) && testsAbsence(e.getRight(), required);
  const [left, right] = [unwrapExpression(e.getLeft()), unwrapExpression(e.getRight())];
  if (op === SyntaxKind.EqualsEqualsToken || op === SyntaxKind.EqualsEqualsEqualsToken) {
    const nothing = (n: Node) =>
      n.getText() === 'undefined' || (op === SyntaxKind.EqualsEqualsToken && n.getText() === 'null');
    return (nothing(right) && isRequiredParam(left, required)) || (nothing(left) && isRequiredParam(right, required));
  }
  if (op === SyntaxKind.ExclamationEqualsEqualsToken || op === SyntaxKind.ExclamationEqualsToken) {
    const typeOf = Node.isTypeOfExpression(left) ? left : Node.isTypeOfExpression(right) ? right : undefined;
    const other = typeOf === left ? right : left;
    return (
      typeOf !== undefined &&
      (Node.isStringLiteral(other) || Node.isNoSubstitutionTemplateLiteral(other)) &&
      other.getLiteralText() === 'string' &&
      isRequiredParam(typeOf.getExpression(), required)
    );
  }
  return false;
}

/**
 * A read of a required path parameter: `params.id`, `event.params.id`, `req.params['id']`,
 * `(await params).id`, or a name bound to one (`const id = params.id`, `const { id } =
 * params`, a handler parameter `{ params: { id } }`).
 */
function isRequiredParam(node: Node, required: Set<string>, depth = 0): boolean {
  const { Node } = loadTsMorph();
  const e = unwrapExpression(node);
  if (Node.isPropertyAccessExpression(e)) return required.has(e.getName()) && isParamsObject(e.getExpression());
  if (Node.isElementAccessExpression(e)) {
    const key = e.getArgumentExpression();
    return (
      key !== undefined &&
      (Node.isStringLiteral(key) || Node.isNoSubstitutionTemplateLiteral(key)) &&
      required.has(key.getLiteralText()) &&
      isParamsObject(e.getExpression())
    );
  }
  if (!Node.isIdentifier(e) || depth > 2) return false;
  const decl = declarationOf(e);
  if (!decl) return false;
  if (Node.isVariableDeclaration(decl)) {
    const init = decl.getInitializer();
    // a `let` may be reassigned before the test: only a `const` is the parameter itself
    return (
      init !== undefined &&
      decl.getVariableStatement()?.getDeclarationKind() === 'const' &&
      isRequiredParam(init, required, depth + 1)
    );
  }
  if (Node.isBindingElement(decl)) {
    const name = decl.getPropertyNameNode()?.getText() ?? decl.getName();
    if (!required.has(name)) return false;
    const pattern = decl.getParent();
    const holder = pattern?.getParent();
    // `const { id } = params`
    if (Node.isVariableDeclaration(holder)) {
      const init = holder.getInitializer();
      return (
        init !== undefined && holder.getVariableStatement()?.getDeclarationKind() === 'const' && isParamsObject(init)
      );
    }
    // `({ params: { id } })`
    return Node.isBindingElement(holder) && (holder.getPropertyNameNode()?.getText() ?? holder.getName()) === 'params';
  }
  return false;
}

/** The route's parameters object: `params`, `event.params`, `req.params`, `(await params)`. */
function isParamsObject(node: Node): boolean {
  const { Node } = loadTsMorph();
  const e = unwrapExpression(node, { throughAwait: true });
  if (Node.isPropertyAccessExpression(e)) return e.getName() === 'params';
  return Node.isIdentifier(e) && e.getText() === 'params';
}
