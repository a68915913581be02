import type { Node, SourceFile } from 'ts-morph';
import { loadTsMorph } from '../workspace/ts';

/**
 * The names a module exports and the local declarations behind them, read from its
 * statements alone. ts-morph's `getExportedDeclarations()` asks the type checker, which
 * builds a program over every file parsed so far and rebuilds it each time another file
 * is parsed: on a pull request of hundreds of files that is most of the run's time and
 * memory. Re-exports from other modules (`export * from`) are not followed.
 */
export function exportedDeclarations(sf: SourceFile): Map<string, Node[]> {
  const { Node } = loadTsMorph();
  const out = new Map<string, Node[]>();
  const add = (name: string, node: Node) => out.set(name, [...(out.get(name) ?? []), node]);
  const local = (name: string): Node | undefined =>
    sf.getFunction(name) ?? sf.getVariableDeclaration(name) ?? sf.getClass(name) ?? undefined;

  for (const stmt of sf.getStatements()) {
    if (Node.isFunctionDeclaration(stmt) || Node.isClassDeclaration(stmt)) {
      if (!stmt.isExported()) continue;
      const name = stmt.isDefaultExport() ? 'default' : stmt.getName();
      if (name) add(name, stmt);
    } else if (Node.isVariableStatement(stmt)) {
      if (!stmt.isExported()) continue;
      for (const decl of stmt.getDeclarations()) add(decl.getName(), decl);
    } else if (Node.isExportAssignment(stmt) && !stmt.isExportEquals()) {
      const expr = stmt.getExpression();
      const target = Node.isIdentifier(expr) ? local(expr.getText()) : undefined;
      add('default', target ?? expr);
    } else if (Node.isExportDeclaration(stmt) && !stmt.getModuleSpecifier()) {
      for (const spec of stmt.getNamedExports()) {
        const target = local(spec.getName());
        if (target) add(spec.getAliasNode()?.getText() ?? spec.getName(), target);
      }
    }
  }
  return out;
}
