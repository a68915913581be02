import { lockedStripeVersion, stripeVersionsIn, type LockfileKind } from '../../src/extractors/stripe/lockfile';
import { LOCK_KINDS, lockfile } from '../helpers/stripe-project';

const KIND: Record<(typeof LOCK_KINDS)[number], LockfileKind> = {
  npm: 'npm',
  pnpm: 'pnpm',
  'yarn-classic': 'yarn',
  'yarn-berry': 'yarn',
  bun: 'bun',
};

describe.each(LOCK_KINDS.map((k) => [k]))('a %s lockfile', (kind) => {
  it('resolves the version of stripe, and lists it as a stripe version', () => {
    const text = lockfile(kind, '17.7.0', '^17.2.0');
    expect(lockedStripeVersion(KIND[kind], text, { member: '', range: '^17.2.0', name: 'shop' })).toBe('17.7.0');
    expect(stripeVersionsIn(KIND[kind], text)).toEqual(['17.7.0']);
  });

  it('says nothing of a lockfile without stripe', () => {
    const text = lockfile(kind, '17.7.0', '^17.2.0').replace(/stripe/g, 'strapi');
    expect(lockedStripeVersion(KIND[kind], text, { member: '', range: '^17.2.0' })).toBeUndefined();
    expect(stripeVersionsIn(KIND[kind], text)).toEqual([]);
  });
});

/** Lockfiles as their managers wrote them in other versions and layouts. */
const cases: [string, LockfileKind, string, { member: string; range: string; name?: string }, string | undefined][] = [
  [
    'npm lockfile v1 (npm 6): the top-level dependency, not a nested one',
    'npm',
    JSON.stringify(
      {
        lockfileVersion: 1,
        dependencies: {
          'stripe-extra': { version: '1.0.0', dependencies: { stripe: { version: '7.0.0' } } },
          stripe: { version: '8.222.0', requires: { qs: '^6.6.0' } },
        },
      },
      null,
      2,
    ),
    { member: '', range: '^8.0.0' },
    '8.222.0',
  ],
  [
    'npm workspace: the member installs its own stripe',
    'npm',
    JSON.stringify(
      {
        lockfileVersion: 3,
        packages: {
          'node_modules/stripe': { version: '17.7.0' },
          'apps/api/node_modules/stripe': { version: '12.18.0', dependencies: { qs: '^6' } },
        },
      },
      null,
      2,
    ),
    { member: 'apps/api', range: '^12.0.0' },
    '12.18.0',
  ],
  [
    'npm workspace: the member uses the hoisted stripe',
    'npm',
    JSON.stringify({ lockfileVersion: 3, packages: { 'node_modules/stripe': { version: '17.7.0' } } }, null, 2),
    { member: 'apps/api', range: '^17.0.0' },
    '17.7.0',
  ],
  [
    'pnpm v5: the version inline, with a peer suffix',
    'pnpm',
    [
      'lockfileVersion: 5.4',
      '',
      'specifiers:',
      '  stripe: ^8.0.0',
      '',
      'dependencies:',
      '  stripe: 8.222.0_@types+node@18.0.0',
      '',
      'packages:',
      '',
      '  /stripe/8.222.0:',
      '    resolution: {integrity: sha512-x}',
      '',
    ].join('\n'),
    { member: '', range: '^8.0.0' },
    '8.222.0',
  ],
  [
    'pnpm v6 without importers, stripe a devDependency',
    'pnpm',
    [
      "lockfileVersion: '6.0'",
      '',
      'dependencies:',
      '  express:',
      '    specifier: ^4.21.2',
      '    version: 4.21.2',
      '',
      'devDependencies:',
      '  stripe:',
      '    specifier: ^11.0.0',
      '    version: 11.18.0',
      '',
      'packages:',
      '',
      '  /stripe@11.18.0:',
      '    resolution: {integrity: sha512-x}',
      '',
    ].join('\n'),
    { member: '', range: '^11.0.0' },
    '11.18.0',
  ],
  [
    'pnpm v9 workspace: the importer of the member, not of another one',
    'pnpm',
    [
      "lockfileVersion: '9.0'",
      '',
      'importers:',
      '',
      '  .:',
      '    devDependencies:',
      '      typescript:',
      '        specifier: ^5.9.3',
      '        version: 5.9.3',
      '',
      '  apps/admin:',
      '    dependencies:',
      '      stripe:',
      '        specifier: ^17.0.0',
      '        version: 17.7.0',
      '',
      "  'apps/web':",
      '    dependencies:',
      '      stripe:',
      '        specifier: ^23.0.0',
      '        version: 23.0.1(@types/node@20.1.0)',
      '',
      'packages:',
      '',
    ].join('\n'),
    { member: 'apps/web', range: '^23.0.0' },
    '23.0.1',
  ],
  [
    'pnpm v9 workspace: a member without stripe resolves none',
    'pnpm',
    [
      "lockfileVersion: '9.0'",
      'importers:',
      '  apps/admin:',
      '    dependencies:',
      '      stripe:',
      '        version: 17.7.0',
      '',
    ].join('\n'),
    { member: 'apps/web', range: '^17.0.0' },
    undefined,
  ],
  [
    'yarn classic: the block whose header names the range',
    'yarn',
    [
      '# yarn lockfile v1',
      '',
      'stripe@^12.0.0:',
      '  version "12.18.0"',
      '',
      '"stripe@^17.0.0", stripe@^17.2.0:',
      '  version "17.7.0"',
      '',
    ].join('\n'),
    { member: 'apps/api', range: '^17.2.0' },
    '17.7.0',
  ],
  [
    'yarn berry: an alias of stripe under another name is not stripe',
    'yarn',
    [
      '__metadata:',
      '  version: 8',
      '',
      '"stripe-legacy@npm:stripe@^8.0.0":',
      '  version: 8.222.0',
      '',
      '"stripe@npm:^17.0.0":',
      '  version: 17.7.0',
      '',
    ].join('\n'),
    { member: '', range: '^17.0.0' },
    '17.7.0',
  ],
  [
    'bun workspace: the member that resolves another version has its own key',
    'bun',
    [
      '{',
      '  "lockfileVersion": 1,',
      '  "workspaces": { "apps/api": { "name": "api", "dependencies": { "stripe": "^12.0.0" } } },',
      '  "packages": {',
      '    "stripe": ["stripe@17.7.0", "", {}, "sha512-x"],',
      '    "api/stripe": ["stripe@12.18.0", "", {}, "sha512-x"],',
      '  }',
      '}',
    ].join('\n'),
    { member: 'apps/api', range: '^12.0.0', name: 'api' },
    '12.18.0',
  ],
];

it.each(cases)('%s', (_name, kind, text, query, expected) => {
  expect(lockedStripeVersion(kind, text, query)).toBe(expected);
});
