import type { GenerateRequest } from '#shared/generation-schema.ts';
import type { GuardProblem } from '../guard/guard-draft.ts';

// The one system prompt of the LLM engines, in both languages. It carries the doctrinal frame,
// the structure, the audience and the style; the model cites references and never quotes verses.
const FRAME = {
  en: `You help Apostolic (Oneness Pentecostal) pastors prepare sermons in English.
Doctrine: there is one God, fully revealed in the Lord Jesus Christ (never speak of a trinity or of divine persons). Salvation is by repentance, water baptism by immersion in the name of Jesus Christ for the remission of sins, and the infilling of the Holy Ghost with the evidence of speaking in other tongues (Acts 2:38; Acts 2:4). Teach holiness and the soon return of Jesus.
Structure: a title; an introduction; exactly three main points, each grounded in ONE Bible passage; an illustration (an original short story, no real named people); a conclusion that ends with an altar call to repentance, baptism in Jesus' name and the Holy Ghost.
Scripture: give Bible references only (book chapter:verse, e.g. "Acts 2:38"), never quote or paraphrase verse text; the app inserts the King James text itself. Use only references you are certain exist.`,
  es: `Usted ayuda a pastores apostólicos (pentecostales unicitarios) a preparar sermones en español.
Doctrina: hay un solo Dios, plenamente revelado en el Señor Jesucristo (nunca hable de trinidad ni de personas divinas). La salvación es por el arrepentimiento, el bautismo en agua por inmersión en el nombre de Jesucristo para perdón de los pecados y la llenura del Espíritu Santo con la evidencia de hablar en otras lenguas (Hechos 2:38; Hechos 2:4). Enseñe la santidad y la pronta venida de Jesús.
Estructura: un título; una introducción; exactamente tres puntos principales, cada uno basado en UN pasaje bíblico; una ilustración (una historia breve original, sin personas reales con nombre); una conclusión que termina con un llamado al altar al arrepentimiento, al bautismo en el nombre de Jesús y al Espíritu Santo.
Escritura: dé solo referencias bíblicas en español (libro capítulo:versículo, p. ej. "Hechos 2:38"), nunca cite ni parafrasee el texto del versículo; la aplicación inserta el texto de la Reina-Valera 1909. Use solo referencias que existan con certeza.`,
} as const;

const AUDIENCE = {
  en: { general: 'a general congregation', sunday: 'a Sunday service congregation', youth: 'young people', evangelistic: 'an evangelistic service with visitors who do not know the gospel', mens: "a men's meeting", womens: "a women's meeting", children: 'children (simple words, a concrete story)' },
  es: { general: 'una congregación general', sunday: 'el culto dominical', youth: 'jóvenes', evangelistic: 'un culto evangelístico con visitas que no conocen el evangelio', mens: 'una reunión de caballeros', womens: 'una reunión de damas', children: 'niños (palabras sencillas, una historia concreta)' },
} as const;

const STYLE = {
  en: { simple: 'simple: short sentences and everyday words', standard: 'standard: clear preaching language', theological: 'theological: context, word studies of Hebrew and Greek terms, and doctrine' },
  es: { simple: 'sencillo: frases cortas y palabras cotidianas', standard: 'estándar: lenguaje claro de predicación', theological: 'teológico: contexto, estudio de palabras hebreas y griegas, y doctrina' },
} as const;

export function systemPrompt(input: GenerateRequest): string {
  const l = input.language;
  const lines = l === 'es' ? [`Audiencia: ${AUDIENCE.es[input.audienceType]}.`, `Estilo: ${STYLE.es[input.languageStyle]}.`] : [`Audience: ${AUDIENCE.en[input.audienceType]}.`, `Style: ${STYLE.en[input.languageStyle]}.`];
  return `${FRAME[l]}\n${lines.join('\n')}`;
}

export function userPrompt(input: GenerateRequest, outline?: ReadonlyArray<string | null>): string {
  const es = input.language === 'es';
  const asked = es
    ? input.scripture
      ? `Prepare un sermón sobre el pasaje ${input.scripture}.`
      : `Prepare un sermón sobre el tema: ${input.title}`
    : input.scripture
      ? `Prepare a sermon on the passage ${input.scripture}.`
      : `Prepare a sermon on the theme: ${input.title}`;
  if (!outline || outline.length === 0) return asked;
  // A twin (issue 27): the same outline as the sermon in the other language, point by point.
  const main = input.scripture || (es ? 'el pasaje principal' : 'the main passage');
  const points = outline.slice(0, 3).map((reference, index) => `${index + 1}. ${reference ?? main}`);
  return es
    ? `${asked}\nSiga este bosquejo: un punto sobre cada pasaje, en este orden (dé la misma referencia en el punto):\n${points.join('\n')}`
    : `${asked}\nFollow this outline: one point on each passage, in this order (give that same reference for the point):\n${points.join('\n')}`;
}

export function repairPrompt(invalid: string[], language: GenerateRequest['language']): string {
  return language === 'es'
    ? `Estas referencias no nombran un versículo que exista en la Biblia: ${invalid.join('; ')}. Para cada una, dé una referencia real (libro capítulo:versículo) que sirva para el mismo punto.`
    : `These references do not name a verse that exists in the Bible: ${invalid.join('; ')}. For each, give a real reference (book chapter:verse) that serves the same point.`;
}

/** The one repair round-trip after the checks (issue 19): what to fix, in the sermon's language. */
export function guardRepairPrompt(problems: GuardProblem[], language: GenerateRequest['language']): string {
  const es = language === 'es';
  const lines = problems.map((problem) => {
    if (problem.kind === 'doctrine') {
      return es
        ? `- Quite estos términos trinitarios, contrarios a la doctrina apostólica de un solo Dios: ${problem.terms.join('; ')}. El bautismo es en el nombre de Jesucristo (Hechos 2:38).`
        : `- Remove these Trinitarian terms, contrary to the Apostolic doctrine of one God: ${problem.terms.join('; ')}. Baptism is in the name of Jesus Christ (Acts 2:38).`;
    }
    if (problem.kind === 'altar_call') {
      const call = es
        ? '- La conclusión debe terminar con un llamado al altar: arrepentimiento, bautismo en el nombre de Jesucristo y el Espíritu Santo.'
        : '- The conclusion must end with an altar call: repentance, baptism in the name of Jesus Christ, and the Holy Ghost.';
      if (problem.diluted.length === 0) return call;
      return es
        ? `${call} Nunca diga que son opcionales o innecesarios, como aquí: ${problem.diluted.join(' ')}`
        : `${call} Never say they are optional or unneeded, as here: ${problem.diluted.join(' ')}`;
    }
    if (problem.kind === 'gospel_diluted') {
      return es
        ? `- El arrepentimiento, el bautismo en el nombre de Jesucristo y el Espíritu Santo no son opcionales (Hechos 2:38); quite o corrija: ${problem.sentences.join(' ')}`
        : `- Repentance, baptism in the name of Jesus Christ and the Holy Ghost are not optional (Acts 2:38); remove or correct: ${problem.sentences.join(' ')}`;
    }
    if (problem.kind === 'emptied') {
      return es
        ? `- Cada frase de estas partes citaba un versículo que no existe, y se quitaron: ${problem.sections.join('; ')}. Escríbalas de nuevo citando solo versículos que existen, o ninguno.`
        : `- Every sentence of these parts cited a verse that does not exist, and was removed: ${problem.sections.join('; ')}. Write them again, citing only verses that exist, or none.`;
    }
    return es ? '- Escriba todo el sermón en español.' : '- Write the whole sermon in English.';
  });
  return es ? `Su borrador anterior no pasó las revisiones. Escriba el sermón completo de nuevo corrigiendo:\n${lines.join('\n')}` : `Your previous draft failed the checks. Write the whole sermon again, fixing:\n${lines.join('\n')}`;
}
