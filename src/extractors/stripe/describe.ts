import type { Node } from 'ts-morph';
import { unwrapExpression } from '../code/ast';
import { loadTsMorph } from '../../workspace/ts';
import type { ArgProp, ArgValue } from './contract';

const MAX_DEPTH = 8;

/**
 * What an argument expression passes, as far as it is known without a type checker:
 * literals, `as const`, consts and enum members of the same file (followed through
 * scopes), object and array literals, and the kinds that conversions produce
 * (`String(x)`, `n.toFixed(2)`, template strings). Everything else is `unknown`.
 */
export function describeArg(node: Node): ArgValue {
  return describe(node, 0);
}

function describe(node: Node, depth: number): ArgValue {
  const { Node, SyntaxKind } = loadTsMorph();
  const line = node.getStartLineNumber();
  if (depth > MAX_DEPTH) return { kind: 'unknown', line };
  const n = unwrapExpr(node);
  if (Node.isStringLiteral(n) || Node.isNoSubstitutionTemplateLiteral(n))
    return { kind: 'string', value: n.getLiteralValue(), line };
  if (Node.isTemplateExpression(n)) return { kind: 'string', line };
  if (Node.isNumericLiteral(n)) return { kind: 'number', value: n.getLiteralValue(), line };
  if (n.getKind() === SyntaxKind.TrueKeyword) return { kind: 'boolean', value: true, line };
  if (n.getKind() === SyntaxKind.FalseKeyword) return { kind: 'boolean', value: false, line };
  if (n.getKind() === SyntaxKind.NullKeyword) return { kind: 'null', line };
  if (Node.isPrefixUnaryExpression(n)) {
    const op = n.getOperatorToken();
    if (op === SyntaxKind.ExclamationToken) return { kind: 'boolean', line };
    const inner = describe(n.getOperand(), depth + 1);
    if (op === SyntaxKind.MinusToken && inner.kind === 'number')
      return { kind: 'number', value: inner.value === undefined ? undefined : -inner.value, line };
    if (op === SyntaxKind.MinusToken || op === SyntaxKind.PlusToken) return { kind: 'number', line };
    return { kind: 'unknown', line };
  }
  if (Node.isObjectLiteralExpression(n)) return describeObject(n, depth, line);
  if (Node.isArrayLiteralExpression(n)) {
    const items: ArgValue[] = [];
    for (const el of n.getElements()) {
      if (Node.isSpreadElement(el)) return { kind: 'array', line };
      items.push(describe(el, depth + 1));
    }
    return { kind: 'array', items, line };
  }
  if (Node.isIdentifier(n)) {
    if (n.getText() === 'undefined') return { kind: 'unknown', line };
    const init = constInitializer(n);
    return init ? { ...describe(init, depth + 1), line } : { kind: 'unknown', line };
  }
  if (Node.isPropertyAccessExpression(n)) {
    const member = memberValue(n);
    return member ? { ...describe(member, depth + 1), line } : { kind: 'unknown', line };
  }
  if (Node.isBinaryExpression(n)) return describeBinary(n, depth, line);
  if (Node.isCallExpression(n)) return { kind: conversionKind(n), line };
  if (Node.isConditionalExpression(n)) {
    return sameScalar(describe(n.getWhenTrue(), depth + 1), describe(n.getWhenFalse(), depth + 1), line);
  }
  return { kind: 'unknown', line };
}

/** Both sides of `c ? a : b` / `a ?? b` are strings (or numbers, booleans): that kind, value unknown. */
function sameScalar(a: ArgValue, b: ArgValue, line: number): ArgValue {
  if (a.kind === 'string' && b.kind === 'string') return { kind: 'string', line };
  if (a.kind === 'number' && b.kind === 'number') return { kind: 'number', line };
  if (a.kind === 'boolean' && b.kind === 'boolean') return { kind: 'boolean', line };
  return { kind: 'unknown', line };
}

function describeObject(n: Node, depth: number, line: number): ArgValue {
  const { Node } = loadTsMorph();
  if (!Node.isObjectLiteralExpression(n)) return { kind: 'unknown', line };
  // Every value a key may have at the end, in source order: one, or several alternatives.
  const byName = new Map<string, ArgProp[]>();
  const set = (name: string, props: ArgProp[]) => byName.set(name, props);
  const add = (name: string, props: ArgProp[]) => byName.set(name, [...(byName.get(name) ?? []), ...props]);
  let open = false;
  for (const p of n.getProperties()) {
    const pLine = p.getStartLineNumber();
    if (Node.isPropertyAssignment(p)) {
      const nameNode = p.getNameNode();
      if (Node.isComputedPropertyName(nameNode)) {
        open = true;
        continue;
      }
      const name =
        Node.isStringLiteral(nameNode) || Node.isNumericLiteral(nameNode)
          ? String(nameNode.getLiteralValue())
          : nameNode.getText();
      const init = p.getInitializer();
      set(name, [{ name, line: pLine, value: init ? describe(init, depth + 1) : { kind: 'unknown', line: pLine } }]);
    } else if (Node.isShorthandPropertyAssignment(p)) {
      set(p.getName(), [{ name: p.getName(), line: pLine, value: describe(p.getNameNode(), depth + 1) }]);
    } else if (Node.isSpreadAssignment(p)) {
      const choices = spreadChoices(p.getExpression(), depth + 1);
      // A key that every choice sets overrides the earlier one (spread then override);
      // a key only some choices set joins it as an alternative.
      const names = new Set(choices.flatMap((c) => c.props.map((x) => x.name)));
      for (const name of names) {
        const everywhere = choices.every((c) => !c.open && c.props.some((x) => x.name === name && !x.alternative));
        const props = choices.flatMap((c) =>
          c.props
            .filter((x) => x.name === name)
            .map((x) => (choices.length > 1 ? { ...x, alternative: true as const } : x)),
        );
        if (everywhere) set(name, props);
        else add(name, props);
      }
      // The spread may add keys the gate cannot see: properties it may set are not "missing".
      open ||= choices.some((c) => c.open);
    } else {
      // Methods and accessors: a function value, never a Stripe param.
      const name = p.getNameNode()?.getText() ?? '';
      set(name, [{ name, line: pLine, value: { kind: 'unknown', line: pLine } }]);
    }
  }
  return { kind: 'object', props: [...byName.values()].flat(), open, line };
}

/** What one value of a spread adds: its properties, and whether it may add others the gate cannot see. */
interface SpreadChoice {
  props: ArgProp[];
  open: boolean;
}

const NOTHING: SpreadChoice = { props: [], open: false };
const UNSEEN: SpreadChoice = { props: [], open: true };

/**
 * The values a spread may take, each with what it adds. A value chosen by a condition is
 * each of its choices: `...(c ? { a } : c2 ? { b } : {})` adds `a` on one path, `b` on
 * another and nothing on the third; `...(c && { a })` adds `a` or nothing; `...(x ?? { a })`
 * adds what `x` holds or `a`. A const is followed to its initializer. `null`, `undefined`
 * and `false` add nothing; any other value the gate cannot read may add anything.
 */
function spreadChoices(node: Node, depth: number): SpreadChoice[] {
  const { Node, SyntaxKind } = loadTsMorph();
  if (depth > MAX_DEPTH) return [UNSEEN];
  const n = unwrapExpr(node);
  if (Node.isConditionalExpression(n))
    return [...spreadChoices(n.getWhenTrue(), depth + 1), ...spreadChoices(n.getWhenFalse(), depth + 1)];
  if (Node.isBinaryExpression(n)) {
    const op = n.getOperatorToken().getKind();
    // The left side spread only when falsy: a falsy value adds nothing.
    if (op === SyntaxKind.AmpersandAmpersandToken) return [NOTHING, ...spreadChoices(n.getRight(), depth + 1)];
    if (op === SyntaxKind.BarBarToken || op === SyntaxKind.QuestionQuestionToken)
      return [...spreadChoices(n.getLeft(), depth + 1), ...spreadChoices(n.getRight(), depth + 1)];
  }
  if (Node.isIdentifier(n)) {
    if (n.getText() === 'undefined') return [NOTHING];
    const init = constInitializer(n);
    return init ? spreadChoices(init, depth + 1) : [UNSEEN];
  }
  const value = describe(n, depth);
  if (value.kind === 'object') return [{ props: value.props, open: value.open }];
  if (value.kind === 'null' || (value.kind === 'boolean' && value.value === false)) return [NOTHING];
  return [UNSEEN];
}

function describeBinary(n: Node, depth: number, line: number): ArgValue {
  const { Node } = loadTsMorph();
  if (!Node.isBinaryExpression(n)) return { kind: 'unknown', line };
  const op = n.getOperatorToken().getText();
  if (['*', '/', '-', '%', '**', '|', '&', '<<', '>>'].includes(op)) return { kind: 'number', line };
  if (['===', '!==', '==', '!=', '<', '>', '<=', '>=', 'instanceof', 'in'].includes(op))
    return { kind: 'boolean', line };
  if (op === '+') {
    const a = describe(n.getLeft(), depth + 1);
    const b = describe(n.getRight(), depth + 1);
    if (a.kind === 'string' || b.kind === 'string') return { kind: 'string', line };
    if (a.kind === 'number' && b.kind === 'number') return { kind: 'number', line };
    return { kind: 'unknown', line };
  }
  if (op === '??' || op === '||') {
    return sameScalar(describe(n.getLeft(), depth + 1), describe(n.getRight(), depth + 1), line);
  }
  return { kind: 'unknown', line };
}

/** `String(x)`, `x.toString()`, `n.toFixed(2)` → string; `Number(x)`, `Math.round(x)` → number. */
function conversionKind(call: Node): 'string' | 'number' | 'boolean' | 'unknown' {
  const { Node } = loadTsMorph();
  if (!Node.isCallExpression(call)) return 'unknown';
  const callee = call.getExpression();
  const name = Node.isIdentifier(callee)
    ? callee.getText()
    : Node.isPropertyAccessExpression(callee)
      ? `${Node.isIdentifier(callee.getExpression()) ? callee.getExpression().getText() + '.' : '.'}${callee.getName()}`
      : '';
  if (
    /^(String|JSON\.stringify)$|\.(toString|toFixed|toPrecision|toLowerCase|toUpperCase|trim|toISOString)$/.test(name)
  )
    return 'string';
  if (/^(Number|parseInt|parseFloat|Math\.\w+)$/.test(name)) return 'number';
  if (name === 'Boolean') return 'boolean';
  return 'unknown';
}

/** A value's expression, through parentheses and type assertions (not through `await`). */
function unwrapExpr(node: Node): Node {
  return unwrapExpression(node, { throughAwait: false });
}

/**
 * The initializer of the `const` an identifier refers to, found by walking its enclosing
 * scopes in the same file (a parameter or `let` of that name hides it: unknown).
 */
export function constInitializer(id: Node): Node | undefined {
  const { Node } = loadTsMorph();
  const name = id.getText();
  for (const scope of id.getAncestors()) {
    if (Node.isFunctionLikeDeclaration(scope) || Node.isArrowFunction(scope) || Node.isFunctionExpression(scope)) {
      if (scope.getParameters().some((p) => p.getName() === name)) return undefined;
    }
    if (!(Node.isBlock(scope) || Node.isSourceFile(scope) || Node.isModuleBlock(scope) || Node.isCaseClause(scope)))
      continue;
    for (const stmt of scope.getStatements()) {
      if (Node.isVariableStatement(stmt)) {
        for (const d of stmt.getDeclarations()) {
          if (d.getName() !== name) continue;
          if (stmt.getDeclarationKind() !== 'const') return undefined;
          return d.getInitializer();
        }
      } else if (Node.isEnumDeclaration(stmt) && stmt.getName() === name) {
        return undefined;
      } else if (Node.isExportDeclaration(stmt)) continue;
    }
  }
  return undefined;
}

/** `Mode.Manual` of a same-file enum, or `CONFIG.captureMethod` of a same-file const object. */
function memberValue(access: Node): Node | undefined {
  const { Node } = loadTsMorph();
  if (!Node.isPropertyAccessExpression(access)) return undefined;
  const obj = unwrapExpr(access.getExpression());
  if (!Node.isIdentifier(obj)) return undefined;
  const member = access.getName();
  const sf = access.getSourceFile();
  const en = sf.getEnum(obj.getText());
  if (en) {
    const m = en.getMember(member);
    const init = m?.getInitializer();
    if (init) return init;
    return undefined;
  }
  const init = constInitializer(obj);
  const target = init ? unwrapExpr(init) : undefined;
  if (target && Node.isObjectLiteralExpression(target)) {
    const p = target.getProperty(member);
    if (p && Node.isPropertyAssignment(p)) return p.getInitializer();
  }
  return undefined;
}
