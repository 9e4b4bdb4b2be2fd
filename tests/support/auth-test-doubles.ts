import { ApiRequestError, NetworkError } from '#client/lib/api-client.ts';

// Shared by the unit tests of this feature: API failures as apiFetch throws them, and a request
// that fails as scripted.
export const apiError = (status: number, body: Record<string, unknown> = {}, message = 'server text') => new ApiRequestError(status, message, body);
export const networkError = () => new NetworkError(new TypeError('Failed to fetch'));

/** A call that fails with each given error in turn, then answers `finally`. */
export function scripted(outcomes: unknown[], answer: unknown = { user: { id: 'u1', email: 'a@b.co', language: 'en', is_subscribed: false, is_admin: false } }) {
  const calls: unknown[] = [];
  const fn = async (body: unknown) => {
    calls.push(body);
    const next = outcomes.shift();
    if (next !== undefined) throw next;
    return answer;
  };
  return { fn, calls };
}
