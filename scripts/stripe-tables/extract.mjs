// The API surface of one `stripe` package, read from its TypeScript declarations with the
// type checker: every API method of the client (resource path → id arguments, params type,
// whether params are required, the type the call resolves to), every params type (property
// → type, required properties, index signature), and every response object type reachable
// from a method's result (field → the object type it holds, where it holds one).
//
// stripe-node declared its types three ways, all handled here:
//   8–10   hand-written `types/<api-version>/index.d.ts` with `declare module 'stripe'`
//   11–21  generated `types/index.d.ts`, still `declare module 'stripe'`
//   22–    `cjs/stripe.cjs.node.d.ts` emitted from TypeScript sources, one module per file
import ts from 'typescript';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A response field that may hold more object types than this is not followed. */
const MAX_FIELD_UNION = 8;

/**
 * One major's table (merged with the others by ./merge.mjs):
 *   { major, version, apiVersion,
 *     methods: { 'paymentIntents.create': { ids: ['id'], params: Ref|null, required: bool, returns?: Field } },
 *     types:   { 'PaymentIntentCreateParams': { p: { amount: Ref }, r?: [names], m?: Ref, d?: { name: replacement } } },
 *     objects: { 'PaymentIntent': { f: { charges: Field }, d?: { name: replacement } } } }
 * Ref (a parameter's type): 's' | 'n' | 'b' | 'u' (anything) | { e: [literals], o?: 1 (any string too) }
 *      | { a: Ref } | { t: 'TypeName' } | { u: [Ref, ...] }
 * Field (what a response field holds, for reads through it): 0 (a value with no Stripe
 *      fields: scalar, metadata, anything) | 'ObjectName' | { a: Field } (array)
 *      | { l: Field } (a list page: `data` holds the items) | { u: [Field, ...] } (one of).
 */
export function extractTable(pkgDir) {
  const pkg = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8'));
  const { program, probe } = programFor(pkgDir, pkg);
  const checker = program.getTypeChecker();
  const sf = program.getSourceFile(probe);
  const [clientDecl, versionDecl] = sf.statements
    .filter(ts.isVariableStatement)
    .map((s) => s.declarationList.declarations[0]);
  const stripeType = checker.getTypeAtLocation(clientDecl.name);
  if (stripeType.getProperties().length === 0) throw new Error(`${pkgDir}: the Stripe client type did not resolve`);
  const versionType = checker.getTypeAtLocation(versionDecl.name);
  if (!versionType.isStringLiteral()) throw new Error(`${pkgDir}: Stripe.LatestApiVersion is not a string literal`);

  const types = {};
  const objects = {};
  const methods = {};
  const typeNames = new Map(); // ts.Type -> table name
  const usedNames = new Map(); // table name -> ts.Type

  const inPackage = (symbol) => (symbol?.declarations ?? []).some((d) => d.getSourceFile().fileName.startsWith(pkgDir));

  function nameOf(type) {
    const known = typeNames.get(type);
    if (known) return known;
    const symbol = type.aliasSymbol ?? type.getSymbol();
    const fqn = checker.getFullyQualifiedName(symbol);
    // Newer majors declare each namespace in its own module (resources/Checkout/Sessions):
    // prefix the folder so names read like the legacy `Stripe.Checkout.Session`.
    const folder = /^"[^"]*\/resources\/([A-Z][A-Za-z]*)\/[^"/]*"\./.exec(fqn)?.[1];
    const bare = fqn.replace(/^"[^"]*"\./, '').replace(/^Stripe\./, '');
    const base = folder && !bare.startsWith(`${folder}.`) ? `${folder}.${bare}` : bare;
    let name = base;
    for (let i = 2; usedNames.has(name) && usedNames.get(name) !== type; i++) name = `${base}#${i}`;
    typeNames.set(type, name);
    usedNames.set(name, type);
    return name;
  }

  const isNullish = (t) => (t.flags & (ts.TypeFlags.Null | ts.TypeFlags.Undefined | ts.TypeFlags.Void)) !== 0;
  const isApiList = (t) => t.getSymbol()?.name === 'ApiList' && inPackage(t.getSymbol());

  /** What the declarations say replaces a deprecated property ("Use `discounts` instead."). */
  function replacementOf(prop) {
    const doc = ts.displayPartsToString(prop.getDocumentationComment(checker));
    const tags = prop.getJsDocTags(checker).map((t) => `@${t.name} ${ts.displayPartsToString(t.text ?? [])}`);
    const text = [doc, ...tags].join('\n');
    if (!/deprecated/i.test(text)) return undefined;
    return /\b(?:[Uu]se|[Pp]refer|in favou?r of)\s+`([a-z][a-z0-9_.[\]]*)`/.exec(text)?.[1];
  }

  // --- parameters --------------------------------------------------------------------

  function ref(type, depth = 0) {
    if (depth > 40) return 'u';
    const f = type.flags;
    if (f & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) return 'u';
    if (f & ts.TypeFlags.StringLiteral) return { e: [type.value] };
    if (f & ts.TypeFlags.NumberLiteral) return { e: [type.value] };
    if (f & ts.TypeFlags.BooleanLiteral) return 'b';
    if (f & ts.TypeFlags.String) return 's';
    if (f & (ts.TypeFlags.Number | ts.TypeFlags.BigInt)) return 'n';
    if (f & ts.TypeFlags.Boolean) return 'b';
    if (isNullish(type)) return null;
    if (type.isIntersection()) {
      // OtherString = string & Record<never, never>: any string.
      if (type.types.some((t) => t.flags & ts.TypeFlags.String)) return 's';
      return 'u';
    }
    if (type.isUnion()) {
      const parts = [];
      const literals = [];
      let open = false;
      let sawBool = false;
      for (const t of type.types) {
        const r = ref(t, depth + 1);
        if (r === null) continue;
        if (r === 'b') {
          if (!sawBool) parts.push('b');
          sawBool = true;
        } else if (typeof r === 'object' && 'e' in r) literals.push(...r.e);
        else if (r === 's' && (t.isIntersection() || t.flags & ts.TypeFlags.String)) {
          // A literal union joined with OtherString: an open enum.
          open = true;
        } else parts.push(r);
      }
      if (literals.length > 0) parts.push(open ? { e: literals, o: 1 } : { e: literals });
      else if (open) parts.push('s');
      if (parts.length === 0) return null;
      if (parts.length === 1) return parts[0];
      if (parts.includes('u')) return 'u';
      return { u: parts };
    }
    if (checker.isArrayType(type) || checker.isTupleType(type)) {
      const [el] = checker.getTypeArguments(type);
      return { a: el ? (ref(el, depth + 1) ?? 'u') : 'u' };
    }
    if (f & ts.TypeFlags.Object) {
      const symbol = type.getSymbol();
      if (!symbol || !inPackage(symbol) || (symbol.flags & ts.SymbolFlags.Class) !== 0) return 'u';
      if (type.getCallSignatures().length > 0) return 'u';
      const name = nameOf(type);
      if (!types[name]) {
        types[name] = {}; // placeholder against recursion
        types[name] = shape(type, depth);
      }
      return { t: name };
    }
    return 'u';
  }

  function shape(type, depth) {
    const p = {};
    const r = [];
    const d = {};
    for (const prop of checker.getPropertiesOfType(type)) {
      const declNode = prop.valueDeclaration ?? prop.declarations?.[0];
      const t = declNode ? checker.getTypeOfSymbolAtLocation(prop, declNode) : checker.getTypeOfSymbol(prop);
      p[prop.name] = ref(t, depth + 1) ?? 'u';
      if ((prop.flags & ts.SymbolFlags.Optional) === 0) r.push(prop.name);
      const instead = replacementOf(prop);
      if (instead) d[prop.name] = instead;
    }
    const out = { p };
    if (r.length) out.r = r;
    const index = checker.getIndexInfoOfType(type, ts.IndexKind.String);
    if (index) out.m = ref(index.type, depth + 1) ?? 'u';
    if (Object.keys(d).length) out.d = d;
    return out;
  }

  // --- response objects --------------------------------------------------------------

  /** What a field (or a call's result) holds that has fields of its own. */
  function field(type, depth = 0) {
    if (depth > 40) return 0;
    if (type.isUnion()) {
      // `string | Stripe.Customer` (expandable): reads through it need the object. A union
      // of many objects (every event type) is left untyped: code narrows it first.
      const members = type.types.filter((t) => (t.flags & (ts.TypeFlags.Object | ts.TypeFlags.Intersection)) !== 0);
      if (members.length > MAX_FIELD_UNION) return 0;
      const parts = [];
      for (const t of members) {
        const r = field(t, depth + 1);
        if (r !== 0 && !parts.some((x) => JSON.stringify(x) === JSON.stringify(r))) parts.push(r);
      }
      if (parts.length === 0) return 0;
      return parts.length === 1 ? parts[0] : { u: parts };
    }
    if (type.isIntersection()) {
      // Response<T> = T & { lastResponse }: the object part.
      const named = type.types.find((t) => t.flags & ts.TypeFlags.Object && inPackage(t.getSymbol()) && !isSdkMixin(t));
      return named ? field(named, depth + 1) : 0;
    }
    if (checker.isArrayType(type) || checker.isTupleType(type)) {
      const [el] = checker.getTypeArguments(type);
      const r = el ? field(el, depth + 1) : 0;
      return r === 0 ? 0 : { a: r };
    }
    if (!(type.flags & ts.TypeFlags.Object)) return 0;
    const symbol = type.getSymbol();
    if (!symbol || !inPackage(symbol) || type.getCallSignatures().length > 0) return 0;
    if (isApiList(type)) {
      const [el] = checker.getTypeArguments(type);
      return { l: el ? field(el, depth + 1) : 0 };
    }
    // Metadata and other open maps: any key reads a value.
    if (checker.getIndexInfoOfType(type, ts.IndexKind.String)) return 0;
    const props = checker.getPropertiesOfType(type);
    if (props.length === 0) return 0;
    const name = nameOf(type);
    if (!objects[name]) {
      objects[name] = { f: {} }; // placeholder against recursion
      const f = {};
      const d = {};
      for (const prop of props) {
        const declNode = prop.valueDeclaration ?? prop.declarations?.[0];
        const t = declNode ? checker.getTypeOfSymbolAtLocation(prop, declNode) : checker.getTypeOfSymbol(prop);
        f[prop.name] = t.getCallSignatures().length > 0 ? 0 : field(t, depth + 1);
        const instead = replacementOf(prop);
        if (instead) d[prop.name] = instead;
      }
      objects[name] = Object.keys(d).length ? { f, d } : { f };
    }
    return name;
  }

  /** `{ lastResponse: … }`, the part of `Response<T>` that is the SDK's, not the API's. */
  const isSdkMixin = (t) => checker.getPropertiesOfType(t).every((p) => p.name === 'lastResponse');

  /** What a method's promise resolves to. */
  function returns(type) {
    // ApiListPromise<T> awaits to Response<ApiList<T>>.
    const r = field(checker.getAwaitedType(type) ?? type);
    return r === 0 ? undefined : r;
  }

  // --- the client ----------------------------------------------------------------------

  function walk(type, prefix, depth, seen) {
    if (depth > 4 || seen.has(type)) return;
    seen.add(type);
    for (const prop of checker.getPropertiesOfType(type)) {
      if (prop.name.startsWith('_') || prop.name === 'errors') continue;
      const propType = checker.getTypeOfSymbol(prop);
      const sigs = propType.getCallSignatures();
      const path = prefix ? `${prefix}.${prop.name}` : prop.name;
      if (sigs.length > 0) {
        if (!prefix) continue; // methods of the client itself (on, setHost...) are not API calls
        // Overloads (`create(params?, options?)` and `create(options?)`): take the one with params.
        const sig = sigs.find((x) => x.getParameters().some((p) => p.name === 'params')) ?? sigs[0];
        const ret = sig.getReturnType();
        if (!/Promise/.test(checker.typeToString(ret))) continue;
        methods[path] = method(sig, ts.displayPartsToString(sig.getDocumentationComment(checker)));
      } else if (propType.flags & ts.TypeFlags.Object && inPackage(propType.getSymbol())) {
        walk(propType, path, depth + 1, seen);
      }
    }
  }

  function method(sig, doc) {
    const ids = [];
    let params = null;
    let required = false;
    for (const p of sig.getParameters()) {
      const d = p.valueDeclaration;
      const t = checker.getTypeOfSymbolAtLocation(p, d);
      if (p.name === 'options') break;
      if (p.name === 'params') {
        params = ref(t) ?? null;
        required = !(d.questionToken || d.initializer);
        if (undescribedUpload(params, doc)) {
          // stripe-node up to 11 declares the params of a multipart upload (`files.create`)
          // as an empty interface: the declarations do not describe them, and the SDK sends
          // `file`, `purpose`… all the same. Any params, judged by nothing.
          params = 'u';
        }
        break;
      }
      ids.push(p.name);
    }
    const out = { ids, params, required };
    const r = returns(sig.getReturnType());
    if (r !== undefined) out.returns = r;
    return out;
  }

  /** An empty params interface of a method its documentation says uploads multipart/form-data. */
  function undescribedUpload(params, doc) {
    if (!params || typeof params !== 'object' || !('t' in params) || !/multipart\/form-data/.test(doc)) return false;
    const shape = types[params.t];
    return Object.keys(shape.p).length === 0 && shape.m === undefined;
  }

  walk(stripeType, '', 0, new Set());
  const sorted = (o) =>
    Object.fromEntries(
      Object.keys(o)
        .sort()
        .map((k) => [k, o[k]]),
    );
  return {
    major: Number(pkg.version.split('.')[0]),
    version: pkg.version,
    apiVersion: versionType.value,
    methods: sorted(methods),
    types: sorted(types),
    objects: sorted(objects),
  };
}

/**
 * A program of the package's declarations and a probe file that declares a client and
 * the API version the package is typed for.
 */
function programFor(pkgDir, pkg) {
  const entry = join(pkgDir, pkg.types ?? pkg.typings ?? 'cjs/stripe.cjs.node.d.ts');
  if (!existsSync(entry)) throw new Error(`${pkgDir}: no declarations at ${entry}`);
  // Majors before 22 declare `declare module 'stripe'` ambiently: leave 'stripe' unresolved
  // so the ambient module is used; newer majors resolve 'stripe' to the package's own entry.
  const ambient = /declare module ['"]stripe['"]/.test(readFileSync(entry, 'utf8'));
  const probe = join(pkgDir, '__agent_gate_probe__.ts');
  const probeText =
    "import Stripe from 'stripe';\nexport declare const s: Stripe;\nexport declare const v: Stripe.LatestApiVersion;\n";
  const options = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.CommonJS,
    esModuleInterop: true,
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    types: [],
  };
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (file, lang, ...rest) =>
    file === probe ? ts.createSourceFile(file, probeText, lang) : getSourceFile(file, lang, ...rest);
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (file) => file === probe || fileExists(file);
  host.resolveModuleNames = (names, containing) =>
    names.map((n) => {
      if (n === 'stripe') return ambient ? undefined : { resolvedFileName: entry, extension: ts.Extension.Dts };
      return ts.resolveModuleName(n, containing, options, host).resolvedModule;
    });
  const rootNames = ambient ? [probe, entry] : [probe];
  const program = ts.createProgram({ rootNames, options, host });
  return { program, probe };
}
