// Times reading the project's stripe version from a generated 1 MB pnpm-lock.yaml (a
// workspace of 12 packages and 4,000 resolved packages, stripe's entry in the last
// importer, as in a real monorepo): the lockfile reader of src/extractors/stripe/lockfile.ts, which
// finds the entry by string search, against parsing the whole file with `yaml` (what the
// gate did before, 4.2 s on a real 1 MB lockfile).
//
//   node scripts/bench/stripe-version.mjs [--reps N]     (also part of `npm run bench`)
import { build } from 'esbuild';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);

/** A pnpm v9 lockfile of about `bytes` bytes whose member apps/web resolves stripe 17.7.0. */
export function pnpmLockfile(bytes = 1024 * 1024) {
  const members = Array.from({ length: 12 }, (_, i) => `apps/app-${String(i).padStart(2, '0')}`);
  members[members.length - 1] = 'apps/web';
  const lines = ["lockfileVersion: '9.0'", '', 'settings:', '  autoInstallPeers: true', '', 'importers:', ''];
  const dep = (name, version) => [`      ${name}:`, `        specifier: ^${version}`, `        version: ${version}`];
  for (const m of members) {
    lines.push(`  ${m}:`, '    dependencies:');
    for (let d = 0; d < 40; d++) lines.push(...dep(`pkg-${m.slice(-2)}-${d}`, `1.${d}.0`));
    if (m === 'apps/web') lines.push(...dep('stripe', '17.7.0'));
    lines.push('    devDependencies:', ...dep('typescript', '5.9.3'), '');
  }
  lines.push('packages:', '');
  const integrity = 'sha512-' + 'Q'.repeat(86) + '==';
  let n = 0;
  const packages = [];
  const snapshots = [];
  while (lines.join('\n').length + packages.join('\n').length + snapshots.join('\n').length < bytes) {
    const name = `dependency-${n++}`;
    packages.push(
      `  ${name}@2.${n % 7}.${n % 13}:`,
      `    resolution: {integrity: ${integrity}}`,
      "    engines: {node: '>=18'}",
      '',
    );
    snapshots.push(`  ${name}@2.${n % 7}.${n % 13}:`, '    dependencies:', `      dependency-${n + 1}: 1.0.0`, '');
  }
  packages.push('  stripe@17.7.0:', `    resolution: {integrity: ${integrity}}`, '');
  return [...lines, ...packages, 'snapshots:', '', ...snapshots, ''].join('\n');
}

/** The lockfile reader, bundled from the source as the gate bundles it. */
async function loadReader() {
  const dir = mkdtempSync(join(tmpdir(), 'agent-gate-bench-lockfile-'));
  try {
    const out = join(dir, 'lockfile.cjs');
    await build({
      entryPoints: [join(root, 'src/extractors/stripe/lockfile.ts')],
      bundle: true,
      platform: 'node',
      format: 'cjs',
      outfile: out,
      logLevel: 'warning',
    });
    return require(out);
  } finally {
    process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  }
}

function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

function time(fn) {
  const started = process.hrtime.bigint();
  const value = fn();
  return { value, ms: Number(process.hrtime.bigint() - started) / 1e6 };
}

/** `{ bytes, version, firstMs, medianMs, changeScanMs, yamlMs }`. */
export async function measureStripeVersionRead({ reps = 20 } = {}) {
  const { lockedStripeVersion, stripeVersionsIn } = await loadReader();
  const text = pnpmLockfile();
  const query = { member: 'apps/web', range: '^17.7.0' };
  const first = time(() => lockedStripeVersion('pnpm', text, query));
  if (first.value !== '17.7.0') throw new Error(`read ${first.value}, not 17.7.0`);
  const runs = Array.from({ length: reps }, () => time(() => lockedStripeVersion('pnpm', text, query)).ms);
  const scan = time(() => stripeVersionsIn('pnpm', text));
  const { parse } = require('yaml');
  const yaml = time(() => parse(text));
  return {
    bytes: text.length,
    version: first.value,
    firstMs: first.ms,
    medianMs: median(runs),
    changeScanMs: scan.ms,
    yamlMs: yaml.ms,
  };
}

export function describeStripeVersionRead(r) {
  return (
    `stripe version from a ${(r.bytes / 1024 / 1024).toFixed(2)} MB pnpm-lock.yaml: ${r.firstMs.toFixed(2)} ms the first time, ` +
    `${r.medianMs.toFixed(2)} ms median after (all its stripe versions, for the upgrade check: ${r.changeScanMs.toFixed(2)} ms); ` +
    `parsing the whole file with yaml: ${r.yamlMs.toFixed(0)} ms`
  );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { reps: { type: 'string', default: '20' } } });
  const result = await measureStripeVersionRead({ reps: Number(values.reps) });
  console.log(describeStripeVersionRead(result));
}
