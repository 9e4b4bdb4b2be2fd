// `npm run bench sermon-quality`: reads 204 offline sermons the way issue 18 measures them — the
// 84-case matrix (audiences × styles × languages × {verse, theme}) and 120 varied themes, verses
// and ranges in both languages — and checks that each point is built from its own passage.
import { bibleFor } from '#server/bible/bible-text.ts';
import { foldText } from '#server/bible/fold-text.ts';
import { glossaryEntries } from '#server/bible/glossary.ts';
import { parseReferences } from '#server/bible/parse-references.ts';
import { quoteReference } from '#server/bible/quote-reference.ts';
import { resolvePassage } from '#server/bible/resolve-passage.ts';
import { findThemes } from '#server/bible/sermon-themes.ts';
import { illustrationLibrary } from '#server/content/content-files.ts';
import type { Illustration } from '#server/content/illustrations-schema.ts';
import { createOfflineEngine } from '#server/generation/offline/offline-engine.ts';
import { seededChooser } from '#server/generation/offline/seeded-random.ts';
import { quoteLibraryRange } from '#server/generation/library/library-sermon.ts';
import { readLibraryFiles } from '#server/library/library-files.ts';
import { libraryUnitsFileSchema } from '#shared/library-schema.ts';
import { readLibraryRange } from '#server/library/library-range.ts';
import { emptyPreachingLibrary } from '#server/library/preaching-library.ts';
import { strongsForVerse } from '#server/bible/strongs.ts';
import { AUDIENCE_TYPES, LANGUAGE_STYLES, type AudienceType, type LanguageStyle } from '#shared/constants.ts';
import type { Language } from '#shared/languages.ts';
import type { SermonDocument } from '#shared/sermon-document.ts';
import { percentile, report, round, type BenchResult } from './report.ts';

interface Case {
  title: string;
  scripture: string;
  language: Language;
  audienceType: AudienceType;
  languageStyle: LanguageStyle;
}

const MATRIX_INPUTS: Record<Language, { verse: string; theme: string }> = {
  en: { verse: 'Acts 2:38', theme: 'The power of prayer' },
  es: { verse: 'Juan 3:16', theme: 'La gracia de Dios' },
};
const THEMES: Record<Language, string[]> = {
  en: ['Christmas', 'The birth of Jesus', 'Easter', 'Pentecost', 'New Year', "Mother's Day", "Father's Day", 'Wedding', 'Grief', 'Baptism service', "The Lord's Supper", 'Revival', 'Faith in the storm', 'Missions', 'Pride', 'Forgiveness', 'Hope', 'Holiness', 'Prayer', 'The name of Jesus', 'Fear', 'Anxiety', 'Giving', 'Temptation', 'Shepherds and sheep', 'Joy', 'Healing', 'Unity', 'Wisdom', 'Thanksgiving'],
  es: ['Navidad', 'El nacimiento de Jesús', 'Resurrección', 'Pentecostés', 'Año nuevo', 'Día de las madres', 'Día del padre', 'Boda', 'Duelo', 'Servicio de bautismos', 'Santa Cena', 'Avivamiento', 'Tormentas de la vida', 'Misiones', 'Orgullo', 'Perdón', 'Esperanza', 'Santidad', 'Oración', 'El nombre de Jesús', 'Miedo', 'Ansiedad', 'Ofrendar', 'Tentación', 'Pastores y ovejas', 'Gozo', 'Sanidad', 'Unidad', 'Sabiduría', 'Gratitud'],
};
const VERSES: Record<Language, string[]> = {
  en: ['John 3:16', 'Psalm 23', 'Psalm 137:9', 'Romans 8:28', 'Jude 24', 'Philippians 4:6-7', 'Isaiah 40:31', 'Matthew 11:28-30', 'Proverbs 3:5-6', 'Luke 15:11-32', 'Hebrews 11:1', 'Acts 2:1-4', 'Genesis 1:1', 'John 11:35', '1 Corinthians 13', 'Ephesians 2:8-9', 'Joshua 1:9', 'Micah 6:8', 'Romans 12:1-2', 'James 1:2-4', 'Psalm 91:1-2', 'Jeremiah 29:11', '2 Timothy 3:16', 'Mark 4:35-41', 'Galatians 5:22-23', 'Revelation 21:4', '1 John 1:9', 'Nahum 1:2', 'Matthew 6:33', 'Lamentations 3:22-23'],
  es: ['Juan 3:16', 'Salmo 23', 'Salmo 137:9', 'Romanos 8:28', 'Judas 24', 'Filipenses 4:6-7', 'Isaías 40:31', 'Mateo 11:28-30', 'Proverbios 3:5-6', 'Lucas 15:11-32', 'Hebreos 11:1', 'Hechos 2:1-4', 'Génesis 1:1', 'Juan 11:35', '1 Corintios 13', 'Efesios 2:8-9', 'Josué 1:9', 'Miqueas 6:8', 'Romanos 12:1-2', 'Santiago 1:2-4', 'Salmo 91:1-2', 'Jeremías 29:11', '2 Timoteo 3:16', 'Marcos 4:35-41', 'Gálatas 5:22-23', 'Apocalipsis 21:4', '1 Juan 1:9', 'Nahúm 1:2', 'Mateo 6:33', 'Lamentaciones 3:22-23'],
};

function cases(): Case[] {
  const out: Case[] = [];
  for (const language of ['en', 'es'] as const) {
    for (const audienceType of AUDIENCE_TYPES) {
      for (const languageStyle of LANGUAGE_STYLES) {
        out.push({ title: '', scripture: MATRIX_INPUTS[language].verse, language, audienceType, languageStyle });
        out.push({ title: MATRIX_INPUTS[language].theme, scripture: '', language, audienceType, languageStyle });
      }
    }
  }
  let turn = 0;
  for (const language of ['en', 'es'] as const) {
    for (const [index, title] of THEMES[language].entries()) {
      turn++;
      out.push({ title, scripture: '', language, audienceType: AUDIENCE_TYPES[turn % 7]!, languageStyle: LANGUAGE_STYLES[(index + turn) % 3]! });
    }
    for (const [index, scripture] of VERSES[language].entries()) {
      turn++;
      out.push({ title: '', scripture, language, audienceType: AUDIENCE_TYPES[(turn + 3) % 7]!, languageStyle: LANGUAGE_STYLES[(index + turn + 1) % 3]! });
    }
  }
  return out;
}

const NAMES_OF_GOD = new Set(['god', 'lord', 'jesus', 'christ', 'dios', 'señor', 'jesús', 'cristo', 'jehová']);
const STOP = new Set(
  'the and for not but him his her you was are all who thy thee thou she our out had has may yea nor its one now him una los las del que por con sus mas fue son les nos ser muy tan sin ella '+
  'that this with from unto shall have hath which their there them they were when what will your then into upon also even more than been said says only such these those ever every because before after about over very some must made make like just here where whom whose being does doth other could would should while each being that para como pero porque cuando este esta estos estas todo todos toda todas sobre entre desde hasta donde será fueron sino aquí también nuestro nuestra vuestro vuestra ellos ellas tiene tienen ha han había hemos esto eso dice dijo cual cada'.split(' '),
);
const contentWords = (text: string) => new Set((text.toLowerCase().match(/\p{L}+/gu) ?? []).filter((word) => word.length >= 3 && !STOP.has(word) && !NAMES_OF_GOD.has(word)));
/** A quotation of three words or more (a clause, a verse); a single quoted word stays, it is the explanation talking about the text. */
const withoutQuotations = (text: string) => text.replace(/[“«][^”»]*?\s[^”»]*?\s[^”»]*?[”»]/g, ' ');

/** The text of every range a reference names ("John 2:19, 21" is two), or null when one does not exist. */
function bibleText(reference: string, language: Language): string | null {
  const ranges = parseReferences(reference, language);
  const texts = ranges.map((range) => resolvePassage(bibleFor(language), range)?.verses.map((verse) => verse.text).join(' ') ?? null);
  return texts.length > 0 && texts.every((text) => text !== null) ? texts.join(' ') : null;
}

/** A reference that points to a parallel passage rather than the quotation's source. */
const COMPARE = /^(compare|cf\.|compárese|véase|comp\.)\s/i;

/**
 * The Bible text a quotation's reference points to: the preached passage when the reference is
 * "(compare …)", which names a parallel and not the source; null when the reference does not exist.
 */
function quotationSource(reference: string, preached: string, language: Language): string | null {
  return COMPARE.test(reference) ? preached : bibleText(reference, language);
}

/** Any quotation, in curly, angle or straight quotes: taken out before a sermon's own sentences are read. */
const QUOTATION = /[“«"][^”»"]*[”»"]/g;

/** A quotation of twelve characters or more followed by its reference: “…” (John 3:16). */
const QUOTED_WITH_REFERENCE = /[“«]([^”»]{12,})[”»] \(([^)]+)\)/g;

/** Each part of a quotation, between the ellipses that mark words left out, is the Bible's text. */
function quotedFrom(quotation: string, text: string): boolean {
  return quotation
    .split(/\s*(?:…|\.\.\.)\s*/)
    .map((part) => part.replace(/^[.,;:]+|[.,;:]+$/g, '').trim())
    .filter(Boolean)
    .every((part) => text.includes(part));
}

/** Small words an English title leaves in lower case; the preaching units' titles (written by people) also lower the KJV's "unto", "upon", "into", "over". */
const MINOR = new Set('a an the and but or nor of in on at to for by with from as unto upon into over'.split(' '));
function titleOk(title: string, language: Language): boolean {
  if (title.length < 3 || title.length > 120 || !/^\P{L}*\p{Lu}/u.test(title)) return false;
  const words = title.split(/\s+/).filter((word) => /^\p{L}/u.test(word));
  if (language === 'en') return words.every((word, index) => /^\p{Lu}/u.test(word) || (index > 0 && MINOR.has(word)));
  // Spanish titles capitalise the first word and names only: no English-style title case, no mid-title articles in capitals.
  return !words.slice(1).some((word) => /^(El|La|Los|Las|De|Del|En|Y|Un|Una|Para|Por|Con)$/.test(word));
}

/**
 * The sentence frames a sermon says more than once: each sentence of its prose with quotations,
 * references, the theme and the points' key words (their headings' words) taken out; a frame of
 * three words or more that comes twice is a repeated frame ("The clause declares something that
 * is simply so. Its weight rests on …" under two points).
 */
function repeatedFrames(sermon: SermonDocument, theme: string): string[] {
  const keyWords = new Set(sermon.points.flatMap((point) => point.heading.toLowerCase().match(/\p{L}+/gu) ?? []));
  const seen = new Set<string>();
  const repeated: string[] = [];
  const sections = [sermon.introduction, ...sermon.points.flatMap((point) => [point.explanation, point.application]), sermon.illustrations, sermon.conclusion];
  // Quotations out before the text is cut into sentences: a verse of several sentences, quoted
  // twice (in a point and again in the conclusion), is Scripture said twice, not a frame.
  const unquoted = sections.join('\n').replace(QUOTATION, ' ');
  for (const sentence of unquoted.split(/(?<=[.!?])\s+|\n/)) {
    let frame = sentence.replace(/\(?\b\d?\s?\p{Lu}\p{L}+ \d+(:\d+(-\d+)?)?\)?/gu, ' ');
    if (theme) frame = frame.split(theme).join(' ');
    const words = (frame.toLowerCase().match(/\p{L}+/gu) ?? []).filter((word) => !keyWords.has(word));
    if (words.length < 3) continue;
    const key = words.join(' ');
    if (seen.has(key) && !repeated.includes(key)) repeated.push(key);
    seen.add(key);
  }
  return repeated;
}

/** A composed point's word study: a line that opens with the quoted word and its verse ("“loved” (John 3:16) — …"). */
const WORD_STUDY: Record<Language, RegExp[]> = {
  en: [/^“([^”]+)” \(/m],
  es: [/^«([^»]+)» \(/m],
};

/** The library story a sermon tells, found by its text ({theme} and {reference} filled in). */
function toldStory(sermon: SermonDocument, language: Language): Illustration | null {
  const escape = (text: string) => text.replace(/[.*+?^$(){}|[\]\\]/g, '\\$&');
  return illustrationLibrary().find((story) => new RegExp(`^${escape(story[language]).replace(/\\?\{(theme|reference)\\?\}/g, '.+?')}$`, 'u').test(sermon.illustrations)) ?? null;
}

const headwordOf = (text: string) => text.replace(/\s*\(.*?\)\s*/g, '').split(',')[0]!.trim().toLowerCase();
let tagForms: Map<string, { en: string[]; es: string[] }> | null = null;
/** The words a tag goes by in each language: the English headword, the Spanish headword and its RV1909 forms. */
function formsOf(tag: string): { en: string[]; es: string[] } {
  if (!tagForms) {
    tagForms = new Map();
    for (const entry of glossaryEntries()) {
      const forms = tagForms.get(headwordOf(entry.en.headword)) ?? { en: [headwordOf(entry.en.headword)], es: [] };
      forms.es.push(headwordOf(entry.es.headword), ...entry.es.forms);
      tagForms.set(headwordOf(entry.en.headword), forms);
    }
  }
  return tagForms.get(tag) ?? { en: [tag], es: [] };
}

/**
 * Whether a sermon's story fits it, judged from the sermon as shown: beside a hard passage, a story
 * tagged "comfort"; else one tagged with the theme the sermon preaches (the theme map's for a theme
 * sermon, the one a verse sermon names) or with a key word its point headings name (English words
 * by their stem: "loved" names "love").
 */
function illustrationFits(story: Illustration, sermon: SermonDocument, input: Case): boolean {
  const language = input.language;
  const suggested = findThemes(input.scripture ? sermon.mainPassage.text : input.title, language)[0];
  const theme = suggested && (!input.scripture || sermon.introduction.includes(suggested[language].name)) ? suggested.id : null;
  if (theme && story.tags.includes(theme)) return true;
  const headings = ` ${sermon.points.map((point) => foldText(point.heading.toLowerCase()).replace(/[^\p{L}]+/gu, ' ')).join(' ')} `;
  return story.tags.some((tag) =>
    formsOf(tag)[language].some((form) => {
      const folded = foldText(form.toLowerCase());
      return language === 'en' && folded.length >= 4 ? new RegExp(` ${folded.replace(/e$/, '')}\\p{L}* `, 'u').test(headings) : headings.includes(` ${folded} `);
    }),
  );
}

/** Tallies by name, each starting at zero: a measure's many counts declared at once (`tally.points++`). */
function counters<const Name extends string>(...names: Name[]): Record<Name, number> {
  return Object.fromEntries(names.map((name) => [name, 0])) as Record<Name, number>;
}

/** `part` as a percentage of `whole`, to one decimal (0 when there is no whole). */
const percent = (part: number, whole: number) => round((100 * part) / Math.max(whole, 1), 1);

export async function run(): Promise<BenchResult[]> {
  const engine = createOfflineEngine();
  const all = cases();
  const times: number[] = [];
  const tally = counters('points', 'sharing', 'studies', 'studiesInVerse', 'childrenStudies', 'wrongVerses', 'missingReferences', 'mainAsked', 'verseCases', 'titlesOk', 'storiesFitting', 'sermonsWithoutRepeats');
  const unfitting: string[] = [];
  const badTitles: string[] = [];
  const paragraphs: string[] = [];
  const examples: string[] = [];
  const repeatExamples: string[] = [];
  const refused: string[] = [];
  const wrongExamples: string[] = [];
  for (const input of all) {
    const started = performance.now();
    let sermon: SermonDocument;
    try {
      sermon = await engine.generate(input);
    } catch (error) {
      refused.push(`${input.title || input.scripture} (${input.language}): ${error instanceof Error ? error.message : String(error)}`);
      continue;
    }
    times.push(performance.now() - started);

    if (input.scripture) {
      tally.verseCases++;
      if (sermon.mainPassage.reference === quoteReference(input.scripture, input.language)?.reference) tally.mainAsked++;
    }
    const story = toldStory(sermon, input.language);
    if (story && illustrationFits(story, sermon, input)) tally.storiesFitting++;
    else unfitting.push(`${input.title || input.scripture} (${input.language}, ${input.audienceType}): ${story?.id ?? 'not from the library'}`);
    if (titleOk(sermon.title, input.language)) tally.titlesOk++;
    else badTitles.push(sermon.title);

    // Every passage and every quotation with its reference is the Bible data's text.
    for (const passage of [sermon.mainPassage, ...sermon.points.flatMap((point) => (point.passage ? [point.passage] : []))]) {
      const text = bibleText(passage.reference, input.language);
      if (text === null) tally.missingReferences++;
      else if (!sermon.mainPassage.shown && passage === sermon.mainPassage && text !== passage.text) tally.wrongVerses++;
      else if (passage !== sermon.mainPassage && text !== passage.text) tally.wrongVerses++;
    }
    for (const point of sermon.points) {
      for (const match of point.explanation.matchAll(QUOTED_WITH_REFERENCE)) {
        const text = quotationSource(match[2]!, (point.passage ?? sermon.mainPassage).text, input.language);
        if (text === null) tally.missingReferences++;
        else if (!quotedFrom(match[1]!, text)) {
          tally.wrongVerses++;
          wrongExamples.push(`${input.title || input.scripture} (${input.language}, ${sermon.provenance?.outline.kind}): “${match[1]!.slice(0, 40)}” (${match[2]})`);
        }
      }
      tally.points++;
      const own = contentWords((point.passage ?? sermon.mainPassage).text);
      if ([...contentWords(withoutQuotations(point.explanation))].some((word) => own.has(word))) tally.sharing++;
      for (const pattern of WORD_STUDY[input.language]) {
        const match = pattern.exec(point.explanation);
        if (!match) continue;
        tally.studies++;
        if (input.audienceType === 'children') tally.childrenStudies++;
        const verseText = (point.passage ?? sermon.mainPassage).text.toLowerCase();
        if (new RegExp(`(^|[^\\p{L}])${match[1]!.toLowerCase()}([^\\p{L}]|$)`, 'u').test(verseText)) tally.studiesInVerse++;
      }
    }

    const remove = (text: string) => {
      let out = text;
      for (const needle of [input.title, sermon.mainPassage.reference].filter(Boolean)) out = out.split(needle).join('');
      return out.replace(/\b\d?\s?\p{Lu}\p{L}+ \d+(:\d+(-\d+)?)?/gu, '').trim();
    };
    for (const section of [sermon.introduction, ...sermon.points.flatMap((point) => [point.explanation, point.application]), sermon.illustrations, sermon.conclusion]) {
      for (const paragraph of section.split('\n')) if (paragraph.trim()) paragraphs.push(remove(paragraph));
    }
    const repeats = repeatedFrames(sermon, input.title);
    if (repeats.length === 0) tally.sermonsWithoutRepeats++;
    else if (repeatExamples.length < 12) repeatExamples.push(`${input.title || input.scripture} (${input.language} ${input.audienceType}, ${sermon.provenance?.outline.kind}): ${repeats[0]}`);
    if (examples.length < 3) examples.push(sermon.title);
  }
  times.sort((a, b) => a - b);
  const distinct = percent(new Set(paragraphs).size, paragraphs.length);
  const result: BenchResult = {
    bench: 'sermon-quality',
    measurements: [
      { name: 'sermons read', value: all.length, target: '≥ 200', ok: all.length >= 200 },
      { name: 'sermons refused', value: refused.length, target: '0', ok: refused.length === 0, ...(refused.length ? { note: refused.slice(0, 3).join(' | ') } : {}) },
      { name: 'explanations sharing a content word with their passage', value: percent(tally.sharing, tally.points), unit: '%', target: '≥ 95 %', ok: percent(tally.sharing, tally.points) >= 95 },
      { name: 'distinct prose paragraphs', value: distinct, unit: '%', target: '≥ 60 %', ok: distinct >= 60 },
      {
        name: 'sermons with no sentence frame said twice',
        value: percent(tally.sermonsWithoutRepeats, times.length),
        unit: '%',
        target: '≥ 98 %',
        ok: percent(tally.sermonsWithoutRepeats, times.length) >= 98,
        ...(repeatExamples.length ? { note: repeatExamples.slice(0, 2).join(' | ') } : {}),
      },
      { name: 'word studies on a word of that verse', value: percent(tally.studiesInVerse, tally.studies), unit: `% of ${tally.studies}`, target: '100 %', ok: tally.studiesInVerse === tally.studies },
      { name: 'word studies in children’s sermons', value: tally.childrenStudies, target: '0', ok: tally.childrenStudies === 0 },
      { name: 'verses differing from the Bible data', value: tally.wrongVerses, target: '0', ok: tally.wrongVerses === 0, ...(wrongExamples.length ? { note: wrongExamples.slice(0, 3).join(' | ') } : {}) },
      { name: 'references that do not exist', value: tally.missingReferences, target: '0', ok: tally.missingReferences === 0 },
      { name: 'main passage = the one asked for', value: percent(tally.mainAsked, tally.verseCases), unit: '%', target: '100 %', ok: tally.mainAsked === tally.verseCases },
      { name: 'titles passing title case and length', value: percent(tally.titlesOk, all.length), unit: '%', target: '100 %', ok: tally.titlesOk === all.length, ...(badTitles.length ? { note: badTitles.slice(0, 3).join(' | ') } : {}) },
      { name: 'illustrations tagged with the theme or a point’s key word', value: percent(tally.storiesFitting, all.length), unit: '%', target: '≥ 80 %', ok: percent(tally.storiesFitting, all.length) >= 80, ...(unfitting.length ? { note: unfitting.slice(0, 3).join(' | ') } : {}) },
      { name: 'offline compose p95', value: round(percentile(times, 95), 2), unit: 'ms', target: '≤ 50 ms', ok: percentile(times, 95) <= 50 },
      { name: 'offline compose p50', value: round(percentile(times, 50), 2), unit: 'ms' },
    ],
    details: { badTitles, refused, examples, unfitting, repeatExamples, wrongExamples },
  };
  return [report(result), report(await libraryShare(engine)), report(await composedSample())];
}

/**
 * Units of the whole Bible sampled at random (seeded: the same sample every run), each asked for in
 * a language, room and style of its own: the share the preaching library serves (decision 0026),
 * whether every verse is the Bible's, and the sentences said in more than 3% of the sermons (the
 * altar call aside: the conclusion's last paragraph).
 */
async function libraryShare(engine: ReturnType<typeof createOfflineEngine>): Promise<BenchResult> {
  const chooser = seededChooser('sermon-library sample 1');
  const units = [...readLibraryFiles().units].flatMap(([book, raw]) => libraryUnitsFileSchema.parse(raw).units.map((unit) => readLibraryRange(`${book} ${unit.range}`)!));
  const SAMPLE = 200;
  const tally = counters('library', 'wrong');
  const sentenceSermons = new Map<string, number>();
  for (const range of chooser.sample(units, SAMPLE)) {
    const language = chooser.pick(['en', 'es'] as const);
    const quoted = quoteLibraryRange(range, language);
    const audienceType = chooser.pick(AUDIENCE_TYPES);
    const languageStyle = chooser.pick(LANGUAGE_STYLES);
    // A unit ending on a verse the RV1909 folds into its neighbour cannot be quoted whole in Spanish.
    if (!quoted) continue;
    const sermon = await engine.generate({ title: '', scripture: quoted.reference, language, audienceType, languageStyle });
    if (sermon.provenance?.outline.kind === 'library') tally.library++;
    for (const passage of [sermon.mainPassage, ...sermon.points.flatMap((point) => (point.passage ? [point.passage] : []))]) {
      const text = bibleText(passage.reference, language);
      if (text === null || (!passage.shown && text !== passage.text)) tally.wrong++;
    }
    // A library sermon's sentences are counted whole; a composed sermon's by their frames (variable parts out, labels aside).
    const frames = new Set(
      sermon.provenance?.outline.kind === 'composed'
        ? proseSentences(sermon).map((sentence) => sentenceFrame(sentence, [sermon.title])).filter((frame): frame is string => frame !== null)
        : proseSentences(sermon).map((sentence) => sentence.replace(/[“«][^”»]*[”»]/g, '…').replace(/\d+/g, '#').trim()).filter((sentence) => sentence.length > 20),
    );
    for (const frame of frames) sentenceSermons.set(frame, (sentenceSermons.get(frame) ?? 0) + 1);
  }
  const common = [...sentenceSermons].filter(([, count]) => count > SAMPLE * 0.03).sort((a, b) => b[1] - a[1]);
  const share = percent(tally.library, SAMPLE);
  return {
    bench: 'sermon-library',
    measurements: [
      { name: 'units sampled from the whole Bible', value: SAMPLE },
      { name: 'sermons from the preaching library', value: share, unit: '%', note: `${tally.library} of ${SAMPLE}; the rest composed` },
      { name: 'verses differing from the Bible data', value: tally.wrong, target: '0', ok: tally.wrong === 0 },
      { name: 'sentences (composed: sentence frames) said in more than 3% of sermons (altar call aside)', value: common.length, target: '0', ok: common.length === 0, ...(common.length ? { note: common.slice(0, 3).map(([frame, count]) => `${count}× ${frame.slice(0, 80)}`).join(' | ') } : {}) },
    ],
    details: { common: common.slice(0, 20) },
  };
}

/**
 * A sentence's frame: what is left when its variable parts are taken out — quotations, anything in
 * parentheses, references, numbers, the sermon's title, and what follows a colon (the data a label
 * introduces: a word's sense, a quoted cross-reference). Null when fewer than three words are left:
 * a label ("Compare:", "Same word:") is not a sentence frame.
 */
function sentenceFrame(sentence: string, variables: readonly string[] = []): string | null {
  let text = sentence;
  for (const variable of variables) if (variable) text = text.split(variable).join(' ');
  text = text
    .replace(QUOTATION, ' ')
    .replace(/\([^)]*\)/g, ' ')
    .replace(/:(?!\d)[^]*$/u, ' ')
    .replace(/\b\d?\s?\p{Lu}\p{L}+ \d+(:\d+(-\d+(:\d+)?)?)?/gu, ' ')
    .replace(/\d+/g, ' ');
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  return words.length >= 3 ? words.join(' ') : null;
}

/** The sentences of a sermon's prose, the altar call (the conclusion's last paragraph) aside. */
const proseSentences = (sermon: SermonDocument) =>
  [sermon.introduction, ...sermon.points.flatMap((point) => [point.explanation, point.application]), sermon.illustrations, sermon.conclusion.split('\n').slice(0, -1).join('\n')].join('\n').split(/(?<=[.!?])\s+|\n/);

/** English words a Spanish sermon's own prose (outside quotations and parentheses) must never hold. */
const ENGLISH = /\b(the|and|which|that|with|from|unto|shall|word|thee|thou)\b/i;

/**
 * 200 composed sermons (the preaching library's entries set aside, decision 0028) on passages drawn
 * at random from the whole Bible (seeded): a whole unit, one verse of it, or a few verses, in a
 * language, room and style of their own. Measures the frames said in more than 3% of them, the
 * titles (the unit's), the headings (their passage's own words), the word studies (a word the KJV
 * tags in that verse), the Bible text and references, and English in Spanish sermons.
 */
async function composedSample(): Promise<BenchResult> {
  const engine = createOfflineEngine({ library: emptyPreachingLibrary });
  const units = [...readLibraryFiles().units].flatMap(([book, raw]) => libraryUnitsFileSchema.parse(raw).units.map((unit) => ({ range: readLibraryRange(`${book} ${unit.range}`)!, unit })));
  const chooser = seededChooser('composed sample 1');
  const SAMPLE = 200;
  const frameSermons = new Map<string, number>();
  const tally = counters('wrong', 'missing', 'titled', 'generated', 'headingsOwn', 'headings', 'studies', 'studiesTagged', 'english');
  const notes: string[] = [];
  for (let index = 0; index < SAMPLE; index++) {
    const { range, unit } = chooser.pick(units);
    const language = chooser.pick(['en', 'es'] as const);
    const whole = quoteLibraryRange(range, language);
    if (!whole) {
      notes.push(`unit not in the ${language} Bible: ${range.book} ${range.start.chapter}:${range.start.verse}`);
      continue;
    }
    tally.generated++;
    const shape = chooser.pick(['unit', 'verse', 'verses'] as const);
    const at = chooser.index(whole.verses.length);
    const verses = shape === 'unit' ? whole.verses : shape === 'verse' ? whole.verses.slice(at, at + 1) : whole.verses.slice(at, at + 2 + chooser.index(4));
    const first = verses[0]!;
    const last = verses.at(-1)!;
    const scripture = quoteLibraryRange({ book: range.book, start: { chapter: first.chapter, verse: first.verse }, end: { chapter: last.chapter, verse: last.verse } }, language)!.reference;
    const sermon = await engine.generate({ title: '', scripture, language, audienceType: chooser.pick(AUDIENCE_TYPES), languageStyle: chooser.pick(LANGUAGE_STYLES) });
    if (sermon.title === unit[language]) tally.titled++;
    else notes.push(`title not the unit's: ${scripture} → ${sermon.title}`);
    for (const passage of [sermon.mainPassage, ...sermon.points.flatMap((point) => (point.passage ? [point.passage] : []))]) {
      const text = bibleText(passage.reference, language);
      if (text === null) tally.missing++;
      else if (!passage.shown && text !== passage.text) tally.wrong++;
    }
    const shownText = [sermon.mainPassage.text, ...sermon.points.map((point) => point.passage?.text ?? '')].join(' ');
    for (const point of sermon.points) {
      tally.headings++;
      const quoted = /^[“«]([^”»]+)[”»] \(/.exec(point.heading);
      if (quoted ? shownText.includes(quoted[1]!) : true) tally.headingsOwn++;
      else notes.push(`heading not in its text: ${point.heading}`);
      for (const match of point.explanation.matchAll(QUOTED_WITH_REFERENCE)) {
        const text = quotationSource(match[2]!, (point.passage ?? sermon.mainPassage).text, language);
        if (text === null) tally.missing++;
        else if (!quotedFrom(match[1]!, text)) tally.wrong++;
      }
      const study = WORD_STUDY[language][0]!.exec(point.explanation);
      if (study) {
        tally.studies++;
        const reference = /^[“«][^”»]+[”»] \(([^)]+)\)/.exec(point.explanation)![1]!;
        const [parsed] = parseReferences(reference, language);
        const verseText = bibleText(reference, language) ?? '';
        const word = study[1]!.toLowerCase();
        const inVerse = ` ${verseText.toLowerCase().replace(/[^\p{L}]+/gu, ' ')} `.includes(` ${word.replace(/[^\p{L}]+/gu, ' ').trim()} `);
        const tagged = parsed?.start.verse !== undefined && strongsForVerse({ book: parsed.start.book, chapter: parsed.start.chapter, verse: parsed.start.verse }).length > 0;
        if (inVerse && tagged) tally.studiesTagged++;
        else notes.push(`study not in its verse: ${study[1]} (${reference})`);
      }
    }
    const sentences = proseSentences(sermon);
    if (language === 'es' && sentences.some((sentence) => ENGLISH.test(sentence.replace(/[“«][^”»]*[”»]/g, ' ').replace(/\([^)]*\)/g, ' ')))) {
      tally.english++;
      notes.push(`English in a Spanish sermon: ${scripture}`);
    }
    const frames = new Set(sentences.map((sentence) => sentenceFrame(sentence, [sermon.title])).filter((frame): frame is string => frame !== null));
    for (const frame of frames) frameSermons.set(frame, (frameSermons.get(frame) ?? 0) + 1);
  }
  const common = [...frameSermons].filter(([, count]) => count > SAMPLE * 0.03).sort((a, b) => b[1] - a[1]);
  const most = [...frameSermons].sort((a, b) => b[1] - a[1])[0];
  return {
    bench: 'sermon-composed',
    measurements: [
      { name: 'composed sermons on passages drawn from the whole Bible', value: SAMPLE },
      { name: 'sentence frames said in more than 3% of them (altar call aside)', value: common.length, target: '0', ok: common.length === 0, ...(common.length ? { note: common.slice(0, 3).map(([frame, count]) => `${count}× ${frame.slice(0, 80)}`).join(' | ') } : {}) },
      { name: 'the most common frame', value: most?.[1] ?? 0, unit: 'sermons', note: most?.[0].slice(0, 80) ?? '' },
      { name: 'titles that are the unit’s', value: percent(tally.titled, tally.generated), unit: '%', target: '100 %', ok: tally.titled === tally.generated },
      { name: 'headings quoting their own passage', value: percent(tally.headingsOwn, tally.headings), unit: '%', target: '100 %', ok: tally.headingsOwn === tally.headings },
      { name: 'word studies on a word tagged in that verse', value: percent(tally.studiesTagged, tally.studies), unit: `% of ${tally.studies}`, target: '100 %', ok: tally.studiesTagged === tally.studies },
      { name: 'verses differing from the Bible data', value: tally.wrong, target: '0', ok: tally.wrong === 0 },
      { name: 'references that do not exist', value: tally.missing, target: '0', ok: tally.missing === 0 },
      { name: 'Spanish sermons with English prose', value: tally.english, target: '0', ok: tally.english === 0 },
    ],
    details: { common: common.slice(0, 20), notes: notes.slice(0, 20) },
  };
}

if (import.meta.main) await run();
