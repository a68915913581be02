import { execFileSync } from 'node:child_process';
import type { Report } from '../../src/core/types';
import { makeRepo } from '../helpers/repo';
import { stressSize } from '../helpers/stress';
import { runCli } from '../reliability/cli';
import { baseTree, prng, randomChange } from './grammar';

// Fuzz (issue 8, item 4): random but well-formed pull requests from small grammars of
// TypeScript, JSON, YAML, SQL, Prisma and env files, with random edits, renames and
// deletions. The gate must always end with exit 0 or 1 and one valid report: no crash,
// no rule that throws, no finding on a path that exists in neither tree, no related
// location outside the repository, no secret echoed.
//
// `npm test` runs 50 cases with a fixed seed; `npm run test:stress` runs 2,000, and
// `npm run fuzz` as many as asked (FUZZ_CASES, FUZZ_SEED). A failure names the seed and
// case to replay it.

const SEED = Number(process.env.FUZZ_SEED ?? 0x5eed);
const CASES = Number(process.env.FUZZ_CASES ?? stressSize(2000, 50));
const CASES_PER_REPO = 50;
const SECRET = 'sk_live_51FuzzSecretValue000000000000';
const FORMATS = ['json', 'json', 'json', 'sarif', 'text', 'markdown'] as const;

interface Case {
  index: number;
  head: string;
  change: Map<string, string | null>;
}

/** Writes all cases of one repository as commits on the base with one `git fast-import`. */
function importCases(dir: string, base: string, cases: Omit<Case, 'head'>[]): Case[] {
  const chunks: Buffer[] = [];
  const push = (s: string | Buffer) => chunks.push(Buffer.isBuffer(s) ? s : Buffer.from(s, 'utf8'));
  for (const c of cases) {
    push(`commit refs/heads/fuzz/case-${c.index}\ncommitter Fuzz <fuzz@example.com> 1700000000 +0000\n`);
    const message = `fuzz case ${c.index}`;
    push(`data ${Buffer.byteLength(message)}\n${message}\nfrom ${base}\n`);
    for (const [path, text] of c.change) {
      if (text === null) push(`D ${path}\n`);
      else {
        const body = Buffer.from(text, 'utf8');
        push(`M 100644 inline ${path}\ndata ${body.length}\n`);
        push(body);
        push('\n');
      }
    }
    push('\n');
  }
  execFileSync('git', ['fast-import', '--quiet', '--force'], { cwd: dir, input: Buffer.concat(chunks) });
  const refs = execFileSync('git', ['for-each-ref', '--format=%(refname) %(objectname)', 'refs/heads/fuzz/'], {
    cwd: dir,
    encoding: 'utf8',
  });
  const shas = new Map(
    refs
      .trim()
      .split('\n')
      .map((l) => l.split(' ') as [string, string]),
  );
  return cases.map((c) => ({ ...c, head: shas.get(`refs/heads/fuzz/case-${c.index}`)! }));
}

/** Checks one run; returns a description of what is wrong, or undefined. */
function problemOf(
  format: (typeof FORMATS)[number],
  run: { code: number; stdout: string; stderr: string },
  c: Case,
  paths: Set<string>,
): string | undefined {
  if (run.code !== 0 && run.code !== 1) return `exit ${run.code}: ${run.stderr.trim()}`;
  if (run.stdout.includes(SECRET) || run.stderr.includes(SECRET)) return 'a secret literal was echoed';
  if (format === 'sarif') JSON.parse(run.stdout);
  if (format !== 'json') return undefined;
  const report = JSON.parse(run.stdout) as Report;
  if (report.head !== c.head) return `report is for ${report.head}, not ${c.head}`;
  if ((report.verdict === 'fail') !== (run.code === 1)) return `exit ${run.code} with verdict ${report.verdict}`;
  for (const f of report.findings) {
    const crashed = /rule (\S+) (failed|did not finish)/.exec(f.message);
    if (crashed) return `rule ${crashed[1]} crashed: ${f.message}`;
    if (!['blocking', 'warning', 'notice'].includes(f.severity)) return `bad severity ${f.severity}`;
    if (!(f.line >= 1) || !f.message || !f.fix) return `malformed finding ${JSON.stringify(f)}`;
    if (!f.file.startsWith('(') && !paths.has(f.file)) return `${f.ruleId} reports on ${f.file}, in neither tree`;
    // a related entry may name the counterpart to create (a file or a folder), but never outside the tree
    for (const r of f.related) {
      if (!r.file || r.file.startsWith('/') || r.file.split('/').includes('..')) {
        return `${f.ruleId} relates to an unsafe path ${JSON.stringify(r.file)}`;
      }
    }
  }
  return undefined;
}

const batches = Math.ceil(CASES / CASES_PER_REPO);

describe(`fuzz: ${CASES} random pull requests (seed ${SEED})`, () => {
  it.each(Array.from({ length: batches }, (_, b) => [b]))(
    'batch %i',
    async (batch) => {
      const r = prng(SEED + batch * 7919);
      const base = baseTree(r, 20 + r.int(20));
      const repo = makeRepo({ base: Object.fromEntries(base) });
      const count = Math.min(CASES_PER_REPO, CASES - batch * CASES_PER_REPO);
      const planned = Array.from({ length: count }, (_, i) => ({
        index: batch * CASES_PER_REPO + i,
        change: randomChange(r, base),
      }));
      const cases = importCases(repo.dir, repo.base, planned);
      const problems: string[] = [];
      for (const c of cases) {
        const format = FORMATS[c.index % FORMATS.length];
        const paths = new Set([...base.keys(), ...c.change.keys()]);
        let problem: string | undefined;
        try {
          const run = await runCli([
            'check',
            '--repo',
            repo.dir,
            '--base',
            repo.base,
            '--head',
            c.head,
            '--format',
            format,
          ]);
          problem = problemOf(format, run, c, paths);
        } catch (err) {
          problem = `threw: ${(err as Error).stack ?? String(err)}`;
        }
        if (problem) {
          problems.push(`seed ${SEED} case ${c.index} (${format}; ${[...c.change.keys()].join(', ')}): ${problem}`);
        }
      }
      if (problems.length) throw new Error(`${problems.length} failing case(s):\n${problems.slice(0, 8).join('\n')}`);
    },
    // a hang guard, generous for a shared and loaded machine
    CASES_PER_REPO * 12_000,
  );
});
