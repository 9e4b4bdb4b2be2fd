import { describe, expect, it } from 'vitest';
import { withoutControlCharacters } from './plain-text.ts';

describe('withoutControlCharacters', () => {
  it('keeps newlines, tabs, accents, emoji and other scripts; removes controls, lone surrogates and U+FFFE/U+FFFF', () => {
    expect(withoutControlCharacters('Línea 1\n\tSegunda 🙏 Ἰησοῦς')).toBe('Línea 1\n\tSegunda 🙏 Ἰησοῦς');
    expect(withoutControlCharacters('a\u0000b\u0001c\u000bd\u000ce\u001ff\u007fg\ufffeh\uffffi')).toBe('abcdefghi');
    expect(withoutControlCharacters('x\ud800y\udc00z\ud83d')).toBe('xyz');
    expect(withoutControlCharacters('one\r\ntwo\rthree')).toBe('one\ntwo\nthree');
  });
});
