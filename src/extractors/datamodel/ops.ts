/**
 * What a migration does to the database, statement by statement, in one model for every
 * format the gate reads (SQL of each engine, and the schema-builder calls of TypeORM, Knex,
 * Sequelize and Kysely): the facts `schema/unsafe-migration` and `schema/deploy-breaks`
 * judge. Names are as written, without quotes or schema prefix.
 */

/** A column as a statement defines it. */
export interface ColumnSpec {
  name: string;
  /** The type as written, lower case (`text`, `varchar(191)`, `timestamp(3)`), when known. */
  type?: string;
  notNull: boolean;
  /** The default as written; `volatile` when it is computed per row (`gen_random_uuid()`, `random()`). */
  default?: { text: string; volatile: boolean };
  unique?: boolean;
  primaryKey?: boolean;
  /** A foreign key on the column (`REFERENCES "User"("id")`). */
  references?: string;
  /** An identity, serial or generated column: its values come from the database. */
  generated?: boolean;
}

export type ConstraintKind = 'unique' | 'foreign-key' | 'check' | 'primary-key' | 'exclude';

export type MigrationOp =
  | { kind: 'create-table'; table: string; columns: ColumnSpec[] }
  | { kind: 'drop-table'; table: string }
  | { kind: 'rename-table'; table: string; to: string }
  | { kind: 'add-column'; table: string; column: ColumnSpec }
  | { kind: 'drop-column'; table: string; column: string }
  | { kind: 'rename-column'; table: string; column: string; to: string }
  | { kind: 'alter-type'; table: string; column: string; type: string; using?: boolean }
  | { kind: 'set-not-null'; table: string; column: string }
  | {
      kind: 'add-constraint';
      table: string;
      constraint: ConstraintKind;
      columns: string[];
      name?: string;
      /** `NOT VALID`: existing rows are not checked now. */
      notValid: boolean;
      /** `UNIQUE USING INDEX i`: the index (built before) becomes the constraint, no scan. */
      usingIndex?: boolean;
      /** For a CHECK: the columns it requires to be not null (`CHECK ("c" IS NOT NULL)`). */
      notNullOf?: string[];
    }
  | { kind: 'validate-constraint'; table: string; name: string }
  | {
      kind: 'create-index';
      table: string;
      columns: string[];
      unique: boolean;
      concurrently: boolean;
      name?: string;
    }
  | { kind: 'drop-index'; name: string }
  /** `UPDATE t SET c = …`: a backfill of these columns. */
  | { kind: 'update'; table: string; columns: string[] }
  | { kind: 'insert'; table: string; fromTable?: string }
  /** `DELETE FROM t …`: rows removed (duplicates, before a unique index). */
  | { kind: 'delete'; table: string }
  | { kind: 'begin' }
  | { kind: 'commit' }
  /** `DROP FUNCTION f(…)`: a database function callers name (`supabase.rpc('f', …)`, `SELECT f(…)`). */
  | { kind: 'drop-function'; name: string }
  /** `CREATE [OR REPLACE] FUNCTION f(a, b DEFAULT …)`: its input parameters, by name. */
  | { kind: 'create-function'; name: string; params: FunctionParam[] }
  /** `CREATE TYPE t AS ENUM ('a', 'b')`. */
  | { kind: 'create-enum'; name: string; values: string[] };

export interface FunctionParam {
  /** Unnamed parameters are passed by position only. */
  name?: string;
  hasDefault: boolean;
}

/** One operation and where it is written. */
export interface PlacedOp {
  op: MigrationOp;
  /** 1-based line of the statement (or call) in the migration file. */
  line: number;
  /** The statement's text (SQL), or the call's text. */
  text: string;
  /** Index of the statement in the file: operations of one statement share it. */
  statement: number;
}

/** How a migration runs: in a transaction of its own (the tool's default), or not. */
export type TransactionMode = 'transaction' | 'none' | 'unknown';

/** A migration file read as operations. */
export interface MigrationPlan {
  ops: PlacedOp[];
  /** Statements in the file (a statement of its own is what `CONCURRENTLY` needs under Prisma and Drizzle). */
  statements: number;
  transaction: TransactionMode;
  /** Why: the tool and what said so (`dbmate: -- migrate:up transaction:false`). */
  transactionSource: string;
  /** Statements the parser of the engine could not read (1-based lines), judged by nothing. */
  unparsed: number[];
}

/** Functions whose value differs per row or call: a default computed by one makes Postgres rewrite the table. */
const VOLATILE =
  /^(gen_random_uuid|uuid_generate_v[14]|uuid_generate_v1mc|random|clock_timestamp|timeofday|nextval|txid_current|gen_random_bytes|uuidv7|uuidv4)$/i;

export function isVolatileFunction(name: string): boolean {
  return VOLATILE.test(name.replace(/^.*\./, ''));
}

/** Comparable form of a name: unquoted, lower case, without schema. */
export function nameKey(name: string): string {
  return bareName(name).toLowerCase();
}

/** A table's or column's own name as written: its last dotted part, unquoted (`public."Cart"` → `Cart`). */
export function bareName(name: string): string {
  return (name.split('.').pop() ?? name).replace(/^["`[]|["`\]]$/g, '');
}
