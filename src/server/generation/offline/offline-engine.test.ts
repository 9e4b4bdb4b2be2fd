import { emptyPreachingLibrary } from '../../library/preaching-library.ts';
import { describe, expect, it } from 'vitest';
import { AUDIENCE_TYPES, LANGUAGE_STYLES } from '#shared/constants.ts';
import { LANGUAGES, type Language } from '#shared/languages.ts';
import { toGenerationSubject } from '#shared/scripture.ts';
import { parseReferences } from '../../bible/parse-references.ts';
import { GenerationError } from '../sermon-engine.ts';
import { sermonDocumentSchema } from '#shared/sermon-document.ts';
import { quotedPassages } from '#shared/sermon-flat.ts';
import { createOfflineEngine } from './offline-engine.ts';
import { sermonThemes } from '../../content/content-files.ts';
import { preachingLibrary } from '../../library/preaching-library.ts';
import { strongsForVerse } from '../../bible/strongs.ts';
import type { SermonDocument } from '#shared/sermon-document.ts';
import { bibleTextOf, expectBibleText } from '#tests/support/bible-text.ts';

// The composer itself, without the preaching library in front of it (library-sermon.test.ts reads the library's sermons).
const engine = createOfflineEngine({ library: emptyPreachingLibrary });
const INPUTS: Record<Language, { verse: string; theme: string }> = {
  en: { verse: 'Acts 2:38', theme: 'The power of prayer' },
  es: { verse: 'Juan 3:16', theme: 'La gracia de Dios' },
};
const ALTAR = {
  en: [/repent/i, /baptiz|baptis/i, /holy ghost|holy spirit/i],
  es: [/arrepent/i, /bautiz|bautismo/i, /espíritu santo/i],
};

/** A heading quoted from the Bible: “phrase” (reference) or «phrase» (reference). */
const QUOTED_HEADING = /^[“«]([^”»]+)[”»] \(([^)]+)\)$/;
/** A key word's dictionary line: “word” (reference) — … */
const KEY_WORD = /^[“«]([^”»]+)[”»] \(([^)]+)\)/m;
/** English words that never belong to a Spanish sermon's own sentences (quotations and parentheses aside). */
const ENGLISH = /\b(the|and|which|that|with|from|unto|shall|word|thee|thou)\b/i;
/** Usted forms a sermon speaking tú never uses, and tú forms a sermon speaking usted never uses. */
const USTED = /(?<!\p{L})(usted|venga|lea|lleve|pregúntese|comparta|guarde|presente|fíjese|pídale|hable)(?!\p{L})/iu;
const TU = /(?<!\p{L})(tú|ven|dile|lee|dibuja|habla con|pregúntale|escoge|dale|haz|escribe|tu corazón|contigo)(?!\p{L})/iu;

/** The unit title the library gives the verse a reference starts at, in a language. */
function unitTitle(reference: string, language: Language): string | undefined {
  const start = parseReferences(reference, language)[0]!.start;
  return preachingLibrary().unitOf({ book: start.book, start: { chapter: start.chapter, verse: start.verse! }, end: { chapter: start.chapter, verse: start.verse! } })?.unit[language];
}

/** The sentences the sermon says in its own words: no quotation, nothing in parentheses. */
const ownWords = (sermon: SermonDocument) =>
  [sermon.introduction, ...sermon.points.flatMap((point) => [point.explanation, point.application]), sermon.conclusion].join('\n').replace(/[“«][^”»]*[”»]/g, ' ').replace(/\([^)]*\)/g, ' ');

describe('offline engine: every audience × style × language, from a verse and from a theme', () => {
  for (const language of LANGUAGES) {
    for (const audienceType of AUDIENCE_TYPES) {
      for (const languageStyle of LANGUAGE_STYLES) {
        for (const kind of ['verse', 'theme'] as const) {
          it(`${language} ${audienceType} ${languageStyle} (${kind})`, async () => {
            const input = { ...toGenerationSubject(INPUTS[language][kind]), audienceType, language, languageStyle };
            const partials: unknown[] = [];
            const sermon = await engine.generate(input, { onPartial: (partial) => partials.push(partial) });
            expect(sermonDocumentSchema.parse(sermon)).toEqual(sermon);
            expect(sermon).toMatchObject({ schemaVersion: 1, notes: '', language, audienceType, languageStyle, engine: 'offline', provenance: { outline: { kind: 'composed' } } });
            expect(sermon.points).toHaveLength(3);
            expect(sermon.illustrations.length).toBeGreaterThan(100);
            // Streamed: the introduction first, then point by point, the last partial holding all three.
            expect(partials.at(-1)).toMatchObject({ title: sermon.title, introduction: sermon.introduction, points: sermon.points });
            // A verse sermon is titled by its preaching unit, a human-written title in the sermon's language.
            if (kind === 'verse') expect(sermon.title).toBe(unitTitle(sermon.mainPassage.reference, language));

            // Every quoted passage exists and its text is exactly the Bible data's, in the sermon's language.
            expect(quotedPassages(sermon).length).toBeGreaterThanOrEqual(kind === 'theme' ? 3 : 1);
            for (const passage of quotedPassages(sermon)) expectBibleText(passage.reference, language, passage.text);
            for (const point of sermon.points) {
              // Every quotation with its reference is that reference's text, word for word.
              // (A key word, quoted with its verse, is a word of that verse.)
              for (const match of point.explanation.matchAll(/[“«]([^”»]+)[”»] \(([^)]+)\)/g)) {
                if (match[1]!.split(/\s+/).length < 4) expect(bibleTextOf(match[2]!, language), match[2]).toContain(match[1]);
                else expect(bibleTextOf(match[2]!, language), match[2]).toBe(match[1]);
              }
              // A verse sermon's headings are its own words, quoted whole, with their verses; or, when its verses have
              // no such phrase, the title of the unit that holds them (Acts 2:38 runs on past twelve words).
              const own = (point.passage ?? sermon.mainPassage).text;
              const heading = QUOTED_HEADING.exec(point.heading);
              if (kind === 'verse') expect(heading ? own.includes(heading[1]!) : point.heading === unitTitle(point.passage?.reference ?? sermon.mainPassage.reference, language), point.heading).toBe(true);
              // The key word is a word of its verse, tagged there with the Strong's number it gives; children and the
              // simple style hear the word alone ("Key word: “loved” (John 3:16).", no dictionary).
              const study = KEY_WORD.exec(point.explanation);
              if (audienceType === 'children' || languageStyle === 'simple') {
                expect(study, point.explanation).toBeNull();
                expect(point.explanation).not.toMatch(/ — /);
              }
              if (study) {
                const [range] = parseReferences(study[2]!, language);
                expect(` ${bibleTextOf(study[2]!, language)!.toLowerCase().replace(/[^\p{L}]+/gu, ' ')} `).toContain(` ${study[1]!.toLowerCase()} `);
                const strong = /Strong’?s? ([GH]\d+)/.exec(point.explanation)?.[1];
                if (strong) expect(strongsForVerse({ book: range!.start.book, chapter: range!.start.chapter, verse: range!.start.verse! }).map((word) => word.strong)).toContain(strong);
              }
            }
            // Strong's numbers only in the theological style.
            if (languageStyle !== 'theological') expect(sermon.points.some((point) => /Strong/.test(point.explanation))).toBe(false);
            // Spanish sermons speak Spanish, and one register through the whole sermon: tú for youth and children, usted otherwise; feminine for women.
            if (language === 'es') expect(ownWords(sermon)).not.toMatch(ENGLISH);
            const spoken = [...sermon.points.map((point) => point.application), sermon.introduction.split('\n')[0]!, sermon.conclusion].join('\n');
            if (language === 'es' && (audienceType === 'youth' || audienceType === 'children')) expect(spoken).not.toMatch(USTED);
            if (language === 'es' && !(audienceType === 'youth' || audienceType === 'children')) expect(spoken).not.toMatch(TU);
            if (language === 'es' && audienceType === 'womens') expect(spoken).not.toMatch(/\bbautizado\b/);
            for (const pattern of ALTAR[language]) expect(sermon.conclusion).toMatch(pattern);
            // No paragraph repeats from one point to another.
            const paragraphs = sermon.points.flatMap((point) => [point.explanation, point.application]);
            expect(new Set(paragraphs).size).toBe(paragraphs.length);
            // Same input, same sermon.
            expect(await engine.generate(input)).toEqual(sermon);
          });
        }
      }
    }
  }
});

describe('offline engine: language and variety', () => {
  it('writes a Spanish sermon with Spanish Scripture and an English one with the KJV', async () => {
    const es = await engine.generate({ title: '', scripture: 'Hechos 2:38', audienceType: 'general', language: 'es', languageStyle: 'standard' });
    expect(es.mainPassage.reference).toBe('Hechos 2:38');
    expect(es.introduction).toContain('Arrepentíos');
    const en = await engine.generate({ title: '', scripture: 'Acts 2:38', audienceType: 'general', language: 'en', languageStyle: 'standard' });
    expect(en.introduction).toContain('Repent, and be baptized');
  });

  it('titles a theme sermon with a title written for the theme, in the sermon’s language', async () => {
    for (const [title, language, word] of [['La gracia de Dios', 'es', 'gracia'], ['The power of prayer', 'en', 'pray'], ['Grace', 'es', 'gracia'], ['Oración', 'en', 'pray']] as const) {
      for (const audienceType of ['general', 'youth', 'children'] as const) {
        const sermon = await engine.generate({ title, scripture: '', audienceType, language, languageStyle: 'standard' });
        expect(sermon.title.slice(1)).not.toMatch(/ (La|The) /);
        expect(sermon.title.toLowerCase()).toContain(word);
      }
    }
  });

  it('keeps a title the preacher typed when the theme has it written, in either language', async () => {
    // Each theme's second written title (the first is often its name), typed as a pastor would.
    const typed = sermonThemes()
      .filter((theme) => theme.en.titles.length > 1)
      .slice(0, 12)
      .flatMap((theme) => LANGUAGES.map((language) => [theme[language].titles[1]!, language] as const));
    expect(typed.length).toBeGreaterThan(10);
    for (const [title, language] of typed) {
      for (const audienceType of ['general', 'youth'] as const) {
        const sermon = await engine.generate({ title: title.toUpperCase(), scripture: '', audienceType, language, languageStyle: 'standard' });
        expect(sermon.title, title).toBe(title);
      }
    }
  });

  it('heads each theme passage with the heading the theme map writes for it, and studies a word of its key verse', async () => {
    const sermon = await engine.generate({ title: 'Fe en la tormenta', scripture: '', audienceType: 'general', language: 'es', languageStyle: 'standard' });
    const written = ['Un amparo en la tormenta', 'Una palabra sobre las aguas', 'Una promesa en medio de las aguas', 'Una tempestad que se vuelve sosiego', 'Un buen ánimo que confía en Dios'];
    for (const point of sermon.points) {
      const [, heading, reference] = /^(.+) \(([^)]+)\)$/.exec(point.heading)!;
      expect(written).toContain(heading);
      expect(point.passage?.reference).toBe(reference);
    }
  });

  it('answers an ordinary word the theme map does not know with three passages, never 422', async () => {
    for (const [title, language] of [['The Potter and the Clay', 'en'], ['El perdón en la familia', 'es'], ['courage', 'en'], ['la generosidad', 'es'], ['kindness', 'en'], ['la amistad', 'es'], ['la paciencia de Job', 'es'], ['Friendship', 'en']] as const) {
      const sermon = await engine.generate({ title, scripture: '', audienceType: 'general', language, languageStyle: 'standard' });
      expect(sermon.points.every((point) => point.passage !== null), title).toBe(true);
    }
  });

  it('preaches one verse with the verses of its unit that lead to it and carry it on, the verse itself read above', async () => {
    const sermon = await engine.generate({ title: '', scripture: 'John 3:16', audienceType: 'general', language: 'en', languageStyle: 'theological' });
    expect(sermon.title).toBe('Ye Must Be Born Again: Nicodemus by Night');
    expect(sermon.points.map((point) => point.passage?.reference ?? null)).toEqual(['John 3:13-15', null, 'John 3:17-19']);
    // The key word by one rule (the rarest tagged word), and the heading the verse's opening words (the phrase that says the word would run past twelve).
    expect(sermon.points[1]!.heading).toBe('“For God so loved the world” (John 3:16)');
    expect(sermon.points[1]!.explanation).toMatch(/^“only begotten” \(John 3:16\) — Greek μονογενής \(monogenḗs, Strong’s G3439\): /);
    // In Spanish, the RV1909's word and the glossary's Spanish sense.
    const juan = await engine.generate({ title: '', scripture: 'Juan 3:16', audienceType: 'general', language: 'es', languageStyle: 'standard' });
    expect(juan.title).toBe('Os es necesario nacer de nuevo: Nicodemo de noche');
    expect(juan.points[1]!.explanation).toMatch(/^«unigénito» \(Juan 3:16\) — monogenḗs: Único/);
  });

  it('preaches two verses as two points and the verses that follow them', async () => {
    const sermon = await engine.generate({ title: '', scripture: 'Philippians 4:6-7', audienceType: 'general', language: 'en', languageStyle: 'standard' });
    expect(sermon.points.map((point) => point.passage?.reference)).toEqual(['Philippians 4:6', 'Philippians 4:7', 'Philippians 4:8-9']);
    expect(sermon.points[0]!.heading).toBe('“Be careful for nothing” (Philippians 4:6)');
  });

  it('preaches a passage of several verses in three movements', async () => {
    const sermon = await engine.generate({ title: '', scripture: 'Psalm 23', audienceType: 'sunday', language: 'en', languageStyle: 'standard' });
    expect(sermon.points.map((point) => point.passage?.reference)).toEqual(['Psalm 23:1-2', 'Psalm 23:3-4', 'Psalm 23:5-6']);
  });

  it('lets no word list decide what a text is: the unit names it (Genesis 22 is about the lamb God provides, Psalm 137 a song in exile)', async () => {
    for (const [scripture, language, title] of [
      ['Genesis 22:1-14', 'en', 'The Lord Will Provide: Abraham Offers Isaac'],
      ['Psalm 137:9', 'en', 'By the Rivers of Babylon: How Shall We Sing the Lord\'s Song?'],
      ['1 Samuel 17:45-47', 'en', undefined],
    ] as const) {
      const sermon = await engine.generate({ title: '', scripture, audienceType: 'children', language, languageStyle: 'simple' });
      expect(sermon.title).toBe(title ?? unitTitle(scripture, language));
      expect(JSON.stringify(sermon)).not.toMatch(/justice|vengeance|violen|lament|cry from/i);
    }
  });

  it('knows the seasons of church life in either language', async () => {
    for (const [title, language, expected] of [
      ['Christmas', 'en', /born|Saviour|Son/],
      ['Navidad', 'es', /nacido|Salvador|Hijo/],
      ['Christmas', 'es', /nacido|Salvador|Hijo/],
      ['Faith in the storm', 'en', /wind|sea|waves|storm|waters/],
      ['Tormentas de la vida', 'es', /viento|mar|olas|tempestad|aguas/],
      ['Pentecost Sunday', 'en', /Ghost|Spirit/],
      ['Funeral', 'es', /muerte|resurrección|lágrima|valle|consola/],
    ] as const) {
      const sermon = await engine.generate({ title, scripture: '', audienceType: 'general', language, languageStyle: 'standard' });
      expect(sermon.mainPassage.text, title).toMatch(expected);
    }
  });

  it('gives the Psalms their article inside a Spanish sentence and leaves a reference in parentheses bare', async () => {
    for (const audienceType of AUDIENCE_TYPES) {
      for (const scripture of ['Salmo 23', 'Salmo 104:24-30', 'Salmos 121:1']) {
        const sermon = await engine.generate({ title: '', scripture, audienceType, language: 'es', languageStyle: 'standard' });
        const prose = [sermon.introduction, ...sermon.points.map((point) => point.application), sermon.conclusion].join('\n').replace(/\([^)]*\)/g, '');
        expect(prose, scripture).not.toMatch(/(?<!\p{L})(de|a|en|leer|Desde|Recordando) Salmos? \d/u);
        expect(sermon.introduction).toMatch(/\(Salmos? \d/);
      }
    }
  });

  it('reads a reference typed in the other language', async () => {
    const sermon = await engine.generate({ title: '', scripture: 'John 3:16', audienceType: 'youth', language: 'es', languageStyle: 'simple' });
    expect(sermon.mainPassage.reference).toBe('Juan 3:16');
  });

  it('varies across inputs', async () => {
    const a = await engine.generate({ title: 'Faith', scripture: '', audienceType: 'general', language: 'en', languageStyle: 'standard' });
    const b = await engine.generate({ title: 'Hope', scripture: '', audienceType: 'general', language: 'en', languageStyle: 'standard' });
    expect(a.title).not.toBe(b.title);
    expect(a.mainPassage.reference).not.toBe(b.mainPassage.reference);
  });

  it('finds Scripture for a theme no curated map knows, through Nave or a word search', async () => {
    const sermon = await engine.generate({ title: 'Shepherds and sheep', scripture: '', audienceType: 'children', language: 'en', languageStyle: 'simple' });
    expect(quotedPassages(sermon).length).toBeGreaterThanOrEqual(3);
  });

  it('refuses a passage that does not exist, and a theme with no Scripture at all', async () => {
    await expect(engine.generate({ title: '', scripture: 'John 99:99', audienceType: 'general', language: 'en', languageStyle: 'standard' })).rejects.toMatchObject({ code: 'passage_not_found' });
    await expect(engine.generate({ title: 'xqzv zzkr', scripture: '', audienceType: 'general', language: 'en', languageStyle: 'standard' })).rejects.toBeInstanceOf(GenerationError);
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(engine.generate({ title: 'Faith', scripture: '', audienceType: 'general', language: 'en', languageStyle: 'standard' }, { signal: controller.signal })).rejects.toThrow();
  });
});
