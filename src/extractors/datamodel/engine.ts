import { parse as parseToml } from 'smol-toml';
import { parseAllDocuments } from 'yaml';
import { treeFact } from '../../workspace/fact';
import { loadTsMorph } from '../../workspace/ts';
import { isCodeFile, type TreeView } from '../../workspace/workspace';
import { stringValue } from './drizzle';
import { DRIZZLE_CONFIG_NAME, drizzleOutFolders } from './migrations';
import { prismaFile, prismaSchemaRoot, prismaSchemas } from './prisma';

/** The database engines whose migrations are judged by their own rules. */
export type Engine = 'postgresql' | 'mysql' | 'sqlite';

/** The database a migration runs on, and what said so. */
export interface Database {
  /** `other`: a database whose migrations are not judged here (ClickHouse, MongoDB). */
  engine: Engine | 'other';
  /** Where the engine was read (`prisma/migrations/migration_lock.toml`, `drizzle.config.ts`). */
  source: string;
  /** Postgres major version, when a deployment config pins one (`image: postgres:10`). */
  major?: number;
}

const ENGINE_NAMES: Record<string, Engine | 'other'> = {
  clickhouse: 'other',
  mongodb: 'other',
  mssql: 'other',
  sqlserver: 'other',
  oracle: 'other',
  oracledb: 'other',
  postgresql: 'postgresql',
  postgres: 'postgresql',
  pg: 'postgresql',
  cockroachdb: 'postgresql',
  'aurora-postgres': 'postgresql',
  mysql: 'mysql',
  mysql2: 'mysql',
  mariadb: 'mysql',
  'aurora-mysql': 'mysql',
  singlestore: 'mysql',
  planetscale: 'mysql',
  sqlite: 'sqlite',
  sqlite3: 'sqlite',
  'better-sqlite3': 'sqlite',
  'better-sqlite': 'sqlite',
  turso: 'sqlite',
  libsql: 'sqlite',
  d1: 'sqlite',
  'd1-http': 'sqlite',
  expo: 'sqlite',
};

/** Drivers whose presence among a package's dependencies says which engine it talks to. */
const DRIVERS: Record<string, Engine | 'other'> = {
  '@clickhouse/client': 'other',
  '@clickhouse/client-web': 'other',
  clickhouse: 'other',
  mongodb: 'other',
  mongoose: 'other',
  pg: 'postgresql',
  postgres: 'postgresql',
  'pg-promise': 'postgresql',
  '@neondatabase/serverless': 'postgresql',
  '@vercel/postgres': 'postgresql',
  '@supabase/supabase-js': 'postgresql',
  'postgres-js': 'postgresql',
  mysql: 'mysql',
  mysql2: 'mysql',
  '@planetscale/database': 'mysql',
  mariadb: 'mysql',
  'better-sqlite3': 'sqlite',
  sqlite3: 'sqlite',
  '@libsql/client': 'sqlite',
  libsql: 'sqlite',
};

function dirOf(path: string): string {
  return path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '';
}

function engineNamed(value: string | undefined): Engine | 'other' | undefined {
  return value === undefined ? undefined : ENGINE_NAMES[value.toLowerCase()];
}

/**
 * The database a migration file runs on, read from the project (never guessed from the
 * SQL): the Prisma `migration_lock.toml` or datasource `provider` of the schema whose
 * `migrations/` holds it, the `dialect` of the drizzle config whose `out` folder holds it,
 * a TypeORM data source's or Knex/Sequelize config's `type`/`client`/`dialect` in the
 * tree, else the driver among the dependencies of the nearest package.json up the tree.
 * Undefined when nothing says.
 */
export const migrationDatabase = treeFact((view: TreeView, path: string): Database | undefined => {
  const found =
    prismaDatabase(view, path) ??
    drizzleDatabase(view, path) ??
    supabaseDatabase(view, path) ??
    folderDatabase(path) ??
    configuredDatabase(view, path);
  if (!found) return undefined;
  return found.engine === 'postgresql' ? { ...found, major: postgresMajor(view) } : found;
});

/** `prisma/migrations/x/migration.sql`: the lock file beside the migrations, else the schema's provider. */
function prismaDatabase(view: TreeView, path: string): Database | undefined {
  const parts = path.split('/');
  const at = parts.lastIndexOf('migrations');
  if (at < 0) return undefined;
  const folder = parts.slice(0, at + 1).join('/');
  const lock = `${folder}/migration_lock.toml`;
  const text = view.read(lock);
  if (text !== undefined) {
    try {
      const engine = engineNamed(String((parseToml(text) as { provider?: unknown }).provider ?? ''));
      if (engine) return { engine, source: lock };
    } catch {
      // an unreadable lock file says nothing; the schema may
    }
  }
  const root = parts.slice(0, at).join('/');
  for (const p of prismaSchemas(view)) {
    if (dirOf(p) === undefined) continue;
    if (prismaSchemaRoot(view, p) !== root && dirOf(p) !== root) continue;
    const provider = prismaFile(view, p)?.settings.find((s) => s.key === 'provider');
    const engine = engineNamed(provider?.value.replace(/^["']|["']$/g, ''));
    if (engine) return { engine, source: p };
  }
  return undefined;
}

/** `supabase/migrations/*.sql`, the Supabase CLI's folder beside its `config.toml`: Postgres. */
function supabaseDatabase(view: TreeView, path: string): Database | undefined {
  const m = /^(.*?)supabase\/migrations\/[^/]+\.sql$/.exec(path);
  if (!m) return undefined;
  const config = `${m[1]}supabase/config.toml`;
  return { engine: 'postgresql', source: view.exists(config) ? config : `${m[1]}supabase/migrations/` };
}

/**
 * A project that supports several databases keeps a migration folder per database
 * (`migrations/postgres/`, `migrations/mysql/`, `migrations/sqlite/`): the folder says which.
 */
function folderDatabase(path: string): Database | undefined {
  const dirs = path.split('/').slice(0, -1);
  const at = dirs.findIndex((d) => /^migrations?$/i.test(d));
  for (const dir of at < 0 ? [] : dirs.slice(at + 1)) {
    const engine = /^(postgres|postgresql|pg|mysql|mariadb|sqlite|sqlite3)$/i.test(dir) ? engineNamed(dir) : undefined;
    if (engine) return { engine, source: `${dirs.slice(0, dirs.indexOf(dir) + 1).join('/')}/` };
  }
  return undefined;
}

/** A migration in a drizzle `out` folder: the config's `dialect` (or the older `driver`). */
function drizzleDatabase(view: TreeView, path: string): Database | undefined {
  if (!drizzleOutFolders(view).some((f) => path.startsWith(`${f}/`))) return undefined;
  for (const config of view.filesNamed((n) => DRIZZLE_CONFIG_NAME.test(n))) {
    const dir = dirOf(config);
    if (dir !== '' && !path.startsWith(`${dir}/`)) continue;
    const engine = engineNamed(configValue(view, config, ['dialect', 'driver']));
    if (engine) return { engine, source: config };
  }
  return undefined;
}

/** The first plain string a config file gives one of these keys (parsed, never run). */
function configValue(view: TreeView, path: string, keys: string[]): string | undefined {
  if (path.endsWith('.json')) {
    try {
      const json = JSON.parse(view.read(path) ?? '{}') as Record<string, unknown>;
      const v = keys.map((k) => json[k]).find((x) => typeof x === 'string');
      return typeof v === 'string' ? v : undefined;
    } catch {
      return undefined;
    }
  }
  if (!isCodeFile(path)) return undefined;
  const sf = view.sourceFile(path);
  if (!sf) return undefined;
  const { SyntaxKind } = loadTsMorph();
  for (const prop of sf.getDescendantsOfKind(SyntaxKind.PropertyAssignment)) {
    if (!keys.includes(prop.getName().replace(/['"]/g, ''))) continue;
    const init = prop.getInitializer();
    const v = init ? stringValue(init) : undefined;
    if (v !== undefined) return v;
  }
  return undefined;
}

/** Words of the config objects TypeORM, Knex and Sequelize read their database from. */
const CONFIG_WORDS = ['DataSource', 'TypeOrmModule', 'knexfile', 'Knex', 'Sequelize', 'Kysely'];

/**
 * TypeORM `type: 'postgres'`, Knex `client: 'pg'`, Sequelize `dialect: 'postgres'`, Kysely's
 * `PostgresDialect`, in the files that configure them; else the nearest package's driver.
 */
function configuredDatabase(view: TreeView, path: string): Database | undefined {
  const configs = view
    .grep(CONFIG_WORDS)
    .filter((p) => isCodeFile(p) && !p.includes('node_modules/'))
    .sort((a, b) => sharedPrefix(b, path) - sharedPrefix(a, path));
  for (const config of configs.slice(0, 20)) {
    const text = view.read(config) ?? '';
    const dialect = /\b(Postgres|Mysql|Sqlite)Dialect\b/.exec(text)?.[1];
    const engine = engineNamed(configValue(view, config, ['type', 'client', 'dialect'])) ?? engineNamed(dialect);
    if (engine) return { engine, source: config };
  }
  return driverDatabase(view, path);
}

function sharedPrefix(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}

function driverDatabase(view: TreeView, path: string): Database | undefined {
  for (let dir = dirOf(path); ; dir = dirOf(dir)) {
    const manifest = dir === '' ? 'package.json' : `${dir}/package.json`;
    const text = view.read(manifest);
    if (text !== undefined) {
      try {
        const json = JSON.parse(text) as Record<string, Record<string, string> | undefined>;
        const deps = { ...json.dependencies, ...json.devDependencies };
        for (const [name, engine] of Object.entries(DRIVERS)) if (name in deps) return { engine, source: manifest };
      } catch {
        // not JSON: look further up
      }
    }
    if (dir === '') return undefined;
  }
}

/**
 * The Postgres major a compose file or Kubernetes manifest of the tree runs (`postgres:10`,
 * `postgres:16-alpine`, `postgis/postgis:15-3.4`): the lowest, when several do.
 */
const postgresMajor = treeFact((view: TreeView): number | undefined => {
  const files = view
    .filesNamed((n) => /\.ya?ml$/.test(n))
    .filter(
      (p) => /(^|\/)(docker-)?compose[^/]*\.ya?ml$/.test(p) || /(^|\/)(k8s|kubernetes|deploy|helm)\/.*\.ya?ml$/.test(p),
    )
    .filter((p) => !p.includes('node_modules/'));
  let lowest: number | undefined;
  for (const f of files.slice(0, 50)) {
    const text = view.read(f);
    if (text === undefined || !/postgres/i.test(text)) continue;
    let docs: unknown[] = [];
    try {
      docs = parseAllDocuments(text, { logLevel: 'silent' }).map((d) => d.toJS({ maxAliasCount: 50 }) as unknown);
    } catch {
      continue;
    }
    for (const image of imagesIn(docs)) {
      const m = /(?:^|\/)(?:postgres|postgis)(?::(\d+))?/.exec(image);
      const major = m?.[1] ? Number(m[1]) : undefined;
      if (major !== undefined && major >= 8 && major < 100) lowest = Math.min(lowest ?? major, major);
    }
  }
  return lowest;
});

function imagesIn(value: unknown, out: string[] = [], depth = 0): string[] {
  if (depth > 12 || value === null || typeof value !== 'object') return out;
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    if (k === 'image' && typeof v === 'string') out.push(v);
    else imagesIn(v, out, depth + 1);
  }
  return out;
}

/**
 * A Prisma schema whose datasource is MongoDB (in its own file or another file of the same
 * schema folder): its models describe documents, which take new, renamed or dropped fields
 * without a migration (Prisma Migrate does not run on MongoDB; `prisma db push` syncs indexes).
 */
export const isDocumentSchema = treeFact(
  (view: TreeView, path: string): boolean => prismaProvider(view, path) === 'mongodb',
);

/**
 * A Prisma schema whose database holds an enum as a type (PostgreSQL, CockroachDB) or in
 * the column's definition (MySQL): changing its values changes the database. SQLite and
 * SQL Server store the values as text.
 */
export function hasNativeEnums(view: TreeView, path: string): boolean {
  return ['postgresql', 'postgres', 'cockroachdb', 'mysql'].includes(prismaProvider(view, path) ?? '');
}

/** The datasource `provider` of a Prisma schema (in its own file or another file of the same schema folder). */
const prismaProvider = treeFact((view: TreeView, path: string): string | undefined => {
  if (!path.endsWith('.prisma')) return undefined;
  const root = prismaSchemaRoot(view, path);
  for (const p of prismaSchemas(view).filter((p) => p === path || prismaSchemaRoot(view, p) === root)) {
    const provider = prismaFile(view, p)?.settings.find((s) => s.key === 'provider');
    if (provider) return provider.value.replace(/^["']|["']$/g, '').toLowerCase();
  }
  return undefined;
});
