import { execFileSync } from 'node:child_process';
import { symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { buildChangeSet } from '../../src/git/changeset';
import { GitRepo } from '../../src/git/git';
import { ByteBudget, type MemoryTree } from '../../src/git/memory-source';
import { readTarball } from '../../src/git/tarball';
import { changedFiles, type ApiFile } from '../../src/github/api-source';
import { git, makeRepo, type Files } from '../helpers/repo';
import { pullFiles } from './pr-fixture';

const utf16 = (s: string) => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(s, 'utf16le')]);
const lines = (n: number, f: (i: number) => string) => Array.from({ length: n }, (_, i) => f(i + 1)).join('\n') + '\n';

const base: Files = {
  // Two edits seven lines apart share one -U3 hunk: a reformat, then a real change.
  'src/calc.ts': lines(20, (i) => (i === 3 ? 'export const sum = add(1,2);' : `export const v${i} = ${i};`)),
  'src/move-from.ts': 'export function moved(a: number) {\n  return a * 2;\n}\nexport const stays = 1;\n',
  'src/move-to.ts': 'export const here = 1;\n',
  'src/old-name.ts': lines(10, (i) => `export const r${i} = ${i};`),
  'src/gone.ts': 'export const gone = 1;\n',
  'src/no-eol.ts': 'export const x = 1;',
  'img/logo.png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2]),
  'db/1_init.sql': utf16('CREATE TABLE invoices (id int, memo text);\n'),
};
const head: Files = {
  'src/calc.ts': lines(20, (i) =>
    i === 3
      ? 'export const sum = add(1, 2);'
      : i === 10
        ? 'export const v10 = compute();'
        : `export const v${i} = ${i};`,
  ),
  'src/move-from.ts': 'export const stays = 1;\n',
  'src/move-to.ts': 'export const here = 1;\nexport function moved(a: number) {\n  return a * 2;\n}\n',
  'src/old-name.ts': null,
  'src/new-name.ts': lines(10, (i) => (i === 5 ? 'export const r5 = 50;' : `export const r${i} = ${i};`)),
  'src/gone.ts': null,
  'src/added.ts': 'export const added = process.env.ADDED;\n',
  'src/no-eol.ts': 'export const x = 2;',
  'img/logo.png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 9, 9]),
  'db/1_init.sql': utf16('CREATE TABLE invoices (id int, memo text);\nALTER TABLE invoices DROP COLUMN memo;\n'),
};

async function treeOf(dir: string, sha: string): Promise<MemoryTree> {
  const tgz = execFileSync('git', ['archive', '--format=tar.gz', `--prefix=acme-shop-${sha.slice(0, 7)}/`, sha], {
    cwd: dir,
  });
  return readTarball(tgz, { budget: new ByteBudget(1 << 30), label: sha });
}

async function fixture() {
  const repo = makeRepo({ base, head });
  symlinkSync('../etc/passwd', join(repo.dir, 'src/link'));
  git(repo.dir, 'add', '-A');
  git(repo.dir, 'commit', '-q', '-m', 'link');
  const headSha = git(repo.dir, 'rev-parse', 'HEAD');
  return {
    repo,
    headSha,
    api: pullFiles(repo.dir, repo.base, headSha) as ApiFile[],
    headTree: await treeOf(repo.dir, headSha),
    baseTree: await treeOf(repo.dir, repo.base),
    viaGit: buildChangeSet(GitRepo.open(repo.dir), { base: repo.base, head: headSha }),
  };
}

describe('the files API as a ChangeSet', () => {
  let ctx: Awaited<ReturnType<typeof fixture>>;
  beforeAll(async () => {
    ctx = await fixture();
  });

  it('gives every file the statuses, lines, hunks and new code that git diff gives', () => {
    const notes: string[] = [];
    const viaApi = changedFiles(ctx.api, ctx.headTree, ctx.baseTree, notes);
    const sorted = <T extends { path: string }>(xs: readonly T[]) =>
      [...xs].sort((a, b) => a.path.localeCompare(b.path));
    expect(sorted(viaApi)).toEqual(sorted(ctx.viaGit.files));
    expect(notes).toEqual([]);
  });

  it('maps renames, deletions, binary files and symlinks', () => {
    const viaApi = changedFiles(ctx.api, ctx.headTree, ctx.baseTree, []);
    const by = (p: string) => viaApi.find((f) => f.path === p)!;
    expect(by('src/new-name.ts')).toMatchObject({ status: 'renamed', oldPath: 'src/old-name.ts', newCodeLines: [5] });
    expect(by('src/gone.ts')).toMatchObject({ status: 'deleted', removedLines: [1], addedLines: [] });
    expect(by('img/logo.png')).toMatchObject({ status: 'modified', binary: true, addedLines: [] });
    // UTF-16 with a byte-order mark is text, though GitHub sends no patch for it.
    expect(by('db/1_init.sql')).toMatchObject({ status: 'modified', binary: false, newCodeLines: [2] });
    expect(by('src/link')).toMatchObject({ status: 'added', symlink: true });
    // The reformat of line 3 is not new code; the change of line 10 in the same -U3 hunk is.
    expect(by('src/calc.ts')).toMatchObject({ addedLines: [3, 10], newCodeLines: [10] });
    // The moved function is not new code.
    expect(by('src/move-to.ts').newCodeLines).toEqual([]);
  });

  it('a text file without a patch is compared as rewritten, with a note', () => {
    const notes: string[] = [];
    const api = ctx.api.map((f) => (f.filename === 'src/calc.ts' ? { ...f, patch: undefined } : f));
    const calc = changedFiles(api, ctx.headTree, ctx.baseTree, notes).find((f) => f.path === 'src/calc.ts')!;
    expect(calc.addedLines).toHaveLength(20);
    expect(calc.removedLines).toHaveLength(20);
    // Only the line the base does not have (in any form) is new code.
    expect(calc.newCodeLines).toEqual([10]);
    expect(notes).toEqual([
      'GitHub sent no diff for src/calc.ts (too large to show); compared it as rewritten: its lines that the base does not have count as new.',
    ]);
  });

  it('an added file without a patch is new code throughout; a deleted one is removed throughout', () => {
    const api = ctx.api.map((f) =>
      f.filename === 'src/added.ts' || f.filename === 'src/gone.ts' ? { ...f, patch: undefined } : f,
    );
    const files = changedFiles(api, ctx.headTree, ctx.baseTree, []);
    expect(files.find((f) => f.path === 'src/added.ts')).toMatchObject({ addedLines: [1], newCodeLines: [1] });
    expect(files.find((f) => f.path === 'src/gone.ts')).toMatchObject({ removedLines: [1], addedLines: [] });
  });

  it('a file missing from the head tarball (export-ignore) gets a note', () => {
    const notes: string[] = [];
    const api: ApiFile[] = [{ filename: 'dist/ignored.js', status: 'added', patch: '@@ -0,0 +1 @@\n+x', changes: 1 }];
    changedFiles(api, ctx.headTree, ctx.baseTree, notes);
    expect(notes[0]).toMatch(/dist\/ignored\.js is in the pull request but not in the head tarball/);
  });

  it('a submodule pointer is marked, not read', () => {
    const patch = `@@ -1 +1 @@\n-Subproject commit ${'a'.repeat(40)}\n+Subproject commit ${'b'.repeat(40)}`;
    const [f] = changedFiles(
      [{ filename: 'vendor/lib', status: 'modified', patch, changes: 2 }],
      ctx.headTree,
      ctx.baseTree,
      [],
    );
    expect(f.submodule).toBe(true);
  });
});
