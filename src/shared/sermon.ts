import { z } from 'zod';
import { AUDIENCE_TYPES, LANGUAGE_STYLES, SERMON_SEARCH_MAX } from './constants.ts';
import { LANGUAGES } from './languages.ts';
import { sermonDocumentSchema, sermonPassageSchema, type SermonDocument } from './sermon-document.ts';
import { flatSermon } from './sermon-flat.ts';

/**
 * A saved sermon, as the API answers it: the document with its revision, and the spec's flat
 * fields (plus the passages it quotes) derived from it, so a reader of the spec's shape still works.
 */
export const sermonResponseSchema = z.object({
  id: z.string(),
  title: z.string(),
  mainScripture: z.string(),
  introduction: z.string(),
  points: z.array(z.string()),
  illustrations: z.string(),
  conclusion: z.string(),
  language: z.enum(LANGUAGES),
  audienceType: z.enum(AUDIENCE_TYPES),
  languageStyle: z.enum(LANGUAGE_STYLES),
  engine: z.string(),
  verses: z.array(sermonPassageSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
  revision: z.number().int().positive(),
  document: sermonDocumentSchema,
  /**
   * The sermon's twin in the other language (issue 27), which names this one back; null until one
   * is made. Optional when read: a copy kept on a device before twins existed has none.
   */
  twinId: z.string().nullable().default(null),
});

export type Sermon = z.infer<typeof sermonResponseSchema>;

/** The API answer for a stored document: the document, its revision, and the flat fields. */
export function sermonResponse(stored: { id: string; document: SermonDocument; revision: number; createdAt: string; updatedAt: string; twinId?: string | null }): Sermon {
  const { document } = stored;
  return {
    id: stored.id,
    ...flatSermon(document),
    language: document.language,
    audienceType: document.audienceType,
    languageStyle: document.languageStyle,
    engine: document.engine,
    createdAt: stored.createdAt,
    updatedAt: stored.updatedAt,
    revision: stored.revision,
    document,
    twinId: stored.twinId ?? null,
  };
}

export const sermonSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  mainScripture: z.string(),
  language: z.enum(LANGUAGES),
  audienceType: z.enum(AUDIENCE_TYPES),
  languageStyle: z.enum(LANGUAGE_STYLES),
  createdAt: z.string(),
});

/** A history row: what the list shows; the whole sermon is fetched when it is opened. */
export type SermonSummary = z.infer<typeof sermonSummarySchema>;

export const sermonListPageSchema = z.object({
  sermons: z.array(sermonSummarySchema),
  nextCursor: z.string().nullable(),
});

export type SermonListPage = z.infer<typeof sermonListPageSchema>;

const SERMON_PAGE = { defaultLimit: 20, maxLimit: 50 } as const;

/**
 * GET /api/sermons query: `?limit=` 1–50, `?cursor=` from a page's nextCursor; the history search
 * (product §2): `?q=` words of the title, a passage or the sermon, `?language=`, `?audienceType=`.
 * An empty value is the same as none (a cleared search box).
 */
export const sermonListQuerySchema = z.object({
  q: z.string().max(SERMON_SEARCH_MAX, { error: 'invalid_search' }).optional(),
  language: z.union([z.literal(''), z.enum(LANGUAGES)], { error: 'invalid_search' }).optional(),
  audienceType: z.union([z.literal(''), z.enum(AUDIENCE_TYPES)], { error: 'invalid_search' }).optional(),
  limit: z.coerce.number({ error: 'invalid_limit' }).int({ error: 'invalid_limit' }).min(1, { error: 'invalid_limit' }).max(SERMON_PAGE.maxLimit, { error: 'invalid_limit' }).default(SERMON_PAGE.defaultLimit),
  cursor: z.string().max(500, { error: 'invalid_cursor' }).optional(),
});

/** PUT /api/sermons/:id: the whole document and the revision it was based on. */
export const sermonUpdateRequestSchema = z.object({
  document: sermonDocumentSchema,
  revision: z.number({ error: 'invalid_revision' }).int({ error: 'invalid_revision' }).positive({ error: 'invalid_revision' }),
});

export type SermonUpdateRequest = z.infer<typeof sermonUpdateRequestSchema>;

/** The 409 answer to a PUT based on a stale revision: the sermon as it now is. */
export const sermonConflictSchema = z.object({ error: z.string(), sermon: sermonResponseSchema });

/** GET /api/sermons/:id/generated: the document as the engine first wrote it. */
export const generatedSermonResponseSchema = z.object({ document: sermonDocumentSchema });
