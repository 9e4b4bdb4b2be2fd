import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestHeader } from './request-header.ts';

const app = new Hono().get('/', (c) => c.json({ id: requestHeader(c, 'x-request-id') ?? null, forwarded: requestHeader(c, 'x-forwarded-for') ?? null, cookie: requestHeader(c, 'cookie') ?? null }));

/** Raw headers as [name, value] pairs, so one name can be sent twice (Node then adds no Host). */
function get(port: number, headers: Array<[string, string]>): Promise<Record<string, string | null>> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path: '/', headers: [['Host', `127.0.0.1:${port}`], ...headers].flat() as unknown as http.OutgoingHttpHeaders }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve(JSON.parse(body) as Record<string, string | null>));
    });
    request.on('error', reject);
    request.end();
  });
}

describe('requestHeader', () => {
  let server: ReturnType<typeof serve>;
  let port: number;
  beforeAll(async () => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('reads headers from the node:http message, whatever their case', async () => {
    expect(await get(port, [['X-Request-Id', 'proxy-id-12345'], ['Cookie', 'a=1; session=xyz']])).toEqual({ id: 'proxy-id-12345', forwarded: null, cookie: 'a=1; session=xyz' });
  });

  it('joins a repeated header the way node:http does', async () => {
    expect(await get(port, [['X-Forwarded-For', '10.0.0.1'], ['X-Forwarded-For', '10.0.0.2'], ['Cookie', 'a=1'], ['Cookie', 'b=2']])).toMatchObject({ forwarded: '10.0.0.1, 10.0.0.2', cookie: 'a=1; b=2' });
  });

  it('falls back to the Fetch headers for in-process requests', async () => {
    const response = await app.request('/', { headers: { 'x-request-id': 'in-process-1', cookie: 'session=abc' } });
    expect(await response.json()).toEqual({ id: 'in-process-1', forwarded: null, cookie: 'session=abc' });
  });
});
