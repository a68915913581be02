import { isTestCode } from '../../workspace/classify';
import type { ChangedFile } from '../../git/changeset';
import type { Related, Rule, RuleContext, RuleFinding } from '../../core/types';
import {
  declarationsOf,
  deployTargets,
  envReadsInFile,
  envReadsOf,
  readByCode,
  envTemplates,
  isEnvTemplatePath,
  isPlatformVar,
  listOf,
  mayDeclareEnv,
  mayReadEnv,
  placementOf,
  type EnvRead,
} from '../../extractors/env';
import { renameEdit, renamedEnvVars } from '../../extractors/env/declare';
import picomatch from 'picomatch';
import type { TreeView } from '../../workspace/workspace';

/**
 * The two halves of a rename gone wrong: the PR stops reading a variable that templates
 * and deployment configs still declare (warning), or removes a declaration that head
 * code still reads (blocking when the read has no default).
 */
export const orphaned: Rule = {
  meta: {
    id: 'env/orphaned',
    description:
      'The change removes the last read of an env variable that is still declared, or a declaration that code still reads.',
    defaultSeverity: 'warning',
  },
  check(ctx) {
    return [...staleDeclarations(ctx), ...removedDeclarations(ctx)];
  },
};

/** Variables read by the libraries a tree uses, not by its code (next-auth). */
function libraryImplied(view: TreeView, name: string): boolean {
  if (name === 'NEXTAUTH_URL' || name === 'NEXTAUTH_SECRET' || name === 'AUTH_SECRET' || name === 'AUTH_URL') {
    return view.grep(['next-auth', '@auth/core'], ['*package.json']).length > 0;
  }
  if (name === 'DATABASE_URL') {
    return view.filesNamed((n) => n.endsWith('schema.prisma')).length > 0;
  }
  return false;
}

function stillRead(view: TreeView, name: string): boolean {
  return readByCode(view, name) || libraryImplied(view, name);
}

/** Reads on the lines the change removed, in the base tree. */
function removedReads(ctx: RuleContext): EnvRead[] {
  const base = ctx.workspace.base;
  const out: EnvRead[] = [];
  for (const file of ctx.changes.files) {
    if (file.status === 'added' || file.submodule || file.removedLines.length === 0) continue;
    const path = file.oldPath ?? file.path;
    if (!mayReadEnv(path) || isTestCode(path)) continue;
    const removed = new Set(file.removedLines);
    for (const r of envReadsInFile(base, path)) {
      if (isPlatformVar(r.name, r.source)) continue;
      let hit = false;
      for (let l = r.line; l <= r.endLine && !hit; l++) hit = removed.has(l);
      if (hit) out.push(r);
    }
  }
  return out;
}

function staleDeclarations(ctx: RuleContext): RuleFinding[] {
  const head = ctx.workspace.head;
  const envFiles = ctx.config.envFiles;
  const findings: RuleFinding[] = [];
  const seen = new Set<string>();
  for (const read of removedReads(ctx)) {
    if (seen.has(read.name)) continue;
    seen.add(read.name);
    if (stillRead(head, read.name)) continue;
    const decls = declarationsOf(head, read.name, envFiles);
    if (decls.length === 0) continue;
    const [first, ...rest] = decls;
    const related: Related[] = [
      { file: read.file, line: read.line, message: `The last read of ${read.name} was removed here (base revision).` },
      ...rest.map((d) => ({ file: d.file, line: d.line, message: `${read.name} is still declared in ${d.label}.` })),
    ];
    // a read renamed in place (OLD → NEW on the same lines): the declarations follow it
    const renamedTo = [...renamedEnvVars(ctx.workspace)].find(([, old]) => old === read.name)?.[0];
    const edits = renamedTo
      ? decls
          .filter((d) => !declarationsOf(head, renamedTo, envFiles).some((n) => n.file === d.file))
          .map((d) => renameEdit(head, d.file, d.line, read.name, renamedTo))
      : [];
    findings.push({
      file: first.file,
      line: first.line,
      message: `${read.name} is no longer read by any code, but ${listOf(decls.map((d) => d.label))} still declare${decls.length > 1 ? '' : 's'} it.`,
      fix: renamedTo
        ? `Rename ${read.name} to ${renamedTo} in ${listOf([...new Set(decls.map((d) => d.file))])}: the code now reads it under that name.`
        : `Remove ${read.name} from ${listOf([...new Set(decls.map((d) => d.file))])} (or rename it there if the code now reads it under a new name).`,
      related,
      ...(edits.length > 0 && edits.every((e) => e !== undefined) ? { edits } : {}),
    });
  }
  return findings;
}

/** Names declared by one file of a tree (templates and deployment configs). */
function namesDeclaredIn(view: TreeView, file: string, envFiles: readonly string[]): Set<string> {
  const names = new Set<string>();
  const configured = envFiles.length > 0 && picomatch([...envFiles], { dot: true })(file);
  if (!isEnvTemplatePath(file) && !configured && !mayDeclareEnv(file)) return names;
  for (const t of envTemplates(view, envFiles)) if (t.file === file) for (const n of t.names.keys()) names.add(n);
  for (const t of deployTargets(view)) if (t.file === file) for (const n of t.names.keys()) names.add(n);
  return names;
}

function removedDeclarations(ctx: RuleContext): RuleFinding[] {
  const head = ctx.workspace.head;
  const base = ctx.workspace.base;
  const envFiles = ctx.config.envFiles;
  const removed = new Map<string, ChangedFile>();
  for (const file of ctx.changes.files) {
    if (file.status === 'added' || file.submodule || file.removedLines.length === 0) continue;
    const basePath = file.oldPath ?? file.path;
    const before = namesDeclaredIn(base, basePath, envFiles);
    if (before.size === 0) continue;
    const after = file.status === 'deleted' ? new Set<string>() : namesDeclaredIn(head, file.path, envFiles);
    for (const n of before) if (!after.has(n) && !isPlatformVar(n) && !removed.has(n)) removed.set(n, file);
  }
  const findings: RuleFinding[] = [];
  for (const [name, file] of removed) {
    const reads = envReadsOf(head, [name]).filter(
      (r) => !isTestCode(r.file) && r.kind !== 'runtime-env' && !ctx.changes.touches(r.file, r.line, r.endLine),
    );
    if (reads.length === 0) continue;
    const declaredNowhere = declarationsOf(head, name, envFiles).length === 0;
    const at = reads.find((r) => {
      const { missing } = placementOf(head, name, [r], envFiles);
      return declaredNowhere || missing.some((m) => m.file === file.path);
    });
    if (!at) continue;
    const basePath = file.oldPath ?? file.path;
    findings.push({
      file: at.file,
      line: at.line,
      severity: at.hasDefault ? 'warning' : 'blocking',
      message: `${name} is still read here, but the change removed its declaration from ${basePath}.`,
      fix: `Put ${name} back in ${file.status === 'deleted' ? 'an env template or deployment config' : basePath}, or remove this read if the variable is gone for good.`,
      related: [{ file: basePath, line: 1, message: `${name} was declared here before the change.` }],
    });
  }
  return findings;
}
