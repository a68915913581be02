import { execFileSync } from 'node:child_process';
import { symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { git, makeRepo, type Files, type TestRepo } from '../helpers/repo';
import { stressSize } from '../helpers/stress';
import { checkJson, gapsOf, runCli } from './cli';

// Hostile and odd input from an untrusted pull request (issue 8, item 3): the gate ends
// with a report (exit 0 or 1, one JSON object) or a one-line usage error (exit 2), never
// a crash, never a hang (the per-test timeouts), and never passes what it could not read.

// Real git repositories and the full rule set: generous on a shared, loaded machine.
jest.setTimeout(300_000);

const app: Files = {
  'package.json': '{ "name": "app", "version": "1.0.0" }\n',
  'src/app.ts': 'export const answer = 42;\n',
};

/** Commits extra work on top of the repository's head (for content makeRepo cannot express). */
function commitOnTop(repo: TestRepo, work: (dir: string) => void): string {
  work(repo.dir);
  git(repo.dir, 'add', '-A');
  git(repo.dir, 'commit', '-q', '--allow-empty', '-m', 'more');
  return git(repo.dir, 'rev-parse', 'HEAD');
}

describe('config globs', () => {
  it.each([
    ['a ".." segment', 'ignore:\n  - "../outside/**"\n', /must not contain "\.\." segments/],
    ['an absolute path', 'ignore:\n  - "/etc/**"\n', /relative to the repository root/],
    ['a Windows drive path', "env-files:\n  - 'C:\\secrets\\.env'\n", /relative to the repository root/],
    ['a nested ".." segment', 'migration-folders:\n  - "db/../../x"\n', /must not contain "\.\." segments/],
  ])('rejects %s with a usage error naming the key', async (_name, config, message) => {
    const repo = makeRepo({
      base: { ...app, '.github/agent-gate.yml': config },
      head: { 'src/app.ts': 'export const a = 1;\n' },
    });
    const run = await runCli(['check', '--repo', repo.dir, '--base', repo.base, '--head', repo.head]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(message);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
  });

  it('reads the config of the base, so a pull request cannot loosen its own gate', async () => {
    const repo = makeRepo({
      base: app,
      head: {
        '.github/agent-gate.yml': 'rules:\n  policy/incomplete-analysis: "off"\n',
        'src/broken.ts': 'export const = ;\n',
      },
    });
    const report = await checkJson(repo.dir, repo.base, repo.head);
    expect(gapsOf(report).join('\n')).toMatch(/src\/broken\.ts/);
    expect(report.verdict).toBe('fail');
  });
});

describe('diff paths', () => {
  it('treats names that look like options as names', async () => {
    const repo = makeRepo({
      base: app,
      head: {
        '--output=pwned.ts': 'export const a = 1;\n',
        '-rf.ts': 'export const b = 2;\n',
        'src/--help.ts': 'x = ;\n',
      },
    });
    const report = await checkJson(repo.dir, repo.base, repo.head);
    expect(gapsOf(report)).toEqual([expect.stringMatching(/^src\/--help\.ts: .*syntax error/)]);
  });

  it('reads each file of a path with a newline as itself (no shifted contents)', async () => {
    const repo = makeRepo({
      base: app,
      head: {
        'src/a\nb.ts': 'export const fine = 1;\n',
        'src/c.ts': 'export const = ;\n',
        'src/d.ts': 'export const d = 4;\n',
      },
    });
    const report = await checkJson(repo.dir, repo.base, repo.head);
    const gaps = gapsOf(report);
    expect(gaps).toHaveLength(1);
    expect(gaps[0]).toMatch(/^src\/c\.ts: /);
  });

  it('never analyses a hand-made tree entry named ".." as a location, and does not pass it', async () => {
    const repo = makeRepo({ base: app });
    const content = git(repo.dir, 'rev-parse', `${repo.base}:src/app.ts`);
    const evil = execMktree(repo.dir, `100644 blob ${content}\tescape.ts\n`);
    const baseTree = git(repo.dir, 'rev-parse', `${repo.base}^{tree}`);
    const rootEntries = git(repo.dir, 'ls-tree', baseTree);
    const root = execMktree(repo.dir, `${rootEntries}\n040000 tree ${evil}\t..\n`);
    const head = git(repo.dir, 'commit-tree', root, '-p', repo.base, '-m', 'evil');
    const report = await checkJson(repo.dir, repo.base, head);
    expect(report.verdict).toBe('fail');
    expect(gapsOf(report).join('\n')).toMatch(/\(change\): .*"\.\.\/escape\.ts"/);
    for (const f of report.findings) expect(f.file.split('/')).not.toContain('..');
  });
});

function execMktree(dir: string, input: string): string {
  return execFileSync('git', ['mktree'], { cwd: dir, input, encoding: 'utf8' }).trim();
}

describe('symlinks', () => {
  it('never follows a symlink out of the repository', async () => {
    const repo = makeRepo({ base: app });
    const head = commitOnTop(repo, (dir) => {
      symlinkSync('/etc/passwd', join(dir, 'src/passwd.ts'));
      symlinkSync('../../../../../../etc/hostname', join(dir, 'config.yaml'));
      symlinkSync('/etc', join(dir, 'etc-dir'));
    });
    const run = await runCli(['check', '--repo', repo.dir, '--base', repo.base, '--head', head, '--format', 'json']);
    expect([0, 1]).toContain(run.code);
    expect(run.stdout).not.toMatch(/root:x:0:0/);
    const report = JSON.parse(run.stdout);
    expect(report.stats.filesChanged).toBe(3);
    expect(report.stats.filesAnalyzed).toBe(0);
  });
});

describe('size', () => {
  it('a 5 MB minified bundle outside the conventional paths is a gap, decided quickly', async () => {
    const line = 'var a=function(b){return b+1};'.repeat(Math.ceil((5 * 1024 * 1024) / 31));
    const repo = makeRepo({ base: app, head: { 'src/bundle.js': line } });
    const report = await checkJson(repo.dir, repo.base, repo.head);
    expect(gapsOf(report)).toEqual([expect.stringMatching(/^src\/bundle\.js: .*size limit/)]);
  });

  it('look-alike: a 5 MB file of a kind no rule reads (JSON Lines data, a CSV) is no gap', async () => {
    const row = '{"id":"bd-1","title":"sync","status":"open"}\n'.repeat(Math.ceil((5 * 1024 * 1024) / 44));
    const repo = makeRepo({
      base: app,
      head: { '.beads/issues.jsonl': row, 'data/export.csv': 'a,b\n'.repeat(1_400_000) },
    });
    const report = await checkJson(repo.dir, repo.base, repo.head);
    expect(gapsOf(report)).toEqual([]);
  });

  it('a 5 MB minified bundle named as one is generated, not a gap', async () => {
    const line = 'var a=function(b){return b+1};'.repeat(Math.ceil((5 * 1024 * 1024) / 31));
    const repo = makeRepo({ base: app, head: { 'public/app.min.js': line } });
    const report = await checkJson(repo.dir, repo.base, repo.head);
    expect(gapsOf(report)).toEqual([]);
  });

  const diffLines = stressSize(50_000, 5_000);
  it(`a ${diffLines.toLocaleString('en-US')}-line diff`, async () => {
    const lines = Array.from({ length: diffLines }, (_, i) => `  'item-${i}',`);
    const repo = makeRepo({ base: app, head: { 'src/list.ts': `export const items = [\n${lines.join('\n')}\n];\n` } });
    const report = await checkJson(repo.dir, repo.base, repo.head);
    expect(report.stats.filesChanged).toBe(1);
    expect(gapsOf(report)).toEqual([]);
  });

  const changedFiles = stressSize(3000, 300);
  const maxChangedFiles = changedFiles / 30;
  it(`${changedFiles.toLocaleString('en-US')} changed files are all analysed, and over a limit they become one gap`, async () => {
    const head: Files = {};
    for (let i = 0; i < changedFiles; i++) {
      head[`src/gen${i % 30}/m${i}.${i % 3 === 0 ? 'json' : i % 3 === 1 ? 'ts' : 'md'}`] =
        i % 3 === 0 ? `{ "i": ${i} }\n` : i % 3 === 1 ? `export const m${i} = ${i};\n` : `# note ${i}\n`;
    }
    const repo = makeRepo({ base: app, head });
    const report = await checkJson(repo.dir, repo.base, repo.head);
    expect(report.stats.filesChanged).toBe(changedFiles);
    expect(report.stats.filesAnalyzed).toBe(changedFiles);

    const { runCheck } = await import('../../src/core/run');
    const limited = await runCheck({
      repoDir: repo.dir,
      base: repo.base,
      head: repo.head,
      options: { limits: { maxChangedFiles } },
    });
    const gaps = gapsOf(limited);
    expect(gaps).toHaveLength(1);
    expect(gaps[0]).toContain(
      `${changedFiles - maxChangedFiles} changed files are over the limit of ${maxChangedFiles}`,
    );
    expect(limited.verdict).toBe('fail');
  }, 600_000);
});

describe('YAML', () => {
  const bomb = [
    'a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]',
    'b: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]',
    'c: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]',
    'd: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]',
    'e: &e [*d,*d,*d,*d,*d,*d,*d,*d,*d]',
    'f: &f [*e,*e,*e,*e,*e,*e,*e,*e,*e]',
    'g: &g [*f,*f,*f,*f,*f,*f,*f,*f,*f]',
    'h: &h [*g,*g,*g,*g,*g,*g,*g,*g,*g]',
    'i: &i [*h,*h,*h,*h,*h,*h,*h,*h,*h]',
  ].join('\n');

  it('an alias bomb in a changed manifest is a gap, not a hang', async () => {
    const repo = makeRepo({ base: app, head: { 'k8s/bomb.yaml': bomb + '\n' } });
    const report = await checkJson(repo.dir, repo.base, repo.head);
    expect(gapsOf(report)).toEqual([expect.stringMatching(/^k8s\/bomb\.yaml: .*invalid YAML/)]);
  });

  it('an alias bomb in the config is a usage error', async () => {
    const repo = makeRepo({
      base: { ...app, '.github/agent-gate.yml': `${bomb}\n` },
      head: { 'src/app.ts': 'export const a = 1;\n' },
    });
    const run = await runCli(['check', '--repo', repo.dir, '--base', repo.base, '--head', repo.head]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/agent-gate\.yml.*not valid YAML.*alias/);
  });

  it('deeply nested YAML and TypeScript do not crash the run', async () => {
    const depth = 20_000;
    const repo = makeRepo({
      base: app,
      head: {
        'k8s/deep.yaml': `${'['.repeat(depth)}1${']'.repeat(depth)}\n`,
        'src/deep.ts': `export const x = ${'('.repeat(depth)}1${')'.repeat(depth)};\n`,
        'src/fine.ts': 'export const fine = true;\n',
      },
    });
    const report = await checkJson(repo.dir, repo.base, repo.head);
    expect(report.stats.filesChanged).toBe(3);
  });
});

describe('encodings and line endings', () => {
  it('invalid UTF-8 in a source file is a gap, in JSON output too', async () => {
    const repo = makeRepo({
      base: app,
      head: { 'src/latin1.ts': Buffer.from('export const s = "caf\xe9";\n', 'latin1') },
    });
    const report = await checkJson(repo.dir, repo.base, repo.head);
    expect(gapsOf(report)).toEqual([expect.stringMatching(/^src\/latin1\.ts: .*not valid UTF-8/)]);
  });

  it('CRLF files parse and are analysed', async () => {
    const repo = makeRepo({
      base: { ...app, 'src/crlf.ts': 'export const a = 1;\r\nexport const b = 2;\r\n' },
      head: {
        'src/crlf.ts': 'export const a = 1;\r\nexport const b = 3;\r\nexport const c = 4;\r\n',
        '.env.example': 'A=1\r\nB=2\r\n',
        'k8s/d.yaml': 'kind: ConfigMap\r\ndata:\r\n  A: "1"\r\n',
      },
    });
    const report = await checkJson(repo.dir, repo.base, repo.head);
    expect(gapsOf(report)).toEqual([]);
    expect(report.stats.filesAnalyzed).toBe(3);
  });
});
