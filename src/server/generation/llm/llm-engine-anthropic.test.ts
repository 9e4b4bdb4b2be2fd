import { createAnthropic } from '@ai-sdk/anthropic';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bibleFor } from '../../bible/bible-text.ts';
import { startFakeAnthropic } from '#tests/support/fake-anthropic-server.ts';
import { GRACE_DRAFT } from '#tests/support/llm-draft.ts';
import type { SermonEngine } from '../sermon-engine.ts';
import { createLlmEngine } from './llm-engine.ts';

const input = { title: '', scripture: 'Ephesians 2:8', audienceType: 'general', language: 'en', languageStyle: 'standard' } as const;

describe('LLM engine against an Anthropic server (real HTTP, the real @ai-sdk/anthropic)', () => {
  let fake: Awaited<ReturnType<typeof startFakeAnthropic>>;
  let engine: SermonEngine;
  beforeAll(async () => {
    fake = await startFakeAnthropic();
    engine = createLlmEngine({ name: 'anthropic', model: createAnthropic({ baseURL: fake.baseUrl, apiKey: 'test-key' })('fake-model'), timeoutMs: 3000, maxOutputTokens: 5000 });
  });
  beforeEach(() => {
    fake.replies.length = 0;
    fake.requests.length = 0;
  });
  afterAll(() => fake.close());

  it('writes the checked sermon, with the token cap sent and the passage quoted from the Bible data', async () => {
    fake.replies.push(GRACE_DRAFT);
    const sermon = await engine.generate(input);
    expect(sermon.title).toBe('Grace that saves');
    expect(sermon.mainPassage).toEqual({ reference: 'Ephesians 2:8', text: bibleFor('en').verse('Eph', 2, 8) });
    expect(sermon.engine).toBe('anthropic');
    expect(fake.requests[0]!.max_tokens).toBe(5000);
    expect(fake.requests[0]!.stream).toBe(true);
  });

  it('asks once to repair a Trinitarian altar call', async () => {
    fake.replies.push({ ...GRACE_DRAFT, conclusion: 'Be baptized in the name of the Father, and of the Son, and of the Holy Ghost.' }, GRACE_DRAFT);
    const sermon = await engine.generate(input);
    expect(sermon.conclusion).toBe(GRACE_DRAFT.conclusion);
    expect(fake.requests).toHaveLength(2);
  });
});
