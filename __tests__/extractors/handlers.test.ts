import {
  enclosingHandler,
  handlerReaching,
  nextPagePaths,
  nextRoutePath,
  requestHandlers,
  svelteKitPagePaths,
  svelteKitRoutePath,
} from '../../src/extractors/http/handlers';
import { loadTsMorph } from '../../src/workspace/ts';
import { workspaceFor } from '../helpers/workspace';

const files = {
  'src/routes/checkout.ts': `import { Router } from 'express';
export const checkoutRouter = Router();
checkoutRouter.post('/', async (req, res) => {
  res.json({ ok: true });
});
checkoutRouter.get('/:id', handleGet);
async function handleGet(req, res) { res.json(await load(req.params.id)); }
async function load(id) { return { id }; }
router.route('/items').put((req, res) => res.send('x'));
const cache = new Map(); cache.get('/not-a-route');
`,
  'src/server.ts': `import Fastify from 'fastify';
const app = Fastify();
app.route({ method: 'POST', url: '/hooks', handler: async (request, reply) => reply.send({}) });
app.get('/health', async () => ({ ok: true }));
`,
  'src/routes/misc.router.ts': `import * as controller from '../controllers/misc.controller';
import type { FastifyPluginCallback } from 'fastify';
const miscRouter: FastifyPluginCallback = async (fastify) => {
  fastify.route({ method: 'GET', url: '/favicon', handler: controller.getFavicon });
};
export default miscRouter;
`,
  'src/controllers/misc.controller.ts': `export async function getFavicon(request, reply) {
  return reply.send('icon');
}
`,
  'app/(shop)/api/orders/[id]/route.ts': `import { NextResponse } from 'next/server';
export async function GET(req: Request) { return NextResponse.json({}); }
export const POST = async (req: Request) => Response.json({});
export function helper() {}
`,
  'app/api/v1/integrations/slack/route.ts': `export const GET = withApiWrapper({
  schema: ZQuery,
  handler: async ({ req, authentication }) => ({ response: Response.json({}) }),
});
export const PUT = withAuth({ onError: (e) => log(e), run: async (req) => Response.json({}) });
export const DELETE = withAuth({ onError: (e) => log(e) });
`,
  'src/app/api/stripe/webhook/route.ts': `import { withPostHog } from '@/lib/posthog';
import { other } from './other';
const handler = async (request: Request) => Response.json({ received: true });
function legacy(request: Request) { return Response.json({}); }
export const POST = withPostHog(handler);
export const PUT = legacy;
export const PATCH = withPostHog(other);
`,
  'src/rest/routers/oauth.ts': `import { OpenAPIHono, createRoute } from '@hono/zod-openapi';
const app = new OpenAPIHono();
const tokenRoute = createRoute({ method: 'post', path: '/oauth/token', responses: {} });
app.openapi(tokenRoute, async (c) => c.json({ ok: true }));
app.openapi(createRoute({ method: 'get', path: '/apps/{appId}', responses: {} }), async (c) => c.json({}));
app.openapi(someSpec, async (c) => c.json({}));
export default app;
`,
  'pages/api/stripe/webhook.ts': `export const config = { api: { bodyParser: false } };
export default async function handler(req, res) { res.status(200).end(); }
`,
  'app/actions.ts': `'use server';
export async function cancel(formData: FormData) { return 1; }
async function internal() {}
`,
  'src/jobs.ts': `export async function refreshAll(orgs: string[]) {
  return Promise.all(orgs.map(async (org) => (await fetch(\`https://api.example.com/orgs/\${org}\`)).json()));
}
export const settled = () => Promise.allSettled([1, 2].map(async (n) => n));
`,
  'src/well-known.ts': `export function mount(app) {
  app.use('/.well-known/oauth-protected-resource', async (req, res, next) => {
    if (req.path !== '/mcp') return next();
    res.json({ resource: '/mcp' });
  });
  app.use('/api', (req, res, next) => {
    if (!req.headers.authorization) res.locals.anonymous = true;
    next();
  });
  app.use('/static', serveStatic('public'));
  app.use('/assets', (_req, res) => {
    res.status(404).type('txt').send('Not Found');
  });
  app.use('/admin', (req, res, next) => {
    if (!req.user) return res.status(401).json({ error: 'unauthorised' });
    next();
  });
  app.use('/legacy', (req, res, next) => {
    res.locals.legacy = true;
    res.status(200);
    next();
  });
}
`,
  'app/built-actions.ts': `'use server';
export const renameAction = authenticatedActionClient
  .schema(ZRename)
  .action(async ({ ctx, parsedInput }) => {
    const items = parsedInput.ids.map((id) => ({ id }));
    return rename(ctx.user.id, items);
  });
export const pingAction = withAuth(async () => 'pong');
const hidden = actionClient.action(async () => 1);
export const options = buildOptions(() => 1).value;
`,
  'src/orders.controller.ts': `@Controller('orders')
export class OrdersController {
  @Post(':id/refund') refund(@Body() body: RefundDto) { return {}; }
  helper() {}
}
`,
  'src/routes/api/users.$userId.ts': `import { createFileRoute } from '@tanstack/react-router';
export const Route = createFileRoute('/api/users/$userId')({
  server: {
    handlers: {
      GET: async ({ params }) => Response.json({ id: params.userId }),
      DELETE: removeUser,
    },
  },
});
async function removeUser({ params }) { return new Response(null, { status: 204 }); }
`,
  'src/routes/api/files.$.ts': `export const ServerRoute = createServerFileRoute('/api/files/$').methods({
  GET: async ({ request }) => new Response(request.url),
});
`,
  'src/routes/about.tsx': `import { createFileRoute } from '@tanstack/react-router';
export const Route = createFileRoute('/about')({ component: About, loader: async () => ({ GET: 1 }) });
const methods = make('/x')({ headers: { GET: 'no-cache' } });
function About() { return null; }
`,
  'src/api/server.ts': `import express from 'express';
export class Api {
  private readonly listRepos = async (req, res) => res.json([]);
  constructor() {
    const app = express();
    app.post('/api/repos', this.addRepo.bind(this));
    app.get('/api/repos', this.listRepos);
    app.get('/api/health', (req, res) => this.health(req, res));
    app.get('/api/other', this.missing.bind(this));
  }
  private async addRepo(req, res) { res.json({ ok: true }); }
  private health(req, res) { res.send('ok'); }
}
`,
  // file-based routing: the framework loads each folder's modules by their place in the tree
  'src/modules/catalog/api/updateLink/route.json': '{ "methods": ["PATCH"], "path": "/products/:id/links/:link" }',
  'src/modules/catalog/api/updateLink/updateLink.ts': `export default async (request, response, next) => {
  const link = await save(request.params.link, request.body);
  response.status(200);
  response.json({ data: link });
};
`,
  'src/modules/catalog/api/updateLink/[auth]validate.ts': `export default function validate(request, response, next) {
  if (!request.body) return response.status(400).json({ error: 'no body' });
  next();
}
`,
  'src/modules/catalog/api/updateLink/update[finish].ts':
    'export default async (request, response) => {\n  return save(request.params.link, request.body);\n};\n',
  'src/jobs/sync.ts': 'export default async (request, response) => {\n  return sync(request.body);\n};\n',
  'api/legacy.js': 'module.exports = async (req, res) => {\n  res.json({ q: req.query.q });\n};\n',
  'api/hello.ts': 'export default function hello(req, res) {\n  res.send(`hello ${req.query.name}`);\n}\n',
  'web/package.json': '{ "name": "web" }\n',
  'web/api/og.js': `import { ImageResponse } from '@vercel/og';
export const config = { runtime: 'edge' };
export default async function handler(request) {
  const title = new URL(request.url).searchParams.get('title');
  return new ImageResponse({ type: 'div', props: { children: title } });
}
`,
  'web/api/users/[id].ts': 'export default (request: Request) => Response.json({ url: request.url });\n',
  'web/middleware.js': `export const config = { matcher: ['/read/:path*', '/share'] };
export default async function middleware(request) {
  if (!request.headers.get('user-agent')?.includes('bot')) return;
  return new Response('<html></html>', { headers: { 'content-type': 'text/html' } });
}
`,
  'web/src/lib/format.ts':
    'export default function format(request: { url: string }) {\n  return request.url.trim();\n}\n',
  'src/middleware/auth.ts':
    'export default function auth(req, res, next) {\n  if (!req.user) return res.status(401).end();\n  next();\n}\n',
  'src/middleware/index.ts': "import auth from './auth';\nexport const middleware = [auth];\n",
  'src/lib/add.ts': 'export default (a, b) => a + b;\n',
  'src/lib/notify.ts':
    'export default async function notify(user, mailer) {\n  await mailer.send({ to: user.email });\n}\n',
  'src/lib/merge.ts': 'export default function merge(target, source) {\n  target.set(source);\n  return target;\n}\n',
  'app/sitemap.ts': `import type { MetadataRoute } from 'next';
export default async function sitemap(): Promise<MetadataRoute.Sitemap> { return [{ url: 'https://x.dev' }]; }
`,
  'src/app/(marketing)/blog/[slug]/opengraph-image.tsx': `import { ImageResponse } from 'next/og';
export default async function Image({ params }) { return new ImageResponse(<div>{params.slug}</div>); }
`,
  'app/robots.js': 'export default function robots() { return { rules: { userAgent: "*" } }; }\n',
  'mobile/app/icon.tsx': 'export default function IconScreen() { return <View />; }\n',
  'lib/sitemap.ts': 'export default function sitemap() { return []; }\n',
  'app/sitemap-entries.ts': 'export default function entries() { return []; }\n',
  'src/client.ts': `export async function load() { const res = await fetch('/api/x'); return res.json(); }
test('x', async () => { await request(app).post('/api/checkout').send({}); });
`,
};

describe('requestHandlers', () => {
  const ws = workspaceFor({ base: files });
  const summary = (path: string) =>
    requestHandlers(ws.head, path).map((h) => `${h.kind} ${h.method} ${h.path ?? ''} ${h.name ?? ''}`.trim());

  it('finds Express router handlers, named and inline, and router.route()', () => {
    expect(summary('src/routes/checkout.ts')).toEqual([
      'router POST /',
      'router GET /:id handleGet',
      'router PUT /items',
    ]);
  });
  it("finds handlers registered as a class's methods (`this.addRepo.bind(this)`, `this.listRepos`), and inline ones", () => {
    expect(summary('src/api/server.ts')).toEqual([
      'router POST /api/repos addRepo',
      'router GET /api/repos',
      'router GET /api/health',
    ]);
  });
  it('finds Hono zod-openapi routes by their route definition (a constant or inline), `{param}` as `:param`', () => {
    expect(summary('src/rest/routers/oauth.ts')).toEqual(['router POST /oauth/token', 'router GET /apps/:appId']);
  });
  it('finds Fastify route objects and shorthand routes', () => {
    expect(summary('src/server.ts')).toEqual(['router POST /hooks handler', 'router GET /health']);
  });
  it('finds Fastify route objects whose handler another module defines (a controller namespace)', () => {
    const [h] = requestHandlers(ws.head, 'src/routes/misc.router.ts');
    expect(`${h.method} ${h.path} ${h.name}`).toBe('GET /favicon getFavicon');
    expect(h.defined).toEqual({ file: 'src/controllers/misc.controller.ts', line: 1 });
  });
  it('finds Next.js app-router exports with the URL path, not helpers', () => {
    expect(summary('app/(shop)/api/orders/[id]/route.ts')).toEqual([
      'next-app GET /api/orders/:id GET',
      'next-app POST /api/orders/:id POST',
    ]);
  });
  it('finds app-router handlers declared in the module and exported by name or through a wrapper, not imported ones', () => {
    const found = requestHandlers(ws.head, 'src/app/api/stripe/webhook/route.ts');
    expect(found.map((h) => `${h.method} ${h.path} line ${h.line}`)).toEqual([
      'POST /api/stripe/webhook line 3',
      'PUT /api/stripe/webhook line 4',
    ]);
  });
  it('finds app-router handlers a wrapper takes as the `handler` of an options object', () => {
    expect(summary('app/api/v1/integrations/slack/route.ts')).toEqual(['next-app GET /api/v1/integrations/slack GET']);
  });
  it('finds Next.js metadata routes by the URL they answer, not a screen or a helper of the same name', () => {
    expect(summary('app/sitemap.ts')).toEqual(['next-app GET /sitemap.xml default']);
    expect(summary('app/robots.js')).toEqual(['next-app GET /robots.txt default']);
    expect(summary('src/app/(marketing)/blog/[slug]/opengraph-image.tsx')).toEqual([
      'next-app GET /blog/:slug/opengraph-image default',
    ]);
    // an Expo Router screen named like an image route draws no image; helpers outside app/ or named otherwise
    expect(summary('mobile/app/icon.tsx')).toEqual([]);
    expect(summary('lib/sitemap.ts')).toEqual([]);
    expect(summary('app/sitemap-entries.ts')).toEqual([]);
  });
  it('finds the default export of a pages-router API route', () => {
    expect(summary('pages/api/stripe/webhook.ts')).toEqual(['next-pages ALL /api/stripe/webhook default']);
  });
  it('finds exported server actions of a "use server" module', () => {
    expect(summary('app/actions.ts')).toEqual(['server-action POST  cancel']);
  });
  it('finds server actions a library builds from a function (next-safe-action, wrappers), by the exported name', () => {
    expect(summary('app/built-actions.ts')).toEqual([
      'server-action POST  renameAction',
      'server-action POST  pingAction',
    ]);
  });
  it('finds app.use(path, fn) where the function answers the request, not middleware that passes it on', () => {
    // also one that sets the answer up before sending it; not one that only sets a status and
    // passes on, nor a guard that answers to stop a request and ends by passing it on
    expect(summary('src/well-known.ts')).toEqual([
      'router ALL /.well-known/oauth-protected-resource',
      'router ALL /assets',
    ]);
  });
  it('finds NestJS controller methods with the joined path', () => {
    expect(summary('src/orders.controller.ts')).toEqual(['nest POST /orders/:id/refund refund']);
  });
  it('finds routes a module declares by path with a function per HTTP method (TanStack Start)', () => {
    expect(summary('src/routes/api/users.$userId.ts')).toEqual([
      'file-route GET /api/users/:userId GET',
      'file-route DELETE /api/users/:userId DELETE',
    ]);
    expect(summary('src/routes/api/files.$.ts')).toEqual(['file-route GET /api/files/* GET']);
    // a page route's component and loader, and an object of method-named strings, are not
    expect(summary('src/routes/about.tsx')).toEqual([]);
  });
  it('finds the default export of a module nothing imports that answers a request, with the route a manifest beside it declares', () => {
    expect(summary('src/modules/catalog/api/updateLink/updateLink.ts')).toEqual([
      'file-route PATCH /products/:id/links/:link default',
    ]);
    expect(summary('src/modules/catalog/api/updateLink/[auth]validate.ts')).toEqual([
      'file-route PATCH /products/:id/links/:link default',
    ]);
    // one that returns its result to the framework's chain, where a manifest declares the folder
    expect(summary('src/modules/catalog/api/updateLink/update[finish].ts')).toEqual([
      'file-route PATCH /products/:id/links/:link default',
    ]);
    expect(summary('src/jobs/sync.ts')).toEqual([]);
    expect(summary('api/hello.ts')).toEqual(['file-route ALL  default']);
    expect(summary('api/legacy.js')).toEqual(['file-route ALL  default']);
    // a Web-standard one: one Request read, a Response made; the path a platform serves it at
    expect(summary('web/api/og.js')).toEqual(['file-route ALL /api/og default']);
    expect(summary('web/api/users/[id].ts')).toEqual(['file-route ALL /api/users/:id default']);
    expect(summary('web/middleware.js')).toEqual(['file-route ALL /read/* default']);
    // a function of one request-like value that makes no Response answers nothing
    expect(summary('web/src/lib/format.ts')).toEqual([]);
    // imported middleware, and default-exported functions of two values that answer nothing, are not
    expect(summary('src/middleware/auth.ts')).toEqual([]);
    expect(summary('src/lib/add.ts')).toEqual([]);
    expect(summary('src/lib/merge.ts')).toEqual([]);
    expect(summary('src/lib/notify.ts')).toEqual([]);
  });
  it('does not mistake client calls and tests for handlers', () => {
    expect(summary('src/client.ts')).toEqual([]);
    // Promise.all(items.map(async …)): `all` with a function and no path is no registration
    expect(summary('src/jobs.ts')).toEqual([]);
  });

  it('locates the handler containing a node, or calling its function', () => {
    const { SyntaxKind } = loadTsMorph();
    const sf = ws.head.sourceFile('src/routes/checkout.ts')!;
    const json = sf
      .getDescendantsOfKind(SyntaxKind.CallExpression)
      .find((c) => c.getText().startsWith('res.json({ ok'))!;
    expect(enclosingHandler(ws.head, 'src/routes/checkout.ts', json)?.method).toBe('POST');
    const ret = sf.getFunction('handleGet')!.getBody()!;
    expect(enclosingHandler(ws.head, 'src/routes/checkout.ts', ret)?.path).toBe('/:id');
    const inLoad = sf.getFunction('load')!.getBody()!;
    expect(enclosingHandler(ws.head, 'src/routes/checkout.ts', inLoad)).toBeUndefined();
    expect(handlerReaching(ws.head, 'src/routes/checkout.ts', inLoad)?.name).toBe('handleGet');
  });
});

it('nextRoutePath maps files to URL paths', () => {
  expect(nextRoutePath('src/app/api/subscription/cancel/route.ts')).toBe('/api/subscription/cancel');
  expect(nextRoutePath('app/api/files/[...slug]/route.ts')).toBe('/api/files/*slug');
  expect(nextRoutePath('pages/api/orders/index.ts')).toBe('/api/orders');
});

describe("a runtime's server", () => {
  const ws = workspaceFor({
    base: {
      'supabase/functions/send-brief/index.ts':
        'Deno.serve(async (req) => {\n  return new Response(JSON.stringify({ ok: true }), { status: 200 });\n});\n',
      'supabase/functions/notify/index.ts':
        "import { serve } from 'https://deno.land/std@0.177.0/http/server.ts';\nserve(async (req: Request) => new Response('ok'));\n",
      'edge/worker.ts': 'Deno.serve({ port: 8000 }, function handle(req) {\n  return new Response("ok");\n});\n',
      'bun/server.ts': "Bun.serve({\n  port: 3000,\n  fetch(req) {\n    return new Response('ok');\n  },\n});\n",
      'supabase/functions/_shared/cors.ts': "export const cors = { 'Access-Control-Allow-Origin': '*' };\n",
      // look-alikes: a function named serve of the app's own, a static file server's option
      'src/serve.ts': "import { serve } from './lib/static';\nserve(async (req: Request) => new Response('ok'));\n",
      'src/lib/static.ts': 'export function serve(fn: unknown) {}\n',
      'src/room.ts':
        "import { DurableObject } from 'cloudflare:workers';\nexport class Room extends DurableObject {\n  async fetch(request: Request) {\n    return new Response('ok');\n  }\n  async webSocketMessage(ws: WebSocket, message: string) {\n    ws.send(message);\n  }\n  async webSocketClose(ws: WebSocket) {\n    ws.close();\n  }\n  async alarm() {}\n}\n",
      'src/counter.ts':
        'export class Counter implements DurableObject {\n  async fetch(request: Request) {\n    return new Response("1");\n  }\n}\n',
      // look-alike: a class with a fetch method that is no Durable Object (an API client)
      'src/client.ts':
        'export class ApiClient {\n  async fetch(path: string) {\n    return globalThis.fetch(path);\n  }\n}\n',
    },
  });
  const summary = (path: string) =>
    requestHandlers(ws.head, path).map((h) => `${h.kind} ${h.method} ${h.path ?? '-'} ${h.name ?? ''}`.trim());
  it.each<[string, string[]]>([
    ['supabase/functions/send-brief/index.ts', ['file-route ALL /functions/v1/send-brief serve']],
    ['supabase/functions/notify/index.ts', ['file-route ALL /functions/v1/notify serve']],
    ['edge/worker.ts', ['file-route ALL - handle']],
    ['bun/server.ts', ['file-route ALL - fetch']],
    ['supabase/functions/_shared/cors.ts', []],
    ['src/serve.ts', []],
    ['src/room.ts', ['file-route ALL - fetch', 'file-route ALL - webSocketMessage', 'file-route ALL - webSocketClose']],
    ['src/counter.ts', ['file-route ALL - fetch']],
    ['src/client.ts', []],
  ])('%s', (path, expected) => {
    expect(summary(path)).toEqual(expected);
  });
});

describe('nextPagePaths', () => {
  it.each<[string, string[]]>([
    ['app/[locale]/(dashboard)/inbox/page.tsx', ['/:locale/inbox']],
    ['src/app/(dashboard)/layout.tsx', ['/', '/*']],
    ['apps/web/src/app/[locale]/settings/layout.tsx', ['/:locale/settings', '/:locale/settings/*']],
    // look-alikes: a route handler, a component beside the page
    ['app/api/orders/route.ts', []],
    ['app/inbox/InboxClient.tsx', []],
  ])('%s', (path, expected) => {
    expect(nextPagePaths(path)).toEqual(expected);
  });
});

describe('SvelteKit', () => {
  const ws = workspaceFor({
    base: {
      'svelte.config.js': 'export default { kit: {} };\n',
      'src/routes/api/webhook/stripe/+server.ts': `import { json } from '@sveltejs/kit';
export const POST = async ({ request }) => json(await handle(await request.text()));
export async function GET() { return new Response('ok'); }
export const fallback = async () => new Response(null, { status: 405 });
export const prerender = false;
`,
      'src/routes/[locale=locale]/(app)/admin/members/+page.server.ts': `import { fail } from '@sveltejs/kit';
export const load = async ({ locals }) => ({ members: await list(locals.user) });
export const actions = {
  default: async ({ request }) => save(await request.formData()),
  approve: async function ({ request }) { return approve(await request.formData()); },
  reject,
} satisfies Actions;
async function reject({ request }) { return fail(400); }
`,
      'src/routes/(app)/+layout.server.ts': 'export const load = async ({ locals }) => ({ user: locals.user });\n',
      'src/routes/[locale=locale]/(app)/admin/members/data.remote.ts': `import { command, form, query } from '$app/server';
import * as v from 'valibot';
export const listMembers = query(async () => db.select());
export const bulkApprove = command(v.array(v.string()), async (ids) => approveAll(ids));
export const createMember = form(schema, async (data) => insert(data));
export const byId = query.batch(v.string(), async (ids) => (id) => find(id));
export const PAGE_SIZE = 20;
export const helper = (x: number) => x * 2;
`,
      // look-alikes: a universal load (runs in the browser too), a server module outside src/routes
      'src/routes/blog/+page.ts':
        'export const load = async ({ fetch }) => ({ posts: await (await fetch(`/api/posts`)).json() });\n',
      'src/lib/+server.ts': 'export const GET = () => new Response();\n',
    },
  });
  const summary = (path: string) =>
    requestHandlers(ws.head, path).map((h) => `${h.kind} ${h.method} ${h.path ?? ''} ${h.name ?? ''}`.trim());

  it("finds a +server module's method handlers and its fallback at the folder's path", () => {
    expect(summary('src/routes/api/webhook/stripe/+server.ts')).toEqual([
      'sveltekit POST /api/webhook/stripe POST',
      'sveltekit GET /api/webhook/stripe GET',
      'sveltekit ALL /api/webhook/stripe fallback',
    ]);
  });
  it("finds a page's server load and each form action (inline, a function expression, a shorthand)", () => {
    expect(summary('src/routes/[locale=locale]/(app)/admin/members/+page.server.ts')).toEqual([
      'sveltekit GET /:locale/admin/members load',
      'sveltekit POST /:locale/admin/members default',
      'sveltekit POST /:locale/admin/members approve',
      'sveltekit POST /:locale/admin/members reject',
    ]);
    expect(summary('src/routes/(app)/+layout.server.ts')).toEqual(['sveltekit GET / load']);
  });
  it("finds remote functions by the call that makes them, not a remote module's other exports", () => {
    expect(summary('src/routes/[locale=locale]/(app)/admin/members/data.remote.ts')).toEqual([
      'remote-fn GET  listMembers',
      'remote-fn POST  bulkApprove',
      'remote-fn POST  createMember',
      'remote-fn GET  byId',
    ]);
  });
  it('look-alikes: a universal load and a +server module outside src/routes serve no request on the server', () => {
    expect(summary('src/routes/blog/+page.ts')).toEqual([]);
    expect(summary('src/lib/+server.ts')).toEqual([]);
  });
  it('look-alike: the same files in an app that is no SvelteKit app (no svelte.config) are plain modules', () => {
    const w = workspaceFor({
      base: {
        'api/src/routes/+server.ts': 'export const GET = () => new Response();\n',
        'api/src/db/users.remote.ts':
          "import { query } from './db';\nexport const listUsers = query(async (sql) => sql`select 1`);\n",
      },
    });
    expect(requestHandlers(w.head, 'api/src/routes/+server.ts')).toEqual([]);
    expect(requestHandlers(w.head, 'api/src/db/users.remote.ts')).toEqual([]);
  });
  it.each<[string, string | undefined]>([
    ['src/routes/+server.ts', '/'],
    ['src/routes/(marketing)/about/+page.server.ts', '/about'],
    ['src/routes/blog/[slug]/+server.ts', '/blog/:slug'],
    ['src/routes/[[lang]]/docs/[...path]/+page.server.ts', '/:lang/docs/*path'],
    ['apps/web/src/routes/[id=integer]/+server.js', '/:id'],
    ['src/lib/server/db.ts', undefined],
  ])('the route of %s is %s', (path, expected) => {
    expect(svelteKitRoutePath(path)).toBe(expected);
  });
});

describe('svelteKitPagePaths', () => {
  it.each<[string, string[]]>([
    ['src/routes/[locale=locale]/(app)/admin/members/+page.svelte', ['/:locale/admin/members']],
    ['src/routes/[locale=locale]/(app)/admin/members/+page.server.ts', ['/:locale/admin/members']],
    ['src/routes/(app)/settings/+layout.svelte', ['/settings', '/settings/*']],
    ['src/routes/+layout.server.js', ['/', '/*']],
    // look-alikes: an endpoint and a component beside the page are shown at no path of their own
    ['src/routes/api/x/+server.ts', []],
    ['src/routes/admin/members/members-table.svelte', []],
  ])('%s', (path, expected) => {
    expect(svelteKitPagePaths(path)).toEqual(expected);
  });
});

describe("a platform's request middleware", () => {
  const middleware =
    "import { NextResponse } from 'next/server';\nexport function middleware(request: Request) {\n  return request.headers.get('x') ? NextResponse.next() : NextResponse.redirect(new URL('/login', request.url));\n}\n";
  it.each([
    ['src/middleware.ts beside the package.json', 'src/middleware.ts', ['file-route ALL /*']],
    ['middleware.ts at the root', 'middleware.ts', ['file-route ALL /*']],
    ['look-alike: a middleware.ts deeper in the project is a module like any other', 'src/lib/middleware.ts', []],
  ])('%s', (_name, path, expected) => {
    const ws = workspaceFor({ base: { 'package.json': '{ "name": "web" }\n', [path]: middleware } });
    expect(requestHandlers(ws.head, path).map((h) => `${h.kind} ${h.method} ${h.path}`)).toEqual(expected);
  });
});
