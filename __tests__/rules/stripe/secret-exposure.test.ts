import { ruleTester } from '../../helpers/rule-tester';

// Built from parts so that this file does not itself hold anything that looks like a key.
const key = (prefix: string) => [prefix, '51QFKvfAdUhEnyJzCgaN0IOTHcvIOm8Wr0MekxqTbJp'].join('');
const TEST_KEY = key('sk_test_');
const LIVE_KEY = key('sk_live_');
const WHSEC = ['whsec_', '8d2e1f0a9b7c6d5e4f3a2b1c0d9e8f7a'].join('');

const base = {
  'package.json': JSON.stringify({ name: 'shop', dependencies: { stripe: '^17.0.0' } }),
  'src/config.ts': `export const config = {\n  port: Number(process.env.PORT ?? 3000),\n  stripeSecretKey: process.env.STRIPE_SECRET_KEY!,\n};\n`,
  'web/package.json': JSON.stringify({ name: 'web', devDependencies: { vite: '^5.0.0' } }),
  'web/vite.config.ts': `import { defineConfig } from 'vite';\nexport default defineConfig({});\n`,
  'web/src/main.tsx': `export const x = 1;\n`,
};

/** A boot step that creates the webhook endpoint and logs `logged` of what Stripe answered. */
const provision = (logged: string) => `import Stripe from 'stripe';
import { logger } from './logger';
const stripe = new Stripe(process.env.STRIPE_SECRET_KEY!);
export async function provisionWebhook(url: string) {
  const webhook = await stripe.webhookEndpoints.create({ url, enabled_events: ['invoice.paid'] });
  process.env.STRIPE_WEBHOOK_SECRET = webhook.secret!;
  logger.info(\`created webhook endpoint \${webhook.id}\`);
  logger.info(${logged});
}
`;

ruleTester('stripe/secret-exposure', {
  valid: [
    {
      name: "look-alike: a created webhook endpoint's id and url are logged, not its secret; a retrieved endpoint's `secret` is none",
      base,
      head: {
        'src/provision.ts': provision('`endpoint url ${webhook.url}`'),
        'src/check.ts': `import Stripe from 'stripe';
const stripe = new Stripe(process.env.STRIPE_SECRET_KEY!);
export async function check(id: string) {
  const found = await stripe.webhookEndpoints.retrieve(id);
  console.log('endpoint', found.id, found.secret);
}
`,
      },
    },
    {
      name: 'look-alike: a logger created with options that hold no secret, and the last four characters logged',
      base,
      head: {
        'src/logger.ts': `import pino from 'pino';
import { config } from './config';
export const logger = pino({ base: { service: 'api', port: config.port } });
logger.info({ keySuffix: config.stripeSecretKey.slice(-4) }, 'stripe configured');
`,
      },
    },
    {
      name: 'a project without Stripe logs process.env (no Stripe secret in its environment to expose)',
      base: {
        'package.json': JSON.stringify({ name: 'analytics', dependencies: { fastify: '^5.0.0' } }),
        '.env.example': 'DATABASE_URL=\nCOOKIE_SECRET=\n',
      },
      head: {
        'src/ssr.ts':
          "export const apiUrl = () => {\n  console.log('ENVS', process.env);\n  return process.env.API_URL_SSR;\n};\n",
      },
    },
    {
      name: 'a full-stack Vite app: a server module in src/ (it imports a server entry point and node built-ins) reads the webhook secret',
      base,
      head: {
        'web/src/payment/webhook.ts': `import { createHmac } from 'node:crypto';
import type { Api } from 'app/server/api';
import { prisma } from 'app/server';
export const verify = (body: string, sig: string) =>
  createHmac('sha256', process.env.STRIPE_WEBHOOK_SECRET!).update(body).digest('hex') === sig && prisma !== undefined;
`,
      },
    },
    {
      name: 'a publishable pk_test_ key in front-end code',
      base,
      head: {
        'web/src/Checkout.tsx': `import { loadStripe } from '@stripe/stripe-js';
export const stripePromise = loadStripe(import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY ?? '${key('pk_test_')}');
`,
      },
    },
    {
      name: 'a whsec_ secret and a test-mode key in a test file',
      base,
      head: {
        'src/__tests__/webhook.test.ts': `const secret = '${WHSEC}';\nconst key = '${TEST_KEY}';\ntest('x', () => expect(secret).toBeTruthy());\n`,
      },
    },
    {
      name: "a whsec_ string in another language's test file (Go's _test.go, Python's test_*.py)",
      base,
      head: {
        'services/cli/bench_test.go': `package bench\n\nfunc BenchmarkSign(b *testing.B) {\n\tsecret := "${WHSEC}"\n\t_ = secret\n}\n`,
        'worker/tests_unit/test_signing.py': `SECRET = "${WHSEC}"\n`,
      },
    },
    {
      name: 'key prefixes and placeholders in prose and templates',
      base,
      head: {
        'docs/setup.md': 'Put the key (it starts with `sk_live_…`) and the `whsec_...` secret in your env.\n',
        '.env.example': 'STRIPE_SECRET_KEY=sk_test_...\nSTRIPE_WEBHOOK_SECRET=whsec_xxxxxxxxxxxxxxxxxxxxxxxx\n',
        'web/.env.example': 'VITE_STRIPE_PUBLISHABLE_KEY=pk_test_...\n',
      },
    },
    {
      name: 'the secret key read on the server and logged only by its length',
      base,
      head: {
        'src/server.ts': `import Stripe from 'stripe';
import { config } from './config';
export const stripe = new Stripe(process.env.STRIPE_SECRET_KEY!);
console.log('listening on', config.port, 'key length', config.stripeSecretKey.length);
`,
      },
    },
    {
      name: 'a literal key on the base branch that the PR does not touch',
      base: { ...base, 'scripts/seed.ts': `const k = '${TEST_KEY}';\nexport default k;\n` },
      head: { 'README.md': '# Shop\n' },
    },
  ],
  invalid: [
    {
      name: 'the signing secret Stripe answers when a webhook endpoint is created is logged (so the operator can copy it)',
      base,
      head: { 'src/provision.ts': provision('`set STRIPE_WEBHOOK_SECRET=${webhook.secret}`') },
      errors: [{ file: 'src/provision.ts', line: 8, message: /signing secret/ }],
    },
    {
      name: 'a logger created with the key in its base fields (written with every line it logs)',
      base,
      head: {
        'src/logger.ts': `import pino from 'pino';
import { config } from './config';
export const logger = pino({ level: 'info', base: { service: 'api', stripe: config.stripeSecretKey } });
`,
      },
      errors: [{ file: 'src/logger.ts', line: 3, message: /pino\(\) is given .* in its options/ }],
    },
    {
      name: 'NestJS: a settings object that holds config.get of the key, logged by a provider',
      base,
      head: {
        'src/billing/billing.service.ts': `import { Injectable, Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
@Injectable()
export class BillingService {
  private readonly logger = new Logger(BillingService.name);
  private readonly settings;
  constructor(private readonly config: ConfigService) {
    this.settings = { currency: 'eur', apiKey: this.config.get('STRIPE_SECRET_KEY') };
  }
  onModuleInit() {
    this.logger.log(this.settings);
  }
}
`,
      },
      errors: [
        {
          file: 'src/billing/billing.service.ts',
          line: 11,
          message: /this\.logger\.log\(\) writes this\.settings \(which holds the Stripe secret key\)/,
          related: ['src/billing/billing.service.ts'],
        },
      ],
    },
    {
      name: 'look-alike: a front-end module that imports only types from a server module reads the secret key',
      base,
      head: {
        'web/src/billing.ts': `import type { Plan } from 'app/server';
export const secret = (plan: Plan) => process.env.STRIPE_SECRET_KEY + plan.id;
`,
      },
      errors: [{ file: 'web/src/billing.ts', line: 2, message: /runs in the browser/ }],
    },
    {
      name: 'a test-mode secret key as a literal in a script (message redacted)',
      base,
      head: {
        'scripts/prices.ts': `import Stripe from 'stripe';\n\nconst stripe = new Stripe('${TEST_KEY}');\nexport default stripe;\n`,
      },
      // The message shows the kind of key and its last 4 characters, never the key.
      errors: [
        {
          file: 'scripts/prices.ts',
          line: 3,
          message: /^(?![\s\S]*51QFKvf)[\s\S]*sk_test_…TbJp/,
          fix: /^(?![\s\S]*51QFKvf)[\s\S]*roll/,
        },
      ],
    },
    {
      name: "look-alike of a test file: a Go program's own source (not _test.go) with a webhook secret",
      base,
      head: { 'services/cli/sign.go': `package cli\n\nconst secret = "${WHSEC}"\n` },
      errors: [{ file: 'services/cli/sign.go', line: 3, message: /webhook signing secret/ }],
    },
    {
      name: 'a live key in a test fixture',
      base,
      head: { 'tests/fixtures/keys.json': JSON.stringify({ key: LIVE_KEY }, null, 2) + '\n' },
      errors: [{ file: 'tests/fixtures/keys.json', line: 2, message: /live secret key \(sk_live_…TbJp\)/ }],
    },
    {
      name: 'a webhook secret in a YAML manifest (generated files too)',
      base: { ...base, '.gitattributes': 'deploy/** linguist-generated=true\n' },
      head: { 'deploy/values.yaml': `env:\n  STRIPE_WEBHOOK_SECRET: ${WHSEC}\n` },
      errors: [{ file: 'deploy/values.yaml', line: 2, message: /webhook signing secret/ }],
    },
    {
      name: 'a Vite front end reads the secret key through VITE_ (and declares it in its template)',
      base,
      head: {
        'web/src/Order.tsx': `export async function load(id: string) {
  return fetch('https://api.stripe.com/v1/payment_intents/' + id, {
    headers: { Authorization: \`Bearer \${import.meta.env.VITE_STRIPE_SECRET_KEY}\` },
  });
}
`,
        'web/.env.example': 'VITE_STRIPE_PUBLISHABLE_KEY=pk_test_...\nVITE_STRIPE_SECRET_KEY=sk_test_...\n',
      },
      errors: [
        { file: 'web/src/Order.tsx', line: 3, message: /VITE_STRIPE_SECRET_KEY/ },
        { file: 'web/.env.example', line: 2, message: /public VITE_ prefix/ },
      ],
    },
    {
      name: 'a "use client" component reads STRIPE_SECRET_KEY',
      base,
      head: {
        'app/billing/portal-button.tsx': `'use client';
import Stripe from 'stripe';
const stripe = new Stripe(process.env.STRIPE_SECRET_KEY!);
export function PortalButton() { return null; }
`,
      },
      errors: [{ file: 'app/billing/portal-button.tsx', line: 3, message: /runs in the browser/ }],
    },
    {
      name: 'a t3-env client schema key holding the secret key under NEXT_PUBLIC_',
      base,
      head: {
        'lib/env.ts': `import { createEnv } from '@t3-oss/env-nextjs';
import { z } from 'zod';
export const env = createEnv({
  client: {
    NEXT_PUBLIC_STRIPE_SECRET_KEY: z.string(),
  },
  runtimeEnv: {},
});
`,
      },
      errors: [{ file: 'lib/env.ts', line: 5, message: /NEXT_PUBLIC_/ }],
    },
    {
      name: 'next.config env block inlines the secret key into the client bundle',
      base,
      head: {
        'next.config.mjs': `export default {\n  env: {\n    STRIPE_SECRET_KEY: process.env.STRIPE_SECRET_KEY,\n  },\n};\n`,
      },
      errors: [{ file: 'next.config.mjs', line: 3, message: /inlines/ }],
    },
    {
      name: 'logs process.env, the key, and a config object that holds it',
      base,
      head: {
        'src/boot.ts': `import { config } from './config';
import { logger } from './logger';
console.log('env', process.env);
logger.info({ key: process.env.STRIPE_SECRET_KEY }, 'stripe ready');
console.debug('config', config);
`,
      },
      errors: [
        { file: 'src/boot.ts', line: 3, message: /process\.env/ },
        { file: 'src/boot.ts', line: 4, message: /STRIPE_SECRET_KEY/ },
        { file: 'src/boot.ts', line: 5, message: /holds the Stripe secret key/ },
      ],
    },
  ],
});
