import { createHash } from 'node:crypto';
import { lstatSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import Module from 'node:module';
import { tmpdir } from 'node:os';
import { basename, join, sep } from 'node:path';
import { Script } from 'node:vm';

/**
 * A V8 code cache for the gate's own bundles (the TypeScript compiler inside ts-morph is
 * most of a run's start-up: ~0.45 s to compile and initialise on a two-core runner, ~0.18 s
 * from the cache). It is what Node ≥ 22 does with `module.enableCompileCache()` (and tsc
 * with it), for Node 20 too: each bundle under `root` is compiled with the code V8 wrote
 * for it on an earlier run, and at exit a bundle without one gets it, with every function
 * the run compiled. A cache V8 rejects (another Node, other flags) is rewritten.
 *
 * Only the gate's own files are cached, never code of the repository under review. The
 * directory is the user's own (mode 0700, checked before use), a file is keyed by the
 * bundle's contents, written atomically, and any failure leaves the run as without cache.
 */

const FORMAT = 1;
/** Cache files of a bundle's other versions are removed after this long unused. */
const STALE_MS = 7 * 24 * 60 * 60 * 1000;

export interface CompileCacheOptions {
  /** Bundles under this directory are cached (the directory of the entry point). */
  root: string;
  /** Where the cache lives: the env's setting (a path, or 0/false/off) overrides it. */
  env: NodeJS.ProcessEnv;
}

interface Compiled {
  file: string;
  key: string;
  script: Script;
}

type CompileFn = (this: Module, content: string, filename: string, ...rest: unknown[]) => unknown;

/** Installs the cache; returns false (and changes nothing) when it is off or unusable. */
export function enableCompileCache(options: CompileCacheOptions): boolean {
  const dir = cacheDir(options.env);
  if (!dir) return false;
  const native = (Module as unknown as { enableCompileCache?: (dir: string) => unknown }).enableCompileCache;
  if (typeof native === 'function') {
    // Node ≥ 22.1 caches every CommonJS module itself (tsc uses it the same way).
    try {
      native(join(dir, 'node'));
      return true;
    } catch {
      return false;
    }
  }
  const proto = Module.prototype as unknown as { _compile?: CompileFn };
  const original = proto._compile;
  if (typeof original !== 'function') return false;
  const root = options.root.endsWith(sep) ? options.root : options.root + sep;
  const fresh: Compiled[] = [];
  proto._compile = function compileWithCache(this: Module, content: string, filename: string, ...rest: unknown[]) {
    // (Node 20.19+ passes the module's format: only CommonJS goes through the cache)
    if (!filename.startsWith(root) || !filename.endsWith('.js') || (rest[0] !== undefined && rest[0] !== 'commonjs')) {
      return original.call(this, content, filename, ...rest);
    }
    let run: () => unknown;
    try {
      run = load(this, content, filename, dir, fresh);
    } catch {
      return original.call(this, content, filename, ...rest);
    }
    return run();
  };
  process.once('exit', () => persist(fresh, dir));
  return true;
}

function load(mod: Module, content: string, filename: string, dir: string, fresh: Compiled[]): () => unknown {
  const key = createHash('sha256')
    .update(`${FORMAT}\0${process.version}\0${process.arch}\0${filename}\0`)
    .update(content)
    .digest('hex')
    .slice(0, 32);
  const file = join(dir, `${basename(filename, '.js')}-${key}.v8`);
  let cachedData: Buffer | undefined;
  try {
    cachedData = readFileSync(file);
  } catch {
    cachedData = undefined;
  }
  const script = new Script(Module.wrap(content), { filename, cachedData });
  if (!cachedData || script.cachedDataRejected) fresh.push({ file, key, script });
  const fn = script.runInThisContext({ displayErrors: true }) as (...args: unknown[]) => unknown;
  const require = Module.createRequire(filename);
  return () => fn.call(mod.exports, mod.exports, require, mod, filename, join(filename, '..'));
}

/** Writes the code of the bundles compiled without a cache, with what this run compiled of them. */
function persist(fresh: Compiled[], dir: string): void {
  for (const { file, key, script } of fresh) {
    try {
      const data = script.createCachedData();
      const tmp = `${file}.${process.pid}.tmp`;
      writeFileSync(tmp, data, { mode: 0o600 });
      renameSync(tmp, file);
      pruneOtherVersions(dir, basename(file).slice(0, -`-${key}.v8`.length), file);
    } catch {
      // a cache that cannot be written costs the next run its speed, nothing else
    }
  }
}

function pruneOtherVersions(dir: string, bundle: string, keep: string): void {
  const now = Date.now();
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (path === keep || !name.startsWith(`${bundle}-`) || !name.endsWith('.v8')) continue;
    if (!/^[0-9a-f]{32}$/.test(name.slice(bundle.length + 1, -3))) continue; // another bundle's
    try {
      if (now - statSync(path).mtimeMs > STALE_MS) rmSync(path, { force: true });
    } catch {
      // gone already
    }
  }
}

/** The cache directory, created private to this user; undefined when off or not safe to use. */
export function cacheDir(env: NodeJS.ProcessEnv): string | undefined {
  const setting = env.AGENT_GATE_COMPILE_CACHE?.trim();
  if (setting && /^(0|false|off|no)$/i.test(setting)) return undefined;
  if (env.NODE_DISABLE_COMPILE_CACHE && env.NODE_DISABLE_COMPILE_CACHE !== '0') return undefined;
  const uid = typeof process.getuid === 'function' ? process.getuid() : undefined;
  const dir = setting || join(tmpdir(), `agent-gate-compile-cache${uid === undefined ? '' : `-${uid}`}`);
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const st = lstatSync(dir);
    // Another user's (or a world-writable) directory could hand this process code to run.
    if (!st.isDirectory() || (uid !== undefined && st.uid !== uid) || (st.mode & 0o022) !== 0) return undefined;
    return dir;
  } catch {
    return undefined;
  }
}
