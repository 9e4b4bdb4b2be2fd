import { describe, expect, it } from 'vitest';
import { renderSermonBlocks } from './render-sermon-blocks.ts';
import type { SermonDocument } from './sermon-document.ts';
import { flatSermon } from './sermon-flat.ts';

const document: SermonDocument = {
  schemaVersion: 1,
  title: ' Nacidos de nuevo ',
  mainPassage: { reference: 'Juan 3:5', text: 'El que no naciere de agua y del Espíritu…' },
  introduction: 'Primera línea.\n\n  Segunda línea.  ',
  points: [
    { heading: 'Del agua', passage: { reference: 'Hechos 2:38', text: 'Arrepentíos' }, explanation: 'Pedro predicó.', application: '¿Y usted?' },
    { heading: 'Del Espíritu', passage: null, explanation: '', application: 'Busque la llenura.' },
  ],
  illustrations: ' \n ',
  conclusion: 'Venga hoy.',
  notes: 'Solo para mí.',
  language: 'es',
  audienceType: 'youth',
  languageStyle: 'simple',
  engine: 'offline',
};

describe('renderSermonBlocks', () => {
  it('renders the document once, in order, with headings in the sermon language and no notes', () => {
    expect(renderSermonBlocks(document)).toEqual([
      { type: 'title', text: 'Nacidos de nuevo' },
      { type: 'main-passage', label: 'Pasaje principal', reference: 'Juan 3:5', text: 'El que no naciere de agua y del Espíritu…' },
      { type: 'section-heading', section: 'introduction', text: 'Introducción' },
      { type: 'paragraph', section: 'introduction', text: 'Primera línea.' },
      { type: 'paragraph', section: 'introduction', text: 'Segunda línea.' },
      { type: 'section-heading', section: 'points', text: 'Puntos principales' },
      { type: 'point-heading', point: 1, label: 'Punto 1', text: 'Del agua' },
      { type: 'passage', point: 1, reference: 'Hechos 2:38', text: 'Arrepentíos' },
      { type: 'paragraph', section: 'points', point: 1, text: 'Pedro predicó.' },
      { type: 'paragraph', section: 'points', point: 1, text: '¿Y usted?' },
      { type: 'point-heading', point: 2, label: 'Punto 2', text: 'Del Espíritu' },
      { type: 'paragraph', section: 'points', point: 2, text: 'Busque la llenura.' },
      { type: 'section-heading', section: 'conclusion', text: 'Conclusión' },
      { type: 'paragraph', section: 'conclusion', text: 'Venga hoy.' },
    ]);
  });

  it('adds the notes at the end only when asked', () => {
    expect(renderSermonBlocks(document, { includeNotes: true }).slice(-2)).toEqual([
      { type: 'section-heading', section: 'notes', text: 'Notas' },
      { type: 'paragraph', section: 'notes', text: 'Solo para mí.' },
    ]);
    expect(renderSermonBlocks({ ...document, language: 'en' }, { includeNotes: true }).map((block) => (block.type === 'section-heading' ? block.text : null)).filter(Boolean)).toEqual([
      'Introduction',
      'Main Points',
      'Conclusion',
      'Notes',
    ]);
  });
});

describe('flatSermon', () => {
  it("derives the spec's flat shape and the quoted passages from the document", () => {
    expect(flatSermon(document)).toEqual({
      title: ' Nacidos de nuevo ',
      mainScripture: 'Juan 3:5',
      introduction: 'Primera línea.\n\n  Segunda línea.  ',
      points: ['Del agua\nHechos 2:38 — “Arrepentíos”\nPedro predicó.\n¿Y usted?', 'Del Espíritu\nBusque la llenura.'],
      illustrations: ' \n ',
      conclusion: 'Venga hoy.',
      verses: [
        { reference: 'Juan 3:5', text: 'El que no naciere de agua y del Espíritu…' },
        { reference: 'Hechos 2:38', text: 'Arrepentíos' },
      ],
    });
  });
});
