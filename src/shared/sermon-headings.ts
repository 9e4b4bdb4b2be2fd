import type { Language } from './languages.ts';

/** Section headings of a sermon, in the sermon's own language (not the page's). */
interface SermonHeadings {
  mainScripture: string;
  introduction: string;
  mainPoints: string;
  /** point(1) → 'Point 1' / 'Punto 1'. */
  point: (n: number) => string;
  illustrations: string;
  conclusion: string;
  notes: string;
}

// Kept here rather than in the page catalogs: every rendering of a sermon (view, copy, PDF and the
// exports to come, on either side) labels it in the sermon's language, whatever the page's.
const HEADINGS: Record<Language, SermonHeadings> = {
  en: {
    mainScripture: 'Main scripture',
    introduction: 'Introduction',
    mainPoints: 'Main Points',
    point: (n) => `Point ${n}`,
    illustrations: 'Illustrations',
    conclusion: 'Conclusion',
    notes: 'Notes',
  },
  es: {
    mainScripture: 'Pasaje principal',
    introduction: 'Introducción',
    mainPoints: 'Puntos principales',
    point: (n) => `Punto ${n}`,
    illustrations: 'Ilustraciones',
    conclusion: 'Conclusión',
    notes: 'Notas',
  },
};

export function sermonHeadings(language: Language): SermonHeadings {
  return HEADINGS[language];
}
