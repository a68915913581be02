import { run } from './main';

// The only place that touches the process: the exit status comes back from run().
void run().then(
  (result) => {
    process.exitCode = result.exitCode;
  },
  (err: unknown) => {
    process.stderr.write(`agent-gate: ${(err as Error)?.stack ?? String(err)}\n`);
    process.exitCode = 2;
  },
);
