import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';

const baseUrl = () => process.env.SMOKE_BASE_URL ?? 'http://127.0.0.1:8787';
const API_KEY = process.env.SMOKE_API_KEY ?? 'mk_test_smoke_customer';

function call(path: string, init: RequestInit = {}) {
  return fetch(new URL(path, baseUrl()), {
    ...init,
    headers: { authorization: `Bearer ${API_KEY}`, 'content-type': 'application/json', ...init.headers },
  });
}

describe('usage over HTTP', () => {
  it('counts recorded usage once per idempotency key', async () => {
    const metric = 'api_calls';
    const before = await (await call(`/api/usage/${metric}/summary`)).json();

    const event = { metric, quantity: 3, idempotencyKey: randomUUID() };
    for (let i = 0; i < 2; i++) {
      const res = await call('/api/usage', { method: 'POST', body: JSON.stringify(event) });
      expect(res.status).toBe(202);
    }

    const res = await call(`/api/usage/${metric}/summary`);
    expect(res.status).toBe(200);
    const after = await res.json();
    expect(after.units - before.units).toBe(3);
  });

  it('refuses a request without an API key', async () => {
    const res = await fetch(new URL('/api/usage/api_calls/summary', baseUrl()));
    expect(res.status).toBe(401);
  });
});
