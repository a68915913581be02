process.env.DATABASE_URL = 'postgresql://tickets:tickets@localhost:5432/tickets_test';
process.env.STRIPE_SECRET_KEY = 'stripe-key-for-tests';
process.env.STRIPE_WEBHOOK_SECRET = 'webhook-secret-for-tests';
