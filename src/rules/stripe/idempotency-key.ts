import type { Node } from 'ts-morph';
import type { Rule, RuleFinding, Severity, TextEdit } from '../../core/types';
import { addArgument, addProperty } from '../../extractors/code/edits';
import {
  objectProperty,
  PAYMENT_MOVING,
  resolveObject,
  unwrap,
  type StripeCallSite,
} from '../../extractors/stripe/clients';
import { BaseGaps, untouchedFirst } from '../../extractors/code/counterparts';
import { baseCallsLike, callName, changedStripeCalls, touchesCallee, touchesNode } from '../../extractors/stripe/scope';
import { roleIn } from '../../extractors/code/role';
import { functionName } from '../../extractors/code/ast';
import { isFunctionLike, originsOf, type Hop } from '../../extractors/code/flow';
import type { TreeView } from '../../workspace/workspace';
import { loadTsMorph } from '../../workspace/ts';

/** Creates of short-lived, non-billable objects: a duplicate costs nothing. */
const EPHEMERAL = new Set([
  'billingPortal.sessions.create',
  'ephemeralKeys.create',
  'accountLinks.create',
  'accountSessions.create',
  'loginLinks.create',
  'customerSessions.create',
]);

/** Calls whose value is new on every execution: a retry of the request gets a different key. */
const FRESH_CALLS =
  /^(Math\.random|Date\.now|performance\.now|(crypto\.)?randomUUID|(crypto\.)?randomBytes|uuid(v[14])?|v[14]|nanoid|cuid2?|createId|ulid|generateId|randomId|new Date)$/;
/** Calls that store a value, making an id generated just before them a persisted domain id. */
const PERSIST_CALLS = /^(create|createMany|insert|insertOne|insertMany|save|upsert|values|put|set|add|persist)$/;

export const idempotencyKey: Rule = {
  meta: {
    id: 'stripe/idempotency-key',
    description: 'A Stripe call that moves money or creates billable objects is made without a stable idempotency key.',
    defaultSeverity: 'warning',
    severityNote: 'blocking on payment-moving calls',
  },
  check(ctx) {
    const findings: RuleFinding[] = [];
    const baseGaps = new BaseGaps();
    const touched = (site: StripeCallSite) => touchesCallee(ctx, site) || touchesNode(ctx, site.file, site.options);
    for (const site of untouchedFirst(changedStripeCalls(ctx), touched)) {
      const severity = severityOf(site);
      if (!severity) continue;
      const role = roleIn(ctx.workspace.head, site.file);
      if (role === 'seed' || role === 'browser') continue;
      // One-off scripts are re-run by hand: only money movement needs a key there.
      if (role === 'script' && severity !== 'blocking') continue;
      const problem = keyProblem(ctx.workspace.head, site);
      if (!problem) continue;
      // The same call on the base branch with the same gap (moved, ported): not this PR's.
      const base = baseCallsLike(ctx, site);
      const baseKeys = base.flatMap((b) => {
        const p = keyProblem(ctx.workspace.base, b);
        return p ? [{ node: b.call, key: gapKey(p) }] : [];
      });
      if (baseGaps.excuses(baseKeys, gapKey(problem))) continue;
      // a key a caller passes in: the PR wrote the call, or the caller's fresh key
      const keyWritten = problem.file !== undefined && touchesNode(ctx, problem.file, problem.node);
      if (base.length === 0 && !touched(site) && !keyWritten) continue;
      const name = callName(site);
      const where = site.handler
        ? ` in ${site.handler.method} ${site.handler.path ?? site.handler.name ?? 'handler'}`
        : '';
      // a key a caller passes in: the finding is at the caller, and names the call it is for
      const callee = problem.passedTo ?? 'the function';
      const fix =
        problem.kind === 'missing'
          ? `Pass request options with a key derived from a persisted id as the last argument of ${name} (e.g. { idempotencyKey: \`${keyExample(site)}-\${order.id}\` }), so a retried request returns the first result instead of repeating it.`
          : problem.file
            ? `Pass ${callee} a key derived from a persisted id (the id of the record this attempt is for: an order, invoice or charge) instead of ${problem.source}, so a retry of the same operation reuses the same key.`
            : `Derive the idempotency key of ${name} from a persisted id (an order, invoice or user id) instead of ${problem.source}, so a retry of the request reuses the same key.`;
      const passedIn = problem.file
        ? ` (the key ${callee} uses for ${name} at ${site.file}:${site.line}), which ${problem.passedBy ?? 'this function'} passes in here`
        : '';
      findings.push({
        file: problem.file ?? site.file,
        line: problem.node?.getStartLineNumber() ?? site.line,
        column: problem.node ? undefined : site.column,
        severity,
        message:
          problem.kind === 'missing'
            ? `${name}${where} is called without an idempotency key, so a request retried after a timeout (by the client, a proxy or the SDK) can ${consequence(site)}.`
            : problem.file
              ? `This ${problem.source}${passedIn}, changes on every attempt, so the key does not stop a retried request from being performed twice.`
              : `The idempotency key of ${name}${where} comes from ${problem.source}, which changes on every attempt, so it does not stop a retried request from being performed twice.`,
        fix,
        ...(problem.file
          ? {
              related: [
                { file: site.file, line: site.line, message: `the call whose key it is (${name})` },
                ...(problem.hops ?? []).map((h) => ({ file: h.file, line: h.line, message: h.what })),
              ],
            }
          : {}),
        ...(problem.kind === 'missing' ? keyEdits(site) : {}),
      });
    }
    return findings;
  },
};

/**
 * Entities whose id names one operation, most specific first: a key made of it repeats only
 * when the same operation is retried. A customer's or user's id names one only for the
 * call that creates that user's Stripe object (one customer per user).
 */
const OPERATION_ENTITIES = [
  'order',
  'invoice',
  'cart',
  'checkout',
  'booking',
  'reservation',
  'payment',
  'charge',
  'refund',
  'payout',
  'transfer',
];
const OWNER_ENTITIES: Record<string, string[]> = {
  customers: ['user', 'account', 'team', 'organization', 'org'],
  accounts: ['user', 'team', 'organization', 'org'],
};

/**
 * The request options that give the call a key built from a persisted id in scope (a
 * parameter or a `const` declared before the call: `orderId`, `order.id`, `invoice_id`),
 * never from time or randomness; none when no such id is in scope.
 */
function keyEdits(site: StripeCallSite): { edits: TextEdit[] } | undefined {
  const { Node } = loadTsMorph();
  const id = stableIdInScope(site);
  if (!id) return undefined;
  const property = `idempotencyKey: \`${keyExample(site)}-\${${id}}\``;
  if (!site.options) {
    const edit = addArgument(site.file, site.call, `{ ${property} }`);
    return edit ? { edits: [edit] } : undefined;
  }
  const options = unwrap(site.options);
  if (!Node.isObjectLiteralExpression(options) || objectProperty(options, 'idempotencyKey')) return undefined;
  return { edits: [addProperty(site.file, options, property)] };
}

function stableIdInScope(site: StripeCallSite): string | undefined {
  const { Node, SyntaxKind } = loadTsMorph();
  const call = site.call;
  const names = new Map<string, Node>();
  for (const fn of call.getAncestors()) {
    if (!Node.isFunctionLikeDeclaration(fn) && !Node.isArrowFunction(fn) && !Node.isFunctionExpression(fn)) continue;
    for (const p of fn.getParameters()) {
      for (const n of [p.getNameNode(), ...p.getNameNode().getDescendantsOfKind(SyntaxKind.Identifier)]) {
        if (Node.isIdentifier(n) && !names.has(n.getText())) names.set(n.getText(), n);
      }
    }
    const body = Node.isBodyable(fn) || Node.isBodied(fn) ? fn.getBody() : undefined;
    for (const d of body ? body.getDescendantsOfKind(SyntaxKind.VariableDeclaration) : []) {
      // declared before the call, in this function (not in a function nested in it)
      if (
        d.getStart() >= call.getStart() ||
        d.getFirstAncestor((a: Node) => a === fn || Node.isFunctionLikeDeclaration(a) || Node.isArrowFunction(a)) !== fn
      )
        continue;
      const init = d.getInitializer();
      if (init && (init.getText().includes(site.call.getExpression().getText()) || freshSource(init, new Set())))
        continue;
      for (const n of [d.getNameNode(), ...d.getNameNode().getDescendantsOfKind(SyntaxKind.Identifier)]) {
        if (Node.isIdentifier(n) && !names.has(n.getText())) names.set(n.getText(), n);
      }
    }
  }
  for (const entity of [...OPERATION_ENTITIES, ...(OWNER_ENTITIES[site.resource] ?? [])]) {
    for (const name of names.keys()) {
      if (new RegExp(`^(${entity}Id|${entity}ID|${entity}_id)$`, 'i').test(name)) return name;
    }
    if (names.has(entity)) return `${entity}.id`;
  }
  return undefined;
}

function severityOf(site: StripeCallSite): Severity | undefined {
  if (PAYMENT_MOVING.has(site.path)) return 'blocking';
  if (EPHEMERAL.has(site.path)) return undefined;
  if (site.method === 'create' || site.method === 'update') return 'warning';
  return undefined;
}

function consequence(site: StripeCallSite): string {
  if (site.resource === 'refunds') return 'refund the same payment twice';
  if (site.resource === 'payouts' || site.resource === 'transfers') return 'send the same money twice';
  if (PAYMENT_MOVING.has(site.path)) return 'charge the customer twice';
  return `create a duplicate ${site.resource.replace(/s$/, '')}`;
}

function keyExample(site: StripeCallSite): string {
  return `${site.resource.split('.').pop()?.replace(/s$/, '') ?? 'stripe'}-${site.method}`
    .replace(/([A-Z])/g, '-$1')
    .toLowerCase();
}

interface KeyProblem {
  kind: 'missing' | 'fresh';
  /** Where the bad key is written, when there is one. */
  node?: Node;
  /** Its file, where it is not the call's (a caller passes the key in). */
  file?: string;
  source?: string;
  /** The function that passes the fresh key in, the function it passes it to, and the way from it to the call. */
  passedBy?: string;
  passedTo?: string;
  hops?: Hop[];
}

/** Why the call's idempotency key does not protect it, or undefined when it does (or cannot be known). */
function keyProblem(view: TreeView, site: StripeCallSite): KeyProblem | undefined {
  const { Node } = loadTsMorph();
  if (!site.options) return { kind: 'missing' };
  const options = resolveObject(site.options);
  // Options built elsewhere (a parameter, a helper): the gate cannot see the key, so it trusts it.
  if (!options)
    return Node.isIdentifier(unwrap(site.options)) && isUndefined(site.options) ? { kind: 'missing' } : undefined;
  if (options.getProperties().some((p) => Node.isSpreadAssignment(p))) return undefined;
  const key = objectProperty(options, 'idempotencyKey');
  if (!key || isUndefined(key)) return { kind: 'missing' };
  const fresh = freshSource(key, new Set());
  if (fresh) return { kind: 'fresh', node: key, source: fresh };
  return freshFromCallers(view, key);
}

/**
 * A key the function is given (`{ idempotencyKey: opts.idempotencyKey }`) that a caller makes
 * fresh (`chargeSavedCard({ …, idempotencyKey: randomUUID() })`): the value is followed out to
 * the functions that pass it in (`originsOf`), and a fresh id persisted beside its call (the
 * row's own id) is a domain id there too.
 */
function freshFromCallers(view: TreeView, key: Node): KeyProblem | undefined {
  const { Node } = loadTsMorph();
  const origins = originsOf<string>(view, key, {
    origin: (n) => freshCall(n),
    redirect: (n) => {
      if (!Node.isIdentifier(n)) return undefined;
      const decl = localDeclaration(n);
      const init = decl?.getInitializer();
      return decl && init && freshSource(init, new Set()) && persisted(n.getText(), decl) ? [] : undefined;
    },
  });
  // a fresh value in the call's own function is `freshSource`'s: here only what callers pass
  const passed = origins.find((o) => o.hops.some((h) => h.passedTo !== undefined));
  if (!passed) return undefined;
  const caller = passed.node.getFirstAncestor((a) => isFunctionLike(a));
  const into = passed.hops.find((h) => h.passedTo !== undefined);
  return {
    kind: 'fresh',
    node: passed.node,
    file: passed.file,
    source: passed.kind,
    passedBy: caller ? functionName(caller) : undefined,
    passedTo: into?.passedTo,
    hops: passed.hops,
  };
}

/** `randomUUID()`, `Date.now()`: a call whose value is new on every execution, as the key's source. */
function freshCall(n: Node): string | undefined {
  const { Node } = loadTsMorph();
  if (!Node.isCallExpression(n) && !Node.isNewExpression(n)) return undefined;
  const callee = (Node.isNewExpression(n) ? 'new ' : '') + n.getExpression().getText().replace(/\s+/g, '');
  if (!FRESH_CALLS.test(callee) || (Node.isNewExpression(n) && n.getArguments().length > 0)) return undefined;
  return `${callee}()`;
}

function gapKey(p: KeyProblem): string {
  return `${p.kind}|${p.source ?? ''}`;
}

function isUndefined(node: Node): boolean {
  const t = unwrap(node).getText();
  return t === 'undefined' || t === 'null';
}

/**
 * The fresh-value call (`Math.random()`, `uuid()`) a key is built from, following local
 * variables, unless that value was also persisted (then it is a domain id).
 */
function freshSource(node: Node, seen: Set<Node>): string | undefined {
  const { Node } = loadTsMorph();
  if (seen.has(node)) return undefined;
  seen.add(node);
  const n = unwrap(node);
  const call = freshCall(n);
  if (call) return call;
  if (Node.isIdentifier(n)) {
    const decl = localDeclaration(n);
    const init = decl?.getInitializer();
    if (!decl || !init) return undefined;
    const src = freshSource(init, seen);
    if (src && persisted(n.getText(), decl)) return undefined;
    return src;
  }
  for (const child of n.getChildren()) {
    if (Node.isArrowFunction(child) || Node.isFunctionExpression(child)) continue;
    const src = freshSource(child, seen);
    if (src) return src;
  }
  return undefined;
}

type VariableDeclarationNode = import('ts-morph').VariableDeclaration;

/** The `const x = …` the identifier refers to, in the enclosing functions or the file. */
function localDeclaration(id: Node): VariableDeclarationNode | undefined {
  const { Node, SyntaxKind } = loadTsMorph();
  const name = id.getText();
  for (const scope of id.getAncestors()) {
    if (!(Node.isBlock(scope) || Node.isSourceFile(scope))) continue;
    for (const d of scope.getDescendantsOfKind(SyntaxKind.VariableDeclaration)) {
      const nameNode = d.getNameNode();
      if (Node.isIdentifier(nameNode) && nameNode.getText() === name && d.getStart() < id.getStart()) return d;
    }
  }
  return undefined;
}

/** The value is written to storage in the same function (`db.order.create({ data: { id } })`). */
function persisted(name: string, decl: Node): boolean {
  const { Node, SyntaxKind } = loadTsMorph();
  const scope = decl.getFirstAncestor((a) => Node.isBlock(a) || Node.isSourceFile(a));
  if (!scope) return false;
  for (const call of scope.getDescendantsOfKind(SyntaxKind.CallExpression)) {
    const callee = call.getExpression();
    const method = Node.isPropertyAccessExpression(callee) ? callee.getName() : callee.getText();
    if (!PERSIST_CALLS.test(method)) continue;
    if (/stripe/i.test(callee.getText())) continue;
    const mentions = call
      .getArguments()
      .some(
        (a) => a.getDescendantsOfKind(SyntaxKind.Identifier).some((i) => i.getText() === name) || a.getText() === name,
      );
    if (mentions) return true;
  }
  // SQL written as a tagged template (`prisma.$queryRaw\`INSERT … VALUES (${id}, …)\``)
  for (const tagged of scope.getDescendantsOfKind(SyntaxKind.TaggedTemplateExpression)) {
    const template = tagged.getTemplate();
    if (!Node.isTemplateExpression(template) || !/\b(insert|update|upsert)\b/i.test(template.getText())) continue;
    if (template.getTemplateSpans().some((span) => span.getExpression().getText() === name)) return true;
  }
  return false;
}
