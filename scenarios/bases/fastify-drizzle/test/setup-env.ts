process.env.NODE_ENV = 'test';
process.env.DATABASE_URL ??= 'postgres://postgres:test@localhost:5432/postgres';
process.env.APP_URL = 'http://localhost:5173';
process.env.STRIPE_SECRET_KEY = 'sk_test_brightline';
process.env.STRIPE_WEBHOOK_SECRET = 'whsec_brightline';
