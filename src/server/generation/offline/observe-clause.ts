// The observation of a clause: what kind of statement it makes (a command, a promise, a condition,
// a contrast, a purpose, a warning, a plain truth), who acts in it when it names God as its
// subject, and the word that carries it. Children hear it in short sentences of their own.
import type { AudienceType } from '#shared/constants.ts';
import type { ComposerText } from '../../content/composer-schema.ts';
import { freshLine, type Chooser } from './fresh-lines.ts';
import type { ReadPoint } from './read-point.ts';

const capitalize = (text: string) => text.replace(/^(\P{L}*)(\p{L})/u, (_, lead: string, letter: string) => lead + letter.toLocaleUpperCase());

/** A quotation that opens a sentence opens with a capital: "“Name” is not advice…". */
const sentenceCase = (text: string) => text.replace(/(^|[.!?]\s+)([“«])(\p{Ll})/gu, (_, lead: string, mark: string, letter: string) => lead + mark + letter.toLocaleUpperCase());

/** The imperative a command turns on: its first verb after any "and" or speech introduction ("be baptized", "Repent", "Ven", "No temas"). */
function imperative(clause: string): string | null {
  const spoken = clause.replace(/^.*\b(said|saith|answered|dijo|dice|respondió)\b[^\p{L}]*(?:(?:unto|to)\s+)?(?:them|him|her|us|les|le)?[,:]\s*/iu, '');
  const words = spoken.replace(/^(?:and|but|therefore|now|y|mas|pues)\s+/i, '').match(/\p{L}+/gu) ?? [];
  if (words.length === 0) return null;
  // "Por nada estéis afanosos" (Philippians 4:6) turns on all four words, not on "Por".
  if (/^por$/i.test(words[0]!) && /^nada$/i.test(words[1] ?? '') && words[3]) return words.slice(0, 4).join(' ');
  return /^(be|let|fear|do|no|not)$/i.test(words[0]!) && words[1] ? `${words[0]} ${words[1]}` : words[0]!;
}

/** The sentence that observes a point's clause, never one this sermon has already said. */
export function observeClause(point: ReadPoint, c: ComposerText, audience: AudienceType, hard: boolean, chooser: Chooser, used: Set<string>): string {
  return sentenceCase(observation(point, c, audience, hard, chooser, used));
}

function observation(point: ReadPoint, c: ComposerText, audience: AudienceType, hard: boolean, chooser: Chooser, used: Set<string>): string {
  // A hard passage is heard through the word its heading names; a command through its own verb.
  if (hard) return freshLine(chooser, c.hardObserve, used).replace('{keyword}', point.keyword);
  const word = point.kind === 'command' ? (imperative(point.outline.clause.text) ?? point.word) : point.word;
  if (audience === 'children') return freshLine(chooser, c.observeChildren[point.kind], used).replace('{word}', word);
  const lines = c.observe[point.kind];
  // A line that names who acts is for a clause that names Him; the others fit any clause.
  const withActor = lines.filter((line) => /\{actor\}/i.test(line));
  const plain = lines.filter((line) => !/\{actor\}/i.test(line));
  const pool = point.actor && withActor.some((line) => !used.has(line)) ? withActor : plain;
  return freshLine(chooser, pool, used)
    .replace('{word}', word)
    .replace('{actor}', point.actor ?? '')
    .replace('{Actor}', capitalize(point.actor ?? ''));
}
