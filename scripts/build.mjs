// Bundles the CLI and the Action into dist/ with everything they load at run time,
// so that `node dist/cli.js` and `node dist/index.js` work from a clone with no install.
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

await build({ ...common, entryPoints: { cli: 'src/cli.ts' }, outdir });
await build({ ...common, entryPoints: { index: 'src/index.ts' }, outdir });
