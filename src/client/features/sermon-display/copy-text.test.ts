import { describe, expect, it } from 'vitest';
import { sermonCopyText } from './copy-text.ts';
import { labelsFor } from './test-labels.ts';
import { englishSermon, spanishSermon } from './test-sermons.ts';

describe('sermonCopyText', () => {
  it('writes title, main scripture, Introduction, numbered Main Points, Illustrations and Conclusion', async () => {
    const text = sermonCopyText(englishSermon(), await labelsFor('en'));
    expect(text).toBe(
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

  it('uses the Spanish headings for a Spanish sermon and omits an empty conclusion', async () => {
    const text = sermonCopyText(spanishSermon(), await labelsFor('es'));
    expect(text.startsWith('¿Qué es el nuevo nacimiento?\n\nJuan 3:5\nEl que no naciere')).toBe(true);
    expect(text).toContain('\n\nIntroducción\nJesús habló');
    expect(text).toContain('\n\nPuntos principales\n\n1. Nacer del agua\n');
    expect(text).toContain('\n\nIlustraciones\nUna semilla');
    expect(text).not.toContain('Conclusión');
    expect(text).not.toMatch(/Introduction|Main Points|Conclusion/);
  });

  it('omits a conclusion made only of blank lines, and an empty illustrations section', async () => {
    const text = sermonCopyText(englishSermon({ conclusion: ' \n ', illustrations: '' }), await labelsFor('en'));
    expect(text).not.toContain('Conclusion');
    expect(text).not.toContain('Illustrations');
    expect(text.endsWith('Seek the infilling.')).toBe(true);
  });

  it('still copies the reference when the verse text is unknown', async () => {
    const text = sermonCopyText(englishSermon({ verses: [] }), await labelsFor('en'));
    expect(text.startsWith('The New Birth\n\nJohn 3:5\n\nIntroduction')).toBe(true);
  });
});
