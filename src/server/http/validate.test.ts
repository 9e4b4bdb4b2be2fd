import { expect, it } from 'vitest';
import { z } from 'zod';
import { fieldCodes } from './validate.ts';

it("answers each refused field with a code, ours where the schema names one and zod's own otherwise, never a sentence", () => {
  const schema = z.object({ title: z.string().max(3, { error: 'too_long' }), count: z.number(), nested: z.object({ flag: z.boolean() }) });
  const result = schema.safeParse({ title: 'long title', count: 'seven', nested: { flag: 'yes' } });
  expect(result.success).toBe(false);
  expect(fieldCodes(result.error!.issues)).toEqual({ title: 'too_long', count: 'invalid_type', 'nested.flag': 'invalid_type' });
});
