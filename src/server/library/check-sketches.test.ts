import { describe, expect, it } from 'vitest';
import type { UnitSketch } from '#shared/library-schema.ts';
import { bibleFor } from '../bible/bible-text.ts';
import { checkSketches } from './check-sketches.ts';
import { readLibraryFilesOnDisk } from './library-files.ts';
import { buildPreachingLibrary, LibraryDataError } from './preaching-library.ts';

const { entryPaths: _entries, sketchPaths: _sketches, ...files } = readLibraryFilesOnDisk();
const good: UnitSketch = {
  unit: '26:1-5',
  hard: false,
  idea: { en: 'While the rulers plot in secret, Jesus has already named the day of His death at the Passover.', es: 'Mientras los príncipes traman en secreto, Jesús ya ha dicho el día de su muerte en la Pascua.' },
  moves: [
    { range: '26:1-2', en: { heading: 'Jesus Knows the Hour', says: 'Jesus tells the disciples that at the Passover the Son of man will be betrayed and crucified.' }, es: { heading: 'Jesús conoce su hora', says: 'Jesús anuncia a los discípulos que en la Pascua el Hijo del hombre será entregado para ser crucificado.' } },
    { range: '26:3', en: { heading: 'The Rulers Gather', says: 'The chief priests, the scribes and the elders meet in the palace of Caiaphas the high priest.' }, es: { heading: 'Los príncipes se juntan', says: 'Los príncipes de los sacerdotes, los escribas y los ancianos se reúnen en el patio del pontífice Caifás.' } },
    { range: '26:4-5', en: { heading: 'A Plot That Fears the People', says: 'They agree to take Jesus by subtilty and kill Him, but not on the feast day, for fear of an uproar.' }, es: { heading: 'Una trama que teme al pueblo', says: 'Acuerdan prender a Jesús con engaño y matarlo, pero no en el día de la fiesta, por temor a un alboroto.' } },
  ],
};
const check = (...sketches: unknown[]) => checkSketches(new Map([['Matt', { book: 'Matt', sketches }]]), files.units, bibleFor('en'), bibleFor('es'));
const edited = (change: (sketch: UnitSketch) => void) => {
  const copy = structuredClone(good);
  change(copy);
  return copy;
};

describe('the sketches of units', () => {
  it('accepts a sketch whose movements cover its unit in order, in both languages', () => {
    expect(check(good)).toEqual([]);
  });

  it('names each fault with its file and unit', () => {
    expect(check(edited((sketch) => (sketch.unit = '26:1-4')))).toContainEqual(expect.stringMatching(/^data\/library\/sketches\/Matt\.json 26:1-4: no unit of Matt has this range/));
    expect(check(edited((sketch) => (sketch.moves[2]!.range = '26:5')))).toContainEqual(expect.stringMatching(/26:1-5: the movements \(26:1-2, 26:3, 26:5\) do not cover/));
    expect(check(edited((sketch) => sketch.moves.pop()))).toContainEqual(expect.stringMatching(/has 2 movements; a unit of 5 verses has 3/));
    expect(check(good, good)).toContainEqual(expect.stringMatching(/sketched twice/));
  });

  it('refuses quotations, a hearer addressed, the other language and Trinitarian wording', () => {
    expect(check(edited((sketch) => (sketch.moves[0]!.en.says = 'Jesus says “after two days is the feast of the passover” to the disciples gathered there.')))).toContainEqual(expect.stringMatching(/moves\.0\.en\.says: quotes/));
    expect(check(edited((sketch) => (sketch.idea.en = 'While the rulers plot, Jesus shows you that He knows the day of His death.')))).toContainEqual(expect.stringMatching(/idea\.en: says "you"/));
    expect(check(edited((sketch) => (sketch.moves[1]!.es.says = 'Los príncipes se reúnen contra Jesús, y tú también puedes oponerte a Él si no velas.')))).toContainEqual(expect.stringMatching(/moves\.1\.es\.says: says «tú»/));
    expect(check(edited((sketch) => (sketch.idea.es = 'While the rulers plot in secret, Jesus has already named the day of his death.')))).toContainEqual(expect.stringMatching(/idea\.es: does not read as Spanish/));
    expect(check(edited((sketch) => (sketch.idea.en = 'God the Son knows the hour while the rulers plot in secret against Him in the palace.')))).toContainEqual(expect.stringMatching(/idea\.en: Trinitarian wording/));
  });

  it('stops start-up on a malformed sketches file, naming it', () => {
    const library = (sketch: unknown) => buildPreachingLibrary({ ...files, entries: new Map(), occasions: [], sketches: new Map([['Matt', { book: 'Matt', sketches: [sketch] }]]) });
    expect(() => library({ ...good, notes: 'x' })).toThrow(LibraryDataError);
    expect(() => library({ ...good, notes: 'x' })).toThrow(/data\/library\/sketches\/Matt\.json: sketches\.0/);
    expect(library(good).sketchOf({ book: 'Matt', start: { chapter: 26, verse: 1 }, end: { chapter: 26, verse: 5 } })?.idea.en).toBe(good.idea.en);
    expect(library(good).sketchOf({ book: 'Matt', start: { chapter: 26, verse: 6 }, end: { chapter: 26, verse: 13 } })).toBeNull();
  });
});
