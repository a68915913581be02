import type { Node } from 'ts-morph';
import { loadTsMorph } from '../../workspace/ts';
import type { TreeView } from '../../workspace/workspace';
import { functionName } from '../code/ast';
import { importerClosure } from '../code/module-graph';
import { handlesEvents, isDeclarationName, rendersAs, runsOnLoad } from '../code/render';
import { nearestFunction } from '../code/syntax';

/**
 * The modules whose code makes a client call as a page loads, so that a page showing one of
 * them makes it when a test opens the page:
 *
 * - the call's own module, and every module that imports it, where the call runs as its
 *   module's code loads (a component's body, an effect, a query's fetcher, a function of the
 *   file one of those calls);
 * - else, where it is in a named function of its module (`getWeeklyTrend: (id) => api.get(…)`
 *   of an API module), the modules that call that function as they load, and every module
 *   that imports those; where those calls are in hooks (`useRealSignal`), the modules that
 *   call the hooks as they load, and so on;
 * - none where it runs only on an event (an `on*` handler, a `handle…` function, a callback
 *   or mutation): a visit does not click.
 */
export function modulesLoadingCall(view: TreeView, file: string, line: number): Set<string> {
  const call = callAt(view, file, line);
  if (!call) return new Set([file, ...importerClosure(view, file).toward.keys()]);
  if (runsOnLoad(call)) return new Set([file, ...importerClosure(view, file).toward.keys()]);
  const name = namedHolder(call);
  // in a component or hook, or a handler of one: an event's code
  if (!name || rendersAs(name) || handlesEvents(name)) return new Set();
  const word = new RegExp(`\\b${name.replace(/\$/g, '\\$')}\\b`);
  const callers = [...importerClosure(view, file).toward.keys()]
    .filter((f) => word.test(view.read(f) ?? ''))
    .slice(0, MAX_CALLERS)
    .filter((f) => callsOnLoad(view, f, name));
  return new Set(callers.flatMap((c) => [...modulesLoadingThrough(view, c, name, 0)]));
}

/**
 * The modules that load `file`'s on-load use of `name`: where every such use is in a hook of
 * the module (`useRealSignal(id)` whose query calls it), the modules that call one of those
 * hooks as they load (a page that imports the module for another hook does not run this
 * one); else the module and every module that imports it.
 */
function modulesLoadingThrough(view: TreeView, file: string, name: string, depth: number): Set<string> {
  const whole = () => new Set([file, ...importerClosure(view, file).toward.keys()]);
  const sf = view.sourceFile(file);
  if (!sf || depth >= MAX_HOOK_HOPS) return whole();
  const holders = new Set<string>();
  for (const id of sf.getDescendantsOfKind(loadTsMorph().SyntaxKind.Identifier)) {
    if (id.getText() !== name || isDeclarationName(id) || !runsOnLoad(id)) continue;
    const holder = declaredHolder(id);
    // a component's body, the module's own code, or a holder that is no hook: as it was
    if (!holder || !/^use[A-Z]/.test(holder)) return whole();
    holders.add(holder);
  }
  if (holders.size === 0) return whole();
  const out = new Set<string>();
  for (const hook of holders) {
    const word = new RegExp(`\\b${hook.replace(/\$/g, '\\$')}\\b`);
    const users = [file, ...importerClosure(view, file).toward.keys()]
      .filter((f) => word.test(view.read(f) ?? ''))
      .slice(0, MAX_CALLERS)
      .filter((f) => callsOnLoad(view, f, hook));
    for (const u of users) for (const m of modulesLoadingThrough(view, u, hook, depth + 1)) out.add(m);
  }
  return out;
}

/** The name of the innermost function holding the node that is declared as one (a function, a `const`), not a callback or an option. */
function declaredHolder(node: Node): string | undefined {
  const { Node } = loadTsMorph();
  for (let fn = nearestFunction(node); fn; fn = nearestFunction(fn)) {
    if (Node.isFunctionDeclaration(fn)) return fn.getName();
    const holder = fn.getParent();
    if (holder && Node.isVariableDeclaration(holder)) return holder.getName();
  }
  return undefined;
}

/** How many hooks deep a call is followed to the modules that run it as they load. */
const MAX_HOOK_HOPS = 3;

/** How many modules that name the function are followed to their importers, at most. */
const MAX_CALLERS = 20;

/** The first call that starts on the line. */
function callAt(view: TreeView, file: string, line: number): Node | undefined {
  return view
    .sourceFile(file)
    ?.getDescendantsOfKind(loadTsMorph().SyntaxKind.CallExpression)
    .find((c) => c.getStartLineNumber() === line);
}

/** The name of the innermost named function holding the node (anonymous callbacks skipped). */
function namedHolder(node: Node): string | undefined {
  for (let fn = nearestFunction(node); fn; fn = nearestFunction(fn)) {
    const name = functionName(fn);
    if (name) return name;
  }
  return undefined;
}

/** The module names the function where its code runs as a page loads. */
function callsOnLoad(view: TreeView, file: string, name: string): boolean {
  const sf = view.sourceFile(file);
  if (!sf) return false;
  return sf
    .getDescendantsOfKind(loadTsMorph().SyntaxKind.Identifier)
    .some((id) => id.getText() === name && !isDeclarationName(id) && runsOnLoad(id));
}
