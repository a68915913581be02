import picomatch from 'picomatch';
import type { Rule, RuleFinding } from '../../core/types';
import { approvalHint, humanApproved } from '../../core/approval';

/**
 * Paths the repository marks `protected` (CI, infra, auth, billing…) are changed by
 * coding agents only with a human's approval.
 */
export const protectedPath: Rule = {
  meta: {
    id: 'policy/protected-path',
    description: 'An agent-authored pull request changes a protected path without a human approval.',
    defaultSeverity: 'blocking',
    severityNote: 'agent-authored pull requests only',
  },
  check(ctx) {
    if (ctx.author.kind !== 'agent' || ctx.config.protected.length === 0 || humanApproved(ctx)) return [];
    const globs = ctx.config.protected.map((glob) => ({ glob, test: picomatch(glob, { dot: true }) }));
    const findings: RuleFinding[] = [];
    for (const file of ctx.changes.files) {
      // A rename out of a protected folder changes the protected path as much as an edit.
      const paths = file.oldPath && file.oldPath !== file.path ? [file.path, file.oldPath] : [file.path];
      const hit = globs.find((g) => paths.some((p) => g.test(p)));
      if (!hit) continue;
      const verb = file.status === 'deleted' ? 'deletes' : file.status === 'renamed' ? 'moves' : 'changes';
      findings.push({
        file: file.path,
        line: file.addedLines[0] ?? 1,
        message: `Agent-authored pull request ${verb} ${file.path}, which matches the protected path \`${hit.glob}\`.`,
        fix: `Have a human review the change to ${file.path} before merging; ${approvalHint(ctx)}. Otherwise drop the change to ${file.path} from this pull request.`,
      });
    }
    return findings;
  },
};
