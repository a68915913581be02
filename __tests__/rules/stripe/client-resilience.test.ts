import { ruleTester } from '../../helpers/rule-tester';
import { expressApp, route } from './fixtures/app';

const base = expressApp();
const client = (config: string) => `import Stripe from 'stripe';

export const stripe = new Stripe(process.env.STRIPE_SECRET_KEY!, {
${config}
});
`;

ruleTester('stripe/client-resilience', {
  valid: [
    {
      name: 'maxNetworkRetries omitted on stripe 17 (the default retries twice)',
      base,
      head: { 'src/lib/stripe.ts': client(`  apiVersion: '2025-02-24.acacia',\n  timeout: 20_000,`) },
    },
    {
      name: 'explicit retries and a short timeout',
      base,
      head: {
        'src/lib/stripe.ts': client(
          `  apiVersion: '2025-02-24.acacia',\n  maxNetworkRetries: 3,\n  timeout: 60 * 1000,`,
        ),
      },
    },
    {
      name: 'maxNetworkRetries omitted on stripe 12, but set by a spread config',
      base: expressApp('^12.18.0'),
      head: { 'src/lib/stripe.ts': client(`  ...sharedStripeConfig,\n  apiVersion: '2022-11-15',`) },
    },
    {
      name: 'a client with no retries that the PR does not touch',
      base: { ...base, 'src/lib/stripe.ts': client(`  apiVersion: '2025-02-24.acacia',\n  maxNetworkRetries: 0,`) },
      head: {
        'src/lib/stripe.ts': `// The shared Stripe client.\n${client(`  apiVersion: '2025-02-24.acacia',\n  maxNetworkRetries: 0,`)}`,
      },
    },
    {
      name: 'retries switched off on a read',
      base,
      head: {
        'src/routes/orders.ts': route(`router.get('/:id/payment', async (req, res) => {
  res.json(await stripe.paymentIntents.retrieve(req.params.id, {}, { maxNetworkRetries: 0 }));
});
`),
      },
    },
  ],
  invalid: [
    {
      name: 'maxNetworkRetries: 0 in an agent-authored PR (blocking)',
      base,
      agent: true,
      head: { 'src/lib/stripe.ts': client(`  apiVersion: '2025-02-24.acacia',\n  maxNetworkRetries: 0,`) },
      errors: [{ file: 'src/lib/stripe.ts', line: 5, severity: 'blocking', message: /maxNetworkRetries: 0/ }],
    },
    {
      name: 'maxNetworkRetries: 0 by a human (warning)',
      base,
      head: { 'src/lib/stripe.ts': client(`  apiVersion: '2025-02-24.acacia',\n  maxNetworkRetries: 0,`) },
      errors: [{ file: 'src/lib/stripe.ts', line: 5, severity: 'warning' }],
    },
    {
      name: 'maxNetworkRetries omitted on stripe 12 (no retries by default)',
      base: expressApp('^12.0.0'),
      head: {
        'src/lib/billing-client.ts': `import Stripe from 'stripe';\nexport const billing = new Stripe(process.env.STRIPE_SECRET_KEY!, { apiVersion: '2022-11-15' });\n`,
      },
      errors: [
        {
          file: 'src/lib/billing-client.ts',
          line: 2,
          message: /stripe 12\.18\.0 .*"\^12\.0\.0"/,
          fix: /maxNetworkRetries: 2/,
          output: {
            'src/lib/billing-client.ts': `import Stripe from 'stripe';\nexport const billing = new Stripe(process.env.STRIPE_SECRET_KEY!, { apiVersion: '2022-11-15', maxNetworkRetries: 2 });\n`,
          },
        },
      ],
    },
    {
      name: 'maxNetworkRetries omitted on stripe 12, a client built with its key only: the fix adds the config argument',
      base: expressApp('^12.0.0'),
      head: {
        'src/lib/pay.ts': `import Stripe from 'stripe';\nexport const pay = new Stripe(process.env.STRIPE_SECRET_KEY!);\n`,
      },
      errors: [
        {
          file: 'src/lib/pay.ts',
          line: 2,
          output: {
            'src/lib/pay.ts': `import Stripe from 'stripe';\nexport const pay = new Stripe(process.env.STRIPE_SECRET_KEY!, { maxNetworkRetries: 2 });\n`,
          },
        },
      ],
    },
    {
      name: 'stripe 12 resolved by the lockfile although package.json allows more',
      base: {
        ...expressApp('>=12.0.0'),
        'package-lock.json': JSON.stringify({
          name: 'shop',
          lockfileVersion: 3,
          packages: { '': { dependencies: { stripe: '>=12.0.0' } }, 'node_modules/stripe': { version: '12.18.0' } },
        }),
      },
      head: { 'src/lib/stripe.ts': client(`  apiVersion: '2022-11-15',\n  timeout: 10_000,`) },
      errors: [
        {
          file: 'src/lib/stripe.ts',
          line: 3,
          message: /12\.18\.0/,
          related: ['package-lock.json'],
          // one property per line, with a trailing comma: the new one follows suit
          output: {
            'src/lib/stripe.ts': client(`  apiVersion: '2022-11-15',\n  timeout: 10_000,\n  maxNetworkRetries: 2,`),
          },
        },
      ],
    },
    {
      name: 'a timeout above 80 s',
      base,
      head: { 'src/lib/stripe.ts': client(`  apiVersion: '2025-02-24.acacia',\n  timeout: 120_000,`) },
      errors: [
        {
          file: 'src/lib/stripe.ts',
          line: 5,
          message: /120 s/,
          output: { 'src/lib/stripe.ts': client(`  apiVersion: '2025-02-24.acacia',\n  timeout: 80000,`) },
        },
      ],
    },
    {
      name: 'a payment created with retries switched off in its request options',
      base,
      head: {
        'src/routes/orders.ts': route(`router.post('/:id/pay', async (req, res) => {
  const pi = await stripe.paymentIntents.create(
    { amount: 1000, currency: 'usd' },
    { idempotencyKey: \`pay-\${req.params.id}\`, maxNetworkRetries: 0 },
  );
  res.json(pi);
});
`),
      },
      errors: [{ file: 'src/routes/orders.ts', line: 10, message: /paymentIntents\.create/ }],
    },
  ],
});
