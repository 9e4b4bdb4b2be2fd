import { describe, expect, it } from 'vitest';
import { isUnexpectedSignInFailure, signInFailureKind } from './sign-in-errors.ts';
import { submitSignIn } from './sign-in-submission.ts';
import { apiError, networkError, recordingSleep, scripted } from '#tests/support/auth-test-doubles.ts';

function run(outcomes: unknown[], answer?: unknown, signal = new AbortController().signal) {
  const { sleep, waits } = recordingSleep();
  const { fn, calls } = scripted(outcomes, answer);
  const banners: number[] = [];
  const result = submitSignIn({ email: '  Pastor@Example.ORG ', password: ' Secret1! ' }, { signIn: fn, sleep, signal, onRetry: (n) => banners.push(n) });
  return { result, waits, calls, banners };
}

describe('submitSignIn', () => {
  it('sends the address trimmed and lowercased and the password untouched', async () => {
    const { result, calls } = run([]);
    expect(await result).toMatchObject({ status: 'success', user: { id: 'u1' } });
    expect(calls).toEqual([{ email: 'pastor@example.org', password: ' Secret1! ' }]);
  });

  it('retries a lost connection 3 times after 1000, 2000 and 4000 ms, numbering the attempts', async () => {
    const { result, waits, calls, banners } = run([networkError(), networkError(), networkError()]);
    expect(await result).toMatchObject({ status: 'success' });
    expect(waits).toEqual([1000, 2000, 4000]);
    expect(banners).toEqual([1, 2, 3]);
    expect(calls).toHaveLength(4);
  });

  it('reports a network error once the retries are used up', async () => {
    const { result, waits, calls } = run([networkError(), networkError(), networkError(), networkError()]);
    expect(await result).toMatchObject({ status: 'failed', kind: 'network' });
    expect(waits).toEqual([1000, 2000, 4000]);
    expect(calls).toHaveLength(4);
  });

  it.each([
    ['wrong credentials', apiError(401, { code: 'INVALID_EMAIL_OR_PASSWORD' }), 'invalid_credentials'],
    ['an unconfirmed address', apiError(403, { code: 'EMAIL_NOT_VERIFIED' }), 'email_not_verified'],
    ['a rate limit', apiError(429, { code: 'RATE_LIMITED' }), 'rate_limited'],
    ['a server error', apiError(500, { code: 'SERVER_ERROR' }), 'server'],
    ['a gateway error without a body', apiError(502), 'server'],
    ['an expired session', apiError(401, { code: 'SESSION_EXPIRED' }), 'session_expired'],
    ['an unexpected error', new TypeError('boom'), 'generic'],
  ])('does not retry %s', async (_name, error, kind) => {
    const { result, waits, calls, banners } = run([error]);
    expect(await result).toMatchObject({ status: 'failed', kind });
    expect(waits).toEqual([]);
    expect(banners).toEqual([]);
    expect(calls).toHaveLength(1);
  });

  it('treats a success without a user as an authentication error', async () => {
    expect(await run([], { status: true }).result).toMatchObject({ status: 'failed', kind: 'no_user' });
    expect(await run([], { user: { email: 'x@y.z' } }).result).toMatchObject({ status: 'failed', kind: 'no_user' });
  });

  it('passes the field problems of a 400 answer on', async () => {
    const { result } = run([apiError(400, { code: 'INVALID_EMAIL', fields: { email: 'invalid_email' } })]);
    expect(await result).toMatchObject({ status: 'failed', kind: 'generic', fields: { email: 'invalid_email' } });
  });

  it('ends quietly when the page goes away during the retries', async () => {
    const controller = new AbortController();
    const { fn } = scripted([networkError()]);
    const result = await submitSignIn(
      { email: 'a@b.co', password: 'x' },
      {
        signIn: fn,
        signal: controller.signal,
        onRetry: () => controller.abort(),
        sleep: async (_ms, signal) => {
          if (signal?.aborted) throw new DOMException('aborted', 'AbortError');
        },
      },
    );
    expect(result).toEqual({ status: 'aborted' });
  });
});

describe('signInFailureKind', () => {
  it('maps by code first, then by status', () => {
    expect(signInFailureKind(networkError())).toBe('network');
    expect(signInFailureKind(apiError(400, { code: 'VALIDATION_ERROR' }))).toBe('generic');
    expect(signInFailureKind(apiError(429))).toBe('rate_limited');
    expect(signInFailureKind(apiError(503))).toBe('server');
    expect(signInFailureKind('weird')).toBe('generic');
  });

  it('logs only what the user cannot fix', () => {
    expect(isUnexpectedSignInFailure('server')).toBe(true);
    expect(isUnexpectedSignInFailure('generic')).toBe(true);
    expect(isUnexpectedSignInFailure('invalid_credentials')).toBe(false);
    expect(isUnexpectedSignInFailure('network')).toBe(false);
  });
});
