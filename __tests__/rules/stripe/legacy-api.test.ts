import { ruleTester } from '../../helpers/rule-tester';
import { expressApp, route } from './fixtures/app';

const base = expressApp();

ruleTester('stripe/legacy-api', {
  valid: [
    {
      name: 'charges.create in a one-off script',
      base,
      head: {
        'scripts/backfill-test-charges.ts': `import { stripe } from '../src/lib/stripe';
stripe.charges.create({ amount: 100, currency: 'usd', source: 'tok_visa' }, { idempotencyKey: 'backfill-1' });
`,
      },
    },
    {
      name: '<PaymentElement> and elements.create("payment")',
      base,
      head: {
        'web/src/Checkout.tsx': `import { PaymentElement, useStripe } from '@stripe/react-stripe-js';
export function Checkout() {
  const stripe = useStripe();
  return <form><PaymentElement /><button disabled={!stripe}>Pay</button></form>;
}
`,
        'web/src/legacy.ts': `export function mount(elements: any) { return elements.create('payment').mount('#pay'); }\n`,
      },
    },
    {
      name: 'an app component named CardElement and a Terminal payment',
      base,
      head: {
        'web/src/Profile.tsx': `import { CardElement } from './ui/card';\nexport const P = () => <CardElement title="Profile" />;\n`,
        'src/routes/terminal.ts': route(`router.post('/terminal', async (req, res, next) => {
  try {
    res.json(await stripe.paymentIntents.create({ amount: 500, currency: 'usd', payment_method_types: ['card_present'], capture_method: 'manual' }, { idempotencyKey: req.body.id }));
  } catch (err) { next(err); }
});
`),
      },
    },
    {
      name: 'charges.list and an existing charges.create the PR does not touch',
      base: {
        ...base,
        'src/routes/legacy.ts': route(
          `router.post('/old', async (req, res) => {\n  res.json(await stripe.charges.create({ amount: 1, currency: 'usd', source: req.body.token }));\n});\n`,
        ),
      },
      head: {
        'src/routes/legacy.ts': route(
          `router.post('/old', async (req, res) => {\n  res.json(await stripe.charges.create({ amount: 1, currency: 'usd', source: req.body.token }));\n});\nrouter.get('/charges', async (req, res) => {\n  res.json(await stripe.charges.list({ limit: 10 }));\n});\n`,
        ),
      },
    },
  ],
  invalid: [
    {
      name: 'charges.create in a request handler (blocking for an agent)',
      base,
      agent: true,
      head: {
        'src/routes/pay.ts': route(`router.post('/pay', async (req, res, next) => {
  try {
    const charge = await stripe.charges.create({ amount: 1000, currency: 'usd', source: req.body.token }, { idempotencyKey: req.body.orderId });
    res.json(charge);
  } catch (err) { next(err); }
});
`),
      },
      errors: [{ file: 'src/routes/pay.ts', line: 9, severity: 'blocking', message: /Charges API/ }],
    },
    {
      name: '<CardElement> and stripe.createToken in the browser (warning)',
      base,
      head: {
        'web/src/Checkout.tsx': `import { CardElement, useElements, useStripe } from '@stripe/react-stripe-js';
export function Checkout() {
  const stripe = useStripe();
  const elements = useElements();
  async function pay() {
    const { token } = await stripe!.createToken(elements!.getElement(CardElement)!);
    return token;
  }
  return <form onSubmit={pay}><CardElement /></form>;
}
`,
      },
      errors: [
        { file: 'web/src/Checkout.tsx', line: 6, severity: 'warning', message: /createToken/ },
        { file: 'web/src/Checkout.tsx', line: 9, message: /<CardElement>/, fix: /PaymentElement/ },
      ],
    },
    {
      name: "elements.create('card'), a fixed payment_method_types list and unverified webhook parsing",
      base,
      head: {
        'web/src/card.ts': `export function mount(elements: any) { elements.create('card').mount('#card'); }\n`,
        'src/routes/checkout.ts': route(`router.post('/', async (req, res, next) => {
  try {
    const session = await stripe.checkout.sessions.create({
      mode: 'payment',
      payment_method_types: ['card'],
      line_items: [{ price: 'price_1', quantity: 1 }],
    }, { idempotencyKey: req.body.cartId });
    res.json({ url: session.url });
  } catch (err) { next(err); }
});
router.post('/hook', (req, res) => {
  const event = stripe.webhooks.constructEventWithoutVerification(req.body);
  res.json({ received: event.id });
});
`),
      },
      errors: [
        { file: 'web/src/card.ts', line: 1, message: /Card Element/ },
        { file: 'src/routes/checkout.ts', line: 11, message: /payment_method_types/ },
        { file: 'src/routes/checkout.ts', line: 18, message: /without verifying/ },
      ],
    },
  ],
});
