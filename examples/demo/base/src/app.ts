import express from 'express';
import { ticketsRouter } from './routes/tickets';
import { webhookRouter } from './routes/webhook';

export function createApp() {
  const app = express();
  // Stripe signs the raw bytes: the webhook is mounted with express.raw before express.json.
  app.use('/api/webhooks/stripe', express.raw({ type: 'application/json' }), webhookRouter);
  app.use(express.json());
  app.use('/api/tickets', ticketsRouter);
  app.use((err: Error, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
    console.error(err);
    res.status(500).json({ error: 'internal_error' });
  });
  return app;
}
