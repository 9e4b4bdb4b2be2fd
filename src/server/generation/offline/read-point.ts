// What the composer knows about one point before it writes a word of it: the word study it
// explains, the word as the clause writes it, the noun a heading and a title name it by, the kind
// of statement its clause makes and who acts in it. No two points of a sermon share a key word.
import type { Language } from '#shared/languages.ts';
import { foldText } from '../../bible/fold-text.ts';
import type { VerseWordStudy } from '../../bible/word-studies.ts';
import type { StatementKind } from '../../content/composer-schema.ts';
import { keywordNoun } from '../../content/content-files.ts';
import { headingWord, type OutlinePoint } from './compose-points.ts';
import { keyStudies, plainKeywords, statementKind } from './read-the-text.ts';

export interface ReadPoint {
  outline: OutlinePoint;
  study: VerseWordStudy | null;
  /** The key word as the clause writes it ("loved", "amó"). */
  word: string;
  /** The key word as a heading or a title names it, always a noun when the glossary knows the word ("love", "faith", "amor"). */
  keyword: string;
  kind: StatementKind;
  /** Who acts in the clause when it names God as its subject ("God", "the LORD", "Jehová"), else null. */
  actor: string | null;
}

/** A glossary headword as a heading word: "love (verb)" → "love", "word, saying" → "word". */
export const headword = (text: string) => text.replace(/\s*\(.*?\)\s*/g, '').split(',')[0]!.trim();

/** The word of a study as the clause writes it. */
export const surfaceWord = (study: VerseWordStudy, language: Language) => (language === 'en' ? study.english.split(' … ')[0]! : (study.spanish ?? headword(study.entry.es.headword)));

/** The noun for a study's word; null for a verb with no fitting noun ("go", "decir"). */
function nounFor(study: VerseWordStudy, language: Language): string | null {
  const word = surfaceWord(study, language);
  const noun = keywordNoun(study.entry.strongs[0]!, language);
  if (noun !== undefined) {
    // A word of two senses is named by its noun only in the first sense ("forgive", not "sent away", for "forgive, leave").
    const senses = (language === 'en' ? study.entry.en.headword : study.entry.es.headword).split(',');
    return senses.length > 1 && foldText(senses[0]!.trim().replace(/^(?:be|to)\s+/i, '').toLowerCase()).slice(0, 3) !== foldText(word.toLowerCase()).slice(0, 3) ? null : noun;
  }
  // The heading names the glossary's word when the clause has it ("love" for "loved"), else the clause's own word ("stones", not "rock").
  if (word === 'Ghost' || word === 'Holy Ghost') return 'Holy Ghost';
  const head = headword(language === 'en' ? study.entry.en.headword : study.entry.es.headword);
  if (foldText(head.toLowerCase()).slice(0, 2) === foldText(word.toLowerCase()).slice(0, 2)) return head;
  // The clause's own word, unless it is a verb ("rewardeth", "levantarán"), which a heading cannot name.
  return VERB_FORMS[language].test(word) ? null : word.toLowerCase();
}

/** Words that stand before a noun: the word after one of them is a thing, not an action ("the thief", "las alas"). */
const DETERMINERS: Record<Language, RegExp> = {
  en: /^(the|a|an|his|her|my|thy|your|our|their|its|this|these|those|every)$/i,
  es: /^(el|la|los|las|un|una|unos|unas|su|sus|mi|mis|tu|tus|nuestro|nuestra|nuestros|nuestras|vuestro|vuestra|vuestros|vuestras|este|esta|estos|estas|toda|todo|todas|todos)$/i,
};

/** The clause's plain content words that follow a determiner, longest first: nouns a heading can name. */
function plainNouns(clause: string, language: Language): string[] {
  const words = clause.match(/\p{L}+/gu) ?? [];
  const afterDeterminer = new Set(words.filter((_, index) => index > 0 && DETERMINERS[language].test(words[index - 1]!)).map((word) => word.toLowerCase()));
  return plainKeywords(clause, language).filter((word) => afterDeterminer.has(word) && !VERB_FORMS[language].test(word));
}

/** Word endings of verbs in the KJV and the RV1909: "rewardeth", "hast", "loved"; "levantó", "caminarán", "andando". */
const VERB_FORMS: Record<Language, RegExp> = {
  en: /(eth|est|ed)$/i,
  es: /(ó|aron|ieron|ará|erá|irá|rán|ré|ando|iendo|aba|aban|ía|ían)$/iu,
};

/** True when the clause only addresses its hearers by the word: "hermanos" between commas, "My brethren," at its start. */
function isVocative(clause: string, word: string): boolean {
  if (!/^(brethren|brother|brothers|children|beloved|sons|hermanos|hermano|hermanas|hijos|hijitos|amados)$/i.test(word)) return false;
  return new RegExp(`(^|[,:;]|\\b(?:my|mis|amados|beloved|que))\\s*${word}\\s*,`, 'iu').test(clause);
}

/** The names of God a clause may have as its subject, as the text writes them. */
const ACTORS: Record<Language, RegExp> = {
  en: /(?<!\b(?:in|unto|to|of|upon|from|on|by|with|for|before|against|at|into|toward|love|fear|know|serve|praise|bless|trust|seek)\s)\b(the LORD|the Lord|God|Jesus|Christ|the Spirit|the Holy Ghost)\b/u,
  es: /(?<!(?:^|\s)(?:á|a|al|en|de|del|por|para|con|sobre|ante|contra|hacia|que|amo|temo|conoce|amar|temer|servir|alabar|bendecir)\s)(?<![\p{L}])(el Señor|Dios|Jehová|Jesús|Cristo|el Espíritu)(?![\p{L}])/u,
};

/** Who acts in a clause: a name of God among its first words, not the object of a preposition or a verb ("love God", "á Jehová"). */
export function clauseActor(clause: string, language: Language): string | null {
  const head = clause.split(/\s+/).slice(0, 7).join(' ');
  return ACTORS[language].exec(head)?.[1] ?? null;
}

/**
 * Reads the points of a sermon in order. Each takes the weightiest word of its clause that no
 * earlier point has taken, by glossary entry and by the noun it is named by ("espíritu" is two
 * glossary entries), and one that a heading can name as a noun when the clause has such a word.
 */
export function readPoints(outline: OutlinePoint[], language: Language, kindNames: { first: Record<StatementKind, string>; again: Record<StatementKind, string> } | null): ReadPoint[] {
  const usedEntries = new Set<object>();
  const usedNouns = new Set<string>();
  const fresh = (noun: string) => !usedNouns.has(foldText(noun.toLowerCase()));
  return outline.map((point) => {
    const { clause } = point;
    const kind = statementKind(clause.text, language);
    const actor = kind === 'command' ? null : clauseActor(clause.text, language);
    // A point under a heading the theme map writes is explained from the word that heading speaks of.
    const written = headingWord(point, language);
    if (written) {
      if (written.study) usedEntries.add(written.study.entry);
      usedNouns.add(foldText(written.word.toLowerCase()));
      return { outline: point, study: written.study, word: written.word, keyword: written.word, kind, actor };
    }
    // A word the clause only calls its hearers by ("Así que, hermanos,", "My brethren,") is not what the point is about.
    const studies = keyStudies(clause, language).filter((study) => !usedEntries.has(study.entry) && !isVocative(clause.text, surfaceWord(study, language)));
    const named = studies.map((study) => ({ study, noun: nounFor(study, language) })).find(({ noun }) => noun !== null && fresh(noun));
    const study = named?.study ?? studies[0] ?? null;
    // With no glossary noun, a plain noun of the clause ("yoke"), else what the clause is: "a command", "a promise".
    // (A hard passage is not named "a truth": its points take their own words.)
    const plain = plainKeywords(clause.text, language);
    const keyword = named?.noun ?? plainNouns(clause.text, language).find(fresh) ?? (kindNames ? (fresh(kindNames.first[kind]) ? kindNames.first[kind] : kindNames.again[kind]) : (plain.find(fresh) ?? plain[0] ?? ''));
    if (study) usedEntries.add(study.entry);
    usedNouns.add(foldText(keyword.toLowerCase()));
    // A word study the heading does not name still explains a word of the clause; the plain key word is its own word.
    const found = study ? surfaceWord(study, language) : (plainNouns(clause.text, language)[0] ?? plain[0] ?? keyword);
    // The KJV tags "Holy" and "Ghost" apart; the word a hearer hears is "Holy Ghost".
    const word = found === 'Ghost' && clause.text.includes('Holy Ghost') ? 'Holy Ghost' : found;
    return { outline: point, study, word, keyword, kind, actor };
  });
}
