import { bunTestCommands, runnerSetups, setupsOf } from '../../src/extractors/tests/setup-files';
import { workspaceFor } from '../helpers/workspace';

describe('bunTestCommands: preloads and the test paths a script names', () => {
  it.each([
    [
      'bun test --exit --timeout 30000 --preload ./src/setup.ts src/trpc/ src/routers/ && bun test src/mcp.test.ts',
      [{ preloads: ['./src/setup.ts'], only: ['src/trpc/', 'src/routers/'] }],
    ],
    ['bun test --preload=./setup.ts', [{ preloads: ['./setup.ts'], only: [] }]],
    ['bun test src/', []],
    ['vitest run --coverage', []],
  ])('%s', (script, expected) => {
    expect(bunTestCommands(script)).toEqual(expected);
  });
});

describe('runnerSetups: the modules a runner loads before each test', () => {
  const ws = workspaceFor({
    base: {
      'package.json': '{ "name": "root" }\n',
      'apps/api/bunfig.toml': '[test]\npreload = ["./test/preload.ts"]\n',
      'apps/api/package.json': '{ "name": "api" }\n',
      'apps/api/test/preload.ts': 'export {};\n',
      'apps/web/package.json': JSON.stringify({
        name: 'web',
        jest: { setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'] },
      }),
      'apps/web/jest.setup.ts': 'export {};\n',
      'packages/ui/package.json': '{ "name": "ui" }\n',
      'packages/ui/vitest.config.ts':
        "import { defineConfig } from 'vitest/config';\nexport default defineConfig({ test: { setupFiles: ['./src/setup'] } });\n",
      'packages/ui/src/setup.ts': 'export {};\n',
      'packages/lib/package.json': JSON.stringify({ name: 'lib', jest: { setupFiles: ['jest-extended/all'] } }),
    },
  });

  it('finds Bun preloads, Jest setup files and Vitest setup files, relative to their package', () => {
    expect(runnerSetups(ws.head).map((s) => [s.file, s.dir])).toEqual(
      expect.arrayContaining([
        ['apps/api/test/preload.ts', 'apps/api'],
        ['apps/web/jest.setup.ts', 'apps/web'],
        ['packages/ui/src/setup.ts', 'packages/ui'],
      ]),
    );
    // a package's module (`jest-extended/all`) is not a file of the tree
    expect(runnerSetups(ws.head)).toHaveLength(3);
  });

  it("applies a package's setup to its own tests only", () => {
    expect(setupsOf(ws.head, 'apps/api/src/a.test.ts')).toEqual(['apps/api/test/preload.ts']);
    expect(setupsOf(ws.head, 'apps/web/src/a.test.ts')).toEqual(['apps/web/jest.setup.ts']);
    expect(setupsOf(ws.head, 'packages/lib/a.test.ts')).toEqual([]);
  });
});
