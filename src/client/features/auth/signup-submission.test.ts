import { describe, expect, it } from 'vitest';
import { isUnexpectedSignupFailure, signupFailure } from './signup-errors.ts';
import { submitSignup } from './signup-submission.ts';
import { apiError, networkError, recordingSleep, scripted } from '#tests/support/auth-test-doubles.ts';

function run(outcomes: unknown[], options: { answer?: unknown; allow?: boolean; name?: string } = {}) {
  const { sleep, waits } = recordingSleep();
  const { fn, calls } = scripted(outcomes, options.answer);
  const blocks: number[] = [];
  let retries = 0;
  const result = submitSignup(
    { ...(options.name === undefined ? {} : { name: options.name }), email: ' New.Pastor@Example.ORG ', password: 'Str0ng!pass', language: 'es' },
    {
      signUp: fn,
      sleep,
      signal: new AbortController().signal,
      onRetry: () => (retries += 1),
      throttle: { attempt: () => options.allow ?? true, block: (ms) => blocks.push(ms) },
    },
  );
  return { result, waits, calls, blocks, retries: () => retries };
}

describe('submitSignup', () => {
  it('sends the address trimmed and lowercased, with the page language', async () => {
    const { result, calls } = run([]);
    expect(await result).toMatchObject({ status: 'success', user: { id: 'u1' } });
    expect(calls).toEqual([{ email: 'new.pastor@example.org', password: 'Str0ng!pass', language: 'es' }]);
  });

  it('sends a name when one was typed, and none when the field holds only spaces', async () => {
    const named = run([], { name: 'Pastor Daniel Ruiz' });
    await named.result;
    expect(named.calls).toEqual([{ name: 'Pastor Daniel Ruiz', email: 'new.pastor@example.org', password: 'Str0ng!pass', language: 'es' }]);
    const blank = run([], { name: '   ' });
    await blank.result;
    expect(blank.calls).toEqual([{ email: 'new.pastor@example.org', password: 'Str0ng!pass', language: 'es' }]);
  });

  it('sends nothing when the local throttle refuses the attempt', async () => {
    const { result, calls } = run([], { allow: false });
    expect(await result).toEqual({ status: 'throttled' });
    expect(calls).toEqual([]);
  });

  it('retries a lost connection once after 3000 ms', async () => {
    const { result, waits, calls, retries } = run([networkError()]);
    expect(await result).toMatchObject({ status: 'success' });
    expect(waits).toEqual([3000]);
    expect(calls).toHaveLength(2);
    expect(retries()).toBe(1);
  });

  it('reports a connection error when the retry fails too', async () => {
    const { result, waits, calls } = run([networkError(), networkError()]);
    expect(await result).toMatchObject({ status: 'failed', failure: { kind: 'network' } });
    expect(waits).toEqual([3000]);
    expect(calls).toHaveLength(2);
  });

  it('retries a server error once, then reports it', async () => {
    const { result, calls } = run([apiError(500), apiError(503)]);
    expect(await result).toMatchObject({ status: 'failed', failure: { kind: 'server' } });
    expect(calls).toHaveLength(2);
  });

  it.each([
    ['an address already registered', apiError(422, { code: 'USER_ALREADY_EXISTS' }), 'already_registered'],
    ['a weak password', apiError(400, { code: 'WEAK_PASSWORD', reasons: ['digit'] }), 'weak_password'],
    ['an invalid address', apiError(400, { code: 'INVALID_EMAIL', fields: { email: 'invalid_email' } }), 'invalid_input'],
    ['an unexpected error', new TypeError('boom'), 'generic'],
  ])('does not retry %s', async (_name, error, kind) => {
    const { result, waits, calls, blocks } = run([error]);
    expect(await result).toMatchObject({ status: 'failed', failure: { kind } });
    expect(waits).toEqual([]);
    expect(calls).toHaveLength(1);
    expect(blocks).toEqual([]);
  });

  it('blocks for 5 minutes on the provider rate limit, without retrying', async () => {
    const { result, calls, blocks } = run([apiError(429, { code: 'RATE_LIMITED' })]);
    expect(await result).toMatchObject({ status: 'failed', failure: { kind: 'server_busy', blockMs: 300_000 } });
    expect(calls).toHaveLength(1);
    expect(blocks).toEqual([300_000]);
  });

  it('treats a success without a user as an account-creation error', async () => {
    expect(await run([], { answer: { ok: true } }).result).toMatchObject({ status: 'failed', failure: { kind: 'no_user' } });
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
