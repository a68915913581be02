// Merges the tables of several majors (./extract.mjs) into one, in which every method,
// parameter, enum value and response field carries the majors that have it, so that
// sixteen majors cost about what two cost as separate tables: the API changes little from
// one major to the next, and what does not change is written once.
//
// Majors are bits: bit i is `majors[i]`; a mask is the sum of the bits of the majors
// where a thing exists. A thing present in every major its container exists in carries no
// mask (the common case); otherwise it is wrapped: { v: [[mask, value], …] }, one entry per
// distinct value. See src/extractors/stripe/table.ts for the reading side.
//
//   methods: { 'paymentIntents.create': Versioned<Method> }
//            Method = { p: Ref|null, i?: ['id'], q?: 1 (params required), r?: Field }
//   types:   { 'PaymentIntentCreateParams': { p: { amount: Versioned<Ref> }, r?: (name | [name, mask])[],
//              m?: Versioned<Ref>, d?: { name: replacement } } }
//   objects: { 'PaymentIntent': { f: { charges: Versioned<Field> }, d?: { name: replacement } } }
//   enums:   [ [value | [value, mask], …] ]    long literal lists, kept once
// Ref as in extract.mjs, where an enum's values may carry masks ({ e: ['automatic',
// ['automatic_async', mask], 'manual'] }) and a long one is { E: index into enums, o?: 1 }.

/** Enum lists longer than this are kept once in `enums` and referred to by index. */
const INLINE_ENUM_MAX = 6;

export function mergeTables(tables) {
  const majors = tables.map((t) => t.major);
  const all = (1 << majors.length) - 1;
  const bits = tables.map((_, i) => 1 << i);

  // --- methods -------------------------------------------------------------------------
  const methodVariants = new Map();
  tables.forEach((t, i) => {
    for (const [path, m] of Object.entries(t.methods)) {
      const entry = { p: m.params };
      if (m.ids.length) entry.i = m.ids;
      if (m.required) entry.q = 1;
      if (m.returns !== undefined) entry.r = m.returns;
      foldEqual(
        getOr(methodVariants, path, () => []),
        bits[i],
        entry,
      );
    }
  });
  const methods = {};
  for (const [path, variants] of sortedEntries(methodVariants)) methods[path] = versioned(variants, all);

  // --- params types --------------------------------------------------------------------
  const typeAcc = new Map(); // name -> { mask, props: Map(name -> variants), req: Map(name -> mask), m: variants, d }
  tables.forEach((t, i) => {
    const bit = bits[i];
    for (const [name, shape] of Object.entries(t.types)) {
      const acc = getOr(typeAcc, name, () => ({ mask: 0, props: new Map(), req: new Map(), m: [], d: {} }));
      acc.mask |= bit;
      for (const [prop, r] of Object.entries(shape.p))
        foldRef(
          getOr(acc.props, prop, () => []),
          bit,
          r,
        );
      for (const prop of shape.r ?? []) acc.req.set(prop, (acc.req.get(prop) ?? 0) | bit);
      if (shape.m !== undefined) foldRef(acc.m, bit, shape.m);
      Object.assign(acc.d, shape.d);
    }
  });
  const types = {};
  for (const [name, acc] of sortedEntries(typeAcc)) {
    const p = {};
    const propMask = new Map();
    for (const [prop, variants] of acc.props) {
      p[prop] = versioned(variants, acc.mask);
      propMask.set(prop, maskOf(variants));
    }
    const out = { p };
    const r = [...acc.req].map(([prop, mask]) => (mask === propMask.get(prop) ? prop : [prop, mask]));
    if (r.length) out.r = r;
    if (acc.m.length) out.m = versioned(acc.m, acc.mask);
    if (Object.keys(acc.d).length) out.d = acc.d;
    types[name] = out;
  }

  // --- response objects ----------------------------------------------------------------
  const objectAcc = new Map();
  tables.forEach((t, i) => {
    for (const [name, o] of Object.entries(t.objects)) {
      const acc = getOr(objectAcc, name, () => ({ mask: 0, fields: new Map(), d: {} }));
      acc.mask |= bits[i];
      for (const [f, r] of Object.entries(o.f))
        foldEqual(
          getOr(acc.fields, f, () => []),
          bits[i],
          r,
        );
      Object.assign(acc.d, o.d);
    }
  });
  const objects = {};
  for (const [name, acc] of sortedEntries(objectAcc)) {
    const f = {};
    for (const [field, variants] of [...acc.fields].sort(([a], [b]) => (a < b ? -1 : 1)))
      f[field] = versioned(variants, acc.mask);
    objects[name] = Object.keys(acc.d).length ? { f, d: acc.d } : { f };
  }

  const merged = { majors, methods, types, objects, enums: [] };
  dedupeTypes(merged);
  dedupeObjects(merged);
  internEnums(merged);
  return merged;
}

// --- folding one major's value into the variants of a thing -------------------------------

/** Variants compared by equality: a method entry, a response field. */
function foldEqual(variants, bit, value) {
  const key = JSON.stringify(value);
  const same = variants.find((v) => v.key === key);
  if (same) same.mask |= bit;
  else variants.push({ mask: bit, key, value });
}

/**
 * Variants of a parameter's type, merged by structure: two majors whose type differs only
 * in enum values share one variant whose values carry masks.
 */
function foldRef(variants, bit, ref) {
  for (const v of variants) {
    if (compatible(v.value, ref)) {
      v.value = absorb(v.value, v.mask, ref, bit);
      v.mask |= bit;
      return;
    }
  }
  variants.push({ mask: bit, value: ref });
}

function compatible(merged, ref) {
  if (typeof merged !== 'object' || merged === null || typeof ref !== 'object' || ref === null) return merged === ref;
  if ('e' in merged) return 'e' in ref && !!merged.o === !!ref.o;
  if ('a' in merged) return 'a' in ref && compatible(merged.a, ref.a);
  if ('t' in merged) return 't' in ref && merged.t === ref.t;
  if ('u' in merged)
    return 'u' in ref && merged.u.length === ref.u.length && merged.u.every((m, i) => compatible(m, ref.u[i]));
  return false;
}

/** The merged ref (valid for `mask`) extended with a compatible ref of another major. */
function absorb(merged, mask, ref, bit) {
  if (typeof merged !== 'object' || merged === null) return merged;
  if ('e' in merged) {
    const incoming = new Set(ref.e);
    const values = merged.e.map((ev) => {
      const [value, m] = Array.isArray(ev) ? ev : [ev, mask];
      const now = incoming.has(value) ? m | bit : m;
      incoming.delete(value);
      return now === (mask | bit) ? value : [value, now];
    });
    for (const value of ref.e) if (incoming.has(value)) values.push([value, bit]);
    return merged.o ? { e: values, o: 1 } : { e: values };
  }
  if ('a' in merged) return { a: absorb(merged.a, mask, ref.a, bit) };
  if ('u' in merged) return { u: merged.u.map((m, i) => absorb(m, mask, ref.u[i], bit)) };
  return merged;
}

const maskOf = (variants) => variants.reduce((m, v) => m | v.mask, 0);

/** A value present everywhere its container is, with one shape, is written bare. */
function versioned(variants, containerMask) {
  if (variants.length === 1 && variants[0].mask === containerMask) return variants[0].value;
  return { v: variants.map((v) => [v.mask, v.value]) };
}

// --- sharing ------------------------------------------------------------------------------

/**
 * Params types with the same merged shape (an address under twenty parents) are kept once:
 * references are rewritten to the first name, repeatedly, since merging two children can
 * make their parents equal.
 */
function dedupeTypes(table) {
  for (;;) {
    const canonical = new Map();
    const rename = new Map();
    for (const [name, shape] of Object.entries(table.types)) {
      const key = JSON.stringify(shape);
      const first = canonical.get(key);
      if (first === undefined) canonical.set(key, name);
      else rename.set(name, first);
    }
    if (rename.size === 0) return;
    for (const name of rename.keys()) delete table.types[name];
    const visit = (r) => mapRefs(r, (x) => (x.t !== undefined && rename.has(x.t) ? { t: rename.get(x.t) } : x));
    for (const shape of Object.values(table.types)) {
      for (const k of Object.keys(shape.p)) shape.p[k] = visit(shape.p[k]);
      if (shape.m !== undefined) shape.m = visit(shape.m);
    }
    for (const [path, m] of Object.entries(table.methods))
      table.methods[path] = mapMethod(m, (e) => ({ ...e, p: visit(e.p) }));
  }
}

/**
 * Nested response types with the same merged fields (a card's details under a charge and
 * under a payment method) are kept once. Top-level objects (no dot in the name) keep their
 * names, which messages show; nested ones are named by the path read, not their type.
 */
function dedupeObjects(table) {
  for (;;) {
    const canonical = new Map();
    const rename = new Map();
    const names = Object.keys(table.objects).sort((a, b) => a.includes('.') - b.includes('.') || (a < b ? -1 : 1));
    for (const name of names) {
      const key = JSON.stringify(table.objects[name]);
      const first = canonical.get(key);
      if (first === undefined) canonical.set(key, name);
      else if (name.includes('.')) rename.set(name, first);
    }
    if (rename.size === 0) return;
    for (const name of rename.keys()) delete table.objects[name];
    const visit = (f) => mapFields(f, (n) => rename.get(n) ?? n);
    for (const o of Object.values(table.objects)) for (const k of Object.keys(o.f)) o.f[k] = visit(o.f[k]);
    for (const [path, m] of Object.entries(table.methods))
      table.methods[path] = mapMethod(m, (e) => (e.r === undefined ? e : { ...e, r: visit(e.r) }));
  }
}

/** Rewrites every object name inside a (possibly versioned) field. */
function mapFields(f, rename) {
  if (typeof f === 'string') return rename(f);
  if (f === null || typeof f !== 'object') return f;
  if (Array.isArray(f.v)) return { v: f.v.map(([m, x]) => [m, mapFields(x, rename)]) };
  if (f.a !== undefined) return { a: mapFields(f.a, rename) };
  if (f.l !== undefined) return { l: mapFields(f.l, rename) };
  if (Array.isArray(f.u)) return { u: f.u.map((x) => mapFields(x, rename)) };
  return f;
}

/** Long enum lists (countries, merchant categories) are kept once in `enums`. */
function internEnums(table) {
  const index = new Map();
  const intern = (r) =>
    mapRefs(r, (x) => {
      if (!Array.isArray(x.e) || x.e.length <= INLINE_ENUM_MAX) return x;
      const key = JSON.stringify(x.e);
      let i = index.get(key);
      if (i === undefined) {
        i = table.enums.length;
        table.enums.push(x.e);
        index.set(key, i);
      }
      return x.o ? { E: i, o: 1 } : { E: i };
    });
  for (const shape of Object.values(table.types)) {
    for (const k of Object.keys(shape.p)) shape.p[k] = intern(shape.p[k]);
    if (shape.m !== undefined) shape.m = intern(shape.m);
  }
  for (const [path, m] of Object.entries(table.methods))
    table.methods[path] = mapMethod(m, (e) => ({ ...e, p: intern(e.p) }));
}

/** Rewrites every ref inside a (possibly versioned) ref, bottom-up. */
function mapRefs(r, f) {
  if (r === null || typeof r !== 'object') return r;
  if (Array.isArray(r.v)) return { v: r.v.map(([m, x]) => [m, mapRefs(x, f)]) };
  if (r.a !== undefined) return f({ a: mapRefs(r.a, f) });
  if (Array.isArray(r.u)) return f({ u: r.u.map((x) => mapRefs(x, f)) });
  return f(r);
}

function mapMethod(m, f) {
  return Array.isArray(m.v) ? { v: m.v.map(([mask, e]) => [mask, f(e)]) } : f(m);
}

function getOr(map, key, make) {
  let v = map.get(key);
  if (v === undefined) {
    v = make();
    map.set(key, v);
  }
  return v;
}

function sortedEntries(map) {
  return [...map].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}
