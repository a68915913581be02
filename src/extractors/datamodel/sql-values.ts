import type { Node } from 'ts-morph';
import { loadTsMorph } from '../../workspace/ts';
import { declarationOf, functionName } from '../code/ast';

/** Most values one expression stands for (a helper called once per column, concatenations of those). */
const MAX_VALUES = 32;
/** How many helpers deep a parameter is followed to the arguments of its calls. */
const MAX_DEPTH = 3;
/** What a part the syntax does not give stands for (`${table}` from elsewhere). */
export const UNKNOWN_PART = '__x';

/**
 * The strings an expression of a migration evaluates to, read from its syntax: literals,
 * templates and `+` concatenations, a local constant's value, and a parameter of a local
 * helper through the arguments of the helper's calls in the same file
 * (`const add = (ddl) => q.query(`ALTER TABLE "tasks" ADD COLUMN ${ddl}`); add('"cron" text')`).
 * A part it cannot resolve stands as `__x`; undefined when the expression holds no string.
 */
export function sqlValues(node: Node, depth = 0): string[] | undefined {
  const { Node: N, SyntaxKind } = loadTsMorph();
  if (N.isStringLiteral(node) || N.isNoSubstitutionTemplateLiteral(node)) return [node.getLiteralText()];
  if (N.isTaggedTemplateExpression(node)) return sqlValues(node.getTemplate(), depth);
  if (N.isParenthesizedExpression(node) || N.isAsExpression(node)) return sqlValues(node.getExpression(), depth);
  if (N.isTemplateExpression(node)) {
    let out = [node.getHead().getLiteralText()];
    for (const span of node.getTemplateSpans()) {
      const parts = partValues(span.getExpression(), depth);
      out = product(out, parts).map((s) => s + span.getLiteral().getLiteralText());
    }
    return out;
  }
  if (N.isBinaryExpression(node) && node.getOperatorToken().getKind() === SyntaxKind.PlusToken) {
    const left = sqlValues(node.getLeft(), depth);
    const right = sqlValues(node.getRight(), depth);
    if (!left && !right) return undefined;
    return product(left ?? [UNKNOWN_PART], right ?? [UNKNOWN_PART]);
  }
  if (N.isIdentifier(node) && depth < MAX_DEPTH) return identifierValues(node, depth);
  return undefined;
}

function partValues(expr: Node, depth: number): string[] {
  return sqlValues(expr, depth) ?? [UNKNOWN_PART];
}

function product(a: string[], b: string[]): string[] {
  const out: string[] = [];
  for (const x of a) for (const y of b) if (out.length < MAX_VALUES) out.push(x + y);
  return out;
}

/** A local constant's value, or a helper parameter's values at the helper's calls. */
function identifierValues(id: Node, depth: number): string[] | undefined {
  const { Node: N } = loadTsMorph();
  const decl = declarationOf(id);
  if (!decl) return undefined;
  if (N.isVariableDeclaration(decl)) {
    const init = decl.getInitializer();
    const constant = decl.getVariableStatement()?.getDeclarationKind() === 'const';
    return constant && init ? sqlValues(init, depth + 1) : undefined;
  }
  if (!N.isParameterDeclaration(decl)) return undefined;
  const fn = decl.getParent();
  if (!(N.isArrowFunction(fn) || N.isFunctionExpression(fn) || N.isFunctionDeclaration(fn))) return undefined;
  const index = fn.getParameters().indexOf(decl);
  const name = functionName(fn);
  if (!name) return undefined;
  const out: string[] = [];
  for (const call of fn.getSourceFile().getDescendantsOfKind(loadTsMorph().SyntaxKind.CallExpression)) {
    if (call.getExpression().getText() !== name) continue;
    const arg = call.getArguments()[index];
    const values = arg ? sqlValues(arg, depth + 1) : undefined;
    if (values) out.push(...values);
    if (out.length >= MAX_VALUES) break;
  }
  return out.length > 0 ? out.slice(0, MAX_VALUES) : undefined;
}
