import { treeFact } from '../../workspace/fact';
import semver from 'semver';
import type { TreeView } from '../../workspace/workspace';
import { LOCKFILES, lockedStripeVersion } from './lockfile';
import { GATE_MAJOR, KNOWN_MAJORS, PINNED_API_VERSIONS, STRIPE_RELEASES, releaseOf } from './table';

/** Which `stripe` version a file's project uses, and how the gate knows. */
export interface ProjectStripeVersion {
  major: number;
  /** The exact version, when a lockfile resolves one or a known release fits the range. */
  version?: string;
  source: 'lockfile' | 'package.json' | 'gate';
  /** The lockfile or package.json that said so. */
  file?: string;
  /** The package.json that owns the file and declares `stripe` (a workspace's member). */
  manifest?: string;
  /** One sentence for the report: "stripe 17.7.0 (resolved by package-lock.json)". */
  describe: string;
  /** A short form for finding messages: "stripe 17.7.0 per package-lock.json". */
  short: string;
}

/**
 * The project's `stripe` package for a file (RULES.md, stripe/api-version): the version
 * the lockfile resolves for the package that owns the file (the nearest package.json
 * above it that declares `stripe`); else the highest version its package.json range
 * allows that the gate knows; else the version the gate ships with.
 */
export function projectStripeVersion(view: TreeView, file: string): ProjectStripeVersion {
  const manifest = owningManifest(view, dirname(file));
  return versionOfManifest(view, manifest?.path ?? '');
}

/** The version for the files a package.json owns ('' for none), once per manifest. */
const versionOfManifest = treeFact((view: TreeView, path: string): ProjectStripeVersion => {
  const declared = path ? stripeDependency(view, path) : undefined;
  return resolve(view, declared && { path, dir: dirname(path), ...declared });
});

interface Manifest {
  path: string;
  dir: string;
  range: string;
  name?: string;
}

/** The nearest package.json above the file that depends on `stripe`. */
function owningManifest(view: TreeView, dir: string): Manifest | undefined {
  for (let d: string | undefined = dir; d !== undefined; d = parentDir(d)) {
    const path = d ? `${d}/package.json` : 'package.json';
    const declared = stripeDependency(view, path);
    if (declared) return { path, dir: d, ...declared };
  }
  return undefined;
}

/** The range a package.json asks `stripe` at, and the package's name. */
export const stripeDependency = treeFact(
  (view: TreeView, path: string): { range: string; name?: string } | undefined => {
    const text = view.read(path);
    if (text === undefined) return undefined;
    try {
      const pkg = JSON.parse(text) as Record<string, unknown>;
      for (const field of ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies']) {
        const deps = pkg[field];
        const range = deps && typeof deps === 'object' ? (deps as Record<string, unknown>).stripe : undefined;
        if (typeof range === 'string') return { range, name: typeof pkg.name === 'string' ? pkg.name : undefined };
      }
    } catch {
      // An invalid package.json is reported by preflight; here it just says nothing.
    }
    return undefined;
  },
);

function resolve(view: TreeView, manifest: Manifest | undefined): ProjectStripeVersion {
  const own = releaseOf(GATE_MAJOR)?.version;
  if (!manifest) {
    return {
      major: GATE_MAJOR,
      version: own,
      source: 'gate',
      describe: `stripe ${own} (no package.json declares stripe; the newest version agent-gate knows)`,
      short: `stripe ${own}`,
    };
  }
  const at = manifest.path;
  const locked = lockedVersion(view, manifest);
  if (locked) {
    const forMember = dirname(locked.file) === manifest.dir ? '' : ` for ${at}`;
    return {
      major: semver.major(locked.version),
      version: locked.version,
      source: 'lockfile',
      file: locked.file,
      manifest: at,
      describe: `stripe ${locked.version} (resolved by ${locked.file}${forMember})`,
      short: `stripe ${locked.version} per ${locked.file}`,
    };
  }
  const range = manifest.range;
  const validRange = semver.validRange(range);
  if (validRange) {
    const best = semver.maxSatisfying(knownVersions(), validRange);
    if (best) {
      return {
        major: semver.major(best),
        version: best,
        source: 'package.json',
        file: at,
        manifest: at,
        describe: `stripe ${best} (the highest version agent-gate knows that ${at} allows with "${range}")`,
        short: `stripe ${best} per ${at} "${range}"`,
      };
    }
    // A range between the releases the gate knows of (~17.2.0): its highest major.
    const major =
      KNOWN_MAJORS.find((m) => semver.intersects(validRange, `>=${m}.0.0 <${m + 1}.0.0-0`)) ??
      semver.minVersion(validRange)?.major;
    if (major !== undefined) {
      return {
        major,
        source: 'package.json',
        file: at,
        manifest: at,
        describe: `stripe ${range} (from ${at})`,
        short: `stripe ${range} per ${at}`,
      };
    }
  }
  return {
    major: GATE_MAJOR,
    version: own,
    source: 'gate',
    manifest: at,
    describe: `stripe ${own} (${at} asks for "${range}", which is not a version range; the newest version agent-gate knows)`,
    short: `stripe ${own}`,
  };
}

/** Releases the gate knows by number: each table's release and the releases that changed the pinned API version. */
function knownVersions(): string[] {
  return [...new Set([...STRIPE_RELEASES.map((r) => r.version), ...PINNED_API_VERSIONS.map(([v]) => v)])];
}

/** The version a lockfile in the manifest's folder or above resolves for `stripe`. */
function lockedVersion(view: TreeView, manifest: Manifest): { version: string; file: string } | undefined {
  for (let d: string | undefined = manifest.dir; d !== undefined; d = parentDir(d)) {
    for (const [name, kind] of LOCKFILES) {
      const file = d ? `${d}/${name}` : name;
      if (!view.exists(file)) continue;
      const text = view.read(file);
      if (text === undefined) continue;
      const version = lockedStripeVersion(kind, text, {
        member: relative(d, manifest.dir),
        range: manifest.range,
        name: manifest.name,
      });
      if (version && semver.valid(version)) return { version, file };
    }
  }
  return undefined;
}

export function dirname(path: string): string {
  const i = path.lastIndexOf('/');
  return i < 0 ? '' : path.slice(0, i);
}

function parentDir(dir: string): string | undefined {
  if (dir === '') return undefined;
  return dirname(dir);
}

function relative(from: string, to: string): string {
  if (from === to) return '';
  return from ? to.slice(from.length + 1) : to;
}
