import { ruleTester } from '../../helpers/rule-tester';
import { expressApp } from './fixtures/app';

const base = expressApp();
const client = (config: string, range?: string) => ({
  'src/lib/stripe.ts': `import Stripe from 'stripe';

export const stripe = new Stripe(process.env.STRIPE_SECRET_KEY!, {
${config}
});
`,
  ...(range ? { 'package.json': JSON.stringify({ name: 'shop', dependencies: { stripe: range } }) } : {}),
});

ruleTester('stripe/api-version', {
  valid: [
    {
      name: 'the API version stripe 17.7 is built for (package.json range)',
      base,
      head: client(`  apiVersion: '2025-02-24.acacia',\n  maxNetworkRetries: 3,`),
    },
    {
      name: 'the API version a lockfile-resolved stripe 18.0.0 pins',
      base: {
        ...base,
        'package.json': JSON.stringify({ name: 'shop', dependencies: { stripe: '^18.0.0' } }),
        'pnpm-lock.yaml': `lockfileVersion: '9.0'\nimporters:\n  .:\n    dependencies:\n      stripe:\n        specifier: ^18.0.0\n        version: 18.0.0\n`,
      },
      head: client(`  apiVersion: '2025-03-31.basil',`),
    },
    {
      name: 'an apiVersion read from configuration',
      base,
      head: client(`  apiVersion: process.env.STRIPE_API_VERSION as Stripe.LatestApiVersion,`),
    },
    {
      name: 'an untouched client without apiVersion',
      base: { ...base, ...client(`  maxNetworkRetries: 2,`) },
      head: client(`  maxNetworkRetries: 2,\n  timeout: 10_000,`),
    },
  ],
  invalid: [
    {
      name: 'a new client without apiVersion (notice)',
      base,
      head: {
        'src/lib/connect.ts': `import Stripe from 'stripe';\nexport const connect = new Stripe(process.env.STRIPE_CONNECT_KEY!);\n`,
      },
      errors: [{ file: 'src/lib/connect.ts', line: 2, severity: 'notice', fix: /2025-02-24\.acacia/ }],
    },
    {
      name: 'an apiVersion older than the one the package is built for',
      base,
      head: client(`  apiVersion: '2024-06-20',`),
      errors: [{ file: 'src/lib/stripe.ts', line: 4, message: /2024-06-20.*2025-02-24\.acacia/ }],
    },
    {
      name: 'a yarn.lock resolving stripe 16 with a newer apiVersion',
      base: {
        ...base,
        'package.json': JSON.stringify({ name: 'shop', dependencies: { stripe: '^16.2.0' } }),
        'yarn.lock': `# yarn lockfile v1\n\n\nstripe@^16.2.0:\n  version "16.12.0"\n  resolved "https://registry.yarnpkg.com/stripe/-/stripe-16.12.0.tgz"\n`,
      },
      head: {
        'src/lib/connect.ts': `import Stripe from 'stripe';\nexport const connect = new Stripe(process.env.STRIPE_CONNECT_KEY!, {\n  apiVersion: '2025-02-24.acacia',\n});\n`,
      },
      errors: [{ file: 'src/lib/connect.ts', line: 3, message: /2024-06-20/, related: ['yarn.lock'] }],
    },
  ],
});
