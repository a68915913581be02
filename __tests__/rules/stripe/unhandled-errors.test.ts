import { ruleTester } from '../../helpers/rule-tester';
import { expressApp, route } from './fixtures/app';

const base = expressApp();

ruleTester('stripe/unhandled-errors', {
  valid: [
    {
      name: 'a call inside try/catch that passes the error on',
      base,
      head: {
        'src/routes/portal.ts': route(`router.post('/portal', async (req, res, next) => {
  try {
    const session = await stripe.billingPortal.sessions.create({ customer: req.user.customerId });
    res.json({ url: session.url });
  } catch (err) {
    next(err);
  }
});
`),
      },
    },
    {
      name: 'a catch that shows the message of card errors only',
      base,
      head: {
        'src/routes/pay.ts': route(`import Stripe from 'stripe';
router.post('/pay', async (req, res) => {
  try {
    const pi = await stripe.paymentIntents.confirm(req.body.id, {}, { idempotencyKey: req.body.id });
    res.json({ status: pi.status });
  } catch (err) {
    if (err instanceof Stripe.errors.StripeCardError) {
      return res.status(402).json({ error: err.message });
    }
    console.error(err.message);
    res.status(502).json({ error: 'Payment failed, please try again.' });
  }
});
`),
      },
    },
    {
      name: 'a promise .catch on the call',
      base,
      head: {
        'src/routes/customers.ts': route(`router.get('/me/stripe', async (req, res) => {
  const customer = await stripe.customers.retrieve(req.user.customerId).catch(() => null);
  res.json(customer);
});
`),
      },
    },
    {
      name: 'a call outside any request handler (a job)',
      base,
      head: {
        'src/jobs/sync.ts': `import { stripe } from '../lib/stripe';\nexport async function sync() { return stripe.prices.list({ limit: 100 }); }\n`,
      },
    },
  ],
  invalid: [
    {
      name: 'an Express handler without try/catch',
      base,
      head: {
        'src/routes/portal.ts': route(`router.post('/portal', async (req, res) => {
  const session = await stripe.billingPortal.sessions.create({ customer: req.user.customerId });
  res.json({ url: session.url });
});
`),
      },
      errors: [{ file: 'src/routes/portal.ts', line: 8, severity: 'warning', message: /not inside a try\/catch/ }],
    },
    {
      name: 'a Next.js route that returns the raw Stripe error',
      base: {
        'package.json': '{ "name": "web", "dependencies": { "stripe": "^17.7.0" } }',
        'lib/stripe.ts': `import Stripe from 'stripe';\nexport const stripe = new Stripe(process.env.STRIPE_SECRET_KEY!);\n`,
      },
      head: {
        'app/api/subscribe/route.ts': `import { stripe } from '../../../lib/stripe';
export async function POST(req: Request) {
  try {
    const sub = await stripe.subscriptions.create({ customer: 'cus_1', items: [{ price: 'price_1' }] });
    return Response.json(sub);
  } catch (err: any) {
    return Response.json({ error: err.message }, { status: 500 });
  }
}
`,
      },
      errors: [{ file: 'app/api/subscribe/route.ts', line: 7, message: /raw error message/, fix: /StripeCardError/ }],
    },
  ],
});
