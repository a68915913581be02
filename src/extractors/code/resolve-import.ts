import { treeFact } from '../../workspace/fact';
import { loadTsMorph } from '../../workspace/ts';
import type { TreeView } from '../../workspace/workspace';

/**
 * Resolves an import specifier of a repository file to a file of the same tree, the way
 * a bundler would for the common cases: relative paths, tsconfig/jsconfig `paths` aliases
 * (`@/lib/stripe`, `~/lib/stripe`) and `baseUrl`, also inherited through `extends`, and
 * the workspace packages of a monorepo (`@acme/billing`, `@acme/billing/invoices`),
 * resolved to their source through the package's `exports`, `main`, `module` or `types`.
 * Other package imports resolve to nothing.
 */
export const resolveImport = treeFact((view: TreeView, fromFile: string, specifier: string): string | undefined => {
  const dir = dirname(fromFile);
  if (specifier.startsWith('./') || specifier.startsWith('../') || specifier === '.' || specifier === '..') {
    const target = join(dir, specifier);
    // a package's build output, not in the tree (a test that runs after `build` imports
    // `../apps/server/dist/routes/og.js`): the source it is built from
    return withExtensions(view, target) ?? builtFrom(view, target, BUILD_OUTPUT);
  }
  const tsconfig = nearestTsconfig(view, dir);
  if (tsconfig) {
    for (const [pattern, targets] of Object.entries(tsconfig.paths)) {
      const rest = matchPattern(pattern, specifier);
      if (rest === undefined) continue;
      for (const t of targets) {
        const hit = withExtensions(view, join(tsconfig.pathsBase, t.replace('*', rest)));
        if (hit) return hit;
      }
    }
    if (tsconfig.baseUrl !== undefined) {
      const hit = withExtensions(view, join(tsconfig.baseUrl, specifier));
      if (hit) return hit;
    }
  }
  // SvelteKit's `$lib` is the app's `src/lib` (the framework's alias, not in the repository's tsconfig)
  const lib = svelteLibPath(view, dir, specifier);
  if (lib !== undefined) return withExtensions(view, lib);
  const pkg = resolvePackage(view, specifier);
  if (pkg) return pkg;
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

/** `$lib/…` as the path under the app's `src/lib` (SvelteKit's alias), for a file in a SvelteKit app. */
export function svelteLibPath(view: TreeView, dir: string, specifier: string): string | undefined {
  const lib = specifier.match(/^\$lib(\/.*)?$/);
  const app = lib ? svelteKitRoot(view, dir) : undefined;
  return lib && app !== undefined ? join(app, `src/lib${lib[1] ?? ''}`) : undefined;
}

/** The folder of the SvelteKit app a folder is in: the nearest holding a `svelte.config.*`. */
export const svelteKitRoot = treeFact((view: TreeView, dir: string): string | undefined => {
  for (let d: string | undefined = dir; d !== undefined; d = d === '' ? undefined : dirname(d)) {
    if (['js', 'ts', 'mjs', 'cjs'].some((e) => view.exists(join(d!, `svelte.config.${e}`)))) return d;
  }
  return undefined;
});

/** The part of `specifier` a `paths` pattern's `*` stands for ('' for an exact pattern). */
function matchPattern(pattern: string, specifier: string): string | undefined {
  const star = pattern.indexOf('*');
  if (star < 0) return pattern === specifier ? '' : undefined;
  const prefix = pattern.slice(0, star);
  const suffix = pattern.slice(star + 1);
  if (specifier.startsWith(prefix) && specifier.endsWith(suffix) && specifier.length >= prefix.length + suffix.length)
    return specifier.slice(prefix.length, specifier.length - suffix.length);
  return undefined;
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
  /** Repository-relative folder of `baseUrl`, when one is set (here or in a config it extends). */
  baseUrl?: string;
  paths: Record<string, string[]>;
  /** The folder `paths` targets are relative to: `baseUrl`, else the folder of the config that sets them. */
  pathsBase: string;
}

const CONFIG_NAMES = ['tsconfig.json', 'jsconfig.json'];

function nearestTsconfig(view: TreeView, dir: string): TsconfigPaths | undefined {
  let d = dir;
  for (;;) {
    for (const name of CONFIG_NAMES) {
      const file = d ? `${d}/${name}` : name;
      if (view.exists(file)) return readTsconfig(view, file);
    }
    if (!d) return undefined;
    d = dirname(d);
  }
}

interface RawCompilerOptions {
  baseUrl?: unknown;
  paths?: unknown;
}

const readTsconfig = treeFact((view: TreeView, file: string): TsconfigPaths | undefined => {
  return readConfigChain(view, file, new Set());
});

function readConfigChain(view: TreeView, file: string, seen: Set<string>): TsconfigPaths | undefined {
  if (seen.has(file) || seen.size > 8) return undefined;
  seen.add(file);
  const text = view.read(file);
  if (text === undefined) return undefined;
  // tsconfig is JSON with comments and trailing commas: the compiler's own reader takes it.
  const { ts } = loadTsMorph();
  const parsed = ts.parseConfigFileTextToJson(file, text) as { config?: unknown };
  const config = parsed.config as { extends?: unknown; compilerOptions?: RawCompilerOptions } | undefined;
  const dir = dirname(file);
  // What the configs it extends say, later ones winning (TypeScript 5 takes an array).
  let inherited: TsconfigPaths | undefined;
  const parents = Array.isArray(config?.extends) ? config.extends : [config?.extends];
  for (const parent of parents) {
    if (typeof parent !== 'string') continue;
    const parentFile = extendedConfigFile(view, dir, parent);
    const read = parentFile ? readConfigChain(view, parentFile, seen) : undefined;
    if (read)
      inherited = {
        file,
        baseUrl: read.baseUrl ?? inherited?.baseUrl,
        paths: Object.keys(read.paths).length > 0 ? read.paths : (inherited?.paths ?? {}),
        pathsBase: Object.keys(read.paths).length > 0 ? read.pathsBase : (inherited?.pathsBase ?? dir),
      };
  }
  const opts = config?.compilerOptions;
  const baseUrl = typeof opts?.baseUrl === 'string' ? join(dir, opts.baseUrl) : inherited?.baseUrl;
  let paths = inherited?.paths ?? {};
  let pathsBase = inherited?.pathsBase ?? dir;
  if (opts?.paths && typeof opts.paths === 'object') {
    paths = {};
    for (const [k, v] of Object.entries(opts.paths as Record<string, unknown>)) {
      if (Array.isArray(v)) paths[k] = v.filter((x): x is string => typeof x === 'string');
    }
    pathsBase = dir;
  }
  // `paths` resolve against `baseUrl` when there is one.
  if (baseUrl !== undefined) pathsBase = baseUrl;
  return { file, baseUrl, paths, pathsBase };
}

/** The file an `extends` names: a relative path, or a config shipped by a workspace package. */
function extendedConfigFile(view: TreeView, dir: string, spec: string): string | undefined {
  const candidates: string[] = [];
  if (spec.startsWith('.') || spec.startsWith('/')) {
    const p = join(dir, spec);
    candidates.push(p, `${p}.json`, `${p}/tsconfig.json`);
  } else {
    const pkg = workspacePackageOf(view, spec);
    if (pkg) {
      const sub = spec.slice(pkg.name.length).replace(/^\//, '');
      const p = join(pkg.dir, sub);
      candidates.push(...(sub ? [p, `${p}.json`] : []), join(pkg.dir, 'tsconfig.json'));
    }
  }
  return candidates.find((c) => view.exists(c));
}

// ---------------------------------------------------------------------------------------
// Workspace packages

/** A package of the repository (a monorepo's workspace package, or the root package). */
export interface WorkspacePackage {
  name: string;
  /** Its folder ('' for the root). */
  dir: string;
  /** `exports`, `main`, `module`, `types` of its package.json. */
  exports?: unknown;
  main?: string;
  module?: string;
  types?: string;
  /** The packages it depends on (`dependencies`, `devDependencies`, `peerDependencies`). */
  dependencies: string[];
}

/** The paths of every package.json of the tree outside node_modules. */
export const packageManifests = treeFact((view: TreeView): string[] =>
  view.filesNamed((n) => n === 'package.json').filter((p) => !/(^|\/)node_modules\//.test(p)),
);

/** The dependencies the package.json in `dir` declares, of every kind (none where it has none or cannot be read); read once per run. */
export const declaredDependencies = treeFact((view: TreeView, dir: string): string[] => {
  try {
    const json = JSON.parse(view.read(dir === '' ? 'package.json' : `${dir}/package.json`) ?? '') as Record<
      string,
      unknown
    >;
    const keys = (v: unknown) => (v && typeof v === 'object' ? Object.keys(v) : []);
    return [json.dependencies, json.devDependencies, json.peerDependencies, json.optionalDependencies].flatMap(keys);
  } catch {
    return [];
  }
});

/** Every named package.json of the tree outside node_modules, by package name (read once per run). */
export const workspacePackages = treeFact((view: TreeView): Map<string, WorkspacePackage> => {
  const manifests = packageManifests(view);
  view.prefetch(manifests);
  const out = new Map<string, WorkspacePackage>();
  for (const file of manifests) {
    let json: Record<string, unknown>;
    try {
      json = JSON.parse(view.read(file) ?? '') as Record<string, unknown>;
    } catch {
      continue;
    }
    if (typeof json.name !== 'string' || json.name === '' || out.has(json.name)) continue;
    const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
    const keys = (v: unknown) => (v && typeof v === 'object' ? Object.keys(v) : []);
    out.set(json.name, {
      name: json.name,
      dir: dirname(file),
      exports: json.exports,
      main: str(json.main),
      module: str(json.module),
      types: str(json.types) ?? str(json.typings),
      dependencies: [json.dependencies, json.devDependencies, json.peerDependencies].flatMap(keys),
    });
  }
  return out;
});

/**
 * The folders of the workspace packages that depend on the package in `dir`, directly or
 * through other workspace packages (a shared library runs inside the apps that use it).
 */
export const dependentsOf = treeFact((view: TreeView, dir: string): string[] => {
  const packages = [...workspacePackages(view).values()];
  const own = packages.find((p) => p.dir === dir);
  if (!own) return [];
  const found = new Set<string>();
  const queue = [own.name];
  while (queue.length > 0) {
    const name = queue.shift()!;
    for (const p of packages) {
      if (p.dir === dir || found.has(p.dir) || !p.dependencies.includes(name)) continue;
      found.add(p.dir);
      queue.push(p.name);
    }
  }
  return [...found].sort();
});

/** The workspace package a bare specifier names (`@acme/db` for `@acme/db/schema`). */
export function workspacePackageOf(view: TreeView, specifier: string): WorkspacePackage | undefined {
  if (specifier.startsWith('.') || specifier.startsWith('/')) return undefined;
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  return workspacePackages(view).get(name);
}

/** A workspace package import resolved to the source file it stands for. */
function resolvePackage(view: TreeView, specifier: string): string | undefined {
  const pkg = workspacePackageOf(view, specifier);
  if (!pkg) return undefined;
  const sub = specifier.slice(pkg.name.length); // '' or '/x/y'
  const subpath = sub === '' ? '.' : `.${sub}`;
  const targets = exportTargets(pkg.exports, subpath);
  if (subpath === '.') targets.push(...[pkg.types, pkg.module, pkg.main].filter((t): t is string => !!t));
  for (const t of targets) {
    const hit = sourceOf(view, join(pkg.dir, t));
    if (hit) return hit;
  }
  // No manifest entry that leads to a file: the conventional places.
  const rest = sub.replace(/^\//, '');
  const guesses = rest ? [rest, `src/${rest}`] : ['src/index', 'index'];
  for (const g of guesses) {
    const hit = withExtensions(view, join(pkg.dir, g));
    if (hit) return hit;
  }
  return undefined;
}

/** The targets `exports` gives a subpath, most specific condition first (`types`, `import`, …). */
function exportTargets(exports: unknown, subpath: string): string[] {
  if (exports === undefined || exports === null) return [];
  if (typeof exports === 'string' || Array.isArray(exports)) return subpath === '.' ? conditionTargets(exports) : [];
  if (typeof exports !== 'object') return [];
  const map = exports as Record<string, unknown>;
  const keys = Object.keys(map);
  // An object of conditions (no key starts with '.') is the export of '.'.
  if (!keys.some((k) => k.startsWith('.'))) return subpath === '.' ? conditionTargets(map) : [];
  if (subpath in map) return conditionTargets(map[subpath]);
  for (const key of keys) {
    const rest = matchPattern(key, subpath);
    if (rest !== undefined && key.includes('*')) return conditionTargets(map[key]).map((t) => t.replace(/\*/g, rest));
  }
  return [];
}

const CONDITIONS = ['types', 'source', 'development', 'import', 'module', 'node', 'require', 'default'];

function conditionTargets(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(conditionTargets);
  if (!value || typeof value !== 'object') return [];
  const map = value as Record<string, unknown>;
  const ordered = [...CONDITIONS.filter((c) => c in map), ...Object.keys(map).filter((k) => !CONDITIONS.includes(k))];
  return ordered.flatMap((k) => conditionTargets(map[k]));
}

/**
 * The source file behind a package entry: the file itself when it is source, else the
 * source a build made it from (`dist/index.js`, `dist/index.d.ts` → `src/index.ts`).
 */
function sourceOf(view: TreeView, target: string): string | undefined {
  const plain = target.replace(/\.d\.[cm]?ts$/, '');
  const direct = withExtensions(view, plain);
  if (direct && !/\.d\.[cm]?ts$/.test(direct) && !/(^|\/)(dist|build|lib|out)\//.test(direct)) return direct;
  return builtFrom(view, plain, PACKAGE_OUTPUT) ?? direct;
}

/** Folders a package's entries point into for its built output (`lib/` too, by `main`). */
const PACKAGE_OUTPUT = /(^|\/)(dist|build|out|lib)\//;
/** Build folders a relative import may name that the tree does not hold (`lib/` is a source folder there). */
const BUILD_OUTPUT = /(^|\/)(dist|build|out)\//;

/**
 * The source of a module under a build folder: the package's `src/` in the first build
 * folder's place, where that file exists (`apps/server/dist/routes/og.js` →
 * `apps/server/src/routes/og.ts`).
 */
function builtFrom(view: TreeView, target: string, folders: RegExp): string | undefined {
  if (!folders.test(target)) return undefined;
  return withExtensions(view, target.replace(folders, '$1src/').replace(/\.[cm]?js$/, ''));
}

// ---------------------------------------------------------------------------------------
// Paths

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
 * files are imported only from their own folder (a colocated test): only their
 * qualified paths are searched.
 */
export function moduleWords(path: string): string[] {
  const { short, qualified } = moduleNames(path);
  return short && !LOCAL_ONLY.has(short) ? [short, ...qualified] : qualified;
}

interface ModuleNames {
  /** What an import from within the module's folder may contain alone (`./stripe`, `../stripe`). */
  short?: string;
  /** What an import from any other folder contains (`lib/stripe`, `src/lib/stripe`). */
  qualified: string[];
  /** The folder from which the short name alone reaches the module. */
  dir: string;
}

/** Base names of files that only their own folder imports by that name (`./route`), if anything does. */
const LOCAL_ONLY = new Set(['route', 'page', 'index']);

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
  return { short: base, qualified, dir: dirname(spec) };
}

/**
 * Files of the tree that may import the module, found by name before anything is parsed:
 * an import from outside the module's folder names the module with that folder
 * (`../lib/stripe`), so a file outside it that only contains the base name (`stripe`) is
 * not a candidate, unless a path alias or `baseUrl` reaches the module's folder directly
 * (`@lib/stripe` is `lib/stripe`; `@/stripe` for a module in the alias root), or a
 * workspace package exports the module (`@acme/billing`, `@acme/billing/invoices`).
 * Callers resolve each candidate's imports to be sure.
 */
export const importerCandidates = treeFact((view: TreeView, path: string): string[] => {
  const { short, qualified, dir } = moduleNames(path);
  const packaged = packageSpecifiers(view, path);
  const found = new Set(view.filesWith(qualified));
  // a package's name may be a common word (`server`, `api`): its importers write it as a
  // module specifier, right after a quote
  if (packaged.length > 0) {
    const specifier = new RegExp(`['"\`](?:${packaged.map(escapeRegExp).join('|')})(?=['"\`/])`);
    for (const f of view.filesWith(packaged)) if (specifier.test(view.read(f) ?? '')) found.add(f);
  }
  if (short) {
    const localOnly = LOCAL_ONLY.has(short);
    const anywhere = !localOnly && (qualified.length === 0 || aliasRoots(view, dir).includes(dir));
    // from outside its folder a module is imported with the folder's name: only the files
    // under the folder can name it by its base name alone
    for (const f of anywhere ? view.filesWith([short]) : view.filesWithUnder(short, dir)) {
      if (!localOnly || dirname(f) === dir) found.add(f);
    }
  }
  found.delete(path);
  return [...found].sort();
});

/** The words of `importerCandidates`: what to search for all at once before asking it for many files. */
export function importerWords(view: TreeView, path: string): string[] {
  const { short, qualified } = moduleNames(path);
  return [...(short ? [short] : []), ...qualified, ...packageSpecifiers(view, path)];
}

/** The workspace package whose folder holds the file (the nearest one), other than the root. */
export function packageContaining(view: TreeView, path: string): WorkspacePackage | undefined {
  let best: WorkspacePackage | undefined;
  for (const pkg of workspacePackages(view).values()) {
    if (pkg.dir === '' || !path.startsWith(`${pkg.dir}/`)) continue;
    if (!best || pkg.dir.length > best.dir.length) best = pkg;
  }
  return best;
}

/**
 * The bare specifiers that reach the file through its workspace package: the package name
 * when the file is its entry, and the subpaths its `exports` (or, without `exports`, its
 * folder layout) map to the file.
 */
export const packageSpecifiers = treeFact((view: TreeView, path: string): string[] => {
  const pkg = packageContaining(view, path);
  if (!pkg) return [];
  const out = new Set<string>();
  const rel = path.slice(pkg.dir.length + 1);
  const candidates = [pkg.name];
  const exportsMap =
    pkg.exports && typeof pkg.exports === 'object' && !Array.isArray(pkg.exports)
      ? Object.keys(pkg.exports as Record<string, unknown>).filter((k) => k.startsWith('./'))
      : [];
  for (const key of exportsMap) {
    if (!key.includes('*')) candidates.push(`${pkg.name}/${key.slice(2)}`);
  }
  if (exportsMap.length === 0 || exportsMap.some((k) => k.includes('*'))) {
    // `@acme/db/src/schema`, `@acme/db/schema` (a `./*` export or a package without `exports`)
    const noExt = rel.replace(/\.[cm]?[jt]sx?$/, '').replace(/\/index$/, '');
    candidates.push(`${pkg.name}/${noExt}`, `${pkg.name}/${noExt.replace(/^(src|lib)\//, '')}`);
  }
  for (const spec of candidates) if (resolvePackage(view, spec) === path) out.add(spec);
  return [...out];
});

/** Folders that a bare or aliased specifier resolves from (tsconfig `paths`, `baseUrl`, `@/`). */
function aliasRoots(view: TreeView, dir: string): string[] {
  const tsconfig = nearestTsconfig(view, dir);
  const root = tsconfig ? dirname(tsconfig.file) : '';
  const roots = [root, join(root, 'src')];
  if (tsconfig?.baseUrl !== undefined) roots.push(tsconfig.baseUrl);
  for (const targets of Object.values(tsconfig?.paths ?? {})) {
    for (const t of targets) roots.push(dirname(join(tsconfig!.pathsBase, t.replace(/\*.*$/, 'x'))));
  }
  return roots;
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
