import type { Finding, Report } from '../core/types';
import { renderMarkdown } from '../reporters/markdown';
import type { Annotation } from './action-io';

/** GitHub caps a step's summary at 1 MiB. */
const MAX_SUMMARY_CHARS = 1_000_000;
/** Annotations beyond the first few add noise to the checks page, not information. */
export const MAX_ANNOTATIONS = 10;

export interface SummaryInput {
  report?: Report;
  /** One line each: what happened to the review, what failed and what to do. */
  lines: string[];
}

/** The job summary: the report when there is one, then what the Action did. */
export function jobSummary({ report, lines }: SummaryInput): string {
  const parts: string[] = [];
  if (report) parts.push(renderMarkdown(report));
  else parts.push('## agent-gate: ⚠️ no verdict\n');
  if (lines.length > 0) parts.push(lines.map((l) => `- ${l}`).join('\n') + '\n');
  const text = parts.join('\n');
  if (text.length <= MAX_SUMMARY_CHARS) return text;
  return (
    text.slice(0, MAX_SUMMARY_CHARS - 200) +
    '\n\n… (cut at GitHub’s job summary limit; the `findings` output has all of them)\n'
  );
}

/** Workflow annotations for the first findings, most severe first (the report's order). */
export function annotations(report: Report, max = MAX_ANNOTATIONS): Annotation[] {
  return report.findings.slice(0, max).map((f: Finding) => ({
    level: f.severity === 'blocking' ? 'error' : f.severity === 'warning' ? 'warning' : 'notice',
    title: `agent-gate ${f.ruleId}`,
    message: `${f.message}\nFix: ${f.fix}`,
    // Pseudo-files such as "(rules)" are not in the repository; annotate the run instead.
    ...(f.file.startsWith('(') ? {} : { file: f.file, line: f.line }),
  }));
}
