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

ruleTester('api/sensitive-response', {
  valid: [
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
