import { treeFact } from '../../workspace/fact';
import type { TreeView } from '../../workspace/workspace';
import { importsOf } from '../code/module-graph';
import { declaredDependencies, packageManifests, workspacePackages } from '../code/resolve-import';
import { dirOf } from '../env/names';
import { dataModels } from './index';

/**
 * Packages through which code reads or writes a database: ORMs, query builders, drivers
 * and hosted databases' clients (`@prisma/client`, `drizzle-orm`, `pg`, `@supabase/supabase-js`).
 */
const DATA_ACCESS =
  /^(@prisma\/.+|prisma|drizzle-orm|typeorm|@nestjs\/(typeorm|mongoose|sequelize)|@mikro-orm\/.+|sequelize(-typescript)?|mongoose|mongodb|kysely|knex|objection|pg|pg-promise|postgres|mysql2?|better-sqlite3|sqlite3?|@libsql\/.+|@neondatabase\/.+|@planetscale\/.+|@vercel\/postgres|@supabase\/.+|slonik|@databases\/.+|firebase-admin|@google-cloud\/firestore|@aws-sdk\/(client-dynamodb|lib-dynamodb)|edgedb|gel|@electric-sql\/.+|@xata\.io\/.+|@zenstackhq\/.+)$/;

/** The package name an import specifier names (`@acme/db` of `@acme/db/schema`, `pg` of `pg/lib`). */
function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** The folder of the nearest package.json above a file, or undefined when no manifest is above it. */
function packageDirOf(view: TreeView, file: string): string | undefined {
  const dirs = manifestDirs(view);
  let dir = dirOf(file);
  for (;;) {
    if (dirs.has(dir)) return dir;
    if (dir === '') return undefined;
    dir = dirOf(dir);
  }
}

const manifestDirs = treeFact((view: TreeView): Set<string> => new Set(packageManifests(view).map(dirOf)));

/**
 * Whether the package in `dir` reaches a data-access package: it depends on one, or on a
 * workspace package that does, at any depth. The repository's root package counts for
 * every package (a monorepo's hoisted dependencies are importable from any of them). A
 * package that declares no dependency at all, or holds a data model's definition, is
 * taken to reach one.
 */
const packageReachesData = treeFact((view: TreeView, dir: string): boolean => {
  // a manifest that declares nothing says nothing; a package that holds a model is the data layer's
  if (declaredDependencies(view, dir).length === 0) return true;
  if (modelPackages(view).has(dir)) return true;
  const packages = workspacePackages(view);
  const seen = new Set<string>();
  const queue = [dir, ...(dir !== '' && manifestDirs(view).has('') ? [''] : [])];
  while (queue.length > 0) {
    const at = queue.shift()!;
    if (seen.has(at)) continue;
    seen.add(at);
    for (const dep of declaredDependencies(view, at)) {
      if (DATA_ACCESS.test(dep)) return true;
      const local = packages.get(dep);
      if (local && !seen.has(local.dir)) queue.push(local.dir);
    }
  }
  return false;
});

/** The packages that hold a data model's definition (a Prisma schema, Drizzle tables, entities). */
const modelPackages = treeFact((view: TreeView): Set<string> => {
  const dirs = new Set<string>();
  for (const model of dataModels(view)) {
    const dir = packageDirOf(view, model.file);
    if (dir !== undefined) dirs.add(dir);
  }
  return dirs;
});

/**
 * Whether code in this file can hold a database's records: its package reaches a
 * data-access package (`packageReachesData`), or the file imports one, or imports a
 * module of another package that reaches one (a path alias into the API's folder). A
 * package that reaches none (a front-end app, a UI kit, an API client library) holds
 * records only as an API answers them: a property of the same name there is the API's
 * field, not the database's column. A file under no package.json but the root's is taken
 * to reach one (a plugin folder the host app loads, a single-package repository).
 */
export const canHoldRecords = treeFact((view: TreeView, file: string): boolean => {
  // the root's own files are not a package in a monorepo: code that a host loads (plugins)
  // gets its clients from the host
  const dir = packageDirOf(view, file);
  if (dir === undefined || dir === '' || packageReachesData(view, dir)) return true;
  for (const imp of importsOf(view, file)) {
    if (imp.typeOnly) continue;
    if (imp.resolved === undefined) {
      if (!imp.specifier.startsWith('.') && DATA_ACCESS.test(packageName(imp.specifier))) return true;
      continue;
    }
    const other = packageDirOf(view, imp.resolved);
    if (other !== undefined && other !== dir && packageReachesData(view, other)) return true;
  }
  return false;
});
