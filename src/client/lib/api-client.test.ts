// API answers are read with the shared response schemas: a 2xx answer of the wrong shape is a
// clear sentence in the page language, never a cast that breaks later. Calls go through the typed
// client (`api`), whose paths and bodies come from the server's routes.
import i18next from 'i18next';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { billingUrlResponseSchema } from '#shared/billing-schemas.ts';
import { resources } from '../i18n/resources.ts';
import { ApiRequestError, apiRequest, apiSend, MalformedAnswerError, NetworkError } from './api-client.ts';

beforeAll(async () => {
  await i18next.init({ lng: 'es', resources, ns: ['common'], defaultNS: 'common' });
});
afterEach(() => vi.unstubAllGlobals());

const answer = (status: number, body: unknown) => {
  const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
};
const checkout = () => apiRequest((api) => api.billing.checkout.$post({ json: { language: 'es' } }), billingUrlResponseSchema);

it('returns the parsed answer when it has the shared shape, asked in the page language with the session cookie', async () => {
  const fetch = answer(200, { url: 'https://checkout.example/session', extra: 1 });
  expect(await checkout()).toEqual({ url: 'https://checkout.example/session' });
  const [url, init] = fetch.mock.calls[0]!;
  // The address on the wire is what is checked: a string, not the typed client that built it.
  expect(url).toBe('/api/billing/checkout');
  expect({ method: init?.method, credentials: init?.credentials, body: init?.body }).toEqual({ method: 'POST', credentials: 'same-origin', body: '{"language":"es"}' });
  expect(Object.fromEntries(new Headers(init?.headers))).toEqual({ accept: 'application/json', 'accept-language': 'es', 'content-type': 'application/json' });
});

it('puts path parameters and queries where the route declares them', async () => {
  const fetch = answer(200, {});
  await apiSend((api) => api.sermons[':id'].$get({ param: { id: encodeURIComponent('a/b') } }));
  await apiSend((api) => api.sermons.$get({ query: { limit: '1', q: 'fe y gracia' } }));
  // The addresses on the wire are what is checked: strings.
  expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/api/sermons/a%2Fb', '/api/sermons?limit=1&q=fe+y+gracia']);
});

it('refuses a 2xx answer of another shape with a localized error', async () => {
  answer(200, { url: 'javascript:alert(1)' });
  const error = await checkout().catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(MalformedAnswerError);
  expect(error).toBeInstanceOf(ApiRequestError);
  expect((error as Error).message).toBe('No se pudo leer la respuesta del servidor. Inténtelo de nuevo en un momento.');
});

it("keeps the server's own error text on a refusal", async () => {
  answer(409, { error: 'Ya tiene una suscripción activa.' });
  const error = await checkout().catch((caught: unknown) => caught);
  expect(error).not.toBeInstanceOf(MalformedAnswerError);
  expect({ status: (error as ApiRequestError).status, message: (error as Error).message }).toEqual({ status: 409, message: 'Ya tiene una suscripción activa.' });
});

it('tells a request that got no answer (offline) from one that was aborted', async () => {
  vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
  expect(await checkout().catch((caught: unknown) => caught)).toBeInstanceOf(NetworkError);
  vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new DOMException('The operation was aborted.', 'AbortError'))));
  const aborted = await checkout().catch((caught: unknown) => caught);
  expect(aborted).not.toBeInstanceOf(NetworkError);
  expect((aborted as Error).name).toBe('AbortError');
});
