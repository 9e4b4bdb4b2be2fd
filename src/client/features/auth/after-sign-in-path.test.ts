import { describe, expect, it } from 'vitest';
import type { MeResponse } from '#shared/session-schemas.ts';
import { afterSignInPath } from './after-sign-in-path.ts';
import { userFromResponse } from './auth-user.ts';

const user = (flags: Partial<MeResponse> = {}): MeResponse => ({ id: 'u1', email: 'a@b.co', name: '', language: 'en', is_subscribed: false, is_admin: false, ...flags });

describe('afterSignInPath', () => {
  it('returns to the page that asked for sign-in', () => {
    expect(afterSignInPath(user(), 'en', '/en/profile?tab=billing')).toBe('/en/profile?tab=billing');
  });

  it('ignores a return address that leaves the site or loops back to a sign-in page', () => {
    expect(afterSignInPath(user({ is_subscribed: true }), 'es', '//evil.example')).toBe('/es/dashboard');
    expect(afterSignInPath(user(), 'es', 'https://evil.example/en/dashboard')).toBe('/es/subscribe');
    expect(afterSignInPath(user(), 'en', '/en/login')).toBe('/en/subscribe');
  });

  it('sends subscribers and admins to the dashboard, everyone else to the plan offer', () => {
    expect(afterSignInPath(user({ is_subscribed: true }), 'en', null)).toBe('/en/dashboard');
    expect(afterSignInPath(user({ is_admin: true }), 'es', null)).toBe('/es/dashboard');
    expect(afterSignInPath(user(), 'en', null)).toBe('/en/subscribe');
  });
});

describe('userFromResponse', () => {
  it('keeps only the fields the app uses, with safe defaults', () => {
    expect(userFromResponse({ user: { id: 'u1', email: 'a@b.co', language: 'es', is_subscribed: true, is_admin: 'yes', token: 'x' } })).toEqual({
      id: 'u1',
      email: 'a@b.co',
      name: '',
      language: 'es',
      is_subscribed: true,
      is_admin: false,
    });
  });

  it('is null for an answer without a usable user', () => {
    for (const answer of [null, 'ok', {}, { user: null }, { user: { id: '', email: 'a@b.co' } }, { user: { id: 'u1' } }]) {
      expect(userFromResponse(answer)).toBeNull();
    }
  });
});
