import { isTestCode } from '../../workspace/classify';
import { treeFact } from '../../workspace/fact';
import type { Node, SourceFile } from 'ts-morph';
import { isCodeFile, type TreeView } from '../../workspace/workspace';
import { loadTsMorph } from '../../workspace/ts';
import { djangoMentions, isDjangoMigration } from './django';
import { objectOf, stringValue } from './drizzle';
import { sqlMentions, type MigrationMention } from './sql';
import { sqlValues } from './sql-values';
import { defaultExportedFunction } from '../code/exports';

export type { MigrationMention, MentionAction } from './sql';

export type MigrationKind = 'sql' | 'code' | 'django' | 'journal';

/** Directory names that hold migrations by convention (`migrations/`, `db/migrations/`, `supabase/migrations/`, ...). */
const MIGRATION_DIRS = new Set(['migrations', 'migration']);
/** The up-section marker of SQL migration tools: goose `-- +goose Up`, dbmate `-- migrate:up`, sql-migrate `-- +migrate Up`. */
const MIGRATION_MARKER = /^[ \t]*--[ \t]*(\+goose[ \t]+up|migrate:up|\+migrate[ \t]+up)\b/im;
/** A drizzle-kit configuration file's name. */
export const DRIZZLE_CONFIG_NAME = /^drizzle\.config\.(ts|mts|cts|js|mjs|cjs|json)$/;

function dirOf(path: string): string {
  return path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '';
}

function join(dir: string, rel: string): string {
  const parts = dir ? dir.split('/') : [];
  for (const p of rel.replace(/\\/g, '/').split('/')) {
    if (p === '' || p === '.') continue;
    if (p === '..') parts.pop();
    else parts.push(p);
  }
  return parts.join('/');
}

/** The drizzle-kit configs of the tree, outside dependencies, with the `out` each gives as a plain string. */
const drizzleConfigs = treeFact((view: TreeView): { config: string; out?: string }[] =>
  view
    .filesNamed((n) => DRIZZLE_CONFIG_NAME.test(n))
    .filter((p) => !p.includes('node_modules/'))
    .map((config) => {
      if (!config.endsWith('.json')) return { config, out: configOut(view, config) };
      try {
        const json = JSON.parse(view.read(config) ?? '{}') as { out?: unknown };
        return { config, out: typeof json.out === 'string' ? json.out : undefined };
      } catch {
        return { config };
      }
    }),
);

/**
 * Drizzle `out` folders of the tree, read from each `drizzle.config.*` by parsing it
 * (never executing it); `drizzle` next to the config when `out` is not a plain string.
 */
export const drizzleOutFolders = treeFact((view: TreeView): string[] => [
  ...new Set(drizzleConfigs(view).map(({ config, out }) => join(dirOf(config), out ?? 'drizzle'))),
]);

/**
 * The `out` folders drizzle-kit configs name (a plain string), where the project generates
 * its migrations: not where its package's scripts only push the schema (`drizzle-kit push`,
 * no `generate` or `migrate`). The folder may not exist yet (`drizzle-kit generate` makes it).
 */
export const drizzleNamedOutFolders = treeFact((view: TreeView): string[] => [
  ...new Set(
    drizzleConfigs(view)
      .filter(({ config, out }) => out !== undefined && !pushesOnly(view, dirOf(config)))
      .map(({ config, out }) => join(dirOf(config), out!)),
  ),
]);

/** The package.json of `dir` (or the nearest above) runs `drizzle-kit push` and never generates or applies migrations. */
function pushesOnly(view: TreeView, dir: string): boolean {
  for (let d: string | undefined = dir; d !== undefined; d = d === '' ? undefined : dirOf(d)) {
    const text = view.read(d === '' ? 'package.json' : `${d}/package.json`);
    if (text === undefined) continue;
    let scripts: unknown;
    try {
      scripts = (JSON.parse(text) as { scripts?: unknown }).scripts;
    } catch {
      return false;
    }
    const all =
      scripts && typeof scripts === 'object' ? Object.values(scripts).filter((v) => typeof v === 'string') : [];
    const pushes = all.some((v) => /\bdrizzle-kit\s+push\b/.test(v));
    const migrates = all.some((v) => /\bdrizzle-kit\s+(generate|migrate)\b|\bmigrations?\s+apply\b/.test(v));
    return pushes && !migrates;
  }
  return false;
}

function configOut(view: TreeView, path: string): string | undefined {
  return configPaths(view, path, 'out')[0];
}

/**
 * The paths a Drizzle config gives its `schema` (one or a list), from the repository's root:
 * the data model's files or folders, globs cut at their first wildcard.
 */
export const drizzleSchemaPaths = treeFact((view: TreeView): string[] =>
  drizzleConfigModules(view).flatMap((config) => configSchemaPaths(view, config)),
);

/**
 * The data model file is a Drizzle schema of a drizzle-kit config whose package's scripts only
 * push it (`drizzle-kit push`): that database takes its schema without migrations, whatever
 * other packages of the repository keep.
 */
export const pushedDrizzleSchema = treeFact((view: TreeView, path: string): boolean => {
  for (const config of drizzleConfigModules(view)) {
    const schemas = configSchemaPaths(view, config);
    if (schemas.length === 0 || !schemas.some((s) => path === s || under(path, s))) continue;
    return pushesOnly(view, dirOf(config));
  }
  return false;
});

/** The drizzle-kit configs written as modules (`drizzle.config.ts`), outside dependencies. */
function drizzleConfigModules(view: TreeView): string[] {
  return view
    .filesNamed((n) => DRIZZLE_CONFIG_NAME.test(n) && !n.endsWith('.json'))
    .filter((p) => !p.includes('node_modules/'));
}

/** One config's `schema` paths from the repository's root, globs cut at their first wildcard. */
function configSchemaPaths(view: TreeView, config: string): string[] {
  return configPaths(view, config, 'schema').map((v) => join(dirOf(config), v.replace(/\/?[^/]*[*{].*$/, '')));
}

/**
 * The `casing` of the drizzle-kit config whose `schema` holds a file (`'snake_case'`: a
 * column declared by its key alone, `accentColor: text()`, is `accent_color` in the
 * migrations drizzle-kit writes), or undefined where none says.
 */
export const drizzleCasing = treeFact((view: TreeView, path: string): 'snake_case' | 'camelCase' | undefined => {
  for (const config of drizzleConfigModules(view)) {
    const schemas = configSchemaPaths(view, config);
    if (schemas.length > 0 && !schemas.some((s) => path === s || under(path, s))) continue;
    const casing = configPaths(view, config, 'casing')[0];
    if (casing === 'snake_case' || casing === 'camelCase') return casing;
  }
  return undefined;
});

/** The string values a config module gives a key (`out: './drizzle'`, `schema: ['a.ts', 'b.ts']`). */
function configPaths(view: TreeView, path: string, key: string): string[] {
  const sf = view.sourceFile(path);
  if (!sf) return [];
  const { Node, SyntaxKind } = loadTsMorph();
  for (const prop of sf.getDescendantsOfKind(SyntaxKind.PropertyAssignment)) {
    if (prop.getName().replace(/['"]/g, '') !== key) continue;
    const init = prop.getInitializer();
    const items = init && Node.isArrayLiteralExpression(init) ? init.getElements() : init ? [init] : [];
    const values = items.map((i) => stringValue(i) ?? pathFromConfigFolder(i));
    if (values.length > 0 && values.every((v) => v !== undefined)) return values as string[];
  }
  return [];
}

/**
 * A path built from the config's own folder: `path.resolve(__dirname, 'src/migrations')`,
 * `path.join(import.meta.dirname, 'drizzle')`, as the path relative to that folder.
 */
function pathFromConfigFolder(init: Node): string | undefined {
  const { Node } = loadTsMorph();
  if (!Node.isCallExpression(init) || !/(^|\.)(resolve|join)$/.test(init.getExpression().getText())) return undefined;
  const [first, ...rest] = init.getArguments();
  if (!first || !/^(__dirname|import\.meta\.dirname)$/.test(first.getText())) return undefined;
  const parts = rest.map((a) => stringValue(a));
  return parts.length > 0 && parts.every((p) => p !== undefined) ? parts.join('/') : undefined;
}

function under(path: string, folder: string): boolean {
  const f = folder.replace(/^\.\//, '').replace(/\/+$/, '');
  return f === '' ? true : path.startsWith(`${f}/`);
}

const SEED_DIRS = new Set(['seed', 'seeds', 'seeders', 'seeding']);

/**
 * What kind of migration file `path` is in this tree, or undefined when it is not one:
 * SQL in a migration folder (Prisma, Supabase, plain `migrations/`) or marked as a migration
 * by its tool (goose, dbmate, sql-migrate), the Drizzle `out` folder and its journal, or a
 * migration class/module (TypeORM, Knex, Sequelize), or a Django migration of a migrations folder.
 */
export function migrationKind(view: TreeView, path: string, extraFolders: string[] = []): MigrationKind | undefined {
  if (path.includes('node_modules/') || isTestCode(path)) return undefined;
  const lowerPath = path.toLowerCase();
  const drizzle = drizzleOutFolders(view).filter((f) => under(path, f));
  if (drizzle.length > 0) {
    if (/(^|\/)meta\/_journal\.json$/.test(path)) return 'journal';
    if (lowerPath.endsWith('.sql')) return 'sql';
  }
  const segments = path.split('/').slice(0, -1);
  const configured = extraFolders.some((f) => under(path, f));
  // seeds (Knex `seeds/`, Sequelize `seeders/`, a folder of seed SQL a tool re-runs at every
  // start without recording versions) are run again, not applied once
  if (!configured && segments.some((s) => SEED_DIRS.has(s.toLowerCase()))) return undefined;
  const inFolder = segments.some((s) => MIGRATION_DIRS.has(s.toLowerCase())) || configured;
  if (lowerPath.endsWith('.sql')) {
    if (inFolder) return 'sql';
    // goose, dbmate and sql-migrate files say what they are, wherever they are kept
    const text = view.read(path);
    return text !== undefined && MIGRATION_MARKER.test(text) ? 'sql' : undefined;
  }
  // a Django migration (a TypeScript ORM may describe the tables Django migrates)
  if (inFolder && path.endsWith('.py')) {
    const text = view.read(path);
    return text !== undefined && isDjangoMigration(path, text) ? 'django' : undefined;
  }
  if (isCodeFile(path)) {
    if (inFolder) return definesUp(view, path) || versionedDefaultFunction(view, path) ? 'code' : undefined;
    // A TypeORM migration class kept outside a conventional folder.
    const text = view.read(path);
    if (text !== undefined && /\bimplements\s+MigrationInterface\b/.test(text)) return 'code';
  }
  return undefined;
}

/**
 * A migration module defines `up` (a TypeORM/Knex/Sequelize migration); a runner or helper
 * kept in the same folder does not, and editing it rewrites no migration.
 */
const definesUp = treeFact((view: TreeView, path: string): boolean => {
  // a module without the word parses to no `up` (most files of a folder of scripts)
  if (!/\bup\b/.test(view.read(path) ?? '')) return false;
  const sf = view.sourceFile(path);
  if (!sf) return false;
  const { SyntaxKind } = loadTsMorph();
  const named = (n: Node) => (n as unknown as { getName?: () => string | undefined }).getName?.() === 'up';
  return sf
    .getDescendants()
    .some(
      (n) =>
        ((n.isKind(SyntaxKind.MethodDeclaration) ||
          n.isKind(SyntaxKind.FunctionDeclaration) ||
          n.isKind(SyntaxKind.PropertyAssignment) ||
          n.isKind(SyntaxKind.ShorthandPropertyAssignment) ||
          n.isKind(SyntaxKind.VariableDeclaration)) &&
          named(n)) ||
        (n.isKind(SyntaxKind.PropertyAccessExpression) &&
          n.getName() === 'up' &&
          /^(module\.)?exports$/.test(n.getExpression().getText())),
    );
});

/**
 * A module of a migration folder whose name carries its version (`Version-1.0.6.ts`,
 * `20240101_add_orders.js`) and whose default export is the function a runner calls: a
 * migration of a runner that takes each file's default export as its `up`. A helper of the
 * folder has no version in its name.
 */
const versionedDefaultFunction = treeFact((view: TreeView, path: string): boolean => {
  if (!/\d/.test(path.slice(path.lastIndexOf('/') + 1))) return false;
  const sf = view.sourceFile(path);
  return sf !== undefined && defaultExportedFunction(sf) !== undefined;
});

/** The tables and columns one migration file mentions (parsed once per tree). */
export const migrationMentions = treeFact((view: TreeView, path: string, kind: MigrationKind): MigrationMention[] => {
  const text = view.read(path);
  if (text === undefined) return [];
  if (kind === 'sql') return sqlMentions(text);
  if (kind === 'code') return codeMentions(view, path);
  if (kind === 'django') return djangoMentions(text, path);
  return [];
});

/**
 * The names a migration module's strings hold: each string that is a name (`'goals'`), and
 * the quoted identifiers of SQL strings (`"userId"`), read from `up` (the whole module when it
 * keeps its data in class or module constants).
 */
export const migrationNames = treeFact((view: TreeView, path: string): ReadonlySet<string> => {
  const out = new Set<string>();
  const sf = view.sourceFile(path);
  if (!sf) return out;
  const { SyntaxKind } = loadTsMorph();
  const down = downOf(sf);
  for (const lit of [
    ...sf.getDescendantsOfKind(SyntaxKind.StringLiteral),
    ...sf.getDescendantsOfKind(SyntaxKind.NoSubstitutionTemplateLiteral),
    ...sf.getDescendantsOfKind(SyntaxKind.TemplateHead),
    ...sf.getDescendantsOfKind(SyntaxKind.TemplateMiddle),
    ...sf.getDescendantsOfKind(SyntaxKind.TemplateTail),
  ]) {
    if (down && lit.getStart() >= down.getStart() && lit.getEnd() <= down.getEnd()) continue;
    const text = lit.getText().replace(/^[`'"}]|[`'"]$|\$\{$/g, '');
    if (/^[A-Za-z_][A-Za-z0-9_.]*$/.test(text)) out.add(text);
    for (const m of text.matchAll(/[`"]([A-Za-z_][A-Za-z0-9_]*)[`"]/g)) out.add(m[1]);
  }
  return out;
});

/** The `down` of a migration module (what runs only on a rollback), if it has one. */
function downOf(sf: SourceFile): Node | undefined {
  const { Node: N } = loadTsMorph();
  return sf
    .getDescendants()
    .find((n) => (N.isMethodDeclaration(n) || N.isFunctionDeclaration(n)) && n.getName() === 'down');
}

/** Journal entries of a Drizzle `_journal.json`, by tag, as their JSON text. */
export function journalEntries(text: string | undefined): Map<string, string> | undefined {
  if (text === undefined) return undefined;
  try {
    const json = JSON.parse(text) as { entries?: { tag?: string; idx?: number }[] };
    const map = new Map<string, string>();
    for (const e of json.entries ?? []) map.set(String(e.tag ?? e.idx), JSON.stringify(e));
    return map;
  } catch {
    return undefined;
  }
}

/** Schema-builder methods whose first string argument is a table name. */
const TABLE_CALLS = new Set([
  'createTable',
  'alterTable',
  'table',
  'dropTable',
  'dropTableIfExists',
  'renameTable',
  'addColumn',
  'addColumns',
  'dropColumn',
  'dropColumns',
  'removeColumn',
  'renameColumn',
  'changeColumn',
  'addIndex',
  'createIndex',
  'removeIndex',
  'dropIndex',
  'createForeignKey',
  'addConstraint',
]);

/**
 * The `up` of a migration module: a method, an exported function, or `exports.up = …`. It
 * is what a deploy runs; `down` runs only when someone rolls back by hand.
 */
export function migrationUp(sf: Node): Node | undefined {
  const { Node: N, SyntaxKind } = loadTsMorph();
  for (const n of sf.getDescendants()) {
    if (N.isMethodDeclaration(n) && n.getName() === 'up') return n;
    if (N.isFunctionDeclaration(n) && n.getName() === 'up') return n;
    if (N.isVariableDeclaration(n) && n.getName() === 'up') return n.getInitializer();
    if (N.isPropertyAssignment(n) && n.getName() === 'up') return n.getInitializer();
    if (N.isBinaryExpression(n) && n.getOperatorToken().getKind() === SyntaxKind.EqualsToken) {
      const left = n.getLeft();
      if (N.isPropertyAccessExpression(left) && left.getName() === 'up') return n.getRight();
    }
  }
  // a runner that calls each file's default export
  return N.isSourceFile(sf) ? defaultExportedFunction(sf) : undefined;
}

/**
 * Mentions of a migration written in code: SQL strings run through `query`/`raw`, and the
 * schema-builder calls of TypeORM's QueryRunner, Knex and Sequelize's QueryInterface.
 */
function codeMentions(view: TreeView, path: string): MigrationMention[] {
  const file = view.sourceFile(path);
  if (!file) return [];
  // what `up` does: a `down` that removes what `up` adds runs only on a rollback
  const sf = migrationUp(file) ?? file;
  const { SyntaxKind } = loadTsMorph();
  const out: MigrationMention[] = [];
  // every string expression (concatenations and templates whole), with what its parts stand
  // for: a local constant, a helper's parameter at each of the helper's calls
  for (const lit of [
    ...sf.getDescendantsOfKind(SyntaxKind.StringLiteral),
    ...sf.getDescendantsOfKind(SyntaxKind.NoSubstitutionTemplateLiteral),
    ...sf.getDescendantsOfKind(SyntaxKind.TemplateExpression),
  ]) {
    let whole: Node = lit;
    for (let p = whole.getParent(); p; p = whole.getParent()) {
      const joins = p.isKind(SyntaxKind.BinaryExpression) && p.getOperatorToken().getKind() === SyntaxKind.PlusToken;
      if (!joins && !p.isKind(SyntaxKind.ParenthesizedExpression)) break;
      whole = p;
    }
    if (whole !== lit && !lit.isKind(SyntaxKind.TemplateExpression) && whole.getStart() !== lit.getStart()) continue;
    if (lit.getParent()?.isKind(SyntaxKind.TemplateSpan)) continue;
    const base = whole.getStartLineNumber() - 1;
    for (const text of sqlValues(whole) ?? []) {
      if (!/^\s*(alter|create|drop|rename)\s/i.test(text)) continue;
      for (const m of sqlMentions(text)) out.push({ ...m, line: base + m.line });
    }
  }
  for (const call of sf.getDescendantsOfKind(SyntaxKind.CallExpression)) {
    const callee = call.getExpression();
    const method = callee.isKind(SyntaxKind.PropertyAccessExpression) ? callee.getName() : callee.getText();
    if (!TABLE_CALLS.has(method)) continue;
    const args = call.getArguments();
    const strings = args.map((a) => stringValue(a));
    const line = call.getStartLineNumber();
    const enclosing = enclosingTable(call);
    // Knex builder calls (`t.dropColumn('x')` inside `alterTable('users', (t) => ...)`) name no table.
    const ownTable =
      strings.length >= 2 || ['createTable', 'alterTable', 'table', 'dropTable', 'dropTableIfExists'].includes(method);
    const table = ownTable ? strings[0] : enclosing;
    const rest = ownTable ? strings.slice(1) : strings;
    if (!table) continue;
    if (method === 'dropTable' || method === 'dropTableIfExists') out.push({ action: 'drop-table', table, line });
    else if (method === 'createTable') out.push({ action: 'create-table', table, line });
    else if (method === 'renameTable') out.push({ action: 'rename-table', table, newName: rest[0], line });
    else if ((method === 'dropColumn' || method === 'removeColumn' || method === 'dropColumns') && rest[0]) {
      for (const c of rest.filter((s): s is string => !!s)) out.push({ action: 'drop-column', table, column: c, line });
    } else if (method === 'renameColumn' && rest[0]) {
      out.push({ action: 'rename-column', table, column: rest[0], newName: rest[1], line });
    } else out.push({ action: method.includes('Index') ? 'index' : 'other', table, line });
    // Every other name inside the call: Knex builder columns, TypeORM `new TableColumn({ name })`,
    // Sequelize attribute objects.
    for (const a of args.slice(ownTable ? 1 : 0)) {
      for (const name of namesIn(a)) out.push({ action: 'other', table, column: name, line });
    }
  }
  return out;
}

function enclosingTable(node: Node): string | undefined {
  const { SyntaxKind } = loadTsMorph();
  for (const call of node.getAncestors().filter((a) => a.isKind(SyntaxKind.CallExpression))) {
    if (!call.isKind(SyntaxKind.CallExpression)) continue;
    const callee = call.getExpression();
    const method = callee.isKind(SyntaxKind.PropertyAccessExpression) ? callee.getName() : '';
    if (['createTable', 'alterTable', 'table'].includes(method)) {
      const first = call.getArguments()[0];
      const v = first ? stringValue(first) : undefined;
      if (v) return v;
    }
  }
  return undefined;
}

function namesIn(node: Node): string[] {
  const { SyntaxKind } = loadTsMorph();
  const names: string[] = [];
  for (const n of [node, ...node.getDescendants()]) {
    const v = stringValue(n);
    if (v !== undefined && /^[A-Za-z_][A-Za-z0-9_]*$/.test(v)) names.push(v);
    if (n.isKind(SyntaxKind.PropertyAssignment) || n.isKind(SyntaxKind.ShorthandPropertyAssignment)) {
      names.push(n.getName().replace(/['"]/g, ''));
    }
  }
  const obj = objectOf(node);
  if (obj) for (const p of obj.getProperties()) if (p.isKind(SyntaxKind.PropertyAssignment)) names.push(p.getName());
  return [...new Set(names)];
}

/**
 * The folders of the tree that hold migrations: conventional ones (`migrations/`,
 * `prisma/migrations/`, `db/migrations/`, `supabase/migrations/`), the Drizzle `out`
 * folders and the configured ones, each as the folder path (no trailing slash), and the
 * folders of TypeORM migration classes kept elsewhere.
 */
export const migrationFolders = treeFact((view: TreeView, ...extraFolders: string[]): string[] => {
  const folders = new Set<string>();
  const configured = [...drizzleOutFolders(view), ...extraFolders].map((f) =>
    f.replace(/^\.\//, '').replace(/\/+$/, ''),
  );
  // A conventionally named folder counts unless it holds only code that is no migration:
  // `scripts/migrations/` of one-off data scripts (no `up`, no SQL) keeps none.
  const conventional = new Map<string, string[]>();
  for (const p of view.paths()) {
    if (p.includes('node_modules/') || isTestCode(p)) continue;
    const own = configured.find((f) => under(p, f));
    if (own !== undefined) {
      folders.add(own);
      continue;
    }
    const segments = p.split('/');
    const at = segments.slice(0, -1).findIndex((s) => MIGRATION_DIRS.has(s.toLowerCase()));
    if (at < 0) continue;
    const folder = segments.slice(0, at + 1).join('/');
    conventional.set(folder, [...(conventional.get(folder) ?? []), p]);
  }
  for (const [folder, files] of conventional) {
    // SQL first: it is known without parsing
    const ordered = [...files.filter((f) => !isCodeFile(f)), ...files.filter(isCodeFile)];
    if (!files.some(isCodeFile) || ordered.some((f) => migrationKind(view, f, extraFolders) !== undefined))
      folders.add(folder);
  }
  for (const p of view.grep(['MigrationInterface'])) {
    if (isCodeFile(p) && !isTestCode(p) && migrationKind(view, p, extraFolders) === 'code') folders.add(dirOf(p));
  }
  return [...folders].sort();
});
