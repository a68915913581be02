// `npm run bench:real -- GIT_DIR [--commits N] [--cli PATH] [--out FILE] [--rows FILE] [--code-cache] [--baseline PATH] [--node PATH]`:
// the gate over the last N first-parent commits of a real repository (each commit against its first parent),
// with the time of every check beside the floor of the same commit: `git diff --name-only`
// of the change plus node loading the gate's bundles (what any check costs before it
// analyses anything). Prints p50/p90/max of both and the slowest checks with their
// `--timing` profile, so the cost of real shapes shows; `--rows` keeps every check's
// time and profile as JSON for `scripts/bench/steps.mjs`. Checks run without the gate's
// code cache (as on a fresh CI runner); `--code-cache` runs them with it, filled by a
// first check (as on a developer's machine after the gate's first run). `--baseline PATH`
// runs another build's CLI on each commit too, right before or after (alternately), and
// adds its column: two builds compared on a shared machine whose speed drifts. `--node PATH`
// runs the checks and the floor with another Node binary (the Action runs on `node24`).
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
    'code-cache': { type: 'boolean', default: false },
    baseline: { type: 'string' },
    node: { type: 'string', default: 'node' },
  },
});
const repo = positionals[0] ? resolve(positionals[0]) : undefined;
if (!repo || !existsSync(repo)) {
  console.error(
    'usage: npm run bench:real -- GIT_DIR [--commits N] [--cli PATH] [--out FILE] [--rows FILE] [--code-cache] [--baseline PATH] [--node PATH]',
  );
  process.exit(2);
}
const cli = resolve(values.cli);
const node = values.node;
const nodeVersion = spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout?.trim() ?? node;
const git = (...args) => spawnSync('git', args, { cwd: repo, encoding: 'utf8', maxBuffer: 1 << 28 }).stdout.trim();

const commits = git('log', '--first-parent', '--format=%H %P', `-${Number(values.commits)}`)
  .split('\n')
  .map((line) => line.split(' '))
  .filter(([, parent]) => parent);
const loadBundles = `for (const f of ['cli-main.js']) require(${JSON.stringify(join(dirname(cli), '/'))} + f)`;

const cached = values['code-cache'];
const baseline = values.baseline ? resolve(values.baseline) : undefined;
const checkOf = (sha, parent, by = cli) =>
  runOnce(
    [node, by, 'check', '--repo', repo, '--base', parent, '--head', sha, '--format', 'json', '--timing'],
    cached ? {} : { env: { AGENT_GATE_COMPILE_CACHE: '0' } },
  );
if (cached && commits.length > 0) {
  checkOf(...commits[0]); // fills the cache
  if (baseline) checkOf(...commits[0], baseline);
}
const findingsOf = (run) => {
  try {
    return JSON.parse(run.stdout).findings.map(({ ruleId, file, line, message }) => ({ ruleId, file, line, message }));
  } catch {
    return undefined; // a failed run shows as its exit status
  }
};

const rows = [];
for (const [i, [sha, parent]] of commits.entries()) {
  let gate;
  let before;
  if (baseline && i % 2 === 0) {
    before = checkOf(sha, parent, baseline);
    gate = checkOf(sha, parent);
  } else {
    gate = checkOf(sha, parent);
    if (baseline) before = checkOf(sha, parent, baseline);
  }
  const floor = runSequence([
    ['git', '-C', repo, 'diff', '--name-only', parent, sha],
    [node, '-e', loadBundles],
  ]);
  const found = findingsOf(gate);
  const findings = found?.length ?? 'n/a';
  const files = git('diff', '--name-only', parent, sha).split('\n').filter(Boolean).length;
  const row = { sha, files, ms: gate.ms, floorMs: floor.ms, status: gate.status, findings, timing: gate.stderr };
  if (before) {
    row.baselineMs = before.ms;
    row.sameFindings = JSON.stringify(findingsOf(before)) === JSON.stringify(found);
  }
  rows.push(row);
  process.stderr.write(`${sha.slice(0, 10)} ${files} files ${(gate.ms / 1000).toFixed(2)} s (exit ${gate.status})\n`);
}

const pct = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const s = (ms) => (ms / 1000).toFixed(2);
const gateMs = rows.map((r) => r.ms);
const floorMs = rows.map((r) => r.floorMs);
const baseMs = rows.map((r) => r.baselineMs);
const over = rows.filter((r) => r.ms > Number(values.budget));
const failed = rows.filter((r) => r.status !== 0 && r.status !== 1);
const lines = [
  `Real repository: ${repo}, ${rows.length} first-parent commits (each against its first parent), Node ${nodeVersion}, ${cached ? "with the gate's code cache" : 'no code cache'}.`,
  '',
  '| | p50 (s) | p90 (s) | max (s) |',
  '| --- | --: | --: | --: |',
  `| gate | ${s(pct(gateMs, 50))} | ${s(pct(gateMs, 90))} | ${s(Math.max(...gateMs))} |`,
  ...(baseline
    ? [`| baseline (${baseline}) | ${s(pct(baseMs, 50))} | ${s(pct(baseMs, 90))} | ${s(Math.max(...baseMs))} |`]
    : []),
  `| floor | ${s(pct(floorMs, 50))} | ${s(pct(floorMs, 90))} | ${s(Math.max(...floorMs))} |`,
  '',
  `Checks over ${s(Number(values.budget))} s: ${over.length}; exits other than 0/1: ${failed.length}.`,
  ...(baseline
    ? [`Commits whose findings differ from the baseline's: ${rows.filter((r) => !r.sameFindings).length}.`]
    : []),
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
