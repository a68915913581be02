import type { SourceFile } from 'ts-morph';
import { treeFact } from '../../workspace/fact';
import { loadTsMorph } from '../../workspace/ts';
import { isCodeFile, type TreeView } from '../../workspace/workspace';
import { isDependencyOrOutput } from '../../workspace/classify';
import { exportedDeclarations } from './exports';
import { identifierNames } from './syntax';
import { importerCandidates, importerWords, resolveImport } from './resolve-import';
import { scanImports, type ImportBinding, type ImportKind } from './import-scan';
import { specifierOf } from './ast';

/**
 * The module graph of a tree, read from syntax: what a file imports (static imports,
 * re-exports, `import x = require()`, `require()` and `import()` calls), which files
 * import a module (found by a name search, then parsed), and the files that reach a
 * module through imports at any depth. Every answer is a memoised fact of the tree.
 */

export type { ImportBinding, ImportKind } from './import-scan';

export interface ModuleImport {
  specifier: string;
  /** The file of the tree it resolves to; undefined for packages outside the repository. */
  resolved?: string;
  line: number;
  kind: ImportKind;
  /** `import type` / `export type`: no code runs. */
  typeOnly: boolean;
  bindings: ImportBinding[];
}

/**
 * The imports of one code file, read once per run: from its tokens (`scanImports`), or
 * parsed where it calls `require()` or `import()`.
 */
export const importsOf = treeFact((view: TreeView, file: string): ModuleImport[] => {
  if (!isCodeFile(file)) return [];
  const text = view.read(file);
  if (text === undefined) return [];
  let found: ImportFound[] | undefined = scanImports(text, /x$/i.test(file));
  if (!found) {
    const sf = view.sourceFile(file);
    found = sf ? syntaxImports(sf) : [];
  }
  return found.map(({ specifier, line, kind, typeOnly, bindings }) => ({
    specifier,
    resolved: resolveImport(view, file, specifier),
    line,
    kind,
    typeOnly,
    bindings,
  }));
});

/** An import before its module is resolved. */
export type ImportFound = Omit<ModuleImport, 'resolved'>;

/** The imports of a parsed file: its import and re-export declarations, then its `require()` and `import()` calls. */
export function syntaxImports(sf: SourceFile): ImportFound[] {
  const { Node, SyntaxKind } = loadTsMorph();
  const out: ImportFound[] = [];
  const add = (specifier: string, line: number, kind: ImportKind, typeOnly: boolean, bindings: ImportBinding[]) =>
    out.push({ specifier, line, kind, typeOnly, bindings });
  for (const stmt of sf.getStatements()) {
    if (Node.isImportDeclaration(stmt)) {
      // an import the parser recovered from a syntax error names no module
      if (specifierOf(stmt) === '') continue;
      const bindings: ImportBinding[] = [];
      const def = stmt.getDefaultImport();
      if (def) bindings.push({ local: def.getText(), imported: 'default' });
      const ns = stmt.getNamespaceImport();
      if (ns) bindings.push({ local: ns.getText(), imported: '*' });
      const named = stmt.getNamedImports();
      for (const n of named) {
        if (n.isTypeOnly()) continue;
        bindings.push({ local: n.getAliasNode()?.getText() ?? n.getName(), imported: n.getName() });
      }
      const typeOnly = stmt.isTypeOnly() || (named.length > 0 && !def && !ns && named.every((n) => n.isTypeOnly()));
      add(specifierOf(stmt), stmt.getStartLineNumber(), 'import', typeOnly, bindings);
    } else if (Node.isExportDeclaration(stmt)) {
      const spec = specifierOf(stmt);
      if (spec === '') continue;
      const named = stmt.getNamedExports();
      const bindings = named.map((n) => ({ local: n.getAliasNode()?.getText() ?? n.getName(), imported: n.getName() }));
      if (named.length === 0) bindings.push({ local: stmt.getNamespaceExport()?.getName() ?? '*', imported: '*' });
      add(spec, stmt.getStartLineNumber(), 'reexport', stmt.isTypeOnly(), bindings);
    } else if (Node.isImportEqualsDeclaration(stmt)) {
      const ref = stmt.getModuleReference();
      if (Node.isExternalModuleReference(ref)) {
        const e = ref.getExpression();
        if (e && Node.isStringLiteral(e))
          add(e.getLiteralValue(), stmt.getStartLineNumber(), 'require', stmt.isTypeOnly(), [
            { local: stmt.getName(), imported: '*' },
          ]);
      }
    }
  }
  // require('x') and import('x') anywhere in the file.
  if (/\b(require|import)\s*\(/.test(sf.getFullText())) {
    for (const call of sf.getDescendantsOfKind(SyntaxKind.CallExpression)) {
      const callee = call.getExpression();
      const isRequire = Node.isIdentifier(callee) && callee.getText() === 'require';
      const isImport = callee.getKind() === SyntaxKind.ImportKeyword;
      if (!isRequire && !isImport) continue;
      const arg = call.getArguments()[0];
      if (!arg || !(Node.isStringLiteral(arg) || Node.isNoSubstitutionTemplateLiteral(arg))) continue;
      // `const { orderRoutes } = await import('./orders')` binds as `require` does
      let parent = call.getParent();
      while (parent && (Node.isAwaitExpression(parent) || Node.isParenthesizedExpression(parent)))
        parent = parent.getParent();
      const name = parent && Node.isVariableDeclaration(parent) ? parent.getNameNode() : undefined;
      // `const users = require('./users')`: the module object; `const { find, save: store } = require(…)`: its members
      const bound: ImportBinding[] = !name
        ? []
        : Node.isIdentifier(name)
          ? [{ local: name.getText(), imported: '*' }]
          : Node.isObjectBindingPattern(name)
            ? name.getElements().flatMap((e) => {
                const local = e.getNameNode();
                if (!Node.isIdentifier(local) || e.getDotDotDotToken()) return [];
                return [{ local: local.getText(), imported: e.getPropertyNameNode()?.getText() ?? local.getText() }];
              })
            : [];
      add(arg.getLiteralValue(), call.getStartLineNumber(), isRequire ? 'require' : 'dynamic', false, bound);
    }
  }
  return out;
}

/** A file that imports a module, with the import that does. */
export interface Importer {
  file: string;
  import: ModuleImport;
}

/**
 * Files whose code imports the module (type-only imports aside): candidates found by a
 * search for the module's names, then parsed and resolved.
 */
export const importersOf = treeFact((view: TreeView, target: string): Importer[] => {
  const out: Importer[] = [];
  const candidates = importerFiles(view, target);
  if (candidates.length > MAX_IMPORTERS) return out;
  for (let i = 0; i < candidates.length; i += MAX_READ) view.prefetch(candidates.slice(i, i + MAX_READ));
  for (const file of candidates) {
    for (const imp of importsOf(view, file)) {
      if (imp.resolved === target && !imp.typeOnly) {
        out.push({ file, import: imp });
        break;
      }
    }
  }
  return out;
});

function importerFiles(view: TreeView, target: string): string[] {
  return importerCandidates(view, target).filter((f) => isCodeFile(f) && !isDependencyOrOutput(view, f));
}

/**
 * A module that more files may import than a change's analysis reads: shared
 * infrastructure (a database client, a logger, a config module), whose importers are not
 * listed (`importersOf` answers none), so that a change to it costs what the change does.
 */
export function isWidelyImported(view: TreeView, target: string): boolean {
  return importerFiles(view, target).length > MAX_IMPORTERS;
}

/** Files read in one git call, at most. */
const MAX_READ = 300;
/** Importers of one module that are listed, at most. */
const MAX_IMPORTERS = 300;
/** Files the search for what reaches a module looks at, at most. */
const MAX_CLOSURE = 400;
/** The same, once the search went past a widely imported module by the exports leading on. */
const MAX_CLOSURE_PAST_WIDE = 200;
const MAX_DEPTH = 12;

/**
 * The files that reach a module through imports at any depth, each with the modules it
 * imports on the way (`toward`). Searched level by level (one name search per level, then
 * only the candidates are parsed). `complete` is false when the search stopped at its
 * bound before it found every importer. Given `only` (names, comma-separated), the first
 * level is the importers of one of those names (or of the whole module, as a namespace).
 */
export interface ImporterClosure {
  target: string;
  toward: Map<string, string[]>;
  complete: boolean;
}

export const importerClosure = treeFact((view: TreeView, target: string, only = ''): ImporterClosure => {
  const toward = new Map<string, string[]>();
  // The names through which each module of the closure reaches the target, where they are
  // known: the target's exports (or those asked about: `only`, comma-separated), passed on
  // by the barrels that re-export them.
  const onlyNames = only ? new Set(only.split(',')) : undefined;
  const via = new Map<string, Set<string> | undefined>([[target, onlyNames ?? exportNames(view, target)]]);
  let frontier = [target];
  let complete = true;
  // Past a widely imported module the search is held to a smaller bound: where the few
  // exports that lead on do not narrow it, it would end over the bound anyway.
  let pastWide = false;
  for (let depth = 0; depth < MAX_DEPTH && frontier.length > 0; depth++) {
    // One search for the names of every module of this level.
    view.primeGrep(frontier.flatMap((f) => importerWords(view, f)));
    view.prefetch(frontier.flatMap((f) => importerCandidates(view, f)).slice(0, MAX_READ));
    const next: string[] = [];
    for (const module of frontier) {
      // Where the names that lead to the target are known (the barrels that re-export
      // it, and the target itself once too many files import it), only the importers of
      // those names reach it.
      const wide = isWidelyImported(view, module);
      // A module hundreds of files import that uses the target inside (an application module
      // that imports a feature module): its exports whose code reaches the target.
      const known = via.get(module);
      const names = known ?? (wide && module !== target ? leadingExports(view, module, toward, via) : undefined);
      if (!known && names) pastWide = true;
      const importers =
        names && (module !== target || wide || onlyNames)
          ? module !== target && names.size === 0
            ? [] // none of its exports leads to the target
            : importersUsing(view, module, names)
          : wide
            ? undefined
            : importersOf(view, module);
      if (!importers) {
        complete = false;
        break;
      }
      for (const { file, import: imp } of importers) {
        if (file === target) continue;
        const passed = passedOn(imp, names);
        const seen = toward.get(file);
        if (seen) {
          if (!seen.includes(module)) seen.push(module);
          const known = via.get(file);
          via.set(file, known && passed ? new Set([...known, ...passed]) : undefined);
          continue;
        }
        toward.set(file, [module]);
        via.set(file, passed);
        next.push(file);
      }
    }
    if (!complete) break;
    if (toward.size > (pastWide ? MAX_CLOSURE_PAST_WIDE : MAX_CLOSURE)) {
      complete = false;
      break;
    }
    frontier = next;
    if (depth === MAX_DEPTH - 1 && frontier.length > 0) complete = false;
  }
  return { target, toward, complete };
});

/** A module's exported names (`default` among them), or undefined when it cannot be parsed. */
function exportNames(view: TreeView, file: string): Set<string> | undefined {
  const sf = view.sourceFile(file);
  return sf ? new Set(exportedDeclarations(sf).keys()) : undefined;
}

/**
 * `exportsReachingImports` for a widely imported module, when they are few enough to search
 * for by name (each is a search of the whole tree); undefined (the search stops) else.
 */
function leadingExports(
  view: TreeView,
  module: string,
  toward: Map<string, string[]>,
  via: Map<string, Set<string> | undefined>,
): Set<string> | undefined {
  const names = exportsReachingImports(view, module, toward, via, new Map());
  return names && names.size <= MAX_LEADING_EXPORTS ? names : undefined;
}

/** Exports of a widely imported module that the search follows by name, at most. */
const MAX_LEADING_EXPORTS = 4;

/** How many modules back the exports leading to the target are worked out, at most. */
const MAX_EXPORTS_DEPTH = 4;

/**
 * The exports of `file` that lead to the target: those it re-exports from the modules on
 * its way there (`toward`), and those whose declarations reach what it imports from them,
 * through the file's top-level declarations (only the imported names that lead there,
 * where known; where not, worked out the same way for that module). Undefined where any
 * importer may reach it: a top-level statement that runs on import uses them, a
 * side-effect import or `export =` is on the way, or a file does not parse.
 */
function exportsReachingImports(
  view: TreeView,
  file: string,
  toward: Map<string, string[]>,
  via: Map<string, Set<string> | undefined>,
  memo: Map<string, Set<string> | undefined>,
  depth = 0,
): Set<string> | undefined {
  if (memo.has(file)) return memo.get(file);
  memo.set(file, undefined); // a cycle leads anywhere
  const { Node } = loadTsMorph();
  const out = new Set<string>();
  const reached = new Set<string>();
  for (const imp of importsOf(view, file)) {
    if (!imp.resolved || imp.typeOnly || !(toward.get(file) ?? []).includes(imp.resolved)) continue;
    const leading =
      via.get(imp.resolved) ??
      (depth < MAX_EXPORTS_DEPTH
        ? exportsReachingImports(view, imp.resolved, toward, via, memo, depth + 1)
        : undefined);
    if (imp.kind === 'reexport') {
      const passed = passedOn(imp, leading);
      if (!passed) return undefined;
      for (const n of passed) out.add(n);
      continue;
    }
    for (const b of imp.bindings) {
      if (b.local === '*') return undefined; // `import './x'`: runs on import
      if (b.imported === '*' || !leading || leading.has(b.imported)) reached.add(b.local);
    }
  }
  if (reached.size > 0) {
    const sf = view.sourceFile(file);
    if (!sf) return undefined;
    const decls: { names: string[]; ids: Set<string> }[] = [];
    for (const st of sf.getStatements()) {
      if (Node.isImportDeclaration(st) || Node.isExportDeclaration(st)) continue;
      const ids = identifierNames(st);
      if (Node.isFunctionDeclaration(st) || Node.isClassDeclaration(st) || Node.isEnumDeclaration(st)) {
        decls.push({ names: [st.getName() ?? 'default'], ids });
      } else if (Node.isVariableStatement(st)) {
        decls.push({ names: st.getDeclarations().map((d) => d.getName()), ids });
      } else if (Node.isExportAssignment(st)) {
        if (st.isExportEquals()) return undefined;
        decls.push({ names: ['default'], ids });
      } else if (Node.isInterfaceDeclaration(st) || Node.isTypeAliasDeclaration(st) || Node.isModuleDeclaration(st)) {
        continue;
      } else if ([...ids].some((id) => reached.has(id))) {
        return undefined; // runs on import
      }
    }
    for (let grew = true; grew;) {
      grew = false;
      for (const d of decls) {
        if (d.names.every((n) => reached.has(n)) || ![...d.ids].some((id) => reached.has(id))) continue;
        for (const n of d.names) reached.add(n);
        grew = true;
      }
    }
    for (const [name, nodes] of exportedDeclarations(sf)) {
      const own = (n: (typeof nodes)[number]) =>
        (Node.isVariableDeclaration(n) || Node.isFunctionDeclaration(n) || Node.isClassDeclaration(n)
          ? n.getName()
          : undefined) ?? name;
      if (nodes.some((n) => n.getSourceFile() === sf && reached.has(own(n)))) out.add(name);
    }
  }
  memo.set(file, out);
  return out;
}

/**
 * The names an importer passes the target on by: a re-export passes on what it
 * re-exports (`export *`: all it got); a module that imports it may use it anywhere, so
 * any of its own exports may lead to it (undefined).
 */
function passedOn(imp: ModuleImport, names: Set<string> | undefined): Set<string> | undefined {
  if (imp.kind !== 'reexport') return undefined;
  const out = new Set<string>();
  for (const b of imp.bindings) {
    if (b.imported === '*') {
      if (b.local !== '*') return undefined; // `export * as ns`: reached as ns.x
      if (!names) return undefined;
      for (const n of names) if (n !== 'default') out.add(n); // `export *` leaves the default out
    } else if (!names || names.has(b.imported)) out.add(b.local);
  }
  return out;
}

/**
 * The importers of a module that import one of `names` from it (or all of it, as a
 * namespace), found among the files that mention one of the names, so that a barrel
 * with hundreds of importers costs what the few using a changed module's functions do
 * (names too many to search for, or a default export: its importers, filtered).
 * Undefined when these importers are too many to look at.
 */
function importersUsing(view: TreeView, module: string, names: Set<string>): Importer[] | undefined {
  const uses = (i: ModuleImport) =>
    i.resolved === module && !i.typeOnly && i.bindings.some((b) => b.imported === '*' || names.has(b.imported));
  // a default import names the module as it likes: it cannot be found by a name
  if (names.has('default') || names.size === 0 || names.size > MAX_VIA_NAMES) {
    return isWidelyImported(view, module) ? undefined : importersOf(view, module).filter((i) => uses(i.import));
  }
  const mentioning = new Set(view.filesWith([...names]));
  const candidates = importerFiles(view, module).filter((f) => mentioning.has(f));
  if (candidates.length > MAX_IMPORTERS) return undefined;
  view.prefetch(candidates);
  const out: Importer[] = [];
  for (const file of candidates) {
    const imp = importsOf(view, file).find(uses);
    if (imp) out.push({ file, import: imp });
  }
  return out;
}

/** Names a module is searched for by (the exports a barrel passes on), at most. */
const MAX_VIA_NAMES = 40;

/**
 * A chain of imports from `from` to the closure's target that avoids the `blocked` modules
 * (a test's mocks), or undefined. The chain starts at `from` and ends at the target.
 */
export function importChain(
  closure: ImporterClosure,
  from: string,
  blocked: (file: string) => boolean,
): string[] | undefined {
  const seen = new Set<string>();
  const walk = (file: string): string[] | undefined => {
    if (file === closure.target) return blocked(file) ? undefined : [file];
    if (seen.has(file)) return undefined;
    seen.add(file);
    for (const next of closure.toward.get(file) ?? []) {
      if (blocked(next)) continue;
      const rest = walk(next);
      if (rest) return [file, ...rest];
    }
    return undefined;
  };
  return walk(from);
}

/**
 * Whether a module reaches one of `targets` through imports at any depth: true or false, or
 * undefined when the targets' importers cannot tell. What a module's code can run is in the
 * modules it reaches, so one that reaches none of the targets runs none of their code. Told
 * by the targets' importers (`importerClosure`, which every change's analysis searches, and a
 * changed route or job has none); where those are too many to list, or a module on the way is
 * imported for its type (a class whose methods run through a parameter of that type), or the
 * targets are more than a few (a broad change), the answer is undefined.
 */
export function reachesAnyOf(view: TreeView, from: string, targets: readonly string[]): boolean | undefined {
  if (targets.includes(from)) return true;
  // many targets, or one more files import than are listed, cannot tell for what their
  // closures would cost: those are not searched
  if (targets.length > MAX_TARGETS || targets.some((t) => isWidelyImported(view, t))) return undefined;
  const closures: ImporterClosure[] = [];
  for (const t of targets) {
    const closure = importerClosure(view, t);
    if (closure.toward.has(from)) return true;
    if (!closure.complete) return undefined;
    closures.push(closure);
  }
  const onTheWay = new Set([...targets, ...closures.flatMap((c) => [...c.toward.keys()])]);
  if (onTheWay.size > MAX_TYPE_CHECKED || [...onTheWay].some((m) => importedForTypes(view, m))) return undefined;
  return false;
}

/** Modules whose importers `reachesAnyOf` searches, at most. */
const MAX_TARGETS = 5;
/** Modules of a closure whose type-only importers are looked for, at most. */
const MAX_TYPE_CHECKED = 50;

/** Whether a file imports the module for its types only (`import type { Service }`). */
function importedForTypes(view: TreeView, module: string): boolean {
  return importerFiles(view, module).some((f) => importsOf(view, f).some((i) => i.resolved === module && i.typeOnly));
}

/**
 * Whether a module within `depth` imports of `from` (`from` itself at 0) is one `test`
 * holds for: true when one is, false when none is, undefined when more modules than are
 * searched lie within the bound. A re-export passes a module on without a step of its
 * own: a call through a barrel runs the module behind it. Type-only imports are followed
 * (a class whose methods run through a parameter of that type).
 */
export function importsAnyWithin(
  view: TreeView,
  from: string,
  depth: number,
  test: (file: string) => boolean,
): boolean | undefined {
  const seen = new Set([from]);
  let frontier = [from];
  for (let d = 0; frontier.length > 0; d++) {
    const next: string[] = [];
    view.prefetch(frontier.slice(0, MAX_READ));
    for (let i = 0; i < frontier.length; i++) {
      const file = frontier[i];
      if (test(file)) return true;
      // at the last depth only a barrel's re-exports lead on
      for (const imp of d === depth ? reexportsOf(view, file) : importsOf(view, file)) {
        if (!imp.resolved || seen.has(imp.resolved) || isDependencyOrOutput(view, imp.resolved)) continue;
        seen.add(imp.resolved);
        if (seen.size > MAX_FORWARD) return undefined;
        // a barrel's re-export is the same step: the module behind it is searched at this depth
        (imp.kind === 'reexport' ? frontier : next).push(imp.resolved);
      }
    }
    frontier = next;
  }
  return false;
}

/**
 * A module's re-exports (`export * from`, `export { a } from`, `export type { A } from`):
 * its imports are not scanned where its text has no `export {`, `export *` or `export type`
 * followed by one of them, which every re-export begins with.
 */
export function reexportsOf(view: TreeView, file: string): ModuleImport[] {
  if (!MAY_REEXPORT.test(view.read(file) ?? '')) return [];
  return importsOf(view, file).filter((imp) => imp.kind === 'reexport');
}

const MAY_REEXPORT = /\bexport(?:\s|\/\*[^]*?\*\/)*(?:type\b(?:\s|\/\*[^]*?\*\/)*)?[*{]/;

/** Modules `importsAnyWithin` looks at, at most. */
const MAX_FORWARD = 400;
