import type { Sermon } from '#shared/sermon.ts';

/** Sample sermons in the server's text format, for the unit tests. */
export function englishSermon(overrides: Partial<Sermon> = {}): Sermon {
  return {
    id: 's-en',
    title: 'The New Birth',
    mainScripture: 'John 3:5',
    introduction: 'Jesus spoke with Nicodemus by night.\n\n“Except a man be born of water and of the Spirit…” (John 3:5)\nToday we look at what that means.',
    points: [
      'Born of water\nActs 2:38 — “Repent, and be baptized every one of you”\nPeter preached baptism in Jesus name.\nHave you obeyed?',
      'Born of the Spirit\nThe Spirit gives new life.\nSeek the infilling.',
    ],
    illustrations: 'A seed must die before it grows.',
    conclusion: 'Be born again today.',
    language: 'en',
    audienceType: 'general',
    languageStyle: 'simple',
    engine: 'test',
    verses: [
      { reference: 'Acts 2:38', text: 'Repent, and be baptized every one of you' },
      { reference: 'John 3:5', text: 'Except a man be born of water and of the Spirit, he cannot enter into the kingdom of God.' },
    ],
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  } as Sermon;
}

export function spanishSermon(overrides: Partial<Sermon> = {}): Sermon {
  return englishSermon({
    id: 's-es',
    title: '¿Qué es el nuevo nacimiento?',
    mainScripture: 'Juan 3:5',
    introduction: 'Jesús habló con Nicodemo de noche.\n«El que no naciere de agua y del Espíritu» (Juan 3:5)\nVeamos qué significa.',
    points: ['Nacer del agua\nHechos 2:38 — “Arrepentíos, y bautícese cada uno de vosotros”\nPedro predicó el bautismo.\n¿Ha obedecido usted?'],
    illustrations: 'Una semilla debe morir para crecer.',
    conclusion: '',
    language: 'es',
    verses: [{ reference: 'Juan 3:5', text: 'El que no naciere de agua y del Espíritu, no puede entrar en el reino de Dios.' }],
    ...overrides,
  });
}
