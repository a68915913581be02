import type { Worker } from 'node:worker_threads';

/** What an entry point (dist/cli.js, dist/index.js) hands the bundle it runs. */
export interface EntryOptions {
  /** The tree thread's worker, started before the bundle loaded (src/bin/early-worker.ts). */
  treeWorker?: Worker;
}
