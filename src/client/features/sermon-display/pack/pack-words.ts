import type { Language } from '#shared/languages.ts';
import type { SermonDocument } from '#shared/sermon-document.ts';

/**
 * The few words the congregation's pack (slides and handout) puts around the sermon's own words,
 * in the sermon's language (like sermon-headings.ts, not the page catalogs: the files speak the
 * sermon's language whatever the page's). Spanish speaks with usted to adults and tú to youth and
 * children, like the sermon (product §2 The offline engine); the small-group questions speak to a
 * group (ustedes) and to each person in that register.
 */
type PackRegister = 'en' | 'es-usted' | 'es-tu';

export function packRegister(document: Pick<SermonDocument, 'language' | 'audienceType'>): PackRegister {
  if (document.language === 'en') return 'en';
  return document.audienceType === 'youth' || document.audienceType === 'children' ? 'es-tu' : 'es-usted';
}

/**
 * Acts 2:38 as each Bible prints it (KJV, Reina-Valera 1909): the altar call's verse on the last
 * slide. A test checks both against the Bible data word for word.
 */
export const ALTAR_CALL_VERSE: Record<Language, { reference: string; text: string }> = {
  en: {
    reference: 'Acts 2:38',
    text: 'Then Peter said unto them, Repent, and be baptized every one of you in the name of Jesus Christ for the remission of sins, and ye shall receive the gift of the Holy Ghost.',
  },
  es: {
    reference: 'Hechos 2:38',
    text: 'Y Pedro les dice: Arrepentíos, y bautícese cada uno de vosotros en el nombre de Jesucristo para perdón de los pecados; y recibiréis el don del Espíritu Santo.',
  },
};

/** Something an export could not hold or had to shorten; every file says so (issue 27, bad input). */
export type LeftOut =
  | { kind: 'title-missing' }
  | { kind: 'main-passage-missing' }
  /** The sermon itself quotes only some verses of a long passage (`shown`). */
  | { kind: 'verses-not-quoted'; reference: string; shown: string }
  /** The handout prints the first verses of a long passage: `printed` names them. */
  | { kind: 'verses-not-printed'; reference: string; printed: string; firstWordsOnly?: boolean }
  | { kind: 'heading-shortened'; point: number }
  | { kind: 'no-key-word'; point: number }
  | { kind: 'application-shortened'; point: number };

interface PackWords {
  sermon: string;
  point: (n: number) => string;
  altarCallHeading: string;
  altarCallSteps: [string, string, string];
  leftOutHeading: string;
  leftOut: (item: LeftOut) => string;
  handout: {
    pastorCopy: string;
    passage: string;
    outline: string;
    notes: string;
    questions: string;
    readInBible: (reference: string) => string;
    questionReadTogether: (reference: string) => string;
    questionApplication: (heading: string, sentence: string) => string;
    questionPassage: (reference: string, heading: string) => string;
    questionHeading: (heading: string) => string;
    questionStep: string;
    questionFallback: [string, string, string];
  };
  children: {
    memoryVerse: string;
    missingWord: string;
    wordBank: string;
    draw: string;
    drawPrompt: string;
    talk: string;
    talkRead: (reference: string) => string;
    talkWord: (word: string) => string;
    talkObey: string;
    talkFallback: [string, string];
    pray: string;
    prayer: string;
  };
}

const ENGLISH: PackWords = {
  sermon: 'Sermon',
  point: (n) => `Point ${n}`,
  altarCallHeading: 'Respond to God today',
  altarCallSteps: ['Repent of your sins', 'Be baptized in the name of Jesus Christ', 'Receive the gift of the Holy Ghost'],
  leftOutHeading: 'Left out',
  leftOut: (item) => {
    switch (item.kind) {
      case 'title-missing':
        return 'The sermon has no title.';
      case 'main-passage-missing':
        return 'The sermon has no main passage.';
      case 'verses-not-quoted':
        return `The sermon quotes only part of ${item.reference} (${item.shown}); the other verses are not here.`;
      case 'verses-not-printed':
        return item.firstWordsOnly ? `Only the first words of ${item.printed} are printed here.` : `Only ${item.printed} is printed here, out of ${item.reference}.`;
      case 'heading-shortened':
        return `The heading of point ${item.point} is shortened.`;
      case 'no-key-word':
        return `Point ${item.point} has no word to fill in.`;
      case 'application-shortened':
        return `A question quotes only the first words of point ${item.point}'s application.`;
    }
  },
  handout: {
    pastorCopy: "Pastor's copy: answers filled in",
    passage: 'Scripture',
    outline: 'Outline: fill in the blanks',
    notes: 'Notes',
    questions: 'Small-group questions',
    readInBible: (reference) => `Read the whole passage in your Bible: ${reference}.`,
    questionReadTogether: (reference) => `Read ${reference} together. What does it say, and which words stand out to you?`,
    questionApplication: (heading, sentence) => `“${heading}”: the sermon applied it this way: “${sentence}” What would that look like in your life this week?`,
    questionPassage: (reference, heading) => `Read ${reference}. How does it show “${heading}”?`,
    questionHeading: (heading) => `What did the message say about “${heading}”, and what does it mean for you?`,
    questionStep: 'What one step will you take this week, and how can the group pray for you?',
    questionFallback: ['Which verse or thought from the message stays with you?', 'What did the message teach you about God?', 'What would change in your week if you lived it?'],
  },
  children: {
    memoryVerse: 'Our Bible verse',
    missingWord: 'Find the missing word',
    wordBank: 'Words to use',
    draw: 'Draw a picture',
    drawPrompt: 'Draw what you learned today.',
    talk: 'Talk with your family',
    talkRead: (reference) => `Read ${reference} with someone at home. What does it say?`,
    talkWord: (word) => `What does “${word}” mean? Ask a grown-up to help you.`,
    talkObey: 'How can you obey Jesus this week?',
    talkFallback: ['What did you learn about Jesus today?', 'What would you like to say to Jesus?'],
    pray: 'Pray',
    prayer: 'Thank Jesus for His Word, and ask Him to help you live it this week.',
  },
};

// Spanish for adults (usted) and for youth and children (tú): only the sentences that speak to one
// person differ.
function spanish(tu: boolean): PackWords {
  return {
    sermon: 'Sermón',
    point: (n) => `Punto ${n}`,
    altarCallHeading: tu ? 'Responde hoy a Dios' : 'Responda hoy a Dios',
    altarCallSteps: tu
      ? ['Arrepiéntete de tus pecados', 'Bautízate en el nombre de Jesucristo', 'Recibe el don del Espíritu Santo']
      : ['Arrepiéntase de sus pecados', 'Bautícese en el nombre de Jesucristo', 'Reciba el don del Espíritu Santo'],
    leftOutHeading: 'Lo que quedó fuera',
    leftOut: (item) => {
      switch (item.kind) {
        case 'title-missing':
          return 'El sermón no tiene título.';
        case 'main-passage-missing':
          return 'El sermón no tiene pasaje principal.';
        case 'verses-not-quoted':
          return `El sermón cita solo una parte de ${item.reference} (${item.shown}); los demás versículos no están aquí.`;
        case 'verses-not-printed':
          return item.firstWordsOnly ? `Aquí se imprimen solo las primeras palabras de ${item.printed}.` : `Aquí se imprime solo ${item.printed}, de ${item.reference}.`;
        case 'heading-shortened':
          return `El encabezado del punto ${item.point} está abreviado.`;
        case 'no-key-word':
          return `El punto ${item.point} no tiene palabra para completar.`;
        case 'application-shortened':
          return `Una pregunta cita solo las primeras palabras de la aplicación del punto ${item.point}.`;
      }
    },
    handout: {
      pastorCopy: 'Copia del pastor: con las respuestas',
      passage: 'Escritura',
      outline: tu ? 'Bosquejo: completa los espacios' : 'Bosquejo: complete los espacios',
      notes: 'Notas',
      questions: 'Preguntas para el grupo pequeño',
      readInBible: (reference) => (tu ? `Lee el pasaje completo en tu Biblia: ${reference}.` : `Lea el pasaje completo en su Biblia: ${reference}.`),
      questionReadTogether: (reference) => `Lean juntos ${reference}. ¿Qué dice, y qué palabras ${tu ? 'te' : 'le'} llaman la atención?`,
      questionApplication: (heading, sentence) => `«${heading}»: el sermón lo aplicó así: «${sentence}» ¿Cómo se vería eso en ${tu ? 'tu' : 'su'} vida esta semana?`,
      questionPassage: (reference, heading) => `Lean ${reference}. ¿Cómo muestra «${heading}»?`,
      questionHeading: (heading) => `¿Qué dijo el mensaje sobre «${heading}», y qué significa para ${tu ? 'ti' : 'usted'}?`,
      questionStep: tu ? '¿Qué paso darás esta semana, y cómo puede el grupo orar por ti?' : '¿Qué paso dará usted esta semana, y cómo puede el grupo orar por usted?',
      questionFallback: tu
        ? ['¿Qué versículo o idea del mensaje se queda contigo?', '¿Qué te enseñó el mensaje acerca de Dios?', '¿Qué cambiaría en tu semana si lo vivieras?']
        : ['¿Qué versículo o idea del mensaje se queda con usted?', '¿Qué le enseñó el mensaje acerca de Dios?', '¿Qué cambiaría en su semana si lo viviera?'],
    },
    // The children's page always speaks with tú (product §2: tú for children).
    children: {
      memoryVerse: 'Nuestro versículo',
      missingWord: 'Encuentra la palabra que falta',
      wordBank: 'Palabras para usar',
      draw: 'Haz un dibujo',
      drawPrompt: 'Dibuja lo que aprendiste hoy.',
      talk: 'Habla con tu familia',
      talkRead: (reference) => `Lee ${reference} con alguien en casa. ¿Qué dice?`,
      talkWord: (word) => `¿Qué quiere decir «${word}»? Pide a un adulto que te ayude.`,
      talkObey: '¿Cómo puedes obedecer a Jesús esta semana?',
      talkFallback: ['¿Qué aprendiste hoy acerca de Jesús?', '¿Qué te gustaría decirle a Jesús?'],
      pray: 'Ora',
      prayer: 'Dale gracias a Jesús por su Palabra, y pídele que te ayude a vivirla esta semana.',
    },
  };
}

const WORDS: Record<PackRegister, PackWords> = { en: ENGLISH, 'es-usted': spanish(false), 'es-tu': spanish(true) };

function packWords(register: PackRegister): PackWords {
  return WORDS[register];
}

/** The pack's words for a sermon: its language, and in Spanish the register its audience is spoken to in. */
export function packWordsFor(document: Pick<SermonDocument, 'language' | 'audienceType'>): PackWords {
  return WORDS[packRegister(document)];
}

/** What an export left out, one sentence each, in a language (the file's, or the page's on screen). */
export function describeLeftOut(items: readonly LeftOut[], language: Language): string[] {
  const words = packWords(language === 'en' ? 'en' : 'es-usted');
  return items.map((item) => words.leftOut(item));
}
