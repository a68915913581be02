import { ruleTester } from '../../helpers/rule-tester';

const base = {
  'package.json': JSON.stringify({ name: 'shop', dependencies: { express: '^4.21.0', stripe: '^17.0.0' } }),
  'src/lib/stripe.ts': `import Stripe from 'stripe';\nexport const stripe = new Stripe(process.env.STRIPE_SECRET_KEY!);\n`,
  'src/lib/db.ts': `export const prisma: any = {};\n`,
  'src/lib/mailer.ts': `export async function sendMail(m: unknown) {}\n`,
};

const route = (handling: string, before = '') => `import { Router } from 'express';
import type Stripe from 'stripe';
import { stripe } from '../lib/stripe';
import { prisma } from '../lib/db';
import { sendMail } from '../lib/mailer';
import { notifyCustomer } from '../services/notify';

export const webhookRouter = Router();

webhookRouter.post('/', async (req, res) => {
  const event = stripe.webhooks.constructEvent(req.body, req.header('stripe-signature') ?? '', process.env.STRIPE_WEBHOOK_SECRET!);
${before}
  switch (event.type) {
    case 'invoice.paid': {
      const invoice = event.data.object;
${handling}
      break;
    }
    default:
      break;
  }
  res.json({ received: true });
});
`;

const notify = (body: string) => `import { prisma } from '../lib/db';
import { sendMail } from '../lib/mailer';

export async function notifyCustomer(customerId: string) {
  const user = await prisma.user.findUnique({ where: { stripeCustomerId: customerId } });
  if (!user) return;
${body}
}
`;

ruleTester('stripe/webhook-idempotency', {
  valid: [
    {
      name: 'deduplicates on event.id before acting',
      base,
      head: {
        'src/services/notify.ts': notify('  await sendMail({ to: user.email });'),
        'src/routes/webhook.ts': route(
          "      await sendMail({ to: 'billing@example.com', subject: invoice.id });",
          '  const seen = await prisma.processedEvent.findUnique({ where: { id: event.id } });\n  if (seen) return res.json({ received: true });',
        ),
      },
    },
    {
      name: 'writes through an upsert keyed by the Stripe object id',
      base,
      head: {
        'src/services/notify.ts': notify(''),
        'src/routes/webhook.ts': route(
          '      await prisma.invoice.upsert({ where: { stripeInvoiceId: invoice.id }, create: { stripeInvoiceId: invoice.id }, update: {} });',
        ),
      },
    },
    {
      name: 'inserts a record keyed by the Stripe object id',
      base,
      head: {
        'src/services/notify.ts': notify(''),
        'src/routes/webhook.ts': route(
          '      await prisma.payment.create({ data: { stripeInvoiceId: invoice.id, amount: invoice.amount_paid } });',
        ),
      },
    },
    {
      name: 'email guarded by the state it sets (confirmationSentAt)',
      base,
      head: {
        'src/services/notify.ts': notify(
          '  if (!user.receiptSentAt) {\n    await sendMail({ to: user.email });\n    await prisma.user.update({ where: { id: user.id }, data: { receiptSentAt: new Date() } });\n  }',
        ),
        'src/routes/webhook.ts': route('      await notifyCustomer(String(invoice.customer));'),
      },
    },
    {
      name: 'an unguarded email on the base branch the PR does not touch',
      base: {
        ...base,
        'src/services/notify.ts': notify('  await sendMail({ to: user.email });'),
        'src/routes/webhook.ts': route('      await notifyCustomer(String(invoice.customer));'),
      },
      head: { 'src/lib/mailer.ts': `export async function sendMail(m: unknown) {\n  return;\n}\n` },
    },
  ],
  invalid: [
    {
      name: 'sends an email for each delivery, in a function the webhook calls',
      base,
      head: {
        'src/services/notify.ts': notify('  await sendMail({ to: user.email });'),
        'src/routes/webhook.ts': route('      await notifyCustomer(String(invoice.customer));'),
      },
      errors: [
        {
          file: 'src/services/notify.ts',
          line: 7,
          severity: 'warning',
          message: /sends an email/,
          related: ['src/routes/webhook.ts'],
        },
      ],
    },
    {
      name: 'inserts a record keyed by nothing from Stripe',
      base,
      head: {
        'src/services/notify.ts': notify(''),
        'src/routes/webhook.ts': route('      await prisma.credit.create({ data: { amount: 100 } });'),
      },
      errors: [{ file: 'src/routes/webhook.ts', line: 16, message: /inserts a record/, fix: 'event.id' }],
    },
    {
      name: 'increments a counter',
      base,
      head: {
        'src/services/notify.ts': notify(''),
        'src/routes/webhook.ts': route(
          '      await prisma.account.update({ where: { stripeCustomerId: String(invoice.customer) }, data: { credits: { increment: 10 } } });',
        ),
      },
      errors: [{ file: 'src/routes/webhook.ts', line: 16, message: /increments/ }],
    },
  ],
});
