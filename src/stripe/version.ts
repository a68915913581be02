import semver from 'semver';
import type { TreeView } from '../workspace/workspace';
import { projectStripeVersion } from './project-version';

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
  /** The API version that release pins (from the stripe-node CHANGELOG), when the gate knows it. */
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
  // Without an exact version, the newest release of that major the gate knows.
  const version = v.version ?? KNOWN_VERSIONS.filter((k) => semver.major(k) === v.major).pop();
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
 * Releases of stripe-node that changed the pinned API version (from the package's
 * CHANGELOG, "This release changes the pinned API version to …"). A release pins the
 * API version of the newest entry at or below it. Before v12 the SDK sent no version
 * by default; its types were written for the version listed.
 */
const PINNED_API_VERSIONS: ReadonlyArray<readonly [string, string]> = [
  ['8.90.0', '2020-08-27'],
  ['10.0.0', '2022-08-01'],
  ['11.0.0', '2022-11-15'],
  ['13.0.0', '2023-08-16'],
  ['14.0.0', '2023-10-16'],
  ['15.0.0', '2024-04-10'],
  ['16.0.0', '2024-06-20'],
  ['17.0.0', '2024-09-30.acacia'],
  ['17.3.0', '2024-10-28.acacia'],
  ['17.4.0', '2024-11-20.acacia'],
  ['17.5.0', '2024-12-18.acacia'],
  ['17.6.0', '2025-01-27.acacia'],
  ['17.7.0', '2025-02-24.acacia'],
  ['18.0.0', '2025-03-31.basil'],
  ['18.1.0', '2025-04-30.basil'],
  ['18.2.0', '2025-05-28.basil'],
  ['18.3.0', '2025-06-30.basil'],
  ['18.4.0', '2025-07-30.basil'],
  ['18.5.0', '2025-08-27.basil'],
  ['19.0.0', '2025-09-30.clover'],
  ['19.2.0', '2025-10-29.clover'],
  ['20.0.0', '2025-11-17.clover'],
  ['20.1.0', '2025-12-15.clover'],
  ['20.3.0', '2026-01-28.clover'],
  ['20.4.0', '2026-02-25.clover'],
  ['21.0.0', '2026-03-25.dahlia'],
  ['22.0.0', '2026-03-25.dahlia'],
  ['22.1.0', '2026-04-22.dahlia'],
  ['22.2.0', '2026-05-27.dahlia'],
  ['22.3.0', '2026-06-24.dahlia'],
  ['22.4.0', '2026-07-29.dahlia'],
  ['22.6.0', '2026-08-26.dahlia'],
  ['23.0.0', '2026-09-30.endive'],
  ['23.1.0', '2026-10-28.endive'],
];

/** Releases the gate knows: the change points above plus the last release of each major. */
const KNOWN_VERSIONS: readonly string[] = [
  ...PINNED_API_VERSIONS.map(([v]) => v),
  '8.222.0',
  '9.16.0',
  '10.17.0',
  '11.18.0',
  '12.18.0',
  '13.11.0',
  '14.25.0',
  '15.12.0',
  '16.12.0',
  '17.7.0',
  '18.5.0',
  '19.3.1',
  '20.4.1',
  '21.0.1',
  '22.6.2',
  '23.1.0',
]
  .filter((v, i, all) => all.indexOf(v) === i)
  .sort(semver.compare);

/** The API version a stripe-node release pins (undefined before 8.90, where the gate has no record). */
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
