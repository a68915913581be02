import type { Node } from 'ts-morph';
import { declarationOf, specifierOf } from '../code/ast';
import { callersOf, isFunctionLike } from '../code/flow';
import { exportedDeclarations } from '../code/exports';
import { importerCandidates, resolveImport } from '../code/resolve-import';
import {
  ARRAY_CALLBACK,
  ARRAY_ELEMENT,
  ARRAY_KEEP,
  calleeName,
  climb,
  isNameOnly,
  nearestFunction,
  parametersOf,
  unwrap,
} from '../code/syntax';
import { definitionOf, fileOf, functionOf, literalKey } from '../code/values';
import { isTestCode } from '../../workspace/classify';
import { loadTsMorph } from '../../workspace/ts';
import { isCodeFile, type TreeView } from '../../workspace/workspace';

/**
 * Where the answer of a client call goes, and which of its properties are read: a
 * path-sensitive data flow over client code. A value is tracked with what it holds of the
 * answer (the parsed JSON at some path, a fetch Response, an axios/SWR/TanStack result
 * whose `.data` is the JSON, …) and followed through `await`, `.then` callbacks, locals and
 * destructuring, `.json()` / `.data`, array methods and `for … of` (elements), `useState`
 * setters, objects built from it (`return { items: data?.items }`), returns to the callers
 * of the function (named functions, object methods such as `api.orders.get`, TanStack
 * `queryFn` / `mutationFn`, SWR fetchers, in this or importing modules), arguments of local
 * functions, and JSX props of the component it is passed to. Reads are recorded with their
 * full path (`datarooms[].internalName` is `['datarooms', '[]', 'internalName']`).
 */

export type Holder =
  /** The parsed JSON (at `path`). */
  | 'data'
  /** A fetch / ky Response: `.json()` is the data. */
  | 'response'
  /** An object whose `.data` is the data: axios responses, SWR, TanStack and openapi-fetch results. */
  | 'wrapped'
  /** `[data, …]`: tRPC `useSuspenseQuery`, `useActionState`. */
  | 'tuple'
  /** A TanStack / tRPC mutation: `.data`, `.mutateAsync()` give the data. */
  | 'mutation'
  /** A function whose call gives the data (`mutateAsync`). */
  | 'mutateFn'
  /** The answer's text (`await res.text()`): `JSON.parse` of it gives the data. */
  | 'text'
  /** Query options to be passed to a query hook. */
  | 'options'
  /** An object the client built, some of whose keys hold tracked values. */
  | 'object';

export interface Track {
  holder: Holder;
  path: string[];
  /** For 'object': keys that hold tracked values. */
  fields?: Map<string, Track>;
  /** For 'object': a tracked value spread into it (`{ ...data, extra }`), and the keys written over it. */
  rest?: Track;
  shadow?: Set<string>;
}

export interface ClientValue extends Track {
  node: Node;
}

export interface PropertyUse {
  /** The key read (the last key of the path). */
  name: string;
  /** Keys from the root of the answer, `[]` for array elements. */
  path: string[];
  file: string;
  line: number;
}

export interface FlowResult {
  reads: PropertyUse[];
  sends: PropertyUse[];
  /** When stopped at a function: what it returns of the answer (a wrapper's result). */
  returned?: Holder;
}

/** Steps of one flow: a guard against pathological code, far above what real components need. */
const BUDGET = 20_000;
/** Returns followed to callers, props followed into components. */
const MAX_HOPS = 6;

const ARRAY_SCALAR = new Set(['length', 'includes', 'indexOf', 'join', 'keys', 'entries', 'values', 'push']);
const QUERY_HOOK = /^(use(Suspense)?(Infinite)?Query|createQuery|createInfiniteQuery|useSWR\w*|useQuery\w*)$/;
const MUTATION_HOOK = /^(useMutation|createMutation)$/;

/** What a client reads and sends of an answer, starting from the expression that holds it. */
export function readsOfClientValue(view: TreeView, start: ClientValue, stopAt?: Node): FlowResult {
  const flow = new Flow(view, stopAt);
  flow.value(start.node, start, 0);
  return { reads: flow.reads, sends: flow.sends, returned: flow.returned };
}

class Flow {
  readonly reads: PropertyUse[] = [];
  readonly sends: PropertyUse[] = [];
  returned?: Holder;
  private readonly seen = new Set<string>();
  private steps = 0;

  constructor(
    private readonly view: TreeView,
    private readonly stopAt?: Node,
  ) {}

  value(node: Node, t: Track, hops: number): void {
    const { Node, SyntaxKind } = loadTsMorph();
    if (++this.steps > BUDGET) return;
    const key = `${fileOf(this.view, node)}:${node.getPos()}:${node.getEnd()}:${trackKey(t)}`;
    if (this.seen.has(key)) return;
    this.seen.add(key);
    const top = climb(node);
    const parent = top.getParent();
    if (!parent) return;
    if (Node.isPropertyAccessExpression(parent) && parent.getExpression() === top) {
      this.member(parent, parent.getName(), t, hops);
    } else if (Node.isElementAccessExpression(parent) && parent.getExpression() === top) {
      const k = literalKey(parent.getArgumentExpression());
      if (k !== undefined && !/^\d+$/.test(k)) this.member(parent, k, t, hops);
      else if (t.holder === 'object' && k !== undefined) this.member(parent, k, t, hops);
      else if (t.holder === 'data') this.value(parent, { holder: 'data', path: [...t.path, '[]'] }, hops);
      else if (t.holder === 'tuple' && k === '0') this.value(parent, { holder: 'data', path: t.path }, hops);
    } else if (Node.isCallExpression(parent) && parent.getExpression() === top) {
      if (t.holder === 'mutateFn') {
        this.sent(parent.getArguments()[0]);
        this.value(parent, { holder: 'data', path: t.path }, hops);
      }
    } else if (Node.isVariableDeclaration(parent) && parent.getInitializer() === top) {
      this.bind(parent.getNameNode(), t, hops);
    } else if (Node.isReturnStatement(parent)) {
      const fn = nearestFunction(parent);
      if (fn) this.returnFrom(fn, t, hops);
    } else if (Node.isArrowFunction(parent) && parent.getBody() === top) {
      this.returnFrom(parent, t, hops);
    } else if (Node.isCallExpression(parent)) {
      this.argument(parent, parent.getArguments().indexOf(top), t, hops);
    } else if (Node.isPropertyAssignment(parent) && parent.getInitializer() === top) {
      const obj = parent.getParent();
      const name = literalKey(parent.getNameNode()) ?? parent.getName();
      if (obj) this.value(obj, { holder: 'object', path: [], fields: new Map([[name, t]]) }, hops);
    } else if (Node.isShorthandPropertyAssignment(parent)) {
      const obj = parent.getParent();
      if (obj) this.value(obj, { holder: 'object', path: [], fields: new Map([[parent.getName(), t]]) }, hops);
    } else if (Node.isSpreadAssignment(parent)) {
      const obj = parent.getParent();
      if (obj && Node.isObjectLiteralExpression(obj)) {
        const shadow = new Set(
          obj
            .getProperties()
            .filter((p) => p.getPos() > parent.getPos() && !Node.isSpreadAssignment(p))
            .map((p) => (Node.isPropertyAssignment(p) || Node.isShorthandPropertyAssignment(p) ? p.getName() : '')),
        );
        this.value(obj, { holder: 'object', path: [], fields: new Map(), rest: t, shadow }, hops);
      }
    } else if (Node.isBinaryExpression(parent)) {
      const op = parent.getOperatorToken().getKind();
      if (op === SyntaxKind.QuestionQuestionToken || op === SyntaxKind.BarBarToken) this.value(parent, t, hops);
      else if (op === SyntaxKind.AmpersandAmpersandToken && parent.getRight() === top) this.value(parent, t, hops);
      else if (op === SyntaxKind.EqualsToken && parent.getRight() === top) {
        const left = parent.getLeft();
        const decl = Node.isIdentifier(left) ? declarationOf(left) : undefined;
        if (decl) for (const use of this.uses(decl, left.getText())) if (use !== left) this.value(use, t, hops);
      }
    } else if (Node.isConditionalExpression(parent) && parent.getCondition() !== top) {
      this.value(parent, t, hops);
    } else if (Node.isJsxExpression(parent)) {
      this.prop(parent, t, hops);
    } else if (Node.isArrayLiteralExpression(parent) && isPromiseAll(parent.getParent(), parent)) {
      // `const [a, b] = await Promise.all([x, y])`: the answer's place in the list is its place in the result
      const index = parent.getElements().findIndex((e) => e === top);
      const all = parent.getParent()!;
      this.value(all, { holder: 'object', path: [], fields: new Map([[String(index), t]]) }, hops);
    } else if (Node.isForOfStatement(parent) && parent.getExpression() === top && t.holder === 'data') {
      const init = parent.getInitializer();
      const decl = Node.isVariableDeclarationList(init) ? init.getDeclarations()[0] : undefined;
      if (decl) this.bind(decl.getNameNode(), { holder: 'data', path: [...t.path, '[]'] }, hops);
    }
  }

  /** `value.name` (a read, or a step into a result object). */
  private member(access: Node, name: string, t: Track, hops: number): void {
    const { Node } = loadTsMorph();
    const call = access.getParent();
    const called = call && Node.isCallExpression(call) && call.getExpression() === access ? call : undefined;
    if (called && (name === 'then' || name === 'catch' || name === 'finally')) {
      if (name === 'then') this.then(called, t, hops);
      else this.value(called, t, hops);
      return;
    }
    switch (t.holder) {
      case 'data': {
        if (
          (called && ARRAY_CALLBACK.has(name)) ||
          (called && (ARRAY_KEEP.has(name) || ARRAY_ELEMENT.has(name) || name === 'reduce'))
        ) {
          this.arrayMethod(called, name, t, hops);
          return;
        }
        if (ARRAY_SCALAR.has(name) || called) return;
        const path = [...t.path, name];
        this.read(access, path);
        this.value(access, { holder: 'data', path }, hops);
        return;
      }
      case 'response':
        // the body read where the answer failed (`if (!res.ok) { const err = await res.json() }`)
        // is the error's, not the route's answer
        if (called && (name === 'json' || name === 'text') && onFailureBranch(called, access)) return;
        if (called && name === 'json') this.value(called, { holder: 'data', path: t.path }, hops);
        else if (called && name === 'text') this.value(called, { holder: 'text', path: t.path }, hops);
        return;
      case 'wrapped':
        if (name === 'data') this.value(access, { holder: 'data', path: t.path }, hops);
        return;
      case 'mutation':
        if (name === 'data') this.value(access, { holder: 'data', path: t.path }, hops);
        else if (name === 'mutateAsync') this.value(access, { holder: 'mutateFn', path: t.path }, hops);
        else if (name === 'mutate' && called) this.sent(called.getArguments()[0]);
        return;
      case 'object': {
        const field = t.fields?.get(name);
        if (field) this.value(access, field, hops);
        else if (t.rest && !t.shadow?.has(name)) this.member(access, name, t.rest, hops);
        return;
      }
      default:
        return;
    }
  }

  private then(call: Node, t: Track, hops: number): void {
    const { Node } = loadTsMorph();
    if (!Node.isCallExpression(call)) return;
    const cb = call.getArguments()[0];
    if (!cb || !(Node.isArrowFunction(cb) || Node.isFunctionExpression(cb))) return;
    const param = cb.getParameters()[0];
    if (param) this.bind(param.getNameNode(), t, hops);
  }

  private arrayMethod(call: Node, name: string, t: Track, hops: number): void {
    const { Node } = loadTsMorph();
    if (!Node.isCallExpression(call)) return;
    const element: Track = { holder: 'data', path: [...t.path, '[]'] };
    const cb = call.getArguments()[0];
    if (cb && (Node.isArrowFunction(cb) || Node.isFunctionExpression(cb))) {
      const params = cb.getParameters();
      if (name === 'reduce') {
        if (params[1]) this.bind(params[1].getNameNode(), element, hops);
      } else {
        if (params[0]) this.bind(params[0].getNameNode(), element, hops);
        if ((name === 'sort' || name === 'toSorted') && params[1]) this.bind(params[1].getNameNode(), element, hops);
      }
    }
    if (ARRAY_KEEP.has(name)) this.value(call, t, hops);
    else if (ARRAY_ELEMENT.has(name)) this.value(call, element, hops);
  }

  /** A name (or pattern) bound to a tracked value: follow its uses. */
  private bind(nameNode: Node, t: Track, hops: number): void {
    const { Node } = loadTsMorph();
    if (Node.isIdentifier(nameNode)) {
      const decl = nameNode.getParent();
      if (!decl) return;
      for (const use of this.uses(decl, nameNode.getText())) this.value(use, t, hops);
      return;
    }
    if (Node.isObjectBindingPattern(nameNode)) {
      for (const el of nameNode.getElements()) {
        const inner = el.getNameNode();
        if (el.getDotDotDotToken()) {
          if (t.holder === 'data') {
            const shadow = new Set(
              nameNode.getElements().map((e) => (e.getPropertyNameNode() ?? e.getNameNode()).getText()),
            );
            this.bind(inner, { holder: 'object', path: [], fields: new Map(), rest: t, shadow }, hops);
          }
          continue;
        }
        const key = literalKey(el.getPropertyNameNode() ?? el.getNameNode()) ?? el.getNameNode().getText();
        const next = this.step(t, key);
        if (!next) continue;
        if (t.holder === 'data') this.read(el, next.path);
        this.bind(inner, next, hops);
      }
      return;
    }
    if (Node.isArrayBindingPattern(nameNode)) {
      nameNode.getElements().forEach((el, i) => {
        if (!Node.isBindingElement(el)) return;
        if (t.holder === 'tuple' && i === 0) this.bind(el.getNameNode(), { holder: 'data', path: t.path }, hops);
        else if (t.holder === 'object' && !el.getDotDotDotToken()) {
          const field = t.fields?.get(String(i));
          if (field) this.bind(el.getNameNode(), field, hops);
        } else if (t.holder === 'data' && !el.getDotDotDotToken()) {
          this.bind(el.getNameNode(), { holder: 'data', path: [...t.path, '[]'] }, hops);
        }
      });
    }
  }

  /** The tracked value of `t.key` (destructuring), if any. */
  private step(t: Track, key: string): Track | undefined {
    switch (t.holder) {
      case 'data':
        return { holder: 'data', path: [...t.path, key] };
      case 'wrapped':
        return key === 'data' ? { holder: 'data', path: t.path } : undefined;
      case 'mutation':
        return key === 'data'
          ? { holder: 'data', path: t.path }
          : key === 'mutateAsync'
            ? { holder: 'mutateFn', path: t.path }
            : undefined;
      case 'object':
        return t.fields?.get(key) ?? (t.rest && !t.shadow?.has(key) ? this.step(t.rest, key) : undefined);
      default:
        return undefined;
    }
  }

  /** The value is returned from `fn`: it continues wherever `fn` is called. */
  private returnFrom(fn: Node, t: Track, hops: number): void {
    if (fn === this.stopAt) {
      if (t.path.length === 0 && (t.holder === 'data' || t.holder === 'response' || t.holder === 'wrapped')) {
        this.returned ??= t.holder;
      }
      return;
    }
    if (hops >= MAX_HOPS) return;
    // Reading a wrapper, only its own returns matter (and `.then` callbacks inside it).
    if (this.stopAt && !isThenCallback(fn)) return;
    for (const site of callSites(this.view, fn)) {
      const next = site.map(t);
      if (next) this.value(site.node, next, hops + 1);
    }
  }

  /** The value is passed to a function: a `useState` setter, a function of the tree, `Promise.resolve`. */
  private argument(call: Node, index: number, t: Track, hops: number): void {
    const { Node } = loadTsMorph();
    if (!Node.isCallExpression(call) || index < 0) return;
    const callee = call.getExpression();
    const text = callee.getText();
    if (/^(Promise\.resolve|structuredClone)$/.test(text)) return this.value(call, t, hops);
    if (text === 'JSON.parse' && index === 0 && t.holder === 'text') {
      return this.value(call, { holder: 'data', path: t.path }, hops);
    }
    if (/(^|\.)useState$/.test(text) && index === 0) return this.state(call, t, hops);
    if (Node.isIdentifier(callee)) {
      const decl = declarationOf(callee);
      // const [order, setOrder] = useState(...)
      if (decl && Node.isBindingElement(decl)) {
        const pattern = decl.getParent();
        const holder = pattern?.getParent();
        if (
          pattern &&
          Node.isArrayBindingPattern(pattern) &&
          pattern.getElements().indexOf(decl) === 1 &&
          holder &&
          Node.isVariableDeclaration(holder)
        ) {
          const init = holder.getInitializer();
          if (
            init &&
            Node.isCallExpression(unwrap(init)) &&
            /(^|\.)useState$/.test((unwrap(init) as import('ts-morph').CallExpression).getExpression().getText())
          ) {
            const state = pattern.getElements()[0];
            if (state && Node.isBindingElement(state) && index === 0) this.bind(state.getNameNode(), t, hops);
          }
          return;
        }
      }
    }
    if (hops >= MAX_HOPS) return;
    const fn = functionOf(this.view, callee);
    if (!fn) return;
    const param = parametersOf(fn.node)[index];
    if (param && Node.isParameterDeclaration(param) && !param.getDotDotDotToken())
      this.bind(param.getNameNode(), t, hops + 1);
  }

  /** `useState(initial)`: the state variable holds it. */
  private state(call: Node, t: Track, hops: number): void {
    const { Node } = loadTsMorph();
    const decl = climb(call).getParent();
    if (!decl || !Node.isVariableDeclaration(decl)) return;
    const n = decl.getNameNode();
    if (!Node.isArrayBindingPattern(n)) return;
    const first = n.getElements()[0];
    if (first && Node.isBindingElement(first)) this.bind(first.getNameNode(), t, hops);
  }

  /** `<Card order={data} />`: the component reads it through its props. */
  private prop(expr: Node, t: Track, hops: number): void {
    const { Node } = loadTsMorph();
    const attr = expr.getParent();
    if (!attr || !Node.isJsxAttribute(attr) || hops >= MAX_HOPS) return;
    const element = attr.getParent()?.getParent();
    if (!element || !(Node.isJsxSelfClosingElement(element) || Node.isJsxOpeningElement(element))) return;
    const tag = element.getTagNameNode();
    if (!Node.isIdentifier(tag) || !/^[A-Z]/.test(tag.getText())) return;
    const component = componentFunction(this.view, tag);
    if (!component) return;
    const props = parametersOf(component.node)[0];
    if (!props || !Node.isParameterDeclaration(props)) return;
    const name = attr.getNameNode().getText();
    this.bind(props.getNameNode(), { holder: 'object', path: [], fields: new Map([[name, t]]) }, hops + 1);
  }

  /** The identifiers that refer to a declaration (in the scope that declares it). */
  private uses(decl: Node, name: string): Node[] {
    const { Node, SyntaxKind } = loadTsMorph();
    const scope = Node.isParameterDeclaration(decl)
      ? decl.getParent()
      : (nearestFunction(decl) ?? decl.getSourceFile());
    if (!scope) return [];
    const declared =
      Node.isVariableDeclaration(decl) || Node.isParameterDeclaration(decl) || Node.isBindingElement(decl)
        ? decl
        : undefined;
    if (!declared) return [];
    return scope.getDescendantsOfKind(SyntaxKind.Identifier).filter((id) => {
      if (id.getText() !== name || isNameOnly(id)) return false;
      const p = id.getParent();
      if (p === decl) return false;
      return declarationOf(id) === decl;
    });
  }

  private read(node: Node, path: string[]): void {
    const name = [...path].reverse().find((k) => k !== '[]');
    if (!name) return;
    this.reads.push({ name, path, file: fileOf(this.view, node), line: node.getStartLineNumber() });
  }

  /** Top-level keys of an object literal sent as input. */
  private sent(arg: Node | undefined): void {
    const { Node } = loadTsMorph();
    const def = arg ? definitionOf(this.view, arg) : undefined;
    const obj = def ? unwrap(def.node) : undefined;
    if (!obj || !Node.isObjectLiteralExpression(obj)) return;
    for (const p of obj.getProperties()) {
      if (!Node.isPropertyAssignment(p) && !Node.isShorthandPropertyAssignment(p)) continue;
      const name = p.getName().replace(/^['"]|['"]$/g, '');
      this.sends.push({ name, path: [name], file: fileOf(this.view, p), line: p.getStartLineNumber() });
    }
  }
}

function trackKey(t: Track): string {
  if (t.holder !== 'object') return `${t.holder}:${t.path.join('.')}`;
  const fields = [...(t.fields ?? [])].map(([k, v]) => `${k}=${trackKey(v)}`).join(',');
  return `object{${fields}}${t.rest ? `...${trackKey(t.rest)}` : ''}`;
}

/** The function of a component named in JSX (also `memo(function …)`, `forwardRef(…)`). */
function componentFunction(view: TreeView, tag: Node): { node: Node; file: string } | undefined {
  const { Node } = loadTsMorph();
  const direct = functionOf(view, tag);
  if (direct) return direct;
  const def = definitionOf(view, tag);
  if (def && Node.isCallExpression(def.node)) {
    for (const a of def.node.getArguments()) {
      const fn = functionOf(view, a);
      if (fn) return fn;
    }
  }
  return undefined;
}

function isThenCallback(fn: Node): boolean {
  const { Node } = loadTsMorph();
  const p = fn.getParent();
  if (!p || !Node.isCallExpression(p)) return false;
  const callee = p.getExpression();
  return Node.isPropertyAccessExpression(callee) && callee.getName() === 'then';
}

interface CallSite {
  node: Node;
  map: (t: Track) => Track | undefined;
}

const same = (t: Track) => t;
const asQuery = (t: Track): Track | undefined =>
  t.holder === 'data' ? { holder: 'wrapped', path: t.path } : undefined;
const asMutation = (t: Track): Track | undefined =>
  t.holder === 'data' ? { holder: 'mutation', path: t.path } : undefined;

/** Where a function's result goes: its calls, and the hooks it is given to as a query or mutation function. */
function callSites(view: TreeView, fn: Node): CallSite[] {
  const { Node } = loadTsMorph();
  const parent = fn.getParent();
  // promise.then((r) => r.json()) : the result of `then`
  if (parent && Node.isCallExpression(parent) && parent.getArguments().includes(fn as never)) {
    const callee = parent.getExpression();
    if (Node.isPropertyAccessExpression(callee) && callee.getName() === 'then') return [{ node: parent, map: same }];
    const hook = hookOf(parent);
    if (hook) return [{ node: parent, map: hook }];
    return [];
  }
  // useQuery({ queryFn: async () => … })
  if (parent && Node.isPropertyAssignment(parent)) {
    const hooked = hookOption(parent);
    if (hooked) return [hooked];
  }
  // a method of a class: the calls the call graph resolves to it (`shop.checkout(…)` on an instance)
  if (
    isFunctionLike(fn) &&
    loadTsMorph().Node.isMethodDeclaration(fn) &&
    loadTsMorph().Node.isClassDeclaration(fn.getParent())
  ) {
    const name = fn.getName();
    return callersOf(view, { fn, file: fileOf(view, fn), name }).map((site) => ({ node: site.call, map: same }));
  }
  return references(view, fn).flatMap((ref) => referenceSite(ref));
}

/** How a hook that calls a function holds its result. */
function hookOf(call: Node): ((t: Track) => Track | undefined) | undefined {
  const { Node } = loadTsMorph();
  if (!Node.isCallExpression(call)) return undefined;
  const name = calleeName(call);
  if (QUERY_HOOK.test(name)) return asQuery;
  if (MUTATION_HOOK.test(name)) return asMutation;
  return undefined;
}

/** `{ queryFn: f }` / `{ mutationFn: f }` passed to a query or mutation hook. */
function hookOption(prop: Node): CallSite | undefined {
  const { Node } = loadTsMorph();
  if (!Node.isPropertyAssignment(prop)) return undefined;
  const key = prop.getName();
  if (key !== 'queryFn' && key !== 'mutationFn' && key !== 'fetcher') return undefined;
  const obj = prop.getParent();
  const call = obj?.getParent();
  if (!call || !Node.isCallExpression(call) || !call.getArguments().includes(obj as never)) return undefined;
  const hook = hookOf(call);
  return hook ? { node: call, map: hook } : undefined;
}

/** What a reference to a function does with it: calls it, or hands it to a hook. */
function referenceSite(ref: Node): CallSite[] {
  const { Node } = loadTsMorph();
  const top = climb(ref);
  const parent = top.getParent();
  if (!parent) return [];
  if (Node.isCallExpression(parent) && parent.getExpression() === top) return [{ node: parent, map: same }];
  if (Node.isCallExpression(parent)) {
    const hook = hookOf(parent);
    return hook ? [{ node: parent, map: hook }] : [];
  }
  if (Node.isPropertyAssignment(parent) && parent.getInitializer() === top) {
    const hooked = hookOption(parent);
    return hooked ? [hooked] : [];
  }
  if (Node.isShorthandPropertyAssignment(parent)) {
    const hooked = hookOption(parent);
    return hooked ? [hooked] : [];
  }
  return [];
}

/**
 * The expressions that refer to a function: its name (in its module and in the modules that
 * import it), or for a method of an exported object (`api.orders.get`), the access chain.
 */
function references(view: TreeView, fn: Node): Node[] {
  const { Node, SyntaxKind } = loadTsMorph();
  const file = fileOf(view, fn);
  // What the function is known by: a variable or function name, and keys below it.
  const keys: string[] = [];
  let owner: Node | undefined;
  let n: Node = fn;
  for (;;) {
    const p = n.getParent();
    if (!p) break;
    if (Node.isFunctionDeclaration(n)) {
      owner = n;
      break;
    }
    if (Node.isMethodDeclaration(n) && Node.isObjectLiteralExpression(p)) {
      keys.unshift(n.getName());
      n = p;
      continue;
    }
    if (Node.isPropertyAssignment(p) && p.getInitializer() === n) {
      keys.unshift(p.getName());
      n = p.getParent() ?? p;
      continue;
    }
    if (Node.isVariableDeclaration(p) && p.getInitializer() === n && Node.isIdentifier(p.getNameNode())) {
      owner = p;
      break;
    }
    if (Node.isExportAssignment(p)) {
      owner = p;
      break;
    }
    if (Node.isAsExpression(p) || Node.isSatisfiesExpression(p) || Node.isParenthesizedExpression(p)) {
      n = p;
      continue;
    }
    break;
  }
  if (!owner) return [];
  const local = Node.isExportAssignment(owner)
    ? undefined
    : (owner as unknown as { getName(): string | undefined }).getName();
  const out: Node[] = [];
  const chain = (id: Node) => {
    let at: Node = id;
    for (const k of keys) {
      const p = at.getParent();
      if (!p || !Node.isPropertyAccessExpression(p) || p.getExpression() !== at || p.getName() !== k) return;
      at = p;
    }
    out.push(at);
  };
  const sf = fn.getSourceFile();
  if (local) {
    for (const id of sf.getDescendantsOfKind(SyntaxKind.Identifier)) {
      if (id.getText() !== local || isNameOnly(id)) continue;
      const d = declarationOf(id);
      if (d === owner && id.getParent() !== owner) chain(id);
    }
  }
  // Other modules reach it through its export.
  const topLevel =
    Node.isExportAssignment(owner) ||
    Node.isSourceFile(owner.getParent()) ||
    Node.isSourceFile(owner.getParent()?.getParent()?.getParent());
  if (!topLevel) return out;
  const exportedAs: string[] = [];
  for (const [name, decls] of exportedDeclarations(sf)) {
    if (
      decls.some(
        (d) => d === owner || (Node.isExportAssignment(owner) && Node.isExpression(d) && d === owner.getExpression()),
      )
    )
      exportedAs.push(name);
  }
  if (Node.isExportAssignment(owner) && !exportedAs.includes('default')) exportedAs.push('default');
  if (exportedAs.length === 0) return out;
  const base = file.replace(/^.*\//, '').replace(/\.[^.]+$/, '');
  const words = exportedAs.map((e) => (e === 'default' ? base : e));
  const importers = new Set(importerCandidates(view, file));
  const files = view.filesWith(words).filter((f) => f !== file && importers.has(f) && isCodeFile(f) && !isTestCode(f));
  for (const f of files) {
    const isf = view.sourceFile(f);
    if (!isf) continue;
    for (const imp of isf.getImportDeclarations()) {
      if (resolveImport(view, f, specifierOf(imp)) !== file) continue;
      const names: string[] = [];
      const def = imp.getDefaultImport();
      if (def && exportedAs.includes('default')) names.push(def.getText());
      for (const s of imp.getNamedImports())
        if (exportedAs.includes(s.getName())) names.push(s.getAliasNode()?.getText() ?? s.getName());
      const ns = imp.getNamespaceImport()?.getText();
      for (const id of isf.getDescendantsOfKind(SyntaxKind.Identifier)) {
        if (isNameOnly(id) && !(ns && isNamespaceMember(id, ns, exportedAs))) continue;
        if (
          names.includes(id.getText()) &&
          !Node.isImportSpecifier(id.getParent()) &&
          !Node.isImportClause(id.getParent())
        ) {
          chain(id);
        } else if (ns && isNamespaceMember(id, ns, exportedAs)) {
          chain(id.getParent()!);
        }
      }
    }
  }
  return out;
}

function isNamespaceMember(id: Node, ns: string, exportedAs: string[]): boolean {
  const { Node } = loadTsMorph();
  const p = id.getParent();
  return (
    !!p &&
    Node.isPropertyAccessExpression(p) &&
    p.getNameNode() === id &&
    p.getExpression().getText() === ns &&
    exportedAs.includes(id.getText())
  );
}

/** `Promise.all([…])` with `list` as its argument. */
function isPromiseAll(call: Node | undefined, list: Node): boolean {
  const { Node } = loadTsMorph();
  return (
    call !== undefined &&
    Node.isCallExpression(call) &&
    call.getArguments()[0] === list &&
    call.getExpression().getText().replace(/\s/g, '') === 'Promise.all'
  );
}

/**
 * The call runs only when the response it reads failed: inside the branch of an `if` whose
 * condition says so of the same response (`!res.ok`, `res.ok === false`, `res.status >= 400`),
 * or the `else` of `if (res.ok)`.
 */
function onFailureBranch(call: Node, access: Node): boolean {
  const { Node } = loadTsMorph();
  if (!Node.isPropertyAccessExpression(access)) return false;
  const receiver = access.getExpression().getText().replace(/\s+/g, '');
  const esc = receiver.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const failed = new RegExp(
    `^(!\\(?${esc}\\.ok\\)?|${esc}\\.ok===?false|${esc}\\.status(>=?[45]\\d\\d|>399|!==?200))$`,
  );
  const succeeded = new RegExp(`^(${esc}\\.ok|${esc}\\.ok===?true)$`);
  for (let n: Node | undefined = call; n; n = n.getParent()) {
    const up = n.getParent();
    if (!up || Node.isFunctionLikeDeclaration(up)) return false;
    if (!Node.isIfStatement(up) || n === up.getExpression()) continue;
    const cond = up.getExpression().getText().replace(/\s+/g, '');
    if (n === up.getThenStatement() && failed.test(cond)) return true;
    if (n === up.getElseStatement() && succeeded.test(cond)) return true;
  }
  return false;
}
