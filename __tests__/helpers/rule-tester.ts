import { runCheck } from '../../src/core/run';
import type { AnalysisOptions, Finding, Report, Severity } from '../../src/core/types';
import { placeOf } from '../../src/reporters/place';
import { makeRepo, type Files } from './repo';

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
}

export interface InvalidCase extends RuleCase {
  errors: ExpectedFinding[];
}

export interface RuleTests {
  valid: RuleCase[];
  invalid: InvalidCase[];
}

/** Runs the gate on a real git repository built from the case, with only this rule. */
export async function runRule(ruleId: string, c: RuleCase): Promise<Report> {
  const base = { ...c.base };
  if (c.config) base['.github/agent-gate.yml'] = c.config;
  const repo = makeRepo({ base, head: c.head, agent: c.agent, branch: c.branch, message: c.message });
  return runCheck({ repoDir: repo.dir, base: repo.base, head: repo.head, onlyRules: [ruleId], options: c.options });
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
        });
      });
    });
  });
}

function matches(f: Finding, want: ExpectedFinding): boolean {
  return f.file === want.file && (want.line === undefined || f.line === want.line);
}
