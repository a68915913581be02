// The thread that reads a tree whole (whole-tree.ts) while the run's thread loads the
// TypeScript compiler: its answer's buffers are transferred, not copied.
import { parentPort, workerData } from 'node:worker_threads';
import { readTreeWhole, type WholeTreeRead, type WholeTreeRequest } from './whole-tree';

let answer: { read: WholeTreeRead } | { error: string };
try {
  answer = { read: readTreeWhole(workerData as WholeTreeRequest) };
} catch (err) {
  answer = { error: err instanceof Error ? err.message : String(err) };
}
parentPort!.postMessage(answer, 'read' in answer ? transfers(answer.read) : []);

function transfers(read: WholeTreeRead): ArrayBuffer[] {
  const buffers = [read.listing, read.blobs, read.starts, read.sizes, ...(read.index ? Object.values(read.index) : [])]
    .filter((v): v is Uint8Array | Int32Array => ArrayBuffer.isView(v))
    .map((v) => v.buffer)
    .filter((b): b is ArrayBuffer => b instanceof ArrayBuffer);
  return [...new Set(buffers)];
}
