import { describe, expect, it } from 'vitest';
import { bibleFor } from '../../bible/bible-text.ts';
import { quoteReference } from '../../bible/quote-reference.ts';
import { checkScriptureInProse, titleWithoutFalseCitations } from './scripture-in-prose.ts';

// Issue 25, finding 13: every quotation is checked, a citation names a verse that exists, and a
// misquote is replaced by the one verse it quotes.
const kjv = (book: string, chapter: number, verse: number) => bibleFor('en').verse(book, chapter, verse)!;
const rv = (book: string, chapter: number, verse: number) => bibleFor('es').verse(book, chapter, verse)!;

describe('every quotation checked, with or without a citation beside it', () => {
  it('replaces a misquote with no citation by the verse it quotes, and names it', () => {
    expect(checkScriptureInProse('Jesus told Nicodemus, "God loved the world so much that he gave his only Son." He listened.', 'en').text).toBe(`Jesus told Nicodemus, “${kjv('John', 3, 16)}” (John 3:16) He listened.`);
    expect(checkScriptureInProse('Jesús le dijo: «De tal manera amó Dios al mundo que dio a su Hijo único para que todo el que cree no se pierda.»', 'es').text).toBe(`Jesús le dijo: «${rv('John', 3, 16)}» (Juan 3:16)`);
  });

  it('finds the verse in the sermon’s own passage first', () => {
    const passage = quoteReference('Psalm 23', 'en')!;
    expect(checkScriptureInProse('David sang, "The Lord is my shepherd, I will not want."', 'en', [passage]).text).toBe(`David sang, “${kjv('Ps', 23, 1)}” (Psalms 23:1)`);
  });

  it('keeps a quotation word for word from the Bible, and words that quote no verse', () => {
    for (const text of ['Jesus told him, “Ye must be born again.”', 'He said: “For God so loved the world … that whosoever believeth in him should not perish.”', 'She asked, “Grandma, will you pray for me tonight?”', 'The sign read "Closed for the winter season" all year.']) {
      expect(checkScriptureInProse(text, 'en').text).toBe(text);
    }
    expect(checkScriptureInProse('Jesús le dijo: «Os es necesario nacer otra vez.»', 'es').text).toBe('Jesús le dijo: «Os es necesario nacer otra vez.»');
  });

  it('replaces a misquote beside a passage by the one verse quoted, never the whole passage', () => {
    const { text } = checkScriptureInProse('John 3:14-18 says: "God loved the world so much that he gave his only Son."', 'en');
    expect(text).toBe(`John 3:16 says: “${kjv('John', 3, 16)}”`);
    const spanish = checkScriptureInProse('Juan 3 dice: «Dios amó tanto al mundo que dio a su Hijo.»', 'es').text;
    expect(spanish).toBe(`Juan 3:16 dice: «${rv('John', 3, 16)}»`);
  });

  it('corrects a citation that names another verse than the words quoted', () => {
    expect(checkScriptureInProse('John 3:16 says: "Ye must be born again."', 'en').text).toBe('John 3:7 says: "Ye must be born again."');
    expect(checkScriptureInProse('John 3 says: "Ye must be born again."', 'en').text).toBe('John 3:7 says: "Ye must be born again."');
  });
});

describe('a citation names a verse that exists', () => {
  it('removes a sentence citing a book or chapter that does not exist, without a verse', () => {
    expect(checkScriptureInProse('He came. As Hezekiah 3 declares, we prosper. Amen.', 'en').text).toBe('He came. Amen.');
    expect(checkScriptureInProse('He came. John 99 says the faithful prosper. Amen.', 'en').text).toBe('He came. Amen.');
    expect(checkScriptureInProse('Vino. Como dice Ezequías 3, prosperaremos. Amén.', 'es').text).toBe('Vino. Amén.');
    expect(checkScriptureInProse('Vino. Lo promete (Hechos 40). Amén.', 'es').text).toBe('Vino. Amén.');
  });

  it('gives a chapter cited for what a sentence says the verse it says, when one stands out', () => {
    expect(checkScriptureInProse('As John 3 says, we must be born again.', 'en').text).toBe('As John 3:7 says, we must be born again.');
    expect(checkScriptureInProse('Como dice Juan 3, Dios amó al mundo y dio a su Hijo unigénito.', 'es').text).toBe('Como dice Juan 3:16, Dios amó al mundo y dio a su Hijo unigénito.');
    // Nothing stands out: the chapter stays a chapter.
    expect(checkScriptureInProse('As John 3 says, this matters.', 'en').text).toBe('As John 3 says, this matters.');
  });

  it('keeps a real chapter and numbers that are not citations', () => {
    for (const text of ['In John 3, Nicodemus came by night.', 'Room 3 was empty in 1999.', 'In 1 Corinthians 13 love never fails.', 'Psalm 23 comforts the grieving.']) expect(checkScriptureInProse(text, 'en').text).toBe(text);
    for (const text of ['En Juan 3 Nicodemo vino de noche.', 'Lea 1 Corintios 13 hoy.', 'El Salmo 23 consuela.']) expect(checkScriptureInProse(text, 'es').text).toBe(text);
  });

  it('takes a chapter that does not exist out of a title', () => {
    expect(titleWithoutFalseCitations('The Promise of Hezekiah 3', 'en').title).toBe('The Promise');
    expect(titleWithoutFalseCitations('La promesa de Ezequías 3', 'es').title).toBe('La promesa');
    expect(titleWithoutFalseCitations('Born Again: John 3', 'en').title).toBe('Born Again: John 3');
    expect(titleWithoutFalseCitations('Faith, Part 3', 'en').title).toBe('Faith, Part 3');
    expect(titleWithoutFalseCitations('La fe, parte 3 de Juan 3', 'es').title).toBe('La fe, parte 3 de Juan 3');
  });
});

describe('the verse a quotation comes from', () => {
  it('is the verse that holds it whole, not one it runs into', () => {
    // John 3:6-7 also hold "Ye must be born again" (3:6 runs into 3:7): the citation names 3:7.
    expect(checkScriptureInProse('Romans 8:28 says: "Ye must be born again."', 'en').text).toBe('John 3:7 says: "Ye must be born again."');
  });
});
