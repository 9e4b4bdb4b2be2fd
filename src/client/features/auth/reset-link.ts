import { queryOptions } from '@tanstack/react-query';
import { TIMINGS } from '#shared/constants.ts';
import { ApiRequestError, NetworkError } from '#client/lib/api-client.ts';
import { checkResetToken } from './api/check-reset-token.ts';

export interface RecoveryParams {
  token: string | null;
  /** The link came back with ?error=… (or #error=…): it is not usable. */
  error: boolean;
}

/** Reads the recovery link: the token from the query, an error parameter from the query or hash. */
export function readRecoveryParams(search: string, hash: string): RecoveryParams {
  const query = new URLSearchParams(search);
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  const token = query.get('token')?.trim() || null;
  const error = ['error', 'error_code', 'error_description'].some((name) => query.has(name) || fragment.has(name));
  return { token, error };
}

/**
 * Why the link cannot be used, each with its own wording on the invalid-link screen (product §8):
 * no_token '(No session)', session_error '(Session error)', expired 'The link has expired…'.
 */
export type InvalidLinkReason = 'no_token' | 'url_error' | 'invalid' | 'session_error' | 'expired';

export type LinkCheck = { status: 'valid' } | { status: 'invalid'; reason: InvalidLinkReason };

/** Before any check: the URL alone can already tell a link is unusable. */
export function linkProblem(params: RecoveryParams): InvalidLinkReason | null {
  if (params.error) return 'url_error';
  if (!params.token) return 'no_token';
  return null;
}

function isValidAnswer(answer: unknown): boolean {
  return Boolean(answer && typeof answer === 'object' && (answer as { valid?: unknown }).valid === true);
}

/**
 * The server's word on the token, through the query library. A check that got no answer is asked
 * once more after 1000 ms (product §9 recovery-link recheck); nothing else is asked again. Not
 * kept: a link opened again is checked again (it may have been used meanwhile).
 */
export function resetLinkQuery(token: string, check: (token: string, signal: AbortSignal) => Promise<unknown> = checkResetToken) {
  return queryOptions({
    queryKey: ['reset-link', token],
    queryFn: ({ signal }) => check(token, signal),
    retry: (failures, error) => failures < 1 && error instanceof NetworkError,
    retryDelay: TIMINGS.recoveryLinkRecheckMs,
    gcTime: 0,
  });
}

/** What the answer says: an unknown, used or expired token is invalid. */
export function linkCheckOf(answer: unknown): LinkCheck {
  return isValidAnswer(answer) ? { status: 'valid' } : { status: 'invalid', reason: 'invalid' };
}

/** A check that failed for good: a refusal (4xx) means the token is no good; anything else is a session error. */
export function linkCheckFailure(error: unknown): LinkCheck {
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) return { status: 'invalid', reason: 'invalid' };
  return { status: 'invalid', reason: 'session_error' };
}
