import type { Node } from 'ts-morph';
import type { Rule, RuleContext, RuleFinding } from '../../core/types';
import { BaseGaps, untouchedFirst } from '../../extractors/code/counterparts';
import { unwrap, type StripeCallSite } from '../../extractors/stripe/clients';
import { baseCallsLike, callName, changedStripeCalls, touchesCallee } from '../../extractors/stripe/scope';
import { declarationOf } from '../../extractors/code/ast';
import { returnedExpressions } from '../../extractors/code/syntax';
import { clientTaint, type Taint } from '../../extractors/stripe/taint';
import { roleIn } from '../../extractors/code/role';
import { loadTsMorph } from '../../workspace/ts';
import type { TreeView } from '../../workspace/workspace';

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
/** Lists of prices (or price data): passed on whole, each of their prices is the list's author's. */
const PRICE_LISTS = new Set(['line_items', 'items', 'add_invoice_items']);
/** Branches of params that never carry what is charged. */
const SKIP_KEYS = new Set(['metadata', 'product_data', 'custom_fields', 'custom_text', 'shipping', 'address']);

interface AmountField {
  key: string;
  /** `price_data.unit_amount`, `line_items[].price`, `line_items` for a list passed on whole. */
  path: string;
  prop: Node;
  value: Node;
  /** A whole list of line items from elsewhere, not a literal. */
  list?: boolean;
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
    const view = ctx.workspace.head;
    const baseGaps = new BaseGaps();
    for (const site of untouchedFirst(changedStripeCalls(ctx), (s) => touchesCallee(ctx, s))) {
      if (!(site.method === 'create' || site.method === 'update') || site.resource === 'refunds' || !site.params)
        continue;
      if (roleIn(view, site.file) !== 'server') continue;
      const gaps = gapsOf(view, site);
      if (gaps.length === 0) continue;
      const base = baseCallsLike(ctx, site);
      const baseKeys = base.flatMap((b) => gapsOf(ctx.workspace.base, b).map((g) => ({ node: b.call, key: g.key })));
      for (const gap of gaps) {
        // The base branch has the same gap for the same call: moved or ported, not made here.
        if (baseGaps.excuses(baseKeys, gap.key)) continue;
        if (base.length === 0 && !touched(ctx, site, gap.field, gap.taint)) continue;
        findings.push(finding(site, gap.field, gap.taint));
      }
    }
    return findings;
  },
};

interface Gap {
  field: AmountField;
  taint: Taint;
  /** What makes two gaps the same: the call, the param and the expression passed. */
  key: string;
}

/** The amount and price params of a call that carry the client's value. */
function gapsOf(view: TreeView, site: StripeCallSite): Gap[] {
  if (!site.params) return [];
  const out: Gap[] = [];
  for (const field of amountFields(site.params, '', 0)) {
    const taint = clientTaint(view, field.value, site.handler);
    if (!taint) continue;
    if ((PRICE_KEYS.has(field.key) || field.list) && allowListed(field.value, taint, site)) continue;
    const text = field.value.getText().replace(/\s+/g, '');
    out.push({ field, taint, key: `${site.path}|${field.path}|${text}` });
  }
  return out;
}

const fileOf = (n: Node) => n.getSourceFile().getFilePath().replace(/^\//, '');

function finding(site: StripeCallSite, field: AmountField, taint: Taint): RuleFinding {
  const name = callName(site);
  const source = taint.source.getText().replace(/\s+/g, ' ').slice(0, 60);
  const value = field.value.getText().replace(/\s+/g, ' ').slice(0, 60);
  const isPrice = PRICE_KEYS.has(field.key);
  const sourceFile = taint.file;
  const elsewhere = sourceFile !== site.file ? ` in ${sourceFile}` : '';
  // the last call on the way in another module than the charge: where the value is handed over
  const passedAt = [...taint.hops]
    .reverse()
    .find((h) => h.file !== site.file && h.node && loadTsMorph().Node.isCallExpression(h.node));
  const message = field.list
    ? `The ${field.path} passed to ${name} is a list from the request (${source}${elsewhere}) passed on whole: every price (or price_data.unit_amount) in it is the client's choice, so a client can buy any price in the Stripe account at any quantity.`
    : isPrice
      ? `The ${field.path} passed to ${name} is the price id from the request (${source}${elsewhere}), not checked against the prices this endpoint sells, so a client can buy at any price in the Stripe account (archived and internal ones included).`
      : `The ${field.path} passed to ${name} (${value}) comes from the request (${source}${elsewhere}), so a client can pay any amount it likes.`;
  const fix = field.list
    ? `Build ${field.path} on the server in ${site.file}: map each item's product or plan id to a price from a server-side table or database lookup, reject ids that are not for sale, and take only the quantity from the request.`
    : isPrice
      ? `Map the client's choice to a price id on the server (a constant table or a database lookup of sellable plans) in ${site.file}, and reject ids that are not in it.`
      : `Compute ${field.path} on the server in ${site.file}: look the price up by the product or plan id (database, constant table or stripe.prices.retrieve) and multiply by the quantity, instead of using ${value} from the request.`;
  return {
    file: site.file,
    line: field.prop.getStartLineNumber(),
    message,
    fix,
    related: [
      {
        file: sourceFile,
        line: taint.source.getStartLineNumber(),
        message: `the request value ${source} is read here`,
      },
      ...(passedAt
        ? [{ file: passedAt.file, line: passedAt.line, message: 'and passed to the function that charges it here' }]
        : []),
    ],
  };
}

/** The PR wrote the amount, the call, or a step of the value's way from the request. */
function touched(ctx: RuleContext, site: StripeCallSite, field: AmountField, taint: Taint): boolean {
  const lines = (n: Node) => ctx.changes.touches(fileOf(n), n.getStartLineNumber(), n.getEndLineNumber());
  if (lines(field.prop) || touchesCallee(ctx, site)) return true;
  // A destructuring or declaration may span many lines; only its first line names the value.
  if (ctx.changes.touches(taint.file, taint.source.getStartLineNumber())) return true;
  return taint.hops.some(
    (h) => ctx.changes.touches(h.file, h.line) || (h.node !== undefined && h.file === site.file && lines(h.node)),
  );
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
      const inner = amountFields(value, here, depth + 1);
      out.push(...inner);
      if (PRICE_LISTS.has(key) && inner.length === 0 && isOpaqueList(value))
        out.push({ key, path: here, prop: p, value, list: true });
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

/** A list whose items the params do not spell out: a variable, a property, a call (not a literal or a `.map`). */
function isOpaqueList(value: Node): boolean {
  const { Node } = loadTsMorph();
  const v = unwrap(value);
  if (Node.isArrayLiteralExpression(v) || Node.isObjectLiteralExpression(v)) return false;
  if (Node.isCallExpression(v)) {
    const callee = v.getExpression();
    return !(Node.isPropertyAccessExpression(callee) && /^(map|flatMap)$/.test(callee.getName()));
  }
  return true;
}

/**
 * A client price id checked against a server-side allow-list before use: `PRICES.includes(id)`,
 * `plans.find((p) => p.priceId === id)`, `id in TABLE`, a database lookup by the id, or a
 * validation helper called with it. The id itself must be checked: a test of another field
 * of the client's choice (`price.type === 'recurring'`) is not a check of which price it is.
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
  /** The expression is the id itself (a name holding it, or the value as written), not a field of it. */
  const isId = (n: Node) => names.has(unwrap(n).getText());
  const mentions = (n: Node) =>
    isId(n) || n.getDescendantsOfKind(SyntaxKind.Identifier).some((i) => isValueUse(i) && names.has(i.getText()));
  const serverSide = (n: Node) => !isId(n) && !isEmptyValue(n);
  for (const call of scope.getDescendantsOfKind(SyntaxKind.CallExpression)) {
    if (call === site.call || isStripeApiCall(call)) continue;
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
    if (op === 'in' && isId(bin.getLeft())) return true;
    if (!['===', '!==', '==', '!='].includes(op)) continue;
    const [l, r] = [bin.getLeft(), bin.getRight()];
    if ((isId(l) && serverSide(r)) || (isId(r) && serverSide(l))) return true;
  }
  for (const sw of scope.getDescendantsOfKind(SyntaxKind.SwitchStatement)) {
    if (isId(sw.getExpression())) return true;
  }
  return false;
}

/** An identifier used as a value (not a property name, nor the name of a member access). */
function isValueUse(id: Node): boolean {
  const { Node } = loadTsMorph();
  const parent = id.getParent();
  if (!parent) return true;
  if (Node.isPropertyAccessExpression(parent) && parent.getNameNode() === id) return false;
  if (Node.isPropertyAssignment(parent) && parent.getNameNode() === id) return false;
  return true;
}

/** `''`, `null`, `undefined`, `typeof x`: a comparison with these checks presence or type, not which id. */
function isEmptyValue(n: Node): boolean {
  const { Node } = loadTsMorph();
  const v = unwrap(n);
  if (Node.isStringLiteral(v) || Node.isNoSubstitutionTemplateLiteral(v)) return v.getLiteralValue() === '';
  if (Node.isTypeOfExpression(v)) return true;
  return ['null', 'undefined'].includes(v.getText());
}

/** A call of the Stripe API (`stripe.prices.retrieve(id)`): a retrieve accepts any price of the account. */
function isStripeApiCall(call: Node): boolean {
  const { Node } = loadTsMorph();
  if (!Node.isCallExpression(call)) return false;
  const callee = call.getExpression();
  if (!Node.isPropertyAccessExpression(callee)) return false;
  // The names along the callee (`this.stripe.prices.retrieve`), not its arguments.
  const names: string[] = [];
  let cur: Node = callee;
  while (Node.isPropertyAccessExpression(cur) || Node.isCallExpression(cur)) {
    if (Node.isPropertyAccessExpression(cur)) names.push(cur.getName());
    cur = cur.getExpression();
  }
  names.push(cur.getText());
  return names.some((n) => /stripe/i.test(n));
}
