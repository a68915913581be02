import { clientCalls, consumersOf } from '../../src/extractors/http/consumers';
import type { Route } from '../../src/extractors/http/routes';
import { workspaceFor } from '../helpers/workspace';

const http = (path: string, method = 'ALL'): Pick<Route, 'protocol' | 'method' | 'path' | 'file'> => ({
  protocol: 'http',
  method,
  path,
  file: 'server.ts',
});

const files = {
  'tsconfig.json': '{ "compilerOptions": { "paths": { "@/*": ["./src/*"] } } }\n',
  'src/pages/Checkout.tsx': `export function Checkout() {
  async function start() {
    const res = await fetch('/api/checkout', { method: 'POST', body: JSON.stringify({ productId, quantity }) });
    const { clientSecret, orderId: id } = await res.json();
    return clientSecret + id;
  }
}
`,
  'src/api.ts': `import axios from 'axios';
export interface Order { id: string; status: string }
export async function getOrder(id: string): Promise<Order> {
  const { data } = await axios.get(\`\${API}/api/orders/\${id}\`);
  return data;
}
`,
  'src/pages/Order.tsx': `import { getOrder } from '@/api';
export async function Order({ id }) {
  const order = await getOrder(id);
  return order.total;
}
`,
  'src/pages/Portal.tsx': `export async function portal() {
  const data = await fetch('/api/billing/portal').then((r) => r.json());
  return data.url;
}
`,
  'src/lib/openapi.ts': `import createClient from 'openapi-fetch';
export const client = createClient<paths>({ baseUrl: '/api/v2' });
`,
  'src/pages/Invoices.tsx': `import { client } from '@/lib/openapi';
export async function invoices(id: string) {
  const { data, error } = await client.GET('/invoices/{id}', { params: { path: { id } } });
  if (error) throw error;
  for (const line of data.lines) console.log(line.amount);
  return data.total;
}
`,
  'src/pages/Team.tsx': `import useSWR from 'swr';
const TEAM = '/api/teams';
export function Team({ teamId }) {
  const { data: team } = useSWR(teamId ? \`\${TEAM}/\${teamId}\` : null, fetcher);
  const { members = [], ...rest } = team ?? {};
  return members.map((m) => m.email).concat(rest.name);
}
`,
  'src/lib/traces.ts': `export async function fetchTraces() {
  return request('/api/traces');
}
export async function fetchAgents() {
  return request('/api/agents');
}
async function request(path: string) {
  const res = await fetch(path);
  const text = await res.text();
  if (!text) return {};
  const cached = JSON.parse(localStorage.getItem(path) ?? '{}');
  return cached.fresh ? cached : JSON.parse(text);
}
`,
  'src/hooks/metrics.ts': `import { fetchAgents, fetchTraces } from '@/lib/traces';
export async function metrics() {
  const [agents, traces] = await Promise.all([fetchAgents().catch(() => []), fetchTraces()]);
  const list = Array.isArray(traces) ? traces : [];
  const recent = list.filter((t: any) => t.createdAt);
  for (const trace of recent) console.log((trace as any).rootNode?.error);
  const settled = await Promise.allSettled([fetchTraces()]);
  return agents.length + settled[0].status;
}
`,
  'src/__tests__/checkout.test.ts': `it('x', async () => { const res = await fetch('/api/checkout'); (await res.json()).nope; });\n`,
};

describe('consumersOf', () => {
  const ws = workspaceFor({ base: files });
  const view = ws.head;
  const paths = (calls: { reads: { path: string[]; file: string }[] }[]) =>
    calls.flatMap((c) => c.reads.map((r) => `${r.file}:${r.path.join('.')}`));

  it('finds fetch calls with the fields they send and destructure (tests are not consumers)', () => {
    const calls = consumersOf(view, http('/api/checkout', 'POST'));
    expect(calls).toHaveLength(1);
    expect(calls[0].file).toBe('src/pages/Checkout.tsx');
    expect(calls[0].sends.map((s) => s.name)).toEqual(['productId', 'quantity']);
    expect(calls[0].reads.map((r) => r.name)).toEqual(['clientSecret', 'orderId']);
    expect(consumersOf(view, http('/api/checkout', 'GET'))).toHaveLength(0);
  });

  it('follows an axios wrapper to its callers in other modules', () => {
    const [call] = consumersOf(view, http('/api/orders/:id', 'GET'));
    expect(paths([call])).toEqual(['src/pages/Order.tsx:total']);
  });

  it('reads through fetch(..).then((r) => r.json())', () => {
    const [call] = consumersOf(view, http('/api/billing/portal'));
    expect(call.reads.map((r) => r.name)).toEqual(['url']);
  });

  it('applies an openapi-fetch client base URL and reads `{ data }` at any depth', () => {
    const [call] = consumersOf(view, http('/api/v2/invoices/:id', 'GET'));
    expect(paths([call])).toEqual([
      'src/pages/Invoices.tsx:lines',
      'src/pages/Invoices.tsx:lines.[].amount',
      'src/pages/Invoices.tsx:total',
    ]);
  });

  it('reads an SWR key built from a constant, with defaults, rest elements and array callbacks', () => {
    const calls = consumersOf(view, http('/api/teams/:teamId', 'GET'));
    expect(paths(calls)).toEqual([
      'src/pages/Team.tsx:members',
      'src/pages/Team.tsx:members.[].email',
      'src/pages/Team.tsx:name',
    ]);
  });

  it('follows each answer of Promise.all to the name its place in the list binds, through a wrapper that parses the text', () => {
    expect(paths(consumersOf(view, http('/api/traces', 'GET')))).toEqual([
      'src/hooks/metrics.ts:[].createdAt',
      'src/hooks/metrics.ts:[].rootNode',
      'src/hooks/metrics.ts:[].rootNode.error',
    ]);
    // the other answer of the same list: its own name's reads (`agents.length` reads no field)
    expect(paths(consumersOf(view, http('/api/agents', 'GET')))).toEqual([]);
  });

  it('lists every client call of a file with its path and method', () => {
    const calls = clientCalls(view, 'src/pages/Checkout.tsx');
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /api/checkout']);
  });
});
