import { isTestCode } from '../../workspace/classify';
import { treeFact } from '../../workspace/fact';
import type { Node } from 'ts-morph';
import type { Rule, RuleContext, RuleFinding } from '../../core/types';
import { dataModels, type DataModel, type ModelField } from '../../extractors/datamodel';
import { requestHandlers, type RequestHandler } from '../../extractors/http/handlers';
import {
  handlerResponses,
  localDeclaration,
  normalizeRoutePath,
  routesOfFile,
  unwrap,
  type ResponseSite,
} from '../../extractors/http/routes';
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
    const candidates = ctx.changes
      .headFiles()
      .filter((f) => isCodeFile(f.path) && !isTestCode(f.path) && !ctx.workspace.isGenerated(f.path))
      .filter((f) => f.newCodeLines.length > 0);
    if (candidates.length === 0) return [];
    let models: SensitiveModel[] | undefined;
    let before: Set<string> | undefined;
    for (const file of candidates) {
      const handlers = requestHandlers(head, file.path);
      if (handlers.length === 0) continue;
      models ??= sensitiveModels(head);
      if (models.length === 0) return [];
      for (const handler of handlers) {
        const routes = routeKeys(head, handler);
        for (const site of handlerResponses(handler)) {
          for (const leak of leaksOf(site, handler.node, models)) {
            const touched = leak.touch.some((n) =>
              ctx.changes.touches(file.path, n.getStartLineNumber(), n.getEndLineNumber()),
            );
            if (!touched) continue;
            // The base branch answered the same route with the same column: a gap the PR did not make.
            before ??= baseLeaks(ctx);
            if (routes.some((r) => sameRoutes(r).some((k) => before!.has(leakKey(k, leak))))) continue;
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
function baseLeaks(ctx: RuleContext): Set<string> {
  const { base } = ctx.workspace;
  const out = new Set<string>();
  const files = ctx.changes.files
    .filter((f) => f.status !== 'added' && isCodeFile(f.oldPath ?? f.path) && !isTestCode(f.oldPath ?? f.path))
    .map((f) => f.oldPath ?? f.path)
    .filter((p) => base.exists(p));
  let models: SensitiveModel[] | undefined;
  for (const path of files) {
    const handlers = requestHandlers(base, path);
    if (handlers.length === 0) continue;
    models ??= sensitiveModels(base);
    for (const handler of handlers) {
      const routes = routeKeys(base, handler);
      for (const site of handlerResponses(handler)) {
        for (const leak of leaksOf(site, handler.node, models)) {
          for (const r of routes) {
            out.add(leakKey(r, leak));
            out.add(leakKey(r.replace(/^\S+ /, '* '), leak));
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
}

const SENSITIVE =
  /(password|passwd|passcode|secret|token|api_?key|private_?key|otp|one_?time|totp|mfa_?seed|two_?factor_?seed|recovery_?codes?|backup_?codes?|pin_?hash|^hash$|_hash$|hashed)/i;
const NOT_SECRET =
  /(at|on|expiry|expires|expiresat|count|type|version|length|enabled|used|id|hint|set|required|last4|prefix)$/i;

export function isSensitiveField(f: ModelField): boolean {
  if (f.relationOnly) return false;
  const names = [f.name, f.column];
  return names.some((n) => SENSITIVE.test(n) && !NOT_SECRET.test(n.replace(/_/g, '')));
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

function leaksOf(site: ResponseSite, scope: Node, models: SensitiveModel[]): Leak[] {
  const leaks: Leak[] = [];
  const visit = (expr: Node, depth: number, touch: Node[]) => {
    const { Node } = loadTsMorph();
    if (depth > 3) return;
    const e = unwrap(expr);
    if (Node.isObjectLiteralExpression(e)) {
      for (const p of e.getProperties()) {
        if (Node.isPropertyAssignment(p)) {
          const init = p.getInitializer();
          if (init) visit(init, depth + 1, [...touch, p]);
        } else if (Node.isShorthandPropertyAssignment(p)) visit(p.getNameNode(), depth + 1, [...touch, p]);
        else if (Node.isSpreadAssignment(p)) visit(p.getExpression(), depth + 1, [...touch, p]);
      }
      return;
    }
    if (Node.isPropertyAccessExpression(e)) {
      // passwordHash: user.passwordHash
      const name = e.getName();
      for (const m of models) {
        const field = m.sensitive.find((f) => f.name === name);
        if (field && copiedFromRecord(e.getExpression(), scope, m)) {
          leaks.push({ model: m.model, field, whole: false, what: e.getText(), touch: [...touch, e] });
          return;
        }
      }
      return;
    }
    if (Node.isIdentifier(e) || Node.isCallExpression(e) || Node.isArrayLiteralExpression(e)) {
      const rec = Node.isArrayLiteralExpression(e) ? undefined : recordOf(e, scope, models);
      if (rec) {
        leaks.push({
          model: rec.model.model,
          field: rec.model.sensitive[0],
          whole: true,
          what: rec.what,
          touch: [...touch, e, ...rec.touch],
        });
      }
      if (Node.isCallExpression(e)) {
        // users.map((u) => ({ ...u })) and similar: look at what the callback returns.
        for (const arg of e.getArguments()) {
          if (Node.isArrowFunction(arg)) {
            const body = arg.getBody();
            if (!Node.isBlock(body)) visitInner(body, arg, depth + 1, [...touch, arg]);
          }
        }
      }
    }
  };
  const visitInner = (expr: Node, innerScope: Node, depth: number, touch: Node[]) => {
    for (const l of leaksOf({ ...site, node: expr }, innerScope, models))
      leaks.push({ ...l, touch: [...touch, ...l.touch] });
    void depth;
  };
  visit(site.node, 0, [site.node]);
  return leaks;
}

interface RecordSource {
  model: SensitiveModel;
  what: string;
  touch: Node[];
}

/** The whole-record query an expression (or the local it names) comes from, if any. */
function recordOf(expr: Node, scope: Node, models: SensitiveModel[], depth = 0): RecordSource | undefined {
  const { Node, SyntaxKind } = loadTsMorph();
  if (depth > 3) return undefined;
  const e = unwrap(expr);
  if (Node.isIdentifier(e)) {
    const decl = localDeclaration(e, scope);
    if (!decl || !Node.isVariableDeclaration(decl)) return undefined;
    const init = decl.getInitializer();
    if (!init) return undefined;
    const nameNode = decl.getNameNode();
    if (Node.isObjectBindingPattern(nameNode)) {
      // const { passwordHash, ...safe } = user: the rest is safe when it drops every sensitive column.
      const rest = nameNode.getElements().find((el) => el.getDotDotDotToken());
      if (!rest || rest.getNameNode().getText() !== e.getText()) return undefined;
      const src = recordOf(init, scope, models, depth + 1);
      if (!src) return undefined;
      const dropped = new Set(
        nameNode.getElements().map((el) => (el.getPropertyNameNode() ?? el.getNameNode()).getText()),
      );
      const left = src.model.sensitive.filter((f) => !dropped.has(f.name));
      return left.length > 0
        ? { ...src, model: { ...src.model, sensitive: left }, touch: [...src.touch, decl] }
        : undefined;
    }
    const src = recordOf(init, scope, models, depth + 1);
    return src ? { ...src, touch: [...src.touch, decl] } : undefined;
  }
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
      const hasSelect = arg && Node.isObjectLiteralExpression(arg) && arg.getProperty('select') !== undefined;
      if (hasSelect) return undefined;
      return { model: m, what: `${e.getText().split('(')[0]} without a select`, touch: [e] };
    }
    // Drizzle relational queries: db.query.users.findFirst({ ... }) without columns
    const qModel = models.find((x) => x.model.orm === 'drizzle' && (x.model.variable ?? '') === modelName);
    if (
      qModel &&
      Node.isPropertyAccessExpression(recv.getExpression()) &&
      recv.getExpression().getText().endsWith('.query')
    ) {
      const arg = e.getArguments()[0];
      const hasColumns = arg && Node.isObjectLiteralExpression(arg) && arg.getProperty('columns') !== undefined;
      if (hasColumns) return undefined;
      return { model: qModel, what: `${e.getText().split('(')[0]} without columns`, touch: [e] };
    }
  }
  // Drizzle: db.select().from(users)...  (the chain ends anywhere: .where(), .limit())
  const chain = [e, ...e.getDescendantsOfKind(SyntaxKind.CallExpression)];
  for (const c of chain) {
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
      return {
        model: m,
        what: `${selectCall.getText()}.from(${table?.getText()}) without a column selection`,
        touch: [e],
      };
    }
  }
  // .returning() with no columns hands back the whole row too.
  if (method === 'returning' && e.getArguments().length === 0) {
    const insert = e
      .getDescendantsOfKind(SyntaxKind.CallExpression)
      .find((c) => /\.(insert|update)$/.test(c.getExpression().getText()));
    const table = insert?.getArguments()[0];
    const m = models.find((x) => x.model.orm === 'drizzle' && table && x.model.variable === table.getText());
    if (m) return { model: m, what: `${e.getText().split('(')[0]}() without columns`, touch: [e] };
  }
  return undefined;
}

/**
 * `x.passwordHash` copies a stored column when `x` is a record of the model (a query
 * result, with or without a selection) or comes from outside the handler (a parameter,
 * `req.user`); a value the handler made itself (a new API key) is not a stored column.
 */
function copiedFromRecord(receiver: Node, scope: Node, m: SensitiveModel): boolean {
  const { Node } = loadTsMorph();
  const r = unwrap(receiver);
  if (!Node.isIdentifier(r)) return true;
  const decl = localDeclaration(r, scope);
  if (!decl || !Node.isVariableDeclaration(decl)) return true;
  const init = decl.getInitializer();
  if (!init) return true;
  const text = init.getText();
  const name = m.model.variable ?? lowerFirst(m.model.name);
  return new RegExp(`\\.${lowerFirst(m.model.name)}\\.|\\b${name}\\b`).test(text);
}

function lowerFirst(s: string): string {
  return s.charAt(0).toLowerCase() + s.slice(1);
}
