// Apps of the schema rules' tables that several rules share.

/** Drizzle tables built on a Postgres schema object (`app.table`), not `pgTable`. */
export const schemaObjectApp = {
  'package.json': '{ "name": "web", "dependencies": { "drizzle-orm": "^0.40.0", "postgres": "^3.4.0" } }\n',
  'drizzle.config.ts': "export default { dialect: 'postgresql', schema: './db/schema/*.ts', out: './drizzle' };\n",
  'db/helpers.ts': "import { pgSchema } from 'drizzle-orm/pg-core';\nexport const app = pgSchema('app');\n",
  'db/schema/alerts.ts': `import { jsonb, text, varchar } from 'drizzle-orm/pg-core';
import { app } from '../helpers';

export const alerts = app.table('alerts', {
  id: varchar('id', { length: 24 }).primaryKey(),
  type: varchar('type', { length: 32 }).notNull(),
  sourceId: varchar('source_id', { length: 24 }),
  payload: jsonb('payload').notNull(),
  note: text('note'),
});
`,
  'drizzle/0000_init.sql':
    'CREATE SCHEMA "app";\nCREATE TABLE "app"."alerts" ("id" varchar(24) PRIMARY KEY, "type" varchar(32) NOT NULL, "source_id" varchar(24), "payload" jsonb NOT NULL, "note" text);\n',
  'lib/alerts.ts': `import { db } from './db';
import { alerts } from '../db/schema/alerts';

export function all() {
  return db.select().from(alerts);
}
`,
};

/** The alerts table reshaped: dropped and created again without `type` and `source_id`. */
export const recreatedAlerts = {
  'db/schema/alerts.ts': `import { jsonb, text, varchar } from 'drizzle-orm/pg-core';
import { app } from '../helpers';

export const alerts = app.table('alerts', {
  id: varchar('id', { length: 24 }).primaryKey(),
  kind: varchar('kind', { length: 64 }).notNull(),
  payload: jsonb('payload').notNull(),
  note: text('note'),
});
`,
  'drizzle/0001_reshape/migration.sql':
    'DROP TABLE "app"."alerts";\n--> statement-breakpoint\nCREATE TABLE "app"."alerts" ("id" varchar(24) PRIMARY KEY, "kind" varchar(64) NOT NULL, "payload" jsonb NOT NULL, "note" text);\n--> statement-breakpoint\nCREATE INDEX "alerts_kind_idx" ON "app"."alerts" ("kind");\n',
};
