// Extracts the API surface of installed `stripe` packages from their TypeScript
// declarations into compact JSON tables (src/stripe/tables/v<major>.json), so the gate
// can validate Stripe calls at run time in milliseconds without loading a type checker.
//
//   npm run tables            regenerate every table
//   node scripts/stripe-tables.mjs --check   exit 1 when a committed table is stale
//
// Table format (see src/stripe/table.ts for the TypeScript view):
//   { major, version, fingerprint,
//     methods: { 'paymentIntents.create': { ids: ['id'], params: Ref|null, required: bool, returns?: 'PaymentIntent' } },
//     types:   { 'PaymentIntentCreateParams': { p: { amount: Ref, ... }, r: ['amount', 'currency'], m?: Ref } },
//     objects: { 'PaymentIntent': ['amount', 'latest_charge', ...] } }
// Ref: 's' | 'n' | 'b' | 'u' (anything) | { e: [literals], o?: 1 (open: any string too) }
//      | { E: index into enums, o?: 1 }
//      | { a: Ref } | { t: 'TypeName' } | { u: [Ref, ...] }
// Types: { p: props, r?: required names, m?: Ref of any other string key (metadata) }.
// Adding a major: install it as `stripe-v<major>`, add it to PACKAGES and to LOADERS in
// src/stripe/table.ts, run `npm run tables`.
import ts from 'typescript';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'src/stripe/tables');

/** The stripe packages the gate ships tables for: the one it depends on and aliased older majors. */
const PACKAGES = ['stripe', 'stripe-v17'];

/** Changes whenever the extractor or a package changes: the staleness check compares it. */
export function fingerprint(pkgDir) {
  const h = createHash('sha256');
  h.update(readFileSync(fileURLToPath(import.meta.url)));
  h.update(readFileSync(join(pkgDir, 'package.json')));
  return h.digest('hex').slice(0, 16);
}

function packageDir(name) {
  return join(root, 'node_modules', name);
}

function programFor(pkgDir) {
  const legacy = existsSync(join(pkgDir, 'types/index.d.ts'));
  const probe = join(pkgDir, '__agent_gate_probe__.ts');
  const probeText = "import Stripe from 'stripe';\nexport declare const s: Stripe;\n";
  const entry = legacy ? null : join(pkgDir, 'cjs/stripe.cjs.node.d.ts');
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
  // Legacy majors declare `declare module 'stripe'` ambiently: leave 'stripe' unresolved so
  // the ambient module is used; newer majors resolve 'stripe' to the package's own entry.
  host.resolveModuleNames = (names, containing) =>
    names.map((n) => {
      if (n === 'stripe') return entry ? { resolvedFileName: entry, extension: ts.Extension.Dts } : undefined;
      return ts.resolveModuleName(n, containing, options, host).resolvedModule;
    });
  const rootNames = legacy ? [probe, join(pkgDir, 'types/index.d.ts')] : [probe];
  const program = ts.createProgram({ rootNames, options, host });
  return { program, probe, pkgDir };
}

function extract(pkgDir) {
  const { program, probe } = programFor(pkgDir);
  const checker = program.getTypeChecker();
  const sf = program.getSourceFile(probe);
  const decl = sf.statements.find(ts.isVariableStatement).declarationList.declarations[0];
  const stripeType = checker.getTypeAtLocation(decl.name);

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
    let base = folder && !bare.startsWith(`${folder}.`) ? `${folder}.${bare}` : bare;
    let name = base;
    for (let i = 2; usedNames.has(name) && usedNames.get(name) !== type; i++) name = `${base}#${i}`;
    typeNames.set(type, name);
    usedNames.set(name, type);
    return name;
  }

  const isNamedInterface = (type) => {
    const s = type.getSymbol();
    return !!s && (s.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.Class)) !== 0 && s.name !== '__type';
  };

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
    if (f & (ts.TypeFlags.Null | ts.TypeFlags.Undefined | ts.TypeFlags.Void)) return null;
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
      if (isNamedInterface(type) || type.aliasSymbol) {
        const name = nameOf(type);
        if (!types[name]) {
          types[name] = {}; // placeholder against recursion
          types[name] = shape(type, depth);
        }
        return { t: name };
      }
      return { t: inlineName(type, depth) };
    }
    return 'u';
  }

  // Anonymous object types (type literals) get a name from where they are declared.
  function inlineName(type, depth) {
    const name = nameOf(type);
    if (!types[name]) {
      types[name] = {};
      types[name] = shape(type, depth);
    }
    return name;
  }

  function shape(type, depth) {
    const p = {};
    const r = [];
    for (const prop of checker.getPropertiesOfType(type)) {
      const declNode = prop.valueDeclaration ?? prop.declarations?.[0];
      const t = declNode ? checker.getTypeOfSymbolAtLocation(prop, declNode) : checker.getTypeOfSymbol(prop);
      p[prop.name] = ref(t, depth + 1) ?? 'u';
      if ((prop.flags & ts.SymbolFlags.Optional) === 0) r.push(prop.name);
    }
    const out = { p };
    if (r.length) out.r = r;
    const index = checker.getIndexInfoOfType(type, ts.IndexKind.String);
    if (index) out.m = ref(index.type, depth + 1) ?? 'u';
    return out;
  }

  function objectName(type) {
    // Promise<Response<PaymentIntent>>: await it, then drop the `lastResponse` mixin.
    let t = checker.getAwaitedType(type) ?? type;
    if (t.isIntersection()) t = t.types.find((x) => isNamedInterface(x) && inPackage(x.getSymbol())) ?? t;
    if (!isNamedInterface(t) || !inPackage(t.getSymbol())) return undefined;
    const props = checker.getPropertiesOfType(t).map((p) => p.name);
    if (!props.includes('object') && !props.includes('id')) return undefined;
    if (props.includes('has_more') && props.includes('data')) return undefined; // a list page
    const name = nameOf(t);
    objects[name] ??= props.sort();
    return name;
  }

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
        methods[path] = method(sig);
      } else if (propType.flags & ts.TypeFlags.Object && inPackage(propType.getSymbol())) {
        walk(propType, path, depth + 1, seen);
      }
    }
  }

  function method(sig) {
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
        break;
      }
      ids.push(p.name);
    }
    const out = { ids, params, required };
    const returns = objectName(sig.getReturnType());
    if (returns) out.returns = returns;
    return out;
  }

  walk(stripeType, '', 0, new Set());
  const enums = internEnums(types);
  const pkg = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8'));
  const sorted = (o) =>
    Object.fromEntries(
      Object.keys(o)
        .sort()
        .map((k) => [k, o[k]]),
    );
  return {
    major: Number(pkg.version.split('.')[0]),
    version: pkg.version,
    fingerprint: fingerprint(pkgDir),
    methods: sorted(methods),
    types: sorted(types),
    objects: sorted(objects),
    enums,
  };
}

/**
 * Long enum lists repeat across types (merchant categories, payment method types, countries):
 * keep each once in `enums` and refer to it by index (`{ E: 3 }`, `o` kept on the ref).
 */
function internEnums(types) {
  const enums = [];
  const index = new Map();
  const visit = (r) => {
    if (!r || typeof r !== 'object') return r;
    if (Array.isArray(r.e) && r.e.length > 6) {
      const key = JSON.stringify(r.e);
      let i = index.get(key);
      if (i === undefined) {
        i = enums.length;
        enums.push(r.e);
        index.set(key, i);
      }
      return r.o ? { E: i, o: 1 } : { E: i };
    }
    if (r.a) return { a: visit(r.a) };
    if (r.u) return { u: r.u.map(visit) };
    if (r.m) return { ...r, m: visit(r.m) };
    return r;
  };
  for (const t of Object.values(types)) {
    for (const k of Object.keys(t.p)) t.p[k] = visit(t.p[k]);
    if (t.m) t.m = visit(t.m);
  }
  return enums;
}

export function tablePath(major) {
  return join(outDir, `v${major}.json`);
}

async function main() {
  const check = process.argv.includes('--check');
  let stale = false;
  mkdirSync(outDir, { recursive: true });
  for (const name of PACKAGES) {
    const pkgDir = packageDir(name);
    if (!existsSync(join(pkgDir, 'package.json'))) {
      console.error(`${name} is not installed; run npm ci`);
      process.exit(1);
    }
    const pkg = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8'));
    const major = Number(pkg.version.split('.')[0]);
    const file = tablePath(major);
    if (check) {
      const current = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
      if (current?.fingerprint !== fingerprint(pkgDir)) {
        console.error(`${file} is stale for ${name}@${pkg.version}: run npm run tables`);
        stale = true;
      }
      continue;
    }
    const started = Date.now();
    const table = extract(pkgDir);
    const text = JSON.stringify(table);
    writeFileSync(file, text + '\n');
    console.log(
      `${name}@${table.version}: ${Object.keys(table.methods).length} methods, ${Object.keys(table.types).length} types, ` +
        `${Object.keys(table.objects).length} objects, ${(text.length / 1024).toFixed(0)} KB, ${Date.now() - started} ms`,
    );
  }
  if (!check) {
    // A tiny index the run reads to pick a table without loading one.
    const versions = {};
    for (const name of PACKAGES) {
      const dir = packageDir(name);
      const v = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).version;
      // The API version the release pins (cjs/apiVersion.js in every major since 12).
      const api = /ApiVersion = '([^']+)'/.exec(readFileSync(join(dir, 'cjs/apiVersion.js'), 'utf8'))?.[1];
      versions[v.split('.')[0]] = { version: v, apiVersion: api };
    }
    writeFileSync(join(outDir, 'versions.json'), JSON.stringify(versions, null, 2) + '\n');
  }
  if (stale) process.exit(1);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
