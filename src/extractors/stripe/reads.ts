import type { Node } from 'ts-morph';
import type { StripeCallSite } from './clients';
import { loadTsMorph } from '../../workspace/ts';
import { ELEMENT, type FieldStep, type MissingField } from './contract';

export interface ReadStep {
  field: FieldStep;
  line: number;
  /** The source of the read up to this step (`intent.charges`, `{ charges } = intent`). */
  text: string;
}

/** A read of the value a Stripe call returns, at any depth: `intent.charges.data[0].receipt_url`. */
export interface FieldRead {
  steps: ReadStep[];
}

/** Array methods whose callback's first parameter is an element of the array. */
const ELEMENT_CALLBACKS = new Set(['map', 'forEach', 'filter', 'find', 'findLast', 'some', 'every', 'flatMap']);
/** How many names a value is followed through (`const c = pi.latest_charge; const d = c.x`). */
const MAX_ALIASES = 4;

/**
 * Every read of the value a Stripe call resolves to, found in the function that makes the
 * call: chains on the awaited call (`(await stripe.x.y()).data`), on the name that holds it
 * (`pi.charges.data[0].receipt_url`), through destructuring at any depth (`const { charges:
 * { data } } = pi`), through names that hold a part of it (`const charge = pi.latest_charge`,
 * `for (const c of list.data)`, `list.data.map((c) => c.id)`). Names are followed only in
 * their scope, after their declaration, and not where a nested function's parameter hides them.
 */
export function resultReads(site: StripeCallSite): FieldRead[] {
  const { Node } = loadTsMorph();
  const reads: FieldRead[] = [];
  const call = site.call;
  const scope =
    call.getFirstAncestor(
      (a) => Node.isFunctionLikeDeclaration(a) || Node.isArrowFunction(a) || Node.isFunctionExpression(a),
    ) ?? call.getSourceFile();
  follow(call, [], scope, reads, 0);
  return reads;
}

/** Follows a value (an expression whose read path is `steps`) up through its parents. */
function follow(expr: Node, steps: ReadStep[], scope: Node, reads: FieldRead[], aliases: number): void {
  const { Node } = loadTsMorph();
  let node = expr;
  let path = steps;
  for (;;) {
    const parent = node.getParent();
    if (!parent) break;
    if (
      Node.isAwaitExpression(parent) ||
      Node.isParenthesizedExpression(parent) ||
      Node.isNonNullExpression(parent) ||
      Node.isAsExpression(parent) ||
      Node.isSatisfiesExpression(parent)
    ) {
      node = parent;
      continue;
    }
    // `list?.data ?? []`: the value, or a fallback the types do not describe
    if (
      Node.isBinaryExpression(parent) &&
      parent.getLeft() === node &&
      ['??', '||'].includes(parent.getOperatorToken().getText())
    ) {
      node = parent;
      continue;
    }
    if (Node.isPropertyAccessExpression(parent) && parent.getExpression() === node) {
      path = [
        ...path,
        { field: parent.getName(), line: parent.getNameNode().getStartLineNumber(), text: parent.getText() },
      ];
      node = parent;
      continue;
    }
    if (Node.isElementAccessExpression(parent) && parent.getExpression() === node) {
      const arg = parent.getArgumentExpression();
      const field =
        arg && (Node.isStringLiteral(arg) || Node.isNoSubstitutionTemplateLiteral(arg))
          ? arg.getLiteralValue()
          : ELEMENT;
      path = [...path, { field, line: parent.getStartLineNumber(), text: parent.getText() }];
      node = parent;
      continue;
    }
    break;
  }
  if (path.length > 0) reads.push({ steps: path });
  if (aliases > MAX_ALIASES) return;
  const parent = node.getParent();
  if (!parent) return;
  // const x = <value>; const { a, b: { c } } = <value>; x = <value>
  if (Node.isVariableDeclaration(parent) && parent.getInitializer() === node) {
    bindName(parent.getNameNode(), path, scope, reads, aliases);
    return;
  }
  if (Node.isBinaryExpression(parent) && parent.getRight() === node && parent.getOperatorToken().getText() === '=') {
    const left = parent.getLeft();
    if (Node.isIdentifier(left)) followName(left.getText(), parent.getEnd(), path, scope, reads, aliases);
    return;
  }
  // for (const c of <value>)
  if (Node.isForOfStatement(parent) && parent.getExpression() === node) {
    const init = parent.getInitializer();
    if (Node.isVariableDeclarationList(init)) {
      const [decl] = init.getDeclarations();
      if (decl) bindName(decl.getNameNode(), [...path, elementStep(decl)], parent, reads, aliases);
    }
    return;
  }
  // <value>.map((c) => …)
  if (Node.isCallExpression(parent) && parent.getExpression() === node && path.length > 0) {
    const method = path[path.length - 1];
    const fn = parent.getArguments()[0];
    if (ELEMENT_CALLBACKS.has(method.field) && fn && (Node.isArrowFunction(fn) || Node.isFunctionExpression(fn))) {
      const [param] = fn.getParameters();
      if (param) bindName(param.getNameNode(), [...path.slice(0, -1), elementStep(param)], fn, reads, aliases);
    }
  }
}

function elementStep(at: Node): ReadStep {
  return { field: ELEMENT, line: at.getStartLineNumber(), text: at.getText() };
}

/** A declared name or binding pattern that receives a value with read path `path`. */
function bindName(name: Node, path: ReadStep[], scope: Node, reads: FieldRead[], aliases: number): void {
  const { Node } = loadTsMorph();
  if (Node.isIdentifier(name)) {
    followName(name.getText(), name.getEnd(), path, scope, reads, aliases + 1);
    return;
  }
  const from = path.length > 0 ? path[path.length - 1].text : 'the result';
  if (Node.isObjectBindingPattern(name)) {
    for (const el of name.getElements()) {
      if (el.getDotDotDotToken()) continue;
      const prop = el.getPropertyNameNode();
      if (prop && !Node.isIdentifier(prop) && !Node.isStringLiteral(prop)) continue;
      const field = prop ? (Node.isStringLiteral(prop) ? prop.getLiteralValue() : prop.getText()) : el.getName();
      const step = { field, line: el.getStartLineNumber(), text: `{ ${field} } = ${from}` };
      const inner = [...path, step];
      reads.push({ steps: inner });
      bindName(el.getNameNode(), inner, scope, reads, aliases);
    }
  } else if (Node.isArrayBindingPattern(name)) {
    for (const el of name.getElements()) {
      if (!Node.isBindingElement(el) || el.getDotDotDotToken()) continue;
      bindName(el.getNameNode(), [...path, elementStep(el)], scope, reads, aliases);
    }
  }
}

/** Reads through a name in its scope after `after`. */
function followName(name: string, after: number, path: ReadStep[], scope: Node, reads: FieldRead[], aliases: number) {
  const { Node, SyntaxKind } = loadTsMorph();
  for (const id of scope.getDescendantsOfKind(SyntaxKind.Identifier)) {
    if (id.getStart() < after || id.getText() !== name) continue;
    const parent = id.getParent();
    // `x.name` (the property, not the object), `{ name: … }`, a declaration of the name
    if (!parent) continue;
    if (Node.isPropertyAccessExpression(parent) && parent.getNameNode() === id) continue;
    if (!(Node.isPropertyAccessExpression(parent) || Node.isElementAccessExpression(parent) || isValueUse(id)))
      continue;
    if (shadowed(id, name, scope)) continue;
    follow(id, path, scope, reads, aliases);
  }
}

/** An identifier used as a value another read, alias or loop may follow. */
function isValueUse(id: Node): boolean {
  const { Node } = loadTsMorph();
  const parent = id.getParent();
  if (!parent) return false;
  if (Node.isVariableDeclaration(parent)) return parent.getInitializer() === id;
  if (Node.isForOfStatement(parent)) return parent.getExpression() === id;
  if (Node.isBinaryExpression(parent)) return parent.getRight() === id;
  return (
    Node.isAwaitExpression(parent) ||
    Node.isParenthesizedExpression(parent) ||
    Node.isNonNullExpression(parent) ||
    Node.isAsExpression(parent)
  );
}

/** A nested function between the use and the scope declares a parameter of that name. */
function shadowed(node: Node, name: string, scope: Node): boolean {
  const { Node } = loadTsMorph();
  for (const anc of node.getAncestors()) {
    if (anc === scope) return false;
    if (
      (Node.isFunctionLikeDeclaration(anc) || Node.isArrowFunction(anc) || Node.isFunctionExpression(anc)) &&
      anc.getParameters().some((p) => p.getName() === name)
    )
      return true;
  }
  return false;
}

/** Members of what the SDK returns that are its own, not the API object's (`Stripe.Response<T>`, list promises). */
export const SDK_FIELDS: ReadonlySet<string> = new Set([
  'lastResponse',
  'then',
  'catch',
  'finally',
  'toJSON',
  'autoPagingEach',
  'autoPagingToArray',
]);

/** "the PaymentIntent returned by stripe.paymentIntents.retrieve()", "the Charge at `pi.latest_charge`". */
export function ownerText(miss: MissingField, steps: readonly ReadStep[], methodPath: string): string {
  const owner = miss.owners[0];
  // Nested types are named by the path read (merged tables share one type among parents).
  const name = owner === 'list' ? 'list' : owner.includes('.') && miss.step > 0 ? 'object' : owner;
  return miss.step === 0
    ? `the ${name} returned by stripe.${methodPath}()`
    : `the ${name} at \`${steps[miss.step - 1].text}\``;
}
