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
 *   that imports those;
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
  return new Set([...callers, ...callers.flatMap((c) => [...importerClosure(view, c).toward.keys()])]);
}

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
