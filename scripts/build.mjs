// Bundles the CLI and the Action into dist/ with everything they load at run time,
// so that `node dist/cli.js` and `node dist/index.js` work from a clone with no install.
// ts-morph (with the TypeScript compiler inside it, most of the bundle's size) is its own
// file, dist/vendor/ts-morph.js, shared by both entry points and loaded only when a run
// parses code.
import { build } from 'esbuild';
import { mkdirSync, rmSync } from 'node:fs';

const outdir = process.argv[2] ?? 'dist';
rmSync(outdir, { recursive: true, force: true });
mkdirSync(outdir, { recursive: true });

const common = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: false,
  legalComments: 'none',
  logLevel: 'warning',
  // Optional native/peer modules some dependencies probe for; never needed here.
  external: ['bufferutil', 'utf-8-validate'],
};

const vendorTsMorph = {
  name: 'vendor-ts-morph',
  setup(b) {
    b.onResolve({ filter: /^ts-morph$/ }, () => ({ path: './vendor/ts-morph.js', external: true }));
  },
};

await build({ ...common, entryPoints: { 'vendor/ts-morph': 'ts-morph' }, outdir });
await build({ ...common, entryPoints: { cli: 'src/cli.ts' }, outdir, plugins: [vendorTsMorph] });
await build({ ...common, entryPoints: { index: 'src/index.ts' }, outdir, plugins: [vendorTsMorph] });
