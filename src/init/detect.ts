import { agentMatcher, noReplyLogin } from '../core/author';
import { defaultConfig } from '../core/config';
import { isEnvTemplatePath } from '../extractors/env/templates';
import type { GitRepo } from '../git/git';

/** What `agent-gate init` found in a repository's tree and recent history. */
export interface RepositoryFacts {
  /** The revision looked at, resolved. */
  revision: string;
  /** Migration folders the gate finds by their name (`migrations/`), without configuration. */
  migrationFolders: string[];
  /** Folders of SQL migrations under another name (`db/migrate/`): for `migration-folders`. */
  extraMigrationFolders: string[];
  /** Drizzle configs, whose `out` folder the gate reads at run time. */
  drizzleConfigs: string[];
  envTemplates: string[];
  /** Committed dotenv files that are not templates (`.env.development`): candidates for `env-files`. */
  dotenvFiles: string[];
  deployConfigs: { kind: DeployKind; path: string }[];
  testRunners: { name: string; manifest: string }[];
  stripe: { manifest: string; range: string }[];
  /** Coding agents seen in the history, as the gate's author detection recognises them. */
  agents: { identity: string; how: 'author' | 'committer' | 'co-author'; commits: number }[];
  /** Bot accounts seen in the history that the gate does not count as coding agents. */
  otherBots: { login: string; commits: number; known: boolean }[];
  commitsRead: number;
}

export type DeployKind = 'kubernetes' | 'helm' | 'compose' | 'dockerfile' | 'fly' | 'render' | 'app-engine';

/** How many commits of history `init` reads for agent accounts. */
export const HISTORY_DEPTH = 200;

const IGNORED = /(^|\/)(node_modules|vendor|\.git)\//;
const CONVENTIONAL_MIGRATIONS = /^migrations?$/i;
const OTHER_MIGRATIONS = /migrat/i;
const DRIZZLE_CONFIG = /(^|\/)drizzle\.config\.(ts|mts|cts|js|mjs|cjs|json)$/;
const DOTENV = /(^|\/)(\.env(\.[\w-]+)*|[\w-]+\.env)$/;
const TEST_RUNNERS = ['jest', 'vitest', 'mocha', '@playwright/test', 'ava', 'jasmine', 'cypress', 'tap', 'uvu'];
/** Bots that are not coding agents, named as such instead of as candidates for `agents.logins`. */
const KNOWN_NON_AGENT_BOTS = new Set([
  'dependabot',
  'renovate',
  'github-actions',
  'mergify',
  'snyk-bot',
  'codecov',
  'pre-commit-ci',
  'allcontributors',
  'semantic-release-bot',
  'changeset-bot',
  'vercel',
  'netlify',
  'imgbot',
]);

// The deployment configs the env rules read (src/extractors/env/deploy.ts), by path.
const DEPLOY_PATHS: [DeployKind, RegExp][] = [
  ['compose', /(^|\/)(docker-)?compose(\.[\w.-]+)?\.ya?ml$/],
  ['dockerfile', /(^|\/)((Dockerfile|Containerfile)(\.[\w.-]+)?|[\w.-]+\.[Dd]ockerfile)$/],
  ['fly', /(^|\/)fly(\.[\w-]+)?\.toml$/],
  ['render', /(^|\/)render\.ya?ml$/],
  ['helm', /(^|\/)Chart\.ya?ml$/],
];
const APP_ENGINE = /(^|\/)app\.ya?ml$/;
const WORKFLOW = /^\.github\/workflows\//;

/**
 * Looks at the revision's tree and recent history through git (it reads files, never
 * runs them): migration folders, env templates, deployment configs, the test runner and
 * Stripe in package.json files, and coding agents among the last commits' authors,
 * committers and Co-authored-by trailers, told as the gate's author detection tells them.
 */
export function detectRepository(repo: GitRepo, rev = 'HEAD'): RepositoryFacts {
  const revision = repo.resolveCommit(rev, 'the repository');
  const paths = repo
    .listTree(revision)
    .filter((e) => e.type === 'blob' && !IGNORED.test(e.path))
    .map((e) => e.path);
  const charts = paths.filter((p) => /(^|\/)Chart\.ya?ml$/.test(p)).map(dirOf);
  const inChart = (p: string) => charts.some((c) => c === '' || p.startsWith(`${c}/`));

  const deployConfigs: RepositoryFacts['deployConfigs'] = [];
  for (const p of paths) {
    const kind = DEPLOY_PATHS.find(([, re]) => re.test(p))?.[0];
    if (kind) deployConfigs.push({ kind, path: kind === 'helm' ? dirOf(p) || '.' : p });
    else if (APP_ENGINE.test(p) && !inChart(p)) deployConfigs.push({ kind: 'app-engine', path: p });
  }
  const yaml = new Set(paths.filter((p) => /\.ya?ml$/.test(p)));
  for (const p of repo.grepFiles(revision, ['containers'], ['*.yaml', '*.yml'])) {
    if (!yaml.has(p) || inChart(p) || WORKFLOW.test(p) || deployConfigs.some((d) => d.path === p)) continue;
    deployConfigs.push({ kind: 'kubernetes', path: p });
  }

  const manifests = paths.filter((p) => /(^|\/)package\.json$/.test(p)).slice(0, 100);
  const testRunners: RepositoryFacts['testRunners'] = [];
  const stripe: RepositoryFacts['stripe'] = [];
  for (const [manifest, buf] of repo.readBlobs(revision, manifests)) {
    const pkg = parsePackageJson(buf?.toString('utf8'));
    if (!pkg) continue;
    const deps = { ...pkg.devDependencies, ...pkg.dependencies };
    for (const name of TEST_RUNNERS) if (name in deps) testRunners.push({ name, manifest });
    if (/\bnode\s+--test\b/.test(pkg.scripts?.test ?? '')) testRunners.push({ name: 'node --test', manifest });
    if (typeof deps.stripe === 'string') stripe.push({ manifest, range: deps.stripe });
  }

  return {
    revision,
    ...migrationsOf(paths),
    drizzleConfigs: paths.filter((p) => DRIZZLE_CONFIG.test(p)),
    envTemplates: paths.filter(isEnvTemplatePath),
    dotenvFiles: paths.filter((p) => DOTENV.test(p) && !isEnvTemplatePath(p)),
    deployConfigs,
    testRunners,
    stripe,
    ...historyOf(repo, revision),
  };
}

function migrationsOf(paths: readonly string[]): Pick<RepositoryFacts, 'migrationFolders' | 'extraMigrationFolders'> {
  const conventional = new Set<string>();
  const extra = new Set<string>();
  for (const p of paths) {
    const folders = p.split('/').slice(0, -1);
    const at = folders.findIndex((s) => CONVENTIONAL_MIGRATIONS.test(s));
    if (at >= 0) {
      conventional.add(folders.slice(0, at + 1).join('/'));
      continue;
    }
    const other = folders.findIndex((s) => OTHER_MIGRATIONS.test(s));
    if (other >= 0 && p.toLowerCase().endsWith('.sql')) extra.add(folders.slice(0, other + 1).join('/'));
  }
  return { migrationFolders: [...conventional].sort(), extraMigrationFolders: [...extra].sort() };
}

interface PackageJson {
  dependencies?: Record<string, unknown>;
  devDependencies?: Record<string, unknown>;
  scripts?: { test?: string };
}

function parsePackageJson(text: string | undefined): PackageJson | undefined {
  if (text === undefined) return undefined;
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === 'object' ? (value as PackageJson) : undefined;
  } catch {
    return undefined;
  }
}

function historyOf(repo: GitRepo, revision: string): Pick<RepositoryFacts, 'agents' | 'otherBots' | 'commitsRead'> {
  const out = repo.run([
    'log',
    `-n${HISTORY_DEPTH}`,
    '--no-color',
    '--format=%an%x00%ae%x00%cn%x00%ce%x00%B%x1e',
    revision,
    '--',
  ]);
  const commits = out
    .split('\x1e')
    .map((rec) => rec.replace(/^\n/, ''))
    .filter(Boolean)
    .map((rec) => {
      const [authorName, authorEmail, committerName, committerEmail, message] = rec.split('\0');
      return { authorName, authorEmail, committerName, committerEmail, message: message ?? '' };
    });
  const matcher = agentMatcher(defaultConfig());
  const agents = new Map<string, RepositoryFacts['agents'][number]>();
  const bots = new Map<string, RepositoryFacts['otherBots'][number]>();
  const count = <T extends { commits: number }>(map: Map<string, T>, key: string, make: () => T) => {
    const entry = map.get(key) ?? make();
    entry.commits++;
    map.set(key, entry);
  };
  for (const c of commits) {
    const seen = new Set<string>();
    const identities = [
      { name: c.authorName, email: c.authorEmail, how: 'author' as const },
      { name: c.committerName, email: c.committerEmail, how: 'committer' as const },
    ];
    for (const { name, email, how } of identities) {
      const identity = `${name} <${email}>`;
      if (matcher.isIdentity(name, email)) {
        if (!seen.has(`agent:${identity}`)) count(agents, `${how}:${identity}`, () => ({ identity, how, commits: 0 }));
        seen.add(`agent:${identity}`);
        continue;
      }
      const login = botLogin(name, email);
      if (login && !seen.has(`bot:${login}`)) {
        seen.add(`bot:${login}`);
        count(bots, login, () => ({ login, commits: 0, known: KNOWN_NON_AGENT_BOTS.has(login) }));
      }
    }
    const trailer = matcher.coAuthor(c.message);
    if (trailer) count(agents, `co-author:${trailer}`, () => ({ identity: trailer, how: 'co-author', commits: 0 }));
  }
  const byCount = <T extends { commits: number }>(a: T, b: T) => b.commits - a.commits;
  return {
    agents: [...agents.values()].sort(byCount),
    otherBots: [...bots.values()].sort(byCount),
    commitsRead: commits.length,
  };
}

/** The login of a bot account (`name[bot]`, by name or no-reply address), without `[bot]`. */
function botLogin(name: string, email: string): string | undefined {
  for (const candidate of [name, noReplyLogin(email) ?? '']) {
    const m = /^(.+)\[bot\]$/i.exec(candidate.trim());
    if (m) return m[1].toLowerCase();
  }
  return undefined;
}

function dirOf(path: string): string {
  return path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '';
}
