import { nearest, type MissingField } from './contract';
import type { StripeTable, TypeRef, TypeShape } from './table';

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
};

/**
 * What replaces a response field an object no longer has: a well-known move, else what a
 * deprecation comment of the declarations names ("Use `discounts` instead."), else a field
 * added where it went that shares a word with it (`charges` → `latest_charge`), else the
 * nearest name by spelling.
 */
export function fieldReplacement(
  table: StripeTable,
  miss: MissingField,
  field: string,
  added: readonly string[] = [],
): string | undefined {
  for (const owner of miss.owners) {
    const moved = MOVED_FIELDS[owner]?.[field];
    if (moved) return moved;
    const declared = table.object(owner)?.d[field];
    if (declared) return declared;
  }
  return (
    sharingAWord(field, added) ?? nearest(field, miss.fields) ?? miss.fields.find((f) => f.includes(singular(field)))
  );
}

/** What replaces a parameter a params type no longer has (the same order, for parameters). */
export function paramReplacement(
  shape: TypeShape | undefined,
  name: string,
  candidates: readonly string[],
  added: readonly string[] = [],
): string | undefined {
  return shape?.d[name] ?? sharingAWord(name, added) ?? nearest(name, candidates);
}

/**
 * A name added alongside the removal that shares the most words with it: `charges` →
 * `latest_charge`, `payment_method_types` → `allowed_payment_method_types`.
 */
function sharingAWord(name: string, candidates: readonly string[]): string | undefined {
  const words = new Set(name.split('_').map(singular));
  let best: string | undefined;
  let bestShared = 0;
  for (const c of candidates) {
    if (c === name) continue;
    const shared = c.split('_').filter((w) => w.length > 3 && words.has(singular(w))).length;
    if (shared > bestShared) {
      best = c;
      bestShared = shared;
    }
  }
  return best;
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
