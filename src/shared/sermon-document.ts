import { z } from 'zod';
import { AUDIENCE_TYPES, LANGUAGE_STYLES } from './constants.ts';
import { LANGUAGES } from './languages.ts';
import { withoutControlCharacters } from './plain-text.ts';
import { SERMON_LIMITS } from './sermon-limits.ts';

/**
 * The sermon as one structured document: what the engines return, the database stores, the API
 * answers, the editor edits and every export renders (through render-sermon-blocks.ts). A change
 * to its shape raises `schemaVersion` and comes with a migration of the stored documents.
 */
const SERMON_DOCUMENT_VERSION = 1;


// Issue codes, not sentences: the server answers them per field, the client shows its own words.
// Control characters are taken out before the length is checked (plain-text.ts, decision 0025).
/** Where one verse begins in a passage's text (verse-starts.ts). */
const verseStartSchema = z.object({
  chapter: z.number().int().min(1).max(200),
  verse: z.number().int().min(1).max(200),
  at: z.number().int().min(0).max(20_000),
});

const text = (max: number) => z.string({ error: 'invalid' }).overwrite(withoutControlCharacters).max(max, { error: 'too_long' });

/** A Bible passage with its text from the Bible data (never from a client or a model). */
export const sermonPassageSchema = z.object({
  reference: text(SERMON_LIMITS.reference),
  text: text(SERMON_LIMITS.passageText),
  /** Only when the text holds part of a long passage: which verses ("119:1-40"; passage-label.ts). */
  shown: z.string().max(SERMON_LIMITS.reference).optional(),
  /**
   * Where each verse begins in `text`, for the verse numbers a passage of several verses is shown
   * with (verse-starts.ts). Never stored: the server adds them to every document it answers, from
   * the Bible data by reference, and only where those verses are exactly the stored words.
   */
  verseStarts: z.array(verseStartSchema).max(200).optional(),
});

export const sermonPointSchema = z.object({
  heading: text(SERMON_LIMITS.section),
  passage: sermonPassageSchema.nullable(),
  explanation: text(SERMON_LIMITS.section),
  application: text(SERMON_LIMITS.section),
});

/**
 * Where the sermon's outline came from (decision 0026): a preaching-library entry (its id and the
 * version read), composed by the offline engine from the passage alone, or written by a model. The
 * page says it quietly; an edit never changes it.
 */
const sermonProvenanceSchema = z.object({
  outline: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('library'), entryId: z.string().max(100), version: z.number().int().min(1) }),
    z.object({ kind: z.literal('composed') }),
    z.object({ kind: z.literal('model') }),
  ]),
});

export const sermonDocumentSchema = z.object({
  schemaVersion: z.literal(SERMON_DOCUMENT_VERSION, { error: 'unsupported_version' }),
  title: text(SERMON_LIMITS.title),
  mainPassage: sermonPassageSchema,
  introduction: text(SERMON_LIMITS.section),
  points: z
    .array(sermonPointSchema, { error: 'invalid' })
    .min(SERMON_LIMITS.points.min, { error: 'too_few_points' })
    .max(SERMON_LIMITS.points.max, { error: 'too_many_points' }),
  illustrations: text(SERMON_LIMITS.section),
  conclusion: text(SERMON_LIMITS.section),
  /** The preacher's private notes: empty from generation, left out of copy and PDF by default. */
  notes: text(SERMON_LIMITS.notes),
  language: z.enum(LANGUAGES, { error: 'invalid' }),
  audienceType: z.enum(AUDIENCE_TYPES, { error: 'invalid' }),
  languageStyle: z.enum(LANGUAGE_STYLES, { error: 'invalid' }),
  /** The engine that wrote the first version; an edit never changes it. */
  engine: text(SERMON_LIMITS.engine),
  /** Absent only in a client's PUT body: the server keeps the stored document's (migration 0011 gave every stored sermon one). */
  provenance: sermonProvenanceSchema.optional(),
});

export type SermonPassage = z.infer<typeof sermonPassageSchema>;
export type SermonPoint = z.infer<typeof sermonPointSchema>;
export type SermonDocument = z.infer<typeof sermonDocumentSchema>;

/**
 * A document as the stream has produced it so far. Loose on purpose: a preview shows whatever
 * arrived and ignores the rest, so one malformed field never hides the others.
 */
export const partialSermonDocumentSchema = z.object({
  title: z.string().optional().catch(undefined),
  mainPassage: sermonPassageSchema.optional().catch(undefined),
  introduction: z.string().optional().catch(undefined),
  points: z
    .array(z.object({ heading: z.string().catch(''), explanation: z.string().optional().catch(undefined), application: z.string().optional().catch(undefined) }).loose())
    .optional()
    .catch(undefined),
  illustrations: z.string().optional().catch(undefined),
  conclusion: z.string().optional().catch(undefined),
});

export type PartialSermonDocument = z.infer<typeof partialSermonDocumentSchema>;
