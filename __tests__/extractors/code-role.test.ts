import { roleIn } from '../../src/extractors/code/role';
import { workspaceFor } from '../helpers/workspace';

const route = (imports: string) => `${imports}
export async function POST(req: Request) { return Response.json(await run()); }
`;

const files = {
  // a full-stack app: its server modules live in the same src folder as its pages
  'apps/web/src/lib/billing.ts': 'export async function charge() { return 1; }\n',
  'apps/web/src/app/api/billing/route.ts': route(`import { charge as run } from '@/lib/billing';`),
  'apps/web/tsconfig.json': JSON.stringify({ compilerOptions: { paths: { '@/*': ['./src/*'] } } }),
  // imported only by a page and by a test: browser code by its folder
  'apps/web/src/lib/format.ts': 'export const format = (n: number) => `${n}`;\n',
  'apps/web/src/app/page.tsx': `import { format } from '../lib/format';\nexport default function Page() { return format(1); }\n`,
  'apps/web/src/lib/format.test.ts': `import { format } from './format';\ntest('f', () => expect(format(1)).toBe('1'));\n`,
  // a handler imports them, but they say (or their folder says) they run in the browser
  'apps/web/src/lib/widget.ts': `"use client";\nexport const widget = () => 1;\n`,
  'apps/web/src/components/price.tsx': 'export const Price = () => null;\n',
  'apps/web/src/app/api/widget/route.ts': route(
    `import { widget as run } from '../../../lib/widget';\nimport { Price } from '../../../components/price';`,
  ),
  // imported by a test of the handler's module, not by a handler
  'apps/web/src/lib/only-tested.ts': 'export const x = 1;\n',
  'apps/web/src/app/api/x.test.ts': `import { x } from '../../lib/only-tested';\ntest('x', () => expect(x).toBe(1));\n`,
  // outside a web app's src folder nothing changes
  'packages/db/src/client.ts': 'export const db = {};\n',
  // a tools folder: the application's when a server module imports it, a one-off script when nothing does
  'apps/api/src/mcp/tools/tasks.ts': 'export function registerTaskTools() { return 1; }\n',
  'apps/api/src/mcp/server.ts':
    "import { registerTaskTools } from './tools/tasks';\nexport const server = registerTaskTools();\n",
  'apps/api/src/tools/reindex.ts': 'export async function main() { return 1; }\nmain();\n',
  'src/components/button.tsx': 'export const Button = () => null;\n',
  // a tool's configuration in a package root, and a config module of the application
  'apps/web/package.json': '{ "name": "web" }\n',
  'apps/web/vite.config.ts': "import { defineConfig } from 'vite';\nexport default defineConfig({});\n",
  'apps/api/src/config/stripe.config.ts': 'export default () => ({ key: process.env.STRIPE_KEY });\n',
  'apps/api/vite.config.ts': "import { defineConfig } from 'vite';\nexport default defineConfig({});\n",
  // suites the runner names by its own configuration; a file coverage.include names is no suite
  'services/api/vitest.config.ts':
    "import { defineConfig } from 'vitest/config';\nexport default defineConfig({ test: { include: ['**/*.integ.ts'], coverage: { include: ['src/**/*.ts'] } } });\n",
  'services/api/src/routes/pages.integ.ts':
    "import { app } from './pages';\ntest('p', () => expect(app).toBeDefined());\n",
  'services/api/src/routes/pages.ts': 'export const app = {};\n',
};

describe('roleIn: where code runs, with the import graph', () => {
  const ws = workspaceFor({ base: files });
  it.each([
    ['apps/web/src/lib/billing.ts', 'server', 'a web/src module a route handler imports (through a path alias)'],
    ['apps/web/src/lib/format.ts', 'browser', 'imported by a page and a test only'],
    ['apps/web/src/lib/widget.ts', 'browser', 'a "use client" module, whoever imports it'],
    ['apps/web/src/components/price.tsx', 'browser', 'a components folder, whoever imports it'],
    ['apps/web/src/lib/only-tested.ts', 'browser', 'imported by a test only'],
    ['apps/web/src/app/api/billing/route.ts', 'server', 'the route handler itself'],
    ['apps/web/src/lib/format.test.ts', 'test', 'a test'],
    ['packages/db/src/client.ts', 'server', 'server code by its folder'],
    ['apps/api/src/mcp/tools/tasks.ts', 'server', 'a tools folder the MCP server imports'],
    ['apps/api/src/tools/reindex.ts', 'script', 'a tools folder nothing imports: a one-off script'],
    ['src/components/button.tsx', 'browser', 'browser code by its folder'],
    ['apps/web/vite.config.ts', 'tooling', "a tool's configuration beside package.json"],
    ['apps/api/src/config/stripe.config.ts', 'server', 'a config module in the source tree'],
    ['apps/api/vite.config.ts', 'server', 'named like a tool configuration, but no package.json beside it'],
    ['services/api/src/routes/pages.integ.ts', 'test', "a suite by its runner's include glob"],
    ['services/api/src/routes/pages.ts', 'server', 'a source file only coverage.include names'],
  ])('%s is %s (%s)', (path, role) => {
    expect(roleIn(ws.head, path)).toBe(role);
  });
});
