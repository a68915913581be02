import { ruleTester } from '../../helpers/rule-tester';
import { expressApp, route } from './fixtures/app';

const base = expressApp();
const nextStripe = {
  'lib/stripe.ts': `import Stripe from 'stripe';\nexport const stripe = new Stripe(process.env.STRIPE_SECRET_KEY!, { apiVersion: '2025-02-24.acacia' });\n`,
  'tsconfig.json': '{ "compilerOptions": { "paths": { "@/*": ["./*"] } } }\n',
};

ruleTester('stripe/client-trusted-amount', {
  valid: [
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
  ],
  invalid: [
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
  ],
});
