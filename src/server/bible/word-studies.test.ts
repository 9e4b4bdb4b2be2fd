import { describe, expect, it } from 'vitest';
import { matchSpanishForms, wordStudiesForVerse } from './word-studies.ts';

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

  it('gives each Spanish word of the verse to one study: the crowd and the nations of Revelation 7:9', () => {
    // The glossary lists «gentes» under both words (the RV1909 says it of a crowd and of the nations);
    // in this verse the crowd is «compañía» and «gentes» renders the nations.
    const revelation = studies('Rev', 7, 9);
    expect(revelation.G3793).toMatchObject({ english: 'multitude', spanish: 'compañía' });
    expect(revelation.G1484).toMatchObject({ english: 'nations', spanish: 'gentes' });
  });
});

describe('matching Spanish forms to the studies of a verse', () => {
  it('keeps each study\'s first form found when no two want one word', () => {
    expect(matchSpanishForms([['amó', 'amor'], ['mundo']], ['porque', 'de', 'tal', 'manera', 'amó', 'dios', 'al', 'mundo'])).toEqual(['amó', 'mundo']);
  });

  it('moves a study to its next form when another has no other word', () => {
    expect(matchSpanishForms([['gentes', 'compañía'], ['gentes']], ['una', 'gran', 'compañía', 'de', 'todas', 'gentes'])).toEqual(['compañía', 'gentes']);
  });

  it('lets two studies share a word the verse says twice, and leaves a study without when the verse has too few', () => {
    expect(matchSpanishForms([['vida'], ['vida']], ['vida', 'y', 'vida'])).toEqual(['vida', 'vida']);
    expect(matchSpanishForms([['vida'], ['vida']], ['la', 'vida'])).toEqual(['vida', null]);
    expect(matchSpanishForms([['paz']], ['la', 'vida'])).toEqual([null]);
  });
});
