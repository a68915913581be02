import type {
  ArrowFunction,
  CallExpression,
  ClassDeclaration,
  ConstructorDeclaration,
  FunctionDeclaration,
  FunctionExpression,
  GetAccessorDeclaration,
  MethodDeclaration,
  Node,
  ObjectLiteralExpression,
  ParameterDeclaration,
} from 'ts-morph';
import { treeFact } from '../../workspace/fact';
import { loadTsMorph } from '../../workspace/ts';
import { isCodeFile, type TreeView } from '../../workspace/workspace';
import type { FunctionLike } from '../http/handlers';
import { declarationOf, functionName, unwrapExpression, specifierOf } from './ast';
import { exportedDeclarations } from './exports';
import { importerCandidates, resolveImport } from './resolve-import';
import { importsOf } from './module-graph';
import { nearestFunction, returnedExpressions } from './syntax';

/**
 * Value flow: the one answer the rules get to "what is this value, where does it come from,
 * where does it go", read from the syntax across functions and modules without running
 * anything or asking the type checker.
 *
 * - `valueOf`: what an expression evaluates to (a function, an object literal, a class or
 *   an instance of one, a module), through names and their declarations (also a `let`
 *   assigned once, in a test's `beforeAll`), imports and re-exports, members of objects and
 *   classes, providers injected through typed constructor parameters, `new`, destructuring,
 *   `await`, and what the functions of the repository return (`return { caller:
 *   appRouter.createCaller(ctx) }` in a test helper), and the clients a library builds of a
 *   router (`createRouterClient(router, { context })`).
 * - `originsOf`: where a value comes from, walked backwards through locals, destructuring,
 *   object and array literals, conditionals and arithmetic, `await`, calls of the
 *   repository's functions (their returns, their parameters bound to the arguments), and
 *   the callers of a function (what they pass a parameter); each origin carries the hops it
 *   took, so a finding can show them. A question says which nodes are origins of interest.
 */

/** A function of the repository and the file that declares it. */
export interface FunctionRef {
  fn: FunctionLike;
  file: string;
  /** The name it is declared or called by (`buyCredits`, `handleEvent`). */
  name?: string;
}

/** What an expression evaluates to, as far as the syntax tells. */
export type Value =
  | { kind: 'function'; ref: FunctionRef }
  | { kind: 'object'; node: ObjectLiteralExpression; file: string }
  | { kind: 'class'; node: ClassDeclaration; file: string; instance: boolean }
  | { kind: 'module'; file: string };

/** A node that declares a function: its body is a scope of its own. */
export type FunctionNode =
  | FunctionDeclaration
  | ArrowFunction
  | FunctionExpression
  | MethodDeclaration
  | ConstructorDeclaration
  | GetAccessorDeclaration;

/** A function, method, constructor, accessor, arrow function or function expression. */
export function isFunctionLike(node: Node): node is FunctionNode {
  const { Node: N } = loadTsMorph();
  return (
    N.isFunctionDeclaration(node) ||
    N.isArrowFunction(node) ||
    N.isFunctionExpression(node) ||
    N.isMethodDeclaration(node) ||
    N.isConstructorDeclaration(node) ||
    N.isGetAccessorDeclaration(node)
  );
}

const MAX_STEPS = 14;
/** Calls that return their receiver's members (a tRPC server-side caller). */
const PASS_THROUGH_METHODS = new Set(['createCaller']);
/** Library functions that build a server-side client of the router they are given (oRPC). */
const ROUTER_CLIENTS = new Set(['createRouterClient']);
/** How many returns of the repository's functions one resolution follows. */
const MAX_RETURNS = 3;

/** The file of a node parsed by `view`. */
export function fileOfNode(view: TreeView, node: Node): string {
  return view.pathOf(node.getSourceFile());
}

/** What an expression evaluates to, when the syntax tells. */
export function valueOf(view: TreeView, file: string, expr: Node): Value | undefined {
  return resolve(view, file, expr, { steps: 0, returns: 0, active: new Set() });
}

interface Budget {
  steps: number;
  returns: number;
  /** Declarations being resolved: a cycle (`let a = b; b = a`) answers nothing. */
  active: Set<Node>;
}

function resolve(view: TreeView, file: string, expr: Node, b: Budget): Value | undefined {
  const { Node } = loadTsMorph();
  if (++b.steps > MAX_STEPS * 8) return undefined;
  const n = unwrapExpression(expr);
  if (isFunctionLike(n)) return { kind: 'function', ref: { fn: n, file, name: functionName(n) } };
  if (Node.isObjectLiteralExpression(n)) return { kind: 'object', node: n, file };
  if (Node.isClassDeclaration(n)) return { kind: 'class', node: n, file, instance: false };
  if (Node.isIdentifier(n)) return declarationValue(view, file, declarationOf(n), b);
  if (Node.isThisExpression(n)) {
    // in a method of an object literal (`const service = { async a() { this.b() } }`), the object
    const own = objectOfThis(n);
    if (own) return { kind: 'object', node: own, file };
    const cls = n.getFirstAncestor((a) => Node.isClassDeclaration(a));
    return cls && Node.isClassDeclaration(cls) ? { kind: 'class', node: cls, file, instance: true } : undefined;
  }
  if (Node.isPropertyAccessExpression(n)) {
    const owner = resolve(view, file, n.getExpression(), b);
    return owner ? memberValue(view, owner, n.getName(), b) : undefined;
  }
  if (Node.isElementAccessExpression(n)) {
    const arg = n.getArgumentExpression();
    const key =
      arg && (Node.isStringLiteral(arg) || Node.isNoSubstitutionTemplateLiteral(arg))
        ? arg.getLiteralValue()
        : undefined;
    const owner = key === undefined ? undefined : resolve(view, file, n.getExpression(), b);
    return owner && key !== undefined ? memberValue(view, owner, key, b) : undefined;
  }
  if (Node.isNewExpression(n)) {
    const cls = resolve(view, file, n.getExpression(), b);
    return cls?.kind === 'class' ? { ...cls, instance: true } : undefined;
  }
  if (Node.isCallExpression(n)) {
    const callee = n.getExpression();
    // await import('../edge'): the module
    if (callee.getKind() === loadTsMorph().SyntaxKind.ImportKeyword) {
      const spec = n.getArguments()[0];
      const target =
        spec && (Node.isStringLiteral(spec) || Node.isNoSubstitutionTemplateLiteral(spec))
          ? resolveImport(view, file, spec.getLiteralValue())
          : undefined;
      return target ? { kind: 'module', file: target } : undefined;
    }
    if (Node.isPropertyAccessExpression(callee) && PASS_THROUGH_METHODS.has(callee.getName()))
      return resolve(view, file, callee.getExpression(), b);
    // createRouterClient(router, { context }): a server-side client whose members are the router's
    const first = n.getArguments()[0];
    if (first && ROUTER_CLIENTS.has(calleeName(n))) return resolve(view, file, unwrapExpression(first), b);
    const args = n.getArguments().map((a) => unwrapExpression(a));
    const last = args[args.length - 1];
    // procedure.input(schema).mutation(async ({ input }) => ...): calling it runs the function.
    if (last && isFunctionLike(last)) return resolve(view, file, last, b);
    // a function of the repository: what it returns (`makeCaller({ userId })` → its `createCaller(…)`)
    const returned = returnedValue(view, file, n, b);
    if (returned) return returned;
    // createTRPCRouter({ ... }), router({ ... }) of a library: its members are the literal's.
    if (args.length === 1 && Node.isObjectLiteralExpression(args[0])) return { kind: 'object', node: args[0], file };
    return undefined;
  }
  return undefined;
}

/** What a call of a repository's function returns (`setup()` returning `{ caller }`), when it resolves. */
function returnedValue(view: TreeView, file: string, call: CallExpression, b: Budget): Value | undefined {
  if (b.returns >= MAX_RETURNS) return undefined;
  const callee = resolve(view, file, call.getExpression(), b);
  if (callee?.kind !== 'function') return undefined;
  b.returns++;
  try {
    for (const ret of returnedExpressions(callee.ref.fn)) {
      const v = resolve(view, callee.ref.file, ret, b);
      if (v) return v;
    }
  } finally {
    b.returns--;
  }
  return undefined;
}

function declarationValue(view: TreeView, file: string, decl: Node | undefined, b: Budget): Value | undefined {
  const { Node, SyntaxKind } = loadTsMorph();
  if (!decl || b.active.has(decl)) return undefined;
  b.active.add(decl);
  try {
    if (Node.isFunctionDeclaration(decl)) return { kind: 'function', ref: { fn: decl, file, name: decl.getName() } };
    if (Node.isClassDeclaration(decl)) return { kind: 'class', node: decl, file, instance: false };
    if (Node.isVariableDeclaration(decl)) {
      const init = decl.getInitializer();
      const v = init ? resolve(view, file, init, b) : undefined;
      if (v?.kind === 'function' && !v.ref.name) return { kind: 'function', ref: { ...v.ref, name: decl.getName() } };
      if (v) return v;
      // `let caller; beforeAll(() => { caller = appRouter.createCaller(ctx) })`: what it is assigned
      for (const value of assignedValues(decl)) {
        const assigned = resolve(view, file, value, b);
        if (assigned) return assigned;
      }
      return undefined;
    }
    if (Node.isBindingElement(decl)) {
      // const { caller } = await setup(); const [first] = list
      const holder = decl.getFirstAncestorByKind(SyntaxKind.VariableDeclaration);
      const init = holder?.getInitializer();
      if (!holder || !init) return undefined;
      let v = resolve(view, file, init, b);
      for (const key of bindingKeys(decl)) v = v ? memberValue(view, v, key, b) : undefined;
      return v;
    }
    if (Node.isImportSpecifier(decl)) {
      const module = specifierOf(decl.getImportDeclaration());
      const target = resolveImport(view, file, module);
      return target ? moduleMember(view, target, decl.getName(), b) : undefined;
    }
    if (Node.isImportClause(decl)) {
      const imp = decl.getFirstAncestorByKind(SyntaxKind.ImportDeclaration);
      const target = imp ? resolveImport(view, file, specifierOf(imp)) : undefined;
      return target ? moduleMember(view, target, 'default', b) : undefined;
    }
    if (Node.isNamespaceImport(decl)) {
      const imp = decl.getFirstAncestorByKind(SyntaxKind.ImportDeclaration);
      const target = imp ? resolveImport(view, file, specifierOf(imp)) : undefined;
      return target ? { kind: 'module', file: target } : undefined;
    }
    // `function refund(event, service: SubscriptionService)`: a parameter its type annotation
    // declares an instance of a class of the repository holds one
    if (Node.isParameterDeclaration(decl) && Node.isIdentifier(decl.getNameNode())) {
      const type = decl.getTypeNode();
      return type ? instanceOfType(view, file, type, b) : undefined;
    }
    return undefined;
  } finally {
    b.active.delete(decl);
  }
}

/** The keys from a destructuring's root to a binding element (`{ a: { b } }` → ['a', 'b']); '' for array elements. */
function bindingKeys(el: Node): string[] {
  const { Node } = loadTsMorph();
  const keys: string[] = [];
  let cur: Node | undefined = el;
  while (cur && Node.isBindingElement(cur)) {
    const pattern: Node | undefined = cur.getParent();
    if (Node.isObjectBindingPattern(pattern) && (cur as import('ts-morph').BindingElement).getDotDotDotToken()) {
      // a rest element holds the object itself (less some keys): no key of its own
    } else if (Node.isObjectBindingPattern(pattern)) {
      keys.unshift((cur.getPropertyNameNode() ?? cur.getNameNode()).getText().replace(/^['"]|['"]$/g, ''));
    } else if (Node.isArrayBindingPattern(pattern)) {
      keys.unshift(String(pattern.getElements().indexOf(cur as never)));
    }
    cur = pattern?.getParent();
  }
  return keys;
}

/**
 * The values a `let` (or `var`) is assigned after its declaration, anywhere its name is in
 * scope (`x = …` in a `beforeAll` callback, a branch), in source order.
 */
export function assignedValues(decl: Node): Node[] {
  const { Node, SyntaxKind } = loadTsMorph();
  if (!Node.isVariableDeclaration(decl) || !Node.isIdentifier(decl.getNameNode())) return [];
  const list = decl.getParent();
  if (!Node.isVariableDeclarationList(list) || list.getDeclarationKind() === 'const') return [];
  const name = decl.getName();
  const scope = nearestFunction(decl) ?? decl.getSourceFile();
  const out: Node[] = [];
  for (const bin of scope.getDescendantsOfKind(SyntaxKind.BinaryExpression)) {
    if (bin.getOperatorToken().getKind() !== SyntaxKind.EqualsToken) continue;
    const left = unwrapExpression(bin.getLeft());
    if (!Node.isIdentifier(left) || left.getText() !== name || declarationOf(left) !== decl) continue;
    out.push(bin.getRight());
  }
  return out;
}

/** The value a module exports under `name`, following `export { x } from` and `export * from`. */
function moduleMember(view: TreeView, file: string, name: string, b: Budget): Value | undefined {
  const { Node } = loadTsMorph();
  if (++b.steps > MAX_STEPS * 8 || !isCodeFile(file)) return undefined;
  const sf = view.sourceFile(file);
  if (!sf) return undefined;
  const own = exportedDeclarations(sf).get(name)?.[0];
  if (own) {
    if (Node.isVariableDeclaration(own) || Node.isFunctionDeclaration(own) || Node.isClassDeclaration(own))
      return declarationValue(view, file, own, b);
    return resolve(view, file, own, b);
  }
  for (const exp of sf.getExportDeclarations()) {
    const spec = specifierOf(exp);
    if (!spec) continue;
    const named = exp.getNamedExports();
    const match = named.find((s) => (s.getAliasNode()?.getText() ?? s.getName()) === name);
    if (named.length > 0 && !match) continue;
    const target = resolveImport(view, file, spec);
    if (!target) continue;
    const found = moduleMember(view, target, match ? match.getName() : name, b);
    if (found) return found;
  }
  return undefined;
}

/** The member `name` of a value: a module's export, an object's property, a class's method or injected provider. */
export function memberOf(view: TreeView, owner: Value, name: string): Value | undefined {
  return memberValue(view, owner, name, { steps: 0, returns: 0, active: new Set() });
}

function memberValue(view: TreeView, owner: Value, name: string, b: Budget): Value | undefined {
  const { Node } = loadTsMorph();
  if (owner.kind === 'module') return moduleMember(view, owner.file, name, b);
  if (owner.kind === 'object') {
    const p =
      owner.node.getProperty(name) ?? owner.node.getProperty(`'${name}'`) ?? owner.node.getProperty(`"${name}"`);
    if (!p) {
      // { ...base, x }: a member of a spread object
      for (const s of owner.node.getProperties().filter((x) => Node.isSpreadAssignment(x))) {
        if (!Node.isSpreadAssignment(s)) continue;
        const inner = resolve(view, owner.file, s.getExpression(), b);
        const found = inner ? memberValue(view, inner, name, b) : undefined;
        if (found) return found;
      }
      return undefined;
    }
    if (Node.isMethodDeclaration(p)) return { kind: 'function', ref: { fn: p, file: owner.file, name } };
    if (Node.isPropertyAssignment(p)) {
      const init = p.getInitializer();
      const v = init ? resolve(view, owner.file, init, b) : undefined;
      return v?.kind === 'function' ? { kind: 'function', ref: { ...v.ref, name: v.ref.name ?? name } } : v;
    }
    if (Node.isShorthandPropertyAssignment(p)) return resolve(view, owner.file, p.getNameNode(), b);
    return undefined;
  }
  if (owner.kind === 'class') return classMember(view, owner.node, owner.file, name, owner.instance, b);
  return undefined;
}

function classMember(
  view: TreeView,
  cls: ClassDeclaration,
  file: string,
  name: string,
  instance: boolean,
  b: Budget,
): Value | undefined {
  const method = cls.getMethods().find((m) => m.getName() === name && m.isStatic() !== instance);
  if (method) return { kind: 'function', ref: { fn: method, file, name } };
  const prop = cls.getProperty(name);
  if (prop && prop.isStatic() !== instance) {
    const init = prop.getInitializer();
    if (init) return resolve(view, file, init, b);
    const type = prop.getTypeNode();
    return type ? instanceOfType(view, file, type, b) : undefined;
  }
  if (!instance) return undefined;
  // constructor(private readonly billing: BillingService): an injected instance of the class.
  for (const ctor of cls.getConstructors()) {
    for (const p of ctor.getParameters()) {
      if (!p.isParameterProperty() || p.getName() !== name) continue;
      const type = p.getTypeNode();
      return type ? instanceOfType(view, file, type, b) : undefined;
    }
  }
  const base = cls.getExtends();
  if (base) {
    const parent = resolve(view, file, base.getExpression(), b);
    if (parent?.kind === 'class') return classMember(view, parent.node, parent.file, name, instance, b);
  }
  return undefined;
}

/** An instance of the class a type annotation names (`BillingService`, not `Repository<Account>` of a package). */
function instanceOfType(view: TreeView, file: string, type: Node, b: Budget): Value | undefined {
  const { Node } = loadTsMorph();
  if (!Node.isTypeReference(type)) return undefined;
  const typeName = type.getTypeName();
  if (!Node.isIdentifier(typeName)) return undefined;
  const v = declarationValue(view, file, declarationOf(typeName), b);
  return v?.kind === 'class' ? { ...v, instance: true } : undefined;
}

// ---------------------------------------------------------------------------------------------
// Where a value comes from

/** One step of a value's way, for a finding's `related`. */
export interface Hop {
  file: string;
  line: number;
  /** What happens there: `returned by listKeys`, `argument of checkout`, `const { amount } = body`. */
  what: string;
  /** The node of the step (a declaration, a call). */
  node?: Node;
  /** On a step out to a caller, the function the value is an argument of (`passed to X`). */
  passedTo?: string;
}

/** An origin of a value: a node a question recognised, with the way from it to the value. */
export interface Origin<K> {
  kind: K;
  node: Node;
  file: string;
  /** Keys read from the origin on the way (`['input', 'amount']` of a tRPC procedure's options). */
  path: string[];
  /** The way from the origin to the value asked about, origin first. */
  hops: Hop[];
  /** Keys a rest pattern left out on the way (`const { passwordHash, ...safe } = user`). */
  omitted?: ReadonlySet<string>;
}

/** What a walk looks for, and where it stops. */
export interface FlowQuestion<K> {
  /** The node is an origin of interest (a request read, a query of the database, a secret). */
  origin(node: Node, at: WalkPoint, path: readonly string[]): K | undefined;
  /**
   * What the question knows of a node's value that the walk does not: the nodes it comes
   * from instead (`schema.parse(body)` → `body`; `PRICES[id]` → none, a server-side lookup),
   * with the keys still to be read from them. Undefined: the walk's own reading.
   */
  redirect?(node: Node, path: readonly string[], at: WalkPoint): Redirect | undefined;
  /** The value survives arithmetic (`subtotal - discount`); a record does not. */
  arithmetic?: boolean;
  /** A parameter whose value the question knows (a handler's request, `@Body() dto`): an origin, or clean. */
  parameter?(param: ParameterDeclaration, path: readonly string[], at: WalkPoint): K | 'clean' | undefined;
}

/** Where a node's value comes from, as a question reads it: nodes (none: clean), each with the keys left to read. */
export type Redirect = { node: Node; path: readonly string[]; what?: string }[];

/** Where a walk is: the file, and the arguments a function being walked was called with. */
export interface WalkPoint {
  view: TreeView;
  file: string;
  frame?: Frame;
}

interface Frame {
  fn: Node;
  args: Node[];
  call: CallExpression;
  outer?: Frame;
}

const MAX_DEPTH = 48;
/** Calls deep a walk follows into callees and out to callers. */
const MAX_CALLS = 3;
/** Origins one question returns at most. */
const MAX_ORIGINS = 20;

const PASS_FUNCTIONS =
  /^(Number|parseInt|parseFloat|String|BigInt|Boolean|Math\.(round|floor|ceil|abs|max|min|trunc)|Object\.(fromEntries|assign|values|entries)|structuredClone|Array\.from|Promise\.resolve|JSON\.parse)$/;
const PASS_METHODS = new Set([
  'toFixed',
  'toString',
  'valueOf',
  'trim',
  'toLowerCase',
  'toUpperCase',
  'slice',
  'at',
  'concat',
  'flat',
  'join',
  'then',
]);

/**
 * The origins of a value the question recognises, walked backwards from `node` (see the
 * module's comment). Each origin lists the hops from it to `node`.
 */
export function originsOf<K>(view: TreeView, node: Node, question: FlowQuestion<K>): Origin<K>[] {
  const walk = new Walk(view, question);
  walk.visit(node, { view, file: fileOfNode(view, node) }, [], [], 0, 0);
  return walk.found;
}

class Walk<K> {
  readonly found: Origin<K>[] = [];
  private readonly seen = new Set<string>();

  constructor(
    private readonly view: TreeView,
    private readonly q: FlowQuestion<K>,
  ) {}

  /**
   * `path`: keys to be read from the value at `node` (projection pending from `x.a` or
   * `const { a } = x`); `hops`: the way from `node` to the value asked about.
   */
  visit(
    node: Node,
    at: WalkPoint,
    path: string[],
    hops: Hop[],
    depth: number,
    calls: number,
    omit?: ReadonlySet<string>,
  ): void {
    const { Node, SyntaxKind } = loadTsMorph();
    if (depth > MAX_DEPTH || this.found.length >= MAX_ORIGINS) return;
    const n = unwrapExpression(node);
    const key = `${at.file}:${n.getPos()}:${n.getEnd()}:${path.join('.')}:${at.frame ? at.frame.call.getPos() : ''}`;
    if (this.seen.has(key)) return;
    this.seen.add(key);
    const kind = this.q.origin(n, at, path);
    if (kind !== undefined) {
      this.found.push({ kind, node: n, file: at.file, path, hops, ...(omit ? { omitted: omit } : {}) });
      return;
    }
    const next = (x: Node, p: string[], h: Hop[] = hops, point = at, c = calls) =>
      this.visit(x, point, p, h, depth + 1, c, p.length === 0 ? omit : undefined);
    const hop = (x: Node, what: string): Hop[] => [
      { file: at.file, line: x.getStartLineNumber(), what, node: x },
      ...hops,
    ];
    const redirected = this.q.redirect?.(n, path, at);
    if (redirected) {
      for (const r of redirected) next(r.node, [...r.path], r.what ? hop(n, r.what) : hops);
      return;
    }

    if (Node.isIdentifier(n)) return this.identifier(n, at, path, hops, depth, calls, omit);
    if (Node.isThisExpression(n) && path.length > 0) {
      // this.settings: the class's property initializer, or what its methods assign to it
      const cls = n.getFirstAncestor((a) => Node.isClassDeclaration(a) || Node.isClassExpression(a));
      if (!cls || !(Node.isClassDeclaration(cls) || Node.isClassExpression(cls))) return;
      const prop = cls.getProperty(path[0]);
      const init = prop?.getInitializer();
      if (init)
        next(init, path.slice(1), hop(prop!, `${path[0]} = ${init.getText().replace(/\s+/g, ' ').slice(0, 60)}`));
      for (const bin of cls.getDescendantsOfKind(SyntaxKind.BinaryExpression)) {
        if (bin.getOperatorToken().getKind() !== SyntaxKind.EqualsToken) continue;
        const left = bin.getLeft();
        if (!Node.isPropertyAccessExpression(left) || left.getName() !== path[0]) continue;
        if (!Node.isThisExpression(left.getExpression())) continue;
        next(
          bin.getRight(),
          path.slice(1),
          hop(bin, `this.${path[0]} = ${bin.getRight().getText().replace(/\s+/g, ' ').slice(0, 60)}`),
        );
      }
      return;
    }
    if (Node.isPropertyAccessExpression(n)) return next(n.getExpression(), [n.getName(), ...path]);
    if (Node.isElementAccessExpression(n)) {
      const arg = n.getArgumentExpression();
      const k =
        arg && (Node.isStringLiteral(arg) || Node.isNoSubstitutionTemplateLiteral(arg)) ? arg.getLiteralValue() : '[]';
      return next(n.getExpression(), [k, ...path]);
    }
    if (Node.isObjectLiteralExpression(n)) {
      const props = n.getProperties();
      const keyOf = (p: Node) =>
        Node.isPropertyAssignment(p) || Node.isShorthandPropertyAssignment(p) || Node.isMethodDeclaration(p)
          ? p.getName().replace(/^['"]|['"]$/g, '')
          : undefined;
      for (const [i, p] of props.entries()) {
        if (Node.isSpreadAssignment(p)) {
          // `{ ...row, secret }`: a key written after the spread replaces the spread's
          const later = new Set(props.slice(i + 1).flatMap((q) => keyOf(q) ?? []));
          if (path.length > 0 && later.has(path[0])) continue;
          if (path.length === 0 && later.size > 0)
            this.visit(p.getExpression(), at, path, hops, depth + 1, calls, new Set([...(omit ?? []), ...later]));
          else next(p.getExpression(), path);
          continue;
        }
        const name = Node.isPropertyAssignment(p) || Node.isShorthandPropertyAssignment(p) ? p.getName() : undefined;
        if (path.length > 0 && name !== undefined && name.replace(/^['"]|['"]$/g, '') !== path[0]) continue;
        // a key the object spread into another is replaced there by a later one (`{ ...settings, apiKey: mask(…) }`)
        if (path.length === 0 && name !== undefined && omit?.has(name.replace(/^['"]|['"]$/g, ''))) continue;
        const rest = path.length > 0 ? path.slice(1) : [];
        if (Node.isPropertyAssignment(p)) {
          const init = p.getInitializer();
          if (init) next(init, rest);
        } else if (Node.isShorthandPropertyAssignment(p)) next(p.getNameNode(), rest);
      }
      return;
    }
    if (Node.isArrayLiteralExpression(n)) {
      for (const e of n.getElements())
        next(Node.isSpreadElement(e) ? e.getExpression() : e, path[0] === '[]' ? path.slice(1) : path);
      return;
    }
    if (Node.isConditionalExpression(n)) {
      next(n.getWhenTrue(), path);
      next(n.getWhenFalse(), path);
      return;
    }
    if (Node.isBinaryExpression(n)) {
      const op = n.getOperatorToken().getKind();
      const either = [SyntaxKind.QuestionQuestionToken, SyntaxKind.BarBarToken, SyntaxKind.AmpersandAmpersandToken];
      if (either.includes(op) || (this.q.arithmetic && isArithmetic(op))) {
        next(n.getLeft(), path);
        next(n.getRight(), path);
      }
      return;
    }
    if (Node.isTemplateExpression(n)) {
      if (!this.q.arithmetic) return;
      for (const span of n.getTemplateSpans()) next(span.getExpression(), []);
      return;
    }
    if (Node.isPrefixUnaryExpression(n) && this.q.arithmetic) return next(n.getOperand(), path);
    if (Node.isCallExpression(n)) return this.call(n, at, path, hops, depth, calls, hop, omit);
    if (Node.isNewExpression(n)) {
      const callee = n.getExpression().getText();
      if (/^(Number|String|URL|URLSearchParams|Decimal|Big)$/.test(callee))
        for (const a of n.getArguments()) next(a, path);
    }
  }

  private identifier(
    id: Node,
    at: WalkPoint,
    path: string[],
    hops: Hop[],
    depth: number,
    calls: number,
    omit?: ReadonlySet<string>,
  ): void {
    const { Node, SyntaxKind } = loadTsMorph();
    const decl = declarationOf(id);
    if (!decl) return;
    const next = (
      x: Node,
      p: string[],
      h: Hop[],
      point: WalkPoint = at,
      c = calls,
      o = p.length === 0 ? omit : undefined,
    ) => this.visit(x, point, p, h, depth + 1, c, o);
    const hop = (x: Node, what: string, file = at.file): Hop[] => [
      { file, line: x.getStartLineNumber(), what },
      ...hops,
    ];
    if (Node.isParameterDeclaration(decl))
      return this.parameter(decl, decl.getNameNode(), at, path, hops, depth, calls);
    if (Node.isBindingElement(decl)) {
      const keys = bindingKeys(decl).map((k) => (/^\d+$/.test(k) ? '[]' : k));
      // `const { passwordHash, ...safe } = user`: safe is user without the keys named beside it
      const pattern = decl.getParent();
      if (decl.getDotDotDotToken() && Node.isObjectBindingPattern(pattern)) {
        const left = new Set([...(omit ?? [])]);
        for (const el of pattern.getElements())
          if (el !== decl)
            left.add((el.getPropertyNameNode() ?? el.getNameNode()).getText().replace(/^['"]|['"]$/g, ''));
        const holder = pattern.getParent();
        const init = holder && Node.isVariableDeclaration(holder) ? holder.getInitializer() : undefined;
        if (init && path.length === 0)
          next(
            init,
            path,
            hop(holder!, `const ${pattern.getText().replace(/\s+/g, ' ').slice(0, 60)}`),
            at,
            calls,
            left,
          );
        else if (init) next(init, path, hop(holder!, `const ${pattern.getText().replace(/\s+/g, ' ').slice(0, 60)}`));
        return;
      }
      const top = decl.getFirstAncestor((a) => Node.isVariableDeclaration(a) || Node.isParameterDeclaration(a));
      if (top && Node.isParameterDeclaration(top))
        return this.parameter(top, decl, at, [...keys, ...path], hops, depth, calls);
      const init = top && Node.isVariableDeclaration(top) ? top.getInitializer() : undefined;
      if (init)
        next(
          init,
          [...keys, ...path],
          hop(top!, `const ${top!.getNameNode().getText().replace(/\s+/g, ' ').slice(0, 60)}`),
        );
      return;
    }
    if (Node.isVariableDeclaration(decl)) {
      const init = decl.getInitializer();
      const what = `${decl.getName()} = ${init?.getText().replace(/\s+/g, ' ').slice(0, 60) ?? '…'}`;
      if (init) next(init, path, hop(decl, what));
      for (const value of assignedValues(decl))
        next(value, path, hop(value, `${decl.getName()} = ${value.getText().replace(/\s+/g, ' ').slice(0, 60)}`));
      return;
    }
    if (Node.isImportSpecifier(decl) || Node.isImportClause(decl)) {
      const imp = decl.getFirstAncestorByKind(SyntaxKind.ImportDeclaration);
      const target = imp ? resolveImport(this.view, at.file, specifierOf(imp)) : undefined;
      const name = Node.isImportSpecifier(decl) ? decl.getName() : 'default';
      const sf = target ? this.view.sourceFile(target) : undefined;
      if (!sf || !target) return;
      for (const d of exportedDeclarations(sf).get(name) ?? []) {
        const value = Node.isVariableDeclaration(d)
          ? d.getInitializer()
          : Node.isExportAssignment(d)
            ? d.getExpression()
            : undefined;
        if (value) next(value, path, hop(d, `exported by ${target}`, target), { view: this.view, file: target });
      }
    }
  }

  /** A parameter: the argument of the call being walked, else what the function's callers pass. */
  private parameter(
    param: ParameterDeclaration,
    nameNode: Node,
    at: WalkPoint,
    path: string[],
    hops: Hop[],
    depth: number,
    calls: number,
  ): void {
    const known = this.q.parameter?.(param, path, at);
    if (known === 'clean') return;
    if (known !== undefined) {
      this.found.push({ kind: known, node: nameNode, file: at.file, path, hops });
      return;
    }
    const fn = param.getParent();
    if (!fn || !isFunctionLike(fn)) return;
    const index = fn.getParameters().indexOf(param);
    if (at.frame && at.frame.fn === fn) {
      const arg = at.frame.args[index];
      const point: WalkPoint = { view: this.view, file: fileOfNode(this.view, at.frame.call), frame: at.frame.outer };
      if (arg)
        this.visit(
          arg,
          point,
          path,
          [
            {
              file: point.file,
              line: at.frame.call.getStartLineNumber(),
              what: `passed to ${functionName(fn) ?? 'a function'}`,
              passedTo: functionName(fn) ?? 'a function',
            },
            ...hops,
          ],
          depth + 1,
          calls,
        );
      return;
    }
    // items.forEach((item) => …): the callback's item is an element of the receiver
    const iteration = iteratedBy(fn);
    if (iteration && index === (iteration.method === 'reduce' || iteration.method === 'reduceRight' ? 1 : 0)) {
      this.visit(iteration.receiver, at, ['[]', ...path], hops, depth + 1, calls);
      return;
    }
    if (calls >= MAX_CALLS) return;
    const name = functionName(fn);
    if (!name) return;
    for (const site of callersOf(this.view, { fn, file: at.file, name })) {
      const arg = site.call.getArguments()[index];
      if (!arg) continue;
      this.visit(
        arg,
        { view: this.view, file: site.file },
        path,
        [
          {
            file: site.file,
            line: site.call.getStartLineNumber(),
            what: `passed to ${name}`,
            node: site.call,
            passedTo: name,
          },
          ...hops,
        ],
        depth + 1,
        calls + 1,
      );
    }
  }

  private call(
    call: CallExpression,
    at: WalkPoint,
    path: string[],
    hops: Hop[],
    depth: number,
    calls: number,
    hop: (x: Node, what: string) => Hop[],
    omit?: ReadonlySet<string>,
  ): void {
    const { Node } = loadTsMorph();
    // keys a spread of the whole value gives way to go with it into what the call returns
    const kept = path.length === 0 ? omit : undefined;
    const next = (x: Node, p: string[], h: Hop[] = hops) =>
      this.visit(x, at, p, h, depth + 1, calls, p.length === 0 ? kept : undefined);
    const callee = call.getExpression();
    const text = callee.getText().replace(/\s+/g, '');
    if (PASS_FUNCTIONS.test(text)) {
      for (const a of call.getArguments()) next(a, path);
      return;
    }
    if (Node.isPropertyAccessExpression(callee) && PASS_METHODS.has(callee.getName())) {
      next(callee.getExpression(), path);
      return;
    }
    // rows.map((r) => ({ ...r })): what the callback returns, its parameter an element of the receiver
    const cb = call.getArguments()[0];
    if (Node.isPropertyAccessExpression(callee) && /^(map|flatMap)$/.test(callee.getName()) && cb) {
      const fn = unwrapExpression(cb);
      if (Node.isArrowFunction(fn) || Node.isFunctionExpression(fn)) {
        const frame: Frame = { fn, args: [callee.getExpression()], call, outer: at.frame };
        const point: WalkPoint = { view: this.view, file: at.file, frame };
        const elementPath = path[0] === '[]' ? path.slice(1) : path;
        for (const ret of returnedExpressions(fn))
          this.visit(ret, point, elementPath, hop(call, `mapped by ${callee.getName()}`), depth + 1, calls);
        return;
      }
    }
    if (calls >= MAX_CALLS) return;
    const target = calleeRef(this.view, at.file, call);
    if (!target) {
      // a library's wrapper that returns what its callback returns:
      // `db.transaction(async (tx) => tx.query.x.findMany())`, `tracer.startActiveSpan('x', () => …)`
      const last = call.getArguments().at(-1);
      const fn = last ? unwrapExpression(last) : undefined;
      if (
        fn &&
        (Node.isArrowFunction(fn) || Node.isFunctionExpression(fn)) &&
        !ITERATION_METHODS.has(calleeName(call))
      ) {
        for (const ret of returnedExpressions(fn))
          this.visit(
            ret,
            at,
            path,
            hop(call, `returned by the callback of ${calleeName(call)}`),
            depth + 1,
            calls,
            kept,
          );
      }
      return;
    }
    if (target.fn === at.frame?.fn) return;
    const frame: Frame = { fn: target.fn, args: call.getArguments(), call, outer: at.frame };
    const point: WalkPoint = { view: this.view, file: target.file, frame };
    const via = hop(call, `returned by ${target.name ?? 'a function'}`);
    for (const ret of returnedExpressions(target.fn)) {
      if (returnsNarrowedError(ret)) continue;
      this.visit(ret, point, path, via, depth + 1, calls + 1, kept);
    }
  }
}

/**
 * `if (isServiceError(ctx)) return ctx;`, `if (result instanceof Error) return result;`: the
 * value returned where a guard narrowed it to an error is that error, not the record the
 * variable holds elsewhere.
 */
function returnsNarrowedError(ret: Node): boolean {
  const { Node } = loadTsMorph();
  if (!Node.isIdentifier(ret)) return false;
  const stmt = ret.getParent();
  if (!stmt || !Node.isReturnStatement(stmt)) return false;
  let under: Node = stmt;
  const parent = stmt.getParent();
  if (parent && Node.isBlock(parent)) {
    if (parent.getStatements()[0] !== stmt) return false;
    under = parent;
  }
  const branch = under.getParent();
  if (!branch || !Node.isIfStatement(branch) || branch.getThenStatement() !== under) return false;
  const cond = unwrapExpression(branch.getExpression());
  const name = ret.getText();
  if (Node.isCallExpression(cond)) {
    const [arg] = cond.getArguments();
    return !!arg && arg.getText() === name && ERROR_GUARD.test(calleeName(cond));
  }
  if (Node.isBinaryExpression(cond) && cond.getOperatorToken().getText() === 'instanceof') {
    return cond.getLeft().getText() === name && /(Error|Exception)$/.test(cond.getRight().getText());
  }
  return false;
}

/** Type guards of failures: `isServiceError`, `isError`, `isApiError`, `isFailure`, `isErr`. */
const ERROR_GUARD = /^is\w*(Error|Failure|Err|Exception)$/;

function calleeName(call: CallExpression): string {
  const { Node } = loadTsMorph();
  const callee = call.getExpression();
  return Node.isPropertyAccessExpression(callee) ? callee.getName() : callee.getText();
}

/** Array methods that call their callback with the receiver's elements. */
const ITERATION_METHODS = new Set([
  'map',
  'forEach',
  'filter',
  'find',
  'findLast',
  'some',
  'every',
  'flatMap',
  'reduce',
  'reduceRight',
  'sort',
  'toSorted',
  'findIndex',
]);

/** The array method (and its receiver) an inline callback is given to. */
function iteratedBy(fn: Node): { method: string; receiver: Node } | undefined {
  const { Node } = loadTsMorph();
  if (!(Node.isArrowFunction(fn) || Node.isFunctionExpression(fn))) return undefined;
  const call = fn.getParent();
  if (!call || !Node.isCallExpression(call) || !call.getArguments().includes(fn as never)) return undefined;
  const callee = call.getExpression();
  if (!Node.isPropertyAccessExpression(callee) || !ITERATION_METHODS.has(callee.getName())) return undefined;
  return { method: callee.getName(), receiver: callee.getExpression() };
}

function isArithmetic(op: number): boolean {
  const { SyntaxKind } = loadTsMorph();
  return [
    SyntaxKind.PlusToken,
    SyntaxKind.MinusToken,
    SyntaxKind.AsteriskToken,
    SyntaxKind.SlashToken,
    SyntaxKind.PercentToken,
    SyntaxKind.AsteriskAsteriskToken,
  ].includes(op);
}

/** The function of the repository that `call` runs, when the syntax tells. */
export function calleeRef(view: TreeView, file: string, call: CallExpression): FunctionRef | undefined {
  const v = valueOf(view, file, call.getExpression());
  return v?.kind === 'function' ? v.ref : undefined;
}

/** A call site of a function: the call and the file it is in. */
export interface CallSite {
  call: CallExpression;
  file: string;
}

const MAX_CALLER_FILES = 40;

/**
 * The calls of a function of the repository: in its own file, and in the files that
 * import its module and name it (found by a name search, then resolved with `calleeRef`).
 */
export function callersOf(view: TreeView, ref: FunctionRef): CallSite[] {
  const name = ref.name ?? functionName(ref.fn);
  if (!name) return [];
  return callersByPosition(view, ref.file, String(ref.fn.getStart()), name);
}

const callersByPosition = treeFact((view: TreeView, file: string, start: string, name: string): CallSite[] => {
  const { Node, SyntaxKind } = loadTsMorph();
  const importers = new Set(importerCandidates(view, file));
  const files = [file, ...view.filesWith([name]).filter((f) => f !== file && importers.has(f) && isCodeFile(f))];
  const out: CallSite[] = [];
  for (const f of files.slice(0, MAX_CALLER_FILES)) {
    const sf = view.sourceFile(f);
    if (!sf) continue;
    // the names this file calls it by: its own, and the one it imports it as (`import { registerRoutes as registerSubscriptionRoutes }`)
    const names = new Set([name]);
    if (f !== file)
      for (const i of importsOf(view, f))
        if (i.resolved === file) for (const b of i.bindings) if (b.imported === name) names.add(b.local);
    for (const call of sf.getDescendantsOfKind(SyntaxKind.CallExpression)) {
      const callee = call.getExpression();
      const last = Node.isPropertyAccessExpression(callee) ? callee.getName() : callee.getText();
      if (!names.has(last)) continue;
      const target = calleeRef(view, f, call);
      if (target && target.file === file && String(target.fn.getStart()) === start) out.push({ call, file: f });
    }
  }
  return out;
});

/** Whether a walk point is inside a function being walked as a callee (its parameters are bound). */
export function inFrame(at: WalkPoint, fn: Node): boolean {
  for (let f = at.frame; f; f = f.outer) if (f.fn === fn) return true;
  return false;
}

/**
 * The object literal `this` stands for: the one whose method (or function-valued property)
 * holds it, the nearest function that binds `this` (an arrow function takes its outer one).
 */
export function objectOfThis(self: Node): ObjectLiteralExpression | undefined {
  const { Node } = loadTsMorph();
  const fn = self.getFirstAncestor(
    (a) =>
      Node.isMethodDeclaration(a) ||
      Node.isFunctionExpression(a) ||
      Node.isFunctionDeclaration(a) ||
      Node.isGetAccessorDeclaration(a) ||
      Node.isSetAccessorDeclaration(a) ||
      Node.isConstructorDeclaration(a) ||
      Node.isClassDeclaration(a) ||
      Node.isClassExpression(a),
  );
  if (!fn) return undefined;
  const holder = Node.isFunctionExpression(fn) && Node.isPropertyAssignment(fn.getParent()) ? fn.getParent() : fn;
  const parent = holder?.getParent();
  return (Node.isMethodDeclaration(fn) || Node.isGetAccessorDeclaration(fn) || Node.isFunctionExpression(fn)) &&
    parent &&
    Node.isObjectLiteralExpression(parent)
    ? parent
    : undefined;
}
