import zlib from 'node:zlib';

export interface Compressed {
  gzip: Buffer;
  brotli: Buffer;
}

/** Files smaller than this gain nothing worth a Content-Encoding. */
export const MIN_COMPRESS_BYTES = 512;
export const COMPRESSIBLE_EXTENSIONS = /\.(js|mjs|css|html|svg|json|txt|webmanifest|map|ttf)$/i;

/**
 * `best` is for `vite build` (once, written beside each file as .br and .gz); `fast` is for what
 * can only be compressed at run time (the per-language index.html, a build made without them).
 */
export function compressAsset(body: Buffer, effort: 'best' | 'fast'): Compressed {
  return {
    gzip: zlib.gzipSync(body, { level: effort === 'best' ? 9 : 6 }),
    brotli: zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: effort === 'best' ? 11 : 5 } }),
  };
}
