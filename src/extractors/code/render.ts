import type { Node } from 'ts-morph';
import { loadTsMorph } from '../../workspace/ts';
import { functionName } from './ast';
import { calleeName, nearestFunction } from './syntax';

/**
 * When a piece of React code runs: as a page loads (a component's or hook's body, an effect, a
 * query's fetcher, a loader), or only on an event the user makes (an `on*` handler, a
 * callback the component hands on, a mutation). A test that opens a page runs the first kind;
 * the second needs a click it may not make.
 */

/** A component's or a hook's name (`ProductPage`, `useTrend`): its body runs as it renders. */
export function rendersAs(name: string): boolean {
  return /^([A-Z]|use[A-Z])/.test(name);
}

/** An event handler's name by convention (`onSave`, `handleSave`). */
export function handlesEvents(name: string): boolean {
  return /^(on|handle)[A-Z]/.test(name);
}

/** Hooks that hand back the function they are given, to run wherever its name is called. */
const MEMO_HOOKS = new Set(['useCallback', 'useEvent', 'useEffectEvent']);

/** The variable a hook's call that takes `fn` is assigned to (`load` of `const load = useCallback(fn, [])`). */
function boundName(fn: Node): string | undefined {
  const { Node } = loadTsMorph();
  const call = fn.getParent();
  const decl = call?.getParent();
  return decl && Node.isVariableDeclaration(decl) && Node.isIdentifier(decl.getNameNode()) ? decl.getName() : undefined;
}

/** Hooks whose function argument runs on an event, not as the page loads. */
const EVENT_HOOKS = new Set(['useCallback', 'useMutation', 'useEvent', 'useEffectEvent']);

/** Hooks whose call runs nothing yet: what they hand back runs on an event (`useMutation`). */
const RESULT_ON_EVENT = /^use(\w*Mutation|LazyQuery)$/;

/** Properties whose function runs as the page loads (`useQuery({ queryFn })`, a route's `loader`). */
const LOAD_PROPERTIES = new Set(['queryFn', 'loader', 'load', 'fetcher', 'clientLoader']);

/** Properties whose function runs on an event (`useMutation({ mutationFn })`). */
const EVENT_PROPERTIES = new Set(['mutationFn', 'onSuccess', 'onError', 'onSettled', 'onMutate']);

/** How many named functions are followed to the code that calls them. */
const MAX_DEPTH = 3;

/**
 * The node (a reference to a function, or a call) runs as the page loads: it is in a
 * component's or a hook's own body, in an effect or a query, or in a function of the file
 * that one of those calls. A reference in an `on*` attribute, in `useCallback` or a mutation,
 * or in a function only those call, runs on an event.
 */
export function runsOnLoad(node: Node, depth = 0): boolean {
  const { Node } = loadTsMorph();
  // a mutation hook (`api.booking.cancel.useMutation()`) hands back a function events call
  if (Node.isCallExpression(node) && RESULT_ON_EVENT.test(calleeName(node))) return false;
  // handed to a hook as it is (`useSWR(key, api.getTracked)`), or as an option
  // (`useMutation({ mutationFn: api.cancel })`, `useQuery({ queryFn: api.list })`)
  const hook = hookTaking(node);
  if (hook) return !EVENT_HOOKS.has(hook);
  // handed to an event attribute as it is (`<button onClick={save}>`)
  if (inEventAttribute(node)) return false;
  const option = optionHolding(node);
  if (option && EVENT_PROPERTIES.has(option)) return false;
  if (option && LOAD_PROPERTIES.has(option)) return true;
  // anonymous functions (`items.map((x) => …)`, `.then(…)`) run when the code around them does
  for (let fn = nearestFunction(node); fn; fn = nearestFunction(fn)) {
    const holder = fn.getParent();
    if (holder && Node.isPropertyAssignment(holder)) {
      if (LOAD_PROPERTIES.has(holder.getName())) return true;
      if (EVENT_PROPERTIES.has(holder.getName())) return false;
    }
    if (inEventAttribute(fn)) return false;
    const taking = hookTaking(fn);
    // a memoized callback (`const load = useCallback(async () => …, [])`) runs where its name is called
    const memoized = taking && MEMO_HOOKS.has(taking) ? boundName(fn) : undefined;
    if (taking && !memoized) return !EVENT_HOOKS.has(taking);
    const name = memoized ?? functionName(fn);
    if (!name) continue;
    // a component's or a hook's own body renders as the page loads
    if (rendersAs(name)) return true;
    if (handlesEvents(name) || depth >= MAX_DEPTH) return false;
    // a function of the file (`const load = async () => …`): where it is used
    return fn
      .getSourceFile()
      .getDescendantsOfKind(loadTsMorph().SyntaxKind.Identifier)
      .some((id) => id.getText() === name && !isDeclarationName(id) && runsOnLoad(id, depth + 1));
  }
  return true; // module code runs as the module loads
}

/** The name of the `use…` hook whose call takes this node (or the object literal holding it) as an argument. */
function hookTaking(node: Node): string | undefined {
  const { Node } = loadTsMorph();
  const cur = wholeAccess(node);
  const up = cur.getParent();
  if (!up || !Node.isCallExpression(up) || !up.getArguments().includes(cur)) return undefined;
  const name = calleeName(up);
  return /^use[A-Z]/.test(name) ? name : undefined;
}

/** The node is the value of a JSX event attribute (`onClick={…}`). */
function inEventAttribute(node: Node): boolean {
  const { Node } = loadTsMorph();
  const holder = node.getParent();
  const attr = holder && Node.isJsxExpression(holder) ? holder.getParent() : undefined;
  return !!attr && Node.isJsxAttribute(attr) && /^on[A-Z]/.test(attr.getNameNode().getText());
}

/** The name of the property whose value the node is (`mutationFn` of `{ mutationFn: api.cancel }`). */
function optionHolding(node: Node): string | undefined {
  const { Node } = loadTsMorph();
  const cur = wholeAccess(node);
  const up = cur.getParent();
  return up && Node.isPropertyAssignment(up) && up.getInitializer() === cur ? up.getName() : undefined;
}

/** The member access a name ends (`api.orders.list` for `list`), or the node itself. */
function wholeAccess(node: Node): Node {
  const { Node } = loadTsMorph();
  let cur = node;
  for (
    let up = cur.getParent();
    up && Node.isPropertyAccessExpression(up) && up.getNameNode() === cur;
    up = cur.getParent()
  )
    cur = up;
  return cur;
}

/** The identifier names what a declaration declares (a variable, function, method, property or parameter), not a use. */
export function isDeclarationName(id: Node): boolean {
  const { Node } = loadTsMorph();
  const parent = id.getParent();
  // a name an import or export binds (`import { getSignal } from …`) runs nothing
  if (
    parent &&
    (Node.isImportSpecifier(parent) ||
      Node.isExportSpecifier(parent) ||
      Node.isImportClause(parent) ||
      Node.isNamespaceImport(parent))
  )
    return true;
  return (
    !!parent &&
    (Node.isVariableDeclaration(parent) ||
      Node.isFunctionDeclaration(parent) ||
      Node.isMethodDeclaration(parent) ||
      Node.isPropertyAssignment(parent) ||
      Node.isPropertyDeclaration(parent) ||
      Node.isParameterDeclaration(parent)) &&
    parent.getNameNode() === id
  );
}
