import { recreatedAlerts, schemaObjectApp } from '../../helpers/schema-apps';
import { ruleTester } from '../../helpers/rule-tester';

const schema = (field: string) =>
  `model User {\n  id    String @id\n  ${field}\n  email String\n}\n\nmodel Order {\n  id       String @id\n  customer String?\n}\n`;

const app = {
  'package.json': '{ "name": "app" }\n',
  'prisma/schema.prisma': schema('stripeCustomerId String?'),
  'prisma/migrations/20250101000000_init/migration.sql':
    'CREATE TABLE "User" ("id" TEXT, "stripeCustomerId" TEXT, "email" TEXT);\nCREATE TABLE "Order" ("id" TEXT, "customer" TEXT);\n',
  'src/billing.ts': `import { prisma } from './db';
import { stripe } from './stripe';

export async function invoices(userId: string) {
  const user = await prisma.user.findUnique({ where: { id: userId } });
  if (!user?.stripeCustomerId) return [];
  return stripe.invoices.list({ customer: user.stripeCustomerId });
}
`,
  'src/checkout.ts': `import { stripe } from './stripe';

export async function sessionCustomer(id: string) {
  const session = await stripe.checkout.sessions.retrieve(id);
  return session.customer;
}
`,
};

/** Two tables with an `updatedAt` column; a sale's is dropped, and raw SQL writes products. */
const saleSchema = (saleUpdatedAt: boolean) =>
  `model Sale {\n  id        String   @id\n  total     Int${saleUpdatedAt ? '\n  updatedAt DateTime @updatedAt' : ''}\n}\n\nmodel Product {\n  id        String   @id\n  salePrice Int\n  updatedAt DateTime @updatedAt\n}\n`;
const saleApp = (sql: string) => ({
  'package.json': '{ "name": "app" }\n',
  'prisma/schema.prisma': saleSchema(true),
  'prisma/migrations/20250101000000_init/migration.sql':
    'CREATE TABLE "Sale" ("id" TEXT, "total" INTEGER, "updatedAt" TIMESTAMP);\nCREATE TABLE "Product" ("id" TEXT, "salePrice" INTEGER, "updatedAt" TIMESTAMP);\n',
  'src/seed.ts': `import { db } from './db';\nexport async function seed() {\n  await db.query(\`${sql}\`);\n}\n`,
});
const dropSaleUpdatedAt = {
  'prisma/schema.prisma': saleSchema(false),
  'prisma/migrations/20250201000000_drop/migration.sql': 'ALTER TABLE "Sale" DROP COLUMN "updatedAt";\n',
};

const renameMigration = {
  'prisma/migrations/20250201000000_rename/migration.sql':
    'ALTER TABLE "User" RENAME COLUMN "stripeCustomerId" TO "billingCustomerId";\n',
};

/** A second table with a `source_id` column, and code naming it in raw SQL and reading records. */
const sharedColumnApp = {
  ...schemaObjectApp,
  'db/schema/incidents.ts': `import { varchar } from 'drizzle-orm/pg-core';
import { app } from '../helpers';

export const incidents = app.table('incidents', {
  id: varchar('id', { length: 24 }).primaryKey(),
  sourceId: varchar('source_id', { length: 24 }),
});
`,
  'lib/incidents.ts': `import { sql } from 'drizzle-orm';
import { db } from './db';
export const open = () => db.execute(sql\`select id from incidents where source_id is not null\`);
export async function render(repo: { findById(id: string): Promise<{ type: string }> }, id: string) {
  const record = await repo.findById(id).catch((cause) => {
    throw { _tag: 'RenderAlertsEmailError', cause };
  });
  return record.type;
}
`,
};

/** A Sequelize app whose migration's `up` and `down` are written as given. */
/** Drizzle: reviews and review articles share `externalSiteId`; reviews' url and site are dropped. */
const reviewsSchema = (reviewColumns: boolean) => `import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
export const reviews = pgTable('review', {
  id: serial('id').primaryKey(),
  name: text('name'),${reviewColumns ? "\n  url: text('url'),\n  externalSiteId: integer('external_site_id')," : ''}
});
export const reviewArticles = pgTable('review_article', {
  id: serial('id').primaryKey(),
  externalSiteId: integer('external_site_id'),
  canonicalUrl: text('canonical_url'),
});
`;
const reviewsApp = {
  'package.json': '{ "name": "app" }\n',
  'drizzle.config.ts': "export default { schema: './db/schema.ts', out: './drizzle' };\n",
  'db/schema.ts': reviewsSchema(true),
  'drizzle/0000_init.sql':
    'CREATE TABLE "review" ("id" serial, "name" text, "url" text, "external_site_id" integer);\nCREATE TABLE "review_article" ("id" serial, "external_site_id" integer, "canonical_url" text);\n',
  'src/articles.ts': `import { db } from './db';
import { reviewArticles } from '../db/schema';
export async function storeArticle(input: { externalSiteId: number; url: string }) {
  await db.insert(reviewArticles).values({ externalSiteId: input.externalSiteId, canonicalUrl: input.url });
  return reviewArticles.externalSiteId;
}
`,
  'src/app.ts': `import { Hono } from 'hono';
import { reviewsRouter } from './routes';
export const app = new Hono().route('/reviews', reviewsRouter);
app.onError((err, c) => c.json({ error: err.message, at: c.req.url }, 500));
`,
  'src/messages.ts': 'export const hint = "Set the review url and the from, subject fields before sending";\n',
  'src/client.ts':
    "import { reviewsClient } from './sdk';\nexport const add = () => reviewsClient.create({ url: 'https://example.com' });\n",
};
/** Drizzle sessions whose `userId` property maps to the column `column`; code reads the property and, with `sql`, names the column in raw SQL. */
const sessionsApp = (column: string, sql = '') => ({
  'package.json': '{ "name": "app" }\n',
  'drizzle.config.ts': "export default { schema: './db/schema.ts', out: './drizzle' };\n",
  'db/schema.ts': `import { pgTable, text } from 'drizzle-orm/pg-core';
export const session = pgTable('session', {
  id: text('id').primaryKey(),
  userId: text('${column}').notNull(),
});
`,
  'drizzle/0000_init.sql': 'CREATE TABLE "session" ("id" text PRIMARY KEY, "userId" text NOT NULL);\n',
  'src/sessions.ts': `import { eq } from 'drizzle-orm';
import { db } from './db';
import { session } from '../db/schema';
export async function ownerOf(id: string) {
  const [row] = await db.select().from(session).where(eq(session.id, id));
  return row.userId;
}
export const owner = (current: { session: { userId: string } }) => current.session.userId;
${sql}`,
});

/** Drizzle matrices whose hash property is `prop`, mapped to the column `inputs_hash`; code names it with `use`. */
const matricesApp = (prop: string, use = prop) => ({
  'package.json': '{ "name": "app" }\n',
  'drizzle.config.ts': "export default { schema: './db/schema.ts', out: './drizzle' };\n",
  'db/schema.ts': `import { pgTable, text, varchar } from 'drizzle-orm/pg-core';
export const matrices = pgTable('matrices', {
  id: text('id').primaryKey(),
  ${prop}: varchar('inputs_hash', { length: 64 }).notNull(),
});
`,
  'drizzle/0000_init.sql': 'CREATE TABLE "matrices" ("id" text PRIMARY KEY, "inputs_hash" varchar(64) NOT NULL);\n',
  'src/matrices.ts': `import { eq, sql } from 'drizzle-orm';
import { db } from './db';
import { matrices } from '../db/schema';
export async function cached(hash: string) {
  const [row] = await db.select().from(matrices).where(eq(matrices.${use}, hash));
  return row;
}
export const store = (id: string, hash: string) => db.insert(matrices).values({ id, ${use}: hash });
export const count = () => db.execute(sql\`select count(*) from matrices where inputs_hash is not null\`);
`,
});

const dropReviewColumns = {
  'db/schema.ts': reviewsSchema(false),
  'drizzle/0001_drop.sql':
    'ALTER TABLE "review" DROP COLUMN "url";\nALTER TABLE "review" DROP COLUMN "external_site_id";\n',
};

/**
 * Recipe ingredients and versions (both with a `cost_calculated_at` column) in Drizzle; the
 * migration drops the ingredients' `adjusted_quantity` and `cost_calculated_at`; `src/costs.ts`
 * holds `query`, raw SQL run through the Postgres client.
 */
const costingApp = (query: string) => ({
  'package.json': '{ "name": "app", "dependencies": { "drizzle-orm": "^0.40.0", "postgres": "^3.4.0" } }\n',
  'drizzle.config.ts': "export default { dialect: 'postgresql', schema: './db/schema.ts', out: './drizzle' };\n",
  'db/schema.ts': `import { numeric, pgTable, serial, integer, timestamp } from 'drizzle-orm/pg-core';
export const recipeIngredients = pgTable('recipe_ingredients', {
  id: serial('id').primaryKey(),
  versionId: integer('version_id'),
  quantity: numeric('quantity'),
  wasteFactor: numeric('waste_factor'),
  adjustedQuantity: numeric('adjusted_quantity'),
  costCalculatedAt: timestamp('cost_calculated_at'),
});
export const recipeVersions = pgTable('recipe_versions', {
  id: serial('id').primaryKey(),
  costCalculatedAt: timestamp('cost_calculated_at'),
});
`,
  'drizzle/0000_init.sql':
    'CREATE TABLE "recipe_ingredients" ("id" serial, "version_id" integer, "quantity" numeric, "waste_factor" numeric, "adjusted_quantity" numeric, "cost_calculated_at" timestamp);\nCREATE TABLE "recipe_versions" ("id" serial, "cost_calculated_at" timestamp);\n',
  'src/costs.ts': `import { sql } from './db';
export const costs = (id: number) => sql\`${query}\`;
`,
});
const costingSchema = costingApp('')['db/schema.ts'];
const dropIngredientCosts = {
  'db/schema.ts': costingSchema
    .replace("  adjustedQuantity: numeric('adjusted_quantity'),\n", '')
    .replace(
      "  costCalculatedAt: timestamp('cost_calculated_at'),\n});\nexport const recipeVersions",
      '});\nexport const recipeVersions',
    ),
  'drizzle/0001_drop.sql':
    'ALTER TABLE "recipe_ingredients" DROP COLUMN "adjusted_quantity";\nALTER TABLE "recipe_ingredients" DROP COLUMN "cost_calculated_at";\n',
};

const sequelizeApp = {
  'package.json': '{ "name": "app", "dependencies": { "sequelize": "^6.0.0" } }\n',
  'server/migrations/20250101000000-create-documents.js': `module.exports = {
  async up(queryInterface, Sequelize) {
    await queryInterface.createTable("documents", { id: { type: Sequelize.UUID, primaryKey: true }, fullWidth: Sequelize.BOOLEAN });
  },
  async down(queryInterface) {
    await queryInterface.dropTable("documents");
  },
};
`,
  'server/presenters/document.ts': `export function present(document: { id: string; fullWidth: boolean }) {
  return { id: document.id, fullWidth: document.fullWidth };
}
`,
};
const sequelizeMigration = (up: string, down: string) => ({
  'server/migrations/20250201000000-change-documents.js': `module.exports = {
  async up(queryInterface, Sequelize) {
    await queryInterface.${up};
  },
  async down(queryInterface, Sequelize) {
    await queryInterface.${down};
  },
};
`,
});

/** A Supabase app: tables from SQL migrations, queried by name through supabase-js. */
const supabaseApp = (code: string) => ({
  'package.json': '{ "name": "app", "dependencies": { "@supabase/supabase-js": "^2.45.0" } }\n',
  'supabase/migrations/20250101000000_init.sql':
    'create table profiles (id uuid primary key, display_name text, avatar_url text);\ncreate table teams (id uuid primary key, name text, avatar_url text);\n',
  'src/profiles.ts': `import { supabase } from './client';
${code}
`,
});
const dropAvatar = {
  'supabase/migrations/20250201000000_drop_avatar.sql': 'alter table profiles drop column avatar_url;\n',
};

/**
 * A monorepo: the API package holds the Prisma schema and client, a worker reaches the
 * client through a workspace package, an admin app and an SDK package reach no database
 * client; each reads `stripeCustomerId` of a `user` (in `files`, by path).
 */
const monorepo = (files: Record<string, string>) => ({
  'package.json':
    '{ "name": "root", "private": true, "workspaces": ["apps/*", "packages/*"], "devDependencies": { "turbo": "2.0.0" } }\n',
  'apps/api/package.json': '{ "name": "api", "dependencies": { "@prisma/client": "6.0.0", "fastify": "5.0.0" } }\n',
  'apps/api/prisma/schema.prisma': schema('stripeCustomerId String?'),
  'apps/api/prisma/migrations/20250101000000_init/migration.sql':
    app['prisma/migrations/20250101000000_init/migration.sql'],
  'apps/admin/package.json':
    '{ "name": "admin", "dependencies": { "next": "15.0.0", "axios": "1.0.0", "sdk": "workspace:*" } }\n',
  'packages/sdk/package.json': '{ "name": "sdk", "dependencies": { "axios": "1.0.0" } }\n',
  'packages/db/package.json': '{ "name": "@acme/db", "dependencies": { "@prisma/client": "6.0.0" } }\n',
  'apps/worker/package.json':
    '{ "name": "worker", "dependencies": { "@acme/db": "workspace:*", "bullmq": "5.0.0" } }\n',
  ...files,
});
const readsCustomer = (what: string) => `export function customerOf(user: User) {\n  return ${what};\n}\n`;
const renameInApi = {
  'apps/api/prisma/schema.prisma': schema('billingCustomerId String?'),
  'apps/api/prisma/migrations/20250201000000_rename/migration.sql':
    renameMigration['prisma/migrations/20250201000000_rename/migration.sql'],
};

ruleTester('schema/stale-reference', {
  valid: [
    {
      name: "a property renamed to its column's name (`inputsHash` → `inputs_hash`, column `inputs_hash` kept), code moved to the new name: raw SQL naming the column is right",
      base: matricesApp('inputsHash'),
      head: matricesApp('inputs_hash'),
    },
    {
      name: "Drizzle: only a column's name behind the same property changes (`userId: text('user_id')`): what reads the property through the ORM is not stale",
      base: sessionsApp('userId'),
      head: {
        'db/schema.ts': sessionsApp('user_id')['db/schema.ts'],
        'drizzle/0001_snake.sql': 'ALTER TABLE "session" RENAME COLUMN "userId" TO "user_id";\n',
      },
    },
    {
      name: "Drizzle: a column's name behind the same property changes in the schema alone (no migration yet): the property's readers are not stale",
      base: sessionsApp('userId'),
      head: { 'db/schema.ts': sessionsApp('user_id')['db/schema.ts'] },
    },
    {
      name: "look-alikes: an admin app and an API client package reach no database client; what they read is the API's field",
      base: monorepo({
        'apps/admin/lib/store.ts': readsCustomer('user.stripeCustomerId'),
        'packages/sdk/src/users.ts': readsCustomer('user.stripeCustomerId'),
      }),
      head: renameInApi,
    },
    {
      name: "look-alikes: JSON parsed from a column's text, and a type the app declares for a caller's input",
      base: {
        ...app,
        'src/settings.ts': `import { prisma } from './db';
interface UpdateUserData { stripeCustomerId?: string; email?: string }
export async function settings(id: string) {
  const user = await prisma.user.findUnique({ where: { id } });
  return JSON.parse(user!.email).stripeCustomerId;
}
export async function update(id: string, data: UpdateUserData) {
  return prisma.user.update({ where: { id }, data: { email: data.email, billingId: data.stripeCustomerId } });
}
`,
      },
      head: {
        ...renameMigration,
        'prisma/schema.prisma': schema('billingCustomerId String?'),
        'src/billing.ts': app['src/billing.ts'].replace(/stripeCustomerId/g, 'billingCustomerId'),
      },
    },
    {
      name: "look-alikes of a column a Supabase query names: another table's column, a related table's columns in a select, a sentence",
      base: supabaseApp(`export const teamAvatar = (id: string) => supabase.from('teams').select('id, avatar_url').eq('id', id);
export const withTeam = (id: string) => supabase.from('profiles').select('id, team:teams(avatar_url)').eq('id', id);
export const note = 'avatar_url moved to storage';`),
      head: dropAvatar,
    },
    {
      name: "look-alikes of a dropped Drizzle column: another table's column of that name, a request's url in an error hook, a sentence, an SDK call's key",
      base: reviewsApp,
      head: dropReviewColumns,
    },
    {
      name: 'a column the ORM model no longer maps, dropped by a migration: only raw SQL can name it, not a same-named property',
      base: {
        ...reviewsApp,
        'db/schema.ts': reviewsSchema(false),
        'src/legacy.ts': 'export const siteOf = (payload: { url: string }) => payload.url;\n',
      },
      head: { 'drizzle/0001_drop.sql': 'ALTER TABLE "review" DROP COLUMN "url";\n' },
    },
    {
      name: "look-alikes in raw SQL read by Postgres' grammar: another table's column through its alias (`rv.cost_calculated_at`), and an output alias of the dropped column's name read from a CTE",
      base: costingApp(
        'WITH c AS (SELECT (ri.quantity * ri.waste_factor) AS adjusted_quantity, rv.cost_calculated_at FROM recipe_versions rv JOIN recipe_ingredients ri ON ri.version_id = rv.id WHERE rv.id = ${id}) SELECT adjusted_quantity, cost_calculated_at FROM c',
      ),
      head: dropIngredientCosts,
    },
    {
      name: 'Sequelize: a migration adds a column; the `down` that removes it runs only on a rollback',
      base: sequelizeApp,
      head: {
        ...sequelizeMigration(
          'addColumn("documents", "fullWidth2", { type: Sequelize.BOOLEAN })',
          'removeColumn("documents", "fullWidth")',
        ),
      },
    },
    {
      name: 'look-alikes: raw SQL naming a column another table also has (source_id), and a record whose error message names the table',
      base: sharedColumnApp,
      head: recreatedAlerts,
    },
    {
      name: "look-alike: raw SQL writing another table's column of the same name, beside a column named like the model (`salePrice`)",
      base: saleApp('INSERT INTO "Product" (id, "salePrice", "updatedAt") VALUES ($1, 15, NOW())'),
      head: dropSaleUpdatedAt,
    },
    {
      name: 'a rename with every reference updated',
      base: app,
      head: {
        ...renameMigration,
        'prisma/schema.prisma': schema('billingCustomerId String?'),
        'src/billing.ts': app['src/billing.ts'].replace(/stripeCustomerId/g, 'billingCustomerId'),
      },
    },
    {
      name: 'a removed column whose name is also a Stripe object field (session.customer)',
      base: app,
      head: {
        'prisma/schema.prisma': schema('stripeCustomerId String?').replace('  customer String?\n', ''),
        'prisma/migrations/20250201000000_drop/migration.sql': 'ALTER TABLE "Order" DROP COLUMN "customer";\n',
      },
    },
    {
      name: 'look-alike: a browser component reads a field of the API response named like the renamed column',
      base: {
        ...app,
        'web/src/components/Billing.tsx':
          'export function Billing({ user }: { user: { stripeCustomerId: string } }) {\n  return <p>{user.stripeCustomerId}</p>;\n}\n',
      },
      head: {
        ...renameMigration,
        'prisma/schema.prisma': schema('billingCustomerId String?'),
        'src/billing.ts': app['src/billing.ts'].replace(/stripeCustomerId/g, 'billingCustomerId'),
      },
    },
    {
      name: 'a column added (nothing removed)',
      base: app,
      head: { 'prisma/schema.prisma': schema('stripeCustomerId String?\n  phone String?') },
    },
  ],
  invalid: [
    {
      name: 'look-alike: the property is renamed with its column kept, and code still reads the old property',
      base: matricesApp('inputsHash'),
      head: { ...matricesApp('inputs_hash'), 'src/matrices.ts': matricesApp('inputsHash')['src/matrices.ts'] },
      errors: [
        { file: 'src/matrices.ts', message: /matrices\.inputsHash.*renames to inputs_hash/ },
        { file: 'src/matrices.ts', message: /inputsHash: hash/ },
      ],
    },
    {
      name: "look-alike of a column's new name behind the same property: raw SQL still names the old column",
      base: sessionsApp(
        'userId',
        'export const count = () => db.execute(sql`select count(*) from session where "userId" is not null`);\n',
      ),
      head: {
        'db/schema.ts': sessionsApp('user_id')['db/schema.ts'],
        'drizzle/0001_snake.sql': 'ALTER TABLE "session" RENAME COLUMN "userId" TO "user_id";\n',
      },
      errors: [{ file: 'src/sessions.ts', line: 9, message: /raw SQL/ }],
    },
    {
      name: 'a monorepo: the API package, a worker that reaches the Prisma client through a workspace package, and a plugin folder of no package of its own still read the renamed field',
      base: monorepo({
        'apps/api/src/billing.ts': readsCustomer('user.stripeCustomerId'),
        'apps/worker/src/sync.ts': readsCustomer('user.stripeCustomerId'),
        'extensions/billing/server/index.ts': readsCustomer('user.stripeCustomerId'),
        'apps/admin/lib/store.ts': readsCustomer('user.stripeCustomerId'),
      }),
      head: renameInApi,
      errors: [
        { file: 'apps/api/src/billing.ts', line: 2 },
        { file: 'apps/worker/src/sync.ts', line: 2 },
        { file: 'extensions/billing/server/index.ts', line: 2 },
      ],
    },
    {
      name: "the ORM's own input type (Prisma.UserUpdateInput) names the model's fields",
      base: {
        ...app,
        'src/update.ts': `import type { Prisma } from '@prisma/client';
export function customer(data: Prisma.UserUpdateInput) {
  return data.stripeCustomerId;
}
`,
      },
      head: { ...renameMigration, 'prisma/schema.prisma': schema('billingCustomerId String?') },
      errors: [
        { file: 'src/billing.ts', line: 6 },
        { file: 'src/billing.ts', line: 7 },
        { file: 'src/update.ts', line: 3 },
      ],
    },
    {
      name: 'a query builder that names the table by a string (Supabase, Kysely) selects, filters or writes a dropped column',
      base: supabaseApp(`export const avatar = (id: string) => supabase.from('profiles').select('id, avatar_url').eq('id', id).single();
export const clear = (id: string) => supabase.from('profiles').update({ avatar_url: null }).eq('id', id);
export const withAvatar = () => supabase.from('profiles').select('id').not('avatar_url', 'is', null);
export const viaKysely = (db: Kysely<DB>) => db.selectFrom('profiles').select(['id', 'avatar_url']).execute();`),
      head: dropAvatar,
      errors: [
        { file: 'src/profiles.ts', line: 2 },
        { file: 'src/profiles.ts', line: 3 },
        { file: 'src/profiles.ts', line: 4 },
        { file: 'src/profiles.ts', line: 5 },
      ],
    },
    {
      name: 'raw SQL reads the dropped column through the alias of its table',
      base: costingApp(
        'SELECT ri.adjusted_quantity, rv.cost_calculated_at FROM recipe_ingredients ri JOIN recipe_versions rv ON rv.id = ri.version_id WHERE ri.id = ${id}',
      ),
      head: dropIngredientCosts,
      errors: [{ file: 'src/costs.ts', line: 2, message: /recipe_ingredients\.adjusted_quantity/ }],
    },
    {
      name: 'raw SQL sets the dropped column in an UPDATE of its table',
      base: costingApp('UPDATE recipe_ingredients SET cost_calculated_at = now() WHERE id = ${id}'),
      head: dropIngredientCosts,
      errors: [{ file: 'src/costs.ts', line: 2, message: /recipe_ingredients\.cost_calculated_at/ }],
    },
    {
      name: 'raw SQL naming the table whose dropped column it writes',
      base: saleApp('UPDATE "Sale" SET "updatedAt" = NOW() WHERE id = $1'),
      head: dropSaleUpdatedAt,
      errors: [{ file: 'src/seed.ts', line: 3 }],
    },
    {
      name: "Sequelize: a migration's `up` removes a column the code still reads",
      base: sequelizeApp,
      head: {
        ...sequelizeMigration(
          'removeColumn("documents", "fullWidth")',
          'addColumn("documents", "fullWidth", { type: Sequelize.BOOLEAN })',
        ),
      },
      errors: [{ file: 'server/presenters/document.ts', line: 2, message: /removes/ }],
    },
    {
      name: 'a renamed field still read through user.stripeCustomerId',
      base: app,
      head: { ...renameMigration, 'prisma/schema.prisma': schema('billingCustomerId String?') },
      errors: [
        {
          file: 'src/billing.ts',
          line: 6,
          severity: 'blocking',
          message: /User\.stripeCustomerId.*renames to billingCustomerId/,
          fix: /billingCustomerId/,
          related: ['prisma/schema.prisma'],
        },
        { file: 'src/billing.ts', line: 7 },
      ],
    },
    {
      name: 'a column dropped by a migration and still written in a query and raw SQL',
      base: {
        ...app,
        'src/sync.ts': `import { prisma } from './db';
export async function link(id: string, customer: string) {
  await prisma.user.update({ where: { id }, data: { stripeCustomerId: customer } });
  await prisma.$executeRawUnsafe('UPDATE "User" SET "stripeCustomerId" = NULL WHERE id = $1', id);
}
`,
      },
      head: {
        'prisma/schema.prisma': schema('phone String?'),
        'prisma/migrations/20250201000000_drop/migration.sql':
          'ALTER TABLE "User" DROP COLUMN "stripeCustomerId";\nALTER TABLE "User" ADD COLUMN "phone" TEXT;\n',
        'src/billing.ts': null,
      },
      errors: [
        { file: 'src/sync.ts', line: 3, message: /removes/ },
        { file: 'src/sync.ts', line: 4, message: /raw SQL/ },
      ],
    },
    {
      name: 'a dropped table still queried through its Prisma delegate and raw SQL',
      base: {
        ...app,
        'src/orders.ts': `import { prisma } from './db';
export const recent = () => prisma.order.findMany({ take: 10 });
export const count = () => prisma.$queryRawUnsafe('SELECT count(*) FROM "Order"');
export const label = (o: { order: number }) => o.order;
`,
      },
      head: {
        'prisma/schema.prisma': schema('stripeCustomerId String?').replace(/\nmodel Order \{[^}]*\}\n/, ''),
        'prisma/migrations/20250201000000_drop_orders/migration.sql': 'DROP TABLE "Order";\n',
      },
      errors: [
        { file: 'src/orders.ts', line: 2, message: /Order \(table Order\)/, related: ['prisma/schema.prisma'] },
        { file: 'src/orders.ts', line: 3, message: /raw SQL naming table Order/ },
      ],
    },
    {
      name: 'Drizzle on a schema object: a column of a table dropped and created again, still named in raw SQL and read',
      base: {
        ...schemaObjectApp,
        'lib/report.ts': `import { sql } from 'drizzle-orm';
import { db } from './db';
import { alerts } from '../db/schema/alerts';
export const bySource = () => db.execute(sql\`select source_id, count(*) from app.alerts group by source_id\`);
export const types = async () => (await db.select().from(alerts)).map((a) => a.type);
`,
      },
      head: recreatedAlerts,
      errors: [
        { file: 'lib/report.ts', line: 4, message: /raw SQL naming alerts\.source_id/ },
        { file: 'lib/report.ts', line: 5, message: /alerts\.type/ },
      ],
    },
    {
      name: "a dropped Drizzle column still written through the model's own table and named in raw SQL",
      base: {
        ...reviewsApp,
        'src/reviews.ts': `import { sql } from 'drizzle-orm';
import { db } from './db';
import { reviews } from '../db/schema';
export async function addReview(input: { name: string; url: string }) {
  await db.insert(reviews).values({ name: input.name, url: input.url });
  await db.execute(sql\`update review set external_site_id = null where id = 1\`);
}
`,
      },
      head: dropReviewColumns,
      errors: [
        { file: 'src/reviews.ts', line: 5, message: /reviews\.url/ },
        { file: 'src/reviews.ts', line: 6, message: /review\.external_site_id|reviews\.externalSiteId/ },
      ],
    },
    {
      name: 'a Drizzle column removed and still read through the table object',
      base: {
        'package.json': '{ "name": "app" }\n',
        'drizzle.config.ts': "export default { schema: './db/schema.ts', out: './drizzle' };\n",
        'db/schema.ts': `import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
export const accounts = pgTable('accounts', {
  id: uuid('id').primaryKey(),
  legacyPlan: text('legacy_plan'),
});
`,
        'drizzle/0000_init.sql': 'CREATE TABLE "accounts" ("id" uuid PRIMARY KEY, "legacy_plan" text);\n',
        'src/plans.ts': `import { eq } from 'drizzle-orm';
import { db } from './db';
import { accounts } from '../db/schema';
export const legacy = (plan: string) => db.select().from(accounts).where(eq(accounts.legacyPlan, plan));
export const planOf = (invoice: { legacyPlan: string }) => invoice.legacyPlan;
`,
      },
      head: {
        'db/schema.ts': `import { pgTable, uuid } from 'drizzle-orm/pg-core';
export const accounts = pgTable('accounts', {
  id: uuid('id').primaryKey(),
});
`,
        'drizzle/0001_drop.sql': 'ALTER TABLE "accounts" DROP COLUMN "legacy_plan";\n',
      },
      errors: [{ file: 'src/plans.ts', line: 4, message: /accounts\.legacyPlan/ }],
    },
  ],
});
