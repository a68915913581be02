import { execFileSync } from 'node:child_process';
import { readFileSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { main } from '../../src/cli';
import { applyToWorkTree } from '../../src/cli/fix';
import type { Finding, Report } from '../../src/core/types';
import { git, makeRepo } from '../helpers/repo';

async function cli(args: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await main(args, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), isTTY: false, env: {} });
  return { code, stdout, stderr };
}

const k8s = `apiVersion: apps/v1
kind: Deployment
metadata:
  name: api
spec:
  template:
    spec:
      containers:
        - name: api
          image: api:1
          env:
            - name: DATABASE_URL
              valueFrom:
                secretKeyRef:
                  name: api
                  key: database-url
`;

/** A service whose pull request reads a new credential that the template and the Deployment lack. */
function repoWithGap(template = 'DATABASE_URL=\r\n') {
  return makeRepo({
    base: {
      'package.json': '{ "name": "api" }\n',
      '.env.example': template,
      'k8s/deployment.yaml': k8s,
      'src/config.ts': 'export const db = process.env.DATABASE_URL;\n',
    },
    head: {
      'src/config.ts': 'export const db = process.env.DATABASE_URL;\nexport const key = process.env.MAILER_API_KEY;\n',
    },
    agent: true,
  });
}

const json = (out: string) => JSON.parse(out) as { findings: { ruleId: string }[]; verdict: string };

describe('check --fix', () => {
  it('writes the declarations, keeps CRLF, reports what remains, and a second run changes nothing', async () => {
    const repo = repoWithGap();
    const first = await cli(['check', '--repo', repo.dir, '--base', repo.base, '--fix', '--format', 'json']);
    expect(first.stderr).toBe('agent-gate: fixed 1 finding in 2 files\n');
    expect(json(first.stdout).findings.filter((f) => f.ruleId === 'env/undeclared')).toEqual([]);
    expect(readFileSync(join(repo.dir, '.env.example'), 'utf8')).toBe('DATABASE_URL=\r\nMAILER_API_KEY=\r\n');
    expect(readFileSync(join(repo.dir, 'k8s/deployment.yaml'), 'utf8')).toContain(
      '            - name: MAILER_API_KEY\n              valueFrom:\n                secretKeyRef:\n                  name: api\n                  key: mailer-api-key\n',
    );
    // committed, the check finds the gap closed and nothing new
    git(repo.dir, 'commit', '-qam', 'declare MAILER_API_KEY');
    const after = await cli(['check', '--repo', repo.dir, '--base', repo.base, '--format', 'json']);
    expect(json(after.stdout).findings.filter((f) => f.ruleId === 'env/undeclared')).toEqual([]);
    const again = await cli(['check', '--repo', repo.dir, '--base', repo.base, '--fix', '--format', 'json']);
    expect(again.stderr).toBe('agent-gate: no finding has a fix that is certain\n');
    expect(git(repo.dir, 'status', '--porcelain')).toBe('');
  });

  it('a variable renamed in code: env/undeclared and env/orphaned ask for the same rename, made once', async () => {
    const repo = makeRepo({
      base: {
        'package.json': '{ "name": "api" }\n',
        '.env.example': 'DATABASE_URL=\nMAIL_FROM=orders@example.com\n',
        'src/config.ts': 'export const db = process.env.DATABASE_URL;\nexport const from = process.env.MAIL_FROM;\n',
      },
      head: {
        'src/config.ts': 'export const db = process.env.DATABASE_URL;\nexport const from = process.env.MAIL_SENDER;\n',
      },
    });
    const res = await cli(['check', '--repo', repo.dir, '--base', repo.base, '--fix', '--format', 'json']);
    expect(res.stderr).toBe('agent-gate: fixed 2 findings in 1 file\n');
    expect(readFileSync(join(repo.dir, '.env.example'), 'utf8')).toBe(
      'DATABASE_URL=\nMAIL_SENDER=orders@example.com\n',
    );
    git(repo.dir, 'commit', '-qam', 'rename the declaration');
    const after = await cli(['check', '--repo', repo.dir, '--base', repo.base, '--format', 'json']);
    expect(json(after.stdout).findings.map((f) => f.ruleId)).toEqual([]);
  });

  it('--fix-dry-run prints one patch that git apply takes at head, and writes nothing', async () => {
    const repo = repoWithGap();
    const res = await cli(['check', '--repo', repo.dir, '--base', repo.base, '--fix-dry-run']);
    expect(res.code).toBe(0);
    expect(res.stdout).toMatch(/^diff --git a\/\.env\.example b\/\.env\.example\n/);
    expect(git(repo.dir, 'status', '--porcelain')).toBe('');
    writeFileSync(join(repo.dir, '..', `${repo.head}.patch`), res.stdout);
    execFileSync('git', ['apply', '--check', join(repo.dir, '..', `${repo.head}.patch`)], { cwd: repo.dir });
    unlinkSync(join(repo.dir, '..', `${repo.head}.patch`));
  });

  it.each([
    [
      'the work tree is not at the head revision',
      (dir: string) => git(dir, 'checkout', '-q', 'HEAD~1'),
      /^agent-gate: --fix: the work tree is at [0-9a-f]{12}, not at the head revision [0-9a-f]{12}/,
    ],
    [
      'a file the fix changes has uncommitted changes',
      (dir: string) => writeFileSync(join(dir, '.env.example'), 'DATABASE_URL=\r\nLOCAL=1\r\n'),
      /^agent-gate: --fix: \.env\.example has changes that are not committed/,
    ],
  ])('refuses, with one line and exit 2, when %s', async (_name, spoil, message) => {
    const repo = repoWithGap();
    const head = repo.head;
    spoil(repo.dir);
    const res = await cli(['check', '--repo', repo.dir, '--base', repo.base, '--head', head, '--fix']);
    expect(res.code).toBe(2);
    expect(res.stderr).toMatch(message);
    expect(res.stderr.trim().split('\n')).toHaveLength(1);
  });

  it('never writes through a symbolic link: a fix of a file that is one (here to a file outside the repository) is not made', () => {
    const outside = makeRepo({ base: { 'shared.env': 'A=\n' } });
    const repo = makeRepo({ base: { 'README.md': '# app\n' } });
    symlinkSync(join(outside.dir, 'shared.env'), join(repo.dir, '.env.example'));
    git(repo.dir, 'add', '-A');
    git(repo.dir, 'commit', '-qm', 'the template is a link');
    const head = git(repo.dir, 'rev-parse', 'HEAD');
    const finding: Finding = {
      ruleId: 'env/undeclared',
      severity: 'blocking',
      file: 'src/a.ts',
      line: 1,
      message: 'B is read here but not declared in .env.example.',
      fix: 'Add `B=` to .env.example.',
      related: [],
      edits: [{ file: '.env.example', start: 3, end: 3, text: 'B=\n' }],
    };
    const report: Report = {
      version: 1,
      verdict: 'fail',
      base: repo.base,
      head,
      author: { kind: 'agent', signals: [] },
      findings: [finding],
      notes: [],
      stats: { filesChanged: 1, filesAnalyzed: 1, durationMs: 1 },
    };
    const plan = applyToWorkTree(repo.dir, report);
    expect(plan).toEqual({ files: [], fixed: [], conflicting: [finding] });
    expect(readFileSync(join(outside.dir, 'shared.env'), 'utf8')).toBe('A=\n');
    expect(git(repo.dir, 'status', '--porcelain')).toBe('');
  });

  it('--fix and --fix-dry-run together are a usage error', async () => {
    const res = await cli(['check', '--repo', '/nonexistent', '--fix', '--fix-dry-run']);
    expect(res).toMatchObject({ code: 2, stderr: 'agent-gate: --fix and --fix-dry-run: give one of them\n' });
  });
});
