import type { CallExpression, Node, ObjectLiteralExpression } from 'ts-morph';
import type { Parser } from 'node-sql-parser';
import { treeFact } from '../../workspace/fact';
import { loadTsMorph } from '../../workspace/ts';
import type { TreeView } from '../../workspace/workspace';
import { callChain, calleeName, stringValue } from './drizzle';
import { migrationDatabase, type Engine } from './engine';
import { migrationUp, type MigrationKind } from './migrations';
import { sqlValues } from './sql-values';
import {
  isVolatileFunction,
  type ColumnSpec,
  type ConstraintKind,
  type MigrationOp,
  type MigrationPlan,
  type PlacedOp,
  type TransactionMode,
} from './ops';
import { parsePostgres } from './postgres';
import { splitStatements, type SqlStatement } from './sql-tokens';

export { loadPostgresParser } from './postgres';
export type { ColumnSpec, MigrationOp, MigrationPlan, PlacedOp, TransactionMode } from './ops';

/**
 * What a migration file does, as operations (`ops.ts`): SQL read by the parser of the
 * project's engine (Postgres' own grammar; node-sql-parser for MySQL and SQLite), and the
 * schema-builder calls of TypeORM, Knex, Sequelize and Kysely migrations read from their
 * syntax, with the SQL they pass to `query`/`raw` parsed like a SQL file. Only the up
 * direction counts. For a Postgres project, `loadPostgresParser()` must have settled.
 */
export const migrationPlan = treeFact((view: TreeView, path: string, kind: MigrationKind): MigrationPlan => {
  const database = migrationDatabase(view, path)?.engine;
  const text = view.read(path);
  const empty: MigrationPlan = { ops: [], statements: 0, transaction: 'unknown', transactionSource: '', unparsed: [] };
  // a Django migration's operations are Django's to turn into SQL: none is read here
  if (text === undefined || kind === 'journal' || kind === 'django' || database === 'other') return empty;
  const engine = database;
  return kind === 'sql' ? sqlPlan(text, engine, path) : codePlan(view, path, engine);
});

/** The up part of a SQL migration: goose and dbmate keep the down part in the same file. */
function upPart(sql: string): string {
  const lines = sql.split('\n');
  let down = false;
  return lines
    .map((line) => {
      if (/^\s*--\s*(\+goose\s+down|migrate:down|\+migrate\s+down)\b/i.test(line)) down = true;
      else if (/^\s*--\s*(\+goose\s+up|migrate:up|\+migrate\s+up)\b/i.test(line)) down = false;
      return down ? '' : line;
    })
    .join('\n');
}

/** How the tool that applies a SQL file runs it. */
function sqlTransaction(sql: string, path: string, statements: number): [TransactionMode, string] {
  const dbmate = /^\s*--\s*migrate:up\b(.*)$/im.exec(sql);
  if (dbmate) {
    return /transaction\s*:\s*false/i.test(dbmate[1])
      ? ['none', 'dbmate: -- migrate:up transaction:false']
      : ['transaction', 'dbmate runs each migration in a transaction unless `-- migrate:up transaction:false`'];
  }
  if (/^\s*--\s*\+goose\s+up\b/im.test(sql)) {
    return /^\s*--\s*\+goose\s+no\s+transaction\b/im.test(sql)
      ? ['none', 'goose: -- +goose NO TRANSACTION']
      : ['transaction', 'goose runs each migration in a transaction unless `-- +goose NO TRANSACTION`'];
  }
  // Atlas: a directive in the file's header, before its first statement (Atlas runs each file
  // in a transaction of its own by default; it applies drizzle-kit's files too)
  const atlas = /^\s*--\s*atlas:txmode\s+(\w+)/im.exec(leadingComments(sql));
  if (atlas) {
    return atlas[1].toLowerCase() === 'none'
      ? ['none', 'Atlas: -- atlas:txmode none']
      : ['transaction', `Atlas runs the file in a transaction (\`-- atlas:txmode ${atlas[1]}\`)`];
  }
  if (/(^|\/)migrations\/[^/]+\/migration\.sql$/.test(path)) {
    return statements > 1
      ? ['transaction', 'Prisma runs a migration of several statements as one transaction']
      : ['none', 'a Prisma migration of one statement'];
  }
  if (/(^|\/)drizzle\//.test(path) || /--> statement-breakpoint/.test(sql)) {
    return statements > 1
      ? ['transaction', 'drizzle-kit runs a migration of several statements in a transaction']
      : ['none', 'a Drizzle migration of one statement'];
  }
  return ['unknown', ''];
}

/** The comment lines (and blank lines) a SQL file opens with, before its first statement. */
function leadingComments(sql: string): string {
  const lines = sql.split('\n');
  const end = lines.findIndex((l) => l.trim() !== '' && !l.trim().startsWith('--'));
  return (end < 0 ? lines : lines.slice(0, end)).join('\n');
}

function sqlPlan(text: string, engine: Engine | undefined, path: string, firstLine = 1): MigrationPlan {
  const sql = upPart(text);
  const { ops, statements, unparsed } = sqlOps(sql, engine, firstLine);
  const [transaction, transactionSource] = sqlTransaction(sql, path, statements);
  return { ops, statements, transaction, transactionSource, unparsed };
}

/** SQL as operations, by the parser of the engine (Postgres' grammar when the engine is not known). */
export function sqlOps(
  sql: string,
  engine: Engine | undefined,
  firstLine = 1,
): { ops: PlacedOp[]; statements: number; unparsed: number[] } {
  const ops: PlacedOp[] = [];
  if (engine === 'postgresql' || engine === undefined) {
    const script = parsePostgres(sql, firstLine);
    if (engine === 'postgresql' || script.unparsed.length === 0) {
      script.statements.forEach((s, i) => {
        for (const op of s.ops) ops.push({ op, line: s.line, text: s.text, statement: i });
      });
      return { ops, statements: script.statements.length + script.unparsed.length, unparsed: script.unparsed };
    }
  }
  const dialects: ('mysql' | 'sqlite')[] = engine === 'mysql' || engine === 'sqlite' ? [engine] : ['mysql', 'sqlite'];
  const unparsed: number[] = [];
  const parts = splitStatements(sql);
  parts.forEach((stmt, i) => {
    const line = firstLine + stmt.line - 1;
    let read: MigrationOp[] | undefined;
    for (const dialect of dialects) {
      read = sqlParserOps(stmt.text, dialect);
      if (read) break;
    }
    read ??= tokenOps(stmt);
    if (!read) {
      unparsed.push(line);
      return;
    }
    for (const op of read) ops.push({ op, line, text: stmt.text.trim(), statement: i });
  });
  return { ops, statements: parts.length, unparsed };
}

/** Statements that change no schema (session settings, comments, grants, maintenance). */
const NO_SCHEMA = new Set([
  'pragma',
  'set',
  'comment',
  'grant',
  'revoke',
  'analyze',
  'vacuum',
  'select',
  'reset',
  'savepoint',
  'release',
]);

/**
 * What node-sql-parser's grammars do not read, from the statement's tokens: statements that
 * change no schema (`PRAGMA foreign_keys=OFF` around a SQLite rebuild) and SQLite's `DROP
 * INDEX name`. Undefined for anything else: it stays unparsed, and the report says so.
 */
function tokenOps(stmt: SqlStatement): MigrationOp[] | undefined {
  const words = stmt.tokens.map((t) => (t.kind === 'word' ? t.value.toLowerCase() : t.value));
  if (NO_SCHEMA.has(words[0] ?? '')) return [];
  if (words[0] === 'drop' && words[1] === 'index') {
    let i = 2;
    if (words[i] === 'if' && words[i + 1] === 'exists') i += 2;
    let name = stmt.tokens[i]?.value;
    while (stmt.tokens[i + 1]?.value === '.' && stmt.tokens[i + 2]) name = stmt.tokens[(i += 2)].value;
    return name ? [{ kind: 'drop-index', name }] : undefined;
  }
  return undefined;
}

const sqlParsers = new Map<string, Parser>();

/** node-sql-parser's build of one dialect (the bundle of each is loaded on first use). */
function sqlParser(dialect: 'mysql' | 'sqlite'): Parser {
  let parser = sqlParsers.get(dialect);
  if (!parser) {
    /* eslint-disable @typescript-eslint/no-require-imports */
    const mod = (
      dialect === 'mysql' ? require('node-sql-parser/build/mysql') : require('node-sql-parser/build/sqlite')
    ) as typeof import('node-sql-parser');
    /* eslint-enable @typescript-eslint/no-require-imports */
    parser = new mod.Parser();
    sqlParsers.set(dialect, parser);
  }
  return parser;
}

type Ast = Record<string, unknown>;

function astName(x: unknown): string | undefined {
  if (typeof x === 'string') return x;
  if (x && typeof x === 'object') {
    const o = x as Ast;
    if (typeof o.column === 'string') return o.column;
    if (o.column && typeof o.column === 'object') return astName((o.column as Ast).expr ?? o.column);
    if (typeof o.value === 'string') return o.value;
    if (o.expr !== undefined) return astName(o.expr);
    if (typeof o.table === 'string') return o.table;
    if (typeof o.name === 'string') return o.name;
  }
  return undefined;
}

function astTables(x: unknown): string[] {
  const items = Array.isArray(x) ? x : x ? [x] : [];
  return items.map((t) => astName((t as Ast).table ?? t)).filter((s): s is string => !!s);
}

function astType(def: unknown): string | undefined {
  const d = def as Ast | undefined;
  if (!d || typeof d.dataType !== 'string') return undefined;
  const len =
    d.length !== undefined && d.length !== null ? `(${String(d.length)}${d.scale ? `,${String(d.scale)}` : ''})` : '';
  return `${d.dataType}${len}`.toLowerCase();
}

function astDefault(d: unknown): { text: string; volatile: boolean } | undefined {
  const v = (d as Ast | undefined)?.value as Ast | undefined;
  if (!v) return undefined;
  if (v.type === 'null') return undefined;
  if (v.type === 'function') {
    const name = astName((v.name as Ast | undefined)?.name ?? v.name) ?? 'function';
    return { text: `${name}()`, volatile: isVolatileFunction(name) };
  }
  return { text: String(v.value ?? v.type), volatile: false };
}

function astColumn(e: Ast): ColumnSpec {
  const nullable = (e.nullable as Ast | undefined)?.type;
  const spec: ColumnSpec = {
    name: astName(e.column) ?? '',
    type: astType(e.definition),
    notNull: nullable === 'not null',
  };
  const dflt = astDefault(e.default_val);
  if (dflt) spec.default = dflt;
  if (e.unique || e.unique_or_primary === 'unique') spec.unique = true;
  if (e.primary_key || e.unique_or_primary === 'primary key') {
    spec.primaryKey = true;
    spec.notNull = true;
  }
  if (e.auto_increment) spec.generated = true;
  if (e.reference_definition) spec.references = astTables((e.reference_definition as Ast).table)[0];
  return spec;
}

function constraintKind(type: unknown): ConstraintKind | undefined {
  const t = String(type ?? '').toLowerCase();
  if (t.startsWith('unique')) return 'unique';
  if (t.startsWith('foreign')) return 'foreign-key';
  if (t.startsWith('check')) return 'check';
  if (t.startsWith('primary')) return 'primary-key';
  return undefined;
}

/** A MySQL or SQLite statement as operations; undefined when the dialect's parser rejects it. */
function sqlParserOps(text: string, dialect: 'mysql' | 'sqlite'): MigrationOp[] | undefined {
  let ast: unknown;
  try {
    ast = sqlParser(dialect).astify(text, { database: dialect });
  } catch {
    return undefined;
  }
  const out: MigrationOp[] = [];
  for (const node of (Array.isArray(ast) ? ast : [ast]) as Ast[]) {
    if (node.type === 'create' && node.keyword === 'table') {
      for (const table of astTables(node.table)) {
        const columns = ((node.create_definitions as Ast[] | undefined) ?? [])
          .filter((d) => d.resource === 'column')
          .map(astColumn);
        out.push({ kind: 'create-table', table, columns });
      }
    } else if (node.type === 'drop' && node.keyword === 'index') {
      const name = astName(node.name) ?? astName((node.name as unknown[] | undefined)?.[0]);
      if (name) out.push({ kind: 'drop-index', name });
    } else if (node.type === 'drop' && (node.keyword === 'table' || node.keyword === undefined)) {
      for (const n of (node.name as unknown[] | undefined) ?? []) {
        const table = astName((n as Ast).table ?? n);
        if (table) out.push({ kind: 'drop-table', table });
      }
    } else if (node.type === 'create' && node.keyword === 'index') {
      const table = astTables(node.table)[0];
      if (!table) continue;
      out.push({
        kind: 'create-index',
        table,
        columns: ((node.index_columns as unknown[] | undefined) ?? []).map(astName).filter((c): c is string => !!c),
        unique: node.index_type === 'unique',
        concurrently: false,
        name: astName(node.index),
      });
    } else if (node.type === 'alter') {
      const table = astTables(node.table)[0];
      if (!table) continue;
      for (const e of (node.expr as Ast[] | undefined) ?? []) {
        const column = astName(e.column);
        if (e.resource === 'column') {
          if (e.action === 'add') out.push({ kind: 'add-column', table, column: astColumn(e) });
          else if (e.action === 'drop' && column) out.push({ kind: 'drop-column', table, column });
          else if (e.action === 'rename' && column) {
            const from = astName(e.old_column);
            if (from) out.push({ kind: 'rename-column', table, column: from, to: column });
          } else if ((e.action === 'modify' || e.action === 'change') && column) {
            const spec = astColumn(e);
            const from = e.action === 'change' ? astName(e.old_column) : undefined;
            if (from && from !== column) out.push({ kind: 'rename-column', table, column: from, to: column });
            if (spec.type) out.push({ kind: 'alter-type', table, column, type: spec.type });
            if (spec.notNull) out.push({ kind: 'set-not-null', table, column });
          }
        } else if (e.resource === 'constraint' && e.action === 'add') {
          const defs = e.create_definitions as Ast | undefined;
          const kind = constraintKind(defs?.constraint_type);
          if (!defs || !kind) continue;
          out.push({
            kind: 'add-constraint',
            table,
            constraint: kind,
            columns: ((defs.definition as unknown[] | undefined) ?? []).map(astName).filter((c): c is string => !!c),
            notValid: false,
            name: astName(defs.constraint ?? defs.index),
          });
        } else if (e.resource === 'index' && e.action === 'add') {
          out.push({
            kind: 'create-index',
            table,
            columns: ((e.definition as unknown[] | undefined) ?? []).map(astName).filter((c): c is string => !!c),
            unique: /unique/i.test(String(e.keyword ?? '')),
            concurrently: false,
          });
        } else if (e.resource === 'table' && e.action === 'rename') {
          const to = astName(e.table);
          if (to) out.push({ kind: 'rename-table', table, to });
        }
      }
    } else if (node.type === 'rename') {
      for (const pair of (node.table as unknown[][] | undefined) ?? []) {
        const [from, to] = pair.map((t) => astName((t as Ast).table ?? t));
        if (from && to) out.push({ kind: 'rename-table', table: from, to });
      }
    } else if (node.type === 'update') {
      const table = astTables(node.table)[0];
      const columns = ((node.set as Ast[] | undefined) ?? [])
        .map((s) => astName(s.column))
        .filter((c): c is string => !!c);
      if (table) out.push({ kind: 'update', table, columns });
    } else if (node.type === 'delete') {
      const table = astTables(node.from ?? node.table)[0];
      if (table) out.push({ kind: 'delete', table });
    } else if (node.type === 'insert') {
      const table = astTables(node.table)[0];
      const from = astTables(((node.values as Ast | undefined)?.from as unknown) ?? undefined)[0];
      if (table) out.push({ kind: 'insert', table, fromTable: from });
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Migrations written in code

/** `sql`: a module that runs SQL strings through a driver or a helper of its own (`execute(client, `…`)`). */
type Library = 'typeorm' | 'knex' | 'sequelize' | 'kysely' | 'sql';

function libraryOf(text: string): Library | undefined {
  if (/\bMigrationInterface\b|\bqueryRunner\b|from ['"]typeorm['"]/.test(text)) return 'typeorm';
  if (/from ['"]kysely['"]|\bKysely\s*</.test(text)) return 'kysely';
  if (/\bqueryInterface\b|from ['"]sequelize['"]|require\(['"]sequelize['"]\)/.test(text)) return 'sequelize';
  if (/\bknex\b|from ['"]knex['"]|\.schema\.(alterTable|createTable|table)\(/.test(text)) return 'knex';
  return undefined;
}

/** A property of an object literal argument: its string, boolean or raw text. */
function option(obj: ObjectLiteralExpression | undefined, key: string): Node | undefined {
  const { Node: N } = loadTsMorph();
  const p = obj?.getProperty(key);
  if (p && N.isPropertyAssignment(p)) return p.getInitializer();
  return undefined;
}

function optionBool(obj: ObjectLiteralExpression | undefined, key: string): boolean | undefined {
  const v = option(obj, key)?.getText();
  return v === 'true' ? true : v === 'false' ? false : undefined;
}

function optionString(obj: ObjectLiteralExpression | undefined, key: string): string | undefined {
  const v = option(obj, key);
  return v ? stringValue(v) : undefined;
}

function strings(node: Node | undefined): string[] {
  const { Node: N } = loadTsMorph();
  if (!node) return [];
  const s = stringValue(node);
  if (s !== undefined) return [s];
  if (N.isArrayLiteralExpression(node)) return node.getElements().flatMap((e) => strings(e));
  return [];
}

/** The object literal of `new TableColumn({…})`, `new TableIndex({…})`, or a literal itself. */
function optionsObject(node: Node | undefined): ObjectLiteralExpression | undefined {
  const { Node: N } = loadTsMorph();
  if (!node) return undefined;
  if (N.isObjectLiteralExpression(node)) return node;
  if (N.isNewExpression(node)) {
    const arg = node.getArguments()[0];
    return arg && N.isObjectLiteralExpression(arg) ? arg : undefined;
  }
  return undefined;
}

function defaultOption(text: string | undefined): { text: string; volatile: boolean } | undefined {
  if (text === undefined || text === 'null' || text === 'undefined') return undefined;
  const fn = /([A-Za-z_][A-Za-z0-9_.]*)\s*\(/.exec(text)?.[1];
  return { text, volatile: fn !== undefined && isVolatileFunction(fn) };
}

/** A TypeORM `TableColumn` / Sequelize attribute object as a column. */
function columnFromOptions(
  obj: ObjectLiteralExpression | undefined,
  name: string | undefined,
  nullableByDefault: boolean,
  lib: Library,
): ColumnSpec | undefined {
  const colName = name ?? optionString(obj, 'name');
  if (!colName) return undefined;
  const nullable = lib === 'typeorm' ? optionBool(obj, 'isNullable') : optionBool(obj, 'allowNull');
  const dflt = option(obj, lib === 'typeorm' ? 'default' : 'defaultValue')?.getText();
  const spec: ColumnSpec = {
    name: colName,
    type: (optionString(obj, 'type') ?? option(obj, 'type')?.getText())?.toLowerCase(),
    notNull: nullable === undefined ? !nullableByDefault : !nullable,
  };
  const d = defaultOption(dflt);
  if (d) spec.default = d;
  if (optionBool(obj, lib === 'typeorm' ? 'isUnique' : 'unique')) spec.unique = true;
  if (optionBool(obj, lib === 'typeorm' ? 'isPrimary' : 'primaryKey')) {
    spec.primaryKey = true;
    spec.notNull = true;
  }
  if (optionBool(obj, lib === 'typeorm' ? 'isGenerated' : 'autoIncrement')) spec.generated = true;
  return spec;
}

interface CodeOps {
  ops: { op: MigrationOp; node: Node }[];
  sql: { text: string; line: number }[];
}

/** TypeORM QueryRunner and Sequelize QueryInterface calls: `(table, …)` as operations. */
function runnerOps(call: CallExpression, lib: Library, out: CodeOps): void {
  const { Node: N } = loadTsMorph();
  const method = calleeName(call);
  const args = call.getArguments();
  const table = args[0] ? stringValue(args[0]) : undefined;
  const push = (op: MigrationOp) => out.ops.push({ op, node: call });
  if (method === 'createTable') {
    const obj = optionsObject(args[0]);
    const name = table ?? optionString(obj, 'name');
    const cols = option(obj, 'columns');
    const columns: ColumnSpec[] = [];
    if (lib === 'typeorm' && cols && N.isArrayLiteralExpression(cols)) {
      for (const c of cols.getElements()) {
        const spec = columnFromOptions(optionsObject(c), undefined, false, lib);
        if (spec) columns.push(spec);
      }
    }
    if (name) push({ kind: 'create-table', table: name, columns });
    return;
  }
  if (!table) return;
  const nullableByDefault = lib === 'sequelize';
  switch (method) {
    case 'dropTable':
      push({ kind: 'drop-table', table });
      break;
    case 'renameTable': {
      const to = args[1] ? stringValue(args[1]) : undefined;
      if (to) push({ kind: 'rename-table', table, to });
      break;
    }
    case 'addColumn': {
      const spec =
        lib === 'typeorm'
          ? columnFromOptions(optionsObject(args[1]), undefined, false, lib)
          : columnFromOptions(
              optionsObject(args[2]),
              args[1] ? stringValue(args[1]) : undefined,
              nullableByDefault,
              lib,
            );
      if (spec) push({ kind: 'add-column', table, column: spec });
      break;
    }
    case 'addColumns': {
      const list = args[1];
      if (list && N.isArrayLiteralExpression(list)) {
        for (const c of list.getElements()) {
          const spec = columnFromOptions(optionsObject(c), undefined, false, lib);
          if (spec) push({ kind: 'add-column', table, column: spec });
        }
      }
      break;
    }
    case 'dropColumn':
    case 'removeColumn': {
      const name = args[1] ? (stringValue(args[1]) ?? optionString(optionsObject(args[1]), 'name')) : undefined;
      if (name) push({ kind: 'drop-column', table, column: name });
      break;
    }
    case 'dropColumns': {
      for (const c of args[1] && N.isArrayLiteralExpression(args[1]) ? args[1].getElements() : []) {
        const name = stringValue(c) ?? optionString(optionsObject(c), 'name');
        if (name) push({ kind: 'drop-column', table, column: name });
      }
      break;
    }
    case 'renameColumn': {
      const from = args[1] ? (stringValue(args[1]) ?? optionString(optionsObject(args[1]), 'name')) : undefined;
      const to = args[2] ? (stringValue(args[2]) ?? optionString(optionsObject(args[2]), 'name')) : undefined;
      if (from && to) push({ kind: 'rename-column', table, column: from, to });
      break;
    }
    case 'changeColumn': {
      const column = args[1] ? (stringValue(args[1]) ?? optionString(optionsObject(args[1]), 'name')) : undefined;
      const spec =
        lib === 'typeorm'
          ? columnFromOptions(optionsObject(args[2]), undefined, false, lib)
          : columnFromOptions(optionsObject(args[2]), column, true, lib);
      if (!column || !spec) break;
      if (spec.name !== column) push({ kind: 'rename-column', table, column, to: spec.name });
      if (spec.type) push({ kind: 'alter-type', table, column: spec.name, type: spec.type });
      if (spec.notNull) push({ kind: 'set-not-null', table, column: spec.name });
      break;
    }
    case 'createIndex':
    case 'addIndex': {
      const obj = optionsObject(lib === 'typeorm' ? args[1] : (args[2] ?? args[1]));
      const columns =
        lib === 'typeorm'
          ? strings(option(obj, 'columnNames'))
          : strings(args[1]).concat(strings(option(obj, 'fields')));
      push({
        kind: 'create-index',
        table,
        columns,
        unique: optionBool(obj, lib === 'typeorm' ? 'isUnique' : 'unique') === true,
        concurrently: optionBool(obj, 'concurrently') === true,
      });
      break;
    }
    case 'createUniqueConstraint':
    case 'createForeignKey':
    case 'createCheckConstraint':
    case 'addConstraint': {
      const obj = optionsObject(args[1]);
      const kind =
        method === 'createUniqueConstraint'
          ? 'unique'
          : method === 'createForeignKey'
            ? 'foreign-key'
            : method === 'createCheckConstraint'
              ? 'check'
              : constraintKind(optionString(obj, 'type'));
      if (!kind) break;
      const columns = strings(option(obj, lib === 'typeorm' ? 'columnNames' : 'fields'));
      push({ kind: 'add-constraint', table, constraint: kind, columns, notValid: false });
      break;
    }
  }
}

const KNEX_TYPES =
  /^(increments|bigIncrements|integer|bigInteger|bigint|tinyint|smallint|mediumint|text|string|float|double|decimal|boolean|date|datetime|time|timestamp|timestamps|binary|enum|enu|json|jsonb|uuid|specificType|geometry|point)$/;

/** Knex table-builder calls inside `createTable`/`alterTable`/`table` callbacks. */
function knexBuilderOps(callback: Node, table: string, created: boolean, out: CodeOps): void {
  const { Node: N, SyntaxKind } = loadTsMorph();
  if (!(N.isArrowFunction(callback) || N.isFunctionExpression(callback))) return;
  const param = callback.getParameters()[0]?.getName();
  if (!param) return;
  const columns: ColumnSpec[] = [];
  for (const stmt of callback.getDescendantsOfKind(SyntaxKind.ExpressionStatement)) {
    const expr = stmt.getExpression();
    if (!N.isCallExpression(expr)) continue;
    const chain = callChain(expr);
    const first = chain[0];
    const root = first?.getExpression();
    if (!first || !root || !N.isPropertyAccessExpression(root) || root.getExpression().getText() !== param) continue;
    const method = root.getName();
    const args = first.getArguments();
    const names = args.flatMap((a) => strings(a));
    const mods = chain.slice(1).map((c) => calleeName(c));
    const push = (op: MigrationOp) => out.ops.push({ op, node: expr });
    if (method === 'dropColumn' || method === 'dropColumns') {
      for (const n of names) push({ kind: 'drop-column', table, column: n });
    } else if (method === 'renameColumn' && names.length >= 2) {
      push({ kind: 'rename-column', table, column: names[0], to: names[1] });
    } else if (method === 'index' || method === 'unique') {
      const cols = strings(args[0]);
      push({ kind: 'create-index', table, columns: cols, unique: method === 'unique', concurrently: false });
    } else if (method === 'foreign') {
      push({ kind: 'add-constraint', table, constraint: 'foreign-key', columns: strings(args[0]), notValid: false });
    } else if (KNEX_TYPES.test(method) && names[0]) {
      const defaultCall = chain.slice(1).find((c) => calleeName(c) === 'defaultTo');
      const spec: ColumnSpec = {
        name: names[0],
        type: method.toLowerCase(),
        notNull: mods.includes('notNullable') || mods.includes('primary'),
      };
      const d = defaultOption(defaultCall?.getArguments()[0]?.getText());
      if (d) spec.default = d;
      if (mods.includes('unique')) spec.unique = true;
      if (mods.includes('primary')) spec.primaryKey = true;
      if (/increments/i.test(method)) spec.generated = true;
      if (mods.includes('references') || mods.includes('inTable')) spec.references = 'table';
      if (created) columns.push(spec);
      else if (mods.includes('alter')) {
        push({ kind: 'alter-type', table, column: spec.name, type: spec.type ?? '?' });
        if (spec.notNull) push({ kind: 'set-not-null', table, column: spec.name });
      } else push({ kind: 'add-column', table, column: spec });
    }
  }
  if (created) out.ops.unshift({ op: { kind: 'create-table', table, columns }, node: callback.getParentOrThrow() });
}

/** `db.schema.alterTable('t').addColumn(…).execute()`, `db.schema.createIndex('i').on('t')…`. */
function kyselyOps(call: CallExpression, out: CodeOps): void {
  const chain = callChain(call);
  const names = chain.map(calleeName);
  const head = chain[0];
  if (!head) return;
  const first = names[0];
  const arg0 = head.getArguments()[0];
  const subject = arg0 ? stringValue(arg0) : undefined;
  const push = (op: MigrationOp) => out.ops.push({ op, node: call });
  if (first === 'createTable' && subject) {
    const columns: ColumnSpec[] = [];
    for (const c of chain.slice(1)) {
      if (calleeName(c) !== 'addColumn') continue;
      const spec = kyselyColumn(c);
      if (spec) columns.push(spec);
    }
    push({ kind: 'create-table', table: subject, columns });
  } else if (first === 'dropTable' && subject) push({ kind: 'drop-table', table: subject });
  else if (first === 'alterTable' && subject) {
    for (const c of chain.slice(1)) {
      const m = calleeName(c);
      const args = c.getArguments();
      const a0 = args[0] ? stringValue(args[0]) : undefined;
      if (m === 'addColumn') {
        const spec = kyselyColumn(c);
        if (spec) push({ kind: 'add-column', table: subject, column: spec });
      } else if (m === 'dropColumn' && a0) push({ kind: 'drop-column', table: subject, column: a0 });
      else if (m === 'renameColumn' && a0) {
        const to = args[1] ? stringValue(args[1]) : undefined;
        if (to) push({ kind: 'rename-column', table: subject, column: a0, to });
      } else if (m === 'renameTo' && a0) push({ kind: 'rename-table', table: subject, to: a0 });
      else if (m === 'alterColumn' && a0) {
        const body = args[1]?.getText() ?? '';
        if (/\.setNotNull\(/.test(body)) push({ kind: 'set-not-null', table: subject, column: a0 });
        const type = /\.setDataType\(\s*['"`]([^'"`]+)/.exec(body)?.[1];
        if (type) push({ kind: 'alter-type', table: subject, column: a0, type: type.toLowerCase() });
      } else if (m === 'addUniqueConstraint') {
        push({
          kind: 'add-constraint',
          table: subject,
          constraint: 'unique',
          columns: strings(args[1]),
          notValid: false,
        });
      } else if (m === 'addForeignKeyConstraint') {
        push({
          kind: 'add-constraint',
          table: subject,
          constraint: 'foreign-key',
          columns: strings(args[1]),
          notValid: false,
        });
      } else if (m === 'addCheckConstraint') {
        push({ kind: 'add-constraint', table: subject, constraint: 'check', columns: [], notValid: false });
      }
    }
  } else if (first === 'createIndex') {
    const on = chain.find((c) => calleeName(c) === 'on');
    const table = on?.getArguments()[0] ? stringValue(on.getArguments()[0]) : undefined;
    if (!table) return;
    const columns = chain
      .filter((c) => calleeName(c) === 'column' || calleeName(c) === 'columns')
      .flatMap((c) => c.getArguments().flatMap((a) => strings(a)));
    push({
      kind: 'create-index',
      table,
      columns,
      unique: names.includes('unique'),
      concurrently: false,
      name: subject,
    });
  }
}

function kyselyColumn(call: CallExpression): ColumnSpec | undefined {
  const args = call.getArguments();
  const name = args[0] ? stringValue(args[0]) : undefined;
  if (!name) return undefined;
  const type = args[1] ? (stringValue(args[1]) ?? args[1].getText()) : undefined;
  const build = args[2]?.getText() ?? '';
  const spec: ColumnSpec = { name, type: type?.toLowerCase(), notNull: /\.(notNull|primaryKey)\(/.test(build) };
  const d = /\.defaultTo\(([^)]*\)?)\)/.exec(build)?.[1];
  const dflt = defaultOption(d);
  if (dflt) spec.default = dflt;
  if (/\.unique\(/.test(build)) spec.unique = true;
  if (/\.primaryKey\(/.test(build)) spec.primaryKey = true;
  if (/\.references\(/.test(build)) spec.references = 'table';
  if (
    /\.(generatedAlwaysAsIdentity|autoIncrement|generatedByDefaultAsIdentity)\(/.test(build) ||
    /serial/i.test(type ?? '')
  )
    spec.generated = true;
  return spec;
}

/** Methods whose string argument is SQL the migration runs. */
const SQL_METHODS = new Set([
  'query',
  'raw',
  'execute',
  'executeRaw',
  '$executeRaw',
  '$executeRawUnsafe',
  'unsafe',
  'run',
  'exec',
]);

function codeOps(up: Node, lib: Library): CodeOps {
  const { Node: N, SyntaxKind } = loadTsMorph();
  const out: CodeOps = { ops: [], sql: [] };
  const seenSql = new Set<Node>();
  const addSql = (lit: Node) => {
    if (seenSql.has(lit)) return;
    seenSql.add(lit);
    // a helper's template stands for one statement per call (`add('"cron" text')`)
    for (const text of sqlValues(lit) ?? [])
      if (/^\s*(alter|create|drop|update|insert|rename|begin|commit|do)\b/i.test(text))
        out.sql.push({ text, line: lit.getStartLineNumber() });
  };
  for (const call of up.getDescendantsOfKind(SyntaxKind.CallExpression)) {
    const method = calleeName(call);
    if (SQL_METHODS.has(method)) {
      const arg = call.getArguments()[0];
      const callee = call.getExpression();
      // queryRunner.query('…'), knex.raw('…'); Kysely: sql`…`.execute(db)
      const literal =
        arg && sqlValues(arg) !== undefined
          ? arg
          : N.isPropertyAccessExpression(callee) && N.isTaggedTemplateExpression(callee.getExpression())
            ? callee.getExpression()
            : undefined;
      if (literal) {
        addSql(literal);
        continue;
      }
    }
    if (lib === 'sql') {
      // the SQL strings a call passes (`await execute(connection, `ALTER TABLE …`)`)
      for (const arg of call.getArguments()) if (sqlValues(arg) !== undefined) addSql(arg);
      continue;
    }
    if (lib === 'kysely') {
      // a Kysely builder is one chain: read from its outermost call
      const parent = call.getParent();
      if (!(N.isPropertyAccessExpression(parent) && N.isCallExpression(parent.getParent()))) kyselyOps(call, out);
      continue;
    }
    if (lib === 'knex') {
      const m = calleeName(call);
      const args = call.getArguments();
      const table = args[0] ? stringValue(args[0]) : undefined;
      if ((m === 'createTable' || m === 'createTableIfNotExists') && table && args[1]) {
        knexBuilderOps(args[1], table, true, out);
      } else if ((m === 'alterTable' || m === 'table') && table && args[1]) {
        knexBuilderOps(args[1], table, false, out);
      } else if (m === 'dropTable' || m === 'dropTableIfExists') {
        if (table) out.ops.push({ op: { kind: 'drop-table', table }, node: call });
      } else if (m === 'renameTable' && table) {
        const to = args[1] ? stringValue(args[1]) : undefined;
        if (to) out.ops.push({ op: { kind: 'rename-table', table, to }, node: call });
      }
      continue;
    }
    runnerOps(call, lib, out);
  }
  // tagged templates outside a call (`await sql\`…\`` helpers) are SQL too
  for (const tag of up.getDescendantsOfKind(SyntaxKind.TaggedTemplateExpression)) {
    if (/^sql$/i.test(tag.getTag().getText())) addSql(tag);
  }
  return out;
}

function codeTransaction(text: string, lib: Library): [TransactionMode, string] {
  if (lib === 'typeorm') {
    return /\btransaction\s*=\s*false\b/.test(text)
      ? ['none', 'TypeORM: `transaction = false` on the migration']
      : ['transaction', 'TypeORM runs migrations in a transaction (set `transaction = false` on the class to opt out)'];
  }
  if (lib === 'knex') {
    return /\btransaction\s*:\s*false\b/.test(text)
      ? ['none', 'Knex: `config = { transaction: false }`']
      : [
          'transaction',
          'Knex runs each migration in a transaction unless it exports `config = { transaction: false }`',
        ];
  }
  if (lib === 'kysely') return ['transaction', 'Kysely runs migrations in a transaction on Postgres'];
  if (lib === 'sql') return ['unknown', ''];
  return ['none', 'Sequelize (umzug) runs migrations without a transaction'];
}

function codePlan(view: TreeView, path: string, engine: Engine | undefined): MigrationPlan {
  const text = view.read(path) ?? '';
  const lib = libraryOf(text) ?? 'sql';
  const sf = view.sourceFile(path);
  const up = sf ? migrationUp(sf) : undefined;
  if (!lib || !up) return { ops: [], statements: 0, transaction: 'unknown', transactionSource: '', unparsed: [] };
  const found = codeOps(up, lib);
  const placed: { line: number; ops: PlacedOp[] }[] = [];
  const unparsed: number[] = [];
  let statement = 0;
  for (const { op, node } of found.ops) {
    placed.push({
      line: node.getStartLineNumber(),
      ops: [{ op, line: node.getStartLineNumber(), text: node.getText().split('\n')[0], statement: statement++ }],
    });
  }
  for (const s of found.sql) {
    const read = sqlOps(s.text, engine, s.line);
    unparsed.push(...read.unparsed);
    placed.push({ line: s.line, ops: read.ops.map((o) => ({ ...o, statement: statement + o.statement })) });
    statement += read.statements;
  }
  placed.sort((a, b) => a.line - b.line);
  const [transaction, transactionSource] = codeTransaction(text, lib);
  return { ops: placed.flatMap((p) => p.ops), statements: statement, transaction, transactionSource, unparsed };
}
