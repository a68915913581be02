// Bundles the CLI and the Action into dist/ with everything they load at run time,
// so that `node dist/cli.js` and `node dist/index.js` work from a clone with no install.
// Large dependencies that only some runs need live in dist/vendor/, shared by both entry
// points and loaded on first use: ts-morph (with the TypeScript compiler inside it) when
// code is parsed, node-sql-parser (one bundle per SQL dialect) when a SQL migration is read, the stripe SDK and undici
// when calls are replayed against stripe-mock, and the Stripe API tables when a Stripe
// call is checked.
import * as acorn from 'acorn';
import { build } from 'esbuild';
import { copyFileSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
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

// @ts-morph/common embeds the text of every TypeScript lib `.d.ts` (~2.9 MB) for projects
// that type-check against them. The gate's project never loads lib files
// (`skipLoadingLibFiles` in src/workspace/workspace.ts): leaving the texts out saves
// ~50-80 ms of every start. If an upgrade moves the table, the build fails here.
const withoutLibFiles = {
  name: 'without-lib-files',
  setup(b) {
    b.onLoad({ filter: /@ts-morph[\\/]common[\\/]dist[\\/]ts-morph-common\.js$/ }, (args) => {
      const text = readFileSync(args.path, 'utf8');
      const start = text.indexOf('const libFiles = [{');
      const end = text.indexOf('function getLibFiles()');
      if (start < 0 || end < start) throw new Error(`${args.path}: the lib file table moved; update scripts/build.mjs`);
      const stub = 'const libFiles = []; // left out by scripts/build.mjs: the gate never loads lib files\n\n';
      return { contents: text.slice(0, start) + stub + text.slice(end), loader: 'js' };
    });
  },
};

// The gate parses code and walks syntax trees; it never type-checks, emits JavaScript,
// builds incrementally or serves an editor (exports are read from keywords, a name's
// declaration is found in its scopes). The TypeScript compiler inside @ts-morph/common
// holds all of that, and a run pays to read, compile and initialise every byte of it
// (~70 ms per MB on a two-core runner without the compile cache). The bodies of these
// functions, which only type checking, emitting, watch mode and language-service features
// call, are replaced by a throw; a call would fail the rule that made it, as a gap.
// The compiler's source is parsed with acorn (not searched as text); the build fails if
// one of them is missing (a TypeScript upgrade renamed it), so the list is kept honest.
const LEFT_OUT_OF_TYPESCRIPT = [
  // type checking (a name's declaration is found in its scopes: src/extractors/ast.ts)
  'createTypeChecker',
  'createSyntacticTypeNodeBuilder',
  // emitting JavaScript and declarations
  'createGetSymbolAccessibilityDiagnosticForNode',
  'transformTypeScript',
  'transformClassFields',
  'transformLegacyDecorators',
  'transformESDecorators',
  'transformES2018',
  'transformES2017',
  'transformESNext',
  'transformJsx',
  'transformES2015',
  'transformGenerators',
  'transformModule',
  'transformSystemModule',
  'transformDeclarations',
  'createRuntimeTypeSerializer',
  // watch mode, incremental builds and editor features
  'createWatchProgram',
  'createBuilderProgram',
  'createResolutionCache',
  'getCompletionData',
  'provideInlayHints',
  'inferTypeFromReferences',
  'createImportAdderWorker',
  'getSymbolDisplayPartsDocumentationAndSymbolKindWorker',
  'spanInSourceFileAtLocation',
  'getEncodedSyntacticClassifications',
];
const withoutTypeChecker = {
  name: 'without-type-checker',
  setup(b) {
    b.onLoad({ filter: /@ts-morph[\\/]common[\\/]dist[\\/]typescript\.js$/ }, (args) => {
      const text = readFileSync(args.path, 'utf8');
      const program = acorn.parse(text, { ecmaVersion: 'latest', sourceType: 'script' });
      // `var ts = {}; ((module) => { …the compiler's declarations… })(…)`
      const wrapper = program.body.find((s) => s.type === 'ExpressionStatement')?.expression;
      const declarations = wrapper?.callee?.body?.body ?? [];
      const cuts = declarations
        .filter((s) => s.type === 'FunctionDeclaration' && LEFT_OUT_OF_TYPESCRIPT.includes(s.id.name))
        .map((s) => ({ name: s.id.name, start: s.body.start, end: s.body.end }))
        .sort((a, b) => a.start - b.start);
      const missing = LEFT_OUT_OF_TYPESCRIPT.filter((n) => !cuts.some((c) => c.name === n));
      if (missing.length > 0)
        throw new Error(`${args.path}: no top-level ${missing.join(', ')}; update scripts/build.mjs`);
      let contents = '';
      let at = 0;
      for (const cut of cuts) {
        contents += text.slice(at, cut.start);
        contents += `{ throw new Error("agent-gate: TypeScript's ${cut.name} is left out of the gate's bundle (scripts/build.mjs)"); }`;
        at = cut.end;
      }
      return { contents: contents + text.slice(at), loader: 'js' };
    });
  },
};

// Vendored bundles are minified: start-up is dominated by reading and compiling them
// (11 MB → 3.9 MB for ts-morph with the parts left out above, ~0.2 s less per run on a
// two-core runner). The gate's own code (cli.js, index.js) is not, so its stack traces
// stay readable.
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

for (const name of VENDORED) {
  const plugins =
    name === 'ts-morph'
      ? [withoutLibFiles, withoutTypeChecker]
      : name === '@mrleebo/prisma-ast'
        ? [prismaAstConfig]
        : [];
  await build({ ...common, minify: true, entryPoints: { [`vendor/${name}`]: name }, outdir, plugins });
}
// The merged API table of every stripe major (src/stripe/table.ts reads it on first use);
// releases.json, which says which majors it holds, is small and bundled.
copyFileSync('src/stripe/tables/stripe-api.tsv', join(outdir, 'vendor', 'stripe-tables', 'stripe-api.tsv'));
await build({ ...common, entryPoints: { 'cli-main': 'src/cli.ts' }, outdir, plugins: [vendor] });
await build({ ...common, entryPoints: { 'index-main': 'src/index.ts' }, outdir, plugins: [vendor] });
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
