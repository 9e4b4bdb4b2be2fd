import { z } from 'zod';
import { passageAnswerSchema } from '#shared/bible-passage-answer.ts';
import { LANGUAGES } from '#shared/languages.ts';
import { LIMITS } from '../http/limits.ts';
import { apiErrorSchema, errorAnswers } from '../http/response-contract.ts';
import { rateLimitWords, type RouteContract } from '../http/route-contract.ts';

/**
 * The whole of one lookup: a sermon's passages fit easily (a few references, a chapter or two),
 * and no short query can ask for a large share of the Bible ("Ps119,119,…" once answered 954 KB).
 */
export const PASSAGE_REQUEST_LIMITS = { ranges: 10, verses: 200 } as const;

export const MAX_REFERENCE_LENGTH = 200;

export const passageRoute = {
  method: 'GET',
  path: '/api/bible/passage',
  tag: 'Bible',
  summary: 'Look up a Bible passage',
  description:
    'The canonical reference and the verse texts, from the KJV (`lang=en`) or the Reina-Valera 1909 (`lang=es`); without `lang`, the Bible of Accept-Language. 404 when the passage does not exist; 400 when the text names no passage, or asks for more than the lookup limits (the 400 then carries `limits`). Errors are worded in the language of the lookup. Cached publicly for a day.',
  access: 'public',
  // Read by hand (an unknown `lang` falls back to Accept-Language): documented here.
  request: { query: z.object({ ref: z.string().min(1).max(MAX_REFERENCE_LENGTH), lang: z.enum(LANGUAGES).optional() }) },
  responses: {
    ...errorAnswers(404),
    400: apiErrorSchema.extend({ limits: z.strictObject({ ranges: z.literal(PASSAGE_REQUEST_LIMITS.ranges), verses: z.literal(PASSAGE_REQUEST_LIMITS.verses) }).optional() }),
    200: passageAnswerSchema,
  },
  limits: [
    rateLimitWords(LIMITS.biblePassage, 'per client address'),
    `At most ${PASSAGE_REQUEST_LIMITS.ranges} ranges and ${PASSAGE_REQUEST_LIMITS.verses} verses shown per lookup; references up to ${MAX_REFERENCE_LENGTH} characters.`,
  ],
} as const satisfies RouteContract;
