import type { Node } from 'ts-morph';
import { loadTsMorph } from '../../workspace/ts';
import { unwrapExpression } from '../code/ast';

/** The request methods of Hono's typed client (`hc<AppType>(base)`, `testClient(app)`): `$get`, `$post`, … */
export const HONO_CLIENT_METHODS = /^\$(get|post|put|patch|delete|options|head)$/;

/** Text that holds a call of one of them (a cheap test before a file is parsed). */
export const HONO_CLIENT_CALL = /\.\$(get|post|put|patch|delete|options|head)\s*\(/;

/**
 * The path segments a Hono client's member chain spells, from the client to the method:
 * `client.api.users[':id'].$get()` → `['api', 'users', ':id']` (`index` is the route's own
 * path). `key` reads an element access's key (a string, or undefined when it cannot be
 * told, which makes the whole path unknown).
 */
export function honoClientPath(chain: Node, key: (node: Node) => string | undefined): string[] | undefined {
  const { Node } = loadTsMorph();
  const segments: string[] = [];
  let at: Node = unwrapExpression(chain);
  for (let i = 0; i < 32; i++) {
    if (Node.isPropertyAccessExpression(at)) {
      segments.unshift(at.getName());
      at = unwrapExpression(at.getExpression());
    } else if (Node.isElementAccessExpression(at)) {
      const k = at.getArgumentExpression();
      const v = k ? key(k) : undefined;
      if (v === undefined) return undefined;
      segments.unshift(v);
      at = unwrapExpression(at.getExpression());
    } else break;
  }
  if (segments.at(-1) === 'index') segments.pop();
  return Node.isCallExpression(at) || Node.isIdentifier(at) || Node.isThisExpression(at) ? segments : undefined;
}
