import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import type { Files } from './repo';

/**
 * A tree of the project's example applications: an app as its base branch holds it, or a
 * pull request of a scenario (its head files laid over its app). `changed` are the files
 * the pull request writes (every file, for an app).
 */
export interface AppTree {
  /** 'dev/bases/express-prisma', 'dev/cases/refund-no-idempotency', 'examples/demo/pr'. */
  id: string;
  base: Files;
  head: Files;
  changed: string[];
  /** The pull request is an agent's (a scenario's `agent`). */
  agent?: boolean;
}

const root = resolve(__dirname, '..', '..');

/**
 * Folders of scenario suites (`<suite>/bases/<app>/`, `<suite>/cases/<name>/head/`): the
 * shared ones beside the project (`../shared/scenarios`, or `../../shared/scenarios` for a
 * worktree one folder deeper) and the project's own `scenarios/`.
 */
export function scenarioSuites(): string[] {
  const places = [
    join(root, 'scenarios'),
    join(root, '..', 'shared', 'scenarios'),
    join(root, '..', '..', 'shared', 'scenarios'),
  ];
  const suites = new Set<string>();
  const isSuite = (dir: string) => existsSync(join(dir, 'bases')) && existsSync(join(dir, 'cases'));
  for (const place of places.filter((p) => existsSync(p))) {
    // The project's own suite is the folder itself; the shared one holds suites (dev, …).
    if (isSuite(place)) suites.add(place);
    for (const name of readdirSync(place)) {
      const dir = join(place, name);
      if (isSuite(dir)) suites.add(dir);
    }
  }
  return [...suites].sort();
}

/** Every app and pull request of the scenario suites and of the demo (examples/demo). */
export function appTrees(suites = scenarioSuites()): AppTree[] {
  const trees: AppTree[] = [];
  for (const suite of suites) {
    const label = relative(join(suite, '..'), suite);
    const bases = new Map<string, Files>();
    for (const app of readdirSync(join(suite, 'bases')).sort()) {
      const files = readTree(join(suite, 'bases', app));
      bases.set(app, files);
      trees.push({ id: `${label}/bases/${app}`, base: {}, head: files, changed: Object.keys(files) });
    }
    for (const name of readdirSync(join(suite, 'cases')).sort()) {
      const dir = join(suite, 'cases', name);
      if (!existsSync(join(dir, 'expect.json'))) continue;
      const expect = JSON.parse(readFileSync(join(dir, 'expect.json'), 'utf8')) as {
        base: string;
        delete?: string[];
        agent?: boolean;
      };
      const base = bases.get(expect.base);
      if (!base) throw new Error(`${dir}: base "${expect.base}" is not in ${join(suite, 'bases')}`);
      const head: Files = existsSync(join(dir, 'head')) ? readTree(join(dir, 'head')) : {};
      for (const path of expect.delete ?? []) head[path] = null;
      trees.push({ id: `${label}/cases/${name}`, base, head, changed: Object.keys(head), agent: expect.agent });
    }
  }
  const demo = join(root, 'examples', 'demo');
  const demoBase = readTree(join(demo, 'base'));
  const demoPr = readTree(join(demo, 'pr'));
  trees.push({ id: 'examples/demo/base', base: {}, head: demoBase, changed: Object.keys(demoBase) });
  trees.push({ id: 'examples/demo/pr', base: demoBase, head: demoPr, changed: Object.keys(demoPr), agent: true });
  return trees;
}

/** The files of the tree as its pull request leaves them. */
export function filesOf(tree: AppTree): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const [path, data] of Object.entries({ ...tree.base, ...tree.head })) {
    if (data !== null) files.set(path, Buffer.from(data));
  }
  return files;
}

/** A folder's files by `/`-separated path (node_modules left out). */
function readTree(dir: string): Files {
  const files: Files = {};
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      if (name === 'node_modules' || name === '.git') continue;
      const path = join(d, name);
      if (statSync(path).isDirectory()) walk(path);
      else files[relative(dir, path).split(sep).join('/')] = readFileSync(path);
    }
  };
  walk(dir);
  return files;
}
