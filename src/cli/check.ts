import { accessSync, constants, statSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { runCheck, type CheckRequest } from '../core/run';
import { didYouMean } from '../core/suggest';
import { enableTiming, timingTable } from '../core/timing';
import { GitRepo, UsageError } from '../git/git';
import type { Report } from '../core/types';
import { applyToWorkTree } from './fix';
import { fixesAtHead } from '../core/fixes';
import { FORMATS, isFormat, REPORTERS, type Format } from '../reporters';
import { quietReport, warningsOverLimit } from '../core/noise';
import { ALL_RULES } from '../rules';
import type { FlagValues } from './flags';
import type { CliIo } from './io';

/** `agent-gate check`, its flags read and checked. */
export interface CheckCommand {
  request: CheckRequest;
  format: Format;
  output?: string;
  timing: boolean;
  /** Report blocking findings only. */
  quiet: boolean;
  /** Exit 1 also when there are more warnings than this. */
  maxWarnings?: number;
  /** Write the fixes into the work tree, or print them as a patch. */
  fix?: 'write' | 'dry-run';
}

/**
 * Reads the flags of `check` and refuses, as a `UsageError` of one line, every value that
 * would fail later: an unknown format or rule id, an output folder that does not exist or
 * cannot be written, a config file that cannot be read, a count or URL that is not one.
 */
export function checkCommandOf(values: FlagValues): CheckCommand {
  const format = values.format ?? 'text';
  if (!isFormat(format)) throw new UsageError(`--format ${format}: expected one of ${FORMATS.join(', ')}`);
  const stripeMockUrl = values['stripe-mock'];
  if (stripeMockUrl !== undefined && !/^https?:\/\/[^/\s]+/.test(stripeMockUrl)) {
    throw new UsageError(`--stripe-mock ${stripeMockUrl}: expected a URL like http://127.0.0.1:12111`);
  }
  for (const id of values.rule ?? []) checkRuleId(id);
  if (values.output !== undefined) checkWritable(values.output);
  if (values.config !== undefined) checkReadable('--config', values.config);
  if (values.fix && values['fix-dry-run']) throw new UsageError('--fix and --fix-dry-run: give one of them');
  const maxWarnings = values['max-warnings'];
  if (maxWarnings !== undefined && !/^\d+$/.test(maxWarnings)) {
    throw new UsageError(`--max-warnings ${maxWarnings}: expected a whole number, such as 0`);
  }
  return {
    request: {
      repoDir: values.repo ?? '.',
      base: values.base,
      head: values.head ?? 'HEAD',
      headBranch: values.branch,
      configFile: values.config,
      onlyRules: values.rule,
      options: { stripeMockUrl },
    },
    format,
    output: values.output,
    timing: values.timing ?? false,
    quiet: values.quiet ?? false,
    maxWarnings: maxWarnings === undefined ? undefined : Number(maxWarnings),
    fix: values.fix ? 'write' : values['fix-dry-run'] ? 'dry-run' : undefined,
  };
}

/** Analyses, then prints or writes the report; the exit code says whether anything blocks. */
export async function runCheckCommand(cmd: CheckCommand, io: CliIo): Promise<number> {
  if (cmd.timing) enableTiming();
  let report = await runCheck(cmd.request);
  if (cmd.fix === 'dry-run') {
    // the fixes as one patch on stdout; the findings they leave decide the exit code
    const plan = fixesAtHead(GitRepo.open(cmd.request.repoDir), report);
    if (cmd.output) writeFileSync(cmd.output, plan.patch);
    else io.stdout(plan.patch);
    io.stderr(fixSummary(plan.fixed.length, plan.files.length, 'would fix'));
    report = remaining(report, plan.fixed);
    return report.verdict === 'fail' ? 1 : 0;
  }
  if (cmd.fix === 'write') {
    const plan = applyToWorkTree(cmd.request.repoDir, report);
    io.stderr(fixSummary(plan.fixed.length, plan.files.length, 'fixed'));
    report = remaining(report, plan.fixed);
  }
  const shown = cmd.quiet ? quietReport(report) : report;
  const rendered = REPORTERS[cmd.format](shown, {
    color: cmd.format === 'text' && io.isTTY && !io.env.NO_COLOR && !cmd.output,
  });
  if (cmd.output) writeFileSync(cmd.output, rendered);
  else io.stdout(rendered);
  if (cmd.timing) io.stderr(timingTable());
  // Warnings count also under --quiet, as ESLint counts them.
  const overLimit = warningsOverLimit(report, cmd.maxWarnings);
  if (overLimit > 0)
    io.stderr(`agent-gate: ${cmd.maxWarnings! + overLimit} warnings, more than --max-warnings ${cmd.maxWarnings}\n`);
  return report.verdict === 'fail' || overLimit > 0 ? 1 : 0;
}

/** The report without the findings the fixes resolve. */
function remaining(report: Report, fixed: readonly Report['findings'][number][]): Report {
  const done = new Set(fixed);
  const findings = report.findings.filter((f) => !done.has(f));
  return { ...report, findings, verdict: findings.some((f) => f.severity === 'blocking') ? 'fail' : 'pass' };
}

function fixSummary(findings: number, files: number, verb: string): string {
  if (findings === 0) return 'agent-gate: no finding has a fix that is certain\n';
  return `agent-gate: ${verb} ${findings} finding${findings === 1 ? '' : 's'} in ${files} file${files === 1 ? '' : 's'}\n`;
}

function checkRuleId(id: string): void {
  const ids = ALL_RULES.map((r) => r.meta.id);
  if (ids.includes(id)) return;
  const near = didYouMean(id, ids);
  if (near) throw new UsageError(`--rule ${id}: unknown rule id${near}`);
  const family = ids.filter((r) => r.startsWith(`${id.split('/')[0]}/`));
  const listed = family.length > 0 ? family : ids;
  throw new UsageError(
    `--rule ${id}: unknown rule id; the ${family.length > 0 ? `${id.split('/')[0]}/ ` : ''}rules are ${listed.join(', ')}`,
  );
}

function checkWritable(path: string): void {
  const abs = resolve(path);
  if (statOf(abs)?.isDirectory()) throw new UsageError(`--output ${path}: is a folder; name a file in it`);
  const dir = dirname(abs);
  const stat = statOf(dir);
  if (!stat) throw new UsageError(`--output ${path}: the folder ${dir} does not exist`);
  if (!stat.isDirectory()) throw new UsageError(`--output ${path}: ${dir} is not a folder`);
  try {
    accessSync(dir, constants.W_OK);
    if (statOf(abs)) accessSync(abs, constants.W_OK);
  } catch {
    throw new UsageError(`--output ${path}: cannot write there (permission denied)`);
  }
}

function checkReadable(flag: string, path: string): void {
  const stat = statOf(resolve(path));
  if (!stat) throw new UsageError(`${flag} ${path}: no such file`);
  if (stat.isDirectory()) throw new UsageError(`${flag} ${path}: is a folder, not a file`);
  try {
    accessSync(path, constants.R_OK);
  } catch {
    throw new UsageError(`${flag} ${path}: cannot read it (permission denied)`);
  }
}

function statOf(path: string): ReturnType<typeof statSync> | undefined {
  try {
    return statSync(path);
  } catch {
    return undefined;
  }
}
