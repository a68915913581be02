import type { Related, Rule, RuleFinding } from '../../core/types';
import type { Workspace } from '../../workspace/workspace';
import { coveringMigration, needsMigration, newMigrations } from '../../extractors/datamodel/coverage';
import { schemaChanges, type SchemaChange } from '../../extractors/datamodel/diff';
import { drizzleOutFolders } from '../../extractors/datamodel/migrations';

/**
 * A data model change that needs a database change must come with a new migration that
 * names the changed table/column; otherwise the deployed database and the code disagree.
 */
export const migrationMissing: Rule = {
  meta: {
    id: 'schema/migration-missing',
    description: 'A data model change that needs a database change comes without a migration for it.',
    defaultSeverity: 'blocking',
  },
  check(ctx) {
    const changes = schemaChanges(ctx.changes, ctx.workspace).filter(needsMigration);
    if (changes.length === 0) return [];
    const migrations = newMigrations(ctx.changes, ctx.workspace, ctx.config.migrationFolders);
    const findings: RuleFinding[] = [];
    for (const change of changes) {
      if (coveringMigration(change, migrations)) continue;
      const related: Related[] = migrations.map((m) => ({
        file: m.path,
        line: 1,
        message: `new migration ${m.path} does not mention ${target(change)}`,
      }));
      const folder = migrationFolder(change, ctx.workspace);
      if (migrations.length === 0) {
        related.push({ file: folder, line: 1, message: `no new migration was added under ${folder}` });
      }
      findings.push({
        file: change.file,
        line: change.line,
        message: `In the data model, ${change.description}; no new migration ${migrations.length ? 'mentions' : 'changes'} ${target(change)}.`,
        fix: fixFor(change, folder),
        related,
      });
    }
    return findings;
  },
};

function target(change: SchemaChange): string {
  if (change.kind === 'setting-changed') return 'the datasource change';
  if (change.columns?.length) return `${change.table}(${change.columns.join(', ')})`;
  if (change.column)
    return `${change.table}.${change.oldColumn && change.kind !== 'field-added' && change.oldColumn !== change.column ? change.oldColumn : change.column}`;
  return `table ${change.table}`;
}

/** The folder the project keeps this ORM's migrations in (or the conventional one). */
function migrationFolder(change: SchemaChange, ws: Workspace): string {
  const dir = change.file.includes('/') ? change.file.slice(0, change.file.lastIndexOf('/')) : '';
  if (change.orm === 'prisma') return dir ? `${dir}/migrations` : 'migrations';
  if (change.orm === 'drizzle') return drizzleOutFolders(ws.head)[0] ?? 'drizzle';
  const existing = ws.head.paths().find((p) => /(^|\/)migrations?\//.test(p) && !p.includes('node_modules/'));
  if (existing) return existing.slice(0, existing.search(/migrations?\//)) + existing.match(/migrations?/)![0];
  return 'migrations';
}

function fixFor(change: SchemaChange, folder: string): string {
  const what = target(change);
  switch (change.orm) {
    case 'prisma':
      return `Generate a migration for ${what} with \`npx prisma migrate dev --name <change>\` and commit the new ${folder}/<timestamp>_<change>/migration.sql.`;
    case 'drizzle':
      return `Run \`npx drizzle-kit generate\` and commit the new SQL file in ${folder}/ (with its meta/_journal.json entry and snapshot) that changes ${what}.`;
    case 'typeorm':
      return `Add a TypeORM migration under ${folder}/ (\`npx typeorm migration:generate\`) that changes ${what}.`;
    default:
      return `Add a migration under ${folder}/ (\`npx sequelize-cli migration:generate\`) that changes ${what}.`;
  }
}
