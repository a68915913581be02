import { changeFact } from '../../workspace/fact';
import type { Workspace } from '../../workspace/workspace';
import { newMigrations } from './coverage';
import { migrationDatabase, type Database } from './engine';
import type { MigrationKind } from './migrations';
import { loadPostgresParser, migrationPlan, type MigrationPlan } from './operations';
import { nameKey } from './ops';
import { fieldOfColumn, modelOfTable } from './uses';

/** A migration the change adds, read as operations, with the database it runs on. */
export interface ChangedMigration {
  path: string;
  kind: MigrationKind;
  database?: Database;
  plan: MigrationPlan;
}

/** What the change's migrations do together, in the order they run. */
export interface ChangePlan {
  migrations: ChangedMigration[];
  /** Tables the change creates (`nameKey`): a statement on one of them meets no existing row. */
  createdTables: Set<string>;
  /**
   * Where the change first creates each of them: the index of its migration in `migrations`
   * and of the statement in that migration's ops. A table dropped and created again is the
   * running version's table until the statement that creates it anew.
   */
  createdAt: Map<string, { migration: number; op: number }>;
  /** Columns the change adds (`table.column`, by `nameKey`). */
  createdColumns: Set<string>;
  /**
   * Where the change first adds each of them, as `createdAt` for tables. A column of the
   * running version dropped and added again (a type change written as `DROP COLUMN` and
   * `ADD COLUMN`) is the running version's column until the statement that adds it anew.
   */
  columnCreatedAt: Map<string, { migration: number; op: number }>;
}

export const columnRef = (table: string, column: string): string => `${nameKey(table)}.${nameKey(column)}`;

/**
 * Loads the SQL parsers the change's migrations need (Postgres' grammar is WebAssembly,
 * compiled on first use): call before asking `changePlan`.
 */
export async function loadMigrationParsers(ws: Workspace, extraFolders: string[]): Promise<void> {
  const migrations = newMigrations(ws.changes, ws, extraFolders);
  const needsPostgres = migrations.some((m) => {
    const engine = migrationDatabase(ws.head, m.path)?.engine;
    return engine === 'postgresql' || engine === undefined;
  });
  if (needsPostgres) await loadPostgresParser();
}

/**
 * The migrations the change adds, in the order a migration tool applies them (by path:
 * timestamps and sequence numbers lead their names), and the tables and columns they create.
 * A table rebuilt under another name and renamed into place (SQLite) is the table it replaces.
 */
export const changePlan = changeFact((ws: Workspace, ...extraFolders: string[]): ChangePlan => {
  const migrations = newMigrations(ws.changes, ws, extraFolders)
    .map((m) => ({
      path: m.path,
      kind: m.kind,
      database: migrationDatabase(ws.head, m.path),
      plan: migrationPlan(ws.head, m.path, m.kind),
    }))
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const createdTables = new Set<string>();
  const createdAt = new Map<string, { migration: number; op: number }>();
  const createdColumns = new Set<string>();
  const columnCreatedAt = new Map<string, { migration: number; op: number }>();
  for (const [mi, m] of migrations.entries()) {
    for (const [oi, { op }] of m.plan.ops.entries()) {
      const created = (table: string, column: string) => {
        const ref = columnRef(table, column);
        createdColumns.add(ref);
        if (!columnCreatedAt.has(ref)) columnCreatedAt.set(ref, { migration: mi, op: oi });
      };
      if (op.kind === 'create-table') {
        createdTables.add(nameKey(op.table));
        if (!createdAt.has(nameKey(op.table))) createdAt.set(nameKey(op.table), { migration: mi, op: oi });
        for (const c of op.columns) created(op.table, c.name);
      } else if (op.kind === 'add-column') {
        created(op.table, op.column.name);
      } else if (op.kind === 'rename-table' && createdTables.has(nameKey(op.table))) {
        // `__new_users` renamed to `users`: the rows are the old table's, and its columns that
        // the running version's model of `users` does not have are the change's own
        createdTables.delete(nameKey(op.table));
        createdAt.delete(nameKey(op.table));
        const built = m.plan.ops.find((p) => p.op.kind === 'create-table' && nameKey(p.op.table) === nameKey(op.table));
        const old = modelOfTable(ws.base, op.to);
        if (built?.op.kind === 'create-table' && old) {
          for (const c of built.op.columns) if (!fieldOfColumn(old, c.name)) created(op.to, c.name);
        }
      }
    }
  }
  return { migrations, createdTables, createdAt, createdColumns, columnCreatedAt };
});

/**
 * The change created the table before this statement (op `op` of migration `migration`):
 * the statement meets the change's own, empty table, not the running version's.
 */
export function createdBefore(plan: ChangePlan, table: string, migration: number, op: number): boolean {
  const at = plan.createdAt.get(nameKey(table));
  return !!at && (at.migration < migration || (at.migration === migration && at.op < op));
}

/**
 * The change added the column before this statement (op `op` of migration `migration`): the
 * statement meets the change's own column, not the running version's.
 */
export function columnCreatedBefore(
  plan: ChangePlan,
  table: string,
  column: string,
  migration: number,
  op: number,
): boolean {
  const at = plan.columnCreatedAt.get(columnRef(table, column));
  return !!at && (at.migration < migration || (at.migration === migration && at.op < op));
}
