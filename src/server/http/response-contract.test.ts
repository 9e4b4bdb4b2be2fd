import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { AppEnv } from '../app-env.ts';
import { checkEvent, checkResponses } from './response-contract.ts';

const contract = { 200: z.object({ status: z.literal('ok') }).strict(), 503: z.object({ error: z.string() }) };

function appAnswering(body: unknown, status: 200 | 418 | 503, enabled = true) {
  return new Hono<AppEnv>().get('/probe', checkResponses('GET /probe', contract, { enabled }), (c) => c.json(body as object, status));
}

describe('checkResponses', () => {
  it('lets a declared answer through as it was', async () => {
    const answer = await appAnswering({ status: 'ok' }, 200).request('/probe');
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ status: 'ok' });
  });

  it('fails loudly, naming the route, when a route answers a shape its contract does not declare', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const answer = await appAnswering({ status: 'ok', secret: 'leaked' }, 200).request('/probe', { headers: { 'Accept-Language': 'es' } });
    expect(answer.status).toBe(500);
    expect(await answer.json()).toMatchObject({
      error: 'Error del servidor. Inténtelo de nuevo.',
      contract: expect.stringContaining('GET /probe answered 200'),
    });
    expect(error).toHaveBeenCalledWith(expect.stringContaining('GET /probe'));
    error.mockRestore();
  });

  it('fails loudly when a route answers a status its contract does not list', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const answer = await appAnswering({ error: 'teapot' }, 418).request('/probe');
    expect(answer.status).toBe(500);
    expect(await answer.json()).toMatchObject({ contract: expect.stringContaining('status 418 is not declared') });
    error.mockRestore();
  });

  it('checks nothing when switched off (production): the answer passes as the handler gave it', async () => {
    const answer = await appAnswering({ surprise: true }, 418, false).request('/probe');
    expect(answer.status).toBe(418);
    expect(await answer.json()).toEqual({ surprise: true });
  });

  it('logs a server-sent event its stream does not declare as a broken contract, and one it declares not at all', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const events = z.discriminatedUnion('event', [z.object({ event: z.literal('tick'), data: z.object({ n: z.number() }) })]);
    const app = new Hono<AppEnv>()
      .use((c, next) => (c.set('checkContracts', true), next()))
      .get('/stream', (c) => {
        checkEvent(c, 'GET /stream', events, { event: 'tick', data: { n: 1 } });
        checkEvent(c, 'GET /stream', events, { event: 'tick', data: { n: 'one' } });
        return c.body(null, 204);
      });
    await app.request('/stream');
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('response breaks its contract: GET /stream sent a tick event: data.n'));
    error.mockRestore();
  });
});
