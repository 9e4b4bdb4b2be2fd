// The shape of data/content/english-words.json: words of the KJV's English the offline composer
// treats by their grammar, true of every verse (never a passage's own rule).
import { z } from 'zod';

const words = z
  .array(z.string().regex(/^[a-z]+$/, 'a word in lower case, letters only'))
  .min(1)
  .refine((list) => new Set(list).size === list.length, 'each word once');

export const englishWordsFileSchema = z.strictObject({
  note: z.string(),
  /** Carried by a Strong's tag along with the word that holds the meaning: "the", "he", "should". */
  taggedAlong: words,
  /** Point or join rather than name: never a key word. */
  pointing: words,
  /** Heard as coarse today: never held up as a key word. */
  coarse: words,
});

export interface EnglishWords {
  taggedAlong: ReadonlySet<string>;
  pointing: ReadonlySet<string>;
  coarse: ReadonlySet<string>;
}
