import type { ChangeSet } from '../git/changeset';
import type { Workspace } from '../workspace/workspace';
import type { Finding } from './types';

/** `agent-gate-ignore <rule-id>: <reason>` in a comment on the finding's line or the line above. */
const SUPPRESSION = /agent-gate-ignore\s+([a-z0-9-]+\/[a-z0-9-]+)\s*:\s*(\S.*)?$/;

export interface Suppression {
  ruleId: string;
  reason?: string;
  line: number;
}

/** Inline suppressions of a file's text, by line. */
export function parseSuppressions(text: string): Suppression[] {
  const out: Suppression[] = [];
  text.split('\n').forEach((line, i) => {
    const m = line.match(SUPPRESSION);
    if (m) out.push({ ruleId: m[1], reason: m[2]?.replace(/\*\/\s*$|-->\s*$/, '').trim() || undefined, line: i + 1 });
  });
  return out;
}

/**
 * Drops findings suppressed inline with a reason. A suppression without a reason does
 * not apply (policy/gate-weakened reports it).
 */
export function applySuppressions(findings: Finding[], ws: Workspace, _changes: ChangeSet): Finding[] {
  const byFile = new Map<string, Suppression[]>();
  const suppressionsOf = (file: string): Suppression[] => {
    let list = byFile.get(file);
    if (!list) {
      const text = ws.head.read(file);
      list = text && text.includes('agent-gate-ignore') ? parseSuppressions(text) : [];
      byFile.set(file, list);
    }
    return list;
  };
  return findings.filter((f) => {
    if (f.ruleId.startsWith('policy/')) return true;
    return !suppressionsOf(f.file).some(
      (s) => s.ruleId === f.ruleId && s.reason && (s.line === f.line || s.line === f.line - 1),
    );
  });
}
