import type { Node, SourceFile } from 'ts-morph';
import { loadTsMorph } from '../../workspace/ts';
import { unwrapExpression } from '../code/ast';
import { postgresParserLoaded, queryNamesColumn } from './postgres';

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
  /** The names of the data model's other models (model, table, variable): a record named for one of those is its own. */
  others?: string[];
  /**
   * The data model maps no field to the column (a column the ORM no longer knows, dropped
   * by a migration): code that goes through the ORM cannot name it, only raw SQL can.
   */
  sqlOnly?: boolean;
  /**
   * Only the property is renamed: the data model still maps a field to the column
   * (`inputsHash: varchar('inputs_hash')` becomes `inputs_hash: varchar('inputs_hash')`),
   * so raw SQL and query builders that name the column are right; the old property is stale.
   */
  columnKept?: boolean;
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

/** The words of the removed column's model, and those of the data model's other models. */
interface ModelWords {
  own: string[];
  others: string[];
  /** The names that can only mean this model's table: its Drizzle table object, its Prisma delegate and type. */
  names: string[];
  /** A column name another table shares: an expression must use one of `names`. */
  exact: boolean;
  /** The Prisma client's delegate of the model (`prisma.review`), for a model with no table object. */
  delegate?: string;
}

/** Words whose presence in an expression ties it to the model: `user`, `users`, `subscriptions`. */
function modelWords(r: RemovedName): ModelWords {
  const lower = r.model.charAt(0).toLowerCase() + r.model.slice(1);
  const names = [r.variable ?? '', r.model, lower].filter(Boolean);
  return {
    own: wordsOf([r.model, r.table, r.variable ?? '']),
    others: wordsOf(r.others ?? []),
    names: [...new Set(names)],
    exact: r.sharedColumn === true,
    ...(r.variable ? {} : { delegate: lower }),
  };
}

function wordsOf(names: string[]): string[] {
  const words = names.filter(Boolean).flatMap((w) => [norm(w), norm(w).replace(/s$/, '')]);
  return [...new Set(words.filter((w) => w.length >= 3))];
}

/**
 * An identifier of the text is named for the model (`existingReview`, `reviews`), and not
 * for another model whose name holds the model's (`reviewArticles` is ReviewArticle's); for
 * a column name another table shares, one of the names only the model has.
 */
function mentionsModel(text: string, words: ModelWords): boolean {
  // a record named like the model (`review.url`) may be another table's that has the column too
  if (words.exact) return namesTableExactly(text, words);
  for (const token of text.match(/[A-Za-z0-9_$]+/g) ?? []) {
    const t = norm(token);
    const own = longestIn(words.own, t);
    if (own > 0 && longestIn(words.others, t) <= own) return true;
  }
  return false;
}

/**
 * The text names the model's own table: by a name of its own (the table object in
 * `insert(reviews)`, the model class or type, a repository or model object of it:
 * `reviewRepository.save`, `ReviewModel.create`), its Prisma delegate (`prisma.review`,
 * `tx.review`), or a Drizzle relational query (`db.query.reviews`); not by another object's
 * property that happens to share the name (`routerClient.reviews.create`).
 */
function namesTableExactly(text: string, words: ModelWords): boolean {
  for (const m of text.matchAll(/(\.\s*)?([A-Za-z_$][\w$]*)/g)) {
    const name = m[2];
    if (m[1]) {
      const query = /(^|[^\w$])query\s*$/.test(text.slice(0, m.index));
      if (name === words.delegate || (query && words.names.includes(name))) return true;
    } else if (words.names.includes(name) || words.names.includes(name.replace(HOLDER_SUFFIX, ''))) return true;
  }
  return false;
}

const HOLDER_SUFFIX = /(Repository|Repo|Model|Table)$/;

function longestIn(words: string[], token: string): number {
  let best = 0;
  for (const w of words) if (w.length > best && token.includes(w)) best = w.length;
  return best;
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
  const names = new Set(r.columnKept ? [r.field] : [r.field, r.column]);
  const out: StaleReference[] = [];
  const push = (node: Node, kind: StaleReference['kind']) => {
    const { line, column } = sf.getLineAndColumnAtPos(node.getStart());
    out.push({ line, column, kind, text: node.getText().slice(0, 80) });
  };
  sf.forEachDescendant((node) => {
    // a query builder that names its table by a string sends the column names to the database
    // as they are written, with or without an ORM model of the table
    if (node.isKind(SyntaxKind.CallExpression) && !r.columnKept)
      for (const ref of builderColumns(node, r)) push(ref, 'property');
    if (r.sqlOnly && !isStringNode(node)) return;
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
    } else if (isStringNode(node) && !r.columnKept) {
      const text = node.getText().slice(1, -1);
      if (isSqlNaming(text, r, words, inSqlContext(node))) push(node, 'sql');
    }
  });
  const seen = new Set<string>();
  return out.filter((ref) => !seen.has(`${ref.line}:${ref.column}`) && seen.add(`${ref.line}:${ref.column}`));
}

/**
 * Methods of a query builder that name the table it works on (PostgREST and Supabase
 * `from('t')`, Kysely `selectFrom('t')`, Knex `table('t')` and `into('t')`).
 */
const TABLE_METHODS = /^(from|selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto|table|into)$/;
/** Methods whose string arguments list columns (`select('id, name, author:users(name)')`). */
const COLUMN_LIST_METHODS = /^(select|returning|columns|order|orderBy|groupBy|pluck|distinct|distinctOn|first)$/;
/** Methods whose first string argument is one column (`eq('status', v)`, `where('email', …)`). */
const COLUMN_FILTER_METHODS =
  /^(eq|neq|gt|gte|lt|lte|like|ilike|is|in|contains|containedBy|overlaps|not|filter|textSearch|where|andWhere|orWhere|whereIn|whereNotIn|whereNot|whereNull|whereNotNull|whereLike|whereILike|having|increment|decrement)$/;
/** Methods whose object argument's keys are columns (`insert({ … })`, `update({ … })`, `match({ … })`). */
const COLUMN_OBJECT_METHODS = /^(insert|update|upsert|values|set|match|where)$/;

/**
 * The table a query builder's chain names by a string before this call (`supabase.from('users')`,
 * `db.selectFrom('users')`, `knex('users')` with a method after it), if any.
 */
function builderTable(receiver: Node): { table: string; alias?: string } | undefined {
  const { Node } = loadTsMorph();
  const literalOf = (n: Node | undefined) =>
    n && (Node.isStringLiteral(n) || Node.isNoSubstitutionTemplateLiteral(n)) ? n.getLiteralText() : undefined;
  // `from('category', 'c')`, `selectFrom('category as c')`
  const named = (args: Node[]) => {
    const [table, alias] = (literalOf(args[0]) ?? '').split(/\s+as\s+|\s+/i);
    return table ? { table, alias: alias ?? literalOf(args[1]) } : undefined;
  };
  let at = unwrapExpression(receiver);
  for (let depth = 0; depth < 16 && Node.isCallExpression(at); depth++) {
    const callee = at.getExpression();
    if (Node.isIdentifier(callee)) return named(at.getArguments());
    if (!Node.isPropertyAccessExpression(callee)) return undefined;
    if (TABLE_METHODS.test(callee.getName())) {
      const found = named(at.getArguments());
      if (found) return found;
    }
    at = unwrapExpression(callee.getExpression());
  }
  return undefined;
}

/**
 * The removed column named by a call of a query builder working on its table: in the columns
 * a `select`/`order` lists (a nested relation's own columns aside), as the column a filter
 * compares, or as a key of the values it writes.
 */
function builderColumns(call: Node, r: RemovedName): Node[] {
  const { Node } = loadTsMorph();
  if (!Node.isCallExpression(call)) return [];
  const callee = call.getExpression();
  if (!Node.isPropertyAccessExpression(callee)) return [];
  const method = callee.getName();
  const list = COLUMN_LIST_METHODS.test(method);
  const filter = COLUMN_FILTER_METHODS.test(method);
  const object = COLUMN_OBJECT_METHODS.test(method);
  if (!list && !filter && !object) return [];
  const names = new Set([r.column, r.field].map((n) => n.toLowerCase()));
  const found = builderTable(callee.getExpression());
  const table = found?.table.replace(/^\w+\./, '').toLowerCase();
  if (!found || table !== r.table.toLowerCase()) return [];
  // a qualified column (`where('c.status', …)`) is this table's when it names the table or its alias
  const ownColumn = (text: string) => {
    const [qualifier, column] = text.includes('.') ? text.split('.', 2) : [undefined, text];
    const own = qualifier === undefined || [table, found.alias?.toLowerCase()].includes(qualifier.toLowerCase());
    return own && names.has(column.toLowerCase());
  };
  const out: Node[] = [];
  // `select(['id', 'email'])` lists its columns in an array
  const args = call
    .getArguments()
    .flatMap((arg, i) =>
      list && Node.isArrayLiteralExpression(arg) ? arg.getElements().map((e) => [e, i] as const) : [[arg, i] as const],
    );
  args.forEach(([arg, i]) => {
    const text =
      Node.isStringLiteral(arg) || Node.isNoSubstitutionTemplateLiteral(arg) ? arg.getLiteralText() : undefined;
    if (text !== undefined && list) {
      // `author:users(name)` names the related table's columns inside the parentheses
      let own = text;
      for (let prev = ''; prev !== own;) [prev, own] = [own, own.replace(/\([^()]*\)/g, ' ')];
      if (own.split(/[^A-Za-z0-9_]+/).some((t) => names.has(t.toLowerCase()))) out.push(arg);
    } else if (text !== undefined && filter && i === 0) {
      if (ownColumn(text)) out.push(arg);
    } else if (object && Node.isObjectLiteralExpression(arg)) {
      for (const prop of arg.getProperties())
        if (
          (Node.isPropertyAssignment(prop) || Node.isShorthandPropertyAssignment(prop)) &&
          names.has(
            prop
              .getName()
              .replace(/^['"]|['"]$/g, '')
              .toLowerCase(),
          )
        )
          out.push(prop);
    }
  });
  return out;
}

/** A string given to a database as SQL: a `sql` tagged template, or an argument of a raw query call. */
function inSqlContext(node: Node): boolean {
  const { Node } = loadTsMorph();
  const parent = node.getParent();
  if (parent && Node.isTaggedTemplateExpression(parent)) return /(^|\.)sql$/i.test(parent.getTag().getText());
  if (parent && Node.isCallExpression(parent) && parent.getArguments().includes(node)) {
    const callee = parent.getExpression();
    const name = Node.isPropertyAccessExpression(callee) ? callee.getName() : callee.getText();
    return RAW_QUERY.test(name);
  }
  return false;
}

/** Calls that send their string to the database as SQL (`db.raw`, `pool.query`, `$queryRawUnsafe`). */
const RAW_QUERY = /^(raw|query|execute|exec|prepare|unsafe|\$queryRaw(Unsafe)?|\$executeRaw(Unsafe)?)$/;

/**
 * A string shaped like SQL on its own: a statement (`select … from`, `insert into`, `update
 * x set`, `delete from`, `alter table`) or a clause (`where a = …`, `order by`, `join x on`,
 * `returning`), not an English sentence that has one of SQL's words ("Set safe contact
 * fields", "from, subject and segment_id are required").
 */
const SQL_STATEMENT =
  /\b(select\b[\s\S]*?\bfrom\s+[\w."`]|insert\s+into\s|update\s+[\w."`]+\s+set\s|delete\s+from\s|alter\s+table\s|where\s+[\w."`]+\s*(=|<|>|!=|\bin\b|\bis\b|\blike\b|\bilike\b)|order\s+by\s+[\w."`]|group\s+by\s+[\w."`]|join\s+[\w."`]+(\s+\w+)?\s+on\s|returning\s+[\w."`*])/i;

function isStringNode(node: Node): boolean {
  const { SyntaxKind } = loadTsMorph();
  return (
    node.isKind(SyntaxKind.StringLiteral) ||
    node.isKind(SyntaxKind.NoSubstitutionTemplateLiteral) ||
    node.isKind(SyntaxKind.TemplateExpression)
  );
}

function isSqlNaming(text: string, r: RemovedName, words: ModelWords, sqlContext = false): boolean {
  const names = [...new Set([r.column, r.field])];
  // a query builder's qualified column (`where('users.email', …)`, `orderBy('c.include_in_nav')`)
  const qualified = /^\s*([A-Za-z_][A-Za-z0-9_]*)\.([A-Za-z_][A-Za-z0-9_]*)\s*$/.exec(text);
  if (qualified && names.some((n) => n.toLowerCase() === qualified[2].toLowerCase())) {
    const specific = !r.sharedColumn && names.some((n) => n.includes('_') || /[a-z][A-Z]/.test(n));
    return specific || mentionsModel(qualified[1], words);
  }
  if (!(sqlContext ? SQL_WORDS.test(text) || /^\s*[\w."`]+\s*$/.test(text) : SQL_STATEMENT.test(text))) return false;
  // a whole statement Postgres' grammar reads: its column references, resolved through the
  // tables and aliases of the statement they are in (not an output alias, not another
  // table's column of that name)
  if (postgresParserLoaded()) {
    const verdict = queryNamesColumn(text.replace(/\$\{[^}]*\}/g, '$1'), r.table, r.column);
    if (verdict !== undefined) return verdict;
  }
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
function namesTable(sql: string, words: ModelWords): boolean {
  const tokens = sql.match(/[A-Za-z_][A-Za-z0-9_]*/g) ?? [];
  return tokens.some((t) => words.own.includes(norm(t)));
}

/**
 * The names an expression reaches its value by, joined: the identifiers and property names
 * of its chain of accesses and calls, and the plain names a call of the chain is given
 * (`db.select().from(reviews)`, `prisma.review.findMany({…})`, `tx.query.reviews.findFirst()`),
 * not what its object literals or functions hold (a schema's `reviews:` key, a callback's body).
 */
function namesIn(expr: Node): string {
  const { Node } = loadTsMorph();
  const names: string[] = [];
  const visit = (node: Node, depth: number): void => {
    if (depth > 12) return;
    const n = unwrapExpression(node);
    if (Node.isIdentifier(n)) names.push(n.getText());
    else if (Node.isPropertyAccessExpression(n)) {
      visit(n.getExpression(), depth + 1);
      names.push(`.${n.getName()}`);
    } else if (Node.isCallExpression(n)) {
      visit(n.getExpression(), depth + 1);
      // what `JSON.parse` makes of a column's text is JSON, not the record it was read from
      if (n.getExpression().getText() === 'JSON.parse') return;
      for (const a of n.getArguments())
        if (Node.isIdentifier(a) || Node.isPropertyAccessExpression(a)) visit(a, depth + 1);
    } else if (Node.isElementAccessExpression(n)) {
      visit(n.getExpression(), depth + 1);
    }
  };
  visit(expr, 0);
  return names.join(' ');
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
function receiverIsModel(expr: Node, words: ModelWords, depth = 0): boolean {
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
    if (looksStripe(typeText) || isCallerInput(typeText)) return false;
    if (typeText && mentionsModel(typeText, words)) return true;
    const init = decl.getInitializer();
    return !!init && receiverIsModel(init, words, depth + 1);
  }
  if (decl.isKind(SyntaxKind.Parameter)) {
    const typeText = decl.getTypeNode()?.getText() ?? '';
    if (looksStripe(typeText) || isCallerInput(typeText)) return false;
    if (typeText && mentionsModel(typeText, words)) return true;
    // `rows.map((r) => r.x)`: the callback's parameter is an element of the receiver (not
    // the parameter of any callback: `app.onError((err, c) => c.req.url)` is no record).
    const fn = decl.getParent();
    const call = fn?.getParent();
    if (call?.isKind(SyntaxKind.CallExpression)) {
      const callee = call.getExpression();
      if (callee.isKind(SyntaxKind.PropertyAccessExpression) && ELEMENT_CALLBACKS.test(callee.getName()))
        return receiverIsModel(callee.getExpression(), words, depth + 1);
    }
  }
  return false;
}

/**
 * A type the application declares for what a caller sends (`CreateProductData`,
 * `UpdateUserDto`, `ProductInput`, `CheckoutRequest`): its properties are the caller's,
 * named like the model's fields or not. The ORM's own input types (`Prisma.UserCreateInput`,
 * Drizzle's `$inferInsert`, Kysely's `Insertable<T>`) are the model's fields.
 */
function isCallerInput(typeText: string): boolean {
  if (/\bPrisma\.|\$infer|\b(Insertable|Updateable|Selectable|InferInsertModel|InferSelectModel)\b/.test(typeText))
    return false;
  return /(^|[^A-Za-z])(Create|Update|Upsert|Patch)[A-Z]|[a-z](Input|Dto|DTO|Params|Payload|Body|Request|Form|Args)\b/.test(
    typeText,
  );
}

/** Methods that call their callback with the receiver's elements, or a query's result (`then`). */
const ELEMENT_CALLBACKS = /^(map|flatMap|forEach|filter|find|findLast|some|every|reduce|sort|toSorted|then)$/;

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
function objectIsModelData(prop: Node, words: ModelWords): boolean {
  const { SyntaxKind } = loadTsMorph();
  let cur: Node | undefined = prop.getParent();
  for (let hops = 0; cur && hops < 8; hops++) {
    if (cur.isKind(SyntaxKind.CallExpression)) {
      // a query of the model's own table (`db.insert(reviews).values({…})`, `prisma.review.create({ data })`),
      // not a function of the app named like it (`reviewsClient.create({ url })`), whose input goes anywhere
      const callee = cur.getExpression().getText();
      return !looksStripe(callee) && namesTableExactly(callee, words);
    }
    if (cur.isKind(SyntaxKind.VariableDeclaration)) {
      const typeText = cur.getTypeNode()?.getText() ?? '';
      if (looksStripe(typeText) || isCallerInput(typeText)) return false;
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
