import { treeFact } from '../workspace/fact';
import semver from 'semver';
import type { TreeView } from '../workspace/workspace';
import { GATE_MAJOR, KNOWN_MAJORS, TABLE_VERSIONS } from './table';

/** Which `stripe` version a file's project uses, and how the gate knows. */
export interface ProjectStripeVersion {
  major: number;
  /** The exact version, when a lockfile resolves one or a table was picked for the range. */
  version?: string;
  source: 'lockfile' | 'package.json' | 'gate';
  /** The manifest or lockfile that said so. */
  file?: string;
  /** One sentence for the report: "stripe 17.7.0 (resolved by package-lock.json)". */
  describe: string;
  /** A short form for finding messages: "stripe 17.7.0 per package-lock.json". */
  short: string;
}

const LOCKFILES = ['package-lock.json', 'npm-shrinkwrap.json', 'pnpm-lock.yaml', 'yarn.lock'];

/**
 * The project's `stripe` package for a file (RULES.md, stripe/api-version): the version
 * its lockfile resolves; else the highest version its package.json range allows that the
 * gate has a table for; else the version the gate ships with.
 */
export function projectStripeVersion(view: TreeView, file: string): ProjectStripeVersion {
  const manifest = owningManifest(view, dirname(file));
  return versionOfManifest(view, manifest?.path ?? '', manifest?.dir ?? '', manifest?.range ?? '');
}

const versionOfManifest = treeFact((view: TreeView, path: string, dir: string, range: string) =>
  resolve(view, path ? { path, dir, range } : undefined),
);

interface Manifest {
  path: string;
  dir: string;
  range: string;
}

/** The nearest package.json above the file that depends on `stripe`. */
function owningManifest(view: TreeView, dir: string): Manifest | undefined {
  for (let d: string | undefined = dir; d !== undefined; d = parentDir(d)) {
    const path = d ? `${d}/package.json` : 'package.json';
    const range = stripeRange(view, path);
    if (range !== undefined) return { path, dir: d, range };
  }
  return undefined;
}

const stripeRange = treeFact((view: TreeView, path: string): string | undefined => {
  const text = view.read(path);
  if (text === undefined) return undefined;
  try {
    const pkg = JSON.parse(text) as Record<string, Record<string, string> | undefined>;
    for (const field of ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies']) {
      const r = pkg[field]?.stripe;
      if (typeof r === 'string') return r;
    }
  } catch {
    // An invalid package.json is reported by preflight; here it just says nothing.
  }
  return undefined;
});

function resolve(view: TreeView, manifest: Manifest | undefined): ProjectStripeVersion {
  if (!manifest) {
    return {
      major: GATE_MAJOR,
      version: TABLE_VERSIONS[String(GATE_MAJOR)],
      source: 'gate',
      describe: `stripe ${TABLE_VERSIONS[String(GATE_MAJOR)]} (no package.json declares stripe; the version agent-gate ships with)`,
      short: `stripe ${TABLE_VERSIONS[String(GATE_MAJOR)]}`,
    };
  }
  const locked = lockedVersion(view, manifest);
  if (locked) {
    return {
      major: semver.major(locked.version),
      version: locked.version,
      source: 'lockfile',
      file: locked.file,
      describe: `stripe ${locked.version} (resolved by ${locked.file})`,
      short: `stripe ${locked.version} per ${locked.file}`,
    };
  }
  const range = manifest.range;
  const validRange = semver.validRange(range);
  if (validRange) {
    const major = KNOWN_MAJORS.find((m) => semver.intersects(validRange, `>=${m}.0.0 <${m + 1}.0.0-0`));
    if (major !== undefined) {
      const v = TABLE_VERSIONS[String(major)];
      return {
        major,
        version: v,
        source: 'package.json',
        file: manifest.path,
        describe: `stripe ${v} (the highest version agent-gate knows that ${manifest.path} allows with "${range}")`,
        short: `stripe ${v} per ${manifest.path} "${range}"`,
      };
    }
    const min = semver.minVersion(validRange);
    if (min) {
      return {
        major: min.major,
        source: 'package.json',
        file: manifest.path,
        describe: `stripe ${range} (from ${manifest.path})`,
        short: `stripe ${range}`,
      };
    }
  }
  const v = TABLE_VERSIONS[String(GATE_MAJOR)];
  return {
    major: GATE_MAJOR,
    version: v,
    source: 'gate',
    describe: `stripe ${v} (${manifest.path} asks for "${range}", which is not a version range; the version agent-gate ships with)`,
    short: `stripe ${v}`,
  };
}

/** The version a lockfile in the manifest's folder or above resolves for `stripe`. */
function lockedVersion(view: TreeView, manifest: Manifest): { version: string; file: string } | undefined {
  for (let d: string | undefined = manifest.dir; d !== undefined; d = parentDir(d)) {
    for (const name of LOCKFILES) {
      const file = d ? `${d}/${name}` : name;
      if (!view.exists(file)) continue;
      const text = view.read(file);
      if (text === undefined) continue;
      const member = relative(d, manifest.dir);
      let version: string | undefined;
      if (name.endsWith('.json')) version = fromPackageLock(text, member);
      else if (name === 'pnpm-lock.yaml') version = fromPnpmLock(view, file, member);
      else version = fromYarnLock(text, manifest.range);
      if (version && semver.valid(version)) return { version, file };
    }
  }
  return undefined;
}

function fromPackageLock(text: string, member: string): string | undefined {
  try {
    const lock = JSON.parse(text) as {
      packages?: Record<string, { version?: string } | undefined>;
      dependencies?: Record<string, { version?: string } | undefined>;
    };
    const own = member ? lock.packages?.[`${member}/node_modules/stripe`]?.version : undefined;
    return own ?? lock.packages?.['node_modules/stripe']?.version ?? lock.dependencies?.stripe?.version;
  } catch {
    return undefined;
  }
}

function fromPnpmLock(view: TreeView, file: string, member: string): string | undefined {
  const doc = view.yaml(file)?.values[0] as
    | {
        importers?: Record<
          string,
          { dependencies?: Record<string, unknown>; devDependencies?: Record<string, unknown> }
        >;
        dependencies?: Record<string, unknown>;
      }
    | undefined;
  if (!doc || typeof doc !== 'object') return undefined;
  const importer = doc.importers?.[member || '.'];
  const entry = importer?.dependencies?.stripe ?? importer?.devDependencies?.stripe ?? doc.dependencies?.stripe;
  const raw =
    typeof entry === 'string'
      ? entry
      : entry && typeof entry === 'object' && 'version' in entry
        ? String((entry as { version: unknown }).version)
        : undefined;
  // '17.7.0(@types/node@20.1.0)' → '17.7.0'
  return raw?.replace(/\(.*$/, '');
}

/**
 * yarn.lock (classic and berry): blocks headed `stripe@^17.7.0:` / `"stripe@npm:^17.7.0":`
 * followed by an indented `version "17.7.0"` / `version: 17.7.0` line.
 */
function fromYarnLock(text: string, range: string): string | undefined {
  let inStripe = false;
  let matchesRange = false;
  let fallback: string | undefined;
  for (const line of text.split('\n')) {
    if (line && !line.startsWith(' ') && !line.startsWith('#')) {
      const specs = line
        .replace(/:\s*$/, '')
        .split(',')
        .map((s) => s.trim().replace(/^"|"$/g, ''));
      inStripe = specs.some((s) => s.startsWith('stripe@'));
      matchesRange = specs.some((s) => s === `stripe@${range}` || s === `stripe@npm:${range}`);
      continue;
    }
    if (!inStripe) continue;
    const m = /^\s+version:?\s+"?([^"\s]+)"?/.exec(line);
    if (m) {
      if (matchesRange) return m[1];
      fallback ??= m[1];
    }
  }
  return fallback;
}

function dirname(path: string): string {
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
