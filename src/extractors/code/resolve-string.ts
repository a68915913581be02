import type { Node } from 'ts-morph';
import { loadTsMorph } from '../../workspace/ts';
import type { TreeView } from '../../workspace/workspace';
import { declarationOf, functionDeclared, unwrapExpression, specifierOf } from './ast';
import { exportedDeclarations } from './exports';
import { importsOf } from './module-graph';
import { resolveImport } from './resolve-import';
import { containsWord } from '../../git/words';

/**
 * Value resolution for strings: what a string expression evaluates to, read from syntax.
 * Follows literals, template literals, `+` concatenation, `const` bindings in scope, object
 * properties and enum members (`ROUTES.orders`, `Paths['orders']`), constants imported from
 * other modules of the tree (through re-exports), `new URL(path, base)`, and calls of small
 * functions that build a string from their arguments (`url(id)` for
 * `const url = (id) => \`/orders/${id}\``), a string's respelling (`key.toUpperCase()`,
 * `.replace(/-/g, '_')`), and conditionals whose condition on known strings can be told
 * (or whose branches agree).
 */
export interface ResolveOptions {
  /** Unknown parts become `:param` (a route parameter) instead of making the value unknown. */
  holes?: boolean;
  /** Values of declarations (a function's parameters) known to the caller. */
  bindings?: Map<Node, string>;
  /** Parameters known to hold objects of strings (`{ method: 'delete', path: '/x' }`), by key. */
  objects?: Map<Node, ReadonlyMap<string, string>>;
}

const NUMBER = /^-?\d+(\.\d+)?(e[+-]?\d+)?$/i;

/** String methods that only respell their receiver (see `Resolver.respelled`). */
const RESPELLINGS = new Set(['toUpperCase', 'toLowerCase', 'trim', 'replace', 'replaceAll']);

/** What a numeric operator gives (`+` is read as text: it joins strings too); undefined for any other operator. */
function arithmetic(op: number, a: number, b: number): number | undefined {
  const { SyntaxKind } = loadTsMorph();
  switch (op) {
    case SyntaxKind.AsteriskToken:
      return a * b;
    case SyntaxKind.SlashToken:
      return b === 0 ? undefined : a / b;
    case SyntaxKind.MinusToken:
      return a - b;
    case SyntaxKind.PercentToken:
      return b === 0 ? undefined : a % b;
    case SyntaxKind.AsteriskAsteriskToken:
      return a ** b;
    default:
      return undefined;
  }
}

/** The placeholder of an unknown part, as route paths write parameters. */
export const HOLE = ':param';

const MAX_DEPTH = 6;

/** The string an expression evaluates to, or undefined when it cannot be told (see ResolveOptions.holes). */
export function resolveString(view: TreeView, node: Node | undefined, opts: ResolveOptions = {}): string | undefined {
  if (!node) return undefined;
  return new Resolver(view, opts).value(node, 0);
}

class Resolver {
  constructor(
    private readonly view: TreeView,
    private readonly opts: ResolveOptions,
  ) {}

  /** The value, or a hole (when allowed) for a part that cannot be told. */
  private part(node: Node, depth: number): string | undefined {
    return this.value(node, depth) ?? (this.opts.holes ? HOLE : undefined);
  }

  value(raw: Node, depth: number): string | undefined {
    if (depth > MAX_DEPTH) return undefined;
    const { Node, SyntaxKind } = loadTsMorph();
    const node = unwrapExpression(raw);
    if (Node.isStringLiteral(node) || Node.isNoSubstitutionTemplateLiteral(node)) return node.getLiteralValue();
    if (Node.isNumericLiteral(node)) return node.getLiteralText();
    if (Node.isTemplateExpression(node)) {
      let out = node.getHead().getLiteralText();
      for (const span of node.getTemplateSpans()) {
        const v = this.part(span.getExpression(), depth + 1);
        if (v === undefined) return undefined;
        out += v + span.getLiteral().getLiteralText();
      }
      return out;
    }
    if (Node.isBinaryExpression(node) && node.getOperatorToken().getKind() === SyntaxKind.PlusToken) {
      const left = this.part(node.getLeft(), depth + 1);
      const right = this.part(node.getRight(), depth + 1);
      return left !== undefined && right !== undefined ? left + right : undefined;
    }
    if (Node.isBinaryExpression(node) && node.getOperatorToken().getKind() !== SyntaxKind.PlusToken) {
      // `120 * 60 * 1000`: numbers only (a string does not multiply)
      const [left, right] = [this.value(node.getLeft(), depth + 1), this.value(node.getRight(), depth + 1)];
      if (left === undefined || right === undefined || !NUMBER.test(left) || !NUMBER.test(right)) return undefined;
      const result = arithmetic(node.getOperatorToken().getKind(), Number(left), Number(right));
      return result === undefined || !Number.isFinite(result) ? undefined : String(result);
    }
    if (Node.isPrefixUnaryExpression(node) && node.getOperatorToken() === SyntaxKind.MinusToken) {
      const v = this.value(node.getOperand(), depth + 1);
      return v !== undefined && NUMBER.test(v) ? String(-Number(v)) : undefined;
    }
    if (Node.isIdentifier(node)) return this.identifier(node, depth);
    if (Node.isPropertyAccessExpression(node) || Node.isElementAccessExpression(node)) {
      const key = Node.isPropertyAccessExpression(node)
        ? node.getName()
        : this.value(node.getArgumentExpressionOrThrow(), depth + 1);
      if (key === undefined) return undefined;
      // `url.href`, `url.pathname`, `x.toString` of a resolved URL are the URL.
      if (key === 'href' || key === 'pathname') return this.value(node.getExpression(), depth + 1);
      const owner = unwrapExpression(node.getExpression());
      const bound = Node.isIdentifier(owner) ? this.opts.objects?.get(declarationOf(owner) ?? owner) : undefined;
      if (bound) return bound.get(key);
      const member = this.member(node.getExpression(), key, depth + 1);
      return member ? this.value(member, depth + 1) : undefined;
    }
    if (Node.isNewExpression(node) && node.getExpression().getText() === 'URL') {
      const [path, base] = node.getArguments();
      const p = path ? this.value(path, depth + 1) : undefined;
      if (p === undefined) return undefined;
      if (/^[a-z]+:\/\//i.test(p) || base === undefined) return p;
      const b = this.value(base, depth + 1) ?? '';
      return p.startsWith('/') ? b.replace(/^([a-z]+:\/\/[^/]*).*$/i, '$1') + p : b.replace(/\/?$/, '/') + p;
    }
    if (Node.isCallExpression(node)) return this.call(node, depth);
    if (Node.isConditionalExpression(node)) {
      const chosen = this.condition(node.getCondition(), depth + 1);
      if (chosen !== undefined) return this.value(chosen ? node.getWhenTrue() : node.getWhenFalse(), depth + 1);
      // either branch: known when both give the same string
      const whenTrue = this.value(node.getWhenTrue(), depth + 1);
      return whenTrue !== undefined && whenTrue === this.value(node.getWhenFalse(), depth + 1) ? whenTrue : undefined;
    }
    return undefined;
  }

  /**
   * What a condition on strings evaluates to, where its strings are known: `!c`, `a === b`,
   * `a !== b` (also `==`, `!=`), `s.startsWith(x)`, `s.endsWith(x)`, `s.includes(x)`
   * (`url.startsWith("/") ? url : \`/${url}\``). A hole counts as unknown text: a test
   * that depends on it cannot be told.
   */
  private condition(raw: Node, depth: number): boolean | undefined {
    if (depth > MAX_DEPTH) return undefined;
    const { Node, SyntaxKind } = loadTsMorph();
    const node = unwrapExpression(raw);
    if (Node.isPrefixUnaryExpression(node) && node.getOperatorToken() === SyntaxKind.ExclamationToken) {
      const inner = this.condition(node.getOperand(), depth + 1);
      return inner === undefined ? undefined : !inner;
    }
    if (Node.isBinaryExpression(node)) {
      const op = node.getOperatorToken().getKind();
      const equal = op === SyntaxKind.EqualsEqualsEqualsToken || op === SyntaxKind.EqualsEqualsToken;
      if (!equal && op !== SyntaxKind.ExclamationEqualsEqualsToken && op !== SyntaxKind.ExclamationEqualsToken)
        return undefined;
      const [left, right] = [this.value(node.getLeft(), depth + 1), this.value(node.getRight(), depth + 1)];
      if (left === undefined || right === undefined || left.includes(HOLE) || right.includes(HOLE)) return undefined;
      return (left === right) === equal;
    }
    if (!Node.isCallExpression(node)) return undefined;
    const callee = unwrapExpression(node.getExpression());
    const [arg] = node.getArguments();
    if (!Node.isPropertyAccessExpression(callee) || !arg || node.getArguments().length !== 1) return undefined;
    const method = callee.getName();
    if (method !== 'startsWith' && method !== 'endsWith' && method !== 'includes') return undefined;
    const [text, part] = [this.value(callee.getExpression(), depth + 1), this.value(arg, depth + 1)];
    if (text === undefined || part === undefined || part.includes(HOLE)) return undefined;
    const hole = text.indexOf(HOLE);
    if (method === 'startsWith') {
      if (hole >= 0 && hole < part.length) return undefined;
      return text.startsWith(part);
    }
    if (method === 'endsWith') {
      if (hole >= 0 && text.lastIndexOf(HOLE) + HOLE.length > text.length - part.length) return undefined;
      return text.endsWith(part);
    }
    return hole >= 0 && !text.includes(part) ? undefined : text.includes(part);
  }

  private identifier(id: Node, depth: number): string | undefined {
    const { Node } = loadTsMorph();
    const decl = declarationOf(id);
    if (!decl) return undefined;
    const bound = this.opts.bindings?.get(decl);
    if (bound !== undefined) return bound;
    if (Node.isVariableDeclaration(decl)) {
      if (!isConstant(decl)) return undefined;
      const init = decl.getInitializer();
      return init ? this.value(init, depth + 1) : undefined;
    }
    if (Node.isImportSpecifier(decl)) {
      const target = this.exported(specifierOf(decl.getImportDeclaration()), decl.getName(), id, depth);
      if (target && Node.isVariableDeclaration(target)) {
        const init = isConstant(target) ? target.getInitializer() : undefined;
        return init ? this.value(init, depth + 1) : undefined;
      }
      return undefined;
    }
    return undefined;
  }

  /** The expression a property or enum member of an object-valued expression holds. */
  private member(objectExpr: Node, key: string, depth: number): Node | undefined {
    const obj = this.objectOf(objectExpr, depth);
    return obj ? this.memberOf(obj, key, depth) : undefined;
  }

  private memberOf(obj: Node, key: string, depth: number): Node | undefined {
    const { Node } = loadTsMorph();
    if (Node.isEnumDeclaration(obj)) return obj.getMember(key)?.getInitializer();
    if (!Node.isObjectLiteralExpression(obj)) return undefined;
    // the last of its properties and spreads (`{ ...base, images: [] }`) that gives the key
    for (const prop of [...obj.getProperties()].reverse()) {
      if (Node.isSpreadAssignment(prop)) {
        const spread = this.objectOf(prop.getExpression(), depth + 1);
        if (!spread) return undefined; // an unknown object may hold the key
        const inner = this.memberOf(spread, key, depth + 1);
        if (inner) return inner;
      } else if (prop.getName() === key) {
        if (Node.isPropertyAssignment(prop)) return prop.getInitializer();
        return Node.isShorthandPropertyAssignment(prop) ? prop.getNameNode() : undefined;
      }
    }
    return undefined;
  }

  /** The object literal or enum an expression names (a `const`, an imported constant, a nested property). */
  private objectOf(expr: Node, depth: number): Node | undefined {
    if (depth > MAX_DEPTH) return undefined;
    const { Node } = loadTsMorph();
    const node = unwrapExpression(expr);
    if (Node.isObjectLiteralExpression(node)) return node;
    if (Node.isIdentifier(node)) {
      const decl = declarationOf(node);
      if (!decl) return undefined;
      if (Node.isEnumDeclaration(decl)) return decl;
      if (Node.isVariableDeclaration(decl) && isConstant(decl)) {
        const init = decl.getInitializer();
        return init ? this.objectOf(init, depth + 1) : undefined;
      }
      const clauseOf = Node.isImportClause(decl) ? decl.getParent() : undefined;
      const imported = Node.isImportSpecifier(decl)
        ? { from: decl.getImportDeclaration(), name: decl.getName() }
        : clauseOf && Node.isImportDeclaration(clauseOf)
          ? { from: clauseOf, name: 'default' }
          : undefined;
      if (imported) {
        const target = this.exported(specifierOf(imported.from), imported.name, node, depth);
        if (target && (Node.isEnumDeclaration(target) || Node.isObjectLiteralExpression(target))) return target;
        if (target && Node.isVariableDeclaration(target) && isConstant(target)) {
          const init = target.getInitializer();
          return init ? this.objectOf(init, depth + 1) : undefined;
        }
        return undefined;
      }
      return undefined;
    }
    if (Node.isPropertyAccessExpression(node)) {
      const inner = this.member(node.getExpression(), node.getName(), depth + 1);
      return inner ? this.objectOf(inner, depth + 1) : undefined;
    }
    return undefined;
  }

  /** `String(x)`, `x.toString()`, `encodeURIComponent(x)`, and small string-building functions. */
  private call(call: Node, depth: number): string | undefined {
    const { Node } = loadTsMorph();
    if (!Node.isCallExpression(call)) return undefined;
    const callee = unwrapExpression(call.getExpression());
    const args = call.getArguments();
    if (Node.isIdentifier(callee) && callee.getText() === 'String' && args[0]) return this.value(args[0], depth + 1);
    if (Node.isPropertyAccessExpression(callee) && callee.getName() === 'toString' && args.length === 0)
      return this.value(callee.getExpression(), depth + 1);
    if (Node.isPropertyAccessExpression(callee) && RESPELLINGS.has(callee.getName()))
      return this.respelled(callee.getName(), callee.getExpression(), args, depth);
    if (!Node.isIdentifier(callee)) return undefined;
    const fn = this.functionOf(callee, depth);
    if (!fn) return undefined;
    const returned = returnedExpression(fn);
    if (!returned) return undefined;
    const bindings = new Map(this.opts.bindings);
    const params = fn.getParameters();
    params.forEach((p, i) => {
      const arg = args[i];
      const v = arg ? new Resolver(this.view, this.opts).value(arg, depth + 1) : undefined;
      const init = p.getInitializer();
      const fallback = init ? new Resolver(this.view, this.opts).value(init, depth + 1) : undefined;
      const value = v ?? (arg ? undefined : fallback);
      if (value !== undefined) bindings.set(p, value);
      else if (this.opts.holes) bindings.set(p, HOLE);
    });
    return new Resolver(this.view, { ...this.opts, bindings }).value(returned, depth + 1);
  }

  /**
   * A string respelled: `toUpperCase()`, `toLowerCase()`, `trim()`, and `replace`/`replaceAll`
   * of a literal (a string, or a pattern of characters and classes with no quantifier:
   * `/-/g`, `/[-.]/g`) by a literal.
   */
  private respelled(method: string, receiver: Node, args: Node[], depth: number): string | undefined {
    const { Node } = loadTsMorph();
    const text = this.value(receiver, depth + 1);
    if (text === undefined || text.includes(HOLE)) return undefined;
    if (method === 'toUpperCase' || method === 'toLowerCase' || method === 'trim') {
      if (args.length > 0) return undefined;
      return method === 'trim' ? text.trim() : method === 'toUpperCase' ? text.toUpperCase() : text.toLowerCase();
    }
    if (args.length !== 2) return undefined;
    const to = this.value(args[1], depth + 1);
    if (to === undefined || to.includes('$')) return undefined;
    const from = unwrapExpression(args[0]);
    if (Node.isRegularExpressionLiteral(from)) {
      const m = /^\/(.*)\/([a-z]*)$/s.exec(from.getText());
      if (!m || !/^[\w\\\-_.[\]]*$/.test(m[1]) || (method === 'replaceAll' && !m[2].includes('g'))) return undefined;
      try {
        return method === 'replace'
          ? text.replace(new RegExp(m[1], m[2]), to)
          : text.replaceAll(new RegExp(m[1], m[2]), to);
      } catch {
        return undefined;
      }
    }
    const literal = this.value(from, depth + 1);
    if (literal === undefined) return undefined;
    return method === 'replaceAll' ? text.split(literal).join(to) : text.replace(literal, to);
  }

  private functionOf(id: Node, depth: number): FunctionNode | undefined {
    const { Node } = loadTsMorph();
    let decl = declarationOf(id);
    if (decl && Node.isImportSpecifier(decl))
      decl = this.exported(specifierOf(decl.getImportDeclaration()), decl.getName(), id, depth);
    return functionDeclared(decl) as FunctionNode | undefined;
  }

  /** The declaration a module of the tree exports under `name` (following re-exports). */
  private exported(specifier: string, name: string, from: Node, depth: number): Node | undefined {
    const file = this.view.pathOf(from.getSourceFile());
    const target = resolveImport(this.view, file, specifier);
    return target ? exportedNamed(this.view, target, name, depth) : undefined;
  }
}

type FunctionNode = Node & { getParameters(): (Node & { getInitializer(): Node | undefined })[] };

/** A declaration of a module's export, following `export ... from` up to a few modules away. */
export function exportedNamed(view: TreeView, file: string, name: string, depth = 0): Node | undefined {
  if (depth > MAX_DEPTH) return undefined;
  const { Node } = loadTsMorph();
  const text = view.read(file);
  if (text === undefined) return undefined;
  // A module that never writes the name declares no export of it (it may pass one on from
  // another, found below through its re-exports): a barrel's modules are not all parsed.
  const sf = containsWord(text, name) ? view.sourceFile(file) : undefined;
  const decl = sf ? exportedDeclarations(sf).get(name)?.[0] : undefined;
  if (decl) {
    if (Node.isVariableStatement(decl)) return decl.getDeclarations()[0];
    return decl;
  }
  const candidates = importsOf(view, file).flatMap((imp) => {
    if (imp.kind !== 'reexport' || !imp.resolved) return [];
    const binding = imp.bindings.find((b) => b.local === name || (b.imported === '*' && b.local === '*'));
    return binding ? [{ module: imp.resolved, name: binding.imported === '*' ? name : binding.imported }] : [];
  });
  // A barrel's modules are read in one git call, not one per `export * from`.
  view.prefetch(candidates.map((c) => c.module));
  for (const candidate of candidates) {
    const found = exportedNamed(view, candidate.module, candidate.name, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** A `const` (or a variable never assigned again in its file). */
function isConstant(decl: Node): boolean {
  const { Node, SyntaxKind } = loadTsMorph();
  if (!Node.isVariableDeclaration(decl)) return false;
  const list = decl.getParent();
  if (list && Node.isVariableDeclarationList(list) && list.getDeclarationKind() === 'const') return true;
  const name = decl.getName();
  return !decl
    .getSourceFile()
    .getDescendantsOfKind(SyntaxKind.BinaryExpression)
    .some(
      (b) =>
        b.getOperatorToken().getKind() === SyntaxKind.EqualsToken &&
        b.getLeft().getText() === name &&
        declarationOf(b.getLeft()) === decl,
    );
}

/** The one expression a small function returns: an arrow's expression body or a lone `return`. */
function returnedExpression(fn: Node): Node | undefined {
  const { Node, SyntaxKind } = loadTsMorph();
  if (Node.isArrowFunction(fn)) {
    const body = fn.getBody();
    if (!Node.isBlock(body)) return body;
  }
  if (!(Node.isArrowFunction(fn) || Node.isFunctionDeclaration(fn) || Node.isFunctionExpression(fn))) return undefined;
  const body = fn.getBody();
  if (!body || !Node.isBlock(body)) return undefined;
  const returns = body.getDescendantsOfKind(SyntaxKind.ReturnStatement).filter((r) => {
    const owner = r.getFirstAncestor(
      (a) => Node.isArrowFunction(a) || Node.isFunctionDeclaration(a) || Node.isFunctionExpression(a),
    );
    return owner === fn;
  });
  return returns.length === 1 ? returns[0].getExpression() : undefined;
}
