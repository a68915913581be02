import { ruleTester } from '../../helpers/rule-tester';

const schema = `model User {
  id           String  @id @default(cuid())
  email        String  @unique
  name         String?
  passwordHash String? @map("password_hash")
  resetTokenExpiresAt DateTime?
  apiKeys      ApiKey[]
}

model ApiKey {
  id      String @id @default(cuid())
  userId  String
  keyHash String
  user    User   @relation(fields: [userId], references: [id])
}

model Product {
  id   String @id
  name String
}
`;

const router = (body: string) => `import { Router } from 'express';
import { prisma } from '../lib/db';
export const usersRouter = Router();
usersRouter.get('/users/:id', async (req, res) => {
${body}
});
`;

const base = {
  'package.json': '{ "name": "api" }\n',
  'prisma/schema.prisma': schema,
  'src/lib/db.ts': "import { PrismaClient } from '@prisma/client';\nexport const prisma = new PrismaClient();\n",
  'src/routes/users.ts': router('  res.json({ ok: true });'),
};

const drizzleSchema = `import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
export const users = pgTable('users', {
  id: uuid('id').primaryKey(),
  email: text('email').notNull(),
  totpSecret: text('totp_secret'),
});
`;

const drizzleBase = {
  'package.json': '{ "name": "next-app" }\n',
  'lib/db/schema.ts': drizzleSchema,
  'app/api/me/route.ts': 'export async function GET() {\n  return Response.json({ ok: true });\n}\n',
};

// A schema as real projects write them: several files, composite types, views, enums in
// schemas, list defaults, unsupported types, ignored fields and braces in comments.
const realSchema = {
  'package.json': '{ "name": "api" }\n',
  'prisma/schema/schema.prisma': `generator client {
  provider        = "prisma-client-js"
  previewFeatures = ["prismaSchemaFolder", "views", "multiSchema"]
}

datasource db {
  provider = "postgresql"
  url      = env("DATABASE_URL")
  schemas  = ["public", "auth"]
}

/// A user { braces in a doc comment }
model User {
  id           String    @id @default(dbgenerated("gen_random_uuid()")) @db.Uuid
  email        String    @unique @db.VarChar(255)
  tags         String[]  @default([])
  roles        Role[]    @default([USER])
  address      Address?
  passwordHash String?   @map("password_hash") // { not a block }
  legacy       Unsupported("circle")?
  sessions     Session[]
  settings     Json      @default("{}")

  @@index([email(sort: Desc), id])
  @@map("users")
  @@schema("auth")
}

type Address {
  street String
  token  String?
}

view UserInfo {
  id     String @unique
  apiKey String
}

enum Role {
  USER
  ADMIN

  @@schema("public")
}
`,
  'prisma/schema/session.prisma': `model Session {
  id        String   @id
  userId    String   @db.Uuid
  token     String   @unique
  user      User     @relation(fields: [userId], references: [id], onDelete: Cascade)
  expiresAt DateTime

  @@schema("auth")
}

model Legacy {
  id Int @id

  @@ignore
}
`,
  'src/lib/db.ts': "import { PrismaClient } from '@prisma/client';\nexport const prisma = new PrismaClient();\n",
  'src/routes/users.ts': router('  res.json({ ok: true });'),
};

const linksRoute = (include: string) => `import { prisma } from '../lib/db';
export default async function handler(req, res) {
  const links = await prisma.user.findMany({
    where: { id: req.query.id },
    include: { ${include} },
  });
  return res.status(200).json(links);
}
`;

/** tRPC: a procedure answering with what a service module returns. */
const keyService = (query: string) => `import { db } from './db';
export async function rotateKey(id: string) {
  const updated = await ${query};
  return updated;
}
`;
const trpcKeys = (service: string, procedure = 'return rotateKey(input.id);') => ({
  'package.json': '{ "name": "web" }\n',
  'prisma/schema.prisma': schema,
  'src/server/db.ts': "import { PrismaClient } from '@prisma/client';\nexport const db = new PrismaClient();\n",
  'src/server/trpc.ts':
    "import { initTRPC } from '@trpc/server';\nconst t = initTRPC.create();\nexport const router = t.router;\nexport const publicProcedure = t.procedure;\n",
  'src/server/keys.ts': service,
  'src/server/routers/keys.ts': `import { z } from 'zod';
import { router, publicProcedure } from '../trpc';
import { rotateKey } from '../keys';
import { db } from '../db';
export const keysRouter = router({
  rotate: publicProcedure.input(z.object({ id: z.string() })).mutation(async ({ input }) => {
    ${procedure}
  }),
});
`,
});

/** NestJS: a controller answering with what an injected provider returns. */
const nestKeys = (serviceBody: string) => ({
  'package.json': '{ "name": "api" }\n',
  'prisma/schema.prisma': schema,
  'src/prisma.service.ts':
    "import { PrismaClient } from '@prisma/client';\nexport class PrismaService extends PrismaClient {}\n",
  'src/keys/keys.service.ts': `import { Injectable } from '@nestjs/common';
import { PrismaService } from '../prisma.service';
@Injectable()
export class KeysService {
  constructor(private readonly prisma: PrismaService) {}
  async rename(id: string, name: string) {
${serviceBody}
  }
}
`,
  'src/keys/keys.controller.ts': `import { Body, Controller, Param, Patch } from '@nestjs/common';
import { KeysService } from './keys.service';
@Controller('keys')
export class KeysController {
  constructor(private readonly keys: KeysService) {}
  @Patch(':id')
  rename(@Param('id') id: string, @Body() body: { name: string }) {
    return this.keys.rename(id, body.name);
  }
}
`,
});

/**
 * An auth wrapper that reads the user record and runs the route's callback with it;
 * `guard` is how it returns the context when the lookup failed.
 */
const withAuth = (guard: string) => ({
  ...base,
  'src/lib/auth.ts': `import { prisma } from './db';
export type ServiceError = { statusCode: number; message: string };
export const isServiceError = (x: unknown): x is ServiceError => typeof x === 'object' && x !== null && 'statusCode' in x;
export async function getAuthContext(id: string) {
  const user = await prisma.user.findUnique({ where: { id } });
  if (!user) return { statusCode: 401, message: 'unauthenticated' } as ServiceError;
  return { user, role: 'member' };
}
export async function withAuth<T>(id: string, fn: (ctx: { role: string }) => Promise<T>) {
  const ctx = await getAuthContext(id);
  ${guard}
  return fn({ role: ctx.role });
}
`,
});
const authedRoute =
  router(`  const result = await withAuth(String(req.headers['x-user']), async ({ role }) => ({ role, items: [] }));
  res.json(result);`).replace("import { prisma } from '../lib/db';", "import { withAuth } from '../lib/auth';");

const SESSION_SCHEMA = schema.replace('  name         String?\n', '  name         String?\n  sessionToken String?\n');

ruleTester('api/sensitive-response', {
  valid: [
    {
      name: 'a secret the request makes and writes (`randomBytes`), answered once to its owner',
      base: { ...base, 'prisma/schema.prisma': SESSION_SCHEMA },
      head: {
        'src/routes/users.ts': router(
          "  const sessionToken = randomBytes(32).toString('base64url');\n  const user = await prisma.user.update({ where: { id: req.params.id }, data: { sessionToken } });\n  res.json({ sessionToken: user.sessionToken });",
        ).replace(
          "import { prisma } from '../lib/db';",
          "import { prisma } from '../lib/db';\nimport { randomBytes } from 'node:crypto';",
        ),
      },
    },
    {
      name: 'a record looked up by the token the caller sent answers that token',
      base: { ...base, 'prisma/schema.prisma': SESSION_SCHEMA },
      head: {
        'src/routes/users.ts': router(
          '  const user = await prisma.user.findUnique({ where: { sessionToken: req.params.token } });\n  res.json({ sessionToken: user?.sessionToken });',
        ),
      },
    },
    {
      name: 'the route answers with the value the caller sent, which it wrote to the record (`pushToken: body.pushToken`, then `user.pushToken`)',
      base: {
        ...base,
        'prisma/schema.prisma': schema.replace(
          '  name         String?\n',
          '  name         String?\n  pushToken    String?\n',
        ),
      },
      head: {
        'src/routes/users.ts': router(
          '  const user = await prisma.user.update({ where: { id: req.params.id }, data: { pushToken: req.body.pushToken } });\n  res.json({ ok: true, pushToken: user.pushToken });',
        ),
      },
    },
    {
      name: 'look-alike of a hash column: a record whose only hash fingerprints its content (`dedupe_hash`) is answered whole',
      base: {
        ...base,
        'prisma/schema.prisma':
          schema +
          'model Recommendation {\n  id         String @id\n  title      String\n  dedupeHash String @map("dedupe_hash")\n}\n',
      },
      head: {
        'src/routes/users.ts': router(
          '  const rec = await prisma.recommendation.findUnique({ where: { id: req.params.id } });\n  res.json(rec);',
        ),
      },
    },
    {
      name: 'look-alike: the keys a helper decrypts into the record are replaced by masks where the response spreads it',
      base: {
        ...base,
        'src/lib/keys.ts':
          "import { prisma } from './db';\nfunction decryptField(v: string) {\n  return v;\n}\nexport async function loadKey(id: string) {\n  const row = await prisma.apiKey.findUnique({ where: { id } });\n  return { ...row, keyHash: decryptField(row.keyHash) };\n}\n",
      },
      head: {
        'src/routes/users.ts': `import { loadKey } from '../lib/keys';\n${router(
          "  const key = await loadKey(req.params.id);\n  res.json({ ...key, keyHash: key.keyHash ? 'set' : null });",
        )}`,
      },
    },
    {
      name: "a route that answered a model's whole records now answers its columns decrypted: the same gap, not a new one",
      base: {
        ...base,
        'src/routes/users.ts': router(
          '  const key = await prisma.apiKey.findUnique({ where: { id: req.params.id } });\n  res.json(key);',
        ),
      },
      head: {
        'src/routes/users.ts': `import { decryptString } from '../lib/crypto';\n${router(
          "  const key = await prisma.apiKey.findUnique({ where: { id: req.params.id }, select: { keyHash: true } });\n  res.json({ keyHash: decryptString(['k'], key.keyHash) });",
        )}`,
        'src/lib/crypto.ts': 'export function decryptString(path: string[], v: string) {\n  return v;\n}\n',
      },
    },
    {
      name: "look-alike: the stored keys replaced after a spread by masks of themselves ('••••' + key.slice(-4))",
      base: {
        ...base,
        'src/lib/mask.ts':
          "export function mask(value: string | null): string | null {\n  if (!value) return null;\n  return '••••••••' + value.slice(-4);\n}\n",
      },
      head: {
        'src/routes/users.ts': `import { mask } from '../lib/mask';\n${router(
          '  const key = await prisma.apiKey.findUnique({ where: { id: req.params.id } });\n  res.json({ ...key, keyHash: mask(key.keyHash), first: key.keyHash.substring(0, 4) });',
        )}`,
      },
    },
    {
      name: 'look-alike: a one-way transform of the stored column (a hash, its length) is no secret',
      base: {
        ...base,
        'src/lib/crypto.ts':
          "import { createHash } from 'node:crypto';\nexport function decryptString(path: string[], value: string): string {\n  return value;\n}\nexport function hashString(value: string): string {\n  return createHash('sha256').update(value).digest('hex');\n}\n",
      },
      head: {
        'src/routes/users.ts': `import { hashString } from '../lib/crypto';\n${router(
          '  const key = await prisma.apiKey.findUnique({ where: { id: req.params.id }, select: { keyHash: true } });\n  res.json({ fingerprint: hashString(key.keyHash), length: key.keyHash.length });',
        )}`,
      },
    },
    {
      name: "an auth wrapper that returns its context only where a guard narrowed it to an error, and the callback's result",
      base: withAuth('if (isServiceError(ctx)) {\n    return ctx;\n  }'),
      head: { 'src/routes/users.ts': authedRoute },
    },
    {
      name: 'the same with an instanceof guard',
      base: withAuth('if (ctx instanceof ServiceFailureError) return ctx;'),
      head: { 'src/routes/users.ts': authedRoute },
    },
    {
      name: 'a whole record the base already answered from a transaction callback, now read by a service (moved, not made)',
      base: trpcKeys(
        keyService('db.apiKey.findFirst({ where: { id } })'),
        'return db.$transaction(async (tx) => tx.apiKey.findFirst({ where: { id: input.id } }));',
      ),
      head: {
        'src/server/routers/keys.ts': trpcKeys(keyService('db.apiKey.findFirst({ where: { id } })'))[
          'src/server/routers/keys.ts'
        ],
      },
    },
    {
      name: 'look-alike: the service selects the fields the client needs',
      base: trpcKeys(keyService('db.apiKey.findFirst({ where: { id } })')),
      head: {
        'src/server/keys.ts': keyService(
          'db.apiKey.update({ where: { id }, data: { keyHash: "x" }, select: { id: true, userId: true } })',
        ),
      },
    },
    {
      name: 'look-alike: the service maps the record to the fields it answers with',
      base: trpcKeys(keyService('db.apiKey.findFirst({ where: { id } })')),
      head: {
        'src/server/keys.ts': `import { db } from './db';
export async function rotateKey(id: string) {
  const k = await db.apiKey.update({ where: { id }, data: { keyHash: 'x' } });
  return { id: k.id, userId: k.userId };
}
`,
      },
    },
    {
      name: 'look-alike: NestJS: the provider drops the sensitive column with a rest pattern',
      base: nestKeys('    return { id, name };'),
      head: {
        'src/keys/keys.service.ts': nestKeys(
          '    const { keyHash, ...key } = await this.prisma.apiKey.update({ where: { id }, data: { userId: name } });\n    return key;',
        )['src/keys/keys.service.ts'],
      },
    },
    {
      name: 'a whole-record answer the base already gave for the same route: the PR only adds a relation to its include',
      base: { ...base, 'src/pages/api/links.ts': linksRoute('apiKeys: true') },
      head: { 'src/pages/api/links.ts': linksRoute('apiKeys: true, _count: true') },
    },
    {
      name: 'a route moved from the pages router to the app router with the same whole-record answer',
      base: {
        ...base,
        'pages/api/users/[id].ts': linksRoute('apiKeys: true').replace("'../lib/db'", "'../../../src/lib/db'"),
      },
      head: {
        'pages/api/users/[id].ts': null,
        'app/api/users/[id]/route.ts': `import { prisma } from '../../../../src/lib/db';
export async function GET(req: Request, { params }: { params: { id: string } }) {
  const links = await prisma.user.findMany({ where: { id: params.id }, include: { apiKeys: true } });
  return Response.json(links);
}
`,
      },
    },
    {
      name: 'a real-world schema: a select keeps the sensitive columns out',
      base: realSchema,
      head: {
        'src/routes/users.ts': router(
          '  const user = await prisma.user.findUnique({ where: { id: req.params.id }, select: { id: true, tags: true } });\n  res.json(user);',
        ),
      },
    },
    {
      name: 'a query with an explicit select',
      base,
      head: {
        'src/routes/users.ts': router(
          '  const user = await prisma.user.findUnique({ where: { id: req.params.id }, select: { id: true, email: true } });\n  res.json({ user });',
        ),
      },
    },
    {
      name: 'a record of a model without sensitive columns',
      base,
      head: {
        'src/routes/users.ts': router(
          '  const product = await prisma.product.findUnique({ where: { id: req.params.id } });\n  res.json(product);',
        ),
      },
    },
    {
      name: 'look-alike: the public half of a key and a publishable key (`apiKeyPublic`, `stripePublishableKey`) are made for browsers',
      base: {
        ...base,
        'prisma/schema.prisma': `${schema}\nmodel Tenant {\n  id                   String @id\n  name                 String\n  apiKeyPublic         String\n  stripePublishableKey String?\n}\n`,
      },
      head: {
        'src/routes/users.ts': router(
          '  const tenant = await prisma.tenant.findUnique({ where: { id: req.params.id } });\n  res.json(tenant);',
        ),
      },
    },
    {
      name: "look-alike: a model's LLM token budget and usage (maxTokens, total_tokens) are counts, not credentials",
      base: {
        ...base,
        'prisma/schema.prisma': `${schema}\nmodel Playground {\n  id          String @id\n  maxTokens   Int\n  total_tokens Int @default(0)\n  tokenLimit  Int\n}\n`,
      },
      head: {
        'src/routes/users.ts': router(
          '  const playground = await prisma.playground.findUnique({ where: { id: req.params.id } });\n  res.json(playground);',
        ),
      },
    },
    {
      name: 'look-alike: Drizzle, a count of tokens saved and a flag named for encryption are numbers and booleans, not credentials',
      base: {
        ...drizzleBase,
        'lib/db/schema.ts': `import { boolean, integer, pgTable, uuid } from 'drizzle-orm/pg-core';
export const dreams = pgTable('dreams', {
  id: uuid('id').primaryKey(),
  tokenSavings: integer('token_savings'),
  isEncrypted: boolean('is_encrypted'),
});
`,
      },
      head: {
        'app/api/me/route.ts':
          "import { db } from '@/lib/db';\nimport { dreams } from '@/lib/db/schema';\nexport async function GET() {\n  const rows = await db.select().from(dreams).limit(10);\n  return Response.json(rows);\n}\n",
      },
    },
    {
      name: "look-alike: the relation's own select keeps its sensitive column out",
      base,
      head: {
        'src/routes/users.ts': router(
          '  const user = await prisma.user.findUnique({ where: { id: req.params.id }, select: { id: true, apiKeys: { select: { id: true } } } });\n  res.json({ id: user?.id, keys: user?.apiKeys });',
        ),
      },
    },
    {
      name: 'the sensitive column dropped with a rest pattern',
      base,
      head: {
        'src/routes/users.ts': router(
          '  const user = await prisma.user.findUnique({ where: { id: req.params.id } });\n  const { passwordHash, ...safe } = user;\n  res.json(safe);',
        ),
      },
    },
    {
      name: 'a new API key shown once to its owner',
      base,
      head: {
        'src/routes/users.ts': router(
          "  const key = randomBytes(32).toString('hex');\n  const created = await prisma.apiKey.create({ data: { userId: req.params.id, keyHash: sha256(key) }, select: { id: true } });\n  res.status(201).json({ id: created.id, key });",
        ),
      },
    },
    {
      name: 'a new key made in the request replaces the stored column after a spread of the record, shown once',
      base,
      head: {
        'src/routes/users.ts': router(
          "  const keyHash = randomBytes(32).toString('hex');\n  const created = await prisma.apiKey.create({ data: { userId: req.params.id, keyHash: encrypt(keyHash) } });\n  res.status(201).json({ ...created, keyHash });",
        ),
      },
    },
    {
      name: 'a whole-record response that the PR did not touch',
      base: {
        ...base,
        'src/routes/users.ts': router(
          '  const user = await prisma.user.findUnique({ where: { id: req.params.id } });\n  res.json(user);',
        ),
      },
      head: {
        'src/lib/db.ts':
          "import { PrismaClient } from '@prisma/client';\nexport const prisma = new PrismaClient({ log: ['warn'] });\n",
      },
    },
    {
      name: 'Drizzle: a column selection',
      base: drizzleBase,
      head: {
        'app/api/me/route.ts':
          "import { db } from '@/lib/db';\nimport { users } from '@/lib/db/schema';\nexport async function GET() {\n  const [me] = await db.select({ id: users.id, email: users.email }).from(users).limit(1);\n  return Response.json(me);\n}\n",
      },
    },
  ],
  invalid: [
    {
      name: 'look-alike of a public key: the model also holds the secret half, which the whole record answers',
      base: {
        ...base,
        'prisma/schema.prisma': `${schema}\nmodel Tenant {\n  id           String @id\n  apiKeyPublic String\n  apiKeySecret String\n}\n`,
      },
      head: {
        'src/routes/users.ts': router(
          '  const tenant = await prisma.tenant.findUnique({ where: { id: req.params.id } });\n  res.json(tenant);',
        ),
      },
      errors: [{ file: 'src/routes/users.ts', message: /apiKeySecret/ }],
    },
    {
      name: 'look-alike of a lookup by the token: the record is found by its id, and answers its stored token',
      base: { ...base, 'prisma/schema.prisma': SESSION_SCHEMA },
      head: {
        'src/routes/users.ts': router(
          '  const user = await prisma.user.findUnique({ where: { id: req.params.id } });\n  res.json({ sessionToken: user?.sessionToken });',
        ),
      },
      errors: [{ file: 'src/routes/users.ts', message: /sessionToken/ }],
    },
    {
      name: 'look-alike of a lookup by the token: a condition on it (`{ not: null }`) pins no value',
      base: { ...base, 'prisma/schema.prisma': SESSION_SCHEMA },
      head: {
        'src/routes/users.ts': router(
          '  const user = await prisma.user.findFirst({ where: { sessionToken: { not: null } } });\n  res.json({ sessionToken: user?.sessionToken });',
        ),
      },
      errors: [{ file: 'src/routes/users.ts', message: /sessionToken/ }],
    },
    {
      name: 'look-alike of a secret made here: the token written is copied from another stored record',
      base: { ...base, 'prisma/schema.prisma': SESSION_SCHEMA },
      head: {
        'src/routes/users.ts': router(
          '  const other = await prisma.user.findUnique({ where: { email: String(req.query.email) } });\n  const user = await prisma.user.update({ where: { id: req.params.id }, data: { sessionToken: other?.sessionToken } });\n  res.json({ sessionToken: user.sessionToken });',
        ),
      },
      errors: [{ file: 'src/routes/users.ts', message: /sessionToken/ }],
    },
    {
      name: 'look-alike of an echo: the column the query writes is made from what the caller sent (a hash of it), not the value itself',
      base: base,
      head: {
        'src/routes/users.ts': router(
          '  const user = await prisma.user.update({ where: { id: req.params.id }, data: { passwordHash: await hashPassword(req.body.password) } });\n  res.json({ ok: true, hash: user.passwordHash });',
        ).replace(
          "import { prisma } from '../lib/db';",
          "import { prisma } from '../lib/db';\nimport { hashPassword } from '../lib/auth';",
        ),
        'src/lib/auth.ts':
          "import bcrypt from 'bcryptjs';\nexport async function hashPassword(p: string) {\n  return bcrypt.hash(p, 12);\n}\n",
      },
      errors: [{ file: 'src/routes/users.ts', message: /passwordHash/ }],
    },
    {
      name: 'look-alike of an echo: the query writes another column from the request, and the answer copies a stored secret',
      base: base,
      head: {
        'src/routes/users.ts': router(
          '  const user = await prisma.user.update({ where: { id: req.params.id }, data: { name: req.body.name } });\n  res.json({ ok: true, hash: user.passwordHash });',
        ),
      },
      errors: [{ file: 'src/routes/users.ts', message: /passwordHash/ }],
    },
    {
      name: "look-alike of a content hash: a record with a credential's hash (`key_hash`) is answered whole",
      base: base,
      head: {
        'src/routes/users.ts': router(
          '  const key = await prisma.apiKey.findUnique({ where: { id: req.params.id } });\n  res.json(key);',
        ),
      },
      errors: [{ file: 'src/routes/users.ts', message: /keyHash/ }],
    },
    {
      name: 'look-alike of a mask: some of the records of a list (rows.slice), answered whole',
      base,
      head: {
        'src/routes/users.ts': router(
          '  const keys = await prisma.apiKey.findMany({ where: { userId: req.params.id } });\n  res.json(keys.slice(0, 10));',
        ),
      },
      errors: [{ file: 'src/routes/users.ts', line: 6, message: /keyHash/ }],
    },
    {
      name: 'look-alike of an error guard: the wrapper returns the whole context (with the user record) when a role is missing',
      base: withAuth('if (!ctx.role) return ctx;'),
      head: { 'src/routes/users.ts': authedRoute },
      errors: [{ file: 'src/routes/users.ts', message: /passwordHash/ }],
    },
    {
      name: 'tRPC: a new procedure answers with the record a transaction callback returns',
      base: trpcKeys(
        keyService('db.apiKey.findFirst({ where: { id }, select: { id: true } })'),
        'return { ok: true };',
      ),
      head: {
        'src/server/routers/keys.ts': trpcKeys(
          keyService('db.apiKey.findFirst({ where: { id }, select: { id: true } })'),
          'return db.$transaction(async (tx) => tx.apiKey.findFirst({ where: { id: input.id } }));',
        )['src/server/routers/keys.ts'],
      },
      errors: [{ file: 'src/server/routers/keys.ts', line: 7, message: /whole ApiKey record/ }],
    },
    {
      name: 'tRPC: the procedure returns what a service module returns: an update without a select (the service changed)',
      base: trpcKeys(keyService('db.apiKey.findFirst({ where: { id }, select: { id: true } })')),
      head: { 'src/server/keys.ts': keyService("db.apiKey.update({ where: { id }, data: { keyHash: 'x' } })") },
      errors: [
        {
          file: 'src/server/routers/keys.ts',
          line: 7,
          message: /whole ApiKey record \(db\.apiKey\.update without a select\), including keyHash/,
          related: ['prisma/schema.prisma', 'src/server/keys.ts'],
        },
      ],
    },
    {
      name: 'NestJS: the controller returns what an injected provider returns: the whole record',
      base: nestKeys('    return { id, name };'),
      head: {
        'src/keys/keys.service.ts': nestKeys(
          '    return this.prisma.apiKey.update({ where: { id }, data: { userId: name } });',
        )['src/keys/keys.service.ts'],
      },
      errors: [
        {
          file: 'src/keys/keys.controller.ts',
          line: 8,
          message: /whole ApiKey record/,
          related: ['src/keys/keys.service.ts'],
        },
      ],
    },
    {
      name: 'a real-world schema (several files, composite types, views, list defaults): whole records of two models',
      base: realSchema,
      head: {
        'src/routes/users.ts': router(
          '  const user = await prisma.user.findUnique({ where: { id: req.params.id } });\n  const session = await prisma.session.findFirst({ where: { userId: user.id } });\n  if (req.query.session) return res.json(session);\n  res.json({ user });',
        ),
      },
      errors: [
        {
          file: 'src/routes/users.ts',
          line: 8,
          message: /whole User record/,
          related: ['prisma/schema/schema.prisma'],
        },
        {
          file: 'src/routes/users.ts',
          line: 7,
          message: /whole Session record/,
          related: ['prisma/schema/session.prisma'],
        },
      ],
    },
    {
      name: 'look-alike: the spread comes after the key, so the record keeps its stored column',
      base,
      head: {
        'src/routes/users.ts': router(
          "  const keyHash = 'hidden';\n  const created = await prisma.apiKey.create({ data: { userId: req.params.id, keyHash: 'x' } });\n  res.status(201).json({ keyHash, ...created });",
        ),
      },
      errors: [{ file: 'src/routes/users.ts', line: 7, message: /ApiKey/ }],
    },
    {
      name: 'findUnique without select returned inside an object',
      base,
      head: {
        'src/routes/users.ts': router(
          '  const user = await prisma.user.findUnique({ where: { id: req.params.id } });\n  if (!user) return res.status(404).json({ error: "not_found" });\n  res.json({ user });',
        ),
      },
      errors: [
        { file: 'src/routes/users.ts', line: 7, message: /whole User record/, related: ['prisma/schema.prisma'] },
      ],
    },
    {
      name: 'include only (still the whole record) spread into the response',
      base,
      head: {
        'src/routes/users.ts': router(
          '  const user = await prisma.user.findFirst({ where: { id: req.params.id }, include: { apiKeys: true } });\n  res.json({ ...user, role: "member" });',
        ),
      },
      errors: [{ file: 'src/routes/users.ts', line: 6, message: /passwordHash/ }],
    },
    {
      name: "a select that brings a related model's whole records (apiKeys: true), answered with their owner",
      base,
      head: {
        'src/routes/users.ts': router(
          '  const user = await prisma.user.findUnique({ where: { id: req.params.id }, select: { id: true, apiKeys: true } });\n  res.json({ id: user?.id, keys: user?.apiKeys });',
        ),
      },
      errors: [{ file: 'src/routes/users.ts', line: 6, message: /whole ApiKey record.*keyHash/ }],
    },
    {
      name: 'a sensitive column copied by name',
      base,
      head: {
        'src/routes/users.ts': router(
          '  const user = await prisma.user.findUnique({ where: { id: req.params.id }, select: { id: true, passwordHash: true } });\n  res.json({ id: user.id, passwordHash: user.passwordHash });',
        ),
      },
      errors: [{ file: 'src/routes/users.ts', line: 6, message: /User\.passwordHash/ }],
    },
    {
      name: 'a stored token decrypted into the response',
      base: {
        ...base,
        'src/lib/crypto.ts':
          "import { createHash } from 'node:crypto';\nexport function decryptString(path: string[], value: string): string {\n  return value;\n}\nexport function hashString(value: string): string {\n  return createHash('sha256').update(value).digest('hex');\n}\n",
      },
      head: {
        'src/routes/users.ts': `import { decryptString } from '../lib/crypto';\n${router(
          "  const key = await prisma.apiKey.findUnique({ where: { id: req.params.id }, select: { keyHash: true } });\n  res.json({ key: decryptString(['keys', req.params.id], key.keyHash) });",
        )}`,
      },
      errors: [{ file: 'src/routes/users.ts', line: 7, message: /ApiKey\.keyHash/ }],
    },
    {
      name: 'a whole record of a model that keeps credentials encrypted at rest (configEncrypted)',
      base: {
        ...base,
        'prisma/schema.prisma': `${schema}\nmodel Connector {\n  id              String @id\n  kind            String\n  configEncrypted String\n}\n`,
      },
      head: {
        'src/routes/users.ts': router(
          '  const connector = await prisma.connector.findUnique({ where: { id: req.params.id } });\n  res.json(connector);',
        ),
      },
      errors: [{ file: 'src/routes/users.ts', line: 6, message: /configEncrypted/ }],
    },
    {
      name: 'Drizzle: db.select().from(users) without a column selection',
      base: drizzleBase,
      head: {
        'app/api/me/route.ts':
          "import { db } from '@/lib/db';\nimport { users } from '@/lib/db/schema';\nexport async function GET() {\n  const [me] = await db.select().from(users).limit(1);\n  return Response.json(me);\n}\n",
      },
      errors: [{ file: 'app/api/me/route.ts', line: 5, message: /totpSecret/, related: ['lib/db/schema.ts'] }],
    },
  ],
});
