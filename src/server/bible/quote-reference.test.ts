import { describe, expect, it } from 'vitest';
import { bibleFor } from './bible-text.ts';
import { quoteReference } from './quote-reference.ts';

describe('a range whose last verse one Bible numbers into the next chapter', () => {
  it('is quoted to the chapter’s end in that Bible, and its label says which verses are shown', () => {
    const quoted = quoteReference('Jonás 1:4-17', 'es')!;
    expect(quoted.reference).toBe('Jonás 1:4-17');
    expect(quoted.label).toBe('Jonás 1:4-17 (se muestran los versículos 4-16)');
    expect(quoted.verses.map((verse) => verse.verse)).toEqual([4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]);
    expect(quoted.text).toBe(quoted.verses.map((verse) => bibleFor('es').verse('Jonah', 1, verse.verse)).join(' '));
    expect(quoteReference('Jonás 1:16-17', 'es')?.label).toBe('Jonás 1:16-17 (se muestra el versículo 16)');
    // The KJV has the verse: nothing changes in English.
    expect(quoteReference('Jonah 1:4-17', 'en')?.label).toBe('Jonah 1:4-17');
  });

  it('leaves a lone verse numbered elsewhere, and verses neither Bible has, not found', () => {
    expect(quoteReference('Jonás 1:17', 'es')).toBeNull();
    expect(quoteReference('Jonás 1:18-20', 'es')).toBeNull();
  });
});
