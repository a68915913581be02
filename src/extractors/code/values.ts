import type { Node } from 'ts-morph';
import { declarationOf, unwrapExpression, specifierOf } from './ast';
import { exportedDeclarations } from './exports';
import { resolveImport } from './resolve-import';
import { loadTsMorph } from '../../workspace/ts';
import type { TreeView } from '../../workspace/workspace';

/**
 * Value resolution: what an expression stands for, read from the code without running it.
 * A name is followed to its `const` initializer, a function or class declaration, or through
 * an import (named, default, namespace member, re-exports) into another module of the tree;
 * `obj.key` is followed into an object literal. Strings are built from literals, template
 * literals and `+`, with the parts that cannot be known written `:param` (the route-path
 * convention for "some segment").
 */

/** A node of some file of the tree. */
export interface Located {
  node: Node;
  file: string;
}

const MAX_DEPTH = 12;

/** The file of a node parsed by `view`. */
export function fileOf(view: TreeView, node: Node): string {
  return view.pathOf(node.getSourceFile());
}

/**
 * The expression or declaration that gives `node` its value: an initializer, a function,
 * a class, a method of an object literal, or a parameter (whose value comes from callers).
 * The node itself when it is neither a name nor a property of a known object.
 */
export function definitionOf(view: TreeView, node: Node, depth = 0): Located | undefined {
  const { Node } = loadTsMorph();
  if (depth > MAX_DEPTH) return undefined;
  const e = unwrapExpression(node);
  const file = fileOf(view, e);
  if (Node.isIdentifier(e)) {
    const decl = declarationOf(e);
    return decl ? declarationValue(view, decl, depth + 1) : undefined;
  }
  if (Node.isPropertyAccessExpression(e) || Node.isElementAccessExpression(e)) {
    const name = Node.isPropertyAccessExpression(e) ? e.getName() : literalKey(e.getArgumentExpression());
    if (name === undefined) return undefined;
    const target = unwrapExpression(e.getExpression());
    if (Node.isIdentifier(target)) {
      const decl = declarationOf(target);
      if (decl && Node.isNamespaceImport(decl)) {
        const imp = decl.getFirstAncestorByKind(loadTsMorph().SyntaxKind.ImportDeclaration);
        const module = imp ? resolveImport(view, file, specifierOf(imp)) : undefined;
        return module ? exportedValue(view, module, name, depth + 1) : undefined;
      }
    }
    if (Node.isThisExpression(target)) return thisMember(view, target, name, file, depth + 1);
    const owner = definitionOf(view, target, depth + 1);
    return owner ? memberValue(view, owner, name, depth + 1) : undefined;
  }
  return { node: e, file };
}

/**
 * `this.base` inside a class: the property's initializer, or the default of the constructor
 * parameter that declares it (`constructor(private readonly base = '/api')`).
 */
function thisMember(view: TreeView, self: Node, name: string, file: string, depth: number): Located | undefined {
  const { Node } = loadTsMorph();
  const cls = self.getFirstAncestor((a) => Node.isClassDeclaration(a) || Node.isClassExpression(a));
  if (!cls || !(Node.isClassDeclaration(cls) || Node.isClassExpression(cls))) return undefined;
  const prop = cls.getProperty(name);
  const init = prop && !prop.isStatic() ? prop.getInitializer() : undefined;
  if (init) return definitionOf(view, init, depth + 1) ?? { node: init, file };
  for (const ctor of cls.getConstructors()) {
    const param = ctor.getParameters().find((p) => p.isParameterProperty() && p.getName() === name);
    const dflt = param?.getInitializer();
    if (dflt) return definitionOf(view, dflt, depth + 1) ?? { node: dflt, file };
  }
  return undefined;
}

/** The value of `owner.name` when owner is an object literal (or a class, for static members). */
export function memberValue(view: TreeView, owner: Located, name: string, depth = 0): Located | undefined {
  const { Node } = loadTsMorph();
  const o = owner.node;
  if (Node.isObjectLiteralExpression(o)) {
    const p = o.getProperty(name) ?? o.getProperty(`'${name}'`) ?? o.getProperty(`"${name}"`);
    if (p && Node.isPropertyAssignment(p)) {
      const init = p.getInitializer();
      return init ? (definitionOf(view, init, depth + 1) ?? { node: init, file: owner.file }) : undefined;
    }
    if (p && Node.isShorthandPropertyAssignment(p)) return definitionOf(view, p.getNameNode(), depth + 1);
    if (p && (Node.isMethodDeclaration(p) || Node.isGetAccessorDeclaration(p))) return { node: p, file: owner.file };
    // `{ ...base, x }`: a member of a spread object.
    for (const s of o
      .getProperties()
      .filter((x) => Node.isSpreadAssignment(x))
      .reverse()) {
      const inner = definitionOf(view, s.getExpression(), depth + 1);
      const found = inner ? memberValue(view, inner, name, depth + 1) : undefined;
      if (found) return found;
    }
    return undefined;
  }
  if (Node.isClassDeclaration(o)) {
    const m = o.getStaticMethod(name) ?? o.getStaticProperty(name);
    if (m && Node.isPropertyDeclaration(m)) {
      const init = m.getInitializer();
      return init ? (definitionOf(view, init, depth + 1) ?? { node: init, file: owner.file }) : undefined;
    }
    return m ? { node: m, file: owner.file } : undefined;
  }
  return undefined;
}

/** What a declaration binds: a `const`'s value, a function, a class, an imported module's export. */
export function declarationValue(view: TreeView, decl: Node, depth = 0): Located | undefined {
  const { Node } = loadTsMorph();
  if (depth > MAX_DEPTH) return undefined;
  const file = fileOf(view, decl);
  if (Node.isVariableDeclaration(decl)) {
    const init = decl.getInitializer();
    if (!init) return undefined;
    // A `let` may be reassigned anywhere: only a `const` is its initializer for good.
    if (decl.getVariableStatement()?.getDeclarationKind() !== 'const' && !isConstList(decl)) return undefined;
    if (!Node.isIdentifier(decl.getNameNode())) return undefined;
    return definitionOf(view, init, depth + 1) ?? { node: unwrapExpression(init), file };
  }
  if (Node.isBindingElement(decl)) {
    // const { a } = obj
    const pattern = decl.getParent();
    const holder = pattern?.getParent();
    if (!Node.isObjectBindingPattern(pattern) || !holder || !Node.isVariableDeclaration(holder)) return undefined;
    const init = holder.getInitializer();
    const key = (decl.getPropertyNameNode() ?? decl.getNameNode()).getText();
    const owner = init ? definitionOf(view, init, depth + 1) : undefined;
    return owner ? memberValue(view, owner, key, depth + 1) : undefined;
  }
  if (Node.isFunctionDeclaration(decl) || Node.isClassDeclaration(decl) || Node.isEnumDeclaration(decl)) {
    return { node: decl, file };
  }
  if (Node.isParameterDeclaration(decl)) return { node: decl, file };
  if (Node.isImportSpecifier(decl)) {
    const module = resolveImport(view, file, specifierOf(decl.getImportDeclaration()));
    return module ? exportedValue(view, module, decl.getName(), depth + 1) : undefined;
  }
  if (Node.isImportClause(decl)) {
    const imp = decl.getParent();
    const module = Node.isImportDeclaration(imp) ? resolveImport(view, file, specifierOf(imp)) : undefined;
    return module ? exportedValue(view, module, 'default', depth + 1) : undefined;
  }
  return undefined;
}

function isConstList(decl: Node): boolean {
  const { Node } = loadTsMorph();
  const list = decl.getParent();
  return !!list && Node.isVariableDeclarationList(list) && list.getDeclarationKind() === 'const';
}

/**
 * The value a module exports under a name ('default' for the default export), following
 * `export { a as b } from './m'` and `export * from './m'` into other modules of the tree.
 */
export function exportedValue(view: TreeView, file: string, name: string, depth = 0): Located | undefined {
  const { Node } = loadTsMorph();
  if (depth > MAX_DEPTH) return undefined;
  const sf = view.sourceFile(file);
  if (!sf) return undefined;
  for (const decl of exportedDeclarations(sf).get(name) ?? []) {
    if (Node.isExportAssignment(decl)) return definitionOf(view, decl.getExpression(), depth + 1);
    if (Node.isVariableDeclaration(decl) || Node.isFunctionDeclaration(decl) || Node.isClassDeclaration(decl)) {
      const v = declarationValue(view, decl, depth + 1);
      if (v) return v;
    } else if (Node.isExpression(decl)) {
      return definitionOf(view, decl, depth + 1) ?? { node: decl, file };
    }
  }
  for (const ex of sf.getExportDeclarations()) {
    const spec = specifierOf(ex);
    const target = spec ? resolveImport(view, file, spec) : undefined;
    if (!target) {
      // export { local as name }: exportedDeclarations has the declarations; imports re-exported stay.
      for (const s of ex.getNamedExports()) {
        if ((s.getAliasNode()?.getText() ?? s.getName()) !== name) continue;
        const local = sf.getImportDeclarations().flatMap((i) => i.getNamedImports());
        const imported = local.find((i) => (i.getAliasNode()?.getText() ?? i.getName()) === s.getName());
        if (imported) return declarationValue(view, imported, depth + 1);
      }
      continue;
    }
    const named = ex.getNamedExports();
    if (named.length === 0 && !ex.getNamespaceExport()) {
      if (name === 'default') continue;
      const found = exportedValue(view, target, name, depth + 1);
      if (found) return found;
      continue;
    }
    for (const s of named) {
      if ((s.getAliasNode()?.getText() ?? s.getName()) === name)
        return exportedValue(view, target, s.getName(), depth + 1);
    }
  }
  return undefined;
}

/** The name under which a property key is written: `a`, `'a'`, `"a"`, `[\`a\`]`, `0`. */
export function literalKey(node: Node | undefined): string | undefined {
  const { Node } = loadTsMorph();
  if (!node) return undefined;
  if (Node.isStringLiteral(node) || Node.isNoSubstitutionTemplateLiteral(node)) return node.getLiteralValue();
  if (Node.isNumericLiteral(node)) return String(node.getLiteralValue());
  if (Node.isIdentifier(node)) return node.getText();
  return undefined;
}

/**
 * The string an expression evaluates to: literals, template literals and `+` over known
 * parts, constants (also imported ones) and properties of constant objects. A part that
 * cannot be known becomes `:param`; undefined when nothing of it is known.
 */
export function stringValueOf(view: TreeView, node: Node | undefined, depth = 0): string | undefined {
  const { Node, SyntaxKind } = loadTsMorph();
  if (!node || depth > MAX_DEPTH) return undefined;
  const e = unwrapExpression(node);
  if (Node.isStringLiteral(e) || Node.isNoSubstitutionTemplateLiteral(e)) return e.getLiteralValue();
  if (Node.isNumericLiteral(e)) return String(e.getLiteralValue());
  if (Node.isTemplateExpression(e)) {
    let out = e.getHead().getLiteralText();
    for (const span of e.getTemplateSpans()) {
      out += (stringValueOf(view, span.getExpression(), depth + 1) ?? ':param') + span.getLiteral().getLiteralText();
    }
    return out;
  }
  if (Node.isBinaryExpression(e) && e.getOperatorToken().getKind() === SyntaxKind.PlusToken) {
    const left = stringValueOf(view, e.getLeft(), depth + 1);
    const right = stringValueOf(view, e.getRight(), depth + 1);
    if (left === undefined && right === undefined) return undefined;
    return (left ?? ':param') + (right ?? ':param');
  }
  if (Node.isIdentifier(e) || Node.isPropertyAccessExpression(e) || Node.isElementAccessExpression(e)) {
    const def = definitionOf(view, e, depth + 1);
    if (!def || def.node === e) return undefined;
    return stringValueOf(view, def.node, depth + 1);
  }
  return undefined;
}

/** The object literal an expression stands for (a literal, a constant, an imported constant). */
export function objectLiteralOf(view: TreeView, node: Node | undefined): Node | undefined {
  const { Node } = loadTsMorph();
  if (!node) return undefined;
  const def = definitionOf(view, node);
  return def && Node.isObjectLiteralExpression(def.node) ? def.node : undefined;
}

/** The value of a property of an object literal as written (`{ prefix: '/api' }` → the `'/api'` node). */
export function propertyNode(obj: Node | undefined, name: string): Node | undefined {
  const { Node } = loadTsMorph();
  if (!obj || !Node.isObjectLiteralExpression(obj)) return undefined;
  const p = obj.getProperty(name);
  if (p && Node.isPropertyAssignment(p)) return p.getInitializer();
  if (p && Node.isShorthandPropertyAssignment(p)) return p.getNameNode();
  if (p && Node.isMethodDeclaration(p)) return p;
  return undefined;
}

/** A function-like node (declaration, expression, arrow, method) a value stands for. */
export function functionOf(view: TreeView, node: Node | undefined): Located | undefined {
  const { Node } = loadTsMorph();
  if (!node) return undefined;
  const def = definitionOf(view, node);
  if (!def) return undefined;
  const n = def.node;
  if (
    Node.isFunctionDeclaration(n) ||
    Node.isArrowFunction(n) ||
    Node.isFunctionExpression(n) ||
    Node.isMethodDeclaration(n)
  )
    return def;
  return undefined;
}

const ITERATING_METHODS = new Set(['forEach', 'map', 'flatMap', 'filter', 'some', 'every']);

/**
 * The values a loop's name takes in turn: `for (const p of PAGES)` and
 * `PAGES.forEach((p) => …)` over a constant array literal (an imported one too) name each
 * element; `p.path`, and `for (const { path } of PAGES)`, each element's `path`; over a
 * constant object, `Object.values(ENDPOINTS)` each value and `for (const [name, config] of
 * Object.entries(ENDPOINTS))` each key and value. Undefined when the node is no such name,
 * or the array or object cannot be told.
 */
export function iteratedValues(view: TreeView, node: Node, depth = 0): Located[] | undefined {
  const { Node } = loadTsMorph();
  if (depth > MAX_DEPTH) return undefined;
  const e = unwrapExpression(node);
  const members = (elements: Located[] | undefined, key: string): Located[] | undefined => {
    if (!elements) return undefined;
    const out: Located[] = [];
    for (const el of elements) {
      const value = propertyNode(objectLiteralOf(view, el.node), key);
      if (!value) return undefined;
      out.push({ node: value, file: el.file });
    }
    return out;
  };
  if (Node.isPropertyAccessExpression(e))
    return members(iteratedValues(view, e.getExpression(), depth + 1), e.getName());
  if (!Node.isIdentifier(e)) return undefined;
  const decl = declarationOf(e);
  if (!decl) return undefined;
  if (Node.isBindingElement(decl)) {
    const pattern = decl.getParent();
    const holder = pattern?.getParent();
    // `for (const [name, config] of Object.entries(ENDPOINTS))`: each key, or each value
    if (
      Node.isArrayBindingPattern(pattern) &&
      holder &&
      (Node.isVariableDeclaration(holder) || Node.isParameterDeclaration(holder))
    ) {
      const at = pattern.getElements().indexOf(decl);
      const entries = at === 0 || at === 1 ? objectIterated(view, holder, 'entries', depth) : undefined;
      return entries?.map((entry) => (at === 0 ? entry.key : entry.value));
    }
    if (!Node.isObjectBindingPattern(pattern) || !holder || !Node.isVariableDeclaration(holder)) return undefined;
    const key = (decl.getPropertyNameNode() ?? decl.getNameNode()).getText();
    return members(arrayIterated(view, holder, depth), key);
  }
  if (Node.isVariableDeclaration(decl) && Node.isIdentifier(decl.getNameNode()))
    return arrayIterated(view, decl, depth);
  if (Node.isParameterDeclaration(decl) && Node.isIdentifier(decl.getNameNode()))
    return arrayIterated(view, decl, depth);
  return undefined;
}

/** The iterable a for-of variable or an iterating callback's first parameter runs over. */
function iterableOf(decl: Node): Node | undefined {
  const { Node } = loadTsMorph();
  if (Node.isVariableDeclaration(decl)) {
    const stmt = decl.getParent()?.getParent();
    return stmt && Node.isForOfStatement(stmt) ? stmt.getExpression() : undefined;
  }
  if (!Node.isParameterDeclaration(decl)) return undefined;
  const fn = decl.getParent();
  const call = fn?.getParent();
  if (!fn || !(Node.isArrowFunction(fn) || Node.isFunctionExpression(fn))) return undefined;
  if (fn.getParameters()[0] !== decl || !call || !Node.isCallExpression(call) || call.getArguments()[0] !== fn)
    return undefined;
  const callee = call.getExpression();
  return Node.isPropertyAccessExpression(callee) && ITERATING_METHODS.has(callee.getName())
    ? callee.getExpression()
    : undefined;
}

/**
 * The properties of the constant object a loop runs over through `Object.entries(X)`
 * (`how`: `entries`) or `Object.values(X)` (`values`): each property's key (its name) and
 * value. Undefined when the object cannot be told (a spread, a method, a computed key).
 */
function objectIterated(
  view: TreeView,
  decl: Node,
  how: 'entries' | 'values',
  depth: number,
  iterable = iterableOf(decl),
): { key: Located; value: Located }[] | undefined {
  const { Node } = loadTsMorph();
  const call = iterable ? unwrapExpression(iterable) : undefined;
  if (!call || !Node.isCallExpression(call) || call.getExpression().getText() !== `Object.${how}`) return undefined;
  const [arg] = call.getArguments();
  const object = arg ? definitionOf(view, arg, depth + 1) : undefined;
  if (!object || !Node.isObjectLiteralExpression(object.node)) return undefined;
  const out: { key: Located; value: Located }[] = [];
  for (const p of object.node.getProperties()) {
    if (!Node.isPropertyAssignment(p) || Node.isComputedPropertyName(p.getNameNode())) return undefined;
    const value = p.getInitializer();
    if (!value) return undefined;
    out.push({ key: { node: p.getNameNode(), file: object.file }, value: { node: value, file: object.file } });
  }
  return out;
}

/** The elements of the constant array a for-of variable or a callback's first parameter runs over. */
function arrayIterated(view: TreeView, decl: Node, depth: number): Located[] | undefined {
  const { Node } = loadTsMorph();
  // `for (const config of Object.values(ENDPOINTS))`: each value of the object
  const iterable = iterableOf(decl);
  if (!iterable) return undefined;
  const values = objectIterated(view, decl, 'values', depth, iterable);
  if (values) return values.map((v) => v.value);
  const array = definitionOf(view, iterable, depth + 1);
  if (!array || !Node.isArrayLiteralExpression(array.node)) return undefined;
  const out: Located[] = [];
  for (const el of array.node.getElements()) {
    if (Node.isSpreadElement(el) || Node.isOmittedExpression(el)) return undefined;
    out.push({ node: el, file: array.file });
  }
  return out;
}
