import { describe, expect, it } from 'vitest';
import { bibleFor } from '../../bible/bible-text.ts';
import { altarCallGaps, proseLanguage } from './doctrine-and-language.ts';
import { trinitarianClaims } from './doctrine-claims.ts';
import { checkScriptureInProse, titleWithoutFalseCitations } from './scripture-in-prose.ts';

describe('Scripture in prose', () => {
  it('removes the sentence citing a verse that does not exist (English and Spanish)', () => {
    expect(checkScriptureInProse('He came. As Hezekiah 3:16 declares, we prosper. Amen.', 'en').text).toBe('He came. Amen.');
    expect(checkScriptureInProse('Vino. Jesús dice en Juan 3:99 que prosperaremos. Amén.', 'es').text).toBe('Vino. Amén.');
    expect(checkScriptureInProse('Read Song of Solomon 2:1 and 1 Co 13:4 today.', 'en').text).toBe('Read Song of Solomon 2:1 and 1 Co 13:4 today.');
    expect(checkScriptureInProse('Lea 1 Corintios 13:4 hoy.', 'es').text).toBe('Lea 1 Corintios 13:4 hoy.');
  });

  it('replaces a misquote by the Bible text and keeps a true quotation', () => {
    const kjv = bibleFor('en').verse('John', 3, 16)!;
    expect(checkScriptureInProse('John 3:16 says: "God loved the world so much that he gave his only Son."', 'en').text).toBe(`John 3:16 says: “${kjv}”`);
    expect(checkScriptureInProse('John 3:16 says: "For God so loved the world."', 'en').text).toBe('John 3:16 says: "For God so loved the world."');
    const rv = bibleFor('es').verse('Rom', 10, 9)!;
    expect(checkScriptureInProse('Romanos 10:9 promete: «Si dice la oración del pecador una vez, será salvo.»', 'es').text).toBe(`Romanos 10:9 promete: «${rv}»`);
  });

  it('takes a false citation out of a title', () => {
    expect(titleWithoutFalseCitations('The Promise of Hezekiah 3:16', 'en').title).toBe('The Promise');
    expect(titleWithoutFalseCitations('La promesa de Ezequías 3:16', 'es').title).toBe('La promesa');
    expect(titleWithoutFalseCitations('The Promise of John 3:16', 'en').title).toBe('The Promise of John 3:16');
  });
});

describe('doctrine, altar call and language', () => {
  it('finds Trinitarian terms and formulas in both languages', () => {
    expect(trinitarianClaims('One God in Three Persons', 'en')).toContain('three persons');
    expect(trinitarianClaims('Be baptized in the name of the Father, and of the Son, and of the Holy Spirit', 'en')).toHaveLength(1);
    expect(trinitarianClaims('La Santísima Trinidad y Dios Hijo', 'es')).toEqual(['trinidad', 'dios hijo']);
    expect(trinitarianClaims('bautícense en el nombre del Padre, y del Hijo, y del Espíritu Santo', 'es')).toHaveLength(1);
    expect(trinitarianClaims('Repent, and be baptized in the name of Jesus Christ.', 'en')).toEqual([]);
  });

  it('checks the altar call in both languages', () => {
    expect(altarCallGaps('Repent, be baptized in the name of Jesus Christ, and receive the Holy Ghost.', 'en')).toEqual([]);
    expect(altarCallGaps('Thank you for listening. Have a blessed week.', 'en')).toEqual(['repentance', 'baptism', 'spirit']);
    expect(altarCallGaps('Arrepiéntase, bautícese en el nombre de Jesucristo y reciba el Espíritu Santo.', 'es')).toEqual([]);
    expect(altarCallGaps('Arrepiéntase y reciba el Espíritu Santo.', 'es')).toEqual(['baptism']);
    expect(altarCallGaps('Repent, and follow Him in baptism in the name of Jesus Christ; receive the Holy Ghost.', 'en')).toEqual([]);
    expect(altarCallGaps('Arrepiéntete, pide el bautismo en el nombre de Jesucristo y recibe el Espíritu Santo.', 'es')).toEqual([]);
  });

  it('tells English prose from Spanish', () => {
    expect(proseLanguage('Nicodemus came by night with a question that all of us ask, and the Lord answered him with the truth.')).toBe('en');
    expect(proseLanguage('Nicodemo vino de noche con una pregunta que todos nos hacemos, y el Señor le respondió con la verdad del nuevo nacimiento.')).toBe('es');
    expect(proseLanguage('Amen.')).toBeNull();
  });
});
