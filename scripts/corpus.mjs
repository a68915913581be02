// Measures the gate's judgement on real repositories against hand labels (issue #16).
//
//   node scripts/corpus.mjs --labels corpus/labels/X.json --repo /work/corpus/X [--only SHA]…
//   node scripts/corpus.mjs --all [--repos-dir /work/corpus] [--labels-dir corpus/labels]
//     [--jobs 2] [--timeout 330] [--cli dist/cli.js] [--out results.json]
//     [--markdown tables.md] [--triage verdicts.json]
//   node scripts/corpus.mjs --from results.json [--from rerun.json…] [--out …] [--markdown …]
//     [--triage …]
//
// --from re-scores the runs of earlier --out files against the labels as they are now,
// without running the gate (after a label is corrected, or to add triage verdicts); a commit
// in several of them is taken from the last, so a re-run of some commits (--only) replaces
// their rows.
//
// A label file (corpus/labels/<owner>__<name>.json) holds a repository's first-parent history:
// per commit its parent, whether an agent wrote it, and the blocking findings a careful
// reviewer expects (`blocking: [{ ruleId, file, line?, evidence, files? }]`, `files` being
// equally acceptable places). Each commit is checked against its parent with the built CLI
// (`check --format json`, never the repository's own code), and scored by (rule id, file):
//
//   G = the gate's blocking findings as (ruleId, file) pairs, without policy/protected-path
//       (which judges who may touch a path, not the code); several findings of one rule in one
//       file count once.
//   TP = labels matched by a pair of G (any of a label's `files`); FN = labels not matched;
//   FP = pairs of G that match no label. A right rule on the wrong file is an FP and an FN,
//   also listed as a near miss so tuning can see it.
//
// A crash is a bug of the gate: exit 2, a run over --timeout, or a policy/incomplete-analysis
// finding saying that a rule (or the gap rule itself) failed. Every disagreement in the JSON
// and Markdown output carries the command that reproduces it; --triage adds a verdict to
// each: { "<owner/name>@<sha>:<ruleId>:<file>": { "verdict": "gate-wrong" | "label-wrong" |
// "spec-ambiguous" | "environment", "note": "…" } }.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { clearTimeout, setTimeout } from 'node:timers';
import { Buffer } from 'node:buffer';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Findings that say nothing about the code, so they are not scored. */
const UNSCORED_RULES = new Set(['policy/protected-path']);
const GAP_RULE = 'policy/incomplete-analysis';
// `environment`: the disagreement comes from this machine's copy of the repository (a blob
// the mirror left out), not from the repository or the gate's judgement of it.
const VERDICTS = new Set(['gate-wrong', 'label-wrong', 'spec-ambiguous', 'environment']);
const DEFAULT_CLI = 'dist/cli.js';

// ---------------------------------------------------------------------------------------------
// Scoring (pure)

const pairKey = (ruleId, file) => `${ruleId}\0${file}`;

/** The files a label accepts: its `file` and any equally acceptable `files`. */
const labelFiles = (label) => [...new Set([label.file, ...(label.files ?? [])])];

/**
 * Scores one commit: the gate's findings against the labels' blocking findings.
 * Returns the gate's pairs (with the lines of each), the labels, TP/FP/FN and near misses.
 */
export function scoreCommit(labels, findings) {
  const gate = new Map();
  for (const f of findings) {
    if (f.severity !== 'blocking' || UNSCORED_RULES.has(f.ruleId)) continue;
    const key = pairKey(f.ruleId, f.file);
    if (!gate.has(key)) gate.set(key, { ruleId: f.ruleId, file: f.file, lines: [] });
    gate.get(key).lines.push(f.line);
  }
  // One label per (rule, accepted files): a label repeated for another line is the same pair.
  const expected = new Map();
  for (const label of labels) {
    const files = labelFiles(label);
    const key = pairKey(label.ruleId, [...files].sort().join('\0'));
    if (!expected.has(key)) expected.set(key, { ...label, files });
  }
  const tp = [];
  const fn = [];
  const covered = new Set();
  for (const label of expected.values()) {
    const hits = label.files.filter((file) => gate.has(pairKey(label.ruleId, file)));
    for (const file of hits) covered.add(pairKey(label.ruleId, file));
    if (hits.length > 0) tp.push({ ruleId: label.ruleId, file: hits[0], label });
    else fn.push({ ruleId: label.ruleId, file: label.file, label });
  }
  const fp = [...gate.values()].filter((g) => !covered.has(pairKey(g.ruleId, g.file)));
  const nearMisses = [];
  for (const miss of fn) {
    const elsewhere = fp.filter((g) => g.ruleId === miss.ruleId).map((g) => g.file);
    if (elsewhere.length > 0)
      nearMisses.push({ ruleId: miss.ruleId, labelFiles: miss.label.files, gateFiles: elsewhere });
  }
  return { gate: [...gate.values()], labels: [...expected.values()], tp, fp, fn, nearMisses };
}

/**
 * The crashes of one run: exit 2, a timeout, or a gap finding that says a rule failed
 * (`rule X failed: …`, or the gap rule could not report). `budget` lists the rules the
 * gate's own time budget cut short, which are not crashes but are not analysis either.
 */
export function crashesOf(run) {
  const crashes = [];
  if (run.timedOut) {
    crashes.push({ kind: 'timeout', detail: `no result within the timeout${run.stopped ? ` (${run.stopped})` : ''}` });
  } else if (run.exitCode === 2) crashes.push({ kind: 'exit-2', detail: (run.stderr ?? '').trim().slice(0, 500) });
  else if (run.exitCode !== 0 && run.exitCode !== 1)
    crashes.push({
      kind: 'exit',
      detail: `exit ${run.exitCode ?? run.signal}: ${(run.stderr ?? '').trim().slice(0, 500)}`,
    });
  else if (!run.report) crashes.push({ kind: 'no-report', detail: (run.parseError ?? '').slice(0, 500) });
  const budget = [];
  for (const f of run.report?.findings ?? []) {
    if (f.ruleId !== GAP_RULE) continue;
    for (const m of f.message.matchAll(/rule (\S+) failed: (.*?)(?=; |\.$|$)/g)) {
      crashes.push({ kind: 'rule-failed', ruleId: m[1], detail: m[2] });
    }
    if (/could not report what it failed to analyse/.test(f.message)) {
      crashes.push({ kind: 'rule-failed', ruleId: GAP_RULE, detail: f.message });
    }
    if (/time budget/.test(f.message)) budget.push(f.message);
  }
  return { crashes, budget };
}

const ratio = (num, den) => (den === 0 ? null : num / den);

function counts(rows) {
  const c = { commits: rows.length, tp: 0, fp: 0, fn: 0, near: 0 };
  for (const r of rows) {
    c.tp += r.tp.length;
    c.fp += r.fp.length;
    c.fn += r.fn.length;
    c.near += r.nearMisses.length;
  }
  return { ...c, precision: ratio(c.tp, c.tp + c.fp), recall: ratio(c.tp, c.tp + c.fn) };
}

/**
 * Scores by (rule, commit): a commit's rule counts once, whichever files the finding and
 * the label name (the issue's primary match; the (rule, file) score is the finer one).
 */
function countsByCommit(rows) {
  const c = { commits: rows.length, tp: 0, fp: 0, fn: 0 };
  for (const r of rows) {
    const gate = new Set([...r.tp, ...r.fp].map((x) => x.ruleId));
    const labels = new Set([...r.tp, ...r.fn].map((x) => x.ruleId));
    for (const rule of gate)
      if (labels.has(rule)) c.tp++;
      else c.fp++;
    for (const rule of labels) if (!gate.has(rule)) c.fn++;
  }
  return { ...c, precision: ratio(c.tp, c.tp + c.fp), recall: ratio(c.tp, c.tp + c.fn) };
}

function perRule(rows) {
  const by = new Map();
  const at = (ruleId) => {
    if (!by.has(ruleId)) by.set(ruleId, { ruleId, tp: 0, fp: 0, fn: 0, near: 0 });
    return by.get(ruleId);
  };
  for (const r of rows) {
    for (const x of r.tp) at(x.ruleId).tp++;
    for (const x of r.fp) at(x.ruleId).fp++;
    for (const x of r.fn) at(x.ruleId).fn++;
    for (const x of r.nearMisses) at(x.ruleId).near++;
  }
  return [...by.values()]
    .sort((a, b) => a.ruleId.localeCompare(b.ruleId))
    .map((c) => ({ ...c, precision: ratio(c.tp, c.tp + c.fp), recall: ratio(c.tp, c.tp + c.fn) }));
}

function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Aggregates scored commits: per split and overall, per rule, agent subset, false blocks, crashes, time. */
export function summarize(rows) {
  const scoped = rows.filter((r) => !r.missing);
  const scopes = { all: scoped };
  for (const split of [...new Set(scoped.map((r) => r.split))].sort()) {
    scopes[split] = scoped.filter((r) => r.split === split);
  }
  const summary = { scopes: {} };
  for (const [name, list] of Object.entries(scopes)) {
    const agent = list.filter((r) => r.agent);
    const human = list.filter((r) => !r.agent);
    const falselyBlocked = human.filter((r) => r.fp.length > 0);
    summary.scopes[name] = {
      ...counts(list),
      rules: perRule(list),
      byCommit: countsByCommit(list),
      agent: { ...counts(agent), rules: perRule(agent), byCommit: countsByCommit(agent) },
      nonAgent: {
        commits: human.length,
        falselyBlocked: falselyBlocked.length,
        falseBlockRate: ratio(falselyBlocked.length, human.length),
      },
    };
  }
  const crashes = scoped.flatMap((r) => r.crashes.map((c) => ({ repo: r.repo, sha: r.sha, command: r.command, ...c })));
  summary.crashes = {
    count: crashes.length,
    commits: new Set(crashes.map((c) => `${c.repo}@${c.sha}`)).size,
    list: crashes,
  };
  summary.budget = scoped
    .filter((r) => r.budget.length > 0)
    .map((r) => ({ repo: r.repo, sha: r.sha, messages: r.budget }));
  const spread = (values) => {
    const sorted = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
    return {
      runs: sorted.length,
      p50: percentile(sorted, 50),
      p90: percentile(sorted, 90),
      max: sorted.at(-1) ?? null,
    };
  };
  summary.durationMs = spread(scoped.map((r) => r.durationMs));
  // CPU time of the CLI's own process (not its git children), from runs that exited
  summary.cpuMs = spread(scoped.map((r) => r.cpuMs));
  const detected = scoped.filter((r) => r.gateAuthor !== undefined);
  summary.authorDetection = {
    commits: detected.length,
    agree: detected.filter((r) => (r.gateAuthor === 'agent') === Boolean(r.agent)).length,
  };
  summary.missing = rows.filter((r) => r.missing).map((r) => ({ repo: r.repo, sha: r.sha, parent: r.parent }));
  return summary;
}

// ---------------------------------------------------------------------------------------------
// Running the gate

function gateArgs(cli, repoDir, commit, repo) {
  const args = [cli, 'check', '--repo', repoDir, '--base', commit.parent, '--head', commit.sha, '--format', 'json'];
  const branch = headRef(commit.branch, repo);
  if (branch) args.push('--branch', branch);
  return args;
}

/**
 * The pull request's head ref, as a pull request event gives it: a label copied from a merge
 * message ("from owner/codex/fix-x") carries the repository's owner before it.
 */
function headRef(branch, repo) {
  const owner = repo?.split('/')[0];
  return branch && owner && branch.startsWith(`${owner}/`) ? branch.slice(owner.length + 1) : branch;
}

/** A path as the reproducing commands show it: relative to the project root when inside it. */
function shown(path) {
  const rel = relative(root, path);
  return rel && !rel.startsWith('..') && !isAbsolute(rel) ? rel : path;
}

const shellQuote = (s) => (/^[\w@%+=:,./-]+$/.test(s) ? s : `'${s.replaceAll("'", `'\\''`)}'`);
const commandLine = (args) => ['node', ...args].map(shellQuote).join(' ');

// Loaded into the CLI's process: on exit, writes the CPU time it used (ms) to fd 3. Wall time
// on a shared machine says more about the machine than about the gate.
const CPU_PROBE = `data:text/javascript,${encodeURIComponent(
  // the main thread only: worker threads inherit `--import`, and each would write its own figure
  "import { writeSync } from 'node:fs'; import { isMainThread } from 'node:worker_threads'; " +
    "if (isMainThread) process.on('exit', () => { const u = process.cpuUsage(); " +
    'try { writeSync(3, String(Math.round((u.user + u.system) / 1000))); } catch {} });',
)}`;
/** How long a CLI that was sent SIGTERM at the timeout may take to stop before SIGKILL. */
const KILL_GRACE_MS = 15_000;

/** Runs the CLI on one commit; never throws. */
function runGate(args, timeoutMs) {
  const started = Date.now();
  return new Promise((done) => {
    const child = spawn(process.execPath, ['--import', CPU_PROBE, ...args], {
      stdio: ['ignore', 'pipe', 'pipe', 'pipe'],
      env: { ...process.env, NO_COLOR: '1' },
    });
    const streams = { stdout: [], stderr: [], cpu: [] };
    child.stdout.on('data', (c) => streams.stdout.push(c));
    child.stderr.on('data', (c) => streams.stderr.push(c));
    child.stdio[3].on('data', (c) => streams.cpu.push(c));
    let termAt;
    let killed = false;
    let killTimer;
    const termTimer = setTimeout(() => {
      termAt = Date.now();
      child.kill('SIGTERM');
      killTimer = setTimeout(() => {
        killed = true;
        child.kill('SIGKILL');
      }, KILL_GRACE_MS);
    }, timeoutMs);
    let spawnError;
    child.on('error', (err) => (spawnError = err));
    child.on('close', (code, signal) => {
      clearTimeout(termTimer);
      clearTimeout(killTimer);
      const text = (chunks) => Buffer.concat(chunks).toString('utf8');
      const stdout = text(streams.stdout);
      const cpu = Number.parseInt(text(streams.cpu), 10);
      const run = {
        exitCode: code,
        signal,
        timedOut: termAt !== undefined,
        durationMs: Date.now() - started,
        cpuMs: Number.isFinite(cpu) ? cpu : undefined,
        stderr: spawnError ? String(spawnError) : text(streams.stderr),
      };
      if (termAt !== undefined) {
        run.stopped = killed
          ? `killed: still running ${KILL_GRACE_MS} ms after SIGTERM`
          : `stopped ${Date.now() - termAt} ms after SIGTERM`;
      } else if (code === 0 || code === 1) {
        try {
          run.report = JSON.parse(stdout);
        } catch (e) {
          run.parseError = `${e.message}: ${stdout.slice(0, 200)}`;
        }
      }
      done(run);
    });
  });
}

/** Which of the shas are commits in the repository (one git process). */
function existingCommits(repoDir, shas) {
  const out = execFileSync('git', ['-C', repoDir, 'cat-file', '--batch-check=%(objectname) %(objecttype)'], {
    input: shas.map((s) => `${s}^{commit}`).join('\n') + '\n',
    encoding: 'utf8',
    maxBuffer: 64 << 20,
  });
  const found = new Set();
  out.split('\n').forEach((line, i) => {
    if (line.endsWith(' commit')) found.add(shas[i]);
  });
  return found;
}

/** The run's record as kept in the JSON: every finding, compact, for re-scoring and triage. */
function keptRun(run) {
  return {
    exitCode: run.exitCode,
    signal: run.signal ?? undefined,
    timedOut: run.timedOut,
    stopped: run.stopped,
    durationMs: run.durationMs,
    cpuMs: run.cpuMs,
    stderr: run.exitCode === 0 || run.exitCode === 1 ? undefined : run.stderr.slice(0, 2000),
    parseError: run.parseError,
    gateAuthor: run.report?.author?.kind,
    findings: (run.report?.findings ?? []).map(({ ruleId, severity, file, line, message, fix, edits }) => ({
      ruleId,
      severity,
      file,
      line,
      message,
      fix,
      // whether the finding carries a fix `check --fix` makes (the edits themselves are in the report)
      ...(edits?.length ? { fixable: true } : {}),
    })),
    report: run.report ? true : undefined,
  };
}

/** One commit's row: the label, the run and its score. */
function scoredRow(set, commit, run, cli) {
  const score = scoreCommit(commit.blocking ?? [], run.findings ?? []);
  const { crashes, budget } = crashesOf({ ...run, report: run.report ? { findings: run.findings } : undefined });
  const command = commandLine(gateArgs(cli, set.repoDir, commit, set.repo));
  const rerun = commandLine([
    'scripts/corpus.mjs',
    ...['--labels', set.labelsPath, '--repo', set.repoDir, '--only', commit.sha],
    ...(cli === DEFAULT_CLI ? [] : ['--cli', cli]),
  ]);
  const relevant = (ruleId, file) =>
    (run.findings ?? []).filter((f) => f.ruleId === ruleId && (file === undefined || f.file === file));
  const disagreements = [
    ...score.fp.map((g) => ({
      kind: 'FP',
      ruleId: g.ruleId,
      file: g.file,
      lines: g.lines,
      findings: relevant(g.ruleId, g.file).filter((f) => f.severity === 'blocking'),
    })),
    ...score.fn.map((x) => ({
      kind: 'FN',
      ruleId: x.ruleId,
      file: x.file,
      files: x.label.files,
      line: x.label.line,
      evidence: x.label.evidence,
      // what the gate said about that rule anywhere in the commit (a warning, another file)
      findings: relevant(x.ruleId),
    })),
  ].map((d) => ({ key: `${set.repo}@${commit.sha}:${d.ruleId}:${d.file}`, ...d, command, rerun }));
  return {
    repo: set.repo,
    split: set.split,
    sha: commit.sha,
    parent: commit.parent,
    subject: commit.subject,
    agent: Boolean(commit.agent),
    branch: commit.branch ?? null,
    ...run,
    crashes,
    budget,
    command,
    gate: score.gate,
    labels: score.labels.map(({ ruleId, file, files, line }) => ({ ruleId, file, files, line })),
    tp: score.tp.map(({ ruleId, file }) => ({ ruleId, file })),
    fp: score.fp.map(({ ruleId, file }) => ({ ruleId, file })),
    fn: score.fn.map(({ ruleId, file }) => ({ ruleId, file })),
    nearMisses: score.nearMisses,
    disagreements,
  };
}

/** A labelled commit the clone does not hold (or whose parent it does not hold): not run. */
function missingRow(set, commit) {
  const empty = {
    gate: [],
    labels: [],
    tp: [],
    fp: [],
    fn: [],
    nearMisses: [],
    disagreements: [],
    crashes: [],
    budget: [],
  };
  return { repo: set.repo, split: set.split, sha: commit.sha, parent: commit.parent, missing: true, ...empty };
}

/** Runs `fn` over `items` with at most `jobs` at a time; results in the items' order. */
async function pool(items, jobs, fn) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, jobs) }, worker));
  return results;
}

// ---------------------------------------------------------------------------------------------
// Output

const pct = (x) => (x === null || x === undefined ? '–' : x.toFixed(3));
const sec = (ms) => (ms === null || ms === undefined ? '–' : `${(ms / 1000).toFixed(1)} s`);

function table(header, rows) {
  const cells = [header, ...rows].map((r) => r.map(String));
  const widths = header.map((_, i) => Math.max(...cells.map((r) => r[i].length)));
  const line = (r) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  return [line(cells[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.slice(1).map(line)].join('\n');
}

function mdTable(header, rows) {
  const esc = (c) => String(c).replaceAll('|', '\\|').replaceAll('\n', ' ');
  return [header, header.map(() => '---'), ...rows].map((r) => `| ${r.map(esc).join(' | ')} |`).join('\n');
}

// Every split the labels name (holdout first, tune, then the fresh sets), and all of them together.
const scopeNames = (summary) => {
  const order = (s) => (s === 'holdout' ? 0 : s === 'tune' ? 1 : 2);
  const splits = Object.keys(summary.scopes)
    .filter((s) => s !== 'all')
    .sort((a, b) => order(a) - order(b) || a.localeCompare(b));
  return [...splits, 'all'];
};

function summaryRows(summary) {
  const rows = [];
  for (const name of scopeNames(summary)) {
    const s = summary.scopes[name];
    rows.push([name, s.commits, s.tp, s.fp, s.fn, s.near, pct(s.precision), pct(s.recall)]);
    const a = s.agent;
    rows.push([`${name}, agent-authored`, a.commits, a.tp, a.fp, a.fn, a.near, pct(a.precision), pct(a.recall)]);
  }
  return rows;
}
const SUMMARY_HEADER = ['scope', 'commits', 'TP', 'FP', 'FN', 'near', 'precision', 'recall'];

function commitRows(summary) {
  const rows = [];
  for (const name of scopeNames(summary)) {
    for (const [label, c] of [
      [name, summary.scopes[name].byCommit],
      [`${name}, agent-authored`, summary.scopes[name].agent.byCommit],
    ])
      rows.push([label, c.commits, c.tp, c.fp, c.fn, pct(c.precision), pct(c.recall)]);
  }
  return rows;
}
const COMMIT_HEADER = ['scope', 'commits', 'TP', 'FP', 'FN', 'precision', 'recall'];
const RULE_HEADER = ['rule', 'TP', 'FP', 'FN', 'near', 'precision', 'recall'];
const ruleRows = (rules) => rules.map((r) => [r.ruleId, r.tp, r.fp, r.fn, r.near, pct(r.precision), pct(r.recall)]);
const falseBlockRows = (summary) =>
  scopeNames(summary).map((name) => {
    const h = summary.scopes[name].nonAgent;
    return [name, h.commits, h.falselyBlocked, pct(h.falseBlockRate)];
  });
const FALSE_BLOCK_HEADER = ['scope', 'non-agent commits', 'falsely blocked', 'rate'];

function timeLine(summary) {
  const d = summary.durationMs;
  const c = summary.cpuMs;
  const cpu = c.runs > 0 ? `; CPU time (${c.runs} runs): p50 ${sec(c.p50)}, p90 ${sec(c.p90)}, max ${sec(c.max)}` : '';
  return `Wall time per commit: p50 ${sec(d.p50)}, p90 ${sec(d.p90)}, max ${sec(d.max)}${cpu}`;
}

function textReport(summary, rows) {
  const out = [];
  out.push(table(SUMMARY_HEADER, summaryRows(summary)));
  out.push('', 'by (rule, commit):', table(COMMIT_HEADER, commitRows(summary)));
  for (const name of scopeNames(summary)) {
    out.push('', `per rule, ${name}:`, table(RULE_HEADER, ruleRows(summary.scopes[name].rules)));
  }
  out.push('', table(FALSE_BLOCK_HEADER, falseBlockRows(summary)));
  out.push('', timeLine(summary));
  const ad = summary.authorDetection;
  out.push(`gate's author detection agrees with the labels' agent flag on ${ad.agree}/${ad.commits} commits`);
  out.push(`crashes: ${summary.crashes.count} on ${summary.crashes.commits} commits`);
  for (const c of summary.crashes.list)
    out.push(`  ${c.kind} ${c.ruleId ?? ''} ${c.repo}@${c.sha.slice(0, 10)}: ${c.detail}`);
  if (summary.budget.length > 0) out.push(`time budget spent on ${summary.budget.length} commits`);
  for (const b of summary.budget) out.push(`  ${b.repo}@${b.sha.slice(0, 10)}: ${b.messages.join(' / ')}`);
  if (summary.missing.length > 0) out.push(`not in the clone (not run): ${summary.missing.length} commits`);
  const disagreements = rows.flatMap((r) => r.disagreements.map((x) => ({ ...x, split: r.split })));
  out.push('', `disagreements: ${disagreements.length}`);
  for (const x of disagreements) out.push(`  ${x.kind} ${x.split} ${x.key}${x.triage ? ` (${x.triage.verdict})` : ''}`);
  if (summary.staleTriage?.length > 0) {
    out.push(`triage verdicts that match no disagreement: ${summary.staleTriage.length}`);
    for (const key of summary.staleTriage) out.push(`  ${key}`);
  }
  return out.join('\n');
}

function markdownReport(summary, rows, triage) {
  const out = [];
  out.push(`#### Blocking findings by (rule, file)`, '', mdTable(SUMMARY_HEADER, summaryRows(summary)));
  out.push('', `#### Blocking findings by (rule, commit)`, '', mdTable(COMMIT_HEADER, commitRows(summary)));
  out.push(
    '',
    '#### False blocks on commits not authored by agents',
    '',
    mdTable(FALSE_BLOCK_HEADER, falseBlockRows(summary)),
  );
  for (const name of scopeNames(summary)) {
    out.push('', `#### Per rule, ${name}`, '', mdTable(RULE_HEADER, ruleRows(summary.scopes[name].rules)));
    const agentRules = summary.scopes[name].agent.rules;
    if (agentRules.length > 0) {
      out.push('', `#### Per rule, ${name}, agent-authored commits`, '', mdTable(RULE_HEADER, ruleRows(agentRules)));
    }
  }
  out.push(
    '',
    `#### Crashes and time`,
    '',
    `${summary.crashes.count} crashes on ${summary.crashes.commits} commits; the gate's own time budget was spent on ${summary.budget.length} commits. ${timeLine(summary)}.`,
  );
  if (summary.crashes.list.length > 0) {
    out.push(
      '',
      mdTable(
        ['repository', 'commit', 'kind', 'rule', 'detail', 'command'],
        summary.crashes.list.map((c) => [
          c.repo,
          c.sha.slice(0, 10),
          c.kind,
          c.ruleId ?? '',
          c.detail,
          `\`${c.command}\``,
        ]),
      ),
    );
  }
  for (const split of [...new Set(rows.map((r) => r.split))].sort()) {
    const list = rows
      .filter((r) => r.split === split)
      .flatMap((r) => r.disagreements.map((x) => ({ ...x, agent: r.agent })));
    if (list.length === 0) continue;
    const triaged = list.filter((x) => triage[x.key]).length;
    out.push('', `#### Disagreements, ${split} (${triaged}/${list.length} triaged)`, '');
    out.push(
      mdTable(
        ['', 'repository@commit', 'agent', 'rule', 'file', 'gate / label says', 'verdict', 'note', 'command'],
        list.map((x) => {
          const [repoAt] = x.key.split(':');
          const said =
            x.kind === 'FP' ? (x.findings[0]?.message ?? '') : `${x.line ? `line ${x.line}: ` : ''}${x.evidence ?? ''}`;
          const t = triage[x.key];
          return [
            x.kind,
            repoAt.replace(/@(\w{10})\w*$/, '@$1'),
            x.agent ? 'yes' : '',
            x.ruleId,
            `\`${x.file}\`${x.kind === 'FP' ? `:${x.lines.join(',')}` : ''}`,
            said.length > 300 ? `${said.slice(0, 297)}…` : said,
            t?.verdict ?? '**untriaged**',
            t?.note ?? '',
            `\`${x.command}\``,
          ];
        }),
      ),
    );
  }
  return out.join('\n') + '\n';
}

function readTriage(path) {
  if (!path) return {};
  const triage = JSON.parse(readFileSync(path, 'utf8'));
  for (const [key, t] of Object.entries(triage)) {
    if (!VERDICTS.has(t?.verdict)) {
      throw new Error(
        `${path}: "${key}" has verdict ${JSON.stringify(t?.verdict)}, not one of ${[...VERDICTS].join(', ')}`,
      );
    }
  }
  return triage;
}

// ---------------------------------------------------------------------------------------------
// Entry point

function labelSets(values) {
  const sets = [];
  const add = (labelsPath, repoDir) => {
    const labels = JSON.parse(readFileSync(labelsPath, 'utf8'));
    sets.push({
      repo: labels.repo,
      split: labels.split,
      labelsPath: shown(labelsPath),
      repoDir,
      commits: labels.commits,
    });
  };
  if (values.all) {
    const dir = resolve(values['labels-dir']);
    for (const name of readdirSync(dir)
      .filter((n) => n.endsWith('.json'))
      .sort()) {
      const repoDir = resolve(values['repos-dir'], basename(name, '.json'));
      if (existsSync(repoDir)) add(join(dir, name), repoDir);
      else console.error(`skipped ${name}: no clone at ${repoDir}`);
    }
  } else {
    if (!values.labels || !values.repo) throw new Error('give --labels FILE --repo DIR, or --all, or --from FILE');
    add(resolve(values.labels), resolve(values.repo));
  }
  return sets;
}

async function main() {
  const { values } = parseArgs({
    options: {
      labels: { type: 'string' },
      repo: { type: 'string' },
      all: { type: 'boolean', default: false },
      'repos-dir': { type: 'string', default: '/work/corpus' },
      'labels-dir': { type: 'string', default: join(root, 'corpus', 'labels') },
      only: { type: 'string', multiple: true },
      jobs: { type: 'string', default: '2' },
      // the gate's own time budget (5 min) and a grace: a timeout is a gate that overran it
      timeout: { type: 'string', default: '330' },
      cli: { type: 'string', default: join(root, DEFAULT_CLI) },
      out: { type: 'string' },
      markdown: { type: 'string' },
      triage: { type: 'string' },
      from: { type: 'string', multiple: true },
    },
  });
  const triage = readTriage(values.triage);
  let rows;
  let cli;
  if (values.from) {
    // Re-score earlier runs against the labels as they are now (they may have been corrected);
    // a commit in several files is taken from the last (e.g. a re-run of the crashed ones).
    const merged = new Map();
    for (const file of values.from) {
      const previous = JSON.parse(readFileSync(file, 'utf8'));
      cli = previous.cli;
      for (const row of previous.commits) merged.set(`${row.repo}@${row.sha}`, row);
    }
    const byLabels = new Map();
    rows = [...merged.values()].map((old) => {
      const labelsPath = resolve(root, old.labelsPath);
      if (!byLabels.has(labelsPath)) byLabels.set(labelsPath, JSON.parse(readFileSync(labelsPath, 'utf8')));
      const labels = byLabels.get(labelsPath);
      const commit = labels.commits.find((c) => c.sha === old.sha) ?? old;
      const set = { repo: labels.repo, split: labels.split, labelsPath: old.labelsPath, repoDir: old.repoDir };
      if (old.missing) return { ...old, split: labels.split };
      return { ...scoredRow(set, commit, pickRun(old), cli), labelsPath: old.labelsPath, repoDir: old.repoDir };
    });
  } else {
    cli = shown(resolve(values.cli));
    const timeoutMs = Number(values.timeout) * 1000;
    const work = [];
    for (const set of labelSets(values)) {
      const commits = set.commits.filter((c) => !values.only || values.only.some((p) => c.sha.startsWith(p)));
      const present = existingCommits(set.repoDir, [...new Set(commits.flatMap((c) => [c.sha, c.parent]))]);
      for (const commit of commits)
        work.push({ set, commit, present: present.has(commit.sha) && present.has(commit.parent) });
    }
    let done = 0;
    rows = await pool(work, Number(values.jobs), async ({ set, commit, present }) => {
      const base = { labelsPath: set.labelsPath, repoDir: set.repoDir };
      if (!present) {
        console.error(`[${++done}/${work.length}] ${set.repo}@${commit.sha.slice(0, 10)}: not in the clone`);
        return { ...base, ...missingRow(set, commit) };
      }
      const run = keptRun(await runGate(gateArgs(resolve(values.cli), set.repoDir, commit, set.repo), timeoutMs));
      const row = { ...scoredRow(set, commit, run, cli), ...base };
      const outcome = run.timedOut ? 'timeout' : `exit ${run.exitCode}`;
      const crashed = row.crashes.length > 0 ? ` CRASH ${row.crashes.map((c) => c.kind).join(',')}` : '';
      console.error(
        `[${++done}/${work.length}] ${set.repo}@${commit.sha.slice(0, 10)} ${sec(run.durationMs)} ${outcome}` +
          ` TP ${row.tp.length} FP ${row.fp.length} FN ${row.fn.length}${crashed}`,
      );
      return row;
    });
  }
  const keys = new Set();
  for (const row of rows) {
    for (const d of row.disagreements) {
      keys.add(d.key);
      if (triage[d.key]) d.triage = triage[d.key];
    }
  }
  const summary = summarize(rows);
  // A verdict whose disagreement is gone (the gate or the label changed) is stale.
  summary.staleTriage = Object.keys(triage).filter((key) => !keys.has(key));
  if (values.out) {
    writeFileSync(values.out, JSON.stringify({ version: 1, root, cli, summary, commits: rows }, null, 1) + '\n');
  }
  if (values.markdown) writeFileSync(values.markdown, markdownReport(summary, rows, triage));
  console.log(textReport(summary, rows));
}

/** The run part of a row from a previous --out file. */
function pickRun(row) {
  const { exitCode, signal, timedOut, stopped, durationMs, cpuMs, stderr, parseError, gateAuthor, findings, report } =
    row;
  return { exitCode, signal, timedOut, stopped, durationMs, cpuMs, stderr, parseError, gateAuthor, findings, report };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    await main();
  } catch (err) {
    console.error(`corpus: ${err.message}`);
    process.exit(2);
  }
}
