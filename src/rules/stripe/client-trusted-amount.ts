import { codeRole } from '../../workspace/classify';
import type { Node } from 'ts-morph';
import type { Rule, RuleContext, RuleFinding } from '../../core/types';
import { unwrap, type StripeCallSite } from '../../extractors/stripe';
import { callName, changedStripeCalls, touchesCallee } from '../../extractors/stripe-scope';
import { declarationOf, returnedExpressions, TaintTracker, type Taint } from '../../extractors/stripe-taint';
import { loadTsMorph } from '../../workspace/ts';

/** Params that set what the customer pays (or what the platform takes). */
const AMOUNT_KEYS = new Set([
  'amount',
  'unit_amount',
  'unit_amount_decimal',
  'application_fee_amount',
  'amount_decimal',
]);
/** A price id: which price (and so which amount) the customer pays. */
const PRICE_KEYS = new Set(['price']);
/** Branches of params that never carry what is charged. */
const SKIP_KEYS = new Set(['metadata', 'product_data', 'custom_fields', 'custom_text', 'shipping', 'address']);

interface AmountField {
  key: string;
  /** `price_data.unit_amount`, `line_items[].price`. */
  path: string;
  prop: Node;
  value: Node;
}

/**
 * The amount (or price id) of a Stripe create call comes from the client's request
 * without being looked up or recomputed on the server.
 */
export const clientTrustedAmount: Rule = {
  meta: {
    id: 'stripe/client-trusted-amount',
    description: 'The amount or price of a Stripe charge comes from the request instead of a server-side lookup.',
    defaultSeverity: 'blocking',
  },
  check(ctx) {
    const findings: RuleFinding[] = [];
    for (const site of changedStripeCalls(ctx)) {
      if (!(site.method === 'create' || site.method === 'update') || site.resource === 'refunds' || !site.params)
        continue;
      if (codeRole(site.file, site.call.getSourceFile().getFullText()) !== 'server') continue;
      const tracker = new TaintTracker(site.handler);
      for (const field of amountFields(site.params, '', 0)) {
        const taint = tracker.taintOf(field.value);
        if (!taint) continue;
        if (PRICE_KEYS.has(field.key) && allowListed(field.value, taint, site)) continue;
        if (!touched(ctx, site, field, taint)) continue;
        findings.push(finding(site, field, taint));
      }
    }
    return findings;
  },
};

function finding(site: StripeCallSite, field: AmountField, taint: Taint): RuleFinding {
  const name = callName(site);
  const source = taint.source.getText().replace(/\s+/g, ' ').slice(0, 60);
  const value = field.value.getText().replace(/\s+/g, ' ').slice(0, 60);
  const isPrice = PRICE_KEYS.has(field.key);
  return {
    file: site.file,
    line: field.prop.getStartLineNumber(),
    message: isPrice
      ? `The ${field.path} passed to ${name} is the price id from the request (${source}), not checked against the prices this endpoint sells, so a client can buy at any price in the Stripe account (archived and internal ones included).`
      : `The ${field.path} passed to ${name} (${value}) comes from the request (${source}), so a client can pay any amount it likes.`,
    fix: isPrice
      ? `Map the client's choice to a price id on the server (a constant table or a database lookup of sellable plans) in ${site.file}, and reject ids that are not in it.`
      : `Compute ${field.path} on the server in ${site.file}: look the price up by the product or plan id (database, constant table or stripe.prices.retrieve) and multiply by the quantity, instead of using ${value} from the request.`,
    related: [
      {
        file: site.file,
        line: taint.source.getStartLineNumber(),
        message: `the request value ${source} is read here`,
      },
    ],
  };
}

/** The PR wrote the amount, the call, or a step of the value's way from the request. */
function touched(ctx: RuleContext, site: StripeCallSite, field: AmountField, taint: Taint): boolean {
  const lines = (n: Node) => ctx.changes.touches(site.file, n.getStartLineNumber(), n.getEndLineNumber());
  if (lines(field.prop) || touchesCallee(ctx, site)) return true;
  // A destructuring or declaration may span many lines; only its first line names the value.
  return [taint.source, ...taint.via].some((n) => ctx.changes.touches(site.file, n.getStartLineNumber()) || lines(n));
}

/** Amount and price fields of the params, through nested objects, arrays, local consts and `.map` callbacks. */
function amountFields(node: Node, path: string, depth: number): AmountField[] {
  const { Node } = loadTsMorph();
  if (depth > 6) return [];
  const n = unwrap(node);
  const out: AmountField[] = [];
  if (Node.isObjectLiteralExpression(n)) {
    for (const p of n.getProperties()) {
      let key: string | undefined;
      let value: Node | undefined;
      if (Node.isPropertyAssignment(p)) {
        key = p.getName().replace(/^['"]|['"]$/g, '');
        value = p.getInitializer();
      } else if (Node.isShorthandPropertyAssignment(p)) {
        key = p.getName();
        value = p.getNameNode();
      } else if (Node.isSpreadAssignment(p)) {
        out.push(...amountFields(p.getExpression(), path, depth + 1));
      }
      if (!key || !value || SKIP_KEYS.has(key)) continue;
      const here = path ? `${path}.${key}` : key;
      if (AMOUNT_KEYS.has(key) || PRICE_KEYS.has(key)) {
        const v = unwrap(value);
        if (!(Node.isObjectLiteralExpression(v) || Node.isArrayLiteralExpression(v)))
          out.push({ key, path: here, prop: p, value });
        continue;
      }
      out.push(...amountFields(value, here, depth + 1));
    }
  } else if (Node.isArrayLiteralExpression(n)) {
    for (const e of n.getElements())
      out.push(...amountFields(Node.isSpreadElement(e) ? e.getExpression() : e, `${path}[]`, depth + 1));
  } else if (Node.isCallExpression(n)) {
    const callee = n.getExpression();
    const cb = n.getArguments()[0];
    if (Node.isPropertyAccessExpression(callee) && /^(map|flatMap)$/.test(callee.getName()) && cb) {
      for (const r of returnedExpressions(unwrap(cb))) out.push(...amountFields(r, `${path}[]`, depth + 1));
    }
  } else if (Node.isIdentifier(n)) {
    const decl = declarationOf(n);
    const init = decl && Node.isVariableDeclaration(decl) ? decl.getInitializer() : undefined;
    if (init) out.push(...amountFields(init, path, depth + 1));
  }
  return out;
}

/**
 * A client price id checked against a server-side allow-list before use: `PRICES.includes(id)`,
 * `plans.find((p) => p.priceId === id)`, `id in TABLE`, a database lookup by the id, or a
 * validation helper called with it.
 */
function allowListed(value: Node, taint: Taint, site: StripeCallSite): boolean {
  const { Node, SyntaxKind } = loadTsMorph();
  const names = new Set<string>([unwrap(value).getText()]);
  for (const v of taint.via) {
    if (Node.isVariableDeclaration(v)) {
      const nameNode = v.getNameNode();
      if (Node.isIdentifier(nameNode)) names.add(nameNode.getText());
      else for (const el of nameNode.getDescendantsOfKind(SyntaxKind.BindingElement)) names.add(el.getName());
    }
  }
  const scope =
    site.handler?.node ??
    site.call.getFirstAncestor((a) => Node.isFunctionLikeDeclaration(a) || Node.isArrowFunction(a)) ??
    site.call.getSourceFile();
  const mentions = (n: Node) =>
    names.has(unwrap(n).getText()) || n.getDescendantsOfKind(SyntaxKind.Identifier).some((i) => names.has(i.getText()));
  for (const call of scope.getDescendantsOfKind(SyntaxKind.CallExpression)) {
    if (call === site.call || /stripe/i.test(call.getExpression().getText())) continue;
    const callee = call.getExpression();
    const method = Node.isPropertyAccessExpression(callee) ? callee.getName() : callee.getText();
    const args = call.getArguments();
    if (/^(includes|has|indexOf|find|findIndex|some|every|filter|get)$/.test(method) && args.some(mentions))
      return true;
    if (
      /(allow|valid|assert|check|sellable|ensure|verify|lookup|find|plan|price|resolve|select|where)/i.test(method) &&
      args.some(mentions)
    )
      return true;
  }
  for (const bin of scope.getDescendantsOfKind(SyntaxKind.BinaryExpression)) {
    const op = bin.getOperatorToken().getText();
    if (op === 'in' && mentions(bin.getLeft())) return true;
    if (
      (op === '===' || op === '!==' || op === '==' || op === '!=') &&
      (mentions(bin.getLeft()) || mentions(bin.getRight()))
    )
      return true;
  }
  for (const sw of scope.getDescendantsOfKind(SyntaxKind.SwitchStatement)) {
    if (mentions(sw.getExpression())) return true;
  }
  return false;
}
