import type { Node, SourceFile } from 'ts-morph';
import type { Related, Rule, RuleContext, RuleFinding } from '../../core/types';
import { MAX_NAMED, namedList } from '../../core/wording';
import {
  behaviourChanges,
  callsRunAsBefore,
  optionsOnlyChange,
  processingFingerprint,
} from '../../extractors/code/behaviour';
import { importsOf } from '../../extractors/code/module-graph';
import { methodsMatch, routesOfFile, sameFileFunction } from '../../extractors/http/routes';
import { isStripeEventType } from '../../extractors/stripe/events';
import {
  requestMatches,
  testFile,
  testsReachingModule,
  testsRequesting,
  type RouteRef,
  type TestCase,
} from '../../extractors/tests/index';
import {
  reachFunctions,
  type Reached,
  webhookEndpoints,
  webhookEndpointsAffectedBy,
  type EventCall,
  type EventHandling,
  type WebhookEndpoint,
} from '../../extractors/stripe/webhooks';
import { loadTsMorph } from '../../workspace/ts';
import { contains, descendantsOfKinds } from '../../extractors/code/syntax';
import type { TreeView, Workspace } from '../../workspace/workspace';

/**
 * A Stripe webhook handler the PR adds or changes must have tests, among those that
 * reach it, for its error paths: (1) a missing or invalid signature answers 4xx, and
 * (2) for each event type whose handling changed, a processing failure answers 5xx (or
 * throws) so that Stripe delivers the event again.
 */
export const webhookErrorTests: Rule = {
  meta: {
    id: 'stripe/webhook-error-tests',
    description:
      'A changed Stripe webhook handler has no tests for its invalid-signature and processing-failure paths.',
    defaultSeverity: 'blocking',
  },
  check(ctx) {
    const view = ctx.workspace.head;
    const findings: RuleFinding[] = [];
    const routed: boolean[] = [];
    for (const { endpoint, change } of changedEndpoints(ctx)) {
      const paths = endpointPaths(view, endpoint);
      const reaching = testsReaching(view, endpoint, paths);
      const cases = reaching.flatMap(({ file, cases }) => cases.map((c) => ({ file, c })));

      const missing: string[] = [];
      const rejects = ({ c }: { c: TestCase }) => c.statuses.some((s) => s >= 400 && s < 500);
      // a verifier of another module on the route's request path (the registration's
      // `verifyStripeSignature()` middleware, and the helpers it verifies through) is the
      // signature path: its own tests cover it
      const verifiers = [...new Set(endpoint.verifications.flatMap((v) => [...v.through, v.file]))].filter(
        (f) => f !== endpoint.file && f !== endpoint.registeredIn,
      );
      const signatureCovered =
        cases.some(rejects) || (verifiers.length > 0 && casesReachingModules(view, verifiers).some(rejects));
      if (!signatureCovered)
        missing.push('a request with a missing or invalid Stripe-Signature is rejected with a 4xx');
      const untestedEvents: EventHandling[][] = [];
      for (const group of groupByBody(change.events)) {
        const types = group.map((e) => e.type);
        const fails = ({ file, c }: { file: string; c: TestCase }) =>
          (c.statuses.some((s) => s >= 500) || c.throws) &&
          caseEventTypes(view, file, c).some((t) => types.includes(t));
        // or a test of the service that processes the event (a NestJS provider the controller
        // calls), which shows that its failure throws: the handler lets it through as a 5xx.
        // Such a test names the event by the function it calls (`handleSubscriptionUpdated`).
        const processing = new Set(
          group.flatMap((e) => e.calls.filter((c) => c.definedIn || c.target).map((c) => c.name.split('.').pop()!)),
        );
        const serviceFails = (x: { file: string; c: TestCase }) =>
          fails(x) ||
          ((x.c.statuses.some((s) => s >= 500) || x.c.throws) && x.c.references.some((n) => processing.has(n)));
        const covered =
          cases.some(fails) || casesReachingModules(view, processingModules(group, endpoint.file)).some(serviceFails);
        if (!covered) untestedEvents.push(group);
      }
      const untestedTypes = untestedEvents.flatMap((g) => g.map((e) => e.type));
      if (untestedTypes.length > MAX_NAMED)
        missing.push(
          `a failure while handling any of ${untestedTypes.length} event types (${namedList(untestedTypes)}; each is listed below) answers 5xx so that Stripe retries`,
        );
      else
        for (const group of untestedEvents) {
          missing.push(
            `a failure while handling ${group.map((e) => e.type).join(' / ')} answers 5xx so that Stripe retries`,
          );
        }
      if (missing.length === 0) continue;

      const where = untestedEvents[0]?.[0] ?? change.handlerAt ?? { file: endpoint.file, line: endpoint.line };
      const route = paths[0]
        ? `${endpoint.method === 'ALL' ? 'POST' : endpoint.method} ${paths[0]}`
        : `in ${endpoint.file}`;
      const related: Related[] = [
        // each untested event type where the handler takes it, then the functions that process it
        ...(untestedTypes.length > MAX_NAMED
          ? untestedEvents.flatMap((g) =>
              g.map((e) => ({ file: e.file, line: e.line, message: `handles ${e.type}, untested on failure` })),
            )
          : []),
        ...untestedEvents.flatMap((g) =>
          g[0].calls
            .filter((c) => c.definedIn)
            .map((c) => ({
              file: c.definedIn!,
              line: lineOfFunction(view, c.definedIn!, c.name) ?? c.target?.fn.getStartLineNumber() ?? 1,
              message: `processes ${namedList(
                g.map((e) => e.type),
                ' / ',
              )}`,
            })),
        ),
        ...reaching.map(({ file }) => ({ file, line: 1, message: 'test that reaches this webhook handler' })),
      ];
      const testTarget = reaching[0]?.file ?? 'a test file next to the handler';
      // one test per way of processing: a test of one type covers the types handled with it
      const eventList = untestedEvents.map((g) =>
        g.length > 1 ? `${g[0].type}, which covers the ${g.length - 1} types handled with it` : g[0].type,
      );
      findings.push({
        file: where.file,
        line: where.line,
        message: `The Stripe webhook handler ${route} changed, and no test that reaches it shows that ${missing.join('; nor that ')}.`,
        fix:
          `In ${testTarget}, add tests that ${paths[0] ? `post to ${paths[0]}` : 'call the handler'}: ` +
          [
            signatureCovered ? undefined : 'one without a valid Stripe-Signature expecting 400',
            eventList.length > 0
              ? `one per event type (${namedList(eventList, '; ')}) whose processing function is made to fail (mockRejectedValue), expecting 500`
              : undefined,
          ]
            .filter(Boolean)
            .join(', and ') +
          '.',
        related: dedupeRelated(related),
      });
      routed.push(paths.length > 0);
    }
    // the function a routed handler hands the request to (a service's `handleWebhook` that
    // verifies it) is found as a webhook too: one finding where both land, named by its route
    return findings.filter(
      (f, i) => routed[i] || !findings.some((g, j) => j !== i && routed[j] && g.file === f.file && g.line === f.line),
    );
  },
};

/**
 * What a module registers with `receiver.use(…)` before the line of a route: the names of the
 * middlewares it passes (`router.use(requireStripe)`) and the registrations themselves
 * (inline middlewares among them).
 */
function middlewaresBefore(
  sf: SourceFile,
  receiver: string,
  line: number,
  path: string | undefined,
): { names: Set<string>; nodes: Node[] } {
  const { Node, SyntaxKind } = loadTsMorph();
  const names = new Set<string>();
  const nodes: Node[] = [];
  for (const call of sf.getDescendantsOfKind(SyntaxKind.CallExpression)) {
    if (call.getStartLineNumber() >= line) continue;
    const callee = call.getExpression();
    if (!Node.isPropertyAccessExpression(callee) || callee.getName() !== 'use') continue;
    if (callee.getExpression().getText() !== receiver) continue;
    // `router.use('/portal', …)` runs for that prefix only
    const [first] = call.getArguments();
    if (first && (Node.isStringLiteral(first) || Node.isNoSubstitutionTemplateLiteral(first)))
      if (path === undefined || !path.startsWith(first.getLiteralText())) continue;
    nodes.push(call);
    for (const arg of call.getArguments()) if (Node.isIdentifier(arg)) names.add(arg.getText());
  }
  return { names, nodes };
}

/** Webhook endpoints whose handling the change gives new behaviour, with what changed. */
function changedEndpoints(ctx: RuleContext): { endpoint: WebhookEndpoint; change: ChangedParts }[] {
  return webhookEndpointsAffectedBy(ctx.workspace)
    .filter((endpoint) => !ctx.workspace.isGenerated(endpoint.file))
    .map((endpoint) => ({ endpoint, change: changedParts(ctx.workspace, endpoint) }))
    .filter(({ change }) => change.handler || change.events.length > 0);
}

interface ChangedParts {
  /** The handler itself (verification, dispatch, the helpers of its module it calls) has new behaviour. */
  handler: boolean;
  /** Where the handler's change is when it is a function of another module on the request path. */
  handlerAt?: { file: string; line: number };
  /** Event types whose handling has new behaviour. */
  events: EventHandling[];
}

/**
 * What of the endpoint the change alters, messages, logs, comments and work run after the
 * response aside: the handling of each event type (its case against the base branch's case
 * for the same type, and the functions it calls), and the handler around them.
 */
function changedParts(workspace: Workspace, endpoint: WebhookEndpoint): ChangedParts {
  const { head, changes } = workspace;
  const before = counterpart(workspace, endpoint);
  const changedNode = (file: string, fn: Node): boolean =>
    changes.file(file) !== undefined &&
    behaviourChanges(workspace, file, 'processing').some((u) => overlaps(u.node, fn));
  const changedFunction = (file: string, name: string): boolean => {
    const fn = functionNode(head, file, name);
    return fn !== undefined && changedNode(file, fn);
  };
  // A helper of the dispatch's own module that the event's case calls runs the helpers of that
  // module (a NestJS service's `onSubscription` calls its private `upsertSubscription`), and,
  // in the route's module, what they call in the modules it imports (`handleInvoicePaid` calls
  // `planIdFor` from '../plans'): that is event handling too. A function of another module the
  // case calls is judged by its own code.
  const runsChanged = (ev: EventHandling, call: EventCall): boolean => {
    const file = call.target?.file ?? call.definedIn;
    if (file === undefined || file !== ev.file) return false;
    const fn = call.target?.fn ?? functionNode(head, file, call.name);
    if (!fn) return false;
    // the route's own module reaches into the modules it imports; a service's dispatch, its own helpers
    const imported = new Set(
      file === endpoint.file ? importsOf(head, file).flatMap((i) => (i.resolved ? [i.resolved] : [])) : [],
    );
    const throughModule = (r: Reached): boolean => !r.caller || (r.caller.file === file && throughModule(r.caller));
    return reachFunctions(head, fn, file).some(
      (r) =>
        r.fn !== fn &&
        (imported.has(r.file) || r.file === file) &&
        throughModule(r) &&
        changes.file(r.file) !== undefined &&
        behaviourChanges(workspace, r.file, 'processing').some((u) => overlaps(u.node, r.fn)),
    );
  };
  const events = endpoint.events.filter((ev) => {
    // a handler may test one event type in several places (the dispatch, an early answer)
    const olds = before?.events.filter((e) => e.type === ev.type) ?? [];
    if (olds.length === 0) return before !== undefined || changes.file(ev.file) !== undefined;
    const body = processingFingerprint(ev.body);
    if (!olds.some((old) => processingFingerprint(old.body) === body)) return true;
    // a function that only starts to act on an option the case does not pass runs as it ran
    const inertHere = (call: EventCall, file: string, fn: Node | undefined): boolean => {
      const change = fn && optionsOnlyChange(workspace, file, fn);
      if (!change) return false;
      const { SyntaxKind } = loadTsMorph();
      const calls = ev.body
        .getDescendantsOfKind(SyntaxKind.CallExpression)
        .filter((c) => c.getExpression().getText() === call.name);
      return callsRunAsBefore(change, calls);
    };
    return ev.calls.some(
      (call) =>
        call.definedIn !== undefined &&
        ((changedFunction(call.definedIn, call.name) &&
          !inertHere(call, call.definedIn, functionNode(head, call.definedIn, call.name))) ||
          runsChanged(ev, call) ||
          (call.target !== undefined &&
            changedNode(call.target.file, call.target.fn) &&
            !inertHere(call, call.target.file, call.target.fn))),
    );
  });
  if (!before) return { handler: changesBehaviour(workspace, endpoint), events };
  const bodies = (e: WebhookEndpoint) => e.events.map((ev) => ev.body);
  let handler =
    processingFingerprint(before.node, bodies(before)) !== processingFingerprint(endpoint.node, bodies(endpoint));
  for (const d of endpoint.dispatchers) {
    if (handler) break;
    const old = before.dispatchers.find((x) => x.name !== undefined && x.name === d.name);
    if (old && old.node !== before.node && d.node !== endpoint.node)
      handler = processingFingerprint(old.node, bodies(before)) !== processingFingerprint(d.node, bodies(endpoint));
  }
  // A middleware the module registers on the webhook's router before it (`router.use(requireStripe)`):
  // it runs for the webhook's requests.
  if (!handler && changes.file(endpoint.file) && endpoint.handler?.receiver) {
    const { receiver, path } = endpoint.handler;
    const hooks = middlewaresBefore(endpoint.node.getSourceFile(), receiver, endpoint.line, path);
    handler = behaviourChanges(workspace, endpoint.file, 'processing').some(
      (u) => (u.name !== undefined && hooks.names.has(u.name)) || hooks.nodes.some((n) => overlaps(u.node, n)),
    );
  }
  // A helper of the handler's own module on the request path (the raw-body reader, the signature check).
  if (!handler && changes.file(endpoint.file)) {
    // the functions it calls (`readRawBody(req)`, `this.verify(sig)`) or hands on (`.then(this.handle)`),
    // not every name it holds: a local `subscription` is no call of a new `subscription()` route
    const called = calledNames(endpoint.node);
    const processing = new Set(endpoint.events.flatMap((ev) => ev.calls.map((c) => c.name.split('.').pop())));
    handler = behaviourChanges(workspace, endpoint.file, 'processing').some(
      (u) => u.name !== undefined && called.has(u.name) && !processing.has(u.name) && !overlaps(u.node, endpoint.node),
    );
  }
  // A function of another module on the request path from the handler to its verification or
  // its dispatch (a NestJS controller → `webhooks.handleIncomingWebhook(raw, sig)` → verify,
  // then dispatch): the event-handling function the route calls, judged as the handler.
  if (handler) return { handler, events };
  const on = requestPathChanged(workspace, endpoint);
  return on
    ? { handler: true, handlerAt: { file: on.file, line: on.fn.getStartLineNumber() }, events }
    : { handler, events };
}

function requestPathChanged(workspace: Workspace, endpoint: WebhookEndpoint): Reached | undefined {
  const { head, changes } = workspace;
  const ends = (r: Reached) =>
    endpoint.dispatchers.some((d) => d.node === r.fn) || endpoint.verifications.some((v) => contains(r.fn, v.node));
  const onPath = new Set<Reached>();
  for (const r of reachFunctions(head, endpoint.node, endpoint.file)) {
    if (!ends(r)) continue;
    for (let at: Reached | undefined = r.caller; at?.caller; at = at.caller) onPath.add(at);
    // the function that verifies is on the path; a dispatcher is judged with its events
    if (r.caller && !endpoint.dispatchers.some((d) => d.node === r.fn)) onPath.add(r);
  }
  return [...onPath].find(
    (r) =>
      r.file !== endpoint.file &&
      changes.file(r.file) !== undefined &&
      behaviourChanges(workspace, r.file, 'processing').some((u) => overlaps(u.node, r.fn)),
  );
}

/** An endpoint new to its file changes behaviour unless the file changes only in what does not count. */
function changesBehaviour(workspace: Workspace, endpoint: WebhookEndpoint): boolean {
  const files = [endpoint.file, ...endpoint.dispatchers.map((d) => d.file)];
  if (!files.some((f) => workspace.changes.file(f))) return false;
  return behaviourChanges(workspace, endpoint.file, 'processing').some(
    (u) => overlaps(u.node, endpoint.node) || endpoint.dispatchers.some((d) => overlaps(u.node, d.node)),
  );
}

/** The same endpoint on the base branch: same file (before a rename), same name, route, or the only one. */
function counterpart(workspace: Workspace, endpoint: WebhookEndpoint): WebhookEndpoint | undefined {
  const { base, changes } = workspace;
  const file = changes.file(endpoint.file);
  if (file?.status === 'added') return undefined;
  const basePath = file?.oldPath ?? endpoint.file;
  if (!base.exists(basePath)) return undefined;
  const all = webhookEndpoints(base, basePath);
  return (
    all.find((e) => e.name !== undefined && e.name === endpoint.name && e.method === endpoint.method) ??
    all.find((e) => e.path !== undefined && e.path === endpoint.path && e.method === endpoint.method) ??
    (all.length === 1 ? all[0] : undefined)
  );
}

function overlaps(a: Node, b: Node): boolean {
  return a.getPos() < b.getEnd() && b.getPos() < a.getEnd();
}

function functionNode(view: TreeView, file: string, name: string): Node | undefined {
  const sf = view.sourceFile(file);
  const last = name.split('.').pop() ?? name;
  return sf ? sameFileFunction(sf, last) : undefined;
}

function lineOfFunction(view: TreeView, file: string, name: string): number | undefined {
  return functionNode(view, file, name)?.getStartLineNumber();
}

/** Event types that share one case body (`case a: case b: await sync()`) are one path. */
function groupByBody(events: EventHandling[]): EventHandling[][] {
  const groups = new Map<Node, EventHandling[]>();
  for (const ev of events) {
    const list = groups.get(ev.body) ?? [];
    list.push(ev);
    groups.set(ev.body, list);
  }
  return [...groups.values()];
}

/** The URL paths the endpoint is served at (mount prefixes included). */
function endpointPaths(view: TreeView, endpoint: WebhookEndpoint): string[] {
  const routes = routesOfFile(view, endpoint.file).filter((r) => r.handler.node === endpoint.node);
  const paths = routes.map((r) => r.path);
  if (paths.length === 0 && endpoint.path) paths.push(endpoint.path);
  return [...new Set(paths)];
}

interface ReachingTests {
  file: string;
  cases: TestCase[];
}

/**
 * Test cases that reach the handler: a case that requests one of its paths or calls its
 * exported handler; in a test file that imports the handler's module directly, any case
 * that makes a request. Test files are those that reach the module through imports at any
 * depth without mocking a module on the way, or request its paths without mocking it.
 */
function testsReaching(view: TreeView, endpoint: WebhookEndpoint, paths: string[]): ReachingTests[] {
  const method = endpoint.method === 'ALL' ? 'POST' : endpoint.method;
  const routes: RouteRef[] = paths.map((path) => ({ method, path }));
  // Per test file: how many imports away the handler's module is (0: reached only by request).
  const files = new Map<string, number>();
  for (const t of testsReachingModule(view, endpoint.file).tests) files.set(t.test, (t.chain?.length ?? 1) - 1);
  for (const t of testsRequesting(view, routes, [endpoint.file])) if (!files.has(t.test)) files.set(t.test, 0);
  const out: ReachingTests[] = [];
  for (const [path, distance] of [...files].sort(([a], [b]) => a.localeCompare(b))) {
    const tf = testFile(view, path);
    if (!tf) continue;
    if (tf.mocks.some((m) => m.resolved === endpoint.file && !m.partial)) continue;
    const requests = (c: TestCase) =>
      c.requests.some((r) =>
        paths.some((p) => requestMatches(p, r, distance > 0) && methodsMatch(endpoint.method, r.method)),
      );
    // What the file calls the handler's module by (`import * as webhook`, `import { POST }`).
    const locals = withInstances(
      view,
      path,
      new Set(tf.imports.filter((i) => i.resolved === endpoint.file).flatMap((i) => i.names)),
    );
    const cases = tf.cases.filter(
      (c) =>
        c.calls.some((call) => call.module === endpoint.file) ||
        requests(c) ||
        (distance === 1 && (c.requests.length > 0 || c.references.some((n) => locals.has(n)))),
    );
    if (cases.length > 0) out.push({ file: path, cases });
  }
  return out;
}

/**
 * The names plus the variables the test file assigns from them (`controller = new
 * StripeWebhookController(stripe, redis)` in a `beforeEach`, `const app = createApp()`):
 * a case that calls `controller.handleStripeWebhook(…)` uses the handler's module.
 */
function withInstances(view: TreeView, test: string, names: Set<string>): Set<string> {
  if (names.size === 0) return names;
  const { Node, SyntaxKind } = loadTsMorph();
  const sf = view.sourceFile(test);
  if (!sf) return names;
  const out = new Set(names);
  const naming = (n: Node) =>
    (Node.isIdentifier(n) && names.has(n.getText())) ||
    n.getDescendantsOfKind(SyntaxKind.Identifier).some((id) => names.has(id.getText()));
  for (const node of descendantsOfKinds(sf, [SyntaxKind.BinaryExpression, SyntaxKind.VariableDeclaration])) {
    if (Node.isBinaryExpression(node)) {
      const left = node.getLeft();
      if (
        node.getOperatorToken().getKind() === SyntaxKind.EqualsToken &&
        Node.isIdentifier(left) &&
        naming(node.getRight())
      )
        out.add(left.getText());
    } else if (Node.isVariableDeclaration(node)) {
      const init = node.getInitializer();
      if (init && Node.isIdentifier(node.getNameNode()) && naming(init)) out.add(node.getName());
    }
  }
  return out;
}

/** The modules outside the handler's own that process the events: the dispatcher's, and those of the functions it calls. */
function processingModules(group: EventHandling[], endpointFile: string): string[] {
  const files = new Set<string>();
  for (const ev of group) {
    files.add(ev.file);
    for (const call of ev.calls) {
      if (call.definedIn) files.add(call.definedIn);
      if (call.target) files.add(call.target.file);
    }
  }
  files.delete(endpointFile);
  return [...files];
}

/**
 * Test cases that call into one of the modules: the test reaches the module by imports
 * (without mocking it away) and the case uses what it imports from it.
 */
function casesReachingModules(view: TreeView, modules: string[]): { file: string; c: TestCase }[] {
  const out: { file: string; c: TestCase }[] = [];
  for (const module of modules) {
    for (const t of testsReachingModule(view, module).tests) {
      const tf = testFile(view, t.test);
      if (!tf || tf.mocks.some((m) => m.resolved === module && !m.partial)) continue;
      const direct = tf.imports.filter((i) => i.resolved === module).flatMap((i) => i.names);
      const names = new Set(direct);
      for (const c of tf.cases) {
        if (c.calls.some((call) => call.module === module) || c.references.some((n) => names.has(n)))
          out.push({ file: t.test, c });
      }
    }
  }
  return out;
}

/**
 * Stripe event types a test case names, including those of file-level constants it uses
 * (`const paymentSucceeded = eventPayload('payment_intent.succeeded', ...)`).
 */
function caseEventTypes(view: TreeView, file: string, c: TestCase): string[] {
  const known = eventTypesOfCase.get(c);
  if (known) return known;
  const types = eventTypesIn(view, file, c);
  eventTypesOfCase.set(c, types);
  return types;
}

/** The event types of each test case, read once (cases are facts of their test file). */
const eventTypesOfCase = new WeakMap<TestCase, string[]>();

function eventTypesIn(view: TreeView, file: string, c: TestCase): string[] {
  const types = new Set(c.eventTypes);
  const sf = view.sourceFile(file);
  if (sf) for (const t of constantsUsedBy(sf, c)) types.add(t);
  return [...types];
}

function constantsUsedBy(sf: SourceFile, c: TestCase): string[] {
  const { Node, SyntaxKind } = loadTsMorph();
  const caseNode = sf
    .getDescendantsOfKind(SyntaxKind.CallExpression)
    .find((call) => call.getStartLineNumber() === c.line && call.getEndLineNumber() === c.endLine);
  if (!caseNode) return [];
  const found: string[] = [];
  const seen = new Set<string>();
  for (const id of caseNode.getDescendantsOfKind(SyntaxKind.Identifier)) {
    const name = id.getText();
    if (seen.has(name)) continue;
    seen.add(name);
    const decl = sf.getVariableDeclaration(name);
    const init = decl?.getInitializer();
    if (!init || !Node.isSourceFile(decl!.getVariableStatement()?.getParent())) continue;
    for (const s of init.getDescendantsOfKind(SyntaxKind.StringLiteral)) {
      const v = s.getLiteralValue();
      if (isStripeEventType(v)) found.push(v);
    }
    if (Node.isStringLiteral(init) && isStripeEventType(init.getLiteralValue())) found.push(init.getLiteralValue());
  }
  return found;
}

function dedupeRelated(related: Related[]): Related[] {
  const seen = new Set<string>();
  return related.filter((r) => {
    const key = `${r.file}:${r.line}:${r.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The names of what a function calls (`f()`, `this.f()`, `a.b.f()`: `f`) or passes as a reference to a call. */
function calledNames(fn: Node): Set<string> {
  const { Node: N, SyntaxKind } = loadTsMorph();
  const out = new Set<string>();
  const nameOf = (e: Node): string | undefined =>
    N.isIdentifier(e) ? e.getText() : N.isPropertyAccessExpression(e) ? e.getName() : undefined;
  for (const call of fn.getDescendantsOfKind(SyntaxKind.CallExpression)) {
    const callee = nameOf(call.getExpression());
    if (callee) out.add(callee);
    for (const arg of call.getArguments()) {
      // a method (`this.handle`) or a function of the module (`rawBody`), not a value
      if (N.isPropertyAccessExpression(arg) && N.isThisExpression(arg.getExpression())) out.add(arg.getName());
      else if (N.isIdentifier(arg) && fn.getSourceFile().getFunction(arg.getText())) out.add(arg.getText());
    }
  }
  return out;
}
