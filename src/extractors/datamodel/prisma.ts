import type * as PrismaAst from '@mrleebo/prisma-ast';
import type {
  Attribute,
  AttributeArgument,
  Block,
  BlockAttribute,
  Field,
  Model,
  PrismaParser,
  Schema,
  Value,
} from '@mrleebo/prisma-ast';
import type { TreeView } from '../../workspace/workspace';
import type { DataModel, ModelField, ModelIndex, SchemaSetting } from './types';

/** A parsed Prisma schema file: its models, the datasource settings that shape the schema, or why it failed. */
export interface PrismaFile {
  models: DataModel[];
  settings: SchemaSetting[];
  /** Variables the datasource and generator blocks read with `env("NAME")`. */
  envNames: string[];
  /** Parse error ("line N: message") when the file is not a valid Prisma schema. */
  error?: string;
}

const SCALARS = new Set(['String', 'Boolean', 'Int', 'BigInt', 'Float', 'Decimal', 'DateTime', 'Json', 'Bytes']);

/** Datasource keys whose value changes what `prisma migrate` generates. */
const SCHEMA_SETTINGS = new Set(['provider', 'relationMode', 'referentialIntegrity', 'schemas', 'extensions']);

let ast: typeof PrismaAst | undefined;
let options:
  { parser: PrismaParser; visitor: InstanceType<ReturnType<typeof PrismaAst.VisitorClassFactory>> } | undefined;

/**
 * Parses with location tracking so fields and models carry their lines. The parser is
 * loaded on first use: a change without Prisma schemas never pays for it. prisma-ast
 * builds its default parser with the gate's options (prisma-ast-config.ts): building a
 * parser is most of its start-up, so a second one is built only if those were not applied.
 */
function parseSchema(text: string): Schema {
  if (!ast) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    ast = require('@mrleebo/prisma-ast') as typeof PrismaAst;
    const probe = ast.getSchema('model M {\n  id Int\n}\n').list.find((b) => b.type === 'model');
    if (probe?.location?.startLine !== 1) {
      const parser = new ast.PrismaParser({ nodeLocationTracking: 'full' });
      const Visitor = ast.VisitorClassFactory(parser);
      options = { parser, visitor: new Visitor() };
    }
  }
  // Each text is parsed once: blocks are kept by `parseBlocks`, files by `prismaFile`.
  return ast.getSchema(text, options);
}

/** The Prisma schema file at `path`, parsed once per tree. */
export function prismaFile(view: TreeView, path: string): PrismaFile | undefined {
  return view.cached(`datamodel:prisma:${path}`, () => {
    const text = view.read(path);
    if (text === undefined) return undefined;
    return parsePrismaText(text, path);
  });
}

export function parsePrismaText(text: string, path: string): PrismaFile {
  let blocks: PlacedBlock[];
  try {
    blocks = parseBlocks(text);
  } catch (err) {
    const e = err as { message?: string; token?: { startLine?: number } };
    const line = e.token?.startLine;
    const message = (e.message ?? String(err)).split('\n')[0];
    return {
      models: [],
      settings: [],
      envNames: [],
      error: `${line && Number.isFinite(line) ? `line ${line}: ` : ''}${message}`,
    };
  }
  const names = new Set<string>();
  const enums = new Set<string>();
  for (const { block } of blocks) {
    if (block.type === 'model') names.add(block.name);
    if (block.type === 'enum') enums.add(block.name);
  }
  const models: DataModel[] = [];
  const settings: SchemaSetting[] = [];
  const envNames: string[] = [];
  for (const { block, lineOffset } of blocks) {
    if (block.type === 'model') models.push(toModel(block, path, names, lineOffset));
    if (block.type === 'datasource' || block.type === 'generator') envNames.push(...envReadsOf(block.assignments));
    if (block.type === 'datasource') {
      for (const a of block.assignments) {
        if (a.type !== 'assignment' || !SCHEMA_SETTINGS.has(a.key)) continue;
        settings.push({
          key: a.key,
          value: valueText(a.value),
          file: path,
          line: lineOfKey(text, lineOf(block.location, lineOffset, 1), a.key),
        });
      }
    }
  }
  return { models, settings, envNames };
}

/** A parsed top-level block, and how many lines of the file come before the text it was parsed from. */
interface PlacedBlock {
  block: Block;
  lineOffset: number;
}

/** The file line of a location in a block parsed with `lineOffset` lines before it. */
function lineOf(location: { startLine?: number } | undefined, lineOffset: number, fallback: number): number {
  return location?.startLine === undefined ? fallback : location.startLine + lineOffset;
}

/** Parsed top-level blocks by their text: a change's two versions of a schema share most of theirs. */
const blockCache = new Map<string, Block[]>();
const MAX_CACHED_BLOCKS = 20_000;

/**
 * The blocks of a schema, each parsed once per text: the base and head versions of a
 * large schema differ in a block or two, and parsing is the cost (~0.1 s per version of
 * a 40 KB schema). A schema whose blocks cannot be told apart (unbalanced braces), or
 * with a block that does not parse alone, is parsed whole, which reports its error.
 */
function parseBlocks(text: string): PlacedBlock[] {
  const spans = splitTopLevelBlocks(text);
  const placed: PlacedBlock[] = [];
  try {
    for (const span of spans ?? []) {
      const source = text.slice(span.start, span.end);
      let parsed = blockCache.get(source);
      if (!parsed) {
        parsed = parseSchema(source).list.filter((b) => b.type !== 'break' && b.type !== 'comment');
        if (blockCache.size >= MAX_CACHED_BLOCKS) blockCache.delete(blockCache.keys().next().value!);
        blockCache.set(source, parsed);
      }
      for (const block of parsed) placed.push({ block, lineOffset: span.line - 1 });
    }
  } catch {
    return wholeSchema(text);
  }
  return spans ? placed : wholeSchema(text);
}

function wholeSchema(text: string): PlacedBlock[] {
  return parseSchema(text).list.map((block) => ({ block, lineOffset: 0 }));
}

/**
 * Where each top-level block (`model X { … }`, `datasource db { … }`) starts and ends,
 * with its first line: braces are counted outside `//` comments and strings. Undefined
 * when the braces do not balance.
 */
export function splitTopLevelBlocks(text: string): { start: number; end: number; line: number }[] | undefined {
  const spans: { start: number; end: number; line: number }[] = [];
  let depth = 0;
  let start = -1;
  let startLine = 1;
  let line = 1;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '\n') {
      line++;
      continue;
    }
    if (c === '/' && text[i + 1] === '/') {
      const nl = text.indexOf('\n', i);
      if (nl < 0) break;
      i = nl - 1;
      continue;
    }
    if (start < 0 && depth === 0 && c.trim() !== '') {
      start = i;
      startLine = line;
    }
    if (c === '"') {
      // strings do not span lines in a Prisma schema
      for (i++; i < text.length && text[i] !== '"' && text[i] !== '\n'; i++) if (text[i] === '\\') i++;
      if (text[i] === '\n') line++;
    } else if (c === '{') {
      depth++;
    } else if (c === '}') {
      if (--depth < 0) return undefined;
      if (depth === 0) {
        spans.push({ start, end: i + 1, line: startLine });
        start = -1;
      }
    }
  }
  return depth === 0 && start < 0 ? spans : undefined;
}

interface PrismaFunc {
  type: 'function';
  name: string;
  params: unknown[];
}

/** `url = env("DATABASE_URL")`: the names of the variables a block's assignments read. */
function envReadsOf(assignments: readonly { type: string; value?: unknown }[]): string[] {
  const names: string[] = [];
  for (const a of assignments) {
    if (a.type !== 'assignment') continue;
    const v = a.value as PrismaFunc | string;
    if (typeof v === 'object' && v !== null && v.type === 'function' && v.name === 'env') {
      const p = v.params[0];
      if (typeof p === 'string') names.push(p.replace(/^"|"$/g, ''));
    }
  }
  return names;
}

function toModel(block: Model, path: string, modelNames: Set<string>, lineOffset: number): DataModel {
  const fields: ModelField[] = [];
  const indexes: ModelIndex[] = [];
  let table = block.name;
  const columnOf = new Map<string, string>();
  for (const p of block.properties) {
    if (p.type !== 'field') continue;
    const field = p as Field;
    const attrs = field.attributes ?? [];
    const map = attrs.find((a) => a.name === 'map' && !a.group);
    const column = (map && firstString(map.args)) ?? field.name;
    columnOf.set(field.name, column);
    const typeName = typeof field.fieldType === 'string' ? field.fieldType : field.fieldType.name;
    // A field whose type is another model (or a list of one) is the Prisma client's view of a
    // relation: the column, if any, is the scalar named in `@relation(fields: [...])`.
    const relationOnly = modelNames.has(typeName) && !SCALARS.has(typeName);
    const dbAttr = attrs.find((a) => a.group === 'db');
    fields.push({
      name: field.name,
      column,
      line: lineOf(field.location, lineOffset, 0),
      type: `${typeName}${field.array ? '[]' : ''}${dbAttr ? ` @db.${dbAttr.name}${argsText(dbAttr)}` : ''}`,
      nullable: field.optional === true,
      relationOnly,
      unique: attrs.some((a) => a.name === 'unique' && !a.group),
      default: defaultText(attrs),
    });
  }
  for (const p of block.properties) {
    if (p.type !== 'attribute') continue;
    const attr = p as BlockAttribute;
    if (attr.name === 'map') {
      table = firstString(attr.args) ?? table;
    } else if (attr.name === 'index' || attr.name === 'unique' || attr.name === 'id' || attr.name === 'fulltext') {
      const cols = firstArray(attr.args).map((f) => columnOf.get(f) ?? f);
      indexes.push({
        columns: cols,
        unique: attr.name === 'unique' || attr.name === 'id',
        line: lineOf(attr.location, lineOffset, lineOf(block.location, lineOffset, 0)),
      });
    }
  }
  return {
    name: block.name,
    table,
    file: path,
    line: lineOf(block.location, lineOffset, 0),
    orm: 'prisma',
    fields,
    indexes,
  };
}

function unquote(s: string): string {
  return s.replace(/^"(.*)"$/s, '$1');
}

function firstString(args: AttributeArgument[] | undefined): string | undefined {
  for (const a of args ?? []) {
    const v = a.value;
    if (typeof v === 'string') return unquote(v);
    if (typeof v === 'object' && v !== null && !Array.isArray(v) && v.type === 'keyValue' && v.key === 'name') {
      if (typeof v.value === 'string') return unquote(v.value);
    }
  }
  return undefined;
}

function firstArray(args: AttributeArgument[] | undefined): string[] {
  for (const a of args ?? []) {
    let v: unknown = a.value;
    if (typeof v === 'object' && v !== null && (v as { type?: string }).type === 'keyValue') {
      const kv = v as { key: string; value: Value };
      if (kv.key !== 'fields') continue;
      v = kv.value;
    }
    if (typeof v === 'object' && v !== null && (v as { type?: string }).type === 'array') {
      return (v as { args: unknown[] }).args.map((x) => (typeof x === 'string' ? x : valueText(x as Value)));
    }
  }
  return [];
}

/** `field(sort: Desc)` and similar index entries reduce to the field name. */
function valueText(v: Value | undefined): string {
  if (v === undefined) return '';
  if (typeof v === 'string') return unquote(v);
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (Array.isArray(v)) return `[${v.map(valueText).join(', ')}]`;
  if (v.type === 'function') return v.name;
  if (v.type === 'array') return `[${v.args.join(', ')}]`;
  return '';
}

function argsText(attr: Attribute): string {
  if (!attr.args?.length) return '';
  return `(${attr.args.map((a) => (typeof a.value === 'object' && !Array.isArray(a.value) && a.value.type === 'keyValue' ? `${a.value.key}: ${valueText(a.value.value)}` : valueText(a.value as Value))).join(', ')})`;
}

function defaultText(attrs: Attribute[]): string | undefined {
  const d = attrs.find((a) => a.name === 'default' && !a.group);
  if (!d) return undefined;
  return argsText(d);
}

/** Line of `key =` inside a block (assignments carry no location of their own). */
function lineOfKey(text: string, fromLine: number, key: string): number {
  const lines = text.split('\n');
  for (let i = Math.max(0, fromLine - 1); i < lines.length; i++) {
    if (lines[i].trimStart().startsWith(key) && /^\s*\w+\s*=/.test(lines[i])) {
      if (lines[i].trim().split(/\s|=/)[0] === key) return i + 1;
    }
  }
  return fromLine;
}
