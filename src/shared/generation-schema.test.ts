import { describe, expect, it } from 'vitest';
import { generateRequestSchema } from './generation-schema.ts';

describe('generateRequestSchema', () => {
  it('refuses a body that is not an object without throwing (the fuzz suite once got a 500 here)', () => {
    for (const body of [null, [], ['x'], 'John 3:16', 42, true]) {
      const result = generateRequestSchema.safeParse(body);
      expect(result.success, JSON.stringify(body)).toBe(false);
    }
  });

  it('asks for a theme or a reference even when another field is wrong too', () => {
    const result = generateRequestSchema.safeParse({ title: '', scripture: '', audienceType: 'nobody', language: 'en', languageStyle: 'simple' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message).sort()).toEqual(['invalid_audience', 'theme_required']);
  });

  it('accepts a theme or a reference', () => {
    expect(generateRequestSchema.parse({ title: 'Grace', audienceType: 'general', language: 'en', languageStyle: 'standard' })).toMatchObject({ title: 'Grace', scripture: '' });
    expect(generateRequestSchema.parse({ scripture: 'John 3:16', audienceType: 'youth', language: 'es', languageStyle: 'simple' })).toMatchObject({ title: '', scripture: 'John 3:16' });
  });
});
