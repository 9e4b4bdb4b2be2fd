import { describe, expect, it } from 'vitest';
import { oldWordIn } from './old-wording.ts';

describe('old wording in a title or heading', () => {
  it("finds the King James pronouns and -eth verbs, not the nouns and names that end so", () => {
    expect(oldWordIn('Shew Me Thy Glory', 'en')).toBe('Shew');
    expect(oldWordIn('He Giveth His Beloved Sleep', 'en')).toBe('Giveth');
    expect(oldWordIn('Be Ye Holy, for I Am Holy', 'en')).toBe('Ye');
    expect(oldWordIn('O Death, Where Is Your Sting?', 'en')).toBeNull();
    expect(oldWordIn('Jesus of Nazareth Passes By', 'en')).toBeNull();
    expect(oldWordIn('The Kindness of God to Mephibosheth', 'en')).toBeNull();
    expect(oldWordIn('Gathering While the Harvest Lasts', 'en')).toBeNull();
  });

  it("finds Reina-Valera's vosotros, which Latin-American Spanish does not say", () => {
    expect(oldWordIn('Recibiréis el don del Espíritu Santo', 'es')).toBe('Recibiréis');
    expect(oldWordIn('Vosotros sois mis amigos', 'es')).toBe('Vosotros');
    expect(oldWordIn('Este día os ha de ser en memoria', 'es')).toBe('os');
    expect(oldWordIn('Ustedes recibirán el don del Espíritu Santo', 'es')).toBeNull();
    expect(oldWordIn('Un cordero por familia', 'es')).toBeNull();
  });

  it('reads each language by its own rule', () => {
    expect(oldWordIn('Sois mis testigos', 'en')).toBeNull();
    expect(oldWordIn('Hath', 'es')).toBeNull();
  });
});
