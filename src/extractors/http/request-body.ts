import type { Node } from 'ts-morph';
import { declarationOf } from '../code/ast';
import { isServerFunction, type RequestHandler } from './handlers';
import { firstParamName, rootIdentifier } from '../code/syntax';
import { definitionOf } from '../code/values';
import { loadTsMorph } from '../../workspace/ts';
import type { TreeView } from '../../workspace/workspace';

/**
 * The fields of the request body a handler reads: `req.body.x`, `const { x } = await req.json()`,
 * a zod schema's keys (`schema.parse(body)`, tRPC's `.input(z.object(...))`), a NestJS
 * `@Body()` parameter's reads.
 */

export interface BodyField {
  name: string;
  line: number;
}

const PARSE_METHODS = new Set(['parse', 'safeParse', 'parseAsync', 'safeParseAsync', 'validate', 'validateSync']);

export function bodyFields(
  view: TreeView,
  handler: RequestHandler,
  input?: Node,
): { fields: BodyField[]; open: boolean } {
  const { Node } = loadTsMorph();
  const fn = handler.node;
  const fields: BodyField[] = [];
  let open = false;
  if (input) {
    const keys = schemaKeys(view, input);
    return keys ? { fields: keys, open: false } : { fields: [], open: true };
  }
  if (isServerFunction(handler.kind) || handler.kind === 'wasp') return { fields: [], open: true };
  if (handler.kind === 'nest' && Node.isMethodDeclaration(fn)) {
    for (const p of fn.getParameters()) {
      const body = p.getDecorator('Body');
      if (!body) continue;
      const key = body.getArguments()[0];
      if (key && (Node.isStringLiteral(key) || Node.isNoSubstitutionTemplateLiteral(key))) {
        fields.push({ name: key.getLiteralValue(), line: key.getStartLineNumber() });
        continue;
      }
      const n = p.getNameNode();
      if (Node.isObjectBindingPattern(n)) fields.push(...bindingFields(n));
      else {
        const r = readsOfIdentifier(view, n, fn);
        fields.push(...r.fields);
        if (r.open) open = true;
      }
    }
    return { fields: dedupe(fields), open };
  }
  const read = requestReads(view, fn, 0);
  return { fields: dedupe(read.fields), open: read.open };
}

/** Functions a handler hands its request to, followed at most this deep. */
const MAX_HAND_ON = 2;

/**
 * What a function reads of the body of the request its first parameter holds: its own reads,
 * and those of the repository's functions it hands the request to whole (a legacy `POST` that
 * returns `PUT(req, context)`, a `handle(req)` of the module).
 */
function requestReads(view: TreeView, fn: Node, depth: number): { fields: BodyField[]; open: boolean } {
  const { Node, SyntaxKind } = loadTsMorph();
  const fields: BodyField[] = [];
  let open = false;
  const bodyExprs: Node[] = [];
  const req = firstParamName(fn);
  if (req && depth < MAX_HAND_ON) {
    for (const call of fn.getDescendantsOfKind(SyntaxKind.CallExpression)) {
      // the request as the callee's first argument: what the callee reads of it is read here
      const first = call.getArguments()[0];
      if (!first || !Node.isIdentifier(first) || first.getText() !== req) continue;
      const target = definitionOf(view, call.getExpression())?.node;
      if (!target || target === fn || !Node.isFunctionLikeDeclaration(target)) continue;
      const r = requestReads(view, target, depth + 1);
      fields.push(...r.fields);
      if (r.open) open = true;
    }
  }
  for (const pa of fn.getDescendantsOfKind(SyntaxKind.PropertyAccessExpression)) {
    // req.body, request.body, c.req.body
    if (pa.getName() === 'body' && req && rootIdentifier(pa.getExpression()) === req) bodyExprs.push(pa);
  }
  for (const call of fn.getDescendantsOfKind(SyntaxKind.CallExpression)) {
    const callee = call.getExpression();
    if (!Node.isPropertyAccessExpression(callee) || callee.getName() !== 'json' || call.getArguments().length > 0)
      continue;
    if (req && rootIdentifier(callee.getExpression()) === req) {
      // `req.json().catch(() => null)` is still the body.
      const parent = call.getParent();
      const grand = parent?.getParent();
      if (
        Node.isPropertyAccessExpression(parent) &&
        parent.getName() === 'catch' &&
        grand &&
        Node.isCallExpression(grand)
      )
        bodyExprs.push(grand);
      else bodyExprs.push(call);
    }
  }
  for (const b of bodyExprs) {
    const r = readsOfValue(view, b, fn);
    fields.push(...r.fields);
    if (r.open) open = true;
  }
  return { fields, open };
}

function dedupe(fields: BodyField[]): BodyField[] {
  const seen = new Set<string>();
  return fields.filter((f) => (seen.has(f.name) ? false : (seen.add(f.name), true)));
}

/** Property names read from a value: `v.x`, `const { x } = v`, `schema.parse(v)` keys, through locals. */
function readsOfValue(view: TreeView, expr: Node, scope: Node): { fields: BodyField[]; open: boolean } {
  const { Node } = loadTsMorph();
  let node: Node = expr;
  // Climb through await / parentheses / `as`.
  for (;;) {
    const p = node.getParent();
    if (
      p &&
      (Node.isAwaitExpression(p) ||
        Node.isParenthesizedExpression(p) ||
        Node.isAsExpression(p) ||
        Node.isNonNullExpression(p))
    )
      node = p;
    else break;
  }
  const parent = node.getParent();
  if (!parent) return { fields: [], open: true };
  if (Node.isPropertyAccessExpression(parent) && parent.getExpression() === node) {
    return { fields: [{ name: parent.getName(), line: parent.getStartLineNumber() }], open: false };
  }
  if (Node.isVariableDeclaration(parent)) {
    const n = parent.getNameNode();
    if (Node.isObjectBindingPattern(n)) return { fields: bindingFields(n), open: false };
    if (Node.isIdentifier(n)) return readsOfIdentifier(view, n, scope);
    return { fields: [], open: true };
  }
  if (Node.isCallExpression(parent)) {
    const callee = parent.getExpression();
    if (Node.isPropertyAccessExpression(callee) && PARSE_METHODS.has(callee.getName())) {
      const schema = schemaKeys(view, callee.getExpression());
      if (schema) return { fields: schema, open: false };
    }
  }
  return { fields: [], open: true };
}

function bindingFields(pattern: Node): BodyField[] {
  const { Node } = loadTsMorph();
  if (!Node.isObjectBindingPattern(pattern)) return [];
  return pattern
    .getElements()
    .filter((el) => !el.getDotDotDotToken())
    .map((el) => ({ name: (el.getPropertyNameNode() ?? el.getNameNode()).getText(), line: el.getStartLineNumber() }));
}

/** Reads of a local holding the body (by the binding it refers to, in the handler). */
function readsOfIdentifier(view: TreeView, nameNode: Node, scope: Node): { fields: BodyField[]; open: boolean } {
  const { Node, SyntaxKind } = loadTsMorph();
  const fields: BodyField[] = [];
  let open = false;
  const name = nameNode.getText();
  const decl = nameNode.getParent();
  for (const id of scope.getDescendantsOfKind(SyntaxKind.Identifier)) {
    if (id === nameNode || id.getText() !== name) continue;
    const p = id.getParent();
    if (Node.isPropertyAccessExpression(p) && p.getNameNode() === id) continue;
    if (declarationOf(id) !== decl) continue;
    if (Node.isPropertyAccessExpression(p) && p.getExpression() === id) {
      fields.push({ name: p.getName(), line: p.getStartLineNumber() });
    } else if (Node.isVariableDeclaration(p) && p.getInitializer() === id) {
      fields.push(...bindingFields(p.getNameNode()));
    } else if (Node.isCallExpression(p)) {
      const callee = p.getExpression();
      if (Node.isPropertyAccessExpression(callee) && PARSE_METHODS.has(callee.getName())) {
        const keys = schemaKeys(view, callee.getExpression());
        if (keys) fields.push(...keys);
        else open = true;
      } else open = true;
    } else if (!Node.isTypeQuery(p)) {
      open = true;
    }
  }
  return { fields, open };
}

/** Keys of a zod `z.object({...})` schema (also `.extend`, `.strict()` chains), named or imported. */
export function schemaKeys(view: TreeView, expr: Node): BodyField[] | undefined {
  const { Node, SyntaxKind } = loadTsMorph();
  const def = definitionOf(view, expr);
  const init = def?.node;
  if (!init) return undefined;
  const calls = [init, ...init.getDescendantsOfKind(SyntaxKind.CallExpression)].filter((c) => Node.isCallExpression(c));
  for (const c of calls) {
    if (!Node.isCallExpression(c)) continue;
    const callee = c.getExpression();
    if (Node.isPropertyAccessExpression(callee) && callee.getName() === 'object') {
      const arg = c.getArguments()[0];
      if (arg && Node.isObjectLiteralExpression(arg)) {
        return arg
          .getProperties()
          .flatMap((p) =>
            Node.isPropertyAssignment(p) || Node.isShorthandPropertyAssignment(p)
              ? [{ name: p.getName().replace(/^['"]|['"]$/g, ''), line: p.getStartLineNumber() }]
              : [],
          );
      }
    }
  }
  return undefined;
}
