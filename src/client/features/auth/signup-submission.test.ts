import { describe, expect, it } from 'vitest';
import { isUnexpectedSignupFailure, signupFailure } from './signup-errors.ts';
import { signupFailureOf, signupMutation } from './signup-submission.ts';
import { apiError, networkError, scripted } from '#tests/support/auth-test-doubles.ts';
import { runMutation } from '#tests/support/run-mutation.ts';

// The sign-up as the query library runs it (the local throttle is the form's, before it).
async function run(outcomes: unknown[], options: { answer?: unknown; name?: string } = {}) {
  const { fn, calls } = scripted(outcomes, options.answer);
  const input = { ...(options.name === undefined ? {} : { name: options.name }), email: ' New.Pastor@Example.ORG ', password: 'Str0ng!pass', language: 'es' as const };
  const { result, waits, announced } = await runMutation(signupMutation(fn), { input, signal: new AbortController().signal });
  const outcome = result.status === 'success' ? { status: 'success', user: result.data } : { status: 'failed', failure: signupFailureOf(result.error) };
  return { result: outcome, waits, calls, retries: announced.length };
}

describe('signupMutation', () => {
  it('sends the address trimmed and lowercased, with the page language', async () => {
    const { result, calls } = await run([]);
    expect(result).toMatchObject({ status: 'success', user: { id: 'u1' } });
    expect(calls).toEqual([{ email: 'new.pastor@example.org', password: 'Str0ng!pass', language: 'es' }]);
  });

  it('sends a name when one was typed, and none when the field holds only spaces', async () => {
    const named = await run([], { name: 'Pastor Daniel Ruiz' });
    expect(named.calls).toEqual([{ name: 'Pastor Daniel Ruiz', email: 'new.pastor@example.org', password: 'Str0ng!pass', language: 'es' }]);
    const blank = await run([], { name: '   ' });
    expect(blank.calls).toEqual([{ email: 'new.pastor@example.org', password: 'Str0ng!pass', language: 'es' }]);
  });

  it('retries a lost connection once after 3000 ms', async () => {
    const { result, waits, calls, retries } = await run([networkError()]);
    expect(result).toMatchObject({ status: 'success' });
    expect(waits).toEqual([3000]);
    expect(calls).toHaveLength(2);
    expect(retries).toBe(1);
  });

  it('reports a connection error when the retry fails too', async () => {
    const { result, waits, calls } = await run([networkError(), networkError()]);
    expect(result).toMatchObject({ status: 'failed', failure: { kind: 'network' } });
    expect(waits).toEqual([3000]);
    expect(calls).toHaveLength(2);
  });

  it('retries a server error once, then reports it', async () => {
    const { result, calls } = await run([apiError(500), apiError(503)]);
    expect(result).toMatchObject({ status: 'failed', failure: { kind: 'server' } });
    expect(calls).toHaveLength(2);
  });

  it.each([
    ['an address already registered', apiError(422, { code: 'USER_ALREADY_EXISTS' }), 'already_registered'],
    ['a weak password', apiError(400, { code: 'WEAK_PASSWORD', reasons: ['digit'] }), 'weak_password'],
    ['an invalid address', apiError(400, { code: 'INVALID_EMAIL', fields: { email: 'invalid_email' } }), 'invalid_input'],
    ['an unexpected error', new TypeError('boom'), 'generic'],
  ])('does not retry %s', async (_name, error, kind) => {
    const { result, waits, calls } = await run([error]);
    expect(result).toMatchObject({ status: 'failed', failure: { kind, blockMs: 0 } });
    expect(waits).toEqual([]);
    expect(calls).toHaveLength(1);
  });

  it('asks for a 5-minute block on the provider rate limit, without retrying', async () => {
    const { result, calls } = await run([apiError(429, { code: 'RATE_LIMITED' })]);
    expect(result).toMatchObject({ status: 'failed', failure: { kind: 'server_busy', blockMs: 300_000 } });
    expect(calls).toHaveLength(1);
  });

  it('treats a success without a user as an account-creation error', async () => {
    expect((await run([], { answer: { ok: true } })).result).toMatchObject({ status: 'failed', failure: { kind: 'no_user' } });
  });
});

describe('signupFailure', () => {
  it('lists the weak-password reasons in the order of the live list, dropping unknown ones', () => {
    const failure = signupFailure(apiError(400, { code: 'WEAK_PASSWORD', reasons: ['special', 'nonsense', 'min_length'] }));
    expect(failure.reasons).toEqual(['min_length', 'special']);
    expect(signupFailure(apiError(400, { code: 'WEAK_PASSWORD', reasons: 'x' })).reasons).toEqual([]);
  });

  it('maps a validation answer without known fields to the generic message', () => {
    expect(signupFailure(apiError(400, { code: 'VALIDATION_ERROR', fields: { body: 'invalid_json' } })).kind).toBe('generic');
    expect(signupFailure(apiError(400, { code: 'VALIDATION_ERROR', fields: { email: 'email_required' } }))).toMatchObject({ kind: 'invalid_input', fields: { email: 'email_required' } });
  });

  it('logs only what the user cannot fix', () => {
    expect(isUnexpectedSignupFailure('server')).toBe(true);
    expect(isUnexpectedSignupFailure('already_registered')).toBe(false);
  });
});
