/**
 * Knowledge about environment variable NAMES and paths, shared by the env extractors
 * and rules: which variables a platform provides, which hold credentials, which files
 * are tests, and which package (service) a file belongs to.
 */
import { treeFact } from '../../workspace/fact';
import type { TreeView } from '../../workspace/workspace';

/** Names set by the runtime or the hosting platform; a read of them is never undeclared. */
const PLATFORM_EXACT = new Set([
  'NODE_ENV',
  'CI',
  // Vercel sets VERCEL=1 (and VERCEL_* below), Cloudflare Pages CF_PAGES=1
  'VERCEL',
  'CF_PAGES',
  'PORT',
  'NEXT_RUNTIME',
  'NEXT_PHASE',
  // What a framework's build sets itself: Expo's bundler inlines the platform and the router's settings
  'EXPO_OS',
  'EXPO_BASE_URL',
  'EXPO_PROJECT_ROOT',
  'EXPO_ROUTER_APP_ROOT',
  'EXPO_ROUTER_ABS_APP_ROOT',
  'EXPO_ROUTER_IMPORT_MODE',
  // Netlify
  'URL',
  'DEPLOY_URL',
  'DEPLOY_PRIME_URL',
  'CONTEXT',
  'NETLIFY',
  'BRANCH',
  'HEAD',
  'COMMIT_REF',
  // Render, Cloud Run, App Engine, Heroku
  'RENDER',
  'K_SERVICE',
  'K_REVISION',
  'K_CONFIGURATION',
  'GAE_APPLICATION',
  'GAE_SERVICE',
  'GAE_VERSION',
  'GOOGLE_CLOUD_PROJECT',
  'DYNO',
  // The process environment itself (Unix and Windows)
  'HOME',
  'PATH',
  'PWD',
  'TMPDIR',
  'TEMP',
  'TMP',
  'LOGNAME',
  'USERPROFILE',
  'USERNAME',
  'APPDATA',
  'LOCALAPPDATA',
  'SystemRoot',
  'ComSpec',
  'HOSTNAME',
  'TZ',
  'LANG',
  'SHELL',
  'USER',
  'TERM',
  'DEBUG',
  // Test runners
  'JEST_WORKER_ID',
  'VITEST',
  'VITEST_POOL_ID',
]);

const PLATFORM_PREFIXES = [
  'VERCEL_',
  'NEXT_PUBLIC_VERCEL_',
  'RENDER_',
  'FLY_',
  'GITHUB_',
  'RUNNER_',
  // GitHub Actions: `with:` inputs and the runtime's own variables.
  'INPUT_',
  'ACTIONS_',
  'NETLIFY_',
  'RAILWAY_',
  'HEROKU_',
  'AWS_LAMBDA_',
  'AWS_EXECUTION_ENV',
  'npm_',
];

/** Vite's built-in `import.meta.env` keys. */
const VITE_BUILTINS = new Set(['MODE', 'DEV', 'PROD', 'SSR', 'BASE_URL']);

export function isPlatformVar(name: string, source: 'process' | 'import-meta' = 'process'): boolean {
  if (source === 'import-meta' && VITE_BUILTINS.has(name)) return true;
  return PLATFORM_EXACT.has(name) || PLATFORM_PREFIXES.some((p) => name.startsWith(p));
}

/** Prefixes of variables that are inlined into browser bundles: public by construction. */
const PUBLIC_PREFIXES = ['NEXT_PUBLIC_', 'VITE_', 'PUBLIC_', 'REACT_APP_', 'EXPO_PUBLIC_', 'NUXT_PUBLIC_', 'GATSBY_'];

/** A variable inlined into browser bundles at build time (`NEXT_PUBLIC_…`, `VITE_…`). */
export function isPublicName(name: string): boolean {
  return PUBLIC_PREFIXES.some((p) => name.startsWith(p));
}

/**
 * Credentials: keys, tokens, passwords, webhook secrets, connection strings that carry a
 * password. They belong where a config has a secret mechanism, never in plain-value files.
 */
export function isSecretName(name: string): boolean {
  if (PUBLIC_PREFIXES.some((p) => name.startsWith(p))) return false;
  const parts = name.toUpperCase().split(/_+/);
  const has = (w: string): boolean => parts.includes(w);
  if (has('PUBLISHABLE') || has('PUBLIC')) return false;
  return (
    ['SECRET', 'SECRETS', 'TOKEN', 'PASSWORD', 'PASSWD', 'PASS', 'PWD', 'CREDENTIALS', 'CREDENTIAL', 'PRIVATE'].some(
      has,
    ) ||
    parts[parts.length - 1] === 'KEY' ||
    (has('WEBHOOK') && has('URL')) ||
    (has('DATABASE') && has('URL')) ||
    (has('REDIS') && has('URL')) ||
    (has('SMTP') && has('URL')) ||
    (has('CONNECTION') && has('STRING'))
  );
}

/** A variable name as environments spell them (letters, digits, underscores). */
export function isEnvName(name: string): boolean {
  return /^[A-Za-z_][A-Za-z0-9_]*$/.test(name);
}

export function dirOf(path: string): string {
  const i = path.lastIndexOf('/');
  return i < 0 ? '' : path.slice(0, i);
}

/** True when `file` lies in directory `dir` ('' is the repository root). */
export function isUnder(file: string, dir: string): boolean {
  return dir === '' || file === dir || file.startsWith(`${dir}/`);
}

/** Joins a path relative to `dir` and normalises it; undefined when it leaves the repository. */
export function resolveIn(dir: string, rel: string): string | undefined {
  if (rel.startsWith('/')) return undefined;
  const parts = dir === '' ? [] : dir.split('/');
  for (const seg of rel.split('/')) {
    if (seg === '' || seg === '.') continue;
    if (seg === '..') {
      if (parts.length === 0) return undefined;
      parts.pop();
    } else parts.push(seg);
  }
  return parts.join('/');
}

const PACKAGE_MANIFESTS = ['package.json', 'deno.json', 'deno.jsonc'];

/**
 * The package (service) a file belongs to: the nearest directory up the tree holding a
 * package manifest, or the repository root.
 */
export function packageOf(view: TreeView, file: string): string {
  const roots = packageRoots(view);
  let dir = dirOf(file);
  for (;;) {
    if (roots.has(dir)) return dir;
    if (dir === '') return '';
    dir = dirOf(dir);
  }
}

/** Folders of the tree's package.json files (each a package). */
const packageRoots = treeFact((view: TreeView): Set<string> => {
  const set = new Set<string>();
  for (const p of view.filesNamed((n) => PACKAGE_MANIFESTS.includes(n))) {
    if (!p.includes('node_modules/')) set.add(dirOf(p));
  }
  return set;
});
