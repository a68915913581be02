import { isTestFile } from '../workspace/classify';
import { treeFact } from '../workspace/fact';
import type { CallExpression, Node, SourceFile } from 'ts-morph';
import { isStripeEventType } from './stripe-events';
import { loadTsMorph } from '../workspace/ts';
import type { TreeView } from '../workspace/workspace';
import { stringValue } from './handlers';
import { resolveImport } from './resolve-import';
import { localInitializer, normalizeRoutePath, sameFileFunction } from './routes';

/**
 * The test index: per test file, the modules it imports and mocks, and per test case the
 * route paths it requests, the statuses and errors it expects, the Stripe event types it
 * names and whether it makes a dependency fail. Only files a rule asks about are parsed
 * (find them with `testFilesMentioning`, a `git grep` over test paths).
 */

export interface TestRequest {
  method?: string;
  /** Normalised path (`/api/orders/:`), see normalizeRoutePath. */
  path: string;
  line: number;
}

export interface TestCase {
  name: string;
  line: number;
  endLine: number;
  requests: TestRequest[];
  statuses: number[];
  /** Expects a thrown error or rejection (`rejects.toThrow`, `toThrow`). */
  throws: boolean;
  /** Stripe event type strings named in the test (`payment_intent.succeeded`). */
  eventTypes: string[];
  /** Makes a mocked dependency fail (`mockRejectedValue`, a mock implementation that throws). */
  mocksRejection: boolean;
  /** Sends a Stripe signature (`generateTestHeaderString`, a `stripe-signature` header). */
  signed: boolean;
  /** Exported route handlers of imported modules it calls directly (`POST(req)`). */
  calls: HandlerCall[];
}

export interface HandlerCall {
  /** The repository file the handler was imported from. */
  module: string;
  name: string;
  line: number;
}

export interface TestImport {
  specifier: string;
  /** Repository file it resolves to (relative paths and tsconfig aliases); undefined for packages. */
  resolved?: string;
  line: number;
  names: string[];
  dynamic: boolean;
}

export interface TestMock {
  specifier: string;
  resolved?: string;
  line: number;
  /** The factory keeps the real module (`jest.requireActual`, `importOriginal`). */
  partial: boolean;
}

export interface TestFile {
  file: string;
  framework: 'jest' | 'vitest' | 'node:test' | 'mocha' | 'playwright' | 'cypress' | 'unknown';
  imports: TestImport[];
  mocks: TestMock[];
  /** Every request the file makes (test cases and helpers). */
  requests: TestRequest[];
  cases: TestCase[];
}

/** Test files that contain any of the words (a `git grep`), without parsing anything. */
export function testFilesMentioning(view: TreeView, words: string[]): string[] {
  const clean = [...new Set(words.filter((w) => w.length > 0))];
  if (clean.length === 0) return [];
  return view.grep(clean).filter(isTestFile);
}

/** The index of one test file (parsed once per run). */
export const testFile = treeFact((view: TreeView, path: string): TestFile | undefined => {
  const sf = view.sourceFile(path);
  return sf ? indexTestFile(view, sf, path) : undefined;
});

const HTTP_METHODS = new Set(['get', 'post', 'put', 'patch', 'delete', 'del', 'head', 'options']);
const MOCKERS = new Set([
  'jest.mock',
  'vi.mock',
  'jest.doMock',
  'vi.doMock',
  'jest.unstable_mockModule',
  'mock.module',
]);
const CASE_CALLEES = new Set(['it', 'test', 'specify']);

function indexTestFile(view: TreeView, sf: SourceFile, path: string): TestFile {
  const { Node, SyntaxKind } = loadTsMorph();
  const imports: TestImport[] = [];
  const mocks: TestMock[] = [];
  const resolve = (spec: string) => resolveImport(view, path, spec);

  for (const imp of sf.getImportDeclarations()) {
    const spec = imp.getModuleSpecifierValue();
    const names = [
      ...(imp.getDefaultImport() ? [imp.getDefaultImport()!.getText()] : []),
      ...imp.getNamedImports().map((n) => n.getAliasNode()?.getText() ?? n.getName()),
      ...(imp.getNamespaceImport() ? [imp.getNamespaceImport()!.getText()] : []),
    ];
    imports.push({ specifier: spec, resolved: resolve(spec), line: imp.getStartLineNumber(), names, dynamic: false });
  }

  const calls = sf.getDescendantsOfKind(SyntaxKind.CallExpression);
  for (const call of calls) {
    const callee = call.getExpression();
    const calleeText = callee.getText();
    const first = call.getArguments()[0];
    // require('../app') and await import('@/lib/notify')
    if ((calleeText === 'require' || callee.getKind() === SyntaxKind.ImportKeyword) && first) {
      const spec = stringValue(first);
      if (spec) {
        imports.push({
          specifier: spec,
          resolved: resolve(spec),
          line: call.getStartLineNumber(),
          names: [],
          dynamic: true,
        });
      }
    }
    if (MOCKERS.has(calleeText) && first) {
      const spec = stringValue(first);
      if (spec) {
        const factory = call.getArguments()[1];
        const partial = !!factory && /requireActual|importOriginal|importActual/.test(factory.getText());
        mocks.push({ specifier: spec, resolved: resolve(spec), line: call.getStartLineNumber(), partial });
      }
    }
  }

  // Route handlers imported by name (`import { POST } from '@/app/api/checkout/route'`).
  const handlerImports = new Map<string, string>();
  for (const imp of imports) {
    if (!imp.resolved) continue;
    for (const n of imp.names)
      if (/^(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS|handler|default)$/.test(n)) handlerImports.set(n, imp.resolved);
  }

  const requestsIn = (node: Node): TestRequest[] => requestsOf(node);
  const fileRequests = requestsIn(sf);

  const cases: TestCase[] = [];
  for (const call of calls) {
    if (!isCaseCall(call)) continue;
    const args = call.getArguments();
    const body = args.find((a) => Node.isArrowFunction(a) || Node.isFunctionExpression(a));
    if (!body) continue;
    const scopeNodes = [body, ...helpersCalledFrom(body, sf)];
    const requests = scopeNodes.flatMap(requestsIn);
    const text = scopeNodes.map((n) => n.getText()).join('\n');
    const handlerCalls: HandlerCall[] = [];
    for (const inner of body.getDescendantsOfKind(SyntaxKind.CallExpression)) {
      const ce = inner.getExpression();
      if (Node.isIdentifier(ce) && handlerImports.has(ce.getText())) {
        handlerCalls.push({
          module: handlerImports.get(ce.getText())!,
          name: ce.getText(),
          line: inner.getStartLineNumber(),
        });
      }
    }
    cases.push({
      name: stringValue(args[0]) ?? args[0]?.getText() ?? '',
      line: call.getStartLineNumber(),
      endLine: call.getEndLineNumber(),
      requests,
      statuses: statusesOf(scopeNodes),
      throws: /\.rejects\b|\btoThrow(Error)?\s*\(|\bassert\.rejects\b|\bassert\.throws\b/.test(body.getText()),
      eventTypes: [...new Set(scopeNodes.flatMap((n) => stringsOf(n).filter(isStripeEventType)))],
      mocksRejection:
        /mockRejectedValue|rejectedValue|mockImplementation(Once)?\(\s*(async\s*)?\([^)]*\)\s*=>\s*\{?\s*throw\b|Promise\.reject\(/.test(
          text,
        ),
      signed: /generateTestHeaderString|stripe-signature/i.test(text),
      calls: handlerCalls,
    });
  }
  return { file: path, framework: frameworkOf(sf, path), imports, mocks, requests: fileRequests, cases };
}

function isCaseCall(call: CallExpression): boolean {
  const { Node } = loadTsMorph();
  let callee: Node = call.getExpression();
  // it.only / test.skip / it.each(table)(...) / test.concurrent
  if (Node.isCallExpression(callee)) callee = callee.getExpression();
  while (Node.isPropertyAccessExpression(callee)) callee = callee.getExpression();
  return Node.isIdentifier(callee) && CASE_CALLEES.has(callee.getText());
}

/** Same-file helper functions a test body calls (one level): `function checkout(body) { return request(app)... }`. */
function helpersCalledFrom(body: Node, sf: SourceFile): Node[] {
  const { Node, SyntaxKind } = loadTsMorph();
  const out: Node[] = [];
  const seen = new Set<string>();
  for (const call of body.getDescendantsOfKind(SyntaxKind.CallExpression)) {
    const ce = call.getExpression();
    if (!Node.isIdentifier(ce) || seen.has(ce.getText())) continue;
    seen.add(ce.getText());
    const fn = sameFileFunction(sf, ce.getText());
    if (fn && !(fn.getPos() <= body.getPos() && body.getEnd() <= fn.getEnd())) out.push(fn);
  }
  return out;
}

/** Requests made in a node: supertest chains, fetch, `new Request(url, { method })`, inject. */
export function requestsOf(node: Node): TestRequest[] {
  const { Node, SyntaxKind } = loadTsMorph();
  const out: TestRequest[] = [];
  const pathOf = (n: Node | undefined): string | undefined => {
    if (!n) return undefined;
    let v = stringValue(n);
    if (v === undefined && Node.isIdentifier(n)) {
      const init = localInitializer(n, node);
      v = init ? stringValue(init) : undefined;
    }
    if (v === undefined) return undefined;
    const p = normalizeRoutePath(v);
    return p.startsWith('/') ? p : undefined;
  };
  const methodOf = (init: Node | undefined): string | undefined => {
    if (!init || !Node.isObjectLiteralExpression(init)) return undefined;
    const m = init.getProperty('method');
    return m && Node.isPropertyAssignment(m) ? stringValue(m.getInitializer())?.toUpperCase() : undefined;
  };
  for (const call of node.getDescendantsOfKind(SyntaxKind.CallExpression)) {
    const ce = call.getExpression();
    const args = call.getArguments();
    if (Node.isPropertyAccessExpression(ce) && HTTP_METHODS.has(ce.getName())) {
      // request(app).post('/x'), agent.get('/x'), page.request.get('/x')
      if (args.some((a) => Node.isArrowFunction(a) || Node.isFunctionExpression(a))) continue;
      const p = pathOf(args[0]);
      if (p) {
        const m = ce.getName();
        out.push({ method: m === 'del' ? 'DELETE' : m.toUpperCase(), path: p, line: call.getStartLineNumber() });
      }
    } else if (Node.isIdentifier(ce) && ce.getText() === 'fetch') {
      const p = pathOf(args[0]);
      if (p) out.push({ method: methodOf(args[1]) ?? 'GET', path: p, line: call.getStartLineNumber() });
    } else if (Node.isPropertyAccessExpression(ce) && (ce.getName() === 'inject' || ce.getName() === 'request')) {
      // fastify.inject({ method, url }) / app.request('/x') (Hono)
      const a = args[0];
      if (a && Node.isObjectLiteralExpression(a)) {
        const url = a.getProperty('url') ?? a.getProperty('path');
        const p = url && Node.isPropertyAssignment(url) ? pathOf(url.getInitializer()) : undefined;
        if (p) out.push({ method: methodOf(a), path: p, line: call.getStartLineNumber() });
      } else {
        const p = pathOf(a);
        if (p) out.push({ method: methodOf(args[1]) ?? 'GET', path: p, line: call.getStartLineNumber() });
      }
    } else if (Node.isIdentifier(ce) && (ce.getText() === 'visit' || ce.getText() === 'goto')) {
      const p = pathOf(args[0]);
      if (p) out.push({ path: p, line: call.getStartLineNumber() });
    } else if (Node.isPropertyAccessExpression(ce) && (ce.getName() === 'goto' || ce.getName() === 'visit')) {
      const p = pathOf(args[0]);
      if (p) out.push({ path: p, line: call.getStartLineNumber() });
    }
  }
  for (const ne of node.getDescendantsOfKind(SyntaxKind.NewExpression)) {
    const name = ne.getExpression().getText();
    if (name !== 'Request' && name !== 'NextRequest') continue;
    const args = ne.getArguments() ?? [];
    const p = pathOf(args[0]);
    if (p) out.push({ method: methodOf(args[1]) ?? 'GET', path: p, line: ne.getStartLineNumber() });
  }
  return out;
}

/** HTTP statuses a test asserts: `expect(res.status).toBe(400)`, `.expect(500)`, `toHaveProperty('status', 500)`. */
function statusesOf(nodes: Node[]): number[] {
  const { Node, SyntaxKind } = loadTsMorph();
  const out = new Set<number>();
  for (const node of nodes) {
    for (const call of node.getDescendantsOfKind(SyntaxKind.CallExpression)) {
      const ce = call.getExpression();
      if (!Node.isPropertyAccessExpression(ce)) continue;
      const name = ce.getName();
      const nums = call
        .getArguments()
        .filter((a) => Node.isNumericLiteral(a))
        .map((a) => Number(a.getText()))
        .filter((n) => n >= 100 && n <= 599);
      if (nums.length === 0) continue;
      if (name === 'expect' || name === 'toHaveStatus' || name === 'status') {
        // supertest `.expect(500)` / playwright `toHaveStatus`
        if (name !== 'status' || /expect|assert/.test(ce.getExpression().getText())) nums.forEach((n) => out.add(n));
      } else if (name === 'toHaveProperty') {
        const key = stringValue(call.getArguments()[0]);
        if (key && /status/i.test(key)) nums.forEach((n) => out.add(n));
      } else if (/^(toBe|toEqual|toStrictEqual|equal|equals|strictEqual|eql)$/.test(name)) {
        if (/status/i.test(ce.getExpression().getText()) || /status/i.test(call.getParent()?.getText() ?? ''))
          nums.forEach((n) => out.add(n));
      }
    }
  }
  return [...out];
}

function stringsOf(node: Node): string[] {
  const { Node } = loadTsMorph();
  const out: string[] = [];
  node.forEachDescendant((d) => {
    if (Node.isStringLiteral(d) || Node.isNoSubstitutionTemplateLiteral(d)) out.push(d.getLiteralValue());
  });
  return out;
}

function frameworkOf(sf: SourceFile, path: string): TestFile['framework'] {
  const specs = sf.getImportDeclarations().map((i) => i.getModuleSpecifierValue());
  if (specs.includes('vitest')) return 'vitest';
  if (specs.some((s) => s.startsWith('@playwright/test'))) return 'playwright';
  if (/(^|\/)cypress\/|\.cy\.[jt]sx?$/.test(path)) return 'cypress';
  if (specs.includes('node:test')) return 'node:test';
  if (/\bjest\./.test(sf.getFullText())) return 'jest';
  if (specs.includes('mocha') || specs.includes('chai')) return 'mocha';
  return 'unknown';
}
