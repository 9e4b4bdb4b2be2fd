import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RouteErrorPage } from './components/route-error-page.tsx';
import { SiteLayout } from './components/layout/site-layout.tsx';
import { Spinner } from './components/ui/spinner.tsx';

// Pages load on demand, so the first visit downloads only what it shows.
export const routes: RouteObject[] = [
  { path: '/', element: <Navigate to="/en" replace /> },
  {
    path: '/:lang',
    element: <SiteLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <Spinner />,
    children: [
      {
        // Errors of a page render inside the layout, so navigation and language switch still work.
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, lazy: async () => ({ Component: (await import('./features/home/home-page.tsx')).HomePage }) },
          { path: 'about', lazy: async () => ({ Component: (await import('./features/about/about-page.tsx')).AboutPage }) },
          { path: 'contact', lazy: async () => ({ Component: (await import('./features/contact/contact-page.tsx')).ContactPage }) },
          { path: '*', element: <Navigate to="/en" replace /> },
        ],
      },
    ],
  },
  { path: '*', element: <Navigate to="/en" replace /> },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
