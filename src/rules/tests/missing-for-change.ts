import { isEndToEndTest, isTestCode, isTestFile } from '../../workspace/classify';
import { treeFact } from '../../workspace/fact';
import type { Node, SourceFile } from 'ts-morph';
import type { Rule, RuleContext, RuleFinding } from '../../core/types';
import { exportedDeclarations } from '../../extractors/exports';
import { functionName, requestHandlers } from '../../extractors/handlers';
import { importerCandidates, moduleWords, resolveImport } from '../../extractors/resolve-import';
import { methodsMatch, pathsMatch, routesOfFile, staticPrefix, type Route } from '../../extractors/routes';
import { testFile, type TestFile } from '../../extractors/tests';
import { loadTsMorph } from '../../workspace/ts';
import { isCodeFile, type TreeView } from '../../workspace/workspace';

/**
 * Server-side behaviour of a request handler (its file, or a module it imports directly)
 * changes and no test in the head tree imports or requests the changed module without
 * mocking it away.
 */
export const missingForChange: Rule = {
  meta: {
    id: 'tests/missing-for-change',
    description: 'A request handler (or a module it imports) changes behaviour and no test exercises it.',
    defaultSeverity: 'warning',
    agentSeverity: 'blocking',
  },
  check(ctx) {
    const { head } = ctx.workspace;
    const findings: RuleFinding[] = [];
    const subjects = subjectsOf(ctx);
    // One search for the names and routes of the importers, before any is judged.
    head.primeGrep(importerWords(head, subjects));
    for (const { path, units, importing, importers } of subjects) {
      if (exercised(head, path, importers, false)) continue;
      // A function new to an imported module is reached through the handler that calls it:
      // a test of that handler covers the new wiring even when it stubs the module.
      const existing = importers.length > 0 ? existingFunctionNames(ctx, path) : undefined;
      const handlerTested = existing ? exercised(head, path, importers, true) : false;
      for (const unit of units) {
        if (existing && handlerTested && !(unit.name && existing.has(unit.name))) continue;
        const via = importers.length > 0 ? ` (imported by the request handler in ${importers[0]})` : '';
        findings.push({
          file: path,
          line: unit.line,
          message: `${unit.name ? `\`${unit.name}\`` : 'This handler'} in ${path}${via} changes server-side behaviour and no test imports or requests it without mocking it away.`,
          fix: `Add or update a test (e.g. next to the existing tests) that imports ${path} or requests ${routeLabel(head, path, importers)} and asserts the changed behaviour, without jest.mock/vi.mock of ${path}.`,
          related: importing
            .slice(0, 1)
            .map((h) => ({ file: h.file, line: h.line, message: `request handler that imports ${path}` })),
        });
      }
    }
    return findings;
  },
};

/**
 * Changed modules with new behaviour that a request handler runs: handler files, and
 * modules a handler file imports directly (computed once per run).
 */
function subjectsOf(ctx: RuleContext): Subject[] {
  const { head } = ctx.workspace;
  {
    const candidates = ctx.changes
      .headFiles()
      .filter((f) => f.newCodeLines.length > 0)
      .map((f) => f.path)
      .filter((p) => isCodeFile(p) && !isTestFile(p) && !isTestCode(p) && !ctx.workspace.isGenerated(p));
    // One search for the names of every changed module, rather than one per module.
    head.primeGrep(candidates.flatMap(moduleWords));
    const subjects: Subject[] = [];
    for (const path of candidates) {
      const sf = head.sourceFile(path);
      if (!sf) continue;
      const ownHandlers = requestHandlers(head, path);
      const units = changedUnits(ctx, sf, path, ownHandlers.length > 0);
      if (units.length === 0) continue;
      const importing = ownHandlers.length > 0 ? [] : handlerFilesImporting(head, path);
      if (ownHandlers.length === 0 && importing.length === 0) continue;
      subjects.push({ path, units, importing, importers: importing.map((i) => i.file) });
    }
    return subjects;
  }
}

/**
 * The words of the tests that may exercise the subjects: the module paths and route
 * paths of their importing handlers (whose exported names join the next search too).
 */
function importerWords(head: TreeView, subjects: Subject[]): string[] {
  const importerFiles = [...new Set(subjects.flatMap((s) => s.importers))];
  // Their routes are found through the files that mount them: by these same words.
  return [
    ...importerFiles.flatMap((f) => exportedNames(head, f)),
    ...importerFiles.flatMap(moduleWords),
    ...subjects.flatMap((s) => routeWords(head, s.path, s.importers)),
  ];
}

/** The names a file exports (what its importers import). */
function exportedNames(view: TreeView, file: string): string[] {
  const sf = view.sourceFile(file);
  return sf ? [...exportedDeclarations(sf).keys()].filter((n) => n !== 'default') : [];
}

/** Candidates read in one git call, at most. */
const MAX_PREFETCH = 200;

interface Subject {
  path: string;
  units: ChangedUnit[];
  importing: Importer[];
  importers: string[];
}

interface ChangedUnit {
  name?: string;
  line: number;
}

/** Functions of the file with new code that is behaviour (not comments, logging or `apiVersion`). */
function changedUnits(ctx: RuleContext, sf: SourceFile, path: string, handlerFile: boolean): ChangedUnit[] {
  const lines = sf.getFullText().split('\n');
  const units = new Map<Node, ChangedUnit>();
  for (const line of ctx.changes.file(path)?.newCodeLines ?? []) {
    const text = (lines[line - 1] ?? '').trim();
    if (text === '' || text.startsWith('//') || text.startsWith('*') || text.startsWith('/*')) continue;
    if (/^[)\]};,]*$/.test(text)) continue;
    const col = (lines[line - 1] ?? '').search(/\S/);
    let pos: number;
    try {
      pos = sf.compilerNode.getPositionOfLineAndCharacter(line - 1, Math.max(col, 0));
    } catch {
      continue;
    }
    const node = sf.getDescendantAtPos(pos);
    if (!node) continue;
    if (isLoggingOrConfig(node)) continue;
    const fn = outermostFunction(node) ?? (handlerFile ? topLevelSetting(node) : undefined);
    if (!fn) continue;
    if (!units.has(fn)) units.set(fn, { name: unitName(fn), line: fn.getStartLineNumber() });
  }
  return [...units.values()].sort((a, b) => a.line - b.line);
}

/**
 * A top-level value of a handler file that handlers use (a zod body schema, a price
 * table); a constructed client (`new Stripe(key, { ... })`) is configuration.
 */
function topLevelSetting(node: Node): Node | undefined {
  const { Node } = loadTsMorph();
  const stmt = node.getFirstAncestor((a) => Node.isVariableStatement(a) && Node.isSourceFile(a.getParent()));
  if (!stmt || !Node.isVariableStatement(stmt)) return undefined;
  const decl = stmt.getDeclarations()[0];
  const init = decl?.getInitializer();
  if (!init || Node.isNewExpression(init)) return undefined;
  return decl;
}

function unitName(node: Node): string | undefined {
  const { Node } = loadTsMorph();
  return Node.isVariableDeclaration(node) ? node.getName() : functionName(node);
}

function outermostFunction(node: Node): Node | undefined {
  const { Node } = loadTsMorph();
  let found: Node | undefined;
  for (const a of [node, ...node.getAncestors()]) {
    if (
      Node.isFunctionDeclaration(a) ||
      Node.isArrowFunction(a) ||
      Node.isFunctionExpression(a) ||
      Node.isMethodDeclaration(a) ||
      Node.isConstructorDeclaration(a)
    )
      found = a;
  }
  return found;
}

const LOGGER =
  /^(console|logger|log|this\.logger|this\.log|ctx\.log|req\.log|request\.log|fastify\.log|app\.log)\.\w+$/;

function isLoggingOrConfig(node: Node): boolean {
  const { Node } = loadTsMorph();
  for (const a of [node, ...node.getAncestors()]) {
    if (Node.isExpressionStatement(a)) {
      const e = a.getExpression();
      return Node.isCallExpression(e) && LOGGER.test(e.getExpression().getText());
    }
    if (Node.isPropertyAssignment(a) && a.getName() === 'apiVersion') return true;
    if (Node.isStatement(a) || Node.isBlock(a)) return false;
  }
  return false;
}

interface Importer {
  file: string;
  /** Line of the import declaration. */
  line: number;
}

/** Files with request handlers that import the module directly (found by `git grep`, then parsed). */
const handlerFilesImporting = treeFact((view: TreeView, path: string): Importer[] => {
  const out: Importer[] = [];
  const candidates = importerCandidates(view, path);
  view.prefetch(candidates.slice(0, MAX_PREFETCH));
  for (const f of candidates) {
    if (f === path || !isCodeFile(f) || isTestFile(f) || isTestCode(f)) continue;
    const sf = view.sourceFile(f);
    if (!sf) continue;
    const imp = sf.getImportDeclarations().find((i) => resolveImport(view, f, i.getModuleSpecifierValue()) === path);
    if (imp && requestHandlers(view, f).length > 0) out.push({ file: f, line: imp.getStartLineNumber() });
  }
  return out;
});

function routesOf(view: TreeView, path: string): Route[] {
  return routesOfFile(view, path);
}

/** Names of the top-level functions the file had on the base branch. */
function existingFunctionNames(ctx: RuleContext, path: string): Set<string> {
  const { Node } = loadTsMorph();
  const basePath = ctx.changes.file(path)?.oldPath ?? path;
  const sf = ctx.workspace.base.exists(basePath) ? ctx.workspace.base.sourceFile(basePath) : undefined;
  const names = new Set<string>();
  if (!sf) return names;
  for (const f of sf.getFunctions()) if (f.getName()) names.add(f.getName()!);
  for (const d of sf.getVariableDeclarations()) {
    const init = d.getInitializer();
    if (init && (Node.isArrowFunction(init) || Node.isFunctionExpression(init))) names.add(d.getName());
  }
  for (const c of sf.getClasses()) for (const m of c.getMethods()) names.add(m.getName());
  return names;
}

/**
 * A test imports the module (or a handler importing it) or requests its routes, and does
 * not mock it away (`viaHandlerOnly`: a test of an importing handler counts even when it stubs the module).
 */
function exercised(view: TreeView, path: string, importers: string[], viaHandlerOnly: boolean): boolean {
  const routes = [path, ...importers].flatMap((t) => routesOf(view, t));
  for (const t of testsNaming(view, path, importers)) {
    // End-to-end tests drive the running app: naming the route's path is enough.
    if (
      isEndToEndTest(t) &&
      routes.some((r) => staticPrefix(r.path) !== '/' && (view.read(t) ?? '').includes(staticPrefix(r.path)))
    )
      return true;
    const tf = testFile(view, t);
    if (!tf) continue;
    if (mocks(tf, path) && !viaHandlerOnly) continue;
    if (tf.imports.some((i) => i.resolved === path)) return true;
    for (const imp of importers) if (!mocks(tf, imp) && tf.imports.some((i) => i.resolved === imp)) return true;
    for (const req of tf.requests) {
      if (routes.some((r) => pathsMatch(r.path, req.path) && methodsMatch(r.method, req.method))) return true;
    }
  }
  return false;
}

/** The route paths a test requests the module (or its importing handlers) by. */
function routeWords(view: TreeView, path: string, importers: string[]): string[] {
  const routes = [path, ...importers].flatMap((t) => routesOf(view, t));
  return routes.map((r) => staticPrefix(r.path)).filter((p) => p !== '/');
}

/** Test files that may import the module or its importing handlers, or request their routes. */
function testsNaming(view: TreeView, path: string, importers: string[]): string[] {
  const files = new Set(view.filesWith(routeWords(view, path, importers)));
  for (const t of [path, ...importers]) for (const f of importerCandidates(view, t)) files.add(f);
  const tests = [...files].filter(isTestFile).sort();
  view.prefetch(tests.slice(0, MAX_PREFETCH));
  return tests;
}

function mocks(tf: TestFile, path: string): boolean {
  return tf.mocks.some((m) => m.resolved === path && !m.partial);
}

function routeLabel(view: TreeView, path: string, importers: string[]): string {
  const r = [path, ...importers].flatMap((t) => routesOf(view, t))[0];
  return r ? `${r.method === 'ALL' ? '' : r.method + ' '}${r.path}` : 'the route that uses it';
}
