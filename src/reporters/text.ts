import type { Finding, Report, Severity } from '../core/types';

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

/** Findings grouped by file, like ESLint's stylish output; colour only on a terminal. */
export function renderText(report: Report, opts: TextOptions): string {
  const c = (k: keyof typeof COLORS, s: string) => (opts.color ? `${COLORS[k]}${s}${COLORS.reset}` : s);
  const lines: string[] = [];
  const byFile = new Map<string, Finding[]>();
  for (const f of report.findings) {
    const list = byFile.get(f.file) ?? [];
    list.push(f);
    byFile.set(f.file, list);
  }
  for (const [file, findings] of byFile) {
    lines.push(c('bold', file));
    for (const f of findings) {
      lines.push(
        `  ${String(f.line).padStart(4)}  ${c(f.severity, f.severity.padEnd(8))}  ${f.message}  ${c('dim', f.ruleId)}`,
      );
      lines.push(`        ${c('dim', 'fix:')} ${f.fix}`);
      for (const r of f.related) lines.push(`        ${c('dim', `see ${r.file}:${r.line}`)} ${r.message}`);
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
