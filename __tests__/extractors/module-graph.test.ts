import { resolveImport } from '../../src/extractors/code/resolve-import';
import { svelteKitPagesImporting } from '../../src/extractors/http/sveltekit-pages';
import {
  importChain,
  importerClosure,
  importsAnyWithin,
  importersOf,
  importsOf,
  reachesAnyOf,
  reexportsOf,
} from '../../src/extractors/code/module-graph';
import { workspaceFor } from '../helpers/workspace';

/** A barrel re-exporting two modules, imported by `many` files that use only `listUsers`. */
function barrelRepo(many: number, usedName = 'listUsers'): Record<string, string> {
  const files: Record<string, string> = {
    'src/db/identities.ts': 'export async function createIdentity(id: string) {\n  return { id };\n}\n',
    'src/db/users.ts': 'export async function listUsers() {\n  return [];\n}\n',
    'src/db/index.ts': "export * from './identities';\nexport * from './users';\n",
    'src/routes/link.ts':
      "import { createIdentity } from '../db';\nexport async function POST(id: string) {\n  return createIdentity(id);\n}\n",
    'src/routes/link.test.ts':
      "import { POST } from './link';\nit('links', async () => expect(await POST('a')).toBeDefined());\n",
  };
  for (let i = 0; i < many; i++) {
    files[`src/pages/p${i}.ts`] = `import { ${usedName} } from '../db';\nexport const p${i} = () => ${usedName}();\n`;
  }
  return files;
}

/**
 * A feature module imported by the application module, which a bootstrap function uses; the
 * package barrel re-exports the bootstrap and the helpers `many` files import (`used`).
 */
function appRepo(
  many: number,
  used = 'formatDate',
  bootstrap = 'export async function bootstrap() {\n  return AppModule;\n}\n',
): Record<string, string> {
  const files: Record<string, string> = {
    'src/images/images.controller.ts': 'export class ImagesController {\n  upload() {\n    return 1;\n  }\n}\n',
    'src/images/images.module.ts':
      "import { ImagesController } from './images.controller';\nexport class ImagesModule {\n  static controllers = [ImagesController];\n}\n",
    'src/app.module.ts':
      "import { ImagesModule } from './images/images.module';\nexport class AppModule {\n  static imports = [ImagesModule];\n}\n",
    'src/bootstrap.ts': `import { AppModule } from './app.module';\n${bootstrap}export function formatDate(d: Date) {\n  return d.toISOString();\n}\n`,
    'src/index.ts': "export * from './bootstrap';\n",
    'apps/api/main.ts': "import { bootstrap } from '../../src';\nbootstrap();\n",
    'apps/api/main.test.ts':
      "import { formatDate } from '../../src';\nit('formats', () => expect(formatDate(new Date(0))).toBeTruthy());\n",
  };
  for (let i = 0; i < many; i++) {
    files[`plugins/p${i}.ts`] = `import { ${used} } from '../src';\nexport const p${i} = () => ${used}(new Date());\n`;
  }
  return files;
}

describe('importerClosure', () => {
  it("follows a widely imported barrel through the exports whose code uses what leads to the module (an app module's bootstrap)", () => {
    const ws = workspaceFor({ base: appRepo(320) });
    const closure = importerClosure(ws.head, 'src/images/images.controller.ts');
    expect(closure.complete).toBe(true);
    expect([...closure.toward.keys()].sort()).toEqual([
      'apps/api/main.ts',
      'src/app.module.ts',
      'src/bootstrap.ts',
      'src/images/images.module.ts',
      'src/index.ts',
    ]);
  });

  it('look-alike: the importers of the export that leads there are too many as well (incomplete)', () => {
    const ws = workspaceFor({ base: appRepo(320, 'bootstrap') });
    expect(importerClosure(ws.head, 'src/images/images.controller.ts').complete).toBe(false);
  });

  it('past a widely imported module the search is held to a smaller bound (250 files use the export that leads on: incomplete)', () => {
    const starters = Object.fromEntries(
      Array.from({ length: 250 }, (_, i) => [
        `tools/t${i}.ts`,
        `import { bootstrap } from '../src';\nexport const t${i} = () => bootstrap();\n`,
      ]),
    );
    const ws = workspaceFor({ base: { ...appRepo(320), ...starters } });
    expect(importerClosure(ws.head, 'src/images/images.controller.ts').complete).toBe(false);
  });

  it('look-alike: the app module is used by a statement that runs on import (every importer reaches it: incomplete)', () => {
    const ws = workspaceFor({ base: appRepo(320, 'formatDate', 'export const ready = true;\nregister(AppModule);\n') });
    expect(importerClosure(ws.head, 'src/images/images.controller.ts').complete).toBe(false);
  });

  it('follows a widely imported barrel only through the importers that use the names it passes on', () => {
    const ws = workspaceFor({ base: barrelRepo(320) });
    const closure = importerClosure(ws.head, 'src/db/identities.ts');
    expect(closure.complete).toBe(true);
    expect([...closure.toward.keys()].sort()).toEqual([
      'src/db/index.ts',
      'src/routes/link.test.ts',
      'src/routes/link.ts',
    ]);
    expect(importChain(closure, 'src/routes/link.test.ts', () => false)).toEqual([
      'src/routes/link.test.ts',
      'src/routes/link.ts',
      'src/db/index.ts',
      'src/db/identities.ts',
    ]);
  });

  it('stops, incomplete, when the importers using those names are too many as well', () => {
    const ws = workspaceFor({ base: barrelRepo(320, 'createIdentity') });
    expect(importerClosure(ws.head, 'src/db/identities.ts').complete).toBe(false);
  });

  it('a barrel imported by few files is followed, too, only to the importers of the names it passes on', () => {
    const ws = workspaceFor({ base: barrelRepo(3) });
    const closure = importerClosure(ws.head, 'src/db/users.ts');
    expect(closure.complete).toBe(true);
    expect([...closure.toward.keys()].sort()).toEqual([
      'src/db/index.ts',
      'src/pages/p0.ts',
      'src/pages/p1.ts',
      'src/pages/p2.ts',
    ]);
  });

  it('an import that binds nothing, a namespace import and a default import all reach the module', () => {
    const ws = workspaceFor({
      base: {
        'src/x.ts': 'export default function x() {\n  return 1;\n}\nexport const y = 2;\n',
        'src/a.ts': "import './x';\n",
        'src/b.ts': "import * as all from './x';\nexport const b = all.y;\n",
        'src/c.ts': "import x from './x';\nexport const c = x();\n",
        'src/d.ts': "export { default as X } from './x';\n",
        'src/e.ts': "import { X } from './d';\nexport const e = X();\n",
        'src/f.ts': "export * from './x';\n",
        'src/g.ts': "import { y } from './f';\nexport const g = y;\n",
      },
    });
    const closure = importerClosure(ws.head, 'src/x.ts');
    expect([...closure.toward.keys()].sort()).toEqual([
      'src/a.ts',
      'src/b.ts',
      'src/c.ts',
      'src/d.ts',
      'src/e.ts',
      'src/f.ts',
      'src/g.ts',
    ]);
  });

  it('a barrel does not pass on what it does not re-export', () => {
    const ws = workspaceFor({
      base: {
        'src/x.ts': 'export default function x() {\n  return 1;\n}\nexport const y = 2;\n',
        'src/f.ts': "export * from './x';\nexport const z = 3;\n",
        'src/g.ts': "import f from './f';\nimport { z } from './f';\nexport const g = [f, z];\n",
      },
    });
    expect([...importerClosure(ws.head, 'src/x.ts').toward.keys()]).toEqual(['src/f.ts']);
  });
});

describe('reachesAnyOf', () => {
  // a webhook route that runs its processing through a barrel, and a route beside it that does not
  const app: Record<string, string> = {
    'src/webhook/route.ts':
      "import { process } from '../events';\nexport async function POST(e: unknown) {\n  return process(e);\n}\n",
    'src/events/index.ts': "export * from './process';\n",
    'src/events/process.ts':
      "import { grant } from '../billing/grant';\nexport function process(e: unknown) {\n  return grant(e);\n}\n",
    'src/billing/grant.ts': 'export function grant(e: unknown) {\n  return e;\n}\n',
    'src/billing/types.ts': 'export interface Plan {\n  id: string;\n}\n',
    'src/other/route.ts':
      "import type { Plan } from '../billing/types';\nexport async function GET(p: Plan) {\n  return p.id;\n}\n",
    'src/lonely.ts': 'export const lonely = 1;\n',
  };
  // a module that 320 files import: its importers are too many to list
  const wide: Record<string, string> = { ...app };
  for (let i = 0; i < 320; i++)
    wide[`src/pages/p${i}.ts`] = `import { grant } from '../billing/grant';\nexport const p${i} = () => grant(${i});\n`;
  // the route beside it reaches the types through a module of its own
  const viaPlans = {
    ...app,
    'src/other/route.ts': "import { plans } from './plans';\nexport const GET = () => plans();\n",
    'src/other/plans.ts': "import type { Plan } from '../billing/types';\nexport const plans = (p?: Plan) => [p];\n",
  };
  it.each<[string, Record<string, string>, string, string[], boolean | undefined]>([
    ['a module three imports away, through a barrel', app, 'src/webhook/route.ts', ['src/billing/grant.ts'], true],
    ['the module itself', app, 'src/webhook/route.ts', ['src/webhook/route.ts'], true],
    ['one of several targets', app, 'src/webhook/route.ts', ['src/lonely.ts', 'src/events/process.ts'], true],
    ['look-alike: a module nobody imports', app, 'src/webhook/route.ts', ['src/lonely.ts'], false],
    [
      'look-alike: from a route beside it that does not reach the module',
      app,
      'src/other/route.ts',
      ['src/billing/grant.ts'],
      false,
    ],
    [
      'more than five targets (a broad change) cannot tell',
      app,
      'src/other/route.ts',
      [
        'src/billing/grant.ts',
        'src/events/process.ts',
        'src/events/index.ts',
        'src/lonely.ts',
        'src/webhook/route.ts',
        'src/billing/types.ts',
      ],
      undefined,
    ],
    [
      'a module imported by 320 files cannot tell what does not reach it',
      wide,
      'src/other/route.ts',
      ['src/billing/grant.ts'],
      undefined,
    ],
    [
      "a module it imports for a type only cannot tell (a class's methods run through it)",
      app,
      'src/other/route.ts',
      ['src/billing/types.ts'],
      undefined,
    ],
    [
      'nor can a module another module on the way imports for a type only',
      viaPlans,
      'src/other/route.ts',
      ['src/billing/types.ts'],
      undefined,
    ],
  ])('%s', (_what, files, from, targets, expected) => {
    const ws = workspaceFor({ base: files });
    expect(reachesAnyOf(ws.head, from, targets)).toBe(expected);
  });
});

describe('importsOf: CommonJS require', () => {
  it.each<[string, string, { local: string; imported: string }[]]>([
    ['the module object', "const users = require('./users');\n", [{ local: 'users', imported: '*' }]],
    [
      'members destructured, one renamed',
      "const { findUser, save: store } = require('./users');\n",
      [
        { local: 'findUser', imported: 'findUser' },
        { local: 'store', imported: 'save' },
      ],
    ],
    // look-alikes: a rest element and a call's result bind no member
    ['a rest element binds no member', "const { ...all } = require('./users');\n", []],
    ['a bare require (side effects only)', "require('./users');\n", []],
  ])('%s', (_, text, bindings) => {
    const ws = workspaceFor({ base: { 'src/users.js': 'exports.findUser = () => 1;\n', 'src/app.js': text } });
    const found = importsOf(ws.head, 'src/app.js').filter((i) => i.resolved === 'src/users.js');
    expect(found.map((i) => i.bindings)).toEqual([bindings]);
  });
});

describe('SvelteKit: `$lib` and the pages whose components import a module', () => {
  const app = {
    'svelte.config.js': 'export default { kit: {} };\n',
    'src/lib/server/members.ts': 'export const approveAll = async (ids: string[]) => ids.length;\n',
    'src/lib/ui/approve-button.svelte':
      '<script lang="ts">\n  import { bulkApprove } from "../../routes/admin/members/data.remote";\n</script>\n<button onclick={() => bulkApprove([])}>Approve</button>\n',
    'src/routes/admin/members/data.remote.ts':
      "import { command } from '$app/server';\nimport { approveAll } from '$lib/server/members';\nexport const bulkApprove = command(async (ids: string[]) => approveAll(ids));\n",
    'src/routes/admin/members/members-table.svelte':
      '<script module>\n  export const PAGE = 20;\n</script>\n<script lang="ts">\n  import ApproveButton from "$lib/ui/approve-button.svelte";\n</script>\n<ApproveButton />\n',
    'src/routes/admin/members/+page.svelte':
      '<script lang="ts">\n  import MembersTable from "./members-table.svelte";\n</script>\n<MembersTable />\n',
    'src/routes/(app)/settings/+layout.svelte':
      '<script lang="ts">\n  import ApproveButton from "$lib/ui/approve-button.svelte";\n  let { children } = $props();\n</script>\n{@render children()}\n',
    // look-alikes: a component nobody shows, and a module of another app without svelte.config
    'src/routes/admin/unused.svelte':
      '<script lang="ts">\n  import { bulkApprove } from "./members/data.remote";\n</script>\n',
    'other/src/lib/util.ts': 'export const x = 1;\n',
    'other/src/main.ts': "import { x } from '$lib/util';\nexport const y = x;\n",
  };
  const ws = workspaceFor({ base: app });

  it("resolves `$lib` to the app's src/lib, where a svelte.config says the folder is a SvelteKit app", () => {
    expect(resolveImport(ws.head, 'src/routes/admin/members/data.remote.ts', '$lib/server/members')).toBe(
      'src/lib/server/members.ts',
    );
    expect(resolveImport(ws.head, 'other/src/main.ts', '$lib/util')).toBeUndefined();
  });
  it('finds the pages a module reaches through components, a layout at its path and below', () => {
    expect(svelteKitPagesImporting(ws.head, 'src/routes/admin/members/data.remote.ts')).toEqual([
      '/admin/members',
      '/settings',
      '/settings/*',
    ]);
    expect(svelteKitPagesImporting(ws.head, 'src/lib/server/members.ts')).toEqual([
      '/admin/members',
      '/settings',
      '/settings/*',
    ]);
  });
  it('look-alike: a module only an unused component imports is on no page', () => {
    const w = workspaceFor({
      base: {
        'svelte.config.js': 'export default {};\n',
        'src/routes/x/data.remote.ts': "import { query } from '$app/server';\nexport const q = query(async () => 1);\n",
        'src/routes/x/unused.svelte': '<script>\n  import { q } from "./data.remote";\n</script>\n',
      },
    });
    expect(svelteKitPagesImporting(w.head, 'src/routes/x/data.remote.ts')).toEqual([]);
  });
});

describe('importsAnyWithin', () => {
  const ws = workspaceFor({
    base: {
      'src/route.ts': "import { a } from './a';\nimport type { T } from './types';\nexport const r = a;\n",
      'src/a.ts': "import { b } from './lib';\nexport const a = b;\n",
      'src/lib/index.ts': "export * from './b';\n",
      'src/lib/b.ts': "import { c } from '../c';\nexport const b = c;\n",
      'src/c.ts': 'export const c = 1; // MARK\n',
      'src/types.ts': 'export type T = 1; // TYPE\n',
    },
  });
  const marks = (word: string) => (f: string) => (ws.head.read(f) ?? '').includes(word);
  it.each<[string, number, string, boolean | undefined]>([
    ['the module itself at depth 0', 0, 'a = b', false],
    ['a module two imports away, through a barrel that takes no step of its own', 2, 'const b = c', true],
    ['look-alike: the same module beyond the depth', 1, 'const b = c', false],
    ['a module three imports away', 3, 'MARK', true],
    ['look-alike: three imports away at depth 2', 2, 'MARK', false],
    ['a module imported for its types only', 1, 'TYPE', true],
  ])('%s', (_name, depth, word, expected) => {
    expect(importsAnyWithin(ws.head, 'src/route.ts', depth, marks(word))).toBe(expected);
  });
});

describe('the bindings of a dynamic import', () => {
  it.each<[string, string, string[]]>([
    ['destructured from an awaited import', "const { a, b: c } = await import('./m');\n", ['a<-a', 'c<-b']],
    ['in parentheses', "const { a } = (await import('./m'));\n", ['a<-a']],
    ['the module object', "const m = await import('./m');\n", ['m<-*']],
    ['look-alike: an import whose result is not kept', "void import('./m').then((m) => m.a);\n", []],
  ])('%s', (_name, code, bindings) => {
    const ws = workspaceFor({ base: { 'src/m.ts': 'export const a = 1;\nexport const b = 2;\n', 'src/x.ts': code } });
    const imp = importsOf(ws.head, 'src/x.ts').find((i) => i.specifier === './m');
    expect(imp?.kind).toBe('dynamic');
    expect(imp?.bindings.map((b) => `${b.local}<-${b.imported}`)).toEqual(bindings);
  });
});

describe('reexportsOf', () => {
  const files: Record<string, string> = {
    'src/x.ts': 'export const x = 1;\nexport type X = 1;\n',
    'src/star.ts': "export * from './x';\n",
    'src/named.ts': "export {\n  x,\n} from './x';\n",
    'src/ns.ts': "export * as things from './x';\n",
    'src/types.ts': "export type { X } from './x';\n",
    'src/type-star.ts': "export type * from './x';\n",
    'src/commented.ts': "export /* the lot */ * from './x';\n",
    'src/mixed.ts': "import { x } from './x';\nexport { x };\nexport { x as y } from './x';\n",
    // look-alikes: exports of its own, imports, a local export list
    'src/own.ts':
      "import { x } from './x';\nexport const y = x;\nexport default function f() {}\nexport type Y = typeof x;\n",
    'src/local-list.ts': "import { x } from './x';\nconst y = x;\nexport { y };\n",
    'src/comment-only.ts': "// export * from './x' was dropped\nexport const z = 1;\n",
  };
  const ws = workspaceFor({ base: files });
  it.each<[string, string[]]>([
    ['src/star.ts', ['./x']],
    ['src/named.ts', ['./x']],
    ['src/ns.ts', ['./x']],
    ['src/types.ts', ['./x']],
    ['src/type-star.ts', ['./x']],
    ['src/commented.ts', ['./x']],
    ['src/mixed.ts', ['./x']],
    ['src/own.ts', []],
    ['src/local-list.ts', []],
    ['src/comment-only.ts', []],
  ])('%s re-exports %j', (file, specifiers) => {
    expect(reexportsOf(ws.head, file).map((i) => i.specifier)).toEqual(specifiers);
    // the same answer as its imports' re-exports
    expect(reexportsOf(ws.head, file)).toEqual(importsOf(ws.head, file).filter((i) => i.kind === 'reexport'));
  });
});

describe('imports of code the parser recovered from a syntax error', () => {
  it('an import whose module is not a string names no module, and the others are read', () => {
    const ws = workspaceFor({
      base: {
        'src/a.ts': 'export const a = 1;\n',
        'src/broken.ts': "import x from y;\nimport { a } from './a';\nexport * from z;\nexport { a };\n",
      },
    });
    expect(importsOf(ws.head, 'src/broken.ts').map((i) => `${i.kind} ${i.specifier} ${i.resolved ?? '-'}`)).toEqual([
      'import ./a src/a.ts',
    ]);
    expect(importersOf(ws.head, 'src/a.ts').map((i) => i.file)).toEqual(['src/broken.ts']);
  });
});

describe("imports of a package's build output", () => {
  const ws = workspaceFor({
    base: {
      'apps/server/package.json': '{ "name": "server", "scripts": { "build": "tsc" } }\n',
      'apps/server/src/routes/og.ts': 'export const ogRouter = {};\n',
      'apps/server/src/db.ts': 'export const db = {};\n',
      'lib/dist/helper.ts': 'export const helper = 1;\n',
      'test/stress/routes.mjs': '',
    },
  });
  it.each<[string, string | undefined]>([
    // the build output is not in the tree: the source it is built from
    ['../../apps/server/dist/routes/og.js', 'apps/server/src/routes/og.ts'],
    ['../../apps/server/build/db.js', 'apps/server/src/db.ts'],
    // look-alikes: a source folder named dist that the tree holds; output with no source beside it
    ['../../lib/dist/helper', 'lib/dist/helper.ts'],
    ['../../apps/server/dist/missing.js', undefined],
  ])('%s', (specifier, expected) => {
    expect(resolveImport(ws.head, 'test/stress/routes.mjs', specifier)).toBe(expected);
  });
});
