import { recreatedAlerts, schemaObjectApp } from '../../helpers/schema-apps';
import { ruleTester } from '../../helpers/rule-tester';

const prisma = (provider: string, extra: Record<string, string> = {}) => ({
  'package.json': '{ "name": "app", "dependencies": { "@prisma/client": "^6.0.0" } }\n',
  'prisma/schema.prisma': `datasource db {\n  provider = "${provider}"\n  url      = env("DATABASE_URL")\n}\n\nmodel User {\n  id    String  @id\n  name  String?\n  email String\n}\n`,
  'prisma/migrations/migration_lock.toml': `provider = "${provider}"\n`,
  'prisma/migrations/20250101000000_init/migration.sql':
    'CREATE TABLE "User" ("id" TEXT NOT NULL, "name" TEXT, "email" TEXT NOT NULL);\n',
  ...extra,
});
const pg = prisma('postgresql');
const mig = (name: string, sql: string) => ({ [`prisma/migrations/${name}/migration.sql`]: sql });

const drizzleSqlite = {
  'package.json': '{ "name": "web", "dependencies": { "drizzle-orm": "^0.40.0", "@libsql/client": "^0.14.0" } }\n',
  'drizzle.config.ts': "export default { dialect: 'turso', schema: './db/schema.ts', out: './drizzle' };\n",
  'drizzle/0000_init.sql': 'CREATE TABLE `users` (`id` text PRIMARY KEY NOT NULL, `email` text NOT NULL);\n',
};

/** drizzle-kit's Postgres migrations in a package folder, which Atlas may apply. */
const pgDrizzle = {
  'package.json': '{ "name": "db", "dependencies": { "drizzle-orm": "^0.45.0", "postgres": "^3.4.0" } }\n',
  'packages/db/drizzle.config.ts':
    "export default { dialect: 'postgresql', schema: './src/schema.ts', out: './migrations' };\n",
  'packages/db/migrations/0001_init.sql': 'CREATE TABLE "orders" ("id" uuid PRIMARY KEY, "user_id" uuid NOT NULL);\n',
};

const typeorm = {
  'package.json': '{ "name": "api", "dependencies": { "typeorm": "^0.3.20", "pg": "^8.0.0" } }\n',
  'src/data-source.ts':
    "import { DataSource } from 'typeorm';\nexport const ds = new DataSource({ type: 'postgres' });\n",
  'src/user.entity.ts': "import { Entity } from 'typeorm';\n@Entity('user')\nexport class User {}\n",
};
const typeormMigration = (
  body: string,
  extra = '',
) => `import { MigrationInterface, QueryRunner, TableColumn, TableIndex } from 'typeorm';

export class AddPlan1710000000000 implements MigrationInterface {${extra}
  public async up(queryRunner: QueryRunner): Promise<void> {
${body}
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('user', 'plan');
  }
}
`;

const knex = {
  'package.json': '{ "name": "api", "dependencies": { "knex": "^3.1.0", "pg": "^8.0.0" } }\n',
  'knexfile.js': "module.exports = { client: 'pg' };\n",
  'migrations/20240101_users.js':
    "exports.up = (knex) => knex.schema.createTable('users', (t) => {\n  t.increments('id');\n});\nexports.down = () => {};\n",
};
const sequelize = {
  'package.json': '{ "name": "api", "dependencies": { "sequelize": "^6.37.0", "pg": "^8.0.0" } }\n',
  'migrations/20240101-users.js':
    "module.exports = {\n  async up(queryInterface, Sequelize) {\n    await queryInterface.createTable('users', { id: { type: Sequelize.INTEGER, primaryKey: true } });\n  },\n  async down() {},\n};\n",
};
const kysely = {
  'package.json': '{ "name": "api", "dependencies": { "kysely": "^0.27.0", "pg": "^8.0.0" } }\n',
  'src/migrations/0001_users.ts':
    "import { Kysely } from 'kysely';\nexport async function up(db: Kysely<any>): Promise<void> {\n  await db.schema.createTable('users').addColumn('id', 'serial').execute();\n}\n",
};
const dbmate = {
  'package.json': '{ "name": "svc", "dependencies": { "pg": "^8.0.0" } }\n',
  'db/migrations/20240101000000_init.sql':
    '-- migrate:up\nCREATE TABLE orders (id bigserial PRIMARY KEY, user_id bigint);\n',
};

/** A runner that calls each versioned module's default export with a pg client (no ORM). */
const runnerApp = {
  'package.json': '{ "name": "shop", "dependencies": { "pg": "^8.0.0" } }\n',
  'src/modules/catalog/migration/Version-1.0.0.ts': `import { execute } from '../../../lib/db';
export default async (connection) => {
  await execute(connection, \`CREATE TABLE "product" ("product_id" serial PRIMARY KEY, "category_id" int)\`);
};
`,
};
const runnerMigration = (sql: string) => ({
  'src/modules/catalog/migration/Version-1.0.1.ts': `import { execute } from '../../../lib/db';
export default async (connection) => {
  await execute(connection, \`${sql}\`);
};
`,
});

ruleTester('schema/unsafe-migration', {
  valid: [
    {
      name: 'look-alike: an index on a table the repository names nowhere before the change (no model, no earlier migration, no query)',
      base: pg,
      head: mig(
        '20250201000000_carts',
        'CREATE INDEX idx_carts_expiration ON carts ("expiresAt") WHERE status = \'ACTIVE\';\nALTER TABLE cart_sessions ADD COLUMN "token" TEXT NOT NULL;\n',
      ),
    },
    {
      name: 'look-alike: an index over only the columns the migration adds',
      base: pg,
      head: mig(
        '20250201000000_seq',
        'ALTER TABLE "User" ADD COLUMN "seq" BIGINT;\nALTER TABLE "User" ADD COLUMN "shard" INTEGER;\nCREATE INDEX "user_seq_shard" ON "User" ("seq", "shard");\n',
      ),
    },
    {
      name: 'Supabase look-alike: an index on the table the same migration creates (empty)',
      base: {
        'package.json': '{ "name": "app" }\n',
        'supabase/migrations/00001_init.sql': 'create table public.projects (id uuid primary key);\n',
      },
      head: {
        'supabase/migrations/00002_usage.sql':
          'create table public.message_usage (id uuid primary key, project_id uuid);\ncreate index message_usage_project_id_idx on public.message_usage (project_id);\n',
      },
    },
    {
      name: "look-alike: a runner's versioned module builds an index concurrently on the existing table",
      base: runnerApp,
      head: runnerMigration('CREATE INDEX CONCURRENTLY "idx_product_category" ON "product" ("category_id")'),
      agent: true,
    },
    {
      name: 'an index built without CONCURRENTLY on a table the migration has just dropped and created again (empty)',
      base: schemaObjectApp,
      head: recreatedAlerts,
      agent: true,
    },
    {
      name: 'a new table with NOT NULL columns and an index on it',
      base: pg,
      head: mig(
        '20250201000000_orders',
        'CREATE TABLE "Order" ("id" TEXT NOT NULL, "total" INTEGER NOT NULL, "userId" TEXT NOT NULL);\nCREATE UNIQUE INDEX "Order_userId_key" ON "Order"("userId");\nALTER TABLE "Order" ADD CONSTRAINT "Order_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id");\n',
      ),
    },
    {
      name: 'Postgres 11+: ADD COLUMN NOT NULL with a constant default',
      base: pg,
      head: mig('20250201000000_plan', `ALTER TABLE "User" ADD COLUMN "plan" TEXT NOT NULL DEFAULT 'free';\n`),
    },
    {
      name: 'CREATE INDEX CONCURRENTLY alone in its own (non-transactional) Prisma migration',
      base: pg,
      head: mig('20250201000000_idx', 'CREATE INDEX CONCURRENTLY "User_email_idx" ON "User"("email");\n'),
    },
    {
      name: 'dbmate: CONCURRENTLY in a migration marked transaction:false',
      base: dbmate,
      head: {
        'db/migrations/20240201000000_idx.sql':
          '-- migrate:up transaction:false\nCREATE INDEX CONCURRENTLY orders_user_id ON orders (user_id);\n\n-- migrate:down\nDROP INDEX orders_user_id;\n',
      },
    },
    {
      name: 'Atlas: a drizzle-kit migration of several statements whose header says `-- atlas:txmode none`, the directive after other comment lines',
      base: pgDrizzle,
      head: {
        'packages/db/migrations/0002_idx.sql':
          '-- 0002_idx.sql\n-- Builds the index without blocking writes.\n-- atlas:txmode none\n\nALTER FUNCTION touch() SET search_path = pg_catalog;--> statement-breakpoint\nCREATE INDEX CONCURRENTLY "orders_user_idx" ON "orders" ("user_id");\n',
      },
    },
    {
      name: 'a nullable column, a backfill, then SET NOT NULL',
      base: pg,
      head: mig(
        '20250201000000_plan',
        `ALTER TABLE "User" ADD COLUMN "plan" TEXT;\nUPDATE "User" SET "plan" = 'free';\nALTER TABLE "User" ALTER COLUMN "plan" SET NOT NULL;\n`,
      ),
    },
    {
      name: 'SET NOT NULL after a validated CHECK (c IS NOT NULL)',
      base: pg,
      head: mig(
        '20250201000000_name_required',
        'ALTER TABLE "User" ADD CONSTRAINT "name_nn" CHECK ("name" IS NOT NULL) NOT VALID;\nALTER TABLE "User" VALIDATE CONSTRAINT "name_nn";\nALTER TABLE "User" ALTER COLUMN "name" SET NOT NULL;\n',
      ),
    },
    {
      name: 'Postgres: a CHECK on a column the same migration adds to an existing table',
      base: dbmate,
      head: {
        'db/migrations/20240201000000_total.sql':
          '-- migrate:up\nALTER TABLE orders ADD COLUMN IF NOT EXISTS total_cents integer NOT NULL DEFAULT 0;\nALTER TABLE orders ADD CONSTRAINT orders_total_nonneg CHECK (total_cents >= 0);\n',
      },
    },
    {
      name: 'Postgres: a unique expression index (partial) on a column the same migration adds',
      base: dbmate,
      head: {
        'db/migrations/20240201000000_code.sql':
          '-- migrate:up\nALTER TABLE orders ADD COLUMN IF NOT EXISTS code text;\nCREATE UNIQUE INDEX IF NOT EXISTS orders_code_unique ON orders (lower(code)) WHERE code IS NOT NULL AND length(trim(code)) > 0;\n',
      },
    },
    {
      name: 'a rename done as ADD COLUMN and a backfill',
      base: pg,
      head: mig(
        '20250201000000_expand',
        'ALTER TABLE "User" ADD COLUMN "displayName" TEXT;\nUPDATE "User" SET "displayName" = "name";\n',
      ),
    },
    {
      name: 'an index on a column this PR adds to an existing table',
      base: pg,
      head: mig(
        '20250201000000_org',
        'ALTER TABLE "User" ADD COLUMN "orgId" TEXT;\nCREATE INDEX "User_orgId_idx" ON "User"("orgId");\n',
      ),
    },
    {
      name: 'a foreign key added NOT VALID and validated later',
      base: dbmate,
      head: {
        'db/migrations/20240201000000_fk.sql':
          '-- migrate:up\nALTER TABLE orders ADD CONSTRAINT orders_user_fk FOREIGN KEY (user_id) REFERENCES users (id) NOT VALID;\n',
      },
    },
    {
      name: 'a type change Postgres makes without a rewrite (to text)',
      base: pg,
      head: mig('20250201000000_text', 'ALTER TABLE "User" ALTER COLUMN "name" SET DATA TYPE TEXT;\n'),
    },
    {
      name: 'MySQL: ADD COLUMN NOT NULL without a default (MySQL fills the implicit default) and an online index',
      base: prisma('mysql'),
      head: mig(
        '20250201000000_plan',
        'ALTER TABLE `User` ADD COLUMN `plan` VARCHAR(191) NOT NULL;\nCREATE INDEX `User_email_idx` ON `User`(`email`);\n',
      ),
    },
    {
      name: 'MySQL: MODIFY that restates a column already NOT NULL',
      base: prisma('mysql'),
      head: mig('20250201000000_email', 'ALTER TABLE `User` MODIFY `email` VARCHAR(320) NOT NULL;\n'),
    },
    {
      name: 'Knex: a new nullable column',
      base: knex,
      head: {
        'migrations/20240201_plan.js':
          "exports.up = (knex) => knex.schema.alterTable('users', (t) => {\n  t.string('plan');\n});\nexports.down = () => {};\n",
      },
    },
    {
      name: 'SQLite (Drizzle): a table rebuilt in place, its unique indexes re-created under the names it had, and one over a column the rebuild adds',
      base: {
        ...drizzleSqlite,
        'db/schema.ts':
          "import { sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';\nexport const users = sqliteTable('users', { id: text('id').primaryKey(), email: text('email').notNull() }, (t) => [uniqueIndex('users_email_unique').on(t.email)]);\n",
      },
      head: {
        'drizzle/0001_rebuild.sql':
          'PRAGMA foreign_keys=OFF;--> statement-breakpoint\nCREATE TABLE `__new_users` (`id` text PRIMARY KEY NOT NULL, `email` text NOT NULL, `plan` text DEFAULT \'free\' NOT NULL);--> statement-breakpoint\nINSERT INTO `__new_users`("id", "email") SELECT "id", "email" FROM `users`;--> statement-breakpoint\nDROP TABLE `users`;--> statement-breakpoint\nALTER TABLE `__new_users` RENAME TO `users`;--> statement-breakpoint\nPRAGMA foreign_keys=ON;--> statement-breakpoint\nCREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);--> statement-breakpoint\nCREATE UNIQUE INDEX `users_plan_email` ON `users` (`plan`, `email`);\n',
      },
    },
    {
      name: 'an index dropped and created again under its name (a rename by drizzle-kit), and duplicates deleted before a new unique index',
      base: drizzleSqlite,
      head: {
        'drizzle/0001_reindex.sql':
          'DROP INDEX `users_email_idx`;--> statement-breakpoint\nCREATE UNIQUE INDEX `users_email_idx` ON `users` (`email`);--> statement-breakpoint\nDELETE FROM `users` WHERE `id` NOT IN (SELECT min(`id`) FROM `users` GROUP BY `email`);--> statement-breakpoint\nCREATE UNIQUE INDEX `users_email_key` ON `users` (`email`);\n',
      },
    },
    {
      name: 'a temporary table the migration builds (CREATE TEMP TABLE … AS) and indexes',
      base: pg,
      head: mig(
        '20250201000000_backfill',
        'CREATE TEMP TABLE "user_map" ON COMMIT DROP AS SELECT "id" AS "user_id" FROM "User";\nCREATE UNIQUE INDEX ON "user_map" ("user_id");\n',
      ),
    },
    {
      name: 'a per-database migration folder (migrations/mysql/) says MySQL even where the package also has sqlite',
      base: {
        'package.json':
          '{ "name": "server", "dependencies": { "typeorm": "^0.3.20", "sqlite3": "^5.0.0", "mysql2": "^3.0.0" } }\n',
      },
      head: {
        'src/database/migrations/mysql/1710000000000-AddPlan.ts': typeormMigration(
          '    await queryRunner.query(`ALTER TABLE \\`chat_flow\\` ADD COLUMN \\`plan\\` varchar(255) NOT NULL;`);',
        ),
      },
    },
    {
      name: 'a migration that was already on the base branch is not judged again',
      base: { ...pg, ...mig('20250115000000_old', 'CREATE INDEX "User_name_idx" ON "User"("name");\n') },
      head: { 'src/x.ts': 'export const x = 1;\n' },
    },
  ],
  invalid: [
    {
      name: 'an index over an existing column and one the migration adds: built over the rows the table holds (a partial index too)',
      base: pg,
      head: mig(
        '20250201000000_seq',
        'ALTER TABLE "User" ADD COLUMN IF NOT EXISTS "seq" BIGINT;\nCREATE INDEX IF NOT EXISTS "user_email_seq" ON "User" ("email", "seq") WHERE "seq" IS NOT NULL;\n',
      ),
      errors: [
        { file: 'prisma/migrations/20250201000000_seq/migration.sql', line: 2, message: /CONCURRENTLY on User/ },
      ],
    },
    {
      name: 'Supabase: the CLI runs its migrations folder on Postgres (no driver or ORM says so), an index on an existing table',
      base: {
        'package.json': '{ "name": "app" }\n',
        'supabase/migrations/00001_init.sql':
          'create table public.message_usage (id uuid primary key, project_id uuid);\n',
      },
      head: {
        'supabase/migrations/00002_idx.sql':
          'create index if not exists message_usage_project_id_idx on public.message_usage (project_id);\n',
      },
      errors: [{ file: 'supabase/migrations/00002_idx.sql', line: 1, message: /CONCURRENTLY on message_usage/ }],
    },
    {
      name: "a runner's versioned module (SQL passed to a helper, no ORM) indexes an existing table without CONCURRENTLY",
      base: runnerApp,
      head: runnerMigration('CREATE INDEX "idx_product_category" ON "product" ("category_id")'),
      agent: true,
      errors: [
        {
          file: 'src/modules/catalog/migration/Version-1.0.1.ts',
          line: 3,
          severity: 'blocking',
          message: /CONCURRENTLY on product/,
        },
      ],
    },
    {
      name: 'Postgres: ADD COLUMN NOT NULL without a default on an existing table (agent: blocking)',
      base: pg,
      agent: true,
      head: mig('20250201000000_plan', '-- AlterTable\nALTER TABLE "User" ADD COLUMN "plan" TEXT NOT NULL;\n'),
      errors: [
        {
          file: 'prisma/migrations/20250201000000_plan/migration.sql',
          line: 2,
          severity: 'blocking',
          message: /NOT NULL without a default fails on User as soon as the table has a row/,
          fix: /default/,
        },
      ],
    },
    {
      name: 'the same on a human PR is a warning',
      base: pg,
      head: mig('20250201000000_plan', 'ALTER TABLE "User" ADD COLUMN "plan" TEXT NOT NULL;\n'),
      errors: [{ file: 'prisma/migrations/20250201000000_plan/migration.sql', line: 1, severity: 'warning' }],
    },
    {
      name: 'Postgres: CREATE INDEX without CONCURRENTLY on an existing table (the fix is the exact statement)',
      base: pg,
      head: mig('20250201000000_idx', 'CREATE INDEX "User_name_idx" ON "User"("name");\n'),
      errors: [
        {
          file: 'prisma/migrations/20250201000000_idx/migration.sql',
          line: 1,
          message: /blocks every write/,
          fix: '`CREATE INDEX CONCURRENTLY "User_name_idx" ON "User"("name");` in a migration of its own',
        },
      ],
    },
    {
      name: 'a table the base names only in a query (no model, no migration) is one the running version uses',
      base: {
        ...pg,
        'src/jobs/expire.ts':
          "await db.query('UPDATE carts SET status = $1 WHERE \"expiresAt\" < now()', ['EXPIRED']);\n",
      },
      head: mig('20250201000000_carts', 'CREATE INDEX idx_carts_expiration ON carts ("expiresAt");\n'),
      errors: [
        {
          file: 'prisma/migrations/20250201000000_carts/migration.sql',
          line: 1,
          message: /without CONCURRENTLY on carts/,
        },
      ],
    },
    {
      name: 'CONCURRENTLY in a transaction fails even on a table the repository names nowhere before the change',
      base: pg,
      head: mig(
        '20250201000000_carts',
        'CREATE INDEX CONCURRENTLY idx_carts_a ON carts ("a");\nCREATE INDEX CONCURRENTLY idx_carts_b ON carts ("b");\n',
      ),
      errors: [
        {
          file: 'prisma/migrations/20250201000000_carts/migration.sql',
          line: 1,
          message: /cannot run inside a transaction/,
        },
        {
          file: 'prisma/migrations/20250201000000_carts/migration.sql',
          line: 2,
          message: /cannot run inside a transaction/,
        },
      ],
    },
    {
      name: 'Postgres: CONCURRENTLY in a Prisma migration of several statements (one transaction)',
      base: pg,
      head: mig(
        '20250201000000_idx',
        'ALTER TABLE "User" ADD COLUMN "orgId" TEXT;\nCREATE INDEX CONCURRENTLY "User_name_idx" ON "User"("name");\n',
      ),
      errors: [
        {
          file: 'prisma/migrations/20250201000000_idx/migration.sql',
          line: 2,
          message: /cannot run inside a transaction block.*Prisma/,
          fix: /migration of its own/,
        },
      ],
    },
    {
      name: 'look-alike of the Atlas directive: `-- atlas:txmode none` written after the first statement is no directive (drizzle-kit runs the file in a transaction)',
      base: pgDrizzle,
      head: {
        'packages/db/migrations/0002_idx.sql':
          'ALTER FUNCTION touch() SET search_path = pg_catalog;--> statement-breakpoint\n-- atlas:txmode none\nCREATE INDEX CONCURRENTLY "orders_user_idx" ON "orders" ("user_id");\n',
      },
      errors: [{ file: 'packages/db/migrations/0002_idx.sql', line: 3, message: /drizzle-kit runs a migration/ }],
    },
    {
      name: 'Atlas: `-- atlas:txmode file` runs the file in a transaction, and the fix is the directive',
      base: pgDrizzle,
      head: {
        'packages/db/migrations/0002_idx.sql':
          '-- atlas:txmode file\nALTER FUNCTION touch() SET search_path = pg_catalog;--> statement-breakpoint\nCREATE INDEX CONCURRENTLY "orders_user_idx" ON "orders" ("user_id");\n',
      },
      errors: [
        {
          file: 'packages/db/migrations/0002_idx.sql',
          line: 3,
          message: /Atlas runs the file in a transaction/,
          fix: /atlas:txmode none/,
        },
      ],
    },
    {
      name: 'dbmate: CONCURRENTLY in a migration that runs in a transaction',
      base: dbmate,
      head: {
        'db/migrations/20240201000000_idx.sql':
          '-- migrate:up\nCREATE INDEX CONCURRENTLY orders_user_id ON orders (user_id);\n',
      },
      errors: [{ file: 'db/migrations/20240201000000_idx.sql', line: 2, fix: /transaction:false/ }],
    },
    {
      name: 'Postgres: SET NOT NULL with no backfill',
      base: pg,
      head: mig('20250201000000_name', 'ALTER TABLE "User" ALTER COLUMN "name" SET NOT NULL;\n'),
      errors: [
        {
          file: 'prisma/migrations/20250201000000_name/migration.sql',
          line: 1,
          message: /fails if any existing row holds NULL/,
          fix: /UPDATE "User" SET "name" = … WHERE "name" IS NULL.*NOT VALID.*VALIDATE/,
        },
      ],
    },
    {
      name: 'Postgres: look-alike of an expression index on a new column: the expression reads an existing column',
      base: dbmate,
      head: {
        'db/migrations/20240201000000_uidx.sql':
          '-- migrate:up\nALTER TABLE orders ADD COLUMN code text;\nCREATE UNIQUE INDEX orders_user_code ON orders (lower(code), user_id);\n',
      },
      errors: [
        { file: 'db/migrations/20240201000000_uidx.sql', line: 3, message: /INDEX without CONCURRENTLY on orders/ },
      ],
    },
    {
      name: 'Postgres: look-alike of a CHECK on a new column: it also reads an existing one',
      base: dbmate,
      head: {
        'db/migrations/20240201000000_total.sql':
          '-- migrate:up\nALTER TABLE orders ADD COLUMN total_cents integer;\nALTER TABLE orders ADD CONSTRAINT orders_total_owner CHECK (total_cents IS NULL OR user_id IS NOT NULL);\n',
      },
      errors: [
        {
          file: 'db/migrations/20240201000000_total.sql',
          line: 3,
          message: /CHECK constraint on orders without NOT VALID/,
        },
      ],
    },
    {
      name: 'Postgres: a CHECK without NOT VALID on an existing column',
      base: dbmate,
      head: {
        'db/migrations/20240201000000_uid.sql':
          '-- migrate:up\nALTER TABLE orders ADD CONSTRAINT orders_user_pos CHECK (user_id > 0);\n',
      },
      errors: [
        {
          file: 'db/migrations/20240201000000_uid.sql',
          line: 2,
          message: /CHECK constraint on orders without NOT VALID/,
        },
      ],
    },
    {
      name: 'Postgres: a foreign key without NOT VALID on existing columns',
      base: dbmate,
      head: {
        'db/migrations/20240201000000_fk.sql':
          '-- migrate:up\nALTER TABLE orders ADD CONSTRAINT orders_user_fk FOREIGN KEY (user_id) REFERENCES users (id);\n',
      },
      errors: [{ file: 'db/migrations/20240201000000_fk.sql', line: 2, message: /without NOT VALID/ }],
    },
    {
      name: 'Postgres: a unique index on an existing column',
      base: pg,
      head: mig('20250201000000_email', 'CREATE UNIQUE INDEX "User_email_key" ON "User"("email");\n'),
      errors: [
        {
          file: 'prisma/migrations/20250201000000_email/migration.sql',
          line: 1,
          message: /fails if existing rows hold duplicates/,
          fix: /HAVING count\(\*\) > 1/,
        },
      ],
    },
    {
      name: 'Postgres: a type change that rewrites the table',
      base: pg,
      head: mig('20250201000000_email', 'ALTER TABLE "User" ALTER COLUMN "email" SET DATA TYPE INTEGER USING 0;\n'),
      errors: [
        { file: 'prisma/migrations/20250201000000_email/migration.sql', line: 1, message: /rewrites all of User/ },
      ],
    },
    {
      name: 'Postgres: a conversion to varchar with a USING cast (an enum column), inside a DO block, whatever the ORM model says',
      base: pg,
      head: mig(
        '20250201000000_name',
        'DO $$ BEGIN\n  ALTER TABLE "User" ALTER COLUMN "name" TYPE varchar(50) USING "name"::text;\nEXCEPTION WHEN undefined_column THEN NULL; END $$;\n',
      ),
      errors: [
        { file: 'prisma/migrations/20250201000000_name/migration.sql', line: 1, message: /rewrites all of User/ },
      ],
    },
    {
      name: 'Postgres: a volatile default',
      base: pg,
      head: mig('20250201000000_uuid', 'ALTER TABLE "User" ADD COLUMN "publicId" UUID DEFAULT gen_random_uuid();\n'),
      errors: [{ file: 'prisma/migrations/20250201000000_uuid/migration.sql', line: 1, message: /volatile default/ }],
    },
    {
      name: 'Postgres 10 (the compose file pins it): a constant default rewrites the table',
      base: { ...pg, 'docker-compose.yml': 'services:\n  db:\n    image: postgres:10-alpine\n' },
      head: mig('20250201000000_plan', `ALTER TABLE "User" ADD COLUMN "plan" TEXT DEFAULT 'free';\n`),
      errors: [{ file: 'prisma/migrations/20250201000000_plan/migration.sql', line: 1, message: /Postgres 10/ }],
    },
    {
      name: 'MySQL: MODIFY NOT NULL of a column the base schema has nullable',
      base: prisma('mysql'),
      head: mig('20250201000000_name', 'ALTER TABLE `User` MODIFY `name` VARCHAR(191) NOT NULL;\n'),
      errors: [{ file: 'prisma/migrations/20250201000000_name/migration.sql', line: 1, message: /MODIFY User\.name/ }],
    },
    {
      name: 'SQLite (Drizzle, turso): ADD COLUMN NOT NULL without a default always fails',
      base: drizzleSqlite,
      head: { 'drizzle/0001_plan.sql': 'ALTER TABLE `users` ADD `plan` text NOT NULL;\n' },
      errors: [{ file: 'drizzle/0001_plan.sql', line: 1, message: /SQLite cannot add a required column/ }],
    },
    {
      name: 'TypeORM: addColumn of a TableColumn that is NOT NULL by default (isNullable unset)',
      base: typeorm,
      head: {
        'src/migrations/1710000000000-AddPlan.ts': typeormMigration(
          "    await queryRunner.addColumn('user', new TableColumn({ name: 'plan', type: 'varchar' }));",
        ),
      },
      errors: [
        { file: 'src/migrations/1710000000000-AddPlan.ts', line: 5, message: /"plan" NOT NULL without a default/ },
      ],
    },
    {
      name: 'TypeORM: CREATE INDEX CONCURRENTLY through queryRunner.query in a transactional migration',
      base: typeorm,
      head: {
        'src/migrations/1710000000000-AddPlan.ts': typeormMigration(
          '    await queryRunner.query(`CREATE INDEX CONCURRENTLY "user_email" ON "user" ("email")`);',
        ),
      },
      errors: [{ file: 'src/migrations/1710000000000-AddPlan.ts', line: 5, fix: /transaction = false/ }],
    },
    {
      name: 'Knex: a notNullable column without a default on an existing table',
      base: knex,
      head: {
        'migrations/20240201_plan.js':
          "exports.up = (knex) => knex.schema.alterTable('users', (t) => {\n  t.string('plan').notNullable();\n});\nexports.down = () => {};\n",
      },
      errors: [{ file: 'migrations/20240201_plan.js', line: 2, message: /"plan" NOT NULL without a default/ }],
    },
    {
      name: 'Sequelize: addColumn with allowNull: false and no default',
      base: sequelize,
      head: {
        'migrations/20240201-plan.js':
          "module.exports = {\n  async up(queryInterface, Sequelize) {\n    await queryInterface.addColumn('users', 'plan', { type: Sequelize.STRING, allowNull: false });\n  },\n  async down() {},\n};\n",
      },
      errors: [{ file: 'migrations/20240201-plan.js', line: 3 }],
    },
    {
      name: 'a per-database migration folder (migrations/postgres/) says Postgres: a required column without a default',
      base: {
        'package.json':
          '{ "name": "server", "dependencies": { "typeorm": "^0.3.20", "sqlite3": "^5.0.0", "pg": "^8.0.0" } }\n',
        'src/database/entities/ChatFlow.ts':
          "import { Entity } from 'typeorm';\n@Entity('chat_flow')\nexport class ChatFlow {}\n",
      },
      head: {
        'src/database/migrations/postgres/1710000000000-AddPlan.ts': typeormMigration(
          '    await queryRunner.query(`ALTER TABLE "chat_flow" ADD COLUMN "plan" varchar NOT NULL;`);',
        ),
      },
      errors: [
        { file: 'src/database/migrations/postgres/1710000000000-AddPlan.ts', line: 5, message: /fails on chat_flow/ },
      ],
    },
    {
      name: 'Kysely: createIndex on an existing table without CONCURRENTLY',
      base: kysely,
      head: {
        'src/migrations/2024_02_01_index.ts':
          "import { Kysely } from 'kysely';\nexport async function up(db: Kysely<any>): Promise<void> {\n  await db.schema.createIndex('users_email').on('users').column('email').execute();\n}\n",
      },
      errors: [{ file: 'src/migrations/2024_02_01_index.ts', line: 3, message: /blocks every write/ }],
    },
  ],
});
