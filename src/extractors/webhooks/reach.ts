import type { Node, SourceFile } from 'ts-morph';
import { loadTsMorph } from '../../workspace/ts';
import type { TreeView } from '../../workspace/workspace';
import { functionName } from '../handlers';
import { resolveImport } from '../resolve-import';

/** The functions a webhook handler runs: its own, and those it calls in its module or an imported one. */

export interface Reached {
  fn: Node;
  file: string;
  name?: string;
}

export function contains(outer: Node, inner: Node): boolean {
  return outer.getPos() <= inner.getPos() && inner.getEnd() <= outer.getEnd();
}

/** The handler plus functions it calls: local ones, and ones imported from relative modules (two levels). */
export function reachFunctions(view: TreeView, root: Node, path: string): Reached[] {
  const { Node, SyntaxKind } = loadTsMorph();
  const out: Reached[] = [{ fn: root, file: path, name: functionName(root) }];
  const seen = new Set<Node>([root]);
  let frontier: Reached[] = [out[0]];
  for (let depth = 0; depth < 2; depth++) {
    const next: Reached[] = [];
    for (const r of frontier) {
      const sf = r.fn.getSourceFile();
      for (const call of r.fn.getDescendantsOfKind(SyntaxKind.CallExpression)) {
        const callee = call.getExpression();
        if (!Node.isIdentifier(callee)) continue;
        const target = resolveCallee(view, sf, r.file, callee.getText());
        if (!target || seen.has(target.fn)) continue;
        seen.add(target.fn);
        out.push(target);
        next.push(target);
      }
    }
    frontier = next;
  }
  return out;
}

/** A function by name: declared in this file, or exported by the relative module it is imported from. */
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
    const module = imp.getModuleSpecifierValue();
    if (imp.getDefaultImport()?.getText() === local) return { kind: 'default', local, imported: 'default', module };
    if (imp.getNamespaceImport()?.getText() === local) return { kind: 'namespace', local, imported: '*', module };
    for (const n of imp.getNamedImports()) {
      const alias = n.getAliasNode()?.getText();
      if ((alias ?? n.getName()) === local) return { kind: 'named', local, imported: n.getName(), module };
    }
  }
  return undefined;
}
