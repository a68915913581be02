import type { Node } from 'ts-morph';
import { treeFact } from '../../workspace/fact';
import { loadTsMorph } from '../../workspace/ts';
import { isCodeFile, type TreeView } from '../../workspace/workspace';
import { isTestCode } from '../../workspace/classify';
import { declarationOf, specifierOf } from '../code/ast';
import { importerClosure } from '../code/module-graph';
import { resolveImport } from '../code/resolve-import';
import { stringValueOf } from '../code/values';

/**
 * The pages of a single-page app routed by React Router, and which of them show a module: an
 * end-to-end test that visits a page's URL runs what the page's components import.
 *
 * A route is read where it is declared, as JSX (`<Route path="products/:id" element={<Product
 * />}>`, nested `<Route>`s joining their paths, `index` routes at their parent's) or as route
 * objects (`{ path: 'products/:id', element: <Product />, children: [...] }`, `Component`,
 * `lazy: () => import('./routes/product')`), in the modules that import React Router. The
 * components of a route's element (its wrappers too, `<PrivateRoute><Product /></PrivateRoute>`)
 * are followed to the modules that declare them: an import, or a lazy one (`const Product =
 * lazy(() => import('./pages/Product'))`).
 */

/** A route: the URL path it is shown at, the modules of its element's components, and whether it has children. */
export interface ReactRouterPage {
  path: string;
  modules: string[];
  /** A layout: its element is shown at every path below it too. */
  layout: boolean;
  file: string;
  line: number;
}

/** What a module must write to declare routes. */
const ROUTER_PACKAGE = /['"]react-router(-dom)?['"]/;
const DECLARES_ROUTES = /<Route\b|\bpath\s*:/;

export const reactRouterPages = treeFact((view: TreeView): ReactRouterPage[] => {
  const out: ReactRouterPage[] = [];
  for (const file of view.filesWith(['react-router'])) {
    if (!isCodeFile(file) || isTestCode(file) || file.includes('node_modules/')) continue;
    const text = view.read(file);
    if (text === undefined || !ROUTER_PACKAGE.test(text) || !DECLARES_ROUTES.test(text)) continue;
    const sf = view.sourceFile(file);
    if (sf) out.push(...routesIn(view, file, sf));
  }
  return out;
});

/**
 * The URL paths of the React Router pages whose components import a module (given `only`,
 * comma-separated names, one of those of its exports): a page at its path, a layout at its
 * path and every path below it.
 */
export const reactRouterPagesImporting = treeFact((view: TreeView, module: string, only = ''): string[] =>
  reactRouterPagesShowing(view, new Set([module, ...importerClosure(view, module, only).toward.keys()])),
);

/** The URL paths of the React Router pages whose components are among the modules (a layout's: and below it). */
export function reactRouterPagesShowing(view: TreeView, modules: ReadonlySet<string>): string[] {
  const out = new Set<string>();
  for (const p of reactRouterPages(view)) {
    if (!p.modules.some((m) => modules.has(m))) continue;
    out.add(p.path);
    if (p.layout) out.add(p.path === '/' ? '/*' : `${p.path}/*`);
  }
  return [...out].sort();
}

function routesIn(view: TreeView, file: string, sf: Node): ReactRouterPage[] {
  const { Node, SyntaxKind } = loadTsMorph();
  const out: ReactRouterPage[] = [];
  for (const el of sf.getDescendants()) {
    if (Node.isJsxElement(el) || Node.isJsxSelfClosingElement(el)) {
      const opening = Node.isJsxElement(el) ? el.getOpeningElement() : el;
      if (opening.getTagNameNode().getText() !== 'Route') continue;
      const element =
        jsxAttribute(opening, 'element') ?? jsxAttribute(opening, 'Component') ?? jsxAttribute(opening, 'component');
      const children = Node.isJsxElement(el)
        ? el.getJsxChildren().some((c) => Node.isJsxElement(c) || Node.isJsxSelfClosingElement(c))
        : false;
      const path = fullPath(view, el);
      if (path === undefined) continue;
      out.push({
        path,
        modules: element ? componentModules(view, file, element) : [],
        layout: children,
        file,
        line: el.getStartLineNumber(),
      });
    } else if (Node.isObjectLiteralExpression(el) && isRouteObject(el)) {
      const modules = ['element', 'Component', 'component', 'lazy'].flatMap((name) => {
        const p = el.getProperty(name);
        const value = p && Node.isPropertyAssignment(p) ? p.getInitializer() : undefined;
        return value ? componentModules(view, file, value) : [];
      });
      const children = el.getProperty('children');
      const path = fullPath(view, el);
      if (path === undefined) continue;
      out.push({
        path,
        modules,
        layout: children !== undefined && children.getDescendantsOfKind(SyntaxKind.ObjectLiteralExpression).length > 0,
        file,
        line: el.getStartLineNumber(),
      });
    }
  }
  // the module that declares the routes imports every page: it is the router, no page of its
  // own (a wrapper it declares, `<LazyRoute>`, shows what the route's other components show)
  return out.map((r) => ({ ...r, modules: r.modules.filter((m) => m !== file) })).filter((r) => r.modules.length > 0);
}

/** An object with a route's `path` (or `index`) and what it shows. */
function isRouteObject(obj: Node): boolean {
  const { Node } = loadTsMorph();
  if (!Node.isObjectLiteralExpression(obj)) return false;
  const has = (n: string) => obj.getProperty(n) !== undefined;
  return (has('path') || has('index')) && (has('element') || has('Component') || has('component') || has('lazy'));
}

/** The expression of a JSX attribute (`element={<X />}`), or undefined. */
function jsxAttribute(opening: Node, name: string): Node | undefined {
  const { Node } = loadTsMorph();
  if (!Node.isJsxOpeningElement(opening) && !Node.isJsxSelfClosingElement(opening)) return undefined;
  const attr = opening.getAttribute(name);
  if (!attr || !Node.isJsxAttribute(attr)) return undefined;
  const init = attr.getInitializer();
  if (!init) return undefined;
  return Node.isJsxExpression(init) ? init.getExpression() : init;
}

/** A route's own path: its `path` (a string, or a constant that holds one), '' for an index or layout route. */
function ownPath(view: TreeView, route: Node): string | undefined {
  const { Node } = loadTsMorph();
  let value: Node | undefined;
  if (Node.isJsxElement(route) || Node.isJsxSelfClosingElement(route)) {
    value = jsxAttribute(Node.isJsxElement(route) ? route.getOpeningElement() : route, 'path');
  } else if (Node.isObjectLiteralExpression(route)) {
    const p = route.getProperty('path');
    value = p && Node.isPropertyAssignment(p) ? p.getInitializer() : undefined;
  }
  return value === undefined ? '' : stringValueOf(view, value);
}

/**
 * The route's URL path: its own path joined to its parent routes' (a path starting with `/` is
 * absolute); undefined when one of them is not a string the tree shows.
 */
function fullPath(view: TreeView, route: Node): string | undefined {
  const { Node } = loadTsMorph();
  const parts: string[] = [];
  let cur: Node | undefined = route;
  while (cur) {
    const own = ownPath(view, cur);
    if (own === undefined) return undefined;
    parts.unshift(own);
    if (own.startsWith('/')) break;
    cur = cur
      .getAncestors()
      .find(
        (a) =>
          (Node.isJsxElement(a) && a.getOpeningElement().getTagNameNode().getText() === 'Route') ||
          (Node.isObjectLiteralExpression(a) && isRouteObject(a)),
      );
  }
  const segments = parts
    .join('/')
    .split('/')
    .filter((s) => s !== '');
  return '/' + segments.join('/');
}

/** The modules that declare the components an element shows (`<A><B /></A>`, `A`, `lazy(() => import('./a'))`). */
function componentModules(view: TreeView, file: string, value: Node): string[] {
  const { Node, SyntaxKind } = loadTsMorph();
  const out = new Set<string>();
  const names: Node[] = [];
  if (Node.isIdentifier(value)) names.push(value);
  for (const tag of [
    ...value.getDescendantsOfKind(SyntaxKind.JsxOpeningElement),
    ...value.getDescendantsOfKind(SyntaxKind.JsxSelfClosingElement),
    ...(Node.isJsxSelfClosingElement(value) || Node.isJsxOpeningElement(value) ? [value] : []),
    ...(Node.isJsxElement(value) ? [value.getOpeningElement()] : []),
  ]) {
    const tagName = tag.getTagNameNode();
    if (Node.isIdentifier(tagName) && /^[A-Z]/.test(tagName.getText())) names.push(tagName);
  }
  for (const id of names) {
    const m = declaringModule(view, file, id);
    if (m) out.add(m);
  }
  for (const m of lazyModules(view, file, value)) out.add(m);
  return [...out];
}

/** The module a component name is declared in: this file, the module it is imported from, or the one a lazy() loads. */
function declaringModule(view: TreeView, file: string, id: Node): string | undefined {
  const { Node, SyntaxKind } = loadTsMorph();
  const decl = declarationOf(id);
  if (!decl) return undefined;
  const imp = decl.getFirstAncestorByKind(SyntaxKind.ImportDeclaration);
  if (imp) return resolveImport(view, file, specifierOf(imp));
  if (Node.isVariableDeclaration(decl)) {
    const init = decl.getInitializer();
    const lazy = init ? lazyModules(view, file, init) : [];
    if (lazy.length > 0) return lazy[0];
  }
  return decl.getSourceFile() === id.getSourceFile() ? file : undefined;
}

/** The modules dynamic imports in an expression load (`lazy(() => import('./pages/Product'))`). */
function lazyModules(view: TreeView, file: string, expr: Node): string[] {
  const { Node, SyntaxKind } = loadTsMorph();
  const out: string[] = [];
  for (const call of expr.getDescendantsOfKind(SyntaxKind.CallExpression)) {
    if (call.getExpression().getKind() !== SyntaxKind.ImportKeyword) continue;
    const spec = call.getArguments()[0];
    if (!spec || !(Node.isStringLiteral(spec) || Node.isNoSubstitutionTemplateLiteral(spec))) continue;
    const m = resolveImport(view, file, spec.getLiteralValue());
    if (m) out.push(m);
  }
  return out;
}
