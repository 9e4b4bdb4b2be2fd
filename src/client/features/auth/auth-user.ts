import type { MeResponse } from '#shared/session-schemas.ts';
import { retryOptions, type RetryPolicy } from './retry-policy.ts';

/**
 * The user out of a sign-in or sign-up answer, or null when the answer has none (product §8:
 * 'Authentication error' / 'Error creating account'). Only the fields the app relies on are kept.
 */
export function userFromResponse(response: unknown): MeResponse | null {
  if (!response || typeof response !== 'object') return null;
  const user = (response as { user?: unknown }).user;
  if (!user || typeof user !== 'object') return null;
  const candidate = user as Partial<Record<keyof MeResponse, unknown>>;
  if (typeof candidate.id !== 'string' || candidate.id === '' || typeof candidate.email !== 'string') return null;
  return {
    id: candidate.id,
    email: candidate.email,
    name: typeof candidate.name === 'string' ? candidate.name : '',
    language: candidate.language === 'es' ? 'es' : 'en',
    is_subscribed: candidate.is_subscribed === true,
    is_admin: candidate.is_admin === true,
  };
}

/** A sign-in or sign-up the server accepted without saying who signed in. */
export class NoUserError extends Error {}

/**
 * A request that answers with the member (sign-in, sign-up) as the query library's mutation,
 * retried as the policy says. The variables carry the page's signal: once the page has gone, the
 * request in flight stops and a retry sends nothing.
 */
export function memberMutation<Input>(send: (input: Input, signal: AbortSignal) => Promise<unknown>, policy: RetryPolicy, noUserMessage: string) {
  return {
    mutationFn: async ({ input, signal }: { input: Input; signal: AbortSignal }): Promise<MeResponse> => {
      signal.throwIfAborted();
      const user = userFromResponse(await send(input, signal));
      if (!user) throw new NoUserError(noUserMessage);
      return user;
    },
    ...retryOptions(policy),
  };
}
