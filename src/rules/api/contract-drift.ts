import { isTestCode } from '../../workspace/classify';
import { MAX_NAMED, namedList } from '../../core/wording';
import type { ChangeSet } from '../../git/changeset';
import type { Rule, RuleContext, RuleFinding } from '../../core/types';
import { consumerCandidates, consumersOf, type PropertyUse } from '../../extractors/http/consumers';
import { importerCandidates, importerWords } from '../../extractors/code/resolve-import';
import { importsOf } from '../../extractors/code/module-graph';
import {
  endpointsOfFile,
  mountWords,
  normalizeRoutePath,
  routeLabel,
  routeShape,
  staticPrefix,
  type Route,
} from '../../extractors/http/routes';
import { keysByName, mergeShapes, type Shape } from '../../extractors/http/shapes';
import { roleIn } from '../../extractors/code/role';
import { isCodeFile, type TreeView } from '../../workspace/workspace';

/**
 * A route's answer loses (or renames) a property, at any depth, or its body loses a field,
 * and a client in the head tree still reads or sends the old name. Routes are the changed
 * files' endpoints and those of the files that import a changed module (a service whose
 * method builds the answer); clients are matched by path and method, tRPC procedure or
 * server action.
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
    const reported = new Set<string>();
    const files = routeFiles(ctx);
    // Where each file's routers are mounted: searched for all of them at once, in both trees.
    head.primeGrep([...files.keys()].flatMap((f) => mountWords(head, f)));
    // Only a file that declares endpoints now is read in the base.
    const withEndpoints = [...files].filter(([headPath]) => endpointsOfFile(head, headPath).length > 0);
    base.primeGrep(withEndpoints.flatMap(([, basePath]) => mountWords(base, basePath)));
    for (const [headPath, basePath] of withEndpoints) {
      const headRoutes = endpointsOfFile(head, headPath);
      const baseRoutes = endpointsOfFile(base, basePath);
      for (const route of headRoutes) {
        const before = baseRoutes.find(
          (b) =>
            b.protocol === route.protocol &&
            b.method === route.method &&
            normalizeRoutePath(b.path) === normalizeRoutePath(route.path),
        );
        if (!before) continue;
        const removedKeys = removals(routeShape(before), routeShape(route), [], 0);
        const removedBody = route.bodyOpen
          ? []
          : removedNames(
              before.body.map((f) => f.name),
              route.body.map((f) => f.name),
            );
        if (removedKeys.length === 0 && removedBody.length === 0) continue;
        reportUnparsableClients(ctx, route);
        const label = routeLabel(route);
        const consumers = consumersOf(head, route).filter((c) => c.file !== route.file);
        for (const removal of removedKeys) {
          const at = changedLine(ctx.changes, removal.level, route);
          const shown = pathText(removal.path);
          // One finding per client file and property: the first read, with the others named.
          const byFile = new Map<string, PropertyUse[]>();
          for (const c of consumers) {
            for (const read of c.reads) {
              if (!startsWith(read.path, removal.path)) continue;
              byFile.set(read.file, [...(byFile.get(read.file) ?? []), read]);
            }
          }
          for (const [file, reads] of byFile) {
            const lines = [...new Set(reads.map((r) => r.line))].sort((a, b) => a - b);
            const key = `${file}:${label}:${shown}`;
            if (reported.has(key)) continue;
            reported.add(key);
            const more =
              lines.length > 1
                ? ` (also line${lines.length > 2 ? 's' : ''} ${namedList(lines.slice(1).map(String))})`
                : '';
            if (removal.path.at(-1) === '[]') {
              // the list itself is gone: say what the client reads of its elements, and what holds them now
              const read = pathText(reads[0].path);
              const list = removal.path.length > 1 ? `\`${pathText(removal.path.slice(0, -1))}\`` : 'the response';
              findings.push({
                file,
                line: lines[0],
                message: `${file} reads \`${read}\` from the elements of ${list} of ${label}, which is no longer a list but an object${removal.added.length ? ` (${namedList(removal.added.map((k) => `\`${k}\``))})` : ''}${more}.`,
                fix: `Update ${file}:${lines[0]} to take the list from the object ${label} now returns${removal.added.length ? ` (\`${removal.added[0]}\`?)` : ''}, or return the list itself again in ${at.file}:${at.line}.`,
                related: [
                  { file: at.file, line: at.line, message: `${label} answers an object where it answered a list` },
                ],
              });
              continue;
            }
            findings.push({
              file,
              line: lines[0],
              message: `${file} reads \`${shown}\` from the response of ${label}, which no longer returns it${hint(removal.added)}${more}.`,
              fix: `Update ${file}:${lines[0]} to read the field ${label} now returns${removal.added.length ? ` (${removal.added.join(', ')})` : ''}, or keep \`${removal.path[removal.path.length - 1]}\` in the response in ${at.file}:${at.line}.`,
              related: [
                { file: at.file, line: at.line, message: `${label} stopped returning \`${shown}\`` },
                ...(lines.length - 1 > MAX_NAMED
                  ? lines.slice(1).map((line) => ({ file, line, message: `also reads \`${shown}\`` }))
                  : []),
              ],
            });
          }
        }
        const addedBody = removedNames(
          route.body.map((f) => f.name),
          before.body.map((f) => f.name),
        );
        for (const c of consumers) {
          for (const sent of c.sends) {
            if (!removedBody.includes(sent.name)) continue;
            const key = `${sent.file}:${sent.line}:${label}:${sent.name}`;
            if (reported.has(key)) continue;
            reported.add(key);
            const line = bodyLine(ctx.changes, route);
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

/**
 * The files whose endpoints may answer differently: changed files, and files that import a
 * changed module directly (the service a controller calls), each with its path in the base.
 */
function routeFiles(ctx: RuleContext): Map<string, string> {
  const { head, base } = ctx.workspace;
  const out = new Map<string, string>();
  // One search for the importers of every changed server module, before any is asked.
  head.primeGrep(
    ctx.changes
      .headFiles()
      .filter((f) => isCodeFile(f.path) && !isTestCode(f.path) && roleIn(head, f.path) === 'server')
      .flatMap((f) => importerWords(head, f.path)),
  );
  for (const file of ctx.changes.headFiles()) {
    if (!isCodeFile(file.path) || isTestCode(file.path) || ctx.workspace.isGenerated(file.path)) continue;
    if (head.sourceFile(file.path) === undefined) continue;
    const basePath = file.oldPath ?? file.path;
    if (file.status !== 'added' && base.exists(basePath)) out.set(file.path, basePath);
    // Browser code (components, hooks, pages) builds no server answer.
    if (roleIn(head, file.path) !== 'server') continue;
    for (const importer of directImporters(head, file.path)) {
      if (!out.has(importer) && base.exists(importer) && !ctx.changes.file(importer)) out.set(importer, importer);
    }
  }
  return out;
}

/**
 * Importers whose answers a change of the module can alter. A module more files import
 * than this is shared infrastructure (a database client, a logger), not the service a
 * route calls: following it would parse much of the repository for every change to it.
 */
const MAX_IMPORTERS = 40;

function directImporters(view: TreeView, path: string): string[] {
  const out: string[] = [];
  const candidates = importerCandidates(view, path);
  if (candidates.length > MAX_IMPORTERS) return out;
  view.prefetch(candidates.filter((f) => isCodeFile(f) && !isTestCode(f)));
  for (const f of candidates) {
    if (f === path || !isCodeFile(f) || isTestCode(f)) continue;
    if (importsOf(view, f).some((i) => i.kind === 'import' && i.resolved === path)) out.push(f);
  }
  return out;
}

/** A client that does not parse cannot be judged: say so rather than pass it. */
function reportUnparsableClients(ctx: RuleContext, route: Route): void {
  const { head } = ctx.workspace;
  const prefix = route.protocol === 'http' ? staticPrefix(route.path) : undefined;
  for (const candidate of consumerCandidates(head, route)) {
    if (prefix !== undefined && !(head.read(candidate) ?? '').includes(prefix)) continue;
    const errors = ctx.workspace.isGenerated(candidate) ? [] : head.syntaxErrors(candidate);
    if (errors.length > 0) {
      ctx.reportGap({
        file: candidate,
        reason: `could not parse it to check its use of ${routeLabel(route)}: ${errors[0]}`,
      });
    }
  }
}

interface Removal {
  /** Keys from the root of the answer (`[]` for array elements). */
  path: string[];
  /** The object of the head's answer that no longer has the key. */
  level: Shape;
  /** Keys that object has now and did not have before. */
  added: string[];
}

/** Keys the base's answer has and the head's answer does not, at any depth where both are known. */
function removals(before: Shape, after: Shape, path: string[], depth: number): Removal[] {
  if (depth > 6) return [];
  if (before.kind === 'array' && after.kind === 'array' && before.element && after.element) {
    return removals(before.element, after.element, [...path, '[]'], depth + 1);
  }
  if (before.kind === 'array' && after.kind === 'object' && !after.open) {
    // a list that became an object (`[…]` → `{ data: […], total }`): no element is where it was
    // the keys that may hold the list now come first (`data`, not `total` or `error`)
    const keys = [...keysByName(after)];
    const holders = keys.filter(([, ks]) => ks.some((k) => k.shape().kind !== 'scalar')).map(([name]) => name);
    return [{ path: [...path, '[]'], level: after, added: holders.length > 0 ? holders : keys.map(([name]) => name) }];
  }
  if (before.kind !== 'object' || after.kind !== 'object') return [];
  const was = keysByName(before);
  const now = keysByName(after);
  const added = [...now.keys()].filter((k) => !was.has(k));
  const out: Removal[] = [];
  for (const [name, keys] of was) {
    const still = now.get(name);
    if (!still) {
      if (!after.open) out.push({ path: [...path, name], level: after, added });
      continue;
    }
    out.push(
      ...removals(
        mergeShapes(keys.map((k) => k.shape())),
        mergeShapes(still.map((k) => k.shape())),
        [...path, name],
        depth + 1,
      ),
    );
  }
  return out;
}

function removedNames(before: string[], after: string[]): string[] {
  const now = new Set(after);
  return [...new Set(before)].filter((k) => !now.has(k));
}

function startsWith(path: string[], prefix: string[]): boolean {
  return prefix.length <= path.length && prefix.every((k, i) => path[i] === k);
}

/** `datarooms[].internalName` */
function pathText(path: string[]): string {
  return path.reduce((s, k) => (k === '[]' ? `${s}[]` : s ? `${s}.${k}` : k), '');
}

function hint(added: string[]): string {
  return added.length === 1
    ? ` (renamed to \`${added[0]}\`?)`
    : added.length > 1
      ? ` (it now has ${added.map((a) => `\`${a}\``).join(', ')})`
      : '';
}

/** Where the answer changed: a line the diff added in the object that lost the key, else where that object is written. */
function changedLine(changes: ChangeSet, level: Shape, route: Route): { file: string; line: number } {
  for (const src of level.sources) {
    const f = changes.file(src.file);
    if (!f) continue;
    const start = src.node.getStartLineNumber();
    const end = src.node.getEndLineNumber();
    const added = f.addedLines.find((l) => l >= start && l <= end);
    if (added !== undefined) return { file: src.file, line: added };
  }
  const src = level.sources.find((s) => changes.file(s.file)) ?? level.sources[0];
  if (src) return { file: src.file, line: src.node.getStartLineNumber() };
  return { file: route.file, line: route.line };
}

function bodyLine(changes: ChangeSet, route: Route): number {
  const f = changes.file(route.file);
  const changed = route.body.find((b) => f?.addedLines.includes(b.line));
  if (changed) return changed.line;
  const start = route.handler.node.getStartLineNumber();
  const end = route.handler.node.getEndLineNumber();
  return f?.addedLines.find((l) => l >= start && l <= end) ?? route.line;
}
