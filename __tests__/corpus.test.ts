import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { git, makeRepo } from './helpers/repo';

// scripts/corpus.mjs is an ES module, which jest's CommonJS runtime cannot import: its
// exported functions are called in a node child process instead, once per table.
const script = join(__dirname, '..', 'scripts', 'corpus.mjs');

/** `fn(...args)` of scripts/corpus.mjs for each list of args, in one node process. */
function callEach<T>(fn: string, argLists: unknown[][]): T[] {
  const code = `import * as corpus from ${JSON.stringify(pathToFileURL(script).href)};
const out = [];
for (const args of JSON.parse(process.argv[1])) out.push(await corpus[${JSON.stringify(fn)}](...args));
process.stdout.write(JSON.stringify(out));`;
  const res = spawnSync(process.execPath, ['--input-type=module', '-e', code, JSON.stringify(argLists)], {
    encoding: 'utf8',
  });
  if (res.status !== 0) throw new Error(res.stderr);
  return JSON.parse(res.stdout) as T[];
}

interface Label {
  ruleId: string;
  file: string;
  files?: string[];
  line?: number;
  evidence?: string;
}
interface Finding {
  ruleId: string;
  severity: 'blocking' | 'warning';
  file: string;
  line: number;
  message: string;
  fix: string;
}
interface Pair {
  ruleId: string;
  file: string;
}
interface Score {
  gate: (Pair & { lines: number[] })[];
  tp: Pair[];
  fp: Pair[];
  fn: Pair[];
  nearMisses: { ruleId: string; labelFiles: string[]; gateFiles: string[] }[];
}

const TESTS = 'tests/missing-for-change';
const ENV = 'env/undeclared';
const label = (ruleId: string, file: string, files?: string[]): Label => ({ ruleId, file, files, evidence: 'why' });
const finding = (ruleId: string, file: string, line = 1, severity: Finding['severity'] = 'blocking'): Finding => ({
  ruleId,
  severity,
  file,
  line,
  message: `${ruleId} at ${file}:${line}`,
  fix: 'fix it',
});
const pairs = (list: Pair[]) => list.map((p) => `${p.ruleId} ${p.file}`);

describe('scoreCommit', () => {
  const cases: [string, Label[], Finding[], { tp: string[]; fp: string[]; fn: string[]; near: string[] }][] = [
    ['nothing expected, nothing found', [], [], { tp: [], fp: [], fn: [], near: [] }],
    [
      'right rule, right file',
      [label(TESTS, 'a.ts')],
      [finding(TESTS, 'a.ts', 7)],
      { tp: [`${TESTS} a.ts`], fp: [], fn: [], near: [] },
    ],
    [
      'right rule, wrong file: an FP, an FN and a near miss',
      [label(TESTS, 'a.ts')],
      [finding(TESTS, 'b.ts')],
      { tp: [], fp: [`${TESTS} b.ts`], fn: [`${TESTS} a.ts`], near: [`${TESTS} a.ts -> b.ts`] },
    ],
    [
      'right file, wrong rule: an FP and an FN, no near miss',
      [label(TESTS, 'a.ts')],
      [finding(ENV, 'a.ts')],
      { tp: [], fp: [`${ENV} a.ts`], fn: [`${TESTS} a.ts`], near: [] },
    ],
    [
      'any of the equally acceptable files',
      [label(ENV, 'src/env.ts', ['src/env.ts', '.env.example'])],
      [finding(ENV, '.env.example')],
      { tp: [`${ENV} .env.example`], fp: [], fn: [], near: [] },
    ],
    [
      'two of the acceptable files are one TP and no FP',
      [label(ENV, 'src/env.ts', ['src/env.ts', '.env.example'])],
      [finding(ENV, '.env.example'), finding(ENV, 'src/env.ts')],
      { tp: [`${ENV} src/env.ts`], fp: [], fn: [], near: [] },
    ],
    [
      'several findings of one rule in one file count once',
      [label(TESTS, 'a.ts')],
      [finding(TESTS, 'a.ts', 3), finding(TESTS, 'a.ts', 9), finding(TESTS, 'b.ts', 2), finding(TESTS, 'b.ts', 4)],
      { tp: [`${TESTS} a.ts`], fp: [`${TESTS} b.ts`], fn: [], near: [] },
    ],
    [
      'a label repeated for another line is one label',
      [
        { ...label(TESTS, 'a.ts'), line: 3 },
        { ...label(TESTS, 'a.ts'), line: 30 },
      ],
      [],
      { tp: [], fp: [], fn: [`${TESTS} a.ts`], near: [] },
    ],
    [
      'warnings and policy/protected-path are not scored',
      [],
      [finding(TESTS, 'a.ts', 1, 'warning'), finding('policy/protected-path', '.github/workflows/ci.yml')],
      { tp: [], fp: [], fn: [], near: [] },
    ],
    [
      'a blocking gap is a finding like any other',
      [],
      [finding('policy/incomplete-analysis', '(rules)')],
      { tp: [], fp: ['policy/incomplete-analysis (rules)'], fn: [], near: [] },
    ],
  ];
  const lines = [finding(TESTS, 'a.ts', 3), finding(TESTS, 'a.ts', 9)];
  let scores: Score[];
  beforeAll(() => {
    scores = callEach<Score>('scoreCommit', [...cases.map(([, labels, findings]) => [labels, findings]), [[], lines]]);
  });

  it.each(cases.map(([name, , , expected], i) => [name, i, expected] as const))('%s', (_name, i, expected) => {
    const score = scores[i];
    expect({
      tp: pairs(score.tp),
      fp: pairs(score.fp),
      fn: pairs(score.fn),
      near: score.nearMisses.map((n) => `${n.ruleId} ${n.labelFiles.join(',')} -> ${n.gateFiles.join(',')}`),
    }).toEqual(expected);
  });

  it('keeps the lines of every finding of a pair', () => {
    expect(scores[cases.length].gate).toEqual([{ ruleId: TESTS, file: 'a.ts', lines: [3, 9] }]);
  });
});

describe('crashesOf', () => {
  const gap = (message: string) => ({ ...finding('policy/incomplete-analysis', '(rules)'), message });
  const cases: [string, object, string[], number][] = [
    ['a clean run', { exitCode: 0, report: { findings: [] } }, [], 0],
    ['exit 2', { exitCode: 2, stderr: 'agent-gate: boom' }, ['exit-2'], 0],
    ['a timeout', { exitCode: null, timedOut: true, durationMs: 60000 }, ['timeout'], 0],
    ['exit 0 without a JSON report', { exitCode: 0, parseError: 'Unexpected token' }, ['no-report'], 0],
    [
      'two rules failed',
      {
        exitCode: 1,
        report: {
          findings: [
            gap(
              'agent-gate could not analyse part of this change (api/a, env/b): rule api/a failed: x is undefined; rule env/b failed: bad.',
            ),
          ],
        },
      },
      ['rule-failed api/a: x is undefined', 'rule-failed env/b: bad'],
      0,
    ],
    [
      'the gap rule failed',
      { exitCode: 1, report: { findings: [gap('agent-gate could not report what it failed to analyse: oops')] } },
      ['rule-failed policy/incomplete-analysis: agent-gate could not report what it failed to analyse: oops'],
      0,
    ],
    [
      'a file that does not parse is a gap, not a crash',
      {
        exitCode: 1,
        report: { findings: [gap('agent-gate could not analyse src/a.ts: syntax error (1:5); it was not analysed.')] },
      },
      [],
      0,
    ],
    [
      'a spent time budget is listed apart',
      {
        exitCode: 1,
        report: {
          findings: [
            gap(
              'agent-gate could not analyse part of this change (x/y): rule x/y did not finish within the time budget.',
            ),
          ],
        },
      },
      [],
      1,
    ],
  ];
  let results: { crashes: { kind: string; ruleId?: string; detail: string }[]; budget: string[] }[];
  beforeAll(() => {
    results = callEach(
      'crashesOf',
      cases.map(([, run]) => [run]),
    );
  });

  it.each(cases.map(([name, , expected, budget], i) => [name, i, expected, budget] as const))(
    '%s',
    (_name, i, expected, budget) => {
      const result = results[i];
      expect(
        result.crashes.map((c) => (c.kind === 'rule-failed' ? `${c.kind} ${c.ruleId}: ${c.detail}` : c.kind)),
      ).toEqual(expected);
      expect(result.budget).toHaveLength(budget);
    },
  );
});

// ------------------------------------------------------------------------------------------
// The whole script over a real git repository, with a fake CLI that answers per head commit.

interface FakeAnswer {
  exit: number;
  author?: 'agent' | 'human';
  findings?: Finding[];
  stderr?: string;
  sleepMs?: number;
}

const FAKE_CLI = `
const { appendFileSync, readFileSync } = require('node:fs');
const { join } = require('node:path');
const argv = process.argv.slice(2);
appendFileSync(join(__dirname, 'calls.jsonl'), JSON.stringify(argv) + '\\n');
const head = argv[argv.indexOf('--head') + 1];
const answer = JSON.parse(readFileSync(join(__dirname, 'answers.json'), 'utf8'))[head];
if (answer.sleepMs) setTimeout(() => {}, answer.sleepMs);
else {
  if (answer.stderr) process.stderr.write(answer.stderr);
  else process.stdout.write(JSON.stringify({
    version: 1,
    verdict: answer.exit === 1 ? 'fail' : 'pass',
    base: argv[argv.indexOf('--base') + 1],
    head,
    author: { kind: answer.author ?? 'human', signals: [] },
    findings: answer.findings ?? [],
    notes: [],
    stats: { filesChanged: 1, filesAnalyzed: 1, durationMs: 1 },
  }));
  process.exitCode = answer.exit;
}
`;

interface CommitScore {
  tp: number;
  fp: number;
  fn: number;
  precision: number | null;
  recall: number | null;
}
interface Scope {
  commits: number;
  tp: number;
  fp: number;
  fn: number;
  near: number;
  precision: number | null;
  recall: number | null;
  rules: { ruleId: string; tp: number; fp: number; fn: number; near: number }[];
  byCommit: CommitScore;
  agent: {
    commits: number;
    tp: number;
    fp: number;
    fn: number;
    precision: number | null;
    recall: number | null;
    byCommit: CommitScore;
  };
  nonAgent: { commits: number; falselyBlocked: number; falseBlockRate: number | null };
}
interface Results {
  summary: {
    scopes: Record<string, Scope>;
    crashes: { count: number; commits: number; list: { kind: string; sha: string; ruleId?: string }[] };
    authorDetection: { commits: number; agree: number };
    missing: { sha: string }[];
    cpuMs: { runs: number };
    staleTriage: string[];
  };
  commits: {
    sha: string;
    split: string;
    command: string;
    cpuMs?: number;
    stopped?: string;
    disagreements: { key: string; kind: string; command: string; rerun: string; findings: Finding[] }[];
  }[];
}

describe('scripts/corpus.mjs', () => {
  let work: string;
  let c: string[];
  let run: ReturnType<typeof spawnSync>;
  let results: Results;
  let markdown: string;

  beforeAll(() => {
    work = mkdtempSync(join(tmpdir(), 'agent-gate-corpus-'));
    // A first-parent history of seven commits: c[0] the root, c[1..6] the labelled ones.
    const repo = makeRepo({
      base: { 'src/a.ts': 'export const a = 0;\n' },
      head: { 'src/a.ts': 'export const a = 1;\n' },
    });
    c = [repo.base, repo.head];
    for (let i = 2; i <= 6; i++) {
      writeFileSync(join(repo.dir, 'src/a.ts'), `export const a = ${i};\n`);
      git(repo.dir, 'commit', '-q', '-am', `change ${i}`);
      c.push(git(repo.dir, 'rev-parse', 'HEAD'));
    }
    const reposDir = join(work, 'repos');
    mkdirSync(reposDir);
    git(work, 'clone', '-q', repo.dir, join(reposDir, 'acme__app'));
    git(work, 'clone', '-q', repo.dir, join(reposDir, 'acme__lib'));

    const answers: Record<string, FakeAnswer> = {
      // agent: two TPs (one at an acceptable alternative file), one FP; a warning and a
      // protected-path finding that are not scored
      [c[1]]: {
        exit: 1,
        author: 'agent',
        findings: [
          finding(TESTS, 'src/a.ts', 3),
          finding(TESTS, 'src/a.ts', 9),
          finding(ENV, '.env.example', 2),
          finding('schema/migration-missing', 'prisma/schema.prisma', 5),
          finding('stripe/idempotency-key', 'src/pay.ts', 4, 'warning'),
          finding('policy/protected-path', '.github/workflows/ci.yml'),
        ],
      },
      // human: right rule, wrong file (a false block)
      [c[2]]: { exit: 1, findings: [finding(TESTS, 'src/c.ts', 1)] },
      // human: clean
      [c[3]]: { exit: 0 },
      // human: the gate exits 2 (a crash; its label is an FN)
      [c[4]]: { exit: 2, stderr: 'agent-gate: internal error' },
      // human: a rule failed (a crash, and its gap finding a false block)
      [c[5]]: {
        exit: 1,
        findings: [
          {
            ...finding('policy/incomplete-analysis', '(rules)'),
            message:
              'agent-gate could not analyse part of this change (api/sensitive-response): rule api/sensitive-response failed: Cannot read properties of undefined.',
          },
        ],
      },
      // agent: never answers (a timeout)
      [c[6]]: { exit: 0, sleepMs: 60_000 },
    };
    const cliDir = join(work, 'cli');
    mkdirSync(cliDir);
    writeFileSync(join(cliDir, 'cli.cjs'), FAKE_CLI);
    writeFileSync(join(cliDir, 'answers.json'), JSON.stringify(answers));

    const commit = (i: number, agent: boolean, blocking: Label[], branch: string | null = null) => ({
      sha: c[i],
      parent: c[i - 1],
      subject: `change ${i}`,
      agent,
      agentSignal: agent ? 'trailer' : null,
      branch,
      layers: [],
      blocking,
    });
    const labelsDir = join(work, 'labels');
    mkdirSync(labelsDir);
    writeFileSync(
      join(labelsDir, 'acme__app.json'),
      JSON.stringify({
        repo: 'acme/app',
        split: 'tune',
        stack: 'test',
        head: c[6],
        commits: [
          commit(
            1,
            true,
            [label(TESTS, 'src/a.ts'), label(ENV, 'src/env.ts', ['src/env.ts', '.env.example'])],
            'claude/x',
          ),
          commit(2, false, [label(TESTS, 'src/b.ts')]),
          commit(3, false, []),
          commit(4, false, [label(ENV, 'src/env.ts')]),
          // a label copied from a merge message names the head ref with the owner before it
          commit(5, false, [], 'acme/codex/fix-x'),
          commit(6, true, []),
          { ...commit(6, false, []), sha: 'f'.repeat(40) },
        ],
      }),
    );
    writeFileSync(
      join(labelsDir, 'acme__lib.json'),
      JSON.stringify({
        repo: 'acme/lib',
        split: 'holdout',
        stack: 'test',
        head: c[3],
        commits: [commit(3, false, [label(TESTS, 'src/z.ts')])],
      }),
    );
    // no clone: skipped
    writeFileSync(
      join(labelsDir, 'acme__gone.json'),
      JSON.stringify({ repo: 'acme/gone', split: 'tune', commits: [] }),
    );

    const triagePath = join(work, 'triage.json');
    writeFileSync(
      triagePath,
      JSON.stringify({
        [`acme/app@${c[2]}:${TESTS}:src/c.ts`]: { verdict: 'gate-wrong', note: 'c.ts has a test' },
        [`acme/app@${c[3]}:${TESTS}:src/gone.ts`]: { verdict: 'label-wrong', note: 'a disagreement since resolved' },
      }),
    );
    run = spawnSync(
      process.execPath,
      [
        script,
        '--all',
        '--labels-dir',
        labelsDir,
        '--repos-dir',
        reposDir,
        '--cli',
        join(cliDir, 'cli.cjs'),
        // long enough for a loaded machine to start node, short enough for the test
        '--timeout',
        '8',
        '--out',
        join(work, 'out.json'),
        '--markdown',
        join(work, 'out.md'),
        '--triage',
        triagePath,
      ],
      { encoding: 'utf8' },
    );
    if (run.status !== 0) throw new Error(`corpus.mjs exited ${run.status}: ${String(run.stderr)}`);
    results = JSON.parse(readFileSync(join(work, 'out.json'), 'utf8')) as Results;
    markdown = readFileSync(join(work, 'out.md'), 'utf8');
  });

  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('runs every labelled commit in the clones against its parent, with its branch', () => {
    expect(run.status).toBe(0);
    expect(run.stderr).toContain('skipped acme__gone.json');
    const calls = readFileSync(join(work, 'cli', 'calls.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as string[]);
    expect(calls).toHaveLength(7);
    const first = calls.find((a) => a[a.indexOf('--head') + 1] === c[1]);
    expect(first).toEqual([
      'check',
      '--repo',
      join(work, 'repos', 'acme__app'),
      '--base',
      c[0],
      '--head',
      c[1],
      '--format',
      'json',
      '--branch',
      'claude/x',
    ]);
    expect(results.summary.missing.map((m) => m.sha)).toEqual(['f'.repeat(40)]);
    const fifth = calls.find((a) => a[a.indexOf('--head') + 1] === c[5]);
    expect(fifth?.slice(-2)).toEqual(['--branch', 'codex/fix-x']);
  });

  it('scores by (rule, file) per split and overall', () => {
    const { tune, holdout, all } = results.summary.scopes;
    expect([tune.tp, tune.fp, tune.fn, tune.near]).toEqual([2, 3, 2, 1]);
    expect([tune.precision, tune.recall]).toEqual([2 / 5, 2 / 4]);
    expect([holdout.tp, holdout.fp, holdout.fn, holdout.recall]).toEqual([0, 0, 1, 0]);
    expect([all.commits, all.tp, all.fp, all.fn]).toEqual([7, 2, 3, 3]);
    expect(tune.rules.find((r) => r.ruleId === TESTS)).toMatchObject({ tp: 1, fp: 1, fn: 1, near: 1 });
    expect(tune.rules.map((r) => r.ruleId)).not.toContain('policy/protected-path');
  });

  it('scores by (rule, commit): a rule counts once per commit, whichever file it names', () => {
    const { tune } = results.summary.scopes;
    // c1: TESTS and ENV right, migration-missing wrong; c2: TESTS right though at another
    // file; c4: ENV missed (the gate crashed); c5: the gap finding wrong
    expect(tune.byCommit).toMatchObject({ tp: 3, fp: 2, fn: 1, precision: 3 / 5, recall: 3 / 4 });
    expect(tune.agent.byCommit).toMatchObject({ tp: 2, fp: 1, fn: 0 });
  });

  it('measures the agent-authored commits and the false blocks of the others', () => {
    const { tune } = results.summary.scopes;
    expect(tune.agent).toMatchObject({ commits: 2, tp: 2, fp: 1, fn: 0, precision: 2 / 3, recall: 1 });
    expect(tune.nonAgent).toEqual({ commits: 4, falselyBlocked: 2, falseBlockRate: 0.5 });
    expect(results.summary.scopes.all.nonAgent).toEqual({ commits: 5, falselyBlocked: 2, falseBlockRate: 0.4 });
    expect(results.summary.authorDetection).toEqual({ commits: 5, agree: 5 });
    // the CPU time of every run that exited (not of the one stopped at the timeout)
    expect(results.summary.cpuMs.runs).toBe(6);
    expect(results.commits.find((r) => r.sha === c[1])!.cpuMs).toBeGreaterThan(0);
  });

  it('counts exit 2, timeouts and failed rules as crashes', () => {
    const crashes = results.summary.crashes.list.map(
      (x) => `${x.kind} ${c.indexOf(x.sha)}${x.ruleId ? ` ${x.ruleId}` : ''}`,
    );
    expect(crashes.sort()).toEqual(['exit-2 4', 'rule-failed 5 api/sensitive-response', 'timeout 6']);
    expect(results.summary.crashes.commits).toBe(3);
    const timeout = results.commits.find((r) => r.sha === c[6])!;
    expect(timeout.stopped).toMatch(/^stopped \d+ ms after SIGTERM$/);
  });

  it('gives every disagreement its key, the gate’s findings and the commands that reproduce it', () => {
    const row = results.commits.find((r) => r.sha === c[2])!;
    expect(row.disagreements.map((d) => `${d.kind} ${d.key}`)).toEqual([
      `FP acme/app@${c[2]}:${TESTS}:src/c.ts`,
      `FN acme/app@${c[2]}:${TESTS}:src/b.ts`,
    ]);
    const [fp, fn] = row.disagreements;
    expect(fp.findings.map((f) => f.message)).toEqual([`${TESTS} at src/c.ts:1`]);
    expect(fn.findings.map((f) => f.file)).toEqual(['src/c.ts']);
    expect(fp.command).toContain(
      `check --repo ${join(work, 'repos', 'acme__app')} --base ${c[1]} --head ${c[2]} --format json`,
    );
    expect(fp.rerun).toContain(`--only ${c[2]}`);
  });

  it('lists every disagreement in the Markdown with its triage verdict', () => {
    expect(markdown).toContain('#### Disagreements, tune (1/5 triaged)');
    expect(markdown).toContain('#### Disagreements, holdout (0/1 triaged)');
    const triaged = markdown.split('\n').find((l) => l.includes('`src/c.ts`'))!;
    expect(triaged).toContain('| gate-wrong | c.ts has a test |');
    expect(markdown.split('\n').filter((l) => l.includes('**untriaged**'))).toHaveLength(5);
    expect(results.summary.staleTriage).toEqual([`acme/app@${c[3]}:${TESTS}:src/gone.ts`]);
  });

  it('re-scores earlier runs without running the gate, a re-run replacing their rows (--from)', () => {
    const corpus = (...args: string[]) => {
      const res = spawnSync(process.execPath, [script, ...args], { encoding: 'utf8' });
      if (res.status !== 0) throw new Error(res.stderr);
    };
    corpus('--from', join(work, 'out.json'), '--out', join(work, 'again.json'));
    const rescored = JSON.parse(readFileSync(join(work, 'again.json'), 'utf8')) as Results;
    expect(rescored.summary.scopes).toEqual(results.summary.scopes);
    expect(rescored.summary.crashes.count).toBe(3);

    // the gate no longer crashes on c[4]: re-run that commit alone, then merge
    const answersPath = join(work, 'cli', 'answers.json');
    const answers = JSON.parse(readFileSync(answersPath, 'utf8')) as Record<string, FakeAnswer>;
    writeFileSync(
      answersPath,
      JSON.stringify({ ...answers, [c[4]]: { exit: 1, findings: [finding(ENV, 'src/env.ts')] } }),
    );
    const cli = join(work, 'cli', 'cli.cjs');
    const labels = join(work, 'labels', 'acme__app.json');
    const repo = join(work, 'repos', 'acme__app');
    corpus(
      '--labels',
      labels,
      '--repo',
      repo,
      '--cli',
      cli,
      '--only',
      c[4].slice(0, 12),
      '--out',
      join(work, 're.json'),
    );
    corpus('--from', join(work, 'out.json'), '--from', join(work, 're.json'), '--out', join(work, 'merged.json'));
    const merged = JSON.parse(readFileSync(join(work, 'merged.json'), 'utf8')) as Results;
    expect(merged.commits.map((r) => r.sha)).toEqual(results.commits.map((r) => r.sha));
    expect(merged.summary.crashes.list.map((x) => x.kind).sort()).toEqual(['rule-failed', 'timeout']);
    expect([merged.summary.scopes.tune.tp, merged.summary.scopes.tune.fn]).toEqual([3, 1]);
  });
});
