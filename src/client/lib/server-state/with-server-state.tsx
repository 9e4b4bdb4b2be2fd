import { QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { useAuth } from '#client/lib/auth/use-auth.ts';
import { queryClientFor } from './query-client.ts';

/**
 * A page that reads server state, inside the member's query cache. Each such page wraps itself
 * (`export const XPage = withServerState(function XPage…)`), so the query library arrives with the
 * page's own chunk and is never in the first page's: the router and the layout, which every visit
 * loads, know nothing of it (decision 0043). Every page gets the same member's cache, so what one
 * page read another shows at once.
 */
export function withServerState<Props extends object>(Page: ComponentType<Props>): ComponentType<Props> {
  return function WithServerState(props: Props) {
    const member = useAuth().user?.id ?? null;
    return (
      <QueryClientProvider client={queryClientFor(member)}>
        <Page {...props} />
      </QueryClientProvider>
    );
  };
}
