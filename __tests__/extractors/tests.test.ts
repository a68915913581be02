import { isTestFile } from '../../src/workspace/classify';
import {
  requestMatches,
  requestWords,
  stubCovers,
  testFile,
  testFilesMentioning,
} from '../../src/extractors/tests/index';
import { isStripeEventType } from '../../src/extractors/stripe/events';
import { workspaceFor } from '../helpers/workspace';

const files = {
  'tsconfig.json': '{\n  // comments are allowed\n  "compilerOptions": { "paths": { "@/*": ["./*"] }, },\n}\n',
  'app/api/stripe/webhook/route.ts': 'export async function POST(req: Request) { return new Response(null); }\n',
  'lib/billing.ts': 'export async function sync() {}\n',
  'src/app.ts': 'export function createApp() {}\n',
  'src/services/orders.ts': 'export function markPaid() {}\n',
  'tests/webhook.test.ts': `import Stripe from 'stripe';
import { describe, expect, it, vi } from 'vitest';
import { POST } from '@/app/api/stripe/webhook/route';
import { sync } from '@/lib/billing';
vi.mock('@/lib/billing', () => ({ sync: vi.fn() }));

function signed(payload: string) {
  const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_test' });
  return new Request('http://localhost/api/stripe/webhook', { method: 'POST', body: payload, headers: { 'stripe-signature': header } });
}

describe('webhook', () => {
  it('rejects a bad signature', async () => {
    const res = await POST(new Request('http://localhost/api/stripe/webhook', { method: 'POST', body: '{}' }));
    expect(res.status).toBe(400);
  });
  it('retries when syncing fails', async () => {
    vi.mocked(sync).mockRejectedValue(new Error('db down'));
    const res = await POST(signed(JSON.stringify({ type: 'customer.subscription.updated' })));
    expect(res.status).toBe(500);
  });
});
`,
  'src/__tests__/orders.test.ts': `import request from 'supertest';
import { createApp } from '../app';
jest.mock('../services/orders', () => ({ ...jest.requireActual('../services/orders') }));
test('ships', async () => {
  await request(createApp()).post(\`/api/orders/\${id}/ship\`).expect(409);
});
test('throws', async () => {
  await expect(markPaid()).rejects.toThrow('nope');
  const res = { status: 1 };
  expect(res).toHaveProperty('status', 503);
});
`,
};

describe('test index', () => {
  const ws = workspaceFor({ base: files });
  const view = ws.head;

  it('recognises test files by convention', () => {
    expect(isTestFile('src/__tests__/a.ts')).toBe(true);
    expect(isTestFile('src/a.spec.tsx')).toBe(true);
    expect(isTestFile('e2e/checkout.ts')).toBe(true);
    expect(isTestFile('src/a.ts')).toBe(false);
    expect(isStripeEventType('payment_intent.succeeded')).toBe(true);
    expect(isStripeEventType('user.created')).toBe(false);
  });

  it('finds candidate test files with git grep', () => {
    expect(testFilesMentioning(view, ['billing'])).toEqual(['tests/webhook.test.ts']);
  });

  it('indexes imports (tsconfig aliases), mocks and per-case data', () => {
    const tf = testFile(view, 'tests/webhook.test.ts')!;
    expect(tf.framework).toBe('vitest');
    expect(tf.imports.map((i) => i.resolved).filter(Boolean)).toEqual([
      'app/api/stripe/webhook/route.ts',
      'lib/billing.ts',
    ]);
    expect(tf.mocks).toEqual([expect.objectContaining({ resolved: 'lib/billing.ts', partial: false })]);
    const [bad, fail] = tf.cases;
    expect(bad).toMatchObject({
      name: 'rejects a bad signature',
      statuses: [400],
      signed: false,
      mocksRejection: false,
    });
    expect(bad.requests).toEqual([expect.objectContaining({ method: 'POST', path: '/api/stripe/webhook' })]);
    expect(bad.calls).toEqual([expect.objectContaining({ module: 'app/api/stripe/webhook/route.ts', name: 'POST' })]);
    expect(fail).toMatchObject({
      statuses: [500],
      signed: true,
      mocksRejection: true,
      eventTypes: ['customer.subscription.updated'],
    });
  });

  it('reads supertest requests, .expect(status), toHaveProperty and rejects; partial mocks', () => {
    const tf = testFile(view, 'src/__tests__/orders.test.ts')!;
    expect(tf.framework).toBe('jest');
    expect(tf.mocks[0]).toMatchObject({ resolved: 'src/services/orders.ts', partial: true });
    const [ships, throws] = tf.cases;
    expect(ships.requests).toEqual([expect.objectContaining({ method: 'POST', path: '/api/orders/:/ship' })]);
    expect(ships.statuses).toEqual([409]);
    expect(throws.throws).toBe(true);
    expect(throws.statuses).toEqual([503]);
  });
});

describe('requestMatches', () => {
  it.each([
    ['the same path', '/api/orders/:id', { path: '/api/orders/:', line: 1 }, true],
    [
      'a tail behind a base that could not be told',
      '/api/orders/:id',
      { path: '/orders/:', line: 1, openBase: true },
      true,
    ],
    ['another path', '/api/orders/:id', { path: '/api/refunds/:', line: 1 }, false],
    [
      'a URL none of whose segments could be told',
      '/orgs/:org/runs/:run',
      { path: '/:/:', line: 1, openBase: true },
      false,
    ],
    ['a URL that is one unknown segment', '/:slug', { path: '/:', line: 1 }, false],
  ])('%s', (_name, route, req, expected) => {
    expect(requestMatches(route, req)).toBe(expected);
  });
});

describe('test functions with fixtures', () => {
  const ws = workspaceFor({
    base: {
      'packages/testkit/src/index.ts':
        "import { test } from 'vitest';\nexport const dbTest = test.extend({ db: async ({}, use) => use({}) });\n",
      'packages/testkit/package.json': '{ "name": "@acme/testkit", "main": "src/index.ts" }\n',
      'apps/web/test/runs.test.ts': `import { dbTest } from '@acme/testkit';
import { test } from 'vitest';
const localTest = test.extend({ user: async ({}, use) => use('u') });
dbTest('lists runs', async ({ db }) => {
  expect(db).toBeDefined();
});
localTest('shows a user', async ({ user }) => {
  expect(user).toBe('u');
});
helper('not a case', 1);
`,
    },
  });
  it('are cases, imported or declared in the file (`test.extend`)', () => {
    expect(testFile(ws.head, 'apps/web/test/runs.test.ts')!.cases.map((c) => c.name)).toEqual([
      'lists runs',
      'shows a user',
    ]);
  });
});

describe('requests a test makes, by shape', () => {
  const cases: { name: string; source: string; expected: string[] }[] = [
    {
      name: "a request builder's method chosen by a helper's parameter (`request(server)[method](path)`)",
      source: `import request from 'supertest';
const base = (env: string) => \`/v2/projects/p1/environments/\${env}/webhooks\`;
const authed = (method: 'get' | 'post' | 'patch', path: string) =>
  request(app.getHttpServer())[method](path).set('Authorization', 'Bearer t');
it('creates', async () => {
  await authed('post', base('e1')).send({ url: 'https://x' }).expect(201);
});
`,
      expected: ['POST /v2/projects/p1/environments/e1/webhooks'],
    },
    {
      name: 'a helper that takes its method and path in an options object, read as members or destructured',
      source: `import request from 'supertest';
function call(app, opts: { method: 'get' | 'delete'; path: string }) {
  return request(app.getHttpServer())[opts.method](opts.path);
}
const send = (app, { method, path }) => request(app)[method](path);
it('deletes', async () => {
  await call(app, { method: 'delete', path: \`/v1/content-sessions/\${id}\` });
  await send(app, { method: 'get', path: '/v1/content' });
});
`,
      expected: ['DELETE /v1/content-sessions/:', 'GET /v1/content'],
    },
    {
      name: "Hono's typed client: the member chain is the path (`index` the route's own, element keys as written)",
      source: `import { testClient } from 'hono/testing';
const client = testClient(app);
it('reads', async () => {
  await client.api.users[':id'].$get({ param: { id: '1' } });
  await client.api['sign-up'].$post({ json: {} });
  await client.health.index.$get();
});
`,
      expected: ['GET /api/users/:', 'POST /api/sign-up', 'GET /health'],
    },
    {
      name: "a page visited through a typed route helper given the route and its parameters (SvelteKit's `resolve`, a generated `route`)",
      source: `import { resolve } from '$app/paths';
import { route } from '../src/lib/ROUTES';
it('visits', async ({ page }) => {
  await page.goto(route('/[locale=locale]/admin/members', { locale: 'fi' }));
  await page.goto(resolve('/blog/[slug]', { slug: 'hello' }));
  await page.goto(route('home'));
});
`,
      expected: ['* /:/admin/members', '* /blog/:'],
    },
    {
      name: "a helper that builds the request from its parameter requests what it is called with, not its parameter's any value",
      source: `import { POST as EXECUTE } from '../execute/route';
function makeReq(path: 'execute' | 'precheck'): Request {
  return new Request(\`https://app.example/api/uap/v1/\${path}\`, { method: 'POST', body: '{}' });
}
const openTab = async (page, tab: string) => page.goto(\`/settings/\${tab}\`);
it('executes', async () => {
  await EXECUTE(makeReq('execute'));
  await openTab(page, 'billing');
});
`,
      expected: ['POST /api/uap/v1/execute', '* /settings/billing'],
    },
    {
      name: 'look-alike of a helper: a test callback (no name of its own) makes its requests where it is written',
      source: `it('reads', async () => {\n  await fetch('/api/orders/o1');\n});\nbeforeAll(async () => {\n  await fetch('/api/seed', { method: 'POST' });\n});\n`,
      expected: ['GET /api/orders/o1', 'POST /api/seed'],
    },
    {
      name: 'a literal method key on a request builder',
      source: `it('patches', async () => {\n  await request(app)['patch']('/orders/o1').send({});\n});\n`,
      expected: ['PATCH /orders/o1'],
    },
    {
      name: "Apollo's in-process executeOperation is a request to the GraphQL endpoint",
      source: `it('asks', async () => {\n  await server.executeOperation({ query: 'query { me { id } }' });\n});\n`,
      expected: ['POST /graphql'],
    },
    {
      name: 'look-alike: a lookup table of functions called with a path-like argument',
      source: `it('runs', () => {\n  handlers['refresh']('/tmp/cache');\n  table[key]('/x');\n});\n`,
      expected: [],
    },
  ];
  const ws = workspaceFor({ base: Object.fromEntries(cases.map((c, i) => [`test/c${i}.test.ts`, c.source])) });
  it.each(cases.map((c, i) => ({ ...c, file: `test/c${i}.test.ts` })))('$name', ({ file, expected }) => {
    const requests = testFile(ws.head, file)!.requests.map((r) => `${r.method ?? '*'} ${r.path}`);
    expect([...new Set(requests)].sort()).toEqual([...expected].sort());
  });

  it('reads the socket events a test emits', () => {
    const w = workspaceFor({
      base: {
        'test/rooms.test.ts': `const EVENTS = { JOIN: 'room:join' };\nit('joins', async () => {\n  client.emit(EVENTS.JOIN, 'lobby');\n  await client.timeout(100).emitWithAck('room:leave');\n});\n`,
      },
    });
    expect(testFile(w.head, 'test/rooms.test.ts')!.emits.map((e) => e.event)).toEqual(['room:join', 'room:leave']);
  });
});

describe('URLs a browser test answers itself', () => {
  const cases: { name: string; source: string; expected: string[] }[] = [
    {
      name: "Playwright's page.route whose handler fulfils, with a glob and a constant base",
      source: `import { test } from '@playwright/test';
const base = \`**/api/v1/products/\${id}\`;
test('shows', async ({ page }) => {
  await page.route('**/api/v1/uzum/analyze', (r) => r.fulfill({ status: 200, body: '{}' }));
  await page.route(\`\${base}/snapshots\`, async (route) => { await route.fulfill({ json: [] }); });
  await page.context().route('**/api/v1/billing/**', (r) => r.abort());
});
`,
      expected: ['* /api/v1/uzum/analyze', '* /api/v1/products/:/snapshots', '* /api/v1/billing/*'],
    },
    {
      name: "Cypress's cy.intercept given a response, with and without a method",
      source: `it('shows', () => {
  cy.intercept('GET', '/api/orders', { fixture: 'orders.json' });
  cy.intercept('/api/me', { body: { id: 1 } });
  cy.intercept('POST', '/api/pay', (req) => req.reply({ statusCode: 500 }));
});
`,
      expected: ['GET /api/orders', '* /api/me', 'POST /api/pay'],
    },
    {
      name: 'look-alike: a route handler that lets the request through (continue, or only watches it) answers nothing',
      source: `import { test } from '@playwright/test';
test('watches', async ({ page }) => {
  await page.route('**/api/orders', (r) => r.continue());
  cy.intercept('/api/me', (req) => { req.headers['x'] = '1'; });
  cy.intercept('/api/me').as('me');
  router.route('/x', handler);
});
`,
      expected: [],
    },
  ];
  const ws = workspaceFor({ base: Object.fromEntries(cases.map((c, i) => [`e2e/s${i}.spec.ts`, c.source])) });
  it.each(cases.map((c, i) => ({ ...c, file: `e2e/s${i}.spec.ts` })))('$name', ({ file, expected }) => {
    const stubs = testFile(ws.head, file)!.stubs.map((r) => `${r.method ?? '*'} ${r.path}`);
    expect(stubs.sort()).toEqual([...expected].sort());
  });

  it.each([
    ['/api/v1/products/12345/weekly-trend', '/api/v1/products/:id/weekly-trend', true],
    ['/api/v1/products/:/:', '/api/v1/products/:id/mine', true],
    ['/api/v1/billing/*', '/api/v1/billing/portal/session', true],
    ['/api/v1/products/12345/track', '/api/v1/products/:id/mine', false],
    ['/api/v1/products/:', '/api/v1/products/:id/mine', false],
    ['/api/v1/products', '/api/v1/products/tracked', false],
  ])('the stub %s answers for %s: %s', (stub, route, covers) => {
    expect(stubCovers(stub, route)).toBe(covers);
  });
});

describe('the words a request to a route is searched by', () => {
  it.each([
    ['/api/v1/products/tracked', ['api/v1/products/tracked', 'v1/products/tracked', 'products/tracked']],
    ['/api/orders', ['api/orders', 'orders']],
    ['/health', ['health']],
  ])('%s: the path and its tails behind a base URL', (path, words) => {
    expect(requestWords([{ method: 'GET', path }]).sort()).toEqual([...words].sort());
  });
});
