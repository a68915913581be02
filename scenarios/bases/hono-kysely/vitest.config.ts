import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '~': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    include: ['tests/**/*.test.ts'],
    exclude: ['tests/smoke/**'],
    env: {
      DATABASE_URL: 'postgres://postgres:test@localhost:5432/meterly_test',
      APP_BASE_URL: 'http://localhost:3000',
      STRIPE_SECRET_KEY: 'sk_test_meterly',
      STRIPE_WEBHOOK_SECRET: 'whsec_meterly',
    },
    fileParallelism: false,
  },
});
