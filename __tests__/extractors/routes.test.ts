import {
  endpointsOfFile,
  normalizeRoutePath,
  pathsMatch,
  routeLabel,
  routeShape,
  routesOfFile,
  staticPrefix,
} from '../../src/extractors/http/routes';
import { memberShape } from '../../src/extractors/http/shapes';
import { workspaceFor } from '../helpers/workspace';

const files = {
  'src/app.ts': `import express from 'express';
import { checkoutRouter } from './routes/checkout';
import orders from './routes/orders';
const app = express();
app.use('/api/checkout', requireUser, checkoutRouter);
app.use('/api', orders);
`,
  'src/routes/checkout.ts': `import { Router } from 'express';
import { z } from 'zod';
const body = z.object({ productId: z.string(), quantity: z.number() });
export const checkoutRouter = Router();
checkoutRouter.post('/', async (req, res) => {
  const parsed = body.safeParse(req.body);
  if (!parsed.success) return res.status(400).json({ error: 'invalid' });
  const result = { orderId: '1', clientSecret: 's' };
  res.status(201).json(result);
});
`,
  'src/routes/orders.ts': `import { Router } from 'express';
const router = Router();
router.get('/orders/:id', async (req, res) => {
  const { include } = req.body;
  res.json(present(await load(req.params.id)));
});
function present(order) {
  return { id: order.id, total: order.total, ...extra };
}
export default router;
`,
  'app/api/orders/[id]/route.ts': `import { NextResponse } from 'next/server';
export async function PATCH(req: Request) {
  const body = await req.json();
  const note = body.note;
  return new Response(JSON.stringify({ id: 1, note }), { status: 200 });
}
`,
  'src/fastify.ts': `import Fastify from 'fastify';
const app = Fastify();
app.post('/invoices', async (request, reply) => {
  const { amount } = request.body;
  return { id: 'in_1', amount };
});
`,
  'src/nest.controller.ts': `@Controller('plans')
export class PlansController {
  @Get(':id') get() { return { id: 1, name: 'Pro' }; }
  @Sse(':id/progress') progress(@Param('id') id: string) { return this.tracker.stream(id); }
  @Header('Cache-Control', 'no-cache') headers() {}
}
`,
};

describe('routesOfFile', () => {
  const ws = workspaceFor({ base: files });
  const view = ws.head;

  it('resolves Express mount prefixes through imports (named export)', () => {
    const [route] = routesOfFile(view, 'src/routes/checkout.ts');
    expect(route.method).toBe('POST');
    expect(route.path).toBe('/api/checkout');
    expect(route.body.map((f) => f.name)).toEqual(['productId', 'quantity']);
    const keys = route.responses.flatMap((r) => r.keys.map((k) => k.name));
    expect(keys).toEqual(['error', 'orderId', 'clientSecret']);
    expect(route.responses.map((r) => r.status)).toEqual([400, 201]);
  });

  it('resolves a default-exported router and follows a same-file helper (spread of unknown is open)', () => {
    const [route] = routesOfFile(view, 'src/routes/orders.ts');
    expect(route.path).toBe('/api/orders/:id');
    expect(route.responses[0].keys.map((k) => k.name)).toEqual(['id', 'total']);
    expect(route.responses[0].open).toBe(true);
    expect(route.body.map((f) => f.name)).toEqual(['include']);
  });

  it('reads Next.js app routes: new Response(JSON.stringify(..)) and await req.json()', () => {
    const [route] = routesOfFile(view, 'app/api/orders/[id]/route.ts');
    expect(route.path).toBe('/api/orders/:id');
    expect(route.responses[0].keys.map((k) => k.name)).toEqual(['id', 'note']);
    expect(route.body.map((f) => f.name)).toEqual(['note']);
  });

  it('reads Fastify returned objects and Nest controller return values', () => {
    const [f] = routesOfFile(view, 'src/fastify.ts');
    expect(f.path).toBe('/invoices');
    expect(f.responses[0].keys.map((k) => k.name)).toEqual(['id', 'amount']);
    expect(f.body.map((b) => b.name)).toEqual(['amount']);
    const [n, sse, ...rest] = routesOfFile(view, 'src/nest.controller.ts');
    expect(n.path).toBe('/plans/:id');
    // a server-sent events stream (`@Sse`) is a GET at its own path; `@Header` is no route
    expect(`${sse.method} ${sse.path}`).toBe('GET /plans/:id/progress');
    expect(rest).toEqual([]);
    expect(n.responses[0].keys.map((k) => k.name)).toEqual(['id', 'name']);
  });
});

describe('paths', () => {
  it('normalises parameters, origins, queries and template heads', () => {
    expect(normalizeRoutePath('https://api.example.com/api/orders/:param?x=1')).toBe('/api/orders/:');
    expect(normalizeRoutePath(':param/api/orders/')).toBe('/api/orders');
    expect(pathsMatch('/api/orders/:id', '/api/orders/:param')).toBe(true);
    expect(pathsMatch('/api/orders/:id', '/api/orders/o_1')).toBe(true);
    expect(pathsMatch('/api/orders', '/api/orders/:id')).toBe(false);
    expect(pathsMatch('/api/orders/:id', '/api/users/:id')).toBe(false);
    expect(staticPrefix('/api/orders/:id/refund')).toBe('/api/orders');
  });

  it.each([
    // a segment of text and then a value (`limits${search}`, `user-${id}`) starts with its text
    ['/orgs/:slug/settings/billing-limits', '/orgs/acme/settings/billing-limits:param', true],
    ['/orgs/:slug/settings/runtime-updates', '/orgs/acme/settings/billing-limits:param', false],
    ['/api/users/:id', '/api/user-:param', false],
    ['/api/:slug', '/api/user-:param', true],
    ['/api/user-:param', '/api/user-:param', true],
    ['/api/user-:param', '/api/user-admin-:param', true],
    ['/api/files/*', '/api/files/report-:param', true],
  ])('%s and %s match: %s', (route, request, matches) => {
    expect(pathsMatch(route, request)).toBe(matches);
    expect(pathsMatch(request, route)).toBe(matches);
  });

  it('keeps the text of a segment that goes on with a value, and stops the searchable prefix before it', () => {
    expect(normalizeRoutePath('/orgs/:param/settings/billing-limits:param')).toBe('/orgs/:/settings/billing-limits:');
    expect(staticPrefix('/api/reports/report-:param/pdf')).toBe('/api/reports');
  });
});

describe('a global prefix from configuration with a default', () => {
  it.each([
    ["configService.get('API_PREFIX') || 'api/v1'", 'GET /api/v1/auth/me'],
    ["process.env.API_PREFIX ?? 'api'", 'GET /api/auth/me'],
    ["configService.get('API_PREFIX')", 'GET /auth/me'],
  ])('setGlobalPrefix(%s) serves the controller at %s', (expr, label) => {
    const ws = workspaceFor({
      base: {
        'package.json': '{ "name": "api" }\n',
        'src/main.ts': `import { NestFactory } from '@nestjs/core';
async function bootstrap() {
  const app = await NestFactory.create(AppModule);
  const apiPrefix = ${expr};
  app.setGlobalPrefix(apiPrefix);
}
`,
        'src/auth.controller.ts':
          "@Controller('auth')\nexport class AuthController {\n  @Get('me') me() { return {}; }\n}\n",
      },
    });
    expect(routesOfFile(ws.head, 'src/auth.controller.ts').map((r) => `${r.method} ${r.path}`)).toEqual([label]);
  });
});

describe('full paths', () => {
  const ws = workspaceFor({
    base: {
      'package.json': '{ "name": "api" }\n',
      'src/main.ts': `import { NestFactory } from '@nestjs/core';
const PREFIX = 'api';
async function bootstrap() {
  const app = await NestFactory.create(AppModule);
  app.setGlobalPrefix(\`\${PREFIX}/v1\`, { exclude: ['health'] });
}
`,
      'src/orders.controller.ts': `const BASE = 'orders';
@Controller({ path: BASE })
export class OrdersController {
  @Get(':id') one() { return { id: 1 }; }
  @Post(['refund', 'refunds']) refund() { return { ok: true }; }
}
@Controller('health')
export class HealthController {
  @Get() ping() { return { ok: true }; }
}
`,
      'test/app.e2e-spec.ts': `app.setGlobalPrefix('test-only');\n`,
      'server/app.ts': `import Fastify from 'fastify';
import autoload from '@fastify/autoload';
import { join } from 'node:path';
import invoices from './plugins/invoices';
const app = Fastify();
app.register(async (api) => {
  api.register(invoices, { prefix: '/invoices' });
}, { prefix: '/api' });
app.register(autoload, { dir: join(__dirname, 'routes'), options: { prefix: '/auto' } });
`,
      'server/plugins/invoices.ts': `import fp from 'fastify-plugin';
export default fp(async (app) => {
  app.get('/:id', async () => ({ id: 1 }));
});
`,
      'server/routes/users/_id/index.ts': `export default async function (app) {
  app.get('/', async () => ({ id: 1 }));
}
`,
      'hono/index.ts': `import { Hono } from 'hono';
import { tickets } from './tickets';
const app = new Hono().basePath('/api');
app.route('/tickets', tickets);
`,
      'hono/tickets.ts': `import { Hono } from 'hono';
export const tickets = new Hono();
tickets.get('/:id', (c) => c.json({ id: 1 }));
`,
      'alias/index.ts': `import { OpenAPIHono } from '@hono/zod-openapi';
import { transactionsRouter } from './transactions';
const routers = new OpenAPIHono();
routers.route('/transactions', transactionsRouter);
`,
      'alias/transactions.ts': `import { OpenAPIHono } from '@hono/zod-openapi';
const app = new OpenAPIHono();
app.get('/:id', (c) => c.json({ id: 1 }));
export const transactionsRouter = app;
`,
      'chain/app.ts': `import { Hono } from 'hono';
import { api } from './api';
export const app = new Hono().get('/healthz', (c) => c.json({ ok: true })).route('/api', api);
`,
      'chain/api.ts': `import { Hono } from 'hono';
import { usage } from './usage';
export const api = new Hono<Env>().use('*', auth).route('/usage', usage);
`,
      'chain/usage.ts': `import { Hono } from 'hono';
export const usage = new Hono<Env>()
  .post('/', async (c) => c.json({ ok: true }, 202))
  .get('/:metric/summary', async (c) => c.json({ units: 1 }));
`,
      'app/routes/api.users.$id.ts': `import { json } from '@remix-run/node';
export async function loader() { return json({ id: 1, name: 'a' }); }
export async function action() { return { ok: true }; }
`,
      'app/routes/_auth.login[.]html.tsx': `export const loader = () => ({ page: 'login' });\n`,
    },
  });
  const view = ws.head;
  const labels = (file: string) => routesOfFile(view, file).map((r) => `${r.method} ${r.path}`);

  it('puts Nest controllers under the bootstrap file’s global prefix (constants, templates, exclusions, path lists)', () => {
    expect(labels('src/orders.controller.ts')).toEqual([
      'GET /api/v1/orders/:id',
      'POST /api/v1/orders/refund',
      'POST /api/v1/orders/refunds',
      'GET /health',
    ]);
  });

  it('follows Fastify plugins registered inline, through fastify-plugin, and autoloaded folders', () => {
    expect(labels('server/plugins/invoices.ts')).toEqual(['GET /api/invoices/:id']);
    expect(labels('server/routes/users/_id/index.ts')).toEqual(['GET /auto/users/:id']);
  });

  it('mounts Hono apps built as one chain on a new instance (no variable before the first call)', () => {
    expect(labels('chain/usage.ts').sort()).toEqual(['GET /api/usage/:metric/summary', 'POST /api/usage']);
  });

  it('mounts a router exported under another name (`export const transactionsRouter = app`)', () => {
    expect(labels('alias/transactions.ts')).toEqual(['GET /transactions/:id']);
  });

  it('applies a Hono basePath to the apps mounted on it', () => {
    expect(labels('hono/tickets.ts')).toEqual(['GET /api/tickets/:id']);
  });

  it('names Remix flat routes by their file (parameters, pathless layouts, escapes)', () => {
    expect(labels('app/routes/api.users.$id.ts')).toEqual(['GET /api/users/:id', 'POST /api/users/:id']);
    expect(labels('app/routes/_auth.login[.]html.tsx')).toEqual(['GET /login.html']);
    const [loader] = routesOfFile(view, 'app/routes/api.users.$id.ts');
    expect(loader.responses[0].keys.map((k) => k.name)).toEqual(['id', 'name']);
  });
});

describe('plugins loaded with a dynamic import', () => {
  const ws = workspaceFor({
    base: {
      'src/config.ts':
        'const env = schema.parse(process.env);\nexport const config = { server: { version: env.API_VERSION } };\n',
      'src/app.ts': `import Fastify from 'fastify';
import { config } from './config';
export async function buildApp() {
  const app = Fastify();
  const { authRoutes } = await import('./auth');
  await app.register(authRoutes, { prefix: \`/api/\${config.server.version}/auth\` });
  const { orderRoutes: orders } = await import('./orders');
  await app.register(orders, { prefix: '/api/orders' });
  const { userRoutes } = await import('./users-v2');
  await app.register(userRoutes, { prefix: '/api/v2/users' });
  return app;
}
`,
      'src/auth.ts': "export async function authRoutes(app) {\n  app.post('/register', async () => ({ ok: 1 }));\n}\n",
      'src/orders.ts': "export async function orderRoutes(app) {\n  app.get('/:id', async () => ({ id: 1 }));\n}\n",
      // look-alike: a plugin of the same name in a module the app never loads
      'src/users.ts': "export async function userRoutes(app) {\n  app.get('/me', async () => ({ id: 1 }));\n}\n",
      'src/users-v2.ts': "export async function userRoutes(app) {\n  app.get('/me', async () => ({ id: 2 }));\n}\n",
    },
  });
  const labels = (file: string) => routesOfFile(ws.head, file).map((r) => `${r.method} ${r.path}`);
  it.each<[string, string, string[]]>([
    [
      'a destructured export, under a prefix built from configuration (a parameter where unknown)',
      'src/auth.ts',
      ['POST /api/:param/auth/register'],
    ],
    ['a destructured export under another local name', 'src/orders.ts', ['GET /api/orders/:id']],
    ['the module the import names', 'src/users-v2.ts', ['GET /api/v2/users/me']],
    [
      'look-alike: a module of the same export the app does not import is served at its own paths',
      'src/users.ts',
      ['GET /me'],
    ],
  ])('%s', (_name, file, expected) => {
    expect(labels(file)).toEqual(expected);
  });
});

describe('endpoints and shapes', () => {
  const ws = workspaceFor({
    base: {
      'package.json': '{ "name": "app" }\n',
      'prisma/schema.prisma': `model User {
  id       String @id
  email    String
  password String
  posts    Post[]
}
model Post {
  id       String @id
  title    String
  authorId String
  author   User   @relation(fields: [authorId], references: [id])
}
`,
      'src/server/root.ts': `import { router } from './trpc';
import { usersRouter } from './users';
export const appRouter = router({ users: usersRouter, admin: router({ stats: publicProcedure.query(() => ({ n: 1 })) }) });
`,
      'src/server/users.ts': `import { z } from 'zod';
const ById = z.object({ id: z.string() });
export const usersRouter = router({
  byId: publicProcedure.input(ById).query(async ({ ctx, input }) => {
    const user = await ctx.db.user.findUnique({ where: { id: input.id }, select: { id: true, posts: { select: { title: true } } } });
    return { user, fetchedAt: Date.now() };
  }),
  all: publicProcedure.query(({ ctx }) => ctx.db.user.findMany({ include: { posts: true } })),
});
`,
      'src/actions.ts': `'use server';
export async function rename(formData: FormData) {
  return { ok: true, name: String(formData.get('name')) };
}
`,
    },
  });
  const view = ws.head;

  it('names tRPC procedures by their router path, with their input schema', () => {
    const eps = endpointsOfFile(view, 'src/server/users.ts');
    expect(eps.map((e) => `${routeLabel(e)}`)).toEqual(['tRPC query users.byId', 'tRPC query users.all']);
    expect(eps[0].body.map((b) => b.name)).toEqual(['id']);
    expect(endpointsOfFile(view, 'src/server/root.ts').map(routeLabel)).toEqual(['tRPC query admin.stats']);
  });

  it('reads nested shapes through Prisma selects and includes', () => {
    const [byId, all] = endpointsOfFile(view, 'src/server/users.ts');
    const shape = routeShape(byId);
    const user = memberShape(shape, 'user');
    expect(user.keys.map((k) => k.name)).toEqual(['id', 'posts']);
    expect(memberShape(user, 'posts').element?.keys.map((k) => k.name)).toEqual(['title']);
    const row = routeShape(all).element;
    expect(row?.keys.map((k) => k.name)).toEqual(['id', 'email', 'password', 'posts']);
    expect(memberShape(row!, 'posts').element?.keys.map((k) => k.name)).toEqual(['id', 'title', 'authorId']);
  });

  it('names server actions by their export', () => {
    const [a] = endpointsOfFile(view, 'src/actions.ts');
    expect(routeLabel(a)).toBe('server action rename');
    expect(a.responses[0].keys.map((k) => k.name)).toEqual(['ok', 'name']);
  });
});
