import { TIMINGS } from '#shared/constants.ts';
import { PASSWORD_RULES, type PasswordRule } from '#shared/password-rules.ts';
import { ApiRequestError, NetworkError } from '#client/lib/api-client.ts';
import { apiErrorCode, apiFieldErrors, hasFieldErrors, wrongAddressOf, type ApiFieldErrors } from './api-error-details.ts';

// product §8 Signup; each kind except weak_password and invalid_input is a key of auth:signup.errors.
export type SignupFailureKind =
  | 'already_registered'
  | 'server_busy'
  | 'network'
  | 'server'
  | 'no_user'
  | 'weak_password'
  | 'invalid_input'
  | 'wrong_address'
  | 'generic';

export interface SignupFailure {
  kind: SignupFailureKind;
  /** The rules the server found unmet (WEAK_PASSWORD), listed with the same texts as the live list. */
  reasons: PasswordRule[];
  /** Field problems the server found (INVALID_EMAIL, VALIDATION_ERROR). */
  fields: ApiFieldErrors;
  /** How long further attempts are refused: the provider's rate limit blocks for 5 minutes. */
  blockMs: number;
  /** The address the app is configured for (wrong_address): PUBLIC_URL, not the one in the browser. */
  publicUrl?: string;
}

/** product §8/§9: a lost connection or a server failure is retried once; everything else is final. */
export function isRetryableSignupError(error: unknown): boolean {
  return error instanceof NetworkError || (error instanceof ApiRequestError && error.status >= 500);
}

const failure = (kind: SignupFailureKind, extra: Partial<SignupFailure> = {}): SignupFailure => ({ kind, reasons: [], fields: {}, blockMs: 0, ...extra });

function weakPasswordReasons(body: Record<string, unknown>): PasswordRule[] {
  const reasons = Array.isArray(body.reasons) ? body.reasons : [];
  // Listed in the order of the live list, whatever order the server used; unknown rules dropped.
  return PASSWORD_RULES.filter((rule) => reasons.includes(rule));
}

export function signupFailure(error: unknown): SignupFailure {
  if (error instanceof NetworkError) return failure('network');
  if (!(error instanceof ApiRequestError)) return failure('generic');
  const code = apiErrorCode(error);
  // Only the server's own code says so: any other 422 is not proof that the address is taken.
  if (code === 'USER_ALREADY_EXISTS') return failure('already_registered');
  const publicUrl = wrongAddressOf(error);
  if (publicUrl) return failure('wrong_address', { publicUrl });
  if (code === 'RATE_LIMITED' || error.status === 429) return failure('server_busy', { blockMs: TIMINGS.signupCooldownMs });
  if (code === 'WEAK_PASSWORD') return failure('weak_password', { reasons: weakPasswordReasons(error.body) });
  if (error.status >= 500 || code === 'SERVER_ERROR') return failure('server');
  const fields = apiFieldErrors(error);
  if (hasFieldErrors(fields)) return failure('invalid_input', { fields });
  return failure('generic');
}

/** Failures worth a line in the error log: the user can do nothing about them. */
export function isUnexpectedSignupFailure(kind: SignupFailureKind): boolean {
  return kind === 'server' || kind === 'no_user' || kind === 'generic';
}
