// `npm run demo`: runs the gate, as a user would, on the shipped example repository and
// its agent-style pull request, and prints the findings.
//   node scripts/demo.mjs [--format text|json|markdown|sarif] [--base-branch]
// --base-branch analyses the base branch itself (the app added to an empty repository),
// which must produce no findings.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildDemoRepo } from './demo-repo.mjs';

const args = process.argv.slice(2);
const formatAt = args.indexOf('--format');
const format = formatAt >= 0 ? args[formatAt + 1] : 'text';
const onBase = args.includes('--base-branch');
const cli = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist', 'cli.js');

const { repo, root, base, head, pr } = buildDemoRepo();
try {
  const [from, to, label] = onBase
    ? [root, base, 'the base branch (the whole app, added to an empty repository)']
    : [base, head, `the pull request "${pr.title}" (${pr.branch})`];
  if (format === 'text') process.stdout.write(`agent-gate demo: ticketbooth-api, ${label}\n\n`);
  const res = spawnSync(
    process.execPath,
    [cli, 'check', '--repo', repo, '--base', from, '--head', to, '--format', format],
    {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' },
    },
  );
  if (format === 'text')
    process.stdout.write(
      `\n(the gate exited with ${res.status}: ${res.status === 1 ? 'blocking findings, the check fails' : res.status === 0 ? 'no blocking finding' : 'error'})\n`,
    );
  process.exitCode = res.status === 2 || res.status === null ? 2 : 0;
} finally {
  rmSync(repo, { recursive: true, force: true });
}
