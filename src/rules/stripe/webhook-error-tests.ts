import type { Node, SourceFile } from 'ts-morph';
import type { ChangeSet } from '../../git/changeset';
import type { Related, Rule, RuleContext, RuleFinding } from '../../core/types';
import { methodsMatch, pathsMatch, routesOfFile, sameFileFunction, staticPrefix } from '../../extractors/routes';
import { isStripeEventType } from '../../extractors/stripe-events';
import { testFile, testFilesMentioning, type TestCase } from '../../extractors/tests';
import { webhookEndpointsAffectedBy, type EventHandling, type WebhookEndpoint } from '../../extractors/webhooks';
import { loadTsMorph } from '../../workspace/ts';
import type { TreeView } from '../../workspace/workspace';

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
    for (const { endpoint, change } of changedEndpoints(ctx)) {
      const paths = endpointPaths(view, endpoint);
      const reaching = testsReaching(view, endpoint, paths);
      const cases = reaching.flatMap(({ file, cases }) => cases.map((c) => ({ file, c })));

      const missing: string[] = [];
      const signatureCovered = cases.some(({ c }) => c.statuses.some((s) => s >= 400 && s < 500));
      if (!signatureCovered)
        missing.push('a request with a missing or invalid Stripe-Signature is rejected with a 4xx');
      const untestedEvents: EventHandling[][] = [];
      for (const group of groupByBody(change.events)) {
        const types = group.map((e) => e.type);
        const covered = cases.some(
          ({ file, c }) =>
            (c.statuses.some((s) => s >= 500) || c.throws) &&
            caseEventTypes(view, file, c).some((t) => types.includes(t)),
        );
        if (!covered) untestedEvents.push(group);
      }
      for (const group of untestedEvents) {
        missing.push(
          `a failure while handling ${group.map((e) => e.type).join(' / ')} answers 5xx so that Stripe retries`,
        );
      }
      if (missing.length === 0) continue;

      const where = untestedEvents[0]?.[0] ?? { file: endpoint.file, line: endpoint.line };
      const route = paths[0]
        ? `${endpoint.method === 'ALL' ? 'POST' : endpoint.method} ${paths[0]}`
        : 'the Stripe webhook';
      const related: Related[] = [
        ...untestedEvents.flatMap((g) =>
          g[0].calls
            .filter((c) => c.definedIn)
            .map((c) => ({
              file: c.definedIn!,
              line: lineOfFunction(view, c.definedIn!, c.name) ?? 1,
              message: `processes ${g[0].type}`,
            })),
        ),
        ...reaching.map(({ file }) => ({ file, line: 1, message: 'test that reaches this webhook handler' })),
      ];
      const testTarget = reaching[0]?.file ?? 'a test file next to the handler';
      const eventList = untestedEvents.map((g) => g[0].type);
      findings.push({
        file: where.file,
        line: where.line,
        message: `The Stripe webhook handler ${route} changed, and no test that reaches it shows that ${missing.join('; nor that ')}.`,
        fix:
          `In ${testTarget}, add tests that ${paths[0] ? `post to ${paths[0]}` : 'call the handler'}: ` +
          [
            signatureCovered ? undefined : 'one without a valid Stripe-Signature expecting 400',
            eventList.length > 0
              ? `one per event type (${eventList.join(', ')}) whose processing function is made to fail (mockRejectedValue), expecting 500`
              : undefined,
          ]
            .filter(Boolean)
            .join(', and ') +
          '.',
        related: dedupeRelated(related),
      });
    }
    return findings;
  },
};

/** Webhook endpoints whose handling the change gives new behaviour, with what changed. */
function changedEndpoints(ctx: RuleContext): { endpoint: WebhookEndpoint; change: ChangedParts }[] {
  const view = ctx.workspace.head;
  return webhookEndpointsAffectedBy(ctx.workspace)
    .filter((endpoint) => !ctx.workspace.isGenerated(endpoint.file))
    .map((endpoint) => ({ endpoint, change: changedParts(view, ctx.changes, endpoint) }))
    .filter(({ change }) => change.handler || change.events.length > 0);
}

interface ChangedParts {
  /** The handler function itself (verification, dispatch) has new behaviour. */
  handler: boolean;
  /** Event types whose handling has new behaviour. */
  events: EventHandling[];
}

function changedParts(view: TreeView, changes: ChangeSet, endpoint: WebhookEndpoint): ChangedParts {
  const behaviour = (node: Node) =>
    touchesBehaviour(view, changes, node.getSourceFile().getFilePath().replace(/^\//, ''), node);
  const events = endpoint.events.filter((ev) => {
    if (behaviour(ev.body)) return true;
    return ev.calls.some((call) => {
      if (!call.definedIn) return false;
      const fn = functionNode(view, call.definedIn, call.name);
      return fn !== undefined && behaviour(fn);
    });
  });
  const handler = behaviour(endpoint.node) || endpoint.dispatchers.some((d) => behaviour(d.node));
  return { handler, events };
}

/** New code in the node's lines, other than comments and logging. */
function touchesBehaviour(view: TreeView, changes: ChangeSet, file: string, node: Node): boolean {
  const start = node.getStartLineNumber();
  const end = node.getEndLineNumber();
  if (!changes.touches(file, start, end)) return false;
  const lines = (view.read(file) ?? '').split('\n');
  for (let l = start; l <= end; l++) {
    if (!changes.isNewCode(file, l)) continue;
    const text = (lines[l - 1] ?? '').trim();
    if (!text || /^(\/\/|\/\*|\*)/.test(text)) continue;
    if (/^(console|logger|log|this\.logger)\.\w+\(/.test(text)) continue;
    return true;
  }
  return false;
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

/** The words of the test files that may reach the handler: its route paths and its module's name. */
function testWords(endpoint: WebhookEndpoint, paths: string[]): string[] {
  const moduleName = endpoint.file.replace(/^.*\//, '').replace(/\.[^.]+$/, '');
  const words = [
    ...paths.map(staticPrefix).filter((p) => p.length > 1),
    ...(moduleName === 'index' || moduleName === 'route' ? [] : [moduleName]),
  ];
  const dir = endpoint.file.includes('/') ? endpoint.file.slice(0, endpoint.file.lastIndexOf('/')) : '';
  if (moduleName === 'route' || moduleName === 'index') words.push(dir.split('/').pop() ?? '');
  return words.filter((w) => w.length > 0);
}

/**
 * Test cases that reach the handler: by a request to its path, by calling its exported
 * handler, or from a test file that imports the handler's module. A test file that mocks
 * the handler's module away does not reach it.
 */
function testsReaching(view: TreeView, endpoint: WebhookEndpoint, paths: string[]): ReachingTests[] {
  const out: ReachingTests[] = [];
  for (const path of testFilesMentioning(view, testWords(endpoint, paths))) {
    const tf = testFile(view, path);
    if (!tf) continue;
    if (tf.mocks.some((m) => m.resolved === endpoint.file && !m.partial)) continue;
    const importsHandler = tf.imports.some((i) => i.resolved === endpoint.file);
    const cases = tf.cases.filter(
      (c) =>
        c.calls.some((call) => call.module === endpoint.file) ||
        c.requests.some((r) => paths.some((p) => pathsMatch(r.path, p) && methodsMatch(endpoint.method, r.method))) ||
        (importsHandler && c.requests.length > 0),
    );
    if (cases.length > 0) out.push({ file: path, cases });
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
