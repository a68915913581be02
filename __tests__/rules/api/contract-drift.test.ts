import { ruleTester } from '../../helpers/rule-tester';

const app = `import express from 'express';
import { checkoutRouter } from './routes/checkout';
export function createApp() {
  const app = express();
  app.use(express.json());
  app.use('/api/checkout', requireUser, checkoutRouter);
  return app;
}
`;

const route = (response: string, body = 'productId, quantity') => `import { Router } from 'express';
export const checkoutRouter = Router();
checkoutRouter.post('/', async (req, res) => {
  const { ${body} } = req.body;
  const order = await createOrder(${body});
  res.status(201).json(${response});
});
`;

const page = `export async function startCheckout(productId: string, quantity: number) {
  const res = await fetch('/api/checkout', {
    method: 'POST',
    body: JSON.stringify({ productId, quantity }),
  });
  const data = await res.json();
  const id = data.orderId;
  const secret = data.clientSecret;
  return { id, secret };
}
`;

const express = {
  'package.json': '{ "name": "shop" }\n',
  'src/app.ts': app,
  'src/routes/checkout.ts': route('{ orderId: order.id, clientSecret: order.secret }'),
  'web/src/checkout.ts': page,
};

const nextRoute = (body: string) => `import { NextResponse } from 'next/server';
export async function GET(req: Request, { params }: { params: { id: string } }) {
  const order = await loadOrder(params.id);
  return NextResponse.json(${body});
}
`;

const wrapper = `export interface Order { id: string; status: string }
export async function getOrder(id: string): Promise<Order> {
  const res = await fetch(\`/api/orders/\${id}\`);
  return res.json();
}
`;

const orderPage = `import { getOrder } from '@/lib/api';
export default async function OrderPage({ params }: { params: { id: string } }) {
  const order = await getOrder(params.id);
  return <p>{order.status}</p>;
}
`;

const next = {
  'package.json': '{ "name": "next-shop" }\n',
  'tsconfig.json': '{ "compilerOptions": { "paths": { "@/*": ["./*"] } } }\n',
  'app/api/orders/[id]/route.ts': nextRoute('{ id: order.id, status: order.status }'),
  'lib/api.ts': wrapper,
  'app/orders/[id]/page.tsx': orderPage,
};

const hono = {
  'package.json': '{ "name": "hono-shop" }\n',
  'src/server.ts': `import { Hono } from 'hono';
import { billing } from './billing';
const app = new Hono();
app.route('/api/billing', billing);
export default app;
`,
  'src/billing.ts': `import { Hono } from 'hono';
export const billing = new Hono();
billing.get('/portal', async (c) => {
  const session = await createPortal();
  return c.json({ url: session.url });
});
`,
  'web/portal.ts': `import ky from 'ky';
export async function openPortal() {
  const { url } = await ky.get('/api/billing/portal').json<{ url: string }>();
  window.location.href = url;
}
`,
};

ruleTester('api/contract-drift', {
  valid: [
    {
      name: 'a new field added to the response',
      base: express,
      head: {
        'src/routes/checkout.ts': route('{ orderId: order.id, clientSecret: order.secret, status: order.status }'),
      },
    },
    {
      name: 'a field renamed together with its callers',
      base: express,
      head: {
        'src/routes/checkout.ts': route('{ order_id: order.id, client_secret: order.secret }'),
        'web/src/checkout.ts': page
          .replace('data.orderId', 'data.order_id')
          .replace('data.clientSecret', 'data.client_secret'),
      },
    },
    {
      name: 'a field removed that no client reads',
      base: {
        ...express,
        'src/routes/checkout.ts': route('{ orderId: order.id, clientSecret: order.secret, debug: 1 }'),
      },
      head: { 'src/routes/checkout.ts': route('{ orderId: order.id, clientSecret: order.secret }') },
    },
    {
      name: 'a route renamed together with its callers',
      base: next,
      head: {
        'app/api/orders/[id]/route.ts': null,
        'app/api/purchases/[id]/route.ts': nextRoute('{ id: order.id, state: order.status }'),
        'lib/api.ts': wrapper.replace('/api/orders/', '/api/purchases/').replace('status: string', 'state: string'),
        'app/orders/[id]/page.tsx': orderPage.replace('order.status', 'order.state'),
      },
    },
    {
      name: 'another route with the same field loses it (paths differ)',
      base: {
        ...express,
        'src/routes/other.ts': `import { Router } from 'express';
export const otherRouter = Router();
otherRouter.post('/api/other', (req, res) => { res.json({ orderId: 1, clientSecret: 2 }); });
`,
      },
      head: {
        'src/routes/other.ts': `import { Router } from 'express';
export const otherRouter = Router();
otherRouter.post('/api/other', (req, res) => { res.json({ id: 1 }); });
`,
      },
    },
    {
      name: 'a response that is built elsewhere (shape unknown) is not judged',
      base: express,
      head: { 'src/routes/checkout.ts': route('toResponse(order)') },
    },
  ],
  invalid: [
    {
      name: 'Express: response keys renamed to snake_case, the page still reads camelCase (mount prefix in app.ts)',
      base: express,
      head: { 'src/routes/checkout.ts': route('{ order_id: order.id, client_secret: order.secret }') },
      errors: [
        { file: 'web/src/checkout.ts', line: 7, message: /orderId/, related: ['src/routes/checkout.ts'] },
        { file: 'web/src/checkout.ts', line: 8, message: /clientSecret/, fix: /client_secret|order_id/ },
      ],
    },
    {
      name: 'Express: a renamed key read through a fetch(...).then(r => r.json()).then(data => ...) chain',
      base: {
        ...express,
        'web/src/checkout.ts': `export function startCheckout(productId: string, setSecret: (s: string) => void) {
  fetch('/api/checkout', { method: 'POST', body: JSON.stringify({ productId }) })
    .then((res) => res.json())
    .then((data) => setSecret(data.clientSecret));
}
`,
      },
      head: { 'src/routes/checkout.ts': route('{ orderId: order.id, paymentClientSecret: order.secret }') },
      errors: [{ file: 'web/src/checkout.ts', line: 4, message: /clientSecret/ }],
    },
    {
      name: 'Express: a body field renamed, the client still sends the old one',
      base: express,
      head: { 'src/routes/checkout.ts': route('{ orderId: order.id, clientSecret: order.secret }', 'productId, qty') },
      errors: [{ file: 'web/src/checkout.ts', line: 4, message: /quantity/ }],
    },
    {
      name: 'Next.js app route with a typed wrapper used by a page',
      base: next,
      head: { 'app/api/orders/[id]/route.ts': nextRoute('{ id: order.id, state: order.status }') },
      errors: [
        { file: 'lib/api.ts', line: 1, message: /status/ },
        { file: 'app/orders/[id]/page.tsx', line: 4, message: /status/, related: ['app/api/orders/[id]/route.ts'] },
      ],
    },
    {
      name: 'Hono sub-app mounted with app.route, read by a ky client',
      base: hono,
      head: {
        'src/billing.ts': hono['src/billing.ts'].replace('{ url: session.url }', '{ portalUrl: session.url }'),
      },
      errors: [{ file: 'web/portal.ts', line: 3, message: /url/ }],
    },
  ],
});
