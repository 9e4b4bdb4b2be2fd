import { createBrowserRouter, Navigate, useLocation, type RouteObject } from 'react-router';
import { RequireAccess } from './components/guards/require-access.tsx';
import { RequireMember } from './components/guards/require-member.tsx';
import { RequireSession } from './components/guards/require-session.tsx';
import { RouteErrorPage } from './components/route-error-page.tsx';
import { SiteLayout } from './components/layout/site-layout.tsx';
import { Spinner } from './components/ui/spinner.tsx';
import { loadNamespaces, switchCatalogsTo } from './i18n/i18n.ts';
import { SIGNED_IN_NAMESPACES, type Namespace } from './i18n/namespaces.ts';

/** product §2: /reset-password without a language prefix exists and is Spanish. */
function BareResetPassword() {
  const { search, hash } = useLocation();
  return <Navigate to={`/es/reset-password${search}${hash}`} replace />;
}

/** A public page's code and the catalogs it shows load together, so it never renders before its text. */
function withCatalogs<T>(namespaces: readonly Namespace[], load: () => Promise<T>): () => Promise<T> {
  return async () => (await Promise.all([load(), loadNamespaces(namespaces)]))[0];
}

/**
 * Signed-in pages share one set of catalogs, in the page's language only: a sermon in the other
 * language carries its own words (its headings are data, decision 0016), and the one file written
 * in the sermon's language loads that language's catalogs when it is asked for.
 */
function withSignedInCatalogs<T>(load: () => Promise<T>): () => Promise<T> {
  return withCatalogs(SIGNED_IN_NAMESPACES, load);
}

// Pages load on demand, so the first visit downloads only what it shows.
const routes: RouteObject[] = [
  { path: '/', element: <Navigate to="/en" replace /> },
  { path: '/reset-password', element: <BareResetPassword /> },
  {
    path: '/:lang',
    element: <SiteLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <Spinner />,
    // The language's catalogs are in before a page of it renders (first visit and language switch).
    loader: async ({ params }) => {
      await switchCatalogsTo(params.lang);
      return null;
    },
    children: [
      {
        // Errors of a page render inside the layout, so navigation and language switch still work.
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, lazy: withCatalogs(['home'], async () => ({ Component: (await import('./features/home/home-page.tsx')).HomePage })) },
          { path: 'about', lazy: withCatalogs(['about'], async () => ({ Component: (await import('./features/about/about-page.tsx')).AboutPage })) },
          { path: 'contact', lazy: withCatalogs(['contact'], async () => ({ Component: (await import('./features/contact/contact-page.tsx')).ContactPage })) },
          { path: 'login', lazy: withCatalogs(['auth'], async () => ({ Component: (await import('./features/auth/login-page.tsx')).LoginPage })) },
          { path: 'signup', lazy: withCatalogs(['auth'], async () => ({ Component: (await import('./features/auth/signup-page.tsx')).SignupPage })) },
          { path: 'forgot-password', lazy: withCatalogs(['auth'], async () => ({ Component: (await import('./features/auth/forgot-password-page.tsx')).ForgotPasswordPage })) },
          { path: 'reset-password', lazy: withCatalogs(['auth'], async () => ({ Component: (await import('./features/auth/reset-password-page.tsx')).ResetPasswordPage })) },
          // The generator page handles every access state itself (product §2: a sign-in prompt when signed out).
          // Where "Sermons" in the navigation leads: the generator and, below it, the history (issue 26).
          {
            path: 'sermons',
            lazy: withSignedInCatalogs(async () => {
              const [{ SermonsPage }, { SermonHistory }] = await Promise.all([import('./features/sermons/sermons-page.tsx'), import('./features/dashboard/sermon-history.tsx')]);
              return { Component: () => <SermonsPage history={<SermonHistory />} /> };
            }),
          },
          {
            element: <RequireSession />,
            children: [{ path: 'subscribe', lazy: withSignedInCatalogs(async () => ({ Component: (await import('./features/subscription/subscribe-page.tsx')).SubscribePage })) }],
          },
          {
            // A member's own sermons stay readable without a subscription (decision 0024): these
            // pages show them read-only, with the way back to the plan.
            element: <RequireMember />,
            children: [
              {
                path: 'dashboard',
                // The dashboard embeds the generator (routes/dashboard-route.tsx composes them).
                lazy: withSignedInCatalogs(async () => ({ Component: (await import('./routes/dashboard-route.tsx')).DashboardRoute })),
              },
              {
                // The interpreter's script of a sermon and its twin (issue 27 item 3): a member's own, subscribed or not.
                path: 'sermons/:id/interpreter',
                lazy: withSignedInCatalogs(async () => ({ Component: (await import('./features/sermon-display/interpreter-page.tsx')).InterpreterPage })),
              },
            ],
          },
          {
            // The sermon page also opens offline, on the copy of the sermon kept on this device.
            element: <RequireMember allowOffline />,
            children: [{ path: 'sermon-display', lazy: withSignedInCatalogs(async () => ({ Component: (await import('./features/sermon-display/sermon-display-page.tsx')).SermonDisplayPage })) }],
          },
          {
            element: <RequireAccess />,
            // The password change shows the sign-in forms' words (the password rules).
            children: [{ path: 'profile', lazy: withCatalogs([...SIGNED_IN_NAMESPACES, 'auth'], async () => ({ Component: (await import('./features/profile/profile-page.tsx')).ProfilePage })) }],
          },
          { path: '*', element: <Navigate to="/en" replace /> },
        ],
      },
    ],
  },
  {
    // product §2 Preach: full screen, outside the site's layout and guards (the page checks access
    // itself, and keeps working offline once the sermon is on the device).
    path: '/:lang/sermons/:id/preach',
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <Spinner />,
    loader: async ({ params }) => {
      await switchCatalogsTo(params.lang);
      return null;
    },
    lazy: withSignedInCatalogs(async () => ({ Component: (await import('./features/preach/preach-page.tsx')).PreachPage })),
  },
  { path: '*', element: <Navigate to="/en" replace /> },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
