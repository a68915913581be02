import tsconfigPaths from 'vite-tsconfig-paths';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    env: {
      SKIP_ENV_VALIDATION: '1',
      STRIPE_SECRET_KEY: 'sk_test_inkwell',
      STRIPE_WEBHOOK_SECRET: 'whsec_inkwell',
    },
  },
});
