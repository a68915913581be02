/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/__tests__'],
  testMatch: ['**/*.test.ts'],
  transform: { '^.+\\.ts$': 'ts-jest' },
  // as in the build (scripts/build.mjs): prisma-ast never searches the working directory for a config
  moduleNameMapper: { '^lilconfig$': '<rootDir>/src/extractors/datamodel/prisma-ast-config.ts' },
  testTimeout: 60000,
};
