import { describe, expect, it } from 'vitest';
import { wordStudiesForVerse } from './word-studies.ts';

const studies = (book: string, chapter: number, verse: number) =>
  Object.fromEntries(wordStudiesForVerse({ book, chapter, verse }).map((s) => [s.strong, { english: s.english, spanish: s.spanish, headword: s.entry.es.headword, lemma: s.dictionary.transliteration }]));

describe('word studies of a verse', () => {
  it('finds the glossary words of John 3:16 in English and in the RV1909', () => {
    const john = studies('John', 3, 16);
    expect(john.G25).toEqual({ english: 'loved', spanish: 'amó', headword: 'amar', lemma: 'agapáō' });
    expect(john.G2889).toMatchObject({ english: 'world', spanish: 'mundo' });
    expect(john.G4100).toMatchObject({ english: 'believeth', spanish: 'cree' });
    // One Greek verb the English splits: the study keeps the word that carries the meaning.
    expect(john.G622).toMatchObject({ english: 'perish', spanish: 'pierda' });
  });

  it('finds the words of Acts 2:38 a preacher explains', () => {
    const acts = studies('Acts', 2, 38);
    expect(acts.G3340).toMatchObject({ english: 'Repent', spanish: 'arrepentíos' });
    expect(acts.G907).toMatchObject({ english: 'baptized', spanish: 'bautícese' });
    expect(acts.G3686).toMatchObject({ english: 'name', spanish: 'nombre' });
    expect(acts.G4151).toMatchObject({ english: 'Ghost', spanish: 'espíritu' });
    expect(acts.G1431).toMatchObject({ english: 'gift', spanish: 'don' });
  });

  it('names a participle by its verb, not by the pronoun tagged with it (John 3:8)', () => {
    const john = studies('John', 3, 8);
    expect(john.G1080).toMatchObject({ english: 'born' });
    expect(john.G4151).toMatchObject({ english: 'wind … Spirit' });
  });

  it('finds Hebrew words too, and never a word the verse lacks', () => {
    const genesis = studies('Gen', 1, 1);
    expect(genesis.H1254).toEqual({ english: 'created', spanish: 'crió', headword: 'criar, crear', lemma: "bârâ'" });
    expect(Object.keys(genesis)).not.toContain('G26');
    expect(studies('Isa', 7, 14).H5959).toMatchObject({ english: 'virgin', spanish: 'virgen' });
    expect(wordStudiesForVerse({ book: 'John', chapter: 3, verse: 99 })).toEqual([]);
  });
});
