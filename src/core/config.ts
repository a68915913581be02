import { z } from 'zod';
import { configProblems, ConfigError, type ConfigOrigin } from './config-problems';
import type { AnalysisOptions, RuleMeta, Severity } from './types';

export { ConfigError, type ConfigOrigin, type ConfigProblem } from './config-problems';

/** Where the gate looks for its config in the base tree, in this order. */
export const DEFAULT_CONFIG_PATHS: readonly string[] = ['.github/agent-gate.yml', '.github/agent-gate.yaml'];

/** The repository paths the config is read from: the configured one, or the defaults. */
export function configPathsOf(options: AnalysisOptions | undefined): readonly string[] {
  return options?.configPath ? [options.configPath] : DEFAULT_CONFIG_PATHS;
}

/** The config's JSON Schema in this repository, and the address a config's modeline points at. */
export const CONFIG_SCHEMA_PATH = 'schema/agent-gate.schema.json';
export const CONFIG_SCHEMA_URL = `https://raw.githubusercontent.com/agent-gate/agent-gate/v1/${CONFIG_SCHEMA_PATH}`;

export const SEVERITY_SETTINGS = ['off', 'notice', 'warning', 'blocking'] as const;
const severitySetting = z.enum(SEVERITY_SETTINGS);
export type SeveritySetting = z.infer<typeof severitySetting>;

/** What the config knows of a rule: its id, and the description editors show for it. */
export type KnownRule = Pick<RuleMeta, 'id' | 'description'>;

// Patterns rather than refinements, so that the JSON Schema carries them to editors too.
const safeRelativeGlob = z
  .string()
  .min(1)
  .regex(/^(?![\\/])(?![A-Za-z]:[\\/])/, 'must be relative to the repository root')
  .regex(/^(?!(?:.*[\\/])?\.\.(?:[\\/]|$))/, 'must not contain ".." segments');

/**
 * The schema of `.github/agent-gate.yml`: it owns the keys, their types and defaults (the
 * file uses kebab-case keys like GitHub's own configs). Every object is strict, so a
 * mistyped key is an error, and the severity maps accept only the ids of `rules`: the
 * registry's, passed in, because the core does not import the rules. The committed
 * JSON Schema (`schema/agent-gate.schema.json`) is generated from it.
 */
export function configSchema(rules: readonly KnownRule[]) {
  const severities = (forWhom: string) =>
    z
      .object(Object.fromEntries(rules.map((r) => [r.id, severitySetting.optional().describe(r.description)])))
      .strict()
      .default({})
      .describe(`Severity per rule id for ${forWhom}: off, notice, warning or blocking.`);
  return z
    .object({
      rules: severities('every pull request'),
      'agent-rules': severities('agent-authored pull requests (wins over rules)'),
      ignore: z
        .array(safeRelativeGlob)
        .default([])
        .describe('Globs of paths no rule looks at (relative to the repository root).'),
      protected: z
        .array(safeRelativeGlob)
        .default([])
        .describe('Globs of paths an agent may change only with a human approval (policy/protected-path).'),
      'approval-label': z
        .string()
        .min(1)
        .default('agent-gate-approved')
        .describe('The label by which a human approves what policy findings ask approval for.'),
      agents: z
        .object({
          logins: z
            .array(z.string().min(1))
            .default([])
            .describe('GitHub logins of coding agents, beyond the built-in ones.'),
          labels: z
            .array(z.string().min(1))
            .default(['ai-generated'])
            .describe('Pull request labels that mark it as agent-authored.'),
          'branch-prefixes': z
            .array(z.string().min(1))
            .default([])
            .describe('Head branch prefixes of agent-authored pull requests, beyond the built-in ones.'),
          'co-author-patterns': z
            .array(z.string().min(1))
            .default([])
            .describe('Text that marks a Co-authored-by trailer as an agent (matched case-insensitively).'),
        })
        .strict()
        .default({})
        .describe('How agent-authored pull requests are recognised, beyond the built-in agents.'),
      'env-files': z
        .array(safeRelativeGlob)
        .default([])
        .describe('Extra files (dotenv syntax) that declare env variables, beyond the conventional templates.'),
      'migration-folders': z
        .array(safeRelativeGlob)
        .default([])
        .describe('Extra migration folders, beyond the conventional ones.'),
    })
    .strict()
    .describe('agent-gate configuration, read from the base branch of each pull request.');
}

export interface Config {
  /** Per-rule severity for every pull request. */
  rules: Record<string, SeveritySetting>;
  /** Per-rule severity for agent-authored pull requests (wins over `rules`). */
  agentRules: Record<string, SeveritySetting>;
  ignore: string[];
  protected: string[];
  approvalLabel: string;
  agents: {
    logins: string[];
    labels: string[];
    branchPrefixes: string[];
    coAuthorPatterns: string[];
  };
  /** Extra files that declare env vars (dotenv syntax), beyond the conventional templates. */
  envFiles: string[];
  /** Extra migration folders, beyond the conventional ones. */
  migrationFolders: string[];
}

export function defaultConfig(): Config {
  return toConfig(configSchema([]).parse({}));
}

/**
 * Parses and validates a config file's text against the schema and the known rules.
 * Throws a `ConfigError` listing every problem with its line and a did-you-mean.
 */
export function parseConfig(text: string, origin: ConfigOrigin, rules: readonly KnownRule[]): Config {
  const schema = configSchema(rules);
  const { value, problems } = configProblems(
    text,
    schema,
    rules.map((r) => r.id),
  );
  if (problems.length > 0) throw new ConfigError(origin, problems);
  return toConfig(schema.parse(value));
}

function toConfig(data: z.infer<ReturnType<typeof configSchema>>): Config {
  return {
    rules: severitiesOf(data.rules),
    agentRules: severitiesOf(data['agent-rules']),
    ignore: data.ignore,
    protected: data.protected,
    approvalLabel: data['approval-label'],
    agents: {
      logins: data.agents.logins,
      labels: data.agents.labels,
      branchPrefixes: data.agents['branch-prefixes'],
      coAuthorPatterns: data.agents['co-author-patterns'],
    },
    envFiles: data['env-files'],
    migrationFolders: data['migration-folders'],
  };
}

function severitiesOf(map: Record<string, SeveritySetting | undefined>): Record<string, SeveritySetting> {
  const out: Record<string, SeveritySetting> = {};
  for (const [id, setting] of Object.entries(map)) if (setting) out[id] = setting;
  return out;
}

/** The severity a finding gets after the config and agent escalation; undefined when off. */
export function resolveSeverity(
  ruleId: string,
  base: Severity,
  agentSeverity: Severity | undefined,
  isAgent: boolean,
  config: Config,
): Severity | undefined {
  let severity: SeveritySetting = isAgent && agentSeverity ? maxSeverity(base, agentSeverity) : base;
  const configured = config.rules[ruleId];
  if (configured) severity = configured;
  const forAgents = isAgent ? config.agentRules[ruleId] : undefined;
  if (forAgents) severity = forAgents;
  return severity === 'off' ? undefined : severity;
}

const ORDER: Record<Severity, number> = { notice: 0, warning: 1, blocking: 2 };

export function maxSeverity(a: Severity, b: Severity): Severity {
  return ORDER[a] >= ORDER[b] ? a : b;
}

export function severityRank(s: Severity): number {
  return ORDER[s];
}
