// A temporary folder for everything a test run writes there: TMPDIR (which os.tmpdir(),
// git and the CLI's compile cache follow) points into it for the run and every process it
// starts, and it is removed at the end, so the run leaves the OS temp folder as it found it,
// also when a test is stopped half-way through its own clean-up.
import { chmodSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Points TMPDIR at a new folder inside the OS temp folder; returns it and the previous value. */
export function enterTempRoot(prefix = 'agent-gate-tests-') {
  const previous = process.env.TMPDIR;
  const root = mkdtempSync(join(tmpdir(), prefix));
  // Tests run the CLI as another user (`nobody`): it must be able to pass through.
  chmodSync(root, 0o755);
  process.env.TMPDIR = root;
  return { root, previous };
}

/** Removes the folder and restores TMPDIR. */
export function leaveTempRoot({ root, previous }) {
  rmSync(root, { recursive: true, force: true });
  if (previous === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = previous;
}

/** The names in the OS temp folder now (for comparing before and after a run). */
export function tempListing(dir = tmpdir()) {
  return new Set(readdirSync(dir));
}
