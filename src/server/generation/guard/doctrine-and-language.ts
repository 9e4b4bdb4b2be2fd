import type { Language } from '#shared/languages.ts';
import { foldText } from '../../bible/fold-text.ts';

const ALTAR_CALL = {
  // "baptize", "baptized", "baptism" / "bautícese", "bautizados", "bautismo".
  en: { repentance: /\brepent/, baptism: /\bbapti[zs]\w*\b[^.]*\bname of (the lord )?jesus\b|\bjesus'? name\b[^.]*\bbapti[zs]/, spirit: /\bholy (ghost|spirit)\b/ },
  es: { repentance: /\barrepent|\barrepient[aeo]/, baptism: /\bbauti[zcs]\w*\b[^.]*\bnombre de (nuestro senor )?(jesus|jesucristo)\b/, spirit: /\bespiritu santo\b/ },
} as const;

/** What the altar call lacks: repentance, baptism in the name of Jesus, the Holy Ghost (Acts 2:38). */
export function altarCallGaps(conclusion: string, language: Language): Array<'repentance' | 'baptism' | 'spirit'> {
  const folded = foldText(conclusion);
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
