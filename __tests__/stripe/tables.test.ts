import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { missingField } from '../../src/extractors/stripe/contract';
import {
  GATE_MAJOR,
  KNOWN_MAJORS,
  PINNED_API_VERSIONS,
  STRIPE_RELEASES,
  stripeTable,
} from '../../src/extractors/stripe/table';

const root = join(__dirname, '../..');
const tablesDir = join(root, 'src/extractors/stripe/tables');
const releasesFile = JSON.parse(readFileSync(join(tablesDir, 'releases.json'), 'utf8')) as {
  format: number;
  script: string;
  typescript: string;
};
// The merged table's header line (the test of what a run reads is lazy-table.test.ts).
const tableText = readFileSync(join(tablesDir, 'stripe-api.tsv'), 'utf8');
const tableHeader = JSON.parse(tableText.slice(0, tableText.indexOf('\n'))) as {
  format: number;
  script: string;
  majors: number[];
};

/** The hash scripts/stripe-tables.mjs writes: its own source and scripts/stripe-tables/. */
function scriptHash(): string {
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

// A fresh extraction downloads sixteen releases and takes minutes (`npm run tables --
// --check`); the header says in milliseconds that the committed table was written by this
// extractor, with this TypeScript, for these releases.
describe('the committed Stripe table (else run npm run tables)', () => {
  it('was written by the extractor as it is now', () => {
    expect(releasesFile.script).toBe(scriptHash());
    expect(tableHeader.script).toBe(releasesFile.script);
    expect(tableHeader.format).toBe(releasesFile.format);
  });

  it('was extracted with the TypeScript the project installs', () => {
    const ts = JSON.parse(readFileSync(join(root, 'node_modules/typescript/package.json'), 'utf8')) as {
      version: string;
    };
    expect(releasesFile.typescript).toBe(ts.version);
  });

  it('holds every major from 8 to the one the gate depends on, one release of each', () => {
    const range = (
      JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { dependencies: Record<string, string> }
    ).dependencies.stripe;
    const own = Number(/\d+/.exec(range)?.[0]);
    const majors = Array.from({ length: own - 7 }, (_, i) => 8 + i);
    expect(STRIPE_RELEASES.map((r) => r.major)).toEqual(majors);
    expect(tableHeader.majors).toEqual(majors);
    expect(GATE_MAJOR).toBe(own);
    for (const r of STRIPE_RELEASES) {
      expect(r.version).toMatch(new RegExp(`^${r.major}\\.\\d+\\.\\d+$`));
      expect(r.integrity).toMatch(/^sha512-[A-Za-z0-9+/]{86}==$/);
      expect(r.apiVersion).toMatch(/^\d{4}-\d{2}-\d{2}(\.[a-z]+)?$/);
    }
  });

  it('knows the pinned API version history from the CHANGELOG', () => {
    expect(PINNED_API_VERSIONS[0]).toEqual(['8.90.0', '2020-08-27']);
    expect(PINNED_API_VERSIONS).toContainEqual(['11.0.0', '2022-11-15']);
    expect(PINNED_API_VERSIONS).toContainEqual(['17.0.0', '2024-09-30.acacia']);
    const last = PINNED_API_VERSIONS[PINNED_API_VERSIONS.length - 1];
    expect(last[1]).toBe(STRIPE_RELEASES[STRIPE_RELEASES.length - 1].apiVersion);
  });
});

/** Facts of each major, from Stripe's API changelog, that the extraction must reproduce. */
describe.each(KNOWN_MAJORS.map((m) => [m]))('stripe %i', (major) => {
  const table = stripeTable(major)!;
  const pi = table.object('PaymentIntent')!;
  const create = table.type('PaymentIntentCreateParams')!;

  it('has PaymentIntent.charges up to 10 and latest_charge from 11 (API 2022-11-15)', () => {
    expect(Object.hasOwn(pi.f, 'charges')).toBe(major <= 10);
    expect(Object.hasOwn(pi.f, 'latest_charge')).toBe(major >= 11);
  });

  it('follows reads through lists and expandable fields', () => {
    const read = major <= 10 ? ['charges', 'data', '[]', 'receipt_url'] : ['latest_charge', 'receipt_url'];
    expect(missingField(table, 'PaymentIntent', read)).toBeUndefined();
    expect(missingField(table, 'PaymentIntent', [...read.slice(0, -1), 'receipt_urll'])?.owners).toEqual(['Charge']);
  });

  it('has confirmation_method and the required amount and currency', () => {
    expect(create.p.confirmation_method).toBeDefined();
    expect(create.r).toEqual(expect.arrayContaining(['amount', 'currency']));
    expect(create.p.confirm_method).toBeUndefined();
  });

  it('pins the API version of its release', () => {
    const expected: Record<number, string> = { 8: '2020-08-27', 10: '2022-08-01', 11: '2022-11-15', 16: '2024-06-20' };
    if (expected[major]) expect(table.apiVersion).toBe(expected[major]);
  });

  it('has automatic_async as a capture_method from 11 on (11.18.0 has it)', () => {
    const ref = create.p.capture_method;
    expect(typeof ref === 'object' && 'e' in ref && ref.e.includes('automatic_async')).toBe(major >= 11);
  });
});
