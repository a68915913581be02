import type { CallExpression, Node, ObjectLiteralExpression, ParameterDeclaration } from 'ts-morph';
import { loadTsMorph } from '../../workspace/ts';
import type { TreeView } from '../../workspace/workspace';
import { callersOf, calleeRef, isFunctionLike } from '../code/flow';
import { functionName, handlerReaching, REQUEST_PARTS, type RequestHandler } from '../http/handlers';
import { unwrap } from './clients';

/**
 * Taint of values that come from the client (request body, query, route params, form
 * data, server-action arguments, Nest `@Body()`, tRPC `input`), followed through local
 * variables, destructuring, schema parsing, arithmetic, conditionals and templates, and
 * across functions of the repository: into a function the code calls (what it returns,
 * given the arguments it is passed) and out of a parameter to the calls that pass it an
 * argument (in its module or one importing it). A value read from a database query, a
 * Stripe API call or a constant table keyed by the input is a server-side value and clean.
 */
export interface Taint {
  /** The request read the value comes from (`req.body`, `await request.json()`). */
  source: Node;
  /** Nodes the value flowed through (declarations, destructurings, calls), source first; any file. */
  via: Node[];
  /** The zod object schema the value was parsed with, when known. */
  schema?: ObjectLiteralExpression;
  /** Only this property of the value is the client's (`input` of a tRPC procedure's options). */
  only?: string;
}

/** The arguments a function is called with, while the taint of what it returns is traced. */
interface Frame {
  fn: Node;
  args: Node[];
  caller: TaintTracker;
}

const MAX_DEPTH = 40;
/** How many calls deep taint is followed into callees and out to callers. */
const MAX_CALL_DEPTH = 3;
/** Procedure builders whose callback receives the client's input (tRPC, next-safe-action). */
const PROCEDURE_METHODS: Record<string, string> = {
  mutation: 'input',
  query: 'input',
  subscription: 'input',
  action: 'parsedInput',
  stateAction: 'parsedInput',
};
const REQUEST_NAMES = /^(req|request|ctx|context|event)$/;
const READ_METHODS = new Set(['json', 'formData', 'text', 'param', 'query', 'valid']);
const PASS_FUNCTIONS =
  /^(Number|parseInt|parseFloat|String|BigInt|Math\.(round|floor|ceil|abs|max|min|trunc)|Decimal|new Decimal|Big|new Big|Object\.(fromEntries|assign|values|entries)|structuredClone|Array\.from)$/;
const PASS_METHODS = new Set([
  'toFixed',
  'toString',
  'valueOf',
  'trim',
  'toLowerCase',
  'toUpperCase',
  'map',
  'filter',
  'slice',
  'reduce',
  'at',
  'concat',
  'flat',
  'flatMap',
  'join',
  'get',
  'getAll',
  'times',
  'mul',
  'plus',
  'add',
  'toNumber',
]);
const PARSE_METHODS = new Set([
  'parse',
  'safeParse',
  'parseAsync',
  'safeParseAsync',
  'validate',
  'validateSync',
  'cast',
]);
const ITERATION_METHODS = new Set(['map', 'forEach', 'filter', 'find', 'some', 'every', 'flatMap', 'reduce', 'sort']);

export class TaintTracker {
  private readonly handler?: RequestHandler;
  private readonly view?: TreeView;
  private readonly frame?: Frame;
  private readonly calls: number;
  private readonly memo = new Map<Node, Taint | null>();
  private readonly active = new Set<Node>();

  /**
   * `view` lets the tracker follow calls into other functions and modules; `frame` binds
   * the parameters of a callee being traced to the arguments of its call.
   */
  constructor(handler?: RequestHandler, view?: TreeView, frame?: Frame, calls = 0) {
    this.handler = handler;
    this.view = view;
    this.frame = frame;
    this.calls = calls;
  }

  /** Where the value of `node` comes from the client, or undefined when it is a server-side value. */
  taintOf(node: Node): Taint | undefined {
    const t = this.trace(node, 0);
    return t && t.only === undefined ? t : undefined;
  }

  private trace(node: Node, depth: number): Taint | undefined {
    if (depth > MAX_DEPTH || this.active.has(node)) return undefined;
    const cached = this.memo.get(node);
    if (cached !== undefined) return cached ?? undefined;
    this.active.add(node);
    const t = this.compute(node, depth + 1);
    this.active.delete(node);
    this.memo.set(node, t ?? null);
    return t;
  }

  private compute(node: Node, depth: number): Taint | undefined {
    const { Node, SyntaxKind } = loadTsMorph();
    const n = unwrap(node);
    if (this.isRequestRead(n)) return { source: n, via: [] };

    if (Node.isIdentifier(n)) return this.identifierTaint(n, depth);

    if (Node.isPropertyAccessExpression(n)) {
      const t = this.trace(n.getExpression(), depth);
      if (t) return this.field(t, n.getName(), n);
      // price.id of `stripe.prices.retrieve(priceId)` is the id the client sent.
      const retrieved = n.getName() === 'id' ? retrievedId(n.getExpression()) : undefined;
      if (retrieved) return this.trace(retrieved, depth);
      // order.amountCents of a record the handler just wrote with a client value.
      const written = writtenValue(n.getExpression(), n.getName());
      return written ? this.trace(written, depth) : undefined;
    }
    if (Node.isElementAccessExpression(n)) {
      const obj = unwrap(n.getExpression());
      // A constant table indexed by a client value is a server-side lookup.
      if (this.isConstantTable(obj)) return undefined;
      const t = this.trace(obj, depth);
      const arg = n.getArgumentExpression();
      if (t && arg && (Node.isStringLiteral(arg) || Node.isNoSubstitutionTemplateLiteral(arg)))
        return this.field(t, arg.getLiteralValue(), n);
      return t;
    }
    if (Node.isCallExpression(n)) return this.callTaint(n, depth);
    if (Node.isNewExpression(n)) {
      const callee = n.getExpression().getText();
      if (PASS_FUNCTIONS.test(`new ${callee}`) || /^(URL|URLSearchParams)$/.test(callee)) {
        for (const a of n.getArguments()) {
          const t = this.trace(a, depth);
          if (t) return t;
        }
      }
      return undefined;
    }
    if (Node.isBinaryExpression(n)) {
      const op = n.getOperatorToken().getKind();
      const arithmetic = [
        SyntaxKind.PlusToken,
        SyntaxKind.MinusToken,
        SyntaxKind.AsteriskToken,
        SyntaxKind.SlashToken,
        SyntaxKind.PercentToken,
        SyntaxKind.AsteriskAsteriskToken,
        SyntaxKind.QuestionQuestionToken,
        SyntaxKind.BarBarToken,
        SyntaxKind.AmpersandAmpersandToken,
      ];
      if (!arithmetic.includes(op)) return undefined;
      const lt = this.trace(n.getLeft(), depth);
      const rt = this.trace(n.getRight(), depth);
      // price × quantity: a server-side price scaled by the client's quantity is recomputed
      // on the server; only a client amount scaled by a constant (cents) stays the client's.
      if (op === SyntaxKind.AsteriskToken && !(lt && rt)) {
        if (lt && isConstantNumber(n.getRight())) return lt;
        if (rt && isConstantNumber(n.getLeft())) return rt;
        return undefined;
      }
      return lt ?? rt;
    }
    if (Node.isPrefixUnaryExpression(n)) return this.trace(n.getOperand(), depth);
    if (Node.isConditionalExpression(n))
      return this.trace(n.getWhenTrue(), depth) ?? this.trace(n.getWhenFalse(), depth);
    if (Node.isTemplateExpression(n)) {
      for (const span of n.getTemplateSpans()) {
        const t = this.trace(span.getExpression(), depth);
        if (t) return t;
      }
      return undefined;
    }
    if (Node.isArrayLiteralExpression(n)) {
      for (const e of n.getElements()) {
        const t = this.trace(Node.isSpreadElement(e) ? e.getExpression() : e, depth);
        if (t) return t;
      }
      return undefined;
    }
    if (Node.isObjectLiteralExpression(n)) {
      for (const p of n.getProperties()) {
        const value = Node.isPropertyAssignment(p)
          ? p.getInitializer()
          : Node.isShorthandPropertyAssignment(p)
            ? p.getNameNode()
            : Node.isSpreadAssignment(p)
              ? p.getExpression()
              : undefined;
        const t = value ? this.trace(value, depth) : undefined;
        if (t) return t;
      }
    }
    return undefined;
  }

  /** `req.body`, `request.query`, `ctx.request.body`, `await req.json()`, `c.req.param('id')`. */
  private isRequestRead(n: Node): boolean {
    const { Node } = loadTsMorph();
    if (Node.isPropertyAccessExpression(n)) {
      const name = n.getName();
      if (!REQUEST_PARTS.has(name)) return false;
      const obj = unwrap(n.getExpression());
      if (Node.isIdentifier(obj)) return this.isRequestObject(obj);
      // ctx.request.body, c.req.query, req.nextUrl.searchParams, event.request.body
      if (Node.isPropertyAccessExpression(obj)) {
        const inner = unwrap(obj.getExpression());
        return (
          (Node.isIdentifier(inner) && REQUEST_NAMES.test(inner.getText())) ||
          /^(request|req|nextUrl)$/.test(obj.getName())
        );
      }
      return false;
    }
    if (Node.isCallExpression(n)) {
      const callee = n.getExpression();
      if (!Node.isPropertyAccessExpression(callee) || !READ_METHODS.has(callee.getName())) return false;
      const obj = unwrap(callee.getExpression());
      if (Node.isIdentifier(obj)) return this.isRequestObject(obj);
      if (Node.isPropertyAccessExpression(obj)) return /^(req|request)$/.test(obj.getName());
    }
    return false;
  }

  /** An identifier naming the request: a handler's request parameter, or conventionally named. */
  private isRequestObject(id: Node): boolean {
    const name = id.getText();
    if (REQUEST_NAMES.test(name) || name === 'c') {
      const param = this.parameterOf(id);
      // A `req` that is a local variable (a fetch Request built by the server) is not the client's.
      return param !== undefined || this.handler === undefined;
    }
    return false;
  }

  private identifierTaint(id: Node, depth: number): Taint | undefined {
    const { Node, SyntaxKind } = loadTsMorph();
    const name = id.getText();
    const param = this.parameterOf(id);
    if (param) return this.parameterTaint(param, name, depth);
    const decl = declarationOf(id);
    if (!decl) return undefined;
    let t: Taint | undefined;
    if (Node.isVariableDeclaration(decl)) {
      const init = decl.getInitializer();
      if (init) {
        const it = this.trace(init, depth);
        if (it) {
          const nameNode = decl.getNameNode();
          t = Node.isIdentifier(nameNode)
            ? { ...it, via: [...it.via, decl] }
            : this.bindingTaint(nameNode, name, it, decl);
        }
      }
    } else if (Node.isBindingElement(decl)) {
      const top = decl.getFirstAncestorByKind(SyntaxKind.VariableDeclaration);
      const init = top?.getInitializer();
      const it = init ? this.trace(init, depth) : undefined;
      if (it && top) t = this.bindingTaint(top.getNameNode(), name, it, top);
    }
    if (t) return t;
    // `let amount = 0; amount = req.body.amount`
    const scope = decl.getFirstAncestor((a) => Node.isBlock(a) || Node.isSourceFile(a));
    for (const bin of scope?.getDescendantsOfKind(SyntaxKind.BinaryExpression) ?? []) {
      const op = bin.getOperatorToken().getText();
      if (!['=', '+=', '-=', '*=', '??=', '||='].includes(op)) continue;
      const left = unwrap(bin.getLeft());
      if (Node.isIdentifier(left) && left.getText() === name) {
        const rt = this.trace(bin.getRight(), depth);
        if (rt) return { ...rt, via: [...rt.via, bin] };
      }
    }
    return undefined;
  }

  /** `const { amount } = body` / `const [a] = items`: the field of a tainted object. */
  private bindingTaint(pattern: Node, name: string, t: Taint, decl: Node): Taint | undefined {
    const path = bindingPath(pattern, name);
    return path ? this.pathTaint(t, path, decl) : { ...t, via: [...t.via, decl] };
  }

  /** The taint of a tainted value's field at `path` ('' for an array element), bound at `decl`. */
  private pathTaint(t: Taint, path: string[], decl: Node): Taint | undefined {
    let cur: Taint | undefined = t;
    for (const field of path) {
      if (!cur) return undefined;
      cur = field === '' ? cur : this.field(cur, field, decl);
    }
    return cur ? { ...cur, via: [...cur.via, decl] } : undefined;
  }

  /** The field `name` of a tainted object: clean when its schema only admits listed values. */
  private field(t: Taint, name: string, at: Node): Taint | undefined {
    if (t.only !== undefined) return name === t.only ? { ...t, only: undefined, via: [...t.via, at] } : undefined;
    if (!t.schema) return { ...t, via: [...t.via, at] };
    if (name === 'data' || name === 'value') return t; // safeParse(...).data, Joi's .value
    const fieldSchema = schemaField(t.schema, name);
    if (fieldSchema && isAllowListSchema(fieldSchema)) return undefined;
    return { source: t.source, via: [...t.via, at], schema: fieldSchema ? objectSchema(fieldSchema) : undefined };
  }

  private callTaint(n: import('ts-morph').CallExpression, depth: number): Taint | undefined {
    const { Node } = loadTsMorph();
    const callee = unwrap(n.getExpression());
    const calleeText = callee.getText().replace(/\s+/g, '');
    if (PASS_FUNCTIONS.test(calleeText)) {
      for (const a of n.getArguments()) {
        const t = this.trace(a, depth);
        if (t) return t;
      }
      return undefined;
    }
    if (!Node.isPropertyAccessExpression(callee)) return this.returnTaint(n);
    const method = callee.getName();
    const receiver = unwrap(callee.getExpression());
    if (PARSE_METHODS.has(method)) {
      const arg = n.getArguments()[0];
      const t = arg ? this.trace(arg, depth) : undefined;
      if (!t) return undefined;
      return { source: t.source, via: [...t.via, n], schema: objectSchema(receiver) ?? t.schema };
    }
    // URLSearchParams / FormData of the request: searchParams.get('amount')
    if ((method === 'get' || method === 'getAll') && /searchParams|formData|query/i.test(receiver.getText())) {
      const t = this.trace(receiver, depth);
      if (t) return { ...t, via: [...t.via, n] };
      if (this.handler && /searchParams|formData/.test(receiver.getText()) && this.handler.kind !== 'router')
        return { source: n, via: [] };
    }
    // items.reduce((sum, i) => sum + i.price * i.qty, 0), items.map((i) => i.amount): what the callback returns.
    const callback = n.getArguments()[0];
    if ((method === 'reduce' || method === 'map' || method === 'flatMap') && callback) {
      const fn = unwrap(callback);
      if (Node.isArrowFunction(fn) || Node.isFunctionExpression(fn)) {
        for (const ret of returnedExpressions(fn)) {
          const t = this.trace(ret, depth);
          if (t) return { ...t, via: [...t.via, n] };
        }
        return undefined;
      }
    }
    if (PASS_METHODS.has(method) && !this.isConstantTable(receiver)) {
      const t = this.trace(receiver, depth);
      if (t) return { ...t, via: [...t.via, n] };
    }
    return this.returnTaint(n);
  }

  /**
   * What a function of the repository returns for these arguments (`depositCents(value)`,
   * `this.pricing.total(body)`): the taint of its returned expressions, its parameters
   * bound to the call's arguments.
   */
  private returnTaint(call: CallExpression): Taint | undefined {
    if (!this.view || this.calls >= MAX_CALL_DEPTH) return undefined;
    const file = call.getSourceFile().getFilePath().replace(/^\//, '');
    const target = calleeRef(this.view, file, call);
    if (!target || target.fn === this.frame?.fn) return undefined;
    const inner = new TaintTracker(
      this.handler,
      this.view,
      { fn: target.fn, args: call.getArguments(), caller: this },
      this.calls + 1,
    );
    for (const ret of returnedExpressions(target.fn)) {
      const t = inner.trace(ret, 0);
      if (t) return { ...t, via: [...t.via, call] };
    }
    return undefined;
  }

  /**
   * A parameter of a function that is not a request handler: the client's when a call of
   * the function passes it a client value (in its module or in one importing it).
   */
  private callerTaint(param: ParameterDeclaration, fn: Node, name: string, depth: number): Taint | undefined {
    const index = (fn as import('ts-morph').FunctionDeclaration).getParameters().indexOf(param);
    if (this.frame && this.frame.fn === fn) {
      const arg = this.frame.args[index];
      return arg ? this.argumentTaint(this.frame.caller, arg, param, name, []) : undefined;
    }
    if (!this.view || this.calls >= MAX_CALL_DEPTH || !functionName(fn) || depth > MAX_DEPTH) return undefined;
    const file = fn.getSourceFile().getFilePath().replace(/^\//, '');
    for (const site of callersOf(this.view, { fn, file, name: functionName(fn) })) {
      const arg = site.call.getArguments()[index];
      if (!arg) continue;
      const outer = new TaintTracker(
        handlerReaching(this.view, site.file, site.call),
        this.view,
        undefined,
        this.calls + 1,
      );
      const t = this.argumentTaint(outer, arg, param, name, [site.call]);
      if (t) return t;
    }
    return undefined;
  }

  /**
   * What a parameter's `name` gets from the argument a call passes (traced by the caller's
   * tracker): where the parameter destructures an object literal, only the literal's own
   * property of that name (`f({ price: PRICE, orgId })` with `function f({ price })`).
   */
  private argumentTaint(
    tracker: TaintTracker,
    arg: Node,
    param: ParameterDeclaration,
    name: string,
    via: Node[],
  ): Taint | undefined {
    const { Node } = loadTsMorph();
    const nameNode = param.getNameNode();
    const path = Node.isIdentifier(nameNode) ? undefined : bindingPath(nameNode, name);
    const member = path?.[0] ? literalMember(arg, path[0]) : undefined;
    if (member === null) return undefined;
    const traced = member ?? arg;
    const t = tracker.trace(traced, 0);
    if (!t) return undefined;
    const passed = { ...t, via: [...t.via, ...via] };
    if (Node.isIdentifier(nameNode)) return { ...passed, via: [...passed.via, param] };
    return member && path
      ? this.pathTaint(passed, path.slice(1), param)
      : this.bindingTaint(nameNode, name, passed, param);
  }

  private parameterOf(id: Node): ParameterDeclaration | undefined {
    const { Node } = loadTsMorph();
    const name = id.getText();
    for (const anc of id.getAncestors()) {
      if (Node.isFunctionLikeDeclaration(anc) || Node.isArrowFunction(anc) || Node.isFunctionExpression(anc)) {
        for (const p of anc.getParameters()) {
          const nameNode = p.getNameNode();
          if (Node.isIdentifier(nameNode) ? nameNode.getText() === name : bindingPath(nameNode, name) !== undefined)
            return p;
        }
        // A local declaration shadows outer parameters.
        if (declarationOf(id, anc)) return undefined;
      }
    }
    return undefined;
  }

  private parameterTaint(param: ParameterDeclaration, name: string, depth: number): Taint | undefined {
    const { Node } = loadTsMorph();
    const fn = param.getParent();
    // Nest: @Body() dto, @Query('amount') amount, @Param('id') id
    if (param.getDecorators().some((d) => /^(Body|Query|Param|Params|Headers|Req|Request)$/.test(d.getName())))
      return { source: param, via: [] };
    // A tRPC procedure's resolver, or a server action a library builds (`client.action(fn)`), is
    // a handler too; which of its options is the client's is found from the chain below.
    const built = Node.isCallExpression(fn.getParent());
    if (this.handler && fn === this.handler.node && this.handler.kind !== 'trpc' && !built) {
      const index = (fn as import('ts-morph').FunctionDeclaration).getParameters().indexOf(param);
      if (this.handler.kind === 'server-action') return { source: param, via: [] };
      // A Wasp action or query: its first argument is what the client sent.
      if (this.handler.kind === 'wasp' && this.handler.path?.startsWith('/operations/') && index === 0)
        return { source: param, via: [] };
      // Next.js app router: the second argument carries the route params.
      if (this.handler.kind === 'next-app' && index === 1) return { source: param, via: [] };
      return undefined;
    }
    // items.map((item) => ...) over a client array: the item is the client's.
    const call = fn.getParent();
    if (call && Node.isCallExpression(call) && (Node.isArrowFunction(fn) || Node.isFunctionExpression(fn))) {
      const procedure = procedureInput(call, fn, param);
      if (procedure) {
        const nameNode = param.getNameNode();
        return Node.isIdentifier(nameNode) ? procedure : this.bindingTaint(nameNode, name, procedure, param);
      }
      const callee = call.getExpression();
      if (Node.isPropertyAccessExpression(callee) && ITERATION_METHODS.has(callee.getName())) {
        const index = fn.getParameters().indexOf(param);
        const itemIndex = callee.getName() === 'reduce' ? 1 : 0;
        if (index === itemIndex) {
          const t = this.trace(callee.getExpression(), depth);
          if (t) {
            const nameNode = param.getNameNode();
            return Node.isIdentifier(nameNode) ? t : this.bindingTaint(nameNode, name, t, param);
          }
        }
        return undefined;
      }
    }
    return isFunctionLike(fn) ? this.callerTaint(param, fn, name, depth) : undefined;
  }

  /** `PRICES[planId]`: a const object/array literal of this file, or an imported UPPER_CASE table. */
  isConstantTable(node: Node): boolean {
    const { Node } = loadTsMorph();
    const n = unwrap(node);
    if (Node.isPropertyAccessExpression(n)) return this.isConstantTable(n.getExpression());
    if (!Node.isIdentifier(n)) return false;
    const decl = declarationOf(n);
    if (decl && Node.isVariableDeclaration(decl)) {
      const init = decl.getInitializer();
      const v = init ? unwrap(init) : undefined;
      return (
        !!v &&
        (Node.isObjectLiteralExpression(v) || Node.isArrayLiteralExpression(v) || /^new (Map|Set)\(/.test(v.getText()))
      );
    }
    if (decl && Node.isImportSpecifier(decl))
      return /^[A-Z][A-Z0-9_]*$/.test(n.getText()) || /(plans|prices|catalog|products)/i.test(n.getText());
    return false;
  }
}

/** The declaration an identifier refers to: a variable, binding element or import above it in scope. */
export function declarationOf(id: Node, within?: Node): Node | undefined {
  const { Node, SyntaxKind } = loadTsMorph();
  const name = id.getText();
  const scopes = within
    ? [within]
    : id.getAncestors().filter((a) => Node.isBlock(a) || Node.isSourceFile(a) || Node.isCaseClause(a));
  for (const scope of scopes) {
    let best: Node | undefined;
    for (const d of scope.getDescendantsOfKind(SyntaxKind.VariableDeclaration)) {
      const owner = d.getFirstAncestor((a) => Node.isBlock(a) || Node.isSourceFile(a) || Node.isCaseClause(a));
      if (!within && owner !== scope) continue;
      if (
        within &&
        d.getFirstAncestor(
          (a) => Node.isFunctionLikeDeclaration(a) || Node.isArrowFunction(a) || Node.isFunctionExpression(a),
        ) !== within
      )
        continue;
      const nameNode = d.getNameNode();
      if (Node.isIdentifier(nameNode)) {
        if (nameNode.getText() === name) best = d;
      } else {
        const el = nameNode
          .getDescendantsOfKind(SyntaxKind.BindingElement)
          .find((b) => Node.isIdentifier(b.getNameNode()) && b.getNameNode().getText() === name);
        if (el) best = el;
      }
    }
    if (best) return best;
    if (Node.isSourceFile(scope)) {
      for (const imp of scope.getImportDeclarations()) {
        for (const spec of imp.getNamedImports()) {
          if ((spec.getAliasNode()?.getText() ?? spec.getName()) === name) return spec;
        }
      }
    }
  }
  return undefined;
}

/** Property names from a binding pattern's root to `name` (`{ a: { b } }` → ['a', 'b']); '' for array elements. */
function bindingPath(pattern: Node, name: string): string[] | undefined {
  const { Node } = loadTsMorph();
  if (Node.isIdentifier(pattern)) return pattern.getText() === name ? [] : undefined;
  if (Node.isObjectBindingPattern(pattern)) {
    for (const el of pattern.getElements()) {
      const key =
        el
          .getPropertyNameNode()
          ?.getText()
          .replace(/^['"]|['"]$/g, '') ?? el.getName();
      const sub = bindingPath(el.getNameNode(), name);
      if (sub) return el.getDotDotDotToken() ? sub : [key, ...sub];
    }
  }
  if (Node.isArrayBindingPattern(pattern)) {
    for (const el of pattern.getElements()) {
      if (!Node.isBindingElement(el)) continue;
      const sub = bindingPath(el.getNameNode(), name);
      if (sub) return ['', ...sub];
    }
  }
  return undefined;
}

/**
 * The value an object literal gives `key`: its property's initializer (or the shorthand
 * name), null when the literal has no such property and no spread or computed key that
 * could bring one, undefined when the argument is not a literal or cannot tell.
 */
function literalMember(arg: Node, key: string): Node | null | undefined {
  const { Node } = loadTsMorph();
  const literal = unwrap(arg);
  if (!Node.isObjectLiteralExpression(literal)) return undefined;
  let known = true;
  for (const p of literal.getProperties()) {
    if (Node.isShorthandPropertyAssignment(p) && p.getName() === key) return p.getNameNode();
    if (Node.isPropertyAssignment(p)) {
      const nameNode = p.getNameNode();
      if (Node.isComputedPropertyName(nameNode)) known = false;
      else if (nameNode.getText().replace(/^['"]|['"]$/g, '') === key) return p.getInitializer();
    } else if (!Node.isShorthandPropertyAssignment(p)) {
      known = false; // a spread, a method or an accessor
    }
  }
  return known ? null : undefined;
}

/** The `z.object({...})` literal a schema expression is built from (following a local const). */
function objectSchema(node: Node, seen = 0): ObjectLiteralExpression | undefined {
  const { Node } = loadTsMorph();
  if (seen > 5) return undefined;
  const n = unwrap(node);
  if (Node.isIdentifier(n)) {
    const decl = declarationOf(n);
    const init = decl && Node.isVariableDeclaration(decl) ? decl.getInitializer() : undefined;
    return init ? objectSchema(init, seen + 1) : undefined;
  }
  if (Node.isCallExpression(n)) {
    const callee = n.getExpression();
    if (Node.isPropertyAccessExpression(callee)) {
      const arg = n.getArguments()[0];
      if (callee.getName() === 'object' && arg && Node.isObjectLiteralExpression(arg)) return arg;
      // z.object({...}).strict().refine(...)
      return objectSchema(callee.getExpression(), seen + 1);
    }
  }
  return undefined;
}

function schemaField(schema: ObjectLiteralExpression, name: string): Node | undefined {
  const { Node } = loadTsMorph();
  const p = schema.getProperty(name);
  if (p && Node.isPropertyAssignment(p)) return p.getInitializer();
  return undefined;
}

/** A schema that admits only listed values: z.enum, z.nativeEnum, z.literal, a union of literals. */
function isAllowListSchema(node: Node): boolean {
  const text = node.getText().replace(/\s+/g, '');
  return (
    /^z\.(enum|nativeEnum|literal)\(/.test(text) ||
    /^z\.union\(\[z\.literal/.test(text) ||
    /\.(valid|oneOf|isIn)\(/.test(text)
  );
}

/** A number the server fixes: a numeric literal, or a const / UPPER_CASE name holding one. */
function isConstantNumber(node: Node): boolean {
  const { Node } = loadTsMorph();
  const n = unwrap(node);
  if (Node.isNumericLiteral(n)) return true;
  if (Node.isIdentifier(n)) {
    if (/^[A-Z][A-Z0-9_]*$/.test(n.getText())) return true;
    const decl = declarationOf(n);
    const init = decl && Node.isVariableDeclaration(decl) ? decl.getInitializer() : undefined;
    return !!init && Node.isNumericLiteral(unwrap(init));
  }
  return false;
}

/** The expressions a function returns (its expression body, or its own return statements). */
export function returnedExpressions(fn: Node): Node[] {
  const { Node, SyntaxKind } = loadTsMorph();
  if (!(Node.isArrowFunction(fn) || Node.isFunctionExpression(fn) || Node.isFunctionDeclaration(fn))) return [];
  const body = fn.getBody();
  if (!body) return [];
  if (!Node.isBlock(body)) return [body];
  return body
    .getDescendantsOfKind(SyntaxKind.ReturnStatement)
    .filter((r) => r.getFirstAncestor((a) => Node.isFunctionLikeDeclaration(a) || Node.isArrowFunction(a)) === fn)
    .map((r) => r.getExpression())
    .filter((e): e is import('ts-morph').Expression => e !== undefined);
}

/** Calls that write a record and return it (Prisma, Drizzle, TypeORM, Sequelize, Mongoose). */
const WRITE_CALLS = /^(create|insert|insertOne|values|save|upsert|build|set)$/;

/**
 * For `record.field` where `record` was returned by a write in this file
 * (`const order = await prisma.order.create({ data: { amountCents } })`,
 * `const [order] = await db.insert(orders).values({ amountCents }).returning()`),
 * the value written to that field. A record read back by a query is a lookup, not this.
 */
function writtenValue(record: Node, field: string): Node | undefined {
  const { Node, SyntaxKind } = loadTsMorph();
  const r = unwrap(record);
  if (!Node.isIdentifier(r)) return undefined;
  const decl = declarationOf(r);
  const top = decl && Node.isBindingElement(decl) ? decl.getFirstAncestorByKind(SyntaxKind.VariableDeclaration) : decl;
  if (!top || !Node.isVariableDeclaration(top)) return undefined;
  const init = top.getInitializer();
  if (!init) return undefined;
  const writes = [unwrap(init), ...init.getDescendantsOfKind(SyntaxKind.CallExpression)].filter((c) => {
    if (!Node.isCallExpression(c)) return false;
    const callee = c.getExpression();
    return (
      Node.isPropertyAccessExpression(callee) && WRITE_CALLS.test(callee.getName()) && !/stripe/i.test(callee.getText())
    );
  });
  for (const call of writes) {
    if (!Node.isCallExpression(call)) continue;
    for (const arg of call.getArguments()) {
      const objects = Node.isObjectLiteralExpression(arg)
        ? [arg, ...arg.getDescendantsOfKind(SyntaxKind.ObjectLiteralExpression)]
        : [];
      for (const obj of objects) {
        const p = obj.getProperty(field);
        if (p && Node.isPropertyAssignment(p)) return p.getInitializer();
        if (p && Node.isShorthandPropertyAssignment(p)) return p.getNameNode();
      }
    }
  }
  return undefined;
}

/**
 * The options a procedure's callback receives, of which `input` (tRPC) or `parsedInput`
 * (next-safe-action) is the client's, parsed with the schema given to `.input(…)` /
 * `.schema(…)` earlier in the chain: `publicProcedure.input(z.object(…)).mutation(({ input }) => …)`.
 */
function procedureInput(call: CallExpression, fn: Node, param: ParameterDeclaration): Taint | undefined {
  const { Node } = loadTsMorph();
  const callee = call.getExpression();
  if (!Node.isPropertyAccessExpression(callee)) return undefined;
  const only = PROCEDURE_METHODS[callee.getName()];
  if (
    !only ||
    call.getArguments().at(-1) !== fn ||
    (fn as import('ts-morph').ArrowFunction).getParameters()[0] !== param
  )
    return undefined;
  let schema: ObjectLiteralExpression | undefined;
  let chained = false;
  for (let cur: Node = callee.getExpression(); Node.isCallExpression(cur);) {
    const inner = cur.getExpression();
    if (!Node.isPropertyAccessExpression(inner)) break;
    if (['input', 'schema', 'inputSchema'].includes(inner.getName())) {
      chained = true;
      const arg = cur.getArguments()[0];
      schema ??= arg ? objectSchema(arg) : undefined;
    }
    cur = inner.getExpression();
  }
  // A `.query(fn)` of some other API (a database builder) takes no client input.
  if (!chained && only === 'input' && !/procedure/i.test(callee.getExpression().getText())) return undefined;
  return { source: param, via: [], schema, only };
}

/** `stripe.prices.retrieve(priceId)` (local const, awaited): the id it was asked for. */
function retrievedId(record: Node): Node | undefined {
  const { Node, SyntaxKind } = loadTsMorph();
  const r = unwrap(record);
  if (!Node.isIdentifier(r)) return undefined;
  const decl = declarationOf(r);
  const top =
    decl && Node.isVariableDeclaration(decl) ? decl : decl?.getFirstAncestorByKind(SyntaxKind.VariableDeclaration);
  const init = top?.getInitializer();
  const call = init ? unwrap(init) : undefined;
  if (!call || !Node.isCallExpression(call)) return undefined;
  const callee = call.getExpression();
  if (!Node.isPropertyAccessExpression(callee) || callee.getName() !== 'retrieve') return undefined;
  return call.getArguments()[0];
}
