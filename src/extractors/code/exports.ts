import type { Node, SourceFile } from 'ts-morph';
import { loadTsMorph } from '../../workspace/ts';

/**
 * The names a module exports and the local declarations behind them, read from its
 * statements alone. ts-morph's `getExportedDeclarations()` asks the type checker, which
 * builds a program over every file parsed so far and rebuilds it each time another file
 * is parsed: on a pull request of hundreds of files that is most of the run's time and
 * memory. Its `isExported()` and `isDefaultExport()` do the same for a declaration
 * without the keyword, so the keywords are read here instead. Re-exports from other
 * modules (`export * from`) are not followed.
 */
export function exportedDeclarations(sf: SourceFile): Map<string, Node[]> {
  let out = exportsOf.get(sf);
  if (out) return out;
  out = readExports(sf);
  exportsOf.set(sf, out);
  return out;
}

const exportsOf = new WeakMap<SourceFile, Map<string, Node[]>>();

function readExports(sf: SourceFile): Map<string, Node[]> {
  const { Node } = loadTsMorph();
  const out = new Map<string, Node[]>();
  const add = (name: string, node: Node) => out.set(name, [...(out.get(name) ?? []), node]);
  const local = (name: string): Node | undefined =>
    sf.getFunction(name) ?? sf.getVariableDeclaration(name) ?? sf.getClass(name) ?? undefined;

  for (const stmt of sf.getStatements()) {
    if (Node.isFunctionDeclaration(stmt) || Node.isClassDeclaration(stmt)) {
      if (!stmt.hasExportKeyword()) continue;
      const name = stmt.hasDefaultKeyword() ? 'default' : stmt.getName();
      if (name) add(name, stmt);
    } else if (Node.isVariableStatement(stmt)) {
      if (!stmt.hasExportKeyword()) continue;
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
    } else if (Node.isExpressionStatement(stmt)) {
      commonJsExport(stmt.getExpression(), add, local);
    }
  }
  return out;
}

/**
 * CommonJS: `module.exports = value` exports it as the default and, for an object literal,
 * each of its members by name; `exports.name = value` and `module.exports.name = value`
 * export one name.
 */
function commonJsExport(
  expr: Node,
  add: (name: string, node: Node) => void,
  local: (name: string) => Node | undefined,
): void {
  const { Node } = loadTsMorph();
  if (!Node.isBinaryExpression(expr) || expr.getOperatorToken().getText() !== '=') return;
  const left = expr.getLeft().getText().replace(/\s/g, '');
  const right = expr.getRight();
  const valueOf = (node: Node) => (Node.isIdentifier(node) ? (local(node.getText()) ?? node) : node);
  if (left === 'module.exports') {
    add('default', valueOf(right));
    if (!Node.isObjectLiteralExpression(right)) return;
    for (const prop of right.getProperties()) {
      if (Node.isShorthandPropertyAssignment(prop)) add(prop.getName(), local(prop.getName()) ?? prop);
      else if (Node.isPropertyAssignment(prop)) add(prop.getName(), valueOf(prop.getInitializerOrThrow()));
      else if (Node.isMethodDeclaration(prop)) add(prop.getName(), prop);
    }
    return;
  }
  const named = /^(?:module\.)?exports\.([A-Za-z_$][\w$]*)$/.exec(left);
  if (named) add(named[1], valueOf(right));
}

/**
 * Whether the module exports a top-level declaration (a function, a class, or a variable
 * declaration or statement): by its `export` keyword, `export { name }` or `export default name`.
 */
export function isExportedDeclaration(node: Node): boolean {
  const { Node } = loadTsMorph();
  if (Node.isVariableStatement(node)) return node.getDeclarations().some(isExportedDeclaration);
  if (Node.isVariableDeclaration(node) && node.getVariableStatement()?.hasExportKeyword()) return true;
  if ((Node.isFunctionDeclaration(node) || Node.isClassDeclaration(node)) && node.hasExportKeyword()) return true;
  for (const nodes of exportedDeclarations(node.getSourceFile()).values()) if (nodes.includes(node)) return true;
  return false;
}

/**
 * The function a module exports as its default (`export default async (db) => …`, `export
 * default function f`, `export default f` of a local function or arrow, `module.exports = fn`).
 */
export function defaultExportedFunction(sf: SourceFile): Node | undefined {
  const { Node } = loadTsMorph();
  for (const decl of exportedDeclarations(sf).get('default') ?? []) {
    const value = Node.isVariableDeclaration(decl) ? decl.getInitializer() : decl;
    if (value && (Node.isArrowFunction(value) || Node.isFunctionExpression(value) || Node.isFunctionDeclaration(value)))
      return value;
  }
  return undefined;
}
