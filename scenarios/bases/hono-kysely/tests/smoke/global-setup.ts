import { type ChildProcess, spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

let server: ChildProcess | undefined;

/** Starts the real server (`npm start`) on a fixed port and waits for /healthz. */
export async function setup(): Promise<void> {
  const port = process.env.SMOKE_PORT ?? '8787';
  process.env.SMOKE_BASE_URL = `http://127.0.0.1:${port}`;
  server = spawn('npm', ['start'], { env: { ...process.env, PORT: port }, stdio: 'inherit' });
  for (let i = 0; i < 50; i++) {
    try {
      if ((await fetch(`${process.env.SMOKE_BASE_URL}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error('server did not start');
}

export async function teardown(): Promise<void> {
  server?.kill();
}
