import { changeFact, treeFact } from '../../workspace/fact';
import type { ChangeSet } from '../../git/changeset';
import type { TreeView, Workspace } from '../../workspace/workspace';
import type { SchemaChange } from './diff';
import {
  migrationFolders,
  migrationKind,
  migrationMentions,
  migrationNames,
  type MigrationKind,
  type MigrationMention,
} from './migrations';

export interface NewMigration {
  path: string;
  kind: MigrationKind;
  mentions: MigrationMention[];
  /**
   * For a migration written in code: the names its strings hold (`'goals'`, `{ name:
   * 'dodCriteria' }`, `"userId"` in SQL), for a migration that builds its statements from
   * data (a loop over a list of columns) and so names what it changes without a statement
   * the syntax spells out.
   */
  names?: ReadonlySet<string>;
  /** Its text: where an enum it alters is named (`ALTER TYPE "Status" ADD VALUE 'archived'`). */
  text: string;
}

/** Comparable form of a table name: case, schema prefix, underscores and a plural `s` do not matter. */
export function tableKey(name: string): string {
  const last = name.split('.').pop() ?? name;
  return last.toLowerCase().replace(/_/g, '').replace(/s$/, '');
}

export function columnKey(name: string): string {
  return name.toLowerCase();
}

/**
 * Migration files the change adds (new files, or files moved into a migration folder from
 * elsewhere), with what they mention. Journals and snapshots are not migrations of their own.
 */
export function newMigrations(changes: ChangeSet, ws: Workspace, extraFolders: string[]): NewMigration[] {
  return migrationsAdded(ws, ...extraFolders);
}

const migrationsAdded = changeFact((ws: Workspace, ...extraFolders: string[]): NewMigration[] => {
  const changes = ws.changes;
  const out: NewMigration[] = [];
  for (const f of changes.files) {
    if (f.status === 'deleted' || f.submodule || f.binary) continue;
    const kind = migrationKind(ws.head, f.path, extraFolders);
    if (!kind || kind === 'journal') continue;
    const isNew =
      f.status === 'added' ||
      f.status === 'copied' ||
      (f.status === 'renamed' && !migrationKind(ws.base, f.oldPath ?? f.path, extraFolders));
    if (!isNew) continue;
    out.push({
      path: f.path,
      kind,
      mentions: migrationMentions(ws.head, f.path, kind),
      ...(kind === 'code' ? { names: migrationNames(ws.head, f.path) } : {}),
      text: ws.head.read(f.path) ?? '',
    });
  }
  return out;
});

function tableMatches(m: MigrationMention, ...tables: (string | undefined)[]): boolean {
  if (!m.table) return false;
  const k = tableKey(m.table);
  return tables.some((t) => t !== undefined && t !== '' && tableKey(t) === k);
}

function columnMatches(m: MigrationMention, ...columns: (string | undefined)[]): boolean {
  const names = [m.column, m.newName].filter((s): s is string => !!s).map(columnKey);
  return columns.some((c) => c !== undefined && names.includes(columnKey(c)));
}

/** The new migration that carries this schema change to the database, if any. */
export function coveringMigration(change: SchemaChange, migrations: NewMigration[]): NewMigration | undefined {
  return (
    migrations.find((mig) => mig.mentions.some((m) => covers(change, m))) ??
    migrations.find((mig) => mig.names !== undefined && namesCover(change, mig.names)) ??
    // A datasource setting changes constraints everywhere: any new migration carries it.
    (change.kind === 'setting-changed' ? migrations[0] : undefined) ??
    (change.kind === 'enum-changed' ? migrations.find((mig) => namesEnum(mig.text, change.table)) : undefined)
  );
}

/** The migration names the enum's type: as a whole name (no word character beside it), in any case, quoted or not. */
function namesEnum(text: string, name: string): boolean {
  const [haystack, needle] = [text.toLowerCase(), name.toLowerCase()];
  const word = (c: string | undefined) => c !== undefined && /\w/.test(c);
  for (let at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, at + 1)) {
    if (!word(haystack[at - 1]) && !word(haystack[at + needle.length])) return true;
  }
  return false;
}

/** The migration's strings name the change's table and each of its columns. */
function namesCover(change: SchemaChange, names: ReadonlySet<string>): boolean {
  if (change.kind === 'setting-changed' || change.kind === 'enum-changed') return false;
  const tables = [...names].map(tableKey);
  const columns = new Set([...names].map(columnKey));
  const table = [change.table, change.oldTable].some(
    (t) => t !== undefined && t !== '' && tables.includes(tableKey(t)),
  );
  if (!table) return false;
  const wanted = [...(change.columns ?? []), ...(change.column ? [change.column] : [])];
  return wanted.every((c) => columns.has(columnKey(c)));
}

function covers(change: SchemaChange, m: MigrationMention): boolean {
  switch (change.kind) {
    case 'model-added':
    case 'model-removed':
      return tableMatches(m, change.table);
    case 'table-renamed':
      return tableMatches(m, change.table, change.oldTable);
    case 'unique-added':
    case 'index-added':
      return (
        tableMatches(m, change.table) &&
        (m.action === 'index' || m.action === 'constraint' || columnMatches(m, ...(change.columns ?? [])))
      );
    case 'setting-changed':
    case 'enum-changed':
      return false;
    default:
      // A table created anew (dropped and created again, or created by this change) takes
      // every column from its CREATE TABLE: the statement carries each column's change.
      if (m.action === 'create-table' && tableMatches(m, change.table)) return true;
      return tableMatches(m, change.table, change.oldTable) && columnMatches(m, change.column, change.oldColumn);
  }
}

/**
 * The table or column the change adds to the data model is already in the database: the
 * base branch's migrations, replayed in order (creates, additions, renames and drops),
 * leave it there. The model catches up with its database; no migration is due.
 */
export function inMigrationHistory(ws: Workspace, change: SchemaChange, extraFolders: string[]): boolean {
  if (change.kind !== 'model-added' && change.kind !== 'field-added') return false;
  const tables = historyTables(ws.base, ...extraFolders);
  const columns = change.table ? tables.get(tableKey(change.table)) : undefined;
  if (!columns) return false;
  if (change.kind === 'model-added') return true;
  const wanted = [...(change.columns ?? []), ...(change.column ? [change.column] : [])];
  return wanted.length > 0 && wanted.every((c) => columns.has(columnKey(c)));
}

/** The tables, with their columns, that a tree's migrations leave, replayed in the order of their paths. */
const historyTables = treeFact((view: TreeView, ...extraFolders: string[]): Map<string, Set<string>> => {
  const tables = new Map<string, Set<string>>();
  const folders = migrationFolders(view, ...extraFolders);
  if (folders.length === 0) return tables;
  const files = view
    .paths()
    .filter((p) => folders.some((f) => p.startsWith(`${f}/`)))
    .sort();
  view.prefetch(files);
  for (const path of files) {
    const kind = migrationKind(view, path, extraFolders);
    if (!kind || kind === 'journal') continue;
    for (const m of migrationMentions(view, path, kind)) {
      if (!m.table) continue;
      const t = tableKey(m.table);
      if (m.action === 'create-table') {
        if (!tables.has(t)) tables.set(t, new Set());
      } else if (m.action === 'drop-table') tables.delete(t);
      else if (m.action === 'rename-table' && m.newName) {
        tables.set(tableKey(m.newName), tables.get(t) ?? new Set());
        tables.delete(t);
      } else if (m.column) {
        const cols = tables.get(t) ?? new Set<string>();
        tables.set(t, cols);
        const c = columnKey(m.column);
        if (m.action === 'add-column') cols.add(c);
        else if (m.action === 'drop-column') cols.delete(c);
        else if (m.action === 'rename-column' && m.newName) {
          cols.delete(c);
          cols.add(columnKey(m.newName));
        }
      }
    }
  }
  return tables;
});

/** Property-only renames (same column) need no database change. */
export function needsMigration(change: SchemaChange): boolean {
  if (change.kind === 'field-renamed') return columnKey(change.column ?? '') !== columnKey(change.oldColumn ?? '');
  return true;
}
