import { ruleTester } from '../../helpers/rule-tester';

const base = {
  'package.json': JSON.stringify({ name: 'shop', dependencies: { express: '^4.21.0', stripe: '^17.0.0' } }),
  'src/lib/stripe.ts': `import Stripe from 'stripe';\nexport const stripe = new Stripe(process.env.STRIPE_SECRET_KEY!);\n`,
  'src/lib/queue.ts': `export const queue = { add: async (name: string, data: unknown) => {} };\n`,
  'src/services/orders.ts': `export async function fulfillOrder(pi: unknown) {}\nexport async function markFailed(pi: unknown) {}\n`,
};

/** An Express webhook whose processing part is `processing`; `defaultCase` is the default clause body. */
const route = (processing: string, defaultCase = 'break;') => `import { Router } from 'express';
import type Stripe from 'stripe';
import { stripe } from '../lib/stripe';
import { queue } from '../lib/queue';
import { fulfillOrder, markFailed } from '../services/orders';

export const webhookRouter = Router();

webhookRouter.post('/', async (req, res) => {
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(req.body, req.header('stripe-signature') ?? '', process.env.STRIPE_WEBHOOK_SECRET!);
  } catch {
    return res.status(400).json({ error: 'invalid_signature' });
  }
${processing}
  res.json({ received: true });
});

async function handleEvent(event: Stripe.Event): Promise<void> {
  switch (event.type) {
    case 'payment_intent.succeeded':
      await fulfillOrder(event.data.object);
      break;
    case 'payment_intent.payment_failed':
      await markFailed(event.data.object);
      break;
    default:
      ${defaultCase}
  }
}
`;

/** A webhook whose processing writes through a Supabase client (`write` is the fulfilment). */
const supabaseWebhook = (write: string, client = "import { createClient } from '@supabase/supabase-js';") => ({
  ...base,
  'src/lib/db.ts': `${client}\nexport const supabase = createClient(process.env.SUPABASE_URL!, process.env.SUPABASE_SERVICE_KEY!);\n`,
  'src/routes/webhook.ts':
    route(
      "  if (event.type === 'checkout.session.completed') {\n    await activate((event.data.object as Stripe.Checkout.Session).client_reference_id!);\n  }",
    ).replace("import { queue } from '../lib/queue';", "import { supabase } from '../lib/db';") +
    `
async function activate(userId: string) {
  const { data: profile } = await supabase.from('profiles').select('plan').eq('id', userId).single();
  ${write}
  return profile;
}
`,
});

/** Two webhook routes (a current and a legacy path) that hand the event to one shared module. */
const sharedEvents = (fulfil: string) => ({
  ...base,
  'src/events/handle.ts': `import type Stripe from 'stripe';
import { fulfillOrder } from '../services/orders';
export async function handleEvent(event: Stripe.Event) {
  if (event.type === 'payment_intent.succeeded') {
    try {
      await fulfillOrder(${fulfil});
    } catch (err) {
      console.error('fulfilment failed', err);
    }
  }
}
`,
  ...Object.fromEntries(
    ['webhook', 'webhook-legacy'].map((name) => [
      `src/routes/${name}.ts`,
      `import { Router } from 'express';
import { stripe } from '../lib/stripe';
import { handleEvent } from '../events/handle';
export const router = Router();
router.post('/${name}', async (req, res) => {
  let event;
  try {
    event = stripe.webhooks.constructEvent(req.body, req.header('stripe-signature') ?? '', process.env.STRIPE_WEBHOOK_SECRET!);
  } catch {
    return res.status(400).end();
  }
  await handleEvent(event);
  res.json({ received: true });
});
`,
    ]),
  ),
});

/**
 * The shared event module whose function defines a local refund with a swallowing catch and
 * calls it after 37 steps of another module: as many functions as the search from the handler
 * follows. `extra` is more of the function's body, before the steps.
 */
const localRefundAfterSteps = (extra: string) => {
  const steps = Array.from({ length: 37 }, (_, i) => `step${i}`);
  return {
    ...sharedEvents('event.data.object'),
    'src/services/steps.ts': [...steps, 'audit'].map((s) => `export async function ${s}(o: unknown) {}\n`).join(''),
    'src/events/handle.ts': `import type Stripe from 'stripe';
import { ${steps.join(', ')}, audit } from '../services/steps';
export async function handleEvent(event: Stripe.Event) {
  const refundDeadOrder = async () => {
    try {
      await step0(event);
    } catch (err) {
      console.error('refund failed', err);
    }
  };
${extra}${steps.map((s) => `  await ${s}(event);\n`).join('')}  await refundDeadOrder();
}
`,
  };
};

const tryCatch = (catchBody: string) => `  try {
    await handleEvent(event);
  } catch (err) {
    console.error('failed', err);
${catchBody}
  }`;

/** A Hono webhook that verifies c.req.text() and runs `dispatch` on the event. */
const hono = (dispatch: string) => `import { Hono } from 'hono';
import type Stripe from 'stripe';
import { stripe } from '../lib/stripe';
import { fulfillOrder, markFailed } from '../services/orders';

const RELEVANT = new Set<Stripe.Event.Type>(['payment_intent.succeeded', 'payment_intent.payment_failed']);

export const webhooks = new Hono().post('/stripe', async (c) => {
  let event: Stripe.Event;
  try {
    event = await stripe.webhooks.constructEventAsync(await c.req.text(), c.req.header('stripe-signature')!, process.env.STRIPE_WEBHOOK_SECRET!);
  } catch {
    return c.json({ error: 'invalid signature' }, 400);
  }
${dispatch}
  return c.json({ received: true });
});
`;

const guarded = (defaultCase: string, elseBranch = '') => `  if (RELEVANT.has(event.type)) {
    switch (event.type) {
      case 'payment_intent.succeeded':
        await fulfillOrder(event.data.object);
        break;
      case 'payment_intent.payment_failed':
        await markFailed(event.data.object);
        break;
      default:
        ${defaultCase}
    }
  }${elseBranch}`;

/** A NestJS controller that awaits WebhooksService.handle(event); `method` is the service's processing method. */
const nest = (method: string) => ({
  'src/webhooks/webhooks.controller.ts': `import { BadRequestException, Controller, Headers, HttpCode, Post, Req } from '@nestjs/common';
import Stripe from 'stripe';
import { WebhooksService } from './webhooks.service';

@Controller('webhooks')
export class WebhooksController {
  constructor(private readonly stripe: Stripe, private readonly webhooks: WebhooksService) {}

  @Post('stripe')
  @HttpCode(200)
  async handle(@Req() req: { rawBody: Buffer }, @Headers('stripe-signature') signature: string) {
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(req.rawBody, signature, process.env.STRIPE_WEBHOOK_SECRET!);
    } catch {
      throw new BadRequestException('invalid signature');
    }
    await this.webhooks.handle(event);
    return { received: true };
  }
}
`,
  'src/webhooks/webhooks.service.ts': `import { Injectable, Logger } from '@nestjs/common';
import type Stripe from 'stripe';

@Injectable()
export class WebhooksService {
  private readonly logger = new Logger('webhooks');
  private readonly db: { subscription: { update(x: unknown): Promise<void> } } = { subscription: { update: async () => {} } };

  async handle(event: Stripe.Event): Promise<void> {
    switch (event.type) {
      case 'invoice.payment_failed':
        await this.markPastDue(event.data.object);
        break;
      default:
        this.logger.debug(event.type);
    }
  }

${method}
}
`,
});

const rethrows = `  private async markPastDue(invoice: Stripe.Invoice): Promise<void> {
    try {
      await this.db.subscription.update({ id: invoice.subscription, status: 'past_due' });
    } catch (err) {
      this.logger.error('could not mark past due', err);
      throw err;
    }
  }`;

/**
 * The NestJS webhook whose `invoice.payment_failed` processing (`markPastDue`, which the branch
 * awaits) also notifies the owner through a method that catches and logs its own failure;
 * `call` is how `markPastDue` runs it.
 */
const notifying = (call: string) => {
  const files = nest(`${rethrows}

  private async notifyOwner(id: string): Promise<void> {
    try {
      await fetch('https://hooks.example.com/notify', { method: 'POST', body: id });
    } catch (err) {
      this.logger.error('could not notify', err);
    }
  }`);
  const service = 'src/webhooks/webhooks.service.ts';
  return {
    ...files,
    [service]: files[service].replace('      throw err;\n    }\n  }', `      throw err;\n    }\n    ${call}\n  }`),
  };
};

/**
 * A Hono webhook whose refund branch hands the event to a function that takes the service as
 * a parameter typed by its class (`service: RefundService`); `reverse` is the service's method.
 */
const typedParam = (reverse: string) => ({
  'src/services/refund-service.ts': `export class RefundService {
  private readonly db = { payout: { update: async (_x: unknown) => {} } };
${reverse}
}
`,
  'src/routes/webhooks.ts': hono(
    `  if (event.type === 'charge.refunded') await refundCharge(event, new RefundService());`,
  ).replace(
    "import { fulfillOrder, markFailed } from '../services/orders';",
    "import { RefundService } from '../services/refund-service';",
  ).concat(`
async function refundCharge(event: Stripe.Event, service: RefundService) {
  await service.reverse((event.data.object as Stripe.Charge).id);
}
`),
});

const reverseRethrows = `  async reverse(chargeId: string) {
    try {
      await this.db.payout.update({ chargeId, status: 'reversed' });
    } catch (err) {
      console.error('reversal failed', err);
      throw err;
    }
  }`;

/**
 * A Hono worker whose webhook route hands a handler another module defines to a factory of
 * the repository that verifies, awaits it and answers 200; `refund` is the handler's catch.
 */
const wrapped = (refund: string) => ({
  'src/utils/webhook-handler.ts': `import Stripe from 'stripe';
import type { Context } from 'hono';
export function createWebhookHandler(handler: (event: Stripe.Event, c: Context) => Promise<void>) {
  return async (c: Context) => {
    const stripe = new Stripe(c.env.STRIPE_SECRET_KEY);
    const event = await stripe.webhooks.constructEventAsync(await c.req.text(), c.req.header('stripe-signature') ?? '', c.env.STRIPE_WEBHOOK_SECRET);
    await handler(event, c);
    return c.json({ received: true });
  };
}
`,
  'src/handlers/payment-webhook.ts': `import type { Context } from 'hono';
import type Stripe from 'stripe';
async function markRefunded(chargeId: string, c: Context) {
  try {
    await c.env.DB.prepare('update purchases set refunded = 1 where charge = ?').bind(chargeId).run();
  } catch (err) {
    console.error('refund failed', err);
${refund}  }
}
export async function handlePaymentWebhook(event: Stripe.Event, c: Context) {
  if (event.type === 'charge.refunded') await markRefunded((event.data.object as Stripe.Charge).id, c);
}
`,
  'src/index.ts': `import { Hono } from 'hono';
import { createWebhookHandler } from './utils/webhook-handler';
import { handlePaymentWebhook } from './handlers/payment-webhook';
const app = new Hono();
app.post('/webhooks/stripe', createWebhookHandler(handlePaymentWebhook));
export default app;
`,
});

const good = route(tryCatch(`    return res.status(500).json({ error: 'processing_failed' });`));

/** The shared event module with `added` written into the try block of its swallowing catch. */
const swallowingWith = (added: string) =>
  sharedEvents('event.data.object')['src/events/handle.ts'].replace(
    '      await fulfillOrder(event.data.object);\n',
    `      await fulfillOrder(event.data.object);\n${added}`,
  );
const credits = {
  'src/services/credits.ts': `export async function grantCredits(pi: unknown) {}\n`,
};
/** The shared event module's app with src/services/warmup.ts, whose `body` follows its import of grantCredits. */
const withWarmup = (body: string) => ({
  ...sharedEvents('event.data.object'),
  ...credits,
  'src/services/warmup.ts': "import { grantCredits } from './credits';\n" + body,
});

/** The shared event module with a call of `kickoffWarmup()` (src/services/warmup.ts) added to its swallowing catch's try block. */
const kickoffAdded = swallowingWith('      kickoffWarmup();\n').replace(
  "import { fulfillOrder } from '../services/orders';",
  "import { fulfillOrder } from '../services/orders';\nimport { kickoffWarmup } from '../services/warmup';",
);

const withCredits = (text: string) =>
  text.replace(
    "import { fulfillOrder } from '../services/orders';",
    "import { fulfillOrder } from '../services/orders';\nimport { grantCredits } from '../services/credits';",
  );

/** A webhook that starts its processing unawaited and answers 200; `work` is the body of the processing it starts. */
const unawaited = (work: string) => ({
  ...base,
  'src/services/subscriptions.ts': `import { markFailed } from './orders';
export async function syncSubscription(sub: unknown) {
${work}}
`,
  'src/routes/webhook.ts': route(`  void handleSubscription(event);`)
    .replace(
      'async function handleEvent',
      `async function handleSubscription(event: Stripe.Event) {
  await syncSubscription(event.data.object);
}

async function handleEvent`,
    )
    .replace(
      "import { fulfillOrder, markFailed } from '../services/orders';",
      "import { fulfillOrder, markFailed } from '../services/orders';\nimport { syncSubscription } from '../services/subscriptions';",
    ),
});

/**
 * The NestJS service of `nest` extends a base class of another module whose `handleError`
 * is `errorHandler`, and the catch of `markPastDue` hands the failure to it.
 */
const viaBaseHandler = (errorHandler: string) => {
  const files = nest(rethrows.replace('      throw err;\n', "      this.handleError(err, 'markPastDue');\n"));
  return {
    ...files,
    'src/webhooks/webhooks.service.ts': files['src/webhooks/webhooks.service.ts']
      .replace('export class WebhooksService {', 'export class WebhooksService extends BaseService {')
      .replace(
        "import type Stripe from 'stripe';",
        "import type Stripe from 'stripe';\nimport { BaseService } from '../lib/base-service';",
      ),
    'src/lib/base-service.ts': `export class BaseService {
  protected log(message: string, err: unknown): void {
    console.error(message, err);
  }

${errorHandler}
}
`,
  };
};

const neverHandler = `  protected handleError(err: unknown, context: string): never {
    this.log(context, err);
    throw new Error(\`\${context} failed\`, { cause: err });
  }`;

ruleTester('stripe/webhook-error-handling', {
  valid: [
    {
      name: "look-alike: the handler handed to the repository's wrapper logs and rethrows, so the wrapper's answer never comes",
      base: { ...base, ...wrapped('    throw err;\n') },
      head: wrapped("    await c.env.AUDIT.put('refund-failed', String(err));\n    throw err;\n"),
    },
    {
      name: 'look-alikes of an unchecked Supabase write: its error read and thrown, a read whose error is ignored, a Knex query (which rejects)',
      base,
      head: supabaseWebhook(
        "const { error } = await supabase.from('profiles').update({ plan: 'pro' }).eq('id', userId);\n  if (error) throw error;",
      ),
    },
    {
      name: 'look-alike: the base already wrote without reading the error; the change edits another line of the webhook',
      base: supabaseWebhook("await supabase.from('profiles').update({ plan: 'pro' }).eq('id', userId);"),
      head: {
        'src/routes/webhook.ts': supabaseWebhook(
          "await supabase.from('profiles').update({ plan: 'pro' }).eq('id', userId);",
        )['src/routes/webhook.ts'].replace(".select('plan')", ".select('plan, seats')"),
      },
    },
    {
      name: 'look-alike: the base wrote twice without reading the error; the change checks one, the other is still the base gap',
      base: supabaseWebhook(
        "await supabase.from('events').insert({ id: userId });\n  await supabase.from('profiles').update({ plan: 'pro' }).eq('id', userId);",
      ),
      head: supabaseWebhook(
        "const { error } = await supabase.from('events').insert({ id: userId });\n  if (error) throw error;\n  await supabase.from('profiles').update({ plan: 'pro' }).eq('id', userId);",
      ),
    },
    {
      name: 'look-alike: the same chain on a Knex client, which rejects when the write fails',
      base,
      head: supabaseWebhook(
        "await supabase.from('profiles').update({ plan: 'pro' }).where('id', userId);",
        "import createClient from 'knex';",
      ),
    },
    {
      name: 'returns 500 when processing fails and 400 for bad signatures',
      base,
      head: { 'src/routes/webhook.ts': good },
    },
    {
      name: 'acknowledges unhandled event types with a 2xx (default: log and break)',
      base,
      head: {
        'src/routes/webhook.ts': route(tryCatch('    throw err;'), "console.log('ignored', event.type);\n      break;"),
      },
    },
    {
      name: 'no try/catch: errors propagate to the framework (500)',
      base,
      head: { 'src/routes/webhook.ts': route('  await handleEvent(event);') },
    },
    {
      name: 'hands the event to a queue with await queue.add(...) before answering',
      base,
      head: { 'src/routes/webhook.ts': route("  await queue.add('stripe-event', { id: event.id });") },
    },
    {
      name: 'passes the error on with next(err)',
      base,
      head: {
        'src/routes/webhook.ts': route(tryCatch('    return next(err);')).replace(
          'async (req, res)',
          'async (req, res, next)',
        ),
      },
    },
    {
      name: 'a swallowing webhook on the base branch, untouched by the PR',
      base: {
        ...base,
        'src/routes/webhook.ts': route(tryCatch('    return res.status(200).json({ received: true });')),
      },
      head: {
        'src/services/orders.ts': `export async function fulfillOrder(pi: unknown) {\n  return;\n}\nexport async function markFailed(pi: unknown) {}\n`,
      },
    },
    {
      name: 'two webhook routes share an event module whose swallowing catch the base had; the PR changes another line of it',
      base: sharedEvents('event.data.object'),
      head: {
        'src/events/handle.ts': sharedEvents('{ ...event.data.object, source: "webhook" }')['src/events/handle.ts'],
      },
    },
    {
      name: 'a status computed from the error is not judged as a 2xx',
      base,
      head: {
        'src/routes/webhook.ts': route(
          tryCatch("    return res.status((err as { status?: number }).status ?? 500).json({ error: 'failed' });"),
        ),
      },
    },
    {
      name: 'a default that throws inside a guard whose types all have their own case',
      base,
      head: { 'src/routes/webhooks.ts': hono(guarded('throw new Error(`no handler for ${event.type}`);')) },
    },
    {
      name: "a service method's catch hands the failure to a base class's handleError, declared to return never",
      base: { ...base, ...nest(rethrows) },
      head: viaBaseHandler(neverHandler),
    },
    {
      name: "a service method's catch hands the failure to a base class's handleError, whose body ends in a throw",
      base: { ...base, ...nest(rethrows) },
      head: viaBaseHandler(neverHandler.replace('): never {', ') {')),
    },
    {
      name: 'a notification left to run on its own (`this.notifyOwner(id).catch(log)`): its catch acknowledges nothing the handler answers',
      base: { ...base, ...nest(rethrows) },
      head: notifying("this.notifyOwner(event.id).catch((err) => this.logger.error('notify failed', err));"),
    },
    {
      name: 'a service method the controller awaits logs and rethrows',
      base: { ...base, ...nest(rethrows.replace('      throw err;\n', '')) },
      head: nest(rethrows),
    },
    {
      name: 'a helper that catches and returns false, which the handler answers with 500',
      base,
      head: {
        'src/routes/webhook.ts': route(`  const ok = await process(event);
  if (!ok) return res.status(500).json({ error: 'processing_failed' });`).replace(
          'async function handleEvent',
          `async function process(event: Stripe.Event): Promise<boolean> {
  try {
    await handleEvent(event);
    return true;
  } catch (err) {
    console.error(err);
    return false;
  }
}

async function handleEvent`,
        ),
      },
    },
    {
      name: 'a pages-router webhook ported to the app router keeps the same swallowing catch (git pairs nothing)',
      base: {
        ...base,
        'pages/api/webhooks/stripe.ts': `import type { NextApiRequest, NextApiResponse } from 'next';
import { buffer } from 'micro';
import { stripe } from '../../../src/lib/stripe';
import { fulfillOrder } from '../../../src/services/orders';
export const config = { api: { bodyParser: false } };
export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  const event = stripe.webhooks.constructEvent(await buffer(req), req.headers['stripe-signature'] as string, process.env.STRIPE_WEBHOOK_SECRET!);
  if (event.type === 'payment_intent.succeeded') {
    try {
      await fulfillOrder(event.data.object);
    } catch (err) {
      console.error(err);
    }
  }
  res.status(200).json({ received: true });
}
`,
      },
      head: {
        'pages/api/webhooks/stripe.ts': null,
        'app/api/webhooks/stripe/route.ts': `import { stripe } from '../../../../src/lib/stripe';
import { fulfillOrder } from '../../../../src/services/orders';

// Moved from the pages router.
export async function POST(request: Request) {
  const event = stripe.webhooks.constructEvent(await request.text(), request.headers.get('stripe-signature')!, process.env.STRIPE_WEBHOOK_SECRET!);
  if (event.type === 'payment_intent.succeeded') {
    try {
      await fulfillOrder(event.data.object);
    } catch (error) {
      console.error('fulfilment failed', error);
    }
  }
  return Response.json({ received: true });
}
`,
      },
    },
    {
      name: 'only analytics handed to after(); the fulfilment is awaited',
      base,
      head: {
        'app/api/webhooks/stripe/route.ts': `import { after } from 'next/server';
import { stripe } from '../../../../src/lib/stripe';
import { fulfillOrder } from '../../../../src/services/orders';
import { track } from '../../../../src/lib/analytics';
export async function POST(request: Request) {
  const event = stripe.webhooks.constructEvent(await request.text(), request.headers.get('stripe-signature')!, process.env.STRIPE_WEBHOOK_SECRET!);
  switch (event.type) {
    case 'payment_intent.succeeded':
      await fulfillOrder(event.data.object);
      after(() => track('paid', event.id));
      break;
  }
  return Response.json({ received: true });
}
`,
        'src/lib/analytics.ts': `export async function track(name: string, id: string) {}\n`,
      },
    },
    {
      name: 'an old swallowing catch: the PR only changes an argument of the call it already made there',
      base: sharedEvents('event.data.object'),
      head: { 'src/events/handle.ts': sharedEvents('{ id: event.id }')['src/events/handle.ts'] },
    },
    {
      name: 'an old swallowing catch: the PR adds a kickoff inside its try block, a function that starts work whose failure its own `.catch` handles',
      base: withWarmup(
        "let started: Promise<void> | undefined;\nexport function kickoffWarmup(): void {\n  if (started) return;\n  started = grantCredits({}).catch((error: unknown) => {\n    started = undefined;\n    console.error('warmup failed', error);\n  });\n}\n",
      ),
      head: { 'src/events/handle.ts': kickoffAdded },
    },
    {
      name: 'an old swallowing catch: the PR adds only a log inside its try block',
      base: sharedEvents('event.data.object'),
      head: { 'src/events/handle.ts': swallowingWith("      console.info('fulfilled', event.id);\n") },
    },
    {
      name: 'an old swallowing catch: the PR replaces the awaited call in its try block with another (the step was there, done another way)',
      base: { ...sharedEvents('event.data.object'), ...credits },
      head: {
        'src/events/handle.ts': withCredits(sharedEvents('event.data.object')['src/events/handle.ts']).replace(
          '      await fulfillOrder(event.data.object);\n',
          '      await grantCredits(event.data.object);\n',
        ),
      },
    },
    {
      name: 'an old swallowing catch: the awaited call the PR writes in place of the old one runs work of its own (it stands for what the old call ran)',
      base: { ...sharedEvents('event.data.object'), ...credits },
      head: {
        'src/events/handle.ts': withCredits(sharedEvents('event.data.object')['src/events/handle.ts']).replace(
          '      await fulfillOrder(event.data.object);\n',
          '      await grantCredits(event.data.object);\n',
        ),
        'src/services/credits.ts':
          "export async function grantCredits(pi: unknown) {\n  await fetch('https://ledger.example/credits', { method: 'POST', body: JSON.stringify(pi) });\n}\n",
      },
    },
    {
      name: 'an old swallowing catch in a local function: the PR adds a step before it, and the search from the handler no longer reaches the local function on its own (the gap is the same, wherever it is reached from)',
      base: localRefundAfterSteps(''),
      head: { 'src/events/handle.ts': localRefundAfterSteps('  await audit(event);\n')['src/events/handle.ts'] },
    },
    {
      name: 'an old unawaited call: the PR adds work on the awaited path, not under the unawaited call',
      base: unawaited('  return;\n'),
      head: {
        'src/routes/webhook.ts': unawaited('  return;\n')['src/routes/webhook.ts'].replace(
          '      await fulfillOrder(event.data.object);\n',
          '      await fulfillOrder(event.data.object);\n      await markFailed(event.data.object);\n',
        ),
      },
    },
  ],
  invalid: [
    {
      name: "a Supabase write in the event's processing whose `error` is never read (the query does not throw)",
      base,
      head: supabaseWebhook("await supabase.from('profiles').update({ plan: 'pro' }).eq('id', userId);"),
      errors: [
        {
          file: 'src/routes/webhook.ts',
          line: 37,
          message: /update on profiles in activate\(\) \(webhook\.ts:37\),.*never reads the `error`/,
          related: ['src/routes/webhook.ts', 'src/routes/webhook.ts'],
        },
      ],
    },
    {
      name: 'look-alike of a notification left to run on its own: the branch awaits it, so its logging catch acknowledges the event',
      base: { ...base, ...nest(rethrows) },
      head: notifying('await this.notifyOwner(event.id);'),
      errors: [{ file: 'src/webhooks/webhooks.service.ts', message: /notifyOwner\(\)/ }],
    },
    {
      name: 'an old swallowing catch in the shared event module: the PR adds new work inside its try block',
      base: { ...sharedEvents('event.data.object'), ...credits },
      head: { 'src/events/handle.ts': withCredits(swallowingWith('      await grantCredits(event.data.object);\n')) },
      errors: [{ file: 'src/events/handle.ts', line: 9, message: /only logged.*This change adds grantCredits\(\)/s }],
    },
    {
      name: 'look-alike of a replaced call: the PR replaces the awaited call in the try block and adds a second awaited step',
      base: { ...sharedEvents('event.data.object'), ...credits },
      head: {
        'src/events/handle.ts': withCredits(sharedEvents('event.data.object')['src/events/handle.ts']).replace(
          '      await fulfillOrder(event.data.object);\n',
          '      await grantCredits(event.data.object);\n      await grantCredits(event.id);\n',
        ),
      },
      errors: [{ file: 'src/events/handle.ts', message: /only logged.*This change adds grantCredits\(\)/s }],
    },
    {
      name: 'look-alike of a kickoff: the function the PR adds to an old swallowing catch awaits nothing but calls work it does not hand to `.catch`',
      base: withWarmup('export function kickoffWarmup(): void {\n  grantCredits({});\n}\n'),
      head: { 'src/events/handle.ts': kickoffAdded },
      errors: [{ file: 'src/events/handle.ts', message: /This change adds kickoffWarmup\(\)/ }],
    },
    {
      name: "the PR adds work inside an old swallowing catch's try through a promise nobody awaits (`void grantCredits(…)`): it is started unawaited, not caught there",
      base: { ...sharedEvents('event.data.object'), ...credits },
      head: {
        'src/events/handle.ts': withCredits(swallowingWith('      void grantCredits(event.data.object);\n')),
      },
      errors: [
        { file: 'src/events/handle.ts', message: /^(?!.*only logged).*starts grantCredits\(\) without awaiting it/s },
      ],
    },
    {
      name: 'an old unawaited call: the PR adds new work to the function it starts',
      base: unawaited('  return;\n'),
      head: {
        'src/services/subscriptions.ts': unawaited('  await markFailed(sub);\n')['src/services/subscriptions.ts'],
      },
      errors: [
        { file: 'src/routes/webhook.ts', line: 17, message: /without awaiting it.*This change adds markFailed\(\)/s },
      ],
    },
    {
      name: 'look-alike: the PR writes the swallowing catch into the event module two webhook routes share (one finding)',
      base: {
        ...sharedEvents('event.data.object'),
        'src/events/handle.ts': sharedEvents('event.data.object')['src/events/handle.ts'].replace(
          /try \{\n\s*(await fulfillOrder\(event\.data\.object\);)\n\s*\} catch \(err\) \{\n.*\n\s*\}/,
          '$1',
        ),
      },
      head: { 'src/events/handle.ts': sharedEvents('event.data.object')['src/events/handle.ts'] },
      errors: [{ file: 'src/events/handle.ts', line: 7, message: /only logged/ }],
    },
    {
      name: 'catches processing errors and still answers 200',
      base,
      head: { 'src/routes/webhook.ts': route(tryCatch('    return res.status(200).json({ received: true });')) },
      errors: [{ file: 'src/routes/webhook.ts', line: 20, message: /still answers 200/, fix: '500' }],
    },
    {
      name: 'catches processing errors, logs them and falls through to the 200',
      base: { ...base, 'src/routes/webhook.ts': good },
      head: { 'src/routes/webhook.ts': route(tryCatch('')) },
      errors: [{ file: 'src/routes/webhook.ts', line: 18, message: /carries on/ }],
    },
    {
      name: 'answers 400 when processing a verified event fails',
      base,
      head: { 'src/routes/webhook.ts': route(tryCatch("    return res.status(400).json({ error: 'bad' });")) },
      errors: [{ file: 'src/routes/webhook.ts', line: 20, message: /answers 400 when processing/ }],
    },
    {
      name: 'answers 400 for event types it does not handle',
      base,
      head: {
        'src/routes/webhook.ts': route(
          tryCatch('    throw err;'),
          'throw new Error(`Unhandled event type ${event.type}`);',
        ),
      },
      errors: [{ file: 'src/routes/webhook.ts', line: 34, message: /does not handle/, fix: '2xx' }],
    },
    {
      name: 'starts processing without awaiting it and answers 200 (fire-and-forget)',
      base,
      head: { 'src/routes/webhook.ts': route('  handleEvent(event);') },
      errors: [{ file: 'src/routes/webhook.ts', line: 16, message: /without awaiting/, fix: 'queue' }],
    },
    {
      name: 'answers 200 first, then processes the event',
      base,
      head: {
        'src/routes/webhook.ts': route('  res.sendStatus(200);\n  await handleEvent(event);').replace(
          '  res.json({ received: true });\n});',
          '});',
        ),
      },
      errors: [{ file: 'src/routes/webhook.ts', line: 16, message: /answers 2xx before running handleEvent/ }],
    },
    {
      name: 'Next.js route that verifies and processes in one try whose catch answers 400',
      base,
      head: {
        'app/api/stripe/webhook/route.ts': `import { stripe } from '@/lib/stripe';
import { fulfillOrder } from '@/services/orders';
export async function POST(req: Request) {
  try {
    const event = stripe.webhooks.constructEvent(await req.text(), req.headers.get('stripe-signature')!, process.env.STRIPE_WEBHOOK_SECRET!);
    if (event.type === 'payment_intent.succeeded') await fulfillOrder(event.data.object);
  } catch (err) {
    return new Response('Webhook Error', { status: 400 });
  }
  return Response.json({ received: true });
}
`,
      },
      errors: [{ file: 'app/api/stripe/webhook/route.ts', line: 8, message: /one try block/ }],
    },
    {
      name: 'a catch inside one case logs and breaks out to the 200',
      base,
      head: {
        'src/routes/webhook.ts': route('  await handleEvent(event);').replace(
          `    case 'payment_intent.payment_failed':
      await markFailed(event.data.object);
      break;`,
          `    case 'payment_intent.payment_failed':
      try {
        await markFailed(event.data.object);
      } catch (err) {
        console.error('could not mark the order failed', err);
      }
      break;`,
        ),
      },
      errors: [
        {
          file: 'src/routes/webhook.ts',
          line: 28,
          message: /caught in handleEvent\(\).*answers 200/,
          fix: /[Rr]ethrow/,
        },
      ],
    },
    {
      name: 'a NestJS service method the controller awaits catches the failure and only logs it',
      base: { ...base, ...nest(rethrows) },
      head: nest(rethrows.replace('      throw err;\n', '')),
      errors: [
        {
          file: 'src/webhooks/webhooks.service.ts',
          line: 22,
          message: /markPastDue\(\).*POST \/webhooks\/stripe carries on and answers 200/,
          related: ['src/webhooks/webhooks.controller.ts'],
        },
      ],
    },
    {
      name: "look-alike: the base class's handleError the catch calls only logs, and returns",
      base: { ...base, ...nest(rethrows) },
      head: viaBaseHandler(`  protected handleError(err: unknown, context: string): void {
    this.log(context, err);
  }`),
      errors: [{ file: 'src/webhooks/webhooks.service.ts', message: /markPastDue\(\).*answers 200/ }],
    },
    {
      name: "look-alike: the base class's handleError throws only on one branch",
      base: { ...base, ...nest(rethrows) },
      head: viaBaseHandler(`  protected handleError(err: unknown, context: string) {
    if (err instanceof TypeError) throw err;
    this.log(context, err);
  }`),
      errors: [{ file: 'src/webhooks/webhooks.service.ts', message: /markPastDue\(\).*answers 200/ }],
    },
    {
      name: 'a service method reached through a parameter typed by its class catches the failure and only logs it',
      base: { ...base, ...typedParam(reverseRethrows) },
      head: typedParam(reverseRethrows.replace('      throw err;\n', '')),
      errors: [{ file: 'src/services/refund-service.ts', line: 6, message: /reverse\(\)/ }],
    },
    {
      name: "a handler handed to the repository's wrapper, which answers 200 after it, catches the failure and only logs it",
      base: { ...base, ...wrapped('    throw err;\n') },
      head: wrapped(''),
      errors: [{ file: 'src/handlers/payment-webhook.ts', line: 6, message: /answers 200/ }],
    },
    {
      name: 'the else of a guard on a set of event types answers 400',
      base: { ...base, 'src/routes/webhooks.ts': hono(guarded('throw new Error(`no handler for ${event.type}`);')) },
      head: {
        'src/routes/webhooks.ts': hono(
          guarded(
            'throw new Error(`no handler for ${event.type}`);',
            ` else {
    return c.json({ error: 'unsupported event type' }, 400);
  }`,
          ),
        ),
      },
      errors: [{ file: 'src/routes/webhooks.ts', line: 27, message: /answers 400 for event types it does not handle/ }],
    },
    {
      name: 'a default that throws inside a guard whose set has a type without a case',
      base,
      head: {
        'src/routes/webhooks.ts': hono(guarded('throw new Error(`no handler for ${event.type}`);')).replace(
          "'payment_intent.payment_failed']",
          "'payment_intent.payment_failed', 'charge.refunded']",
        ),
      },
      errors: [{ file: 'src/routes/webhooks.ts', line: 24, message: /throws for event types it does not handle/ }],
    },
    {
      name: 'the fulfilment of a paid order handed to after(), which runs once the 200 is sent',
      base,
      head: {
        'app/api/webhooks/stripe/route.ts': `import { after } from 'next/server';
import { stripe } from '../../../../src/lib/stripe';
import { fulfillOrder } from '../../../../src/services/orders';
export async function POST(request: Request) {
  const event = stripe.webhooks.constructEvent(await request.text(), request.headers.get('stripe-signature')!, process.env.STRIPE_WEBHOOK_SECRET!);
  switch (event.type) {
    case 'payment_intent.succeeded':
      after(async () => {
        try {
          await fulfillOrder(event.data.object);
        } catch (err) {
          console.error(err);
        }
      });
      break;
  }
  return Response.json({ received: true });
}
`,
      },
      errors: [
        { file: 'app/api/webhooks/stripe/route.ts', line: 8, message: /after\(\), which runs it after the 2xx/ },
      ],
    },
    {
      name: 'a promise .catch() that only logs, then the 200',
      base,
      head: {
        'src/routes/webhook.ts': route('  await handleEvent(event).catch((err) => console.error(err));'),
      },
      errors: [{ file: 'src/routes/webhook.ts', line: 16, message: /carries on and answers 200/ }],
    },
    {
      name: 'a 4xx for a processing failure is named for what it does, by the full route of the webhook',
      base: {
        ...base,
        'src/app.ts': `import express from 'express';
import { webhookRouter } from './routes/webhook';
export const app = express();
app.use('/api/webhooks/stripe', express.raw({ type: 'application/json' }), webhookRouter);
`,
      },
      head: { 'src/routes/webhook.ts': route(tryCatch("    return res.status(422).json({ error: 'bad' });")) },
      errors: [
        {
          file: 'src/routes/webhook.ts',
          line: 20,
          message:
            /POST \/api\/webhooks\/stripe answers 422 when processing a verified event fails: a 4xx tells Stripe the request was malformed/,
          fix: 'Answer 500',
        },
      ],
    },
  ],
});
