import type StripeType from 'stripe';
import type { ArgValue } from './contract';
import type { MethodEntry, StripeTable, TypeRef } from './table';

/** One Stripe call as the replay sends it. */
export interface ReplayCall {
  /** 'paymentIntents.create' */
  path: string;
  /** Values of the leading id arguments, when literal. */
  ids: (string | undefined)[];
  /** The params as described from the source; undefined when the call passes none. */
  params: ArgValue | undefined;
}

export type ReplayResult =
  | { kind: 'accepted'; status: number }
  /** A 4xx: stripe-mock (or Stripe) refused the request. */
  | { kind: 'rejected'; status: number; message: string; type?: string; param?: string }
  /** The server could not be used: no answer, a timeout, a 5xx, an answer that is not Stripe's. */
  | { kind: 'unreachable'; reason: string }
  /** The call cannot be replayed (the SDK has no such method). */
  | { kind: 'skipped'; reason: string };

export interface StripeMockOptions {
  /** Per-request timeout (stripe-mock answers in milliseconds). */
  timeoutMs?: number;
}

type StripeCtor = typeof StripeType;
type Method = (...args: unknown[]) => Promise<unknown>;

/**
 * Replays Stripe calls against a stripe-mock server with the official `stripe` SDK
 * (host, port and protocol pointed at the mock, HTTP through undici's fetch, no retries).
 */
export class StripeMockClient {
  readonly url: string;
  private readonly client: StripeType;

  constructor(url: string, opts: StripeMockOptions = {}) {
    this.url = url;
    const u = new URL(url);
    const protocol = u.protocol === 'https:' ? 'https' : 'http';
    // Loaded here, not at the top: a run without --stripe-mock never loads the SDK.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const loaded = require('stripe') as StripeCtor | { default?: StripeCtor; Stripe?: StripeCtor };
    // The CommonJS build exports the constructor itself; a bundled ES build, a namespace.
    const Stripe = typeof loaded === 'function' ? loaded : (loaded.default ?? loaded.Stripe)!;
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { fetch, Agent } = require('undici') as typeof import('undici');
    // No keep-alive: a pooled socket the server closed while idle would fail the next POST
    // (undici does not retry non-idempotent requests), and a handful of calls gains nothing.
    const dispatcher = new Agent({ pipelining: 0 });
    const viaAgent = (input: Parameters<typeof fetch>[0], init?: Parameters<typeof fetch>[1]) =>
      fetch(input, { ...init, dispatcher });
    this.client = new Stripe('sk_test_123', {
      host: u.hostname,
      port: u.port ? Number(u.port) : protocol === 'https' ? 443 : 80,
      protocol,
      httpClient: Stripe.createFetchHttpClient(viaAgent as unknown as typeof globalThis.fetch),
      maxNetworkRetries: 0,
      timeout: opts.timeoutMs ?? 4000,
      telemetry: false,
    });
  }

  /** Sends one call; never throws. */
  async replay(table: StripeTable, call: ReplayCall): Promise<ReplayResult> {
    const entry = table.method(call.path);
    const method = this.method(call.path);
    if (!entry || !method) return { kind: 'skipped', reason: `the stripe SDK has no ${call.path}` };
    const ids = entry.ids.map((name, i) => call.ids[i] ?? sampleId(name));
    const params = buildParams(table, entry, call.params);
    try {
      await method(...ids, ...(params === undefined ? [] : [params]));
      return { kind: 'accepted', status: 200 };
    } catch (err) {
      return classify(err);
    }
  }

  private method(path: string): Method | undefined {
    const parts = path.split('.');
    let owner: unknown = this.client;
    for (const p of parts.slice(0, -1)) {
      owner = owner && typeof owner === 'object' ? (owner as Record<string, unknown>)[p] : undefined;
    }
    const fn =
      owner && typeof owner === 'object' ? (owner as Record<string, unknown>)[parts[parts.length - 1]] : undefined;
    return typeof fn === 'function' ? (fn as Method).bind(owner) : undefined;
  }
}

interface ErrorShape {
  type?: string;
  message?: string;
  statusCode?: number;
  param?: string;
  rawType?: string;
}

function classify(err: unknown): ReplayResult {
  const e = (err ?? {}) as ErrorShape;
  const status = e.statusCode;
  const message = (e.message ?? String(err)).replace(/\s+/g, ' ').trim();
  // 401/403 with the well-formed test key: not a stripe-mock (or one that refuses any key).
  if (status === 401 || status === 403)
    return { kind: 'unreachable', reason: `it refused the test key (${status}: ${message})` };
  // 404: the mock's OpenAPI spec has no such endpoint (an older mock than the SDK); not the code's fault.
  if (status === 404) return { kind: 'skipped', reason: `stripe-mock does not know this endpoint (${message})` };
  if (status !== undefined && status >= 400 && status < 500 && e.type !== 'StripeAPIError')
    return { kind: 'rejected', status, message, type: e.rawType, param: e.param };
  if (status !== undefined && status >= 500)
    return { kind: 'unreachable', reason: `it answered ${status} (${message})` };
  // StripeConnectionError (refused, reset, timeout), invalid JSON (StripeAPIError), anything else.
  return { kind: 'unreachable', reason: rootCause(err) ?? message };
}

/** The innermost cause of a connection error ("connect ECONNREFUSED 127.0.0.1:12111"). */
function rootCause(err: unknown): string | undefined {
  let e = (err as { detail?: unknown } | undefined)?.detail;
  let found: string | undefined;
  // Duck-typed: undici's errors may come from another realm (jest's vm), where instanceof fails.
  for (let i = 0; i < 5 && e && typeof e === 'object' && typeof (e as Error).message === 'string'; i++) {
    found = (e as Error).message || found;
    e = (e as { cause?: unknown }).cause;
  }
  return found;
}

/**
 * The params to send: what the source states, with values it does not state filled by a
 * valid value of the declared type, and the required parameters a spread may provide
 * filled in too (so the mock judges what the code wrote, not what the gate cannot see).
 */
export function buildParams(table: StripeTable, entry: MethodEntry, value: ArgValue | undefined): unknown {
  if (!entry.params) return value ? toValue(table, value, undefined, '') : undefined;
  if (value === undefined) return entry.required ? sample(table, entry.params, '', 0) : undefined;
  return toValue(table, value, entry.params, '');
}

function toValue(table: StripeTable, v: ArgValue, ref: TypeRef | undefined, name: string): unknown {
  const r = ref === undefined ? undefined : pick(table, ref, v);
  switch (v.kind) {
    case 'string':
      return v.value ?? (r && acceptsString(table, r) ? sample(table, r, name, 0) : 'x');
    case 'number':
      return v.value ?? 1;
    case 'boolean':
      return v.value ?? false;
    case 'null':
      return '';
    case 'array': {
      const el = r && typeof r === 'object' && 'a' in r ? r.a : undefined;
      if (!v.items) return el ? [sample(table, el, name, 0)] : [];
      return v.items.map((item) => toValue(table, item, el, name));
    }
    case 'object': {
      const shape = r && typeof r === 'object' && 't' in r ? table.type(r.t) : undefined;
      const out: Record<string, unknown> = {};
      for (const p of v.props) out[p.name] = toValue(table, p.value, shape?.p[p.name] ?? shape?.m, p.name);
      if (v.open && shape) {
        for (const req of shape.r) if (!(req in out)) out[req] = sample(table, shape.p[req], req, 0);
      }
      return out;
    }
    default:
      return r ? sample(table, r, name, 0) : 'x';
  }
}

/** The alternative of a union that fits the value's kind. */
function pick(table: StripeTable, ref: TypeRef, v: ArgValue): TypeRef {
  if (typeof ref !== 'object' || !('u' in ref)) return ref;
  const kindOf = (r: TypeRef): string =>
    r === 's'
      ? 'string'
      : r === 'n'
        ? 'number'
        : r === 'b'
          ? 'boolean'
          : r === 'u'
            ? 'any'
            : 'a' in r
              ? 'array'
              : 't' in r
                ? 'object'
                : 'u' in r
                  ? 'union'
                  : acceptsString(table, r)
                    ? 'string'
                    : 'number';
  return ref.u.find((r) => kindOf(r) === v.kind) ?? ref.u.find((r) => !isEmptyOnly(r)) ?? ref.u[0];
}

function isEmptyOnly(r: TypeRef): boolean {
  return typeof r === 'object' && 'e' in r && r.e.length === 1 && r.e[0] === '';
}

function acceptsString(table: StripeTable, r: TypeRef): boolean {
  if (r === 's' || r === 'u') return true;
  if (typeof r !== 'object') return false;
  if ('e' in r) return r.e.some((x) => typeof x === 'string');
  if ('u' in r) return r.u.some((x) => acceptsString(table, x));
  return false;
}

/** A valid value of a declared type; names pick a plausible string (currency → 'usd'). */
export function sample(table: StripeTable, ref: TypeRef, name: string, depth: number): unknown {
  if (ref === 's' || ref === 'u') return sampleString(name);
  if (ref === 'n') return 1;
  if (ref === 'b') return false;
  if ('e' in ref) return ref.e.find((x) => x !== '') ?? ref.e[0];
  if ('a' in ref) return [sample(table, ref.a, name, depth + 1)];
  if ('u' in ref) return sample(table, ref.u.find((r) => !isEmptyOnly(r)) ?? ref.u[0], name, depth + 1);
  const shape = table.type(ref.t);
  const out: Record<string, unknown> = {};
  if (shape && depth < 6) for (const req of shape.r) out[req] = sample(table, shape.p[req], req, depth + 1);
  return out;
}

function sampleString(name: string): string {
  if (name === 'currency') return 'usd';
  if (name === 'country') return 'US';
  if (name === 'email' || name.endsWith('_email')) return 'jenny@example.com';
  if (name.endsWith('url')) return 'https://example.com';
  return 'x';
}

function sampleId(name: string): string {
  return name === 'id' ? 'id_123' : `${name}_123`;
}
