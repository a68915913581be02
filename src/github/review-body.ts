import { createHash } from 'node:crypto';
import { ruleDocsUrl } from '../core/docs';
import { groupFindings, type FindingGroup } from '../core/noise';
import { redactSecrets } from '../core/redact';
import type { Finding, Report, Severity } from '../core/types';
import { layerMap, markdownLayerMap } from '../reporters/layer-map';
import { placeOf } from '../reporters/place';

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

/**
 * The key of a group's comment: its finding's key when alone (so comments of earlier runs
 * stay), else a hash of its findings' keys, which changes when a place joins or leaves.
 */
export function groupKey(memberKeys: readonly string[]): string {
  if (memberKeys.length === 1) return memberKeys[0];
  const hash = createHash('sha1').update(memberKeys.join('\n')).digest('hex').slice(0, 16);
  return `${hash}-${memberKeys.length}`;
}

/** An inline comment: one finding (or the repeats of one fix, with every place), its fix and related places. */
export function commentBody(group: FindingGroup, key: string, suggestion?: string): string {
  const [finding, ...others] = group.findings;
  const lines = [
    MARKER,
    `<!-- agent-gate:finding ${key} -->`,
    `${ICON[finding.severity]} **[\`${finding.ruleId}\`](${ruleDocsUrl(finding.ruleId)})** (${finding.severity}): ${finding.message}`,
    '',
    `**Fix:** ${finding.fix}`,
  ];
  // GitHub's suggested change: one click applies it (a fence longer than any run of backticks in it)
  if (suggestion !== undefined) {
    const fence = '`'.repeat(Math.max(3, ...[...suggestion.matchAll(/`+/g)].map((m) => m[0].length + 1)));
    lines.push('', `${fence}suggestion`, suggestion, fence);
  }
  for (const r of finding.related) lines.push(`- related: \`${placeOf(r)}\` ${r.message}`);
  if (others.length > 0) {
    lines.push('', `**The same fix applies in ${others.length} more place${others.length === 1 ? '' : 's'}:**`);
    for (const o of others) {
      lines.push(`- \`${o.file}:${o.line}\`${o.message === finding.message ? '' : `: ${oneLine(o.message)}`}`);
    }
  }
  return clip(lines.join('\n'));
}

export interface ReviewBodyInput {
  report: Report;
  digest: string;
  /** Findings shown as inline comments (new or kept from earlier runs), grouped as commented. */
  inline: readonly FindingGroup[];
  /** Findings that could not be anchored on a diff line, or all of them in summary mode. */
  inBody: readonly FindingGroup[];
  /** Groups that could have been commented inline but were over `maxInline`. */
  overCap?: number;
  /** The cap on inline comments, for the sentence that explains `overCap`. */
  maxInline?: number;
  agentMention?: string;
  /** Link to the run, where the job summary has the full report. */
  runUrl?: string;
  /** Every fix as one patch (`git apply` at the head revision), when there are fixes. */
  patch?: string;
}

/** The review's body: verdict, author signal, layer map, findings off the diff, the agent's fix list. */
export function reviewBody(input: ReviewBodyInput): string {
  const full = fullBody(input);
  return full.length <= MAX_BODY_CHARS ? full : shortBody(input);
}

function fullBody({
  report,
  digest,
  inline,
  inBody,
  overCap,
  maxInline,
  agentMention,
  runUrl,
  patch,
}: ReviewBodyInput): string {
  const out = [...header(report, digest)];
  const map = layerMap(report);
  if (map) out.push('', ...markdownLayerMap(map));
  if (inline.length > 0) {
    const findings = inline.reduce((n, g) => n + g.findings.length, 0);
    const comments = `${inline.length} comment${inline.length === 1 ? '' : 's'}`;
    out.push(
      '',
      findings === inline.length
        ? `${findings} finding${findings === 1 ? ' is' : 's are'} commented on the changed lines.`
        : `${findings} findings are commented on the changed lines, in ${comments} (repeats of one fix share one).`,
    );
  }
  if (overCap) {
    out.push(
      '',
      `At most ${maxInline} inline comments per review: ${overCap} more ${overCap === 1 ? 'is' : 'are'} listed below.`,
    );
  }
  if (inBody.length > 0) {
    out.push('', inline.length > 0 ? '**Not commented inline:**' : '**Findings:**', '');
    for (const g of inBody) out.push(...bodyEntry(g));
  }
  for (const note of report.notes) out.push('', `> ${oneLine(note)}`);
  if (patch) out.push('', ...patchSection(patch));
  if (report.author.kind === 'agent' && report.verdict === 'fail')
    out.push('', ...agentFixList(report, agentMention, !!patch));
  if (runUrl) out.push('', `[Job summary](${runUrl})`);
  return out.join('\n') + '\n';
}

/** The longest patch the review shows; a longer one is in the run's output only. */
const MAX_PATCH_CHARS = 20_000;

/** The fixes as one patch, collapsed: `git apply` takes it at the head revision. */
function patchSection(patch: string): string[] {
  const files = patch.split('\n').filter((l) => l.startsWith('diff --git ')).length;
  // a patch as long as a review, or whose context shows what looks like a secret, stays in the run's output
  if (patch.length > MAX_PATCH_CHARS || redactSecrets(patch) !== patch) {
    return [
      `The fixes (${files} file${files === 1 ? '' : 's'}) are one patch in the run's \`fix-patch\` output${patch.length > MAX_PATCH_CHARS ? ', too long to show here' : ', not shown here: its context lines hold what looks like a secret'}.`,
    ];
  }
  const fence = '`'.repeat(Math.max(3, ...[...patch.matchAll(/`{3,}/g)].map((m) => m[0].length + 1)));
  return [
    `<details><summary>The fixes as one patch (${files} file${files === 1 ? '' : 's'}): save it and run <code>git apply</code> at the head</summary>`,
    '',
    `${fence}diff`,
    patch.replace(/\n$/, ''),
    fence,
    '',
    '</details>',
  ];
}

/** One finding of the body, or a group: its rule, its places, the fix once. */
function bodyEntry(g: FindingGroup): string[] {
  const [f, ...others] = g.findings;
  const rule = `${ICON[f.severity]} [\`${f.ruleId}\`](${ruleDocsUrl(f.ruleId)})`;
  if (others.length === 0) {
    return [`- ${rule} \`${f.file}:${f.line}\`: ${oneLine(f.message)}`, `  **Fix:** ${oneLine(f.fix)}`];
  }
  const out = [`- ${rule} in ${g.findings.length} places, one fix: ${oneLine(f.fix)}`];
  for (const x of g.findings) out.push(`  - \`${x.file}:${x.line}\`: ${oneLine(x.message)}`);
  return out;
}

/** When the full body would exceed GitHub's limit: the verdict, the map and a link to the job summary. */
function shortBody({ report, digest, agentMention, runUrl }: ReviewBodyInput): string {
  const out = [...header(report, digest)];
  const map = layerMap(report);
  if (map) out.push('', ...markdownLayerMap(map));
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

/** The list an agent acts on: each fix once with its places and rule, and every finding as JSON. */
function agentFixList(report: Report, agentMention?: string, patch = false): string[] {
  const todo = report.findings.filter((f) => f.severity !== 'notice');
  const out = ['### Fix list', ''];
  groupFindings(todo).forEach((g, i) => {
    const places = g.findings.map((f) => `\`${f.file}:${f.line}\``).join(', ');
    out.push(`${i + 1}. ${places} (${g.ruleId}): ${oneLine(g.fix)}`);
  });
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
  if (agentMention)
    out.push(
      '',
      patch
        ? `${agentMention} please apply the patch above (\`git apply\`), fix the other findings listed above, and push again.`
        : `${agentMention} please fix the findings listed above and push again.`,
    );
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
