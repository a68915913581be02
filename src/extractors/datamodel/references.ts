import type { Node, SourceFile } from 'ts-morph';
import { loadTsMorph } from '../../workspace/ts';

/** A column that no longer exists under this name, and how code would name it. */
export interface RemovedName {
  /** Model and table it belonged to. */
  model: string;
  table: string;
  /** Drizzle table variable, when known. */
  variable?: string;
  /** Property name in code (the field), and database column name. */
  field: string;
  column: string;
  /** Another table of the data model has a column of that name. */
  sharedColumn?: boolean;
}

export interface StaleReference {
  line: number;
  column: number;
  kind: 'property' | 'key' | 'sql';
  text: string;
}

const SQL_WORDS = /\b(select|insert|update|delete|where|from|join|alter|returning|set|values|order\s+by)\b/i;

function norm(s: string): string {
  return s.toLowerCase().replace(/_/g, '');
}

/** Words whose presence in an expression ties it to the model: `user`, `users`, `subscriptions`. */
function modelWords(r: RemovedName): string[] {
  const words = [r.model, r.table, r.variable ?? '']
    .filter(Boolean)
    .flatMap((w) => [norm(w), norm(w).replace(/s$/, '')]);
  return [...new Set(words.filter((w) => w.length >= 3))];
}

function mentionsModel(text: string, words: string[]): boolean {
  const t = norm(text);
  return words.some((w) => t.includes(w));
}

/** Stripe SDK objects (`session.customer`, `invoice.subscription`) are never our records. */
function looksStripe(text: string): boolean {
  return /\bstripe\b|Stripe\./i.test(text);
}

/**
 * References to a removed column in one code file: property accesses on the model's records
 * or table objects, keys of objects passed to the model's queries, and raw SQL naming it.
 * An expression is only reported when something ties it to the model (its name, the query
 * that produced it, its type), so a same-named property of an unrelated object is left alone.
 */
export function staleReferences(sf: SourceFile, r: RemovedName): StaleReference[] {
  const { SyntaxKind } = loadTsMorph();
  const words = modelWords(r);
  const names = new Set([r.field, r.column]);
  const out: StaleReference[] = [];
  const push = (node: Node, kind: StaleReference['kind']) => {
    const { line, column } = sf.getLineAndColumnAtPos(node.getStart());
    out.push({ line, column, kind, text: node.getText().slice(0, 80) });
  };
  sf.forEachDescendant((node) => {
    if (node.isKind(SyntaxKind.PropertyAccessExpression)) {
      if (!names.has(node.getName())) return;
      if (receiverIsModel(node.getExpression(), words)) push(node, 'property');
    } else if (node.isKind(SyntaxKind.ElementAccessExpression)) {
      const arg = node.getArgumentExpression();
      const key =
        arg && (arg.isKind(SyntaxKind.StringLiteral) || arg.isKind(SyntaxKind.NoSubstitutionTemplateLiteral))
          ? arg.getLiteralText()
          : undefined;
      if (key && names.has(key) && receiverIsModel(node.getExpression(), words)) push(node, 'property');
    } else if (node.isKind(SyntaxKind.PropertyAssignment) || node.isKind(SyntaxKind.ShorthandPropertyAssignment)) {
      const name = node.getName().replace(/^['"]|['"]$/g, '');
      if (!names.has(name)) return;
      if (objectIsModelData(node, words)) push(node, 'key');
    } else if (node.isKind(SyntaxKind.BindingElement)) {
      const prop = node.getPropertyNameNode()?.getText() ?? node.getNameNode().getText();
      if (!names.has(prop)) return;
      const decl = node.getFirstAncestorByKind(SyntaxKind.VariableDeclaration);
      const init = decl?.getInitializer();
      if (init && receiverIsModel(init, words)) push(node, 'property');
    } else if (
      node.isKind(SyntaxKind.StringLiteral) ||
      node.isKind(SyntaxKind.NoSubstitutionTemplateLiteral) ||
      node.isKind(SyntaxKind.TemplateExpression)
    ) {
      const text = node.getText().slice(1, -1);
      if (isSqlNaming(text, r, words)) push(node, 'sql');
    }
  });
  return out;
}

function isSqlNaming(text: string, r: RemovedName, words: string[]): boolean {
  const names = [...new Set([r.column, r.field])];
  // a query builder's qualified column (`where('users.email', …)`, `orderBy('c.include_in_nav')`)
  const qualified = /^\s*([A-Za-z_][A-Za-z0-9_]*)\.([A-Za-z_][A-Za-z0-9_]*)\s*$/.exec(text);
  if (qualified && names.some((n) => n.toLowerCase() === qualified[2].toLowerCase())) {
    const specific = !r.sharedColumn && names.some((n) => n.includes('_') || /[a-z][A-Z]/.test(n));
    return specific || mentionsModel(qualified[1], words);
  }
  if (!SQL_WORDS.test(text) || !/\s/.test(text)) return false;
  const hit = names.some((n) => new RegExp(`(^|[^A-Za-z0-9_$])${escapeRe(n)}($|[^A-Za-z0-9_$])`, 'i').test(text));
  if (!hit) return false;
  // A generic column name (`status`) counts only next to its table; a specific one on its
  // own, unless another table has a column of that name (`source_id`).
  const specific = !r.sharedColumn && names.some((n) => n.includes('_') || /[a-z][A-Z]/.test(n));
  return specific || namesTable(text, words);
}

/**
 * SQL names the model's table as one of its identifiers (`"Sale"`, `sales`, `app.sales`),
 * not as part of another (`"salePrice"` of another table).
 */
function namesTable(sql: string, words: string[]): boolean {
  const tokens = sql.match(/[A-Za-z_][A-Za-z0-9_]*/g) ?? [];
  return tokens.some((t) => words.includes(norm(t)));
}

/** The identifiers of an expression, joined: its text without string literals and comments. */
function namesIn(expr: Node): string {
  const { SyntaxKind } = loadTsMorph();
  if (expr.isKind(SyntaxKind.Identifier)) return expr.getText();
  return expr
    .getDescendantsOfKind(SyntaxKind.Identifier)
    .map((id) => id.getText())
    .join(' ');
}

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The leftmost identifier of `a.b!.c()[0]`. */
function rootIdentifier(node: Node): Node | undefined {
  const { SyntaxKind } = loadTsMorph();
  let cur: Node | undefined = node;
  while (cur) {
    if (cur.isKind(SyntaxKind.Identifier) || cur.isKind(SyntaxKind.ThisKeyword)) return cur;
    if (
      cur.isKind(SyntaxKind.PropertyAccessExpression) ||
      cur.isKind(SyntaxKind.ElementAccessExpression) ||
      cur.isKind(SyntaxKind.CallExpression) ||
      cur.isKind(SyntaxKind.NonNullExpression) ||
      cur.isKind(SyntaxKind.ParenthesizedExpression) ||
      cur.isKind(SyntaxKind.AwaitExpression) ||
      cur.isKind(SyntaxKind.AsExpression)
    ) {
      cur = (cur as unknown as { getExpression(): Node }).getExpression();
      continue;
    }
    return undefined;
  }
  return undefined;
}

/**
 * True when the expression holds the model's records or table: its own text names the model
 * (`user`, `req.user!`, `users`, `prisma.user.findFirst(...)`), or the variable it starts from
 * was produced by such an expression or is typed with the model.
 */
function receiverIsModel(expr: Node, words: string[], depth = 0): boolean {
  const { SyntaxKind } = loadTsMorph();
  const text = expr.getText();
  if (looksStripe(text)) return false;
  // the names in the code, not its strings: an error message that mentions the model
  // (`{ _tag: "RenderNotificationEmailError" }`) does not make a record the model's
  if (mentionsModel(namesIn(expr), words)) return true;
  if (depth > 2) return false;
  const root = rootIdentifier(expr);
  if (!root || !root.isKind(SyntaxKind.Identifier)) return false;
  const decl = localDeclaration(root);
  if (!decl) return false;
  if (decl.isKind(SyntaxKind.VariableDeclaration)) {
    const typeText = decl.getTypeNode()?.getText() ?? '';
    if (looksStripe(typeText)) return false;
    if (typeText && mentionsModel(typeText, words)) return true;
    const init = decl.getInitializer();
    return !!init && receiverIsModel(init, words, depth + 1);
  }
  if (decl.isKind(SyntaxKind.Parameter)) {
    const typeText = decl.getTypeNode()?.getText() ?? '';
    if (looksStripe(typeText)) return false;
    if (typeText && mentionsModel(typeText, words)) return true;
    // `rows.map((r) => r.x)`: the callback's parameter is an element of the receiver.
    const fn = decl.getParent();
    const call = fn?.getParent();
    if (call?.isKind(SyntaxKind.CallExpression)) {
      const callee = call.getExpression();
      if (callee.isKind(SyntaxKind.PropertyAccessExpression))
        return receiverIsModel(callee.getExpression(), words, depth + 1);
    }
  }
  return false;
}

/** Without a type checker, find the variable or parameter of that name in enclosing scopes. */
function localDeclaration(id: Node): Node | undefined {
  const { SyntaxKind } = loadTsMorph();
  const name = id.getText();
  for (const scope of id.getAncestors()) {
    for (const child of scope.getChildSyntaxList()?.getChildren() ?? []) {
      if (child.isKind(SyntaxKind.VariableStatement)) {
        const d = child.getDeclarations().find((x) => x.getName() === name);
        if (d) return d;
      }
    }
    if (
      scope.isKind(SyntaxKind.ArrowFunction) ||
      scope.isKind(SyntaxKind.FunctionDeclaration) ||
      scope.isKind(SyntaxKind.FunctionExpression) ||
      scope.isKind(SyntaxKind.MethodDeclaration)
    ) {
      const p = scope.getParameters().find((x) => x.getName() === name);
      if (p) return p;
    }
  }
  return undefined;
}

/**
 * True when an object key is data of the model: the object is (nested in) an argument of
 * a query on the model (`prisma.user.update({ data: {...} })`, `db.update(users).set({...})`),
 * or a value declared as a record of the model (`const user = {...}`, `: User`).
 */
function objectIsModelData(prop: Node, words: string[]): boolean {
  const { SyntaxKind } = loadTsMorph();
  let cur: Node | undefined = prop.getParent();
  for (let hops = 0; cur && hops < 8; hops++) {
    if (cur.isKind(SyntaxKind.CallExpression)) {
      const callee = cur.getExpression().getText();
      return !looksStripe(callee) && mentionsModel(callee, words);
    }
    if (cur.isKind(SyntaxKind.VariableDeclaration)) {
      const typeText = cur.getTypeNode()?.getText() ?? '';
      if (looksStripe(typeText)) return false;
      return mentionsModel(cur.getName(), words) || (!!typeText && mentionsModel(typeText, words));
    }
    if (
      cur.isKind(SyntaxKind.ObjectLiteralExpression) ||
      cur.isKind(SyntaxKind.PropertyAssignment) ||
      cur.isKind(SyntaxKind.ArrayLiteralExpression) ||
      cur.isKind(SyntaxKind.AsExpression) ||
      cur.isKind(SyntaxKind.SatisfiesExpression) ||
      cur.isKind(SyntaxKind.ParenthesizedExpression)
    ) {
      cur = cur.getParent();
      continue;
    }
    return false;
  }
  return false;
}

/** A table that no longer exists, and the names code reaches it by. */
export interface RemovedTable {
  model: string;
  table: string;
  /** Prisma client delegate (`prisma.coupon`), for Prisma models. */
  delegate?: string;
  /** Drizzle table variable (`coupons`), for Drizzle tables. */
  variable?: string;
}

const PRISMA_METHODS = new Set([
  'findUnique',
  'findUniqueOrThrow',
  'findFirst',
  'findFirstOrThrow',
  'findMany',
  'create',
  'createMany',
  'createManyAndReturn',
  'update',
  'updateMany',
  'upsert',
  'delete',
  'deleteMany',
  'count',
  'aggregate',
  'groupBy',
]);

/**
 * References to a dropped table in one code file: its Prisma delegate (`prisma.coupon.findMany`),
 * an import of its Drizzle table object, and raw SQL reading or writing it.
 */
export function staleTableReferences(sf: SourceFile, t: RemovedTable): StaleReference[] {
  const { SyntaxKind } = loadTsMorph();
  const out: StaleReference[] = [];
  const push = (node: Node, kind: StaleReference['kind']) => {
    const { line, column } = sf.getLineAndColumnAtPos(node.getStart());
    out.push({ line, column, kind, text: node.getText().slice(0, 80) });
  };
  const tableInSql = new RegExp(
    `\\b(from|join|into|update|table)\\s+(["\`]?\\w+["\`]?\\.)?["\`]?${escapeRe(t.table)}["\`]?(?![\\w$])`,
    'i',
  );
  sf.forEachDescendant((node) => {
    if (t.delegate && node.isKind(SyntaxKind.PropertyAccessExpression) && node.getName() === t.delegate) {
      const parent = node.getParent();
      const method = parent?.isKind(SyntaxKind.PropertyAccessExpression) ? parent.getName() : '';
      if (PRISMA_METHODS.has(method) || /^(this\.)?(prisma|db|tx|trx|client)$/i.test(node.getExpression().getText())) {
        push(node, 'property');
      }
    } else if (t.variable && node.isKind(SyntaxKind.ImportSpecifier) && node.getName() === t.variable) {
      push(node, 'property');
    } else if (
      node.isKind(SyntaxKind.StringLiteral) ||
      node.isKind(SyntaxKind.NoSubstitutionTemplateLiteral) ||
      node.isKind(SyntaxKind.TemplateExpression)
    ) {
      const text = node.getText().slice(1, -1);
      if (SQL_WORDS.test(text) && tableInSql.test(text)) push(node, 'sql');
    }
  });
  return out;
}
