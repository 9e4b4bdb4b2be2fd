// The explanation and application of one point, from the words of its own clause: the clause
// quoted, what it says (observe-clause.ts), its key word explained for the style, its context (the
// verse before or after, or the book's setting) and one cross-reference that shares the word.
// Every line is one this sermon has not said yet, and children hear lines written for them.
import type { AudienceType, LanguageStyle } from '#shared/constants.ts';
import type { Language } from '#shared/languages.ts';
import { bibleFor } from '../../bible/bible-text.ts';
import { crossReferences } from '../../bible/cross-references.ts';
import { definitionFor } from '../../bible/glossary.ts';
import { foldText } from '../../bible/fold-text.ts';
import { quotePassage, type QuotedPassage } from '../../bible/quote-reference.ts';
import { bookContextFor } from '../../content/content-files.ts';
import type { ComposerText, Register } from '../../content/composer-schema.ts';
import { doctrineNoteFor, doctrineNotesOnPassage } from './doctrine-note.ts';
import { fill, lowerFirst } from './fill-template.ts';
import { freshLine, type Chooser } from './fresh-lines.ts';
import { observeClause } from './observe-clause.ts';
import type { ReadPoint } from './read-point.ts';
import { isFitToQuote, quotable } from './read-the-text.ts';

/** What one sermon's points share while they are written: the references quoted and the lines said. */
export interface PointWriting {
  c: ComposerText;
  language: Language;
  style: LanguageStyle;
  audience: AudienceType;
  register: Register;
  hard: boolean;
  chooser: Chooser;
  usedReferences: Set<string>;
  usedLines: Set<string>;
  /** The verses of the passage preached ("Luke 15:24"), never quoted again as a cross-reference. */
  mainVerses: Set<string>;
  /** The doctrine notes this sermon has given (doctrine-note.ts), each once. */
  notesGiven: Set<string>;
}

/** One cross-reference that shares the key word, fit to quote beside the text, at most three verses. */
function crossReference(point: ReadPoint, language: Language, exclude: Set<string>, mainVerses: Set<string>): QuotedPassage | null {
  const { clause } = point.outline;
  const bible = bibleFor(language);
  const forms = new Set([point.word, ...(language === 'es' && point.study ? point.study.entry.es.forms : [])].map((form) => foldText(form.toLowerCase())));
  for (const range of crossReferences(clause.book, clause.chapter, clause.verse).slice(0, 40)) {
    const passage = quotePassage(bible, range);
    const near = range.start.book === clause.book && range.start.chapter === clause.chapter && Math.abs((range.start.verse ?? 0) - clause.verse) <= 3;
    const inMain = mainVerses.has(`${range.start.book} ${range.start.chapter}:${range.start.verse ?? 1}`);
    if (near || inMain || !passage || passage.verses.length > 3 || exclude.has(passage.reference) || !isFitToQuote(passage.text, language)) continue;
    const words = foldText(passage.text.toLowerCase()).match(/\p{L}+/gu) ?? [];
    if (words.some((word) => forms.has(word))) return passage;
  }
  return null;
}

const CONTEXT_FIELDS = ['setting', 'purpose', 'placeInStory', 'firstHearers', 'author'] as const;

/** A book-context statement for this point; one that quotes Scripture in its own words is passed over, since every verse shown must be the Bible data's. */
function bookStatement(book: string, language: Language, index: number, used: Set<string>): string | null {
  const context = bookContextFor(book, language);
  if (!context) return null;
  for (let step = 0; step < CONTEXT_FIELDS.length; step++) {
    const statement = context[CONTEXT_FIELDS[(index + step) % CONTEXT_FIELDS.length]!];
    // Each point hears a different fact about the book.
    if (!/[“«"]/.test(statement) && !used.has(statement)) {
      used.add(statement);
      return statement;
    }
  }
  return null;
}

/** The paragraphs that explain one point from its own words. */
export function explainPoint(point: ReadPoint, index: number, w: PointWriting): string {
  const { c, language, style, audience, hard, chooser, usedLines } = w;
  const { clause, clauseReference, passage } = point.outline;
  const children = audience === 'children';
  const first = [
    fill(freshLine(chooser, children ? c.quoteChildren : c.quote, usedLines), { clause: quotable(clause.text), reference: clauseReference }),
    observeClause(point, c, audience, hard, chooser, usedLines),
  ];
  // Word studies only for a word in this very verse, never for children, never in the simple style.
  if (point.study && !children && style !== 'simple') {
    const definition = lowerFirst(definitionFor(point.study.entry, language, point.word));
    const { dictionary } = point.study;
    first.push(
      style === 'theological'
        ? fill(freshLine(chooser, c.keyWordTheological, usedLines), { word: point.word, languageName: c.languageName[dictionary.language], original: dictionary.lemma, transliteration: dictionary.transliteration, strong: point.study.strong, definition })
        : fill(freshLine(chooser, c.keyWordStandard, usedLines), { word: point.word, definition }),
    );
  }
  // A verse often read as more than one God is explained in the Oneness frame (doctrine-notes.json).
  // Children are not given the argument; their sermon keeps to what the verse says.
  const note = children ? null : doctrineNoteFor(point, language, w.notesGiven);
  if (note) first.push(note);
  const paragraphs = [first.join(' ')];

  // Context: the verse before or after (for the clauses of one verse), or the book's setting.
  const bible = bibleFor(language);
  const context: string[] = [];
  const before = passage ? null : clause.verse - 1;
  const neighbour = index === 0 ? before : index === 2 && !passage ? clause.verse + 1 : null;
  const neighbourText = neighbour && neighbour > 0 ? bible.verse(clause.book, clause.chapter, neighbour) : null;
  if (neighbour && neighbourText && (hard || isFitToQuote(neighbourText, language))) {
    const reference = quotePassage(bible, { start: { book: clause.book, chapter: clause.chapter, verse: neighbour }, end: { book: clause.book, chapter: clause.chapter, verse: neighbour } })!.reference;
    context.push(fill(freshLine(chooser, index === 0 ? c.contextBefore : c.contextAfter, usedLines), { text: neighbourText, reference }));
  } else if (!children) {
    // Children hear Scripture beside Scripture; a book's setting is written for adults.
    const statement = bookStatement(clause.book, language, index, usedLines);
    if (statement) context.push(fill(freshLine(chooser, c.bookSetting, usedLines), { book: bible.bookName(clause.book) ?? clause.book, statement }));
  }
  // A hard passage is explained in its own setting: no verse is brought in beside it by a shared word
  // (which passage answers a hard text is knowledge the preaching library's entry carries).
  const related = hard ? null : crossReference(point, language, w.usedReferences, w.mainVerses);
  // A cross-reference often read as more than one God (Matthew 28:19 beside Acts 2:38) is quoted
  // with its Oneness note, as a point on it would be; a child is not given the argument, nor the verse.
  const noted = related ? doctrineNotesOnPassage(related, language, children ? new Set() : w.notesGiven) : [];
  if (related && !(children && noted.length > 0)) {
    w.usedReferences.add(related.reference);
    context.push(fill(freshLine(chooser, hard ? c.hardCrossReference : c.crossReference, usedLines), { text: related.text, reference: related.reference }), ...noted);
  }
  if (context.length > 0) paragraphs.push(context.join(' '));
  return paragraphs.join('\n');
}

/** The line that applies a point by the kind of statement its clause makes: obedience to a command, trust in a promise, and so on. */
export function applyPoint(point: ReadPoint, w: PointWriting): string {
  const { c, audience, register, hard, chooser, usedLines } = w;
  if (hard) return freshLine(chooser, c.hardApply[register], usedLines);
  return freshLine(chooser, audience === 'children' ? c.applyChildren[point.kind] : c.apply[point.kind][register], usedLines);
}
