import { ruleTester } from '../../helpers/rule-tester';
import { expressApp, route } from './fixtures/app';

const base = expressApp();

ruleTester('stripe/payment-status', {
  valid: [
    {
      name: 'a confirmed PaymentIntent whose status is checked',
      base,
      head: {
        'src/routes/pay.ts': route(`router.post('/pay', async (req, res) => {
  const pi = await stripe.paymentIntents.create(
    { amount: 1000, currency: 'usd', payment_method: req.body.pm, confirm: true },
    { idempotencyKey: req.body.orderId },
  );
  if (pi.status === 'requires_action') return res.json({ clientSecret: pi.client_secret });
  if (pi.status !== 'succeeded') return res.status(402).json({ status: pi.status });
  await db.order.update({ where: { id: req.body.orderId }, data: { paid: true } });
  res.json({ ok: true });
});
`),
      },
    },
    {
      name: 'a PaymentIntent created without confirm (the client confirms)',
      base,
      head: {
        'src/routes/pay.ts': route(`router.post('/pay', async (req, res) => {
  const pi = await stripe.paymentIntents.create({ amount: 1000, currency: 'usd' }, { idempotencyKey: req.body.orderId });
  await db.order.update({ where: { id: req.body.orderId }, data: { paymentIntentId: pi.id } });
  res.json({ clientSecret: pi.client_secret });
});
`),
      },
    },
    {
      name: 'a confirmation handed back whole to the caller',
      base,
      head: {
        'src/services/pay.ts': `import { stripe } from '../lib/stripe';
export function confirm(id: string) {
  return stripe.paymentIntents.confirm(id, {}, { idempotencyKey: \`confirm-\${id}\` });
}
`,
      },
    },
    {
      name: 'status read by destructuring',
      base,
      head: {
        'src/services/pay.ts': `import { stripe } from '../lib/stripe';
export async function confirm(id: string) {
  const intent = await stripe.paymentIntents.confirm(id);
  const { status } = intent;
  return status === 'succeeded';
}
`,
      },
    },
  ],
  invalid: [
    {
      name: 'confirm: true and the order is marked paid straight away',
      base,
      head: {
        'src/routes/pay.ts': route(`router.post('/pay', async (req, res) => {
  await stripe.paymentIntents.create(
    { amount: 1000, currency: 'usd', payment_method: req.body.pm, confirm: true },
    { idempotencyKey: req.body.orderId },
  );
  await db.order.update({ where: { id: req.body.orderId }, data: { status: 'PAID' } });
  res.json({ ok: true });
});
`),
      },
      errors: [
        { file: 'src/routes/pay.ts', line: 8, severity: 'warning', message: /confirm: true/, fix: /requires_action/ },
      ],
    },
    {
      name: 'paymentIntents.confirm whose result is only used for its id',
      base,
      head: {
        'src/services/pay.ts': `import { stripe } from '../lib/stripe';
import { db } from '../lib/db';
export async function confirm(orderId: string, id: string) {
  const intent = await stripe.paymentIntents.confirm(id, {}, { idempotencyKey: \`confirm-\${orderId}\` });
  await db.order.update({ where: { id: orderId }, data: { paid: true, paymentIntentId: intent.id } });
}
`,
      },
      errors: [{ file: 'src/services/pay.ts', line: 4 }],
    },
  ],
});
