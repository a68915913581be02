// `npm run bench:real -- GIT_DIR [--commits N] [--cli PATH] [--out FILE] [--rows FILE]`: the gate over the
// last N first-parent commits of a real repository (each commit against its first parent),
// with the time of every check beside the floor of the same commit: `git diff --name-only`
// of the change plus node loading the gate's bundles (what any check costs before it
// analyses anything). Prints p50/p90/max of both and the slowest checks with their
// `--timing` profile, so the cost of real shapes shows; `--rows` keeps every check's
// time and profile as JSON for `scripts/bench/steps.mjs`.
import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { runOnce, runSequence } from './measure.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    commits: { type: 'string', default: '60' },
    cli: { type: 'string', default: join(root, 'dist', 'cli.js') },
    out: { type: 'string' },
    rows: { type: 'string' },
    budget: { type: 'string', default: '10000' },
  },
});
const repo = positionals[0] ? resolve(positionals[0]) : undefined;
if (!repo || !existsSync(repo)) {
  console.error('usage: npm run bench:real -- GIT_DIR [--commits N] [--cli PATH] [--out FILE]');
  process.exit(2);
}
const cli = resolve(values.cli);
const git = (...args) => spawnSync('git', args, { cwd: repo, encoding: 'utf8', maxBuffer: 1 << 28 }).stdout.trim();

const commits = git('log', '--first-parent', '--format=%H %P', `-${Number(values.commits)}`)
  .split('\n')
  .map((line) => line.split(' '))
  .filter(([, parent]) => parent);
const loadBundles = `for (const f of ['cli-main.js']) require(${JSON.stringify(join(dirname(cli), '/'))} + f)`;

const rows = [];
for (const [sha, parent] of commits) {
  const gate = runOnce(
    ['node', cli, 'check', '--repo', repo, '--base', parent, '--head', sha, '--format', 'json', '--timing'],
    { env: { AGENT_GATE_COMPILE_CACHE: '0' } },
  );
  const floor = runSequence([
    ['git', '-C', repo, 'diff', '--name-only', parent, sha],
    ['node', '-e', loadBundles],
  ]);
  let findings = 'n/a';
  try {
    findings = JSON.parse(gate.stdout).findings.length;
  } catch {
    // a failed run shows as its exit status
  }
  const files = git('diff', '--name-only', parent, sha).split('\n').filter(Boolean).length;
  rows.push({ sha, files, ms: gate.ms, floorMs: floor.ms, status: gate.status, findings, timing: gate.stderr });
  process.stderr.write(`${sha.slice(0, 10)} ${files} files ${(gate.ms / 1000).toFixed(2)} s (exit ${gate.status})\n`);
}

const pct = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const s = (ms) => (ms / 1000).toFixed(2);
const gateMs = rows.map((r) => r.ms);
const floorMs = rows.map((r) => r.floorMs);
const over = rows.filter((r) => r.ms > Number(values.budget));
const failed = rows.filter((r) => r.status !== 0 && r.status !== 1);
const lines = [
  `Real repository: ${repo}, ${rows.length} first-parent commits (each against its first parent), no code cache.`,
  '',
  '| | p50 (s) | p90 (s) | max (s) |',
  '| --- | --: | --: | --: |',
  `| gate | ${s(pct(gateMs, 50))} | ${s(pct(gateMs, 90))} | ${s(Math.max(...gateMs))} |`,
  `| floor | ${s(pct(floorMs, 50))} | ${s(pct(floorMs, 90))} | ${s(Math.max(...floorMs))} |`,
  '',
  `Checks over ${s(Number(values.budget))} s: ${over.length}; exits other than 0/1: ${failed.length}.`,
  '',
  'Slowest checks:',
  ...[...rows]
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 3)
    .flatMap((r) => [
      `- ${r.sha.slice(0, 10)}: ${s(r.ms)} s, ${r.files} files changed, ${r.findings} findings`,
      ...r.timing
        .split('\n')
        .filter(Boolean)
        .map((l) => `    ${l}`),
    ]),
];
console.log(lines.join('\n'));
if (values.out) writeFileSync(values.out, `${lines.join('\n')}\n`);
if (values.rows) writeFileSync(values.rows, `${JSON.stringify(rows, null, 1)}\n`);
process.exit(failed.length > 0 ? 1 : 0);
