import type { CommitInfo } from '../git/changeset';
import type { Config } from './config';
import type { AuthorInfo, AuthorSignal } from './types';

/** Bot accounts of coding agents, as GitHub shows them (with or without `[bot]`). */
export const AGENT_LOGINS = [
  'copilot-swe-agent',
  'copilot',
  'devin-ai-integration',
  'cursor',
  'cursor-agent',
  'codex',
  'chatgpt-codex-connector',
  'openai-codex',
  'claude',
  'claude-code',
  'anthropic-claude',
  'openhands',
  'openhands-agent',
  'sweep-ai',
  'sweep-ai-bot',
  'google-labs-jules',
  'jules',
  'amazon-q-developer',
  'factory-droid',
  'codegen-sh',
  'tembo-io',
];

export const AGENT_BRANCH_PREFIXES = [
  'copilot/',
  'codex/',
  'claude/',
  'devin/',
  'cursor/',
  'openhands/',
  'sweep/',
  'jules/',
];

/**
 * Co-authored-by trailers that coding agents add: matched on the name or address,
 * case-insensitively.
 */
const AGENT_CO_AUTHORS: RegExp[] = [
  /\bclaude\b/i,
  /@anthropic\.com>/i,
  /\bcopilot\b/i,
  /\bcodex\b/i,
  /@openai\.com>/i,
  /\bdevin\b/i,
  /devin-ai-integration/i,
  /\bcursor(agent)?\b/i,
  /@cursor\.(com|sh)>/i,
  /\bopenhands\b/i,
  /@all-hands\.dev>/i,
  /\bsweep(-ai)?\b/i,
  /\bjules\b/i,
  /\baider\b/i,
];

export interface AuthorInputs {
  commits: readonly CommitInfo[];
  headBranch?: string;
  prAuthor?: string;
  labels?: string[];
}

export function detectAuthor(inputs: AuthorInputs, config: Config): AuthorInfo {
  const signals: AuthorSignal[] = [];
  const agents = agentMatcher(config);

  if (inputs.prAuthor && agents.isLogin(inputs.prAuthor)) {
    signals.push({ kind: 'pr-author', detail: `pull request opened by ${inputs.prAuthor}` });
  }

  for (const commit of inputs.commits) {
    const trailer = agents.coAuthor(commit.message);
    if (trailer) {
      signals.push({
        kind: 'co-author-trailer',
        detail: `commit ${commit.sha.slice(0, 7)}: Co-authored-by: ${trailer}`,
      });
    }
    if (agents.isIdentity(commit.authorName, commit.authorEmail)) {
      signals.push({
        kind: 'commit-author',
        detail: `commit ${commit.sha.slice(0, 7)} authored by ${commit.authorName}`,
      });
    }
  }

  const branch = inputs.headBranch;
  if (branch) {
    const prefix = [...AGENT_BRANCH_PREFIXES, ...config.agents.branchPrefixes].find((p) => branch.startsWith(p));
    if (prefix) signals.push({ kind: 'branch-prefix', detail: `branch ${branch} starts with ${prefix}` });
  }

  const agentLabels = new Set(config.agents.labels.map((l) => l.toLowerCase()));
  for (const label of inputs.labels ?? []) {
    if (agentLabels.has(label.toLowerCase())) signals.push({ kind: 'label', detail: `label ${label}` });
  }

  return { kind: signals.length > 0 ? 'agent' : 'human', signals: dedupe(signals) };
}

/** Tells coding agents' accounts and trailers: the built-in ones and the config's. */
export interface AgentMatcher {
  /** A GitHub login of a coding agent (with or without `[bot]`). */
  isLogin(login: string): boolean;
  /** A commit author or committer that is a coding agent: by name, or by its GitHub no-reply address. */
  isIdentity(name: string, email: string): boolean;
  /** The first Co-authored-by trailer of the message that names a coding agent. */
  coAuthor(message: string): string | undefined;
}

export function agentMatcher(config: Config): AgentMatcher {
  const logins = new Set([...AGENT_LOGINS, ...config.agents.logins].map(normaliseLogin));
  const patterns = [
    ...AGENT_CO_AUTHORS,
    ...config.agents.coAuthorPatterns.map((p) => new RegExp(escapeRegExp(p), 'i')),
  ];
  const isLogin = (login: string) => logins.has(normaliseLogin(login));
  return {
    isLogin,
    isIdentity: (name, email) => {
      const login = noReplyLogin(email);
      return isLogin(name) || (login !== undefined && isLogin(login));
    },
    coAuthor: (message) => coAuthorTrailers(message).find((t) => patterns.some((re) => re.test(t))),
  };
}

/** The login of a GitHub no-reply address (`123+name@users.noreply.github.com`). */
export function noReplyLogin(email: string): string | undefined {
  return email.match(/^(?:\d+\+)?([^@]+)@users\.noreply\.github\.com$/i)?.[1];
}

function normaliseLogin(login: string): string {
  return login
    .trim()
    .toLowerCase()
    .replace(/\[bot\]$/, '');
}

export function coAuthorTrailers(message: string): string[] {
  const out: string[] = [];
  for (const line of message.split(/\r?\n/)) {
    const m = line.match(/^\s*co-authored-by:\s*(.+?)\s*$/i);
    if (m) out.push(m[1]);
  }
  return out;
}

function dedupe(signals: AuthorSignal[]): AuthorSignal[] {
  const seen = new Set<string>();
  return signals.filter((s) => {
    const key = `${s.kind}:${s.detail}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
