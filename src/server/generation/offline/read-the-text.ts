// How the offline composer reads a passage: its clauses, the kind of statement each makes, the
// word that carries it, and whether a text is fit to quote beside someone else's passage. Only
// words the passage itself contains come out of here, so every point is built from its text.
import type { Language } from '#shared/languages.ts';
import type { StatementKind } from '#server/content/composer-schema.ts';
import { foldText } from '../../bible/fold-text.ts';
import { glossaryEntries } from '../../bible/glossary.ts';
import { wordStudiesForVerse, type VerseWordStudy } from '../../bible/word-studies.ts';

/** One clause of a verse, with the verse it comes from. */
export interface Clause {
  text: string;
  book: string;
  chapter: number;
  verse: number;
}

const MIN_CLAUSE_WORDS = 4;
const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** Where a clause may begin besides punctuation: the conjunctions that open a new thought. */
const CLAUSE_OPENERS: Record<Language, RegExp> = {
  en: /\s+(?=(?:that|but|and|for|if|so that|because|lest|when)\s)/gi,
  es: /\s+(?=(?:que|mas|pero|y|porque|si|para que|cuando)\s)/gi,
};

/** Pieces of a text split where the pattern matches, each as [start, end] offsets into the text. */
function spans(text: string, from: number, to: number, separator: RegExp): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  let start = from;
  const piece = text.slice(from, to);
  for (const match of piece.matchAll(separator)) {
    const at = from + match.index;
    out.push([start, at]);
    start = at + match[0].length;
  }
  out.push([start, to]);
  return out.map(([a, b]) => trimSpan(text, a, b)).filter(([a, b]) => b > a);
}

/** A span without surrounding spaces and parenthesis marks. */
function trimSpan(text: string, start: number, end: number): [number, number] {
  while (start < end && /[\s()]/.test(text[start]!)) start++;
  while (end > start && /[\s(]/.test(text[end - 1]!)) end--;
  return [start, end];
}

/**
 * The clauses of a verse: split at its punctuation (a parenthesis closes a clause too), tiny
 * pieces joined to their neighbour. Every clause is a stretch of the verse's own text, so it can
 * be quoted as Scripture.
 */
export function splitClauses(text: string, language: Language, wanted = 3): string[] {
  let parts = spans(text, 0, text.length, /(?<=[,;:.?!)])\s+|\s+(?=\()/g);
  if (parts.length < wanted) {
    // Too few: split further where a conjunction opens a new thought.
    parts = parts.flatMap(([a, b]) => spans(text, a, b, CLAUSE_OPENERS[language]));
  }
  const words = ([a, b]: [number, number]) => wordCount(text.slice(a, b));
  const merged: Array<[number, number]> = [];
  for (const part of parts) {
    const last = merged.at(-1);
    if (last !== undefined && (words(part) < MIN_CLAUSE_WORDS || words(last) < MIN_CLAUSE_WORDS)) merged[merged.length - 1] = [last[0], part[1]];
    else merged.push(part);
  }
  // More clauses than points: join neighbours, shortest pair first, until there are as many as wanted.
  while (merged.length > wanted) {
    let best = 0;
    // On a tie the later pair is joined: a verse's last clauses are usually the one promise ("that whosoever believeth… but have everlasting life").
    for (let i = 1; i < merged.length - 1; i++) if (words(merged[i]!) + words(merged[i + 1]!) <= words(merged[best]!) + words(merged[best + 1]!)) best = i;
    merged.splice(best, 2, [merged[best]![0], merged[best + 1]![1]]);
  }
  return merged.map(([a, b]) => text.slice(a, b));
}

/** A clause as quoted inside a sentence: no trailing comma or semicolon. */
export function quotable(clause: string): string {
  return clause.replace(/[,;:.]+$/u, '').trim();
}

const KIND_PATTERNS: Record<Language, [StatementKind, RegExp][]> = {
  en: [
    ['condition', /\b(if|whosoever|whoso|except)\b/i],
    ['warning', /\b(woe|lest|beware|shall not inherit|destruction|wrath)\b/i],
    ['command', /^(?:and\s+|but\s+|therefore\s+|now\s+)?(?:let|be|go|come|repent|believe|trust|fear|seek|ask|love|put|take|pray|rejoice|give|keep|walk|honour|honor|hear|hearken|remember|follow|watch|stand|submit|cast|wait|praise|bless|sing|do|make|arise|turn|flee|receive|study|forgive|teach|preach|thou shalt|ye shall)\b/i],
    ['contrast', /\b(but|nevertheless|notwithstanding)\b/i],
    ['purpose', /^(?:and\s+)?(?:that|so that|to the end that|in order that)\b/i],
    ['promise', /\b(shall|will)\b/i],
  ],
  es: [
    ['condition', /(^|[^\p{L}])(si|todo aquel|cualquiera que)([^\p{L}]|$)/iu],
    ['warning', /(^|[^\p{L}])(ay de|no sea que|guardaos|perdición|ira)([^\p{L}]|$)/iu],
    ['command', /^(?:y\s+|mas\s+|pues\s+|así que\s+)?(?:sed|id|venid|ven|arrepentíos|cree|creed|confía|fíate|temed|teme|buscad|busca|pedid|amad|ama|orad|gozaos|regocijaos|dad|guarda|guardad|andad|honra|oye|oíd|escucha|acuérdate|seguid|velad|estad|someteos|echad|espera|alabad|alaba|bendice|bendecid|cantad|haced|levántate|volveos|huid|recibid|perdonad|enseñad|predicad|no temas|no temáis)([^\p{L}]|$)/iu],
    ['contrast', /(^|[^\p{L}])(mas|pero|empero|sin embargo)([^\p{L}]|$)/iu],
    ['purpose', /^(?:y\s+)?(?:para que|a fin de que|que)([^\p{L}]|$)/iu],
    ['promise', /\p{L}{2,}(rá|rán|ré|remos|réis)([^\p{L}]|$)/iu],
  ],
};

/** What kind of statement a clause makes, read from its own words; a plain truth when nothing else shows. */
export function statementKind(clause: string, language: Language): StatementKind {
  for (const [kind, pattern] of KIND_PATTERNS[language]) if (pattern.test(clause)) return kind;
  return 'truth';
}

/** The names of God are in almost every verse; a point's key word is the one that says something more. */
const DIVINE_NAMES = new Set(['G2316', 'H430', 'H410', 'H433', 'H3050', 'G2962', 'H3068', 'H136', 'G2424', 'G5547']);

/** The word study for a clause: a glossary word the clause itself contains, in the sermon's language. */
export function keyStudy(clause: Clause, language: Language, exclude: ReadonlySet<object> = new Set()): VerseWordStudy | null {
  const folded = ` ${foldText(clause.text.toLowerCase()).replace(/[^\p{L}]+/gu, ' ')} `;
  const studies = wordStudiesForVerse({ book: clause.book, chapter: clause.chapter, verse: clause.verse }).filter((study) => {
    const word = language === 'en' ? study.english.split(' … ')[0]! : study.spanish;
    return word !== null && folded.includes(` ${foldText(word.toLowerCase())} `);
  });
  const ranked = studies.filter((study) => !DIVINE_NAMES.has(study.strong) && !exclude.has(study.entry)).sort((a, b) => glossaryRank(a) - glossaryRank(b));
  // A clause whose only glossary word is a name of God is explained from its other words.
  return ranked[0] ?? null;
}

let ranks: Map<object, number> | null = null;
/** The glossary lists the most preached words first (love, grace, faith…): a lower rank is a weightier word. */
export function glossaryRank(study: VerseWordStudy): number {
  ranks ??= new Map(glossaryEntries().map((entry, index) => [entry, index]));
  return ranks.get(study.entry) ?? Number.MAX_SAFE_INTEGER;
}

const STOPWORDS: Record<Language, Set<string>> = {
  en: new Set('the and that for unto with from this they them their there which shall will have hath were when what then thou thee thy your ye you his him her not but all are was said upon into also because even every hast shalt things thing before after over among these those being than how let may might should would could things'.split(' ')),
  es: new Set('que los las del por para con una unos unas como más mas pero sus este esta estos estas ese esa eso aquel cual cuando porque sobre entre también todo todos toda todas será serán había fue son sea dijo así pues ellos ellas nosotros vosotros vuestro vuestra nuestro nuestra cosas cosa hasta desde donde según'.split(' ')),
};

/** A clause's key word when the glossary has none of its words: its longest content word. */
export function plainKeyword(clause: string, language: Language): string {
  // Names ("Nebuchadnezzar") are not what a point is about: a capitalised word inside the clause is passed over.
  const words = (clause.match(/\p{L}+/gu) ?? []).filter((word, index) => index === 0 || !/^\p{Lu}/u.test(word)).map((word) => word.toLowerCase());
  const content = words.filter((word) => word.length > 3 && !STOPWORDS[language].has(word) && !/^(god|lord|jesus|christ|dios|señor|jesús|cristo|jehová)$/.test(word));
  return content.reduce((best, word) => (word.length > best.length ? word : best), content[0] ?? words[0] ?? '');
}

/** Words of violence, judgment and grief that a passage the composer picks itself must not carry. */
const HARD_WORDS: Record<Language, RegExp> = {
  en: /\b(begat|slew|slay|slain|smite|smote|smitten|kill|killed|dash\w*|destroy\w*|wrath|vengeance|burn\w*|rip|ripped|sword|woe|cursed|whore\w*|harlot\w*|abomination\w*|hang\w*|stone him|stoned|dung|dogs|bowels)\b/i,
  es: /(^|[^\p{L}])(engendró|mató|matar|mataron|muertos a espada|hirió|herir|destru\p{L}*|ira|venganza|espada|ay de|maldit\p{L}*|ramera\p{L}*|fornica\p{L}*|abominaci\p{L}*|estrellar\p{L}*|quemar\p{L}*|ahorc\p{L}*|apedre\p{L}*|estiércol|perros|entrañas|preñadas)([^\p{L}]|$)/iu,
};

/** Names in a row ("Peter and Andrew, James and John, Philip…"): a list, not a message. */
function isNameList(text: string): boolean {
  const names = text.match(/(?<![.!?]\s|^)\b\p{Lu}\p{Ll}+/gu) ?? [];
  return names.filter((name) => !/^(God|Lord|Jesus|Christ|Dios|Señor|Jesús|Cristo|Jehová|Espíritu|Israel|I|O)$/u.test(name)).length >= 5;
}

/**
 * True when a passage can stand beside the one the preacher chose: no genealogy, no list of names,
 * no violence or judgment. A hard passage the preacher asks for is preached; the composer never
 * brings one in on its own.
 */
export function isFitToQuote(text: string, language: Language): boolean {
  return !HARD_WORDS[language].test(text) && !isNameList(text) && text.length <= 900;
}

const HARSH = /\b(dash\w*|slay|slain|kill\w*|smite|smote|destroy\w*|vengeance|rip|wrath|woe)\b|(^|[^\p{L}])(estrell\p{L}*|matar|mató|destru\p{L}*|venganza|ira|ay de)([^\p{L}]|$)/iu;

/**
 * True when the passage asked for is itself a hard one, so the sermon explains it with care: at
 * least a third of its verses speak of violence or judgment. One such verse in a long passage does
 * not make it hard (the prodigal son's father "kill[s]" the fatted calf in Luke 15:23).
 */
export function isHardPassage(verses: readonly string[], language: Language): boolean {
  const harsh = verses.filter((text) => HARD_WORDS[language].test(text) && HARSH.test(text)).length;
  return harsh > 0 && harsh * 3 >= verses.length;
}
