import { spawn, spawnSync, type ChildProcess, type SpawnSyncReturns } from 'node:child_process';
import { existsSync } from 'node:fs';

/** The run's time budget was spent: what was under way is named, and the run reports it. */
export class DeadlineExceeded extends Error {
  override name = 'DeadlineExceeded';
  constructor(readonly what: string) {
    super(`the time budget was spent during ${what}`);
  }
}

/**
 * When a run must end. Every git process of the run is started with what is left of it and
 * killed at it; CPU work checks it between steps (`check`). An unbounded deadline never fires.
 */
export class Deadline {
  constructor(
    readonly at: number,
    private readonly now: () => number = Date.now,
  ) {}

  static none(): Deadline {
    return new Deadline(Number.POSITIVE_INFINITY);
  }

  static in(ms: number, now: () => number = Date.now): Deadline {
    return new Deadline(now() + ms, now);
  }

  remainingMs(): number {
    return Math.max(0, this.at - this.now());
  }

  passed(): boolean {
    return this.now() >= this.at;
  }

  /** Throws `DeadlineExceeded` naming `what` once the deadline has passed. */
  check(what: string): void {
    if (this.passed()) throw new DeadlineExceeded(what);
  }
}

/** Background children of this process, killed when the gate is stopped (`killChildren`). */
const live = new Set<ChildProcess>();

/**
 * coreutils' `timeout`, when the machine has it: a child started through it dies at the
 * deadline even when the gate itself was killed with SIGKILL and could not kill it.
 */
const TIMEOUT_BIN = ['/usr/bin/timeout', '/bin/timeout'].find((p) => existsSync(p));

/** The command line that runs `cmd` for at most `ms` milliseconds where the machine can bound it. */
function bounded(cmd: string, args: string[], deadline: Deadline): [string, string[]] {
  if (!TIMEOUT_BIN || !Number.isFinite(deadline.at)) return [cmd, args];
  const seconds = Math.max(1, Math.ceil(deadline.remainingMs() / 1000) + 1);
  return [TIMEOUT_BIN, ['-s', 'KILL', `${seconds}s`, cmd, ...args]];
}

export interface SyncOptions {
  cwd: string;
  input?: string | Buffer;
  env: NodeJS.ProcessEnv;
  maxBuffer: number;
}

/**
 * Runs a command to its end, killed at the deadline (then `DeadlineExceeded` naming `what`).
 * The child reads from and writes to pipes: if the gate dies first, its next write fails.
 */
export function runBounded(
  cmd: string,
  args: string[],
  opts: SyncOptions,
  deadline: Deadline,
  what: string,
): SpawnSyncReturns<Buffer> {
  deadline.check(what);
  const finite = Number.isFinite(deadline.at);
  const [bin, argv] = bounded(cmd, args, deadline);
  const res = spawnSync(bin, argv, {
    ...opts,
    // SIGTERM, not SIGKILL: `timeout` passes it on to the command it runs
    ...(finite ? { timeout: Math.max(1, deadline.remainingMs()), killSignal: 'SIGTERM' as const } : {}),
  });
  if (finite && (deadline.passed() || (res.error as NodeJS.ErrnoException | undefined)?.code === 'ETIMEDOUT')) {
    throw new DeadlineExceeded(what);
  }
  return res;
}

export interface BackgroundOptions {
  cwd: string;
  env: NodeJS.ProcessEnv;
  stdio: ('ignore' | 'pipe' | number)[];
}

/**
 * Starts a command in the background, registered so that `killChildren` stops it, and
 * killed at the deadline: `onDeadline` is then called (the caller rejects with
 * `DeadlineExceeded`).
 */
export function startBounded(
  cmd: string,
  args: string[],
  opts: BackgroundOptions,
  deadline: Deadline,
  onDeadline: () => void,
): ChildProcess {
  const [bin, argv] = bounded(cmd, args, deadline);
  const child = spawn(bin, argv, opts);
  live.add(child);
  const timer = Number.isFinite(deadline.at)
    ? setTimeout(() => {
        child.kill('SIGTERM');
        onDeadline();
      }, deadline.remainingMs())
    : undefined;
  timer?.unref();
  child.on('close', () => {
    live.delete(child);
    if (timer) clearTimeout(timer);
  });
  return child;
}

/** The pids of children that other threads of this process started (0: none), in memory they share. */
const threadChildren = new Set<Int32Array>();

/** Watches the children another thread starts (it writes their pids into `pids`); returns the function that stops watching. */
export function watchThreadChildren(pids: Int32Array): () => void {
  threadChildren.add(pids);
  return () => void threadChildren.delete(pids);
}

/** Kills every background child (an entry point calls this when the gate is stopped). */
export function killChildren(): void {
  // SIGTERM: `timeout` passes it on to the command it runs (it cannot pass on a SIGKILL)
  for (const child of live) child.kill('SIGTERM');
  live.clear();
  for (const pids of threadChildren) {
    for (let i = 0; i < pids.length; i++) {
      const pid = Atomics.exchange(pids, i, 0);
      if (pid === 0) continue;
      try {
        process.kill(pid, 'SIGTERM');
      } catch {
        // it has ended meanwhile
      }
    }
  }
}

/** Number of background children still running (for tests and diagnostics). */
export function liveChildren(): number {
  let count = live.size;
  for (const pids of threadChildren) for (let i = 0; i < pids.length; i++) if (Atomics.load(pids, i) !== 0) count++;
  return count;
}

/**
 * When the gate is stopped (Ctrl-C, a CI timeout, a parent's kill), its background git
 * processes stop with it; then it exits as the signal would have made it. For entry points.
 */
export function stopChildrenOnSignals(proc: NodeJS.Process = process): void {
  for (const [signal, number] of [
    ['SIGINT', 2],
    ['SIGTERM', 15],
    ['SIGHUP', 1],
  ] as const) {
    proc.once(signal, () => {
      killChildren();
      proc.exit(128 + number);
    });
  }
}
