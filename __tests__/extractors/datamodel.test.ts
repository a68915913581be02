import { djangoMentions, isDjangoMigration } from '../../src/extractors/datamodel/django';
import { dataModels } from '../../src/extractors/datamodel';
import { parsePrismaText, splitTopLevelBlocks } from '../../src/extractors/datamodel/prisma';
import { sqlMentions } from '../../src/extractors/datamodel/sql';
import { drizzleOutFolders, migrationKind, migrationMentions } from '../../src/extractors/datamodel/migrations';
import { cased } from '../../src/extractors/datamodel/drizzle';
import { preflightFile } from '../../src/core/preflight';
import { schemaChanges, typeWidens } from '../../src/extractors/datamodel/diff';
import { workspaceFor } from '../helpers/workspace';

describe('Prisma models', () => {
  const file = parsePrismaText(
    `datasource db {\n  provider     = "postgresql"\n  relationMode = "prisma"\n}\n\nmodel User {\n  id    String  @id\n  email String? @unique @map("email_address")\n  posts Post[]\n  @@map("users")\n  @@index([email])\n}\n\nmodel Post {\n  id     String @id\n  author User   @relation(fields: [authorId], references: [id])\n  authorId String\n}\n`,
    'schema.prisma',
  );
  it('reads tables, columns, relation-only fields, indexes and datasource settings', () => {
    const user = file.models.find((m) => m.name === 'User')!;
    expect(user.table).toBe('users');
    expect(user.line).toBe(6);
    expect(user.fields.find((f) => f.name === 'email')).toMatchObject({
      column: 'email_address',
      nullable: true,
      unique: true,
      line: 8,
    });
    expect(user.fields.find((f) => f.name === 'posts')?.relationOnly).toBe(true);
    expect(user.indexes).toEqual([
      { columns: ['email_address'], unique: false, line: 11, name: 'users_email_address_idx' },
    ]);
    expect(file.models.find((m) => m.name === 'Post')?.fields.find((f) => f.name === 'author')?.relationOnly).toBe(
      true,
    );
    expect(file.settings.map((s) => [s.key, s.value, s.line])).toEqual([
      ['provider', 'postgresql', 2],
      ['relationMode', 'prisma', 3],
    ]);
  });
  it('reports a parse error with its line instead of throwing', () => {
    expect(parsePrismaText('model X {\n  id String @id\n  broken (\n}\n', 'x.prisma').error).toMatch(/^line 3:/);
  });
});

describe('Prisma shapes that must never make a rule fail', () => {
  const schema = [
    'datasource db {\n  provider = "postgresql"\n  url      = env("DATABASE_URL")\n  schemas  = ["auth", "public"]\n}',
    'enum Role {\n  MEMBER\n  ADMIN\n  @@schema("auth")\n}',
    'type Address {\n  street String\n  zip    String?\n}',
    'view Totals {\n  id    String @unique\n  total Int\n}',
    'model Shift {\n  id    String   @id @default(cuid())\n  tags  String[] @default([])\n  nums  Int[]    @default([1, 2])\n  role  Role     @default(MEMBER)\n  home  Address?\n  meta  Json     @default("{}")\n  at    DateTime @default(now()) @db.Timestamptz(6)\n  @@index([at(sort: Desc), meta(ops: JsonbPathOps)], type: Gin)\n  @@schema("public")\n}',
  ].join('\n\n');
  it('reads lists with @default([]), enums, composite types, views and @@schema without throwing', () => {
    const file = parsePrismaText(`${schema}\n`, 'prisma/schema.prisma');
    expect(file.error).toBeUndefined();
    const [shift] = file.models;
    expect(shift.name).toBe('Shift');
    expect(shift.fields.map((f) => [f.name, f.type, f.default, f.relationOnly])).toEqual([
      ['id', 'String', '(cuid)', false],
      ['tags', 'String[]', '([])', false],
      ['nums', 'Int[]', '([1, 2])', false],
      ['role', 'Role', '(MEMBER)', false],
      ['home', 'Address', undefined, false],
      ['meta', 'Json', '({})', false],
      ['at', 'DateTime @db.Timestamptz(6)', '(now)', false],
    ]);
    expect(shift.indexes).toEqual([
      { columns: ['at', 'meta'], unique: false, line: expect.any(Number), name: 'Shift_at_meta_idx' },
    ]);
    expect(file.settings.find((x) => x.key === 'schemas')?.value).toBe('[auth, public]');
  });
});

describe('Prisma block comments', () => {
  it('reads a schema with block comments, keeping every line where it was', () => {
    const text =
      '/**\n * Devices a user registered { one per phone }.\n */\nmodel Device {\n  id    String @id /* the row */\n  label String @default("/* not a comment */") // a /* line comment\n  token String\n}\n';
    const file = parsePrismaText(text, 'schema.prisma');
    expect(file.error).toBeUndefined();
    const [device] = file.models;
    expect(device.line).toBe(4);
    expect(device.fields.map((f) => [f.name, f.line])).toEqual([
      ['id', 5],
      ['label', 6],
      ['token', 7],
    ]);
    expect(device.fields.find((f) => f.name === 'label')?.default).toBe('(/* not a comment */)');
    expect(file.blocks?.map((b) => [b.kind, b.name, b.line])).toEqual([['model', 'Device', 4]]);
  });
  it('still reports what is not a comment', () => {
    expect(parsePrismaText('/* a comment */\nmodel X {\n  broken (\n}\n', 'x.prisma').error).toMatch(/^line 3:/);
  });
});

describe('type changes that keep every value', () => {
  it.each([
    ['Int', 'BigInt', true],
    ['Int', 'Float', true],
    ['integer()', 'bigint({mode:"number"})', true],
    ['String @db.VarChar(64)', 'String @db.VarChar(255)', true],
    ['String @db.VarChar(64)', 'String', true],
    ['Int', 'String', true],
    ['BigInt', 'Int', false],
    ['String', 'Int', false],
    ['String @db.VarChar(255)', 'String @db.VarChar(64)', false],
    ['String', 'String[]', false],
    ['Int', 'String @db.VarChar(8)', false],
  ])('%s → %s widens: %s', (from, to, widens) => {
    expect(typeWidens(from, to)).toBe(widens);
  });
});

describe('Prisma schemas parsed block by block', () => {
  const user = 'model User {\n  id    String @id\n  email String @unique\n  @@index([email])\n}\n';
  const post = 'model Post {\n  id   String @id // not a brace: }\n  note String @default("{ \\" }")\n}\n';

  it.each([
    ['blocks on their own lines', `${user}\n${post}`, [1, 7]],
    ['a comment with braces between blocks', `// { model Fake {\n${user}/// }\n${post}`, [2, 8]],
    ['two blocks on one line', 'model A {\n  id Int @id\n} model B {\n  id Int @id\n}\n', [1, 3]],
    ['a block after a string holding braces', `${post}${user}`, [1, 5]],
  ])('%s: the same models, with their lines in the file', (_, text, starts) => {
    const spans = splitTopLevelBlocks(text)!;
    expect(spans.map((s) => s.line)).toEqual(starts);
    const file = parsePrismaText(text, 'schema.prisma');
    expect(file.error).toBeUndefined();
    expect(file.models.map((m) => m.line)).toEqual(starts);
    // every line as the whole-file parse gives it: each field sits on the line that names it
    const lines = text.split('\n');
    for (const model of file.models) {
      for (const field of model.fields) expect(lines[field.line - 1]).toMatch(new RegExp(`\\b${field.name}\\b`));
      for (const index of model.indexes ?? []) expect(lines[index.line - 1]).toContain('@@index');
    }
  });

  it('an unclosed block: no blocks to parse alone; the whole file is parsed, and reports it', () => {
    const text = 'model A {\n  id Int @id\n';
    expect(splitTopLevelBlocks(text)).toBeUndefined();
    expect(parsePrismaText(text, 'schema.prisma').error).toMatch(/Expecting --> '}'/);
  });

  it.each([
    ['a stray closing brace', 'model A {\n  id Int @id\n}\n}\n'],
    ['text after the last block', 'model A {\n  id Int @id\n}\nstray\n'],
  ])('%s: no blocks to parse alone; the whole file is parsed, as the parser reads it', (_, text) => {
    expect(splitTopLevelBlocks(text)).toBeUndefined();
    const file = parsePrismaText(text, 'schema.prisma');
    expect(file.models.map((m) => [m.name, m.line])).toEqual([['A', 1]]);
  });

  it('reports the line of an error in the file, not in its block', () => {
    const text = `${user}\nmodel Broken {\n  id String @id\n  bad (\n}\n`;
    expect(parsePrismaText(text, 'schema.prisma').error).toMatch(/^line 9:/);
  });

  it('gives a block shared by two versions of a schema the lines of each version', () => {
    const before = parsePrismaText(`${user}\n${post}`, 'schema.prisma');
    const after = parsePrismaText(`${user.replace('@@index', 'name String\n  @@index')}\n${post}`, 'schema.prisma');
    expect(before.models.map((m) => m.line)).toEqual([1, 7]);
    expect(after.models.map((m) => m.line)).toEqual([1, 8]);
    expect(after.models[1].fields.map((f) => f.line)).toEqual([9, 10]);
  });
});

describe("drizzle's casing of a key-only column", () => {
  it.each([
    ['accentColor', 'snake_case', 'accent_color'],
    ['userID', 'snake_case', 'user_id'],
    ['HTMLParser', 'snake_case', 'html_parser'],
    ['address2Line', 'snake_case', 'address2_line'],
    ['email', 'snake_case', 'email'],
    ['first_name', 'camelCase', 'firstName'],
    ['accentColor', 'camelCase', 'accentColor'],
  ] as const)('%s with %s is %s', (key, casing, column) => {
    expect(cased(key, casing)).toBe(column);
  });
});

describe('dataModels over a tree', () => {
  const ws = workspaceFor({
    base: {
      'src/db/schema.ts': `import { pgTable, text, uuid } from 'drizzle-orm/pg-core';\nexport const users = pgTable('users', {\n  id: uuid('id').primaryKey(),\n  stripeCustomerId: text('stripe_customer_id').unique(),\n});\n`,
      'src/entities/invoice.ts': `import { Column, Entity, ManyToOne, OneToMany } from 'typeorm';\n@Entity()\nexport class InvoiceLine {\n  @Column({ name: 'amount_cents', nullable: true })\n  amountCents?: number;\n  @ManyToOne(() => Invoice)\n  invoice!: Invoice;\n  @OneToMany(() => Item, (i) => i.line)\n  items!: Item[];\n}\n`,
      'src/models/project.js': `const { DataTypes } = require('sequelize');\nmodule.exports = (sequelize) => sequelize.define('Project', {\n  title: { type: DataTypes.STRING, allowNull: false, field: 'project_title' },\n  notes: DataTypes.TEXT,\n}, { tableName: 'projects' });\n`,
      'src/other.ts': 'export const x = 1;\n',
    },
  });
  const models = dataModels(ws.head);
  it('finds Drizzle, TypeORM and Sequelize models with database names', () => {
    const users = models.find((m) => m.orm === 'drizzle')!;
    expect(users).toMatchObject({ name: 'users', table: 'users', variable: 'users', line: 2 });
    expect(users.fields.find((f) => f.name === 'stripeCustomerId')).toMatchObject({
      column: 'stripe_customer_id',
      unique: true,
      nullable: true,
    });
    const line = models.find((m) => m.orm === 'typeorm')!;
    expect(line.table).toBe('invoice_line');
    expect(line.fields.map((f) => [f.name, f.column, !!f.relationOnly])).toEqual([
      ['amountCents', 'amount_cents', false],
      ['invoice', 'invoiceId', false],
      ['items', 'items', true],
    ]);
    const project = models.find((m) => m.orm === 'sequelize')!;
    expect(project.table).toBe('projects');
    expect(project.fields.map((f) => [f.column, f.nullable])).toEqual([
      ['project_title', false],
      ['notes', true],
    ]);
  });
});

type SqlMentions = typeof sqlMentions;
/** The SQL readers: Postgres' grammar where a script parses with it, and the readers without it. */
const readers: [string, () => Promise<SqlMentions>, boolean][] = [
  [
    "Postgres' grammar (libpg-query)",
    async () => {
      let mentions!: SqlMentions;
      await jest.isolateModulesAsync(async () => {
        const pg = await import('../../src/extractors/datamodel/postgres');
        await pg.loadPostgresParser();
        mentions = (await import('../../src/extractors/datamodel/sql')).sqlMentions;
      });
      return mentions;
    },
    true,
  ],
  [
    'the SQL AST and token readers (the parser not loaded)',
    async () => {
      let mentions!: SqlMentions;
      await jest.isolateModulesAsync(async () => {
        mentions = (await import('../../src/extractors/datamodel/sql')).sqlMentions;
      });
      return mentions;
    },
    false,
  ],
];

describe.each(readers)('migration mentions, read by %s', (_, load, ownColumnLines) => {
  let sqlMentions: SqlMentions;
  beforeAll(async () => {
    sqlMentions = await load();
  });
  it('reads ADD/DROP/RENAME COLUMN, CREATE TABLE, CREATE INDEX and DO blocks', () => {
    const m = sqlMentions(
      [
        "CREATE TYPE \"Role\" AS ENUM ('A', 'B');",
        'CREATE TABLE "users" ("id" TEXT NOT NULL, "email" TEXT, CONSTRAINT "pk" PRIMARY KEY ("id"));',
        'ALTER TABLE "users" RENAME COLUMN "email" TO "email_address";',
        'ALTER TABLE "users" ADD COLUMN "a" TEXT, DROP COLUMN "b";',
        'CREATE UNIQUE INDEX "i" ON "users"("a");',
        'DO $$ BEGIN ALTER TABLE "orders" ADD COLUMN "c" int; EXCEPTION WHEN others THEN null; END $$;',
      ].join('\n'),
    ).map((x) => [x.action, x.table, x.column ?? '', x.newName ?? '', x.line]);
    expect(m).toEqual([
      ['create-table', 'users', '', '', 2],
      ['add-column', 'users', 'id', '', 2],
      ['add-column', 'users', 'email', '', 2],
      ['rename-column', 'users', 'email', 'email_address', 3],
      ['add-column', 'users', 'a', '', 4],
      ['drop-column', 'users', 'b', '', 4],
      ['index', 'users', '', '', 5],
      ['index', 'users', 'a', '', 5],
      ['add-column', 'orders', 'c', '', 6],
    ]);
  });
  it.each([
    ['drizzle-kit (SQLite)', '__new_page_subscriber', '`'],
    ['Prisma (SQLite)', 'new_page_subscriber', '"'],
  ])('reads a table rebuilt under another name and renamed into place as the table it becomes: %s', (_, temp, q) => {
    const m = sqlMentions(
      [
        'PRAGMA foreign_keys=OFF;',
        `CREATE TABLE ${q}${temp}${q} (${q}id${q} integer PRIMARY KEY NOT NULL, ${q}channel_type${q} text DEFAULT 'email' NOT NULL);`,
        `INSERT INTO ${q}${temp}${q}("id", "channel_type") SELECT "id", "channel_type" FROM ${q}page_subscriber${q};`,
        `DROP TABLE ${q}page_subscriber${q};`,
        `ALTER TABLE ${q}${temp}${q} RENAME TO ${q}page_subscriber${q};`,
      ].join('\n'),
    );
    expect(m.filter((x) => x.table === 'page_subscriber').map((x) => [x.action, x.column ?? ''])).toEqual(
      expect.arrayContaining([
        ['create-table', ''],
        ['add-column', 'channel_type'],
      ]),
    );
  });
  it('look-alike of a rebuild: a table renamed without being created here says nothing of its columns', () => {
    const m = sqlMentions(
      ['ALTER TABLE "old_orders" RENAME TO "orders";', 'ALTER TABLE "old_orders" ADD COLUMN "x" int;'].join('\n'),
    );
    expect(m.filter((x) => x.table === 'orders' && x.action !== 'rename-table')).toEqual([]);
  });
  it('names each column of a CREATE TABLE (at its own line where the grammar places it) and the column an ALTER TABLE changes', () => {
    const m = sqlMentions(
      [
        '-- CreateTable',
        'CREATE TABLE "invites" (',
        '    "id" TEXT NOT NULL,',
        '    "email" TEXT NOT NULL,',
        '    CONSTRAINT "invites_pkey" PRIMARY KEY ("id")',
        ');',
        'ALTER TABLE "invites" ALTER COLUMN "email" DROP NOT NULL;',
        'ALTER TABLE "invites" ADD CONSTRAINT "invites_email_key" UNIQUE ("email");',
      ].join('\n'),
    ).map((x) => [x.action, x.table, x.column ?? '', x.line]);
    expect(m).toEqual(
      expect.arrayContaining([
        ['create-table', 'invites', '', 2],
        ['add-column', 'invites', 'id', ownColumnLines ? 3 : 2],
        ['add-column', 'invites', 'email', ownColumnLines ? 4 : 2],
        ['alter-column', 'invites', 'email', 7],
        ['constraint', 'invites', '', 8],
      ]),
    );
  });
  it.each([
    ['an UPDATE backfill', 'UPDATE "orders" SET "note" = \'\' WHERE "note" IS NULL;'],
    ['an INSERT … SELECT', 'INSERT INTO "archive" ("id") SELECT "id" FROM "orders";'],
    ['a DELETE', 'DELETE FROM "orders" WHERE "id" = 1;'],
  ])('look-alike: %s changes data, not a table or column', (_name, sql) => {
    expect(sqlMentions(sql)).toEqual([]);
  });
  it('look-alike: an index on an expression or with an operator class names no column', () => {
    const m = sqlMentions(
      [
        'CREATE INDEX "t_name_trgm" ON "transactions" USING gin ("name" gin_trgm_ops);',
        'CREATE INDEX "i_due" ON "invoices" ("due_date") WHERE "due_date" IS NOT NULL;',
      ].join('\n'),
    );
    expect(m.map((x) => x.column).filter((c) => c !== undefined && !['name', 'due_date'].includes(c))).toEqual([]);
  });
  it('finds migration folders, including the Drizzle out folder from its config (never executed)', () => {
    const ws = workspaceFor({
      base: {
        'apps/api/drizzle.config.ts':
          "import { defineConfig } from 'drizzle-kit';\nexport default defineConfig({ out: './sql', schema: './schema.ts' });\n",
        'apps/api/sql/0000_init.sql': 'CREATE TABLE x (id int);\n',
        'apps/api/sql/meta/_journal.json': '{"entries":[]}\n',
        'supabase/migrations/20240101_init.sql': 'CREATE TABLE y (id int);\n',
        'src/migration/1700-Init.ts': 'export class Init {\n  async up() {}\n}\n',
        'db/migrations/run.ts': 'export async function runAll() {}\n',
        'db/migrations/001_users.js':
          "exports.up = (knex) => knex.schema.table('users', (t) => { t.string('nickname'); t.dropColumn('legacy'); });\n",
        'src/orders.sql': 'select 1;\n',
        'custom/db/001.sql': 'select 1;\n',
      },
    });
    expect(drizzleOutFolders(ws.head)).toEqual(['apps/api/sql']);
    expect(migrationKind(ws.head, 'apps/api/sql/0000_init.sql')).toBe('sql');
    expect(migrationKind(ws.head, 'apps/api/sql/meta/_journal.json')).toBe('journal');
    expect(migrationKind(ws.head, 'supabase/migrations/20240101_init.sql')).toBe('sql');
    expect(migrationKind(ws.head, 'src/migration/1700-Init.ts')).toBe('code');
    expect(migrationKind(ws.head, 'src/orders.sql')).toBeUndefined();
    expect(migrationKind(ws.head, 'db/migrations/run.ts')).toBeUndefined();
    expect(migrationKind(ws.head, 'db/migrations/001_users.js')).toBe('code');
    expect(
      migrationMentions(ws.head, 'db/migrations/001_users.js', 'code').map((m) => [m.action, m.table, m.column ?? '']),
    ).toEqual(
      expect.arrayContaining([
        ['other', 'users', 'nickname'],
        ['drop-column', 'users', 'legacy'],
      ]),
    );
    expect(migrationKind(ws.head, 'custom/db/001.sql', ['custom/db'])).toBe('sql');
  });
});

describe('preflight of Prisma schemas', () => {
  it('a changed schema that does not parse is a gap, with its line', () => {
    const ws = workspaceFor({
      base: { 'prisma/schema.prisma': 'model A {\n  id String @id\n}\n' },
      head: { 'prisma/schema.prisma': 'model A {\n  id String @id\n  broken (\n}\n' },
    });
    const file = ws.changes.file('prisma/schema.prisma')!;
    expect(preflightFile(file, ws).gap?.reason).toMatch(/^invalid Prisma schema \(line 3: /);
    // ...and the model diff does not take the unparsed models for removed ones.
    expect(schemaChanges(ws.changes, ws)).toEqual([]);
  });

  it("a MongoDB index over a composite type's field (`snapshot.username`) parses", () => {
    const model = (extra: string) =>
      `datasource db {\n  provider = "mongodb"\n  url = env("MONGO_URI")\n}\n\ntype Snapshot {\n  username String\n}\n\nmodel Activity {\n  id       String   @id @map("_id") @db.ObjectId\n  snapshot Snapshot\n${extra}}\n`;
    const ws = workspaceFor({
      base: { 'prisma/schema.prisma': model('') },
      head: {
        'prisma/schema.prisma': model(
          '  target   String\n\n  @@index([snapshot.username], map: "snapshot.username_1")\n',
        ),
      },
    });
    const file = ws.changes.file('prisma/schema.prisma')!;
    expect(preflightFile(file, ws).gap).toBeUndefined();
  });
});

describe('a changed Prisma schema compared by the blocks the change wrote', () => {
  // Each case has model names of its own: parsed blocks are kept by text for the run.
  const model = (name: string, extra = '') =>
    `model ${name} {\n  id        String   @id\n  status    String   @default("NEW")${extra}\n  createdAt DateTime @default(now())\n}\n`;
  const schema = (prefix: string, n: number, edit?: (name: string) => string | undefined) =>
    'datasource db {\n  provider = "postgresql"\n  url      = env("DATABASE_URL")\n}\n\n' +
    Array.from({ length: n }, (_, i) => `${prefix}${i}`)
      .map((name) => edit?.(name) ?? model(name))
      .join('\n');
  const parsedTexts = () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const ast = require('@mrleebo/prisma-ast') as typeof import('@mrleebo/prisma-ast');
    return jest.spyOn(ast, 'getSchema');
  };
  const summary = (ws: ReturnType<typeof workspaceFor>) =>
    schemaChanges(ws.changes, ws).map((c) => `${c.kind} ${c.model}${c.field ? `.${c.field}` : ''}:${c.line}`);
  afterEach(() => jest.restoreAllMocks());

  it('parses only the changed block of each version, and finds the change with its head line', () => {
    const ws = workspaceFor({
      base: { 'prisma/schema.prisma': schema('Lazy', 40) },
      head: {
        'prisma/schema.prisma': schema('Lazy', 40, (n) =>
          n === 'Lazy7' ? model(n, '\n  note      String?') : undefined,
        ),
      },
    });
    const spy = parsedTexts();
    const file = ws.changes.file('prisma/schema.prisma')!;
    expect(preflightFile(file, ws).gap).toBeUndefined();
    expect(summary(ws)).toEqual(['field-added Lazy7.note:51']);
    // the two versions of Lazy7, not the other 39 models
    const models = spy.mock.calls.map(([text]) => text.split('\n')[0]).filter((l) => l.startsWith('model Lazy'));
    expect(models).toEqual(['model Lazy7 {', 'model Lazy7 {']);
  });

  it("compares every model when the file's model names change (relations are read through them)", () => {
    const base = `${model('Owner', '\n  pets      Pet[]')}\n${model('Pet')}`;
    const ws = workspaceFor({
      base: { 'prisma/schema.prisma': base },
      head: { 'prisma/schema.prisma': model('Owner', '\n  pets      Pet[]') },
    });
    // Pet[] is a relation in the base and an unknown type in the head: the full comparison says so
    expect(summary(ws)).toEqual(['field-added Owner.pets:4', 'model-removed Pet:6']);
  });

  it.each([
    [
      'a comment added after a model',
      (n: string) => (n === 'Reach3' ? `${model(n)}// Reach3 keeps its rows\n` : undefined),
    ],
    ['a blank line removed before a model', (n: string) => (n === 'Reach4' ? model(n).replace(/\n$/, '') : undefined)],
    ['a model moved down the file', undefined],
  ])('%s: the model the hunk reaches on one side only is no change', (what, edit) => {
    const base = schema('Reach', 8);
    const head =
      what === 'a model moved down the file'
        ? schema('Reach', 8).replace(model('Reach2'), '') + `\n${model('Reach2')}`
        : schema('Reach', 8, edit);
    const ws = workspaceFor({ base: { 'prisma/schema.prisma': base }, head: { 'prisma/schema.prisma': head } });
    expect(ws.changes.file('prisma/schema.prisma')!.hunks.length).toBeGreaterThan(0);
    expect(summary(ws)).toEqual([]);
  });

  it('finds a change between unchanged models of a large schema, with its line', () => {
    const ws = workspaceFor({
      base: { 'prisma/schema.prisma': schema('Wide', 300) },
      head: {
        'prisma/schema.prisma': schema('Wide', 300, (n) =>
          n === 'Wide150'
            ? model(n, '\n  note      String?').replace('String   @default("NEW")', 'Int      @default(0)')
            : undefined,
        ),
      },
    });
    expect(summary(ws).sort()).toEqual(['field-added Wide150.note:909', 'field-type Wide150.status:908']);
  });

  it("leaves a block both versions hold word for word to the base: an old error there is not this change's", () => {
    const broken = 'model Stale0 {\n  id String @id\n  bad (\n}\n';
    const ws = workspaceFor({
      base: { 'prisma/schema.prisma': `${broken}\n${model('Fresh0')}` },
      head: { 'prisma/schema.prisma': `${broken}\n${model('Fresh0', '\n  note      String?')}` },
    });
    const file = ws.changes.file('prisma/schema.prisma')!;
    expect(preflightFile(file, ws).gap).toBeUndefined();
    expect(summary(ws)).toEqual(['field-added Fresh0.note:9']);
    // the whole file still reports it to whoever asks
    expect(parsePrismaText(`${broken}\n${model('Fresh0')}`, 'schema.prisma').error).toMatch(/^line 3:/);
  });

  it.each([
    ['a changed block that does not parse', (m: string) => m.replace('@default("NEW")', '@default(')],
    ['a change that unbalances the braces', (m: string) => m.replace(/}\n$/, '')],
  ])('%s: a preflight gap, and no model taken for removed', (_, breakIt) => {
    const ws = workspaceFor({
      base: { 'prisma/schema.prisma': schema('Gap', 5) },
      head: { 'prisma/schema.prisma': schema('Gap', 5, (n) => (n === 'Gap2' ? breakIt(model(n)) : undefined)) },
    });
    const file = ws.changes.file('prisma/schema.prisma')!;
    expect(preflightFile(file, ws).gap?.reason).toMatch(/^invalid Prisma schema \(line \d+: /);
    expect(summary(ws)).toEqual([]);
  });
});

describe('dataModels mentioning a pattern', () => {
  it('leaves out, unparsed, the Prisma models whose text does not match; keeps the others and code models', () => {
    const ws = workspaceFor({
      base: {
        'prisma/schema.prisma':
          'model Account0 {\n  id           String @id\n  passwordHash String\n}\n\nmodel Invoice0 {\n  id String @id\n}\n',
        'src/db/schema.ts': `import { pgTable, text } from 'drizzle-orm/pg-core';\nexport const carts = pgTable('carts', { id: text('id') });\n`,
      },
    });
    expect(dataModels(ws.head, /password/i).map((m) => m.name)).toEqual(['Account0', 'carts']);
    expect(dataModels(ws.head).map((m) => m.name)).toEqual(['Account0', 'Invoice0', 'carts']);
  });
});

describe('PrismaFile.enumValues', () => {
  const file = parsePrismaText(
    'enum Status {\n  active\n  paused @map("PAUSED") // kept for old rows\n  @@map("status")\n}\n\nmodel X {\n  id String @id\n}\n',
    'prisma/schema.prisma',
  );
  it.each<[string, string[] | undefined]>([
    ['Status', ['active', 'PAUSED']],
    // look-alikes: a model, and an enum the file does not declare
    ['X', undefined],
    ['Role', undefined],
  ])('%s', (name, values) => {
    expect(file.enumValues(name)).toEqual(values);
  });
});

describe('Django migrations', () => {
  const migration = `from django.db import migrations, models
import django.db.models.deletion


class Migration(migrations.Migration):
    dependencies = [("register", "0018_auto")]

    operations = [
        migrations.CreateModel(
            name="EventSession",
            fields=[
                ("id", models.AutoField(primary_key=True)),
                ("event", models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, to="events.event")),
                ("label", models.CharField(max_length=40, db_column="session_label")),
            ],
            options={"db_table": "events_session"},
        ),
        migrations.AddField(
            model_name="registrationslot",
            name="session",
            field=models.ForeignKey(null=True, on_delete=django.db.models.deletion.SET_NULL, to="events.eventsession"),
        ),
        migrations.RenameField("registrationslot", "starting_order", "start_order"),
        migrations.RemoveField(model_name="registrationslot", name="legacy"),
        migrations.RunSQL(
            sql="""
            ALTER TABLE register_registrationslot ADD COLUMN notes varchar(200);
            """,
        ),
        # a comment: migrations.DeleteModel(name="Nothing")
    ]
`;
  it('reads the tables and columns of each operation: the app and model name the table, relations hold a key', () => {
    const got = djangoMentions(migration, 'backend/register/migrations/0019_registrationslot_session.py').map(
      (m) => `${m.action} ${m.table}${m.column ? `.${m.column}` : ''}${m.newName ? ` -> ${m.newName}` : ''}`,
    );
    expect(got).toEqual([
      'create-table events_session',
      'add-column events_session.id',
      'add-column events_session.event_id',
      'add-column events_session.session_label',
      'add-column register_registrationslot.session_id',
      'rename-column register_registrationslot.starting_order -> start_order',
      'drop-column register_registrationslot.legacy',
      'add-column register_registrationslot.notes',
    ]);
  });
  it('look-alikes: a Python module of the folder that declares no migration, and a migration outside one', () => {
    expect(isDjangoMigration('backend/register/migrations/__init__.py', '')).toBe(false);
    expect(
      isDjangoMigration('backend/register/migrations/helpers.py', 'def backfill(apps, schema_editor):\n    pass\n'),
    ).toBe(false);
    expect(djangoMentions(migration, 'scripts/0019.py').map((m) => m.table)).toContain('registrationslot');
  });
});
