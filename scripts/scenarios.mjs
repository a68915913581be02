// The project's own end-to-end scenario suite: pull requests on small applications, each
// checked through the built CLI the way a user runs it.
//
//   node scripts/scenarios.mjs [--suite DIR] [--only NAME] [--verbose] [--jobs N]
//
// A suite is `bases/<app>/` (the base branch of an application) and `cases/<name>/` with
// `expect.json` and `head/` (the files the pull request adds or changes, laid over the
// base). expect.json: `base`, `title` (the PR commit's message; a body may follow a blank
// line), `agent` (the commit carries a coding agent's Co-authored-by trailer and the branch
// is `claude/change`), `author` ("Name <email>": the PR commit's author and committer,
// default `Dev <dev@example.com>`), `branch`, `delete` (paths the PR deletes),
// `blocking`/`warning`/`absent` (rule ids), `clean` (no blocking finding),
// `files` ({ruleId: path} or {ruleId: [paths]}: reported at each of those files),
// `notAt` ({ruleId: [paths]}: never reported there), `max` ({ruleId: n}: at most n findings),
// `why`. The same layout as ../shared/scenarios, which `npm test` also runs when present.
import { execFile, execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs, promisify } from 'node:util';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    suite: { type: 'string', default: join(root, 'scenarios') },
    only: { type: 'string' },
    verbose: { type: 'boolean', default: false },
    jobs: { type: 'string', default: '2' },
    cli: { type: 'string', default: join(root, 'dist', 'cli.js') },
  },
});
const suite = resolve(values.suite);
const run = promisify(execFile);

function git(cwd, ...args) {
  return gitAs(cwd, {}, ...args);
}

function gitAs(cwd, env, ...args) {
  return execFileSync('git', args, {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  }).trim();
}

/** `Name <email>` as the environment that makes git author and commit as that person. */
function identity(author) {
  const m = /^\s*(.+?)\s*<([^<>]+)>\s*$/.exec(author);
  if (!m) throw new Error(`author "${author}" is not "Name <email>"`);
  const [, name, email] = m;
  return { GIT_AUTHOR_NAME: name, GIT_AUTHOR_EMAIL: email, GIT_COMMITTER_NAME: name, GIT_COMMITTER_EMAIL: email };
}

function buildRepo(caseDir, expect) {
  const repo = mkdtempSync(join(tmpdir(), 'agent-gate-scenario-'));
  const base = join(suite, 'bases', expect.base);
  if (!existsSync(base)) throw new Error(`base "${expect.base}" not found in ${join(suite, 'bases')}`);
  cpSync(base, repo, { recursive: true });
  git(repo, 'init', '-q', '-b', 'main');
  git(repo, 'config', 'user.email', 'dev@example.com');
  git(repo, 'config', 'user.name', 'Dev');
  git(repo, 'config', 'commit.gpgsign', 'false');
  git(repo, 'add', '-A');
  git(repo, 'commit', '-q', '-m', 'base');
  const baseSha = git(repo, 'rev-parse', 'HEAD');
  git(repo, 'checkout', '-q', '-b', expect.branch ?? (expect.agent ? 'claude/change' : 'feature/change'));
  if (existsSync(join(caseDir, 'head'))) cpSync(join(caseDir, 'head'), repo, { recursive: true });
  for (const path of expect.delete ?? []) rmSync(join(repo, path), { recursive: true, force: true });
  git(repo, 'add', '-A');
  const message = `${expect.title ?? 'change'}${expect.agent ? '\n\nCo-authored-by: Claude <noreply@anthropic.com>' : ''}`;
  gitAs(repo, expect.author ? identity(expect.author) : {}, 'commit', '-q', '--allow-empty', '-m', message);
  return { repo, base: baseSha, head: git(repo, 'rev-parse', 'HEAD') };
}

const asList = (v) => (Array.isArray(v) ? v : [v]);

/** What is wrong with the report, against expect.json (empty: the case passes). */
export function judge(expect, report, exitCode) {
  const problems = [];
  const blocking = report.findings.filter((f) => f.severity === 'blocking');
  const has = (id, severities) => report.findings.some((f) => f.ruleId === id && severities.includes(f.severity));
  if (report.verdict !== (exitCode === 1 ? 'fail' : 'pass'))
    problems.push(`exit ${exitCode} but verdict ${report.verdict}`);
  for (const id of expect.blocking ?? []) if (!has(id, ['blocking'])) problems.push(`missing blocking ${id}`);
  for (const id of expect.warning ?? []) if (!has(id, ['warning', 'blocking'])) problems.push(`missing warning ${id}`);
  for (const id of expect.absent ?? []) {
    for (const f of report.findings.filter((x) => x.ruleId === id))
      problems.push(`unexpected ${id} at ${f.file}:${f.line}`);
  }
  if (expect.clean) for (const f of blocking) problems.push(`unexpected blocking ${f.ruleId} at ${f.file}:${f.line}`);
  if ((expect.blocking ?? []).length > 0 && report.verdict !== 'fail') problems.push(`verdict pass, expected fail`);
  for (const [id, files] of Object.entries(expect.files ?? {})) {
    for (const file of asList(files)) {
      if (!report.findings.some((f) => f.ruleId === id && f.file === file))
        problems.push(`${id} not reported at ${file}`);
    }
  }
  for (const [id, files] of Object.entries(expect.notAt ?? {})) {
    for (const f of report.findings.filter((x) => x.ruleId === id && asList(files).includes(x.file))) {
      problems.push(`${id} reported at ${f.file}:${f.line}`);
    }
  }
  for (const [id, max] of Object.entries(expect.max ?? {})) {
    const n = report.findings.filter((f) => f.ruleId === id).length;
    if (n > max) problems.push(`${n} findings of ${id}, at most ${max} expected`);
  }
  return problems;
}

async function runCase(name) {
  const dir = join(suite, 'cases', name);
  const expect = JSON.parse(readFileSync(join(dir, 'expect.json'), 'utf8'));
  let built;
  const started = Date.now();
  try {
    built = buildRepo(dir, expect);
    let stdout;
    let code = 0;
    try {
      ({ stdout } = await run(
        'node',
        [values.cli, 'check', '--repo', built.repo, '--base', built.base, '--head', built.head, '--format', 'json'],
        { maxBuffer: 64 << 20, timeout: 120_000 },
      ));
    } catch (err) {
      if (err.code !== 1) throw new Error(`exit ${err.code ?? err.signal}: ${String(err.stderr).slice(0, 400)}`);
      ({ stdout, code } = { stdout: err.stdout, code: 1 });
    }
    const report = JSON.parse(stdout);
    const problems = judge(expect, report, code);
    if (values.verbose) {
      for (const f of report.findings) problems.push(`  · ${f.severity} ${f.ruleId} ${f.file}:${f.line}`);
    }
    return { name, problems, ms: Date.now() - started, expect, report };
  } catch (err) {
    return { name, problems: [`error: ${err.message}`], ms: Date.now() - started, expect };
  } finally {
    if (built) rmSync(built.repo, { recursive: true, force: true });
  }
}

async function main() {
  const names = readdirSync(join(suite, 'cases'))
    .filter((n) => existsSync(join(suite, 'cases', n, 'expect.json')))
    .filter((n) => !values.only || n === values.only)
    .sort();
  const results = [];
  let next = 0;
  const worker = async () => {
    while (next < names.length) {
      const result = await runCase(names[next++]);
      results.push(result);
      const failed = result.problems.some((p) => !p.startsWith('  · '));
      console.log(
        `${failed ? 'FAIL' : 'ok  '} ${result.name}${result.problems.length ? `: ${result.problems.join('\n')}` : ''}`,
      );
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Number(values.jobs)) }, worker));
  const failed = results.filter((r) => r.problems.some((p) => !p.startsWith('  · ')));
  const positive = results.filter((r) => (r.expect.blocking ?? []).length > 0);
  const caught = positive.filter(
    (r) =>
      r.report &&
      r.expect.blocking.every((id) => r.report.findings.some((f) => f.ruleId === id && f.severity === 'blocking')),
  );
  const clean = results.filter((r) => r.expect.clean);
  const quiet = clean.filter((r) => r.report && !r.report.findings.some((f) => f.severity === 'blocking'));
  const ms = results.map((r) => r.ms).sort((a, b) => a - b);
  console.log(
    `recall ${caught.length}/${positive.length} positive cases; clean ${quiet.length}/${clean.length} negative cases; median ${((ms[Math.floor(ms.length / 2)] ?? 0) / 1000).toFixed(2)} s per case`,
  );
  console.log(`scenarios (${suite}): ${results.length - failed.length} passed, ${failed.length} failed`);
  process.exit(failed.length > 0 ? 1 : 0);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
