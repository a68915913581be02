import { editDistance } from '../../core/suggest';
import {
  LIST_FIELDS,
  stripeTable,
  type FieldRef,
  type MethodEntry,
  type StripeTable,
  type TypeRef,
  type TypeShape,
} from './table';

/**
 * What a call passes, as far as it is known statically. Built from the source by
 * src/extractors/stripe/describe.ts; `unknown` is anything the gate cannot evaluate (a parameter,
 * a call's result), and is never reported.
 */
export type ArgValue =
  | { kind: 'string'; value?: string; line?: number }
  | { kind: 'number'; value?: number; line?: number }
  | { kind: 'boolean'; value?: boolean; line?: number }
  | { kind: 'null'; line?: number }
  | { kind: 'array'; items?: ArgValue[]; line?: number }
  | { kind: 'object'; props: ArgProp[]; open: boolean; line?: number }
  | { kind: 'unknown'; line?: number };

export interface ArgProp {
  name: string;
  value: ArgValue;
  /** Line of the property in the source (where a finding points). */
  line?: number;
  /**
   * Set on some paths only, one of several values chosen by a condition
   * (`...(c ? { a: 1 } : { b: 2 })`): checked like any property and never reported missing,
   * but not sent to stripe-mock (which path runs is not known).
   */
  alternative?: true;
}

export type ProblemKind = 'unknown-param' | 'wrong-type' | 'invalid-enum' | 'missing-required';

export interface ContractProblem {
  kind: ProblemKind;
  /** Dotted path of the parameter (`payment_method_options.card.request_three_d_secure`). */
  param: string;
  line?: number;
  /** Plain words: what is wrong and what the API expects. */
  message: string;
  /** The closest valid name, for an unknown parameter that is a near miss. */
  suggestion?: string;
}

/** The method's entry, or undefined when the table has no such method. */
export function methodEntry(major: number, path: string): MethodEntry | undefined {
  return stripeTable(major)?.method(path);
}

/**
 * Every problem of a call's params against the table of a major version: unknown
 * parameters (with the nearest valid name), wrong types, invalid enum values and
 * missing required parameters, all of them (not only the first).
 * `params` undefined means the call passes no params argument.
 */
export function checkParams(major: number, path: string, params: ArgValue | undefined): ContractProblem[] {
  const table = stripeTable(major);
  const entry = table?.method(path);
  if (!table || !entry) return [];
  if (!entry.params) return [];
  if (params === undefined) {
    if (!entry.required) return [];
    const shape = shapeOf(table, entry.params);
    return (shape?.r ?? []).map((name) => missing(table, name, shape?.p[name], undefined));
  }
  return new Checker(table).check(params, entry.params, '');
}

/** Every problem of a value against one type of a table, as `checkParams` judges a call's params. */
export function checkValue(table: StripeTable, value: ArgValue, ref: TypeRef, path = ''): ContractProblem[] {
  return new Checker(table).check(value, ref, path);
}

/** One step of a read of a response: a field name, or `[]` for an element of an array (`data[0]`). */
export type FieldStep = string;
export const ELEMENT: FieldStep = '[]';

/** Where a read path stops being valid: the step the object there does not have. */
export interface MissingField {
  /** Index of the step in the path. */
  step: number;
  /** The object types that lack it (several for `string | Customer | DeletedCustomer`), or 'list'. */
  owners: string[];
  /** The fields those objects have, for suggestions. */
  fields: string[];
}

/**
 * Follows a read (`charges`, `data`, `[]`, `receipt_url`) from what a call returns, through
 * the response types of a major. Returns the first step no object there has, or undefined
 * when every step exists or the path leaves what the table describes (a scalar, metadata,
 * an array method): a read is judged only as far as the types say.
 */
export function missingField(
  table: StripeTable,
  start: FieldRef,
  steps: readonly FieldStep[],
): MissingField | undefined {
  let current: FieldRef[] = [start];
  for (let i = 0; i < steps.length; i++) {
    const step = steps[i];
    const next: FieldRef[] = [];
    const owners: string[] = [];
    const fields = new Set<string>();
    for (const ref of alternatives(current)) {
      if (ref === 0) return undefined;
      if (typeof ref === 'string') {
        const obj = table.object(ref);
        if (!obj || step === ELEMENT) return undefined;
        if (Object.hasOwn(obj.f, step)) next.push(obj.f[step]);
        else {
          owners.push(ref);
          for (const f of Object.keys(obj.f)) fields.add(f);
        }
      } else if ('l' in ref) {
        // `for await (const sub of stripe.subscriptions.list())`: the SDK pages through the items
        if (step === 'data') next.push({ a: ref.l });
        else if (step === ELEMENT) next.push(ref.l);
        else if (LIST_FIELDS.includes(step)) next.push(0);
        else {
          owners.push('list');
          for (const f of LIST_FIELDS) fields.add(f);
        }
      } else if ('a' in ref) {
        // `.length`, `.map(…)`: the array's own members.
        if (step !== ELEMENT) return undefined;
        next.push(ref.a);
      }
    }
    if (next.length === 0) return owners.length > 0 ? { step: i, owners, fields: [...fields].sort() } : undefined;
    current = next;
  }
  return undefined;
}

function alternatives(refs: FieldRef[]): FieldRef[] {
  return refs.flatMap((r) => (typeof r === 'object' && 'u' in r ? alternatives(r.u) : [r]));
}

class Checker {
  constructor(private readonly table: StripeTable) {}

  check(value: ArgValue, ref: TypeRef, path: string): ContractProblem[] {
    if (value.kind === 'unknown' || value.kind === 'null' || ref === 'u') return [];
    if (typeof ref === 'object' && 'u' in ref) return this.checkUnion(value, ref.u, path);
    if (accepts(this.table, ref, value)) return this.checkInside(value, ref, path);
    return [this.mismatch(value, ref, path)];
  }

  private checkUnion(value: ArgValue, alts: TypeRef[], path: string): ContractProblem[] {
    const fits = alts.filter((a) => a === 'u' || accepts(this.table, a, value));
    if (fits.length === 0) return [this.mismatch(value, { u: alts }, path)];
    // Several alternatives fit the kind (two object types): report the one with fewest problems.
    let best: ContractProblem[] | undefined;
    for (const alt of fits) {
      const problems = alt === 'u' ? [] : this.checkInside(value, alt, path);
      if (!best || problems.length < best.length) best = problems;
      if (best.length === 0) break;
    }
    return best ?? [];
  }

  /** The value has the right kind; look at its contents (enum value, items, properties). */
  private checkInside(value: ArgValue, ref: TypeRef, path: string): ContractProblem[] {
    if (typeof ref !== 'object') return [];
    if ('e' in ref) {
      const allowed = ref.e;
      const v = value.kind === 'string' || value.kind === 'number' ? value.value : undefined;
      if (v === undefined || allowed.includes(v)) return [];
      const near = typeof v === 'string' ? nearest(v, allowed.map(String)) : undefined;
      return [
        {
          kind: 'invalid-enum',
          param: path,
          line: value.line,
          message: `${quoteParam(path)} is ${JSON.stringify(v)}, which is not an allowed value; Stripe accepts ${listValues(allowed)}.`,
          suggestion: near,
        },
      ];
    }
    if ('a' in ref) {
      if (value.kind !== 'array' || !value.items) return [];
      return value.items.flatMap((item, i) => this.check(item, ref.a, `${path}[${i}]`));
    }
    if ('t' in ref) {
      const shape = this.table.type(ref.t);
      if (!shape || value.kind !== 'object') return [];
      return this.checkObject(value, shape, path);
    }
    return [];
  }

  private checkObject(value: Extract<ArgValue, { kind: 'object' }>, shape: TypeShape, path: string): ContractProblem[] {
    const problems: ContractProblem[] = [];
    const names = Object.keys(shape.p);
    for (const prop of value.props) {
      const child = path ? `${path}.${prop.name}` : prop.name;
      const ref = shape.p[prop.name] ?? shape.m;
      if (ref === undefined) {
        const near = nearest(prop.name, names);
        problems.push({
          kind: 'unknown-param',
          param: child,
          line: prop.line ?? value.line,
          message:
            `${quoteParam(child)} is not a parameter Stripe accepts here` +
            (near ? `; did you mean \`${near}\`?` : `; valid parameters are ${listNames(names)}.`),
          suggestion: near,
        });
        continue;
      }
      problems.push(...this.check({ ...prop.value, line: prop.value.line ?? prop.line }, ref, child));
    }
    if (!value.open) {
      const given = new Set(value.props.map((p) => p.name));
      for (const name of shape.r ?? []) {
        if (!given.has(name))
          problems.push(missing(this.table, path ? `${path}.${name}` : name, shape.p[name], value.line));
      }
    }
    return problems;
  }

  private mismatch(value: ArgValue, ref: TypeRef, path: string): ContractProblem {
    const shown =
      (value.kind === 'string' || value.kind === 'number' || value.kind === 'boolean') && value.value !== undefined
        ? ` ${JSON.stringify(value.value)}`
        : '';
    return {
      kind: 'wrong-type',
      param: path,
      line: value.line,
      message: `${quoteParam(path)} is ${article(value.kind)}${shown}, but Stripe expects ${describeRef(this.table, ref)}.`,
    };
  }
}

function missing(
  table: StripeTable,
  path: string,
  ref: TypeRef | undefined,
  line: number | undefined,
): ContractProblem {
  return {
    kind: 'missing-required',
    param: path,
    line,
    message: `required parameter ${quoteParam(path)} is missing (Stripe expects ${ref ? describeRef(table, ref) : 'a value'}).`,
  };
}

function shapeOf(table: StripeTable, ref: TypeRef): TypeShape | undefined {
  return typeof ref === 'object' && 't' in ref ? table.type(ref.t) : undefined;
}

/** Whether a value's kind fits a type (contents are checked separately). */
function accepts(table: StripeTable, ref: TypeRef, value: ArgValue): boolean {
  if (value.kind === 'unknown' || value.kind === 'null' || ref === 'u') return true;
  if (ref === 's') return value.kind === 'string';
  if (ref === 'n') return value.kind === 'number';
  if (ref === 'b') return value.kind === 'boolean';
  if ('e' in ref) {
    const allowed = ref.e;
    const numeric = allowed.some((v) => typeof v === 'number');
    return value.kind === (numeric ? 'number' : 'string');
  }
  if ('a' in ref) return value.kind === 'array';
  if ('t' in ref) return value.kind === 'object';
  return ref.u.some((a) => accepts(table, a, value));
}

/** A type in words: "a number", "one of 'manual', 'automatic'", "an object (shipping details)". */
export function describeRef(table: StripeTable, ref: TypeRef): string {
  if (ref === 's') return 'a string';
  if (ref === 'n') return 'a number';
  if (ref === 'b') return 'a boolean (true or false)';
  if (ref === 'u') return 'any value';
  if ('e' in ref) {
    const allowed = ref.e;
    if (allowed.length === 1 && allowed[0] === '') return "an empty string ''";
    return listValues(allowed);
  }
  if ('a' in ref) return `an array of ${plural(describeRef(table, ref.a))}`;
  if ('t' in ref) return 'an object';
  const parts = [...new Set(ref.u.map((r) => describeRef(table, r)))];
  return parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} or ${parts[parts.length - 1]}`;
}

function plural(text: string): string {
  return text
    .replace(/^an? (string|number|object)/, '$1s')
    .replace(/^a boolean/, 'booleans')
    .replace(/^one of /, 'values among ');
}

function listValues(values: readonly (string | number)[]): string {
  const shown = values.slice(0, 12).map((v) => JSON.stringify(v).replace(/^"|"$/g, "'"));
  const more = values.length > 12 ? `, … (${values.length - 12} more)` : '';
  return values.length === 1 ? `only ${shown[0]}` : `one of ${shown.join(', ')}${more}`;
}

function listNames(names: readonly string[]): string {
  const shown = names.slice(0, 10).map((n) => `\`${n}\``);
  return names.length > 10 ? `${shown.join(', ')}, … (${names.length - 10} more)` : shown.join(', ');
}

function quoteParam(path: string): string {
  return path ? `\`${path}\`` : 'the params argument';
}

function article(kind: ArgValue['kind']): string {
  switch (kind) {
    case 'array':
      return 'an array';
    case 'object':
      return 'an object';
    case 'unknown':
      return 'a value';
    case 'null':
      return 'null';
    default:
      return `a ${kind}`;
  }
}

/**
 * The closest candidate to a misspelt name. First a candidate whose words the name's
 * words abbreviate, in order (`confirm_method` → `confirmation_method`, which is closer in
 * meaning than the equally distant `capture_method`); else the nearest by edit distance
 * within about 40% of the name's length, ties going to the longer common prefix.
 */
export function nearest(name: string, candidates: readonly string[]): string | undefined {
  const lower = name.toLowerCase();
  const words = lower.split('_');
  const abbreviates = candidates.filter((c) => {
    const cw = c.toLowerCase().split('_');
    return (
      c !== name && cw.length === words.length && cw.every((w, i) => w.startsWith(words[i]) || words[i].startsWith(w))
    );
  });
  const pool = abbreviates.length > 0 ? abbreviates : candidates;
  const limit = abbreviates.length > 0 ? Infinity : Math.max(2, Math.ceil(name.length * 0.4));
  let best: string | undefined;
  let bestScore = Infinity;
  for (const c of pool) {
    const d = editDistance(lower, c.toLowerCase()) - commonPrefix(lower, c.toLowerCase()) / 100;
    if (d <= limit && d < bestScore) {
      best = c;
      bestScore = d;
    }
  }
  return best;
}

function commonPrefix(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}
