import type { Language } from '#shared/languages.ts';
import { foldText } from '../../bible/fold-text.ts';
import { citationsIn, sentences } from './scripture-in-prose.ts';
import { quotationsIn, verbatimVerse, wordsOf } from './scripture-quotations.ts';

/**
 * Trinitarian claims an Apostolic (Oneness) sermon never makes, in both languages, read by what
 * they say rather than by a list of words (issue 25): the persons counted in God, God the Son,
 * the second person, coequal, co-eternal, the eternal Son… (folded text: no accents, lower case).
 * Words of the Bible quoted word for word never count (Matthew 28:19 and 1 John 5:7 say "Father",
 * "Son" and "Holy Ghost" and "these three are one"), and a claim the sentence denies ("God is not
 * three persons") or reports of others ("some teach…, but…") is not made.
 */
const CLAIMS: RegExp[] = [
  // The word itself, in both languages.
  /\btrinit(?:y|ies|arian|arians|arianism)\b/,
  /\btrinidad\b/,
  /\btrinitari[oa]s?\b/,
  /\btri-?une\b/,
  /\btri-?unidad\b/,
  /\btriun[oa]\b/,
  /\btrin[oa]\b/,
  /\btri-?personal\b/,
  // Persons, members or beings counted in God, with or without qualifiers.
  /\b(?:three|two)\s+(?:(?:co-?eternal|co-?equal|distinct|divine|separate|eternal|different|individual|equal|uncreated|glorious|holy)\s+(?:and\s+)?)+(?:persons|members|beings|personalities|individuals|selves|personages|hypostases)\b/,
  /\btres\s+(?:(?:divinas|distintas|eternas|santas|gloriosas)\s+)+(?:personas|miembros|seres|individuos|personalidades|hipostasis|entes)\b/,
  /\btres\s+(?:personas|miembros|seres|individuos|personalidades|hipostasis|entes)\s+(?:divin[oa]s|distint[oa]s|coetern[oa]s|co-etern[oa]s|coiguales|iguales|separad[oa]s|etern[oa]s)\b/,
  /\btres\s+(?:personalidades|hipostasis)\b/,
  /\bdos\s+(?:personas|seres|miembros)\s+(?:divin[oa]s|distint[oa]s|separad[oa]s|coetern[oa]s|coiguales)\b/,
  /\b(?:persons?|members?|personalities)\s+(?:of|in|within)\s+the\s+(?:godhead|deity|trinity|divine (?:essence|nature|being))\b/,
  /\b(?:personas?|miembros?)\s+(?:de|en|dentro de)\s+la\s+(?:deidad|divinidad|trinidad|esencia divina|naturaleza divina)\b/,
  /\bdivine persons\b/,
  /\b(?:personas divinas|divinas personas)\b/,
  /\b(?:one god|one being|one essence|one substance|the godhead|the deity|the divine nature)\s+(?:eternally\s+)?(?:in|as|of|existing (?:as|in)|subsisting in)\s+three\b(?!\s+(?:manifestations|roles|offices|titles|ways|modes|relationships))/,
  /\b(?:un (?:solo )?dios|un ser|una esencia|una sustancia|la deidad|la divinidad)\s+(?:eternamente\s+)?(?:en|de)\s+tres\b(?!\s+(?:manifestaciones|titulos|oficios|roles|modos|formas))/,
  /\bthree[ -]in[ -]one\b/,
  /\btres en uno\b/,
  /\bthreefold god\b/,
  /\b(?:godhead|deity)\s+(?:is\s+)?(?:composed|made up|comprised|consists|consisting)\s+of\s+three\b/,
  /\b(?:deidad|divinidad)\s+(?:esta\s+)?(?:compuesta|formada|integrada|conformada|consiste)\s+(?:de|por|en)\s+tres\b/,
  /\bplurality\s+(?:of\s+persons|in\s+the\s+godhead|within\s+(?:the\s+)?god(?:head)?|in\s+god)\b/,
  /\bpluralidad\s+(?:de\s+personas|en\s+la\s+(?:deidad|divinidad)|en\s+dios)\b/,
  /\b(?:community|society|fellowship|family|communion|council)\s+of\s+(?:three|divine persons)\b/,
  /\b(?:comunidad|sociedad|comunion|familia|concilio)\s+de\s+(?:tres|personas divinas)\b/,
  /\b(?:divine|holy|blessed|eternal)\s+three\b/,
  // God the Son, God the Holy Ghost; the second and third persons.
  /\bgod\s+the\s+son\b/,
  /\bgod\s+the\s+(?:holy\s+)?(?:ghost|spirit)\b/,
  /\bdios\s+(?:el\s+)?hijo\b/,
  /\bdios\s+(?:el\s+)?espiritu\s+santo\b/,
  /\b(?:first|second|third)\s+person\s+(?:of|in)\s+(?:the\s+)?(?:godhead|trinity|deity|blessed|divine|god)\b/,
  /\b(?:primera|segunda|tercera)\s+persona\s+(?:de|en)\s+(?:la\s+)?(?:deidad|divinidad|trinidad|dios)\b/,
  // Equal and eternal beside the Father: what the creeds say of a second person.
  /\bco-?(?:equal|eternal)(?:ity|ly)?\b/,
  /\bco-?(?:igual(?:es)?|igualdad|etern[oa]s?|eternidad)\b/,
  /\beternal(?:ly)?\s+(?:son|sonship|begotten)\b/,
  /\bbegotten\s+(?:from|before|in)\s+(?:all\s+)?(?:eternity|ages|worlds)\b/,
  /\b(?:hijo\s+eterno|eterno\s+hijo|filiacion\s+eterna|eternamente\s+engendrado|engendrado\s+eternamente)\b/,
  /\bengendrado\s+(?:desde|antes de)\s+(?:la\s+|toda\s+la\s+)?eternidad\b/,
  /\bpre-?existent\s+son\b/,
  /\bhijo\s+preexistente\b/,
  /\b(?:the\s+)?son\s+(?:is|was)\s+(?:a\s+)?(?:distinct|separate|another|different)\s+(?:person|being|from\s+the\s+father)\b/,
  /\bel\s+hijo\s+(?:es|era)\s+(?:una\s+)?(?:persona\s+)?(?:distint[oa]|separad[oa]|otra\s+persona)\b/,
  /\bfather,?\s+(?:the\s+)?son,?\s+and\s+(?:the\s+)?holy\s+(?:ghost|spirit)\s+(?:are|were)\s+(?:each|all|both|equally|eternally|distinct|separate|co-?equal|co-?eternal|persons|three\s+(?!manifestations|titles|roles|offices|ways|modes))/,
  /\bpadre,?\s+(?:el\s+)?hijo\s+y\s+(?:el\s+)?espiritu\s+santo\s+son\s+(?:cada uno|igualmente|eternamente|distintos|separados|coiguales|coeternos|personas|tres\s+(?!manifestaciones|titulos|oficios|roles|modos|formas))/,
  /\bproceeds?\s+from\s+the\s+father\s+and\s+(?:from\s+)?the\s+son\b/,
  /\bprocede\s+del\s+padre\s+y\s+del\s+hijo\b/,
  /\beternal(?:ly)?\s+(?:fellowship|communion|relationship|love)\b[^.;]*\bfather\s+and\s+(?:the\s+)?son\b|\bfather\s+and\s+(?:the\s+)?son\b[^.;]*\beternal(?:ly)?\s+(?:fellowship|communion|relationship|love)\b/,
  /\b(?:comunion|relacion|amor)\s+eternos?\b[^.;]*\bpadre\s+y\s+(?:el\s+)?hijo\b|\bpadre\s+y\s+(?:el\s+)?hijo\b[^.;]*\b(?:comunion|relacion|amor)\s+etern[oa]\b/,
  /\b(?:consubstantial|consustancial|homoousios|perichoresis|pericoresis)\b/,
  /\bthree gods\b|\btres dioses\b/,
  /\b(?:holy\s+(?:spirit|ghost)|son|father|word)\s+(?:is|was)\s+(?:a\s+|another\s+)?(?:distinct|separate|different|second|third)\s+(?:divine\s+)?person\b/,
  /\b(?:espiritu\s+santo|hijo|padre|verbo)\s+(?:es|era)\s+(?:una\s+|otra\s+)?(?:persona\s+(?:distinta|separada|diferente|divina)|segunda\s+persona|tercera\s+persona)\b/,
  /\bthree who are (?:god|one)\b|\btres que son (?:dios|uno)\b/,
  /\b(?:both\s+)?three and (?:yet )?one\b|\b(?:a la vez\s+)?tres y (?:a la vez )?uno\b/,
  /\bson\b[^.;]{0,40}\bwith the father\b[^.;]{0,20}\b(?:from|before|since|in) (?:all )?(?:eternity|eternal ages|before the world)\b/,
  /\bhijo\b[^.;]{0,40}\bcon el padre\b[^.;]{0,20}\b(?:desde|antes de|por) (?:toda )?(?:la )?eternidad\b/,
  /\beternally\s+(?:exists?\s+)?(?:as|in)\s+(?:the\s+)?father,?\s+(?:the\s+)?son\b|\bexists?\s+eternally\s+as\b/,
  /\beternamente\s+(?:como|en)\s+(?:el\s+)?padre,?\s+(?:el\s+)?hijo\b|\bexiste\s+eternamente\s+como\b/,
];

/** Persons or members counted without a qualifier ("three persons"): a claim only where God is spoken of. */
const COUNTED = [/\b(?:three|two)\s+(?:persons|members|beings|individuals)\b/, /\btres\s+(?:personas|miembros|seres|individuos)\b/];
const GODHEAD = /\b(?:god|godhead|deity|divinity|divine|father|trinity|dios|deidad|divinidad|divin[oa]s?|padre|trinidad)\b/;
/** "The second person" alone: a claim where Christ, the Spirit or God is spoken of, not "the third person in line". */
const ORDINAL = [/\bthe\s+(?:second|third)\s+person\b(?!\s+(?:singular|plural))/, /\bla\s+(?:segunda|tercera)\s+persona\b(?!\s+(?:del\s+)?(?:singular|plural))/];
const DIVINE = /\b(?:god|godhead|deity|divine|father|son|christ|jesus|spirit|ghost|word|lord|trinity|dios|deidad|divinidad|divin[oa]|padre|hijo|cristo|espiritu|verbo|senor|trinidad)\b/;

/** The baptismal formula of Matthew 28:19, as the three titles. */
const FORMULA = [
  /\bnames?\s+of\s+the\s+father,?\s+(?:and\s+)?(?:of\s+)?(?:the\s+)?son,?\s+and\s+(?:of\s+)?(?:the\s+)?holy\s+(?:ghost|spirit)\b/,
  /\bnombres?\s+del\s+padre,?\s+(?:y\s+)?(?:del\s+)?hijo,?\s+y\s+(?:del\s+)?espiritu\s+santo\b/,
];
/** The sentence explains the formula the Oneness way: the one name of Father, Son and Holy Ghost is Jesus. */
const NAME_IS_JESUS = [
  /\bnames?\b[^.;]*?\b(?:is|was|:)\s+(?:the\s+lord\s+)?jesus\b/,
  /\bjesus(?:\s+christ)?\s+is\s+(?:that|the|this|his|their)\s+(?:one\s+)?name\b/,
  /\bname\s+of\s+(?:the\s+lord\s+)?jesus\b|\bjesus'?\s+name\b/,
  /\bnombre\b[^.;]*?\b(?:es|era|:)\s+(?:el\s+senor\s+)?jesu(?:s|cristo)\b/,
  /\bjesu(?:s|cristo)\s+es\s+(?:ese|el|este|su)\s+(?:unico\s+)?nombre\b/,
  /\bnombre\s+de\s+(?:nuestro\s+senor\s+|el\s+senor\s+)?jesu(?:s|cristo)\b/,
  /\bsingular\b|\btitles?\b|\btitulos?\b/,
];
/** An exhortation to be baptized: the formula given to the hearer is a claim, whatever it cites. */
const BAPTIZE_YOU = /\b(?:be|get)\s+baptized\b|\bbaptize\s+you\b|\bbauti[cz](?:ese|ense|ate|arse|arte)\b|\bsean?\s+bautizad[oa]s?\b/;

/** Before a claim in its clause: the sentence denies it, or reports it of others to refute it. */
const DENIED_BEFORE =
  /\b(?:not|no|never|nor|neither|isn'?t|aren'?t|wasn'?t|don'?t|doesn'?t|without|rather than|instead of|den(?:y|ies|ied)|reject(?:s|ed)?|against|false|so-called|man-made|unbiblical|some (?:say|teach|believe|claim)|many (?:say|teach|believe)|others (?:say|teach|believe)|(?:the )?creeds? (?:say|says|teach|teaches)|tradition (?:says|teaches)|nunca|ni|jamas|sin|en lugar de|niega(?:n)?|rechaza(?:n|mos)?|contra|falsa|falso|llamada|algunos (?:dicen|ensenan|creen|afirman)|muchos (?:dicen|ensenan|creen)|otros (?:dicen|ensenan|creen)|(?:los )?credos? (?:dicen|dice|ensenan|ensena)|la tradicion (?:dice|ensena))\b/;
/** After the word "trinity": "…is not in the Bible", "…no aparece en la Biblia". */
const DENIED_AFTER = /^[^,;:]{0,30}?\b(?:is not|isn'?t|was not|never|are not|no es|no esta|no aparece|nunca|no se encuentra|came from|nacio|is foreign|es ajena)\b/;
/** Where one clause ends and another begins: a denial before it does not reach past. */
const CLAUSE_BREAK = /[;:—–()]|,|\b(?:but|yet|however|whereas|pero|sino|mas|aunque)\b/g;

function clauseBefore(sentence: string, index: number): string {
  let start = 0;
  for (const match of sentence.slice(0, index).matchAll(CLAUSE_BREAK)) start = match.index + match[0].length;
  return sentence.slice(start, index);
}

function clauseAfter(sentence: string, end: number): string {
  const rest = sentence.slice(end);
  const next = /[;:—–()]|\b(?:but|yet|however|whereas|pero|sino|mas|aunque)\b/.exec(rest);
  return next ? rest.slice(0, next.index) : rest;
}

/**
 * The text with every quotation of Scripture (checked word for word against the Bible data of the
 * sermon's language) blanked out, so that its words are never read as the preacher's claim.
 */
function withoutScriptureQuotations(text: string, language: Language): string {
  let result = text;
  for (const quotation of quotationsIn(text).reverse()) {
    if (!verbatimVerse(quotation.inner.replace(/^[….\s]+|[….\s]+$/gu, ''), language)) continue;
    result = result.slice(0, quotation.index) + ' “ ” ' + result.slice(quotation.index + quotation.whole.length);
  }
  return result;
}

/** Whether a sentence reports a verse it cites, whose own words hold the phrase ("Matthew 28:19 commands baptism in the name of…"). */
function reportsCitedVerse(original: string, phrase: string, language: Language): boolean {
  const words = wordsOf(phrase).join(' ');
  return citationsIn(original, language).some((citation) => citation.quote && ` ${wordsOf(citation.quote.text).join(' ')} `.includes(` ${words} `));
}

/**
 * The Trinitarian claims a text makes, each as the words that make it ([] for none). Both
 * languages' wordings are read whatever the sermon's language; Scripture is recognized in the
 * sermon's language.
 */
export function trinitarianClaims(text: string, language: Language): string[] {
  const found: string[] = [];
  for (const original of sentences(withoutScriptureQuotations(text, language))) {
    const sentence = foldText(original);
    const claim = (match: RegExpExecArray) => {
      // A denial close before it in its clause: "God is not three persons", not "we stand against sin and worship…".
      const before = clauseBefore(sentence, match.index).split(/\s+/).slice(-9).join(' ');
      if (DENIED_BEFORE.test(before)) return;
      if (/trinit|trinidad|triun|trino|trina/.test(match[0]) && DENIED_AFTER.test(clauseAfter(sentence, match.index + match[0].length))) return;
      found.push(match[0]);
    };
    for (const pattern of CLAIMS) {
      const match = pattern.exec(sentence);
      if (match) claim(match);
    }
    for (const pattern of COUNTED) {
      const match = pattern.exec(sentence);
      if (match && !found.includes(match[0]) && GODHEAD.test(clauseBefore(sentence, match.index) + clauseAfter(sentence, match.index + match[0].length))) claim(match);
    }
    for (const pattern of ORDINAL) {
      const match = pattern.exec(sentence);
      if (match && DIVINE.test(clauseBefore(sentence, match.index) + clauseAfter(sentence, match.index + match[0].length))) claim(match);
    }
    for (const pattern of FORMULA) {
      const match = pattern.exec(sentence);
      if (!match) continue;
      // "The name of the Father, and of the Son, and of the Holy Ghost is Jesus" explains it, and a
      // sentence reporting the verse it cites quotes it; "be baptized in" the titles is a claim unless
      // the sentence itself says the name is Jesus.
      const namesJesus = NAME_IS_JESUS.slice(0, 2).some((rule) => rule.test(sentence)) || NAME_IS_JESUS.slice(3, 5).some((rule) => rule.test(sentence));
      const explains = NAME_IS_JESUS.some((rule) => rule.test(sentence)) || reportsCitedVerse(original, match[0], language);
      if (BAPTIZE_YOU.test(sentence) ? namesJesus : explains) continue;
      claim(match);
    }
  }
  return [...new Set(found)];
}
