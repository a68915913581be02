import { ruleDocsUrl } from '../core/docs';
import { groupFindings } from '../core/noise';
import type { Report, Severity } from '../core/types';
import { layerMap, markdownLayerMap } from './layer-map';

const ICON: Record<Severity, string> = { blocking: '🛑', warning: '⚠️', notice: 'ℹ️' };

/** A Markdown summary (job summary, review body, PR comment). */
export function renderMarkdown(report: Report): string {
  const count = (s: Severity) => report.findings.filter((f) => f.severity === s).length;
  const lines: string[] = [];
  lines.push(`## agent-gate: ${report.verdict === 'fail' ? '❌ changes requested' : '✅ passed'}`);
  lines.push('');
  lines.push(
    `${count('blocking')} blocking · ${count('warning')} warning · ${count('notice')} notice — ${report.stats.filesChanged} files changed, analysed at \`${report.head.slice(0, 7)}\``,
  );
  if (report.author.kind === 'agent') {
    lines.push('');
    lines.push(`Agent-authored pull request (${report.author.signals.map((s) => s.detail).join('; ')}).`);
  }
  const map = layerMap(report);
  if (map) lines.push('', ...markdownLayerMap(map));
  if (report.findings.length > 0) {
    lines.push('');
    lines.push('| | Rule | Where | Finding | Fix |');
    lines.push('|---|---|---|---|---|');
    // Repeats of one fix share a row that lists every place.
    for (const g of groupFindings(report.findings)) {
      const [f, ...others] = g.findings;
      const where = g.findings.map((x) => `\`${cell(x.file)}:${x.line}\``).join('<br>');
      const alike = others.filter((o) => o.message !== f.message).length;
      const finding = cell(f.message) + (alike > 0 ? ` (and ${alike} more like it)` : '');
      lines.push(
        `| ${ICON[f.severity]} | [\`${f.ruleId}\`](${ruleDocsUrl(f.ruleId)}) | ${where} | ${finding} | ${cell(f.fix)} |`,
      );
    }
  }
  if (report.notes.length > 0) {
    lines.push('');
    for (const n of report.notes) lines.push(`> ${n}`);
  }
  return lines.join('\n') + '\n';
}

function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');
}
