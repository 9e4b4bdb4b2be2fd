import { createOpenAI } from '@ai-sdk/openai';
import type { LogWarningsFunction } from 'ai';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { quotedPassages } from '#shared/sermon-flat.ts';
import { bibleFor } from '../../bible/bible-text.ts';
import { quoteReference } from '../../bible/quote-reference.ts';
import { composerText } from '../../content/content-files.ts';
import { altarCallGaps } from '../guard/doctrine-and-language.ts';
import { startFakeOpenAi } from '#tests/support/fake-openai-server.ts';
import { GenerationError, type SermonEngine } from '../sermon-engine.ts';
import { createLlmEngine, DRAFT_CHAR_LIMIT, PARTIAL_INTERVAL_MS, type LlmEngineOptions } from './llm-engine.ts';
import type { LlmSermon } from './llm-sermon-schema.ts';
import { NEW_BIRTH_DRAFT, NEW_BIRTH_DRAFT_ES } from '#tests/support/llm-draft.ts';

const draft = (overrides: Partial<LlmSermon> = {}): LlmSermon => ({ ...NEW_BIRTH_DRAFT, ...overrides });
const spanishDraft = NEW_BIRTH_DRAFT_ES;
const input = { title: '', scripture: 'John 3:5', audienceType: 'general', language: 'en', languageStyle: 'standard' } as const;

describe('LLM engine against an OpenAI-compatible server (real HTTP, real SDK)', () => {
  let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
  let engine: SermonEngine;
  const openAiEngine = (options: Omit<LlmEngineOptions, 'name' | 'model'>, baseURL = fake.baseUrl) => createLlmEngine({ name: 'openai', model: createOpenAI({ baseURL, apiKey: 'test-key' }).chat('fake-model'), ...options });
  // Every warning the AI SDK gives in these tests; a deprecated call would print one (issue 25, finding 14).
  const warnings: Array<Parameters<LogWarningsFunction>[0]['warnings'][number]> = [];
  const sdkLogger = globalThis.AI_SDK_LOG_WARNINGS;
  beforeAll(async () => {
    globalThis.AI_SDK_LOG_WARNINGS = ({ warnings: given }) => void warnings.push(...given);
    fake = await startFakeOpenAi();
    // Room for a healthy stream on a busy machine; the hang test below has its own short clock.
    engine = openAiEngine({ timeoutMs: 15_000 });
  });
  beforeEach(() => {
    fake.replies.length = 0;
    fake.requests.length = 0;
  });
  afterAll(async () => {
    globalThis.AI_SDK_LOG_WARNINGS = sdkLogger;
    await fake.close();
  });

  it('writes the sermon with the Bible text of each reference, never the model’s', async () => {
    fake.replies.push({ kind: 'object', value: draft() });
    const sermon = await engine.generate(input);
    const kjv = bibleFor('en');
    expect(sermon.title).toBe('Born of Water and of the Spirit');
    expect(sermon.mainPassage).toEqual({ reference: 'John 3:5', text: kjv.verse('John', 3, 5) });
    expect(sermon.introduction).toContain(kjv.verse('John', 3, 5)!);
    expect(sermon.points).toHaveLength(3);
    expect(sermon.points[1]).toEqual({ heading: 'Water and Spirit', passage: { reference: 'Acts 2:38', text: kjv.verse('Acts', 2, 38) }, explanation: 'Peter answered the crowd.', application: 'Obey the gospel.' });
    expect(quotedPassages(sermon).map((v) => v.reference)).toEqual(['John 3:5', 'John 3:3', 'Acts 2:38', '2 Corinthians 5:17']);
    expect(sermon).toMatchObject({ schemaVersion: 1, notes: '', engine: 'openai', language: 'en', audienceType: 'general', languageStyle: 'standard' });
    expect(fake.requests[0]!.stream).toBe(true);
    expect(fake.requests[0]!.body.response_format).toMatchObject({ type: 'json_schema' });
    const messages = fake.requests[0]!.body.messages as Array<{ role: string; content: string }>;
    expect(messages[0]!.content).toContain('one God, fully revealed in the Lord Jesus Christ');
  });

  it('grounds the model in the verified passage, the verses around it and its key words', async () => {
    fake.replies.push({ kind: 'object', value: draft() });
    await engine.generate({ ...input, scripture: 'John 3:16' });
    const messages = JSON.stringify(fake.requests[0]!.body.messages);
    const kjv = bibleFor('en');
    for (const verse of [15, 16, 17]) expect(messages).toContain(JSON.stringify(kjv.verse('John', 3, verse)).slice(1, -1));
    expect(messages).toMatch(/Key words \(Strong's\)/);
    expect(messages).toContain('never copy or paraphrase');
  });

  it('gives the model the verified text of three to five candidate passages for a theme (English and Spanish, mapped or not)', async () => {
    // Grace and la fe are in the theme map; Nicodemus is found through the offline engine's selection.
    for (const [theme, language] of [['Grace', 'en'], ['La fe', 'es'], ['Nicodemus', 'en']] as const) {
      fake.requests.length = 0;
      fake.replies.push({ kind: 'object', value: language === 'es' ? spanishDraft : draft() });
      await engine.generate({ ...input, scripture: '', title: theme, language });
      const messages = fake.requests[0]!.body.messages as Array<{ role: string; content: string }>;
      const lines = messages.at(-1)!.content.split('\n');
      const heading = lines.findIndex((line) => /^(Candidate passages for this theme|Pasajes candidatos para este tema)/.test(line));
      expect(heading).toBeGreaterThan(-1);
      const bible = bibleFor(language);
      let passage: ReturnType<typeof quoteReference> = null;
      const labels: string[] = [];
      for (const line of lines.slice(heading + 1, -1)) {
        const verse = /^\[(\d+):(\d+)\] (.*)$/.exec(line);
        if (!verse) {
          passage = quoteReference(line.replace(/:$/, ''), language);
          expect(passage, line).not.toBeNull();
          labels.push(line);
          continue;
        }
        // Every verse given is the Bible's text, word for word.
        expect(verse[3]).toBe(bible.verse(passage!.range.start.book, Number(verse[1]), Number(verse[2])));
      }
      expect(labels.length).toBeGreaterThanOrEqual(3);
      expect(labels.length).toBeLessThanOrEqual(5);
    }
  });

  it('keeps the passage asked for as the main passage, whatever the model cites', async () => {
    fake.replies.push({ kind: 'object', value: draft({ mainReference: 'Romans 8:28' }) });
    const sermon = await engine.generate({ ...input, scripture: 'Psalm 23' });
    expect(sermon.mainPassage.reference).toBe('Psalm 23');
  });

  it('falls back to JSON mode when the server rejects response_format json_schema', async () => {
    const local = openAiEngine({ timeoutMs: 3000 });
    fake.replies.push({ kind: 'status', status: 400, message: "'response_format.type' must be 'json_object' or 'text': json_schema is not supported" }, { kind: 'object', value: draft() }, { kind: 'object', value: draft() });
    expect((await local.generate(input)).title).toBe('Born of Water and of the Spirit');
    expect(fake.requests.map((request) => (request.body.response_format as { type: string }).type)).toEqual(['json_schema', 'json_object']);
    // Remembered: the next sermon goes straight to JSON mode.
    await local.generate(input);
    expect((fake.requests[2]!.body.response_format as { type: string }).type).toBe('json_object');
  });

  it('asks through a tool call when the server rejects every response_format, and remembers it', async () => {
    const strict = await startFakeOpenAi({ rejectResponseFormat: true });
    try {
      const local = openAiEngine({ timeoutMs: 3000 }, strict.baseUrl);
      strict.replies.push({ kind: 'object', value: draft(), chunks: 12 }, { kind: 'object', value: draft({ title: 'Born Again' }) });
      const partials: Array<{ title?: string }> = [];
      const sermon = await local.generate(input, { onPartial: (partial) => partials.push(partial) });
      expect(sermon.title).toBe('Born of Water and of the Spirit');
      expect(sermon.points[1]!.passage).toEqual({ reference: 'Acts 2:38', text: bibleFor('en').verse('Acts', 2, 38) });
      // The draft streams from the tool's arguments as it would from text.
      expect(partials.at(-1)!.title).toBe('Born of Water and of the Spirit');
      const formats = strict.requests.map(({ body }) => (body.response_format as { type: string } | undefined)?.type ?? (body.tool_choice as { function: { name: string } } | undefined)?.function.name);
      expect(formats).toEqual(['json_schema', 'json_object', 'sermon']);
      // Remembered: the next sermon is asked for through the tool at once.
      expect((await local.generate(input)).title).toBe('Born Again');
      expect(strict.requests).toHaveLength(4);
      expect(strict.requests[3]!.body.tool_choice).toEqual({ type: 'function', function: { name: 'sermon' } });
    } finally {
      await strict.close();
    }
  });

  it('reports partial output while it streams', async () => {
    fake.replies.push({ kind: 'object', value: draft(), chunks: 12 });
    const partials: Array<{ title?: string; points?: Array<{ heading: string }> }> = [];
    await engine.generate(input, { onPartial: (partial) => partials.push(partial) });
    expect(partials.length).toBeGreaterThan(1);
    expect(partials.at(-1)!.title).toBe('Born of Water and of the Spirit');
    expect(partials.at(-1)!.points?.map((point) => point.heading)).toEqual(['A new birth is required', 'Water and Spirit', 'A changed life']);
  });

  it('asks once to repair an invented reference and quotes the replacement', async () => {
    fake.replies.push({ kind: 'object', value: draft({ points: [draft().points[0]!, { ...draft().points[1]!, reference: 'John 99:99' }, draft().points[2]!] }) });
    fake.replies.push({ kind: 'object', value: { replacements: [{ invalid: 'John 99:99', replacement: 'Romans 6:4' }] } });
    const sermon = await engine.generate(input);
    expect(sermon.points[1]!.passage).toEqual({ reference: 'Romans 6:4', text: bibleFor('en').verse('Rom', 6, 4) });
    expect(JSON.stringify(sermon)).not.toContain('John 99:99');
    expect(fake.requests).toHaveLength(2);
  });

  it('asks for the reference repair through a current AI SDK call: no deprecation warning', async () => {
    warnings.length = 0;
    fake.replies.push({ kind: 'object', value: draft({ points: [draft().points[0]!, { ...draft().points[1]!, reference: 'John 99:99' }, draft().points[2]!] }) });
    fake.replies.push({ kind: 'object', value: { replacements: [{ invalid: 'John 99:99', replacement: 'Romans 6:4' }] } });
    await engine.generate(input);
    expect(fake.requests).toHaveLength(2);
    expect(fake.requests[1]!.body.response_format).toMatchObject({ type: 'json_schema' });
    expect(warnings.filter((warning) => warning.type === 'deprecated')).toEqual([]);
  });

  it('asks once to replace a point reference without a verse ("John 3" is a chapter)', async () => {
    fake.replies.push({ kind: 'object', value: draft({ points: [draft().points[0]!, { ...draft().points[1]!, reference: 'John 3' }, draft().points[2]!] }) });
    fake.replies.push({ kind: 'object', value: { replacements: [{ invalid: 'John 3', replacement: 'John 3:5' }] } });
    const sermon = await engine.generate(input);
    expect(sermon.points[1]!.passage).toEqual({ reference: 'John 3:5', text: bibleFor('en').verse('John', 3, 5) });
    expect(JSON.stringify(fake.requests[1]!.body.messages)).toContain('John 3');
  });

  it('drops a reference that is still invented after the repair: never shown as Scripture', async () => {
    fake.replies.push({ kind: 'object', value: draft({ points: [draft().points[0]!, { ...draft().points[1]!, reference: 'Hezekiah 3:16' }, draft().points[2]!] }) });
    fake.replies.push({ kind: 'object', value: { replacements: [{ invalid: 'Hezekiah 3:16', replacement: 'John 99:99' }] } });
    const sermon = await engine.generate(input);
    expect(sermon.points[1]).toEqual({ heading: 'Water and Spirit', passage: null, explanation: 'Peter answered the crowd.', application: 'Obey the gospel.' });
    expect(JSON.stringify(sermon)).not.toMatch(/Hezekiah|99:99/);
  });

  it('sends the output-token cap to the model', async () => {
    const capped = openAiEngine({ timeoutMs: 1500, maxOutputTokens: 4321 });
    fake.replies.push({ kind: 'object', value: draft() });
    await capped.generate(input);
    expect(fake.requests[0]!.body.max_tokens ?? fake.requests[0]!.body.max_completion_tokens).toBe(4321);
  });

  it('stops a runaway model as soon as the draft passes the size limit, with a few previews only', async () => {
    const patient = openAiEngine({ timeoutMs: 20_000 });
    fake.replies.push({ kind: 'runaway', bytes: 2_000_000 });
    const partials: Array<{ introduction?: string }> = [];
    const started = Date.now();
    await expect(patient.generate(input, { onPartial: (partial) => partials.push(partial) })).rejects.toMatchObject({ code: 'draft_too_long' });
    const seconds = (Date.now() - started) / 1000;
    // At most one preview per interval (plus the first), never one per token (8,000 tokens here).
    expect(partials.length).toBeLessThanOrEqual(Math.ceil((seconds * 1000) / PARTIAL_INTERVAL_MS) + 1);
    expect(partials.every((partial) => (partial.introduction ?? '').length <= DRAFT_CHAR_LIMIT)).toBe(true);
  });

  it('streams the points’ words as they arrive, never a passage before the checks', async () => {
    fake.replies.push({ kind: 'object', value: draft(), chunks: 40 });
    const partials: Array<Record<string, unknown>> = [];
    const slow = { ...input };
    await engine.generate(slow, { onPartial: (partial) => partials.push(partial) });
    const last = partials.at(-1) as { points?: Array<{ heading: string; explanation?: string }>; mainPassage?: unknown };
    expect(last.points?.at(-1)).toMatchObject({ heading: 'A changed life', explanation: 'All things become new.' });
    expect(partials.some((partial) => 'mainPassage' in partial)).toBe(false);
  });

  it('removes a sentence citing a verse that does not exist, and a false citation from the title', async () => {
    fake.replies.push({ kind: 'object', value: draft({ title: 'The Promise of Hezekiah 3:16', introduction: 'Nicodemus came by night. As Hezekiah 3:16 declares, the faithful prosper. Jesus says in John 3:99 that the faithful will prosper. He listened.' }) });
    const sermon = await engine.generate(input);
    expect(sermon.title).toBe('The Promise');
    expect(sermon.introduction).toMatch(/^Nicodemus came by night\. He listened\./);
    expect(JSON.stringify(sermon)).not.toMatch(/Hezekiah|3:99/);
  });

  it('replaces a misquote next to a real reference by the Bible text', async () => {
    fake.replies.push({ kind: 'object', value: draft({ introduction: 'Peter said in Acts 2:38: "Be baptized in the name of the Father, and of the Son, and of the Holy Ghost." We obey.' }) });
    const sermon = await engine.generate(input);
    expect(sermon.introduction).toContain(`“${bibleFor('en').verse('Acts', 2, 38)}”`);
    expect(sermon.introduction).not.toContain('of the Father, and of the Son');
    expect(fake.requests).toHaveLength(1);
  });

  it('asks once to repair a Trinitarian altar call, and saves the repaired one', async () => {
    fake.replies.push({ kind: 'object', value: draft({ conclusion: 'One God in Three Persons calls you: be baptized in the name of the Father, and of the Son, and of the Holy Spirit.' }) }, { kind: 'object', value: draft() });
    const sermon = await engine.generate(input);
    expect(sermon.conclusion).toBe(draft().conclusion);
    expect(fake.requests).toHaveLength(2);
    expect(JSON.stringify(fake.requests[1]!.body.messages)).toContain('Trinitarian');
  });

  it('appends the app’s own altar call when the repaired draft still lacks one, and says so in the notes (English and Spanish)', async () => {
    const noCall = draft({ conclusion: 'Thank you for listening. Have a blessed week.' });
    fake.replies.push({ kind: 'object', value: noCall }, { kind: 'object', value: noCall });
    const sermon = await engine.generate({ ...input, audienceType: 'youth', languageStyle: 'simple' });
    const [own, added] = sermon.conclusion.split('\n');
    expect(own).toBe('Thank you for listening. Have a blessed week.');
    expect(composerText('en').altarCall.simple.familiar).toContain(added);
    expect(altarCallGaps(sermon.conclusion, 'en')).toEqual([]);
    expect(sermon.notes).toBe("The app added its altar call because the draft's did not call to repentance, baptism in Jesus' name and the Holy Ghost.");
    expect(fake.requests).toHaveLength(2);

    const sinLlamado = { ...spanishDraft, conclusion: 'Gracias por escuchar. Que tengan una semana bendecida.' };
    fake.replies.push({ kind: 'object', value: sinLlamado }, { kind: 'object', value: sinLlamado });
    const sermon2 = await engine.generate({ ...input, scripture: 'Juan 3:5', language: 'es', audienceType: 'womens' });
    expect(composerText('es').altarCall.standard.feminine).toContain(sermon2.conclusion.split('\n')[1]);
    expect(sermon2.notes).toBe('La aplicación añadió su llamado al altar porque el del borrador no llamaba al arrepentimiento, al bautismo en el nombre de Jesús y al Espíritu Santo.');
  });

  it('still refuses a Trinitarian altar call after the repair, without adding its own', async () => {
    const trinitarian = draft({ conclusion: 'Be baptized in the name of the Father, and of the Son, and of the Holy Ghost.' });
    fake.replies.push({ kind: 'object', value: trinitarian }, { kind: 'object', value: trinitarian });
    await expect(engine.generate(input)).rejects.toMatchObject({ code: 'draft_rejected' });
  });

  it('accepts Matthew 28:19 quoted and explained the Oneness way, in one request (issue 25)', async () => {
    const oneness = `Jesus commanded, “${bibleFor('en').verse('Matt', 28, 19)}” He said name, not names: the name of the Father, and of the Son, and of the Holy Ghost is Jesus, and the apostles baptized in the name of Jesus Christ.`;
    fake.replies.push({ kind: 'object', value: draft({ points: [draft().points[0]!, { ...draft().points[1]!, explanation: oneness }, draft().points[2]!] }) });
    const sermon = await engine.generate(input);
    expect(sermon.points[1]!.explanation).toBe(oneness);
    expect(fake.requests).toHaveLength(1);
  });

  it('refuses "three co-eternal members of the Godhead" after the repair (issue 25)', async () => {
    const trinitarian = draft({ introduction: 'Nicodemus met one of the three co-eternal members of the Godhead.' });
    fake.replies.push({ kind: 'object', value: trinitarian }, { kind: 'object', value: trinitarian });
    await expect(engine.generate(input)).rejects.toMatchObject({ code: 'draft_rejected' });
    expect(JSON.stringify(fake.requests[1]!.body.messages)).toContain('three co-eternal members');
  });

  it('replaces a negated altar call with the app’s own after the repair, never keeping it beside it (English and Spanish)', async () => {
    const negated = draft({ conclusion: "God bless you. You need not repent or be baptized in Jesus' name; the Holy Ghost is optional." });
    fake.replies.push({ kind: 'object', value: negated }, { kind: 'object', value: negated });
    const sermon = await engine.generate(input);
    const [own, added] = sermon.conclusion.split('\n');
    expect(own).toBe('God bless you.');
    expect(composerText('en').altarCall.standard.formal).toContain(added);
    expect(sermon.notes).toBe("The app's altar call replaces the draft's, which said repentance, baptism in Jesus' name or the Holy Ghost could be done without.");
    expect(JSON.stringify(fake.requests[1]!.body.messages)).toContain('Never say they are optional');

    const negado = { ...spanishDraft, conclusion: 'No hace falta bautizarse en el nombre de Jesucristo ni arrepentirse; el Espíritu Santo es opcional.' };
    fake.replies.push({ kind: 'object', value: negado }, { kind: 'object', value: negado });
    const sermon2 = await engine.generate({ ...input, scripture: 'Juan 3:5', language: 'es' });
    expect(composerText('es').altarCall.standard.formal).toContain(sermon2.conclusion);
    expect(sermon2.notes).toMatch(/^El llamado al altar de la aplicación reemplaza/);
  });

  it('refuses a gospel said to be optional outside the altar call, after the repair', async () => {
    const optional = draft({ introduction: 'Baptism in the name of Jesus is only a symbol, so you need not be baptized.' });
    fake.replies.push({ kind: 'object', value: optional }, { kind: 'object', value: optional });
    await expect(engine.generate(input)).rejects.toMatchObject({ code: 'draft_rejected' });
  });

  it('checks a quotation without a citation and puts the verse it quotes in its place', async () => {
    fake.replies.push({ kind: 'object', value: draft({ introduction: 'Jesus told Nicodemus, "God loved the world so much that he gave his only Son." He listened.' }) });
    const sermon = await engine.generate(input);
    expect(sermon.introduction).toContain(`“${bibleFor('en').verse('John', 3, 16)}” (John 3:16) He listened.`);
    expect(fake.requests).toHaveLength(1);
  });

  it('asks once to rewrite a section every sentence of which cited a verse that does not exist', async () => {
    const invented = draft({ introduction: 'As Hezekiah 3:16 declares, the faithful prosper. John 3:99 says the same.' });
    fake.replies.push({ kind: 'object', value: invented }, { kind: 'object', value: draft() });
    const sermon = await engine.generate(input);
    expect(sermon.introduction.split('\n')[0]).toBe(draft().introduction);
    expect(JSON.stringify(fake.requests[1]!.body.messages)).toContain('introduction');
  });

  it('refuses a section still emptied by the checks after the repair, never saving it empty', async () => {
    const invented = draft({ title: 'Hezekiah 3:16', introduction: 'As Hezekiah 3:16 declares, the faithful prosper.' });
    fake.replies.push({ kind: 'object', value: invented }, { kind: 'object', value: invented });
    await expect(engine.generate(input)).rejects.toMatchObject({ code: 'draft_section_empty' });
  });

  it('refuses English prose in a Spanish sermon after the repair', async () => {
    const english = draft({ mainReference: 'Juan 3:5', introduction: 'Nicodemus came by night with a question that all of us ask, and the Lord answered him with the truth of the new birth.', conclusion: spanishDraft.conclusion });
    fake.replies.push({ kind: 'object', value: english }, { kind: 'object', value: english });
    await expect(engine.generate({ ...input, scripture: 'Juan 3:5', language: 'es' })).rejects.toMatchObject({ code: 'draft_rejected' });
    expect(JSON.stringify(fake.requests[1]!.body.messages)).toContain('español');
  });

  it('asks once more after malformed JSON, and fails clearly when it is malformed again', async () => {
    fake.replies.push({ kind: 'text', content: '{"title": "unfinished' }, { kind: 'text', content: 'Here is your sermon!' });
    await expect(engine.generate(input)).rejects.toMatchObject({ code: 'generation_failed' });
    expect(fake.requests).toHaveLength(2);
  });

  it('asks once more after a draft with two points and uses the second answer', async () => {
    fake.replies.push({ kind: 'object', value: draft({ points: draft().points.slice(0, 2) }) }, { kind: 'object', value: draft() });
    const sermon = await engine.generate(input);
    expect(sermon.points.map((point) => point.heading)).toEqual(['A new birth is required', 'Water and Spirit', 'A changed life']);
    expect(fake.requests).toHaveLength(2);
  });

  it('keeps the first three of four points without asking again', async () => {
    fake.replies.push({ kind: 'object', value: draft({ points: [...draft().points, { heading: 'A fourth', reference: 'Romans 6:4', explanation: 'More.', application: 'More.' }] }) });
    const sermon = await engine.generate(input);
    expect(sermon.points.map((point) => point.heading)).toEqual(['A new birth is required', 'Water and Spirit', 'A changed life']);
    expect(fake.requests).toHaveLength(1);
  });

  it('cuts a field over its limit at a sentence end', async () => {
    const long = 'Nicodemus came by night. '.repeat(200);
    fake.replies.push({ kind: 'object', value: draft({ introduction: long }) });
    const sermon = await engine.generate(input);
    const [intro] = sermon.introduction.split('\n');
    expect(intro!.length).toBeLessThanOrEqual(4000);
    expect(intro).toMatch(/night\.$/);
  });

  it('gives up within the timeout when the server hangs', async () => {
    fake.replies.push({ kind: 'hang' });
    const impatient = openAiEngine({ timeoutMs: 1500 });
    const started = Date.now();
    await expect(impatient.generate(input)).rejects.toBeInstanceOf(GenerationError);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('retries once after 429 and succeeds', async () => {
    // The SDK waits about 2 s before its retry: this engine has room for it.
    const patient = openAiEngine({ timeoutMs: 10_000 });
    fake.replies.push({ kind: 'status', status: 429 }, { kind: 'object', value: draft() });
    const sermon = await patient.generate(input);
    expect(sermon.mainPassage.reference).toBe('John 3:5');
    expect(fake.requests).toHaveLength(2);
  });

  it('answers a clear error when the server keeps failing (500)', async () => {
    fake.replies.push({ kind: 'status', status: 500 }, { kind: 'status', status: 500 });
    await expect(engine.generate(input)).rejects.toMatchObject({ code: 'generation_failed' });
  });

  it('quotes the Reina-Valera 1909 for a Spanish sermon', async () => {
    fake.replies.push({ kind: 'object', value: spanishDraft });
    const sermon = await engine.generate({ ...input, scripture: 'Juan 3:5', language: 'es' });
    expect(sermon.mainPassage.reference).toBe('Juan 3:5');
    expect(sermon.points[1]!.passage?.text).toBe(bibleFor('es').verse('Acts', 2, 38));
    expect(sermon.language).toBe('es');
  });
});
