import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { MIN_COMPRESS_BYTES } from './compress-asset.ts';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * A JSON answer, brotli- or gzip-compressed when the client accepts it and it is worth it. The
 * work runs on libuv's thread pool (async zlib), not on the event loop that serves everyone else;
 * a fast setting, since it is done per request (a cached answer is compressed once per cache).
 */
export async function compressedJson(c: Context, value: unknown, status: ContentfulStatusCode = 200, headers: Record<string, string> = {}): Promise<Response> {
  const text = JSON.stringify(value);
  const accepts = c.req.header('accept-encoding') ?? '';
  const vary = [headers.Vary, 'Accept-Encoding'].filter(Boolean).join(', ');
  const base = { ...headers, 'Content-Type': 'application/json; charset=UTF-8', Vary: vary };
  if (text.length >= MIN_COMPRESS_BYTES) {
    if (/\bbr\b/.test(accepts)) {
      const body = await brotli(text, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: text.length } });
      return c.body(new Uint8Array(body), status, { ...base, 'Content-Encoding': 'br' });
    }
    if (/\bgzip\b/.test(accepts)) {
      const body = await gzip(text, { level: 6 });
      return c.body(new Uint8Array(body), status, { ...base, 'Content-Encoding': 'gzip' });
    }
  }
  return c.body(text, status, base);
}
