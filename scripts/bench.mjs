// `npm run bench`: shows that the gate's cost grows with the diff, not the repository.
//
// Generates synthetic TypeScript service repositories (1,000 / 5,000 / 20,000 source
// files), applies the same 20-file pull request to each (and a 300-file one at 5,000),
// and measures side by side, interleaved so that machine noise hits all of them alike:
//   gate   node dist/cli.js check --base main --head pr20 --format json (with the CLI's
//          code cache, and without it: AGENT_GATE_COMPILE_CACHE=0)
//   tsc    tsc --noEmit -p .            (the check users already run on every PR)
//   floor  git diff --name-only main...pr20 + node -e "require('typescript')"
// Medians of --reps runs after a warm-up; prints a table and the five target ratios of
// issue 7, and writes docs/benchmarks.md.
//
// Options: --cli PATH (or AGENT_GATE_CLI; default dist/cli.js), --reps N (default 5),
// --sizes 1000,5000,20000, --tsc-reps N (default: --reps), --tsc-reps-20k N (default 1:
// tsc is in no ratio at 20,000), --tsc-sizes 5000 (where tsc runs; default
// all), --warmup N (default 1), --no-tsc-warmup, --out FILE
// (default docs/benchmarks.md; --no-write to skip), --keep (keep the generated repos).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { benchChain } from './bench/chain.mjs';
import { generateRepo } from './bench/generate.mjs';
import { benchMigration } from './bench/migration.mjs';
import { median, runOnce, runSequence } from './bench/measure.mjs';
import { describeStripeVersionRead, measureStripeVersionRead } from './bench/stripe-version.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    cli: { type: 'string', default: process.env.AGENT_GATE_CLI ?? join(root, 'dist', 'cli.js') },
    reps: { type: 'string', default: '5' },
    sizes: { type: 'string', default: '1000,5000,20000' },
    'tsc-reps-20k': { type: 'string' },
    'tsc-reps': { type: 'string' },
    warmup: { type: 'string', default: '1' },
    'tsc-sizes': { type: 'string' },
    'no-tsc-warmup': { type: 'boolean', default: false },
    out: { type: 'string', default: join(root, 'docs', 'benchmarks.md') },
    'no-write': { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
    'chain-sizes': { type: 'string', default: '1000,20000' },
    'no-chain': { type: 'boolean', default: false },
  },
});

const cli = resolve(values.cli);
const reps = Math.max(1, Number(values.reps));
const sizes = values.sizes.split(',').map(Number);
const tscReps = Number(values['tsc-reps'] ?? reps);
// tsc at 20,000 files is in no ratio and costs minutes per run: one run by default keeps
// the whole benchmark under 10 minutes on a two-core machine.
const tscReps20k = Number(values['tsc-reps-20k'] ?? Math.min(1, tscReps));
const warmups = Math.max(0, Number(values.warmup));
const tscSizes = values['tsc-sizes'] ? values['tsc-sizes'].split(',').map(Number) : sizes;
const tscBin = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
const typescriptDir = join(root, 'node_modules', 'typescript');
if (!existsSync(cli)) {
  console.error(`bench: ${cli} not found; run \`npm run build\` first or pass --cli PATH`);
  process.exit(2);
}
if (!existsSync(tscBin)) {
  console.error('bench: typescript is not installed; run `npm ci` first');
  process.exit(2);
}

const started = Date.now();
const workDir = mkdtempSync(join(tmpdir(), 'agent-gate-bench-'));
const cleanup = () => {
  if (!values.keep) rmSync(workDir, { recursive: true, force: true });
};
process.on('exit', cleanup);
process.on('SIGINT', () => process.exit(130));
process.on('SIGTERM', () => process.exit(143));

const log = (text) => process.stderr.write(`${text}\n`);
const secs = (ms) => (ms / 1000).toFixed(2);
const mb = (v) => (v === null || v === undefined ? 'n/a' : v.toFixed(0));

function revParse(dir, rev) {
  return spawnSync('git', ['rev-parse', rev], { cwd: dir, encoding: 'utf8' }).stdout.trim();
}

// The gate's V8 code cache (src/compile-cache.ts) lives in the benchmark's own folder:
// filled by the warm-up run, as on any machine after the gate's first run there. "Cold"
// runs go without it, as each run on a fresh machine (a GitHub-hosted runner) does.
const codeCache = join(workDir, 'code-cache');
const WARM = { AGENT_GATE_COMPILE_CACHE: codeCache };
const COLD = { AGENT_GATE_COMPILE_CACHE: '0' };

/** One gate run; a crash or a report on the wrong revision invalidates the benchmark. */
function gate(dir, head, env = WARM) {
  const r = runOnce(['node', cli, 'check', '--repo', dir, '--base', 'main', '--head', head, '--format', 'json'], {
    env,
  });
  if (r.status !== 0 && r.status !== 1) throw new Error(`gate exited ${r.status} on ${dir} ${head}: ${r.stderr}`);
  const report = JSON.parse(r.stdout);
  if (report.head !== revParse(dir, head)) throw new Error(`gate analysed ${report.head}, not ${head}`);
  return { ...r, findings: report.findings.length, durationMs: report.stats.durationMs };
}

function floor(dir, head) {
  return runSequence(
    [
      ['git', 'diff', '--name-only', `main...${head}`],
      ['node', '-e', `require(${JSON.stringify(typescriptDir)})`],
    ],
    { cwd: dir },
  );
}

function tsc(dir) {
  const r = runOnce(['node', tscBin, '--noEmit', '-p', '.'], { cwd: dir });
  // Exit 0 (clean) or 2 (type errors) both did the full work; anything else is a crash.
  if (r.status !== 0 && r.status !== 2) throw new Error(`tsc exited ${r.status}: ${r.stdout}${r.stderr}`);
  return r;
}

// All repositories first, then every repetition runs each size in turn: a slow minute of
// a shared machine then slows every size alike, and the ratios between sizes hold.
const repos = sizes.map((size) => {
  const dir = join(workDir, `repo-${size}`);
  const t0 = Date.now();
  const info = generateRepo(dir, size, { withPr300: size === 5000 });
  log(`generated ${info.sourceFiles} source files (${info.totalFiles} files) in ${secs(Date.now() - t0)} s`);
  const prs = [{ head: 'pr20', files: info.pr20Files }];
  if (info.pr300Files) prs.push({ head: 'pr300', files: info.pr300Files });
  const runTsc = !tscSizes.includes(size) ? 0 : size === 20000 ? tscReps20k : tscReps;
  const samples = new Map(prs.map((pr) => [pr.head, { gate: [], cold: [], rss: [], floor: [], findings: 0 }]));
  return { size, dir, info, prs, runTsc, samples, tsc: [] };
});

// warm-up: the page cache, git's object store, the gate's code cache, tsc's first run
for (let w = 0; w < warmups; w++) {
  for (const { dir, prs } of repos) {
    for (const pr of prs) {
      gate(dir, pr.head);
      floor(dir, pr.head);
    }
  }
}
const firstTsc = repos.find((r) => r.runTsc > 0);
if (firstTsc && warmups > 0 && !values['no-tsc-warmup']) tsc(firstTsc.dir);

for (let i = 0; i < reps; i++) {
  for (const { dir, prs, samples } of repos) {
    for (const pr of prs) {
      const s = samples.get(pr.head);
      const g = gate(dir, pr.head);
      s.gate.push(g.ms);
      s.rss.push(g.rssMb ?? 0);
      s.findings = g.findings;
      s.cold.push(gate(dir, pr.head, COLD).ms);
      s.floor.push(floor(dir, pr.head).ms);
    }
  }
  // tsc after the gate runs of the repetition, for the sizes it is measured at this often
  for (const repo of repos) if (i < repo.runTsc) repo.tsc.push(tsc(repo.dir).ms);
  log(`  run ${i + 1} of ${reps} done`);
}
for (const repo of repos) while (repo.tsc.length < repo.runTsc) repo.tsc.push(tsc(repo.dir).ms);

const rows = [];
for (const { size, info, prs, samples, tsc: tscSamples } of repos) {
  const tscMs = tscSamples.length ? median(tscSamples) : null;
  for (const pr of prs) {
    const s = samples.get(pr.head);
    rows.push({
      size: info.sourceFiles,
      nominal: size,
      pr: pr.head,
      prFiles: pr.files,
      gateMs: median(s.gate),
      coldMs: median(s.cold),
      gateRuns: s.gate.length,
      rssMb: Math.max(...s.rss),
      floorMs: median(s.floor),
      tscMs,
      tscRuns: tscSamples.length,
      findings: s.findings,
    });
  }
  log(`  ${size}: gate ${secs(rows.at(-1).gateMs)} s, tsc ${tscMs === null ? 'n/a' : secs(tscMs)} s`);
}
for (const { dir } of repos) if (!values.keep) rmSync(dir, { recursive: true, force: true });

// The second shape: a chain of modules N deep, routes registered by side effect.
const chain = values['no-chain']
  ? undefined
  : benchChain({
      cli,
      workDir,
      sizes: values['chain-sizes'].split(',').map(Number),
      reps,
      warmups,
      tscBin,
      env: WARM,
      log,
    });

const find = (nominal, pr = 'pr20') => rows.find((r) => r.nominal === nominal && r.pr === pr);
const targets = [
  {
    name: 'gate ≤ 0.15 × tsc --noEmit at 5,000 files',
    value: () => find(5000).gateMs / find(5000).tscMs,
    limit: 0.15,
  },
  {
    name: 'gate at 20,000 files ≤ 1.3 × gate at 1,000 files',
    value: () => find(20000).gateMs / find(1000).gateMs,
    limit: 1.3,
  },
  { name: 'gate ≤ 4 × floor at 5,000 files', value: () => find(5000).gateMs / find(5000).floorMs, limit: 4 },
  { name: 'peak RSS ≤ 400 MB at 20,000 files', value: () => find(20000).rssMb, limit: 400, unit: ' MB' },
  {
    name: '300-file PR at 5,000 files ≤ 0.5 × tsc --noEmit',
    value: () => find(5000, 'pr300').gateMs / find(5000).tscMs,
    limit: 0.5,
  },
];
for (const t of chain?.targets ?? []) targets.push({ ...t, value: () => t.value });
// Issue 32: one migration of 5,000 statements.
const migration = benchMigration({ cli, workDir, reps, env: WARM });
targets.push({ ...migration.target, value: () => migration.target.value });
const results = targets.map((t) => {
  let value = null;
  try {
    value = t.value();
  } catch {
    value = null;
  }
  const ok = value !== null && Number.isFinite(value) ? value <= t.limit : null;
  return { ...t, value, ok };
});

const header =
  '| source files | PR files | gate (s) | gate peak RSS (MB) | tsc --noEmit (s) | floor (s) | gate / tsc | gate / floor | gate, no code cache (s) | its / tsc | findings |';
const table = [
  header,
  '|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ...rows.map(
    (r) =>
      `| ${r.size.toLocaleString('en-US')} | ${r.prFiles} | ${secs(r.gateMs)}${r.gateRuns < 5 ? ` (${r.gateRuns})` : ''} | ${mb(r.rssMb)} | ${r.tscMs === null ? 'n/a' : `${secs(r.tscMs)}${r.tscRuns < reps ? ` (${r.tscRuns} run${r.tscRuns === 1 ? '' : 's'})` : ''}`} | ${secs(r.floorMs)} | ${r.tscMs === null ? 'n/a' : (r.gateMs / r.tscMs).toFixed(3)} | ${(r.gateMs / r.floorMs).toFixed(2)} | ${secs(r.coldMs)} | ${r.tscMs === null ? 'n/a' : (r.coldMs / r.tscMs).toFixed(3)} | ${r.findings} |`,
  ),
].join('\n');
const ratioLines = results.map(
  (r) =>
    `| ${r.name} | ${r.text ?? (r.value === null ? 'n/a' : `${r.value.toFixed(r.unit ? 0 : 3)}${r.unit ?? ''}`)} | ${r.ok === null ? 'not measured' : r.ok ? 'pass' : 'FAIL'} |`,
);
const ratios = ['| target | measured | result |', '|---|---:|---|', ...ratioLines].join('\n');

const cpu = cpus();
const machine = `${cpu.length} CPU (${cpu[0]?.model?.trim() ?? 'unknown'}), ${(totalmem() / 2 ** 30).toFixed(1)} GiB RAM, Node ${process.version}, ${process.platform}/${process.arch}`;
const duration = `${((Date.now() - started) / 60000).toFixed(1)} min`;
console.log(
  `\nMachine: ${machine}; load average at the end ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
console.log(`CLI: ${cli}\n`);
console.log(table);
console.log('');
console.log(ratios);
if (chain) console.log(`\nChain shape:\n\n${chain.table}\n\n${chain.costs}`);
// Issue 17: the project's stripe version, read from a 1 MB lockfile (target: under 50 ms).
const stripeVersionRead = describeStripeVersionRead(await measureStripeVersionRead());
console.log(`\n${stripeVersionRead}`);
console.log(`\n${migration.line}`);
console.log(`\nbench finished in ${duration}`);

if (!values['no-write']) {
  const md = `# Benchmarks

Generated by \`npm run bench\` (scripts/bench.mjs) on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, in ${duration}.

**Machine:** ${machine}. Load average at the end of the run: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')} (the machine is shared; the ratios compare runs interleaved with each other, so noise largely cancels).

Synthetic TypeScript service repositories (Express routes, React pages and components,
services using Prisma, a Prisma schema with one migration per model, \`.env.example\`,
k8s manifests, Stripe calls and a signed webhook, jest tests, a \`tsconfig.json\` with
lib ES2022 + DOM and \`skipLibCheck\`). The same 20-file pull request is applied to each size
(a Prisma field with its migration, a new env var in the template, the k8s manifest and
the config, a changed route and its React consumer, a new webhook branch with tests, and
neighbouring service edits); the 300-file pull request adds 280 service edits.

Each cell is the median of ${reps} gate and floor runs after ${warmups} warm-up run(s), and of ${tscReps} tsc runs (${tscReps20k} at 20,000 files). The repositories are generated first; each repetition then runs every size and command in turn, so that a slow minute of the shared machine slows all sizes alike and the ratios hold. A number in parentheses is a cell's run count when below 5:

- **gate**: \`node dist/cli.js check --base main --head pr20 --format json\`, wall time and peak RSS (GNU time \`%M\`), with the V8 code cache the CLI keeps of its bundles (filled by the warm-up run, as after the gate's first run on any machine); the targets are measured on it;
- **gate, no code cache**: the same with \`AGENT_GATE_COMPILE_CACHE=0\`, as on a machine where the gate never ran (each job of a GitHub-hosted runner: the Action runs so there);
- **tsc --noEmit**: \`tsc --noEmit -p .\` on the same repository;
- **floor**: \`git diff --name-only main...pr20\` plus \`node -e "require('typescript')"\`.

${table}

## The chain shape (issue 34)

N feature modules, each \`src/modules/modK/{service.ts, routes.ts, service.test.ts}\` and
\`web/pages/PageK.tsx\` (which fetches \`/api/modK/:id\`); each service imports the one before
(an import chain N deep); the routes register themselves on one shared router when a loader
requires them (no file imports them); one \`schema.prisma\` of N models. Its pull request:
one route reads a new env var and returns a new field, 15 services change, one model gains a
column with its migration, \`.env.example\` and the Kubernetes manifest declare the variable.
Medians of ${reps} runs each (with \`--timing\` for the phases and rules), tsc once at the largest size.

${chain ? `${chain.table}\n\n${chain.costs}` : '(not measured: --no-chain)'}

## Targets (issues 7 and 34)

${ratios}

## A large migration (issue 32)

${migration.line}: every statement parsed by Postgres' own grammar (libpg-query) and judged.

## Reading the stripe version (issue 17)

${stripeVersionRead} (target: under 50 ms; \`node scripts/bench/stripe-version.mjs\`).
`;
  // The hand-written analysis below "## Profile" survives re-runs.
  const previous = existsSync(values.out) ? readFileSync(values.out, 'utf8') : '';
  const kept = previous.indexOf('\n## Profile');
  writeFileSync(values.out, kept >= 0 ? `${md}${previous.slice(kept)}` : md);
  log(`wrote ${values.out}`);
}
process.exitCode = results.every((r) => r.ok !== false) ? 0 : 1;
