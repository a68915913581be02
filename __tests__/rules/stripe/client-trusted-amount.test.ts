import { ruleTester } from '../../helpers/rule-tester';
import { expressApp, route } from './fixtures/app';

const base = expressApp();
const nextStripe = {
  'lib/stripe.ts': `import Stripe from 'stripe';\nexport const stripe = new Stripe(process.env.STRIPE_SECRET_KEY!, { apiVersion: '2025-02-24.acacia' });\n`,
  'tsconfig.json': '{ "compilerOptions": { "paths": { "@/*": ["./*"] } } }\n',
};

/** tRPC: a procedure hands its input to a billing service module that charges. */
const trpcBilling = (service: string) => ({
  ...nextStripe,
  'server/trpc.ts':
    "import { initTRPC } from '@trpc/server';\nconst t = initTRPC.create();\nexport const router = t.router;\nexport const publicProcedure = t.procedure;\n",
  'server/billing.ts': service,
  'server/routers/billing.ts': `import { z } from 'zod';
import { router, publicProcedure } from '../trpc';
import { charge } from '../billing';
export const billingRouter = router({
  pay: publicProcedure
    .input(z.object({ plan: z.string(), amount: z.string(), discount: z.number(), tip: z.boolean() }))
    .mutation(async ({ input }) => charge(input)),
});
`,
});
const billingService = (amount: string, before = '') => `import { stripe } from '@/lib/stripe';
import { db } from './db';
const PLANS: Record<string, { cents: number }> = { pro: { cents: 2000 } };
export async function charge(input: { plan: string; amount: string; discount: number; tip: boolean }) {
${before}  return stripe.paymentIntents.create({ amount: ${amount}, currency: 'usd' }, { idempotencyKey: input.plan });
}
`;

ruleTester('stripe/client-trusted-amount', {
  valid: [
    {
      name: "look-alike: a server price compounded in a loop by the client's quantity (`total = total * quantity`) is recomputed on the server, and the walk over its own product ends",
      base: trpcBilling(billingService('100')),
      head: {
        'server/billing.ts': billingService(
          'total',
          '  let total = PLANS.pro.cents;\n  for (let i = 0; i < 3; i++) total = total * input.discount;\n',
        ),
      },
    },
    {
      name: "a resolver map field reads the amount from its parent record, not the client's arguments",
      base,
      head: {
        'src/graphql/resolvers.ts': `import { stripe } from '../lib/stripe';
export const resolvers = {
  Order: {},
  Mutation: {
    settle: (order, args) => stripe.paymentIntents.create({ amount: order.total, currency: 'usd', metadata: { note: args.note } }),
  },
};
`,
      },
    },
    {
      name: 'look-alike: a service prices the plan the client picks from a constant table',
      base: trpcBilling(billingService('100')),
      head: { 'server/billing.ts': billingService('PLANS[input.plan].cents') },
    },
    {
      name: 'look-alike: a service prices the plan by a database lookup of the client key',
      base: trpcBilling(billingService('100')),
      head: {
        'server/billing.ts': billingService(
          'plan.priceCents',
          '  const plan = await db.plan.findUniqueOrThrow({ where: { key: input.plan } });\n',
        ),
      },
    },
    {
      name: 'the catalogue price times the quantity from the body',
      base,
      head: {
        'src/routes/checkout.ts': route(`router.post('/', async (req, res) => {
  const { productId, quantity } = req.body;
  const product = await db.product.findUnique({ where: { id: productId } });
  const pi = await stripe.paymentIntents.create(
    { amount: product.priceCents * quantity, currency: product.currency },
    { idempotencyKey: \`checkout-\${req.user.id}-\${productId}\` },
  );
  res.json({ clientSecret: pi.client_secret });
});
`),
      },
    },
    {
      name: 'an amount looked up in a constant table by an allow-listed plan id from the body',
      base,
      head: {
        'src/routes/checkout.ts': route(`const PLAN_AMOUNTS = { basic: 1000, pro: 2500 } as const;
router.post('/', async (req, res) => {
  const { plan } = req.body;
  const amount = PLAN_AMOUNTS[plan as keyof typeof PLAN_AMOUNTS];
  if (!amount) return res.status(400).json({ error: 'unknown plan' });
  const pi = await stripe.paymentIntents.create({ amount, currency: 'usd' });
  res.json(pi);
});
`),
      },
    },
    {
      name: 'a price id from the body checked against an allow-list',
      base,
      head: {
        'src/routes/subscribe.ts': route(`const SELLABLE_PRICES = [process.env.PRICE_BASIC, process.env.PRICE_PRO];
router.post('/', async (req, res) => {
  const { priceId } = req.body;
  if (!SELLABLE_PRICES.includes(priceId)) return res.status(400).json({ error: 'unknown price' });
  const session = await stripe.checkout.sessions.create({ mode: 'subscription', line_items: [{ price: priceId, quantity: 1 }] });
  res.json({ url: session.url });
});
`),
      },
    },
    {
      name: 'a price id parsed with z.enum',
      base,
      head: {
        'src/routes/subscribe.ts': route(`import { z } from 'zod';
const body = z.object({ priceId: z.enum(['price_basic', 'price_pro']), seats: z.number().int() });
router.post('/', async (req, res) => {
  const { priceId, seats } = body.parse(req.body);
  const sub = await stripe.subscriptions.create({ customer: req.user.customerId, items: [{ price: priceId, quantity: seats }] });
  res.json(sub);
});
`),
      },
    },
    {
      name: 'an order written with a server-computed total, then charged from the order',
      base,
      head: {
        'src/routes/checkout.ts': route(`router.post('/', async (req, res) => {
  const { productId, quantity } = req.body;
  const product = await db.product.findUnique({ where: { id: productId } });
  const order = await db.order.create({ data: { productId, quantity, amountCents: product.priceCents * quantity } });
  const pi = await stripe.paymentIntents.create({ amount: order.amountCents, currency: 'usd' }, { idempotencyKey: order.id });
  res.json(pi);
});
`),
      },
    },
    {
      name: 'a unit amount from stripe.prices.retrieve',
      base,
      head: {
        'src/routes/checkout.ts': route(`router.post('/', async (req, res) => {
  const price = await stripe.prices.retrieve(process.env.PRICE_ID!);
  const session = await stripe.checkout.sessions.create({
    mode: 'payment',
    line_items: [{ price_data: { currency: 'usd', unit_amount: price.unit_amount!, product_data: { name: req.body.name } }, quantity: 1 }],
  });
  res.json(session);
});
`),
      },
    },
    {
      name: 'a partial refund amount chosen by an admin',
      base,
      head: {
        'src/routes/refunds.ts': route(`router.post('/:id/refund', async (req, res) => {
  const refund = await stripe.refunds.create({ payment_intent: req.params.id, amount: req.body.amount }, { idempotencyKey: req.params.id });
  res.json(refund);
});
`),
      },
    },
    {
      name: 'a client amount the PR did not touch',
      base: {
        ...base,
        'src/routes/tips.ts': route(`router.post('/', async (req, res) => {
  const pi = await stripe.paymentIntents.create({ amount: req.body.amount, currency: 'usd' });
  res.json(pi);
});
`),
      },
      head: {
        'src/routes/tips.ts': `// Tips: any amount the customer chooses.\n${route(`router.post('/', async (req, res) => {
  const pi = await stripe.paymentIntents.create({ amount: req.body.amount, currency: 'usd' });
  res.json(pi);
});
`)}`,
      },
    },
    {
      name: 'a price id found among the active plans by a database query (the column names stripe)',
      base,
      head: {
        'src/routes/subscribe.ts': route(`router.post('/', async (req, res) => {
  const { priceId } = req.body;
  const plan = await db.selectFrom('plans').select(['key', 'stripe_price_id']).where('stripe_price_id', '=', priceId).where('active', '=', true).executeTakeFirst();
  if (!plan) return res.status(400).json({ error: 'not for sale' });
  const session = await stripe.checkout.sessions.create({ mode: 'subscription', line_items: [{ price: priceId, quantity: 1 }] });
  res.json({ url: session.url });
});
`),
      },
    },
    {
      name: 'the unit amount of the price retrieved by the client id (looked up on the server)',
      base,
      head: {
        'src/routes/pay.ts': route(`router.post('/', async (req, res) => {
  const price = await stripe.prices.retrieve(req.body.priceId);
  const pi = await stripe.paymentIntents.create({ amount: price.unit_amount!, currency: price.currency }, { idempotencyKey: req.body.orderId });
  res.json(pi);
});
`),
      },
    },
    {
      name: "server action: a helper destructures the server's price id from an options object that also carries the client's org id",
      base: nextStripe,
      head: {
        'app/actions.ts': `'use server';
import { stripe } from '@/lib/stripe';
const PRICES = { production: 'price_live', development: 'price_test' } as const;
async function subscribe({ orgId, priceId }: { orgId: string; priceId: string }) {
  return stripe.subscriptions.create({ customer: orgId, items: [{ price: priceId, quantity: 1 }] });
}
export async function buy(orgId: string) {
  const priceId = PRICES[process.env.NODE_ENV === 'production' ? 'production' : 'development'];
  return subscribe({ orgId, priceId });
}
`,
      },
    },
    {
      name: 'a helper in another module called only with amounts from a constant table',
      base: {
        ...base,
        'src/lib/packs.ts': `export const PACKS = { small: 500, large: 2000 } as const;\n`,
        'src/services/credits.ts': `import { stripe } from '../lib/stripe';
export async function chargeCredits(userId: string, amountCents: number) {
  return stripe.paymentIntents.create({ amount: amountCents, currency: 'usd' }, { idempotencyKey: userId });
}
`,
      },
      head: {
        'src/routes/credits.ts': route(`import { chargeCredits } from '../services/credits';
import { PACKS } from '../lib/packs';
router.post('/', async (req, res) => {
  const pack = PACKS[req.body.pack as keyof typeof PACKS];
  res.json(await chargeCredits(req.user.id, pack));
});
`),
        'src/services/credits.ts': `import { stripe } from '../lib/stripe';
export async function chargeCredits(userId: string, amountCents: number) {
  // Credits are sold in packs only.
  return stripe.paymentIntents.create({ amount: amountCents, currency: 'usd' }, { idempotencyKey: userId });
}
`,
      },
    },
    {
      name: 'a pages-router checkout ported to the app router keeps its unchecked price id (git pairs nothing)',
      base: {
        ...nextStripe,
        'pages/api/checkout.ts': `import type { NextApiRequest, NextApiResponse } from 'next';
import { stripe } from '@/lib/stripe';
export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  const { priceId, seats } = req.body as { priceId: string; seats: number };
  const session = await stripe.checkout.sessions.create({
    mode: 'subscription',
    line_items: [{ price: priceId, quantity: seats }],
  });
  return res.status(200).json({ url: session.url });
}
`,
      },
      head: {
        'pages/api/checkout.ts': null,
        'app/api/checkout/route.ts': `import { NextResponse } from 'next/server';
import { stripe } from '@/lib/stripe';

// Moved from the pages router.
export async function POST(request: Request) {
  const { priceId, seats } = (await request.json()) as { priceId: string; seats: number };
  try {
    const checkout = await stripe.checkout.sessions.create({
      mode: 'subscription',
      line_items: [{ price: priceId, quantity: seats }],
    });
    return NextResponse.json({ url: checkout.url });
  } catch {
    return NextResponse.json({ error: 'unavailable' }, { status: 502 });
  }
}
`,
      },
    },
    {
      name: "a database builder's .query() callback is not a tRPC procedure",
      base,
      head: {
        'src/routes/usage.ts': route(`router.post('/', async (req, res) => {
  const total = await db.usage.query(async (input: { cents: number }) => input.cents);
  const pi = await stripe.paymentIntents.create({ amount: total, currency: 'usd' }, { idempotencyKey: req.user.id });
  res.json(pi);
});
`),
      },
    },
  ],
  invalid: [
    {
      name: 'tRPC: a service module charges the client amount minus a client discount (subtraction keeps it)',
      base: trpcBilling(billingService('100')),
      head: { 'server/billing.ts': billingService('PLANS[input.plan].cents - input.discount') },
      errors: [
        {
          file: 'server/billing.ts',
          line: 5,
          message: /comes from the request/,
          related: ['server/routers/billing.ts'],
        },
      ],
    },
    {
      name: 'tRPC: a service module converts the client string to a number',
      base: trpcBilling(billingService('100')),
      head: { 'server/billing.ts': billingService('Math.round(Number(input.amount) * 100)') },
      errors: [{ file: 'server/billing.ts', line: 5, message: /comes from the request/ }],
    },
    {
      name: 'tRPC: a service module picks the client amount in a ternary',
      base: trpcBilling(billingService('100')),
      head: { 'server/billing.ts': billingService('input.tip ? parseInt(input.amount, 10) : PLANS.pro.cents') },
      errors: [{ file: 'server/billing.ts', line: 5, message: /comes from the request/ }],
    },
    {
      name: 'the amount straight from req.body',
      base,
      head: {
        'src/routes/checkout.ts': route(`router.post('/', async (req, res) => {
  const pi = await stripe.paymentIntents.create({
    amount: req.body.amountCents,
    currency: 'usd',
  });
  res.json(pi);
});
`),
      },
      errors: [{ file: 'src/routes/checkout.ts', line: 9, severity: 'blocking', message: /req\.body/, fix: /server/ }],
    },
    {
      name: 'a zod-parsed body amount, destructured',
      base,
      head: {
        'src/routes/checkout.ts': route(`import { z } from 'zod';
const schema = z.object({ productId: z.string(), amountCents: z.number().int().min(50) });
router.post('/', async (req, res) => {
  const parsed = schema.safeParse(req.body);
  if (!parsed.success) return res.status(400).end();
  const { amountCents } = parsed.data;
  const pi = await stripe.paymentIntents.create({ amount: amountCents, currency: 'usd' });
  res.json(pi);
});
`),
      },
      errors: [{ file: 'src/routes/checkout.ts', line: 13, message: /amount/ }],
    },
    {
      name: 'Next.js route: request.json() scaled to cents',
      base: nextStripe,
      head: {
        'app/api/pay/route.ts': `import { stripe } from '@/lib/stripe';
export async function POST(request: Request) {
  const { total } = await request.json();
  const pi = await stripe.paymentIntents.create({ amount: Math.round(total * 100), currency: 'eur' });
  return Response.json({ clientSecret: pi.client_secret });
}
`,
      },
      errors: [{ file: 'app/api/pay/route.ts', line: 4 }],
    },
    {
      name: "server action: a helper destructures the client's price id from an options object",
      base: nextStripe,
      head: {
        'app/actions.ts': `'use server';
import { stripe } from '@/lib/stripe';
async function subscribe({ orgId, priceId }: { orgId: string; priceId: string }) {
  return stripe.subscriptions.create({ customer: orgId, items: [{ price: priceId, quantity: 1 }] });
}
export async function buy(orgId: string, priceId: string) {
  return subscribe({ orgId, priceId: priceId });
}
`,
      },
      errors: [{ file: 'app/actions.ts', line: 4, message: /price id/ }],
    },
    {
      name: 'server action: price_data.unit_amount and a price id from form data',
      base: nextStripe,
      head: {
        'app/actions.ts': `'use server';
import { stripe } from '@/lib/stripe';
export async function buy(formData: FormData) {
  const cents = Number(formData.get('cents'));
  await stripe.checkout.sessions.create({
    mode: 'payment',
    line_items: [
      { price_data: { currency: 'usd', unit_amount: cents, product_data: { name: 'Gift' } }, quantity: 1 },
      { price: String(formData.get('addonPrice')), quantity: 1 },
    ],
  });
}
`,
      },
      errors: [
        { file: 'app/actions.ts', line: 8, message: /unit_amount/ },
        { file: 'app/actions.ts', line: 9, message: /price id/ },
      ],
    },
    {
      name: 'a cart total summed from client-sent prices',
      base,
      head: {
        'src/routes/cart.ts': route(`router.post('/pay', async (req, res) => {
  const total = req.body.items.reduce((sum: number, item: { price: number; qty: number }) => sum + item.price * item.qty, 0);
  const pi = await stripe.paymentIntents.create({
    amount: total,
    currency: 'usd',
    application_fee_amount: req.body.fee,
  });
  res.json(pi);
});
`),
      },
      errors: [
        { file: 'src/routes/cart.ts', line: 10, message: /amount passed to stripe\.paymentIntents\.create \(total\)/ },
        { file: 'src/routes/cart.ts', line: 12, message: /application_fee_amount/ },
      ],
    },
    {
      name: 'an order written with the client total, then charged from the order',
      base,
      head: {
        'src/routes/checkout.ts': route(`router.post('/', async (req, res) => {
  const { total } = req.body;
  const order = await db.order.create({ data: { userId: req.user.id, amountCents: total } });
  const pi = await stripe.paymentIntents.create(
    { amount: order.amountCents, currency: 'usd' },
    { idempotencyKey: \`order-\${order.id}\` },
  );
  res.json(pi);
});
`),
      },
      errors: [{ file: 'src/routes/checkout.ts', line: 11, message: /order\.amountCents/ }],
    },
    {
      name: 'NestJS @Body() dto',
      base,
      head: {
        'src/payments/payments.controller.ts': `import Stripe from 'stripe';
@Controller('payments')
export class PaymentsController {
  constructor(private readonly stripe: Stripe) {}
  @Post()
  async create(@Body() dto: { amount: number }) {
    return this.stripe.paymentIntents.create({ amount: dto.amount, currency: 'usd' });
  }
}
`,
      },
      errors: [{ file: 'src/payments/payments.controller.ts', line: 7 }],
    },
    {
      name: "a GraphQL mutation's @Args() amount",
      base,
      head: {
        'src/payments/payments.resolver.ts': `import Stripe from 'stripe';
@Resolver()
export class PaymentsResolver {
  constructor(private readonly stripe: Stripe) {}
  @Mutation(() => PaymentIntent)
  async pay(@Args('amount') amount: number) {
    return this.stripe.paymentIntents.create({ amount, currency: 'usd' });
  }
}
`,
      },
      errors: [{ file: 'src/payments/payments.resolver.ts', line: 7 }],
    },
    {
      name: "a resolver map's arguments and a socket message's payload",
      base,
      head: {
        'src/graphql/resolvers.ts': `import { stripe } from '../lib/stripe';
export const resolvers = {
  Mutation: {
    pay: (_parent, args) => stripe.paymentIntents.create({ amount: args.amount, currency: 'usd' }),
  },
};
`,
        'src/realtime.ts': `import { stripe } from './lib/stripe';
export function attach(io) {
  io.on('connection', (socket) => {
    socket.on('tip', (payload) => stripe.paymentIntents.create({ amount: payload.cents, currency: 'usd' }));
  });
}
`,
      },
      errors: [
        { file: 'src/graphql/resolvers.ts', line: 4 },
        { file: 'src/realtime.ts', line: 4 },
      ],
    },
    {
      name: 'NestJS: the controller passes a @Body() amount to a service method in another module',
      base,
      head: {
        'src/billing/billing.controller.ts': `import { Body, Controller, Post } from '@nestjs/common';
import { BillingService } from './billing.service';
@Controller('billing')
export class BillingController {
  constructor(private readonly billing: BillingService) {}
  @Post('credits')
  buy(@Body() body: { credits: number; amountCents: number }) {
    return this.billing.buyCredits(body.credits, body.amountCents);
  }
}
`,
        'src/billing/billing.service.ts': `import { Injectable } from '@nestjs/common';
import Stripe from 'stripe';
@Injectable()
export class BillingService {
  constructor(private readonly stripe: Stripe) {}
  async buyCredits(credits: number, amountCents: number) {
    return this.stripe.paymentIntents.create({ amount: amountCents, currency: 'usd', metadata: { credits } }, { idempotencyKey: String(credits) });
  }
}
`,
      },
      errors: [
        {
          file: 'src/billing/billing.service.ts',
          line: 7,
          message: /amountCents.*body\.amountCents|comes from the request/,
          related: ['src/billing/billing.controller.ts'],
        },
      ],
    },
    {
      name: 'Remix: a helper in another module applied to a value of the posted form',
      base: {
        ...nextStripe,
        'app/lib/pricing.server.ts': `export function nightly(rateCents: number) {\n  return rateCents;\n}\n`,
      },
      head: {
        'app/lib/pricing.server.ts': `export function nightly(rateCents: number) {\n  return rateCents;\n}\nexport function depositCents(value: number): number {\n  return Math.max(2_000, Math.round(value * 0.15));\n}\n`,
        'app/routes/gear.tsx': `import { type ActionFunctionArgs, redirect } from '@remix-run/node';
import { stripe } from '@/lib/stripe';
import { depositCents } from '~/lib/pricing.server';
export async function action({ request }: ActionFunctionArgs) {
  const form = Object.fromEntries(await request.formData());
  const session = await stripe.checkout.sessions.create({
    mode: 'payment',
    line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: depositCents(Number(form.value)), product_data: { name: 'Deposit' } } }],
  });
  return redirect(session.url!);
}
`,
        'tsconfig.json': '{ "compilerOptions": { "paths": { "@/*": ["./*"], "~/*": ["./app/*"] } } }\n',
      },
      errors: [{ file: 'app/routes/gear.tsx', line: 8, message: /unit_amount.*request\.formData\(\)/ }],
    },
    {
      name: "tRPC: the client's whole items array passed as line_items",
      base: nextStripe,
      head: {
        'server/routers/shop.ts': `import { z } from 'zod';
import { stripe } from '@/lib/stripe';
import { protectedProcedure, router } from '../trpc';
export const shopRouter = router({
  cart: protectedProcedure
    .input(z.object({ items: z.array(z.object({ price: z.string(), quantity: z.number() })) }))
    .mutation(async ({ ctx, input }) => {
      const session = await stripe.checkout.sessions.create({ mode: 'payment', customer_email: ctx.email, line_items: input.items });
      return { url: session.url };
    }),
});
`,
      },
      errors: [{ file: 'server/routers/shop.ts', line: 8, message: /line_items.*passed on whole/, fix: /reject/ }],
    },
    {
      name: 'server action: a ternary between a form price and the catalogue price',
      base: nextStripe,
      head: {
        'web/src/app/actions.ts': `'use server';
import { stripe } from '@/lib/stripe';
const PACKS = { starter: 900, pro: 2900 } as const;
export async function buy(formData: FormData) {
  const { pack, studentPrice } = Object.fromEntries(formData);
  const base = PACKS[pack as keyof typeof PACKS];
  const amountCents = studentPrice ? Math.round(Number(studentPrice)) : base;
  await stripe.checkout.sessions.create({
    mode: 'payment',
    line_items: [{ quantity: 1, price_data: { currency: 'eur', unit_amount: amountCents, product_data: { name: 'Credits' } } }],
  });
}
`,
      },
      errors: [{ file: 'web/src/app/actions.ts', line: 10, message: /unit_amount/ }],
    },
    {
      name: "a price id retrieved from Stripe and checked only for its type ('recurring') is no allow-list",
      base,
      head: {
        'src/routes/subscribe.ts': route(`router.post('/', async (req, res) => {
  const { priceId } = req.body;
  const price = await stripe.prices.retrieve(priceId);
  if (price.type !== 'recurring') return res.status(400).json({ error: 'not a subscription' });
  const session = await stripe.checkout.sessions.create({ mode: 'subscription', line_items: [{ price: price.id, quantity: 1 }] });
  res.json({ url: session.url });
});
`),
      },
      errors: [{ file: 'src/routes/subscribe.ts', line: 11, message: /price id from the request/ }],
    },
    {
      name: 'the PR removes the allow-list check, leaving the call itself untouched',
      base: {
        ...base,
        'src/routes/subscribe.ts': route(`const SELLABLE = [process.env.PRICE_BASIC, process.env.PRICE_PRO];
router.post('/', async (req, res) => {
  const { priceId } = req.body;
  if (!SELLABLE.includes(priceId)) return res.status(400).json({ error: 'unknown price' });
  const session = await stripe.checkout.sessions.create({ mode: 'subscription', line_items: [{ price: priceId, quantity: 1 }] });
  res.json({ url: session.url });
});
`),
      },
      head: {
        'src/routes/subscribe.ts': route(`const SELLABLE = [process.env.PRICE_BASIC, process.env.PRICE_PRO];
router.post('/', async (req, res) => {
  const { priceId } = req.body;
  const session = await stripe.checkout.sessions.create({ mode: 'subscription', line_items: [{ price: priceId, quantity: 1 }] });
  res.json({ url: session.url });
});
`),
      },
      errors: [{ file: 'src/routes/subscribe.ts', line: 10, message: /price id/ }],
    },
  ],
});
