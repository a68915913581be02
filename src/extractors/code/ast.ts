import type { ArrowFunction, FunctionExpression, FunctionLikeDeclaration, Node } from 'ts-morph';
import { loadTsMorph } from '../../workspace/ts';

/**
 * The expression inside parentheses, `as`, `satisfies`, `<T>` assertions, `!` and (unless
 * told otherwise) `await`: what a value is, whatever wraps it.
 */
export function unwrapExpression(node: Node, opts: { throughAwait?: boolean } = {}): Node {
  const { Node: N } = loadTsMorph();
  const throughAwait = opts.throughAwait ?? true;
  let n = node;
  for (;;) {
    if (
      (throughAwait && N.isAwaitExpression(n)) ||
      N.isParenthesizedExpression(n) ||
      N.isAsExpression(n) ||
      N.isSatisfiesExpression(n) ||
      N.isNonNullExpression(n) ||
      N.isTypeAssertion(n)
    )
      n = n.getExpression();
    else return n;
  }
}

/** A literal value: a string, a template without substitutions, a number, a bigint, a regex, a boolean, null. */
export function isLiteral(node: Node): boolean {
  const { Node: N } = loadTsMorph();
  return (
    N.isStringLiteral(node) ||
    N.isNoSubstitutionTemplateLiteral(node) ||
    N.isNumericLiteral(node) ||
    N.isBigIntLiteral(node) ||
    N.isRegularExpressionLiteral(node) ||
    N.isTrueLiteral(node) ||
    N.isFalseLiteral(node) ||
    N.isNullLiteral(node)
  );
}

/**
 * The declaration an identifier refers to, found in its enclosing scopes: a variable
 * (`let`/`const` in the blocks around it, `var` anywhere in its function), a parameter, a
 * function or class, a `for` or `catch` variable, a destructured name (its binding
 * element) or an import. Undefined for globals and names declared nowhere in the file.
 * ts-morph's `getSymbol()` answers the same through the type checker, which builds a
 * program over every parsed file; the gate leaves the checker out of its bundle.
 */
export function declarationOf(id: Node): Node | undefined {
  const { Node } = loadTsMorph();
  if (!Node.isIdentifier(id)) return undefined;
  const name = id.getText();
  for (let scope: Node | undefined = id.getParent(); scope; scope = scope.getParent()) {
    const found = declaredIn(scope, name);
    if (found) return found;
  }
  return undefined;
}

/** A declaration of `name` that `scope` itself makes (not its nested blocks and functions). */
function declaredIn(scope: Node, name: string): Node | undefined {
  const { Node } = loadTsMorph();
  if (isFunctionScope(scope)) {
    for (const p of scope.getParameters()) {
      const found = bindingNamed(p.getNameNode(), name, p);
      if (found) return found;
    }
    if (Node.isFunctionExpression(scope) && scope.getName() === name) return scope;
    const body = Node.isBodyable(scope) || Node.isBodied(scope) ? scope.getBody() : undefined;
    return body ? varDeclaredIn(body, name) : undefined;
  }
  if (Node.isCatchClause(scope)) {
    const v = scope.getVariableDeclaration();
    return v ? bindingNamed(v.getNameNode(), name, v) : undefined;
  }
  if (Node.isForStatement(scope) || Node.isForOfStatement(scope) || Node.isForInStatement(scope)) {
    const init = scope.getInitializer();
    if (init && Node.isVariableDeclarationList(init)) {
      for (const d of init.getDeclarations()) {
        const found = bindingNamed(d.getNameNode(), name, d);
        if (found) return found;
      }
    }
    return undefined;
  }
  if (
    Node.isSourceFile(scope) ||
    Node.isBlock(scope) ||
    Node.isModuleBlock(scope) ||
    Node.isCaseClause(scope) ||
    Node.isDefaultClause(scope)
  ) {
    for (const stmt of scope.getStatements()) {
      const found = statementDeclares(stmt, name);
      if (found) return found;
    }
    if (Node.isSourceFile(scope)) return varDeclaredIn(scope, name);
  }
  return undefined;
}

function statementDeclares(stmt: Node, name: string): Node | undefined {
  const { Node } = loadTsMorph();
  if (Node.isVariableStatement(stmt)) {
    for (const d of stmt.getDeclarations()) {
      const found = bindingNamed(d.getNameNode(), name, d);
      if (found) return found;
    }
  } else if (Node.isFunctionDeclaration(stmt) || Node.isClassDeclaration(stmt) || Node.isEnumDeclaration(stmt)) {
    if (stmt.getName() === name) return stmt;
  } else if (Node.isImportDeclaration(stmt)) {
    if (stmt.getDefaultImport()?.getText() === name) return stmt.getImportClause();
    if (stmt.getNamespaceImport()?.getText() === name) return stmt.getImportClause()?.getNamedBindings();
    const spec = stmt.getNamedImports().find((s) => (s.getAliasNode() ?? s.getNameNode()).getText() === name);
    if (spec) return spec;
  }
  return undefined;
}

/** A `var` of the function (or file) body, in any of its blocks but not in nested functions. */
function varDeclaredIn(body: Node, name: string): Node | undefined {
  let vars = varsOf.get(body);
  if (!vars) varsOf.set(body, (vars = collectVars(body)));
  return vars.get(name);
}

/** The `var` bindings of a body, read in one walk (names are looked up in it many times). */
const varsOf = new WeakMap<Node, Map<string, Node>>();

function collectVars(body: Node): Map<string, Node> {
  const { Node } = loadTsMorph();
  const out = new Map<string, Node>();
  // Most code declares no `var`: its text says so without a walk over every node.
  if (!/\bvar\b/.test(body.getText())) return out;
  body.forEachDescendant((node, traversal) => {
    if (isFunctionScope(node) || Node.isClassDeclaration(node)) {
      traversal.skip();
      return;
    }
    if (Node.isVariableDeclarationList(node) && node.getDeclarationKind() === 'var') {
      for (const d of node.getDeclarations()) {
        for (const [n, decl] of bindingsOf(d.getNameNode(), d)) if (!out.has(n)) out.set(n, decl);
      }
    }
  });
  return out;
}

/** Every name a binding declares, with its declaration (`decl`, or the element of a pattern). */
function bindingsOf(nameNode: Node, decl: Node): [string, Node][] {
  const { Node } = loadTsMorph();
  if (Node.isIdentifier(nameNode)) return [[nameNode.getText(), decl]];
  if (Node.isObjectBindingPattern(nameNode) || Node.isArrayBindingPattern(nameNode)) {
    return nameNode
      .getElements()
      .flatMap((element) => (Node.isBindingElement(element) ? bindingsOf(element.getNameNode(), element) : []));
  }
  return [];
}

/** A function, method, constructor, accessor, arrow function or function expression: a scope of its own. */
function isFunctionScope(node: Node): node is (FunctionLikeDeclaration & Node) | ArrowFunction | FunctionExpression {
  const { Node } = loadTsMorph();
  return Node.isFunctionLikeDeclaration(node) || Node.isArrowFunction(node) || Node.isFunctionExpression(node);
}

/** `decl` when its name is `name`, or the binding element of `name` in a destructuring pattern. */
function bindingNamed(nameNode: Node, name: string, decl: Node): Node | undefined {
  const { Node } = loadTsMorph();
  if (Node.isIdentifier(nameNode)) return nameNode.getText() === name ? decl : undefined;
  if (Node.isObjectBindingPattern(nameNode) || Node.isArrayBindingPattern(nameNode)) {
    for (const element of nameNode.getElements()) {
      if (!Node.isBindingElement(element)) continue;
      const found = bindingNamed(element.getNameNode(), name, element);
      if (found) return found;
    }
  }
  return undefined;
}

/** The function a declaration names: a function declaration, or a variable whose value is an arrow or function expression. */
export function functionDeclared(decl: Node | undefined): Node | undefined {
  const { Node } = loadTsMorph();
  if (!decl) return undefined;
  if (Node.isFunctionDeclaration(decl)) return decl;
  if (Node.isVariableDeclaration(decl)) {
    const init = decl.getInitializer();
    const fn = init ? unwrapExpression(init) : undefined;
    if (fn && (Node.isArrowFunction(fn) || Node.isFunctionExpression(fn))) return fn;
  }
  return undefined;
}

/** The name a function is known by: its own, or the variable / property it is assigned to. */
export function functionName(fn: Node): string | undefined {
  const { Node } = loadTsMorph();
  if (Node.isFunctionDeclaration(fn) || Node.isMethodDeclaration(fn)) return fn.getName();
  if (Node.isFunctionExpression(fn) && fn.getName()) return fn.getName();
  const parent = fn.getParent();
  if (parent && (Node.isVariableDeclaration(parent) || Node.isPropertyAssignment(parent))) return parent.getName();
  return undefined;
}

/**
 * The module an import or export declaration names, '' when it names none with a string:
 * code the parser recovered from a syntax error (`import x from y`), where ts-morph's
 * `getModuleSpecifierValue()` would throw. '' resolves to no module and matches no name.
 */
export function specifierOf(decl: Node): string {
  const { ts } = loadTsMorph();
  const compiler = decl.compilerNode as { moduleSpecifier?: import('ts-morph').ts.Node };
  const spec = compiler.moduleSpecifier;
  return spec && ts.isStringLiteralLike(spec) ? spec.text : '';
}
