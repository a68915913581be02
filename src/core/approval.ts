import type { RuleContext } from './types';

/**
 * A human has signed off on the pull request: it carries the configured approval label,
 * or a human's latest review approves it. Clears the policy rules that ask for one.
 */
export function humanApproved(ctx: RuleContext): boolean {
  const pr = ctx.options.pullRequest;
  if (!pr) return false;
  if (pr.approvedByHuman) return true;
  const wanted = ctx.config.approvalLabel.toLowerCase();
  return (pr.labels ?? []).some((l) => l.toLowerCase() === wanted);
}

/** The sentence every policy finding ends its fix with. */
export function approvalHint(ctx: RuleContext): string {
  return `a human reviewer can clear it with an approving review or the \`${ctx.config.approvalLabel}\` label`;
}
