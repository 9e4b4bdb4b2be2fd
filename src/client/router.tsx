import { createBrowserRouter, Navigate, useLocation, type RouteObject } from 'react-router';
import { RequireAccess } from './components/guards/require-access.tsx';
import { RequireSession } from './components/guards/require-session.tsx';
import { RouteErrorPage } from './components/route-error-page.tsx';
import { SiteLayout } from './components/layout/site-layout.tsx';
import { Spinner } from './components/ui/spinner.tsx';

/** SPEC §2: /reset-password without a language prefix exists and is Spanish. */
function BareResetPassword() {
  const { search, hash } = useLocation();
  return <Navigate to={`/es/reset-password${search}${hash}`} replace />;
}

// Pages load on demand, so the first visit downloads only what it shows.
export const routes: RouteObject[] = [
  { path: '/', element: <Navigate to="/en" replace /> },
  { path: '/reset-password', element: <BareResetPassword /> },
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
          { path: 'login', lazy: async () => ({ Component: (await import('./features/auth/login-page.tsx')).LoginPage }) },
          { path: 'signup', lazy: async () => ({ Component: (await import('./features/auth/signup-page.tsx')).SignupPage }) },
          { path: 'forgot-password', lazy: async () => ({ Component: (await import('./features/auth/forgot-password-page.tsx')).ForgotPasswordPage }) },
          { path: 'reset-password', lazy: async () => ({ Component: (await import('./features/auth/reset-password-page.tsx')).ResetPasswordPage }) },
          // The generator page handles every access state itself (SPEC §2: a sign-in prompt when signed out).
          { path: 'sermons', lazy: async () => ({ Component: (await import('./features/sermons/sermons-page.tsx')).SermonsPage }) },
          {
            element: <RequireSession />,
            children: [{ path: 'subscribe', lazy: async () => ({ Component: (await import('./features/subscription/subscribe-page.tsx')).SubscribePage }) }],
          },
          {
            element: <RequireAccess />,
            children: [
              {
                path: 'dashboard',
                // The app composes two features here: the dashboard embeds the generator.
                lazy: async () => {
                  const [{ DashboardPage }, { SermonGenerator }] = await Promise.all([import('./features/dashboard/dashboard-page.tsx'), import('./features/sermons/sermon-generator.tsx')]);
                  return { Component: () => <DashboardPage generator={<SermonGenerator />} /> };
                },
              },
              { path: 'sermon-display', lazy: async () => ({ Component: (await import('./features/sermon-display/sermon-display-page.tsx')).SermonDisplayPage }) },
              { path: 'profile', lazy: async () => ({ Component: (await import('./features/profile/profile-page.tsx')).ProfilePage }) },
            ],
          },
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
