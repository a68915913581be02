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

app.get('/healthz', (_req, res) => {
  res.json({ ok: true });
});

// Stripe verifies the raw bytes: this router gets them before anything parses the body.
app.use('/hooks', express.raw({ type: 'application/json' }), stripeHooks);

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
