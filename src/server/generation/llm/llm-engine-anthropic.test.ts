import { createAnthropic } from '@ai-sdk/anthropic';
import type { LogWarningsFunction } from 'ai';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { composerText } from '../../content/content-files.ts';
import { bibleFor } from '../../bible/bible-text.ts';
import { startFakeAnthropic } from '#tests/support/fake-anthropic-server.ts';
import { GRACE_DRAFT } from '#tests/support/llm-draft.ts';
import type { SermonEngine } from '../sermon-engine.ts';
import { createLlmEngine } from './llm-engine.ts';

const input = { title: '', scripture: 'Ephesians 2:8', audienceType: 'general', language: 'en', languageStyle: 'standard' } as const;

describe('LLM engine against an Anthropic server (real HTTP, the real @ai-sdk/anthropic)', () => {
  let fake: Awaited<ReturnType<typeof startFakeAnthropic>>;
  let engine: SermonEngine;
  const warnings: Array<Parameters<LogWarningsFunction>[0]['warnings'][number]> = [];
  const sdkLogger = globalThis.AI_SDK_LOG_WARNINGS;
  beforeAll(async () => {
    globalThis.AI_SDK_LOG_WARNINGS = ({ warnings: given }) => void warnings.push(...given);
    fake = await startFakeAnthropic();
    engine = createLlmEngine({ name: 'anthropic', model: createAnthropic({ baseURL: fake.baseUrl, apiKey: 'test-key' })('fake-model'), timeoutMs: 3000, maxOutputTokens: 5000 });
  });
  beforeEach(() => {
    fake.replies.length = 0;
    fake.requests.length = 0;
  });
  afterAll(async () => {
    globalThis.AI_SDK_LOG_WARNINGS = sdkLogger;
    await fake.close();
  });

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

  // Issue 25, findings 11–14, against the real @ai-sdk/anthropic.
  it('accepts Matthew 28:19 quoted and explained the Oneness way, in one request', async () => {
    const oneness = `Jesus commanded, “${bibleFor('en').verse('Matt', 28, 19)}” The one name of the Father, and of the Son, and of the Holy Ghost is Jesus.`;
    fake.replies.push({ ...GRACE_DRAFT, introduction: oneness });
    const sermon = await engine.generate(input);
    expect(sermon.introduction.split('\n')[0]).toBe(oneness);
    expect(fake.requests).toHaveLength(1);
  });

  it('refuses a Trinitarian claim in other words after the repair ("God the Son, the second person")', async () => {
    const claim = { ...GRACE_DRAFT, illustration: 'God the Son, the second person, came down.' };
    fake.replies.push(claim, claim);
    await expect(engine.generate(input)).rejects.toMatchObject({ code: 'draft_rejected' });
    expect(fake.requests).toHaveLength(2);
  });

  it('replaces a diluted altar call with the app’s own', async () => {
    const diluted = { ...GRACE_DRAFT, conclusion: 'Repent and receive the Holy Ghost; baptism in the name of Jesus Christ is just a symbol.' };
    fake.replies.push(diluted, diluted);
    const sermon = await engine.generate(input);
    expect(composerText('en').altarCall.standard.formal).toContain(sermon.conclusion);
  });

  it('checks a misquote without a citation, and repairs a reference through generateText with no deprecation warning', async () => {
    warnings.length = 0;
    fake.replies.push({ ...GRACE_DRAFT, introduction: 'Paul wrote, "By grace you have been saved through faith, and it is not from yourselves."', points: [GRACE_DRAFT.points[0]!, { ...GRACE_DRAFT.points[1]!, reference: 'Titus 2' }, GRACE_DRAFT.points[2]!] });
    fake.replies.push({ replacements: [{ invalid: 'Titus 2', replacement: 'Titus 2:11' }] });
    const sermon = await engine.generate(input);
    expect(sermon.introduction).toContain(`“${bibleFor('en').verse('Eph', 2, 8)}” (Ephesians 2:8)`);
    expect(sermon.points[1]!.passage).toEqual({ reference: 'Titus 2:11', text: bibleFor('en').verse('Titus', 2, 11) });
    expect(fake.requests[1]!.stream).not.toBe(true);
    expect(warnings.filter((warning) => warning.type === 'deprecated')).toEqual([]);
  });
});
