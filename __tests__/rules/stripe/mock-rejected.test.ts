import { createServer } from 'node:net';
import type { AnalysisOptions } from '../../../src/core/types';
import { startFakeStripeMock, type FakeStripeMock } from '../../helpers/fake-stripe-mock';
import { ruleTester, runRule } from '../../helpers/rule-tester';

let mock: FakeStripeMock;
beforeAll(async () => {
  mock = await startFakeStripeMock();
});
afterAll(() => mock.close());

/** The server's URL is known only once it listens: read it when the run asks. */
const withMock: AnalysisOptions = {
  get stripeMockUrl() {
    return mock.url;
  },
};

const pkg = JSON.stringify({ name: 'shop', version: '1.0.0', dependencies: { stripe: '^17.7.0' } }, null, 2) + '\n';
const client =
  "import Stripe from 'stripe';\n\nexport const stripe = new Stripe(process.env.STRIPE_SECRET_KEY ?? '');\n";
const pay = (...body: string[]) =>
  [
    "import { stripe } from './stripe';",
    '',
    'export async function pay(amountCents: number, customerId: string) {',
    ...body,
    '}',
    '',
  ].join('\n');
const base = { 'package.json': pkg, 'src/stripe.ts': client, 'src/pay.ts': pay('  return amountCents;') };

ruleTester('stripe/mock-rejected', {
  valid: [
    {
      name: 'a call stripe-mock accepts (unknown values filled by type)',
      base,
      options: withMock,
      head: {
        'src/pay.ts': pay(
          "  return stripe.paymentIntents.create({ amount: amountCents, currency: 'usd', customer: customerId });",
        ),
      },
    },
    {
      name: 'no stripe-mock configured: nothing is replayed',
      base,
      head: {
        'src/pay.ts': pay(
          "  return stripe.paymentIntents.create({ amount: 1, currency: 'usd', confirm_method: 'x' });",
        ),
      },
    },
    {
      name: 'an old rejected call the PR does not touch',
      base: {
        ...base,
        'src/pay.ts': pay(
          "  await stripe.paymentIntents.create({ amount: 1, currency: 'usd', confirm_method: 'x' });",
          '  return 1;',
        ),
      },
      options: withMock,
      head: {
        'src/pay.ts': pay(
          "  await stripe.paymentIntents.create({ amount: 1, currency: 'usd', confirm_method: 'x' });",
          '  return 2;',
        ),
      },
    },
    {
      name: 'a call that spreads params from elsewhere (required ones filled by type)',
      base,
      options: withMock,
      head: {
        'src/pay.ts': pay(
          '  const extra = await load();',
          '  return stripe.refunds.create({ ...extra, amount: amountCents });',
        ),
      },
    },
  ],
  invalid: [
    {
      name: 'a 400 from stripe-mock, with the unknown parameter named by the type check',
      base,
      options: withMock,
      head: {
        'src/pay.ts': pay(
          '  const intent = await stripe.paymentIntents.create({',
          '    amount: amountCents,',
          "    currency: 'usd',",
          "    confirm_method: 'manual',",
          '  });',
          '  return intent.id;',
        ),
      },
      errors: [
        {
          file: 'src/pay.ts',
          line: 4,
          severity: 'blocking',
          message:
            /stripe-mock rejected stripe\.paymentIntents\.create\(\) with 400: "Request validation error: .*`confirm_method` \(did you mean `confirmation_method`\?\)/,
          fix: /Rename `confirm_method` to `confirmation_method`/,
          related: ['src/pay.ts'],
        },
      ],
    },
    {
      name: 'an invalid enum value on a nested resource call',
      base,
      options: withMock,
      head: { 'src/pay.ts': pay("  return stripe.checkout.sessions.create({ mode: 'subscriptions' });") },
      errors: [{ file: 'src/pay.ts', line: 4, message: /Request validation error/ }],
    },
  ],
});

describe('stripe/mock-rejected when stripe-mock cannot be reached', () => {
  it('finishes normally with one note and no finding', async () => {
    const srv = createServer();
    await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
    const port = (srv.address() as { port: number }).port;
    await new Promise<void>((r) => srv.close(() => r()));
    const url = `http://127.0.0.1:${port}`;
    const report = await runRule('stripe/mock-rejected', {
      name: 'closed port',
      base,
      options: { stripeMockUrl: url },
      head: {
        'src/pay.ts': pay(
          "  await stripe.customers.create({ email: 'a@b.test' });",
          "  return stripe.paymentIntents.create({ amount: 1, currency: 'usd', confirm_method: 'x' });",
        ),
      },
    });
    expect(report.findings).toEqual([]);
    const notes = report.notes.filter((n) => n.startsWith(`stripe-mock at ${url} was not reachable`));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatch(/ECONNREFUSED/);
  });
});
