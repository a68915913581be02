import { ruleTester } from '../../helpers/rule-tester';
import { lockfile, packageJson, stripeProject } from '../../helpers/stripe-project';

const client = (apiVersion?: string) =>
  [
    "import Stripe from 'stripe';",
    '',
    `export const stripe = new Stripe(process.env.STRIPE_SECRET_KEY ?? '', { ${
      apiVersion ? `apiVersion: '${apiVersion}', ` : ''
    }maxNetworkRetries: 2 });`,
    '',
  ].join('\n');

/** A module no pull request below touches: one function around the body (line 4 is the first body line). */
const untouched = (...body: string[]) =>
  ["import { stripe } from './stripe';", '', 'export async function run(id: string) {', ...body, '}', ''].join('\n');

const readsCharges = untouched(
  '  const intent = await stripe.paymentIntents.retrieve(id);',
  '  return intent.charges.data[0].receipt_url;',
);

/** stripe 10 with its API pinned, and the move to 11 and the 2022-11-15 API. */
const on10 = { ...stripeProject('10.17.0'), 'src/stripe.ts': client('2022-08-01') };
const to11 = { ...stripeProject('11.18.0'), 'src/stripe.ts': client('2022-11-15') };

/** A pnpm workspace whose member apps/api asks for stripe >=10 and the lockfile resolves `version`. */
const workspace = (version: string) => ({
  'package.json': JSON.stringify({ name: 'monorepo', private: true }, null, 2) + '\n',
  'pnpm-workspace.yaml': "packages:\n  - 'apps/*'\n",
  'apps/api/package.json': packageJson('>=10.0.0', 'api'),
  'pnpm-lock.yaml': lockfile('pnpm', version, '>=10.0.0').replace('\n  .:\n', '\n  .: {}\n\n  apps/api:\n'),
});

ruleTester('stripe/upgrade-breaks', {
  valid: [
    {
      name: 'the same upgrade over code that reads latest_charge',
      base: {
        ...on10,
        'src/report.ts': untouched(
          '  const intent = await stripe.paymentIntents.retrieve(id);',
          '  return intent.latest_charge;',
        ),
      },
      head: to11,
    },
    {
      name: 'an upgrade that breaks nothing (stripe 16 to 17)',
      base: {
        ...stripeProject('16.12.0'),
        'src/stripe.ts': client(),
        'src/pay.ts': untouched(
          '  const pi = await stripe.paymentIntents.create({',
          "    amount: 1000, currency: 'usd', automatic_payment_methods: { enabled: true }, metadata: { id },",
          '  });',
          '  return [pi.status, pi.client_secret, pi.metadata.id];',
        ),
      },
      head: stripeProject('17.7.0'),
    },
    {
      name: 'a call already invalid before the upgrade (stripe/api-contract judged it when it was written)',
      base: {
        ...on10,
        'src/pay.ts': untouched(
          "  return stripe.paymentIntents.create({ amount: 1000, currency: 'usd', confirm_method: 'manual' });",
        ),
      },
      head: to11,
    },
    {
      name: 'a read the pull request itself writes is stripe/api-contract’s',
      base: { ...on10, 'src/report.ts': readsCharges },
      head: {
        ...to11,
        'src/report.ts': untouched(
          '  const intent = await stripe.paymentIntents.retrieve(id);',
          '  return intent.charges.data[1].receipt_url;',
        ),
      },
    },
    {
      name: 'a change that moves no version (another dependency) reads nothing',
      base: { ...on10, 'src/report.ts': readsCharges },
      head: {
        'package.json': JSON.stringify({
          name: 'shop',
          dependencies: { express: '^4.21.2', stripe: '^10.17.0', zod: '^3' },
        }),
      },
    },
    {
      name: 'the package moves to 11 but the client keeps its 2022-08-01 API (a test’s own client does not count)',
      base: {
        ...on10,
        'src/report.ts': readsCharges,
        'src/report.test.ts': "import Stripe from 'stripe';\nexport const mock = new Stripe('sk_test_123');\n",
      },
      head: stripeProject('11.18.0'),
    },
    {
      name: 'a look-alike: a charges field of an object that is not a Stripe response',
      base: {
        ...on10,
        'src/totals.ts': [
          "import { stripe } from './stripe';",
          'export function total(order: { charges: { data: { amount: number }[] } }) {',
          '  void stripe;',
          '  const intent = order;',
          '  return intent.charges.data[0].amount;',
          '}',
          '',
        ].join('\n'),
      },
      head: to11,
    },
    {
      name: 'an upgrade to a major newer than the gate knows is skipped, not guessed',
      base: { ...on10, 'src/report.ts': readsCharges },
      head: { ...stripeProject('99.0.0'), 'src/stripe.ts': client() },
    },
    {
      name: 'a project that starts depending on stripe is not upgraded',
      base: { 'package.json': JSON.stringify({ name: 'shop', dependencies: {} }), 'src/report.ts': readsCharges },
      head: { ...stripeProject('23.2.0'), 'src/stripe.ts': client() },
    },
  ],
  invalid: [
    {
      name: 'PaymentIntent.charges, read in a file the pull request does not touch, on the move to 11 and 2022-11-15',
      base: { ...on10, 'src/report.ts': readsCharges },
      head: to11,
      errors: [
        {
          file: 'src/report.ts',
          line: 5,
          severity: 'blocking',
          message:
            /`intent\.charges` reads `charges`, which the PaymentIntent returned by stripe\.paymentIntents\.retrieve\(\) no longer has since stripe 11 \(API 2022-11-15\): this pull request moves the project from apiVersion '2022-08-01' \(stripe 10\.17\.0 per package-lock\.json\) to apiVersion '2022-11-15' \(stripe 11\.18\.0 per package-lock\.json\); use `latest_charge` instead\./,
          fix: /Read `latest_charge` instead of `charges` in src\/report\.ts/,
          related: ['package-lock.json'],
        },
      ],
    },
    {
      name: 'the same field read through destructuring, in a yarn project',
      base: {
        ...stripeProject('10.17.0', 'yarn-berry'),
        'src/stripe.ts': client('2022-08-01'),
        'src/report.ts': untouched(
          '  const { charges, status } = await stripe.paymentIntents.retrieve(id);',
          '  return [status, charges.data.length];',
        ),
      },
      head: { ...stripeProject('11.18.0', 'yarn-berry'), 'src/stripe.ts': client('2022-11-15') },
      errors: [{ file: 'src/report.ts', line: 4, message: /`\{ charges \} = the result` reads `charges`.*stripe 11/ }],
    },
    {
      name: 'a parameter removed between two majors: coupon on subscriptions.create (17 to 18)',
      base: {
        ...stripeProject('17.7.0', 'pnpm'),
        'src/stripe.ts': client(),
        'src/subscribe.ts': untouched(
          '  return stripe.subscriptions.create({',
          '    customer: id,',
          "    items: [{ price: 'price_basic' }],",
          "    coupon: 'SUMMER',",
          '  });',
        ),
      },
      head: stripeProject('18.5.0', 'pnpm'),
      errors: [
        {
          file: 'src/subscribe.ts',
          line: 7,
          message:
            /`coupon` is no longer a parameter of stripe\.subscriptions\.create\(\) since stripe 18 \(API 2025-03-31\.basil\); this pull request moves the project from stripe 17\.7\.0 per pnpm-lock\.yaml to stripe 18\.5\.0 per pnpm-lock\.yaml\. Use `discounts` instead\./,
          fix: /Replace `coupon` with `discounts`/,
          related: ['pnpm-lock.yaml', 'src/subscribe.ts'],
        },
      ],
    },
    {
      name: 'a parameter removed in the newest major: payment_method_types (22 to 23)',
      base: {
        ...stripeProject('22.6.2', 'bun'),
        'src/stripe.ts': client(),
        'src/pay.ts': untouched(
          "  return stripe.paymentIntents.create({ amount: 1000, currency: 'usd', payment_method_types: ['card'] });",
        ),
      },
      head: stripeProject('23.2.0', 'bun'),
      errors: [
        {
          file: 'src/pay.ts',
          line: 4,
          message:
            /`payment_method_types` is no longer a parameter.*since stripe 23.*Use `allowed_payment_method_types` instead/,
        },
      ],
    },
    {
      name: 'a method removed between two majors: subscriptions.del (12 to 13)',
      base: {
        ...stripeProject('12.18.0', 'yarn-classic'),
        'src/stripe.ts': client(),
        'src/cancel.ts': untouched('  return stripe.subscriptions.del(id);'),
      },
      head: stripeProject('13.11.0', 'yarn-classic'),
      errors: [
        {
          file: 'src/cancel.ts',
          line: 4,
          message:
            /stripe\.subscriptions\.del\(\) does not exist since stripe 13 \(API 2023-08-16\).*use stripe\.subscriptions\.cancel\(\) instead/,
          fix: /stripe\.subscriptions\.cancel\(\)/,
        },
      ],
    },
    {
      name: 'only the pinned apiVersion moves (stripe 10 stays): Checkout.Session.shipping, gone in 2022-08-01',
      base: {
        ...stripeProject('10.17.0'),
        'src/stripe.ts': client('2020-08-27'),
        'src/ship.ts': untouched(
          '  const session = await stripe.checkout.sessions.retrieve(id);',
          '  return session.shipping?.address?.city;',
        ),
      },
      head: { 'src/stripe.ts': client('2022-08-01') },
      errors: [
        {
          file: 'src/ship.ts',
          line: 5,
          message:
            /`session\.shipping` reads `shipping`.*since stripe 10 \(API 2022-08-01\).*use `shipping_details` instead/,
          related: ['package-lock.json'],
        },
      ],
    },
    {
      name: 'a downgrade (11 to 10) breaks a latest_charge read',
      base: {
        ...to11,
        'src/report.ts': untouched(
          '  const intent = await stripe.paymentIntents.retrieve(id);',
          '  return intent.latest_charge;',
        ),
      },
      head: on10,
      errors: [
        {
          file: 'src/report.ts',
          line: 5,
          message:
            /`intent\.latest_charge` reads `latest_charge`.*does not have in stripe 10 \(API 2022-08-01\) and older/,
        },
      ],
    },
    {
      name: 'a lockfile-only upgrade of a pnpm workspace member, read in the member',
      base: {
        ...workspace('10.17.0'),
        'apps/api/src/stripe.ts': client(),
        'apps/api/src/report.ts': readsCharges,
      },
      head: { 'pnpm-lock.yaml': workspace('11.18.0')['pnpm-lock.yaml'] },
      errors: [
        {
          file: 'apps/api/src/report.ts',
          line: 5,
          message:
            /`intent\.charges` reads `charges`.*from stripe 10\.17\.0 per pnpm-lock\.yaml to stripe 11\.18\.0 per pnpm-lock\.yaml/,
          related: ['pnpm-lock.yaml'],
        },
      ],
    },
  ],
});
