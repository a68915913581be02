import { requestHandlers } from '../../src/extractors/http/handlers';
import { workspaceFor } from '../helpers/workspace';

/** GraphQL resolvers, socket message handlers and MCP tools: handlers asked for by name, not by path. */
const cases: { name: string; file: string; source: string; expected: string[] }[] = [
  {
    name: 'NestJS resolver: queries, mutations and fields, named by the decorator option or the method',
    file: 'src/users/users.resolver.ts',
    source: `import { Args, Mutation, Query, ResolveField, Resolver } from '@nestjs/graphql';
@Resolver(() => User)
export class UsersResolver {
  constructor(private readonly users: UsersService) {}
  @Query(() => User, { name: 'me' })
  current(@Context() ctx) { return this.users.find(ctx.user.id); }
  @Mutation(() => User)
  updateEmail(@Args('email') email: string) { return this.users.updateEmail(email); }
  @ResolveField()
  posts(@Parent() user: User) { return this.users.posts(user.id); }
  private helper() {}
}
`,
    expected: ['graphql QUERY me current', 'graphql MUTATION updateEmail updateEmail', 'graphql FIELD posts posts'],
  },
  {
    name: 'TypeGraphQL resolver: @FieldResolver and a name option',
    file: 'src/recipe.resolver.ts',
    source: `@Resolver(Recipe)
export class RecipeResolver {
  @Query((returns) => [Recipe], { name: 'recipes' }) list() { return []; }
  @FieldResolver() rating(@Root() recipe: Recipe) { return 5; }
}
`,
    expected: ['graphql QUERY recipes list', 'graphql FIELD rating rating'],
  },
  {
    name: 'a resolver map (graphql-tools, Apollo): root fields as functions, methods and referenced functions',
    file: 'src/graphql/resolvers.ts',
    source: `import type { Resolvers } from './generated';
async function createOrder(_parent, args, ctx) { return ctx.orders.create(args.input); }
export const resolvers: Resolvers = {
  Query: {
    order: (_parent, { id }, ctx) => ctx.orders.find(id),
    async orders(_parent, _args, ctx) { return ctx.orders.list(); },
  },
  Mutation: { createOrder },
  Subscription: { orderPlaced: { subscribe: () => pubsub.asyncIterator('ORDER') } },
  Order: { total: (order) => order.amount },
};
`,
    expected: [
      'graphql QUERY order order',
      'graphql QUERY orders orders',
      'graphql SUBSCRIPTION orderPlaced orderPlaced',
    ],
  },
  {
    name: 'Pothos and Nexus root fields declared by builder calls',
    file: 'src/schema/orders.ts',
    source: `builder.mutationField('cancelOrder', (t) =>
  t.field({ type: Order, args: { id: t.arg.id() }, resolve: async (_root, args, ctx) => cancel(args.id) }),
);
export const Orders = queryField('orders', { type: list(Order), resolve(_root, _args, ctx) { return ctx.db.order.findMany(); } });
`,
    expected: ['graphql MUTATION cancelOrder cancelOrder', 'graphql QUERY orders orders'],
  },
  {
    name: 'NestJS gateway: @SubscribeMessage methods by their event (decorators imported under other names too), not the lifecycle hooks',
    file: 'src/chat/chat.gateway.ts',
    source: `const EVENTS = { JOIN: 'room:join' } as const;
import { WebSocketGateway as WsGateway, SubscribeMessage as On } from '@nestjs/websockets';
@WsGateway({ namespace: 'chat' })
export class ChatGateway implements OnGatewayConnection {
  handleConnection(client: Socket) {}
  @SubscribeMessage(EVENTS.JOIN)
  join(@MessageBody() room: string, @ConnectedSocket() client: Socket) { return this.rooms.join(room, client.id); }
  @On('message') send(@MessageBody() body: string) { return body; }
}
`,
    expected: ['socket MESSAGE room:join join', 'socket MESSAGE message send'],
  },
  {
    name: "socket.io: listeners a connection handler registers on its socket, not the socket's lifecycle events",
    file: 'src/realtime.ts',
    source: `import { Server } from 'socket.io';
export function attach(io: Server) {
  io.on('connection', (socket) => {
    socket.on('order:track', async (id, ack) => ack(await track(id)));
    socket.on('cursor', onCursor);
    socket.on('disconnect', () => leave(socket.id));
    other.on('order:other', () => {});
  });
}
function onCursor(position) { broadcast(position); }
`,
    expected: ['socket MESSAGE order:track order:track', 'socket MESSAGE cursor cursor'],
  },
  {
    name: 'MCP server tools: `tool(name, …, fn)` and `registerTool(name, config, fn)`, by the name clients call',
    file: 'src/mcp/tools/tasks.ts',
    source: `import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
export function registerTaskTools(server: McpServer, userId: string) {
  server.tool('create_task', 'Create a task', { title: z.string() }, async (params) => {
    const task = await createTask(userId, params.title);
    return { content: [{ type: 'text', text: task.id }] };
  });
  server.registerTool('list_tasks', { description: 'List tasks' }, listTasks);
}
async function listTasks() { return { content: [] }; }
`,
    expected: ['mcp TOOL create_task create_task', 'mcp TOOL list_tasks list_tasks'],
  },
  {
    name: 'look-alike: a `tool()` call of something else in a module that never speaks of MCP',
    file: 'src/ai/agent.ts',
    source: `import { tool } from 'ai';
export const agent = { tool: (name: string, fn: () => void) => fn };
agent.tool('search', () => search());
`,
    expected: [],
  },
  {
    name: 'look-alike: a controller with @Query() parameters is no resolver',
    file: 'src/orders.controller.ts',
    source: `@Controller('orders')
export class OrdersController {
  @Get() list(@Query() q: ListDto) { return []; }
}
`,
    expected: ['nest GET /orders list'],
  },
  {
    name: 'a resolver map whose file speaks of GraphQL only by its place (a graphql/ folder, *.resolvers.ts)',
    file: 'src/modules/promotion/graphql/types/LandingPage/LandingPage.admin.resolvers.ts',
    source: `export default {
  Query: {
    landingPage: async (_: unknown, { id }: { id: number }, { pool }: any) => load(pool, id),
  },
};
`,
    expected: ['graphql QUERY landingPage landingPage'],
  },
  {
    name: 'look-alike: an object with a `Query` key in a file that never speaks of GraphQL',
    file: 'src/cache/keys.ts',
    source: `export const handlers = { Query: { refresh: () => invalidate() }, Mutation: { save: () => 1 } };
`,
    expected: [],
  },
  {
    name: 'look-alike: an emitter or a stream listened to outside a connection handler',
    file: 'src/events.ts',
    source: `emitter.on('order:placed', (order) => notify(order));
stream.on('data', (chunk) => chunks.push(chunk));
`,
    expected: [],
  },
];

describe('GraphQL resolvers and socket message handlers', () => {
  const ws = workspaceFor({ base: Object.fromEntries(cases.map((c) => [c.file, c.source])) });
  it.each(cases)('$name', ({ file, expected }) => {
    const found = requestHandlers(ws.head, file).map((h) =>
      [h.kind, h.method, h.operation ?? h.path ?? '', h.name ?? ''].join(' ').trim(),
    );
    expect(found).toEqual(expected);
  });

  it('gives them no HTTP path: routes and path matching leave them alone', () => {
    for (const h of requestHandlers(ws.head, 'src/users/users.resolver.ts')) expect(h.path).toBeUndefined();
  });
});
