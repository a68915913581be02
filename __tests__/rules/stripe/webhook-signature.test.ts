import { ruleTester } from '../../helpers/rule-tester';

const pkg = JSON.stringify({ name: 'shop', dependencies: { express: '^4.21.0', stripe: '^17.0.0' } });

const expressRoute = (verify: string) => `import { Router } from 'express';
import type Stripe from 'stripe';
import { stripe } from '../lib/stripe';
import { fulfillOrder } from '../services/orders';

export const webhookRouter = Router();

webhookRouter.post('/', async (req, res) => {
  const signature = req.header('stripe-signature') ?? '';
  let event: Stripe.Event;
  try {
    ${verify}
  } catch {
    return res.status(400).json({ error: 'invalid_signature' });
  }
  switch (event.type) {
    case 'payment_intent.succeeded':
      await fulfillOrder(event.data.object);
      break;
    default:
      break;
  }
  res.json({ received: true });
});
`;

/**
 * A Hono worker whose Stripe webhook route runs a verifying middleware (`verify`) before a
 * handler another module defines, handed over through a factory of the repository; the
 * handler switches on event types written as constants of a shared module.
 */
const honoWorker = (verify: string) => ({
  'package.json': JSON.stringify({ name: 'ecom', dependencies: { hono: '^4.6.0', stripe: '^17.0.0' } }),
  'src/constants.ts':
    "export const STRIPE_EVENTS = {\n  CHARGE_REFUNDED: 'charge.refunded',\n  CHARGE_DISPUTE_CREATED: 'charge.dispute.created',\n} as const;\n",
  'src/middleware/verify-signature.ts': `import Stripe from 'stripe';
import type { Context, Next } from 'hono';
export function verifyStripeSignature() {
  return async (c: Context, next: Next) => {
    const stripe = new Stripe(c.env.STRIPE_SECRET_KEY);
    const body = await c.req.text();
    ${verify}
    c.set('stripeEvent', event);
    await next();
  };
}
`,
  'src/utils/webhook-handler.ts': `import type { Context } from 'hono';
import type Stripe from 'stripe';
export function createWebhookHandler(name: string, handler: (event: Stripe.Event, c: Context) => Promise<void>) {
  return async (c: Context) => {
    await handler(c.get('stripeEvent'), c);
    return c.json({ received: true });
  };
}
`,
  'src/handlers/payment-webhook.ts': `import type { Context } from 'hono';
import type Stripe from 'stripe';
import { STRIPE_EVENTS } from '../constants';
export async function handlePaymentWebhook(event: Stripe.Event, c: Context) {
  switch (event.type) {
    case STRIPE_EVENTS.CHARGE_REFUNDED:
      await c.env.DB.prepare('update purchases set refunded = 1 where charge = ?').bind(event.data.object.id).run();
      break;
    default:
      break;
  }
}
`,
  'src/index.ts': `import { Hono } from 'hono';
import { verifyStripeSignature } from './middleware/verify-signature';
import { createWebhookHandler } from './utils/webhook-handler';
import { handlePaymentWebhook } from './handlers/payment-webhook';
const app = new Hono();
app.post('/webhooks/stripe/payment', verifyStripeSignature(), createWebhookHandler('Payment', handlePaymentWebhook));
export default app;
`,
});

const honoVerifies =
  "const event = await stripe.webhooks.constructEventAsync(body, c.req.header('stripe-signature') ?? '', c.env.STRIPE_WEBHOOK_SECRET);";
/** honoWorker's handler gains a case (the change every case below makes). */
const disputeHandled = (w: Record<string, string>) => ({
  'src/handlers/payment-webhook.ts': w['src/handlers/payment-webhook.ts'].replace(
    '    default:',
    "    case STRIPE_EVENTS.CHARGE_DISPUTE_CREATED:\n      await c.env.DB.prepare('update purchases set disputed = 1 where charge = ?').bind(event.data.object.id).run();\n      break;\n    default:",
  ),
});

const verified = expressRoute(
  'event = stripe.webhooks.constructEvent(req.body, signature, process.env.STRIPE_WEBHOOK_SECRET!);',
);

const app = (middleware: string) => `import express from 'express';
import { webhookRouter } from './routes/webhook';
import { checkoutRouter } from './routes/checkout';

export function createApp() {
  const app = express();
${middleware}
  return app;
}
`;

const rawMount = app(`  app.use('/api/webhooks/stripe', express.raw({ type: 'application/json' }), webhookRouter);
  app.use(express.json());
  app.use('/api/checkout', checkoutRouter);`);

const base = {
  'package.json': pkg,
  'src/lib/stripe.ts': `import Stripe from 'stripe';\nexport const stripe = new Stripe(process.env.STRIPE_SECRET_KEY!);\n`,
  'src/services/orders.ts': `export async function fulfillOrder(pi: unknown) {}\n`,
  'src/routes/checkout.ts': `import { Router } from 'express';\nexport const checkoutRouter = Router();\n`,
};

/** A provider-generic webhook that reads the event's type normalised into a local, unverified. */
const providerWebhook = (type: string) => `import { Router } from 'express';
import { syncPayment } from '../services/orders';
export const paymentsRouter = Router();
paymentsRouter.post('/webhook/:provider', async (req, res) => {
  const payload = (req.body || {}) as Record<string, any>;
  const eventType = String(payload?.type || '').toLowerCase();
  const objectId = String(payload?.data?.object?.id || '').trim();
  if (eventType === '${type}' && objectId) {
    await syncPayment(objectId);
  }
  res.json({ received: true });
});
`;

const nextApp = (body: string, verify: string) => `import { stripe } from '@/lib/stripe';
export async function POST(req: Request) {
  const signature = req.headers.get('stripe-signature')!;
  ${body}
  let event;
  try {
    event = ${verify};
  } catch {
    return Response.json({ error: 'bad signature' }, { status: 400 });
  }
  if (event.type === 'checkout.session.completed') {
    await sync(event.data.object);
  }
  return Response.json({ received: true });
}
async function sync(x: unknown) {}
`;

const pagesRoute = (config: string) => `import type { NextApiRequest, NextApiResponse } from 'next';
import { buffer } from 'micro';
import { stripe } from '../../../lib/stripe';
${config}
export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  const raw = await buffer(req);
  const event = stripe.webhooks.constructEvent(raw, req.headers['stripe-signature'] as string, process.env.STRIPE_WEBHOOK_SECRET!);
  if (event.type === 'invoice.paid') {
    await markPaid(event.data.object);
  }
  res.status(200).json({ received: true });
}
async function markPaid(x: unknown) {}
`;

/** A Fastify webhook plugin verifying request.rawBody; `options` are the route's options. */
const fastifyRoute = (options: string) => `import type { FastifyPluginAsync } from 'fastify';
import { stripe } from '../lib/stripe';
import { fulfillOrder } from '../services/orders';
export const stripeWebhook: FastifyPluginAsync = async (app) => {
  app.post('/stripe', ${options}async (request, reply) => {
    const event = stripe.webhooks.constructEvent(request.rawBody!, request.headers['stripe-signature'] as string, process.env.STRIPE_WEBHOOK_SECRET!);
    if (event.type === 'checkout.session.completed') await fulfillOrder(event.data.object);
    return reply.send({ received: true });
  });
};
`;

const fastifyApp = `import Fastify from 'fastify';
import rawBody from 'fastify-raw-body';
import { stripeWebhook } from './routes/webhook';
export async function buildApp() {
  const app = Fastify();
  await app.register(rawBody, { field: 'rawBody', global: false, encoding: false, runFirst: true });
  await app.register(stripeWebhook, { prefix: '/webhooks' });
  return app;
}
`;

/** A NestJS controller that verifies `req.rawBody`. */
const nestController = `import { Controller, Post, Req, Headers, type RawBodyRequest } from '@nestjs/common';
import { stripe } from './lib/stripe';
@Controller('webhooks')
export class WebhooksController {
  @Post('stripe')
  handle(@Req() req: RawBodyRequest<Request>, @Headers('stripe-signature') sig: string) {
    const event = stripe.webhooks.constructEvent(req.rawBody!, sig, process.env.STRIPE_WEBHOOK_SECRET!);
    return { received: event.id };
  }
}
`;

/** A NestJS app verifying req.rawBody, created with `options`; `setup` runs before it listens. */
const nestApp = (options: string, setup = '') => ({
  ...base,
  'src/webhooks.controller.ts': nestController,
  'src/main.ts': `import { NestFactory } from '@nestjs/core';
import { json } from 'express';
import { AppModule } from './app.module';
async function bootstrap() {
  const app = await NestFactory.create(AppModule, ${options});
${setup}  await app.listen(3000);
}
void bootstrap();
`,
});

/**
 * `nestApp` whose controller hands `payload` (`req.rawBody`, `req.body`) to an injected
 * service that verifies it: `constructWebhookEvent(payload, signature)`.
 */
const nestThroughService = (options: string, payload: string, extra: Record<string, string> = {}) => ({
  ...nestApp(options),
  'src/webhooks.controller.ts': `import { Controller, Post, Req, Headers, type RawBodyRequest } from '@nestjs/common';
import { StripeService } from './stripe.service';
@Controller('webhooks')
export class WebhooksController {
  constructor(private readonly stripeService: StripeService) {}
  @Post('stripe')
  handle(@Req() req: RawBodyRequest<Request>, @Headers('stripe-signature') sig: string) {
    const event = this.stripeService.constructWebhookEvent(${payload}, sig);
    return { received: event.id };
  }
}
`,
  'src/stripe.service.ts': `import { Injectable } from '@nestjs/common';
import { stripe } from './lib/stripe';
@Injectable()
export class StripeService {
  constructWebhookEvent(payload: Buffer, signature: string) {
    return stripe.webhooks.constructEvent(payload, signature, process.env.STRIPE_WEBHOOK_SECRET!);
  }
}
`,
  ...extra,
});

ruleTester('stripe/webhook-signature', {
  valid: [
    {
      name: "look-alike of a normalised event type: a provider's own event name, not Stripe's",
      base,
      head: {
        'src/routes/payments.ts': providerWebhook('order.created'),
        'src/services/orders.ts': base['src/services/orders.ts'] + 'export async function syncPayment(id: string) {}\n',
      },
    },
    {
      name: "look-alike: a test that signs a re-serialised payload with a fake secret and runs a webhook's own handler (a test serves no request)",
      base,
      head: {
        'src/routes/webhook.ts': verified,
        'src/app.ts': rawMount,
        'tests/integration/stripe-live.test.ts': `import Stripe from 'stripe';
import express from 'express';
const stripe = new Stripe('sk_test_123');
const app = express();
app.use(express.json());
app.post('/hooks', (req, res) => {
  const event = stripe.webhooks.constructEvent(JSON.stringify(req.body), req.header('stripe-signature') ?? '', 'whsec_test');
  res.json({ type: event.type });
});
it('verifies', () => {
  const payload = JSON.stringify({ id: 'evt_1', type: 'payment_intent.succeeded' });
  const header = stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_test' });
  expect(stripe.webhooks.constructEvent(payload, header, 'whsec_test').id).toBe('evt_1');
});
`,
      },
    },
    {
      name: 'Express webhook behind express.raw, with express.json() mounted after it',
      base,
      head: { 'src/routes/webhook.ts': verified, 'src/app.ts': rawMount },
    },
    {
      name: "the deployed app mounts the webhook behind express.raw; a test helper's own app mounts it after express.json()",
      base,
      head: {
        'src/routes/webhook.ts': verified,
        'src/app.ts': rawMount,
        'tests/helpers/test-app.ts': app(`  app.use(express.json());
  app.use('/api/webhooks/stripe', webhookRouter);`).replace(/'\.\/routes\//g, "'../../src/routes/"),
      },
    },
    {
      name: 'express.raw on the route itself under a global express.json()',
      base,
      head: {
        'src/routes/webhook.ts': verified
          .replace(
            "webhookRouter.post('/', async",
            "webhookRouter.post('/', express.raw({ type: 'application/json' }), async",
          )
          .replace("import { Router } from 'express';", "import express, { Router } from 'express';"),
        'src/app.ts': app(`  app.use(express.json());\n  app.use('/api/webhooks/stripe', webhookRouter);`),
      },
    },
    {
      name: 'express.json() with a verify callback that keeps the raw buffer, which is verified',
      base,
      head: {
        'src/routes/webhook.ts': expressRoute(
          'event = stripe.webhooks.constructEvent((req as any).rawBody, signature, process.env.STRIPE_WEBHOOK_SECRET!);',
        ),
        'src/app.ts': app(`  app.use(express.json({ verify: (req, _res, buf) => { (req as any).rawBody = buf; } }));
  app.use('/api/webhooks/stripe', webhookRouter);`),
      },
    },
    {
      name: 'Next.js app router verifying await req.text()',
      base,
      head: {
        'app/api/stripe/webhook/route.ts': nextApp(
          'const payload = await req.text();',
          'stripe.webhooks.constructEvent(payload, signature, process.env.STRIPE_WEBHOOK_SECRET!)',
        ),
      },
    },
    {
      name: 'Next.js pages router with bodyParser disabled and a raw buffer',
      base,
      head: { 'pages/api/stripe/webhook.ts': pagesRoute('export const config = { api: { bodyParser: false } };') },
    },
    {
      name: 'Hono with c.req.text() and constructEventAsync',
      base,
      head: {
        'src/index.ts': `import { Hono } from 'hono';
import Stripe from 'stripe';
const app = new Hono();
app.post('/webhook', async (c) => {
  const stripe = new Stripe(c.env.STRIPE_SECRET_KEY);
  const body = await c.req.text();
  const event = await stripe.webhooks.constructEventAsync(body, c.req.header('stripe-signature')!, c.env.STRIPE_WEBHOOK_SECRET);
  if (event.type === 'payment_intent.succeeded') await c.env.QUEUE.send(event);
  return c.json({ received: true });
});
export default app;
`,
      },
    },
    {
      name: "Hono worker: the route's middleware verifies the signature before a handler another module defines (event types as shared constants)",
      base: honoWorker(honoVerifies),
      head: disputeHandled(honoWorker(honoVerifies)),
    },
    {
      name: 'Fastify with a buffer content-type parser',
      base,
      head: {
        'src/server.ts': `import Fastify from 'fastify';
import { stripe } from './lib/stripe';
const app = Fastify();
app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
app.post('/stripe/webhook', async (request, reply) => {
  const event = stripe.webhooks.constructEvent(request.body as Buffer, request.headers['stripe-signature'] as string, process.env.STRIPE_WEBHOOK_SECRET!);
  if (event.type === 'charge.refunded') await refund(event.data.object);
  return reply.send({ received: true });
});
async function refund(x: unknown) {}
`,
      },
    },
    {
      name: 'NestJS verifying req.rawBody',
      base,
      head: {
        'src/webhooks.controller.ts': nestController,
      },
    },
    {
      name: "NestJS: `rawBody: true` with `bodyParser: false`, and the app's own json() keeps the bytes in a verify callback",
      base: nestApp('{ rawBody: true }'),
      head: nestApp(
        '{ rawBody: true, bodyParser: false }',
        "  app.use(json({ limit: '10mb', verify: (req: any, _res, buf) => { req.rawBody = buf; } }));\n",
      ),
    },
    {
      name: "look-alike: NestJS's body parser kept (`bodyParser: true`), its limit raised with useBodyParser",
      base: nestApp('{ rawBody: true }'),
      head: nestApp('{ rawBody: true, bodyParser: true }', "  app.useBodyParser('json', { limit: '10mb' });\n"),
    },
    {
      name: "NestJS: a service verifies the req.rawBody its controller passes, the app created with `rawBody: true` (a test helper's app without it is the tests')",
      base: nestThroughService('{ rawBody: true }', 'req.rawBody!'),
      head: nestThroughService('{ rawBody: true }', 'req.rawBody!', {
        'test/helpers/test-app.ts':
          "import { NestFactory } from '@nestjs/core';\nimport { AppModule } from '../../src/app.module';\nexport const createTestApp = () => NestFactory.create(AppModule);\n",
      }),
    },
    {
      name: 'Koa webhook verifying ctx.request.rawBody',
      base,
      head: {
        'src/webhook.ts': `import Router from '@koa/router';
import { stripe } from './lib/stripe';
export const router = new Router();
router.post('/stripe/webhook', async (ctx) => {
  const event = stripe.webhooks.constructEvent(ctx.request.rawBody, ctx.get('stripe-signature'), process.env.STRIPE_WEBHOOK_SECRET!);
  if (event.type === 'invoice.paid') await paid(event.data.object);
  ctx.status = 200;
});
async function paid(x: unknown) {}
`,
      },
    },
    {
      name: 'a GitHub webhook is not a Stripe webhook',
      base,
      head: {
        'src/routes/github.ts': `import { Router } from 'express';
export const githubRouter = Router();
githubRouter.post('/webhooks/github', async (req, res) => {
  if (req.body.action === 'opened') await label(req.body);
  res.sendStatus(204);
});
async function label(x: unknown) {}
`,
      },
    },
    {
      name: 'an unverified webhook on the base branch that the PR does not touch',
      base: { ...base, 'src/routes/webhook.ts': expressRoute('event = JSON.parse(req.body.toString());') },
      head: { 'src/services/orders.ts': `export async function fulfillOrder(pi: unknown) {\n  return;\n}\n` },
    },
    {
      name: 'an admin GET route listing Stripe webhook endpoints is not a webhook',
      base,
      head: {
        'src/routes/stripe-admin.ts': `import { Router } from 'express';
import { stripe } from '../lib/stripe';
export const adminRouter = Router();
adminRouter.get('/stripe/webhooks', async (_req, res) => {
  res.json(await stripe.webhookEndpoints.list());
});
`,
      },
    },
    {
      name: 'an event fetched back from the API with stripe.events.retrieve',
      base,
      head: {
        'src/routes/webhook.ts': expressRoute(
          'event = await stripe.events.retrieve(JSON.parse(req.body.toString()).id);',
        ),
        'src/app.ts': rawMount,
      },
    },
    {
      name: 'Fastify: fastify-raw-body registered with global: false and the route opting in',
      base,
      head: { 'src/app.ts': fastifyApp, 'src/routes/webhook.ts': fastifyRoute('{ config: { rawBody: true } }, ') },
    },
    {
      name: 'a webhook ported to another file keeps the fallback secret it had (git pairs nothing)',
      base: {
        ...base,
        'src/routes/webhook.ts': expressRoute(
          "event = stripe.webhooks.constructEvent(req.body, signature, process.env.STRIPE_WEBHOOK_SECRET ?? '');",
        ),
        'src/app.ts': rawMount,
      },
      head: {
        'src/routes/webhook.ts': null,
        'src/routes/stripe-webhook.ts': expressRoute(
          "event = stripe.webhooks.constructEvent(req.body, signature, process.env.STRIPE_WEBHOOK_SECRET ?? '');",
        ).replace(
          "    case 'payment_intent.succeeded':",
          "    case 'payment_intent.succeeded':\n      // Fulfil the order.",
        ),
        'src/app.ts': rawMount.replace("'./routes/webhook'", "'./routes/stripe-webhook'"),
      },
    },
  ],
  invalid: [
    {
      name: "a webhook that keeps the event's type normalised in a local (`String(payload?.type || '').toLowerCase()`) and tests it among other conditions, unverified",
      base,
      head: {
        'src/routes/payments.ts': providerWebhook('checkout.session.completed'),
        'src/services/orders.ts': base['src/services/orders.ts'] + 'export async function syncPayment(id: string) {}\n',
      },
      errors: [{ file: 'src/routes/payments.ts', message: /checkout\.session\.completed/ }],
    },
    {
      name: "Hono worker: the route's middleware now parses the event without verifying it; the handler another module defines switches on shared constants",
      base: honoWorker(honoVerifies),
      head: {
        'src/middleware/verify-signature.ts': honoWorker('const event = JSON.parse(body);')[
          'src/middleware/verify-signature.ts'
        ],
      },
      errors: [
        {
          file: 'src/handlers/payment-webhook.ts',
          line: 4,
          message: /POST \/webhooks\/stripe\/payment \(handles charge\.refunded.*without verifying/,
        },
      ],
    },
    {
      name: 'Express webhook that parses the event without verifying it',
      base,
      head: {
        'src/routes/webhook.ts': expressRoute('event = JSON.parse(req.body.toString());'),
        'src/app.ts': rawMount,
      },
      errors: [{ file: 'src/routes/webhook.ts', line: 8, message: /without verifying/, fix: 'constructEvent' }],
    },
    {
      name: 'express.json() moved ahead of the webhook router and express.raw dropped (app.ts only)',
      base: { ...base, 'src/routes/webhook.ts': verified, 'src/app.ts': rawMount },
      head: {
        'src/app.ts': app(`  app.use(express.json());
  app.use('/api/webhooks/stripe', webhookRouter);
  app.use('/api/checkout', checkoutRouter);`),
      },
      errors: [
        {
          file: 'src/app.ts',
          line: 7,
          message: /express\.json/,
          fix: 'express.raw',
          related: ['src/routes/webhook.ts'],
          // the mount goes above the JSON parser, behind express.raw
          output: {
            'src/app.ts':
              app(`  app.use('/api/webhooks/stripe', express.raw({ type: 'application/json' }), webhookRouter);
  app.use(express.json());
  app.use('/api/checkout', checkoutRouter);`),
          },
        },
      ],
    },
    {
      name: 'a default-exported router mounted behind a global bodyParser.json()',
      base,
      head: {
        'src/routes/stripe-webhook.ts':
          verified.replace('export const webhookRouter', 'const webhookRouter') + 'export default webhookRouter;\n',
        'src/server.ts': `import express from 'express';
import bodyParser from 'body-parser';
import hooks from './routes/stripe-webhook';
const app = express();
app.use(bodyParser.json());
app.use('/hooks/stripe', hooks);
app.listen(3000);
`,
      },
      errors: [
        {
          file: 'src/server.ts',
          line: 5,
          message: /bodyParser\.json/,
          output: {
            'src/server.ts': `import express from 'express';
import bodyParser from 'body-parser';
import hooks from './routes/stripe-webhook';
const app = express();
app.use('/hooks/stripe', bodyParser.raw({ type: 'application/json' }), hooks);
app.use(bodyParser.json());
app.listen(3000);
`,
          },
        },
      ],
    },
    {
      name: 'NestJS webhook verifying req.rawBody while the app is created without rawBody: true',
      base,
      head: {
        'src/webhooks.controller.ts': nestController,
        'src/main.ts': `import { NestFactory } from '@nestjs/core';
import { AppModule } from './app.module';
async function bootstrap() {
  const app = await NestFactory.create(AppModule);
  await app.listen(3000);
}
void bootstrap();
`,
      },
      errors: [{ file: 'src/main.ts', line: 4, fix: 'rawBody: true' }],
    },
    {
      name: "NestJS: the app turns Nest's body parser off (`bodyParser: false`) beside `rawBody: true` and registers json() without keeping the bytes",
      base: nestApp('{ rawBody: true }'),
      head: nestApp('{ rawBody: true, bodyParser: false }', "  app.use(json({ limit: '10mb' }));\n"),
      errors: [{ file: 'src/main.ts', line: 5, message: /bodyParser: false/, fix: 'useBodyParser' }],
    },
    {
      name: "NestJS: a service verifies the req.rawBody its controller passes, and the change turns Nest's body parser off",
      base: nestThroughService('{ rawBody: true }', 'req.rawBody!'),
      head: nestThroughService('{ rawBody: true, bodyParser: false }', 'req.rawBody!'),
      errors: [{ file: 'src/main.ts', line: 5, message: /bodyParser: false/ }],
    },
    {
      name: 'NestJS: the controller now passes the parsed req.body to the service that verifies it',
      base: nestThroughService('{ rawBody: true }', 'req.rawBody!'),
      head: nestThroughService('{ rawBody: true }', 'req.body'),
      errors: [{ file: 'src/webhooks.controller.ts', line: 8 }],
    },
    {
      name: 'Next.js route that verifies JSON.stringify(await req.json())',
      base,
      head: {
        'app/api/stripe/webhook/route.ts': nextApp(
          'const body = await req.json();',
          'stripe.webhooks.constructEvent(JSON.stringify(body), signature, process.env.STRIPE_WEBHOOK_SECRET!)',
        ),
      },
      // the parsed body is kept in a variable another line may read: no fix
      errors: [
        { file: 'app/api/stripe/webhook/route.ts', line: 7, message: /re-serialised/, fix: 'req.text()', output: null },
      ],
    },
    {
      name: 'Next.js route that verifies JSON.stringify(await req.json()) written in the call: the fix reads the text',
      base,
      head: {
        'app/api/stripe/webhook/route.ts': nextApp(
          '',
          'stripe.webhooks.constructEvent(JSON.stringify(await req.json()), signature, process.env.STRIPE_WEBHOOK_SECRET!)',
        ),
      },
      errors: [
        {
          file: 'app/api/stripe/webhook/route.ts',
          line: 7,
          message: /re-serialised/,
          output: {
            'app/api/stripe/webhook/route.ts': nextApp(
              '',
              'stripe.webhooks.constructEvent(await req.text(), signature, process.env.STRIPE_WEBHOOK_SECRET!)',
            ),
          },
        },
      ],
    },
    {
      name: 'pages-router webhook without bodyParser: false',
      base,
      head: { 'pages/api/stripe/webhook.ts': pagesRoute('') },
      errors: [{ file: 'pages/api/stripe/webhook.ts', line: 5, fix: 'bodyParser: false' }],
    },
    {
      name: 'webhook secret with an empty fallback',
      base,
      head: {
        'src/routes/webhook.ts': expressRoute(
          "event = stripe.webhooks.constructEvent(req.body, signature, process.env.STRIPE_WEBHOOK_SECRET ?? '');",
        ),
        'src/app.ts': rawMount,
      },
      errors: [{ file: 'src/routes/webhook.ts', line: 12, message: /fallback/ }],
    },
    {
      name: 'hard-coded webhook secret in a local constant',
      base,
      head: {
        'src/routes/webhook.ts': expressRoute(
          "const secret = 'whsec_local';\n    event = stripe.webhooks.constructEvent(req.body, signature, secret);",
        ),
        'src/app.ts': rawMount,
      },
      errors: [{ file: 'src/routes/webhook.ts', line: 12, message: /hard-coded/ }],
    },
    {
      name: 'Fastify webhook verifying the parsed body',
      base,
      head: {
        'src/server.ts': `import Fastify from 'fastify';
import { stripe } from './lib/stripe';
const app = Fastify();
app.post('/stripe/webhook', async (request, reply) => {
  const event = stripe.webhooks.constructEvent(JSON.stringify(request.body), request.headers['stripe-signature'] as string, process.env.STRIPE_WEBHOOK_SECRET!);
  return reply.send({ received: event.id });
});
`,
      },
      errors: [{ file: 'src/server.ts', line: 5, message: /re-serialised/ }],
    },
    {
      name: 'pages-router config that turns the body parser back on with a size limit',
      base: {
        ...base,
        'pages/api/stripe/webhook.ts': pagesRoute('export const config = { api: { bodyParser: false } };'),
      },
      head: {
        'pages/api/stripe/webhook.ts': pagesRoute(
          "export const config = { api: { bodyParser: { sizeLimit: '4mb' } } };",
        ),
      },
      errors: [
        { file: 'pages/api/stripe/webhook.ts', line: 4, message: /turns the body parser on/, fix: 'bodyParser: false' },
      ],
    },
    {
      name: 'pages-router config removed: the handler itself is untouched',
      base: {
        ...base,
        'pages/api/stripe/webhook.ts': pagesRoute('export const config = { api: { bodyParser: false } };'),
      },
      head: { 'pages/api/stripe/webhook.ts': pagesRoute('') },
      errors: [{ file: 'pages/api/stripe/webhook.ts', line: 5, message: /keeps the default body parser/ }],
    },
    {
      name: 'Fastify: the route no longer opts in to fastify-raw-body registered with global: false',
      base: {
        ...base,
        'src/app.ts': fastifyApp,
        'src/routes/webhook.ts': fastifyRoute('{ config: { rawBody: true } }, '),
      },
      head: { 'src/routes/webhook.ts': fastifyRoute('') },
      errors: [{ file: 'src/routes/webhook.ts', line: 5, message: /does not opt in/, fix: 'rawBody: true' }],
    },
    {
      name: 'Fastify: request.rawBody verified while nothing registers fastify-raw-body',
      base,
      head: {
        'src/app.ts': fastifyApp
          .replace("import rawBody from 'fastify-raw-body';\n", '')
          .replace(/.*register\(rawBody.*\n/, ''),
        'src/routes/webhook.ts': fastifyRoute('{ config: { rawBody: true } }, '),
      },
      errors: [{ file: 'src/routes/webhook.ts', line: 6, message: /not registered/ }],
    },
  ],
});
