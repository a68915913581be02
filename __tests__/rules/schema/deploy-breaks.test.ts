import { recreatedAlerts, schemaObjectApp } from '../../helpers/schema-apps';
import { ruleTester } from '../../helpers/rule-tester';

const datasource = (provider: string) =>
  `datasource db {\n  provider = "${provider}"\n  url      = env("DATABASE_URL")\n}\n\n`;
const models = (userFields: string) =>
  `model User {\n  id    String @id\n${userFields}\n  email String\n}\n\nmodel Coupon {\n  id   String @id\n  code String\n}\n`;

const prismaApp = {
  'package.json': '{ "name": "app", "dependencies": { "@prisma/client": "^6.0.0" } }\n',
  'prisma/schema.prisma': datasource('postgresql') + models('  stripeCustomerId String?'),
  'prisma/migrations/migration_lock.toml': 'provider = "postgresql"\n',
  'prisma/migrations/20250101000000_init/migration.sql':
    'CREATE TABLE "User" ("id" TEXT NOT NULL, "stripeCustomerId" TEXT, "email" TEXT NOT NULL);\nCREATE TABLE "Coupon" ("id" TEXT NOT NULL, "code" TEXT NOT NULL);\n',
  'src/db.ts': "import { PrismaClient } from '@prisma/client';\nexport const prisma = new PrismaClient();\n",
  'src/billing.ts': `import { prisma } from './db';

export async function customerOf(userId: string) {
  const user = await prisma.user.findUnique({ where: { id: userId } });
  return user?.stripeCustomerId ?? null;
}
`,
  'src/coupons.ts': `import { prisma } from './db';

export function coupons() {
  return prisma.coupon.findMany();
}
`,
};

/** The app with an enum column (`Coupon.status`), and Prisma's migration that retypes it to `values`. */
const enumApp = {
  ...prismaApp,
  'prisma/schema.prisma': prismaApp['prisma/schema.prisma']
    .replace('  code String\n', '  code String\n  status CouponStatus @default(active)\n')
    .concat('\nenum CouponStatus {\n  active\n  paused // kept for old coupons\n  expired\n}\n'),
};
const retypeEnum = (values: string) => ({
  'prisma/migrations/20250301000000_status/migration.sql': `BEGIN;
CREATE TYPE "CouponStatus_new" AS ENUM (${values});
ALTER TABLE "Coupon" ALTER COLUMN "status" DROP DEFAULT;
ALTER TABLE "Coupon" ALTER COLUMN "status" TYPE "CouponStatus_new" USING ("status"::text::"CouponStatus_new");
ALTER TYPE "CouponStatus" RENAME TO "CouponStatus_old";
ALTER TYPE "CouponStatus_new" RENAME TO "CouponStatus";
DROP TYPE "CouponStatus_old";
COMMIT;
`,
});

/** The head code of a PR that stops using the column (what the new version does). */
const codeWithout = {
  'src/billing.ts': `import { prisma } from './db';

export async function customerOf(userId: string) {
  const user = await prisma.user.findUnique({ where: { id: userId } });
  return user?.id ?? null;
}
`,
};

const drizzleApp = {
  'package.json': '{ "name": "web", "dependencies": { "drizzle-orm": "^0.40.0", "postgres": "^3.4.0" } }\n',
  'drizzle.config.ts': "export default { dialect: 'postgresql', schema: './db/schema.ts', out: './drizzle' };\n",
  'db/schema.ts': `import { pgTable, text, uuid } from 'drizzle-orm/pg-core';

export const subscriptions = pgTable('subscriptions', {
  id: uuid('id').primaryKey(),
  plan: text('plan'),
  status: text('status').notNull(),
});
`,
  'drizzle/0000_init.sql':
    'CREATE TABLE "subscriptions" ("id" uuid PRIMARY KEY, "plan" text, "status" text NOT NULL);\n',
  'drizzle/meta/_journal.json': '{ "version": "7", "entries": [{ "idx": 0, "tag": "0000_init" }] }\n',
  'lib/subscriptions.ts': `import { db } from './db';
import { subscriptions } from '../db/schema';

export function all() {
  return db.select().from(subscriptions);
}
`,
};

/**
 * A Drizzle app whose `members.status` is a `pgEnum` of values kept in a shared constant, and
 * drizzle-kit's migration that drops the type and creates it again with `values`.
 */
const drizzleEnumApp = {
  ...drizzleApp,
  'lib/shared/enums.ts': "export const MEMBER_STATUS_VALUES = ['active', 'expired', 'cancelled'] as const;\n",
  'db/schema.ts': `import { pgEnum, pgTable, uuid } from 'drizzle-orm/pg-core';
import { MEMBER_STATUS_VALUES } from '../lib/shared/enums';

export const memberStatus = pgEnum('member_status', MEMBER_STATUS_VALUES);
export const members = pgTable('members', {
  id: uuid('id').primaryKey(),
  status: memberStatus('status').notNull(),
});
`,
  'drizzle/0000_init.sql':
    'CREATE TYPE "public"."member_status" AS ENUM(\'active\', \'expired\', \'cancelled\');--> statement-breakpoint\nCREATE TABLE "members" ("id" uuid PRIMARY KEY, "status" "member_status" NOT NULL);\n',
  'lib/members.ts': `import { db } from './db';
import { members } from '../db/schema';

export function all() {
  return db.select().from(members);
}
`,
};
const recreateEnum = (values: string) => ({
  'drizzle/0001_status.sql': `ALTER TABLE "members" ALTER COLUMN "status" SET DATA TYPE text;--> statement-breakpoint
UPDATE "members" SET "status" = 'resigned' WHERE "status" = 'expired';--> statement-breakpoint
DROP TYPE "public"."member_status";--> statement-breakpoint
CREATE TYPE "public"."member_status" AS ENUM(${values});--> statement-breakpoint
ALTER TABLE "members" ALTER COLUMN "status" SET DATA TYPE "public"."member_status" USING "status"::"public"."member_status";
`,
});

const typeormApp = {
  'package.json': '{ "name": "api", "dependencies": { "typeorm": "^0.3.20", "pg": "^8.0.0" } }\n',
  'src/data-source.ts':
    "import { DataSource } from 'typeorm';\nexport const ds = new DataSource({ type: 'postgres', migrations: ['src/migrations/*.ts'] });\n",
  'src/user.entity.ts': `import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('user')
export class User {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ name: 'legacy_name', nullable: true }) legacyName?: string;
  @Column() email!: string;
}
`,
  'src/users.service.ts': `import { Repository } from 'typeorm';
import { User } from './user.entity';

export class UsersService {
  constructor(private readonly users: Repository<User>) {}
  find(id: string) {
    return this.users.findOneBy({ id });
  }
}
`,
  'src/migrations/1700000000000-Init.ts': `import { MigrationInterface, QueryRunner } from 'typeorm';
export class Init1700000000000 implements MigrationInterface {
  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('CREATE TABLE "user" ("id" uuid PRIMARY KEY, "legacy_name" text, "email" text NOT NULL)');
  }
  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "user"');
  }
}
`,
};

const knexApp = {
  'package.json': '{ "name": "api", "dependencies": { "knex": "^3.1.0", "pg": "^8.0.0" } }\n',
  'knexfile.js': "module.exports = { client: 'pg', migrations: { directory: './migrations' } };\n",
  'migrations/20240101_init.js':
    "exports.up = (knex) => knex.schema.createTable('orders', (t) => { t.increments('id'); t.integer('total'); });\nexports.down = (knex) => knex.schema.dropTable('orders');\n",
  'src/orders.js': "const db = require('./db');\nexports.totals = () => db.raw('SELECT id, total FROM orders');\n",
};

const dbmateApp = {
  'package.json': '{ "name": "svc", "dependencies": { "pg": "^8.0.0" } }\n',
  'db/migrations/20240101000000_init.sql':
    '-- migrate:up\nCREATE TABLE orders (id bigserial PRIMARY KEY, note text);\n\n-- migrate:down\nDROP TABLE orders;\n',
  'src/orders.ts':
    "import { sql } from './db';\nexport const notes = () => sql`SELECT note FROM orders WHERE id > 0`;\n",
};

/** A query builder that names columns qualified by their table or an alias (`'cat.include_in_nav'`). */
const builderApp = (query: string) => ({
  'package.json': '{ "name": "shop", "dependencies": { "pg": "^8.0.0" } }\n',
  'db/migrations/20240101000000_init.sql':
    '-- migrate:up\nCREATE TABLE category (id bigserial PRIMARY KEY, status text, include_in_nav boolean);\n',
  'src/menu.ts': `import { select } from './builder';\nexport const menu = () => select().from('category', 'cat')${query};\n`,
});
const dropColumn = (column: string) => ({
  'db/migrations/20240201000000_drop.sql': `-- migrate:up\nALTER TABLE category DROP COLUMN ${column};\n`,
});

/** A Supabase app whose server action calls a database function through PostgREST's rpc. */
const supabaseApp = {
  'package.json': '{ "name": "app", "dependencies": { "@supabase/supabase-js": "^2.0.0" } }\n',
  'supabase/migrations/20250101000000_init.sql': `CREATE TABLE projects (id uuid PRIMARY KEY, name text NOT NULL, path text);
CREATE FUNCTION add_project(p_org uuid, p_name text) RETURNS uuid LANGUAGE sql AS $$ INSERT INTO projects (id, name) VALUES (gen_random_uuid(), p_name) RETURNING id $$;
`,
  'app/actions/addProject.ts': `'use server';
import { createClient } from '@/lib/supabase';
export async function addProject(org: string, name: string) {
  const supabase = await createClient();
  return supabase.rpc('add_project', { p_org: org, p_name: name });
}
`,
};
const replaceFunction = (params: string) => ({
  'supabase/migrations/20250201000000_add_path.sql': `DROP FUNCTION IF EXISTS public.add_project(uuid, text);
CREATE OR REPLACE FUNCTION public.add_project(${params}) RETURNS uuid LANGUAGE sql AS $$ SELECT gen_random_uuid() $$;
`,
});

/** The app with a text column (`Coupon.status`, a Prisma `String`) the PR may turn into the enum beside it. */
const statusApp = {
  ...prismaApp,
  'prisma/schema.prisma': prismaApp['prisma/schema.prisma']
    .replace('  code String\n', '  code String\n  status String\n')
    .concat('\nenum CouponStatus {\n  active\n  expired\n}\n'),
  'prisma/migrations/20250101000000_init/migration.sql': prismaApp[
    'prisma/migrations/20250101000000_init/migration.sql'
  ].replace('"code" TEXT NOT NULL)', '"code" TEXT NOT NULL, "status" TEXT NOT NULL)'),
};
/** Prisma's migration for `status String` becoming `status CouponStatus`: the column dropped and added again. */
const statusToEnum = {
  'prisma/schema.prisma': statusApp['prisma/schema.prisma'].replace(
    '  status String\n',
    '  status CouponStatus @default(active)\n',
  ),
  'prisma/migrations/20250301000000_status_enum/migration.sql': `-- AlterTable
ALTER TABLE "Coupon" DROP COLUMN "status",
ADD COLUMN     "status" "CouponStatus" NOT NULL DEFAULT 'active';
`,
};

ruleTester('schema/deploy-breaks', {
  valid: [
    {
      name: 'look-alike of a type change done as drop and add: the column is one an earlier migration of the same PR added',
      base: { ...dbmateApp, 'src/orders.ts': dbmateApp['src/orders.ts'].replace('SELECT note', 'SELECT note, tag') },
      head: {
        'db/migrations/20240201000000_tag.sql': '-- migrate:up\nALTER TABLE orders ADD COLUMN tag text;\n',
        'db/migrations/20240202000000_tag_int.sql':
          '-- migrate:up\nALTER TABLE orders DROP COLUMN tag, ADD COLUMN tag integer;\n',
      },
    },
    {
      name: 'look-alike of a type change done as drop and add: the running version never uses the column',
      base: { ...statusApp, 'src/coupons.ts': 'export const none = 1;\n' },
      head: statusToEnum,
    },
    {
      name: 'look-alike of a drop and add: a new column added beside the drop of one the running version never uses',
      base: { ...statusApp, 'src/coupons.ts': 'export const none = 1;\n' },
      head: {
        'prisma/migrations/20250301000000_label/migration.sql':
          'ALTER TABLE "Coupon" DROP COLUMN "status",\nADD COLUMN     "label" TEXT;\n',
      },
    },
    {
      name: "look-alike: a query builder names another table's alias with a generic column of the same name",
      base: builderApp(".where('o.status', '=', 'open')"),
      head: dropColumn('status'),
    },
    {
      name: 'a database function dropped and created again with a new parameter that has a default (old calls still fit)',
      base: supabaseApp,
      head: replaceFunction('p_org uuid, p_name text, p_path text DEFAULT NULL'),
    },
    {
      name: 'a database function nothing in the running version calls is dropped',
      base: { ...supabaseApp, 'app/actions/addProject.ts': 'export const noop = () => null;\n' },
      head: {
        'supabase/migrations/20250201000000_drop.sql': 'DROP FUNCTION IF EXISTS public.add_project(uuid, text);\n',
      },
    },
    {
      name: 'a contract step: the base code no longer uses the column (the model dropped it in an earlier PR)',
      base: {
        ...prismaApp,
        'prisma/schema.prisma': datasource('postgresql') + models('  name String?'),
        ...codeWithout,
      },
      head: {
        'prisma/migrations/20250201000000_drop_legacy/migration.sql':
          'ALTER TABLE "User" DROP COLUMN "stripeCustomerId";\n',
      },
    },
    {
      name: 'a rename done as ADD COLUMN and a backfill, the code reading both',
      base: prismaApp,
      head: {
        'prisma/schema.prisma':
          datasource('postgresql') + models('  stripeCustomerId String?\n  billingCustomerId String?'),
        'prisma/migrations/20250201000000_expand/migration.sql':
          'ALTER TABLE "User" ADD COLUMN "billingCustomerId" TEXT;\nUPDATE "User" SET "billingCustomerId" = "stripeCustomerId";\n',
        'src/billing.ts': prismaApp['src/billing.ts'].replace(
          'user?.stripeCustomerId',
          'user?.billingCustomerId ?? user?.stripeCustomerId',
        ),
      },
    },
    {
      name: 'a column the same PR adds and drops again',
      base: prismaApp,
      head: {
        'prisma/migrations/20250201000000_add/migration.sql': 'ALTER TABLE "User" ADD COLUMN "tmp" TEXT;\n',
        'prisma/migrations/20250202000000_drop/migration.sql': 'ALTER TABLE "User" DROP COLUMN "tmp";\n',
      },
    },
    {
      name: 'a table the same PR creates and drops',
      base: prismaApp,
      head: {
        'prisma/migrations/20250201000000_t/migration.sql': 'CREATE TABLE "Tmp" ("id" TEXT);\nDROP TABLE "Tmp";\n',
      },
    },
    {
      name: 'look-alike of a table dropped and created again: the running version never queries it',
      base: { ...schemaObjectApp, 'lib/alerts.ts': 'export const none = 1;\n' },
      head: recreatedAlerts,
    },
    {
      name: 'a column of a model the running version never queries',
      base: { ...prismaApp, 'src/coupons.ts': 'export const none = 1;\n' },
      head: {
        'prisma/schema.prisma':
          datasource('postgresql') + models('  stripeCustomerId String?').replace('  code String\n', ''),
        'prisma/migrations/20250201000000_drop_code/migration.sql': 'ALTER TABLE "Coupon" DROP COLUMN "code";\n',
      },
    },
    {
      name: 'the running version queries the model with a select that leaves the column out',
      base: {
        ...prismaApp,
        'src/billing.ts': `import { prisma } from './db';

export async function emailOf(userId: string) {
  const user = await prisma.user.findUnique({ where: { id: userId }, select: { email: true } });
  await prisma.user.updateMany({ where: { email: 'x' }, data: { email: 'y' } });
  return user?.email ?? null;
}
`,
      },
      head: {
        'prisma/schema.prisma': datasource('postgresql') + models(''),
        'prisma/migrations/20250201000000_drop/migration.sql': 'ALTER TABLE "User" DROP COLUMN "stripeCustomerId";\n',
      },
    },
    {
      name: 'Drizzle: the running version selects named columns only, and inserts without returning',
      base: {
        ...drizzleApp,
        'lib/subscriptions.ts': `import { db } from './db';
import { subscriptions } from '../db/schema';

export function statuses() {
  return db.select({ id: subscriptions.id, status: subscriptions.status }).from(subscriptions);
}
export function start(id: string) {
  return db.insert(subscriptions).values({ id, status: 'active' });
}
`,
      },
      head: {
        'db/schema.ts': drizzleApp['db/schema.ts'].replace("  plan: text('plan'),\n", ''),
        'drizzle/0001_drop_plan.sql': 'ALTER TABLE "subscriptions" DROP COLUMN "plan";\n',
      },
    },
    {
      name: 'a type change the running version reads the same way (varchar to text)',
      base: prismaApp,
      head: {
        'prisma/migrations/20250201000000_text/migration.sql':
          'ALTER TABLE "User" ALTER COLUMN "stripeCustomerId" SET DATA TYPE TEXT;\n',
      },
    },
    {
      name: "look-alike of an enum narrowed: Prisma's retype only adds a value (every old one is kept)",
      base: enumApp,
      head: retypeEnum("'active', 'paused', 'expired', 'archived'"),
    },
    {
      name: "look-alike of drizzle-kit's enum narrowing: the type created again keeps every value of the base's pgEnum and adds one",
      base: drizzleEnumApp,
      head: recreateEnum("'active', 'expired', 'cancelled', 'resigned'"),
    },
    {
      name: 'a SQLite table rebuilt under another name and renamed into place keeps its columns',
      base: {
        ...prismaApp,
        'prisma/schema.prisma': datasource('sqlite') + models('  stripeCustomerId String?'),
        'prisma/migrations/migration_lock.toml': 'provider = "sqlite"\n',
      },
      head: {
        'prisma/migrations/20250201000000_rebuild/migration.sql':
          'CREATE TABLE "new_User" ("id" TEXT NOT NULL PRIMARY KEY, "stripeCustomerId" TEXT, "email" TEXT NOT NULL);\nINSERT INTO "new_User" ("id", "stripeCustomerId", "email") SELECT "id", "stripeCustomerId", "email" FROM "User";\nDROP TABLE "User";\nALTER TABLE "new_User" RENAME TO "User";\n',
      },
    },
    {
      name: 'a ClickHouse migration (goose) is not judged',
      base: {
        'package.json': '{ "name": "root", "dependencies": { "pg": "^8.0.0" } }\n',
        'internal/clickhouse/package.json': '{ "name": "ch", "dependencies": { "@clickhouse/client": "^1.0.0" } }\n',
        'internal/clickhouse/schema/001_init.sql':
          '-- +goose Up\nCREATE TABLE events (id String, note String) ENGINE = MergeTree ORDER BY id;\n',
        'internal/clickhouse/src/query.ts': "export const q = 'SELECT note FROM events';\n",
      },
      head: {
        'internal/clickhouse/schema/002_drop.sql': '-- +goose Up\nALTER TABLE events DROP COLUMN note;\n',
      },
    },
  ],
  invalid: [
    {
      name: 'Prisma: a String column turned into an enum, generated as DROP COLUMN and ADD COLUMN of the same name',
      base: statusApp,
      head: statusToEnum,
      errors: [
        {
          file: 'prisma/migrations/20250301000000_status_enum/migration.sql',
          line: 2,
          severity: 'blocking',
          message:
            /changes the type of Coupon\.status from String to CouponStatus by dropping the column and adding it back.*loses every row's value, and the running version still uses it as String: its Prisma client selects every column of Coupon.*those queries fail until the rollout ends/,
          fix: /expand and contract.*take the DROP COLUMN and ADD COLUMN out.*backfill.*drop "status" in a later PR/,
          relatedPlaces: ['src/coupons.ts:4'],
        },
      ],
    },
    {
      name: 'raw SQL: a column dropped and added again by two statements of one migration, the running version naming it',
      base: dbmateApp,
      head: {
        'db/migrations/20240201000000_note_json.sql':
          '-- migrate:up\nALTER TABLE orders DROP COLUMN note;\nALTER TABLE orders ADD COLUMN note jsonb;\n',
      },
      errors: [
        {
          file: 'db/migrations/20240201000000_note_json.sql',
          line: 2,
          message:
            /drops orders\.note and adds it back as jsonb.*loses every row's value.*names it in raw SQL.*every old value is gone/,
          related: ['src/orders.ts'],
        },
      ],
    },
    {
      name: 'Prisma: a column dropped and added again with a type of the same kind (the values are lost, the queries still fit)',
      base: statusApp,
      head: {
        'prisma/migrations/20250301000000_code/migration.sql':
          'ALTER TABLE "Coupon" DROP COLUMN "code",\nADD COLUMN     "code" VARCHAR(40) NOT NULL DEFAULT \'\';\n',
      },
      errors: [
        {
          file: 'prisma/migrations/20250301000000_code/migration.sql',
          line: 1,
          message:
            /drops Coupon\.code and adds it back as String \(DROP COLUMN and ADD COLUMN\), which empties it.*emptied column/,
          fix: /change the column in place/,
        },
      ],
    },
    {
      name: 'a new column added beside the DROP COLUMN of one the running version selects is a drop, not a type change',
      base: statusApp,
      head: {
        'prisma/migrations/20250301000000_label/migration.sql':
          'ALTER TABLE "Coupon" DROP COLUMN "status",\nADD COLUMN     "label" TEXT;\n',
      },
      errors: [
        {
          file: 'prisma/migrations/20250301000000_label/migration.sql',
          line: 1,
          message: /^DROP COLUMN "status" removes Coupon\.status.*data is lost/,
        },
      ],
    },
    {
      name: "an enum retyped without values the running version's client still reads (Prisma's drop of enum values)",
      base: enumApp,
      head: retypeEnum("'active', 'expired'"),
      errors: [
        {
          file: 'prisma/migrations/20250301000000_status/migration.sql',
          line: 4,
          message: /without 'paused' of CouponStatus/,
          related: ['src/coupons.ts'],
        },
      ],
    },
    {
      name: "drizzle-kit drops an enum type and creates it again without values of the base's pgEnum (its list a shared constant)",
      base: drizzleEnumApp,
      head: recreateEnum("'active', 'resigned'"),
      errors: [
        {
          file: 'drizzle/0001_status.sql',
          line: 5,
          message: /without 'expired', 'cancelled' of member_status/,
          related: ['lib/members.ts'],
        },
      ],
    },
    {
      name: 'DROP COLUMN of a column a query builder of the running version names qualified by an alias',
      base: builderApp(".where('cat.include_in_nav', '=', true)"),
      head: dropColumn('include_in_nav'),
      errors: [{ file: 'db/migrations/20240201000000_drop.sql', line: 2, related: ['src/menu.ts'] }],
    },
    {
      name: 'a database function the running version calls through rpc is dropped and created again with a required parameter',
      base: supabaseApp,
      head: replaceFunction('p_org uuid, p_name text, p_path text'),
      errors: [
        {
          file: 'supabase/migrations/20250201000000_add_path.sql',
          line: 1,
          message: /add_project.*require `p_path`.*app\/actions\/addProject\.ts:5/,
          related: ['app/actions/addProject.ts'],
        },
      ],
    },
    {
      name: 'a database function the running version calls is dropped',
      base: supabaseApp,
      head: {
        'supabase/migrations/20250201000000_drop.sql': 'DROP FUNCTION IF EXISTS public.add_project(uuid, text);\n',
      },
      errors: [{ file: 'supabase/migrations/20250201000000_drop.sql', line: 1, message: /removes the function/ }],
    },
    {
      name: 'Prisma: a DROP COLUMN of a column the running version selects, its use removed from the head code',
      base: prismaApp,
      head: {
        'prisma/schema.prisma': datasource('postgresql') + models(''),
        'prisma/migrations/20250201000000_drop/migration.sql':
          '-- AlterTable\nALTER TABLE "User" DROP COLUMN "stripeCustomerId";\n',
        ...codeWithout,
      },
      errors: [
        {
          file: 'prisma/migrations/20250201000000_drop/migration.sql',
          line: 2,
          severity: 'blocking',
          message: /DROP COLUMN "stripeCustomerId".*Prisma client selects every column of User.*data is lost/,
          fix: /take the DROP COLUMN out.*later PR/,
          relatedPlaces: ['src/billing.ts:4', 'prisma/schema.prisma:8'],
        },
      ],
    },
    {
      name: 'Prisma: RENAME COLUMN of a column the running version reads',
      base: prismaApp,
      head: {
        'prisma/schema.prisma': datasource('postgresql') + models('  billingCustomerId String?'),
        'prisma/migrations/20250201000000_rename/migration.sql':
          'ALTER TABLE "User" RENAME COLUMN "stripeCustomerId" TO "billingCustomerId";\n',
        'src/billing.ts': prismaApp['src/billing.ts'].replace('stripeCustomerId', 'billingCustomerId'),
      },
      errors: [
        {
          file: 'prisma/migrations/20250201000000_rename/migration.sql',
          line: 1,
          message: /RENAME COLUMN "stripeCustomerId" TO "billingCustomerId"/,
          fix: /ADD COLUMN "billingCustomerId".*UPDATE "User" SET "billingCustomerId" = "stripeCustomerId".*drop "stripeCustomerId" in a later PR/,
          related: ['src/billing.ts'],
        },
      ],
    },
    {
      name: 'Prisma: an @map change generated as DROP COLUMN and ADD COLUMN',
      base: prismaApp,
      head: {
        'prisma/schema.prisma':
          datasource('postgresql') + models('  stripeCustomerId String? @map("stripe_customer_id")'),
        'prisma/migrations/20250201000000_map/migration.sql':
          'ALTER TABLE "User" DROP COLUMN "stripeCustomerId",\nADD COLUMN     "stripe_customer_id" TEXT;\n',
      },
      errors: [
        {
          file: 'prisma/migrations/20250201000000_map/migration.sql',
          line: 1,
          message:
            /renames User.stripeCustomerId to stripe_customer_id as a DROP COLUMN and an ADD COLUMN.*loses every value/,
        },
      ],
    },
    {
      name: 'Prisma: DROP TABLE of a model the running version queries',
      base: prismaApp,
      head: {
        'prisma/schema.prisma':
          datasource('postgresql') + models('  stripeCustomerId String?').replace(/model Coupon[\s\S]*$/, ''),
        'prisma/migrations/20250201000000_drop_coupon/migration.sql': 'DROP TABLE "Coupon";\n',
        'src/coupons.ts': 'export function coupons() {\n  return [];\n}\n',
      },
      errors: [
        {
          file: 'prisma/migrations/20250201000000_drop_coupon/migration.sql',
          line: 1,
          message: /DROP TABLE "Coupon"/,
          relatedPlaces: ['src/coupons.ts:4'],
        },
      ],
    },
    {
      name: 'Drizzle on a schema object (`app.table`): a table dropped and created again without columns the running version selects',
      base: schemaObjectApp,
      head: recreatedAlerts,
      errors: [
        {
          file: 'drizzle/0001_reshape/migration.sql',
          line: 1,
          message: /DROP TABLE "alerts" removes the table.*Drizzle table selects every column of alerts/,
          related: ['lib/alerts.ts'],
        },
      ],
    },
    {
      name: 'Drizzle: a dropped column of a table the running version selects whole',
      base: drizzleApp,
      head: {
        'db/schema.ts': drizzleApp['db/schema.ts'].replace("  plan: text('plan'),\n", ''),
        'drizzle/0001_drop_plan.sql': 'ALTER TABLE "subscriptions" DROP COLUMN "plan";\n',
      },
      errors: [
        {
          file: 'drizzle/0001_drop_plan.sql',
          line: 1,
          message: /Drizzle table selects every column of subscriptions/,
          related: ['lib/subscriptions.ts'],
        },
      ],
    },
    {
      name: 'TypeORM: queryRunner.dropColumn of an entity column (mapped with name:)',
      base: typeormApp,
      head: {
        'src/migrations/1710000000000-DropLegacy.ts': `import { MigrationInterface, QueryRunner } from 'typeorm';
export class DropLegacy1710000000000 implements MigrationInterface {
  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('user', 'legacy_name');
  }
  public async down(queryRunner: QueryRunner): Promise<void> {}
}
`,
      },
      errors: [
        {
          file: 'src/migrations/1710000000000-DropLegacy.ts',
          line: 4,
          message: /legacy_name.*TypeORM entity selects every column of User/,
          related: ['src/users.service.ts'],
        },
      ],
    },
    {
      name: 'Knex: renameColumn of a column raw SQL of the running version names',
      base: knexApp,
      head: {
        'migrations/20240201_rename.js':
          "exports.up = (knex) => knex.schema.alterTable('orders', (t) => {\n  t.renameColumn('total', 'amount');\n});\nexports.down = () => {};\n",
      },
      errors: [
        {
          file: 'migrations/20240201_rename.js',
          line: 2,
          message: /renames orders\.total.*names it in raw SQL/,
          relatedPlaces: ['src/orders.js:2'],
        },
      ],
    },
    {
      name: 'dbmate SQL: DROP COLUMN of a column raw SQL reads (the down section is not judged)',
      base: dbmateApp,
      head: {
        'db/migrations/20240201000000_drop_note.sql':
          '-- migrate:up\nALTER TABLE orders DROP COLUMN note;\n\n-- migrate:down\nALTER TABLE orders ADD COLUMN note text;\n',
      },
      errors: [{ file: 'db/migrations/20240201000000_drop_note.sql', line: 2, related: ['src/orders.ts'] }],
    },
  ],
});
