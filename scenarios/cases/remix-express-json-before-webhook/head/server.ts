import { createRequestHandler } from '@remix-run/express';
import type { ServerBuild } from '@remix-run/node';
import compression from 'compression';
import express from 'express';
import morgan from 'morgan';
import { stripeHooks } from './server/stripe-webhook';

const viteDevServer =
  process.env.NODE_ENV === 'production'
    ? undefined
    : await import('vite').then((vite) => vite.createServer({ server: { middlewareMode: true } }));

const app = express();
app.disable('x-powered-by');
app.use(compression());
app.use(morgan('tiny'));
// Parse JSON bodies once for every Express route (webhooks and the internal endpoints).
app.use(express.json({ limit: '1mb' }));

app.get('/healthz', (_req, res) => {
  res.json({ ok: true });
});

app.use('/hooks', stripeHooks);

app.post('/internal/reindex', async (req, res) => {
  if (req.header('x-internal-token') !== process.env.SESSION_SECRET) return res.status(404).end();
  console.log('reindex requested for', req.body.slugs ?? 'all gear');
  res.status(202).json({ queued: true });
});

if (viteDevServer) {
  app.use(viteDevServer.middlewares);
} else {
  app.use('/assets', express.static('build/client/assets', { immutable: true, maxAge: '1y' }));
  app.use(express.static('build/client', { maxAge: '1h' }));
}

const build = viteDevServer
  ? () => viteDevServer.ssrLoadModule('virtual:remix/server-build') as Promise<ServerBuild>
  : ((await import('./build/server/index.js')) as ServerBuild);

app.all('*', createRequestHandler({ build }));

const port = Number(process.env.PORT ?? 3000);
app.listen(port, () => console.log(`trailhead listening on :${port}`));
