// Issue 16, self-hosting: a page opened at another address than PUBLIC_URL is told where the app
// lives, by the sign-in and sign-up pages, instead of the generic error.
import i18next from 'i18next';
import { expect, it } from 'vitest';
import { ApiRequestError } from '#client/lib/api-client.ts';
import enAuth from '#client/i18n/locales/en/auth.json' with { type: 'json' };
import esAuth from '#client/i18n/locales/es/auth.json' with { type: 'json' };
import { signInFailureKind } from './sign-in-errors.ts';
import { signupFailure } from './signup-errors.ts';

const refusal = new ApiRequestError(403, 'refused', { error: 'This app is configured for https://sermons.example.org; open it there.', code: 'WRONG_ADDRESS', publicUrl: 'https://sermons.example.org' });

it('names the configured address on sign-up and sign-in, in English and Spanish', async () => {
  const failure = signupFailure(refusal);
  expect(failure).toMatchObject({ kind: 'wrong_address', publicUrl: 'https://sermons.example.org' });
  expect(signInFailureKind(refusal)).toBe('wrong_address');

  const i18n = i18next.createInstance();
  await i18n.init({ lng: 'en', resources: { en: { auth: enAuth }, es: { auth: esAuth } }, interpolation: { escapeValue: false } });
  const en = i18n.getFixedT('en', 'auth');
  const es = i18n.getFixedT('es', 'auth');
  expect(en('signup.errors.wrong_address', { publicUrl: failure.publicUrl })).toBe('This app is configured for https://sermons.example.org; open it there.');
  expect(es('login.errors.wrong_address', { publicUrl: failure.publicUrl })).toBe('Esta aplicación está configurada para https://sermons.example.org; ábrala allí.');
});

it('keeps the plain refusal of another site generic', () => {
  const foreign = new ApiRequestError(403, 'refused', { error: 'This request came from another site and was refused.' });
  expect(signupFailure(foreign).kind).toBe('generic');
  expect(signInFailureKind(foreign)).toBe('generic');
});
