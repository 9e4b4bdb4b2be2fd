import { TIMINGS } from '#shared/constants.ts';
import { ApiRequestError, NetworkError } from '#client/lib/api-client.ts';
import { isAbortError, type Sleep } from './sleep.ts';

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

type LinkCheck = { status: 'valid' } | { status: 'invalid'; reason: InvalidLinkReason } | { status: 'aborted' };

/** Before any check: the URL alone can already tell a link is unusable. */
export function linkProblem(params: RecoveryParams): InvalidLinkReason | null {
  if (params.error) return 'url_error';
  if (!params.token) return 'no_token';
  return null;
}

interface VerifyDeps {
  check: (token: string, signal: AbortSignal) => Promise<unknown>;
  sleep: Sleep;
  signal: AbortSignal;
}

function isValidAnswer(answer: unknown): boolean {
  return Boolean(answer && typeof answer === 'object' && (answer as { valid?: unknown }).valid === true);
}

/**
 * Asks the server whether the token is still good. A request that got no answer is tried once
 * more after 1000 ms (product §9 recovery-link recheck); an unknown, used or expired token is invalid.
 */
export async function verifyResetLink(token: string, deps: VerifyDeps): Promise<LinkCheck> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const answer = await deps.check(token, deps.signal);
      return isValidAnswer(answer) ? { status: 'valid' } : { status: 'invalid', reason: 'invalid' };
    } catch (error) {
      if (deps.signal.aborted || isAbortError(error)) return { status: 'aborted' };
      if (error instanceof NetworkError && attempt === 1) {
        try {
          await deps.sleep(TIMINGS.recoveryLinkRecheckMs, deps.signal);
        } catch {
          return { status: 'aborted' };
        }
        continue;
      }
      if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) return { status: 'invalid', reason: 'invalid' };
      return { status: 'invalid', reason: 'session_error' };
    }
  }
}
