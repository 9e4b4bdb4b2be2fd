import type { Language } from '#shared/languages.ts';
import { pdfFileName } from '../pdf-file-name.ts';
import type { HandoutKind } from './handout-kinds.ts';

// Each file says what it is in the sermon's language, after the title (product §5's letters-only rule).
const SUFFIXES: Record<Language, { slides: string; handout: Record<HandoutKind, string>; both: string }> = {
  en: { slides: 'slides', handout: { congregation: 'handout', pastor: 'handout_pastor', children: 'handout_children' }, both: 'en_es' },
  es: { slides: 'diapositivas', handout: { congregation: 'hoja', pastor: 'hoja_pastor', children: 'hoja_niños' }, both: 'es_en' },
};

/** The title's letters and digits, or the word "sermon" when it has none. */
function base(title: string, language: Language): string {
  const name = pdfFileName(title).replace(/\.pdf$/, '');
  return /[\p{L}\p{N}]/u.test(name) ? name : language === 'es' ? 'Sermón' : 'Sermon';
}

/** `The_New_Birth_slides.pptx`, `El_nuevo_nacimiento_diapositivas_es_en.pptx` with the twin. */
export function slidesFileName(title: string, language: Language, bilingual = false): string {
  const words = SUFFIXES[language];
  return `${base(title, language)}_${words.slides}${bilingual ? `_${words.both}` : ''}.pptx`;
}

/** `The_New_Birth_handout_pastor.pdf`, `El_nuevo_nacimiento_hoja_niños.docx`. */
export function handoutFileName(title: string, language: Language, kind: HandoutKind, format: 'pdf' | 'docx', bilingual = false): string {
  const words = SUFFIXES[language];
  return `${base(title, language)}_${words.handout[kind]}${bilingual ? `_${words.both}` : ''}.${format}`;
}

/** `The_New_Birth_interpreter_en_es.docx`, `El_nuevo_nacimiento_guion_interprete_es_en.docx`: always both languages. */
export function interpreterScriptFileName(title: string, language: Language): string {
  return `${base(title, language)}_${language === 'es' ? 'guion_interprete' : 'interpreter'}_${SUFFIXES[language].both}.docx`;
}
