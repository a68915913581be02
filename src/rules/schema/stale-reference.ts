import { loadPostgresParser } from '../../extractors/datamodel/postgres';
import type { Related, Rule, RuleFinding } from '../../core/types';
import { columnKey, newMigrations, tableKey } from '../../extractors/datamodel/coverage';
import { schemaChanges } from '../../extractors/datamodel/diff';
import { dataModels, modelFileCandidates, modelsOfFile } from '../../extractors/datamodel/index';
import { migrationKind } from '../../extractors/datamodel/migrations';
import { canHoldRecords } from '../../extractors/datamodel/reach';
import {
  staleReferences,
  staleTableReferences,
  type RemovedName,
  type RemovedTable,
} from '../../extractors/datamodel/references';
import { roleIn } from '../../extractors/code/role';
import { runsOnlyInBrowser } from '../../workspace/classify';
import { isCodeFile, type TreeView } from '../../workspace/workspace';

interface TableRemoval extends RemovedTable {
  site: Related;
}

interface Removal extends RemovedName {
  /** Where the column was removed or renamed (the schema line, then the migration statement). */
  site: Related;
  also?: Related;
  /** New name, for the fix. */
  newField?: string;
}

/**
 * A removed or renamed column must not still be read or written by code: after the
 * migration runs, every such reference fails (or silently reads `undefined`).
 */
export const staleReference: Rule = {
  meta: {
    id: 'schema/stale-reference',
    description: 'Code still references a column the change removes or renames.',
    defaultSeverity: 'blocking',
  },
  async check(ctx) {
    const ws = ctx.workspace;
    const removals = collectRemovals(ctx);
    const tables = collectTableRemovals(ctx);
    if (removals.length === 0 && tables.length === 0) return [];
    // raw SQL that names a removed column is read by Postgres' grammar where it parses
    if (removals.length > 0) await loadPostgresParser();
    const schemaFiles = new Set(modelFileCandidates(ws.head).filter((p) => modelsOfFile(ws.head, p).length > 0));
    const findings: RuleFinding[] = [];
    for (const r of removals) {
      const words = [...new Set(r.columnKept ? [r.field] : [r.field, r.column])].filter(Boolean);
      for (const path of ws.head.grep(words)) {
        if (!isCodeFile(path) || schemaFiles.has(path) || ws.isGenerated(path) || ws.isIgnored(path)) continue;
        if (migrationKind(ws.head, path, ctx.config.migrationFolders)) continue;
        if (recordsOutOfReach(ws.head, path)) continue;
        const sf = ws.head.sourceFile(path);
        if (!sf) continue;
        for (const ref of staleReferences(sf, r)) {
          const what = ref.kind === 'sql' ? `raw SQL naming ${r.table}.${r.column}` : `\`${ref.text}\``;
          findings.push({
            file: path,
            line: ref.line,
            column: ref.column,
            message: `${what} still references ${r.model}.${r.field}, which this change ${r.newField ? `renames to ${r.newField}` : 'removes'}.`,
            fix: r.newField
              ? `Use ${r.newField}${r.newField !== r.field ? '' : ' (the new column name)'} instead of ${r.field} in ${path}:${ref.line}.`
              : `Remove the use of ${r.field} in ${path}:${ref.line}, or keep the column in the schema until no code reads it.`,
            related: r.also ? [r.site, r.also] : [r.site],
          });
        }
      }
    }
    for (const t of tables) {
      const words = [t.delegate, t.variable, t.table].filter((w): w is string => !!w);
      for (const path of ws.head.grep([...new Set(words)])) {
        if (!isCodeFile(path) || schemaFiles.has(path) || ws.isGenerated(path) || ws.isIgnored(path)) continue;
        if (migrationKind(ws.head, path, ctx.config.migrationFolders)) continue;
        if (recordsOutOfReach(ws.head, path)) continue;
        const sf = ws.head.sourceFile(path);
        if (!sf) continue;
        for (const ref of staleTableReferences(sf, t)) {
          const what = ref.kind === 'sql' ? `raw SQL naming table ${t.table}` : `\`${ref.text}\``;
          findings.push({
            file: path,
            line: ref.line,
            column: ref.column,
            message: `${what} still uses ${t.model} (table ${t.table}), which this change removes.`,
            fix: `Remove the use of ${t.model} in ${path}:${ref.line}, or keep the table until no code uses it.`,
            related: [t.site],
          });
        }
      }
    }
    return findings;
  },
};

/**
 * Code that runs only in the browser, or in a package that reaches no database client,
 * reads API responses, never the database's records.
 */
function recordsOutOfReach(view: TreeView, path: string): boolean {
  return runsOnlyInBrowser(roleIn(view, path), view.read(path)) || !canHoldRecords(view, path);
}

/** Tables the change removes: models removed from the schema, tables a new migration drops. */
function collectTableRemovals(ctx: Parameters<Rule['check']>[0]): TableRemoval[] {
  const ws = ctx.workspace;
  const out: TableRemoval[] = [];
  const describe = (name: string, orm: string | undefined, variable?: string) => ({
    delegate: orm === 'prisma' ? name.charAt(0).toLowerCase() + name.slice(1) : undefined,
    variable,
  });
  for (const c of schemaChanges(ctx.changes, ws)) {
    if (c.kind !== 'model-removed') continue;
    out.push({
      model: c.model,
      table: c.table,
      ...describe(c.model, c.orm, c.variable),
      site: { file: c.file, line: c.line, message: c.description },
    });
  }
  for (const mig of newMigrations(ctx.changes, ws, ctx.config.migrationFolders)) {
    for (const m of mig.mentions) {
      if (m.action !== 'drop-table' || !m.table) continue;
      const model = dataModels(ws.base).find((x) => tableKey(x.table) === tableKey(m.table!));
      out.push({
        model: model?.name ?? m.table,
        table: model?.table ?? m.table,
        ...describe(model?.name ?? m.table, model?.orm, model?.variable),
        site: { file: mig.path, line: m.line, message: `${mig.path} drops table ${m.table}` },
      });
    }
  }
  // A table the head still has (moved, or dropped and re-created) is not gone.
  if (out.length === 0) return [];
  const headModels = dataModels(ws.head);
  const seen = new Set<string>();
  return out.filter((t) => {
    const k = tableKey(t.table);
    if (seen.has(k)) return false;
    seen.add(k);
    return !headModels.some((m) => tableKey(m.table) === k || m.name === t.model);
  });
}

function collectRemovals(ctx: Parameters<Rule['check']>[0]): Removal[] {
  const ws = ctx.workspace;
  const out: Removal[] = [];
  for (const c of schemaChanges(ctx.changes, ws)) {
    if (!c.oldField || !c.oldColumn) continue;
    if (c.kind !== 'field-removed' && c.kind !== 'field-renamed' && c.kind !== 'column-renamed') continue;
    // A column renamed behind the same property (`@map`) leaves code untouched; only raw SQL breaks.
    const field = c.kind === 'column-renamed' ? c.oldColumn : c.oldField;
    out.push({
      model: c.model,
      table: c.table,
      variable: c.variable,
      field,
      column: c.oldColumn,
      newField: c.kind === 'field-removed' ? undefined : c.kind === 'column-renamed' ? c.column : c.field,
      // the property keeps its name: what goes through the ORM still reads it
      sqlOnly: c.kind === 'column-renamed',
      site: { file: c.file, line: c.line, message: c.description },
    });
  }
  // Columns dropped or renamed by a new migration, named in code by their model's field
  // (the base models are parsed only when a migration drops or renames something).
  let baseModelsMemo: ReturnType<typeof dataModels> | undefined;
  const baseModels = () => (baseModelsMemo ??= dataModels(ws.base));
  for (const mig of newMigrations(ctx.changes, ws, ctx.config.migrationFolders)) {
    for (const m of mig.mentions) {
      if (!m.table || !m.column || (m.action !== 'drop-column' && m.action !== 'rename-column')) continue;
      const model = baseModels().find((x) => tableKey(x.table) === tableKey(m.table!));
      const field = model?.fields.find((f) => columnKey(f.column) === columnKey(m.column!));
      const newField = m.newName
        ? (model?.fields.find((f) => columnKey(f.column) === columnKey(m.newName!))?.name ?? m.newName)
        : undefined;
      out.push({
        model: model?.name ?? m.table,
        table: m.table,
        variable: model?.variable,
        field: field?.name ?? m.column,
        column: m.column,
        // a column the base's ORM model does not map: code reaches it through raw SQL only
        sqlOnly: model !== undefined && field === undefined,
        newField,
        site: {
          file: mig.path,
          line: m.line,
          message: `${mig.path} ${m.action === 'drop-column' ? 'drops' : 'renames'} ${m.table}.${m.column}`,
        },
      });
    }
  }
  // One removal per column; a name that the head model still has is not stale.
  if (out.length === 0) return [];
  const headModels = dataModels(ws.head);
  const byKey = new Map<string, Removal>();
  for (const r of out) {
    const k = `${tableKey(r.table)}:${columnKey(r.column)}`;
    const first = byKey.get(k);
    // The schema's site wins; a migration's RENAME COLUMN supplies the new name.
    if (!first) byKey.set(k, r);
    else {
      if (!first.newField && r.newField) {
        first.newField = r.newField;
        first.site = { ...first.site, message: `${first.model}.${first.field} is renamed to ${r.newField}` };
      }
      first.also ??= r.site;
    }
  }
  return [...byKey.values()]
    .filter((r) => {
      const still = headModels.find((m) => tableKey(m.table) === tableKey(r.table));
      return !still?.fields.some((f) => f.name === r.field && columnKey(f.column) === columnKey(r.column));
    })
    .map((r) => ({
      ...r,
      columnKept:
        !r.sqlOnly &&
        headModels.some(
          (m) =>
            tableKey(m.table) === tableKey(r.table) &&
            m.fields.some((f) => columnKey(f.column) === columnKey(r.column)),
        ),
      others: headModels
        .filter((m) => tableKey(m.table) !== tableKey(r.table))
        .flatMap((m) => [m.name, m.table, m.variable ?? '']),
      // another table has a column of that name: raw SQL naming it is that table's too
      sharedColumn: headModels.some(
        (m) =>
          tableKey(m.table) !== tableKey(r.table) && m.fields.some((f) => columnKey(f.column) === columnKey(r.column)),
      ),
    }));
}
