import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeRepo } from './helpers/repo';

// GitHub runs an Action's dist/ with no install step: everything dist/ loads at run time
// must be inside it. The bundles are copied where no node_modules can be found.
const dist = join(__dirname, '..', 'dist');
const describeIfBuilt = existsSync(join(dist, 'cli.js')) ? describe : describe.skip;

describeIfBuilt('dist/ runs without node_modules', () => {
  const isolated = join(mkdtempSync(join(tmpdir(), 'gate-dist-')), 'dist');
  beforeAll(() => cpSync(dist, isolated, { recursive: true }));

  it('dist/cli.js analyses a repository', () => {
    const repo = makeRepo({
      base: { 'src/a.ts': 'export const a = 1;\n' },
      head: { 'src/a.ts': 'export const a = ;\n' },
    });
    const res = spawnSync(
      process.execPath,
      [join(isolated, 'cli.js'), 'check', '--repo', repo.dir, '--base', repo.base, '--format', 'json'],
      {
        encoding: 'utf8',
        cwd: tmpdir(),
      },
    );
    expect(res.stderr).toBe('');
    expect(res.status).toBe(1);
    expect(JSON.parse(res.stdout).findings[0].ruleId).toBe('policy/incomplete-analysis');
  });

  it('dist/index.js starts and explains a non-pull-request event', () => {
    const eventPath = join(mkdtempSync(join(tmpdir(), 'gate-event-')), 'event.json');
    writeFileSync(eventPath, JSON.stringify({ ref: 'refs/heads/main' }));
    const res = spawnSync(process.execPath, [join(isolated, 'index.js')], {
      encoding: 'utf8',
      cwd: tmpdir(),
      env: { PATH: process.env.PATH, GITHUB_EVENT_PATH: eventPath, GITHUB_EVENT_NAME: 'push' },
    });
    expect(`${res.stdout}${res.stderr}`).not.toMatch(/Cannot find module/);
    expect(res.stdout).toMatch(/::(error|warning|notice)::|pull request/i);
  });
});
