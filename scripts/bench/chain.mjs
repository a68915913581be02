// The benchmark's second shape (issue 34): N feature modules whose services import each
// other in a chain N deep, routes registered by side effect, one Prisma schema of N models
// (scripts/bench/generate-chain.mjs). Measured at two sizes: the gate's wall time and each
// rule's own time (`--timing`), medians of `reps` runs, and tsc --noEmit once at the largest.
import { join } from 'node:path';
import { generateChainRepo } from './generate-chain.mjs';
import { median, runOnce } from './measure.mjs';

/** A rule that costs less than this at the largest size passes the growth target whatever its ratio. */
const RULE_FLOOR_MS = 5;
/** The rules whose inputs the chain's pull request lacks (no Stripe call, no webhook). */
const ABSENT_INPUT = /^stripe\//;

/** Each rule's time of one run, from `--timing`'s table (`  1008 ms   +176  rule stripe/x`). */
export function ruleTimes(timingTable) {
  const out = new Map();
  for (const line of timingTable.split('\n')) {
    const m = /^\s*\d+ ms\s+\+(\d+)\s+rule (\S+)$/.exec(line);
    if (m) out.set(m[2], Number(m[1]));
  }
  return out;
}

/** The phases before the rules (reading, parsing), for the table of what grew. */
function phaseTimes(timingTable) {
  const out = new Map();
  for (const line of timingTable.split('\n')) {
    const m = /^\s*\d+ ms\s+\+(\d+)\s+(.+)$/.exec(line);
    if (m && !m[2].startsWith('rule ')) out.set(m[2], Number(m[1]));
  }
  return out;
}

export function benchChain({ cli, workDir, sizes, reps, warmups, tscBin, env, log }) {
  const repos = sizes.map((size) => {
    const dir = join(workDir, `chain-${size}`);
    const t0 = Date.now();
    const info = generateChainRepo(dir, size);
    log(
      `generated the chain shape: ${info.modules} modules, ${info.sourceFiles} source files in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
    );
    return { size, dir, info, gate: [], rules: [], phases: [], findings: undefined, tscMs: null };
  });
  const run = (repo) => {
    const r = runOnce(
      ['node', cli, 'check', '--repo', repo.dir, '--base', 'main', '--head', 'pr', '--format', 'json', '--timing'],
      { env },
    );
    if (r.status !== 0 && r.status !== 1) throw new Error(`gate exited ${r.status} on ${repo.dir}: ${r.stderr}`);
    const report = JSON.parse(r.stdout);
    // the same findings at every size: rule ids and severities (the changed module's name differs)
    const findings = report.findings
      .map((f) => `${f.severity} ${f.ruleId}`)
      .sort()
      .join(', ');
    return { ms: r.ms, rules: ruleTimes(r.stderr), phases: phaseTimes(r.stderr), findings };
  };
  for (let w = 0; w < warmups; w++) for (const repo of repos) run(repo);
  for (let i = 0; i < reps; i++) {
    for (const repo of repos) {
      const r = run(repo);
      repo.gate.push(r.ms);
      repo.rules.push(r.rules);
      repo.phases.push(r.phases);
      repo.findings = r.findings;
    }
    log(`  chain shape: run ${i + 1} of ${reps} done`);
  }
  const largest = repos.at(-1);
  const tsc = runOnce(['node', tscBin, '--noEmit', '-p', '.'], { cwd: largest.dir });
  if (tsc.status !== 0 && tsc.status !== 2) throw new Error(`tsc exited ${tsc.status}: ${tsc.stdout}${tsc.stderr}`);
  largest.tscMs = tsc.ms;

  const medianOf = (maps, key) => median(maps.map((m) => m.get(key) ?? 0));
  const [small, large] = [repos[0], largest];
  const ruleIds = [...new Set(repos.flatMap((r) => r.rules.flatMap((m) => [...m.keys()])))];
  const rules = ruleIds.map((id) => ({ id, small: medianOf(small.rules, id), large: medianOf(large.rules, id) }));
  const phaseIds = [...new Set(repos.flatMap((r) => r.phases.flatMap((m) => [...m.keys()])))];
  const phases = phaseIds.map((id) => ({ id, small: medianOf(small.phases, id), large: medianOf(large.phases, id) }));
  const gateSmall = median(small.gate);
  const gateLarge = median(large.gate);
  const slowRules = rules.filter((r) => r.large >= RULE_FLOOR_MS && r.large > 2 * Math.max(r.small, 1));
  const absent = rules.filter((r) => ABSENT_INPUT.test(r.id));
  const costliestAbsent = absent.reduce((a, b) => (b.large > (a?.large ?? -1) ? b : a), undefined);
  const label = (n) => n.toLocaleString('en-US');
  const targets = [
    {
      name: `chain shape: gate at ${label(large.info.sourceFiles)} files ≤ 1.3 × gate at ${label(small.info.sourceFiles)}`,
      value: gateLarge / gateSmall,
      limit: 1.3,
    },
    {
      name: `chain shape: gate ≤ 0.15 × tsc --noEmit at ${label(large.info.sourceFiles)} files`,
      value: gateLarge / large.tscMs,
      limit: 0.15,
    },
    {
      name: 'chain shape: the same findings at every size',
      value: repos.every((r) => r.findings === small.findings) ? 0 : 1,
      limit: 0,
      text: repos.every((r) => r.findings === small.findings) ? `yes (${small.findings || 'none'})` : 'no',
    },
    {
      name: `chain shape: every rule within 2 × its cost at ${label(small.info.sourceFiles)} files (or under ${RULE_FLOOR_MS} ms)`,
      value: slowRules.length,
      limit: 0,
      text: slowRules.length === 0 ? 'all' : slowRules.map((r) => `${r.id} ${r.small} → ${r.large} ms`).join('; '),
    },
    {
      name: `chain shape: rules whose inputs are absent (no Stripe call, no webhook) under ${RULE_FLOOR_MS} ms each`,
      value: costliestAbsent?.large ?? 0,
      limit: RULE_FLOOR_MS - 0.001,
      text: costliestAbsent ? `costliest: ${costliestAbsent.id} ${costliestAbsent.large} ms` : 'no such rule ran',
    },
  ];
  const sizeRow = (r) =>
    `| ${label(r.info.sourceFiles)} | ${r.info.modules} | ${r.info.prFiles} | ${(median(r.gate) / 1000).toFixed(2)} | ${r.tscMs === null ? 'n/a' : (r.tscMs / 1000).toFixed(2)} | ${r.tscMs === null ? 'n/a' : (median(r.gate) / r.tscMs).toFixed(3)} | ${r.findings || 'none'} |`;
  const table = [
    '| source files | modules (chain depth) | PR files | gate (s) | tsc --noEmit (s) | gate / tsc | findings |',
    '|---:|---:|---:|---:|---:|---:|---|',
    ...repos.map(sizeRow),
  ].join('\n');
  const costRows = [...phases, ...rules]
    .filter((r) => r.small > 0 || r.large > 0)
    .map((r) => `| ${r.id} | ${r.small} | ${r.large} | ${r.small > 0 ? (r.large / r.small).toFixed(2) : 'n/a'} |`);
  const costs = [
    `| phase or rule | ms at ${label(small.info.sourceFiles)} | ms at ${label(large.info.sourceFiles)} | growth |`,
    '|---|---:|---:|---:|',
    ...costRows,
  ].join('\n');
  return { table, costs, targets };
}
