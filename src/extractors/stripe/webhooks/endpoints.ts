import { isTestCode, runsOnlyInBrowser } from '../../../workspace/classify';
import { roleIn } from '../../code/role';
import { changeFact, treeFact } from '../../../workspace/fact';
import type { Workspace } from '../../../workspace/workspace';
import type { Node, SourceFile } from 'ts-morph';
import { exportedDeclarations } from '../../code/exports';
import { loadTsMorph } from '../../../workspace/ts';
import { isCodeFile, type TreeView } from '../../../workspace/workspace';
import { functionName, requestHandlers, type FunctionLike, type RequestHandler } from '../../http/handlers';
import { baseCounterparts } from '../../code/counterparts';
import { resolveImport } from '../../code/resolve-import';
import { importsAnyWithin, reachesAnyOf } from '../../code/module-graph';
import { isStripeEventType } from '../events';
import { routesOfFile } from '../../http/routes';
import { bodyProblems } from './body';
import { eventHandling, modulesCalledFrom } from './dispatch';
import type {
  EventHandling,
  Located,
  Outcome,
  WebhookEndpoint,
  WebhookFramework,
  WebhookSignal,
  WebhookVerification,
} from './model';
import { ackBeforeWork, catchesOf, fireAndForget, type FailureScope } from './failures';
import { answerAfter, type ImplicitAnswer } from './outcomes';
import { importedBinding, reachFunctions, type Reached } from './reach';
import { contains, descendantsOfKinds, returnedExpressions } from '../../code/syntax';
import { declarationOf, unwrapExpression, specifierOf } from '../../code/ast';
import { calleeRef, isFunctionLike, valueOf } from '../../code/flow';
import { secretProblems, verificationMethod } from './signature';
import { behaviourChanges } from '../../code/behaviour';
import { containsWord } from '../../../git/words';

/**
 * Stripe webhook endpoints: request handlers that receive Stripe events (they verify a
 * signature, read the stripe-signature header, switch on Stripe event types, or are named
 * as a Stripe webhook), and the endpoints a change can affect.
 */

/** A file without one of these words holds no Stripe webhook endpoint. */
const ENDPOINT_WORDS = /stripe|webhook|constructEvent|verifyHeader/i;

/** Words of every call `verificationMethod` accepts. */
const VERIFIER_WORDS = /constructEvent|verifyHeader/;
const SIGNATURE_HEADER = /stripe-signature/i;

/** A string literal in the function that names the `stripe-signature` header. */
function namesSignatureHeader(fn: Node): boolean {
  const { Node, SyntaxKind } = loadTsMorph();
  return descendantsOfKinds(fn, [SyntaxKind.StringLiteral, SyntaxKind.NoSubstitutionTemplateLiteral]).some(
    (s) =>
      (Node.isStringLiteral(s) || Node.isNoSubstitutionTemplateLiteral(s)) &&
      s.getLiteralValue().toLowerCase() === 'stripe-signature',
  );
}

/** Stripe webhook endpoints declared in one file (memoised). */
export const webhookEndpoints = treeFact((view: TreeView, path: string): WebhookEndpoint[] => {
  // a test's handler or `constructEvent` call exercises a webhook; it serves none
  if (!isCodeFile(path) || isTestCode(path)) return [];
  // Cheap pre-check: a file that never says stripe, webhook or a verifier is not parsed for this.
  const text = view.read(path);
  if (text === undefined || !ENDPOINT_WORDS.test(text)) return [];
  const sf = view.sourceFile(path);
  if (!sf) return [];
  return findEndpoints(view, sf, path);
});

/**
 * Webhook endpoints a change can affect: those in changed files, those mounted by a
 * changed file (`app.use('/hooks', webhookRouter)`), and those whose event handling
 * reaches a changed module (a dispatcher or a processing function).
 */
export const webhookEndpointsAffectedBy = changeFact((workspace: Workspace): WebhookEndpoint[] => {
  const { head: view, changes } = workspace;
  // A tree that never names Stripe (no `stripe` import, no `stripe-signature` header, no
  // `Stripe.Event`) holds no Stripe webhook: one lookup in the word index, no file parsed.
  if (view.filesWith(['stripe', 'Stripe']).length === 0) return [];
  const out = new Map<string, WebhookEndpoint>();
  const add = (e: WebhookEndpoint) => out.set(`${e.file}:${e.line}`, e);
  const changed = changes
    .headFiles()
    .map((f) => f.path)
    .filter(isCodeFile);
  const changedSet = new Set(changed);
  // code that runs only in the browser (a component, a hook, a "use client" module) is no part
  // of what an endpoint runs: the endpoints that run the change are searched from the rest
  const serverChanged = changed.filter((p) => !runsOnlyInBrowser(roleIn(view, p), view.read(p)));
  for (const path of changed) {
    for (const e of webhookEndpoints(view, path)) add(e);
    const sf = view.sourceFile(path);
    if (!sf) continue;
    for (const target of mountedModules(view, sf, path)) for (const e of webhookEndpoints(view, target)) add(e);
  }
  // Endpoints that run a function of a changed module: callers of the changed files'
  // exports, and callers of those (a dispatcher or a router module in between).
  const reachesChanged = (e: WebhookEndpoint) =>
    e.runs.some((f) => changedSet.has(f)) ||
    e.events.some((ev) => ev.calls.some((c) => c.definedIn !== undefined && changedSet.has(c.definedIn)));
  // What the change altered is named by fewer declarations than its modules export: the
  // search starts from those names where each can be told (`changedCodeNames`).
  const bootstrapChanged = changed.some((p) => /\bNestFactory\.create\b/.test(view.read(p) ?? ''));
  const calledBy =
    serverChanged.length > 0 && !bootstrapChanged ? changedCodeNames(workspace, serverChanged) : undefined;
  let frontier = serverChanged;
  const visited = new Set(changed);
  rounds: for (let round = 0; round < 3 && frontier.length > 0; round++) {
    // The frontier's exported names, each with the files that write it, gathered together: a
    // round over its bounds (too many names, or callers) stops as soon as it is, before the
    // rest of the frontier is parsed. A name that many modules write (a common word, a
    // convention) tells no caller: it is left out, and the others are followed.
    const names = new Set<string>();
    const callers = new Set<string>();
    const exported = (path: string): Iterable<string> => {
      if (round === 0 && calledBy) {
        const sf = view.sourceFile(path);
        const own = sf ? exportedDeclarations(sf) : new Map<string, Node[]>();
        return calledBy.names.filter((n) => own.has(n));
      }
      const sf = view.sourceFile(path);
      return sf ? exportedDeclarations(sf).keys() : [];
    };
    for (const path of frontier) {
      for (const n of exported(path)) {
        if (n.length <= 2 || FRAMEWORK_EXPORTS.has(n) || names.has(n)) continue;
        names.add(n);
        if (names.size > MAX_NAMES) break rounds;
        const files = view.grep([n]).filter((p) => !visited.has(p) && isCodeFile(p));
        if (files.length <= MAX_CALLERS_PER_NAME) for (const f of files) callers.add(f);
        if (callers.size > MAX_CALLERS) break rounds;
      }
    }
    if (names.size === 0) break;
    for (const caller of callers) {
      visited.add(caller);
      // what `webhookEndpoints` reads no further (no word of Stripe or a webhook, a test) is skipped here too
      if (isTestCode(caller) || !ENDPOINT_WORDS.test(view.read(caller) ?? '')) continue;
      if (!mayHoldEndpoint(view, caller)) continue;
      if (!mayRunModules(view, caller, changedSet)) continue;
      for (const e of webhookEndpoints(view, caller)) if (reachesChanged(e)) add(e);
    }
    frontier = [...callers];
  }
  // The endpoints that verify Stripe's signature are few in any tree, and found by the word
  // index: one whose event handling calls into a changed module is affected however far the
  // search by exported names got (a large change, a router reached through a caller object).
  // So are the endpoints that call a function of such a module that verifies it (a NestJS
  // controller calling `this.stripeService.verifyWebhookSignature(…)`).
  // A changed bootstrap that creates the NestJS app (`NestFactory.create(AppModule, { rawBody,
  // bodyParser })`) decides what every Nest endpoint's request holds: they are all affected.
  if (serverChanged.length > 0)
    for (const path of view.filesWith(['constructEvent', 'constructEventAsync'])) {
      if (!isCodeFile(path)) continue;
      for (const p of [path, ...verifierCallers(view, path)]) {
        if (visited.has(p) && !bootstrapChanged) continue;
        visited.add(p);
        // what an endpoint runs is in the modules it reaches through imports: one that reaches
        // no changed module runs none of the change, and is not analysed
        if (!bootstrapChanged && reachesAnyOf(view, p, serverChanged) === false) continue;
        // nor is one that reaches them but names none of the changed code (a route that imports
        // a module of schemas whose one changed schema it never uses)
        if (calledBy && !mayRunChangedCode(view, p, calledBy)) continue;
        if (!bootstrapChanged && !mayRunModules(view, p, changedSet)) continue;
        for (const e of webhookEndpoints(view, p))
          if (reachesChanged(e) || (bootstrapChanged && e.framework === 'nest')) add(e);
      }
    }
  return [...out.values()];
});

/**
 * The names by which code outside the changed modules reaches what the change made behave
 * differently, with the modules that declare them: for each unit the change alters and each
 * declaration it writes (imports and types aside), the top-level declaration holding it (a
 * class for its method), and every other top-level declaration of its module that names one
 * of those (an exported `b` that calls the changed `a`), to a fixed point. Undefined when the
 * change touches a request handler (another module may run it: a tRPC procedure through a
 * server-side caller), or when one of them cannot be named so (a default export, importers
 * name it as they like; a statement that declares nothing, `app.use(…)`): then any module
 * that reaches the changed ones may run the change.
 */
function changedCodeNames(workspace: Workspace, paths: string[]): ChangedNames | undefined {
  const { Node } = loadTsMorph();
  const names = new Set<string>();
  const declaring = new Set<string>();
  for (const path of paths) {
    const units = behaviourChanges(workspace, path, 'behaviour');
    // a handler's change may be run by another module too (a tRPC procedure through a
    // server-side caller, a route's function imported elsewhere): any module may run it
    if (units.some((u) => u.handler)) return undefined;
    const sf = workspace.head.sourceFile(path);
    if (!sf) return undefined;
    // and the declarations whose code the change wrote, behaviour or not: a constant a webhook
    // reads (a hard-coded secret) is no behaviour, and still part of what the endpoint runs
    const lines = new Set(workspace.changes.file(path)?.newCodeLines ?? []);
    const written = sf
      .getStatements()
      .filter((st) => !isImportOrType(st))
      .filter((st) => [...lines].some((l) => l >= st.getStartLineNumber() && l <= st.getEndLineNumber()));
    const handlersAt = requestHandlers(workspace.head, path);
    if (written.some((st) => handlersAt.some((h) => contains(st, h.node) || contains(h.node, st)))) return undefined;
    const touched = [...units.map((u) => u.node), ...written];
    if (touched.length === 0) continue;
    if (exportedDeclarations(sf).has('default')) return undefined;
    const own = new Set<string>();
    const named = (statement: Node): string[] => {
      const declared = Node.isVariableStatement(statement)
        ? statement.getDeclarations().map((d) => d.getName())
        : Node.isFunctionDeclaration(statement) ||
            Node.isClassDeclaration(statement) ||
            Node.isEnumDeclaration(statement)
          ? [statement.getName() ?? '']
          : [];
      return declared.filter((n) => /^[\w$]+$/.test(n));
    };
    for (const node of touched) {
      const top = topLevelStatement(node);
      const declared = top ? named(top) : [];
      if (declared.length === 0) return undefined;
      for (const n of declared) own.add(n);
    }
    // the module's other declarations that name a changed one run it too
    const statements = sf.getStatements();
    for (let grew = true; grew;) {
      grew = false;
      for (const st of statements) {
        const declared = named(st);
        if (declared.length === 0 || declared.every((n) => own.has(n))) continue;
        const text = st.getText();
        if ([...own].some((n) => containsWord(text, n))) {
          for (const n of declared) own.add(n);
          grew = true;
        }
      }
    }
    for (const n of own) names.add(n);
    declaring.add(path);
  }
  return { names: [...names], declaring };
}

interface ChangedNames {
  names: string[];
  /** The modules that declare them, whose own mentions of them are not calls from outside. */
  declaring: Set<string>;
}

/** An import of names or a type's declaration: nothing a caller runs (`import './setup'` runs its module). */
function isImportOrType(st: Node): boolean {
  const { Node } = loadTsMorph();
  return (
    (Node.isImportDeclaration(st) && st.getImportClause() !== undefined) ||
    Node.isImportEqualsDeclaration(st) ||
    Node.isTypeAliasDeclaration(st) ||
    Node.isInterfaceDeclaration(st)
  );
}

/** The statement of its file that holds the node (itself when it is one). */
function topLevelStatement(node: Node): Node | undefined {
  const { Node } = loadTsMorph();
  let n: Node | undefined = node;
  while (n && !Node.isSourceFile(n.getParent())) n = n.getParent();
  return n;
}

/**
 * Whether a module may run the changed code: it or a module it reaches through imports names
 * one of the changed declarations. True where that cannot be told (too many such modules).
 */
function mayRunChangedCode(view: TreeView, path: string, changed: ChangedNames): boolean {
  if (changed.names.length === 0) return false;
  const naming = view
    .filesWith(changed.names)
    .filter((f) => isCodeFile(f) && !isTestCode(f) && !changed.declaring.has(f));
  if (naming.includes(path)) return true;
  if (naming.length === 0) return false;
  return reachesAnyOf(view, path, naming) !== false;
}

/**
 * Whether a caller the search above found can hold a Stripe webhook endpoint, told without
 * analysing its handlers (which follows every call four deep): it is named as one, or it or
 * a module it imports (through barrels) names a verifier, the signature header or a Stripe
 * event type. A webhook's identity is in its handler's module or the one it hands the event
 * to; the application's other routes and jobs that call into a changed module (an import
 * job, a settings route) are not analysed for it. An endpoint whose verifier lies further is
 * found from the verifier's module (`verifierCallers`).
 */
function mayHoldEndpoint(view: TreeView, path: string): boolean {
  const text = view.read(path) ?? '';
  if (/webhook/i.test(path + text) && /stripe/i.test(path + text)) return true;
  return importsAnyWithin(view, path, 1, (f) => namesWebhookEvidence(view, f)) !== false;
}

/**
 * Whether a file may hold a Stripe webhook endpoint, told without analysing its handlers
 * (which follows every call four deep): what `webhookEndpoints` reads (a code file outside
 * the tests that names Stripe or a webhook) with a request handler or a verifier, and what
 * the search asks of a caller (`mayHoldEndpoint`). For a file no rule asked about (the layer
 * of an unchanged file a finding names).
 */
export function mayHoldWebhookEndpoint(view: TreeView, path: string): boolean {
  if (!isCodeFile(path) || isTestCode(path)) return false;
  const text = view.read(path);
  if (text === undefined || !ENDPOINT_WORDS.test(text)) return false;
  if (!VERIFIER_WORDS.test(text) && requestHandlers(view, path).length === 0) return false;
  return mayHoldEndpoint(view, path);
}

/** A module whose text names a verifier, the signature header or a Stripe event type (memoised). */
const namesWebhookEvidence = treeFact((view: TreeView, path: string): boolean => {
  const text = view.read(path);
  if (text === undefined) return false;
  if (VERIFIER_WORDS.test(text) || SIGNATURE_HEADER.test(text)) return true;
  for (const m of text.matchAll(QUOTED_DOTTED)) if (isStripeEventType(m[1])) return true;
  return false;
});

/** A quoted dotted word (`'invoice.paid'`), the shape of a Stripe event type. */
const QUOTED_DOTTED = /['"`]([a-z_]+(?:\.[a-z_]+){1,3})['"`]/g;

/**
 * The code files that name a function of the module that calls `constructEvent`: the
 * callers of a verifier the module wraps it in (a service's `verifyWebhookSignature`).
 */
function verifierCallers(view: TreeView, path: string): string[] {
  const { Node, SyntaxKind } = loadTsMorph();
  const sf = view.sourceFile(path);
  if (!sf) return [];
  const names = new Set<string>();
  for (const call of sf.getDescendantsOfKind(SyntaxKind.CallExpression)) {
    if (!verificationMethod(call)) continue;
    const fn = call.getFirstAncestor(
      (a) => Node.isMethodDeclaration(a) || Node.isFunctionDeclaration(a) || Node.isVariableDeclaration(a),
    );
    const name =
      fn && (Node.isMethodDeclaration(fn) || Node.isFunctionDeclaration(fn) || Node.isVariableDeclaration(fn))
        ? fn.getName()
        : undefined;
    if (name && name.length > 2) names.add(name);
  }
  const out = new Set<string>();
  for (const name of names) {
    const files = view.grep([name]).filter((p) => p !== path && isCodeFile(p) && !isTestCode(p));
    if (files.length <= MAX_CALLERS_PER_NAME) for (const f of files) out.add(f);
  }
  return [...out].sort();
}

/**
 * Names modules export by a framework's convention, not to be called by other modules: the
 * route segment options and metadata of Next.js, HTTP method handlers, a pages-router `config`.
 */
const FRAMEWORK_EXPORTS = new Set([
  'default',
  'config',
  'runtime',
  'dynamic',
  'dynamicParams',
  'revalidate',
  'fetchCache',
  'preferredRegion',
  'maxDuration',
  'metadata',
  'viewport',
  'generateMetadata',
  'generateStaticParams',
  'generateViewport',
  'GET',
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
  'HEAD',
  'OPTIONS',
  'loader',
  'action',
]);

/** Files a name of a changed module may be in before it is too common to follow. */
const MAX_CALLERS_PER_NAME = 50;
/** Files one round follows at most. */
const MAX_CALLERS = 150;
/** Exported names one round searches for at most. */
const MAX_NAMES = 200;

/** A call of a method named as those that mount a router (text with none has no mount). */
const MOUNT_CALL = /\.\s*(use|register|route)\s*\(/;

/** Relative modules whose exports a file mounts with `x.use(..., ident)`. */
function mountedModules(view: TreeView, sf: SourceFile, path: string): string[] {
  const { Node, SyntaxKind } = loadTsMorph();
  const targets = new Set<string>();
  if (!MOUNT_CALL.test(sf.getFullText())) return [];
  for (const call of sf.getDescendantsOfKind(SyntaxKind.CallExpression)) {
    const callee = call.getExpression();
    if (!Node.isPropertyAccessExpression(callee) || !['use', 'register', 'route'].includes(callee.getName())) continue;
    for (const arg of call.getArguments()) {
      if (!Node.isIdentifier(arg)) continue;
      const binding = importedBinding(sf, arg.getText());
      if (!binding) continue;
      const target = resolveImport(view, path, binding.module);
      if (target) targets.add(target);
    }
  }
  return [...targets];
}

/** A function of a file that may be a webhook endpoint, with what it runs. */
interface Candidate {
  node: FunctionLike;
  handler?: RequestHandler;
  /** The handler and the functions it calls (`reachFunctions`). */
  reached: Reached[];
  /** What the middleware its registration runs before it runs (`verifyStripeSignature()`). */
  before: Reached[];
}

/**
 * A file's request handlers and the functions in it that verify a Stripe signature (a
 * verifying function no router of the file registers: exported and mounted elsewhere), each
 * with the functions it runs (memoised: read before and by the analysis).
 */
const candidatesOf = treeFact((view: TreeView, path: string): Candidate[] => {
  const { SyntaxKind } = loadTsMorph();
  if (!isCodeFile(path) || isTestCode(path)) return [];
  const sf = view.sourceFile(path);
  if (!sf) return [];
  const candidates: { node: FunctionLike; handler?: RequestHandler }[] = requestHandlers(view, path).map((h) => ({
    node: h.node,
    handler: h,
  }));
  for (const call of sf.getDescendantsOfKind(SyntaxKind.CallExpression)) {
    if (!verificationMethod(call)) continue;
    const fn = outermostFunction(call);
    if (fn && !candidates.some((c) => contains(c.node, fn) || contains(fn, c.node))) candidates.push({ node: fn });
  }
  return candidates.map(({ node, handler }) => ({
    node,
    handler,
    reached: reachFunctions(view, node, path),
    before: handler ? middlewareOf(view, path, handler).flatMap((m) => reachFunctions(view, m.fn, m.file)) : [],
  }));
});

/**
 * Whether an endpoint of the file may run one of the modules: a function one of its
 * candidates runs is in one, or calls into one. What `reachesChanged` reads of an analysed
 * endpoint (the modules it runs, its events' calls) is within this, so a file for which it is
 * false holds no endpoint the change affects, and is not analysed.
 */
function mayRunModules(view: TreeView, path: string, modules: Set<string>): boolean {
  return candidatesOf(view, path).some(
    (c) =>
      [...c.reached, ...c.before].some((r) => modules.has(r.file)) ||
      c.reached.some((r) => modulesCalledFrom(view, r).some((m) => modules.has(m))),
  );
}

function findEndpoints(view: TreeView, sf: SourceFile, path: string): WebhookEndpoint[] {
  const { SyntaxKind } = loadTsMorph();
  const endpoints: WebhookEndpoint[] = [];
  for (const { node, handler, reached, before } of candidatesOf(view, path)) {
    const signals: WebhookSignal[] = [];
    const verifications: WebhookVerification[] = [];
    let readsSignature = false;
    const dispatchers: (Located & { name?: string })[] = [];
    const events: EventHandling[] = [];
    const unhandled: (Located & { outcomes: Outcome[] })[] = [];
    for (const r of [...reached, ...before]) {
      // Only a function whose text names a verifier or the header is walked for them.
      const text = r.fn.getText();
      if (VERIFIER_WORDS.test(text)) {
        for (const call of r.fn.getDescendantsOfKind(SyntaxKind.CallExpression)) {
          const method = verificationMethod(call);
          if (!method) continue;
          const args = call.getArguments();
          const payload = args[0] ? passedIn(args[0], r) : undefined;
          verifications.push({
            file: r.file,
            line: call.getStartLineNumber(),
            node: call,
            call,
            method,
            payload: payload?.node,
            ...(payload && payload.file !== r.file ? { payloadFile: payload.file } : {}),
            secret: args[2],
            through: modulesThrough(r),
          });
        }
      }
      if (SIGNATURE_HEADER.test(text) && namesSignatureHeader(r.fn)) readsSignature = true;
      if (before.includes(r)) continue;
      const found = eventHandling(view, r);
      if (found.events.length > 0) {
        dispatchers.push({ file: r.file, line: r.fn.getStartLineNumber(), node: r.fn, name: r.name });
        events.push(...found.events);
        unhandled.push(...found.unhandled);
      }
    }
    if (verifications.length > 0) signals.push('verification');
    if (readsSignature) signals.push('signature-header');
    if (events.length > 0) signals.push('event-types');
    if (namedAsStripeWebhook(sf, path, handler, node)) signals.push('name');
    if (signals.length === 0) continue;
    // A route named like a webhook but with nothing Stripe about it is some other webhook.
    if (signals.length === 1 && signals[0] === 'name' && !(importsStripe(sf) && receivesBody(handler, node))) continue;
    // An event fetched back from the Stripe API (`stripe.events.retrieve(id)`) is authentic.
    if (verifications.length === 0 && reached.some((r) => retrievesEvent(r.fn))) continue;
    const framework = frameworkOf(sf, path, handler);
    const scope: FailureScope = {
      view,
      handler: reached[0],
      reached,
      verifications,
      dispatchers,
      events,
      implicit: wrapperAnswer(view, path, handler, node) ?? implicitAnswer(framework, node, path),
    };
    const endpoint: WebhookEndpoint = {
      // where the handler is written: a function another module defines is registered here by reference
      file: view.pathOf(node.getSourceFile()) || path,
      registeredIn: path,
      line: node.getStartLineNumber(),
      name: handler?.name ?? functionName(node),
      path: handler?.path,
      method: handler?.method ?? 'POST',
      framework,
      node,
      handler,
      signals,
      verifications,
      problems: [],
      dispatchers,
      events,
      unhandled,
      // the modules it runs, its registration's middleware among them
      runs: [...new Set([...reached, ...before].map((r) => r.file))],
      catches: catchesOf(scope),
      fireAndForget: [...fireAndForget(view, scope), ...ackBeforeWork(scope)],
    };
    endpoint.problems = [...bodyProblems(view, sf, endpoint), ...secretProblems(view, endpoint)];
    endpoints.push(endpoint);
  }
  return endpoints;
}

/** The modules of the functions from the root of a reach down to `r`, root first. */
function modulesThrough(r: Reached): string[] {
  const files: string[] = [];
  for (let cur: Reached | undefined = r; cur; cur = cur.caller) files.unshift(cur.file);
  return [...new Set(files)];
}

/**
 * The functions a router registration runs before its handler: the arguments between the
 * path and the handler (`app.post('/hook', verifyStripeSignature(), handler)`), each the
 * function it is or the one its factory call returns (else the factory, whose body holds it).
 */
function middlewareOf(view: TreeView, path: string, handler: RequestHandler): { fn: Node; file: string }[] {
  const { Node } = loadTsMorph();
  const call = handler.registration;
  if (!call) return [];
  const out: { fn: Node; file: string }[] = [];
  for (const arg of call.getArguments().slice(1, -1)) {
    const value = valueOf(view, path, arg);
    if (value?.kind === 'function') out.push({ fn: value.ref.fn, file: value.ref.file });
    else if (Node.isCallExpression(arg)) {
      const factory = calleeRef(view, path, arg);
      if (factory) out.push({ fn: factory.fn, file: factory.file });
    }
  }
  return out;
}

function outermostFunction(node: Node): Node | undefined {
  const { Node: N } = loadTsMorph();
  let best: Node | undefined;
  for (const a of node.getAncestors()) {
    if (N.isFunctionDeclaration(a) || N.isArrowFunction(a) || N.isFunctionExpression(a) || N.isMethodDeclaration(a)) {
      best = a;
    }
  }
  return best;
}

/**
 * The same endpoint on the base branch: the base endpoint of the handler that served its
 * route, or of the function of the same name in the module it came from (see
 * `baseCounterparts`), so that a gap it already had is not blamed on a move or a port.
 */
export function baseEndpointsLike(workspace: Workspace, e: WebhookEndpoint): WebhookEndpoint[] {
  const out: WebhookEndpoint[] = [];
  for (const cp of baseCounterparts(workspace, e.registeredIn, e.node)) {
    for (const be of webhookEndpoints(workspace.base, cp.file))
      if (be.node === cp.fn && !out.includes(be)) out.push(be);
  }
  return out;
}

/**
 * How findings name an endpoint: its method and full route path (`POST /api/webhooks/stripe`,
 * mount prefixes included), the same name in every rule; else its function or file.
 */
export function endpointRouteName(view: TreeView, e: WebhookEndpoint): string {
  const route = routesOfFile(view, e.registeredIn).find((r) => r.handler.node === e.node && r.path !== '');
  const method = (m: string) => (m === 'ALL' ? 'POST' : m);
  if (route) return `${method(route.method)} ${route.path}`;
  if (e.path && e.path !== '/') return `${method(e.method)} ${e.path}`;
  return e.name && e.name !== 'default' ? `${e.name} (${e.file})` : e.file;
}

/**
 * What a handler handed to a wrapper of the repository answers when it completes: the
 * registration's handler is a factory's call given the function
 * (`createWebhookHandler('Payment', handlePaymentWebhook)`), and the function the factory
 * returns calls it and answers after (`await handler(event, c); return c.json({ received: true })`).
 */
function wrapperAnswer(
  view: TreeView,
  path: string,
  handler: RequestHandler | undefined,
  node: Node,
): ImplicitAnswer | undefined {
  const { Node: N } = loadTsMorph();
  const wrap = handler?.registration?.getArguments().at(-1);
  if (!wrap || !N.isCallExpression(wrap)) return undefined;
  const factory = calleeRef(view, path, wrap);
  if (!factory || !isFunctionLike(factory.fn)) return undefined;
  const index = wrap.getArguments().findIndex((a) => {
    const v = valueOf(view, path, a);
    return v?.kind === 'function' && v.ref.fn === node;
  });
  const param = index >= 0 ? factory.fn.getParameters()[index] : undefined;
  if (!param) return undefined;
  for (const returned of returnedExpressions(factory.fn)) {
    const closure = unwrapExpression(returned);
    if (!isFunctionLike(closure)) continue;
    const call = closure
      .getDescendantsOfKind(loadTsMorph().SyntaxKind.CallExpression)
      .find((c) => N.isIdentifier(c.getExpression()) && declarationOf(c.getExpression()) === param);
    if (!call) continue;
    const answer = answerAfter(call, { fn: closure, file: factory.file }, () => undefined);
    return answer ? () => answer : undefined;
  }
  return undefined;
}

/**
 * What the framework answers when the handler returns without answering itself: Nest
 * answers its `@HttpCode` (201 for POST, else 200) with whatever the method returns;
 * Fastify sends what an async handler returns with 200.
 */
function implicitAnswer(framework: WebhookFramework, node: FunctionLike, file: string): ImplicitAnswer {
  const { Node } = loadTsMorph();
  const line = node.getEndLineNumber();
  if (framework === 'nest' && Node.isMethodDeclaration(node)) {
    const code = node.getDecorator('HttpCode')?.getArguments()[0];
    const explicit = code && Node.isNumericLiteral(code) ? Number(code.getLiteralValue()) : undefined;
    const status = explicit ?? (node.getDecorator('Post') ? 201 : 200);
    return () => ({ kind: 'status', status, file, line });
  }
  if (framework === 'fastify')
    return (returnsValue) => (returnsValue ? { kind: 'status', status: 200, file, line } : undefined);
  return () => undefined;
}

// ---------------------------------------------------------------------------
// Framework and naming.

function frameworkOf(sf: SourceFile, path: string, handler: RequestHandler | undefined): WebhookFramework {
  if (handler?.kind === 'next-app') return 'next-app';
  if (handler?.kind === 'next-pages') return 'next-pages';
  if (handler?.kind === 'nest') return 'nest';
  const modules = sf.getImportDeclarations().map((i) => specifierOf(i));
  if (modules.some((m) => m === 'hono' || m.startsWith('hono/'))) return 'hono';
  if (modules.some((m) => m === 'fastify' || m.startsWith('fastify') || m.startsWith('@fastify/'))) return 'fastify';
  if (modules.some((m) => m === 'koa' || m.startsWith('@koa/') || m.startsWith('koa-'))) return 'koa';
  if (modules.some((m) => m === 'express' || m === 'body-parser')) return 'express';
  if (modules.some((m) => m.startsWith('@nestjs/'))) return 'nest';
  if (/(^|\/)pages\/api\//.test(path)) return 'next-pages';
  if (handler?.kind === 'router') {
    // Router params tell the rest: (req, reply) is Fastify, (c) Hono, (ctx) Koa.
    const params = handler.node.getChildrenOfKind(loadTsMorph().SyntaxKind.Parameter).map((p) => p.getName());
    if (params[1] === 'reply') return 'fastify';
    if (params.length === 1 && params[0] === 'c') return 'hono';
    if (params[0] === 'ctx') return 'koa';
    return 'express';
  }
  return 'unknown';
}

function namedAsStripeWebhook(sf: SourceFile, path: string, handler: RequestHandler | undefined, node: Node): boolean {
  const names = [
    path,
    handler?.path ?? '',
    handler?.name ?? '',
    functionName(node) ?? '',
    handler?.receiver ?? '',
  ].join(' ');
  return /webhook/i.test(names) && /stripe/i.test(names);
}

/** A POST-style route that reads the request body (not a GET listing webhook settings). */
function receivesBody(handler: RequestHandler | undefined, node: Node): boolean {
  if (handler && !['POST', 'ALL', 'PUT'].includes(handler.method)) return false;
  return /\.(body|rawBody|text|json|arrayBuffer)\b|\bbuffer\(|@Body|@RawBody/.test(node.getText());
}

function retrievesEvent(fn: Node): boolean {
  const { SyntaxKind } = loadTsMorph();
  return fn
    .getDescendantsOfKind(SyntaxKind.CallExpression)
    .some((c) => /\.events\.retrieve$/.test(c.getExpression().getText().replace(/\s+/g, '')));
}

function importsStripe(sf: SourceFile): boolean {
  return sf.getImportDeclarations().some((i) => /stripe/i.test(specifierOf(i)));
}

/**
 * What a value that is a parameter of a reached function was passed as, up the chain of
 * calls from the handler: a service's `constructWebhookEvent(payload, sig)` verifies the
 * `req.rawBody` its controller passed. The value itself when it is no such parameter.
 */
function passedIn(value: Node, reached: Reached): { node: Node; file: string } {
  const { Node } = loadTsMorph();
  let node = value;
  let at: Reached | undefined = reached;
  while (at?.via && at.caller) {
    const id = unwrapExpression(node);
    const decl = Node.isIdentifier(id) ? declarationOf(id) : undefined;
    if (!decl || !Node.isParameterDeclaration(decl) || decl.getParent() !== at.fn) break;
    const fn = decl.getParent();
    const index = Node.isParametered(fn) ? fn.getParameters().indexOf(decl) : -1;
    const passed = index < 0 ? undefined : at.via.getArguments()[index];
    if (!passed || Node.isSpreadElement(passed)) break;
    node = passed;
    at = at.caller;
  }
  return { node, file: at?.file ?? reached.file };
}
