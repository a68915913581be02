import { availableParallelism } from 'node:os';

/** @type {import('jest').Config} */
export default {
  testEnvironment: 'node',
  roots: ['<rootDir>/__tests__'],
  testMatch: ['**/*.test.ts'],
  transform: { '^.+\\.ts$': 'ts-jest' },
  // as in the build (scripts/build.mjs): prisma-ast never searches the working directory for a config
  moduleNameMapper: { '^lilconfig$': '<rootDir>/src/extractors/datamodel/prisma-ast-config.ts' },
  testTimeout: 60000,
  // A temporary folder for the run (TMPDIR), removed at its end, and one real stripe-mock
  // (started when none is given and a binary is found).
  globalSetup: '<rootDir>/__tests__/setup/start.mjs',
  globalTeardown: '<rootDir>/__tests__/setup/stop.mjs',
  // not in the OS temp folder, which a test run leaves as it found it
  cacheDirectory: '<rootDir>/node_modules/.cache/jest',
  // Jest's default (one worker less than the cores) is one worker on a 2-core machine;
  // the tests wait on git and child processes often enough that two keep both cores busy.
  maxWorkers: Math.max(2, availableParallelism() - 1),
};
