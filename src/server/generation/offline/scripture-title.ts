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
/** Words a title may not end on, nor begin with when the clause goes on ("I say unto thee"). */
const SPEECH = /\b(?:say unto|said unto|saith unto|answered|os digo|te digo|les dijo|respondió)\b/i;

/** A run that opens on a verb of the story has left its subject behind. */
const STORY_VERB: Record<Language, RegExp> = {
  en: /^(?:\p{Ll}+(?:ed|eth)|have|has|had|shall|will|can|may|must|unto|of|came|went|said|saw|took|gave|made|arose|ran|fell|knew|began|sat|stood|brought|found|heard|left|sent|spake|told|wrote|was|were|is|are|hath|had)\b/u,
  es: /^(?:á|a|al|de|del|en|con|por|para|sobre|\p{Ll}+(?:ó|aron|ieron|aba|aban|ía|ían)(?:le|lo|la|les|los|se)?|dijo|dice|vino|fue|fueron|hizo|tuvo|vio|dio|puso|era|estaba|había)(?:\s|$)/iu,
};

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;
const folded = (text: string) => ` ${foldText(text.toLowerCase()).replace(/[^\p{L}]+/gu, ' ').trim()} `;

export function scriptureTitle(main: QuotedPassage, language: Language, points: readonly ReadPoint[], repeated: Map<object, number>): string | null {
  const explained = new Set(points.flatMap((point) => (point.study ? [point.study.entry] : [])));
  let best: { text: string; score: number } | null = null;
  for (const verse of main.verses) {
    for (const text of splitClauses(verse.text, language, 3)) {
      const clause = { text, book: main.book, chapter: verse.chapter, verse: verse.verse };
      const study = keyStudies(clause, language).find((candidate) => explained.has(candidate.entry));
      if (!study) continue;
      const word = language === 'en' ? study.english.split(' … ')[0]! : study.spanish;
      if (!word) continue;
      for (const run of runs(text, language)) {
        const count = wordCount(run);
        if (count < MIN_WORDS || count > MAX_WORDS || /[();:]|\?./.test(run) || OPEN_ENDINGS[language]!.test(run) || SPEECH.test(run) || !folded(run).includes(folded(word))) continue;
        // A question is a title only whole ("Who Can Forgive Sins" without its "but God only?" is not one).
        if (/\?\P{L}*$/u.test(text) && !/\?\P{L}*$/u.test(run)) continue;
        // Nor a piece that needs what came before it: a relative clause ("que quita el pecado del
        // mundo") or a verb whose subject is left behind ("and came to his father").
        if (folded(text).includes(folded(`que ${run}`)) || folded(text).includes(folded(`that ${run}`)) || folded(text).includes(folded(`which ${run}`))) continue;
        if (STORY_VERB[language].test(run)) continue;
        const score = weightIn(study, repeated) * 10 + KIND_ORDER[statementKind(run, language)] + count / 100;
        if (!best || score < best.score) best = { text: run.replace(/[.,;:!]+$/u, ''), score };
      }
    }
  }
  return best?.text ?? null;
}
