import Stripe from 'stripe';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '~/db';
import { webhooks } from '~/routes/webhooks';
import { resetDb, seedCustomer } from './helpers/db';

const stripe = new Stripe('sk_test_meterly');

function deliver(event: object, signature?: string) {
  const payload = JSON.stringify(event);
  return webhooks.request('/stripe', {
    method: 'POST',
    body: payload,
    headers: {
      'content-type': 'application/json',
      'stripe-signature':
        signature ?? stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_meterly' }),
    },
  });
}

function invoiceEvent(type: 'invoice.paid' | 'invoice.payment_failed', meterlyInvoice?: string) {
  return {
    id: `evt_${type}`,
    object: 'event',
    type,
    data: {
      object: {
        id: 'in_1',
        object: 'invoice',
        metadata: meterlyInvoice ? { meterlyInvoice } : {},
        status_transitions: { paid_at: 1_736_000_000 },
      },
    },
  };
}

describe('POST /webhooks/stripe', () => {
  beforeEach(resetDb);

  it('rejects a forged signature with 400', async () => {
    const res = await deliver(invoiceEvent('invoice.paid', 'MTR-0001'), 't=1,v1=deadbeef');
    expect(res.status).toBe(400);
  });

  it('marks the invoice paid on invoice.paid', async () => {
    const customer = await seedCustomer();
    await db.insertInto('invoices').values({ customer_id: customer.id, number: 'MTR-0001', total_cents: 4200 }).execute();

    const res = await deliver(invoiceEvent('invoice.paid', 'MTR-0001'));
    expect(res.status).toBe(200);
    const row = await db.selectFrom('invoices').select(['status']).where('number', '=', 'MTR-0001').executeTakeFirstOrThrow();
    expect(row.status).toBe('paid');
  });

  it('answers 500 when invoice.paid names no known invoice, so that Stripe retries', async () => {
    const res = await deliver(invoiceEvent('invoice.paid', 'MTR-9999'));
    expect(res.status).toBe(500);
  });

  it('keeps the invoice open and links it on invoice.payment_failed', async () => {
    const customer = await seedCustomer();
    await db.insertInto('invoices').values({ customer_id: customer.id, number: 'MTR-0002', total_cents: 990 }).execute();

    const res = await deliver(invoiceEvent('invoice.payment_failed', 'MTR-0002'));
    expect(res.status).toBe(200);
    const row = await db
      .selectFrom('invoices')
      .select(['status', 'stripe_invoice_id'])
      .where('number', '=', 'MTR-0002')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'open', stripe_invoice_id: 'in_1' });
  });

  it('answers 500 when invoice.payment_failed names no known invoice, so that Stripe retries', async () => {
    const res = await deliver(invoiceEvent('invoice.payment_failed', 'MTR-9999'));
    expect(res.status).toBe(500);
  });

  it('acknowledges event types it does not handle', async () => {
    const res = await deliver({ id: 'evt_x', object: 'event', type: 'customer.created', data: { object: {} } });
    expect(res.status).toBe(200);
  });
});
