import { z } from 'zod';

/** "G25", "H1254": a Strong's number as the KJV data writes it (no leading zeros). */
const strongNumberSchema = z.string().regex(/^[GH][1-9]\d*$/);

const sentence = z
  .string()
  .trim()
  .min(10)
  .max(300)
  .refine((text) => /^\p{Lu}/u.test(text) && /[.!?]$/.test(text), { error: 'a definition is one sentence: capital first, full stop last' });

/**
 * One entry of data/content/glossary.json: a Hebrew or Greek word (or a close family of them)
 * that preachers explain, with a headword and a one-sentence definition in each language, and
 * the word forms the Reina-Valera 1909 uses for it, so a Spanish word study can find the word
 * in a Spanish verse.
 */
const senseWords = z.array(z.string().regex(/^\p{Ll}+$/u)).min(1);

/**
 * A narrower sense of an entry, for the words that render it: the definition a word study gives
 * when the verse says "wind" (H7307) rather than "spirit", so a stormy wind is not explained as
 * the Spirit of God. Spanish words are among the entry's forms.
 */
const glossarySenseSchema = z.strictObject({
  en: z.strictObject({ words: senseWords, definition: sentence }),
  es: z.strictObject({ words: senseWords, definition: sentence }),
});

export const glossaryEntrySchema = z.strictObject({
  strongs: z.array(strongNumberSchema).min(1),
  en: z.strictObject({ headword: z.string().trim().min(1), definition: sentence }),
  es: z.strictObject({
    headword: z.string().trim().min(1),
    definition: sentence,
    /** Lower-case RV1909 word forms ("amó", "amado"), each found in data/bible/rv1909.json. */
    forms: z.array(z.string().regex(/^\p{Ll}+$/u)).min(1),
  }),
  senses: z.array(glossarySenseSchema).min(1).optional(),
});

export const glossarySchema = z.strictObject({
  name: z.string(),
  license: z.string(),
  note: z.string(),
  entries: z.array(glossaryEntrySchema).min(1),
});

export type GlossaryEntry = z.output<typeof glossaryEntrySchema>;
