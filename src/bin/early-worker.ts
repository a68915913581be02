// The tree thread's worker (src/git/tree-thread.ts), started by an entry point before it
// loads its bundle: the worker's start-up (~50 ms on two cores) then passes while the bundle
// loads, and the thread can read the head's tree as soon as the run knows its commit.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';

/** The worker beside this entry point (dist/tree-worker.js), or none when it is off, absent or cannot start. */
export function startTreeWorker(dir: string, env: NodeJS.ProcessEnv): Worker | undefined {
  const script = join(dir, 'tree-worker.js');
  if (env.AGENT_GATE_TREE_THREAD === '0' || !existsSync(script)) return undefined;
  try {
    const worker = new Worker(script);
    // it never keeps the process alive: a run that reads no tree ends as it would without it
    worker.unref();
    return worker;
  } catch {
    return undefined;
  }
}
