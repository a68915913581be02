import { projectStripeVersion } from '../../src/extractors/stripe/project-version';
import { stripeVersionFor } from '../../src/extractors/stripe/version';
import { workspaceFor } from '../helpers/workspace';

const pkg = (range?: string) =>
  JSON.stringify({ name: 'app', version: '1.0.0', dependencies: range ? { stripe: range } : {} }) + '\n';

function versionOf(files: Record<string, string>, file = 'src/pay.ts') {
  const ws = workspaceFor({ base: { ...files, [file]: 'export const x = 1;\n' } });
  return projectStripeVersion(ws.head, file);
}

describe('the project stripe version', () => {
  it('is what package-lock.json resolves', () => {
    const v = versionOf({
      'package.json': pkg('^17.0.0'),
      'package-lock.json': JSON.stringify({
        lockfileVersion: 3,
        packages: { 'node_modules/stripe': { version: '17.5.0' } },
      }),
    });
    expect(v).toMatchObject({ major: 17, version: '17.5.0', source: 'lockfile', file: 'package-lock.json' });
    expect(v.describe).toBe('stripe 17.5.0 (resolved by package-lock.json)');
  });

  it('is what pnpm-lock.yaml resolves for the workspace member that owns the file', () => {
    const v = versionOf(
      {
        'package.json': pkg(),
        'apps/api/package.json': pkg('^23.0.0'),
        'pnpm-lock.yaml': [
          "lockfileVersion: '9.0'",
          'importers:',
          '  apps/api:',
          '    dependencies:',
          '      stripe:',
          '        specifier: ^23.0.0',
          '        version: 23.0.1(@types/node@20.1.0)',
          '',
        ].join('\n'),
      },
      'apps/api/src/pay.ts',
    );
    expect(v).toMatchObject({ major: 23, version: '23.0.1', source: 'lockfile', file: 'pnpm-lock.yaml' });
  });

  it('says which package of a workspace it read the lockfile for', () => {
    const v = versionOf(
      {
        'package.json': JSON.stringify({ name: 'monorepo', workspaces: ['apps/*'] }),
        'apps/api/package.json': JSON.stringify({ name: 'api', dependencies: { stripe: '^12.0.0' } }),
        'apps/web/package.json': JSON.stringify({ name: 'web', dependencies: { stripe: '^17.0.0' } }),
        'bun.lock': [
          '{',
          '  "lockfileVersion": 1,',
          '  "packages": {',
          '    "stripe": ["stripe@17.7.0", "", {}, "sha512-x"],',
          '    "api/stripe": ["stripe@12.18.0", "", {}, "sha512-x"],',
          '  }',
          '}',
        ].join('\n'),
      },
      'apps/api/src/pay.ts',
    );
    expect(v).toMatchObject({ major: 12, version: '12.18.0', source: 'lockfile', file: 'bun.lock' });
    expect(v.manifest).toBe('apps/api/package.json');
    expect(v.describe).toBe('stripe 12.18.0 (resolved by bun.lock for apps/api/package.json)');
  });

  it.each([
    [
      'classic',
      'stripe@^17.2.0:\n  version "17.2.1"\n  resolved "https://registry.yarnpkg.com/stripe/-/stripe-17.2.1.tgz"\n',
    ],
    ['berry', '"stripe@npm:^17.2.0":\n  version: 17.2.1\n  resolution: "stripe@npm:17.2.1"\n'],
  ])('is what yarn.lock (%s) resolves', (_kind, lock) => {
    const v = versionOf({ 'package.json': pkg('^17.2.0'), 'yarn.lock': `# yarn lockfile v1\n\n${lock}` });
    expect(v).toMatchObject({ major: 17, version: '17.2.1', source: 'lockfile' });
  });

  it('is the highest version the range allows that the gate has a table for, without a lockfile', () => {
    expect(versionOf({ 'package.json': pkg('^17.7.0') })).toMatchObject({
      major: 17,
      version: '17.7.0',
      source: 'package.json',
    });
    expect(versionOf({ 'package.json': pkg('>=17') })).toMatchObject({ major: 23, source: 'package.json' });
    expect(versionOf({ 'package.json': pkg('^14.1.0') })).toMatchObject({ major: 14, version: '14.25.0' });
    // A range between the releases the gate knows: its major, without a version it cannot know.
    const between = versionOf({ 'package.json': pkg('~17.2.0') });
    expect(between).toMatchObject({ major: 17, source: 'package.json' });
    expect(between.version).toBeUndefined();
    // A major the gate has no table for is kept as is: the check is skipped, not misjudged.
    expect(versionOf({ 'package.json': pkg('^7.0.0') })).toMatchObject({ major: 7, source: 'package.json' });
  });

  it("is the gate's own when nothing says otherwise", () => {
    expect(versionOf({ 'package.json': pkg() })).toMatchObject({ major: 23, source: 'gate' });
    expect(versionOf({ 'package.json': pkg('latest') })).toMatchObject({ major: 23, source: 'gate' });
  });

  it('is what stripe/api-version and stripe/client-resilience build on', () => {
    const ws = workspaceFor({ base: { 'package.json': pkg('^17.7.0'), 'src/pay.ts': 'export const x = 1;\n' } });
    expect(stripeVersionFor(ws.head, 'src/pay.ts')).toMatchObject({
      major: 17,
      version: '17.7.0',
      sourceFile: 'package.json',
    });
  });
});
