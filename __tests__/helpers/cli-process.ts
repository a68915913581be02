import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSync } from 'esbuild';

const root = join(__dirname, '..', '..');
let built: string | undefined;

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
