import { describe, expect, it } from 'vitest';
import { AUDIENCE_TYPES, LANGUAGE_STYLES } from '#shared/constants.ts';
import type { LibraryOccasion } from '#shared/library-schema.ts';
import { sermonDocumentSchema, type SermonDocument } from '#shared/sermon-document.ts';
import { quoteReference } from '../../bible/quote-reference.ts';
import { readLibraryFiles } from '../../library/library-files.ts';
import { buildPreachingLibrary, preachingLibrary } from '../../library/preaching-library.ts';
import { oldWordIn } from '../../library/old-wording.ts';
import { illustrationLibrary } from '../../content/content-files.ts';
import { createOfflineEngine } from '../offline/offline-engine.ts';
import { quoteLibraryRange, roomFor } from './library-sermon.ts';

const library = preachingLibrary();
const engine = createOfflineEngine();

/** Every passage the sermon shows is its Bible's text for the reference it names, word for word. */
function expectScriptureExact(sermon: SermonDocument) {
  for (const passage of [sermon.mainPassage, ...sermon.points.flatMap((point) => (point.passage ? [point.passage] : []))]) {
    const quoted = quoteReference(passage.reference, sermon.language);
    expect(quoted?.text, passage.reference).toBe(passage.text);
  }
}

describe('sermons assembled from the preaching library', () => {
  // Each entry in both languages, in two of the five rooms and styles (turn by turn, so every pairing
  // is exercised across the library without assembling thousands of sermons).
  const ROOMS_AND_STYLES = [['general', 'standard'], ['children', 'simple'], ['youth', 'theological'], ['evangelistic', 'simple'], ['womens', 'theological']] as const;
  it('preaches every entry as written, for every room and style, in both languages', { timeout: 120_000 }, async () => {
    expect(library.entries.length).toBeGreaterThan(0);
    for (const [index, { entry, range }] of library.entries.entries()) {
      for (const language of ['en', 'es'] as const) {
        const reference = quoteLibraryRange(range, language)!.reference;
        for (const [audience, style] of [ROOMS_AND_STYLES[index % 5]!, ROOMS_AND_STYLES[(index + 2) % 5]!]) {
          const sermon = await engine.generate({ title: '', scripture: reference, language, audienceType: audience, languageStyle: style });
          const where = `${entry.id} ${language} ${audience} ${style}`;
          expect(sermonDocumentSchema.safeParse(sermon).success, where).toBe(true);
          expect(sermon.provenance, where).toEqual({ outline: { kind: 'library', entryId: entry.id, version: entry.version } });
          // The simple style and children hear the plain title and headings where an entry gives them.
          const plain = audience === 'children' || style === 'simple';
          expect(sermon.title, where).toBe(((plain ? entry.plainTitle : null) ?? entry.title)[language]);
          if (plain) expect(oldWordIn(sermon.title, language), `${where}: ${sermon.title}`).toBeNull();
          expect(sermon.mainPassage.reference).toBe(reference);
          expectScriptureExact(sermon);
          sermon.points.forEach((point, index) => {
            const movement = entry.movements[index]!;
            expect(point.heading, where).toBe(((plain ? movement.plainHeading : null) ?? movement.heading)[language]);
            if (plain) expect(oldWordIn(point.heading, language), `${where}: ${point.heading}`).toBeNull();
            expect(point.application, where).toBe(movement.application[roomFor(audience)][language]);
            expect(point.explanation.startsWith(plain ? movement.plain[language] : movement.exposition[language]), where).toBe(true);
            // The original word with its number for the theological style; none for the simple style.
            expect(point.explanation.includes(movement.keyWord.strongs), where).toBe(style === 'theological');
          });
          expect(sermon.conclusion, where).toContain(language === 'en' ? 'Acts 2:38' : 'Hechos 2:38');
          // Children hear the entry's own plain opening and closing where it has them.
          const forChildren = audience === 'children' ? entry.forChildren : undefined;
          expect(sermon.introduction, where).toContain((forChildren?.introduction ?? entry.introduction)[language]);
          expect(sermon.conclusion.startsWith((forChildren?.conclusion ?? entry.conclusion)[language]), where).toBe(true);
          if (forChildren) expect(sermon.introduction, where).not.toContain(entry.introduction[language]);
        }
      }
    }
  });

  it('gives the same sermon for the same request', async () => {
    const request = { title: '', scripture: 'Acts 16:25-34', language: 'es', audienceType: 'sunday', languageStyle: 'standard' } as const;
    expect(await engine.generate(request)).toEqual(await engine.generate(request));
  });

  it('preaches a verse inside an entry from the movement that holds it, with the verse as the main passage', async () => {
    const sermon = await engine.generate({ title: '', scripture: 'Hechos 16:31', language: 'es', audienceType: 'general', languageStyle: 'standard' });
    const entry = library.entryById('acts-16-25-34')!.entry;
    expect(sermon.mainPassage.reference).toBe('Hechos 16:31');
    expect(sermon.mainPassage.text).toBe(quoteReference('Hechos 16:31', 'es')!.text);
    expect(sermon.title).toBe(entry.movements[2]!.heading.es);
    expect(sermon.introduction).toContain('Este versículo forma parte de «¿Qué debo hacer para ser salvo?» (Hechos 16:25-34).');
    // The passage read in the opening wears Spanish marks in a Spanish sermon, English ones in English.
    expect(sermon.introduction).toContain(`«${sermon.mainPassage.text}» (Hechos 16:31)`);
    expect(sermon.introduction).not.toContain('“');
    expect(sermon.provenance).toEqual({ outline: { kind: 'library', entryId: 'acts-16-25-34', version: entry.version } });
    // More than one verse inside the entry is spoken of in the plural.
    const verses = await engine.generate({ title: '', scripture: 'Acts 16:30-31', language: 'en', audienceType: 'general', languageStyle: 'standard' });
    expect(verses.introduction).toContain('These verses stand in “What Must I Do to Be Saved?” (Acts 16:25-34).');
    expect(verses.introduction).toContain(`“${verses.mainPassage.text}” (Acts 16:30-31)`);
  });

  it('preaches a wider passage asked for around an entry from that entry, named as its heart, when it is a quarter of it or more', async () => {
    const files = readLibraryFiles();
    const only = new Map([...files.entries].filter(([name]) => name.endsWith('/acts-16-25-34.json')));
    const withOne = createOfflineEngine({ library: () => buildPreachingLibrary({ ...files, entries: only, occasions: [] }) });
    const request = { title: '', language: 'en', audienceType: 'general', languageStyle: 'standard' } as const;
    // Acts 16 has 40 verses; the entry, 25-34, is ten of them: a quarter.
    const chapter = await withOne.generate({ ...request, scripture: 'Acts 16' });
    expect(chapter.provenance).toMatchObject({ outline: { kind: 'library', entryId: 'acts-16-25-34' } });
    expect(chapter.mainPassage.reference).toBe('Acts 16');
    expect(chapter.introduction).toContain('The sermon dwells on the heart of this passage');
    expect(chapter.introduction).toContain('(Acts 16:25-34)');
    expectScriptureExact(chapter);
    const spanish = await withOne.generate({ ...request, language: 'es', scripture: 'Hechos 16' });
    expect(spanish.introduction).toContain('El sermón se detiene en el corazón de este pasaje');
    // Less than a quarter of the passage, or only overlapping it: composed from the passage itself.
    expect((await withOne.generate({ ...request, scripture: 'Acts 16:1-17:15' })).provenance).toEqual({ outline: { kind: 'composed' } });
    expect((await withOne.generate({ ...request, scripture: 'Acts 16:30-40' })).provenance).toEqual({ outline: { kind: 'composed' } });
  });

  it("preaches, of an occasion's entries, one whose passage says the words of the title the preacher typed", async () => {
    // Every occasion's entries, and for each entry a title made of two long words only its passage says.
    let tried = 0;
    for (const occasion of library.occasions) {
      const entries = occasion.entries.map((id) => library.entryById(id)!).filter(Boolean);
      if (entries.length < 2) continue;
      for (const language of ['en', 'es'] as const) {
        const said = entries.map((entry) => new Set((quoteLibraryRange(entry.range, language)?.text ?? '').toLowerCase().split(/[^\p{L}]+/u).filter((word) => word.length >= 6)));
        for (const [index, own] of said.entries()) {
          const only = [...own].filter((word) => said.every((other, at) => at === index || !other.has(word))).slice(0, 2);
          if (only.length < 2) continue;
          const title = `${occasion[language].name}: ${only.join(' ')}`;
          // Two rooms: two seeds of the chooser, which picked among all the entries before.
          for (const audienceType of ['general', 'womens'] as const) {
            const sermon = await engine.generate({ title, scripture: '', language, audienceType, languageStyle: 'standard' });
            expect(sermon.mainPassage.reference, title).toBe(quoteLibraryRange(entries[index]!.range, language)!.reference);
          }
          if (++tried === 12) return;
        }
      }
    }
    expect(tried).toBeGreaterThan(5);
  });

  it('composes, and says so, where the library has no entry', async () => {
    const sermon = await engine.generate({ title: '', scripture: 'Obadiah 1:3-4', language: 'en', audienceType: 'general', languageStyle: 'standard' });
    expect(sermon.provenance).toEqual({ outline: { kind: 'composed' } });
    expectScriptureExact(sermon);
  });

  it('reads a theme occasion-first, opens with the occasion and invites as it does', async () => {
    const files = readLibraryFiles();
    const funeral: LibraryOccasion = {
      id: 'funeral',
      en: { name: 'Funeral', keywords: ['funeral', 'memorial service'] },
      es: { name: 'Funeral', keywords: ['funeral', 'culto fúnebre'] },
      entries: ['acts-16-25-34'],
      opening: { en: 'We have come together to grieve, and to hold on to the hope we have in Jesus Christ.', es: 'Nos hemos reunido para llorar juntos y para aferrarnos a la esperanza que tenemos en Jesucristo.' },
      invitation: {
        en: 'If your heart is heavy today, the Lord is near. Whenever you are ready, repent and be baptized in the name of Jesus Christ, and He will fill you with the Holy Ghost (Acts 2:38). Come gently; the altar is open.',
        es: {
          usted: 'Si hoy su corazón está cargado, el Señor está cerca. Cuando esté listo, arrepiéntase y sea bautizado en el nombre de Jesucristo, y Él le llenará del Espíritu Santo (Hechos 2:38). El altar está abierto.',
          tu: 'Si hoy tu corazón está cargado, el Señor está cerca. Cuando estés listo, arrepiéntete y sé bautizado en el nombre de Jesucristo, y Él te llenará del Espíritu Santo (Hechos 2:38). El altar está abierto.',
        },
      },
      story: { theme: 'grief', comforting: true },
    };
    const withFuneral = buildPreachingLibrary({ ...files, occasions: [funeral] });
    const engine = createOfflineEngine({ library: () => withFuneral });
    // "Family" is a theme too; the occasion wins.
    const sermon = await engine.generate({ title: 'Funeral for a father of the family', scripture: '', language: 'en', audienceType: 'general', languageStyle: 'standard' });
    expect(sermon.provenance).toMatchObject({ outline: { kind: 'library', entryId: 'acts-16-25-34' } });
    expect(sermon.introduction.startsWith(funeral.opening.en)).toBe(true);
    expect(sermon.conclusion.endsWith(funeral.invitation.en)).toBe(true);
    // The occasion's own story, a gentle one, though the title names the family too.
    const gentle = illustrationLibrary().filter((story) => story.tags.includes('comfort')).map((story) => story.en.split('{')[0]!);
    for (const audienceType of ['general', 'mens', 'womens', 'sunday'] as const) {
      const told = (await engine.generate({ title: 'Funeral for a father of the family', scripture: '', language: 'en', audienceType, languageStyle: 'standard' })).illustrations;
      expect(gentle.some((opening) => told.startsWith(opening)), `${audienceType}: ${told.slice(0, 60)}`).toBe(true);
    }
    const youth = await engine.generate({ title: 'Culto fúnebre', scripture: '', language: 'es', audienceType: 'youth', languageStyle: 'simple' });
    expect(youth.conclusion.endsWith(funeral.invitation.es.tu)).toBe(true);
    const women = await engine.generate({ title: 'Un funeral', scripture: '', language: 'es', audienceType: 'womens', languageStyle: 'standard' });
    expect(women.conclusion.endsWith(funeral.invitation.es.usted)).toBe(true);
  });

  it("opens and closes a children's lesson with the entry's own plain words where it has them", async () => {
    const files = readLibraryFiles();
    const [file, raw] = [...files.entries].find(([name]) => name.endsWith('/acts-16-25-34.json'))!;
    const forChildren = {
      introduction: { en: 'Have you ever been scared at night? Two men were in a dark jail, and they started to sing to God.', es: '¿Alguna vez has tenido miedo de noche? Dos hombres estaban en una cárcel oscura, y se pusieron a cantarle a Dios.' },
      conclusion: { en: 'God heard Paul and Silas in the dark, and He hears you too. You can sing to Him when you are afraid.', es: 'Dios oyó a Pablo y a Silas en la oscuridad, y también te oye a ti. Puedes cantarle cuando tengas miedo.' },
    };
    const entries = new Map(files.entries);
    entries.set(file, { ...(raw as object), forChildren });
    const engine = createOfflineEngine({ library: () => buildPreachingLibrary({ ...files, entries }) });
    const lesson = await engine.generate({ title: '', scripture: 'Acts 16:25-34', language: 'es', audienceType: 'children', languageStyle: 'simple' });
    expect(lesson.introduction).toContain(forChildren.introduction.es);
    expect(lesson.conclusion.startsWith(forChildren.conclusion.es)).toBe(true);
    expect(lesson.introduction).not.toContain(library.entryById('acts-16-25-34')!.entry.bigIdea.es);
    const adults = await engine.generate({ title: '', scripture: 'Acts 16:25-34', language: 'es', audienceType: 'general', languageStyle: 'simple' });
    expect(adults.introduction).not.toContain(forChildren.introduction.es);
    expect(adults.conclusion).not.toContain(forChildren.conclusion.es);
  });

  it('tells only a comforting story where the preached verses end in a lament, and the usual one where they end in a judgment or a promise', async () => {
    const files = readLibraryFiles();
    const [file, raw] = [...files.entries].find(([name]) => name.endsWith('/acts-16-25-34.json'))!;
    const withMoods = (moods: Array<{ verses: string; mood: string }>) => {
      const entries = new Map(files.entries);
      entries.set(file, { ...(raw as object), moods });
      return createOfflineEngine({ library: () => buildPreachingLibrary({ ...files, entries }) });
    };
    const request = { title: '', scripture: 'Acts 16:25-34', language: 'en', audienceType: 'general', languageStyle: 'standard' } as const;
    const usual = (await engine.generate(request)).illustrations;
    // A told story is the library's text with its {theme} and {reference} filled in: known by its opening words.
    const openings = illustrationLibrary().filter((story) => story.tags.includes('comfort')).map((story) => story.en.split('{')[0]!);
    const comforting = { has: (told: string) => openings.some((opening) => told.startsWith(opening)) };
    expect(comforting.has(usual)).toBe(false);
    const endsInLament = await withMoods([{ verses: 'Acts 16:25-30', mood: 'narrative' }, { verses: 'Acts 16:31-34', mood: 'lament' }]).generate(request);
    expect(comforting.has(endsInLament.illustrations)).toBe(true);
    const throughLamentToPromise = await withMoods([{ verses: 'Acts 16:25-30', mood: 'lament' }, { verses: 'Acts 16:31-34', mood: 'promise' }]).generate(request);
    expect(throughLamentToPromise.illustrations).toBe(usual);
    const endsInJudgment = await withMoods([{ verses: 'Acts 16:25-30', mood: 'narrative' }, { verses: 'Acts 16:31-34', mood: 'judgment' }]).generate(request);
    expect(endsInJudgment.illustrations).toBe(usual);
  });

  it('answers every audience and style, each from the library', async () => {
    for (const audienceType of AUDIENCE_TYPES) {
      for (const languageStyle of LANGUAGE_STYLES) {
        const sermon = await engine.generate({ title: '', scripture: 'Acts 16:25-34', language: 'en', audienceType, languageStyle });
        expect(sermon.provenance?.outline.kind).toBe('library');
        expect(sermon.audienceType).toBe(audienceType);
      }
    }
  });
});
