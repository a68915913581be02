import { buildChangeSet } from '../../src/git/changeset';
import { GitRepo } from '../../src/git/git';
import { git, makeRepo, type Files } from '../helpers/repo';
import { checkJson, gapsOf, runCli } from './cli';

// Odd shapes of a change (issue 8, item 3): CRLF, rename + edit, submodules, empty
// pull requests, a base that is not an ancestor, and the verdict tied to the head SHA.

// Real git repositories and the full rule set: generous on a shared, loaded machine.
jest.setTimeout(300_000);

const app: Files = {
  'package.json': '{ "name": "app", "version": "1.0.0" }\n',
  'src/app.ts': 'export const answer = 42;\n',
};

const service = Array.from(
  { length: 30 },
  (_, i) => `export function f${i}(x: number): number {\n  return x + ${i};\n}\n`,
).join('\n');

describe('git edge cases', () => {
  it('CRLF: new lines are new code, a pure LF→CRLF conversion is not', async () => {
    const repo = makeRepo({
      base: { ...app, 'src/a.ts': 'const a = 1;\nconst b = 2;\n', 'src/b.ts': 'const a = 1;\r\nconst b = 2;\r\n' },
      head: {
        'src/a.ts': 'const a = 1;\r\nconst b = 2;\r\n',
        'src/b.ts': 'const a = 1;\r\nconst b = 2;\r\nconst c = 3;\r\n',
      },
    });
    const changes = buildChangeSet(GitRepo.open(repo.dir), { base: repo.base, head: repo.head });
    expect(changes.file('src/a.ts')?.newCodeLines).toEqual([]);
    expect(changes.file('src/b.ts')?.newCodeLines).toEqual([3]);
    const report = await checkJson(repo.dir, repo.base, repo.head);
    expect(gapsOf(report)).toEqual([]);
  });

  it('a file renamed and edited: a rename with only the edited line as new code', async () => {
    const repo = makeRepo({
      base: { ...app, 'src/old/service.ts': service },
      head: { 'src/old/service.ts': null, 'src/new/service.ts': service.replace('x + 7;', 'x * 7;') },
    });
    const changes = buildChangeSet(GitRepo.open(repo.dir), { base: repo.base, head: repo.head });
    const file = changes.file('src/new/service.ts');
    expect(file).toMatchObject({ status: 'renamed', oldPath: 'src/old/service.ts' });
    expect(file?.newCodeLines).toEqual([service.split('\n').indexOf('  return x + 7;') + 1]);
    const report = await checkJson(repo.dir, repo.base, repo.head);
    expect(report.stats.filesChanged).toBe(1);
    expect(gapsOf(report)).toEqual([]);
  });

  it('a submodule change is noted, never read', async () => {
    const repo = makeRepo({ base: app });
    const fakeCommit = 'c0ffee0000000000000000000000000000c0ffee';
    git(repo.dir, 'update-index', '--add', '--cacheinfo', `160000,${fakeCommit},vendor/lib`);
    git(repo.dir, 'commit', '-q', '-m', 'add submodule');
    const head = git(repo.dir, 'rev-parse', 'HEAD');
    const report = await checkJson(repo.dir, repo.base, head);
    expect(report.notes.join('\n')).toMatch(/submodule vendor\/lib changed \(added\)/);
    expect(report.stats.filesAnalyzed).toBe(0);
    expect(gapsOf(report)).toEqual([]);
  });

  it('an empty pull request passes with no findings', async () => {
    const repo = makeRepo({ base: app });
    for (const head of [repo.head, repo.base]) {
      const report = await checkJson(repo.dir, repo.base, head);
      expect(report).toMatchObject({ verdict: 'pass', findings: [], stats: { filesChanged: 0 } });
    }
  });

  it('a base that shares no history with the head: the trees are compared and it is said', async () => {
    const repo = makeRepo({ base: app, head: { 'src/app.ts': 'export const answer = 43;\n' } });
    git(repo.dir, 'checkout', '-q', '--orphan', 'unrelated');
    git(repo.dir, 'rm', '-rfq', '.');
    git(repo.dir, 'commit', '-q', '--allow-empty', '-m', 'unrelated root');
    const unrelated = git(repo.dir, 'rev-parse', 'HEAD');
    const report = await checkJson(repo.dir, unrelated, repo.head);
    expect(report.notes.join('\n')).toMatch(/shares no history/);
    expect(report.base).toBe(unrelated);
    expect(report.stats.filesChanged).toBe(2);
  });

  it('a base that moved on: compared with the merge base, and said so', async () => {
    const repo = makeRepo({ base: app, head: { 'src/app.ts': 'export const answer = 43;\n' } });
    git(repo.dir, 'checkout', '-q', 'main');
    git(repo.dir, 'commit', '-q', '--allow-empty', '-m', 'main moves on');
    const main = git(repo.dir, 'rev-parse', 'HEAD');
    const report = await checkJson(repo.dir, main, repo.head);
    expect(report.base).toBe(repo.base);
    expect(report.notes.join('\n')).toMatch(/merge base/);
  });

  it('the verdict names the SHA it analysed, not the branch name', async () => {
    const repo = makeRepo({ base: app, head: { 'src/app.ts': 'export const answer = 43;\n' }, branch: 'feature/x' });
    const report = await checkJson(repo.dir, 'main', 'feature/x');
    expect(report.head).toBe(repo.head);
    const sarif = await runCli([
      'check',
      '--repo',
      repo.dir,
      '--base',
      'main',
      '--head',
      'feature/x',
      '--format',
      'sarif',
    ]);
    expect(JSON.parse(sarif.stdout).runs[0].versionControlProvenance[0].revisionId).toBe(repo.head);
  });

  it.each([
    ['a missing head', ['--head', 'no-such-branch'], /--head no-such-branch: no such commit/],
    [
      'an option-looking revision',
      ['--base', '--output=/tmp/x'],
      /^agent-gate: --base needs a value \(--base REV\)\n$/,
    ],
    [
      'an option-looking revision passed inline',
      ['--base=--output=/tmp/x'],
      /--base --output=\/tmp\/x: not a revision/,
    ],
    ['a directory that is not a repository', ['--repo', '/'], /not a git repository|no such/],
  ])('%s is a one-line usage error (exit 2)', async (_name, args, message) => {
    const repo = makeRepo({ base: app });
    const run = await runCli(['check', '--repo', repo.dir, ...args]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(message);
    expect(run.stdout).toBe('');
  });
});
