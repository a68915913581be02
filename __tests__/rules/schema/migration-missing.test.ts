import { recreatedAlerts, schemaObjectApp } from '../../helpers/schema-apps';
import { ruleTester } from '../../helpers/rule-tester';

const prismaSchema = (extraUser = '', extraOrder = '', datasource = '') => `datasource db {
  provider = "postgresql"
  url      = env("DATABASE_URL")${datasource}
}

model User {
  id               String  @id @default(cuid())
  email            String  @unique
  stripeCustomerId String? @map("stripe_customer_id")${extraUser}
  orders           Order[]

  @@map("users")
}

model Order {
  id     String @id
  user   User   @relation(fields: [userId], references: [id])
  userId String${extraOrder}
}
`;

const prismaApp = {
  'package.json': '{ "name": "app" }\n',
  'prisma/schema.prisma': prismaSchema(),
  'prisma/migrations/20250101000000_init/migration.sql':
    'CREATE TABLE "users" ("id" TEXT NOT NULL, "email" TEXT NOT NULL, "stripe_customer_id" TEXT);\nCREATE TABLE "Order" ("id" TEXT NOT NULL, "userId" TEXT NOT NULL);\n',
};

const drizzleSchema = (
  extra = '',
  extras = '',
) => `import { mysqlTable, varchar, int, index } from 'drizzle-orm/mysql-core';

export const accounts = mysqlTable(
  'accounts',
  {
    id: int('id').primaryKey(),
    email: varchar('email', { length: 255 }).notNull(),${extra}
  },
  (t) => [${extras}],
);
`;

const drizzleApp = {
  'package.json': '{ "name": "app" }\n',
  'drizzle.config.ts':
    "import { defineConfig } from 'drizzle-kit';\nexport default defineConfig({ dialect: 'mysql', schema: './src/db/schema.ts', out: './db/out' });\n",
  'src/db/schema.ts': drizzleSchema(),
  'db/out/0000_init.sql': 'CREATE TABLE `accounts` (`id` int PRIMARY KEY, `email` varchar(255) NOT NULL);\n',
  'db/out/meta/_journal.json':
    '{ "version": "7", "dialect": "mysql", "entries": [{ "idx": 0, "tag": "0000_init" }] }\n',
};

const typeormEntity = (extra = '') => `import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'invoices' })
export class Invoice {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'amount_cents' })
  amountCents!: number;${extra}
}
`;

const typeormApp = {
  'package.json': '{ "name": "app" }\n',
  'src/entities/invoice.ts': typeormEntity(),
  'src/migrations/1700000000000-Init.ts': `import { MigrationInterface, QueryRunner } from 'typeorm';
export class Init1700000000000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query('CREATE TABLE "invoices" ("id" SERIAL PRIMARY KEY, "amount_cents" integer NOT NULL)');
  }
  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE "invoices"');
  }
}
`,
};

/** The entity gains `paid_at`; a migration class whose `up` is `up` (with class members before it). */
const paidAtWith = (up: string, members = '') => ({
  'src/entities/invoice.ts': typeormEntity("\n\n  @Column({ name: 'paid_at', nullable: true })\n  paidAt?: Date;"),
  'src/migrations/1700000000001-PaidAt.ts': `import { MigrationInterface, QueryRunner } from 'typeorm';
export class PaidAt1700000000001 implements MigrationInterface {
${members}  async up(q: QueryRunner): Promise<void> {
${up}
  }
  async down(q: QueryRunner): Promise<void> {}
}
`,
});
const columnList = (column: string) =>
  paidAtWith(
    '    for (const c of PaidAt1700000000001.COLUMNS) await q.query(`ALTER TABLE "invoices" ADD COLUMN "${c.name}" ${c.ddl}`);',
    `  private static readonly COLUMNS = [{ name: '${column}', ddl: 'timestamp' }];\n`,
  );

const sequelizeModel = (extra = '') => `import { DataTypes, Model } from 'sequelize';
import { sequelize } from './db';

export class Project extends Model {}
Project.init(
  {
    id: { type: DataTypes.INTEGER, primaryKey: true },
    title: { type: DataTypes.STRING, allowNull: false },${extra}
  },
  { sequelize, tableName: 'projects' },
);
`;

const sequelizeApp = {
  'package.json': '{ "name": "app" }\n',
  'src/models/project.ts': sequelizeModel(),
  'db/migrations/20240101-create-projects.js': `module.exports = {
  up: async (queryInterface, Sequelize) => {
    await queryInterface.createTable('projects', { id: { type: Sequelize.INTEGER }, title: { type: Sequelize.STRING } });
  },
};
`,
};

/** A db-push project: the schema spread over prisma/schema/*.prisma, no migrations folder. */
const pushApp = {
  'package.json':
    '{ "name": "app", "scripts": { "db:push": "prisma db push" }, "prisma": { "schema": "prisma/schema" } }\n',
  'prisma/schema/schema.prisma':
    'generator client {\n  provider        = "prisma-client-js"\n  previewFeatures = ["prismaSchemaFolder", "multiSchema", "views"]\n}\n\ndatasource db {\n  provider = "postgresql"\n  url      = env("DATABASE_URL")\n  schemas  = ["auth", "public"]\n}\n',
  'prisma/schema/user.prisma':
    'enum Role {\n  MEMBER\n  ADMIN\n\n  @@schema("auth")\n}\n\ntype Address {\n  street String\n}\n\nmodel User {\n  id       String  @id @default(cuid())\n  email    String  @unique\n  role     Role    @default(MEMBER)\n  legacy   String?\n  shifts   Shift[]\n\n  @@schema("auth")\n}\n',
  'prisma/schema/shift.prisma':
    'model Shift {\n  id     String @id @default(cuid())\n  userId String\n  user   User   @relation(fields: [userId], references: [id])\n\n  @@index([userId(sort: Desc)])\n  @@schema("public")\n}\n\nview ShiftStats {\n  userId String @unique\n  total  Int\n\n  @@schema("public")\n}\n',
};

/** The same schema layout, keeping migrations beside the datasource file. */
const splitApp = {
  ...pushApp,
  'prisma/schema/migrations/20250101000000_init/migration.sql':
    'CREATE TABLE "User" ("id" TEXT NOT NULL, "email" TEXT NOT NULL, "legacy" TEXT);\nCREATE TABLE "Shift" ("id" TEXT NOT NULL, "userId" TEXT NOT NULL);\n',
};

/** `prismaApp` with an enum the users table holds; `values` are its values at head. */
const withEnum = (values: string, provider = 'postgresql') => ({
  'prisma/schema.prisma':
    prismaSchema('\n  plan             Plan    @default(FREE)').replace('"postgresql"', `"${provider}"`) +
    `\nenum Plan {\n${values
      .split(' ')
      .map((v) => `  ${v}`)
      .join('\n')}\n}\n`,
});
const enumApp = {
  ...prismaApp,
  ...withEnum('FREE PRO'),
  'prisma/migrations/20250115000000_plan/migration.sql':
    'CREATE TYPE "Plan" AS ENUM (\'FREE\', \'PRO\');\nALTER TABLE "users" ADD COLUMN "plan" "Plan" NOT NULL DEFAULT \'FREE\';\n',
};

ruleTester('schema/migration-missing', {
  valid: [
    {
      name: 'an enum value added with the migration that alters the type',
      base: enumApp,
      head: {
        ...withEnum('FREE PRO TEAM'),
        'prisma/migrations/20250301000000_team/migration.sql': 'ALTER TYPE "Plan" ADD VALUE \'TEAM\';\n',
      },
    },
    {
      name: 'an enum value added with a migration that alters the type by its mapped name',
      base: {
        ...enumApp,
        'prisma/schema.prisma': withEnum('FREE PRO')['prisma/schema.prisma'].replace(
          '  PRO\n}',
          '  PRO\n\n  @@map("plan-kind")\n}',
        ),
      },
      head: {
        'prisma/schema.prisma': withEnum('FREE PRO TEAM')['prisma/schema.prisma'].replace(
          '  TEAM\n}',
          '  TEAM\n\n  @@map("plan-kind")\n}',
        ),
        'prisma/migrations/20250301000000_team/migration.sql': 'ALTER TYPE "plan-kind" ADD VALUE \'TEAM\';\n',
      },
    },
    {
      name: 'an enum value added on SQLite, which stores enum values as text',
      base: { ...enumApp, ...withEnum('FREE PRO', 'sqlite') },
      head: withEnum('FREE PRO TEAM', 'sqlite'),
    },
    {
      name: 'an enum whose values are only reordered and commented',
      base: enumApp,
      head: {
        'prisma/schema.prisma': withEnum('PRO FREE')['prisma/schema.prisma'].replace(
          '  FREE',
          '  /// the default\n  FREE',
        ),
      },
    },
    {
      name: 'a column and a model the schema adds catch up with what earlier migrations already made (the database has them)',
      base: {
        ...prismaApp,
        'prisma/migrations/20250301000000_phone/migration.sql':
          'ALTER TABLE "users" ADD COLUMN "phone" TEXT;\nCREATE TABLE "AuditLog" ("id" TEXT NOT NULL, "action" TEXT NOT NULL);\n',
      },
      head: {
        'prisma/schema.prisma':
          prismaSchema('\n  phone            String?') +
          '\nmodel AuditLog {\n  id     String @id\n  action String\n}\n',
      },
    },
    {
      name: "drizzle-kit pull writes the database's tables into the `out` folder a config builds with path.resolve: a copy, not the data model",
      base: {
        'package.json': '{ "name": "app" }\n',
        'drizzle.config.ts':
          "import path from 'node:path';\nimport { defineConfig } from 'drizzle-kit';\nexport default defineConfig({ dialect: 'mysql', schema: path.resolve(__dirname, 'src/db/schema.ts'), out: path.resolve(__dirname, 'src/db/migrations') });\n",
        'src/db/schema.ts': drizzleSchema(),
        'src/db/migrations/0000_init.sql':
          'CREATE TABLE `accounts` (`id` int PRIMARY KEY, `email` varchar(255) NOT NULL);\n',
        'src/db/migrations/meta/_journal.json':
          '{ "version": "7", "dialect": "mysql", "entries": [{ "idx": 0, "tag": "0000_init" }] }\n',
      },
      head: {
        'src/db/migrations/0001_baseline.sql': '-- baseline pulled from production; already applied\n',
        'src/db/migrations/schema.ts':
          drizzleSchema() + "\nexport const ledger = mysqlTable('ledger', { id: int('id').primaryKey() });\n",
      },
    },
    {
      name: 'Prisma on MongoDB: a document model gains a field without a migration, though the repository keeps a migrations folder (for another tool)',
      base: {
        'package.json': '{ "name": "app" }\n',
        'prisma/schema.prisma': prismaSchema().replace('"postgresql"', '"mongodb"'),
        'migrations/20240101-add-index.js':
          'module.exports = { async up(db) { await db.collection("users").createIndex({ email: 1 }); } };\n',
      },
      head: { 'prisma/schema.prisma': prismaSchema('\n  nickname String?').replace('"postgresql"', '"mongodb"') },
    },
    {
      name: 'a table dropped and created again: its CREATE TABLE carries every removed and added column',
      base: schemaObjectApp,
      head: recreatedAlerts,
    },
    {
      name: 'Prisma field added with a migration that adds its @map column',
      base: prismaApp,
      head: {
        'prisma/schema.prisma': prismaSchema('\n  displayName      String? @map("display_name")'),
        'prisma/migrations/20250201000000_display_name/migration.sql':
          'ALTER TABLE "users" ADD COLUMN "display_name" TEXT;\n',
      },
    },
    {
      name: 'a comment-only and formatting-only schema change',
      base: prismaApp,
      head: {
        'prisma/schema.prisma': prismaSchema().replace(
          '  stripeCustomerId String? @map("stripe_customer_id")',
          '  /// Stripe customer (cus_...).\n  stripeCustomerId    String?   @map("stripe_customer_id") // set at checkout',
        ),
      },
    },
    {
      name: 'a relation-only Prisma field (no column)',
      base: prismaApp,
      head: {
        'prisma/schema.prisma': prismaSchema().replace(
          '  orders           Order[]',
          '  orders           Order[]\n  lastOrders       Order[] @relation("x")',
        ),
      },
    },
    {
      name: 'a field renamed in code only (same @map column)',
      base: prismaApp,
      head: {
        'prisma/schema.prisma': prismaSchema().replace(
          'stripeCustomerId String? @map("stripe_customer_id")',
          'billingCustomerId String? @map("stripe_customer_id")',
        ),
      },
    },
    {
      name: 'a schema change with no model change (generator block)',
      base: prismaApp,
      head: { 'prisma/schema.prisma': `generator client {\n  provider = "prisma-client-js"\n}\n\n${prismaSchema()}` },
    },
    {
      name: 'Drizzle mysqlTable column added with a migration in the configured out folder',
      base: drizzleApp,
      head: {
        'src/db/schema.ts': drizzleSchema("\n    plan: varchar('plan_code', { length: 32 }),"),
        'db/out/0001_plan.sql': 'ALTER TABLE `accounts` ADD `plan_code` varchar(32);\n',
        'db/out/meta/_journal.json':
          '{ "version": "7", "dialect": "mysql", "entries": [{ "idx": 0, "tag": "0000_init" }, { "idx": 1, "tag": "0001_plan" }] }\n',
      },
    },
    {
      name: "Drizzle with the config's `casing: 'snake_case'`: a column declared by its key alone (`lastLoginAt: int()`) is the migration's last_login_at",
      base: {
        ...drizzleApp,
        'drizzle.config.ts': drizzleApp['drizzle.config.ts'].replace("out: './db/out'", "out: './db/out', casing: 'snake_case'"),
      },
      head: {
        'src/db/schema.ts': drizzleSchema('\n    lastLoginAt: int(),\n    HTMLBody: varchar({ length: 32 }),'),
        'db/out/0001_login.sql': 'ALTER TABLE `accounts` ADD `last_login_at` int;\nALTER TABLE `accounts` ADD `html_body` varchar(32);\n',
      },
    },
    {
      name: "Drizzle: a package's copy of the app's schema declares the same tables; both gain the table the migration creates",
      base: {
        ...drizzleApp,
        'packages/core/drizzle.config.ts':
          "import { defineConfig } from 'drizzle-kit';\nexport default defineConfig({ dialect: 'mysql', schema: './src/db/schema.ts', out: '../../db/out' });\n",
        'packages/core/src/db/schema.ts': drizzleSchema(),
      },
      head: {
        'src/db/schema.ts': `${drizzleSchema()}export const plans = mysqlTable('plans', { id: int('id').primaryKey() });\n`,
        'packages/core/src/db/schema.ts': `${drizzleSchema()}export const plans = mysqlTable('plans', { id: int('id').primaryKey() });\n`,
        'db/out/0001_plans.sql': 'CREATE TABLE `plans` (`id` int PRIMARY KEY);\n',
      },
    },
    {
      name: 'TypeORM: the column added through a helper the migration calls per column',
      base: typeormApp,
      head: paidAtWith(
        '    const add = async (ddl: string) => q.query(`ALTER TABLE "invoices" ADD COLUMN ${ddl}`);\n    await add(\'"paid_at" TIMESTAMP\');',
      ),
    },
    {
      name: 'TypeORM: the column added by a statement written as a concatenation',
      base: typeormApp,
      head: paidAtWith('    await q.query(\'ALTER TABLE "invoices" \' + \'ADD COLUMN "paid_at" TIMESTAMP\');'),
    },
    {
      name: 'TypeORM: a migration that builds its statements from a list of columns naming it',
      base: typeormApp,
      head: columnList('paid_at'),
    },
    {
      name: 'TypeORM column added with a migration class',
      base: typeormApp,
      head: {
        'src/entities/invoice.ts': typeormEntity(
          "\n\n  @Column({ name: 'paid_at', nullable: true })\n  paidAt?: Date;",
        ),
        'src/migrations/1700000000001-PaidAt.ts': `import { MigrationInterface, QueryRunner } from 'typeorm';
export class PaidAt1700000000001 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE "invoices" ADD "paid_at" TIMESTAMP');
  }
  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE "invoices" DROP COLUMN "paid_at"');
  }
}
`,
      },
    },
    {
      name: 'a TypeORM property whose TS type only gains | null (same column)',
      base: typeormApp,
      head: {
        'src/entities/invoice.ts': typeormEntity().replace('amountCents!: number;', 'amountCents!: number | null;'),
      },
    },
    {
      name: 'Sequelize attribute added with a queryInterface migration',
      base: sequelizeApp,
      head: {
        'src/models/project.ts': sequelizeModel("\n    archivedAt: { type: DataTypes.DATE, field: 'archived_at' },"),
        'db/migrations/20240301-archived-at.js':
          "module.exports = { up: async (qi, S) => { await qi.addColumn('projects', 'archived_at', { type: S.DATE }); } };\n",
      },
    },
    {
      name: 'db push: a nullable field and a list with @default([]) lose no data',
      base: pushApp,
      head: {
        'prisma/schema/user.prisma': pushApp['prisma/schema/user.prisma'].replace(
          '  legacy   String?\n',
          '  legacy   String?\n  timezone String?\n  tags     String[] @default([])\n  home     Address?\n',
        ),
      },
    },
    {
      name: 'db push: a folder named migrations of one-off data scripts keeps no migrations (an index added)',
      base: {
        ...pushApp,
        'scripts/migrations/backfill-user-roles.ts':
          "import { prisma } from '../../lib/prisma';\nasync function main() {\n  await prisma.user.updateMany({ data: { role: 'MEMBER' } });\n}\nmain();\n",
      },
      head: {
        'prisma/schema/shift.prisma': pushApp['prisma/schema/shift.prisma'].replace(
          '  @@index([userId(sort: Desc)])\n',
          '  @@index([userId(sort: Desc)])\n  @@index([id, userId])\n',
        ),
      },
    },
    {
      name: 'db push: a model added, and a required field with a default',
      base: pushApp,
      head: {
        'prisma/schema/shift.prisma': `${pushApp['prisma/schema/shift.prisma']}\nmodel Team {\n  id   String @id\n  name String\n}\n`,
        'prisma/schema/user.prisma': pushApp['prisma/schema/user.prisma'].replace(
          '  legacy   String?\n',
          '  legacy   String?\n  locale   String @default("en")\n',
        ),
      },
    },
    {
      name: 'a split schema: a relation list renamed, its model declared in another file',
      base: splitApp,
      head: {
        'prisma/schema/user.prisma': splitApp['prisma/schema/user.prisma'].replace(
          '  shifts   Shift[]',
          '  rota     Shift[]',
        ),
      },
    },
    {
      name: 'a split schema: a relation field added to a model of another file',
      base: splitApp,
      head: {
        'prisma/schema/shift.prisma': splitApp['prisma/schema/shift.prisma'].replace(
          '  @@index',
          '  owner  User?  @relation("owner", fields: [userId], references: [id])\n\n  @@index',
        ),
        'prisma/schema/user.prisma': splitApp['prisma/schema/user.prisma'].replace(
          '  shifts   Shift[]',
          '  shifts   Shift[]\n  owned    Shift[] @relation("owner")',
        ),
      },
    },
    {
      name: 'the first migration added by the change covers the column',
      base: pushApp,
      head: {
        'prisma/schema/user.prisma': pushApp['prisma/schema/user.prisma'].replace('  legacy   String?\n', ''),
        'prisma/schema/migrations/20250301000000_init/migration.sql':
          'CREATE TABLE "User" ("id" TEXT NOT NULL, "email" TEXT NOT NULL);\nALTER TABLE "User" DROP COLUMN "legacy";\n',
      },
    },
    {
      name: 'a code change that mentions pgTable but defines no table',
      base: { 'package.json': '{}\n', 'src/a.ts': 'export const pgTable = 1;\n' },
      head: { 'src/a.ts': 'export const pgTable = 2;\n' },
    },
  ],
  invalid: [
    {
      name: 'an enum value added on PostgreSQL with no migration: the type must gain it',
      base: enumApp,
      head: withEnum('FREE PRO TEAM'),
      errors: [{ file: 'prisma/schema.prisma', message: /enum Plan gains TEAM; no new migration changes enum Plan/ }],
    },
    {
      name: 'look-alike: a new migration that alters another type does not carry the enum',
      base: enumApp,
      head: {
        ...withEnum('FREE PRO TEAM'),
        'prisma/migrations/20250301000000_role/migration.sql': 'ALTER TYPE "Role" ADD VALUE \'AUDITOR\';\n',
      },
      errors: [{ file: 'prisma/schema.prisma', message: /enum Plan gains TEAM/ }],
    },
    {
      name: 'an enum value removed on MySQL with no migration',
      base: { ...enumApp, ...withEnum('FREE PRO LEGACY', 'mysql') },
      head: withEnum('FREE PRO', 'mysql'),
      errors: [{ file: 'prisma/schema.prisma', message: /enum Plan loses LEGACY/ }],
    },
    {
      name: 'look-alike of a column already in the database: an earlier migration added it and a later one dropped it',
      base: {
        ...prismaApp,
        'prisma/migrations/20250301000000_phone/migration.sql': 'ALTER TABLE "users" ADD COLUMN "phone" TEXT;\n',
        'prisma/migrations/20250401000000_drop_phone/migration.sql': 'ALTER TABLE "users" DROP COLUMN "phone";\n',
      },
      head: { 'prisma/schema.prisma': prismaSchema('\n  phone            String?') },
      errors: [{ file: 'prisma/schema.prisma', message: /users\.phone/ }],
    },
    {
      name: "a model the config's `schema` keeps in the `out` folder itself (`drizzle/schema.ts`) is the data model",
      base: {
        'package.json': '{ "name": "app" }\n',
        'drizzle.config.ts':
          "import { defineConfig } from 'drizzle-kit';\nexport default defineConfig({ dialect: 'mysql', schema: './drizzle/schema.ts', out: './drizzle' });\n",
        'drizzle/schema.ts': drizzleSchema(),
        'drizzle/0000_init.sql': 'CREATE TABLE `accounts` (`id` int PRIMARY KEY, `email` varchar(255) NOT NULL);\n',
      },
      head: { 'drizzle/schema.ts': drizzleSchema("\n    plan: varchar('plan', { length: 32 }),") },
      errors: [{ file: 'drizzle/schema.ts', message: /plan/ }],
    },
    {
      name: 'look-alike: the same field on PostgreSQL needs its migration',
      base: prismaApp,
      head: { 'prisma/schema.prisma': prismaSchema('\n  nickname String?') },
      errors: [{ file: 'prisma/schema.prisma' }],
    },
    {
      name: 'look-alike: a migration whose list of columns names another column of the table',
      base: typeormApp,
      head: columnList('sent_at'),
      errors: [{ file: 'src/entities/invoice.ts', severity: 'blocking', message: /paid_at/ }],
    },
    {
      name: 'look-alike: a migrations folder of Knex modules (they define up) keeps migrations',
      base: {
        ...pushApp,
        'db/migrations/20240101_init.ts':
          "export async function up(knex) {\n  await knex.schema.createTable('Shift', (t) => t.string('id'));\n}\nexport async function down() {}\n",
      },
      head: {
        'prisma/schema/shift.prisma': pushApp['prisma/schema/shift.prisma'].replace(
          '  @@index([userId(sort: Desc)])\n',
          '  @@index([userId(sort: Desc)])\n  @@index([id, userId])\n',
        ),
      },
      errors: [{ file: 'prisma/schema/shift.prisma', message: /index on Shift/ }],
    },
    {
      name: 'Prisma field added without a migration',
      base: prismaApp,
      head: { 'prisma/schema.prisma': prismaSchema('', '\n  note   String?') },
      errors: [
        {
          file: 'prisma/schema.prisma',
          line: 19,
          severity: 'blocking',
          message: /Order\.note/,
          fix: /prisma migrate dev/,
          related: ['prisma/migrations'],
        },
      ],
    },
    {
      name: 'a new migration that mentions a different table does not cover the change',
      base: prismaApp,
      head: {
        'prisma/schema.prisma': prismaSchema('', '\n  note   String?'),
        'prisma/migrations/20250201000000_x/migration.sql': 'ALTER TABLE "users" ADD COLUMN "note" TEXT;\n',
      },
      errors: [
        {
          file: 'prisma/schema.prisma',
          line: 19,
          message: /no new migration mentions Order\.note/,
          related: ['prisma/migrations/20250201000000_x/migration.sql'],
        },
      ],
    },
    {
      name: 'an @@index added without a migration',
      base: prismaApp,
      head: { 'prisma/schema.prisma': prismaSchema('', '\n\n  @@index([userId])') },
      errors: [{ file: 'prisma/schema.prisma', line: 20, message: /index on Order\(userId\)/ }],
    },
    {
      name: 'a field made required (nullability change)',
      base: prismaApp,
      head: {
        'prisma/schema.prisma': prismaSchema().replace(
          'stripeCustomerId String? @map',
          'stripeCustomerId String  @map',
        ),
      },
      errors: [{ file: 'prisma/schema.prisma', line: 9, message: /required/ }],
    },
    {
      name: 'datasource relationMode changed',
      base: prismaApp,
      head: { 'prisma/schema.prisma': prismaSchema('', '', '\n  relationMode = "prisma"') },
      errors: [{ file: 'prisma/schema.prisma', line: 4, message: /relationMode/ }],
    },
    {
      name: 'Drizzle mysqlTable column added without a migration',
      base: drizzleApp,
      head: { 'src/db/schema.ts': drizzleSchema("\n    plan: varchar('plan_code', { length: 32 }),") },
      errors: [{ file: 'src/db/schema.ts', line: 8, message: /accounts\.plan_code/, fix: /db\/out/ }],
    },
    {
      name: 'Drizzle with no `casing` in its config: the key is the column, so a migration adding last_login_at is another column',
      base: drizzleApp,
      head: {
        'src/db/schema.ts': drizzleSchema('\n    lastLoginAt: int(),'),
        'db/out/0001_login.sql': 'ALTER TABLE `accounts` ADD `last_login_at` int;\n',
      },
      errors: [{ file: 'src/db/schema.ts', line: 8, message: /accounts\.lastLoginAt/ }],
    },
    {
      name: "Drizzle with `casing: 'snake_case'` for another schema file: this file's key-only column keeps its key",
      base: {
        ...drizzleApp,
        'drizzle.config.ts': drizzleApp['drizzle.config.ts'],
        'packages/billing/drizzle.config.ts':
          "import { defineConfig } from 'drizzle-kit';\nexport default defineConfig({ dialect: 'mysql', schema: './schema.ts', out: './out', casing: 'snake_case' });\n",
      },
      head: {
        'src/db/schema.ts': drizzleSchema('\n    lastLoginAt: int(),'),
        'db/out/0001_login.sql': 'ALTER TABLE `accounts` ADD `last_login_at` int;\n',
      },
      errors: [{ file: 'src/db/schema.ts', line: 8, message: /accounts\.lastLoginAt/ }],
    },
    {
      name: 'Drizzle on a schema object (`app.table` of `pgSchema`): a column added without a migration',
      base: schemaObjectApp,
      head: {
        'db/schema/alerts.ts': schemaObjectApp['db/schema/alerts.ts'].replace(
          "  note: text('note'),",
          "  note: text('note'),\n  seenAt: text('seen_at'),",
        ),
      },
      errors: [{ file: 'db/schema/alerts.ts', line: 10, message: /alerts\.seen_at/ }],
    },
    {
      name: 'Drizzle index added without a migration',
      base: drizzleApp,
      head: { 'src/db/schema.ts': drizzleSchema('', "index('accounts_email_idx').on(t.email)") },
      errors: [{ file: 'src/db/schema.ts', line: 9, message: /index on accounts\(email\)/ }],
    },
    {
      name: 'TypeORM column added without a migration',
      base: typeormApp,
      head: {
        'src/entities/invoice.ts': typeormEntity(
          "\n\n  @Column({ name: 'paid_at', nullable: true })\n  paidAt?: Date;",
        ),
      },
      errors: [{ file: 'src/entities/invoice.ts', line: 11, message: /invoices\.paid_at/, fix: /src\/migrations/ }],
    },
    {
      name: 'Sequelize attribute added without a migration',
      base: sequelizeApp,
      head: {
        'src/models/project.ts': sequelizeModel("\n    archivedAt: { type: DataTypes.DATE, field: 'archived_at' },"),
      },
      errors: [{ file: 'src/models/project.ts', line: 9, message: /projects\.archived_at/ }],
    },
    {
      name: 'db push: an enum value removed is a warning that the push fails on the rows that hold it',
      base: { 'package.json': '{ "name": "app" }\n', ...withEnum('FREE PRO LEGACY') },
      head: withEnum('FREE PRO'),
      errors: [
        {
          file: 'prisma/schema.prisma',
          severity: 'warning',
          message:
            /enum Plan loses LEGACY\. This project keeps no migrations, so the next `prisma db push` fails on the rows that hold LEGACY/,
          fix: /Move the rows that hold LEGACY to another value of Plan first/,
        },
      ],
    },
    {
      name: 'db push: a removed column is a warning that the push drops its data',
      base: pushApp,
      head: { 'prisma/schema/user.prisma': pushApp['prisma/schema/user.prisma'].replace('  legacy   String?\n', '') },
      errors: [
        {
          file: 'prisma/schema/user.prisma',
          line: 16,
          severity: 'warning',
          message: /keeps no migrations, so the next `prisma db push` drops column User\.legacy/,
          fix: /--accept-data-loss/,
        },
      ],
    },
    {
      name: 'db push: a required column without a default is a warning that the push fails on existing rows',
      base: pushApp,
      head: {
        'prisma/schema/user.prisma': pushApp['prisma/schema/user.prisma'].replace(
          '  legacy   String?\n',
          '  legacy   String?\n  timezone String\n',
        ),
      },
      errors: [
        {
          file: 'prisma/schema/user.prisma',
          line: 17,
          severity: 'warning',
          message: /cannot add the required column User\.timezone/,
          fix: /default or make it optional/,
        },
      ],
    },
    {
      name: 'db push with Drizzle (no out folder on the base): a dropped column is a warning',
      base: {
        'package.json': '{ "name": "app", "scripts": { "db:push": "drizzle-kit push" } }\n',
        'src/db/schema.ts': drizzleSchema("\n    plan: varchar('plan_code', { length: 32 }),"),
      },
      head: { 'src/db/schema.ts': drizzleSchema() },
      errors: [
        {
          file: 'src/db/schema.ts',
          severity: 'warning',
          message: /`drizzle-kit push` drops column accounts\.plan_code/,
        },
      ],
    },
    {
      name: 'a split schema: a column added beside a relation to another file; the folder is related without a line',
      base: splitApp,
      head: {
        'prisma/schema/shift.prisma': splitApp['prisma/schema/shift.prisma'].replace(
          '  userId String\n',
          '  userId String\n  notes  String?\n',
        ),
      },
      errors: [
        {
          file: 'prisma/schema/shift.prisma',
          line: 4,
          severity: 'blocking',
          message: /Shift\.notes/,
          fix: /--create-only --name add_shift_notes --schema prisma\/schema`.*prisma\/schema\/migrations\/<timestamp>_add_shift_notes\/migration\.sql/,
          relatedPlaces: ['prisma/schema/migrations'],
        },
      ],
    },
    {
      name: 'a Prisma model added without a migration',
      base: prismaApp,
      head: { 'prisma/schema.prisma': `${prismaSchema()}\nmodel Coupon {\n  id   String @id\n  code String\n}\n` },
      errors: [{ file: 'prisma/schema.prisma', line: 21, message: /model Coupon/ }],
    },
  ],
});
