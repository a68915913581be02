import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import ts from 'typescript';
import { main } from '../src/cli';
import { git, makeRepo } from './helpers/repo';
import { appTrees } from './helpers/scenario-apps';

// Every pull request of the scenario suites (the project's own, the team's shared one when
// it is beside the clone) and the demo: each finding with a fix is fixed as a user would
// (`check --fix`, commit, `check` again), and the fix must hold.

interface Result {
  code: number;
  stdout: string;
  stderr: string;
}
async function cli(args: string[]): Promise<Result> {
  let stdout = '';
  let stderr = '';
  const code = await main(args, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), isTTY: false, env: {} });
  return { code, stdout, stderr };
}

interface Reported {
  ruleId: string;
  file: string;
  message: string;
  edits?: { file: string }[];
}
function findingsOf(r: Result): Reported[] {
  if (!r.stdout) throw new Error(`check exited ${r.code}: ${r.stderr}`);
  return (JSON.parse(r.stdout) as { findings: Reported[] }).findings;
}
const key = (f: Reported) => `${f.ruleId} ${f.file}: ${f.message}`;

/** The TypeScript diagnostics of these files, in the program of the nearest tsconfig.json. */
function typeErrors(dir: string, files: string[]): string[] {
  const out: string[] = [];
  for (const file of files.filter((f) => /\.[cm]?tsx?$/.test(f))) {
    let folder = dirname(join(dir, file));
    while (folder.startsWith(dir) && !existsSync(join(folder, 'tsconfig.json'))) folder = dirname(folder);
    if (!folder.startsWith(dir)) continue;
    const config = ts.getParsedCommandLineOfConfigFile(
      join(folder, 'tsconfig.json'),
      {},
      {
        ...ts.sys,
        onUnRecoverableConfigFileDiagnostic: () => undefined,
      },
    );
    if (!config) continue;
    const program = ts.createProgram([join(dir, file)], { ...config.options, noEmit: true });
    const source = program.getSourceFile(join(dir, file));
    for (const d of [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)]) {
      out.push(`${file}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
    }
  }
  return out.sort();
}

const cases = appTrees().filter((t) => t.id.includes('/cases/') || t.id === 'examples/demo/pr');

describe('check --fix on the scenario pull requests', () => {
  const fixedByRule = new Map<string, number>();
  afterAll(() => {
    if (process.env.AGENT_GATE_FIX_STATS)
      console.log(`fixed findings by rule: ${JSON.stringify(Object.fromEntries(fixedByRule))}`);
  });

  it.each(cases.map((c) => [c.id, c] as const))('%s', async (_id, tree) => {
    const repo = makeRepo({ base: tree.base, head: tree.head, agent: tree.agent });
    const args = ['check', '--repo', repo.dir, '--base', repo.base, '--format', 'json'];
    const before = findingsOf(await cli(args));
    const fixable = before.filter((f) => f.edits?.length);
    if (fixable.length === 0) return;
    const changedFiles = [...new Set(fixable.flatMap((f) => f.edits!.map((e) => e.file)))];
    const crlf = new Map(changedFiles.map((f) => [f, readFileSync(join(repo.dir, f), 'utf8').includes('\r\n')]));
    const typesBefore = typeErrors(repo.dir, changedFiles);

    const fixed = await cli([...args, '--fix']);
    expect(fixed.stderr).toMatch(/^agent-gate: fixed \d+ findings? in \d+ files?\n$/);
    const remaining = new Set(findingsOf(fixed).map(key));
    const done = before.filter((f) => !remaining.has(key(f)));
    for (const f of done) fixedByRule.set(f.ruleId, (fixedByRule.get(f.ruleId) ?? 0) + 1);
    // line endings as they were; no new type errors in the files the fixes changed
    for (const f of changedFiles) {
      const text = readFileSync(join(repo.dir, f), 'utf8');
      if (crlf.get(f)) expect(text.replace(/\r\n/g, '')).not.toContain('\n');
      else expect(text).not.toContain('\r\n');
    }
    expect(typeErrors(repo.dir, changedFiles)).toEqual(typesBefore);

    git(repo.dir, 'commit', '-qam', 'agent-gate --fix');
    const after = findingsOf(await cli(args)).map(key);
    // the fixed findings are gone, and nothing new appeared
    for (const f of done) expect(after).not.toContain(key(f));
    expect(after.filter((k) => !before.map(key).includes(k))).toEqual([]);
    // a second --fix has nothing left to do
    const again = await cli([...args, '--fix']);
    expect(again.stderr).toBe('agent-gate: no finding has a fix that is certain\n');
    expect(git(repo.dir, 'status', '--porcelain')).toBe('');
  });
});
