import { z } from 'zod';
import { LANGUAGES } from './languages.ts';

/**
 * What GET /api/bible/passage answers: each passage the reference names, quoted as a sermon quotes
 * it (a long one shows its first verses and says which in `shown` and `label`), from the KJV (en)
 * or the Reina-Valera 1909 (es). The server checks its answers and the sermon editor reads them
 * with this one schema.
 */
export const passageAnswerSchema = z.object({
  translation: z.enum(['KJV', 'RV1909']),
  language: z.enum(LANGUAGES),
  /** Every passage's reference, joined with "; ". */
  reference: z.string(),
  passages: z
    .array(
      z.object({
        reference: z.string(),
        /** Only when fewer verses are shown than the reference names: "15:11-40". */
        shown: z.string().optional(),
        /** The reference with its note when cut: "Luke 15:11-32 (verses 11-40 shown)". */
        label: z.string(),
        /** The book's OSIS id ("John"). */
        book: z.string(),
        verses: z.array(
          z.object({
            chapter: z.number().int(),
            verse: z.number().int(),
            text: z.string(),
            /** Printed above the verse, not part of it: a psalm's title, a stanza letter. */
            heading: z.string().optional(),
          }),
        ),
      }),
    )
    .min(1),
});
