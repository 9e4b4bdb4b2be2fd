// One table of references per language, read by every part that shows Scripture: the passage
// API, the offline engine, the model engine (against the fake OpenAI-compatible server) and the
// sermon display's label, PDF and copied text. They must agree on the reference, on the verses
// quoted, on the note that says when a long passage is cut, and on what does not exist.
import { createOpenAI } from '@ai-sdk/openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfBlocks } from '#client/features/sermon-display/build-pdf.ts';
import { sermonCopyText } from '#client/features/sermon-display/copy-text.ts';
import type { Language } from '#shared/languages.ts';
import { renderSermonBlocks } from '#shared/render-sermon-blocks.ts';
import { flatSermon } from '#shared/sermon-flat.ts';
import { MAX_QUOTED_VERSES } from '../bible/quote-reference.ts';
import { startFakeOpenAi } from '#tests/support/fake-openai-server.ts';
import { createTestContext, type TestContext } from '#tests/support/test-app.ts';
import { createLlmEngine } from './llm/llm-engine.ts';
import type { LlmSermon } from './llm/llm-sermon-schema.ts';
import { createOfflineEngine } from './offline/offline-engine.ts';
import type { SermonEngine } from './sermon-engine.ts';
import { passageAnswerSchema } from '#shared/bible-passage-answer.ts';
import { apiOf, bodyOf } from '#tests/support/api-client.ts';

/** [typed, canonical reference, verses quoted, label shown]; a passage that does not exist is [typed, null, 0, '']. */
type Row = [typed: string, reference: string | null, verses: number, label: string];

const ENGLISH: Row[] = [
  // Single-chapter books: a number is a verse.
  ['Jude 24', 'Jude 1:24', 1, 'Jude 1:24'],
  ['Jude 1:24', 'Jude 1:24', 1, 'Jude 1:24'],
  ['Jude 1', 'Jude 1:1', 1, 'Jude 1:1'],
  ['Jude 3-4', 'Jude 1:3-4', 2, 'Jude 1:3-4'],
  ['3 John 2', '3 John 1:2', 1, '3 John 1:2'],
  ['2 John 6', '2 John 1:6', 1, '2 John 1:6'],
  ['Obadiah 3', 'Obadiah 1:3', 1, 'Obadiah 1:3'],
  ['Philemon 6', 'Philemon 1:6', 1, 'Philemon 1:6'],
  ['Phlm 1:6', 'Philemon 1:6', 1, 'Philemon 1:6'],
  // Whole psalms, written "Psalm".
  ['Psalm 23', 'Psalm 23', 6, 'Psalm 23'],
  ['Ps 91', 'Psalm 91', 16, 'Psalm 91'],
  ['Psalms 139', 'Psalm 139', 24, 'Psalm 139'],
  ['Psalm 22', 'Psalm 22', 31, 'Psalm 22'],
  ['Psalms 23:1-3', 'Psalm 23:1-3', 3, 'Psalm 23:1-3'],
  ['Psalm 37', 'Psalm 37', 40, 'Psalm 37'],
  ['Psalms 23-24', 'Psalms 23-24', 16, 'Psalms 23-24'],
  // Long passages: whole up to 40 verses, then said plainly.
  ['Psalm 119', 'Psalm 119', 40, 'Psalm 119 (verses 1-40 shown)'],
  ['Psalm 78', 'Psalm 78', 40, 'Psalm 78 (verses 1-40 shown)'],
  ['Luke 15:11-32', 'Luke 15:11-32', 22, 'Luke 15:11-32'],
  ['Luke 15', 'Luke 15', 32, 'Luke 15'],
  ['Matthew 25:31-46', 'Matthew 25:31-46', 16, 'Matthew 25:31-46'],
  ['Luke 10:25-37', 'Luke 10:25-37', 13, 'Luke 10:25-37'],
  ['Romans 8', 'Romans 8', 39, 'Romans 8'],
  ['Hebrews 11', 'Hebrews 11', 40, 'Hebrews 11'],
  ['Matthew 5', 'Matthew 5', 40, 'Matthew 5 (verses 1-40 shown)'],
  ['Acts 2:1-47', 'Acts 2:1-47', 40, 'Acts 2:1-47 (verses 1-40 shown)'],
  ['Matthew 5-7', 'Matthew 5-7', 40, 'Matthew 5-7 (verses 1-40 shown)'],
  ['John 3:36-4:2', 'John 3:36-4:2', 3, 'John 3:36-4:2'],
  ['1 Cor 13', '1 Corinthians 13', 13, '1 Corinthians 13'],
  ['John 3:16', 'John 3:16', 1, 'John 3:16'],
  ['Acts 2:38', 'Acts 2:38', 1, 'Acts 2:38'],
  // References that do not exist.
  ['Jude 26', null, 0, ''],
  ['Jude 2:1', null, 0, ''],
  ['Psalm 151', null, 0, ''],
  ['John 99:99', null, 0, ''],
  ['John 3:99', null, 0, ''],
  ['Obadiah 1:22', null, 0, ''],
];

const SPANISH: Row[] = [
  ['Judas 24', 'Judas 1:24', 1, 'Judas 1:24'],
  ['Judas 1:24', 'Judas 1:24', 1, 'Judas 1:24'],
  ['Filemón 1', 'Filemón 1:1', 1, 'Filemón 1:1'],
  ['Judas 3-4', 'Judas 1:3-4', 2, 'Judas 1:3-4'],
  ['3 Juan 2', '3 Juan 1:2', 1, '3 Juan 1:2'],
  ['2 Juan 6', '2 Juan 1:6', 1, '2 Juan 1:6'],
  ['Abdías 3', 'Abdías 1:3', 1, 'Abdías 1:3'],
  ['Filemón 6', 'Filemón 1:6', 1, 'Filemón 1:6'],
  // A whole psalm is "Salmo 23", as the RV1909 heads it; its verses are cited "Salmos 23:1-3".
  ['Salmo 23', 'Salmo 23', 6, 'Salmo 23'],
  ['Sal 91', 'Salmo 91', 16, 'Salmo 91'],
  ['Salmos 139', 'Salmo 139', 24, 'Salmo 139'],
  ['Salmo 22', 'Salmo 22', 31, 'Salmo 22'],
  ['Salmos 23:1-3', 'Salmos 23:1-3', 3, 'Salmos 23:1-3'],
  ['Salmo 23:1', 'Salmos 23:1', 1, 'Salmos 23:1'],
  ['Salmos 23-24', 'Salmos 23-24', 16, 'Salmos 23-24'],
  ['Salmo 119', 'Salmo 119', 40, 'Salmo 119 (se muestran los versículos 1-40)'],
  ['Salmo 78', 'Salmo 78', 40, 'Salmo 78 (se muestran los versículos 1-40)'],
  ['Lucas 15:11-32', 'Lucas 15:11-32', 22, 'Lucas 15:11-32'],
  ['Lucas 15', 'Lucas 15', 32, 'Lucas 15'],
  ['Mateo 25:31-46', 'Mateo 25:31-46', 16, 'Mateo 25:31-46'],
  ['Lucas 10:25-37', 'Lucas 10:25-37', 13, 'Lucas 10:25-37'],
  ['Romanos 8', 'Romanos 8', 39, 'Romanos 8'],
  ['Hebreos 11', 'Hebreos 11', 40, 'Hebreos 11'],
  ['Mateo 5', 'Mateo 5', 40, 'Mateo 5 (se muestran los versículos 1-40)'],
  ['Hechos 2:1-47', 'Hechos 2:1-47', 40, 'Hechos 2:1-47 (se muestran los versículos 1-40)'],
  ['1 Co 13', '1 Corintios 13', 13, '1 Corintios 13'],
  ['Jonás 1', 'Jonás 1', 16, 'Jonás 1'],
  ['Juan 3:16', 'Juan 3:16', 1, 'Juan 3:16'],
  ['Hechos 2:38', 'Hechos 2:38', 1, 'Hechos 2:38'],
  ['Judas 26', null, 0, ''],
  ['Judas 2:1', null, 0, ''],
  ['Salmo 151', null, 0, ''],
  ['Juan 99:99', null, 0, ''],
  ['Jonás 1:17', null, 0, ''],
  ['Abdías 1:22', null, 0, ''],
];

/** A conclusion that passes the engine's altar-call check (issue 19). */
const ALTAR_CALL = {
  en: 'Repent, be baptized in the name of Jesus Christ, and receive the Holy Ghost.',
  es: 'Arrepiéntase, bautícese en el nombre de Jesucristo y reciba el Espíritu Santo.',
} as const;

/** A model's draft citing the reference as its main passage, with points that exist. */
function draftCiting(reference: string, language: Language): LlmSermon {
  const point = (ref: string) => ({ heading: 'Heading', reference: ref, explanation: 'Explanation.', application: 'Application.' });
  const points = language === 'es' ? ['Juan 3:5', 'Hechos 2:38', 'Romanos 6:4'] : ['John 3:5', 'Acts 2:38', 'Romans 6:4'];
  return { title: 'Title', mainReference: reference, introduction: 'Introduction.', points: points.map(point), illustration: 'Illustration.', conclusion: ALTAR_CALL[language] };
}


describe.each([
  ['en', ENGLISH],
  ['es', SPANISH],
] as const)('every reference read alike (%s)', (language, rows) => {
  let ctx: TestContext & { close(): Promise<void> };
  let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
  let llm: SermonEngine;
  const offline = createOfflineEngine();
  beforeAll(async () => {
    ctx = await createTestContext('sqlite');
    fake = await startFakeOpenAi();
    llm = createLlmEngine({ name: 'openai', model: createOpenAI({ baseURL: fake.baseUrl, apiKey: 'test-key' }).chat('fake-model'), timeoutMs: 3000 });
  });
  afterAll(async () => {
    await fake.close();
    await ctx.close();
  });

  it('has at least 30 references, existing and not, single-chapter books, psalms and long passages', () => {
    expect(rows.length).toBeGreaterThanOrEqual(30);
    expect(rows.filter((row) => row[1] === null).length).toBeGreaterThanOrEqual(5);
    expect(rows.filter((row) => row[1] !== null && row[2] === MAX_QUOTED_VERSES && row[3] !== row[1]).length).toBeGreaterThanOrEqual(4);
  });

  it.each(rows)('%s', async (typed, reference, count, label) => {
    const input = { title: '', scripture: typed, audienceType: 'general', language, languageStyle: 'standard' } as const;
    const api = await apiOf(ctx).bible.passage.$get({ query: { ref: typed, lang: language } });

    if (reference === null) {
      expect(api.status).toBe(404);
      await expect(offline.generate(input)).rejects.toMatchObject({ code: 'passage_not_found' });
      // Refused before the model is asked.
      const requests = fake.requests.length;
      await expect(llm.generate(input)).rejects.toMatchObject({ code: 'passage_not_found' });
      expect(fake.requests).toHaveLength(requests);
      // A model that cites it is asked once to replace it; with nothing offered, the sermon quotes only its points.
      fake.replies.push({ kind: 'object', value: draftCiting(typed, language) }, { kind: 'object', value: { replacements: [] } });
      const sermon = await llm.generate({ ...input, scripture: '', title: language === 'es' ? 'La gracia' : 'Grace' });
      expect(sermon.mainPassage.reference).toBe(language === 'es' ? 'Juan 3:5' : 'John 3:5');
      expect(JSON.stringify(sermon)).not.toContain(typed);
      return;
    }

    expect(api.status).toBe(200);
    const body = await bodyOf(api, passageAnswerSchema);
    const [passage] = body.passages;
    expect(body.reference).toBe(reference);
    expect(passage!.label).toBe(label);
    expect(passage!.verses).toHaveLength(count);
    const text = passage!.verses.map((v) => v.text).join(' ');

    // The model cites the passage in its own way (or another one): the sermon's main passage is the one asked for.
    fake.replies.push({ kind: 'object', value: draftCiting(language === 'es' ? 'Juan 3:16' : 'John 3:16', language) });
    const fromModel = await llm.generate(input);
    // Typed as a theme, as the generator form sends text without "chapter:verse" ("Jude 24", "Salmo 23"): the same passage.
    fake.replies.push({ kind: 'object', value: draftCiting(typed, language) });
    const fromModelTheme = await llm.generate({ ...input, scripture: '', title: typed });
    const fromOfflineTheme = await offline.generate({ ...input, scripture: '', title: typed });
    const fromOffline = await offline.generate(input);
    for (const sermon of [fromOffline, fromModel, fromOfflineTheme, fromModelTheme]) {
      expect(sermon.mainPassage).toEqual(passage!.shown ? { reference, text, shown: passage!.shown } : { reference, text });
      expect(flatSermon(sermon).mainScripture).toBe(reference);
      // Each language's own quotation marks: “…” in English, «…» in Spanish.
      expect(sermon.introduction).toContain(language === 'es' ? `«${text}» (${label})` : `“${text}” (${label})`);
      // The display (its blocks), its PDF and its copied text show the same label and the same verses.
      expect(renderSermonBlocks(sermon)[1]).toMatchObject({ type: 'main-passage', reference: label, text });
      expect(pdfBlocks(sermon)[1]!.text).toBe(label);
      expect(sermonCopyText(sermon).split('\n\n')[1]).toBe(`${label}\n${text}`);
    }
  });
});
