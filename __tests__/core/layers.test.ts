import { layerGaps, type LayerFiles } from '../../src/core/layers';
import { Deadline } from '../../src/git/processes';
import { layersOf } from '../../src/core/touched-layers';
import type { Finding } from '../../src/core/types';
import { workspaceFor } from '../helpers/workspace';

const files = {
  'package.json': '{ "name": "shop", "dependencies": { "stripe": "^17.7.0", "next": "14.0.0" } }\n',
  'prisma/schema.prisma': 'model User {\n  id    Int    @id\n  email String\n}\n',
  'prisma/migrations/20240101_init/migration.sql': 'CREATE TABLE "User" ("id" INTEGER PRIMARY KEY);\n',
  'prisma/migrations/README.md': '# migrations\n',
  'src/db/schema.ts':
    "import { pgTable, serial, text } from 'drizzle-orm/pg-core';\nexport const orders = pgTable('orders', { id: serial('id'), note: text('note') });\n",
  '.env.example': 'DATABASE_URL=\n',
  '.env.production': 'DATABASE_URL=postgres://prod\n',
  'k8s/deployment.yaml': `apiVersion: apps/v1
kind: Deployment
metadata: { name: shop }
spec:
  template:
    spec:
      containers:
        - name: web
          image: shop
          env:
            - name: DATABASE_URL
              value: postgres://db
`,
  'config/settings.yaml': 'theme: dark\n',
  'app/api/checkout/route.ts':
    'export async function POST(req: Request) {\n  const body = await req.json();\n  return Response.json({ ok: true, id: body.id });\n}\n',
  'app/api/webhooks/stripe/route.ts': `import Stripe from 'stripe';
const stripe = new Stripe(process.env.STRIPE_SECRET_KEY!);
export async function POST(req: Request) {
  const event = stripe.webhooks.constructEvent(await req.text(), req.headers.get('stripe-signature')!, process.env.STRIPE_WEBHOOK_SECRET!);
  return Response.json({ received: event.id });
}
`,
  'src/lib/billing.ts': `import Stripe from 'stripe';
const stripe = new Stripe(process.env.STRIPE_SECRET_KEY!);
export async function charge(amount: number) {
  return stripe.paymentIntents.create({ amount, currency: 'usd' });
}
`,
  'app/checkout/page.tsx': `'use client';
export default function Page() {
  const buy = async () => {
    const res = await fetch('/api/checkout', { method: 'POST' });
    const data = await res.json();
    return data.id;
  };
  return <button onClick={buy}>Buy</button>;
}
`,
  // a tRPC app's server-side service that calls an HTTP API: server code, not a client
  'src/server/service/ses-settings-service.ts': `export async function verifyDomain(domain: string) {
  const res = await fetch('/v2/email/identities', { method: 'POST', body: JSON.stringify({ domain }) });
  return res.json();
}
`,
  'src/server/api/routers/settings.ts': `import { z } from 'zod';
import { createTRPCRouter, protectedProcedure } from '../trpc';
import { verifyDomain } from '../../service/ses-settings-service';
export const settingsRouter = createTRPCRouter({
  verify: protectedProcedure.input(z.string()).mutation(({ input }) => verifyDomain(input)),
});
`,
  'src/lib/math.ts': 'export function total(a: number, b: number) {\n  return a + b;\n}\n',
  'src/lib/router-names.ts': "export const routes = { checkout: '/api/checkout' };\n",
  '__tests__/checkout.test.ts':
    "import { POST } from '../app/api/checkout/route';\ntest('x', () => expect(POST).toBeDefined());\n",
  'docs/guide.md': '# guide\n',
};

/** Every file changed by one appended line (a comment where the format has them). */
function touched(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [path, text] of Object.entries(files)) {
    if (path.endsWith('.json')) continue;
    const comment = /\.(ya?ml|prisma|md)$|\.env/.test(path)
      ? '# changed\n'
      : path.endsWith('.sql')
        ? '-- x\n'
        : '// x\n';
    out[path] = text + (path.endsWith('.prisma') ? '// changed\n' : comment);
  }
  out['prisma/migrations/20240102_note/migration.sql'] = 'ALTER TABLE "orders" ADD COLUMN "note" TEXT;\n';
  return out;
}

/** A contract-drift finding at the checkout page, pointing at what it names (the map places the first). */
function pageReads(related: Finding['related']): Finding {
  return {
    ruleId: 'api/contract-drift',
    severity: 'blocking',
    file: 'app/checkout/page.tsx',
    line: 6,
    message: 'reads id',
    fix: 'read ref',
    related,
  };
}

describe('layersOf', () => {
  const ws = workspaceFor({ base: files, head: touched() });
  const layers = layersOf(ws.changes, ws, [], { migrationFolders: [], envFiles: [] })!;
  const layerOf = new Map(layers.flatMap((l) => l.files.map((f) => [f, l.layer] as const)));

  it.each([
    ['prisma/schema.prisma', 'data-model'],
    ['src/db/schema.ts', 'data-model'],
    ['prisma/migrations/20240101_init/migration.sql', 'migration'],
    ['prisma/migrations/20240102_note/migration.sql', 'migration'],
    ['.env.example', 'env-template'],
    ['k8s/deployment.yaml', 'deploy-config'],
    ['app/api/webhooks/stripe/route.ts', 'webhook'],
    ['app/api/checkout/route.ts', 'api-route'],
    ['src/lib/billing.ts', 'stripe-call'],
    ['app/checkout/page.tsx', 'client'],
    ['src/server/service/ses-settings-service.ts', 'code'],
    ['src/lib/math.ts', 'code'],
    // look-alikes: names that sound like a layer, contents that are not one
    ['src/lib/router-names.ts', 'code'],
    ['__tests__/checkout.test.ts', 'tests'],
  ])('%s is in the %s layer', (path, layer) => {
    expect(layerOf.get(path)).toBe(layer);
  });

  it.each([
    ['.env.production', 'a real env file, not a template'],
    ['prisma/migrations/README.md', 'a readme in the migration folder'],
    ['config/settings.yaml', 'YAML that deploys nothing'],
    ['docs/guide.md', 'documentation'],
  ])('%s is in no layer (%s)', (path) => {
    expect(layerOf.has(path)).toBe(false);
  });

  it('lists the layers in map order, each file once', () => {
    expect(layers.map((l) => l.layer)).toEqual([
      'data-model',
      'migration',
      'env-template',
      'deploy-config',
      'webhook',
      'api-route',
      'stripe-call',
      'code',
      'client',
      'tests',
    ]);
    const all = layers.flatMap((l) => l.files);
    expect(new Set(all).size).toBe(all.length);
  });

  it('places the unchanged files that cross-layer findings name, and only those', () => {
    const ws2 = workspaceFor({
      base: files,
      head: { 'app/api/checkout/route.ts': files['app/api/checkout/route.ts'].replace('id: body.id', 'ref: body.id') },
    });
    const drift = pageReads([{ file: 'app/api/checkout/route.ts', line: 3, message: 'stopped returning id' }]);
    const local: Finding = { ...drift, ruleId: 'stripe/idempotency-key', file: 'src/lib/billing.ts', related: [] };
    const placed = layersOf(ws2.changes, ws2, [drift, local], { migrationFolders: [], envFiles: [] });
    expect(placed).toEqual([
      { layer: 'api-route', files: ['app/api/checkout/route.ts'] },
      { layer: 'client', files: [], unchanged: ['app/checkout/page.tsx'] },
    ]);
  });

  it('places an unchanged webhook a finding names by its evidence, without analysing it', () => {
    const github = `export async function POST(req: Request) {
  const body = await req.json();
  return Response.json({ received: body.action });
}
`;
    const ws2 = workspaceFor({
      base: { ...files, 'app/api/webhooks/github/route.ts': github },
      head: { 'src/lib/math.ts': files['src/lib/math.ts'].replace('a + b', 'b + a') },
    });
    const named = pageReads([{ file: 'app/api/webhooks/stripe/route.ts', line: 3, message: 'a Stripe webhook' }]);
    // look-alike: a webhook of another service is a route
    const other = pageReads([{ file: 'app/api/webhooks/github/route.ts', line: 1, message: 'a GitHub webhook' }]);
    const placed = layersOf(ws2.changes, ws2, [named, other], { migrationFolders: [], envFiles: [] });
    expect(placed).toEqual([
      { layer: 'webhook', files: [], unchanged: ['app/api/webhooks/stripe/route.ts'] },
      { layer: 'api-route', files: [], unchanged: ['app/api/webhooks/github/route.ts'] },
      { layer: 'code', files: ['src/lib/math.ts'] },
      { layer: 'client', files: [], unchanged: ['app/checkout/page.tsx'] },
    ]);
  });

  it('gives no layers (no map) when the time budget is spent, rather than guessing', () => {
    const late = workspaceFor({ base: files, head: touched() });
    late.deadline = new Deadline(0);
    expect(layersOf(late.changes, late, [], { migrationFolders: [], envFiles: [] })).toBeUndefined();
  });

  it('takes the config: env-files are templates, migration-folders hold migrations', () => {
    const ws3 = workspaceFor({
      base: { 'package.json': '{}\n' },
      head: { 'config/env.sample.txt': 'A=1\n', 'db/changes/001.sql': 'CREATE TABLE t (id int);\n' },
    });
    const placed = layersOf(ws3.changes, ws3, [], {
      migrationFolders: ['db/changes'],
      envFiles: ['config/env.sample.txt'],
    });
    expect(placed).toEqual([
      { layer: 'migration', files: ['db/changes/001.sql'] },
      { layer: 'env-template', files: ['config/env.sample.txt'] },
    ]);
  });
});

describe('layerGaps', () => {
  const layers: LayerFiles[] = [
    { layer: 'data-model', files: ['prisma/schema.prisma'] },
    { layer: 'env-template', files: ['.env.example'] },
    { layer: 'deploy-config', files: ['helm/values.yaml'], unchanged: ['k8s/deployment.yaml'] },
    { layer: 'api-route', files: ['app/api/checkout/route.ts'] },
    { layer: 'code', files: ['src/config.ts'], unchanged: ['src/orders.ts'] },
    { layer: 'client', files: [], unchanged: ['app/checkout/page.tsx'] },
    { layer: 'tests', files: ['__tests__/a.test.ts'] },
  ];
  const finding = (
    ruleId: string,
    file: string,
    related: string[] = [],
    severity: Finding['severity'] = 'blocking',
  ) => ({
    ruleId,
    severity,
    file,
    line: 1,
    message: 'm',
    fix: 'f',
    related: related.map((r) => ({ file: r, line: 1, message: 'r' })),
  });
  const edge = (f: Finding) =>
    layerGaps([f], layers).map(
      (g) =>
        `${g.from.layer}${g.from.touched ? '' : '?'} -> ${g.to.layer}${g.to.touched ? '' : '?'} [${g.to.files.join(',')}]`,
    );

  it.each<[string, Finding, string[]]>([
    [
      'env/undeclared: from the read to each place it is missing, the other reads left out',
      finding('env/undeclared', 'app/api/checkout/route.ts', ['k8s/deployment.yaml', 'src/config.ts']),
      ['api-route -> deploy-config? [k8s/deployment.yaml]'],
    ],
    [
      'env/undeclared in a deployment config the change touched',
      finding('env/undeclared', 'src/config.ts', ['helm/values.yaml', '.env.example']),
      ['code -> deploy-config [helm/values.yaml]', 'code -> env-template [.env.example]'],
    ],
    [
      'env/undeclared with nowhere declared: the template that should exist',
      finding('env/undeclared', 'src/config.ts', [], 'warning'),
      ['code -> env-template? []'],
    ],
    [
      'schema/migration-missing: to the migration folder',
      finding('schema/migration-missing', 'prisma/schema.prisma', ['prisma/migrations']),
      ['data-model -> migration? [prisma/migrations]'],
    ],
    [
      'schema/stale-reference: from the model to the stale reader',
      finding('schema/stale-reference', 'src/orders.ts', ['prisma/schema.prisma']),
      ['data-model -> code? [src/orders.ts]'],
    ],
    [
      'api/contract-drift: from the route to the client',
      finding('api/contract-drift', 'app/checkout/page.tsx', ['app/api/checkout/route.ts']),
      ['api-route -> client? [app/checkout/page.tsx]'],
    ],
    [
      'env/orphaned: a removed declaration that code still reads',
      finding('env/orphaned', 'src/orders.ts', ['.env.example']),
      ['env-template -> code? [src/orders.ts]'],
    ],
    [
      'tests/missing-for-change: to tests, even when other tests changed',
      finding('tests/missing-for-change', 'app/api/checkout/route.ts'),
      ['api-route -> tests? []'],
    ],
    ['a rule of one layer draws no gap', finding('stripe/idempotency-key', 'app/api/checkout/route.ts'), []],
    ['a pseudo-file draws no gap', finding('tests/missing-for-change', '(rules)'), []],
  ])('%s', (_name, f, expected) => {
    expect(edge(f)).toEqual(expected);
  });

  it('merges findings of one rule between the same ends, keeping the worst severity', () => {
    const gaps = layerGaps(
      [
        finding('env/undeclared', 'src/config.ts', ['k8s/deployment.yaml'], 'warning'),
        finding('env/undeclared', 'src/config.ts', ['k8s/deployment.yaml']),
        finding('env/undeclared', 'app/api/checkout/route.ts', ['k8s/deployment.yaml']),
      ],
      layers,
    );
    expect(gaps.map((g) => [g.from.layer, g.to.layer, g.count, g.severity])).toEqual([
      ['code', 'deploy-config', 2, 'blocking'],
      ['api-route', 'deploy-config', 1, 'blocking'],
    ]);
  });
});
