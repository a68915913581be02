// Generates a synthetic but realistic TypeScript service repository (Express routes,
// React pages, Prisma schema + migrations, env templates, k8s manifests, Stripe calls and
// a webhook, tests) with a given number of source files, commits it as `main`, and
// applies the benchmark pull requests on branches `pr20` and `pr300`.
// Everything is deterministic: the same size gives the same repository.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** Modules per domain; each module is FILES_PER_MODULE source files. */
const MODULES_PER_DOMAIN = 20;
const FILES_PER_MODULE = 5;
/** Fixed files outside the modules (config, lib, billing, webhook, app, declarations). */
const FIXED_SOURCE_FILES = 12;

const ENV_VARS = [
  'PORT',
  'DATABASE_URL',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'JWT_SECRET',
  'SMTP_URL',
  'MAIL_FROM',
  'REDIS_URL',
  'SENTRY_DSN',
  'LOG_LEVEL',
  'PUBLIC_BASE_URL',
  'S3_BUCKET',
];

const cap = (s) => s[0].toUpperCase() + s.slice(1);

function git(dir, ...args) {
  return execFileSync('git', args, {
    cwd: dir,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 256 * 1024 * 1024,
  }).trim();
}

function write(dir, files) {
  for (const [path, text] of Object.entries(files)) {
    const abs = join(dir, path);
    mkdirSync(dirname(abs), { recursive: true });
    writeFileSync(abs, text);
  }
}

function domainName(d) {
  return d === 0 ? 'orders' : `catalog${d}`;
}

function moduleName(d, m) {
  return `${d === 0 ? 'order' : 'item'}${m}`;
}

/** Source files of one module: service, route, page, component, test. */
function moduleFiles(d, m) {
  const domain = domainName(d);
  const name = moduleName(d, m);
  const Name = cap(name);
  const model = d === 0 ? 'order' : `catalog${d}Entry`;
  return {
    [`src/services/${domain}/${name}Service.ts`]: `import { prisma } from '../../lib/db';
import { config } from '../../config';

export interface ${Name}Summary {
  id: string;
  status: string;
  amountCents: number;
  createdAt: string;
}

/** Lists the latest ${domain} records for a user, newest first. */
export async function list${Name}(userId: string, limit = 20): Promise<${Name}Summary[]> {
  const rows = await prisma.${model}.findMany({
    where: { userId },
    orderBy: { createdAt: 'desc' },
    take: Math.min(limit, 100),
  });
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    amountCents: row.amountCents,
    createdAt: row.createdAt.toISOString(),
  }));
}

export async function get${Name}(id: string): Promise<${Name}Summary | null> {
  const row = await prisma.${model}.findFirst({ where: { id } });
  if (!row) return null;
  if (config.logLevel === 'debug') console.log('loaded ${name}', id);
  return { id: row.id, status: row.status, amountCents: row.amountCents, createdAt: row.createdAt.toISOString() };
}
`,
    [`src/routes/${domain}/${name}.ts`]: `import { Router } from 'express';
import { get${Name}, list${Name} } from '../../services/${domain}/${name}Service';

export const ${name}Router = Router();

${name}Router.get('/api/${domain}/${name}', async (req, res, next) => {
  try {
    const items = await list${Name}(req.user!.id, Number(req.query.limit ?? 20));
    res.json({ items, count: items.length });
  } catch (err) {
    next(err);
  }
});

${name}Router.get('/api/${domain}/${name}/:id', async (req, res, next) => {
  try {
    const item = await get${Name}(req.params.id);
    if (!item) return res.status(404).json({ error: 'not_found' });
    res.json({ id: item.id, status: item.status, amountCents: item.amountCents });
  } catch (err) {
    next(err);
  }
});
`,
    [`src/web/pages/${domain}/${Name}Page.tsx`]: `import { useEffect, useState } from 'react';
import { ${Name}Card } from '../../components/${domain}/${Name}Card';

interface Item {
  id: string;
  status: string;
  amountCents: number;
}

export function ${Name}Page() {
  const [items, setItems] = useState<Item[]>([]);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    fetch('/api/${domain}/${name}')
      .then((res) => res.json())
      .then((body: { items: Item[] }) => setItems(body.items))
      .catch((err: Error) => setError(err.message));
  }, []);

  if (error) return <p className="error">{error}</p>;
  return (
    <section>
      <h1>${Name}</h1>
      {items.map((item) => (
        <${Name}Card key={item.id} id={item.id} status={item.status} amountCents={item.amountCents} />
      ))}
    </section>
  );
}
`,
    [`src/web/components/${domain}/${Name}Card.tsx`]: `export interface ${Name}CardProps {
  id: string;
  status: string;
  amountCents: number;
}

const formatter = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export function ${Name}Card({ id, status, amountCents }: ${Name}CardProps) {
  return (
    <article data-id={id}>
      <span className={\`status status-\${status.toLowerCase()}\`}>{status}</span>
      <strong>{formatter.format(amountCents / 100)}</strong>
    </article>
  );
}
`,
    [`src/__tests__/${domain}/${name}.test.ts`]: `import { list${Name} } from '../../services/${domain}/${name}Service';

describe('list${Name}', () => {
  it('returns at most 100 rows', async () => {
    const items = await list${Name}('user_1', 500);
    expect(items.length).toBeLessThanOrEqual(100);
  });

  it('maps rows to summaries', async () => {
    const items = await list${Name}('user_1');
    for (const item of items) expect(typeof item.createdAt).toBe('string');
  });
});
`,
  };
}

/** Ambient declarations so `tsc --noEmit -p .` needs no node_modules in the generated repo. */
const DECLARATIONS = `// Minimal declarations of the external modules this service imports.
declare const process: { env: Record<string, string | undefined>; exit(code: number): never };
declare const console: { log(...a: unknown[]): void; warn(...a: unknown[]): void; error(...a: unknown[]): void };
declare function describe(name: string, fn: () => void): void;
declare function it(name: string, fn: () => Promise<void> | void): void;
declare function expect(value: unknown): {
  toBe(v: unknown): void;
  toEqual(v: unknown): void;
  toBeLessThanOrEqual(v: number): void;
};

declare module 'express' {
  export interface Request {
    user?: { id: string; email: string };
    params: Record<string, string>;
    query: Record<string, string | undefined>;
    body: unknown;
    header(name: string): string | undefined;
  }
  export interface Response {
    status(code: number): Response;
    json(body: unknown): Response;
  }
  export type Handler = (req: Request, res: Response, next: (err?: unknown) => void) => unknown;
  export interface RouterInstance {
    get(path: string, ...handlers: Handler[]): void;
    post(path: string, ...handlers: Handler[]): void;
    use(...args: unknown[]): void;
  }
  export function Router(): RouterInstance;
  export function raw(opts: { type: string }): Handler;
  export function json(): Handler;
  export default function express(): RouterInstance & { listen(port: number, cb: () => void): unknown };
}

declare module 'stripe' {
  namespace Stripe {
    interface Event {
      id: string;
      type: string;
      data: { object: { id: string; metadata: Record<string, string> } };
    }
  }
  class Stripe {
    constructor(key: string, opts: Record<string, unknown>);
    webhooks: { constructEvent(body: unknown, sig: string, secret: string): Stripe.Event };
    customers: { create(p: Record<string, unknown>, o?: Record<string, unknown>): Promise<{ id: string }> };
    paymentIntents: {
      create(p: Record<string, unknown>, o?: Record<string, unknown>): Promise<{ id: string; client_secret: string }>;
    };
    refunds: { create(p: Record<string, unknown>, o?: Record<string, unknown>): Promise<{ id: string }> };
  }
  export default Stripe;
}

declare module '@prisma/client' {
  interface Row {
    id: string;
    userId: string;
    status: string;
    amountCents: number;
    discountCode: string | null;
    createdAt: Date;
  }
  interface Delegate {
    findMany(args: Record<string, unknown>): Promise<Row[]>;
    findFirst(args: Record<string, unknown>): Promise<Row | null>;
    create(args: Record<string, unknown>): Promise<Row>;
    update(args: Record<string, unknown>): Promise<Row>;
  }
  export class PrismaClient {
    [model: string]: Delegate;
  }
}

declare module 'react' {
  export function useState<T>(initial: T): [T, (value: T) => void];
  export function useEffect(fn: () => void, deps: unknown[]): void;
}

declare namespace JSX {
  interface IntrinsicElements {
    [name: string]: Record<string, unknown>;
  }
  interface IntrinsicAttributes {
    key?: string;
  }
}
`;

function fixedFiles(domains, modules) {
  const models = [];
  models.push(`model User {
  id               String   @id @default(cuid())
  email            String   @unique
  name             String?
  stripeCustomerId String?  @unique
  createdAt        DateTime @default(now())
}
`);
  models.push(`model Order {
  id                    String   @id @default(cuid())
  userId                String
  status                String   @default("PENDING")
  amountCents           Int
  currency              String   @default("usd")
  stripePaymentIntentId String?  @unique
  createdAt             DateTime @default(now())
}
`);
  for (let d = 1; d < domains; d++) {
    models.push(`model Catalog${d}Entry {
  id          String   @id @default(cuid())
  userId      String
  status      String   @default("ACTIVE")
  amountCents Int
  createdAt   DateTime @default(now())
}
`);
  }
  // One model per module as well: a schema of thousands of models in one file at 20,000
  // files, which the change touches (the cost of a schema change must not grow with it).
  for (let m = 0; m < modules; m++) {
    models.push(`model Module${m}Record {
  id        String   @id @default(cuid())
  ownerId   String
  label     String?
  createdAt DateTime @default(now())
}
`);
  }
  const files = {
    'package.json':
      JSON.stringify(
        {
          name: 'acme-platform',
          version: '1.0.0',
          private: true,
          scripts: { build: 'tsc -p .', test: 'jest' },
          dependencies: { express: '^4.21.0', stripe: '^17.0.0', '@prisma/client': '^5.20.0', react: '^18.3.0' },
          devDependencies: { typescript: '^5.6.0', prisma: '^5.20.0', jest: '^29.7.0' },
        },
        null,
        2,
      ) + '\n',
    'tsconfig.json':
      JSON.stringify(
        {
          compilerOptions: {
            target: 'ES2022',
            module: 'ES2022',
            moduleResolution: 'bundler',
            lib: ['ES2022', 'DOM'],
            jsx: 'preserve',
            strict: true,
            skipLibCheck: true,
            types: [],
            noEmit: true,
          },
          include: ['src'],
        },
        null,
        2,
      ) + '\n',
    '.gitignore': 'node_modules/\ndist/\n.env\n',
    '.env.example': ENV_VARS.map((v) => `${v}=`).join('\n') + '\n',
    'k8s/base/deployment.yaml': `apiVersion: apps/v1
kind: Deployment
metadata:
  name: platform-api
spec:
  replicas: 3
  selector:
    matchLabels:
      app: platform-api
  template:
    metadata:
      labels:
        app: platform-api
    spec:
      containers:
        - name: api
          image: ghcr.io/acme/platform-api:2.4.0
          env:
${ENV_VARS.map((v) => `            - name: ${v}\n              valueFrom:\n                secretKeyRef:\n                  name: platform-api\n                  key: ${v.toLowerCase().replace(/_/g, '-')}`).join('\n')}
`,
    'k8s/base/service.yaml': `apiVersion: v1
kind: Service
metadata:
  name: platform-api
spec:
  selector:
    app: platform-api
  ports:
    - port: 80
      targetPort: 3000
`,
    'prisma/schema.prisma': `generator client {
  provider = "prisma-client-js"
}

datasource db {
  provider = "postgresql"
  url      = env("DATABASE_URL")
}

${models.join('\n')}`,
    'prisma/migrations/migration_lock.toml': 'provider = "postgresql"\n',
    'prisma/migrations/20240101000000_init/migration.sql': `CREATE TABLE "User" (
    "id" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "name" TEXT,
    "stripeCustomerId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "User_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "Order" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'PENDING',
    "amountCents" INTEGER NOT NULL,
    "currency" TEXT NOT NULL DEFAULT 'usd',
    "stripePaymentIntentId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Order_pkey" PRIMARY KEY ("id")
);
`,
    'src/types/ambient.d.ts': DECLARATIONS,
    'src/config.ts': `// All runtime configuration is read here, once, at startup. Every variable is
// listed in .env.example and in k8s/base/deployment.yaml.
function required(name: string, value: string | undefined): string {
  if (!value) throw new Error(\`Missing required environment variable \${name}\`);
  return value;
}

export const config = {
  port: Number(process.env.PORT ?? 3000),
  databaseUrl: required('DATABASE_URL', process.env.DATABASE_URL),
  stripeSecretKey: required('STRIPE_SECRET_KEY', process.env.STRIPE_SECRET_KEY),
  stripeWebhookSecret: required('STRIPE_WEBHOOK_SECRET', process.env.STRIPE_WEBHOOK_SECRET),
  jwtSecret: required('JWT_SECRET', process.env.JWT_SECRET),
  smtpUrl: required('SMTP_URL', process.env.SMTP_URL),
  mailFrom: required('MAIL_FROM', process.env.MAIL_FROM),
  redisUrl: required('REDIS_URL', process.env.REDIS_URL),
  sentryDsn: process.env.SENTRY_DSN,
  logLevel: process.env.LOG_LEVEL ?? 'info',
  publicBaseUrl: required('PUBLIC_BASE_URL', process.env.PUBLIC_BASE_URL),
  s3Bucket: required('S3_BUCKET', process.env.S3_BUCKET),
} as const;
`,
    'src/lib/db.ts': `import { PrismaClient } from '@prisma/client';

export const prisma = new PrismaClient();
`,
    'src/lib/stripe.ts': `import Stripe from 'stripe';
import { config } from '../config';

export const stripe = new Stripe(config.stripeSecretKey, {
  apiVersion: '2025-02-24.acacia',
  maxNetworkRetries: 2,
  timeout: 20_000,
});
`,
    'src/services/billing/payments.ts': `import { prisma } from '../../lib/db';
import { stripe } from '../../lib/stripe';

export async function createPaymentIntent(orderId: string): Promise<string> {
  const order = await prisma.order.findFirst({ where: { id: orderId } });
  if (!order) throw new Error(\`order \${orderId} not found\`);
  const intent = await stripe.paymentIntents.create(
    { amount: order.amountCents, currency: 'usd', metadata: { orderId } },
    { idempotencyKey: \`order-\${orderId}-payment-intent\` },
  );
  await prisma.order.update({ where: { id: orderId }, data: { stripePaymentIntentId: intent.id } });
  return intent.client_secret;
}

export async function fulfillOrder(object: { id: string; metadata: Record<string, string> }): Promise<void> {
  await prisma.order.update({ where: { id: object.metadata.orderId }, data: { status: 'PAID' } });
}

export async function markPaymentFailed(object: { id: string; metadata: Record<string, string> }): Promise<void> {
  await prisma.order.update({ where: { id: object.metadata.orderId }, data: { status: 'PAYMENT_FAILED' } });
}
`,
    'src/services/billing/refunds.ts': `import { stripe } from '../../lib/stripe';

export async function refundPayment(paymentIntentId: string, orderId: string): Promise<string> {
  const refund = await stripe.refunds.create(
    { payment_intent: paymentIntentId },
    { idempotencyKey: \`order-\${orderId}-refund\` },
  );
  return refund.id;
}
`,
    'src/routes/webhook.ts': `import { Router } from 'express';
import type Stripe from 'stripe';
import { config } from '../config';
import { stripe } from '../lib/stripe';
import { fulfillOrder, markPaymentFailed } from '../services/billing/payments';

// Mounted in app.ts behind express.raw(), so req.body is the Buffer Stripe signed.
export const webhookRouter = Router();

webhookRouter.post('/api/webhooks/stripe', async (req, res) => {
  const signature = req.header('stripe-signature');
  if (!signature) return res.status(400).json({ error: 'missing_signature' });
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(req.body, signature, config.stripeWebhookSecret);
  } catch (err) {
    console.warn('Rejected Stripe webhook:', (err as Error).message);
    return res.status(400).json({ error: 'invalid_signature' });
  }
  try {
    await handleEvent(event);
  } catch (err) {
    console.error(\`Failed to process Stripe event \${event.id}\`, err);
    return res.status(500).json({ error: 'processing_failed' });
  }
  res.json({ received: true });
});

async function handleEvent(event: Stripe.Event): Promise<void> {
  switch (event.type) {
    case 'payment_intent.succeeded':
      await fulfillOrder(event.data.object);
      break;
    case 'payment_intent.payment_failed':
      await markPaymentFailed(event.data.object);
      break;
    default:
      break;
  }
}
`,
    'src/__tests__/webhook.test.ts': `import { fulfillOrder } from '../services/billing/payments';

describe('stripe webhook', () => {
  it('fulfils a paid order', async () => {
    await fulfillOrder({ id: 'pi_1', metadata: { orderId: 'ord_1' } });
    expect(true).toBe(true);
  });

  it('rejects a bad signature', async () => {
    expect(typeof fulfillOrder).toBe('function');
  });
});
`,
    'src/app.ts': `import express, { raw, json } from 'express';
import { webhookRouter } from './routes/webhook';

export function createApp() {
  const app = express();
  app.use('/api/webhooks/stripe', raw({ type: 'application/json' }));
  app.use(webhookRouter);
  app.use(json());
  return app;
}
`,
    'src/server.ts': `import { createApp } from './app';
import { config } from './config';

createApp().listen(config.port, () => console.log(\`listening on :\${config.port}\`));
`,
    'src/lib/logger.ts': `import { config } from '../config';

export function debug(...args: unknown[]): void {
  if (config.logLevel === 'debug') console.log(...args);
}
`,
    'src/lib/money.ts': `export function formatCents(cents: number, currency = 'usd'): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);
}
`,
  };
  for (let d = 1; d < domains; d++) {
    files[
      `prisma/migrations/2024${String(1 + (d % 12)).padStart(2, '0')}01${String(d).padStart(6, '0')}_catalog${d}/migration.sql`
    ] = `CREATE TABLE "Catalog${d}Entry" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'ACTIVE',
    "amountCents" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Catalog${d}Entry_pkey" PRIMARY KEY ("id")
);
`;
  }
  return files;
}

/** Counts the .ts/.tsx files of a file map (what "source files" means in the benchmark). */
function countSource(files) {
  return Object.keys(files).filter((p) => /\.tsx?$/.test(p)).length;
}

/**
 * The 20-file pull request: a Prisma field with its migration, a new env var (template,
 * k8s, config), a changed route and its consumer, a new webhook branch with tests, and
 * the service and component edits around them.
 */
function pr20(dir) {
  const read = (p) => readFileSync(join(dir, p), 'utf8');
  const files = {};
  files['prisma/schema.prisma'] = read('prisma/schema.prisma').replace(
    '  stripePaymentIntentId String?  @unique\n',
    '  stripePaymentIntentId String?  @unique\n  discountCode          String?\n',
  );
  files['prisma/migrations/20250601000000_order_discount_code/migration.sql'] =
    'ALTER TABLE "Order" ADD COLUMN "discountCode" TEXT;\n';
  files['.env.example'] = read('.env.example') + 'PROMO_SERVICE_URL=\n';
  files['k8s/base/deployment.yaml'] =
    read('k8s/base/deployment.yaml') +
    '            - name: PROMO_SERVICE_URL\n              value: "http://promo.internal:8080"\n';
  files['src/config.ts'] = read('src/config.ts').replace(
    '} as const;',
    "  promoServiceUrl: required('PROMO_SERVICE_URL', process.env.PROMO_SERVICE_URL),\n} as const;",
  );
  files['src/services/promo/promoClient.ts'] = `import { config } from '../../config';

export interface Promo {
  code: string;
  percentOff: number;
}

/** Looks a discount code up in the promo service; null when it does not exist. */
export async function lookupPromo(code: string): Promise<Promo | null> {
  const res = await fetch(\`\${config.promoServiceUrl}/promos/\${encodeURIComponent(code)}\`);
  if (res.status === 404) return null;
  if (!res.ok) throw new Error(\`promo service answered \${res.status}\`);
  return (await res.json()) as Promo;
}
`;
  files['src/__tests__/promo/promoClient.test.ts'] = `import { lookupPromo } from '../../services/promo/promoClient';

describe('lookupPromo', () => {
  it('is a function', async () => {
    expect(typeof lookupPromo).toBe('function');
  });
});
`;
  // changed route and its consumer (page), plus the service and card around them
  files['src/routes/orders/order0.ts'] = read('src/routes/orders/order0.ts').replace(
    'res.json({ id: item.id, status: item.status, amountCents: item.amountCents });',
    'res.json({ id: item.id, status: item.status, totalCents: item.amountCents, discountCode: item.discountCode });',
  );
  files['src/services/orders/order0Service.ts'] = read('src/services/orders/order0Service.ts')
    .replace('  createdAt: string;\n}', '  createdAt: string;\n  discountCode: string | null;\n}')
    .replace(
      'createdAt: row.createdAt.toISOString(),\n  }));',
      'createdAt: row.createdAt.toISOString(),\n    discountCode: row.discountCode,\n  }));',
    )
    .replace(
      'createdAt: row.createdAt.toISOString() };',
      'createdAt: row.createdAt.toISOString(), discountCode: row.discountCode };',
    );
  files['src/web/pages/orders/Order0Page.tsx'] = read('src/web/pages/orders/Order0Page.tsx')
    .replace('  amountCents: number;\n}', '  totalCents: number;\n  discountCode: string | null;\n}')
    .replace('amountCents={item.amountCents}', 'amountCents={item.totalCents}');
  files['src/web/components/orders/Order0Card.tsx'] = read('src/web/components/orders/Order0Card.tsx').replace(
    '      <strong>',
    '      {status === "PAID" ? <em>paid</em> : null}\n      <strong>',
  );
  files['src/__tests__/orders/order0.test.ts'] = read('src/__tests__/orders/order0.test.ts').replace(
    /\}\);\n$/,
    `
  it('includes the discount code', async () => {
    const items = await listOrder0('user_1');
    for (const item of items) expect(item.discountCode === null || typeof item.discountCode === 'string').toBe(true);
  });
});
`,
  );
  // new webhook branch with its tests
  files['src/routes/webhook.ts'] = read('src/routes/webhook.ts')
    .replace(
      "import { fulfillOrder, markPaymentFailed } from '../services/billing/payments';",
      "import { fulfillOrder, markPaymentFailed, markRefunded } from '../services/billing/payments';",
    )
    .replace(
      '    default:\n',
      "    case 'charge.refunded':\n      await markRefunded(event.data.object);\n      break;\n    default:\n",
    );
  files['src/services/billing/payments.ts'] =
    read('src/services/billing/payments.ts') +
    `
export async function markRefunded(object: { id: string; metadata: Record<string, string> }): Promise<void> {
  await prisma.order.update({ where: { id: object.metadata.orderId }, data: { status: 'REFUNDED' } });
}
`;
  files['src/__tests__/webhook.test.ts'] = read('src/__tests__/webhook.test.ts').replace(
    /\}\);\n$/,
    `
  it('marks a refunded charge', async () => {
    await markRefunded({ id: 'ch_1', metadata: { orderId: 'ord_1' } });
    expect(true).toBe(true);
  });

  it('rejects a refund event with a bad signature', async () => {
    expect(typeof markRefunded).toBe('function');
  });
});
`,
  );
  files['src/__tests__/webhook.test.ts'] = files['src/__tests__/webhook.test.ts'].replace(
    "import { fulfillOrder } from '../services/billing/payments';",
    "import { fulfillOrder, markRefunded } from '../services/billing/payments';",
  );
  // small edits in neighbouring modules (a new helper each)
  for (let m = 1; files && Object.keys(files).length < 20; m++) {
    const path = `src/services/orders/order${m}Service.ts`;
    files[path] =
      read(path) +
      `
export function is${cap(`order${m}`)}Refundable(status: string): boolean {
  return status === 'PAID';
}
`;
  }
  return files;
}

/** The 300-file pull request: the 20 files above plus 280 service edits across domains. */
function pr300(dir, base20) {
  const read = (p) => readFileSync(join(dir, p), 'utf8');
  const files = { ...base20 };
  let d = 1;
  let m = 0;
  while (Object.keys(files).length < 300) {
    const name = moduleName(d, m);
    const path = `src/services/${domainName(d)}/${name}Service.ts`;
    files[path] =
      read(path) +
      `
/** True when the record can still be changed by its owner. */
export function is${cap(name)}Editable(status: string): boolean {
  return status === 'ACTIVE' || status === 'PENDING';
}
`;
    m++;
    if (m === MODULES_PER_DOMAIN) {
      m = 0;
      d++;
    }
  }
  return files;
}

/**
 * Creates the repository in `dir` with about `sourceFiles` .ts/.tsx files. Returns the
 * exact source-file count and the sizes of the PRs.
 */
export function generateRepo(dir, sourceFiles, { withPr300 = false } = {}) {
  mkdirSync(dir, { recursive: true });
  const modules = Math.max(MODULES_PER_DOMAIN, Math.round((sourceFiles - FIXED_SOURCE_FILES) / FILES_PER_MODULE));
  const domains = Math.ceil(modules / MODULES_PER_DOMAIN);
  const all = fixedFiles(domains, modules);
  for (let i = 0; i < modules; i++) {
    Object.assign(all, moduleFiles(Math.floor(i / MODULES_PER_DOMAIN), i % MODULES_PER_DOMAIN));
  }
  write(dir, all);
  git(dir, 'init', '-q', '-b', 'main');
  git(dir, 'config', 'user.email', 'bench@example.com');
  git(dir, 'config', 'user.name', 'Bench');
  git(dir, 'config', 'commit.gpgsign', 'false');
  git(dir, 'config', 'gc.auto', '0'); // the explicit gc below; no background gc racing it
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', 'base');

  git(dir, 'checkout', '-q', '-b', 'pr20');
  const files20 = pr20(dir);
  write(dir, files20);
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', 'Orders: discount codes, promo service, refund webhook');

  let files300;
  if (withPr300) {
    git(dir, 'checkout', '-q', 'main');
    git(dir, 'checkout', '-q', '-b', 'pr300');
    files300 = pr300(dir, files20);
    write(dir, files300);
    git(dir, 'add', '-A');
    git(dir, 'commit', '-q', '-m', 'Editable helpers across catalog services');
    git(dir, 'checkout', '-q', 'pr20');
  }
  // a compact object store, as a fresh clone has
  git(dir, 'gc', '-q');
  return {
    sourceFiles: countSource(all),
    totalFiles: Object.keys(all).length,
    pr20Files: Object.keys(files20).length,
    pr300Files: files300 ? Object.keys(files300).length : 0,
  };
}
