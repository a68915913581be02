import { stripeCalls, stripeClients } from '../../src/extractors/stripe/clients';
import { loadTsMorph } from '../../src/workspace/ts';
import { workspaceFor } from '../helpers/workspace';

const files = {
  'tsconfig.json': '{\n  // comments are fine\n  "compilerOptions": { "paths": { "@/*": ["./src/*"] } },\n}\n',
  'src/lib/stripe.ts': `import Stripe from 'stripe';
export const stripe = new Stripe(process.env.STRIPE_SECRET_KEY!, {
  apiVersion: '2025-02-24.acacia',
  maxNetworkRetries: 2,
  timeout: 20_000,
});
`,
  'src/lib/index.ts': `export { stripe as payments } from './stripe';\n`,
  'src/lib/factory.ts': `import StripeSDK from 'stripe';
let client: StripeSDK | undefined;
export function getStripe() {
  if (!client) client = new StripeSDK(process.env.KEY!, { maxNetworkRetries: 0 });
  return client;
}
`,
  'src/routes/refunds.ts': `import { Router } from 'express';
import { stripe } from '../lib/stripe';
export const router = Router();
router.post('/:id/refund', async (req, res) => {
  const refund = await stripe.refunds.create({ payment_intent: req.params.id }, { idempotencyKey: 'k' });
  const pi = await stripe.paymentIntents.retrieve(req.params.id, { expand: ['latest_charge'] });
  await stripe.refunds.update(refund.id, { metadata: {} });
  await stripe.invoices.pay(invoiceId, { idempotencyKey: 'pay-1' });
  const session = await stripe.checkout.sessions.create(params);
  stripe.webhooks.constructEvent(body, sig, secret);
  res.json({ refund, pi, session });
});
`,
  'src/alias.ts': `import { stripe } from '@/lib/stripe';
import { payments } from './lib';
import { getStripe } from './lib/factory';
export async function run() {
  await stripe.customers.create({ email: 'a@b.c' });
  await payments.billingPortal.sessions.create({ customer: 'cus_1' });
  await getStripe().subscriptions.cancel('sub_1');
  const s = getStripe();
  await s.prices.list({ limit: 3 });
}
`,
  'src/cjs.js': `const stripe = require('stripe')(process.env.STRIPE_KEY);
stripe.charges.create({ amount: 100, currency: 'usd', source: 'tok_visa' });
`,
  'src/nest/payments.service.ts': `import Stripe from 'stripe';
@Injectable()
export class PaymentsService {
  constructor(@Inject(STRIPE) private readonly stripe: Stripe) {}
  pay(amount: number) { return this.stripe.paymentIntents.create({ amount, currency: 'eur' }); }
}
export async function helper(client: Stripe) { return client.customers.list(); }
`,
  'src/services/stripe.service.ts': `import Stripe from 'stripe';
import axios, { type AxiosInstance } from 'axios';
export class StripeService {
  private static client: Stripe | null = null;
  private static http: AxiosInstance | null = null;
  private static getClient(): Stripe | null {
    if (!process.env.STRIPE_SECRET_KEY) return null;
    this.client ??= new Stripe(process.env.STRIPE_SECRET_KEY);
    return this.client;
  }
  private static cached() {
    return this.client;
  }
  private static getHttp() {
    return (this.http ??= axios.create({ baseURL: 'https://api.example.com' }));
  }
  static async pay(amount: number) {
    const client = this.getClient();
    if (!client) return null;
    const other = StripeService.cached()!;
    await other.refunds.create({ payment_intent: 'pi_1' });
    const http = this.getHttp();
    await http.orders.create({ amount });
    return client.paymentIntents.create({ amount, currency: 'eur' });
  }
}
`,
  'src/look-alikes.ts': `import { stripe } from './lib/stripe';
const cache = { orders: { create: (x: number) => x } };
cache.orders.create(1);
export function t() { (stripe.refunds.create as unknown as { mockResolvedValue(x: unknown): void }).mockResolvedValue({}); }
`,
};

describe('stripe extractor', () => {
  const ws = workspaceFor({ base: files });
  const view = ws.head;

  it('finds clients and their config', () => {
    const [client] = stripeClients(view, 'src/lib/stripe.ts');
    expect(client).toMatchObject({ line: 2, apiVersion: '2025-02-24.acacia', maxNetworkRetries: 2, timeout: 20000 });
    expect(stripeClients(view, 'src/lib/factory.ts')[0]).toMatchObject({ line: 4, maxNetworkRetries: 0 });
    expect(stripeClients(view, 'src/cjs.js')[0]).toMatchObject({ line: 1, configOpaque: false });
    expect(stripeClients(view, 'src/routes/refunds.ts')).toEqual([]);
  });

  it('finds calls through an imported client and splits their arguments', () => {
    const calls = stripeCalls(view, 'src/routes/refunds.ts');
    expect(calls.map((c) => c.path)).toEqual([
      'refunds.create',
      'paymentIntents.retrieve',
      'refunds.update',
      'invoices.pay',
      'checkout.sessions.create',
    ]);
    const { Node } = loadTsMorph();
    const [create, retrieve, update, pay, session] = calls;
    expect(create.resultName).toBe('refund');
    expect(create.idArg).toBeUndefined();
    expect(Node.isObjectLiteralExpression(create.params)).toBe(true);
    expect(create.options?.getText()).toBe("{ idempotencyKey: 'k' }");
    expect(create.handler?.method).toBe('POST');
    expect(retrieve.idArg?.getText()).toBe('req.params.id');
    expect(retrieve.params?.getText()).toContain('expand');
    expect(update.idArg?.getText()).toBe('refund.id');
    // options passed where the params are optional
    expect(pay.params).toBeUndefined();
    expect(pay.options?.getText()).toContain('idempotencyKey');
    expect(session.resource).toBe('checkout.sessions');
    expect(session.method).toBe('create');
    expect(session.params?.getText()).toBe('params');
    expect(session.idArg).toBeUndefined();
    expect(create.line).toBe(5);
  });

  it('follows tsconfig aliases, re-exports and factories', () => {
    const calls = stripeCalls(view, 'src/alias.ts');
    expect(calls.map((c) => c.path)).toEqual([
      'customers.create',
      'billingPortal.sessions.create',
      'subscriptions.cancel',
      'prices.list',
    ]);
    expect(calls[2].idArg?.getText()).toBe("'sub_1'");
    expect(calls[0].handler).toBeUndefined();
  });

  it('finds require-style clients and DI-injected clients', () => {
    expect(stripeCalls(view, 'src/cjs.js').map((c) => c.path)).toEqual(['charges.create']);
    const nest = stripeCalls(view, 'src/nest/payments.service.ts');
    expect(nest.map((c) => c.path)).toEqual(['paymentIntents.create', 'customers.list']);
    expect(nest[0].client).toBe('this.stripe');
  });

  it("finds calls through a local holding what the class's own method returns (its client member, or by its return type)", () => {
    const calls = stripeCalls(view, 'src/services/stripe.service.ts');
    // not the HTTP client another method returns
    expect(calls.map((c) => `${c.client} ${c.path}`)).toEqual(['other refunds.create', 'client paymentIntents.create']);
  });

  it('ignores look-alikes and test doubles', () => {
    expect(stripeCalls(view, 'src/look-alikes.ts')).toEqual([]);
  });
});
