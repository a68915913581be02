// A whole tree read on another thread (tree-worker.ts): `git ls-tree` and `git cat-file`
// run from there, and the tree's word index (`RunIndex`) is built there, on the second
// core, while this thread loads the TypeScript compiler. This thread gets the listing and
// the blobs in memory both threads share, then the index when it first searches. On a
// 20,000-file tree that takes the listing (~35 ms) and the index (~55 ms) off this
// thread; on dub's 4,400 files, ~60 and ~150 ms (docs/benchmarks.md).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { MessageChannel, receiveMessageOnPort, Worker, type MessagePort } from 'node:worker_threads';
import { DeadlineExceeded, type Deadline, watchThreadChildren } from './processes';
import { RunIndex, type RunIndexState } from './run-index';
import { removeScratchDir, scratchDir } from './scratch';

export interface TreeThreadData {
  dir: string;
  rev: string;
  deadlineAt: number;
  env: NodeJS.ProcessEnv;
  /** Where git's input and output go (this thread removes it, see scratch.ts). */
  scratch: string;
  indexPort: MessagePort;
  /** [0]: 0 while the index is being built, 1 once sent, 2 when it will not come. */
  signal: Int32Array;
  /** The pids of the thread's git processes (0: none), which `killChildren` stops. */
  pids: Int32Array;
}

/** The tree's blobs (`places`: see `placeBlobs`), or why they were not read. */
export type TreeThreadRead =
  | { kind: 'read'; blobs: Buffer; places: Int32Array }
  | { kind: 'too-large' }
  | { kind: 'failed'; message: string; deadline?: string };

/** What the thread sends: the tree's `git ls-tree -r -z --long` listing as soon as git gave it, then the read. */
export type TreeThreadMessage = { kind: 'listed'; lsTree: Uint8Array } | TreeThreadRead;

export type TreeThreadIndex = { state: RunIndexState; failed?: undefined } | { state?: undefined; failed: string };

/** An index another thread builds: taken when it has come, or waited for. */
export interface OfferedIndex {
  /** The index if it has come (never waits). */
  ready(): RunIndex | undefined;
  /** Waits for the index, at most until the deadline; undefined when it will not come. */
  wait(): RunIndex | undefined;
}

/** Longest wait for an index, where the run has no deadline: building one takes well under a second. */
const MAX_INDEX_WAIT_MS = 60_000;

let script: string | undefined | null = null;

/**
 * The worker's script: dist/tree-worker.js beside the bundle that runs (cli-main.js,
 * index-main.js); none when the gate runs from its sources (tests), or when
 * `AGENT_GATE_TREE_THREAD=0`: the tree is then read on this thread.
 */
function workerScript(): string | undefined {
  if (script === null) {
    const path = join(__dirname, 'tree-worker.js');
    script = process.env.AGENT_GATE_TREE_THREAD !== '0' && existsSync(path) ? path : undefined;
  }
  return script;
}

/** A worker of the tree thread's script started before the run (`offerTreeWorker`), not taken yet. */
let offered: Worker | undefined;

/**
 * Gives the next `TreeThread.start` a worker of dist/tree-worker.js that is already
 * starting: the entry points start one before they load their bundle, so that its
 * start-up (~50 ms) is over when the run knows the tree it reads first.
 */
export function offerTreeWorker(worker: Worker): void {
  worker.unref();
  void offered?.terminate();
  offered = worker;
}

/** The worker script to use (undefined: none, the tree is read on this thread); for tests, and for an entry point that turns the thread off. */
export function useTreeWorkerScript(path: string | undefined): void {
  script = path;
}

export interface TreeThreadJob {
  /** The tree's listing, before its blobs are read; undefined when the thread did not list it. */
  listed: Promise<Buffer | undefined>;
  read: Promise<TreeThreadRead>;
  index: OfferedIndex;
}

/**
 * The thread, started with the check (its start-up, ~50 ms, passes while this thread
 * resolves the revisions and reads the change) and idle until it is given one tree to read.
 * It never keeps the gate alive: it is referenced only while this thread awaits the read.
 */
export class TreeThread {
  private used = false;

  private constructor(
    private readonly worker: Worker,
    private readonly dir: string,
  ) {
    worker.unref();
  }

  /** The thread for a repository; undefined when no worker script is at hand. */
  static start(dir: string): TreeThread | undefined {
    const file = workerScript();
    const early = offered;
    offered = undefined;
    if (!file) {
      void early?.terminate();
      return undefined;
    }
    return new TreeThread(early ?? new Worker(file), dir);
  }

  /** Reads the tree of `rev` there; undefined once the thread has read one (it reads one). */
  read(rev: string, deadline: Deadline): TreeThreadJob | undefined {
    if (this.used) return undefined;
    this.used = true;
    const { worker } = this;
    const { port1, port2 } = new MessageChannel();
    const signal = new Int32Array(new SharedArrayBuffer(4));
    const pids = new Int32Array(new SharedArrayBuffer(8));
    const scratch = scratchDir();
    // the environment as a plain object (a test runner's may be one that cannot be cloned)
    const env = { ...process.env };
    const job: TreeThreadData = {
      dir: this.dir,
      rev,
      deadlineAt: deadline.at,
      env,
      scratch,
      indexPort: port2,
      signal,
      pids,
    };
    try {
      worker.postMessage(job, [port2]);
    } catch {
      removeScratchDir(scratch);
      void worker.terminate();
      return undefined;
    }
    const forget = watchThreadChildren(pids);
    worker.once('exit', forget);
    worker.ref();
    let listedNow: (lsTree: Buffer | undefined) => void = () => undefined;
    const listed = new Promise<Buffer | undefined>((resolve) => (listedNow = resolve));
    const read = new Promise<TreeThreadRead>((resolve, reject) => {
      const onMessage = (message: TreeThreadMessage) => {
        if (message.kind === 'listed') {
          // a Buffer arrives as the bytes it views (shared memory, not copied)
          const { buffer, byteOffset, length } = message.lsTree;
          listedNow(Buffer.from(buffer, byteOffset, length));
          return;
        }
        worker.off('message', onMessage);
        listedNow(undefined);
        removeScratchDir(scratch);
        // the index is waited for synchronously (`wait`), if at all
        worker.unref();
        if (message.kind === 'failed') {
          reject(message.deadline ? new DeadlineExceeded(message.deadline) : new Error(message.message));
        } else resolve(message);
      };
      worker.on('message', onMessage);
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`the tree's thread ended (exit ${code})`)));
    });
    read.catch(() => listedNow(undefined));
    return { listed, read, index: offeredIndex(port1, signal, deadline) };
  }
}

function offeredIndex(port: MessagePort, signal: Int32Array, deadline: Deadline): OfferedIndex {
  let index: RunIndex | undefined;
  let settled = false;
  const take = (): RunIndex | undefined => {
    if (settled) return index;
    const message = receiveMessageOnPort(port)?.message as TreeThreadIndex | undefined;
    if (!message) return undefined;
    settled = true;
    port.close();
    if (message.state) index = new RunIndex(message.state);
    return index;
  };
  return {
    ready: () => (settled || Atomics.load(signal, 0) !== 0 ? take() : undefined),
    wait: () => {
      if (!settled && Atomics.load(signal, 0) === 0) {
        Atomics.wait(signal, 0, 0, Math.min(deadline.remainingMs(), MAX_INDEX_WAIT_MS));
      }
      const found = take();
      settled = true;
      return found;
    },
  };
}
