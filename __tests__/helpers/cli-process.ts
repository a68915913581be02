import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSync } from 'esbuild';

const root = join(__dirname, '..', '..');
let built: string | undefined;
let selfContained: string | undefined;

/**
 * The CLI as a process of its own, as `node dist/cli.js` runs it (`runCli()` on the real
 * standard streams), built from src/ with esbuild; its packages come from node_modules.
 */
export function cliBundle(): string {
  if (built) return built;
  const code = buildSync({
    stdin: { contents: "require('./src/cli').runCli();\n", resolveDir: root, loader: 'ts' },
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    packages: 'external',
    write: false,
    logLevel: 'error',
  }).outputFiles[0].text;
  built = join(mkdtempSync(join(tmpdir(), 'gate-cli-')), 'cli.js');
  writeFileSync(built, code);
  return built;
}

/**
 * The CLI with its packages bundled in, in a folder every user can read: for running it as
 * another user, who may not be able to enter the clone (a clone in a 0700 folder) to read
 * node_modules.
 */
export function selfContainedCliBundle(): string {
  if (selfContained) return selfContained;
  const code = buildSync({
    stdin: { contents: "require('./src/cli').runCli();\n", resolveDir: root, loader: 'ts' },
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    // optional native speed-ups of the WebSocket client the bundle never uses
    external: ['bufferutil', 'utf-8-validate'],
    // as scripts/build.mjs: jsonc-parser's UMD build requires its modules at run time
    alias: { 'jsonc-parser': 'jsonc-parser/lib/esm/main.js' },
    write: false,
    logLevel: 'error',
  }).outputFiles[0].text;
  const dir = mkdtempSync(join(tmpdir(), 'gate-cli-all-'));
  chmodSync(dir, 0o755);
  selfContained = join(dir, 'cli.js');
  writeFileSync(selfContained, code, { mode: 0o644 });
  return selfContained;
}

export interface ProcessRun {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs the CLI with `args`. With `closeStdoutAfter` set, the reader of its stdout closes the
 * pipe after that many bytes (0: before the CLI writes anything), as `| head -c N` does.
 */
export function runCliProcess(args: string[], opts: { cwd?: string; closeStdoutAfter?: number } = {}) {
  return new Promise<ProcessRun>((done, fail) => {
    const child = spawn(process.execPath, [cliBundle(), ...args], {
      cwd: opts.cwd ?? root,
      env: { ...process.env, NODE_PATH: join(root, 'node_modules'), NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    const limit = opts.closeStdoutAfter;
    if (limit === 0) child.stdout.destroy();
    else {
      child.stdout.on('data', (d: Buffer) => {
        stdout += d.toString('utf8');
        if (limit !== undefined && stdout.length >= limit) {
          stdout = stdout.slice(0, limit);
          child.stdout.destroy();
        }
      });
    }
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString('utf8')));
    child.on('error', fail);
    child.on('close', (code, signal) => done({ code, signal, stdout, stderr }));
  });
}
