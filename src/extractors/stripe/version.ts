import semver from 'semver';
import type { TreeView } from '../../workspace/workspace';
import { projectStripeVersion } from './project-version';
import { PINNED_API_VERSIONS, releaseOf } from './table';

/**
 * The project's `stripe` package as stripe/api-version and stripe/client-resilience use
 * it. The resolution itself (lockfile, then package.json range, then the gate's own)
 * lives in ./project-version, shared with stripe/api-contract; this module adds what a
 * release implies: the API version it pins and its default maxNetworkRetries.
 */
export interface StripeVersionInfo {
  major: number;
  /** Exact version, when a lockfile resolves one or a table was picked for the range. */
  version?: string;
  /** The API version that release pins (from the stripe-node CHANGELOG, via the tables), when the gate knows it. */
  apiVersion?: string;
  /** The lockfile or package.json that said so. */
  sourceFile?: string;
  /** "stripe 17.7.0 (resolved by package-lock.json)". */
  description: string;
  /** maxNetworkRetries when the client config does not set it: 0 before v13, 1 in v13–v16, 2 since v17. */
  defaultMaxNetworkRetries: number;
}

export function stripeVersionFor(view: TreeView, file: string): StripeVersionInfo {
  const v = projectStripeVersion(view, file);
  // Without an exact version, the release of that major the gate has a table for.
  const version = v.version ?? releaseOf(v.major)?.version;
  return {
    major: v.major,
    version: v.version,
    apiVersion: version ? pinnedApiVersion(version) : undefined,
    sourceFile: v.file,
    description: v.describe,
    defaultMaxNetworkRetries: defaultMaxNetworkRetries(v.major),
  };
}

/**
 * The API version a stripe-node release pins: that of the newest release at or below it
 * that changed the pinned version (scripts/stripe-tables.mjs reads them from the package's
 * CHANGELOG). Before v12 the SDK sent no version by default; its types were written for
 * the version listed. Undefined before 8.90, where the gate has no record.
 */
export function pinnedApiVersion(version: string): string | undefined {
  if (!semver.valid(version)) return undefined;
  let found: string | undefined;
  for (const [v, api] of PINNED_API_VERSIONS) if (semver.gte(version, v)) found = api;
  return found;
}

/** stripe-node's default maxNetworkRetries: none before v13, 1 from v13, 2 from v17. */
export function defaultMaxNetworkRetries(major: number): number {
  if (major >= 17) return 2;
  if (major >= 13) return 1;
  return 0;
}
