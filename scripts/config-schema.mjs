// `npm run schema`: writes schema/agent-gate.schema.json from the zod schema of the config
// (see scripts/config-json-schema.ts, which the staleness test in __tests__/core/config-schema.test.ts
// also runs). The TypeScript is bundled in memory with esbuild, its packages left to node.
import { buildSync } from 'esbuild';
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import prettier from 'prettier';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { outputFiles } = buildSync({
  entryPoints: [join(root, 'scripts', 'config-json-schema.ts')],
  bundle: true,
  platform: 'node',
  format: 'cjs',
  packages: 'external',
  write: false,
  logLevel: 'warning',
});
const mod = { exports: {} };
new Function('module', 'exports', 'require', outputFiles[0].text)(mod, mod.exports, createRequire(join(root, 'x.js')));
const { SCHEMA_PATH, renderConfigJsonSchema } = mod.exports;
const path = join(root, SCHEMA_PATH);
const options = (await prettier.resolveConfig(path)) ?? {};
writeFileSync(path, await prettier.format(renderConfigJsonSchema(), { ...options, parser: 'json' }));
process.stdout.write(`wrote ${SCHEMA_PATH}\n`);
