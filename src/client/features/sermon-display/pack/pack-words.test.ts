import { describe, expect, it } from 'vitest';
import { quoteReference } from '#server/bible/quote-reference.ts';
import { englishDocument } from '#tests/support/test-sermons.ts';
import { handoutFileName, slidesFileName } from './pack-file-names.ts';
import { ALTAR_CALL_VERSE, describeLeftOut, packRegister } from './pack-words.ts';

describe("the pack's words", () => {
  it('quote Acts 2:38 word for word from each Bible', () => {
    for (const language of ['en', 'es'] as const) {
      const verse = ALTAR_CALL_VERSE[language];
      const quoted = quoteReference(verse.reference, language)!;
      expect(quoted.label).toBe(verse.reference);
      expect(verse.text).toBe(quoted.text);
    }
  });

  it('speak Spanish with usted to adults and tú to youth and children', () => {
    expect(packRegister(englishDocument())).toBe('en');
    expect(packRegister(englishDocument({ language: 'es', audienceType: 'general' }))).toBe('es-usted');
    expect(packRegister(englishDocument({ language: 'es', audienceType: 'womens' }))).toBe('es-usted');
    expect(packRegister(englishDocument({ language: 'es', audienceType: 'youth' }))).toBe('es-tu');
    expect(packRegister(englishDocument({ language: 'es', audienceType: 'children' }))).toBe('es-tu');
  });

  it('say what was left out in the language asked for', () => {
    const items = [{ kind: 'verses-not-printed', reference: 'Luke 15:11-32', printed: 'Luke 15:11-15' }, { kind: 'no-key-word', point: 2 }] as const;
    expect(describeLeftOut(items, 'en')).toEqual(['Only Luke 15:11-15 is printed here, out of Luke 15:11-32.', 'Point 2 has no word to fill in.']);
    expect(describeLeftOut(items, 'es')).toEqual(['Aquí se imprime solo Luke 15:11-15, de Luke 15:11-32.', 'El punto 2 no tiene palabra para completar.']);
  });
});

describe("the pack's file names", () => {
  it('keep the title’s letters and say what each file is, in the sermon’s language', () => {
    expect(slidesFileName('The New Birth', 'en')).toBe('The_New_Birth_slides.pptx');
    expect(slidesFileName('¿Qué es la fe?', 'es', true)).toBe('_Qué_es_la_fe__diapositivas_es_en.pptx');
    expect(handoutFileName('The New Birth', 'en', 'pastor', 'pdf')).toBe('The_New_Birth_handout_pastor.pdf');
    expect(handoutFileName('El nuevo nacimiento', 'es', 'children', 'docx')).toBe('El_nuevo_nacimiento_hoja_niños.docx');
    expect(handoutFileName('El nuevo nacimiento', 'es', 'congregation', 'pdf')).toBe('El_nuevo_nacimiento_hoja.pdf');
  });

  it('name a sermon without a title by the word "sermon"', () => {
    expect(slidesFileName('', 'en')).toBe('Sermon_slides.pptx');
    expect(handoutFileName('  ', 'es', 'congregation', 'docx')).toBe('Sermón_hoja.docx');
  });
});
