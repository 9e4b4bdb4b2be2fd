import type { Language } from '#shared/languages.ts';
import { passageLabel } from '#shared/passage-label.ts';
import type { SermonDocument, SermonPassage } from '#shared/sermon-document.ts';
import type { HandoutKind } from './handout-kinds.ts';
import { foldWord, keyWordOf } from './key-word.ts';
import { describeLeftOut, packWordsFor, type LeftOut } from './pack-words.ts';
import { firstSentence, shorten } from './shorten.ts';
import { passageVerses, splitVerse, type PassageVerse } from './split-passage.ts';
import { versesLabel } from './verse-label.ts';

/**
 * How much the one page holds (A4, at the sizes handout-pdf.ts draws): the longest of each still
 * leaves room for notes. A longer passage prints its first verses and says so; a longer heading or
 * quoted application is cut at a word with an ellipsis, and the page says that too.
 */
const HANDOUT_LIMITS = {
  title: 160,
  passage: 560,
  childrenVerse: 220,
  heading: 130,
  applicationQuote: 140,
  questions: { min: 3, max: 5 },
  pointsAsked: 3,
} as const;

/** A point's line: its heading around the blank, and the passage it stands on. */
export interface HandoutPoint {
  label: string;
  before: string;
  /** The key word: a blank on the congregation's and children's pages, filled in on the pastor's. Null: no blank. */
  word: string | null;
  after: string;
  reference: string | null;
}

export type HandoutBlock =
  | { type: 'title'; text: string }
  | { type: 'subtitle'; text: string }
  | { type: 'heading'; text: string }
  | { type: 'passage'; reference: string; verses: PassageVerse[]; note: string | null }
  | { type: 'points'; points: HandoutPoint[]; answers: boolean }
  | { type: 'word-bank'; label: string; words: string[] }
  | { type: 'questions'; items: string[] }
  | { type: 'paragraph'; text: string }
  /** Room to write (ruled lines) or to draw (a frame): the rest of the page. */
  | { type: 'space'; kind: 'notes' | 'drawing' }
  | { type: 'left-out'; heading: string; items: string[] };

export interface HandoutPage {
  language: Language;
  kind: HandoutKind;
  blocks: HandoutBlock[];
  leftOut: LeftOut[];
}

const hasPassage = (passage: SermonPassage | null | undefined): passage is SermonPassage => !!passage && passage.reference.trim() !== '' && passage.text.trim() !== '';

/** The main passage, or its first verses up to the page's room (at least one), and which verses those are. */
function passageExcerpt(passage: SermonPassage, language: Language, room: number): { reference: string; verses: PassageVerse[]; whole: boolean } {
  const all = passageVerses(passage);
  const verses: PassageVerse[] = [];
  let length = 0;
  for (const verse of all) {
    const added = verse.text.length + (verse.number ? verse.number.length + 1 : 0) + (verses.length > 0 ? 1 : 0);
    if (verses.length > 0 && length + added > room) break;
    verses.push(verse);
    length += added;
  }
  const whole = verses.length === all.length;
  return { reference: whole ? passageLabel({ ...passage, reference: passage.reference.trim() }, language) : versesLabel(passage, language, verses[0]!, verses.at(-1)!), verses, whole };
}

/** Each point's heading around its key word, the headings cut to the page's room. */
function handoutPoints(document: SermonDocument, leftOut: LeftOut[]): HandoutPoint[] {
  const words = packWordsFor(document);
  return document.points.map((point, index) => {
    const heading = shorten(point.heading, HANDOUT_LIMITS.heading);
    if (heading.shortened) leftOut.push({ kind: 'heading-shortened', point: index + 1 });
    const key = keyWordOf(point, heading.text, document.language);
    if (!key) leftOut.push({ kind: 'no-key-word', point: index + 1 });
    const reference = hasPassage(point.passage) ? passageLabel({ ...point.passage, reference: point.passage.reference.trim() }, document.language) : null;
    const label = words.point(index + 1);
    return key ? { label, before: heading.text.slice(0, key.start), word: key.word, after: heading.text.slice(key.end), reference } : { label, before: heading.text, word: null, after: '', reference };
  });
}

/**
 * Three to five questions for a small group, from the sermon's own words (issue 27 item 6): the
 * main passage read together; for each of the first three points, its application quoted (else its
 * passage, else its heading); and the step each will take. Frames from pack-words.ts in the
 * sermon's language and register; nothing else is added.
 */
function smallGroupQuestions(document: SermonDocument, leftOut: LeftOut[]): string[] {
  const words = packWordsFor(document).handout;
  const questions: string[] = [];
  if (hasPassage(document.mainPassage)) questions.push(words.questionReadTogether(passageLabel({ ...document.mainPassage, reference: document.mainPassage.reference.trim() }, document.language)));
  let asked = 0;
  document.points.forEach((point, index) => {
    if (asked >= HANDOUT_LIMITS.pointsAsked) return;
    const heading = shorten(point.heading, HANDOUT_LIMITS.heading).text;
    const sentence = firstSentence(point.application);
    if (heading && sentence) {
      const quoted = shorten(sentence, HANDOUT_LIMITS.applicationQuote);
      if (quoted.shortened) leftOut.push({ kind: 'application-shortened', point: index + 1 });
      questions.push(words.questionApplication(heading, quoted.text));
    } else if (heading && hasPassage(point.passage)) questions.push(words.questionPassage(passageLabel({ ...point.passage, reference: point.passage.reference.trim() }, document.language), heading));
    else if (heading) questions.push(words.questionHeading(heading));
    else return;
    asked += 1;
  });
  questions.push(words.questionStep);
  for (const fallback of words.questionFallback) if (questions.length < HANDOUT_LIMITS.questions.min) questions.splice(questions.length - 1, 0, fallback);
  return questions.slice(0, HANDOUT_LIMITS.questions.max);
}

/** The title, or what the page is called when the sermon has none. */
function titleOf(document: SermonDocument, leftOut: LeftOut[]): string {
  const title = shorten(document.title, HANDOUT_LIMITS.title).text;
  if (title) return title;
  leftOut.push({ kind: 'title-missing' });
  return hasPassage(document.mainPassage) ? document.mainPassage.reference.trim() : packWordsFor(document).sermon;
}

function leftOutBlock(document: SermonDocument, leftOut: LeftOut[]): HandoutBlock[] {
  return leftOut.length === 0 ? [] : [{ type: 'left-out', heading: packWordsFor(document).leftOutHeading, items: describeLeftOut(leftOut, document.language) }];
}

/** The congregation's page, or the pastor's copy of it: title, passage, outline with blanks, notes, questions. */
function congregationPage(document: SermonDocument, kind: 'congregation' | 'pastor'): HandoutPage {
  const words = packWordsFor(document).handout;
  const leftOut: LeftOut[] = [];
  const blocks: HandoutBlock[] = [{ type: 'title', text: titleOf(document, leftOut) }];
  if (kind === 'pastor') blocks.push({ type: 'subtitle', text: words.pastorCopy });
  const main = document.mainPassage;
  if (hasPassage(main)) {
    if (main.shown) leftOut.push({ kind: 'verses-not-quoted', reference: main.reference.trim(), shown: main.shown });
    const excerpt = passageExcerpt(main, document.language, HANDOUT_LIMITS.passage);
    if (!excerpt.whole) leftOut.push({ kind: 'verses-not-printed', reference: main.reference.trim(), printed: excerpt.reference });
    blocks.push({ type: 'heading', text: words.passage }, { type: 'passage', reference: excerpt.reference, verses: excerpt.verses, note: excerpt.whole ? null : words.readInBible(main.reference.trim()) });
  } else leftOut.push({ kind: 'main-passage-missing' });
  blocks.push({ type: 'heading', text: words.outline }, { type: 'points', points: handoutPoints(document, leftOut), answers: kind === 'pastor' });
  const questions = smallGroupQuestions(document, leftOut);
  blocks.push({ type: 'heading', text: words.notes }, { type: 'space', kind: 'notes' });
  blocks.push({ type: 'heading', text: words.questions }, { type: 'questions', items: questions });
  blocks.push(...leftOutBlock(document, leftOut));
  return { language: document.language, kind, blocks, leftOut };
}

/**
 * The children's page, in the simplest words: the first verse of the passage to learn, the points
 * with a word to find (and the words to choose from), a frame to draw in, three things to talk
 * about at home and a prayer. Spanish speaks with tú, as to children everywhere.
 */
function childrenPage(document: SermonDocument): HandoutPage {
  const words = packWordsFor({ language: document.language, audienceType: 'children' }).children;
  const leftOut: LeftOut[] = [];
  const blocks: HandoutBlock[] = [{ type: 'title', text: titleOf(document, leftOut) }];
  const main = document.mainPassage;
  let firstReference: string | null = null;
  if (hasPassage(main)) {
    const first = passageVerses(main)[0]!;
    const [part = first.text, ...rest] = splitVerse(first.text, HANDOUT_LIMITS.childrenVerse);
    const whole = passageVerses(main).length === 1 && rest.length === 0;
    firstReference = whole ? passageLabel({ ...main, reference: main.reference.trim() }, document.language) : versesLabel(main, document.language, first, first);
    if (!whole) leftOut.push({ kind: 'verses-not-printed', reference: main.reference.trim(), printed: firstReference, ...(rest.length > 0 ? { firstWordsOnly: true } : {}) });
    blocks.push({ type: 'heading', text: words.memoryVerse }, { type: 'passage', reference: firstReference, verses: [{ ...first, number: null, text: rest.length > 0 ? `${part}…` : part }], note: null });
  } else leftOut.push({ kind: 'main-passage-missing' });

  const points = handoutPoints(document, leftOut);
  const bank = [...new Map(points.flatMap((point) => (point.word ? [[foldWord(point.word), point.word] as const] : []))).values()].sort((a, b) => foldWord(a).localeCompare(foldWord(b)));
  blocks.push({ type: 'heading', text: words.missingWord }, { type: 'points', points, answers: false });
  if (bank.length > 0) blocks.push({ type: 'word-bank', label: words.wordBank, words: bank });
  // Three things to talk about: the verse, the first word to find, obeying Jesus; a plain question stands in for a missing one.
  const fallbacks = [...words.talkFallback];
  const talk = [firstReference ? words.talkRead(firstReference) : fallbacks.shift()!, bank[0] ? words.talkWord(bank[0]) : fallbacks.shift()!, words.talkObey];
  blocks.push({ type: 'heading', text: words.talk }, { type: 'questions', items: talk });
  blocks.push({ type: 'heading', text: words.pray }, { type: 'paragraph', text: words.prayer });
  blocks.push({ type: 'heading', text: words.draw }, { type: 'paragraph', text: words.drawPrompt }, { type: 'space', kind: 'drawing' });
  blocks.push(...leftOutBlock(document, leftOut));
  return { language: document.language, kind: 'children', blocks, leftOut };
}

/**
 * The handout's pages (issue 27 item 6): one page for the sermon, and with its twin a second page,
 * the same in the other language.
 */
export function planHandout(document: SermonDocument, kind: HandoutKind, twin?: SermonDocument): HandoutPage[] {
  return (twin ? [document, twin] : [document]).map((each) => (kind === 'children' ? childrenPage(each) : congregationPage(each, kind)));
}
