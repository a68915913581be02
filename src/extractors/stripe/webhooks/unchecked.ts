import type { CallExpression, Node } from 'ts-morph';
import { loadTsMorph } from '../../../workspace/ts';
import type { TreeView } from '../../../workspace/workspace';
import { declarationOf, unwrapExpression } from '../../code/ast';
import { nearestFunction } from '../../code/syntax';
import { importsOf } from '../../code/module-graph';
import { resolveImport } from '../../code/resolve-import';
import { importedBinding, reachFunctions } from './reach';
import type { WebhookEndpoint } from './model';

/**
 * Writes whose failure comes back in their result instead of being thrown: a PostgREST
 * client's query (`supabase.from('orders').update(…)`, `.rpc('fulfil')`) resolves to
 * `{ data, error }` and never rejects. Awaited in a webhook's processing with its `error`
 * never read, a failed write goes unnoticed: the handler answers 2xx and Stripe never
 * redelivers the event.
 */
export interface UncheckedWrite {
  file: string;
  line: number;
  node: CallExpression;
  /** `update on user_profiles`, `rpc fulfil_order`. */
  what: string;
  /** The function of the processing it is in, when not the handler itself. */
  within?: string;
}

/** Methods of a PostgREST query builder that write. */
const WRITES = new Set(['insert', 'update', 'upsert', 'delete']);
/** The packages whose clients answer PostgREST's way. */
const POSTGREST_PACKAGES = /^@supabase\/(supabase-js|ssr|auth-helpers-[\w-]+|postgrest-js)$/;

export function uncheckedWrites(view: TreeView, endpoint: WebhookEndpoint): UncheckedWrite[] {
  const { SyntaxKind } = loadTsMorph();
  const out: UncheckedWrite[] = [];
  for (const r of reachFunctions(view, endpoint.node, endpoint.file)) {
    if (!/supabase|postgrest/i.test(r.fn.getSourceFile().getFullText())) continue;
    for (const call of r.fn.getDescendantsOfKind(SyntaxKind.CallExpression)) {
      if (nearestFunction(call) !== r.fn) continue;
      const write = postgrestWrite(view, r.file, call);
      if (!write || !resultIgnored(call)) continue;
      out.push({
        file: r.file,
        line: call.getStartLineNumber(),
        node: call,
        what: write,
        ...(r.fn === endpoint.node ? {} : { within: r.name ?? 'a function' }),
      });
    }
  }
  return out;
}

/**
 * The outermost call of a PostgREST chain that writes (`from('t').update(…).eq(…)`) or calls a
 * database function (`rpc('f')`), on a client made by a Supabase package: what it does.
 */
function postgrestWrite(view: TreeView, file: string, call: CallExpression): string | undefined {
  const { Node } = loadTsMorph();
  // only the chain's last call: `.eq()` after `.update()` is the same query
  const parent = call.getParent();
  if (parent && Node.isPropertyAccessExpression(parent) && parent.getExpression() === call) return undefined;
  let at: Node = call;
  let write: string | undefined;
  let table: string | undefined;
  for (let depth = 0; depth < 12 && Node.isCallExpression(at); depth++) {
    const callee = at.getExpression();
    if (!Node.isPropertyAccessExpression(callee)) return undefined;
    const name = callee.getName();
    const first = at.getArguments()[0];
    const literal =
      first && (Node.isStringLiteral(first) || Node.isNoSubstitutionTemplateLiteral(first))
        ? first.getLiteralText()
        : undefined;
    if (WRITES.has(name)) write = name;
    if ((name === 'from' || name === 'rpc') && literal !== undefined) {
      if (name === 'rpc') write = 'rpc';
      table = literal;
      if (!write || !isPostgrestClient(view, file, callee.getExpression())) return undefined;
      return write === 'rpc' ? `rpc ${table}` : `${write} on ${table}`;
    }
    at = unwrapExpression(callee.getExpression());
  }
  return undefined;
}

/**
 * A client a Supabase package creates: imported from a module of the repository that imports
 * one of them, or made in this file (`createClient(…)` of `@supabase/supabase-js`).
 */
function isPostgrestClient(view: TreeView, file: string, client: Node): boolean {
  const { Node } = loadTsMorph();
  const sf = client.getSourceFile();
  // a module of the repository that imports a Supabase package (its `createClient`)
  const importsPackage = (path: string) =>
    importsOf(view, path).some((i) => !i.typeOnly && POSTGREST_PACKAGES.test(i.specifier));
  let root = unwrapExpression(client);
  while (Node.isPropertyAccessExpression(root) || Node.isCallExpression(root))
    root = unwrapExpression(root.getExpression());
  if (Node.isThisExpression(root)) return importsPackage(file);
  if (!Node.isIdentifier(root)) return false;
  const binding = importedBinding(sf, root.getText());
  if (binding) {
    if (POSTGREST_PACKAGES.test(binding.module)) return true;
    const target = resolveImport(view, file, binding.module);
    return target !== undefined && importsPackage(target);
  }
  const decl = declarationOf(root);
  return decl !== undefined && importsPackage(file);
}

/**
 * The awaited result is thrown away (`await q;`), or destructured without its `error`
 * (`const { data } = await q`).
 */
function resultIgnored(call: CallExpression): boolean {
  const { Node } = loadTsMorph();
  let n: Node = call;
  let parent = n.getParent();
  let awaited = false;
  while (parent && (Node.isAwaitExpression(parent) || Node.isParenthesizedExpression(parent))) {
    awaited ||= Node.isAwaitExpression(parent);
    n = parent;
    parent = n.getParent();
  }
  if (!awaited || !parent) return false;
  if (Node.isExpressionStatement(parent)) return true;
  if (Node.isVariableDeclaration(parent) && parent.getInitializer() === n) {
    const name = parent.getNameNode();
    return (
      Node.isObjectBindingPattern(name) &&
      !name.getElements().some((e) => (e.getPropertyNameNode()?.getText() ?? e.getName()) === 'error')
    );
  }
  return false;
}
