import {
  reactRouterPages,
  reactRouterPagesImporting,
  reactRouterPagesShowing,
} from '../../src/extractors/http/react-router-pages';
import { modulesLoadingCall } from '../../src/extractors/http/page-calls';
import { workspaceFor } from '../helpers/workspace';

const app = {
  'package.json': '{ "name": "web", "dependencies": { "react-router-dom": "^6.26.0" } }\n',
  'src/App.tsx': `import { lazy } from 'react';
import { BrowserRouter, Routes, Route } from 'react-router-dom';
import { LoginPage } from './pages/LoginPage';
import { Layout } from './components/Layout';
import { ROUTES } from './routes';
const ProductPage = lazy(() => import('./pages/ProductPage').then((m) => ({ default: m.ProductPage })));
const SettingsPage = lazy(() => import('./pages/SettingsPage'));
function LazyRoute({ children }: { children: React.ReactNode }) {
  return <>{children}</>;
}
export function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/" element={<Layout />}>
          <Route index element={<LazyRoute><SettingsPage /></LazyRoute>} />
          <Route path="products/:id" element={<LazyRoute><ProductPage /></LazyRoute>} />
          <Route path={ROUTES.settings} element={<SettingsPage />} />
          <Route path={dynamicPath()} element={<SettingsPage />} />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
`,
  'src/routes.ts': "export const ROUTES = { settings: 'settings/profile' };\n",
  'src/router.tsx': `import { createBrowserRouter } from 'react-router-dom';
import { Shell } from './components/Shell';
export const router = createBrowserRouter([
  {
    path: '/admin',
    element: <Shell />,
    children: [{ path: 'users/:userId', lazy: () => import('./pages/AdminUser') }],
  },
]);
`,
  'src/pages/LoginPage.tsx': 'export function LoginPage() { return null; }\n',
  'src/pages/SettingsPage.tsx': 'export default function SettingsPage() { return null; }\n',
  'src/pages/AdminUser.tsx': 'export function Component() { return null; }\n',
  'src/components/Layout.tsx': 'export function Layout() { return null; }\n',
  'src/components/Shell.tsx': 'export function Shell() { return null; }\n',
  'src/api/products.ts': `import { api } from './base';
export const productsApi = {
  getWeeklyTrend: (id: string) => api.get(\`/products/\${id}/weekly-trend\`),
  setMine: (id: string, mine: boolean) => api.patch(\`/products/\${id}/mine\`, { mine }),
};
`,
  'src/api/base.ts':
    'export const api = { get: (u: string) => fetch(u), patch: (u: string, b: unknown) => fetch(u) };\n',
  'src/pages/ProductPage.tsx': `import { useEffect, useState } from 'react';
import { productsApi } from '../api/products';
export function ProductPage() {
  const [trend, setTrend] = useState(null);
  const load = async () => setTrend(await productsApi.getWeeklyTrend('1'));
  useEffect(() => {
    void load();
  }, []);
  const handleToggle = () => productsApi.setMine('1', true);
  return <button onClick={handleToggle}>{String(trend)}</button>;
}
`,
};

describe('React Router pages', () => {
  const ws = workspaceFor({ base: app });
  it('reads JSX routes (nested, index, lazy, a constant path) and route objects, each with the modules of its element', () => {
    const pages = reactRouterPages(ws.head).map(
      (p) => `${p.path}${p.layout ? ' (layout)' : ''} ${p.modules.join(',')}`,
    );
    expect(pages.sort()).toEqual(
      [
        '/login src/pages/LoginPage.tsx',
        '/ (layout) src/components/Layout.tsx',
        '/ src/pages/SettingsPage.tsx',
        '/products/:id src/pages/ProductPage.tsx',
        '/settings/profile src/pages/SettingsPage.tsx',
        '/admin (layout) src/components/Shell.tsx',
        '/admin/users/:userId src/pages/AdminUser.tsx',
      ].sort(),
    );
  });

  it.each([
    ['a module a page imports', 'src/api/products.ts', ['/products/:id']],
    ['a page module itself', 'src/pages/LoginPage.tsx', ['/login']],
    ['a layout shows at its path and below', 'src/components/Layout.tsx', ['/', '/*']],
  ])('the pages importing %s', (_name, module, expected) => {
    expect(reactRouterPagesImporting(ws.head, module)).toEqual(expected);
  });

  it.each([
    ['a function the page calls as it loads (an effect runs it)', 3, ['/products/:id']],
    ['look-alike: a function the page calls only on a click', 4, []],
  ])('the pages making a call: %s', (_name, line, expected) => {
    expect(reactRouterPagesShowing(ws.head, modulesLoadingCall(ws.head, 'src/api/products.ts', line))).toEqual(
      expected,
    );
  });

  it('a tree without React Router has no pages', () => {
    const plain = workspaceFor({ base: { 'src/index.ts': "export const path = { path: '/x', element: 1 };\n" } });
    expect(reactRouterPages(plain.head)).toEqual([]);
  });
});
