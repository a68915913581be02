import { checkParams, missingField, nearest, type ArgProp, type ArgValue } from '../../src/extractors/stripe/contract';
import { KNOWN_MAJORS, stripeTable } from '../../src/extractors/stripe/table';

const str = (value?: string): ArgValue => ({ kind: 'string', value });
const num = (value?: number): ArgValue => ({ kind: 'number', value });
const obj = (props: Record<string, ArgValue>, open = false): ArgValue => ({
  kind: 'object',
  open,
  props: Object.entries(props).map(([name, value], i): ArgProp => ({ name, value, line: i + 1 })),
});

describe.each(KNOWN_MAJORS.map((m) => [m]))('stripe %i table', (major) => {
  it('accepts a valid PaymentIntent create', () => {
    const params = obj({
      amount: num(2500),
      currency: str('usd'),
      customer: { kind: 'unknown' },
      automatic_payment_methods: obj({ enabled: { kind: 'boolean', value: true } }),
      metadata: obj({ orderId: str(), qty: num(2) }),
      capture_method: str('manual'),
    });
    expect(checkParams(major, 'paymentIntents.create', params)).toEqual([]);
  });

  it('reports every bad parameter, with the nearest valid name and the allowed values', () => {
    const params = obj({
      amount: str('1000'),
      currency: str('usd'),
      confirm_method: str('manual'),
      capture_method: str('later'),
    });
    const problems = checkParams(major, 'paymentIntents.create', params);
    expect(problems.map((p) => [p.kind, p.param])).toEqual([
      ['wrong-type', 'amount'],
      ['unknown-param', 'confirm_method'],
      ['invalid-enum', 'capture_method'],
    ]);
    expect(problems[0].message).toMatch(/`amount` is a string "1000", but Stripe expects a number/);
    expect(problems[1].suggestion).toBe('confirmation_method');
    expect(problems[1].message).toMatch(/did you mean `confirmation_method`/);
    expect(problems[2].message).toMatch(/one of .*'manual'/);
    expect(problems[2].message).toMatch(/one of .*'automatic'/);
    expect(problems[1].line).toBe(3);
  });

  it('reports a missing required parameter, unless a spread may provide it', () => {
    expect(checkParams(major, 'paymentIntents.create', obj({ amount: num(100) })).map((p) => p.param)).toEqual([
      'currency',
    ]);
    expect(checkParams(major, 'paymentIntents.create', obj({ amount: num(100) }, true))).toEqual([]);
    expect(checkParams(major, 'refunds.create', undefined)).toEqual([]);
  });

  it('checks nested objects and arrays of objects', () => {
    // success_url and cancel_url: required before stripe 13
    const params = obj({
      mode: str('payment'),
      success_url: str('https://x.test/ok'),
      cancel_url: str('https://x.test/cancel'),
      line_items: {
        kind: 'array',
        items: [obj({ price: str('price_1'), quantity: num(1), quanity: num(2) })],
      },
    });
    const problems = checkParams(major, 'checkout.sessions.create', params);
    expect(problems.map((p) => p.param)).toEqual(['line_items[0].quanity']);
    expect(problems[0].suggestion).toBe('quantity');
  });

  it('accepts an empty string where the type is Emptyable and unknown values anywhere', () => {
    expect(checkParams(major, 'customers.update', obj({ metadata: str('') }))).toEqual([]);
    expect(checkParams(major, 'paymentIntents.create', { kind: 'unknown' })).toEqual([]);
    expect(checkParams(major, 'no.such.method', obj({ x: num(1) }))).toEqual([]);
  });

  it('knows response fields, and judges a read only as far as the types go', () => {
    const table = stripeTable(major)!;
    const [present, removed] = major <= 10 ? ['charges', 'latest_charge'] : ['latest_charge', 'charges'];
    expect(missingField(table, 'PaymentIntent', [present])).toBeUndefined();
    expect(missingField(table, 'PaymentIntent', [removed])).toMatchObject({ step: 0, owners: ['PaymentIntent'] });
    expect(missingField(table, 'NoSuchObject', ['x'])).toBeUndefined();
    // metadata is open: any key; an array's own members are not fields
    expect(missingField(table, 'PaymentIntent', ['metadata', 'orderId'])).toBeUndefined();
    expect(missingField(table, 'PaymentIntent', ['payment_method_types', 'length'])).toBeUndefined();
    expect(missingField(table, { l: 'PaymentIntent' }, ['data', '[]', 'amount'])).toBeUndefined();
    expect(missingField(table, { l: 'PaymentIntent' }, ['items'])).toMatchObject({ owners: ['list'] });
  });
});

it('has a table for every major it knows, and none for others', () => {
  for (const major of KNOWN_MAJORS) expect(stripeTable(major)?.major).toBe(major);
  expect(stripeTable(3)).toBeUndefined();
  expect(stripeTable(99)).toBeUndefined();
});

it('finds near misses by words and by spelling', () => {
  expect(nearest('confirm_method', ['capture_method', 'confirmation_method', 'confirm'])).toBe('confirmation_method');
  expect(nearest('amout', ['amount', 'currency'])).toBe('amount');
  expect(nearest('zzz_top', ['amount', 'currency'])).toBeUndefined();
});
