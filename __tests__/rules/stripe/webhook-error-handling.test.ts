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

const tryCatch = (catchBody: string) => `  try {
    await handleEvent(event);
  } catch (err) {
    console.error('failed', err);
${catchBody}
  }`;

const good = route(tryCatch(`    return res.status(500).json({ error: 'processing_failed' });`));

ruleTester('stripe/webhook-error-handling', {
  valid: [
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
      name: 'a status computed from the error is not judged as a 2xx',
      base,
      head: {
        'src/routes/webhook.ts': route(
          tryCatch("    return res.status((err as { status?: number }).status ?? 500).json({ error: 'failed' });"),
        ),
      },
    },
  ],
  invalid: [
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
  ],
});
