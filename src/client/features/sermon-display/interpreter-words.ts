import type { Language } from '#shared/languages.ts';
import type { ScriptNote } from './interpreter-script.ts';

/**
 * The words the interpreter's script puts around the two sermons, in one language: the Word
 * file's (the preacher's sermon's language, like the congregation's pack) or the page's (for what
 * the page says was left out). The sermons' own headings come from sermon-headings.ts.
 */
interface ScriptWords {
  heading: string;
  /** The one-line way to read the script, at its top. */
  howTo: string;
  preacher: (language: string) => string;
  interpreter: (language: string) => string;
  languageName: Record<Language, string>;
  notesHeading: string;
  note: (note: ScriptNote) => string;
}

const ENGLISH: ScriptWords = {
  heading: "Interpreter's script",
  howTo: 'Read across each row: the preacher says a line and pauses at each ‖; the interpreter says the line beside it. Scripture is read from each Bible, verse by verse.',
  preacher: (language) => `Preacher (${language})`,
  interpreter: (language) => `Interpreter (${language})`,
  languageName: { en: 'English', es: 'Spanish' },
  notesHeading: 'Left out and notes',
  note: (note) => {
    const name = ENGLISH.languageName[note.language];
    switch (note.kind) {
      case 'title-missing':
        return `The ${name} sermon has no title.`;
      case 'section-empty':
        return `The ${name} sermon's ${{ 'main-passage': 'main passage', introduction: 'introduction', illustrations: 'illustrations', conclusion: 'conclusion' }[note.section]} is empty.`;
      case 'point-missing':
        return `Point ${note.point} is only in the other sermon; the ${name} column is empty there.`;
      case 'point-without-passage':
        return `Point ${note.point} of the ${name} sermon has no passage.`;
      case 'verses-not-quoted':
        return `The ${name} sermon quotes only part of ${note.reference} (${note.shown}); the other verses are not here.`;
      case 'verses-numbered-differently':
        return `${note.reference} and ${note.otherReference} divide their verses differently: they are paired by place, and the last row holds the rest.`;
    }
  },
};

// Each section with the words that say it is empty, agreeing in gender and number.
const SPANISH_SECTIONS = {
  'main-passage': 'Falta el pasaje principal',
  introduction: 'Falta la introducción',
  illustrations: 'Faltan las ilustraciones',
  conclusion: 'Falta la conclusión',
} as const;

const SPANISH: ScriptWords = {
  heading: 'Guion del intérprete',
  howTo: 'Lea cada fila de lado a lado: el predicador dice una línea y hace una pausa en cada ‖; el intérprete dice la línea de al lado. La Escritura se lee de cada Biblia, versículo por versículo.',
  preacher: (language) => `Predicador (${language})`,
  interpreter: (language) => `Intérprete (${language})`,
  languageName: { en: 'inglés', es: 'español' },
  notesHeading: 'Lo que quedó fuera y notas',
  note: (note) => {
    const name = SPANISH.languageName[note.language];
    switch (note.kind) {
      case 'title-missing':
        return `El sermón en ${name} no tiene título.`;
      case 'section-empty':
        return `${SPANISH_SECTIONS[note.section]} del sermón en ${name}.`;
      case 'point-missing':
        return `El punto ${note.point} está solo en el otro sermón; la columna en ${name} queda vacía allí.`;
      case 'point-without-passage':
        return `El punto ${note.point} del sermón en ${name} no tiene pasaje.`;
      case 'verses-not-quoted':
        return `El sermón en ${name} cita solo una parte de ${note.reference} (${note.shown}); los demás versículos no están aquí.`;
      case 'verses-numbered-differently':
        return `${note.reference} y ${note.otherReference} dividen sus versículos de otro modo: van emparejados por lugar, y la última fila lleva el resto.`;
    }
  },
};

export function scriptWords(language: Language): ScriptWords {
  return language === 'es' ? SPANISH : ENGLISH;
}
