import { ruleTester } from '../../helpers/rule-tester';

const app = `import express from 'express';
import { webhookRouter } from './webhook';
export function createApp() {
  const app = express();
  app.use('/api/webhooks/stripe', express.raw({ type: 'application/json' }), webhookRouter);
  app.use(express.json());
  return app;
}
`;

const webhook = (cases: string) => `import { Router } from 'express';
import Stripe from 'stripe';
import { fulfil, refund, remind } from './orders';
const stripe = new Stripe(process.env.STRIPE_SECRET_KEY!);
export const webhookRouter = Router();
webhookRouter.post('/', async (req, res) => {
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(req.body, req.header('stripe-signature') ?? '', process.env.STRIPE_WEBHOOK_SECRET!);
  } catch {
    return res.status(400).json({ error: 'invalid_signature' });
  }
  try {
    switch (event.type) {
${cases}
      default:
        break;
    }
  } catch (err) {
    return res.status(500).json({ error: 'processing_failed' });
  }
  res.json({ received: true });
});
`;

const succeeded = `      case 'payment_intent.succeeded':
        await fulfil(event.data.object);
        break;`;
const refunded = `      case 'charge.refunded':
        await refund(event.data.object);
        break;`;

const orders = `export async function fulfil(pi: unknown) { await db.order.update(pi); }
export async function refund(charge: unknown) { await db.order.refund(charge); }
export async function remind(invoice: unknown) { await mail(invoice); }
`;

const testHeader = `import request from 'supertest';
import Stripe from 'stripe';
import { createApp } from '../app';
import { fulfil, refund } from '../orders';
jest.mock('../orders');
const app = createApp();
const stripe = new Stripe('sk_test_x');
const succeededEvent = JSON.stringify({ id: 'evt_1', type: 'payment_intent.succeeded', data: { object: {} } });
function deliver(body: string, secret = 'whsec_test') {
  return request(app).post('/api/webhooks/stripe').set('stripe-signature', stripe.webhooks.generateTestHeaderString({ payload: body, secret })).send(body);
}
`;
const signatureTest = `it('rejects a bad signature', async () => {
  expect((await deliver(succeededEvent, 'wrong')).status).toBe(400);
});
`;
const succeededFailureTest = `it('answers 500 when fulfilment fails', async () => {
  jest.mocked(fulfil).mockRejectedValue(new Error('db down'));
  expect((await deliver(succeededEvent)).status).toBe(500);
});
`;
const refundedFailureTest = `it('answers 500 when recording a refund fails', async () => {
  jest.mocked(refund).mockRejectedValue(new Error('db down'));
  const body = JSON.stringify({ id: 'evt_2', type: 'charge.refunded', data: { object: {} } });
  const res = await deliver(body);
  expect(res.status).toBe(500);
});
`;
const happyRefundTest = `it('records a refund', async () => {
  const body = JSON.stringify({ id: 'evt_2', type: 'charge.refunded', data: { object: {} } });
  expect((await deliver(body)).status).toBe(200);
});
`;

/**
 * A Hono worker whose webhook route runs a verifying middleware of its own module before a
 * handler another module defines; the handler's test makes the refund's processing fail, and
 * `middlewareTest` is the middleware's own test (or none).
 */
const honoMiddleware = (middlewareTest: string | undefined) => ({
  'package.json':
    '{ "name": "ecom", "dependencies": { "stripe": "^17.7.0", "hono": "^4.6.0" }, "devDependencies": { "vitest": "^3.0.0" } }\n',
  'src/middleware/verify-signature.ts': `import Stripe from 'stripe';
import type { Context, Next } from 'hono';
export function verifyStripeSignature() {
  return async (c: Context, next: Next) => {
    const signature = c.req.header('stripe-signature');
    if (!signature) return c.json({ error: 'missing signature' }, 400);
    const stripe = new Stripe(c.env.STRIPE_SECRET_KEY);
    try {
      const event = await stripe.webhooks.constructEventAsync(await c.req.text(), signature, c.env.STRIPE_WEBHOOK_SECRET);
      c.set('stripeEvent', event);
    } catch {
      return c.json({ error: 'invalid signature' }, 401);
    }
    await next();
  };
}
`,
  'src/handlers/payment-webhook.ts': `import type { Context } from 'hono';
import type Stripe from 'stripe';
export async function handlePaymentWebhook(c: Context) {
  const event = c.get('stripeEvent') as Stripe.Event;
  if (event.type === 'charge.refunded') await c.env.DB.prepare('update purchases set refunded = 1').run();
  return c.json({ received: true });
}
`,
  'src/index.ts': `import { Hono } from 'hono';
import { verifyStripeSignature } from './middleware/verify-signature';
import { handlePaymentWebhook } from './handlers/payment-webhook';
const app = new Hono();
app.post('/webhooks/stripe', verifyStripeSignature(), handlePaymentWebhook);
export default app;
`,
  'src/handlers/payment-webhook.test.ts': `import { it, expect } from 'vitest';
import { handlePaymentWebhook } from './payment-webhook';
it('throws when recording a refund fails', async () => {
  const c = { get: () => ({ type: 'charge.refunded' }), env: { DB: { prepare: () => ({ run: async () => { throw new Error('db'); } }) } }, json: () => null };
  await expect(handlePaymentWebhook(c as never)).rejects.toThrow('db');
});
`,
  ...(middlewareTest ? { 'src/middleware/verify-signature.test.ts': middlewareTest } : {}),
});
const middlewareRejects = `import { Hono } from 'hono';
import { it, expect } from 'vitest';
import { verifyStripeSignature } from './verify-signature';
it('rejects a request without a signature', async () => {
  const app = new Hono().post('/hook', verifyStripeSignature(), (c) => c.text('ok'));
  const res = await app.request('/hook', { method: 'POST', body: '{}' });
  expect(res.status).toBe(400);
});
`;
/** `honoMiddleware`, where the middleware verifies through a helper of a third module. */
const honoMiddlewareViaHelper = (middlewareTest: string | undefined) => {
  const files = honoMiddleware(middlewareTest);
  return {
    ...files,
    'src/lib/stripe-client.ts': `import Stripe from 'stripe';
export async function verifyWebhookSignature(body: string, signature: string, secret: string, key: string) {
  return new Stripe(key).webhooks.constructEventAsync(body, signature, secret);
}
`,
    'src/middleware/verify-signature.ts': files['src/middleware/verify-signature.ts']
      .replace("import Stripe from 'stripe';", "import { verifyWebhookSignature } from '../lib/stripe-client';")
      .replace('    const stripe = new Stripe(c.env.STRIPE_SECRET_KEY);\n', '')
      .replace(
        'await stripe.webhooks.constructEventAsync(await c.req.text(), signature, c.env.STRIPE_WEBHOOK_SECRET)',
        'await verifyWebhookSignature(await c.req.text(), signature, c.env.STRIPE_WEBHOOK_SECRET, c.env.STRIPE_SECRET_KEY)',
      ),
  };
};
const refundHandlingChanged = {
  'src/handlers/payment-webhook.ts': honoMiddleware(undefined)['src/handlers/payment-webhook.ts'].replace(
    "update purchases set refunded = 1')",
    "update purchases set refunded = 1, refunded_at = now()')",
  ),
};

const base = {
  'package.json': '{ "name": "shop", "dependencies": { "stripe": "^17.7.0", "express": "^4.21.0" } }\n',
  'src/app.ts': app,
  'src/webhook.ts': webhook(succeeded),
  'src/orders.ts': orders,
  'src/__tests__/webhook.test.ts': testHeader + signatureTest + succeededFailureTest,
};

/**
 * The webhook handles refunds too (no test makes one fail), and `refund` also runs `step`, a
 * notification of `notify`, which the orders module gains.
 */
const refundNotifying = (step: string) => ({
  'src/webhook.ts': webhook(`${succeeded}\n${refunded}`),
  'src/orders.ts': orders
    .replace('await db.order.refund(charge); }', `await db.order.refund(charge);\n  ${step}\n}`)
    .concat('export async function notify(charge: unknown) { await mail(charge); }\n'),
});

/**
 * The webhook handles a refund too, whose failure no test makes; `refund` takes options
 * (`added`: what the change adds to it), and the case passes `args` after the charge.
 */
const refundOptions = (added = '', args = '') => ({
  ...base,
  'src/webhook.ts': webhook(
    succeeded + '\n' + refunded.replace('refund(event.data.object)', `refund(event.data.object${args})`),
  ),
  'src/orders.ts': orders.replace(
    'export async function refund(charge: unknown) { await db.order.refund(charge); }',
    `export async function refund(charge: unknown, options?: { notify?: boolean }) {\n  await db.order.refund(charge);\n${added}}`,
  ),
});
const notifyOption = '  if (options?.notify) await mail(charge);\n';

/** The same files in a full-stack app's web source folder (`src/x.ts` → `apps/web/src/x.ts`). */
const inWebApp = (files: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(files).map(([p, t]) => [p === 'package.json' ? p : `apps/web/${p}`, t]));

/** The webhook's module registers a guard on its router (`prefix` a path it runs under, or none). */
const guarded = (prefix = '') =>
  webhook(succeeded).replace(
    'export const webhookRouter = Router();',
    `export const webhookRouter = Router();
function requireStripe(req: unknown, res: { status(n: number): { json(b: unknown): void } }, next: () => void) {
  if (!process.env.STRIPE_SECRET_KEY) return res.status(503).json({ error: 'billing_off' });
  next();
}
webhookRouter.use(${prefix}requireStripe);`,
  );
const untestedSignature = { ...base, 'src/__tests__/webhook.test.ts': testHeader + succeededFailureTest };

/**
 * A Next.js webhook that hands each event to a tRPC procedure through a server-side caller
 * (`appRouter.createCaller(ctx)`), the procedures two routers away in a package.
 */
const trpcWebhook = (fulfil = 'await db.order.update(input.id)', remind = 'await mail(input.id)') => ({
  'package.json': '{ "name": "shop", "dependencies": { "stripe": "^17.7.0", "vitest": "^3.0.0" } }\n',
  'pnpm-workspace.yaml': "packages:\n  - 'apps/*'\n  - 'packages/*'\n",
  'packages/api/package.json': '{ "name": "@shop/api", "main": "src/index.ts" }\n',
  'packages/api/src/index.ts': `import { router } from './trpc';
import { billingRouter } from './billing';
export const appRouter = router({ billing: billingRouter });
`,
  'packages/api/src/trpc.ts': `import { initTRPC } from '@trpc/server';
const t = initTRPC.create();
export const router = t.router;
export const publicProcedure = t.procedure;
`,
  'packages/api/src/billing.ts': `import { router, publicProcedure } from './trpc';
export const billingRouter = router({
  webhooks: router({
    invoicePaid: publicProcedure.mutation(async ({ input }: { input: { id: string } }) => {
      ${fulfil};
    }),
    invoiceUpcoming: publicProcedure.mutation(async ({ input }: { input: { id: string } }) => {
      ${remind};
    }),
  }),
});
`,
  'packages/api/src/billing.test.ts': "it('is a module', () => {\n  expect(1).toBe(1);\n});\n",
  'apps/web/app/api/webhooks/stripe/route.ts': `import Stripe from 'stripe';
import { appRouter } from '@shop/api';
const stripe = new Stripe(process.env.STRIPE_SECRET_KEY!);
export async function POST(req: Request) {
  const event = stripe.webhooks.constructEvent(await req.text(), req.headers.get('stripe-signature') ?? '', process.env.STRIPE_WEBHOOK_SECRET!);
  const caller = appRouter.createCaller({});
  switch (event.type) {
    case 'invoice.paid':
      await caller.billing.webhooks.invoicePaid({ id: event.data.object.id });
      break;
    default:
      break;
  }
  return new Response(null, { status: 200 });
}
`,
});

/**
 * The same webhook, its procedure four routers deep (app → payments → stripe → billing, a
 * module each): further from the handler than a search by exported names goes.
 */
const deepTrpcWebhook = (fulfil?: string) => {
  const files: Record<string, string> = trpcWebhook(fulfil);
  files['packages/api/src/index.ts'] = `import { router } from './trpc';
import { paymentsRouter } from './payments';
export const appRouter = router({ payments: paymentsRouter });
`;
  files['packages/api/src/payments.ts'] = `import { router } from './trpc';
import { stripeRouter } from './stripe-router';
export const paymentsRouter = router({ stripe: stripeRouter });
`;
  files['packages/api/src/stripe-router.ts'] = `import { router } from './trpc';
import { billingRouter } from './billing';
export const stripeRouter = router({ billing: billingRouter });
`;
  files['apps/web/app/api/webhooks/stripe/route.ts'] = files['apps/web/app/api/webhooks/stripe/route.ts'].replace(
    'caller.billing.webhooks',
    'caller.payments.stripe.billing.webhooks',
  );
  return files;
};

/** `charge.refunded` tested in two places: an early answer in a helper, and its case. */
const twoPlaces = webhook(succeeded + '\n' + refunded)
  .replace(
    'export const webhookRouter',
    "const unresolved = (event: Stripe.Event) => {\n  if (event.type === 'charge.refunded') {\n    return 500;\n  }\n  return 200;\n};\nexport const webhookRouter",
  )
  .replace(
    '  try {\n    switch',
    "  if (!req.header('x-org')) return res.status(unresolved(event)).end();\n  try {\n    switch",
  );

/** The event's processing runs a function of the route's module that calls one the route's module imports. */
const viaHelper = webhook(`      case 'payment_intent.succeeded':
        await handlePaid(event);
        break;`)
  .replace(
    "import { fulfil, refund, remind } from './orders';",
    "import { fulfil, refund, remind } from './orders';\nimport { planFor } from './plans';",
  )
  .replace(
    'export const webhookRouter',
    'async function handlePaid(event: Stripe.Event) {\n  await fulfil(planFor(event.data.object));\n}\nexport const webhookRouter',
  );
const plans = (lookup: string) => `export function planFor(pi: unknown) {
  return ${lookup};
}
export function planNames() {
  return ['hobby', 'pro'];
}
`;
const helperBase = {
  ...base,
  'src/webhook.ts': viaHelper,
  'src/plans.ts': plans("{ pi, plan: 'hobby' }"),
  'src/__tests__/webhook.test.ts': testHeader + signatureTest,
};

/** NestJS: the controller verifies the signature and hands the event to a service that dispatches it. */
const nestService = (cases: string) => `import { Injectable } from '@nestjs/common';
import type Stripe from 'stripe';
import { OrdersService } from '../orders/orders.service';
@Injectable()
export class WebhooksService {
  constructor(private readonly orders: OrdersService) {}
  async process(event: Stripe.Event) {
    switch (event.type) {
      case 'checkout.session.completed':
        await this.orders.fulfil(event.data.object.id);
        break;
${cases}      default:
        break;
    }
  }
}
`;
const paymentFailedCase = `      case 'invoice.payment_failed':
        await this.orders.markUnpaid(event.data.object.id);
        break;
`;
const nestBase = {
  'package.json': '{ "name": "api", "dependencies": { "stripe": "^17.7.0", "@nestjs/core": "^10.0.0" } }\n',
  'src/orders/orders.service.ts': `import { Injectable } from '@nestjs/common';
@Injectable()
export class OrdersService {
  async fulfil(id: string) { return id; }
  async markUnpaid(id: string) { return id; }
}
`,
  'src/webhooks/webhooks.service.ts': nestService(''),
  'src/webhooks/webhooks.controller.ts': `import { BadRequestException, Controller, Headers, Post, Req } from '@nestjs/common';
import Stripe from 'stripe';
import { WebhooksService } from './webhooks.service';
const stripe = new Stripe(process.env.STRIPE_SECRET_KEY!);
@Controller('webhooks')
export class WebhooksController {
  constructor(private readonly webhooks: WebhooksService) {}
  @Post('stripe')
  async receive(@Req() req: { rawBody: Buffer }, @Headers('stripe-signature') signature: string) {
    let event: Stripe.Event;
    try {
      event = stripe.webhooks.constructEvent(req.rawBody, signature, process.env.STRIPE_WEBHOOK_SECRET!);
    } catch {
      throw new BadRequestException('invalid signature');
    }
    await this.webhooks.process(event);
    return { received: true };
  }
}
`,
  'test/webhooks.e2e-spec.ts': `import request from 'supertest';
import { createApp } from './utils/create-app';
it('rejects a bad signature with 400', async () => {
  const app = await createApp();
  expect((await request(app.getHttpServer()).post('/webhooks/stripe').set('stripe-signature', 'bad').send('{}')).status).toBe(400);
});
it('answers 500 when fulfilling a checkout fails', async () => {
  const app = await createApp({ failFulfil: true });
  const body = JSON.stringify({ id: 'evt_1', type: 'checkout.session.completed', data: { object: { id: 'cs_1' } } });
  expect((await request(app.getHttpServer()).post('/webhooks/stripe').set('stripe-signature', 'signed').send(body)).status).toBe(500);
});
`,
  'test/utils/create-app.ts':
    'export async function createApp(_opts: { failFulfil?: boolean } = {}) {\n  return { getHttpServer: () => null };\n}\n',
};
const serviceFailureSpec = `import { WebhooksService } from './webhooks.service';
import { OrdersService } from '../orders/orders.service';
describe('WebhooksService', () => {
  it('throws when marking an invoice unpaid fails, so that Stripe retries', async () => {
    const orders = new OrdersService();
    jest.spyOn(orders, 'markUnpaid').mockRejectedValue(new Error('db down'));
    const service = new WebhooksService(orders);
    await expect(
      service.process({ id: 'evt_2', type: 'invoice.payment_failed', data: { object: { id: 'in_1' } } } as never),
    ).rejects.toThrow('db down');
  });
});
`;

/**
 * NestJS: the service verifies the signature (`verifyWebhookSignature` wraps `constructEvent`)
 * and processes each event; the controller dispatches on the type. Sixty modules name the
 * service's class, so the controller is found through the verifier it calls. Its unit test
 * builds the controller in a `beforeEach` with a mocked service and asserts the mocked
 * response's status.
 */
const billingService = (deleted: string) => `import { Injectable } from '@nestjs/common';
import Stripe from 'stripe';
@Injectable()
export class BillingService {
  private readonly stripe = new Stripe(process.env.STRIPE_SECRET_KEY!);
  verifyWebhookSignature(body: Buffer, signature: string): Stripe.Event {
    return this.stripe.webhooks.constructEvent(body, signature, process.env.STRIPE_WEBHOOK_SECRET!);
  }
  async handleCheckoutCompleted(session: Stripe.Checkout.Session) {
    return session.id;
  }
  async handleSubscriptionDeleted(sub: Stripe.Subscription) {
    ${deleted}
  }
}
`;
/**
 * NestJS: the controller hands the raw body and the signature to a service method that
 * verifies them and handles each event type (`handleWebhook`); `cases` are its cases.
 */
const dispatchingService = (cases: string) => ({
  'package.json':
    '{ "name": "api", "dependencies": { "stripe": "^17.7.0", "@nestjs/core": "^10.0.0" }, "devDependencies": { "jest": "^29.0.0" } }\n',
  'src/billing/billing.service.ts': `import { Injectable } from '@nestjs/common';
import Stripe from 'stripe';
@Injectable()
export class BillingService {
  private readonly stripe = new Stripe(process.env.STRIPE_SECRET_KEY!);
  async handleWebhook(rawBody: Buffer, signature: string) {
    const event = this.stripe.webhooks.constructEvent(rawBody, signature, process.env.STRIPE_WEBHOOK_SECRET!);
    switch (event.type) {
${cases}    }
    return { received: true };
  }
  async activate(sub: Stripe.Subscription) {
    return sub.id;
  }
}
`,
  'src/billing/billing.controller.ts': `import { Controller, Headers, Post, Req } from '@nestjs/common';
import { BillingService } from './billing.service';
@Controller('billing')
export class BillingController {
  constructor(private readonly billing: BillingService) {}
  @Post('webhook')
  async webhook(@Req() req: { rawBody: Buffer }, @Headers('stripe-signature') signature: string) {
    return this.billing.handleWebhook(req.rawBody, signature);
  }
}
`,
  'src/app.controller.spec.ts': "it('is up', () => {\n  expect(1).toBe(1);\n});\n",
});

/** A NestJS controller whose webhook holds a local named `subscription`; `extra` is more of the class. */
const subscriptionsController = (extra: string, call = '') => ({
  'package.json':
    '{ "name": "api", "dependencies": { "stripe": "^17.7.0", "@nestjs/core": "^10.0.0" }, "devDependencies": { "jest": "^29.0.0" } }\n',
  'src/app.spec.ts': "it('is up', () => {\n  expect(1).toBe(1);\n});\n",
  'src/stripe/stripe.controller.ts': `import { Controller, Get, Headers, Post, Req } from '@nestjs/common';
import Stripe from 'stripe';
@Controller('stripe')
export class StripeController {
  private readonly stripe = new Stripe(process.env.STRIPE_SECRET_KEY!);
  @Post('webhook')
  async webhook(@Req() req: { rawBody: Buffer }, @Headers('stripe-signature') signature: string) {
    const event = this.stripe.webhooks.constructEvent(req.rawBody, signature, process.env.STRIPE_WEBHOOK_SECRET!);
    if (event.type === 'customer.subscription.updated') {
      const subscription = event.data.object as Stripe.Subscription;
      await this.sync(subscription.id);${call}
    }
    return { received: true };
  }
  private async sync(id: string) {
    return id;
  }
${extra}}
`,
});

const verifierBase = {
  'package.json':
    '{ "name": "api", "dependencies": { "stripe": "^17.7.0", "@nestjs/core": "^10.0.0" }, "devDependencies": { "jest": "^29.0.0" } }\n',
  'src/billing/billing.service.ts': billingService('return sub.id;'),
  'src/webhooks/stripe-webhook.controller.ts': `import { Controller, Headers, Post, Req, Res } from '@nestjs/common';
import type Stripe from 'stripe';
import { BillingService } from '../billing/billing.service';
@Controller('api/webhooks')
export class StripeWebhookController {
  constructor(private readonly billing: BillingService) {}
  @Post('stripe')
  async handle(@Req() req: { rawBody: Buffer }, @Res() res: any, @Headers('stripe-signature') signature: string) {
    let event: Stripe.Event;
    try {
      event = this.billing.verifyWebhookSignature(req.rawBody, signature);
    } catch {
      return res.status(400).json({ error: 'Invalid signature' });
    }
    try {
      switch (event.type) {
        case 'checkout.session.completed':
          await this.billing.handleCheckoutCompleted(event.data.object as Stripe.Checkout.Session);
          break;
        case 'customer.subscription.deleted':
          await this.billing.handleSubscriptionDeleted(event.data.object as Stripe.Subscription);
          break;
      }
    } catch {
      return res.status(500).json({ error: 'Webhook processing failed' });
    }
    return res.status(200).json({ received: true });
  }
}
`,
  'test/stripe-webhook.spec.ts': `import { StripeWebhookController } from '../src/webhooks/stripe-webhook.controller';
const billing = { verifyWebhookSignature: jest.fn(), handleCheckoutCompleted: jest.fn(), handleSubscriptionDeleted: jest.fn() };
const response = () => { const res: any = {}; res.status = jest.fn().mockReturnValue(res); res.json = jest.fn().mockReturnValue(res); return res; };
describe('StripeWebhookController', () => {
  let controller: StripeWebhookController;
  beforeEach(() => {
    controller = new StripeWebhookController(billing as any);
  });
  it('rejects an invalid signature', async () => {
    billing.verifyWebhookSignature.mockImplementation(() => { throw new Error('bad'); });
    const res = response();
    await controller.handle({ rawBody: Buffer.from('{}') }, res, 'sig');
    expect(res.status).toHaveBeenCalledWith(400);
  });
  it('answers 500 when a checkout fails', async () => {
    billing.verifyWebhookSignature.mockReturnValue({ type: 'checkout.session.completed', data: { object: {} } });
    billing.handleCheckoutCompleted.mockRejectedValue(new Error('db'));
    const res = response();
    await controller.handle({ rawBody: Buffer.from('{}') }, res, 'sig');
    expect(res.status).toHaveBeenCalledWith(500);
  });
});
`,
  ...Object.fromEntries(
    Array.from({ length: 60 }, (_, i) => [
      `src/feature${i}/feature${i}.service.ts`,
      "import { BillingService } from '../billing/billing.service';\nexport class Feature { constructor(readonly billing: BillingService) {} }\n",
    ]),
  ),
};
const deletedFailureSpec = `import { BillingService } from '../src/billing/billing.service';
it('throws when ending a subscription fails, so that Stripe retries', async () => {
  const service = new BillingService();
  jest.spyOn(service, 'handleSubscriptionDeleted').mockRejectedValue(new Error('db'));
  await expect(service.handleSubscriptionDeleted({ id: 'sub_1' } as never)).rejects.toThrow('db');
});
`;

/** Next.js-style modules that each export a route `config`: a name too common to find callers by. */
const configExporters = Object.fromEntries(
  Array.from({ length: 60 }, (_, i) => [`src/pages/api/p${i}.ts`, "export const config = { runtime: 'nodejs' };\n"]),
);

/**
 * NestJS in three providers: the controller hands the raw body to the webhook service's
 * `handleIncomingWebhook`, which verifies through another provider
 * (`this.stripe.constructWebhookEvent`, over `this.getClient().webhooks.constructEvent`) and
 * dispatches in a private method; `subscription` is the body of the subscription handler.
 */
const layeredWebhook = (subscription: string, dispatch = 'await this.dispatch(event);') => ({
  'package.json':
    '{ "name": "api", "dependencies": { "stripe": "^17.7.0", "@nestjs/core": "^10.0.0" }, "devDependencies": { "jest": "^29.0.0" } }\n',
  'src/stripe/stripe.service.ts': `import { Injectable } from '@nestjs/common';
import Stripe from 'stripe';
@Injectable()
export class StripeService {
  private client: Stripe | null = null;
  private getClient(): Stripe {
    this.client ??= new Stripe(process.env.STRIPE_SECRET_KEY!);
    return this.client;
  }
  constructWebhookEvent(payload: Buffer, signature: string): Stripe.Event {
    return this.getClient().webhooks.constructEvent(payload, signature, process.env.STRIPE_WEBHOOK_SECRET!);
  }
}
`,
  'src/billing/stripe-webhook.service.ts': `import { Injectable } from '@nestjs/common';
import type Stripe from 'stripe';
import { StripeService } from '../stripe/stripe.service';
import { PrismaService } from '../prisma.service';
@Injectable()
export class StripeWebhookService {
  constructor(private readonly stripe: StripeService, private readonly prisma: PrismaService) {}
  async handleIncomingWebhook(rawBody: Buffer, signature: string): Promise<void> {
    const event = this.stripe.constructWebhookEvent(rawBody, signature);
    ${dispatch}
  }
  private async dispatch(event: Stripe.Event): Promise<void> {
    switch (event.type) {
      case 'customer.subscription.updated':
        await this.onSubscription(event.data.object as Stripe.Subscription);
        break;
    }
  }
  private async onSubscription(sub: Stripe.Subscription): Promise<void> {
    await this.upsertSubscription(sub);
  }
  private async upsertSubscription(sub: Stripe.Subscription): Promise<void> {
    const existing = await this.prisma.subscription.findUnique({ where: { id: sub.id } });
    if (existing) await this.writeSubscription(sub);
  }
  private async writeSubscription(sub: Stripe.Subscription): Promise<void> {
    ${subscription}
  }
}
`,
  'src/billing/stripe-webhook.controller.ts': `import { BadRequestException, Controller, Headers, Post, Req } from '@nestjs/common';
import { StripeWebhookService } from './stripe-webhook.service';
@Controller('stripe')
export class StripeWebhookController {
  constructor(private readonly webhooks: StripeWebhookService) {}
  @Post('webhook')
  async handle(@Headers('stripe-signature') signature: string | undefined, @Req() req: { body: Buffer }) {
    if (!signature) throw new BadRequestException('Missing stripe-signature header');
    await this.webhooks.handleIncomingWebhook(req.body, signature);
    return { received: true };
  }
}
`,
  'src/billing/stripe-webhook.service.spec.ts': `import { StripeWebhookService } from './stripe-webhook.service';
it('updates the subscription', async () => {
  const prisma = { subscription: { update: jest.fn() } };
  const stripe = { constructWebhookEvent: () => ({ type: 'customer.subscription.updated', data: { object: { id: 'sub_1', status: 'active' } } }) };
  const service = new StripeWebhookService(stripe as never, prisma as never);
  await service.handleIncomingWebhook(Buffer.from('{}'), 'sig');
  expect(prisma.subscription.update).toHaveBeenCalled();
});
`,
});

const subscriptionWrite =
  'await this.prisma.subscription.update({ where: { id: sub.id }, data: { status: sub.status } });';

ruleTester('stripe/webhook-error-tests', {
  valid: [
    {
      name: "NestJS: a new route of the webhook's controller is named like a local of the webhook (`subscription`): the webhook does not run it",
      base: subscriptionsController(''),
      head: subscriptionsController(
        "  @Get('subscription')\n  async subscription() {\n    return { status: 'active' };\n  }\n",
      ),
    },
    {
      name: "the route's middleware verifies through a helper of a third module, and the middleware's own test rejects a request without a signature",
      base: honoMiddlewareViaHelper(middlewareRejects),
      head: refundHandlingChanged,
    },
    {
      name: "the route's verifying middleware (another module) has its own test rejecting a request without a signature, and the handler's test makes the changed event's processing fail",
      base: honoMiddleware(middlewareRejects),
      head: refundHandlingChanged,
    },
    {
      name: 'the function an event calls only starts to act on an option the case does not pass: its processing is as it was',
      base: refundOptions(),
      head: { 'src/orders.ts': refundOptions(notifyOption)['src/orders.ts'] },
    },
    {
      name: 'NestJS: the changed processing function has a unit test on the service that makes it fail (rejects.toThrow)',
      base: { ...verifierBase, 'test/billing.spec.ts': deletedFailureSpec },
      head: {
        'src/billing/billing.service.ts': billingService('await Promise.resolve(sub.customer);\n    return sub.id;'),
      },
    },
    {
      name: "look-alike of a guard on the webhook's router: one registered under another path prefix",
      base: untestedSignature,
      head: { 'src/webhook.ts': guarded("'/portal', ") },
    },
    {
      name: 'NestJS: a new event handled in the service the controller calls, its failure tested on the service',
      base: nestBase,
      head: {
        'src/webhooks/webhooks.service.ts': nestService(paymentFailedCase),
        'src/webhooks/webhooks.service.spec.ts': serviceFailureSpec,
      },
    },
    {
      name: 'a new event type with its failure test',
      base,
      head: {
        'src/webhook.ts': webhook(succeeded + '\n' + refunded),
        'src/__tests__/webhook.test.ts': testHeader + signatureTest + succeededFailureTest + refundedFailureTest,
      },
    },
    {
      name: "look-alike of a tRPC caller's procedure: a procedure the webhook does not call changes",
      base: trpcWebhook(),
      head: {
        'packages/api/src/billing.ts': trpcWebhook(undefined, 'await mail(input.id, { late: true })')[
          'packages/api/src/billing.ts'
        ],
      },
    },
    {
      name: 'look-alike four routers deep: a procedure the webhook does not call changes',
      base: deepTrpcWebhook(),
      head: {
        'packages/api/src/billing.ts': deepTrpcWebhook()['packages/api/src/billing.ts'].replace(
          'await mail(input.id)',
          'await mail(input.id, { late: true })',
        ),
      },
    },
    {
      name: 'a change outside webhook handling (no webhook handler touched)',
      base,
      head: { 'src/app.ts': app.replace('express.json()', "express.json({ limit: '100kb' })") },
    },
    {
      name: 'a log message changed in the handler',
      base,
      head: {
        'src/webhook.ts': webhook(succeeded).replace(
          "return res.status(500).json({ error: 'processing_failed' });",
          "console.error('failed', err);\n    return res.status(500).json({ error: 'processing_failed' });",
        ),
      },
    },
    {
      name: 'an event type tested in two places (an early answer and its case): a change elsewhere is not a change of its handling',
      base: {
        ...base,
        'src/webhook.ts': twoPlaces,
        'src/__tests__/webhook.test.ts': testHeader + signatureTest + succeededFailureTest + happyRefundTest,
      },
      head: {
        'src/orders.ts': orders.replace('await db.order.update(pi);', 'await db.order.update(pi, { paid: true });'),
      },
    },
    {
      name: 'the processing of an event only gains work left to run on its own (`notify(charge).catch(log)`), not waited for',
      base: { ...base, ...refundNotifying('') },
      head: refundNotifying('notify(charge).catch((err) => console.error(err));'),
    },
    {
      name: 'a changed processing function whose event already has a failure test (constant payload)',
      base,
      head: {
        'src/orders.ts': orders.replace('await db.order.update(pi);', 'await db.order.update(pi, { paid: true });'),
      },
    },
    {
      name: 'look-alike: a function that an imported processing function calls inside its own module changes (the route does not import it)',
      base: {
        ...base,
        'src/orders.ts': orders.replace(
          'await db.order.update(pi); }',
          'await db.order.update(pi); await remind(pi); }',
        ),
        'src/__tests__/webhook.test.ts': testHeader + signatureTest,
      },
      head: {
        'src/orders.ts': orders
          .replace('await db.order.update(pi); }', 'await db.order.update(pi); await remind(pi); }')
          .replace('await mail(invoice);', "await mail(invoice, { template: 'paid' });"),
      },
    },
    {
      name: "look-alike: NestJS in three providers: the service's function between the controller and the dispatch changes only in logging",
      base: layeredWebhook(subscriptionWrite),
      head: layeredWebhook(subscriptionWrite, "this.logger.log('dispatching');\n    await this.dispatch(event);"),
    },
    {
      name: "look-alike: a function of a module the route imports changes, but no event's processing runs it",
      base: helperBase,
      head: { 'src/plans.ts': plans("{ pi, plan: 'hobby' }").replace("['hobby', 'pro']", "['hobby', 'pro', 'team']") },
    },
  ],
  invalid: [
    {
      name: "look-alike of a new route of the webhook's controller: the webhook calls the new method",
      base: subscriptionsController(''),
      head: subscriptionsController(
        "  private async audit(id: string) {\n    await fetch('https://audit.example', { method: 'POST', body: id });\n  }\n",
        '\n      await this.audit(subscription.id);',
      ),
      errors: [{ file: 'src/stripe/stripe.controller.ts' }],
    },
    {
      name: "NestJS: the service method the controller hands the request to verifies it and gains an event type: one finding, named by the controller's route",
      base: dispatchingService(
        "      case 'customer.subscription.updated':\n        await this.activate(event.data.object as Stripe.Subscription);\n        break;\n",
      ),
      head: {
        'src/billing/billing.service.ts': dispatchingService(
          "      case 'customer.subscription.updated':\n      case 'customer.subscription.created':\n        await this.activate(event.data.object as Stripe.Subscription);\n        break;\n",
        )['src/billing/billing.service.ts'],
      },
      errors: [{ file: 'src/billing/billing.service.ts', message: /POST \/billing\/webhook changed/ }],
    },
    {
      name: "look-alike: the route's verifying middleware has no test of its own, so nothing shows a request without a signature rejected",
      base: honoMiddleware(undefined),
      head: refundHandlingChanged,
      errors: [{ file: 'src/handlers/payment-webhook.ts', message: /missing or invalid Stripe-Signature is rejected/ }],
    },
    {
      name: 'look-alike: the middleware verifies through a helper of a third module, and neither has a test rejecting a request',
      base: honoMiddlewareViaHelper(undefined),
      head: refundHandlingChanged,
      errors: [{ file: 'src/handlers/payment-webhook.ts', message: /missing or invalid Stripe-Signature is rejected/ }],
    },
    {
      name: 'look-alike of an option: the case passes the option the function starts to act on',
      base: refundOptions('', ', { notify: true }'),
      head: { 'src/orders.ts': refundOptions(notifyOption, ', { notify: true }')['src/orders.ts'] },
      errors: [{ file: 'src/webhook.ts', message: /charge\.refunded/ }],
    },
    {
      name: "a full-stack app's web source folder (apps/web/src): the processing module the webhook imports is server code, and its change is followed to the webhook",
      base: inWebApp(refundOptions('', ', { notify: true }')),
      head: inWebApp({ 'src/orders.ts': refundOptions(notifyOption, ', { notify: true }')['src/orders.ts'] }),
      errors: [{ file: 'apps/web/src/webhook.ts', message: /charge\.refunded/ }],
    },
    {
      name: "NestJS: the service's changed processing of an event, found through the verifier the controller calls; the controller's unit test (built in beforeEach) covers the signature and another event's failure",
      base: verifierBase,
      head: {
        'src/billing/billing.service.ts': billingService('await Promise.resolve(sub.customer);\n    return sub.id;'),
      },
      errors: [
        {
          file: 'src/webhooks/stripe-webhook.controller.ts',
          message: /^(?!.*Stripe-Signature)(?=.*customer\.subscription\.deleted)(?!.*checkout\.session\.completed)/,
        },
      ],
    },
    {
      name: "a guard the module registers on the webhook's router before it (`router.use(requireStripe)`) changes the handler's requests",
      base: untestedSignature,
      head: { 'src/webhook.ts': guarded() },
      errors: [{ file: 'src/webhook.ts', message: /Stripe-Signature is rejected/ }],
    },
    {
      name: 'a changed processing module also exports a `config` that sixty modules export: its callers are still found by its other names',
      base: {
        ...base,
        ...configExporters,
        'src/orders.ts': `${orders}export const config = { api: { bodyParser: false } };\n`,
        'src/__tests__/webhook.test.ts': testHeader + signatureTest,
      },
      head: {
        'src/orders.ts': `${orders.replace('await db.order.update(pi);', 'await db.order.update(pi, { paid: true });')}export const config = { api: { bodyParser: false } };\n`,
      },
      errors: [{ file: 'src/webhook.ts', message: /payment_intent\.succeeded/ }],
    },
    {
      name: 'look-alike of work left to run on its own: the processing awaits the notification, and no test makes a refund fail',
      base: { ...base, ...refundNotifying('') },
      head: refundNotifying('await notify(charge);'),
      errors: [{ file: 'src/webhook.ts', message: /charge\.refunded/ }],
    },
    {
      name: 'look-alike: NestJS: the service spec tests only the happy path of the new event',
      base: nestBase,
      head: {
        'src/webhooks/webhooks.service.ts': nestService(paymentFailedCase),
        'src/webhooks/webhooks.service.spec.ts': serviceFailureSpec
          .replace("jest.spyOn(orders, 'markUnpaid').mockRejectedValue(new Error('db down'));\n", '')
          .replace(".rejects.toThrow('db down')", '.resolves.toBeUndefined()')
          .replace('throws when marking an invoice unpaid fails, so that Stripe retries', 'marks the invoice unpaid'),
      },
      errors: [{ file: 'src/webhooks/webhooks.service.ts', message: /invoice\.payment_failed/ }],
    },
    {
      name: 'NestJS in three providers: the processing of an event changes in the webhook service the controller calls (verified through another provider), and its only test is the happy path',
      base: layeredWebhook(
        'await this.prisma.subscription.update({ where: { id: sub.id }, data: { status: sub.status } });',
      ),
      head: layeredWebhook(
        'await this.prisma.subscription.update({ where: { id: sub.id }, data: { status: sub.status, endsAt: sub.ended_at } });',
      ),
      errors: [{ file: 'src/billing/stripe-webhook.service.ts', message: /customer\.subscription\.updated/ }],
    },
    {
      name: "NestJS in three providers: the service's function between the controller and the dispatch changes (it records the failure before rethrowing), and no test shows the failure path",
      base: layeredWebhook(subscriptionWrite),
      head: layeredWebhook(
        subscriptionWrite,
        'try {\n      await this.dispatch(event);\n    } catch (err) {\n      await this.prisma.webhookEvent.update({ where: { id: event.id }, data: { lastError: String(err) } });\n      throw err;\n    }',
      ),
      errors: [{ file: 'src/billing/stripe-webhook.service.ts' }],
    },
    {
      name: 'NestJS: a new event handled in the service the controller calls, with no failure test of it anywhere',
      base: nestBase,
      head: { 'src/webhooks/webhooks.service.ts': nestService(paymentFailedCase) },
      errors: [{ file: 'src/webhooks/webhooks.service.ts', message: /invoice\.payment_failed/ }],
    },
    {
      name: 'look-alike: the early answer for an event type tested in two places changes, and its failure is untested',
      base: {
        ...base,
        'src/webhook.ts': twoPlaces,
        'src/__tests__/webhook.test.ts': testHeader + signatureTest + succeededFailureTest + happyRefundTest,
      },
      head: { 'src/webhook.ts': twoPlaces.replace('return 500;', 'return 200;') },
      errors: [{ file: 'src/webhook.ts', message: /charge\.refunded answers 5xx/ }],
    },
    {
      name: 'a new event type whose only test is the happy path',
      base,
      head: {
        'src/webhook.ts': webhook(succeeded + '\n' + refunded),
        'src/__tests__/webhook.test.ts': testHeader + signatureTest + succeededFailureTest + happyRefundTest,
      },
      errors: [
        {
          file: 'src/webhook.ts',
          line: 18,
          message: /charge\.refunded answers 5xx/,
          fix: /charge\.refunded/,
          related: ['src/orders.ts'],
        },
      ],
    },
    {
      name: 'seven new event types with one processing function: the message names five and counts the rest, related lists each',
      base,
      head: {
        'src/webhook.ts': webhook(
          succeeded +
            '\n' +
            [
              'customer.subscription.created',
              'customer.subscription.updated',
              'customer.subscription.deleted',
              'customer.subscription.paused',
              'customer.subscription.resumed',
              'invoice.paid',
              'invoice.payment_failed',
            ]
              .map((t) => `      case '${t}':`)
              .join('\n') +
            '\n        await remind(event.data.object);\n        break;',
        ),
      },
      errors: [
        {
          file: 'src/webhook.ts',
          message:
            /any of 7 event types \(customer\.subscription\.created, customer\.subscription\.updated, customer\.subscription\.deleted, customer\.subscription\.paused, customer\.subscription\.resumed and 2 more; each is listed below\)/,
          relatedPlaces: ['src/webhook.ts:18', 'src/webhook.ts:24'],
        },
      ],
    },
    {
      name: 'a failure test for another event type does not cover a new one',
      base,
      head: { 'src/webhook.ts': webhook(succeeded + '\n' + refunded) },
      errors: [{ file: 'src/webhook.ts', line: 18, message: /charge\.refunded/ }],
    },
    {
      name: 'the only test of the signature and failure paths is deleted',
      base,
      head: {
        'src/webhook.ts': webhook(succeeded + '\n' + refunded),
        'src/__tests__/webhook.test.ts': null,
        'src/__tests__/orders.test.ts':
          "import { refund } from '../orders';\nit('refunds', async () => { await refund({}); });\n",
      },
      errors: [{ file: 'src/webhook.ts', message: /rejected with a 4xx.*payment_intent\.succeeded|4xx/ }],
    },
    {
      name: 'a test that mocks the webhook module away does not reach it',
      base: {
        ...base,
        'src/__tests__/webhook.test.ts':
          "jest.mock('../webhook');\n" + testHeader + signatureTest + succeededFailureTest,
      },
      head: { 'src/webhook.ts': webhook(succeeded + '\n' + refunded) },
      errors: [{ file: 'src/webhook.ts', message: /4xx/ }],
    },
    {
      name: 'the tRPC procedure a webhook calls through a server-side caller (two routers away, in a package) changes, and no test reaches the webhook',
      base: trpcWebhook(),
      head: {
        'packages/api/src/billing.ts': trpcWebhook('await db.order.update(input.id, { paidAt: new Date() })')[
          'packages/api/src/billing.ts'
        ],
      },
      errors: [{ file: 'apps/web/app/api/webhooks/stripe/route.ts', message: /invoice\.paid answers 5xx/ }],
    },
    {
      name: 'the same procedure four routers deep changes: the webhook that verifies signatures is found by what it calls, not by a search outward from the change',
      base: deepTrpcWebhook(),
      head: {
        'packages/api/src/billing.ts': deepTrpcWebhook('await db.order.update(input.id, { paidAt: new Date() })')[
          'packages/api/src/billing.ts'
        ],
      },
      errors: [{ file: 'apps/web/app/api/webhooks/stripe/route.ts', message: /invoice\.paid answers 5xx/ }],
    },
    {
      name: "a function the route's module imports changes, and an event's processing runs it through a helper of the route",
      base: helperBase,
      head: { 'src/plans.ts': plans("{ pi, plan: process.env.DEFAULT_PLAN ?? 'hobby' }") },
      errors: [{ file: 'src/webhook.ts', message: /payment_intent\.succeeded answers 5xx/ }],
    },
  ],
});
