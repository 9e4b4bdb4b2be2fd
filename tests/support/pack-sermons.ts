import { withPassageVerseStarts, withVerseStarts } from '../../src/server/bible/passage-verse-starts.ts';
import { quoteReference } from '../../src/server/bible/quote-reference.ts';
import type { Language } from '../../src/shared/languages.ts';
import type { SermonDocument, SermonPassage } from '../../src/shared/sermon-document.ts';
import { englishDocument } from './test-sermons.ts';

// Sermons for the congregation's pack (slides and handout, issue 27): their passages are quoted
// from the Bible data as the server quotes them, with the verse starts every answer carries, and
// the Spanish one is the English one's twin: the same outline, every passage from RV1909 for the
// same reference.

/** A passage as the server quotes it for a sermon in `language`. */
export function biblePassage(reference: string, language: Language): SermonPassage {
  const quoted = quoteReference(reference, language);
  if (!quoted) throw new Error(`No such passage: ${reference}`);
  return withPassageVerseStarts({ reference: quoted.reference, text: quoted.text, ...(quoted.shown ? { shown: quoted.shown } : {}) }, language);
}

/** An English sermon on the lost son: a 22-verse main passage, a verse of 3, one of 1, and a point without a passage. */
export function prodigalSermon(overrides: Partial<SermonDocument> = {}): SermonDocument {
  return withVerseStarts(
    englishDocument({
      title: 'The Lost Son Comes Home',
      mainPassage: biblePassage('Luke 15:11-32', 'en'),
      introduction: 'Jesus told of a father and two sons.',
      points: [
        {
          heading: 'A son who wasted his substance',
          passage: biblePassage('Luke 15:11-13', 'en'),
          explanation: 'The younger son asked for his share and left.\n“substance”: all he had, his living, given by his father.',
          application: 'Count what God has given you. Do not waste it far from Him.',
        },
        { heading: 'A father who ran to meet him', passage: biblePassage('Luke 15:20', 'en'), explanation: 'The father saw him a great way off, and ran.', application: 'Come home today. The Father is watching the road.' },
        { heading: 'The joy of the house', passage: null, explanation: 'There was music and dancing.', application: '' },
      ],
      illustrations: 'A porch light left on every night.',
      conclusion: 'Repent, be baptized in the name of Jesus Christ, and receive the Holy Ghost (Acts 2:38).',
      notes: 'Private: call the Hendersons.',
      audienceType: 'general',
      languageStyle: 'standard',
      ...overrides,
    }),
  );
}

/** The Spanish twin of prodigalSermon: the same references from the Reina-Valera 1909, the prose in Spanish (usted). */
export function prodigalTwin(overrides: Partial<SermonDocument> = {}): SermonDocument {
  return withVerseStarts(
    prodigalSermon({
      title: 'El hijo perdido vuelve a casa',
      mainPassage: biblePassage('Luke 15:11-32', 'es'),
      introduction: 'Jesús habló de un padre y dos hijos.',
      points: [
        {
          heading: 'Un hijo que desperdició su hacienda',
          passage: biblePassage('Luke 15:11-13', 'es'),
          explanation: 'El hijo menor pidió su parte y se fue.\n«hacienda»: todo lo que tenía, lo que su padre le dio.',
          application: 'Cuente lo que Dios le ha dado. No lo desperdicie lejos de Él.',
        },
        { heading: 'Un padre que corrió a su encuentro', passage: biblePassage('Luke 15:20', 'es'), explanation: 'El padre lo vio de lejos, y corrió.', application: 'Vuelva a casa hoy. El Padre mira el camino.' },
        { heading: 'El gozo de la casa', passage: null, explanation: 'Hubo música y danzas.', application: '' },
      ],
      illustrations: 'Una luz encendida en el portal cada noche.',
      conclusion: 'Arrepiéntase, bautícese en el nombre de Jesucristo y reciba el Espíritu Santo (Hechos 2:38).',
      notes: '',
      language: 'es',
      ...overrides,
    }),
  );
}

/** A sermon edited down to nothing: no title, no passage, one empty point. */
export function emptySermon(language: Language = 'en'): SermonDocument {
  return englishDocument({
    title: '',
    mainPassage: { reference: '', text: '' },
    introduction: '',
    points: [{ heading: '', passage: null, explanation: '', application: '' }],
    illustrations: '',
    conclusion: '',
    notes: '',
    language,
  });
}

/** Every limit at once: a 40-verse main passage, a passage longer than the 40 verses a sermon quotes, six points, 20,000-character sections. */
export function oversizedSermon(language: Language = 'en'): SermonDocument {
  const long = (word: string) => `${`${word} `.repeat(Math.ceil(20_000 / (word.length + 1)))}`.slice(0, 20_000).trim();
  const heading = language === 'es' ? 'Por la fe anduvieron' : 'By faith they walked';
  return withVerseStarts(
    englishDocument({
      title: (language === 'es' ? 'La fe que pasa por las aguas y por el fuego ' : 'Faith that walks through the waters and the fire ').repeat(5).slice(0, 200).trim(),
      mainPassage: biblePassage(language === 'es' ? 'Hebreos 11' : 'Hebrews 11', language),
      introduction: long('faith'),
      points: Array.from({ length: 6 }, (_, index) => ({
        heading: `${heading} ${long('faith')}`.slice(0, 20_000),
        passage: index === 0 ? biblePassage('Psalm 119', language) : index === 1 ? null : biblePassage(`Hebrews 11:${index + 1}`, language),
        explanation: long('faith'),
        application: long('believe'),
      })),
      illustrations: long('story'),
      conclusion: long('come'),
      notes: long('note'),
      language,
    }),
  );
}
