import { nearest, type MissingField } from './contract';
import type { FieldRef, StripeTable, TypeRef, TypeShape } from './table';

/**
 * Well-known moves the declarations do not state, where the nearest name by spelling is
 * not the answer (Stripe's API changelog: 2022-11-15, 2025-03-31.basil).
 */
const MOVED_FIELDS: Record<string, Record<string, string>> = {
  PaymentIntent: { charges: 'latest_charge' },
  Invoice: { payment_intent: 'payments', subscription: 'parent.subscription_details.subscription', charge: 'payments' },
  Subscription: {
    current_period_end: 'items.data[].current_period_end',
    current_period_start: 'items.data[].current_period_start',
  },
  'Checkout.Session': { shipping_details: 'collected_information.shipping_details' },
};

/** Methods the API replaced under another name (stripe-node's migration guides). */
const MOVED_METHODS: Record<string, string> = {
  'subscriptions.del': 'subscriptions.cancel',
  'invoices.retrieveUpcoming': 'invoices.createPreview',
  'invoices.listUpcomingLines': 'invoices.createPreview',
  'subscriptionItems.createUsageRecord': 'billing.meterEvents.create',
  'subscriptionItems.listUsageRecordSummaries': 'billing.meters.listEventSummaries',
};

/**
 * What replaces a method a major no longer has: a known rename, else a method of the same
 * resource that the major added (`subscriptions.del` → `subscriptions.cancel`).
 */
export function methodReplacement(
  path: string,
  table: StripeTable,
  previous: StripeTable | undefined,
): string | undefined {
  const moved = MOVED_METHODS[path];
  if (moved && table.method(moved)) return moved;
  const resource = path.slice(0, path.lastIndexOf('.') + 1);
  const added = table
    .methodPaths()
    .filter((p) => p.startsWith(resource) && !p.slice(resource.length).includes('.') && !previous?.method(p));
  return added.length === 1 ? added[0] : undefined;
}

/** Where a name went: the table of the major that dropped it and, for an upgrade, the one before. */
export interface Removal {
  /** The major without the name. */
  at: StripeTable;
  /** The major before it in the direction of the change, which had the name (absent outside an upgrade). */
  before?: StripeTable;
}

/**
 * What replaces a response field an object no longer has: a well-known move, else what a
 * deprecation comment of the declarations names ("Use `discounts` instead."), else a name
 * found beside it (see `besideIt`), else the nearest name by spelling.
 */
export function fieldReplacement(r: Removal, miss: MissingField, field: string): string | undefined {
  for (const owner of miss.owners) {
    const moved = MOVED_FIELDS[owner]?.[field];
    if (moved) return moved;
    const declared = r.at.object(owner)?.d[field] ?? r.before?.object(owner)?.d[field];
    if (declared) return declared;
  }
  const had = new Set(miss.owners.flatMap((o) => Object.keys(r.before?.object(o)?.f ?? {})));
  const oldRef = miss.owners.map((o) => r.before?.object(o)?.f[field]).find((x) => x !== undefined);
  const fieldsOf = (t: StripeTable | undefined, ref: FieldRef | undefined) =>
    typeof ref === 'string' ? Object.keys(t?.object(ref)?.f ?? {}) : [];
  const oldFields = fieldsOf(r.before, oldRef);
  const similarity = (c: string) => {
    const ref = miss.owners.map((o) => r.at.object(o)?.f[c]).find((x) => x !== undefined);
    return overlap(oldFields, fieldsOf(r.at, ref));
  };
  const added = r.before ? miss.fields.filter((f) => !had.has(f)) : [];
  return besideIt(field, miss.fields, added, similarity) ?? nearest(field, miss.fields);
}

/** What replaces a parameter a params type no longer has (the same order, for parameters). */
export function paramReplacement(
  r: Removal,
  shape: TypeShape | undefined,
  shapeBefore: TypeShape | undefined,
  name: string,
): string | undefined {
  const declared = shapeBefore?.d[name] ?? shape?.d[name];
  if (declared) return declared;
  const candidates = Object.keys(shape?.p ?? {});
  const added = shapeBefore ? candidates.filter((c) => !Object.hasOwn(shapeBefore.p, c)) : [];
  const propsOf = (t: StripeTable | undefined, ref: TypeRef | undefined) =>
    ref !== undefined && typeof ref === 'object' && 't' in ref ? Object.keys(t?.type(ref.t)?.p ?? {}) : [];
  const oldProps = propsOf(r.before, shapeBefore?.p[name]);
  const similarity = (c: string) => overlap(oldProps, propsOf(r.at, shape?.p[c]));
  return besideIt(name, candidates, added, similarity) ?? nearest(name, candidates);
}

/**
 * A name beside the removed one that says the same thing: among the names the same major
 * added, the one sharing most words with it (`charges` → `latest_charge`, `shipping` →
 * `shipping_details`); else a name that contains it whole (`payment_method_types` →
 * `allowed_payment_method_types`). Ties go to the one whose own fields are most alike.
 */
function besideIt(
  name: string,
  candidates: readonly string[],
  added: readonly string[],
  similarity: (candidate: string) => number,
): string | undefined {
  const words = new Set(name.split('_').map(singular));
  const shared = (c: string) => c.split('_').filter((w) => w.length > 3 && words.has(singular(w))).length;
  const byAdded = best(
    added.filter((c) => c !== name && shared(c) > 0),
    (c) => [shared(c), similarity(c)],
  );
  if (byAdded) return byAdded;
  const whole = singular(name);
  const containing = candidates.filter(
    (c) => c !== name && (c.endsWith(`_${name}`) || c.startsWith(`${name}_`) || c.split('_').includes(whole)),
  );
  return best(containing, (c) => [similarity(c), -c.length]);
}

/** The candidate with the highest scores (compared in order), the first in order on a tie. */
function best(candidates: readonly string[], score: (c: string) => number[]): string | undefined {
  let top: string | undefined;
  let topScore: number[] = [];
  for (const c of [...candidates].sort()) {
    const s = score(c);
    const i = s.findIndex((x, k) => x !== topScore[k]);
    if (top === undefined || (i >= 0 && s[i] > topScore[i])) {
      top = c;
      topScore = s;
    }
  }
  return top;
}

/** How alike two sets of names are (0 to 1). */
function overlap(a: readonly string[], b: readonly string[]): number {
  if (a.length === 0 || b.length === 0) return 0;
  const bs = new Set(b);
  const common = a.filter((x) => bs.has(x)).length;
  return common / (a.length + b.length - common);
}

function singular(word: string): string {
  return word.replace(/s$/, '');
}

/**
 * The params type that holds a parameter (`payment_method_options.card.request_three_d_secure`
 * → the card options type), following objects, arrays and unions of the method's params.
 */
export function shapeHolding(table: StripeTable, params: TypeRef | null, path: string): TypeShape | undefined {
  const segments = path.replace(/\[\d+\]/g, '').split('.');
  let refs: TypeRef[] = params ? [params] : [];
  let shape: TypeShape | undefined;
  for (let i = 0; i < segments.length; i++) {
    const shapes = refs.flatMap(objectShapes(table));
    shape = shapes.find((s) => Object.hasOwn(s.p, segments[i])) ?? shapes[0];
    if (!shape || i === segments.length - 1) break;
    const next = shape.p[segments[i]];
    refs = next === undefined ? [] : [next];
  }
  return shape;
}

function objectShapes(table: StripeTable): (ref: TypeRef) => TypeShape[] {
  const visit = (ref: TypeRef): TypeShape[] => {
    if (typeof ref !== 'object') return [];
    if ('t' in ref) {
      const s = table.type(ref.t);
      return s ? [s] : [];
    }
    if ('a' in ref) return visit(ref.a);
    if ('u' in ref) return ref.u.flatMap(visit);
    return [];
  };
  return visit;
}
