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

const stripeLib = (version = '2024-06-20') => `import Stripe from 'stripe';
export const stripe = new Stripe(process.env.STRIPE_SECRET_KEY!, { apiVersion: '${version}' });
`;

const base = {
  'package.json': '{ "name": "api" }\n',
  'src/app.ts': app,
  'src/routes/orders.ts': orders(),
  'src/services/refunds.ts': refunds(),
  'src/lib/stripe.ts': stripeLib(),
  'src/ui/format.ts': 'export function money(n: number) {\n  return `$${n}`;\n}\n',
};

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

const nextBase = {
  'package.json': '{ "name": "next-app" }\n',
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
  'package.json': '{ "name": "fastify-api" }\n',
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

ruleTester('tests/missing-for-change', {
  valid: [
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
      name: 'a logging-only change',
      base,
      head: { 'src/routes/orders.ts': orders("'open'", "console.info('refund', req.params.id);\n  ") },
      agent: true,
    },
    {
      name: 'an apiVersion bump in the Stripe client module',
      base,
      head: { 'src/lib/stripe.ts': stripeLib('2025-01-27.acacia') },
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
      name: 'Next.js route tested through a tsconfig paths alias (JSONC tsconfig)',
      base: nextBase,
      head: {
        'app/api/checkout/route.ts':
          "export async function POST(req: Request) {\n  return Response.json({ url: 'y' });\n}\n",
      },
      agent: true,
    },
    {
      name: 'a function new to an imported module, reached by a handler test that stubs the module',
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
    },
  ],
  invalid: [
    {
      name: 'a body schema at the top of a route file changes and nothing tests the route',
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
      errors: [{ file: 'src/routes/orders.ts', line: 2, message: /refundBody/ }],
    },
    {
      name: 'a handler changed with no test at all (agent: blocking)',
      base,
      head: { 'src/routes/orders.ts': orders("'refunded'") },
      agent: true,
      errors: [{ file: 'src/routes/orders.ts', line: 4, severity: 'blocking', message: /no test/ }],
    },
    {
      name: 'a human PR gets a warning',
      base,
      head: { 'src/routes/orders.ts': orders("'refunded'") },
      errors: [{ file: 'src/routes/orders.ts', line: 4, severity: 'warning' }],
    },
    {
      name: 'the only test mocks the changed module away',
      base: { ...base, 'src/__tests__/refunds.test.ts': mockedTest },
      head: { 'src/services/refunds.ts': refunds('order.amount - order.fee') },
      agent: true,
      errors: [{ file: 'src/services/refunds.ts', line: 2, message: /refundOrder/, related: ['src/routes/orders.ts'] }],
    },
    {
      name: 'Fastify: a test of another route does not cover the changed one',
      base: fastifyBase,
      head: { 'src/server.ts': fastifyBase['src/server.ts'].replace("'in_1'", "'in_2'") },
      agent: true,
      errors: [{ file: 'src/server.ts', line: 3, severity: 'blocking' }],
    },
  ],
});
