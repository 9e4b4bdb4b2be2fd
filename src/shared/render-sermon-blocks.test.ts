import { describe, expect, it } from 'vitest';
import { renderSermonBlocks } from './render-sermon-blocks.ts';
import type { SermonDocument } from './sermon-document.ts';
import { flatSermon } from './sermon-flat.ts';
import { spanishDocument } from '#tests/support/test-sermons.ts';

// The shared Spanish sample, with what this test is about: padding to trim, a blank line inside the
// introduction, a point without a passage or explanation, illustrations of spaces alone, and notes.
const shared = spanishDocument();
const document: SermonDocument = spanishDocument({
  title: ` ${shared.title} `,
  introduction: 'Primera línea.\n\n  Segunda línea.  ',
  points: [...shared.points, { heading: 'Del Espíritu', passage: null, explanation: '', application: 'Busque la llenura.' }],
  illustrations: ' \n ',
  conclusion: 'Venga hoy.',
  notes: 'Solo para mí.',
});
const [point] = shared.points;

describe('renderSermonBlocks', () => {
  it('renders the document once, in order, with headings in the sermon language and no notes', () => {
    expect(renderSermonBlocks(document)).toEqual([
      { type: 'title', text: shared.title },
      { type: 'main-passage', label: 'Pasaje principal', ...shared.mainPassage, marks: { open: '«', close: '»' } },
      { type: 'section-heading', section: 'introduction', text: 'Introducción' },
      { type: 'paragraph', section: 'introduction', text: 'Primera línea.' },
      { type: 'paragraph', section: 'introduction', text: 'Segunda línea.' },
      { type: 'section-heading', section: 'points', text: 'Puntos principales' },
      { type: 'point-heading', point: 1, label: 'Punto 1', text: point!.heading },
      { type: 'passage', point: 1, ...point!.passage!, marks: { open: '«', close: '»' } },
      { type: 'paragraph', section: 'points', point: 1, text: point!.explanation },
      { type: 'paragraph', section: 'points', point: 1, text: point!.application },
      { type: 'point-heading', point: 2, label: 'Punto 2', text: 'Del Espíritu' },
      { type: 'paragraph', section: 'points', point: 2, text: 'Busque la llenura.' },
      { type: 'section-heading', section: 'conclusion', text: 'Conclusión' },
      { type: 'paragraph', section: 'conclusion', text: 'Venga hoy.' },
    ]);
  });

  it('gives a passage of several verses its verses with their numbers, and leaves its text as it is (issue 26)', () => {
    const main = { reference: 'Salmo 23:1-2', text: 'Jehová es mi pastor; nada me faltará. En lugares de delicados pastos me hará yacer.', verseStarts: [{ chapter: 23, verse: 1, at: 0 }, { chapter: 23, verse: 2, at: 38 }] };
    const blocks = renderSermonBlocks(spanishDocument({ mainPassage: main, points: [{ ...point!, passage: main }] }));
    const verses = [
      { number: '1', text: 'Jehová es mi pastor; nada me faltará.' },
      { number: '2', text: 'En lugares de delicados pastos me hará yacer.' },
    ];
    expect(blocks.find((block) => block.type === 'main-passage')).toEqual({ type: 'main-passage', label: 'Pasaje principal', reference: main.reference, text: main.text, marks: { open: '«', close: '»' }, verses });
    expect(blocks.find((block) => block.type === 'passage')).toEqual({ type: 'passage', point: 1, reference: main.reference, text: main.text, marks: { open: '«', close: '»' }, verses });
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
      title: ` ${shared.title} `,
      mainScripture: shared.mainPassage.reference,
      introduction: 'Primera línea.\n\n  Segunda línea.  ',
      points: [`${point!.heading}\n${point!.passage!.reference} — «${point!.passage!.text}»\n${point!.explanation}\n${point!.application}`, 'Del Espíritu\nBusque la llenura.'],
      illustrations: ' \n ',
      conclusion: 'Venga hoy.',
      verses: [
        shared.mainPassage,
        point!.passage!,
      ],
    });
  });
});
