// Folders in the OS temp folder where git's background processes (this thread's and the
// tree thread's) write what they answer: a file, not a pipe, so git never waits for a
// reader that is busy. Each is removed once its answer has been read, and those still
// there when the process exits: a gate stopped by a signal (`stopChildrenOnSignals`
// exits) leaves none. Their names carry the process id, so that what one process left
// behind is told from what another is using.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const scratchDirs = new Set<string>();
let removedAtExit = false;

export function scratchDir(): string {
  if (!removedAtExit) process.once('exit', removeScratchDirs);
  removedAtExit = true;
  const dir = mkdtempSync(join(tmpdir(), `agent-gate-git-${process.pid}-`));
  scratchDirs.add(dir);
  return dir;
}

export function removeScratchDir(dir: string): void {
  scratchDirs.delete(dir);
  rmSync(dir, { recursive: true, force: true });
}

function removeScratchDirs(): void {
  for (const dir of scratchDirs) rmSync(dir, { recursive: true, force: true });
  scratchDirs.clear();
}
