import type { SermonDocument } from '#shared/sermon-document.ts';

// The sample sermons every unit test shares (display, copy, PDF, Word, the preaching sections,
// the shared block rendering): one English document with two points (one without a passage) and
// notes, and its Spanish counterpart. A test that needs something else says so in overrides.

/** A sample English sermon document for the unit tests. */
export function englishDocument(overrides: Partial<SermonDocument> = {}): SermonDocument {
  return {
    schemaVersion: 1,
    title: 'The New Birth',
    mainPassage: { reference: 'John 3:5', text: 'Except a man be born of water and of the Spirit, he cannot enter into the kingdom of God.' },
    introduction: 'Jesus spoke with Nicodemus by night.\n\n“Except a man be born of water and of the Spirit…” (John 3:5)\nToday we look at what that means.',
    points: [
      { heading: 'Born of water', passage: { reference: 'Acts 2:38', text: 'Repent, and be baptized every one of you' }, explanation: 'Peter preached baptism in Jesus name.', application: 'Have you obeyed?' },
      { heading: 'Born of the Spirit', passage: null, explanation: 'The Spirit gives new life.', application: 'Seek the infilling.' },
    ],
    illustrations: 'A seed must die before it grows.',
    conclusion: 'Be born again today.',
    notes: 'Private: mention the Tuesday baptism.',
    language: 'en',
    audienceType: 'general',
    languageStyle: 'simple',
    engine: 'test',
    ...overrides,
  };
}

export function spanishDocument(overrides: Partial<SermonDocument> = {}): SermonDocument {
  return englishDocument({
    title: '¿Qué es el nuevo nacimiento?',
    mainPassage: { reference: 'Juan 3:5', text: 'El que no naciere de agua y del Espíritu, no puede entrar en el reino de Dios.' },
    introduction: 'Jesús habló con Nicodemo de noche.\n«El que no naciere de agua y del Espíritu» (Juan 3:5)\nVeamos qué significa.',
    points: [{ heading: 'Nacer del agua', passage: { reference: 'Hechos 2:38', text: 'Arrepentíos, y bautícese cada uno de vosotros' }, explanation: 'Pedro predicó el bautismo.', application: '¿Ha obedecido usted?' }],
    illustrations: 'Una semilla debe morir para crecer.',
    conclusion: '',
    notes: '',
    language: 'es',
    ...overrides,
  });
}
