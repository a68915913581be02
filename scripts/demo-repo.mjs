// Builds the demo repository in a temp folder: an empty root commit, the example app on
// main, then the agent-style pull request of examples/demo/pr.json on its branch.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const demoDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'examples', 'demo');

export function buildDemoRepo() {
  const repo = mkdtempSync(join(tmpdir(), 'agent-gate-demo-'));
  const git = (...args) =>
    execFileSync('git', args, { cwd: repo, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
  git('init', '-q', '-b', 'main');
  git('config', 'user.email', 'dev@ticketbooth.example');
  git('config', 'user.name', 'Ticketbooth Dev');
  git('config', 'commit.gpgsign', 'false');
  writeFileSync(join(repo, '.gitkeep'), '');
  git('add', '-A');
  git('commit', '-q', '-m', 'Initial commit');
  const root = git('rev-parse', 'HEAD');
  cpSync(join(demoDir, 'base'), repo, { recursive: true });
  git('add', '-A');
  git('commit', '-q', '-m', 'ticketbooth-api 2.3.0');
  const base = git('rev-parse', 'HEAD');
  const pr = JSON.parse(readFileSync(join(demoDir, 'pr.json'), 'utf8'));
  git('checkout', '-q', '-b', pr.branch);
  cpSync(join(demoDir, 'pr'), repo, { recursive: true });
  git('add', '-A');
  git('commit', '-q', '-m', `${pr.title}\n\n${pr.body}\n\nCo-authored-by: ${pr.coAuthor}`);
  const head = git('rev-parse', 'HEAD');
  return { repo, root, base, head, pr };
}
