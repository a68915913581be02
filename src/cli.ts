import { stopChildrenOnSignals } from './git/processes';
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { ConfigError } from './core/config';
import { quietReport, warningsOverLimit } from './core/noise';
import { redactSecrets } from './core/redact';
import { enableTiming, timingTable } from './core/timing';
import { runCheck } from './core/run';
import { GitError, UsageError } from './git/git';
import { FORMATS, isFormat, REPORTERS } from './reporters';
import { ALL_RULES } from './rules';
import { VERSION } from './version';

const HELP = `agent-gate ${VERSION}: finds the cross-layer gaps coding agents leave in pull requests.

Usage:
  agent-gate check [options]     analyse the change base...head of a git repository
  agent-gate rules               list the rules with their default severities
  agent-gate --version

Options of check:
  --repo DIR            repository to analyse (default: .)
  --base REV            base revision (default: merge base of head with origin/HEAD,
                        origin/main, origin/master, main or master)
  --head REV            head revision (default: HEAD)
  --branch NAME         head branch name, for agent detection (default: the branch at head)
  --format FORMAT       ${FORMATS.join(' | ')} (default: text)
  --output FILE         write the report to FILE instead of stdout
  --config FILE         config file (default: .github/agent-gate.yml of the base revision)
  --rule ID             run only this rule (repeatable)
  --stripe-mock URL     replay Stripe calls against a stripe-mock server
  --quiet               report blocking findings only
  --max-warnings N      exit 1 when there are more than N warnings
  --timing              print where the run's time went (phases, rules) to stderr
  --debug               print stack traces of internal errors

Exit codes: 0 no blocking finding, 1 blocking findings (or more warnings than
--max-warnings), 2 usage or internal error.
`;

export interface CliIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  isTTY: boolean;
  env: NodeJS.ProcessEnv;
}

/** Runs the CLI and returns its exit code; all I/O goes through `io`. */
export async function main(argv: string[], io: CliIo): Promise<number> {
  let debug = argv.includes('--debug');
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        repo: { type: 'string', default: '.' },
        base: { type: 'string' },
        head: { type: 'string', default: 'HEAD' },
        branch: { type: 'string' },
        format: { type: 'string', default: 'text' },
        output: { type: 'string' },
        config: { type: 'string' },
        rule: { type: 'string', multiple: true },
        'stripe-mock': { type: 'string' },
        quiet: { type: 'boolean', default: false },
        'max-warnings': { type: 'string' },
        debug: { type: 'boolean', default: false },
        timing: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
        version: { type: 'boolean', short: 'v', default: false },
      },
    });
    debug = values.debug ?? false;
    if (values.version) {
      io.stdout(`${VERSION}\n`);
      return 0;
    }
    const command = positionals[0];
    if (values.help || !command) {
      io.stdout(HELP);
      return command || values.help ? 0 : 2;
    }
    if (command === 'rules') {
      for (const r of ALL_RULES)
        io.stdout(`${r.meta.id.padEnd(34)} ${r.meta.defaultSeverity.padEnd(9)} ${r.meta.description}\n`);
      return 0;
    }
    if (command !== 'check') throw new UsageError(`unknown command "${command}" (try: agent-gate check --help)`);
    if (positionals.length > 1) throw new UsageError(`unexpected argument "${positionals[1]}"`);
    const format = values.format ?? 'text';
    if (!isFormat(format)) throw new UsageError(`--format ${format}: expected one of ${FORMATS.join(', ')}`);
    const stripeMockUrl = values['stripe-mock'];
    if (stripeMockUrl !== undefined && !/^https?:\/\/[^/\s]+/.test(stripeMockUrl)) {
      throw new UsageError(`--stripe-mock ${stripeMockUrl}: expected a URL like http://127.0.0.1:12111`);
    }
    const maxWarnings = values['max-warnings'];
    if (maxWarnings !== undefined && !/^\d+$/.test(maxWarnings)) {
      throw new UsageError(`--max-warnings ${maxWarnings}: expected a whole number such as 0 or 10`);
    }

    if (values.timing) enableTiming();
    const report = await runCheck({
      repoDir: values.repo ?? '.',
      base: values.base,
      head: values.head,
      headBranch: values.branch,
      configFile: values.config,
      onlyRules: values.rule,
      options: { stripeMockUrl },
    });
    const shown = values.quiet ? quietReport(report) : report;
    const rendered = REPORTERS[format](shown, {
      color: format === 'text' && io.isTTY && !io.env.NO_COLOR && !values.output,
    });
    if (values.output) writeFileSync(values.output, rendered);
    else io.stdout(rendered);
    if (values.timing) io.stderr(timingTable());
    const overLimit = warningsOverLimit(report, maxWarnings === undefined ? undefined : Number(maxWarnings));
    if (overLimit > 0) {
      io.stderr(`agent-gate: ${Number(maxWarnings) + overLimit} warnings, more than --max-warnings ${maxWarnings}\n`);
    }
    return report.verdict === 'fail' || overLimit > 0 ? 1 : 0;
  } catch (err) {
    io.stderr(`agent-gate: ${redactSecrets(describeError(err))}\n`);
    if (debug && err instanceof Error && err.stack) io.stderr(`${redactSecrets(err.stack)}\n`);
    return 2;
  }
}

function describeError(err: unknown): string {
  if (err instanceof UsageError || err instanceof ConfigError || err instanceof GitError) return err.message;
  // by code, not instanceof: the TypeError may come from another realm (vm contexts, jest)
  if (
    typeof (err as NodeJS.ErrnoException)?.code === 'string' &&
    (err as NodeJS.ErrnoException).code!.startsWith('ERR_PARSE_ARGS')
  ) {
    return `${(err as Error).message} (see agent-gate --help)`;
  }
  const message = err instanceof Error ? err.message : String(err);
  return `internal error: ${message.split('\n')[0]} (re-run with --debug for details)`;
}

/** Runs the CLI on this process: arguments, standard streams, exit code. */
export function runCli(): void {
  stopChildrenOnSignals();
  main(process.argv.slice(2), {
    stdout: (t) => process.stdout.write(t),
    stderr: (t) => process.stderr.write(t),
    isTTY: Boolean(process.stdout.isTTY),
    env: process.env,
  }).then(
    (code) => {
      process.exitCode = code;
    },
    (err: unknown) => {
      process.stderr.write(`agent-gate: internal error: ${String(err)}\n`);
      process.exitCode = 2;
    },
  );
}
