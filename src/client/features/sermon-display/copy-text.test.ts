import { describe, expect, it } from 'vitest';
import { sermonCopyText } from './copy-text.ts';
import { englishDocument, spanishDocument } from '#tests/support/test-sermons.ts';

describe('sermonCopyText', () => {
  it('writes title, main scripture, Introduction, numbered Main Points with their passages, Illustrations and Conclusion', () => {
    expect(sermonCopyText(englishDocument())).toBe(
      [
        'The New Birth',
        '',
        'John 3:5',
        'Except a man be born of water and of the Spirit, he cannot enter into the kingdom of God.',
        '',
        'Introduction',
        'Jesus spoke with Nicodemus by night.',
        '“Except a man be born of water and of the Spirit…” (John 3:5)',
        'Today we look at what that means.',
        '',
        'Main Points',
        '',
        '1. Born of water',
        'Acts 2:38 — “Repent, and be baptized every one of you”',
        'Peter preached baptism in Jesus name.',
        'Have you obeyed?',
        '',
        '2. Born of the Spirit',
        'The Spirit gives new life.',
        'Seek the infilling.',
        '',
        'Illustrations',
        'A seed must die before it grows.',
        '',
        'Conclusion',
        'Be born again today.',
      ].join('\n'),
    );
  });

  it('adds the private notes only when asked', () => {
    expect(sermonCopyText(englishDocument())).not.toContain('Tuesday');
    expect(sermonCopyText(englishDocument(), { includeNotes: true }).endsWith('\n\nNotes\nPrivate: mention the Tuesday baptism.')).toBe(true);
  });

  it('uses the Spanish headings for a Spanish sermon and omits an empty conclusion', () => {
    const text = sermonCopyText(spanishDocument());
    expect(text.startsWith('¿Qué es el nuevo nacimiento?\n\nJuan 3:5\nEl que no naciere')).toBe(true);
    expect(text).toContain('\n\nIntroducción\nJesús habló');
    expect(text).toContain('\n\nPuntos principales\n\n1. Nacer del agua\nHechos 2:38 — «Arrepentíos');
    expect(text).toContain('\n\nIlustraciones\nUna semilla');
    expect(text).not.toContain('Conclusión');
    expect(text).not.toMatch(/Introduction|Main Points|Conclusion/);
  });

  it('omits a conclusion made only of blank lines, and an empty illustrations section', () => {
    const text = sermonCopyText(englishDocument({ conclusion: ' \n ', illustrations: '' }));
    expect(text).not.toContain('Conclusion');
    expect(text).not.toContain('Illustrations');
    expect(text.endsWith('Seek the infilling.')).toBe(true);
  });

  it('still copies the reference when the verse text is unknown', () => {
    const text = sermonCopyText(englishDocument({ mainPassage: { reference: 'John 3:5', text: '' } }));
    expect(text.startsWith('The New Birth\n\nJohn 3:5\n\nIntroduction')).toBe(true);
  });
});
