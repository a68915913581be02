import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { KNOWN_MAJORS, TABLE_RELEASES, stripeTable } from '../../src/stripe/table';

const root = join(__dirname, '../..');

/** The same fingerprint scripts/stripe-tables.mjs writes: extractor source + package manifest. */
function fingerprint(pkgDir: string): string {
  const h = createHash('sha256');
  h.update(readFileSync(join(root, 'scripts/stripe-tables.mjs')));
  h.update(readFileSync(join(pkgDir, 'package.json')));
  return h.digest('hex').slice(0, 16);
}

// A fresh extraction takes tens of seconds; the fingerprint says the same thing in
// milliseconds: the committed table was built by this extractor from this package.
it.each([
  ['stripe', 23],
  ['stripe-v17', 17],
])('the committed table of %s is in sync with the installed package (else run npm run tables)', (pkg, major) => {
  const dir = join(root, 'node_modules', pkg);
  const version = (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version;
  const table = stripeTable(major);
  expect(table?.version).toBe(version);
  expect(TABLE_RELEASES[String(major)]?.version).toBe(version);
  expect(table?.fingerprint).toBe(fingerprint(dir));
});

it('ships a table for the stripe major the gate depends on', () => {
  const range = (
    JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { dependencies: Record<string, string> }
  ).dependencies.stripe;
  expect(KNOWN_MAJORS).toContain(Number(/\d+/.exec(range)?.[0]));
});
