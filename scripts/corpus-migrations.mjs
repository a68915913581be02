// Every migration the labelled history adds, and what the migration rules say of it (issue #32):
// for each commit of corpus/labels/*.json whose diff adds a file in a migration folder (a
// folder named migrations/migration, a drizzle `out` folder named drizzle, or SQL marked by
// goose/dbmate), the built CLI runs with schema/deploy-breaks and schema/unsafe-migration
// only, against the commit's parent. Writes the findings (and the migrations counted) as JSON
// and a Markdown table for triage; --triage adds verdicts ({ "<repo>@<sha>:<ruleId>:<file>:<line>":
// { "verdict": "right" | "wrong", "note": "…" } }) and scores precision per rule.
//
//   node scripts/corpus-migrations.mjs --repos-dir /work/corpus [--labels-dir corpus/labels]
//     [--cli dist/cli.js] [--out migrations.json] [--markdown migrations.md] [--triage verdicts.json]
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

const RULES = ['schema/deploy-breaks', 'schema/unsafe-migration'];

const { values } = parseArgs({
  options: {
    'repos-dir': { type: 'string', default: '/work/corpus' },
    'labels-dir': { type: 'string', default: 'corpus/labels' },
    cli: { type: 'string', default: 'dist/cli.js' },
    out: { type: 'string' },
    markdown: { type: 'string' },
    triage: { type: 'string' },
  },
});

/** Added files that a migration tool would run: a migration folder's files, goose/dbmate SQL. */
function addedMigrations(repo, parent, sha) {
  const out = execFileSync(
    'git',
    ['-C', repo, 'diff', '--name-status', '--no-renames', '--diff-filter=A', parent, sha],
    {
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
    },
  );
  return out
    .split('\n')
    .filter(Boolean)
    .map((l) => l.split('\t')[1])
    .filter((p) => /\.(sql|[cm]?[jt]s)$/.test(p) && !p.includes('node_modules/') && !/\.(test|spec)\./.test(p))
    .filter((p) => {
      const dirs = p
        .split('/')
        .slice(0, -1)
        .map((s) => s.toLowerCase());
      if (dirs.some((d) => d === 'migrations' || d === 'migration')) return true;
      if (p.endsWith('.sql') && dirs.includes('drizzle')) return true;
      if (!p.endsWith('.sql')) return false;
      const text = execFileSync('git', ['-C', repo, 'show', `${sha}:${p}`], {
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      });
      return /^\s*--\s*(\+goose\s+up|migrate:up)/im.test(text);
    });
}

const rows = [];
for (const file of readdirSync(values['labels-dir'])
  .filter((f) => f.endsWith('.json'))
  .sort()) {
  const labels = JSON.parse(readFileSync(join(values['labels-dir'], file), 'utf8'));
  const repo = join(values['repos-dir'], file.replace(/\.json$/, ''));
  if (!existsSync(repo)) {
    console.error(`skip ${labels.repo}: no clone at ${repo}`);
    continue;
  }
  for (const commit of labels.commits) {
    let migrations;
    try {
      migrations = addedMigrations(repo, commit.parent, commit.sha);
    } catch (err) {
      console.error(`skip ${labels.repo}@${commit.sha.slice(0, 10)}: ${String(err.message).split('\n')[0]}`);
      continue;
    }
    if (migrations.length === 0) continue;
    const args = [
      values.cli,
      'check',
      '--repo',
      repo,
      '--base',
      commit.parent,
      '--head',
      commit.sha,
      '--format',
      'json',
    ];
    for (const r of RULES) args.push('--rule', r);
    if (commit.branch) args.push('--branch', commit.branch);
    const run = spawnSync(process.execPath, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    let report;
    try {
      report = JSON.parse(run.stdout);
    } catch {
      report = undefined;
    }
    const findings = (report?.findings ?? []).filter((f) => RULES.includes(f.ruleId));
    const notes = (report?.notes ?? []).filter((n) => /could not be read as|acknowledged/.test(n));
    rows.push({
      repo: labels.repo,
      split: labels.split,
      sha: commit.sha,
      subject: commit.subject,
      agent: commit.agent,
      exitCode: run.status,
      migrations,
      findings: findings.map((f) => ({
        ruleId: f.ruleId,
        severity: f.severity,
        file: f.file,
        line: f.line,
        message: f.message,
      })),
      notes,
    });
    console.error(
      `${labels.repo}@${commit.sha.slice(0, 10)}: ${migrations.length} migration(s), ${findings.length} finding(s), exit ${run.status}`,
    );
  }
}

const triage = values.triage && existsSync(values.triage) ? JSON.parse(readFileSync(values.triage, 'utf8')) : {};
const keyOf = (row, f) => `${row.repo}@${row.sha}:${f.ruleId}:${f.file}:${f.line}`;
const score = {};
for (const id of RULES) score[id] = { findings: 0, right: 0, wrong: 0, untriaged: 0 };
for (const row of rows) {
  for (const f of row.findings) {
    const s = score[f.ruleId];
    s.findings++;
    const v = triage[keyOf(row, f)]?.verdict;
    if (v === 'right') s.right++;
    else if (v === 'wrong') s.wrong++;
    else s.untriaged++;
  }
}
const migrationsCounted = rows.reduce((n, r) => n + r.migrations.length, 0);
const crashed = rows.filter((r) => r.exitCode === 2).length;
const summary = {
  commits: rows.length,
  migrations: migrationsCounted,
  crashed,
  rules: Object.fromEntries(
    Object.entries(score).map(([id, s]) => [
      id,
      { ...s, precision: s.right + s.wrong ? s.right / (s.right + s.wrong) : null },
    ]),
  ),
};
console.log(JSON.stringify(summary, null, 2));
if (values.out) writeFileSync(values.out, JSON.stringify({ summary, rows }, null, 2) + '\n');
if (values.markdown) {
  const lines = [
    `Commits that add a migration: ${rows.length}; migrations: ${migrationsCounted}; runs that crashed: ${crashed}.`,
    '',
    '| rule | findings | right | wrong | precision |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...RULES.map((id) => {
      const s = summary.rules[id];
      return `| ${id} | ${s.findings} | ${s.right} | ${s.wrong} | ${s.precision === null ? '–' : s.precision.toFixed(3)} |`;
    }),
    '',
    '| finding | severity | verdict | note |',
    '| --- | --- | --- | --- |',
    ...rows.flatMap((row) =>
      row.findings.map((f) => {
        const t = triage[keyOf(row, f)] ?? {};
        return `| ${row.repo}@${row.sha.slice(0, 10)} ${f.ruleId} ${f.file}:${f.line} | ${f.severity} | ${t.verdict ?? '?'} | ${(t.note ?? '').replaceAll('|', '\\|')} |`;
      }),
    ),
  ];
  writeFileSync(values.markdown, lines.join('\n') + '\n');
}
