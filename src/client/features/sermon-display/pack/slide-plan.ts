import type { Language } from '#shared/languages.ts';
import { passageLabel } from '#shared/passage-label.ts';
import type { SermonDocument, SermonPassage } from '#shared/sermon-document.ts';
import { ALTAR_CALL_VERSE, describeLeftOut, packWordsFor, type LeftOut } from './pack-words.ts';
import { shorten } from './shorten.ts';
import { chunkVerses, passageVerses, type PassageVerse, type VersePart } from './split-passage.ts';
import { versesLabel } from './verse-label.ts';

/**
 * The most a slide holds, in characters per language, at the type sizes build-pptx.ts sets (16:9,
 * 13.33 × 7.5 in): verses at 36 pt take about 48 characters a line, so 300 is six or seven lines;
 * with two languages each gets half the height at 28 pt. Headings are shorter still, at larger type.
 */
export const SLIDE_LIMITS = {
  verses: { one: 300, two: 200 },
  heading: { one: 150, two: 100 },
  title: { one: 200, two: 120 },
} as const;

/** One language's part of a slide. */
export interface SlideSide {
  language: Language;
  /** The small line on top: the verses' reference, "Point 2". */
  label: string;
  /** The large text: the title, a point's heading, the altar call's heading. */
  text?: string;
  /** The verses (or parts of verses) of a verse slide, in order. */
  verses?: VersePart[];
  /** Smaller lines under the text: the main passage's reference, a point's passage, the altar call's steps. */
  lines?: string[];
  /** A verse quoted at the foot with its reference (the altar call's Acts 2:38). */
  quote?: { reference: string; text: string };
}

export interface Slide {
  kind: 'title' | 'verses' | 'point' | 'altar-call';
  /** One side per language, the sermon's first. */
  sides: SlideSide[];
  /** The speaker notes: on the title slide, what the slides left out. */
  notes: string[];
}

interface SlidePlan {
  slides: Slide[];
  /** What was left out, per document (the sermon's, then the twin's). */
  leftOut: { language: Language; items: LeftOut[] }[];
}

const hasPassage = (passage: SermonPassage | null | undefined): passage is SermonPassage => !!passage && passage.reference.trim() !== '' && passage.text.trim() !== '';

/** The verse slides of a passage in one language, or in two verse by verse when both Bibles number it alike. */
function verseSlides(passages: { language: Language; passage: SermonPassage }[]): Slide[] {
  const budget = passages.length > 1 ? SLIDE_LIMITS.verses.two : SLIDE_LIMITS.verses.one;
  const verses = passages.map(({ passage }) => passageVerses(passage));
  if (passages.length > 1 && verses.some((list) => list.length !== verses[0]!.length)) {
    // The two Bibles divide these verses differently: each language gets its own slides, in turn.
    return passages.flatMap((passage) => verseSlides([passage]));
  }
  return chunkVerses(verses, budget).map((slide) => ({
    kind: 'verses',
    notes: [],
    sides: slide.map((parts, side) => {
      const { language, passage } = passages[side]!;
      const first: PassageVerse = parts[0] ?? verses[side]![0]!;
      const last: PassageVerse = parts.at(-1) ?? first;
      return { language, label: versesLabel(passage, language, first, last), verses: parts };
    }),
  }));
}

/** What one document's slides leave out or shorten, and its title slide, point slides and passages. */
function documentParts(document: SermonDocument, bilingual: boolean) {
  const words = packWordsFor(document);
  const leftOut: LeftOut[] = [];
  const language = document.language;
  const main = document.mainPassage;
  const title = shorten(document.title, bilingual ? SLIDE_LIMITS.title.two : SLIDE_LIMITS.title.one);
  if (title.text === '') leftOut.push({ kind: 'title-missing' });
  if (!hasPassage(main)) leftOut.push({ kind: 'main-passage-missing' });
  const quoted = (passage: SermonPassage | null) => {
    if (hasPassage(passage) && passage.shown) leftOut.push({ kind: 'verses-not-quoted', reference: passage.reference.trim(), shown: passage.shown });
  };
  quoted(main);
  const titleSide: SlideSide = {
    language,
    label: '',
    // A sermon without a title is shown by its passage, or as "Sermon".
    text: title.text || (hasPassage(main) ? main.reference.trim() : words.sermon),
    ...(hasPassage(main) ? { lines: [passageLabel({ ...main, reference: main.reference.trim() }, language)] } : {}),
  };
  const points = document.points.map((point, index) => {
    const heading = shorten(point.heading, bilingual ? SLIDE_LIMITS.heading.two : SLIDE_LIMITS.heading.one);
    if (heading.shortened) leftOut.push({ kind: 'heading-shortened', point: index + 1 });
    quoted(point.passage);
    const passage = hasPassage(point.passage) ? point.passage : null;
    const side: SlideSide = {
      language,
      label: words.point(index + 1),
      text: heading.text || words.point(index + 1),
      ...(passage ? { lines: [passageLabel({ ...passage, reference: passage.reference.trim() }, language)] } : {}),
    };
    return { side, passage };
  });
  const verse = ALTAR_CALL_VERSE[language];
  const altarSide: SlideSide = { language, label: '', text: words.altarCallHeading, ...(bilingual ? {} : { lines: [...words.altarCallSteps] }), quote: verse };
  return { leftOut, titleSide, main: hasPassage(main) ? main : null, points, altarSide };
}

/**
 * The slides of a sermon (issue 27 item 5), and of its twin beside it when one is given: the
 * title slide, the main passage's verse slides, for each point its slide and its passage's verse
 * slides, and the altar call (Acts 2:38). With a twin each slide carries both languages, the
 * sermon's on top; points are paired by their place, and a passage the two Bibles number
 * differently is shown in each language in turn. The title slide's notes say what was left out.
 */
export function planSlides(document: SermonDocument, twin?: SermonDocument): SlidePlan {
  const documents = twin ? [document, twin] : [document];
  const parts = documents.map((each) => documentParts(each, documents.length > 1));
  const slides: Slide[] = [];
  const passagesOf = (pick: (part: (typeof parts)[number]) => SermonPassage | null) =>
    parts.flatMap((part, index) => {
      const passage = pick(part);
      return passage ? [{ language: documents[index]!.language, passage }] : [];
    });

  const leftOut = parts.map((part, index) => ({ language: documents[index]!.language, items: part.leftOut }));
  const notes = leftOut.flatMap(({ language, items }, index) => (items.length === 0 ? [] : [`${packWordsFor(documents[index]!).leftOutHeading}:`, ...describeLeftOut(items, language)]));
  slides.push({ kind: 'title', sides: parts.map((part) => part.titleSide), notes });
  const main = passagesOf((part) => part.main);
  if (main.length > 0) slides.push(...verseSlides(main));

  const pointCount = Math.max(...parts.map((part) => part.points.length));
  for (let index = 0; index < pointCount; index += 1) {
    const sides = parts.flatMap((part) => part.points[index]?.side ?? []);
    slides.push({ kind: 'point', sides, notes: [] });
    const passages = passagesOf((part) => part.points[index]?.passage ?? null);
    if (passages.length > 0) slides.push(...verseSlides(passages));
  }
  slides.push({ kind: 'altar-call', sides: parts.map((part) => part.altarSide), notes: [] });
  return { slides, leftOut };
}

/** A slide's text in reading order, one line per part (what a presentation program shows): for the tests and the outline. */
export function slideLines(slide: Slide): string[] {
  return slide.sides.flatMap((side) => [
    ...(side.label ? [side.label] : []),
    ...(side.text ? [side.text] : []),
    ...(side.verses ? [side.verses.map((part) => (part.number && !part.continued ? `${part.number} ${part.text}` : part.text)).join(' ')] : []),
    ...(side.lines ?? []),
    ...(side.quote ? [side.quote.text, side.quote.reference] : []),
  ]);
}
