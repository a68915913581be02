import type { ChangeSet } from '../git/changeset';
import type { Workspace } from '../workspace/workspace';
import type { Finding } from './types';

/** `agent-gate-ignore <rule-id>: <reason>` in a comment on the finding's line or the line above. */
const SUPPRESSION = /agent-gate-ignore\s+([a-z0-9-]+\/[a-z0-9-]+)\s*:\s*(\S.*)?$/;

export interface Suppression {
  ruleId: string;
  reason?: string;
  line: number;
  /** Written in the file's leading comments, before any code: it covers the whole file. */
  wholeFile?: boolean;
}

/** A line of nothing but a comment (or blank): `//`, `#`, `--`, `/* … *\/`, `<!-- -->`. */
const COMMENT_LINE = /^\s*($|\/\/|#|--|\/\*|\*|<!--)/;

/** Inline suppressions of a file's text, by line. */
export function parseSuppressions(text: string): Suppression[] {
  const out: Suppression[] = [];
  let leading = true;
  text.split('\n').forEach((line, i) => {
    if (leading && !COMMENT_LINE.test(line)) leading = false;
    const m = line.match(SUPPRESSION);
    if (m) {
      const reason = m[2]?.replace(/\*\/\s*$|-->\s*$/, '').trim() || undefined;
      out.push({ ruleId: m[1], reason, line: i + 1, ...(leading ? { wholeFile: true } : {}) });
    }
  });
  return out;
}

/** A finding a suppression with a reason took out of the report, and that reason. */
export interface Acknowledged {
  finding: Finding;
  reason: string;
}

/**
 * Drops findings suppressed inline with a reason: on the finding's line or the line above,
 * or in the file's leading comments for the whole file (a migration acknowledged at its top,
 * `-- agent-gate-ignore schema/deploy-breaks: maintenance window`). A suppression without a
 * reason does not apply (policy/gate-weakened reports it). The suppressed findings are
 * returned with their reasons, for the report to say what was acknowledged and why.
 */
export function applySuppressions(
  findings: Finding[],
  ws: Workspace,
  _changes: ChangeSet,
): { kept: Finding[]; acknowledged: Acknowledged[] } {
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
  const kept: Finding[] = [];
  const acknowledged: Acknowledged[] = [];
  for (const f of findings) {
    const by = f.ruleId.startsWith('policy/')
      ? undefined
      : suppressionsOf(f.file).find(
          (s) => s.ruleId === f.ruleId && s.reason && (s.wholeFile || s.line === f.line || s.line === f.line - 1),
        );
    if (by?.reason) acknowledged.push({ finding: f, reason: by.reason });
    else kept.push(f);
  }
  return { kept, acknowledged };
}
