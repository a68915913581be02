import { STRIPE_RELEASES } from '../../../src/extractors/stripe/table';
import { ruleTester, type InvalidCase } from '../../helpers/rule-tester';
import { LOCKFILE_NAME, LOCK_KINDS, stripeProject } from '../../helpers/stripe-project';

const pkg = (range: string) =>
  JSON.stringify({ name: 'shop', version: '1.0.0', dependencies: { stripe: range, express: '^4.21.2' } }, null, 2) +
  '\n';

const lockFor = (version: string) =>
  JSON.stringify(
    {
      name: 'shop',
      lockfileVersion: 3,
      packages: { '': { dependencies: { stripe: '*' } }, 'node_modules/stripe': { version } },
    },
    null,
    2,
  ) + '\n';

const client = [
  "import Stripe from 'stripe';",
  '',
  "export const stripe = new Stripe(process.env.STRIPE_SECRET_KEY ?? '', { maxNetworkRetries: 2 });",
  '',
].join('\n');

/** A module with one function around the given body lines (line 5 is the first body line). */
const pay = (...body: string[]) =>
  [
    "import { stripe } from './stripe';",
    '',
    'export async function pay(amountCents: number, customerId: string, paymentMethod: string) {',
    '  const currency = "usd";',
    ...body,
    '}',
    '',
  ].join('\n');

const base = {
  'package.json': pkg('^17.7.0'),
  'src/stripe.ts': client,
  'src/pay.ts': pay('  return currency;'),
};

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The same mistake on every major the gate knows, each project's version read from a
 * lockfile of another package manager in turn (npm, pnpm, yarn classic and berry, bun).
 */
const onEveryMajor: InvalidCase[] = STRIPE_RELEASES.map((r, i) => {
  const kind = LOCK_KINDS[i % LOCK_KINDS.length];
  return {
    name: `stripe ${r.major} (${r.version} per a ${kind} lockfile): confirm_method, not confirmation_method`,
    base: { ...stripeProject(r.version, kind), 'src/stripe.ts': client, 'src/pay.ts': pay('  return currency;') },
    head: {
      'src/pay.ts': pay(
        "  return stripe.paymentIntents.create({ amount: 1000, currency: 'usd', confirm_method: 'manual' });",
      ),
    },
    errors: [
      {
        file: 'src/pay.ts',
        line: 5,
        message: new RegExp(
          `\`confirm_method\` is not a parameter.*did you mean \`confirmation_method\`\\?.*stripe ${escape(r.version)} per ${escape(LOCKFILE_NAME[kind])}`,
        ),
        fix: /Rename `confirm_method` to `confirmation_method`/,
      },
    ],
  };
});

ruleTester('stripe/api-contract', {
  valid: [
    {
      name: 'a call with valid parameters, constants and values the gate cannot see',
      base,
      head: {
        'src/pay.ts': pay(
          '  const pi = await stripe.paymentIntents.create({',
          '    amount: amountCents,',
          '    currency,',
          '    customer: customerId,',
          "    capture_method: 'manual',",
          "    confirmation_method: 'manual',",
          '    automatic_payment_methods: { enabled: true },',
          '    metadata: { orderId: String(amountCents), attempt: 1 },',
          '  });',
          '  return pi.latest_charge ?? pi.status;',
        ),
      },
    },
    {
      name: 'params that a spread may complete (the required currency is not reported missing)',
      base,
      head: {
        'src/pay.ts': pay(
          '  const defaults = { currency };',
          '  return stripe.paymentIntents.create({ ...defaults, amount: amountCents });',
        ),
      },
    },
    {
      name: 'params built elsewhere (a parameter) are not guessed at',
      base,
      head: {
        'src/pay.ts': pay(
          '  const params = await buildParams(paymentMethod);',
          '  return stripe.paymentIntents.create(params);',
        ),
      },
    },
    {
      name: 'an old call with a bad parameter that the PR does not touch',
      base: {
        ...base,
        'src/pay.ts': pay(
          '  return stripe.paymentIntents.create({',
          '    amount: amountCents,',
          '    currency,',
          "    confirm_method: 'manual',",
          '  });',
        ),
      },
      head: {
        'src/pay.ts': pay(
          '  return stripe.paymentIntents.create({',
          '    amount: amountCents * 2,',
          '    currency,',
          "    confirm_method: 'manual',",
          '  });',
        ),
      },
    },
    {
      name: 'a look-alike object that is not a Stripe client',
      base,
      head: {
        'src/fake.ts': [
          'const client = { paymentIntents: { create: (x: unknown) => x } };',
          "export const r = client.paymentIntents.create({ confirm_method: 'manual' });",
          '',
        ].join('\n'),
      },
    },
    {
      name: 'a callback parameter that shadows the result name is not the Stripe object',
      base,
      head: {
        'src/pay.ts': pay(
          '  const intent = await stripe.paymentIntents.retrieve(customerId);',
          '  const rows = [{ charges: 1 }].map((intent) => intent.charges);',
          '  return [intent.status, rows];',
        ),
      },
    },
    {
      name: 'a method of a nested resource takes two ids before its params (the second id is not the params)',
      base,
      head: {
        'src/pay.ts': pay(
          "  await stripe.customers.retrieveSource(customerId, 'card_1MvoiELkdIwHu7ixOeFh0ncD');",
          "  return stripe.customers.retrieveSource('cus_NffrFeUfNV2Hib', paymentMethod, { stripeAccount: 'acct_1' });",
        ),
      },
    },
    {
      name: 'a stripe major the gate has no table for (older than 8) is skipped, not guessed',
      base: { ...base, 'package.json': pkg('^7.0.0') },
      head: {
        'src/pay.ts': pay(
          "  return stripe.paymentIntents.create({ amount: '100', currency, confirm_method: 'manual' });",
        ),
      },
    },
    {
      name: 'a file upload on stripe 11, whose declarations leave its multipart params undescribed, is not judged',
      base: { ...base, 'package.json': pkg('^11.18.0'), 'package-lock.json': lockFor('11.18.0') },
      head: {
        'src/pay.ts': pay(
          "  const file = { data: Buffer.from('%PDF'), name: 'receipt.pdf', type: 'application/pdf' };",
          "  return stripe.files.create({ file, purpose: 'dispute_evidence' });",
        ),
      },
    },
    {
      name: 'reads through lists, array members, expandable fields and metadata that the types have',
      base,
      head: {
        'src/pay.ts': pay(
          '  const list = await stripe.paymentIntents.list({ limit: 3 });',
          '  const first = list.data[0];',
          '  const charges = list.data.map((pi) => pi.latest_charge);',
          '  const { data: [second] } = list;',
          '  return [first?.metadata.orderId, list.has_more, charges.length, first.amount_received, second.status];',
        ),
      },
    },
    {
      name: "a list paged through with `for await`: each element is the list's item",
      base,
      head: {
        'src/pay.ts': pay(
          '  const statuses = [];',
          '  for await (const pi of stripe.paymentIntents.list({ limit: 100 })) statuses.push(pi.status, pi.amount_received);',
          '  return statuses;',
        ),
      },
    },
    {
      name: 'a field that exists in the version the lockfile resolves (Invoice.payment_intent in 17)',
      base: { ...base, 'package-lock.json': lockFor('17.7.0') },
      head: {
        'src/pay.ts': pay(
          '  const invoice = await stripe.invoices.retrieve(customerId);',
          '  return invoice.payment_intent;',
        ),
      },
    },
  ],
  invalid: [
    ...onEveryMajor,
    {
      name: "look-alike of a paged list: an element's field the item does not have",
      base,
      head: {
        'src/pay.ts': pay(
          '  for await (const pi of stripe.paymentIntents.list({ limit: 100 })) return pi.amount_recieved;',
        ),
      },
      errors: [{ file: 'src/pay.ts', line: 5, message: /amount_recieved/ }],
    },
    {
      name: 'a read two levels deep, through an expandable field and a name that holds it',
      base,
      head: {
        'src/pay.ts': pay(
          "  const intent = await stripe.paymentIntents.retrieve(customerId, { expand: ['latest_charge'] });",
          '  const charge = intent.latest_charge;',
          "  return typeof charge === 'string' ? charge : charge?.receipt_urll;",
        ),
      },
      errors: [
        {
          file: 'src/pay.ts',
          line: 7,
          message:
            /`charge\?\.receipt_urll` reads `receipt_urll`, which the Charge at `intent\.latest_charge` does not have.*use `receipt_url`/,
        },
      ],
    },
    {
      name: 'a read of list items through destructuring and a loop',
      base,
      head: {
        'src/pay.ts': pay(
          "  const session = await stripe.checkout.sessions.retrieve(customerId, { expand: ['line_items'] });",
          '  const { line_items: lines } = session;',
          '  let total = 0;',
          '  for (const item of lines?.data ?? []) total += item.amount_totl;',
          '  return total;',
        ),
      },
      errors: [{ file: 'src/pay.ts', line: 8, message: /`item\.amount_totl` reads `amount_totl`.*use `amount_total`/ }],
    },
    {
      name: 'an unknown parameter that is a near miss',
      base,
      head: {
        'src/pay.ts': pay(
          '  return stripe.paymentIntents.create({',
          '    amount: amountCents,',
          '    currency,',
          "    confirm_method: 'manual',",
          '  });',
        ),
      },
      errors: [
        {
          file: 'src/pay.ts',
          line: 8,
          severity: 'blocking',
          message: /`confirm_method` is not a parameter.*did you mean `confirmation_method`\?.*stripe 17\.7\.0/,
          fix: /Rename `confirm_method` to `confirmation_method`/,
        },
      ],
    },
    {
      name: 'every bad parameter of one call: a wrong type, an invalid enum value, a nested one',
      base,
      head: {
        'src/pay.ts': pay(
          '  return stripe.paymentIntents.create({',
          "    amount: '2500',",
          '    currency,',
          "    capture_method: 'later',",
          "    payment_method_options: { card: { request_three_d_secure: 'sometimes' } },",
          '  });',
        ),
      },
      errors: [
        { file: 'src/pay.ts', line: 6, message: /`amount` is a string "2500", but Stripe expects a number/ },
        { file: 'src/pay.ts', line: 8, message: /`capture_method` is "later".*'manual', 'automatic'/ },
        { file: 'src/pay.ts', line: 9, message: /payment_method_options\.card\.request_three_d_secure/ },
      ],
    },
    {
      name: 'a missing required parameter',
      base,
      head: { 'src/pay.ts': pay('  return stripe.paymentIntents.create({ amount: amountCents });') },
      errors: [
        {
          file: 'src/pay.ts',
          line: 5,
          message: /required parameter `currency` is missing/,
          fix: /Add the required parameter `currency`/,
        },
      ],
    },
    {
      name: 'an enum value held in a same-file constant',
      base,
      head: {
        'src/pay.ts': pay(
          "  const MODE = 'subscriptions';",
          "  return stripe.checkout.sessions.create({ mode: MODE, success_url: 'https://x.test/ok' });",
        ),
      },
      errors: [{ file: 'src/pay.ts', line: 6, message: /`mode` is "subscriptions".*'subscription'/ }],
    },
    {
      name: 'a response field Stripe removed (PaymentIntent.charges)',
      base,
      head: {
        'src/pay.ts': pay(
          '  const paymentIntent = await stripe.paymentIntents.retrieve(customerId);',
          '  return paymentIntent.charges.data[0];',
        ),
      },
      errors: [
        {
          file: 'src/pay.ts',
          line: 6,
          message: /`paymentIntent\.charges` reads `charges`.*use `latest_charge`/,
          fix: /latest_charge/,
          related: ['src/pay.ts'],
        },
      ],
    },
    {
      name: 'the lockfile picks the table: Invoice.payment_intent is gone in stripe 23',
      base: { ...base, 'package.json': pkg('>=17'), 'package-lock.json': lockFor('23.1.0') },
      head: {
        'src/pay.ts': pay(
          '  const { payment_intent } = await stripe.invoices.retrieve(customerId);',
          '  return payment_intent;',
        ),
      },
      errors: [{ file: 'src/pay.ts', line: 5, message: /payment_intent.*stripe 23\.1\.0 per package-lock\.json/ }],
    },
  ],
});
