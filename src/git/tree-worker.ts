// The thread that reads a whole tree for `GitRepo` (see tree-thread.ts): git lists the tree
// and reads its blobs here, and the tree's word index is built here, while the main thread
// loads the TypeScript compiler and parses the change. Built to dist/tree-worker.js.
import { closeSync, fstatSync, openSync, readSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parentPort } from 'node:worker_threads';
import { listingOf, lsTreeArgs } from './ls-tree';
import { Deadline, DeadlineExceeded, startBounded } from './processes';
import { stateBuffers } from './run-index';
import { BlobStore, placeBlobs } from './tree-text';
import type { TreeThreadData, TreeThreadIndex, TreeThreadMessage, TreeThreadRead } from './tree-thread';

let indexSent = false;

/**
 * Runs git to its end and returns what it wrote, in memory both threads see (this one
 * indexes it, the main thread keeps it). Its pid sits in `data.pids[slot]` meanwhile, for
 * the main thread's `killChildren`. Input and output go through files in the main thread's
 * scratch folder: git never waits on a pipe for a thread to drain it.
 */
function git(data: TreeThreadData, args: string[], slot: number, input?: Buffer): Promise<Buffer> {
  const deadline = new Deadline(data.deadlineAt);
  const env = { ...data.env, GIT_TERMINAL_PROMPT: '0', LC_ALL: 'C' };
  const outPath = join(data.scratch, `out-${slot}`);
  const out = openSync(outPath, 'w+');
  let inFd: number | 'ignore' = 'ignore';
  if (input) {
    writeFileSync(join(data.scratch, `in-${slot}`), input);
    inFd = openSync(join(data.scratch, `in-${slot}`), 'r');
  }
  const what = `git ${args[0]}`;
  return new Promise<Buffer>((resolve, reject) => {
    let stderr = '';
    let settled = false;
    const settle = (outcome: () => Buffer) => {
      if (settled) return;
      settled = true;
      try {
        resolve(outcome());
      } catch (err) {
        reject(err as Error);
      }
    };
    const child = startBounded(
      'git',
      ['-c', 'core.quotepath=off', ...args],
      { cwd: data.dir, env, stdio: [inFd, out, 'pipe'] },
      deadline,
      () =>
        settle(() => {
          throw new DeadlineExceeded(what);
        }),
    );
    if (child.pid !== undefined) Atomics.store(data.pids, slot, child.pid);
    child.stderr?.on('data', (d: Buffer) => (stderr += d.toString('utf8')));
    child.on('error', (err) =>
      settle(() => {
        throw err;
      }),
    );
    child.on('close', (code) => {
      Atomics.store(data.pids, slot, 0);
      settle(() => {
        if (deadline.passed()) throw new DeadlineExceeded(what);
        if (code !== 0) throw new Error(`${what}: ${stderr.trim().split('\n')[0] || `exit ${code}`}`);
        const bytes = Buffer.from(new SharedArrayBuffer(fstatSync(out).size));
        for (let at = 0; at < bytes.length;) {
          const read = readSync(out, bytes, at, bytes.length - at, at);
          if (read === 0) throw new Error(`${what}: its answer ended early`);
          at += read;
        }
        return bytes;
      });
    });
  }).finally(() => {
    closeSync(out);
    if (inFd !== 'ignore') closeSync(inFd);
  });
}

function sendIndex(data: TreeThreadData, message: TreeThreadIndex, transfer: ArrayBuffer[] = []): void {
  if (indexSent) return;
  indexSent = true;
  data.indexPort.postMessage(message, transfer);
  // the main thread may be waiting for it (`Atomics.wait`)
  Atomics.store(data.signal, 0, message.state ? 1 : 2);
  Atomics.notify(data.signal, 0);
}

async function read(data: TreeThreadData): Promise<void> {
  const lsTree = await git(data, lsTreeArgs(data.rev), 0);
  // the listing first: the main thread indexes it while git reads the blobs
  parentPort!.postMessage({ kind: 'listed', lsTree } satisfies TreeThreadMessage);
  const store = new BlobStore();
  const request = store.request(lsTree);
  if (request === undefined) {
    parentPort!.postMessage({ kind: 'too-large' } satisfies TreeThreadRead);
    sendIndex(data, { failed: 'too large' });
    return;
  }
  const blobs = request.length > 0 ? await git(data, ['cat-file', '--batch', '--buffer'], 1, request) : Buffer.alloc(0);
  const places = placeBlobs(lsTree, blobs);
  parentPort!.postMessage({ kind: 'read', blobs, places } satisfies TreeThreadRead);
  // The same tree the main thread makes of the same bytes (`GitRepo.heldFromThread`), so
  // the index's file numbers are its text files'.
  const state = store.adopt(listingOf(lsTree), blobs, places).wordIndex().state();
  sendIndex(data, { state }, stateBuffers(state));
}

// One tree per thread: the main thread sends it when it needs it.
parentPort!.once('message', (data: TreeThreadData) => {
  // however this thread ends, the main thread stops waiting for the index
  process.on('exit', () => sendIndex(data, { failed: 'the thread ended' }));
  read(data).catch((err: unknown) => {
    const message = err instanceof Error ? err.message : String(err);
    parentPort!.postMessage({
      kind: 'failed',
      message,
      deadline: err instanceof DeadlineExceeded ? err.what : undefined,
    } satisfies TreeThreadRead);
    sendIndex(data, { failed: message });
  });
});
