import type { Decorator, Node, SourceFile, SyntaxKind } from 'ts-morph';
import type { Hunk } from '../../git/changeset';
import type { ts as TS } from 'ts-morph';
import { changeFact } from '../../workspace/fact';
import { loadTsMorph } from '../../workspace/ts';
import { contains, descendantsOfKinds, returningFunction, valueUses, wrapperOf } from './syntax';
import { isCodeFile, type TreeView, type Workspace } from '../../workspace/workspace';
import { declarationOf, isLiteral, unwrapExpression, specifierOf } from './ast';
import { exportedDeclarations, isExportedDeclaration } from './exports';
import { envAccessor } from '../env/reads';
import { valueOf } from './flow';
import { isForwarder, isLibraryHandoff } from './forwarders';
import {
  functionName,
  NEST_REQUEST_PART_DECORATORS,
  requestHandlers,
  routeDefinition,
  routerReceivers,
  type RequestHandler,
} from '../http/handlers';
import { constantAnswers } from '../http/constant-answers';
import { deadPathParamGuards, renamedPathParams } from '../http/path-params';
import { packageContaining, resolveImport } from './resolve-import';
import { resolveString } from './resolve-string';
import { definitionOf } from './values';

/**
 * What a change does to the behaviour of a module: the units (functions, methods, request
 * handlers, top-level statements) whose code the change alters in a way that can change
 * what runs. A unit that has a counterpart on the base branch (same name, same route
 * registration) changes behaviour only when its code differs once comments, formatting,
 * logging and `apiVersion` values are set aside (and, for `messages: false`, the text of
 * messages, and work deliberately run after the response). Declarations that are not
 * behaviour never count: types, constants, configuration values (a client constructed with
 * options, a table of settings), validation schemas and ORM schema declarations (values
 * built by package functions from constants: `z.object({...})`, `pgTable(...)`,
 * `relations(...)`), and entity classes.
 */
export interface BehaviourUnit {
  file: string;
  /** The unit in the head tree. */
  node: Node;
  /** Its name, when it has one (a function, method or variable): what other code calls it by. */
  name?: string;
  line: number;
  /** The request handler this unit is, is inside of, or registers. */
  handler?: RequestHandler;
  /** No counterpart on the base branch. */
  isNew: boolean;
  /**
   * The change only gives parameters other default values (their indices): it changes
   * nothing for a caller that passes those arguments.
   */
  defaultsOnly?: number[];
  /**
   * The unit is a route the change moved ahead of this other route of its router, which
   * matches some of its requests: those are now this handler's (its code may be as it was).
   */
  nowBefore?: RequestHandler;
}

export type BehaviourMode = 'behaviour' | 'processing';

/**
 * The units of a changed file whose behaviour the change alters. `processing` is the
 * stricter reading of the Stripe webhook rules: changing only messages, or only work run
 * after the response (`waitUntil`, `after`, an ignored `Promise.allSettled`), is no change.
 */
export const behaviourChanges = changeFact((workspace: Workspace, path: string, mode: string): BehaviourUnit[] => {
  const { head, base, changes } = workspace;
  const file = changes.file(path);
  if (!file || (file.newCodeLines.length === 0 && file.removedLines.length === 0)) return [];
  const sf = head.sourceFile(path);
  if (!sf) return [];
  // exporting a function (to call it from another module) changes nothing it does
  const opts = { messages: mode !== 'processing', prose: true, afterResponse: mode !== 'processing', noExport: true };
  const handlers = requestHandlers(head, path);
  const units = new Map<Node, BehaviourUnit>();
  // The base's units by key, and by key and kind (a function's counterpart is a function,
  // not the statement that declares it, which shares its key).
  let baseUnits: { byKey: Map<string, Node>; byKind: Map<string, Node> } | undefined;
  const baseUnitsOf = () => {
    if (baseUnits) return baseUnits;
    const basePath = file.oldPath ?? path;
    const bsf = file.status !== 'added' && base.exists(basePath) ? base.sourceFile(basePath) : undefined;
    baseUnits = bsf
      ? { byKey: unitsByKey(base, bsf, basePath), byKind: unitsByKey(base, bsf, basePath, kindKey) }
      : { byKey: new Map(), byKind: new Map() };
    return baseUnits;
  };
  // Units whose lines were only removed (hunks that add nothing, or only comments and blank
  // lines: the others hold added code in the unit they change): the head's counterpart of the
  // base unit that held them.
  const addsNoCode = (h: Hunk) =>
    h.newLines === 0 ||
    unitsAtLines(
      sf,
      Array.from({ length: h.newLines }, (_, i) => h.newStart + i),
      handlers,
    ).length === 0;
  const unitsLosingLines = (): Unit[] => {
    const removed = file.hunks
      .filter((h) => h.oldLines > 0 && addsNoCode(h))
      .flatMap((h) => Array.from({ length: h.oldLines }, (_, i) => h.oldStart + i));
    if (file.status === 'added' || removed.length === 0) return [];
    const basePath = file.oldPath ?? path;
    const bsf = base.exists(basePath) ? base.sourceFile(basePath) : undefined;
    if (!bsf) return [];
    const baseHandlers = requestHandlers(base, basePath);
    // a unit's counterpart is of its kind: a function's, not the statement that declares it
    const headUnits = unitsByKey(head, sf, path, kindKey);
    const found: Unit[] = [];
    for (const baseUnit of unitsAtLines(bsf, removed, baseHandlers)) {
      const counterpart = headUnits.get(kindKey(base, basePath, baseUnit.node));
      // the unit that lost lines is judged against itself: it must differ beyond what does not count
      if (!counterpart || sameCode({ base, head, workspace }, baseUnit.node, counterpart, opts)) continue;
      const unit = unitOf(counterpart, handlers);
      if (unit) found.push(unit);
    }
    return found;
  };
  const basePath = file.oldPath ?? path;
  let baseHandlers: RequestHandler[] | undefined;
  const baseHandlersOf = () =>
    (baseHandlers ??= file.status !== 'added' && base.exists(basePath) ? requestHandlers(base, basePath) : []);
  // a route whose registration runs other guards or middlewares (see registrationGuards)
  const guardsChanged = (h: RequestHandler): boolean => {
    const twin = baseHandlersOf().find(
      (b) => b.kind === h.kind && b.method === h.method && b.path === h.path && b.name === h.name,
    );
    return twin !== undefined && registrationGuards(base, basePath, twin) !== registrationGuards(head, path, h);
  };
  // a handler whose route moved with its path parameters renamed (`[userId]` → `[id]`), and
  // whose code differs only by those names and its own locals': the same route, moved
  const movedWithParamsRenamed = (h: RequestHandler, node: Node): boolean => {
    // its counterpart by key (a file's route), else the base's route of its shape (a registration's path)
    const before = baseUnitsOf().byKind.get(kindKey(head, path, node));
    const twin =
      baseHandlersOf().find((b) => b.node === before) ?? baseHandlersOf().find((b) => renamedPathParams(b, h).size > 0);
    const renames = twin ? renamedPathParams(twin, h) : new Map<string, string>();
    return twin !== undefined && renames.size > 0 && sameButRenamed(twin.node, node, renames);
  };
  const judged = new Map<Node, boolean>();
  const candidates = [...unitsAtLines(sf, file.newCodeLines, handlers), ...unitsLosingLines()];
  // A class whose decorators change (`@Roles('ADMIN')` → `@Roles('ADMIN', 'EDITOR')` on a
  // controller) changes who may call, or how, each of the routes it declares.
  for (const unit of [...candidates]) {
    if (unit.handler || !handlers.some((h) => contains(unit.node, h.node))) continue;
    const before = baseUnitsOf().byKind.get(kindKey(head, path, unit.node));
    if (before && decoratorsOf(before) !== decoratorsOf(unit.node))
      for (const h of handlers) if (contains(unit.node, h.node)) candidates.push({ node: h.node, handler: h });
  }
  for (const unit of candidates) {
    if (units.has(unit.node)) continue;
    let changed = judged.get(unit.node);
    if (changed === undefined) {
      // A statement that declares handlers changes through them (their own units), or not at all.
      const holdsHandlers = !unit.handler && handlers.some((h) => contains(unit.node, h.node));
      const before = unit.handler ? baseUnitsOf().byKind.get(kindKey(head, path, unit.node)) : undefined;
      const enclosing = unit.handler ? classOf(unit.node) : undefined;
      const beforeClass = before ? classOf(before) : undefined;
      // a route whose decorators (its own, or its class's) change: who may call it, or how it answers, changes
      const decorated =
        before !== undefined &&
        (decoratorsOf(before) !== decoratorsOf(unit.node) ||
          (enclosing !== undefined &&
            beforeClass !== undefined &&
            decoratorsOf(beforeClass) !== decoratorsOf(enclosing)));
      changed =
        !holdsHandlers &&
        (decorated ||
          (unit.handler !== undefined && guardsChanged(unit.handler)) ||
          (!notBehaviour(head, path, unit.node) &&
            !(
              isForwarder(head, unit.node) &&
              !(unit.handler && newRequestInputs(unit.node, baseUnitsOf().byKind.get(kindKey(head, path, unit.node))))
            ) &&
            // a handler that hands the request to a library's handler, and its export
            !(unit.handler && isLibraryHandoff(head, unit.handler.node)) &&
            !exportsOnlyHandoffs(head, unit.node, handlers) &&
            !movedUnits(workspace).has(unit.node) &&
            !(unit.handler && movedWithParamsRenamed(unit.handler, unit.node)) &&
            differsFromBase({ base, head, workspace }, path, unit.node, baseUnitsOf().byKind, {
              ...opts,
              // a logger only logged through is logging; in a handler, a guard against a path
              // parameter the route always has never runs, and the constant data it answers
              // with is content (what the route says)
              omit: [unit.node, baseUnitsOf().byKind.get(kindKey(head, path, unit.node))].flatMap((fn) =>
                fn
                  ? [
                      ...loggerDeclarations(fn),
                      ...(unit.handler ? [...deadPathParamGuards(unit.handler, fn), ...constantAnswers(fn)] : []),
                    ]
                  : [],
              ),
            })));
      judged.set(unit.node, changed);
    }
    if (!changed) continue;
    const counterpart = baseUnitsOf().byKind.get(kindKey(head, path, unit.node));
    const defaultsOnly = counterpart ? changedDefaults(counterpart, unit.node, opts) : undefined;
    units.set(unit.node, {
      file: path,
      node: unit.node,
      name: unitName(unit.node),
      line: unit.node.getStartLineNumber(),
      handler: unit.handler,
      isNew: !baseUnitsOf().byKey.has(unitKey(head, path, unit.node)),
      ...(defaultsOnly ? { defaultsOnly } : {}),
    });
  }
  // A helper the change extracts (`function buildData(params) { return {…} }`) is no change of
  // its own where every call of it is in code that reads as before once it is read inline.
  const extracted = returnHelpers(sf.compilerNode);
  for (const [n, u] of [...units]) {
    if (!u.isNew || !u.name || !extracted.has(u.name) || isExported(n)) continue;
    const uses = valueUses(sf, (name) => name === u.name).filter((id) => !contains(n, id));
    const owners = uses.map((id) => unitOf(id, handlers)?.node);
    if (owners.length > 0 && owners.every((o) => o !== undefined && o !== n && !units.has(o))) units.delete(n);
  }
  return [...units.values()].sort((a, b) => a.line - b.line);
});

/** The function is exported (itself, or the variable that holds it). */
function isExported(fn: Node): boolean {
  const { Node } = loadTsMorph();
  const holder = Node.isFunctionDeclaration(fn) ? fn : fn.getFirstAncestor((a) => Node.isVariableDeclaration(a));
  return holder !== undefined && isExportedDeclaration(holder);
}

/** The units that hold these lines of a file, code lines only (not blank, comment or closing lines). */
function unitsAtLines(sf: SourceFile, lineNumbers: number[], handlers: RequestHandler[]): Unit[] {
  const lines = sf.getFullText().split('\n');
  const units: Unit[] = [];
  for (const line of lineNumbers) {
    const text = (lines[line - 1] ?? '').trim();
    if (text === '' || /^(\/\/|\/\*|\*)/.test(text) || /^[)\]};,]*$/.test(text)) continue;
    const unit = unitAtLine(sf, line, lines[line - 1] ?? '', handlers);
    if (unit) units.push(unit);
  }
  return units;
}

/**
 * The unit a changed line belongs to, judged at its first and its last character (the
 * first line of `export const handler = async (req) => {` opens the function it declares):
 * a handler before anything else, else the narrower unit.
 */
function unitAtLine(sf: SourceFile, line: number, text: string, handlers: RequestHandler[]): Unit | undefined {
  const first = text.search(/\S/);
  const last = text.trimEnd().length - 1;
  const found: Unit[] = [];
  for (const col of new Set([Math.max(first, 0), Math.max(last, 0)])) {
    let pos: number;
    try {
      pos = sf.compilerNode.getPositionOfLineAndCharacter(line - 1, col);
    } catch {
      continue;
    }
    const node = sf.getDescendantAtPos(pos);
    const unit = node ? unitOf(node, handlers) : undefined;
    if (unit) found.push(unit);
  }
  const handled = found.find((u) => u.handler);
  if (handled) return handled;
  // a handler written on the line between its ends (`new Hono().get('/', (c) => c.json([]));`)
  const onLine = handlers
    .filter(
      (h) => h.node.getSourceFile() === sf && h.node.getStartLineNumber() <= line && h.node.getEndLineNumber() >= line,
    )
    .sort((a, b) => a.node.getWidth() - b.node.getWidth())[0];
  if (onLine) return { node: onLine.node, handler: onLine };
  return found.sort((a, b) => a.node.getWidth() - b.node.getWidth())[0];
}

// ---------------------------------------------------------------------------------------
// Units

interface Unit {
  node: Node;
  handler?: RequestHandler;
}

/** The kinds `isFunctionLike` accepts. */
function functionKinds(): SyntaxKind[] {
  const { SyntaxKind: K } = loadTsMorph();
  return [
    K.FunctionDeclaration,
    K.ArrowFunction,
    K.FunctionExpression,
    K.MethodDeclaration,
    K.Constructor,
    K.GetAccessor,
    K.SetAccessor,
  ];
}

function isFunctionLike(n: Node): boolean {
  const { Node } = loadTsMorph();
  return (
    Node.isFunctionDeclaration(n) ||
    Node.isArrowFunction(n) ||
    Node.isFunctionExpression(n) ||
    Node.isMethodDeclaration(n) ||
    Node.isConstructorDeclaration(n) ||
    Node.isGetAccessorDeclaration(n) ||
    Node.isSetAccessorDeclaration(n)
  );
}

/**
 * The unit a changed node belongs to: the request handler whose function (or whose
 * registration, `router.get(path, middleware, fn)`) holds it, innermost first; else its
 * outermost function; else its top-level statement (a class member's class).
 */
function unitOf(node: Node, handlers: RequestHandler[]): Unit | undefined {
  const { Node } = loadTsMorph();
  // A handler written in another module (registered here by reference) holds none of this file's nodes.
  const within = (outer: Node) => contains(outer, node);
  let best: RequestHandler | undefined;
  for (const h of handlers) {
    if (within(h.node) && (!best || h.node.getWidth() < best.node.getWidth())) best = h;
  }
  if (best) return { node: best.node, handler: best };
  // A node of the registration (`router.get(path, validate(schema), fn)`) outside the function.
  let byRegistration: RequestHandler | undefined;
  for (const h of handlers) {
    const reg = h.registration;
    if (reg && within(reg) && (!byRegistration || reg.getWidth() < byRegistration.registration!.getWidth()))
      byRegistration = h;
  }
  if (byRegistration) return { node: byRegistration.node, handler: byRegistration };
  // The name the function is declared under (a line `GET: async () => …,` ends outside it).
  for (const h of handlers) {
    const holder = h.node.getParent();
    if (holder && (Node.isPropertyAssignment(holder) || Node.isVariableDeclaration(holder)) && within(holder))
      return { node: h.node, handler: h };
  }
  const hook = requestHookAround(node, handlers);
  if (hook) return { node: hook };
  let outermost: Node | undefined;
  for (const a of [node, ...node.getAncestors()]) if (isFunctionLike(a)) outermost = a;
  if (outermost) return { node: builtMember(node, outermost) ?? outermost };
  if (Node.isSourceFile(node)) return undefined;
  const top = [node, ...node.getAncestors()].find((a) => Node.isSourceFile(a.getParent()));
  return top ? { node: top } : undefined;
}

/**
 * Methods of an application or router that register code run for every request it serves
 * rather than a route: middlewares, lifecycle hooks, body parsers, error and not-found
 * handlers (Express, Koa, Fastify, Hono). Not `listen` or `ready`, whose callbacks run once.
 */
const REQUEST_HOOKS = new Set([
  'use',
  'param',
  'addHook',
  'addContentTypeParser',
  'setErrorHandler',
  'setNotFoundHandler',
  'onError',
  'notFound',
]);

/**
 * The function holding the node that the file registers on the object its routes are
 * registered on, to run for requests (`app.addHook('preHandler', async (req) => …)`,
 * `app.addContentTypeParser('application/json', …, (req, body, done) => …)`), when that
 * registration is written inside another function (the app's setup): a unit of its own, as
 * the same registration at the top level of the file is.
 */
function requestHookAround(node: Node, handlers: RequestHandler[]): Node | undefined {
  const { Node } = loadTsMorph();
  const receivers = routerReceivers(handlers);
  if (receivers.size === 0) return undefined;
  for (const a of [node, ...node.getAncestors()]) {
    if (!isFunctionLike(a)) continue;
    const call = a.getParent();
    if (!call || !Node.isCallExpression(call) || !call.getArguments().includes(a)) continue;
    const callee = call.getExpression();
    if (!Node.isPropertyAccessExpression(callee) || !REQUEST_HOOKS.has(callee.getName())) continue;
    const target = callee.getExpression();
    if (Node.isIdentifier(target) && receivers.has(target.getText())) return a;
  }
  return undefined;
}

/**
 * The member of an object of functions that a function builds and returns (a service
 * factory, an Effect `Layer`'s implementation: `function* () { return { findById: …, update: … } }`)
 * holding the node: each member is called by its name, and is a unit of its own.
 */
function builtMember(node: Node, outermost: Node): Node | undefined {
  const { Node } = loadTsMorph();
  let member: Node | undefined;
  for (const a of node.getAncestors()) {
    if (a === outermost) break;
    if (!isFunctionLike(a)) continue;
    const holder = Node.isMethodDeclaration(a) ? a : a.getParent();
    const object = holder?.getParent();
    if (
      holder &&
      (Node.isMethodDeclaration(holder) || Node.isPropertyAssignment(holder)) &&
      object &&
      Node.isObjectLiteralExpression(object) &&
      returningFunction(object) === outermost
    )
      member = a;
  }
  return member;
}

/** `export { handler as GET, handler as POST }` where each name is a handler that hands the request to a library. */
function exportsOnlyHandoffs(view: TreeView, node: Node, handlers: RequestHandler[]): boolean {
  const { Node } = loadTsMorph();
  if (!Node.isExportDeclaration(node) || node.getModuleSpecifier()) return false;
  const names = node.getNamedExports().map((e) => e.getName());
  const nameOf = (h: RequestHandler) => {
    const holder = h.node.getParent();
    return holder && Node.isVariableDeclaration(holder) ? holder.getName() : functionName(h.node);
  };
  return (
    names.length > 0 &&
    names.every((name) => {
      const named = handlers.filter((h) => nameOf(h) === name);
      return named.length > 0 && named.every((h) => isLibraryHandoff(view, h.node));
    })
  );
}

function unitName(node: Node): string | undefined {
  const { Node } = loadTsMorph();
  if (Node.isVariableStatement(node)) return node.getDeclarations()[0]?.getName();
  if (Node.isClassDeclaration(node) || Node.isFunctionDeclaration(node)) return node.getName();
  if (Node.isConstructorDeclaration(node)) return 'constructor';
  if (Node.isGetAccessorDeclaration(node) || Node.isSetAccessorDeclaration(node)) return node.getName();
  return isFunctionLike(node) ? (functionName(node) ?? boundName(node)) : undefined;
}

/** The variable a wrapped function is bound to: `authed` of `const authed = t.middleware(async (…) => …)`. */
function boundName(fn: Node): string | undefined {
  const { Node } = loadTsMorph();
  let n: Node = fn;
  for (let p = n.getParent(); p && Node.isCallExpression(p) && p.getArguments().includes(n); p = n.getParent()) n = p;
  const holder = n === fn ? undefined : n.getParent();
  return holder && Node.isVariableDeclaration(holder) ? holder.getName() : undefined;
}

/**
 * A key that names the same unit on both sides of a change: the names of the declarations
 * around it, and for a function passed to a call, the call (`router.post('/refund')#1`).
 */
function unitKey(view: TreeView, file: string, node: Node): string {
  const { Node } = loadTsMorph();
  const parts: string[] = [];
  let child: Node = node;
  for (const a of [node, ...node.getAncestors()]) {
    if (Node.isSourceFile(a)) break;
    if (
      Node.isVariableDeclaration(a) ||
      Node.isFunctionDeclaration(a) ||
      Node.isClassDeclaration(a) ||
      Node.isMethodDeclaration(a) ||
      Node.isPropertyAssignment(a) ||
      Node.isPropertyDeclaration(a) ||
      Node.isGetAccessorDeclaration(a) ||
      Node.isSetAccessorDeclaration(a) ||
      Node.isEnumDeclaration(a) ||
      Node.isInterfaceDeclaration(a) ||
      Node.isTypeAliasDeclaration(a)
    ) {
      parts.push(a.getName() ?? '?');
    } else if (Node.isConstructorDeclaration(a)) {
      parts.push('constructor');
    } else if (Node.isExportAssignment(a)) {
      parts.push('default');
    } else if (Node.isVariableStatement(a)) {
      parts.push(a.getDeclarations()[0]?.getName() ?? '?');
    } else if (Node.isCallExpression(a) && a.getArguments().includes(child)) {
      const callee = a.getExpression();
      const name = Node.isPropertyAccessExpression(callee) ? callee.getName() : callee.getText().slice(0, 40);
      parts.push(`${name}(${registrationTag(view, a.getArguments()[0])})#${a.getArguments().indexOf(child)}`);
    } else if (Node.isExpressionStatement(a) && Node.isSourceFile(a.getParent())) {
      parts.push(`stmt:${expressionHead(a.getExpression())}`);
    }
    child = a;
  }
  void file;
  return parts.reverse().join('>');
}

/**
 * What tells one registration of a file from another by its first argument: a path
 * (`'/refund'`), a route definition's method and path (`createRoute({ method, path })`,
 * `{ method, url }`), or the name of the constant that holds one.
 */
function registrationTag(view: TreeView, first: Node | undefined): string {
  const { Node } = loadTsMorph();
  if (!first) return '';
  if (Node.isStringLiteral(first) || Node.isNoSubstitutionTemplateLiteral(first)) return first.getLiteralValue();
  // only a name, a member, a call or an object can hold a route's definition (not a callback,
  // an array, a number): every unit nested in `useEffect(() => …)` asks of the same call
  if (
    !Node.isIdentifier(first) &&
    !Node.isPropertyAccessExpression(first) &&
    !Node.isCallExpression(first) &&
    !Node.isObjectLiteralExpression(first)
  )
    return '';
  let tag = registrationTags.get(first);
  if (tag === undefined) {
    const route = routeDefinition(view, first);
    tag = route ? `${route.method} ${route.path}` : Node.isIdentifier(first) ? first.getText() : '';
    registrationTags.set(first, tag);
  }
  return tag;
}

/** Each registration's tag, asked once per run for the units nested in it. */
const registrationTags = new WeakMap<Node, string>();

/** `app.use`, `router.post('/x')`: what a top-level expression statement does, for its key. */
function expressionHead(expr: Node): string {
  const { Node } = loadTsMorph();
  const e = unwrapExpression(expr);
  if (Node.isCallExpression(e)) {
    const first = e.getArguments()[0];
    const lit = first && (Node.isStringLiteral(first) || Node.isNoSubstitutionTemplateLiteral(first));
    return `${e.getExpression().getText().slice(0, 60)}(${lit ? first.getLiteralValue() : ''})`;
  }
  return e.getText().slice(0, 60);
}

/** Every unit a file has (functions, and top-level statements), by key (first of a key wins). */
function unitsByKey(
  view: TreeView,
  sf: SourceFile,
  file: string,
  keyOf: (view: TreeView, file: string, node: Node) => string = unitKey,
): Map<string, Node> {
  const { Node, SyntaxKind } = loadTsMorph();
  const out = new Map<string, Node>();
  const add = (n: Node) => {
    const key = keyOf(view, file, n);
    if (!out.has(key)) out.set(key, n);
  };
  for (const stmt of sf.getStatements()) add(stmt);
  for (const n of descendantsOfKinds(sf, [...functionKinds(), SyntaxKind.VariableDeclaration])) {
    if (isFunctionLike(n)) add(n);
    else if (Node.isVariableDeclaration(n) && Node.isSourceFile(n.getVariableStatement()?.getParent())) add(n);
  }
  return out;
}

// ---------------------------------------------------------------------------------------
// What is not behaviour

/** Declarations that are not behaviour: types, constants, configuration, schemas, entity classes. */
function notBehaviour(view: TreeView, file: string, node: Node): boolean {
  const { Node } = loadTsMorph();
  if (
    Node.isTypeAliasDeclaration(node) ||
    Node.isInterfaceDeclaration(node) ||
    Node.isImportDeclaration(node) ||
    Node.isImportEqualsDeclaration(node) ||
    Node.isEnumDeclaration(node) ||
    (Node.isExportDeclaration(node) && node.isTypeOnly()) ||
    (Node.isModuleDeclaration(node) && node.hasDeclareKeyword())
  )
    return true;
  if (Node.isExportDeclaration(node)) return false;
  // a callback a validation schema is given (`.superRefine((val, ctx) => …)`, `.transform(…)`)
  // is the schema's: RULES.md counts validation schemas as no behaviour
  if (Node.isArrowFunction(node) || Node.isFunctionExpression(node)) {
    const call = node.getParent();
    if (Node.isCallExpression(call) && call.getArguments().includes(node) && isValidationSchema(view, file, call))
      return true;
  }
  // a factory that only builds a configured value (`return new SESClient({ region, credentials })`)
  if (Node.isFunctionDeclaration(node)) {
    const statements = node.getBody() && Node.isBlock(node.getBody()) ? node.getStatements() : [];
    const only = statements.length === 1 ? statements[0] : undefined;
    const returned = only && Node.isReturnStatement(only) ? only.getExpression() : undefined;
    const value = returned && unwrapExpression(returned, { throughAwait: false });
    // a client or value a package builds from configuration, not a mapping of the arguments
    // (`return content.slice(0, maxLength).trim()` computes from its parameter)
    return (
      value !== undefined &&
      (Node.isNewExpression(value) || Node.isCallExpression(value)) &&
      !mapsParameter(node, value) &&
      isConfigValue(view, file, value, 0)
    );
  }
  if (Node.isVariableStatement(node)) {
    if (node.hasDeclareKeyword()) return true;
    return node.getDeclarations().every((d) => {
      const init = d.getInitializer();
      return init === undefined || isConfigValue(view, file, init, 0) || isComposition(view, file, init);
    });
  }
  if (Node.isClassDeclaration(node)) {
    // An entity or a DTO: decorated properties with constant values, no logic of its own.
    return node
      .getMembers()
      .every(
        (m) =>
          Node.isPropertyDeclaration(m) &&
          (m.getInitializer() === undefined || isConfigValue(view, file, m.getInitializer()!, 0)),
      );
  }
  if (Node.isExpressionStatement(node)) {
    const e = unwrapExpression(node.getExpression());
    // `export const x = ...` is a statement above; a bare call is behaviour unless it only logs,
    // or registers a package's middleware built from configuration (`app.use(helmet({
    // contentSecurityPolicy: … }))`, `app.use(cors({ origin }))`): options, as a client's are
    return isLogging(e) || registersConfiguredMiddleware(view, file, e);
  }
  if (Node.isExportAssignment(node)) return isConfigValue(view, file, node.getExpression(), 0);
  // setup that runs only under the test runner (`if (process.env.NODE_ENV === 'test') require('./preload')`)
  if (Node.isIfStatement(node)) return !node.getElseStatement() && isTestOnlyCondition(node.getExpression().getText());
  return false;
}

/**
 * `app.use(…)` / `fastify.register(…)` of middleware that a package's function builds from
 * configuration, at most behind a path: every other argument is such a call. A router or a
 * function of the repository handed over by name is code, not options.
 */
function registersConfiguredMiddleware(view: TreeView, file: string, e: Node): boolean {
  const { Node } = loadTsMorph();
  if (!Node.isCallExpression(e)) return false;
  const callee = e.getExpression();
  if (!Node.isPropertyAccessExpression(callee) || !['use', 'register'].includes(callee.getName())) return false;
  const args = e.getArguments();
  const built = args.filter((a) => !Node.isStringLiteral(a) && !Node.isNoSubstitutionTemplateLiteral(a));
  return (
    built.length > 0 &&
    built.every((a) => (Node.isCallExpression(a) || Node.isNewExpression(a)) && isConfigValue(view, file, a, 0))
  );
}

/**
 * A condition true only under a test runner: `process.env.NODE_ENV === 'test'` (either
 * side, `==` too), `process.env.VITEST`, `process.env.JEST_WORKER_ID`, `import.meta.env.MODE
 * === 'test'`, or an `&&` of which one side is one of these.
 */
export function isTestOnlyCondition(text: string): boolean {
  const t = text.replace(/\s+/g, '');
  const env = String.raw`(process\.env|import\.meta\.env)`;
  const test = new RegExp(
    String.raw`^(${env}(\.NODE_ENV|\.MODE|\[['"]NODE_ENV['"]\])===?['"]test['"]|['"]test['"]===?${env}(\.NODE_ENV|\.MODE|\[['"]NODE_ENV['"]\])|!*${env}\.(VITEST|JEST_WORKER_ID)|${env}\.(VITEST|JEST_WORKER_ID)!==?undefined)$`,
  );
  if (test.test(t)) return true;
  const parts = t.split('&&');
  return parts.length > 1 && parts.some((p) => test.test(p.replace(/^\(|\)$/g, '')));
}

const CONFIG_DEPTH = 12;

/**
 * A value that is configuration rather than logic: literals, references, `process.env`
 * reads, object and array literals of such values, and values built by functions of
 * packages outside the repository from such values (`new Stripe(key, { ... })`,
 * `z.object({ ... })`, `pgTable('orders', { ... })`, `relations(t, ({ one }) => ({ ... }))`).
 */
export function isConfigValue(view: TreeView, file: string, expr: Node, depth: number): boolean {
  if (depth > CONFIG_DEPTH || configNesting > MAX_CONFIG_NESTING) return false;
  configNesting++;
  try {
    return isConfigValueWithin(view, file, expr, depth);
  } finally {
    configNesting--;
  }
}

/**
 * Nested questions of `isConfigValue`, across the factories and env readers it follows
 * (each question starts its own depth): a cycle of factories answers "not configuration"
 * instead of exhausting the stack.
 */
let configNesting = 0;
const MAX_CONFIG_NESTING = 64;

function isConfigValueWithin(view: TreeView, file: string, expr: Node, depth: number): boolean {
  const { Node } = loadTsMorph();
  const e = unwrapExpression(expr, { throughAwait: false });
  const config = (n: Node | undefined) => n === undefined || isConfigValue(view, file, n, depth + 1);
  if (isLiteral(e) || Node.isIdentifier(e) || Node.isThisExpression(e)) return true;
  if (Node.isTemplateExpression(e)) return e.getTemplateSpans().every((s) => config(s.getExpression()));
  if (Node.isPropertyAccessExpression(e) || Node.isElementAccessExpression(e)) return config(e.getExpression());
  if (Node.isPrefixUnaryExpression(e)) return config(e.getOperand());
  if (Node.isTypeOfExpression(e)) return config(e.getExpression());
  if (Node.isBinaryExpression(e)) return config(e.getLeft()) && config(e.getRight());
  if (Node.isConditionalExpression(e)) return config(e.getWhenTrue()) && config(e.getWhenFalse());
  // a list of implementations (`[new XProvider(), new TumblrProvider()]`): each instance is
  // built from configuration; which classes the list holds is configuration too
  if (Node.isArrayLiteralExpression(e))
    return e.getElements().every((x) => config(x) || configuredInstance(view, file, x, depth));
  if (Node.isSpreadElement(e)) return config(e.getExpression());
  if (Node.isObjectLiteralExpression(e)) {
    return e.getProperties().every((p) => {
      if (Node.isPropertyAssignment(p)) return config(p.getInitializer());
      if (Node.isShorthandPropertyAssignment(p)) return true;
      if (Node.isSpreadAssignment(p)) return config(p.getExpression());
      // a method that only logs (a logger's `log(opts) { … }`); other methods are logic
      if (Node.isMethodDeclaration(p)) return onlyLogs(view, file, p.getBody(), depth);
      return false;
    });
  }
  // `({ one, many }) => ({ ... })`: an expression-bodied callback of a package builder;
  // a callback whose statements only log (`logger: (opts) => { Sentry.captureException(…) }`).
  if (Node.isArrowFunction(e) || Node.isFunctionExpression(e)) {
    const body = e.getBody();
    return Node.isBlock(body) ? onlyLogs(view, file, body, depth) : config(body);
  }
  if (Node.isCallExpression(e) || Node.isNewExpression(e)) {
    const args = e.getArguments() ?? [];
    const callee = e.getExpression();
    // `HOST.split(':')[0]`, `HOST.includes(':')`: a built-in string method of a configured value.
    if (
      Node.isCallExpression(e) &&
      Node.isPropertyAccessExpression(callee) &&
      PURE_STRING_METHODS.has(callee.getName())
    )
      return config(callee.getExpression()) && args.every((a) => config(a));
    // a validation schema (`z.object({…}).refine((d) => …)`) is a schema, its refinements and
    // transforms included: RULES.md counts validation schemas as no behaviour
    if (Node.isCallExpression(e) && isValidationSchema(view, file, e, depth)) return true;
    if (!args.every((a) => config(a))) return false;
    if (fromPackage(view, file, callee, depth) || readsEnv(view, file, callee)) return true;
    // a factory of the repository that only builds configuration (`sentryLoggerLink()`)
    return Node.isCallExpression(e) && buildsConfig(view, file, e, depth);
  }
  return false;
}

/** `new C(…)` of any class, its arguments configuration: an element of a list of implementations. */
function configuredInstance(view: TreeView, file: string, x: Node, depth: number): boolean {
  const { Node } = loadTsMorph();
  const e = unwrapExpression(x, { throughAwait: false });
  return Node.isNewExpression(e) && (e.getArguments() ?? []).every((a) => isConfigValue(view, file, a, depth + 1));
}

/**
 * Statements that only log: logging calls, under conditions that are configuration
 * (`if (process.env.NODE_ENV === 'development') console.log(opts)`), and bare `return;`.
 */
function onlyLogs(view: TreeView, file: string, body: Node | undefined, depth: number): boolean {
  const { Node } = loadTsMorph();
  if (!body || depth > CONFIG_DEPTH) return false;
  const statement = (st: Node): boolean => {
    if (Node.isExpressionStatement(st)) return isLogging(unwrapExpression(st.getExpression()));
    if (Node.isReturnStatement(st)) return st.getExpression() === undefined;
    if (Node.isEmptyStatement(st)) return true;
    if (Node.isBlock(st)) return st.getStatements().every(statement);
    if (Node.isIfStatement(st)) {
      const otherwise = st.getElseStatement();
      return (
        isConfigValue(view, file, st.getExpression(), depth + 1) &&
        statement(st.getThenStatement()) &&
        (otherwise === undefined || statement(otherwise))
      );
    }
    return false;
  };
  return Node.isBlock(body) && body.getStatements().every(statement);
}

/** The call runs a function of the repository whose whole work is to return configuration. */
function buildsConfig(view: TreeView, callFile: string, call: Node, depth: number): boolean {
  const { Node } = loadTsMorph();
  if (!Node.isCallExpression(call)) return false;
  const v = valueOf(view, callFile, call.getExpression());
  if (v?.kind !== 'function') return false;
  const { fn, file } = v.ref;
  const body = Node.isBodyable(fn) || Node.isBodied(fn) ? fn.getBody() : undefined;
  if (body === undefined) return false;
  if (!Node.isBlock(body)) return isConfigValue(view, file, body, depth + 1);
  const statements = body.getStatements();
  const only = statements.length === 1 ? statements[0] : undefined;
  const returned = only && Node.isReturnStatement(only) ? only.getExpression() : undefined;
  return returned !== undefined && isConfigValue(view, file, returned, depth + 1);
}

/**
 * Composition on a module constant that a package built: `t.procedure.use(auth).use(tagQueries)`
 * for `const t = initTRPC.create({ ... })`. The parts it composes are names and
 * configuration, each judged where it is written.
 */
function isComposition(view: TreeView, file: string, expr: Node): boolean {
  const { Node } = loadTsMorph();
  let e = unwrapExpression(expr, { throughAwait: false });
  let calls = 0;
  for (;;) {
    if (Node.isCallExpression(e)) {
      if (!e.getArguments().every((a) => isConfigValue(view, file, a, 1))) return false;
      calls++;
      e = unwrapExpression(e.getExpression());
    } else if (Node.isPropertyAccessExpression(e)) {
      e = unwrapExpression(e.getExpression());
    } else break;
  }
  if (calls === 0 || !Node.isIdentifier(e)) return false;
  const decl = declarationOf(e);
  if (!decl || !Node.isVariableDeclaration(decl)) return false;
  if (!Node.isSourceFile(decl.getVariableStatement()?.getParent())) return false;
  // built by a package (`initTRPC.context<Ctx>().create({ errorFormatter })`), whatever its options
  const init = decl.getInitializer();
  const built = init && unwrapExpression(init, { throughAwait: false });
  return (
    built !== undefined &&
    (Node.isCallExpression(built) || Node.isNewExpression(built)) &&
    fromPackage(view, file, built.getExpression())
  );
}

/**
 * A function of the repository that reads the variable its first argument names
 * (`getRuntimeVariable("API_URL")` for `(key) => process.env[key]`): reading configuration.
 */
function readsEnv(view: TreeView, file: string, callee: Node): boolean {
  const v = valueOf(view, file, callee);
  return v?.kind === 'function' && envAccessor(v.ref.fn) !== undefined;
}

/**
 * A callee that is a function of a package outside the repository (or a global): the
 * root of `z.string().min(1)`, `pgTable`, `new Stripe`, followed through the chain.
 */
function fromPackage(view: TreeView, file: string, callee: Node, depth = 0): boolean {
  const { Node } = loadTsMorph();
  let root: Node = unwrapExpression(callee);
  for (;;) {
    if (Node.isPropertyAccessExpression(root) || Node.isElementAccessExpression(root)) {
      root = unwrapExpression(root.getExpression());
    } else if (Node.isCallExpression(root)) {
      // `z.string().min(1)`: the inner call must be configuration too.
      // (one question deeper: a factory these arguments call may build with this package again)
      if (!root.getArguments().every((a) => isConfigValue(view, file, a, depth + 1))) return false;
      root = unwrapExpression(root.getExpression());
    } else break;
  }
  if (!Node.isIdentifier(root)) return false;
  const decl = declarationOf(root);
  if (!decl) return GLOBAL_BUILDERS.has(root.getText());
  // a value of the repository that a package built from configuration (a schema
  // `base.pick({ … }).extend({ … })` derives from `z.object({ … })`): what it derives is too
  if (Node.isVariableDeclaration(decl)) return builtConfig(view, file, decl, depth);
  const imp = decl.getFirstAncestor((a) => Node.isImportDeclaration(a));
  if (!imp || !Node.isImportDeclaration(imp)) return false;
  const spec = specifierOf(imp);
  if (spec.startsWith('.')) {
    if (!Node.isImportSpecifier(decl)) return false;
    const target = resolveImport(view, file, spec);
    const tsf = target ? view.sourceFile(target) : undefined;
    const exported = tsf ? exportedDeclarations(tsf).get(decl.getName())?.[0] : undefined;
    return (
      target !== undefined &&
      exported !== undefined &&
      Node.isVariableDeclaration(exported) &&
      builtConfig(view, target, exported, depth)
    );
  }
  const target = resolveImport(view, file, spec);
  if (target === undefined) return true;
  // A workspace package of a monorepo is a package too (`@acme/db`'s `createPool(options)`):
  // its functions' behaviour is judged in its own module, not where they are configured.
  const theirs = packageContaining(view, target);
  return theirs !== undefined && theirs.dir !== packageContaining(view, file)?.dir;
}

/**
 * A constant whose value a package's function built from configuration (`z.object({ … })`,
 * `base.extend({ … })`), not an instance a class made (`new Stripe(key)`: its methods act).
 */
function builtConfig(view: TreeView, file: string, decl: Node, depth: number): boolean {
  const { Node } = loadTsMorph();
  if (!Node.isVariableDeclaration(decl) || depth > CONFIG_DEPTH) return false;
  const init = decl.getInitializer();
  const value = init ? unwrapExpression(init, { throughAwait: false }) : undefined;
  return value !== undefined && Node.isCallExpression(value) && isConfigValue(view, file, value, depth + 1);
}

/** Packages whose builders make validation schemas (zod, yup, Joi, valibot, TypeBox, …). */
const VALIDATION_PACKAGES = [
  'zod',
  'yup',
  'joi',
  '@hapi/joi',
  'valibot',
  '@sinclair/typebox',
  'superstruct',
  'arktype',
  'io-ts',
  '@effect/schema',
  '@vinejs/vine',
];

function isValidationPackage(specifier: string): boolean {
  return VALIDATION_PACKAGES.some((p) => specifier === p || specifier.startsWith(`${p}/`));
}

/**
 * A chain of calls that builds a validation schema: its root is a builder imported from a
 * validation package (`z.object(…)`, `Joi.string()`), or a schema of the repository that
 * one built (`driverSchema.extend({…})`, also imported from another module); what the
 * chain's calls are given (shapes, messages, `refine`/`transform` callbacks) is the schema's.
 * A schema named without a call (`ordersQuery`, `schemas.order`) is followed to where it is built.
 */
export function isValidationSchema(view: TreeView, file: string, expr: Node, depth = 0): boolean {
  const { Node } = loadTsMorph();
  if (depth > CONFIG_DEPTH) return false;
  let root: Node = unwrapExpression(expr, { throughAwait: false });
  let calls = 0;
  for (;;) {
    if (Node.isPropertyAccessExpression(root)) root = unwrapExpression(root.getExpression());
    else if (Node.isCallExpression(root)) {
      calls++;
      root = unwrapExpression(root.getExpression());
    } else break;
  }
  if (!Node.isIdentifier(root)) return false;
  if (calls === 0) {
    // a schema named (`ordersQuery`, `schemas.order`, one another module exports): where it is built
    const named = unwrapExpression(expr, { throughAwait: false });
    const value = definitionOf(view, named);
    return value !== undefined && value.node !== named && isValidationSchema(view, value.file, value.node, depth + 1);
  }
  const imp = declarationOf(root)?.getFirstAncestor((a) => Node.isImportDeclaration(a));
  if (imp && Node.isImportDeclaration(imp) && isValidationPackage(specifierOf(imp))) return true;
  // a schema of the repository, here or exported by another module, that one built
  const value = definitionOf(view, root);
  return value !== undefined && value.node !== root && isValidationSchema(view, value.file, value.node, depth + 1);
}

/** Methods of strings that compute a value from it and their arguments, and nothing else. */
const PURE_STRING_METHODS = new Set([
  'split',
  'includes',
  'startsWith',
  'endsWith',
  'trim',
  'trimStart',
  'trimEnd',
  'toLowerCase',
  'toUpperCase',
  'replace',
  'replaceAll',
  'slice',
  'padStart',
  'padEnd',
  'at',
]);

/** Globals that build values from their arguments. */
const GLOBAL_BUILDERS = new Set([
  'Symbol',
  'Map',
  'Set',
  'Date',
  'URL',
  'RegExp',
  'Number',
  'String',
  'BigInt',
  'Object',
  'Array',
]);

const LOG_METHODS = /^(log|info|warn|warning|error|debug|trace|fatal|verbose|silly)$/;
const LOG_RECEIVER = /(^|\.)_?(console|logger|log|logging|l|Logger)$/i;

/** A call that only logs or reports telemetry (`console.info`, `logger.warn`, `this.logger.error`, `Sentry.*`). */
export function isLogging(expr: Node): boolean {
  const { Node } = loadTsMorph();
  let e = unwrapExpression(expr);
  if (Node.isVoidExpression(e)) e = unwrapExpression(e.getExpression());
  if (!Node.isCallExpression(e)) return false;
  const callee = e.getExpression();
  if (!Node.isPropertyAccessExpression(callee)) return false;
  const receiver = callee.getExpression().getText();
  if (/^Sentry$/.test(receiver) || /^Sentry\./.test(receiver)) return true;
  return LOG_METHODS.test(callee.getName()) && LOG_RECEIVER.test(receiver);
}

/**
 * Declarations of a logger inside a unit (`const log = locals.log`, `const log =
 * logger.child({ route })`) whose every use logs (`log.info(…)`): like the calls, the logger
 * they log through is no behaviour.
 */
function loggerDeclarations(fn: Node): Node[] {
  const { Node, SyntaxKind } = loadTsMorph();
  const out: Node[] = [];
  for (const st of fn.getDescendantsOfKind(SyntaxKind.VariableStatement)) {
    const [decl, ...more] = st.getDeclarations();
    const name = decl?.getNameNode();
    if (more.length > 0 || !name || !Node.isIdentifier(name) || !LOG_RECEIVER.test(name.getText())) continue;
    const init = decl.getInitializer();
    const value = init ? unwrapExpression(init, { throughAwait: false }) : undefined;
    // a logger read from where it is kept, or made by a logger's own factory
    const callee = value && Node.isCallExpression(value) ? value.getExpression() : undefined;
    const fromLogger =
      value !== undefined &&
      (Node.isPropertyAccessExpression(value) ||
        (callee !== undefined &&
          Node.isPropertyAccessExpression(callee) &&
          LOG_RECEIVER.test(callee.getExpression().getText())));
    if (!fromLogger) continue;
    // the name where it stands for the logger (not `locals.log`'s property name, nor a key)
    const uses = valueUses(fn, (n) => n === name.getText(), name);
    const logs = (id: Node) => {
      const access = id.getParent();
      return (
        Node.isPropertyAccessExpression(access) &&
        access.getExpression() === id &&
        LOG_METHODS.test(access.getName()) &&
        Node.isCallExpression(access.getParent())
      );
    };
    if (uses.every(logs)) out.push(st);
  }
  return out;
}

// ---------------------------------------------------------------------------------------
// Fingerprints

interface FingerprintOptions {
  /** Keep the text of messages (string literals with spaces); false: a message change is no change. */
  messages: boolean;
  /**
   * Set aside the wording of prose (text for a person or a model to read: an error's message,
   * a prompt), keeping what is interpolated into it; text that is code or is compared stays.
   */
  prose?: boolean;
  /** Keep work run after the response; false: changing only that is no change. */
  afterResponse: boolean;
  /** Leave nested functions out (they are judged as units of their own). */
  skipFunctions?: boolean;
  /** Nodes left out (judged on their own, such as the case bodies of a webhook's events). */
  skip?: Node[];
  /** Nodes left out without a trace (code that does nothing in the case compared). */
  omit?: Node[];
  /** Expressions read as the strings they hold; string literals are then written by their value. */
  values?: Map<TS.Node, string>;
  /** Module specifiers (`import("…")`, `require("…")`) written as the module they name, where known. */
  modules?: (specifier: string) => string | undefined;
  /** Leave `export` out: exporting a function (moved to another module, or called from one) changes nothing it does. */
  noExport?: boolean;
  /**
   * Read a call of a helper of the same module whose whole body returns one expression as
   * that expression, its parameters read as the call's arguments (see `returnHelpers`).
   */
  inlineHelpers?: boolean;
}

/**
 * The fingerprint of a node as the Stripe webhook rules read it: without comments,
 * logging, messages and work run after the response, and without the `skip` nodes.
 */
export function processingFingerprint(node: Node, skip: Node[] = []): string {
  return fingerprint(node, { messages: false, afterResponse: false, skip });
}

/** Whether the unit's code differs from its base counterpart (a unit new to the file differs). */
function differsFromBase(
  views: Views,
  file: string,
  node: Node,
  baseUnits: Map<string, Node>,
  opts: FingerprintOptions,
): boolean {
  const before = baseUnits.get(kindKey(views.head, file, node));
  if (!before) return !onlyLogging(node);
  return !sameCode(views, before, node, opts);
}

interface Views {
  base: TreeView;
  head: TreeView;
  /** The change's workspace, where the modules it moved functions between are asked. */
  workspace?: Workspace;
}

/**
 * The unit's code is the same as before once what does not count is set aside, and once
 * names written in its place are read as the strings they hold (`appId: config.id` is
 * `appId: "xero"` where `config.id` is the constant `"xero"`).
 */
function sameCode(views: Views, before: Node, node: Node, opts: FingerprintOptions): boolean {
  // A statement's functions are units of their own: the statement is judged without them.
  const own = { ...opts, skipFunctions: !isFunctionLike(node) };
  const [was, is] = [fingerprint(before, own), fingerprint(node, own)];
  if (was === is) return true;
  if (onlyOptionsSwapped(views, before, node, own)) return true;
  if (sameOnceModulesFollowed(views, before, node, own)) return true;
  // a part of it extracted into a helper of the module (`data: buildData(params)`), or inlined back
  const inline = { ...own, inlineHelpers: true };
  if (fingerprint(before, inline) === fingerprint(node, inline)) return true;
  const [beforeNames, nodeNames] = [
    stringsOfNames(views.base, before, node, is),
    stringsOfNames(views.head, node, before, was),
  ];
  if (!beforeNames?.size && !nodeNames?.size) return false;
  return (
    fingerprint(before, { ...own, values: beforeNames ?? new Map() }) ===
    fingerprint(node, { ...own, values: nodeNames ?? new Map() })
  );
}

/**
 * The two sides differ only in the modules they import, and each module the head names is
 * where the change moved the base's module's functions unchanged (`await
 * import("@/server/actions/change-map")` becomes `await import("@/lib/change-map/compute")`).
 */
function sameOnceModulesFollowed(views: Views, before: Node, node: Node, opts: FingerprintOptions): boolean {
  if (views.workspace === undefined) return false;
  const moves = movedModules(views.workspace);
  if (moves.size === 0) return false;
  const [baseFile, headFile] = [views.base.pathOf(before.getSourceFile()), views.head.pathOf(node.getSourceFile())];
  const was = fingerprint(before, { ...opts, modules: (spec) => resolveImport(views.base, baseFile, spec) });
  const is = fingerprint(node, {
    ...opts,
    modules: (spec) => {
      const target = resolveImport(views.head, headFile, spec);
      return target === undefined ? undefined : (moves.get(target) ?? target);
    },
  });
  return was === is;
}

/** A string literal that names a module: of `import(…)`, `require(…)`, an import or export declaration. */
function isModuleSpecifierTs(n: TS.StringLiteralLike): boolean {
  const { ts } = loadTsMorph();
  const parent = n.parent;
  if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent)) return parent.moduleSpecifier === n;
  if (!ts.isCallExpression(parent) || parent.arguments[0] !== n) return false;
  const callee = parent.expression;
  return callee.kind === ts.SyntaxKind.ImportKeyword || (ts.isIdentifier(callee) && callee.text === 'require');
}

/**
 * Functions the change moved from one module to another without changing them: a function
 * of a base module that the module no longer has, and a function of that name the change
 * adds to another module, with the same code. A move alters no behaviour.
 */
const movedUnits = changeFact((workspace: Workspace): Map<Node, string> => {
  const { head, base, changes } = workspace;
  // moved code is compared as written (with the modules it imports as they are named)
  const views = { base, head };
  const opts: FingerprintOptions = { messages: true, afterResponse: true, noExport: true };
  // each changed module's functions the change took out (by name), and those it added
  const left = new Map<string, { node: Node; file: string }[]>();
  const added: { node: Node; name: string; file: string }[] = [];
  for (const f of changes.files) {
    if (!isCodeFile(f.path) || workspace.isGenerated(f.path)) continue;
    const basePath = f.oldPath ?? f.path;
    const bsf = f.status !== 'added' && base.exists(basePath) ? base.sourceFile(basePath) : undefined;
    const hsf = f.status !== 'deleted' && head.exists(f.path) ? head.sourceFile(f.path) : undefined;
    const before = bsf ? unitsByKey(base, bsf, basePath, kindKey) : new Map<string, Node>();
    const after = hsf ? unitsByKey(head, hsf, f.path, kindKey) : new Map<string, Node>();
    for (const [k, n] of before) {
      const name = isFunctionLike(n) && !after.has(k) ? unitName(n) : undefined;
      if (name) left.set(name, [...(left.get(name) ?? []), { node: n, file: basePath }]);
    }
    for (const [k, n] of after) {
      const name = isFunctionLike(n) && !before.has(k) ? unitName(n) : undefined;
      if (name) added.push({ node: n, name, file: f.path });
    }
  }
  const out = new Map<Node, string>();
  for (const a of added) {
    const from = left.get(a.name)?.find((b) => b.file !== a.file && sameCode(views, b.node, a.node, opts));
    if (from) out.set(a.node, from.file);
  }
  return out;
});

/** The modules the change moved functions to, each with the one they came from (when one). */
const movedModules = changeFact((workspace: Workspace): Map<string, string> => {
  const origins = new Map<string, Set<string>>();
  for (const [node, from] of movedUnits(workspace)) {
    const to = workspace.head.pathOf(node.getSourceFile());
    origins.set(to, (origins.get(to) ?? new Set()).add(from));
  }
  const out = new Map<string, string>();
  for (const [to, from] of origins) if (from.size === 1) out.set(to, [...from][0]);
  // a module renamed (`git mv`) is the module it was
  for (const f of workspace.changes.files) if (f.status === 'renamed' && f.oldPath) out.set(f.path, f.oldPath);
  return out;
});

/**
 * The change only swaps options of a package's call for others that are configuration too:
 * `links: [loggerLink({ … })]` becomes `links: [sentryLoggerLink()]`, `onError: createOnError("x")`
 * becomes `onError: createTRPCOnError("x")`, where both are built by calls whose whole work is
 * configuration (options, callbacks that only log). Each place where the two sides differ is
 * such a call on both sides, sits in the options (object and array literals) of a call to a
 * package's function, and uses none of the unit's own parameters or variables.
 */
function onlyOptionsSwapped(views: Views, before: Node, node: Node, opts: FingerprintOptions): boolean {
  const pairs = differingPairs(before, node, opts);
  return (
    pairs !== undefined &&
    pairs.length > 0 &&
    pairs.every(
      ([b, h]) => swappableOption(views.base, before, calledAt(b)) && swappableOption(views.head, node, calledAt(h)),
    )
  );
}

/** The call a difference in a callee belongs to (`createOnError` of `createOnError('x')`), else the node. */
function calledAt(node: Node): Node {
  const { Node } = loadTsMorph();
  let at = node;
  for (;;) {
    const parent = at.getParent();
    if (parent && Node.isPropertyAccessExpression(parent) && parent.getExpression() === at) at = parent;
    else if (parent && (Node.isCallExpression(parent) || Node.isNewExpression(parent)) && parent.getExpression() === at)
      return parent;
    else return node;
  }
}

/** Most places two versions of a unit may differ in for `onlyOptionsSwapped`. */
const MAX_SWAPS = 4;

/**
 * The smallest pairs of nodes where two versions differ, walking both in step while their
 * shapes agree (same kind, same number of children); undefined beyond `MAX_SWAPS` pairs.
 */
function differingPairs(a: Node, b: Node, opts: FingerprintOptions): [Node, Node][] | undefined {
  const out: [Node, Node][] = [];
  // the same text is the same fingerprint where no option names nodes of one side
  const byText = !opts.values && !opts.skip?.length && !opts.omit?.length;
  const walk = (x: Node, y: Node): boolean => {
    if (byText && x.getText() === y.getText()) return true;
    if (fingerprint(x, opts) === fingerprint(y, opts)) return true;
    const [xs, ys] = [x.forEachChildAsArray(), y.forEachChildAsArray()];
    if (x.getKind() === y.getKind() && xs.length === ys.length && xs.length > 0) {
      const before = out.length;
      for (let i = 0; i < xs.length; i++) if (!walk(xs[i], ys[i])) return false;
      // children alike but the node differs (an operator, a keyword): the node is the difference
      if (out.length > before) return true;
    }
    out.push([x, y]);
    return out.length <= MAX_SWAPS;
  };
  return walk(a, b) ? out : undefined;
}

/**
 * A call that is configuration, in the options of a package function's call (through object
 * and array literals only), that reads nothing declared inside the unit.
 */
function swappableOption(view: TreeView, unit: Node, at: Node): boolean {
  const { Node, SyntaxKind } = loadTsMorph();
  if (!Node.isCallExpression(at) && !Node.isNewExpression(at)) return false;
  const file = view.pathOf(at.getSourceFile());
  let child: Node = at;
  let parent = at.getParent();
  while (
    parent &&
    (Node.isArrayLiteralExpression(parent) ||
      Node.isObjectLiteralExpression(parent) ||
      Node.isParenthesizedExpression(parent) ||
      (Node.isPropertyAssignment(parent) && parent.getInitializer() === child))
  ) {
    child = parent;
    parent = parent.getParent();
  }
  if (child === at || !parent || !(Node.isCallExpression(parent) || Node.isNewExpression(parent))) return false;
  if (!(parent.getArguments() ?? []).includes(child) || !fromPackage(view, file, parent.getExpression())) return false;
  const ownNames = at.getDescendantsOfKind(SyntaxKind.Identifier).some((id) => {
    const decl = declarationOf(id);
    return decl !== undefined && contains(unit, decl) && !contains(at, decl);
  });
  return !ownNames && isConfigValue(view, file, at, 0);
}

/**
 * The strings that names in a unit hold (`config.id`, `PLAN`), by their compiler nodes:
 * only names that the other side's fingerprint does not have (those the change replaced),
 * at most `MAX_RESOLVED_NAMES` of them (undefined beyond: a rewrite, not a substitution).
 */
function stringsOfNames(view: TreeView, unit: Node, other: Node, otherPrint: string): Map<TS.Node, string> | undefined {
  const { ts } = loadTsMorph();
  const sf = unit.getSourceFile();
  const csf = sf.compilerNode;
  const names = namesWritten(otherPrint);
  // only names on lines the other side does not have (the lines the change wrote)
  const otherLines = new Set(
    other
      .getText()
      .split('\n')
      .map((l) => l.trim()),
  );
  const text = csf.text;
  const lineOf = (n: TS.Node) => {
    const start = n.getStart(csf);
    const from = text.lastIndexOf('\n', start - 1) + 1;
    const to = text.indexOf('\n', start);
    return text.slice(from, to < 0 ? text.length : to).trim();
  };
  const candidates: TS.Node[] = [];
  const inOther = (n: TS.Node) => otherLines.has(lineOf(n)) || names.has(n.getText(csf).replace(/\s+/g, ''));
  const visit = (n: TS.Node): boolean => {
    // names in types (left out of fingerprints) are not values
    if (ts.isTypeNode(n) || ts.isTypeParameterDeclaration(n)) return true;
    const parent = n.parent;
    const isName =
      (ts.isPropertyAccessExpression(n) || ts.isIdentifier(n)) &&
      !(ts.isIdentifier(n) && ts.isPropertyAccessExpression(parent) && parent.name === n) &&
      !(ts.isCallExpression(parent) && parent.expression === n) &&
      !((ts.isPropertyAssignment(parent) || ts.isVariableDeclaration(parent)) && parent.name === n);
    if (isName && !inOther(n)) {
      candidates.push(n);
      return candidates.length <= MAX_RESOLVED_NAMES;
    }
    return !ts.forEachChild(n, (c) => (visit(c) ? undefined : true));
  };
  if (!visit(unit.compilerNode)) return undefined;
  const out = new Map<TS.Node, string>();
  for (const n of candidates) {
    const at = wrapperOf(unit, n);
    const value = at ? resolveString(view, at) : undefined;
    if (value !== undefined) out.set(n, value);
  }
  return out;
}

/** The names and member chains (`a`, `a.b`, `a.b.c`) a fingerprint writes. */
function namesWritten(fingerprint: string): Set<string> {
  const tokens = fingerprint.split(' ');
  const out = new Set<string>();
  const isName = (t: string | undefined) => t !== undefined && /^[A-Za-z_$][\w$]*$/.test(t);
  for (let i = 0; i < tokens.length; i++) {
    if (!isName(tokens[i]) || tokens[i - 1] === '.') continue;
    let chain = tokens[i];
    out.add(chain);
    for (let j = i + 1; (tokens[j] === '.' || tokens[j] === '?.') && isName(tokens[j + 1]); j += 2)
      out.add((chain += `${tokens[j]}${tokens[j + 1]}`));
  }
  return out;
}

/** Names a changed unit's strings are resolved for, at most. */
const MAX_RESOLVED_NAMES = 8;

/** `unitKey` with the node's kind: a function's key, not that of the statement declaring it. */
function kindKey(view: TreeView, file: string, node: Node): string {
  return `${node.getKindName()} ${unitKey(view, file, node)}`;
}

/**
 * A request handler that forwards to a service still changes what its route accepts when
 * it is new (a route nothing served before) or takes other parameters than on the base
 * (a NestJS method that reads a new `@Query('type')`): the service's tests do not request
 * the route.
 */
function newRequestInputs(head: Node, base: Node | undefined): boolean {
  if (!base) return true;
  if (!isFunctionLike(head) || !isFunctionLike(base)) return false;
  // what each parameter is given: its decorators (`@Body()`, `@Query('from')`), not its name or
  // type (`@Body() body: { name: string }` and `@Body() dto: CreateDto` take the same body)
  const params = (n: Node) =>
    parametersOf(n)
      .map((p) =>
        p.getDecorators().length > 0
          ? p
              .getDecorators()
              .map((d) => d.getText().replace(/\s+/g, ''))
              .join(' ')
          : p.getNameNode().getText().replace(/\s+/g, ''),
      )
      .join(',');
  return params(head) !== params(base);
}

/** A function-like node's parameters. */
function parametersOf(fn: Node): import('ts-morph').ParameterDeclaration[] {
  return (fn as Node & { getParameters(): import('ts-morph').ParameterDeclaration[] }).getParameters();
}

/**
 * The parameters whose default values differ between two versions of a function that are
 * otherwise the same (`maxLength = 1000` → `maxLength = 4000`); undefined when anything else
 * differs, or nothing does.
 */
function changedDefaults(before: Node, after: Node, opts: FingerprintOptions): number[] | undefined {
  if (!isFunctionLike(before) || !isFunctionLike(after)) return undefined;
  const [was, is] = [parametersOf(before), parametersOf(after)];
  if (was.length !== is.length) return undefined;
  const changed: number[] = [];
  was.forEach((p, i) => {
    const [a, b] = [p.getInitializer(), is[i].getInitializer()];
    if (a && b && fingerprint(a, opts) !== fingerprint(b, opts)) changed.push(i);
  });
  if (changed.length === 0) return undefined;
  const skip = (ps: import('ts-morph').ParameterDeclaration[]) => changed.map((i) => ps[i].getInitializer()!);
  const same = fingerprint(before, { ...opts, skip: skip(was) }) === fingerprint(after, { ...opts, skip: skip(is) });
  return same ? changed : undefined;
}

/** The value is a parameter of the function, read or transformed by its methods (`content.slice(0, n).trim()`). */
function mapsParameter(fn: Node, value: Node): boolean {
  const { Node } = loadTsMorph();
  let at: Node = unwrapExpression(value);
  for (;;) {
    const callee = Node.isCallExpression(at) ? at.getExpression() : undefined;
    if (callee && Node.isPropertyAccessExpression(callee)) at = unwrapExpression(callee.getExpression());
    else if (Node.isPropertyAccessExpression(at) || Node.isElementAccessExpression(at))
      at = unwrapExpression(at.getExpression());
    else break;
  }
  if (!Node.isIdentifier(at)) return false;
  const decl = declarationOf(at);
  return decl !== undefined && Node.isParameterDeclaration(decl) && decl.getParent() === fn;
}

/**
 * The parameters of the functions in `root` that a framework fills with a part of the
 * request: by name (`@Query('roomId') roomId`: `whole`, the part `Query.roomId`), or whole
 * (`@Query() dto`: `members`, whose `dto.roomId` is `Query.roomId`).
 */
function requestPartParameters(root: TS.Node): {
  params: Set<TS.Node>;
  whole: Map<string, string>;
  members: Map<string, string>;
} {
  const { ts } = loadTsMorph();
  const params = new Set<TS.Node>();
  const whole = new Map<string, string>();
  const members = new Map<string, string>();
  const visit = (n: TS.Node): void => {
    if (ts.isParameter(n) && ts.isIdentifier(n.name)) {
      for (const d of ts.getDecorators(n) ?? []) {
        const call = d.expression;
        if (!ts.isCallExpression(call) || !ts.isIdentifier(call.expression)) continue;
        const part = call.expression.text;
        if (!NEST_REQUEST_PART_DECORATORS.has(part)) continue;
        const [first] = call.arguments;
        if (first === undefined) members.set(n.name.text, part);
        else if (ts.isStringLiteralLike(first) && call.arguments.length === 1)
          whole.set(n.name.text, `${part}.${first.text}`);
        else continue;
        params.add(n);
      }
      return;
    }
    ts.forEachChild(n, visit);
  };
  if (/@(Query|Params?|Body|Headers)\s*\(/.test(root.getText())) visit(root);
  return { params, whole, members };
}

/** An identifier that reads a value: not a member's or a property's name, nor a declaration's. */
function isReferenceTs(id: TS.Identifier): boolean {
  const { ts } = loadTsMorph();
  const up = id.parent;
  if ((ts.isPropertyAccessExpression(up) || ts.isPropertyAssignment(up)) && up.name === id) return false;
  if (ts.isParameter(up) || ts.isVariableDeclaration(up) || ts.isBindingElement(up)) return up.name !== id;
  if (ts.isMethodDeclaration(up) || ts.isFunctionDeclaration(up) || ts.isPropertyDeclaration(up)) return false;
  return true;
}

/** Binary operators by how tightly they bind (higher binds tighter). */
function binaryPrecedence(kind: TS.SyntaxKind): number | undefined {
  const K = loadTsMorph().ts.SyntaxKind;
  switch (kind) {
    case K.AsteriskAsteriskToken:
      return 15;
    case K.AsteriskToken:
    case K.SlashToken:
    case K.PercentToken:
      return 14;
    case K.PlusToken:
    case K.MinusToken:
      return 13;
    case K.LessThanLessThanToken:
    case K.GreaterThanGreaterThanToken:
    case K.GreaterThanGreaterThanGreaterThanToken:
      return 12;
    case K.LessThanToken:
    case K.GreaterThanToken:
    case K.LessThanEqualsToken:
    case K.GreaterThanEqualsToken:
    case K.InstanceOfKeyword:
    case K.InKeyword:
      return 11;
    case K.EqualsEqualsToken:
    case K.ExclamationEqualsToken:
    case K.EqualsEqualsEqualsToken:
    case K.ExclamationEqualsEqualsToken:
      return 10;
    case K.AmpersandToken:
      return 9;
    case K.CaretToken:
      return 8;
    case K.BarToken:
      return 7;
    case K.AmpersandAmpersandToken:
      return 6;
    case K.BarBarToken:
      return 5;
    case K.QuestionQuestionToken:
      return 4;
    default:
      return undefined;
  }
}

/** `x as T`, `x satisfies T`, `x!`, `<T>x`: a type around a value, which does not run. */
function isTypeWrapper(
  n: TS.Node,
): n is TS.AsExpression | TS.SatisfiesExpression | TS.NonNullExpression | TS.TypeAssertion {
  const { ts } = loadTsMorph();
  return (
    ts.isAsExpression(n) || ts.isSatisfiesExpression(n) || ts.isNonNullExpression(n) || ts.isTypeAssertionExpression(n)
  );
}

/**
 * Parentheses whose removal leaves the code meaning what it meant: around a name, a call or
 * a member read (not as what `new` constructs); around any expression but a comma list where
 * a whole expression stands (an initializer, a returned value, an argument, an element, a
 * branch of `?:`); around an operation that binds tighter than the one it is an operand of.
 */
function redundantParentheses(paren: TS.ParenthesizedExpression): boolean {
  const { ts } = loadTsMorph();
  // types do not run: `(rows as Row[]).map(…)` groups `rows`
  let inner: TS.Expression = paren.expression;
  while (isTypeWrapper(inner)) inner = inner.expression;
  // what the parentheses stand in, once the types around them are left out (`(a ?? b) as T`)
  let self: TS.Node = paren;
  let parent = paren.parent;
  while (isTypeWrapper(parent)) {
    self = parent;
    parent = parent.parent;
  }
  if (ts.isNewExpression(parent) && parent.expression === self) return false;
  if (
    ts.isIdentifier(inner) ||
    ts.isCallExpression(inner) ||
    ts.isPropertyAccessExpression(inner) ||
    ts.isElementAccessExpression(inner) ||
    ts.isStringLiteral(inner) ||
    ts.isNumericLiteral(inner) ||
    ts.isNoSubstitutionTemplateLiteral(inner) ||
    ts.isTemplateExpression(inner) ||
    ts.isArrayLiteralExpression(inner) ||
    ts.isParenthesizedExpression(inner)
  )
    return (
      !ts.isOptionalChain(inner) ||
      !(ts.isPropertyAccessExpression(parent) || ts.isElementAccessExpression(parent) || ts.isCallExpression(parent))
    );
  const comma = ts.isBinaryExpression(inner) && inner.operatorToken.kind === ts.SyntaxKind.CommaToken;
  if (comma) return false;
  const whole =
    (ts.isVariableDeclaration(parent) && parent.initializer === self) ||
    (ts.isReturnStatement(parent) && parent.expression === self) ||
    (ts.isPropertyAssignment(parent) && parent.initializer === self) ||
    (ts.isCallExpression(parent) && parent.arguments.some((a) => a === self)) ||
    ts.isArrayLiteralExpression(parent) ||
    ts.isTemplateSpan(parent) ||
    ts.isSpreadElement(parent) ||
    (ts.isConditionalExpression(parent) && (parent.whenTrue === self || parent.whenFalse === self));
  if (whole) return true;
  if (ts.isBinaryExpression(parent) && ts.isBinaryExpression(inner)) {
    const outer = binaryPrecedence(parent.operatorToken.kind);
    const own = binaryPrecedence(inner.operatorToken.kind);
    if (outer === undefined || own === undefined) return false;
    if (own > outer) return true;
    // left-associative: `(a - b) - c` is `a - b - c`; `**` groups to the right
    return own === outer && parent.left === self && inner.operatorToken.kind !== ts.SyntaxKind.AsteriskAsteriskToken;
  }
  return false;
}

/**
 * An expression that only computes a value: no call, construction, await, yield, assignment,
 * increment or delete in it (a function it defines is not run by it).
 */
function sideEffectFree(expr: TS.Node): boolean {
  const { ts } = loadTsMorph();
  let free = true;
  const visit = (n: TS.Node): void => {
    if (!free || ts.isFunctionLike(n)) return;
    if (
      ts.isCallExpression(n) ||
      ts.isNewExpression(n) ||
      ts.isTaggedTemplateExpression(n) ||
      ts.isAwaitExpression(n) ||
      ts.isYieldExpression(n) ||
      ts.isDeleteExpression(n) ||
      ((ts.isPrefixUnaryExpression(n) || ts.isPostfixUnaryExpression(n)) &&
        (n.operator === ts.SyntaxKind.PlusPlusToken || n.operator === ts.SyntaxKind.MinusMinusToken)) ||
      (ts.isBinaryExpression(n) &&
        n.operatorToken.kind >= ts.SyntaxKind.FirstAssignment &&
        n.operatorToken.kind <= ts.SyntaxKind.LastAssignment)
    ) {
      free = false;
      return;
    }
    ts.forEachChild(n, visit);
  };
  visit(expr);
  return free;
}

/** A new function whose body only logs. */
function onlyLogging(node: Node): boolean {
  const { Node } = loadTsMorph();
  if (!isFunctionLike(node)) return false;
  const body = (node as Node & { getBody?: () => Node | undefined }).getBody?.();
  if (!body || !Node.isBlock(body)) return false;
  const stmts = body.getStatements();
  return stmts.length > 0 && stmts.every((s) => Node.isExpressionStatement(s) && isLogging(s.getExpression()));
}

/** A read of env variables, alone or with others as its fallbacks: `process.env.A ?? process.env.B`. */
function envReadsOnly(n: TS.Node, sf: TS.SourceFile): boolean {
  const { ts } = loadTsMorph();
  if (ts.isParenthesizedExpression(n)) return envReadsOnly(n.expression, sf);
  if (ts.isBinaryExpression(n)) {
    const op = n.operatorToken.kind;
    return (
      (op === ts.SyntaxKind.BarBarToken || op === ts.SyntaxKind.QuestionQuestionToken) &&
      envReadsOnly(n.left, sf) &&
      envReadsOnly(n.right, sf)
    );
  }
  if (ts.isPropertyAccessExpression(n) || ts.isElementAccessExpression(n)) {
    const object = n.expression.getText(sf).replace(/\s+/g, '');
    return object === 'process.env' || object === 'import.meta.env' || object === 'Bun.env';
  }
  return false;
}

/** The tokens of a node, without comments, logging statements and the values that do not count. */
export function fingerprint(node: Node, opts: FingerprintOptions): string {
  const { ts } = loadTsMorph();
  const sf = node.getSourceFile().compilerNode;
  const out: string[] = [];
  const skipped = new Set((opts.skip ?? []).map((n) => n.compilerNode));
  const omitted = new Set((opts.omit ?? []).map((n) => n.compilerNode));
  let dropComma = false;
  let uses: Map<string, TS.Identifier[]> | undefined;
  const usesOf = (name: string): TS.Identifier[] => {
    if (!uses) {
      uses = new Map();
      const walk = (x: TS.Node): void => {
        if (ts.isIdentifier(x)) {
          const list = uses!.get(x.text);
          if (list) list.push(x);
          else uses!.set(x.text, [x]);
        }
        ts.forEachChild(x, walk);
      };
      walk(node.compilerNode);
    }
    return uses.get(name) ?? [];
  };
  const constantsInlined = (st: TS.VariableStatement): boolean => {
    if (!(st.declarationList.flags & ts.NodeFlags.Const)) return false;
    return st.declarationList.declarations.every((d) => {
      if (!ts.isIdentifier(d.name)) return false;
      const read = usesOf(d.name.text).filter((id) => id !== d.name);
      return read.length > 0 && read.every((id) => opts.values!.has(id));
    });
  };
  // `const missing = ENV_NAMES[key]` read by nothing but a log line (or by another such
  // constant) is part of the logging: what runs is the same
  const loggedOnly = new Map<TS.VariableStatement, boolean>();
  const onlyLogged = (st: TS.VariableStatement): boolean => {
    const known = loggedOnly.get(st);
    if (known !== undefined) return known;
    loggedOnly.set(st, false);
    const result =
      !!(st.declarationList.flags & ts.NodeFlags.Const) &&
      st.declarationList.declarations.every((d) => {
        if (!ts.isIdentifier(d.name) || (d.initializer && !sideEffectFree(d.initializer))) return false;
        const read = usesOf(d.name.text).filter((id) => id !== d.name);
        return (
          read.length > 0 &&
          read.every((id) => {
            for (let p: TS.Node | undefined = id.parent; p && p !== node.compilerNode; p = p.parent) {
              if (ts.isExpressionStatement(p) && isLoggingTs(p.expression)) return true;
              if (ts.isVariableStatement(p) && p !== st) return onlyLogged(p);
            }
            return false;
          })
        );
      });
    loggedOnly.set(st, result);
    return result;
  };
  const aliases = aliasesIn(node.compilerNode, sf);
  const parts = requestPartParameters(node.compilerNode);
  const helpers = opts.inlineHelpers ? returnHelpers(sf) : undefined;
  // the parameters of the helpers being read inline, each as its call's argument
  const bound: Map<string, TS.Node>[] = [];
  const inlining = new Set<string>();
  // an expression read in another's place, in parentheses unless it is one term already
  const visitGrouped = (e: TS.Node) => {
    let inner = e;
    while (ts.isParenthesizedExpression(inner)) inner = inner.expression;
    const term =
      ts.isIdentifier(inner) ||
      ts.isPropertyAccessExpression(inner) ||
      ts.isElementAccessExpression(inner) ||
      ts.isCallExpression(inner) ||
      ts.isObjectLiteralExpression(inner) ||
      ts.isArrayLiteralExpression(inner) ||
      ts.isLiteralExpression(inner) ||
      ts.isTemplateExpression(inner) ||
      inner.kind === ts.SyntaxKind.TrueKeyword ||
      inner.kind === ts.SyntaxKind.FalseKeyword ||
      inner.kind === ts.SyntaxKind.NullKeyword;
    if (term) return visit(inner);
    out.push('(');
    visit(inner);
    out.push(')');
  };
  const visit = (n: TS.Node) => {
    if (helpers && bound.length > 0 && ts.isIdentifier(n) && isReferenceTs(n)) {
      const arg = bound[bound.length - 1].get(n.text);
      if (arg) {
        // the argument is read where the call wrote it
        const frame = bound.pop()!;
        visitGrouped(arg);
        bound.push(frame);
        return;
      }
    }
    if (helpers && ts.isCallExpression(n) && ts.isIdentifier(n.expression) && !n.questionDotToken) {
      const helper = helpers.get(n.expression.text);
      if (
        helper &&
        !inlining.has(n.expression.text) &&
        helper.params.length === n.arguments.length &&
        !n.arguments.some(ts.isSpreadElement)
      ) {
        inlining.add(n.expression.text);
        bound.push(new Map(helper.params.map((name, i) => [name, n.arguments[i]])));
        visitGrouped(helper.body);
        bound.pop();
        inlining.delete(n.expression.text);
        return;
      }
    }
    if (dropComma) {
      dropComma = false;
      if (n.kind === ts.SyntaxKind.CommaToken) return;
    }
    if (skipped.has(n)) {
      out.push('B');
      return;
    }
    if (omitted.has(n)) {
      // the separator after an element left out of a list goes with it
      dropComma = true;
      return;
    }
    // a part of the request a parameter is given (`@Query('roomId') roomId`, or a validated
    // object of them, `@Query() dto: RangeDto`, read as `dto.roomId`) is named by the part
    if (parts.params.has(n)) {
      dropComma = true;
      return;
    }
    if (parts.whole.size > 0 || parts.members.size > 0) {
      if (ts.isShorthandPropertyAssignment(n) && parts.whole.has(n.name.text)) {
        out.push(n.name.text, ':', parts.whole.get(n.name.text)!);
        return;
      }
      if (ts.isPropertyAccessExpression(n) && ts.isIdentifier(n.expression) && parts.members.has(n.expression.text)) {
        out.push(`${parts.members.get(n.expression.text)}.${n.name.text}`);
        return;
      }
      if (ts.isIdentifier(n) && parts.whole.has(n.text) && isReferenceTs(n)) {
        out.push(parts.whole.get(n.text)!);
        return;
      }
    }
    // `const d = data as Record<string, unknown>` names the same value: its uses are `data`
    if (aliases.size > 0) {
      if (ts.isVariableStatement(n) && n.declarationList.declarations.every((d) => aliases.has(d.name))) return;
      const aliased = ts.isIdentifier(n) ? aliases.get(aliasDeclarationOf(n, aliases)) : undefined;
      if (aliased !== undefined) {
        out.push(aliased);
        return;
      }
    }
    if (n.kind >= ts.SyntaxKind.FirstJSDocNode && n.kind <= ts.SyntaxKind.LastJSDocNode) return;
    if (ts.isExpressionStatement(n) && isLoggingTs(n.expression)) return;
    // parentheses a formatter adds (`a ? b : (c ?? [])`, `(a * b) + c`) group nothing anew
    if (ts.isParenthesizedExpression(n) && redundantParentheses(n)) {
      visit(n.expression);
      return;
    }
    // a decorator that only documents the API (`@ApiOperation({ summary })`) runs for no request
    if (ts.isDecorator(n) && documentationNames(sf).has(decoratorName(n))) return;
    // a branch's block that runs one statement besides logging runs that statement:
    // `if (!x) throw e` and `if (!x) { log(); throw e }` run alike
    if (ts.isBlock(n) && isBranchBody(n)) {
      const kept = n.statements.filter(
        (st) =>
          !(ts.isExpressionStatement(st) && isLoggingTs(st.expression)) &&
          !(ts.isVariableStatement(st) && onlyLogged(st)),
      );
      if (kept.length === 1 && !declaresBlockScoped(kept[0])) {
        visit(kept[0]);
        return;
      }
    }
    // `try { … } catch (e) { log(e); throw e; }` runs what its try block runs: only logging is added
    if (ts.isTryStatement(n) && logsAndRethrows(n)) {
      n.tryBlock.statements.forEach(visit);
      return;
    }
    // an `else` that only logs (`} else { log('not found') }`) runs what no `else` runs
    if (
      ts.isIfStatement(n) &&
      n.elseStatement &&
      ts.isBlock(n.elseStatement) &&
      n.elseStatement.statements.every((st) => ts.isExpressionStatement(st) && isLoggingTs(st.expression))
    ) {
      if (isTestOnlyCondition(n.expression.getText(sf))) return;
      out.push('if', '(');
      visit(n.expression);
      out.push(')');
      visit(n.thenStatement);
      return;
    }
    // what runs only under the test runner (`if (process.env.NODE_ENV === 'test') …`) is not the product's
    if (ts.isIfStatement(n) && !n.elseStatement && isTestOnlyCondition(n.expression.getText(sf))) return;
    if (
      opts.skipFunctions &&
      n !== node.compilerNode &&
      (ts.isFunctionLike(n) || ts.isArrowFunction(n) || ts.isFunctionExpression(n))
    ) {
      out.push('F');
      return;
    }
    if (!opts.afterResponse && ts.isExpressionStatement(n) && isAfterResponseTs(n.expression)) return;
    if (ts.isPropertyAssignment(n) && n.name.getText(sf) === 'apiVersion') {
      out.push('apiVersion:V');
      return;
    }
    if (!opts.messages && isMessageTs(n, sf)) {
      out.push('"M"');
      return;
    }
    if (opts.prose && isProseTs(n, sf)) {
      out.push('"P"');
      if (ts.isTemplateExpression(n)) n.templateSpans.forEach((span) => visit(span.expression));
      return;
    }
    if (opts.modules && ts.isStringLiteralLike(n) && isModuleSpecifierTs(n)) {
      const module = opts.modules(n.text);
      if (module !== undefined) {
        out.push(`module:${module}`);
        return;
      }
    }
    // a local constant whose every use is read as the value it holds is that value
    if (opts.values && ts.isVariableStatement(n) && constantsInlined(n)) return;
    if (ts.isVariableStatement(n) && onlyLogged(n)) return;
    if (opts.values) {
      const value = opts.values.get(n) ?? (ts.isStringLiteralLike(n) ? n.text : undefined);
      if (value !== undefined) {
        out.push(JSON.stringify(value));
        return;
      }
    }
    // Types do not run: `x as T`, `x satisfies T`, `<T>x`, `x!`, type declarations, and
    // annotations and type arguments (below) are left out.
    if (
      ts.isAsExpression(n) ||
      ts.isSatisfiesExpression(n) ||
      ts.isTypeAssertionExpression(n) ||
      ts.isNonNullExpression(n)
    ) {
      visit(n.expression);
      return;
    }
    if (ts.isInterfaceDeclaration(n) || ts.isTypeAliasDeclaration(n)) return;
    // which variables a value is read from (`process.env.A || process.env.B`) is configuration
    if (envReadsOnly(n, sf)) {
      out.push('ENV');
      return;
    }
    if (ts.isArrowFunction(n)) {
      arrow(n);
      return;
    }
    const children = n.getChildren(sf);
    if (opts.noExport && n.kind === ts.SyntaxKind.ExportKeyword) return;
    // `async` on a function that neither awaits nor throws (a lint fix drops it): its callers
    // get the same value, wrapped in a promise or not, and awaiting it gives the same
    if (n.kind === ts.SyntaxKind.AsyncKeyword && n.parent && plainWhenAsync(n.parent)) return;
    if (children.length === 0) {
      let token = n.getText(sf);
      // `let` that is never reassigned and `const` run alike
      if (token === 'const' && ts.isVariableDeclarationList(n.parent)) token = 'let';
      // a trailing comma (`f(a,)`, `[a,]`, `{ a, }`) is formatting
      if ((token === ')' || token === ']' || token === '}') && out[out.length - 1] === ',') out.pop();
      out.push(token);
      return;
    }
    const types = typeSyntaxAmong(n, children, sf);
    children.forEach((c, i) => types.has(i) || visit(c));
  };
  /**
   * An arrow function in one form: `(error) => { log(error); return null; }` is `() => null`
   * once its logging is left out. Its trailing parameters that nothing but logging reads do
   * not count, and a body that only returns is its returned expression.
   */
  const arrow = (f: TS.ArrowFunction) => {
    for (const m of f.modifiers ?? []) visit(m);
    let body: TS.Node = f.body;
    if (ts.isBlock(body)) {
      const kept = body.statements.filter((st) => !(ts.isExpressionStatement(st) && isLoggingTs(st.expression)));
      const only = kept.length === 1 ? kept[0] : undefined;
      if (only && ts.isReturnStatement(only) && only.expression) body = only.expression;
    }
    while (ts.isParenthesizedExpression(body)) body = body.expression;
    const read = namesReadOutsideLogging(body);
    let count = f.parameters.length;
    while (count > 0) {
      const p = f.parameters[count - 1];
      if (!ts.isIdentifier(p.name) || p.initializer || p.dotDotDotToken || read.has(p.name.text)) break;
      count--;
    }
    out.push('(');
    f.parameters.slice(0, count).forEach((p, i) => {
      if (i > 0) out.push(',');
      visit(p);
    });
    out.push(')', '=>');
    visit(body);
  };
  visit(node.compilerNode);
  return out.join(' ');
}

/**
 * The helpers of a module that only compute one value from their parameters: a top-level
 * function (or a `const` arrow or function expression), not async nor a generator, whose
 * parameters are plain names and whose whole body returns one expression
 * (`function buildData(params) { return { userId: params.userId, … } }`). Reading a call of
 * one as its expression is reading what the call computes. A helper whose expression names a
 * parameter as a shorthand property (`{ params }`) is left out: the name is the key too.
 */
function returnHelpers(sf: TS.SourceFile): Map<string, { params: string[]; body: TS.Expression }> {
  const known = returnHelpersCache.get(sf);
  if (known) return known;
  const { ts } = loadTsMorph();
  const out = new Map<string, { params: string[]; body: TS.Expression }>();
  const add = (name: string, fn: TS.FunctionLikeDeclaration) => {
    if (fn.asteriskToken || fn.modifiers?.some((m) => m.kind === ts.SyntaxKind.AsyncKeyword) || !fn.body) return;
    const params: string[] = [];
    for (const p of fn.parameters) {
      if (!ts.isIdentifier(p.name) || p.initializer || p.dotDotDotToken || p.questionToken) return;
      params.push(p.name.text);
    }
    let body: TS.Node = fn.body;
    if (ts.isBlock(body)) {
      const only = body.statements.length === 1 ? body.statements[0] : undefined;
      if (!only || !ts.isReturnStatement(only) || !only.expression) return;
      body = only.expression;
    }
    const expr = body as TS.Expression;
    let shorthand = false;
    const walk = (x: TS.Node): void => {
      if (ts.isShorthandPropertyAssignment(x) && params.includes(x.name.text)) shorthand = true;
      if (!shorthand) ts.forEachChild(x, walk);
    };
    walk(expr);
    if (!shorthand) out.set(name, { params, body: expr });
  };
  for (const st of sf.statements) {
    if (ts.isFunctionDeclaration(st) && st.name) add(st.name.text, st);
    else if (ts.isVariableStatement(st) && st.declarationList.flags & ts.NodeFlags.Const)
      for (const d of st.declarationList.declarations) {
        const init = d.initializer;
        if (ts.isIdentifier(d.name) && init && (ts.isArrowFunction(init) || ts.isFunctionExpression(init)))
          add(d.name.text, init);
      }
  }
  returnHelpersCache.set(sf, out);
  return out;
}

const returnHelpersCache = new WeakMap<TS.SourceFile, Map<string, { params: string[]; body: TS.Expression }>>();

/** A function with no `await`, `for await` or `throw` of its own (nested functions aside). */
function plainWhenAsync(fn: TS.Node): boolean {
  const { ts } = loadTsMorph();
  if (!ts.isFunctionLike(fn)) return false;
  let plain = true;
  const visit = (n: TS.Node): void => {
    if (!plain || (n !== fn && ts.isFunctionLike(n))) return;
    if (
      ts.isAwaitExpression(n) ||
      ts.isThrowStatement(n) ||
      (ts.isForOfStatement(n) && n.awaitModifier !== undefined) ||
      ts.isYieldExpression(n)
    ) {
      plain = false;
      return;
    }
    ts.forEachChild(n, visit);
  };
  ts.forEachChild(fn, visit);
  return plain;
}

/**
 * Local constants that only rename another value of the unit (`const d = data as T`, `const
 * d = data`), each declaration's name node with the name it stands for. Both names must be
 * read only: a name assigned anywhere in the unit, or a constant used as a shorthand property
 * (`{ d }`, whose key is its name), is no alias.
 */
function aliasesIn(root: TS.Node, sf: TS.SourceFile): Map<TS.Node, string> {
  const { ts } = loadTsMorph();
  const out = new Map<TS.Node, string>();
  if (!/\bconst\b/.test(root.getText(sf))) return out;
  const candidates: { name: TS.Identifier; target: string }[] = [];
  const assigned = new Set<string>();
  const shorthand = new Set<string>();
  const walk = (x: TS.Node): void => {
    if (
      ts.isVariableDeclaration(x) &&
      ts.isIdentifier(x.name) &&
      x.initializer &&
      x.parent.flags & ts.NodeFlags.Const
    ) {
      let init: TS.Expression = x.initializer;
      while (
        ts.isAsExpression(init) ||
        ts.isSatisfiesExpression(init) ||
        ts.isParenthesizedExpression(init) ||
        ts.isNonNullExpression(init) ||
        ts.isTypeAssertionExpression(init)
      )
        init = init.expression;
      if (ts.isIdentifier(init) && init.text !== x.name.text) candidates.push({ name: x.name, target: init.text });
    }
    if (
      ts.isBinaryExpression(x) &&
      x.operatorToken.kind >= ts.SyntaxKind.FirstAssignment &&
      x.operatorToken.kind <= ts.SyntaxKind.LastAssignment &&
      ts.isIdentifier(x.left)
    )
      assigned.add(x.left.text);
    if ((ts.isPrefixUnaryExpression(x) || ts.isPostfixUnaryExpression(x)) && ts.isIdentifier(x.operand))
      assigned.add(x.operand.text);
    if (ts.isShorthandPropertyAssignment(x)) shorthand.add(x.name.text);
    // every name the unit declares, to leave out an alias another declaration shadows
    if (
      (ts.isVariableDeclaration(x) || ts.isParameter(x) || ts.isBindingElement(x) || ts.isFunctionDeclaration(x)) &&
      x.name &&
      ts.isIdentifier(x.name)
    )
      names.set(x.name.text, (names.get(x.name.text) ?? 0) + 1);
    ts.forEachChild(x, walk);
  };
  const names = new Map<string, number>();
  walk(root);
  for (const c of candidates) {
    if (
      names.get(c.name.text) !== 1 ||
      assigned.has(c.target) ||
      assigned.has(c.name.text) ||
      shorthand.has(c.name.text)
    )
      continue;
    out.set(c.name, c.target);
  }
  return out;
}

/**
 * The alias declaration a reference names: an identifier in the unit read by the alias's name
 * (not a member name, a key, or the declaration itself). The map's key, or the node itself.
 */
function aliasDeclarationOf(id: TS.Identifier, aliases: Map<TS.Node, string>): TS.Node {
  const { ts } = loadTsMorph();
  const parent = id.parent;
  if (
    (ts.isPropertyAccessExpression(parent) && parent.name === id) ||
    (ts.isPropertyAssignment(parent) && parent.name === id) ||
    (ts.isVariableDeclaration(parent) && parent.name === id) ||
    ts.isMethodDeclaration(parent) ||
    ts.isPropertyDeclaration(parent) ||
    ts.isBindingElement(parent) ||
    ts.isParameter(parent)
  )
    return id;
  for (const decl of aliases.keys()) if ((decl as TS.Identifier).text === id.text) return decl;
  return id;
}

/** The identifiers a node reads, logging statements left out. */
function namesReadOutsideLogging(node: TS.Node): Set<string> {
  const { ts } = loadTsMorph();
  const names = new Set<string>();
  const walk = (n: TS.Node): void => {
    if (ts.isExpressionStatement(n) && isLoggingTs(n.expression)) return;
    if (ts.isIdentifier(n)) names.add(n.text);
    ts.forEachChild(n, walk);
  };
  walk(node);
  return names;
}

/**
 * Which of a node's children are type syntax: its annotation (`: T`, with the colon), its
 * type arguments or parameters (`<T>`, with the brackets), an `implements` clause.
 */
function typeSyntaxAmong(n: TS.Node, children: readonly TS.Node[], sf: TS.SourceFile): Set<number> {
  const { ts } = loadTsMorph();
  const out = new Set<number>();
  const annotation = (n as { type?: TS.Node }).type;
  children.forEach((c, i) => {
    if (annotation && c === annotation && ts.isTypeNode(c)) {
      out.add(i);
      if (children[i - 1]?.kind === ts.SyntaxKind.ColonToken) out.add(i - 1);
    } else if (
      c.kind === ts.SyntaxKind.SyntaxList &&
      children[i - 1]?.kind === ts.SyntaxKind.LessThanToken &&
      children[i + 1]?.kind === ts.SyntaxKind.GreaterThanToken &&
      c.getChildren(sf).some((t) => ts.isTypeNode(t) || ts.isTypeParameterDeclaration(t))
    ) {
      out
        .add(i - 1)
        .add(i)
        .add(i + 1);
    } else if (ts.isHeritageClause(c) && c.token === ts.SyntaxKind.ImplementsKeyword) {
      out.add(i);
    }
  });
  return out;
}

/**
 * A try statement whose catch only logs and rethrows what it caught (no `finally`): its
 * catch block is logging statements, constants that only they read, and `throw <caught>`.
 */
function logsAndRethrows(n: TS.TryStatement): boolean {
  const { ts } = loadTsMorph();
  const caught = n.catchClause?.variableDeclaration?.name;
  if (n.finallyBlock || !caught || !ts.isIdentifier(caught)) return false;
  const stmts = n.catchClause!.block.statements;
  const last = stmts[stmts.length - 1];
  if (!last || !ts.isThrowStatement(last) || !last.expression) return false;
  if (!ts.isIdentifier(last.expression) || last.expression.text !== caught.text) return false;
  const locals = new Set<string>();
  for (const st of stmts.slice(0, -1)) {
    if (ts.isExpressionStatement(st) && isLoggingTs(st.expression)) continue;
    if (!ts.isVariableStatement(st) || !(st.declarationList.flags & ts.NodeFlags.Const)) return false;
    for (const d of st.declarationList.declarations) {
      if (!ts.isIdentifier(d.name) || (d.initializer && hasAwait(d.initializer))) return false;
      locals.add(d.name.text);
    }
  }
  // the constants are read by the logging alone: never by the throw (its name is the caught one)
  return !locals.has(caught.text);
}

function hasAwait(n: TS.Node): boolean {
  const { ts } = loadTsMorph();
  let found = false;
  const walk = (x: TS.Node): void => {
    if (found) return;
    if (ts.isAwaitExpression(x)) found = true;
    else if (!ts.isFunctionLike(x)) ts.forEachChild(x, walk);
  };
  walk(n);
  return found;
}

function isLoggingTs(expr: TS.Expression): boolean {
  const { ts } = loadTsMorph();
  let e: TS.Expression = expr;
  while (ts.isAwaitExpression(e) || ts.isVoidExpression(e) || ts.isParenthesizedExpression(e)) e = e.expression;
  if (!ts.isCallExpression(e) || !ts.isPropertyAccessExpression(e.expression)) return false;
  const receiver = e.expression.expression.getText();
  if (/^Sentry(\.|$)/.test(receiver)) return true;
  return LOG_METHODS.test(e.expression.name.text) && LOG_RECEIVER.test(receiver);
}

/**
 * `waitUntil(...)`, `ctx.waitUntil(...)`, `after(...)`, a `Promise.allSettled(...)` whose
 * result is ignored, and work deliberately left to run on its own: a promise nobody waits
 * for whose failure a `.catch` only logs (`this.notifyStaff(id).catch((err) => log(err))`).
 */
function isAfterResponseTs(expr: TS.Expression): boolean {
  const { ts } = loadTsMorph();
  if (isDetachedTs(expr)) return true;
  let e: TS.Expression = expr;
  while (ts.isAwaitExpression(e) || ts.isVoidExpression(e) || ts.isParenthesizedExpression(e)) e = e.expression;
  if (!ts.isCallExpression(e)) return false;
  const callee = e.expression;
  const name = ts.isPropertyAccessExpression(callee)
    ? callee.name.text
    : ts.isIdentifier(callee)
      ? callee.text
      : undefined;
  if (name === 'waitUntil' || name === 'after') return true;
  return ts.isPropertyAccessExpression(callee) && callee.getText() === 'Promise.allSettled';
}

/** A statement's promise chain, not awaited, that ends in a `.catch` whose callback only logs (or does nothing). */
function isDetachedTs(expr: TS.Expression): boolean {
  const { ts } = loadTsMorph();
  let e: TS.Expression = expr;
  while (ts.isVoidExpression(e) || ts.isParenthesizedExpression(e)) e = e.expression;
  if (!ts.isCallExpression(e) || !ts.isPropertyAccessExpression(e.expression) || e.expression.name.text !== 'catch')
    return false;
  if (!ts.isCallExpression(e.expression.expression)) return false;
  const callback = e.arguments[0];
  if (!callback || !(ts.isArrowFunction(callback) || ts.isFunctionExpression(callback))) return false;
  const body = callback.body;
  if (ts.isBlock(body))
    return body.statements.every((st) => ts.isExpressionStatement(st) && isLoggingTs(st.expression));
  return isLoggingTs(body as TS.Expression);
}

/** A string or template literal that reads as prose (it holds a space): a message, not a key. */
function isMessageTs(n: TS.Node, sf: TS.SourceFile): boolean {
  const { ts } = loadTsMorph();
  if (ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n)) return /\s/.test(n.text.trim());
  if (ts.isTemplateExpression(n)) {
    const literal = [n.head.text, ...n.templateSpans.map((s) => s.literal.text)].join('');
    return /\s/.test(literal.trim()) && n.getText(sf).length > 0;
  }
  return false;
}

/** Operators that compare: a string on either side is matched against, not read. */
let comparisons: Set<number> | undefined;
function comparisonKinds(): Set<number> {
  const { ts } = loadTsMorph();
  comparisons ??= new Set([
    ts.SyntaxKind.EqualsEqualsEqualsToken,
    ts.SyntaxKind.ExclamationEqualsEqualsToken,
    ts.SyntaxKind.EqualsEqualsToken,
    ts.SyntaxKind.ExclamationEqualsToken,
    ts.SyntaxKind.InKeyword,
  ]);
  return comparisons;
}

/**
 * Calls that run or match the text they are given: a query (`db.query`, Prisma's
 * `$queryRawUnsafe`), a command (`exec`, `spawn`), a pattern (`new RegExp`), and string
 * methods that search or split by it (`text.includes('not found')`).
 */
const CODE_SINKS =
  /^(\$?query\w*|\$?execute\w*|exec\w*|spawn\w*|raw|unsafe|prepare|run|sql|eval|Function|RegExp|evaluate|includes|startsWith|endsWith|indexOf|lastIndexOf|split|replace|replaceAll|match|matchAll|search|localeCompare|test|querySelector\w*|getElementsBy\w*)$/;

/** SQL written as text: a statement's first keyword. */
const SQL_TEXT = /^\s*(select|insert|update|delete|with|create|alter|drop|truncate|grant|merge)\s/i;

/**
 * Prose: a message (a string or template literal whose text has words separated by spaces,
 * as a sentence has) that no code runs or matches: not a tagged template's text (`sql\`select …\``), not SQL, not an operand
 * of a comparison or a `case` label, not a key (a property's name, an element access), and
 * not an argument of a call that runs or matches it (`CODE_SINKS`). Rewording it changes
 * what a reader is told, not what the code does.
 */
function isProseTs(n: TS.Node, sf: TS.SourceFile): boolean {
  const { ts } = loadTsMorph();
  if (!isMessageTs(n, sf)) return false;
  const text = ts.isTemplateExpression(n)
    ? [n.head.text, ...n.templateSpans.map((s) => s.literal.text)].join(' ')
    : (n as TS.StringLiteralLike).text;
  // words, as a sentence has them (not `text/html; charset=utf-8`, a cron line, a SQL statement)
  if (!/[A-Za-z]{2,}\s+[A-Za-z]{2,}/.test(text) || SQL_TEXT.test(text)) return false;
  let child: TS.Node = n;
  let p = n.parent;
  while (p && (ts.isParenthesizedExpression(p) || ts.isAsExpression(p) || ts.isSatisfiesExpression(p))) {
    child = p;
    p = p.parent;
  }
  if (!p) return true;
  if (ts.isTaggedTemplateExpression(p) || ts.isCaseClause(p) || ts.isComputedPropertyName(p)) return false;
  if (ts.isBinaryExpression(p) && comparisonKinds().has(p.operatorToken.kind)) return false;
  if ((ts.isPropertyAssignment(p) || ts.isPropertyDeclaration(p)) && p.name === child) return false;
  if (ts.isElementAccessExpression(p) && p.argumentExpression === child) return false;
  if (ts.isCallExpression(p) || ts.isNewExpression(p)) {
    const callee = p.expression;
    const name = ts.isPropertyAccessExpression(callee) ? callee.name.text : ts.isIdentifier(callee) ? callee.text : '';
    if (CODE_SINKS.test(name)) return false;
  }
  return true;
}

/** A block that is the body of an `if`, `else` or loop (not a function's or a `try`'s). */
function isBranchBody(block: TS.Block): boolean {
  const { ts } = loadTsMorph();
  const p = block.parent;
  return (
    ts.isIfStatement(p) ||
    ts.isForStatement(p) ||
    ts.isForOfStatement(p) ||
    ts.isForInStatement(p) ||
    ts.isWhileStatement(p) ||
    ts.isDoStatement(p)
  );
}

/** A `let`/`const` declaration, or a class or function declaration: what a block scopes. */
function declaresBlockScoped(st: TS.Statement): boolean {
  const { ts } = loadTsMorph();
  return ts.isVariableStatement(st) || ts.isClassDeclaration(st) || ts.isFunctionDeclaration(st);
}

/** The class a method is declared in. */
function classOf(node: Node): Node | undefined {
  const { Node } = loadTsMorph();
  const parent = node.getParent();
  return parent && (Node.isClassDeclaration(parent) || Node.isClassExpression(parent)) ? parent : undefined;
}

/**
 * The decorators of a class or member as they run, in one string: whitespace aside, and
 * without those that only document the API (`@ApiOperation`, `@ApiProperty`, imported from
 * `@nestjs/swagger` or another OpenAPI package), which no request sees.
 */
function decoratorsOf(node: Node): string {
  const { Node } = loadTsMorph();
  if (!Node.isDecoratable(node)) return '';
  return node
    .getDecorators()
    .filter((d) => !documentsOnly(d))
    .map((d) => d.getText().replace(/\s+/g, ''))
    .join('|');
}

/**
 * What a route's registration runs for it besides its function, written so that two sides
 * compare: the middlewares between its path and its function (`router.get('/x', requireAuth,
 * handler)`), the hooks among its options (`{ preHandler: [app.authenticate,
 * withPermission('admin')] }`), and for a procedure the chain it is built from
 * (`adminProcedure.use(audit)`). Who may call the route, or how it is handled, is in them.
 * Validation (a schema, a validator built from schemas) and data (a summary, a tag, a
 * limit: literals) are not.
 */
function registrationGuards(view: TreeView, file: string, h: RequestHandler): string {
  const { Node } = loadTsMorph();
  const out: string[] = [];
  const reg = h.registration;
  if (reg) {
    const args = reg.getArguments();
    // a handler another module defines is handed over by reference, as the last argument
    const byReference = !args.some((a) => contains(a, h.node));
    args.forEach((arg, i) => {
      if (contains(arg, h.node) || (byReference && i === args.length - 1 && i > 0)) return;
      // a route's definition (`createRoute({ method, path, request, middleware })`): its parts
      const defined = i === 0 && Node.isCallExpression(arg) && routeDefinition(view, arg) !== undefined;
      const parts = defined ? (arg as import('ts-morph').CallExpression).getArguments() : [arg];
      for (const part of parts) out.push(...guardsIn(view, file, part, h.node));
    });
  }
  if (h.chain) {
    let link: Node = h.chain;
    for (;;) {
      if (Node.isCallExpression(link) && Node.isPropertyAccessExpression(link.getExpression())) {
        const callee = link.getExpression() as import('ts-morph').PropertyAccessExpression;
        if (!PROCEDURE_DATA.has(callee.getName()))
          out.push(`.${callee.getName()}(${link.getArguments().flatMap((a) => guardsIn(view, file, a, h.node))})`);
        link = callee.getExpression();
      } else if (Node.isPropertyAccessExpression(link)) {
        out.push(`.${link.getName()}`);
        link = link.getExpression();
      } else {
        out.push(link.getText());
        break;
      }
    }
  }
  return out.join('|');
}

/**
 * The two nodes are the same code but for names: each name of `before` is written as one
 * name of `node` throughout (a renaming, both ways), and each renamed name is one of
 * `renames` (old to new) or a name both declare inside (a parameter, a local). Formatting
 * and comments aside, every other token is the same.
 */
function sameButRenamed(before: Node, node: Node, renames: Map<string, string>): boolean {
  const { ts } = loadTsMorph();
  const [a, b] = [before.compilerNode, node.compilerNode];
  const [sfa, sfb] = [before.getSourceFile().compilerNode, node.getSourceFile().compilerNode];
  const [localsA, localsB] = [declaredNames(a), declaredNames(b)];
  const forth = new Map<string, string>();
  const back = new Map<string, string>();
  const children = (n: TS.Node) => {
    const out: TS.Node[] = [];
    ts.forEachChild(n, (c) => {
      out.push(c);
    });
    return out;
  };
  const same = (x: TS.Node, y: TS.Node): boolean => {
    if (x.kind !== y.kind) return false;
    if (
      ts.isVariableDeclarationList(x) &&
      (x.flags & ts.NodeFlags.BlockScoped) !== (y.flags & ts.NodeFlags.BlockScoped)
    )
      return false;
    const [xs, ys] = [children(x), children(y)];
    if (xs.length !== ys.length) return false;
    if (xs.length > 0) return xs.every((c, i) => same(c, ys[i]));
    const [tx, ty] = [x.getText(sfa), y.getText(sfb)];
    if (!ts.isIdentifier(x)) return tx === ty;
    if ((forth.get(tx) ?? ty) !== ty || (back.get(ty) ?? tx) !== tx) return false;
    if (tx !== ty && renames.get(tx) !== ty && !(localsA.has(tx) && localsB.has(ty))) return false;
    forth.set(tx, ty);
    back.set(ty, tx);
    return true;
  };
  return same(a, b);
}

/** The names a function declares inside: its parameters, locals, destructured bindings and inner functions. */
function declaredNames(root: TS.Node): Set<string> {
  const { ts } = loadTsMorph();
  const out = new Set<string>();
  const visit = (n: TS.Node) => {
    if (
      (ts.isVariableDeclaration(n) || ts.isParameter(n) || ts.isBindingElement(n) || ts.isFunctionDeclaration(n)) &&
      n.name &&
      ts.isIdentifier(n.name)
    )
      out.add(n.name.text);
    ts.forEachChild(n, visit);
  };
  visit(root);
  return out;
}

/** The links of a procedure's chain that declare data (its input and output schemas, its metadata), not code it runs. */
const PROCEDURE_DATA = new Set(['input', 'output', 'meta']);

/** The guards an argument of a registration holds (see registrationGuards), each as compact text. */
function guardsIn(view: TreeView, file: string, arg: Node, handler: Node): string[] {
  const { Node } = loadTsMorph();
  const e = unwrapExpression(arg);
  if (contains(e, handler) && !Node.isObjectLiteralExpression(e) && !Node.isArrayLiteralExpression(e)) return [];
  if (isLiteral(e) || Node.isTemplateExpression(e) || Node.isNoSubstitutionTemplateLiteral(e)) return [];
  if (Node.isArrayLiteralExpression(e)) return e.getElements().flatMap((x) => guardsIn(view, file, x, handler));
  if (Node.isObjectLiteralExpression(e)) {
    return e.getProperties().flatMap((p) => {
      if (Node.isShorthandPropertyAssignment(p)) return p.getName() === 'handler' ? [] : [p.getName()];
      if (!Node.isPropertyAssignment(p)) return [];
      const name = p.getName();
      const value = p.getInitializer();
      // a route definition's own parts: its function, its validation, its path and method
      if (!value || name === 'handler' || name === 'schema') return [];
      return guardsIn(view, file, value, handler).map((g) => `${name}:${g}`);
    });
  }
  if (Node.isCallExpression(e)) {
    if (isValidationSchema(view, file, e)) return [];
    // a validator built from schemas (`zValidator('json', schema)`, `validate(bodySchema)`)
    const given = e.getArguments().filter((a) => !isLiteral(unwrapExpression(a)));
    if (given.length > 0 && given.every((a) => isValidationSchema(view, file, a))) return [];
  } else if (isValidationSchema(view, file, e)) return [];
  return [e.getText().replace(/\s+/g, '')];
}

const DOCUMENTATION_MODULES = /swagger|openapi/i;

function documentsOnly(decorator: Decorator): boolean {
  const sf = decorator.getSourceFile().compilerNode;
  return documentationNames(sf).has(decoratorName(decorator.compilerNode));
}

const documentationNamesCache = new WeakMap<TS.SourceFile, Set<string>>();

/** The names a file imports from an API-documentation package (`@nestjs/swagger`). */
function documentationNames(sf: TS.SourceFile): Set<string> {
  const known = documentationNamesCache.get(sf);
  if (known) return known;
  const { ts } = loadTsMorph();
  const out = new Set<string>();
  for (const st of sf.statements) {
    if (!ts.isImportDeclaration(st) || !ts.isStringLiteral(st.moduleSpecifier)) continue;
    if (!DOCUMENTATION_MODULES.test(st.moduleSpecifier.text)) continue;
    const bindings = st.importClause?.namedBindings;
    if (bindings && ts.isNamedImports(bindings)) for (const e of bindings.elements) out.add(e.name.text);
    if (bindings && ts.isNamespaceImport(bindings)) out.add(bindings.name.text);
  }
  documentationNamesCache.set(sf, out);
  return out;
}

/** The name a decorator is called by: `ApiOperation` of `@ApiOperation(…)`, `swagger` of `@swagger.ApiTags(…)`. */
function decoratorName(d: TS.Decorator): string {
  const { ts } = loadTsMorph();
  let e: TS.Expression = d.expression;
  if (ts.isCallExpression(e)) e = e.expression;
  while (ts.isPropertyAccessExpression(e)) e = e.expression;
  return ts.isIdentifier(e) ? e.text : '';
}

// ---------------------------------------------------------------------------------------
// Changes guarded by an option

/** What a changed function starts to read of one of its parameters, where that is all its change does. */
export interface OptionsOnlyChange {
  /** The parameter's position. */
  index: number;
  /** The properties of it the new code reads (`attempts` of `options?.attempts`). */
  names: Set<string>;
}

const optionsOnlyChanges = new WeakMap<Node, OptionsOnlyChange | null>();

/**
 * A changed function whose new code only acts on properties of a parameter that its base
 * counterpart never read (`options?.attempts`), and does nothing while they are absent: the
 * function with that code left out is its base counterpart. Code that does nothing without the
 * property is a spread of a falsy guard (`...(options?.attempts != null && { attempts })`), an
 * `if` without `else` whose condition is false without it, an optional call of it, or a key
 * that takes its value. A caller that passes none of them runs what it ran (`callsRunAsBefore`).
 */
export function optionsOnlyChange(workspace: Workspace, file: string, fn: Node): OptionsOnlyChange | undefined {
  const known = optionsOnlyChanges.get(fn);
  if (known !== undefined) return known ?? undefined;
  const found = findOptionsOnlyChange(workspace, file, fn);
  optionsOnlyChanges.set(fn, found ?? null);
  return found;
}

function findOptionsOnlyChange(workspace: Workspace, file: string, fn: Node): OptionsOnlyChange | undefined {
  const { Node: N, SyntaxKind: K } = loadTsMorph();
  const { base, head, changes } = workspace;
  const diff = changes.file(file);
  if (!diff || diff.status === 'added' || !isFunctionLike(fn)) return undefined;
  const basePath = diff.oldPath ?? file;
  const bsf = base.exists(basePath) ? base.sourceFile(basePath) : undefined;
  if (!bsf) return undefined;
  const before = unitsByKey(base, bsf, basePath, kindKey).get(kindKey(head, file, fn));
  if (!before || !isFunctionLike(before)) return undefined;
  const params = parametersOf(fn);
  if (params.length !== parametersOf(before).length) return undefined;
  const read = (f: Node, index: number): Map<string, Node[]> => {
    const p = parametersOf(f)[index].getNameNode();
    const out = new Map<string, Node[]>();
    if (!N.isIdentifier(p)) return out;
    for (const access of descendantsOfKinds(f, [K.PropertyAccessExpression])) {
      if (!N.isPropertyAccessExpression(access)) continue;
      const target = access.getExpression();
      if (!N.isIdentifier(target) || target.getText() !== p.getText()) continue;
      out.set(access.getName(), [...(out.get(access.getName()) ?? []), access]);
    }
    return out;
  };
  for (let index = 0; index < params.length; index++) {
    const then = read(before, index);
    const now = read(fn, index);
    const names = new Set([...now.keys()].filter((n) => !then.has(n)));
    if (names.size === 0) continue;
    const inert: Node[] = [];
    for (const name of names)
      for (const access of now.get(name)!) {
        const at = inertAround(access, names);
        if (!at) return undefined;
        if (!inert.some((n) => contains(n, at))) inert.push(at);
      }
    const opts: FingerprintOptions = { messages: true, afterResponse: true, noExport: true, omit: inert };
    if (fingerprint(fn, opts) === fingerprint(before, { ...opts, omit: [] })) return { index, names };
    return undefined;
  }
  return undefined;
}

/**
 * The code around a read of a new property that does nothing while the property is absent:
 * a spread, an `if` without `else` or an expression statement whose guard is then falsy, or
 * a key that takes its value (`{ delay: options?.delay }`). Undefined for any other use.
 */
function inertAround(access: Node, names: Set<string>): Node | undefined {
  const { Node: N } = loadTsMorph();
  let at: Node = access;
  for (let p = at.getParent(); p; at = p, p = p.getParent()) {
    if (N.isSpreadAssignment(p) || N.isSpreadElement(p))
      return spreadsNothing(p.getExpression(), names) ? p : undefined;
    if (N.isIfStatement(p))
      return p.getExpression() === at && !p.getElseStatement() && absentValue(at, names) === 'falsy' ? p : undefined;
    if (N.isExpressionStatement(p)) return absentValue(p.getExpression(), names) === 'falsy' ? p : undefined;
    // a key that takes its value, or one inside code that is inert as a whole (`...(options.cc
    // ? { cc: [options.cc].flat() } : {})`): the search goes on outward
    if (N.isPropertyAssignment(p) && p.getInitializer() === at && absentValue(at, names) === 'falsy') return p;
    if (N.isStatement(p) || N.isBlock(p) || isFunctionLike(p)) return undefined;
  }
  return undefined;
}

/**
 * A spread that adds nothing while the new properties are absent: of a falsy value, or of a
 * conditional whose branch then is an empty literal (`...(options.cc ? { cc } : {})`).
 */
function spreadsNothing(expr: Node, names: Set<string>): boolean {
  const { Node: N } = loadTsMorph();
  const e = unwrapExpression(expr);
  if (N.isConditionalExpression(e)) {
    const when = absentValue(e.getCondition(), names);
    const taken = when === 'falsy' ? e.getWhenFalse() : when === 'truthy' ? e.getWhenTrue() : undefined;
    if (!taken) return false;
    const value = unwrapExpression(taken);
    return (
      (N.isObjectLiteralExpression(value) && value.getProperties().length === 0) ||
      (N.isArrayLiteralExpression(value) && value.getElements().length === 0) ||
      ['undefined', 'null', 'false'].includes(value.getText())
    );
  }
  return absentValue(e, names) === 'falsy';
}

/**
 * What an expression evaluates to while the parameter's new properties are absent, as far
 * as it can be told: 'falsy' (`undefined`, `false`), 'truthy', or undefined (unknown).
 */
function absentValue(expr: Node, names: Set<string>): 'falsy' | 'truthy' | undefined {
  const { Node: N, SyntaxKind: K } = loadTsMorph();
  const e = unwrapExpression(expr);
  if (N.isPropertyAccessExpression(e) && names.has(e.getName()) && N.isIdentifier(e.getExpression())) return 'falsy';
  // an optional call of it (`options?.onDone?.()`), or of a method of it
  if (N.isCallExpression(e) && e.hasQuestionDotToken()) return absentValue(e.getExpression(), names);
  if (N.isPropertyAccessExpression(e) && e.hasQuestionDotToken()) return absentValue(e.getExpression(), names);
  if (N.isPrefixUnaryExpression(e) && e.getOperatorToken() === K.ExclamationToken) {
    const v = absentValue(e.getOperand(), names);
    return v === 'falsy' ? 'truthy' : v === 'truthy' ? 'falsy' : undefined;
  }
  if (N.isBinaryExpression(e)) {
    const op = e.getOperatorToken().getKind();
    const [l, r] = [e.getLeft(), e.getRight()];
    if (op === K.AmpersandAmpersandToken)
      return absentValue(l, names) === 'falsy' || absentValue(r, names) === 'falsy' ? 'falsy' : undefined;
    if (op === K.BarBarToken)
      return absentValue(l, names) === 'falsy' && absentValue(r, names) === 'falsy' ? 'falsy' : undefined;
    const nullish = (n: Node) => n.getText() === 'null' || n.getText() === 'undefined';
    const side = nullish(r) ? l : nullish(l) ? r : undefined;
    if (side && absentValue(side, names) === 'falsy') {
      if (op === K.ExclamationEqualsToken || op === K.ExclamationEqualsEqualsToken) return 'falsy';
      if (op === K.EqualsEqualsToken || op === K.EqualsEqualsEqualsToken) return 'truthy';
    }
  }
  return undefined;
}

/**
 * Whether calls of a function run what they ran before its options-only change: there are
 * some, and each leaves the parameter out or passes an object literal that sets none of the
 * new properties (and spreads nothing into it).
 */
export function callsRunAsBefore(change: OptionsOnlyChange, calls: Node[]): boolean {
  return calls.length > 0 && calls.every((c) => inertFor(change, c));
}

function inertFor(change: OptionsOnlyChange, call: Node): boolean {
  const { Node: N } = loadTsMorph();
  if (!N.isCallExpression(call)) return false;
  const args = call.getArguments();
  if (args.slice(0, change.index + 1).some((a) => N.isSpreadElement(a))) return false;
  const arg = args[change.index];
  if (!arg) return true;
  const value = unwrapExpression(arg);
  if (value.getText() === 'undefined') return true;
  if (!N.isObjectLiteralExpression(value)) return false;
  return value.getProperties().every((p) => {
    if (N.isSpreadAssignment(p)) return false;
    const name = N.isPropertyAssignment(p) || N.isShorthandPropertyAssignment(p) ? p.getName() : undefined;
    return name !== undefined && !change.names.has(name);
  });
}
