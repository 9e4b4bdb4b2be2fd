// How the offline composer reads a passage: its clauses, the kind of statement each makes, the
// word that carries it, and whether a text is fit to quote beside someone else's passage. Only
// words the passage itself contains come out of here, so every point is built from its text.
import type { Language } from '#shared/languages.ts';
import type { StatementKind } from '#server/content/composer-schema.ts';
import { foldText } from '../../bible/fold-text.ts';
import { glossaryEntries } from '../../bible/glossary.ts';
import { wordStudiesForVerse, type VerseWordStudy } from '../../bible/word-studies.ts';
import { anchorWords } from './doctrine-note.ts';

/** One clause of a verse, with the verse it comes from. */
export interface Clause {
  text: string;
  book: string;
  chapter: number;
  verse: number;
}

const MIN_CLAUSE_WORDS = 4;
const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/**
 * Where a clause may begin besides punctuation: the conjunctions that open a new thought. "And"/"y"
 * and "that"/"que" also join words inside one phrase ("goodness and mercy", "todo aquel que cree"),
 * so they open a clause only when a subject follows them ("that he gave", "y él dijo").
 */
export const CLAUSE_OPENERS: Record<Language, RegExp> = {
  en: /\s+(?=(?:but|if|so that|because|lest|when)\s|(?:that|and|for)\s+(?:he|she|they|we|ye|you|i|thou|it|whosoever|the lord|god|jesus)\s)/gi,
  // Never inside "lo que", "el que": "el pago de lo | que tú nos hiciste" (Psalm 137:8) is one thought.
  es: /(?<!(?:^|[^\p{L}])(?:lo|el|la|los|las|aquel|aquello))\s+(?=(?:mas|pero|porque|si|para que|cuando)\s|(?:y|que)\s+(?:él|ella|ellos|ellas|yo|nosotros|vosotros|tú|todo aquel|dios|jehová|jesús)\s)/giu,
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

/** A span without surrounding spaces. */
function trimSpan(text: string, start: number, end: number): [number, number] {
  while (start < end && /\s/.test(text[start]!)) start++;
  while (end > start && /\s/.test(text[end - 1]!)) end--;
  return [start, end];
}

/** A piece that only introduces what someone says: "And he said,", "Y Pedro les dice:". */
const SPEECH_INTRO = /\b(said|saith|saying|answered|spake|cried|dijo|dice|dicen|decía|decían|dijeron|diciendo|respondió|respondieron|habló)\b[^\p{L}]*(unto|to|les|le|them|him|her|us)?[^\p{L}]*[,:]$/iu;

/**
 * The [start, end] offsets of each parenthesis in a text: an aside is never cut, nor cut away from
 * the words around it. An aside may run over from the verse before (a ")" with no "(") or on into
 * the next (a "(" with no ")"): it reaches the start or the end of the verse.
 */
function parentheses(text: string): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  let open: number | null = null;
  for (let at = 0; at < text.length; at++) {
    if (text[at] === '(') open ??= at;
    else if (text[at] === ')') {
      out.push([open ?? 0, at + 1]);
      open = null;
    }
  }
  if (open !== null) out.push([open, text.length]);
  return out;
}

/** The [start, end] offsets of each Spanish question, "¿" to "?": one question is one clause («¿Por qué te abates, oh alma mía, y te conturbas en mí?»). */
function questions(text: string): Array<[number, number]> {
  return [...text.matchAll(/¿[^?]*\?/gu)].map((match) => [match.index, match.index + match[0].length]);
}

/** The next item of a list that hangs on the same word: "and of the Son", "y del Hijo". */
const LIST_CONTINUES = /^(?:and|y|e)\s+(?:of|de|del)\s/iu;

/**
 * The clauses of a verse: split at its punctuation, tiny pieces joined to their neighbour. A
 * parenthesis stays inside the clause it belongs to ("dwelt among us, (and we beheld his glory, …)
 * full of grace and truth"): a cut inside it or at its edge leaves half a phrase. Every clause is a
 * stretch of the verse's own text, so it can be quoted as Scripture.
 */
export function splitClauses(text: string, language: Language, wanted = 3): string[] {
  const asides = [...parentheses(text), ...questions(text)];
  // A cut may not fall inside a parenthesis, nor just before "(" or just after ")" / "),".
  // Nor before the next item of a list that hangs on one word: "in the name of the Father, | and of the Son, | and of the Holy Ghost".
  const cutAllowed = (from: number, to: number) =>
    !asides.some(([start, end]) => from > start && to < end) && text[to] !== '(' && !/\)\p{P}?$/u.test(text.slice(Math.max(0, from - 2), from)) && !LIST_CONTINUES.test(text.slice(to, to + 8));
  let parts = spans(text, 0, text.length, /(?<=[,;:.?!])\s+/g);
  if (parts.length < wanted) {
    // Too few: split further where a conjunction opens a new thought.
    parts = parts.flatMap(([a, b]) => spans(text, a, b, CLAUSE_OPENERS[language]));
  }
  const whole: Array<[number, number]> = [];
  for (const part of parts) {
    const last = whole.at(-1);
    if (last !== undefined && !cutAllowed(last[1], part[0])) whole[whole.length - 1] = [last[0], part[1]];
    else whole.push(part);
  }
  const words = ([a, b]: [number, number]) => wordCount(text.slice(a, b));
  // How strongly a piece is closed off from the next: a full stop more than a semicolon, a semicolon more than a comma.
  const strength = ([, b]: [number, number]) => { const mark = text[b - 1]!; return '.?!'.includes(mark) ? 3 : ';:'.includes(mark) ? 2 : mark === ',' ? 1 : 0; };
  // Words that introduce speech ("Y Pedro les dice:") belong with the words spoken.
  const merged: Array<[number, number]> = [];
  for (const part of whole) {
    const last = merged.at(-1);
    if (last !== undefined && SPEECH_INTRO.test(text.slice(last[0], last[1]))) merged[merged.length - 1] = [last[0], part[1]];
    else merged.push(part);
  }
  // A piece too short to stand alone joins the neighbour it is less separated from ("they shall run," + "and not be weary;").
  for (let i = 0; i < merged.length && merged.length > 1; ) {
    if (words(merged[i]!) >= MIN_CLAUSE_WORDS) { i++; continue; }
    const forward = i === 0 || (i < merged.length - 1 && strength(merged[i]!) < strength(merged[i - 1]!));
    const at = forward ? i : i - 1;
    merged.splice(at, 2, [merged[at]![0], merged[at + 1]![1]]);
    i = at;
  }
  // More clauses than points: join neighbours, the least separated and shortest pair first, until there are as many as wanted.
  const cost = (i: number) => strength(merged[i]!) * 1000 + words(merged[i]!) + words(merged[i + 1]!);
  while (merged.length > wanted) {
    let best = 0;
    // On a tie the later pair is joined: a verse's last clauses are usually the one promise ("that whosoever believeth… but have everlasting life").
    for (let i = 1; i < merged.length - 1; i++) if (cost(i) <= cost(best)) best = i;
    merged.splice(best, 2, [merged[best]![0], merged[best + 1]![1]]);
  }
  return merged.map(([a, b]) => text.slice(a, b));
}

/** A clause as quoted inside a sentence: no trailing comma or semicolon. */
export function quotable(clause: string): string {
  return clause.replace(/[,;:.]+$/u, '').trim();
}

/** The words spoken after a speech introduction ("And he said, Come." → "Come."), or the whole clause. */
function spokenWords(clause: string): string {
  const match = /^.*?\b(said|saith|answered|spake|dijo|dice|respondió|habló)\b[^\p{L}]*(?:(?:unto|to)\s+)?(?:them|him|her|us|les|le)?[,:]\s*/iu.exec(clause);
  return match ? clause.slice(match[0].length) : clause;
}

const EN_IMPERATIVES =
  'let|be|go|come|repent|believe|trust|hope thou|hope in|fear not|fear|seek|ask|love|put|take|pray|rejoice|give|keep|walk|honour|honor|hear|hearken|remember|follow|watch|stand|submit|cast|wait|praise|bless|sing|do|make|arise|turn|flee|receive|study|forgive|teach|preach|behold|look|draw nigh|humble|resist|abide|awake|return|search|consider|glorify|put on|set';
const ES_IMPERATIVES =
  'sed|id|ven|venid|cree|creed|confía|fíate|teme|temed|busca|pedid|pide|ama|orad|ora|dad|da|guarda|honra|oye|oíd|escucha|acuérdate|mira|mirad|espera|alaba|alaben|alabemos|bendice|bendigan|canten|cantemos|digan|teman|levántate|huye|recibe|perdona|bautícese|arrepiéntase|no temas|no temáis|no tengas|no os|no te';

/**
 * What kind of statement a clause makes, read from its own words, in this order: a question (it
 * ends with "?"), a condition ("if",
 * "si"), a warning, a command (the spoken words begin with an imperative: "Come", "Fear not",
 * "Repent", "Ven", "Arrepentíos"), a promise ("shall/will" or a Spanish future, "whosoever"; a
 * speaker's own resolve, "I will fear no evil", is a confession, not a promise, unless it is made
 * to someone: "I will give you rest"), a contrast ("but", "mas", "pero"), a purpose ("that they
 * might", "para que"), else a plain truth.
 */
const KIND_TESTS: Record<Language, [StatementKind, (clause: string, spoken: string) => boolean][]> = {
  en: [
    // A question ("Why art thou cast down, O my soul?") asks the hearer; it states nothing, even with an "if" in it.
    ['question', (clause) => /\?\W*$/.test(clause)],
    // "if it were not so, I would have told you" (John 14:2) assures; it sets no condition.
    ['condition', (clause) => /\b(if|except|unless)\b/i.test(clause.replace(/\bif it were not so\b/gi, ''))],
    ['warning', (clause) => /\b(woe|lest|beware|shall not inherit|destruction|wrath|perdition|damnation)\b/i.test(clause)],
    // "thou shalt not be burned" (Isaiah 43:2) is a promise; "thou shalt not steal" a command.
    ['command', (_, spoken) => new RegExp(`^(?:and\\s+|but\\s+|therefore\\s+|now\\s+|o\\s+)?(?:${EN_IMPERATIVES})\\b`, 'i').test(spoken) || /\b(thou shalt not|ye shall not)\b(?!\s+be\b)/i.test(spoken) || /^(?:and\s+)?thou shalt (love|have|keep|remember|honour|worship|serve|fear|make)\b/i.test(spoken) || (/^(?:and\s+|but\s+)?(?![a-z]+(?:eth|est|ed)\s)(?!(?:canst|can|cannot|could|couldest|art|wast|wert|hast|hadst|dost|didst|doth|is|are|was|were|am|may|might|must|need|knew|know|knowest|shouldest|wouldest)\s)[a-z]+ not\b/i.test(spoken) && !/\?\s*$/.test(spoken))],
    ['promise', (clause) => /\b(whosoever|whoso)\b/i.test(clause) || (/\b(shall|will|shalt|wilt)\b/i.test(clause) && !(/\b(I|we)\s+(shall|will)\b/.test(clause) && !/\b(you|thee|ye|thy|your|thine)\b/i.test(clause)))],
    // A capital "But" opening a verse only carries the story on ("But God…", "Mas tú, Beth-lehem"); a lowercase one sets two things side by side.
    ['contrast', (clause) => /\b(but|nevertheless|notwithstanding)\b/i.test(clause.replace(/^\W*(?:And\s+)?(?:But|Now)\s+/u, ''))],
    ['purpose', (clause) => /\b(so that|to the end that|in order that)\b|\bthat\b[^,;:]*\b(might|may)\b/i.test(clause)],
  ],
  es: [
    ['question', (clause) => /\?\P{L}*$/u.test(clause)],
    ['condition', (clause) => /(^|[^\p{L}])si([^\p{L}]|$)/iu.test(clause)],
    ['warning', (clause) => /(^|[^\p{L}])(ay de|no sea que|guardaos|perdición|ira|condenación)([^\p{L}]|$)/iu.test(clause)],
    [
      'command',
      (_, spoken) =>
        new RegExp(`^(?:y\\s+|mas\\s+|pues\\s+|así que\\s+|oh\\s+)?(?:${ES_IMPERATIVES})([^\\p{L}]|$)`, 'iu').test(spoken) ||
        // The imperative of "vosotros" ("amad", "creed", "pedid", "arrepentíos", "gozaos"); nouns in -dad/-tud are not verbs.
        (/^(?:y\s+|mas\s+|pues\s+)?\p{L}{2,}(ad|ed|id|íd|aos|eos|íos)([^\p{L}]|$)/iu.test(spoken) && !/^(?:y\s+|mas\s+|pues\s+)?\p{L}+(dad|tud)([^\p{L}]|$)/iu.test(spoken)) ||
        // A prohibition ("no temas", "no estribes", "No tendrás dioses ajenos") and the law's "amarás".
        /^(?:y\s+|mas\s+)?no\s+(\p{L}{3,}(es|as)|\p{L}+rás)([^\p{L}]|$)/iu.test(spoken) ||
        /^(?:y\s+)?(amarás|honrarás|guardarás|santificarás|adorarás|servirás)([^\p{L}]|$)/iu.test(spoken) ||
        /^(?:y\s+)?(?:por nada\s+|no\s+)\p{L}+(éis|áis)([^\p{L}]|$)/iu.test(spoken),
    ],
    ['promise', (clause) => /(^|[^\p{L}])(todo aquel|cualquiera que)([^\p{L}]|$)/iu.test(clause) || /\p{L}{2,}(rá|rán|rás|réis)([^\p{L}]|$)/iu.test(clause) || (/\p{L}{2,}(ré|remos)([^\p{L}]|$)/iu.test(clause) && /(^|[^\p{L}])(te|os|vosotros|ti)([^\p{L}]|$)/iu.test(clause))],
    ['contrast', (clause) => /(^|[^\p{L}])(mas|pero|empero|sin embargo|sino)([^\p{L}]|$)/iu.test(clause.replace(/^[^\p{L}]*(?:Y\s+)?(?:Mas|Pero|Empero)\s+/u, ''))],
    ['purpose', (clause) => /(^|[^\p{L}])(para que|a fin de que)([^\p{L}]|$)/iu.test(clause)],
  ],
};

/** What kind of statement a clause makes, read from its own words; a plain truth when nothing else shows. */
export function statementKind(clause: string, language: Language): StatementKind {
  const spoken = spokenWords(clause);
  for (const [kind, test] of KIND_TESTS[language]) if (test(clause, spoken)) return kind;
  return 'truth';
}

/**
 * The names of God are in almost every verse; a point's key word is the one that says something
 * more. So are the verbs of saying ("said", "saith", "dijo"): a word study of "said" explains
 * nothing the clause is about (Psalm 137:7 was studied from אמר).
 */
const DIVINE_NAMES = new Set(['G2316', 'H430', 'H410', 'H433', 'H3050', 'G2962', 'H3068', 'H136', 'G2424', 'G5547', 'H559', 'G2036', 'G2046', 'G3004', 'G5346']);

/** A person introduced by name in a story, and the Strong's numbers of "name" and "call". */
const NAMING = /\b(?:named|by name|whose name was|called|llamad[oa]|por nombre|cuyo nombre era)\s+\p{Lu}/u;
const NAME_WORDS = new Set(['G3686', 'H8034', 'G2564', 'H7121', 'G3004']);

/** The glossary words a clause itself contains, in the sermon's language, weightiest first; the names of God left out. */
export function keyStudies(clause: Clause, language: Language): VerseWordStudy[] {
  const folded = ` ${foldText(clause.text.toLowerCase()).replace(/[^\p{L}]+/gu, ' ')} `;
  const studies = wordStudiesForVerse({ book: clause.book, chapter: clause.chapter, verse: clause.verse }).filter((study) => {
    const word = language === 'en' ? study.english.split(' … ')[0]! : study.spanish;
    return word !== null && folded.includes(` ${foldText(word.toLowerCase())} `);
  });
  // A clause whose only glossary word is a name of God is explained from its other words; a
  // doctrine note's own words come first (Matthew 28:19 is explained from "name").
  const anchored = anchorWords(clause, language);
  const weight = (study: VerseWordStudy) => (anchored.has(foldText((language === 'en' ? study.english.split(' … ')[0]! : (study.spanish ?? '')).toLowerCase())) ? -1 : glossaryRank(study));
  // "named Nicodemus", "llamado Zacarías": the story introducing someone is not a study of "name".
  const naming = NAMING.test(clause.text);
  return studies.filter((study) => !DIVINE_NAMES.has(study.strong) && !(naming && NAME_WORDS.has(study.strong))).sort((a, b) => weight(a) - weight(b));
}

/** The word study for a clause: a glossary word the clause itself contains, in the sermon's language. */
export function keyStudy(clause: Clause, language: Language, exclude: ReadonlySet<object> = new Set()): VerseWordStudy | null {
  return keyStudies(clause, language).find((study) => !exclude.has(study.entry)) ?? null;
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

/** A clause's candidate key words when the glossary has none of its words: its content words, longest first. */
export function plainKeywords(clause: string, language: Language): string[] {
  // Names ("Nebuchadnezzar") are not what a point is about: a capitalised word inside the clause is passed over.
  const words = (clause.match(/\p{L}+/gu) ?? []).filter((word, index) => index === 0 || !/^\p{Lu}/u.test(word)).map((word) => word.toLowerCase());
  const content = [...new Set(words.filter((word) => word.length > 3 && !STOPWORDS[language].has(word) && !/^(god|lord|jesus|christ|dios|señor|jesús|cristo|jehová)$/.test(word)))];
  return content.length > 0 ? content.sort((a, b) => b.length - a.length) : words.slice(0, 1);
}

/** A clause's key word when the glossary has none of its words: its longest content word. */
export function plainKeyword(clause: string, language: Language): string {
  return plainKeywords(clause, language)[0] ?? '';
}

/**
 * Words of violence, judgment and grief that a passage the composer picks itself must not carry.
 * "The hypocrite" in the singular is Job's and the Proverbs' godless man and his lost hope (Job
 * 27:8 was quoted beside "hope that maketh not ashamed"); Jesus' teaching on "the hypocrites" is not.
 */
const HARD_WORDS: Record<Language, RegExp> = {
  en: /\b(desolat\w*|begat|slew|slay|slain|smite|smote|smitten|kill|killed|dash\w*|destroy\w*|wrath|vengeance|burn\w*|rip|ripped|sword|woe|cursed|whore\w*|harlot\w*|abomination\w*|hang\w*|stone him|stoned|dung|dogs|bowels|hypocrite)\b/i,
  es: /(^|[^\p{L}])(asola\p{L}*|desolaci\p{L}*|engendró|mató|matar|mataron|muertos a espada|hirió|herir|destru\p{L}*|ira|venganza|espada|ay de|maldit\p{L}*|ramera\p{L}*|fornica\p{L}*|abominaci\p{L}*|estrellar\p{L}*|quemar\p{L}*|ahorc\p{L}*|apedre\p{L}*|estiércol|perros|entrañas|preñadas|hipócrita)([^\p{L}]|$)/iu,
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

/** Words of violence and judgment that weigh on a verse the preacher asked for. */
const HARSH = /\b(dash\w*|slay|slew|slain|kill\w*|smite|smote|destroy\w*|vengeance|revengeth|rip|wrath|woe|abused|knife|belial|ravish\w*|burn\w*|sword|rase)\b|(^|[^\p{L}])(estrell\p{L}*|matar\p{L}*|mató|destru\p{L}*|venganza|ira|ay de|abusaron|cuchillo|despedaz\p{L}*|belial|espada|quem\p{L}*|arrasad\p{L}*)([^\p{L}]|$)/giu;
/** Words of life and mercy that answer them in the same verse ("to kill, and to destroy: I am come that they might have life"; "the burning fiery furnace, and he will deliver us"). */
const MERCIFUL = /\b(life|live|saved?|salvation|mercy|love|peace|abundantly|hope|comfort\w*|forgive\w*|rest|heal\w*|deliver\w*)\b|(^|[^\p{L}])(vida|vivir|salv\p{L}*|misericordia|amor|paz|abundancia|esperanza|consuel\p{L}*|perdon\p{L}*|descanso|san\p{L}*|librar\p{L}*|libra\p{L}*)([^\p{L}]|$)/giu;

/** A verse whose words of violence or judgment outnumber its words of life and mercy. */
function isHarshVerse(text: string): boolean {
  const harsh = text.match(HARSH)?.length ?? 0;
  return harsh > 0 && harsh > (text.match(MERCIFUL)?.length ?? 0);
}

/**
 * True when the passage asked for is itself a hard one, so the sermon explains it with care: at
 * least a third of its verses are harsh, each weighed on its own words: one whose words of
 * violence are answered by words of life in the same verse is not (John 10:10: "to kill, and to
 * destroy: I am come that they might have life… more abundantly"), and one harsh verse in a long
 * passage does not make it hard (the prodigal son's father "kill[s]" the fatted calf in Luke 15:23).
 * Psalm 137:7-9, Judges 19:22-30 and 2 Kings 8:12 are hard.
 */
export function isHardPassage(verses: readonly string[]): boolean {
  const harsh = verses.filter(isHarshVerse).length;
  return harsh > 0 && harsh * 3 >= verses.length;
}
