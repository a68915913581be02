// Bundles the CLI and the Action into dist/ with everything they load at run time,
// so that `node dist/cli.js` and `node dist/index.js` work from a clone with no install.
// Large dependencies that only some runs need live in dist/vendor/, shared by both entry
// points and loaded on first use: ts-morph (with the TypeScript compiler inside it) when
// code is parsed, node-sql-parser (one bundle per SQL dialect) and libpg-query (Postgres' own
// grammar, WebAssembly) when a SQL migration is read, the stripe SDK and undici
// when calls are replayed against stripe-mock, and the Stripe API tables when a Stripe
// call is checked.
import { build } from 'esbuild';
import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const outdir = process.argv[2] ?? 'dist';
rmSync(outdir, { recursive: true, force: true });
mkdirSync(join(outdir, 'vendor', 'stripe-tables'), { recursive: true });

const VENDORED = [
  'ts-morph',
  '@mrleebo/prisma-ast',
  'dockerfile-ast',
  'node-sql-parser/build/postgresql',
  'node-sql-parser/build/mysql',
  'node-sql-parser/build/sqlite',
  'libpg-query',
  'stripe',
  'undici',
];

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
  // jsonc-parser's `main` is a UMD build whose modules require each other at run time, out of
  // the bundle's reach; its ES build bundles.
  alias: { 'jsonc-parser': 'jsonc-parser/lib/esm/main.js' },
};

const vendor = {
  name: 'vendor',
  setup(b) {
    const names = VENDORED.map((n) => n.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|');
    b.onResolve({ filter: new RegExp(`^(${names})$`) }, (args) => ({
      path: `./vendor/${args.path}.js`,
      external: true,
    }));
    b.onResolve({ filter: /(^|\/)tables\/stripe-api\.tsv$/ }, (args) => ({
      path: `./vendor/stripe-tables/${args.path.split('/').pop()}`,
      external: true,
    }));
  },
};

// Vendored bundles are minified: start-up is dominated by reading and compiling them
// (ts-morph: 11 MB → 7 MB, ~0.2 s less per run on a two-core runner; docs/benchmarks.md).
// The gate's own code (cli.js, index.js) is not, so its stack traces stay readable.
// prisma-ast would search the working directory (the repository under review) for a
// config with lilconfig, and run a `.js` one: it gets the gate's options instead.
const prismaAstConfig = {
  name: 'prisma-ast-config',
  setup(b) {
    b.onResolve({ filter: /^lilconfig$/ }, () => ({
      path: join(process.cwd(), 'src', 'extractors', 'datamodel', 'prisma-ast-config.ts'),
    }));
  },
};

// The TypeScript compiler that ts-morph carries (@ts-morph/common/dist/typescript.js) is a
// bundle of its own beside ts-morph's, not a module wrapped inside it: V8 then compiles its
// 3.6 MB once as a script instead of pre-parsing it within the wrapper and parsing it again
// when the wrapper runs (loading ts-morph: ~290 → ~190 ms; dub's median check ~0.1 s less).
const typescriptApart = {
  name: 'typescript-apart',
  setup(b) {
    b.onResolve({ filter: /^\.\/typescript$/ }, (args) =>
      /[\\/]@ts-morph[\\/]common[\\/]/.test(args.importer) ? { path: './typescript.js', external: true } : undefined,
    );
  },
};

for (const name of VENDORED) {
  const plugins = name === '@mrleebo/prisma-ast' ? [prismaAstConfig] : name === 'ts-morph' ? [typescriptApart] : [];
  await build({ ...common, minify: true, entryPoints: { [`vendor/${name}`]: name }, outdir, plugins });
}
await build({
  ...common,
  minify: true,
  entryPoints: { 'vendor/typescript': '@ts-morph/common/dist/typescript.js' },
  outdir,
});
// Postgres' own parser, compiled to WebAssembly: its glue (vendor/libpg-query.js) loads the
// module from the folder it runs in.
copyFileSync('node_modules/libpg-query/wasm/libpg-query.wasm', join(outdir, 'vendor', 'libpg-query.wasm'));
// The merged API table of every stripe major (src/extractors/stripe/table.ts reads it on first use);
// releases.json, which says which majors it holds, is small and bundled.
copyFileSync('src/extractors/stripe/tables/stripe-api.tsv', join(outdir, 'vendor', 'stripe-tables', 'stripe-api.tsv'));
await build({ ...common, entryPoints: { 'cli-main': 'src/cli.ts' }, outdir, plugins: [vendor] });
await build({ ...common, entryPoints: { 'index-main': 'src/index.ts' }, outdir, plugins: [vendor] });
// The thread that reads a whole tree (src/git/tree-thread.ts) runs this small bundle beside them.
await build({ ...common, entryPoints: { 'tree-worker': 'src/git/tree-worker.ts' }, outdir });
// The entry points are small: they turn the compile cache on (src/compile-cache.ts) before
// the bundles above are loaded, so that those are compiled from the cache too.
const entryBundle = {
  name: 'entry-bundle',
  setup(b) {
    b.onResolve({ filter: /^\.\/(cli|index)-main\.js$/ }, (args) => ({ path: args.path, external: true }));
  },
};
await build({
  ...common,
  entryPoints: { cli: 'src/bin/cli.ts', index: 'src/bin/index.ts' },
  outdir,
  plugins: [entryBundle],
});
