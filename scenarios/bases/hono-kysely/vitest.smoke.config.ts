import { defineConfig } from 'vitest/config';

// Black-box checks over HTTP against a server started by the global setup.
export default defineConfig({
  test: {
    include: ['tests/smoke/**/*.smoke.test.ts'],
    globalSetup: ['tests/smoke/global-setup.ts'],
    testTimeout: 15_000,
  },
});
