import { describe, expect, it } from 'vitest';
import { SEGMENT_BUDGET, segmentsOf, splitSentences } from './split-sentences.ts';

describe('splitSentences in English', () => {
  it('cuts after . ? ! where a sentence opens', () => {
    expect(splitSentences('God so loved the world. He gave His Son! Will you believe?')).toEqual(['God so loved the world.', 'He gave His Son!', 'Will you believe?']);
  });

  it('keeps abbreviations, initials and references inside the sentence', () => {
    expect(splitSentences('Read v. 5 again. Dr. Smith and A. B. Simpson taught it. See John 3:16 and Rom. 10:9 today.')).toEqual([
      'Read v. 5 again.',
      'Dr. Smith and A. B. Simpson taught it.',
      'See John 3:16 and Rom. 10:9 today.',
    ]);
    expect(splitSentences('Compare vv. 3-5 with ch. 4. Then pray.')).toEqual(['Compare vv. 3-5 with ch. 4.', 'Then pray.']);
  });

  it('keeps closing quotes with the sentence they close, and a quote followed by lowercase whole', () => {
    expect(splitSentences('Jesus said, “Ye must be born again.” Nicodemus marvelled.')).toEqual(['Jesus said, “Ye must be born again.”', 'Nicodemus marvelled.']);
    expect(splitSentences('“Who is he?” asked the man, and he waited.')).toEqual(['“Who is he?” asked the man, and he waited.']);
  });

  it('cuts at an ellipsis before a capital, and after a verse reference that ends a sentence', () => {
    expect(splitSentences('We waited… Then the fire fell. Read Acts 2:4. It happened.')).toEqual(['We waited…', 'Then the fire fell.', 'Read Acts 2:4.', 'It happened.']);
  });

  it('keeps a list number with its item and gives back every word', () => {
    const text = '1. Repent of your sins.   2. Be baptized in Jesus’ name.';
    const sentences = splitSentences(text);
    expect(sentences).toEqual(['1. Repent of your sins.', '2. Be baptized in Jesus’ name.']);
    expect(sentences.join(' ')).toBe(text.replace(/\s+/g, ' '));
  });
});

describe('splitSentences in Spanish', () => {
  it('keeps «¿…?» and «¡…!» and cuts after them where a sentence opens', () => {
    expect(splitSentences('Jesús le preguntó: «¿Me amas?» Pedro respondió. ¡Gloria a Dios! ¿Lo cree usted?')).toEqual([
      'Jesús le preguntó: «¿Me amas?»',
      'Pedro respondió.',
      '¡Gloria a Dios!',
      '¿Lo cree usted?',
    ]);
  });

  it('does not cut a question followed by lowercase, nor a Spanish aside with a dash', () => {
    expect(splitSentences('¿Quién es este? dijeron todos. —¿Eres tú? —preguntó Juan.')).toEqual(['¿Quién es este? dijeron todos.', '—¿Eres tú? —preguntó Juan.']);
  });

  it('keeps Spanish abbreviations and references inside the sentence', () => {
    expect(splitSentences('El Sr. Pérez y la Hna. Ruiz leyeron Hch. 2:38. Lea el v. 39 también. Vea Mr. 16:16.')).toEqual([
      'El Sr. Pérez y la Hna. Ruiz leyeron Hch. 2:38.',
      'Lea el v. 39 también.',
      'Vea Mr. 16:16.',
    ]);
  });

  it('still ends a sentence at words that look like abbreviations but are words', () => {
    expect(splitSentences('Líbranos del mal. Amén. Lo hizo por ti. Dios es fiel.')).toEqual(['Líbranos del mal.', 'Amén.', 'Lo hizo por ti.', 'Dios es fiel.']);
  });

  it('keeps EE. UU. together', () => {
    expect(splitSentences('Predicó en los EE. UU. por años. Luego volvió.')).toEqual(['Predicó en los EE. UU. por años.', 'Luego volvió.']);
  });

  it('opens a sentence at ¿ and ¡ after a stop', () => {
    expect(splitSentences('Dios habló. ¿Escuchará usted? ¡Hoy es el día!')).toEqual(['Dios habló.', '¿Escuchará usted?', '¡Hoy es el día!']);
  });
});

describe('segmentsOf', () => {
  it('keeps a short sentence whole', () => {
    expect(segmentsOf('God so loved the world.')).toEqual(['God so loved the world.']);
    expect(segmentsOf('   ')).toEqual([]);
  });

  it('cuts a long sentence at its clauses, evenly, never inside a word', () => {
    const sentence =
      'For God so loved the world, that he gave his only begotten Son, that whosoever believeth in him should not perish, but have everlasting life; and this is the record, that God hath given to us eternal life.';
    const segments = segmentsOf(sentence);
    expect(segments.length).toBeGreaterThan(1);
    expect(segments.join(' ')).toBe(sentence);
    for (const segment of segments) expect(segment.length).toBeLessThanOrEqual(SEGMENT_BUDGET);
    // Cut at clause boundaries: every segment but the last ends in a clause mark.
    for (const segment of segments.slice(0, -1)) expect(segment).toMatch(/[,;:.!?]$/);
  });

  it('cuts a Spanish sentence at its clauses, ¿…? kept whole', () => {
    const sentence =
      'Cuando Pedro se levantó aquel día de Pentecostés y habló a los judíos que habían venido de todas las naciones, ellos preguntaron con el corazón compungido ¿qué haremos, varones hermanos?';
    const segments = segmentsOf(sentence);
    expect(segments.join(' ')).toBe(sentence);
    expect(segments).toHaveLength(2);
    expect(segments[0]).toMatch(/naciones,$/);
    expect(segments[1]).toMatch(/¿qué haremos, varones hermanos\?$/);
    // A short sentence with ¿…? inside is not cut at all.
    expect(segmentsOf('Ellos dijeron: ¿qué haremos?')).toEqual(['Ellos dijeron: ¿qué haremos?']);
  });

  it('cuts a 20,000-character run without a stop between words, quickly', () => {
    const sentence = Array.from({ length: 3000 }, (_, index) => `palabra${index}`).join(' ');
    const started = performance.now();
    const segments = segmentsOf(sentence);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(segments.join(' ')).toBe(sentence);
    for (const segment of segments) expect(segment.length).toBeLessThanOrEqual(SEGMENT_BUDGET);
  });
});
