import { isTestCode } from '../workspace/classify';
import { treeFact } from '../workspace/fact';
import type { CallExpression, Node, SourceFile } from 'ts-morph';
import { unwrapExpression } from './ast';
import { loadTsMorph } from '../workspace/ts';
import { isCodeFile, type TreeView } from '../workspace/workspace';
import { stringValue } from './handlers';
import { resolveImport } from './resolve-import';
import {
  localDeclaration,
  localInitializer,
  methodsMatch,
  nearestFunction,
  normalizeRoutePath,
  pathsMatch,
  rootIdentifier,
  staticPrefix,
} from './routes';

/**
 * The consumer index: client code that calls an HTTP route (`fetch`, axios, ky, ofetch,
 * a typed wrapper one level up) with the properties it reads from the parsed JSON and
 * the body fields it sends. Candidate files are found with `git grep` on the route's
 * literal path before anything is parsed.
 */

export interface PropertyUse {
  name: string;
  file: string;
  line: number;
}

export interface ConsumerCall {
  file: string;
  line: number;
  method?: string;
  /** The path as written, parameters as `:param`. */
  path: string;
  /** Properties read from the response JSON (here or in callers of a wrapper). */
  reads: PropertyUse[];
  /** Top-level fields of the JSON body it sends. */
  sends: PropertyUse[];
  /** The typed wrapper function the call sits in, when its result is returned. */
  wrapper?: string;
}

const FETCH_LIKE = new Set(['fetch', '$fetch', 'ofetch', 'ky', 'axios', 'got', 'ofetchRaw']);
const HTTP_VERBS = new Set(['get', 'post', 'put', 'patch', 'delete', 'head', 'options']);
/** Functions whose result is the parsed JSON already (no `.json()` step). */
const PARSED_RESULT = new Set(['$fetch', 'ofetch']);

/** Client calls of a route path in the tree (candidates by `git grep`, each file parsed once). */
export function consumersOf(view: TreeView, routePath: string, method?: string): ConsumerCall[] {
  const files = consumerCandidates(view, routePath);
  const out: ConsumerCall[] = [];
  for (const f of files) {
    for (const c of clientCalls(view, f)) {
      if (pathsMatch(c.path, routePath) && methodsMatch(method ?? 'ALL', c.method)) out.push(c);
    }
  }
  return out;
}

/** Client code files that name the route's literal path (a `git grep`, nothing parsed). */
export function consumerCandidates(view: TreeView, routePath: string): string[] {
  const prefix = staticPrefix(routePath);
  if (prefix === '/' || prefix === '') return [];
  return view.grep([prefix]).filter((f) => isCodeFile(f) && !isTestCode(f) && !isVendored(f));
}

function isVendored(path: string): boolean {
  return /(^|\/)(node_modules|dist|build|\.next|vendor|generated)\//.test(path);
}

/** Every HTTP call with a recognisable path in one file (memoised). */
export const clientCalls = treeFact((view: TreeView, file: string): ConsumerCall[] => {
  const sf = view.sourceFile(file);
  if (!sf) return [];
  const { SyntaxKind } = loadTsMorph();
  const out: ConsumerCall[] = [];
  for (const call of sf.getDescendantsOfKind(SyntaxKind.CallExpression)) {
    const c = clientCall(view, file, call);
    if (c) out.push(c);
  }
  return out;
});

function clientCall(view: TreeView, file: string, call: CallExpression): ConsumerCall | undefined {
  const { Node } = loadTsMorph();
  const callee = call.getExpression();
  const args = call.getArguments();
  if (args.length === 0) return undefined;
  // A route registration (`router.get('/x', handler)`) is not a client call.
  if (args.some((a) => Node.isArrowFunction(a) || Node.isFunctionExpression(a))) return undefined;
  let fnName: string | undefined;
  let verb: string | undefined;
  if (Node.isIdentifier(callee)) fnName = callee.getText();
  else if (Node.isPropertyAccessExpression(callee)) {
    const name = callee.getName();
    const recv = callee.getExpression();
    if (name === 'fetch') fnName = 'fetch';
    else if (HTTP_VERBS.has(name)) {
      verb = name.toUpperCase();
      fnName = Node.isIdentifier(recv) && FETCH_LIKE.has(recv.getText()) ? recv.getText() : 'client';
    } else return undefined;
  } else return undefined;
  if (!fnName || (!FETCH_LIKE.has(fnName) && fnName !== 'client')) return undefined;

  let urlNode: Node | undefined = args[0];
  let init: Node | undefined = args[1];
  if (Node.isObjectLiteralExpression(urlNode)) {
    // axios({ url, method, data })
    init = urlNode;
    urlNode = propValue(urlNode, 'url');
  }
  const path = urlPath(urlNode, call);
  if (!path || !path.startsWith('/')) return undefined;

  let method = verb;
  let sendsNode: Node | undefined;
  if (init && Node.isObjectLiteralExpression(init)) {
    method ??= stringValue(propValue(init, 'method'))?.toUpperCase();
    sendsNode = propValue(init, 'body') ?? propValue(init, 'json') ?? propValue(init, 'data');
  } else if (verb && init) {
    sendsNode = init; // axios.post(url, body) / client.post(url, body)
  }
  if (!method && (fnName === 'fetch' || fnName === '$fetch' || fnName === 'ofetch' || fnName === 'ky')) method = 'GET';
  if (sendsNode) {
    const u = unwrapExpr(sendsNode);
    if (Node.isCallExpression(u) && u.getExpression().getText() === 'JSON.stringify') sendsNode = u.getArguments()[0];
  }
  const sends = sendsNode ? objectKeys(sendsNode, call, file) : [];

  const reads: PropertyUse[] = [];
  let wrapper: string | undefined;
  const style: ResultStyle =
    fnName === 'fetch' ? 'response' : PARSED_RESULT.has(fnName) ? 'parsed' : fnName === 'ky' ? 'ky' : 'axios';
  for (const data of dataNodes(call, style)) {
    const r = readsOfData(data, file);
    reads.push(...r.reads);
    if (r.returnedFrom) wrapper = r.returnedFrom;
  }
  if (wrapper) reads.push(...wrapperCallerReads(view, file, wrapper));
  return { file, line: call.getStartLineNumber(), method, path: normalizeRoutePath(path), reads, sends, wrapper };
}

type ResultStyle = 'response' | 'parsed' | 'ky' | 'axios';

function unwrapExpr(n: Node): Node {
  return unwrapExpression(n);
}

/** Climbs from an expression through await / parentheses / `as` to the outermost wrapper. */
function climb(n: Node): Node {
  const { Node } = loadTsMorph();
  let x = n;
  for (;;) {
    const p = x.getParent();
    if (
      p &&
      (Node.isAwaitExpression(p) ||
        Node.isParenthesizedExpression(p) ||
        Node.isAsExpression(p) ||
        Node.isNonNullExpression(p) ||
        Node.isSatisfiesExpression(p))
    )
      x = p;
    else return x;
  }
}

function propValue(obj: Node, name: string): Node | undefined {
  const { Node } = loadTsMorph();
  if (!Node.isObjectLiteralExpression(obj)) return undefined;
  const p = obj.getProperty(name);
  if (p && Node.isPropertyAssignment(p)) return p.getInitializer();
  if (p && Node.isShorthandPropertyAssignment(p)) return p.getNameNode();
  return undefined;
}

/** The path of a URL argument: a literal, a template, a same-scope constant or `new URL(path, base)`. */
function urlPath(node: Node | undefined, at: Node): string | undefined {
  const { Node } = loadTsMorph();
  if (!node) return undefined;
  const direct = stringValue(node);
  if (direct !== undefined) return normaliseUrl(direct);
  const u = unwrapExpr(node);
  if (Node.isIdentifier(u)) {
    const scope = nearestFunction(at) ?? at.getSourceFile();
    const init = localInitializer(u, scope);
    if (init && init !== node) return urlPath(init, at);
  }
  if (Node.isNewExpression(u) && u.getExpression().getText() === 'URL') return urlPath(u.getArguments()[0], at);
  return undefined;
}

function normaliseUrl(raw: string): string {
  let p = raw.replace(/^[a-z]+:\/\/[^/]+/i, '');
  p = p.replace(/^:param(?=\/)/, '');
  return p.split(/[?#]/)[0];
}

/** Expressions that evaluate to the parsed JSON of the call's response. */
function dataNodes(call: CallExpression, style: ResultStyle): Node[] {
  const { Node, SyntaxKind } = loadTsMorph();
  const top = climb(call);
  const parent = top.getParent();
  const out: Node[] = [];
  if (style === 'parsed') return [call];
  // fetch(url).then((r) => r.json())
  if (Node.isPropertyAccessExpression(parent) && parent.getName() === 'then') {
    const thenCall = parent.getParent();
    if (thenCall && Node.isCallExpression(thenCall)) return [thenCall];
  }
  if (style === 'ky' && Node.isPropertyAccessExpression(parent) && parent.getName() === 'json') {
    const jsonCall = parent.getParent();
    if (jsonCall && Node.isCallExpression(jsonCall)) return [jsonCall];
  }
  if (style === 'axios') {
    if (Node.isPropertyAccessExpression(parent) && parent.getName() === 'data') return [parent];
    if (Node.isVariableDeclaration(parent)) {
      const n = parent.getNameNode();
      if (Node.isObjectBindingPattern(n)) {
        const el = n.getElements().find((e) => (e.getPropertyNameNode() ?? e.getNameNode()).getText() === 'data');
        const local = el?.getNameNode();
        if (local && Node.isIdentifier(local)) return identifierUses(local.getText(), parent);
        if (local && Node.isObjectBindingPattern(local)) return [local];
        return [];
      }
      if (Node.isIdentifier(n)) {
        return identifierUses(n.getText(), parent).flatMap((u) => {
          const p = u.getParent();
          return Node.isPropertyAccessExpression(p) && p.getName() === 'data' ? [p] : [];
        });
      }
    }
    return out;
  }
  // fetch: const res = await fetch(...); const data = await res.json();
  if (Node.isVariableDeclaration(parent) && Node.isIdentifier(parent.getNameNode())) {
    for (const use of identifierUses(parent.getName(), parent)) {
      const p = use.getParent();
      if (Node.isPropertyAccessExpression(p) && p.getName() === 'json') {
        const jc = p.getParent();
        if (jc && Node.isCallExpression(jc)) out.push(jc);
      }
    }
  }
  // (await fetch(url)).json()
  if (Node.isPropertyAccessExpression(parent) && parent.getName() === 'json') {
    const jc = parent.getParent();
    if (jc && jc.getKind() === SyntaxKind.CallExpression) out.push(jc);
  }
  return out;
}

/** Identifiers with the name after the declaration, within the function that declares it. */
function identifierUses(name: string, decl: Node): Node[] {
  const { SyntaxKind } = loadTsMorph();
  const scope = nearestFunction(decl) ?? decl.getSourceFile();
  return scope
    .getDescendantsOfKind(SyntaxKind.Identifier)
    .filter((i) => i.getText() === name && i.getStart() > decl.getEnd() - 1 && !isPropertyName(i));
}

function isPropertyName(id: Node): boolean {
  const { Node } = loadTsMorph();
  const p = id.getParent();
  return (
    (Node.isPropertyAccessExpression(p) && p.getNameNode() === id) ||
    (Node.isPropertyAssignment(p) && p.getNameNode() === id)
  );
}

interface DataReads {
  reads: PropertyUse[];
  /** Name of the function that returns the data to its callers (a typed wrapper). */
  returnedFrom?: string;
}

/** Properties read from an expression holding parsed JSON, and whether it is returned to callers. */
function readsOfData(data: Node, file: string): DataReads {
  const { Node } = loadTsMorph();
  const reads: PropertyUse[] = [];
  let returnedFrom: string | undefined;
  if (Node.isObjectBindingPattern(data)) return { reads: bindingReads(data, file) };
  const top = climb(data);
  reads.push(...typeReadsOf(top, file));
  const parent = top.getParent();
  if (Node.isPropertyAccessExpression(parent) && parent.getExpression() === top && parent.getName() === 'then') {
    // promise.then((data) => data.x) / .then(({ x }) => ...)
    reads.push(...thenCallbackReads(parent.getParent(), file));
  } else if (Node.isPropertyAccessExpression(parent) && parent.getExpression() === top) {
    reads.push({ name: parent.getName(), file, line: parent.getStartLineNumber() });
  } else if (Node.isVariableDeclaration(parent)) {
    const n = parent.getNameNode();
    const typeNode = parent.getTypeNode();
    if (typeNode) reads.push(...typeNodeReads(typeNode, file));
    if (Node.isObjectBindingPattern(n)) reads.push(...bindingReads(n, file));
    else if (Node.isIdentifier(n)) {
      for (const use of identifierUses(n.getText(), parent)) {
        const up = climb(use);
        const p = up.getParent();
        if (Node.isPropertyAccessExpression(p) && p.getExpression() === up) {
          reads.push({ name: p.getName(), file, line: p.getStartLineNumber() });
        } else if (Node.isVariableDeclaration(p) && p.getInitializer() === up) {
          const bn = p.getNameNode();
          if (Node.isObjectBindingPattern(bn)) reads.push(...bindingReads(bn, file));
        } else if (Node.isReturnStatement(p)) {
          returnedFrom = functionNameOf(p);
        }
      }
    }
  } else if (Node.isReturnStatement(parent) || (Node.isArrowFunction(parent) && parent.getBody() === top)) {
    returnedFrom = functionNameOf(parent);
  }
  if (returnedFrom) {
    const fn = nearestFunction(top);
    if (fn && (Node.isFunctionDeclaration(fn) || Node.isArrowFunction(fn) || Node.isFunctionExpression(fn))) {
      const rt = fn.getReturnTypeNode();
      if (rt) reads.push(...typeNodeReads(rt, file));
    }
  }
  return { reads, returnedFrom };
}

/** Properties a `.then(callback)` reads from the value it receives. */
function thenCallbackReads(thenCall: Node | undefined, file: string): PropertyUse[] {
  const { Node, SyntaxKind } = loadTsMorph();
  if (!thenCall || !Node.isCallExpression(thenCall)) return [];
  const cb = thenCall.getArguments()[0];
  if (!cb || !(Node.isArrowFunction(cb) || Node.isFunctionExpression(cb))) return [];
  const param = cb.getParameters()[0]?.getNameNode();
  if (!param) return [];
  if (Node.isObjectBindingPattern(param)) return bindingReads(param, file);
  if (!Node.isIdentifier(param)) return [];
  const name = param.getText();
  const reads: PropertyUse[] = [];
  for (const use of cb.getBody().getDescendantsOfKind(SyntaxKind.Identifier)) {
    if (use.getText() !== name || isPropertyName(use)) continue;
    const p = use.getParent();
    if (Node.isPropertyAccessExpression(p) && p.getExpression() === use) {
      reads.push({ name: p.getName(), file, line: p.getStartLineNumber() });
    }
  }
  return reads;
}

function bindingReads(pattern: Node, file: string): PropertyUse[] {
  const { Node } = loadTsMorph();
  if (!Node.isObjectBindingPattern(pattern)) return [];
  return pattern
    .getElements()
    .filter((el) => !el.getDotDotDotToken())
    .map((el) => ({
      name: (el.getPropertyNameNode() ?? el.getNameNode()).getText(),
      file,
      line: el.getStartLineNumber(),
    }));
}

function functionNameOf(node: Node): string | undefined {
  const { Node } = loadTsMorph();
  const fn = Node.isArrowFunction(node) ? node : nearestFunction(node);
  if (!fn) return undefined;
  if (Node.isFunctionDeclaration(fn) || Node.isMethodDeclaration(fn)) return fn.getName();
  const p = fn.getParent();
  if (p && (Node.isVariableDeclaration(p) || Node.isPropertyAssignment(p))) return p.getName();
  return undefined;
}

/** Properties declared by `as T` / `res.json<T>()` on the data expression. */
function typeReadsOf(top: Node, file: string): PropertyUse[] {
  const { Node, SyntaxKind } = loadTsMorph();
  const out: PropertyUse[] = [];
  // `as T` on the expression itself or inside it: `(await res.json()) as Order`.
  for (const as of [top, ...top.getDescendantsOfKind(SyntaxKind.AsExpression)]) {
    if (!Node.isAsExpression(as)) continue;
    const t = as.getTypeNode();
    if (t) out.push(...typeNodeReads(t, file));
  }
  for (const c of [top, ...top.getDescendantsOfKind(SyntaxKind.CallExpression)]) {
    if (Node.isCallExpression(c)) for (const ta of c.getTypeArguments()) out.push(...typeNodeReads(ta, file));
  }
  return out;
}

/** Property names of a declared response type: a type literal, or an interface/type alias of the same file. */
function typeNodeReads(typeNode: Node, file: string, depth = 0): PropertyUse[] {
  const { Node } = loadTsMorph();
  if (depth > 3) return [];
  if (Node.isTypeLiteral(typeNode)) {
    return typeNode.getProperties().map((p) => ({ name: p.getName(), file, line: p.getStartLineNumber() }));
  }
  if (Node.isTypeReference(typeNode)) {
    const name = typeNode.getTypeName().getText();
    const args = typeNode.getTypeArguments();
    if ((name === 'Promise' || name === 'Partial' || name === 'Readonly') && args[0])
      return typeNodeReads(args[0], file, depth + 1);
    const sf = typeNode.getSourceFile();
    const iface = sf.getInterface(name);
    if (iface) return iface.getProperties().map((p) => ({ name: p.getName(), file, line: p.getStartLineNumber() }));
    const alias = sf.getTypeAlias(name);
    const t = alias?.getTypeNode();
    if (t) return typeNodeReads(t, file, depth + 1);
  }
  if (Node.isUnionTypeNode(typeNode) || Node.isIntersectionTypeNode(typeNode)) {
    return typeNode.getTypeNodes().flatMap((t) => typeNodeReads(t, file, depth + 1));
  }
  return [];
}

/** Top-level keys of an object literal sent as a body (following a same-scope local). */
function objectKeys(node: Node, at: Node, file: string): PropertyUse[] {
  const { Node } = loadTsMorph();
  let u = unwrapExpr(node);
  if (Node.isIdentifier(u)) {
    const decl = localDeclaration(u, nearestFunction(at) ?? at.getSourceFile());
    const init = decl && Node.isVariableDeclaration(decl) ? decl.getInitializer() : undefined;
    if (init) u = unwrapExpr(init);
  }
  if (Node.isConditionalExpression(u)) {
    return [...objectKeys(u.getWhenTrue(), at, file), ...objectKeys(u.getWhenFalse(), at, file)];
  }
  if (!Node.isObjectLiteralExpression(u)) return [];
  return u
    .getProperties()
    .flatMap((p) =>
      Node.isPropertyAssignment(p) || Node.isShorthandPropertyAssignment(p)
        ? [{ name: p.getName().replace(/^['"]|['"]$/g, ''), file, line: p.getStartLineNumber() }]
        : [],
    );
}

/** Reads of a typed wrapper's result in the files that call it (one level). */
const wrapperCallerReads = treeFact((view: TreeView, file: string, wrapper: string): PropertyUse[] => {
  const { Node, SyntaxKind } = loadTsMorph();
  const out: PropertyUse[] = [];
  const files = view.grep([wrapper]).filter((f) => isCodeFile(f) && !isTestCode(f));
  for (const f of files) {
    const sf = view.sourceFile(f);
    if (!sf) continue;
    const names = f === file ? [wrapper] : localNamesFor(view, sf, f, file, wrapper);
    if (names.length === 0) continue;
    for (const call of sf.getDescendantsOfKind(SyntaxKind.CallExpression)) {
      const callee = call.getExpression();
      const calleeName = Node.isIdentifier(callee)
        ? callee.getText()
        : Node.isPropertyAccessExpression(callee)
          ? `${rootIdentifier(callee.getExpression()) ?? ''}.${callee.getName()}`
          : undefined;
      if (!calleeName || !names.includes(calleeName)) continue;
      const parent = climb(call).getParent();
      // fn(...).then((data) => data.x) is left out: the direct forms cover typed wrappers.
      if (Node.isPropertyAccessExpression(parent) && parent.getName() === 'then') continue;
      out.push(...readsOfData(call, f).reads);
    }
  }
  return out;
});

/** How a file refers to an exported function of another file: its import name, or `ns.fn`. */
function localNamesFor(view: TreeView, sf: SourceFile, from: string, target: string, exported: string): string[] {
  const names: string[] = [];
  for (const imp of sf.getImportDeclarations()) {
    if (resolveImport(view, from, imp.getModuleSpecifierValue()) !== target) continue;
    for (const n of imp.getNamedImports()) {
      if (n.getName() === exported) names.push(n.getAliasNode()?.getText() ?? exported);
    }
    const ns = imp.getNamespaceImport();
    if (ns) names.push(`${ns.getText()}.${exported}`);
  }
  return names;
}
