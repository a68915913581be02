import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { buildSync } from 'esbuild';
import { GitRepo } from '../../src/git/git';
import { RunIndex } from '../../src/git/run-index';
import { readTreeWhole, type WholeTreeRead } from '../../src/git/whole-tree';
import { git, makeRepo } from '../helpers/repo';

const files = {
  'src/checkout.ts': "import { pay } from './routes/checkout';\nexport const checkoutTotal = 1;\n",
  'src/routes/checkout.ts': 'export function pay() {}\n',
  'src/other.ts': 'const checkouts = 1; const checkout2 = 3;\n',
  'docs/guide.md': 'the checkout page\n',
  'bin/blob.bin': Buffer.concat([Buffer.from('checkout '), Buffer.from([0, 1, 2])]),
  'public/logo.png': 'checkout (an image, never searched)\n',
  'package.json': '{ "name": "shop" }\n',
};

/** A repository with a symlink, a binary file and an image beside the text files. */
function shop() {
  const repo = makeRepo({ base: files });
  symlinkSync('src/checkout.ts', join(repo.dir, 'link-to-checkout'));
  git(repo.dir, 'add', '-A');
  git(repo.dir, 'commit', '-q', '-m', 'link');
  return { dir: repo.dir, sha: git(repo.dir, 'rev-parse', 'HEAD') };
}

const scratch = mkdtempSync(join(tmpdir(), 'gate-tree-thread-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The thread as the build makes it (dist/tree-worker.js). */
function builtThread(): string {
  const file = join(scratch, 'tree-worker.js');
  buildSync({
    entryPoints: [join(__dirname, '..', '..', 'src', 'git', 'tree-worker.ts')],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    outfile: file,
    logLevel: 'error',
  });
  return file;
}

function lookup(read: WholeTreeRead, word: string): string[] {
  return RunIndex.fromParts(read.index!)
    .filesWith(word)
    .map((i) => read.textPaths![i]);
}

describe('a tree read whole by its own thread', () => {
  const repo = shop();
  const request = { dir: repo.dir, rev: repo.sha, maxBytes: 1 << 30, timeoutMs: Number.POSITIVE_INFINITY };

  it('holds the text files a search reads, by path, and indexes their words', () => {
    const read = readTreeWhole(request);
    // no symlink, binary file or image among them
    expect(read.textPaths).toEqual([
      'docs/guide.md',
      'package.json',
      'src/checkout.ts',
      'src/other.ts',
      'src/routes/checkout.ts',
    ]);
    expect(lookup(read, 'checkout')).toEqual(['docs/guide.md', 'src/checkout.ts']);
    expect(lookup(read, 'checkouts')).toEqual(['src/other.ts']);
    // every blob but the image, each where the answer says
    const oids = read.oids!.split('\n');
    expect(oids).toHaveLength(Object.keys(files).length); // the symlink's blob in, the image out
    const blobs = Buffer.from(read.blobs!);
    const i = oids.indexOf(git(repo.dir, 'rev-parse', `${repo.sha}:package.json`));
    expect(blobs.subarray(read.starts![i], read.starts![i] + read.sizes![i]).toString()).toBe(files['package.json']);
  });

  it('reads nothing past the most a tree may hold', () => {
    const read = readTreeWhole({ ...request, maxBytes: 10 });
    expect(read.listing.length).toBeGreaterThan(0);
    expect(read.blobs).toBeUndefined();
  });

  it('answers the same from the built thread, its buffers transferred', async () => {
    const file = builtThread();
    const answer = await new Promise<{ read: WholeTreeRead }>((resolve, reject) => {
      const worker = new Worker(file, { workerData: request });
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    const here = readTreeWhole(request);
    expect(answer.read.textPaths).toEqual(here.textPaths);
    expect(lookup(answer.read, 'checkoutTotal')).toEqual(['src/checkout.ts']);
    expect(Buffer.from(answer.read.blobs!).equals(Buffer.from(here.blobs!))).toBe(true);
  });

  it("a repository's searches answer from the tree the thread read, as from its own read", async () => {
    const file = builtThread();
    const before = process.env.AGENT_GATE_TREE_THREAD;
    process.env.AGENT_GATE_TREE_THREAD = file;
    try {
      const gitRepo = GitRepo.open(repo.dir);
      const ahead = await gitRepo.readAhead!(repo.sha, {
        tree: true,
        paths: ['package.json'],
        words: ['checkout', 'checkouts', 'pay', 'name', 'page', 'the', 'const', 'import', 'function'],
      });
      expect([...ahead.wordFiles.get('checkout')!].sort()).toEqual(['docs/guide.md', 'src/checkout.ts']);
      expect([...ahead.wordFiles.get('pay')!].sort()).toEqual(['src/checkout.ts', 'src/routes/checkout.ts']);
      expect(ahead.blobs.get('package.json')?.toString()).toBe(files['package.json']);
      expect(ahead.entries.map((e) => e.path)).toContain('link-to-checkout');
      // the index came from the thread: a search of nine words here would have built it too,
      // so a tree searched for one word shows whose it is
      const one = GitRepo.open(repo.dir);
      await one.readAhead!(repo.sha, { tree: true, paths: [], words: ['pay'] });
      const held = (one as unknown as { wholeTrees: Map<string, { files: { runs?: RunIndex } }> }).wholeTrees;
      expect(held.get(repo.sha)?.files.runs).toBeInstanceOf(RunIndex);
    } finally {
      if (before === undefined) delete process.env.AGENT_GATE_TREE_THREAD;
      else process.env.AGENT_GATE_TREE_THREAD = before;
    }
  });
});
