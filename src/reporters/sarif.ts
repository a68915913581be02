import { ruleDocsUrl } from '../core/docs';
import type { Report, Rule, Severity } from '../core/types';

const LEVEL: Record<Severity, 'error' | 'warning' | 'note'> = { blocking: 'error', warning: 'warning', notice: 'note' };

/** SARIF 2.1.0 for code scanning: one run, rules with help links, stable order. */
export function renderSarif(report: Report, rules: readonly Rule[], version: string): string {
  const ruleIds = [...new Set([...rules.map((r) => r.meta.id), ...report.findings.map((f) => f.ruleId)])].sort();
  const ruleIndex = new Map(ruleIds.map((id, i) => [id, i]));
  const meta = new Map(rules.map((r) => [r.meta.id, r.meta]));
  const sarif = {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'agent-gate',
            version,
            informationUri: 'https://github.com/agent-gate/agent-gate',
            rules: ruleIds.map((id) => ({
              id,
              name: id,
              shortDescription: { text: meta.get(id)?.description ?? id },
              helpUri: ruleDocsUrl(id),
              defaultConfiguration: { level: LEVEL[meta.get(id)?.defaultSeverity ?? 'warning'] },
            })),
          },
        },
        versionControlProvenance: [{ revisionId: report.head }],
        results: report.findings.map((f) => ({
          ruleId: f.ruleId,
          ruleIndex: ruleIndex.get(f.ruleId),
          level: LEVEL[f.severity],
          message: { text: `${f.message} Fix: ${f.fix}` },
          locations: [
            {
              physicalLocation: {
                artifactLocation: { uri: f.file.startsWith('(') ? '.' : f.file, uriBaseId: '%SRCROOT%' },
                region: { startLine: Math.max(1, f.line), ...(f.column ? { startColumn: f.column } : {}) },
              },
            },
          ],
          relatedLocations: f.related.map((r, i) => ({
            id: i + 1,
            message: { text: r.message },
            physicalLocation: {
              artifactLocation: { uri: r.file, uriBaseId: '%SRCROOT%' },
              ...(r.line === undefined ? {} : { region: { startLine: Math.max(1, r.line) } }),
            },
          })),
          partialFingerprints: { 'agentGate/v1': `${f.ruleId}:${f.file}:${f.message}` },
        })),
      },
    ],
  };
  return JSON.stringify(sarif, null, 2) + '\n';
}
