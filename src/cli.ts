import { checkCommandOf, runCheckCommand } from './cli/check';
import { helpText, parseCommandLine } from './cli/flags';
import { runInitCommand } from './cli/init';
import type { CliIo } from './cli/io';
import { renderRuleList } from './cli/rules';
import { ConfigError } from './core/config';
import type { EntryOptions } from './entry-options';
import { redactSecrets } from './core/redact';
import { GitError, UsageError } from './git/git';
import { stopChildrenOnSignals } from './git/processes';
import { offerTreeWorker, useTreeWorkerScript } from './git/tree-thread';
import { ALL_RULES } from './rules';
import { VERSION } from './version';

export type { CliIo } from './cli/io';

/** Runs the CLI and returns its exit code; all I/O goes through `io`. */
export async function main(argv: string[], io: CliIo): Promise<number> {
  let debug = argv.includes('--debug');
  try {
    const { command, values } = parseCommandLine(argv);
    debug = values.debug ?? false;
    if (values.version) {
      io.stdout(`${VERSION}\n`);
      return 0;
    }
    if (values.help || !command) {
      io.stdout(helpText());
      return values.help ? 0 : 2;
    }
    switch (command) {
      case 'rules':
        io.stdout(renderRuleList(ALL_RULES, values.format ?? 'text'));
        return 0;
      case 'init':
        return runInitCommand({ repoDir: values.repo ?? '.', force: values.force ?? false }, io);
      case 'check':
        return await runCheckCommand(checkCommandOf(values), io);
    }
  } catch (err) {
    const lines = redactSecrets(describeError(err)).split('\n');
    io.stderr(lines.map((line) => `agent-gate: ${line}\n`).join(''));
    if (debug && err instanceof Error && err.stack) io.stderr(`${redactSecrets(err.stack)}\n`);
    return 2;
  }
}

/** A known error's message (one line; a config error one line per problem), else "internal error". */
function describeError(err: unknown): string {
  if (err instanceof UsageError || err instanceof ConfigError || err instanceof GitError) return err.message;
  const message = err instanceof Error ? err.message : String(err);
  return `internal error: ${message.split('\n')[0]} (re-run with --debug for details)`;
}

/**
 * Runs the CLI on this process: arguments, standard streams, exit code. A reader that
 * closes the pipe early (`agent-gate rules | head -1`) is not an error: output stops
 * there and the exit code is the command's own (a closed pipe does not pass a failing check).
 */
export function runCli(options: EntryOptions = {}): void {
  stopChildrenOnSignals();
  if (options.treeThread === false) useTreeWorkerScript(undefined);
  if (options.treeWorker) offerTreeWorker(options.treeWorker);
  const closed = { stdout: false, stderr: false };
  for (const name of ['stdout', 'stderr'] as const) {
    process[name].on('error', (err: NodeJS.ErrnoException) => {
      closed[name] = true;
      if (err.code === 'EPIPE') return;
      if (name === 'stdout' && !closed.stderr)
        process.stderr.write(`agent-gate: cannot write the output: ${err.message}\n`);
      process.exitCode = 2;
    });
  }
  main(process.argv.slice(2), {
    stdout: (t) => {
      if (!closed.stdout) process.stdout.write(t);
    },
    stderr: (t) => {
      if (!closed.stderr) process.stderr.write(t);
    },
    isTTY: Boolean(process.stdout.isTTY),
    env: process.env,
  }).then(
    (code) => {
      if (process.exitCode === undefined || process.exitCode === 0) process.exitCode = code;
    },
    (err: unknown) => {
      if (!closed.stderr) process.stderr.write(`agent-gate: internal error: ${String(err)}\n`);
      process.exitCode = 2;
    },
  );
}
