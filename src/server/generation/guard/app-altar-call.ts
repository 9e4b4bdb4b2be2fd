import type { AudienceType, LanguageStyle } from '#shared/constants.ts';
import type { Language } from '#shared/languages.ts';
import { composerText } from '../../content/content-files.ts';
import type { Register } from '../../content/composer-schema.ts';
import { seededChooser } from '../offline/seeded-random.ts';

/** What the preacher is told in the sermon's notes when the app's altar call was added (issue 19). */
const ALTAR_CALL_NOTE = {
  en: "The app added its altar call because the draft's did not call to repentance, baptism in Jesus' name and the Holy Ghost.",
  es: 'La aplicación añadió su llamado al altar porque el del borrador no llamaba al arrepentimiento, al bautismo en el nombre de Jesús y al Espíritu Santo.',
} as const;

/** The note when the app's altar call took the place of the draft's, which took the call back (issue 25). */
const REPLACED_NOTE = {
  en: "The app's altar call replaces the draft's, which said repentance, baptism in Jesus' name or the Holy Ghost could be done without.",
  es: 'El llamado al altar de la aplicación reemplaza al del borrador, que decía que el arrepentimiento, el bautismo en el nombre de Jesús o el Espíritu Santo podían omitirse.',
} as const;

const registerFor = (audience: AudienceType): Register => (audience === 'youth' || audience === 'children' ? 'familiar' : audience === 'womens' ? 'feminine' : 'formal');

/**
 * The app's own verified altar call (repentance, baptism in the name of Jesus Christ, the Holy Ghost:
 * Acts 2:38), as the offline composer words it for this audience, style and language
 * (data/content/composer.json `altarCall`), and the note that says it was added.
 */
export function appAltarCall(input: { language: Language; audienceType: AudienceType; languageStyle: LanguageStyle; title: string; scripture: string }, replacing = false): { text: string; note: string } {
  const { language, audienceType: audience, languageStyle: style } = input;
  const variants = composerText(language).altarCall[audience === 'children' ? 'simple' : style][registerFor(audience)];
  const chooser = seededChooser(JSON.stringify(['altar-call', input.title.toLowerCase(), input.scripture.toLowerCase(), audience, language, style]));
  return { text: chooser.pick(variants), note: (replacing ? REPLACED_NOTE : ALTAR_CALL_NOTE)[language] };
}
