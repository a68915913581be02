import { buildChangeSet } from '../../src/git/changeset';
import { GitRepo } from '../../src/git/git';
import { comparableChange, memoryRepo, needsGit } from './memory-repo';
import { makeRepo, type RepoSpec } from './repo';

// The rule tester and workspaceFor build most cases in memory: the change they compute
// must be the one `git diff -U0` and `git log` give for the same trees (files, statuses,
// added, removed and new-code lines, hunks, commits, branch), here on the diffs where two
// diff programs could disagree.

const fn = (name: string, body: string) => `export function ${name}() {\n  ${body}\n}\n`;

const cases: [string, RepoSpec][] = [
  [
    'lines added, removed and changed in several places of a file',
    {
      base: { 'src/a.ts': ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((x) => `const ${x} = 1;`).join('\n') + '\n' },
      head: {
        'src/a.ts': ['a', 'B', 'c', 'd', 'x', 'e', 'g', 'h', 'i'].map((x) => `const ${x} = 1;`).join('\n') + '\n',
      },
    },
  ],
  [
    'a function added after another, and a block repeated (where an insertion could be placed in two ways)',
    {
      base: { 'src/a.ts': fn('a', 'return 1;'), 'src/pay.ts': 'await stripe.refunds.create({\n  amount,\n});\n' },
      head: {
        'src/a.ts': `${fn('a', 'return 1;')}\n${fn('b', 'return 2;')}`,
        'src/pay.ts': 'await stripe.refunds.create({\n  amount,\n});\nawait stripe.refunds.create({\n  amount,\n});\n',
      },
    },
  ],
  [
    'blank lines and closing braces added between blocks',
    {
      base: { 'src/a.ts': `${fn('a', 'return 1;')}\n${fn('c', 'return 3;')}` },
      head: { 'src/a.ts': `${fn('a', 'return 1;')}\n${fn('b', 'return 2;')}\n\n${fn('c', 'return 3;')}` },
    },
  ],
  [
    'a function moved within a file and another file (not new code) and lines reformatted',
    {
      base: {
        'src/a.ts': `${fn('a', 'return 1;')}\n${fn('b', 'return 2;')}`,
        'src/b.ts': 'export const list = [1, 2, 3];\n',
        'src/c.ts': fn('moved', 'return compute(1, 2);'),
      },
      head: {
        'src/a.ts': `${fn('b', 'return 2;')}\n${fn('a', 'return 1;')}`,
        'src/b.ts': 'export const list = [\n  1,\n  2,\n  3,\n];\n',
        'src/c.ts': `${fn('other', 'return 0;')}\n${fn('moved2', 'return compute(1, 2);')}`,
      },
    },
  ],
  [
    'the newline at the end of a file added, and another removed',
    {
      base: { 'a.txt': 'one\ntwo', 'b.txt': 'one\ntwo\n' },
      head: { 'a.txt': 'one\ntwo\n', 'b.txt': 'one\ntwo' },
    },
  ],
  [
    'CRLF lines edited, and a file converted from LF to CRLF',
    {
      base: {
        'src/crlf.ts': 'export const a = 1;\r\nexport const b = 2;\r\n',
        'src/lf.ts': 'const x = 1;\nconst y = 2;\n',
      },
      head: {
        'src/crlf.ts': 'export const a = 1;\r\nexport const b = 3;\r\nexport const c = 4;\r\n',
        'src/lf.ts': 'const x = 1;\r\nconst y = 2;\r\n',
      },
    },
  ],
  [
    'files added (one empty), a file emptied',
    {
      base: { 'src/full.ts': 'export const a = 1;\nexport const b = 2;\n' },
      head: { 'src/new.ts': 'export const n = 1;\n', 'src/empty.ts': '', 'src/full.ts': '' },
    },
  ],
  [
    'a folder and a file deleted, another file edited',
    {
      base: {
        'src/a.ts': 'export const a = 1;\n',
        'src/gone.ts': 'export const g = 1;\n',
        'legacy/x.ts': 'export const x = 1;\n',
        'legacy/y/z.ts': 'z\n',
      },
      head: { legacy: null, 'src/gone.ts': null, 'src/a.ts': 'export const a = 2;\n' },
    },
  ],
  [
    'unicode text and paths with spaces and non-ASCII letters',
    {
      base: { 'docs/read me.md': '# Café\n', 'src/naïve.ts': "export const s = '日本語';\n" },
      head: { 'docs/read me.md': '# Café\n\nNouveau 🙂\n', 'src/naïve.ts': "export const s = '日本語!';\n" },
    },
  ],
  [
    "an agent's commit on its branch, with a message",
    {
      base: { 'src/a.ts': 'export const a = 1;\n' },
      head: { 'src/a.ts': 'export const a = 2;\n' },
      agent: true,
      message: 'Fix the total\n\nLonger text.',
    },
  ],
  [
    'a named branch, and a file written again with the same content (no change)',
    {
      base: { 'src/a.ts': 'export const a = 1;\n', 'src/b.ts': 'b\n' },
      head: { 'src/a.ts': 'export const a = 1;\n', 'src/b.ts': 'b2\n' },
      branch: 'devin/feature-x',
    },
  ],
];

describe('the change built in memory', () => {
  it.each(cases)('is the one git gives: %s', (_name, spec) => {
    expect(needsGit(spec)).toBeUndefined();
    const repo = makeRepo(spec);
    const git = GitRepo.open(repo.dir);
    const viaGit = buildChangeSet(git, { base: repo.base, head: repo.head });
    const viaMemory = memoryRepo(spec);
    expect(comparableChange(viaMemory.changes)).toEqual(comparableChange(viaGit));
    // and its trees hold what git's do
    for (const rev of ['base', 'head'] as const) {
      const paths = git.listTree(repo[rev]).map((e) => e.path);
      const memRev = viaMemory.changes[rev];
      expect(viaMemory.source.listTree(memRev).map((e) => e.path)).toEqual(expect.arrayContaining(paths));
      expect(viaMemory.source.listTree(memRev)).toHaveLength(paths.length);
      const gitBlobs = git.readBlobs(repo[rev], paths);
      const memBlobs = viaMemory.source.readBlobs(memRev, paths);
      for (const p of paths)
        expect([p, memBlobs.get(p)?.toString('utf8')]).toEqual([p, gitBlobs.get(p)?.toString('utf8')]);
    }
  });
});

describe('needsGit', () => {
  it.each<[string, RepoSpec, RegExp | undefined]>([
    [
      'a deletion and an addition (a rename to detect)',
      { base: { 'a.ts': 'a\n' }, head: { 'a.ts': null, 'b.ts': 'a\n' } },
      /rename/,
    ],
    ['a folder deleted and a file added', { base: { 'd/a.ts': 'a\n' }, head: { d: null, 'b.ts': 'b\n' } }, /rename/],
    ['a binary file', { base: {}, head: { 'logo.png': Buffer.from([0x89, 0x50, 0, 1]) } }, /bytes/],
    ['a .gitattributes file', { base: { '.gitattributes': '*.ts -diff\n' }, head: { 'a.ts': 'a\n' } }, /gitattributes/],
    ['a deletion only', { base: { 'a.ts': 'a\n', 'b.ts': 'b\n' }, head: { 'a.ts': null } }, undefined],
    ['an addition and an edit', { base: { 'a.ts': 'a\n' }, head: { 'a.ts': 'a2\n', 'b.ts': 'b\n' } }, undefined],
  ])('%s', (_name, spec, reason) => {
    if (reason) expect(needsGit(spec)).toMatch(reason);
    else expect(needsGit(spec)).toBeUndefined();
  });

  it('memoryRepo refuses a spec that needs git', () => {
    expect(() => memoryRepo({ base: { 'a.ts': 'a\n' }, head: { 'a.ts': null, 'b.ts': 'a\n' } })).toThrow(/rename/);
  });
});
