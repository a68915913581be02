import { createHash } from 'node:crypto';
import { ruleDocsUrl } from '../core/docs';
import type { Finding, Report, Severity } from '../core/types';

/** Marks every review, review comment and issue comment agent-gate writes. */
export const MARKER = '<!-- agent-gate -->';
/** GitHub rejects review, comment and issue bodies longer than this. */
export const MAX_BODY_CHARS = 65_536;

const ICON: Record<Severity, string> = { blocking: '🛑', warning: '⚠️', notice: 'ℹ️' };
const FINDING_MARK = /<!-- agent-gate:finding ([0-9a-f]+-\d+) -->/;
const STATE_MARK = /<!-- agent-gate:state ([0-9a-f]+) -->/;

/**
 * Stable keys of findings, independent of their line: a finding that moves with its code
 * keeps its comment. Repeats of one message in one file are told apart by order.
 */
export function findingKeys(findings: readonly Finding[]): string[] {
  const seen = new Map<string, number>();
  return findings.map((f) => {
    const hash = createHash('sha1').update(`${f.ruleId}\0${f.file}\0${f.message}`).digest('hex').slice(0, 16);
    const n = seen.get(hash) ?? 0;
    seen.set(hash, n + 1);
    return `${hash}-${n}`;
  });
}

/** What the review says, as one hash: the same digest means there is nothing new to post. */
export function reportDigest(report: Report, keys: readonly string[], mode: string): string {
  const severities = report.findings.map((f, i) => `${keys[i]}:${f.severity}`).sort();
  return createHash('sha1')
    .update([report.verdict, mode, ...severities].join('\n'))
    .digest('hex')
    .slice(0, 16);
}

export function findingKeyOf(body: string | undefined | null): string | undefined {
  return body?.match(FINDING_MARK)?.[1];
}

export function digestOf(body: string | undefined | null): string | undefined {
  return body?.match(STATE_MARK)?.[1];
}

export function isOurs(body: string | undefined | null): boolean {
  return !!body && body.includes(MARKER);
}

/** An inline comment: one finding, its fix and the places it relates to. */
export function commentBody(finding: Finding, key: string): string {
  const lines = [
    MARKER,
    `<!-- agent-gate:finding ${key} -->`,
    `${ICON[finding.severity]} **[\`${finding.ruleId}\`](${ruleDocsUrl(finding.ruleId)})** (${finding.severity}): ${finding.message}`,
    '',
    `**Fix:** ${finding.fix}`,
  ];
  for (const r of finding.related) lines.push(`- related: \`${r.file}:${r.line}\` ${r.message}`);
  return clip(lines.join('\n'));
}

export interface ReviewBodyInput {
  report: Report;
  digest: string;
  /** Findings shown as inline comments (new or kept from earlier runs). */
  inline: readonly Finding[];
  /** Findings that could not be anchored on a diff line, or all of them in summary mode. */
  inBody: readonly Finding[];
  agentMention?: string;
  /** Link to the run, where the job summary has the full report. */
  runUrl?: string;
}

/** The review's body: verdict, author signal, findings off the diff, the agent's fix list. */
export function reviewBody(input: ReviewBodyInput): string {
  const full = fullBody(input);
  return full.length <= MAX_BODY_CHARS ? full : shortBody(input);
}

function fullBody({ report, digest, inline, inBody, agentMention, runUrl }: ReviewBodyInput): string {
  const out = [...header(report, digest)];
  if (inline.length > 0) {
    out.push('', `${inline.length} finding${inline.length === 1 ? ' is' : 's are'} commented on the changed lines.`);
  }
  if (inBody.length > 0) {
    out.push('', inline.length > 0 ? '**Not on a changed line:**' : '**Findings:**', '');
    for (const f of inBody) {
      out.push(
        `- ${ICON[f.severity]} [\`${f.ruleId}\`](${ruleDocsUrl(f.ruleId)}) \`${f.file}:${f.line}\`: ${oneLine(f.message)}`,
        `  **Fix:** ${oneLine(f.fix)}`,
      );
    }
  }
  for (const note of report.notes) out.push('', `> ${oneLine(note)}`);
  if (report.author.kind === 'agent' && report.verdict === 'fail') out.push('', ...agentFixList(report, agentMention));
  if (runUrl) out.push('', `[Job summary](${runUrl})`);
  return out.join('\n') + '\n';
}

/** When the full body would exceed GitHub's limit: the verdict and a link to the job summary. */
function shortBody({ report, digest, agentMention, runUrl }: ReviewBodyInput): string {
  const out = [...header(report, digest)];
  out.push(
    '',
    `The full list is too long for a review; it is in the ${runUrl ? `[job summary](${runUrl})` : 'job summary of this run'}, with one annotation per finding.`,
  );
  if (report.author.kind === 'agent' && report.verdict === 'fail' && agentMention) {
    out.push('', `${agentMention} please fix the blocking findings listed in the job summary and push again.`);
  }
  return clip(out.join('\n') + '\n');
}

function header(report: Report, digest: string): string[] {
  const count = (s: Severity) => report.findings.filter((f) => f.severity === s).length;
  const lines = [
    MARKER,
    `<!-- agent-gate:state ${digest} -->`,
    `## agent-gate: ${report.verdict === 'fail' ? '❌ changes requested' : '✅ passed'}`,
    '',
    `${count('blocking')} blocking · ${count('warning')} warning · ${count('notice')} notice, at \`${report.head.slice(0, 7)}\`.`,
  ];
  if (report.author.kind === 'agent') {
    lines.push('', `Agent-authored pull request: ${report.author.signals.map((s) => s.detail).join('; ')}.`);
  }
  return lines;
}

/** The list an agent acts on: each finding's place, rule and fix, also as JSON. */
function agentFixList(report: Report, agentMention?: string): string[] {
  const todo = report.findings.filter((f) => f.severity !== 'notice');
  const out = ['### Fix list', ''];
  todo.forEach((f, i) => out.push(`${i + 1}. \`${f.file}:${f.line}\` (${f.ruleId}): ${oneLine(f.fix)}`));
  const json = JSON.stringify(
    todo.map((f) => ({
      file: f.file,
      line: f.line,
      rule: f.ruleId,
      severity: f.severity,
      message: f.message,
      fix: f.fix,
    })),
    null,
    2,
  );
  out.push('', '<details><summary>Fix list as JSON</summary>', '', '```json', json, '```', '', '</details>');
  if (agentMention) out.push('', `${agentMention} please fix the findings listed above and push again.`);
  return out;
}

function oneLine(text: string): string {
  return text.replace(/\r?\n/g, ' ');
}

function clip(text: string): string {
  if (text.length <= MAX_BODY_CHARS) return text;
  const tail = '\n\n… (cut at GitHub’s limit)\n';
  return text.slice(0, MAX_BODY_CHARS - tail.length) + tail;
}
