import type StripeType from 'stripe';
import { checkValue, type ArgValue } from './contract';
import { type MethodEntry, type StripeTable, type TypeRef } from './table';

/** One Stripe call as the replay sends it. */
export interface ReplayCall {
  /** 'paymentIntents.create' */
  path: string;
  /** Values of the leading id arguments, when literal. */
  ids: (string | undefined)[];
  /** The params as described from the source; undefined when the call passes none. */
  params: ArgValue | undefined;
  /** The request options as described from the source (`{ stripeAccount }`); undefined when it passes none. */
  options?: ArgValue;
}

export type ReplayResult =
  /** `note`: stripe-mock took the params but could not build its answer (an expansion it cannot make). */
  | { kind: 'accepted'; status: number; note?: string }
  /** A 4xx: stripe-mock (or Stripe) refused the request. */
  | { kind: 'rejected'; status: number; message: string; type?: string; param?: string }
  /**
   * stripe-mock refused a value that the API of the project's `stripe` version accepts as
   * sent (`param`, dotted; '' for the params themselves): its OpenAPI spec is of another API
   * version (a parameter added, removed or made required since). Not the code's fault.
   */
  | { kind: 'disputed'; status: number; message: string; param: string }
  /** The server could not be used: no answer, a timeout, a 5xx not of stripe-mock's own, an answer that is not Stripe's. */
  | { kind: 'unreachable'; reason: string }
  /** The call cannot be replayed (the SDK has no such method, or would not send it). */
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
    // A multipart upload that stripe-node up to 11 declares with no params: nothing to fill them from.
    if (entry.params === 'u') {
      return {
        kind: 'skipped',
        reason: `the declarations of stripe ${table.major} do not describe the params of ${call.path}`,
      };
    }
    const ids = entry.ids.map((name, i) => call.ids[i] ?? sampleId(name));
    const params = buildParams(table, entry, call.params);
    const options = requestOptions(table, call.options);
    // stripe-node tells params from options by their keys: options go last, after params ({} when none).
    const args = options ? [...ids, params ?? {}, options] : [...ids, ...(params === undefined ? [] : [params])];
    try {
      await method(...args);
      return { kind: 'accepted', status: 200 };
    } catch (err) {
      const result = classify(err, params);
      if (result.kind !== 'rejected' || !entry.params) return result;
      const param = acceptedByTable(table, entry.params, params, result.message);
      return param === undefined ? result : { kind: 'disputed', status: result.status, message: result.message, param };
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
  headers?: Record<string, string | undefined>;
}

function classify(err: unknown, params: unknown): ReplayResult {
  const e = (err ?? {}) as ErrorShape;
  const status = e.statusCode;
  const message = stripeMockMessage(e.message ?? String(err));
  // 401/403 with the well-formed test key: not a stripe-mock (or one that refuses any key).
  if (status === 401 || status === 403)
    return { kind: 'unreachable', reason: `it refused the test key (${status}: ${message})` };
  // 404: the mock's OpenAPI spec has no such endpoint (an older mock than the SDK); not the code's fault.
  if (status === 404) return { kind: 'skipped', reason: `stripe-mock does not know this endpoint (${message})` };
  if (status !== undefined && status >= 400 && status < 500 && e.type !== 'StripeAPIError')
    return { kind: 'rejected', status, message, type: e.rawType, param: e.param };
  // stripe-mock validates a request before it builds the answer: its own 500 (it names itself in a
  // header) means the params passed, and it failed on what it answers, as for an `expand` of a field
  // it cannot expand. A 500 from anything else is a server that cannot be used.
  if (status !== undefined && status >= 500 && e.headers?.['stripe-mock-version'] !== undefined) {
    const expand = expansions(params);
    return {
      kind: 'accepted',
      status,
      note: `stripe-mock took the parameters but could not build its answer (${status}: ${message})${
        expand.length > 0
          ? `, as it does for an expansion it cannot make: check that ${expand.map((x) => `\`${x}\``).join(', ')} can be expanded`
          : ''
      }`,
    };
  }
  if (status !== undefined && status >= 500)
    return { kind: 'unreachable', reason: `it answered ${status} (${message})` };
  // No status and not one of the SDK's errors (a StripeConnectionError, an invalid JSON answer):
  // the SDK refused the call before sending it (ephemeralKeys.create without an apiVersion).
  if (status === undefined && e.type === undefined && e.message !== undefined)
    return { kind: 'skipped', reason: `the stripe SDK would not send it: ${message}` };
  // StripeConnectionError (refused, reset, timeout), invalid JSON (StripeAPIError), anything else.
  return { kind: 'unreachable', reason: rootCause(err) ?? message };
}

/**
 * stripe-mock's message without the address of the validator object it names
 * ("Request validation error: validator 0x1a48… failed: …"), which differs in every
 * stripe-mock process and would make the same finding look new on each run.
 */
export function stripeMockMessage(message: string): string {
  return message
    .replace(/\bvalidator 0x[0-9a-f]+ failed: /, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The dotted path of the value stripe-mock's validator refuses, when the table of the
 * project's `stripe` version accepts what was sent there; undefined when the table refuses
 * it too, has no opinion there (a value of any type), or the message names no place.
 * stripe-mock names the properties it passes through ("object property 'shipping'
 * validation failed: object property 'address' is required" → `shipping`), not array
 * positions; a missing or unknown property is judged at the object that lacks or has it.
 */
function acceptedByTable(table: StripeTable, ref: TypeRef, sent: unknown, message: string): string | undefined {
  const m = /^Request validation error: (.*)$/.exec(message);
  if (!m) return undefined;
  const path: string[] = [];
  let rest = m[1];
  for (let step = /^object property (?:for )?'([^']+)' validation failed: /.exec(rest); step;) {
    path.push(step[1]);
    rest = rest.slice(step[0].length);
    step = /^object property (?:for )?'([^']+)' validation failed: /.exec(rest);
  }
  let refs: TypeRef[] = [ref];
  let values: unknown[] = [sent];
  for (const name of path) {
    refs = refs.flatMap((r) => propertyTypes(table, r, name));
    values = values
      .flatMap(elements)
      .flatMap((v) => (v && typeof v === 'object' && name in v ? [(v as Record<string, unknown>)[name]] : []));
  }
  if (values.length === 0 || refs.every((r) => r === 'u')) return undefined;
  const fits = (v: unknown) => refs.some((r) => r !== 'u' && checkValue(table, argOf(v), r).length === 0);
  return values.every(fits) ? path.join('.') : undefined;
}

/** The types a property of a value of type `ref` may have (through unions and arrays). */
function propertyTypes(table: StripeTable, ref: TypeRef, name: string): TypeRef[] {
  if (ref === 'u') return ['u'];
  if (typeof ref !== 'object') return [];
  if ('u' in ref) return ref.u.flatMap((r) => propertyTypes(table, r, name));
  if ('a' in ref) return propertyTypes(table, ref.a, name);
  if (!('t' in ref)) return [];
  const shape = table.type(ref.t);
  const t = shape?.p[name] ?? shape?.m;
  return t === undefined ? [] : [t];
}

function elements(v: unknown): unknown[] {
  return Array.isArray(v) ? v.flatMap(elements) : [v];
}

/** A sent value as the contract checker reads values of the source. */
function argOf(v: unknown): ArgValue {
  if (typeof v === 'string') return { kind: 'string', value: v };
  if (typeof v === 'number') return { kind: 'number', value: v };
  if (typeof v === 'boolean') return { kind: 'boolean', value: v };
  if (Array.isArray(v)) return { kind: 'array', items: v.map(argOf) };
  if (v && typeof v === 'object')
    return { kind: 'object', open: false, props: Object.entries(v).map(([name, x]) => ({ name, value: argOf(x) })) };
  return { kind: 'unknown' };
}

/** The `expand` entries the replay sent. */
function expansions(params: unknown): string[] {
  const expand = params && typeof params === 'object' ? (params as { expand?: unknown }).expand : undefined;
  return Array.isArray(expand) ? expand.filter((x): x is string => typeof x === 'string') : [];
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
  if (value === undefined) return entry.required ? sample(table, entry.params, '', 0, true) : undefined;
  if (value.kind === 'unknown') return sample(table, entry.params, '', 0, true);
  return toValue(table, value, entry.params, '');
}

/**
 * The request options to send: the connected account and the API version the call sets
 * (filled when it sets them with values the gate cannot see). Options it cannot see at all
 * may set an API version, which the SDK requires for some calls (`ephemeralKeys.create`).
 */
function requestOptions(table: StripeTable, options: ArgValue | undefined): Record<string, string> | undefined {
  if (!options) return undefined;
  const apiVersion = table.apiVersion;
  const out: Record<string, string> = {};
  if (options.kind === 'object') {
    for (const { name, value } of options.props) {
      const given = value.kind === 'string' ? value.value : undefined;
      if (name === 'stripeAccount') out.stripeAccount = given ?? 'acct_123';
      if (name === 'apiVersion') out.apiVersion = given ?? apiVersion;
    }
  }
  if ((options.kind !== 'object' || options.open) && !out.apiVersion) out.apiVersion = apiVersion;
  return Object.keys(out).length > 0 ? out : undefined;
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
      for (const p of v.props) {
        // One path's value among others: which one the code sends is not known (the params are open).
        if (p.alternative) continue;
        if (p.name === 'expand') {
          // An expansion the source does not spell out cannot be judged: a made-up one would
          // only test the filler (stripe-mock cannot expand `x`).
          const known = knownExpansions(p.value);
          if (known.length > 0) out.expand = known;
          continue;
        }
        out[p.name] = toValue(table, p.value, shape?.p[p.name] ?? shape?.m, p.name);
      }
      // Keys the source sets on some paths only are not sent: the required ones among them are filled.
      if ((v.open || v.props.some((p) => p.alternative)) && shape) {
        for (const req of shape.r) if (!(req in out)) out[req] = sample(table, shape.p[req], req, 0);
      }
      return out;
    }
    default:
      return r ? sample(table, r, name, 0) : 'x';
  }
}

function knownExpansions(v: ArgValue): string[] {
  if (v.kind !== 'array' || !v.items) return [];
  return v.items.flatMap((item) => (item.kind === 'string' && item.value ? [item.value] : []));
}

/** The alternative of a union that fits the value's kind (for a value of unknown kind, see `fillable`). */
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
  return ref.u.find((r) => kindOf(r) === v.kind) ?? fillable(table, ref.u);
}

/**
 * The alternative of a union to fill a value the source does not show: a string (what the
 * form encoding sends anyway), else another plain value, before an object
 * (`external_account` is an id or a hash; stripe-mock's spec knows the id), and never the
 * '' that only unsets.
 */
function fillable(table: StripeTable, alts: TypeRef[]): TypeRef {
  const usable = alts.filter((r) => !isEmptyOnly(r));
  const scalar = (r: TypeRef) => typeof r !== 'object' || 'e' in r;
  return usable.find((r) => scalar(r) && acceptsString(table, r)) ?? usable.find(scalar) ?? usable[0] ?? alts[0];
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

/**
 * A valid value of a declared type; names pick a plausible string (currency → 'usd'). An
 * object gets its required properties, or one property when none is required: the form
 * encoding drops an empty hash, so `shipping[address]` would not be sent at all. Only the
 * params themselves (`topLevel`) may stay empty.
 */
export function sample(table: StripeTable, ref: TypeRef, name: string, depth: number, topLevel = false): unknown {
  if (ref === 's') return sampleString(name);
  // Any type: mostly a Decimal, which the SDK checks before sending ("expected a decimal string").
  if (ref === 'u') return name === 'currency' ? 'usd' : '1';
  if (ref === 'n') return 1;
  if (ref === 'b') return false;
  if ('e' in ref) return ref.e.find((x) => x !== '') ?? ref.e[0];
  if ('a' in ref) return [sample(table, ref.a, name, depth + 1)];
  if ('u' in ref) return sample(table, fillable(table, ref.u), name, depth + 1, topLevel);
  const shape = table.type(ref.t);
  const out: Record<string, unknown> = {};
  if (!shape || depth >= 6) return out;
  for (const req of shape.r) out[req] = sample(table, shape.p[req], req, depth + 1);
  if (Object.keys(out).length === 0 && !topLevel) {
    const names = Object.keys(shape.p);
    const one = names.find((n) => typeof shape.p[n] !== 'object' || !('t' in shape.p[n])) ?? names[0];
    if (one !== undefined) out[one] = sample(table, shape.p[one], one, depth + 1);
    // A hash of any keys (`payload` of a meter event): one entry.
    else if (shape.m !== undefined) out.key = sample(table, shape.m, 'key', depth + 1);
  }
  return out;
}

function sampleString(name: string): string {
  if (name === 'currency') return 'usd';
  if (name === 'country') return 'US';
  if (name === 'email' || name.endsWith('_email')) return 'jenny@example.com';
  if (name.endsWith('url')) return 'https://example.com';
  // The SDK refuses a decimal field (`unit_amount_decimal`, climate's `metric_tons`) that is not a decimal string.
  if (name.endsWith('_decimal') || name === 'metric_tons') return '1';
  return 'x';
}

function sampleId(name: string): string {
  return name === 'id' ? 'id_123' : `${name}_123`;
}
