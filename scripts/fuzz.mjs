// `npm run fuzz`: the long fuzz run of issue 8 — thousands of random pull requests
// through the real CLI (the same generator and checks as __tests__/fuzz, which runs a
// few hundred cases in `npm test`).
//
//   npm run fuzz                      2,000 cases, seed 0x5eed
//   FUZZ_CASES=5000 FUZZ_SEED=42 npm run fuzz
//
// A failure prints the seed and case index; re-run with the same FUZZ_SEED to replay.
import { spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const cases = process.env.FUZZ_CASES ?? '2000';
const seed = process.env.FUZZ_SEED ?? String(0x5eed + 1);
process.stdout.write(`fuzz: ${cases} cases, seed ${seed}\n`);
const res = spawnSync(
  'npx',
  ['jest', '--runInBand', '--verbose', '--testTimeout=3600000', '__tests__/fuzz', ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit', env: { ...process.env, FUZZ_CASES: cases, FUZZ_SEED: seed } },
);
process.exit(res.status ?? 1);
