import { lstatSync, readFileSync, realpathSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { planFixes, type FixPlan } from '../core/edits';
import type { Finding, Report } from '../core/types';
import { GitRepo, UsageError } from '../git/git';
import { isSafeRepoPath } from '../git/tree-source';
import { decodeText } from '../git/text';

const BOM = '\ufeff';

/**
 * `check --fix`: writes the fixes into the work tree, which must be the head revision (its
 * HEAD the report's head, and the files the fixes change as committed). A file that is a
 * symbolic link, or whose folder leads out of the repository, is refused: nothing is
 * written outside it. Each file is written whole through a temporary file beside it.
 */
export function applyToWorkTree(repoDir: string, report: Report): FixPlan {
  const repo = GitRepo.open(repoDir);
  const top = realpathSync(repo.dir);
  const head = repo.tryResolve('HEAD');
  if (head !== report.head) {
    throw new UsageError(
      `--fix: the work tree is at ${head?.slice(0, 12) ?? 'no commit'}, not at the head revision ${report.head.slice(0, 12)}; check out the head (or drop --head) and run it again`,
    );
  }
  const files = filesOf(report.findings);
  const dirty = files.length > 0 ? repo.run(['status', '--porcelain', '--untracked-files=no', '--', ...files]) : '';
  if (dirty.trim()) {
    const first = dirty.split('\n')[0].slice(3);
    throw new UsageError(`--fix: ${first} has changes that are not committed; commit or stash them and run it again`);
  }
  const boms = new Map<string, string>();
  const plan = planFixes(report.findings, (file) => {
    const abs = insideRepo(top, file);
    if (!abs) return undefined;
    const bytes = readFileSync(abs);
    const decoded = decodeText(bytes);
    if (!decoded.ok || decoded.encoding !== 'utf-8') return undefined;
    boms.set(file, bytes.subarray(0, 3).equals(Buffer.from(BOM)) ? BOM : '');
    return decoded.text;
  });
  for (const f of plan.files) {
    const abs = insideRepo(top, f.file)!;
    const temp = join(dirname(abs), `.agent-gate-fix-${process.pid}-${Math.random().toString(36).slice(2)}`);
    writeFileSync(temp, boms.get(f.file) + f.after, { mode: lstatSync(abs).mode & 0o777 });
    renameSync(temp, abs);
  }
  return plan;
}

/** The file's path on disk when it is a regular file of the repository (not a link, not outside it). */
function insideRepo(top: string, file: string): string | undefined {
  if (!isSafeRepoPath(file)) return undefined;
  const abs = join(top, file);
  let stat;
  try {
    stat = lstatSync(abs);
  } catch {
    return undefined;
  }
  if (!stat.isFile()) return undefined;
  const folder = realpathSync(dirname(abs));
  const rel = relative(top, folder);
  if (rel.startsWith('..') || rel.split(sep).includes('..') || (rel !== '' && rel.startsWith(sep))) return undefined;
  return abs;
}

function filesOf(findings: readonly Finding[]): string[] {
  return [...new Set(findings.flatMap((f) => (f.edits ?? []).map((e) => e.file)))].sort();
}
