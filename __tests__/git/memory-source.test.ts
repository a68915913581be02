import { execFileSync } from 'node:child_process';
import { symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { pack } from 'tar-stream';
import { GitRepo } from '../../src/git/git';
import { ByteBudget, MemoryTree, MemoryTreeSource, TreeLoadError } from '../../src/git/memory-source';
import { readTarball } from '../../src/git/tarball';
import { pathspecMatcher } from '../../src/git/pathspec';
import { git, makeRepo } from '../helpers/repo';

const files = {
  'src/checkout.ts': "import { pay } from './routes/checkout';\nexport const checkoutTotal = 1;\n",
  'src/routes/checkout.ts': 'export function pay() {}\n',
  'src/other.ts': 'const checkouts = 1; const my_checkout = 2; const checkout2 = 3;\n',
  'src/unicode.ts': 'const écheckout = 1; // checkoutÉ\n',
  'src/auth.ts': "import NextAuth from 'next-auth';\nimport x from '@auth/core';\n",
  'src/nested/deep/package.json': '{ "dependencies": { "next-auth": "4" } }\n',
  'package.json': '{ "name": "shop" }\n',
  'k8s/deploy.yaml': 'containers:\n  - name: web\n',
  'k8s/values.yml': 'containers: []\n',
  'docs/containers.md': 'containers\n',
  'bin/blob.bin': Buffer.concat([Buffer.from('checkout containers '), Buffer.from([0, 1, 2])]),
  'late-nul.txt': Buffer.concat([Buffer.alloc(9000, 0x61), Buffer.from(' checkout '), Buffer.from([0])]),
  'a-b-c.txt': 'a-b-c\n',
  'dash.txt': 'x-checkout-y\n',
  'underscore.txt': '_checkout_\n',
};

/** The same tree through git and through its tarball, as the Action without a checkout reads it. */
async function bothSources() {
  const repo = makeRepo({ base: files });
  symlinkSync('src/checkout.ts', join(repo.dir, 'link-to-checkout'));
  git(repo.dir, 'add', '-A');
  git(repo.dir, 'commit', '-q', '-m', 'link');
  const sha = git(repo.dir, 'rev-parse', 'HEAD');
  const tgz = execFileSync('git', ['archive', '--format=tar.gz', `--prefix=acme-shop-${sha.slice(0, 7)}/`, sha], {
    cwd: repo.dir,
  });
  const tree = await readTarball(tgz, { budget: new ByteBudget(1 << 30), label: 'the head tree' });
  return { gitRepo: GitRepo.open(repo.dir), memory: new MemoryTreeSource().add(sha, tree), sha, tree };
}

describe('MemoryTreeSource answers as git does', () => {
  let ctx: Awaited<ReturnType<typeof bothSources>>;
  beforeAll(async () => {
    ctx = await bothSources();
  });

  it('lists the same entries, a symlink as mode 120000 holding its target', () => {
    const byPath = (entries: { path: string; mode: string; size: number }[]) =>
      entries.map((e) => `${e.path} ${e.mode} ${e.size}`).sort();
    expect(byPath(ctx.memory.listTree(ctx.sha))).toEqual(byPath(ctx.gitRepo.listTree(ctx.sha)));
    expect(ctx.tree.files.get('link-to-checkout')).toEqual({ mode: '120000', data: Buffer.from('src/checkout.ts') });
    const paths = Object.keys(files).concat('link-to-checkout', 'missing.ts');
    const viaGit = ctx.gitRepo.readBlobs(ctx.sha, paths);
    const viaMemory = ctx.memory.readBlobs(ctx.sha, paths);
    for (const p of paths) expect([p, viaMemory.get(p)]).toEqual([p, viaGit.get(p)]);
  });

  it.each<[string[], string[]]>([
    [['checkout'], []],
    [['checkoutTotal', 'pay'], []],
    [['checkouts'], []],
    [['routes/checkout'], []],
    [['./routes/checkout'], []],
    [['next-auth', '@auth/core'], []],
    [['next-auth'], ['*package.json']],
    [['containers'], ['*.yaml', '*.yml']],
    [['containers'], ['k8s']],
    [['b-c', 'a-b'], []],
    [['_checkout_', 'écheckout'], []],
    [['nothing-here'], []],
  ])('grepFiles(%j, %j) equals git grep -I -F -w', (words, pathspecs) => {
    const viaGit = ctx.gitRepo.grepFiles(ctx.sha, words, pathspecs).sort();
    expect(ctx.memory.grepFiles(ctx.sha, words, pathspecs)).toEqual(viaGit);
  });

  it('skips binary files (a NUL in the first 8,000 bytes) and symlinks, as git grep -I does', () => {
    const found = ctx.memory.grepFiles(ctx.sha, ['checkout', 'containers']);
    expect(found).not.toContain('bin/blob.bin');
    expect(found).not.toContain('link-to-checkout');
    expect(found).toContain('late-nul.txt'); // its NUL comes after 8,000 bytes
  });

  it('grepWordFiles finds each word, also inside a longer word of the set, at least where git does', () => {
    const words = ['checkout', 'routes/checkout', 'pay', 'containers', 'a-b', 'b-c'];
    const viaGit = ctx.gitRepo.grepWordFiles(ctx.sha, words);
    const viaMemory = ctx.memory.grepWordFiles(ctx.sha, words);
    for (const w of words) {
      for (const f of viaGit.get(w)!) expect([w, viaMemory.get(w)!.has(f)]).toEqual([w, true]);
    }
    // `checkout` occurs in src/checkout.ts only inside './routes/checkout': contained.
    expect(viaMemory.get('checkout')).toContain('src/checkout.ts');
    // Both overlapping words of 'a-b-c' are whole words there, whichever git prints first.
    expect(viaMemory.get('a-b')).toContain('a-b-c.txt');
    expect(viaMemory.get('b-c')).toContain('a-b-c.txt');
  });
});

describe('the word index', () => {
  it('answers as the direct scan does, for every word of the tree', async () => {
    const repo = makeRepo({ base: files });
    const tgz = execFileSync('git', ['archive', '--format=tar.gz', '--prefix=p/', 'HEAD'], { cwd: repo.dir });
    const load = () => readTarball(tgz, { budget: new ByteBudget(1 << 30), label: 'tree' });
    const [direct, indexed] = [await load(), await load()];
    const words = [
      'checkout',
      'checkouts',
      'routes/checkout',
      './routes/checkout',
      'next-auth',
      '@auth/core',
      'containers',
      'a-b',
      'b-c',
      '_checkout_',
      'écheckout',
      'checkout2',
      'my_checkout',
      'pay',
      '--',
      'x-checkout-y',
      'nothing',
    ];
    expect(words.length).toBeGreaterThan(16); // one search of this many words builds the index
    const viaIndex = indexed.search(words);
    for (const w of words) expect([w, viaIndex.get(w)]).toEqual([w, direct.search([w]).get(w)]);
  });
});

describe('a tree held as arrays (a listing from git)', () => {
  const byPath = new Map(
    ['a/b.ts', 'a/c.ts', 'a.ts', 'b/x y.ts', 'link', 'z/bin.dat'].map((p, i) => [
      p,
      {
        mode: p === 'link' ? '120000' : '100644',
        data: p.endsWith('.dat') ? Buffer.from([0, 1, 2]) : Buffer.from(`export const v${i} = 'checkout';\n`),
      },
    ]),
  );
  const arrays = (paths: string[]) =>
    new MemoryTree({
      paths,
      modes: paths.map((p) => byPath.get(p)!.mode),
      datas: paths.map((p) => byPath.get(p)!.data),
    });
  const sorted = [...byPath.keys()].sort();

  it.each([
    ['in order (found by halves)', arrays(sorted)],
    ['out of order (found through a map)', arrays([...sorted].reverse())],
    ['from a map', new MemoryTree(byPath)],
  ])('answers reads and searches the same: %s', (_, tree) => {
    for (const p of [...byPath.keys(), 'a', 'a/b', 'zz', ''])
      expect([p, tree.file(p)?.data]).toEqual([p, byPath.get(p)?.data]);
    expect([...tree.files.keys()].sort()).toEqual(sorted);
    expect(Object.fromEntries(tree.search(['checkout', 'v1', 'nothing']))).toEqual({
      checkout: ['a.ts', 'a/b.ts', 'a/c.ts', 'b/x y.ts'],
      v1: ['a/c.ts'],
      nothing: [],
    });
  });
});

describe('pathspecs', () => {
  it.each<[string, string, boolean]>([
    ['*.yaml', 'k8s/deploy.yaml', true],
    ['*.yaml', 'deploy.yaml', true],
    ['*.yaml', 'deploy.yml', false],
    ['*package.json', 'a/b/package.json', true],
    ['*package.json', 'package.json', true],
    ['*package.json', 'package.json5', false],
    ['k8s', 'k8s/deploy.yaml', true],
    ['k8s', 'k8s2/deploy.yaml', false],
    ['src/a.ts', 'src/a.ts', true],
    ['src/*.ts', 'src/deep/a.ts', true],
    ['file?.md', 'file1.md', true],
  ])('%s matches %s: %s', (spec, path, expected) => {
    expect(pathspecMatcher([spec])(path)).toBe(expected);
  });
});

interface RawEntry {
  name: string;
  type?: 'file' | 'symlink' | 'directory' | 'link' | 'character-device';
  data?: string;
  linkname?: string;
}

async function tgz(entries: RawEntry[]): Promise<Buffer> {
  const p = pack();
  const chunks: Buffer[] = [];
  p.on('data', (c: unknown) => chunks.push(c as Buffer));
  const done = new Promise<void>((resolve) => p.on('end', () => resolve()));
  for (const e of entries) {
    if (e.type === 'file' || e.type === undefined) p.entry({ name: e.name, mode: 0o644 }, e.data ?? '');
    else p.entry({ name: e.name, type: e.type, linkname: e.linkname });
  }
  p.finalize();
  await done;
  return gzipSync(Buffer.concat(chunks));
}

const load = (buf: Buffer, limit = 1 << 20) =>
  readTarball(buf, { budget: new ByteBudget(limit), label: 'the head tree' });

describe('readTarball', () => {
  it('strips the top folder, keeps files and symlinks, skips folders', async () => {
    const tree = await load(
      await tgz([
        { name: 'acme-shop-abc1234/', type: 'directory' },
        { name: 'acme-shop-abc1234/src/', type: 'directory' },
        { name: 'acme-shop-abc1234/src/a.ts', data: 'a' },
        { name: 'acme-shop-abc1234/etc', type: 'symlink', linkname: '/etc' },
      ]),
    );
    expect([...tree.files.keys()].sort()).toEqual(['etc', 'src/a.ts']);
    expect(tree.files.get('etc')).toEqual({ mode: '120000', data: Buffer.from('/etc') });
  });

  it.each<[string, RawEntry, RegExp]>([
    ['..', { name: 'acme-shop-abc1234/../x' }, /unsafe path "acme-shop-abc1234\/\.\.\/x"; refused/],
    ['an absolute path', { name: '/x/y' }, /unsafe path "\/x\/y"; refused/],
    ['a hard link', { name: 'acme-shop-abc1234/h', type: 'link', linkname: 'x' }, /a link entry at "h"/],
    ['a device', { name: 'acme-shop-abc1234/d', type: 'character-device' }, /a character-device entry/],
  ])('refuses %s', async (_what, entry, message) => {
    await expect(load(await tgz([entry]))).rejects.toThrow(message);
  });

  it('fails with a clear message past the byte budget', async () => {
    const big = await tgz([{ name: 'acme-shop-abc1234/big.txt', data: 'x'.repeat(5000) }]);
    await expect(load(big, 4096)).rejects.toThrow(
      /the head tree is larger than 4096 bytes uncompressed, the most agent-gate reads without a checkout/,
    );
  });

  it('says so for bytes that are not a .tar.gz', async () => {
    await expect(load(Buffer.from('<html>rate limited</html>'))).rejects.toThrow(TreeLoadError);
    await expect(load(Buffer.from('<html>rate limited</html>'))).rejects.toThrow(/not a readable \.tar\.gz/);
  });

  it('holds the unchanged files of a second tree once', async () => {
    const head = await load(
      await tgz([
        { name: 'p/a.txt', data: 'same' },
        { name: 'p/b.txt', data: 'new' },
      ]),
    );
    const base = await readTarball(
      await tgz([
        { name: 'q/a.txt', data: 'same' },
        { name: 'q/b.txt', data: 'old' },
      ]),
      {
        budget: new ByteBudget(1 << 20),
        label: 'the base tree',
        dedupeWith: head,
      },
    );
    expect(base.files.get('a.txt')!.data).toBe(head.files.get('a.txt')!.data);
    expect(base.files.get('b.txt')!.data.toString()).toBe('old');
  });

  it('a partial tree reads its files but cannot be listed or searched', () => {
    const source = new MemoryTreeSource().add(
      'abc',
      new MemoryTree(new Map([['.github/agent-gate.yml', { mode: '100644', data: Buffer.from('x') }]]), false),
    );
    expect(source.readBlobs('abc', ['.github/agent-gate.yml', 'nope']).get('.github/agent-gate.yml')).toEqual(
      Buffer.from('x'),
    );
    expect(() => source.listTree('abc')).toThrow(/only some files/);
    expect(() => source.grepFiles('abc', ['x'])).toThrow(/only some files/);
    expect(() => source.listTree('def')).toThrow(/was not downloaded/);
  });
});
