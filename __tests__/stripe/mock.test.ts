import { createServer } from 'node:net';
import type { ArgProp, ArgValue } from '../../src/extractors/stripe/contract';
import { buildParams, StripeMockClient, stripeMockMessage, type ReplayCall } from '../../src/extractors/stripe/mock';
import { stripeTable, type StripeTable } from '../../src/extractors/stripe/table';
import { startFaultyServer, type Fault } from '../helpers/faulty-server';
import { describeWithStripeMock } from '../helpers/stripe-mock';

const v23 = stripeTable(23) as StripeTable;
const v17 = stripeTable(17) as StripeTable;
const v11 = stripeTable(11) as StripeTable;
const str = (value?: string): ArgValue => ({ kind: 'string', value });
const num = (value?: number): ArgValue => ({ kind: 'number', value });
const arr = (...items: ArgValue[]): ArgValue => ({ kind: 'array', items });
const obj = (props: Record<string, ArgValue>, open = false): ArgValue => ({
  kind: 'object',
  open,
  props: Object.entries(props).map(([name, value]): ArgProp => ({ name, value })),
});
const unknown: ArgValue = { kind: 'unknown' };
const call = (path: string, params?: ArgValue, ids: (string | undefined)[] = [], options?: ArgValue): ReplayCall => ({
  path,
  ids,
  params,
  options,
});

describe('the params a replay sends', () => {
  const build = (table: StripeTable, path: string, params: ArgValue | undefined) =>
    buildParams(table, table.method(path)!, params);

  it.each([
    [
      'literals as written, values it cannot see filled by type',
      'paymentIntents.create',
      obj({ amount: unknown, currency: unknown, customer: unknown, capture_method: str('manual') }),
      { amount: 1, currency: 'usd', customer: 'x', capture_method: 'manual' },
    ],
    [
      'required params a spread may provide',
      'paymentIntents.create',
      obj({ confirm: unknown }, true),
      { confirm: false, amount: 1, currency: 'usd' },
    ],
    [
      'a whole params object it cannot see: the required ones',
      'paymentIntents.create',
      unknown,
      { amount: 1, currency: 'usd' },
    ],
    [
      'expand[]: the entries written out, never made-up ones',
      'customers.retrieve',
      obj({ expand: arr(str('default_source'), str(), unknown) }),
      { expand: ['default_source'] },
    ],
    ['expand[] it cannot see at all: left out', 'customers.retrieve', obj({ expand: unknown }), {}],
    [
      'an object with no required property gets one: the form encoding drops an empty hash',
      'paymentIntents.create',
      obj({ amount: num(100), currency: str('usd'), shipping: unknown }),
      { amount: 100, currency: 'usd', shipping: { address: { line1: 'x' }, name: 'x' } },
    ],
    [
      'a hash of any keys gets one entry',
      'paymentIntents.update',
      obj({ metadata: unknown }),
      { metadata: { key: 'x' } },
    ],
    [
      'an id or a hash: the id',
      'accounts.createExternalAccount',
      obj({ external_account: unknown }),
      { external_account: 'x' },
    ],
    [
      'a decimal string',
      'prices.create',
      obj({ currency: str('usd'), unit_amount_decimal: str() }),
      { currency: 'usd', unit_amount_decimal: '1' },
    ],
    ['null unsets', 'customers.update', obj({ description: { kind: 'null' } }), { description: '' }],
    [
      'keys a condition sets on some paths only (`...(c ? { currency } : { customer })`): not sent, required ones filled',
      'paymentIntents.create',
      {
        kind: 'object',
        open: false,
        props: [
          { name: 'amount', value: num(100) },
          { name: 'currency', value: str('eur'), alternative: true },
          { name: 'customer', value: str('cus_1'), alternative: true },
        ],
      } satisfies ArgValue,
      { amount: 100, currency: 'usd' },
    ],
  ])('%s', (_name, path, params, sent) => {
    expect(build(v23, path, params)).toEqual(sent);
  });
});

describe('stripe-mock messages', () => {
  it('leave out the address of the validator, which differs in every stripe-mock process', () => {
    expect(
      stripeMockMessage(
        "Request validation error: validator 0x4183ddb9560 failed: object property 'amount' validation failed: value is not numeric",
      ),
    ).toBe("Request validation error: object property 'amount' validation failed: value is not numeric");
  });
});

describeWithStripeMock('a replay against the real stripe-mock', (url) => {
  const client = new StripeMockClient(url);

  it.each([
    [
      'a create with values filled by type',
      v23,
      call('paymentIntents.create', obj({ amount: unknown, currency: unknown })),
    ],
    ['two ids in the path', v23, call('customers.retrieveSource', undefined, ['cus_1', 'card_1'])],
    ['ids filled in', v23, call('accounts.retrievePerson', obj({ expand: arr(str('dob')) }))],
    [
      'a list with a query',
      v17,
      call('customers.list', obj({ limit: num(3), email: unknown, expand: arr(str('data.default_source')) })),
    ],
    ['a connected account', v23, call('customers.list', undefined, [], obj({ stripeAccount: unknown }))],
    ['request options it cannot see', v23, call('ephemeralKeys.create', obj({ customer: unknown }), [], unknown)],
    ['a file upload (multipart)', v23, call('files.create', obj({ purpose: str('dispute_evidence'), file: unknown }))],
  ])('accepts %s', async (_name, table, c) => {
    await expect(client.replay(table, c)).resolves.toEqual({ kind: 'accepted', status: 200 });
  });

  it.each([
    [
      'an unknown parameter',
      call('paymentIntents.create', obj({ amount: unknown, currency: str('usd'), confirm_method: str('manual') })),
      'Request validation error: additional properties are not allowed',
    ],
    [
      'a wrong type',
      call('customers.create', obj({ balance: str('ten') })),
      "Request validation error: object property 'balance' validation failed: value is not numeric",
    ],
    [
      'a value outside an enum, in an array of objects',
      call(
        'checkout.sessions.create',
        obj({ line_items: arr(obj({ price: unknown, adjustable_quantity: obj({ enabled: str('yes') }) })) }),
      ),
      "Request validation error: object property 'line_items' validation failed: object property 'adjustable_quantity' validation failed: object property 'enabled' validation failed: value is not a boolean",
    ],
    [
      'a missing required parameter',
      call('paymentIntents.create', obj({ currency: str('usd') })),
      "Request validation error: object property 'amount' is required",
    ],
  ])("rejects %s with stripe-mock's message", async (_name, c, message) => {
    await expect(client.replay(v23, c)).resolves.toEqual({
      kind: 'rejected',
      status: 400,
      message,
      type: 'invalid_request_error',
      param: undefined,
    });
  });

  it("disputes a rejection the API of the project's stripe version contradicts", async () => {
    // invoice items took a `price` until an API version after stripe 17's; stripe-mock's spec is later.
    await expect(
      client.replay(v17, call('invoiceItems.create', obj({ customer: unknown, price: str('price_1') }))),
    ).resolves.toEqual({
      kind: 'disputed',
      status: 400,
      message: 'Request validation error: additional properties are not allowed',
      param: '',
    });
    await expect(
      client.replay(v23, call('invoiceItems.create', obj({ customer: unknown, price: str('price_1') }))),
    ).resolves.toMatchObject({ kind: 'rejected' });
  });

  it('takes a 500 of stripe-mock itself as params it took, with a note, not as a server that cannot be used', async () => {
    await expect(
      client.replay(v23, call('customers.retrieve', obj({ expand: arr(str('zz_not_a_field')) }))),
    ).resolves.toEqual({
      kind: 'accepted',
      status: 500,
      note: 'stripe-mock took the parameters but could not build its answer (500: An internal error occurred.), as it does for an expansion it cannot make: check that `zz_not_a_field` can be expanded',
    });
  });

  it('skips what the SDK would not send, what stripe-mock does not serve, and params the declarations do not describe', async () => {
    await expect(client.replay(v23, call('ephemeralKeys.create', obj({ customer: unknown })))).resolves.toEqual({
      kind: 'skipped',
      reason: expect.stringMatching(
        /^the stripe SDK would not send it: Passing apiVersion in a separate options hash is required/,
      ),
    });
    await expect(client.replay(v23, call('v2.core.events.list', obj({ object_id: str('x') })))).resolves.toEqual({
      kind: 'skipped',
      reason: 'stripe-mock does not know this endpoint (Unrecognized request URL (GET: /v2/core/events).)',
    });
    await expect(client.replay(v17, call('invoices.retrieveUpcoming', obj({})))).resolves.toEqual({
      kind: 'skipped',
      reason: 'the stripe SDK has no invoices.retrieveUpcoming',
    });
    await expect(
      client.replay(v11, call('files.create', obj({ purpose: str('dispute_evidence'), file: unknown }))),
    ).resolves.toEqual({
      kind: 'skipped',
      reason: 'the declarations of stripe 11 do not describe the params of files.create',
    });
  });
});

describe('a server that cannot be used is unreachable, never a rejection', () => {
  it('a closed port', async () => {
    const srv = createServer();
    await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
    const port = (srv.address() as { port: number }).port;
    await new Promise<void>((r) => srv.close(() => r()));
    const client = new StripeMockClient(`http://127.0.0.1:${port}`);
    const result = await client.replay(v23, call('customers.create', obj({})));
    expect(result).toEqual({ kind: 'unreachable', reason: expect.stringMatching(/ECONNREFUSED/) });
  });

  it.each([['error-500'], ['html'], ['hang']] as [Fault][])('a server answering %s', async (fault) => {
    const server = await startFaultyServer(fault);
    try {
      const client = new StripeMockClient(server.url, { timeoutMs: 500 });
      const result = await client.replay(v23, call('customers.create', obj({})));
      expect(result.kind).toBe('unreachable');
      expect(server.requests).toBe(1);
    } finally {
      await server.close();
    }
  });
});
