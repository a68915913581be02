import type { Rule, RuleContext, RuleFinding } from '../../core/types';
import {
  createdBefore,
  changePlan,
  columnRef,
  loadMigrationParsers,
  type ChangedMigration,
} from '../../extractors/datamodel/change-plan';
import type { Engine } from '../../extractors/datamodel/engine';
import { bareName, nameKey, type MigrationOp, type PlacedOp } from '../../extractors/datamodel/ops';
import { fieldOfColumn, modelOfTable } from '../../extractors/datamodel/uses';
import { typeFamily } from '../../extractors/datamodel/types-family';

/**
 * A migration statement that fails, or blocks the application, on a table that already
 * holds rows, judged for the database the project runs: tests pass because their database
 * starts empty, and the release's migration fails (or locks a busy table) in production.
 */
export const unsafeMigration: Rule = {
  meta: {
    id: 'schema/unsafe-migration',
    description: 'A migration statement that fails or locks the table when it already holds rows.',
    defaultSeverity: 'warning',
    agentSeverity: 'blocking',
  },
  async check(ctx) {
    const folders = ctx.config.migrationFolders;
    await loadMigrationParsers(ctx.workspace, folders);
    const plan = changePlan(ctx.workspace, ...folders);
    const state: State = {
      backfilled: new Set(),
      notNullChecked: new Set(),
      validated: new Set(),
      checks: new Map(),
      droppedIndexes: new Set(),
      deduplicated: new Set(),
    };
    const findings: RuleFinding[] = [];
    for (const [m, migration] of plan.migrations.entries()) {
      const engine = migration.database?.engine;
      if (engine === 'other') continue;
      let explicit = false;
      migration.plan.ops.forEach((placed, i) => {
        const { op } = placed;
        if (op.kind === 'begin') explicit = true;
        else if (op.kind === 'commit') explicit = false;
        const inTransaction = explicit || migration.plan.transaction === 'transaction';
        const found = judge(
          ctx,
          migration,
          placed,
          engine,
          inTransaction,
          (table) => createdBefore(plan, table, m, i),
          plan.createdColumns,
          state,
        );
        if (found) findings.push(found);
        remember(op, state);
      });
    }
    return findings;
  },
};

/** What earlier statements of the change did that makes a later one safe. */
interface State {
  /** Columns an `UPDATE` has set (`table.column`). */
  backfilled: Set<string>;
  /** Columns a validated `CHECK (c IS NOT NULL)` covers. */
  notNullChecked: Set<string>;
  validated: Set<string>;
  /** NOT VALID CHECKs by name, with the columns they require, until validated. */
  checks: Map<string, string[]>;
  /** Indexes an earlier statement dropped (by `nameKey`): one created again under that name is re-created. */
  droppedIndexes: Set<string>;
  /** Tables an earlier statement deleted rows from (duplicates removed before a unique index). */
  deduplicated: Set<string>;
}

function remember(op: MigrationOp, state: State): void {
  if (op.kind === 'drop-index') state.droppedIndexes.add(nameKey(op.name));
  if (op.kind === 'delete') state.deduplicated.add(nameKey(op.table));
  if (op.kind === 'update') for (const c of op.columns) state.backfilled.add(columnRef(op.table, c));
  if (op.kind === 'add-constraint' && op.constraint === 'check') {
    const cols = (op.notNullOf ?? []).map((c) => columnRef(op.table, c));
    if (!op.notValid) for (const c of cols) state.notNullChecked.add(c);
    else if (op.name) state.checks.set(`${nameKey(op.table)}.${nameKey(op.name)}`, cols);
  }
  if (op.kind === 'validate-constraint') {
    for (const c of state.checks.get(`${nameKey(op.table)}.${nameKey(op.name)}`) ?? []) state.notNullChecked.add(c);
  }
}

interface Problem {
  message: string;
  fix: string;
  /** The statement fails whatever the table holds, or whether it exists (CONCURRENTLY in a transaction). */
  whateverRows?: boolean;
}

const q = (name: string) => `"${name}"`;

function judge(
  ctx: RuleContext,
  migration: ChangedMigration,
  placed: PlacedOp,
  engine: Engine | undefined,
  inTransaction: boolean,
  createdEarlier: (table: string) => boolean,
  createdColumns: Set<string>,
  state: State,
): RuleFinding | undefined {
  const { op } = placed;
  if (!('table' in op) || createdEarlier(op.table)) return undefined;
  const problem = problemOf(ctx, migration, placed, engine, inTransaction, createdColumns, state);
  if (!problem || (!problem.whateverRows && !namedBeforeChange(ctx, op.table))) return undefined;
  return { file: migration.path, line: placed.line, message: problem.message, fix: problem.fix };
}

/**
 * Whether the tree before the change names the table anywhere (a model, a table definition,
 * an earlier migration, a query): one it never names is no table the running version holds
 * rows in that the gate knows of (the change brings it, or something outside the repository
 * does), so no statement on it is judged against rows. A word found anywhere keeps it.
 */
function namedBeforeChange(ctx: RuleContext, table: string): boolean {
  const bare = bareName(table);
  const words = [...new Set([bare, bare.toLowerCase()])];
  // a name that is not one word (spaces, symbols) cannot be looked up: kept
  if (!words.every((w) => /^\w+$/.test(w))) return true;
  return ctx.workspace.base.filesWith(words).length > 0;
}

function problemOf(
  ctx: RuleContext,
  migration: ChangedMigration,
  placed: PlacedOp,
  engine: Engine | undefined,
  inTransaction: boolean,
  createdColumns: Set<string>,
  state: State,
): Problem | undefined {
  const { op } = placed;
  const created = (table: string, column: string) => createdColumns.has(columnRef(table, column));
  const ownMigration = /prisma|drizzle/i.test(migration.plan.transactionSource);
  switch (op.kind) {
    case 'add-column': {
      const c = op.column;
      const required = c.notNull && !c.default && !c.generated;
      if (required && (engine === 'postgresql' || engine === 'sqlite')) {
        return {
          message:
            engine === 'sqlite'
              ? `ADD COLUMN ${q(c.name)} NOT NULL without a default fails: SQLite cannot add a required column without a default value to ${op.table}.`
              : `ADD COLUMN ${q(c.name)} NOT NULL without a default fails on ${op.table} as soon as the table has a row (tests pass because their database starts empty).`,
          fix: `Give ${c.name} a default (ADD COLUMN ${q(c.name)} ${c.type ?? ''} NOT NULL DEFAULT …), or add it nullable, backfill it, and make it NOT NULL in a later migration.`.replace(
            '  ',
            ' ',
          ),
        };
      }
      if (engine === 'postgresql' && c.default?.volatile) {
        return {
          message: `ADD COLUMN ${q(c.name)} with the volatile default ${c.default.text} rewrites all of ${op.table} under an ACCESS EXCLUSIVE lock: reads and writes of the table wait until it is done.`,
          fix: `Add ${c.name} without the default (or with a constant one), set the default with ALTER COLUMN … SET DEFAULT ${c.default.text} afterwards, and backfill existing rows in batches.`,
        };
      }
      const major = migration.database?.major;
      if (engine === 'postgresql' && c.default && major !== undefined && major < 11) {
        return {
          message: `ADD COLUMN ${q(c.name)} with a default rewrites all of ${op.table} on Postgres ${major} (only Postgres 11 and later add it without a rewrite), under an ACCESS EXCLUSIVE lock.`,
          fix: `Add ${c.name} without a default, set the default afterwards (ALTER COLUMN ${q(c.name)} SET DEFAULT ${c.default.text}), and backfill existing rows in batches.`,
        };
      }
      if (c.unique && c.default && !c.default.volatile && !c.generated) {
        return {
          message: `ADD COLUMN ${q(c.name)} UNIQUE with the constant default ${c.default.text} fails on ${op.table} as soon as it has two rows: every existing row gets the same value.`,
          fix: `Add ${c.name} without UNIQUE, backfill distinct values, then add the unique index (on Postgres CONCURRENTLY, in a migration of its own).`,
        };
      }
      return undefined;
    }
    case 'set-not-null': {
      if (created(op.table, op.column)) return undefined;
      const ref = columnRef(op.table, op.column);
      if (state.backfilled.has(ref) || state.notNullChecked.has(ref)) return undefined;
      if (engine === 'mysql' || engine === 'sqlite') {
        // MODIFY … NOT NULL restates the definition: only a column the running version has as nullable changes
        const field = fieldOfColumn(modelOfTable(ctx.workspace.base, op.table), op.column);
        if (!field?.nullable) return undefined;
      }
      return {
        message: `${engine === 'mysql' ? 'MODIFY' : 'SET NOT NULL on'} ${op.table}.${op.column} fails if any existing row holds NULL there, and nothing earlier in this change fills those rows${engine === 'postgresql' ? '; Postgres also scans the whole table under an ACCESS EXCLUSIVE lock' : ''}.`,
        fix:
          engine === 'postgresql'
            ? `Backfill first (UPDATE ${q(op.table)} SET ${q(op.column)} = … WHERE ${q(op.column)} IS NULL), then add CHECK (${q(op.column)} IS NOT NULL) NOT VALID, VALIDATE CONSTRAINT it, and only then SET NOT NULL (Postgres 12+ uses the validated check and skips the scan).`
            : `Backfill first (UPDATE ${q(op.table)} SET ${q(op.column)} = … WHERE ${q(op.column)} IS NULL) in this migration or an earlier one, then make the column NOT NULL.`,
      };
    }
    case 'add-constraint': {
      const existing = op.columns.filter((c) => !created(op.table, c));
      if (op.columns.length > 0 && existing.length === 0) return undefined;
      const withNewColumn = op.columns.some((c) => created(op.table, c));
      if (
        op.constraint === 'unique' &&
        !op.usingIndex &&
        !withNewColumn &&
        !alreadyUnique(ctx, op.table, op.columns, op.name, state)
      ) {
        const cols = op.columns.join(', ');
        return {
          message: `Adding a UNIQUE constraint on ${op.table}(${cols}) fails if existing rows hold duplicates${engine === 'postgresql' ? ', and builds its index while writes to the table wait' : ''}.`,
          fix:
            engine === 'postgresql'
              ? `Check for duplicates first (SELECT ${cols}, count(*) FROM ${q(op.table)} GROUP BY ${cols} HAVING count(*) > 1) and resolve them; then CREATE UNIQUE INDEX CONCURRENTLY in a migration of its own and ADD CONSTRAINT … UNIQUE USING INDEX.`
              : `Check for duplicates first (SELECT ${cols}, count(*) FROM ${q(op.table)} GROUP BY ${cols} HAVING count(*) > 1) and resolve them in an earlier migration.`,
        };
      }
      if (engine !== 'postgresql' || op.notValid) return undefined;
      if (op.constraint === 'foreign-key') {
        return {
          message: `Adding a foreign key on ${op.table}(${op.columns.join(', ')}) without NOT VALID checks every existing row while writes to both tables wait, and fails if a row points nowhere.`,
          fix: `Add it as NOT VALID (ALTER TABLE ${q(op.table)} ADD CONSTRAINT … FOREIGN KEY … NOT VALID), then VALIDATE CONSTRAINT it in a later migration, which does not block writes.`,
        };
      }
      if (op.constraint === 'check') {
        return {
          message: `Adding a CHECK constraint on ${op.table} without NOT VALID scans every existing row under an ACCESS EXCLUSIVE lock, and fails if one violates it.`,
          fix: `Add it as NOT VALID, then VALIDATE CONSTRAINT it in a later migration, which does not block reads or writes.`,
        };
      }
      return undefined;
    }
    case 'create-index': {
      const concurrent = concurrentForm(placed.text);
      // fails whatever the table holds
      if (engine === 'postgresql' && op.concurrently && inTransaction) {
        return {
          whateverRows: true,
          message: `CREATE INDEX CONCURRENTLY cannot run inside a transaction block, and ${migration.plan.transactionSource}: this migration fails.`,
          fix: ownMigration
            ? `Move this statement to a migration of its own (one statement, so that it runs outside a transaction).`
            : /dbmate/.test(migration.plan.transactionSource)
              ? `Mark the migration \`-- migrate:up transaction:false\` (and keep the statement alone in it).`
              : /goose/.test(migration.plan.transactionSource)
                ? `Add \`-- +goose NO TRANSACTION\` to this migration (and keep the statement alone in it).`
                : /TypeORM/.test(migration.plan.transactionSource)
                  ? `Set \`transaction = false\` on this migration class (public transaction = false).`
                  : /Knex/.test(migration.plan.transactionSource)
                    ? `Export \`config = { transaction: false }\` from this migration.`
                    : /Atlas/.test(migration.plan.transactionSource)
                      ? `Start this migration with \`-- atlas:txmode none\`, before its first statement (and keep the statement alone in it).`
                      : `Run the statement outside a transaction.`,
        };
      }
      // an index over columns the change adds is part of adding them (such columns never trigger
      // it); one that also covers an existing column is still built over the rows the table
      // holds (writes wait), though a new column's one value keeps its entries unique
      const overNew = op.columns.some((c) => created(op.table, c));
      if (overNew && op.columns.every((c) => created(op.table, c))) return undefined;
      if (op.unique && !overNew && !alreadyUnique(ctx, op.table, op.columns, op.name, state)) {
        return {
          message: `CREATE UNIQUE INDEX on ${op.table}(${op.columns.join(', ')}) fails if existing rows hold duplicates${engine === 'postgresql' && !op.concurrently ? ', and blocks writes to the table while it builds' : ''}.`,
          fix: `Check for duplicates first (SELECT ${op.columns.join(', ')}, count(*) FROM ${q(op.table)} GROUP BY ${op.columns.join(', ')} HAVING count(*) > 1) and resolve them${engine === 'postgresql' && !op.concurrently ? `; then build it with ${concurrent ?? 'CREATE UNIQUE INDEX CONCURRENTLY'}${ownMigration ? ' in a migration of its own' : ''}` : ''}.`,
        };
      }
      if (engine === 'postgresql' && !op.concurrently) {
        return {
          message: `CREATE ${op.unique ? 'UNIQUE ' : ''}INDEX without CONCURRENTLY on ${op.table} blocks every write to the table while the index builds.`,
          fix: `Build it with \`${concurrent ?? 'CREATE INDEX CONCURRENTLY …'}\`${ownMigration ? ' in a migration of its own (CONCURRENTLY cannot run in a transaction, and a migration of several statements is one)' : ' outside a transaction'}.`,
        };
      }
      return undefined;
    }
    case 'alter-type': {
      if (engine !== 'postgresql' || created(op.table, op.column)) return undefined;
      // `USING col::text`: a conversion from another kind of type (an enum to varchar), never free
      if (!op.using && rewritesFree(ctx, op.table, op.column, op.type)) return undefined;
      return {
        message: `ALTER COLUMN ${q(op.column)} TYPE ${op.type} rewrites all of ${op.table} under an ACCESS EXCLUSIVE lock: reads and writes of the table wait until it is done.`,
        fix: `Add a new column of type ${op.type}, backfill it in batches, switch the code to it, and drop ${op.column} in a later PR.`,
      };
    }
    default:
      return undefined;
  }
}

/**
 * Uniqueness the running version's database already enforces: an index re-created under the
 * name of one the change dropped (an index renamed, a SQLite table rebuilt), or one the base
 * schema already declares (by name, or over the same columns). Such a statement adds no
 * constraint that existing rows could fail.
 */
function alreadyUnique(
  ctx: RuleContext,
  table: string,
  columns: string[],
  name: string | undefined,
  state: State,
): boolean {
  if (name && state.droppedIndexes.has(nameKey(name))) return true;
  // the change removed duplicates first (DELETE … USING … keeping one row per key)
  if (state.deduplicated.has(nameKey(table))) return true;
  const model = modelOfTable(ctx.workspace.base, table);
  if (!model) return false;
  const wanted = columns.map(nameKey).sort().join(',');
  if (name && (model.indexes ?? []).some((i) => i.name !== undefined && nameKey(i.name) === nameKey(name))) return true;
  if (columns.length === 0) return false;
  if ((model.indexes ?? []).some((i) => i.unique && i.columns.map(nameKey).sort().join(',') === wanted)) return true;
  return columns.length === 1 && model.fields.some((f) => f.unique && nameKey(f.column) === nameKey(columns[0]));
}

/** The statement with CONCURRENTLY after INDEX (the fix's exact text), when it is a CREATE INDEX. */
function concurrentForm(text: string): string | undefined {
  const m = /^(\s*create\s+(?:unique\s+)?index)\b(?!\s+concurrently)/i.exec(text);
  if (!m) return undefined;
  const stmt = `${m[1]} CONCURRENTLY${text.slice(m[1].length)}`.replace(/\s+/g, ' ').trim();
  return stmt.endsWith(';') ? stmt : `${stmt};`;
}

/**
 * A type change Postgres makes without rewriting the table: to `text` or an unbounded
 * `varchar` from a text type, or to an unconstrained `numeric` from a number. One with a
 * `USING` conversion is not asked: the old values are cast, so their type was another.
 */
function rewritesFree(ctx: RuleContext, table: string, column: string, type: string): boolean {
  const field = fieldOfColumn(modelOfTable(ctx.workspace.base, table), column);
  const from = field?.type ? typeFamily(field.type) : undefined;
  if (/^(text|varchar|character varying|citext)$/.test(type) || /^varchar\(\d+\)$/.test(type))
    return from === undefined || from === 'text';
  if (/^(numeric|decimal)$/.test(type)) return from === undefined || from === 'number';
  return false;
}
