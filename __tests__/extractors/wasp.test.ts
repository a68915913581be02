import { requestHandlers } from '../../src/extractors/http/handlers';
import { parseWasp, waspPagesCalling } from '../../src/extractors/http/wasp';
import { workspaceFor } from '../helpers/workspace';

const mainWasp = `app OpenApp {
  wasp: { version: "^0.16.0" },
  title: "Open App", // a comment
  head: ["<link rel='icon' href='/favicon.ico' />"],
  auth: { userEntity: User, methods: { email: {} }, onAuthFailedRedirectTo: "/login" },
}

/* The routes */
route FilesRoute { path: "/files", to: FilesPage }
page FilesPage {
  authRequired: true,
  component: import FilesPage from "@src/files/FilesPage"
}
route DemoRoute { path: "/demo", to: DemoPage }
page DemoPage { component: import { DemoPage } from "@src/demo/DemoPage" }

action addFile {
  fn: import { addFile } from "@src/files/operations",
  entities: [User, File]
}
query getFiles {
  fn: import { getFiles } from "@src/files/operations",
  entities: [User, File],
}
api paymentsWebhook {
  fn: import { paymentsWebhook } from "@src/payment/webhook",
  middlewareConfigFn: import { rawBody } from "@src/payment/webhook",
  httpRoute: (POST, "/payments-webhook")
}
entity Legacy {=psl
  id Int @id
psl=}
job dailyStats { executor: PgBoss, perform: { fn: import { stats } from "@src/jobs/stats" } }
`;

const app = {
  'app/main.wasp': mainWasp,
  'app/src/files/operations.ts': `export const addFile = async (args: { key: string }, context: { user: { id: string } }) => {
  return { key: args.key, owner: context.user.id };
};
export async function getFiles(_args: unknown, context: { user: { id: string } }) {
  return [{ owner: context.user.id }];
}
`,
  'app/src/files/FilesPage.tsx': `import { FileList } from './FileList';
export default function FilesPage() {
  return <FileList />;
}
`,
  'app/src/files/FileList.tsx': `import { useQuery, getFiles } from 'wasp/client/operations';
export function FileList() {
  const { data } = useQuery(getFiles);
  return <ul>{(data ?? []).length}</ul>;
}
`,
  'app/src/demo/DemoPage.tsx': `import addFile from '@wasp/actions/addFile';
export function DemoPage() {
  return <button onClick={() => addFile({ key: 'k' })}>add</button>;
}
`,
  'app/src/payment/webhook.ts': `import { processor } from './processor';
export const paymentsWebhook = processor.webhook;
export const rawBody = (config: unknown) => config;
`,
  'app/src/payment/processor.ts': `import { stripeWebhook } from './stripe/webhook';
export const processor = { id: 'stripe', webhook: stripeWebhook };
`,
  'app/src/payment/stripe/webhook.ts': `export const stripeWebhook = async (request: any, response: any) => {
  return response.status(204).send();
};
`,
};

describe('parseWasp', () => {
  const decls = parseWasp(mainWasp);

  it('reads every top-level declaration, with its line', () => {
    expect(decls.map((d) => `${d.kind} ${d.name}:${d.line}`)).toEqual([
      'app OpenApp:1',
      'route FilesRoute:9',
      'page FilesPage:10',
      'route DemoRoute:14',
      'page DemoPage:15',
      'action addFile:17',
      'query getFiles:21',
      'api paymentsWebhook:25',
      'entity Legacy:30',
      'job dailyStats:33',
    ]);
  });

  it('reads imports, tuples, lists, names and quoted blocks', () => {
    const api = decls.find((d) => d.name === 'paymentsWebhook')!;
    expect(api.value).toMatchObject({ type: 'dict' });
    const entries = api.value.type === 'dict' ? api.value.entries : new Map();
    expect(entries.get('fn')).toEqual({
      type: 'import',
      name: 'paymentsWebhook',
      isDefault: false,
      from: '@src/payment/webhook',
    });
    expect(entries.get('httpRoute')).toEqual({
      type: 'tuple',
      items: [
        { type: 'name', value: 'POST' },
        { type: 'string', value: '/payments-webhook' },
      ],
    });
    const page = decls.find((d) => d.name === 'FilesPage')!;
    expect(page.value.type === 'dict' && page.value.entries.get('component')).toEqual({
      type: 'import',
      name: 'FilesPage',
      isDefault: true,
      from: '@src/files/FilesPage',
    });
    const legacy = decls.find((d) => d.name === 'Legacy')!;
    expect(legacy.value).toMatchObject({ type: 'quoted', tag: 'psl' });
  });

  it.each([
    ['an unclosed dictionary', 'action a { fn: import { a } from "@src/a" }\naction b { fn: 1 ', ['action a']],
    ['a character the language does not have', 'route R { path: "/", to: P }\npage P { component: @ }', ['route R']],
    ['an import without a source', 'route R { path: "/", to: P }\naction a { fn: import { a } }', ['route R']],
    ['nothing at all', '', []],
  ])('stops at %s and keeps the declarations before it', (_name, text, expected) => {
    expect(parseWasp(text).map((d) => `${d.kind} ${d.name}`)).toEqual(expected);
  });
});

describe('Wasp operations and endpoints', () => {
  const ws = workspaceFor({ base: app });
  const summary = (path: string) =>
    requestHandlers(ws.head, path).map((h) => `${h.kind} ${h.method} ${h.path ?? ''} ${h.name ?? ''}`.trim());

  it('are request handlers in the file that writes their function', () => {
    expect(summary('app/src/files/operations.ts')).toEqual([
      'wasp POST /operations/add-file addFile',
      'wasp POST /operations/get-files getFiles',
    ]);
  });

  it('follow an api through re-exported values to the function that serves it', () => {
    expect(summary('app/src/payment/stripe/webhook.ts')).toEqual(['wasp POST /payments-webhook paymentsWebhook']);
    expect(summary('app/src/payment/webhook.ts')).toEqual([]);
  });

  it('a job is not a request handler, nor is a component', () => {
    expect(summary('app/src/files/FilesPage.tsx')).toEqual([]);
  });

  it('pages whose component calls an operation, through its own modules, by either client import', () => {
    expect(waspPagesCalling(ws.head, 'getFiles')).toEqual(['/files']);
    expect(waspPagesCalling(ws.head, 'addFile')).toEqual(['/demo']);
    expect(waspPagesCalling(ws.head, 'paymentsWebhook')).toEqual([]);
  });
});
