import { treeFact } from '../workspace/fact';
import { loadTsMorph } from '../workspace/ts';
import type { TreeView } from '../workspace/workspace';

/**
 * Resolves an import specifier of a repository file to a file of the same tree, the
 * way a bundler would for the common cases: relative paths, tsconfig `paths` aliases
 * (`@/lib/stripe`, `~/lib/stripe`) and `baseUrl`. Package imports resolve to nothing.
 */
export const resolveImport = treeFact((view: TreeView, fromFile: string, specifier: string): string | undefined => {
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

const readTsconfig = treeFact((view: TreeView, file: string): TsconfigPaths | undefined => {
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

/**
 * Words that an import of the file contains: its base name (its folder's, for an index
 * file), and the same qualified with one and two parent folders. Next.js route and page
 * files are not imported: only their qualified paths are searched.
 */
export function moduleWords(path: string): string[] {
  const { short, qualified } = moduleNames(path);
  return short ? [short, ...qualified] : qualified;
}

interface ModuleNames {
  /** What an import from within the module's folder may contain alone (`./stripe`, `../stripe`). */
  short?: string;
  /** What an import from any other folder contains (`lib/stripe`, `src/lib/stripe`). */
  qualified: string[];
  /** The folder from which the short name alone reaches the module. */
  dir: string;
}

function moduleNames(path: string): ModuleNames {
  let spec = path.replace(/\.[cm]?[jt]sx?$/, '');
  let base = spec.slice(spec.lastIndexOf('/') + 1);
  if (base === 'index' && spec.includes('/')) {
    // `import ... from './checkout'` reaches checkout/index.ts.
    spec = dirname(spec);
    base = spec.slice(spec.lastIndexOf('/') + 1);
  }
  const parts = spec.split('/');
  const qualified: string[] = [];
  if (parts.length >= 2) qualified.push(parts.slice(-2).join('/'));
  if (parts.length >= 3) qualified.push(parts.slice(-3).join('/'));
  const imported = base !== 'route' && base !== 'page' && base !== 'index';
  return { short: imported ? base : undefined, qualified, dir: dirname(spec) };
}

/**
 * Files of the tree that may import the module, found by name before anything is parsed:
 * an import from outside the module's folder names the module with that folder
 * (`../lib/stripe`), so a file outside it that only contains the base name (`stripe`) is
 * not a candidate, unless a
 * path alias or `baseUrl` reaches the module's folder directly (`@lib/stripe` is
 * `lib/stripe`; `@/stripe` for a module in the alias root). Callers resolve each
 * candidate's imports to be sure.
 */
export const importerCandidates = treeFact((view: TreeView, path: string): string[] => {
  const { short, qualified, dir } = moduleNames(path);
  const found = new Set(view.filesWith(qualified));
  if (short) {
    const anywhere = qualified.length === 0 || aliasRoots(view, dir).includes(dir);
    for (const f of view.filesWith([short])) if (anywhere || dir === '' || f.startsWith(`${dir}/`)) found.add(f);
  }
  return [...found].sort();
});

/** Folders that a bare or aliased specifier resolves from (tsconfig `paths`, `baseUrl`, `@/`). */
function aliasRoots(view: TreeView, dir: string): string[] {
  const tsconfig = nearestTsconfig(view, dir);
  const root = tsconfig ? dirname(tsconfig.file) : '';
  const roots = [root, join(root, 'src')];
  if (tsconfig?.baseUrl !== undefined) {
    const base = join(root, tsconfig.baseUrl);
    roots.push(base);
    for (const targets of Object.values(tsconfig.paths)) {
      for (const t of targets) roots.push(dirname(join(base, t.replace(/\*.*$/, 'x'))));
    }
  } else {
    for (const targets of Object.values(tsconfig?.paths ?? {})) {
      for (const t of targets) roots.push(dirname(join(root, t.replace(/\*.*$/, 'x'))));
    }
  }
  return roots;
}
