// The shape of data/content/doctrine-notes.json: short notes, written by the team in English and
// Spanish, for the verses most often read as teaching more than one God (Matthew 28:19, 1 John
// 5:7, Genesis 1:26…). The offline composer adds a verse's note to the point preached on it, so the
// verse is explained in the Oneness frame instead of being left to sound like a trinity.
import { z } from 'zod';

const text = z.string().trim().min(1).max(400);

export const doctrineNoteSchema = z.strictObject({
  /** One verse, in English form ("Matthew 28:19"), read with the English parser in both Bibles. */
  verse: z.string().regex(/^[1-3]? ?[A-Z][a-z]+(?: [A-Z][a-z]+)* \d+:\d+$/),
  /** The words of the verse the note explains: a point on the clause that has them takes the note. */
  anchor: z.strictObject({ en: text, es: text }),
  en: text,
  es: text,
});
export type DoctrineNote = z.infer<typeof doctrineNoteSchema>;

export const doctrineNotesFileSchema = z.strictObject({
  note: z.string(),
  notes: z.array(doctrineNoteSchema).min(1),
});
