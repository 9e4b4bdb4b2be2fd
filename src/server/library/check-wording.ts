import type { Language } from '#shared/languages.ts';

/** The quotations of a text: “…” in English, «…» (or “…”) in Spanish. Scripture only, checked word for word. */
export function quotationsIn(text: string, language: Language): string[] {
  const pattern = language === 'es' ? /«([^»]+)»|“([^”]+)”/g : /“([^”]+)”/g;
  return [...text.matchAll(pattern)].map((match) => (match[1] ?? match[2])!);
}

const withoutQuotations = (text: string) => text.replace(/«[^»]*»|“[^”]*”/g, ' ');

const words = (text: string) => text.toLowerCase().match(/\p{L}+/gu) ?? [];
const ENGLISH = new Set('the and of to that is for with his he it was this they who not be are you we our them their from have will'.split(' '));
const SPANISH = new Set('el la los las del que y en un una es por con para su sus se lo al como más pero nos nuestro nuestra está son fue'.split(' '));

/**
 * Wording that one God revealed in Jesus Christ rules out (decision 0026): the library never speaks
 * of a trinity or of divine persons, in any wording it can be caught in.
 */
const TRINITARIAN = [
  /\btrinit/i,
  /\btriune\b/i,
  /\bthree (divine )?persons\b/i,
  /\b(divine|distinct) persons\b/i,
  /\bpersons? (of|in) the godhead\b/i,
  /\bgod the son\b/i,
  /\bgod the (holy )?(ghost|spirit)\b/i,
  /\b(second|third|first) person (of|in)\b/i,
  /\bco-?eternal\b/i,
  /\beternal son\b/i,
  /\btrinidad\b/i,
  /\btrin[oa]\b/i,
  /\btres personas\b/i,
  /\bpersonas divinas\b/i,
  /\bdios hijo\b/i,
  /\bdios esp[ií]ritu santo\b/i,
  /\b(primera|segunda|tercera) persona de\b/i,
  /\bcoeterno\b/i,
  /\bhijo eterno\b/i,
];

/** Tú forms (after quotations are set aside: the RV1909 says "tú" to God and to Israel). */
const TU = /(?<!\p{L})(tú|tu|tus|ti|contigo|te|eres|estás|tienes|puedes|sabes|quieres|necesitas|vienes|vas|haces|sientes)(?!\p{L})/iu;
const USTED = /(?<!\p{L})usted(?!\p{L})/iu;

/**
 * What is wrong with one text of an entry: the other language, Trinitarian wording, straight
 * quotes, and the Spanish register of its field: usted for adults and evangelistic applications,
 * tú for youth and children, and no singular "you" at all in what every room hears (exposition,
 * introduction, conclusion…), so that one text serves every register.
 */
export function checkWording(text: string, language: Language, field: string): string[] {
  const problems: string[] = [];
  if (/"/.test(text)) problems.push('uses straight quotes: quotations of Scripture go in “ ” (English) or « » (Spanish)');
  const all = words(withoutQuotations(text));
  if (all.length >= 12) {
    const english = all.filter((word) => ENGLISH.has(word)).length;
    const spanish = all.filter((word) => SPANISH.has(word)).length;
    if (language === 'en' && spanish >= english) problems.push('does not read as English');
    if (language === 'es' && english >= spanish) problems.push('does not read as Spanish');
  }
  for (const pattern of TRINITARIAN) if (pattern.test(text)) problems.push(`Trinitarian wording (${pattern.source})`);
  if (language === 'es') {
    const own = withoutQuotations(text);
    const familiar = field === 'application.youth' || field === 'application.children';
    const formal = field === 'application.adults' || field === 'application.evangelistic';
    const tu = TU.exec(own);
    const usted = USTED.exec(own);
    if (formal && tu) problems.push(`says «${tu[0]}» where the room is addressed as usted`);
    if (familiar && usted) problems.push(`says «${usted[0]}» where the room is addressed as tú`);
    if (!formal && !familiar && (tu || usted)) problems.push(`says «${(tu ?? usted)![0]}»: this text is heard in every register (use nosotros or ustedes)`);
  }
  return problems;
}
