import type { Related, Rule, RuleFinding } from '../../core/types';
import type { TreeView, Workspace } from '../../workspace/workspace';
import {
  coveringMigration,
  inMigrationHistory,
  needsMigration,
  newMigrations,
} from '../../extractors/datamodel/coverage';
import { schemaChanges, type SchemaChange } from '../../extractors/datamodel/diff';
import {
  pushedDrizzleSchema,
  drizzleNamedOutFolders,
  drizzleOutFolders,
  migrationFolders,
  migrationKind,
} from '../../extractors/datamodel/migrations';
import { prismaSchemaRoot } from '../../extractors/datamodel/prisma';
import { isDocumentSchema } from '../../extractors/datamodel/engine';

/**
 * A data model change that needs a database change must come with a new migration that
 * names the changed table/column; otherwise the deployed database and the code disagree.
 * A project that keeps no migrations (it applies its schema with `prisma db push` or
 * `drizzle-kit push`) is told instead, as a warning, when the push will lose data.
 */
export const migrationMissing: Rule = {
  meta: {
    id: 'schema/migration-missing',
    description: 'A data model change that needs a database change comes without a migration for it.',
    defaultSeverity: 'blocking',
  },
  check(ctx) {
    // a document database's models (Prisma on MongoDB) change without migrations
    const pushed = (c: SchemaChange) => c.orm === 'drizzle' && pushedDrizzleSchema(ctx.workspace.head, c.file);
    const all = schemaChanges(ctx.changes, ctx.workspace).filter(
      (c) => needsMigration(c) && !isDocumentSchema(ctx.workspace.head, c.file),
    );
    // a schema its own package only pushes is told as in a project without migrations
    const warnings = all.filter(pushed).flatMap((change) => (change.dataLoss ? [pushWarning(change)] : []));
    const changes = all.filter((c) => !pushed(c));
    if (changes.length === 0) return warnings;
    const extra = ctx.config.migrationFolders;
    const migrations = newMigrations(ctx.changes, ctx.workspace, extra);
    // Whether the project keeps migrations is the base branch's way of working, or the PR's
    // when it adds the first one.
    if (
      migrations.length === 0 &&
      migrationFolders(ctx.workspace.base, ...extra).length === 0 &&
      drizzleNamedOutFolders(ctx.workspace.base).length === 0
    ) {
      return [...warnings, ...changes.flatMap((change) => (change.dataLoss ? [pushWarning(change)] : []))];
    }
    const findings: RuleFinding[] = [...warnings];
    for (const change of changes) {
      if (coveringMigration(change, migrations)) continue;
      // a model catching up with its database: an earlier migration already made the change
      if (inMigrationHistory(ctx.workspace, change, extra)) continue;
      const related: Related[] = migrations.map((m) => ({
        file: m.path,
        line: 1,
        message: `new migration ${m.path} does not mention ${target(change)}`,
      }));
      const own = migrationFolder(change, ctx.workspace, extra);
      // a Drizzle schema with no `out` folder may describe the tables a Django app migrates
      const django =
        own === undefined && change.orm === 'drizzle' ? djangoApp(ctx.workspace, change, extra) : undefined;
      const folder = own ?? django;
      if (migrations.length === 0 && folder !== undefined) {
        related.push({ file: folder, message: `no new migration was added under ${folder}` });
      }
      findings.push({
        file: change.file,
        line: change.line,
        message: `In the data model, ${change.description}; no new migration ${migrations.length ? 'mentions' : 'changes'} ${target(change)}.`,
        fix: django ? djangoFix(change, django) : fixFor(change, folder),
        related,
      });
    }
    return findings;
  },
};

function target(change: SchemaChange): string {
  if (change.kind === 'setting-changed') return 'the datasource change';
  if (change.kind === 'enum-changed') return `enum ${change.model}`;
  if (change.columns?.length) return `${change.table}(${change.columns.join(', ')})`;
  if (change.column)
    return `${change.table}.${change.oldColumn && change.kind !== 'field-added' && change.oldColumn !== change.column ? change.oldColumn : change.column}`;
  return `table ${change.table}`;
}

/** In a project without migrations, a change the next push applies only by losing data. */
function pushWarning(change: SchemaChange): RuleFinding {
  const push =
    change.orm === 'prisma' ? '`prisma db push`' : change.orm === 'drizzle' ? '`drizzle-kit push`' : 'a schema push';
  const flag = change.orm === 'prisma' ? ' (`--accept-data-loss`)' : change.orm === 'drizzle' ? ' (`--force`)' : '';
  return {
    file: change.file,
    line: change.line,
    severity: 'warning',
    message: `In the data model, ${change.description}. This project keeps no migrations, so the next ${push} ${change.dataLoss}.`,
    fix: `${pushFix(change, flag)} Or start keeping migrations, so that the change ships with one.`,
  };
}

function pushFix(change: SchemaChange, flag: string): string {
  switch (change.kind) {
    case 'field-added':
      return `Give ${change.column} a default or make it optional, so that existing rows can take it.`;
    case 'field-nullability':
      return `Fill in ${change.column} on the rows where it is NULL before pushing, or keep it optional.`;
    case 'field-type':
      return `Convert the existing values of ${change.column} first (or keep the old type), then push knowingly${flag}.`;
    case 'enum-changed':
      return `Move the rows that hold ${change.values?.removed.join(', ')} to another value of ${change.model} first, then push.`;
    default:
      return `Copy the data elsewhere first if it is still needed, then push knowingly${flag}.`;
  }
}

/** The one element of a list, if it has exactly one. */
function onlyOne<T>(list: readonly T[]): T | undefined {
  return list.length === 1 ? list[0] : undefined;
}

/** A folder of the tree holding these files, found by their paths. */
function existingFolder(view: TreeView, folder: string): boolean {
  return folder === '' || view.paths().some((p) => p.startsWith(`${folder}/`));
}

/**
 * The folder, in the head tree, that this ORM's migrations go into; undefined when the
 * project has none yet (a fix never names a folder that does not exist), unless the project's
 * one drizzle-kit config names it (`drizzle-kit generate` makes it).
 */
function migrationFolder(change: SchemaChange, ws: Workspace, extra: string[]): string | undefined {
  const head = ws.head;
  const known = migrationFolders(head, ...extra);
  if (change.orm === 'prisma') {
    // `prisma migrate` writes next to the schema's datasource file.
    const root = prismaSchemaRoot(head, change.file);
    const beside = root === '' ? 'migrations' : `${root}/migrations`;
    return existingFolder(head, beside) ? beside : nearest(known, change.file);
  }
  // the folder drizzle-kit generates into, also before its first migration
  if (change.orm === 'drizzle')
    return drizzleOutFolders(head).find((f) => existingFolder(head, f)) ?? onlyOne(drizzleNamedOutFolders(head));
  return nearest(known, change.file);
}

/**
 * The migrations folder of the Django app whose table the change is (`events_tournament` is
 * the `events` app's), where Django, not drizzle-kit, migrates the database the schema describes.
 */
function djangoApp(ws: Workspace, change: SchemaChange, extra: string[]): string | undefined {
  const table = (change.table ?? '').toLowerCase();
  return migrationFolders(ws.head, ...extra).find((f) => {
    const parts = f.split('/');
    const app = parts[parts.length - 2];
    return (
      parts[parts.length - 1] === 'migrations' &&
      app !== undefined &&
      table.startsWith(`${app.toLowerCase()}_`) &&
      ws.head.paths().some((p) => p.startsWith(`${f}/`) && migrationKind(ws.head, p) === 'django')
    );
  });
}

/** The folder of `folders` that shares the longest leading path with `file`. */
function nearest(folders: string[], file: string): string | undefined {
  const shared = (f: string) => {
    const a = f.split('/');
    const b = file.split('/');
    let n = 0;
    while (n < a.length && n < b.length && a[n] === b[n]) n++;
    return n;
  };
  return [...folders].sort((x, y) => shared(y) - shared(x) || x.length - y.length)[0];
}

function fixFor(change: SchemaChange, folder: string | undefined): string {
  const what = target(change);
  const name = migrationName(change);
  switch (change.orm) {
    case 'prisma': {
      // the schema's own path when it is not where Prisma looks by default
      // (a schema split into files is given as its folder)
      const path = /(^|\/)prisma\/schema\/[^/]+\.prisma$/.test(change.file)
        ? change.file.slice(0, change.file.lastIndexOf('/'))
        : change.file;
      const schema = path === 'prisma/schema.prisma' || path === 'schema.prisma' ? '' : ` --schema ${path}`;
      return `Generate the migration for ${what} with Prisma (\`npx prisma migrate dev --create-only --name ${name}${schema}\`), review it and commit ${folder ? `the new ${folder}/<timestamp>_${name}/migration.sql` : 'the migrations folder it creates beside the schema'}; the gate writes no migration itself.`;
    }
    case 'drizzle':
      return `Run \`npx drizzle-kit generate --name ${name}\` and commit the new SQL file it writes${folder ? ` in ${folder}/` : " to drizzle.config's `out` folder"} (with its meta/_journal.json entry and snapshot) that changes ${what}.`;
    case 'typeorm':
      return `Generate a TypeORM migration that changes ${what} (\`npx typeorm migration:generate ${folder ?? 'src/migrations'}/${pascal(name)} -d <your data source>\`) and commit it.`;
    default:
      return `Add a migration${folder ? ` under ${folder}/` : ''} (\`npx sequelize-cli migration:generate --name ${name}\`) that changes ${what}.`;
  }
}

function djangoFix(change: SchemaChange, folder: string): string {
  const app = folder.split('/').slice(-2)[0];
  return `Change the Django model of ${change.table} to match and run \`python manage.py makemigrations ${app}\`, then commit the migration it writes in ${folder}/ that changes ${target(change)}.`;
}

/** A migration's name from the change: `add_orders_note`, `create_invoices`. */
function migrationName(change: SchemaChange): string {
  const verb =
    change.kind.split('-').pop() === 'added' ? 'add' : change.kind.split('-').pop() === 'removed' ? 'drop' : 'change';
  const parts =
    change.kind === 'model-added'
      ? ['create', change.table]
      : change.kind === 'model-removed'
        ? ['drop', change.table]
        : [verb, change.table, ...(change.columns ?? (change.column ? [change.column] : []))];
  return parts
    .join('_')
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[^A-Za-z0-9_]+/g, '_')
    .toLowerCase()
    .slice(0, 60);
}

function pascal(snake: string): string {
  return snake.replace(/(^|_)([a-z0-9])/g, (_m, _s: string, c: string) => c.toUpperCase());
}
