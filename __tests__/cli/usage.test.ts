import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { main } from '../../src/cli';
import { helpText, parseCommandLine } from '../../src/cli/flags';
import { makeRepo } from '../helpers/repo';
import { runCliProcess, selfContainedCliBundle } from '../helpers/cli-process';

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

// Each case names a --repo that does not exist: the usage error must win, which shows it
// is found before the repository is opened, let alone analysed.
const NO_REPO = ['--repo', '/nonexistent/agent-gate'];
const readOnlyDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'gate-ro-'));
  chmodSync(dir, 0o500);
  return dir;
};
const runsAsRoot = process.getuid?.() === 0;

/** The CLI as a process of the unprivileged user `nobody` (uid and gid 65534). */
function cliAsNobody(args: string[]): Promise<{ code: number | null; stderr: string }> {
  // nobody may not be able to enter the clone: the bundle carries its packages
  const bundle = selfContainedCliBundle();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bundle, ...args], {
      uid: 65534,
      gid: 65534,
      cwd: '/',
      env: { ...process.env, HOME: '/' },
    });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stderr }));
  });
}

describe('usage errors: exit 2, one line on stderr, nothing on stdout, before any analysis', () => {
  const cases: [string, () => string[], string][] = [
    [
      'an unknown option, with the nearest',
      () => ['check', ...NO_REPO, '--fromat', 'json'],
      'unknown option --fromat (did you mean --format?) (see agent-gate --help)',
    ],
    [
      'an unknown option nothing is near',
      () => ['check', ...NO_REPO, '--frobnicate'],
      'unknown option --frobnicate (see agent-gate --help)',
    ],
    ['an unknown short option', () => ['check', ...NO_REPO, '-x'], 'unknown option -x (see agent-gate --help)'],
    [
      'an option of another command',
      () => ['check', ...NO_REPO, '--force'],
      '--force is an option of init, not of check',
    ],
    ['an option without its value', () => ['check', ...NO_REPO, '--base'], '--base needs a value (--base REV)'],
    [
      'an option followed by another option',
      () => ['check', '--format', ...NO_REPO],
      '--format needs a value (--format FORMAT)',
    ],
    ['a value for a switch', () => ['check', ...NO_REPO, '--timing=yes'], '--timing takes no value'],
    ['a stray argument', () => ['check', 'main', ...NO_REPO], 'unexpected argument "main" (see agent-gate --help)'],
    [
      'an unknown command, with the nearest',
      () => ['chek'],
      'unknown command "chek" (did you mean check?) (see agent-gate --help)',
    ],
    ['an unknown command nothing is near', () => ['lint'], 'unknown command "lint" (see agent-gate --help)'],
    [
      'an unknown format',
      () => ['check', ...NO_REPO, '--format', 'xml'],
      '--format xml: expected one of text, json, markdown, sarif',
    ],
    [
      'a mistyped rule id',
      () => ['check', ...NO_REPO, '--rule', 'env/undeclard'],
      '--rule env/undeclard: unknown rule id (did you mean env/undeclared?)',
    ],
    [
      'a rule id of a known family',
      () => ['check', ...NO_REPO, '--rule', 'api/nope'],
      '--rule api/nope: unknown rule id; the api/ rules are api/contract-drift, api/sensitive-response',
    ],
    [
      'an output folder that does not exist',
      () => ['check', ...NO_REPO, '--output', '/missing/dir/x.sarif'],
      '--output /missing/dir/x.sarif: the folder /missing/dir does not exist',
    ],
    [
      'an output that is a folder',
      () => ['check', ...NO_REPO, '--output', tmpdir()],
      `--output ${tmpdir()}: is a folder; name a file in it`,
    ],
    [
      'an output under a file',
      () => {
        const file = join(mkdtempSync(join(tmpdir(), 'gate-f-')), 'f');
        writeFileSync(file, '');
        return ['check', ...NO_REPO, '--output', `${file}/x.json`];
      },
      '--output {file}/x.json: {file} is not a folder',
    ],
    [
      'a config file that does not exist',
      () => ['check', ...NO_REPO, '--config', '/nope/agent-gate.yml'],
      '--config /nope/agent-gate.yml: no such file',
    ],
    [
      'a count that is not one',
      () => ['check', ...NO_REPO, '--max-warnings', 'ten'],
      '--max-warnings ten: expected a whole number, such as 0',
    ],
    [
      'a stripe-mock address that is not a URL',
      () => ['check', ...NO_REPO, '--stripe-mock', 'localhost'],
      '--stripe-mock localhost: expected a URL like http://127.0.0.1:12111',
    ],
  ];
  it.each(cases)('%s', async (_name, args, message) => {
    const argv = args();
    const file = argv.find((a) => a.endsWith('/x.json'))?.replace(/\/x\.json$/, '');
    const { code, stdout, stderr } = await cli(argv);
    expect(stdout).toBe('');
    expect(stderr).toBe(`agent-gate: ${message.replaceAll('{file}', file ?? '')}\n`);
    expect(code).toBe(2);
  });

  it('an output folder that cannot be written', async () => {
    const dir = readOnlyDir();
    const argv = ['check', ...NO_REPO, '--output', join(dir, 'r.sarif')];
    // root may write anywhere: the CLI then runs as a process of an unprivileged user
    const { code, stderr } = runsAsRoot ? await cliAsNobody(argv) : await cli(argv);
    expect(code).toBe(2);
    expect(stderr).toBe(`agent-gate: --output ${join(dir, 'r.sarif')}: cannot write there (permission denied)\n`);
  });
});

describe('accepted flags', () => {
  it('reads every flag of check into the options, --quiet and --max-warnings included', () => {
    expect(
      parseCommandLine([
        'check',
        '--repo=r',
        '--base',
        'b',
        '--rule',
        'env/undeclared',
        '--rule',
        'env/orphaned',
        '--quiet',
        '--max-warnings',
        '0',
        '--timing',
      ]),
    ).toEqual({
      command: 'check',
      values: {
        repo: 'r',
        base: 'b',
        rule: ['env/undeclared', 'env/orphaned'],
        quiet: true,
        'max-warnings': '0',
        timing: true,
      },
    });
  });
  it('keeps the last value of a flag given twice', () => {
    expect(parseCommandLine(['check', '--head', 'a', '--head=b']).values.head).toBe('b');
  });
  it('answers --help and --version whatever else is there', () => {
    expect(parseCommandLine(['check', '--frobnicate', '--help']).values.help).toBe(true);
    expect(parseCommandLine(['-v', 'lint']).values.version).toBe(true);
  });
  it('takes a value after -- as an argument', () => {
    expect(() => parseCommandLine(['check', '--', '--repo'])).toThrow('unexpected argument "--repo"');
  });
  it('the help lists every command and each command its own options', () => {
    const help = helpText();
    expect(help).toMatch(/agent-gate check +analyse/);
    expect(help).toMatch(/agent-gate rules +list the rules/);
    expect(help).toMatch(/agent-gate init +write/);
    const initOptions = help.slice(help.indexOf('Options of init:'), help.indexOf('General options:'));
    expect(initOptions).toContain('--force');
    expect(initOptions).not.toContain('--format');
  });
});

describe('nothing from Node or the yaml package on stderr', () => {
  it('a YAML file and a config with a collection as a key: the run writes stderr nothing', async () => {
    const repo = makeRepo({
      base: {
        'src/a.ts': 'export const a = 1;\n',
        '.github/agent-gate.yml': 'ignore: ["fixtures/**"]\n',
      },
      head: {
        'k8s/odd.yaml': '? [a, b]\n: c\nspec:\n  containers: []\n',
        'src/a.ts': 'export const a = 2;\n',
      },
    });
    const config = join(mkdtempSync(join(tmpdir(), 'gate-cfg-')), 'agent-gate.yml');
    writeFileSync(config, '? [a, b]\n: c\n');
    const run = await runCliProcess(['check', '--repo', repo.dir, '--base', repo.base, '--format', 'json']);
    expect(run.stderr).toBe('');
    expect([0, 1]).toContain(run.code);
    const withConfig = await runCliProcess(['check', '--repo', repo.dir, '--base', repo.base, '--config', config]);
    expect(withConfig.stderr).toBe(`agent-gate: ${config}:1:1: unknown key [ a, b ]\n`);
    expect(withConfig.code).toBe(2);
  });
});
