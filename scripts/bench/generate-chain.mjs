// Generates the second benchmark shape: N feature modules, each
//   src/modules/modK/{service.ts, routes.ts, service.test.ts} + web/pages/PageK.tsx
// where each service imports the previous one (an import chain N deep), the routes are
// registered on one shared router by side effect (a loader requires every routes.ts: no file
// imports them), each page fetches /api/modK/:id, and one Prisma schema holds N models.
// The pull request (branch `pr`): one route reads a new env var and adds a response field,
// 15 services change, one model gains a column with its migration, and `.env.example` and
// the Kubernetes manifest declare the variable. Deterministic: the same N, the same repository.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const FIXED_SOURCE_FILES = 6;
const FILES_PER_MODULE = 4;
/** The services the pull request changes. */
const CHANGED_SERVICES = 15;

function git(dir, ...args) {
  return execFileSync('git', args, { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
}

function write(dir, files) {
  for (const [path, text] of Object.entries(files)) {
    const abs = join(dir, path);
    mkdirSync(dirname(abs), { recursive: true });
    writeFileSync(abs, text);
  }
}

const model = (k) => `Item${k}`;
const delegate = (k) => `item${k}`;

function service(k, { changed = false } = {}) {
  const previous = k > 0 ? `import { load${k - 1} } from '../mod${k - 1}/service';\n` : '';
  const chained =
    k > 0
      ? `  const parent = await load${k - 1}(id);\n`
      : '  const parent: { id: string } | null = null as { id: string } | null;\n';
  const name = changed ? "(row?.name ?? '').trim().toLowerCase()" : "row?.name ?? ''";
  return `import { prisma } from '../../lib/db';
${previous}
export interface Item${k} {
  id: string;
  name: string;
  parentId: string | null;
}

export async function load${k}(id: string): Promise<Item${k}> {
${chained}  const row = await prisma.${delegate(k)}.findUnique({ where: { id } });
  return { id, name: ${name}, parentId: parent ? parent.id : null };
}
`;
}

function routes(k, { withLimit = false } = {}) {
  const limit = withLimit ? '  const limit = Number(process.env.ITEM_PAGE_LIMIT ?? 20);\n' : '';
  const field = withLimit ? ', limit' : '';
  return `import { router } from '../../router';
import { load${k} } from './service';

router.get('/api/mod${k}/:id', async (req, res) => {
${limit}  const item = await load${k}(req.params.id);
  res.json({ id: item.id, name: item.name${field} });
});
`;
}

const serviceTest = (k) => `import { prisma } from '../../lib/db';
import { load${k} } from './service';

jest.mock('../../lib/db', () => ({ prisma: new Proxy({}, { get: () => ({ findUnique: jest.fn(async () => ({ name: 'x' })) }) }) }));

describe('load${k}', () => {
  it('reads the item', async () => {
    expect((await load${k}('a')).name).toBe('x');
    expect(prisma).toBeDefined();
  });
});
`;

const page = (k) => `import { useEffect, useState } from 'react';

export function Page${k}({ id }: { id: string }) {
  const [name, setName] = useState('');
  useEffect(() => {
    fetch(\`/api/mod${k}/\${id}\`)
      .then((res) => res.json())
      .then((data: { name: string }) => setName(data.name));
  }, [id]);
  return <h1>{name}</h1>;
}
`;

const DECLARATIONS = `declare const process: { env: Record<string, string | undefined> };
declare const __dirname: string;
declare function require(id: string): unknown;
declare function describe(name: string, fn: () => void): void;
declare function it(name: string, fn: () => Promise<void> | void): void;
declare function expect(value: unknown): { toBe(v: unknown): void; toBeDefined(): void };
declare const jest: { mock(id: string, factory: () => unknown): void; fn<T>(impl: T): T };
declare module 'express' {
  interface Request { params: Record<string, string> }
  interface Response { json(body: unknown): void }
  interface Router { get(path: string, handler: (req: Request, res: Response) => Promise<void> | void): void }
  interface App { use(router: Router): void; listen(port: number): void }
  export function Router(): Router;
  export default function express(): App;
}
declare module '@prisma/client' {
  interface Delegate { findUnique(args: { where: { id: string } }): Promise<{ name: string } | null> }
  export class PrismaClient { [model: string]: Delegate }
}
declare module 'react' {
  export function useState<T>(initial: T): [T, (v: T) => void];
  export function useEffect(fn: () => void, deps: unknown[]): void;
}
declare module 'node:fs' { export function readdirSync(path: string): string[] }
declare module 'node:path' { export function join(...parts: string[]): string }
declare namespace JSX { interface IntrinsicElements { [name: string]: unknown } }
`;

function fixedFiles(n) {
  const models = Array.from({ length: n }, (_, k) => `model ${model(k)} {\n  id   String @id\n  name String\n}\n`).join(
    '\n',
  );
  const tables = Array.from(
    { length: n },
    (_, k) => `CREATE TABLE "${model(k)}" ("id" TEXT NOT NULL, "name" TEXT NOT NULL, PRIMARY KEY ("id"));\n`,
  ).join('');
  return {
    'package.json': `${JSON.stringify(
      {
        name: 'chain-shop',
        private: true,
        scripts: { test: 'jest' },
        dependencies: { '@prisma/client': '^6.2.1', express: '^4.21.2', react: '^18.3.1' },
        devDependencies: { jest: '^29.7.0', prisma: '^6.2.1', typescript: '^5.7.3' },
      },
      null,
      2,
    )}\n`,
    'tsconfig.json': `${JSON.stringify(
      {
        compilerOptions: {
          target: 'ES2022',
          module: 'commonjs',
          jsx: 'preserve',
          strict: true,
          noEmit: true,
          skipLibCheck: true,
          lib: ['ES2022', 'DOM'],
          types: [],
        },
        include: ['src', 'web'],
      },
      null,
      2,
    )}\n`,
    'src/types.d.ts': DECLARATIONS,
    'src/router.ts': "import { Router } from 'express';\n\nexport const router = Router();\n",
    'src/lib/db.ts': "import { PrismaClient } from '@prisma/client';\n\nexport const prisma = new PrismaClient();\n",
    // every module's routes register themselves on the shared router when loaded
    'src/load-routes.ts': `import { readdirSync } from 'node:fs';
import { join } from 'node:path';

export function loadRoutes(): void {
  for (const name of readdirSync(join(__dirname, 'modules'))) require(join(__dirname, 'modules', name, 'routes'));
}
`,
    'src/server.ts': `import express from 'express';
import { loadRoutes } from './load-routes';
import { router } from './router';

const app = express();
loadRoutes();
app.use(router);
app.listen(Number(process.env.PORT ?? 3000));
`,
    'prisma/schema.prisma': `datasource db {\n  provider = "postgresql"\n  url      = env("DATABASE_URL")\n}\n\ngenerator client {\n  provider = "prisma-client-js"\n}\n\n${models}`,
    'prisma/migrations/20250101000000_init/migration.sql': tables,
    'prisma/migrations/migration_lock.toml': 'provider = "postgresql"\n',
    '.env.example': 'PORT=3000\nDATABASE_URL=postgres://localhost/shop\n',
    'k8s/deployment.yaml': `apiVersion: apps/v1
kind: Deployment
metadata:
  name: chain-shop
spec:
  template:
    spec:
      containers:
        - name: web
          image: chain-shop:latest
          env:
            - name: PORT
              value: "3000"
            - name: DATABASE_URL
              valueFrom:
                secretKeyRef:
                  name: chain-shop
                  key: database-url
`,
  };
}

function moduleFiles(k) {
  return {
    [`src/modules/mod${k}/service.ts`]: service(k),
    [`src/modules/mod${k}/routes.ts`]: routes(k),
    [`src/modules/mod${k}/service.test.ts`]: serviceTest(k),
    [`web/pages/Page${k}.tsx`]: page(k),
  };
}

/** The pull request's files, given the base's. */
function pullRequest(n, base) {
  const mid = Math.floor(n / 2);
  const files = {};
  files[`src/modules/mod${mid}/routes.ts`] = routes(mid, { withLimit: true });
  for (let k = mid; k < mid + CHANGED_SERVICES && k < n; k++)
    files[`src/modules/mod${k}/service.ts`] = service(k, { changed: true });
  files['prisma/schema.prisma'] = base['prisma/schema.prisma'].replace(
    `model ${model(mid)} {\n  id   String @id\n  name String\n}`,
    `model ${model(mid)} {\n  id   String  @id\n  name String\n  note String?\n}`,
  );
  files['prisma/migrations/20250201000000_item_note/migration.sql'] =
    `ALTER TABLE "${model(mid)}" ADD COLUMN "note" TEXT;\n`;
  files['.env.example'] = `${base['.env.example']}ITEM_PAGE_LIMIT=20\n`;
  files['k8s/deployment.yaml'] = `${base['k8s/deployment.yaml']}            - name: ITEM_PAGE_LIMIT
              value: "20"
`;
  return files;
}

/**
 * Writes the repository with about `sourceFiles` TypeScript files into `dir`, commits it as
 * `main` and the pull request as branch `pr`.
 */
export function generateChainRepo(dir, sourceFiles) {
  mkdirSync(dir, { recursive: true });
  const n = Math.max(CHANGED_SERVICES + 1, Math.round((sourceFiles - FIXED_SOURCE_FILES) / FILES_PER_MODULE));
  const all = fixedFiles(n);
  for (let k = 0; k < n; k++) Object.assign(all, moduleFiles(k));
  write(dir, all);
  git(dir, 'init', '-q', '-b', 'main');
  git(dir, 'config', 'user.email', 'bench@example.com');
  git(dir, 'config', 'user.name', 'Bench');
  git(dir, 'config', 'commit.gpgsign', 'false');
  git(dir, 'config', 'gc.auto', '0');
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', 'base');
  git(dir, 'checkout', '-q', '-b', 'pr');
  const pr = pullRequest(n, all);
  write(dir, pr);
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', 'Item page limit, item notes, normalised names');
  git(dir, 'gc', '-q');
  return {
    modules: n,
    sourceFiles: Object.keys(all).filter((p) => /\.tsx?$/.test(p)).length,
    totalFiles: Object.keys(all).length,
    prFiles: Object.keys(pr).length,
  };
}
