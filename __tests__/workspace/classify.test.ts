import { codeRole, isBrowserByFolderOnly, isDependencyOrOutput, isVendoredOrBuilt } from '../../src/workspace/classify';

describe('codeRole', () => {
  it.each([
    ['src/components/Checkout.tsx', undefined, 'browser'],
    ['apps/web/src/features/billing/mutations.ts', undefined, 'browser'],
    ['apps/web/src/app/api/stripe/webhook/route.ts', undefined, 'server'],
    ['apps/web/src/server/db.ts', undefined, 'server'],
    ['src/lib/stripe.ts', undefined, 'server'],
    ['src/lib/actions.ts', '"use server";\nexport async function save() {}\n', 'server'],
    ['src/lib/widget.ts', "'use client';\nexport const x = 1;\n", 'browser'],
    ['src/routes/orders.test.ts', undefined, 'test'],
    ['scripts/backfill.ts', undefined, 'script'],
    ['pages/checkout.tsx', undefined, 'browser'],
    ['pages/api/checkout.ts', undefined, 'server'],
    ['src/hooks/use-cart.ts', undefined, 'browser'],
    // named like a browser folder, not in one
    ['apps/web/lib/stripe/client.ts', undefined, 'server'],
    ['src/lib/public-api.ts', undefined, 'server'],
    ['src/server/static.ts', undefined, 'server'],
    ['src/hooks.ts', undefined, 'server'],
  ])('%s is %s code', (path, text, role) => {
    expect(codeRole(path, text)).toBe(role);
  });
});

describe('isBrowserByFolderOnly', () => {
  it.each([
    // a web app's source folder alone: what imports the module decides
    ['apps/web/src/features/billing/mutations.ts', undefined, true],
    ['web/src/lib/format.ts', 'export const f = 1;\n', true],
    // browser by more than the folder
    ['apps/web/src/features/billing/components/Plan.tsx', undefined, false],
    ['apps/web/src/hooks/use-plan.ts', undefined, false],
    ['web/src/lib/widget.ts', "'use client';\nexport const x = 1;\n", false],
    // not browser at all
    ['apps/web/src/app/api/orders/route.ts', undefined, false],
    ['src/lib/stripe.ts', undefined, false],
  ])('%s: %s', (path, text, expected) => {
    expect(isBrowserByFolderOnly(path, text)).toBe(expected);
  });
});

describe('dependencies, build output and generated code', () => {
  const tree = new Set(['package.json', 'apps/web/package.json', 'services/api/go.mod']);
  const view = { exists: (p: string) => tree.has(p) };
  it.each<[string, boolean, boolean]>([
    // path, dependency or output, vendored or built
    ['node_modules/stripe/index.js', true, true],
    ['apps/web/node_modules/x/a.js', true, true],
    ['apps/web/.next/server/app/page.js', true, true],
    ['dist/index.js', true, true],
    ['apps/web/dist/index.js', true, true],
    ['apps/web/build/server.js', true, true],
    ['services/api/vendor/lib/a.ts', true, true],
    ['src/generated/prisma/index.ts', false, true],
    // named like one, inside a source tree: the product's own code
    ['apps/web/src/app/api/vendor/events/route.ts', false, false],
    ['apps/web/src/app/vendor/dashboard/page.tsx', false, false],
    ['src/routes/build/index.ts', false, false],
    ['apps/web/src/lib/dist/haversine.ts', false, false],
  ])('%s', (path, output, built) => {
    expect(isDependencyOrOutput(view, path)).toBe(output);
    expect(isVendoredOrBuilt(view, path)).toBe(built);
  });
});
