import type { Language } from '#shared/languages.ts';
import { foldText } from '../../bible/fold-text.ts';
import { sentences } from './scripture-in-prose.ts';

const ALTAR_CALL = {
  // "baptize", "baptized", "baptism" / "bautícese", "bautizados", "bautismo".
  en: { repentance: /\brepent/, baptism: /\bbapti[zs]\w*\b[^.]*\bname of (the lord )?jesus\b|\bjesus'? name\b[^.]*\bbapti[zs]/, spirit: /\bholy (ghost|spirit)\b/ },
  es: { repentance: /\barrepent|\barrepient[aeo]/, baptism: /\bbauti[zcs]\w*\b[^.]*\bnombre de (nuestro senor )?(jesus|jesucristo)\b/, spirit: /\bespiritu santo\b/ },
} as const;

/**
 * What takes the call back (issue 25, finding 12): repentance, baptism in Jesus' name or the Holy
 * Ghost said to be unneeded, optional, a mere symbol, to be skipped, or any name being as good.
 * Read on folded text, a sentence at a time. "Baptism is not optional", "You don't have to wait:
 * repent today" and "without repentance there is no forgiveness" call, and are not read as this.
 */
const DILUTION = {
  en: [
    /\b(?:need not|needn'?t|no need to|(?:do|does|did) not (?:need|have) to|(?:don|doesn|didn)'?t (?:need|have) to|(?:is|are) not (?:necessary|needed|required) to|(?:is|are) (?:unnecessary|optional) to)\s+(?:\w+\s+){0,2}(?:repent|be baptized|get baptized|be baptised|baptize|receive the holy|be filled|speak in (?:other )?tongues)/,
    /\b(?:baptism|baptized|baptised|repentance|repenting|the holy (?:ghost|spirit)|tongues|jesus'? name|the name)\b[^.;:]{0,40}?\b(?:is|are|was|isn'?t|aren'?t)\s+(?:(?:not|n'?t)\s+(?:really\s+|strictly\s+|absolutely\s+|truly\s+)?(?:necessary|needed|required|essential|mandatory|important|needful|for today|for salvation|for everyone|part of salvation)|optional|unnecessary|up to you|(?:just|only|merely|simply)\s+an?\s+(?:symbol|ritual|formality|tradition|ceremony|outward sign|option)|(?:a\s+)?mere\s+(?:symbol|ritual|formality|tradition))\b/,
    /\boptional (?:baptism|repentance)\b/,
    /\bsaved\b[^.;:]{0,20}\bwithout\b/,
    /\bif you (?:want|wish|like|feel like it)\s*(?:[,.;!]|$)/,
    /\b(?:baptism|being baptized|repentance|the holy (?:ghost|spirit))\b[^.;:]{0,50}\bcan wait\b/,
    /\bwhether (?:or not )?you (?:are |get )?(?:baptized|baptised|repent)\w*/,
    /\b(?:any|whatever) (?:name|formula)\b/,
    /\b(?:name|formula|way you are baptized)\b[^.;:]{0,40}\b(?:does not|doesn'?t) matter\b|\b(?:does not|doesn'?t) matter\b[^.;:]{0,20}\b(?:which|what) (?:name|formula)\b/,
  ],
  es: [
    /\b(?:no hace falta|no (?:es|son) (?:realmente )?(?:necesari[oa]s?|indispensables?|obligatori[oa]s?)|no (?:se )?necesita(?:s|n)?|no (?:tiene|tienes|tienen|tenemos) que|no hay que|no (?:debe|debes|deben) (?:preocuparse|preocuparte) por)\s+(?:\w+\s+){0,2}(?:arrepent|bautiz|bautic|ser bautizad|recibir el espiritu|hablar en (?:otras )?lenguas|ser llen)/,
    /\b(?:bautismo|bautizarse|bautizarte|bautizado|arrepentimiento|arrepentirse|espiritu santo|lenguas|el nombre)\b[^.;:]{0,40}?\b(?:(?<!\bno\s)(?:es|son|era)\s+(?:opcional(?:es)?|innecesari[oa]s?|(?:solo|solamente|simplemente)\s+un[oa]?\s+(?:simbolo|ritual|rito|formalidad|tradicion|ceremonia|opcion)|un\s+(?:simple|mero)\s+(?:simbolo|ritual|rito|formalidad)|cosa suya|para quien quiera)|no\s+(?:es|son)\s+(?:realmente\s+|estrictamente\s+)?(?:necesari[oa]s?|indispensables?|obligatori[oa]s?|esencial(?:es)?|importantes?|requisitos?|para hoy|para salvacion|parte de la salvacion))/,
    /\b(?:bautismo|arrepentimiento) opcional\b/,
    /\bsalv[oa]s?\b[^.;:]{0,20}\bsin\b/,
    /\bsi (?:usted |tu )?(?:quiere|quieres|desea|deseas|gusta|lo desea|lo deseas)\s*(?:[,.;!]|$)/,
    /\b(?:bautismo|bautizarse|arrepentimiento|espiritu santo)\b[^.;:]{0,50}\bpuede esperar\b/,
    /\bcon o sin\b|\b(?:se bautice|te bautices|se arrepienta|te arrepientas) o no\b/,
    /\bcualquier(?:a)? (?:nombre|formula)\b/,
    /\b(?:nombre|formula|forma)\b[^.;:]{0,40}\b(?:no importa|da igual)\b|\b(?:no importa|da igual)\b[^.;:]{0,20}\b(?:el nombre|la formula|en que nombre)\b/,
  ],
} as const;

/** The sentences of a text that take the call back: "you need not repent or be baptized", «no hace falta bautizarse». */
export function dilutedSentences(text: string, language: Language): string[] {
  // Both languages' wordings are read: a draft may slip into the other.
  const rules = [...DILUTION[language], ...DILUTION[language === 'en' ? 'es' : 'en']];
  return sentences(text).filter((sentence) => {
    const folded = foldText(sentence);
    return rules.some((rule) => rule.test(folded));
  });
}

/**
 * What the altar call lacks: repentance, baptism in the name of Jesus, the Holy Ghost (Acts 2:38).
 * Only sentences that call count: a part named in a sentence that takes it back is missing.
 */
export function altarCallGaps(conclusion: string, language: Language): Array<'repentance' | 'baptism' | 'spirit'> {
  const diluted = new Set(dilutedSentences(conclusion, language));
  const folded = foldText(
    sentences(conclusion)
      .filter((sentence) => !diluted.has(sentence))
      .join(' '),
  );
  const rules = ALTAR_CALL[language];
  return (['repentance', 'baptism', 'spirit'] as const).filter((part) => !rules[part].test(folded));
}

const STOPWORDS = {
  en: new Set('the and of to in that is was for with he his as it be this you not are by they we on but all shall unto have from which when will our your who'.split(' ')),
  es: new Set('el la los las de del y que en un una es por con para su sus se al lo como mas pero no nos le les fue este esta todo todos nuestro cuando porque'.split(' ')),
} as const;

/**
 * The language the prose is written in, by its common words, or null when there is too little
 * text to tell. A simple ratio is enough to tell English from Spanish.
 */
export function proseLanguage(text: string): Language | null {
  const words = foldText(text).match(/\p{L}+/gu) ?? [];
  let en = 0;
  let es = 0;
  for (const word of words) {
    if (STOPWORDS.en.has(word)) en += 1;
    if (STOPWORDS.es.has(word)) es += 1;
  }
  if (en + es < 8) return null;
  if (en > es * 2) return 'en';
  if (es > en * 2) return 'es';
  return null;
}
