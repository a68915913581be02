import type { Finding, Report, Severity } from './types';

/** What a reader asked to see, as ESLint's `--quiet` and `--max-warnings` have it. */
export interface NoiseOptions {
  /** Report blocking findings only. */
  quiet?: boolean;
  /** Fail (exit 1) when the report has more warnings than this. */
  maxWarnings?: number;
}

/**
 * The report with its blocking findings only, and a note of what was left out. The
 * verdict does not change: it is the blocking findings' anyway.
 */
export function quietReport(report: Report): Report {
  const hidden = report.findings.filter((f) => f.severity !== 'blocking');
  if (hidden.length === 0) return report;
  const count = (s: Severity, word: string) => {
    const n = hidden.filter((f) => f.severity === s).length;
    return n === 0 ? [] : [`${n} ${word}${n === 1 ? '' : 's'}`];
  };
  const what = [...count('warning', 'warning'), ...count('notice', 'notice')].join(' and ');
  return {
    ...report,
    findings: report.findings.filter((f) => f.severity === 'blocking'),
    notes: [...report.notes, `quiet: ${what} not shown.`],
  };
}

/** The warnings over the limit, or 0 (counted on the whole report, also when quiet hides them, as ESLint counts). */
export function warningsOverLimit(report: Report, maxWarnings: number | undefined): number {
  if (maxWarnings === undefined) return 0;
  const warnings = report.findings.filter((f) => f.severity === 'warning').length;
  return Math.max(0, warnings - maxWarnings);
}

/** Findings of one rule that ask for the same fix: said once, with every place. */
export interface FindingGroup {
  ruleId: string;
  severity: Severity;
  fix: string;
  /** In the report's order; the first is where the group is anchored. */
  findings: Finding[];
}

/**
 * Groups repeated findings: one rule, one severity and the very same fix. A fix that
 * names its own place (most do) keeps its finding alone. Groups keep the order of their
 * first finding.
 */
export function groupFindings(findings: readonly Finding[]): FindingGroup[] {
  const groups = new Map<string, FindingGroup>();
  for (const f of findings) {
    const key = `${f.ruleId}\0${f.severity}\0${f.fix}`;
    const g = groups.get(key);
    if (g) g.findings.push(f);
    else groups.set(key, { ruleId: f.ruleId, severity: f.severity, fix: f.fix, findings: [f] });
  }
  return [...groups.values()];
}
