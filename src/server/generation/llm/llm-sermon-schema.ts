import { z } from 'zod';

/** Each field's longest length: the schema's limits, and where an overlong field is trimmed. */
export const FIELD_LIMITS = {
  title: 200,
  mainReference: 100,
  introduction: 4000,
  heading: 200,
  reference: 100,
  explanation: 4000,
  application: 2000,
  illustration: 4000,
  conclusion: 4000,
} as const;

// What the model must return. It cites references only: the verse text shown is always taken
// from the Bible data by the server, never from the model.
export const llmSermonSchema = z.object({
  title: z.string().min(1).max(FIELD_LIMITS.title),
  mainReference: z.string().min(1).max(FIELD_LIMITS.mainReference).describe('The main Bible reference, book chapter:verse or chapter:verse-verse, in the sermon’s language. Reference only, no verse text.'),
  introduction: z.string().min(1).max(FIELD_LIMITS.introduction),
  points: z
    .array(
      z.object({
        heading: z.string().min(1).max(FIELD_LIMITS.heading),
        reference: z.string().min(1).max(FIELD_LIMITS.reference).describe('One Bible reference for this point. Reference only, no verse text.'),
        explanation: z.string().min(1).max(FIELD_LIMITS.explanation),
        application: z.string().min(1).max(FIELD_LIMITS.application),
      }),
    )
    .length(3),
  illustration: z.string().min(1).max(FIELD_LIMITS.illustration),
  conclusion: z.string().min(1).max(FIELD_LIMITS.conclusion).describe('Ends with an altar call: repentance, baptism in the name of Jesus Christ, the infilling of the Holy Ghost (Acts 2:38).'),
});

export type LlmSermon = z.infer<typeof llmSermonSchema>;

export const referenceRepairSchema = z.object({
  replacements: z.array(z.object({ invalid: z.string(), replacement: z.string() })),
});
