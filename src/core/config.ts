import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import type { AnalysisOptions, Severity } from './types';

/** Where the gate looks for its config in the base tree. */
export const DEFAULT_CONFIG_PATHS: readonly string[] = ['.github/agent-gate.yml', '.github/agent-gate.yaml'];

/** The repository paths the config is read from: the configured one, or the defaults. */
export function configPathsOf(options: AnalysisOptions | undefined): readonly string[] {
  return options?.configPath ? [options.configPath] : DEFAULT_CONFIG_PATHS;
}

/**
 * The repository's `.github/agent-gate.yml`. One schema owns the keys and their
 * defaults; the file uses kebab-case keys like GitHub's own configs.
 */
const severitySetting = z.enum(['off', 'notice', 'warning', 'blocking']);
export type SeveritySetting = z.infer<typeof severitySetting>;

const safeRelativeGlob = z
  .string()
  .min(1)
  .refine((g) => !g.startsWith('/') && !/^[A-Za-z]:[\\/]/.test(g), 'must be relative to the repository root')
  .refine((g) => !g.split(/[\\/]/).includes('..'), 'must not contain ".." segments');

const configSchema = z
  .object({
    rules: z.record(z.string(), severitySetting).default({}),
    'agent-rules': z.record(z.string(), severitySetting).default({}),
    ignore: z.array(safeRelativeGlob).default([]),
    protected: z.array(safeRelativeGlob).default([]),
    'approval-label': z.string().min(1).default('agent-gate-approved'),
    agents: z
      .object({
        logins: z.array(z.string().min(1)).default([]),
        labels: z.array(z.string().min(1)).default(['ai-generated']),
        'branch-prefixes': z.array(z.string().min(1)).default([]),
        'co-author-patterns': z.array(z.string().min(1)).default([]),
      })
      .strict()
      .default({}),
    'env-files': z.array(safeRelativeGlob).default([]),
    'migration-folders': z.array(safeRelativeGlob).default([]),
  })
  .strict();

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

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function defaultConfig(): Config {
  return toConfig(configSchema.parse({}));
}

/** Parses and validates a config file's text; errors name the file and the offending key. */
export function parseConfig(text: string, source: string): Config {
  let raw: unknown;
  try {
    raw = parseYaml(text, { maxAliasCount: 100 }) ?? {};
  } catch (err) {
    throw new ConfigError(`${source}: not valid YAML (${(err as Error).message.split('\n')[0]})`);
  }
  const parsed = configSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const key = issue.path.join('.') || '(top level)';
    const detail =
      issue.code === 'unrecognized_keys'
        ? `unknown key${issue.keys.length > 1 ? 's' : ''} ${issue.keys.join(', ')}`
        : issue.message;
    throw new ConfigError(`${source}: ${key}: ${detail}`);
  }
  return toConfig(parsed.data);
}

function toConfig(data: z.infer<typeof configSchema>): Config {
  return {
    rules: data.rules,
    agentRules: data['agent-rules'],
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
