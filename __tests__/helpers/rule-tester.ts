import { analyzeSource } from '../../src/core/run';
import type { AnalysisOptions, Finding, Report, Severity } from '../../src/core/types';
import { buildChangeSet, type ChangeSet } from '../../src/git/changeset';
import { GitRepo, type TreeSource } from '../../src/git/git';
import { ALL_RULES } from '../../src/rules';
import { comparableChange, memoryRepo, needsGit, withRoles } from './memory-repo';
import { makeRepo, type Files, type RepoSpec } from './repo';
import { placeOf } from '../../src/reporters/place';
import { planFixes } from '../../src/core/edits';

export interface ExpectedFinding {
  file: string;
  line?: number;
  severity?: Severity;
  /** Substrings the message must contain. */
  message?: string | RegExp;
  /** Substring the fix must contain. */
  fix?: string | RegExp;
  /** Files the finding must name as related. */
  related?: string[];
  /** Related places as a report writes them: `file:line`, or a folder alone (no line). */
  relatedPlaces?: string[];
  /**
   * The files the finding's fix changes, as they are after it (`check --fix`); `null` when
   * the finding must carry no fix (its change is not certain).
   */
  output?: Record<string, string> | null;
}

export interface RuleCase {
  name: string;
  base: Files;
  head?: Files;
  agent?: boolean;
  branch?: string;
  message?: string;
  /** Config YAML placed at .github/agent-gate.yml in the base commit. */
  config?: string;
  /** Run options (e.g. `stripeMockUrl`; a getter works for values known only once the test runs). */
  options?: AnalysisOptions;
  /**
   * Runs the case on a real git repository even when its trees could be held in memory
   * (cases that need git's rename detection, binary files or .gitattributes always are).
   */
  git?: boolean;
}

export interface InvalidCase extends RuleCase {
  errors: ExpectedFinding[];
}

export interface RuleTests {
  valid: RuleCase[];
  invalid: InvalidCase[];
}

/** Where a case's trees are read: a real git repository, or trees held in memory (`MemoryTreeSource`). */
export type CasePath = 'git' | 'memory';

/** The path a case runs on by default: memory, unless it asks for git or needs what only git decides. */
function pathOf(c: RuleCase): CasePath {
  return c.git || needsGit(specOf(c)) ? 'git' : 'memory';
}

function specOf(c: RuleCase): RepoSpec {
  const base = { ...c.base };
  if (c.config) base['.github/agent-gate.yml'] = c.config;
  return { base, head: c.head, agent: c.agent, branch: c.branch, message: c.message };
}

/** The case's trees and change, read from a real git repository or built in memory. */
function sourceOf(c: RuleCase, path: CasePath = pathOf(c)): { source: TreeSource; changes: ChangeSet } {
  const spec = specOf(c);
  if (path === 'memory') return memoryRepo(spec);
  const repo = makeRepo(spec);
  const git = GitRepo.open(repo.dir);
  return { source: git, changes: buildChangeSet(git, { base: repo.base, head: repo.head }) };
}

/** Runs the gate on the case with only this rule (and the gap rule), on the case's path unless one is named. */
export async function runRule(ruleId: string, c: RuleCase, path?: CasePath): Promise<Report> {
  return (await runCase(ruleId, c, path)).report;
}

async function runCase(ruleId: string, c: RuleCase, path?: CasePath): Promise<{ changes: ChangeSet; report: Report }> {
  const { source, changes } = sourceOf(c, path);
  const report = await analyzeSource({ source, changes, onlyRules: [ruleId], options: c.options });
  // a report is data: every reporter serialises it (a syntax node in a finding would not)
  JSON.stringify(report);
  return { changes, report };
}

/**
 * What must be the same whichever path a case ran on: the change (`comparableChange`)
 * and the report less its duration, revisions replaced by their role.
 */
function comparable({ changes, report }: { changes: ChangeSet; report: Report }): unknown {
  return withRoles(changes, {
    change: comparableChange(changes),
    report: { ...report, stats: { ...report.stats, durationMs: undefined } },
  });
}

function describeFindings(findings: Finding[]): string {
  return findings.map((f) => `${f.severity} ${f.ruleId} ${f.file}:${f.line} ${f.message}`).join('\n') || '(none)';
}

/**
 * ESLint-style table-driven tests: every valid case reports nothing for the rule; every
 * invalid case reports exactly the expected findings (file, line, severity, text).
 */
export function ruleTester(ruleId: string, tests: RuleTests): void {
  describe(ruleId, () => {
    describe('the git path and the memory path agree', () => {
      it.each(pathSample(ruleId, tests).map((c) => [c.name, c] as const))('%s', async (_name, c) => {
        const viaGit = await runCase(ruleId, c, 'git');
        const viaMemory = await runCase(ruleId, c, 'memory');
        expect(comparable(viaMemory)).toEqual(comparable(viaGit));
      });
    });
    describe('valid', () => {
      it.each(tests.valid.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
        const report = await runRule(ruleId, c);
        const own = report.findings.filter((f) => f.ruleId === ruleId);
        if (own.length > 0) throw new Error(`expected no ${ruleId} findings, got:\n${describeFindings(own)}`);
        const gaps = report.findings.filter((f) => f.ruleId === 'policy/incomplete-analysis');
        if (gaps.length > 0) throw new Error(`analysis was incomplete:\n${describeFindings(gaps)}`);
      });
    });
    describe('invalid', () => {
      it.each(tests.invalid.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
        const report = await runRule(ruleId, c);
        const own = report.findings.filter((f) => f.ruleId === ruleId);
        if (own.length !== c.errors.length) {
          throw new Error(
            `expected ${c.errors.length} ${ruleId} finding(s), got ${own.length}:\n${describeFindings(report.findings)}`,
          );
        }
        c.errors.forEach((want, i) => {
          const got = own.find((f) => matches(f, want)) ?? own[i];
          expect({ file: got.file, line: want.line === undefined ? undefined : got.line }).toEqual({
            file: want.file,
            line: want.line,
          });
          if (want.severity) expect(got.severity).toBe(want.severity);
          if (want.message) expect(got.message).toMatch(want.message);
          if (want.fix) expect(got.fix).toMatch(want.fix);
          for (const r of want.related ?? []) expect(got.related.map((x) => x.file)).toContain(r);
          for (const r of want.relatedPlaces ?? []) expect(got.related.map(placeOf)).toContain(r);
          expect(got.fix.length).toBeGreaterThan(10);
          if (want.output === null) expect(got.edits).toBeUndefined();
          else if (want.output) {
            const plan = planFixes([got], (file) => headText(c, file));
            expect(plan.fixed).toEqual([got]);
            expect(Object.fromEntries(plan.files.map((f) => [f.file, f.after]))).toEqual(want.output);
          }
        });
        await expectFixesHold(ruleId, c, own);
      });
    });
  });
}

/** A file's text in the case's head tree. */
function headText(c: RuleCase, file: string): string | undefined {
  const v = c.head && file in c.head ? c.head[file] : c.base[file];
  return typeof v === 'string' ? v : undefined;
}

/**
 * The fixes of a case's findings, made and committed, leave none of those findings and add
 * none (as `check --fix`, commit, `check` again); a second round finds nothing to fix.
 */
async function expectFixesHold(ruleId: string, c: RuleCase, findings: Finding[]): Promise<void> {
  const plan = planFixes(findings, (file) => headText(c, file));
  if (plan.fixed.length === 0) return;
  const fixedCase = { ...c, head: { ...c.head, ...Object.fromEntries(plan.files.map((f) => [f.file, f.after])) } };
  const after = (await runRule(ruleId, fixedCase)).findings.filter((f) => f.ruleId === ruleId);
  const key = (f: Finding) => `${f.file}:${f.message}`;
  const left = findings.filter((f) => !plan.fixed.includes(f)).map(key);
  expect(after.map(key).sort()).toEqual(left.sort());
  const again = planFixes(after, (file) => headText(fixedCase, file));
  expect(again.files).toEqual([]);
}

/**
 * The cases run both ways: with `AGENT_GATE_STRESS` every case that can run in memory;
 * else at least one per rule and three per rule family (invalid and valid cases in turn),
 * so every rule keeps a case on the git path and the two paths are compared in every family.
 */
function pathSample(ruleId: string, tests: RuleTests): RuleCase[] {
  const inMemory = (cases: RuleCase[]) => cases.filter((c) => pathOf(c) === 'memory');
  if (process.env.AGENT_GATE_STRESS) return inMemory([...tests.valid, ...tests.invalid]);
  const family = ruleId.split('/')[0];
  const rulesInFamily = ALL_RULES.filter((r) => r.meta.id.startsWith(`${family}/`)).length;
  const invalid = inMemory(tests.invalid);
  const valid = inMemory(tests.valid).reverse();
  const turns = Array.from({ length: Math.max(invalid.length, valid.length) }, (_, i) => [invalid[i], valid[i]]);
  return turns
    .flat()
    .filter((c): c is RuleCase => c !== undefined)
    .slice(0, Math.ceil(3 / Math.max(1, rulesInFamily)));
}

function matches(f: Finding, want: ExpectedFinding): boolean {
  // Two findings on one line (two keys of one schema line) are told apart by their message.
  const message =
    want.message === undefined ||
    (typeof want.message === 'string' ? f.message.includes(want.message) : want.message.test(f.message));
  return f.file === want.file && (want.line === undefined || f.line === want.line) && message;
}
