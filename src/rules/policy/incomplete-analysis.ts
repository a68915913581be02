import type { AnalysisGap, Rule, RuleFinding } from '../../core/types';

/**
 * A gate that could not look must not pass: every part of the change that was not
 * analysed (unparseable, too large, over a limit, a rule that failed) is a blocking
 * finding that names it.
 */
export const incompleteAnalysis: Rule = {
  meta: {
    id: 'policy/incomplete-analysis',
    description: 'The gate could not analyse part of what changed, so it does not pass the change.',
    defaultSeverity: 'blocking',
  },
  check(ctx) {
    return groupGaps(ctx.gaps).map(({ file, reasons, ruleIds, at }): RuleFinding => {
      const byRule = ruleIds.length > 0 ? ` (${ruleIds.join(', ')})` : '';
      const isFile = !file.startsWith('(');
      return {
        file,
        line: at?.line ?? 1,
        ...(at?.column !== undefined ? { column: at.column } : {}),
        message: `agent-gate could not analyse ${isFile ? file : 'part of this change'}${byRule}: ${reasons.join('; ')}.`,
        fix:
          at?.fix ??
          (isFile
            ? `Make ${file} parse (or mark it linguist-generated in .gitattributes if it is generated), then push again; a human can approve the pull request after reviewing ${file} by hand.`
            : 'Re-run the gate; if it fails again, review the change by hand and report the error to the agent-gate maintainers.'),
        ...(at?.edits?.length ? { edits: at.edits } : {}),
      };
    });
  },
};

interface GroupedGap {
  file: string;
  reasons: string[];
  ruleIds: string[];
  /** The first gap of the file that says where its fault is (and how to mend it). */
  at?: AnalysisGap;
}

function groupGaps(gaps: readonly AnalysisGap[]): GroupedGap[] {
  const byFile = new Map<string, GroupedGap>();
  for (const gap of gaps) {
    let g = byFile.get(gap.file);
    if (!g) {
      g = { file: gap.file, reasons: [], ruleIds: [] };
      byFile.set(gap.file, g);
    }
    if (!g.reasons.includes(gap.reason)) g.reasons.push(gap.reason);
    if (gap.line !== undefined) g.at ??= gap;
    if (gap.ruleId && !g.ruleIds.includes(gap.ruleId)) g.ruleIds.push(gap.ruleId);
  }
  return [...byFile.values()];
}
