import versions from './tables/versions.json';

/**
 * The API surface of one major version of the `stripe` package, extracted from its
 * TypeScript declarations at build time by scripts/stripe-tables.mjs (see that file for
 * the format) and shipped as JSON inside the bundle.
 */

/** A parameter's declared type, compactly. */
export type TypeRef =
  | 's' // string
  | 'n' // number
  | 'b' // boolean
  | 'u' // anything (files, Decimal, types outside the package)
  | { e: (string | number)[]; o?: 1 } // these literal values (o: the SDK also accepts any string)
  | { E: number; o?: 1 } // a long literal list, kept once in `enums`
  | { a: TypeRef } // an array of
  | { t: string } // a named object type of `types`
  | { u: TypeRef[] }; // one of

export interface TypeShape {
  /** Properties and their types. */
  p: Record<string, TypeRef>;
  /** Required properties. */
  r?: string[];
  /** Any other string key is allowed with this type (metadata). */
  m?: TypeRef;
}

export interface MethodEntry {
  /** Names of leading id arguments (`refunds.update(id, params)`). */
  ids: string[];
  params: TypeRef | null;
  /** The params argument itself is required. */
  required: boolean;
  /** Object type the call resolves to (a key of `objects`). */
  returns?: string;
}

export interface StripeTable {
  major: number;
  version: string;
  fingerprint: string;
  methods: Record<string, MethodEntry>;
  types: Record<string, TypeShape>;
  /** Object type → its field names (what a response carries). */
  objects: Record<string, string[]>;
  enums: (string | number)[][];
}

// Each table is required lazily: a run with no Stripe call never loads (or parses) one.
// The requires are literal so esbuild bundles the JSON into dist/.
/* eslint-disable @typescript-eslint/no-require-imports */
const LOADERS: Record<number, () => StripeTable> = {
  17: () => require('./tables/v17.json') as StripeTable,
  23: () => require('./tables/v23.json') as StripeTable,
};
/* eslint-enable @typescript-eslint/no-require-imports */

/** The exact `stripe` version each table describes, and the API version it pins, by major. */
export const TABLE_RELEASES: Readonly<Record<string, { version: string; apiVersion?: string }>> = versions;

/** The exact `stripe` version each table describes, by major. */
export const TABLE_VERSIONS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(TABLE_RELEASES).map(([major, r]) => [major, r.version]),
);

/** The majors the gate has tables for, highest first. */
export const KNOWN_MAJORS: readonly number[] = Object.keys(LOADERS)
  .map(Number)
  .sort((a, b) => b - a);

/** The major the gate itself depends on: used when the project says nothing. */
export const GATE_MAJOR = KNOWN_MAJORS[0];

const loaded = new Map<number, StripeTable>();

/** The table of a major version, or undefined when the gate ships none for it. */
export function stripeTable(major: number): StripeTable | undefined {
  const load = LOADERS[major];
  if (!load) return undefined;
  let t = loaded.get(major);
  if (!t) {
    t = load();
    loaded.set(major, t);
  }
  return t;
}
