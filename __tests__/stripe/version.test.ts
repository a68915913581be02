import { defaultMaxNetworkRetries, pinnedApiVersion, stripeVersionFor } from '../../src/extractors/stripe/version';
import { workspaceFor } from '../helpers/workspace';

describe('stripe version', () => {
  it('knows the API version each release pins', () => {
    expect(pinnedApiVersion('17.7.0')).toBe('2025-02-24.acacia');
    expect(pinnedApiVersion('17.7.3')).toBe('2025-02-24.acacia');
    expect(pinnedApiVersion('17.2.1')).toBe('2024-09-30.acacia');
    expect(pinnedApiVersion('18.0.0')).toBe('2025-03-31.basil');
    expect(pinnedApiVersion('12.18.0')).toBe('2022-11-15');
    expect(pinnedApiVersion('23.1.0')).toBe('2026-10-28.endive');
    expect(pinnedApiVersion('not-a-version')).toBeUndefined();
  });

  it('knows the default retries of each major', () => {
    expect([12, 13, 16, 17, 23].map(defaultMaxNetworkRetries)).toEqual([0, 1, 1, 2, 2]);
  });

  it('resolves the lockfile of the package.json owning the file, then the range', () => {
    const ws = workspaceFor({
      base: {
        'package.json': JSON.stringify({ name: 'root', private: true, workspaces: ['apps/*'] }),
        'package-lock.json': JSON.stringify({
          lockfileVersion: 3,
          packages: {
            'node_modules/stripe': { version: '18.2.1' },
            'apps/legacy/node_modules/stripe': { version: '12.18.0' },
          },
        }),
        'apps/web/package.json': JSON.stringify({ name: 'web', dependencies: { stripe: '^18.0.0' } }),
        'apps/web/lib/stripe.ts': 'export {};\n',
        'apps/legacy/package.json': JSON.stringify({ name: 'legacy', dependencies: { stripe: '^12.0.0' } }),
        'apps/legacy/src/stripe.ts': 'export {};\n',
        'apps/api/package.json': JSON.stringify({ name: 'api', dependencies: { stripe: '~16.5.0' } }),
        'apps/api/src/stripe.ts': 'export {};\n',
      },
    });
    const web = stripeVersionFor(ws.head, 'apps/web/lib/stripe.ts');
    expect(web).toMatchObject({ version: '18.2.1', apiVersion: '2025-05-28.basil', sourceFile: 'package-lock.json' });
    const legacy = stripeVersionFor(ws.head, 'apps/legacy/src/stripe.ts');
    expect(legacy).toMatchObject({ version: '12.18.0', defaultMaxNetworkRetries: 0 });
  });
});
