// Runs a command and measures its wall time and peak resident set size.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const TIME = '/usr/bin/time';
const hasTime = existsSync(TIME);
const scratch = mkdtempSync(join(tmpdir(), 'agent-gate-bench-time-'));
process.on('exit', () => rmSync(scratch, { recursive: true, force: true }));

/**
 * Runs `argv` (one command) and returns { ms, rssMb, status, stdout }. Peak RSS comes
 * from GNU time (`%M`, kilobytes) when it is installed; otherwise it is null.
 */
export function runOnce(argv, { cwd, env } = {}) {
  const out = join(scratch, 'time.txt');
  const cmd = hasTime ? [TIME, '-f', '%M', '-o', out, ...argv] : argv;
  const started = process.hrtime.bigint();
  const res = spawnSync(cmd[0], cmd.slice(1), {
    cwd,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  let rssMb = null;
  if (hasTime) {
    const kb = Number(readFileSync(out, 'utf8').trim().split('\n').pop());
    if (Number.isFinite(kb)) rssMb = kb / 1024;
  }
  if (res.error) throw res.error;
  return { ms, rssMb, status: res.status, stdout: res.stdout, stderr: res.stderr };
}

/** Runs several commands one after the other as one measurement (the floor). */
export function runSequence(commands, opts) {
  let ms = 0;
  let rssMb = 0;
  for (const argv of commands) {
    const r = runOnce(argv, opts);
    if (r.status !== 0) throw new Error(`${argv.join(' ')} exited ${r.status}: ${r.stderr}`);
    ms += r.ms;
    rssMb = r.rssMb === null ? null : Math.max(rssMb ?? 0, r.rssMb);
  }
  return { ms, rssMb, status: 0 };
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
