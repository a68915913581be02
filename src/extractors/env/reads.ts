/**
 * Env READS in code: `process.env.X` (and its bracket, optional-chain and destructuring
 * forms), `import.meta.env.X`, `Deno.env.get("X")`, `Bun.env.X`, keys of env schemas
 * (t3-env `createEnv`, a zod object parsed from `process.env`, envalid `cleanEnv`),
 * calls of a local wrapper that reads `process.env[name]`, and `env("X")` in Prisma
 * schemas. Assignments (`process.env.X = ...`) are not reads.
 */
import type { CallExpression, Expression, Node, ObjectLiteralExpression, SourceFile } from 'ts-morph';
import { treeFact } from '../../workspace/fact';
import { loadTsMorph } from '../../workspace/ts';
import { isCodeFile, type TreeView } from '../../workspace/workspace';
import { isTestCode, isVendoredOrBuilt } from '../../workspace/classify';
import { isEnvName } from './names';
import { calleeRef } from '../code/flow';
import { prismaFile } from '../datamodel/prisma';
import { definitionOf, functionOf, objectLiteralOf, propertyNode, stringValueOf } from '../code/values';
import { descendantsOfKinds, returnedExpressions } from '../code/syntax';
import { declarationOf, unwrapExpression } from '../code/ast';
import { resolveString } from '../code/resolve-string';

export type EnvReadKind =
  /** `process.env.X` and the like. */
  | 'code'
  /** A key of an env schema (`createEnv`, zod, envalid): where the variable is defined. */
  | 'schema'
  /** A `process.env.X` inside a schema's `runtimeEnv`: passes the value to the schema key. */
  | 'runtime-env'
  /** `env("X")` in a Prisma schema or `prisma.config.ts`. */
  | 'prisma';

export interface EnvRead {
  name: string;
  file: string;
  line: number;
  endLine: number;
  kind: EnvReadKind;
  /** `import.meta.env` reads (Vite built-ins are not variables). */
  source: 'process' | 'import-meta';
  /** The code copes with the variable being unset: a fallback, `.optional()`, `.default()`, a condition. */
  hasDefault: boolean;
}

/** Env-carrying objects, spelled without optional chaining. */
const ENV_OBJECTS = new Set(['process.env', 'import.meta.env', 'Bun.env', 'globalThis.process.env']);

function envObject(expr: Node): 'process' | 'import-meta' | undefined {
  const text = plainChain(expr);
  if (!ENV_OBJECTS.has(text)) return undefined;
  return text === 'import.meta.env' ? 'import-meta' : 'process';
}

/**
 * An access chain's text without what does not change its value: parentheses, type
 * assertions, `!` and `?.` (`(import.meta as any).env` is `import.meta.env`).
 */
function plainChain(expr: Node): string {
  const { Node: N } = loadTsMorph();
  const n = unwrapExpression(expr, { throughAwait: false });
  if (N.isPropertyAccessExpression(n)) return `${plainChain(n.getExpression())}.${n.getName()}`;
  return n.getText().replace(/[\s?]/g, '');
}

/** True when a file may hold env reads this module understands. */
export function mayReadEnv(path: string): boolean {
  return isCodeFile(path) || path.endsWith('.prisma');
}

/** Every env read of one file in a tree, parsed once per run. */
export const envReadsInFile = treeFact((view: TreeView, path: string): EnvRead[] => {
  if (path.endsWith('.prisma')) return prismaReads(view, path);
  const text = view.read(path);
  if (text === undefined || !mayHoldEnvReads(text)) return [];
  const sf = view.sourceFile(path);
  return sf ? codeReads(view, sf, path) : [];
});

/**
 * What every env read `codeReads` finds has in its text: `env` in any case
 * (`process.env`, `import.meta.env`, `Deno.env.get`, `createEnv`, `cleanEnv`), or, for a
 * call of an `env('X')`-style wrapper, a quoted upper-case name as a call's first
 * argument. A file with neither is not walked (most files of a large change).
 */
function mayHoldEnvReads(text: string): boolean {
  return /env/i.test(text) || /[\w$>.]\s*\(\s*(['"`])[A-Z][A-Z0-9_]*\1/.test(text);
}

/** Coverage reports and minified bundles: not where the application reads its environment. */
const BUILD_OUTPUT = /(^|\/)coverage\/|\.min\.[cm]?js$/;

/** Reads of any of `names` anywhere in the tree: `git grep` first, then parse the matches. */
export function envReadsOf(view: TreeView, names: string[]): EnvRead[] {
  const wanted = new Set(names);
  return filesMayReading(view, names)
    .flatMap((f) => envReadsInFile(view, f))
    .filter((r) => wanted.has(r.name));
}

/** Some code of the repository (not a test) reads the variable. */
export const readByCode = treeFact((view: TreeView, name: string): boolean =>
  filesMayReading(view, [name]).some((f) => !isTestCode(f) && envReadsInFile(view, f).some((r) => r.name === name)),
);

/** The files whose text names one of the variables and that may read env (not build output): the ones to parse. */
export function filesMayReading(view: TreeView, names: readonly string[]): string[] {
  if (names.length === 0) return [];
  return view
    .grep([...new Set(names)].sort())
    .filter((f) => mayReadEnv(f) && !BUILD_OUTPUT.test(f) && !isVendoredOrBuilt(view, f));
}

function prismaReads(view: TreeView, path: string): EnvRead[] {
  const text = view.read(path);
  const file = prismaFile(view, path);
  if (text === undefined || !file) return [];
  return file.envNames.filter(isEnvName).map((name) => {
    const line = envCallLine(text, name);
    return { name, file: path, line, endLine: line, kind: 'prisma', source: 'process', hasDefault: false };
  });
}

/**
 * The line of a schema that reads the variable (`url = env("DATABASE_URL")`), 1 if none: found
 * from the name's first mentions, not by splitting the whole schema (thousands of models).
 */
function envCallLine(text: string, name: string): number {
  for (let at = text.indexOf(`"${name}"`); at >= 0; at = text.indexOf(`"${name}"`, at + 1)) {
    const start = text.lastIndexOf('\n', at) + 1;
    const end = text.indexOf('\n', at);
    if (!/\benv\s*\(/.test(text.slice(start, end < 0 ? undefined : end))) continue;
    let line = 1;
    for (let i = text.indexOf('\n'); i >= 0 && i < start; i = text.indexOf('\n', i + 1)) line++;
    return line;
  }
  return 1;
}

function lineRange(node: Node): { line: number; endLine: number } {
  return { line: node.getStartLineNumber(), endLine: node.getEndLineNumber() };
}

function stringValue(node: Node | undefined): string | undefined {
  if (!node) return undefined;
  const { Node: N } = loadTsMorph();
  if (N.isStringLiteral(node) || N.isNoSubstitutionTemplateLiteral(node)) return node.getLiteralValue();
  return undefined;
}

/** Skips wrappers that do not change what the value is: parentheses, `!`, `as`, `satisfies`. */
function outerExpression(node: Node): Node {
  const { Node: N } = loadTsMorph();
  let cur = node;
  for (;;) {
    const p = cur.getParent();
    if (
      p &&
      (N.isParenthesizedExpression(p) ||
        N.isNonNullExpression(p) ||
        N.isAsExpression(p) ||
        N.isSatisfiesExpression(p) ||
        N.isTypeAssertion(p))
    ) {
      cur = p;
    } else return cur;
  }
}

const FALLBACK_OPERATORS = new Set(['??', '||', '??=', '||=', '&&', '===', '!==', '==', '!=']);

/** Calls that turn a string into a value of another type, keeping "unset" recognisable (`NaN`, `undefined`). */
const CONVERSIONS = new Set([
  'Number',
  'parseInt',
  'parseFloat',
  'String',
  'BigInt',
  'Number.parseInt',
  'Number.parseFloat',
]);

/**
 * The expression a read's value is judged by: through parentheses and casts, conversions
 * (`Number(X)`, `parseInt(X, 10)`, `+X`) and optional calls on it (`X?.split(',')`).
 */
function valueExpression(node: Node): Node {
  const { Node: N, ts } = loadTsMorph();
  let cur = outerExpression(node);
  // past a `?.`, the rest of the chain is skipped when unset: `X?.trim().toLowerCase()`
  let optionalChain = false;
  for (;;) {
    const p = cur.getParent();
    if (p && N.isCallExpression(p) && p.getArguments()[0] === cur && CONVERSIONS.has(p.getExpression().getText())) {
      cur = outerExpression(p);
    } else if (p && N.isPrefixUnaryExpression(p) && p.getOperatorToken() === ts.SyntaxKind.PlusToken) {
      cur = outerExpression(p);
    } else if (
      p &&
      N.isPropertyAccessExpression(p) &&
      p.getExpression() === cur &&
      (p.hasQuestionDotToken() || optionalChain)
    ) {
      optionalChain = true;
      const call = p.getParent();
      cur = outerExpression(call && N.isCallExpression(call) && call.getExpression() === p ? call : p);
    } else return cur;
  }
}

/**
 * The code copes with an unset variable: `?? x`, `|| x`, a comparison (`=== 'true'`), or a
 * condition (`if (process.env.X)`, `X ? a : b`, `!X`, `Boolean(X)`), also after a conversion
 * (`Number(X) || 1`, `parseInt(X ?? '5')`).
 */
function readHasDefault(node: Node): boolean {
  const { Node: N } = loadTsMorph();
  const outer = valueExpression(node);
  const p = outer.getParent();
  if (!p) return false;
  if (guardedBySameRead(node, outer)) return true;
  if (testedInCondition(outer)) return true;
  if (N.isVariableDeclaration(p) && p.getInitializer() === outer) return fallbackAfter(p);
  if (N.isBinaryExpression(p)) {
    const op = p.getOperatorToken().getText();
    if (!FALLBACK_OPERATORS.has(op)) return false;
    if (p.getLeft() === outer || op.includes('=')) return true;
    // `process.env.NEW_NAME ?? process.env.OLD_NAME`: each is the other's fallback.
    return (op === '??' || op === '||') && ENV_READ_TEXT.test(p.getLeft().getText());
  }
  if (N.isConditionalExpression(p)) return p.getCondition() === outer;
  if (N.isIfStatement(p) || N.isWhileStatement(p)) return true;
  if (N.isPrefixUnaryExpression(p)) return p.getOperatorToken() === loadTsMorph().ts.SyntaxKind.ExclamationToken;
  if (N.isCallExpression(p)) return p.getExpression().getText() === 'Boolean' || coalesced(p, outer);
  return false;
}

/**
 * The read is one of several values handed to a function of the module that returns the
 * first acceptable one (`firstNonEmpty(config.bucket, process.env.BUCKET, setting)`): the
 * others are its fallbacks. Such a function takes its values as a rest parameter and
 * returns from inside a loop over them (or `values.find(…)`).
 */
function coalesced(call: CallExpression, arg: Node): boolean {
  const { Node: N, SyntaxKind } = loadTsMorph();
  const args = call.getArguments();
  if (args.length < 2 || !args.includes(arg)) return false;
  const callee = call.getExpression();
  const decl = N.isIdentifier(callee) ? declarationOf(callee) : undefined;
  const fn = decl && N.isVariableDeclaration(decl) ? decl.getInitializer() : decl;
  if (!fn || !(N.isFunctionDeclaration(fn) || N.isArrowFunction(fn) || N.isFunctionExpression(fn))) return false;
  const rest = fn.getParameters().at(-1);
  const restName = rest?.isRestParameter() ? rest.getName() : undefined;
  if (!restName) return false;
  const overRest = (loop: Node) =>
    N.isForOfStatement(loop) &&
    loop.getExpression().getText() === restName &&
    loop.getDescendantsOfKind(SyntaxKind.ReturnStatement).length > 0;
  if (fn.getDescendants().some(overRest)) return true;
  return fn
    .getDescendantsOfKind(SyntaxKind.CallExpression)
    .some(
      (c) =>
        /^(find|findLast)$/.test(c.getExpression().getText().split('.').pop() ?? '') &&
        c.getExpression().getText().startsWith(`${restName}.`),
    );
}

/**
 * The variable that holds the read gets a fallback right after it: a test of its value whose
 * branch returns or assigns another (`const raw = process.env.HOPS; if (raw === undefined ||
 * raw.trim() === '') return 1;`). A branch that throws makes the variable required.
 */
function fallbackAfter(decl: import('ts-morph').VariableDeclaration): boolean {
  const { Node: N } = loadTsMorph();
  const name = decl.getNameNode();
  if (!N.isIdentifier(name)) return false;
  const statement = decl.getVariableStatement();
  const block = statement?.getParent();
  if (!statement || !block || !(N.isBlock(block) || N.isSourceFile(block))) return false;
  const mentions = new RegExp(`(^|[^\\w$.])${name.getText().replace(/\$/g, '\\$')}(?![\\w$])`);
  const following = block.getStatements().slice(statement.getChildIndex() + 1, statement.getChildIndex() + 4);
  for (const next of following) {
    if (!N.isIfStatement(next) || !mentions.test(next.getExpression().getText())) continue;
    // `if (origins) { use(origins) } else { useDefault() }`: the value is used only when set,
    // and the code goes on without it (unless the other way throws)
    // (also one test among others: `if (token && apiUrl && signature) { verify(…) }`)
    const operands = conjunction(unwrapExpression(next.getExpression()));
    if (operands.some((o) => N.isIdentifier(o) && o.getText() === name.getText()) && !elseThrows(next)) return true;
    const branch = next.getThenStatement();
    const last = N.isBlock(branch) ? branch.getStatements().at(-1) : branch;
    if (!last) continue;
    if (N.isReturnStatement(last) && last.getExpression() !== undefined) return true;
    if (N.isExpressionStatement(last)) {
      const e = last.getExpression();
      if (N.isBinaryExpression(e) && e.getOperatorToken().getText() === '=') return true;
    }
  }
  return false;
}

/** The operands of an `a && b && c` chain (the expression itself when it is none). */
function conjunction(expr: Node): Node[] {
  const { Node: N } = loadTsMorph();
  if (N.isBinaryExpression(expr) && expr.getOperatorToken().getText() === '&&')
    return [...conjunction(unwrapExpression(expr.getLeft())), ...conjunction(unwrapExpression(expr.getRight()))];
  return [expr];
}

/** The `if`'s other way ends by throwing: the value is required after all. */
function elseThrows(statement: import('ts-morph').IfStatement): boolean {
  const { Node: N } = loadTsMorph();
  const otherwise = statement.getElseStatement();
  const end = otherwise && N.isBlock(otherwise) ? otherwise.getStatements().at(-1) : otherwise;
  return end !== undefined && N.isThrowStatement(end);
}

/**
 * The read is one test of an `if` or a conditional's condition, alone or among others joined
 * by `&&` (`if (token && process.env.API_URL && signature) { … }`): the code runs on without
 * it, unless the other way throws.
 */
function testedInCondition(outer: Node): boolean {
  const { Node: N } = loadTsMorph();
  let cur = outer;
  for (let p = cur.getParent(); p; p = cur.getParent()) {
    if (N.isParenthesizedExpression(p) || (N.isBinaryExpression(p) && p.getOperatorToken().getText() === '&&')) cur = p;
    else break;
  }
  if (cur === outer) return false;
  const p = cur.getParent();
  if (p && N.isIfStatement(p) && p.getExpression() === cur) return !elseThrows(p);
  return !!p && N.isConditionalExpression(p) && p.getCondition() === cur;
}

/**
 * The environment handed on through a call or a spread: `schema.parse(clean(process.env))`,
 * `schema.parse({ ...process.env, PORT: '3000' })`.
 */
function envWithin(arg: Node): 'process' | 'import-meta' | undefined {
  const { Node: N } = loadTsMorph();
  if (N.isCallExpression(arg)) {
    for (const a of arg.getArguments()) {
      const found = envObject(a);
      if (found) return found;
    }
  }
  if (N.isObjectLiteralExpression(arg)) {
    for (const p of arg.getProperties()) {
      const found = N.isSpreadAssignment(p) ? envObject(p.getExpression()) : undefined;
      if (found) return found;
    }
  }
  return undefined;
}

/** Text that reads a variable: an env object's member, or a call with a quoted upper-case name. */
const ENV_READ_TEXT = /\b(process\.env|import\.meta\.env|Bun\.env|Deno\.env)\b|\(\s*['"`][A-Z][A-Z0-9_]*['"`]/;

/**
 * The read is only evaluated once a test of the same read passed: the branch of
 * `if (process.env.X) { …process.env.X… }`, `process.env.X ? f(process.env.X) : d`,
 * `process.env.X && f(process.env.X)`.
 */
function guardedBySameRead(node: Node, outer: Node): boolean {
  const { Node: N } = loadTsMorph();
  const text = node.getText().replace(/\s|\?(?=\.)/g, '');
  const mentions = (cond: Node) =>
    cond
      .getText()
      .replace(/\s|\?(?=\.)/g, '')
      .includes(text);
  let child: Node = outer;
  for (const a of outer.getAncestors()) {
    if (N.isIfStatement(a) && a.getThenStatement() === child && mentions(a.getExpression())) return true;
    if (N.isConditionalExpression(a) && a.getWhenTrue() === child && mentions(a.getCondition())) return true;
    if (
      N.isBinaryExpression(a) &&
      a.getOperatorToken().getText() === '&&' &&
      a.getRight() === child &&
      mentions(a.getLeft())
    )
      return true;
    if (N.isFunctionLikeDeclaration(a) || N.isArrowFunction(a) || N.isSourceFile(a)) return false;
    child = a;
  }
  return false;
}

/** `process.env.X = ...`, `delete process.env.X`: writes, not reads. */
function isWrite(node: Node): boolean {
  const { Node: N, ts } = loadTsMorph();
  const outer = outerExpression(node);
  const p = outer.getParent();
  if (!p) return false;
  if (N.isBinaryExpression(p)) {
    return p.getLeft() === outer && p.getOperatorToken().getKind() === ts.SyntaxKind.EqualsToken;
  }
  return N.isDeleteExpression(p);
}

/** zod `.default()` / `.optional()` / `.nullish()` / `.catch()`, envalid `{ default }` / `{ devDefault }`. */
function schemaHasDefault(init: Node | undefined): boolean {
  if (!init) return false;
  const { Node: N } = loadTsMorph();
  let found = false;
  const visit = (n: Node): void => {
    if (found) return;
    if (N.isPropertyAccessExpression(n) && ['default', 'optional', 'nullish', 'catch'].includes(n.getName())) {
      found = true;
      return;
    }
    if (N.isPropertyAssignment(n) && ['default', 'devDefault'].includes(n.getName())) {
      found = true;
      return;
    }
    n.forEachChild(visit);
  };
  visit(init);
  return found;
}

function propertyName(prop: Node): string | undefined {
  const { Node: N } = loadTsMorph();
  if (N.isPropertyAssignment(prop) || N.isShorthandPropertyAssignment(prop)) {
    const nameNode = prop.getNameNode();
    const text = N.isStringLiteral(nameNode) ? nameNode.getLiteralValue() : nameNode.getText();
    return isEnvName(text) ? text : undefined;
  }
  return undefined;
}

/**
 * The variables of a convict schema: each setting (an object with a `default`) that names
 * an `env`, at any depth. Its default makes it optional unless it is `null` or `undefined`.
 */
function convictKeys(spec: ObjectLiteralExpression, path: string, depth = 0): EnvRead[] {
  const { Node: N } = loadTsMorph();
  const out: EnvRead[] = [];
  if (depth > MAX_CONVICT_DEPTH) return out;
  for (const prop of spec.getProperties()) {
    if (!N.isPropertyAssignment(prop)) continue;
    const init = prop.getInitializer();
    if (!init || !N.isObjectLiteralExpression(init)) continue;
    const envProp = init.getProperty('env');
    const name = envProp && N.isPropertyAssignment(envProp) ? stringValue(envProp.getInitializer()) : undefined;
    if (envProp && name && isEnvName(name)) {
      const dflt = init.getProperty('default');
      const value = dflt && N.isPropertyAssignment(dflt) ? dflt.getInitializer()?.getText() : undefined;
      const hasDefault = value !== undefined && value !== 'null' && value !== 'undefined';
      out.push({ name, file: path, ...lineRange(envProp), kind: 'schema', source: 'process', hasDefault });
    } else out.push(...convictKeys(init, path, depth + 1));
  }
  return out;
}

const MAX_CONVICT_DEPTH = 8;

function schemaKeys(
  view: TreeView,
  obj: ObjectLiteralExpression,
  path: string,
  source: 'process' | 'import-meta',
  optional: (init: Node | undefined) => boolean = schemaHasDefault,
  depth = 0,
): EnvRead[] {
  const { Node: N } = loadTsMorph();
  const out: EnvRead[] = [];
  for (const prop of obj.getProperties()) {
    if (N.isSpreadAssignment(prop)) {
      // `server: { ...baseEnv.server, ...stripeEnv.server }`: the keys of the objects it spreads, where they are written
      const spread = depth < MAX_SPREAD_DEPTH ? objectLiteralOf(view, prop.getExpression()) : undefined;
      if (spread && N.isObjectLiteralExpression(spread))
        out.push(...schemaKeys(view, spread, view.pathOf(spread.getSourceFile()), source, optional, depth + 1));
      continue;
    }
    const name = propertyName(prop);
    if (!name) continue;
    const init = N.isPropertyAssignment(prop) ? prop.getInitializer() : undefined;
    out.push({ name, file: path, ...lineRange(prop), kind: 'schema', source, hasDefault: optional(init) });
  }
  return out;
}

const MAX_SPREAD_DEPTH = 4;

/** A Joi key is optional unless `.required()`, and a `.default()` fills it. */
function joiRequired(init: Node | undefined): boolean {
  const text = init?.getText() ?? '';
  return !/\.required\s*\(/.test(text) || /\.default\s*\(/.test(text);
}

function propertyInitializer(obj: ObjectLiteralExpression | undefined, name: string): Node | undefined {
  const { Node: N } = loadTsMorph();
  const prop = obj?.getProperty(name);
  if (prop && N.isPropertyAssignment(prop)) return prop.getInitializer();
  return undefined;
}

/**
 * `raw` in `function validateEnv(raw) { return schema.parse(raw) }` where the function is
 * Nest's `ConfigModule.forRoot({ validate: validateEnv })`: the environment it validates.
 */
function validatesEnv(view: TreeView, arg: Node): boolean {
  const { Node: N } = loadTsMorph();
  if (!N.isIdentifier(arg)) return false;
  const fn = arg.getFirstAncestor(
    (a) => N.isFunctionDeclaration(a) || N.isArrowFunction(a) || N.isFunctionExpression(a),
  );
  if (!fn || !(N.isFunctionDeclaration(fn) || N.isArrowFunction(fn) || N.isFunctionExpression(fn))) return false;
  if (fn.getParameters()[0]?.getName() !== arg.getText()) return false;
  const name = N.isFunctionDeclaration(fn)
    ? fn.getName()
    : fn.getParentIfKind(loadTsMorph().ts.SyntaxKind.VariableDeclaration)?.getName();
  return name !== undefined && envValidators(view).has(name);
}

/** Names of functions a tree passes as `validate` to a `forRoot(…)` call (Nest's ConfigModule). */
const envValidators = treeFact((view: TreeView): Set<string> => {
  const { Node: N, SyntaxKind } = loadTsMorph();
  const out = new Set<string>();
  for (const file of view.grep(['forRoot']).filter(isCodeFile)) {
    const sf = view.sourceFile(file);
    for (const call of sf?.getDescendantsOfKind(SyntaxKind.CallExpression) ?? []) {
      const name = calleeName(call);
      if (name !== 'forRoot' && name !== 'forRootAsync') continue;
      const validate = propertyInitializer(objectArg(call, 0), 'validate');
      if (validate && N.isIdentifier(validate)) out.add(validate.getText());
    }
  }
  return out;
});

/**
 * The receiver of a `.get('X')` is Nest's ConfigService: a parameter, property or variable
 * declared with that type (`private readonly config: ConfigService<Env>`), or obtained
 * from the container (`app.get(ConfigService)`).
 */
function isConfigService(call: CallExpression): boolean {
  const { Node: N } = loadTsMorph();
  const callee = call.getExpression();
  if (!N.isPropertyAccessExpression(callee)) return false;
  const receiver = callee.getExpression();
  let name: string | undefined;
  let scope: Node | undefined;
  if (
    N.isPropertyAccessExpression(receiver) &&
    receiver.getExpression().getKind() === loadTsMorph().SyntaxKind.ThisKeyword
  ) {
    name = receiver.getName();
    scope = call.getFirstAncestor((a) => N.isClassDeclaration(a) || N.isClassExpression(a));
  } else if (N.isIdentifier(receiver)) {
    name = receiver.getText();
    scope = call.getSourceFile();
  }
  if (!name || !scope) return false;
  return configServiceNames(scope).has(name);
}

/** Per class or file, the names declared as a ConfigService there: found in one walk, not one per `get` call. */
const configServicesIn = new WeakMap<object, Set<string>>();

function configServiceNames(scope: Node): Set<string> {
  const { Node: N, SyntaxKind } = loadTsMorph();
  let names = configServicesIn.get(scope.compilerNode);
  if (names) return names;
  names = new Set<string>();
  const holders = [SyntaxKind.Parameter, SyntaxKind.PropertyDeclaration, SyntaxKind.VariableDeclaration];
  for (const d of descendantsOfKinds(scope, holders)) {
    if (!(N.isParameterDeclaration(d) || N.isPropertyDeclaration(d) || N.isVariableDeclaration(d))) continue;
    const type = d.getTypeNode()?.getText() ?? '';
    const init = d.getInitializer();
    if (/^ConfigService\b/.test(type) || (init && /\bget\s*(<[^>]*>)?\s*\(\s*ConfigService\s*\)/.test(init.getText())))
      names.add(d.getName());
  }
  configServicesIn.set(scope.compilerNode, names);
  return names;
}

function objectArg(call: CallExpression, index: number): ObjectLiteralExpression | undefined {
  const { Node: N } = loadTsMorph();
  const arg = call.getArguments()[index];
  return arg && N.isObjectLiteralExpression(arg) ? arg : undefined;
}

function calleeName(call: CallExpression): string {
  const { Node: N } = loadTsMorph();
  const e = call.getExpression();
  if (N.isIdentifier(e)) return e.getText();
  if (N.isPropertyAccessExpression(e)) return e.getName();
  return '';
}

/** The `z.object({...})` a zod schema expression is built from (following one local variable). */
function zodObjectOf(expr: Expression, sf: SourceFile, depth = 0): ObjectLiteralExpression | undefined {
  const { Node: N } = loadTsMorph();
  if (depth > 3) return undefined;
  if (N.isIdentifier(expr)) {
    const init = sf.getVariableDeclaration(expr.getText())?.getInitializer();
    return init ? zodObjectOf(init, sf, depth + 1) : undefined;
  }
  let found: ObjectLiteralExpression | undefined;
  const visit = (n: Node): void => {
    if (found) return;
    if (N.isCallExpression(n) && calleeName(n) === 'object' && N.isPropertyAccessExpression(n.getExpression())) {
      const obj = objectArg(n, 0);
      if (obj) {
        found = obj;
        return;
      }
    }
    n.forEachChild(visit);
  };
  visit(expr);
  return found;
}

/**
 * Functions of a file that read `process.env[name]` with one of their parameters
 * (`function env(name, fallback?) { return process.env[name] ?? fallback }`), by name, with
 * the parameter's index and the arity: the accessors its own module calls by name.
 */
export const envWrappers = treeFact((view: TreeView, path: string): Map<string, EnvAccessor> => {
  const { Node: N, ts } = loadTsMorph();
  const out = new Map<string, EnvAccessor>();
  const sf = view.sourceFile(path);
  const seen = new Set<Node>();
  for (const node of sf?.getDescendantsOfKind(ts.SyntaxKind.ElementAccessExpression) ?? []) {
    const fn = node.getFirstAncestor(
      (a) =>
        N.isFunctionDeclaration(a) || N.isArrowFunction(a) || N.isFunctionExpression(a) || N.isMethodDeclaration(a),
    );
    if (!fn || seen.has(fn)) continue;
    const accessor = envAccessor(fn);
    if (!accessor) continue;
    seen.add(fn);
    const name =
      N.isFunctionDeclaration(fn) || N.isMethodDeclaration(fn)
        ? fn.getName()
        : (
            fn.getParentIfKind(ts.SyntaxKind.VariableDeclaration) ??
            fn.getParentIfKind(ts.SyntaxKind.PropertyAssignment)
          )?.getName();
    if (name) out.set(name, accessor);
  }
  return out;
});

/** A function that reads the environment with one of its parameters: which one, and how many it takes. */
export interface EnvAccessor {
  index: number;
  arity: number;
  /**
   * Where the function builds the name from its parameter (`process.env[`${key.toUpperCase()}_REDIRECT_URI`]`):
   * the key and the parameter, to resolve with a call's argument; absent: the argument is the name.
   */
  built?: { key: Node; param: Node };
}

const accessors = new WeakMap<Node, EnvAccessor | null>();

/**
 * Whether a function reads `process.env[p]` (or `import.meta.env[p]`) with its parameter `p`:
 * found by following the parameter in its body, not by the function's name.
 */
export function envAccessor(fn: Node): EnvAccessor | undefined {
  const known = accessors.get(fn);
  if (known !== undefined) return known ?? undefined;
  const { Node: N, ts } = loadTsMorph();
  let found: EnvAccessor | undefined;
  if (N.isFunctionDeclaration(fn) || N.isArrowFunction(fn) || N.isFunctionExpression(fn) || N.isMethodDeclaration(fn)) {
    const params = fn.getParameters();
    for (const access of fn.getDescendantsOfKind(ts.SyntaxKind.ElementAccessExpression)) {
      if (!envObject(access.getExpression())) continue;
      const arg = access.getArgumentExpression();
      if (!arg) continue;
      if (N.isIdentifier(arg)) {
        const index = params.findIndex((p) => p.getName() === arg.getText());
        if (index >= 0) {
          found = { index, arity: params.length };
          break;
        }
        continue;
      }
      // a name built from a parameter (`${platform.toUpperCase()}_REDIRECT_URI`, `prefix + key`):
      // resolved at each call, with the call's argument in the parameter's place
      const used = [arg, ...arg.getDescendantsOfKind(ts.SyntaxKind.Identifier)].map((id) =>
        N.isIdentifier(id) ? declarationOf(id) : undefined,
      );
      const index = params.findIndex((p) => used.includes(p));
      if (index >= 0) {
        found = { index, arity: params.length, built: { key: arg, param: params[index] } };
        break;
      }
    }
  }
  accessors.set(fn, found ?? null);
  return found;
}

/** The name an accessor builds from its parameter (`EnvAccessor.built`), given the call's argument. */
function builtName(view: TreeView, built: { key: Node; param: Node }, arg: string): string | undefined {
  return resolveString(view, built.key, { bindings: new Map([[built.param, arg]]) });
}

const PARSE_METHODS = new Set(['parse', 'safeParse', 'parseAsync', 'safeParseAsync']);

function codeReads(view: TreeView, sf: SourceFile, path: string): EnvRead[] {
  const { Node: N, SyntaxKind: K } = loadTsMorph();
  const reads: EnvRead[] = [];
  /** Spans of the `runtimeEnv` objects of env schemas. */
  const runtimeEnvRanges: [number, number][] = [];

  const add = (name: string, node: Node, source: 'process' | 'import-meta', hasDefault: boolean): void => {
    if (!isEnvName(name)) return;
    // createEnv is visited before its runtimeEnv, so its schema keys are known here.
    const pos = node.getStart();
    const passThrough =
      runtimeEnvRanges.some(([s, e]) => pos >= s && pos < e) &&
      reads.some((r) => r.kind === 'schema' && r.name === name);
    reads.push({
      name,
      file: path,
      ...lineRange(node),
      kind: passThrough ? 'runtime-env' : 'code',
      source,
      hasDefault,
    });
  };

  // The kinds a read is made of, in document order (a `createEnv` call before its `runtimeEnv`).
  const kinds = [K.PropertyAccessExpression, K.ElementAccessExpression, K.VariableDeclaration, K.CallExpression];
  for (const node of descendantsOfKinds(sf, kinds)) visitRead(node);
  function visitRead(node: Node): void {
    if (N.isPropertyAccessExpression(node)) {
      const source = envObject(node.getExpression());
      if (source && !isWrite(node)) add(node.getName(), node, source, readHasDefault(node));
      return;
    }
    if (N.isElementAccessExpression(node)) {
      const source = envObject(node.getExpression());
      if (!source) return;
      const arg = node.getArgumentExpression();
      const name = stringValue(arg);
      if (name !== undefined) {
        if (!isWrite(node)) add(name, node, source, readHasDefault(node));
      } else if (arg && !isWrite(node)) {
        // a key looked up in a constant table (`process.env[PRICE_ENV_KEYS[plan].live]`,
        // `const envVar = map[provider]; process.env[envVar]`) reads each name the table holds
        // each at the entry that writes its name, when the table is in this file (a new entry is a new read)
        for (const { name: n, at } of keyNames(view, arg))
          add(n, at.getSourceFile() === sf ? at : node, source, readHasDefault(node));
      }
      return;
    }
    if (N.isVariableDeclaration(node)) {
      const init = node.getInitializer();
      const pattern = node.getNameNode();
      if (!init || !N.isObjectBindingPattern(pattern)) return;
      const source = envObject(init);
      if (!source) return;
      for (const el of pattern.getElements()) {
        if (el.getDotDotDotToken()) continue;
        const name = el.getPropertyNameNode()?.getText() ?? el.getName();
        add(name.replace(/^['"]|['"]$/g, ''), el, source, el.getInitializer() !== undefined);
      }
      return;
    }
    if (N.isCallExpression(node)) {
      const callee = node.getExpression().getText().replace(/[\s?]/g, '');
      if (callee === 'Deno.env.get') {
        const name = stringValue(node.getArguments()[0]);
        if (name) add(name, node, 'process', readHasDefault(node));
        return;
      }
      const fn = calleeName(node);
      if (fn === 'createEnv') {
        const opts = objectArg(node, 0);
        if (!opts) return;
        for (const prop of opts.getProperties()) {
          if (!N.isPropertyAssignment(prop)) continue;
          const key = prop.getName();
          const init = prop.getInitializer();
          if (['server', 'client', 'shared'].includes(key) && init && N.isObjectLiteralExpression(init)) {
            reads.push(...schemaKeys(view, init, path, 'process'));
          } else if (/runtimeEnv/i.test(key) && init) {
            runtimeEnvRanges.push([init.getStart(), init.getEnd()]);
          }
        }
        return;
      }
      if (fn === 'convict') {
        // convict({ db: { url: { doc, format, default: null, env: 'DATABASE_URL' } } }): every `env` of the schema
        const spec = objectArg(node, 0);
        if (spec) reads.push(...convictKeys(spec, path));
        return;
      }
      if (fn === 'cleanEnv') {
        const spec = objectArg(node, 1);
        const envArg = node.getArguments()[0];
        if (spec && envArg && envObject(envArg)) reads.push(...schemaKeys(view, spec, path, 'process'));
        return;
      }
      if (PARSE_METHODS.has(fn)) {
        const arg = node.getArguments()[0];
        const callee = node.getExpression();
        const source = arg
          ? (envObject(arg) ?? envWithin(arg) ?? (validatesEnv(view, arg) ? 'process' : undefined))
          : undefined;
        if (!source || !N.isPropertyAccessExpression(callee)) return;
        const obj = zodObjectOf(callee.getExpression(), sf);
        if (obj) reads.push(...schemaKeys(view, obj, path, source));
        return;
      }
      if (fn === 'forRoot' || fn === 'forRootAsync') {
        // Nest's ConfigModule.forRoot({ validationSchema: Joi.object({ X: Joi.string().required() }) })
        const schema = propertyInitializer(objectArg(node, 0), 'validationSchema');
        const obj = schema ? zodObjectOf(schema as Expression, sf) : undefined;
        if (obj) reads.push(...schemaKeys(view, obj, path, 'process', joiRequired));
        return;
      }
      if ((fn === 'get' || fn === 'getOrThrow') && isConfigService(node)) {
        // Nest's ConfigService: config.get('X'), config.get('X', fallback), config.getOrThrow('X')
        const [key, second] = node.getArguments();
        const name = stringValue(key);
        const fallback = fn === 'get' && second !== undefined && !N.isObjectLiteralExpression(second);
        if (name) add(name, node, 'process', fallback || (fn === 'get' && readHasDefault(node)));
      }
    }
  }

  // Calls of a project's own env accessor (`env('X')`, `getEnvVariable('X')`, `config.get('X')`),
  // in this module or another: the callee, found by the value flow, reads process.env[param].
  const local = envWrappers(view, path);
  for (const node of sf.getDescendantsOfKind(K.CallExpression)) {
    const args = node.getArguments();
    const callee = node.getExpression();
    // an accessor of this module that builds the name from its argument (`redirectUri('webflow')`)
    const own = N.isIdentifier(callee) ? local.get(callee.getText()) : undefined;
    if (own?.built) {
      const value = args[own.index] && stringValue(args[own.index]);
      const name = value !== undefined ? builtName(view, own.built, value) : undefined;
      if (name) add(name, node, 'process', readHasDefault(node));
      continue;
    }
    const at = args.findIndex((a) => {
      const v = stringValue(a);
      return v !== undefined && /^[A-Z][A-Z0-9_]*$/.test(v);
    });
    if (at < 0) continue;
    let accessor = own;
    if (!accessor) {
      const target = calleeRef(view, path, node);
      accessor = target ? envAccessor(target.fn) : undefined;
    }
    if (!accessor || accessor.index !== at) continue;
    const value = stringValue(args[at])!;
    const name = accessor.built ? builtName(view, accessor.built, value) : value;
    if (name) add(name, node, 'process', (accessor.arity > at + 1 && args.length > at + 1) || readHasDefault(node));
  }

  return reads;
}

/** How many steps (constants, calls, branches, lookups) a computed key is followed through. */
const MAX_KEY_DEPTH = 10;

/** How many names a computed key may stand for before it is taken as unknown. */
const MAX_KEY_NAMES = 64;

/**
 * The names a computed env key can hold, by the value flow: a constant (`KEYS.standard`), or
 * an entry of a constant table looked up with a value only the run knows (`map[provider]`:
 * every value of the table; `TABLE[plan].live`: every entry's `live`). Empty when unknown.
 */
function keyNames(view: TreeView, key: Node): { name: string; at: Node }[] {
  const known = stringValueOf(view, key);
  if (known !== undefined) return known.includes(':param') ? [] : [{ name: known, at: key }];
  const out: { name: string; at: Node }[] = [];
  for (const v of tableValues(view, key, 0)) {
    const s = stringValueOf(view, v);
    if (s === undefined || s.includes(':param')) return [];
    out.push({ name: s, at: v });
    if (out.length > MAX_KEY_NAMES) return [];
  }
  return out;
}

/** The value nodes an expression may be when it looks up a constant table with an unknown key. */
function tableValues(view: TreeView, node: Node, depth: number): Node[] {
  const { Node: N } = loadTsMorph();
  if (depth > MAX_KEY_DEPTH) return [];
  const e = unwrapExpression(node);
  if (N.isIdentifier(e)) {
    // a constant that holds a lookup (`const envVar = map[provider]`), or that names the table
    const decl = declarationOf(e);
    if (decl && N.isVariableDeclaration(decl) && decl.getVariableStatement()?.getDeclarationKind() === 'const') {
      const init = decl.getInitializer();
      return init ? tableValues(view, init, depth + 1) : [];
    }
    const def = definitionOf(view, e);
    return def && def.node !== e ? tableValues(view, def.node, depth + 1) : [];
  }
  if (N.isElementAccessExpression(e)) {
    // `TABLE[k]` with `k` unknown: every value of the table
    const table = objectLiteralOf(view, e.getExpression());
    if (!table || !N.isObjectLiteralExpression(table)) return [];
    const out: Node[] = [];
    for (const p of table.getProperties()) {
      if (!N.isPropertyAssignment(p)) return [];
      const init = p.getInitializer();
      if (init) out.push(init);
    }
    return out;
  }
  if (N.isConditionalExpression(e)) {
    // `annual ? plan.annualKey : plan.monthlyKey`: either
    const both = [e.getWhenTrue(), e.getWhenFalse()].map((b) => tableValues(view, b, depth + 1));
    return both.some((b) => b.length === 0) ? [] : both.flat();
  }
  if (N.isCallExpression(e)) {
    // a function of the repository that returns the lookup (`getPlan(tier)` → `PLANS[tier]`)
    const fn = functionOf(view, e.getExpression());
    const returned = fn ? returnedExpressions(fn.node) : [];
    const each = returned.map((r) => tableValues(view, r, depth + 1));
    return each.length === 0 || each.some((b) => b.length === 0) ? [] : each.flat();
  }
  if (N.isPropertyAccessExpression(e)) {
    // `row.live` where `row` is one of a table's entries
    const rows = tableValues(view, e.getExpression(), depth + 1);
    const out: Node[] = [];
    for (const r of rows) {
      const value = propertyNode(objectLiteralOf(view, r), e.getName());
      if (!value) return [];
      out.push(value);
    }
    return out;
  }
  return [];
}
