import type { LlmSermon } from '#server/generation/llm/llm-sermon-schema.ts';

/**
 * A valid model reply for the fake OpenAI server (the third-party boundary): its references are
 * real verses, and the server quotes the Bible text itself. Tests that need other content spread
 * over it.
 */
export const GRACE_DRAFT: LlmSermon = {
  title: 'Grace that saves',
  mainReference: 'Ephesians 2:8',
  introduction: 'Grace is the favour of God.',
  points: [
    { heading: 'Saved by grace', reference: 'Ephesians 2:8', explanation: 'Not of works.', application: 'Thank God today.' },
    { heading: 'Grace that teaches', reference: 'Titus 2:11', explanation: 'Grace instructs us.', application: 'Live holy.' },
    { heading: 'Grace for the weak', reference: '2 Corinthians 12:9', explanation: 'Strength in weakness.', application: 'Lean on Him.' },
  ],
  illustration: 'A debt forgiven by a kind landlord.',
  conclusion: 'Repent, be baptized in the name of Jesus Christ, and receive the Holy Ghost.',
};

/** A valid reply on John 3:5 (the engine tests' passage), in English and in Spanish. */
export const NEW_BIRTH_DRAFT: LlmSermon = {
  title: 'Born of Water and of the Spirit',
  mainReference: 'John 3:5',
  introduction: 'Nicodemus came by night with a question.',
  points: [
    { heading: 'A new birth is required', reference: 'John 3:3', explanation: 'Jesus speaks of a birth from above.', application: 'Ask God for a new beginning.' },
    { heading: 'Water and Spirit', reference: 'Acts 2:38', explanation: 'Peter answered the crowd.', application: 'Obey the gospel.' },
    { heading: 'A changed life', reference: '2 Corinthians 5:17', explanation: 'All things become new.', application: 'Walk in newness of life.' },
  ],
  illustration: 'A seed buried in winter rises green in spring.',
  conclusion: 'Repent, be baptized in the name of Jesus Christ, and receive the Holy Ghost.',
};

export const NEW_BIRTH_DRAFT_ES: LlmSermon = {
  title: 'Nacer del agua y del Espíritu',
  mainReference: 'Juan 3:5',
  introduction: 'Nicodemo vino de noche con una pregunta que todos nos hacemos.',
  points: [
    { heading: 'Es necesario nacer de nuevo', reference: 'Juan 3:3', explanation: 'Jesús habla de un nacimiento de lo alto.', application: 'Pida a Dios un nuevo comienzo.' },
    { heading: 'Agua y Espíritu', reference: 'Hechos 2:38', explanation: 'Pedro respondió a la multitud que preguntaba.', application: 'Obedezca el evangelio.' },
    { heading: 'Una vida cambiada', reference: '2 Corintios 5:17', explanation: 'Todas las cosas son hechas nuevas.', application: 'Camine en vida nueva.' },
  ],
  illustration: 'Una semilla enterrada en el invierno brota verde en la primavera.',
  conclusion: 'Arrepiéntase, bautícese en el nombre de Jesucristo y reciba el Espíritu Santo.',
};
