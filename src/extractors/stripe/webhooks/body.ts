import type { CallExpression, Node, SourceFile } from 'ts-morph';
import { eolOf } from '../../../core/edits';
import type { TextEdit } from '../../../core/types';
import { declarationOf, specifierOf } from '../../code/ast';
import { loadTsMorph } from '../../../workspace/ts';
import { isCodeFile, type TreeView } from '../../../workspace/workspace';
import { isTestCode } from '../../../workspace/classify';
import { stringValue } from '../../http/handlers';
import { resolveImport } from '../../code/resolve-import';
import { propertyNode } from '../../code/values';
import type { WebhookEndpoint, WebhookProblem, WebhookVerification } from './model';

// ---------------------------------------------------------------------------
// The body that gets verified.

type PayloadKind = 'raw' | 'raw-property' | 'req-body' | 'parsed' | 'reserialized' | 'unknown';

interface Payload {
  kind: PayloadKind;
  node: Node;
}

/** Where the verified payload comes from, following local variables. */
export function classifyPayload(expr: Node, depth = 0): Payload {
  const { Node } = loadTsMorph();
  const node = expr;
  if (depth > 6) return { kind: 'unknown', node };
  if (
    Node.isAsExpression(expr) ||
    Node.isParenthesizedExpression(expr) ||
    Node.isNonNullExpression(expr) ||
    Node.isAwaitExpression(expr) ||
    Node.isSatisfiesExpression(expr) ||
    Node.isTypeAssertion(expr)
  ) {
    return classifyPayload(expr.getExpression(), depth + 1);
  }
  if (Node.isCallExpression(expr)) {
    const callee = expr.getExpression();
    const text = callee.getText().replace(/\s+/g, '');
    const args = expr.getArguments();
    if (text === 'JSON.stringify') return { kind: 'reserialized', node: expr };
    if (text === 'JSON.parse') return { kind: 'parsed', node: expr };
    if (Node.isPropertyAccessExpression(callee)) {
      const m = callee.getName();
      if (['text', 'arrayBuffer', 'blob', 'bytes'].includes(m)) return { kind: 'raw', node: expr };
      if (m === 'json' || m === 'formData') return { kind: 'parsed', node: expr };
      if (m === 'toString' || m === 'from') {
        const inner = m === 'toString' ? callee.getExpression() : args[0];
        return inner ? classifyPayload(inner, depth + 1) : { kind: 'unknown', node };
      }
    }
    if (/^(buffer|getRawBody|rawBody|readRawBody|text|getRaw\w*|raw\w*)$/i.test(text))
      return { kind: 'raw', node: expr };
    if (text === 'Buffer.from' || text === 'String' || text === 'Buffer.concat') {
      return args[0] ? classifyPayload(args[0], depth + 1) : { kind: 'unknown', node };
    }
    return { kind: 'unknown', node };
  }
  if (Node.isPropertyAccessExpression(expr) || Node.isElementAccessExpression(expr)) {
    const name = Node.isPropertyAccessExpression(expr)
      ? expr.getName()
      : (stringValue(expr.getArgumentExpression()) ?? '');
    if (/^raw/i.test(name)) return { kind: 'raw-property', node: expr };
    if (name === 'body') return { kind: 'req-body', node: expr };
    return { kind: 'unknown', node };
  }
  if (Node.isIdentifier(expr)) {
    const value = valueOf(expr);
    if (value) return classifyPayload(value, depth + 1);
    // A parameter: Nest `@Body() body` is parsed; `@RawBody()` / `@Req() req: RawBodyRequest` are not.
    const param = declarationOf(expr);
    if (param && Node.isParameterDeclaration(param)) {
      const decorators = param.getDecorators().map((d) => d.getName());
      if (decorators.includes('Body')) return { kind: 'parsed', node: expr };
      if (decorators.some((d) => /raw/i.test(d))) return { kind: 'raw', node: expr };
    }
    return { kind: 'unknown', node };
  }
  return { kind: 'unknown', node };
}

/** The value a local variable holds: its initializer, else the last assignment before `use`. */
function valueOf(id: Node): Node | undefined {
  const { Node, SyntaxKind } = loadTsMorph();
  const decl = declarationOf(id);
  if (!decl || !Node.isVariableDeclaration(decl)) return undefined;
  const init = decl.getInitializer();
  if (init) return init;
  const fn = decl.getFirstAncestor(
    (a) =>
      Node.isFunctionDeclaration(a) ||
      Node.isArrowFunction(a) ||
      Node.isFunctionExpression(a) ||
      Node.isMethodDeclaration(a),
  );
  let last: Node | undefined;
  for (const b of (fn ?? decl.getSourceFile()).getDescendantsOfKind(SyntaxKind.BinaryExpression)) {
    if (b.getOperatorToken().getKind() !== SyntaxKind.EqualsToken) continue;
    if (b.getLeft().getText() !== id.getText() || b.getStart() > id.getStart()) continue;
    last = b.getRight();
  }
  return last;
}

export function bodyProblems(view: TreeView, sf: SourceFile, e: WebhookEndpoint): WebhookProblem[] {
  const out: WebhookProblem[] = [];
  for (const v of e.verifications) {
    if (!v.payload) continue;
    const p = classifyPayload(v.payload);
    const payloadFile = v.payloadFile ?? v.file;
    const at = (node: Node) => ({ file: payloadFile, line: node.getStartLineNumber(), node });
    const verifiedAt = { file: v.file, line: v.line, message: `${v.method} verifies this body` };
    if (p.kind === 'reserialized') {
      out.push({
        ...at(p.node),
        kind: 'reserialized-body',
        ...textBodyInstead(payloadFile, p.node),
        message: `The Stripe webhook verifies a re-serialised body (JSON.stringify of the parsed event), not the raw bytes Stripe signed, so real deliveries fail verification.`,
        fix: `Read the body as text (\`const payload = await req.text()\`) before anything parses it and pass that string to ${v.method}; parse the event only from what ${v.method} returns.`,
        related: [verifiedAt],
      });
    } else if (p.kind === 'parsed') {
      out.push({
        ...at(p.node),
        kind: 'parsed-body',
        ...textBodyInstead(payloadFile, p.node),
        message: `The Stripe webhook verifies a parsed JSON body instead of the raw bytes Stripe signed.`,
        fix: `Pass the raw request body (a Buffer or the text of the request) to ${v.method}, and do not parse it before verification.`,
        related: [verifiedAt],
      });
    } else if (p.kind === 'req-body') {
      out.push(...reqBodyProblems(view, sf, e, v));
    } else if (p.kind === 'raw-property' && e.framework === 'fastify') {
      out.push(...fastifyRawBodyProblems(view, e, v, verifiedAt));
    } else if (p.kind === 'raw-property' && e.framework === 'nest') {
      out.push(...nestRawBodyProblems(view, v, verifiedAt));
    }
    const parser = e.framework === 'next-pages' ? pagesBodyParser(sf) : undefined;
    if (parser && !parser.disabled) {
      const at = parser.node ?? e.node;
      out.push({
        file: e.file,
        line: at.getStartLineNumber(),
        node: at,
        kind: 'pages-body-parser',
        message: parser.node
          ? `The config of the Next.js pages-router webhook ${e.path ? `POST ${e.path}` : e.file} turns the body parser on (\`bodyParser\` is not \`false\`), so the raw body Stripe signed is consumed and parsed before ${v.method} runs, and genuine events fail verification.`
          : `The Next.js pages-router webhook ${e.path ? `POST ${e.path}` : e.file} keeps the default body parser (no \`export const config = { api: { bodyParser: false } }\`), so the raw body Stripe signed is gone before ${v.method} runs.`,
        fix: parser.node
          ? `Set \`bodyParser: false\` in the config of ${e.file} (a size limit does not apply to the raw stream; cap the bytes read in the raw-body reader instead) and verify the raw buffer.`
          : `Add \`export const config = { api: { bodyParser: false } };\` to ${e.file} and verify the raw buffer (\`await buffer(req)\` from micro, or read the stream).`,
        related: [verifiedAt],
      });
    }
  }
  return out;
}

/**
 * `request.rawBody` in Fastify is set by fastify-raw-body (or a content-type parser of the
 * app's own): registered with `global: false`, only for routes that opt in with
 * `config: { rawBody: true }`.
 */
function fastifyRawBodyProblems(
  view: TreeView,
  e: WebhookEndpoint,
  v: WebhookVerification,
  verifiedAt: { file: string; line: number; message: string },
): WebhookProblem[] {
  const { Node, SyntaxKind } = loadTsMorph();
  if (view.grep(['addContentTypeParser']).length > 0) return [];
  const plugin = view.grep(['fastify-raw-body']).filter(isCodeFile);
  if (plugin.length === 0) {
    return [
      {
        ...at(v.file, v.node),
        kind: 'fastify-body',
        message: `The Fastify Stripe webhook verifies request.rawBody, which nothing in the app sets: fastify-raw-body is not registered, so every delivery fails verification.`,
        fix: `Register fastify-raw-body (\`await app.register(rawBody, { field: 'rawBody', global: false, encoding: false })\`) and opt the webhook route in with \`config: { rawBody: true }\`.`,
        related: [verifiedAt],
      },
    ];
  }
  const optIn = plugin.some((f) => {
    const sf = view.sourceFile(f);
    return !!sf?.getDescendantsOfKind(SyntaxKind.CallExpression).some((c) => {
      const callee = c.getExpression();
      if (!Node.isPropertyAccessExpression(callee) || callee.getName() !== 'register') return false;
      const opts = c.getArguments()[1];
      return !!opts && /\bglobal\s*:\s*false\b/.test(opts.getText());
    });
  });
  if (!optIn) return [];
  const reg = e.handler?.registration;
  const optedIn = reg
    ?.getArguments()
    .some((a) => Node.isObjectLiteralExpression(a) && /\brawBody\s*:\s*true\b/.test(a.getText()));
  if (!reg || optedIn) return [];
  return [
    {
      ...at(e.registeredIn, reg),
      kind: 'fastify-body',
      message: `fastify-raw-body is registered with \`global: false\` and the Stripe webhook route in ${e.registeredIn} does not opt in with \`config: { rawBody: true }\`, so request.rawBody, which ${v.method} verifies, is undefined.`,
      fix: `Add \`{ config: { rawBody: true } }\` to the route options of the webhook in ${e.registeredIn}.`,
      related: [verifiedAt],
    },
  ];
}

function at(file: string, node: Node): { file: string; line: number; node: Node } {
  return { file, line: node.getStartLineNumber(), node };
}

/**
 * `req.rawBody` is only set when the Nest app is created with `rawBody: true`, by Nest's own
 * body parser: with `bodyParser: false` that parser does not run, and only a parser the app
 * registers itself that keeps the bytes (`json({ verify: (req, _res, buf) => … })`) sets it.
 */
function nestRawBodyProblems(
  view: TreeView,
  v: WebhookVerification,
  verifiedAt: { file: string; line: number; message: string },
): WebhookProblem[] {
  const { Node, SyntaxKind } = loadTsMorph();
  const out: WebhookProblem[] = [];
  for (const file of view
    .grep(['NestFactory'])
    .filter((f) => isCodeFile(f) && !isTestCode(f))
    .slice(0, 10)) {
    const sf = view.sourceFile(file);
    for (const call of sf ? sf.getDescendantsOfKind(SyntaxKind.CallExpression) : []) {
      if (!/^NestFactory\.create$/.test(call.getExpression().getText())) continue;
      const opts = call.getArguments().find((a) => Node.isObjectLiteralExpression(a));
      if (opts && /\brawBody\s*:\s*true\b/.test(opts.getText())) {
        const own = propertyNode(opts, 'bodyParser');
        if (own?.getText() !== 'false' || keepsRawBytes(sf!)) return [];
        out.push({
          file,
          line: call.getStartLineNumber(),
          node: own,
          kind: 'parsed-body',
          message: `The NestJS app is created with \`bodyParser: false\`, so Nest's body parser, the one \`rawBody: true\` makes keep the bytes, does not run: req.rawBody, which the Stripe webhook verifies, is undefined and every delivery fails verification.`,
          fix: `In ${file}, drop \`bodyParser: false\` and set the parsers' limits with \`app.useBodyParser('json', { limit })\` (Nest keeps rawBody for them), or keep the bytes in the parser you register: \`json({ limit, verify: (req, _res, buf) => { req.rawBody = buf; } })\`.`,
          related: [verifiedAt],
        });
        continue;
      }
      out.push({
        file,
        line: call.getStartLineNumber(),
        node: call,
        kind: 'parsed-body',
        message: `The NestJS app is created without \`rawBody: true\`, so req.rawBody, which the Stripe webhook verifies, is undefined and every delivery fails verification.`,
        fix: `Create the app with \`NestFactory.create(AppModule, { rawBody: true })\` in ${file}.`,
        related: [verifiedAt],
      });
    }
  }
  return out;
}

/**
 * The pages-router `export const config = { api: { bodyParser: … } }` of a file: whether it
 * turns Next's body parser off (`bodyParser: false`), and the declaration when there is one.
 */
function pagesBodyParser(sf: SourceFile): { disabled: boolean; node?: Node } {
  const { Node } = loadTsMorph();
  const decl = sf.getVariableDeclaration('config');
  if (!decl) return { disabled: false };
  const node = decl.getVariableStatement() ?? decl;
  const object = (n: Node | undefined) => {
    let v = n;
    while (v && (Node.isAsExpression(v) || Node.isSatisfiesExpression(v) || Node.isParenthesizedExpression(v)))
      v = v.getExpression();
    return v && Node.isObjectLiteralExpression(v) ? v : undefined;
  };
  const api = object(decl.getInitializer())?.getProperty('api');
  const apiObj = api && Node.isPropertyAssignment(api) ? object(api.getInitializer()) : undefined;
  const bp = apiObj?.getProperty('bodyParser');
  const disabled = !!bp && Node.isPropertyAssignment(bp) && bp.getInitializer()?.getText() === 'false';
  return { disabled, node };
}

/** Where a verified body is reported: where a caller passes it, else at the verification. */
function bodyAt(v: WebhookVerification): { file: string; line: number; node: Node } {
  return v.payloadFile && v.payload
    ? { file: v.payloadFile, line: v.payload.getStartLineNumber(), node: v.payload }
    : { file: v.file, line: v.line, node: v.node };
}

function reqBodyProblems(view: TreeView, sf: SourceFile, e: WebhookEndpoint, v: WebhookVerification): WebhookProblem[] {
  const verifiedAt = { file: v.file, line: v.line, message: `${v.method} verifies req.body here` };
  if (e.framework === 'express') return expressBodyProblems(view, sf, e, v, verifiedAt);
  if (e.framework === 'fastify') {
    // Only a content-type parser that keeps the bytes makes request.body raw (fastify-raw-body
    // adds request.rawBody beside the parsed body).
    const hasParser = view
      .grep(['addContentTypeParser'])
      .some((p) => /parseAs\s*:\s*['"](buffer|string)['"]/.test(view.read(p) ?? ''));
    if (hasParser) return [];
    return [
      {
        ...bodyAt(v),
        kind: 'fastify-body',
        message: `The Fastify Stripe webhook verifies request.body, which Fastify has already parsed as JSON.`,
        fix: `Register \`addContentTypeParser('application/json', { parseAs: 'buffer' }, ...)\` for the webhook (or fastify-raw-body with \`config: { rawBody: true }\`) and verify request.rawBody.`,
        related: [verifiedAt],
      },
    ];
  }
  if (e.framework === 'nest' || e.framework === 'koa') {
    return [
      {
        ...bodyAt(v),
        kind: 'parsed-body',
        message: `The Stripe webhook verifies the parsed request body instead of the raw bytes Stripe signed.`,
        fix:
          e.framework === 'nest'
            ? `Create the app with \`NestFactory.create(AppModule, { rawBody: true })\`, take \`@Req() req: RawBodyRequest<Request>\` and verify \`req.rawBody\`.`
            : `Verify \`ctx.request.rawBody\` (koa-bodyparser keeps it) instead of \`ctx.request.body\`.`,
        related: [verifiedAt],
      },
    ];
  }
  return [];
}

// ---------------------------------------------------------------------------
// Express: which body parser runs before the webhook route.

type ParserKind = 'json' | 'raw';

function parserKind(node: Node): ParserKind | undefined {
  const { Node } = loadTsMorph();
  if (!Node.isCallExpression(node)) return undefined;
  const text = node.getExpression().getText().replace(/\s+/g, '');
  if (/^(express|bodyParser|bodyparser)\.(json|urlencoded)$/.test(text) || text === 'json') {
    return /urlencoded/.test(text) ? undefined : 'json';
  }
  if (/^(express|bodyParser|bodyparser)\.(raw|text)$/.test(text) || text === 'raw') return 'raw';
  return undefined;
}

interface UseCall {
  call: CallExpression;
  receiver: string;
  path?: string;
  args: Node[];
}

function useCalls(sf: SourceFile): UseCall[] {
  const { Node, SyntaxKind } = loadTsMorph();
  const out: UseCall[] = [];
  for (const call of sf.getDescendantsOfKind(SyntaxKind.CallExpression)) {
    const callee = call.getExpression();
    if (!Node.isPropertyAccessExpression(callee) || callee.getName() !== 'use') continue;
    const args = call.getArguments();
    const path = stringValue(args[0]);
    out.push({
      call,
      receiver: callee.getExpression().getText(),
      path,
      args: path === undefined ? args : args.slice(1),
    });
  }
  return out;
}

/** A global (or path-prefix) JSON parser on `receiver` registered before `before`. */
function jsonBefore(
  uses: UseCall[],
  receiver: string,
  before: Node,
  mountPath: string | undefined,
): UseCall | undefined {
  for (const u of uses) {
    if (u.receiver !== receiver || u.call.getStart() >= before.getStart()) continue;
    if (u.path !== undefined && mountPath !== undefined && !mountPath.startsWith(u.path)) continue;
    if (u.args.some((a) => parserKind(a) === 'json')) return u;
  }
  return undefined;
}

function expressBodyProblems(
  view: TreeView,
  sf: SourceFile,
  e: WebhookEndpoint,
  v: WebhookVerification,
  verifiedAt: { file: string; line: number; message: string },
): WebhookProblem[] {
  const reg = e.handler?.registration;
  const recv = e.handler?.receiver;
  if (!reg || !recv) return [];
  if (reg.getArguments().some((a) => parserKind(a) === 'raw')) return [];
  const problem = (
    file: string,
    use: UseCall,
    mount?: { file: string; line: number; call: CallExpression; router: Node },
  ): WebhookProblem => ({
    file,
    line: use.call.getStartLineNumber(),
    node: use.call,
    kind: 'json-middleware',
    ...(mount ? rawMountFirst(file, use, mount.call, mount.router) : {}),
    message: `${parserName(use)}() parses the body of the Stripe webhook${mount ? ` mounted at line ${mount.line}` : ''} before it is verified: ${e.file} passes the parsed req.body to ${v.method}, which needs the raw bytes Stripe signed.`,
    fix: `Mount the webhook with \`express.raw({ type: 'application/json' })\` before the JSON parser (e.g. \`app.use('/webhook', express.raw({ type: 'application/json' }), webhookRouter)\` above \`app.use(express.json())\`), or skip express.json() for that path.`,
    related: [
      verifiedAt,
      ...(mount ? [{ file: mount.file, line: mount.line, message: 'the webhook router is mounted here' }] : []),
    ],
  });
  const localUses = useCalls(sf);
  // Raw parser on the router itself, before the route.
  const localRaw = localUses.find(
    (u) => u.receiver === recv && u.call.getStart() < reg.getStart() && u.args.some((a) => parserKind(a) === 'raw'),
  );
  if (localRaw) return [];
  const localJson = jsonBefore(localUses, recv, reg, e.path);
  if (localJson) return [problem(e.registeredIn, localJson)];
  // Where the router is mounted: files importing it (by name, or by default import).
  const out: WebhookProblem[] = [];
  const isDefault = defaultExportName(sf) === recv;
  const router = e.registeredIn;
  const stem = router.replace(/^.*\//, '').replace(/\.[^.]+$/, '');
  const word = isDefault ? (stem === 'index' ? (router.split('/').slice(-2)[0] ?? stem) : stem) : recv;
  // (the deployed app's mounts: a test's own app, built in a test helper, serves no delivery)
  for (const file of view.grep([word]).filter((p) => p !== router && isCodeFile(p) && !isTestCode(p))) {
    const msf = view.sourceFile(file);
    if (!msf) continue;
    for (const imp of msf.getImportDeclarations()) {
      if (resolveImport(view, file, specifierOf(imp)) !== router) continue;
      const named = imp.getNamedImports().find((n) => n.getName() === recv);
      const local = isDefault
        ? imp.getDefaultImport()?.getText()
        : named && (named.getAliasNode()?.getText() ?? named.getName());
      if (!local) continue;
      const uses = useCalls(msf);
      for (const mount of uses) {
        const idx = mount.args.findIndex((a) => a.getText() === local);
        if (idx < 0) continue;
        if (mount.args.slice(0, idx).some((a) => parserKind(a) === 'raw')) continue;
        const json = jsonBefore(uses, mount.receiver, mount.call, mount.path);
        if (json)
          out.push(
            problem(file, json, {
              file,
              line: mount.call.getStartLineNumber(),
              call: mount.call,
              router: mount.args[idx],
            }),
          );
      }
    }
  }
  return out;
}

/**
 * `await req.text()` where the payload is `await req.json()` (or its `JSON.stringify`)
 * written in the verification call itself: nothing else reads that value, so the text
 * Stripe signed replaces it. A parsed value kept in a variable may be read elsewhere: no edit.
 */
function textBodyInstead(file: string, node: Node): { edits: TextEdit[] } | undefined {
  const { Node } = loadTsMorph();
  let target = node;
  if (Node.isCallExpression(node) && node.getExpression().getText().replace(/\s+/g, '') === 'JSON.stringify') {
    const arg = node.getArguments()[0];
    if (!arg || node.getArguments().length !== 1) return undefined;
    target = arg;
  }
  if (!Node.isAwaitExpression(target)) return undefined;
  const call = target.getExpression();
  if (!Node.isCallExpression(call) || call.getArguments().length > 0) return undefined;
  const callee = call.getExpression();
  if (!Node.isPropertyAccessExpression(callee) || callee.getName() !== 'json') return undefined;
  // in the verification call's arguments, not through a variable
  if (!Node.isCallExpression(node.getParent()) && !(node === target && Node.isCallExpression(target.getParent())))
    return undefined;
  return {
    edits: [
      { file, start: node.getStart(), end: node.getEnd(), text: `await ${callee.getExpression().getText()}.text()` },
    ],
  };
}

/**
 * The mount of the webhook's router moved above the JSON parser, with the parser's own
 * package's raw parser in front of the router (`app.use('/webhooks', express.raw({ type:
 * 'application/json' }), webhookRouter)`): certain when both are statements of one block,
 * the parser's first, and nothing between them declares what the mount uses.
 */
function rawMountFirst(
  file: string,
  json: UseCall,
  mount: CallExpression,
  router: Node,
): { edits: TextEdit[] } | undefined {
  const { Node, SyntaxKind } = loadTsMorph();
  const parser = json.args.find((a) => parserKind(a) === 'json');
  const jsonStmt = json.call.getParentIfKind(SyntaxKind.ExpressionStatement);
  const mountStmt = mount.getParentIfKind(SyntaxKind.ExpressionStatement);
  if (!parser || !Node.isCallExpression(parser) || !jsonStmt || !mountStmt) return undefined;
  const callee = parser.getExpression();
  if (!Node.isPropertyAccessExpression(callee)) return undefined;
  if (jsonStmt.getParent() !== mountStmt.getParent() || jsonStmt.getStart() >= mountStmt.getStart()) return undefined;
  // what the mount names must not be declared between the two statements
  const between =
    jsonStmt
      .getParent()!
      .getChildSyntaxList()
      ?.getChildren()
      .filter((n) => n.getStart() > jsonStmt.getStart() && n.getStart() < mountStmt.getStart()) ?? [];
  const names = new Set(mount.getDescendantsOfKind(SyntaxKind.Identifier).map((i) => i.getText()));
  const declares = between.some(
    (n) =>
      n.getDescendantsOfKind(SyntaxKind.VariableDeclaration).some((d) => names.has(d.getName())) ||
      (Node.isFunctionDeclaration(n) && names.has(n.getName() ?? '')),
  );
  if (declares) return undefined;
  const text = mountStmt.getSourceFile().getFullText();
  const raw = `${callee.getExpression().getText()}.raw({ type: 'application/json' })`;
  const mountText =
    text.slice(mountStmt.getStart(), router.getStart()) +
    `${raw}, ` +
    text.slice(router.getStart(), mountStmt.getEnd());
  const lineStart = text.lastIndexOf('\n', jsonStmt.getStart() - 1) + 1;
  const indent = text.slice(lineStart, jsonStmt.getStart());
  const eol = eolOf(text);
  // the mount's whole line goes (with its line ending), and comes back above the parser
  const mountLineStart = text.lastIndexOf('\n', mountStmt.getStart() - 1) + 1;
  const mountLineEnd = text.indexOf('\n', mountStmt.getEnd());
  const alone =
    text.slice(mountLineStart, mountStmt.getStart()).trim() === '' &&
    (mountLineEnd < 0 ? text.slice(mountStmt.getEnd()) : text.slice(mountStmt.getEnd(), mountLineEnd)).trim() === '';
  if (!alone || /^\s*$/.test(indent) === false) return undefined;
  return {
    edits: [
      { file, start: jsonStmt.getStart(), end: jsonStmt.getStart(), text: `${mountText}${eol}${indent}` },
      { file, start: mountLineStart, end: mountLineEnd < 0 ? text.length : mountLineEnd + 1, text: '' },
    ],
  };
}

/** The local name a file exports as default (`export default router`). */
function defaultExportName(sf: SourceFile): string | undefined {
  const { Node } = loadTsMorph();
  for (const stmt of sf.getStatements()) {
    if (Node.isExportAssignment(stmt) && !stmt.isExportEquals()) return stmt.getExpression().getText();
  }
  return undefined;
}

function parserName(use: UseCall): string {
  const arg = use.args.find((a) => parserKind(a) === 'json');
  return arg ? arg.getText().split('(')[0] : 'express.json';
}

/** The file registers a parser that keeps the request's bytes: a `verify` callback, or code that sets `rawBody`. */
function keepsRawBytes(sf: SourceFile): boolean {
  const { Node, SyntaxKind } = loadTsMorph();
  for (const p of sf.getDescendantsOfKind(SyntaxKind.PropertyAssignment))
    if (p.getName() === 'verify' && p.getFirstAncestorByKind(SyntaxKind.CallExpression)) return true;
  for (const a of sf.getDescendantsOfKind(SyntaxKind.BinaryExpression)) {
    const left = a.getLeft();
    if (
      a.getOperatorToken().getKind() === SyntaxKind.EqualsToken &&
      Node.isPropertyAccessExpression(left) &&
      left.getName() === 'rawBody'
    )
      return true;
  }
  return false;
}
