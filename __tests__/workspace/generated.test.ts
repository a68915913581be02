import { workspaceFor } from '../helpers/workspace';

const route = 'export async function POST() { return Response.json({ ok: true }); }\n';

describe('generated and vendored files', () => {
  it.each<[string, Record<string, string>, string, boolean]>([
    ['a vendor folder at the root', { 'vendor/lib/a.js': 'x\n' }, 'vendor/lib/a.js', true],
    [
      "a vendor folder beside a package's manifest",
      { 'packages/api/package.json': '{}\n', 'packages/api/vendor/sdk.ts': 'x\n' },
      'packages/api/vendor/sdk.ts',
      true,
    ],
    [
      'a Go module vendor folder',
      { 'svc/go.mod': 'module x\n', 'svc/vendor/m/a.ts': 'x\n' },
      'svc/vendor/m/a.ts',
      true,
    ],
    ['node_modules anywhere', { 'apps/web/node_modules/x/index.js': 'x\n' }, 'apps/web/node_modules/x/index.js', true],
    ['a lockfile', { 'apps/web/pnpm-lock.yaml': 'x\n' }, 'apps/web/pnpm-lock.yaml', true],
    ['an @generated header', { 'src/gen.ts': '// @generated\nexport const a = 1;\n' }, 'src/gen.ts', true],
    // look-alikes: a marketplace's vendor routes are its own code
    [
      "a route for a marketplace's vendors",
      { 'apps/web/package.json': '{}\n', 'apps/web/src/app/api/vendor/events/route.ts': route },
      'apps/web/src/app/api/vendor/events/route.ts',
      false,
    ],
    [
      'a vendor component',
      { 'package.json': '{}\n', 'src/components/vendor/Card.tsx': 'x\n' },
      'src/components/vendor/Card.tsx',
      false,
    ],
    ['a file named vendor', { 'src/lib/vendor.ts': 'x\n' }, 'src/lib/vendor.ts', false],
  ])('%s', (_name, files, path, generated) => {
    const ws = workspaceFor({ base: { 'README.md': 'x\n' }, head: files });
    expect(ws.isGenerated(path)).toBe(generated);
  });

  it('lets .gitattributes mark a vendored folder as the project’s own', () => {
    const ws = workspaceFor({
      base: { 'README.md': 'x\n' },
      head: { '.gitattributes': 'vendor/** -linguist-vendored\n', 'vendor/a.ts': 'x\n' },
    });
    expect(ws.isGenerated('vendor/a.ts')).toBe(false);
  });
});
