import { buildChangeSet } from '../../src/git/changeset';
import { GitRepo, type ReadAhead, type ReadAheadRequest, type TreeEntry, type TreeSource } from '../../src/git/git';
import { anticipateSearches } from '../../src/extractors/anticipate';
import { importerCandidates, moduleWords } from '../../src/extractors/resolve-import';
import { hasPathspecMagic, pathspecMatcher } from '../../src/git/pathspec';
import { Workspace } from '../../src/workspace/workspace';
import { makeRepo, type Files } from '../helpers/repo';

/** A TreeSource that counts what the workspace asks git for. */
class CountingSource implements TreeSource {
  searches: string[][] = [];
  reads = 0;
  constructor(private readonly inner: GitRepo) {}
  listTree(rev: string): TreeEntry[] {
    return this.inner.listTree(rev);
  }
  readBlobs(rev: string, paths: string[]): Map<string, Buffer | undefined> {
    this.reads++;
    return this.inner.readBlobs(rev, paths);
  }
  grepFiles(rev: string, words: string[], pathspecs?: string[]): string[] {
    this.searches.push(words);
    return this.inner.grepFiles(rev, words, pathspecs);
  }
  grepWordFiles(rev: string, words: string[], pathspecs?: string[]): Map<string, Set<string>> {
    this.searches.push(words);
    return this.inner.grepWordFiles(rev, words, pathspecs);
  }
}

/** The same, with git's background reads. */
class CountingBackgroundSource extends CountingSource {
  background: ReadAheadRequest[] = [];
  constructor(private readonly git: GitRepo) {
    super(git);
  }
  readAhead(rev: string, request: ReadAheadRequest): Promise<ReadAhead> {
    this.background.push(request);
    return this.git.readAhead(rev, request);
  }
}

/** A real repository of the two trees, read through a counting source (`CountingSource` unless given). */
function workspace<S extends CountingSource = CountingSource>(
  base: Files,
  head: Files = {},
  opts: { source?: (git: GitRepo) => S; maxFileBytes?: number } = {},
) {
  const repo = makeRepo({ base, head });
  const git = GitRepo.open(repo.dir);
  const source = opts.source ? opts.source(git) : (new CountingSource(git) as S);
  const changes = buildChangeSet(git, { base: repo.base, head: repo.head });
  const ws = new Workspace(source, changes, { maxFileBytes: opts.maxFileBytes });
  return { ws, source, git, repo };
}

describe('TreeView name search', () => {
  const files: Files = {
    'src/app.ts': "import { checkoutRouter } from './routes/checkout';\napp.use('/api', checkoutRouter);\n",
    'src/routes/checkout.ts': 'export const checkoutRouter = Router();\n',
    'k8s/deployment.yaml': 'spec:\n  containers: []\n',
    'docs/containers.md': 'containers\n',
    'package.json': '{ "dependencies": { "next-auth": "4" } }\n',
    'apps/web/package.json': '{ "dependencies": { "next-auth": "4" } }\n',
  };

  it('searches anticipated words with the first unknown word: one git grep for many rules', () => {
    const { ws, source } = workspace(files);
    ws.head.anticipate(['checkoutRouter', 'checkout']);
    expect(source.searches).toEqual([]);
    expect(ws.head.grep(['containers'])).toEqual(['docs/containers.md', 'k8s/deployment.yaml']);
    expect(ws.head.grep(['checkoutRouter'])).toEqual(['src/app.ts', 'src/routes/checkout.ts']);
    expect(ws.head.grep(['checkout', 'checkoutRouter'])).toEqual(['src/app.ts', 'src/routes/checkout.ts']);
    expect(source.searches).toHaveLength(1);
    expect(new Set(source.searches[0])).toEqual(new Set(['containers', 'checkoutRouter', 'checkout']));
  });

  it('answers plain pathspecs from the same search, as git would', () => {
    const { ws, source } = workspace(files);
    expect(ws.head.grep(['containers'], ['*.yaml', '*.yml'])).toEqual(['k8s/deployment.yaml']);
    expect(ws.head.grep(['next-auth'], ['*package.json'])).toEqual(['apps/web/package.json', 'package.json']);
    expect(ws.head.grep(['containers'], ['k8s'])).toEqual(['k8s/deployment.yaml']);
    expect(source.searches).toHaveLength(2);
  });

  it('reads the files of rare words with the search, in one git call', () => {
    const { ws, source } = workspace(files);
    ws.head.primeGrep(['checkoutRouter']);
    const reads = source.reads;
    expect(ws.head.read('src/app.ts')).toContain('checkoutRouter');
    expect(ws.head.read('src/routes/checkout.ts')).toContain('Router()');
    expect(source.reads).toBe(reads);
  });
});

describe('TreeView: words found among the files of their parts', () => {
  // Every file mentions `orders` as a word except the last, so that `orders` has few
  // files and `/api/orders` can be looked for in them.
  const files: Files = {
    'web/list.ts': "fetch('/api/orders'); // orders\n",
    'web/item.ts': 'fetch(`/api/orders/${id}`); // orders\n',
    'web/glued.ts': "const u = 'x/api/orders'; // orders\n",
    'web/longer.ts': "fetch('/api/orders2'); // orders\n",
    'web/upper.ts': "fetch('/API/orders'); // orders\n",
    'web/split.ts': '/api/\norders\n',
    'web/other.ts': "fetch('/api/ordersX');\n",
  };
  const cases = [
    { word: '/api/orders', expected: ['web/item.ts', 'web/list.ts'] },
    { word: 'api/orders', expected: ['web/glued.ts', 'web/item.ts', 'web/list.ts'] },
    { word: 'orders/x', expected: [] },
  ];

  it.each(cases)('finds $word in the files of `orders` as git grep -w does, with no second search', (c) => {
    const { ws, source, git } = workspace(files);
    ws.head.primeGrep(['orders']);
    expect(source.searches).toEqual([['orders']]);
    expect(ws.head.filesWith([c.word])).toEqual(c.expected);
    expect(source.searches).toHaveLength(1);
    expect([...(git.grepWordFiles(ws.head.rev, [c.word]).get(c.word) ?? [])].sort()).toEqual(c.expected);
  });

  it('leaves to git a word whose candidates it cannot read as text (over the size limit)', () => {
    const repo = makeRepo({ base: files });
    const git = GitRepo.open(repo.dir);
    const source = new CountingSource(git);
    const ws = new Workspace(source, buildChangeSet(git, { base: repo.base, head: repo.head }), { maxFileBytes: 30 });
    ws.head.primeGrep(['orders']);
    expect(ws.head.filesWith(['/api/orders'])).toEqual(['web/item.ts', 'web/list.ts']);
    expect(source.searches).toEqual([['orders'], ['/api/orders']]);
  });

  it('searches the tree for a word whose parts were never searched, or are its only part', () => {
    const { ws, source } = workspace(files);
    ws.head.primeGrep(['orders']);
    expect(ws.head.filesWith(['ordersX', '/api/orders2'])).toEqual(['web/longer.ts', 'web/other.ts']);
    expect(source.searches).toEqual([['orders'], ['ordersX', '/api/orders2']]);
  });
});

describe('anticipateSearches: the variables of deployment configs', () => {
  const base: Files = {
    'k8s/deployment.yaml': [
      'apiVersion: apps/v1',
      'kind: Deployment',
      'metadata: { name: api }',
      'spec:',
      '  template:',
      '    spec:',
      '      containers:',
      '        - name: api',
      '          image: api',
      '          env:',
      '            - { name: REDIS_URL, value: redis://r }',
      '            - { name: PORT, value: "80" }',
      '',
    ].join('\n'),
    'src/cache.ts': 'export const url = process.env.REDIS_URL;\n',
    'src/mail.ts': 'export const send = () => 1;\n',
  };

  const cases = [
    {
      name: 'a changed line reads the environment: their variables join the first search',
      head: { 'src/mail.ts': 'export const send = () => process.env.SMTP_URL;\n' },
      anticipated: true,
    },
    {
      name: 'no changed line reads the environment: they are not searched',
      head: { 'src/mail.ts': 'export const send = () => 2;\n' },
      anticipated: false,
    },
  ];

  it.each(cases)('$name', async ({ head, anticipated }) => {
    const { ws, source } = workspace(base, head);
    ws.head.sourceFile('src/mail.ts');
    anticipateSearches(ws);
    await ws.head.searchAnticipated();
    const searched = source.searches.length;
    expect(ws.head.filesWith(['REDIS_URL'])).toEqual(['k8s/deployment.yaml', 'src/cache.ts']);
    expect(source.searches.length - searched).toBe(anticipated ? 0 : 1);
    expect(source.searches.flat()).not.toContain('PORT'); // a platform variable
  });
});

describe('TreeView.readAhead', () => {
  it('installs the listing, files and word searches read in the background', async () => {
    const repo = makeRepo({
      base: {
        'src/app.ts': "import { checkoutRouter } from './routes/checkout';\n",
        'src/routes/checkout.ts': 'export const checkoutRouter = 1;\n',
      },
    });
    const git = GitRepo.open(repo.dir);
    const source = new CountingBackgroundSource(git);
    const ws = new Workspace(source, buildChangeSet(git, { base: repo.base, head: repo.head }));
    await ws.head.readAhead(['src/app.ts', 'nope.ts'], ['checkoutRouter']);
    ws.head.anticipate(['checkout']);
    await ws.head.searchAnticipated();
    expect(source.background.map((r) => [r.tree, r.words])).toEqual([
      [true, ['checkoutRouter']],
      [false, ['checkout']],
    ]);
    const reads = source.reads;
    expect(ws.head.read('src/app.ts')).toContain('checkoutRouter');
    expect(ws.head.readResult('nope.ts')).toEqual({ ok: false, reason: 'missing' });
    expect(ws.head.grep(['checkoutRouter', 'checkout'])).toEqual(['src/app.ts', 'src/routes/checkout.ts']);
    expect(source.searches).toEqual([]);
    expect(source.reads).toBe(reads);
  });
});

describe('TreeView.prefetchWithNextSearch', () => {
  const files = {
    'src/app.ts': "import { pay } from './lib/pay';\n",
    'src/lib/pay.ts': 'export const pay = 1;\n',
    'src/lib/fee.ts': 'export const fee = 2;\n',
  };
  async function setup() {
    const { ws, source } = workspace(files, {}, { source: (git) => new CountingBackgroundSource(git) });
    await ws.head.readAhead([], []);
    return { ws, source };
  }

  it('reads the files with the next background search, not one by one', async () => {
    const { ws, source } = await setup();
    ws.head.prefetchWithNextSearch(['src/lib/pay.ts', 'src/lib/fee.ts']);
    ws.head.anticipate(['pay']);
    await ws.head.searchAnticipated();
    expect(source.background.at(-1)).toMatchObject({ paths: ['src/lib/pay.ts', 'src/lib/fee.ts'], words: ['pay'] });
    const reads = source.reads;
    expect(ws.head.read('src/lib/fee.ts')).toContain('fee');
    expect(source.reads).toBe(reads);
  });

  it('reads them in one call with a search that cannot wait', async () => {
    const { ws, source } = await setup();
    ws.head.prefetchWithNextSearch(['src/lib/pay.ts', 'src/lib/fee.ts']);
    const reads = source.reads;
    expect(ws.head.grep(['fee'])).toEqual(['src/lib/fee.ts']);
    expect(source.reads).toBe(reads + 1);
    expect(ws.head.read('src/lib/pay.ts')).toContain('pay');
    expect(source.reads).toBe(reads + 1);
  });
});

describe('pathspecMatcher', () => {
  const cases: { specs: string[]; path: string; expected: boolean }[] = [
    { specs: ['*.yaml'], path: 'deploy/k8s/app.yaml', expected: true },
    { specs: ['*.yaml'], path: 'app.yml', expected: false },
    { specs: ['*package.json'], path: 'apps/web/package.json', expected: true },
    { specs: ['*package.json'], path: 'package.json.bak', expected: false },
    { specs: ['src'], path: 'src/a.ts', expected: true },
    { specs: ['src'], path: 'srcs/a.ts', expected: false },
    { specs: ['src/a?.ts'], path: 'src/ab.ts', expected: true },
    { specs: ['a.b'], path: 'axb', expected: false },
    { specs: ['[ab].ts'], path: 'a.ts', expected: true },
    { specs: ['[!ab].ts'], path: 'a.ts', expected: false },
  ];
  it.each(cases)('$specs on $path', ({ specs, path, expected }) => {
    expect(pathspecMatcher(specs)(path)).toBe(expected);
  });
  it('leaves pathspec magic to git', () => {
    expect(hasPathspecMagic([':(exclude)dist'])).toBe(true);
    expect(hasPathspecMagic(['*.yaml'])).toBe(false);
  });
});

describe('moduleWords', () => {
  it.each([
    ['src/lib/stripe.ts', ['stripe', 'lib/stripe', 'src/lib/stripe']],
    ['src/services/checkout/index.ts', ['checkout', 'services/checkout', 'src/services/checkout']],
    ['app/api/checkout/route.ts', ['checkout/route', 'api/checkout/route']],
    ['stripe.ts', ['stripe']],
  ])('%s', (path, words) => {
    expect(moduleWords(path)).toEqual(words);
  });
});

describe('importerCandidates', () => {
  const base: Files = {
    'src/services/orders/order0Service.ts': 'export function f() {}\n',
    'src/services/orders/helper.ts': "import { f } from './order0Service';\n",
    'src/services/orders/deep/x.ts': "import { f } from '../order0Service';\n",
    'src/routes/orders.ts': "import { f } from '../services/orders/order0Service';\n",
    // Look-alikes: another module of the same base name, and a mention outside the folder.
    'src/services/refunds/order0Service.ts': 'export function g() {}\n',
    'src/routes/refunds.ts': "import { g } from '../services/refunds/order0Service';\n",
    'src/__tests__/refunds/order0.test.ts': "import { g } from '../../services/refunds/order0Service';\n",
    'src/notes.ts': "// see order0Service\nimport { h } from './order0Service';\n",
    'src/order0Service.ts': 'export function h() {}\n',
  };

  it('keeps files that name the module with its folder, or sit in its folder', () => {
    const { ws } = workspace(base);
    expect(importerCandidates(ws.head, 'src/services/orders/order0Service.ts')).toEqual([
      'src/routes/orders.ts',
      'src/services/orders/deep/x.ts',
      'src/services/orders/helper.ts',
    ]);
  });

  it('keeps every mention when an alias root reaches the module folder directly', () => {
    const { ws } = workspace({
      ...base,
      'tsconfig.json': '{ "compilerOptions": { "baseUrl": ".", "paths": { "@orders/*": ["src/services/orders/*"] } } }',
      'src/web/page.ts': "import { f } from '@orders/order0Service';\n",
    });
    expect(importerCandidates(ws.head, 'src/services/orders/order0Service.ts')).toContain('src/web/page.ts');
  });

  it('keeps every mention for a module in the root of the `@/` alias', () => {
    const { ws } = workspace(base);
    expect(importerCandidates(ws.head, 'src/order0Service.ts')).toEqual(
      expect.arrayContaining(['src/notes.ts', 'src/routes/refunds.ts']),
    );
  });
});

describe('Workspace: the base tree is searched through the head (TreeView.pair)', () => {
  /** Records which tree each search covered, and of which files. */
  class RevSource extends CountingBackgroundSource {
    byRev: { rev: string; words: string[]; pathspecs: string[] }[] = [];
    override grepWordFiles(rev: string, words: string[], pathspecs: string[] = []): Map<string, Set<string>> {
      this.byRev.push({ rev, words, pathspecs });
      return super.grepWordFiles(rev, words, pathspecs);
    }
    override readAhead(rev: string, request: ReadAheadRequest): Promise<ReadAhead> {
      if (request.words.length > 0) this.byRev.push({ rev, words: request.words, pathspecs: [] });
      return super.readAhead(rev, request);
    }
  }

  const words = ['chargeCard', 'refundCard', 'LEGACY_KEY', 'newHelper', 'movedThing', 'binaryWord', 'linkTarget'];
  const base: Files = {
    'src/unchanged.ts': 'export const chargeCard = () => LEGACY_KEY;\n',
    'src/modified.ts': 'export const refundCard = 1; // LEGACY_KEY\n',
    'src/deleted.ts': 'export const LEGACY_KEY = "x"; export const chargeCard = 2;\n',
    'src/old-name.ts': 'export const movedThing = 1;\n',
    'src/old-edited.ts': 'export const movedThing = 2; export const refundCard = 3;\n'.repeat(4),
    'assets/blob.bin': Buffer.concat([Buffer.from('binaryWord '), Buffer.from([0, 1, 2])]),
    'assets/to-binary.dat': 'binaryWord as text\n',
    'big/large.txt': `refundCard ${'x'.repeat(5000)}\n`,
  };
  const head: Files = {
    'src/modified.ts': 'export const refundCard = 1;\nexport const newHelper = 2;\n',
    'src/deleted.ts': null,
    'src/added.ts': 'export const newHelper = LEGACY_KEY;\n',
    'src/old-name.ts': null,
    'src/new-name.ts': 'export const movedThing = 1;\n',
    'src/old-edited.ts': null,
    'src/new-edited.ts': 'export const movedThing = 2; export const refundCard = 3;\n'.repeat(4) + 'chargeCard;\n',
    'assets/to-binary.dat': Buffer.concat([Buffer.from('binaryWord '), Buffer.from([0, 1, 2])]),
    'big/large.txt': `chargeCard ${'x'.repeat(5000)}\n`,
  };

  function paired(maxFileBytes?: number) {
    const { ws, source, git, repo } = workspace(base, head, { source: (g) => new RevSource(g), maxFileBytes });
    const expected = (w: string) => [...(git.grepWordFiles(repo.base, [w]).get(w) ?? [])].sort();
    return { ws, source, repo, expected };
  }

  it.each([undefined, 1000])(
    'finds in the base what git grep of the base finds, searching only the head (max file bytes %s)',
    (maxFileBytes) => {
      const { ws, source, repo, expected } = paired(maxFileBytes);
      for (const w of words) expect([w, ws.base.filesWith([w])]).toEqual([w, expected(w)]);
      expect(source.byRev.filter((s) => s.rev === repo.base && s.pathspecs.length === 0)).toEqual([]);
      // a base version it cannot read as text (over the size limit) is searched alone
      const own = new Set(source.byRev.filter((s) => s.rev === repo.base).map((s) => s.pathspecs.join(' ')));
      expect([...own]).toEqual(maxFileBytes ? ['big/large.txt'] : []);
      expect(ws.base.filesWith(['LEGACY_KEY'])).toEqual(['src/deleted.ts', 'src/modified.ts', 'src/unchanged.ts']);
      expect(ws.head.filesWith(['LEGACY_KEY'])).toEqual(['src/added.ts', 'src/unchanged.ts']);
    },
  );

  it('serves both trees with one background search of the head', async () => {
    const { ws, source, repo, expected } = paired();
    await ws.readAhead(['src/modified.ts'], ['src/modified.ts', 'src/deleted.ts'], {
      head: ['newHelper'],
      base: ['LEGACY_KEY'],
    });
    ws.base.anticipate(['chargeCard', 'movedThing']);
    ws.head.anticipate(['refundCard']);
    await ws.searchAnticipated();
    expect(source.byRev.map((s) => [s.rev, [...s.words].sort()])).toEqual([
      [repo.head, ['LEGACY_KEY', 'newHelper']],
      [repo.head, ['chargeCard', 'movedThing', 'refundCard']],
    ]);
    const searches = source.byRev.length;
    for (const w of ['LEGACY_KEY', 'chargeCard', 'movedThing']) expect(ws.base.filesWith([w])).toEqual(expected(w));
    expect(source.byRev).toHaveLength(searches);
  });

  it('shares the text of a file the change did not touch between the trees', () => {
    const { ws, source } = paired();
    ws.head.prefetch(['src/unchanged.ts', 'src/modified.ts']);
    const reads = source.reads;
    expect(ws.base.read('src/unchanged.ts')).toBe(ws.head.read('src/unchanged.ts'));
    expect(source.reads).toBe(reads);
    expect(ws.base.read('src/modified.ts')).toContain('LEGACY_KEY');
    expect(source.reads).toBe(reads + 1);
  });
});

describe('Workspace: the base listing is the head listing outside the change', () => {
  const base: Files = {
    'src/keep.ts': 'export const a = 1;\n',
    'src/edit.ts': 'export const b = 1;\n',
    'src/gone.ts': 'export const c = 1;\n',
    'src/old.ts': 'export const moved = 1;\n',
    'docs/[weird] name*.md': 'x\n',
  };
  const head: Files = {
    'src/edit.ts': 'export const b = 22;\n',
    'src/gone.ts': null,
    'src/old.ts': null,
    'src/new.ts': 'export const moved = 1;\n',
    'src/added.ts': 'export const d = 1;\n',
    'docs/[weird] name*.md': 'changed\n',
  };

  /** Counts full listings of each tree. */
  class ListingSource extends CountingBackgroundSource {
    full: string[] = [];
    constructor(private readonly gitRepo: GitRepo) {
      super(gitRepo);
    }
    override listTree(rev: string): TreeEntry[] {
      this.full.push(rev);
      return super.listTree(rev);
    }
    override readAhead(rev: string, request: ReadAheadRequest): Promise<ReadAhead> {
      if (request.tree) this.full.push(rev);
      return super.readAhead(rev, request);
    }
    listPaths(rev: string, paths: string[]): TreeEntry[] | undefined {
      return this.gitRepo.listPaths(rev, paths);
    }
  }

  function setup() {
    const { ws, source, git, repo } = workspace(base, head, { source: (g) => new ListingSource(g) });
    const expected = new Map(git.listTree(repo.base).map((e) => [e.path, e]));
    return { ws, source, repo, expected };
  }

  it('lists only the head in full, and the base where the change touched it (paths read by name, not as patterns)', () => {
    const { ws, source, repo, expected } = setup();
    expect(ws.base.paths().sort()).toEqual([...expected.keys()].sort());
    for (const [path, entry] of expected) expect(ws.base.entry(path)).toEqual(entry);
    expect(ws.base.exists('src/new.ts')).toBe(false);
    expect(source.full).toEqual([repo.head]);
  });

  it('does the same when read ahead in the background', async () => {
    const { ws, source, repo, expected } = setup();
    await ws.readAhead(['src/edit.ts'], ['src/edit.ts', 'src/gone.ts'], { head: ['moved'], base: ['moved'] });
    expect(source.full).toEqual([repo.head]);
    expect(ws.base.paths().sort()).toEqual([...expected.keys()].sort());
    expect(ws.base.read('src/gone.ts')).toContain('c = 1');
    expect(ws.base.filesWith(['moved'])).toEqual(['src/old.ts']);
  });
});
