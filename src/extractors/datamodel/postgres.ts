import { isVolatileFunction, type ColumnSpec, type ConstraintKind, type FunctionParam, type MigrationOp } from './ops';
import { splitStatements, type MigrationMention } from './sql-tokens';

/**
 * Postgres SQL read by Postgres' own grammar: libpg-query, the server's parser compiled to
 * WebAssembly (loaded once, on the first Postgres migration a run judges). Each statement
 * becomes the operations of `ops.ts`.
 */

type PgModule = typeof import('libpg-query');
/** A node of libpg-query's JSON tree: `{ TypeName: { …fields } }`. */
type PgNode = Record<string, unknown>;
type Fields = Record<string, unknown>;

let pg: PgModule | undefined;
let loading: Promise<void> | undefined;

/** Loads the parser (compiles its WebAssembly); later calls return at once. */
export function loadPostgresParser(): Promise<void> {
  loading ??= (async () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const mod = require('libpg-query') as PgModule;
    await mod.loadModule();
    pg = mod;
  })();
  return loading;
}

/** A statement and the operations it performs. */
export interface PostgresStatement {
  line: number;
  text: string;
  ops: MigrationOp[];
}

/** What a Postgres script does, statement by statement, and the lines of statements the grammar rejects. */
export interface PostgresScript {
  statements: PostgresStatement[];
  unparsed: number[];
}

/**
 * Reads a Postgres script: the whole text at once when it parses (the common case), else
 * statement by statement, so that one statement the grammar rejects (a psql command, a
 * template placeholder) leaves the others judged. `loadPostgresParser` must have settled.
 */
export function parsePostgres(sql: string, firstLine = 1): PostgresScript {
  if (!pg) throw new Error('the Postgres parser is not loaded (await loadPostgresParser() first)');
  const whole = tryParse(sql);
  if (whole) return { statements: statementsOf(whole, sql, firstLine), unparsed: [] };
  const statements: PostgresStatement[] = [];
  const unparsed: number[] = [];
  for (const stmt of splitStatements(sql)) {
    const parsed = tryParse(stmt.text);
    const line = firstLine + stmt.line - 1;
    if (parsed) statements.push(...statementsOf(parsed, stmt.text, line));
    else unparsed.push(line);
  }
  return { statements, unparsed };
}

interface RawStatement {
  stmt: PgNode;
  stmt_location?: number;
  stmt_len?: number;
}

function tryParse(sql: string): RawStatement[] | undefined {
  try {
    return (pg!.parseSync(sql) as unknown as { stmts?: RawStatement[] }).stmts ?? [];
  } catch {
    return undefined;
  }
}

/** The statements of a parse, each with its line and text (offsets are UTF-8 bytes). */
function statementsOf(raw: RawStatement[], sql: string, firstLine: number): PostgresStatement[] {
  const bytes = Buffer.from(sql, 'utf8');
  const out: PostgresStatement[] = [];
  // lines counted as the statements come, in order: each byte is looked at once
  let counted = 0;
  let lines = 0;
  const newlinesBefore = (offset: number): number => {
    for (let at = bytes.indexOf(0x0a, counted); at >= 0 && at < offset; at = bytes.indexOf(0x0a, at + 1)) lines++;
    counted = Math.max(counted, offset);
    return lines;
  };
  for (const r of raw) {
    const start = r.stmt_location ?? 0;
    const end = r.stmt_len ? start + r.stmt_len : bytes.length;
    const text = bytes.subarray(start, end).toString('utf8');
    // the statement starts after its leading comments and blank lines
    const lead = /^(?:\s|--[^\n]*(?:\n|$)|\/\*[\s\S]*?\*\/)*/.exec(text)?.[0] ?? '';
    const line = firstLine + newlinesBefore(start) + (lead.match(/\n/g)?.length ?? 0);
    const body = text.slice(lead.length).trim();
    out.push({ line, text: body, ops: opsOf(r.stmt, body, line) });
  }
  return out;
}

function tagged(node: unknown): [string, Fields] | undefined {
  if (!node || typeof node !== 'object') return undefined;
  const keys = Object.keys(node);
  if (keys.length !== 1) return undefined;
  const value = (node as PgNode)[keys[0]];
  return value && typeof value === 'object' ? [keys[0], value as Fields] : [keys[0], {}];
}

function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/** `{ String: { sval } }` → its text. */
function str(node: unknown): string | undefined {
  const t = tagged(node);
  if (!t) return undefined;
  if (t[0] === 'String') return typeof t[1].sval === 'string' ? t[1].sval : undefined;
  return undefined;
}

function relationName(rel: unknown): string | undefined {
  const r = rel as Fields | undefined;
  return typeof r?.relname === 'string' ? r.relname : undefined;
}

/** `varchar(191)`, `timestamp(3)`, `text[]`, `bigint`. */
function typeText(typeName: unknown): string | undefined {
  const t = typeName as Fields | undefined;
  if (!t) return undefined;
  const names = list(t.names)
    .map(str)
    .filter((n): n is string => !!n && n !== 'pg_catalog');
  if (names.length === 0) return undefined;
  const mods = list(t.typmods)
    .map((m) => constText(m))
    .filter((m): m is string => m !== undefined);
  const arrays = list(t.arrayBounds).length > 0 ? '[]' : '';
  return `${names.join('.')}${mods.length > 0 ? `(${mods.join(',')})` : ''}${arrays}`.toLowerCase();
}

function constText(node: unknown): string | undefined {
  const t = tagged(node);
  if (!t) return undefined;
  if (t[0] === 'A_Const') {
    const f = t[1];
    if (f.isnull) return 'NULL';
    const v = tagged(Object.fromEntries(Object.entries(f).filter(([k]) => k !== 'location')));
    if (!v) return undefined;
    const [kind, inner] = v;
    if (kind === 'ival') return String((inner as Fields).ival ?? 0);
    if (kind === 'sval') return `'${String((inner as Fields).sval ?? '')}'`;
    if (kind === 'boolval') return String((inner as Fields).boolval ?? false);
    if (kind === 'fval') return String((inner as Fields).fval ?? '');
    return undefined;
  }
  if (t[0] === 'Integer') return String(t[1].ival ?? 0);
  if (t[0] === 'TypeCast') return constText(t[1].arg);
  return undefined;
}

/** A default's text and whether it is computed per row. */
function defaultOf(expr: unknown): { text: string; volatile: boolean } {
  const t = tagged(expr);
  if (!t) return { text: '?', volatile: false };
  const [kind, f] = t;
  if (kind === 'TypeCast') {
    const inner = defaultOf(f.arg);
    const type = typeText(f.typeName);
    return { text: type ? `${inner.text}::${type}` : inner.text, volatile: inner.volatile };
  }
  if (kind === 'FuncCall') {
    const name = list(f.funcname)
      .map(str)
      .filter((n): n is string => !!n)
      .join('.');
    return { text: `${name}()`, volatile: isVolatileFunction(name) };
  }
  if (kind === 'SQLValueFunction') return { text: String(f.op ?? 'now').replace(/^SVFOP_/, ''), volatile: false };
  const c = constText(expr);
  if (c !== undefined) return { text: c, volatile: false };
  return { text: kind, volatile: false };
}

interface ConstraintInfo {
  contype: string;
  fields: Fields;
}

function constraints(value: unknown): ConstraintInfo[] {
  return list(value)
    .map(tagged)
    .filter((t): t is [string, Fields] => t?.[0] === 'Constraint')
    .map(([, f]) => ({ contype: String(f.contype ?? ''), fields: f }));
}

function columnSpec(def: Fields): ColumnSpec {
  const type = typeText(def.typeName);
  const spec: ColumnSpec = { name: String(def.colname ?? ''), type, notNull: def.is_not_null === true };
  if (type && /^(small|big)?serial\d?$/.test(type)) spec.generated = true;
  for (const c of constraints(def.constraints)) {
    switch (c.contype) {
      case 'CONSTR_NOTNULL':
        spec.notNull = true;
        break;
      case 'CONSTR_NULL':
        spec.notNull = false;
        break;
      case 'CONSTR_DEFAULT':
        spec.default = defaultOf(c.fields.raw_expr);
        if (spec.default.text === 'NULL') delete spec.default;
        break;
      case 'CONSTR_PRIMARY':
        spec.primaryKey = true;
        spec.notNull = true;
        break;
      case 'CONSTR_UNIQUE':
        spec.unique = true;
        break;
      case 'CONSTR_FOREIGN':
        spec.references = relationName(c.fields.pktable);
        break;
      case 'CONSTR_IDENTITY':
      case 'CONSTR_GENERATED':
        spec.generated = true;
        break;
    }
  }
  return spec;
}

const CONSTRAINT_KINDS: Record<string, ConstraintKind> = {
  CONSTR_UNIQUE: 'unique',
  CONSTR_FOREIGN: 'foreign-key',
  CONSTR_CHECK: 'check',
  CONSTR_PRIMARY: 'primary-key',
  CONSTR_EXCLUSION: 'exclude',
};

function constraintOp(table: string, c: ConstraintInfo): MigrationOp | undefined {
  const constraint = CONSTRAINT_KINDS[c.contype];
  if (!constraint) return undefined;
  const f = c.fields;
  const keys = constraint === 'foreign-key' ? list(f.fk_attrs) : list(f.keys);
  const op: MigrationOp = {
    kind: 'add-constraint',
    table,
    constraint,
    // a CHECK constrains the columns its expression reads
    columns: constraint === 'check' ? columnsRead(f.raw_expr) : keys.map(str).filter((k): k is string => !!k),
    notValid: f.skip_validation === true,
  };
  if (typeof f.conname === 'string') op.name = f.conname;
  if (typeof f.indexname === 'string') op.usingIndex = true;
  if (constraint === 'check') op.notNullOf = notNullColumns(f.raw_expr);
  return op;
}

/** The columns an index covers: each element's column, or the columns its expression reads (`lower(email)`). */
function indexColumns(params: unknown): string[] {
  const out = new Set<string>();
  for (const p of list(params)) {
    const e = tagged(p);
    if (e?.[0] !== 'IndexElem') continue;
    if (typeof e[1].name === 'string') out.add(e[1].name);
    else for (const c of columnsRead(e[1].expr)) out.add(c);
  }
  return [...out];
}

/** The columns an expression reads (its `ColumnRef`s, by their last name), in order, once each. */
function columnsRead(expr: unknown): string[] {
  const out = new Set<string>();
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const n of node) walk(n);
      return;
    }
    if (!node || typeof node !== 'object') return;
    const t = tagged(node);
    if (t?.[0] === 'ColumnRef') {
      const name = list(t[1].fields)
        .map(str)
        .filter((n): n is string => !!n)
        .pop();
      if (name) out.add(name);
      return;
    }
    for (const value of Object.values(node)) walk(value);
  };
  walk(expr);
  return [...out];
}

/** `c IS NOT NULL` (also within `AND`): the columns a CHECK requires to be set. */
function notNullColumns(expr: unknown): string[] {
  const t = tagged(expr);
  if (!t) return [];
  if (t[0] === 'NullTest' && t[1].nulltesttype === 'IS_NOT_NULL') {
    const ref = tagged(t[1].arg);
    const fields = ref?.[0] === 'ColumnRef' ? list(ref[1].fields).map(str) : [];
    const name = fields.filter((n): n is string => !!n).pop();
    return name ? [name] : [];
  }
  if (t[0] === 'BoolExpr' && t[1].boolop === 'AND_EXPR') return list(t[1].args).flatMap(notNullColumns);
  return [];
}

/** The last part of a qualified name (`public.add_project` → `add_project`). */
function qualifiedTail(names: unknown): string | undefined {
  return list(names)
    .map(str)
    .filter((n): n is string => !!n)
    .pop();
}

function opsOf(stmt: PgNode, text: string, line: number): MigrationOp[] {
  const t = tagged(stmt);
  if (!t) return [];
  const [kind, f] = t;
  switch (kind) {
    case 'CreateFunctionStmt': {
      const name = qualifiedTail(f.funcname);
      if (!name || f.is_procedure) return [];
      const params: FunctionParam[] = [];
      for (const p of list(f.parameters)) {
        const fp = tagged(p);
        if (fp?.[0] !== 'FunctionParameter') continue;
        // OUT and TABLE columns are results, not arguments
        if (fp[1].mode === 'FUNC_PARAM_OUT' || fp[1].mode === 'FUNC_PARAM_TABLE') continue;
        params.push({
          ...(typeof fp[1].name === 'string' ? { name: fp[1].name } : {}),
          hasDefault: fp[1].defexpr !== undefined,
        });
      }
      return [{ kind: 'create-function', name, params }];
    }
    case 'CreateEnumStmt': {
      const name = qualifiedTail(f.typeName);
      const values = list(f.vals)
        .map(str)
        .filter((v): v is string => v !== undefined);
      return name ? [{ kind: 'create-enum', name, values }] : [];
    }
    case 'CreateStmt': {
      const table = relationName(f.relation);
      if (!table) return [];
      const columns: ColumnSpec[] = [];
      for (const el of list(f.tableElts)) {
        const e = tagged(el);
        if (e?.[0] === 'ColumnDef') columns.push(columnSpec(e[1]));
      }
      // table-level UNIQUE / PRIMARY KEY over columns
      for (const c of constraints(f.tableElts)) {
        const op = constraintOp(table, c);
        if (op?.kind !== 'add-constraint') continue;
        for (const col of columns) {
          if (op.constraint === 'primary-key' && op.columns.includes(col.name)) col.notNull = true;
        }
      }
      return [{ kind: 'create-table', table, columns }];
    }
    case 'CreateTableAsStmt': {
      // CREATE [TEMP] TABLE t AS SELECT …: a table of the migration's own
      const into = f.into as Fields | undefined;
      const table = relationName(into?.rel);
      return table ? [{ kind: 'create-table', table, columns: [] }] : [];
    }
    case 'DeleteStmt': {
      const table = relationName(f.relation);
      return table ? [{ kind: 'delete', table }] : [];
    }
    case 'DropStmt': {
      if (f.removeType === 'OBJECT_FUNCTION' || f.removeType === 'OBJECT_ROUTINE') {
        return list(f.objects).flatMap((o) => {
          const t = tagged(o);
          const name = t?.[0] === 'ObjectWithArgs' ? qualifiedTail(t[1].objname) : undefined;
          return name ? [{ kind: 'drop-function' as const, name }] : [];
        });
      }
      if (f.removeType === 'OBJECT_INDEX') {
        return list(f.objects).flatMap((o) => {
          const items = tagged(o)?.[0] === 'List' ? list((tagged(o)![1] as Fields).items) : [];
          const name = items
            .map(str)
            .filter((n): n is string => !!n)
            .pop();
          return name ? [{ kind: 'drop-index' as const, name }] : [];
        });
      }
      if (f.removeType !== 'OBJECT_TABLE') return [];
      return list(f.objects).flatMap((o) => {
        const items = tagged(o)?.[0] === 'List' ? list((tagged(o)![1] as Fields).items) : [];
        const name = items
          .map(str)
          .filter((n): n is string => !!n)
          .pop();
        return name ? [{ kind: 'drop-table' as const, table: name }] : [];
      });
    }
    case 'RenameStmt': {
      const table = relationName(f.relation);
      if (!table || typeof f.newname !== 'string') return [];
      if (f.renameType === 'OBJECT_COLUMN' && typeof f.subname === 'string')
        return [{ kind: 'rename-column', table, column: f.subname, to: f.newname }];
      if (f.renameType === 'OBJECT_TABLE') return [{ kind: 'rename-table', table, to: f.newname }];
      return [];
    }
    case 'AlterTableStmt': {
      if (f.objtype !== undefined && f.objtype !== 'OBJECT_TABLE') return [];
      const table = relationName(f.relation);
      if (!table) return [];
      const ops: MigrationOp[] = [];
      for (const cmdNode of list(f.cmds)) {
        const cmd = tagged(cmdNode);
        if (cmd?.[0] !== 'AlterTableCmd') continue;
        const c = cmd[1];
        const name = typeof c.name === 'string' ? c.name : undefined;
        const def = tagged(c.def);
        switch (c.subtype) {
          case 'AT_AddColumn':
            if (def?.[0] === 'ColumnDef') ops.push({ kind: 'add-column', table, column: columnSpec(def[1]) });
            break;
          case 'AT_DropColumn':
            if (name) ops.push({ kind: 'drop-column', table, column: name });
            break;
          case 'AT_AlterColumnType':
            if (name && def?.[0] === 'ColumnDef') {
              ops.push({
                kind: 'alter-type',
                table,
                column: name,
                type: typeText(def[1].typeName) ?? '?',
                using: def[1].raw_default !== undefined,
              });
            }
            break;
          case 'AT_SetNotNull':
            if (name) ops.push({ kind: 'set-not-null', table, column: name });
            break;
          case 'AT_AddConstraint':
            if (def?.[0] === 'Constraint') {
              const op = constraintOp(table, { contype: String(def[1].contype ?? ''), fields: def[1] });
              if (op) ops.push(op);
            }
            break;
          case 'AT_ValidateConstraint':
            if (name) ops.push({ kind: 'validate-constraint', table, name });
            break;
        }
      }
      return ops;
    }
    case 'IndexStmt': {
      const table = relationName(f.relation);
      if (!table) return [];
      const columns = indexColumns(f.indexParams);
      const op: MigrationOp = {
        kind: 'create-index',
        table,
        columns,
        unique: f.unique === true,
        concurrently: f.concurrent === true,
      };
      if (typeof f.idxname === 'string') op.name = f.idxname;
      return [op];
    }
    case 'UpdateStmt': {
      const table = relationName(f.relation);
      if (!table) return [];
      const columns = list(f.targetList)
        .map((x) => tagged(x))
        .map((x) => (x?.[0] === 'ResTarget' && typeof x[1].name === 'string' ? x[1].name : undefined))
        .filter((n): n is string => !!n);
      return [{ kind: 'update', table, columns }];
    }
    case 'InsertStmt': {
      const table = relationName(f.relation);
      if (!table) return [];
      const select = tagged(f.selectStmt);
      const from = select?.[0] === 'SelectStmt' ? list(select[1].fromClause).map((x) => tagged(x)) : [];
      const source = from.find((x) => x?.[0] === 'RangeVar');
      return [{ kind: 'insert', table, fromTable: source ? relationName(source[1]) : undefined }];
    }
    case 'TransactionStmt': {
      const k = String(f.kind ?? '');
      if (k === 'TRANS_STMT_BEGIN' || k === 'TRANS_STMT_START') return [{ kind: 'begin' }];
      if (k === 'TRANS_STMT_COMMIT' || k === 'TRANS_STMT_ROLLBACK') return [{ kind: 'commit' }];
      return [];
    }
    case 'DoStmt': {
      // DO $$ BEGIN ALTER TABLE … EXCEPTION … END $$: the DDL inside the block
      const body = list(f.args)
        .map((a) => tagged(a))
        .find((a) => a?.[0] === 'DefElem' && a[1].defname === 'as');
      const code = body ? str(body[1].arg) : undefined;
      if (!code) return [];
      return innerDdl(code, line, text);
    }
    default:
      return [];
  }
}

/** The DDL statements of a procedural block's body, parsed one by one. */
function innerDdl(code: string, line: number, outer: string): MigrationOp[] {
  const ops: MigrationOp[] = [];
  void outer;
  for (const s of splitStatements(code)) {
    const at = s.tokens.findIndex((x) => x.kind === 'word' && /^(alter|create|drop)$/i.test(x.value));
    if (at < 0) continue;
    const ddl = s.text.slice(s.tokens[at].start - s.tokens[0].start);
    const parsed = tryParse(ddl);
    for (const r of parsed ?? []) ops.push(...opsOf(r.stmt, ddl, line));
  }
  return ops;
}

/** The ALTER TABLE commands `statementMentions` reads, and what each says of its column. */
const COLUMN_COMMANDS: Record<string, MigrationMention['action']> = {
  AT_AddColumn: 'add-column',
  AT_DropColumn: 'drop-column',
  AT_AlterColumnType: 'alter-column',
  AT_SetNotNull: 'alter-column',
  AT_DropNotNull: 'alter-column',
  AT_ColumnDefault: 'alter-column',
};
const CONSTRAINT_COMMANDS = new Set(['AT_AddConstraint', 'AT_DropConstraint', 'AT_ValidateConstraint']);

/**
 * What the statements of a script mention (the tables and columns `coverage.ts` matches
 * schema changes against), read by Postgres' grammar: undefined when the parser is not
 * loaded or the script does not parse whole. Each statement of a kind read here gets its
 * mentions; for any other statement, `fallback` is asked with the statement's text and line.
 */
export function postgresMentions(
  sql: string,
  fallback: (text: string, line: number) => MigrationMention[],
): MigrationMention[] | undefined {
  if (!pg) return undefined;
  const raw = tryParse(sql);
  if (!raw) return undefined;
  const out: MigrationMention[] = [];
  const { statements, lineAt } = located(raw, sql);
  for (const { stmt, line, text } of statements) {
    const own = statementMentions(stmt, line, lineAt);
    out.push(...(own ?? fallback(text, line)));
  }
  return out;
}

/** The raw statements with their texts, and the line of any byte offset of the script. */
function located(
  raw: RawStatement[],
  sql: string,
): { statements: { stmt: PgNode; line: number; text: string }[]; lineAt: (offset: number) => number } {
  const bytes = Buffer.from(sql, 'utf8');
  const newlines: number[] = [];
  for (let at = bytes.indexOf(0x0a); at >= 0; at = bytes.indexOf(0x0a, at + 1)) newlines.push(at);
  const lineAt = (offset: number): number => {
    let lo = 0;
    let hi = newlines.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (newlines[mid] < offset) lo = mid + 1;
      else hi = mid;
    }
    return lo + 1;
  };
  const statements = raw.map((r) => {
    const start = r.stmt_location ?? 0;
    const end = r.stmt_len ? start + r.stmt_len : bytes.length;
    const text = bytes.subarray(start, end).toString('utf8');
    // the statement starts after its leading comments and blank lines
    const lead = /^(?:\s|--[^\n]*(?:\n|$)|\/\*[\s\S]*?\*\/)*/.exec(text)?.[0] ?? '';
    return {
      stmt: r.stmt,
      line: lineAt(start + Buffer.byteLength(lead, 'utf8')),
      text: text.slice(lead.length).trim(),
    };
  });
  return { statements, lineAt };
}

/**
 * The mentions of one statement of the kinds migrations are mostly made of (tables,
 * columns, indexes, constraints, renames, and data changes, which mention nothing), as the
 * SQL AST reader gives them; undefined for any other statement.
 */
function statementMentions(
  stmt: PgNode,
  line: number,
  lineAt: (offset: number) => number,
): MigrationMention[] | undefined {
  // a column's own line where the grammar gives its place (a column of CREATE TABLE)
  const lineOf = (node: Fields) => (typeof node.location === 'number' ? lineAt(node.location) : line);
  const t = tagged(stmt);
  if (!t) return undefined;
  const [kind, f] = t;
  switch (kind) {
    case 'CreateStmt': {
      const table = relationName(f.relation);
      if (!table) return undefined;
      const out: MigrationMention[] = [{ action: 'create-table', table, line }];
      for (const el of list(f.tableElts)) {
        const e = tagged(el);
        if (e?.[0] === 'ColumnDef' && typeof e[1].colname === 'string')
          out.push({ action: 'add-column', table, column: e[1].colname, line: lineOf(e[1]) });
      }
      return out;
    }
    case 'IndexStmt': {
      const table = relationName(f.relation);
      if (!table) return undefined;
      const out: MigrationMention[] = [{ action: 'index', table, line }];
      for (const column of indexColumns(f.indexParams)) out.push({ action: 'index', table, column, line });
      return out;
    }
    case 'AlterTableStmt': {
      if (f.objtype !== undefined && f.objtype !== 'OBJECT_TABLE') return undefined;
      const table = relationName(f.relation);
      if (!table) return undefined;
      const out: MigrationMention[] = [];
      for (const cmdNode of list(f.cmds)) {
        const cmd = tagged(cmdNode);
        if (cmd?.[0] !== 'AlterTableCmd') return undefined;
        const subtype = String(cmd[1].subtype ?? '');
        const def = tagged(cmd[1].def);
        const column =
          typeof cmd[1].name === 'string'
            ? cmd[1].name
            : def?.[0] === 'ColumnDef' && typeof def[1].colname === 'string'
              ? def[1].colname
              : undefined;
        if (COLUMN_COMMANDS[subtype] && column) out.push({ action: COLUMN_COMMANDS[subtype], table, column, line });
        else if (CONSTRAINT_COMMANDS.has(subtype)) out.push({ action: 'constraint', table, line });
        else return undefined;
      }
      return out;
    }
    case 'RenameStmt': {
      const table = relationName(f.relation);
      if (!table || typeof f.newname !== 'string') return undefined;
      if (f.renameType === 'OBJECT_COLUMN' && typeof f.subname === 'string')
        return [{ action: 'rename-column', table, column: f.subname, newName: f.newname, line }];
      if (f.renameType === 'OBJECT_TABLE') return [{ action: 'rename-table', table, newName: f.newname, line }];
      return undefined;
    }
    case 'DropStmt': {
      if (f.removeType !== 'OBJECT_TABLE') return undefined;
      const out: MigrationMention[] = [];
      for (const o of list(f.objects)) {
        const items = tagged(o)?.[0] === 'List' ? list((tagged(o)![1] as Fields).items) : [];
        const name = items
          .map(str)
          .filter((n): n is string => !!n)
          .pop();
        if (name) out.push({ action: 'drop-table', table: name, line });
      }
      return out;
    }
    case 'UpdateStmt':
    case 'InsertStmt':
    case 'DeleteStmt':
      // data, not shape: no table or column changes
      return [];
    default:
      return undefined;
  }
}

/** Whether the Postgres parser is loaded (callers that cannot wait for it read SQL as text). */
export function postgresParserLoaded(): boolean {
  return pg !== undefined;
}

/** A table a statement reads or writes, by its name and the alias it is given. */
interface RangeName {
  table: string;
  alias?: string;
}

/**
 * Whether a query names `table`'s `column`, by Postgres' grammar: a column reference
 * qualified by the table or an alias of it (`ri.quantity` where `recipe_ingredients ri`), an
 * unqualified one in a statement that reads the table (its FROM, JOINs, or the table it
 * updates or deletes from), a column an UPDATE sets or an INSERT lists on the table. An output
 * alias (`… AS adjusted_quantity`) and another table's column of that name are not it.
 * Undefined when the text is no statement the grammar reads (a fragment, a placeholder in an
 * identifier's place): the caller reads it as text.
 */
export function queryNamesColumn(sql: string, table: string, column: string): boolean | undefined {
  if (!pg) return undefined;
  const parsed = tryParse(sql);
  if (!parsed || parsed.length === 0) return undefined;
  const key = (s: string) => s.toLowerCase();
  const tableKey = key(table.split('.').pop() ?? table);
  const columnKey = key(column);
  const isTable = (r: RangeName) => key(r.table) === tableKey;
  let found = false;
  const visit = (value: unknown, scopes: RangeName[][]): void => {
    if (found || value === null || typeof value !== 'object') return;
    if (Array.isArray(value)) {
      for (const v of value) visit(v, scopes);
      return;
    }
    for (const [kind, raw] of Object.entries(value as PgNode)) {
      const f = raw as Fields;
      if (kind === 'SelectStmt' || kind === 'UpdateStmt' || kind === 'DeleteStmt' || kind === 'InsertStmt') {
        const own = [
          ...rangeNames(f.fromClause),
          ...rangeNames(f.usingClause),
          ...(f.relation ? rangeNames([{ RangeVar: f.relation }]) : []),
        ];
        const inner = [own, ...scopes];
        const target = f.relation ? rangeNames([{ RangeVar: f.relation }])[0] : undefined;
        // the columns an UPDATE sets, or an INSERT lists, on the table
        if ((kind === 'UpdateStmt' || kind === 'InsertStmt') && target && isTable(target)) {
          const named = kind === 'UpdateStmt' ? f.targetList : f.cols;
          for (const t of list(named)) {
            const name = (tagged(t)?.[1] as Fields | undefined)?.name;
            if (typeof name === 'string' && key(name) === columnKey) found = true;
          }
        }
        for (const [field, child] of Object.entries(f)) {
          if (kind === 'InsertStmt' && field === 'cols') continue;
          if (kind === 'UpdateStmt' && field === 'targetList') {
            // the values an UPDATE assigns are expressions of the statement; the names it sets are judged above
            for (const t of list(child)) visit((tagged(t)?.[1] as Fields | undefined)?.val, inner);
            continue;
          }
          visit(child, inner);
        }
        continue;
      }
      if (kind === 'ColumnRef') {
        const fields = list(f.fields).map(str);
        const name = fields.at(-1);
        if (name === undefined || key(name) !== columnKey) continue;
        const qualifier = fields.length >= 2 ? fields.at(-2) : undefined;
        const scope = scopes[0] ?? [];
        if (qualifier !== undefined) {
          const q = key(qualifier);
          const resolved = scopes.flat().find((r) => key(r.alias ?? r.table) === q || key(r.table) === q);
          if (resolved ? isTable(resolved) : q === tableKey) found = true;
        } else if (scope.some(isTable) || (scope.length === 0 && scopes.flat().some(isTable))) found = true;
        continue;
      }
      visit(raw, scopes);
    }
  };
  visit(
    parsed.map((s) => s.stmt),
    [],
  );
  return found;
}

/** The tables of a FROM list (through JOINs; a subquery's are its own). */
function rangeNames(from: unknown): RangeName[] {
  const out: RangeName[] = [];
  for (const item of list(from)) {
    const t = tagged(item);
    if (!t) continue;
    if (t[0] === 'RangeVar' && typeof t[1].relname === 'string') {
      const alias = (t[1].alias as Fields | undefined)?.aliasname;
      out.push({ table: t[1].relname, ...(typeof alias === 'string' ? { alias } : {}) });
    } else if (t[0] === 'JoinExpr') out.push(...rangeNames([t[1].larg, t[1].rarg]));
  }
  return out;
}
