import { loadTsMorph } from '../workspace/ts';
import type { TreeView } from '../workspace/workspace';

/**
 * Resolves an import specifier of a repository file to a file of the same tree, the
 * way a bundler would for the common cases: relative paths, tsconfig `paths` aliases
 * (`@/lib/stripe`, `~/lib/stripe`) and `baseUrl`. Package imports resolve to nothing.
 */
export function resolveImport(view: TreeView, fromFile: string, specifier: string): string | undefined {
  return view.cached(`resolve:${fromFile}:${specifier}`, () => {
    const dir = dirname(fromFile);
    if (specifier.startsWith('./') || specifier.startsWith('../') || specifier === '.' || specifier === '..') {
      return withExtensions(view, join(dir, specifier));
    }
    const tsconfig = nearestTsconfig(view, dir);
    if (tsconfig) {
      const cfgDir = dirname(tsconfig.file);
      const base = tsconfig.baseUrl !== undefined ? join(cfgDir, tsconfig.baseUrl) : cfgDir;
      for (const [pattern, targets] of Object.entries(tsconfig.paths)) {
        const star = pattern.indexOf('*');
        let rest: string | undefined;
        if (star < 0) rest = pattern === specifier ? '' : undefined;
        else {
          const prefix = pattern.slice(0, star);
          const suffix = pattern.slice(star + 1);
          if (
            specifier.startsWith(prefix) &&
            specifier.endsWith(suffix) &&
            specifier.length >= prefix.length + suffix.length
          )
            rest = specifier.slice(prefix.length, specifier.length - suffix.length);
        }
        if (rest === undefined) continue;
        for (const t of targets) {
          const hit = withExtensions(view, join(base, t.replace('*', rest)));
          if (hit) return hit;
        }
      }
      if (tsconfig.baseUrl !== undefined) {
        const hit = withExtensions(view, join(base, specifier));
        if (hit) return hit;
      }
    }
    // Conventional aliases without a tsconfig that says so (or one we could not read).
    const alias = specifier.match(/^[@~#]\/(.*)$/);
    if (alias) {
      const root = tsconfig ? dirname(tsconfig.file) : '';
      for (const prefix of ['src/', '']) {
        const hit = withExtensions(view, join(root, prefix + alias[1]));
        if (hit) return hit;
      }
    }
    return undefined;
  });
}

const EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'];

function withExtensions(view: TreeView, base: string): string | undefined {
  if (base === '') return undefined;
  // `./stripe.js` in ESM TypeScript means `./stripe.ts`.
  const stripped = base.replace(/\.(m|c)?js$/, '');
  const candidates = [base, ...EXTENSIONS.map((e) => stripped + e), ...EXTENSIONS.map((e) => `${base}/index${e}`)];
  return candidates.find((c) => view.exists(c) && /\.[cm]?[jt]sx?$/.test(c));
}

interface TsconfigPaths {
  file: string;
  baseUrl?: string;
  paths: Record<string, string[]>;
}

function nearestTsconfig(view: TreeView, dir: string): TsconfigPaths | undefined {
  let d = dir;
  for (;;) {
    const file = d ? `${d}/tsconfig.json` : 'tsconfig.json';
    if (view.exists(file)) return readTsconfig(view, file);
    if (!d) return undefined;
    d = dirname(d);
  }
}

function readTsconfig(view: TreeView, file: string): TsconfigPaths | undefined {
  return view.cached(`tsconfig-paths:${file}`, () => {
    const text = view.read(file);
    if (text === undefined) return undefined;
    // tsconfig is JSON with comments and trailing commas: the compiler's own reader takes it.
    const { ts } = loadTsMorph();
    const parsed = ts.parseConfigFileTextToJson(file, text) as { config?: unknown };
    const opts = (parsed.config as { compilerOptions?: { baseUrl?: unknown; paths?: unknown } } | undefined)
      ?.compilerOptions;
    const paths: Record<string, string[]> = {};
    if (opts?.paths && typeof opts.paths === 'object') {
      for (const [k, v] of Object.entries(opts.paths as Record<string, unknown>)) {
        if (Array.isArray(v)) paths[k] = v.filter((x): x is string => typeof x === 'string');
      }
    }
    return { file, baseUrl: typeof opts?.baseUrl === 'string' ? opts.baseUrl : undefined, paths };
  });
}

export function dirname(path: string): string {
  const i = path.lastIndexOf('/');
  return i < 0 ? '' : path.slice(0, i);
}

/** Joins and normalises repository-relative paths; undefined-safe for paths leaving the root. */
export function join(...parts: string[]): string {
  const out: string[] = [];
  for (const seg of parts.join('/').split('/')) {
    if (seg === '' || seg === '.') continue;
    if (seg === '..') out.pop();
    else out.push(seg);
  }
  return out.join('/');
}
