import { isTestCode } from '../../workspace/classify';
import { treeFact } from '../../workspace/fact';
import type { Node } from 'ts-morph';
import type { Rule, RuleContext, RuleFinding } from '../../core/types';
import { dataModels, modelsOfFile, type DataModel, type ModelField } from '../../extractors/datamodel';
import { prismaSchemas, prismaTypeName } from '../../extractors/datamodel/prisma';
import { changedHandlers } from '../../extractors/http/changed-handlers';
import { requestHandlers, type RequestHandler } from '../../extractors/http/handlers';
import {
  handlerResponses,
  normalizeRoutePath,
  routesOfFile,
  unwrap,
  type ResponseSite,
} from '../../extractors/http/routes';
import { declarationOf } from '../../extractors/code/ast';
import { originsOf, type Hop } from '../../extractors/code/flow';
import { definitionOf, propertyNode } from '../../extractors/code/values';
import { clientTaint } from '../../extractors/stripe/taint';
import { calleeName, descendantsOfKinds } from '../../extractors/code/syntax';
import { loadTsMorph } from '../../workspace/ts';
import { isCodeFile, type TreeView } from '../../workspace/workspace';

/**
 * A route the PR adds or changes answers with a whole database record (a query without a
 * field selection, or a spread of one) of a model that has sensitive columns, or copies
 * such a column into the response.
 */
export const sensitiveResponse: Rule = {
  meta: {
    id: 'api/sensitive-response',
    description: 'A route returns a password hash, token, secret or whole record of a model that has them.',
    defaultSeverity: 'blocking',
  },
  check(ctx) {
    const { head } = ctx.workspace;
    const findings: RuleFinding[] = [];
    const changed = ctx.changes
      .headFiles()
      .filter((f) => isCodeFile(f.path) && !isTestCode(f.path) && !ctx.workspace.isGenerated(f.path))
      .filter((f) => f.newCodeLines.length > 0)
      .map((f) => f.path);
    if (changed.length === 0) return [];
    // the changed files' own handlers, and the handlers whose changed code is in a module they call
    const candidates = [...new Set([...changed, ...changedHandlers(ctx.workspace).map((c) => c.handler.file)])]
      .filter((path) => !isTestCode(path))
      .map((path) => ({ path }));
    let models: SensitiveModel[] | undefined;
    let before: Set<string> | undefined;
    for (const file of candidates) {
      const handlers = requestHandlers(head, file.path);
      if (handlers.length === 0) continue;
      models ??= sensitiveModels(head);
      if (models.length === 0) return [];
      for (const handler of handlers) {
        // a GraphQL operation answers the fields its schema type declares, not the record
        if (handler.kind === 'graphql') continue;
        const routes = routeKeys(head, handler);
        for (const site of handlerResponses(handler, head)) {
          for (const leak of leaksOf(head, site, handler, models)) {
            const touched =
              leak.touch.some((n) =>
                ctx.changes.touches(head.pathOf(n.getSourceFile()), n.getStartLineNumber(), n.getEndLineNumber()),
              ) || leak.places.some((p) => ctx.changes.touches(p.file, p.line, p.line));
            if (!touched) continue;
            // The base branch answered the same route with the same column: a gap the PR did not make.
            before ??= baseLeaks(
              ctx,
              candidates.map((c) => c.path),
            );
            if (
              routes.some((r) =>
                sameRoutes(r).some((k) => before!.has(leakKey(k, leak)) || before!.has(wholeKey(k, leak.model.name))),
              )
            )
              continue;
            const col = leak.field;
            findings.push({
              file: file.path,
              line: site.line,
              message: leak.whole
                ? `This response returns the whole ${leak.model.name} record (${leak.what}), including ${col.name}.`
                : `This response copies ${leak.model.name}.${col.name} (${leak.what}) to the client.`,
              fix: leak.whole
                ? `Select only the fields the client needs (a \`select\` on the query or an explicit object such as { id, email }) so ${leak.model.name}.${sensitiveNames(leak.model).join(', ')} never leave${sensitiveNames(leak.model).length > 1 ? '' : 's'} the server.`
                : `Remove ${col.name} from the response in ${file.path}:${site.line}; it must never leave the server.`,
              related: [
                { file: leak.model.file, line: col.line, message: `${leak.model.name}.${col.name} is sensitive` },
                // the way from the query to the response, across functions and modules
                ...leak.places
                  .filter((h) => !(h.file === file.path && h.line === site.line))
                  .filter((h, i, all) => all.findIndex((o) => o.file === h.file && o.line === h.line) === i)
                  .slice(0, 5)
                  .map((h) => ({
                    file: h.file,
                    line: h.line,
                    message: h.what === 'read here' ? 'the record is read here' : `the record on its way: ${h.what}`,
                  })),
              ],
            });
          }
        }
      }
    }
    return findings;
  },
};

/** How a leak is known across the two trees: the route (method and path, or the handler's name), the model and the column. */
function leakKey(route: string, leak: Leak): string {
  return `${route}\0${leak.model.name}\0${leak.field.name}\0${leak.whole ? 'whole' : 'copy'}`;
}

/** The key of a route that answered a model's whole records (every sensitive column of them). */
function wholeKey(route: string, model: string): string {
  return `${route}\0${model}\0*`;
}

/** The routes a handler serves (`GET /api/users/:id`), or its file and name when it has no path. */
function routeKeys(view: TreeView, handler: RequestHandler): string[] {
  const paths = routesOfFile(view, handler.file)
    .filter((r) => r.handler.node === handler.node)
    .map((r) => `${r.method} ${normalizeRoutePath(r.path)}`);
  return paths.length > 0 ? paths : [`${handler.file}#${handler.name ?? handler.line}`];
}

/** Keys of a route as the base may have known it: a pages-router handler answers every method. */
function sameRoutes(route: string): string[] {
  const path = route.replace(/^\S+ /, '');
  return route.startsWith('ALL ') ? [route, `* ${path}`] : [route, `ALL ${path}`];
}

/**
 * The leaks of the base versions of the changed files (and of the files the PR deletes: a
 * route moved to another file is the same route), by route, model and column.
 */
function baseLeaks(ctx: RuleContext, handlerFiles: string[]): Set<string> {
  const { base } = ctx.workspace;
  const out = new Set<string>();
  const moved = ctx.changes.files
    .filter((f) => f.status !== 'added' && isCodeFile(f.oldPath ?? f.path) && !isTestCode(f.oldPath ?? f.path))
    .map((f) => f.oldPath ?? f.path);
  const files = [...new Set([...moved, ...handlerFiles])].filter((p) => base.exists(p));
  let models: SensitiveModel[] | undefined;
  for (const path of files) {
    const handlers = requestHandlers(base, path);
    if (handlers.length === 0) continue;
    models ??= sensitiveModels(base);
    for (const handler of handlers) {
      const routes = routeKeys(base, handler);
      for (const site of handlerResponses(handler, base)) {
        for (const leak of leaksOf(base, site, handler, models)) {
          for (const r of routes) {
            for (const k of [r, r.replace(/^\S+ /, '* ')]) {
              out.add(leakKey(k, leak));
              // a whole record answered: every column of it was
              if (leak.whole) out.add(wholeKey(k, leak.model.name));
            }
          }
        }
      }
    }
  }
  return out;
}

interface SensitiveModel {
  model: DataModel;
  sensitive: ModelField[];
}

interface Leak {
  model: DataModel;
  field: ModelField;
  whole: boolean;
  what: string;
  /** Nodes whose change makes the PR the author of the leak. */
  touch: Node[];
  /** The way from the query to the response: a change on it is the PR's too, and the finding shows it. */
  places: Hop[];
}

const SENSITIVE =
  /(password|passwd|passcode|secret|token|api_?key|private_?key|otp|one_?time|totp|mfa_?seed|two_?factor_?seed|recovery_?codes?|backup_?codes?|pin_?hash|key_?hash|code_?hash|^hash$|_hash$|hashed|encrypted|ciphertext)/i;
const NOT_SECRET =
  /(at|on|expiry|expires|expiresat|count|type|version|length|enabled|used|id|hint|set|required|last4|prefix|limit)$/i;
/**
 * A hash of content, not of a credential: `dedupe_hash`, `contentHash`, `file_hash` fingerprint
 * data to find copies or changes; knowing one reveals nothing to log in with.
 */
const CONTENT_HASH =
  /^(content|file|dedupe?|dedup|body|payload|data|image|asset|checksum|etag|request|blob|row|event|message|document|source|url|query|prompt|cache|idempotency|integrity|snapshot|state|config|schema|text|html|media)_?hash$/i;
/**
 * The public half of a key pair or a publishable key (`publicKey`, `apiKeyPublic`,
 * `stripe_publishable_key`): made to be handed to browsers.
 */
const PUBLIC_KEY = /(public|publishable)/i;
/** Tokens counted, not held: a model's `maxTokens`, `inputTokens`, `total_tokens` (an LLM's budget or usage). */
const TOKEN_COUNT = /^(max|min|total|input|output|prompt|completion|cached|reasoning|remaining)_?tokens?$/i;

/**
 * A column of numbers, flags or dates (`token_savings integer`, `isEncrypted Boolean`,
 * `passwordChangedAt DateTime`): a credential is text or bytes, whatever the name says.
 */
const NOT_TEXT =
  /\b(int\d*|integer|bigint|smallint|tinyint|mediumint|serial|bigserial|smallserial|float\d*|double|real|decimal|numeric|number|boolean|bool|datetime|date|timestamp|timestamptz|time)\b/i;

export function isSensitiveField(f: ModelField): boolean {
  if (f.relationOnly) return false;
  if (f.type !== undefined && NOT_TEXT.test(f.type)) return false;
  const names = [f.name, f.column];
  return names.some(
    (n) =>
      SENSITIVE.test(n) &&
      !NOT_SECRET.test(n.replace(/_/g, '')) &&
      !TOKEN_COUNT.test(n) &&
      !CONTENT_HASH.test(n) &&
      !PUBLIC_KEY.test(n),
  );
}

/** Text that a model with a sensitive field holds: the field's name or column (SENSITIVE without its anchors). */
const MAY_BE_SENSITIVE = new RegExp(SENSITIVE.source.replace(/[\^$]/g, ''), 'i');

const sensitiveModels = treeFact((view: TreeView): SensitiveModel[] =>
  dataModels(view, MAY_BE_SENSITIVE)
    .map((model) => ({ model, sensitive: model.fields.filter(isSensitiveField) }))
    .filter((m) => m.sensitive.length > 0),
);

function sensitiveNames(m: DataModel): string[] {
  return m.fields.filter(isSensitiveField).map((f) => f.name);
}

const PRISMA_READS = new Set([
  'findUnique',
  'findUniqueOrThrow',
  'findFirst',
  'findFirstOrThrow',
  'findMany',
  'create',
  'update',
  'upsert',
  'delete',
]);

/** An origin of a response value: a whole-record query of a model, or the request's own objects. */
type RecordOrigin = RecordQuery | { outside: true };

/**
 * A query's records: of a model with sensitive columns (`record`, all of its columns unless
 * `selection` names them), and whole records of related models with sensitive columns that
 * its `select`/`include` brings in by name (`related`: `{ githubUser: true }`).
 */
interface RecordQuery {
  record?: SensitiveModel;
  what: string;
  selection?: Set<string>;
  related?: Map<string, SensitiveModel>;
}

/**
 * What answers a response site with sensitive data: the value flow from the answer back
 * to whole-record queries (through locals, spreads, `.map` callbacks, and the functions and
 * injected services it calls, in any module), and to the handler's own inputs (`req.user`).
 */
function leaksOf(view: TreeView, site: ResponseSite, handler: RequestHandler, models: SensitiveModel[]): Leak[] {
  const origins = originsOf<RecordOrigin>(view, site.node, {
    origin: (node) => recordQuery(view, node, models),
    parameter: (param) => (param.getParent() === handler.node ? { outside: true } : undefined),
    redirect: (node, path) => {
      const part = partOf(node, path);
      if (part) return part;
      const from = arrayPassThrough(node) ?? decrypted(node);
      return from ? from.map((n) => ({ node: n, path })) : undefined;
    },
  });
  const leaks: Leak[] = [];
  for (const o of origins) {
    // a mask of the column (`'••••' + key.slice(-4)`) is not the secret
    if (cutsColumn(o.path)) continue;
    const path = o.path.filter((k) => k !== PART);
    const touch = [site.node, o.node];
    // where the record is read, then its way to the response
    const places: Hop[] = [{ file: o.file, line: o.node.getStartLineNumber(), what: 'read here' }, ...o.hops];
    if ('outside' in o.kind) {
      // passwordHash: req.user.passwordHash: a stored column the request carries
      const name = path.at(-1);
      for (const m of models) {
        const field = m.sensitive.find((f) => f.name === name);
        if (field && path.length > 0)
          leaks.push({ model: m.model, field, whole: false, what: path.join('.'), touch, places });
      }
      continue;
    }
    const { record: m, selection, what, related } = o.kind;
    const kept = path.filter((k) => k !== '[]');
    const relation = relatedAnswered(kept, related, kept.length === 0 && m !== undefined && !selection);
    if (relation) {
      const { name, model: rel, rest } = relation;
      const field = rest.length === 0 ? rel.sensitive[0] : rel.sensitive.find((f) => f.name === rest[0]);
      if (field)
        leaks.push({ model: rel.model, field, whole: rest.length === 0, what: `${what} with ${name}`, touch, places });
      if (kept.length > 0) continue;
    }
    if (!m) continue;
    const selected = (f: ModelField) => !selection || selection.has(f.name);
    if (kept.length === 0) {
      if (selection) continue;
      const left = m.sensitive.filter((f) => !o.omitted?.has(f.name));
      if (left.length === 0) continue;
      leaks.push({ model: m.model, field: left[0], whole: true, what, touch, places });
      continue;
    }
    // a string column's length is a count, not the secret
    if (kept.length === 2 && kept[1] === 'length') continue;
    const field = m.sensitive.find((f) => f.name === kept[0] && selected(f));
    // the value the caller itself sent, written or looked up by this query (`update({ data: {
    // pushToken: body.pushToken } })` answered with `user.pushToken`), or a secret this request
    // made for its owner: nothing the caller did not have, or is not meant to get
    if (field && kept.length === 1 && callerHasValue(view, o.node, field.name, handler)) continue;
    if (field) leaks.push({ model: m.model, field, whole: false, what: `${what}.${field.name}`, touch, places });
  }
  return leaks;
}

/**
 * The related record a response holds: the one its path goes into (`user.githubUser`), or,
 * when the response is the owner record whole, the first one the query brings in, unless
 * the owner's own columns already leak there (one finding per response).
 */
function relatedAnswered(
  kept: string[],
  related: Map<string, SensitiveModel> | undefined,
  ownerLeaks: boolean,
): { name: string; model: SensitiveModel; rest: string[] } | undefined {
  if (!related) return undefined;
  const [head, ...rest] = kept;
  if (head !== undefined) {
    const model = related.get(head);
    return model ? { name: head, model, rest } : undefined;
  }
  if (ownerLeaks) return undefined;
  const [first] = related;
  return first ? { name: first[0], model: first[1], rest: [] } : undefined;
}

/** Array methods whose result holds the receiver's elements (`rows.filter(…)`, `rows.slice(0, 10)`). */
function arrayPassThrough(call: Node): Node[] | undefined {
  const { Node } = loadTsMorph();
  if (!Node.isCallExpression(call)) return undefined;
  const callee = call.getExpression();
  if (!Node.isPropertyAccessExpression(callee)) return undefined;
  if (/^(filter|sort|toSorted|reverse|find|findLast|at)$/.test(callee.getName())) return [callee.getExpression()];
  return undefined;
}

/**
 * `x.slice(…)` holds part of its receiver: some of a list's records (`rows.slice(0, 10)`),
 * or some characters of a string (`key.slice(-4)`, a mask). The step is marked in the path
 * (`PART`), and `leaksOf` tells the two apart by where it falls: after a column's name, it
 * cut the column's value. `substring` and `substr` cut strings only: no secret passes them.
 */
function partOf(call: Node, path: readonly string[]): { node: Node; path: readonly string[] }[] | undefined {
  const { Node } = loadTsMorph();
  if (!Node.isCallExpression(call)) return undefined;
  const callee = call.getExpression();
  if (!Node.isPropertyAccessExpression(callee)) return undefined;
  if (/^(substring|substr)$/.test(callee.getName())) return [];
  return callee.getName() === 'slice' ? [{ node: callee.getExpression(), path: [PART, ...path] }] : undefined;
}

/** A step of a value's path where `slice` cut it (`partOf`). */
const PART = '…';

/** The path cut a column's value (a mask, `'••••' + key.slice(-4)`), not a list of records. */
function cutsColumn(path: readonly string[]): boolean {
  const cut = path.indexOf(PART);
  const column = path.findIndex((k) => k !== '[]' && k !== PART);
  return cut >= 0 && column >= 0 && column < cut;
}

/**
 * A decryption's plaintext is its input's secret (`decryptString(keyPath, row.token)`,
 * `kms.decrypt(record.secret)`): the value flows on from each argument. A one-way transform
 * (a hash, a mask, a length) is no such call and ends the flow.
 */
function decrypted(call: Node): Node[] | undefined {
  const { Node } = loadTsMorph();
  return Node.isCallExpression(call) && DECRYPTION.test(calleeName(call)) ? call.getArguments() : undefined;
}

const DECRYPTION = /^(decrypt|decipher|unseal)(?![a-z])/i;

/** A query that returns whole records of a model with sensitive columns (no field selection), or brings such a related record in. */
function recordQuery(view: TreeView, node: Node, models: SensitiveModel[]): RecordQuery | undefined {
  const found = modelQuery(node, models);
  const related = relatedRecords(view, node, models);
  if (!found && !related) return undefined;
  const what = found?.what ?? related!.what;
  return {
    what,
    ...(found ? { record: found.model, ...(found.selection ? { selection: found.selection } : {}) } : {}),
    ...(related ? { related: related.records } : {}),
  };
}

/**
 * `prisma.account.findUnique({ select: { githubUser: true } })` (or `include`): the related
 * records the query brings in whole, by relation field, where their model has sensitive
 * columns (a nested `select` of the relation chooses its fields, and is left alone).
 */
function relatedRecords(
  view: TreeView,
  node: Node,
  models: SensitiveModel[],
): { what: string; records: Map<string, SensitiveModel> } | undefined {
  const { Node } = loadTsMorph();
  const e = unwrap(node);
  if (!Node.isCallExpression(e)) return undefined;
  const callee = e.getExpression();
  if (!Node.isPropertyAccessExpression(callee) || !PRISMA_READS.has(callee.getName())) return undefined;
  const recv = callee.getExpression();
  if (!Node.isPropertyAccessExpression(recv)) return undefined;
  const arg = e.getArguments()[0];
  if (!arg || !Node.isObjectLiteralExpression(arg)) return undefined;
  const fields = prismaRelations(view).get(recv.getName());
  if (!fields) return undefined;
  const records = new Map<string, SensitiveModel>();
  for (const key of ['select', 'include']) {
    const p = arg.getProperty(key);
    const value = p && Node.isPropertyAssignment(p) ? p.getInitializer() : undefined;
    if (!value || !Node.isObjectLiteralExpression(value)) continue;
    for (const q of value.getProperties()) {
      if (!Node.isPropertyAssignment(q) || q.getInitializer()?.getText() !== 'true') continue;
      const target = fields.get(q.getName());
      const rel = target && models.find((m) => m.model.orm === 'prisma' && m.model.name === target);
      if (rel) records.set(q.getName(), rel);
    }
  }
  return records.size > 0 ? { what: e.getText().split('(')[0], records } : undefined;
}

/** Prisma models by client name (`githubUser`), each relation field's target model by field name. */
const prismaRelations = treeFact((view: TreeView): Map<string, Map<string, string>> => {
  const out = new Map<string, Map<string, string>>();
  for (const m of prismaSchemas(view).flatMap((path) => modelsOfFile(view, path))) {
    const rel = new Map<string, string>();
    for (const f of m.fields) if (f.relationOnly && f.type) rel.set(f.name, prismaTypeName(f.type));
    out.set(lowerFirst(m.name), rel);
  }
  return out;
});

function modelQuery(
  node: Node,
  models: SensitiveModel[],
): { model: SensitiveModel; what: string; selection?: Set<string> } | undefined {
  const { Node, SyntaxKind } = loadTsMorph();
  const e = unwrap(node);
  if (!Node.isCallExpression(e)) return undefined;
  const callee = e.getExpression();
  if (!Node.isPropertyAccessExpression(callee)) return undefined;
  const method = callee.getName();
  const recv = callee.getExpression();
  // prisma.user.findUnique({ where }) without select
  if (PRISMA_READS.has(method) && Node.isPropertyAccessExpression(recv)) {
    const modelName = recv.getName();
    const m = models.find((x) => x.model.orm === 'prisma' && lowerFirst(x.model.name) === modelName);
    if (m) {
      const arg = e.getArguments()[0];
      const select = arg && Node.isObjectLiteralExpression(arg) ? arg.getProperty('select') : undefined;
      if (!select) return { model: m, what: `${e.getText().split('(')[0]} without a select` };
      const value = Node.isPropertyAssignment(select) ? select.getInitializer() : undefined;
      const keys =
        value && Node.isObjectLiteralExpression(value)
          ? value
              .getProperties()
              .map((p) => (Node.isPropertyAssignment(p) || Node.isShorthandPropertyAssignment(p) ? p.getName() : ''))
          : [];
      return { model: m, what: e.getText().split('(')[0], selection: new Set(keys) };
    }
    // Drizzle relational queries: db.query.users.findFirst({ ... }) without columns
    const qModel = models.find((x) => x.model.orm === 'drizzle' && (x.model.variable ?? '') === modelName);
    if (
      qModel &&
      Node.isPropertyAccessExpression(recv.getExpression()) &&
      recv.getExpression().getText().endsWith('.query')
    ) {
      const arg = e.getArguments()[0];
      const columns = arg && Node.isObjectLiteralExpression(arg) ? arg.getProperty('columns') : undefined;
      if (!columns) return { model: qModel, what: `${e.getText().split('(')[0]} without columns` };
      const value = Node.isPropertyAssignment(columns) ? columns.getInitializer() : undefined;
      const keys =
        value && Node.isObjectLiteralExpression(value)
          ? value.getProperties().map((p) => (Node.isPropertyAssignment(p) ? p.getName() : ''))
          : [];
      return { model: qModel, what: e.getText().split('(')[0], selection: new Set(keys) };
    }
  }
  // Drizzle: db.select().from(users)...  (the chain ends anywhere: .where(), .limit())
  for (const c of [e, ...e.getDescendantsOfKind(SyntaxKind.CallExpression)]) {
    if (!Node.isCallExpression(c)) continue;
    const ce = c.getExpression();
    if (!Node.isPropertyAccessExpression(ce) || ce.getName() !== 'from') continue;
    const table = c.getArguments()[0];
    const m = models.find((x) => x.model.orm === 'drizzle' && table && x.model.variable === table.getText());
    if (!m) continue;
    const selectCall = ce.getExpression();
    const selectCallee = Node.isCallExpression(selectCall) ? selectCall.getExpression() : undefined;
    if (
      Node.isCallExpression(selectCall) &&
      selectCallee &&
      Node.isPropertyAccessExpression(selectCallee) &&
      /^select(Distinct)?$/.test(selectCallee.getName()) &&
      selectCall.getArguments().length === 0
    ) {
      return { model: m, what: `${selectCall.getText()}.from(${table?.getText()}) without a column selection` };
    }
  }
  // .returning() with no columns hands back the whole row too.
  if (method === 'returning' && e.getArguments().length === 0) {
    const insert = e
      .getDescendantsOfKind(SyntaxKind.CallExpression)
      .find((c) => /\.(insert|update)$/.test(c.getExpression().getText()));
    const table = insert?.getArguments()[0];
    const m = models.find((x) => x.model.orm === 'drizzle' && table && x.model.variable === table.getText());
    if (m) return { model: m, what: `${e.getText().split('(')[0]}() without columns` };
  }
  return undefined;
}

/** A query that writes a record and returns it: `create`, `update`, `upsert` (Prisma). */
const WRITES = new Set(['create', 'update', 'upsert']);

/**
 * The caller has the column's value, or is meant to get it: the query writes it from the
 * request (its `data`, or an upsert's `create` and `update`, sets it to a value the client
 * sent) or from a secret made for this request (`randomBytes(32)`, a new session's token shown
 * once to its owner), or looks the record up by it (`where: { sessionToken: token }` with the
 * token the client sent): every record it answers holds the value the caller gave.
 */
function callerHasValue(view: TreeView, query: Node, field: string, handler: RequestHandler): boolean {
  const { Node } = loadTsMorph();
  const call = unwrap(query);
  if (!Node.isCallExpression(call)) return false;
  const callee = call.getExpression();
  if (!Node.isPropertyAccessExpression(callee)) return false;
  const arg = call.getArguments()[0];
  if (WRITES.has(callee.getName())) {
    const sets = ['data', 'create', 'update']
      .map((key) => propertyNode(arg, key))
      .map((data) => (data ? propertyNode(data, field) : undefined))
      .filter((n): n is Node => n !== undefined);
    if (
      sets.length > 0 &&
      sets.every((value) => madeHere(view, value) || clientTaint(view, value, handler) !== undefined)
    )
      return true;
  }
  const pinned = propertyNode(propertyNode(arg, 'where'), field);
  return (
    pinned !== undefined &&
    !Node.isObjectLiteralExpression(pinned) &&
    !Node.isMethodDeclaration(pinned) &&
    clientTaint(view, pinned, handler) !== undefined
  );
}

/** Functions whose value is random: a secret made by the request that calls them. */
const RANDOM_SOURCES = new Set([
  'randomBytes',
  'randomUUID',
  'getRandomValues',
  'nanoid',
  'uuid',
  'v4',
  'uuidv4',
  'createId',
  'cuid',
  'ulid',
]);

/**
 * A value made from a random source where it is written: the call itself, or the constant it
 * names (`const token = randomBytes(32).toString('hex')`), or a call of a function of the
 * repository whose body makes one (`this.generateToken()`).
 */
function madeHere(view: TreeView, value: Node): boolean {
  const { Node, SyntaxKind } = loadTsMorph();
  const decl = Node.isIdentifier(value) ? declarationOf(value) : undefined;
  const expr = Node.isIdentifier(value)
    ? decl && Node.isVariableDeclaration(decl)
      ? decl.getInitializer()
      : undefined
    : value;
  if (!expr) return false;
  const random = (n: Node) =>
    descendantsOfKinds(n, [SyntaxKind.CallExpression]).some((c) => RANDOM_SOURCES.has(calleeName(c)));
  const calls = [
    ...(Node.isCallExpression(expr) ? [expr] : []),
    ...descendantsOfKinds(expr, [SyntaxKind.CallExpression]),
  ];
  return calls.some((c) => {
    if (RANDOM_SOURCES.has(calleeName(c))) return true;
    // one step into a function of the repository that makes it
    const fn = Node.isCallExpression(c) ? definitionOf(view, c.getExpression())?.node : undefined;
    return fn !== undefined && Node.isFunctionLikeDeclaration(fn) && random(fn);
  });
}

function lowerFirst(s: string): string {
  return s.charAt(0).toLowerCase() + s.slice(1);
}
