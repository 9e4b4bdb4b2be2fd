import { Writable } from 'node:stream';
import { expect, it } from 'vitest';
import { createLogger } from './logger.ts';

function capture() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { logger: createLogger({ logLevel: 'info' }, sink), text: () => lines.join('') };
}

it('censors credentials at any depth, by key and inside URLs', () => {
  const { logger, text } = capture();
  logger.info({ clientError: { context: { deeper: { even: [{ token: 'TOKEN-A', password: 'PASS-B', url: 'http://x/en/reset-password?token=TOKEN-C&lang=es' }] } } } }, 'deep');
  // A logged text, not a request: the redaction of a token inside it is what is checked.
  logger.info({ note: '/api/account/reset-token?token=TOKEN-D' }, 'flat');
  const written = text();
  for (const secret of ['TOKEN-A', 'PASS-B', 'TOKEN-C', 'TOKEN-D']) expect(written).not.toContain(secret);
  expect(written).toContain('reset-password?token=[redacted]&lang=es');
});

it('keeps errors serialized as pino does', () => {
  const { logger, text } = capture();
  logger.error({ err: new Error('boom') }, 'failed');
  expect(JSON.parse(text())).toMatchObject({ err: { message: 'boom', type: 'Error' } });
});
