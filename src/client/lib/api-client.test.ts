// API answers are read with the shared response schemas: a 2xx answer of the wrong shape is a
// clear sentence in the page language, never a cast that breaks later.
import i18next from 'i18next';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { billingUrlResponseSchema } from '#shared/billing-schemas.ts';
import { resources } from '../i18n/resources.ts';
import { ApiRequestError, apiRequest, MalformedAnswerError } from './api-client.ts';

beforeAll(async () => {
  await i18next.init({ lng: 'es', resources, ns: ['common'], defaultNS: 'common' });
});
afterEach(() => vi.unstubAllGlobals());

const answer = (status: number, body: unknown) => vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })));

it('returns the parsed answer when it has the shared shape', async () => {
  answer(200, { url: 'https://checkout.example/session', extra: 1 });
  expect(await apiRequest('/api/billing/checkout', billingUrlResponseSchema, { body: { language: 'es' } })).toEqual({ url: 'https://checkout.example/session' });
});

it('refuses a 2xx answer of another shape with a localized error', async () => {
  answer(200, { url: 'javascript:alert(1)' });
  const error = await apiRequest('/api/billing/checkout', billingUrlResponseSchema, { body: { language: 'es' } }).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(MalformedAnswerError);
  expect(error).toBeInstanceOf(ApiRequestError);
  expect((error as Error).message).toBe('No se pudo leer la respuesta del servidor. Inténtelo de nuevo en un momento.');
});

it("keeps the server's own error text on a refusal", async () => {
  answer(409, { error: 'Ya tiene una suscripción activa.' });
  const error = await apiRequest('/api/billing/checkout', billingUrlResponseSchema, { body: { language: 'es' } }).catch((caught: unknown) => caught);
  expect(error).not.toBeInstanceOf(MalformedAnswerError);
  expect({ status: (error as ApiRequestError).status, message: (error as Error).message }).toEqual({ status: 409, message: 'Ya tiene una suscripción activa.' });
});
