import { describe, expect, it } from 'vitest';
import { isUnexpectedSignInFailure, signInFailureKind } from './sign-in-errors.ts';
import { signInFailure, signInMutation } from './sign-in-submission.ts';
import { apiError, networkError, scripted } from '#tests/support/auth-test-doubles.ts';
import { runMutation } from '#tests/support/run-mutation.ts';

// The sign-in as the query library runs it: the body sent, the library's retries and their waits.
async function run(outcomes: unknown[], answer?: unknown, signal = new AbortController().signal) {
  const { fn, calls } = scripted(outcomes, answer);
  const { result, waits, announced } = await runMutation(signInMutation(fn), { input: { email: '  Pastor@Example.ORG ', password: ' Secret1! ' }, signal });
  const outcome = result.status === 'success' ? { status: 'success', user: result.data } : { status: 'failed', ...signInFailure(result.error) };
  return { result: outcome, waits, calls, banners: announced };
}

describe('signInMutation', () => {
  it('sends the address trimmed and lowercased and the password untouched', async () => {
    const { result, calls } = await run([]);
    expect(result).toMatchObject({ status: 'success', user: { id: 'u1' } });
    expect(calls).toEqual([{ email: 'pastor@example.org', password: ' Secret1! ' }]);
  });

  it('retries a lost connection 3 times after 1000, 2000 and 4000 ms, numbering the attempts', async () => {
    const { result, waits, calls, banners } = await run([networkError(), networkError(), networkError()]);
    expect(result).toMatchObject({ status: 'success' });
    expect(waits).toEqual([1000, 2000, 4000]);
    expect(banners).toEqual([1, 2, 3]);
    expect(calls).toHaveLength(4);
  });

  it('reports a network error once the retries are used up', async () => {
    const { result, waits, calls } = await run([networkError(), networkError(), networkError(), networkError()]);
    expect(result).toMatchObject({ status: 'failed', kind: 'network' });
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
    const { result, waits, calls, banners } = await run([error]);
    expect(result).toMatchObject({ status: 'failed', kind });
    expect(waits).toEqual([]);
    expect(banners).toEqual([]);
    expect(calls).toHaveLength(1);
  });

  it('treats a success without a user as an authentication error', async () => {
    expect((await run([], { status: true })).result).toMatchObject({ status: 'failed', kind: 'no_user' });
    expect((await run([], { user: { email: 'x@y.z' } })).result).toMatchObject({ status: 'failed', kind: 'no_user' });
  });

  it('passes the field problems of a 400 answer on', async () => {
    const { result } = await run([apiError(400, { code: 'INVALID_EMAIL', fields: { email: 'invalid_email' } })]);
    expect(result).toMatchObject({ status: 'failed', kind: 'generic', fields: { email: 'invalid_email' } });
  });

  it('sends nothing more once the page went away during the retries', async () => {
    const controller = new AbortController();
    const calls: unknown[] = [];
    const signIn = async (body: unknown) => {
      calls.push(body);
      controller.abort();
      throw networkError();
    };
    const { result } = await runMutation(signInMutation(signIn), { input: { email: 'a@b.co', password: 'x' }, signal: controller.signal });
    // The retry after the wait stops before sending, and the abort is not retried again.
    expect(result).toMatchObject({ status: 'error', error: { name: 'AbortError' } });
    expect(calls).toHaveLength(1);
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
