import type { Node } from 'ts-morph';
import { declarationOf, specifierOf } from '../code/ast';
import { dataModels, type DataModel } from '../datamodel';
import { literalKey, definitionOf, fileOf, functionOf, memberValue, type Located } from '../code/values';
import { resolveImport } from '../code/resolve-import';
import {
  ARRAY_CALLBACK,
  ARRAY_ELEMENT,
  ARRAY_KEEP,
  isFunctionLike,
  nearestFunction,
  returnedExpressions,
  unwrap,
} from '../code/syntax';
import { treeFact } from '../../workspace/fact';
import { loadTsMorph } from '../../workspace/ts';
import type { TreeView } from '../../workspace/workspace';

/**
 * The shape of a value a server answers with, read from the code: the keys of the objects
 * it builds, at any depth (`{ order: { total } }`, arrays of such objects), followed through
 * locals, spreads, `.map` callbacks, functions of the same or an imported module, methods
 * of injected services (`this.billing.getSubscription()`), declared return types and the
 * rows of Prisma queries (`select` / `include` against the schema's model).
 */

export type ShapeKind = 'object' | 'array' | 'scalar' | 'unknown';

export interface ShapeKey {
  name: string;
  file: string;
  line: number;
  /** The expression that gives the key its value (`user` in `{ user }`), when written as one. */
  value?: Node;
  /** The shape of the key's value (computed on first ask). */
  shape(): Shape;
}

export interface Shape {
  kind: ShapeKind;
  /** Keys of an object (several with one name when branches merge). */
  keys: ShapeKey[];
  /** Objects spread into it (`{ ...user }`). */
  spreads: Node[];
  /** An object whose keys are a lower bound: part of it could not be followed. */
  open: boolean;
  /** The elements of an array. */
  element?: Shape;
  /** Where the object is written (object literals, the query, the type). */
  sources: Located[];
}

export const UNKNOWN: Shape = { kind: 'unknown', keys: [], spreads: [], open: true, sources: [] };
const SCALAR: Shape = { kind: 'scalar', keys: [], spreads: [], open: false, sources: [] };

const MAX_DEPTH = 10;

/** The shape of what an expression evaluates to. */
export function shapeOf(view: TreeView, expr: Node, depth = 0): Shape {
  return new ShapeReader(view).of(expr, depth);
}

/** Keys of an object shape by name, merged (`{ a } | { a, b }` has a and b). */
export function keysByName(shape: Shape): Map<string, ShapeKey[]> {
  const out = new Map<string, ShapeKey[]>();
  for (const k of shape.keys) out.set(k.name, [...(out.get(k.name) ?? []), k]);
  return out;
}

/** The union of several shapes (branches of a conditional, several responses of one route). */
export function mergeShapes(shapes: Shape[]): Shape {
  const real = shapes.filter((s) => s.kind !== 'scalar');
  if (real.length === 0) return shapes.length > 0 ? SCALAR : UNKNOWN;
  const objects = real.filter((s) => s.kind === 'object');
  const arrays = real.filter((s) => s.kind === 'array');
  const unknown = real.some((s) => s.kind === 'unknown');
  if (objects.length > 0 && arrays.length === 0) {
    return {
      kind: 'object',
      keys: objects.flatMap((s) => s.keys),
      spreads: objects.flatMap((s) => s.spreads),
      open: unknown || objects.some((s) => s.open),
      sources: objects.flatMap((s) => s.sources),
    };
  }
  if (arrays.length > 0 && objects.length === 0 && !unknown) {
    return {
      kind: 'array',
      keys: [],
      spreads: [],
      open: false,
      element: mergeShapes(arrays.map((a) => a.element ?? UNKNOWN)),
      sources: arrays.flatMap((s) => s.sources),
    };
  }
  return UNKNOWN;
}

/** The shape of `shape.name`. */
export function memberShape(shape: Shape, name: string): Shape {
  if (shape.kind !== 'object') return UNKNOWN;
  const keys = shape.keys.filter((k) => k.name === name);
  if (keys.length === 0) return UNKNOWN;
  return mergeShapes(keys.map((k) => k.shape()));
}

function lazy<T>(compute: () => T): () => T {
  let done = false;
  let value: T;
  return () => {
    if (!done) {
      value = compute();
      done = true;
    }
    return value;
  };
}

const PRISMA_ONE = new Set([
  'findUnique',
  'findUniqueOrThrow',
  'findFirst',
  'findFirstOrThrow',
  'create',
  'update',
  'upsert',
  'delete',
]);
const PRISMA_MANY = new Set(['findMany', 'createManyAndReturn', 'updateManyAndReturn']);

class ShapeReader {
  /** Functions being read: a recursion returns an unknown shape. */
  private readonly active = new Set<Node>();

  constructor(private readonly view: TreeView) {}

  of(expr: Node, depth: number): Shape {
    const { Node, SyntaxKind } = loadTsMorph();
    if (depth > MAX_DEPTH) return UNKNOWN;
    const e = unwrap(expr);
    if (Node.isObjectLiteralExpression(e)) return this.object(e, depth);
    if (Node.isArrayLiteralExpression(e)) {
      const parts = e.getElements().map((el) => {
        if (Node.isSpreadElement(el)) return this.of(el.getExpression(), depth + 1).element ?? UNKNOWN;
        return this.of(el, depth + 1);
      });
      return {
        kind: 'array',
        keys: [],
        spreads: [],
        open: false,
        element: parts.length > 0 ? mergeShapes(parts) : UNKNOWN,
        sources: [{ node: e, file: fileOf(this.view, e) }],
      };
    }
    if (Node.isConditionalExpression(e)) {
      return mergeShapes([this.of(e.getWhenTrue(), depth + 1), this.of(e.getWhenFalse(), depth + 1)]);
    }
    if (Node.isBinaryExpression(e)) {
      const op = e.getOperatorToken().getKind();
      if (op === SyntaxKind.QuestionQuestionToken || op === SyntaxKind.BarBarToken) {
        return mergeShapes([this.of(e.getLeft(), depth + 1), this.of(e.getRight(), depth + 1)]);
      }
      if (op === SyntaxKind.AmpersandAmpersandToken) return this.of(e.getRight(), depth + 1);
      return SCALAR;
    }
    if (
      Node.isStringLiteral(e) ||
      Node.isNoSubstitutionTemplateLiteral(e) ||
      Node.isTemplateExpression(e) ||
      Node.isNumericLiteral(e) ||
      Node.isTrueLiteral(e) ||
      Node.isFalseLiteral(e) ||
      Node.isNullLiteral(e) ||
      Node.isPrefixUnaryExpression(e) ||
      Node.isTypeOfExpression(e)
    )
      return SCALAR;
    if (Node.isIdentifier(e)) return this.identifier(e, depth);
    if (Node.isPropertyAccessExpression(e)) {
      if (e.getName() === 'length') return SCALAR;
      return memberShape(this.of(e.getExpression(), depth + 1), e.getName());
    }
    if (Node.isElementAccessExpression(e)) {
      const target = this.of(e.getExpression(), depth + 1);
      if (target.kind === 'array') return target.element ?? UNKNOWN;
      const key = literalKey(e.getArgumentExpression());
      return key === undefined ? UNKNOWN : memberShape(target, key);
    }
    if (Node.isCallExpression(e)) return this.call(e, depth);
    return UNKNOWN;
  }

  private object(obj: Node, depth: number): Shape {
    const { Node } = loadTsMorph();
    if (!Node.isObjectLiteralExpression(obj)) return UNKNOWN;
    const file = fileOf(this.view, obj);
    const shape: Shape = { kind: 'object', keys: [], spreads: [], open: false, sources: [{ node: obj, file }] };
    for (const p of obj.getProperties()) {
      if (Node.isPropertyAssignment(p)) {
        const nameNode = p.getNameNode();
        const name = Node.isComputedPropertyName(nameNode)
          ? literalKey(nameNode.getExpression())
          : p.getName().replace(/^['"]|['"]$/g, '');
        if (name === undefined) {
          shape.open = true;
          continue;
        }
        const init = p.getInitializer();
        shape.keys.push({
          name,
          file,
          line: p.getStartLineNumber(),
          value: init,
          shape: lazy(() => (init ? this.of(init, depth + 1) : UNKNOWN)),
        });
      } else if (Node.isShorthandPropertyAssignment(p)) {
        const id = p.getNameNode();
        shape.keys.push({
          name: p.getName(),
          file,
          line: p.getStartLineNumber(),
          value: id,
          shape: lazy(() => this.of(id, depth + 1)),
        });
      } else if (Node.isMethodDeclaration(p) || Node.isGetAccessorDeclaration(p)) {
        shape.keys.push({ name: p.getName(), file, line: p.getStartLineNumber(), shape: () => UNKNOWN });
      } else if (Node.isSpreadAssignment(p)) {
        shape.spreads.push(p.getExpression());
        const inner = this.of(p.getExpression(), depth + 1);
        if (inner.kind === 'object') {
          shape.keys.push(...inner.keys);
          shape.spreads.push(...inner.spreads);
          shape.sources.push(...inner.sources);
          if (inner.open) shape.open = true;
        } else if (inner.kind !== 'scalar') shape.open = true;
      }
    }
    return shape;
  }

  private identifier(id: Node, depth: number): Shape {
    const { Node } = loadTsMorph();
    if (id.getText() === 'undefined') return SCALAR;
    const decl = declarationOf(id);
    if (!decl) return UNKNOWN;
    if (Node.isVariableDeclaration(decl) && Node.isIdentifier(decl.getNameNode())) {
      const init = decl.getInitializer();
      const kind = decl.getVariableStatement()?.getDeclarationKind();
      const own = init ? this.of(init, depth + 1) : UNKNOWN;
      if (kind === 'const') return own;
      // `let x = a; if (c) x = b;` is either.
      const assigned = assignmentsTo(decl).map((v) => this.of(v, depth + 1));
      return mergeShapes(init ? [own, ...assigned] : assigned);
    }
    if (Node.isBindingElement(decl)) return this.bindingElement(decl, depth);
    if (Node.isParameterDeclaration(decl)) return this.parameter(decl, depth);
    if (Node.isImportSpecifier(decl) || Node.isImportClause(decl)) {
      const def = definitionOf(this.view, id);
      return def && def.node !== id ? this.of(def.node, depth + 1) : UNKNOWN;
    }
    return UNKNOWN;
  }

  /** `const { a } = x` is x.a; `const [a, b] = await Promise.all([p, q])` is q for b; `const [a] = xs` an element. */
  private bindingElement(el: Node, depth: number): Shape {
    const { Node } = loadTsMorph();
    if (!Node.isBindingElement(el)) return UNKNOWN;
    const pattern = el.getParent();
    const holder = pattern?.getParent();
    if (!pattern || !holder) return UNKNOWN;
    const source = Node.isVariableDeclaration(holder) ? holder.getInitializer() : undefined;
    if (!source) return UNKNOWN;
    if (Node.isObjectBindingPattern(pattern)) {
      if (el.getDotDotDotToken()) return UNKNOWN;
      const key = (el.getPropertyNameNode() ?? el.getNameNode()).getText();
      return memberShape(this.of(source, depth + 1), key);
    }
    if (Node.isArrayBindingPattern(pattern)) {
      const index = pattern.getElements().indexOf(el);
      const s = unwrap(source);
      if (Node.isCallExpression(s) && /^Promise\.(all|allSettled)$/.test(s.getExpression().getText())) {
        const list = s.getArguments()[0];
        if (list && Node.isArrayLiteralExpression(list)) {
          const item = list.getElements()[index];
          return item ? this.of(item, depth + 1) : UNKNOWN;
        }
        return UNKNOWN;
      }
      const whole = this.of(source, depth + 1);
      return whole.kind === 'array' ? (whole.element ?? UNKNOWN) : UNKNOWN;
    }
    return UNKNOWN;
  }

  /** The parameter of an array method's callback (`rows.map((row) => ...)`) is an element of the array. */
  private parameter(param: Node, depth: number): Shape {
    const { Node } = loadTsMorph();
    const fn = param.getParent();
    const call = fn?.getParent();
    if (!fn || !call || !Node.isCallExpression(call) || !call.getArguments().includes(fn)) return UNKNOWN;
    const callee = call.getExpression();
    if (!Node.isPropertyAccessExpression(callee) || !ARRAY_CALLBACK.has(callee.getName())) return UNKNOWN;
    if (!isFunctionLike(fn) || !Node.isParameterDeclaration(param)) return UNKNOWN;
    const index = (fn as unknown as { getParameters(): Node[] }).getParameters().indexOf(param);
    if (index !== 0 && !(callee.getName().startsWith('sort') && index === 1)) return UNKNOWN;
    const array = this.of(callee.getExpression(), depth + 1);
    return array.kind === 'array' ? (array.element ?? UNKNOWN) : UNKNOWN;
  }

  private call(call: Node, depth: number): Shape {
    const { Node } = loadTsMorph();
    if (!Node.isCallExpression(call)) return UNKNOWN;
    const callee = call.getExpression();
    if (Node.isPropertyAccessExpression(callee)) {
      const name = callee.getName();
      const recv = callee.getExpression();
      if (ARRAY_KEEP.has(name)) {
        const s = this.of(recv, depth + 1);
        if (s.kind === 'array') return s;
      }
      if (ARRAY_ELEMENT.has(name)) {
        const s = this.of(recv, depth + 1);
        if (s.kind === 'array') return s.element ?? UNKNOWN;
      }
      if (name === 'map' || name === 'flatMap') {
        const cb = call.getArguments()[0];
        const fn = cb ? functionOf(this.view, cb) : undefined;
        if (fn) {
          const element = this.returns(fn.node, depth);
          return {
            kind: 'array',
            keys: [],
            spreads: [],
            open: false,
            element: name === 'flatMap' && element.kind === 'array' ? (element.element ?? UNKNOWN) : element,
            sources: [],
          };
        }
        return UNKNOWN;
      }
      if (/^(toISOString|toString|toFixed|toLowerCase|toUpperCase|trim|join|getTime|valueOf)$/.test(name)) {
        return SCALAR;
      }
      const prisma = this.prismaQuery(call, depth);
      if (prisma) return prisma;
    }
    const fn = this.callee(callee);
    if (fn) return this.returns(fn.node, depth);
    return UNKNOWN;
  }

  /** What a function returns: its return expressions, or its declared return type when they cannot be followed. */
  private returns(fn: Node, depth: number): Shape {
    const { Node } = loadTsMorph();
    if (this.active.has(fn)) return UNKNOWN;
    this.active.add(fn);
    try {
      const shapes = returnedExpressions(fn)
        .filter((r) => !(Node.isIdentifier(unwrap(r)) && unwrap(r).getText() === 'undefined'))
        .map((r) => this.of(r, depth + 1));
      const returned = shapes.length > 0 ? mergeShapes(shapes) : UNKNOWN;
      if (returned.kind !== 'unknown' && !(returned.kind === 'object' && returned.open)) return returned;
      const declared = declaredReturnShape(this.view, fn);
      return declared.kind !== 'unknown' ? declared : returned;
    } finally {
      this.active.delete(fn);
    }
  }

  /** The function a callee names: a function of this or an imported module, an object's method, an injected service's method. */
  private callee(callee: Node): Located | undefined {
    const { Node } = loadTsMorph();
    const direct = functionOf(this.view, callee);
    if (direct) return direct;
    if (!Node.isPropertyAccessExpression(callee)) return undefined;
    const cls = instanceClass(this.view, callee.getExpression());
    if (!cls) return undefined;
    const m = memberValue(this.view, cls, callee.getName()) ?? classMethod(cls, callee.getName());
    return m && isFunctionLike(m.node) ? m : undefined;
  }

  /** Rows of a Prisma query: the model's columns, narrowed by `select`, widened by `include`. */
  private prismaQuery(call: Node, depth: number): Shape | undefined {
    const { Node } = loadTsMorph();
    if (!Node.isCallExpression(call)) return undefined;
    const callee = call.getExpression();
    if (!Node.isPropertyAccessExpression(callee)) return undefined;
    const method = callee.getName();
    const many = PRISMA_MANY.has(method);
    if (!many && !PRISMA_ONE.has(method)) return undefined;
    const modelAccess = callee.getExpression();
    if (!Node.isPropertyAccessExpression(modelAccess)) return undefined;
    const model = prismaModel(this.view, modelAccess.getName());
    if (!model) return undefined;
    const args = call.getArguments()[0];
    const row = this.prismaRow(model, args, depth);
    return many ? arrayOf(row) : row;
  }

  private prismaRow(model: DataModel, args: Node | undefined, depth: number): Shape {
    const { Node } = loadTsMorph();
    const obj = args ? definitionOf(this.view, args)?.node : undefined;
    const options = obj && Node.isObjectLiteralExpression(obj) ? obj : undefined;
    const select = options ? propertyValue(this.view, options, 'select') : undefined;
    const include = options ? propertyValue(this.view, options, 'include') : undefined;
    const written = obj ?? args;
    const shape: Shape = {
      kind: 'object',
      keys: [],
      spreads: [],
      open: false,
      sources: written ? [{ node: written, file: fileOf(this.view, written) }] : [],
    };
    const fieldType = (name: string) => model.fields.find((x) => x.name === name)?.type?.split(' ')[0];
    const listed = (o: Node) => {
      if (!Node.isObjectLiteralExpression(o)) {
        shape.open = true;
        return;
      }
      for (const p of o.getProperties()) {
        if (!Node.isPropertyAssignment(p) && !Node.isShorthandPropertyAssignment(p)) {
          shape.open = true;
          continue;
        }
        const name = p.getName().replace(/^['"]|['"]$/g, '');
        const init = Node.isPropertyAssignment(p) ? p.getInitializer() : undefined;
        if (init && Node.isFalseLiteral(init)) continue;
        const type = fieldType(name);
        const target = type ? prismaModelByName(this.view, type.replace(/\[\]$/, '').replace(/\?$/, '')) : undefined;
        shape.keys.push({
          name,
          file: fileOf(this.view, p),
          line: p.getStartLineNumber(),
          value: init,
          shape: lazy(() => {
            if (!target) return name === '_count' || !type ? UNKNOWN : SCALAR;
            const row = this.prismaRow(target, init && !Node.isTrueLiteral(init) ? init : undefined, depth + 1);
            return (type ?? '').endsWith('[]') ? arrayOf(row) : row;
          }),
        });
      }
    };
    if (select) {
      listed(select);
      return shape;
    }
    for (const f of model.fields) {
      if (f.relationOnly) continue;
      shape.keys.push({ name: f.name, file: model.file, line: f.line, shape: () => SCALAR });
    }
    if (include) listed(include);
    return shape;
  }
}

function arrayOf(element: Shape): Shape {
  return { kind: 'array', keys: [], spreads: [], open: false, element, sources: element.sources };
}

/** `x = value` assignments to a `let` (in the scope that declares it). */
function assignmentsTo(decl: Node): Node[] {
  const { Node, SyntaxKind } = loadTsMorph();
  const scope = nearestFunction(decl) ?? decl.getSourceFile();
  const name = decl.getFirstChildByKind(SyntaxKind.Identifier)?.getText();
  if (!name) return [];
  const out: Node[] = [];
  for (const b of scope.getDescendantsOfKind(SyntaxKind.BinaryExpression)) {
    if (b.getOperatorToken().getKind() !== SyntaxKind.EqualsToken) continue;
    const left = b.getLeft();
    if (Node.isIdentifier(left) && left.getText() === name && declarationOf(left) === decl) out.push(b.getRight());
  }
  return out;
}

function propertyValue(view: TreeView, obj: Node, name: string): Node | undefined {
  const def = memberValue(view, { node: obj, file: fileOf(view, obj) }, name);
  return def?.node;
}

/** The class an expression is an instance of: `new X()`, or `this.x` typed `X` (an injected service). */
function instanceClass(view: TreeView, expr: Node): Located | undefined {
  const { Node } = loadTsMorph();
  const e = unwrap(expr);
  if (Node.isPropertyAccessExpression(e) && Node.isThisExpression(e.getExpression())) {
    const cls = e.getFirstAncestor((a) => Node.isClassDeclaration(a));
    if (!cls || !Node.isClassDeclaration(cls)) return undefined;
    const name = e.getName();
    const prop = cls.getProperty(name);
    const ctorParam = cls
      .getConstructors()
      .flatMap((c) => c.getParameters())
      .find((p) => p.getName() === name);
    const typeNode = prop?.getTypeNode() ?? ctorParam?.getTypeNode();
    if (typeNode && Node.isTypeReference(typeNode)) return classNamed(view, typeNode.getTypeName());
    const init = prop?.getInitializer();
    if (init && Node.isNewExpression(init)) return classNamed(view, init.getExpression());
    return undefined;
  }
  const def = definitionOf(view, e);
  if (def && Node.isNewExpression(def.node)) return classNamed(view, def.node.getExpression());
  return undefined;
}

function classNamed(view: TreeView, name: Node): Located | undefined {
  const { Node } = loadTsMorph();
  if (!Node.isIdentifier(name)) return undefined;
  const def = definitionOf(view, name);
  return def && Node.isClassDeclaration(def.node) ? def : undefined;
}

function classMethod(cls: Located, name: string): Located | undefined {
  const { Node } = loadTsMorph();
  if (!Node.isClassDeclaration(cls.node)) return undefined;
  const m = cls.node.getInstanceMethod(name);
  return m ? { node: m, file: cls.file } : undefined;
}

/** The keys a function's declared return type names (`Promise<OrderView>`, an interface, a type literal). */
export function declaredReturnShape(view: TreeView, fn: Node): Shape {
  const { Node } = loadTsMorph();
  if (!(
    Node.isFunctionDeclaration(fn) ||
    Node.isArrowFunction(fn) ||
    Node.isFunctionExpression(fn) ||
    Node.isMethodDeclaration(fn)
  ))
    return UNKNOWN;
  const t = fn.getReturnTypeNode();
  return t ? typeShape(view, t, 0) : UNKNOWN;
}

/** The shape a type annotation describes: type literals, interfaces and aliases of this or an imported module. */
export function typeShape(view: TreeView, typeNode: Node, depth: number): Shape {
  const { Node } = loadTsMorph();
  if (depth > 6) return UNKNOWN;
  const file = fileOf(view, typeNode);
  const members = (props: Node[], source: Node): Shape => ({
    kind: 'object',
    keys: props.flatMap((p) =>
      Node.isPropertySignature(p)
        ? [
            {
              name: p.getName().replace(/^['"]|['"]$/g, ''),
              file: fileOf(view, p),
              line: p.getStartLineNumber(),
              shape: lazy(() => {
                const t = p.getTypeNode();
                return t ? typeShape(view, t, depth + 1) : UNKNOWN;
              }),
            },
          ]
        : [],
    ),
    spreads: [],
    open: props.some((p) => !Node.isPropertySignature(p) && !Node.isMethodSignature(p)),
    sources: [{ node: source, file: fileOf(view, source) }],
  });
  if (Node.isTypeLiteral(typeNode)) return members(typeNode.getMembers(), typeNode);
  if (Node.isArrayTypeNode(typeNode)) {
    return {
      kind: 'array',
      keys: [],
      spreads: [],
      open: false,
      element: typeShape(view, typeNode.getElementTypeNode(), depth + 1),
      sources: [{ node: typeNode, file }],
    };
  }
  if (Node.isParenthesizedTypeNode(typeNode)) return typeShape(view, typeNode.getTypeNode(), depth + 1);
  if (Node.isUnionTypeNode(typeNode) || Node.isIntersectionTypeNode(typeNode)) {
    return mergeShapes(typeNode.getTypeNodes().map((t) => typeShape(view, t, depth + 1)));
  }
  if (Node.isLiteralTypeNode(typeNode)) return SCALAR;
  if (Node.isTypeReference(typeNode)) {
    const nameNode = typeNode.getTypeName();
    const name = nameNode.getText();
    const args = typeNode.getTypeArguments();
    if (/^(Promise|Partial|Readonly|Awaited|Required|NonNullable)$/.test(name) && args[0]) {
      return typeShape(view, args[0], depth + 1);
    }
    if (/^(Array|ReadonlyArray)$/.test(name) && args[0]) {
      return {
        kind: 'array',
        keys: [],
        spreads: [],
        open: false,
        element: typeShape(view, args[0], depth + 1),
        sources: [],
      };
    }
    if (/^(string|number|boolean|Date|String|Number|Boolean)$/.test(name)) return SCALAR;
    const decl = typeDeclaration(view, typeNode.getSourceFile(), file, name);
    if (!decl) return UNKNOWN;
    if (Node.isInterfaceDeclaration(decl.node)) {
      if (decl.node.getExtends().length > 0) {
        const own = members(decl.node.getMembers(), decl.node);
        return { ...own, open: true };
      }
      return members(decl.node.getMembers(), decl.node);
    }
    if (Node.isTypeAliasDeclaration(decl.node)) {
      const t = decl.node.getTypeNode();
      return t ? typeShape(view, t, depth + 1) : UNKNOWN;
    }
    return UNKNOWN;
  }
  const { SyntaxKind } = loadTsMorph();
  const k = typeNode.getKind();
  if (
    k === SyntaxKind.StringKeyword ||
    k === SyntaxKind.NumberKeyword ||
    k === SyntaxKind.BooleanKeyword ||
    k === SyntaxKind.NullKeyword ||
    k === SyntaxKind.UndefinedKeyword
  )
    return SCALAR;
  return UNKNOWN;
}

/** An interface or type alias named in a file: declared there or imported from a module of the tree. */
function typeDeclaration(
  view: TreeView,
  sf: import('ts-morph').SourceFile,
  file: string,
  name: string,
  depth = 0,
): Located | undefined {
  if (depth > 4) return undefined;
  const local = sf.getInterface(name) ?? sf.getTypeAlias(name);
  if (local) return { node: local, file };
  for (const imp of sf.getImportDeclarations()) {
    const spec = imp.getNamedImports().find((s) => (s.getAliasNode()?.getText() ?? s.getName()) === name);
    if (!spec) continue;
    const target = resolveImport(view, file, specifierOf(imp));
    const tsf = target ? view.sourceFile(target) : undefined;
    if (!target || !tsf) return undefined;
    return typeDeclaration(view, tsf, target, spec.getName(), depth + 1);
  }
  return undefined;
}

/** The Prisma model a client accessor names (`prisma.orderItem` → OrderItem). */
const prismaModel = treeFact((view: TreeView, accessor: string): DataModel | undefined => {
  if (!/^[a-z_$][\w$]*$/i.test(accessor)) return undefined;
  const models = dataModels(view, new RegExp(`model\\s+${accessor}\\b`, 'i'));
  return models.find((m) => m.orm === 'prisma' && m.name.charAt(0).toLowerCase() + m.name.slice(1) === accessor);
});

const prismaModelByName = treeFact((view: TreeView, name: string): DataModel | undefined => {
  if (!/^[a-z_$][\w$]*$/i.test(name)) return undefined;
  const models = dataModels(view, new RegExp(`model\\s+${name}\\b`));
  return models.find((m) => m.orm === 'prisma' && m.name === name);
});
