import type { CallExpression, Node, ObjectLiteralExpression, ParameterDeclaration } from 'ts-morph';
import { loadTsMorph } from '../../workspace/ts';
import type { TreeView } from '../../workspace/workspace';
import { declarationOf } from '../code/ast';
import { originsOf, type FlowQuestion, type Hop, type Redirect, type WalkPoint } from '../code/flow';
import { returnedExpressions } from '../code/syntax';
import {
  isNamedOperation,
  handlerReaching,
  isServerFunction,
  NEST_REQUEST_PART_DECORATORS,
  requestHandlers,
  REQUEST_PARTS,
  type RequestHandler,
} from '../http/handlers';
import { unwrap } from './clients';

/**
 * Values that come from the client (request body, query, route params, form data,
 * server-action arguments, Nest `@Body()`, tRPC `input`), asked of the value flow
 * (`code/flow.ts`): the walk follows locals, destructuring, arithmetic, conditionals,
 * templates, the functions the handler calls and the callers of a function's parameter; this
 * question says which reads are the client's, and which values are the server's own (a
 * constant table keyed by the input, a schema field that admits only listed values, a price
 * scaled by the client's quantity).
 */
export interface Taint {
  /** The request read the value comes from (`req.body`, `await request.json()`). */
  source: Node;
  /** The file of the source. */
  file: string;
  /** The way from the read to the value, read first. */
  hops: Hop[];
  /** The nodes of the way (declarations, calls), read first. */
  via: Node[];
}

const REQUEST_NAMES = /^(req|request|ctx|context|event)$/;
const READ_METHODS = new Set(['json', 'formData', 'text', 'param', 'query', 'valid']);
/** Procedure builders whose callback receives the client's input (tRPC, next-safe-action). */
const PROCEDURE_METHODS: Record<string, string> = {
  mutation: 'input',
  query: 'input',
  subscription: 'input',
  action: 'parsedInput',
  stateAction: 'parsedInput',
};
const PARSE_METHODS = new Set([
  'parse',
  'safeParse',
  'parseAsync',
  'safeParseAsync',
  'validate',
  'validateSync',
  'cast',
]);
/** Methods whose result carries the receiver's value (`searchParams.get('x')`, `items.map(…)`, `amount.times(2)`). */
const CARRY_METHODS = new Set(['get', 'getAll', 'filter', 'times', 'mul', 'plus', 'add', 'toNumber', 'reduce']);
/** Calls that write a record and return it (Prisma, Drizzle, TypeORM, Sequelize, Mongoose). */
const WRITE_CALLS = /^(create|insert|insertOne|values|save|upsert|build|set)$/;

/** Where the value of `node` comes from the client, when it does (the first way found). */
export function clientTaint(view: TreeView, node: Node, handler: RequestHandler | undefined): Taint | undefined {
  const origins = originsOf(view, node, clientInput(view, handler));
  const o = origins[0];
  if (!o) return undefined;
  const via = o.hops.map((h) => h.node).filter((n): n is Node => n !== undefined);
  return { source: o.node, file: o.file, hops: o.hops, via };
}

/**
 * The question of client input for the value flow. `handler` is the request handler the
 * value is asked in (the site's); elsewhere on the walk, the handler that reaches the node.
 */
export function clientInput(view: TreeView, handler: RequestHandler | undefined): FlowQuestion<'client'> {
  const handlerOf = (node: Node, at: WalkPoint) =>
    handler && at.file === handler.file ? handler : handlerReaching(view, at.file, node);
  // A side of a product asked about inside its own walk (`total = total * rate` in a loop) is
  // no evidence of the client's: the nested walks stop there.
  const asking = new Set<Node>();
  const client = (side: Node): boolean => {
    if (asking.has(side) || asking.size >= MAX_NESTED_QUESTIONS) return false;
    asking.add(side);
    try {
      return originsOf(view, side, question).length > 0;
    } finally {
      asking.delete(side);
    }
  };
  const question: FlowQuestion<'client'> = {
    arithmetic: true,
    origin: (node, at) => (isRequestRead(node, () => handlerOf(node, at)) ? 'client' : undefined),
    parameter: (param, path, at) => parameterKind(param, path, requestHandlers(view, at.file)),
    redirect: (node, path) => redirect(node, path, client),
  };
  return question;
}

/** How many walks a question nests inside another (for the sides of products), at most. */
const MAX_NESTED_QUESTIONS = 8;

/** `req.body`, `request.query`, `ctx.request.body`, `await req.json()`, `c.req.param('id')`. */
function isRequestRead(n: Node, handlerOf: () => RequestHandler | undefined): boolean {
  const { Node } = loadTsMorph();
  if (Node.isPropertyAccessExpression(n)) {
    const name = n.getName();
    if (!REQUEST_PARTS.has(name)) return false;
    const obj = unwrap(n.getExpression());
    if (Node.isIdentifier(obj)) return isRequestObject(obj);
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
    if (!Node.isPropertyAccessExpression(callee)) return false;
    const method = callee.getName();
    const obj = unwrap(callee.getExpression());
    if (READ_METHODS.has(method)) {
      if (Node.isIdentifier(obj)) return isRequestObject(obj);
      if (Node.isPropertyAccessExpression(obj)) return /^(req|request)$/.test(obj.getName());
    }
    // searchParams.get('amount') of a page or route that has no request object in scope
    if (
      (method === 'get' || method === 'getAll') &&
      /searchParams|formData/.test(obj.getText()) &&
      !isDeclaredLocally(obj)
    ) {
      const handler = handlerOf();
      return !!handler && handler.kind !== 'router';
    }
  }
  return false;
}

/** A `searchParams` the code built itself (`new URLSearchParams(…)`) is not the request's. */
function isDeclaredLocally(obj: Node): boolean {
  const { Node } = loadTsMorph();
  const root = unwrap(obj);
  if (!Node.isIdentifier(root)) return false;
  const decl = declarationOf(root);
  return !!decl && Node.isVariableDeclaration(decl);
}

/** An identifier naming the request: a function's parameter, conventionally named. */
function isRequestObject(id: Node): boolean {
  const { Node } = loadTsMorph();
  const name = id.getText();
  if (!(REQUEST_NAMES.test(name) || name === 'c')) return false;
  const decl = declarationOf(id);
  // A `req` that is a local variable (a fetch Request built by the server) is not the client's.
  return decl !== undefined && (Node.isParameterDeclaration(decl) || Node.isBindingElement(decl));
}

/** What a parameter of a handler (or of a procedure's resolver) holds of the client's data. */
function parameterKind(
  param: ParameterDeclaration,
  path: readonly string[],
  handlers: RequestHandler[],
): 'client' | 'clean' | undefined {
  const { Node } = loadTsMorph();
  // Nest: @Body() dto, @Query('amount') amount, @Param('id') id; a GraphQL operation's
  // @Args() / @Arg('x') and a socket message's @MessageBody()
  if (
    param
      .getDecorators()
      .some(
        (d) =>
          NEST_REQUEST_PART_DECORATORS.has(d.getName()) || /^(Req|Request|Args|Arg|MessageBody)$/.test(d.getName()),
      )
  )
    return 'client';
  const fn = param.getParent();
  const call = fn.getParent();
  // a tRPC procedure's resolver, a next-safe-action action: only `input` / `parsedInput` is the client's
  if (call && Node.isCallExpression(call) && (Node.isArrowFunction(fn) || Node.isFunctionExpression(fn))) {
    const procedure = procedureInput(call, fn, param);
    if (procedure) {
      if (path[0] !== procedure.only) return 'clean';
      return procedure.schema && path[1] !== undefined && allowListField(procedure.schema, path[1])
        ? 'clean'
        : 'client';
    }
  }
  const handler = handlers.find((h) => h.node === fn);
  // A GraphQL resolver function `(parent, args, context)`: the operation's arguments; a
  // socket listener `(payload, ack)` and an MCP tool `(args, extra)`: what the client sent.
  if (handler && isNamedOperation(handler.kind)) {
    const index = (fn as import('ts-morph').FunctionDeclaration).getParameters().indexOf(param);
    if (Node.isMethodDeclaration(fn) && fn.getParent() && Node.isClassDeclaration(fn.getParent())) return undefined;
    return index === (handler.kind === 'graphql' ? 1 : 0) ? 'client' : 'clean';
  }
  if (handler && handler.kind !== 'trpc' && !Node.isCallExpression(fn.getParent())) {
    const index = (fn as import('ts-morph').FunctionDeclaration).getParameters().indexOf(param);
    if (isServerFunction(handler.kind)) return 'client';
    // A Wasp action or query: its first argument is what the client sent.
    if (handler.kind === 'wasp' && handler.path?.startsWith('/operations/') && index === 0) return 'client';
    // Next.js app router: the second argument carries the route params.
    if (handler.kind === 'next-app' && index === 1) return 'client';
    // the request object itself: its parts are reads (`isRequestRead`), the rest is not the client's data
    return 'clean';
  }
  return undefined;
}

/**
 * What the question knows that the walk does not: schema parsing keeps the client's value
 * unless the field's schema admits only listed values; a constant table keyed by the input
 * is a server-side lookup; a server price scaled by the client's quantity is recomputed on
 * the server; `price.id` of `stripe.prices.retrieve(priceId)` is the id the client sent; a
 * field of a record the handler wrote is what it wrote there.
 */
function redirect(node: Node, path: readonly string[], client: (side: Node) => boolean): Redirect | undefined {
  const { Node, SyntaxKind } = loadTsMorph();
  if (Node.isElementAccessExpression(node) && isConstantTable(node.getExpression())) return [];
  if (Node.isPropertyAccessExpression(node)) {
    const retrieved = node.getName() === 'id' ? retrievedId(node.getExpression()) : undefined;
    if (retrieved) return [{ node: retrieved, path: [], what: 'the id asked for' }];
    const written = writtenValue(node.getExpression(), node.getName());
    if (written) return [{ node: written, path: [], what: `written to ${node.getName()}` }];
    return undefined;
  }
  if (Node.isBinaryExpression(node) && node.getOperatorToken().getKind() === SyntaxKind.AsteriskToken) {
    // price × quantity: a server price scaled by the client's quantity is recomputed on the
    // server; a client amount scaled by a constant (cents), or a product of client values, is not
    const [l, r] = [node.getLeft(), node.getRight()];
    if (isConstantNumber(r)) return [{ node: l, path }];
    if (isConstantNumber(l)) return [{ node: r, path }];
    return client(l) && client(r) ? [{ node: l, path }] : [];
  }
  if (Node.isCallExpression(node)) return callRedirect(node, path);
  return undefined;
}

function callRedirect(call: CallExpression, path: readonly string[]): Redirect | undefined {
  const { Node } = loadTsMorph();
  const callee = unwrap(call.getExpression());
  if (!Node.isPropertyAccessExpression(callee)) return undefined;
  const method = callee.getName();
  const receiver = unwrap(callee.getExpression());
  if (PARSE_METHODS.has(method)) {
    const arg = call.getArguments()[0];
    if (!arg) return [];
    const schema = objectSchema(receiver);
    // safeParse(…).data, Joi's .value: the parsed object itself
    const keys = path[0] === 'data' || path[0] === 'value' ? path.slice(1) : path;
    if (schema && keys[0] !== undefined && allowListField(schema, keys[0])) return [];
    return [{ node: arg, path: keys, what: 'parsed' }];
  }
  if (CARRY_METHODS.has(method)) {
    if (isConstantTable(receiver)) return [];
    // items.reduce((sum, i) => sum + i.price * i.qty, 0): what the callback returns
    const cb = call.getArguments()[0];
    if (method === 'reduce' && cb && (Node.isArrowFunction(unwrap(cb)) || Node.isFunctionExpression(unwrap(cb))))
      return returnedExpressions(unwrap(cb)).map((r) => ({ node: r, path }));
    return [{ node: receiver, path }];
  }
  return undefined;
}

/**
 * The options a procedure's callback receives, of which `input` (tRPC) or `parsedInput`
 * (next-safe-action) is the client's, parsed with the schema given to `.input(…)` /
 * `.schema(…)` earlier in the chain: `publicProcedure.input(z.object(…)).mutation(({ input }) => …)`.
 */
function procedureInput(
  call: CallExpression,
  fn: Node,
  param: ParameterDeclaration,
): { only: string; schema?: ObjectLiteralExpression } | undefined {
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
  return { only, schema };
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

/** A field of a schema that admits only listed values: z.enum, z.nativeEnum, z.literal, a union of literals. */
function allowListField(schema: ObjectLiteralExpression, name: string): boolean {
  const { Node } = loadTsMorph();
  const p = schema.getProperty(name);
  const field = p && Node.isPropertyAssignment(p) ? p.getInitializer() : undefined;
  if (!field) return false;
  const text = field.getText().replace(/\s+/g, '');
  return (
    /^z\.(enum|nativeEnum|literal)\(/.test(text) ||
    /^z\.union\(\[z\.literal/.test(text) ||
    /\.(valid|oneOf|isIn)\(/.test(text)
  );
}

/** `PRICES[planId]`: a const object/array literal of this file, or an imported UPPER_CASE table. */
export function isConstantTable(node: Node): boolean {
  const { Node } = loadTsMorph();
  const n = unwrap(node);
  if (Node.isPropertyAccessExpression(n)) return isConstantTable(n.getExpression());
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
