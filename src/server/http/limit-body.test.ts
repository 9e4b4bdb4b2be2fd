import net from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from '../app-env.ts';
import { limitBody } from './limit-body.ts';

const LIMIT = 64 * 1024;
const CHUNK = 64 * 1024;

describe('limitBody', () => {
  let server: ServerType;
  let port = 0;
  beforeAll(async () => {
    const app = new Hono<AppEnv>();
    app.post('/echo', limitBody(LIMIT), async (c) => c.json({ length: (await c.req.text()).length }));
    await new Promise<void>((resolve) => {
      server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
        port = info.port;
        resolve();
      });
    });
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** Sends a body chunk by chunk, each written before the next (as a slow uploader does), and reads the whole answer. */
  function upload(bytes: number, language: string) {
    return new Promise<{ answer: string; writeError: string | null }>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1');
      const received: Buffer[] = [];
      let writeError: string | null = null;
      socket.on('data', (chunk) => received.push(chunk));
      socket.on('error', (error: NodeJS.ErrnoException) => {
        writeError = error.code ?? String(error);
      });
      socket.on('close', () => resolve({ answer: Buffer.concat(received).toString('utf8'), writeError }));
      socket.on('connect', async () => {
        try {
          const head = `POST /echo HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nAccept-Language: ${language}\r\nConnection: close\r\nContent-Length: ${bytes}\r\n\r\n`;
          await new Promise<void>((done) => socket.write(head, () => done()));
          for (let sent = 0; sent < bytes && !socket.destroyed; sent += CHUNK) {
            await new Promise<void>((done) => socket.write(Buffer.alloc(Math.min(CHUNK, bytes - sent), 'A'), () => done()));
          }
          if (!socket.destroyed) socket.end();
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      });
    });
  }

  it('lets a client still sending a too-large body read the localized 413 instead of a broken pipe', async () => {
    const { answer, writeError } = await upload(4 * 1024 * 1024, 'es');
    expect(writeError).toBeNull();
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    const body = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as { error: string };
    expect(body.error).toMatch(/grande/i);
  });

  it('passes a body within the limit to the route', async () => {
    const { answer } = await upload(LIMIT, 'en');
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toContain(`{"length":${LIMIT}}`);
  });
});
