import type { RuleContext } from '../../core/types';
import { stripeClients } from './clients';
import { codeRole } from '../../workspace/classify';
import { changeFact } from '../../workspace/fact';
import { isCodeFile, type TreeView, type Workspace } from '../../workspace/workspace';
import { LOCKFILES, stripeVersionsIn } from './lockfile';
import { projectStripeVersion, stripeDependency, type ProjectStripeVersion } from './project-version';
import { STRIPE_RELEASES, stripeTable, type StripeTable } from './table';

/**
 * Which Stripe API a file's code is written against, before and after a pull request:
 * the API version its project's clients pin, where they pin one literal (that is the API
 * Stripe answers them in, whatever the package), else that of the project's `stripe`
 * major. An upgrade is a file whose contract differs between the two trees.
 */
export interface Contract {
  major: number;
  table: StripeTable;
  version: ProjectStripeVersion;
  /** The apiVersion the project's clients pin, when they agree on one literal. */
  pinned?: string;
  /** "stripe 10.17.0 per package-lock.json", "apiVersion '2022-08-01' (stripe 10.17.0 per package.json)". */
  label: string;
}

export interface Upgrade {
  from: Contract;
  to: Contract;
}

/**
 * Words a file that calls Stripe says: the package's name, and the names the Stripe
 * extractor trusts for a client it cannot follow (src/extractors/stripe/clients.ts).
 */
export const STRIPE_WORDS = [
  'stripe',
  'Stripe',
  'stripeClient',
  'StripeClient',
  'stripeApi',
  'stripeSdk',
  'stripeInstance',
  'getStripe',
  'createStripe',
  'makeStripe',
  'useStripe',
  'initStripe',
  'getStripeClient',
  'createStripeClient',
];

/**
 * The code files of the head tree that mention Stripe (not generated, not ignored): the
 * files an upgrade is checked in, and among them the project's clients.
 */
export const stripeCodeFiles = changeFact((ws: Workspace): string[] =>
  ws.head.filesWith(STRIPE_WORDS).filter((f) => isCodeFile(f) && !ws.isGenerated(f) && !ws.isIgnored(f)),
);

/**
 * Whether the change may move a project's Stripe contract, judged from the changed files
 * alone (nothing else is read): a package.json whose `stripe` range changed, a lockfile
 * whose `stripe` entries changed, or a code file whose Stripe clients pin another apiVersion.
 */
export function contractMayChange(ctx: RuleContext): boolean {
  const { base, head } = ctx.workspace;
  for (const f of ctx.changes.files) {
    const oldPath = f.oldPath ?? f.path;
    const name = f.path.slice(f.path.lastIndexOf('/') + 1);
    if (name === 'package.json') {
      if (stripeDependency(base, oldPath)?.range !== stripeDependency(head, f.path)?.range) return true;
      continue;
    }
    const kind = LOCKFILES.find(([file]) => file === name)?.[1];
    if (kind) {
      const before = stripeVersionsIn(kind, base.read(oldPath) ?? '');
      const after = stripeVersionsIn(kind, head.read(f.path) ?? '');
      if (before.join() !== after.join()) return true;
      continue;
    }
    if (!isCodeFile(f.path)) continue;
    const pins = (view: TreeView, path: string) =>
      /apiVersion/.test(view.read(path) ?? '')
        ? stripeClients(view, path)
            .map((c) => c.apiVersion ?? '')
            .join()
        : '';
    if (pins(base, oldPath) !== pins(head, f.path)) return true;
  }
  return false;
}

/**
 * The contracts of a file's project before and after the change (undefined when they are
 * the same, or when either side is a version the gate has no table for: said in a note).
 */
export function upgradeOf(ctx: RuleContext, file: string): Upgrade | undefined {
  const ws = ctx.workspace;
  const before = projectStripeVersion(ws.base, file);
  const after = projectStripeVersion(ws.head, file);
  // A project that starts (or stops) declaring stripe is not upgraded.
  if (before.source === 'gate' || after.source === 'gate') return undefined;
  const from = contractOf(ws, 'base', before);
  const to = contractOf(ws, 'head', after);
  if (from === 'unknown' || to === 'unknown') {
    const which = from === 'unknown' ? before : after;
    ctx.note(
      `stripe/upgrade-breaks: skipped for ${which.manifest ?? file}: agent-gate has no Stripe API table for ${which.describe}.`,
    );
    return undefined;
  }
  if (from.major === to.major) return undefined;
  return { from, to };
}

function contractOf(ws: Workspace, side: 'base' | 'head', version: ProjectStripeVersion): Contract | 'unknown' {
  const pinned = version.manifest ? projectPin(ws, side, version.manifest) : undefined;
  const major = pinned === undefined ? version.major : majorForApiVersion(pinned);
  const table = major === undefined ? undefined : stripeTable(major);
  if (!table) return 'unknown';
  return {
    major: table.major,
    table,
    version,
    pinned,
    label: pinned ? `apiVersion '${pinned}' (${version.short})` : version.short,
  };
}

/**
 * The apiVersion literal every Stripe client of the package pins in one tree, when they
 * agree on one (clients built in tests, against mocks, do not count). The clients are
 * looked for among the head tree's files that mention Stripe, in both trees.
 */
const projectPin = changeFact((ws: Workspace, side: 'base' | 'head', manifest: string): string | undefined => {
  const view = ws[side];
  const pins = new Set<string | undefined>();
  for (const file of stripeCodeFiles(ws)) {
    if (codeRole(file) === 'test' || !/apiVersion/.test(view.read(file) ?? '')) continue;
    if (projectStripeVersion(view, file).manifest !== manifest) continue;
    for (const client of stripeClients(view, file)) pins.add(client.apiVersion);
  }
  const [only] = pins;
  return pins.size === 1 ? only : undefined;
});

/**
 * The major whose API an apiVersion is: the oldest major whose pinned version is that one
 * or newer (within a named release, such as acacia, the monthly versions only add).
 * Undefined for a version newer than every release the gate knows.
 */
export function majorForApiVersion(apiVersion: string): number | undefined {
  const day = apiVersion.slice(0, 10);
  return STRIPE_RELEASES.find((r) => r.apiVersion.slice(0, 10) >= day)?.major;
}

/** Majors strictly after `from` up to `to`, in the direction of the change (an upgrade or a downgrade). */
export function majorsBetween(from: number, to: number): number[] {
  const step = to > from ? 1 : -1;
  const out: number[] = [];
  for (let m = from + step; step > 0 ? m <= to : m >= to; m += step) out.push(m);
  return out;
}

/** The line of a manifest or lockfile that names `stripe`, for a finding's related place. */
export function stripeLine(view: TreeView, file: string | undefined): { file: string; line: number } | undefined {
  if (!file) return undefined;
  const text = view.read(file);
  if (text === undefined) return undefined;
  const at = text.search(/["'/]?stripe["'@:]/);
  return { file, line: at < 0 ? 1 : text.slice(0, at).split('\n').length };
}
