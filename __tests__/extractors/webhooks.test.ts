import { classifyPayload, webhookEndpoints, webhookEndpointsAffectedBy } from '../../src/extractors/stripe/webhooks';
import { isStripeEventType } from '../../src/extractors/stripe/events';
import { loadTsMorph } from '../../src/workspace/ts';
import { workspaceFor } from '../helpers/workspace';

const expressRoute = `import { Router } from 'express';
import type Stripe from 'stripe';
import { stripe } from '../lib/stripe';
import { handleEvent } from '../services/events';

export const webhookRouter = Router();

webhookRouter.post('/', async (req, res) => {
  const sig = req.header('stripe-signature');
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(req.body, sig, process.env.STRIPE_WEBHOOK_SECRET ?? '');
  } catch {
    return res.status(400).json({ error: 'invalid_signature' });
  }
  try {
    await handleEvent(event);
  } catch (err) {
    console.error(err);
    return res.status(200).json({ received: true });
  }
  res.json({ received: true });
});
`;

const events = `import type Stripe from 'stripe';
import { fulfillOrder } from './orders';
import { sendMail } from '../lib/mailer';

export async function handleEvent(event: Stripe.Event) {
  switch (event.type) {
    case 'payment_intent.succeeded':
      await fulfillOrder(event.data.object);
      break;
    case 'invoice.paid':
    case 'invoice.payment_failed':
      await sendMail({ to: 'x' });
      break;
    default:
      throw new Error('unhandled ' + event.type);
  }
}
`;

const app = `import express from 'express';
import { webhookRouter } from './routes/webhook';

export function createApp() {
  const app = express();
  app.use(express.json());
  app.use('/api/webhooks/stripe', webhookRouter);
  return app;
}
`;

const nextRoute = `import { stripe } from '@/lib/stripe';
export async function POST(req: Request) {
  const body = await req.json();
  const event = stripe.webhooks.constructEvent(JSON.stringify(body), req.headers.get('stripe-signature')!, 'whsec_abc');
  if (event.type === 'checkout.session.completed') {
    void sync(event.data.object);
  } else {
    return new Response('unhandled', { status: 400 });
  }
  return Response.json({ received: true });
}
async function sync(x: unknown) {}
`;

describe('webhook extractor', () => {
  const ws = workspaceFor({
    base: { 'package.json': '{}', 'src/services/orders.ts': 'export async function fulfillOrder(x) {}\n' },
    head: {
      'src/routes/webhook.ts': expressRoute,
      'src/services/events.ts': events,
      'src/app.ts': app,
      'app/api/stripe/webhook/route.ts': nextRoute,
    },
  });
  const view = ws.head;

  it('recognises Stripe event type names', () => {
    expect(isStripeEventType('payment_intent.succeeded')).toBe(true);
    expect(isStripeEventType('customer.subscription.updated')).toBe(true);
    expect(isStripeEventType('user.created')).toBe(false);
    expect(isStripeEventType('not an event')).toBe(false);
  });

  it('finds an Express webhook with its dispatcher in another module, events and calls', () => {
    const [e] = webhookEndpoints(view, 'src/routes/webhook.ts');
    expect(e.framework).toBe('express');
    expect(e.signals).toEqual(expect.arrayContaining(['verification', 'signature-header', 'event-types']));
    expect(e.dispatchers.map((d) => `${d.file}:${d.name}`)).toEqual(['src/services/events.ts:handleEvent']);
    expect(e.events.map((ev) => ev.type)).toEqual([
      'payment_intent.succeeded',
      'invoice.paid',
      'invoice.payment_failed',
    ]);
    const paid = e.events.find((ev) => ev.type === 'invoice.paid');
    expect(paid?.calls.map((c) => `${c.name}@${c.definedIn}`)).toEqual(['sendMail@undefined']);
    const succeeded = e.events[0];
    expect(succeeded.calls.map((c) => `${c.name}@${c.definedIn}`)).toEqual(['fulfillOrder@src/services/orders.ts']);
    expect(e.unhandled.map((u) => u.outcomes[0].kind)).toEqual(['throw']);
  });

  it('classifies try/catch blocks and their answers', () => {
    const [e] = webhookEndpoints(view, 'src/routes/webhook.ts');
    expect(e.catches.map((c) => [c.covers, c.outcomes.map((o) => (o.kind === 'status' ? o.status : o.kind))])).toEqual([
      ['verification', [400]],
      ['processing', [200]],
    ]);
  });

  it('follows the router to the file that mounts it behind express.json()', () => {
    const [e] = webhookEndpoints(view, 'src/routes/webhook.ts');
    const kinds = e.problems.map((p) => `${p.kind} ${p.file}:${p.line}`);
    expect(kinds).toContain('json-middleware src/app.ts:6');
    expect(kinds).toContain('weak-secret src/routes/webhook.ts:12');
  });

  it('finds Next.js app-router problems: re-serialised body, hard-coded secret, fire-and-forget', () => {
    const [e] = webhookEndpoints(view, 'app/api/stripe/webhook/route.ts');
    expect(e.framework).toBe('next-app');
    expect(e.problems.map((p) => p.kind).sort()).toEqual(['reserialized-body', 'weak-secret']);
    expect(e.fireAndForget.map((f) => f.callee)).toEqual(['sync']);
    expect(e.unhandled[0].outcomes).toEqual([expect.objectContaining({ kind: 'status', status: 400 })]);
  });

  it('lists endpoints a changed dispatcher or mount reaches', () => {
    const files = webhookEndpointsAffectedBy(ws).map((e) => e.file);
    expect(files).toEqual(expect.arrayContaining(['src/routes/webhook.ts', 'app/api/stripe/webhook/route.ts']));
  });

  it('classifies payloads through local variables', () => {
    const { Project } = loadTsMorph();
    const sf = new Project({ useInMemoryFileSystem: true }).createSourceFile(
      'x.ts',
      `async function f(req) { const a = await req.text(); const b = await req.json(); let c; c = JSON.stringify(b); use(a, b, c, req.body, req.rawBody); }`,
    );
    const call = sf
      .getDescendantsOfKind(loadTsMorph().SyntaxKind.CallExpression)
      .find((c) => c.getText().startsWith('use('));
    expect(call?.getArguments().map((a) => classifyPayload(a).kind)).toEqual([
      'raw',
      'parsed',
      'reserialized',
      'req-body',
      'raw-property',
    ]);
  });

  it('ignores webhooks of other services and plain routes', () => {
    const other = workspaceFor({
      base: {
        'src/routes/github.ts': `import { Router } from 'express';
export const r = Router();
r.post('/webhooks/github', async (req, res) => { if (req.body.action === 'opened') {} res.sendStatus(204); });
`,
      },
    });
    expect(webhookEndpoints(other.head, 'src/routes/github.ts')).toEqual([]);
  });
});

describe('event types handled behind a guard on a set of types', () => {
  const route = (dispatch: string) => `import { stripe } from '@/lib/stripe';
import { syncCustomer, fulfil } from '@/lib/billing';
const SYNCED: string[] = ['customer.subscription.updated', 'invoice.paid'];
export async function POST(req: Request) {
  const event = stripe.webhooks.constructEvent(await req.text(), req.headers.get('stripe-signature')!, process.env.STRIPE_WEBHOOK_SECRET!);
${dispatch}
  return Response.json({ received: true });
}
`;
  const eventsOf = (dispatch: string) => {
    const ws = workspaceFor({
      base: {
        'package.json': '{}',
        'lib/billing.ts': 'export async function syncCustomer(c) {}\nexport async function fulfil(c) {}\n',
      },
      head: { 'app/api/stripe/webhook/route.ts': route(dispatch) },
    });
    const [e] = webhookEndpoints(ws.head, 'app/api/stripe/webhook/route.ts');
    return e.events.map((ev) => `${ev.type}:${ev.calls.map((c) => c.name).join(',')}`);
  };
  it.each([
    [
      'the code after a guard that answers the other types',
      '  if (!SYNCED.includes(event.type)) return Response.json({ ignored: true });\n  await syncCustomer(event.data.object.customer);',
      ['customer.subscription.updated:syncCustomer', 'invoice.paid:syncCustomer'],
    ],
    [
      "the guard's branch",
      '  if (SYNCED.includes(event.type)) {\n    await syncCustomer(event.data.object.customer);\n  }',
      ['customer.subscription.updated:syncCustomer', 'invoice.paid:syncCustomer'],
    ],
    [
      'look-alike: a guard with its own case per type keeps the cases',
      "  if (!SYNCED.includes(event.type)) return Response.json({});\n  switch (event.type) {\n    case 'customer.subscription.updated': await syncCustomer(1); break;\n    case 'invoice.paid': await fulfil(2); break;\n  }",
      ['customer.subscription.updated:syncCustomer', 'invoice.paid:fulfil'],
    ],
    [
      'look-alike: a guard that does not exit handles nothing after it',
      '  if (!SYNCED.includes(event.type)) console.log(event.type);\n  await syncCustomer(event.data.object.customer);',
      [],
    ],
    [
      "an if-chain whose condition admits two types (`event.type === 'a' || event.type === 'b'`) handles each",
      "  if (event.type === 'invoice.paid' || event.type === 'customer.subscription.updated') {\n    await syncCustomer(1);\n  } else if (event.type === 'checkout.session.completed') {\n    await fulfil(2);\n  }",
      ['invoice.paid:syncCustomer', 'customer.subscription.updated:syncCustomer', 'checkout.session.completed:fulfil'],
    ],
    [
      'look-alike: a condition that also admits what is not a type compared handles no type in particular',
      "  if (event.type === 'invoice.paid' || event.livemode) {\n    await syncCustomer(1);\n  }",
      [],
    ],
    [
      'look-alike: a set that is not a constant',
      '  if (!(await allowed()).includes(event.type)) return Response.json({});\n  await syncCustomer(event.data.object.customer);',
      [],
    ],
  ])('%s', (_name, dispatch, expected) => {
    expect(eventsOf(dispatch)).toEqual(expected);
  });
});

describe("a webhook whose processing is an object-literal service's methods calling each other through `this`", () => {
  const service = (dispatch: string) => `import Stripe from 'stripe';
import { saveSubscription } from '../db/subscriptions';
export const billing = {
  ${dispatch}
  async updateSubscription(sub: Stripe.Subscription) {
    await saveSubscription(sub.id);
  },
};
`;
  const eventsOf = (dispatch: string) => {
    const ws = workspaceFor({
      base: {
        'package.json': '{}',
        'src/services/billing.ts': service(dispatch),
        'src/db/subscriptions.ts': 'export async function saveSubscription(id: string) {}\n',
        'src/routes/webhook.ts': `import { Router } from 'express';
import Stripe from 'stripe';
import { billing } from '../services/billing';
const stripe = new Stripe(process.env.STRIPE_SECRET_KEY!);
export const router = Router();
router.post('/webhook', async (req, res) => {
  const event = stripe.webhooks.constructEvent(req.body, req.headers['stripe-signature'] as string, process.env.STRIPE_WEBHOOK_SECRET!);
  await billing.handleEvent(event);
  res.json({ received: true });
});
`,
      },
    });
    const [e] = webhookEndpoints(ws.head, 'src/routes/webhook.ts');
    return { events: e.events.map((ev) => ev.type), runs: e.runs };
  };
  it('follows `this.updateSubscription(…)` in a method to the sibling method', () => {
    const got = eventsOf(
      "async handleEvent(event: Stripe.Event) {\n    switch (event.type) {\n      case 'customer.subscription.updated':\n        await this.updateSubscription(event.data.object);\n        break;\n    }\n  },",
    );
    expect(got.events).toEqual(['customer.subscription.updated']);
    expect(got.runs).toEqual(['src/routes/webhook.ts', 'src/services/billing.ts', 'src/db/subscriptions.ts']);
  });
  it("look-alike: an arrow function property's `this` is the module's, not the object: it reaches no sibling", () => {
    const got = eventsOf(
      "handleEvent: async (event: Stripe.Event) => {\n    if (event.type === 'customer.subscription.updated') await this.updateSubscription(event.data.object);\n  },",
    );
    expect(got.events).toEqual(['customer.subscription.updated']);
    expect(got.runs).toEqual(['src/routes/webhook.ts', 'src/services/billing.ts']);
  });
});

describe('the webhooks a changed module reaches through its callers', () => {
  // a changed helper, a job that calls it (names Stripe, is no webhook), and a webhook route
  // whose event handling and verification are in the modules it imports
  const tree = (route: string) => ({
    'package.json': '{}',
    'src/lib/credits.ts': 'export async function grantCredits(id: string) {\n  return id;\n}\n',
    'src/lib/processing.ts': `import { grantCredits } from './credits';
export async function processStripeEvent(event: { type: string; data: { object: { id: string } } }) {
  switch (event.type) {
    case 'invoice.paid':
      await grantCredits(event.data.object.id);
      break;
  }
}
`,
    'src/lib/verify.ts': `import Stripe from 'stripe';
const stripe = new Stripe(process.env.STRIPE_SECRET_KEY!);
export function verified(body: string, signature: string) {
  return stripe.webhooks.constructEvent(body, signature, process.env.STRIPE_WEBHOOK_SECRET!);
}
`,
    'src/jobs/sync-stripe-customers.ts': `import { grantCredits } from '../lib/credits';
import { listStripeCustomers } from '../lib/customers';
export async function POST(req: Request) {
  for (const c of await listStripeCustomers()) await grantCredits(c.id);
  return Response.json({ ok: true });
}
`,
    'src/lib/customers.ts': 'export async function listStripeCustomers() {\n  return [] as { id: string }[];\n}\n',
    'app/api/billing/events/route.ts': route,
  });
  const affected = (route: string) => {
    const files = tree(route);
    const ws = workspaceFor({
      base: files,
      head: {
        'src/lib/credits.ts':
          "export async function grantCredits(id: string) {\n  if (!id) throw new Error('id');\n  return id;\n}\n",
      },
    });
    return webhookEndpointsAffectedBy(ws).map((e) => `${e.file} ${e.signals.join(',')}`);
  };
  it('finds a webhook whose event types are in a module it imports (not named for Stripe, no verifier in its file)', () => {
    expect(
      affected(`import { processStripeEvent } from '../../../../src/lib/processing';
export async function POST(req: Request) {
  await processStripeEvent(await req.json());
  return Response.json({ received: true });
}
`),
    ).toEqual(['app/api/billing/events/route.ts event-types']);
  });
  it('finds one whose verifier is in a module it imports', () => {
    expect(
      affected(`import { verified } from '../../../../src/lib/verify';
import { processStripeEvent } from '../../../../src/lib/processing';
export async function POST(req: Request) {
  const event = verified(await req.text(), req.headers.get('stripe-signature')!);
  await processStripeEvent(event as never);
  return Response.json({ received: true });
}
`),
    ).toEqual(['app/api/billing/events/route.ts verification,signature-header,event-types']);
  });
});

describe('endpoints a change in a module they import reaches', () => {
  const base = {
    'package.json': '{"dependencies":{"stripe":"^14.0.0"}}',
    'app/api/stripe/webhook/route.ts': `import Stripe from 'stripe';
import { handleEvent } from '../../../../src/lib/events';
const stripe = new Stripe(process.env.STRIPE_SECRET_KEY!);
export async function POST(req: Request) {
  const event = stripe.webhooks.constructEvent(await req.text(), req.headers.get('stripe-signature')!, process.env.STRIPE_WEBHOOK_SECRET!);
  await handleEvent(event);
  return Response.json({ received: true });
}
`,
    'src/lib/events.ts': `import type Stripe from 'stripe';
import { computeTotal, LIMIT, Pricing } from './util';
export async function handleEvent(event: Stripe.Event) {
  if (event.type === 'invoice.paid') await save(Math.min(LIMIT, computeTotal(1) + new Pricing().total()));
}
async function save(n: number) {
  return n;
}
`,
    'src/lib/util.ts': `export const LIMIT = 5;
function round(n: number) {
  return Math.round(n);
}
export function computeTotal(n: number) {
  return round(n * 2);
}
export function formatTag(s: string) {
  return s.trim();
}
export class Pricing {
  total() {
    return 3;
  }
}
`,
  };
  const affected = (from: string, to: string) => {
    const ws = workspaceFor({ base, head: { 'src/lib/util.ts': base['src/lib/util.ts'].replace(from, to) } });
    return webhookEndpointsAffectedBy(ws).map((e) => e.file);
  };
  it.each([
    ['a function it calls', 'round(n * 2)', 'round(n * 3)', ['app/api/stripe/webhook/route.ts']],
    [
      'a function of the module that a function it calls calls',
      'Math.round(n)',
      'Math.ceil(n)',
      ['app/api/stripe/webhook/route.ts'],
    ],
    ['a method of a class it uses', 'return 3;', 'return 4;', ['app/api/stripe/webhook/route.ts']],
    ['a constant it reads (no behaviour of its own)', 'LIMIT = 5', 'LIMIT = 6', ['app/api/stripe/webhook/route.ts']],
    ['a function of the module nothing on its path names', 's.trim()', 's.toLowerCase()', []],
    [
      'an import of names the change adds (it runs nothing)',
      'function round',
      "import { inspect } from 'node:util';\nfunction round",
      [],
    ],
    [
      'look-alike: an import run for its effects',
      'function round',
      "import './polyfill';\nfunction round",
      ['app/api/stripe/webhook/route.ts'],
    ],
  ])('%s', (_what, from, to, expected) => {
    expect(affected(from, to)).toEqual(expected);
  });
});

describe('endpoints whose event handling calls into a changed module the call graph cannot follow', () => {
  const route = `import Stripe from 'stripe';
import { handleEvent } from '../../../../src/lib/events';
const stripe = new Stripe(process.env.STRIPE_SECRET_KEY!);
export async function POST(req: Request) {
  const event = stripe.webhooks.constructEvent(await req.text(), req.headers.get('stripe-signature')!, process.env.STRIPE_WEBHOOK_SECRET!);
  await handleEvent(event);
  return Response.json({ received: true });
}
`;
  const events = (call: string) => `import type Stripe from 'stripe';
import { jobs } from './jobs';
export async function handleEvent(event: Stripe.Event) {
  if (event.type === 'invoice.paid') ${call};
}
`;
  // \`jobs\` is what a library returns: no function of the repository the call graph reaches
  const jobs = "import { createQueue } from 'queue-lib';\nexport const jobs = createQueue({ retries: 3 });\n";
  const affected = (call: string) => {
    const base = {
      'package.json': '{"dependencies":{"stripe":"^14.0.0"}}',
      'app/api/stripe/webhook/route.ts': route,
      'src/lib/events.ts': events(call),
      'src/lib/jobs.ts': jobs,
    };
    const ws = workspaceFor({ base, head: { 'src/lib/jobs.ts': jobs.replace('retries: 3', 'retries: 0') } });
    return webhookEndpointsAffectedBy(ws).map((e) => e.file);
  };
  it.each([
    ['an event case calls a member of its object', 'await jobs.enqueue(event.id)', ['app/api/stripe/webhook/route.ts']],
    ['look-alike: the module is imported and never called', 'void 0', []],
  ])('%s', (_what, call, expected) => {
    expect(affected(call)).toEqual(expected);
  });
});
