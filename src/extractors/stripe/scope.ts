import { codeRole } from '../../workspace/classify';
import type { Node } from 'ts-morph';
import type { ChangeSet } from '../../git/changeset';
import type { Workspace } from '../../workspace/workspace';
import { isCodeFile } from '../../workspace/workspace';
import { baseCounterparts, enclosingFunction } from '../code/counterparts';
import { stripeCalls, type StripeCallSite } from './clients';

/** What the helpers below read of a run: the change and its trees (a rule's context is one). */
export interface ChangeScope {
  readonly changes: ChangeSet;
  readonly workspace: Workspace;
}

/** Changed code files of the head tree that rules may judge (not generated, not ignored, not tests). */
export function changedSourceFiles(ctx: ChangeScope, opts: { includeTests?: boolean } = {}): string[] {
  return ctx.changes
    .headFiles()
    .map((f) => f.path)
    .filter(
      (p) =>
        isCodeFile(p) &&
        !ctx.workspace.isGenerated(p) &&
        !ctx.workspace.isIgnored(p) &&
        (opts.includeTests || codeRole(p) !== 'test'),
    );
}

/** Stripe calls of the changed files (tests excluded). */
export function changedStripeCalls(ctx: ChangeScope): StripeCallSite[] {
  const view = ctx.workspace.head;
  return changedSourceFiles(ctx).flatMap((p) => stripeCalls(view, p));
}

/** The PR wrote this node: a line of it is new code. */
export function touchesNode(ctx: ChangeScope, file: string, node: Node | undefined): boolean {
  if (!node) return false;
  return ctx.changes.touches(file, node.getStartLineNumber(), node.getEndLineNumber());
}

/**
 * The PR added the call itself: the line naming the method is new code (edits to
 * other arguments of an existing call do not count).
 */
export function touchesCallee(ctx: ChangeScope, site: StripeCallSite): boolean {
  const callee = site.call.getExpression();
  const line = callee.getEndLineNumber();
  return ctx.changes.touches(site.file, line) || ctx.changes.touches(site.file, site.call.getStartLineNumber());
}

/** Describes a call for messages: `stripe.refunds.create`. */
export function callName(site: StripeCallSite): string {
  return `${site.client}.${site.path}`;
}

/**
 * The same Stripe call on the base branch: calls of the same method in the base
 * counterparts of the function that makes it (the handler of the same route, the function
 * of the same name in the module it came from), found however the code moved.
 */
export function baseCallsLike(ctx: ChangeScope, site: StripeCallSite): StripeCallSite[] {
  const { head, base } = ctx.workspace;
  const fn = enclosingFunction(head, site.file, site.call);
  if (!fn) return [];
  const out: StripeCallSite[] = [];
  for (const cp of baseCounterparts(ctx.workspace, site.file, fn)) {
    for (const s of stripeCalls(base, cp.file)) {
      if (s.path === site.path && cp.fn.getPos() <= s.call.getPos() && s.call.getEnd() <= cp.fn.getEnd()) out.push(s);
    }
  }
  return out;
}
