import { parseArgs } from 'node:util';
import { didYouMean } from '../core/suggest';
import { UsageError } from '../git/git';
import { FORMATS } from '../reporters';
import { VERSION } from '../version';

/** The CLI's commands, with the line the help gives each. */
export const COMMANDS = {
  check: 'analyse the change base...head of a git repository',
  rules: 'list the rules with their severities, for every pull request and for agent-authored ones',
  init: 'write .github/workflows/agent-gate.yml and a starter .github/agent-gate.yml for the repository',
} as const;
export type Command = keyof typeof COMMANDS;

interface FlagSpec {
  type: 'string' | 'boolean';
  /** The value's placeholder in the help. */
  value?: string;
  multiple?: boolean;
  short?: string;
  /** The commands that take the flag; none: every command. */
  commands?: readonly Command[];
  /** The help line; one per command where they differ. */
  help: string | { readonly [C in Command]?: string };
}

/**
 * Every flag of the CLI, in the order of the help. One table owns the names, which
 * commands take them and their help; `parseCommandLine` and `helpText` read it.
 */
export const FLAGS = {
  repo: {
    type: 'string',
    value: 'DIR',
    commands: ['check', 'init'],
    help: { check: 'the git repository to analyse (default: .)', init: 'the git repository to set up (default: .)' },
  },
  base: {
    type: 'string',
    value: 'REV',
    commands: ['check'],
    help: 'base revision (default: merge base of head with origin/HEAD, origin/main, origin/master, main or master)',
  },
  head: { type: 'string', value: 'REV', commands: ['check'], help: 'head revision (default: HEAD)' },
  branch: {
    type: 'string',
    value: 'NAME',
    commands: ['check'],
    help: 'head branch name, for agent detection (default: the branch at head)',
  },
  format: {
    type: 'string',
    value: 'FORMAT',
    commands: ['check', 'rules'],
    help: { check: `${FORMATS.join(' | ')} (default: text)`, rules: 'text | json (default: text)' },
  },
  output: { type: 'string', value: 'FILE', commands: ['check'], help: 'write the report to FILE instead of stdout' },
  config: {
    type: 'string',
    value: 'FILE',
    commands: ['check'],
    help: 'config file on disk (default: .github/agent-gate.yml, else .yaml, of the base revision)',
  },
  rule: { type: 'string', value: 'ID', multiple: true, commands: ['check'], help: 'run only this rule (repeatable)' },
  'stripe-mock': {
    type: 'string',
    value: 'URL',
    commands: ['check'],
    help: 'replay Stripe calls against a stripe-mock server',
  },
  quiet: { type: 'boolean', commands: ['check'], help: 'report blocking findings only' },
  'max-warnings': {
    type: 'string',
    value: 'N',
    commands: ['check'],
    help: 'exit 1 also when there are more than N warnings',
  },
  timing: { type: 'boolean', commands: ['check'], help: "print where the run's time went (phases, rules) to stderr" },
  fix: {
    type: 'boolean',
    commands: ['check'],
    help: 'write the fixes that are certain into the work tree (at the head revision) and report what remains',
  },
  'fix-dry-run': {
    type: 'boolean',
    commands: ['check'],
    help: 'print the fixes as one patch (git apply takes it at head) and write nothing',
  },
  force: { type: 'boolean', commands: ['init'], help: 'overwrite files that exist' },
  debug: { type: 'boolean', help: 'print stack traces of internal errors' },
  help: { type: 'boolean', short: 'h', help: 'print this help' },
  version: { type: 'boolean', short: 'v', help: 'print the version' },
} as const satisfies Record<string, FlagSpec>;

export type FlagName = keyof typeof FLAGS;
type ValueOf<S> = S extends { type: 'boolean' } ? boolean : S extends { multiple: true } ? string[] : string;
export type FlagValues = { -readonly [K in FlagName]?: ValueOf<(typeof FLAGS)[K]> };

export interface CommandLine {
  /** Undefined when none was given (the help is printed). */
  command?: Command;
  values: FlagValues;
}

const SPECS: Record<string, FlagSpec> = FLAGS;

/**
 * Reads the command line against the table. Every mistake is a `UsageError` of one line
 * (unknown command or flag with a did-you-mean, a flag of another command, a missing or
 * unexpected value, a stray argument), found before any work. A flag given twice keeps
 * its last value.
 */
export function parseCommandLine(argv: readonly string[]): CommandLine {
  const { tokens } = parseArgs({
    args: [...argv],
    options: Object.fromEntries(
      Object.entries(SPECS).map(([name, s]) => [
        name,
        { type: s.type, ...(s.multiple ? { multiple: true } : {}), ...(s.short ? { short: s.short } : {}) },
      ]),
    ),
    strict: false,
    allowPositionals: true,
    tokens: true,
  });
  const positionals = tokens.filter((t) => t.kind === 'positional').map((t) => t.value);
  const options = tokens.filter((t) => t.kind === 'option');
  const values: Record<string, string | string[] | boolean> = {};
  for (const t of options) if (t.name === 'help' || t.name === 'version') values[t.name] = true;
  if (values.help || values.version) return { command: undefined, values: values as FlagValues };

  const [name, stray] = positionals;
  if (name !== undefined && !(name in COMMANDS)) {
    throw new UsageError(`unknown command "${name}"${didYouMean(name, Object.keys(COMMANDS))} (see agent-gate --help)`);
  }
  const command = name as Command | undefined;

  for (const t of options) {
    const spec = SPECS[t.name];
    const takes = (s: FlagSpec) => !s.commands || !command || s.commands.includes(command);
    if (!spec) {
      const known = Object.entries(SPECS)
        .filter(([, s]) => takes(s))
        .map(([n]) => `--${n}`);
      throw new UsageError(`unknown option ${t.rawName}${didYouMean(t.rawName, known)} (see agent-gate --help)`);
    }
    if (!takes(spec)) {
      throw new UsageError(`${t.rawName} is an option of ${spec.commands!.join(' and ')}, not of ${command}`);
    }
    if (spec.type === 'boolean') {
      if (t.inlineValue) throw new UsageError(`${t.rawName} takes no value`);
      values[t.name] = true;
      continue;
    }
    const value = t.value;
    if (value === undefined || value === '' || (!t.inlineValue && value.startsWith('-') && value !== '-')) {
      throw new UsageError(`${t.rawName} needs a value${spec.value ? ` (${t.rawName} ${spec.value})` : ''}`);
    }
    if (spec.multiple) values[t.name] = [...((values[t.name] as string[] | undefined) ?? []), value];
    else values[t.name] = value; // the last one wins, as in most CLIs (a script can append an override)
  }
  // After the options: an unknown flag takes no value, so its value shows up as a stray argument.
  if (stray !== undefined) throw new UsageError(`unexpected argument "${stray}" (see agent-gate --help)`);
  return { command, values: values as FlagValues };
}

/** The help, from the tables. */
export function helpText(): string {
  const flagLine = (name: string, s: FlagSpec, command?: Command) => {
    const left = `  ${s.short ? `-${s.short}, ` : ''}--${name}${s.value ? ` ${s.value}` : ''}`;
    const help = typeof s.help === 'string' ? s.help : (s.help[command!] ?? '');
    return `${left.padEnd(24)} ${help}`;
  };
  const commandLines = Object.entries(COMMANDS).map(([c, what]) => `  agent-gate ${c.padEnd(8)} ${what}`);
  const sections = (Object.keys(COMMANDS) as Command[]).map((c) => {
    const lines = Object.entries(SPECS)
      .filter(([, s]) => s.commands?.includes(c))
      .map(([n, s]) => flagLine(n, s, c));
    return `Options of ${c}:\n${lines.join('\n')}`;
  });
  const general = Object.entries(SPECS)
    .filter(([, s]) => !s.commands)
    .map(([n, s]) => flagLine(n, s));
  return [
    `agent-gate ${VERSION}: finds the cross-layer gaps coding agents leave in pull requests.`,
    '',
    'Usage:',
    ...commandLines,
    '',
    ...sections.flatMap((s) => [s, '']),
    `General options:\n${general.join('\n')}`,
    '',
    'Exit codes: 0 no blocking finding, 1 blocking findings, 2 usage, config or internal error.',
    '',
  ].join('\n');
}
