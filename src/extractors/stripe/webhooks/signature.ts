import type { CallExpression, Node } from 'ts-morph';
import { declarationOf } from '../../code/ast';
import { loadTsMorph } from '../../../workspace/ts';
import type { TreeView } from '../../../workspace/workspace';
import { resolveImport } from '../../code/resolve-import';
import type { WebhookEndpoint, WebhookProblem, WebhookVerification } from './model';
import { importedBinding } from './reach';

/** The signature check of a webhook: which calls verify, and whether the secret is one anyone can know. */

const VERIFY_METHODS = new Set(['constructEvent', 'constructEventAsync']);

export function verificationMethod(call: CallExpression): WebhookVerification['method'] | undefined {
  const { Node } = loadTsMorph();
  const callee = call.getExpression();
  if (!Node.isPropertyAccessExpression(callee)) return undefined;
  const name = callee.getName();
  const recv = callee.getExpression().getText().replace(/\s+/g, '');
  if (VERIFY_METHODS.has(name) && /(^|\.)webhooks$/.test(recv)) return name as 'constructEvent' | 'constructEventAsync';
  if (name === 'verifyHeader' && /(^|\.)signature$/.test(recv)) return 'verifyHeader';
  return undefined;
}

// ---------------------------------------------------------------------------
// The webhook secret.

export function secretProblems(view: TreeView, e: WebhookEndpoint): WebhookProblem[] {
  const out: WebhookProblem[] = [];
  for (const v of e.verifications) {
    if (!v.secret) continue;
    const weak = weakSecret(view, v.secret, v.file, 0);
    if (!weak) continue;
    out.push({
      file: weak.file,
      line: weak.node.getStartLineNumber(),
      node: weak.node,
      kind: 'weak-secret',
      message: `The Stripe webhook secret passed to ${v.method} is ${weak.why}, so signatures are checked against a value anyone can know.`,
      fix: `Read the signing secret from the environment without a fallback (e.g. \`process.env.STRIPE_WEBHOOK_SECRET\`, failing at startup when it is missing) and pass it to ${v.method}.`,
      related: [{ file: v.file, line: v.line, message: `${v.method} uses the secret here` }],
    });
  }
  return out;
}

function weakSecret(
  view: TreeView,
  expr: Node,
  file: string,
  depth: number,
): { node: Node; why: string; file: string } | undefined {
  const { Node, SyntaxKind } = loadTsMorph();
  if (depth > 4) return undefined;
  if (Node.isStringLiteral(expr) || Node.isNoSubstitutionTemplateLiteral(expr)) {
    return { node: expr, file, why: expr.getLiteralValue() === '' ? 'an empty string' : 'hard-coded' };
  }
  if (Node.isParenthesizedExpression(expr) || Node.isAsExpression(expr) || Node.isNonNullExpression(expr)) {
    return weakSecret(view, expr.getExpression(), file, depth + 1);
  }
  if (Node.isBinaryExpression(expr)) {
    const op = expr.getOperatorToken().getKind();
    if (op === SyntaxKind.QuestionQuestionToken || op === SyntaxKind.BarBarToken) {
      const right = expr.getRight();
      if (Node.isStringLiteral(right) || Node.isNoSubstitutionTemplateLiteral(right)) {
        return { node: expr, file, why: `given a fallback (${right.getText()}) when the variable is unset` };
      }
    }
    return undefined;
  }
  if (Node.isIdentifier(expr)) {
    const decl = declarationOf(expr);
    if (decl && Node.isVariableDeclaration(decl)) {
      const init = decl.getInitializer();
      return init ? weakSecret(view, init, file, depth + 1) : undefined;
    }
    return undefined;
  }
  if (Node.isPropertyAccessExpression(expr)) {
    // config.stripeWebhookSecret, with config an object literal here or in an imported module.
    const obj = expr.getExpression();
    if (!Node.isIdentifier(obj)) return undefined;
    const sf = expr.getSourceFile();
    let target = sf;
    let targetFile = file;
    let name = obj.getText();
    const binding = importedBinding(sf, name);
    if (binding) {
      if (binding.kind !== 'named') return undefined;
      const resolved = resolveImport(view, file, binding.module);
      const tsf = resolved ? view.sourceFile(resolved) : undefined;
      if (!tsf || !resolved) return undefined;
      target = tsf;
      targetFile = resolved;
      name = binding.imported;
    }
    const init = target.getVariableDeclaration(name)?.getInitializer();
    const lit = init && Node.isAsExpression(init) ? init.getExpression() : init;
    if (!lit || !Node.isObjectLiteralExpression(lit)) return undefined;
    const prop = lit.getProperty(expr.getName());
    if (prop && Node.isPropertyAssignment(prop)) {
      const value = prop.getInitializer();
      return value ? weakSecret(view, value, targetFile, depth + 1) : undefined;
    }
  }
  return undefined;
}
