import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Language } from '#shared/languages.ts';
import { PRELOADED_PAGES, type PreloadedPage } from '#shared/preloaded-pages.ts';
import { escapeHtml } from '../mail/escape-html.ts';
import { compressAsset, MIN_COMPRESS_BYTES, type Compressed } from './compress-asset.ts';

/** One encoding of a file: its bytes held in memory, or its file on disk read when asked for. */
export type StaticBody = { bytes: Buffer } | { file: string; size: number };

export interface StaticFile {
  body: StaticBody;
  gzip: StaticBody | null;
  brotli: StaticBody | null;
  contentType: string;
  etag: string;
  /** Vite's content-hashed output under /assets never changes under the same name. */
  immutable: boolean;
}

export interface ClientBuild {
  files: Map<string, StaticFile>;
  /**
   * index.html with lang, title and runtime config filled in, per language and page: a preloading
   * page (src/shared/preloaded-pages.ts) keeps its own preloads, and no page keeps another's.
   */
  index: Record<Language, Record<PreloadedPage | 'other', StaticFile>>;
}

/** A preload the build marked as one page's (and, for a catalog, one language's). */
const PAGE_PRELOAD = /<link\b[^>]*\bdata-page="([^"]*)"[^>]*>\s*/g;
const LANGUAGE_OF_PRELOAD = /\bdata-lang="([^"]*)"/;

/** The template with only `page`'s preloads in `language` (none for a page that preloads nothing). */
function withPreloadsOf(template: string, page: PreloadedPage | 'other', language: Language): string {
  return template.replace(PAGE_PRELOAD, (link: string, linkPage: string) => {
    const linkLanguage = LANGUAGE_OF_PRELOAD.exec(link)?.[1];
    return linkPage === page && (linkLanguage === undefined || linkLanguage === language) ? link : '';
  });
}

/** What the browser needs to know at run time, passed in a <meta> tag (CSP allows no inline script). */
interface PublicClientConfig {
  supportEmail: string;
  sentryDsn: string | null;
  environment: string;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  // The PDF's fonts (TrueType compresses to about half, unlike woff2).
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

const COMPRESSIBLE = /^(text\/|application\/(json|manifest)|image\/svg|font\/ttf)/;

const TITLES: Record<Language, string> = { en: 'Apostolic Sermon Studio', es: 'Estudio de Sermones Apostólicos' };

/**
 * Indexes the built SPA once. Assets come with the .br/.gz copies `vite build` wrote beside them
 * (start-up does no heavy compression); anything without them is compressed quickly here. Only the
 * encoding nearly every browser takes is held in memory (brotli, or the file itself where it does
 * not compress); gzip and the uncompressed bytes are read from disk for the few that ask, so the
 * PDF fonts and libraries do not sit in memory three times (issue 29). Null when not built.
 */
export function loadClientBuild(dir: string, config: PublicClientConfig): ClientBuild | null {
  const indexPath = path.join(dir, 'index.html');
  if (!fs.existsSync(indexPath)) return null;
  const files = new Map<string, StaticFile>();
  for (const relative of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const full = path.join(dir, relative);
    if (!fs.statSync(full).isFile() || relative === 'index.html' || /\.(br|gz)$/.test(relative)) continue;
    const urlPath = `/${relative.split(path.sep).join('/')}`;
    files.set(urlPath, staticFile(fs.readFileSync(full), contentTypeOf(full), urlPath.startsWith('/assets/'), prebuilt(full), full));
  }
  const template = fs.readFileSync(indexPath, 'utf8');
  const pagesIn = (language: Language) =>
    Object.fromEntries(
      [...PRELOADED_PAGES, 'other' as const].map((page) => [page, staticFile(Buffer.from(renderIndex(withPreloadsOf(template, page, language), language, config)), CONTENT_TYPES['.html']!, false)]),
    ) as Record<PreloadedPage | 'other', StaticFile>;
  return { files, index: { en: pagesIn('en'), es: pagesIn('es') } };
}

export function renderIndex(template: string, language: Language, config: PublicClientConfig): string {
  return template
    .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(TITLES[language])}</title>`)
    .replace(/<meta name="app-config" content="[^"]*"/, `<meta name="app-config" content="${escapeHtml(JSON.stringify(config))}"`);
}

function contentTypeOf(file: string): string {
  return CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/** The .br held in memory and the .gz left on disk, when `vite build` wrote both. */
function prebuilt(full: string): { brotli: Buffer; gzip: StaticBody } | null {
  if (!fs.existsSync(`${full}.br`) || !fs.existsSync(`${full}.gz`)) return null;
  return { brotli: fs.readFileSync(`${full}.br`), gzip: { file: `${full}.gz`, size: fs.statSync(`${full}.gz`).size } };
}

function staticFile(body: Buffer, contentType: string, immutable: boolean, compressed: { brotli: Buffer; gzip: StaticBody } | null = null, onDisk: string | null = null): StaticFile {
  const compressible = COMPRESSIBLE.test(contentType) && body.length > MIN_COMPRESS_BYTES;
  const encoded: { brotli: Buffer; gzip: StaticBody } | null = compressible ? (compressed ?? inMemory(compressAsset(body, 'fast'))) : null;
  return {
    body: encoded && onDisk ? { file: onDisk, size: body.length } : { bytes: body },
    gzip: encoded?.gzip ?? null,
    brotli: encoded ? { bytes: encoded.brotli } : null,
    contentType,
    etag: `"${crypto.createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
    immutable,
  };
}

function inMemory(compressed: Compressed): { brotli: Buffer; gzip: StaticBody } {
  return { brotli: compressed.brotli, gzip: { bytes: compressed.gzip } };
}

/** The bytes of one encoding; null when its file has gone from disk (a rebuild under a running server). */
export async function staticBytes(body: StaticBody): Promise<Buffer | null> {
  if ('bytes' in body) return body.bytes;
  try {
    return await fs.promises.readFile(body.file);
  } catch {
    return null;
  }
}
