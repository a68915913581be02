import { createServer } from 'node:net';
import { startFaultyServer } from '../../helpers/faulty-server';
import { ruleTester, runRule, type RuleCase } from '../../helpers/rule-tester';
import { describeWithStripeMock } from '../../helpers/stripe-mock';

const pkg = (range: string) =>
  JSON.stringify({ name: 'shop', version: '1.0.0', dependencies: { stripe: range } }, null, 2) + '\n';
const client =
  "import Stripe from 'stripe';\n\nexport const stripe = new Stripe(process.env.STRIPE_SECRET_KEY ?? '');\n";
/** A module whose function gets its values at run time: the gate cannot see them and fills them by type. */
const run = (...body: string[]) =>
  [
    "import { stripe } from './stripe';",
    "import type { Order } from './orders';",
    '',
    'export async function run(order: Order, customerId: string, accountId: string, id: string, fields: string[]) {',
    ...body,
    '}',
    '',
  ].join('\n');
const base = (range = '^23.1.0') => ({
  'package.json': pkg(range),
  'src/stripe.ts': client,
  'src/run.ts': run('  return order;'),
});

/** Literal ids of the resources' own prefixes, each in the path of its call. */
const ids: [string, string][] = [
  ['customers.retrieve', "'cus_NffrFeUfNV2Hib'"],
  ['customers.retrieveSource', "'cus_NffrFeUfNV2Hib', 'card_1MvoiELkdIwHu7ixOeFh0ncD'"],
  ['customers.deleteTaxId', "'cus_NffrFeUfNV2Hib', 'txi_1NuMB12eZvKYlo2CMecoWkZd'"],
  ['paymentIntents.capture', "'pi_3MtwBwLkdIwHu7ix28a3tqPa'"],
  ['setupIntents.confirm', "'seti_1Mm8s8LkdIwHu7ix0OXBfTRG'"],
  ['paymentMethods.detach', "'pm_1MqM05LkdIwHu7ixlDxxO6Mc'"],
  ['subscriptions.cancel', "'sub_1MowQVLkdIwHu7ixeRlqHVzs'"],
  ['subscriptionItems.retrieve', "'si_NcLYdDxLHxlFo7'"],
  ['subscriptionSchedules.release', "'sub_sched_1Mr3YdLkdIwHu7ixjop3qtff'"],
  ['invoices.finalizeInvoice', "'in_1MtHbELkdIwHu7ixl4OzzPMv'"],
  ['invoiceItems.del', "'ii_1MtGUtLkdIwHu7ixBYwjAM00'"],
  ['checkout.sessions.expire', "'cs_test_a1Ae6ClgOkjygKwrf9B3L6ITtUuZW4Xx9FivL6DZYoYFdfAefQxsYpJJd3'"],
  ['charges.retrieve', "'ch_3MmlLrLkdIwHu7ix0snN0B15'"],
  ['refunds.cancel', "'re_1Nispe2eZvKYlo2Cd31jOCgZ'"],
  ['disputes.close', "'du_1MtJUT2eZvKYlo2CNaw2HvEv'"],
  ['prices.retrieve', "'price_1MoBy5LkdIwHu7ixZhnattbh'"],
  ['products.del', "'prod_NWjs8kKbJWmuuc'"],
  ['coupons.retrieve', "'Z4OV52SU'"],
  ['promotionCodes.retrieve', "'promo_1MiM6KLkdIwHu7ixrIaX4wgn'"],
  ['accounts.retrieve', "'acct_1Nv0FGQ9RKHgCVdK'"],
  ['accounts.retrievePerson', "'acct_1Nv0FGQ9RKHgCVdK', 'person_1MqjB62eZvKYlo2CaeEJzK13'"],
  ['transfers.retrieve', "'tr_1MiN3gLkdIwHu7ixNCZvFdgA'"],
  ['payouts.cancel', "'po_1OaFDbEcg9tTZuTgNYmX0PKB'"],
  ['balanceTransactions.retrieve', "'txn_1MiN3gLkdIwHu7ixxapQrznl'"],
  ['applicationFees.createRefund', "'fee_1B73DOKbnvuxQXGuhY8Aw0TN'"],
  ['events.retrieve', "'evt_1NG8Du2eZvKYlo2CUI79vXWy'"],
  ['files.retrieve', "'file_1Mr4LDLkdIwHu7ixFCz0dZiH'"],
  ['taxRates.retrieve', "'txr_1MzS4RLkdIwHu7ix4IQ5EjJD'"],
  ['creditNotes.voidCreditNote', "'cn_1MxvRqLkdIwHu7ixY0xbUcxk'"],
  ['quotes.finalizeQuote', "'qt_1Mr7wVLkdIwHu7ixpRo1OzCe'"],
  ['paymentLinks.retrieve', "'plink_1MoC3ULkdIwHu7ixZjtGpVl2'"],
  ['billingPortal.configurations.retrieve', "'bpc_1MrnZsLkdIwHu7ixNiQL1xPM'"],
  ['issuing.cards.retrieve', "'ic_1MvSieLkdIwHu7ixn6uuO0Xu'"],
  ['terminal.readers.retrieve', "'tmr_FDOt2wlRZEdpd7'"],
  ['identity.verificationSessions.cancel', "'vs_1NuN4zLkdIwHu7ixleE6HvkI'"],
  // Ids the gate cannot see: filled in.
  ['customers.update', 'customerId'],
  ['accounts.retrieveExternalAccount', 'accountId, id'],
];

const accepted: RuleCase[] = [
  {
    name: 'literal ids of every prefix in the paths of their calls, and ids the gate cannot see',
    base: base(),
    head: {
      'src/run.ts': run(...ids.map(([method, args]) => `  await stripe.${method}(${args});`), '  return order;'),
    },
  },
  {
    name: 'expandable fields, nested and under a list',
    base: base(),
    head: {
      'src/run.ts': run(
        "  await stripe.paymentIntents.retrieve(id, { expand: ['customer', 'payment_method', 'latest_charge.balance_transaction'] });",
        "  return stripe.subscriptions.list({ customer: customerId, expand: ['data.default_payment_method', 'data.latest_invoice'] });",
      ),
    },
  },
  {
    name: 'expand[] with entries the gate cannot see (left out, not made up)',
    base: base(),
    head: {
      'src/run.ts': run("  return stripe.customers.retrieve(customerId, { expand: [...fields, 'default_source'] });"),
    },
  },
  {
    name: 'metadata of literals, of values known at run time, and of a whole unknown hash',
    base: base(),
    head: {
      'src/run.ts': run(
        '  await stripe.customers.update(customerId, { metadata: { orderId: order.id, attempt: 2, vip: true, note: null } });',
        '  return stripe.paymentIntents.update(id, { metadata: order.metadata });',
      ),
    },
  },
  {
    name: 'nested price_data and product_data in an array of line items',
    base: base(),
    head: {
      'src/run.ts': run(
        '  return stripe.checkout.sessions.create({',
        "    mode: 'payment',",
        '    line_items: [',
        '      {',
        '        quantity: order.quantity,',
        '        price_data: { currency: order.currency, unit_amount: order.total, product_data: { name: order.title, images: [order.image] } },',
        '      },',
        '      { price: order.priceId, quantity: 1 },',
        '    ],',
        '    success_url: `${order.origin}/paid?session={CHECKOUT_SESSION_ID}`,',
        '  });',
      ),
    },
  },
  {
    name: 'arrays of objects: subscription items with recurring price_data, discounts',
    base: base(),
    head: {
      'src/run.ts': run(
        '  return stripe.subscriptions.create({',
        '    customer: customerId,',
        "    items: [{ price_data: { currency: 'eur', product: order.productId, unit_amount: order.total, recurring: { interval: 'month' } } }, { price: order.priceId, quantity: 2 }],",
        '    discounts: [{ coupon: order.coupon }],',
        "    payment_behavior: 'default_incomplete',",
        '  });',
      ),
    },
  },
  {
    name: 'values of object types the gate cannot see at all (filled with what the form encoding keeps)',
    base: base(),
    head: {
      'src/run.ts': run(
        '  await stripe.paymentIntents.create({ amount: order.total, currency: order.currency, shipping: order.shipping });',
        '  return stripe.accountSessions.create({ account: accountId, components: order.components });',
      ),
    },
  },
  {
    name: 'a call made for a connected account (stripeAccount), with and without params',
    base: base(),
    head: {
      'src/run.ts': run(
        "  await stripe.paymentIntents.create({ amount: order.total, currency: 'usd', application_fee_amount: 100 }, { stripeAccount: accountId, idempotencyKey: order.id });",
        "  await stripe.customers.retrieve(customerId, { stripeAccount: 'acct_1Nv0FGQ9RKHgCVdK' });",
        '  return stripe.customers.list({ limit: 10 }, { stripeAccount: accountId });',
      ),
    },
  },
  {
    name: 'an ephemeral key, which the SDK sends only with an API version',
    base: base(),
    head: {
      'src/run.ts': run(
        "  return stripe.ephemeralKeys.create({ customer: customerId }, { apiVersion: '2025-02-24.acacia' });",
      ),
    },
  },
  {
    name: 'a decimal amount the gate cannot see',
    base: base(),
    head: {
      'src/run.ts': run(
        "  return stripe.prices.create({ currency: 'usd', product: order.productId, unit_amount_decimal: order.total.toFixed(4) });",
      ),
    },
  },
  {
    name: "a parameter stripe 17's API has and stripe-mock's newer spec does not (a note, not a finding)",
    base: base('^17.7.0'),
    head: {
      'src/run.ts': run(
        '  await stripe.invoiceItems.create({ customer: customerId, price: order.priceId });',
        '  return stripe.promotionCodes.create({ coupon: order.coupon, code: order.code });',
      ),
    },
  },
];

it('replays nothing without a stripe-mock', async () => {
  const report = await runRule('stripe/mock-rejected', {
    name: 'no stripe-mock configured',
    base: base(),
    head: {
      'src/run.ts': run("  return stripe.paymentIntents.create({ amount: 1, currency: 'usd', confirm_method: 'x' });"),
    },
  });
  expect(report.findings).toEqual([]);
  expect(report.notes.join('\n')).not.toMatch(/stripe-mock/);
});

describeWithStripeMock('stripe/mock-rejected against the real stripe-mock', (url) => {
  const withMock = <C extends RuleCase>(c: C): C => ({ ...c, options: { stripeMockUrl: url } });
  ruleTester('stripe/mock-rejected', {
    valid: [
      ...accepted.map(withMock),
      withMock({
        name: 'an old rejected call the PR does not touch',
        base: {
          ...base(),
          'src/run.ts': run(
            "  await stripe.paymentIntents.create({ amount: 1, currency: 'usd', confirm_method: 'x' });",
            '  return 1;',
          ),
        },
        head: {
          'src/run.ts': run(
            "  await stripe.paymentIntents.create({ amount: 1, currency: 'usd', confirm_method: 'x' });",
            '  return 2;',
          ),
        },
      }),
    ],
    invalid: [
      withMock({
        name: 'an unknown parameter, named (with the nearest valid one) by the type check',
        base: base(),
        head: {
          'src/run.ts': run(
            '  const intent = await stripe.paymentIntents.create({',
            '    amount: order.total,',
            "    currency: 'usd',",
            "    confirm_method: 'manual',",
            '  });',
            '  return intent.id;',
          ),
        },
        errors: [
          {
            file: 'src/run.ts',
            line: 5,
            severity: 'blocking',
            message:
              'stripe-mock rejected stripe.paymentIntents.create() with 400: "Request validation error: additional properties are not allowed". Unknown parameter: `confirm_method` (did you mean `confirmation_method`?).',
            fix: /Rename `confirm_method` to `confirmation_method`/,
            related: ['src/run.ts'],
          },
        ],
      }),
      withMock({
        name: 'a wrong type: a decimal string for an amount in cents',
        base: base(),
        head: {
          'src/run.ts': run(
            "  return stripe.paymentIntents.create({ amount: (order.total / 100).toFixed(2), currency: 'usd' });",
          ),
        },
        errors: [
          {
            file: 'src/run.ts',
            line: 5,
            message:
              'stripe-mock rejected stripe.paymentIntents.create() with 400: "Request validation error: object property \'amount\' validation failed: value is not numeric".',
          },
        ],
      }),
      withMock({
        name: 'a value outside an enum, in a nested resource',
        base: base(),
        head: { 'src/run.ts': run("  return stripe.checkout.sessions.create({ mode: 'subscriptions' });") },
        errors: [
          {
            file: 'src/run.ts',
            line: 5,
            message:
              'stripe-mock rejected stripe.checkout.sessions.create() with 400: "Request validation error: object property \'mode\' validation failed: value is not in enumeration".',
          },
        ],
      }),
      withMock({
        name: 'a missing required parameter, in a nested object of a connected account call',
        base: base(),
        head: {
          'src/run.ts': run(
            '  await stripe.paymentIntents.create(',
            "    { amount: order.total, currency: 'usd', shipping: { name: order.title } },",
            '    { stripeAccount: accountId },',
            '  );',
            '',
            "  return stripe.paymentIntents.create({ currency: 'usd' });",
          ),
        },
        errors: [
          {
            file: 'src/run.ts',
            line: 5,
            message:
              "stripe-mock rejected stripe.paymentIntents.create() with 400: \"Request validation error: object property 'shipping' validation failed: object property 'address' is required\".",
          },
          {
            file: 'src/run.ts',
            line: 10,
            message:
              'stripe-mock rejected stripe.paymentIntents.create() with 400: "Request validation error: object property \'amount\' is required".',
          },
        ],
      }),
    ],
  });

  it("says in a note why a call stripe-mock's spec refuses is not reported", async () => {
    const report = await runRule('stripe/mock-rejected', withMock(accepted[accepted.length - 1]));
    expect(report.findings).toEqual([]);
    const notes = report.notes.filter((n) => n.includes('stripe-mock answered 400'));
    expect(notes).toEqual([
      expect.stringMatching(
        /stripe\.invoiceItems\.create\(\) in src\/run\.ts:5: stripe-mock answered 400 "Request validation error: additional properties are not allowed", but the API of stripe 17\.7\.0 .* accepts the parameters as sent/,
      ),
      expect.stringMatching(
        /stripe\.promotionCodes\.create\(\) in src\/run\.ts:6: stripe-mock answered 400 "Request validation error: object property 'promotion' is required"/,
      ),
    ]);
  });

  it('says in a note when stripe-mock cannot make an expansion, and goes on with the next call', async () => {
    const report = await runRule(
      'stripe/mock-rejected',
      withMock({
        name: 'expand',
        base: base(),
        head: {
          'src/run.ts': run(
            "  await stripe.customers.retrieve(customerId, { expand: ['zz_not_a_field'] });",
            "  return stripe.checkout.sessions.create({ mode: 'subscriptions' });",
          ),
        },
      }),
    );
    expect(report.findings.map((f) => f.line)).toEqual([6]);
    expect(report.notes).toContainEqual(
      expect.stringMatching(
        /stripe\.customers\.retrieve\(\) in src\/run\.ts:5: stripe-mock took the parameters but could not build its answer \(500: An internal error occurred\.\), as it does for an expansion it cannot make: check that `zz_not_a_field` can be expanded/,
      ),
    );
    expect(report.notes.join('\n')).not.toMatch(/not reachable/);
  });

  it('says in a note when the SDK would not send a call, and goes on with the next call', async () => {
    const report = await runRule(
      'stripe/mock-rejected',
      withMock({
        name: 'ephemeral key without an API version',
        base: base(),
        head: {
          'src/run.ts': run(
            '  await stripe.ephemeralKeys.create({ customer: customerId });',
            "  return stripe.checkout.sessions.create({ mode: 'subscriptions' });",
          ),
        },
      }),
    );
    expect(report.findings.map((f) => f.line)).toEqual([6]);
    expect(report.notes).toContainEqual(
      expect.stringMatching(
        /stripe\.ephemeralKeys\.create\(\) in src\/run\.ts:5 was not replayed: the stripe SDK would not send it: Passing apiVersion in a separate options hash is required/,
      ),
    );
  });
});

describe('stripe/mock-rejected when stripe-mock cannot be used', () => {
  const head = {
    'src/run.ts': run(
      "  await stripe.customers.create({ email: 'a@b.test' });",
      "  return stripe.paymentIntents.create({ amount: 1, currency: 'usd', confirm_method: 'x' });",
    ),
  };

  it('a closed port: finishes normally with one note and no finding', async () => {
    const srv = createServer();
    await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
    const port = (srv.address() as { port: number }).port;
    await new Promise<void>((r) => srv.close(() => r()));
    const url = `http://127.0.0.1:${port}`;
    const report = await runRule('stripe/mock-rejected', {
      name: 'closed port',
      base: base(),
      head,
      options: { stripeMockUrl: url },
    });
    expect(report.findings).toEqual([]);
    const notes = report.notes.filter((n) => n.startsWith(`stripe-mock at ${url} was not reachable`));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatch(/ECONNREFUSED/);
  });

  it('a server answering 500 to everything: one note and no finding', async () => {
    const server = await startFaultyServer('error-500');
    try {
      const report = await runRule('stripe/mock-rejected', {
        name: '500',
        base: base(),
        head,
        options: { stripeMockUrl: server.url },
      });
      expect(report.findings).toEqual([]);
      expect(report.notes.filter((n) => n.includes('was not reachable: it answered 500'))).toHaveLength(1);
    } finally {
      await server.close();
    }
  });
});
