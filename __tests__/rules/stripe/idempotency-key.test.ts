import { ruleTester } from '../../helpers/rule-tester';
import { expressApp, route } from './fixtures/app';

const base = expressApp();

/** A module whose function makes the Stripe call with the key its caller gives it. */
const chargesModule = `import { stripe } from './stripe';
export async function chargeSavedCard(opts: { customerId: string; amountCents: number; idempotencyKey: string }) {
  return stripe.paymentIntents.create(
    { amount: opts.amountCents, currency: 'usd', customer: opts.customerId, confirm: true, off_session: true },
    { idempotencyKey: opts.idempotencyKey },
  );
}
`;

ruleTester('stripe/idempotency-key', {
  valid: [
    {
      name: 'look-alike: a key a caller passes in, made of the id of the row it inserts first (raw SQL) or of a domain id',
      base,
      head: {
        'src/lib/charges.ts': chargesModule,
        'src/services/billing.ts': `import { randomUUID } from 'node:crypto';
import { db } from '../lib/db';
import { chargeSavedCard } from '../lib/charges';
export async function billShipment(orgId: string, customerId: string) {
  const chargeId = randomUUID();
  await db.$queryRaw\`INSERT INTO "charges" ("id", "org_id") VALUES (\${chargeId}::uuid, \${orgId}::uuid)\`;
  return chargeSavedCard({ customerId, amountCents: 500, idempotencyKey: chargeId });
}
export async function billOrder(order: { id: string; customerId: string }) {
  return chargeSavedCard({ customerId: order.customerId, amountCents: 900, idempotencyKey: \`order-\${order.id}\` });
}
`,
      },
    },
    {
      name: 'a refund keyed by the order id',
      base,
      head: {
        'src/routes/refunds.ts': route(`router.post('/:id/refund', async (req, res) => {
  const order = await db.order.findUnique({ where: { id: req.params.id } });
  const refund = await stripe.refunds.create(
    { payment_intent: order.paymentIntentId },
    { idempotencyKey: \`refund-\${order.id}\` },
  );
  res.json(refund);
});
`),
      },
    },
    {
      name: 'a key derived from an order created earlier in the same request',
      base,
      head: {
        'src/routes/checkout.ts': route(`router.post('/', async (req, res) => {
  const order = await db.order.create({ data: { userId: req.user.id, amountCents: 1000 } });
  const pi = await stripe.paymentIntents.create(
    { amount: order.amountCents, currency: 'usd' },
    { idempotencyKey: 'order-' + order.id },
  );
  res.json({ clientSecret: pi.client_secret });
});
`),
      },
    },
    {
      name: 'a fresh uuid that is persisted as the order id before use',
      base,
      head: {
        'src/routes/checkout.ts': route(`import { randomUUID } from 'node:crypto';
router.post('/', async (req, res) => {
  const orderId = randomUUID();
  await db.order.create({ data: { id: orderId, amountCents: 1000 } });
  const pi = await stripe.paymentIntents.create({ amount: 1000, currency: 'usd' }, { idempotencyKey: \`pi-\${orderId}\` });
  res.json(pi);
});
`),
      },
    },
    {
      name: 'a seed script that creates products and customers without keys',
      base,
      head: {
        'scripts/seed.ts': `import { stripe } from '../src/lib/stripe';
async function main() {
  const product = await stripe.products.create({ name: 'Pro' });
  await stripe.prices.create({ product: product.id, unit_amount: 2000, currency: 'usd' });
  await stripe.customers.create({ email: 'demo@example.com' });
}
main();
`,
      },
    },
    {
      name: 'reads, billing portal sessions and options built elsewhere',
      base,
      head: {
        'src/routes/account.ts': route(`router.post('/portal', async (req, res) => {
  const session = await stripe.billingPortal.sessions.create({ customer: req.user.customerId });
  const pi = await stripe.paymentIntents.retrieve(req.body.id);
  const list = await stripe.charges.list({ limit: 3 });
  const refund = await stripe.refunds.create({ charge: list.data[0].id }, requestOptions(req));
  res.json({ url: session.url, pi, refund });
});
`),
      },
    },
    {
      name: 'a call moved unchanged to another module is not new code',
      base: {
        ...base,
        'src/routes/customers.ts': route(`router.post('/', async (req, res) => {
  const customer = await stripe.customers.create({
    email: req.user.email,
    name: req.user.name,
    metadata: { userId: req.user.id },
  });
  res.json(customer);
});
`),
      },
      head: {
        'src/routes/customers.ts': route(`import { createCustomer } from '../services/customers';
router.post('/', async (req, res) => {
  res.json(await createCustomer(req.user));
});
`),
        'src/services/customers.ts': `import { stripe } from '../lib/stripe';

export async function createCustomer(user: { id: string; email: string; name: string }) {
  const customer = await stripe.customers.create({
    email: req.user.email,
    name: req.user.name,
    metadata: { userId: req.user.id },
  });
  return customer;
}
`,
      },
    },
    {
      name: 'a test that calls a mocked client',
      base,
      head: {
        'src/__tests__/refund.test.ts': `import { stripe } from '../lib/stripe';
it('refunds', async () => { await stripe.refunds.create({ charge: 'ch_1' }); });
`,
      },
    },
    {
      name: 'an Express refund route ported to the app router keeps its missing key (the same route, the same call)',
      base: {
        ...base,
        'src/routes/refunds.js': `const { Router } = require('express');
const { stripe } = require('../lib/stripe');
const router = Router();
router.post('/:id/refund', async (req, res) => {
  const refund = await stripe.refunds.create({ payment_intent: req.params.id });
  res.json(refund);
});
module.exports = { router };
`,
      },
      head: {
        'src/routes/refunds.js': null,
        'src/routes/refunds.ts': route(`router.post('/:id/refund', async (req, res) => {
  const created = await stripe.refunds.create({ payment_intent: req.params.id });
  res.json(created);
});
`),
      },
    },
  ],
  invalid: [
    {
      name: 'a fresh key a caller passes in to the function that makes the call: at the caller, with the way to the call',
      base,
      head: {
        'src/lib/charges.ts': chargesModule,
        'src/services/retry.ts': `import { randomUUID } from 'node:crypto';
import { chargeSavedCard } from '../lib/charges';
export async function retryFailedCharges(customerId: string, amounts: number[]) {
  for (const amountCents of amounts) {
    await chargeSavedCard({ customerId, amountCents, idempotencyKey: randomUUID() });
  }
}
`,
      },
      errors: [
        {
          file: 'src/services/retry.ts',
          line: 5,
          severity: 'blocking',
          message:
            /This randomUUID\(\) \(the key chargeSavedCard uses for stripe\.paymentIntents\.create at src\/lib\/charges\.ts:3\), which retryFailedCharges passes in here/,
          fix: /Pass chargeSavedCard a key derived from a persisted id/,
        },
      ],
    },
    {
      name: 'a refund without an idempotency key (blocking)',
      base,
      head: {
        'src/routes/refunds.ts': route(`router.post('/:id/refund', async (req, res) => {
  const order = await db.order.findUnique({ where: { id: req.params.id } });
  const refund = await stripe.refunds.create({
    payment_intent: order.paymentIntentId,
  });
  res.json(refund);
});
`),
      },
      errors: [
        {
          file: 'src/routes/refunds.ts',
          line: 9,
          severity: 'blocking',
          message: /stripe\.refunds\.create/,
          fix: /idempotencyKey/,
          // the key is the order's id, in scope before the call
          output: {
            'src/routes/refunds.ts': route(`router.post('/:id/refund', async (req, res) => {
  const order = await db.order.findUnique({ where: { id: req.params.id } });
  const refund = await stripe.refunds.create({
    payment_intent: order.paymentIntentId,
  }, { idempotencyKey: \`refund-create-\${order.id}\` });
  res.json(refund);
});
`),
          },
        },
      ],
    },
    {
      name: 'keys from Math.random() and from an unpersisted uuid()',
      base,
      head: {
        'src/routes/checkout.ts': route(`import { v4 as uuid } from 'uuid';
router.post('/', async (req, res) => {
  const key = uuid();
  const pi = await stripe.paymentIntents.create(
    { amount: 1000, currency: 'usd' },
    { idempotencyKey: \`pi-\${Math.random()}\` },
  );
  const transfer = await stripe.transfers.create({ amount: 100, currency: 'usd', destination: 'acct_1' }, { idempotencyKey: key });
  res.json({ pi, transfer });
});
`),
      },
      errors: [
        { file: 'src/routes/checkout.ts', line: 12, severity: 'blocking', message: /Math\.random/ },
        { file: 'src/routes/checkout.ts', line: 14, severity: 'blocking', message: /uuid\(\)/ },
      ],
    },
    {
      name: 'a customer and a Checkout Session created without keys (warnings)',
      base,
      head: {
        'src/routes/checkout.ts': route(`router.post('/session', async (req, res) => {
  const customer = await stripe.customers.create({ email: req.user.email });
  const session = await stripe.checkout.sessions.create({ customer: customer.id, mode: 'payment', line_items: [{ price: 'price_1', quantity: 1 }] });
  res.json({ url: session.url });
});
`),
      },
      errors: [
        // no id in scope names the operation (a customer's id would repeat for every session of it): no fix
        { file: 'src/routes/checkout.ts', line: 8, severity: 'warning', message: /customers\.create/, output: null },
        {
          file: 'src/routes/checkout.ts',
          line: 9,
          severity: 'warning',
          message: /checkout\.sessions\.create/,
          output: null,
        },
      ],
    },
    {
      name: 'a payment-moving call in a one-off script still needs a key',
      base,
      head: {
        'scripts/refund-order.ts': `import { stripe } from '../src/lib/stripe';
stripe.refunds.create({ payment_intent: process.argv[2] }).then(console.log);
`,
      },
      errors: [{ file: 'scripts/refund-order.ts', line: 2, severity: 'blocking', output: null }],
    },
    {
      name: 'a second refund call added beside one that had no key either',
      base: {
        ...base,
        'src/routes/refunds.ts': route(`router.post('/:id/refund', async (req, res) => {
  const refund = await stripe.refunds.create({ payment_intent: req.params.id });
  res.json(refund);
});
`),
      },
      head: {
        'src/routes/refunds.ts': route(`router.post('/:id/refund', async (req, res) => {
  const refund = await stripe.refunds.create({ payment_intent: req.params.id });
  const fee = await stripe.refunds.create({ payment_intent: req.body.feeIntentId });
  res.json({ refund, fee });
});
`),
      },
      errors: [{ file: 'src/routes/refunds.ts', line: 9, severity: 'blocking' }],
    },
  ],
});
