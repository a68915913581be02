import { readFileSync } from 'node:fs';
import releasesFile from './tables/releases.json';

/**
 * The API surface of every major of the `stripe` package the gate knows, extracted from
 * their TypeScript declarations by scripts/stripe-tables.mjs into one merged table (see
 * scripts/stripe-tables/merge.mjs for the stored format) and read here one major at a
 * time. The releases (which version of each major, the API version it pins) are small and
 * bundled; the merged table is read on first use, so a run without a Stripe call never
 * reads it, and only the entries a run looks up are parsed.
 */

export type Literal = string | number;

/** A parameter's declared type, in one major. */
export type TypeRef =
  | 's' // string
  | 'n' // number
  | 'b' // boolean
  | 'u' // anything (files, Decimal, types outside the package)
  | { e: Literal[]; o?: 1 } // these literal values (o: the SDK also accepts any string)
  | { a: TypeRef } // an array of
  | { t: string } // a params type (`type(name)`)
  | { u: TypeRef[] }; // one of

/**
 * What a response field (or a call's result) holds that has fields of its own, in one
 * major: 0 for a value without (a scalar, metadata, anything), an object type's name
 * (`object(name)`), an array of, a list page (`{ object, data: [items], has_more, url }`),
 * or one of several (an expandable `string | Charge` is the Charge).
 */
export type FieldRef = 0 | string | { a: FieldRef } | { l: FieldRef } | { u: FieldRef[] };

export interface TypeShape {
  /** Properties and their types. */
  p: Record<string, TypeRef>;
  /** Required properties. */
  r: string[];
  /** Any other string key is allowed with this type (metadata). */
  m?: TypeRef;
  /** What the declarations say replaces a deprecated property (in any major). */
  d: Record<string, string>;
}

export interface ObjectShape {
  /** Fields and what they hold. */
  f: Record<string, FieldRef>;
  /** What the declarations say replaces a deprecated field (in any major). */
  d: Record<string, string>;
}

export interface MethodEntry {
  /** Names of leading id arguments (`refunds.update(id, params)`). */
  ids: string[];
  params: TypeRef | null;
  /** The params argument itself is required. */
  required: boolean;
  /** What the call resolves to. */
  returns?: FieldRef;
}

/** One major's API. */
export interface StripeTable {
  major: number;
  /** The release the table was extracted from ('17.7.0'). */
  version: string;
  /** The API version that release pins ('2025-02-24.acacia'). */
  apiVersion: string;
  method(path: string): MethodEntry | undefined;
  methodPaths(): string[];
  type(name: string): TypeShape | undefined;
  object(name: string): ObjectShape | undefined;
}

export interface StripeRelease {
  major: number;
  version: string;
  /** npm's integrity of the tarball the table was extracted from. */
  integrity: string;
  apiVersion: string;
}

interface ReleasesFile {
  format: number;
  /** Hash of the extractor that wrote the tables (scripts/stripe-tables.mjs). */
  script: string;
  typescript: string;
  releases: StripeRelease[];
  /** Releases that changed the pinned API version, oldest first. */
  pins: [string, string][];
}

const RELEASES_FILE = releasesFile as ReleasesFile;

/** The release of each major the gate has a table for, oldest first. */
export const STRIPE_RELEASES: readonly StripeRelease[] = RELEASES_FILE.releases;

/** stripe-node releases that changed the pinned API version (from its CHANGELOG), oldest first. */
export const PINNED_API_VERSIONS: readonly (readonly [string, string])[] = RELEASES_FILE.pins;

/** The majors the gate has tables for, highest first. */
export const KNOWN_MAJORS: readonly number[] = STRIPE_RELEASES.map((r) => r.major).sort((a, b) => b - a);

/** The newest major: used when the project says nothing. */
export const GATE_MAJOR = KNOWN_MAJORS[0];

/** The release the table of a major describes. */
export function releaseOf(major: number): StripeRelease | undefined {
  return STRIPE_RELEASES.find((r) => r.major === major);
}

/** "stripe 8 to 23": the majors the gate knows, for notes. */
export function knownMajorsText(): string {
  return `stripe ${KNOWN_MAJORS[KNOWN_MAJORS.length - 1]} to ${GATE_MAJOR}`;
}

// --- the stored format (scripts/stripe-tables/merge.mjs) ------------------------------

type Mask = number;
type Versioned<T> = T | { v: [Mask, T][] };
type StoredLiteral = Literal | [Literal, Mask];
type StoredRef =
  | 's'
  | 'n'
  | 'b'
  | 'u'
  | { e: StoredLiteral[]; o?: 1 }
  | { E: number; o?: 1 }
  | { a: StoredRef }
  | { t: string }
  | { u: StoredRef[] };

interface StoredType {
  p: Record<string, Versioned<StoredRef>>;
  r?: (string | [string, Mask])[];
  m?: Versioned<StoredRef>;
  d?: Record<string, string>;
}

interface StoredMethod {
  p: StoredRef | null;
  i?: string[];
  q?: 1;
  r?: FieldRef;
}

interface StoredObject {
  f: Record<string, Versioned<FieldRef>>;
  d?: Record<string, string>;
}

/** The merged table, read and indexed by line (`<kind>\t<name>\t<JSON>`), each entry parsed on first use. */
class MergedTable {
  readonly majors: number[];
  private readonly lines = new Map<string, string>();
  private readonly parsed = new Map<string, unknown>();

  constructor(text: string) {
    const first = text.indexOf('\n');
    const header = JSON.parse(text.slice(0, first)) as { format: number; script: string; majors: number[] };
    if (header.format !== RELEASES_FILE.format || header.script !== RELEASES_FILE.script)
      throw new Error(
        'the Stripe API table does not match src/extractors/stripe/tables/releases.json; run npm run tables',
      );
    this.majors = header.majors;
    for (let at = first + 1; at < text.length;) {
      let end = text.indexOf('\n', at);
      if (end < 0) end = text.length;
      const line = text.slice(at, end);
      this.lines.set(line.slice(0, line.indexOf('\t', 2)), line);
      at = end + 1;
    }
  }

  method(path: string): Versioned<StoredMethod> | undefined {
    return this.entry('m', path);
  }

  methodPaths(): string[] {
    return [...this.lines.keys()].filter((k) => k.startsWith('m\t')).map((k) => k.slice(2));
  }

  type(name: string): StoredType | undefined {
    return this.entry('t', name);
  }

  object(name: string): StoredObject | undefined {
    return this.entry('o', name);
  }

  enumValues(index: number): StoredLiteral[] {
    return this.entry<StoredLiteral[]>('e', String(index)) ?? [];
  }

  private entry<T>(kind: 'm' | 't' | 'o' | 'e', name: string): T | undefined {
    const key = `${kind}\t${name}`;
    if (this.parsed.has(key)) return this.parsed.get(key) as T | undefined;
    const line = this.lines.get(key);
    const value = line === undefined ? undefined : (JSON.parse(line.slice(key.length + 1)) as T);
    this.parsed.set(key, value);
    return value;
  }
}

let merged: MergedTable | undefined;
const views = new Map<number, StripeTable>();

/** Whether this process has read the merged table (a run without Stripe calls must not). */
export function stripeTablesLoaded(): boolean {
  return merged !== undefined;
}

function load(): MergedTable {
  // A literal path, so that esbuild maps it to dist/vendor/stripe-tables/ (scripts/build.mjs).
  merged ??= new MergedTable(readFileSync(require.resolve('./tables/stripe-api.tsv'), 'utf8'));
  return merged;
}

/** The API of a major, or undefined when the gate has no table for it. */
export function stripeTable(major: number): StripeTable | undefined {
  const release = releaseOf(major);
  if (!release) return undefined;
  let view = views.get(major);
  if (!view) {
    const table = load();
    const index = table.majors.indexOf(major);
    if (index < 0) return undefined;
    view = new MajorView(table, release, 1 << index);
    views.set(major, view);
  }
  return view;
}

function isVersioned<T>(x: Versioned<T>): x is { v: [Mask, T][] } {
  return typeof x === 'object' && x !== null && 'v' in x && Array.isArray(x.v);
}

/** The value a versioned thing has in the major of `bit`, or undefined where it is absent. */
function at<T>(x: Versioned<T> | undefined, bit: Mask): T | undefined {
  if (x === undefined || !isVersioned(x)) return x;
  for (const [mask, value] of x.v) if (mask & bit) return value;
  return undefined;
}

/** One major's view of the merged table: what exists in that major, resolved and cached. */
class MajorView implements StripeTable {
  readonly major: number;
  readonly version: string;
  readonly apiVersion: string;
  private readonly methods = new Map<string, MethodEntry | undefined>();
  private readonly types = new Map<string, TypeShape | undefined>();
  private readonly objects = new Map<string, ObjectShape | undefined>();
  private readonly enums = new Map<number, Literal[]>();
  private paths?: string[];

  constructor(
    private readonly table: MergedTable,
    release: StripeRelease,
    private readonly bit: Mask,
  ) {
    this.major = release.major;
    this.version = release.version;
    this.apiVersion = release.apiVersion;
  }

  method(path: string): MethodEntry | undefined {
    if (this.methods.has(path)) return this.methods.get(path);
    const stored = at(this.table.method(path), this.bit);
    const entry: MethodEntry | undefined = stored && {
      ids: stored.i ?? [],
      params: stored.p === null ? null : this.ref(stored.p),
      required: stored.q === 1,
      ...(stored.r === undefined ? {} : { returns: stored.r }),
    };
    this.methods.set(path, entry);
    return entry;
  }

  methodPaths(): string[] {
    this.paths ??= this.table.methodPaths().filter((p) => this.method(p) !== undefined);
    return this.paths;
  }

  type(name: string): TypeShape | undefined {
    if (this.types.has(name)) return this.types.get(name);
    const stored = this.table.type(name);
    let shape: TypeShape | undefined;
    if (stored) {
      const p: Record<string, TypeRef> = {};
      for (const [prop, v] of Object.entries(stored.p)) {
        const r = at(v, this.bit);
        if (r !== undefined) p[prop] = this.ref(r);
      }
      const r = (stored.r ?? [])
        .filter((x) => (typeof x === 'string' ? Object.hasOwn(p, x) : (x[1] & this.bit) !== 0))
        .map((x) => (typeof x === 'string' ? x : x[0]));
      const m = at(stored.m, this.bit);
      shape = { p, r, d: stored.d ?? {}, ...(m === undefined ? {} : { m: this.ref(m) }) };
    }
    this.types.set(name, shape);
    return shape;
  }

  object(name: string): ObjectShape | undefined {
    if (this.objects.has(name)) return this.objects.get(name);
    const stored = this.table.object(name);
    let shape: ObjectShape | undefined;
    if (stored) {
      const f: Record<string, FieldRef> = {};
      for (const [field, v] of Object.entries(stored.f)) {
        const r = at(v, this.bit);
        if (r !== undefined) f[field] = r;
      }
      // A nested type reached only in other majors has no field here: not this major's.
      shape = Object.keys(f).length > 0 ? { f, d: stored.d ?? {} } : undefined;
    }
    this.objects.set(name, shape);
    return shape;
  }

  private ref(r: StoredRef): TypeRef {
    if (typeof r === 'string') return r;
    if ('E' in r) return this.withOpen({ e: this.enumValues(r.E) }, r.o);
    if ('e' in r) return this.withOpen({ e: this.literals(r.e) }, r.o);
    if ('a' in r) return { a: this.ref(r.a) };
    if ('u' in r) return { u: r.u.map((x) => this.ref(x)) };
    return r;
  }

  private withOpen(ref: { e: Literal[] }, open: 1 | undefined): TypeRef {
    return open ? { e: ref.e, o: 1 } : ref;
  }

  private enumValues(index: number): Literal[] {
    let values = this.enums.get(index);
    if (!values) {
      values = this.literals(this.table.enumValues(index));
      this.enums.set(index, values);
    }
    return values;
  }

  private literals(stored: StoredLiteral[]): Literal[] {
    const out: Literal[] = [];
    for (const x of stored) {
      if (!Array.isArray(x)) out.push(x);
      else if (x[1] & this.bit) out.push(x[0]);
    }
    return out;
  }
}

/** The fields of a list page besides `data` (stripe-node's `ApiList<T>`, the same in every major). */
export const LIST_FIELDS: readonly string[] = ['object', 'data', 'has_more', 'url'];
