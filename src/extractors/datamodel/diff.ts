import { changeFact } from '../../workspace/fact';
import type { ChangeSet } from '../../git/changeset';
import type { Workspace } from '../../workspace/workspace';
import { isModelFileCandidate, modelsOfFile } from './index';
import { blocksNotIn, prismaFile, prismaSchemaModels, type SchemaBlock } from './prisma';
import { hasNativeEnums } from './engine';
import type { DataModel, ModelField, SchemaSetting } from './types';

export type SchemaChangeKind =
  | 'model-added'
  | 'model-removed'
  | 'table-renamed'
  | 'field-added'
  | 'field-removed'
  | 'field-renamed'
  | 'column-renamed'
  | 'field-type'
  | 'field-nullability'
  | 'unique-added'
  | 'index-added'
  | 'setting-changed'
  | 'enum-changed';

/** One difference between the base and head data models that the database must follow. */
export interface SchemaChange {
  kind: SchemaChangeKind;
  model: string;
  /** Database table (head name; base name for a removed model). */
  table: string;
  /** Table name in the base tree, when it differs. */
  oldTable?: string;
  orm: DataModel['orm'];
  /** Where to report: a head file and line, or the base file for a deleted schema file. */
  file: string;
  line: number;
  /** True when file/line point into the base tree (the schema file was deleted). */
  inBase?: boolean;
  field?: string;
  column?: string;
  oldField?: string;
  oldColumn?: string;
  /** Columns of an added index. */
  columns?: string[];
  /** An enum's database values the change adds and removes (`enum-changed`). */
  values?: { added: string[]; removed: string[] };
  /** A Drizzle table variable, for matching code references. */
  variable?: string;
  description: string;
  /**
   * What applying the change without a migration (`prisma db push`, `drizzle-kit push`)
   * does to existing rows, when it loses data or cannot apply: "drops column memo and its
   * values". Undefined when existing rows come through.
   */
  dataLoss?: string;
}

const key = (s: string) => s.toLowerCase();

/** Changed files (base and head paths) that define data models or datasource settings. */
function changedModelFiles(changes: ChangeSet, ws: Workspace): { base: string[]; head: string[] } {
  const base: string[] = [];
  const head: string[] = [];
  for (const f of changes.files) {
    if (f.submodule) continue;
    if (f.status !== 'deleted' && isModelFileCandidate(ws.head, f.path)) head.push(f.path);
    const basePath = f.status === 'added' || f.status === 'copied' ? undefined : (f.oldPath ?? f.path);
    if (basePath && isModelFileCandidate(ws.base, basePath)) base.push(basePath);
  }
  return { base, head };
}

/**
 * Differences between the data models of the base and the head, over the files the change
 * touched. Models are compared by meaning (names, columns, types, nullability, indexes), so
 * comments, formatting, reordering and relation-only fields never count.
 */
export function schemaChanges(changes: ChangeSet, ws: Workspace): SchemaChange[] {
  return changesOfSchema(ws);
}

const changesOfSchema = changeFact((ws: Workspace): SchemaChange[] => computeChanges(ws.changes, ws));

function computeChanges(changes: ChangeSet, ws: Workspace): SchemaChange[] {
  const files = changedModelFiles(changes, ws);
  const isPrisma = (p: string) => p.endsWith('.prisma');
  const compared = changedPrismaBlocks(changes, ws, files);
  // A Prisma schema that does not parse is a preflight gap; comparing it would report
  // every model as removed.
  const broken =
    files.head.some((p) => isPrisma(p) && prismaFile(ws.head, p)?.errorIn(compared.head(p))) ||
    files.base.some((p) => isPrisma(p) && prismaFile(ws.base, p)?.errorIn(compared.base(p)));
  if (broken) {
    files.head = files.head.filter((p) => !isPrisma(p));
    files.base = files.base.filter((p) => !isPrisma(p));
  }
  const models = (view: Workspace['head'], blocks: (path: string) => readonly SchemaBlock[], paths: string[]) =>
    paths.flatMap((p) =>
      isPrisma(p)
        ? (prismaFile(view, p)?.modelsIn(blocks(p), prismaSchemaModels(view, p)) ?? [])
        : modelsOfFile(view, p),
    );
  let baseModels = models(ws.base, compared.base, files.base);
  let headModels = models(ws.head, compared.head, files.head);
  if (
    files.head.some((p) => isPrisma(p) && prismaFile(ws.head, p)?.parsedWhole) ||
    files.base.some((p) => isPrisma(p) && prismaFile(ws.base, p)?.parsedWhole)
  ) {
    // A schema parsed whole gives every model: compare every model of both sides.
    baseModels = files.base.flatMap((p) => modelsOfFile(ws.base, p));
    headModels = files.head.flatMap((p) => modelsOfFile(ws.head, p));
  }
  const out: SchemaChange[] = [];
  const headByName = new Map(headModels.map((m) => [`${m.orm}:${m.name}`, m]));
  const baseByName = new Map(baseModels.map((m) => [`${m.orm}:${m.name}`, m]));
  const headByTable = new Map(headModels.map((m) => [`${m.orm}:${key(m.table)}`, m]));
  const matched = new Set<DataModel>();
  // a model is its own file's first: two files may declare the same tables (a package's copy
  // of the app's schema), and each base model has its counterpart in its file
  const headInFile = new Map<string, DataModel>();
  for (const m of headModels) {
    for (const k of [`${m.file}\0${m.orm}:${m.name}`, `${m.file}\0${m.orm}:t:${key(m.table)}`])
      if (!headInFile.has(k)) headInFile.set(k, m);
  }
  const inFile = (b: DataModel) =>
    [headInFile.get(`${b.file}\0${b.orm}:${b.name}`), headInFile.get(`${b.file}\0${b.orm}:t:${key(b.table)}`)].find(
      (m) => m !== undefined && !matched.has(m),
    );

  for (const b of baseModels) {
    const h = inFile(b) ?? headByName.get(`${b.orm}:${b.name}`) ?? headByTable.get(`${b.orm}:${key(b.table)}`);
    if (!h || matched.has(h)) {
      const where = removalSite(changes, ws, b);
      out.push({
        kind: 'model-removed',
        model: b.name,
        table: b.table,
        orm: b.orm,
        ...where,
        variable: b.variable,
        description: `model ${b.name} (table ${b.table}) was removed`,
        dataLoss: `drops table ${b.table} and every row in it`,
      });
      continue;
    }
    matched.add(h);
    if (key(h.table) !== key(b.table)) {
      out.push({
        kind: 'table-renamed',
        model: h.name,
        table: h.table,
        oldTable: b.table,
        orm: h.orm,
        file: h.file,
        line: h.line,
        description: `table of ${h.name} was renamed from ${b.table} to ${h.table}`,
        dataLoss: `drops table ${b.table} with its rows and creates an empty ${h.table}`,
      });
    }
    out.push(...fieldChanges(b, h));
  }
  for (const h of headModels) {
    if (matched.has(h) || baseByName.has(`${h.orm}:${h.name}`)) continue;
    out.push({
      kind: 'model-added',
      model: h.name,
      table: h.table,
      orm: h.orm,
      file: h.file,
      line: h.line,
      variable: h.variable,
      description: `model ${h.name} (table ${h.table}) was added`,
    });
  }
  out.push(...settingChanges(files, ws));
  if (!broken) out.push(...enumChanges(changes, ws, files, compared.head));
  return out;
}

/**
 * Values added to or removed from a Prisma enum that both versions declare, where the
 * database holds the enum as a type of its own (PostgreSQL, CockroachDB) or in the
 * column's definition (MySQL): the database must follow (`ALTER TYPE … ADD VALUE`), and
 * a removed value fails on the rows that hold it. A new enum comes with the field that
 * uses it, reported there.
 */
function enumChanges(
  changes: ChangeSet,
  ws: Workspace,
  files: { base: string[]; head: string[] },
  headBlocks: (path: string) => readonly SchemaBlock[],
): SchemaChange[] {
  const out: SchemaChange[] = [];
  const baseSet = new Set(files.base);
  for (const path of files.head) {
    if (!path.endsWith('.prisma') || !hasNativeEnums(ws.head, path)) continue;
    const oldPath = changes.file(path)?.oldPath ?? path;
    const h = prismaFile(ws.head, path);
    const b = baseSet.has(oldPath) ? prismaFile(ws.base, oldPath) : undefined;
    if (!h || !b) continue;
    for (const block of headBlocks(path)) {
      if (block.kind !== 'enum') continue;
      const [before, after] = [b.enumValues(block.name), h.enumValues(block.name)];
      if (!before || !after) continue;
      const added = after.filter((v) => !before.includes(v));
      const removed = before.filter((v) => !after.includes(v));
      if (added.length === 0 && removed.length === 0) continue;
      const lines = block.text.split('\n');
      const at = lines.findIndex((l, i) => i > 0 && added.some((v) => l.trim().split(/[\s@]/)[0] === v));
      const described = [
        ...(added.length ? [`gains ${added.join(', ')}`] : []),
        ...(removed.length ? [`loses ${removed.join(', ')}`] : []),
      ].join(' and ');
      // the type's name in the database: the enum's `@@map`, else its name
      const mapped = /@@map\(\s*"([^"]+)"\s*\)/.exec(block.text)?.[1];
      out.push({
        kind: 'enum-changed',
        model: block.name,
        table: mapped ?? block.name,
        orm: 'prisma',
        file: path,
        line: block.line + Math.max(at, 0),
        values: { added, removed },
        description: `enum ${block.name} ${described}`,
        ...(removed.length ? { dataLoss: `fails on the rows that hold ${removed.join(', ')}` } : {}),
      });
    }
  }
  return out;
}

/**
 * The blocks of each changed Prisma schema to compare: those whose text is not in the
 * other version of the same file. A block both versions hold word for word defines the
 * same model in both (its relations too, while the file's model names stay the same), so
 * the comparison, and the parsing, cost what the change does. All blocks of a file whose
 * model names changed, that has no counterpart, or whose blocks cannot be told apart.
 */
function changedPrismaBlocks(
  changes: ChangeSet,
  ws: Workspace,
  files: { base: string[]; head: string[] },
): { base: (path: string) => readonly SchemaBlock[]; head: (path: string) => readonly SchemaBlock[] } {
  const base = new Map<string, readonly SchemaBlock[]>();
  const head = new Map<string, readonly SchemaBlock[]>();
  const baseSet = new Set(files.base);
  for (const path of files.head) {
    if (!path.endsWith('.prisma')) continue;
    const changed = changes.file(path);
    const oldPath = changed?.oldPath ?? path;
    const h = prismaFile(ws.head, path);
    const b = baseSet.has(oldPath) ? prismaFile(ws.base, oldPath) : undefined;
    if (!h?.blocks || !b?.blocks) continue;
    // Outside the diff's hunks the two versions hold the same blocks, in the same order:
    // only the blocks the hunks reach are compared (a schema of thousands of models costs
    // what the change does). Without hunks, every block.
    const hunks = changed?.hunks ?? [];
    const [hs, bs] =
      hunks.length > 0
        ? [
            blocksReached(
              h.blocks,
              hunks.map((k) => [k.newStart, k.newStart + Math.max(k.newLines, 1) - 1]),
            ),
            blocksReached(
              b.blocks,
              hunks.map((k) => [k.oldStart, k.oldStart + Math.max(k.oldLines, 1) - 1]),
            ),
          ]
        : [h.blocks, b.blocks];
    // (the reached blocks of the two sides name different models, as where a model was
    // added or renamed: every block is compared, the relations read through the names)
    if (!sameModelNames(hs, bs)) continue;
    head.set(path, blocksNotIn(hs, bs));
    base.set(oldPath, blocksNotIn(bs, hs));
  }
  return {
    base: (path) => base.get(path) ?? prismaFile(ws.base, path)?.blocks ?? [],
    head: (path) => head.get(path) ?? prismaFile(ws.head, path)?.blocks ?? [],
  };
}

/**
 * The blocks (in file order) whose lines, up to the next block, meet one of the line
 * ranges: a range in the gap after a block reaches that block too. Each range finds its
 * first block by halves: a schema of thousands of models costs the blocks reached.
 */
function blocksReached(blocks: readonly SchemaBlock[], ranges: [number, number][]): SchemaBlock[] {
  const reached = new Set<number>();
  for (const [from, to] of ranges) {
    // the last block that starts at or before `from` (its lines run to the next block's start)
    let lo = 0;
    let hi = blocks.length - 1;
    let first = 0;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      if (blocks[mid].line <= from) {
        first = mid;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    for (let i = first; i < blocks.length && blocks[i].line <= to; i++) {
      const end = i + 1 < blocks.length ? blocks[i + 1].line - 1 : Infinity;
      if (from <= end) reached.add(i);
    }
  }
  return [...reached].sort((a, b) => a - b).map((i) => blocks[i]);
}

/** The two lists name the same models (as many times each). */
function sameModelNames(a: readonly SchemaBlock[], b: readonly SchemaBlock[]): boolean {
  const count = new Map<string, number>();
  const tally = (blocks: readonly SchemaBlock[], by: number) => {
    for (const x of blocks) {
      if (x.kind !== 'model' && x.kind !== '') continue;
      const key = `${x.kind} ${x.name}`;
      count.set(key, (count.get(key) ?? 0) + by);
    }
  };
  tally(a, 1);
  tally(b, -1);
  for (const n of count.values()) if (n !== 0) return false;
  return true;
}

/** Where a removed model is reported: its old file in the head when it still exists, else the base file. */
function removalSite(
  changes: ChangeSet,
  ws: Workspace,
  b: DataModel,
): { file: string; line: number; inBase?: boolean } {
  const renamed = changes.files.find((f) => (f.oldPath ?? f.path) === b.file && f.status !== 'deleted');
  if (renamed && ws.head.exists(renamed.path)) {
    return { file: renamed.path, line: renamed.hunks[0]?.newStart || 1 };
  }
  return { file: b.file, line: b.line, inBase: true };
}

function columnFields(m: DataModel): ModelField[] {
  return m.fields.filter((f) => !f.relationOnly);
}

function fieldChanges(b: DataModel, h: DataModel): SchemaChange[] {
  const out: SchemaChange[] = [];
  const common = { model: h.name, table: h.table, orm: h.orm, file: h.file, variable: h.variable };
  const baseFields = columnFields(b);
  const headFields = columnFields(h);
  const headByName = new Map(headFields.map((f) => [f.name, f]));
  const baseByName = new Map(baseFields.map((f) => [f.name, f]));
  let removed = baseFields.filter((f) => !headByName.has(f.name));
  let added = headFields.filter((f) => !baseByName.has(f.name));

  // A field renamed in code only: the property changed, the column (`@map`) did not. Any
  // other removed/added pair is a drop and an add, as the migration tools themselves see it;
  // a RENAME COLUMN in the migration tells the rename apart.
  for (const r of [...removed]) {
    const a = added.find((x) => key(x.column) === key(r.column));
    if (!a) continue;
    removed = removed.filter((x) => x !== r);
    added = added.filter((x) => x !== a);
    const columnChanged = key(a.column) !== key(r.column);
    out.push({
      ...common,
      kind: 'field-renamed',
      line: a.line,
      field: a.name,
      column: a.column,
      oldField: r.name,
      oldColumn: r.column,
      description: columnChanged
        ? `${h.name}.${r.name} was renamed to ${a.name} (column ${r.column} → ${a.column})`
        : `${h.name}.${r.name} was renamed to ${a.name} (column ${a.column} unchanged)`,
      ...(columnChanged ? { dataLoss: `drops column ${r.column} with its values and adds an empty ${a.column}` } : {}),
    });
  }
  for (const r of removed) {
    out.push({
      ...common,
      kind: 'field-removed',
      line: nearestLine(h, r),
      field: r.name,
      column: r.column,
      oldField: r.name,
      oldColumn: r.column,
      description: `${h.name}.${r.name} (column ${r.column}) was removed`,
      dataLoss: `drops column ${h.table}.${r.column} and its values`,
    });
  }
  for (const a of added) {
    out.push({
      ...common,
      kind: 'field-added',
      line: a.line,
      field: a.name,
      column: a.column,
      description: `${h.name}.${a.name} (column ${a.column}) was added`,
      ...(!a.nullable && a.default === undefined
        ? { dataLoss: `cannot add the required column ${h.table}.${a.column} without a default to existing rows` }
        : {}),
    });
  }
  for (const hf of headFields) {
    const bf = baseByName.get(hf.name);
    if (!bf) continue;
    const f = { ...common, line: hf.line, field: hf.name, column: hf.column };
    if (key(bf.column) !== key(hf.column)) {
      out.push({
        ...f,
        kind: 'column-renamed',
        oldField: bf.name,
        oldColumn: bf.column,
        description: `the column of ${h.name}.${hf.name} was renamed from ${bf.column} to ${hf.column}`,
        dataLoss: `drops column ${bf.column} with its values and adds an empty ${hf.column}`,
      });
    }
    if (bf.type !== hf.type) {
      out.push({
        ...f,
        kind: 'field-type',
        description: `${h.name}.${hf.name} changed type from ${bf.type} to ${hf.type}`,
        ...(typeWidens(bf.type, hf.type)
          ? {}
          : { dataLoss: `casts or drops the existing values of ${h.table}.${hf.column} (${bf.type} → ${hf.type})` }),
      });
    }
    if (!!bf.nullable !== !!hf.nullable) {
      out.push({
        ...f,
        kind: 'field-nullability',
        description: `${h.name}.${hf.name} became ${hf.nullable ? 'nullable' : 'required (NOT NULL)'}`,
        ...(hf.nullable ? {} : { dataLoss: `fails on existing rows whose ${h.table}.${hf.column} is NULL` }),
      });
    }
    if (hf.unique && !bf.unique) {
      out.push({ ...f, kind: 'unique-added', columns: [hf.column], description: `${h.name}.${hf.name} became unique` });
    }
  }
  const indexKey = (cols: string[], unique: boolean) => `${unique ? 'u' : 'i'}:${cols.map(key).join(',')}`;
  const baseIdx = new Set((b.indexes ?? []).map((i) => indexKey(i.columns, i.unique)));
  for (const idx of h.indexes ?? []) {
    if (baseIdx.has(indexKey(idx.columns, idx.unique))) continue;
    out.push({
      ...common,
      kind: idx.unique ? 'unique-added' : 'index-added',
      line: idx.line,
      columns: idx.columns,
      description: `${idx.unique ? 'a unique constraint' : 'an index'} on ${h.table}(${idx.columns.join(', ')}) was added`,
    });
  }
  return out;
}

/** Integer and float kinds, narrowest first: a move to a later one keeps every value. */
const NUMERIC_WIDTHS = [
  'smallint',
  'int',
  'integer',
  'int4',
  'bigint',
  'int8',
  'float',
  'real',
  'double',
  'decimal',
  'numeric',
];

/**
 * A type change that keeps every existing value: a wider number, a longer or unbounded
 * string, or any type to text. Anything else may narrow, and is treated as lossy.
 */
export function typeWidens(from: string | undefined, to: string | undefined): boolean {
  if (from === undefined || to === undefined) return false;
  const norm = (t: string) => t.toLowerCase().replace(/\s+/g, ' ').trim();
  const [a, b] = [norm(from), norm(to)];
  if (a.endsWith('[]') !== b.endsWith('[]')) return false;
  const baseName = (t: string) => /[a-z0-9]+/.exec(t.replace(/^@?(db\.)?/, ''))?.[0] ?? t;
  const textual = (t: string) => /\b(string|text|varchar|char|citext)\b/.test(t);
  const length = (t: string) => Number(/\((\d+)\)/.exec(t)?.[1] ?? Infinity);
  if (textual(b)) {
    if (!textual(a)) return /\b(string|text)\b/.test(b) && !/\(\d+\)/.test(b);
    return length(b) >= length(a);
  }
  const [ai, bi] = [NUMERIC_WIDTHS.indexOf(baseName(a)), NUMERIC_WIDTHS.indexOf(baseName(b))];
  return ai >= 0 && bi >= 0 && bi >= ai;
}

/** The head line of the field that followed a removed one (or the model line). */
function nearestLine(h: DataModel, removed: ModelField): number {
  const after = h.fields.find((f) => f.line > 0 && f.line >= removed.line);
  return after?.line ?? h.line;
}

function settingChanges(files: { base: string[]; head: string[] }, ws: Workspace): SchemaChange[] {
  const collect = (view: Workspace['head'], paths: string[]) =>
    paths.filter((p) => p.endsWith('.prisma')).flatMap((p) => prismaFile(view, p)?.settings ?? []);
  const base = new Map(collect(ws.base, files.base).map((s) => [s.key, s]));
  const out: SchemaChange[] = [];
  for (const s of collect(ws.head, files.head)) {
    const b: SchemaSetting | undefined = base.get(s.key);
    const before = b?.value ?? defaultSetting(s.key);
    if (before === s.value) continue;
    out.push({
      kind: 'setting-changed',
      model: 'datasource',
      table: '',
      orm: 'prisma',
      file: s.file,
      line: s.line,
      description: `datasource ${s.key} changed from ${before || '(unset)'} to ${s.value}`,
    });
  }
  return out;
}

function defaultSetting(k: string): string {
  return k === 'relationMode' || k === 'referentialIntegrity' ? 'foreignKeys' : '';
}
