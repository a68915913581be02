import { consumersOf } from '../../src/extractors/consumers';
import { workspaceFor } from '../helpers/workspace';

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
  'src/__tests__/checkout.test.ts': `it('x', async () => { const res = await fetch('/api/checkout'); (await res.json()).nope; });\n`,
};

describe('consumersOf', () => {
  const ws = workspaceFor({ base: files });
  const view = ws.head;

  it('finds fetch calls with the fields they send and destructure (tests are not consumers)', () => {
    const calls = consumersOf(view, '/api/checkout', 'POST');
    expect(calls).toHaveLength(1);
    expect(calls[0].file).toBe('src/pages/Checkout.tsx');
    expect(calls[0].sends.map((s) => s.name)).toEqual(['productId', 'quantity']);
    expect(calls[0].reads.map((r) => r.name)).toEqual(['clientSecret', 'orderId']);
    expect(consumersOf(view, '/api/checkout', 'GET')).toHaveLength(0);
  });

  it('follows a typed axios wrapper to its declared type and its callers (one level)', () => {
    const [call] = consumersOf(view, '/api/orders/:id', 'GET');
    expect(call.wrapper).toBe('getOrder');
    const reads = call.reads.map((r) => `${r.file}:${r.name}`);
    expect(reads).toEqual(expect.arrayContaining(['src/api.ts:id', 'src/api.ts:status', 'src/pages/Order.tsx:total']));
  });

  it('reads through fetch(..).then((r) => r.json())', () => {
    const [call] = consumersOf(view, '/api/billing/portal');
    expect(call.reads.map((r) => r.name)).toEqual(['url']);
  });
});
