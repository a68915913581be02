/**
 * Modules a test runner loads before every test of its package: Bun's `preload` (`bunfig.toml`
 * `[test] preload`, `bun test --preload ./setup.ts` in a script), Jest's `setupFiles` and
 * `setupFilesAfterEnv` (the `jest` key of package.json, `jest.config.*`) and Vitest's
 * `test.setupFiles` (`vitest.config.*`, `vite.config.*`). A mock such a module registers
 * (`mock.module('@acme/db', …)`, `jest.mock`, `vi.mock`) replaces that module for each of
 * those tests, as if the test had written it.
 */
import picomatch from 'picomatch';
import { parse as parseToml } from 'smol-toml';
import type { Node } from 'ts-morph';
import { treeFact } from '../../workspace/fact';
import { loadTsMorph } from '../../workspace/ts';
import type { TreeView } from '../../workspace/workspace';
import { dirname, join } from '../code/resolve-import';

export interface RunnerSetup {
  /** The setup module (repository path). */
  file: string;
  /** The folder whose tests it runs before (the config's package). */
  dir: string;
  /** Path prefixes of the tests it runs before, when the command names them (`bun test --preload x src/routes/`). */
  only?: string[];
}

const JEST_CONFIG = /(^|\/)jest\.config\.[cm]?[jt]s$/;
const VITEST_CONFIG = /(^|\/)(vitest|vite)\.config\.[cm]?[jt]s$/;
const SETUP_KEYS = new Set(['setupFiles', 'setupFilesAfterEnv', 'preload']);

/** Every setup module the tree's runners load, with the tests they apply to. */
export const runnerSetups = treeFact((view: TreeView): RunnerSetup[] => {
  const out: RunnerSetup[] = [];
  const configs = view
    .filesNamed((n) => n === 'bunfig.toml' || n === 'package.json' || JEST_CONFIG.test(n) || VITEST_CONFIG.test(n))
    .filter((p) => !/(^|\/)node_modules\//.test(p));
  view.prefetch(configs);
  for (const config of configs) {
    const dir = dirname(config);
    const text = view.read(config);
    if (text === undefined || !/setupFiles|preload/.test(text)) continue;
    const add = (spec: string, only?: string[]) => {
      const file = resolveSetup(view, dir, spec);
      if (file) out.push({ file, dir, ...(only && only.length > 0 ? { only } : {}) });
    };
    if (config.endsWith('bunfig.toml')) {
      for (const spec of tomlPreloads(text)) add(spec);
    } else if (config.endsWith('package.json')) {
      let json: { scripts?: Record<string, unknown>; jest?: Record<string, unknown> };
      try {
        json = JSON.parse(text) as typeof json;
      } catch {
        continue;
      }
      for (const key of ['setupFiles', 'setupFilesAfterEnv']) for (const spec of strings(json.jest?.[key])) add(spec);
      for (const script of Object.values(json.scripts ?? {}))
        if (typeof script === 'string')
          for (const { preloads, only } of bunTestCommands(script))
            for (const spec of preloads)
              add(
                spec,
                only.map((o) => join(dir, o)),
              );
    } else {
      for (const spec of configSetups(view, config)) add(spec);
    }
  }
  return out;
});

/** The setup modules that run before one test file. */
export function setupsOf(view: TreeView, test: string): string[] {
  return runnerSetups(view)
    .filter(
      (s) => (s.dir === '' || test.startsWith(`${s.dir}/`)) && (!s.only || s.only.some((o) => test.startsWith(o))),
    )
    .map((s) => s.file);
}

function tomlPreloads(text: string): string[] {
  try {
    const doc = parseToml(text) as { test?: { preload?: unknown }; preload?: unknown };
    return [...strings(doc.test?.preload), ...strings(doc.preload)];
  } catch {
    return [];
  }
}

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/**
 * The `bun test` commands of a script with their preloads and the test paths they name:
 * `bun test --timeout 30000 --preload ./src/setup.ts src/routes/ && bun test src/mcp.test.ts`.
 */
export function bunTestCommands(script: string): { preloads: string[]; only: string[] }[] {
  const out: { preloads: string[]; only: string[] }[] = [];
  for (const command of script.split(/&&|\|\||;/)) {
    const words = command.trim().split(/\s+/);
    const at = words.findIndex((w, i) => w === 'bun' && words[i + 1] === 'test');
    if (at < 0) continue;
    const preloads: string[] = [];
    const only: string[] = [];
    const rest = words.slice(at + 2);
    for (let i = 0; i < rest.length; i++) {
      const w = rest[i];
      if (w === '--preload' || w === '-r') preloads.push(rest[++i] ?? '');
      else if (w.startsWith('--preload=')) preloads.push(w.slice('--preload='.length));
      else if (!w.startsWith('-') && /[/.]/.test(w) && !/^\d+(\.\d+)?$/.test(w)) only.push(w.replace(/^\.\//, ''));
    }
    if (preloads.some(Boolean)) out.push({ preloads: preloads.filter(Boolean), only });
  }
  return out;
}

/** `setupFiles: ['<rootDir>/test/setup.ts']` in a Jest or Vitest config module (its literal values). */
function configSetups(view: TreeView, config: string): string[] {
  const { Node, SyntaxKind } = loadTsMorph();
  const sf = view.sourceFile(config);
  if (!sf) return [];
  const out: string[] = [];
  for (const prop of sf.getDescendantsOfKind(SyntaxKind.PropertyAssignment)) {
    if (!SETUP_KEYS.has(prop.getName().replace(/^['"]|['"]$/g, ''))) continue;
    const init = prop.getInitializer();
    const values: Node[] = init && Node.isArrayLiteralExpression(init) ? init.getElements() : init ? [init] : [];
    for (const v of values)
      if (Node.isStringLiteral(v) || Node.isNoSubstitutionTemplateLiteral(v)) out.push(v.getLiteralText());
  }
  return out;
}

/** A setup module's repository path: relative to the config's folder (`<rootDir>` is it), with or without its extension. */
function resolveSetup(view: TreeView, dir: string, spec: string): string | undefined {
  const clean = spec.replace(/^<rootDir>\/?/, '').replace(/^\.\//, '');
  if (!clean || clean.startsWith('/') || /^[@\w-]+$/.test(clean)) return undefined; // a package, not a file
  const base = join(dir, clean);
  for (const candidate of [base, ...['.ts', '.tsx', '.js', '.mjs', '.cjs', '.mts'].map((e) => base + e)])
    if (view.exists(candidate)) return candidate;
  return undefined;
}

/** A runner's own list of its test files: Vitest's `test.include`, Jest's `testMatch`, in the config's folder. */
interface RunnerInclude {
  dir: string;
  match: (relative: string) => boolean;
}

const WORKSPACE_CONFIG = /(^|\/)vitest\.(workspace|projects)\.[cm]?[jt]s$/;

/**
 * The test files runners declare beyond the usual names (`include: ['**\/*.integ.ts']`):
 * globs of `test.include` in Vitest configs and workspaces, and of `testMatch` in Jest's.
 * Globs of other keys (`coverage.include`) name source files, not tests.
 */
const runnerIncludes = treeFact((view: TreeView): RunnerInclude[] => {
  const { Node, SyntaxKind } = loadTsMorph();
  const configs = view
    .filesNamed((n) => JEST_CONFIG.test(n) || VITEST_CONFIG.test(n) || WORKSPACE_CONFIG.test(n) || n === 'package.json')
    .filter((p) => !/(^|\/)node_modules\//.test(p));
  view.prefetch(configs);
  const out: RunnerInclude[] = [];
  const add = (dir: string, globs: string[]) => {
    const tests = globs.filter((g) => g.includes('*'));
    if (tests.length > 0)
      out.push({
        dir,
        match: picomatch(
          tests.map((g) => g.replace(/^\.\//, '')),
          { dot: true },
        ),
      });
  };
  for (const config of configs) {
    const text = view.read(config);
    if (text === undefined || !/\binclude\b|testMatch/.test(text)) continue;
    const dir = dirname(config);
    if (config.endsWith('package.json')) {
      try {
        add(dir, strings((JSON.parse(text) as { jest?: { testMatch?: unknown } }).jest?.testMatch));
      } catch {
        // not JSON: no runner settings to read
      }
      continue;
    }
    const sf = view.sourceFile(config);
    for (const prop of sf?.getDescendantsOfKind(SyntaxKind.PropertyAssignment) ?? []) {
      const key = prop.getName();
      const owner = prop.getParent()?.getParent();
      const inTest = owner !== undefined && Node.isPropertyAssignment(owner) && owner.getName() === 'test';
      if (!((key === 'include' && inTest) || key === 'testMatch')) continue;
      const init = prop.getInitializer();
      if (!init || !Node.isArrayLiteralExpression(init)) continue;
      add(
        dir,
        init
          .getElements()
          .flatMap((e) =>
            Node.isStringLiteral(e) || Node.isNoSubstitutionTemplateLiteral(e) ? [e.getLiteralValue()] : [],
          ),
      );
    }
  }
  return out;
});

/** A file a test runner of the tree runs as a test by its own configuration. */
export function isRunnerTest(view: TreeView, path: string): boolean {
  return runnerIncludes(view).some((r) => {
    if (r.dir !== '' && !path.startsWith(`${r.dir}/`)) return false;
    const relative = r.dir === '' ? path : path.slice(r.dir.length + 1);
    return r.match(relative.replace(/^<rootDir>\//, ''));
  });
}

const BROWSER_RUNNER_CONFIG = /^(playwright|cypress)\.config\.[cm]?[jt]s$/;

/**
 * The folders (ending in `/`) whose tests a browser runner drives: a Playwright or Cypress
 * config's `testDir`, else the config's own folder; a config at the root without a
 * `testDir` names none (the whole repository is no end-to-end suite).
 */
export const browserTestDirs = treeFact((view: TreeView): string[] => {
  const { Node, SyntaxKind } = loadTsMorph();
  return view
    .filesNamed((n) => BROWSER_RUNNER_CONFIG.test(n))
    .filter((p) => !/(^|\/)node_modules\//.test(p))
    .flatMap((config) => {
      const dir = dirname(config);
      const init = view
        .sourceFile(config)
        ?.getDescendantsOfKind(SyntaxKind.PropertyAssignment)
        .find((p) => p.getName() === 'testDir')
        ?.getInitializer();
      if (init && (Node.isStringLiteral(init) || Node.isNoSubstitutionTemplateLiteral(init))) {
        const testDir = join(dir, init.getLiteralValue());
        return testDir === '' ? [] : [`${testDir}/`];
      }
      return dir === '' ? [] : [`${dir}/`];
    });
});
