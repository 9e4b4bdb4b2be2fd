import type { Language } from '#shared/languages.ts';
import type { SermonPoint } from '#shared/sermon-document.ts';

/**
 * The word a point's fill-in blank hides on the handout (issue 27 item 6), chosen by one rule that
 * holds for every sermon, from the document alone (it carries no word studies as data; decision
 * 0033):
 *
 * 1. The word study the point's explanation opens a paragraph with — “world”: …, «pastor» — …,
 *    “only begotten” (John 3:16) — … — when those words are in the heading: the library's and the
 *    composer's key word of that point.
 * 2. Else the heading's word that the point says most often (its passage, explanation and
 *    application), then the longer, then the first: the word the point keeps coming back to.
 *
 * Function words ("the", "de", "unto") and one-letter words are never chosen. A heading with no
 * other word has no blank.
 */
interface KeyWord {
  /** The words as the heading writes them. */
  word: string;
  /** Where they stand in the heading. */
  start: number;
  end: number;
}

const FUNCTION_WORDS: Record<Language, ReadonlySet<string>> = {
  en: new Set(
    'a an and are as at be been but by did do does for from had has hath have he her him his how i if in into is it its me my no nor not of on or our out over shall she so than that the thee their them then there these they this those thou thy to too unto up upon us was we were what when where which who whom why will with ye yet you your'.split(' '),
  ),
  es: new Set(
    'a al como con cual cuando de del e el ella ellas ellos en entre era es esa ese eso esta este esto fue ha han hay la las le les lo los me mi mis muy ni no nos o os para pero por que se si sin sobre su sus te tu tus un una unos unas y ya yo á él'.split(' '),
  ),
};

/** Lower case without accents: "Jehová" and "jehova" are one word. */
export const foldWord = (word: string) => word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const WORD = /\p{L}[\p{L}\p{M}'’]*/gu;

/** The heading's words that may carry a blank, with where each stands. */
function candidates(heading: string, language: Language): KeyWord[] {
  return [...heading.matchAll(WORD)]
    .map((match) => ({ word: match[0], start: match.index, end: match.index + match[0].length }))
    .filter(({ word }) => word.length > 1 && !FUNCTION_WORDS[language].has(foldWord(word)) && !FUNCTION_WORDS[language].has(word.toLowerCase()));
}

// A paragraph that opens with a quoted word or phrase and then a colon, a dash or a parenthesis:
// how both offline engines write a point's word study (data/library/voice.json, the composer).
const WORD_STUDY = /^[“«"]([^”»"]{1,60})[”»"]\s*[:—(]/u;

/** The words of the heading a word study names, when they stand in it whole. */
function studiedWords(point: SermonPoint, heading: string): KeyWord | null {
  const folded = foldWord(heading);
  for (const paragraph of point.explanation.split(/\r?\n/)) {
    const studied = WORD_STUDY.exec(paragraph.trim())?.[1]?.trim();
    if (!studied) continue;
    const target = foldWord(studied);
    // Folding keeps each letter in place (accents are marks of their letter), so an index in the folded heading is one in the heading.
    const at = new RegExp(`(?<![\\p{L}\\p{M}])${target.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{M}])`, 'u').exec(folded);
    if (at && folded.length === heading.length) return { word: heading.slice(at.index, at.index + target.length), start: at.index, end: at.index + target.length };
  }
  return null;
}

/** How many times each folded word occurs in a text. */
function wordCounts(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const [word] of text.matchAll(WORD)) counts.set(foldWord(word), (counts.get(foldWord(word)) ?? 0) + 1);
  return counts;
}

/** The point's key word in `heading` (the point's heading, or the part of it the page shows), or null. */
export function keyWordOf(point: SermonPoint, heading: string, language: Language): KeyWord | null {
  const studied = studiedWords(point, heading);
  if (studied) return studied;
  const words = candidates(heading, language);
  if (words.length === 0) return null;
  const counts = wordCounts([point.passage?.text ?? '', point.explanation, point.application].join('\n'));
  const score = (word: KeyWord) => counts.get(foldWord(word.word)) ?? 0;
  return words.reduce((best, word) => {
    const difference = score(word) - score(best);
    if (difference !== 0) return difference > 0 ? word : best;
    return word.word.length > best.word.length ? word : best;
  });
}
