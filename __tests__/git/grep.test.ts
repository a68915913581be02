import { execFileSync } from 'node:child_process';
import { GitRepo, type TreeSource } from '../../src/git/git';
import { ByteBudget, MemoryTreeSource } from '../../src/git/memory-source';
import { readTarball } from '../../src/git/tarball';
import { makeRepo } from '../helpers/repo';
import { BlobStore, placeBlobs, TREE_TEXT_MAX_BYTES } from '../../src/git/tree-text';

/**
 * The rules' name search: whole words, many at once, per-word answers, from a repository
 * (its tree read whole and searched in memory; with a pathspec, by `git grep`) and from the
 * tarball a run without a checkout reads.
 */
describe.each(['git', 'git grep', 'tarball'])('grepWordFiles from %s', (kind) => {
  const repo = makeRepo({
    base: {
      'src/a.ts': "import { x } from '../services/orders/order0Service';\n",
      'src/b.ts': "import { y } from './orders/order0x';\nconst o = 'order0Service';\n",
      'src/c.ts': "const path = 'a/b/c';\n",
      'src/d.ts': 'const order0ServiceClient = 1; // longer identifier only\n',
      'src/e.ts': "fetch('/api/orders/order0?x=1'); const re = /a.b/; const t = 'a+b(c)';\n",
      'src/f:colon.ts': 'export const webhookRouter = 1;\n',
      'src/g.ts': "import { z } from './orders';\n",
      'img/bin.dat': Buffer.from([0x00, 0x6f, 0x72, 0x64, 0x65, 0x72, 0x30, 0x53, 0x65, 0x72, 0x76, 0x69, 0x63, 0x65]),
    },
  });
  const git = GitRepo.open(repo.dir);
  let source: TreeSource = git;
  beforeAll(async () => {
    if (kind !== 'tarball') return;
    const tgz = execFileSync('git', ['archive', '--format=tar.gz', '--prefix=acme-app-1234567/', repo.head], {
      cwd: repo.dir,
    });
    const tree = await readTarball(tgz, { budget: new ByteBudget(1 << 30), label: 'the head tree' });
    source = new MemoryTreeSource().add(repo.head, tree);
  });
  // `:/` (the whole tree) makes git search, not the tree held in memory
  const search = (words: string[], pathspecs = kind === 'git grep' ? [':/'] : undefined) =>
    Object.fromEntries(
      [...source.grepWordFiles(repo.head, words, pathspecs)].map(([w, files]) => [w, [...files].sort()]),
    );

  const cases: { name: string; words: string[]; expected: Record<string, string[]> }[] = [
    {
      name: 'a word is found alone and inside a longer word of the set',
      words: ['order0Service', 'orders/order0Service', 'services/orders/order0Service'],
      expected: {
        order0Service: ['src/a.ts', 'src/b.ts'],
        'orders/order0Service': ['src/a.ts'],
        'services/orders/order0Service': ['src/a.ts'],
      },
    },
    {
      name: 'a word that is part of a longer identifier does not count (look-alike)',
      words: ['order0ServiceClient', 'order0Servic'],
      expected: { order0ServiceClient: ['src/d.ts'], order0Servic: [] },
    },
    {
      name: 'a shorter word still counts where a longer word of the set fails the word boundary',
      words: ['orders', 'orders/order0'],
      expected: { orders: ['src/a.ts', 'src/b.ts', 'src/e.ts', 'src/g.ts'], 'orders/order0': ['src/e.ts'] },
    },
    {
      name: 'a word that starts inside another match and runs past its end is found',
      words: ['a/b', 'b/c'],
      expected: { 'a/b': ['src/c.ts'], 'b/c': ['src/c.ts'] },
    },
    {
      name: 'regular-expression characters are literal',
      words: ['a.b', 'a+b', '/api/orders/order0', 'axb'],
      expected: { 'a.b': ['src/e.ts'], 'a+b': ['src/e.ts'], '/api/orders/order0': ['src/e.ts'], axb: [] },
    },
    {
      name: 'a path with a colon is reported whole; binary files are skipped',
      words: ['webhookRouter', 'order0Service'],
      expected: { webhookRouter: ['src/f:colon.ts'], order0Service: ['src/a.ts', 'src/b.ts'] },
    },
  ];

  it.each(cases)('$name', ({ words, expected }) => {
    expect(search(words)).toEqual(expected);
  });

  it('finds the same when the words of every case are searched at once (one pass over each file)', () => {
    const all = search(cases.flatMap((c) => c.words));
    for (const c of cases)
      for (const [word, files] of Object.entries(c.expected)) expect([word, all[word]]).toEqual([word, files]);
  });

  it('limits the search to pathspecs', () => {
    expect(search(['order0Service'], ['src/a.ts'])).toEqual({ order0Service: ['src/a.ts'] });
  });

  it('answers the same as one `git grep -l -w -F` per word, for many words at once', () => {
    const words = ['orders', 'order0', 'orders/order0', 'order0Service', 'a', 'b', 'c', 'a/b', 'b/c', 'x', 'const'];
    const all = search(words);
    for (const w of words) expect([w, all[w]]).toEqual([w, git.grepFiles(repo.head, [w]).sort()]);
  });
});

describe('GitRepo.readAhead', () => {
  const repo = makeRepo({
    base: {
      'src/a.ts': "import { x } from '../services/orders/order0Service';\n",
      'src/b.ts': 'const path = "a/b/c";\n',
      'docs/big.md': 'orders '.repeat(20_000),
    },
  });
  const git = GitRepo.open(repo.dir);

  it('answers in the background as listTree, readBlobs and grepWordFiles do', async () => {
    const paths = ['src/a.ts', 'docs/big.md', 'missing.ts'];
    const words = ['orders', 'order0Service', 'orders/order0Service', 'a/b', 'b/c'];
    const ahead = await git.readAhead(repo.head, { tree: true, paths, words });
    expect(ahead.entries).toEqual(git.listTree(repo.head));
    // the files asked for, and any git read to check a word's matches (as they are)
    // (compared as byte strings: jest compares a Buffer byte by byte, slowly)
    const bytes = (blobs: Map<string, Buffer | undefined>, only: (path: string) => boolean) =>
      new Map([...blobs].filter(([path]) => only(path)).map(([path, b]) => [path, b?.toString('latin1')]));
    const asked = (path: string) => paths.includes(path);
    expect(bytes(ahead.blobs, asked)).toEqual(bytes(git.readBlobs(repo.head, paths), () => true));
    const checked = [...ahead.blobs.keys()].filter((path) => !asked(path));
    expect(bytes(ahead.blobs, (path) => !asked(path))).toEqual(bytes(git.readBlobs(repo.head, checked), () => true));
    expect(ahead.wordFiles).toEqual(git.grepWordFiles(repo.head, words));
  });

  it('skips the listing when asked, and fails with git message on a bad revision', async () => {
    const ahead = await git.readAhead(repo.head, { tree: false, paths: [], words: ['orders'] });
    expect(ahead.entries).toEqual([]);
    await expect(git.readAhead('0'.repeat(40), { tree: true, paths: [], words: [] })).rejects.toThrow(/git ls-tree/);
  });
});

describe('a tree held in memory without its media files', () => {
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]),
    Buffer.from('orders'),
  ]);
  const repo = makeRepo({
    base: {
      'src/a.ts': "export const orders = 'orders';\n",
      'public/demo.png': png,
      'public/intro.MP4': Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42 orders')]),
    },
  });

  it('reads a media file from git and searches as git does (binary files skipped)', async () => {
    const git = GitRepo.open(repo.dir);
    const paths = ['src/a.ts', 'public/demo.png', 'public/intro.MP4'];
    const ahead = await git.readAhead(repo.head, { tree: true, paths, words: ['orders', 'ftypmp42'] });
    const fromGit = GitRepo.open(repo.dir).readBlobs(repo.head, paths);
    for (const p of paths) expect(ahead.blobs.get(p)?.toString('latin1')).toBe(fromGit.get(p)?.toString('latin1'));
    expect(git.readBlobs(repo.head, ['public/demo.png']).get('public/demo.png')?.equals(png)).toBe(true);
    expect(Object.fromEntries([...ahead.wordFiles].map(([w, f]) => [w, [...f]]))).toEqual({
      orders: ['src/a.ts'],
      ftypmp42: [],
    });
  });

  /** `git ls-tree -r -z --long` output of these entries. */
  const listing = (entries: [mode: string, type: string, oid: string, size: string, path: string][]) =>
    Buffer.from(
      entries.map(([mode, type, oid, size, path]) => `${mode} ${type} ${oid} ${size.padStart(7)}\t${path}\0`).join(''),
    );
  const [a, b, c] = ['a', 'b', 'c'].map((x) => x.repeat(40));

  it.each([
    [
      'media left out of the bytes a tree may hold',
      [
        ['100644', 'blob', a, '10', 'src/a.ts'],
        ['100644', 'blob', b, String(TREE_TEXT_MAX_BYTES * 2), 'public/launch.MP4'],
      ],
      `${a}\n`,
    ],
    [
      'a submodule and a symlink',
      [
        ['160000', 'commit', b, '-', 'vendor/lib'],
        ['120000', 'blob', c, '9', 'docs/link'],
        ['100755', 'blob', a, '3', 'bin/run'],
      ],
      `${c}\n${a}\n`,
    ],
    [
      'a hidden file named like media, and a path with spaces and a tab',
      [
        ['100644', 'blob', a, '1', '.png'],
        ['100644', 'blob', b, '2', 'a b/c\td.ts'],
      ],
      `${b}\n`,
    ],
    [
      'a tree over the limit',
      [
        ['100644', 'blob', a, String(TREE_TEXT_MAX_BYTES), 'data/a.json'],
        ['100644', 'blob', b, '1', 'data/b.json'],
      ],
      undefined,
    ],
  ] as const)('asks git for the blobs of a listing: %s', (_, entries, expected) => {
    const request = new BlobStore().request(listing(entries.map((e) => [...e])));
    expect(request?.toString('latin1')).toBe(expected);
  });

  it('asks only for the blobs it does not hold, and holds what git answers', () => {
    const store = new BlobStore();
    store.add(Buffer.from(`${a} blob 5\nhello\n${b} missing\n${c} tree 0\n\n`));
    const ls = listing([
      ['100644', 'blob', a, '5', 'x.txt'],
      ['100644', 'blob', b, '3', 'y.txt'],
    ]);
    expect(store.request(ls)?.toString('latin1')).toBe(`${b}\n`);
    const tree = store.tree({
      entries: [
        { path: 'x.txt', mode: '100644', type: 'blob', size: 5 },
        { path: 'y.txt', mode: '100644', type: 'blob', size: 3 },
      ],
      oids: [a, b],
    });
    expect([...tree.files.keys()]).toEqual(['x.txt']);
    expect(tree.files.get('x.txt')?.data.toString()).toBe('hello');
  });

  it.each([
    [
      'blobs in the order git answers, and entries it was not asked for',
      [
        ['160000', 'commit', c, '-', 'vendor/lib'],
        ['100644', 'blob', a, '5', 'x.txt'],
        ['100644', 'blob', c, '9', 'public/logo.png'],
        ['120000', 'blob', b, '5', 'y'],
      ],
      `${a} blob 5\nhello\n${b} blob 5\nx.txt\n`,
      { 'x.txt': 'hello', y: 'x.txt' },
      '',
    ],
    [
      'an object the clone lacks, and one blob at two paths (asked, and answered, twice)',
      [
        ['100644', 'blob', a, '3', 'a.ts'],
        ['100644', 'blob', b, '2', 'b.ts'],
        ['100644', 'blob', a, '3', 'c/a.ts'],
      ],
      `${a} blob 3\none\n${b} missing\n${a} blob 3\none\n`,
      { 'a.ts': 'one', 'c/a.ts': 'one' },
      `${b}\n`,
    ],
    ['an empty blob', [['100644', 'blob', a, '0', 'empty']], `${a} blob 0\n\n`, { empty: '' }, ''],
  ] as const)(
    'holds the tree another thread read without looking its blobs up: %s',
    (_, entries, answer, held, askedAgain) => {
      const ls = listing(entries.map((e) => [...e]));
      const out = Buffer.from(answer);
      const store = new BlobStore();
      const oids = entries.map(([, type, oid]) => (type === 'blob' ? oid : undefined));
      const parsed = { entries: entries.map(([mode, type, , , path]) => ({ path, mode, type, size: 0 })), oids };
      const tree = store.adopt(parsed, out, placeBlobs(ls, out));
      expect(Object.fromEntries([...tree.files].map(([p, f]) => [p, f.data.toString()]))).toEqual(held);
      // the same tree as a store that looks them up by id holds; another tree's read asks only for what it lacks
      const looked = new BlobStore();
      looked.add(out);
      const byId = looked.tree(parsed);
      for (const [path, data] of Object.entries(held)) expect(byId.files.get(path)?.data.toString()).toBe(data);
      expect(store.isEmpty).toBe(false);
      expect(store.request(ls)?.toString('latin1')).toBe(askedAgain);
    },
  );
});
