import type { Related, Rule, RuleContext, RuleFinding } from '../../core/types';
import {
  createdBefore,
  changePlan,
  columnCreatedBefore,
  loadMigrationParsers,
  type ChangedMigration,
} from '../../extractors/datamodel/change-plan';
import { schemaChanges } from '../../extractors/datamodel/diff';
import {
  nameKey,
  type ColumnSpec,
  type FunctionParam,
  type MigrationOp,
  type PlacedOp,
} from '../../extractors/datamodel/ops';
import {
  columnUses,
  fieldOfColumn,
  functionCalls,
  modelOfTable,
  type ColumnUse,
  type FunctionCall,
} from '../../extractors/datamodel/uses';
import { namedList } from '../../core/wording';
import { prismaFile, prismaSchemas, prismaTypeName } from '../../extractors/datamodel/prisma';
import type { TreeView } from '../../workspace/workspace';
import type { DataModel } from '../../extractors/datamodel/types';
import { typeFamily } from '../../extractors/datamodel/types-family';
import { drizzleEnumValues } from '../../extractors/datamodel/drizzle';

/** Uses of the running version a finding lists. */
const LISTED_USES = 5;

/**
 * A migration that removes or renames what the running version (the base branch's code)
 * reads or writes. Migrations run before the new version serves, so every query of the old
 * version that names the column fails until the rollout ends; a drop also loses the data.
 */
export const deployBreaks: Rule = {
  meta: {
    id: 'schema/deploy-breaks',
    description: 'A migration drops or renames a column or table the running version still reads or writes.',
    defaultSeverity: 'blocking',
  },
  async check(ctx) {
    const folders = ctx.config.migrationFolders;
    await loadMigrationParsers(ctx.workspace, folders);
    const plan = changePlan(ctx.workspace, ...folders);
    const findings: RuleFinding[] = [];
    const migrations = [...plan.migrations.values()];
    for (const [m, migration] of plan.migrations.entries()) {
      if (migration.plan.unparsed.length > 0) noteUnparsed(ctx, migration);
      const ops = migration.plan.ops;
      ops.forEach((placed, i) => {
        if (placed.op.kind === 'drop-function') {
          const finding = judgeFunction(ctx, migration, placed, placed.op.name, functionsAround(migrations, m, i));
          if (finding) findings.push(finding);
          return;
        }
        const finding = judge(
          ctx,
          migration,
          placed,
          ops.slice(i + 1),
          ops.slice(0, i),
          (table) => createdBefore(plan, table, m, i),
          (table, column) => columnCreatedBefore(plan, table, column, m, i),
        );
        if (finding) findings.push(finding);
      });
    }
    return findings;
  },
};

function noteUnparsed(ctx: RuleContext, m: ChangedMigration): void {
  const engine = m.database?.engine ?? 'SQL';
  ctx.note(
    `${m.path}: ${m.plan.unparsed.length} statement(s) (line ${m.plan.unparsed.join(', ')}) could not be read as ${engine === 'postgresql' ? 'Postgres' : engine} SQL; the migration rules did not judge them.`,
  );
}

interface Break {
  /** What the statement does: `DROP COLUMN "x" removes User.x`. */
  what: string;
  /** How the finding names what the running version uses: `the column`, `the table`. */
  subject: string;
  /** The statement loses data the message has not said yet. */
  losesData: boolean;
  /** What the running version's queries meet once the migration ran; by default they fail. */
  outcome?: string;
  /** Table and column (undefined for a whole table) the running version uses. */
  table: string;
  column?: string;
  fix: string;
}

function judge(
  ctx: RuleContext,
  migration: ChangedMigration,
  placed: PlacedOp,
  after: PlacedOp[],
  before: PlacedOp[],
  createdEarlier: (table: string) => boolean,
  columnCreatedEarlier: (table: string, column: string) => boolean,
): RuleFinding | undefined {
  const { op } = placed;
  if (!('table' in op) || createdEarlier(op.table)) return undefined;
  const broken = breakOf(ctx, op, after, before, columnCreatedEarlier);
  if (!broken) return undefined;
  const { base } = ctx.workspace;
  const uses = columnUses(base, broken.table, broken.column ?? '');
  if (uses.length === 0) return undefined;
  const model = modelOfTable(base, broken.table);
  const field = broken.column ? fieldOfColumn(model, broken.column) : undefined;
  const related: Related[] = uses.slice(0, LISTED_USES).map((u) => ({
    file: u.file,
    line: u.line,
    message: `the running version ${describeUse(u, model, broken.column)}`,
  }));
  if (model && field) {
    related.push({ file: model.file, line: field.line, message: `${model.name}.${field.name} on the base branch` });
  }
  const more = uses.length > LISTED_USES ? ` and ${uses.length - LISTED_USES} more` : '';
  const first = uses[0];
  const reads =
    first.kind === 'model-query' && model
      ? `its ${ormName(model)} selects every column of ${model.name} (${first.what} in ${first.file}:${first.line}${more})`
      : `${first.file}:${first.line}${more} ${first.kind === 'sql' ? 'names it in raw SQL' : `reads it (${first.what})`}`;
  return {
    file: migration.path,
    line: placed.line,
    message: `${broken.what}, and the running version still uses ${broken.subject}: ${reads}. Migrations run before the new version serves, so ${broken.outcome ?? 'those queries fail until the rollout ends'}${broken.losesData ? ', and the data is lost' : ''}.`,
    fix: broken.fix,
    related,
  };
}

/** How the change leaves a database function it drops: created by the change before, and its last definition after. */
interface FunctionAround {
  createdBefore: Set<string>;
  lastAfter: Map<string, FunctionParam[]>;
}

function functionsAround(migrations: ChangedMigration[], m: number, i: number): FunctionAround {
  const createdBefore = new Set<string>();
  const lastAfter = new Map<string, FunctionParam[]>();
  migrations.forEach((mig, k) =>
    mig.plan.ops.forEach((p, j) => {
      if (p.op.kind !== 'create-function') return;
      const key = p.op.name.toLowerCase();
      if (k < m || (k === m && j < i)) createdBefore.add(key);
      else lastAfter.set(key, p.op.params);
    }),
  );
  return { createdBefore, lastAfter };
}

/**
 * `DROP FUNCTION f` while the running version calls `f` (`supabase.rpc('f', { … })`, SQL):
 * a break unless the change creates `f` again with parameters every such call still fits
 * (the names it passes, and a default for each one it does not).
 */
function judgeFunction(
  ctx: RuleContext,
  migration: ChangedMigration,
  placed: PlacedOp,
  name: string,
  around: FunctionAround,
): RuleFinding | undefined {
  const key = name.toLowerCase();
  if (around.createdBefore.has(key)) return undefined;
  const again = around.lastAfter.get(key);
  const calls = functionCalls(ctx.workspace.base, name).filter((c) => !again || misfits(c, again) !== undefined);
  if (calls.length === 0) return undefined;
  const first = calls[0];
  const misfit = again ? misfits(first, again) : undefined;
  const more = calls.length > 1 ? ` and ${calls.length - 1} more` : '';
  const how = first.kind === 'rpc' ? `calls rpc('${name}')` : `calls ${name}() in SQL`;
  const what = again
    ? `DROP FUNCTION ${name} replaces the function with one whose parameters ${misfit}`
    : `DROP FUNCTION ${name} removes the function`;
  return {
    file: migration.path,
    line: placed.line,
    message: `${what}, and the running version still ${how} (${first.file}:${first.line}${more}). Migrations run before the new version serves, so those calls fail until the rollout ends.`,
    fix: `Keep ${name} callable as the running version calls it in this release: create the new version beside it (another name or an overload, or give the new parameters defaults), ship the code that calls the new one, and drop the old one in a later PR.`,
    related: calls.slice(0, LISTED_USES).map((c) => ({
      file: c.file,
      line: c.line,
      message: `the running version calls ${name} here`,
    })),
  };
}

/** Why a call no longer fits the function's new parameters, or undefined when it does (or cannot be told). */
function misfits(call: FunctionCall, params: FunctionParam[]): string | undefined {
  if (call.kind !== 'rpc' || call.args === undefined) return undefined;
  const names = new Set(params.flatMap((p) => (p.name ? [p.name] : [])));
  const unknown = call.args.filter((a) => !names.has(a));
  if (unknown.length > 0) return `no longer include ${namedList(unknown.map((u) => `\`${u}\``))}`;
  const missing = params.filter((p) => p.name && !p.hasDefault && !call.args!.includes(p.name)).map((p) => p.name!);
  if (missing.length > 0) return `require ${namedList(missing.map((u) => `\`${u}\``))}, which it does not pass`;
  return undefined;
}

function ormName(model: DataModel): string {
  return model.orm === 'prisma'
    ? 'Prisma client'
    : model.orm === 'drizzle'
      ? 'Drizzle table'
      : model.orm === 'typeorm'
        ? 'TypeORM entity'
        : 'Sequelize model';
}

function describeUse(u: ColumnUse, model: DataModel | undefined, column: string | undefined): string {
  if (u.kind === 'model-query' && model)
    return `queries ${model.name} (${u.what}), selecting ${column ?? 'its columns'}`;
  if (u.kind === 'sql') return `names ${column ?? 'the table'} in raw SQL`;
  return `reads ${u.what}`;
}

const q = (name: string) => `"${name}"`;

function breakOf(
  ctx: RuleContext,
  op: MigrationOp,
  after: PlacedOp[],
  before: PlacedOp[],
  columnCreatedEarlier: (table: string, column: string) => boolean,
): Break | undefined {
  switch (op.kind) {
    case 'drop-column': {
      if (columnCreatedEarlier(op.table, op.column)) return undefined;
      const readded = after.find(
        (p) =>
          p.op.kind === 'add-column' &&
          nameKey(p.op.table) === nameKey(op.table) &&
          nameKey(p.op.column.name) === nameKey(op.column),
      )?.op;
      if (readded?.kind === 'add-column') return droppedAndAdded(ctx, op.table, op.column, readded.column);
      const added = [...before, ...after].find(
        (p) => p.op.kind === 'add-column' && nameKey(p.op.table) === nameKey(op.table),
      )?.op;
      const rename = renamedTo(ctx, op.table, op.column, added?.kind === 'add-column' ? added.column.name : undefined);
      if (rename) {
        return {
          what: `This migration renames ${op.table}.${op.column} to ${rename} as a DROP COLUMN and an ADD COLUMN (Prisma writes that when only the mapping changes), which loses every value of ${op.column}`,
          subject: 'the column',
          losesData: false,
          table: op.table,
          column: op.column,
          fix: renameFix(op.table, op.column, rename),
        };
      }
      return {
        what: `DROP COLUMN ${q(op.column)} removes ${op.table}.${op.column}`,
        subject: 'the column',
        losesData: true,
        table: op.table,
        column: op.column,
        fix: `Keep ${op.table}.${op.column} in this release: take the DROP COLUMN out of this migration, ship the code that no longer uses it first, and drop the column in a later PR once no running version reads it (expand and contract).`,
      };
    }
    case 'rename-column':
      if (columnCreatedEarlier(op.table, op.column)) return undefined;
      return {
        what: `RENAME COLUMN ${q(op.column)} TO ${q(op.to)} renames ${op.table}.${op.column}`,
        subject: `${op.column}`,
        losesData: false,
        table: op.table,
        column: op.column,
        fix: renameFix(op.table, op.column, op.to),
      };
    case 'drop-table': {
      // a table rebuilt under another name and renamed into place is not dropped
      if (after.some((p) => p.op.kind === 'rename-table' && nameKey(p.op.to) === nameKey(op.table))) return undefined;
      return {
        what: `DROP TABLE ${q(op.table)} removes the table`,
        subject: 'it',
        losesData: true,
        table: op.table,
        fix: `Keep ${op.table} in this release: take the DROP TABLE out of this migration, ship the code that no longer uses it first, and drop the table in a later PR once no running version reads it.`,
      };
    }
    case 'rename-table':
      return {
        what: `Renaming table ${q(op.table)} to ${q(op.to)} removes the name ${op.table}`,
        subject: 'that name',
        losesData: false,
        table: op.table,
        fix: `Rename in steps: create ${op.to} (or a view named ${op.table} over it) so both names work while the old version runs, switch the code to ${op.to}, and remove ${op.table} in a later PR.`,
      };
    case 'alter-type': {
      if (columnCreatedEarlier(op.table, op.column)) return undefined;
      const field = fieldOfColumn(modelOfTable(ctx.workspace.base, op.table), op.column);
      const narrowed = enumNarrowing(ctx, op.type, before, field?.type);
      if (narrowed) {
        if (narrowed.removed.length === 0) return undefined;
        const values = namedList(narrowed.removed.map((v) => `'${v}'`));
        return {
          what: `ALTER COLUMN ${q(op.column)} TYPE ${op.type} turns ${op.table}.${op.column} into an enum without ${values} of ${narrowed.from}`,
          subject: `it with the old values`,
          losesData: false,
          table: op.table,
          column: op.column,
          fix: `Keep ${values} in the enum in this release: ship the code that stops writing ${values} (and migrate the rows that hold them) first, and remove the values in a later PR once no running version writes or reads them.`,
        };
      }
      const from = field?.type ? typeFamily(field.type) : undefined;
      const to = typeFamily(op.type);
      if (!from || !to || from === to) return undefined;
      return {
        what: `ALTER COLUMN ${q(op.column)} TYPE ${op.type} turns ${op.table}.${op.column} from ${from} into ${to}`,
        subject: `it as ${from}`,
        losesData: false,
        table: op.table,
        column: op.column,
        fix: `Change the type in steps: add a new column of type ${op.type}, write both from the code, backfill it from ${op.column}, switch reads to it, and drop ${op.column} in a later PR.`,
      };
    }
    default:
      return undefined;
  }
}

/**
 * A column retyped to an enum the same migration creates (Prisma's way of removing enum
 * values: `CREATE TYPE "Status_new" AS ENUM (…)`, `ALTER COLUMN … TYPE "Status_new"`, then
 * renames): the base schema's enum of the column, and the values the new one lacks.
 */
function enumNarrowing(
  ctx: RuleContext,
  type: string,
  before: PlacedOp[],
  baseType: string | undefined,
): { from: string; removed: string[] } | undefined {
  // `"public"."member_status"`: the type's own name, without its schema
  const key = (type.replace(/"/g, '').split('.').pop() ?? '').toLowerCase();
  const created = before.map((p) => p.op).find((o) => o.kind === 'create-enum' && o.name.toLowerCase() === key);
  if (!created || created.kind !== 'create-enum') return undefined;
  // the base schema's enum: Prisma's (the field's type), or Drizzle's `pgEnum` of the same
  // database name (drizzle-kit drops the type and creates it again under its name)
  const prisma = baseType ? prismaTypeName(baseType) : undefined;
  const prismaValues = prisma ? prismaEnumValues(ctx.workspace.base, prisma) : undefined;
  const values = prismaValues ?? drizzleEnumValues(ctx.workspace.base, created.name);
  if (!values) return undefined;
  return {
    from: prismaValues && prisma ? prisma : created.name,
    removed: values.filter((v) => !created.values.includes(v)),
  };
}

/** The values of the base schema's Prisma enum `name`, as the database holds them. */
function prismaEnumValues(view: TreeView, name: string): string[] | undefined {
  for (const path of prismaSchemas(view)) {
    const values = prismaFile(view, path)?.enumValues(name);
    if (values) return values;
  }
  return undefined;
}

/**
 * A column of the running version dropped and added again under its name in the same
 * migration: how generators write a type change they cannot cast in place (Prisma's
 * `DROP COLUMN "status", ADD COLUMN "status" "Status"` for `String` to an enum, a scalar to a
 * list). Every row's value is lost, and unless the new type is read the same way, the
 * running version's queries no longer fit the column.
 */
function droppedAndAdded(ctx: RuleContext, table: string, column: string, spec: ColumnSpec): Break {
  const baseModel = modelOfTable(ctx.workspace.base, table);
  const headModel = modelOfTable(ctx.workspace.head, table);
  const baseType = fieldOfColumn(baseModel, column)?.type;
  const headType = fieldOfColumn(headModel, column)?.type;
  // Prisma's type names (`String`, the enum's name) read as the schema says them; other
  // models' types as the kind of value, and the new one as the migration writes it
  const from = baseType && (baseModel?.orm === 'prisma' ? prismaType(baseType) : typeFamily(baseType));
  const to = headType && headModel?.orm === 'prisma' ? prismaType(headType) : spec.type;
  const shown = to ? ` as ${to}` : '';
  if (sameType(baseType, spec.type) || (!!from && from === to)) {
    return {
      what: `This migration drops ${table}.${column} and adds it back${shown} (DROP COLUMN and ADD COLUMN), which empties it: every row's value is lost`,
      subject: 'the column',
      losesData: false,
      outcome: 'those queries meet the emptied column, and no version gets the old values back',
      table,
      column,
      fix: `Keep the values of ${q(column)}: take the DROP COLUMN and ADD COLUMN out of this migration and change the column in place (ALTER TABLE ${q(table)} ALTER COLUMN ${q(column)} … SET DEFAULT, DROP NOT NULL or TYPE … USING ${q(column)}::…), so every row keeps its value.`,
    };
  }
  // without a model of the column, its old type is not known
  return {
    what: from
      ? `This migration changes the type of ${table}.${column} from ${from}${to ? ` to ${to}` : ''} by dropping the column and adding it back (DROP COLUMN and ADD COLUMN, what a migration generator writes for a type it cannot convert in place), which loses every row's value`
      : `This migration drops ${table}.${column} and adds it back${shown} (DROP COLUMN and ADD COLUMN, how a type change is written when the type cannot be converted in place), which loses every row's value`,
    subject: from ? `it as ${from}` : 'the column',
    losesData: false,
    outcome: from
      ? undefined
      : 'those queries meet a new column: every old value is gone, and a query that expects the old type fails until the rollout ends',
    table,
    column,
    fix: `Change the type in steps (expand and contract), keeping ${q(column)} in this release: take the DROP COLUMN and ADD COLUMN out of this migration, add a column of ${to ? `type ${to}` : 'the new type'} under another name beside ${q(column)}, write both from the code and backfill it (UPDATE ${q(table)} SET … = ${q(column)}::…), switch reads to it once this is deployed, and drop ${q(column)} in a later PR.`,
  };
}

/** A Prisma field's type as the client reads it: `String`, `Tag[]` (without `?` and attributes). */
function prismaType(type: string): string {
  return type.split(/\s/)[0].replace(/\?$/, '');
}

/** The column is added back with the type the base's model gives it: the same family, or the same named type (an enum). */
function sameType(baseType: string | undefined, added: string | undefined): boolean {
  if (!baseType || !added) return false;
  const from = typeFamily(baseType);
  const to = typeFamily(added);
  if (from && to) return from === to;
  return nameKey(prismaTypeName(baseType)) === nameKey(added);
}

function renameFix(table: string, from: string, to: string): string {
  return `Rename in steps (expand and contract): in this PR add ${q(to)} beside ${q(from)} (ALTER TABLE ${q(table)} ADD COLUMN ${q(to)} …), write both from the code and backfill (UPDATE ${q(table)} SET ${q(to)} = ${q(from)}); switch reads to ${to} once it is deployed, and drop ${q(from)} in a later PR.`;
}

/**
 * The new name of a column a drop-and-add pair renames: the schema change of the same
 * model says the field's column was renamed (`@map`, a Drizzle column name), or the added
 * column is the dropped one's field under a new name.
 */
function renamedTo(ctx: RuleContext, table: string, dropped: string, added: string | undefined): string | undefined {
  if (!added) return undefined;
  for (const c of schemaChanges(ctx.changes, ctx.workspace)) {
    if (c.kind !== 'column-renamed' && c.kind !== 'field-renamed') continue;
    if (nameKey(c.oldColumn ?? '') === nameKey(dropped) && nameKey(c.column ?? '') === nameKey(added)) return added;
    if (nameKey(c.table) === nameKey(table) && nameKey(c.oldColumn ?? '') === nameKey(dropped)) return c.column;
  }
  return undefined;
}
