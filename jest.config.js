/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/__tests__'],
  testMatch: ['**/*.test.ts'],
  transform: { '^.+\\.ts$': 'ts-jest' },
  // as in the build (scripts/build.mjs): prisma-ast never searches the working directory for a config
  moduleNameMapper: { '^lilconfig$': '<rootDir>/src/extractors/datamodel/prisma-ast-config.ts' },
  testTimeout: 60000,
  // One real stripe-mock for the run (started when none is given and a binary is found).
  globalSetup: '<rootDir>/__tests__/setup/stripe-mock-start.mjs',
  globalTeardown: '<rootDir>/__tests__/setup/stripe-mock-stop.mjs',
};
