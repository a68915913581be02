import type { Node, SourceFile } from 'ts-morph';
import type { Rule, RuleFinding } from '../../core/types';
import { handlerReaching } from '../../extractors/http/handlers';
import { stripeCalls } from '../../extractors/stripe/clients';
import { callName, changedSourceFiles, touchesCallee } from '../../extractors/stripe/scope';
import { loadTsMorph } from '../../workspace/ts';
import { descendantsOfKinds } from '../../extractors/code/syntax';
import { roleIn } from '../../extractors/code/role';
import { specifierOf } from '../../extractors/code/ast';

/** Server methods of the Sources and Tokens APIs. */
const SOURCE_METHODS = /^(createSource|listSources|retrieveSource|updateSource|deleteSource|verifySource)$/;
/** Stripe.js calls of the legacy card flow. */
const STRIPE_JS_LEGACY = /^(createToken|createSource|retrieveSource|handleCardPayment|handleCardSetup)$/;
/** Card Element types of Stripe.js (`elements.create('card')`). */
const CARD_ELEMENT_TYPES = new Set(['card', 'cardNumber', 'cardExpiry', 'cardCvc']);
/** Card Element components of @stripe/react-stripe-js. */
const CARD_COMPONENTS = new Set(['CardElement', 'CardNumberElement', 'CardExpiryElement', 'CardCvcElement']);
const UNVERIFIED_EVENTS = new Set(['constructEventWithoutVerification', 'parseEventNotificationWithoutVerification']);
/** Words every one of them is written with (Card Element components aside: they are imported). */
const LEGACY_WORDS =
  /\bcard(Number|Expiry|Cvc)?\b|createToken|createSource|retrieveSource|handleCard(Payment|Setup)|WithoutVerification|payment_method_types/;

/** Changed code that adds a use of an API Stripe steers integrations away from. */
export const legacyApi: Rule = {
  meta: {
    id: 'stripe/legacy-api',
    description:
      'Changed code adds a legacy Stripe API: Charges for new payments, Sources/Tokens, the Card Element, a fixed payment_method_types list, or unverified event parsing.',
    defaultSeverity: 'warning',
    agentSeverity: 'blocking',
  },
  check(ctx) {
    const view = ctx.workspace.head;
    const findings: RuleFinding[] = [];
    for (const file of changedSourceFiles(ctx)) {
      const sf = view.sourceFile(file);
      if (!sf) continue;
      const role = roleIn(view, file);
      const isNew = (n: Node) => ctx.changes.touches(file, n.getStartLineNumber());

      for (const site of stripeCalls(view, file)) {
        if (!touchesCallee(ctx, site)) continue;
        const name = callName(site);
        if (site.path === 'charges.create' && role !== 'script' && role !== 'seed') {
          findings.push({
            file,
            line: site.line,
            column: site.column,
            message: `${name} creates a payment with the legacy Charges API, which does not handle 3-D Secure / SCA or the payment methods Stripe now offers.`,
            fix: `Replace ${name} in ${file} with stripe.paymentIntents.create (automatic_payment_methods: { enabled: true }) or a Checkout Session, and confirm on the client with the Payment Element.`,
          });
        } else if (site.resource === 'sources' || site.resource === 'tokens' || SOURCE_METHODS.test(site.method)) {
          findings.push({
            file,
            line: site.line,
            column: site.column,
            message: `${name} uses the deprecated ${site.resource === 'tokens' ? 'Tokens' : 'Sources'} API.`,
            fix: `Use PaymentMethods and SetupIntents/PaymentIntents instead of ${name} in ${file} (attach payment methods with stripe.paymentMethods.attach).`,
          });
        }
      }

      const { Node } = loadTsMorph();
      const cardComponents = reactStripeImports(sf);
      const usesStripeJs = sf
        .getImportDeclarations()
        .some((i) => /^@stripe\/(stripe-js|react-stripe-js)/.test(specifierOf(i)));
      // Code that names none of the calls, elements or options below has none of them.
      if (cardComponents.size === 0 && !LEGACY_WORDS.test(sf.getFullText())) continue;
      const { SyntaxKind } = loadTsMorph();
      const nodes = descendantsOfKinds(sf, [
        SyntaxKind.CallExpression,
        SyntaxKind.JsxOpeningElement,
        SyntaxKind.JsxSelfClosingElement,
        SyntaxKind.PropertyAssignment,
      ]);
      for (const node of nodes) {
        if (Node.isCallExpression(node)) {
          const callee = node.getExpression();
          if (!Node.isPropertyAccessExpression(callee)) continue;
          const method = callee.getName();
          const first = node.getArguments()[0];
          if (
            method === 'create' &&
            first &&
            Node.isStringLiteral(first) &&
            CARD_ELEMENT_TYPES.has(first.getLiteralValue()) &&
            isNew(node)
          ) {
            findings.push(cardElement(file, node, `elements.create('${first.getLiteralValue()}')`));
          } else if (STRIPE_JS_LEGACY.test(method) && isNew(node) && (role === 'browser' || usesStripeJs)) {
            findings.push({
              file,
              line: node.getStartLineNumber(),
              message: `${callee.getText()}() uses the legacy Stripe.js ${method.startsWith('handle') ? 'card payment' : 'Tokens/Sources'} flow.`,
              fix: `Collect payment details with the Payment Element and confirm with stripe.confirmPayment (or confirmSetup) in ${file} instead of ${method}.`,
            });
          } else if (UNVERIFIED_EVENTS.has(method) && isNew(node) && handlerReaching(view, file, node)) {
            findings.push({
              file,
              line: node.getStartLineNumber(),
              message: `${callee.getText()}() parses a webhook event in a request handler without verifying its signature, so anyone can post forged events to it.`,
              fix: `Use stripe.webhooks.constructEvent(rawBody, signature, webhookSecret) in ${file} (or parseEventNotification for thin events) and answer 400 when it throws.`,
            });
          }
        } else if (Node.isJsxOpeningElement(node) || Node.isJsxSelfClosingElement(node)) {
          const tag = node.getTagNameNode().getText();
          if (cardComponents.has(tag) && isNew(node)) findings.push(cardElement(file, node, `<${tag}>`));
        } else if (Node.isPropertyAssignment(node) && node.getName().replace(/['"]/g, '') === 'payment_method_types') {
          const value = node.getInitializer();
          if (!value || !Node.isArrayLiteralExpression(value) || !isNew(node) || role === 'browser') continue;
          const types = value.getElements().map((e) => (Node.isStringLiteral(e) ? e.getLiteralValue() : e.getText()));
          if (types.length > 0 && types.every((t) => t.endsWith('_present'))) continue; // Terminal
          findings.push({
            file,
            line: node.getStartLineNumber(),
            message: `payment_method_types: [${types.map((t) => `'${t}'`).join(', ')}] fixes the payment methods in code, so customers never see the wallets and local methods enabled in the Dashboard.`,
            fix: `Remove payment_method_types in ${file} and use dynamic payment methods (automatic_payment_methods: { enabled: true } on PaymentIntents; nothing on Checkout Sessions).`,
          });
        }
      }
    }
    return dedupe(findings);
  },
};

function cardElement(file: string, node: Node, what: string): RuleFinding {
  return {
    file,
    line: node.getStartLineNumber(),
    message: `${what} is the legacy Card Element: it only takes cards, and misses wallets and local payment methods.`,
    fix: `Use the Payment Element in ${file} (<PaymentElement /> from @stripe/react-stripe-js, or elements.create('payment')) and confirm with stripe.confirmPayment.`,
  };
}

/** Local names of the Card Element components imported from @stripe/react-stripe-js. */
function reactStripeImports(sf: SourceFile): Set<string> {
  const names = new Set<string>();
  for (const imp of sf.getImportDeclarations()) {
    if (specifierOf(imp) !== '@stripe/react-stripe-js') continue;
    for (const n of imp.getNamedImports()) {
      if (CARD_COMPONENTS.has(n.getName())) names.add(n.getAliasNode()?.getText() ?? n.getName());
    }
  }
  return names;
}

function dedupe(findings: RuleFinding[]): RuleFinding[] {
  const seen = new Set<string>();
  return findings.filter((f) => {
    const key = `${f.file}:${f.line}:${f.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
