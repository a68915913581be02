import { recursiveTreeFact, treeFact } from '../../workspace/fact';
import type {
  CallExpression,
  ClassDeclaration,
  Expression,
  NewExpression,
  Node,
  ObjectLiteralExpression,
  SourceFile,
} from 'ts-morph';
import { declarationOf, unwrapExpression, specifierOf } from '../code/ast';
import { loadTsMorph } from '../../workspace/ts';
import type { TreeView } from '../../workspace/workspace';
import { handlerReaching, type RequestHandler } from '../http/handlers';
import { isExportedDeclaration } from '../code/exports';
import { resolveImport } from '../code/resolve-import';

/**
 * Stripe knowledge of one file, found syntactically: where Stripe clients are
 * constructed, and every API call made through a client (`stripe.refunds.create(...)`),
 * whether the client is local, imported from a module that constructs it (followed
 * through relative imports, tsconfig aliases and re-exports), returned by a helper, or a
 * parameter / class member typed `Stripe` (DI providers).
 */
/** Calls that move money or start billing: a duplicate is a double charge, refund or payout. */
export const PAYMENT_MOVING = new Set([
  'paymentIntents.create',
  'paymentIntents.confirm',
  'paymentIntents.capture',
  'charges.create',
  'charges.capture',
  'refunds.create',
  'transfers.create',
  'payouts.create',
  'subscriptions.create',
  'invoices.pay',
  'setupIntents.confirm',
]);

export interface StripeClientSite {
  file: string;
  line: number;
  /** `new Stripe(key, config)`; for `require('stripe')(key, config)` the call itself. */
  node: NewExpression | CallExpression;
  /** The config object (the literal, or the literal a local const holds). */
  config?: ObjectLiteralExpression;
  apiVersion?: string;
  maxNetworkRetries?: number;
  timeout?: number;
  /** The config sets these keys (whatever their value: literal or not). */
  configKeys: string[];
  /** The config spreads another object, so absent keys may be set there. */
  configSpread: boolean;
  /** The config is an expression the extractor could not see into (a parameter, a call). */
  configOpaque: boolean;
}

export interface StripeCallSite {
  file: string;
  line: number;
  column: number;
  /** 'paymentIntents', 'checkout.sessions', 'billingPortal.sessions'. */
  resource: string;
  /** 'create'. */
  method: string;
  /** 'paymentIntents.create'. */
  path: string;
  call: CallExpression;
  /** Leading id argument (refunds.update(id, params), customers.listPaymentMethods(id, params)). */
  idArg?: Expression;
  /** Params argument (an ObjectLiteralExpression when literal). */
  params?: Expression;
  /** Request options argument ({ idempotencyKey, stripeAccount, maxNetworkRetries }). */
  options?: Expression;
  /** const pi = await stripe.paymentIntents.create(...) → 'pi'. */
  resultName?: string;
  /** Source text of the client expression (`stripe`, `this.stripe`, `getStripe()`). */
  client: string;
  /** The request handler that runs this call (same file), if any. */
  handler?: RequestHandler;
}

/** Keys of stripe-node's per-request options (as opposed to API params). */
export const REQUEST_OPTION_KEYS = new Set([
  'idempotencyKey',
  'stripeAccount',
  'apiKey',
  'apiVersion',
  'maxNetworkRetries',
  'timeout',
  'host',
  'stripeContext',
]);

/** Methods whose first argument is never an id even when it is not an object literal. */
const NO_ID_METHODS = new Set([
  'create',
  'list',
  'search',
  'retrieveUpcoming',
  'createPreview',
  'listUpcomingLineItems',
]);
/** Helpers of the client that are not API resources (webhook signing), and Stripe.js look-alikes. */
const NOT_RESOURCES = new Set(['webhooks', 'elements']);
/** Parts of a call chain that are test doubles or Function.prototype, not Stripe resources. */
const NOT_API = /^(mock.*|calls|bind|call|apply|toString|prototype)$/;

/** Every Stripe client constructed in a file. */
export const stripeClients = treeFact((view: TreeView, path: string): StripeClientSite[] => {
  // A client is built from the `stripe` package (or Stripe.js's global `Stripe`): a file
  // that never says "stripe" builds none.
  if (!/stripe/i.test(view.read(path) ?? '')) return [];
  const sf = view.sourceFile(path);
  if (!sf) return [];
  const ctors = constructorNames(sf);
  const { Node } = loadTsMorph();
  const sites: StripeClientSite[] = [];
  sf.forEachDescendant((node) => {
    if ((Node.isNewExpression(node) || Node.isCallExpression(node)) && isConstruction(node, ctors)) {
      sites.push(clientSite(path, node));
    }
  });
  return sites;
});

/** Every call through a Stripe client in a file (not `stripe.webhooks.*` helpers). */
export const stripeCalls = treeFact((view: TreeView, path: string): StripeCallSite[] => {
  // A file that never says "stripe" makes no call through a Stripe client.
  if (!/stripe/i.test(view.read(path) ?? '')) return [];
  const sf = view.sourceFile(path);
  if (!sf) return [];
  const { Node, SyntaxKind } = loadTsMorph();
  const bindings = fileBindings(view, path);
  const sites: StripeCallSite[] = [];
  for (const call of sf.getDescendantsOfKind(SyntaxKind.CallExpression)) {
    const callee = call.getExpression();
    if (!Node.isPropertyAccessExpression(callee)) continue;
    const names = [callee.getName()];
    let expr: Node = callee.getExpression();
    let root: Node | undefined;
    while (names.length <= 4) {
      if (isClientExpression(expr, bindings)) {
        root = expr;
        break;
      }
      if (!Node.isPropertyAccessExpression(expr)) break;
      names.unshift(expr.getName());
      expr = expr.getExpression();
    }
    if (!root || names.length < 2) continue;
    if (NOT_RESOURCES.has(names[0]) || names.some((n) => NOT_API.test(n) || !/^[a-z][A-Za-z0-9]*$/.test(n))) continue;
    const method = names[names.length - 1];
    const resource = names.slice(0, -1).join('.');
    const { line, column } = sf.getLineAndColumnAtPos(call.getStart());
    sites.push({
      file: path,
      line,
      column,
      resource,
      method,
      path: `${resource}.${method}`,
      call,
      ...splitArguments(call, method),
      resultName: resultName(call),
      client: root.getText(),
      handler: handlerReaching(view, path, call),
    });
  }
  return sites;
});

/** The value of a property of an object literal (`key: value` or shorthand `key`). */
export function objectProperty(obj: ObjectLiteralExpression, name: string): Expression | undefined {
  const { Node } = loadTsMorph();
  const p = obj.getProperty(name);
  if (!p) return undefined;
  if (Node.isPropertyAssignment(p)) return p.getInitializer();
  if (Node.isShorthandPropertyAssignment(p)) return p.getNameNode();
  return undefined;
}

/** Strips parentheses, `as`, `satisfies`, `!` and `await` from an expression. */
export function unwrap(node: Node): Node {
  return unwrapExpression(node);
}

// --- arguments -----------------------------------------------------------------------

function splitArguments(call: CallExpression, method: string): Pick<StripeCallSite, 'idArg' | 'params' | 'options'> {
  const { Node } = loadTsMorph();
  const args = call.getArguments() as Expression[];
  let i = 0;
  let idArg: Expression | undefined;
  const first = args[0] ? unwrap(args[0]) : undefined;
  if (first && !Node.isObjectLiteralExpression(first)) {
    const stringish =
      Node.isStringLiteral(first) || Node.isNoSubstitutionTemplateLiteral(first) || Node.isTemplateExpression(first);
    const idName = /(^id$|Id$|_id$|ID$)/.test(lastName(first));
    // retrieve/update/del/cancel/capture/listLineItems… take a leading id; create/list take params.
    if (stringish || !NO_ID_METHODS.has(method) || (idName && args.length > 1)) {
      idArg = args[0];
      i = 1;
    }
  }
  let params: Expression | undefined = args[i];
  let options: Expression | undefined = args[i + 1];
  // stripe-node accepts the options alone where the params are optional.
  if (params && !options) {
    const p = unwrap(params);
    if (Node.isObjectLiteralExpression(p) && p.getProperties().length > 0) {
      const keys = p.getProperties().map((x) => (Node.isSpreadAssignment(x) ? '...' : propName(x)));
      if (keys.every((k) => k !== undefined && REQUEST_OPTION_KEYS.has(k))) {
        options = params;
        params = undefined;
      }
    }
  }
  return { idArg, params, options };
}

function lastName(node: Node): string {
  const { Node } = loadTsMorph();
  if (Node.isIdentifier(node)) return node.getText();
  if (Node.isPropertyAccessExpression(node)) return node.getName();
  return '';
}

function propName(p: Node): string | undefined {
  const { Node } = loadTsMorph();
  if (Node.isPropertyAssignment(p) || Node.isShorthandPropertyAssignment(p) || Node.isMethodDeclaration(p)) {
    const n = p.getNameNode();
    if (Node.isIdentifier(n) || Node.isStringLiteral(n))
      return Node.isStringLiteral(n) ? n.getLiteralValue() : n.getText();
  }
  return undefined;
}

function resultName(call: CallExpression): string | undefined {
  const { Node } = loadTsMorph();
  let n: Node = call;
  let parent = n.getParent();
  while (
    parent &&
    (Node.isAwaitExpression(parent) ||
      Node.isParenthesizedExpression(parent) ||
      Node.isAsExpression(parent) ||
      Node.isNonNullExpression(parent))
  ) {
    n = parent;
    parent = n.getParent();
  }
  if (parent && Node.isVariableDeclaration(parent) && parent.getInitializer() === n) {
    const name = parent.getNameNode();
    return Node.isIdentifier(name) ? name.getText() : undefined;
  }
  if (
    parent &&
    Node.isBinaryExpression(parent) &&
    parent.getOperatorToken().getText() === '=' &&
    parent.getRight() === n
  ) {
    const left = parent.getLeft();
    return Node.isIdentifier(left) ? left.getText() : undefined;
  }
  return undefined;
}

// --- clients -------------------------------------------------------------------------

/** Local names bound to the Stripe constructor ('stripe' package) in a file. */
function constructorNames(sf: SourceFile): Set<string> {
  const { Node } = loadTsMorph();
  const names = new Set<string>();
  for (const imp of sf.getImportDeclarations()) {
    if (specifierOf(imp) !== 'stripe') continue;
    const def = imp.getDefaultImport();
    if (def) names.add(def.getText());
    const ns = imp.getNamespaceImport();
    if (ns) names.add(ns.getText());
    for (const n of imp.getNamedImports()) {
      if (n.getName() === 'Stripe' || n.getName() === 'default') names.add(n.getAliasNode()?.getText() ?? n.getName());
    }
  }
  for (const eq of sf.getDescendantsOfKind(loadTsMorph().SyntaxKind.ImportEqualsDeclaration)) {
    if (
      eq.getModuleReference().getText().includes("'stripe'") ||
      eq.getModuleReference().getText().includes('"stripe"')
    )
      names.add(eq.getName());
  }
  // const Stripe = require('stripe'); const Stripe = require('stripe').default; const { Stripe } = require('stripe')
  for (const decl of sf.getDescendantsOfKind(loadTsMorph().SyntaxKind.VariableDeclaration)) {
    const init = decl.getInitializer();
    if (!init) continue;
    const base = Node.isPropertyAccessExpression(init) ? init.getExpression() : init;
    if (!isRequireOf(base, 'stripe')) continue;
    const nameNode = decl.getNameNode();
    if (Node.isIdentifier(nameNode)) names.add(nameNode.getText());
    else if (Node.isObjectBindingPattern(nameNode)) {
      for (const el of nameNode.getElements()) {
        const prop = el.getPropertyNameNode()?.getText() ?? el.getName();
        if (prop === 'Stripe' || prop === 'default') names.add(el.getName());
      }
    }
  }
  return names;
}

function isRequireOf(node: Node, specifier: string): boolean {
  const { Node } = loadTsMorph();
  if (!Node.isCallExpression(node)) return false;
  const callee = node.getExpression();
  const arg = node.getArguments()[0];
  return (
    Node.isIdentifier(callee) &&
    callee.getText() === 'require' &&
    arg !== undefined &&
    Node.isStringLiteral(arg) &&
    arg.getLiteralValue() === specifier
  );
}

/** `new Stripe(...)`, `new S.Stripe(...)`, `Stripe(...)`, `require('stripe')(...)`. */
function isConstruction(node: NewExpression | CallExpression, ctors: Set<string>): boolean {
  const { Node } = loadTsMorph();
  const callee = unwrap(node.getExpression());
  if (Node.isIdentifier(callee)) return ctors.has(callee.getText());
  if (Node.isPropertyAccessExpression(callee)) {
    const obj = unwrap(callee.getExpression());
    if (callee.getName() === 'Stripe' || callee.getName() === 'default')
      return (Node.isIdentifier(obj) && ctors.has(obj.getText())) || isRequireOf(obj, 'stripe');
    return false;
  }
  return isRequireOf(callee, 'stripe');
}

function clientSite(path: string, node: NewExpression | CallExpression): StripeClientSite {
  const { Node } = loadTsMorph();
  const site: StripeClientSite = {
    file: path,
    line: node.getStartLineNumber(),
    node,
    configKeys: [],
    configSpread: false,
    configOpaque: false,
  };
  const arg = node.getArguments()[1];
  if (!arg) return site;
  const config = resolveObject(arg);
  if (!config) {
    site.configOpaque = true;
    return site;
  }
  site.config = config;
  for (const p of config.getProperties()) {
    if (Node.isSpreadAssignment(p)) {
      site.configSpread = true;
      continue;
    }
    const name = propName(p);
    if (name) site.configKeys.push(name);
  }
  const apiVersion = objectProperty(config, 'apiVersion');
  if (apiVersion) {
    const v = unwrap(apiVersion);
    if (Node.isStringLiteral(v) || Node.isNoSubstitutionTemplateLiteral(v)) site.apiVersion = v.getLiteralValue();
  }
  const retries = objectProperty(config, 'maxNetworkRetries');
  if (retries) site.maxNetworkRetries = numericValue(retries);
  const timeout = objectProperty(config, 'timeout');
  if (timeout) site.timeout = numericValue(timeout);
  return site;
}

/** An object literal, or the object literal a const in the same file is initialised with. */
export function resolveObject(node: Node): ObjectLiteralExpression | undefined {
  const { Node } = loadTsMorph();
  const n = unwrap(node);
  if (Node.isObjectLiteralExpression(n)) return n;
  if (Node.isIdentifier(n)) {
    const decl = n.getSourceFile().getVariableDeclaration(n.getText());
    const init = decl?.getInitializer();
    if (init) {
      const v = unwrap(init);
      if (Node.isObjectLiteralExpression(v)) return v;
    }
  }
  return undefined;
}

/** A number written as a literal or simple arithmetic of literals (`60 * 1000`, `20_000`). */
export function numericValue(node: Node): number | undefined {
  const { Node } = loadTsMorph();
  const n = unwrap(node);
  if (Node.isNumericLiteral(n)) return Number(n.getText().replace(/_/g, ''));
  if (Node.isPrefixUnaryExpression(n) && n.getOperatorToken() === loadTsMorph().SyntaxKind.MinusToken) {
    const v = numericValue(n.getOperand());
    return v === undefined ? undefined : -v;
  }
  if (Node.isBinaryExpression(n)) {
    const a = numericValue(n.getLeft());
    const b = numericValue(n.getRight());
    if (a === undefined || b === undefined) return undefined;
    switch (n.getOperatorToken().getText()) {
      case '*':
        return a * b;
      case '+':
        return a + b;
      case '-':
        return a - b;
      case '/':
        return b === 0 ? undefined : a / b;
    }
  }
  return undefined;
}

// --- which names hold a client -------------------------------------------------------

interface Bindings {
  /** Local names holding a client instance. */
  instances: Set<string>;
  /** Local names of functions returning a client. */
  factories: Set<string>;
  /** Exported names: 'instance' or 'factory' ('default' for the default export). */
  exports: Map<string, 'instance' | 'factory'>;
  /** Constructor names (`Stripe`), used to recognise `: Stripe` annotations. */
  typeNames: Set<string>;
}

const EMPTY: Bindings = { instances: new Set(), factories: new Set(), exports: new Map(), typeNames: new Set() };

/**
 * The Stripe clients a module holds and exports, following its imports and re-exports
 * through the modules that mention Stripe (the others cannot hand out a client, so the
 * chain followed stays short and the cost follows the diff).
 */
const fileBindings = recursiveTreeFact(EMPTY, (view: TreeView, path: string): Bindings => {
  const sf = view.sourceFile(path);
  return sf ? computeBindings(view, path, sf) : EMPTY;
});

function computeBindings(view: TreeView, path: string, sf: SourceFile): Bindings {
  const { Node, SyntaxKind } = loadTsMorph();
  const ctors = constructorNames(sf);
  const b: Bindings = { instances: new Set(), factories: new Set(), exports: new Map(), typeNames: new Set(ctors) };

  const importedKind = (specifier: string, exported: string, local: string): 'instance' | 'factory' | undefined => {
    if (specifier === 'stripe') return undefined;
    const target = resolveImport(view, path, specifier);
    // Only modules that mention Stripe can hand out a client: the rest are not parsed, and
    // the chain of modules followed stays short, so the cost follows the diff.
    if (target) {
      if (!/stripe/i.test(view.read(target) ?? '')) return undefined;
      return fileBindings(view, target).exports.get(exported);
    }
    // A module the gate cannot see (a workspace package, an unresolved alias): trust a telling name.
    if (/^stripe(client|api|sdk|instance)?$/i.test(local)) return 'instance';
    if (/^(get|create|make|use|init)stripe(client)?$/i.test(local)) return 'factory';
    return undefined;
  };
  const bind = (local: string, kind: 'instance' | 'factory' | undefined) => {
    if (kind === 'instance') b.instances.add(local);
    else if (kind === 'factory') b.factories.add(local);
  };

  // The imported modules are read in one git call, not one per import.
  view.prefetch(
    sf
      .getImportDeclarations()
      .map((imp) => specifierOf(imp))
      .filter((spec) => spec !== 'stripe')
      .flatMap((spec) => resolveImport(view, path, spec) ?? []),
  );
  for (const imp of sf.getImportDeclarations()) {
    const spec = specifierOf(imp);
    const def = imp.getDefaultImport();
    if (def) bind(def.getText(), importedKind(spec, 'default', def.getText()));
    for (const n of imp.getNamedImports()) {
      const local = n.getAliasNode()?.getText() ?? n.getName();
      bind(local, importedKind(spec, n.getName(), local));
    }
  }

  const declarations = sf.getDescendantsOfKind(SyntaxKind.VariableDeclaration);
  const functions = sf.getDescendantsOfKind(SyntaxKind.FunctionDeclaration);
  // const { stripe } = require('../lib/stripe')
  for (const decl of declarations) {
    const init = decl.getInitializer();
    if (!init || !Node.isCallExpression(init)) continue;
    const callee = init.getExpression();
    const arg = init.getArguments()[0];
    if (!Node.isIdentifier(callee) || callee.getText() !== 'require' || !arg || !Node.isStringLiteral(arg)) continue;
    const nameNode = decl.getNameNode();
    if (Node.isObjectBindingPattern(nameNode)) {
      for (const el of nameNode.getElements()) {
        const exported = el.getPropertyNameNode()?.getText() ?? el.getName();
        bind(el.getName(), importedKind(arg.getLiteralValue(), exported, el.getName()));
      }
    } else if (Node.isIdentifier(nameNode)) {
      bind(nameNode.getText(), importedKind(arg.getLiteralValue(), 'default', nameNode.getText()));
    }
  }

  // Local instances and factories, to a fixpoint (a factory may return another's result).
  for (let pass = 0; pass < 3; pass++) {
    const before = b.instances.size + b.factories.size;
    for (const decl of declarations) {
      const nameNode = decl.getNameNode();
      if (!Node.isIdentifier(nameNode)) continue;
      const name = nameNode.getText();
      const init = decl.getInitializer();
      const typed = decl.getTypeNode();
      if (typed && isStripeType(typed.getText(), b.typeNames)) b.instances.add(name);
      if (!init) continue;
      const v = unwrap(init);
      if (Node.isArrowFunction(v) || Node.isFunctionExpression(v)) {
        if (functionReturnsClient(v, ctors, b)) b.factories.add(name);
      } else if (producesClient(v, ctors, b)) b.instances.add(name);
    }
    for (const fn of functions) {
      const name = fn.getName();
      if (name && functionReturnsClient(fn, ctors, b)) b.factories.add(name);
    }
    // `stripe = new Stripe(...)` assigned later (lazy singletons).
    for (const bin of sf.getDescendantsOfKind(SyntaxKind.BinaryExpression)) {
      const left = bin.getLeft();
      if (bin.getOperatorToken().getText().endsWith('=') && Node.isIdentifier(left)) {
        if (producesClient(unwrap(bin.getRight()), ctors, b)) b.instances.add(left.getText());
      }
    }
    if (b.instances.size + b.factories.size === before) break;
  }

  const kindOf = (local: string): 'instance' | 'factory' | undefined =>
    b.instances.has(local) ? 'instance' : b.factories.has(local) ? 'factory' : undefined;

  // Exports.
  for (const stmt of sf.getVariableStatements()) {
    for (const d of stmt.getDeclarations()) {
      if (!isExportedDeclaration(d)) continue;
      const k = kindOf(d.getName());
      if (k) b.exports.set(d.getName(), k);
    }
  }
  for (const fn of sf.getFunctions()) {
    const name = fn.getName();
    if (!isExportedDeclaration(fn)) continue;
    const k = name ? kindOf(name) : functionReturnsClient(fn, ctors, b) ? 'factory' : undefined;
    if (k) b.exports.set(fn.hasDefaultKeyword() ? 'default' : (name ?? 'default'), k);
  }
  for (const ea of sf.getExportAssignments()) {
    const e = unwrap(ea.getExpression());
    const k = Node.isIdentifier(e)
      ? kindOf(e.getText())
      : Node.isArrowFunction(e) || Node.isFunctionExpression(e)
        ? functionReturnsClient(e, ctors, b)
          ? 'factory'
          : undefined
        : producesClient(e, ctors, b)
          ? 'instance'
          : undefined;
    if (k) b.exports.set('default', k);
  }
  for (const ed of sf.getExportDeclarations()) {
    const spec = specifierOf(ed);
    const target = spec && spec !== 'stripe' ? resolveImport(view, path, spec) : undefined;
    const followed = target && /stripe/i.test(view.read(target) ?? '');
    const targetExports = followed ? fileBindings(view, target).exports : undefined;
    if (ed.isNamespaceExport() && targetExports) {
      for (const [k, v] of targetExports) if (k !== 'default') b.exports.set(k, v);
    }
    for (const n of ed.getNamedExports()) {
      const local = n.getName();
      const exported = n.getAliasNode()?.getText() ?? local;
      const k = spec ? targetExports?.get(local) : kindOf(local);
      if (k) b.exports.set(exported, k);
    }
  }
  // CommonJS: module.exports = stripe; module.exports = { stripe }; exports.stripe = stripe
  for (const bin of sf.getDescendantsOfKind(SyntaxKind.BinaryExpression)) {
    if (bin.getOperatorToken().getText() !== '=') continue;
    const left = bin.getLeft().getText();
    const right = unwrap(bin.getRight());
    if (left === 'module.exports') {
      if (Node.isObjectLiteralExpression(right)) {
        for (const p of right.getProperties()) {
          const name = propName(p);
          const value = name ? objectProperty(right, name) : undefined;
          const k = value && Node.isIdentifier(value) ? kindOf(value.getText()) : undefined;
          if (name && k) b.exports.set(name, k);
        }
      } else {
        const k = Node.isIdentifier(right)
          ? kindOf(right.getText())
          : producesClient(right, ctors, b)
            ? 'instance'
            : undefined;
        if (k) b.exports.set('default', k);
      }
    } else {
      const m = left.match(/^(?:module\.)?exports\.([A-Za-z_$][\w$]*)$/);
      const k = Node.isIdentifier(right)
        ? kindOf(right.getText())
        : producesClient(right, ctors, b)
          ? 'instance'
          : undefined;
      if (m && k) b.exports.set(m[1], k);
    }
  }
  return b;
}

function isStripeType(text: string, typeNames: Set<string>): boolean {
  const t = text.replace(/\s+/g, '').replace(/\|(null|undefined)/g, '');
  return typeNames.has(t) || t === 'Stripe.Stripe' || /^(typeofstripe|InstanceType<typeofStripe>)$/.test(t);
}

/** An expression that evaluates to a client: a construction, a factory call, `a ?? new Stripe()`. */
function producesClient(node: Node, ctors: Set<string>, b: Bindings): boolean {
  const { Node } = loadTsMorph();
  const n = unwrap(node);
  if ((Node.isNewExpression(n) || Node.isCallExpression(n)) && isConstruction(n, ctors)) return true;
  if (Node.isCallExpression(n)) {
    const callee = unwrap(n.getExpression());
    if (Node.isIdentifier(callee) && b.factories.has(callee.getText())) return true;
  }
  if (Node.isIdentifier(n)) return b.instances.has(n.getText());
  if (Node.isBinaryExpression(n)) {
    const op = n.getOperatorToken().getText();
    if (op === '??' || op === '||')
      return producesClient(n.getLeft(), ctors, b) || producesClient(n.getRight(), ctors, b);
    if (op === '=' || op === '??=' || op === '||=') return producesClient(n.getRight(), ctors, b);
  }
  if (Node.isConditionalExpression(n))
    return producesClient(n.getWhenTrue(), ctors, b) || producesClient(n.getWhenFalse(), ctors, b);
  return false;
}

function functionReturnsClient(fn: Node, ctors: Set<string>, b: Bindings): boolean {
  const { Node, SyntaxKind } = loadTsMorph();
  if (!(Node.isArrowFunction(fn) || Node.isFunctionExpression(fn) || Node.isFunctionDeclaration(fn))) return false;
  const rt = fn.getReturnTypeNode()?.getText();
  if (rt && isStripeType(rt.replace(/^Promise<(.*)>$/, '$1'), b.typeNames)) return true;
  const body = fn.getBody();
  if (!body) return false;
  if (!Node.isBlock(body)) return producesClient(body, ctors, b);
  for (const ret of body.getDescendantsOfKind(SyntaxKind.ReturnStatement)) {
    if (ret.getFirstAncestor((a) => Node.isFunctionLikeDeclaration(a)) !== fn) continue;
    const e = ret.getExpression();
    if (e && producesClient(e, ctors, b)) return true;
  }
  return false;
}

/** Whether an expression (the root of a call chain) is a Stripe client. */
function isClientExpression(expr: Node, b: Bindings, depth = 0): boolean {
  const { Node } = loadTsMorph();
  const n = unwrap(expr);
  if (Node.isIdentifier(n)) {
    const name = n.getText();
    if (b.instances.has(name)) return true;
    if (typedAsStripe(n, name, b)) return true;
    // a local that holds a client: `const client = this.getClient()`, `const s: Stripe = …`
    const decl = depth < 3 ? declarationOf(n) : undefined;
    if (decl && Node.isVariableDeclaration(decl)) {
      const t = decl.getTypeNode();
      if (t && isStripeType(t.getText(), b.typeNames)) return true;
      const init = decl.getInitializer();
      return init !== undefined && Node.isIdentifier(decl.getNameNode()) && isClientExpression(init, b, depth + 1);
    }
    return false;
  }
  if (Node.isCallExpression(n)) {
    const callee = unwrap(n.getExpression());
    if (Node.isIdentifier(callee)) return b.factories.has(callee.getText());
    // a method of the class that returns its client: `this.getClient()`, `StripeService.getClient()`
    if (depth < 3 && Node.isPropertyAccessExpression(callee)) {
      const cls = n.getFirstAncestor((a) => Node.isClassDeclaration(a) || Node.isClassExpression(a)) as
        ClassDeclaration | undefined;
      const obj = unwrap(callee.getExpression());
      const own = Node.isThisExpression(obj) || (cls !== undefined && obj.getText() === cls.getName());
      const method = own ? cls?.getMethod(callee.getName()) : undefined;
      if (method) return methodReturnsClient(method, cls!, b, depth + 1);
    }
    return false;
  }
  if (Node.isPropertyAccessExpression(n)) {
    const obj = unwrap(n.getExpression());
    const name = n.getName();
    if (Node.isThisExpression(obj)) {
      const cls = n.getFirstAncestor((a) => Node.isClassDeclaration(a) || Node.isClassExpression(a));
      if (cls && classMemberIsClient(cls as ClassDeclaration, name, b)) return true;
    }
    // DI containers and contexts: ctx.stripe, this.deps.stripeClient.
    return /^stripe(client|api|sdk)?$/i.test(name);
  }
  return false;
}

/** A method that returns the Stripe client: by its return type (`Stripe | null`), or what it returns. */
function methodReturnsClient(method: Node, cls: ClassDeclaration, b: Bindings, depth: number): boolean {
  const { Node, SyntaxKind } = loadTsMorph();
  if (!Node.isMethodDeclaration(method)) return false;
  const rt = method.getReturnTypeNode()?.getText();
  if (rt && isStripeType(rt.replace(/^Promise<(.*)>$/, '$1'), b.typeNames)) return true;
  for (const ret of method.getDescendantsOfKind(SyntaxKind.ReturnStatement)) {
    if (ret.getFirstAncestor((a) => Node.isFunctionLikeDeclaration(a)) !== method) continue;
    const e = ret.getExpression();
    if (!e) continue;
    const u = unwrap(e);
    // `return this.client`: the class keeps it in a member
    if (Node.isPropertyAccessExpression(u) && Node.isThisExpression(unwrap(u.getExpression()))) {
      if (classMemberIsClient(cls, u.getName(), b)) return true;
    } else if (isClientExpression(u, b, depth)) return true;
  }
  return false;
}

/** A parameter or variable in scope declared with type `Stripe`. */
function typedAsStripe(id: Node, name: string, b: Bindings): boolean {
  const { Node } = loadTsMorph();
  for (const anc of id.getAncestors()) {
    if (Node.isFunctionLikeDeclaration(anc) || Node.isArrowFunction(anc) || Node.isFunctionExpression(anc)) {
      for (const p of anc.getParameters()) {
        if (p.getName() === name) {
          const t = p.getTypeNode();
          return !!t && isStripeType(t.getText(), b.typeNames);
        }
      }
    }
  }
  return false;
}

function classMemberIsClient(cls: ClassDeclaration, name: string, b: Bindings): boolean {
  const { Node } = loadTsMorph();
  const prop = cls.getProperty(name);
  if (prop) {
    const t = prop.getTypeNode();
    if (t && isStripeType(t.getText(), b.typeNames)) return true;
    const init = prop.getInitializer();
    if (init && producesClient(init, new Set(b.typeNames), b)) return true;
  }
  for (const ctor of cls.getConstructors()) {
    for (const p of ctor.getParameters()) {
      if (p.getName() !== name) continue;
      const t = p.getTypeNode();
      if (t && isStripeType(t.getText(), b.typeNames)) return true;
    }
    // this.stripe = new Stripe(...) in the constructor
    const body = ctor.getBody();
    if (body) {
      for (const bin of body.getDescendantsOfKind(loadTsMorph().SyntaxKind.BinaryExpression)) {
        const left = bin.getLeft();
        if (
          Node.isPropertyAccessExpression(left) &&
          left.getName() === name &&
          producesClient(bin.getRight(), new Set(b.typeNames), b)
        )
          return true;
      }
    }
  }
  return false;
}
