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
} from 'ts-morph';
import { treeFact } from '../../workspace/fact';
import { loadTsMorph } from '../../workspace/ts';
import { isCodeFile, type TreeView } from '../../workspace/workspace';
import { declarationOf, unwrapExpression } from './ast';
import { exportedDeclarations } from './exports';
import { functionName, type FunctionLike } from '../http/handlers';
import { importerCandidates, resolveImport } from './resolve-import';

/**
 * The call graph, read from the syntax: which function of the repository a call runs.
 * A callee is followed through local declarations, imports (relative, path aliases,
 * re-exports), `this.method()`, members of classes injected through typed constructor
 * parameters (`this.billing.buyCredits()` with `private billing: BillingService`),
 * namespace imports, object literals (`handlers.onPaid()`), routers built from object
 * literals (`createTRPCRouter({ webhooks })`, `router.createCaller(ctx).webhooks.paid()`)
 * and procedures wrapping a function (`procedure.input(schema).mutation(fn)`).
 */

/** A function of the repository and the file that declares it. */
export interface FunctionRef {
  fn: FunctionLike;
  file: string;
  /** The name it is declared or called by (`buyCredits`, `handleEvent`). */
  name?: string;
}

/** What an expression evaluates to, as far as the syntax tells. */
type Value =
  | { kind: 'function'; ref: FunctionRef }
  | { kind: 'object'; node: ObjectLiteralExpression; file: string }
  | { kind: 'class'; node: ClassDeclaration; file: string; instance: boolean }
  | { kind: 'module'; file: string };

const MAX_STEPS = 12;
/** Calls that return their receiver's members (a tRPC server-side caller). */
const PASS_THROUGH_METHODS = new Set(['createCaller']);

/** The function of the repository that `call` runs, when the syntax tells. */
export function calleeOf(view: TreeView, file: string, call: CallExpression): FunctionRef | undefined {
  const v = valueOf(view, file, call.getExpression(), 0);
  return v?.kind === 'function' ? v.ref : undefined;
}

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

function valueOf(view: TreeView, file: string, expr: Node, steps: number): Value | undefined {
  const { Node } = loadTsMorph();
  if (steps > MAX_STEPS) return undefined;
  const n = unwrapExpression(expr);
  if (isFunctionLike(n)) return { kind: 'function', ref: { fn: n, file, name: functionName(n) } };
  if (Node.isObjectLiteralExpression(n)) return { kind: 'object', node: n, file };
  if (Node.isClassDeclaration(n) || Node.isClassExpression(n))
    return Node.isClassDeclaration(n) ? { kind: 'class', node: n, file, instance: false } : undefined;
  if (Node.isIdentifier(n)) return declarationValue(view, file, declarationOf(n), steps + 1);
  if (Node.isThisExpression(n)) {
    const cls = n.getFirstAncestor((a) => Node.isClassDeclaration(a));
    return cls && Node.isClassDeclaration(cls) ? { kind: 'class', node: cls, file, instance: true } : undefined;
  }
  if (Node.isPropertyAccessExpression(n)) {
    const owner = valueOf(view, file, n.getExpression(), steps + 1);
    return owner ? memberOf(view, owner, n.getName(), steps + 1) : undefined;
  }
  if (Node.isNewExpression(n)) {
    const cls = valueOf(view, file, n.getExpression(), steps + 1);
    return cls?.kind === 'class' ? { ...cls, instance: true } : undefined;
  }
  if (Node.isCallExpression(n)) {
    const callee = n.getExpression();
    if (Node.isPropertyAccessExpression(callee) && PASS_THROUGH_METHODS.has(callee.getName()))
      return valueOf(view, file, callee.getExpression(), steps + 1);
    const args = n.getArguments().map((a) => unwrapExpression(a));
    const last = args[args.length - 1];
    // procedure.input(schema).mutation(async ({ input }) => ...): calling it runs the function.
    if (last && isFunctionLike(last)) return valueOf(view, file, last, steps + 1);
    // createTRPCRouter({ ... }), router({ ... }): its members are the literal's.
    if (args.length === 1 && Node.isObjectLiteralExpression(args[0])) return { kind: 'object', node: args[0], file };
  }
  return undefined;
}

function declarationValue(view: TreeView, file: string, decl: Node | undefined, steps: number): Value | undefined {
  const { Node } = loadTsMorph();
  if (!decl) return undefined;
  if (Node.isFunctionDeclaration(decl)) return { kind: 'function', ref: { fn: decl, file, name: decl.getName() } };
  if (Node.isClassDeclaration(decl)) return { kind: 'class', node: decl, file, instance: false };
  if (Node.isVariableDeclaration(decl)) {
    const init = decl.getInitializer();
    const v = init ? valueOf(view, file, init, steps) : undefined;
    if (v?.kind === 'function' && !v.ref.name) return { kind: 'function', ref: { ...v.ref, name: decl.getName() } };
    return v;
  }
  if (Node.isImportSpecifier(decl)) {
    const module = decl.getImportDeclaration().getModuleSpecifierValue();
    const target = resolveImport(view, file, module);
    return target ? moduleMember(view, target, decl.getName(), steps) : undefined;
  }
  if (Node.isImportClause(decl)) {
    const imp = decl.getFirstAncestorByKind(loadTsMorph().SyntaxKind.ImportDeclaration);
    const target = imp ? resolveImport(view, file, imp.getModuleSpecifierValue()) : undefined;
    return target ? moduleMember(view, target, 'default', steps) : undefined;
  }
  if (Node.isNamespaceImport(decl)) {
    const imp = decl.getFirstAncestorByKind(loadTsMorph().SyntaxKind.ImportDeclaration);
    const target = imp ? resolveImport(view, file, imp.getModuleSpecifierValue()) : undefined;
    return target ? { kind: 'module', file: target } : undefined;
  }
  return undefined;
}

/** The value a module exports under `name`, following `export { x } from` and `export * from`. */
function moduleMember(view: TreeView, file: string, name: string, steps: number): Value | undefined {
  const { Node } = loadTsMorph();
  if (steps > MAX_STEPS || !isCodeFile(file)) return undefined;
  const sf = view.sourceFile(file);
  if (!sf) return undefined;
  const own = exportedDeclarations(sf).get(name)?.[0];
  if (own) {
    if (Node.isVariableDeclaration(own) || Node.isFunctionDeclaration(own) || Node.isClassDeclaration(own))
      return declarationValue(view, file, own, steps + 1);
    return valueOf(view, file, own, steps + 1);
  }
  for (const exp of sf.getExportDeclarations()) {
    const spec = exp.getModuleSpecifierValue();
    if (!spec) continue;
    const named = exp.getNamedExports();
    const match = named.find((s) => (s.getAliasNode()?.getText() ?? s.getName()) === name);
    if (named.length > 0 && !match) continue;
    const target = resolveImport(view, file, spec);
    if (!target) continue;
    const found = moduleMember(view, target, match ? match.getName() : name, steps + 1);
    if (found) return found;
  }
  return undefined;
}

function memberOf(view: TreeView, owner: Value, name: string, steps: number): Value | undefined {
  const { Node } = loadTsMorph();
  if (owner.kind === 'module') return moduleMember(view, owner.file, name, steps);
  if (owner.kind === 'object') {
    const p = owner.node.getProperty(name);
    if (!p) return undefined;
    if (Node.isMethodDeclaration(p)) return { kind: 'function', ref: { fn: p, file: owner.file, name } };
    if (Node.isPropertyAssignment(p)) {
      const init = p.getInitializer();
      const v = init ? valueOf(view, owner.file, init, steps) : undefined;
      return v?.kind === 'function' ? { kind: 'function', ref: { ...v.ref, name: v.ref.name ?? name } } : v;
    }
    if (Node.isShorthandPropertyAssignment(p)) return valueOf(view, owner.file, p.getNameNode(), steps);
    return undefined;
  }
  if (owner.kind === 'class') return classMember(view, owner.node, owner.file, name, owner.instance, steps);
  return undefined;
}

function classMember(
  view: TreeView,
  cls: ClassDeclaration,
  file: string,
  name: string,
  instance: boolean,
  steps: number,
): Value | undefined {
  const method = cls.getMethods().find((m) => m.getName() === name && m.isStatic() !== instance);
  if (method) return { kind: 'function', ref: { fn: method, file, name } };
  const prop = cls.getProperty(name);
  if (prop && prop.isStatic() !== instance) {
    const init = prop.getInitializer();
    if (init) return valueOf(view, file, init, steps);
    const type = prop.getTypeNode();
    return type ? instanceOfType(view, file, type, steps) : undefined;
  }
  if (!instance) return undefined;
  // constructor(private readonly billing: BillingService): an injected instance of the class.
  for (const ctor of cls.getConstructors()) {
    for (const p of ctor.getParameters()) {
      if (!p.isParameterProperty() || p.getName() !== name) continue;
      const type = p.getTypeNode();
      return type ? instanceOfType(view, file, type, steps) : undefined;
    }
  }
  const base = cls.getExtends();
  if (base) {
    const parent = valueOf(view, file, base.getExpression(), steps + 1);
    if (parent?.kind === 'class') return classMember(view, parent.node, parent.file, name, instance, steps + 1);
  }
  return undefined;
}

/** An instance of the class a type annotation names (`BillingService`, not `Repository<Account>` of a package). */
function instanceOfType(view: TreeView, file: string, type: Node, steps: number): Value | undefined {
  const { Node } = loadTsMorph();
  if (!Node.isTypeReference(type)) return undefined;
  const typeName = type.getTypeName();
  if (!Node.isIdentifier(typeName)) return undefined;
  const v = declarationValue(view, file, declarationOf(typeName), steps + 1);
  return v?.kind === 'class' ? { ...v, instance: true } : undefined;
}

/** A call site of a function: the call and the file it is in. */
export interface CallSite {
  call: CallExpression;
  file: string;
}

const MAX_CALLER_FILES = 40;

/**
 * The calls of a function of the repository: in its own file, and in the files that
 * import its module and name it (found by a name search, then resolved with `calleeOf`).
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
    for (const call of sf.getDescendantsOfKind(SyntaxKind.CallExpression)) {
      const callee = call.getExpression();
      const last = Node.isPropertyAccessExpression(callee) ? callee.getName() : callee.getText();
      if (last !== name) continue;
      const target = calleeOf(view, f, call);
      if (target && target.file === file && String(target.fn.getStart()) === start) out.push({ call, file: f });
    }
  }
  return out;
});
