import { emptyPreachingLibrary } from '../../library/preaching-library.ts';
import { describe, expect, it } from 'vitest';
import { AUDIENCE_TYPES, LANGUAGE_STYLES } from '#shared/constants.ts';
import { LANGUAGES, type Language } from '#shared/languages.ts';
import { toGenerationSubject } from '#shared/scripture.ts';
import { bibleFor } from '../../bible/bible-text.ts';
import { parseReferences } from '../../bible/parse-references.ts';
import { resolvePassage } from '../../bible/resolve-passage.ts';
import { GenerationError } from '../sermon-engine.ts';
import { sermonDocumentSchema } from '#shared/sermon-document.ts';
import { quotedPassages } from '#shared/sermon-flat.ts';
import { createOfflineEngine } from './offline-engine.ts';

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

/** The text of a reference as the Bible data has it, or null when it does not exist there. */
function bibleText(reference: string, language: Language): string | null {
  const [range] = parseReferences(reference, language);
  const passage = range ? resolvePassage(bibleFor(language), range) : null;
  return passage ? passage.verses.map((v) => v.text).join(' ') : null;
}

describe('offline engine: every audience × style × language, from a verse and from a theme', () => {
  for (const language of LANGUAGES) {
    for (const audienceType of AUDIENCE_TYPES) {
      for (const languageStyle of LANGUAGE_STYLES) {
        for (const kind of ['verse', 'theme'] as const) {
          it(`${language} ${audienceType} ${languageStyle} (${kind})`, async () => {
            const input = { ...toGenerationSubject(INPUTS[language][kind]), audienceType, language, languageStyle };
            const sermon = await engine.generate(input);
            expect(sermonDocumentSchema.parse(sermon)).toEqual(sermon);
            expect(sermon).toMatchObject({ schemaVersion: 1, notes: '', language, audienceType, languageStyle, engine: 'offline' });
            expect(sermon.title.length).toBeGreaterThan(3);
            expect(sermon.introduction.length).toBeGreaterThan(100);
            expect(sermon.points).toHaveLength(3);
            expect(sermon.illustrations.length).toBeGreaterThan(100);
            if (kind === 'verse') expect(bibleText(sermon.mainPassage.reference, language)).not.toBeNull();

            // Every quoted passage exists and its text is exactly the Bible data's, in the sermon's language.
            expect(quotedPassages(sermon).length).toBeGreaterThanOrEqual(kind === 'theme' ? 3 : 1);
            for (const passage of quotedPassages(sermon)) expect(passage.text, passage.reference).toBe(bibleText(passage.reference, language));
            // Each explanation quotes its own clause, a piece of its own passage (the main verse when the point has none).
            for (const point of sermon.points) {
              const own = (point.passage ?? sermon.mainPassage).text;
              const quoted = [...point.explanation.matchAll(/[“«]([^”»]+)[”»]/g)].map((match) => match[1]!);
              expect(quoted.some((clause) => own.includes(clause)), point.explanation).toBe(true);
            }
            // Word studies: only in the theological style, never for children, and only on a word of that verse.
            const studies = sermon.points.filter((point) => /Strong/.test(point.explanation));
            if (languageStyle !== 'theological' || audienceType === 'children') expect(studies).toEqual([]);
            // One register through the whole sermon: tú for youth and children, usted otherwise; feminine for women.
            const prose = [sermon.introduction, ...sermon.points.map((point) => point.application), sermon.conclusion].join('\n');
            if (language === 'es' && (audienceType === 'youth' || audienceType === 'children')) expect(prose).not.toMatch(/\b(usted|venga|arrepiéntase|bautícese)\b/i);
            if (language === 'es' && audienceType === 'womens') expect(prose).not.toMatch(/\blo está llamando\b|\bbautizado\b/);
            for (const point of sermon.points) expect(point.heading.length).toBeGreaterThan(3);
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

  it('preaches each theme passage from its key verse under the heading the theme map writes for it', async () => {
    const sermon = await engine.generate({ title: 'Fe en la tormenta', scripture: '', audienceType: 'youth', language: 'es', languageStyle: 'simple' });
    const headings = ['Un amparo en la tormenta', 'Una palabra sobre las aguas', 'Una promesa en medio de las aguas', 'Una tempestad que se vuelve sosiego', 'Un buen ánimo que confía en Dios'];
    for (const point of sermon.points) expect(headings).toContain(point.heading);
    const refuge = sermon.points.find((point) => point.heading === 'Un amparo en la tormenta');
    if (refuge) expect(refuge.explanation).toContain('«Dios es nuestro amparo y fortaleza, nuestro pronto auxilio en las tribulaciones» (Salmos 46:1)');
    // The outline and the recap name the headings, not single key words.
    for (const point of sermon.points) {
      expect(sermon.introduction).toContain(`«${point.heading}»`);
      expect(sermon.conclusion).toContain(`«${point.heading}»`);
    }
    const storm = await engine.generate({ title: 'Storms of life', scripture: '', audienceType: 'general', language: 'en', languageStyle: 'theological' });
    for (const point of storm.points) expect(point.heading).toMatch(/^A [A-Z].* \((Psalm|Matthew|Isaiah|Acts) \d+:\d+\)$/);
  });

  it('answers an ordinary word the theme map does not know with three passages, never 422', async () => {
    for (const [title, language] of [['The Potter and the Clay', 'en'], ['El perdón en la familia', 'es'], ['courage', 'en'], ['la generosidad', 'es'], ['kindness', 'en'], ['la amistad', 'es'], ['la paciencia de Job', 'es'], ['Friendship', 'en']] as const) {
      const sermon = await engine.generate({ title, scripture: '', audienceType: 'general', language, languageStyle: 'standard' });
      expect(sermon.points.every((point) => point.passage !== null), title).toBe(true);
    }
  });

  it('divides one verse at its clauses, each point headed by a word the clause contains', async () => {
    const sermon = await engine.generate({ title: '', scripture: 'John 3:16', audienceType: 'general', language: 'en', languageStyle: 'theological' });
    expect(sermon.points.map((point) => point.passage)).toEqual([null, null, null]);
    expect(sermon.points[0]!.explanation).toContain('“For God so loved the world”');
    expect(sermon.points[0]!.heading).toMatch(/Love/);
    expect(sermon.points[0]!.explanation).toMatch(/ἀγαπάω \(agapáō, Strong’s G25\)/);
    expect(sermon.points[1]!.explanation).toContain('that he gave his only begotten Son');
    expect(sermon.introduction).toMatch(/love .*gave|love .*give/i);
  });

  it('preaches a passage of several verses in three movements', async () => {
    const sermon = await engine.generate({ title: '', scripture: 'Psalm 23', audienceType: 'sunday', language: 'en', languageStyle: 'standard' });
    expect(sermon.points.map((point) => point.passage?.reference)).toEqual(['Psalm 23:1-2', 'Psalm 23:3-4', 'Psalm 23:5-6']);
  });

  it('explains a hard passage in its setting, without cheerful filler or violent cross-references', async () => {
    for (const [scripture, language] of [['Psalm 137:9', 'en'], ['Salmo 137:9', 'es']] as const) {
      const sermon = await engine.generate({ title: '', scripture, audienceType: 'youth', language, languageStyle: 'standard' });
      const text = JSON.stringify(sermon);
      expect(text).not.toMatch(/rip up|heart of God on display|you can do this too|Here we see/i);
      expect(sermon.introduction).toMatch(/hard|uncomfortable|difícil|incomodan/i);
    }
  });

  it('does not read a long passage as hard because one verse mentions killing (the fatted calf of Luke 15)', async () => {
    for (const [scripture, language] of [['Luke 15:11-32', 'en'], ['Lucas 15:11-32', 'es']] as const) {
      const sermon = await engine.generate({ title: '', scripture, audienceType: 'youth', language, languageStyle: 'standard' });
      const text = JSON.stringify(sermon);
      expect(text).not.toMatch(/Vengeance belongs|hard word|uncomfortable|venganza|difícil|incomodan/i);
      expect(sermon.title).not.toMatch(/Pain|Justice|dolor|justicia/i);
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
