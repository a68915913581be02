import type { Node } from 'ts-morph';
import type { RuleContext } from '../core/types';
import { isCodeFile } from '../workspace/workspace';
import { stripeCalls, type StripeCallSite } from './stripe';

/**
 * Where a Stripe call runs, by the conventions of JavaScript projects: tests, seed and
 * one-off scripts, browser code, or the server (request handlers, the modules they
 * import, jobs and workers).
 */
export type CodeRole = 'test' | 'seed' | 'script' | 'browser' | 'server';

const TEST =
  /(^|\/)(__tests__|__mocks__|tests?|spec|specs|e2e|cypress|playwright|fixtures?)\/|\.(test|spec|e2e)\.[cm]?[jt]sx?$/;
const SEED = /(^|\/)(seeds?|seeders?)(\/|\.[cm]?[jt]sx?$)|(^|\/)[^/]*seed[^/]*\.[cm]?[jt]sx?$/i;
const SCRIPT = /(^|\/)(scripts?|bin|tools|one-?offs?|backfills?|maintenance)\//;
const BROWSER = /(^|\/)(components|hooks|public|static|client|frontend|web\/src|pages\/(?!api\/)[^/]+)\/?/;

export function codeRole(path: string, text?: string): CodeRole {
  if (TEST.test(path)) return 'test';
  if (SEED.test(path)) return 'seed';
  if (SCRIPT.test(path)) return 'script';
  if (text !== undefined && /^\s*['"]use client['"]/.test(text)) return 'browser';
  if (BROWSER.test(path) && !/(^|\/)(api|server)\//.test(path)) return 'browser';
  return 'server';
}

/** Changed code files of the head tree that rules may judge (not generated, not ignored, not tests). */
export function changedSourceFiles(ctx: RuleContext, opts: { includeTests?: boolean } = {}): string[] {
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
export function changedStripeCalls(ctx: RuleContext): StripeCallSite[] {
  const view = ctx.workspace.head;
  return changedSourceFiles(ctx).flatMap((p) => stripeCalls(view, p));
}

/** The PR wrote this node: a line of it is new code. */
export function touchesNode(ctx: RuleContext, file: string, node: Node | undefined): boolean {
  if (!node) return false;
  return ctx.changes.touches(file, node.getStartLineNumber(), node.getEndLineNumber());
}

/**
 * The PR added the call itself: the line naming the method is new code (edits to
 * other arguments of an existing call do not count).
 */
export function touchesCallee(ctx: RuleContext, site: StripeCallSite): boolean {
  const callee = site.call.getExpression();
  const line = callee.getEndLineNumber();
  return ctx.changes.touches(site.file, line) || ctx.changes.touches(site.file, site.call.getStartLineNumber());
}

/** Describes a call for messages: `stripe.refunds.create`. */
export function callName(site: StripeCallSite): string {
  return `${site.client}.${site.path}`;
}
