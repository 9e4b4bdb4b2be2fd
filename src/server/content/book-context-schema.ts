// The shape of data/content/book-context.json: for each of the 66 books, in canonical order, five
// short statements (author, first hearers, setting, purpose, place in the whole story) in English
// and Spanish, written by the team for the offline composer's context paragraphs. The prose lives
// in the data file, not in TypeScript, so that it can be reviewed and corrected as content.
import { z } from 'zod';
import { OSIS_BOOKS, type OsisBook } from '#server/bible/osis-books.ts';

/** One or two sentences each: a composer drops a field after a lead-in such as "Context:". */
export const BOOK_CONTEXT_FIELD_MAX = 300;

export const BOOK_CONTEXT_FIELDS = ['author', 'firstHearers', 'setting', 'purpose', 'placeInStory'] as const;

const statement = z.string().trim().min(1).max(BOOK_CONTEXT_FIELD_MAX);

const bookContextTextSchema = z.strictObject({
  author: statement,
  firstHearers: statement,
  setting: statement,
  purpose: statement,
  placeInStory: statement,
});
export type BookContextText = z.infer<typeof bookContextTextSchema>;

const osisIds = OSIS_BOOKS.map((book) => book.id) as [OsisBook, ...OsisBook[]];

export const bookContextEntrySchema = z.strictObject({
  book: z.enum(osisIds),
  en: bookContextTextSchema,
  es: bookContextTextSchema,
});
export type BookContextEntry = z.infer<typeof bookContextEntrySchema>;

/** The whole file: every book once, in the order of OSIS_BOOKS. */
export const bookContextFileSchema = z
  .array(bookContextEntrySchema)
  .length(OSIS_BOOKS.length)
  .refine((entries) => entries.every((entry, index) => entry.book === OSIS_BOOKS[index]!.id), {
    message: 'book context entries must follow the canonical order of OSIS_BOOKS',
  });
