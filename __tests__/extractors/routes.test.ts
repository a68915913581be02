import { normalizeRoutePath, pathsMatch, routesOfFile, staticPrefix } from '../../src/extractors/routes';
import { workspaceFor } from '../helpers/workspace';

const files = {
  'src/app.ts': `import express from 'express';
import { checkoutRouter } from './routes/checkout';
import orders from './routes/orders';
const app = express();
app.use('/api/checkout', requireUser, checkoutRouter);
app.use('/api', orders);
`,
  'src/routes/checkout.ts': `import { Router } from 'express';
import { z } from 'zod';
const body = z.object({ productId: z.string(), quantity: z.number() });
export const checkoutRouter = Router();
checkoutRouter.post('/', async (req, res) => {
  const parsed = body.safeParse(req.body);
  if (!parsed.success) return res.status(400).json({ error: 'invalid' });
  const result = { orderId: '1', clientSecret: 's' };
  res.status(201).json(result);
});
`,
  'src/routes/orders.ts': `import { Router } from 'express';
const router = Router();
router.get('/orders/:id', async (req, res) => {
  const { include } = req.body;
  res.json(present(await load(req.params.id)));
});
function present(order) {
  return { id: order.id, total: order.total, ...extra };
}
export default router;
`,
  'app/api/orders/[id]/route.ts': `import { NextResponse } from 'next/server';
export async function PATCH(req: Request) {
  const body = await req.json();
  const note = body.note;
  return new Response(JSON.stringify({ id: 1, note }), { status: 200 });
}
`,
  'src/fastify.ts': `import Fastify from 'fastify';
const app = Fastify();
app.post('/invoices', async (request, reply) => {
  const { amount } = request.body;
  return { id: 'in_1', amount };
});
`,
  'src/nest.controller.ts': `@Controller('plans')
export class PlansController {
  @Get(':id') get() { return { id: 1, name: 'Pro' }; }
}
`,
};

describe('routesOfFile', () => {
  const ws = workspaceFor({ base: files });
  const view = ws.head;

  it('resolves Express mount prefixes through imports (named export)', () => {
    const [route] = routesOfFile(view, 'src/routes/checkout.ts');
    expect(route.method).toBe('POST');
    expect(route.path).toBe('/api/checkout');
    expect(route.body.map((f) => f.name)).toEqual(['productId', 'quantity']);
    const keys = route.responses.flatMap((r) => r.keys.map((k) => k.name));
    expect(keys).toEqual(['error', 'orderId', 'clientSecret']);
    expect(route.responses.map((r) => r.status)).toEqual([400, 201]);
  });

  it('resolves a default-exported router and follows a same-file helper (spread of unknown is open)', () => {
    const [route] = routesOfFile(view, 'src/routes/orders.ts');
    expect(route.path).toBe('/api/orders/:id');
    expect(route.responses[0].keys.map((k) => k.name)).toEqual(['id', 'total']);
    expect(route.responses[0].open).toBe(true);
    expect(route.body.map((f) => f.name)).toEqual(['include']);
  });

  it('reads Next.js app routes: new Response(JSON.stringify(..)) and await req.json()', () => {
    const [route] = routesOfFile(view, 'app/api/orders/[id]/route.ts');
    expect(route.path).toBe('/api/orders/:id');
    expect(route.responses[0].keys.map((k) => k.name)).toEqual(['id', 'note']);
    expect(route.body.map((f) => f.name)).toEqual(['note']);
  });

  it('reads Fastify returned objects and Nest controller return values', () => {
    const [f] = routesOfFile(view, 'src/fastify.ts');
    expect(f.path).toBe('/invoices');
    expect(f.responses[0].keys.map((k) => k.name)).toEqual(['id', 'amount']);
    expect(f.body.map((b) => b.name)).toEqual(['amount']);
    const [n] = routesOfFile(view, 'src/nest.controller.ts');
    expect(n.path).toBe('/plans/:id');
    expect(n.responses[0].keys.map((k) => k.name)).toEqual(['id', 'name']);
  });
});

describe('paths', () => {
  it('normalises parameters, origins, queries and template heads', () => {
    expect(normalizeRoutePath('https://api.example.com/api/orders/:param?x=1')).toBe('/api/orders/:');
    expect(normalizeRoutePath(':param/api/orders/')).toBe('/api/orders');
    expect(pathsMatch('/api/orders/:id', '/api/orders/:param')).toBe(true);
    expect(pathsMatch('/api/orders/:id', '/api/orders/o_1')).toBe(true);
    expect(pathsMatch('/api/orders', '/api/orders/:id')).toBe(false);
    expect(pathsMatch('/api/orders/:id', '/api/users/:id')).toBe(false);
    expect(staticPrefix('/api/orders/:id/refund')).toBe('/api/orders');
  });
});
