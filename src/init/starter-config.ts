import { stringify } from 'yaml';
import { CONFIG_SCHEMA_URL } from '../core/config';
import type { RepositoryFacts } from './detect';

/** A setting `init` chose from what it found, with the reason it prints and comments. */
export interface StarterSetting {
  key: string;
  value: unknown;
  why: string;
}

/** A setting `init` suggests but leaves commented out, for a person to decide. */
export interface Suggestion {
  key: string;
  value: unknown;
  why: string;
}

export interface StarterConfig {
  text: string;
  set: StarterSetting[];
  suggested: Suggestion[];
}

/**
 * The starter `.github/agent-gate.yml`: the settings the repository's layout calls for,
 * set, each with its reason as a comment; suggestions a person must judge, commented out;
 * everything else left at its default. It passes the strict schema (a test parses it).
 */
export function starterConfig(facts: RepositoryFacts): StarterConfig {
  const set: StarterSetting[] = [
    {
      key: 'protected',
      value: ['.github/workflows/**'],
      why: 'the workflows run the gate itself: an agent changes them only with a human approval',
    },
  ];
  const suggested: Suggestion[] = [];
  if (facts.testRunners.length === 0) {
    set.push({
      key: 'agent-rules',
      value: { 'tests/missing-for-change': 'warning' },
      why: 'no test runner in package.json: a change without tests warns instead of blocking agent pull requests',
    });
  }
  if (facts.extraMigrationFolders.length > 0) {
    set.push({
      key: 'migration-folders',
      value: facts.extraMigrationFolders,
      why: 'SQL migrations in folders not named migrations/',
    });
  }
  if (facts.dotenvFiles.length > 0) {
    const entry = { key: 'env-files', value: facts.dotenvFiles, why: 'committed dotenv files that declare variables' };
    if (facts.envTemplates.length === 0) {
      set.push({ ...entry, why: `${entry.why}, and no env template (.env.example) to read instead` });
    } else {
      suggested.push({ ...entry, why: `${entry.why}, beyond the env templates` });
    }
  }
  const deployPaths = [...new Set(facts.deployConfigs.map((d) => protectedGlobOf(d.path, d.kind)))];
  if (deployPaths.length > 0) {
    suggested.push({
      key: 'protected',
      value: deployPaths,
      why: 'deployment configs, so that an agent changes them only with a human approval',
    });
  }
  const candidates = facts.otherBots.filter((b) => !b.known).map((b) => b.login);
  if (candidates.length > 0) {
    suggested.push({
      key: 'agents',
      value: { logins: candidates },
      why: 'bot accounts in the history the gate does not know; keep those that are coding agents',
    });
  }

  const lines = [
    `# yaml-language-server: $schema=${CONFIG_SCHEMA_URL}`,
    "# agent-gate's config, read from the base branch of each pull request. Written by",
    '# `agent-gate init` from what it found in this repository; every key is optional, and',
    '# `agent-gate rules` lists the rules and their severities.',
    '',
  ];
  for (const s of set) {
    lines.push(`# ${sentence(s.why)}`, ...block(s.key, s.value));
    // A suggestion for a list already set goes under it as commented items (uncommenting
    // them keeps the YAML valid; a second `protected:` key would not be).
    for (const more of suggested.filter((m) => m.key === s.key && Array.isArray(m.value))) {
      lines.push(
        `  # Suggested: ${more.why}.`,
        ...(more.value as unknown[]).map((v) => `  # - ${stringify(v).trim()}`),
      );
    }
    lines.push('');
  }
  for (const s of suggested.filter((m) => !set.some((t) => t.key === m.key && Array.isArray(m.value)))) {
    lines.push(`# Suggested: ${s.why}.`, ...block(s.key, s.value).map((l) => `# ${l}`), '');
  }
  lines.push(
    '# Left at the defaults:',
    '# rules: {}                 # severity per rule id: off, notice, warning or blocking',
    '# ignore: []                # paths no rule looks at',
    '# approval-label: agent-gate-approved',
  );
  return { text: `${lines.join('\n')}\n`, set, suggested };
}

function sentence(text: string): string {
  return `${text[0].toUpperCase()}${text.slice(1)}.`;
}

function block(key: string, value: unknown): string[] {
  return stringify({ [key]: value }, { lineWidth: 0 })
    .trimEnd()
    .split('\n');
}

/** The glob that protects a deployment config: its folder for manifests and charts, else the file. */
function protectedGlobOf(path: string, kind: string): string {
  if (kind === 'kubernetes' || kind === 'helm') {
    const dir = kind === 'helm' ? path : path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '';
    if (dir !== '' && dir !== '.') return `${dir}/**`;
  }
  return path;
}
