import { treeFact } from '../../workspace/fact';
import { inHiddenFolder, isVendoredOrBuilt } from '../../workspace/classify';
import { loadTsMorph } from '../../workspace/ts';
import { isCodeFile, type TreeView } from '../../workspace/workspace';
import { drizzleModels } from './drizzle';
import { drizzleCasing, drizzleOutFolders, drizzleSchemaPaths } from './migrations';
import { isPrismaSchema, prismaFile, prismaSchemaModels, prismaSchemas } from './prisma';
import { sequelizeModels } from './sequelize';
import { typeormModels } from './typeorm';
import type { DataModel } from './types';

export type { DataModel, ModelField, ModelIndex, SchemaSetting } from './types';
export { isPrismaSchema, prismaFile, prismaSchemaModels } from './prisma';

/** Words of files that define Drizzle, TypeORM or Sequelize models (a code file without one is not parsed for models). */
export const MODEL_WORDS = ['pgTable', 'mysqlTable', 'sqliteTable', 'singlestoreTable', '@Entity', 'DataTypes'];
/** Any of `MODEL_WORDS` as a whole word, as `git grep -w` finds them. */
const MODEL_WORD = new RegExp(`(?<![A-Za-z0-9_])(${MODEL_WORDS.join('|')})(?![A-Za-z0-9_])`);

/** Vendored code, build output and scratch copies in hidden folders never hold the project's own models. */
function isVendored(view: TreeView, path: string): boolean {
  return isVendoredOrBuilt(view, path) || inHiddenFolder(path);
}

/** Drizzle's functions that declare a database schema, whose `.table(…)` builds its tables. */
const SCHEMA_FUNCTIONS = ['pgSchema', 'mysqlSchema'];

/**
 * Names of the Drizzle schema objects the tree declares (`export const app = pgSchema('app')`):
 * a module that calls `app.table('users', {…})` defines a table without naming `pgTable`.
 */
export const drizzleSchemaObjects = treeFact((view: TreeView): string[] => {
  const { Node, SyntaxKind } = loadTsMorph();
  const names = new Set<string>();
  for (const path of view.grep(SCHEMA_FUNCTIONS).filter((p) => isCodeFile(p) && !isVendored(view, p))) {
    const sf = view.sourceFile(path);
    for (const decl of sf?.getDescendantsOfKind(SyntaxKind.VariableDeclaration) ?? []) {
      const init = decl.getInitializer();
      if (init && Node.isCallExpression(init) && SCHEMA_FUNCTIONS.includes(init.getExpression().getText()))
        names.add(decl.getName());
    }
  }
  return [...names].sort();
});

/** Files of the tree that may define data models (paths and a `git grep`, no parsing). */
export const modelFileCandidates = treeFact((view: TreeView): string[] => {
  const prisma = prismaSchemas(view);
  const code = view.grep([...MODEL_WORDS, ...drizzleSchemaObjects(view)]).filter((p) => isModelFileCandidate(view, p));
  return [...prisma, ...code];
});

/**
 * A code file in a Drizzle `out` folder is what drizzle-kit writes there (`pull`'s
 * introspected `schema.ts` and `relations.ts`), a copy of the database, not the data model
 * the config's `schema` names.
 */
function inDrizzleOut(view: TreeView, path: string): boolean {
  if (!drizzleOutFolders(view).some((f) => f !== '' && path.startsWith(`${f}/`))) return false;
  // unless a config's `schema` names it: a model kept beside its migrations (`drizzle/schema.ts`)
  return !drizzleSchemaPaths(view).some((s) => path === s || path.startsWith(`${s}/`));
}

/** Whether one file is among `modelFileCandidates` (its text and the tree's schema objects). */
export function isModelFileCandidate(view: TreeView, path: string): boolean {
  if (isPrismaSchema(view, path)) return true;
  if (!isCodeFile(path) || isVendored(view, path) || inDrizzleOut(view, path)) return false;
  const text = view.read(path);
  if (text === undefined) return false;
  return MODEL_WORD.test(text) || drizzleSchemaObjects(view).some((name) => text.includes(`${name}.table(`));
}

/** The data models one file defines (parsed once per tree). */
export const modelsOfFile = treeFact((view: TreeView, path: string): DataModel[] => {
  if (isVendored(view, path)) return [];
  if (path.endsWith('.prisma')) {
    const schema = prismaFile(view, path);
    return schema?.modelsIn(schema.blocks ?? [], prismaSchemaModels(view, path)) ?? [];
  }
  if (!isCodeFile(path) || inDrizzleOut(view, path)) return [];
  const text = view.read(path);
  if (text === undefined) return [];
  const wantsDrizzle = /\b(pg|mysql|sqlite|singlestore)Table\b|\.table\(/.test(text);
  const wantsTypeorm = text.includes('@Entity');
  const wantsSequelize = /\.(init|define)\s*\(/.test(text);
  if (!wantsDrizzle && !wantsTypeorm && !wantsSequelize) return [];
  const sf = view.sourceFile(path);
  if (!sf) return [];
  return [
    ...(wantsDrizzle ? drizzleModels(sf, path, drizzleSchemaObjects(view), drizzleCasing(view, path), view) : []),
    ...(wantsTypeorm ? typeormModels(sf, path) : []),
    ...(wantsSequelize ? sequelizeModels(sf, path) : []),
  ];
});

/**
 * All data models of the tree (found with a cheap path/grep search, parsed once, memoised).
 * With `mentioning`, a model whose Prisma block's text does not match is left out without
 * parsing it (for callers that look for fields by name: the names are in the text).
 */
export function dataModels(view: TreeView, mentioning?: RegExp): DataModel[] {
  return modelsMentioning(view, mentioning?.source ?? '', mentioning?.flags ?? '');
}

const modelsMentioning = treeFact((view: TreeView, source: string, flags: string): DataModel[] => {
  const mentioning = source ? new RegExp(source, flags) : undefined;
  return modelFileCandidates(view).flatMap((p) => {
    const schema = mentioning && p.endsWith('.prisma') ? prismaFile(view, p) : undefined;
    if (!schema?.blocks) return modelsOfFile(view, p);
    return schema.modelsIn(
      schema.blocks.filter((b) => mentioning!.test(b.text)),
      prismaSchemaModels(view, p),
    );
  });
});
