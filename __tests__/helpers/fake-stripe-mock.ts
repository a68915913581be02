import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkParams, type ArgValue } from '../../src/stripe/contract';
import { GATE_MAJOR, stripeTable } from '../../src/stripe/table';

/**
 * A loopback HTTP server that answers the way stripe-mock does, for tests (stripe-mock
 * itself needs a container engine these machines lack). It validates requests against
 * the gate's own Stripe table:
 *   400 {"error":{"message":"Request validation error: ...","type":"invalid_request_error"}}
 *   401 for an API key not shaped like sk_test_...
 *   404 "Unrecognized request URL (POST: /v1/foo)."
 * `behaviour` simulates a broken server: 500s, HTML answers, or never answering.
 */
export interface FakeStripeMockOptions {
  major?: number;
  behaviour?: 'stripe-mock' | 'error-500' | 'html' | 'hang';
}

export interface RecordedRequest {
  method: string;
  path: string;
  /** The form body, decoded into nested objects. */
  body: Record<string, unknown>;
  authorization?: string;
}

export interface FakeStripeMock {
  url: string;
  port: number;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

export async function startFakeStripeMock(opts: FakeStripeMockOptions = {}): Promise<FakeStripeMock> {
  const major = opts.major ?? GATE_MAJOR;
  const requests: RecordedRequest[] = [];
  const hanging: ServerResponse[] = [];
  const server = createServer((req, res) => {
    void readBody(req).then((raw) => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const body = decodeForm(req.method === 'GET' ? url.search.slice(1) : raw);
      requests.push({
        method: req.method ?? 'GET',
        path: url.pathname,
        body,
        authorization: req.headers.authorization,
      });
      switch (opts.behaviour) {
        case 'error-500':
          return send(res, 500, { error: { message: 'An unknown error occurred', type: 'api_error' } });
        case 'html':
          res.writeHead(200, { 'content-type': 'text/html' });
          return res.end('<html>not stripe</html>');
        case 'hang':
          hanging.push(res);
          return;
      }
      answer(major, req.method ?? 'GET', url.pathname, body, req.headers.authorization, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const r of hanging) r.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function answer(
  major: number,
  method: string,
  path: string,
  body: Record<string, unknown>,
  authorization: string | undefined,
  res: ServerResponse,
): void {
  const key = /^Bearer (.*)$/.exec(authorization ?? '')?.[1] ?? '';
  if (!/^sk_test_[A-Za-z0-9_]+$/.test(key)) {
    return send(res, 401, {
      error: { message: `Invalid API Key provided: ${key.slice(0, 8)}****`, type: 'invalid_request_error' },
    });
  }
  const route = routeOf(major, method, path);
  if (!route) {
    return send(res, 404, {
      error: { message: `Unrecognized request URL (${method}: ${path}).`, type: 'invalid_request_error' },
    });
  }
  // Form values are strings: read digits as numbers and true/false as booleans, the way
  // stripe-mock coerces them against the spec; a string where a number belongs stays wrong.
  const problems = checkParams(major, route, toArg(body)).filter(
    (p) => !(p.kind === 'wrong-type' && /is a (number|boolean)/.test(p.message)),
  );
  if (problems.length > 0) {
    // stripe-mock's validator does not name an unknown parameter; it names the schema rule.
    const p = problems[0];
    const detail =
      p.kind === 'unknown-param'
        ? 'additional properties are not allowed'
        : p.kind === 'missing-required'
          ? `missing required property ${p.param}`
          : `${p.param}: value does not match the schema`;
    return send(res, 400, {
      error: { message: `Request validation error: ${detail}`, type: 'invalid_request_error' },
    });
  }
  send(res, 200, { id: 'obj_123', object: route.split('.')[0] });
}

/** POST /v1/payment_intents → paymentIntents.create; POST /v1/payment_intents/pi_1/confirm → confirm. */
function routeOf(major: number, method: string, path: string): string | undefined {
  const table = stripeTable(major);
  const m = /^\/v1\/(.+)$/.exec(path);
  if (!table || !m) return undefined;
  const segments = m[1].split('/');
  for (const resourcePath of table.methodPaths()) {
    const parts = resourcePath.split('.');
    const fn = parts.pop() as string;
    const base = parts.map(snake);
    if (segments.length < base.length || base.some((b, i) => b !== segments[i])) continue;
    const rest = segments.slice(base.length);
    const ok =
      (fn === 'create' && method === 'POST' && rest.length === 0) ||
      (fn === 'list' && method === 'GET' && rest.length === 0) ||
      (fn === 'retrieve' && method === 'GET' && rest.length === 1) ||
      (fn === 'update' && method === 'POST' && rest.length === 1) ||
      (fn === 'del' && method === 'DELETE' && rest.length === 1) ||
      (rest.length === 2 && snake(fn) === rest[1] && method === 'POST') ||
      (rest.length === 2 && fn.startsWith('list') && snake(fn.slice(4)) === rest[1] && method === 'GET');
    if (ok) return resourcePath;
  }
  return undefined;
}

function snake(s: string): string {
  return s.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`).replace(/^_/, '');
}

function toArg(v: unknown): ArgValue {
  if (Array.isArray(v)) return { kind: 'array', items: v.map(toArg) };
  if (v && typeof v === 'object')
    return { kind: 'object', open: false, props: Object.entries(v).map(([name, x]) => ({ name, value: toArg(x) })) };
  const s = String(v);
  if (/^-?\d+(\.\d+)?$/.test(s)) return { kind: 'number', value: Number(s) };
  if (s === 'true' || s === 'false') return { kind: 'boolean', value: s === 'true' };
  return { kind: 'string', value: s };
}

/** `a[b][0][c]=1` → { a: { b: [ { c: '1' } ] } }. */
function decodeForm(raw: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(raw)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> | unknown[] = out;
    path.forEach((seg, i) => {
      const last = i === path.length - 1;
      const nextIsIndex = !last && /^\d+$/.test(path[i + 1]);
      const k = seg as never;
      if (last) (node as Record<string, unknown>)[k] = value;
      else {
        (node as Record<string, unknown>)[k] ??= nextIsIndex ? [] : {};
        node = (node as Record<string, unknown>)[k] as Record<string, unknown>;
      }
    });
  }
  return out;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let data = '';
    req.on('data', (c: Buffer) => (data += c.toString('utf8')));
    req.on('end', () => resolve(data));
  });
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_fake' });
  res.end(JSON.stringify(body));
}
