import { buildChangeSet, unquotePatchPath } from '../../src/git/changeset';
import { GitRepo, UsageError } from '../../src/git/git';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { git, makeRepo } from '../helpers/repo';

function changesOf(spec: Parameters<typeof makeRepo>[0]) {
  const repo = makeRepo(spec);
  return buildChangeSet(GitRepo.open(repo.dir), { base: repo.base, head: repo.head });
}

describe('buildChangeSet', () => {
  it('lists added, modified and deleted files with the added head lines', () => {
    const changes = changesOf({
      base: { 'a.ts': 'one\ntwo\nthree\n', 'b.ts': 'gone\n' },
      head: { 'a.ts': 'one\n2\nthree\nfour\n', 'b.ts': null, 'c.ts': 'new\n' },
    });
    const byPath = Object.fromEntries(changes.files.map((f) => [f.path, f]));
    expect(byPath['a.ts'].status).toBe('modified');
    expect(byPath['a.ts'].addedLines).toEqual([2, 4]);
    expect(byPath['a.ts'].removedLines).toEqual([2]);
    expect(byPath['b.ts'].status).toBe('deleted');
    expect(byPath['c.ts'].status).toBe('added');
    expect(changes.isNewCode('a.ts', 4)).toBe(true);
    expect(changes.touches('a.ts', 3, 4)).toBe(true);
    expect(changes.touches('a.ts', 1, 1)).toBe(false);
  });

  it('follows a rename and reports only the edited lines as new', () => {
    const body = Array.from({ length: 30 }, (_, i) => `export const v${i} = ${i};`).join('\n') + '\n';
    const changes = changesOf({
      base: { 'src/old.js': body },
      head: { 'src/old.js': null, 'src/new.ts': body.replace('v3 = 3', 'v3 = 33') },
    });
    expect(changes.files).toHaveLength(1);
    const [f] = changes.files;
    expect(f).toMatchObject({ status: 'renamed', path: 'src/new.ts', oldPath: 'src/old.js' });
    expect(f.newCodeLines).toEqual([4]);
  });

  it('treats lines moved between files and reformatted hunks as not new code', () => {
    const changes = changesOf({
      base: {
        'routes.ts': 'const a = 1;\nconst key = `customer-${user.id}`;\nconst b = 2;\n',
        'fmt.ts': 'call(a,b,c)\n',
      },
      head: {
        'routes.ts': 'const a = 1;\nconst b = 2;\n',
        'service.ts': 'export function f(user) {\n    const key = `customer-${user.id}`;\n  return key;\n}\n',
        'fmt.ts': 'call(\n  a,\n  b,\n  c,\n)\n',
      },
    });
    expect(changes.isAddedLine('service.ts', 2)).toBe(true);
    expect(changes.isNewCode('service.ts', 2)).toBe(false);
    expect(changes.isNewCode('service.ts', 3)).toBe(true);
    expect(changes.file('fmt.ts')!.newCodeLines).toEqual([]);
  });

  it('marks binary files and does not parse them', () => {
    const changes = changesOf({ base: {}, head: { 'logo.png': Buffer.from([0x89, 0x50, 0, 1, 2, 0]) } });
    expect(changes.files[0]).toMatchObject({ path: 'logo.png', binary: true, addedLines: [] });
  });

  it('diffs UTF-16 text with a byte-order mark line by line instead of calling it binary', () => {
    const utf16 = (s: string) => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(s, 'utf16le')]);
    const changes = changesOf({
      base: { 'db/1.sql': utf16('CREATE TABLE a (id int);\nSELECT 1;\n') },
      head: {
        'db/1.sql': utf16('CREATE TABLE a (id int);\nSELECT 2;\nSELECT 3;\n'),
        'db/2.sql': utf16('ALTER TABLE a DROP COLUMN memo;\n'),
        'raw.bin': Buffer.from([0xff, 0xfe, 0x00, 0xd8, 0, 0]),
      },
    });
    const byPath = Object.fromEntries(changes.files.map((f) => [f.path, f]));
    expect(byPath['db/1.sql']).toMatchObject({ binary: false, addedLines: [2, 3], removedLines: [2] });
    expect(byPath['db/2.sql']).toMatchObject({ status: 'added', binary: false, newCodeLines: [1] });
    expect(byPath['raw.bin']).toMatchObject({ binary: true, addedLines: [] });
  });

  it('diffs source code with a NUL byte in a string literal line by line; other files with NUL bytes stay binary', () => {
    const changes = changesOf({
      base: { 'src/a.tsx': 'export const a = 1;\n', 'data/a.bin': Buffer.from([1, 0, 2]) },
      head: {
        'src/a.tsx': 'export const a = 1;\nexport const nul = "\u0000";\n',
        'data/a.bin': Buffer.from([1, 0, 3]),
      },
    });
    const byPath = Object.fromEntries(changes.files.map((f) => [f.path, f]));
    expect(byPath['src/a.tsx']).toMatchObject({ binary: false, addedLines: [2], newCodeLines: [2] });
    expect(byPath['data/a.bin']).toMatchObject({ binary: true, addedLines: [] });
  });

  it('lists a file whose content the clone lacks as unreadable and diffs the others', () => {
    const repo = makeRepo({
      base: { 'src/a.ts': 'export const a = 1;\n', 'gen/big.ts': 'export const big = 1;\n' },
      head: { 'src/a.ts': 'export const a = 2;\n', 'gen/big.ts': 'export const big = 2;\n' },
    });
    // a partial or damaged clone: the head's blob of gen/big.ts is gone (its loose object removed)
    const oid = git(repo.dir, 'rev-parse', `${repo.head}:gen/big.ts`);
    rmSync(join(repo.dir, '.git', 'objects', oid.slice(0, 2), oid.slice(2)));
    const changes = buildChangeSet(GitRepo.open(repo.dir), { base: repo.base, head: repo.head });
    const byPath = Object.fromEntries(changes.files.map((f) => [f.path, f]));
    expect(byPath['src/a.ts']).toMatchObject({ addedLines: [1] });
    expect(byPath['src/a.ts'].unreadable).toBeUndefined();
    expect(byPath['gen/big.ts']).toMatchObject({ unreadable: true, addedLines: [] });
    expect(changes.notes.join('\n')).toMatch(/git holds no content for gen\/big\.ts/);
  });

  it('reads the commits with their trailers and the head branch', () => {
    const changes = changesOf({ base: { 'a.ts': '1\n' }, head: { 'a.ts': '2\n' }, agent: true, message: 'Do it' });
    expect(changes.headBranch).toBe('claude/change');
    expect(changes.commits).toHaveLength(1);
    expect(changes.commits[0].message).toContain('Co-authored-by: Claude <noreply@anthropic.com>');
    expect(changes.commits[0]).toMatchObject({ committerName: expect.any(String), committerEmail: expect.any(String) });
  });

  it('compares with the merge base when the base branch moved on', () => {
    const repo = makeRepo({ base: { 'a.ts': '1\n' }, head: { 'b.ts': 'pr\n' } });
    git(repo.dir, 'checkout', '-q', 'main');
    git(repo.dir, 'commit', '-q', '--allow-empty', '-m', 'later on main');
    const mainTip = git(repo.dir, 'rev-parse', 'HEAD');
    const changes = buildChangeSet(GitRepo.open(repo.dir), { base: mainTip, head: repo.head });
    expect(changes.base).toBe(repo.base);
    expect(changes.files.map((f) => f.path)).toEqual(['b.ts']);
  });

  it('compares trees directly, with a note, when base and head share no history', () => {
    const repo = makeRepo({ base: { 'a.ts': '1\n' } });
    git(repo.dir, 'checkout', '-q', '--orphan', 'other');
    git(repo.dir, 'rm', '-rq', '--cached', '.');
    git(repo.dir, 'commit', '-q', '--allow-empty', '-m', 'unrelated');
    const other = git(repo.dir, 'rev-parse', 'HEAD');
    const changes = buildChangeSet(GitRepo.open(repo.dir), { base: repo.base, head: other });
    expect(changes.notes.join(' ')).toMatch(/shares no history/);
    expect(changes.files.map((f) => `${f.status} ${f.path}`)).toEqual(['deleted a.ts']);
  });

  it('says which revision does not exist', () => {
    const repo = makeRepo({ base: { 'a.ts': '1\n' } });
    expect(() => buildChangeSet(GitRepo.open(repo.dir), { base: 'no-such-branch', head: 'HEAD' })).toThrow(
      new UsageError(`--base no-such-branch: no such commit in ${repo.dir}`),
    );
  });

  // The diff is read in one process (--raw --numstat --patch -z): paths that hold what
  // separates its sections must still land on the right records.
  it.each<[string, Record<string, string | Buffer | null>, Record<string, string | Buffer | null>, string[]]>([
    ['a path with a tab', { 'keep.ts': '1\n' }, { 'a\tb.ts': 'x\n' }, ['added a\tb.ts +1']],
    ['a path with a newline', { 'keep.ts': '1\n' }, { 'a\nb.ts': 'x\ny\n' }, ['added a\nb.ts +2']],
    [
      'a path that spells a patch header',
      { 'keep.ts': '1\n' },
      { 'diff --git a/x b/x.ts': 'x\n' },
      ['added diff --git a/x b/x.ts +1'],
    ],
    ['a path beyond ASCII', { 'café.ts': '1\n' }, { 'café.ts': '1\n2\n' }, ['modified café.ts +1']],
    ['a path with a backslash and a quote', { 'keep.ts': '1\n' }, { 'a\\"b".ts': 'x\n' }, ['added a\\"b".ts +1']],
    [
      'a rename of an odd path, with an edit',
      { 'old\tname.ts': 'a\nb\nc\nd\ne\n' },
      { 'old\tname.ts': null, 'new name.ts': 'a\nb\nc\nd\ne\nf\n' },
      ['renamed new name.ts (from old\tname.ts) +1'],
    ],
    [
      'binary files, one renamed',
      { 'img.bin': Buffer.from([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]) },
      { 'img.bin': null, 'moved.bin': Buffer.from([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]), 'new.bin': Buffer.from([0, 255]) },
      ['renamed moved.bin (from img.bin) binary', 'added new.bin binary'],
    ],
    ['no change at all', { 'a.ts': '1\n' }, {}, []],
  ])('%s', (_, base, head, expected) => {
    const changes = changesOf({ base, head });
    expect(
      changes.files.map(
        (f) =>
          `${f.status} ${f.path}${f.oldPath ? ` (from ${f.oldPath})` : ''}${f.binary ? ' binary' : ` +${f.addedLines.length}`}`,
      ),
    ).toEqual(expected);
  });

  it.each<[string, (dir: string) => [string, string]]>([
    ['an annotated tag and a branch', (dir) => (git(dir, 'tag', '-a', '-m', 'v1', 'v1', 'main'), ['v1', 'HEAD'])],
    [
      'two abbreviated SHAs',
      (dir) => [git(dir, 'rev-parse', '--short', 'main'), git(dir, 'rev-parse', '--short', 'HEAD')],
    ],
  ])('resolves both ends in one call: %s', (_, revs) => {
    const repo = makeRepo({ base: { 'a.ts': '1\n' }, head: { 'a.ts': '2\n' } });
    const [base, head] = revs(repo.dir);
    const changes = buildChangeSet(GitRepo.open(repo.dir), { base, head });
    expect([changes.base, changes.head]).toEqual([repo.base, repo.head]);
  });

  it.each<[string, string, string]>([
    ['a tree, not a commit', 'HEAD^{tree}', 'no such commit'],
    ['a name with a space', 'main HEAD', 'no such commit'],
    ['an option', '--all', 'not a revision'],
    ['an empty name', '', 'not a revision'],
  ])('names the base that is not a commit: %s', (_, base, why) => {
    const repo = makeRepo({ base: { 'a.ts': '1\n' } });
    expect(() => buildChangeSet(GitRepo.open(repo.dir), { base, head: 'HEAD' })).toThrow(`--base ${base}: ${why}`);
  });
});

describe('unquotePatchPath', () => {
  it.each([
    ['plain.ts', 'plain.ts'],
    ['café.ts', 'café.ts'],
    ['a\\tb.ts', 'a\tb.ts'],
    ['a\\nb.ts', 'a\nb.ts'],
    ['caf\\303\\251.ts', 'café.ts'],
    ['back\\\\slash.ts', 'back\\slash.ts'],
    ['say \\"hi\\".ts', 'say "hi".ts'],
    ['😀\\t.ts', '😀\t.ts'],
  ])('%s', (quoted, path) => {
    expect(unquotePatchPath(quoted)).toBe(path);
  });
});
