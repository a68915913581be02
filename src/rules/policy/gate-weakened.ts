import { isMap, isNode, isScalar, isSeq } from 'yaml';
import { ConfigError, configPathsOf, defaultConfig, parseConfig, severityRank, type Config } from '../../core/config';
import type { SeveritySetting } from '../../core/config';
import { parseSuppressions } from '../../core/suppressions';
import type { Rule, RuleCatalog, RuleContext, RuleFinding, Severity } from '../../core/types';
import type { TreeView } from '../../workspace/workspace';
import { approvalHint, humanApproved } from '../../core/approval';

/**
 * A pull request that loosens the gate itself: an inline suppression it adds, or a
 * change to the gate's config that turns a rule off or down, ignores paths or drops a
 * protected path. The PR is still judged by the base branch's config; this makes the
 * loosening visible before it takes effect.
 */
export const gateWeakened: Rule = {
  meta: {
    id: 'policy/gate-weakened',
    description: "The pull request adds an inline suppression or loosens the gate's own config.",
    defaultSeverity: 'warning',
    agentSeverity: 'blocking',
  },
  check(ctx) {
    const approved = humanApproved(ctx);
    return [...suppressionFindings(ctx, approved), ...(approved ? [] : configFindings(ctx))];
  },
};

/** Files whose comments are prose, not code: a directive quoted there suppresses nothing. */
const PROSE = /\.(md|mdx|markdown|txt|rst|adoc)$/i;

/** The directive right after a comment opener (`//`, `/*`, `#`, `<!--`, `--`, a JSDoc `*`). */
const DIRECTIVE = /(?:\/\/|\/\*|#|<!--|--|^\s*\*)\s*agent-gate-ignore\b\s*([a-z0-9-]+\/[a-z0-9-]+)?/;

function suppressionFindings(ctx: RuleContext, approved: boolean): RuleFinding[] {
  const findings: RuleFinding[] = [];
  for (const file of ctx.changes.headFiles()) {
    if (file.binary || PROSE.test(file.path) || file.newCodeLines.length === 0) continue;
    const text = ctx.workspace.head.read(file.path);
    if (!text || !text.includes('agent-gate-ignore')) continue;
    const lines = text.split('\n');
    for (const lineNo of file.newCodeLines) {
      const line = lines[lineNo - 1];
      if (!line?.includes('agent-gate-ignore')) continue;
      const directive = line.match(DIRECTIVE);
      if (!directive) continue;
      const parsed = parseSuppressions(line)[0];
      const ruleId = parsed?.ruleId ?? directive[1] ?? '<rule-id>';
      if (!parsed?.reason) {
        findings.push({
          file: file.path,
          line: lineNo,
          message: `Inline suppression of ${ruleId} has no reason, so it does not apply.`,
          fix: `Write the reason after a colon (\`agent-gate-ignore ${ruleId}: <why this is safe>\`) on line ${lineNo} of ${file.path}, or remove the comment and fix the finding.`,
        });
      } else if (!approved) {
        findings.push({
          file: file.path,
          line: lineNo,
          message: `Adds an inline suppression of ${ruleId} ("${parsed.reason}").`,
          fix: `Fix the ${ruleId} finding instead of suppressing it and remove the comment on line ${lineNo} of ${file.path}; if the suppression is right, ${approvalHint(ctx)}.`,
        });
      }
    }
  }
  return findings;
}

function configFindings(ctx: RuleContext): RuleFinding[] {
  const findings: RuleFinding[] = [];
  for (const path of configPathsOf(ctx.options)) {
    const change = ctx.changes.file(path);
    if (!change || change.binary) continue;
    const before = readConfig(ctx, ctx.workspace.base, path);
    const after = change.status === 'deleted' ? defaultConfig() : readConfig(ctx, ctx.workspace.head, path);
    if (!before || !after) continue;
    const doc = change.status === 'deleted' ? undefined : ctx.workspace.head.yaml(path)?.documents[0];
    const lineOf = (keyPath: (string | number)[]): number => {
      const offset = doc ? offsetOf(doc.contents, keyPath) : undefined;
      return offset === undefined ? 1 : (ctx.workspace.head.yaml(path)?.lineOf(offset) ?? 1);
    };
    const add = (line: number, message: string, undo: string): void => {
      findings.push({
        file: path,
        line,
        message: `${message} The gate keeps judging pull requests with the base branch's config until this is merged.`,
        fix: `${undo} in ${path}, or have a human confirm it: ${approvalHint(ctx)}.`,
      });
    };
    for (const l of severityLoosenings(ctx.catalog, before, after)) {
      const key = l.agent ? 'agent-rules' : 'rules';
      add(
        lineOf([key, l.ruleId]),
        `${key}: ${l.after === undefined ? `removes ${l.ruleId} (back to its default, ${l.afterRank})` : l.after === 'off' ? `turns ${l.ruleId} off` : `downgrades ${l.ruleId} to ${l.after}`}${l.before ? ` (was ${l.before})` : ''}.`,
        l.before ? `Restore \`${l.ruleId}: ${l.before}\` under \`${key}:\`` : `Remove \`${l.ruleId}\` from \`${key}:\``,
      );
    }
    after.ignore.forEach((glob, i) => {
      if (!before.ignore.includes(glob)) {
        add(
          lineOf(['ignore', i]),
          `Adds \`${glob}\` to ignore: no rule will look at those paths.`,
          `Remove \`${glob}\` from \`ignore:\``,
        );
      }
    });
    for (const glob of before.protected) {
      if (!after.protected.includes(glob)) {
        add(
          lineOf(['protected']),
          `Removes \`${glob}\` from protected: agents could change those paths without a human approval.`,
          `Put \`${glob}\` back under \`protected:\``,
        );
      }
    }
  }
  return findings;
}

/**
 * Where a key path starts in a YAML document: the deepest key or item that exists, so a
 * removed entry points at its parent key.
 */
function offsetOf(node: unknown, keyPath: (string | number)[]): number | undefined {
  const [head, ...rest] = keyPath;
  if (head === undefined) return undefined;
  if (isMap(node)) {
    const pair = node.items.find((p) => isScalar(p.key) && p.key.value === head);
    if (!pair) return undefined;
    const here = isScalar(pair.key) ? pair.key.range?.[0] : undefined;
    return offsetOf(pair.value, rest) ?? here;
  }
  if (isSeq(node) && typeof head === 'number') {
    const item = node.items[head];
    const here = isNode(item) ? item.range?.[0] : undefined;
    return offsetOf(item, rest) ?? here;
  }
  return undefined;
}

function readConfig(ctx: RuleContext, view: TreeView, path: string): Config | undefined {
  const text = view.read(path);
  if (text === undefined) return view === ctx.workspace.base ? defaultConfig() : undefined;
  try {
    return parseConfig(text, { file: path }, [...ctx.catalog.values()]);
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    // The head's config does not take effect yet, but once merged it would break the gate.
    if (view === ctx.workspace.head) ctx.reportGap({ file: path, reason: `invalid config: ${err.message}` });
    return undefined;
  }
}

interface SeverityLoosening {
  ruleId: string;
  agent: boolean;
  before?: SeveritySetting;
  after?: SeveritySetting;
  afterRank: SeveritySetting;
}

/** Rules whose effective severity the head config lowers, for all PRs and for agent PRs. */
function severityLoosenings(catalog: RuleCatalog, before: Config, after: Config): SeverityLoosening[] {
  const out: SeverityLoosening[] = [];
  const ids = (a: Record<string, SeveritySetting>, b: Record<string, SeveritySetting>) =>
    [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
  for (const ruleId of ids(before.rules, after.rules)) {
    const b = before.rules[ruleId];
    const a = after.rules[ruleId];
    const fallback = defaultSetting(catalog, ruleId, false);
    if (rank(a ?? fallback) < rank(b ?? fallback)) {
      out.push({ ruleId, agent: false, before: b, after: a, afterRank: a ?? fallback });
    }
  }
  for (const ruleId of ids(before.agentRules, after.agentRules)) {
    const fallback = defaultSetting(catalog, ruleId, true);
    const b = before.agentRules[ruleId] ?? before.rules[ruleId];
    const a = after.agentRules[ruleId] ?? after.rules[ruleId];
    if (rank(a ?? fallback) < rank(b ?? fallback)) {
      out.push({ ruleId, agent: true, before: b, after: after.agentRules[ruleId], afterRank: a ?? fallback });
    }
  }
  return out;
}

function rank(s: SeveritySetting): number {
  return s === 'off' ? -1 : severityRank(s);
}

/** A rule's severity when the config does not name it; unknown ids count as blocking. */
function defaultSetting(catalog: RuleCatalog, ruleId: string, agent: boolean): Severity {
  const meta = catalog.get(ruleId);
  if (!meta) return 'blocking';
  if (agent && meta.agentSeverity && severityRank(meta.agentSeverity) > severityRank(meta.defaultSeverity)) {
    return meta.agentSeverity;
  }
  return meta.defaultSeverity;
}
