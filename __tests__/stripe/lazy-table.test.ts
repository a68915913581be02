import { runCheck } from '../../src/core/run';
import { stripeTablesLoaded } from '../../src/extractors/stripe/table';
import { makeRepo } from '../helpers/repo';
import { packageJson, stripeProject } from '../helpers/stripe-project';

// One file, one module registry: the first run must leave the table unloaded, the second loads it.
const base = {
  ...stripeProject('17.7.0'),
  'src/stripe.ts': [
    "import Stripe from 'stripe';",
    "export const stripe = new Stripe(process.env.STRIPE_SECRET_KEY ?? '', { apiVersion: '2025-02-24.acacia' });",
    '',
  ].join('\n'),
  'src/pay.ts': [
    "import { stripe } from './stripe';",
    'export const pay = (id: string) => stripe.paymentIntents.retrieve(id).then((pi) => pi.status);',
    '',
  ].join('\n'),
};

it('a run of every rule over a change that calls no Stripe API loads no Stripe table', async () => {
  const repo = makeRepo({
    base,
    head: {
      // another dependency, and code beside the Stripe code
      'package.json': packageJson('^17.7.0').replace('"express"', '"zod": "^3.25.0",\n    "express"'),
      'src/util.ts': 'export const add = (a: number, b: number) => a + b;\n',
    },
  });
  const report = await runCheck({ repoDir: repo.dir, base: repo.base, head: repo.head });
  expect(report.stats.filesChanged).toBe(2);
  expect(stripeTablesLoaded()).toBe(false);
});

it('a run over a change that calls Stripe loads it', async () => {
  const repo = makeRepo({
    base,
    head: {
      'src/refund.ts': [
        "import { stripe } from './stripe';",
        'export const refund = (pi: string) => stripe.refunds.create({ payment_intent: pi }, { idempotencyKey: pi });',
        '',
      ].join('\n'),
    },
  });
  await runCheck({ repoDir: repo.dir, base: repo.base, head: repo.head });
  expect(stripeTablesLoaded()).toBe(true);
});
