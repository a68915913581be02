/**
 * Endpoint factories: a function of the repository that takes a route and its handler and
 * registers them itself, so that the file declaring the endpoint holds no registration:
 *
 *   const issueEndpoint = defineApiEndpoint(issuesPath)
 *   const listIssues = issueEndpoint({ route: createRoute({ method: 'get', path: '/' }), handler: async (c) => … })
 *
 * where `defineApiEndpoint` returns `(args) => { const { route, handler } = args; … app.openapi(r, handler) … }`.
 * The handler is the argument's function the factory hands to a framework's registration
 * (followed by the value flow: the callee through curried calls and imports, the handler
 * through destructuring and member reads of the factory's parameter); the route is what the
 * argument declares (`createRoute({ method, path })`, or `method` and `path` of its own).
 */
import type { CallExpression, Node, ObjectLiteralExpression } from 'ts-morph';
import { loadTsMorph } from '../../workspace/ts';
import type { TreeView } from '../../workspace/workspace';
import { declarationOf, unwrapExpression } from '../code/ast';
import { calleeRef, type FunctionRef } from '../code/flow';

/** Where a factory's parameters hold the handler it registers: argument index and property (`[0, 'handler']`). */
export interface HandlerSlot {
  index: number;
  /** The property of that argument, when the argument is an object of options. */
  property?: string;
}

/** Router methods that register a handler for an HTTP method (`router.post(path, …, fn)`). */
export const ROUTER_METHODS: ReadonlySet<string> = new Set([
  'get',
  'post',
  'put',
  'patch',
  'delete',
  'del',
  'all',
  'options',
  'head',
]);

/** The argument of a framework registration call that is the handler: `app.post(path, …, h)`, `app.openapi(route, h)`, `app.route({ handler })`. */
function registeredHandler(call: CallExpression): Node | undefined {
  const { Node } = loadTsMorph();
  const callee = call.getExpression();
  if (!Node.isPropertyAccessExpression(callee)) return undefined;
  const name = callee.getName();
  const args = call.getArguments();
  if (ROUTER_METHODS.has(name) && args.length >= 2) return args.at(-1);
  if (name === 'openapi' && args.length >= 2) return args[1];
  if (name === 'route' && args.length === 1 && Node.isObjectLiteralExpression(args[0])) {
    const prop = args[0].getProperty('handler');
    if (prop && Node.isPropertyAssignment(prop)) return prop.getInitializer();
    if (prop && Node.isShorthandPropertyAssignment(prop)) return prop.getNameNode();
  }
  return undefined;
}

/**
 * The parameter slot of `fn` whose value reaches the handler position of a registration in
 * its body (nested functions included: a `mount(app)` method of the object it returns).
 */
function slotOf(fn: Node, value: Node, depth = 0): HandlerSlot | undefined {
  const { Node } = loadTsMorph();
  if (depth > 6) return undefined;
  const n = unwrapExpression(value);
  if (Node.isPropertyAccessExpression(n)) {
    const owner = slotOf(fn, n.getExpression(), depth + 1);
    return owner && owner.property === undefined ? { index: owner.index, property: n.getName() } : undefined;
  }
  if (!Node.isIdentifier(n)) return undefined;
  const decl = declarationOf(n);
  if (!decl) return undefined;
  if (Node.isParameterDeclaration(decl)) {
    const index = (fn as Node & { getParameters?(): Node[] }).getParameters?.().indexOf(decl) ?? -1;
    return index >= 0 ? { index } : undefined;
  }
  if (Node.isBindingElement(decl)) {
    // `const { route, handler } = args`, or `({ route, handler }) => …`
    const property = decl.getPropertyNameNode()?.getText() ?? decl.getName();
    const pattern = decl.getParent();
    const holder = pattern?.getParent();
    if (!holder || decl.getDotDotDotToken()) return undefined;
    if (Node.isParameterDeclaration(holder)) {
      const index = (fn as Node & { getParameters?(): Node[] }).getParameters?.().indexOf(holder) ?? -1;
      return index >= 0 ? { index, property } : undefined;
    }
    if (Node.isVariableDeclaration(holder)) {
      const init = holder.getInitializer();
      const owner = init ? slotOf(fn, init, depth + 1) : undefined;
      return owner && owner.property === undefined ? { index: owner.index, property } : undefined;
    }
    return undefined;
  }
  if (Node.isVariableDeclaration(decl)) {
    const init = decl.getInitializer();
    return init ? slotOf(fn, init, depth + 1) : undefined;
  }
  return undefined;
}

const slots = new WeakMap<Node, HandlerSlot | null>();

/** The slot of the handler a function of the repository registers, if it registers one it is given. */
export function handlerSlotOf(fn: Node): HandlerSlot | undefined {
  const { SyntaxKind } = loadTsMorph();
  const known = slots.get(fn);
  if (known !== undefined) return known ?? undefined;
  let found: HandlerSlot | undefined;
  for (const call of fn.getDescendantsOfKind(SyntaxKind.CallExpression)) {
    const handler = registeredHandler(call);
    found = handler ? slotOf(fn, handler) : undefined;
    if (found) break;
  }
  slots.set(fn, found ?? null);
  return found;
}

/** A call whose argument is an object of options holding a function: a candidate endpoint declaration. */
export function optionsWithFunction(call: CallExpression): { index: number; options: ObjectLiteralExpression }[] {
  const { Node } = loadTsMorph();
  const out: { index: number; options: ObjectLiteralExpression }[] = [];
  call.getArguments().forEach((arg, index) => {
    if (!Node.isObjectLiteralExpression(arg)) return;
    const holdsFunction = arg.getProperties().some((p) => {
      if (Node.isMethodDeclaration(p)) return true;
      const init = Node.isPropertyAssignment(p) ? p.getInitializer() : undefined;
      return !!init && (Node.isArrowFunction(init) || Node.isFunctionExpression(init));
    });
    if (holdsFunction) out.push({ index, options: arg });
  });
  return out;
}

/**
 * The function an endpoint declaration hands to a factory that registers it: the option at
 * the factory's handler slot. Undefined when the callee is not a function of the repository
 * or does not register what it is given.
 */
export function factoryHandler(
  view: TreeView,
  file: string,
  call: CallExpression,
  index: number,
  options: ObjectLiteralExpression,
): { fn: Node; factory: FunctionRef } | undefined {
  const { Node } = loadTsMorph();
  const factory = calleeRef(view, file, call);
  if (!factory) return undefined;
  const slot = handlerSlotOf(factory.fn);
  if (!slot || slot.index !== index || slot.property === undefined) return undefined;
  const prop = options.getProperty(slot.property);
  if (!prop) return undefined;
  if (Node.isMethodDeclaration(prop)) return { fn: prop, factory };
  const init = Node.isPropertyAssignment(prop) ? prop.getInitializer() : undefined;
  if (init && (Node.isArrowFunction(init) || Node.isFunctionExpression(init))) return { fn: init, factory };
  return undefined;
}
