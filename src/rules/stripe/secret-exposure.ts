import { isTestCode } from '../../workspace/classify';
import { parse as parseDotenv } from 'dotenv';
import type { Node, SourceFile } from 'ts-morph';
import type { Rule, RuleContext, RuleFinding } from '../../core/types';
import { deployTargets, envReadsInFile, envTemplates } from '../../extractors/env';
import { packageManifests, resolveImport } from '../../extractors/code/resolve-import';
import { importedBinding } from '../../extractors/stripe/webhooks';
import { stripeDependency } from '../../extractors/stripe/project-version';
import { treeFact } from '../../workspace/fact';
import { loadTsMorph } from '../../workspace/ts';
import { isCodeFile, type TreeView } from '../../workspace/workspace';

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
    const spec = d.getModuleSpecifierValue();
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

function loggedSecrets(ctx: RuleContext, path: string): RuleFinding[] {
  const { Node, SyntaxKind } = loadTsMorph();
  const view = ctx.workspace.head;
  const sf = view.sourceFile(path);
  if (!sf) return [];
  const out: RuleFinding[] = [];
  for (const call of sf.getDescendantsOfKind(SyntaxKind.CallExpression)) {
    const callee = call.getExpression().getText().replace(/\s+/g, '');
    if (!LOG_CALL.test(callee) || !Node.isPropertyAccessExpression(call.getExpression())) continue;
    if (!ctx.changes.touches(path, call.getStartLineNumber(), call.getEndLineNumber())) continue;
    for (const arg of call.getArguments()) {
      const what = exposes(view, path, arg, 0);
      if (!what) continue;
      // The whole environment holds a Stripe secret only in a project that has one.
      if (WHOLE_ENV.has(what) && !hasStripeSecret(view)) continue;
      out.push({
        file: path,
        line: arg.getStartLineNumber(),
        message: `${callee}() writes ${what} to the logs, where anyone with log access can read the Stripe secret.`,
        fix: `Do not log ${what}; log only non-secret fields (or a redacted form such as the last 4 characters of the key).`,
      });
      break;
    }
  }
  return out;
}

const WHOLE_ENV = new Set(['process.env', 'import.meta.env']);

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

/** What secret an expression given to a logger carries, if any. */
function exposes(view: TreeView, file: string, expr: Node, depth: number): string | undefined {
  const { Node } = loadTsMorph();
  if (depth > 4) return undefined;
  const text = expr.getText().replace(/[\s?]/g, '');
  if (text === 'process.env' || text === 'import.meta.env') return text;
  if (Node.isPropertyAccessExpression(expr)) {
    if (isStripeSecretName(expr.getName())) return text;
    return undefined;
  }
  if (Node.isElementAccessExpression(expr)) {
    const key = expr.getArgumentExpression();
    if (key && Node.isStringLiteral(key) && isStripeSecretName(key.getLiteralValue())) return text;
    return undefined;
  }
  if (Node.isTemplateExpression(expr)) {
    for (const span of expr.getTemplateSpans()) {
      const w = exposes(view, file, span.getExpression(), depth + 1);
      if (w) return w;
    }
    return undefined;
  }
  if (Node.isObjectLiteralExpression(expr)) {
    for (const p of expr.getProperties()) {
      if (Node.isPropertyAssignment(p)) {
        const init = p.getInitializer();
        const w = init && exposes(view, file, init, depth + 1);
        if (w) return w;
      } else if (Node.isShorthandPropertyAssignment(p) && isStripeSecretName(p.getName())) return p.getName();
      else if (Node.isSpreadAssignment(p)) {
        const w = exposes(view, file, p.getExpression(), depth + 1);
        if (w) return w;
      }
    }
    return undefined;
  }
  if (Node.isCallExpression(expr)) {
    const callee = expr.getExpression().getText();
    if (callee === 'JSON.stringify' || callee === 'util.inspect' || callee === 'inspect') {
      const a = expr.getArguments()[0];
      return a ? exposes(view, file, a, depth + 1) : undefined;
    }
    return undefined;
  }
  if (Node.isIdentifier(expr)) {
    const name = expr.getText();
    if (isStripeSecretName(name)) return name;
    // A config object that holds the key, declared here or imported from a relative module.
    const sf = expr.getSourceFile();
    const local = sf.getVariableDeclaration(name)?.getInitializer();
    if (local) return holdsSecret(local) ? `${name} (which holds the Stripe secret key)` : undefined;
    const binding = importedBinding(sf, name);
    if (!binding || binding.kind !== 'named') return undefined;
    const target = resolveImport(view, file, binding.module);
    const init = target
      ? view.sourceFile(target)?.getVariableDeclaration(binding.imported)?.getInitializer()
      : undefined;
    return init && holdsSecret(init) ? `${name} (which holds the Stripe secret key)` : undefined;
  }
  return undefined;
}

/** An object literal (or env schema call) with a Stripe secret among its keys. */
function holdsSecret(init: Node): boolean {
  const { Node, SyntaxKind } = loadTsMorph();
  const props = [init, ...init.getDescendantsOfKind(SyntaxKind.PropertyAssignment)];
  return props.some((p) => Node.isPropertyAssignment(p) && isStripeSecretName(p.getName()));
}
