import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { EventPage } from './pages/EventPage';
import { OrderPage } from './pages/OrderPage';

const router = createBrowserRouter([
  { path: '/events/:slug', element: <EventPage /> },
  { path: '/orders/:id', element: <OrderPage /> },
]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
