import { chmodSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFileSync, spawn } from 'node:child_process';
import { analyze } from '../../src/core/analyze';
import { defaultConfig } from '../../src/core/config';
import { runCheck } from '../../src/core/run';
import type { Report, Rule, RuleFinding } from '../../src/core/types';
import { buildChangeSet } from '../../src/git/changeset';
import { GitRepo } from '../../src/git/git';
import { liveChildren } from '../../src/git/processes';
import { GAP_RULE } from '../../src/rules';
import { Workspace } from '../../src/workspace/workspace';
import { makeRepo } from '../helpers/repo';

function workspaceOf(files: Record<string, string>) {
  const repo = makeRepo({ base: { 'src/app.ts': 'export const answer = 42;\n' }, head: files });
  const git = GitRepo.open(repo.dir);
  return new Workspace(git, buildChangeSet(git, { base: repo.base, head: repo.head }));
}

function rule(id: string, check: Rule['check']): Rule {
  return { meta: { id, description: id, defaultSeverity: 'warning' }, check };
}

const finding = (message: string): RuleFinding => ({ file: 'src/app.ts', line: 1, message, fix: 'Fix it.' });

function run(workspace: Workspace, rules: Rule[], timeBudgetMs?: number, config = defaultConfig()): Promise<Report> {
  return analyze({
    changes: workspace.changes,
    workspace,
    config,
    rules,
    gapRule: GAP_RULE,
    options: timeBudgetMs ? { limits: { timeBudgetMs } } : {},
  });
}

describe('analyze', () => {
  it('runs each rule once and reports what it found', async () => {
    const ws = workspaceOf({ 'src/app.ts': 'export const answer = 43;\n' });
    const report = await run(ws, [rule('test/a', () => [finding('a')]), rule('test/b', () => [])]);
    expect(report.findings.map((f) => [f.ruleId, f.message])).toEqual([['test/a', 'a']]);
    expect(report.verdict).toBe('pass');
  });

  it('isolates a rule that throws: a blocking gap names the rule, the other rules still report', async () => {
    const ws = workspaceOf({ 'src/app.ts': 'export const answer = 43;\n' });
    const report = await run(ws, [
      rule('test/broken', () => {
        throw new Error('cannot read property x of undefined');
      }),
      rule('test/fine', () => [finding('fine')]),
    ]);
    const gap = report.findings.find((f) => f.ruleId === 'policy/incomplete-analysis');
    expect(gap?.severity).toBe('blocking');
    expect(gap?.message).toContain('test/broken');
    expect(report.findings.some((f) => f.ruleId === 'test/fine')).toBe(true);
  });

  it('skips a rule turned off in the config', async () => {
    const ws = workspaceOf({ 'src/app.ts': 'export const answer = 43;\n' });
    let ran = false;
    const config = defaultConfig();
    config.rules['test/off'] = 'off';
    await run(
      ws,
      [
        rule('test/off', () => {
          ran = true;
          return [];
        }),
      ],
      undefined,
      config,
    );
    expect(ran).toBe(false);
  });

  it('gives up on a rule that never settles at the time budget, and does not pass', async () => {
    const ws = workspaceOf({ 'src/app.ts': 'export const answer = 43;\n' });
    const started = Date.now();
    const report = await run(ws, [rule('test/hangs', () => new Promise<RuleFinding[]>(() => undefined))], 1500);
    expect(Date.now() - started).toBeLessThan(4000);
    expect(report.verdict).toBe('fail');
    expect(report.findings.find((f) => f.ruleId === 'policy/incomplete-analysis')?.message).toContain('test/hangs');
  });
});

/**
 * A `git` that hangs (writing its pid down) in a search (an argument `hangOn`) and in a
 * read of a whole tree (`cat-file --batch` given object ids, not `rev:path` names), and
 * runs the real git otherwise.
 */
function slowGit(realGit: string, pids: string, hangOn: string): string {
  return [
    '#!/bin/sh',
    'hang() { echo $$ >> ' + `'${pids}'` + '; exec sleep 600; }',
    'for a in "$@"; do',
    `  if [ "$a" = '${hangOn}' ]; then hang; fi`,
    '  if [ "$a" = --batch ]; then',
    '    IFS= read -r first',
    '    case "$first" in *:*) ;; *) hang ;; esac',
    `    { printf '%s\\n' "$first"; cat; } | '${realGit}' "$@"; exit $?`,
    '  fi',
    'done',
    `exec '${realGit}' "$@"`,
    '',
  ].join('\n');
}

describe('a search that does not end', () => {
  // Every `git grep` and every read of a whole tree hangs: a repository whose search is
  // slow, as a huge monorepo's can be.
  const realGit = execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim();
  const bin = mkdtempSync(join(tmpdir(), 'agent-gate-slow-git-'));
  const pids = join(bin, 'pids');
  writeFileSync(join(bin, 'git'), slowGit(realGit, pids, 'grep'));
  chmodSync(join(bin, 'git'), 0o755);
  const budgetMs = 10_000;

  it(`ends within its budget of ${budgetMs / 1000} s (+2 s) with policy/incomplete-analysis, and kills its git children`, async () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < 50; i++) files[`src/services/s${i}.ts`] = `export function handler${i}() { return ${i}; }\n`;
    const repo = makeRepo({
      base: files,
      head: { 'src/services/s1.ts': "export function handler1() { return process.env.NEW_FLAG ?? 'x'; }\n" },
    });
    const path = process.env.PATH;
    process.env.PATH = `${bin}:${path}`;
    const started = Date.now();
    let report: Report;
    try {
      report = await runCheck({
        repoDir: repo.dir,
        base: repo.base,
        head: repo.head,
        options: { limits: { timeBudgetMs: budgetMs } },
      });
    } finally {
      process.env.PATH = path;
    }
    expect(Date.now() - started).toBeLessThan(budgetMs + 2000);
    expect(report.verdict).toBe('fail');
    const gaps = report.findings.filter((f) => f.ruleId === 'policy/incomplete-analysis');
    expect(gaps.map((g) => g.message).join('\n')).toMatch(/time budget/);
    // Every hanging search was started, and none outlives the run.
    expect(existsSync(pids)).toBe(true);
    await new Promise((r) => setTimeout(r, 200));
    const alive = readFileSync(pids, 'utf8')
      .split('\n')
      .filter(Boolean)
      .filter((pid) => {
        try {
          process.kill(Number(pid), 0);
          return true;
        } catch {
          return false;
        }
      });
    expect(alive).toEqual([]);
    expect(liveChildren()).toBe(0);
    expect(readdirSync(bin)).toContain('git');
  });
});

describe('a stopped gate', () => {
  // The searches and the reads of whole trees hang (not the one-line probe of git's regex
  // support): the gate is stopped with SIGTERM while they run in the background, and takes
  // them with it.
  const realGit = execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim();
  const bin = mkdtempSync(join(tmpdir(), 'agent-gate-stopped-'));
  const pids = join(bin, 'pids');
  writeFileSync(join(bin, 'git'), slowGit(realGit, pids, '-o'));
  chmodSync(join(bin, 'git'), 0o755);
  const cli = join(__dirname, '..', '..', 'dist', 'cli.js');

  it('kills its background git processes when it is stopped with SIGTERM', async () => {
    const repo = makeRepo({
      base: { 'src/a.ts': 'export const a = 1;\n', 'src/b.ts': "import { a } from './a';\n" },
      head: { 'src/a.ts': 'export const a = 2;\n' },
    });
    const scratch = mkdtempSync(join(tmpdir(), 'agent-gate-scratch-'));
    const child = spawn('node', [cli, 'check', '--repo', repo.dir, '--base', repo.base, '--head', repo.head], {
      env: { ...process.env, PATH: `${bin}:${process.env.PATH}`, AGENT_GATE_COMPILE_CACHE: '0', TMPDIR: scratch },
      stdio: 'ignore',
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    // wait until a search has started
    for (let i = 0; i < 100 && !existsSync(pids); i++) await new Promise((r) => setTimeout(r, 100));
    expect(existsSync(pids)).toBe(true);
    child.kill('SIGTERM');
    expect(await exited).toBe(143);
    await new Promise((r) => setTimeout(r, 300));
    const alive = readFileSync(pids, 'utf8')
      .split('\n')
      .filter(Boolean)
      .filter((pid) => {
        try {
          process.kill(Number(pid), 0);
          return true;
        } catch {
          return false;
        }
      });
    expect(alive).toEqual([]);
    // nor the folders its background processes wrote to
    expect(readdirSync(scratch).filter((f) => f.startsWith('agent-gate-git-'))).toEqual([]);
  });
});

describe('files whose content the clone lacks', () => {
  it('are a gap when they are code, and not when they are media the gate never reads', async () => {
    const repo = makeRepo({
      base: {
        'src/a.ts': 'export const a = 1;\n',
        'public/demo.gif': 'GIF89a-base',
        'public/downloads/app.apk': 'PK-base',
        'CONTRIBUTORS.svg': '<svg></svg>\n',
        'src/styles/app.css': 'body { margin: 0; }\n',
        'src/b.ts': 'export const b = 1;\n',
        'out/graph.json': '{ "nodes": [] }\n',
        'package.json': '{ "name": "app" }\n',
      },
      head: {
        'src/a.ts': 'export const a = 2;\n',
        'public/demo.gif': 'GIF89a-head',
        'public/downloads/app.apk': 'PK-head',
        'CONTRIBUTORS.svg': '<svg><g/></svg>\n',
        'src/styles/app.css': 'body { margin: 1px; }\n',
        'src/b.ts': 'export const b = 2;\n',
        'out/graph.json': '{ "nodes": [1] }\n',
        'package.json': '{ "name": "app", "version": "2.0.0" }\n',
      },
    });
    // a partial clone: the head's blobs of the image, a data file, a manifest and src/b.ts are gone
    for (const path of [
      'public/demo.gif',
      'public/downloads/app.apk',
      'CONTRIBUTORS.svg',
      'src/styles/app.css',
      'src/b.ts',
      'out/graph.json',
      'package.json',
    ]) {
      const oid = execFileSync('git', ['-C', repo.dir, 'rev-parse', `${repo.head}:${path}`])
        .toString()
        .trim();
      rmSync(join(repo.dir, '.git', 'objects', oid.slice(0, 2), oid.slice(2)));
    }
    const report = await runCheck({ repoDir: repo.dir, base: repo.base, head: repo.head });
    const gaps = report.findings.filter((f) => f.ruleId === 'policy/incomplete-analysis').map((f) => f.message);
    expect(gaps.join('\n')).toMatch(/src\/b\.ts: git holds no content/);
    expect(gaps.join('\n')).toMatch(/package\.json: git holds no content/);
    // an image (also a vector one), a packaged app, a stylesheet or a data file no rule reads hides nothing
    expect(gaps.join('\n')).not.toMatch(/demo\.gif|app\.apk|graph\.json|CONTRIBUTORS\.svg|app\.css/);
  });
});
