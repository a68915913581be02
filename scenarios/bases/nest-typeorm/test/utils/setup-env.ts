process.env.NODE_ENV = 'test';
process.env.APP_URL = 'http://localhost:5173';
process.env.DATABASE_URL ??= 'postgres://postgres:test@localhost:5432/ledgerly_test';
process.env.JWT_SECRET = 'test-secret-test-secret-test-secret';
process.env.STRIPE_SECRET_KEY = 'sk_test_ledgerly';
process.env.STRIPE_WEBHOOK_SECRET = 'whsec_ledgerly';
