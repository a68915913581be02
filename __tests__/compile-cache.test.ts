import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import Module from 'node:module';
import { join } from 'node:path';
import { buildSync } from 'esbuild';
import { cacheDir } from '../src/compile-cache';

// The cache is installed by the entry points of dist/ in a fresh process: the tests build
// src/compile-cache.ts into an entry point of their own and run it with node, as dist does.
const usesNativeCache = typeof (Module as { enableCompileCache?: unknown }).enableCompileCache === 'function';
const describeHook = usesNativeCache ? describe.skip : describe;

function makeApp(): { root: string; run: (env?: NodeJS.ProcessEnv) => string; cache: string } {
  const base = mkdtempSync(join(tmpdir(), 'gate-cc-'));
  const root = join(base, 'dist');
  const cache = join(base, 'cache');
  mkdirSync(root);
  mkdirSync(join(base, 'outside'));
  const entry = buildSync({
    stdin: {
      contents: [
        "import { enableCompileCache } from './src/compile-cache';",
        'enableCompileCache({ root: __dirname, env: process.env });',
        "console.log(require('./lib.js').answer(), require('../outside/other.js').answer());",
      ].join('\n'),
      resolveDir: join(__dirname, '..'),
      loader: 'ts',
    },
    bundle: true,
    platform: 'node',
    format: 'cjs',
    external: ['./lib.js', '../outside/other.js'],
    write: false,
  }).outputFiles[0].text;
  writeFileSync(join(root, 'entry.js'), entry);
  writeFileSync(join(root, 'lib.js'), "const { add } = require('./dep.js');\nexports.answer = () => add(40, 2);\n");
  writeFileSync(join(root, 'dep.js'), 'exports.add = (a, b) => [a, b].reduce((x, y) => x + y, 0);\n');
  writeFileSync(join(base, 'outside', 'other.js'), 'exports.answer = () => "other";\n');
  const run = (env: NodeJS.ProcessEnv = { AGENT_GATE_COMPILE_CACHE: cache }) => {
    const res = spawnSync(process.execPath, [join(root, 'entry.js')], {
      encoding: 'utf8',
      env: { PATH: process.env.PATH, ...env },
    });
    expect(res.stderr).toBe('');
    expect(res.status).toBe(0);
    return res.stdout.trim();
  };
  return { root, run, cache };
}

const files = (dir: string) => readdirSync(dir).sort();

describeHook('compile cache (Node < 22.1: the gate hooks the CommonJS loader)', () => {
  it('writes the code of a bundle under the root once, and runs from it after', () => {
    const app = makeApp();
    expect(app.run()).toBe('42 other');
    const written = files(app.cache);
    // lib.js and what it requires: the entry is compiled before the cache is on, other.js is not the gate's
    expect(written).toEqual([
      expect.stringMatching(/^dep-[0-9a-f]{32}\.v8$/),
      expect.stringMatching(/^lib-[0-9a-f]{32}\.v8$/),
    ]);
    const first = statSync(join(app.cache, written[0]));
    expect(first.mode & 0o777).toBe(0o600);
    expect(app.run()).toBe('42 other');
    // accepted by V8: not written again
    expect(statSync(join(app.cache, written[0])).mtimeMs).toBe(first.mtimeMs);
  });

  it('replaces a cache V8 rejects (corrupt, another Node) and still runs the bundle', () => {
    const app = makeApp();
    app.run();
    const name = files(app.cache).find((f) => f.startsWith('lib-'))!;
    writeFileSync(join(app.cache, name), Buffer.from('not a code cache'));
    expect(app.run()).toBe('42 other');
    expect(readFileSync(join(app.cache, name)).toString('latin1')).not.toBe('not a code cache');
    expect(app.run()).toBe('42 other');
  });

  it('keys a bundle by its contents: a changed bundle gets its own cache', () => {
    const app = makeApp();
    app.run();
    writeFileSync(
      join(app.root, 'lib.js'),
      "const { add } = require('./dep.js');\nexports.answer = () => add(40, 3);\n",
    );
    expect(app.run()).toBe('43 other');
    expect(files(app.cache).filter((f) => f.startsWith('lib-'))).toHaveLength(2);
  });

  it("removes another version's cache of the same bundle once it is a week old, and nothing else", () => {
    const app = makeApp();
    mkdirSync(app.cache, { mode: 0o700 });
    const old = 'lib-0123456789abcdef0123456789abcdef.v8';
    const young = 'lib-fedcba9876543210fedcba9876543210.v8';
    const otherBundle = 'lib-extra-0123456789abcdef0123456789abcdef.v8';
    for (const name of [old, young, otherBundle]) writeFileSync(join(app.cache, name), 'x');
    const eightDaysAgo = new Date(Date.now() - 8 * 24 * 3600 * 1000);
    utimesSync(join(app.cache, old), eightDaysAgo, eightDaysAgo);
    utimesSync(join(app.cache, otherBundle), eightDaysAgo, eightDaysAgo);
    app.run();
    const left = files(app.cache);
    expect(left).not.toContain(old);
    expect(left).toEqual(expect.arrayContaining([young, otherBundle]));
    expect(left.filter((f) => f.startsWith('lib-'))).toHaveLength(3);
  });

  it.each(['0', 'off', 'false'])('is off with AGENT_GATE_COMPILE_CACHE=%s', (value) => {
    const app = makeApp();
    expect(app.run({ AGENT_GATE_COMPILE_CACHE: value, TMPDIR: app.cache })).toBe('42 other');
    expect(() => readdirSync(app.cache)).toThrow();
  });

  it("is off with Node's own NODE_DISABLE_COMPILE_CACHE", () => {
    const app = makeApp();
    expect(app.run({ AGENT_GATE_COMPILE_CACHE: app.cache, NODE_DISABLE_COMPILE_CACHE: '1' })).toBe('42 other');
    expect(() => readdirSync(app.cache)).toThrow();
  });
});

describe('cacheDir', () => {
  const uid = typeof process.getuid === 'function' ? process.getuid() : undefined;

  it("defaults to a directory of the user's own in the temp directory, private to them", () => {
    const dir = cacheDir({});
    expect(dir).toBe(join(tmpdir(), `agent-gate-compile-cache${uid === undefined ? '' : `-${uid}`}`));
    expect(statSync(dir!).isDirectory()).toBe(true);
  });

  it('creates the directory it is given with mode 0700', () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'gate-ccdir-')), 'nested', 'cache');
    expect(cacheDir({ AGENT_GATE_COMPILE_CACHE: dir })).toBe(dir);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
  });

  it('refuses a directory others can write to (they could hand the gate code to run)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'gate-ccdir-'));
    chmodSync(dir, 0o777);
    expect(cacheDir({ AGENT_GATE_COMPILE_CACHE: dir })).toBeUndefined();
    chmodSync(dir, 0o775);
    expect(cacheDir({ AGENT_GATE_COMPILE_CACHE: dir })).toBeUndefined();
    chmodSync(dir, 0o755);
    expect(cacheDir({ AGENT_GATE_COMPILE_CACHE: dir })).toBe(dir);
  });

  it('refuses a path that is not a directory', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'gate-ccdir-')), 'file');
    writeFileSync(file, '');
    expect(cacheDir({ AGENT_GATE_COMPILE_CACHE: file })).toBeUndefined();
  });

  it.each(['0', 'off', 'OFF', 'false', 'no'])('is off with AGENT_GATE_COMPILE_CACHE=%s', (value) => {
    expect(cacheDir({ AGENT_GATE_COMPILE_CACHE: value })).toBeUndefined();
  });
});
