// The `stripe` releases the tables describe, fetched with npm's own client: the newest
// release of each major from 8 on (`npm view stripe versions`), packed with `npm pack`
// (which checks the tarball against the registry's integrity) and unpacked into a cache
// folder, declarations, manifest and changelog only. Nothing of the package is run.
import { Buffer } from 'node:buffer';
import { execFileSync } from 'node:child_process';
import { createReadStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createGunzip } from 'node:zlib';
import { pipeline } from 'node:stream/promises';
import tar from 'tar-stream';

/** The oldest major the gate knows: older ones are a decade out of support. */
export const FIRST_MAJOR = 8;

const npm = (args) => execFileSync('npm', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });

/** The newest stable release of each major from FIRST_MAJOR on, oldest major first. */
export function newestReleases() {
  const versions = JSON.parse(npm(['view', 'stripe', 'versions', '--json']));
  const newest = new Map();
  for (const v of versions) {
    const m = /^(\d+)\.(\d+)\.(\d+)$/.exec(v);
    if (!m || Number(m[1]) < FIRST_MAJOR) continue;
    const major = Number(m[1]);
    const best = newest.get(major);
    if (!best || compare(v, best) > 0) newest.set(major, v);
  }
  return [...newest.keys()].sort((a, b) => a - b).map((major) => newest.get(major));
}

/** Orders two `x.y.z` versions. */
export function compare(a, b) {
  const x = a.split('.').map(Number);
  const y = b.split('.').map(Number);
  for (let i = 0; i < 3; i++) if (x[i] !== y[i]) return x[i] - y[i];
  return 0;
}

/**
 * The unpacked package of a release, `{ dir, integrity }`: from the cache folder when it
 * holds it, else packed from the registry.
 */
export async function unpackedRelease(version, cacheDir) {
  const dir = join(cacheDir, `stripe-${version}`);
  const marker = join(dir, '.integrity');
  if (existsSync(marker)) return { dir, integrity: readFileSync(marker, 'utf8').trim() };
  const scratch = mkdtempSync(join(tmpdir(), 'agent-gate-stripe-pack-'));
  try {
    const [packed] = JSON.parse(npm(['pack', `stripe@${version}`, '--json', '--pack-destination', scratch]));
    rmSync(dir, { recursive: true, force: true });
    await untar(join(scratch, packed.filename), dir);
    writeFileSync(marker, packed.integrity + '\n');
    return { dir, integrity: packed.integrity };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** Unpacks the files the extractor reads (`package/` stripped), refusing paths that leave `dir`. */
async function untar(tgz, dir) {
  const extract = tar.extract();
  extract.on('entry', (header, stream, next) => {
    const rel = header.name.replace(/^package\//, '');
    const wanted =
      header.type === 'file' && /^(package\.json|CHANGELOG\.md|.*\.d\.ts)$/.test(rel) && !rel.split('/').includes('..');
    if (!wanted) {
      stream.on('end', next);
      stream.resume();
      return;
    }
    const chunks = [];
    stream.on('data', (c) => chunks.push(c));
    stream.on('end', () => {
      const file = join(dir, rel);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, Buffer.concat(chunks));
      next();
    });
  });
  await pipeline(createReadStream(tgz), createGunzip(), extract);
}

/**
 * The releases that changed the pinned API version, from a package's CHANGELOG ("This
 * release changes the pinned API version to `2024-04-10`."), oldest first, from 8.0.0 on:
 * [['8.90.0', '2020-08-27'], ['10.0.0', '2022-08-01'], …].
 */
export function pinnedApiVersions(changelog) {
  const pins = [];
  let release;
  let pinned = false;
  for (const line of changelog.split('\n')) {
    const heading = /^## (?:<a [^>]*><\/a>)?(\d+\.\d+\.\d+) /.exec(line);
    if (heading) {
      release = heading[1];
      pinned = false;
      continue;
    }
    const pin = /pinned API version to `([^`]+)`/.exec(line);
    if (!release || pinned || !pin || Number(release.split('.')[0]) < FIRST_MAJOR) continue;
    pins.push([release, pin[1]]);
    pinned = true;
  }
  const sorted = pins.sort(([a], [b]) => compare(a, b));
  // A major that keeps its predecessor's version says so again: keep the change points only.
  return sorted.filter(([, api], i) => i === 0 || sorted[i - 1][1] !== api);
}
