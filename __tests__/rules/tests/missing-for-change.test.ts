import { ruleTester } from '../../helpers/rule-tester';

const app = `import express from 'express';
import { ordersRouter } from './routes/orders';
export function createApp() {
  const app = express();
  app.use('/api/orders', ordersRouter);
  return app;
}
`;

const orders = (status = "'open'", extra = '') => `import { Router } from 'express';
import { refundOrder } from '../services/refunds';
export const ordersRouter = Router();
ordersRouter.post('/:id/refund', async (req, res) => {
  ${extra}const refund = await refundOrder(req.params.id);
  res.json({ id: refund.id, status: ${status} });
});
`;

const refunds = (amount = 'order.amount') => `import { stripe } from '../lib/stripe';
export async function refundOrder(id: string) {
  const order = await loadOrder(id);
  return stripe.refunds.create({ payment_intent: order.pi, amount: ${amount} }, { idempotencyKey: \`refund-\${id}\` });
}
`;

/** The refund service's body wrapped in `try { … } catch (error) { <catchBody> }`. */
const refundsWrapped = (catchBody: string) =>
  refunds().replace(
    '  const order = await loadOrder(id);\n  return stripe.refunds.create({ payment_intent: order.pi, amount: order.amount }, { idempotencyKey: `refund-${id}` });',
    `  try {\n    const order = await loadOrder(id);\n    return stripe.refunds.create({ payment_intent: order.pi, amount: order.amount }, { idempotencyKey: \`refund-\${id}\` });\n  } catch (error) {\n${catchBody}  }`,
  );

/** The refund route with a dry-run branch first, and an `else` holding `otherwise` when given. */
const dryRun = (otherwise?: string) =>
  orders(
    undefined,
    `if (req.query.dry) {\n    res.json({ dry: true });\n    return;\n  }${otherwise ? ` else {\n    ${otherwise}\n  }` : ''}\n  `,
  );

/** The refund service with its request's parameters built by a helper of the module (`fields`: the helper's object). */
const refundsExtracted = (
  fields = 'payment_intent: order.pi, amount: order.amount',
  helper = '',
) => `import { stripe } from '../lib/stripe';
function refundParams(order: { pi: string; amount: number }) {
  ${helper || `return { ${fields} };`}
}
export async function refundOrder(id: string) {
  const order = await loadOrder(id);
  return stripe.refunds.create(refundParams(order), { idempotencyKey: \`refund-\${id}\` });
}
`;

/** The base with the refund's currency written as `currency` (a constant of src/config.ts, or a literal). */
const withCurrency = (currency: string) => ({
  ...base,
  'src/config.ts': "export const config = { currency: 'usd' };\n",
  'src/services/refunds.ts':
    "import { config } from '../config';\n" +
    refunds().replace('amount: order.amount', `amount: order.amount, currency: ${currency}`),
});

const stripeLib = (version = '2024-06-20', retries = 2) => `import Stripe from 'stripe';
export const stripe = new Stripe(process.env.STRIPE_SECRET_KEY!, { apiVersion: '${version}', maxNetworkRetries: ${retries} });
`;

/**
 * A route that imports the services as a namespace (`import * as services`): `use` is how it
 * uses it; `audit` is the function the PR changes in another module of the namespace.
 */
const namespaced = (use: string, audit = 'return kind;') => ({
  ...tested,
  'src/services/index.ts': "export * from './orders';\nexport * from './audit';\n",
  'src/services/orders.ts': 'export async function listOrders() {\n  return [];\n}\n',
  'src/services/audit.ts': `export function auditKind(kind: string) {\n  ${audit}\n}\n`,
  'src/routes/orders.ts': `import { Router } from 'express';
import * as services from '../services';
import { register } from '../lib/registry';
export const ordersRouter = Router();
ordersRouter.get('/', async (req, res) => {
  ${use}
});
`,
  'src/lib/registry.ts': 'export function register(all: object) {\n  return Object.keys(all);\n}\n',
});

/** A repository that tests with vitest: the rule judges each handler. */
const tested = { 'package.json': '{ "name": "api", "devDependencies": { "vitest": "^3.0.0" } }\n' };

const base = {
  ...tested,
  'src/app.ts': app,
  'src/routes/orders.ts': orders(),
  'src/services/refunds.ts': refunds(),
  'src/lib/stripe.ts': stripeLib(),
  'src/ui/format.ts': 'export function money(n: number) {\n  return `$${n}`;\n}\n',
};

/** Express MVC: handlers written in a controller module, registered by reference in a routes module. */
const controller = (
  body = 'res.json(await listInvoices(req.params.id))',
) => `import { listInvoices } from '../services/invoices';
const getInvoices = async (req, res, next) => {
  try {
    ${body};
  } catch (e) {
    next(e);
  }
};
const getHealth = async (_req, res) => res.json({ ok: true });
export default { getInvoices, getHealth };
`;

const mvc = {
  ...base,
  'src/app.ts': app
    .replace(
      "app.use('/api/orders', ordersRouter);",
      "app.use('/api/orders', ordersRouter);\n  app.use('/api/invoices', invoicesRouter);",
    )
    .replace(
      "import { ordersRouter } from './routes/orders';",
      "import { ordersRouter } from './routes/orders';\nimport invoicesRouter from './routes/invoices';",
    ),
  'src/routes/invoices.ts': `import express from 'express';
import invoicesController from '../controllers/invoices';
const router = express.Router();
router.get(['/', '/:id'], invoicesController.getInvoices);
router.get('/health', invoicesController.getHealth);
export default router;
`,
  'src/controllers/invoices.ts': controller(),
  'src/services/invoices.ts': 'export async function listInvoices(id?: string) {\n  return [{ id }];\n}\n',
};

/** A controller class: an arrow-function property, a static method, a method no route registers. */
const invoicesClass = `import { listInvoices } from '../services/invoices';
export class InvoicesController {
  list = async (req, res) => {
    res.json(await listInvoices(req.params.id));
  };
  static async summary(_req, res) {
    res.json({ count: (await listInvoices()).length });
  }
  describe() {
    return 'invoices';
  }
}
`;

/**
 * Express MVC with a controller class: its handlers are arrow-function properties of an
 * instance the routes module makes (or static methods), registered through a wrapper.
 */
const classController = (register: string) => ({
  ...mvc,
  'src/routes/invoices.ts': `import express from 'express';
import { InvoicesController } from '../controllers/invoices-class';
import { asyncHandler } from '../middleware/async';
const router = express.Router();
const invoices = new InvoicesController();
${register}
export default router;
`,
  'src/middleware/async.ts':
    'export const asyncHandler = (fn) => (req, res, next) => Promise.resolve(fn(req, res, next)).catch(next);\n',
  'src/controllers/invoices-class.ts': invoicesClass,
});

/** The service behind the MVC controller, with a changed query. */
const invoicesService = (filter = '') =>
  `export async function listInvoices(id?: string) {\n  ${filter}return [{ id }];\n}\nexport function invoiceLabel(id: string) {\n  return 'inv-' + id;\n}\n`;

/** File-based routing: a folder per route, a manifest declaring it, modules the framework loads by place. */
const fileRouted = (body = 'response.json({ data: await save(request.params.link, request.body) });') => ({
  ...tested,
  'src/modules/catalog/api/updateLink/route.json': '{ "methods": ["PATCH"], "path": "/products/:id/links/:link" }\n',
  'src/modules/catalog/api/updateLink/updateLink.ts': `import { save } from '../../services/links';
export default async (request, response, next) => {
  ${body}
};
`,
  'src/modules/catalog/services/links.ts':
    'export async function save(id: string, body: unknown) {\n  return { id, body };\n}\n',
});
const fileRoutedChanged = fileRouted(
  "if (!request.body) return response.status(400).json({ error: 'empty' });\n  response.json({ data: await save(request.params.link, request.body) });",
)['src/modules/catalog/api/updateLink/updateLink.ts'];

/** A handler that checks a config object, in the forms a lint pass rewrites. */
const configHandler = (check: string, decl = 'let') => ({
  ...tested,
  'src/routes/config.ts': `import { Router } from 'express';
export const configRouter = Router();
function validate(data: any): boolean {
  ${check}
}
configRouter.post('/config', (req, res) => {
  ${decl} ok = validate(req.body);
  res.status(ok ? 200 : 400).json({ ok });
});
`,
});
const checkAny =
  "if (typeof data !== 'object' || data === null) return false;\n  return data.mode === 'all' && Array.isArray(data.list);";
const checkAliased =
  "if (typeof data !== 'object' || data === null) return false;\n  const d = data as Record<string, unknown>;\n  return d.mode === 'all' && Array.isArray(d.list);";

/** Express in CommonJS: routers and controllers joined by require(), exports by `exports.x` and `module.exports`. */
const cjs = (service = 'return { id };') => ({
  ...tested,
  'app.js': `const express = require('express');
const usersRouter = require('./routes/users');
const app = express();
app.use('/api/users', usersRouter);
module.exports = app;
`,
  'routes/users.js': `const express = require('express');
const users = require('../controllers/users');
const router = express.Router();
router.get('/:id', users.getUser);
module.exports = router;
`,
  'controllers/users.js': `const { findUser } = require('../services/users');
exports.getUser = async (req, res) => {
  const user = await findUser(req.params.id);
  res.json({ id: user.id });
};
`,
  'services/users.js': `async function findUser(id) {\n  ${service}\n}\nmodule.exports = { findUser };\n`,
});
const cjsChanged = cjs("if (!id) throw new Error('id');\n  return { id };")['services/users.js'];

/** Next.js server actions built with a library (next-safe-action). */
const actions = (check = "if (!ctx.user) throw new Error('unauthorized');") => `'use server';
import { authenticatedActionClient } from '@/lib/safe-action';
import { z } from 'zod';
import { renameSurvey } from '@/lib/surveys';
export const renameSurveyAction = authenticatedActionClient
  .schema(z.object({ surveyId: z.string(), name: z.string() }))
  .action(async ({ ctx, parsedInput }) => {
    ${check}
    return renameSurvey(parsedInput.surveyId, parsedInput.name);
  });
`;

const nextActions = {
  ...tested,
  'tsconfig.json': '{ "compilerOptions": { "paths": { "@/*": ["./*"] } } }\n',
  'app/surveys/actions.ts': actions(),
  'lib/surveys.ts': 'export async function renameSurvey(id: string, name: string) {\n  return { id, name };\n}\n',
  'lib/safe-action.ts': 'export const authenticatedActionClient = createSafeActionClient();\n',
};

/** The server action's form on a page under a locale segment, and an end-to-end test visiting a page. */
const actionsOnPage = (visited: string) => ({
  ...nextActions,
  'app/[locale]/(dashboard)/surveys/[id]/page.tsx': `import { RenameForm } from '@/components/RenameForm';
export default function Page() {
  return <RenameForm />;
}
`,
  'components/RenameForm.tsx': `'use client';
import { renameSurveyAction } from '@/app/surveys/actions';
export function RenameForm() {
  return <form action={renameSurveyAction} />;
}
`,
  'e2e/surveys.spec.ts': `import { test, expect } from '@playwright/test';
test('renames a survey', async ({ page }) => {
  const section = await pickSection(page);
  await page.goto(\`${visited}\`);
  await page.getByRole('button', { name: 'Rename' }).click();
  await expect(page.getByText('Renamed')).toBeVisible();
});
`,
});

/**
 * A SvelteKit app: a page under a locale parameter whose form component calls a remote
 * function, a `+page.server` load, and an end-to-end test visiting a page through a typed route
 * helper (`route('/[locale=locale]/admin/members', { locale: 'fi' })`).
 */
const remoteApp = (visited: string, approve = 'const unique = [...new Set(ids)];\n  return approveAll(unique);') => ({
  'package.json': '{ "name": "app", "devDependencies": { "vitest": "^3.0.0", "@playwright/test": "^1.50.0" } }\n',
  'svelte.config.js':
    "import adapter from '@sveltejs/adapter-node';\nexport default { kit: { adapter: adapter() } };\n",
  'src/lib/server/members.ts': 'export async function approveAll(ids: string[]) {\n  return ids.length;\n}\n',
  'src/routes/[locale=locale]/(app)/admin/members/data.remote.ts': `import { command } from '$app/server';
import * as v from 'valibot';
import { approveAll } from '$lib/server/members';
export const bulkApprove = command(v.array(v.string()), async (ids) => {
  ${approve}
});
`,
  'src/routes/[locale=locale]/(app)/admin/members/+page.svelte': `<script lang="ts">
  import ApproveForm from './approve-form.svelte';
  let { data } = $props();
</script>
<ApproveForm members={data.members} />
`,
  'src/routes/[locale=locale]/(app)/admin/members/approve-form.svelte': `<script lang="ts">
  import { bulkApprove } from './data.remote';
  let { members } = $props();
</script>
<button onclick={() => bulkApprove(members.map((m) => m.id))}>Approve</button>
`,
  'src/lib/ROUTES.ts':
    'export function route(id: string, params: Record<string, string>) {\n  return id.replace(/\\[(\\w+)(=\\w+)?\\]/g, (_m, k) => params[k]);\n}\n',
  'e2e/members.test.ts': `import { test, expect } from '@playwright/test';
import { route } from '../src/lib/ROUTES';
test('approves members', async ({ page }) => {
  await page.goto(route('${visited}', { locale: 'fi' }));
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Approved')).toBeVisible();
});
`,
});

/**
 * A SvelteKit app that serves an organisation's studio under its subdomain: `src/hooks.ts`
 * (when `reroute` is true) maps `acme.example.com/studio` to `_org/[slug]/studio`. The studio
 * page's form calls `renameOrg`, the account page shows `getProfile` (both remote functions of
 * one module), the root page has a load; an end-to-end test visits `visited`.
 */
const subdomainApp = (visited: string, reroute = true) => ({
  'package.json': '{ "name": "web", "devDependencies": { "vitest": "^3.0.0", "@playwright/test": "^1.50.0" } }\n',
  'svelte.config.js':
    "import adapter from '@sveltejs/adapter-node';\nexport default { kit: { adapter: adapter() } };\n",
  'src/hooks.ts': reroute
    ? "import type { Reroute } from '@sveltejs/kit';\nexport const reroute: Reroute = ({ url }) => {\n  const org = url.hostname.split('.')[0];\n  return org === 'www' ? url.pathname : `/_org/${org}${url.pathname}`;\n};\n"
    : 'export const transport = {};\n',
  'src/lib/server/orgs.ts':
    'export async function loadOrg(slug: string) {\n  return { slug };\n}\nexport async function rename(slug: string, name: string) {\n  return { slug, name };\n}\n',
  'src/lib/remote/account.remote.ts': `import { command, query } from '$app/server';
import { rename } from '$lib/server/orgs';
export const renameOrg = command('unchecked', async (input: { slug: string; name: string }) => {
  return rename(input.slug, input.name);
});
export const getProfile = query(async () => {
  return { name: 'me' };
});
`,
  'src/routes/_org/[slug]/studio/+page.server.ts':
    "import { loadOrg } from '$lib/server/orgs';\nexport const load = async ({ params }) => {\n  return { org: await loadOrg(params.slug) };\n};\n",
  'src/routes/_org/[slug]/studio/+page.svelte':
    "<script lang=\"ts\">\n  import { renameOrg } from '$lib/remote/account.remote';\n  let { data } = $props();\n</script>\n<button onclick={() => renameOrg({ slug: data.org.slug, name: 'x' })}>Rename</button>\n",
  'src/routes/account/+page.svelte':
    '<script lang="ts">\n  import { getProfile } from \'$lib/remote/account.remote\';\n</script>\n<p>{(await getProfile()).name}</p>\n',
  'src/routes/(platform)/+page.server.ts': 'export const load = async () => {\n  return { featured: [] };\n};\n',
  'e2e/studio.test.ts': `import { test, expect } from '@playwright/test';
test('the page', async ({ page }) => {
  await page.goto('${visited}');
  await expect(page.getByRole('heading')).toBeVisible();
});
`,
});

/** subdomainApp's changes: the studio's load, the root page's load, the remote function `renameOrg`. */
const studioLoadChanged = {
  'src/routes/_org/[slug]/studio/+page.server.ts':
    "import { error } from '@sveltejs/kit';\nimport { loadOrg } from '$lib/server/orgs';\nexport const load = async ({ params }) => {\n  const org = await loadOrg(params.slug);\n  if (!org) error(404);\n  return { org };\n};\n",
};
const rootLoadChanged = {
  'src/routes/(platform)/+page.server.ts':
    "export const load = async ({ url }) => {\n  const sort = url.searchParams.get('sort') ?? 'new';\n  return { featured: [], sort };\n};\n",
};
const renameOrgChanged = {
  'src/lib/remote/account.remote.ts': subdomainApp('/')['src/lib/remote/account.remote.ts'].replace(
    '  return rename(input.slug, input.name);',
    "  if (!input.name.trim()) throw new Error('empty');\n  return rename(input.slug, input.name.trim());",
  ),
};

/**
 * A Hono worker serving GET /api/categories, and a web app whose sitemap route calls the
 * worker through an API client module (`createServerApi`, a function that returns the
 * client's methods, each a fetch); the sitemap's test calls the route's GET directly, with
 * the client mocked (`mocked`) or not.
 */
const workerAndClient = (mocked: boolean) => ({
  'package.json': '{ "name": "root", "private": true, "devDependencies": { "vitest": "^3.0.0" } }\n',
  'workers/content/src/index.ts':
    "import { Hono } from 'hono';\nimport categories from './routes/categories';\nconst app = new Hono();\napp.route('/api/categories', categories);\nexport default app;\n",
  'workers/content/src/routes/categories.ts':
    "import { Hono } from 'hono';\nconst app = new Hono();\napp.get('/', async (c) => c.json({ items: [] }));\nexport default app;\n",
  'apps/web/src/lib/server/api.ts': `const BASE = 'http://content.internal';
export function createServerApi() {
  return {
    categories: { list: () => fetch(\`\${BASE}/api/categories\`).then((r) => r.json()) },
    content: { list: () => fetch(\`\${BASE}/api/content\`).then((r) => r.json()) },
  };
}
`,
  'apps/web/src/routes/sitemap/server.ts':
    "import { createServerApi } from '../../lib/server/api';\nexport async function GET() {\n  const api = createServerApi();\n  const items = await api.content.list();\n  return new Response(String(items.length));\n}\n",
  'apps/web/src/routes/sitemap/server.test.ts': `import { it, expect, vi } from 'vitest';
${mocked ? "vi.mock('../../lib/server/api', () => ({ createServerApi: () => ({ content: { list: async () => [] } }) }));\n" : ''}import { GET } from './server';
it('answers', async () => {
  const res = await GET();
  expect(res.status).toBe(200);
});
`,
});

/** workerAndClient's change: the categories route answers only for a given organisation. */
const categoriesChanged = {
  'workers/content/src/routes/categories.ts':
    "import { Hono } from 'hono';\nconst app = new Hono();\napp.get('/', async (c) => {\n  const org = c.req.query('org');\n  if (!org) return c.json({ error: 'org' }, 400);\n  return c.json({ items: [] });\n});\nexport default app;\n",
};

/**
 * An Express app whose document and note routes factories build (`createDocumentRoutes()`),
 * each mounted through a local under a parameter path; a test of the app requests `requested`.
 */
const factoryMounted = (requested: string) => ({
  'package.json': '{ "name": "api", "devDependencies": { "vitest": "^3.0.0", "supertest": "^7.0.0" } }\n',
  'src/api/documents.routes.ts': `import { Router } from 'express';
export function createDocumentRoutes(): Router {
  const router = Router({ mergeParams: true });
  router.get('/:documentId', async (req, res) => {
    res.json({ id: req.params.documentId, url: '/files/' + req.params.documentId });
  });
  return router;
}
`,
  'src/api/notes.routes.ts': `import { Router } from 'express';
export function createNoteRoutes(): Router {
  const router = Router({ mergeParams: true });
  router.get('/:noteId', async (req, res) => {
    res.json({ id: req.params.noteId });
  });
  return router;
}
`,
  'src/app.ts': `import express from 'express';
import { createDocumentRoutes } from './api/documents.routes';
import { createNoteRoutes } from './api/notes.routes';
export function createApp() {
  const app = express();
  const documentRoutes = createDocumentRoutes();
  app.use('/api/clients/:clientId/documents', documentRoutes);
  const noteRoutes = createNoteRoutes();
  app.use('/api/clients/:clientId/notes', noteRoutes);
  return app;
}
`,
  'tests/documents.test.ts': `import request from 'supertest';
import { createApp } from '../src/app';
it('reads a document', async () => {
  const res = await request(createApp()).get(\`${requested}\`);
  expect(res.status).toBe(200);
});
`,
});
/** The test of `factoryMounted` that requests the document. */
const documentsTest = factoryMounted('/api/clients/c1/documents/d1')['tests/documents.test.ts'];
const documentAnswerChanged = {
  'src/api/documents.routes.ts': factoryMounted('/')['src/api/documents.routes.ts'].replace(
    "res.json({ id: req.params.documentId, url: '/files/' + req.params.documentId });",
    'res.json({ id: req.params.documentId });',
  ),
};

/** The refund service with the refund's options written one per line (`reason` among them, after a comment). */
const refundsByLine = (reason: string) => `import { stripe } from '../lib/stripe';
export async function refundOrder(id: string) {
  const order = await loadOrder(id);
  return stripe.refunds.create(
    {
      payment_intent: order.pi,
      amount: order.amount,
${reason}    },
    { idempotencyKey: \`refund-\${id}\` },
  );
}
`;
const reasonLine = "      // the customer asked for it\n      reason: 'requested_by_customer',\n";

/**
 * A Next.js app in apps/web whose dashboard page shows a card that fetches GET /api/stats, and
 * an Nx-style end-to-end package (apps/web-e2e, Playwright config with `testDir`) visiting a page.
 */
const routeOnPage = (visited: string) => ({
  'package.json': '{ "name": "root", "private": true, "devDependencies": { "vitest": "^3.0.0" } }\n',
  'apps/web/package.json': '{ "name": "web" }\n',
  'apps/web/app/api/stats/route.ts': `import { NextResponse } from 'next/server';
import { countVisits } from '../../../lib/stats';
export async function GET() {
  return NextResponse.json({ visits: await countVisits() });
}
`,
  'apps/web/lib/stats.ts': 'export async function countVisits() {\n  return 1;\n}\n',
  'apps/web/components/StatsCard.tsx': `'use client';
import { useEffect, useState } from 'react';
export function StatsCard() {
  const [visits, setVisits] = useState(0);
  useEffect(() => {
    fetch('/api/stats').then((r) => r.json()).then((d) => setVisits(d.visits));
  }, []);
  return <p>{visits}</p>;
}
`,
  'apps/web/app/dashboard/page.tsx': `import { StatsCard } from '../../components/StatsCard';
export default function Page() {
  return <StatsCard />;
}
`,
  'apps/web-e2e/package.json': '{ "name": "web-e2e" }\n',
  'apps/web-e2e/playwright.config.ts':
    "import { defineConfig } from '@playwright/test';\nexport default defineConfig({ testDir: './tests' });\n",
  'apps/web-e2e/tests/stats.spec.ts': `import { test, expect } from '@playwright/test';
test('shows the visits', async ({ page }) => {
  await page.goto('${visited}');
  await expect(page.getByText('1')).toBeVisible();
});
`,
});
const statsRouteChanged = {
  'apps/web/app/api/stats/route.ts': `import { NextResponse } from 'next/server';
import { countVisits } from '../../../lib/stats';
export async function GET() {
  const visits = await countVisits();
  return NextResponse.json({ visits: Math.max(0, visits) });
}
`,
};

/**
 * `routeOnPage` with the card's request made through a module's wrapper whose base URL comes
 * from an env var (`${API_BASE}${path}`): the path written is `path`, the route's tail.
 */
const routeBehindBase = (visited: string, path = '/stats') => ({
  ...routeOnPage(visited),
  'apps/web/lib/api.ts': `const API_BASE = process.env.API_BASE_URL ?? 'http://localhost:3000/api';
async function apiFetch<T>(path: string): Promise<T> {
  const res = await fetch(\`\${API_BASE}\${path}\`, { cache: 'no-store' });
  return res.json() as Promise<T>;
}
export function getStats() {
  return apiFetch<{ visits: number }>('${path}');
}
`,
  'apps/web/app/dashboard/page.tsx': `import { getStats } from '../../lib/api';
export default async function Page() {
  const stats = await getStats();
  return <p>{stats.visits}</p>;
}
`,
});

/** `routeOnPage` with the end-to-end test visiting each page of a constant list in a loop. */
const pagesInLoop = (pages: string[]) => ({
  ...routeOnPage('/'),
  'apps/web-e2e/tests/stats.spec.ts': `import { test, expect } from '@playwright/test';
const PAGES = [${pages.map((p) => `{ path: '${p}' }`).join(', ')}];
for (const entry of PAGES) {
  test(\`\${entry.path} loads\`, async ({ page }) => {
    await page.goto(entry.path);
    await expect(page.locator('text=Error')).not.toBeVisible();
  });
}
`,
});

/** `pagesInLoop` with the list kept in a module of the end-to-end package that the test imports. */
const pagesFromModule = (pages: string[]) => ({
  ...routeOnPage('/'),
  'apps/web-e2e/tests/pages.ts': `export const PAGES = [${pages.map((p) => `{ path: '${p}' }`).join(', ')}];\n`,
  'apps/web-e2e/tests/stats.spec.ts': `import { test, expect } from '@playwright/test';
import { PAGES } from './pages';
for (const entry of PAGES) {
  test(\`\${entry.path} loads\`, async ({ page }) => {
    await page.goto(entry.path);
    await expect(page.locator('text=Error')).not.toBeVisible();
  });
}
`,
});

/**
 * An Express entry module that sets the app up and serves GET /health itself; `setup` is
 * written among its top-level statements, before the route.
 */
const entryWithHealth = (setup = '') => ({
  ...tested,
  'src/index.ts': `import express from 'express';
import { ordersRouter } from './routes/orders';
const app = express();
${setup}app.use('/api/orders', ordersRouter);
app.get('/health', async (_req, res) => {
  res.json({ ok: true });
});
app.listen(3000);
`,
  'src/routes/orders.ts': "import { Router } from 'express';\nexport const ordersRouter = Router();\n",
});

/** The account route of `files` decides before it hands on: it rejects an empty email itself. */
const deciding = (files: Record<string, string>) => ({
  ...files,
  'src/account/account.controller.ts': files['src/account/account.controller.ts'].replace(
    '    return this.accounts.updateEmail(body.email);',
    "    if (!body.email) throw new Error('email required');\n    return this.accounts.updateEmail(body.email);",
  ),
});

const swaggerImport = "import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';\n";

/**
 * `nest` with decorators on the controller (`classDecorators`, written above `@Controller`)
 * and on its route (`methodDecorators`, below `@Patch()`).
 */
const nestDecorated = (classDecorators: string, methodDecorators: string, imports = '') => ({
  ...nest,
  'src/account/account.controller.ts': (imports + nest['src/account/account.controller.ts'])
    .replace("@Controller('account')", `${classDecorators}@Controller('account')`)
    .replace('  @Patch()\n', `  @Patch()\n${methodDecorators}`),
});

/**
 * A Next.js app whose signal route is fetched by an API module's function, which a hooks
 * module calls in one hook's query (`useSignal`); the list page imports the hooks module for
 * another hook, the detail page calls `useSignal`; an end-to-end test visits `visited`.
 */
const signalHooks = (visited: string, answer = 'return Response.json({ id });') => ({
  'package.json': '{ "name": "web", "devDependencies": { "vitest": "^3.0.0", "@playwright/test": "^1.50.0" } }\n',
  'tsconfig.json': '{ "compilerOptions": { "paths": { "@/*": ["./src/*"] } } }\n',
  'src/app/api/signals/[id]/route.ts': `export async function GET(req: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  ${answer}
}
`,
  'src/lib/api/signals.ts': `export async function getSignal(id: string) {
  const res = await fetch(\`/api/signals/\${id}\`);
  return res.json();
}
export async function listSignals() {
  const res = await fetch('/api/signals');
  return res.json();
}
`,
  'src/lib/hooks/use-signals.ts': `import { useQuery } from '@tanstack/react-query';
import { getSignal, listSignals } from '@/lib/api/signals';
export function useSignals() {
  return useQuery({ queryKey: ['signals'], queryFn: () => listSignals() });
}
export function useSignal(id: string) {
  return useQuery({ queryKey: ['signals', id], queryFn: () => getSignal(id) });
}
`,
  'src/app/signals/page.tsx': `'use client';
import { useSignals } from '@/lib/hooks/use-signals';
export default function Page() {
  const { data } = useSignals();
  return <ul>{String(data)}</ul>;
}
`,
  'src/app/signals/[id]/page.tsx': `'use client';
import { useSignal } from '@/lib/hooks/use-signals';
export default function Page({ params }: { params: { id: string } }) {
  const { data } = useSignal(params.id);
  return <p>{String(data)}</p>;
}
`,
  'e2e/signals.spec.ts': `import { test } from '@playwright/test';
test('opens signals', async ({ page }) => {
  await page.goto('${visited}');
});
`,
});

/**
 * Express routes registered by a function on the router it is given (`registerRoutes(router)`),
 * called under another name by a composite router the app mounts at `/api/v1/strategies`; an
 * end-to-end test requests `requested` of the running server, and `body` is what the subscribe
 * route answers.
 */
const registeredOnGiven = (requested: string, body = 'res.json({ id: req.params.id });') => ({
  ...tested,
  'src/app.ts':
    "import express from 'express';\nimport strategies from './routes/strategies-router';\nexport const app = express();\napp.use('/api/v1/strategies', strategies);\n",
  'src/routes/strategies-router.ts':
    "import express from 'express';\nimport { registerRoutes as registerSubscriptionRoutes } from './subscriptions';\nconst router = express.Router();\nregisterSubscriptionRoutes(router);\nexport default router;\n",
  'src/routes/subscriptions.ts': `import type { Router } from 'express';
export function registerRoutes(router: Router) {
  router.post('/:id/subscribe', async (req, res) => {
    ${body}
  });
}
`,
  'src/routes/subscriptions.test.ts': `it('subscribes', async () => {
  await fetch(\`\${process.env.API_URL}${requested}\`, { method: 'POST' });
});
`,
});

/**
 * An Express route that calls a service through the instance its module exports
 * (`export const adminService = new AdminService()`); `hotel` and `rooms` are the bodies of
 * the class's two methods, of which the route calls only `getHotel`.
 */
const singleton = (hotel = 'return { id: userId };', rooms = 'return [];') => ({
  ...tested,
  'src/services/admin.service.ts': `export class AdminService {
  async getHotel(userId: string) {
    ${hotel}
  }
  async getRooms(userId: string) {
    ${rooms}
  }
}
export const adminService = new AdminService();
`,
  'src/routes/admin.routes.ts': `import { Router } from 'express';
import { adminService } from '../services/admin.service';
export const adminRouter = Router();
adminRouter.get('/hotel', async (req, res) => {
  res.json(await adminService.getHotel(String(req.query.user)));
});
`,
});

/**
 * A Next.js route under a parameter folder (`app/api/users/[<param>]/route.ts`) and an Express
 * route with a path parameter (`/orders/:<param>`), each reading the parameter by its name.
 */
const paramRoutes = (
  param = 'userId',
  body = 'return Response.json(user);',
  orderParam = 'orderId',
  lookup = 'getUser',
): Record<string, string> => ({
  ...tested,
  'src/lib/users.ts':
    'export async function getUser(id: string) {\n  return { id };\n}\nexport async function getAccount(id: string) {\n  return { id };\n}\n',
  [`app/api/users/[${param}]/route.ts`]: `import { getUser, getAccount } from '../../../../src/lib/users';
export async function GET(req: Request, { params }: { params: Promise<{ ${param}: string }> }) {
  const { ${param} } = await params;
  const user = await ${lookup}(${param});
  if (!user) return Response.json({ error: 'not found' }, { status: 404 });
  ${body}
}
`,
  'src/routes/orders.ts': `import { Router } from 'express';
import { getUser } from '../lib/users';
export const orders = Router();
orders.get('/orders/:${orderParam}', async (req, res) => {
  const order = await getUser(req.params.${orderParam});
  res.json(order);
});
`,
});

/**
 * Routes whose registrations carry guards beside their functions: a Fastify route with a
 * `preHandler` option, an Express route with middlewares, a tRPC procedure built on a
 * procedure of the app; `fastifyOptions`, `expressGuards` and `procedure` are what a PR changes.
 */
const guarded = (
  fastifyOptions = "{ preHandler: [app.authenticate, withPermission('system:admin')], schema: { body: listBody } }",
  expressGuards = 'requireAuth, validate(ordersQuery)',
  procedure = 'adminProcedure.input(z.object({ id: z.string() }))',
) => ({
  ...tested,
  'src/auth.ts':
    "export const withPermission = (p: string) => async (req: { user?: { perms: string[] } }) => {\n  if (!req.user?.perms.includes(p)) throw new Error('forbidden');\n};\nexport const requireRole = (roles: string[]) => async (req: { user?: { role: string } }) => {\n  if (!roles.includes(req.user?.role ?? '')) throw new Error('forbidden');\n};\nexport function requireAuth(req: unknown, res: unknown, next: () => void) {\n  next();\n}\nexport function requireAdmin(req: unknown, res: unknown, next: () => void) {\n  next();\n}\nexport function validate(schema: unknown) {\n  return (req: unknown, res: unknown, next: () => void) => next();\n}\n",
  'src/schemas.ts':
    "import { z } from 'zod';\nexport const listBody = z.object({ page: z.number() });\nexport const pagedBody = z.object({ page: z.number(), size: z.number() });\nexport const ordersQuery = z.object({ status: z.string() });\nexport const pagedQuery = z.object({ status: z.string(), page: z.number() });\n",
  'src/routes/admin.ts': `import type { FastifyInstance } from 'fastify';
import { withPermission, requireRole } from '../auth';
import { listBody, pagedBody } from '../schemas';
export async function adminRoutes(app: FastifyInstance) {
  app.get('/admin/users', ${fastifyOptions}, async () => {
    return [];
  });
}
`,
  'src/routes/orders.ts': `import { Router } from 'express';
import { requireAuth, requireAdmin, validate } from '../auth';
import { ordersQuery, pagedQuery } from '../schemas';
export const orders = Router();
orders.get('/orders', ${expressGuards}, async (req, res) => {
  res.json([]);
});
`,
  'src/trpc/init.ts':
    "import { initTRPC } from '@trpc/server';\nconst t = initTRPC.create();\nexport const router = t.router;\nexport const publicProcedure = t.procedure;\nexport const adminProcedure = t.procedure.use(async ({ next }) => next());\n",
  'src/trpc/users.ts': `import { z } from 'zod';
import { router, publicProcedure, adminProcedure } from './init';
export const usersRouter = router({
  remove: ${procedure}.mutation(async ({ input }) => ({ id: input.id })),
});
`,
});

/**
 * Express auth routes split into modules under `src/routes/auth/` and mounted by its index; an
 * integration test (matched by the jest config's testMatch) mocks the database module and
 * imports the folder (`../../src/routes/auth`), then requests /auth/login.
 */
const authFolder = (login: string, requested = '/auth/login', mountedRouter = '../../src/routes/auth') => ({
  'package.json': '{ "name": "api", "type": "module", "devDependencies": { "jest": "^29.0.0" } }\n',
  'jest.config.js':
    "export default { testMatch: ['**/tests/unit/**/*.test.ts', '**/tests/integration/**/*.test.ts'] };\n",
  'src/db/index.ts': 'export const db = { users: [] as { email: string }[] };\n',
  'src/app.ts':
    "import express from 'express';\nimport authRoutes from './routes/auth';\nexport const app = express();\napp.use('/api/auth', authRoutes);\n",
  'src/routes/auth/index.ts':
    "import { Router } from 'express';\nimport loginRoutes from './login';\nimport signupRoutes from './signup';\nconst router = Router();\nrouter.use(signupRoutes);\nrouter.use(loginRoutes);\nexport default router;\n",
  'src/routes/legacy.ts':
    "import { Router } from 'express';\nconst router = Router();\nrouter.post('/login', (_req, res) => {\n  res.status(410).end();\n});\nexport default router;\n",
  'src/routes/auth/signup.ts':
    "import { Router } from 'express';\nconst router = Router();\nrouter.post('/signup', (_req, res) => {\n  res.status(201).json({ ok: true });\n});\nexport default router;\n",
  'src/routes/auth/login.ts': `import { Router } from 'express';
import { db } from '../../db';
const router = Router();
router.post('/login', (req, res) => {
  const user = db.users.find((u) => u.email === req.body.email);
  ${login}
});
export default router;
`,
  'tests/integration/auth-flow.test.ts': `import request from 'supertest';
import express from 'express';
jest.mock('../../src/db', () => ({ db: { users: [{ email: 'a@b.c' }] } }));
import authRoutes from '${mountedRouter}';
it('logs in', async () => {
  const app = express();
  app.use(express.json());
  app.use('/auth', authRoutes);
  const res = await request(app).post('${requested}').send({ email: 'a@b.c' });
  expect(res.status).toBe(200);
});
`,
});

/** The refund route throws when the order id is missing. */
const throwsWithoutOrder = {
  ...base,
  'src/routes/orders.ts': orders("'open'", "if (!req.query.order) throw new Error('no order');\n  "),
};

/** An app that registers two routers: a test that builds it reaches both modules by import. */
const twoRouters = {
  ...base,
  'src/app.ts': app
    .replace(
      "import { ordersRouter } from './routes/orders';",
      "import { ordersRouter } from './routes/orders';\nimport { healthRouter } from './routes/health';",
    )
    .replace(
      "app.use('/api/orders', ordersRouter);",
      "app.use('/api/orders', ordersRouter);\n  app.use('/api/health', healthRouter);",
    ),
  'src/routes/health.ts':
    "import { Router } from 'express';\nexport const healthRouter = Router();\nhealthRouter.get('/', (_req, res) => res.json({ ok: true }));\n",
  'src/__tests__/health.test.ts':
    "import request from 'supertest';\nimport { createApp } from '../app';\nit('is up', async () => {\n  expect((await request(createApp()).get('/api/health')).status).toBe(200);\n});\n",
};

/** tRPC: a root router merging two routers, and a test calling a procedure through a server-side caller. */
const trpcRoot = (body = 'return { id: input.name };') => ({
  ...tested,
  'src/trpc/init.ts':
    "import { initTRPC } from '@trpc/server';\nconst t = initTRPC.create();\nexport const router = t.router;\nexport const publicProcedure = t.procedure;\n",
  'src/trpc/routers/report.ts': `import { z } from 'zod';\nimport { router, publicProcedure } from '../init';\nexport const reportRouter = router({\n  create: publicProcedure.input(z.object({ name: z.string() })).mutation(async ({ input }) => {\n    ${body}\n  }),\n});\n`,
  'src/trpc/routers/user.ts':
    "import { router, publicProcedure } from '../init';\nexport const userRouter = router({\n  me: publicProcedure.query(() => ({ id: 'u_1' })),\n});\n",
  'src/trpc/root.ts':
    "import { router } from './init';\nimport { reportRouter } from './routers/report';\nimport { userRouter } from './routers/user';\nexport const appRouter = router({ report: reportRouter, user: userRouter });\n",
});
const callerTest = (procedure: string) => `import { appRouter } from '../trpc/root';
it('runs the procedure', async () => {
  const caller = appRouter.createCaller({});
  expect(await caller.${procedure}).toBeDefined();
});
`;

const appTest = `import request from 'supertest';
import { createApp } from '../app';
it('refunds an order', async () => {
  const res = await request(createApp()).post(\`/api/orders/\${'o_1'}/refund\`);
  expect(res.status).toBe(200);
});
`;

const mockedTest = `import { refundOrder } from '../services/refunds';
jest.mock('../services/refunds');
it('is mocked', async () => {
  expect(refundOrder).toBeDefined();
});
`;

/** A function new to the refunds module, called by the refund handler. */
const notifyRefundHead = {
  'src/services/refunds.ts': refunds() + 'export async function notifyRefund(id: string) {\n  await send(id);\n}\n',
  'src/routes/orders.ts': orders("'open'", 'await notifyRefund(req.params.id);\n  ').replace(
    "import { refundOrder } from '../services/refunds';",
    "import { notifyRefund, refundOrder } from '../services/refunds';",
  ),
};

/** The refund route's test, with the refunds module mocked and `assertion` after the request. */
const notifyAssertingTest = (assertion: string) => `import request from 'supertest';
import { createApp } from '../app';
import { notifyRefund, refundOrder } from '../services/refunds';
jest.mock('../services/refunds');
it('refunds an order', async () => {
  const res = await request(createApp()).post(\`/api/orders/\${'o_1'}/refund\`);
  expect(res.status).toBe(200);
  ${assertion}
});
`;

/** A Next.js route handing tRPC requests to the adapter, with `onError` built by `factory`, and the factories. */
const trpcOnErrorRoute = (onError: string) => ({
  ...tested,
  'tests/health.test.ts': "it('runs', () => expect(1).toBe(1));\n",
  'src/lib/trpc-errors.ts': `const EXPECTED = ['NOT_FOUND', 'BAD_REQUEST'];
export function isExpected(code: string) {
  return EXPECTED.includes(code);
}
export function createOnError(label: string) {
  return ({ error }: { error: { code: string } }) => {
    console.error(label, error);
  };
}
export function quietOnError(label: string) {
  return ({ error }: { error: { code: string } }) => {
    if (isExpected(error.code)) return;
    console.error(label, error);
  };
}
export function recordingOnError(label: string) {
  return async ({ error }: { error: { code: string } }) => {
    await fetch('https://errors.example/' + label, { method: 'POST', body: error.code });
  };
}
`,
  'app/api/trpc/[trpc]/route.ts': `import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { appRouter } from '@/server/root';
import { createOnError, quietOnError, recordingOnError } from '@/lib/trpc-errors';
const handler = (req: Request) => {
  if (req.headers.get('x-source') === null) return new Response(null, { status: 401 });
  return fetchRequestHandler({ endpoint: '/api/trpc', router: appRouter, req, onError: ${onError} });
};
export { handler as GET, handler as POST };
`,
  'tsconfig.json': '{ "compilerOptions": { "paths": { "@/*": ["./src/*", "./*"] } } }\n',
});

/** A Vite config whose plugin adds a dev-server middleware (it runs on a developer's machine). */
const viteConfig = (status: number) => `import { defineConfig, type Plugin } from 'vite';

function envProxy(): Plugin {
  return {
    name: 'env-proxy',
    configureServer(server) {
      server.middlewares.use('/env.js', async (_req, res) => {
        const body = await fetch('http://localhost:3003/env.js').then((r) => r.text());
        res.statusCode = ${status};
        res.end(body);
      });
    },
  };
}

export default defineConfig({ plugins: [envProxy()] });
`;

/** An Express router that reads its limits from a config module in the source tree. */
const limitsConfig = (max: number) => `export const limits = { max: ${max} };
export function clamp(n: number) {
  return Math.min(n, limits.max);
}
`;

/** A test helper that starts the app and returns its URL and a fetch bound to it. */
const serverHelper = `import { createServer } from 'node:http';
import { createApp } from '../app';
export function apiFetch(baseUrl: string) {
  return async (path: string, init: { method?: string; body?: unknown } = {}) => {
    const res = await fetch(new URL(\`\${baseUrl}\${path}\`), { method: init.method || 'GET' });
    return { res, json: await res.json() };
  };
}
export async function runServer() {
  const server = createServer(createApp());
  await new Promise<void>((resolve) => server.listen(4010, resolve));
  const url = 'http://localhost:4010';
  return { server, url, fetch: apiFetch(url) };
}
`;

/** A test that requests through the started server's fetch. */
const serverFetchTest = (path: string, method: string) => `import { runServer } from '../test-utils/server';
let api: Awaited<ReturnType<typeof runServer>>;
beforeAll(async () => {
  api = await runServer();
});
afterAll(() => api.server.close());
it('answers', async () => {
  const { res } = await api.fetch('${path}', { method: '${method}' });
  expect(res.status).toBe(200);
});
`;

/** An endpoint factory of the repository: it registers the handler it is given (`app.openapi(route, handler)`). */
const endpointFactory = {
  'src/api/define-endpoint.ts': `import type { OpenAPIHono } from '@hono/zod-openapi';
export const defineEndpoint =
  (prefix: string) =>
  (args: { route: { method: string; path: string }; handler: (c: unknown) => unknown }) => {
    const { route, handler } = args;
    return {
      prefix,
      route,
      mount(app: OpenAPIHono) {
        app.openapi(route, handler);
      },
    };
  };
`,
  'src/api/items.ts': (status: string) => `import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { defineEndpoint } from './define-endpoint';
import { listTraces } from '../services/traces';

export const itemsPath = '/items';
const itemEndpoint = defineEndpoint(itemsPath);

const getItemTraces = itemEndpoint({
  route: createRoute({ method: 'get', path: '/{itemId}/traces' }),
  handler: async (c) => c.json({ items: await listTraces(c.req.param('itemId')), status: ${status} }),
});

export const itemsRoutes = () => {
  const app = new OpenAPIHono();
  for (const ep of [getItemTraces]) ep.mount(app);
  return app;
};
`,
  'src/services/traces.ts': 'export async function listTraces(id: string) {\n  return [id];\n}\n',
  'src/app.ts': `import { OpenAPIHono } from '@hono/zod-openapi';
import { itemsPath, itemsRoutes } from './api/items';
import { ordersRouter } from './routes/orders';
export const app = new OpenAPIHono();
app.route(itemsPath, itemsRoutes());
app.route('/orders', ordersRouter);
`,
};

/** The same factory's shape, but the function keeps the handler for documentation and registers nothing. */
const docsRegistry = `export const registry: unknown[] = [];
export function documentRoute(args: { method: string; path: string; handler: (c: unknown) => unknown }) {
  const { handler, ...rest } = args;
  registry.push({ ...rest, example: handler });
}
`;

/** A setup module that mocks the refunds service away, and a test that imports the service (not the setup). */
const mockingSetup = (mocker = "import { mock } from 'bun:test';\nmock.module") =>
  `${mocker}('../services/refunds', () => ({ refundOrder: async () => ({ id: 're_1' }) }));\n`;
const serviceTest =
  "import { refundOrder } from '../services/refunds';\nit('refunds', async () => {\n  expect(await refundOrder('o_1')).toBeDefined();\n});\n";
const bunScripts = (test: string) => JSON.stringify({ name: 'api', scripts: { test } }) + '\n';

/** A service written as an object of functions, and two routers that each call one of its members. */
const billingService = (charge: string) => `export const billing = {
  async plans() {
    return ['basic'];
  },
  async charge(id: string) {
    return ${charge};
  },
};
`;
const objectServiceApp = {
  ...tested,
  'src/services/billing.ts': billingService('id'),
  'src/routes/plans.ts': `import { Router } from 'express';
import { billing } from '../services/billing';
export const plansRouter = Router();
plansRouter.get('/plans', async (_req, res) => res.json(await billing.plans()));
`,
  'src/routes/charge.ts': `import { Router } from 'express';
import { billing } from '../services/billing';
export const chargeRouter = Router();
chargeRouter.post('/charge/:id', async (req, res) => res.json(await billing.charge(req.params.id)));
`,
  'src/other.test.ts': "it('runs', () => expect(1).toBe(1));\n",
};

/** The same service built by a factory that returns an object of functions (a repository, an Effect layer's implementation). */
const billingFactory = (charge: string) => `export function createBilling(db: { q(sql: string): Promise<unknown> }) {
  return {
    async plans() {
      return db.q('select * from plans');
    },
    async charge(id: string) {
      return ${charge};
    },
  };
}
`;
const factoryServiceApp = {
  ...objectServiceApp,
  'src/services/billing.ts': billingFactory('id'),
  'src/routes/plans.ts': objectServiceApp['src/routes/plans.ts'].replace(
    "import { billing } from '../services/billing';",
    "import { createBilling } from '../services/billing';\nconst billing = createBilling(db);",
  ),
  'src/routes/charge.ts': objectServiceApp['src/routes/charge.ts'].replace(
    "import { billing } from '../services/billing';",
    "import { createBilling } from '../services/billing';\nconst billing = createBilling(db);",
  ),
};

/** A registry of provider instances that a handler reads, and the handler. */
const providersApp = (list: string) => ({
  ...tested,
  'src/providers/index.ts': `import { XProvider } from './x';
import { TumblrProvider } from './tumblr';
import { makeOptions } from './options';
export const providers = [${list}];
export function providerOf(id: string) {
  return providers.find((p) => p.id === id);
}
`,
  'src/providers/x.ts': "export class XProvider {\n  id = 'x';\n}\n",
  'src/providers/tumblr.ts':
    "export class TumblrProvider {\n  id = 'tumblr';\n  constructor(readonly opts: object = {}) {}\n}\n",
  'src/providers/options.ts':
    'export function makeOptions(id: string) {\n  if (!id) throw new Error("id");\n  return { id };\n}\n',
  'src/routes/providers.ts': `import { Router } from 'express';
import { providerOf, providers } from '../providers';
export const providersRouter = Router();
providersRouter.get('/providers/:id', (req, res) => res.json(providerOf(req.params.id) ?? providers[0]));
`,
  'src/other.test.ts': "it('runs', () => expect(1).toBe(1));\n",
});

/** A TanStack Start server function module (`createServerFn(...).handler(fn)`) and its body. */
const serverFn = (body: string, pkg = '@tanstack/react-start') => `import { createServerFn } from '${pkg}';
import { db } from './db';
export const listAlerts = createServerFn({ method: 'GET' })
  .validator((input: { projectId: string }) => input)
  .handler(async ({ data }) => {
    ${body}
  });
`;
const serverFnBase = {
  ...tested,
  'tests/health.test.ts': "it('runs', () => expect(1).toBe(1));\n",
  'src/alerts.functions.ts': serverFn('return db.alerts.findMany({ where: { projectId: data.projectId } });'),
};

const nextBase = {
  ...tested,
  'tsconfig.json':
    '{\n  // JSONC: comments and trailing commas\n  "compilerOptions": { "paths": { "@/*": ["./*"] }, },\n}\n',
  'app/api/checkout/route.ts': "export async function POST(req: Request) {\n  return Response.json({ url: 'x' });\n}\n",
  'tests/checkout.test.ts': `import { expect, it } from 'vitest';
import { POST } from '@/app/api/checkout/route';
it('answers', async () => {
  const res = await POST(new Request('http://localhost/api/checkout', { method: 'POST' }));
  expect(res.status).toBe(200);
});
`,
};

const fastifyBase = {
  ...tested,
  'src/server.ts': `import Fastify from 'fastify';
export const app = Fastify();
app.post('/invoices', async (request, reply) => {
  return { id: 'in_1' };
});
`,
  'test/health.test.ts': `// Runs against the server started by globalSetup.
it('is healthy', async () => {
  const res = await fetch('http://localhost:3000/health');
  expect(res.statusCode).toBe(200);
});
`,
};

/** Fastify plugins registered by an app builder that a test helper wraps. */
const fastifyApp = {
  ...tested,
  'tsconfig.json': '{ "compilerOptions": { "baseUrl": ".", "paths": { "@/*": ["./src/*"] } } }\n',
  'src/app.ts': `import Fastify from 'fastify';
import { orderRoutes } from './routes/orders';
export async function buildApp() {
  const app = Fastify();
  await app.register(orderRoutes, { prefix: '/api/orders' });
  return app;
}
`,
  'src/routes/orders.ts': `import type { FastifyInstance } from 'fastify';
export async function orderRoutes(app: FastifyInstance) {
  app.get('/:id', async (request, reply) => {
    return { id: request.params.id, status: 'pending' };
  });
}
`,
  'test/helpers/app.ts': `import { buildApp } from '@/app';
export async function buildTestApp() {
  const app = await buildApp();
  await app.ready();
  return app;
}
`,
  'test/orders.test.ts': `import { buildTestApp } from './helpers/app';
const ORDERS = '/api/orders';
it('shows an order', async () => {
  const app = await buildTestApp();
  const res = await app.inject({ method: 'GET', url: \`\${ORDERS}/o_1\` });
  expect(res.statusCode).toBe(200);
});
`,
};
const fastifyOrders = fastifyApp['src/routes/orders.ts'].replace("'pending'", "'expired'");
/** A SvelteKit endpoint under `folder` (`[mapId]`, `[[mapId]]`) that reads the parameter, with the guard `guard` before it. */
const svelteParamRoute = (folder: string, guard: string) => ({
  ...tested,
  'svelte.config.js':
    "import adapter from '@sveltejs/adapter-node';\nexport default { kit: { adapter: adapter() } };\n",
  [`src/routes/api/maps/${folder}/+server.ts`]: `import { json, error } from '@sveltejs/kit';
import { getMap } from '$lib/maps';
export const GET = async ({ params }) => {
  const mapId = params.mapId;
${guard}
  return json(await getMap(mapId));
};
`,
  'src/lib/maps.test.ts': "it('runs', () => expect(1).toBe(1));\n",
});
/** An Express router whose route (`path`) guards its `id` parameter with `guard`. */
const expressParamRoute = (path: string, guard: string) => ({
  ...tested,
  'src/routes/orders.ts': `import { Router } from 'express';
import { findOrder } from '../services/orders';
export const ordersRouter = Router();
ordersRouter.get('${path}', async (req, res) => {
${guard}
  res.json(await findOrder(req.params.id));
});
`,
  'src/services/orders.test.ts': "it('runs', () => expect(1).toBe(1));\n",
});
const svelteGuard = "  if (!mapId) {\n    throw error(400, 'Map ID is required');\n  }";

/** Two Fastify plugins a test registers on an app of its own, injecting `injected` (`METHOD url`); and one test of the orders plugin alone (`alone`). */
const pluginsOnTestApp = (injected: string, alone = '') => ({
  ...tested,
  'src/routes/orders.ts': `import type { FastifyInstance } from 'fastify';
export default async function orderRoutes(app: FastifyInstance) {
  app.get('/api/orders/:id', async (request) => ({ id: request.params.id, status: 'pending' }));
}
`,
  'src/routes/billing.ts': `import type { FastifyInstance } from 'fastify';
export default async function billingRoutes(app: FastifyInstance) {
  app.get('/api/billing/plan', async () => ({ plan: 'free' }));
}
`,
  'src/routes/e2e.test.ts': `import Fastify from 'fastify';
import orderRoutes from './orders';
import billingRoutes from './billing';
it('answers', async () => {
  const app = Fastify();
  await app.register(orderRoutes);
  await app.register(billingRoutes);
  const res = await app.inject({ method: '${injected.split(' ')[0]}', url: '${injected.split(' ')[1]}' });
  expect(res.statusCode).toBe(200);
});
`,
  ...(alone
    ? {
        'src/routes/orders.test.ts': `import Fastify from 'fastify';
import orderRoutes from './orders';
it('registers', async () => {
  const app = Fastify();
  await app.register(orderRoutes);
  ${alone}
});
`,
      }
    : {}),
});
/** `pluginsOnTestApp` whose test injects each entry of a constant table of endpoints (`Object.entries`, or `Object.values`). */
const endpointTable = (entries: [string, string, string][], how: 'entries' | 'values' = 'entries') => ({
  ...pluginsOnTestApp('GET /'),
  'src/routes/e2e.test.ts': `import Fastify from 'fastify';
import orderRoutes from './orders';
import billingRoutes from './billing';
const ENDPOINTS: Record<string, { method: string; url: string }> = {
${entries.map(([name, method, url]) => `  ${name}: { method: '${method}', url: '${url}' },`).join('\n')}
};
${
  how === 'entries'
    ? `for (const [name, config] of Object.entries(ENDPOINTS)) {
  it(\`\${name} answers\`, async () => {`
    : `for (const config of Object.values(ENDPOINTS)) {
  it(\`\${config.url} answers\`, async () => {`
}
    const app = Fastify();
    await app.register(orderRoutes);
    await app.register(billingRoutes);
    const res = await app.inject({ method: config.method as never, url: config.url });
    expect(res.statusCode).toBe(200);
  });
}
`,
});
/** A Fastify app with a pricing route answering constant data (`free`, `tools`) and a quota route deciding with a constant limit (`limit`). */
const pricingApp = (free: number, tools: string, limit = 8) => ({
  ...tested,
  'src/server.ts': `import Fastify from 'fastify';
export const app = Fastify();
app.get('/api/pricing', async () => ({
  free: { count: ${free}, tools: [${tools}], access: 'No key needed' },
  premium: { price: 19, currency: 'usd' },
}));
app.get('/api/quota', async (request, reply) => {
  const limits = { free: ${limit} };
  if (Number(request.query.used) > limits.free) return reply.code(429).send({ error: 'over quota' });
  return reply.send({ ok: true });
});
`,
  'test/health.test.ts': "it('runs', () => expect(1).toBe(1));\n",
});
/** An Express route that logs through `logger` (the module's), or through `decl` declared in the handler. */
const loggingRoute = (decl = '', use = 'log.info({ id: req.params.id }, "stopped");') => ({
  ...tested,
  'src/routes/stop.ts': `import { Router } from 'express';
import { logger } from '../lib/logger';
import { stopAll } from '../services/stop';
${decl ? '' : "const log = logger.child({ service: 'stop' });\n"}export const stopRouter = Router();
stopRouter.post('/stop/:id', async (req, res) => {
  ${decl}
  await stopAll(req.params.id);
  ${use}
  res.json({ ok: true });
});
`,
  'src/services/stop.test.ts': "it('runs', () => expect(1).toBe(1));\n",
});
const newOrderRoute = (base: Record<string, string>) => ({
  'src/routes/orders.ts': base['src/routes/orders.ts'].replace(
    '\n}\n',
    "\n  app.post('/api/orders/:id/cancel', async (request) => ({ id: request.params.id, status: 'cancelled' }));\n}\n",
  ),
});

/** A Fastify app whose setup function registers a body parser and a hook beside its route. */
const fastifySetup = (parser: string, listen = "console.log('listening')") => `import Fastify from 'fastify';
export async function startApi() {
  const app = Fastify();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    ${parser}
  });
  app.post('/invoices', async (request, reply) => {
    return { id: 'in_1' };
  });
  await app.listen({ port: 3000 }, () => {
    ${listen};
  });
  return app;
}
`;
const parserBefore = 'done(null, JSON.parse(body as string));';
const parserAfter =
  "if (!body) {\n      done(null, req.method === 'DELETE' ? undefined : {});\n      return;\n    }\n    done(null, JSON.parse(body as string));";

/** An API whose tests request it over HTTP against a started server, through a helper. */
const smoke = {
  ...tested,
  'src/server.ts': `import { Hono } from 'hono';
export const app = new Hono();
app.get('/api/usage/:metric/summary', (c) => c.json({ units: 1 }));
`,
  'src/paths.ts': "export const USAGE = '/api/usage';\n",
  'tests/smoke/usage.smoke.test.ts': `import { USAGE } from '../../src/paths';
const baseUrl = () => process.env.BASE_URL ?? 'http://127.0.0.1:8787';
function call(path: string, init: RequestInit = {}) {
  return fetch(new URL(path, baseUrl()), init);
}
it('summarises', async () => {
  const metric = 'api_calls';
  const res = await call(\`\${USAGE}/\${metric}/summary\`);
  expect(res.status).toBe(200);
});
`,
};
const smokeChanged = smoke['src/server.ts'].replace('units: 1', 'units: 2');

/**
 * A pnpm monorepo whose API hands chat webhooks to a chat SDK's object, built in a workspace
 * package by a factory; the SDK's event handlers live in a tested module of the API.
 */
const chatBot = {
  ...tested,
  'pnpm-workspace.yaml': "packages:\n  - 'apps/*'\n  - 'packages/*'\n",
  'packages/bot/package.json': '{ "name": "@acme/bot", "main": "src/index.ts" }\n',
  'packages/bot/src/index.ts': `import { Chat } from 'chat';
import { createSlackAdapter } from '@chat-adapter/slack';
export function createBot() {
  return new Chat({ userName: 'acme', adapters: { slack: createSlackAdapter() } });
}
export const bot = createBot();
`,
  'apps/api/src/bot/runtime.ts': `import { bot } from '@acme/bot';
export function registerRuntime() {
  bot.onNewMention(async (thread) => thread.post('hi'));
}
`,
  'apps/api/src/bot/runtime.test.ts': `import { registerRuntime } from './runtime';
it('registers', () => {
  expect(() => registerRuntime()).not.toThrow();
});
`,
  'apps/api/src/app.ts': `import { Hono } from 'hono';
import { slackWebhook } from './routes/slack';
export const app = new Hono();
app.route('/webhooks/slack', slackWebhook);
`,
  'apps/api/src/routes/slack.ts': `import { Hono } from 'hono';
export const slackWebhook = new Hono();
slackWebhook.post('/', (c) => c.text('ok'));
`,
};

/** The Slack webhook route with this handler, over the bot. */
const chatRoute = (handler: string) => `import { Hono } from 'hono';
import { bot } from '@acme/bot';
import { registerRuntime } from '../bot/runtime';
export const slackWebhook = new Hono();
registerRuntime();
slackWebhook.post('/', ${handler});
`;

/** A full-stack Next.js app under apps/web/src: its features folder holds server modules and browser helpers alike. */
const webSrcApp = (
  mutation = 'return db.order.update({ where: { id }, data: { paid: true } })',
  label = '`#${id}`',
) => ({
  ...tested,
  'apps/web/tsconfig.json': '{ "compilerOptions": { "paths": { "@/*": ["./src/*"] } } }\n',
  'apps/web/src/features/orders/mutations.ts': `export async function markPaid(id: string) {\n  ${mutation};\n}\n`,
  'apps/web/src/features/orders/format.ts': `export function orderLabel(id: string) {\n  return ${label};\n}\n`,
  'apps/web/src/features/orders/order-card.tsx':
    "import { orderLabel } from './format';\nexport function OrderCard({ id }: { id: string }) {\n  return <p>{orderLabel(id)}</p>;\n}\n",
  'apps/web/src/app/api/orders/[id]/paid/route.ts': `import { markPaid } from '@/features/orders/mutations';
const handler = async (req: Request, { params }: { params: { id: string } }) => Response.json(await markPaid(params.id));
export const POST = withLogging(handler);
`,
  'apps/web/src/features/orders/other.test.ts': "it('runs', () => {\n  expect(1).toBe(1);\n});\n",
});

/** A pages-router checkout route. */
const pagesCheckout =
  'export default async function handler(req, res) {\n  res.json({ url: await checkout(req.body.priceId) });\n}\n';

/** A Next.js app serving tRPC through the library's fetch adapter. */
const trpcRoute = (extra = '') => `import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { appRouter } from '@/server/router';
import { createContext } from '@/server/context';
const handler = (req: Request) =>
  fetchRequestHandler({
    endpoint: '/api/trpc',
    req,
    router: appRouter,
    createContext: () => createContext({ req }),${extra}
  });
export { handler as GET, handler as POST };
`;
const trpcFetchApp = {
  ...tested,
  'tsconfig.json': '{ "compilerOptions": { "paths": { "@/*": ["./src/*"] } } }\n',
  'src/server/router.ts': "export const appRouter = { ping: () => 'pong' };\n",
  'src/server/context.ts':
    "export function createContext(opts: { req: Request }) {\n  return { user: opts.req.headers.get('x-user') };\n}\n",
  'src/server/context.test.ts':
    "import { createContext } from './context';\nit('reads the user', () => {\n  expect(createContext({ req: new Request('http://x', { headers: { 'x-user': 'u' } }) }).user).toBe('u');\n});\n",
};

/** A pnpm monorepo: the API imports the billing package by name; its tests import the package's source. */
const monorepo = {
  'package.json': '{ "name": "acme", "private": true, "devDependencies": { "vitest": "^3.0.0" } }\n',
  'pnpm-workspace.yaml': "packages:\n  - 'apps/*'\n  - 'packages/*'\n",
  'tsconfig.base.json': '{ "compilerOptions": { "strict": true } }\n',
  'packages/billing/package.json':
    '{ "name": "@acme/billing", "main": "./dist/index.js", "types": "./dist/index.d.ts" }\n',
  'packages/billing/src/index.ts': "export * from './invoices';\n",
  'packages/billing/src/invoices.ts':
    'export function invoiceTotal(lines: { cents: number }[]) {\n  return lines.reduce((s, l) => s + l.cents, 0);\n}\n',
  'apps/api/package.json': '{ "name": "@acme/api", "dependencies": { "@acme/billing": "workspace:*" } }\n',
  'apps/api/tsconfig.json':
    '{ "extends": "../../tsconfig.base.json", "compilerOptions": { "baseUrl": ".", "paths": { "~/*": ["src/*"] } } }\n',
  'apps/api/src/routes/invoices.ts': `import { Router } from 'express';
import { invoiceTotal } from '@acme/billing';
export const invoices = Router();
invoices.post('/invoices', async (req, res) => {
  res.json({ total: invoiceTotal(req.body.lines) });
});
`,
  'apps/api/test/invoices.test.ts': `import { invoices } from '~/routes/invoices';
it('mounts', () => {
  expect(invoices).toBeDefined();
});
`,
};

/** NestJS: the e2e test builds a module that declares the controller, which calls the service. */
const nest = {
  ...tested,
  'src/account/account.controller.ts': `import { Body, Controller, Patch } from '@nestjs/common';
import { AccountService } from './account.service';
@Controller('account')
export class AccountController {
  constructor(private readonly accounts: AccountService) {}
  @Patch()
  update(@Body() body: { email: string }) {
    return this.accounts.updateEmail(body.email);
  }
}
`,
  'src/account/account.service.ts': `import { Injectable } from '@nestjs/common';
@Injectable()
export class AccountService {
  updateEmail(email: string) {
    return { email: email.trim() };
  }
  private normalise(email: string) {
    return email;
  }
}
`,
  'src/account/account.module.ts': `import { Module } from '@nestjs/common';
import { AccountController } from './account.controller';
import { AccountService } from './account.service';
@Module({ controllers: [AccountController], providers: [AccountService] })
export class AccountModule {}
`,
};
/** `nest`'s controller with `method` as its body's route (a range query). */
const nestRange = (method: string) =>
  nest['src/account/account.controller.ts']
    .replace(
      "import { Body, Controller, Patch } from '@nestjs/common';",
      "import { Body, Controller, Get, Patch, Query } from '@nestjs/common';\nimport { RangeDto } from './range.dto';",
    )
    .replace('  @Patch()\n', `${method}\n  @Patch()\n`);
const rangeParams =
  "  @Get('range')\n  range(@Query('from') from: string, @Query('to') to?: string) {\n    return this.accounts.range({ from, to });\n  }";

const nestE2e = `import { Test } from '@nestjs/testing';
import request from 'supertest';
import { AccountModule } from '../src/account/account.module';
it('updates the e-mail', async () => {
  const moduleRef = await Test.createTestingModule({ imports: [AccountModule] }).compile();
  const app = moduleRef.createNestApplication();
  await app.init();
  await request(app.getHttpServer()).patch('/account').send({ email: 'a@b.c' }).expect(200);
});
`;
const nestService = nest['src/account/account.service.ts'].replace('email.trim()', 'email.trim().toLowerCase()');
/** The account service with a unit test of its own, and a controller method `extra` added to the controller. */
const nestTested = {
  ...nest,
  'src/account/account.service.spec.ts': `import { AccountService } from './account.service';
it('updates the e-mail', () => {
  expect(new AccountService().updateEmail(' a@b.c ')).toEqual({ email: 'a@b.c' });
});
`,
};
const nestRoute = (method: string, extra = '') =>
  nest['src/account/account.controller.ts']
    .replace(
      "import { AccountService } from './account.service';",
      `import { AccountService } from './account.service';\nimport Stripe from 'stripe';`,
    )
    .replace(
      'private readonly accounts: AccountService',
      'private readonly accounts: AccountService, private readonly stripe: Stripe',
    )
    .replace('Patch }', 'Param, Patch, Post, Req }')
    .replace(/\n}\n$/, `\n  @Post(':id/close')\n${method}\n}\n${extra}`);

/** The whole NestJS application: a root module importing two feature modules, each with its controller beside it. */
const nestApp = {
  ...nest,
  'src/billing/billing.controller.ts': `import { Controller, Get } from '@nestjs/common';
@Controller('billing')
export class BillingController {
  @Get('plans')
  plans() {
    return [{ id: 'pro' }];
  }
}
`,
  'src/billing/billing.module.ts': `import { Module } from '@nestjs/common';
import { BillingController } from './billing.controller';
@Module({ controllers: [BillingController] })
export class BillingModule {}
`,
  'src/app.module.ts': `import { Module } from '@nestjs/common';
import { AccountModule } from './account/account.module';
import { BillingModule } from './billing/billing.module';
@Module({ imports: [AccountModule, BillingModule] })
export class AppModule {}
`,
};
/** An e2e test that starts the whole application and requests one route. */
const nestAppE2e = (call: string) => `import { Test } from '@nestjs/testing';
import request from 'supertest';
import { AppModule } from '../src/app.module';
it('answers', async () => {
  const moduleRef = await Test.createTestingModule({ imports: [AppModule] }).compile();
  const app = moduleRef.createNestApplication();
  await app.init();
  await request(app.getHttpServer())${call}.expect(200);
});
`;

/** Next.js pages with components, hooks, types, zod schemas and constants beside an API route. */
const pages = {
  ...tested,
  'lib/validation.ts': "import { z } from 'zod';\nexport const invite = z.object({ email: z.string().email() });\n",
  'lib/constants.ts': 'export const MAX_MEMBERS = 10;\nexport const ROLES = { owner: 1, member: 2 } as const;\n',
  'types/api.ts': 'export interface Member {\n  id: string;\n}\n',
  'hooks/useMembers.ts': "import useSWR from 'swr';\nexport const useMembers = () => useSWR('/api/members');\n",
  'components/Members.tsx': 'export function Members() {\n  return <ul />;\n}\n',
  'lib/db/schema.ts': `import { relations } from 'drizzle-orm';
import { pgTable, serial, text } from 'drizzle-orm/pg-core';
export const teams = pgTable('teams', { id: serial('id').primaryKey(), name: text('name') });
export const members = pgTable('members', { id: serial('id').primaryKey(), teamId: serial('team_id') });
`,
  'pages/api/members.ts': `import { invite } from '../../lib/validation';
import { MAX_MEMBERS } from '../../lib/constants';
import { members } from '../../lib/db/schema';
export default async function handler(req, res) {
  const body = invite.parse(req.body);
  res.json({ ok: true, max: MAX_MEMBERS, email: body.email, table: members });
}
`,
  '__tests__/health.test.ts': "it('runs', () => expect(1).toBe(1));\n",
};

/** `pages` whose validation module builds a schema with a transform and a refinement from another schema, and a helper the route calls. */
const refinedSchemas = (notes: string, field: string, normalize = 'return email.trim();') => ({
  ...pages,
  'lib/common.ts': `import { z } from 'zod';
function digits(v: string) {
  return v.replace(/[^0-9+]/g, '');
}
export const phoneSchema = z
  .string()
  .refine((val) => {
    if (!val || val.trim() === '') return true;
    return digits(val).length >= 7;
  })
  .transform((v) => digits(v));
export const notesSchema = z.string().max(1000).transform((v) => (v.trim() === '' ? null : v))${notes};
`,
  'lib/validation.ts': `import { z } from 'zod';
import { notesSchema, phoneSchema } from './common';
export const invite = z
  .object({ email: z.string().email(), phone: phoneSchema.optional(), notes: ${field} })
  .refine((data) => Object.keys(data).length > 0, { message: 'At least one field' });
export function normalize(email: string) {
  ${normalize}
}
`,
  'pages/api/members.ts': `import { invite, normalize } from '../../lib/validation';
export default async function handler(req, res) {
  const body = invite.parse(req.body);
  res.json({ ok: true, email: normalize(body.email) });
}
`,
});

/** An API route that answers the region it reads (`region` the expression it reads it with). */
const regionHandler = (region: string) =>
  `export default async function handler(req, res) {\n  const region = ${region};\n  res.json({ ok: true, region });\n}\n`;

/** Remix with no test files and no test runner. */
const remix = {
  'package.json': '{ "name": "gear", "scripts": { "dev": "remix vite:dev" } }\n',
  'app/routes/account.tsx': `export async function loader() {
  return json({ reservations: await db.reservation.findMany() });
}
export default function Account() {
  return <div />;
}
`,
  'app/routes/gear.$slug.tsx': `export async function action({ request }) {
  const form = await request.formData();
  return json({ ok: form.has('date') });
}
`,
};

/** An oRPC router whose procedures' handlers are functions of their own modules. */
const orpcCancel = (where: string) => `import { db } from '../db';
export const handleCancel = async ({ input, context }: { input: { id: string }; context: { userId: string } }) => {
  return db.order.update({ where: ${where}, data: { status: 'cancelled' } });
};
`;
const orpcOrders = {
  'src/orders/router.ts': `import { z } from 'zod';
import { authedProcedure } from '../orpc';
import { handleCancel } from './handleCancel';
import { handleList } from './handleList';
export const ordersRouter = {
  cancel: authedProcedure.route({ method: 'POST', path: '/orders/{id}/cancel' }).input(z.object({ id: z.string() })).handler(handleCancel),
  list: authedProcedure.input(z.object({})).handler(handleList),
};
`,
  'src/orders/handleCancel.ts': orpcCancel('{ id: input.id }'),
  'src/orders/handleList.ts': `import { db } from '../db';\nexport const handleList = async () => db.order.findMany();\n`,
};

/** oRPC: a users router beside the orders one, composed in a module, and the server-side client a library builds of it. */
const orpcRouterClient = {
  'src/users/router.ts':
    "import { authedProcedure } from '../orpc';\nimport { db } from '../db';\nexport const usersRouter = {\n  me: authedProcedure.handler(async ({ context }) => db.user.findUnique({ where: { id: context.userId } })),\n};\n",
  'src/routes.ts':
    "import { ordersRouter } from './orders/router';\nimport { usersRouter } from './users/router';\nexport default { orders: ordersRouter, users: usersRouter };\n",
  'src/router.ts':
    "import { createRouterClient } from '@orpc/server';\nimport router from './routes';\nexport const routerClient = createRouterClient(router, { context: () => ({ userId: 'u1' }) });\n",
};

/**
 * A pages-router API route that server tests request on a started server through helpers:
 * `callApi(method, path)` puts the path after the origin unless it lacks its leading slash.
 */
const serverTested = (join: string) => ({
  ...tested,
  'src/pages/api/widgets/[widgetId].ts': `import type { NextApiRequest, NextApiResponse } from 'next';
export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  if (req.method === 'DELETE') return res.status(202).json({ deleted: req.query.widgetId });
  return res.status(405).end();
}
`,
  'src/__tests__/helpers/api.ts': `export async function callApi(method: string, path: string, body?: unknown) {
  const target = \`http://localhost:3000\${${join}}\`;
  return fetch(target, { method, body: body ? JSON.stringify(body) : undefined });
}
export async function callChecked<T>(schema: { parse(x: unknown): T }, method: string, path: string) {
  const res = await callApi(method, path);
  return schema.parse(await res.json());
}
`,
  'src/__tests__/widgets.servertest.ts': `import { callChecked } from './helpers/api';
const Deleted = { parse: (x: unknown) => x };
it('deletes a widget', async () => {
  const widgetId = 'w_1';
  await callChecked(Deleted, 'DELETE', \`/api/widgets/\${widgetId}\`);
});
`,
});
const serverTestedChanged = (join: string) => {
  const files = serverTested(join);
  return {
    'src/pages/api/widgets/[widgetId].ts': files['src/pages/api/widgets/[widgetId].ts'].replace(
      'status(202)',
      'status(200)',
    ),
  };
};

/** A TanStack Start app: a server route declared by its path, with a function per method. */
const tanstack = (status: number) => ({
  ...tested,
  'src/routes/api/users.$userId.ts': `import { createFileRoute } from '@tanstack/react-router';
export const Route = createFileRoute('/api/users/$userId')({
  server: {
    handlers: {
      GET: async ({ params }) => Response.json({ id: params.userId }, { status: ${status} }),
    },
  },
});
`,
});
const tanstackTest = {
  'tests/users.test.ts': `it('reads a user', async () => {
  const res = await fetch(\`\${process.env.BASE_URL}/api/users/u_1\`);
  expect(res.status).toBe(200);
});
`,
};

/** Thin routes: the app's own wrapper takes options and a handler that hands its inputs on. */
const adapters = {
  ...tested,
  'tsconfig.json': '{ "compilerOptions": { "paths": { "@/*": ["./src/*"] } } }\n',
  'src/lib/api-wrapper.ts': `export function withApi(opts: { auth: string; handler: (i: { params: any; body: any; user: string }) => unknown }) {
  return async (req: Request) => Response.json(await opts.handler({ params: {}, body: await req.json(), user: opts.auth }));
}
`,
  'src/lib/stripe.ts': stripeLib(),
  'src/tags/operations.ts': `export async function renameTag(input: { id: string; name: string }) {
  return { ...input };
}
`,
  'src/tags/operations.test.ts': `import { renameTag } from './operations';
it('renames', async () => {
  expect(await renameTag({ id: 't', name: 'n' })).toEqual({ id: 't', name: 'n' });
});
`,
};

const mergeTags = `export async function renameTag(input: { id: string; name: string }) {
  return { ...input };
}
export async function mergeTags(input: { id: string; into: string; user: string }) {
  return { merged: input.id, into: input.into, by: input.user };
}
`;

const adapterRoute = (handler: string) => `import { withApi } from '@/lib/api-wrapper';
import { mergeTags } from '@/tags/operations';
import { stripe } from '@/lib/stripe';
export const POST = withApi({
  auth: 'session',
  handler: async ({ params, body, user }) =>
    ${handler},
});
`;

/** tRPC: procedures built on a base procedure that composes the module's middlewares. */
const trpcBase = (middlewares: string, chain: string) => `import { initTRPC } from '@trpc/server';
import { runWithTags } from '../db/tags';
const t = initTRPC.create({
  errorFormatter: ({ shape, error }) => ({ ...shape, cause: error.cause instanceof Error ? error.cause.message : null }),
});
const timing = t.middleware(async ({ next }) => {
  const result = await next();
  return result;
});
${middlewares}
export const router = t.router;
export const procedure = t.procedure${chain};
`;

const trpcApp = {
  ...tested,
  'src/db/tags.ts': `import { AsyncLocalStorage } from 'node:async_hooks';
const store = new AsyncLocalStorage<{ route: string }>();
export function runWithTags<T>(tags: { route: string }, fn: () => T): T {
  return store.run(tags, fn);
}
`,
  'src/db/tags.test.ts': `import { runWithTags } from './tags';
it('runs', () => {
  expect(runWithTags({ route: 'r' }, () => 1)).toBe(1);
});
`,
  'src/server/trpc.ts': trpcBase('', '.use(timing)'),
  'src/server/routers/tags.ts': `import { z } from 'zod';
import { router, procedure } from '../trpc';
export const tagsRouter = router({
  list: procedure.input(z.object({ workspace: z.string() })).query(async ({ input }) => {
    return [{ workspace: input.workspace }];
  }),
});
`,
};

/** A Wasp app: operations declared in main.wasp, pages that call them, Playwright tests beside it. */
const waspMain = `app Demo { wasp: { version: "^0.16.0" }, title: "Demo" }
route TasksRoute { path: "/tasks", to: TasksPage }
page TasksPage { component: import TasksPage from "@src/tasks/TasksPage" }
route FilesRoute { path: "/files", to: FilesPage }
page FilesPage { component: import FilesPage from "@src/files/FilesPage" }
action createTask { fn: import { createTask } from "@src/tasks/operations", entities: [Task] }
action addFile { fn: import { addFile } from "@src/files/operations", entities: [File] }
api paymentsWebhook {
  fn: import { paymentsWebhook } from "@src/payment/webhook",
  httpRoute: (POST, "/payments-webhook")
}
`;

const waspTask = (data: string) => `export const createTask = async (args: { title: string }, context: any) => {
  return context.entities.Task.create({ data: ${data} });
};
`;

const waspFile = (data: string) => `export const addFile = async (args: { key: string }, context: any) => {
  return context.entities.File.create({ data: ${data} });
};
`;

const waspApp = {
  'app/main.wasp': waspMain,
  'app/src/tasks/operations.ts': waspTask('{ title: args.title }'),
  'app/src/tasks/TasksPage.tsx': `import { createTask } from 'wasp/client/operations';
export default function TasksPage() {
  return <button onClick={() => createTask({ title: 'x' })}>add</button>;
}
`,
  'app/src/files/operations.ts': waspFile('{ key: args.key }'),
  'app/src/files/FilesPage.tsx': `import { addFile } from 'wasp/client/operations';
export default function FilesPage() {
  return <button onClick={() => addFile({ key: 'k' })}>upload</button>;
}
`,
  'app/src/payment/webhook.ts': `export const paymentsWebhook = async (request: any, response: any, context: any) => {
  await context.entities.User.update({ where: { id: request.body.user }, data: { paid: true } });
  return response.status(204).send();
};
`,
  'e2e-tests/package.json': `{
  "name": "e2e-tests",
  "scripts": { "e2e": "playwright test", "start-stripe": "stripe listen --forward-to localhost:3001/payments-webhook &" },
  "devDependencies": { "@playwright/test": "^1.48.0" }
}
`,
  'e2e-tests/tests/utils.ts': `import type { Page } from '@playwright/test';
export async function logIn(page: Page) {
  await page.goto('/login');
  await page.waitForURL('**/tasks');
}
`,
  'e2e-tests/tests/tasks.spec.ts': `import { test, expect } from '@playwright/test';
import { logIn } from './utils';
test('adds a task', async ({ page }) => {
  await logIn(page);
  await page.click('button:has-text("add")');
  await expect(page.getByText('x')).toBeVisible();
});
`,
};

/** Hono zod-openapi: two routes of one router, each defined inline with createRoute. */
const openapiRouter = (
  tagsBody: string,
  renameBody = 'return c.json({ id: c.req.valid("param").id });',
) => `import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { listTags } from '../services/tags';
export const tags = new OpenAPIHono();
tags.openapi(
  createRoute({
    method: 'get',
    path: '/tags',
    responses: { 200: { description: 'ok' } },
  }),
  async (c) => {
    ${tagsBody}
  },
);
tags.openapi(
  createRoute({
    method: 'patch',
    path: '/tags/{id}',
    request: { params: z.object({ id: z.string() }) },
    responses: { 200: { description: 'ok' } },
  }),
  async (c) => {
    ${renameBody}
  },
);
`;
const openapiApp = {
  ...tested,
  'src/routes/tags.ts': openapiRouter('return c.json(await listTags());'),
  'src/services/tags.ts': 'export async function listTags() {\n  return [];\n}\n',
  'src/other.test.ts': "it('runs', () => expect(1).toBe(1));\n",
};

/** A route that mails through an SES client built in a module it imports (at the top, or by a factory function). */
const mailer = (client: string) => `import { SESClient, SendEmailCommand } from '@aws-sdk/client-ses';
${client}
export async function sendReceipt(to: string) {
  await sesClient().send(new SendEmailCommand({ Destination: { ToAddresses: [to] }, Source: 'billing@example.com', Message: { Subject: { Data: 'Receipt' }, Body: { Text: { Data: 'Thanks' } } } }));
}
`;
const mailBase = (client: string) => ({
  ...base,
  'src/services/mailer.ts': mailer(client),
  'src/routes/receipts.ts': `import { Router } from 'express';
import { sendReceipt } from '../services/mailer';
export const receiptsRouter = Router();
receiptsRouter.post('/:email', async (req, res) => {
  await sendReceipt(req.params.email);
  res.status(204).end();
});
`,
});
const factoryClient = (options: string) => `export function sesClient() {\n  return new SESClient(${options});\n}`;

const reportRouter = (): string => trpcRoot()['src/trpc/routers/report.ts'];

/** The report router hands its input to a service module (what changes). */
const trpcService = (body = 'return { id: name };') => ({
  ...trpcRoot('return createReport(input.name);'),
  'src/trpc/routers/report.ts': reportRouter()
    .replace(
      "import { router, publicProcedure } from '../init';",
      "import { router, publicProcedure } from '../init';\nimport { createReport } from '../../services/reports';",
    )
    .replace('return { id: input.name };', 'return createReport(input.name);'),
  'src/services/reports.ts': `export async function createReport(name: string) {\n  ${body}\n}\n`,
});

/**
 * GraphQL and sockets: a NestJS app whose module declares two resolvers and a gateway (it
 * assembles the app, so importing it exercises nothing), a service both resolvers call.
 */
const gql = {
  ...tested,
  'src/account/account.service.ts': `import { Injectable } from '@nestjs/common';
@Injectable()
export class AccountService {
  updateEmail(email: string) {
    return { email: email.trim() };
  }
  joinRoom(room: string) {
    return { room };
  }
}
`,
  'src/account/account.resolver.ts': `import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { AccountService } from './account.service';
@Resolver()
export class AccountResolver {
  constructor(private readonly accounts: AccountService) {}
  @Mutation(() => Account)
  updateEmail(@Args('email') email: string) {
    return this.accounts.updateEmail(email);
  }
}
`,
  'src/billing/billing.resolver.ts': `import { Query, Resolver } from '@nestjs/graphql';
@Resolver()
export class BillingResolver {
  @Query(() => [Invoice])
  invoices() {
    return [];
  }
}
`,
  'src/account/rooms.gateway.ts': `import { MessageBody, SubscribeMessage, WebSocketGateway } from '@nestjs/websockets';
import { AccountService } from './account.service';
@WebSocketGateway()
export class RoomsGateway {
  constructor(private readonly accounts: AccountService) {}
  @SubscribeMessage('room:join')
  join(@MessageBody() room: string) {
    return this.accounts.joinRoom(room);
  }
}
`,
  'src/app.module.ts': `import { Module } from '@nestjs/common';
import { AccountResolver } from './account/account.resolver';
import { BillingResolver } from './billing/billing.resolver';
import { RoomsGateway } from './account/rooms.gateway';
import { AccountService } from './account/account.service';
@Module({ providers: [AccountResolver, BillingResolver, RoomsGateway, AccountService] })
export class AppModule {}
`,
};
/** An e2e test that starts the app and sends a GraphQL document. */
const gqlE2e = (document: string) => `import { Test } from '@nestjs/testing';
import request from 'supertest';
import { AppModule } from '../src/app.module';
it('answers', async () => {
  const moduleRef = await Test.createTestingModule({ imports: [AppModule] }).compile();
  const app = moduleRef.createNestApplication();
  await app.init();
  await request(app.getHttpServer()).post('/graphql').send({ query: \`${document}\` }).expect(200);
});
`;
/** A test that connects a socket.io client to the started app and sends an event. */
const socketE2e = (event: string) => `import { io } from 'socket.io-client';
import { AppModule } from '../src/app.module';
it('joins', async () => {
  const client = io('http://localhost:3001');
  const ack = await client.emitWithAck('${event}', 'lobby');
  expect(ack).toEqual({ room: 'lobby' });
});
`;
const gqlEmail = gql['src/account/account.service.ts'].replace('email.trim()', 'email.trim().toLowerCase()');
const gqlRoom = gql['src/account/account.service.ts'].replace('return { room };', 'return { room: room.trim() };');

/** A unit test of another class that needs the account service injected: how it provides it decides. */
const nestProviderSpec = (provider: string) => `import { Test } from '@nestjs/testing';
import { AccountService } from '../src/account/account.service';
import { ProfileService } from '../src/profile/profile.service';
it('builds a profile', async () => {
  const moduleRef = await Test.createTestingModule({
    providers: [ProfileService, ${provider}],
  }).compile();
  expect(moduleRef.get(ProfileService).describe()).toBeDefined();
});
`;
const nestProfile = {
  'src/profile/profile.service.ts': `import { Injectable } from '@nestjs/common';
import { AccountService } from '../account/account.service';
@Injectable()
export class ProfileService {
  constructor(private readonly accounts: AccountService) {}
  describe() {
    return this.accounts.updateEmail('x');
  }
}
`,
};

/** A gateway that dispatches every message through a registry its dispatcher's constructor fills. */
const registry = (extra = '', statsLine = "this.stats.set('boot', Date.now());") => ({
  ...tested,
  'src/chat/dispatcher.ts': `export class Dispatcher {
  private handlers = new Map<string, (payload: string) => unknown>();
  private stats = new Map<string, number>();
  constructor(private readonly rooms: { join(r: string): unknown; leave(r: string): unknown }) {
    this.register();
    this.track();
  }
  private register() {
    this.handlers.set('join', (room) => this.rooms.join(room));${extra}
  }
  private track() {
    ${statsLine}
  }
  handle(kind: string, payload: string) {
    return this.handlers.get(kind)?.(payload);
  }
  report() {
    return [...this.stats];
  }
}
`,
  'src/chat/chat.gateway.ts': `import { MessageBody, SubscribeMessage, WebSocketGateway } from '@nestjs/websockets';
import { Dispatcher } from './dispatcher';
@WebSocketGateway()
export class ChatGateway {
  constructor(private readonly dispatcher: Dispatcher) {}
  @SubscribeMessage('client-message')
  onMessage(@MessageBody() message: { kind: string; payload: string }) {
    return this.dispatcher.handle(message.kind, message.payload);
  }
}
`,
});

/** Hono sub-apps mounted by the app, and a test that calls them through Hono's typed client. */
const honoRpc = (users = "c.json({ id: c.req.param('id') })") => ({
  ...tested,
  'src/routes/users.ts': `import { Hono } from 'hono';
export const users = new Hono().get('/:id', (c) => ${users});
`,
  'src/routes/teams.ts': `import { Hono } from 'hono';
export const teams = new Hono().get('/', (c) => c.json([]));
`,
  'src/app.ts': `import { Hono } from 'hono';
import { users } from './routes/users';
import { teams } from './routes/teams';
export const app = new Hono().route('/api/users', users).route('/api/teams', teams);
`,
});
const honoRpcTest = (call: string) => `import { testClient } from 'hono/testing';
import { app } from '../src/app';
const client = testClient(app);
it('answers', async () => {
  const res = await ${call};
  expect(res.status).toBe(200);
});
`;

/** The refund service with a staleness window, written inline (`local`) or imported from a limits module. */
const staleWindow = (local: boolean, hours = '2') => ({
  'src/config/limits.ts': `export const STALE_LOCK_MS = ${hours} * 60 * 60 * 1000;\n`,
  'src/services/refunds.ts': `import { stripe } from '../lib/stripe';
${local ? '' : "import { STALE_LOCK_MS } from '../config/limits';\n"}export async function refundOrder(id: string) {
  const order = await loadOrder(id);
${local ? '  const STALE_MS = 120 * 60 * 1000;\n' : ''}  const staleAfter = Date.now() - ${local ? 'STALE_MS' : 'STALE_LOCK_MS'};
  return stripe.refunds.create({ payment_intent: order.pi, metadata: { staleAfter } }, { idempotencyKey: \`refund-\${id}\` });
}
`,
});

/** A route that calls a sanitiser of another module, with its length (`explicit`) or with the sanitiser's default. */
const sanitiser = (limit: string, explicit: boolean) => ({
  'src/lib/sanitize.ts': `export function validateContent(content: string, maxLength = ${limit}) {
  return content.slice(0, maxLength).trim();
}
`,
  'src/routes/notes.ts': `import { Router } from 'express';
import { validateContent } from '../lib/sanitize';
export const notesRouter = Router();
notesRouter.post('/', async (req, res) => {
  res.json({ text: validateContent(req.body.text${explicit ? ', 1500' : ''}) });
});
`,
});

/** An app whose setup method assigns the members its handler reads (`extra`: more setup). */
const setupApp = (extra: string) => `import express from 'express';
export class App {
  app = express();
  cache: Map<string, string> | undefined;
  queue: string[] | undefined;
  async init() {
    this.cache = new Map();
    this.queue = [];${extra}
  }
  routes() {
    this.app.get('/api/v1/ip', (req, res) => res.json({ ip: req.ip, cached: this.cache?.size }));
  }
}
`;

/** An MCP server whose tools a module of `src/mcp/tools/` registers; a unit test of another module. */
const mcpApp = (tool: string, extra: Record<string, string> = {}) => ({
  'package.json': '{ "name": "api", "devDependencies": { "vitest": "^2.0.0" } }\n',
  'src/mcp/server.ts': `import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { registerTaskTools } from './tools/tasks';
export function createMcpServer(userId: string) {
  const server = new McpServer({ name: 'app', version: '1.0.0' });
  registerTaskTools(server, userId);
  return server;
}
`,
  'src/mcp/tools/tasks.ts': `import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { db } from '../../db';
export function registerTaskTools(server: McpServer, userId: string) {
  server.tool('create_task', 'Create a task', { title: z.string() }, async (params) => {
    ${tool}
    return { content: [{ type: 'text', text: task.id }] };
  });
}
`,
  'src/db.ts': 'export const db = { task: { create: async (x: unknown) => ({ id: "t", ...Object(x) }) } };\n',
  'src/format.ts': 'export const format = (n: number) => `${n}`;\n',
  'src/format.test.ts': "import { format } from './format';\nit('formats', () => expect(format(1)).toBe('1'));\n",
  ...extra,
});

/** A Next.js app with a test, so that a change without one is judged by handler. */
const nextMeta = {
  'package.json': '{ "name": "web", "devDependencies": { "vitest": "1.0.0" } }\n',
  'app/api/health/route.ts': 'export function GET() { return Response.json({ ok: true }); }\n',
  'app/api/health/route.test.ts':
    "import { GET } from './route';\nit('answers', async () => expect((await GET()).status).toBe(200));\n",
};
/**
 * A route that asks a model: the prompt and a status check live in a module it imports, its
 * own query is SQL text, and the repository's one test is of another module.
 */
const chatApp = (prompt: string, status = "'in review'", sql = 'select id from tickets where open = true') => ({
  ...tested,
  'src/ui/format.ts': base['src/ui/format.ts'],
  'src/ui/format.test.ts': "import { money } from './format';\nit('formats', () => expect(money(1)).toBe('$1'));\n",
  'src/lib/db.ts': 'export const db = { query: async (_sql: string) => [] as unknown[] };\n',
  'src/routes/chat.ts': `import { Router } from 'express';
import { buildPrompt, isPending } from '../chat/prompt';
import { db } from '../lib/db';
export const chatRouter = Router();
chatRouter.post('/', async (req, res) => {
  const rows = await db.query('${sql}');
  res.setHeader('Cache-Control', 'private, max-age=60');
  res.json({ prompt: buildPrompt(req.body.name, rows.length), pending: isPending(req.body.status) });
});
`,
  'src/chat/prompt.ts': `export function buildPrompt(name: string, count: number) {
  return ${prompt};
}
export function isPending(status: string) {
  if (status === ${status}) return true;
  throw new Error('Unknown ticket status, expected a review state');
}
`,
});
const chatPrompt = '`You help ${name} with support. ${count} tickets are open; answer briefly.`';

/**
 * A route that enqueues a job through the repository's job client, whose last parameter is
 * an object of options; the repository's one test is of another module.
 */
const jobsApp = (added = '', call = "await enqueue('mail', { to: req.body.to })") => ({
  ...tested,
  'src/ui/format.ts': base['src/ui/format.ts'],
  'src/ui/format.test.ts': "import { money } from './format';\nit('formats', () => expect(money(1)).toBe('$1'));\n",
  'src/jobs/queue.ts': 'export const queue = { add: async (..._args: unknown[]) => ({ id: "1" }) };\n',
  'src/jobs/client.ts': `import { queue } from './queue';
export async function enqueue(name: string, payload: unknown, options?: { delay?: number; attempts?: number }) {
  const job = await queue.add(name, payload, {
    delay: options?.delay,
${added}  });
  if (!job.id) throw new Error('not queued: ' + name);
  return job.id;
}
`,
  'src/routes/mail.ts': `import { Router } from 'express';
import { enqueue } from '../jobs/client';
export const mailRouter = Router();
mailRouter.post('/', async (req, res) => {
  ${call};
  res.json({ ok: true });
});
`,
});
const attemptsOption = '    ...(options?.attempts != null && { attempts: options.attempts }),\n';

/**
 * A route that sends mail through an exported function of a mailer module, which calls the
 * module's own `send(options)`; `added` goes into what `send` hands the transport.
 */
const mailerApp = (added = '', inner = "send({ to, subject: 'Welcome' })") => ({
  ...jobsApp(),
  'src/mail/mailer.ts': `const transport = { sendMail: async (_m: unknown) => true };
interface SendOptions { to: string; cc?: string | string[]; subject: string }
async function send(options: SendOptions) {
  const sent = await transport.sendMail({
    to: options.to,
${added}    subject: options.subject,
  });
  if (!sent) throw new Error('not sent');
  return sent;
}
export async function sendWelcome(to: string) {
  return ${inner};
}
`,
  'src/routes/mail.ts': `import { Router } from 'express';
import { sendWelcome } from '../mail/mailer';
export const mailRouter = Router();
mailRouter.post('/', async (req, res) => {
  await sendWelcome(req.body.to);
  res.json({ ok: true });
});
`,
});
/** An Express app whose one route answers beside a package's middleware registered with `use`. */
const helmetApp = (use: string, extra = '') => ({
  ...jobsApp(),
  'src/app.ts': `import express from 'express';
import helmet from 'helmet';
${extra}export const app = express();
${use}
app.get('/api/health', async (_req, res) => {
  res.json({ ok: true });
});
`,
});
const strictCsp = 'app.use(helmet({ contentSecurityPolicy: { directives: { scriptSrc: ["\'self\'"] } } }));';
const looseCsp =
  'app.use(helmet({ contentSecurityPolicy: { directives: { scriptSrc: ["\'self\'", "\'unsafe-inline\'"] } } }));';
/** A Next.js route at `/api/subscriptions/[id]/cancel` with `method`, and an end-to-end test that opens `visited`. */
const cancelApp = (method: string, body: string, visited: string, base = 'process.env.BASE_URL') => ({
  'package.json': '{ "name": "web", "devDependencies": { "@playwright/test": "^1.40.0" } }\n',
  'playwright.config.ts': "export default { testDir: './e2e' };\n",
  'app/api/subscriptions/[id]/cancel/route.ts': `import { db } from '../../../../../lib/db';
export async function ${method}(req: Request, { params }: { params: { id: string } }) {
  ${body}
  return Response.json({ ok: true });
}
`,
  'lib/db.ts':
    'export const db = { sub: { update: async (_x: unknown) => ({}) }, audit: { create: async (_x: unknown) => ({}) } };\n',
  'e2e/portal.spec.ts': `import { test } from '@playwright/test';
const baseUrl = ${base};
test('portal', async ({ page }) => {
  await page.goto(\`\${baseUrl}${visited}\`);
  await page.getByText('your subscriptions').isVisible();
});
`,
});
const cancelBody = "await db.sub.update({ where: { id: params.id }, data: { status: 'canceled' } });";
const auditedCancel = `${cancelBody}\n  await db.audit.create({ data: { type: 'cancel', id: params.id } });`;
/** The change of cancelApp's route: it also writes an audit record. */
const auditedCancelRoute = (method: string) => {
  const path = 'app/api/subscriptions/[id]/cancel/route.ts';
  return { [path]: cancelApp(method, auditedCancel, '')[path] };
};
/**
 * Next.js routes that hand the app's auth options to next-auth's `getServerSession`, directly
 * or through a helper of the repository; `providers` are the options' sign-in providers.
 */
const authApp = (providers: string, extraRoute = '') => ({
  ...jobsApp(),
  'lib/auth.ts': `import type { NextAuthOptions } from 'next-auth';
import { db } from './db';
export const authOptions: NextAuthOptions = {
  providers: [${providers}],
  callbacks: {
    async session({ session }) {
      return session;
    },
  },
};
`,
  'lib/db.ts': 'export const db = { user: { findUnique: async (_q: unknown) => ({ role: "member" }) } };\n',
  'lib/require-auth.ts': `import { getServerSession, type NextAuthOptions } from 'next-auth';
/**
 * The signed-in session, or a throw.
 * @param options the app's auth options (a doc comment's name is no use of the parameter)
 */
export async function requireAuth(options: NextAuthOptions) {
  const session = await getServerSession(options);
  if (!session) throw new Error('unauthorized');
  return session;
}
`,
  'app/api/plans/route.ts': `import { getServerSession } from 'next-auth';
import { authOptions } from '../../../lib/auth';
export async function GET() {
  const session = await getServerSession(authOptions);
  return Response.json({ plans: [], user: session?.user ?? null });
}
`,
  'app/api/team/route.ts': `import { authOptions } from '../../../lib/auth';
import { requireAuth } from '../../../lib/require-auth';
export async function GET() {
  const session = await requireAuth(authOptions);
  ${extraRoute}
  return Response.json({ team: [], user: session.user });
}
`,
});
const PASSWORD_PROVIDER =
  "{ id: 'password', authorize: async (c) => db.user.findUnique({ where: { email: c.email } }) }";
const ccOption = "    ...(options.cc ? { cc: Array.isArray(options.cc) ? options.cc.join(', ') : options.cc } : {}),\n";

const postsDb = 'export const db = { post: { findMany: async () => [] as { slug: string }[] } };\n';
/** A sitemap of a fixed page and the blog's posts, with `entries` added to its list. */
const sitemapOf = (entries: string, constants = '') => `import { db } from '../lib/db';
const absoluteUrl = (path: string) => \`https://acme.dev\${path}\`;
${constants}export default async function sitemap() {
  const posts = await db.post.findMany();
  return [
    { url: absoluteUrl('/pricing'), lastModified: new Date() },
${entries}    ...posts.map((p) => ({ url: absoluteUrl(\`/blog/\${p.slug}\`), lastModified: new Date() })),
  ];
}
`;
const iconFile = `import { ImageResponse } from 'next/og';
export const size = { width: 32, height: 32 };
export default function Icon() {
  return new ImageResponse(<div style={{ fontSize: 24, background: '#000', color: '#fff' }}>A</div>, { ...size });
}
`;

/**
 * A controller that imports two providers and calls one (`this.chat.handle`), whose method
 * calls the other's (`this.slides.modify`); `importsSlides`: the controller's module imports
 * the slides provider too (for its own constructor), as RULES' "a module it imports directly" asks.
 */
const oneHop = (modify: string, importsSlides = true) => ({
  ...tested,
  'src/chat/chat.controller.ts': `import { Body, Controller, Post } from '@nestjs/common';
import { ChatService } from './chat.service';
${importsSlides ? "import { SlideService } from './slide.service';\n" : ''}@Controller('chat')
export class ChatController {
  constructor(private readonly chat: ChatService${importsSlides ? ', private readonly slides: SlideService' : ''}) {}
  @Post()
  send(@Body() body: { text: string }) {
    return this.chat.handle(body.text);
  }
}
`,
  'src/chat/chat.service.ts': `import { Injectable } from '@nestjs/common';
import { SlideService } from './slide.service';
@Injectable()
export class ChatService {
  constructor(private readonly slides: SlideService) {}
  handle(text: string) {
    return this.slides.modify(text);
  }
}
`,
  'src/chat/slide.service.ts': `import { Injectable } from '@nestjs/common';
@Injectable()
export class SlideService {
  modify(text: string) {
    return { text: ${modify} };
  }
}
`,
});

/**
 * An Express API beside a React Router single-page app, with a Playwright test that opens the
 * product page. `trendCall` is how the page calls the trend route (as it loads, or on a click),
 * `stub` a `page.route` the test answers itself, if any.
 */
const spa = (trendCall: string, stub = '') => ({
  'package.json':
    '{ "name": "shop", "dependencies": { "express": "^4.21.0", "react-router-dom": "^6.26.0" }, "devDependencies": { "@playwright/test": "^1.50.0" } }\n',
  'playwright.config.ts':
    "import { defineConfig } from '@playwright/test';\nexport default defineConfig({ testDir: './e2e' });\n",
  'server/app.ts': `import express from 'express';
import { productsRouter } from './products';
export const app = express();
app.use('/api', productsRouter);
`,
  'server/products.ts': `import { Router } from 'express';
import { db } from './db';
export const productsRouter = Router();
productsRouter.get('/products/:id/trend', async (req, res) => {
  const rows = await db.trend(req.params.id, 7);
  res.json(rows);
});
productsRouter.get('/products/:id', async (req, res) => {
  res.json(await db.product(req.params.id));
});
`,
  'server/db.ts':
    'export const db = { trend: async (id: string, days: number) => [id, days], product: async (id: string) => ({ id }) };\n',
  'web/src/App.tsx': `import { BrowserRouter, Routes, Route } from 'react-router-dom';
import { ProductPage } from './pages/ProductPage';
export function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/products/:id" element={<ProductPage />} />
      </Routes>
    </BrowserRouter>
  );
}
`,
  'web/src/api/products.ts': `export const productsApi = {
  getProduct: (id: string) => fetch(\`/api/products/\${id}\`).then((r) => r.json()),
  getTrend: (id: string) => fetch(\`/api/products/\${id}/trend\`).then((r) => r.json()),
};
`,
  'web/src/pages/ProductPage.tsx': `import { useEffect, useState } from 'react';
import { productsApi } from '../api/products';
export function ProductPage() {
  const [trend, setTrend] = useState<unknown>(null);
  useEffect(() => {
    void productsApi.getProduct('1');
  }, []);
${trendCall}
  return <div>{String(trend)}</div>;
}
`,
  'e2e/product.spec.ts': `import { test, expect } from '@playwright/test';
test('shows a product', async ({ page }) => {
${stub}  await page.goto('/products/42');
  await expect(page.getByText('Trend')).toBeVisible();
});
`,
});
const trendOnLoad = "  useEffect(() => {\n    productsApi.getTrend('1').then(setTrend);\n  }, []);";
const trendOnClick =
  "  const handleShowTrend = () => productsApi.getTrend('1').then(setTrend);\n  void handleShowTrend;";
const trendChanged = (files: Record<string, string>) => ({
  'server/products.ts': files['server/products.ts'].replace(
    'db.trend(req.params.id, 7)',
    'db.trend(req.params.id, 30)',
  ),
});

/**
 * A Next.js app with tRPC: a router of orders, the HTTP adapter at /api/trpc/[trpc], a client
 * module, a page at /orders whose component calls `ordersCall`, a request middleware for
 * every page but the API's, and a Playwright test that opens `visited`.
 */
const trpcNext = (ordersCall: string, visited = '/orders') => ({
  'package.json':
    '{ "name": "shop", "dependencies": { "next": "^15.0.0", "@trpc/server": "^11.0.0", "@trpc/react-query": "^11.0.0" }, "devDependencies": { "@playwright/test": "^1.50.0" } }\n',
  'playwright.config.ts':
    "import { defineConfig } from '@playwright/test';\nexport default defineConfig({ testDir: './e2e' });\n",
  'src/server/trpc.ts':
    "import { initTRPC } from '@trpc/server';\nconst t = initTRPC.create();\nexport const router = t.router;\nexport const publicProcedure = t.procedure;\n",
  'src/server/routers/orders.ts': `import { router, publicProcedure } from '../trpc';
import { db } from '../db';
export const ordersRouter = router({
  list: publicProcedure.query(() => db.orders(20)),
  cancel: publicProcedure.mutation(() => db.cancel('o_1')),
});
`,
  'src/server/db.ts': 'export const db = { orders: async (n: number) => [n], cancel: async (id: string) => id };\n',
  'src/server/root.ts':
    "import { router } from './trpc';\nimport { ordersRouter } from './routers/orders';\nexport const appRouter = router({ orders: ordersRouter });\nexport type AppRouter = typeof appRouter;\n",
  'src/app/api/trpc/[trpc]/route.ts': `import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { appRouter } from '@/server/root';
const handler = (req: Request) =>
  fetchRequestHandler({ endpoint: '/api/trpc', req, router: appRouter, createContext: () => ({}) });
export { handler as GET, handler as POST };
`,
  'src/utils/api.ts':
    "import { createTRPCReact } from '@trpc/react-query';\nimport type { AppRouter } from '@/server/root';\nexport const api = createTRPCReact<AppRouter>();\n",
  'src/app/orders/page.tsx': `'use client';
import { api } from '@/utils/api';
export default function OrdersPage() {
${ordersCall}
  return <main>Orders</main>;
}
`,
  'src/middleware.ts': `import { NextResponse, type NextRequest } from 'next/server';
export function middleware(request: NextRequest) {
  if (!request.cookies.get('session')) return NextResponse.redirect(new URL('/login', request.url));
  return NextResponse.next();
}
export const config = { matcher: ['/((?!api|_next/static|_next/image|favicon.ico).*)'] };
`,
  'tsconfig.json': '{ "compilerOptions": { "paths": { "@/*": ["./src/*"] } } }\n',
  'e2e/orders.spec.ts': `import { test, expect } from '@playwright/test';
test('lists orders', async ({ page }) => {
  await page.goto('${visited}');
  await expect(page.getByText('Orders')).toBeVisible();
});
`,
});
const listOnLoad = '  const orders = api.orders.list.useQuery();\n  void orders;';
const cancelOnClick = '  const cancel = api.orders.cancel.useMutation();\n  void cancel;';

/** An Express app whose entry serves a spec route and mounts the orders router of `routerFile`; a test requests /orders. */
const mountingApp = (routerFile: string, local = 'ordersRoutes') => ({
  'package.json':
    '{ "name": "svc", "dependencies": { "express": "^4.21.0" }, "devDependencies": { "vitest": "^3.0.0", "supertest": "^7.0.0" } }\n',
  'src/index.ts': `import express from 'express';
import ${local} from './routes/${routerFile}';
export const app = express();
app.get('/openapi.json', (_req, res) => {
  res.json({ openapi: '3.1.0' });
});
app.use('/', ${local});
`,
  [`src/routes/${routerFile}.ts`]:
    "import { Router } from 'express';\nconst router = Router();\nrouter.get('/orders', (_req, res) => res.json([]));\nexport default router;\n",
  'tests/orders.test.ts': `import express from 'express';
import request from 'supertest';
import routes from '../src/routes/${routerFile}';
it('lists', async () => {
  const app = express().use('/', routes);
  expect((await request(app).get('/orders')).status).toBe(200);
});
`,
});

/** The entry module of `mountingApp('orders')`. */
const ordersEntry = mountingApp('orders')['src/index.ts'];

/** The NestJS range route with inline query parameters, and the DTO a change may group them into. */
const nestRangeDto = () => ({
  ...nest,
  'src/account/account.controller.ts': nestRange(rangeParams),
  'src/account/range.dto.ts': 'export class RangeDto {\n  from!: string;\n  to?: string;\n}\n',
});

/** A router module behind a middleware of another module, registered for the router or for one route. */
const guardedChat = (auth: string, register: 'router' | 'route', limiter = 'next();') => ({
  ...tested,
  'src/app.ts': `import express from 'express';
import { chatRouter } from './routes/chat';
import { healthRouter } from './routes/health';
export const app = express();
app.use('/api/chat', chatRouter);
app.use('/api/health', healthRouter);
`,
  'src/middleware/chatAuth.ts': `export function chatAuth(req, res, next) {
  ${auth}
}
export function limiter(_req, _res, next) {
  ${limiter}
}
`,
  'src/routes/chat.ts':
    register === 'router'
      ? `import { Router } from 'express';
import { chatAuth } from '../middleware/chatAuth';
export const chatRouter = Router();
chatRouter.use(chatAuth);
chatRouter.get('/conversations', (req, res) => res.json({ actor: req.actor ?? null }));
chatRouter.post('/conversations', (req, res) => res.status(201).json({ actor: req.actor ?? null }));
`
      : `import { Router } from 'express';
import { chatAuth, limiter } from '../middleware/chatAuth';
export const chatRouter = Router();
chatRouter.get('/conversations', chatAuth, (req, res) => res.json({ actor: req.actor ?? null }));
chatRouter.post('/conversations', limiter, (req, res) => res.status(201).json({ actor: req.actor ?? null }));
`,
  'src/routes/health.ts': `import { Router } from 'express';
export const healthRouter = Router();
healthRouter.get('/', (_req, res) => res.json({ ok: true }));
`,
  'tests/health.test.ts': `import request from 'supertest';
import { app } from '../src/app';
it('is up', async () => {
  await request(app).get('/api/health').expect(200);
});
`,
});
const bearerOnly = "req.actor = req.headers.authorization ? 'user' : undefined;\n  next();";
const bearerOrQuery = "req.actor = req.headers.authorization || req.query.token ? 'user' : undefined;\n  next();";

/** A NestJS controller with its routes written in this order; `deps`, the package's dependencies. */
const itemsController = (routes: string[], deps = '') => ({
  'package.json': `{ "name": "api", "dependencies": { "@nestjs/common": "^10.0.0"${deps} }, "devDependencies": { "vitest": "^3.0.0" } }\n`,
  'src/items/items.controller.ts': `import { Body, Controller, Get, Param, Post } from '@nestjs/common';
import { ItemsService } from './items.service';
@Controller('items')
export class ItemsController {
  constructor(private readonly items: ItemsService) {}
${routes.join('\n')}
}
`,
  'src/items/items.service.ts': `import { Injectable } from '@nestjs/common';
@Injectable()
export class ItemsService {
  findOne(id: string) {
    return { id };
  }
  stats() {
    return { count: 0 };
  }
  byOwner(owner: string) {
    return [{ owner }];
  }
  create(body: unknown) {
    return body;
  }
}
`,
});
const itemById = "  @Get(':id')\n  findOne(@Param('id') id: string) {\n    return this.items.findOne(id);\n  }\n";
const itemStats = "  @Get('stats')\n  stats() {\n    return this.items.stats();\n  }\n";
const itemsByOwner =
  "  @Get('owner/:owner')\n  byOwner(@Param('owner') owner: string) {\n    return this.items.byOwner(owner);\n  }\n";
const itemCreate = "  @Post('stats')\n  create(@Body() body: unknown) {\n    return this.items.create(body);\n  }\n";

/** A router module with its routes registered in this order, on a router made by `router`'s import. */
const reportsRoutes = (
  routes: string[],
  router = "import { Router } from 'express';\nexport const reports = Router();",
) => ({
  ...tested,
  'src/routes/reports.ts': `${router}
import { findReport, exportReports, shape } from '../services/reports';
${routes.join('\n')}
`,
  'src/services/reports.ts':
    'export async function findReport(id: string) {\n  return { id };\n}\nexport async function exportReports() {\n  return [];\n}\nexport function shape(x: unknown) {\n  return { data: x };\n}\n',
});
const reportById =
  "reports.get('/:id', async (req, res) => {\n  res.json(shape(await findReport(req.params.id)));\n});\n";
const reportByNumber =
  "reports.get('/:id(\\\\d+)', async (req, res) => {\n  res.json(shape(await findReport(req.params.id)));\n});\n";
const reportExport = "reports.get('/export', async (_req, res) => {\n  res.json(shape(await exportReports()));\n});\n";
const reportFiles =
  "reports.get('/files/*', async (req, res) => {\n  res.json(shape(await findReport(req.path)));\n});\n";
const reportFile =
  "reports.get('/files/:name', async (req, res) => {\n  res.json(shape(await findReport(req.params.name)));\n});\n";
const reportOpen = "reports.get('/list/open', async (_req, res) => {\n  res.json(shape(await exportReports()));\n});\n";
const reportClosed = "reports.get('/list/closed', async (_req, res) => {\n  res.json(await exportReports());\n});\n";
const reportHelper = 'function pick(id: string) {\n  return id.trim();\n}\n';
const fastifyReports = "import Fastify from 'fastify';\nexport const reports = Fastify();";

ruleTester('tests/missing-for-change', {
  valid: [
    {
      name: 'route order look-alike: a parameter matches one segment, so `:id` moved below `owner/:owner` never matched its requests',
      base: itemsController([itemById, itemsByOwner]),
      head: itemsController([itemsByOwner, itemById]),
      agent: true,
    },
    {
      name: 'route order look-alike: routes of different methods swap places (`GET :id`, `POST stats`)',
      base: itemsController([itemById, itemCreate]),
      head: itemsController([itemCreate, itemById]),
      agent: true,
    },
    {
      name: 'route order look-alike: NestJS on the Fastify adapter matches static segments first, whatever the order',
      base: itemsController([itemById, itemStats], ', "@nestjs/platform-fastify": "^10.0.0"'),
      head: itemsController([itemStats, itemById], ', "@nestjs/platform-fastify": "^10.0.0"'),
      agent: true,
    },
    {
      name: 'route order look-alike: Fastify matches `/export` before `/:id`, whatever the order',
      base: reportsRoutes([reportById, reportExport], fastifyReports),
      head: reportsRoutes([reportExport, reportById], fastifyReports),
      agent: true,
    },
    {
      name: 'route order look-alike: two routes with the same prefix and different literal segments swap places',
      base: reportsRoutes([reportOpen, reportClosed]),
      head: reportsRoutes([reportClosed, reportOpen]),
      agent: true,
    },
    {
      name: 'route order look-alike: a parameter whose pattern takes digits only cannot match `/export`',
      base: reportsRoutes([reportByNumber, reportExport]),
      head: reportsRoutes([reportExport, reportByNumber]),
      agent: true,
    },
    {
      name: 'route order look-alike: a helper function moves from above the routes to below them',
      base: reportsRoutes([reportHelper, reportById, reportExport]),
      head: reportsRoutes([reportById, reportExport, reportHelper]),
      agent: true,
    },
    {
      name: 'look-alike: the changed middleware of the router runs for a route a test requests',
      base: guardedChat(bearerOnly, 'router'),
      head: {
        ...guardedChat(bearerOrQuery, 'router'),
        'tests/chat.test.ts': `import request from 'supertest';
import { app } from '../src/app';
it('lists conversations with a token in the query', async () => {
  await request(app).get('/api/chat/conversations?token=t').expect(200);
});
`,
      },
      agent: true,
    },
    {
      name: "the app's entry mounts a new router it imports through its folder's barrel (`export { ordersRoutes } from './orders'`): no middleware of the entry's own route",
      base: mountingApp('orders'),
      head: {
        'src/index.ts': ordersEntry
          .replace("app.use('/', ordersRoutes);\n", "app.use('/', ordersRoutes);\napp.use(billingRoutes);\n")
          .replace(
            "import ordersRoutes from './routes/orders';",
            "import ordersRoutes from './routes/orders';\nimport { billingRoutes } from './routes';",
          ),
        'src/routes/index.ts': "export { billingRoutes } from './billing';\n",
        'src/routes/billing.ts':
          "import { Router } from 'express';\nexport const billingRoutes = Router();\nbillingRoutes.get('/plans', (_req, res) => res.json([]));\n",
        'tests/billing.test.ts': `import express from 'express';
import request from 'supertest';
import { billingRoutes } from '../src/routes/billing';
it('lists plans', async () => {
  const app = express().use(billingRoutes);
  expect((await request(app).get('/plans')).status).toBe(200);
});
`,
      },
      agent: true,
    },
    {
      name: "the app's entry mounts a renamed router module: the mount runs that module's routes, no middleware of the entry's own route",
      base: mountingApp('orders'),
      head: { ...mountingApp('orders-router', 'orderRoutes'), 'src/routes/orders.ts': null },
      agent: true,
    },
    {
      name: 'tRPC: the end-to-end test opens the page whose component queries the changed procedure as it loads',
      base: trpcNext(listOnLoad),
      head: {
        'src/server/routers/orders.ts': trpcNext(listOnLoad)['src/server/routers/orders.ts'].replace(
          '() => db.orders(20)',
          'async () => (await db.orders(20)).reverse()',
        ),
      },
      agent: true,
    },
    {
      name: "tRPC: the adapter route changes, and the end-to-end test opens a page that uses the app's tRPC client",
      base: trpcNext(listOnLoad),
      head: {
        'src/app/api/trpc/[trpc]/route.ts': `import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { appRouter } from '@/server/root';
const handler = async (req: Request) => {
  try {
    return await fetchRequestHandler({ endpoint: '/api/trpc', req, router: appRouter, createContext: () => ({}) });
  } catch {
    return Response.json({ error: 'trpc_failed' }, { status: 500 });
  }
};
export { handler as GET, handler as POST };
`,
      },
      agent: true,
    },
    {
      name: 'Next.js: the request middleware (every page but the API) changes, and the end-to-end test opens a page',
      base: trpcNext(listOnLoad),
      head: {
        'src/middleware.ts': trpcNext(listOnLoad)['src/middleware.ts'].replace(
          "if (!request.cookies.get('session'))",
          "if (!request.cookies.get('session') && !request.nextUrl.pathname.startsWith('/login'))",
        ),
      },
      agent: true,
    },
    {
      name: 'a test requests one handler that runs the changed function; another handler runs it too: the request runs the changed code',
      base: {
        ...twoRouters,
        'src/routes/health.ts':
          "import { Router } from 'express';\nimport { refundOrder } from '../services/refunds';\nexport const healthRouter = Router();\nhealthRouter.post('/refund-check', async (_req, res) => {\n  res.json(await refundOrder('probe'));\n});\n",
        'src/__tests__/health.test.ts': null,
        'src/__tests__/orders.test.ts': appTest,
      },
      head: { 'src/services/refunds.ts': refunds('order.amount - order.fee') },
      agent: true,
    },
    {
      name: 'React Router: the end-to-end test opens the page that loads the changed route (an effect fetches it)',
      base: spa(trendOnLoad),
      head: trendChanged(spa(trendOnLoad)),
      agent: true,
    },
    {
      name: "look-alike: a provider's method changes that the handler reaches only through another provider, and the handler's module does not import the changed one",
      base: oneHop('text', false),
      head: { 'src/chat/slide.service.ts': oneHop('text.trim()', false)['src/chat/slide.service.ts'] },
      agent: true,
    },
    {
      name: "a function of the router module that the requested route's handler calls changes, and the request runs it",
      base: {
        ...twoRouters,
        'src/routes/health.ts':
          "import { Router } from 'express';\nexport const healthRouter = Router();\nfunction status() {\n  return { ok: true };\n}\nhealthRouter.get('/', (_req, res) => res.json(status()));\n",
      },
      head: {
        'src/routes/health.ts':
          "import { Router } from 'express';\nexport const healthRouter = Router();\nfunction status() {\n  return { ok: true, at: Date.now() };\n}\nhealthRouter.get('/', (_req, res) => res.json(status()));\n",
      },
      agent: true,
    },
    {
      name: 'a router a factory builds, mounted through a local under a parameter path, is requested at its full path',
      base: factoryMounted('/api/clients/c1/documents/d1'),
      head: documentAnswerChanged,
      agent: true,
    },
    {
      name: 'look-alike of code replaced by a comment: only the comment above an option is reworded',
      base: { ...base, 'src/services/refunds.ts': refundsByLine(reasonLine) },
      head: {
        'src/services/refunds.ts': refundsByLine(
          reasonLine.replace('the customer asked for it', 'asked for by the customer'),
        ),
      },
      agent: true,
    },
    {
      name: 'SvelteKit: an app that reroutes subdomains serves `_org/[slug]/studio` at `/studio`, which the end-to-end test visits',
      base: subdomainApp('/studio'),
      head: studioLoadChanged,
      agent: true,
    },
    {
      name: 'SvelteKit: the root page (a group folder, no segment of its own) is visited at `/`',
      base: subdomainApp('/'),
      head: rootLoadChanged,
      agent: true,
    },
    {
      name: 'SvelteKit: the remote function the studio page imports changes, and the test visits the studio (through the reroute)',
      base: subdomainApp('/studio'),
      head: renameOrgChanged,
      agent: true,
    },
    {
      name: 'look-alike of a followed helper: a test helper that fetches inside a callback it hands on (`retry(() => fetch(…))`) requests the route',
      base: {
        ...workerAndClient(false),
        'apps/web/src/routes/sitemap/server.test.ts': `import { it, expect } from 'vitest';
async function retry<T>(fn: () => Promise<T>) {
  try {
    return await fn();
  } catch {
    return fn();
  }
}
async function call(path: string) {
  return retry(() => fetch('http://localhost:8787' + path));
}
it('lists categories', async () => {
  expect((await call('/api/categories')).status).toBe(200);
});
`,
      },
      head: categoriesChanged,
      agent: true,
    },
    {
      name: 'Next.js metadata files that spell out their content (an icon drawn from fixed JSX, a manifest, robots) serve it like static files',
      base: nextMeta,
      head: {
        'app/icon.tsx': iconFile,
        'app/manifest.ts':
          "import type { MetadataRoute } from 'next';\nexport default function manifest(): MetadataRoute.Manifest {\n  return { name: 'Acme', start_url: '/', display: 'standalone', icons: [{ src: '/icon', sizes: '32x32' }] };\n}\n",
        'app/robots.ts':
          "export default function robots() {\n  return { rules: { userAgent: '*', disallow: '/' } };\n}\n",
      },
      agent: true,
    },
    {
      name: "Next.js metadata files built from constants and the environment with the language's string and date functions (a base URL's trailing slash trimmed, `new Date()`) spell out their content",
      base: nextMeta,
      head: {
        'app/robots.ts':
          "export default function robots() {\n  const base = (process.env.NEXT_PUBLIC_APP_URL ?? 'https://acme.dev').replace(/\\/$/, '');\n  return { rules: { userAgent: '*', disallow: ['/admin'] }, sitemap: `${base}/sitemap.xml` };\n}\n",
        'app/sitemap.ts':
          "export default function sitemap() {\n  const base = (process.env.NEXT_PUBLIC_APP_URL ?? 'https://acme.dev').replace(/\\/$/, '');\n  return ['/', '/about'].map((p) => ({ url: `${base}${p}`, lastModified: new Date() }));\n}\n",
      },
      agent: true,
    },
    {
      name: "Next.js image routes draw the page from JSX, as the page does: an image that reads the page's params and fetches a font is rendering",
      base: nextMeta,
      head: {
        'app/blog/[slug]/opengraph-image.tsx':
          "import { ImageResponse } from 'next/og';\nexport default async function Image({ params }: { params: { slug: string } }) {\n  const font = await fetch('https://fonts.example/inter.ttf');\n  if (!font.ok) throw new Error('no font');\n  return new ImageResponse(<div>{params.slug}</div>, { fonts: [{ name: 'Inter', data: await font.arrayBuffer() }] });\n}\n",
      },
      agent: true,
    },
    {
      name: 'a sitemap that queries the posts gains entries from a constant list, built as its other entries are',
      base: { ...nextMeta, 'lib/db.ts': postsDb, 'app/sitemap.ts': sitemapOf('') },
      head: {
        'app/sitemap.ts': sitemapOf(
          '    ...seoPages.map((path) => ({ url: absoluteUrl(path), lastModified: new Date() })),\n',
          "const seoPages = ['/alternatives', '/free-poll'];\n",
        ),
      },
      agent: true,
    },
    {
      name: "prose: a prompt's wording and an error's message are reworded, what is interpolated into them is not",
      base: chatApp(chatPrompt),
      head: {
        'src/chat/prompt.ts': chatApp(
          '`You are the support assistant of ${name}. ${count} tickets are open: keep every answer short.`',
        )['src/chat/prompt.ts'].replace(
          'Unknown ticket status, expected a review state',
          'This ticket status is not known',
        ),
      },
      agent: true,
    },
    {
      name: 'a function the route calls only starts to act on an option the route does not pass',
      base: jobsApp(),
      head: { 'src/jobs/client.ts': jobsApp(attemptsOption)['src/jobs/client.ts'] },
      agent: true,
    },
    {
      name: "a function the route reaches through its module's own function only starts to act on an option (`...(options.cc ? { cc } : {})`) that function does not pass",
      base: mailerApp(),
      head: { 'src/mail/mailer.ts': mailerApp(ccOption)['src/mail/mailer.ts'] },
      agent: true,
    },
    {
      name: "a package's middleware registered with other options (`app.use(helmet({ contentSecurityPolicy }))`) is configuration",
      base: helmetApp(looseCsp),
      head: { 'src/app.ts': helmetApp(strictCsp)['src/app.ts'] },
      agent: true,
    },
    {
      name: "a browser's navigation to a GET route's URL exercises it",
      base: cancelApp('GET', cancelBody, '/api/subscriptions/7/cancel'),
      head: auditedCancelRoute('GET'),
      agent: true,
    },
    {
      name: 'a navigation under a base the test does not show (`${process.env.BASE_URL}/acme/cancel`) may be the route at any prefix',
      base: cancelApp('GET', cancelBody, '/acme/cancel'),
      head: auditedCancelRoute('GET'),
      agent: true,
    },
    {
      name: "the auth options change (a new sign-in provider): routes that only hand the options to next-auth's getServerSession (directly or through a helper of the repository) pass configuration",
      base: authApp(''),
      head: { 'lib/auth.ts': authApp(PASSWORD_PROVIDER)['lib/auth.ts'] },
      agent: true,
    },
    {
      name: 'a function the route calls only starts to act on an option, and the route passes other options',
      base: jobsApp('', "await enqueue('mail', { to: req.body.to }, { delay: 5 })"),
      head: { 'src/jobs/client.ts': jobsApp(attemptsOption)['src/jobs/client.ts'] },
      agent: true,
    },
    {
      name: 'an MCP tool changes, and a test imports the tools module and calls the tool through the server',
      base: mcpApp('const task = await db.task.create({ title: params.title, userId });', {
        'src/mcp/tools/tasks.test.ts':
          "import { registerTaskTools } from './tasks';\nit('registers', () => expect(registerTaskTools).toBeDefined());\n",
      }),
      head: {
        'src/mcp/tools/tasks.ts': mcpApp('const task = await db.task.create({ title: params.title.trim(), userId });')[
          'src/mcp/tools/tasks.ts'
        ],
      },
      agent: true,
    },
    {
      name: 'a function moved unchanged to another module (exported from there), the route importing it from there',
      base: {
        ...base,
        'src/services/refunds.ts':
          refunds().replace('export async function', 'async function') + 'export { refundOrder };\n',
      },
      head: {
        'src/services/refunds.ts': null,
        'src/billing/refund.ts': refunds(),
        'src/routes/orders.ts': orders().replace("from '../services/refunds'", "from '../billing/refund'"),
      },
      agent: true,
    },
    {
      name: 'a module renamed, and the handler that imports it at run time (`await import(…)`) naming its new path',
      base: {
        ...base,
        'src/routes/orders.ts': orders()
          .replace("import { refundOrder } from '../services/refunds';\n", '')
          .replace(
            'const refund = await refundOrder',
            "const { refundOrder } = await import('../services/refunds');\n  const refund = await refundOrder",
          ),
      },
      head: {
        'src/services/refunds.ts': null,
        'src/billing/refund.ts': refunds(),
        'src/routes/orders.ts': orders()
          .replace("import { refundOrder } from '../services/refunds';\n", '')
          .replace(
            'const refund = await refundOrder',
            "const { refundOrder } = await import('../billing/refund');\n  const refund = await refundOrder",
          ),
      },
      agent: true,
    },
    {
      name: "look-alike: the callback of the app's listen runs once at start, not for requests",
      base: { ...tested, 'src/server.ts': fastifySetup(parserBefore) },
      head: {
        'src/server.ts': fastifySetup(parserBefore, "console.log('listening on 3000')\n    process.title = 'api'"),
      },
      agent: true,
    },
    {
      name: "a body parser the app's setup function registers, changed, with a test that requests a route of the app",
      base: {
        ...tested,
        'src/server.ts': fastifySetup(parserBefore),
        'test/invoices.test.ts':
          "import { startApi } from '../src/server';\nit('creates', async () => {\n  const app = await startApi();\n  const res = await app.inject({ method: 'POST', url: '/invoices', payload: {} });\n  expect(res.statusCode).toBe(200);\n});\n",
      },
      head: { 'src/server.ts': fastifySetup(parserAfter) },
      agent: true,
    },
    {
      name: 'an end-to-end test (in a Playwright package: apps/web-e2e) visits the page whose card fetches the changed route',
      base: routeOnPage('/dashboard'),
      head: statsRouteChanged,
      agent: true,
    },
    {
      name: 'an end-to-end test visits a page whose module fetches the route through a wrapper behind a base URL from the environment (`${API_BASE}/stats`)',
      base: routeBehindBase('/dashboard'),
      head: statsRouteChanged,
      agent: true,
    },
    {
      name: 'an end-to-end test visits each page of a constant list in a loop, the page whose card fetches the route among them',
      base: pagesInLoop(['/settings', '/dashboard']),
      head: statsRouteChanged,
      agent: true,
    },
    {
      name: 'an end-to-end test visits each page of a list it imports from a module of its package, the page whose card fetches the route among them',
      base: pagesFromModule(['/settings', '/dashboard']),
      head: statsRouteChanged,
      agent: true,
    },
    {
      name: "Vitest: a suite named by the runner's own include glob (`*.integ.ts`) requests the changed route",
      base: {
        ...base,
        'vitest.config.ts':
          "import { defineConfig } from 'vitest/config';\nexport default defineConfig({ test: { include: ['**/*.integ.ts'], coverage: { include: ['src/**/*.ts'] } } });\n",
        'src/routes/orders.integ.ts':
          "import express from 'express';\nimport request from 'supertest';\nimport { ordersRouter } from './orders';\nit('refunds', async () => {\n  await request(express().use(ordersRouter)).post('/o1/refund').expect(200);\n});\n",
      },
      head: { 'src/routes/orders.ts': orders("'open'", 'if (!req.query.order) throw new Error("no order");\n  ') },
      agent: true,
    },
    {
      name: 'look-alike: an end-to-end test visits the page whose form calls the changed server action (reached through the UI)',
      base: actionsOnPage('/en/surveys/s1'),
      head: { 'app/surveys/actions.ts': actions("if (!ctx.user?.isOwner) throw new Error('forbidden');") },
      agent: true,
    },
    {
      name: 'look-alike: SvelteKit, an end-to-end test visits (through a typed route helper) the page whose component calls the changed remote function',
      base: remoteApp('/[locale=locale]/admin/members'),
      head: {
        'src/routes/[locale=locale]/(app)/admin/members/data.remote.ts': remoteApp(
          '/[locale=locale]/admin/members',
          "if (ids.length === 0) throw new Error('none');\n  return approveAll(ids);",
        )['src/routes/[locale=locale]/(app)/admin/members/data.remote.ts'],
      },
      agent: true,
    },
    {
      name: 'look-alike: CommonJS Express, a supertest test requests the route whose service changes',
      base: {
        ...cjs(),
        'test/users.test.js': `const request = require('supertest');
const app = require('../app');
it('finds a user', async () => {
  expect((await request(app).get('/api/users/u1')).status).toBe(200);
});
`,
      },
      head: { 'services/users.js': cjsChanged },
      agent: true,
    },
    {
      name: 'look-alike: a lint pass (let to const, any to unknown with an alias made by a type assertion) changes no behaviour',
      base: configHandler(checkAny),
      head: configHandler(checkAliased, 'const'),
      agent: true,
    },
    {
      name: 'look-alike: a file-routed handler whose route an e2e test requests (under the mount prefix the framework adds)',
      base: {
        ...fileRouted(),
        'tests/e2e/links.spec.ts': `import { test, expect } from '@playwright/test';
test('updates a link', async ({ request }) => {
  expect((await request.patch('/api/products/p1/links/l1', { data: { sort: 2 } })).ok()).toBe(true);
});
`,
      },
      head: { 'src/modules/catalog/api/updateLink/updateLink.ts': fileRoutedChanged },
      agent: true,
    },
    {
      name: 'look-alike: NestJS, an e2e test of the whole application requests the changed route',
      base: { ...nestApp, 'test/app.e2e-spec.ts': nestAppE2e(".patch('/account').send({ email: 'a@b.c' })") },
      head: { 'src/account/account.service.ts': nestService },
      agent: true,
    },
    {
      name: 'look-alike: Express MVC, the changed service function is one no registered controller function calls',
      base: { ...mvc, 'src/services/invoices.ts': invoicesService() },
      head: { 'src/services/invoices.ts': invoicesService().replace("'inv-' + id", "'invoice-' + id") },
      agent: true,
    },
    {
      name: 'look-alike: Express MVC, the changed service reaches a controller method no route registers',
      base: {
        ...classController("router.get('/', asyncHandler(invoices.list));"),
        'src/services/invoices.ts': invoicesService(),
      },
      head: {
        'src/controllers/invoices-class.ts': invoicesClass
          .replace("return 'invoices';", "return 'invoices ' + invoiceLabel('x');")
          .replace('import { listInvoices }', 'import { listInvoices, invoiceLabel }'),
        'src/services/invoices.ts': invoicesService().replace("'inv-' + id", "'invoice-' + id"),
      },
      agent: true,
    },
    {
      name: 'look-alike: a wrapped class-controller handler whose route a test requests',
      base: {
        ...classController("router.get(['/', '/:id'], asyncHandler(invoices.list));"),
        'src/__tests__/invoices.test.ts': `import request from 'supertest';
import { createApp } from '../app';
it('lists the invoices of a customer', async () => {
  expect((await request(createApp()).get('/api/invoices/cus_1')).status).toBe(200);
});
`,
      },
      head: { 'src/services/invoices.ts': invoicesService('if (!id) return [];\n  ') },
      agent: true,
    },
    {
      name: "look-alike: a default parameter's value changes, and the handler passes that argument itself",
      base: { ...tested, ...sanitiser('1000', true) },
      head: { 'src/lib/sanitize.ts': sanitiser('4000', true)['src/lib/sanitize.ts'] },
      agent: true,
    },
    {
      name: 'look-alike: a local constant gives way to an imported one that holds the same number (120 min = 2 h)',
      base: { ...base, ...staleWindow(true) },
      head: staleWindow(false),
      agent: true,
    },
    {
      name: "Hono: the test calls the changed route through the typed client's member chain",
      base: { ...honoRpc(), 'test/users.test.ts': honoRpcTest("client.api.users[':id'].$get({ param: { id: '1' } })") },
      head: { 'src/routes/users.ts': honoRpc("c.json({ id: c.req.param('id'), v: 2 })")['src/routes/users.ts'] },
      agent: true,
    },
    {
      name: 'look-alike: a setup method assigns the members a handler reads (this.x = …) and changes elsewhere',
      base: { ...tested, 'src/server.ts': setupApp('') },
      head: { 'src/server.ts': setupApp('\n    await startListeners(this.queue);') },
      agent: true,
    },
    {
      name: "the registry's constructor runs a changed method that fills a member no handler's dispatch reads",
      base: registry(),
      head: { 'src/chat/dispatcher.ts': registry('', "this.stats.set('boot', 0);")['src/chat/dispatcher.ts'] },
      agent: true,
    },
    {
      name: 'NestJS: a unit test provides the real service class (useClass of itself, or listed) to what it tests',
      base: {
        ...nest,
        ...nestProfile,
        'test/profile.spec.ts': nestProviderSpec('{ provide: AccountService, useClass: AccountService }'),
      },
      head: { 'src/account/account.service.ts': nestService },
      agent: true,
    },
    {
      name: 'GraphQL: the e2e test sends a document asking for the mutation whose service changed',
      base: { ...gql, 'test/account.e2e-spec.ts': gqlE2e('mutation { updateEmail(email: "A@b.c") { email } }') },
      head: { 'src/account/account.service.ts': gqlEmail },
      agent: true,
    },
    {
      name: 'GraphQL: a unit test imports the resolver and calls it',
      base: {
        ...gql,
        'src/account/account.resolver.spec.ts':
          "import { AccountResolver } from './account.resolver';\nimport { AccountService } from './account.service';\nit('updates', () => {\n  expect(new AccountResolver(new AccountService()).updateEmail('a')).toEqual({ email: 'a' });\n});\n",
      },
      head: { 'src/account/account.service.ts': gqlEmail },
      agent: true,
    },
    {
      name: 'sockets: a test sends the event whose handler runs the changed service',
      base: { ...gql, 'test/rooms.e2e-spec.ts': socketE2e('room:join') },
      head: { 'src/account/account.service.ts': gqlRoom },
      agent: true,
    },
    {
      name: "tRPC: a service module changes; the test calls the procedure that runs it through the root router's caller",
      base: { ...trpcService(), 'src/__tests__/report.test.ts': callerTest("report.create({ name: 'q1' })") },
      head: { 'src/services/reports.ts': trpcService('return { id: name.trim() };')['src/services/reports.ts'] },
      agent: true,
    },
    {
      name: 'tRPC: the root router imported dynamically in the test (await import) and called through a caller',
      base: {
        ...trpcRoot(),
        'src/__tests__/report.test.ts': `it('creates a report', async () => {
  const { appRouter } = await import('../trpc/root');
  const caller = appRouter.createCaller({});
  expect(await caller.report.create({ name: 'q1' })).toBeDefined();
});
`,
      },
      head: trpcRoot('return { id: input.name.trim() };'),
      agent: true,
    },
    {
      name: 'a client built with other credentials and region (a factory that only constructs it) is configuration',
      base: mailBase(factoryClient("{ region: 'eu-west-1' }")),
      head: {
        'src/services/mailer.ts': mailer(
          factoryClient(
            '{ region: process.env.AWS_REGION, credentials: { accessKeyId: process.env.SES_KEY_ID!, secretAccessKey: process.env.SES_SECRET! } }',
          ),
        ),
      },
      agent: true,
    },
    {
      name: "a client's option swapped for a factory of the repository that builds it with a logger that only logs is configuration",
      base: mailBase(
        "const client = new SESClient({ region: 'eu-west-1', logger: console });\nconst sesClient = () => client;",
      ),
      head: {
        'src/services/mailer.ts': mailer(
          `import * as Sentry from '@sentry/node';
const quietLogger = () => ({
  debug() {},
  info() {},
  warn(message: unknown) {
    if (process.env.NODE_ENV === 'development') console.warn(message);
  },
  error: (message: unknown) => {
    Sentry.captureException(message);
    if (process.env.NODE_ENV === 'development') {
      console.warn('[ses]', message);
      return;
    }
  },
});
const client = new SESClient({ region: 'eu-west-1', logger: quietLogger() });
const sesClient = () => client;`,
        ),
      },
      agent: true,
    },
    {
      name: "a package call's option swapped for another factory whose callback only logs (under a condition that is configuration) is no behaviour",
      base: trpcOnErrorRoute("createOnError('lambda')"),
      head: {
        'app/api/trpc/[trpc]/route.ts': trpcOnErrorRoute("quietOnError('lambda')")['app/api/trpc/[trpc]/route.ts'],
      },
      agent: true,
    },
    {
      name: "a dev server's middleware in a tool's configuration (vite.config.ts beside package.json) serves no deployed request",
      base: { ...base, 'web/package.json': '{ "name": "web" }\n', 'web/vite.config.ts': viteConfig(200) },
      head: { 'web/vite.config.ts': viteConfig(503) },
      agent: true,
    },
    {
      name: 'TanStack Start: a changed server function whose module a test imports and calls',
      base: {
        ...serverFnBase,
        'tests/alerts.test.ts':
          "import { listAlerts } from '../src/alerts.functions';\nit('lists', async () => {\n  expect(await listAlerts({ data: { projectId: 'p' } })).toEqual([]);\n});\n",
      },
      head: {
        'src/alerts.functions.ts': serverFn(
          'return db.alerts.findMany({ where: { projectId: data.projectId, archived: false } });',
        ),
      },
      agent: true,
    },
    {
      name: "look-alike of a server function: a builder's handler() of another package",
      base: { ...serverFnBase, 'src/alerts.functions.ts': serverFn('return [];', '@acme/builder') },
      head: { 'src/alerts.functions.ts': serverFn('return [1];', '@acme/builder') },
      agent: true,
    },
    {
      name: 'a module-level client constructed with other options is configuration',
      base: mailBase("const client = new SESClient({ region: 'eu-west-1' });\nconst sesClient = () => client;"),
      head: {
        'src/services/mailer.ts': mailer(
          "const client = new SESClient({ region: 'eu-central-1', maxAttempts: 5 });\nconst sesClient = () => client;",
        ),
      },
      agent: true,
    },
    {
      name: "tRPC: a router registered in the app's root router, whose changed procedure a test calls through a server-side caller",
      base: { ...trpcRoot(), 'src/__tests__/report.test.ts': callerTest("report.create({ name: 'q1' })") },
      head: trpcRoot('return { id: input.name.trim() };'),
      agent: true,
    },
    {
      name: 'tRPC: the caller is built in a beforeAll and assigned to a let the test calls the changed procedure on',
      base: {
        ...trpcRoot(),
        'src/__tests__/report.test.ts': `import { appRouter } from '../trpc/root';
let caller: ReturnType<typeof appRouter.createCaller>;
beforeAll(() => {
  caller = appRouter.createCaller({});
});
it('creates a report', async () => {
  expect(await caller.report.create({ name: 'q1' })).toBeDefined();
});
`,
      },
      head: trpcRoot('return { id: input.name.trim() };'),
      agent: true,
    },
    {
      name: 'tRPC: the caller is returned by a test helper and destructured by the test',
      base: {
        ...trpcRoot(),
        'src/__tests__/helpers.ts': `import { appRouter } from '../trpc/root';
export async function prepare() {
  const ctx = {};
  return { ctx, caller: appRouter.createCaller(ctx) };
}
`,
        'src/__tests__/report.test.ts': `import { prepare } from './helpers';
it('creates a report', async () => {
  const { caller } = await prepare();
  expect(await caller.report.create({ name: 'q1' })).toBeDefined();
});
`,
      },
      head: trpcRoot('return { id: input.name.trim() };'),
      agent: true,
    },
    {
      name: 'a procedure added to an oRPC router (its handler tested) is not a change of the procedures beside it, whose handlers other modules hold',
      base: {
        ...tested,
        'src/orders/router.ts': `import { z } from 'zod';
import { authedProcedure } from '../orpc';
import { handleCancel } from './handleCancel';
export const ordersRouter = {
  cancel: authedProcedure.input(z.object({ id: z.string() })).handler(handleCancel),
};
`,
        'src/orders/handleCancel.ts': `import { db } from '../db';
export const handleCancel = async ({ input }: { input: { id: string } }) => {
  const step0 = input.id.length + 0;\n  const step1 = input.id.length + 1;\n  const step2 = input.id.length + 2;\n  const step3 = input.id.length + 3;\n  const step4 = input.id.length + 4;\n  const step5 = input.id.length + 5;\n  const step6 = input.id.length + 6;\n  const step7 = input.id.length + 7;\n  const step8 = input.id.length + 8;\n  const step9 = input.id.length + 9;\n  const step10 = input.id.length + 10;\n  const step11 = input.id.length + 11;\n  const step12 = input.id.length + 12;\n  const step13 = input.id.length + 13;\n  const step14 = input.id.length + 14;\n  const step15 = input.id.length + 15;\n  const step16 = input.id.length + 16;\n  const step17 = input.id.length + 17;\n  const step18 = input.id.length + 18;\n  const step19 = input.id.length + 19;\n  const step20 = input.id.length + 20;\n  const step21 = input.id.length + 21;\n  const step22 = input.id.length + 22;\n  const step23 = input.id.length + 23;\n  const step24 = input.id.length + 24;\n  const step25 = input.id.length + 25;\n  const step26 = input.id.length + 26;\n  const step27 = input.id.length + 27;\n  const step28 = input.id.length + 28;\n  const step29 = input.id.length + 29;\n  const step30 = input.id.length + 30;\n  const step31 = input.id.length + 31;\n  const step32 = input.id.length + 32;\n  const step33 = input.id.length + 33;\n  const step34 = input.id.length + 34;\n  const step35 = input.id.length + 35;\n  const step36 = input.id.length + 36;\n  const step37 = input.id.length + 37;\n  const step38 = input.id.length + 38;\n  const step39 = input.id.length + 39;
  return db.order.update({ where: { id: input.id }, data: { status: 'cancelled' } });
};
`,
        'src/orders/handleArchive.ts': `import { db } from '../db';
export const handleArchive = async ({ input }: { input: { id: string } }) => db.order.delete({ where: { id: input.id } });
`,
        'src/orders/handleArchive.test.ts': `import { handleArchive } from './handleArchive';\nit('archives', async () => { await handleArchive({ input: { id: 'o1' } }); });\n`,
      },
      head: {
        'src/orders/router.ts': `import { z } from 'zod';
import { authedProcedure } from '../orpc';
import { handleArchive } from './handleArchive';
import { handleCancel } from './handleCancel';
export const ordersRouter = {
  cancel: authedProcedure.input(z.object({ id: z.string() })).handler(handleCancel),
  archive: authedProcedure.input(z.object({ id: z.string() })).handler(handleArchive),
};
`,
      },
      agent: true,
    },
    {
      name: 'an oRPC handler module that a test imports and calls',
      base: {
        ...tested,
        ...orpcOrders,
        'src/orders/handleCancel.test.ts': `import { handleCancel } from './handleCancel';\nit('cancels', async () => { await handleCancel({ input: { id: 'o1' }, context: { userId: 'u1' } }); });\n`,
      },
      head: { 'src/orders/handleCancel.ts': orpcCancel('{ id: input.id, userId: context.userId }') },
      agent: true,
    },
    {
      name: "an oRPC procedure a test calls through the router's server-side client (createRouterClient)",
      base: {
        ...tested,
        ...orpcOrders,
        'src/orders/router.ts':
          "import { z } from 'zod';\nimport { authedProcedure } from '../orpc';\nimport { db } from '../db';\nimport { handleList } from './handleList';\nexport const ordersRouter = {\n  cancel: authedProcedure.input(z.object({ id: z.string() })).handler(async ({ input }) => db.order.update({ where: { id: input.id }, data: { status: 'cancelled' } })),\n  list: authedProcedure.input(z.object({})).handler(handleList),\n};\n",
        ...orpcRouterClient,
        'src/orders/cancel.test.ts':
          "import { routerClient } from '../router';\nit('cancels', async () => { await routerClient.orders.cancel({ id: 'o1' }); });\n",
      },
      head: {
        'src/orders/router.ts':
          "import { z } from 'zod';\nimport { authedProcedure } from '../orpc';\nimport { db } from '../db';\nimport { handleList } from './handleList';\nexport const ordersRouter = {\n  cancel: authedProcedure.input(z.object({ id: z.string() })).handler(async ({ input }) => db.order.update({ where: { id: input.id, status: 'open' }, data: { status: 'cancelled' } })),\n  list: authedProcedure.input(z.object({})).handler(handleList),\n};\n",
      },
      agent: true,
    },
    {
      name: "a queue consumer's .handler(fn) is no request handler",
      base: {
        ...tested,
        'src/jobs/consumer.ts': `import { queue } from '../queue';\nimport { handleJob } from './handleJob';\nexport const consumer = queue.consumer('emails').handler(handleJob);\n`,
        'src/jobs/handleJob.ts': `export const handleJob = async (job: { to: string }) => { await send(job.to); };\n`,
        'src/other.test.ts': "it('runs', () => expect(1).toBe(1));\n",
      },
      head: {
        'src/jobs/handleJob.ts': `export const handleJob = async (job: { to: string }) => { await send(job.to.trim()); };\n`,
      },
      agent: true,
    },
    {
      name: "the test requests the changed route through a started server's fetch (`api.fetch(path, { method })`)",
      base: {
        ...twoRouters,
        'src/test-utils/server.ts': serverHelper,
        'src/__tests__/orders.test.ts': serverFetchTest('/api/orders/o_1/refund', 'POST'),
      },
      head: { 'src/routes/orders.ts': orders("'refunded'") },
      agent: true,
    },
    {
      name: "an endpoint factory's handler whose route (under the factory's path) a test requests through the app",
      base: {
        ...base,
        ...endpointFactory,
        'src/api/items.ts': endpointFactory['src/api/items.ts']("'ok'"),
        'src/__tests__/items.test.ts': `import { app } from '../app';
it('lists traces', async () => {
  const res = await app.request('/items/i_1/traces');
  expect(res.status).toBe(200);
});
`,
      },
      head: { 'src/api/items.ts': endpointFactory['src/api/items.ts']("'done'") },
      agent: true,
    },
    {
      name: 'look-alike of an endpoint factory: a function that keeps the options it is given and registers nothing',
      base: {
        ...base,
        'src/docs/registry.ts': docsRegistry,
        'src/docs/items.ts':
          "import { documentRoute } from './registry';\ndocumentRoute({ method: 'get', path: '/items', handler: async () => ({ items: [] }) });\n",
      },
      head: {
        'src/docs/items.ts':
          "import { documentRoute } from './registry';\ndocumentRoute({ method: 'get', path: '/items', handler: async () => ({ items: [1] }) });\n",
      },
      agent: true,
    },
    {
      name: "look-alike of a preloaded mock: the script preloads it for other tests' folder only",
      base: {
        ...base,
        'package.json': bunScripts(
          'bun test --preload ./src/__tests__/setup.ts src/__tests__/trpc/ && bun test src/__tests__/rest/',
        ),
        'src/__tests__/setup.ts': mockingSetup(),
        'src/__tests__/rest/refunds.test.ts': serviceTest.replace("'../services/refunds'", "'../../services/refunds'"),
      },
      head: { 'src/services/refunds.ts': refunds('order.amount - order.fee') },
      agent: true,
    },
    {
      name: 'a provider instance added to a registry of implementations (a list of `new X()`) is configuration',
      base: providersApp('new XProvider()'),
      head: {
        'src/providers/index.ts': providersApp('new XProvider(), new TumblrProvider()')['src/providers/index.ts'],
      },
      agent: true,
    },
    {
      name: 'the test builds the app and requests the changed route (reached by path, not import)',
      base: { ...base, 'src/__tests__/orders.test.ts': appTest },
      head: { 'src/routes/orders.ts': orders("'refunded'") },
      agent: true,
    },
    {
      name: 'a new test imports the changed module',
      base,
      head: {
        'src/services/refunds.ts': refunds('order.amount - order.fee'),
        'src/services/refunds.test.ts':
          "import { refundOrder } from './refunds';\nit('works', () => expect(refundOrder).toBeDefined());\n",
      },
      agent: true,
    },
    {
      name: 'Express MVC: a controller handler registered under a list of paths, requested by its second path',
      base: {
        ...mvc,
        'src/__tests__/invoices.test.ts': `import request from 'supertest';
import { createApp } from '../app';
it('lists the invoices of a customer', async () => {
  expect((await request(createApp()).get('/api/invoices/cus_1')).status).toBe(200);
});
`,
      },
      head: { 'src/controllers/invoices.ts': controller('res.json({ invoices: await listInvoices(req.params.id) })') },
    },
    {
      name: 'a server action built with next-safe-action, imported by a test',
      base: {
        ...nextActions,
        'app/surveys/actions.test.ts': `import { renameSurveyAction } from './actions';
it('renames', async () => {
  expect(await renameSurveyAction({ surveyId: 's1', name: 'n' })).toBeDefined();
});
`,
      },
      head: { 'app/surveys/actions.ts': actions("if (!ctx.user?.isOwner) throw new Error('forbidden');") },
    },
    {
      name: 'a handler holds the service instance but calls another of its methods than the changed one',
      base: {
        ...nest,
        'src/account/account.service.ts': nest['src/account/account.service.ts'].replace(
          '  private normalise',
          '  deactivate(id: string) {\n    return { id, active: false };\n  }\n  status(id: string) {\n    return { id };\n  }\n  private normalise',
        ),
        'src/status.ts': `import { AccountService } from './account/account.service';
export function mount(app) {
  const accounts = app.get(AccountService);
  app.use('/status/:id', async (req, res) => {
    res.json(await accounts.status(req.params.id));
  });
}
`,
      },
      head: {
        'src/account/account.service.ts': nest['src/account/account.service.ts'].replace(
          '  private normalise',
          '  deactivate(id: string) {\n    return { id, active: false, at: new Date().toISOString() };\n  }\n  status(id: string) {\n    return { id };\n  }\n  private normalise',
        ),
      },
    },
    {
      name: 'a background job started beside the routes is not a change of the handlers registered there',
      base,
      head: {
        'src/routes/orders.ts': `${orders()}import { startCleanup } from '../jobs/cleanup';\nstartCleanup({ everyMinutes: 10 });\n`,
        'src/jobs/cleanup.ts':
          'export function startCleanup(opts: { everyMinutes: number }) {\n  return setInterval(() => undefined, opts.everyMinutes * 60_000);\n}\n',
      },
    },
    {
      name: 'monorepo: a client constructed with options by a workspace package function is configuration',
      base: {
        ...monorepo,
        'packages/billing/src/index.ts':
          "export * from './invoices';\nexport function createPool(opts: object, tags?: object) {\n  return { opts, tags };\n}\n",
        'apps/api/src/db.ts':
          "import { createPool } from '@acme/billing';\nexport const pool = createPool({ host: 'db', connectionLimit: 10 });\n",
        'apps/api/src/routes/status.ts': `import { Router } from 'express';
import { pool } from '../db';
export const status = Router();
status.get('/status', async (_req, res) => {
  res.json({ pool: !!pool });
});
`,
      },
      head: {
        'apps/api/src/db.ts':
          "import { createPool } from '@acme/billing';\nexport const pool = createPool({ host: 'db', connectionLimit: 20 }, { service: 'api' });\n",
      },
      agent: true,
    },
    {
      name: 'look-alike: the parameters of a function the handler calls are re-wrapped, with a comment and a trailing comma',
      base,
      head: {
        'src/services/refunds.ts': refunds().replace(
          'export async function refundOrder(id: string) {',
          "export async function refundOrder(\n  // the order's id\n  id: string,\n) {",
        ),
      },
      agent: true,
    },
    {
      name: 'look-alike: only types change (an annotation, a type argument, `as`, a non-null assertion, an interface)',
      base,
      head: {
        'src/services/refunds.ts': refunds('order.amount as number')
          .replace(
            'export async function refundOrder(id: string) {',
            'interface Refunded {\n  id: string;\n}\nexport async function refundOrder(id: string): Promise<Refunded> {',
          )
          .replace('await loadOrder(id)', 'await loadOrder<Order>(id)!'),
      },
      agent: true,
    },
    {
      name: 'look-alike: an imported constant is replaced by the string it holds',
      base: withCurrency('config.currency'),
      head: { 'src/services/refunds.ts': withCurrency("'usd'")['src/services/refunds.ts'] },
      agent: true,
    },
    {
      name: "look-alike: a helper the test imports mocks the module with Vitest's vi.mock (which acts only in its own file)",
      base: {
        ...base,
        'src/__tests__/helpers.ts':
          "import { vi } from 'vitest';\nvi.mock('../services/refunds');\nexport const order = { id: 'o_1' };\n",
        'src/__tests__/refunds.test.ts':
          "import { order } from './helpers';\nimport { refundOrder } from '../services/refunds';\nit('refunds', async () => {\n  expect(await refundOrder(order.id)).toBeDefined();\n});\n",
      },
      head: { 'src/services/refunds.ts': refunds('order.amount - order.fee') },
      agent: true,
    },
    {
      name: 'look-alike: a setup module the test imports mocks the module partially (the real module runs)',
      base: {
        ...base,
        'src/__tests__/setup.ts':
          "jest.mock('../services/refunds', () => ({ ...jest.requireActual('../services/refunds') }));\n",
        'src/__tests__/refunds.test.ts':
          "import './setup';\nimport { refundOrder } from '../services/refunds';\nit('refunds', async () => {\n  expect(await refundOrder('o_1')).toBeDefined();\n});\n",
      },
      head: { 'src/services/refunds.ts': refunds('order.amount - order.fee') },
      agent: true,
    },
    {
      name: 'look-alike: only types change in a function held by a const (`export const f = async <T>(…): Promise<T> => …`)',
      base: {
        ...base,
        'src/services/refunds.ts': refunds()
          .replace(
            'export async function refundOrder(id: string) {',
            'export const refundOrder = async (id: string) => {',
          )
          .replace(/\}\n$/, '};\n'),
      },
      head: {
        'src/services/refunds.ts': refunds()
          .replace(
            'export async function refundOrder(id: string) {',
            'export const refundOrder = async <T extends string>(\n  id: T,\n): Promise<unknown> => {',
          )
          .replace(/\}\n$/, '};\n'),
      },
      agent: true,
    },
    {
      name: 'setup that runs only under the test runner (a preload required when NODE_ENV is test)',
      base,
      head: {
        'src/routes/orders.ts': `// eslint-disable-next-line @typescript-eslint/no-require-imports
if (process.env.NODE_ENV === 'test') require('../test/preload');
${orders()}`,
        'src/services/refunds.ts': refunds().replace(
          '  const order = await loadOrder(id);',
          '  if (process.env.VITEST) globalThis.refundCalls = (globalThis.refundCalls ?? 0) + 1;\n  const order = await loadOrder(id);',
        ),
      },
      agent: true,
    },
    {
      name: 'a formatter wraps operations in parentheses that group nothing anew (`a ? b : (c ?? 0)`, `(a * b) + c`)',
      base: {
        ...base,
        'src/services/refunds.ts': refunds('order.partial ? order.amount * 2 + order.fee : order.total ?? 0'),
      },
      head: {
        'src/services/refunds.ts': refunds('order.partial ? (order.amount * 2) + order.fee : (order.total ?? 0)'),
      },
      agent: true,
    },
    {
      name: 'a branch that answered gains a value only its log line reads (`if (!price) { const missing = NAMES[k]; log(missing); return … }`)',
      base: {
        ...base,
        'src/routes/orders.ts': orders(
          "'open'",
          "if (!req.query.order) {\n    return res.status(400).json({ error: 'no order' });\n  }\n  ",
        ),
      },
      head: {
        'src/routes/orders.ts': orders(
          "'open'",
          "if (!req.query.order) {\n    const missing = { id: 'ORDER_ID' }['id'];\n    console.error(`set ${missing}`);\n    return res.status(400).json({ error: 'no order' });\n  }\n  ",
        ),
      },
      agent: true,
    },
    {
      name: '`async` dropped from a handler that neither awaits nor throws (a lint fix)',
      base: {
        ...base,
        'src/routes/status.ts':
          "import { Router } from 'express';\nexport const statusRouter = Router();\nstatusRouter.get('/status', async (req, res) => {\n  res.json({ ok: true, at: Date.now() });\n});\n",
      },
      head: {
        'src/routes/status.ts':
          "import { Router } from 'express';\nexport const statusRouter = Router();\nstatusRouter.get('/status', (req, res) => {\n  res.json({ ok: true, at: Date.now() });\n});\n",
      },
      agent: true,
    },
    {
      name: 'a type assertion and its parentheses dropped from a value (`(a ?? b) as string` becomes `a ?? b`)',
      base: { ...base, 'src/services/refunds.ts': refunds('(order.amount ?? order.total) as number') },
      head: { 'src/services/refunds.ts': refunds('order.amount ?? order.total') },
      agent: true,
    },
    {
      name: 'type assertions added in parentheses around what is read (`(rows as unknown as Row[]).map(…)`)',
      base: { ...base, 'src/services/refunds.ts': refunds('order.amount') },
      head: { 'src/services/refunds.ts': refunds('(order as unknown as { amount: number }).amount') },
      agent: true,
    },
    {
      name: "NestJS: a route's request parts regrouped into a validated DTO (`@Query('from') from` becomes `@Query() dto`, read as `dto.from`)",
      base: nestRangeDto(),
      head: {
        'src/account/account.controller.ts': nestRange(
          "  @Get('range')\n  range(@Query() dto: RangeDto) {\n    return this.accounts.range({ from: dto.from, to: dto.to });\n  }",
        ),
        'src/account/range.dto.ts':
          "import { IsOptional, IsString } from 'class-validator';\nexport class RangeDto {\n  @IsString()\n  from!: string;\n  @IsOptional()\n  @IsString()\n  to?: string;\n}\n",
      },
      agent: true,
    },
    {
      name: "NestJS: a controller's logic moved into its service, which a test exercises; the route now hands its body, typed by a DTO, to the service",
      base: {
        ...nestTested,
        'src/account/account.controller.ts': nest['src/account/account.controller.ts'].replace(
          'return this.accounts.updateEmail(body.email);',
          "if (!body.email) throw new Error('email required');\n    return { email: body.email.trim() };",
        ),
      },
      head: {
        'src/account/account.controller.ts': nest['src/account/account.controller.ts']
          .replace('update(@Body() body: { email: string }) {', 'update(@Body() dto: UpdateEmailDto) {')
          .replace('return this.accounts.updateEmail(body.email);', 'return this.accounts.updateEmail(dto);')
          .replace(
            "import { AccountService } from './account.service';",
            "import { AccountService } from './account.service';\nimport type { UpdateEmailDto } from './update-email.dto';",
          ),
        'src/account/update-email.dto.ts': 'export class UpdateEmailDto {\n  email!: string;\n}\n',
      },
      agent: true,
    },
    {
      name: 'a logging-only change',
      base,
      head: { 'src/routes/orders.ts': orders("'open'", "console.info('refund', req.params.id);\n  ") },
      agent: true,
    },
    {
      name: 'a table of names and a value looked up in it that only a log line reads (`const missing = ENV_NAMES[kind]`)',
      base,
      head: {
        'src/routes/orders.ts': orders(
          "'open'",
          "const ENV_NAMES = { full: 'REFUND_FULL_ID', part: 'REFUND_PART_ID' } as const;\n  const missing = ENV_NAMES[req.query.kind === 'part' ? 'part' : 'full'];\n  console.error(`refund config: set ${missing}`);\n  ",
        ),
      },
      agent: true,
    },
    {
      name: 'a branch gains a block only to log before what it ran (`if (!x) throw e` → `if (!x) { logger.warn(…); throw e }`)',
      base: throwsWithoutOrder,
      head: {
        'src/routes/orders.ts': orders(
          "'open'",
          "if (!req.query.order) {\n    this.logger.warn('refund without an order');\n    throw new Error('no order');\n  }\n  ",
        ),
      },
      agent: true,
    },
    {
      name: "the entry module gains an app setting (`app.set('trust proxy', 1)`): configuration, not the work of its GET /health",
      base: entryWithHealth(),
      head: entryWithHealth("app.set('trust proxy', 1);\napp.disable('x-powered-by');\n"),
      agent: true,
    },
    {
      name: "the entry module registers a middleware under another path (`app.use('/auth/reset', limiter)`): it does not run for its GET /health",
      base: entryWithHealth(),
      head: entryWithHealth("app.use('/auth/reset', (_req, _res, next) => next());\n"),
      agent: true,
    },
    {
      name: "look-alike of a guard's metadata: the OpenAPI decorators of a route that decides for itself change",
      base: deciding(nestDecorated('', "  @ApiOperation({ summary: 'Update the email' })\n", swaggerImport)),
      head: deciding(nestDecorated('', "  @ApiOperation({ summary: 'Change the email' })\n", swaggerImport)),
      agent: true,
    },
    {
      name: "look-alike of a guard's metadata: NestJS's OpenAPI decorators of the route change (`@ApiOperation({ summary })`): documentation",
      base: nestDecorated("@ApiTags('account')\n", "  @ApiOperation({ summary: 'Update the email' })\n", swaggerImport),
      head: nestDecorated(
        "@ApiTags('accounts')\n",
        "  @ApiOperation({ summary: 'Change the account email' })\n  @ApiResponse({ status: 200 })\n",
        swaggerImport,
      ),
      agent: true,
    },
    {
      name: 'an integration test that mocks the database module imports the routes folder (its index), mounts it on an app of its own at `/auth` (the real app: `/api/auth`) and requests the changed login route',
      base: authFolder('res.json({ ok: !!user });'),
      head: authFolder("if (!user) return res.status(401).json({ error: 'unknown' });\n  res.json({ ok: true });"),
      agent: true,
    },
    {
      name: "a namespace import's other member changes: the handler names only `services.listOrders` (and a method named like the namespace)",
      base: namespaced(
        'const q = req.query as { services?: string };\n  res.json({ rows: await services.listOrders(), q: q.services });',
      ),
      head: {
        'src/services/audit.ts': namespaced('', "if (kind === 'x') throw new Error('bad kind');\n  return kind;")[
          'src/services/audit.ts'
        ],
      },
      agent: true,
    },
    {
      name: 'a try/catch that only logs (with a constant for the log) and rethrows the error, wrapped around the service body',
      base,
      head: {
        'src/services/refunds.ts': refundsWrapped(
          '    const at = new Date().toISOString();\n    logger.error({ error, id, at }, "refund failed");\n    throw error;\n',
        ),
      },
      agent: true,
    },
    {
      name: 'a catch callback that now logs the error it ignored (`() => null` becomes `(error) => { log(error); return null; }`)',
      base: { ...base, 'src/services/refunds.ts': refunds('await loadAmount(id).catch(() => null)') },
      head: {
        'src/services/refunds.ts': refunds(
          "await loadAmount(id).catch((error) => {\n    logger.error({ error, id }, 'amount lookup failed');\n    return null;\n  })",
        ),
      },
      agent: true,
    },
    {
      name: 'an apiVersion bump in the Stripe client module',
      base,
      head: { 'src/lib/stripe.ts': stripeLib('2025-01-27.acacia') },
      agent: true,
    },
    {
      name: 'the options of a constructed client (configuration, not behaviour)',
      base,
      head: { 'src/lib/stripe.ts': stripeLib('2024-06-20', 3) },
      agent: true,
    },
    {
      name: 'a comment added to a handler',
      base,
      head: { 'src/routes/orders.ts': orders("'open'", '// Refunds are full refunds.\n  ') },
      agent: true,
    },
    {
      name: 'a module no request handler imports',
      base,
      head: { 'src/ui/format.ts': 'export function money(n: number) {\n  return `USD ${n}`;\n}\n' },
      agent: true,
    },
    {
      name: 'a body schema at the top of a route file (a validation schema is not behaviour)',
      base: {
        ...base,
        'src/routes/orders.ts':
          "import { z } from 'zod';\nconst refundBody = z.object({ reason: z.string() });\n" + orders(),
      },
      head: {
        'src/routes/orders.ts':
          "import { z } from 'zod';\nconst refundBody = z.object({ reason: z.enum(['duplicate', 'fraud']) });\n" +
          orders(),
      },
      agent: true,
    },
    {
      name: 'Next.js route tested through a tsconfig paths alias (JSONC tsconfig)',
      base: nextBase,
      head: {
        'app/api/checkout/route.ts':
          "export async function POST(req: Request) {\n  return Response.json({ url: 'y' });\n}\n",
      },
      agent: true,
    },
    {
      name: 'a colocated route.test.ts that the PR adds imports ./route',
      base: { ...tested },
      head: {
        'app/api/usage/route.ts': 'export async function GET() {\n  return Response.json({ jobs: 1 });\n}\n',
        'app/api/usage/route.test.ts':
          "import { GET } from './route';\nit('counts', async () => {\n  expect((await GET()).status).toBe(200);\n});\n",
      },
      agent: true,
    },
    {
      name: 'Fastify: test → helper → app builder (tsconfig alias) → registered plugin, at depth',
      base: fastifyApp,
      head: { 'src/routes/orders.ts': fastifyOrders },
      agent: true,
    },
    {
      name: 'look-alike: only a comment, a log line and an unused function are deleted from the service',
      base: {
        ...base,
        'src/services/refunds.ts':
          refunds().replace(
            '  const order = await loadOrder(id);\n',
            "  // the order must exist\n  const order = await loadOrder(id);\n  console.info('refunding', id);\n",
          ) + 'export function unused(id: string) {\n  return id.length;\n}\n',
      },
      head: { 'src/services/refunds.ts': refunds() },
      agent: true,
    },
    {
      name: 'an env declaration object whose values the project reads through its own env reader gains a key (configuration)',
      base: {
        ...base,
        'src/env/runtime.ts':
          'export const runtimeVar = (key: string, fallback?: string) => process.env[key] ?? fallback;\n',
        'src/env/index.ts':
          "import { runtimeVar } from './runtime';\nexport const sheetsEnv = {\n  apiKey: runtimeVar('SHEETS_API_KEY'),\n};\n",
        'src/routes/orders.ts':
          "import { sheetsEnv } from '../env';\n" + orders("sheetsEnv.apiKey ? 'open' : 'closed'"),
      },
      head: {
        'src/env/index.ts':
          "import { runtimeVar } from './runtime';\nexport const sheetsEnv = {\n  apiKey: runtimeVar('SHEETS_API_KEY'),\n  appId: runtimeVar('SHEETS_APP_ID'),\n};\n",
      },
      agent: true,
    },
    {
      name: 'TanStack Start: a test requests the changed server route by its path',
      base: { ...tanstack(200), ...tanstackTest },
      head: { 'src/routes/api/users.$userId.ts': tanstack(203)['src/routes/api/users.$userId.ts'] },
      agent: true,
    },
    {
      name: 'a server test requests the route through two helpers, the URL joined under a condition on the path',
      base: serverTested('path.startsWith("/") ? path : `/${path}`'),
      head: serverTestedChanged('path.startsWith("/") ? path : `/${path}`'),
      agent: true,
    },
    {
      name: 'a smoke test requests the route through a URL helper with an imported path constant',
      base: smoke,
      head: { 'src/server.ts': smokeChanged },
      agent: true,
    },
    {
      name: 'monorepo: a workspace package re-exported by its entry, reached from the API test at depth',
      base: {
        ...monorepo,
        'packages/billing/src/invoices.test.ts':
          "import { invoiceTotal } from './index';\nit('sums', () => expect(invoiceTotal([])).toBe(0));\n",
      },
      head: {
        'packages/billing/src/invoices.ts':
          'export function invoiceTotal(lines: { cents: number }[]) {\n  return lines.reduce((s, l) => s + l.cents, 0) + 0;\n}\n',
      },
      agent: true,
    },
    {
      name: 'monorepo: the route is tested through a tsconfig alias of a config that extends another',
      base: monorepo,
      head: {
        'apps/api/src/routes/invoices.ts': monorepo['apps/api/src/routes/invoices.ts'].replace(
          'res.json({ total',
          'res.status(201).json({ total',
        ),
      },
      agent: true,
    },
    {
      name: 'NestJS: an e2e test builds the module that declares the controller that calls the changed service',
      base: { ...nest, 'test/account.e2e-spec.ts': nestE2e },
      head: { 'src/account/account.service.ts': nestService },
      agent: true,
    },
    {
      name: 'a test imports the handler with a dynamic import()',
      base: {
        ...base,
        'src/__tests__/orders.test.ts':
          "it('loads', async () => {\n  const { ordersRouter } = await import('../routes/orders');\n  expect(ordersRouter).toBeDefined();\n});\n",
      },
      head: { 'src/routes/orders.ts': orders("'refunded'") },
      agent: true,
    },
    {
      name: "a zod schema that holds a refinement and is built on another module's schema with a transform changes a field (`notes: notesSchema.optional()` → `notes: notesSchema`, `.nullable()` → `.nullish()`): validation schemas, no behaviour",
      base: refinedSchemas('.nullable()', 'notesSchema.optional()'),
      head: {
        'lib/common.ts': refinedSchemas('.nullish()', 'notesSchema')['lib/common.ts'],
        'lib/validation.ts': refinedSchemas('.nullish()', 'notesSchema')['lib/validation.ts'],
      },
      agent: true,
    },
    {
      name: 'a guard against a path parameter the route always has (SvelteKit `[mapId]`) is removed: it never ran',
      base: svelteParamRoute('[mapId]', svelteGuard),
      head: svelteParamRoute('[mapId]', ''),
      agent: true,
    },
    {
      name: 'Express: a guard of `req.params.id` on `/orders/:id` (and one of a destructured `{ id }`) is removed',
      base: expressParamRoute(
        '/orders/:id',
        "  const { id } = req.params;\n  if (!req.params.id) return res.status(400).json({ error: 'id' });\n  if (id == null || typeof id !== 'string') return res.status(400).end();",
      ),
      head: expressParamRoute('/orders/:id', '  const { id } = req.params;'),
      agent: true,
    },
    {
      name: "a handler logs through a logger it takes from the request (`const log = req.log`) instead of the module's child logger: logging",
      base: loggingRoute(),
      head: loggingRoute('const log = req.log;'),
      agent: true,
    },
    {
      name: 'a route that answers constant data (a pricing table) changes its numbers and lists: content, what the route says',
      base: pricingApp(8, "'bandit', 'forecast'"),
      head: { 'src/server.ts': pricingApp(6, "'bandit'")['src/server.ts'] },
      agent: true,
    },
    {
      name: 'a test app of two plugins injects each URL of a constant table of endpoints (`Object.entries`), the new route among them',
      base: endpointTable([
        ['plan', 'GET', '/api/billing/plan'],
        ['cancel', 'POST', '/api/orders/o_1/cancel'],
      ]),
      head: newOrderRoute(pluginsOnTestApp('GET /')),
      agent: true,
    },
    {
      name: 'the same over `Object.values` of the table',
      base: endpointTable(
        [
          ['plan', 'GET', '/api/billing/plan'],
          ['cancel', 'POST', '/api/orders/o_1/cancel'],
        ],
        'values',
      ),
      head: newOrderRoute(pluginsOnTestApp('GET /')),
      agent: true,
    },
    {
      name: 'a test registers two route plugins on an app of its own and injects the new route',
      base: pluginsOnTestApp('POST /api/orders/o_1/cancel'),
      head: newOrderRoute(pluginsOnTestApp('GET /')),
      agent: true,
    },
    {
      name: 'look-alike of a test app of several plugins: a test of the orders plugin alone imports it (the module is exercised)',
      base: pluginsOnTestApp(
        'GET /api/billing/plan',
        'expect(app.hasRoute({ method: "GET", url: "/api/orders/:id" })).toBe(true);',
      ),
      head: newOrderRoute(pluginsOnTestApp('GET /')),
      agent: true,
    },
    {
      name: "a zod schema's `superRefine` callback changes (a validation rule): the schema's, no behaviour",
      base: refinedSchemas('.nullable()', 'notesSchema.optional()'),
      head: {
        'lib/validation.ts': refinedSchemas('.nullable()', 'notesSchema.optional()')['lib/validation.ts'].replace(
          ".refine((data) => Object.keys(data).length > 0, { message: 'At least one field' })",
          ".superRefine((data, ctx) => {\n    if (Object.keys(data).length < 2) ctx.addIssue({ code: 'custom', message: 'Two fields' });\n  })",
        ),
      },
      agent: true,
    },
    {
      name: 'client code, hooks, types, constants, zod schemas and Drizzle tables change: none is behaviour',
      base: pages,
      head: {
        'lib/validation.ts':
          "import { z } from 'zod';\nexport const invite = z.object({ email: z.string().email().max(200) });\n",
        'lib/constants.ts':
          'export const MAX_MEMBERS = 25;\nexport const ROLES = { owner: 1, admin: 2, member: 3 } as const;\n',
        'types/api.ts': 'export interface Member {\n  id: string;\n  role: string;\n}\n',
        'hooks/useMembers.ts':
          "import useSWR from 'swr';\nexport const useMembers = () => useSWR('/api/members', { refreshInterval: 5 });\n",
        'components/Members.tsx': 'export function Members() {\n  return <ol />;\n}\n',
        'lib/db/schema.ts':
          pages['lib/db/schema.ts'] +
          'export const teamRelations = relations(teams, ({ many }) => ({ members: many(members) }));\n',
      },
      agent: true,
    },
    {
      name: "a zod schema derived from the repository's schema (`base.pick({ … }).extend({ … })`, in its module or another) is not behaviour",
      base: {
        ...pages,
        'lib/member-schema.ts':
          "import { z } from 'zod';\nimport { invite } from './validation';\nexport const member = invite.pick({ email: true }).extend({ role: z.string() });\nconst local = member.partial();\nexport const patch = local.extend({ id: z.string() });\n",
        'pages/api/members.ts':
          "import { member, patch } from '../../lib/member-schema';\nexport default async function handler(req, res) {\n  const body = req.method === 'PATCH' ? patch.parse(req.body) : member.parse(req.body);\n  res.json({ ok: true, body });\n}\n",
      },
      head: {
        'lib/member-schema.ts':
          "import { z } from 'zod';\nimport { invite } from './validation';\nexport const member = invite.pick({ email: true }).extend({ role: z.string(), team: z.string().optional() });\nconst local = member.partial();\nexport const patch = local.extend({ id: z.string(), note: z.string() });\n",
      },
      agent: true,
    },
    {
      name: 'a handler reads its env variable with another as a fallback (`process.env.A || process.env.B`): which variables is configuration',
      base: {
        ...pages,
        'pages/api/members.ts': regionHandler('process.env.REGION'),
      },
      head: {
        'pages/api/members.ts': regionHandler('process.env.REGION || process.env.AWS_REGION'),
      },
      agent: true,
    },
    {
      name: 'a handler moved from the pages router to the app router (same path and method) is a port',
      base: {
        ...tested,
        'pages/api/checkout.ts': pagesCheckout,
      },
      head: {
        'pages/api/checkout.ts': null,
        'app/api/checkout/route.ts':
          'export async function POST(req: Request) {\n  const { priceId } = await req.json();\n  return Response.json({ url: await checkout(priceId) });\n}\n',
      },
      agent: true,
    },
    {
      name: "a route that only hands its inputs to a tested function of another module now calls another of its functions (the same inputs; the app's own wrapper takes the options)",
      base: {
        ...adapters,
        'src/tags/operations.ts': mergeTags,
        'src/app/api/tags/[id]/merge/route.ts': adapterRoute('renameTag({ id: params.id, name: body.into })'),
      },
      head: {
        'src/tags/operations.test.ts': `${adapters['src/tags/operations.test.ts']}it('merges', async () => {
  expect((await mergeTags({ id: 'a', into: 'b', user: 'u' })).into).toBe('b');
});
`.replace('import { renameTag }', 'import { mergeTags, renameTag }'),
        'src/app/api/tags/[id]/merge/route.ts': adapterRoute('mergeTags({ id: params.id, into: body.into, user })'),
      },
      agent: true,
    },
    {
      name: 'NestJS: a route whose method only hands its inputs to the injected, unit-tested service now calls another of its methods (the same parameters)',
      base: {
        ...nestTested,
        'src/account/account.controller.ts': nestRoute(
          "  close(@Param('id') id: string, @Req() req: { user: { id: string } }) {\n    return this.accounts.closeAccount(id);\n  }",
        ),
      },
      head: {
        'src/account/account.controller.ts': nestRoute(
          "  close(@Param('id') id: string, @Req() req: { user: { id: string } }) {\n    return this.accounts.updateEmail(`${id}:${req.user.id}`);\n  }",
        ),
      },
      agent: true,
    },
    {
      name: 'tRPC: a middleware that hands the call to a tested function of another module joins the base procedure',
      base: trpcApp,
      head: {
        'src/server/trpc.ts': trpcBase(
          'const tagged = t.middleware(({ next, path }) => {\n  return runWithTags({ route: path }, () => next());\n});',
          '.use(tagged).use(timing)',
        ),
      },
      agent: true,
    },
    {
      name: 'Wasp: an action changes, and a Playwright test lands on the page whose component calls it (through a login helper)',
      base: waspApp,
      head: { 'app/src/tasks/operations.ts': waspTask('{ title: args.title.trim(), owner: context.user.id }') },
      agent: true,
    },
    {
      name: "Wasp: an api changes that the e2e package's Stripe CLI script forwards events to",
      base: waspApp,
      head: {
        'app/src/payment/webhook.ts': waspApp['app/src/payment/webhook.ts'].replace(
          'data: { paid: true }',
          'data: { paid: true, paidAt: new Date() }',
        ),
      },
      agent: true,
    },
    {
      name: "a webhook route that hands the raw request to a chat SDK's object (built by a workspace factory) after initialising it",
      base: chatBot,
      head: {
        'apps/api/src/routes/slack.ts': chatRoute(
          'async (c) => {\n  await bot.initialize();\n  return bot.webhooks.slack(c.req.raw);\n}',
        ),
      },
      agent: true,
    },
    {
      name: 'look-alike of a server module under web/src: a helper only a component imports changes',
      base: webSrcApp(),
      head: {
        'apps/web/src/features/orders/format.ts': webSrcApp(undefined, '`Order #${id}`')[
          'apps/web/src/features/orders/format.ts'
        ],
      },
      agent: true,
    },
    {
      name: "a new Next.js route that hands the request to tRPC's fetch adapter with options",
      base: trpcFetchApp,
      head: { 'src/app/api/trpc/[trpc]/route.ts': trpcRoute() },
      agent: true,
    },
    {
      name: "a request's parameters extracted into a helper of the module that returns them (`refundParams(order)`): the same call, read inline",
      base,
      head: { 'src/services/refunds.ts': refundsExtracted() },
      agent: true,
    },
    {
      name: "routes registered by a function on the router it is given (`registerSubscriptionRoutes(router)`, imported under another name), and the test requests the changed one under the router's mount",
      base: registeredOnGiven('/api/v1/strategies/${42}/subscribe'),
      head: {
        'src/routes/subscriptions.ts': registeredOnGiven(
          '/api/v1/strategies/${42}/subscribe',
          'res.status(201).json({ id: req.params.id });',
        )['src/routes/subscriptions.ts'],
      },
      agent: true,
    },
    {
      name: "an end-to-end visit of the page whose hook's query fetches the changed route (`/signals/42` calls `useSignal`, whose queryFn calls `getSignal`)",
      base: signalHooks('/signals/42'),
      head: {
        'src/app/api/signals/[id]/route.ts': signalHooks('/signals/42', 'return Response.json({ id, ok: true });')[
          'src/app/api/signals/[id]/route.ts'
        ],
      },
      agent: true,
    },
    {
      name: "an `else` that only logs is added to the handler's branch (`} else { console.log('refunding') }`)",
      base: { ...base, 'src/routes/orders.ts': dryRun() },
      head: { 'src/routes/orders.ts': dryRun("console.log('refunding', req.params.id);") },
      agent: true,
    },
    {
      name: 'Hono zod-openapi: only the route definitions change (a body marked required), the handlers do not',
      base: openapiApp,
      head: {
        'src/routes/tags.ts': openapiRouter('return c.json(await listTags());').replace(
          'request: { params: z.object({ id: z.string() }) },',
          'request: { params: z.object({ id: z.string() }), body: { required: true, content: {} } },',
        ),
      },
      agent: true,
    },
  ],
  invalid: [
    {
      name: 'route order: NestJS `@Get(":id")` moves below `@Get("stats")`, so GET /items/stats is now served by `stats`',
      base: itemsController([itemById, itemStats]),
      head: itemsController([itemStats, itemById]),
      agent: true,
      errors: [
        {
          file: 'src/items/items.controller.ts',
          line: 6,
          severity: 'blocking',
          message: /GET \/items\/stats.*now matched before GET \/items\/:id/,
        },
      ],
    },
    {
      name: 'route order: Express `/export` moves above `/:id`, which served its requests',
      base: reportsRoutes([reportById, reportExport]),
      head: reportsRoutes([reportExport, reportById]),
      agent: true,
      errors: [{ file: 'src/routes/reports.ts', line: 4, message: /\/export/ }],
    },
    {
      name: 'route order: Express `/files/:name` moves above the wildcard `/files/*`',
      base: reportsRoutes([reportFiles, reportFile]),
      head: reportsRoutes([reportFile, reportFiles]),
      agent: true,
      errors: [{ file: 'src/routes/reports.ts', line: 4, message: /files\/:name/ }],
    },
    {
      name: 'a middleware of another module that the router registers for its routes (`router.use(chatAuth)`) changes: one finding, at the first route it runs for',
      base: guardedChat(bearerOnly, 'router'),
      head: guardedChat(bearerOrQuery, 'router'),
      agent: true,
      errors: [
        {
          file: 'src/routes/chat.ts',
          line: 5,
          message: /GET \/api\/chat\/conversations .*src\/middleware\/chatAuth\.ts/,
        },
      ],
    },
    {
      name: "a middleware of another module in one route's registration (`router.get('/x', chatAuth, …)`) changes: that route",
      base: guardedChat(bearerOnly, 'route'),
      head: guardedChat(bearerOrQuery, 'route'),
      agent: true,
      errors: [{ file: 'src/routes/chat.ts', line: 4, message: /GET \/api\/chat\/conversations/ }],
    },
    {
      name: 'look-alike of tRPC: the page holds the changed procedure as a mutation, which runs only on a click the test does not make',
      base: trpcNext(cancelOnClick),
      head: {
        'src/server/routers/orders.ts': trpcNext(cancelOnClick)['src/server/routers/orders.ts'].replace(
          "() => db.cancel('o_1')",
          "async () => (await db.cancel('o_1')).trim()",
        ),
      },
      agent: true,
      errors: [{ file: 'src/server/routers/orders.ts', message: /cancel/ }],
    },
    {
      name: 'look-alike of Next.js: the request middleware changes, and no test opens a page',
      base: {
        ...trpcNext(listOnLoad),
        'e2e/orders.spec.ts': null,
        'src/server/db.test.ts':
          "import { db } from './db';\nit('lists', async () => {\n  expect(await db.orders(1)).toEqual([1]);\n});\n",
      },
      head: {
        'src/middleware.ts': trpcNext(listOnLoad)['src/middleware.ts'].replace(
          "if (!request.cookies.get('session'))",
          "if (!request.cookies.get('session') && !request.nextUrl.pathname.startsWith('/login'))",
        ),
      },
      agent: true,
      errors: [{ file: 'src/middleware.ts' }],
    },
    {
      name: 'look-alike: a new route in a router module whose other route a test requests: that request does not run the new code',
      base: twoRouters,
      head: {
        'src/routes/health.ts':
          "import { Router } from 'express';\nexport const healthRouter = Router();\nhealthRouter.get('/', (_req, res) => res.json({ ok: true }));\nhealthRouter.get('/deep', async (_req, res) => {\n  const started = Date.now();\n  res.json({ ok: true, ms: Date.now() - started });\n});\n",
      },
      agent: true,
      errors: [{ file: 'src/routes/health.ts', message: /GET \/deep|\/deep/ }],
    },
    {
      name: 'look-alike of React Router: the page calls the changed route only on a click the test does not make',
      base: spa(trendOnClick),
      head: trendChanged(spa(trendOnClick)),
      agent: true,
      errors: [{ file: 'server/products.ts', message: /GET \/api\/products\/:id\/trend/ }],
    },
    {
      name: "look-alike of React Router: the test answers the changed route's URL itself (`page.route(…, (r) => r.fulfill(…))`)",
      base: spa(trendOnLoad, "  await page.route('**/api/products/*/trend', (r) => r.fulfill({ json: [] }));\n"),
      head: trendChanged(spa(trendOnLoad)),
      agent: true,
      errors: [{ file: 'server/products.ts', message: /GET \/api\/products\/:id\/trend/ }],
    },
    {
      name: "a provider's method changes that the handler runs through another provider's method, and the handler's module imports the changed one",
      base: oneHop('text'),
      head: { 'src/chat/slide.service.ts': oneHop('text.trim()')['src/chat/slide.service.ts'] },
      agent: true,
      errors: [
        {
          file: 'src/chat/chat.controller.ts',
          message: /POST \/chat changes server-side behaviour in src\/chat\/slide\.service\.ts \(`modify`\)/,
        },
      ],
    },
    {
      name: 'look-alike of prose: the prompt is given another value to read (`${name}` becomes `${name.trim()}`)',
      base: chatApp(chatPrompt),
      head: { 'src/chat/prompt.ts': chatApp(chatPrompt.replace('${name}', '${name.trim()}'))['src/chat/prompt.ts'] },
      agent: true,
      errors: [
        { file: 'src/routes/chat.ts', message: /POST \/ changes server-side behaviour in src\/chat\/prompt\.ts/ },
      ],
    },
    {
      name: 'look-alike of prose: a string with spaces that the code compares with changes',
      base: chatApp(chatPrompt),
      head: { 'src/chat/prompt.ts': chatApp(chatPrompt, "'under review'")['src/chat/prompt.ts'] },
      agent: true,
      errors: [{ file: 'src/routes/chat.ts', message: /src\/chat\/prompt\.ts/ }],
    },
    {
      name: 'look-alike of prose: a header value with a space (a directive list, not words) changes',
      base: chatApp(chatPrompt),
      head: { 'src/routes/chat.ts': chatApp(chatPrompt)['src/routes/chat.ts'].replace('max-age=60', 'max-age=300') },
      agent: true,
      errors: [{ file: 'src/routes/chat.ts', message: /POST \// }],
    },
    {
      name: "look-alike of prose: the SQL text of the route's query changes",
      base: chatApp(chatPrompt),
      head: {
        'src/routes/chat.ts': chatApp(chatPrompt, undefined, 'select id from tickets where open = false')[
          'src/routes/chat.ts'
        ],
      },
      agent: true,
      errors: [{ file: 'src/routes/chat.ts', message: /POST \// }],
    },
    {
      name: "look-alike of an option reached through the module's own function: that function passes it",
      base: mailerApp('', "send({ to, cc: 'sales@acme.dev', subject: 'Welcome' })"),
      head: {
        'src/mail/mailer.ts': mailerApp(ccOption, "send({ to, cc: 'sales@acme.dev', subject: 'Welcome' })")[
          'src/mail/mailer.ts'
        ],
      },
      agent: true,
      errors: [{ file: 'src/routes/mail.ts', message: /src\/mail\/mailer\.ts \(`send`\)/ }],
    },
    {
      name: 'look-alike of an option: the conditional spread adds a key when the option is absent',
      base: mailerApp(),
      head: {
        'src/mail/mailer.ts': mailerApp('    ...(options.cc ? { cc: options.cc } : { bcc: options.to }),\n')[
          'src/mail/mailer.ts'
        ],
      },
      agent: true,
      errors: [{ file: 'src/routes/mail.ts', message: /src\/mail\/mailer\.ts \(`send`\)/ }],
    },
    {
      name: 'look-alike of configured middleware: a function of the repository registered with `use` runs for every request',
      base: helmetApp(looseCsp, "import { audit } from './audit';\n"),
      head: {
        'src/app.ts': helmetApp(`${looseCsp}\napp.use(audit);`, "import { audit } from './audit';\n")['src/app.ts'],
      },
      agent: true,
      errors: [{ file: 'src/app.ts', message: /GET \/api\/health/ }],
    },
    {
      name: "look-alike of configured middleware: the package's middleware is given a callback that writes to the database",
      base: helmetApp(
        'app.use(rateLimit({ windowMs: 1000 }));',
        "import rateLimit from 'express-rate-limit';\nimport { db } from './db';\n",
      ),
      head: {
        'src/app.ts': helmetApp(
          'app.use(rateLimit({ windowMs: 1000, handler: async (req, res) => { await db.hit.create({ data: { ip: req.ip } }); res.status(429).end(); } }));',
          "import rateLimit from 'express-rate-limit';\nimport { db } from './db';\n",
        )['src/app.ts'],
      },
      agent: true,
      errors: [{ file: 'src/app.ts', message: /GET \/api\/health/ }],
    },
    {
      name: "look-alike of a navigation: `page.goto` of a page whose URL the POST route's path also matches (`/acme/cancel`) requests no POST",
      base: cancelApp('POST', cancelBody, '/acme/cancel'),
      head: auditedCancelRoute('POST'),
      agent: true,
      errors: [{ file: 'app/api/subscriptions/[id]/cancel/route.ts', message: /POST \/api\/subscriptions/ }],
    },
    {
      name: "look-alike of a URL under an unknown base: the base falls back to an origin (`BASE_URL || 'http://localhost:3000'`), so `/acme/cancel` is the whole path",
      base: cancelApp('GET', cancelBody, '/acme/cancel', "process.env.BASE_URL || 'http://localhost:3000'"),
      head: auditedCancelRoute('GET'),
      agent: true,
      errors: [{ file: 'app/api/subscriptions/[id]/cancel/route.ts', message: /GET \/api\/subscriptions/ }],
    },
    {
      name: 'look-alike of options handed to a package: the route also runs what they hold itself',
      base: authApp('', "await authOptions.providers[0]?.authorize?.({ email: 'a@b.c' });"),
      head: { 'lib/auth.ts': authApp(PASSWORD_PROVIDER)['lib/auth.ts'] },
      agent: true,
      errors: [{ file: 'app/api/team/route.ts', message: /lib\/auth\.ts/ }],
    },
    {
      name: 'look-alike of an option: the route passes the option the function starts to act on',
      base: jobsApp('', "await enqueue('mail', { to: req.body.to }, { attempts: 1 })"),
      head: { 'src/jobs/client.ts': jobsApp(attemptsOption)['src/jobs/client.ts'] },
      agent: true,
      errors: [{ file: 'src/routes/mail.ts', message: /src\/jobs\/client\.ts \(`enqueue`\)/ }],
    },
    {
      name: 'look-alike of an option: the new code runs when the option is absent',
      base: jobsApp(),
      head: {
        'src/jobs/client.ts': jobsApp('    ...(!options?.attempts && { attempts: 3 }),\n')['src/jobs/client.ts'],
      },
      agent: true,
      errors: [{ file: 'src/routes/mail.ts', message: /src\/jobs\/client\.ts \(`enqueue`\)/ }],
    },
    {
      name: 'look-alike of an option: the function also changes what it does without it',
      base: jobsApp(),
      head: {
        'src/jobs/client.ts': jobsApp(attemptsOption)['src/jobs/client.ts'].replace(
          'delay: options?.delay,',
          'delay: options?.delay ?? 1000,',
        ),
      },
      agent: true,
      errors: [{ file: 'src/routes/mail.ts', message: /src\/jobs\/client\.ts \(`enqueue`\)/ }],
    },
    {
      name: 'look-alike: a new sitemap that queries the posts answers with data',
      base: nextMeta,
      head: {
        'app/sitemap.ts':
          "import { db } from '../lib/db';\nexport default async function sitemap() {\n  const posts = await db.post.findMany();\n  return posts.map((p) => ({ url: `https://acme.dev/blog/${p.slug}` }));\n}\n",
        'lib/db.ts': postsDb,
      },
      agent: true,
      errors: [{ file: 'app/sitemap.ts', message: /GET \/sitemap\.xml/ }],
    },
    {
      name: 'look-alike: a sitemap starts to fall back when its query fails',
      base: { ...nextMeta, 'lib/db.ts': postsDb, 'app/sitemap.ts': sitemapOf('') },
      head: {
        'app/sitemap.ts': sitemapOf('').replace(
          '  const posts = await db.post.findMany();',
          '  const posts = await db.post.findMany().catch(() => [] as { slug: string }[]);',
        ),
      },
      agent: true,
      errors: [{ file: 'app/sitemap.ts', message: /GET \/sitemap\.xml/ }],
    },
    {
      name: 'look-alike: a sitemap whose own code is as it was calls a function whose query changes',
      base: {
        ...nextMeta,
        'lib/db.ts': postsDb,
        'lib/posts.ts':
          "import { db } from './db';\nexport async function listSlugs() {\n  const rows = await db.post.findMany();\n  return rows.map((r) => r.slug);\n}\n",
        'app/sitemap.ts':
          "import { listSlugs } from '../lib/posts';\nexport default async function sitemap() {\n  const slugs = await listSlugs();\n  return slugs.map((s) => ({ url: `https://acme.dev/blog/${s}` }));\n}\n",
      },
      head: {
        'lib/posts.ts':
          "import { db } from './db';\nexport async function listSlugs() {\n  const rows = await db.post.findMany();\n  return rows.filter((r) => !r.slug.startsWith('draft-')).map((r) => r.slug);\n}\n",
      },
      agent: true,
      errors: [
        { file: 'app/sitemap.ts', message: /GET \/sitemap\.xml changes server-side behaviour in lib\/posts\.ts/ },
      ],
    },
    {
      name: 'look-alike: a sitemap stops querying the posts and lists its fixed pages only',
      base: { ...nextMeta, 'lib/db.ts': postsDb, 'app/sitemap.ts': sitemapOf('') },
      head: {
        'app/sitemap.ts':
          "const absoluteUrl = (path: string) => `https://acme.dev${path}`;\nexport default function sitemap() {\n  return [{ url: absoluteUrl('/pricing'), lastModified: new Date() }];\n}\n",
      },
      agent: true,
      errors: [{ file: 'app/sitemap.ts', message: /GET \/sitemap\.xml/ }],
    },
    {
      name: "look-alike of a sitemap that spells out its content: it stops querying the posts and lists its pages from the environment's base URL",
      base: { ...nextMeta, 'lib/db.ts': postsDb, 'app/sitemap.ts': sitemapOf('') },
      head: {
        'app/sitemap.ts':
          "export default function sitemap() {\n  const base = process.env.NEXT_PUBLIC_APP_URL || 'https://acme.dev';\n  return [{ url: base, lastModified: new Date() }];\n}\n",
      },
      agent: true,
      errors: [{ file: 'app/sitemap.ts', message: /GET \/sitemap\.xml/ }],
    },
    {
      name: 'look-alike: a sitemap starts to escape its entries with a function it did not call',
      base: { ...nextMeta, 'lib/db.ts': postsDb, 'app/sitemap.ts': sitemapOf('') },
      head: {
        'app/sitemap.ts': sitemapOf('').replace(
          'absoluteUrl(`/blog/${p.slug}`)',
          'absoluteUrl(`/blog/${encodeURIComponent(p.slug)}`)',
        ),
      },
      agent: true,
      errors: [{ file: 'app/sitemap.ts', message: /GET \/sitemap\.xml/ }],
    },
    {
      name: 'an MCP tool (registered by a module of a tools folder the server imports) changes, and no test imports it',
      base: mcpApp('const task = await db.task.create({ title: params.title, userId });'),
      head: {
        'src/mcp/tools/tasks.ts': mcpApp('const task = await db.task.create({ title: params.title.trim(), userId });')[
          'src/mcp/tools/tasks.ts'
        ],
      },
      agent: true,
      errors: [{ file: 'src/mcp/tools/tasks.ts', line: 5, message: /MCP tool `create_task`/ }],
    },
    {
      name: 'a new route that only hands its inputs to a tested function of another module: the route itself is new, and nothing requests it',
      base: adapters,
      head: {
        'src/tags/operations.ts': mergeTags,
        'src/tags/operations.test.ts': `${adapters['src/tags/operations.test.ts']}it('merges', async () => {
  expect((await mergeTags({ id: 'a', into: 'b', user: 'u' })).into).toBe('b');
});
`.replace('import { renameTag }', 'import { mergeTags, renameTag }'),
        'src/app/api/tags/[id]/merge/route.ts': adapterRoute('mergeTags({ id: params.id, into: body.into, user })'),
      },
      agent: true,
      errors: [{ file: 'src/app/api/tags/[id]/merge/route.ts', message: /POST \/api\/tags\/:id\/merge/ }],
    },
    {
      name: 'NestJS: a new route, and a route that reads a new query parameter, whose methods only hand their inputs to the injected, unit-tested service',
      base: {
        ...nestTested,
        'src/account/account.controller.ts': nestRoute(
          "  close(@Param('id') id: string) {\n    return this.accounts.updateEmail(id);\n  }",
        ),
      },
      head: {
        'src/account/account.controller.ts': nestRoute(
          "  close(@Param('id') id: string, @Query('reason') reason?: string) {\n    return this.accounts.updateEmail(`${id}:${reason}`);\n  }\n\n  @Post(':id/reopen')\n  reopen(@Param('id') id: string) {\n    return this.accounts.updateEmail(id);\n  }",
        ).replace('Param, Patch, Post, Req }', 'Param, Patch, Post, Query, Req }'),
      },
      agent: true,
      errors: [
        { file: 'src/account/account.controller.ts', message: /POST \/account\/:id\/close/ },
        { file: 'src/account/account.controller.ts', message: /POST \/account\/:id\/reopen/ },
      ],
    },
    {
      name: 'look-alike of an env fallback: the fallback is computed (`process.env.REGION || detectRegion(req)`)',
      base: {
        ...pages,
        'pages/api/members.ts': regionHandler('process.env.REGION'),
      },
      head: {
        'pages/api/members.ts': regionHandler('process.env.REGION || detectRegion(req)'),
      },
      agent: true,
      errors: [{ file: 'pages/api/members.ts', message: /the handler/ }],
    },
    {
      name: 'look-alike of a derived schema: a value derived from what a function of the repository computes (logic, not configuration)',
      base: {
        ...pages,
        'lib/member-schema.ts':
          "import { z } from 'zod';\nfunction pickFields(names: string[]) {\n  return z.object(Object.fromEntries(names.map((n) => [n, z.string()])));\n}\nexport const member = pickFields(['email']).extend({ role: z.string() });\n",
        'pages/api/members.ts':
          "import { member } from '../../lib/member-schema';\nexport default async function handler(req, res) {\n  res.json({ ok: true, body: member.parse(req.body) });\n}\n",
      },
      head: {
        'lib/member-schema.ts':
          "import { z } from 'zod';\nfunction pickFields(names: string[]) {\n  return z.object(Object.fromEntries(names.map((n) => [n, z.string()])));\n}\nexport const member = pickFields(['email', 'team']).extend({ role: z.string() });\n",
      },
      agent: true,
      errors: [{ file: 'pages/api/members.ts', message: /member-schema/ }],
    },
    {
      name: 'look-alike of a move: the function changes on its way to the other module',
      base,
      head: {
        'src/services/refunds.ts': null,
        'src/billing/refund.ts': refunds('order.amount - order.fee'),
        'src/routes/orders.ts': orders().replace("from '../services/refunds'", "from '../billing/refund'"),
      },
      agent: true,
      errors: [{ file: 'src/routes/orders.ts', message: /refundOrder/ }],
    },
    {
      name: "look-alike: the dashboard's card fetches the route only when its button is clicked, which the visit does not do",
      base: {
        ...routeOnPage('/dashboard'),
        'apps/web/components/StatsCard.tsx': routeOnPage('/dashboard')['apps/web/components/StatsCard.tsx'].replace(
          "  useEffect(() => {\n    fetch('/api/stats').then((r) => r.json()).then((d) => setVisits(d.visits));\n  }, []);\n  return <p>{visits}</p>;",
          "  const handleRefresh = () => fetch('/api/stats').then((r) => r.json()).then((d) => setVisits(d.visits));\n  return <button onClick={handleRefresh}>{visits}</button>;",
        ),
      },
      head: statsRouteChanged,
      agent: true,
      errors: [{ file: 'apps/web/app/api/stats/route.ts' }],
    },
    {
      name: "look-alike of a visit: the end-to-end test requests the page's URL with Playwright's `request` fixture (no browser: the card's effect never runs)",
      base: {
        ...routeOnPage('/dashboard'),
        'apps/web-e2e/tests/stats.spec.ts': `import { test, expect } from '@playwright/test';
test('the dashboard answers', async ({ request }) => {
  const res = await request.get('/dashboard');
  expect(res.status()).toBe(200);
});
`,
      },
      head: statsRouteChanged,
      agent: true,
      errors: [{ file: 'apps/web/app/api/stats/route.ts' }],
    },
    {
      name: 'look-alike: the end-to-end test visits another page than the one whose card fetches the route',
      base: routeOnPage('/settings'),
      head: statsRouteChanged,
      agent: true,
      errors: [{ file: 'apps/web/app/api/stats/route.ts' }],
    },
    {
      name: 'look-alike: the wrapper behind a base URL from the environment fetches another path (`/visits` is not the tail of /api/stats)',
      base: routeBehindBase('/dashboard', '/visits'),
      head: statsRouteChanged,
      agent: true,
      errors: [{ file: 'apps/web/app/api/stats/route.ts' }],
    },
    {
      name: 'look-alike of a logger: the logger the handler takes is also handed to a function (which may do anything with it)',
      base: loggingRoute(),
      head: loggingRoute(
        'const log = req.log;',
        'log.info({ id: req.params.id }, "stopped");\n  await stopAll(req.params.id, log);',
      ),
      agent: true,
      errors: [{ file: 'src/routes/stop.ts' }],
    },
    {
      name: 'look-alike of constant data: the constant a route decides with (its quota limit) changes, not what it answers',
      base: pricingApp(8, "'bandit'"),
      head: { 'src/server.ts': pricingApp(8, "'bandit'", 6)['src/server.ts'] },
      agent: true,
      errors: [{ file: 'src/server.ts', message: /GET \/api\/quota/ }],
    },
    {
      name: 'look-alike: the table of endpoints a test app injects holds other routes than the new one',
      base: endpointTable([
        ['plan', 'GET', '/api/billing/plan'],
        ['order', 'GET', '/api/orders/o_1'],
      ]),
      head: newOrderRoute(pluginsOnTestApp('GET /')),
      agent: true,
      errors: [{ file: 'src/routes/orders.ts', message: /POST \/api\/orders\/:id\/cancel/ }],
    },
    {
      name: 'look-alike of a dead guard: the parameter is optional (`[[mapId]]`), so the removed guard ran for `/api/maps`',
      base: svelteParamRoute('[[mapId]]', svelteGuard),
      head: svelteParamRoute('[[mapId]]', ''),
      agent: true,
      errors: [{ file: 'src/routes/api/maps/[[mapId]]/+server.ts' }],
    },
    {
      name: 'look-alike of a dead guard: Express `/orders/:id?` makes the parameter optional',
      base: expressParamRoute('/orders/:id?', "  if (!req.params.id) return res.status(400).json({ error: 'id' });"),
      head: expressParamRoute('/orders/:id?', ''),
      agent: true,
      errors: [{ file: 'src/routes/orders.ts' }],
    },
    {
      name: 'look-alike of a dead guard: the removed guard tested a query parameter, which a request may leave out',
      base: expressParamRoute('/orders/:id', "  if (!req.query.id) return res.status(400).json({ error: 'id' });"),
      head: expressParamRoute('/orders/:id', ''),
      agent: true,
      errors: [{ file: 'src/routes/orders.ts' }],
    },
    {
      name: "a test registers two route plugins on an app of its own and injects only the other plugin's route: the new route is loaded, not requested",
      base: pluginsOnTestApp('GET /api/billing/plan'),
      head: newOrderRoute(pluginsOnTestApp('GET /')),
      agent: true,
      errors: [
        {
          file: 'src/routes/orders.ts',
          message:
            /POST \/api\/orders\/:id\/cancel .*no test requests it .*src\/routes\/e2e\.test\.ts loads src\/routes\/orders\.ts with other modules' routes and requests or calls only those/,
          fix: /requests POST \/api\/orders\/:id\/cancel and/,
        },
      ],
    },
    {
      name: 'look-alike: beside the refined schema, the function of the validation module that the route calls changes',
      base: refinedSchemas('.nullable()', 'notesSchema.optional()'),
      head: {
        'lib/validation.ts': refinedSchemas(
          '.nullable()',
          'notesSchema.optional()',
          'return email.trim().toLowerCase();',
        )['lib/validation.ts'],
      },
      agent: true,
      errors: [{ file: 'pages/api/members.ts', message: /normalize/ }],
    },
    {
      name: 'look-alike: the loop of an end-to-end test visits pages of a list without the one that fetches the route',
      base: pagesInLoop(['/settings', '/billing']),
      head: statsRouteChanged,
      agent: true,
      errors: [{ file: 'apps/web/app/api/stats/route.ts' }],
    },
    {
      name: 'look-alike: the list an end-to-end test imports holds other pages than the one that fetches the route',
      base: pagesFromModule(['/settings', '/billing']),
      head: statsRouteChanged,
      agent: true,
      errors: [{ file: 'apps/web/app/api/stats/route.ts' }],
    },
    {
      name: 'look-alike: a file only coverage.include names is no suite',
      base: {
        ...base,
        'vitest.config.ts':
          "import { defineConfig } from 'vitest/config';\nexport default defineConfig({ test: { coverage: { include: ['src/**/*.ts'] } } });\n",
        'src/routes/orders.integ.ts':
          "import express from 'express';\nimport request from 'supertest';\nimport { ordersRouter } from './orders';\nit('refunds', async () => {\n  await request(express().use(ordersRouter)).post('/o1/refund').expect(200);\n});\n",
      },
      head: { 'src/routes/orders.ts': orders("'open'", 'if (!req.query.order) throw new Error("no order");\n  ') },
      agent: true,
      errors: [{ file: 'src/routes/orders.ts' }],
    },
    {
      name: "factories that build each other through a package's builder (a cycle the configuration reading must not follow forever): judged, not crashed",
      base: {
        ...tested,
        'src/lib/clients.ts': `import { wrap } from 'some-sdk';
export function makePrimary() {
  return wrap(makeReplica()).done();
}
export function makeReplica() {
  return wrap(makePrimary()).done();
}
`,
        'src/routes/health.ts': `import { Router } from 'express';
import { makePrimary } from '../lib/clients';
export const healthRouter = Router();
healthRouter.get('/health', (req, res) => res.json({ ok: !!makePrimary() }));
`,
      },
      head: {
        'src/lib/clients.ts': `import { wrap } from 'some-sdk';
export function makePrimary() {
  return wrap(makeReplica()).done();
}
export function makeReplica() {
  return wrap(makePrimary(), { region: 'eu' }).done();
}
export const client = makePrimary();
`,
      },
      agent: true,
      errors: [{ file: 'src/routes/health.ts', line: 4, related: ['src/lib/clients.ts'] }],
    },
    {
      name: "a default parameter's value changes, and the handler leaves that argument to the default",
      base: { ...tested, ...sanitiser('1000', false) },
      head: { 'src/lib/sanitize.ts': sanitiser('4000', false)['src/lib/sanitize.ts'] },
      agent: true,
      errors: [{ file: 'src/routes/notes.ts', line: 4, message: /validateContent/ }],
    },
    {
      name: 'a local constant gives way to an imported one that holds another number',
      base: { ...base, ...staleWindow(true) },
      head: staleWindow(false, '3'),
      agent: true,
      errors: [{ file: 'src/routes/orders.ts', line: 4, related: ['src/services/refunds.ts'] }],
    },
    {
      name: "Hono: the typed client's test calls another sub-app's route",
      base: { ...honoRpc(), 'test/teams.test.ts': honoRpcTest('client.api.teams.index.$get()') },
      head: { 'src/routes/users.ts': honoRpc("c.json({ id: c.req.param('id'), v: 2 })")['src/routes/users.ts'] },
      agent: true,
      errors: [{ file: 'src/routes/users.ts', message: /GET \/api\/users\/:id/ }],
    },
    {
      name: 'a registration added to the registry the message handler dispatches through (filled by the constructor)',
      base: registry(),
      head: {
        'src/chat/dispatcher.ts': registry("\n    this.handlers.set('leave', (room) => this.rooms.leave(room));")[
          'src/chat/dispatcher.ts'
        ],
      },
      agent: true,
      errors: [{ file: 'src/chat/chat.gateway.ts', line: 6, message: /socket message `client-message`.*register/ }],
    },
    {
      name: 'NestJS: the only test that imports the service provides a stand-in for it (useValue), so nothing runs it',
      base: {
        ...nest,
        ...nestProfile,
        'test/profile.spec.ts': nestProviderSpec('{ provide: AccountService, useValue: { updateEmail: jest.fn() } }'),
      },
      head: { 'src/account/account.service.ts': nestService },
      agent: true,
      errors: [{ file: 'src/account/account.controller.ts', line: 6, message: /updateEmail/ }],
    },
    {
      name: 'NestJS: the testing module overrides the service (overrideProvider(...).useValue)',
      base: {
        ...nest,
        ...nestProfile,
        'test/profile.spec.ts': nestProviderSpec('AccountService').replace(
          '}).compile();',
          '})\n    .overrideProvider(AccountService)\n    .useValue({ updateEmail: jest.fn() })\n    .compile();',
        ),
      },
      head: { 'src/account/account.service.ts': nestService },
      agent: true,
      errors: [{ file: 'src/account/account.controller.ts', line: 6, message: /updateEmail/ }],
    },
    {
      name: "GraphQL: the e2e test's document asks for another field: the changed mutation is not run",
      base: { ...gql, 'test/billing.e2e-spec.ts': gqlE2e('query { invoices { id } }') },
      head: { 'src/account/account.service.ts': gqlEmail },
      agent: true,
      errors: [
        {
          file: 'src/account/account.resolver.ts',
          line: 6,
          message: /GraphQL mutation `updateEmail`.*updateEmail/,
          related: ['src/account/account.service.ts'],
        },
      ],
    },
    {
      name: 'sockets: the test sends another event; the changed message handler is not run',
      base: { ...gql, 'test/rooms.e2e-spec.ts': socketE2e('room:leave') },
      head: { 'src/account/account.service.ts': gqlRoom },
      agent: true,
      errors: [{ file: 'src/account/rooms.gateway.ts', line: 6, message: /socket message `room:join`/ }],
    },
    {
      name: 'look-alike of a tool configuration: a `*.config.ts` module in the source tree that a route calls',
      base: {
        ...base,
        'src/config/limits.config.ts': limitsConfig(50),
        'src/routes/orders.ts': `import { Router } from 'express';
import { clamp } from '../config/limits.config';
export const ordersRouter = Router();
ordersRouter.get('/', async (req, res) => {
  res.json({ limit: clamp(Number(req.query.limit)) });
});
`,
      },
      head: {
        'src/config/limits.config.ts': limitsConfig(50).replace(
          'Math.min(n, limits.max)',
          'Math.max(0, Math.min(n, limits.max))',
        ),
      },
      agent: true,
      errors: [{ file: 'src/routes/orders.ts' }],
    },
    {
      name: "look-alike: the started server's fetch requests another route of the app",
      base: {
        ...twoRouters,
        'src/test-utils/server.ts': serverHelper,
        'src/__tests__/orders.test.ts': serverFetchTest('/api/orders/o_1', 'GET'),
      },
      head: { 'src/routes/orders.ts': orders("'refunded'") },
      agent: true,
      errors: [{ file: 'src/routes/orders.ts', line: 4 }],
    },
    {
      name: "an endpoint factory's handler changes (registered by the factory under its path), and the app's test requests another route",
      base: {
        ...base,
        ...endpointFactory,
        'src/api/items.ts': endpointFactory['src/api/items.ts']("'ok'"),
        'src/__tests__/items.test.ts': `import { app } from '../app';
it('lists orders', async () => {
  const res = await app.request('/orders/o_1/traces');
  expect(res.status).toBe(200);
});
`,
      },
      head: { 'src/api/items.ts': endpointFactory['src/api/items.ts']("'done'") },
      agent: true,
      errors: [{ file: 'src/api/items.ts', line: 10, message: /GET \/items\/:itemId\/traces/ }],
    },
    {
      name: "the runner preloads a setup that mocks the changed module away (`bun test --preload` in the package's script)",
      base: {
        ...base,
        'package.json': bunScripts('bun test --timeout 30000 --preload ./src/__tests__/setup.ts src/__tests__/'),
        'src/__tests__/setup.ts': mockingSetup(),
        'src/__tests__/refunds.test.ts': serviceTest,
      },
      head: { 'src/services/refunds.ts': refunds('order.amount - order.fee') },
      agent: true,
      errors: [{ file: 'src/routes/orders.ts', line: 4, related: ['src/services/refunds.ts'] }],
    },
    {
      name: "Jest's setupFilesAfterEnv (jest.config.ts) mocks the changed module away for every test",
      base: {
        ...base,
        'jest.config.ts': "export default { setupFilesAfterEnv: ['<rootDir>/src/__tests__/setup.ts'] };\n",
        'src/__tests__/setup.ts': mockingSetup('jest.mock'),
        'src/__tests__/refunds.test.ts': serviceTest,
      },
      head: { 'src/services/refunds.ts': refunds('order.amount - order.fee') },
      agent: true,
      errors: [{ file: 'src/routes/orders.ts', line: 4, related: ['src/services/refunds.ts'] }],
    },
    {
      name: 'the test requests the route, but a preloaded setup mocks the barrel the handler imports the changed module through',
      base: {
        ...twoRouters,
        'package.json': bunScripts('bun test --preload ./src/__tests__/setup.ts'),
        'src/services/index.ts': "export * from './refunds';\n",
        'src/routes/orders.ts': orders().replace("from '../services/refunds'", "from '../services'"),
        'src/__tests__/setup.ts':
          "import { mock } from 'bun:test';\nmock.module('../services', () => ({ refundOrder: async () => ({ id: 're_1' }) }));\n",
        'src/__tests__/orders.test.ts': appTest,
      },
      head: { 'src/services/refunds.ts': refunds('order.amount - order.fee') },
      agent: true,
      errors: [{ file: 'src/routes/orders.ts', line: 4, related: ['src/services/refunds.ts'] }],
    },
    {
      name: 'a member of a service written as an object of functions changes: only the handler that calls that member runs it',
      base: objectServiceApp,
      head: { 'src/services/billing.ts': billingService("await fetch('https://pay.example/' + id)") },
      agent: true,
      errors: [{ file: 'src/routes/charge.ts', line: 4, message: /`charge`/, related: ['src/services/billing.ts'] }],
    },
    {
      name: 'a member of an object of functions that a factory builds changes: only the handler that calls that member runs it',
      base: factoryServiceApp,
      head: { 'src/services/billing.ts': billingFactory("await fetch('https://pay.example/' + id)") },
      agent: true,
      errors: [{ file: 'src/routes/charge.ts', line: 5, message: /`charge`/, related: ['src/services/billing.ts'] }],
    },
    {
      name: 'look-alike of a registry entry: the new instance is built by a function of the repository that decides',
      base: providersApp('new XProvider()'),
      head: {
        'src/providers/index.ts': providersApp("new XProvider(), new TumblrProvider(makeOptions('tumblr'))")[
          'src/providers/index.ts'
        ],
      },
      agent: true,
      errors: [{ file: 'src/routes/providers.ts', line: 4 }],
    },
    {
      name: 'a component named like a suite (`continue.integration.tsx`) that fetches the route is no test of it',
      base: {
        ...base,
        'src/components/continue.integration.tsx':
          "export function Continue() {\n  const go = () => fetch('/api/orders/o_1/refund', { method: 'POST' });\n  return <button onClick={go}>Go</button>;\n}\n",
      },
      head: { 'src/routes/orders.ts': orders("'refunded'") },
      agent: true,
      errors: [{ file: 'src/routes/orders.ts', line: 4 }],
    },
    {
      name: 'TanStack Start: a server function changes what it queries and no test imports it',
      base: serverFnBase,
      head: {
        'src/alerts.functions.ts': serverFn(
          'return db.alerts.findMany({ where: { projectId: data.projectId, archived: false } });',
        ),
      },
      agent: true,
      errors: [{ file: 'src/alerts.functions.ts', line: 5, message: /server function `listAlerts`/ }],
    },
    {
      name: 'look-alike: the swapped factory does work (a request) in its callback',
      base: trpcOnErrorRoute("createOnError('lambda')"),
      head: {
        'app/api/trpc/[trpc]/route.ts': trpcOnErrorRoute("recordingOnError('lambda')")['app/api/trpc/[trpc]/route.ts'],
      },
      agent: true,
      errors: [{ file: 'app/api/trpc/[trpc]/route.ts' }],
    },
    {
      name: "look-alike: the swapped option reads the handler's own values",
      base: trpcOnErrorRoute("createOnError('lambda')"),
      head: {
        'app/api/trpc/[trpc]/route.ts': trpcOnErrorRoute('quietOnError(req.url)')['app/api/trpc/[trpc]/route.ts'],
      },
      agent: true,
      errors: [{ file: 'app/api/trpc/[trpc]/route.ts' }],
    },
    {
      name: 'look-alike: a literal option changes (a value, not a swapped factory)',
      base: trpcOnErrorRoute("createOnError('lambda')"),
      head: {
        'app/api/trpc/[trpc]/route.ts': trpcOnErrorRoute("createOnError('lambda')")[
          'app/api/trpc/[trpc]/route.ts'
        ].replace("'/api/trpc'", "'/api/rpc'"),
      },
      agent: true,
      errors: [{ file: 'app/api/trpc/[trpc]/route.ts' }],
    },
    {
      name: "look-alike: tRPC: a service module changes; the test calls another router's procedure through the root router",
      base: { ...trpcService(), 'src/__tests__/user.test.ts': callerTest('user.me()') },
      head: { 'src/services/reports.ts': trpcService('return { id: name.trim() };')['src/services/reports.ts'] },
      agent: true,
      errors: [{ file: 'src/trpc/routers/report.ts', severity: 'blocking' }],
    },
    {
      name: "look-alike: code that runs everywhere but under tests (NODE_ENV !== 'test') is behaviour",
      base,
      head: {
        'src/services/refunds.ts': refunds().replace(
          '  const order = await loadOrder(id);',
          "  if (process.env.NODE_ENV !== 'test') await audit(id);\n  const order = await loadOrder(id);",
        ),
      },
      agent: true,
      errors: [{ file: 'src/routes/orders.ts', severity: 'blocking' }],
    },
    {
      name: "look-alike: a client's callback option that writes to the database is behaviour, not logging",
      base: mailBase("const client = new SESClient({ region: 'eu-west-1' });\nconst sesClient = () => client;"),
      head: {
        'src/services/mailer.ts': mailer(
          `import { db } from './db';
const client = new SESClient({
  region: 'eu-west-1',
  logger: { error: (message: unknown) => { db.mailErrors.create({ data: { message: String(message) } }); } },
});
const sesClient = () => client;`,
        ),
      },
      agent: true,
      errors: [{ file: 'src/routes/receipts.ts', severity: 'blocking' }],
    },
    {
      name: 'look-alike: the client factory gains a decision of its own (not only options)',
      base: mailBase(factoryClient("{ region: 'eu-west-1' }")),
      head: {
        'src/services/mailer.ts': mailer(
          "export function sesClient() {\n  if (!process.env.AWS_REGION) throw new Error('AWS_REGION is not set');\n  return new SESClient({ region: process.env.AWS_REGION });\n}",
        ),
      },
      agent: true,
      errors: [{ file: 'src/routes/receipts.ts', severity: 'blocking' }],
    },
    {
      name: 'look-alike: a test builds the app and requests another route: the changed router is only registered through the app',
      base: twoRouters,
      head: { 'src/routes/orders.ts': orders("'refunded'") },
      agent: true,
      errors: [{ file: 'src/routes/orders.ts', severity: 'blocking', message: /POST \/api\/orders\/:id\/refund/ }],
    },
    {
      name: "look-alike: tRPC: the test calls another router's procedure through the root router",
      base: { ...trpcRoot(), 'src/__tests__/user.test.ts': callerTest('user.me()') },
      head: trpcRoot('return { id: input.name.trim() };'),
      agent: true,
      errors: [{ file: 'src/trpc/routers/report.ts', severity: 'blocking' }],
    },
    {
      name: 'TanStack Start: a server route declared by path changes, and no test requests it',
      base: tanstack(200),
      head: { 'src/routes/api/users.$userId.ts': tanstack(203)['src/routes/api/users.$userId.ts'] },
      agent: true,
      errors: [{ file: 'src/routes/api/users.$userId.ts', severity: 'blocking', message: /GET \/api\/users\/:userId/ }],
    },
    {
      name: 'a handler changed only by deleted lines (a guard removed from the service it calls)',
      base: {
        ...base,
        'src/services/refunds.ts': refunds().replace(
          '  const order = await loadOrder(id);\n',
          "  const order = await loadOrder(id);\n  if (order.refunded) throw new Error('already refunded');\n",
        ),
      },
      head: { 'src/services/refunds.ts': refunds() },
      agent: true,
      errors: [{ file: 'src/routes/orders.ts', severity: 'blocking', message: /refund/ }],
    },
    {
      name: 'look-alike: the condition in the helper sends the path elsewhere (under /v2), so the route is not requested',
      base: serverTested('path.startsWith("/") ? `/v2${path}` : path'),
      head: serverTestedChanged('path.startsWith("/") ? `/v2${path}` : path'),
      agent: true,
      errors: [{ file: 'src/pages/api/widgets/[widgetId].ts', severity: 'blocking', message: /DELETE|widgets/ }],
    },
    {
      name: 'a handler changed with no test (agent: blocking)',
      base,
      head: { 'src/routes/orders.ts': orders("'refunded'") },
      agent: true,
      errors: [
        { file: 'src/routes/orders.ts', line: 4, severity: 'blocking', message: /POST \/api\/orders\/:id\/refund/ },
      ],
    },
    {
      name: 'NestJS: an e2e test of the whole application (root module of feature modules) requests only another route',
      base: { ...nestApp, 'test/app.e2e-spec.ts': nestAppE2e(".get('/billing/plans')") },
      head: { 'src/account/account.service.ts': nestService },
      agent: true,
      errors: [{ file: 'src/account/account.controller.ts', severity: 'blocking', message: /PATCH \/account/ }],
    },
    {
      name: 'a file-routed handler (a module nothing imports, its default export answering the request) changes with no test',
      base: fileRouted(),
      head: { 'src/modules/catalog/api/updateLink/updateLink.ts': fileRoutedChanged },
      agent: true,
      errors: [
        {
          file: 'src/modules/catalog/api/updateLink/updateLink.ts',
          line: 2,
          severity: 'blocking',
          message: /PATCH \/products\/:id\/links\/:link/,
        },
      ],
    },
    {
      name: 'look-alike: the alias made by a type assertion reads another member (a behaviour change)',
      base: configHandler(checkAny),
      head: configHandler(checkAliased.replace("d.mode === 'all'", "d.mode === 'ask'"), 'const'),
      agent: true,
      errors: [{ file: 'src/routes/config.ts', severity: 'blocking', message: /POST \/config/ }],
    },
    {
      name: 'look-alike: var becomes let (scoping differs), not a lint-only change',
      base: configHandler(checkAny, 'var'),
      head: configHandler(checkAny, 'let'),
      agent: true,
      errors: [{ file: 'src/routes/config.ts', severity: 'blocking', message: /POST \/config/ }],
    },
    {
      name: "a service's anonymous default export runs its changed internal function; the handler importing it changes",
      base: {
        ...mvc,
        'src/controllers/invoices.ts': controller().replace(
          "import { listInvoices } from '../services/invoices';",
          "import listInvoices from '../services/invoices';",
        ),
        'src/services/invoices.ts':
          'async function load(id?: string) {\n  return [{ id }];\n}\nexport default async (id?: string) => load(id);\n',
      },
      head: {
        'src/services/invoices.ts':
          'async function load(id?: string) {\n  if (!id) return [];\n  return [{ id }];\n}\nexport default async (id?: string) => load(id);\n',
      },
      agent: true,
      errors: [{ file: 'src/controllers/invoices.ts', severity: 'blocking', message: /GET \/api\/invoices/ }],
    },
    {
      name: 'CommonJS Express: the service a required controller calls changes (destructured require, exports.x, module.exports)',
      base: cjs(),
      head: { 'services/users.js': cjsChanged },
      agent: true,
      errors: [{ file: 'controllers/users.js', severity: 'blocking', message: /GET \/api\/users\/:id .*findUser/ }],
    },
    {
      name: 'look-alike: an end-to-end test visits a page of the folder it computes (`/en/${section}`), which shows none in particular',
      base: actionsOnPage('/en/${section}'),
      head: { 'app/surveys/actions.ts': actions("if (!ctx.user?.isOwner) throw new Error('forbidden');") },
      agent: true,
      errors: [{ file: 'app/surveys/actions.ts', severity: 'blocking', message: /renameSurveyAction/ }],
    },
    {
      name: 'look-alike of a factory-built router requested: the test requests another resource under the same mount',
      base: factoryMounted('/api/clients/c1/notes/d1'),
      head: documentAnswerChanged,
      agent: true,
      errors: [
        {
          file: 'src/api/documents.routes.ts',
          line: 4,
          message: /GET \/api\/clients\/:clientId\/documents\/:documentId/,
        },
      ],
    },
    ...[
      ['it.skip', "it.skip('reads a document', async () => {"],
      ['xit', "xit('reads a document', async () => {"],
      ['describe.skip', "describe.skip('documents', () => {\nit('reads a document', async () => {"],
    ].map(([how, opener]) => ({
      name: `look-alike of a request: the test that requests the route is skipped (${how})`,
      base: {
        ...factoryMounted('/api/clients/c1/documents/d1'),
        'tests/documents.test.ts': documentsTest
          .replace("it('reads a document', async () => {", opener)
          .concat(how === 'describe.skip' ? '});\n' : ''),
      },
      head: documentAnswerChanged,
      agent: true,
      errors: [{ file: 'src/api/documents.routes.ts', line: 4 }],
    })),
    {
      name: 'a line of code replaced by comments only (an option the service stops passing, with a note why) changes behaviour',
      base: { ...base, 'src/services/refunds.ts': refundsByLine(reasonLine) },
      head: {
        'src/services/refunds.ts': refundsByLine(
          '      // the customer asked for it\n      // reason left out: Stripe infers it (support ticket 42)\n',
        ),
      },
      agent: true,
      errors: [{ file: 'src/routes/orders.ts', message: /src\/services\/refunds\.ts \(`refundOrder`\)/ }],
    },
    {
      name: 'SvelteKit: without a `reroute` hook `_org/[slug]/studio` is served at its folder path, which the test does not visit',
      base: subdomainApp('/studio', false),
      head: studioLoadChanged,
      agent: true,
      errors: [{ file: 'src/routes/_org/[slug]/studio/+page.server.ts', message: /GET \/_org\/:slug\/studio/ }],
    },
    {
      name: 'SvelteKit: the root page changes and the end-to-end test visits another page',
      base: subdomainApp('/studio'),
      head: rootLoadChanged,
      agent: true,
      errors: [{ file: 'src/routes/(platform)/+page.server.ts', message: /GET \/ changes/ }],
    },
    {
      name: 'SvelteKit: a remote function changes and the test visits a page that imports another function of its module',
      base: subdomainApp('/account'),
      head: renameOrgChanged,
      agent: true,
      errors: [{ file: 'src/lib/remote/account.remote.ts', line: 3, message: /remote function `renameOrg`/ }],
    },
    {
      name: "a test calls a web route's handler with the API client mocked away: the client's fetch of the worker's route is no request",
      base: workerAndClient(true),
      head: categoriesChanged,
      agent: true,
      errors: [{ file: 'workers/content/src/routes/categories.ts', message: /GET \/api\/categories/ }],
    },
    {
      name: "a test calls a web route's handler whose API client only defines the fetch of the worker's route (the handler calls another method)",
      base: workerAndClient(false),
      head: categoriesChanged,
      agent: true,
      errors: [{ file: 'workers/content/src/routes/categories.ts', message: /GET \/api\/categories/ }],
    },
    {
      name: 'SvelteKit: a remote function changes and the end-to-end test visits another page',
      base: remoteApp('/[locale=locale]/settings'),
      head: {
        'src/routes/[locale=locale]/(app)/admin/members/data.remote.ts': remoteApp(
          '/[locale=locale]/settings',
          "if (ids.length === 0) throw new Error('none');\n  return approveAll(ids);",
        )['src/routes/[locale=locale]/(app)/admin/members/data.remote.ts'],
      },
      agent: true,
      errors: [
        {
          file: 'src/routes/[locale=locale]/(app)/admin/members/data.remote.ts',
          severity: 'blocking',
          message: /remote function `bulkApprove`/,
        },
      ],
    },
    {
      name: 'SvelteKit: a module the remote function imports through `$lib` changes, the end-to-end test visits another page',
      base: remoteApp('/[locale=locale]/settings'),
      head: {
        'src/lib/server/members.ts':
          "export async function approveAll(ids: string[]) {\n  if (ids.length > 50) throw new Error('too many');\n  return ids.length;\n}\n",
      },
      agent: true,
      errors: [
        {
          file: 'src/routes/[locale=locale]/(app)/admin/members/data.remote.ts',
          severity: 'blocking',
          message: /bulkApprove.*src\/lib\/server\/members\.ts/,
        },
      ],
    },
    {
      name: 'an end-to-end test visits another page than the one whose form calls the changed server action',
      base: actionsOnPage('/en/settings'),
      head: { 'app/surveys/actions.ts': actions("if (!ctx.user?.isOwner) throw new Error('forbidden');") },
      agent: true,
      errors: [{ file: 'app/surveys/actions.ts', severity: 'blocking', message: /renameSurveyAction/ }],
    },
    {
      name: 'Express MVC: the service a registered controller function calls changes; reported at the controller',
      base: { ...mvc, 'src/services/invoices.ts': invoicesService() },
      head: { 'src/services/invoices.ts': invoicesService('if (!id) return [];\n  ') },
      agent: true,
      errors: [
        { file: 'src/controllers/invoices.ts', severity: 'blocking', message: /GET \/api\/invoices.*listInvoices/ },
      ],
    },
    {
      name: 'Express MVC: a class controller instance method registered through asyncHandler changes',
      base: classController("router.get(['/', '/:id'], asyncHandler(invoices.list));"),
      head: {
        'src/controllers/invoices-class.ts': invoicesClass.replace(
          'res.json(await listInvoices(req.params.id));',
          'if (!req.query.order) return res.status(400).end();\n    res.json(await listInvoices(req.params.id));',
        ),
      },
      agent: true,
      errors: [
        {
          file: 'src/controllers/invoices-class.ts',
          line: 3,
          severity: 'blocking',
          message: /GET \/api\/invoices/,
          related: ['src/routes/invoices.ts'],
        },
      ],
    },
    {
      name: 'Express MVC: the service behind a static controller method registered with .bind and a middleware changes',
      base: {
        ...classController(
          "router.get('/summary', (req, _res, next) => next(), InvoicesController.summary.bind(InvoicesController));",
        ),
        'src/services/invoices.ts': invoicesService(),
      },
      head: { 'src/services/invoices.ts': invoicesService('if (!id) return [];\n  ') },
      agent: true,
      errors: [
        { file: 'src/controllers/invoices-class.ts', severity: 'blocking', message: /GET \/api\/invoices\/summary/ },
      ],
    },
    {
      name: 'Express MVC: a controller handler changes; reported where it is written, its registration related',
      base: mvc,
      head: { 'src/controllers/invoices.ts': controller('res.json({ invoices: await listInvoices(req.params.id) })') },
      agent: true,
      errors: [
        {
          file: 'src/controllers/invoices.ts',
          line: 2,
          severity: 'blocking',
          message: /GET \/api\/invoices/,
          related: ['src/routes/invoices.ts'],
          fix: /requests GET \/api\/invoices/,
        },
      ],
    },
    {
      name: 'a server action built with next-safe-action gains an authorization check and no test',
      base: nextActions,
      head: { 'app/surveys/actions.ts': actions("if (!ctx.user?.isOwner) throw new Error('forbidden');") },
      agent: true,
      errors: [{ file: 'app/surveys/actions.ts', line: 7, severity: 'blocking', message: /renameSurveyAction/ }],
    },
    {
      name: "a pages-router route that only hands the request to a module's function: reported at that function",
      base: {
        ...tested,
        'tsconfig.json': '{ "compilerOptions": { "paths": { "@/*": ["./*"] } } }\n',
        'pages/api/teams/[teamId]/pause.ts': `import type { NextApiRequest, NextApiResponse } from 'next';
import { handleRoute } from '@/ee/billing/pause-route';
export default async function handle(req: NextApiRequest, res: NextApiResponse) {
  return handleRoute(req, res);
}
`,
        'ee/billing/pause-route.ts': `export async function handleRoute(req, res) {
  const days = 90;
  res.json({ days });
}
`,
      },
      head: {
        'ee/billing/pause-route.ts': `export async function handleRoute(req, res) {
  const months = 3;
  res.json({ months });
}
`,
      },
      agent: true,
      errors: [
        {
          file: 'ee/billing/pause-route.ts',
          line: 1,
          severity: 'blocking',
          message: /\/api\/teams\/:teamId\/pause/,
          related: ['pages/api/teams/[teamId]/pause.ts'],
        },
      ],
    },
    {
      name: 'a client test that stubs the global fetch does not request the route',
      base: {
        ...tested,
        'app/api/integrations/slack/route.ts': `export async function GET(req: Request) {
  const allowed = await canRead(req);
  return Response.json({ allowed });
}
`,
        'lib/slack/client.ts': `export async function authorize(id: string) {
  const res = await fetch(\`/api/integrations/slack?workspaceId=\${id}\`);
  return res.json();
}
`,
        'lib/slack/client.test.ts': `import { authorize } from './client';
it('asks the API', async () => {
  vi.stubGlobal('fetch', vi.fn(async () => new Response('{}')));
  expect(await authorize('w1')).toEqual({});
});
`,
      },
      head: {
        'app/api/integrations/slack/route.ts': `export async function GET(req: Request) {
  const allowed = await canWrite(req);
  return Response.json({ allowed });
}
`,
      },
      agent: true,
      errors: [{ file: 'app/api/integrations/slack/route.ts', line: 1, severity: 'blocking' }],
    },
    {
      name: 'a type edit beside a change of what runs still counts',
      base,
      head: { 'src/services/refunds.ts': refunds('(order.amount as number) - order.fee') },
      agent: true,
      errors: [{ file: 'src/routes/orders.ts', line: 4, related: ['src/services/refunds.ts'] }],
    },
    {
      name: 'an imported constant replaced by another string is a change',
      base: withCurrency('config.currency'),
      head: { 'src/services/refunds.ts': withCurrency("'eur'")['src/services/refunds.ts'] },
      agent: true,
      errors: [{ file: 'src/routes/orders.ts', line: 4, related: ['src/services/refunds.ts'] }],
    },
    {
      name: "the only test imports a setup module that mocks the changed module away (Bun's mock.module)",
      base: {
        ...base,
        'src/__tests__/setup.ts':
          "import { mock } from 'bun:test';\nmock.module('../services/refunds', () => ({ refundOrder: async () => ({ id: 're_1' }) }));\n",
        'src/__tests__/refunds.test.ts':
          "import './setup';\nimport { refundOrder } from '../services/refunds';\nit('refunds', async () => {\n  expect(await refundOrder('o_1')).toBeDefined();\n});\n",
      },
      head: { 'src/services/refunds.ts': refunds('order.amount - order.fee') },
      agent: true,
      errors: [{ file: 'src/routes/orders.ts', line: 4, related: ['src/services/refunds.ts'] }],
    },
    {
      name: 'a human PR gets a warning',
      base,
      head: { 'src/routes/orders.ts': orders("'refunded'") },
      errors: [{ file: 'src/routes/orders.ts', line: 4, severity: 'warning' }],
    },
    {
      name: 'the only test mocks the changed module away: reported at the handler that imports it',
      base: { ...base, 'src/__tests__/refunds.test.ts': mockedTest },
      head: { 'src/services/refunds.ts': refunds('order.amount - order.fee') },
      agent: true,
      errors: [
        {
          file: 'src/routes/orders.ts',
          line: 4,
          message: /src\/services\/refunds\.ts/,
          related: ['src/services/refunds.ts'],
        },
      ],
    },
    {
      name: 'a test that builds the app but mocks the router module away does not reach the handler',
      base: {
        ...base,
        'src/__tests__/app.test.ts': `import request from 'supertest';
import { createApp } from '../app';
jest.mock('../routes/orders', () => ({ ordersRouter: (req, res, next) => next() }));
it('boots', async () => {
  await request(createApp()).get('/health').expect(404);
});
`,
      },
      head: { 'src/routes/orders.ts': orders("'refunded'") },
      agent: true,
      errors: [{ file: 'src/routes/orders.ts', line: 4 }],
    },
    {
      name: 'a function new to an imported module, called by a handler whose only test stubs the module',
      base: {
        ...base,
        'src/__tests__/orders.test.ts': appTest.replace(
          "import { createApp } from '../app';",
          "import { createApp } from '../app';\njest.mock('../services/refunds');",
        ),
      },
      head: {
        'src/services/refunds.ts':
          refunds() + 'export async function notifyRefund(id: string) {\n  await send(id);\n}\n',
        'src/routes/orders.ts': orders("'open'", 'await notifyRefund(req.params.id);\n  ').replace(
          "import { refundOrder } from '../services/refunds';",
          "import { notifyRefund, refundOrder } from '../services/refunds';",
        ),
      },
      agent: true,
      errors: [
        { file: 'src/routes/orders.ts', line: 4, message: /notifyRefund/, related: ['src/services/refunds.ts'] },
      ],
    },
    {
      name: "a function new to a mocked module, whose call the route's test asserts: the handler's use of it is tested",
      base,
      head: {
        ...notifyRefundHead,
        'src/__tests__/orders.test.ts': notifyAssertingTest("expect(notifyRefund).toHaveBeenCalledWith('o_1');"),
      },
      agent: true,
      errors: [],
    },
    {
      name: 'the same with the assertion through vi.mocked and .not',
      base,
      head: {
        ...notifyRefundHead,
        'src/__tests__/orders.test.ts': notifyAssertingTest('expect(vi.mocked(notifyRefund)).not.toHaveBeenCalled();'),
      },
      agent: true,
      errors: [],
    },
    {
      name: 'look-alike: the test only checks the mocked function exists (no call asserted)',
      base,
      head: {
        ...notifyRefundHead,
        'src/__tests__/orders.test.ts': notifyAssertingTest('expect(notifyRefund).toBeDefined();'),
      },
      agent: true,
      errors: [{ file: 'src/routes/orders.ts', line: 4, message: /notifyRefund/ }],
    },
    {
      name: "look-alike: the test asserts the call but requests another route than the handler's",
      base,
      head: {
        ...notifyRefundHead,
        'src/__tests__/orders.test.ts': notifyAssertingTest('expect(notifyRefund).toHaveBeenCalled();').replace(
          '/refund`',
          '/cancel`',
        ),
      },
      agent: true,
      errors: [{ file: 'src/routes/orders.ts', line: 4, message: /notifyRefund/ }],
    },
    {
      name: 'look-alike: an existing function of the mocked module changes; asserting its call does not test the change',
      base: { ...base, 'src/__tests__/orders.test.ts': notifyAssertingTest('expect(refundOrder).toHaveBeenCalled();') },
      head: { 'src/services/refunds.ts': refunds('order.amount - order.fee') },
      agent: true,
      errors: [{ file: 'src/routes/orders.ts', line: 4, message: /refundOrder/ }],
    },
    {
      name: "Fastify: a body parser the app's setup function registers runs for every request; no test reaches the app",
      base: { ...tested, 'src/server.ts': fastifySetup(parserBefore) },
      head: { 'src/server.ts': fastifySetup(parserAfter) },
      agent: true,
      errors: [{ file: 'src/server.ts', message: /POST \/invoices .*line 4/ }],
    },
    {
      name: 'Fastify: a test of another route does not cover the changed one',
      base: fastifyBase,
      head: { 'src/server.ts': fastifyBase['src/server.ts'].replace("'in_1'", "'in_1', at: Date.now()") },
      agent: true,
      errors: [{ file: 'src/server.ts', line: 3, severity: 'blocking' }],
    },
    {
      name: 'one finding per handler: the handler and two functions of the module it imports change',
      base: {
        ...base,
        'src/services/refunds.ts': refunds() + 'export function fee(id: string) {\n  return 1;\n}\n',
      },
      head: {
        'src/routes/orders.ts': orders("'refunded'"),
        'src/services/refunds.ts':
          refunds('order.amount - 1') + 'export function fee(id: string) {\n  return id.length;\n}\n',
      },
      agent: true,
      errors: [
        { file: 'src/routes/orders.ts', line: 4, message: /src\/routes\/orders\.ts.*src\/services\/refunds\.ts/ },
      ],
    },
    {
      name: 'NestJS: the service changes and no test builds its module or requests its route',
      base: nest,
      head: { 'src/account/account.service.ts': nestService },
      agent: true,
      errors: [
        {
          file: 'src/account/account.controller.ts',
          line: 6,
          message: /updateEmail/,
          related: ['src/account/account.service.ts'],
        },
      ],
    },
    {
      name: 'a repository without tests or a runner: one finding for the whole change, at the first handler',
      base: remix,
      head: {
        'app/routes/account.tsx': remix['app/routes/account.tsx'].replace(
          'findMany()',
          "findMany({ where: { status: 'active' } })",
        ),
        'app/routes/gear.$slug.tsx': remix['app/routes/gear.$slug.tsx'].replace("form.has('date')", "form.has('from')"),
      },
      agent: true,
      errors: [
        {
          file: 'app/routes/account.tsx',
          line: 1,
          message: /no tests and no test runner/,
          related: ['app/routes/gear.$slug.tsx'],
        },
      ],
    },
    {
      name: 'a runner configured but no test files: each changed handler is reported',
      base: { ...remix, 'package.json': '{ "name": "gear", "devDependencies": { "jest": "^29.0.0" } }\n' },
      head: {
        'app/routes/account.tsx': remix['app/routes/account.tsx'].replace(
          'findMany()',
          "findMany({ where: { status: 'active' } })",
        ),
        'app/routes/gear.$slug.tsx': remix['app/routes/gear.$slug.tsx'].replace("form.has('date')", "form.has('from')"),
      },
      agent: true,
      errors: [
        { file: 'app/routes/account.tsx', line: 1, message: /GET \/account/ },
        { file: 'app/routes/gear.$slug.tsx', line: 1, message: /POST \/gear\/:slug/ },
      ],
    },
    {
      name: 'an oRPC procedure whose handler is a function of its own module changes, and no test reaches it',
      base: {
        ...tested,
        ...orpcOrders,
        'src/other.test.ts': "it('runs', () => expect(1).toBe(1));\n",
      },
      head: { 'src/orders/handleCancel.ts': orpcCancel('{ id: input.id, userId: context.userId }') },
      agent: true,
      errors: [{ file: 'src/orders/handleCancel.ts', line: 2, message: /oRPC procedure `cancel`/ }],
    },
    {
      name: "look-alike: the test calls another procedure through the router's server-side client",
      base: {
        ...tested,
        ...orpcOrders,
        ...orpcRouterClient,
        'src/users/me.test.ts':
          "import { routerClient } from '../router';\nit('answers', async () => { await routerClient.users.me({}); });\n",
      },
      head: { 'src/orders/handleCancel.ts': orpcCancel('{ id: input.id, userId: context.userId }') },
      agent: true,
      errors: [{ file: 'src/orders/handleCancel.ts', line: 2, message: /oRPC procedure `cancel`/ }],
    },
    {
      name: 'a tRPC procedure changes and no test calls its router',
      base: {
        ...tested,
        'src/server/routers/orders.ts': `import { z } from 'zod';
import { createTRPCRouter, protectedProcedure } from '../trpc';
export const ordersRouter = createTRPCRouter({
  cancel: protectedProcedure.input(z.object({ id: z.string() })).mutation(async ({ ctx, input }) => {
    return ctx.db.order.update({ where: { id: input.id }, data: { status: 'cancelled' } });
  }),
});
`,
        'src/server/other.test.ts': "it('runs', () => expect(1).toBe(1));\n",
      },
      head: {
        'src/server/routers/orders.ts': `import { z } from 'zod';
import { createTRPCRouter, protectedProcedure } from '../trpc';
export const ordersRouter = createTRPCRouter({
  cancel: protectedProcedure.input(z.object({ id: z.string() })).mutation(async ({ ctx, input }) => {
    return ctx.db.order.update({ where: { id: input.id, userId: ctx.user.id }, data: { status: 'cancelled' } });
  }),
});
`,
      },
      agent: true,
      errors: [{ file: 'src/server/routers/orders.ts', line: 4, message: /tRPC procedure `cancel`/ }],
    },
    {
      name: 'look-alike of an adapter: the new route computes a value before handing it on',
      base: adapters,
      head: {
        'src/tags/operations.ts': mergeTags,
        'src/app/api/tags/[id]/merge/route.ts': adapterRoute(
          "mergeTags({ id: params.id, into: body.into ?? 'inbox', user })",
        ),
      },
      agent: true,
      errors: [{ file: 'src/app/api/tags/[id]/merge/route.ts', line: 6, message: /POST \/api\/tags\/:id\/merge/ }],
    },
    {
      name: 'look-alike of a forwarding method: the new NestJS route decides before it hands its input to the service',
      base: nestTested,
      head: {
        'src/account/account.controller.ts': nestRoute(
          "  close(@Param('id') id: string) {\n    return this.accounts.updateEmail(id.length > 3 ? id : 'x');\n  }",
        ),
      },
      agent: true,
      errors: [{ file: 'src/account/account.controller.ts', line: 11, message: /POST \/account\/:id\/close/ }],
    },
    {
      name: 'look-alike of a forwarding method: the new NestJS route calls a method of its own class',
      base: nestTested,
      head: {
        'src/account/account.controller.ts': nestRoute(
          "  close(@Param('id') id: string) {\n    return this.closeAccount(id);\n  }\n  private closeAccount(id: string) {\n    return { id, closed: true };\n  }",
        ),
      },
      agent: true,
      errors: [{ file: 'src/account/account.controller.ts', line: 11 }],
    },
    {
      name: 'look-alike of a forwarding method: the new NestJS route hands its input to an injected package client (Stripe)',
      base: nestTested,
      head: {
        'src/account/account.controller.ts': nestRoute(
          "  close(@Param('id') id: string) {\n    return this.stripe.customers.del(id);\n  }",
        ),
      },
      agent: true,
      errors: [{ file: 'src/account/account.controller.ts', line: 11 }],
    },
    {
      name: 'look-alike of an adapter: the new route hands its input to a package client (Stripe), not to a module of the app',
      base: adapters,
      head: {
        'src/app/api/tags/[id]/merge/route.ts': adapterRoute(
          'stripe.refunds.create({ payment_intent: body.pi }, { idempotencyKey: params.id })',
        ),
      },
      agent: true,
      errors: [{ file: 'src/app/api/tags/[id]/merge/route.ts', line: 6, message: /POST \/api\/tags\/:id\/merge/ }],
    },
    {
      name: 'tRPC: a middleware that decides (an authorization check) joins the base procedure, and no test calls the router',
      base: trpcApp,
      head: {
        'src/server/trpc.ts': trpcBase(
          "const authed = t.middleware(({ next, ctx }) => {\n  if (!(ctx as { user?: string }).user) throw new Error('UNAUTHORIZED');\n  return next();\n});",
          '.use(authed).use(timing)',
        ),
      },
      agent: true,
      errors: [{ file: 'src/server/routers/tags.ts', message: /tRPC procedure `list`/ }],
    },
    {
      name: 'Wasp: an action changes whose page no test visits (another page is visited)',
      base: waspApp,
      head: { 'app/src/files/operations.ts': waspFile('{ key: args.key, owner: context.user.id }') },
      agent: true,
      errors: [{ file: 'app/src/files/operations.ts', line: 1, message: /POST \/operations\/add-file/ }],
    },
    {
      name: "look-alike of a hand-off to a chat SDK: the route passes what it read from the request's body, not the request",
      base: chatBot,
      head: {
        'apps/api/src/routes/slack.ts': chatRoute('async (c) => bot.webhooks.slack(await c.req.json())'),
      },
      agent: true,
      errors: [{ file: 'apps/api/src/routes/slack.ts', message: /POST \/webhooks\/slack/ }],
    },
    {
      name: 'look-alike of a hand-off to a chat SDK: the route decides something before handing the request on',
      base: chatBot,
      head: {
        'apps/api/src/routes/slack.ts': chatRoute(
          "async (c) => {\n  if (!c.req.header('x-slack-signature')) return c.text('no', 401);\n  return bot.webhooks.slack(c.req.raw);\n}",
        ),
      },
      agent: true,
      errors: [{ file: 'apps/api/src/routes/slack.ts', message: /POST \/webhooks\/slack/ }],
    },
    {
      name: "look-alike of tRPC's fetch adapter: an option computed in the route (a decision of its own)",
      base: trpcFetchApp,
      head: {
        'src/app/api/trpc/[trpc]/route.ts': trpcRoute(
          "\n    batching: { enabled: req.headers.get('x-batch') === '1' },",
        ),
      },
      agent: true,
      errors: [{ file: 'src/app/api/trpc/[trpc]/route.ts', message: /\/api\/trpc/ }],
    },
    {
      name: 'look-alike of a port: the route moves to a new path, and a new handler at the old path redirects there (shares none of its work)',
      base: {
        ...tested,
        'pages/api/checkout.ts': pagesCheckout,
      },
      head: {
        'pages/api/checkout.ts': null,
        'pages/api/billing/checkout.ts': pagesCheckout,
        'app/api/checkout/route.ts':
          "export async function POST(req: Request) {\n  return Response.redirect(new URL('/api/billing/checkout', req.url), 308);\n}\n",
      },
      agent: true,
      errors: [{ file: 'app/api/checkout/route.ts', line: 1, message: /POST \/api\/checkout/ }],
    },
    {
      name: "a module under a full-stack app's web/src that a Next.js route (exported through a wrapper) imports changes, and no test reaches it",
      base: webSrcApp(),
      head: {
        'apps/web/src/features/orders/mutations.ts': webSrcApp(
          'return db.order.update({ where: { id }, data: { paid: true, paidAt: new Date() } })',
        )['apps/web/src/features/orders/mutations.ts'],
      },
      agent: true,
      errors: [{ file: 'apps/web/src/app/api/orders/[id]/paid/route.ts', message: /POST \/api\/orders\/:id\/paid/ }],
    },
    {
      name: 'look-alike of a namespace member: the handler passes the whole namespace on, which reaches every member',
      base: namespaced('res.json(register(services));'),
      head: {
        'src/services/audit.ts': namespaced('', "if (kind === 'x') throw new Error('bad kind');\n  return kind;")[
          'src/services/audit.ts'
        ],
      },
      agent: true,
      errors: [{ file: 'src/routes/orders.ts', message: /auditKind/ }],
    },
    {
      name: 'look-alike of a namespace member: the handler calls the changed member through the namespace',
      base: namespaced('res.json(services.auditKind(String(req.query.kind)));'),
      head: {
        'src/services/audit.ts': namespaced('', "if (kind === 'x') throw new Error('bad kind');\n  return kind;")[
          'src/services/audit.ts'
        ],
      },
      agent: true,
      errors: [{ file: 'src/routes/orders.ts', message: /auditKind/ }],
    },
    {
      name: 'look-alike of a log-and-rethrow wrapper: the catch throws another error',
      base,
      head: {
        'src/services/refunds.ts': refundsWrapped(
          '    logger.error({ error, id }, "refund failed");\n    throw new Error("refund failed");\n',
        ),
      },
      agent: true,
      errors: [{ file: 'src/routes/orders.ts', message: /refund/ }],
    },
    {
      name: 'look-alike of a log-and-rethrow wrapper: the catch logs and returns instead',
      base,
      head: {
        'src/services/refunds.ts': refundsWrapped(
          '    logger.error({ error, id }, "refund failed");\n    return null;\n',
        ),
      },
      agent: true,
      errors: [{ file: 'src/routes/orders.ts', message: /refund/ }],
    },
    {
      name: 'look-alike: the entry module registers a middleware for every path (`app.use(requireAuth)`): it runs for its GET /health',
      base: entryWithHealth(),
      head: entryWithHealth(
        'app.use((req, res, next) => (req.headers.authorization ? next() : res.status(401).end()));\n',
      ),
      agent: true,
      errors: [{ file: 'src/index.ts', message: /GET \/health/ }],
    },
    {
      name: "NestJS: the route admits another role (`@Roles('ADMIN')` → `@Roles('ADMIN', 'EDITOR')`): who may call it is behaviour",
      base: nestDecorated('', "  @Roles('ADMIN')\n"),
      head: nestDecorated('', "  @Roles('ADMIN', 'EDITOR')\n"),
      agent: true,
      errors: [{ file: 'src/account/account.controller.ts', message: /PATCH \/account/ }],
    },
    {
      name: "NestJS: the controller's class decorator admits another role: every route of the controller changes",
      base: nestDecorated("@Roles('ADMIN')\n", ''),
      head: nestDecorated("@Roles('ADMIN', 'EDITOR')\n", ''),
      agent: true,
      errors: [{ file: 'src/account/account.controller.ts', message: /PATCH \/account/ }],
    },
    {
      name: 'a route calls a method of the class instance its service module exports (`adminService.getHotel`), and the method changes',
      base: singleton(),
      head: singleton("if (!userId) throw new Error('no user');\n    return { id: userId };"),
      agent: true,
      errors: [{ file: 'src/routes/admin.routes.ts', message: /getHotel/ }],
    },
    {
      name: 'look-alike of a service instance: another method of its class changes, one the route does not call',
      base: singleton(),
      head: singleton(undefined, "return [{ id: 'r_1' }];"),
      agent: true,
      errors: [],
    },
    {
      name: 'a route folder renamed with its parameter (`[userId]` → `[id]`) and the handler reading it by the new name: the same route, moved',
      base: paramRoutes(),
      head: {
        'app/api/users/[userId]/route.ts': null,
        'app/api/users/[id]/route.ts': paramRoutes('id')['app/api/users/[id]/route.ts'],
      },
      agent: true,
      errors: [],
    },
    {
      name: 'an Express route whose path parameter is renamed (`/orders/:orderId` → `/orders/:id`) with its reads',
      base: paramRoutes(),
      head: { 'src/routes/orders.ts': paramRoutes(undefined, undefined, 'id')['src/routes/orders.ts'] },
      agent: true,
      errors: [],
    },
    {
      name: 'look-alike of a renamed parameter: the moved handler also answers otherwise',
      base: paramRoutes(),
      head: {
        'app/api/users/[userId]/route.ts': null,
        'app/api/users/[id]/route.ts': paramRoutes('id', 'return Response.json({ user });')[
          'app/api/users/[id]/route.ts'
        ],
      },
      agent: true,
      errors: [{ file: 'app/api/users/[id]/route.ts' }],
    },
    {
      name: 'look-alike of a renamed parameter: the moved handler calls another function with it (`getUser` → `getAccount`)',
      base: paramRoutes(),
      head: {
        'app/api/users/[userId]/route.ts': null,
        'app/api/users/[id]/route.ts': paramRoutes('id', undefined, undefined, 'getAccount')[
          'app/api/users/[id]/route.ts'
        ],
      },
      agent: true,
      errors: [{ file: 'app/api/users/[id]/route.ts' }],
    },
    {
      name: 'look-alike of an extracted helper: the helper returns another parameter too',
      base,
      head: {
        'src/services/refunds.ts': refundsExtracted(
          "payment_intent: order.pi, amount: order.amount, reason: 'requested_by_customer'",
        ),
      },
      agent: true,
      errors: [{ file: 'src/routes/orders.ts', message: /refund/ }],
    },
    {
      name: 'look-alike of an extracted helper: the helper decides (a branch), so it is not read inline',
      base,
      head: {
        'src/services/refunds.ts': refundsExtracted(
          undefined,
          'if (order.amount <= 0) throw new Error("nothing to refund");\n  return { payment_intent: order.pi, amount: order.amount };',
        ),
      },
      agent: true,
      errors: [{ file: 'src/routes/orders.ts', message: /refund/ }],
    },
    {
      name: 'look-alike of routes registered on a given router: the test requests another path; the finding names the route under its mount',
      base: registeredOnGiven('/api/v1/strategies/${42}/pricing'),
      head: {
        'src/routes/subscriptions.ts': registeredOnGiven(
          '/api/v1/strategies/${42}/pricing',
          'res.status(201).json({ id: req.params.id });',
        )['src/routes/subscriptions.ts'],
      },
      agent: true,
      errors: [{ file: 'src/routes/subscriptions.ts', message: /POST \/api\/v1\/strategies\/:id\/subscribe/ }],
    },
    {
      name: 'look-alike of a page that loads the route: the list page imports the hooks module for another hook (`useSignals`), and its import of the module names `getSignal` nowhere it runs',
      base: signalHooks('/signals'),
      head: {
        'src/app/api/signals/[id]/route.ts': signalHooks('/signals', 'return Response.json({ id, ok: true });')[
          'src/app/api/signals/[id]/route.ts'
        ],
      },
      agent: true,
      errors: [{ file: 'src/app/api/signals/[id]/route.ts', message: /GET \/api\/signals\/:id/ }],
    },
    {
      name: 'look-alike of a logging `else`: the added `else` also sets the status',
      base: { ...base, 'src/routes/orders.ts': dryRun() },
      head: { 'src/routes/orders.ts': dryRun("console.log('refunding', req.params.id);\n    res.status(202);") },
      agent: true,
      errors: [{ file: 'src/routes/orders.ts', message: /refund/ }],
    },
    {
      name: "Fastify: the route's `preHandler` runs another guard (`withPermission('system:admin')` → `requireRole(['OWNER'])`): who may call it is behaviour",
      base: guarded(),
      head: guarded("{ preHandler: [app.authenticate, requireRole(['OWNER'])], schema: { body: listBody } }"),
      agent: true,
      errors: [{ file: 'src/routes/admin.ts', message: /GET \/admin\/users/ }],
    },
    {
      name: 'Express: a middleware of the route is swapped in place (`requireAuth` → `requireAdmin`)',
      base: guarded(),
      head: guarded(undefined, 'requireAdmin, validate(ordersQuery)'),
      agent: true,
      errors: [{ file: 'src/routes/orders.ts', message: /GET \/orders/ }],
    },
    {
      name: 'tRPC: the procedure is built on another procedure (`adminProcedure` → `publicProcedure`): its middlewares change',
      base: guarded(),
      head: guarded(undefined, undefined, 'publicProcedure.input(z.object({ id: z.string() }))'),
      agent: true,
      errors: [{ file: 'src/trpc/users.ts', message: /remove/ }],
    },
    {
      name: "look-alike of a changed guard: the Fastify route's `schema` option validates another body (validation, not behaviour)",
      base: guarded(),
      head: guarded("{ preHandler: [app.authenticate, withPermission('system:admin')], schema: { body: pagedBody } }"),
      agent: true,
      errors: [],
    },
    {
      name: 'look-alike of a changed guard: the Express route validates with another schema (`validate(ordersQuery)` → `validate(pagedQuery)`)',
      base: guarded(),
      head: guarded(undefined, 'requireAuth, validate(pagedQuery)'),
      agent: true,
      errors: [],
    },
    {
      name: "look-alike of a changed guard: the route's options gain data (`config: { summary: 'List users' }`) and are rewrapped",
      base: guarded(),
      head: guarded(
        "{\n    preHandler: [\n      app.authenticate,\n      withPermission('system:admin'),\n    ],\n    schema: { body: listBody },\n    config: { summary: 'List users', rateLimit: { max: 5 } },\n  }",
      ),
      agent: true,
      errors: [],
    },
    {
      name: "look-alike of a changed guard: the procedure's input schema changes (`.input(…)` is data)",
      base: guarded(),
      head: guarded(undefined, undefined, 'adminProcedure.input(z.object({ id: z.string().uuid() }))'),
      agent: true,
      errors: [],
    },
    {
      name: "look-alike of an own mount: the test mounts another router (a legacy one) at `/auth` and requests `/auth/login`, a tail of the changed route's path that its router does not reach",
      base: authFolder('res.json({ ok: !!user });', '/auth/login', '../../src/routes/legacy'),
      head: authFolder(
        "if (!user) return res.status(401).json({ error: 'unknown' });\n  res.json({ ok: true });",
        '/auth/login',
        '../../src/routes/legacy',
      ),
      agent: true,
      errors: [{ file: 'src/routes/auth/login.ts', message: /POST \/api\/auth\/login/ }],
    },
    {
      name: 'look-alike of an own mount: the test that mounts the routes folder at `/auth` requests a path no route of it ends with',
      base: authFolder('res.json({ ok: !!user });', '/auth/register'),
      head: authFolder(
        "if (!user) return res.status(401).json({ error: 'unknown' });\n  res.json({ ok: true });",
        '/auth/register',
      ),
      agent: true,
      errors: [{ file: 'src/routes/auth/login.ts', message: /POST \/api\/auth\/login/ }],
    },
    {
      name: 'a Supabase Edge Function (`Deno.serve(handler)`) changes what it answers and no test requests /functions/v1/<name>',
      base: {
        ...base,
        'supabase/functions/brief/index.ts':
          'Deno.serve(async (req) => {\n  const body = await req.json();\n  return new Response(JSON.stringify({ items: body.items }));\n});\n',
      },
      head: {
        'supabase/functions/brief/index.ts':
          'Deno.serve(async (req) => {\n  const body = await req.json();\n  return new Response(JSON.stringify({ items: body.items.slice(0, 5) }));\n});\n',
      },
      agent: true,
      errors: [{ file: 'supabase/functions/brief/index.ts', message: /\/functions\/v1\/brief/ }],
    },
    {
      name: 'look-alike of parentheses a formatter adds: they group an operation anew (`(a - b) * 2`)',
      base: { ...base, 'src/services/refunds.ts': refunds('order.amount - order.fee * 2') },
      head: { 'src/services/refunds.ts': refunds('(order.amount - order.fee) * 2') },
      agent: true,
      errors: [{ file: 'src/routes/orders.ts' }],
    },
    {
      name: 'look-alike of `async` dropped by a lint fix: the function throws (a rejection becomes a thrown error)',
      base: {
        ...base,
        'src/routes/status.ts':
          "import { Router } from 'express';\nexport const statusRouter = Router();\nstatusRouter.get('/status', async (req, res) => {\n  if (!req.query.id) throw new Error('no id');\n  res.json({ ok: true });\n});\n",
      },
      head: {
        'src/routes/status.ts':
          "import { Router } from 'express';\nexport const statusRouter = Router();\nstatusRouter.get('/status', (req, res) => {\n  if (!req.query.id) throw new Error('no id');\n  res.json({ ok: true });\n});\n",
      },
      agent: true,
      errors: [{ file: 'src/routes/status.ts' }],
    },
    {
      name: 'look-alike of a request part moved into a DTO: the route now passes another of its fields',
      base: nestRangeDto(),
      head: {
        'src/account/account.controller.ts': nestRange(
          "  @Get('range')\n  range(@Query() dto: RangeDto) {\n    return this.accounts.range({ from: dto.to, to: dto.to });\n  }",
        ),
      },
      agent: true,
      errors: [{ file: 'src/account/account.controller.ts', message: /GET \/account\/range/ }],
    },
    {
      name: 'look-alike of a value only logged: the answer reads it too',
      base,
      head: {
        'src/routes/orders.ts': orders(
          'missing',
          "const ENV_NAMES = { full: 'REFUND_FULL_ID', part: 'REFUND_PART_ID' } as const;\n  const missing = ENV_NAMES[req.query.kind === 'part' ? 'part' : 'full'];\n  console.error(`refund config: set ${missing}`);\n  ",
        ),
      },
      agent: true,
      errors: [{ file: 'src/routes/orders.ts' }],
    },
    {
      name: 'look-alike of a value only logged: computing it calls a function (the call runs whoever reads the result)',
      base,
      head: {
        'src/routes/orders.ts': orders(
          "'open'",
          'const audit = await refundOrder(req.params.id);\n  console.info(`pre-refund ${audit.id}`);\n  ',
        ),
      },
      agent: true,
      errors: [{ file: 'src/routes/orders.ts' }],
    },
    {
      name: 'look-alike of a logged branch: the new block also runs another statement (it returns before the throw)',
      base: throwsWithoutOrder,
      head: {
        'src/routes/orders.ts': orders(
          "'open'",
          "if (!req.query.order) {\n    this.logger.warn('refund without an order');\n    return res.status(404).end();\n  }\n  ",
        ),
      },
      agent: true,
      errors: [{ file: 'src/routes/orders.ts' }],
    },
    {
      name: 'look-alike of a logging-only catch: the callback now uses the error it ignored (it rethrows a kind of it)',
      base: { ...base, 'src/services/refunds.ts': refunds('await loadAmount(id).catch(() => null)') },
      head: {
        'src/services/refunds.ts': refunds(
          "await loadAmount(id).catch((error) => {\n    logger.error({ error, id }, 'amount lookup failed');\n    if (error.code === 'E_LOCKED') throw error;\n    return null;\n  })",
        ),
      },
      agent: true,
      errors: [{ file: 'src/routes/orders.ts', message: /refund/ }],
    },
    {
      name: 'Hono zod-openapi: the second route of a router changes its handler, and no test requests it',
      base: openapiApp,
      head: {
        'src/routes/tags.ts': openapiRouter(
          'return c.json(await listTags());',
          'const { id } = c.req.valid("param");\n    return c.json({ id, renamed: true });',
        ),
      },
      agent: true,
      errors: [{ file: 'src/routes/tags.ts', message: /PATCH \/tags\/:id/ }],
    },
  ],
});
