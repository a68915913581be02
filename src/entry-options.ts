import type { Worker } from 'node:worker_threads';

/** What an entry point (dist/cli.js, dist/index.js) hands the bundle it runs. */
export interface EntryOptions {
  /** The tree thread's worker, started before the bundle loaded (src/bin/early-worker.ts). */
  treeWorker?: Worker;
  /**
   * False: the trees are read on the main thread. The entry point compiled the bundles from
   * V8's code cache, and a worker thread beside code compiled from that cache crashed V8
   * (SIGSEGV in optimized code of the main thread, about one check in twenty on Node 20).
   */
  treeThread?: boolean;
}
