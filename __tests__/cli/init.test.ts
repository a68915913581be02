import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { main } from '../../src/cli';
import { parseConfig } from '../../src/core/config';
import { knownRules } from '../../src/core/run';
import { GitRepo } from '../../src/git/git';
import { detectRepository } from '../../src/init/detect';
import { starterConfig } from '../../src/init/starter-config';
import { WORKFLOW_PATH, WORKFLOW_TEXT } from '../../src/init/workflow';

const root = join(__dirname, '..', '..');
const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

async function cli(args: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await main(args, {
    stdout: (t) => (stdout += t),
    stderr: (t) => (stderr += t),
    isTTY: false,
    env: {},
  });
  return { code, stdout, stderr };
}

interface Commit {
  files: Record<string, string>;
  message?: string;
  author?: string; // "Name <email>"
  committer?: string;
}

/** A real git repository whose history is `commits`, each with its author and committer. */
function repoWith(commits: Commit[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'gate-init-'));
  dirs.push(dir);
  const git = (args: string[], env: NodeJS.ProcessEnv = {}) =>
    execFileSync('git', args, { cwd: dir, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  git(['init', '-q', '-b', 'main']);
  git(['config', 'user.name', 'Dev']);
  git(['config', 'user.email', 'dev@example.com']);
  git(['config', 'commit.gpgsign', 'false']);
  for (const c of commits) {
    for (const [path, text] of Object.entries(c.files)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
    git(['add', '-A']);
    const [cn, ce] = (c.committer ?? 'Dev <dev@example.com>').match(/^(.*) <(.*)>$/)!.slice(1);
    git(
      ['commit', '-q', '--allow-empty', '-m', c.message ?? 'change', `--author=${c.author ?? 'Dev <dev@example.com>'}`],
      {
        GIT_COMMITTER_NAME: cn,
        GIT_COMMITTER_EMAIL: ce,
      },
    );
  }
  return dir;
}

function demoRepo(): string {
  const out = execFileSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      "import { buildDemoRepo } from './scripts/demo-repo.mjs'; console.log(buildDemoRepo().repo);",
    ],
    { cwd: root, encoding: 'utf8' },
  );
  const dir = out.trim();
  dirs.push(dir);
  return dir;
}

const pkg = (deps: Record<string, string>) => JSON.stringify({ name: 'app', devDependencies: deps });

describe('agent-gate init on the demo repository', () => {
  it('writes both files, says what it found, and refuses a second run without --force', async () => {
    const dir = demoRepo();
    const first = await cli(['init', '--repo', dir]);
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    expect(readFileSync(join(dir, WORKFLOW_PATH), 'utf8')).toBe(WORKFLOW_TEXT);
    const config = readFileSync(join(dir, '.github/agent-gate.yml'), 'utf8');
    expect(() => parseConfig(config, { file: '.github/agent-gate.yml' }, knownRules())).not.toThrow();

    const found = first.stdout.slice(first.stdout.indexOf('Found'), first.stdout.indexOf('Set in'));
    expect(found).toContain('migrations     prisma/migrations');
    expect(found).toContain('env templates  .env.example, web/.env.example');
    expect(found).toContain('deployment     k8s/deployment.yaml (kubernetes)');
    expect(found).toContain('tests          jest (package.json)');
    expect(found).toContain('Stripe         stripe ^17.7.0 (package.json)');
    expect(found).toContain('agents         Claude <noreply@anthropic.com> (co-author, 1 commit)');
    expect(first.stdout).toMatch(/Left at the defaults\n {2}rules, agent-rules: every rule at its default severity/);
    expect(first.stdout).toContain('Wrote .github/workflows/agent-gate.yml and .github/agent-gate.yml.');

    writeFileSync(join(dir, '.github/agent-gate.yml'), 'ignore: [mine/**]\n');
    const second = await cli(['init', '--repo', dir]);
    expect(second.code).toBe(2);
    expect(second.stdout).toBe('');
    expect(second.stderr).toBe(
      'agent-gate: .github/workflows/agent-gate.yml and .github/agent-gate.yml already exist: nothing written (--force overwrites)\n',
    );
    expect(readFileSync(join(dir, '.github/agent-gate.yml'), 'utf8')).toBe('ignore: [mine/**]\n');

    const forced = await cli(['init', '--repo', dir, '--force']);
    expect(forced.code).toBe(0);
    expect(forced.stdout).toContain('Overwrote .github/workflows/agent-gate.yml and .github/agent-gate.yml.');
    expect(readFileSync(join(dir, '.github/agent-gate.yml'), 'utf8')).toBe(config);
  });
});

describe('what init detects', () => {
  const plain = { 'package.json': pkg({ vitest: '^2.0.0' }), 'src/app.ts': 'export const a = 1;\n' };
  it.each<[string, Commit[], (f: ReturnType<typeof detectRepository>) => void]>([
    [
      'migration folders by name, and SQL ones under other names; not files or code named so',
      [
        {
          files: {
            ...plain,
            'db/migrations/001_init.sql': 'create table a (id int);\n',
            'sql/schema-migrate/002.sql': 'alter table a add b int;\n',
            'docs/migrations.md': '# how we migrate\n',
            'src/migration-utils.ts': 'export {};\n',
            'drizzle.config.ts': "export default { out: './drizzle' };\n",
          },
        },
      ],
      (f) => {
        expect(f.migrationFolders).toEqual(['db/migrations']);
        expect(f.extraMigrationFolders).toEqual(['sql/schema-migrate']);
        expect(f.drizzleConfigs).toEqual(['drizzle.config.ts']);
      },
    ],
    [
      'env templates and committed dotenv files, not look-alikes',
      [
        {
          files: {
            ...plain,
            '.env.example': 'A=\n',
            'api/.env.sample': 'B=\n',
            '.env.development': 'A=dev\n',
            'docs/env.md': 'A=\n',
            'src/env.ts': 'export {};\n',
            'node_modules/x/.env': 'X=1\n',
          },
        },
      ],
      (f) => {
        expect(f.envTemplates).toEqual(['.env.example', 'api/.env.sample']);
        expect(f.dotenvFiles).toEqual(['.env.development']);
      },
    ],
    [
      'deployment configs; containers in a CI workflow or prose is not Kubernetes',
      [
        {
          files: {
            ...plain,
            'deploy/api.yaml': 'kind: Deployment\nspec:\n  template:\n    spec:\n      containers: []\n',
            'charts/api/Chart.yaml': 'name: api\n',
            'charts/api/templates/deploy.yaml': 'spec:\n  containers: []\n',
            'docker-compose.yml': 'services: {}\n',
            Dockerfile: 'FROM node:20\n',
            'fly.toml': 'app = "x"\n',
            '.github/workflows/ci.yml': 'jobs:\n  t:\n    services: {}\n    container: x\n# containers\n',
            'docs/compose.md': 'containers\n',
          },
        },
      ],
      (f) => {
        // in the tree's order, then the manifests found by their containers
        expect(f.deployConfigs).toEqual([
          { kind: 'dockerfile', path: 'Dockerfile' },
          { kind: 'helm', path: 'charts/api' },
          { kind: 'compose', path: 'docker-compose.yml' },
          { kind: 'fly', path: 'fly.toml' },
          { kind: 'kubernetes', path: 'deploy/api.yaml' },
        ]);
      },
    ],
    [
      'test runners and Stripe in every package.json, not in node_modules',
      [
        {
          files: {
            'package.json': JSON.stringify({
              name: 'a',
              scripts: { test: 'node --test' },
              dependencies: { stripe: '^17.0.0' },
            }),
            'web/package.json': pkg({ '@playwright/test': '^1.0.0', jest: '^29.0.0' }),
            'node_modules/mocha/package.json': pkg({ mocha: '*' }),
          },
        },
      ],
      (f) => {
        expect(f.testRunners).toEqual([
          { name: 'node --test', manifest: 'package.json' },
          { name: 'jest', manifest: 'web/package.json' },
          { name: '@playwright/test', manifest: 'web/package.json' },
        ]);
        expect(f.stripe).toEqual([{ manifest: 'package.json', range: '^17.0.0' }]);
      },
    ],
    [
      'coding agents by author, committer and trailer; other bots apart; humans not',
      [
        { files: plain },
        {
          files: { 'a.txt': '1' },
          author: 'copilot-swe-agent[bot] <198982749+Copilot@users.noreply.github.com>',
        },
        { files: { 'a.txt': '2' }, author: 'copilot-swe-agent[bot] <198982749+Copilot@users.noreply.github.com>' },
        { files: { 'b.txt': '1' }, message: 'x\n\nCo-authored-by: Claude <noreply@anthropic.com>' },
        { files: { 'c.txt': '1' }, author: 'dependabot[bot] <49699333+dependabot[bot]@users.noreply.github.com>' },
        { files: { 'd.txt': '1' }, author: 'acme-coder[bot] <1+acme-coder[bot]@users.noreply.github.com>' },
        {
          files: { 'e.txt': '1' },
          author: 'Claudia Jones <claudia@example.com>',
          message: 'Co-authored-by: Ada <ada@example.com>',
        },
        {
          files: { 'f.txt': '1' },
          committer: 'devin-ai-integration[bot] <158243242+devin-ai-integration[bot]@users.noreply.github.com>',
        },
      ],
      (f) => {
        expect(f.commitsRead).toBe(8);
        expect(f.agents).toEqual([
          {
            identity: 'copilot-swe-agent[bot] <198982749+Copilot@users.noreply.github.com>',
            how: 'author',
            commits: 2,
          },
          // ties in the order of the log, newest first
          {
            identity: 'devin-ai-integration[bot] <158243242+devin-ai-integration[bot]@users.noreply.github.com>',
            how: 'committer',
            commits: 1,
          },
          { identity: 'Claude <noreply@anthropic.com>', how: 'co-author', commits: 1 },
        ]);
        expect(f.otherBots).toEqual([
          { login: 'acme-coder', commits: 1, known: false },
          { login: 'dependabot', commits: 1, known: true },
        ]);
      },
    ],
  ])('%s', (_name, commits, check) => {
    check(detectRepository(GitRepo.open(repoWith(commits))));
  });
});

describe('the starter config', () => {
  const cases: [string, Record<string, string>, Commit[], (text: string) => void][] = [
    [
      'no test runner: missing tests warn on agent pull requests',
      { 'package.json': pkg({}), 'src/a.ts': 'x\n' },
      [],
      (text) => expect(parseYaml(text)['agent-rules']).toEqual({ 'tests/missing-for-change': 'warning' }),
    ],
    [
      'a test runner: tests/missing-for-change keeps its severities',
      { 'package.json': pkg({ jest: '^29.0.0' }) },
      [],
      (text) => expect(parseYaml(text)['agent-rules']).toBeUndefined(),
    ],
    [
      'SQL migrations under another name: migration-folders',
      { 'package.json': pkg({ jest: '*' }), 'db/migrate/001.sql': 'select 1;\n' },
      [],
      (text) => expect(parseYaml(text)['migration-folders']).toEqual(['db/migrate']),
    ],
    [
      'dotenv files and no template: env-files',
      { 'package.json': pkg({ jest: '*' }), '.env.development': 'A=1\n' },
      [],
      (text) => expect(parseYaml(text)['env-files']).toEqual(['.env.development']),
    ],
    [
      'dotenv files beside a template: env-files suggested only',
      { 'package.json': pkg({ jest: '*' }), '.env.development': 'A=1\n', '.env.example': 'A=\n' },
      [],
      (text) => {
        expect(parseYaml(text)['env-files']).toBeUndefined();
        expect(text).toContain('# env-files:\n#   - .env.development');
      },
    ],
    [
      'deployment configs and unknown bots: suggested, commented out',
      { 'package.json': pkg({ jest: '*' }), 'k8s/api.yaml': 'containers: []\n', Dockerfile: 'FROM x\n' },
      [{ files: { 'z.txt': '1' }, author: 'acme-coder[bot] <1+acme-coder[bot]@users.noreply.github.com>' }],
      (text) => {
        expect(parseYaml(text)).toEqual({ protected: ['.github/workflows/**'] });
        expect(text).toContain('  # - Dockerfile');
        expect(text).toContain('  # - k8s/**');
        expect(text).toContain('# agents:\n#   logins:\n#     - acme-coder');
      },
    ],
  ];
  it.each(cases)('%s; valid as written and with every suggestion uncommented', (_name, files, more, check) => {
    const facts = detectRepository(GitRepo.open(repoWith([{ files }, ...more])));
    const { text } = starterConfig(facts);
    check(text);
    expect(() => parseConfig(text, { file: 'agent-gate.yml' }, knownRules())).not.toThrow();
    const uncommented = uncommentSuggestions(text);
    expect(uncommented).not.toBe(text.includes('Suggested:') ? text : undefined);
    expect(() => parseConfig(uncommented, { file: 'agent-gate.yml' }, knownRules())).not.toThrow();
  });
});

/** The config with the lines under each `# Suggested:` comment uncommented, as a person would. */
function uncommentSuggestions(text: string): string {
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const indent = /^(\s*)# Suggested:/.exec(lines[i])?.[1];
    if (indent === undefined) continue;
    for (let j = i + 1; j < lines.length && lines[j].startsWith(`${indent}# `); j++) {
      lines[j] = indent + lines[j].slice(indent.length + 2);
    }
  }
  return lines.join('\n');
}

describe('init refuses', () => {
  it.each<[string, () => string[], RegExp]>([
    [
      'a folder that is not a git repository',
      () => ['init', '--repo', mkdtempSync(join(tmpdir(), 'not-git-'))],
      /is not a git repository/,
    ],
    [
      'a repository without a commit',
      () => {
        const dir = mkdtempSync(join(tmpdir(), 'gate-empty-'));
        execFileSync('git', ['init', '-q'], { cwd: dir });
        return ['init', '--repo', dir];
      },
      /has no commit yet/,
    ],
    [
      'an existing .github/agent-gate.yaml',
      () => {
        const dir = repoWith([{ files: { 'package.json': pkg({}) } }]);
        mkdirSync(join(dir, '.github'));
        writeFileSync(join(dir, '.github/agent-gate.yaml'), 'ignore: []\n');
        return ['init', '--repo', dir];
      },
      /^agent-gate: \.github\/agent-gate\.yaml already exists: nothing written \(--force overwrites\)\n$/,
    ],
    ['an option of check', () => ['init', '--format', 'json'], /--format is an option of check and rules, not of init/],
  ])('%s, in one line, writing nothing', async (_name, args, message) => {
    const argv = args();
    const { code, stdout, stderr } = await cli(argv);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toMatch(message);
    expect(stderr.trim().split('\n')).toHaveLength(1);
    const dir = argv[argv.indexOf('--repo') + 1];
    if (argv.includes('--repo')) expect(existsSync(join(dir, WORKFLOW_PATH))).toBe(false);
  });
});

describe('one workflow text', () => {
  it('workflow-templates/agent-gate.yml is the workflow init writes', () => {
    expect(readFileSync(join(root, 'workflow-templates/agent-gate.yml'), 'utf8')).toBe(WORKFLOW_TEXT);
  });
  it('the README shows it', () => {
    expect(readFileSync(join(root, 'README.md'), 'utf8')).toContain(`\`\`\`yaml\n${WORKFLOW_TEXT}\`\`\``);
  });
});
