import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { useAuth } from '#client/lib/auth/use-auth.ts';
import { queryClientFor } from './query-client.ts';

/**
 * The routes that read server state sit under this layout (router.tsx); it is loaded with them,
 * so the query library is in their chunks and never in the first page's (decision 0043).
 */
export function ServerStateLayout() {
  const member = useAuth().user?.id ?? null;
  return (
    <QueryClientProvider client={queryClientFor(member)}>
      <Outlet />
    </QueryClientProvider>
  );
}
