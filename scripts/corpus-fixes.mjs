// The fixes on the labelled corpus: how many right blocking findings carry a fix, by rule,
// and, for a sample of them, whether the patch applies at the commit and clears the finding.
//   node scripts/corpus-fixes.mjs --from results.json [--sample 20] [--cli dist/cli.js] [--out fixes.md]
// `results.json` is an `npm run corpus -- --out` file (its findings say whether they carry a
// fix). For each sampled finding: `check --fix-dry-run` of the commit against its parent,
// `git apply --cached` of the patch on the commit's tree, a commit of it, and `check` again: the
// finding (rule, file) must be gone and no new blocking finding may appear.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    from: { type: 'string' },
    sample: { type: 'string', default: '20' },
    cli: { type: 'string', default: 'dist/cli.js' },
    out: { type: 'string' },
  },
});
if (!values.from) {
  console.error('corpus-fixes: --from results.json is required');
  process.exit(2);
}
const cli = resolve(values.cli);
const results = JSON.parse(readFileSync(values.from, 'utf8'));

// right blocking findings: the gate's findings that match a label (the run's `tp` keys)
const right = [];
for (const c of results.commits) {
  const tp = new Set((c.tp ?? []).map((k) => `${k.ruleId} ${k.file}`));
  for (const f of c.findings ?? []) {
    if (f.severity !== 'blocking' || !tp.has(`${f.ruleId} ${f.file}`)) continue;
    right.push({ commit: c, finding: f });
  }
}
const byRule = new Map();
for (const { finding } of right) {
  const row = byRule.get(finding.ruleId) ?? { right: 0, fixable: 0 };
  row.right++;
  if (finding.fixable) row.fixable++;
  byRule.set(finding.ruleId, row);
}

// the sample: fixable right findings, spread over rules and repositories, in a fixed order
const fixable = right.filter((r) => r.finding.fixable);
const sample = [];
const seen = new Set();
for (let round = 0; sample.length < Number(values.sample) && round < fixable.length; round++) {
  for (const r of fixable) {
    const key = `${r.commit.repo} ${r.commit.sha} ${r.finding.ruleId} ${r.finding.file}`;
    if (seen.has(key) || sample.length >= Number(values.sample)) continue;
    const sameRule = sample.filter((s) => s.finding.ruleId === r.finding.ruleId).length;
    const sameRepo = sample.filter((s) => s.commit.repo === r.commit.repo).length;
    if (sameRule > round || sameRepo > round) continue;
    seen.add(key);
    sample.push(r);
  }
}

function check(dir, base, extra = []) {
  const res = spawnSync(process.execPath, [cli, 'check', '--repo', dir, '--base', base, ...extra], {
    encoding: 'utf8',
    maxBuffer: 64 << 20,
  });
  return res;
}

const rows = [];
for (const { commit, finding } of sample) {
  // No checkout: the fetched snapshots lack some large blobs the commit's tree names. The patch
  // is applied to a temporary index of the commit's tree, written as a commit on top of it.
  const scratch = mkdtempSync(join(tmpdir(), 'agent-gate-fixes-'));
  const env = { ...process.env, GIT_INDEX_FILE: join(scratch, 'index') };
  let verdict;
  try {
    const dry = check(commit.repoDir, commit.parent, ['--head', commit.sha, '--fix-dry-run']);
    const patch = dry.stdout;
    if (!patch) verdict = `no patch (exit ${dry.status}: ${dry.stderr.trim().split('\n')[0]})`;
    else {
      const file = join(scratch, 'fix.patch');
      writeFileSync(file, patch);
      execFileSync('git', ['read-tree', commit.sha], { cwd: commit.repoDir, env });
      const applied = spawnSync('git', ['apply', '--cached', file], { cwd: commit.repoDir, env, encoding: 'utf8' });
      if (applied.status !== 0) verdict = `patch does not apply: ${applied.stderr.trim().split('\n')[0]}`;
      else {
        const tree = execFileSync('git', ['write-tree'], { cwd: commit.repoDir, env, encoding: 'utf8' }).trim();
        const fixed = execFileSync(
          'git',
          [
            '-c',
            'user.name=fix',
            '-c',
            'user.email=fix@example.com',
            'commit-tree',
            tree,
            '-p',
            commit.sha,
            '-m',
            'agent-gate fixes',
          ],
          { cwd: commit.repoDir, encoding: 'utf8' },
        ).trim();
        const after = JSON.parse(check(commit.repoDir, commit.parent, ['--head', fixed, '--format', 'json']).stdout);
        const before = new Set(
          commit.findings.filter((f) => f.severity === 'blocking').map((f) => `${f.ruleId} ${f.file}`),
        );
        const still = after.findings.some((f) => f.ruleId === finding.ruleId && f.file === finding.file);
        const added = after.findings.filter((f) => f.severity === 'blocking' && !before.has(`${f.ruleId} ${f.file}`));
        verdict = still
          ? 'the finding remains'
          : added.length > 0
            ? `cleared, but new: ${added.map((f) => `${f.ruleId} ${f.file}`).join(', ')}`
            : 'applies and clears it';
      }
    }
  } catch (err) {
    verdict = `error: ${String(err.message).split('\n')[0]}`;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  rows.push({ commit, finding, verdict });
  console.error(`${commit.repo}@${commit.sha.slice(0, 10)} ${finding.ruleId} ${finding.file}: ${verdict}`);
}

const ok = rows.filter((r) => r.verdict === 'applies and clears it').length;
const md = [
  '| rule | right blocking findings | with a fix | share |',
  '| --- | ---: | ---: | ---: |',
  ...[...byRule]
    .sort((a, b) => a[0].localeCompare(b[0]))
    .map(([rule, r]) => `| ${rule} | ${r.right} | ${r.fixable} | ${(r.fixable / r.right).toFixed(2)} |`),
  '',
  `Sample of ${rows.length} fixes: ${ok} apply at their commit and clear their finding.`,
  '',
  '| commit | rule | file | result |',
  '| --- | --- | --- | --- |',
  ...rows.map(
    (r) => `| ${r.commit.repo}@${r.commit.sha.slice(0, 10)} | ${r.finding.ruleId} | ${r.finding.file} | ${r.verdict} |`,
  ),
].join('\n');
if (values.out) writeFileSync(values.out, `${md}\n`);
console.log(md);
process.exitCode = ok === rows.length ? 0 : 1;
