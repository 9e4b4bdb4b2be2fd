// A title in the words of the passage itself, as preachers title a textual sermon: "Ye Must Be
// Born Again" (John 3:7), "Thy Sins Be Forgiven Thee" (Mark 2:5), «He aquí el Cordero de Dios»
// (Juan 1:29). The phrase is a whole run of one clause, short, and holds the word the passage is
// most about among the words its points explain; without such a phrase the title is written from
// the points' nouns (composer.json titles).
import type { Language } from '#shared/languages.ts';
import { foldText } from '../../bible/fold-text.ts';
import type { QuotedPassage } from '../../bible/quote-reference.ts';
import type { StatementKind } from '../../content/composer-schema.ts';
import { weightIn } from './compose-points.ts';
import { OPEN_ENDINGS, runs } from './headings.ts';
import type { ReadPoint } from './read-point.ts';
import { keyStudies, splitClauses, statementKind } from './read-the-text.ts';

const MIN_WORDS = 3;
const MAX_WORDS = 7;
/** A command or a promise makes the strongest title; a condition or a contrast needs its other half. */
const KIND_ORDER: Record<StatementKind, number> = { command: 0, promise: 1, truth: 2, question: 2, purpose: 3, warning: 4, condition: 5, contrast: 5 };
/** The words that introduce speech ("I say unto thee", "answered"): a title never holds them. */
const SPEECH = /\b(?:say unto|said unto|said to|saith unto|answered|os digo|te digo|les dijo|respondió|respondieron|dijeron)\b/i;
/** A name other than God's ("Nebuchadnezzar", «Abed-nego»). */
const NAMED = /(?<![\p{L}-])(?!(?:God|LORD|Lord|Jesus|Christ|Dios|Jehová|Señor|Jesús|Cristo|Espíritu)(?![\p{L}]))\p{Lu}/u;
/** "O king", «oh rey»: a title does not address the passage's hearers. */
const VOCATIVE = /(?:^|\s)(?:O|oh|Oh)\s+\p{L}+/u;

/** A run that opens on a verb of the story has left its subject behind. */
const STORY_VERB: Record<Language, RegExp> = {
  en: /^(?:\p{Ll}+(?:ed|eth)|have|has|had|shall|will|can|may|must|unto|of|came|went|said|saw|took|gave|made|arose|ran|fell|knew|began|sat|stood|brought|found|heard|left|sent|spake|told|wrote|was|were|is|are|hath)\b/u,
  es: /^(?:á|a|al|de|del|en|con|por|para|sobre|\p{Ll}+(?:ó|aron|ieron|aba|aban|ía|ían)(?:le|lo|la|les|los|se)?|dijo|dice|vino|fue|fueron|hizo|tuvo|vio|dio|puso|era|estaba|había)(?:\s|$)/iu,
};

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;
const folded = (text: string) => ` ${foldText(text.toLowerCase()).replace(/[^\p{L}]+/gu, ' ').trim()} `;

/**
 * `anyWords`: when the points have no noun to title the sermon by (Daniel 3:16-18 was titled "A
 * Truth and a Condition"), a promise or command of the passage may title it even without a word
 * the points explain; such a run holds no name but God's.
 */
export function scriptureTitle(main: QuotedPassage, language: Language, points: readonly ReadPoint[], repeated: Map<object, number>, anyWords = false): string | null {
  const explained = new Set(points.flatMap((point) => (point.study ? [point.study.entry] : [])));
  let best: { text: string; score: number } | null = null;
  for (const verse of main.verses) {
    for (const text of splitClauses(verse.text, language, 3)) {
      const clause = { text, book: main.book, chapter: verse.chapter, verse: verse.verse };
      const study = keyStudies(clause, language).find((candidate) => explained.has(candidate.entry));
      const word = study ? (language === 'en' ? study.english.split(' … ')[0]! : study.spanish) : null;
      if (!word && !anyWords) continue;
      for (const run of runs(text, language)) {
        const count = wordCount(run);
        if (count < MIN_WORDS || count > MAX_WORDS || /[();:]|\?./.test(run) || OPEN_ENDINGS[language]!.test(run) || SPEECH.test(run) || VOCATIVE.test(run) || (word !== null && !folded(run).includes(folded(word)))) continue;
        const kind = statementKind(run, language);
        // Without a key word only a promise or a command stands as a title, and one without a name in it.
        if (!word && (KIND_ORDER[kind] > 1 || NAMED.test(run.split(/\s+/).slice(1).join(' ')))) continue;
        // A question is a title only whole ("Who Can Forgive Sins" without its "but God only?" is not one).
        if (/\?\P{L}*$/u.test(text) && !/\?\P{L}*$/u.test(run)) continue;
        // Nor a piece that needs what came before it: a relative clause ("que quita el pecado del
        // mundo") or a verb whose subject is left behind ("and came to his father").
        if (folded(text).includes(folded(`que ${run}`)) || folded(text).includes(folded(`that ${run}`)) || folded(text).includes(folded(`which ${run}`))) continue;
        if (STORY_VERB[language].test(run)) continue;
        // Without a key word a promise comes before a command.
        const order = word ? KIND_ORDER[kind] : kind === 'promise' ? 0 : 1;
        const score = (study && word ? weightIn(study, repeated) * 10 : 100) + order + count / 100;
        if (!best || score < best.score) best = { text: run.replace(/[.,;:!]+$/u, ''), score };
      }
    }
  }
  return best?.text ?? null;
}
