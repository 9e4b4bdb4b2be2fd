import { z } from 'zod';

// What the model must return. It cites references only: the verse text shown is always taken
// from the Bible data by the server, never from the model.
export const llmSermonSchema = z.object({
  title: z.string().min(1).max(200),
  mainReference: z.string().min(1).max(100).describe('The main Bible reference, e.g. "John 3:16" or "Juan 3:16-18". Reference only, no verse text.'),
  introduction: z.string().min(1).max(4000),
  points: z
    .array(
      z.object({
        heading: z.string().min(1).max(200),
        reference: z.string().min(1).max(100).describe('One Bible reference for this point. Reference only, no verse text.'),
        explanation: z.string().min(1).max(4000),
        application: z.string().min(1).max(2000),
      }),
    )
    .length(3),
  illustration: z.string().min(1).max(4000),
  conclusion: z.string().min(1).max(4000).describe('Ends with an altar call: repentance, baptism in the name of Jesus Christ, the infilling of the Holy Ghost (Acts 2:38).'),
});

export type LlmSermon = z.infer<typeof llmSermonSchema>;

export const referenceRepairSchema = z.object({
  replacements: z.array(z.object({ invalid: z.string(), replacement: z.string() })),
});
