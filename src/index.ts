import type { EntryOptions } from './entry-options';
import { stopChildrenOnSignals } from './git/processes';
import { offerTreeWorker, useTreeWorkerScript } from './git/tree-thread';
import { run } from './main';

/** Runs the Action on this process; the only place that touches it: the exit status comes back from run(). */
export function runAction(options: EntryOptions = {}): void {
  stopChildrenOnSignals();
  if (options.treeThread === false) useTreeWorkerScript(undefined);
  if (options.treeWorker) offerTreeWorker(options.treeWorker);
  void run().then(
    (result) => {
      process.exitCode = result.exitCode;
    },
    (err: unknown) => {
      process.stderr.write(`agent-gate: ${(err as Error)?.stack ?? String(err)}\n`);
      process.exitCode = 2;
    },
  );
}
