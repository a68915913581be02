import { isTestCode } from '../../src/workspace/classify';
import {
  deployTargets,
  envReadsInFile,
  isEnvTemplatePath,
  isPlatformVar,
  isSecretName,
  parseEnvTemplate,
  placementOf,
  targetsFor,
  templatesFor,
} from '../../src/extractors/env';
import { stripGoTemplate } from '../../src/extractors/env/deploy';
import { workspaceFor } from '../helpers/workspace';

function readsOf(files: Record<string, string>, path: string) {
  const ws = workspaceFor({ base: files });
  return envReadsInFile(ws.head, path).map((r) => ({
    name: r.name,
    line: r.line,
    kind: r.kind,
    hasDefault: r.hasDefault,
  }));
}

describe('env reads in code', () => {
  it('finds every spelling of a read and whether it has a default', () => {
    const code = [
      'const a = process.env.ALPHA;', // 1
      "const b = process.env['BRAVO'] ?? 'b';", // 2
      'const c = process?.env?.CHARLIE || 3;', // 3
      "const { DELTA, ECHO = 'e', 'FOX': fox } = process.env;", // 4
      'const g = import.meta.env.VITE_GOLF;', // 5
      "const h = Deno.env.get('HOTEL');", // 6
      'const i = Bun.env.INDIA;', // 7
      'if (process.env.JULIET) start();', // 8
      "const k = process.env.KILO === 'true';", // 9
      "process.env.LIMA = 'set';", // 10 (assignment: not a read)
      'delete process.env.MIKE;', // 11 (not a read)
      'const n = process.env.NOVEMBER!;', // 12
      'const dyn = process.env[name];', // 13 (dynamic: ignored)
      "const o = process.env.OSCAR?.trim().toLowerCase() !== 'false';", // 14
      'const p = process.env.PAPA?.trim().toLowerCase();', // 15 (the chain's value, unset when unset)
      'const q = process.env.QUEBEC!.trim().toLowerCase();', // 16
    ].join('\n');
    expect(readsOf({ 'src/a.ts': code }, 'src/a.ts')).toEqual([
      { name: 'ALPHA', line: 1, kind: 'code', hasDefault: false },
      { name: 'BRAVO', line: 2, kind: 'code', hasDefault: true },
      { name: 'CHARLIE', line: 3, kind: 'code', hasDefault: true },
      { name: 'DELTA', line: 4, kind: 'code', hasDefault: false },
      { name: 'ECHO', line: 4, kind: 'code', hasDefault: true },
      { name: 'FOX', line: 4, kind: 'code', hasDefault: false },
      { name: 'VITE_GOLF', line: 5, kind: 'code', hasDefault: false },
      { name: 'HOTEL', line: 6, kind: 'code', hasDefault: false },
      { name: 'INDIA', line: 7, kind: 'code', hasDefault: false },
      { name: 'JULIET', line: 8, kind: 'code', hasDefault: true },
      { name: 'KILO', line: 9, kind: 'code', hasDefault: true },
      { name: 'NOVEMBER', line: 12, kind: 'code', hasDefault: false },
      { name: 'OSCAR', line: 14, kind: 'code', hasDefault: true },
      { name: 'PAPA', line: 15, kind: 'code', hasDefault: false },
      { name: 'QUEBEC', line: 16, kind: 'code', hasDefault: false },
    ]);
  });

  it('reads t3-env createEnv keys as schema reads and runtimeEnv as pass-through', () => {
    const code = `import { createEnv } from '@t3-oss/env-nextjs';
import { z } from 'zod';
export const env = createEnv({
  server: {
    DATABASE_URL: z.string().url(),
    SLACK_URL: z.string().url().optional(),
  },
  client: { NEXT_PUBLIC_KEY: z.string().default('pk') },
  runtimeEnv: {
    DATABASE_URL: process.env.DATABASE_URL,
    SLACK_URL: process.env.SLACK_URL,
    NEXT_PUBLIC_KEY: process.env.NEXT_PUBLIC_KEY,
  },
});
`;
    expect(readsOf({ 'lib/env.ts': code }, 'lib/env.ts')).toEqual([
      { name: 'DATABASE_URL', line: 5, kind: 'schema', hasDefault: false },
      { name: 'SLACK_URL', line: 6, kind: 'schema', hasDefault: true },
      { name: 'NEXT_PUBLIC_KEY', line: 8, kind: 'schema', hasDefault: true },
      { name: 'DATABASE_URL', line: 10, kind: 'runtime-env', hasDefault: false },
      { name: 'SLACK_URL', line: 11, kind: 'runtime-env', hasDefault: false },
      { name: 'NEXT_PUBLIC_KEY', line: 12, kind: 'runtime-env', hasDefault: false },
    ]);
  });

  it('reads a zod object parsed from process.env, through a local variable', () => {
    const code = `import { z } from 'zod';
const schema = z.object({
  API_URL: z.string().url(),
  RETRIES: z.coerce.number().default(3),
});
export const env = schema.parse(process.env);
`;
    expect(readsOf({ 'src/env.ts': code }, 'src/env.ts')).toEqual([
      { name: 'API_URL', line: 3, kind: 'schema', hasDefault: false },
      { name: 'RETRIES', line: 4, kind: 'schema', hasDefault: true },
    ]);
  });

  it('ignores a zod object that is not parsed from the environment', () => {
    const code = `import { z } from 'zod';
const Body = z.object({ AMOUNT: z.number() });
export const body = Body.parse(req.body);
`;
    expect(readsOf({ 'src/body.ts': code }, 'src/body.ts')).toEqual([]);
  });

  it('reads envalid cleanEnv keys', () => {
    const code = `import { cleanEnv, str, port } from 'envalid';
export const env = cleanEnv(process.env, {
  API_KEY: str(),
  LOG_LEVEL: str({ default: 'info' }),
});
`;
    expect(readsOf({ 'src/env.ts': code }, 'src/env.ts')).toEqual([
      { name: 'API_KEY', line: 3, kind: 'schema', hasDefault: false },
      { name: 'LOG_LEVEL', line: 4, kind: 'schema', hasDefault: true },
    ]);
  });

  it('reads calls of a local wrapper around process.env[name]', () => {
    const code = `function env(name: string, fallback?: string): string {
  const v = process.env[name] ?? fallback;
  if (v === undefined) throw new Error(name);
  return v;
}
export const a = env('REQUIRED_ONE');
export const b = env('OPTIONAL_ONE', 'x');
`;
    expect(readsOf({ 'src/env.ts': code }, 'src/env.ts')).toEqual([
      { name: 'REQUIRED_ONE', line: 6, kind: 'code', hasDefault: false },
      { name: 'OPTIONAL_ONE', line: 7, kind: 'code', hasDefault: true },
    ]);
  });

  it('reads calls of a wrapper imported from another module of the repository', () => {
    const files = {
      'src/lib/env.ts':
        'export function requireEnv(name: string): string {\n  return process.env[name] as string;\n}\n',
      'src/a.ts':
        "import { requireEnv as need } from './lib/env';\nimport { other } from 'pkg';\nexport const a = need('IMPORTED_ONE');\nexport const b = other('NOT_ENV');\n",
      'src/b.ts': "import { requireEnv } from '@/lib/env';\nexport const c = requireEnv('ALIASED_ONE');\n",
    };
    expect(readsOf(files, 'src/a.ts')).toEqual([{ name: 'IMPORTED_ONE', line: 3, kind: 'code', hasDefault: false }]);
    expect(readsOf(files, 'src/b.ts')).toEqual([{ name: 'ALIASED_ONE', line: 2, kind: 'code', hasDefault: false }]);
  });

  it("reads calls of a wrapper a workspace package exports (the monorepo's own env helper)", () => {
    const files = {
      'package.json': JSON.stringify({ name: 'root', workspaces: ['packages/*', 'apps/*'] }),
      'packages/lib/package.json': JSON.stringify({ name: '@acme/lib' }),
      'packages/lib/utils/env.ts': [
        'export const env = <K extends string>(variable: K): string | undefined => {',
        "  if (typeof window !== 'undefined' && window.__ENV__) return window.__ENV__[variable];",
        "  return typeof process !== 'undefined' ? process?.env?.[variable] : undefined;",
        '};',
        'export const label = (key: string): string => LABELS[key];',
        '',
      ].join('\n'),
      'packages/lib/constants/app.ts': [
        "import { env, label } from '@acme/lib/utils/env';",
        "export const IS_CLOUD = () => env('NEXT_PUBLIC_IS_CLOUD') === 'true';",
        "export const TITLE = label('PAGE_TITLE');",
        '',
      ].join('\n'),
    };
    expect(readsOf(files, 'packages/lib/constants/app.ts')).toEqual([
      // compared with a literal: a flag whose absence means false
      { name: 'NEXT_PUBLIC_IS_CLOUD', line: 2, kind: 'code', hasDefault: true },
    ]);
  });

  it('reads calls of an imported wrapper in a file that never spells env', () => {
    const files = {
      'src/lib/settings.ts':
        'export function setting(name: string): string {\n  return process.env[name] as string;\n}\n',
      'src/c.ts': [
        "import { setting } from './lib/settings';",
        "export const a = setting( 'SPACED_ONE' );",
        'export const b = setting(`TEMPLATE_ONE`);',
        "export const active = (s: string) => s === 'ACTIVE';",
        '',
      ].join('\n'),
      'src/d.ts': "export const active = (s: string) => s === 'ACTIVE' || ['PENDING'].includes(s);\n",
    };
    expect(readsOf(files, 'src/c.ts')).toEqual([
      { name: 'SPACED_ONE', line: 2, kind: 'code', hasDefault: false },
      { name: 'TEMPLATE_ONE', line: 3, kind: 'code', hasDefault: false },
    ]);
    expect(readsOf(files, 'src/d.ts')).toEqual([]);
  });

  it('reads env() in a Prisma schema', () => {
    const prisma = `datasource db {
  provider  = "postgresql"
  url       = env("DATABASE_URL")
  directUrl = env("DIRECT_URL")
}
`;
    expect(readsOf({ 'prisma/schema.prisma': prisma }, 'prisma/schema.prisma')).toEqual([
      { name: 'DATABASE_URL', line: 3, kind: 'prisma', hasDefault: false },
      { name: 'DIRECT_URL', line: 4, kind: 'prisma', hasDefault: false },
    ]);
  });
});

describe('env templates', () => {
  it('recognises template names', () => {
    for (const p of [
      '.env.example',
      'web/.env.sample',
      '.env.template',
      '.env.defaults',
      'example.env',
      '.env.local.example',
      'apps/api/.env-template',
      '.env-example',
      'packages/agent/env.example',
      'config.example.env',
      'docker.env.example',
      'packages/cli/.envrc.example',
    ])
      expect(isEnvTemplatePath(p)).toBe(true);
    for (const p of [
      '.env',
      '.env.local',
      '.env-production',
      'env.ts',
      'src/env.example.ts',
      'environment.example',
      'node_modules/x/.env.example',
      'docs/example.md',
      '.envrc',
      'config.env',
      'src/config.example.env.ts',
    ])
      expect(isEnvTemplatePath(p)).toBe(false);
  });

  it('parses entries, commented-out entries, and not prose', () => {
    const names = parseEnvTemplate(
      [
        '# Copy to .env. Note: staging reads k8s.',
        'PORT=3000',
        '# SENTRY_DSN=',
        '#OPTIONAL_FLAG=true',
        'export QUOTED="a b"',
        'MULTI="line one',
        'line two"',
        '# e.g. see https://example.com/?a=b',
      ].join('\n'),
    );
    expect([...names.entries()]).toEqual([
      ['PORT', 2],
      ['SENTRY_DSN', 3],
      ['OPTIONAL_FLAG', 4],
      ['QUOTED', 5],
      ['MULTI', 6],
    ]);
  });

  it('picks the nearest template up the tree', () => {
    const ws = workspaceFor({
      base: { '.env.example': 'A=1\n', 'web/.env.example': 'VITE_B=1\n', 'web/src/x.ts': '' },
    });
    expect(templatesFor(ws.head, 'web/src/x.ts').map((t) => t.file)).toEqual(['web/.env.example']);
    expect(templatesFor(ws.head, 'src/y.ts').map((t) => t.file)).toEqual(['.env.example']);
  });
});

describe('deployment targets', () => {
  it('reads compose services, their scope, env_file and list syntax', () => {
    const ws = workspaceFor({
      base: {
        'docker-compose.yml': `services:
  api:
    build: ./api
    env_file: ./api/.env.docker
    environment:
      - LOG_LEVEL=info
  web:
    image: node:20
    volumes:
      - ./web:/app
      - cache:/cache
    environment:
      VITE_API: http://api
  db:
    image: postgres
    environment:
      POSTGRES_PASSWORD: pw
`,
        'api/.env.docker': 'API_SECRET=x\n',
      },
    });
    const t = deployTargets(ws.head).filter((x) => x.kind === 'compose');
    expect(t.map((x) => [x.id, [...x.names.keys()], x.scopes])).toEqual([
      ['docker-compose.yml#api', ['LOG_LEVEL', 'API_SECRET'], ['api']],
      ['docker-compose.yml#web', ['VITE_API'], ['web']],
      ['docker-compose.yml#db', ['POSTGRES_PASSWORD'], undefined],
    ]);
  });

  it('reads k8s env, secretKeyRef and envFrom sources the repo shows', () => {
    const ws = workspaceFor({
      base: {
        'k8s/deploy.yaml': `apiVersion: apps/v1
kind: Deployment
metadata: { name: api }
spec:
  template:
    spec:
      containers:
        - name: api
          env:
            - name: MODE_X
              value: a
          envFrom:
            - secretRef: { name: api-secrets }
            - configMapRef: { name: unknown }
`,
        'k8s/secret.yaml': `apiVersion: v1
kind: Secret
metadata: { name: api-secrets }
stringData:
  API_TOKEN: x
`,
      },
    });
    const [t] = deployTargets(ws.head).filter((x) => x.kind === 'k8s');
    expect([...t.names.keys()]).toEqual(['MODE_X', 'API_TOKEN']);
    expect(t.secrets).toBe(true);
    expect(t.line).toBe(9);
  });

  it('follows envFrom into kustomize generators', () => {
    const ws = workspaceFor({
      base: {
        'deploy/deployment.yaml':
          'kind: Deployment\nspec:\n  template:\n    spec:\n      containers:\n        - name: api\n          envFrom:\n            - configMapRef: { name: api-config }\n            - secretRef: { name: api-secrets }\n',
        'deploy/kustomization.yaml':
          'resources: [deployment.yaml]\nconfigMapGenerator:\n  - name: api-config\n    literals: [LOG_LEVEL=info]\nsecretGenerator:\n  - name: api-secrets\n    envs: [secrets.env]\n',
        'deploy/secrets.env': 'API_TOKEN=x\n',
      },
    });
    const [t] = deployTargets(ws.head).filter((x) => x.kind === 'k8s');
    expect([...t.names.keys()]).toEqual(['LOG_LEVEL', 'API_TOKEN']);
  });

  it('reads a Helm chart from templates and values', () => {
    const ws = workspaceFor({
      base: {
        'chart/Chart.yaml': 'name: api\nversion: 1.0.0\n',
        'chart/templates/deployment.yaml': `apiVersion: apps/v1
kind: Deployment
metadata:
  name: {{ include "api.fullname" . }}
spec:
  template:
    spec:
      containers:
        - name: api
          image: "{{ .Values.image }}"
          env:
            - name: API_URL
              value: {{ .Values.apiUrl | quote }}
            {{- range $k, $v := .Values.env }}
            - name: {{ $k }}
              value: {{ $v | quote }}
            {{- end }}
            - name: API_TOKEN
              valueFrom:
                secretKeyRef: { name: api, key: token }
`,
        'chart/values.yaml': 'image: api:1\nenv:\n  LOG_LEVEL: info\n',
      },
    });
    const [t] = deployTargets(ws.head).filter((x) => x.kind === 'helm');
    expect([...t.names.keys()].sort()).toEqual(['API_TOKEN', 'API_URL', 'LOG_LEVEL']);
    expect(t.secrets).toBe(true);
  });

  it('strips Go template actions keeping line numbers', () => {
    expect(stripGoTemplate('a: {{ .x }}\n{{- if .y }}\nb: 1\n{{- end }}\n')).toBe('a: tpl-value\n\nb: 1\n\n');
  });

  it('reads Dockerfile ENV/ARG, fly.toml [env], app.yaml and render.yaml', () => {
    const ws = workspaceFor({
      base: {
        Dockerfile: 'FROM node:20\nARG NEXT_PUBLIC_API\nENV NODE_ENV=production LOG_LEVEL=info\n',
        'fly.toml': 'app = "x"\n\n[env]\n  API_URL = "https://x"\n',
        'svc/app.yaml': 'runtime: nodejs20\nenv_variables:\n  GAE_FLAG: "1"\n',
        'render.yaml':
          'services:\n  - type: web\n    name: api\n    rootDir: api\n    envVars:\n      - key: RENDER_ONE\n        sync: false\n',
      },
    });
    const byKind = Object.fromEntries(deployTargets(ws.head).map((t) => [t.kind, [...t.names.keys()]]));
    expect(byKind).toEqual({
      dockerfile: ['NEXT_PUBLIC_API', 'NODE_ENV', 'LOG_LEVEL'],
      fly: ['API_URL'],
      'app-yaml': ['GAE_FLAG'],
      render: ['RENDER_ONE'],
    });
    const fly = deployTargets(ws.head).find((t) => t.kind === 'fly');
    expect(fly?.names.get('API_URL')).toBe(4);
    expect(fly?.secrets).toBe(false);
  });

  it('counts a config for a file only when it serves the file’s package', () => {
    const ws = workspaceFor({
      base: {
        'package.json': '{}',
        'web/package.json': '{}',
        'src/config.ts': 'export const db = process.env.DATABASE_URL;\n',
        'web/src/main.ts': 'export const k = import.meta.env.VITE_KEY;\n',
        'k8s/deploy.yaml':
          'kind: Deployment\nspec:\n  template:\n    spec:\n      containers:\n        - name: api\n          env:\n            - name: DATABASE_URL\n              value: x\n',
        Dockerfile: 'FROM node\nENV NODE_ENV=production\n',
      },
    });
    expect(targetsFor(ws.head, 'src/new.ts').map((t) => t.kind)).toEqual(['k8s']);
    expect(targetsFor(ws.head, 'web/src/new.ts')).toEqual([]);
  });

  it('does not require a credential in a plain-value config, nor an optional variable in any', () => {
    const ws = workspaceFor({
      base: {
        'src/a.ts': 'export const a = process.env.API_URL;\n',
        'fly.toml': '[env]\n  API_URL = "x"\n',
        '.env.example': 'API_URL=\n',
      },
    });
    const read = (name: string, hasDefault: boolean) => ({
      name,
      file: 'src/b.ts',
      line: 1,
      endLine: 1,
      kind: 'code' as const,
      source: 'process' as const,
      hasDefault,
    });
    const labels = (name: string, d: boolean) => placementOf(ws.head, name, [read(name, d)]).missing.map((m) => m.file);
    expect(labels('STRIPE_SECRET_KEY', false)).toEqual(['.env.example']);
    expect(labels('FEATURE_FLAG', true)).toEqual(['.env.example']);
    expect(labels('FEATURE_FLAG', false)).toEqual(['.env.example', 'fly.toml']);
  });
});

describe('names', () => {
  it('knows platform variables', () => {
    for (const n of [
      'NODE_ENV',
      'CI',
      'VERCEL_URL',
      'NEXT_PUBLIC_VERCEL_ENV',
      'RENDER_GIT_COMMIT',
      'FLY_APP_NAME',
      'GITHUB_SHA',
      'NEXT_RUNTIME',
      'URL',
      'TMPDIR',
      'TEMP',
      'USERPROFILE',
    ])
      expect(isPlatformVar(n)).toBe(true);
    // a project's own names that only look like the process environment's
    for (const n of ['TEMP_DIR', 'APP_HOME', 'TMP_BUCKET']) expect(isPlatformVar(n)).toBe(false);
    expect(isPlatformVar('MODE', 'import-meta')).toBe(true);
    expect(isPlatformVar('MODE')).toBe(false);
    expect(isPlatformVar('STRIPE_SECRET_KEY')).toBe(false);
  });

  it('knows credentials', () => {
    for (const n of [
      'STRIPE_SECRET_KEY',
      'JWT_SECRET',
      'GITHUB_TOKEN',
      'DB_PASSWORD',
      'DATABASE_URL',
      'SLACK_WEBHOOK_URL',
      'OPENAI_API_KEY',
    ])
      expect(isSecretName(n)).toBe(true);
    for (const n of [
      'NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY',
      'VITE_STRIPE_KEY',
      'STRIPE_PUBLISHABLE_KEY',
      'LOG_LEVEL',
      'SENTRY_DSN',
      'KEYCLOAK_REALM',
    ])
      expect(isSecretName(n)).toBe(false);
  });

  it('knows test files', () => {
    for (const p of [
      'src/__tests__/a.ts',
      'tests/setup.ts',
      'src/a.test.ts',
      'web/src/b.spec.tsx',
      'vitest.config.ts',
      'src/test/setup-env.ts',
    ])
      expect(isTestCode(p)).toBe(true);
    for (const p of ['src/config.ts', 'src/latest/x.ts', 'src/contest.ts']) expect(isTestCode(p)).toBe(false);
  });
});
