import { buildChangeSet } from '../../src/git/changeset';
import { GitRepo } from '../../src/git/git';
import { importerCandidates, moduleWords } from '../../src/extractors/code/resolve-import';
import { hasPathspecMagic, pathspecMatcher } from '../../src/git/pathspec';
import { Workspace } from '../../src/workspace/workspace';
import { makeRepo, type Files } from '../helpers/repo';
import { stressSize } from '../helpers/stress';

// The trees' name search answers what `git grep -l -F -w` answers, word by word, whatever
// the order of the questions, whatever was read or searched before, in the head and in
// the base (which is searched through the head: `TreeView.pair`). How often git runs is
// the engine's business, not asserted here.

/** A real repository of the two trees, and the ground truth of a word's files in each. */
function workspace(base: Files, head: Files = {}, opts: { maxFileBytes?: number } = {}) {
  const repo = makeRepo({ base, head });
  const git = GitRepo.open(repo.dir);
  const changes = buildChangeSet(git, { base: repo.base, head: repo.head });
  const ws = new Workspace(git, changes, { maxFileBytes: opts.maxFileBytes });
  const truth = (rev: string, word: string) => [...git.grepFiles(rev, [word])].sort();
  return { ws, git, repo, truth };
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

  it('finds the files of each word, searched alone or with others', () => {
    const { ws } = workspace(files);
    expect(ws.head.grep(['containers'])).toEqual(['docs/containers.md', 'k8s/deployment.yaml']);
    expect(ws.head.grep(['checkoutRouter'])).toEqual(['src/app.ts', 'src/routes/checkout.ts']);
    expect(ws.head.grep(['checkout', 'checkoutRouter'])).toEqual(['src/app.ts', 'src/routes/checkout.ts']);
    expect(ws.head.read('src/app.ts')).toContain('checkoutRouter');
  });

  it('answers plain pathspecs as git would', () => {
    const { ws } = workspace(files);
    expect(ws.head.grep(['containers'], ['*.yaml', '*.yml'])).toEqual(['k8s/deployment.yaml']);
    expect(ws.head.grep(['next-auth'], ['*package.json'])).toEqual(['apps/web/package.json', 'package.json']);
    expect(ws.head.grep(['containers'], ['k8s'])).toEqual(['k8s/deployment.yaml']);
  });

  const names = stressSize(300, 60);
  it(`finds ${names + 4} words in one question, each as git does`, () => {
    const many: Files = {};
    for (let i = 0; i < names; i++) many[`src/m${i}.ts`] = `export const name${i} = 'orders/item${i}';\n`;
    const { ws, repo, truth } = workspace(many);
    const words = [...Array.from({ length: names }, (_, i) => `name${i}`), 'orders', 'orders/item7', 'item', 'name'];
    ws.head.filesWith(words);
    for (const w of words) expect([w, ws.head.filesWith([w])]).toEqual([w, truth(repo.head, w)]);
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

  it.each(cases)('finds $word after `orders` was searched, as git grep -w does', (c) => {
    const { ws, repo, truth } = workspace(files);
    ws.head.filesWith(['orders']);
    expect(ws.head.filesWith([c.word])).toEqual(c.expected);
    expect(truth(repo.head, c.word)).toEqual(c.expected);
  });

  it('finds a word whose candidates it cannot read as text (over the size limit)', () => {
    const { ws } = workspace(files, {}, { maxFileBytes: 30 });
    ws.head.filesWith(['orders']);
    expect(ws.head.filesWith(['/api/orders'])).toEqual(['web/item.ts', 'web/list.ts']);
  });

  it('finds words whose parts were never searched, or are their only part', () => {
    const { ws } = workspace(files);
    ws.head.filesWith(['orders']);
    expect(ws.head.filesWith(['ordersX', '/api/orders2'])).toEqual(['web/longer.ts', 'web/other.ts']);
  });
});

describe('TreeView.readAhead', () => {
  it('answers from what it read in the background as it would without it', async () => {
    const files = {
      'src/app.ts': "import { checkoutRouter } from './routes/checkout';\n",
      'src/routes/checkout.ts': 'export const checkoutRouter = 1;\n',
    };
    const { ws } = workspace(files);
    await ws.head.readAhead(['src/app.ts', 'nope.ts'], ['checkoutRouter']);
    expect(ws.head.read('src/app.ts')).toContain('checkoutRouter');
    expect(ws.head.readResult('nope.ts')).toEqual({ ok: false, reason: 'missing' });
    expect(ws.head.grep(['checkoutRouter', 'checkout'])).toEqual(['src/app.ts', 'src/routes/checkout.ts']);
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

  it('keeps, for a workspace package named by a common word, only files that write it as a module specifier', () => {
    const { ws } = workspace({
      'package.json': '{ "name": "root", "workspaces": ["apps/*"] }\n',
      'apps/server/package.json': '{ "name": "server", "main": "src/index.ts" }\n',
      'apps/server/src/index.ts': 'export const app = 1;\n',
      'apps/web/src/client.ts': "import { app } from 'server';\n",
      'apps/web/src/deep.ts': 'import type { AppType } from "server/src/index";\n',
      // look-alikes: the word in code, a comment and another package's name
      'apps/web/src/api.ts': 'const server = createServer(); // the server answers\n',
      'apps/web/src/other.ts': "import { x } from '@acme/server-utils';\n",
    });
    // (a manifest that names the package is no code: callers keep code files)
    expect(importerCandidates(ws.head, 'apps/server/src/index.ts').filter((p) => p.endsWith('.ts'))).toEqual([
      'apps/web/src/client.ts',
      'apps/web/src/deep.ts',
    ]);
  });

  it('keeps every mention for a module in the root of the `@/` alias', () => {
    const { ws } = workspace(base);
    expect(importerCandidates(ws.head, 'src/order0Service.ts')).toEqual(
      expect.arrayContaining(['src/notes.ts', 'src/routes/refunds.ts']),
    );
  });
});

describe('Workspace: the base tree is searched through the head (TreeView.pair)', () => {
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
    const { ws, repo, truth } = workspace(base, head, { maxFileBytes });
    return { ws, expected: (w: string) => truth(repo.base, w) };
  }

  it.each([undefined, 1000])(
    'finds in the base what git grep of the base finds (max file bytes %s)',
    (maxFileBytes) => {
      const { ws, expected } = paired(maxFileBytes);
      for (const w of words) expect([w, ws.base.filesWith([w])]).toEqual([w, expected(w)]);
      expect(ws.base.filesWith(['LEGACY_KEY'])).toEqual(['src/deleted.ts', 'src/modified.ts', 'src/unchanged.ts']);
      expect(ws.head.filesWith(['LEGACY_KEY'])).toEqual(['src/added.ts', 'src/unchanged.ts']);
    },
  );

  it('answers both trees after a background read as without it', async () => {
    const { ws, expected } = paired();
    await ws.readAhead(['src/modified.ts'], ['src/modified.ts', 'src/deleted.ts'], {
      head: ['newHelper'],
      base: ['LEGACY_KEY'],
    });
    for (const w of words) expect([w, ws.base.filesWith([w])]).toEqual([w, expected(w)]);
  });

  it("reads each tree's own version of a file", () => {
    const { ws } = paired();
    ws.head.prefetch(['src/unchanged.ts', 'src/modified.ts']);
    expect(ws.base.read('src/unchanged.ts')).toBe(ws.head.read('src/unchanged.ts'));
    expect(ws.base.read('src/modified.ts')).toContain('LEGACY_KEY');
    expect(ws.head.read('src/modified.ts')).not.toContain('LEGACY_KEY');
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

  function setup() {
    const { ws, git, repo } = workspace(base, head);
    const expected = new Map(git.listTree(repo.base).map((e) => [e.path, e]));
    return { ws, expected };
  }

  it('lists the base as git does (paths the change touched read by name, not as patterns)', () => {
    const { ws, expected } = setup();
    expect(ws.base.paths().sort()).toEqual([...expected.keys()].sort());
    for (const [path, entry] of expected) expect(ws.base.entry(path)).toEqual(entry);
    expect(ws.base.exists('src/new.ts')).toBe(false);
  });

  it('does the same when read ahead in the background', async () => {
    const { ws, expected } = setup();
    await ws.readAhead(['src/edit.ts'], ['src/edit.ts', 'src/gone.ts'], { head: ['moved'], base: ['moved'] });
    expect(ws.base.paths().sort()).toEqual([...expected.keys()].sort());
    expect(ws.base.read('src/gone.ts')).toContain('c = 1');
    expect(ws.base.filesWith(['moved'])).toEqual(['src/old.ts']);
  });

  it.each([
    ['every .ts file', (n: string) => n.endsWith('.ts')],
    ['one name', (n: string) => n === 'edit.ts'],
    ['a name only the base has', (n: string) => n === 'gone.ts' || n === 'old.ts'],
    ['a name only the head has', (n: string) => n === 'added.ts'],
    ['no name', () => false],
  ])('finds the files by name (%s) in tree order, in each tree, as a scan of its paths does', (_, test) => {
    const { ws } = setup();
    const name = (p: string) => p.slice(p.lastIndexOf('/') + 1);
    for (const view of [ws.head, ws.base])
      expect(view.filesNamed(test)).toEqual(view.paths().filter((p) => test(name(p))));
  });
});
