// `npm run test:stress`: the jest suite at full size (AGENT_GATE_STRESS=1): fuzz with
// 2,000 random pull requests, a 50,000-line diff, 3,000 changed files, every rule case
// run on both the git path and the memory path and compared. `npm test` runs the same
// tests smaller. Arguments go to jest (e.g. a path to run one suite).
import { spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const res = spawnSync('npx', ['jest', '--testTimeout=3600000', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, AGENT_GATE_STRESS: '1' },
});
process.exit(res.status ?? 1);
