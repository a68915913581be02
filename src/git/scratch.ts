// Folders in the OS temp folder where git's background processes write what they answer
// (a file, not a pipe: git never waits for a reader that is busy). Each is removed when its
// answer has been read, and any left when the process exits.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const scratchDirs = new Set<string>();
let removedAtExit = false;

export function scratchDir(): string {
  if (!removedAtExit) process.once('exit', removeScratchDirs);
  removedAtExit = true;
  const dir = mkdtempSync(join(tmpdir(), 'agent-gate-git-'));
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
