import { describe, expect, it } from 'vitest';
import { passageLabel } from './passage-label.ts';

describe('passageLabel', () => {
  it('is the reference alone when the whole passage is quoted', () => {
    expect(passageLabel({ reference: 'Luke 15:11-32' }, 'en')).toBe('Luke 15:11-32');
    expect(passageLabel({ reference: 'Salmo 23' }, 'es')).toBe('Salmo 23');
  });

  it('says which verses are shown, in the sermon language', () => {
    expect(passageLabel({ reference: 'Psalm 119', shown: '119:1-40' }, 'en')).toBe('Psalm 119 (verses 1-40 shown)');
    expect(passageLabel({ reference: 'Salmo 119', shown: '119:1-40' }, 'es')).toBe('Salmo 119 (se muestran los versículos 1-40)');
  });

  it('names the chapters when the shown verses cross one', () => {
    expect(passageLabel({ reference: 'John 3:30-5:10', shown: '3:30-4:33' }, 'en')).toBe('John 3:30-5:10 (verses 3:30-4:33 shown)');
    expect(passageLabel({ reference: 'Juan 3:30-5:10', shown: '3:30-4:33' }, 'es')).toBe('Juan 3:30-5:10 (se muestran los versículos 3:30-4:33)');
  });

  it('speaks of one verse in the singular', () => {
    expect(passageLabel({ reference: 'Jude 1:1-25', shown: '1:1' }, 'en')).toBe('Jude 1:1-25 (verse 1 shown)');
    expect(passageLabel({ reference: 'Judas 1:1-25', shown: '1:1' }, 'es')).toBe('Judas 1:1-25 (se muestra el versículo 1)');
  });
});
