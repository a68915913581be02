// Small grammars of the files agent-gate reads (TypeScript, JSON, YAML, SQL, Prisma, env
// files) and random edits over them. Deterministic for a seed: a failing case is replayed
// by its seed and index.

/** mulberry32: a tiny, fast, seedable PRNG. */
export function prng(seed: number): Rng {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  return {
    next,
    int,
    pick: <T>(items: readonly T[]): T => items[int(items.length)],
    chance: (p: number) => next() < p,
  };
}

export interface Rng {
  next(): number;
  int(n: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
}

const WORDS = ['order', 'user', 'invoice', 'refund', 'product', 'cart', 'coupon', 'plan', 'team', 'account'];
const ENV = ['DATABASE_URL', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'REDIS_URL', 'API_BASE_URL', 'PROMO_URL'];
const TYPES = ['String', 'Int', 'Boolean', 'DateTime', 'String?', 'Int?', 'Decimal'];
const SQL_TYPES = ['TEXT', 'INTEGER', 'BOOLEAN', 'TIMESTAMP(3)', 'DECIMAL(65,30)'];
const EVENTS = ['payment_intent.succeeded', 'charge.refunded', 'invoice.paid', 'customer.subscription.deleted'];
/** Odd but legal text: unicode, a credential-looking literal (must be redacted), CR. */
const ODD = ['naïve café', '日本語', '🙂', 'sk_live_51FuzzSecretValue000000000000', 'a\\u0000b', 'tab\there'];

const cap = (s: string) => s[0].toUpperCase() + s.slice(1);
const ident = (r: Rng) => `${r.pick(WORDS)}${cap(r.pick(WORDS))}${r.int(100)}`;
const str = (r: Rng) => (r.chance(0.1) ? r.pick(ODD) : `${r.pick(WORDS)}-${r.int(1000)}`);

function tsStatement(r: Rng, depth = 0): string {
  const name = ident(r);
  switch (r.int(depth > 1 ? 6 : 9)) {
    case 0:
      return `export const ${name} = ${r.int(1000)};`;
    case 1:
      return `export const ${name} = process.env.${r.pick(ENV)} ?? '${str(r)}';`;
    case 2:
      return `export function ${name}(a: string, b = ${r.int(9)}): string {\n  return a.repeat(b) + '${str(r)}';\n}`;
    case 3:
      return `export interface ${cap(name)} {\n  id: string;\n  ${ident(r)}: ${r.pick(['number', 'string', 'boolean'])};\n}`;
    case 4:
      return `router.${r.pick(['get', 'post', 'put', 'delete'])}('/api/${r.pick(WORDS)}s/:id', async (req, res) => {\n  res.json({ ${ident(r)}: req.params.id, ${ident(r)}: ${r.int(50)} });\n});`;
    case 5:
      return `await stripe.${r.pick(['refunds', 'paymentIntents', 'customers', 'checkout.sessions'])}.create({ ${r.pick(['amount', 'payment_intent', 'email'])}: ${r.chance(0.5) ? 'req.body.amount' : r.int(5000)} }${r.chance(0.5) ? `, { idempotencyKey: '${name}' }` : ''});`;
    case 6:
      return `async function ${name}() {\n${Array.from(
        { length: 1 + r.int(3) },
        () =>
          '  ' +
          tsStatement(r, depth + 1)
            .replace(/^export /, '')
            .replace(/\n/g, '\n  '),
      ).join('\n')}\n}`;
    case 7:
      return `switch (event.type) {\n${Array.from({ length: 1 + r.int(3) }, () => `  case '${r.pick(EVENTS)}':\n    await handle${cap(r.pick(WORDS))}(event.data.object);\n    break;`).join('\n')}\n  default:\n    break;\n}`;
    default:
      return `const ${name} = await prisma.${r.pick(WORDS)}.${r.pick(['findMany', 'findFirst', 'update', 'create'])}({ where: { ${ident(r)}: '${str(r)}' } });`;
  }
}

function tsFile(r: Rng): string {
  const imports = [
    "import { Router } from 'express';",
    "import Stripe from 'stripe';",
    "import { prisma } from '../lib/db';",
    `import { ${ident(r)} } from './${r.pick(WORDS)}';`,
  ].filter(() => r.chance(0.6));
  const body = Array.from({ length: 1 + r.int(8) }, () => tsStatement(r));
  if (body.some((s) => s.startsWith('router.'))) imports.push('const router = Router();');
  if (body.some((s) => s.includes('stripe.')))
    imports.push("const stripe = new Stripe(process.env.STRIPE_SECRET_KEY ?? '');");
  return `${imports.join('\n')}\n\n${body.join('\n\n')}\n`;
}

function jsonFile(r: Rng, depth = 0): unknown {
  const kind = r.int(depth > 2 ? 3 : 5);
  if (kind === 0) return r.int(10_000) - 5_000;
  if (kind === 1) return str(r);
  if (kind === 2) return r.chance(0.5);
  if (kind === 3) return Array.from({ length: r.int(4) }, () => jsonFile(r, depth + 1));
  return Object.fromEntries(Array.from({ length: 1 + r.int(4) }, () => [ident(r), jsonFile(r, depth + 1)]));
}

function yamlFile(r: Rng): string {
  const env = Array.from({ length: 1 + r.int(5) }, () => {
    const name = r.pick(ENV);
    return r.chance(0.5)
      ? `            - name: ${name}\n              value: "${str(r).replace(/["\\]/g, '')}"`
      : `            - name: ${name}\n              valueFrom:\n                secretKeyRef:\n                  name: app\n                  key: ${name.toLowerCase()}`;
  });
  const doc = `apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: ${r.pick(WORDS)}-api\nspec:\n  replicas: ${1 + r.int(4)}\n  template:\n    spec:\n      containers:\n        - name: api\n          image: ghcr.io/acme/api:${r.int(9)}.${r.int(9)}.0\n          env:\n${env.join('\n')}\n`;
  return r.chance(0.3)
    ? `${doc}---\napiVersion: v1\nkind: Service\nmetadata:\n  name: svc\nspec:\n  ports:\n    - port: ${r.int(9000)}\n`
    : doc;
}

/** Field shapes of real schemas: lists with `@default([])`, enums, composite types, native types, maps. */
const PRISMA_FIELDS: ((r: Rng) => string)[] = [
  (r) => `${ident(r)} ${r.pick(TYPES)}`,
  (r) => `${ident(r)} String[] @default([])`,
  (r) => `${ident(r)} Int[] @default([1, 2])`,
  (r) => `${ident(r)} Role @default(MEMBER)`,
  (r) => `${ident(r)} Address?`,
  (r) => `${ident(r)} Json @default("{}")`,
  (r) => `${ident(r)} DateTime @default(now()) @db.Timestamptz(6)`,
  (r) => `${ident(r)} String @map("${ident(r)}") @unique`,
];

function prismaModel(r: Rng): string {
  const fields = Array.from({ length: 1 + r.int(5) }, () => `  ${r.pick(PRISMA_FIELDS)(r)}`);
  const attrs = [
    r.chance(0.3) ? `  @@index([id(sort: Desc)], type: BTree)` : '',
    r.chance(0.3) ? `  @@schema("${r.pick(['auth', 'public'])}")` : '',
  ].filter(Boolean);
  return `model ${cap(r.pick(WORDS))}${r.int(20)} {\n  id String @id @default(cuid())\n${[...fields, ...attrs].join('\n')}\n}\n`;
}

function prismaFile(r: Rng): string {
  const models = Array.from({ length: 1 + r.int(4) }, () => prismaModel(r));
  const extras = [
    'enum Role {\n  MEMBER\n  ADMIN\n  @@schema("auth")\n}\n',
    'type Address {\n  street String\n  city   String?\n}\n',
    `view ${cap(r.pick(WORDS))}Stats {\n  id    String @unique\n  total Int\n}\n`,
  ].filter(() => r.chance(0.5));
  return `generator client {\n  provider = "prisma-client-js"\n  previewFeatures = ["multiSchema", "views"]\n}\n\ndatasource db {\n  provider = "postgresql"\n  url      = env("DATABASE_URL")\n  schemas  = ["auth", "public"]\n}\n\n${[...models, ...extras].join('\n')}`;
}

function sqlFile(r: Rng): string {
  return (
    Array.from({ length: 1 + r.int(4) }, () => {
      const table = `"${cap(r.pick(WORDS))}"`;
      switch (r.int(4)) {
        case 0:
          return `CREATE TABLE ${table} (\n    "id" TEXT NOT NULL,\n    "${ident(r)}" ${r.pick(SQL_TYPES)},\n    CONSTRAINT "pk_${r.int(99)}" PRIMARY KEY ("id")\n);`;
        case 1:
          return `ALTER TABLE ${table} ADD COLUMN "${ident(r)}" ${r.pick(SQL_TYPES)};`;
        case 2:
          return `ALTER TABLE ${table} DROP COLUMN "${ident(r)}";`;
        default:
          return `CREATE INDEX "idx_${r.int(999)}" ON ${table}("${ident(r)}");`;
      }
    }).join('\n\n') + '\n'
  );
}

function envFile(r: Rng): string {
  return (
    Array.from({ length: 1 + r.int(6) }, () => {
      const name = r.pick(ENV);
      if (r.chance(0.15)) return `# ${str(r)}`;
      return `${name}=${r.chance(0.5) ? '' : r.chance(0.2) ? `"${str(r)}"` : str(r).replace(/\s/g, '_')}`;
    }).join(r.chance(0.1) ? '\r\n' : '\n') + '\n'
  );
}

export type Kind = 'ts' | 'json' | 'yaml' | 'sql' | 'prisma' | 'env';
export const KINDS: readonly Kind[] = ['ts', 'json', 'yaml', 'sql', 'prisma', 'env'];

/** A random path for a kind, following the conventions rules look for. */
export function pathFor(r: Rng, kind: Kind): string {
  const w = r.pick(WORDS);
  switch (kind) {
    case 'ts':
      return r.pick([
        `src/routes/${w}${r.int(9)}.ts`,
        `src/services/${w}.ts`,
        `src/webhooks/${w}.ts`,
        `web/src/${cap(w)}.tsx`,
        `src/__tests__/${w}.test.ts`,
      ]);
    case 'json':
      return r.pick([`config/${w}.json`, `src/fixtures/${w}${r.int(9)}.json`, 'openapi.json']);
    case 'yaml':
      return r.pick([`k8s/${w}.yaml`, `deploy/${w}.yml`, 'docker-compose.yml']);
    case 'sql':
      return `prisma/migrations/2025${String(1 + r.int(12)).padStart(2, '0')}${String(10 + r.int(18))}000000_${w}/migration.sql`;
    case 'prisma':
      // One schema file, or a file of a schema split over prisma/schema/ (prismaSchemaFolder).
      return r.pick(['prisma/schema.prisma', `prisma/schema/${w}.prisma`]);
    default:
      return r.pick(['.env.example', '.env.sample', `services/${w}/.env.example`, '.env.template']);
  }
}

export function fileFor(r: Rng, kind: Kind): string {
  switch (kind) {
    case 'ts':
      return tsFile(r);
    case 'json':
      return JSON.stringify(jsonFile(r), null, r.chance(0.5) ? 2 : 0) + '\n';
    case 'yaml':
      return yamlFile(r);
    case 'sql':
      return sqlFile(r);
    case 'prisma':
      return prismaFile(r);
    default:
      return envFile(r);
  }
}

export function kindOf(path: string): Kind {
  if (/\.tsx?$/.test(path)) return 'ts';
  if (path.endsWith('.json')) return 'json';
  if (/\.ya?ml$/.test(path)) return 'yaml';
  if (path.endsWith('.sql')) return 'sql';
  if (path.endsWith('.prisma')) return 'prisma';
  return 'env';
}

/** Line-level edits that keep most files well formed and sometimes break them. */
function editText(r: Rng, text: string, kind: Kind): string {
  const lines = text.split('\n');
  const edits = 1 + r.int(4);
  for (let e = 0; e < edits; e++) {
    const at = r.int(Math.max(1, lines.length));
    switch (r.int(7)) {
      case 0:
        lines.splice(
          at,
          0,
          ...fileFor(r, kind)
            .split('\n')
            .slice(0, 1 + r.int(6)),
        );
        break;
      case 1:
        lines.splice(at, 1);
        break;
      case 2:
        lines.splice(at, 0, lines[at] ?? '');
        break;
      case 3:
        lines[at] = (lines[at] ?? '').replace(/[A-Za-z_]\w*/, ident(r));
        break;
      case 4:
        lines[at] = `  ${lines[at] ?? ''}`; // reformat
        break;
      case 5:
        lines.push(...fileFor(r, kind).split('\n'));
        break;
      default:
        if (kind === 'prisma') lines.splice(at, 0, `  ${r.pick(PRISMA_FIELDS)(r)}`);
        else lines.splice(at, 0, kind === 'ts' ? tsStatement(r) : (lines[r.int(lines.length)] ?? ''));
    }
  }
  return lines.join('\n');
}

/** The files of a base tree: a few of each kind. */
export function baseTree(r: Rng, count: number): Map<string, string> {
  const files = new Map<string, string>();
  files.set('package.json', '{ "name": "fuzz", "version": "1.0.0", "dependencies": { "stripe": "^17.0.0" } }\n');
  files.set('prisma/schema.prisma', prismaFile(r));
  while (files.size < count) {
    const kind = r.pick(KINDS);
    files.set(pathFor(r, kind), fileFor(r, kind));
  }
  return files;
}

/** One random pull request over a base tree: path → new text, or null to delete. */
export function randomChange(r: Rng, base: Map<string, string>): Map<string, string | null> {
  const change = new Map<string, string | null>();
  const paths = [...base.keys()];
  const ops = 1 + r.int(6);
  for (let i = 0; i < ops; i++) {
    const op = r.int(10);
    if (op < 5 && paths.length) {
      const path = r.pick(paths);
      const text = change.get(path) ?? base.get(path) ?? '';
      change.set(path, editText(r, text, kindOf(path)));
    } else if (op < 8) {
      const kind = r.pick(KINDS);
      change.set(pathFor(r, kind), fileFor(r, kind));
    } else if (op === 8 && paths.length) {
      change.set(r.pick(paths), null);
    } else if (paths.length) {
      // rename, sometimes with an edit
      const from = r.pick(paths);
      const text = base.get(from) ?? '';
      const to = from.replace(/([^/]+)$/, `moved-${r.int(99)}-$1`);
      change.set(from, null);
      change.set(to, r.chance(0.5) ? editText(r, text, kindOf(from)) : text);
    }
  }
  return change;
}
