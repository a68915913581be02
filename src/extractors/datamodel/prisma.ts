import { treeFact } from '../../workspace/fact';
import { inHiddenFolder, isVendoredOrBuilt } from '../../workspace/classify';
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
  return ast.getSchema(compositePathsAsNames(blockCommentsBlanked(text)), options);
}

/**
 * Block comments (`/* … *\/`, which Prisma reads since 6.x) as blanks: prisma-ast's grammar knows only line
 * comments. Each character of a comment but its line breaks becomes a space, so every
 * location stays where it was; a `/*` in a string or after `//` opens none.
 */
export function blockCommentsBlanked(text: string): string {
  if (!text.includes('/*')) return text;
  let out = '';
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (c === '"') {
      // a string, to its closing quote (escapes kept) or the end of its line
      let j = i + 1;
      while (j < text.length && text[j] !== '"' && text[j] !== '\n') j += text[j] === '\\' ? 2 : 1;
      out += text.slice(i, j + 1);
      i = j + 1;
    } else if (c === '/' && text[i + 1] === '/') {
      const end = text.indexOf('\n', i);
      const j = end < 0 ? text.length : end;
      out += text.slice(i, j);
      i = j;
    } else if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      const j = end < 0 ? text.length : end + 2;
      out += text.slice(i, j).replace(/[^\n]/g, ' ');
      i = j;
    } else {
      out += c;
      i++;
    }
  }
  return out;
}

/**
 * MongoDB indexes over a composite type's field (`@@index([snapshot.username])`) name a
 * path prisma-ast's grammar does not take: the dot becomes `_` (same length, so every
 * location stays where it was) in the field lists of block attributes.
 */
function compositePathsAsNames(text: string): string {
  if (!text.includes('@@')) return text;
  return text.replace(/@@\w+\(\s*\[[^\]]*\]/g, (list) => list.replace(/([A-Za-z_]\w*)\.(?=[A-Za-z_])/g, '$1_'));
}

/** Vendored code, build output and scratch copies in hidden folders never hold the project's own schema. */
export function isPrismaSchema(view: TreeView, path: string): boolean {
  return path.endsWith('.prisma') && !isVendoredOrBuilt(view, path) && !inHiddenFolder(path);
}

/** The tree's Prisma schema files (`isPrismaSchema`), in tree order. */
export function prismaSchemas(view: TreeView): string[] {
  return view.filesNamed((n) => n.endsWith('.prisma')).filter((p) => isPrismaSchema(view, p));
}

function dirOf(path: string): string {
  return path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '';
}

/** Folders that hold a Prisma `datasource` block: each is the root of a schema (one file, or a folder of files). */
const prismaSchemaRoots = treeFact((view: TreeView): Set<string> => {
  const roots = new Set<string>();
  const schemas = prismaSchemas(view);
  view.prefetch(schemas);
  for (const p of schemas) {
    if (prismaFile(view, p)?.blocks?.some((b) => b.kind === 'datasource')) roots.add(dirOf(p));
  }
  return roots;
});

/**
 * The folder of the schema a Prisma file belongs to: the nearest folder up the tree that
 * holds the `datasource` block (where `prisma migrate` keeps `migrations/`), else the file's own.
 */
export function prismaSchemaRoot(view: TreeView, path: string): string {
  const roots = prismaSchemaRoots(view);
  for (let dir = dirOf(path); ; dir = dirOf(dir)) {
    if (roots.has(dir)) return dir;
    if (dir === '') return dirOf(path);
  }
}

/**
 * The models of the whole schema a Prisma file belongs to: every `.prisma` file under the
 * nearest folder up the tree that holds the `datasource` (`prisma/schema/` for a schema
 * split over `prisma/schema/*.prisma`, `prismaSchemaFolder`), else the file's own folder.
 * Read from block headers, without parsing.
 */
export const prismaSchemaModels = treeFact((view: TreeView, path: string): ReadonlySet<string> => {
  const root = prismaSchemaRoot(view, path);
  const names = new Set<string>();
  for (const p of prismaSchemas(view)) {
    if (root !== '' && !p.startsWith(`${root}/`)) continue;
    for (const n of prismaFile(view, p)?.declaredModels ?? []) names.add(n);
  }
  return names;
});

/** The Prisma schema file at `path`, read once per tree; its blocks are parsed when asked for. */
export const prismaFile = treeFact((view: TreeView, path: string): PrismaFile | undefined => {
  const text = view.read(path);
  if (text === undefined) return undefined;
  return parsePrismaText(text, path);
});

/** A schema's text as a `PrismaFile` (its blocks parse when asked for). */
export function parsePrismaText(text: string, path: string): PrismaFile {
  return new PrismaFile(text, path);
}

/** A top-level block of a schema (`model X { … }`), told apart without parsing it. */
export interface SchemaBlock {
  /** `model`, `enum`, `datasource`, `generator`, `view`, `type`, or '' when the header is not one word and a name. */
  kind: string;
  name: string;
  text: string;
  /** File line of the block's first line. */
  line: number;
}

/** The blocks of `blocks` that `other` does not hold word for word (as many times). */
export function blocksNotIn(blocks: readonly SchemaBlock[], other: readonly SchemaBlock[]): SchemaBlock[] {
  const left = new Map<string, number>();
  for (const block of other) left.set(block.text, (left.get(block.text) ?? 0) + 1);
  return blocks.filter((block) => {
    const n = left.get(block.text) ?? 0;
    if (n > 0) left.set(block.text, n - 1);
    return n === 0;
  });
}

/**
 * A Prisma schema file. Its top-level blocks are found by a brace scanner and each is
 * parsed (once per text, see `parseBlock`) only when asked for: the models, settings and
 * errors of the blocks a change touched cost what the change does, not what the schema
 * does (a 40 KB schema takes ~0.1 s to parse whole). A file whose braces do not balance,
 * or with a block that does not parse alone, is parsed whole, which reports its error.
 */
export class PrismaFile {
  /** The file's blocks; undefined when they cannot be told apart (unbalanced braces). */
  readonly blocks: readonly SchemaBlock[] | undefined;
  private readonly modelNames: Set<string>;
  private whole?: { blocks: PlacedBlock[]; error?: string };
  private readonly parsedBlocks = new Map<SchemaBlock, PlacedBlock[]>();

  constructor(
    readonly text: string,
    readonly path: string,
  ) {
    // a block comment is no block, and the braces in one none of a block's
    const clean = blockCommentsBlanked(text);
    const spans = splitTopLevelBlocks(clean);
    this.blocks = spans?.map((span) => {
      const source = clean.slice(span.start, span.end);
      const header = /^(\w+)\s+(\w+)\s*\{/.exec(source);
      return { kind: header?.[1] ?? '', name: header?.[2] ?? '', text: source, line: span.line };
    });
    this.modelNames = new Set(this.blocks?.filter((b) => b.kind === 'model').map((b) => b.name));
  }

  /** True once a block did not parse alone (or the blocks could not be told apart): every query then answers for the whole file. */
  get parsedWhole(): boolean {
    return this.whole !== undefined;
  }

  /** The parse error of the file ("line N: message"), parsing every block. */
  get error(): string | undefined {
    return this.errorIn(this.blocks ?? []);
  }

  /** The parse error of the file, when one of these blocks (or the file's layout) does not parse. */
  errorIn(blocks: readonly SchemaBlock[]): string | undefined {
    if (!this.blocks) return this.parseWhole().error;
    for (const block of blocks) this.placed(block);
    return this.whole?.error;
  }

  /** Every model of the file. */
  get models(): DataModel[] {
    return this.modelsIn(this.blocks ?? []);
  }

  /** The names of the models this file declares, read from the block headers without parsing. */
  get declaredModels(): ReadonlySet<string> {
    return this.modelNames;
  }

  /**
   * The models these blocks define (all of the file's when it has to be parsed whole). A
   * field whose type is a model is a relation: `schemaModels` names the models of the whole
   * schema when it spans several files (the file's own, else).
   */
  modelsIn(blocks: readonly SchemaBlock[], schemaModels: ReadonlySet<string> = this.modelNames): DataModel[] {
    const placed = this.placedIn(blocks.filter((b) => b.kind === 'model' || b.kind === ''));
    const parsedNames = new Set<string>();
    if (this.whole) for (const { block } of this.whole.blocks) if (block.type === 'model') parsedNames.add(block.name);
    // asked per field, not copied: a schema of thousands of models costs the fields read
    const isModel = (name: string) => schemaModels.has(name) || this.modelNames.has(name) || parsedNames.has(name);
    const models: DataModel[] = [];
    for (const { block, lineOffset } of placed)
      if (block.type === 'model') models.push(toModel(block, this.path, isModel, lineOffset));
    return models;
  }

  /** The database values of the enum `name` (an enumerator's `@map`, else its name); undefined when the file has no such enum. */
  enumValues(name: string): string[] | undefined {
    const blocks = (this.blocks ?? []).filter((b) => b.kind === '' || (b.kind === 'enum' && b.name === name));
    for (const { block } of this.placedIn(blocks)) {
      if (block.type !== 'enum' || block.name !== name) continue;
      return block.enumerators.flatMap((e) =>
        e.type === 'enumerator' ? [firstString(e.attributes?.find((a) => a.name === 'map')?.args) ?? e.name] : [],
      );
    }
    return undefined;
  }

  /** The datasource settings that shape the schema `prisma migrate` generates. */
  get settings(): SchemaSetting[] {
    const settings: SchemaSetting[] = [];
    for (const { block, lineOffset } of this.placedIn(this.blocksOf('datasource'))) {
      if (block.type !== 'datasource') continue;
      for (const a of block.assignments) {
        if (a.type !== 'assignment' || !SCHEMA_SETTINGS.has(a.key)) continue;
        settings.push({
          key: a.key,
          value: valueText(a.value),
          file: this.path,
          line: lineOfKey(this.text, lineOf(block.location, lineOffset, 1), a.key),
        });
      }
    }
    return settings;
  }

  /** Variables the datasource and generator blocks read with `env("NAME")` (none when they do not parse). */
  get envNames(): string[] {
    const blocks = [...this.blocksOf('datasource'), ...this.blocksOf('generator')];
    if (this.errorIn(blocks)) return [];
    return this.placedIn(blocks).flatMap(({ block }) =>
      block.type === 'datasource' || block.type === 'generator' ? envReadsOf(block.assignments) : [],
    );
  }

  /** Blocks of a kind (and those whose header could not be read, which may be of any). */
  private blocksOf(kind: string): SchemaBlock[] {
    return (this.blocks ?? []).filter((b) => b.kind === kind || b.kind === '');
  }

  /** The parsed blocks, or every block of the file once it had to be parsed whole. */
  private placedIn(blocks: readonly SchemaBlock[]): PlacedBlock[] {
    if (!this.blocks) this.parseWhole();
    const placed = blocks.flatMap((b) => this.placed(b));
    return this.whole ? (this.whole.error ? [] : this.whole.blocks) : placed;
  }

  private placed(block: SchemaBlock): PlacedBlock[] {
    if (this.whole) return [];
    let placed = this.parsedBlocks.get(block);
    if (!placed) {
      const parsed = parseBlock(block.text);
      if (!parsed) {
        this.parseWhole();
        return [];
      }
      placed = parsed.map((b) => ({ block: b, lineOffset: block.line - 1 }));
      this.parsedBlocks.set(block, placed);
    }
    return placed;
  }

  private parseWhole(): { blocks: PlacedBlock[]; error?: string } {
    if (this.whole) return this.whole;
    try {
      this.whole = { blocks: parseSchema(this.text).list.map((block) => ({ block, lineOffset: 0 })) };
    } catch (err) {
      const e = err as { message?: string; token?: { startLine?: number } };
      const line = e.token?.startLine;
      const message = (e.message ?? String(err)).split('\n')[0];
      this.whole = { blocks: [], error: `${line && Number.isFinite(line) ? `line ${line}: ` : ''}${message}` };
    }
    return this.whole;
  }
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
 * A block's text parsed alone, once per text: the base and head versions of a large
 * schema share all but a block or two. Undefined when it does not parse alone.
 */
function parseBlock(source: string): Block[] | undefined {
  let parsed = blockCache.get(source);
  if (!parsed) {
    try {
      parsed = parseSchema(source).list.filter((b) => b.type !== 'break' && b.type !== 'comment');
    } catch {
      return undefined;
    }
    if (blockCache.size >= MAX_CACHED_BLOCKS) blockCache.delete(blockCache.keys().next().value!);
    blockCache.set(source, parsed);
  }
  return parsed;
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

function toModel(block: Model, path: string, isModel: (name: string) => boolean, lineOffset: number): DataModel {
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
    const relationOnly = isModel(typeName) && !SCALARS.has(typeName);
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
      const unique = attr.name === 'unique' || attr.name === 'id';
      indexes.push({
        columns: cols,
        unique,
        line: lineOf(attr.location, lineOffset, lineOf(block.location, lineOffset, 0)),
        // Prisma names an index `Model_a_b_key` (unique) or `Model_a_b_idx` unless `map:` says otherwise
        name: namedString(attr.args, 'map') ?? `${table}_${cols.join('_')}_${unique ? 'key' : 'idx'}`,
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

/** The type a Prisma field's type text names (`GithubUser` of `GithubUser[]`, `Status` of `Status @db.Text`). */
export function prismaTypeName(type: string): string {
  return type.split(/[[\s?]/)[0];
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

/** A named argument's string (`map: "users_email_key"`). */
function namedString(args: AttributeArgument[] | undefined, key: string): string | undefined {
  for (const a of args ?? []) {
    const v = a.value;
    if (typeof v === 'object' && v !== null && !Array.isArray(v) && v.type === 'keyValue' && v.key === key) {
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
      const args = (v as { args?: unknown }).args;
      return Array.isArray(args) ? args.map((x) => (typeof x === 'string' ? x : valueText(x))) : [];
    }
  }
  return [];
}

/**
 * A value as comparable text. `field(sort: Desc)` and similar index entries reduce to the
 * field name. Every shape prisma-ast gives is handled (`[]` comes as an array without
 * `args`): a schema the parser accepts never makes a rule fail.
 */
function valueText(v: unknown): string {
  if (v === undefined || v === null) return '';
  if (typeof v === 'string') return unquote(v);
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (Array.isArray(v)) return `[${v.map(valueText).join(', ')}]`;
  if (typeof v !== 'object') return '';
  const node = v as { type?: unknown; name?: unknown; args?: unknown; key?: unknown; value?: unknown };
  if (node.type === 'function') return typeof node.name === 'string' ? node.name : '';
  if (node.type === 'array') return valueText(Array.isArray(node.args) ? node.args : []);
  if (node.type === 'keyValue') return `${String(node.key)}: ${valueText(node.value)}`;
  return '';
}

function argsText(attr: Attribute): string {
  if (!attr.args?.length) return '';
  return `(${attr.args.map((a) => valueText(a.value)).join(', ')})`;
}

function defaultText(attrs: Attribute[]): string | undefined {
  const d = attrs.find((a) => a.name === 'default' && !a.group);
  if (!d) return undefined;
  return argsText(d);
}

/** Line of `key =` inside a block (assignments carry no location of their own). */
function lineOfKey(text: string, fromLine: number, key: string): number {
  // line by line from the start, no further than the key: a schema of thousands of models is not split
  let line = 1;
  for (let at = 0; at <= text.length; line++) {
    const nl = text.indexOf('\n', at);
    const end = nl < 0 ? text.length : nl;
    if (line >= fromLine) {
      const l = text.slice(at, end);
      if (l.trimStart().startsWith(key) && /^\s*\w+\s*=/.test(l) && l.trim().split(/\s|=/)[0] === key) return line;
    }
    if (nl < 0) break;
    at = nl + 1;
  }
  return fromLine;
}
