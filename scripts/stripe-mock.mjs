// The real stripe-mock for the project's own tests: the pinned version (written once, in
// stripe-mock-version.json beside this file; the workflow and the docs name the same tag
// of the docker image, and __tests__/meta.test.ts checks they agree), where its binary
// is, and a server started on free loopback ports.
//
//   node scripts/stripe-mock.mjs install           go install the pinned version unless cached
//   node scripts/stripe-mock.mjs run -- CMD ARGS   start it, run CMD with STRIPE_MOCK_URL set, stop it
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { pathToFileURL } from 'node:url';

const pin = JSON.parse(readFileSync(new URL('./stripe-mock-version.json', import.meta.url), 'utf8'));
export const STRIPE_MOCK_VERSION = pin.version;
export const STRIPE_MOCK_MODULE = pin.module;

/** How long stripe-mock may take to load its OpenAPI spec (a second or two; more on a busy machine). */
const START_TIMEOUT_MS = 60_000;

/** The folder `go install` puts binaries in, or undefined when Go is not installed. */
export function goBinDir() {
  const res = spawnSync('go', ['env', 'GOBIN', 'GOPATH'], { encoding: 'utf8' });
  if (res.status !== 0) return undefined;
  const [gobin, gopath] = res.stdout.split('\n');
  return gobin || join(gopath.split(delimiter)[0], 'bin');
}

/** The module version a Go binary was built from (`go version -m`), when Go can tell. */
function builtVersion(path) {
  const res = spawnSync('go', ['version', '-m', path], { encoding: 'utf8' });
  if (res.status !== 0) return undefined;
  const mod = res.stdout.split('\n').find((l) => l.trim().startsWith(`mod\t${STRIPE_MOCK_MODULE}\t`));
  return mod?.trim().split('\t')[2];
}

function onPath(name) {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (dir && existsSync(join(dir, name))) return join(dir, name);
  }
  return undefined;
}

/**
 * A stripe-mock binary: the pinned version in Go's bin folder, else one on PATH, else
 * another version in Go's bin folder. `version` is undefined when Go cannot read it.
 */
export function findStripeMock() {
  // Without Go, where `go install` puts it by default.
  const bin = goBinDir() ?? join(homedir(), 'go', 'bin');
  const installed = existsSync(join(bin, 'stripe-mock')) ? join(bin, 'stripe-mock') : undefined;
  const installedVersion = installed && builtVersion(installed);
  if (installed && installedVersion === STRIPE_MOCK_VERSION) return { path: installed, version: installedVersion };
  const path = onPath('stripe-mock');
  if (path) return { path, version: builtVersion(path) };
  return installed ? { path: installed, version: installedVersion } : undefined;
}

/** `go install`s the pinned version unless Go's bin folder has it already; returns its path. */
export function installStripeMock(log = (line) => process.stdout.write(`${line}\n`)) {
  const bin = goBinDir();
  if (!bin) throw new Error(`stripe-mock ${STRIPE_MOCK_VERSION} cannot be installed: Go is not installed (go.dev/dl)`);
  const path = join(bin, 'stripe-mock');
  if (existsSync(path) && builtVersion(path) === STRIPE_MOCK_VERSION) {
    log(`stripe-mock ${STRIPE_MOCK_VERSION}: cached at ${path}`);
    return path;
  }
  const target = `${STRIPE_MOCK_MODULE}@${STRIPE_MOCK_VERSION}`;
  log(`stripe-mock ${STRIPE_MOCK_VERSION}: go install ${target}`);
  // The version its -version flag and Stripe-Mock-Version header report (GoReleaser sets it so too).
  const res = spawnSync('go', ['install', `-ldflags=-X main.version=${STRIPE_MOCK_VERSION}`, target], {
    stdio: 'inherit',
  });
  if (res.status !== 0) throw new Error(`go install ${target} failed (exit ${res.status ?? res.signal})`);
  return path;
}

/**
 * Starts stripe-mock on free loopback ports (the system picks them: no race with other
 * processes) and resolves once it answers a request. Its output goes to a file, not a pipe:
 * it logs every request, and a pipe nobody reads while a test blocks would stall it.
 * @returns {Promise<{ url: string, pid: number, log: string, stop(): Promise<void> }>}
 */
export async function startStripeMock(path) {
  const dir = mkdtempSync(join(tmpdir(), 'stripe-mock-'));
  const log = join(dir, 'stripe-mock.log');
  const fd = openSync(log, 'w');
  const child = spawn(path, ['-http-addr', '127.0.0.1:0', '-https-addr', '127.0.0.1:0'], {
    stdio: ['ignore', fd, fd],
  });
  closeSync(fd);
  let exit;
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve((exit = code ?? signal))));
  child.on('error', (err) => (exit = err.message));
  const killOnExit = () => child.kill('SIGKILL');
  process.on('exit', killOnExit);
  const stop = async () => {
    process.off('exit', killOnExit);
    if (exit === undefined) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const deadline = Date.now() + START_TIMEOUT_MS;
    for (;;) {
      const m = /Listening for HTTP at address: (127\.0\.0\.1:\d+)/.exec(readFileSync(log, 'utf8'));
      if (m) {
        const url = `http://${m[1]}`;
        await answers(url);
        return { url, pid: child.pid, log, stop };
      }
      if (exit !== undefined) throw new Error(`it exited (${exit})`);
      if (Date.now() > deadline) throw new Error(`it did not listen within ${START_TIMEOUT_MS / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } catch (err) {
    const output = readFileSync(log, 'utf8').trim();
    await stop();
    throw new Error(`stripe-mock (${path}) did not start: ${err.message}${output ? `\n${output}` : ''}`);
  }
}

/** Resolves once the server at `url` answers like stripe-mock (a GET any test key may make). */
export async function answers(url, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(`${url}/v1/balance`, {
        headers: { authorization: 'Bearer sk_test_123' },
        signal: AbortSignal.timeout(2000),
      });
      const body = await res.json();
      if (res.status === 200 && body.object === 'balance') return;
      throw new Error(`GET /v1/balance answered ${res.status}`);
    } catch (err) {
      if (Date.now() > deadline) throw new Error(`${url} does not answer like stripe-mock: ${err.message}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

async function main([command, ...rest]) {
  if (command === 'install') {
    installStripeMock();
    return 0;
  }
  if (command === 'run' && rest[0] === '--' && rest.length > 1) {
    const found = findStripeMock();
    if (!found) throw new Error('stripe-mock is not installed: run `node scripts/stripe-mock.mjs install`');
    const server = await startStripeMock(found.path);
    process.stdout.write(
      `stripe-mock ${found.version ?? '(version unknown)'} started at ${server.url} (pid ${server.pid})\n`,
    );
    try {
      // Not spawnSync: this process keeps serving signals and timers while the command runs.
      const child = spawn(rest[1], rest.slice(2), {
        stdio: 'inherit',
        env: { ...process.env, STRIPE_MOCK_URL: server.url },
      });
      return await new Promise((resolve) => {
        child.on('error', (err) => (process.stderr.write(`✖ ${rest[1]}: ${err.message}\n`), resolve(1)));
        child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
      });
    } finally {
      await server.stop();
      process.stdout.write('stripe-mock stopped\n');
    }
  }
  process.stderr.write('usage: node scripts/stripe-mock.mjs install | run -- CMD [ARGS...]\n');
  return 2;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (err) => {
      process.stderr.write(`✖ ${err.message}\n`);
      process.exit(1);
    },
  );
}
