import { groupFindings, type FindingGroup } from '../core/noise';
import type { Finding, Report, Severity } from '../core/types';
import { layerMap, textLayerMap } from './layer-map';
import { placeOf } from './place';

export interface TextOptions {
  color: boolean;
}

const COLORS: Record<Severity | 'dim' | 'bold' | 'reset' | 'green', string> = {
  blocking: '\x1b[31m',
  warning: '\x1b[33m',
  notice: '\x1b[36m',
  dim: '\x1b[2m',
  bold: '\x1b[1m',
  green: '\x1b[32m',
  reset: '\x1b[0m',
};

/**
 * Findings grouped by file, like ESLint's stylish output; colour only on a terminal.
 * Repeats of one fix are said once, under their first place, with the other places.
 * The layer map, when the change spans layers, comes first.
 */
export function renderText(report: Report, opts: TextOptions): string {
  const c = (k: keyof typeof COLORS, s: string) => (opts.color ? `${COLORS[k]}${s}${COLORS.reset}` : s);
  const lines: string[] = [];
  const map = layerMap(report);
  if (map) {
    lines.push(c('bold', 'layers'));
    for (const line of textLayerMap(map)) lines.push(line.includes('╌▶') ? c('blocking', line) : line);
    lines.push('');
  }
  const byFile = new Map<string, FindingGroup[]>();
  for (const g of groupFindings(report.findings)) {
    const file = g.findings[0].file;
    const list = byFile.get(file) ?? [];
    list.push(g);
    byFile.set(file, list);
  }
  for (const [file, groups] of byFile) {
    lines.push(c('bold', file));
    for (const g of groups) {
      const [f, ...others] = g.findings;
      lines.push(
        `  ${String(f.line).padStart(4)}  ${c(f.severity, f.severity.padEnd(8))}  ${f.message}  ${c('dim', f.ruleId)}`,
      );
      lines.push(`        ${c('dim', 'fix:')} ${f.fix}`);
      for (const r of f.related) lines.push(`        ${c('dim', `see ${placeOf(r)}`)} ${r.message}`);
      lines.push(...alsoAt(f, others).map((l) => `        ${c('dim', l)}`));
    }
    lines.push('');
  }
  for (const note of report.notes) lines.push(c('dim', `note: ${note}`));
  if (report.author.kind === 'agent') {
    lines.push(c('dim', `agent-authored: ${report.author.signals.map((s) => s.detail).join('; ')}`));
  }
  const count = (s: Severity) => report.findings.filter((f) => f.severity === s).length;
  const summary = `${report.verdict === 'fail' ? '✖' : '✔'} ${count('blocking')} blocking, ${count('warning')} warning, ${count('notice')} notice in ${report.stats.filesChanged} changed file${report.stats.filesChanged === 1 ? '' : 's'} (${report.stats.durationMs} ms)`;
  lines.push(c(report.verdict === 'fail' ? 'blocking' : 'green', summary));
  return lines.join('\n') + '\n';
}

/** The other places of a group: on one line when they say the same, else one line each. */
function alsoAt(first: Finding, others: readonly Finding[]): string[] {
  if (others.length === 0) return [];
  if (others.every((o) => o.message === first.message)) {
    return [`same fix also at ${others.map((o) => `${o.file}:${o.line}`).join(', ')}`];
  }
  return others.map((o) => `same fix also at ${o.file}:${o.line}: ${o.message}`);
}
