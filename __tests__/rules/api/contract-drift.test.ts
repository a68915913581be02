import { ruleTester } from '../../helpers/rule-tester';

const app = `import express from 'express';
import { checkoutRouter } from './routes/checkout';
export function createApp() {
  const app = express();
  app.use(express.json());
  app.use('/api/checkout', requireUser, checkoutRouter);
  return app;
}
`;

const route = (response: string, body = 'productId, quantity') => `import { Router } from 'express';
export const checkoutRouter = Router();
checkoutRouter.post('/', async (req, res) => {
  const { ${body} } = req.body;
  const order = await createOrder(${body});
  res.status(201).json(${response});
});
`;

const page = `export async function startCheckout(productId: string, quantity: number) {
  const res = await fetch('/api/checkout', {
    method: 'POST',
    body: JSON.stringify({ productId, quantity }),
  });
  const data = await res.json();
  const id = data.orderId;
  const secret = data.clientSecret;
  return { id, secret };
}
`;

/** The Express app without its client: for clients written another way. */
/** `page` reading the error's body where the answer failed, then the answer's fields. */
const pageReadingErrors = (
  failed: string,
) => `export async function startCheckout(productId: string, quantity: number) {
  const res = await fetch('/api/checkout', {
    method: 'POST',
    body: JSON.stringify({ productId, quantity }),
  });
  if (${failed}) {
    const err = await res.json().catch(() => ({}));
    throw new Error(err.message ?? 'checkout failed');
  }
  const data = await res.json();
  return { id: data.orderId, secret: data.clientSecret };
}
`;

const expressServer = {
  'package.json': '{ "name": "shop" }\n',
  'src/app.ts': app,
  'src/routes/checkout.ts': route('{ orderId: order.id, clientSecret: order.secret }'),
};
const express = { ...expressServer, 'web/src/checkout.ts': page };

const nextRoute = (body: string) => `import { NextResponse } from 'next/server';
export async function GET(req: Request, { params }: { params: { id: string } }) {
  const order = await loadOrder(params.id);
  return NextResponse.json(${body});
}
`;

const wrapper = `export interface Order { id: string; status: string }
export async function getOrder(id: string): Promise<Order> {
  const res = await fetch(\`/api/orders/\${id}\`);
  return res.json();
}
`;

const orderPage = `import { getOrder } from '@/lib/api';
export default async function OrderPage({ params }: { params: { id: string } }) {
  const order = await getOrder(params.id);
  return <p>{order.status}</p>;
}
`;

const next = {
  'package.json': '{ "name": "next-shop" }\n',
  'tsconfig.json': '{ "compilerOptions": { "paths": { "@/*": ["./*"] } } }\n',
  'app/api/orders/[id]/route.ts': nextRoute('{ id: order.id, status: order.status }'),
  'lib/api.ts': wrapper,
  'app/orders/[id]/page.tsx': orderPage,
};

const hono = {
  'package.json': '{ "name": "hono-shop" }\n',
  'src/server.ts': `import { Hono } from 'hono';
import { billing } from './billing';
const app = new Hono().basePath('/api');
app.route('/billing', billing);
export default app;
`,
  'src/billing.ts': `import { Hono } from 'hono';
export const billing = new Hono();
billing.get('/portal', async (c) => {
  const session = await createPortal();
  return c.json({ url: session.url });
});
`,
  'web/portal.ts': `import ky from 'ky';
export async function openPortal() {
  const { url } = await ky.get('/api/billing/portal').json<{ url: string }>();
  window.location.href = url;
}
`,
};

// Fastify: a plugin registered under a prefix, a typed client object whose methods call a
// generic request() wrapper, and a page that keeps the answer in React state.
const fastify = {
  'package.json': '{ "name": "tickets" }\n',
  'src/app.ts': `import Fastify from 'fastify';
import { orderRoutes } from './routes/orders';
import { eventRoutes } from './routes/events';
export async function buildApp() {
  const app = Fastify();
  await app.register(orderRoutes, { prefix: ORDERS });
  await app.register(eventRoutes, { prefix: '/api/events' });
  return app;
}
const ORDERS = '/api/orders';
`,
  'src/routes/orders.ts': `import type { FastifyPluginAsync } from 'fastify';
export const orderRoutes: FastifyPluginAsync = async (app) => {
  app.get('/:id', async (request) => {
    const order = await loadOrder(request.params);
    return { id: order.id, status: order.status, totalCents: order.totalCents };
  });
};
`,
  'src/routes/events.ts': `import type { FastifyPluginAsync } from 'fastify';
export const eventRoutes: FastifyPluginAsync = async (app) => {
  app.get('/:slug', async (request) => {
    const event = await loadEvent(request.params);
    return { slug: event.slug, status: event.status };
  });
};
`,
  'web/src/api/client.ts': `async function request<T>(path: string, init?: RequestInit): Promise<T> {
  const res = await fetch(path, { ...init, headers: { 'content-type': 'application/json' } });
  if (!res.ok) throw new Error(await res.text());
  return (await res.json()) as T;
}
export const api = {
  orders: { get: (id: string) => request<Order>(\`/api/orders/\${id}\`) },
  events: { get: (slug: string) => request<EventDetail>(\`/api/events/\${encodeURIComponent(slug)}\`) },
};
`,
  'web/src/pages/OrderPage.tsx': `import { useEffect, useState } from 'react';
import { api } from '../api/client';
export function OrderPage({ id }: { id: string }) {
  const [order, setOrder] = useState<Order | null>(null);
  useEffect(() => {
    api.orders.get(id).then((result) => setOrder(result));
  }, [id]);
  if (!order) return null;
  return <p>{order.status}: {order.totalCents}</p>;
}
`,
  'web/src/pages/EventPage.tsx': `import useSWR from 'swr';
import { api } from '../api/client';
export function EventPage({ slug }: { slug: string }) {
  const { data: event } = useSWR(['event', slug], () => api.events.get(slug));
  return <h1>{event?.status}</h1>;
}
`,
};

// NestJS: the global prefix set at bootstrap, the answer built by an injected service, and
// an axios instance with a base URL used in a TanStack Query function.
const nest = {
  'package.json': '{ "name": "ledger" }\n',
  'src/main.ts': `import { NestFactory } from '@nestjs/core';
import { AppModule } from './app.module';
async function bootstrap() {
  const app = await NestFactory.create(AppModule);
  app.setGlobalPrefix('api');
  await app.listen(3000);
}
void bootstrap();
`,
  'src/billing/billing.controller.ts': `import { Controller, Get } from '@nestjs/common';
import { BillingService } from './billing.service';
@Controller('billing')
export class BillingController {
  constructor(private readonly billing: BillingService) {}
  @Get('subscription')
  getSubscription() {
    return this.billing.getSubscription();
  }
}
`,
  'src/billing/billing.service.ts': `import { Injectable } from '@nestjs/common';
@Injectable()
export class BillingService {
  async getSubscription() {
    const sub = await this.load();
    return { plan: sub.plan, currentPeriodEnd: sub.end };
  }
}
`,
  'web/src/api/http.ts': `import axios from 'axios';
export const http = axios.create({ baseURL: '/api' });
`,
  'web/src/billing/SubscriptionCard.tsx': `import { useQuery } from '@tanstack/react-query';
import { http } from '../api/http';
async function fetchSubscription() {
  const { data } = await http.get('/billing/subscription');
  return data;
}
export function SubscriptionCard() {
  const { data } = useQuery({ queryKey: ['subscription'], queryFn: fetchSubscription });
  if (!data) return null;
  return <p>{data.plan} until {data.currentPeriodEnd}</p>;
}
`,
};

// tRPC: a procedure of a sub-router mounted in the root router, called through the React client.
const trpc = {
  'package.json': '{ "name": "prints" }\n',
  'tsconfig.json': '{ "compilerOptions": { "paths": { "~/*": ["./src/*"] } } }\n',
  'src/server/api/root.ts': `import { ordersRouter } from './routers/orders';
import { eventsRouter } from './routers/events';
import { createTRPCRouter } from './trpc';
export const appRouter = createTRPCRouter({ orders: ordersRouter, events: eventsRouter });
export type AppRouter = typeof appRouter;
`,
  'src/server/api/routers/orders.ts': `import { z } from 'zod';
import { createTRPCRouter, publicProcedure } from '../trpc';
export const ordersRouter = createTRPCRouter({
  byId: publicProcedure.input(z.object({ id: z.string() })).query(async ({ ctx, input }) => {
    const order = await ctx.db.order.findFirst({ where: { id: input.id } });
    return { id: order.id, totalCents: order.totalCents };
  }),
  create: publicProcedure.input(z.object({ paperSize: z.string(), quantity: z.number() })).mutation(async ({ input }) => {
    return { id: await make(input) };
  }),
});
`,
  'src/server/api/routers/events.ts': `import { z } from 'zod';
import { createTRPCRouter, publicProcedure } from '../trpc';
export const eventsRouter = createTRPCRouter({
  byId: publicProcedure.input(z.object({ id: z.string() })).query(async ({ input }) => {
    return { id: input.id, totalCents: 0 };
  }),
});
`,
  'src/trpc/react.tsx': `import { createTRPCReact } from '@trpc/react-query';
import type { AppRouter } from '~/server/api/root';
export const api = createTRPCReact<AppRouter>();
`,
  'src/app/order-summary.tsx': `'use client';
import { api } from '~/trpc/react';
export function OrderSummary({ orderId }: { orderId: string }) {
  const { data: order } = api.orders.byId.useQuery({ id: orderId });
  const create = api.orders.create.useMutation();
  if (!order) return null;
  return <button onClick={() => create.mutate({ paperSize: 'A4', quantity: 2 })}>{order.totalCents}</button>;
}
`,
};

// A server action and the form that calls it.
const action = {
  'package.json': '{ "name": "credits" }\n',
  'tsconfig.json': '{ "compilerOptions": { "paths": { "~/*": ["./src/*"] } } }\n',
  'src/app/actions/credits.ts': `'use server';
export async function buyCredits(formData: FormData) {
  const pack = formData.get('pack');
  if (!pack) return { ok: false, error: 'Choose a pack' };
  const checkout = await startCheckout(pack);
  return { ok: true, url: checkout.url };
}
`,
  'src/app/buy-form.tsx': `'use client';
import { buyCredits } from '~/app/actions/credits';
export function BuyForm() {
  async function submit(formData: FormData) {
    const result = await buyCredits(formData);
    if (result.ok) window.location.assign(result.url);
  }
  return <form action={submit} />;
}
`,
};

// Remix: a resource route by file-system convention, fetched by a component.
const remix = {
  'package.json': '{ "name": "rentals" }\n',
  'app/routes/api.reservations.$id.ts': `import { json, type LoaderFunctionArgs } from '@remix-run/node';
export async function loader({ params }: LoaderFunctionArgs) {
  const r = await load(params.id);
  return json({ id: r.id, pickupAt: r.pickupAt });
}
`,
  'app/components/ReservationStatus.tsx': `import { useEffect, useState } from 'react';
export function ReservationStatus({ id }: { id: string }) {
  const [reservation, setReservation] = useState(null);
  useEffect(() => {
    async function load() {
      const res = await fetch(\`/api/reservations/\${id}\`);
      setReservation(await res.json());
    }
    void load();
  }, [id]);
  return reservation && <p>{reservation.pickupAt}</p>;
}
`,
};

// Nested answers: a list built from Prisma rows, read through an SWR hook and a card component one level down.
const nested = {
  'package.json': '{ "name": "rooms" }\n',
  'tsconfig.json': '{ "compilerOptions": { "paths": { "@/*": ["./*"] } } }\n',
  'prisma/schema.prisma': `model Room {
  id           String   @id
  name         String
  internalName String?
  teamId       String
  tags         Tag[]
}

model Tag {
  id     String @id
  roomId String
  room   Room   @relation(fields: [roomId], references: [id])
}
`,
  'pages/api/rooms.ts': `import { prisma } from '@/lib/prisma';
export default async function handler(req, res) {
  const rooms = await prisma.room.findMany({ where: { teamId: req.query.teamId }, include: { tags: true } });
  return res.status(200).json({ rooms, total: rooms.length });
}
`,
  'lib/use-rooms.ts': `import useSWR from 'swr';
import { fetcher } from '@/lib/fetcher';
export default function useRooms() {
  const { data } = useSWR('/api/rooms', fetcher);
  return { rooms: data?.rooms, total: data?.total };
}
`,
  'pages/rooms.tsx': `import useRooms from '@/lib/use-rooms';
import RoomCard from '@/components/room-card';
export default function RoomsPage() {
  const { rooms } = useRooms();
  const sorted = rooms?.slice().sort((a, b) => a.name.localeCompare(b.name));
  return <ul>{sorted && sorted.map((room) => <li key={room.id}><RoomCard room={room} /></li>)}</ul>;
}
`,
  'components/room-card.tsx': `export default function RoomCard({ room }: { room: { id: string; name: string; internalName?: string } }) {
  return <h2>{room.internalName || room.name}</h2>;
}
`,
};

/** A Hono app and a web page that calls it through Hono's typed client (`hc<AppType>`). */
const honoRpc = (fields: string) => ({
  'package.json': '{ "name": "hono-rpc" }\n',
  'src/app.ts': `import { Hono } from 'hono';
const users = new Hono().get('/:id', async (c) => {
  const user = await loadUser(c.req.param('id'));
  return c.json(${fields});
});
export const app = new Hono().route('/api/users', users);
export type AppType = typeof app;
`,
  'web/profile.ts': `import { hc } from 'hono/client';
import type { AppType } from '../src/app';
const client = hc<AppType>(location.origin);
export async function profile(id: string) {
  const res = await client.api.users[':id'].$get({ param: { id } });
  const user = await res.json();
  return \`\${user.name} <\${user.email}>\`;
}
`,
});

/** An Express list route answering `json` on success and `{ error }` when unauthenticated. */
const listRoute = (json: string) => `import { Router } from 'express';
export const tracesRouter = Router();
tracesRouter.get('/', async (req, res) => {
  if (!req.user) {
    res.status(401).json({ error: 'Not authenticated' });
    return;
  }
  const rows = await db.select().from(traces);
  const data = rows.map((r) => ({ id: r.id, rootNode: r.treeData, createdAt: r.createdAt }));
  res.json(${json});
});
`;

const listApp = {
  'package.json': '{ "name": "dash" }\n',
  'src/app.ts': `import express from 'express';
import { tracesRouter } from './routes/traces';
const app = express();
app.use('/api/traces', tracesRouter);
`,
  'src/routes/traces.ts': listRoute('data'),
  'web/src/lib/api.ts': `async function apiRequest<T>(endpoint: string): Promise<T> {
  const response = await fetch(\`\${API_BASE}\${endpoint}\`);
  const text = await response.text();
  if (!text) return {} as T;
  return JSON.parse(text);
}
export async function fetchTraces(): Promise<Trace[]> {
  return apiRequest<Trace[]>('/api/traces');
}
export async function fetchAgents(): Promise<Agent[]> {
  return apiRequest<Agent[]>('/api/agents');
}
`,
  'web/src/hooks/metrics.ts': `import { fetchAgents, fetchTraces } from '../lib/api';
export async function metrics() {
  const [agents, traces] = await Promise.all([fetchAgents(), fetchTraces().catch(() => [])]);
  const list = Array.isArray(traces) ? traces : [];
  let errors = 0;
  for (const trace of list) if ((trace as any).rootNode?.error) errors++;
  return { agents: agents.length, errors };
}
`,
};

/** A notes route whose POST hands the request to its PUT, which reads `field` of the body; a component posts `{ content }`. */
const notesApp = (field: string) => ({
  'package.json': '{ "name": "web" }\n',
  'app/api/notes/[id]/route.ts': `import { NextRequest, NextResponse } from 'next/server';
import { db } from '../../../../lib/db';
export async function PUT(req: NextRequest, context: { params: Promise<{ id: string }> }) {
  const { id } = await context.params;
  const body = await req.json();
  await db.note.upsert({ id, text: body.${field} });
  return NextResponse.json({ ok: true });
}
/** Legacy create: the upsert. */
export async function POST(req: NextRequest, context: { params: Promise<{ id: string }> }) {
  return PUT(req, context);
}
`,
  'lib/db.ts': 'export const db = { note: { upsert: async (_n: unknown) => ({}) } };\n',
  'components/Notes.tsx': `'use client';
export function Notes({ id, text }: { id: string; text: string }) {
  const save = async () => {
    await fetch(\`/api/notes/\${id}\`, { method: 'POST', body: JSON.stringify({ content: text }) });
  };
  return <button onClick={save}>Save</button>;
}
`,
});

ruleTester('api/contract-drift', {
  valid: [
    {
      name: "a route's POST now hands the request to a new PUT, which reads what the client sends",
      base: {
        ...notesApp('content'),
        'app/api/notes/[id]/route.ts': `import { NextRequest, NextResponse } from 'next/server';
import { db } from '../../../../lib/db';
export async function POST(req: NextRequest, context: { params: Promise<{ id: string }> }) {
  const { id } = await context.params;
  const { content } = await req.json();
  await db.note.upsert({ id, text: content });
  return NextResponse.json({ ok: true });
}
`,
      },
      head: { 'app/api/notes/[id]/route.ts': notesApp('content')['app/api/notes/[id]/route.ts'] },
    },
    ...['!res.ok', 'res.status >= 400', 'res.ok === false'].map((failed) => ({
      name: `the client reads \`message\` from the error's body where the answer failed (\`${failed}\`), not from the route's answer`,
      base: {
        ...expressServer,
        'src/routes/checkout.ts': route("{ orderId: order.id, clientSecret: order.secret, message: 'created' }"),
        'web/src/checkout.ts': pageReadingErrors(failed),
      },
      head: { 'src/routes/checkout.ts': route('{ orderId: order.id, clientSecret: order.secret }') },
    })),
    {
      name: 'look-alike: a list answer that becomes an object, its client reading the list from `data`',
      base: listApp,
      head: {
        'src/routes/traces.ts': listRoute('{ data, total: data.length }'),
        'web/src/hooks/metrics.ts': listApp['web/src/hooks/metrics.ts'].replace(
          'Array.isArray(traces) ? traces : []',
          '(traces as any).data ?? []',
        ),
      },
    },
    {
      name: 'look-alike: a list answer, its failure an object, both unchanged but for a new element key',
      base: listApp,
      head: {
        'src/routes/traces.ts': listRoute('data').replace(
          'createdAt: r.createdAt',
          'createdAt: r.createdAt, agents: []',
        ),
      },
    },
    {
      name: 'look-alike: a list answer that becomes an object of unknown keys (a spread of another module)',
      base: listApp,
      head: { 'src/routes/traces.ts': listRoute('{ ...paginate(data) }') },
    },
    {
      name: "Hono's typed client: a field the page does not read is renamed",
      base: honoRpc('{ id: user.id, name: user.name, email: user.email, plan: user.plan }'),
      head: {
        'src/app.ts': honoRpc('{ id: user.id, name: user.name, email: user.email, tier: user.plan }')['src/app.ts'],
      },
    },
    {
      name: "look-alike: a request<T>(path) helper of another API (prefix /v2) calls a path with the route's tail",
      base: {
        ...expressServer,
        'web/src/lib/http.ts': `const API = 'https://partner.example.com/v2';
export async function request<T>(path: string): Promise<T> {
  const res = await fetch(\`\${API}\${path}\`);
  return (await res.json()) as T;
}
`,
        'web/src/pages/partner.ts': `import { request } from '../lib/http';
export async function partnerSecret() {
  const { clientSecret } = await request<{ clientSecret: string }>('/checkout');
  return clientSecret;
}
`,
      },
      head: { 'src/routes/checkout.ts': route('{ orderId: order.id, paymentSecret: order.secret }') },
    },
    {
      name: 'a new field added to the response',
      base: express,
      head: {
        'src/routes/checkout.ts': route('{ orderId: order.id, clientSecret: order.secret, status: order.status }'),
      },
    },
    {
      name: 'a field renamed together with its callers',
      base: express,
      head: {
        'src/routes/checkout.ts': route('{ order_id: order.id, client_secret: order.secret }'),
        'web/src/checkout.ts': page
          .replace('data.orderId', 'data.order_id')
          .replace('data.clientSecret', 'data.client_secret'),
      },
    },
    {
      name: 'a field removed that no client reads',
      base: {
        ...express,
        'src/routes/checkout.ts': route('{ orderId: order.id, clientSecret: order.secret, debug: 1 }'),
      },
      head: { 'src/routes/checkout.ts': route('{ orderId: order.id, clientSecret: order.secret }') },
    },
    {
      name: 'a route renamed together with its callers',
      base: next,
      head: {
        'app/api/orders/[id]/route.ts': null,
        'app/api/purchases/[id]/route.ts': nextRoute('{ id: order.id, state: order.status }'),
        'lib/api.ts': wrapper.replace('/api/orders/', '/api/purchases/').replace('status: string', 'state: string'),
        'app/orders/[id]/page.tsx': orderPage.replace('order.status', 'order.state'),
      },
    },
    {
      name: 'another route with the same field loses it (paths differ)',
      base: {
        ...express,
        'src/routes/other.ts': `import { Router } from 'express';
export const otherRouter = Router();
otherRouter.post('/api/other', (req, res) => { res.json({ orderId: 1, clientSecret: 2 }); });
`,
      },
      head: {
        'src/routes/other.ts': `import { Router } from 'express';
export const otherRouter = Router();
otherRouter.post('/api/other', (req, res) => { res.json({ id: 1 }); });
`,
      },
    },
    {
      name: 'a response that is built elsewhere (shape unknown) is not judged',
      base: express,
      head: { 'src/routes/checkout.ts': route('toResponse(order)') },
    },
    {
      name: 'the field is still answered, through a spread of the record',
      base: express,
      head: { 'src/routes/checkout.ts': route('{ ...order, clientSecret: order.secret }') },
    },
    {
      name: 'Fastify: the events route renames status; the order page reads status of the orders route',
      base: fastify,
      head: {
        'src/routes/events.ts': fastify['src/routes/events.ts'].replace(
          'status: event.status',
          'salesStatus: event.status',
        ),
        'web/src/pages/EventPage.tsx': fastify['web/src/pages/EventPage.tsx'].replace(
          'event?.status',
          'event?.salesStatus',
        ),
      },
    },
    {
      name: 'a component reads the old field from another call',
      base: {
        'package.json': '{ "name": "shop" }\n',
        'src/app.ts': app,
        'src/routes/checkout.ts': route('{ orderId: order.id, clientSecret: order.secret }'),
        'web/src/summary.ts': `export async function summary() {
  const checkout = await (await fetch('/api/checkout', { method: 'POST', body: '{}' })).json();
  const legacy = await (await fetch('/api/legacy-checkout', { method: 'POST' })).json();
  return [checkout.orderId, legacy.clientSecret];
}
`,
      },
      head: { 'src/routes/checkout.ts': route('{ orderId: order.id, paymentSecret: order.secret }') },
    },
    {
      name: 'tRPC: another router has a procedure with the same key that loses the field',
      base: trpc,
      head: {
        'src/server/api/routers/events.ts': trpc['src/server/api/routers/events.ts'].replace(
          'totalCents: 0',
          'amountTotal: 0',
        ),
      },
    },
    {
      name: 'look-alike: a wrapper behind a base URL from the environment calls another path (`${API_URL}/invoices/${id}`)',
      base: {
        ...next,
        'lib/api.ts': wrapper.replace('`/api/orders/${id}`', '`${process.env.NEXT_PUBLIC_API_URL}/invoices/${id}`'),
      },
      head: { 'app/api/orders/[id]/route.ts': nextRoute('{ id: order.id, state: order.status }') },
    },
    {
      name: 'look-alike: a wrapper behind a base URL from the environment calls a path of parameters only (`${API_URL}/${id}`): it names no route',
      base: {
        ...next,
        'lib/api.ts': wrapper.replace('`/api/orders/${id}`', '`${process.env.NEXT_PUBLIC_API_URL}/${id}`'),
      },
      head: { 'app/api/orders/[id]/route.ts': nextRoute('{ id: order.id, state: order.status }') },
    },
    {
      name: 'a map lookup with a path-like key is not a client call',
      base: {
        'package.json': '{ "name": "shop" }\n',
        'src/app.ts': app,
        'src/routes/checkout.ts': route('{ orderId: order.id, clientSecret: order.secret }'),
        'web/src/cache.ts': `const cache = new Map<string, { clientSecret: string }>();
export function cached() {
  return cache.get('/api/checkout')?.clientSecret;
}
`,
      },
      head: { 'src/routes/checkout.ts': route('{ orderId: order.id, paymentSecret: order.secret }') },
    },
  ],
  invalid: [
    {
      name: 'look-alike of a handed-on request: the PUT the POST hands it to stops reading what the client sends',
      base: notesApp('content'),
      head: { 'app/api/notes/[id]/route.ts': notesApp('text')['app/api/notes/[id]/route.ts'] },
      errors: [{ file: 'components/Notes.tsx', message: /content/ }],
    },
    {
      name: "look-alike of an error's body: the branch that reads the body runs where the answer succeeded (`if (res.ok)`)",
      base: {
        ...expressServer,
        'src/routes/checkout.ts': route("{ orderId: order.id, clientSecret: order.secret, message: 'created' }"),
        'web/src/checkout.ts': pageReadingErrors('res.ok'),
      },
      head: { 'src/routes/checkout.ts': route('{ orderId: order.id, clientSecret: order.secret }') },
      errors: [{ file: 'web/src/checkout.ts', line: 8, message: /`message`/ }],
    },
    {
      name: 'a list answer that becomes an object: a client of another module still reads its elements (through Promise.all and a wrapper that parses the text)',
      base: listApp,
      head: { 'src/routes/traces.ts': listRoute('{ data, total: data.length }') },
      errors: [
        {
          file: 'web/src/hooks/metrics.ts',
          line: 6,
          message:
            /reads `\[\]\.rootNode` from the elements of the response of GET \/api\/traces, which is no longer a list but an object \(`data`\)/,
        },
      ],
    },
    {
      name: "Hono's typed client: the page reads a field through `client.api.users[':id'].$get()` that the route stops returning",
      base: honoRpc('{ id: user.id, name: user.name, email: user.email }'),
      head: { 'src/app.ts': honoRpc('{ id: user.id, name: user.name, emailAddress: user.email }')['src/app.ts'] },
      errors: [{ file: 'web/profile.ts', message: /email/, related: ['src/app.ts'] }],
    },
    {
      name: 'Express: a request<T>(path) helper that prefixes /api, its result destructured by the page',
      base: {
        ...expressServer,
        'web/src/lib/http.ts': `const API = '/api';
export async function request<T>(path: string, init?: RequestInit): Promise<T> {
  const res = await fetch(\`\${API}\${path}\`, { headers: { 'content-type': 'application/json' }, ...init });
  if (!res.ok) throw new Error(\`request failed: \${res.status}\`);
  return (await res.json()) as T;
}
`,
        'web/src/pages/checkout.ts': `import { request } from '../lib/http';
export async function pay(productId: string, quantity: number) {
  const { orderId, clientSecret } = await request<{ orderId: string; clientSecret: string }>('/checkout', {
    method: 'POST',
    body: JSON.stringify({ productId, quantity }),
  });
  return { orderId, clientSecret };
}
`,
      },
      head: { 'src/routes/checkout.ts': route('{ orderId: order.id, paymentSecret: order.secret }') },
      errors: [
        { file: 'web/src/pages/checkout.ts', line: 3, message: /clientSecret/, related: ['src/routes/checkout.ts'] },
      ],
    },
    {
      name: 'Express: a client class whose methods call fetch(this.base + path)',
      base: {
        ...expressServer,
        'web/src/lib/client.ts': `export class ShopClient {
  constructor(private readonly base = '/api') {}
  async checkout(productId: string, quantity: number) {
    const res = await fetch(this.base + '/checkout', { method: 'POST', body: JSON.stringify({ productId, quantity }) });
    return res.json();
  }
}
export const shop = new ShopClient();
`,
        'web/src/pages/pay.ts': `import { shop } from '../lib/client';
export async function pay(productId: string) {
  const order = await shop.checkout(productId, 1);
  return order.clientSecret;
}
`,
      },
      head: { 'src/routes/checkout.ts': route('{ orderId: order.id, paymentSecret: order.secret }') },
      errors: [{ file: 'web/src/pages/pay.ts', line: 4, message: /clientSecret/ }],
    },
    {
      name: "Express: a client class's generic request<T>(endpoint) behind a base URL from the environment, which keeps the parsed body in a `let`, called through its post<T>()",
      base: {
        ...expressServer,
        'web/src/lib/client.ts': `const API_BASE_URL = process.env.NEXT_PUBLIC_API_URL;
export class ApiClient {
  async request<T>(endpoint: string, options: RequestInit = {}): Promise<T> {
    const response = await fetch(\`\${API_BASE_URL}\${endpoint}\`, { ...options, headers: { 'Content-Type': 'application/json' } });
    let data: unknown;
    if (response.headers.get('content-type')?.includes('application/json')) {
      data = await response.json();
    } else {
      data = { message: await response.text() };
    }
    if (!response.ok) throw new Error('request failed');
    return data as T;
  }
  async post<T>(endpoint: string, body?: unknown): Promise<T> {
    return this.request<T>(endpoint, { method: 'POST', body: JSON.stringify(body) });
  }
}
export const apiClient = new ApiClient();
`,
        'web/src/lib/checkout.ts': `import { apiClient } from './client';
interface CheckoutResponse { orderId: string; clientSecret: string }
export async function startCheckout(productId: string) {
  const response = await apiClient.post<CheckoutResponse>('/checkout', { productId, quantity: 1 });
  return response.clientSecret;
}
`,
      },
      head: { 'src/routes/checkout.ts': route('{ orderId: order.id, paymentSecret: order.secret }') },
      errors: [{ file: 'web/src/lib/checkout.ts', message: /clientSecret/ }],
    },
    {
      name: 'Express: an axios wrapper returns res.data; a component destructures { data } from useQuery',
      base: {
        ...expressServer,
        'web/src/lib/api.ts': `import axios from 'axios';
const http = axios.create({ baseURL: '/api' });
export async function createCheckout(productId: string) {
  const res = await http.post('/checkout', { productId, quantity: 1 });
  return res.data;
}
`,
        'web/src/components/Pay.tsx': `import { useQuery } from '@tanstack/react-query';
import { createCheckout } from '../lib/api';
export function Pay({ productId }: { productId: string }) {
  const { data } = useQuery({ queryKey: ['checkout', productId], queryFn: () => createCheckout(productId) });
  return <p>{data?.clientSecret}</p>;
}
`,
      },
      head: { 'src/routes/checkout.ts': route('{ orderId: order.id, paymentSecret: order.secret }') },
      errors: [{ file: 'web/src/components/Pay.tsx', line: 5, message: /clientSecret/ }],
    },
    {
      name: 'Express: response keys renamed to snake_case, the page still reads camelCase (mount prefix in app.ts)',
      base: express,
      head: { 'src/routes/checkout.ts': route('{ order_id: order.id, client_secret: order.secret }') },
      errors: [
        { file: 'web/src/checkout.ts', line: 7, message: /orderId/, related: ['src/routes/checkout.ts'] },
        { file: 'web/src/checkout.ts', line: 8, message: /clientSecret/, fix: /client_secret|order_id/ },
      ],
    },
    {
      name: 'Express: a renamed key read through a fetch(...).then(r => r.json()).then(data => ...) chain',
      base: {
        ...express,
        'web/src/checkout.ts': `export function startCheckout(productId: string, setSecret: (s: string) => void) {
  fetch('/api/checkout', { method: 'POST', body: JSON.stringify({ productId }) })
    .then((res) => res.json())
    .then((data) => setSecret(data.clientSecret));
}
`,
      },
      head: { 'src/routes/checkout.ts': route('{ orderId: order.id, paymentClientSecret: order.secret }') },
      errors: [{ file: 'web/src/checkout.ts', line: 4, message: /clientSecret/ }],
    },
    {
      name: 'Express: a body field renamed, the client still sends the old one',
      base: express,
      head: { 'src/routes/checkout.ts': route('{ orderId: order.id, clientSecret: order.secret }', 'productId, qty') },
      errors: [{ file: 'web/src/checkout.ts', line: 4, message: /quantity/ }],
    },
    {
      name: 'Next.js app route with a typed wrapper used by a page',
      base: next,
      head: { 'app/api/orders/[id]/route.ts': nextRoute('{ id: order.id, state: order.status }') },
      errors: [
        { file: 'app/orders/[id]/page.tsx', line: 4, message: /status/, related: ['app/api/orders/[id]/route.ts'] },
      ],
    },
    {
      name: 'a typed wrapper behind a base URL from the environment (`${API_URL}/orders/${id}`, the route /api/orders/:id)',
      base: {
        ...next,
        'lib/api.ts': wrapper.replace('`/api/orders/${id}`', '`${process.env.NEXT_PUBLIC_API_URL}/orders/${id}`'),
      },
      head: { 'app/api/orders/[id]/route.ts': nextRoute('{ id: order.id, state: order.status }') },
      errors: [{ file: 'app/orders/[id]/page.tsx', line: 4, message: /status/ }],
    },
    {
      name: 'Hono sub-app mounted with app.route under a basePath, read by a ky client',
      base: hono,
      head: {
        'src/billing.ts': hono['src/billing.ts'].replace('{ url: session.url }', '{ portalUrl: session.url }'),
      },
      errors: [{ file: 'web/portal.ts', line: 3, message: /GET \/api\/billing\/portal.*portalUrl/ }],
    },
    {
      name: 'Fastify plugin under a constant prefix, a typed client object, a page that keeps the answer in state',
      base: fastify,
      head: {
        'src/routes/orders.ts': fastify['src/routes/orders.ts'].replace('totalCents: order', 'amountTotalCents: order'),
      },
      errors: [
        {
          file: 'web/src/pages/OrderPage.tsx',
          line: 9,
          message: /`totalCents` from the response of GET \/api\/orders\/:id/,
          related: ['src/routes/orders.ts'],
        },
      ],
    },
    {
      name: 'NestJS: global prefix, the service builds the answer, an axios instance with a base URL in a queryFn',
      base: nest,
      head: {
        'src/billing/billing.service.ts': nest['src/billing/billing.service.ts'].replace(
          'currentPeriodEnd: sub.end',
          'renewsAt: sub.end',
        ),
      },
      errors: [
        {
          file: 'web/src/billing/SubscriptionCard.tsx',
          line: 10,
          message: /GET \/api\/billing\/subscription.*renewsAt/,
          related: ['src/billing/billing.service.ts'],
        },
      ],
    },
    {
      name: 'tRPC: a procedure stops returning a field the React client reads',
      base: trpc,
      head: {
        'src/server/api/routers/orders.ts': trpc['src/server/api/routers/orders.ts'].replace(
          'totalCents: order.totalCents',
          'amountTotal: order.totalCents',
        ),
      },
      errors: [{ file: 'src/app/order-summary.tsx', line: 7, message: /tRPC query orders\.byId/ }],
    },
    {
      name: 'tRPC: a mutation input field renamed, the client still sends the old one',
      base: trpc,
      head: {
        'src/server/api/routers/orders.ts': trpc['src/server/api/routers/orders.ts'].replace(
          'quantity: z.number()',
          'copies: z.number()',
        ),
      },
      errors: [
        { file: 'src/app/order-summary.tsx', line: 7, message: /sends `quantity`.*tRPC mutation orders\.create/ },
      ],
    },
    {
      name: 'a server action returns a renamed field',
      base: action,
      head: {
        'src/app/actions/credits.ts': action['src/app/actions/credits.ts'].replace(
          'url: checkout.url',
          'checkoutUrl: checkout.url',
        ),
      },
      errors: [{ file: 'src/app/buy-form.tsx', line: 6, message: /server action buyCredits/ }],
    },
    {
      name: 'Remix resource route (file-system path) read by a component through useState',
      base: remix,
      head: {
        'app/routes/api.reservations.$id.ts': remix['app/routes/api.reservations.$id.ts'].replace(
          'pickupAt: r.pickupAt',
          'pickupWindowStart: r.pickupAt',
        ),
      },
      errors: [{ file: 'app/components/ReservationStatus.tsx', line: 11, message: /GET \/api\/reservations\/:id/ }],
    },
    {
      name: 'a Prisma include becomes a select: a nested field read through a hook and a card one component down',
      base: nested,
      head: {
        'pages/api/rooms.ts': nested['pages/api/rooms.ts'].replace(
          'include: { tags: true }',
          'select: { id: true, name: true, tags: true }',
        ),
      },
      errors: [{ file: 'components/room-card.tsx', line: 2, message: /`rooms\[\]\.internalName`/ }],
    },
  ],
});
