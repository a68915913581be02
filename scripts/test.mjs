// The whole suite, as README and CI run it: build dist/ fresh (and, in CI, fail when it
// differs from what is committed), lint, unit and integration tests with jest, then the
// project's own scenario suite against the freshly built dist/cli.js, and the team's shared
// suite when ../shared is beside the clone.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { resolve } from 'node:path';
import { enterTempRoot, leaveTempRoot, tempListing } from './temp-root.mjs';

// Every step writes its temporary files in one folder, removed at the end; in CI the OS temp
// folder must then hold exactly what it held before the run.
const osTemp = tmpdir();
const before = tempListing(osTemp);
const tempRoot = enterTempRoot();

function finish(code) {
  leaveTempRoot(tempRoot);
  const added = [...tempListing(osTemp)].filter((name) => !before.has(name));
  if (added.length > 0) {
    process.stdout.write(
      `\n${process.env.CI ? '✖' : '⚠'} the run left ${added.length} entries in ${osTemp}: ${added.slice(0, 5).join(', ')}${added.length > 5 ? ', …' : ''}\n`,
    );
    if (process.env.CI && code === 0) code = 1;
  }
  process.exit(code);
}

function step(name, cmd, args, opts = {}) {
  process.stdout.write(`\n▶ ${name}\n`);
  const res = spawnSync(cmd, args, { stdio: 'inherit', ...opts });
  if (res.status !== 0) {
    process.stdout.write(`\n✖ ${name} failed (exit ${res.status ?? res.signal})\n`);
    finish(res.status || 1);
  }
}

step('build dist/', 'node', ['scripts/build.mjs']);
if (process.env.CI) {
  step('dist/ is in sync with src/', 'git', ['diff', '--exit-code', '--stat', '--', 'dist']);
  const untracked = spawnSync('git', ['ls-files', '--others', '--exclude-standard', '--', 'dist'], {
    encoding: 'utf8',
  });
  if (untracked.stdout.trim()) {
    process.stdout.write(`✖ dist/ has files that are not committed:\n${untracked.stdout}`);
    finish(1);
  }
}
step('typecheck', 'npx', ['tsc', '--noEmit', '-p', '.']);
step('lint', 'npx', ['eslint', 'src', '__tests__', 'scripts']);
step('format', 'npx', ['prettier', '--check', 'src', '__tests__', 'scripts']);
// No module imports itself through others (type-only imports aside; .madgerc).
step('import loops', 'npx', ['madge', '--circular', '--no-spinner', 'src']);
// The Action's bundle test spawns the freshly built dist/index.js.
step('unit and integration tests', 'npx', ['jest', ...process.argv.slice(2)], {
  env: { ...process.env, AGENT_GATE_BUNDLE: resolve('dist', 'index.js') },
});

step("scenario suite (the project's own)", 'node', ['scripts/scenarios.mjs', '--suite', resolve('scenarios')]);

// The team's shared scenarios, when the clone sits beside them (a user's clone never does).
const shared = resolve('..', 'shared', 'scenarios');
if (existsSync(resolve(shared, 'run.mjs'))) {
  // Every rule is judged: no --rules filter.
  step('shared scenario suite', 'node', [resolve(shared, 'run.mjs'), '--suite', resolve(shared, 'dev')]);
} else {
  process.stdout.write(
    `\n· shared scenario suite not found at ${shared}: skipped (it is the team's, beside the project)\n`,
  );
}
finish(0);
