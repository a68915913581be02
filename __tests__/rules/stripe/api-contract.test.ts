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

/** A Checkout Session whose customer keys depend on what is known of the buyer (line 5 is the call). */
const checkout = (...spread: string[]) =>
  pay(
    '  return stripe.checkout.sessions.create({',
    "    mode: 'payment',",
    "    ui_mode: 'embedded',",
    "    return_url: 'https://x.test/done',",
    ...spread,
    '  });',
  );

/** A conditional spread that sets the customer and saved-card options, or else the email (line 9 is the options). */
const savedCards = [
  '    ...(customerId',
  '      ? {',
  '          customer: customerId,',
  "          saved_payment_method_options: { payment_method_save: 'enabled' },",
  '        }',
  '      : paymentMethod',
  '        ? { customer_email: paymentMethod }',
  '        : {}),',
];

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
    {
      name: 'a conditional spread of parameters the project version has (saved_payment_method_options on stripe 15)',
      base: { ...base, 'package.json': pkg('^15.12.0'), 'package-lock.json': lockFor('15.12.0') },
      head: { 'src/pay.ts': checkout(...savedCards) },
    },
    {
      name: 'the same spread on stripe 17',
      base,
      head: { 'src/pay.ts': checkout(...savedCards) },
    },
    {
      name: 'a required parameter that only one choice of a conditional spread sets is not reported missing',
      base,
      head: {
        'src/pay.ts': pay(
          '  return stripe.paymentIntents.create({',
          '    amount: amountCents,',
          '    ...(customerId ? { currency, customer: customerId } : {}),',
          '  });',
        ),
      },
    },
    {
      name: 'a choice the gate cannot see (`opts ?? {}`, a let) may add anything: nothing is reported missing',
      base,
      head: {
        'src/pay.ts': pay(
          '  let extra = {};',
          '  return stripe.paymentIntents.create({',
          '    amount: amountCents,',
          '    ...(paymentMethod ? extra : { customer: customerId }),',
          '  });',
        ),
      },
    },
    {
      name: 'an unknown parameter in an old conditional spread that the PR does not touch',
      base: {
        ...base,
        'package.json': pkg('^14.9.0'),
        'package-lock.json': lockFor('14.25.0'),
        'src/pay.ts': checkout(...savedCards),
      },
      head: { 'src/pay.ts': checkout(...savedCards).replace("'payment'", "'setup'") },
    },
  ],
  invalid: [
    ...onEveryMajor,
    {
      name: 'a parameter in one choice of a conditional spread that the project version (stripe 14) does not declare yet',
      base: { ...base, 'package.json': pkg('^14.9.0'), 'package-lock.json': lockFor('14.25.0') },
      head: { 'src/pay.ts': checkout(...savedCards) },
      errors: [
        {
          file: 'src/pay.ts',
          line: 12,
          message:
            /`saved_payment_method_options` is not a parameter stripe 14 declares here; the stripe package declares it from major 15 on\..*stripe 14\.25\.0 per package-lock\.json/,
          fix: /Upgrade the `stripe` package to 15 or later.*or remove `saved_payment_method_options`/,
          related: ['src/pay.ts'],
        },
      ],
    },
    {
      name: 'a near miss in `cond && { … }` and a bad enum value in a const chosen by a condition',
      base,
      head: {
        'src/pay.ts': pay(
          "  const capture = paymentMethod ? { capture_method: 'later' as const } : undefined;",
          '  return stripe.paymentIntents.create({',
          '    amount: amountCents,',
          '    currency,',
          "    ...(customerId && { customer: customerId, confirm_method: 'manual' }),",
          '    ...capture,',
          '  });',
        ),
      },
      errors: [
        { file: 'src/pay.ts', line: 5, message: /`capture_method` is "later"/ },
        { file: 'src/pay.ts', line: 9, message: /`confirm_method`.*did you mean `confirmation_method`\?/ },
      ],
    },
    {
      name: 'both values a condition chooses for one key are checked (a later plain key would override both)',
      base,
      head: {
        'src/pay.ts': pay(
          '  return stripe.paymentIntents.create({',
          '    amount: amountCents,',
          '    currency,',
          "    ...(customerId ? { capture_method: 'later' } : { capture_method: 'manually' }),",
          "    ...(paymentMethod ? { setup_future_usage: 'offline' } : { setup_future_usage: 'never' }),",
          "    setup_future_usage: 'on_session',",
          '  });',
        ),
      },
      errors: [
        { file: 'src/pay.ts', line: 8, message: /`capture_method` is "later"/ },
        { file: 'src/pay.ts', line: 8, message: /`capture_method` is "manually"/ },
      ],
    },
    {
      name: 'a required parameter that no choice of a conditional spread sets is missing',
      base,
      head: {
        'src/pay.ts': pay(
          '  return stripe.paymentIntents.create({',
          '    amount: amountCents,',
          '    ...(customerId ? { customer: customerId } : undefined),',
          '  });',
        ),
      },
      errors: [{ file: 'src/pay.ts', line: 5, message: /required parameter `currency` is missing/ }],
    },
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
