import { maxSeverity } from '../core/config';
import { DOCS_BASE_URL, ruleDocsUrl } from '../core/docs';
import type { Rule, Severity } from '../core/types';
import { UsageError } from '../git/git';

/** One rule as `agent-gate rules` lists it. */
export interface RuleListing {
  id: string;
  /** Severity on any pull request, unless the config sets another. */
  severity: Severity;
  /** Severity on an agent-authored pull request (the rule's escalation applied). */
  agentSeverity: Severity;
  /** What the two severities do not say, e.g. "agent-authored pull requests only". */
  note?: string;
  description: string;
  docs: string;
}

export function ruleListings(rules: readonly Rule[]): RuleListing[] {
  return rules.map(({ meta }) => ({
    id: meta.id,
    severity: meta.defaultSeverity,
    agentSeverity: meta.agentSeverity ? maxSeverity(meta.defaultSeverity, meta.agentSeverity) : meta.defaultSeverity,
    ...(meta.severityNote ? { note: meta.severityNote } : {}),
    description: meta.description,
    docs: ruleDocsUrl(meta.id),
  }));
}

export const RULE_LIST_FORMATS = ['text', 'json'] as const;

/** `agent-gate rules`: a table (text) or an array of `RuleListing` (json). */
export function renderRuleList(rules: readonly Rule[], format: string): string {
  const listings = ruleListings(rules);
  if (format === 'json') return `${JSON.stringify(listings, null, 2)}\n`;
  if (format !== 'text') {
    throw new UsageError(`--format ${format}: agent-gate rules prints ${RULE_LIST_FORMATS.join(' or ')}`);
  }
  const idWidth = Math.max(4, ...listings.map((l) => l.id.length));
  const row = (id: string, severity: string, agent: string, what: string) =>
    `${id.padEnd(idWidth)}  ${severity.padEnd(8)}  ${agent.padEnd(8)}  ${what}`.trimEnd();
  return [
    row('rule', 'default', 'agent PR', 'what it catches'),
    ...listings.map((l) =>
      row(l.id, l.severity, l.agentSeverity, `${l.description}${l.note ? ` (severity: ${l.note})` : ''}`),
    ),
    '',
    `Docs: ${DOCS_BASE_URL}/<rule>.md. A config's rules: and agent-rules: change the severities.`,
    '',
  ].join('\n');
}
