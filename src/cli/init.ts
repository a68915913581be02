import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { DEFAULT_CONFIG_PATHS } from '../core/config';
import { GitRepo, UsageError } from '../git/git';
import { detectRepository, type RepositoryFacts } from '../init/detect';
import { starterConfig, type StarterConfig } from '../init/starter-config';
import { WORKFLOW_PATH, WORKFLOW_TEXT } from '../init/workflow';
import type { CliIo } from './io';

export interface InitRequest {
  repoDir: string;
  /** Overwrite the files when they exist. */
  force: boolean;
}

/**
 * `agent-gate init`: looks at the repository (through git: its HEAD tree and history),
 * writes the workflow and a starter config into its working tree, and says what it found,
 * what it set and what it left at the defaults. Refuses, writing nothing, when either file
 * exists, unless `force`.
 */
export function runInitCommand(req: InitRequest, io: CliIo): number {
  const repo = GitRepo.open(req.repoDir);
  const workflowPath = existing(repo.dir, [WORKFLOW_PATH, WORKFLOW_PATH.replace(/\.yml$/, '.yaml')]) ?? WORKFLOW_PATH;
  const configPath = existing(repo.dir, DEFAULT_CONFIG_PATHS) ?? DEFAULT_CONFIG_PATHS[0];
  const present = [workflowPath, configPath].filter((p) => existsSync(join(repo.dir, p)));
  if (present.length > 0 && !req.force) {
    throw new UsageError(
      `${present.join(' and ')} already exist${present.length > 1 ? '' : 's'}: nothing written (--force overwrites)`,
    );
  }
  if (!repo.tryResolve('HEAD'))
    throw new UsageError(`${repo.dir} has no commit yet: commit the code first, then run init`);
  const facts = detectRepository(repo);
  const config = starterConfig(facts);
  for (const [path, text] of [
    [workflowPath, WORKFLOW_TEXT],
    [configPath, config.text],
  ] as const) {
    mkdirSync(dirname(join(repo.dir, path)), { recursive: true });
    writeFileSync(join(repo.dir, path), text);
  }
  io.stdout(initSummary(repo.dir, facts, config, { workflowPath, configPath, overwritten: present }));
  return 0;
}

function existing(dir: string, paths: readonly string[]): string | undefined {
  return paths.find((p) => existsSync(join(dir, p)));
}

/** What init says: what it found, what it set, what it left at the defaults, what to do next. */
export function initSummary(
  dir: string,
  facts: RepositoryFacts,
  config: StarterConfig,
  files: { workflowPath: string; configPath: string; overwritten: string[] },
): string {
  const list = (items: string[], none: string) => (items.length > 0 ? items.join(', ') : none);
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  const deploy = facts.deployConfigs.map((d) => `${d.path} (${d.kind})`);
  const found: [string, string][] = [
    [
      'migrations',
      list(
        [
          ...facts.migrationFolders,
          ...facts.extraMigrationFolders.map((f) => `${f} (set below)`),
          ...facts.drizzleConfigs.map((f) => `${f} (its out folder)`),
        ],
        'none',
      ),
    ],
    ['env templates', list(facts.envTemplates, 'none (env/undeclared asks for a .env.example)')],
    ['deployment', list(deploy, 'none found')],
    ['tests', list([...new Set(facts.testRunners.map((t) => `${t.name} (${t.manifest})`))], 'no test runner')],
    [
      'Stripe',
      list(
        facts.stripe.map((s) => `stripe ${s.range} (${s.manifest})`),
        'not a dependency: the stripe/ rules will have nothing to check',
      ),
    ],
    [
      'agents',
      list(
        facts.agents.map((a) => `${a.identity} (${a.how}, ${plural(a.commits, 'commit')})`),
        `none in the last ${plural(facts.commitsRead, 'commit')}`,
      ),
    ],
  ];
  const bots = facts.otherBots.map((b) => `${b.login}[bot]${b.known ? '' : ' (suggested below)'}`);
  if (bots.length > 0) found.push(['other bots', `${bots.join(', ')}: not counted as coding agents`]);

  const setKeys = new Set(config.set.map((s) => s.key));
  const defaults = [
    setKeys.has('agent-rules')
      ? 'rules: every rule at its default severity (agent-gate rules lists them)'
      : 'rules, agent-rules: every rule at its default severity (agent-gate rules lists them)',
    'ignore: no path ignored',
    'approval-label: agent-gate-approved',
    'agents: the built-in coding agents (Copilot, Codex, Claude, Devin, Cursor, …) and the label ai-generated',
    ...(setKeys.has('migration-folders') ? [] : ['migration-folders: the conventional ones (migrations/)']),
    ...(setKeys.has('env-files') ? [] : ['env-files: none beyond the env templates']),
  ];

  const width = Math.max(...found.map(([k]) => k.length)) + 2;
  const action = files.overwritten.length > 0 ? 'Overwrote' : 'Wrote';
  return [
    `agent-gate init: ${dir} at ${facts.revision.slice(0, 7)} (${plural(facts.commitsRead, 'commit')} of history read)`,
    '',
    'Found',
    ...found.map(([k, v]) => `  ${k.padEnd(width)}${v}`),
    '',
    `Set in ${files.configPath}`,
    ...config.set.map((s) => `  ${s.key}: ${s.why}`),
    ...(config.suggested.length > 0
      ? ['', 'Suggested there, commented out', ...config.suggested.map((s) => `  ${s.key}: ${s.why}`)]
      : []),
    '',
    'Left at the defaults',
    ...defaults.map((d) => `  ${d}`),
    '',
    `${action} ${files.workflowPath} and ${files.configPath}. Commit both to the default branch (the gate reads`,
    'its config from the base branch of each pull request), then require the "agent-gate / agent-gate"',
    "check in the default branch's ruleset or branch protection rule.",
    '',
  ].join('\n');
}
