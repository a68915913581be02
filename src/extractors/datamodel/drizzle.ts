import type { CallExpression, Expression, Node, ObjectLiteralExpression, SourceFile } from 'ts-morph';
import { loadTsMorph } from '../../workspace/ts';
import type { DataModel, ModelField, ModelIndex } from './types';
import { isCodeFile, type TreeView } from '../../workspace/workspace';
import { definitionOf, functionOf } from '../code/values';
import { unwrapExpression } from '../code/ast';
import { returnedExpressions } from '../code/syntax';

const TABLE_FUNCTIONS = new Set(['pgTable', 'mysqlTable', 'sqliteTable', 'singlestoreTable', 'table']);
const INDEX_FUNCTIONS = new Set(['index', 'uniqueIndex', 'unique', 'primaryKey']);

/** Column methods that give existing rows a value (a database default, a sequence or a computed column). */
const DEFAULT_METHODS = [
  'default',
  'defaultNow',
  'defaultRandom',
  'generatedAlwaysAs',
  'generatedAlwaysAsIdentity',
  'generatedByDefaultAsIdentity',
  'autoincrement',
];

/**
 * Drizzle tables of one file: `export const users = pgTable('users', { id: uuid('id') }, (t) => [...])`,
 * also `app.table('users', …)` on a schema object (`schemas`: the tree's `pgSchema(…)` names).
 */
export function drizzleModels(
  sf: SourceFile,
  path: string,
  schemas: readonly string[] = [],
  casing?: 'snake_case' | 'camelCase',
  view?: TreeView,
): DataModel[] {
  const { SyntaxKind } = loadTsMorph();
  const models: DataModel[] = [];
  for (const call of sf.getDescendantsOfKind(SyntaxKind.CallExpression)) {
    const callee = call.getExpression();
    const fn = callee.isKind(SyntaxKind.Identifier)
      ? callee.getText()
      : callee.isKind(SyntaxKind.PropertyAccessExpression)
        ? callee.getName()
        : '';
    if (!TABLE_FUNCTIONS.has(fn)) continue;
    // `.table(` is only a table when called on a schema (`pgSchema('x').table`, `app.table` of `const app = pgSchema('app')`).
    if (fn === 'table' && !isSchemaTable(callee, schemas)) continue;
    const [nameArg, columnsArg, extrasArg] = call.getArguments();
    if (!nameArg || !columnsArg) continue;
    const table = stringValue(nameArg as Expression);
    if (table === undefined) continue;
    const columns = objectOf(columnsArg);
    if (!columns) continue;
    const decl = call.getFirstAncestorByKind(SyntaxKind.VariableDeclaration);
    const variable = decl?.getName();
    const fields: ModelField[] = [];
    for (const prop of columns.getProperties()) {
      const init = prop.isKind(SyntaxKind.PropertyAssignment)
        ? prop.getInitializer()
        : prop.isKind(SyntaxKind.ShorthandPropertyAssignment)
          ? prop.getNameNode()
          : undefined;
      const column = init ? columnBuilder(init, view) : undefined;
      if (!column || prop.isKind(SyntaxKind.SpreadAssignment)) continue;
      const { root: rootName, args, methods } = column;
      const colArg = args[0];
      const colName = colArg ? stringValue(colArg as Expression) : undefined;
      const name = prop.getName().replace(/^['"]|['"]$/g, '');
      const typeArgs = args
        .filter((a) => stringValue(a as Expression) === undefined)
        .map((a) => a.getText().replace(/\s+/g, ''));
      fields.push({
        name,
        column: colName ?? (casing ? cased(name, casing) : name),
        line: prop.getStartLineNumber(),
        type: `${rootName}(${typeArgs.join(',')})${methods.includes('array') ? '[]' : ''}`,
        nullable: !methods.includes('notNull') && !methods.includes('primaryKey'),
        unique: methods.includes('unique'),
        default: DEFAULT_METHODS.find((m) => methods.includes(m)) ?? (/serial$/i.test(rootName) ? rootName : undefined),
      });
    }
    const columnByProp = new Map(fields.map((f) => [f.name, f.column]));
    const indexes: ModelIndex[] = extrasArg ? drizzleIndexes(extrasArg, columnByProp) : [];
    models.push({
      name: variable ?? table,
      table,
      file: path,
      line: call.getStartLineNumber(),
      orm: 'drizzle',
      fields,
      indexes,
      variable,
    });
  }
  return models;
}

/** A column's builder: its first call (`timestamp`), that call's arguments, and the methods chained on it. */
interface ColumnBuilder {
  root: string;
  args: Node[];
  methods: string[];
}

/** How many names and helpers a column's builder is followed through, at most. */
const MAX_COLUMN_HOPS = 4;

/**
 * The builder chain that makes a column, followed to where the repository builds it: a
 * constant (`created_at: createdAt`, a shorthand `id,`) and a helper of its own that
 * returns a chain (`ts('created_at')` for `const ts = (c) => timestamp(c, …).notNull()`),
 * whose parameters read as the arguments it was called with; the methods chained after
 * the helper's call follow the helper's. Without `view`, or when nothing is found, the
 * written chain itself. Undefined when the value is no call chain.
 */
function columnBuilder(init: Node, view: TreeView | undefined, hops = 0): ColumnBuilder | undefined {
  const { Node } = loadTsMorph();
  const expr = unwrapExpression(init);
  const chain = callChain(expr);
  if (chain.length === 0) {
    if (!view || hops >= MAX_COLUMN_HOPS || !(Node.isIdentifier(expr) || Node.isPropertyAccessExpression(expr)))
      return undefined;
    const value = definitionOf(view, expr)?.node;
    return value && value !== expr ? columnBuilder(value, view, hops + 1) : undefined;
  }
  const [root, ...rest] = chain;
  const args = root.getArguments();
  const methods = rest.map(calleeName);
  const helper =
    view && hops < MAX_COLUMN_HOPS && Node.isIdentifier(root.getExpression())
      ? functionOf(view, root.getExpression())?.node
      : undefined;
  const returned = helper ? returnedExpressions(helper) : [];
  const inner = returned.length === 1 ? columnBuilder(returned[0], view, hops + 1) : undefined;
  if (!helper || !inner || !Node.isFunctionLikeDeclaration(helper)) return { root: calleeName(root), args, methods };
  const params = helper.getParameters().map((p) => p.getName());
  const argument = (n: Node): Node => {
    const at = Node.isIdentifier(n) ? params.indexOf(n.getText()) : -1;
    return at >= 0 && args[at] ? args[at] : n;
  };
  return { root: inner.root, args: inner.args.map(argument), methods: [...inner.methods, ...methods] };
}

/** A key as drizzle's `casing` names its column (drizzle-orm's `toSnakeCase` / `toCamelCase`). */
export function cased(key: string, casing: 'snake_case' | 'camelCase'): string {
  const words = key.replace(/['\u2019]/g, '').match(/[\da-z]+|[A-Z]+(?![a-z])|[A-Z][\da-z]+/g) ?? [];
  if (casing === 'snake_case') return words.map((w) => w.toLowerCase()).join('_');
  return words.map((w, i) => (i === 0 ? w.toLowerCase() : `${w[0].toUpperCase()}${w.slice(1)}`)).join('');
}

function drizzleIndexes(extras: Node, columnByProp: Map<string, string>): ModelIndex[] {
  const { SyntaxKind } = loadTsMorph();
  const out: ModelIndex[] = [];
  for (const call of extras.getDescendantsOfKind(SyntaxKind.CallExpression)) {
    // The outermost call of a chain: `index('x').on(t.a)` or `uniqueIndex().on(...)`.
    if (call.getParent()?.isKind(SyntaxKind.PropertyAccessExpression)) continue;
    const chain = callChain(call);
    if (chain.length === 0) continue;
    const rootName = calleeName(chain[0]);
    if (!INDEX_FUNCTIONS.has(rootName)) continue;
    const cols: string[] = [];
    for (const c of chain) {
      for (const a of c.getArguments()) {
        for (const pa of [a, ...a.getDescendants()]) {
          if (pa.isKind(SyntaxKind.PropertyAccessExpression)) cols.push(columnByProp.get(pa.getName()) ?? pa.getName());
        }
      }
    }
    const nameArg = chain[0].getArguments()[0];
    const name = nameArg ? stringValue(nameArg) : undefined;
    out.push({
      columns: cols,
      unique: rootName !== 'index',
      line: call.getStartLineNumber(),
      ...(name ? { name } : {}),
    });
  }
  return out;
}

/** `text('x').notNull().unique()` → [text('x'), .notNull(), .unique()] (innermost first). */
export function callChain(expr: Node): CallExpression[] {
  const { SyntaxKind } = loadTsMorph();
  const chain: CallExpression[] = [];
  let cur: Node | undefined = expr;
  while (cur && cur.isKind(SyntaxKind.CallExpression)) {
    chain.unshift(cur);
    const callee: Node = cur.getExpression();
    cur = callee.isKind(SyntaxKind.PropertyAccessExpression) ? callee.getExpression() : undefined;
  }
  return chain;
}

export function calleeName(call: CallExpression): string {
  const { SyntaxKind } = loadTsMorph();
  const callee = call.getExpression();
  if (callee.isKind(SyntaxKind.PropertyAccessExpression)) return callee.getName();
  return callee.getText();
}

export function stringValue(node: Expression | Node): string | undefined {
  const { SyntaxKind } = loadTsMorph();
  if (node.isKind(SyntaxKind.StringLiteral) || node.isKind(SyntaxKind.NoSubstitutionTemplateLiteral)) {
    return node.getLiteralText();
  }
  return undefined;
}

/** The object literal of `{...}` or `(t) => ({...})`. */
export function objectOf(node: Node): ObjectLiteralExpression | undefined {
  const { SyntaxKind } = loadTsMorph();
  if (node.isKind(SyntaxKind.ObjectLiteralExpression)) return node;
  if (node.isKind(SyntaxKind.ArrowFunction)) {
    let body: Node = node.getBody();
    while (body.isKind(SyntaxKind.ParenthesizedExpression)) body = body.getExpression();
    if (body.isKind(SyntaxKind.ObjectLiteralExpression)) return body;
    const ret = body.getFirstDescendantByKind(SyntaxKind.ReturnStatement)?.getExpression();
    if (ret?.isKind(SyntaxKind.ObjectLiteralExpression)) return ret;
  }
  return undefined;
}

function isSchemaTable(callee: Node, schemas: readonly string[]): boolean {
  const { Node } = loadTsMorph();
  if (!Node.isPropertyAccessExpression(callee)) return false;
  const owner = callee.getExpression().getText();
  return schemas.includes(owner) || /Schema\b|schema\b/.test(owner);
}

/**
 * The values of a Drizzle enum by its database name (`pgEnum('member_status', [...])`, the
 * list written there or a constant it names, also imported), or undefined when no schema
 * module of the tree declares it.
 */
export function drizzleEnumValues(view: TreeView, name: string): string[] | undefined {
  const { Node, SyntaxKind } = loadTsMorph();
  for (const path of view.grep(['pgEnum'])) {
    if (!isCodeFile(path)) continue;
    const sf = view.sourceFile(path);
    for (const call of sf?.getDescendantsOfKind(SyntaxKind.CallExpression) ?? []) {
      if (calleeName(call) !== 'pgEnum') continue;
      const [nameArg, valuesArg] = call.getArguments();
      if (!nameArg || !valuesArg || stringValue(nameArg) !== name) continue;
      const list = definitionOf(view, valuesArg)?.node;
      if (!list || !Node.isArrayLiteralExpression(list)) return undefined;
      const values = list.getElements().map((el) => (Node.isStringLiteral(el) ? el.getLiteralText() : undefined));
      return values.every((v): v is string => v !== undefined) ? values : undefined;
    }
  }
  return undefined;
}
