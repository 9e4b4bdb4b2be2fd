// The headings of a sermon on a verse or a passage: parallel in form, each named by a noun its own
// clause gives ("Love", "Gift", "Faith"), with a whole phrase of that clause beside it when every
// point has one short enough. A quotation is never cut mid-phrase: the phrase is the clause, or a
// piece of it between punctuation or before a conjunction that opens a new thought.
import type { Language } from '#shared/languages.ts';
import { foldText } from '../../bible/fold-text.ts';
import type { ComposerText } from '../../content/composer-schema.ts';
import type { ReadPoint } from './read-point.ts';
import { CLAUSE_OPENERS, quotable } from './read-the-text.ts';

/** The longest heading a pulpit outline can carry on one line. */
export const MAX_HEADING = 70;
const MAX_PHRASE_WORDS = 10;

/** Words that join a phrase to what came before and add nothing to a heading. */
const LEADING_JOINS: Record<Language, RegExp> = {
  en: /^(?:and|but|for|that|then|so|yea|now|because|therefore)\s+/i,
  es: /^(?:y|é|e|mas|pero|porque|que|pues|entonces|así que|sino|para que)\s+/i,
};

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const contains = (text: string, word: string) => ` ${foldText(text.toLowerCase()).replace(/[^\p{L}]+/gu, ' ')} `.includes(` ${foldText(word.toLowerCase()).replace(/[^\p{L}]+/gu, ' ').trim()} `);

/** Where a prepositional or time phrase begins: a clause cut just before one is still whole ("goodness and mercy shall follow me | all the days of my life"). */
const ADJUNCTS: Record<Language, RegExp> = {
  en: /\s+(?=(?:in|unto|into|upon|for|to|with|through|from|before|after|by|among|toward|against|under|according|all the days|for ever)\s)/gi,
  es: /\s+(?=(?:en|con|por|para|sobre|hasta|desde|delante|según|entre|contra|conforme|todos los días|para siempre)\s)/giu,
};

/** A phrase and the whole phrases inside it that begin or end where a prepositional phrase does ("in the name of Jesus Christ"). */
function segments(phrase: string, language: Language): string[] {
  const bounds = [0, ...[...phrase.matchAll(ADJUNCTS[language])].map((match) => match.index), phrase.length];
  const out: string[] = [];
  for (let i = 0; i < bounds.length; i++) for (let j = i + 1; j < bounds.length; j++) out.push(phrase.slice(bounds[i], bounds[j]).trim());
  // A phrase cut at a preposition needs four words to stand as a heading ("In the Name of Jesus Christ", not "Against the Stones").
  return out.filter((cut) => cut === phrase || words(cut) >= 4);
}

/** A piece of the clause without the words that join it to what came before, or the parenthesis marks at its edges. */
function tidy(piece: string, language: Language): string {
  let text = quotable(piece.replace(/^\(|\p{P}*\)\p{P}*$/gu, ''));
  for (let previous = ''; previous !== text; ) [previous, text] = [text, quotable(text.replace(LEADING_JOINS[language], '').replace(/^\(|\p{P}*\)\p{P}*$/gu, ''))];
  // A piece of a Spanish question keeps its opening mark: «¿Y te conturbas en mí?», not «Te conturbas en mí?».
  if (language === 'es' && text.endsWith('?') && !text.includes('¿')) text = `¿${text}`;
  return text;
}

/** The clause's runs of pieces between punctuation and before conjunctions, tidied; the whole clause is the longest run. */
export function runs(clause: string, language: Language): string[] {
  const pieces = quotable(clause).split(/(?<=[,;:])\s+/).flatMap((piece) => piece.split(CLAUSE_OPENERS[language]));
  const out: string[] = [];
  for (let i = 0; i < pieces.length; i++) for (let j = i + 1; j <= pieces.length; j++) out.push(tidy(pieces.slice(i, j).join(' '), language));
  return [...new Set(out)];
}

/** A phrase that stops on a word that needs another after it ("de lo", "of the") is cut mid-phrase. */
export const OPEN_ENDINGS: Record<Language, RegExp> = {
  en: /\b(and|or|the|a|an|of|to|in|that|which|who|his|my|thy|their|our|your|not|that is)$/i,
  es: /(^|\s)(y|o|el|la|los|las|lo|de|del|que|en|á|a|al|con|por|para|su|sus|mi|tu|no|se|le|les|me|te|nos|os|es [áa] saber)$/iu,
};

/**
 * A whole phrase of the clause that holds the point's word and fits in a heading, the longest that
 * does: a run between punctuation first, a phrase cut at a preposition only when no run fits
 * ("In the Name of Jesus Christ"); null when none does.
 */
export function headingPhrase(point: ReadPoint, language: Language): string | null {
  const whole = tidy(point.outline.clause.text, language);
  const fits = (phrase: string) =>
    // Under three words only the whole clause ("Jesus wept"); never two clauses joined by a semicolon; never an open ending.
    (words(phrase) >= 3 || (phrase === whole && words(phrase) >= 2)) &&
    words(phrase) <= MAX_PHRASE_WORDS &&
    point.keyword.length + phrase.length + 4 <= MAX_HEADING &&
    !/[();]|\?./.test(phrase) &&
    !OPEN_ENDINGS[language].test(phrase) &&
    contains(phrase, point.word);
  const longest = (candidates: string[]) => candidates.filter(fits).sort((a, b) => b.length - a.length)[0] ?? null;
  const found = runs(point.outline.clause.text, language);
  return longest(found) ?? longest(found.flatMap((run) => segments(run, language)));
}

const capitalize = (text: string) => text.replace(/^(\P{L}*)(\p{L})/u, (_, lead: string, letter: string) => lead + letter.toLocaleUpperCase());

/**
 * One heading per point, all in the same form: "Love: “God So Loved the World”" when every point
 * has a phrase that fits, else the noun alone ("Love"), with the reference for the movements of a
 * passage ("Mercy (Psalm 23:5-6)").
 */
export function pointHeadings(points: readonly ReadPoint[], language: Language, c: ComposerText): string[] {
  const found = points.map((point) => headingPhrase(point, language));
  const withPhrase = points.map((point, index) => c.pointHeadings.phrase[0]!.replace('{Noun}', capitalize(point.keyword)).replace('{Phrase}', capitalize(found[index] ?? '')));
  if (found.every((phrase) => phrase !== null) && withPhrase.every((heading) => heading.length <= MAX_HEADING)) return withPhrase;
  const template = points.some((point) => point.outline.passage) ? c.pointHeadings.nounWithReference[0]! : c.pointHeadings.noun[0]!;
  return points.map((point) => template.replace('{Noun}', capitalize(point.keyword)).replace('{reference}', point.outline.passage?.reference ?? point.outline.clauseReference));
}
