import { main } from '../../src/cli';
import type { Report } from '../../src/core/types';

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the real CLI in-process with captured output. */
export async function runCli(args: string[]): Promise<CliRun> {
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

/** `agent-gate check --format json` on base...head; asserts the exit code matches the verdict. */
export async function checkJson(dir: string, base: string, head: string, extra: string[] = []): Promise<Report> {
  const run = await runCli(['check', '--repo', dir, '--base', base, '--head', head, '--format', 'json', ...extra]);
  if (run.code !== 0 && run.code !== 1) {
    throw new Error(`agent-gate exited ${run.code}: ${run.stderr}`);
  }
  const report = JSON.parse(run.stdout) as Report;
  expect(run.code).toBe(report.verdict === 'fail' ? 1 : 0);
  return report;
}

export function gapsOf(report: Report): string[] {
  return report.findings.filter((f) => f.ruleId === 'policy/incomplete-analysis').map((f) => `${f.file}: ${f.message}`);
}
