import type { CallExpression, Node, SourceFile, ts as TS } from 'ts-morph';
import { isTestCode } from '../../workspace/classify';
import { changeFact } from '../../workspace/fact';
import { loadTsMorph } from '../../workspace/ts';
import {
  calleeName,
  contains,
  descendantsOfKinds,
  identifierNames,
  returningFunction,
  valueUses,
} from '../code/syntax';
import { declarationOf, unwrapExpression, specifierOf } from '../code/ast';
import { isCodeFile, type TreeView, type Workspace } from '../../workspace/workspace';
import { behaviourChanges, callsRunAsBefore, optionsOnlyChange, type BehaviourUnit } from '../code/behaviour';
import { roleIn } from '../code/role';
import { exportedDeclarations } from '../code/exports';
import { nextMetadataRoutePath, requestHandlers, routerReceivers, type RequestHandler } from './handlers';
import { importersOf, importsOf, type ImportBinding, type Importer } from '../code/module-graph';
import { importerWords, resolveImport } from '../code/resolve-import';
import { methodsMatch, normalizeRoutePath, pathsMatch, routesOfFile } from './routes';
import { calleeRef, type FunctionRef } from '../code/flow';
import { reroutedHandlers } from './route-order';
import { definitionOf } from '../code/values';

/**
 * The request handlers whose behaviour a change alters, each with the changed units it
 * runs: units of its own file that it reaches through the file's functions, and units of
 * a module its file imports directly that the handler calls (by an imported name, a
 * namespace member, or a method of an imported class). "Request handler" is a route
 * handler of any framework, a server action, a tRPC procedure, a Remix loader or action.
 * Handlers moved from another file for the same route and method (a port between routers),
 * whose code resembles the handler they replace, are left out: their gaps existed before.
 */
export interface HandlerChange {
  handler: RequestHandler;
  /** The changed units the handler runs, its own file's first. */
  units: BehaviourUnit[];
}

export const changedHandlers = changeFact((workspace: Workspace): HandlerChange[] => {
  const { head, changes } = workspace;
  const files = changes
    .headFiles()
    .filter((f) => (f.newCodeLines.length > 0 || f.removedLines.length > 0) && isCodeFile(f.path))
    .filter((f) => !workspace.isGenerated(f.path))
    .map((f) => f.path)
    .filter((p) => !isTestCode(p) && isServerModule(head, p));
  // One search for the names of every changed module (their importers), before any is asked.
  head.primeGrep(files.flatMap((f) => importerWords(head, f)));
  const byHandler = new Map<RequestHandler, BehaviourUnit[]>();
  const add = (h: RequestHandler, u: BehaviourUnit) => {
    if (u.defaultsOnly && passesChangedDefaults(h, u)) return;
    if (callsAsBefore(workspace, h, u)) return;
    const list = byHandler.get(h) ?? [];
    if (!list.includes(u)) list.push(u);
    byHandler.set(h, list);
  };
  for (const path of files) {
    const units = behaviourChanges(workspace, path, 'behaviour');
    // a route moved ahead of another that matches some of its requests now serves them
    for (const { handler, before } of reroutedHandlers(workspace, path))
      if (!units.some((u) => u.handler === handler))
        add(handler, {
          file: path,
          node: handler.node,
          name: handler.name,
          line: handler.line,
          handler,
          isNew: false,
          nowBefore: before,
        });
    if (units.length === 0) continue;
    const own = requestHandlers(head, path);
    const sf = head.sourceFile(path);
    if (!sf) continue;
    const outside: BehaviourUnit[] = [];
    for (const unit of units) {
      if (unit.handler) {
        add(unit.handler, unit);
        continue;
      }
      const reaching = unit.name ? handlersReaching(sf, own, new Set([unit.name])) : [];
      for (const h of reaching) add(h, unit);
      if (reaching.length === 0) {
        // a statement of the handler file (a middleware): one finding, at the first handler it runs for
        const served = own.length > 0 && !unit.name ? servedBy(head, path, unit.node, own) : [];
        if (served.length > 0) add(served[0], unit);
        else outside.push(unit);
      }
    }
    if (outside.length === 0) continue;
    // Units that other files' handlers run: through the names this module exports (also
    // through the barrels that re-export them: `import { getEventList } from '@acme/db'`).
    const importers = importersThroughBarrels(head, path);
    // the modules whose functions can call the units: those that import their module
    const callers = new Set(importers.map((i) => i.file));
    for (const { file, import: imp } of importers) {
      if (isTestCode(file)) continue;
      const theirs = requestHandlers(head, file);
      if (theirs.length === 0) {
        // A controller whose functions other modules register (`router.post('/x', controller.create)`)
        // runs the changed unit when one of them calls it.
        const isf = head.sourceFile(file);
        if (!isf || !isServerModule(head, file)) continue;
        for (const unit of outside) {
          const names = localNamesReaching(sf, unit, imp.bindings, isf);
          if (names.size === 0) continue;
          for (const h of handlersReaching(isf, registeredElsewhere(head, file, isf), names)) add(h, unit);
        }
        continue;
      }
      const isf = head.sourceFile(file);
      if (!isf) continue;
      for (const unit of outside) {
        // Handlers written in this module and registered there by reference
        // (`router.post('/x', controller.create)`): the unit is one, or one of them calls it.
        const reached = unit.name ? namesReaching(sf, new Set([unit.name])) : new Set<string>();
        for (const h of theirs) {
          if (h.node.getSourceFile() !== sf) continue;
          const name = h.name ?? '';
          if (contains(unit.node, h.node) || contains(h.node, unit.node) || reached.has(name)) add(h, unit);
        }
        const names = localNamesReaching(sf, unit, imp.bindings, isf);
        // a handler that only hands the module's value to a package's function (`getServerSession(
        // authOptions)`) passes it options: the package runs their callbacks, as configuration
        const direct = (names.size > 0 ? handlersReaching(isf, theirs, names) : []).filter(
          (h) => !onlyHandedToPackages(head, file, h, names),
        );
        for (const h of direct) add(h, unit);
        // a middleware the module registers on its routes (`router.use(chatAuth)`, `router.get('/x', chatAuth, …)`)
        if (names.size > 0) for (const h of middlewareUsers(head, file, isf, theirs, names)) add(h, unit);
        // One call further, within what RULES asks (the handler's module imports the changed
        // one directly): the handler calls a function of another module that runs the unit
        // (`this.chat.handleMessage()`, whose method calls `this.slideModifier.modifyLayout()`).
        for (const h of theirs)
          if (!direct.includes(h) && runsThroughOneCall(head, file, h, unit, callers)) add(h, unit);
      }
    }
  }
  const out: HandlerChange[] = [];
  for (const [handler, units] of byHandler) {
    if (isPort(workspace, handler) || servesContent(workspace, handler, units)) continue;
    units.sort((a, b) => (a.file === handler.file ? 0 : 1) - (b.file === handler.file ? 0 : 1) || a.line - b.line);
    out.push({ handler, units });
  }
  return out.sort((a, b) => a.handler.file.localeCompare(b.handler.file) || a.handler.line - b.handler.line);
});

/**
 * The handler calls a function of a third module (resolved by the value flow: an import,
 * an injected provider's method) whose own calls run the unit. The functions a handler
 * calls, and the functions each of those calls, are resolved once per run.
 */
function runsThroughOneCall(
  view: TreeView,
  file: string,
  handler: RequestHandler,
  unit: BehaviourUnit,
  callers: ReadonlySet<string>,
): boolean {
  // the third module imports the unit's, and the handler's module imports the third (or a
  // barrel that may re-export it): a handler whose module imports none calls none of them
  const third = (m: string | undefined) => m !== undefined && m !== file && m !== unit.file && callers.has(m);
  const barrel = (m: string | undefined) => m !== undefined && importsOf(view, m).some((i) => i.kind === 'reexport');
  const names = new Set(
    importsOf(view, file)
      .filter((i) => third(i.resolved) || barrel(i.resolved))
      .flatMap((i) => i.bindings.map((b) => b.local)),
  );
  if (names.size === 0) return false;
  // only a call of what those modules export (`billing.charge()`, `charge()`) or of an injected
  // provider (`this.billing.charge()`) can be one
  const candidate = (call: CallExpression) => {
    const root = calleeRootName(call);
    return root === 'this' || (root !== undefined && names.has(root));
  };
  for (const hop of calledFunctions(view, file, handler.node, candidate)) {
    if (!third(hop.file)) continue;
    for (const inner of calledFunctions(view, hop.file, hop.fn)) {
      if (inner.file === unit.file && (contains(unit.node, inner.fn) || contains(inner.fn, unit.node))) return true;
    }
  }
  return false;
}

const callsOf = new WeakMap<Node, FunctionRef[]>();

/**
 * The functions of the repository that the calls inside `fn` run, where the value flow tells;
 * with `only`, of the calls it accepts (those are not kept: the filter is the asker's).
 */
function calledFunctions(
  view: TreeView,
  file: string,
  fn: Node,
  only?: (call: CallExpression) => boolean,
): FunctionRef[] {
  let refs = callsOf.get(fn);
  if (refs) return refs;
  const { Node: N, SyntaxKind: K } = loadTsMorph();
  refs = [];
  for (const call of descendantsOfKinds(fn, [K.CallExpression])) {
    if (!N.isCallExpression(call) || (only && !only(call))) continue;
    const ref = calleeRef(view, file, call);
    if (ref && !refs.some((r) => r.fn === ref.fn)) refs.push(ref);
  }
  if (!only) callsOf.set(fn, refs);
  return refs;
}

/** The name a call's callee starts from: `charge` of `charge()`, `billing` of `billing.x.y()`, `this`. */
function calleeRootName(call: CallExpression): string | undefined {
  const { Node: N } = loadTsMorph();
  let e: Node = unwrapExpression(call.getExpression());
  while (N.isPropertyAccessExpression(e) || N.isElementAccessExpression(e)) e = unwrapExpression(e.getExpression());
  if (N.isThisExpression(e)) return 'this';
  return N.isIdentifier(e) ? e.getText() : undefined;
}

/**
 * A Next.js metadata route whose change is content, not behaviour. An image of the page
 * (`opengraph-image.tsx`, `icon.tsx`) is drawn from JSX, as the page is: rendering, which
 * RULES leaves out with pages and components, whatever it reads to draw. A sitemap, robots
 * file or manifest that calls nothing but the language's string, list and date functions
 * (`.replace`, `new Date()`), awaits nothing and reads no parameter serves what it spells
 * out, as a static file would, whatever fallbacks its values take (unless its base version
 * did more: a sitemap that stops querying changes what it does); one that was a route on the base branch and runs
 * the operations it ran (the same functions called, as many awaits, branches, loops,
 * catches and fallbacks) only changes the entries it lists, built as its others are (where
 * the change is to its own function: a function it calls is judged by its own code). A
 * sitemap that starts (or stops) querying the posts, or catching a failed query, changes
 * what it does.
 */
function servesContent(workspace: Workspace, handler: RequestHandler, units: BehaviourUnit[]): boolean {
  const file = handler.file.split('/').pop() ?? '';
  if (handler.kind !== 'next-app' || nextMetadataRoutePath(handler.file) === undefined) return false;
  if (/^(opengraph-image|twitter-image|icon|apple-icon)\./.test(file)) return true;
  const { Node: N } = loadTsMorph();
  const fn = handler.node;
  if (!N.isFunctionDeclaration(fn) && !N.isArrowFunction(fn) && !N.isFunctionExpression(fn)) return false;
  const before = baseCounterpart(workspace, handler);
  // what it spells out, built from constants and the environment with the language's own
  // string, list and date functions: no request read, nothing awaited or called of the app's
  // (as it was on the base branch: one that stops querying changes what it does)
  const spells = (f: Node) => {
    if (!N.isFunctionDeclaration(f) && !N.isArrowFunction(f) && !N.isFunctionExpression(f)) return false;
    const ops = operationsOf(f);
    return (
      f.getParameters().length === 0 &&
      !ops.controls.has('AwaitExpression') &&
      [...ops.calls].every((c) => SPELLING_CALLS.has(c))
    );
  };
  if (spells(fn) && (before === undefined || spells(before))) return true;
  // what it calls is judged by its own code: only a change of the route's own function is weighed here
  if (!units.every((u) => u.file === handler.file && (contains(fn, u.node) || contains(u.node, fn)))) return false;
  return before !== undefined && runsTheSameOperations(fn, before);
}

/** The language's own functions that build a value from others, and nothing else. */
const SPELLING_CALLS = new Set([
  'new URL',
  'new Date',
  '.toISOString',
  '.replace',
  '.replaceAll',
  '.trim',
  '.toLowerCase',
  '.toUpperCase',
  '.split',
  '.join',
  '.concat',
  '.slice',
  '.map',
  '.flatMap',
  '.filter',
  '.startsWith',
  '.endsWith',
  '.includes',
  'encodeURIComponent',
  'String',
]);

/** The same route's handler on the base branch (the file's old path where it moved). */
function baseCounterpart(workspace: Workspace, handler: RequestHandler): Node | undefined {
  const { base, changes } = workspace;
  const basePath = changes.file(handler.file)?.oldPath ?? handler.file;
  if (!base.exists(basePath)) return undefined;
  return requestHandlers(base, basePath).find((h) => h.method === handler.method && h.path === handler.path)?.node;
}

/** Whether `head` runs the operations `before` ran: the same functions called, and as many of each kind of control. */
function runsTheSameOperations(head: Node, before: Node): boolean {
  const now = operationsOf(head);
  const then = operationsOf(before);
  if (now.calls.size !== then.calls.size || [...now.calls].some((c) => !then.calls.has(c))) return false;
  if (now.controls.size !== then.controls.size) return false;
  for (const [kind, count] of now.controls) if (count !== then.controls.get(kind)) return false;
  return true;
}

interface Operations {
  /** What each call and construction calls, by the name it is called by (`absoluteUrl`, `.map`, `new Date`). */
  calls: Set<string>;
  /** How many of each kind of control a function holds: awaits, branches, loops, catches, fallbacks, throws. */
  controls: Map<string, number>;
}

function operationsOf(fn: Node): Operations {
  const { Node: N, SyntaxKind: K } = loadTsMorph();
  const calls = new Set<string>();
  const controls = new Map<string, number>();
  const count = (kind: string) => controls.set(kind, (controls.get(kind) ?? 0) + 1);
  const controlKinds = [
    K.AwaitExpression,
    K.IfStatement,
    K.ConditionalExpression,
    K.SwitchStatement,
    K.CaseClause,
    K.TryStatement,
    K.ThrowStatement,
    K.ForStatement,
    K.ForOfStatement,
    K.ForInStatement,
    K.WhileStatement,
    K.DoStatement,
  ];
  const logical = new Set([K.QuestionQuestionToken, K.BarBarToken, K.AmpersandAmpersandToken]);
  for (const n of descendantsOfKinds(fn, [
    K.CallExpression,
    K.NewExpression,
    K.TaggedTemplateExpression,
    K.BinaryExpression,
    ...controlKinds,
  ])) {
    if (N.isCallExpression(n) || N.isNewExpression(n)) {
      const callee = unwrapExpression(n.getExpression());
      const name = N.isPropertyAccessExpression(callee) ? `.${callee.getName()}` : callee.getText();
      calls.add(N.isNewExpression(n) ? `new ${name}` : name);
    } else if (N.isTaggedTemplateExpression(n)) calls.add(n.getTag().getText());
    else if (N.isBinaryExpression(n)) {
      if (logical.has(n.getOperatorToken().getKind())) count(n.getOperatorToken().getText());
    } else count(n.getKindName());
  }
  return { calls, controls };
}

/**
 * A unit whose change only gives parameters other defaults runs as before for a handler
 * whose own calls of it pass every one of those arguments (`validateContent(content, 1500)`
 * after `maxLength = 1000` became `4000`). The handler's direct calls decide: one that makes
 * none is taken to run the new defaults (through the functions it calls).
 */
function passesChangedDefaults(handler: RequestHandler, unit: BehaviourUnit): boolean {
  const { Node } = loadTsMorph();
  if (!unit.name || !unit.defaultsOnly) return false;
  const calls = callsOfUnit(handler, unit.name);
  if (calls.length === 0) return false;
  const last = Math.max(...unit.defaultsOnly);
  return calls.every((c) => {
    const args = c.getArguments();
    return !args.some((a) => Node.isSpreadElement(a)) && args.length > last;
  });
}

/**
 * A unit that only starts to act on an option (`options?.attempts`) runs as before for a
 * handler whose own calls of it pass none of the new properties (`triggerJob(name, payload,
 * queue)`). The handler's direct calls decide, as for changed defaults; a handler that reaches
 * it only through its module's other functions (`sendVerificationEmail()` calling the module's
 * `sendMail({ to, subject, html })`) runs it as those calls do, every one of them.
 */
function callsAsBefore(workspace: Workspace, handler: RequestHandler, unit: BehaviourUnit): boolean {
  if (!unit.name) return false;
  const change = optionsOnlyChange(workspace, unit.file, unit.node);
  if (!change) return false;
  const direct = callsOfUnit(handler, unit.name);
  return callsRunAsBefore(change, direct.length > 0 ? direct : callsInItsModule(unit, unit.name));
}

/** The calls of a unit by its name in its own module, outside the unit itself. */
function callsInItsModule(unit: BehaviourUnit, name: string): CallExpression[] {
  const { Node, SyntaxKind } = loadTsMorph();
  return descendantsOfKinds(unit.node.getSourceFile(), [SyntaxKind.CallExpression]).filter(
    (c): c is CallExpression => Node.isCallExpression(c) && !contains(unit.node, c) && calleeName(c) === name,
  );
}

/** The handler's own calls of a unit, by the name it is called by (`validate(…)`, `this.jobs.enqueue(…)`). */
function callsOfUnit(handler: RequestHandler, name: string): CallExpression[] {
  const { Node, SyntaxKind } = loadTsMorph();
  return handler.node.getDescendantsOfKind(SyntaxKind.CallExpression).filter((c) => {
    const callee = c.getExpression();
    return (Node.isPropertyAccessExpression(callee) ? callee.getName() : callee.getText()) === name;
  });
}

/**
 * The handlers a module defines that its importers register by reference (`router.post('/x',
 * asyncHandler(controller.create))`), found at the registrations.
 */
function registeredElsewhere(view: TreeView, file: string, sf: SourceFile): RequestHandler[] {
  const out: RequestHandler[] = [];
  for (const importer of importersOf(view, file)) {
    if (isTestCode(importer.file)) continue;
    for (const h of requestHandlers(view, importer.file)) if (h.node.getSourceFile() === sf) out.push(h);
  }
  return out;
}

/** How many barrels deep the importers of a changed module are followed. */
const BARREL_DEPTH = 3;

/**
 * The importers of a module, and, through each barrel that re-exports it, the importers of
 * the barrel, their bindings translated to the module's own names (`export *` passes names
 * on as they are; `export { a as b }` renames). A barrel imports the module "directly" for
 * the files that import it: it only passes the names on.
 */
function importersThroughBarrels(view: TreeView, module: string): Importer[] {
  const out: Importer[] = [];
  const seen = new Set<string>([module]);
  // each level: a module, and how its exported names map to the changed module's ('*': as they are)
  let level: { file: string; names: Map<string, string> | '*' }[] = [{ file: module, names: '*' }];
  for (let depth = 0; depth <= BARREL_DEPTH && level.length > 0; depth++) {
    const next: typeof level = [];
    for (const { file, names } of level) {
      for (const importer of importersOf(view, file)) {
        const bindings = importer.import.bindings
          .map((b) => {
            if (b.imported === '*') return b;
            const original = names === '*' ? b.imported : names.get(b.imported);
            return original === undefined ? undefined : { local: b.local, imported: original };
          })
          .filter((b): b is ImportBinding => b !== undefined);
        if (bindings.length === 0 && importer.import.bindings.length > 0) continue;
        if (file !== module || depth > 0) out.push({ file: importer.file, import: { ...importer.import, bindings } });
        else out.push(importer);
        if (importer.import.kind !== 'reexport' || seen.has(importer.file)) continue;
        seen.add(importer.file);
        const passed: Map<string, string> | '*' = bindings.some((b) => b.imported === '*' && b.local === '*')
          ? names
          : new Map(bindings.filter((b) => b.imported !== '*').map((b) => [b.local, b.imported]));
        next.push({ file: importer.file, names: passed });
      }
    }
    level = next;
  }
  return out;
}

/**
 * Code that can serve requests: not browser code (a `"use client"` module, components,
 * hooks, pages), not a React component module without handlers (`.tsx`), not a seed or a
 * one-off script.
 */
function isServerModule(view: TreeView, path: string): boolean {
  const role = roleIn(view, path);
  if (role !== 'server') return role === 'browser' ? requestHandlers(view, path).length > 0 : false;
  // a .tsx module serves requests when it has handlers, or a handler's module imports it
  // (a controller that renders an email, registered by its router)
  if (/\.[jt]sx$/.test(path))
    return (
      requestHandlers(view, path).length > 0 ||
      importersOf(view, path).some((i) => !isTestCode(i.file) && requestHandlers(view, i.file).length > 0)
    );
  return true;
}

// ---------------------------------------------------------------------------------------
// Calls within a module

/** The names a node refers to (identifiers and member names), read once per node. */
function namesIn(node: Node): Set<string> {
  let names = namesCache.get(node);
  if (names) return names;
  names = identifierNames(node);
  namesCache.set(node, names);
  return names;
}

const namesCache = new WeakMap<Node, Set<string>>();

interface NamedFunction {
  name: string;
  node: Node;
}

/** The named functions of a file: declarations, `const f = () => …`, class methods, object methods. */
function namedFunctions(sf: SourceFile): NamedFunction[] {
  let fns = functionsCache.get(sf);
  if (fns) return fns;
  const { Node, SyntaxKind } = loadTsMorph();
  fns = [];
  const kinds = [
    SyntaxKind.FunctionDeclaration,
    SyntaxKind.MethodDeclaration,
    SyntaxKind.VariableDeclaration,
    SyntaxKind.PropertyAssignment,
  ];
  for (const n of descendantsOfKinds(sf, kinds)) {
    if (Node.isFunctionDeclaration(n) || Node.isMethodDeclaration(n)) {
      const name = n.getName();
      if (name) fns.push({ name, node: n });
    } else if (Node.isVariableDeclaration(n) || Node.isPropertyAssignment(n)) {
      const init = n.getInitializer();
      if (init && (Node.isArrowFunction(init) || Node.isFunctionExpression(init) || Node.isCallExpression(init)))
        fns.push({ name: n.getName(), node: init });
    }
  }
  functionsCache.set(sf, fns);
  return fns;
}

const functionsCache = new WeakMap<SourceFile, NamedFunction[]>();

/** The names whose code reaches any of `targets` through the file's functions (the targets included). */
function namesReaching(sf: SourceFile, targets: Set<string>): Set<string> {
  const reached = new Set(targets);
  const fns = namedFunctions(sf);
  // A reached function that fills a collection its instance holds (`this.handlers.set(kind,
  // fn)`, `this.rules[kind] = fn`) reaches whatever reads that member: a method that
  // dispatches through the registry the constructor fills runs what was registered. (A plain
  // `this.x = …` of a setup method is no registration: every method reading `x` would seem to
  // run all of the setup.)
  const writes = (name: string) => {
    let added = false;
    for (const fn of fns)
      if (fn.name === name)
        for (const member of membersWritten(fn.node))
          if (!reached.has(member)) {
            reached.add(member);
            added = true;
          }
    return added;
  };
  for (const t of targets) writes(t);
  for (let grew = true; grew;) {
    grew = false;
    for (const fn of fns) {
      if (reached.has(fn.name)) continue;
      const names = namesIn(fn.node);
      for (const t of reached) {
        if (names.has(t)) {
          reached.add(fn.name);
          writes(fn.name);
          grew = true;
          break;
        }
      }
    }
  }
  return reached;
}

/** Methods that fill a collection in place. */
const FILLING_METHODS = new Set(['set', 'push', 'add', 'unshift', 'splice']);

/** Collections of `this` a function fills: `this.x[k] = …`, `this.x.set(k, v)`, `this.x.push(v)`. */
function membersWritten(fn: Node): string[] {
  const { Node, SyntaxKind } = loadTsMorph();
  const out = new Set<string>();
  const member = (n: Node | undefined): string | undefined => {
    while (n && Node.isElementAccessExpression(n)) n = n.getExpression();
    return n && Node.isPropertyAccessExpression(n) && n.getExpression().getKind() === SyntaxKind.ThisKeyword
      ? n.getName()
      : undefined;
  };
  for (const n of descendantsOfKinds(fn, [SyntaxKind.BinaryExpression, SyntaxKind.CallExpression])) {
    if (Node.isBinaryExpression(n) && n.getOperatorToken().getKind() === SyntaxKind.EqualsToken) {
      const left = n.getLeft();
      const m = Node.isElementAccessExpression(left) ? member(left) : undefined;
      if (m) out.add(m);
    } else if (Node.isCallExpression(n)) {
      const callee = n.getExpression();
      if (!Node.isPropertyAccessExpression(callee) || !FILLING_METHODS.has(callee.getName())) continue;
      const m = member(callee.getExpression());
      if (m) out.add(m);
    }
  }
  return [...out];
}

/** The handlers of a file whose code (or registration, or procedure chain) refers to a name that reaches the targets. */
function handlersReaching(sf: SourceFile, handlers: RequestHandler[], targets: Set<string>): RequestHandler[] {
  if (handlers.length === 0 || targets.size === 0) return [];
  const reached = namesReaching(sf, targets);
  return handlers.filter((h) => {
    const names = new Set([
      ...namesIn(h.node),
      ...(h.registration ? namesIn(h.registration) : []),
      ...(h.chain ? namesIn(h.chain) : []),
    ]);
    for (const t of reached) if (names.has(t)) return true;
    return false;
  });
}

/**
 * Every use the handler makes of the names is as an argument of a call of a package's
 * function (imported from a module outside the tree): `getServerSession(authOptions)`.
 */
function onlyHandedToPackages(view: TreeView, file: string, handler: RequestHandler, names: Set<string>): boolean {
  const uses = valueUses(handler.node, (n) => names.has(n));
  return uses.length > 0 && uses.every((id) => handedToPackage(view, file, id, 0));
}

/** Calls of the repository's functions a value is followed through to a package's function. */
const MAX_HANDED_ON = 2;

/**
 * The value is an argument of a call of a package's function, or of a function of the
 * repository whose parameter receiving it is only handed on so (`requireBusinessAuth(id,
 * authOptions)`, whose body calls `getServerSession(authOptions)`).
 */
function handedToPackage(view: TreeView, file: string, id: Node, depth: number): boolean {
  const { Node } = loadTsMorph();
  const call = id.getParent();
  if (!call || !Node.isCallExpression(call)) return false;
  const index = call.getArguments().indexOf(id);
  if (index < 0) return false;
  if (isPackageFunction(view, file, call.getExpression())) return true;
  if (depth >= MAX_HANDED_ON) return false;
  const def = definitionOf(view, call.getExpression());
  const fn = def?.node;
  if (!def || !fn || !Node.isFunctionLikeDeclaration(fn)) return false;
  const param = fn.getParameters()[index];
  const name = param?.getNameNode();
  if (!name || !Node.isIdentifier(name)) return false;
  const uses = valueUses(fn, (n) => n === name.getText(), name);
  return uses.length > 0 && uses.every((u) => handedToPackage(view, def.file, u, depth + 1));
}

/** A callee imported from a package outside the tree (`next-auth`'s `getServerSession`). */
function isPackageFunction(view: TreeView, file: string, callee: Node): boolean {
  const { Node } = loadTsMorph();
  let root = callee;
  while (Node.isPropertyAccessExpression(root)) root = root.getExpression();
  if (!Node.isIdentifier(root)) return false;
  const decl = declarationOf(root);
  const imp = decl?.getFirstAncestor((a) => Node.isImportDeclaration(a));
  if (!imp || !Node.isImportDeclaration(imp)) return false;
  const spec = specifierOf(imp);
  return !spec.startsWith('.') && resolveImport(view, file, spec) === undefined;
}

/**
 * The names by which an importer reaches a changed unit of a module: the local names it
 * binds to the module's exports that reach the unit, and the names of the unit's class
 * methods (called on an instance: `this.orders.create()`).
 */
function localNamesReaching(
  sf: SourceFile,
  unit: BehaviourUnit,
  bindings: ImportBinding[],
  importer: SourceFile,
): Set<string> {
  const { Node } = loadTsMorph();
  const out = new Set<string>();
  if (!unit.name) return out;
  const reaching = namesReaching(sf, new Set([unit.name]));
  const exports = exportedDeclarations(sf);
  const exportReaches = (exported: string) =>
    (exports.get(exported) ?? []).some((d) => {
      const name =
        Node.isVariableDeclaration(d) || Node.isFunctionDeclaration(d) || Node.isClassDeclaration(d)
          ? d.getName()
          : undefined;
      if (name && reaching.has(name)) return true;
      // An anonymous default export (`export default async (id) => hookable(update)(id)`): by what it calls.
      if (Node.isExportAssignment(d) || Node.isArrowFunction(d) || Node.isFunctionExpression(d)) {
        const called = namesIn(d);
        for (const r of reaching) if (called.has(r)) return true;
        return false;
      }
      // A class whose methods reach the unit: its instances are called by method name.
      if (Node.isClassDeclaration(d)) return d.getMethods().some((m) => reaching.has(m.getName()));
      // An object of functions (`export const billing = { charge() {…} }`): called by member name.
      return objectMembers(d).some((m) => reaching.has(m));
    });
  for (const b of bindings) {
    if (b.imported === '*') {
      // `import * as orders` / `require()`: members are called by their own names; the
      // namespace itself reaches the unit only where it is used whole (passed on, spread,
      // indexed by a computed key), not through `orders.other`.
      for (const name of reaching) out.add(name);
      if (usedWhole(importer, b.local)) out.add(b.local);
      continue;
    }
    if (!exportReaches(b.imported)) continue;
    const decls = exports.get(b.imported) ?? [];
    // A class is reached through the methods called on its instances: a handler that holds
    // the service and calls another of its methods does not run the changed one.
    // So is an object of functions, through the members called on it.
    const classes = decls.filter((d) => Node.isClassDeclaration(d));
    const objects = decls.filter((d) => objectMembers(d).some((m) => reaching.has(m)));
    if (classes.length + objects.length < decls.length) out.add(b.local);
    for (const d of classes) for (const m of d.getMethods()) if (reaching.has(m.getName())) out.add(m.getName());
    for (const d of objects) for (const m of objectMembers(d)) if (reaching.has(m)) out.add(m);
  }
  return out;
}

/**
 * The file uses the name as a value other than as the object of a member it names
 * (`ns.member`, `ns["member"]`): passed to a call, spread, assigned, indexed by a computed key.
 */
function usedWhole(sf: SourceFile, name: string): boolean {
  let byName = usedWholeCache.get(sf);
  if (!byName) usedWholeCache.set(sf, (byName = new Map()));
  let known = byName.get(name);
  if (known === undefined) byName.set(name, (known = findsWholeUse(sf, name)));
  return known;
}

const usedWholeCache = new WeakMap<SourceFile, Map<string, boolean>>();

function findsWholeUse(sf: SourceFile, name: string): boolean {
  const { ts } = loadTsMorph();
  // the compiler's nodes, not ts-morph's: a large importer is walked once, nothing wrapped
  if (!sf.getFullText().includes(name)) return false;
  const wholeUse = (id: TS.Identifier): boolean => {
    const parent = id.parent;
    if (ts.isImportClause(parent) || ts.isNamespaceImport(parent) || ts.isImportSpecifier(parent)) return false;
    if (ts.isQualifiedName(parent) || ts.isTypeReferenceNode(parent) || ts.isTypeQueryNode(parent)) return false;
    if (ts.isPropertyAccessExpression(parent)) return false; // `ns.member`, or a member named like it (`x.ns`)
    // a key or member declared with the name (`{ ns: … }`, `ns() {}`) is another name
    if (
      (ts.isPropertyAssignment(parent) ||
        ts.isMethodDeclaration(parent) ||
        ts.isPropertyDeclaration(parent) ||
        ts.isPropertySignature(parent)) &&
      parent.name === id
    )
      return false;
    if (ts.isElementAccessExpression(parent) && parent.expression === id) {
      return !ts.isStringLiteralLike(parent.argumentExpression);
    }
    // `const x = require('./m')`: the declaration itself
    return !(ts.isVariableDeclaration(parent) && parent.name === id);
  };
  let found = false;
  const visit = (n: TS.Node): void => {
    if (found) return;
    if (ts.isIdentifier(n) && n.text === name && wholeUse(n)) found = true;
    else ts.forEachChild(n, visit);
  };
  visit(sf.compilerNode);
  return found;
}

/**
 * The function members of an object of functions a declaration holds: its object literal
 * (`const billing = { charge() {…}, plans: async () => … }`), or the one a function in it
 * builds and returns (`const UsersLive = Layer.effect(Users, Effect.gen(function* () {
 * return { findById: …, update: … } }))`, `function makeService() { return { … } }`).
 */
function objectMembers(decl: Node): string[] {
  const { Node, SyntaxKind } = loadTsMorph();
  const holder = Node.isVariableDeclaration(decl)
    ? decl.getInitializer()
    : Node.isFunctionDeclaration(decl)
      ? decl.getBody()
      : undefined;
  if (!holder) return [];
  const direct = unwrapExpression(holder);
  // an instance of a class (`export const adminService = new AdminService()`): called by its methods' names
  const made = Node.isNewExpression(direct) ? direct.getExpression() : undefined;
  const cls = made && Node.isIdentifier(made) ? declarationOf(made) : undefined;
  if (cls && Node.isClassDeclaration(cls))
    return cls.getMembers().flatMap((m) => {
      if (Node.isMethodDeclaration(m)) return [m.getName()];
      if (!Node.isPropertyDeclaration(m)) return [];
      const v = m.getInitializer();
      return v && (Node.isArrowFunction(v) || Node.isFunctionExpression(v)) ? [m.getName()] : [];
    });
  const objects = Node.isObjectLiteralExpression(direct)
    ? [direct]
    : holder.getDescendantsOfKind(SyntaxKind.ObjectLiteralExpression).filter((o) => returningFunction(o) !== undefined);
  const out: string[] = [];
  for (const object of objects)
    for (const p of object.getProperties()) {
      if (Node.isMethodDeclaration(p)) out.push(p.getName());
      else if (Node.isPropertyAssignment(p)) {
        const v = p.getInitializer();
        if (v && (Node.isArrowFunction(v) || Node.isFunctionExpression(v))) out.push(p.getName());
      }
    }
  return out;
}

// ---------------------------------------------------------------------------------------
// Ports

/**
 * A handler that serves a route (path and method) which the base branch served from a
 * file the change deletes or rewrites: moved, not new (a pages-router route ported to the
 * app router, a handler moved between routers).
 */
function isPort(workspace: Workspace, handler: RequestHandler): boolean {
  const { head, base, changes } = workspace;
  const own = routesOfFile(head, handler.file).filter((r) => r.handler.node === handler.node);
  if (own.length === 0) return false;
  const file = changes.file(handler.file);
  if (!file || (file.status !== 'added' && file.status !== 'copied')) return false;
  for (const f of changes.files) {
    if (f.path === handler.file) continue;
    if (f.status !== 'deleted' && f.status !== 'modified' && f.status !== 'renamed') continue;
    const basePath = f.oldPath ?? f.path;
    if (!isCodeFile(basePath) || !base.exists(basePath)) continue;
    const before = routesOfFile(base, basePath);
    const after = f.status === 'deleted' ? [] : routesOfFile(head, f.path);
    for (const r of own) {
      const moved = (x: { method: string; path: string }) =>
        pathsMatch(x.path, r.path) && (methodsMatch(x.method, r.method) || methodsMatch(r.method, x.method));
      if (after.some(moved)) continue;
      if (before.some((x) => moved(x) && resembles(handler.node, x.handler.node))) return true;
    }
  }
  return false;
}

/**
 * Whether a handler's code resembles a base handler's: at least half of the names it uses
 * are names the other used. A port rewrites the framework's calls (`res.json` →
 * `Response.json`) and keeps the work (`stripe.checkout.sessions.create`, `priceId`);
 * a new handler at a moved route's old path (a redirect to the new one) shares little.
 */
function resembles(head: Node, base: Node): boolean {
  const ours = [...namesIn(head)];
  if (ours.length === 0) return true;
  const theirs = namesIn(base);
  return ours.filter((n) => theirs.has(n)).length * 2 >= ours.length;
}

/**
 * The handlers of a file a top-level statement takes part in serving: in a file of
 * router-style registrations, a call on the app or router they are registered on
 * (`app.use(auth)`: all of them; `app.use('/admin', guard)`: those under `/admin`), or a
 * function registered by one (a hook the app's setup function adds); in a framework's route
 * module (Next.js, Remix), any statement (its `config`), for all. Starting a background job
 * beside the routes serves none, nor does a setting of the app (`app.set('trust proxy', 1)`,
 * `app.disable('x-powered-by')`): configuration.
 */
function servedBy(view: TreeView, file: string, node: Node, handlers: RequestHandler[]): RequestHandler[] {
  const { Node, SyntaxKind } = loadTsMorph();
  const receivers = routerReceivers(handlers);
  if (receivers.size === 0) return handlers;
  // a function registered on the routes' object (a hook the setup function adds)
  const holder = node.getParent();
  const calls = Node.isCallExpression(node) ? [node] : Node.isCallExpression(holder) ? [holder] : [];
  calls.push(...node.getDescendantsOfKind(SyntaxKind.CallExpression));
  const out = new Set<RequestHandler>();
  for (const c of calls) {
    const callee = c.getExpression();
    if (!Node.isPropertyAccessExpression(callee) || !receivers.has(callee.getExpression().getText())) continue;
    if (APP_SETTINGS.has(callee.getName())) continue;
    // mounting a router of another module (`app.use('/', internalRoutes)`) runs that module's
    // routes, judged where they are written, not middleware for this file's handlers
    if (mountsRouterModule(view, file, c)) continue;
    const [first] = c.getArguments();
    const prefix =
      callee.getName() === 'use' &&
      first &&
      (Node.isStringLiteral(first) || Node.isNoSubstitutionTemplateLiteral(first))
        ? normalizeRoutePath(first.getLiteralValue())
        : undefined;
    for (const h of handlers) if (prefix === undefined || prefix === '/' || underPrefix(h.path, prefix)) out.add(h);
  }
  return handlers.filter((h) => out.has(h));
}

/**
 * The handlers an imported function runs for as the middleware of the routes' object
 * (`router.use(chatAuth)`, `router.use(requireRole('admin'))`): one finding, at the first
 * handler it runs for, as for a middleware written in the file. (One in a route's own
 * registration, `router.get('/x', chatAuth, …)`, is reached with the route's handler.)
 */
function middlewareUsers(
  view: TreeView,
  file: string,
  sf: SourceFile,
  handlers: RequestHandler[],
  names: ReadonlySet<string>,
): RequestHandler[] {
  const { Node, SyntaxKind } = loadTsMorph();
  const receivers = routerReceivers(handlers);
  const named = (a: Node) => {
    const u = unwrapExpression(a);
    const root = Node.isCallExpression(u) ? unwrapExpression(u.getExpression()) : u;
    return Node.isIdentifier(root) && names.has(root.getText());
  };
  for (const call of sf.getDescendantsOfKind(SyntaxKind.CallExpression)) {
    const callee = call.getExpression();
    if (!Node.isPropertyAccessExpression(callee) || callee.getName() !== 'use') continue;
    if (!receivers.has(callee.getExpression().getText()) || !call.getArguments().some(named)) continue;
    const served = servedBy(view, file, call, handlers);
    if (served.length > 0) return [served[0]];
  }
  return [];
}

/** The call's last argument is a router imported from a module of the tree that registers routes. */
function mountsRouterModule(view: TreeView, file: string, call: CallExpression): boolean {
  const { Node } = loadTsMorph();
  const last = call.getArguments().at(-1);
  if (!last || !Node.isIdentifier(last)) return false;
  const imp = declarationOf(last)?.getFirstAncestor((a) => Node.isImportDeclaration(a));
  if (!imp || !Node.isImportDeclaration(imp)) return false;
  const module = resolveImport(view, file, specifierOf(imp));
  if (module === undefined) return false;
  if (requestHandlers(view, module).length > 0) return true;
  // through a barrel (`export { iosBuildRoutes } from './ios'`): the module that defines it
  const defined = definitionOf(view, last)?.file;
  return defined !== undefined && defined !== file && requestHandlers(view, defined).length > 0;
}

/** Calls that set the app up rather than serve requests: Express's settings. */
const APP_SETTINGS = new Set(['set', 'enable', 'disable', 'engine', 'listen']);

/** A handler's path lies under a mount prefix (`/admin/users` under `/admin`); an unknown path may. */
function underPrefix(path: string | undefined, prefix: string): boolean {
  if (path === undefined) return true;
  const p = normalizeRoutePath(path);
  return p === prefix || p.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`);
}
