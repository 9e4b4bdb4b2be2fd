import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '#shared/languages.ts';
import { bibleFor } from '../../bible/bible-text.ts';
import { OSIS_BOOKS } from '../../bible/osis-books.ts';
import { quoteReference } from '../../bible/quote-reference.ts';
import { isHardPassage, splitClauses, statementKind } from './read-the-text.ts';

describe('splitting a verse at its clauses', () => {
  it('keeps a parenthesis whole, inside the clause it belongs to (John 1:14)', () => {
    expect(splitClauses(bibleFor('en').verse('John', 1, 14)!, 'en')).toEqual([
      'And the Word was made flesh,',
      'and dwelt among us, (and we beheld his glory, the glory as of the only begotten of the Father,) full of grace and truth.',
    ]);
    expect(splitClauses(bibleFor('es').verse('John', 1, 14)!, 'es')[1]).toBe('y habitó entre nosotros (y vimos su gloria, gloria como del unigénito del Padre), lleno de gracia y de verdad.');
  });

  it('keeps "lo que" whole and the words spoken with "decían" (Psalm 137:7-8)', () => {
    expect(splitClauses(bibleFor('es').verse('Ps', 137, 8)!, 'es')).toEqual(['Hija de Babilonia destruída,', 'bienaventurado el que te diere el pago de lo que tú nos hiciste.']);
    expect(splitClauses(bibleFor('es').verse('Ps', 137, 7)!, 'es')[1]).toBe('quienes decían: Arrasadla, arrasadla hasta los cimientos.');
  });

  it('keeps a Spanish question whole, from "¿" to "?" (Psalm 42:5)', () => {
    expect(splitClauses(bibleFor('es').verse('Ps', 42, 5)!, 'es')[0]).toBe('¿Por qué te abates, oh alma mía, y te conturbas en mí?');
  });

  it('never cuts at a parenthesis in any verse of the New Testament that has one, in either language', () => {
    for (const language of LANGUAGES) {
      const bible = bibleFor(language);
      let checked = 0;
      for (const { id } of OSIS_BOOKS.slice(39)) {
        for (let chapter = 1; chapter <= bible.chapterCount(id); chapter++) {
          for (let verse = 1; verse <= bible.verseCount(id, chapter); verse++) {
            const text = bible.verse(id, chapter, verse);
            if (!text?.includes('(')) continue;
            checked++;
            // No cut falls inside a parenthesis (one may open in the verse before: a ")" with no "(" before it).
            let depth = text.indexOf(')') !== -1 && text.indexOf(')') < (text.indexOf('(') + 1 || Infinity) ? 1 : 0;
            const clauses = splitClauses(text, language);
            let at = 0;
            for (const clause of clauses.slice(0, -1)) {
              const end = text.indexOf(clause, at) + clause.length;
              for (; at < end; at++) depth += text[at] === '(' ? 1 : text[at] === ')' ? -1 : 0;
              expect(depth, `${id} ${chapter}:${verse} ${JSON.stringify(clauses)}`).toBe(0);
            }
            for (const clause of clauses) expect(clause, `${id} ${chapter}:${verse}`).not.toMatch(/^\p{P}*\)|\(\s*$/u);
          }
        }
      }
      expect(checked).toBeGreaterThan(50);
    }
  });

  it('does not cut inside a phrase at "and" or "que" ("goodness and mercy", "todo aquel que en él cree")', () => {
    expect(splitClauses(bibleFor('en').verse('Ps', 23, 6)!, 'en')[0]).toBe('Surely goodness and mercy shall follow me all the days of my life:');
    expect(splitClauses(bibleFor('es').verse('John', 3, 16)!, 'es')[2]).toBe('para que todo aquel que en él cree, no se pierda, mas tenga vida eterna.');
  });

  it('keeps the words that introduce speech with the words spoken ("Y Pedro les dice: Arrepentíos")', () => {
    expect(splitClauses(bibleFor('es').verse('Acts', 2, 38)!, 'es')[0]).toBe('Y Pedro les dice: Arrepentíos,');
  });
});

describe('the kind of statement a clause makes', () => {
  const cases: Array<[string, 'en' | 'es', string]> = [
    ['And he said, Come.', 'en', 'command'],
    ['Y él dijo: Ven.', 'es', 'command'],
    ['Then Peter said unto them, Repent,', 'en', 'command'],
    ['Y Pedro les dice: Arrepentíos,', 'es', 'command'],
    ['Fear thou not; for I am with thee: be not dismayed;', 'en', 'command'],
    ['No temas, que yo soy contigo;', 'es', 'command'],
    ['and lean not unto thine own understanding.', 'en', 'command'],
    ['Por nada estéis afanosos;', 'es', 'command'],
    ['Thou shalt have no other gods before me.', 'en', 'command'],
    ['No tendrás dioses ajenos delante de mí.', 'es', 'command'],
    ['and ye shall receive the gift of the Holy Ghost.', 'en', 'promise'],
    ['y recibiréis el don del Espíritu Santo.', 'es', 'promise'],
    ['and I will give you rest.', 'en', 'promise'],
    ['que yo os haré descansar.', 'es', 'promise'],
    ['But they that wait upon the LORD shall renew their strength;', 'en', 'promise'],
    ['that whosoever believeth in him should not perish, but have everlasting life.', 'en', 'promise'],
    ['If we confess our sins,', 'en', 'condition'],
    ['Si confesamos nuestros pecados,', 'es', 'condition'],
    ['sino sean notorias vuestras peticiones delante de Dios en toda oración y ruego,', 'es', 'contrast'],
    ['I am come that they might have life,', 'en', 'purpose'],
    ['yo he venido para que tengan vida,', 'es', 'purpose'],
    // A speaker's own resolve is a confession of trust, not a promise made to someone.
    ['Yea, though I walk through the valley of the shadow of death, I will fear no evil:', 'en', 'truth'],
    ['Aunque ande en valle de sombra de muerte, no temeré mal alguno;', 'es', 'truth'],
    ['that he gave his only begotten Son,', 'en', 'truth'],
    // A question asks the hearer, even with an "if" or a "shall" in it.
    ['Have not I commanded thee?', 'en', 'question'],
    ['If God be for us, who can be against us?', 'en', 'question'],
    ['Who shall separate us from the love of Christ?', 'en', 'question'],
    ['¿Por qué te abates, oh alma mía, y por qué te conturbas en mí?', 'es', 'question'],
    ['Si Dios por nosotros, ¿quién contra nosotros?', 'es', 'question'],
    // "if it were not so, I would have told you" assures; it sets no condition (John 14:2).
    ['In my Father\'s house are many mansions: if it were not so, I would have told you.', 'en', 'truth'],
    // "canst not tell" (John 3:8) says what we cannot do; it forbids nothing, unlike "Fear not".
    ['but canst not tell whence it cometh, and whither it goeth:', 'en', 'contrast'],
    ['Thou canst not tell whence it cometh.', 'en', 'truth'],
    ['Marvel not that I said unto thee,', 'en', 'command'],
    ['when thou walkest through the fire, thou shalt not be burned; neither shall the flame kindle upon thee.', 'en', 'promise'],
    // The psalm's call to praise, in the third person (Psalm 107:31).
    ['Alaben la misericordia de Jehová,', 'es', 'command'],
  ];
  for (const [clause, language, kind] of cases) it(`${kind}: ${clause}`, () => expect(statementKind(clause, language)).toBe(kind));
});

describe('a hard passage', () => {
  const hard = (reference: string, language: 'en' | 'es') => isHardPassage(quoteReference(reference, language)!.verses.map((verse) => verse.text));
  it('is one whose verses speak of violence or judgment: Psalm 137:7-9, Judges 19:22-30, 2 Kings 8:12', () => {
    for (const [reference, language] of [['Psalm 137:7-9', 'en'], ['Salmo 137:7-9', 'es'], ['Psalm 137:9', 'en'], ['Judges 19:22-30', 'en'], ['Jueces 19:22-30', 'es'], ['2 Kings 8:12', 'en'], ['2 Reyes 8:12', 'es']] as const) {
      expect(hard(reference, language), reference).toBe(true);
    }
  });
  it('is not a verse whose killing is answered by life in the same verse (John 10:10), nor a long passage with one such verse (Luke 15:11-32), nor the furnace God delivers from (Daniel 3:16-18)', () => {
    for (const [reference, language] of [['John 10:10', 'en'], ['Juan 10:10', 'es'], ['Luke 15:11-32', 'en'], ['Lucas 15:11-32', 'es'], ['John 3:16', 'en'], ['Psalm 23', 'en'], ['Daniel 3:16-18', 'en'], ['Daniel 3:16-18', 'es']] as const) {
      expect(hard(reference, language), reference).toBe(false);
    }
  });
});
