import type { CallExpression, Decorator, Node, SourceFile } from 'ts-morph';
import { loadTsMorph } from '../../workspace/ts';
import { importsOf } from '../code/module-graph';
import { stringValueOf } from '../code/values';
import type { TreeView } from '../../workspace/workspace';

/**
 * Handlers of requests that are no HTTP route of their own: GraphQL operations (resolved
 * under the server's one GraphQL endpoint), socket messages and the tools of a Model
 * Context Protocol server. A client asks for them by name, so a handler here carries the
 * name its clients use (`operation`).
 */
export interface MessageHandler {
  kind: 'graphql' | 'socket' | 'mcp';
  /** `QUERY`, `MUTATION`, `SUBSCRIPTION` or `FIELD` for GraphQL; `MESSAGE` for a socket event; `TOOL` for an MCP tool. */
  method: string;
  /** The GraphQL field, the socket event or the MCP tool the client names. */
  operation: string;
  node: Node;
  name?: string;
}

const GRAPHQL_DECORATORS: Record<string, string> = {
  Query: 'QUERY',
  Mutation: 'MUTATION',
  Subscription: 'SUBSCRIPTION',
  ResolveField: 'FIELD',
  ResolveProperty: 'FIELD',
  FieldResolver: 'FIELD',
};

const GRAPHQL_ROOTS: Record<string, string> = { Query: 'QUERY', Mutation: 'MUTATION', Subscription: 'SUBSCRIPTION' };

/** Builder calls of Pothos and Nexus that declare one root field: `builder.mutationField('x', (t) => t.field({ resolve }))`. */
const FIELD_BUILDERS: Record<string, string> = {
  queryField: 'QUERY',
  mutationField: 'MUTATION',
  subscriptionField: 'SUBSCRIPTION',
};

/** Events a socket server raises itself: no client sends them by name. */
const LIFECYCLE_EVENTS = new Set(['connection', 'connect', 'disconnect', 'disconnecting', 'error', 'close']);

/**
 * GraphQL resolvers and socket message handlers declared in a file:
 * - classes decorated `@Resolver()` (NestJS, TypeGraphQL) with `@Query`/`@Mutation`/
 *   `@Subscription`/`@ResolveField`/`@FieldResolver` methods, named by the decorator's `name`
 *   option or string argument, else the method;
 * - resolver maps (`{ Query: { user: … }, Mutation: { … } }`, graphql-tools and Apollo)
 *   in a file that speaks of GraphQL (in its text, or its path: a `graphql/` folder, `*.resolvers.ts`);
 * - Pothos and Nexus root fields (`builder.mutationField('x', …)`);
 * - classes decorated `@WebSocketGateway()` with `@SubscribeMessage('event')` methods;
 * - socket.io listeners a connection handler registers on its socket
 *   (`io.on('connection', (socket) => socket.on('join', …))`);
 * - the tools an MCP server registers (`server.tool('create_task', schema, async (args) => …)`,
 *   `server.registerTool(name, config, fn)`) in a module of the MCP SDK's
 *   (`@modelcontextprotocol/sdk`): a client calls each by its name over the server's transport.
 */
export function messageHandlersIn(
  view: TreeView,
  sf: SourceFile,
  calls: () => CallExpression[],
  functionOf: (node: Node) => Node | undefined,
): MessageHandler[] {
  const { Node } = loadTsMorph();
  const out: MessageHandler[] = [];
  const text = sf.getFullText();

  const original = importedAs(view, sf);
  const decorated = (node: { getDecorators(): Decorator[] }, name: string) =>
    node.getDecorators().find((d) => original(d.getName()) === name);
  for (const cls of sf.getClasses()) {
    const resolver = decorated(cls, 'Resolver');
    const gateway = decorated(cls, 'WebSocketGateway');
    if (!resolver && !gateway) continue;
    for (const m of cls.getMethods()) {
      for (const d of m.getDecorators()) {
        const args = d.getArguments();
        const decorator = original(d.getName());
        if (resolver && GRAPHQL_DECORATORS[decorator]) {
          const named = args.map((a) => optionName(view, a)).find((n) => n !== undefined);
          out.push({
            kind: 'graphql',
            method: GRAPHQL_DECORATORS[decorator],
            operation: named ?? m.getName(),
            node: m,
            name: m.getName(),
          });
        } else if (gateway && decorator === 'SubscribeMessage') {
          const event = stringValueOf(view, args[0]);
          if (event) out.push({ kind: 'socket', method: 'MESSAGE', operation: event, node: m, name: m.getName() });
        }
      }
    }
  }

  // a file that speaks of GraphQL in its text or its place (`graphql/types/…`, `user.resolvers.ts`)
  const speaksGraphql = /graphql|\bgql\b|Resolvers?\b/i.test(text) || /graphql|resolvers?\b/i.test(view.pathOf(sf));
  if (/\b(Query|Mutation|Subscription)\s*:/.test(text) && speaksGraphql) {
    for (const obj of sf.getDescendantsOfKind(loadTsMorph().SyntaxKind.ObjectLiteralExpression)) {
      for (const prop of obj.getProperties()) {
        if (!Node.isPropertyAssignment(prop)) continue;
        const root = GRAPHQL_ROOTS[prop.getName()];
        const fields = prop.getInitializer();
        if (!root || !fields || !Node.isObjectLiteralExpression(fields)) continue;
        for (const field of fields.getProperties()) {
          const fn = fieldFunction(field, functionOf);
          if (fn)
            out.push({
              kind: 'graphql',
              method: root,
              operation: propertyName(field),
              node: fn,
              name: propertyName(field),
            });
        }
      }
    }
  }

  const hasFieldBuilders = /\b(query|mutation|subscription)Field\s*\(/.test(text);
  const hasListeners = /\.on\s*\(\s*['"`]conn/.test(text);
  const mcp = /\.(tool|registerTool)\s*\(/.test(text) && speaksMcp(view, sf);
  if (!hasFieldBuilders && !hasListeners && !mcp) return out;
  for (const call of calls()) {
    const callee = call.getExpression();
    const member = Node.isPropertyAccessExpression(callee)
      ? callee.getName()
      : Node.isIdentifier(callee)
        ? callee.getText()
        : undefined;
    if (member && FIELD_BUILDERS[member]) {
      const [nameArg, ...rest] = call.getArguments();
      const name = stringValueOf(view, nameArg);
      const resolve = rest.flatMap((a) => resolveFunctions(a))[0];
      if (name && resolve)
        out.push({ kind: 'graphql', method: FIELD_BUILDERS[member], operation: name, node: resolve, name });
    } else if (mcp && MCP_TOOL_METHODS.has(member ?? '') && Node.isPropertyAccessExpression(callee)) {
      const args = call.getArguments();
      const name = stringValueOf(view, args[0]);
      const last = args.at(-1);
      const fn = args.length >= 2 && last ? functionOf(last) : undefined;
      if (name && fn) out.push({ kind: 'mcp', method: 'TOOL', operation: name, node: fn, name });
    } else if (member === 'on' && Node.isPropertyAccessExpression(callee)) {
      const [event, listenerArg] = call.getArguments();
      if (!/^conn/.test(stringValueOf(view, event) ?? '') || !listenerArg) continue;
      const listener = functionOf(listenerArg);
      if (
        !listener ||
        !(Node.isArrowFunction(listener) || Node.isFunctionExpression(listener) || Node.isFunctionDeclaration(listener))
      )
        continue;
      const socket = listener.getParameters()[0];
      if (!socket || !Node.isIdentifier(socket.getNameNode())) continue;
      out.push(...socketListeners(view, listener, socket.getName(), functionOf));
    }
  }
  return out;
}

/** The MCP server's methods that register a tool (`tool` in SDK 1.x, `registerTool` since 1.17). */
const MCP_TOOL_METHODS = new Set(['tool', 'registerTool']);

/**
 * The module imports the MCP SDK (`@modelcontextprotocol/sdk/server/mcp.js`), or names its
 * server type (`server: import('@modelcontextprotocol/sdk/server/mcp.js').McpServer`).
 */
function speaksMcp(view: TreeView, sf: SourceFile): boolean {
  return (
    importsOf(view, view.pathOf(sf)).some((i) => i.specifier.startsWith('@modelcontextprotocol/')) ||
    /\bMcpServer\b/.test(sf.getFullText())
  );
}

/**
 * The name a file's local name stands for when it is imported under another
 * (`import { WebSocketGateway as WsGateway } from '@nestjs/websockets'`); else the name.
 */
function importedAs(view: TreeView, sf: SourceFile): (local: string) => string {
  const aliases = new Map<string, string>();
  for (const imp of importsOf(view, view.pathOf(sf)))
    for (const b of imp.bindings) if (b.local !== b.imported && b.imported !== '*') aliases.set(b.local, b.imported);
  return (local) => aliases.get(local) ?? local;
}

/** `socket.on('event', fn)` calls inside a connection handler, on its socket parameter. */
function socketListeners(
  view: TreeView,
  connection: Node,
  socket: string,
  functionOf: (node: Node) => Node | undefined,
): MessageHandler[] {
  const { Node, SyntaxKind } = loadTsMorph();
  const out: MessageHandler[] = [];
  for (const call of connection.getDescendantsOfKind(SyntaxKind.CallExpression)) {
    const callee = call.getExpression();
    if (!Node.isPropertyAccessExpression(callee) || callee.getName() !== 'on') continue;
    if (callee.getExpression().getText() !== socket) continue;
    const [eventArg, listener] = call.getArguments();
    const event = stringValueOf(view, eventArg);
    if (!event || LIFECYCLE_EVENTS.has(event) || !listener) continue;
    const fn = functionOf(listener);
    if (fn) out.push({ kind: 'socket', method: 'MESSAGE', operation: event, node: fn, name: event });
  }
  return out;
}

/** The name a decorator's options give (`{ name: 'user' }`), or its name argument (`@Query('user')`). */
function optionName(view: TreeView, arg: Node): string | undefined {
  const { Node } = loadTsMorph();
  if (Node.isStringLiteral(arg) || Node.isNoSubstitutionTemplateLiteral(arg)) return arg.getLiteralValue();
  if (!Node.isObjectLiteralExpression(arg)) return undefined;
  const name = arg.getProperty('name');
  return name && Node.isPropertyAssignment(name) ? stringValueOf(view, name.getInitializer()) : undefined;
}

function propertyName(prop: Node): string {
  const { Node } = loadTsMorph();
  if (Node.isPropertyAssignment(prop) || Node.isMethodDeclaration(prop) || Node.isShorthandPropertyAssignment(prop))
    return prop.getName().replace(/^['"`]|['"`]$/g, '');
  return prop.getText();
}

/** A resolver map's field: a method, a function, or an object with a `resolve`/`subscribe` function. */
function fieldFunction(field: Node, functionOf: (node: Node) => Node | undefined): Node | undefined {
  const { Node } = loadTsMorph();
  if (Node.isMethodDeclaration(field)) return field;
  if (!Node.isPropertyAssignment(field)) return undefined;
  const init = field.getInitializer();
  if (!init) return undefined;
  return Node.isObjectLiteralExpression(init) ? resolveFunctions(init)[0] : functionOf(init);
}

/** Functions under `resolve`/`subscribe` keys of an options object, at any depth (`t.field({ resolve })`). */
function resolveFunctions(node: Node): Node[] {
  const { Node, SyntaxKind } = loadTsMorph();
  const out: Node[] = [];
  const props = Node.isObjectLiteralExpression(node)
    ? [node, ...node.getDescendantsOfKind(SyntaxKind.ObjectLiteralExpression)]
    : node.getDescendantsOfKind(SyntaxKind.ObjectLiteralExpression);
  for (const obj of props) {
    for (const key of ['resolve', 'subscribe']) {
      const p = obj.getProperty(key);
      if (!p) continue;
      if (Node.isMethodDeclaration(p)) out.push(p);
      else if (Node.isPropertyAssignment(p)) {
        const init = p.getInitializer();
        if (init && (Node.isArrowFunction(init) || Node.isFunctionExpression(init))) out.push(init);
      }
    }
  }
  return out;
}
