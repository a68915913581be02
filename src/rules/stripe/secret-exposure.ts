import { isTestCode } from '../../workspace/classify';
import { parse as parseDotenv } from 'dotenv';
import type { Node, SourceFile } from 'ts-morph';
import type { Rule, RuleContext, RuleFinding } from '../../core/types';
import { deployTargets, envReadsInFile, envTemplates } from '../../extractors/env';
import { originsOf, type Hop } from '../../extractors/code/flow';
import { packageManifests } from '../../extractors/code/resolve-import';
import { stripeDependency } from '../../extractors/stripe/project-version';
import { treeFact } from '../../workspace/fact';
import { loadTsMorph } from '../../workspace/ts';
import { isCodeFile, type TreeView } from '../../workspace/workspace';
import { specifierOf, unwrapExpression } from '../../extractors/code/ast';
import { definitionOf } from '../../extractors/code/values';

/**
 * A Stripe secret in the repository, in the browser bundle, or in the logs. Judges
 * generated and vendored files too: a key is leaked wherever it is committed.
 */
export const secretExposure: Rule = {
  meta: {
    id: 'stripe/secret-exposure',
    description: 'A Stripe secret key or webhook secret is committed, shipped to the browser or logged.',
    defaultSeverity: 'blocking',
    readsGeneratedFiles: true,
  },
  check(ctx) {
    const findings: RuleFinding[] = [];
    const seen = new Set<string>();
    const push = (f: RuleFinding) => {
      const key = `${f.file}:${f.line}`;
      if (seen.has(key)) return;
      seen.add(key);
      findings.push(f);
    };
    for (const file of ctx.changes.headFiles()) {
      if (file.binary) continue;
      const text = ctx.workspace.head.read(file.path);
      if (text === undefined) continue;
      for (const f of literalSecrets(ctx, file.path, text)) push(f);
      if (isEnvFile(file.path)) for (const f of publicEnvSecrets(ctx, file.path, text)) push(f);
      if (isCodeFile(file.path) && !ctx.workspace.isGenerated(file.path)) {
        for (const f of clientReads(ctx, file.path)) push(f);
        for (const f of nextConfigEnv(ctx, file.path)) push(f);
        for (const f of loggedSecrets(ctx, file.path)) push(f);
      }
    }
    return findings;
  },
};

// ---------------------------------------------------------------------------
// Literal secrets.

const SECRET_LITERAL = /\b((?:sk|rk)_(?:live|test)_|whsec_)([A-Za-z0-9]{16,})/g;
const SECRET_PREFIX = /\b(?:(?:sk|rk)_(?:live|test)_|whsec_)[A-Za-z0-9]{16}/;

/** `sk_test_…abcd`: the kind of key and its last four characters, never the key. */
export function redact(prefix: string, rest: string): string {
  return `${prefix}…${rest.slice(-4)}`;
}

function describeKey(prefix: string): string {
  if (prefix === 'whsec_') return 'webhook signing secret';
  const mode = prefix.includes('live') ? 'live' : 'test-mode';
  return prefix.startsWith('rk_') ? `${mode} restricted key` : `${mode} secret key`;
}

/** `sk_test_xxxxxxxxxxxxxxxxxxxx`, `whsec_0000000000000000`: a placeholder, not a key. */
function isPlaceholder(rest: string): boolean {
  return (
    /^(.)\1+$/.test(rest) || /x{6,}|0{8,}|(your|example|placeholder|dummy|fake|redacted|replace|changeme)/i.test(rest)
  );
}

function literalSecrets(ctx: RuleContext, path: string, text: string): RuleFinding[] {
  const out: RuleFinding[] = [];
  // one pass of the regex engine over a file with no key in it (most), not a split into lines
  if (!SECRET_PREFIX.test(text)) return out;
  const testFile = isTestCode(path);
  text.split('\n').forEach((lineText, i) => {
    const line = i + 1;
    if (!ctx.changes.touches(path, line)) return;
    for (const m of lineText.matchAll(SECRET_LITERAL)) {
      const [, prefix, rest] = m;
      if (isPlaceholder(rest)) continue;
      // Tests sign fake payloads with fake secrets; only a live key is a leak there.
      if (testFile && !prefix.includes('live')) continue;
      const shown = redact(prefix, rest);
      out.push({
        file: path,
        line,
        column: (m.index ?? 0) + 1,
        message: `A Stripe ${describeKey(prefix)} (${shown}) is committed as a literal in ${path}; anyone who can read the repository can use it.`,
        fix: `Remove ${shown} from ${path} and read it from the environment instead (e.g. process.env.${prefix === 'whsec_' ? 'STRIPE_WEBHOOK_SECRET' : 'STRIPE_SECRET_KEY'}); roll the key in the Stripe Dashboard, since it stays in the git history.`,
      });
    }
  });
  return out;
}

// ---------------------------------------------------------------------------
// Public env prefixes.

const PUBLIC_PREFIXES = ['NEXT_PUBLIC_', 'VITE_', 'REACT_APP_', 'PUBLIC_', 'EXPO_PUBLIC_', 'NUXT_PUBLIC_', 'GATSBY_'];

function publicPrefix(name: string): string | undefined {
  return PUBLIC_PREFIXES.find((p) => name.startsWith(p));
}

/** STRIPE_SECRET_KEY, stripeSecretKey, STRIPE_WEBHOOK_SECRET, STRIPE_RESTRICTED_KEY... */
export function isStripeSecretName(name: string): boolean {
  const n = name.replace(/([a-z])([A-Z])/g, '$1_$2').toUpperCase();
  if (/PUBLISHABLE|_PK\b/.test(n)) return false;
  return (/STRIPE/.test(n) && /(SECRET|RESTRICTED|_SK\b|^SK_)/.test(n)) || /(^|_)WEBHOOK_(SIGNING_)?SECRET$/.test(n);
}

function isEnvFile(path: string): boolean {
  const base = path.slice(path.lastIndexOf('/') + 1);
  return /^\.env(\..+)?$/.test(base) || /\.env$/.test(base);
}

function publicEnvSecrets(ctx: RuleContext, path: string, text: string): RuleFinding[] {
  const out: RuleFinding[] = [];
  text.split('\n').forEach((raw, i) => {
    const line = i + 1;
    if (!ctx.changes.touches(path, line)) return;
    const entry = raw.trim().replace(/^#+\s*/, '');
    for (const [name, value] of Object.entries(parseDotenv(entry))) {
      const prefix = publicPrefix(name);
      if (!prefix) continue;
      if (!isStripeSecretName(name) && !/^(sk|rk)_(live|test)_|^whsec_/.test(value)) continue;
      out.push({
        file: path,
        line,
        message: `${name} declares a Stripe secret key under the public ${prefix} prefix, which is inlined into the browser bundle for every visitor.`,
        fix: `Remove ${name} from ${path}; keep the secret key in a server-only variable (e.g. STRIPE_SECRET_KEY) used by the backend, and give the front end only the publishable key (pk_…).`,
      });
    }
  });
  return out;
}

// ---------------------------------------------------------------------------
// Secret keys read in code that runs in the browser.

/** The file runs in the browser: "use client", a pages/ component, components/, a Vite/CRA front end's src/. */
export function isBrowserFile(view: TreeView, path: string, sf: SourceFile): boolean {
  const { Node } = loadTsMorph();
  const first = sf.getStatements()[0];
  if (first && Node.isExpressionStatement(first)) {
    const e = first.getExpression();
    if (Node.isStringLiteral(e) && e.getLiteralValue() === 'use client') return true;
  }
  if (/(^|\/)pages\//.test(path) && !/(^|\/)pages\/api\//.test(path) && /\.[jt]sx$/.test(path)) return true;
  if (/(^|\/)(src\/)?components\//.test(path) && /\.[jt]sx$/.test(path)) return true;
  // A front end's src/ may hold the server too (Wasp, full-stack Vite apps): a module that
  // imports node's built-ins or a server entry point (`wasp/server`) runs on the server.
  return frontEndRoot(view, path) !== undefined && !importsServerModules(sf);
}

/** Value imports of `node:` built-ins or of a module path with a `server` segment. */
function importsServerModules(sf: SourceFile): boolean {
  return sf.getImportDeclarations().some((d) => {
    if (d.isTypeOnly()) return false;
    const spec = specifierOf(d);
    return spec.startsWith('node:') || /(^|\/)server(\/|$)/.test(spec);
  });
}

/** The directory of a Vite or Create React App package whose src/ holds the file. */
function frontEndRoot(view: TreeView, path: string): string | undefined {
  const parts = path.split('/');
  for (let i = parts.length - 2; i >= 0; i--) {
    if (parts[i] !== 'src') continue;
    const dir = parts.slice(0, i).join('/');
    const at = (f: string) => (dir ? `${dir}/${f}` : f);
    if (['vite.config.ts', 'vite.config.js', 'vite.config.mjs', 'vite.config.mts'].some((f) => view.exists(at(f))))
      return dir;
    const pkg = view.read(at('package.json'));
    if (pkg && /"react-scripts"\s*:/.test(pkg)) return dir;
  }
  return undefined;
}

function clientReads(ctx: RuleContext, path: string): RuleFinding[] {
  const view = ctx.workspace.head;
  const sf = view.sourceFile(path);
  if (!sf) return [];
  const browser = isBrowserFile(view, path, sf);
  const out: RuleFinding[] = [];
  for (const read of envReadsInFile(view, path)) {
    const prefix = publicPrefix(read.name);
    // A schema key under a public prefix (t3-env `client: { NEXT_PUBLIC_… }`) is exposed too.
    if (!(read.kind === 'code' || (read.kind === 'schema' && prefix)) || !isStripeSecretName(read.name)) continue;
    if (!ctx.changes.touches(path, read.line, read.endLine)) continue;
    if (!browser && !prefix) continue;
    const expr = read.source === 'import-meta' ? `import.meta.env.${read.name}` : `process.env.${read.name}`;
    out.push({
      file: path,
      line: read.line,
      message: prefix
        ? `${path} reads the Stripe secret key ${expr}; every ${prefix} variable is inlined into the public bundle, so the key ships to every visitor.`
        : `${path} runs in the browser and reads the Stripe secret key ${expr}.`,
      fix: `Move the Stripe call that needs the secret key to a server route (e.g. an /api endpoint using STRIPE_SECRET_KEY) and call that from ${path}; use only the publishable key (pk_…) in the browser, and remove ${read.name} from the front end's env.`,
    });
  }
  return out;
}

/** `env: { STRIPE_SECRET_KEY: ... }` in next.config inlines the value into the client bundle. */
function nextConfigEnv(ctx: RuleContext, path: string): RuleFinding[] {
  if (!/(^|\/)next\.config\.(js|mjs|cjs|ts|mts)$/.test(path)) return [];
  const { Node, SyntaxKind } = loadTsMorph();
  const sf = ctx.workspace.head.sourceFile(path);
  if (!sf) return [];
  const out: RuleFinding[] = [];
  for (const env of sf.getDescendantsOfKind(SyntaxKind.PropertyAssignment)) {
    const obj = env.getInitializer();
    if (env.getName() !== 'env' || !obj || !Node.isObjectLiteralExpression(obj)) continue;
    for (const p of obj.getProperties()) {
      if (!Node.isPropertyAssignment(p) && !Node.isShorthandPropertyAssignment(p)) continue;
      const value = Node.isPropertyAssignment(p) ? (p.getInitializer()?.getText() ?? '') : p.getName();
      const secret = isStripeSecretName(p.getName()) || /STRIPE_(SECRET|RESTRICTED)|WEBHOOK_SECRET/.test(value);
      if (!secret || !ctx.changes.touches(path, p.getStartLineNumber(), p.getEndLineNumber())) continue;
      out.push({
        file: path,
        line: p.getStartLineNumber(),
        message: `${path} puts the Stripe secret ${p.getName()} in \`env\`, which Next.js inlines into the JavaScript sent to the browser.`,
        fix: `Remove ${p.getName()} from the \`env\` block of ${path}; server code reads process.env.STRIPE_SECRET_KEY directly at runtime.`,
      });
    }
  }
  return out;
}

// ---------------------------------------------------------------------------
// Secrets in logs.

const LOG_CALL = /^(console|(\w+\.)*(logger|log|logging))\.(log|info|warn|error|debug|trace|fatal|dir|table)$/;
/** Loggers whose options are written with every line they log: pino's `base`, winston's `defaultMeta`, bunyan's fields, a child's bindings. */
const LOGGER_FACTORY = /^(pino|(\w+\.)?createLogger|bunyan\.createLogger|(\w+\.)*(logger|log)\.child)$/;
/** Text every call the two patterns above match contains: a file without it is not walked. */
const MAY_LOG =
  /\b(console|logger|log|logging)\s*\.\s*(log|info|warn|error|debug|trace|fatal|dir|table|child)\b|\bpino\b|createLogger/;

function loggedSecrets(ctx: RuleContext, path: string): RuleFinding[] {
  const { Node, SyntaxKind } = loadTsMorph();
  const view = ctx.workspace.head;
  if (!MAY_LOG.test(view.read(path) ?? '')) return [];
  const sf = view.sourceFile(path);
  if (!sf) return [];
  const out: RuleFinding[] = [];
  for (const call of sf.getDescendantsOfKind(SyntaxKind.CallExpression)) {
    const callee = call.getExpression().getText().replace(/\s+/g, '');
    const logs = LOG_CALL.test(callee) && Node.isPropertyAccessExpression(call.getExpression());
    const factory = !logs && LOGGER_FACTORY.test(callee);
    if (!logs && !factory) continue;
    for (const arg of call.getArguments()) {
      const found = exposed(view, arg);
      if (!found) continue;
      // The whole environment holds a Stripe secret only in a project that has one.
      if (found.whole && !hasStripeSecret(view)) continue;
      // the PR wrote the call, the argument, or a step of the secret's way to it
      const touched =
        ctx.changes.touches(path, call.getStartLineNumber(), call.getEndLineNumber()) ||
        found.hops.some((h) => ctx.changes.touches(h.file, h.line));
      if (!touched) continue;
      const related = found.hops
        .filter((h) => !(h.file === path && h.line === arg.getStartLineNumber()))
        .slice(0, 4)
        .map((h) => ({ file: h.file, line: h.line, message: `the secret on its way to the log: ${h.what}` }));
      out.push({
        file: path,
        line: arg.getStartLineNumber(),
        message: factory
          ? `${callee}() is given ${found.what} in its options, which the logger writes with every line it logs, where anyone with log access can read the Stripe secret.`
          : `${callee}() writes ${found.what} to the logs, where anyone with log access can read the Stripe secret.`,
        fix: factory
          ? `Remove ${found.what} from the options of ${callee}() in ${path}; a logger's base fields go into every log line.`
          : `Do not log ${found.what}; log only non-secret fields (or a redacted form such as the last 4 characters of the key).`,
        related,
      });
      break;
    }
  }
  return out;
}

interface Exposure {
  what: string;
  /** The whole environment, not one secret of it. */
  whole: boolean;
  hops: Hop[];
}

/**
 * The Stripe secret an expression given to a logger carries, if any, asked of the value
 * flow: the secret read (`process.env.STRIPE_SECRET_KEY`, a Nest `config.get('STRIPE_SECRET_KEY')`,
 * a field named like one), or the whole environment, through objects that hold it (a config
 * object, here or in another module), spreads, templates, `JSON.stringify`.
 */
function exposed(view: TreeView, arg: Node): Exposure | undefined {
  const origins = originsOf<'secret' | 'signing' | 'env'>(view, arg, {
    arithmetic: true,
    origin: (node, _at, path) => {
      const { Node } = loadTsMorph();
      const text = node.getText().replace(/[\s?]/g, '');
      if (text === 'process.env' || text === 'import.meta.env') {
        if (path.length === 0) return 'env';
        return path.length === 1 && isStripeSecretName(path[0]) ? 'secret' : undefined;
      }
      // the secret itself, not a property of it (`key.length`)
      if (path.length > 0) return undefined;
      // a field named like the secret (`config.stripeSecretKey`), whatever holds it
      if (Node.isPropertyAccessExpression(node) && isStripeSecretName(node.getName())) return 'secret';
      // the signing secret Stripe answers when it creates a webhook endpoint (`whsec_…`)
      if (Node.isPropertyAccessExpression(node) && node.getName() === 'secret' && createdEndpoint(view, node))
        return 'signing';
      if (Node.isIdentifier(node) && isStripeSecretName(node.getText())) return 'secret';
      // Nest: config.get('STRIPE_SECRET_KEY')
      if (Node.isCallExpression(node)) {
        const callee = node.getExpression();
        const key = node.getArguments()[0];
        if (
          Node.isPropertyAccessExpression(callee) &&
          /^(get|getOrThrow)$/.test(callee.getName()) &&
          key &&
          Node.isStringLiteral(key) &&
          isStripeSecretName(key.getLiteralValue())
        )
          return 'secret';
      }
      return undefined;
    },
    redirect: (node, path) => {
      const { Node } = loadTsMorph();
      if (!Node.isCallExpression(node)) return undefined;
      const access = node.getExpression();
      // a part of it (`key.slice(-4)`) or a test of it is a redacted form, not the secret
      if (
        Node.isPropertyAccessExpression(access) &&
        /^(slice|substring|substr|at|charAt|startsWith|endsWith|includes|indexOf|replace|replaceAll|test)$/.test(
          access.getName(),
        )
      )
        return [];
      const callee = access.getText();
      // JSON.stringify(x), util.inspect(x): the text of the object
      if (callee === 'JSON.stringify' || callee === 'util.inspect' || callee === 'inspect') {
        const a = node.getArguments()[0];
        return a ? [{ node: a, path }] : [];
      }
      return undefined;
    },
  });
  const o = origins.find((x) => x.kind !== 'env') ?? origins[0];
  if (!o) return undefined;
  const argText = arg.getText().replace(/\s+/g, ' ').slice(0, 60);
  const source = o.node.getText().replace(/\s+/g, ' ').slice(0, 60);
  if (o.kind === 'env')
    return { what: source === argText ? source : `${argText} (which holds ${source})`, whole: true, hops: o.hops };
  const secret = o.kind === 'signing' ? "the webhook endpoint's signing secret" : 'the Stripe secret key';
  const what = source === argText ? argText : `${argText} (which holds ${secret})`;
  return {
    what,
    whole: false,
    hops: [{ file: o.file, line: o.node.getStartLineNumber(), what: `read here: ${source}` }, ...o.hops],
  };
}

/**
 * `endpoint.secret` of what `stripe.webhookEndpoints.create(…)` answered (awaited, here or
 * through the constant it was assigned to): the endpoint's signing secret, which Stripe
 * returns only then.
 */
function createdEndpoint(view: TreeView, access: Node): boolean {
  const { Node } = loadTsMorph();
  if (!Node.isPropertyAccessExpression(access)) return false;
  const owner = definitionOf(view, access.getExpression())?.node;
  const value = owner ? unwrapExpression(owner) : undefined;
  if (!value || !Node.isCallExpression(value)) return false;
  const callee = value.getExpression();
  return (
    Node.isPropertyAccessExpression(callee) &&
    callee.getName() === 'create' &&
    Node.isPropertyAccessExpression(callee.getExpression()) &&
    callee.getExpression().getText().replace(/\s+/g, '').endsWith('.webhookEndpoints')
  );
}

/**
 * The project has a Stripe secret in its environment: an env template or a deployment
 * config declares one, or it depends on the stripe SDK (which needs a secret key).
 */
const hasStripeSecret = treeFact((view: TreeView): boolean => {
  const declared = [...envTemplates(view), ...deployTargets(view)].some((t) =>
    [...t.names.keys()].some(isStripeSecretName),
  );
  if (declared) return true;
  return packageManifests(view).some((manifest) => stripeDependency(view, manifest) !== undefined);
});
