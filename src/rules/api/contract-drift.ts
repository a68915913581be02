import { isTestCode } from '../../workspace/classify';
import type { ChangeSet } from '../../git/changeset';
import type { Rule, RuleFinding } from '../../core/types';
import { consumerCandidates, consumersOf } from '../../extractors/consumers';
import { normalizeRoutePath, routesOfFile, type Route } from '../../extractors/routes';
import { isCodeFile } from '../../workspace/workspace';

/**
 * A route's response loses (or renames) a property, or its body loses a field, and a
 * client in the head tree still reads or sends the old name.
 */
export const contractDrift: Rule = {
  meta: {
    id: 'api/contract-drift',
    description: 'A route stops returning or accepting a field that a client still reads or sends.',
    defaultSeverity: 'blocking',
  },
  check(ctx) {
    const { head, base } = ctx.workspace;
    const findings: RuleFinding[] = [];
    const seen = new Set<string>();
    for (const file of ctx.changes.headFiles()) {
      if (!isCodeFile(file.path) || isTestCode(file.path) || ctx.workspace.isGenerated(file.path)) continue;
      const basePath = file.oldPath ?? file.path;
      if (file.status === 'added' || !base.exists(basePath)) continue;
      if (head.sourceFile(file.path) === undefined) continue;
      const headRoutes = routesOfFile(head, file.path);
      if (headRoutes.length === 0) continue;
      const baseRoutes = routesOfFile(base, basePath);
      for (const route of headRoutes) {
        const before = baseRoutes.find(
          (b) => b.method === route.method && normalizeRoutePath(b.path) === normalizeRoutePath(route.path),
        );
        if (!before) continue;
        const changedAt = changedLineIn(ctx.changes, route);
        if (changedAt === undefined) continue;
        const removedKeys = route.responses.some((r) => r.open) ? [] : removed(keysOf(before), keysOf(route));
        const removedBody = route.bodyOpen
          ? []
          : removed(
              before.body.map((f) => f.name),
              route.body.map((f) => f.name),
            );
        if (removedKeys.length === 0 && removedBody.length === 0) continue;
        const added = removed(keysOf(route), keysOf(before));
        const addedBody = removed(
          route.body.map((f) => f.name),
          before.body.map((f) => f.name),
        );
        for (const candidate of consumerCandidates(head, route.path)) {
          // A client that does not parse cannot be judged: say so rather than pass it.
          const errors = ctx.workspace.isGenerated(candidate) ? [] : head.syntaxErrors(candidate);
          if (errors.length > 0) {
            ctx.reportGap({
              file: candidate,
              reason: `could not parse it to check its use of ${route.path}: ${errors[0]}`,
            });
          }
        }
        for (const consumer of consumersOf(head, route.path, route.method)) {
          if (consumer.file === route.file) continue;
          const label = `${route.method === 'ALL' ? '' : route.method + ' '}${route.path}`;
          for (const read of consumer.reads) {
            if (!removedKeys.includes(read.name)) continue;
            const key = `${read.file}:${read.line}:${read.name}`;
            if (seen.has(key)) continue;
            seen.add(key);
            const line = responseLine(route, changedAt);
            const same = findings.find(
              (f) => f.file === read.file && f.line === read.line && f.message.includes(' reads `'),
            );
            if (same) {
              // Several old fields read on one line: one finding that names them all.
              same.message = same.message.replace(
                / reads (.*?) from the response/,
                ` reads $1, \`${read.name}\` from the response`,
              );
              same.fix = same.fix.replace(
                /or keep (.*?) in the response/,
                `or keep $1, \`${read.name}\` in the response`,
              );
              continue;
            }
            findings.push({
              file: read.file,
              line: read.line,
              message: `${read.file} reads \`${read.name}\` from the response of ${label}, which no longer returns it${hint(added)}.`,
              fix: `Update ${read.file}:${read.line} to read the field ${route.file} now returns${added.length ? ` (${added.join(', ')})` : ''}, or keep \`${read.name}\` in the response of ${label} in ${route.file}:${line}.`,
              related: [{ file: route.file, line, message: `${label} stopped returning \`${read.name}\`` }],
            });
          }
          for (const sent of consumer.sends) {
            if (!removedBody.includes(sent.name)) continue;
            const key = `${sent.file}:${sent.line}:${sent.name}`;
            if (seen.has(key)) continue;
            seen.add(key);
            const line = bodyLine(route, changedAt);
            findings.push({
              file: sent.file,
              line: sent.line,
              message: `${sent.file} sends \`${sent.name}\` in the body of ${label}, which no longer reads it${hint(addedBody)}.`,
              fix: `Send the field ${route.file} now reads${addedBody.length ? ` (${addedBody.join(', ')})` : ''} from ${sent.file}:${sent.line}, or keep accepting \`${sent.name}\` in ${route.file}:${line}.`,
              related: [{ file: route.file, line, message: `${label} stopped reading \`${sent.name}\` from the body` }],
            });
          }
        }
      }
    }
    return findings;
  },
};

function keysOf(route: Route): string[] {
  return [...new Set(route.responses.flatMap((r) => r.keys.map((k) => k.name)))];
}

function removed(before: string[], after: string[]): string[] {
  const now = new Set(after);
  return [...new Set(before)].filter((k) => !now.has(k));
}

function hint(added: string[]): string {
  return added.length === 1
    ? ` (renamed to \`${added[0]}\`?)`
    : added.length > 1
      ? ` (it now has ${added.join(', ')})`
      : '';
}

/** A line of the handler the diff changed (added or removed lines), or undefined when untouched. */
function changedLineIn(changes: ChangeSet, route: Route): number | undefined {
  const f = changes.file(route.file);
  if (!f) return undefined;
  const start = route.handler.node.getStartLineNumber();
  const end = route.handler.node.getEndLineNumber();
  for (const l of f.addedLines) if (l >= start && l <= end) return l;
  for (const h of f.hunks) if (h.newLines === 0 && h.newStart >= start && h.newStart <= end) return h.newStart;
  // Body schemas live outside the handler (`const checkoutRequest = z.object(...)`).
  // The difference between base and head can only come from this file's diff.
  for (const b of route.body) if (f.addedLines.includes(b.line)) return b.line;
  return f.hunks[0]?.newStart;
}

function responseLine(route: Route, fallback: number): number {
  const changed = route.responses.find((r) => r.line <= fallback && fallback <= r.endLine);
  return changed?.line ?? fallback;
}

function bodyLine(route: Route, fallback: number): number {
  return route.body.find((b) => b.line === fallback)?.line ?? fallback;
}
