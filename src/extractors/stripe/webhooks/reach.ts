import type { CallExpression, Node, SourceFile } from 'ts-morph';
import { loadTsMorph } from '../../../workspace/ts';
import type { TreeView } from '../../../workspace/workspace';
import { calleeRef, type FunctionRef } from '../../code/flow';
import { functionName } from '../../http/handlers';
import { resolveImport } from '../../code/resolve-import';
import { specifierOf } from '../../code/ast';

/**
 * The functions a webhook handler runs: its own, and those it calls, at any depth within
 * the bounds below, in its module or an imported one (`calleeRef`: plain functions,
 * methods of `this` and of injected services, namespace and object members).
 */

export interface Reached {
  fn: Node;
  file: string;
  name?: string;
  /** The call that runs it, in `caller` (none for the handler itself). */
  via?: CallExpression;
  caller?: Reached;
}

/** How deep calls are followed from the handler, and how many functions at most. */
const MAX_DEPTH = 4;
const MAX_FUNCTIONS = 40;

/** The handler plus the functions of the repository it calls, breadth first. */
export function reachFunctions(view: TreeView, root: Node, path: string): Reached[] {
  const { SyntaxKind } = loadTsMorph();
  // a handler another module defines (registered here by reference) is read in its own module
  const file = view.pathOf(root.getSourceFile()) || path;
  const out: Reached[] = [{ fn: root, file, name: functionName(root) }];
  const seen = new Set<Node>([root]);
  let frontier: Reached[] = [out[0]];
  for (let depth = 0; depth < MAX_DEPTH && frontier.length > 0; depth++) {
    const next: Reached[] = [];
    for (const r of frontier) {
      for (const call of r.fn.getDescendantsOfKind(SyntaxKind.CallExpression)) {
        if (out.length >= MAX_FUNCTIONS) return out;
        const target = calleeRef(view, r.file, call);
        if (!target || seen.has(target.fn)) continue;
        seen.add(target.fn);
        const reached: Reached = { fn: target.fn, file: target.file, name: target.name, via: call, caller: r };
        out.push(reached);
        next.push(reached);
      }
    }
    frontier = next;
  }
  return out;
}

/** A function by name: declared in this file, or exported by the module it is imported from. */
export function resolveCallee(view: TreeView, sf: SourceFile, file: string, name: string): Reached | undefined {
  const local = localFunction(sf, name);
  if (local) return { fn: local, file, name };
  const binding = importedBinding(sf, name);
  if (!binding || binding.kind !== 'named') return undefined;
  const target = resolveImport(view, file, binding.module);
  if (!target) return undefined;
  const tsf = view.sourceFile(target);
  if (!tsf) return undefined;
  const fn = localFunction(tsf, binding.imported);
  return fn ? { fn, file: target, name: binding.imported } : undefined;
}

/** The function a call runs (see `calleeRef`), as a reached function. */
export function resolveCall(view: TreeView, file: string, call: CallExpression): FunctionRef | undefined {
  return calleeRef(view, file, call);
}

export function localFunction(sf: SourceFile, name: string): Node | undefined {
  const { Node } = loadTsMorph();
  const decl = sf.getFunction(name);
  if (decl) return decl;
  const init = sf.getVariableDeclaration(name)?.getInitializer();
  if (init && (Node.isArrowFunction(init) || Node.isFunctionExpression(init))) return init;
  return undefined;
}

// ---------------------------------------------------------------------------
// Imports.

export interface ImportedBinding {
  kind: 'named' | 'default' | 'namespace';
  /** Local name in the importing file. */
  local: string;
  /** Name exported by the module (`default` for default imports). */
  imported: string;
  module: string;
}

/** How a local name is imported into a file, if it is. */
export function importedBinding(sf: SourceFile, local: string): ImportedBinding | undefined {
  for (const imp of sf.getImportDeclarations()) {
    const module = specifierOf(imp);
    if (imp.getDefaultImport()?.getText() === local) return { kind: 'default', local, imported: 'default', module };
    if (imp.getNamespaceImport()?.getText() === local) return { kind: 'namespace', local, imported: '*', module };
    for (const n of imp.getNamedImports()) {
      const alias = n.getAliasNode()?.getText();
      if ((alias ?? n.getName()) === local) return { kind: 'named', local, imported: n.getName(), module };
    }
  }
  return undefined;
}
