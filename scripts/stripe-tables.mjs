// Extracts the API surface of every major of the `stripe` package from 8 to the newest
// from their TypeScript declarations into one merged table, so the gate can validate
// Stripe calls against the project's own major at run time in milliseconds, without a
// type checker, and compare two majors when a pull request upgrades.
//
//   npm run tables                 regenerate the table (needs the npm registry)
//   npm run tables -- --check      re-extract and exit 1 when the committed table differs
//                                  (a newer release, a changed extractor): the slow tier,
//                                  minutes; `npm test` checks the header offline instead
//   npm run tables -- --offline    use only releases already unpacked in the cache
//
// Writes src/extractors/stripe/tables/releases.json (small, bundled: which release of each major,
// its npm integrity, the API version it pins, the pinned-version history, the hash of
// this script) and src/extractors/stripe/tables/stripe-api.tsv (the merged API, loaded only when a
// change calls Stripe). Formats: scripts/stripe-tables/extract.mjs (one major) and
// scripts/stripe-tables/merge.mjs (all of them); the reader is src/extractors/stripe/table.ts.
//
// stripe-api.tsv is one line per entry, `<kind>\t<name>\t<JSON>` (kind: m method, t params
// type, o response object, e enum list by index) after a JSON header line: a run reads the
// file and indexes the lines by name (a few milliseconds), and parses only the entries its
// calls look up, where parsing the whole merged table as one JSON document took ~40 ms.
import ts from 'typescript';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { extractTable } from './stripe-tables/extract.mjs';
import { mergeTables } from './stripe-tables/merge.mjs';
import { compare, newestReleases, pinnedApiVersions, unpackedRelease } from './stripe-tables/releases.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'src/extractors/stripe/tables');
const cacheDir = join(root, 'node_modules/.cache/agent-gate-stripe');
export const RELEASES_FILE = join(outDir, 'releases.json');
export const TABLE_FILE = join(outDir, 'stripe-api.tsv');

/** The table's format: the reader (src/extractors/stripe/table.ts) refuses another. */
export const FORMAT = 2;

/**
 * Hash of the extractor's source (this file and scripts/stripe-tables/): the committed
 * table says which extractor wrote it, and `npm test` compares (__tests__/stripe/tables.test.ts).
 */
export function scriptHash() {
  const h = createHash('sha256');
  const dir = join(root, 'scripts/stripe-tables');
  const files = [
    join(root, 'scripts/stripe-tables.mjs'),
    ...readdirSync(dir)
      .sort()
      .map((f) => join(dir, f)),
  ];
  for (const f of files) h.update(readFileSync(f));
  return h.digest('hex').slice(0, 16);
}

async function build({ offline }) {
  const versions = offline ? cachedVersions() : newestReleases();
  const tables = [];
  const releases = [];
  for (const version of versions) {
    const started = Date.now();
    const { dir, integrity } = await unpackedRelease(version, cacheDir);
    const table = extractTable(dir);
    tables.push(table);
    releases.push({ major: table.major, version, integrity, apiVersion: table.apiVersion });
    console.log(
      `stripe@${version}: ${Object.keys(table.methods).length} methods, ${Object.keys(table.types).length} params types, ` +
        `${Object.keys(table.objects).length} response types, ${Date.now() - started} ms`,
    );
  }
  const newest = (await unpackedRelease(versions[versions.length - 1], cacheDir)).dir;
  const script = scriptHash();
  const header = {
    format: FORMAT,
    script,
    typescript: ts.version,
    releases,
    pins: pinnedApiVersions(readFileSync(join(newest, 'CHANGELOG.md'), 'utf8')),
  };
  const merged = mergeTables(tables);
  return {
    releases: JSON.stringify(header, null, 1) + '\n',
    table: tableText({ format: FORMAT, script, majors: merged.majors }, merged),
  };
}

/** The header line, then one line per entry: `<kind>\t<name>\t<JSON>`. */
function tableText(header, merged) {
  const lines = [JSON.stringify(header)];
  merged.enums.forEach((values, i) => lines.push(`e\t${i}\t${JSON.stringify(values)}`));
  for (const [kind, entries] of [
    ['m', merged.methods],
    ['t', merged.types],
    ['o', merged.objects],
  ]) {
    for (const [name, value] of Object.entries(entries)) lines.push(`${kind}\t${name}\t${JSON.stringify(value)}`);
  }
  return lines.join('\n') + '\n';
}

/** The newest cached release of each major (for --offline). */
function cachedVersions() {
  const cached = existsSync(cacheDir)
    ? readdirSync(cacheDir)
        .map((d) => /^stripe-(\d+\.\d+\.\d+)$/.exec(d)?.[1])
        .filter((v) => v && existsSync(join(cacheDir, `stripe-${v}`, '.integrity')))
    : [];
  const newest = new Map();
  for (const v of cached) {
    const major = Number(v.split('.')[0]);
    const prev = newest.get(major);
    if (!prev || compare(v, prev) > 0) newest.set(major, v);
  }
  if (newest.size === 0) throw new Error(`no release cached in ${cacheDir}; run without --offline`);
  return [...newest.keys()].sort((a, b) => a - b).map((m) => newest.get(m));
}

async function main() {
  const check = process.argv.includes('--check');
  const offline = process.argv.includes('--offline');
  const started = Date.now();
  const out = await build({ offline });
  if (check) {
    const stale = [
      [RELEASES_FILE, out.releases],
      [TABLE_FILE, out.table],
    ].filter(([file, text]) => !existsSync(file) || readFileSync(file, 'utf8') !== text);
    for (const [file] of stale) console.error(`${file} is stale: run npm run tables`);
    process.exit(stale.length ? 1 : 0);
  }
  mkdirSync(outDir, { recursive: true });
  writeFileSync(RELEASES_FILE, out.releases);
  writeFileSync(TABLE_FILE, out.table);
  console.log(
    `${TABLE_FILE}: ${(out.table.length / 1024).toFixed(0)} KB, ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
