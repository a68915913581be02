import { checkParams, fieldExists, nearest, type ArgProp, type ArgValue } from '../../src/stripe/contract';
import { KNOWN_MAJORS, stripeTable } from '../../src/stripe/table';

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
    expect(problems[2].message).toMatch(/'manual', 'automatic'/);
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
    const params = obj({
      mode: str('payment'),
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

  it('knows response fields', () => {
    expect(fieldExists(major, 'PaymentIntent', 'latest_charge')).toBe(true);
    expect(fieldExists(major, 'PaymentIntent', 'charges')).toBe(false);
    expect(fieldExists(major, 'NoSuchObject', 'x')).toBeUndefined();
  });
});

it('keeps each table compact and describes the installed version', () => {
  for (const major of KNOWN_MAJORS) {
    const t = stripeTable(major);
    expect(t?.major).toBe(major);
    expect(JSON.stringify(t).length).toBeLessThan(1_500_000);
  }
  expect(stripeTable(3)).toBeUndefined();
});

it('finds near misses by words and by spelling', () => {
  expect(nearest('confirm_method', ['capture_method', 'confirmation_method', 'confirm'])).toBe('confirmation_method');
  expect(nearest('amout', ['amount', 'currency'])).toBe('amount');
  expect(nearest('zzz_top', ['amount', 'currency'])).toBeUndefined();
});
