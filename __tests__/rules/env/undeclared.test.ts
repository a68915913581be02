import { ruleTester, runRule } from '../../helpers/rule-tester';

const k8s = (extra = ''): string => `apiVersion: apps/v1
kind: Deployment
metadata:
  name: api
spec:
  template:
    spec:
      containers:
        - name: api
          image: api:1
          env:
            - name: NODE_ENV
              value: production
            - name: DATABASE_URL
              valueFrom:
                secretKeyRef: { name: api, key: database-url }
${extra}`;

const config = `export const config = {
  databaseUrl: process.env.DATABASE_URL,
};
`;

/** An Express-style service: .env.example, a k8s Deployment, a Dockerfile with only NODE_ENV. */
const api = {
  'package.json': '{ "name": "api" }\n',
  '.env.example': 'DATABASE_URL=postgres://localhost/app\n',
  'k8s/deployment.yaml': k8s(),
  Dockerfile: 'FROM node:20\nENV NODE_ENV=production\nCMD ["node", "dist/server.js"]\n',
  'src/config.ts': config,
};

/** A CronJob whose container runs `command`: a script of its manifest, or the app's program. */
const backupJob = (command: string): string => `apiVersion: batch/v1
kind: CronJob
metadata:
  name: db-backup
spec:
  schedule: "0 3 * * *"
  jobTemplate:
    spec:
      template:
        spec:
          containers:
            - name: pgdump
              image: postgres:17-alpine
              env:
                - name: DATABASE_URL
                  valueFrom:
                    secretKeyRef: { name: backup, key: database-url }
                - name: RETENTION_DAYS
                  value: "14"
${command}`;
const inlineBackup =
  '              command: ["sh", "-c"]\n              args:\n                - |\n                  pg_dump "$DATABASE_URL" | gzip > /backup/db.sql.gz\n                  find /backup -mtime +${RETENTION_DAYS} -delete\n';
const backupApp = (command: string) => ({
  'package.json': '{ "name": "api" }\n',
  '.env.example': 'DATABASE_URL=postgres://localhost/app\nSTRIPE_SECRET_KEY=\n',
  'k8s/backup-cronjob.yaml': backupJob(command),
  'src/config.ts': config,
});
const stripeRead = {
  'src/config.ts': config.replace('};', '  stripeKey: process.env.STRIPE_SECRET_KEY,\n};'),
};

/**
 * Compose: the app built from the root, an ingester built from its package, and a scheduler
 * that runs the ingester's image with another program (`job-scheduler.js`).
 */
const ingesterCompose = (ingesterEnv: string, schedulerEnv: string) => `services:
  app:
    build: .
    environment:
      DATABASE_URL: \${DATABASE_URL}
      AUTH_SECRET: \${AUTH_SECRET}
  ingester:
    image: acme-ingester:local
    build:
      context: packages/ingester
    environment:
      DATABASE_URL: \${DATABASE_URL}
${ingesterEnv}  scheduler:
    image: acme-ingester:local
    command: ["bun", "/app/job-scheduler.js"]
    environment:
      DATABASE_URL: \${DATABASE_URL}
      SCHEDULE_EVERY: 60
${schedulerEnv}`;
const ingesterApp = {
  'package.json': '{ "name": "app" }\n',
  '.env.example': 'DATABASE_URL=\nAUTH_SECRET=\nSCHEDULE_EVERY=60\nINBOUND_TOKEN=\n',
  Dockerfile: 'FROM node:20\nCOPY . .\nCMD ["node", "server.js"]\n',
  'src/server.ts': 'export const db = process.env.DATABASE_URL;\nexport const secret = process.env.AUTH_SECRET;\n',
  'packages/ingester/package.json': '{ "name": "ingester" }\n',
  'packages/ingester/Dockerfile': 'FROM oven/bun:1\nCOPY . .\nCMD ["bun", "/app/server.js"]\n',
  'packages/ingester/src/server.ts':
    "import { check } from './checks';\nexport const db = process.env.DATABASE_URL;\ncheck();\n",
  'packages/ingester/src/checks.ts': 'export function check() {\n  return true;\n}\n',
  'packages/ingester/src/job-scheduler.ts':
    'export const every = Number(process.env.SCHEDULE_EVERY);\nexport const db = process.env.DATABASE_URL;\n',
  'docker-compose.yml': ingesterCompose('', ''),
};
/**
 * Compose: a Next.js app and a worker built from the same context with another Dockerfile whose
 * `CMD` runs `workers/index.ts`, and a service that applies the migrations with the ORM's CLI.
 */
const workerCompose = (webEnv: string) => `services:
  web:
    build:
      context: .
      dockerfile: Dockerfile
    environment:
      DATABASE_URL: \${DATABASE_URL}
      MAIL_KEY: \${MAIL_KEY}
${webEnv}  worker:
    build:
      context: .
      dockerfile: Dockerfile.worker
    environment:
      DATABASE_URL: \${DATABASE_URL}
      MAIL_KEY: \${MAIL_KEY}
  migrate:
    build:
      context: .
      dockerfile: Dockerfile.worker
    command: ["npx", "prisma", "migrate", "deploy"]
    environment:
      DATABASE_URL: \${DATABASE_URL}
`;
const workerApp = {
  'package.json': '{ "name": "app" }\n',
  '.env.example': 'DATABASE_URL=\nMAIL_KEY=\nAI_KEY=\n',
  Dockerfile: 'FROM node:22\nWORKDIR /app\nCOPY . .\nRUN npm run build\nCMD ["npm", "start"]\n',
  'Dockerfile.worker':
    'FROM node:22 AS base\nWORKDIR /app\nFROM base AS runner\nCOPY lib ./lib\nCOPY workers ./workers\nCMD ["npx", "tsx", "workers/index.ts"]\n',
  'prisma.config.ts': "export default { schema: 'prisma/schema.prisma' };\n",
  'workers/index.ts':
    "import { sendMail } from '../lib/mail';\nimport { db } from '../lib/db';\nexport const run = () => [db, sendMail()];\n",
  'lib/db.ts': 'export const db = process.env.DATABASE_URL;\n',
  'lib/mail.ts': 'export function sendMail() {\n  return process.env.MAIL_KEY;\n}\n',
  'lib/ai.ts': 'export function describe() {\n  return 1;\n}\n',
  'lib/index.ts': 'export const version = 1;\n',
  'app/api/describe/route.ts':
    "import { describe } from '../../../lib/ai';\nexport async function POST() {\n  return Response.json(describe());\n}\n",
  'docker-compose.yml': workerCompose(''),
};
const aiRead = 'export function describe() {\n  const key: string = process.env.AI_KEY!;\n  return key.length;\n}\n';

const tokenRead =
  'export function check() {\n  const token: string = process.env.INBOUND_TOKEN!;\n  return token.length > 0;\n}\n';

/** apps/api's Dockerfile sets its port; the root compose file builds it and gives it its environment. */
const builtApi = (apiEnv: string) => ({
  'package.json': '{ "name": "root", "private": true }\n',
  '.env.example': 'DATABASE_URL=\nAPI_PORT=3001\nCALLBACK_URL=\n',
  'apps/api/package.json': '{ "name": "api" }\n',
  'apps/api/Dockerfile':
    'FROM node:20\nENV NODE_ENV=production\nENV API_PORT=3001\nCOPY apps/api apps/api\nCMD ["node", "apps/api/dist/main.js"]\n',
  'apps/api/src/main.ts':
    'export const db = process.env.DATABASE_URL!;\nexport const port = Number(process.env.API_PORT!);\n',
  'docker-compose.yml': `services:
  api:
    build:
      context: .
      dockerfile: apps/api/Dockerfile
    environment:
      DATABASE_URL: \${DATABASE_URL}
      API_PORT: '3001'
${apiEnv}`,
});
/** `builtApi` whose compose service writes out every value (a local stack: no env_file, no `${…}`). */
const literalApi = (extra = '') => ({
  ...builtApi(''),
  '.env.example': 'DATABASE_URL=\nAPI_PORT=3001\nCALLBACK_URL=\nSESSION_SECRET=\n',
  'docker-compose.yml': `services:
  api:
    build:
      context: .
      dockerfile: apps/api/Dockerfile
    environment:
      DATABASE_URL: postgres://postgres:postgres@db:5432/app
      API_PORT: '3001'
      JWT_SECRET: change-me-in-production
${extra}`,
});
const sessionSecretRead = {
  'apps/api/src/session.ts': 'export const sessionSecret = (): string => process.env.SESSION_SECRET!;\n',
};

const callbackRead = {
  'apps/api/src/callback.ts': 'export const callback = (): string => process.env.CALLBACK_URL!;\n',
};

/** A monorepo: apps/api (with its template) depends on packages/agent, which has none. */
const sharedPackage = {
  'package.json': '{ "name": "root", "private": true }\n',
  'apps/api/package.json': '{ "name": "api", "dependencies": { "@acme/agent": "workspace:*" } }\n',
  'apps/api/.env.example': 'DATABASE_URL=\n',
  'apps/api/src/main.ts': "import { passthrough } from '@acme/agent';\nexport const p = passthrough;\n",
  'apps/web/package.json': '{ "name": "web" }\n',
  'apps/web/.env.example': 'NEXT_PUBLIC_URL=\n',
  'packages/agent/package.json': '{ "name": "@acme/agent" }\n',
  'packages/agent/src/config.ts': 'export const passthrough = () => undefined;\n',
};

const withRead = (line: string): Record<string, string> => ({
  'src/config.ts': config.replace('};', `  ${line}\n};`),
});

/** A Next.js app with t3-env and a compose stack whose app service bind-mounts the repo. */
const next = {
  'package.json': '{ "name": "web" }\n',
  '.env.example': 'DATABASE_URL=postgres://localhost/app\n',
  'docker-compose.yml': `services:
  db:
    image: postgres:16
    environment:
      POSTGRES_PASSWORD: pw
  app:
    image: node:20
    working_dir: /app
    volumes:
      - .:/app
    environment:
      DATABASE_URL: postgres://db/app
`,
  'lib/env.ts': `import { createEnv } from '@t3-oss/env-nextjs';
import { z } from 'zod';
export const env = createEnv({
  server: {
    DATABASE_URL: z.string().url(),
  },
  runtimeEnv: {
    DATABASE_URL: process.env.DATABASE_URL,
  },
});
`,
};

const nextWithKey = (key: string, template = '', compose = ''): Record<string, string> => ({
  'lib/env.ts': next['lib/env.ts']
    .replace('DATABASE_URL: z.string().url(),', `DATABASE_URL: z.string().url(),\n    ${key}`)
    .replace(
      'DATABASE_URL: process.env.DATABASE_URL,',
      `DATABASE_URL: process.env.DATABASE_URL,\n    ${key.split(':')[0]}: process.env.${key.split(':')[0]},`,
    ),
  ...(template ? { '.env.example': next['.env.example'] + template } : {}),
  ...(compose ? { 'docker-compose.yml': next['docker-compose.yml'] + compose } : {}),
});

/** A monorepo: an API service at the root and a Vite front end under web/. */
const monorepo = {
  ...api,
  'web/package.json': '{ "name": "web" }\n',
  'web/.env.example': 'VITE_STRIPE_PUBLISHABLE_KEY=pk_test\n',
  'web/src/main.tsx': 'export const key = import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY;\n',
};

/** A Nest service: ConfigModule validates the environment with a zod schema; services read ConfigService. */
const nest = {
  'package.json': '{ "name": "api" }\n',
  '.env.example': 'DATABASE_URL=postgres://localhost/app\nAPP_URL=http://localhost:3000\n',
  'k8s/deployment.yaml': k8s('            - name: APP_URL\n              value: https://app.example.com\n'),
  'src/config/env.ts': `import { z } from 'zod';
export const envSchema = z.object({
  DATABASE_URL: z.string().url(),
  APP_URL: z.string().url(),
  LOG_LEVEL: z.string().default('log'),
});
export function validateEnv(raw: Record<string, unknown>) {
  return envSchema.parse(raw);
}
`,
  'src/app.module.ts': `import { Module } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { validateEnv } from './config/env';
@Module({ imports: [ConfigModule.forRoot({ isGlobal: true, validate: validateEnv })] })
export class AppModule {}
`,
  'src/billing.service.ts': `import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
@Injectable()
export class BillingService {
  constructor(private readonly config: ConfigService<Env, true>) {}
  returnUrl() {
    return this.config.get('APP_URL', { infer: true });
  }
}
`,
};

/** A Helm-deployed service. */
const helm = {
  'package.json': '{ "name": "svc" }\n',
  '.env.example': 'API_URL=http://localhost\n',
  'src/index.ts': 'export const url = process.env.API_URL;\n',
  'chart/Chart.yaml': 'apiVersion: v2\nname: svc\nversion: 1.0.0\n',
  'chart/values.yaml': 'image: svc:1\nenv:\n  API_URL: https://api.example.com\n',
  'chart/templates/deployment.yaml': `apiVersion: apps/v1
kind: Deployment
metadata:
  name: {{ .Release.Name }}
spec:
  template:
    spec:
      containers:
        - name: svc
          image: {{ .Values.image | quote }}
          env:
            {{- range $k, $v := .Values.env }}
            - name: {{ $k }}
              value: {{ $v | quote }}
            {{- end }}
`,
};

/** A fly.io app: plain values in [env], secrets set with `fly secrets set`. */
const fly = {
  'package.json': '{ "name": "svc" }\n',
  '.env.example': 'PUBLIC_HOST=localhost\n',
  'fly.toml': 'app = "svc"\n\n[env]\n  PUBLIC_HOST = "svc.fly.dev"\n',
  'src/index.ts': 'export const host = process.env.PUBLIC_HOST;\n',
};

/** A self-hosting compose file: the app's published image, and third-party services beside it. */
const selfHosted = {
  'package.json': '{ "name": "app" }\n',
  '.env.example': 'APP_URL=\nQUEUE_ADDRESS=\nMAILER_HOST=\n',
  'src/config.ts':
    'export const c = { url: process.env.APP_URL, queue: process.env.QUEUE_ADDRESS, mail: process.env.MAILER_HOST };\n',
  'docker-compose.yml': `services:
  app:
    image: ghcr.io/acme/app:latest
    environment:
      APP_URL: http://localhost
      QUEUE_ADDRESS: queue:7233
      MAILER_HOST: smtp
  queue-ui:
    image: vendor/queue-ui:2
    environment:
      - QUEUE_ADDRESS=queue:7233
      - QUEUE_UI_CORS_ORIGINS=http://localhost
  db:
    image: postgres:16
    environment:
      POSTGRES_PASSWORD: pw
      POSTGRES_USER: app
      QUEUE_ADDRESS: queue:7233
`,
};

/** An ExternalSecret that copies whole entries of a vault into the Secret `api-vault`. */
const externalSecret = `apiVersion: external-secrets.io/v1beta1
kind: ExternalSecret
metadata:
  name: api-vault
spec:
  secretStoreRef: { name: vault, kind: SecretStore }
  target: { name: api-vault }
  dataFrom:
    - extract: { key: /api-voice }
`;

/** A convict schema of settings, each naming the variable it is read from. */
const convictConfig = (extra = '') => `import convict from 'convict';
export const config = convict({
  db: {
    url: { doc: 'Database', format: String, default: null, env: 'DATABASE_URL' },
  },${extra}
});
`;
const originSetting =
  "\n  origin: {\n    api: { baseUrl: { doc: 'Origin API', format: String, default: 'https://origin.example', env: 'ORIGIN_API_BASE_URL' } },\n  },";

/** A service whose compose file loads the git-ignored `.env` that `.env.example` documents. */
const composeEnvFile = {
  'package.json': '{ "name": "api" }\n',
  '.env.example': 'DATABASE_URL=postgres://localhost/app\n',
  'src/config.ts': config,
  'docker-compose.yml':
    'services:\n  api:\n    build: .\n    env_file:\n      - .env\n    environment:\n      - DATABASE_URL=postgres://db/app\n',
};

/** A Next.js app whose Dockerfile passes public variables to \`next build\`. */
const nextDocker = {
  'package.json': '{ "name": "web" }\n',
  '.env.example': 'NEXT_PUBLIC_APP_URL=http://localhost:3000\nDATABASE_URL=\n',
  Dockerfile:
    'FROM node:20\nARG NEXT_PUBLIC_APP_URL\nENV NEXT_PUBLIC_APP_URL=$NEXT_PUBLIC_APP_URL\nRUN npm run build\nCMD ["npm", "start"]\n',
  'lib/urls.ts':
    'export const appUrl = process.env.NEXT_PUBLIC_APP_URL;\nexport const db = process.env.DATABASE_URL;\n',
};

/** The Next.js app's server code reads a new server variable, which the template declares. */
const smtpRead = {
  'lib/mail.ts': 'export const host = process.env.SMTP_HOST;\n',
  '.env.example': `${nextDocker['.env.example']}SMTP_HOST=\n`,
};

/** A t3-env schema that spreads a group object of its own file, with `extra` keys in the group. */
const spreadEnv = (extra = '', template = ''): Record<string, string> => ({
  'lib/env.ts': `import { createEnv } from '@t3-oss/env-nextjs';
import { z } from 'zod';
const stripeEnv = {
  server: {
    STRIPE_SECRET_KEY: z.string().min(1).optional(),${extra}
  },
} as const;
export const env = createEnv({
  server: {
    DATABASE_URL: z.string().url(),
    ...stripeEnv.server,
  },
  runtimeEnv: process.env,
});
`,
  '.env.example': `${next['.env.example']}STRIPE_SECRET_KEY=\n${template}`,
});
const taxRateKey = '\n    STRIPE_TAX_RATE_ID: z.string().min(1).optional(),';

const reportWorkflow = (run: string, env = '          REPORT_BRANCH: ${{ github.ref_name }}\n') => ({
  '.github/workflows/report.yml': `name: report
on: push
jobs:
  report:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - name: publish
        env:
${env}        run: |
          ${run}
`,
});
const reportScript = {
  'apps/web/scripts/report.ts':
    'export const branch = process.env.REPORT_BRANCH;\nexport const url = process.env.REPORT_URL;\n',
};

/** A project's own env accessors, in a module of their own: a class method, an object's method. */
const accessors = `export class Env {
  static get(name: string): string | undefined {
    return process.env[name];
  }
}
export const settings = {
  read: (key: string, fallback?: string) => process.env[key] ?? fallback,
};
export function lookup(table: Record<string, string>, key: string) {
  return table[key];
}
`;
const withAccessorRead = (line: string): Record<string, string> => ({
  'src/env.ts': accessors,
  'src/billing.ts': `import { Env, settings, lookup } from './env';\nexport const billing = () => ${line};\n`,
});

/**
 * A module whose accessor builds the variable's name from its parameter (`key` is the name
 * expression, `param` the parameter) and calls it with `'webflow'`.
 */
const builtNameRead = (key: string): Record<string, string> => ({
  'src/oauth.ts': `function redirectUri(platform: string) {
  return (process.env[${key}] || '').trim();
}
export const webflow = () => redirectUri('webflow');
`,
});

/** A monorepo whose app keeps a template for its tests beside its code, and the app's template at the root. */
const withTestTemplate = (testTemplate: string, extra: Record<string, string> = {}): Record<string, string> => ({
  'package.json': '{ "name": "root" }\n',
  '.env.example': 'DATABASE_URL=postgres://localhost/app\nSTRIPE_TAX_RATE=\n',
  [`apps/api/${testTemplate}`]: 'DATABASE_URL=postgres://localhost/test\n',
  'apps/api/src/config.ts': config,
  ...extra,
});

/** fly.toml [env] carrying the plan price ids the billing module reads (with a fallback). */
const flyPrices = {
  'package.json': '{ "name": "svc" }\n',
  '.env.example': 'STRIPE_PRICE_STARTER=\nSTRIPE_PRICE_PRO=\nSTRIPE_PRICE_TEAM=\nSTRIPE_TRIAL_DAYS=\n',
  'fly.toml': 'app = "svc"\n\n[env]\n  STRIPE_PRICE_STARTER = "price_starter"\n  STRIPE_PRICE_PRO = "price_pro"\n',
  'src/plans.ts':
    "export const plans = {\n  starter: process.env.STRIPE_PRICE_STARTER ?? '',\n  pro: process.env.STRIPE_PRICE_PRO ?? '',\n};\n",
};

/** A minimal template that points to the documentation page listing every variable. */
const documented = (
  table: string,
  template = '# Only what a local run needs; see docs/configuration.md for every variable.\nDATABASE_URL=postgres://localhost/app\n',
) => ({
  'package.json': '{ "name": "api" }\n',
  '.env.sample': template,
  'docs/configuration.md': `# Configuration\n\nThe server reads these environment variables:\n\n| Variable | Default | Meaning |\n| --- | --- | --- |\n| \`DATABASE_URL\` | | Postgres URL |\n${table}`,
  'src/config.ts': config,
});

/** A scheduler service built from the repository root whose Dockerfile copies only its own files. */
const cronCompose = (copy: string) => ({
  'package.json': '{}',
  '.env.example': 'CRON_SECRET=\n',
  'src/auth.ts': 'export const secret = process.env.CRON_SECRET;\n',
  'docker-compose.yml':
    'services:\n  cron:\n    build:\n      context: .\n      dockerfile: docker/cron.Dockerfile\n    environment:\n      - CRON_SECRET=${CRON_SECRET}\n',
  'docker/cron.Dockerfile': `FROM alpine:3.21\n${copy}\nCMD ["crond", "-f"]\n`,
  'docker/crontab': '* * * * * curl http://app/api/cron\n',
});

/**
 * A monorepo whose root Dockerfile has a stage per image (`migrator` copies the Prisma folder,
 * `web` builds apps/web from a builder stage); the compose services build one `target` each.
 * apps/api is built by its own Dockerfile, which nothing here deploys.
 */
const stagedCompose = (target: string) => ({
  'package.json': '{ "private": true }\n',
  'apps/api/package.json': '{ "name": "api" }\n',
  'apps/api/.env.example': 'DATABASE_URL=\n',
  'apps/api/src/db.ts': 'export const db = process.env.DATABASE_URL;\n',
  'apps/web/package.json': '{ "name": "web" }\n',
  'apps/web/src/db.ts': 'export const db = process.env.DATABASE_URL;\n',
  'packages/db/prisma/schema.prisma': 'datasource db {\n  provider = "postgresql"\n  url = env("DATABASE_URL")\n}\n',
  Dockerfile: `FROM node:22 AS deps
COPY package.json ./
FROM node:22 AS migrator
COPY packages/db/prisma ./packages/db/prisma
FROM deps AS web-builder
COPY apps/web ./apps/web
FROM node:22-alpine AS web
COPY --from=web-builder /app/apps/web/.next ./
`,
  'docker-compose.yml': `services:\n  app:\n    build:\n      context: .\n      target: ${target}\n    environment:\n      - DATABASE_URL=postgres://db/app\n`,
});

/** The self-hosting compose file leaves out the optional sign-in providers the app reads. */
const signIn = (compose = selfHosted['docker-compose.yml']) => ({
  ...selfHosted,
  '.env.example': `${selfHosted['.env.example']}AUTH_GITHUB_ID=\nAUTH_GOOGLE_ID=\nAUTH_KEYCLOAK_ID=\n`,
  'src/auth.ts': `export const providers = [
  process.env.AUTH_GITHUB_ID && { id: 'github', clientId: process.env.AUTH_GITHUB_ID! },
  process.env.AUTH_GOOGLE_ID && { id: 'google', clientId: process.env.AUTH_GOOGLE_ID! },
];
`,
  'docker-compose.yml': compose,
});
const withKeycloak = (base: Record<string, string>) =>
  base['src/auth.ts'].replace('];', "  { id: 'keycloak', clientId: process.env.AUTH_KEYCLOAK_ID! },\n];");

/** A provider gateway that looks each provider's key up in a table and reads `process.env[envVar]`. */
const keyTable = (
  entries: string,
  read = 'const envVar = map[provider];\n  return envVar ? process.env[envVar] ?? null : null;',
) => ({
  'package.json': '{ "name": "gateway" }\n',
  '.env.example': 'OPENAI_API_KEY=\nANTHROPIC_API_KEY=\n',
  'src/gateway.ts': `export function providerKey(provider: string): string | null {
  const map: Record<string, string> = {
${entries}  };
  ${read}
}
`,
});
/** Plans whose price ids come from env names a table holds, found through a function that returns the plan's row. */
const plansTable = (extra: string) => ({
  'package.json': '{ "name": "billing" }\n',
  '.env.example': 'STRIPE_PRICE_BASIC_MONTHLY=\nSTRIPE_PRICE_BASIC_ANNUAL=\n',
  'src/plans.ts': `const PLANS: Record<string, { monthlyKey: string; annualKey: string }> = {
  basic: { monthlyKey: 'STRIPE_PRICE_BASIC_MONTHLY', annualKey: 'STRIPE_PRICE_BASIC_ANNUAL' },
${extra}};
export function getPlan(tier: string) {
  if (!(tier in PLANS)) throw new Error('unknown tier');
  return PLANS[tier];
}
export function priceId(tier: string, annual: boolean) {
  const plan = getPlan(tier);
  const key = annual ? plan.annualKey : plan.monthlyKey;
  return process.env[key]?.trim();
}
`,
});
/**
 * A monorepo whose web app (no template) validates its environment with t3-env schemas of a
 * workspace package (`@acme/env`: one for the web, one for the server); the server has a template.
 */
const schemaPackage = (webDeps: string, page: string) => ({
  'package.json': '{ "name": "root", "private": true, "workspaces": ["apps/*", "packages/*"] }\n',
  'packages/env/package.json': '{ "name": "@acme/env" }\n',
  'packages/env/src/web.ts':
    "import { createEnv } from '@t3-oss/env-nextjs';\nimport { z } from 'zod';\nexport const env = createEnv({\n  client: { NEXT_PUBLIC_SERVER_URL: z.string().url() },\n  runtimeEnv: { NEXT_PUBLIC_SERVER_URL: process.env.NEXT_PUBLIC_SERVER_URL },\n});\n",
  'packages/env/src/server.ts':
    "import { createEnv } from '@t3-oss/env-core';\nimport { z } from 'zod';\nexport const env = createEnv({\n  server: { DATABASE_URL: z.string() },\n  runtimeEnv: process.env,\n});\n",
  'apps/server/package.json': '{ "name": "server", "dependencies": { "@acme/env": "workspace:*" } }\n',
  'apps/server/.env.example': 'DATABASE_URL=\n',
  'apps/web/package.json': `{ "name": "web", "dependencies": { ${webDeps} } }\n`,
  'apps/web/src/app/layout.tsx': page,
});
const plainLayout = 'export default function Layout({ children }: { children: unknown }) {\n  return children;\n}\n';
const analyticsLayout =
  'const GA_ID = process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID;\nexport default function Layout({ children }: { children: unknown }) {\n  return GA_ID ? children : null;\n}\n';

const twoProviders = "    openai: 'OPENAI_API_KEY',\n    anthropic: 'ANTHROPIC_API_KEY',\n";

ruleTester('env/undeclared', {
  valid: [
    {
      name: "look-alike of a built name: the accessor's template is declared (`${platform.toUpperCase()}_REDIRECT_URI` with WEBFLOW_REDIRECT_URI in .env.example)",
      base: {
        'package.json': '{ "name": "api" }\n',
        '.env.example': 'DATABASE_URL=postgres://localhost/app\nWEBFLOW_REDIRECT_URI=\n',
      },
      head: builtNameRead('`${platform.toUpperCase()}_REDIRECT_URI`'),
    },
    {
      name: 'look-alike of a built name: the parameter goes through a function of the repository, not a respelling (no name known)',
      base: api,
      head: builtNameRead('`${slug(platform)}_REDIRECT_URI`'),
    },
    {
      name: 'a one-off script (`scripts/`) reads a variable the template declares: the deployed service does not run it, so its Deployment need not carry it',
      base: api,
      head: {
        '.env.example': 'DATABASE_URL=postgres://localhost/app\nSUPABASE_SERVICE_ROLE_KEY=\n',
        'scripts/migrate-to-signed-urls.ts':
          'const key = process.env.SUPABASE_SERVICE_ROLE_KEY!;\nasync function main() {\n  console.log(key.length);\n}\nmain();\n',
      },
    },
    {
      name: 'a new secret, in the template, is not asked of a compose service whose entries are all written-out values (a plain-value file)',
      base: literalApi(),
      head: sessionSecretRead,
    },
    {
      name: 'look-alike of a key table: the table gains an entry the template declares',
      base: keyTable("    openai: 'OPENAI_API_KEY',\n"),
      head: keyTable(twoProviders),
    },
    {
      name: "compose: a package's own service runs its code, not the root's app; a service running another program of its image is not asked",
      base: ingesterApp,
      head: {
        'packages/ingester/src/checks.ts': tokenRead,
        'docker-compose.yml': ingesterCompose('      INBOUND_TOKEN: ${INBOUND_TOKEN}\n', ''),
      },
    },
    {
      name: "compose: a worker built from another Dockerfile runs what its CMD's program reaches (not a route's module), a service applying migrations with the ORM's CLI runs none",
      base: workerApp,
      head: {
        'lib/ai.ts': aiRead,
        'docker-compose.yml': workerCompose('      AI_KEY: ${AI_KEY}\n'),
      },
    },
    {
      name: "look-alike of a deployment: a CronJob's container runs a script of its manifest that uses each of its variables",
      base: backupApp(inlineBackup),
      head: stripeRead,
    },
    {
      name: "a variable the base's Rust service already reads (env::var), now read by the web app too",
      base: {
        ...selfHosted,
        'app-server/src/features.rs':
          'pub fn enabled() -> bool {\n    std::env::var("SEMANTIC_SERVICE_URL").is_ok()\n}\n',
      },
      head: { 'src/semantic.ts': 'export const url = process.env.SEMANTIC_SERVICE_URL!;\n' },
    },
    {
      name: "compose leaves out the variable's family (the sign-in providers the file already read), so a new member needs no entry",
      base: signIn(),
      head: { 'src/auth.ts': withKeycloak(signIn()) },
    },
    {
      name: "compose: a service built from the root whose Dockerfile copies only its own files does not run the app's code",
      base: cronCompose('COPY docker/crontab /etc/crontabs/root'),
      head: {
        'src/flags.ts': 'export const beta = process.env.BETA_FLAGS;\n',
        '.env.example': 'CRON_SECRET=\nBETA_FLAGS=\n',
      },
    },
    {
      name: 'a minimal template points to the documentation page, which lists the new variable',
      base: documented('| `SMTP_HOST` | localhost | mail relay |\n'),
      head: withRead('smtp: process.env.SMTP_HOST,'),
    },
    {
      name: "what the build sets itself: Expo's EXPO_OS, next.config env computed from package.json, Vite define",
      base: {
        ...api,
        'next.config.mjs':
          "import pkg from './package.json' with { type: 'json' };\nexport default { env: { APP_VERSION: pkg.version } };\n",
        'vite.config.ts':
          "import { defineConfig } from 'vite';\nexport default defineConfig({ define: { 'process.env.BUILD_TIME': JSON.stringify(Date.now()) } });\n",
      },
      head: withRead('os: process.env.EXPO_OS, version: process.env.APP_VERSION, builtAt: process.env.BUILD_TIME,'),
    },
    {
      name: 'look-alike: a variable with a default and no sibling in fly.toml [env] needs only the template',
      base: flyPrices,
      head: {
        'src/plans.ts': flyPrices['src/plans.ts'].replace(
          '};',
          '  trialDays: Number(process.env.STRIPE_TRIAL_DAYS ?? 14),\n};',
        ),
      },
    },
    {
      name: 'a template for tests beside the code (.env.test.example) is skipped: the root template declares the variable',
      base: withTestTemplate('.env.test.example'),
      head: { 'apps/api/src/config.ts': config.replace('};', '  taxRate: process.env.STRIPE_TAX_RATE,\n};') },
    },
    {
      name: "look-alike: a function of the same shape that reads a table, not the environment (lookup(PLANS, 'PRO_PLAN'))",
      base: api,
      head: withAccessorRead("lookup({ PRO_PLAN: 'x' }, 'PRO_PLAN')"),
    },
    {
      name: "look-alike: .get('X') of a Map, not of the project's accessor",
      base: api,
      head: withAccessorRead("new Map<string, string>().get('STRIPE_TAX_RATE')"),
    },
    {
      name: 'a variable the server builds into the public env it hands the browser (derived from others)',
      base: {
        ...api,
        'src/env.ts': `export const env = (name: string) => (typeof window !== 'undefined' ? window.__ENV__?.[name] : process.env[name]);
export const createPublicEnv = () => ({
  ...Object.fromEntries(Object.entries(process.env).filter(([k]) => k.startsWith('PUBLIC_'))),
  PUBLIC_AI_ENABLED: process.env.AI_API_KEY ? 'true' : 'false',
});
`,
      },
      head: {
        'src/flags.ts':
          "import { env } from './env';\nexport const aiEnabled = () => env('PUBLIC_AI_ENABLED') === 'true';\n",
      },
    },
    {
      name: 'a CI script reads what the workflow that runs it declares in env: or sets on its command line',
      base: api,
      head: {
        ...reportScript,
        ...reportWorkflow('REPORT_URL="https://x/$RUN" pnpm -F web exec tsx scripts/report.ts out.html'),
      },
    },
    {
      name: 't3-env: a key added to a group object the schema spreads, and to the template',
      base: { ...next, ...spreadEnv() },
      head: spreadEnv(taxRateKey, 'STRIPE_TAX_RATE_ID=\n'),
    },
    {
      name: 'a key added to an object that no env schema spreads',
      base: next,
      head: {
        'lib/limits.ts': "import { z } from 'zod';\nexport const limits = { server: { MAX_UPLOAD_MB: z.number() } };\n",
      },
    },
    {
      name: 'Nest: a key of the validated env schema with a default needs no deployment entry',
      base: nest,
      head: {
        '.env.example': `${nest['.env.example']}CACHE_TTL=60\n`,
        'src/config/env.ts': nest['src/config/env.ts'].replace(
          '  LOG_LEVEL:',
          '  CACHE_TTL: z.coerce.number().default(60),\n  LOG_LEVEL:',
        ),
      },
    },
    {
      name: 'Nest: ConfigService.get with a fallback value needs no deployment entry',
      base: nest,
      head: {
        '.env.example': `${nest['.env.example']}BILLING_CURRENCY=usd\n`,
        'src/billing.service.ts': nest['src/billing.service.ts'].replace(
          '  returnUrl() {',
          "  currency() {\n    return this.config.get('BILLING_CURRENCY', 'usd');\n  }\n  returnUrl() {",
        ),
      },
    },
    {
      name: 'Nest: a Joi validationSchema key that is not required needs no deployment entry',
      base: nest,
      head: {
        '.env.example': `${nest['.env.example']}SENTRY_DSN=\n`,
        'src/app.module.ts': nest['src/app.module.ts'].replace(
          'validate: validateEnv',
          'validationSchema: Joi.object({ SENTRY_DSN: Joi.string().uri() })',
        ),
      },
    },
    {
      name: 'look-alike: upper-case keys of a zod schema parsed from an argument that is not the environment',
      base: nest,
      head: {
        'src/orders.ts': `import { z } from 'zod';
const Order = z.object({ SKU_CODE: z.string(), QTY: z.number() });
export function parseOrder(raw: unknown) {
  return Order.parse(raw);
}
`,
      },
    },
    {
      name: 'look-alike: .get of a quoted upper-case key on a Map is no ConfigService read',
      base: nest,
      head: {
        'src/cache.ts': `const cache = new Map<string, string>();
export const flag = cache.get('FEATURE_FLAG_X');
`,
      },
    },
    {
      name: 'a file ported from .js to .ts (not paired as a rename) keeps the gap the base already had',
      base: {
        ...api,
        'src/plugins/sentry.js':
          "module.exports = function sentry(app) {\n  const dsn = process.env.SENTRY_DSN;\n  if (!dsn) return;\n  app.register(require('sentry'), { dsn, environment: process.env.SENTRY_ENVIRONMENT });\n};\n",
      },
      head: {
        'src/plugins/sentry.js': null,
        'src/plugins/sentry.ts':
          "import type { App } from '../app';\nimport sentry from 'sentry';\n\nexport default async function sentryPlugin(app: App): Promise<void> {\n  const { SENTRY_DSN: dsn, SENTRY_ENVIRONMENT: environment } = process.env;\n  if (!dsn) {\n    app.log.info('no Sentry DSN');\n    return;\n  }\n  await app.register(sentry, { dsn, environment: environment ?? 'production' });\n}\n",
      },
    },
    {
      name: 'a new read of a variable other code already read, undeclared, on the base',
      base: { ...api, 'src/jobs/a.ts': 'export const key = process.env.INTERNAL_API_KEY;\n' },
      head: { 'src/jobs/b.ts': 'export const auth = `Bearer ${process.env.INTERNAL_API_KEY}`;\n' },
    },
    {
      name: "the platform's own variables (VERCEL, CF_PAGES)",
      base: api,
      head: withRead('onVercel: process.env.VERCEL === "1", onPages: !!process.env.CF_PAGES,'),
    },
    {
      name: 'a read only evaluated once a test of the same variable passed needs no deployment entry',
      base: api,
      head: {
        ...withRead('dataDir: process.env.DATA_DIR ? resolve(process.env.DATA_DIR) : undefined,'),
        '.env.example': `${api['.env.example']}DATA_DIR=\n`,
      },
    },
    {
      name: 'a read in the branch of if (process.env.X) needs no deployment entry',
      base: api,
      head: {
        'src/dirs.ts': `export function dirs() {\n  const out = ['/tmp'];\n  if (process.env.EXTRA_DIR) {\n    out.push(process.env.EXTRA_DIR);\n  }\n  return out;\n}\n`,
        '.env.example': `${api['.env.example']}EXTRA_DIR=\n`,
      },
    },
    {
      name: 'a new name with the old one as its fallback (either configures it) needs no deployment entry',
      base: api,
      head: {
        ...withRead('tracing: getenv("TRACING_FLAG") ?? process.env.LEGACY_TRACING_FLAG,'),
        '.env.example': `${api['.env.example']}TRACING_FLAG=\nLEGACY_TRACING_FLAG=\n`,
      },
    },
    {
      name: 'a default after a conversion (`Number(X) || 1`) needs only the template',
      base: api,
      head: {
        ...withRead('divider: Math.max(1, Number(process.env.WORKER_DIVIDER) || 1),'),
        '.env.example': `${api['.env.example']}WORKER_DIVIDER=1\n`,
      },
    },
    {
      name: "compose: third-party services that share a variable with the app are not the app's deployment",
      base: selfHosted,
      head: {
        'src/flags.ts': 'export const beta = process.env.BETA_FLAGS;\n',
        '.env.example': `${selfHosted['.env.example']}BETA_FLAGS=\n`,
        'docker-compose.yml': selfHosted['docker-compose.yml'].replace(
          '      MAILER_HOST: smtp\n',
          '      MAILER_HOST: smtp\n      BETA_FLAGS: ""\n',
        ),
      },
    },
    {
      name: "compose: a companion image that shares only one variable with the app (its address) is not the app's deployment",
      base: {
        ...selfHosted,
        'docker-compose.yml': `services:
  queue-ui:
    image: vendor/queue-ui:2
    environment:
      QUEUE_ADDRESS: queue:7233
`,
      },
      head: {
        'src/flags.ts': 'export const beta = process.env.BETA_FLAGS;\n',
        '.env.example': `${selfHosted['.env.example']}BETA_FLAGS=\n`,
      },
    },
    {
      name: "compose: a service built to the Dockerfile's migrator stage does not run apps/api",
      base: stagedCompose('migrator'),
      head: {
        'apps/api/src/mail.ts': 'export const host = process.env.SMTP_HOST;\n',
        'apps/api/.env.example': 'DATABASE_URL=\nSMTP_HOST=\n',
      },
    },
    {
      name: 'compose: env_file loads the git-ignored .env that the .env.example beside it documents',
      base: composeEnvFile,
      head: {
        ...withRead('mailer: process.env.MAILER_URL,'),
        '.env.example': `${api['.env.example']}MAILER_URL=\n`,
      },
    },
    {
      name: "a Dockerfile whose other variables no code reads (the tools' own flags) is no place for a server variable",
      base: {
        ...nextDocker,
        Dockerfile: nextDocker.Dockerfile.replace(
          'RUN npm run build',
          'ENV NEXT_TELEMETRY_DISABLED=1 BUILD_STANDALONE=true\nRUN npm run build',
        ),
      },
      head: smtpRead,
    },
    {
      name: "an operator's script that a shell script of the repository runs with the variable (docker -e)",
      base: api,
      head: {
        'ops/rotate.mjs':
          'const key = process.env.NEW_KEY;\nif (!key) throw new Error("NEW_KEY");\nconsole.log(key.length);\n',
        'ops/cutover.sh':
          '#!/bin/sh\ndocker compose run --rm \\\n  -e NEW_KEY="$new_key" \\\n  api node /app/ops/rotate.mjs --apply\n',
      },
    },
    {
      name: "an operator's executable script whose header shows the command that runs it with the variable",
      base: api,
      head: {
        'ops/check-rotation.mjs':
          '#!/usr/bin/env node\n/**\n * Checks a rotation against a throwaway database:\n *\n *   export NEW_KEY=$(head -c 32 /dev/urandom | base64)\n *   DATABASE_URL=postgres://t@127.0.0.1/t node ops/check-rotation.mjs\n */\nconst key = process.env.NEW_KEY;\nconsole.log(key?.length, process.env.DATABASE_URL);\n',
      },
    },
    {
      name: 'a script (no #! line) under scripts/ that nothing imports, whose header shows the command that runs it with the variable',
      base: api,
      head: {
        'scripts/smoke-accounts.ts':
          '/**\n * Smoke test of the published SDK:\n *\n *   ACME_API_KEY=ak_live_xxx bun scripts/smoke-accounts.ts\n */\nconst apiKey = process.env.ACME_API_KEY;\nif (!apiKey) process.exit(1);\nconsole.log(apiKey.length);\n',
      },
    },
    {
      name: "a tool's configuration reads a variable the release workflow declares",
      base: api,
      head: {
        'release.config.js': 'module.exports = { branches: [process.env.RELEASE_CHANNEL] };\n',
        ...reportWorkflow('npx semantic-release', '          RELEASE_CHANNEL: main\n'),
      },
    },
    {
      name: 'a Dockerfile that passes only public build variables is no place for a server variable',
      base: nextDocker,
      head: smtpRead,
    },
    {
      name: 'a new variable in .env.example and in the Deployment (as a secretKeyRef)',
      base: api,
      head: {
        ...withRead('stripeKey: process.env.STRIPE_SECRET_KEY,'),
        '.env.example': `${api['.env.example']}STRIPE_SECRET_KEY=sk_test\n`,
        'k8s/deployment.yaml': k8s(
          '            - name: STRIPE_SECRET_KEY\n              valueFrom:\n                secretKeyRef: { name: api, key: stripe }\n',
        ),
      },
    },
    {
      name: 'a variable whose holder falls back right after the read (if unset, return a default) needs only the template',
      base: api,
      head: {
        'src/hops.ts': `export function hops(): number {
  const raw = process.env.TRUST_PROXY_HOPS;
  if (raw === undefined || raw.trim() === '') {
    return 1;
  }
  return Number(raw);
}
`,
        '.env.example': `${api['.env.example']}TRUST_PROXY_HOPS=1\n`,
      },
    },
    {
      name: 'a read handed with other sources to a function returning the first non-empty one needs only the template',
      base: api,
      head: {
        'src/storage.ts': `import { settings } from './settings';
const firstNonEmpty = (...values: Array<string | undefined>) => {
  for (const value of values) if (value && value.trim() !== '') return value.trim();
  return undefined;
};
export const bucket = () => firstNonEmpty(settings.bucket, process.env.AWS_BUCKET_NAME, 'uploads');
`,
        '.env.example': `${api['.env.example']}AWS_BUCKET_NAME=\n`,
      },
    },
    {
      name: 'look-alike: the app that depends on the shared package declares the variable',
      base: sharedPackage,
      head: {
        'packages/agent/src/config.ts': "export const passthrough = () => process.env.AGENT_PASSTHROUGH ?? '';\n",
        'apps/api/.env.example': 'DATABASE_URL=\nAGENT_PASSTHROUGH=\n',
      },
    },
    {
      name: 'a variable used only when set (`if (origins) { … } else { app.enableCors() }`) needs only the template',
      base: api,
      head: {
        'src/cors.ts': `export function cors(app: { enableCors(o?: object): void }) {
  const origins = process.env.ALLOWED_ORIGINS;
  if (origins) {
    app.enableCors({ origin: origins.split(',') });
  } else {
    app.enableCors();
  }
}
`,
        '.env.example': `${api['.env.example']}ALLOWED_ORIGINS=\n`,
      },
    },
    {
      name: 'a variable that is one test among others of a condition (`if (token && apiUrl && signature)`, also read in place) needs only the template',
      base: api,
      head: {
        'src/sms.ts': `export function verify(token: string | undefined, signature: string | undefined): boolean {
  const apiUrl = process.env.CALLBACK_BASE_URL;
  if (token && apiUrl && signature) {
    return check(token, signature, apiUrl + '/sms/status');
  }
  if (signature && process.env.SMS_AUDIT_URL && token) audit(process.env.SMS_AUDIT_URL);
  return true;
}
`,
        '.env.example': `${api['.env.example']}CALLBACK_BASE_URL=\nSMS_AUDIT_URL=\n`,
      },
    },
    {
      name: 'a Dockerfile a compose service builds gets its environment from that service, which declares the variable',
      base: builtApi('      CALLBACK_URL: ${CALLBACK_URL}\n'),
      head: callbackRead,
    },
    {
      name: "a service is as near as the Dockerfile it builds: the root app's service, built from the whole tree, is not asked for apps/api's variable",
      base: {
        ...builtApi('      CALLBACK_URL: ${CALLBACK_URL}\n'),
        Dockerfile: 'FROM node:20\nCOPY . .\nCMD ["node", "server.js"]\n',
        'server.ts': 'export const db = process.env.DATABASE_URL!;\n',
        'docker-compose.yml':
          builtApi('      CALLBACK_URL: ${CALLBACK_URL}\n')['docker-compose.yml'] +
          '  app:\n    build: .\n    environment:\n      DATABASE_URL: ${DATABASE_URL}\n      API_PORT: 3001\n',
      },
      head: callbackRead,
    },
    {
      name: 'an optional variable with a default needs only the template',
      base: api,
      head: {
        ...withRead("logLevel: process.env.LOG_LEVEL ?? 'info',"),
        '.env.example': `${api['.env.example']}LOG_LEVEL=info\n`,
      },
    },
    {
      name: 'a commented-out template entry declares the variable',
      base: api,
      head: {
        ...withRead('sentryDsn: process.env.SENTRY_DSN || undefined,'),
        '.env.example': `${api['.env.example']}# SENTRY_DSN=\n`,
      },
    },
    {
      name: 'platform-provided variables (NODE_ENV, VERCEL_URL, CI, GITHUB_SHA)',
      base: api,
      head: withRead(
        'env: process.env.NODE_ENV, url: process.env.VERCEL_URL, ci: process.env.CI, sha: process.env.GITHUB_SHA,',
      ),
    },
    {
      name: 'a read in a test file and a test setup file',
      base: api,
      head: {
        'src/__tests__/config.test.ts': 'it("x", () => expect(process.env.TEST_ONLY_VAR).toBeUndefined());\n',
        'src/test/setup-env.ts': "process.env.STRIPE_SECRET_KEY = 'sk_test';\n",
      },
    },
    {
      name: 'an assignment to process.env in application code is not a read',
      base: api,
      head: { 'src/boot.ts': "process.env.TZ_OVERRIDE = 'UTC';\nprocess.env['OTHER_VAR'] = '1';\n" },
    },
    {
      name: 'an existing undeclared read the PR did not touch',
      base: { ...api, 'src/legacy.ts': 'export const legacy = process.env.LEGACY_UNDECLARED;\nexport const a = 1;\n' },
      head: { 'src/legacy.ts': 'export const legacy = process.env.LEGACY_UNDECLARED;\nexport const a = 2;\n' },
    },
    {
      name: 'a read moved between files (a refactor, not new code)',
      base: { ...api, 'src/a.ts': 'export const legacy = process.env.LEGACY_UNDECLARED;\n' },
      head: { 'src/a.ts': null, 'src/b.ts': 'export const legacy = process.env.LEGACY_UNDECLARED;\n' },
    },
    {
      name: 'monorepo: a Vite variable in web/.env.example (the k8s Deployment serves the API, not web)',
      base: monorepo,
      head: {
        'web/.env.example': `${monorepo['web/.env.example']}VITE_API_URL=http://localhost:3000\n`,
        'web/src/api.ts':
          'export const api = import.meta.env.VITE_API_URL;\nexport const mode = import.meta.env.MODE;\n',
      },
    },
    {
      name: 'a Dockerfile with only NODE_ENV does not count as a deployment config',
      base: api,
      head: {
        ...withRead("region: process.env.AWS_REGION ?? 'eu-west-1',"),
        '.env.example': `${api['.env.example']}AWS_REGION=eu-west-1\n`,
      },
    },
    {
      name: 'fly.toml: a secret belongs in `fly secrets`, not in [env]',
      base: fly,
      head: {
        'src/index.ts': `${fly['src/index.ts']}export const key = process.env.STRIPE_SECRET_KEY;\n`,
        '.env.example': `${fly['.env.example']}STRIPE_SECRET_KEY=sk_test\n`,
      },
    },
    {
      name: 'compose: the variable comes through the service env_file',
      base: {
        'package.json': '{}',
        'api/package.json': '{}',
        'api/.env.example': 'API_PORT=1\nAPI_TOKEN=x\n',
        'api/src/index.ts': 'export const p = process.env.API_PORT;\n',
        'docker-compose.yml': 'services:\n  api:\n    build: ./api\n    env_file: ./api/.env.example\n',
      },
      head: { 'api/src/token.ts': 'export const t = process.env.API_TOKEN;\n' },
    },
    {
      name: 't3-env: an optional key in the schema and the template (compose need not list it)',
      base: next,
      head: nextWithKey('SLACK_WEBHOOK_URL: z.string().url().optional(),', 'SLACK_WEBHOOK_URL=\n'),
    },
    {
      name: 't3-env: a required key in the template and the compose app service',
      base: next,
      head: nextWithKey('APP_URL: z.string().url(),', 'APP_URL=http://localhost:3000\n', '      APP_URL: ${APP_URL}\n'),
    },
    {
      name: 'Helm: the variable is in values.yaml',
      base: helm,
      head: {
        'src/index.ts': `${helm['src/index.ts']}export const t = process.env.TIMEOUT_MS;\n`,
        '.env.example': `${helm['.env.example']}TIMEOUT_MS=1000\n`,
        'chart/values.yaml': `${helm['chart/values.yaml']}  TIMEOUT_MS: "1000"\n`,
      },
    },
    {
      name: 'k8s: the variable comes through envFrom of a Secret the repository shows',
      base: {
        ...api,
        'k8s/deployment.yaml': k8s('          envFrom:\n            - secretRef: { name: api-extra }\n'),
        'k8s/secret.yaml':
          'apiVersion: v1\nkind: Secret\nmetadata: { name: api-extra }\nstringData:\n  MAILGUN_API_KEY: x\n',
      },
      head: {
        ...withRead('mailgun: Bun.env.MAILGUN_API_KEY,'),
        '.env.example': `${api['.env.example']}MAILGUN_API_KEY=\n`,
      },
    },
    {
      name: 'look-alike of convict: the new setting is in the template (and has a default, so the manifest need not list it)',
      base: { ...api, 'src/config.ts': convictConfig() },
      head: {
        'src/config.ts': convictConfig(originSetting),
        '.env.example': `${api['.env.example']}ORIGIN_API_BASE_URL=\n`,
      },
    },
    {
      name: 'k8s: a credential may come through envFrom of an ExternalSecret that copies whole entries of the vault',
      base: {
        ...api,
        'k8s/deployment.yaml': k8s('          envFrom:\n            - secretRef: { name: api-vault }\n'),
        'k8s/external-secret.yaml': externalSecret,
      },
      head: {
        ...withRead('voice: process.env.VOICE_API_KEY,'),
        '.env.example': `${api['.env.example']}VOICE_API_KEY=\n`,
      },
    },
    {
      name: 'monorepo: a manifest inside services/api/ does not deploy services/worker/',
      base: {
        'package.json': '{ "private": true }\n',
        'services/api/package.json': '{}',
        'services/api/.env.example': 'DATABASE_URL=\n',
        'services/api/src/db.ts': 'export const db = process.env.DATABASE_URL;\n',
        'services/api/k8s/deployment.yaml': k8s(),
        'services/worker/package.json': '{}',
        'services/worker/.env.example': 'DATABASE_URL=\nQUEUE_URL=\n',
        'services/worker/src/db.ts': 'export const db = process.env.DATABASE_URL;\n',
      },
      head: { 'services/worker/src/queue.ts': 'export const q = process.env.QUEUE_URL;\n' },
    },
    {
      name: 'a configured env file declares the variable',
      base: { ...api, 'config/env.defaults.txt': 'FROM_CONFIG=1\n' },
      config: 'env-files: ["config/env.defaults.txt"]\n',
      head: withRead("fromConfig: process.env.FROM_CONFIG ?? '1',"),
    },
  ],
  invalid: [
    {
      name: "an accessor builds the variable's name from its parameter (`process.env[`${platform.toUpperCase()}_REDIRECT_URI`]`) and is called with 'webflow': WEBFLOW_REDIRECT_URI",
      base: api,
      head: builtNameRead('`${platform.toUpperCase()}_REDIRECT_URI`'),
      errors: [{ file: 'src/oauth.ts', line: 4, message: /WEBFLOW_REDIRECT_URI/ }],
    },
    {
      name: "an accessor builds the name by concatenation and respelling (`platform.toUpperCase().replace(/-/g, '_') + '_CLIENT_ID'`)",
      base: api,
      head: {
        'src/oauth.ts': builtNameRead("platform.toUpperCase().replace(/-/g, '_') + '_CLIENT_ID'")[
          'src/oauth.ts'
        ].replace("redirectUri('webflow')", "redirectUri('google-ads')"),
      },
      errors: [{ file: 'src/oauth.ts', line: 4, message: /GOOGLE_ADS_CLIENT_ID/ }],
    },

    {
      name: 'compose: a service whose command migrates and then starts the app (`npx prisma migrate deploy && npx tsx workers/index.ts`) runs the app',
      base: {
        ...workerApp,
        'docker-compose.yml': workerCompose('').replace(
          'command: ["npx", "prisma", "migrate", "deploy"]',
          'command: npx prisma migrate deploy && npx tsx workers/index.ts',
        ),
      },
      head: {
        'lib/mail.ts':
          'export function sendMail() {\n  const from: string = process.env.MAIL_FROM!;\n  return [process.env.MAIL_KEY, from];\n}\n',
        '.env.example': 'DATABASE_URL=\nMAIL_KEY=\nAI_KEY=\nMAIL_FROM=\n',
        'docker-compose.yml': workerCompose('      MAIL_FROM: ${MAIL_FROM}\n')
          .replace(
            'command: ["npx", "prisma", "migrate", "deploy"]',
            'command: npx prisma migrate deploy && npx tsx workers/index.ts',
          )
          .replace(
            '    environment:\n      DATABASE_URL: ${DATABASE_URL}\n      MAIL_KEY: ${MAIL_KEY}\n  migrate:',
            '    environment:\n      DATABASE_URL: ${DATABASE_URL}\n      MAIL_KEY: ${MAIL_KEY}\n      MAIL_FROM: ${MAIL_FROM}\n  migrate:',
          ),
      },
      errors: [{ file: 'lib/mail.ts', line: 2, message: /MAIL_FROM.*`migrate` service in docker-compose\.yml\.$/ }],
    },
    {
      name: "compose: a variable read by a module the worker's CMD program reaches belongs in the worker's service (not in the migrating one)",
      base: workerApp,
      head: {
        'lib/mail.ts':
          'export function sendMail() {\n  const from: string = process.env.MAIL_FROM!;\n  return [process.env.MAIL_KEY, from];\n}\n',
        '.env.example': 'DATABASE_URL=\nMAIL_KEY=\nAI_KEY=\nMAIL_FROM=\n',
        'docker-compose.yml': workerCompose('      MAIL_FROM: ${MAIL_FROM}\n'),
      },
      errors: [{ file: 'lib/mail.ts', line: 2, message: /MAIL_FROM.*`worker` service in docker-compose\.yml\.$/ }],
    },
    {
      name: "look-alike of a schema's package: the web app does not depend on the package that holds the schemas (an uncovered read is a warning)",
      base: schemaPackage('', plainLayout),
      head: schemaPackage('', analyticsLayout),
      errors: [
        {
          file: 'apps/web/src/app/layout.tsx',
          severity: 'warning',
          message: /no env template or deployment config covers apps\/web/,
        },
      ],
    },
    {
      name: "a web app without a template, whose env is declared by a workspace package's t3-env schema, reads a public variable declared nowhere",
      base: schemaPackage('"@acme/env": "workspace:*"', plainLayout),
      head: schemaPackage('"@acme/env": "workspace:*"', analyticsLayout),
      errors: [
        {
          file: 'apps/web/src/app/layout.tsx',
          message: /declared nowhere: not in the env schema packages\/env\/src\/web\.ts that apps\/web uses/,
        },
      ],
    },
    {
      name: 'a table of plans gains a plan whose env names a function returns (`getPlan(tier)`), read as `process.env[annual ? plan.annualKey : plan.monthlyKey]`',
      base: plansTable(''),
      head: plansTable("  pro: { monthlyKey: 'STRIPE_PRICE_PRO_MONTHLY', annualKey: 'STRIPE_PRICE_PRO_ANNUAL' },\n"),
      errors: [
        { file: 'src/plans.ts', message: /STRIPE_PRICE_PRO_ANNUAL/ },
        { file: 'src/plans.ts', message: /STRIPE_PRICE_PRO_MONTHLY/ },
      ],
    },
    {
      name: 'a table of env names gains an entry (`groq: GROQ_API_KEY`) that the function reads through `process.env[map[provider]]`',
      base: keyTable(twoProviders),
      head: keyTable(twoProviders + "    groq: 'GROQ_API_KEY',\n"),
      errors: [{ file: 'src/gateway.ts', message: /GROQ_API_KEY/ }],
    },
    {
      name: "a table of each plan's env names gains a plan, read as `process.env[KEYS[plan].live]`",
      base: keyTable(twoProviders),
      head: keyTable(
        "    pro: { live: 'STRIPE_LIVE_PRICE_PRO' },\n",
        'return process.env[(map as unknown as Record<string, { live: string }>)[provider].live] ?? null;',
      ),
      errors: [{ file: 'src/gateway.ts', message: /STRIPE_LIVE_PRICE_PRO/ }],
    },
    {
      name: 'look-alike: the program the service sharing the image runs reads the new variable',
      base: ingesterApp,
      head: {
        'packages/ingester/src/job-scheduler.ts':
          'export const every = Number(process.env.SCHEDULE_EVERY);\nexport const db = process.env.DATABASE_URL;\nexport const token = process.env.INBOUND_TOKEN!;\n',
        'docker-compose.yml': ingesterCompose('      INBOUND_TOKEN: ${INBOUND_TOKEN}\n', ''),
      },
      errors: [{ file: 'packages/ingester/src/job-scheduler.ts', line: 3, message: /scheduler/ }],
    },
    {
      name: "a CronJob's container that runs the app's program needs the app's new variable",
      base: backupApp('              command: ["node", "dist/backup.js"]\n'),
      head: stripeRead,
      errors: [{ file: 'src/config.ts', message: /pgdump/ }],
    },
    {
      name: 'look-alike: the holder of the read is tested and the branch throws (the variable is required)',
      base: api,
      head: {
        'src/hops.ts': `export function hops(): number {
  const raw = process.env.TRUST_PROXY_HOPS;
  if (raw === undefined) {
    throw new Error('TRUST_PROXY_HOPS is required');
  }
  return Number(raw);
}
`,
        '.env.example': `${api['.env.example']}TRUST_PROXY_HOPS=1\n`,
      },
      errors: [{ file: 'src/hops.ts', line: 2, severity: 'blocking', message: /k8s\/deployment\.yaml/ }],
    },
    {
      name: 'look-alike of a plain-value compose service: one of its entries takes its value from the environment (`${SESSION_SECRET}` can come from there)',
      base: literalApi('      OTHER_SECRET: ${OTHER_SECRET}\n'),
      head: sessionSecretRead,
      errors: [{ file: 'apps/api/src/session.ts', line: 1, message: /`api` service in docker-compose\.yml/ }],
    },
    {
      name: 'look-alike: a required variable that is no secret belongs in a compose service that writes its values out',
      base: literalApi(),
      head: callbackRead,
      errors: [{ file: 'apps/api/src/callback.ts', line: 1, message: /`api` service in docker-compose\.yml\.$/ }],
    },
    {
      name: 'look-alike: the compose service that builds the Dockerfile does not declare it (the service is asked, not the Dockerfile)',
      base: builtApi(''),
      head: callbackRead,
      errors: [{ file: 'apps/api/src/callback.ts', line: 1, message: /`api` service in docker-compose\.yml\.$/ }],
    },
    {
      name: 'look-alike: one test among others, and the other way throws (the variable is required)',
      base: api,
      head: {
        'src/sms.ts': `export function verify(token: string | undefined): void {
  const apiUrl = process.env.CALLBACK_BASE_URL;
  if (token && apiUrl) {
    register(apiUrl + '/sms/status');
  } else {
    throw new Error('CALLBACK_BASE_URL is required');
  }
}
`,
        '.env.example': `${api['.env.example']}CALLBACK_BASE_URL=\n`,
      },
      errors: [{ file: 'src/sms.ts', line: 2, severity: 'blocking', message: /k8s\/deployment\.yaml/ }],
    },
    {
      name: 'look-alike: a read passed with another value to a function that joins them (no rest-parameter coalescing)',
      base: api,
      head: {
        'src/storage.ts': `const join = (a?: string, b?: string) => [a, b].join('/');
export const bucket = () => join(process.env.AWS_BUCKET_NAME, 'uploads');
`,
        '.env.example': `${api['.env.example']}AWS_BUCKET_NAME=\n`,
      },
      errors: [{ file: 'src/storage.ts', line: 2, severity: 'blocking', message: /k8s\/deployment\.yaml/ }],
    },
    {
      name: "look-alike: the base's Rust code only names the variable in a message, it does not read it",
      base: {
        ...selfHosted,
        'app-server/src/features.rs':
          'pub fn help() -> &\'static str {\n    "set SEMANTIC_SERVICE_URL to enable it"\n}\n',
      },
      head: { 'src/semantic.ts': 'export const url = process.env.SEMANTIC_SERVICE_URL!;\n' },
      errors: [{ file: 'src/semantic.ts', line: 1, message: /SEMANTIC_SERVICE_URL/ }],
    },
    {
      name: "compose sets a member of the variable's family, so the new member belongs there too",
      base: signIn(
        selfHosted['docker-compose.yml'].replace(
          '      MAILER_HOST: smtp\n',
          '      MAILER_HOST: smtp\n      AUTH_GITHUB_ID: gh\n',
        ),
      ),
      head: {
        'src/auth.ts': withKeycloak(signIn()),
      },
      errors: [{ file: 'src/auth.ts', message: /AUTH_KEYCLOAK_ID.*`app` service/ }],
    },
    {
      name: 'compose: a service built from the root whose Dockerfile copies the whole context runs the code',
      base: cronCompose('COPY . /app'),
      head: {
        'src/flags.ts': 'export const beta = process.env.BETA_FLAGS;\n',
        '.env.example': 'CRON_SECRET=\nBETA_FLAGS=\n',
      },
      errors: [{ file: 'src/flags.ts', line: 1, message: /`cron` service/ }],
    },
    {
      name: 'look-alike: the documentation page the minimal template points to does not list the new variable',
      base: documented('| `SMTP_HOST` | localhost | mail relay |\n'),
      head: withRead('smtpPort: process.env.SMTP_PORT,'),
      errors: [{ file: 'src/config.ts', line: 3, message: /SMTP_PORT/, related: ['.env.sample'] }],
    },
    {
      name: 'look-alike: a full template with a pointer comment is the declaration; a page listing the variable does not excuse it',
      base: documented(
        '| `SMTP_HOST` | localhost | mail relay |\n',
        '# see docs/configuration.md\nDATABASE_URL=\nREDIS_URL=\nS3_BUCKET=\nS3_REGION=\nSESSION_SECRET=\n',
      ),
      head: withRead('smtp: process.env.SMTP_HOST,'),
      errors: [{ file: 'src/config.ts', line: 3, message: /SMTP_HOST/, related: ['.env.sample'] }],
    },
    {
      name: "look-alike of a script: the service's own code reads the variable the template declares, and the Deployment lacks it",
      base: api,
      head: {
        '.env.example': 'DATABASE_URL=postgres://localhost/app\nSUPABASE_SERVICE_ROLE_KEY=\n',
        'src/storage.ts': 'export const key = process.env.SUPABASE_SERVICE_ROLE_KEY!;\n',
      },
      errors: [{ file: 'src/storage.ts', line: 1, message: /SUPABASE_SERVICE_ROLE_KEY[\s\S]*k8s\/deployment\.yaml/ }],
    },
    {
      name: "look-alike of what the build sets: the test runner's env (`test: { env }` in vitest.config, or in a Vite config) is the tests'",
      base: api,
      head: {
        ...withRead("storage: process.env.STORAGE_MODE === 'supabase',"),
        'vitest.config.ts':
          "import { defineConfig } from 'vitest/config';\nexport default defineConfig({ test: { env: { STORAGE_MODE: 'local' } } });\n",
      },
      errors: [{ file: 'src/config.ts', line: 3, message: /STORAGE_MODE/ }],
    },
    {
      name: 'look-alike: next.config env that forwards the build environment (process.env.X) does not set X itself',
      base: api,
      head: {
        ...withRead('release: process.env.SENTRY_RELEASE,'),
        'next.config.mjs': 'export default { env: { SENTRY_RELEASE: process.env.SENTRY_RELEASE } };\n',
      },
      errors: [{ file: 'next.config.mjs', line: 1, message: /SENTRY_RELEASE/ }],
    },
    {
      name: 'a new sibling of the plain values fly.toml [env] carries belongs there too, even with a default',
      base: flyPrices,
      head: {
        'src/plans.ts': flyPrices['src/plans.ts'].replace('};', "  team: process.env.STRIPE_PRICE_TEAM ?? '',\n};"),
      },
      errors: [{ file: 'src/plans.ts', line: 4, message: /STRIPE_PRICE_TEAM/, related: ['fly.toml'] }],
    },
    {
      name: "look-alike of a test's template: a test setup only tells the reader to copy it (a comment, a log line), so it is the application's nearest template",
      base: withTestTemplate('.env.local.example', {
        'apps/api/playwright.config.ts':
          "// 1. Copy .env.local.example to .env.local\nif (!process.env.CI) console.log('cp .env.local.example .env.local');\nexport default {};\n",
      }),
      head: { 'apps/api/src/config.ts': config.replace('};', '  supportEmail: process.env.SUPPORT_EMAIL,\n};') },
      errors: [{ file: 'apps/api/src/config.ts', line: 3, related: ['apps/api/.env.local.example'] }],
    },
    {
      name: 'a template only a test setup loads is skipped: the variable is missing from the root template',
      base: withTestTemplate('.env.local.example', {
        'apps/api/vitest.setup.ts': "import { config } from 'dotenv';\nconfig({ path: '.env.local.example' });\n",
      }),
      head: { 'apps/api/src/config.ts': config.replace('};', '  supportEmail: process.env.SUPPORT_EMAIL,\n};') },
      errors: [{ file: 'apps/api/src/config.ts', line: 3, related: ['.env.example'] }],
    },
    {
      name: "a project's own accessor, a class's static method in another module: Env.get('STRIPE_TAX_RATE')",
      base: api,
      head: withAccessorRead("Env.get('STRIPE_TAX_RATE')"),
      errors: [
        {
          file: 'src/billing.ts',
          line: 2,
          message: /STRIPE_TAX_RATE/,
          related: ['.env.example', 'k8s/deployment.yaml'],
        },
      ],
    },
    {
      name: "a project's own accessor, an object's method that reads its first parameter: settings.read('SUPPORT_EMAIL', 'x')",
      base: api,
      head: withAccessorRead("settings.read('SUPPORT_EMAIL', 'help@example.com')"),
      errors: [{ file: 'src/billing.ts', line: 2, message: /SUPPORT_EMAIL/, related: ['.env.example'] }],
    },
    {
      name: 'look-alike: a key of an object that does not spread the environment (a config of defaults)',
      base: {
        ...api,
        'src/defaults.ts': "export const defaults = { ...base, PUBLIC_AI_ENABLED: 'false' };\nconst base = {};\n",
      },
      head: { 'src/flags.ts': "export const aiEnabled = () => process.env.PUBLIC_AI_ENABLED === 'true';\n" },
      errors: [{ file: 'src/flags.ts', line: 1, message: /PUBLIC_AI_ENABLED/ }],
    },
    {
      name: 'look-alike: the workflow declares the variables but runs another script',
      base: api,
      head: {
        ...reportScript,
        ...reportWorkflow('REPORT_URL=x pnpm exec tsx scripts/other-report.ts'),
      },
      errors: [
        { file: 'apps/web/scripts/report.ts', line: 1, message: /REPORT_BRANCH/ },
        { file: 'apps/web/scripts/report.ts', line: 2, message: /REPORT_URL/ },
      ],
    },
    {
      name: 'look-alike: a workflow runs the script but gives it only one of the two variables',
      base: api,
      head: { ...reportScript, ...reportWorkflow('node apps/web/scripts/report.ts') },
      errors: [{ file: 'apps/web/scripts/report.ts', line: 2, message: /REPORT_URL/ }],
    },
    {
      name: 'declared in .env.example but not in the Deployment that lists every other variable',
      base: api,
      head: {
        ...withRead('suffix: process.env.STATEMENT_SUFFIX,'),
        '.env.example': `${api['.env.example']}STATEMENT_SUFFIX=SHOP\n`,
      },
      errors: [
        {
          file: 'src/config.ts',
          line: 3,
          severity: 'blocking',
          message: /STATEMENT_SUFFIX .*k8s\/deployment\.yaml/,
          fix: /STATEMENT_SUFFIX/,
          related: ['k8s/deployment.yaml'],
        },
      ],
    },
    {
      name: 'the fix: a template line after the siblings that share the name, and a k8s secretKeyRef to the Secret the manifest reads',
      base: {
        ...api,
        '.env.example':
          'DATABASE_URL=postgres://localhost/app\nSTRIPE_PRICE_PRO=price_1\nSTRIPE_PRICE_TEAM=\nSENTRY_DSN=\n',
      },
      head: withRead('enterprise: process.env.STRIPE_PRICE_ENTERPRISE_SECRET,'),
      errors: [
        {
          file: 'src/config.ts',
          line: 3,
          output: {
            '.env.example':
              'DATABASE_URL=postgres://localhost/app\nSTRIPE_PRICE_PRO=price_1\nSTRIPE_PRICE_TEAM=\nSTRIPE_PRICE_ENTERPRISE_SECRET=\nSENTRY_DSN=\n',
            'k8s/deployment.yaml': k8s(
              '            - name: STRIPE_PRICE_ENTERPRISE_SECRET\n              valueFrom:\n                secretKeyRef:\n                  name: api\n                  key: stripe-price-enterprise-secret\n',
            ),
          },
        },
      ],
    },
    {
      name: 'the fix keeps a template with CRLF line endings in CRLF, and a commented-out neighbour commented',
      base: { ...api, '.env.example': 'DATABASE_URL=postgres://localhost/app\r\n# MAIL_FROM=hi@example.com\r\n' },
      head: {
        ...withRead('host: process.env.MAIL_HOST,'),
        'k8s/deployment.yaml': k8s('            - name: MAIL_HOST\n              value: smtp\n'),
      },
      errors: [
        {
          file: 'src/config.ts',
          line: 3,
          output: {
            '.env.example': 'DATABASE_URL=postgres://localhost/app\r\n# MAIL_FROM=hi@example.com\r\n# MAIL_HOST=\r\n',
          },
        },
      ],
    },
    {
      name: 'the fix: a compose environment list gets an item of its own form',
      base: {
        ...Object.fromEntries(Object.entries(api).filter(([path]) => !path.startsWith('k8s/'))),
        'docker-compose.yml':
          'services:\n  api:\n    build: .\n    environment:\n      - DATABASE_URL=postgres://db/app\n',
      },
      head: withRead('region: process.env.AWS_REGION_NAME,'),
      errors: [
        {
          file: 'src/config.ts',
          line: 3,
          output: {
            '.env.example': 'DATABASE_URL=postgres://localhost/app\nAWS_REGION_NAME=\n',
            'docker-compose.yml':
              'services:\n  api:\n    build: .\n    environment:\n      - DATABASE_URL=postgres://db/app\n      - AWS_REGION_NAME=${AWS_REGION_NAME}\n',
          },
        },
      ],
    },
    {
      name: 'missing everywhere: one finding listing the template and the Deployment',
      base: api,
      head: {
        ...withRead('a: process.env.STRIPE_TAX_RATE,'),
        'src/tax.ts': "export const rate = Number(process.env['STRIPE_TAX_RATE']);\n",
      },
      errors: [
        {
          file: 'src/config.ts',
          line: 3,
          message: /\.env\.example.*k8s\/deployment\.yaml/,
          related: ['.env.example', 'k8s/deployment.yaml', 'src/tax.ts'],
        },
      ],
    },
    {
      name: 'a credential missing from k8s must be added as a secretKeyRef',
      base: api,
      head: {
        ...withRead('key: process.env.OPENAI_API_KEY,'),
        '.env.example': `${api['.env.example']}OPENAI_API_KEY=\n`,
      },
      errors: [{ file: 'src/config.ts', line: 3, fix: /secretKeyRef/ }],
    },
    {
      name: 't3-env: a key added to a group object the schema spreads (server: { ...stripeEnv.server }), missing from .env.example',
      base: { ...next, ...spreadEnv() },
      head: spreadEnv(taxRateKey),
      errors: [{ file: 'lib/env.ts', line: 6 }],
    },
    {
      name: 't3-env: a required key missing from .env.example and the compose app service, reported at the key',
      base: next,
      head: nextWithKey("STRIPE_PRICE_ID_TEAM: z.string().startsWith('price_'),"),
      errors: [{ file: 'lib/env.ts', line: 6, related: ['.env.example', 'docker-compose.yml'] }],
    },
    {
      name: 'monorepo: a Vite variable missing from web/.env.example (not the root template)',
      base: monorepo,
      head: { 'web/src/api.ts': 'export const api = import.meta.env.VITE_API_URL;\n' },
      errors: [{ file: 'web/src/api.ts', line: 1, related: ['web/.env.example'], fix: /web\/\.env\.example/ }],
    },
    {
      name: 'monorepo: Vite variables read through a cast and optional chaining, `(import.meta as any).env?.X`',
      base: monorepo,
      head: {
        'web/src/api.ts':
          'export const api = (import.meta as any).env?.VITE_API_URL;\nexport const link = (import.meta as { env: Record<string, string> }).env.VITE_PRO_LINK;\n',
      },
      errors: [
        { file: 'web/src/api.ts', line: 1, related: ['web/.env.example'] },
        { file: 'web/src/api.ts', line: 2, related: ['web/.env.example'] },
      ],
    },
    {
      name: 'Nest: a required key added to the env schema ConfigModule.forRoot validates, missing from .env.example',
      base: nest,
      head: {
        'src/config/env.ts': nest['src/config/env.ts'].replace(
          '  LOG_LEVEL:',
          '  STRIPE_TAX_RATE_ID: z.string(),\n  LOG_LEVEL:',
        ),
      },
      errors: [{ file: 'src/config/env.ts', line: 5, related: ['.env.example', 'k8s/deployment.yaml'] }],
    },
    {
      name: 'Nest: ConfigService.getOrThrow of a variable declared nowhere',
      base: nest,
      head: {
        'src/billing.service.ts': nest['src/billing.service.ts'].replace(
          '  returnUrl() {',
          "  taxRate() {\n    return this.config.getOrThrow('STRIPE_TAX_RATE_ID');\n  }\n  returnUrl() {",
        ),
      },
      errors: [{ file: 'src/billing.service.ts', line: 7, related: ['.env.example'] }],
    },
    {
      name: 'Nest: a required Joi validationSchema key missing from .env.example',
      base: nest,
      head: {
        'src/app.module.ts': nest['src/app.module.ts'].replace(
          'validate: validateEnv',
          'validationSchema: Joi.object({ REDIS_URL: Joi.string().uri().required() })',
        ),
      },
      errors: [{ file: 'src/app.module.ts', line: 4, related: ['.env.example'] }],
    },
    {
      name: 'look-alike of a guard: a read after if (!process.env.X) throw is required',
      base: api,
      head: {
        'src/dirs.ts': `export function dir() {\n  if (!process.env.WORK_DIR) throw new Error('WORK_DIR');\n  return process.env.WORK_DIR;\n}\n`,
        '.env.example': `${api['.env.example']}WORK_DIR=\n`,
      },
      errors: [{ file: 'src/dirs.ts', line: 2, related: ['k8s/deployment.yaml'] }],
    },
    {
      name: 'Helm: a required variable missing from the chart',
      base: helm,
      head: {
        'src/index.ts': `${helm['src/index.ts']}export const t = process.env.QUEUE_NAME;\n`,
        '.env.example': `${helm['.env.example']}QUEUE_NAME=jobs\n`,
      },
      errors: [
        {
          file: 'src/index.ts',
          line: 2,
          message: /Helm chart/,
          // the template ranges over values.yaml's env map: the values file is where it goes
          relatedPlaces: ['chart/values.yaml:3'],
          fix: /chart\/values\.yaml/,
          // no fix: how the chart's template reads its values is not certain
          output: null,
        },
      ],
    },
    {
      name: 'fly.toml: a required plain variable missing from [env]',
      base: fly,
      head: {
        'src/index.ts': `${fly['src/index.ts']}export const region = process.env.PRIMARY_REGION_NAME;\n`,
        '.env.example': `${fly['.env.example']}PRIMARY_REGION_NAME=ams\n`,
      },
      errors: [{ file: 'src/index.ts', line: 2, related: ['fly.toml'] }],
    },
    {
      name: 'look-alike of a vault source: a plain setting (no credential) still belongs in the env list',
      base: {
        ...api,
        'k8s/deployment.yaml': k8s('          envFrom:\n            - secretRef: { name: api-vault }\n'),
        'k8s/external-secret.yaml': externalSecret,
      },
      head: {
        ...withRead('region: process.env.VOICE_REGION,'),
        '.env.example': `${api['.env.example']}VOICE_REGION=eu\n`,
      },
      errors: [{ file: 'src/config.ts', message: /container `api`/ }],
    },
    {
      name: 'convict: a new setting read from a variable the template does not declare',
      base: { ...api, 'src/config.ts': convictConfig() },
      head: { 'src/config.ts': convictConfig(originSetting) },
      errors: [
        {
          file: 'src/config.ts',
          line: 7,
          message: /ORIGIN_API_BASE_URL is read here but not declared in \.env\.example/,
        },
      ],
    },
    {
      name: "look-alike of a build target: the service's stage builds on the stage that copies the reading package",
      base: stagedCompose('web'),
      head: {
        'apps/web/src/mail.ts': 'export const host = process.env.SMTP_HOST;\n',
      },
      errors: [{ file: 'apps/web/src/mail.ts', line: 1, message: /`app` service in docker-compose\.yml/ }],
    },
    {
      name: "look-alike of a companion image: an image-only service whose variables are mostly the code's is the app's",
      base: {
        ...selfHosted,
        'docker-compose.yml': `services:
  app:
    image: ghcr.io/acme/app:latest
    environment:
      APP_URL: http://localhost
      QUEUE_ADDRESS: queue:7233
`,
      },
      head: {
        'src/limits.ts': 'export const max = Number(process.env.MAX_JOBS);\n',
        '.env.example': `${selfHosted['.env.example']}MAX_JOBS=4\n`,
      },
      errors: [{ file: 'src/limits.ts', line: 1, message: /the `app` service in docker-compose\.yml/ }],
    },
    {
      name: 'look-alike of an env_file: the documenting template does not list the variable either',
      base: composeEnvFile,
      head: {
        ...withRead('mailer: process.env.MAILER_URL,'),
      },
      errors: [{ file: 'src/config.ts', message: /\.env\.example and the `api` service in docker-compose\.yml\./ }],
    },
    {
      name: "look-alike of an operator's script: the shell script runs it without passing the variable",
      base: api,
      head: {
        'ops/rotate.mjs':
          'const key = process.env.NEW_KEY;\nif (!key) throw new Error("NEW_KEY");\nconsole.log(key.length);\n',
        'ops/cutover.sh': '#!/bin/sh\ndocker compose run --rm api node /app/ops/rotate.mjs --apply\n',
      },
      errors: [{ file: 'ops/rotate.mjs', line: 1 }],
    },
    {
      name: "look-alike of an operator's script: a module (no #! line) whose header comment shows the variable set",
      base: api,
      head: {
        'src/rotation.ts':
          '/**\n * Run with: export NEW_KEY=$(openssl rand -base64 32)\n */\nexport const key = process.env.NEW_KEY;\n',
      },
      errors: [{ file: 'src/rotation.ts', line: 4 }],
    },
    {
      name: "look-alike of an operator's script: a module of scripts/ that the application imports, whose header shows the variable set",
      base: api,
      head: {
        'scripts/accounts.ts':
          '/**\n *   ACME_API_KEY=ak_live_xxx bun scripts/accounts.ts\n */\nexport const apiKey = process.env.ACME_API_KEY;\n',
        'src/accounts.ts':
          "import { apiKey } from '../scripts/accounts';\nexport const hasKey = () => Boolean(apiKey);\n",
      },
      errors: [{ file: 'scripts/accounts.ts', line: 4 }],
    },
    {
      name: "look-alike of an operator's script: the header of an executable script documents other variables",
      base: api,
      head: {
        'ops/check-rotation.mjs':
          '#!/usr/bin/env node\n// Usage: DATABASE_URL=postgres://t@127.0.0.1/t node ops/check-rotation.mjs\nconst key = process.env.NEW_KEY;\nconsole.log(key?.length);\n',
      },
      errors: [{ file: 'ops/check-rotation.mjs', line: 3 }],
    },
    {
      name: "look-alike of an operator's script: the shell script sets the variable without exporting or passing it",
      base: api,
      head: {
        'ops/rotate.mjs':
          'const key = process.env.NEW_KEY;\nif (!key) throw new Error("NEW_KEY");\nconsole.log(key.length);\n',
        'ops/cutover.sh': '#!/bin/sh\nNEW_KEY=$(cat key.txt)\nnode ops/rotate.mjs --apply\n',
      },
      errors: [{ file: 'ops/rotate.mjs', line: 1 }],
    },
    {
      name: "look-alike of a tool's configuration: a module of the app reads the variable a workflow declares",
      base: api,
      head: {
        'src/release.ts': 'export const channel = process.env.RELEASE_CHANNEL;\n',
        ...reportWorkflow('npx semantic-release', '          RELEASE_CHANNEL: main\n'),
      },
      errors: [{ file: 'src/release.ts', line: 1 }],
    },
    {
      name: 'compose: the service whose build context holds the file',
      base: {
        'package.json': '{}',
        'api/package.json': '{}',
        'web/package.json': '{}',
        'api/src/index.ts': 'export const p = process.env.API_PORT;\n',
        'web/src/index.ts': 'export const p = process.env.WEB_PORT;\n',
        'docker-compose.yml':
          'services:\n  api:\n    build: ./api\n    environment:\n      API_PORT: "1"\n  web:\n    build: { context: ./web }\n    environment:\n      WEB_PORT: "2"\n',
      },
      head: { 'api/src/flag.ts': 'export const f = process.env.API_FLAG;\n' },
      errors: [{ file: 'api/src/flag.ts', line: 1, message: /`api` service/ }],
    },
    {
      name: 'monorepo: a variable the API reads and declares, now read by web without web/.env.example',
      base: {
        ...monorepo,
        '.env.example': `${api['.env.example']}SUPPORT_EMAIL=help@example.com\n`,
        'src/support.ts': 'export const s = process.env.SUPPORT_EMAIL ?? "";\n',
      },
      head: { 'web/src/support.ts': 'export const s = import.meta.env.SUPPORT_EMAIL;\n' },
      errors: [{ file: 'web/src/support.ts', line: 1, related: ['web/.env.example'] }],
    },
    {
      name: "compose: the app's published image, whose variables are the code's, lacks a new one",
      base: selfHosted,
      head: {
        'src/flags.ts': 'export const beta = process.env.BETA_FLAGS;\n',
        '.env.example': `${selfHosted['.env.example']}BETA_FLAGS=\n`,
      },
      errors: [{ file: 'src/flags.ts', line: 1, message: /`app` service/, related: ['docker-compose.yml'] }],
    },
    {
      name: 'a Dockerfile that passes public build variables lacks a new public one',
      base: nextDocker,
      head: {
        'components/Support.tsx': 'export const mail = `mailto:${process.env.NEXT_PUBLIC_SUPPORT_EMAIL}`;\n',
        '.env.example': `${nextDocker['.env.example']}NEXT_PUBLIC_SUPPORT_EMAIL=\n`,
      },
      errors: [{ file: 'components/Support.tsx', line: 1, related: ['Dockerfile'], fix: /ARG/ }],
    },
    {
      name: 'a shared package with no template of its own: the template of the app that depends on it',
      base: sharedPackage,
      head: {
        'packages/agent/src/config.ts': "export const passthrough = () => process.env.AGENT_PASSTHROUGH ?? '';\n",
      },
      errors: [
        {
          file: 'packages/agent/src/config.ts',
          line: 1,
          related: ['apps/api/.env.example'],
          fix: /apps\/api\/\.env\.example/,
        },
      ],
    },
    {
      name: 'a template named with a qualifier (config.example.env) is the template',
      base: {
        'package.json': '{ "name": "app" }\n',
        'config.example.env': 'DATABASE_URL=\n',
        'src/config.ts': config,
      },
      head: withRead('rateLimit: Number(process.env.LOGIN_RATE_LIMIT ?? 10),'),
      errors: [{ file: 'src/config.ts', line: 3, related: ['config.example.env'] }],
    },
    {
      name: 'a direnv template (.envrc.example) is the template of its package',
      base: {
        'package.json': '{ "name": "cli" }\n',
        '.envrc.example': 'export CLI_HOME_DIR=~/.cli\n',
        'src/run.ts': 'export const home = process.env.CLI_HOME_DIR;\n',
      },
      head: {
        'src/run.ts':
          "export const home = process.env.CLI_HOME_DIR;\nexport const side = process.env.CLI_SIDE_CHAT === '1';\n",
      },
      errors: [{ file: 'src/run.ts', line: 2, related: ['.envrc.example'] }],
    },
    {
      name: 'no template covers the reading package, though the repository has templates elsewhere: a warning that says where they are',
      base: {
        ...sharedPackage,
        'scripts/package.json': '{ "name": "scripts" }\n',
        'scripts/diff.ts': 'export const a = 1;\n',
      },
      head: { 'scripts/diff.ts': 'export const a = process.env.DIFF_CONFIG_PATH;\n' },
      errors: [
        {
          file: 'scripts/diff.ts',
          line: 1,
          severity: 'warning',
          message:
            /no env template or deployment config covers scripts \(the repository's templates: apps\/api\/\.env\.example and apps\/web\/\.env\.example\)/,
        },
      ],
    },
    {
      name: 'look-alike: a variable tested and refused when unset (`if (key) … else throw`) is required where the deployment declares its siblings',
      base: api,
      head: {
        'src/cors.ts': `export function signingKey(signer: { use(k: string): void }) {
  const key = process.env.SIGNING_KEY_ID;
  if (key) {
    signer.use(key);
  } else {
    throw new Error('SIGNING_KEY_ID is required');
  }
}
`,
        '.env.example': `${api['.env.example']}SIGNING_KEY_ID=\n`,
      },
      errors: [{ file: 'src/cors.ts', line: 2, related: ['k8s/deployment.yaml'] }],
    },
    {
      name: 'no env template and no deployment config: a warning that suggests .env.example',
      base: { 'package.json': '{}', 'src/index.ts': 'export const a = 1;\n' },
      head: { 'src/index.ts': "export const a = 1;\nexport const b = Deno.env.get('SOME_TOKEN');\n" },
      errors: [{ file: 'src/index.ts', line: 2, severity: 'warning', fix: /Create \.env\.example/ }],
    },
    {
      name: 'a zod schema parsed from a cleaned copy of process.env (a call, or a spread)',
      base: api,
      head: {
        'src/env.ts': `import { z } from 'zod';
const Schema = z.object({ QUEUE_URL: z.string().url(), MAX_THREADS: z.coerce.number().default(4) });
export const env = Schema.parse(removeEmpty(process.env));
export const other = z.object({ CACHE_URL: z.string() }).parse({ ...process.env, PORT: '3000' });
`,
      },
      errors: [
        { file: 'src/env.ts', line: 2, message: /MAX_THREADS/ },
        { file: 'src/env.ts', line: 2, message: /QUEUE_URL/ },
        { file: 'src/env.ts', line: 4, message: /CACHE_URL/ },
      ],
    },
    {
      name: 'a zod schema parsed from process.env, and destructuring',
      base: api,
      head: {
        'src/env.ts': `import { z } from 'zod';
export const env = z.object({ QUEUE_URL: z.string().url() }).parse(process.env);
export const { WORKER_COUNT } = process.env;
`,
      },
      errors: [
        { file: 'src/env.ts', line: 2, message: /QUEUE_URL/ },
        { file: 'src/env.ts', line: 3, message: /WORKER_COUNT/ },
      ],
    },
    {
      name: 'an envalid spec key',
      base: api,
      head: {
        'src/env.ts': `import { cleanEnv, str } from 'envalid';
export const env = cleanEnv(process.env, {
  DATABASE_URL: str(),
  MAILER_HOST: str(),
});
`,
      },
      errors: [{ file: 'src/env.ts', line: 4, message: /MAILER_HOST/ }],
    },
    {
      name: 'env() added to schema.prisma',
      base: {
        ...api,
        'prisma/schema.prisma': 'datasource db {\n  provider = "postgresql"\n  url      = env("DATABASE_URL")\n}\n',
      },
      head: {
        'prisma/schema.prisma':
          'datasource db {\n  provider  = "postgresql"\n  url       = env("DATABASE_URL")\n  directUrl = env("DIRECT_DATABASE_URL")\n}\n',
      },
      errors: [{ file: 'prisma/schema.prisma', line: 4, message: /DIRECT_DATABASE_URL/ }],
    },
  ],
});

describe('env/undeclared on a deployment config it cannot read', () => {
  it('reports a gap for a changed fly.toml that is not valid TOML', async () => {
    const report = await runRule('env/undeclared', {
      name: 'invalid fly.toml',
      base: fly,
      head: {
        'fly.toml': 'app = "svc"\n[env\n  PUBLIC_HOST = \n',
        'src/index.ts': `${fly['src/index.ts']}export const r = process.env.REGION_NAME;\n`,
      },
    });
    const gaps = report.findings.filter((f) => f.ruleId === 'policy/incomplete-analysis');
    expect(gaps.map((g) => g.file)).toEqual(['fly.toml']);
  });
});
