import { describe, expect, it } from 'vitest';
import type { UnitSketch } from '#shared/library-schema.ts';
import { composerText, illustrationLibrary } from '../../content/content-files.ts';
import { readLibraryFilesOnDisk } from '../../library/library-files.ts';
import { buildPreachingLibrary } from '../../library/preaching-library.ts';
import { createOfflineEngine } from './offline-engine.ts';
import { sketchThemes } from './sketch-themes.ts';

// A unit's sketch (decision 0031) written for this test, so that it reads what the engine does with
// any sketch, whatever the committed sketches say.
const move = (range: string, en: string, es: string) => ({
  range,
  en: { heading: `${en} heading`, says: `${en} is what these verses say, in a sentence a person wrote about them for every room.` },
  es: { heading: `${es} encabezado`, says: `${es} es lo que dicen estos versículos, en una frase escrita para toda congregación.` },
});
const plot: UnitSketch = {
  unit: '26:1-5',
  hard: false,
  idea: { en: 'The big idea of this unit, in one sentence about the cross and what it means.', es: 'La idea central de esta unidad, en una frase sobre la cruz y lo que significa.' },
  moves: [move('26:1-2', 'First', 'Primero'), move('26:3', 'Second', 'Segundo'), move('26:4-5', 'Third', 'Tercero')],
};
const massacre: UnitSketch = {
  unit: '2:16-18',
  hard: true,
  idea: { en: 'A sober sentence about the killing of the children of Bethlehem and the weeping it caused.', es: 'Una frase sobria sobre la matanza de los niños de Belén y el llanto que causó.' },
  moves: [move('2:16', 'One', 'Uno'), move('2:17', 'Two', 'Dos'), move('2:18', 'Three', 'Tres')],
};

// A unit of two verses, sketched in two movements, and the unit after it.
const gate: UnitSketch = {
  unit: '7:13-14',
  hard: false,
  idea: { en: 'Two gates and two ways, and the few who find the way that leads unto life.', es: 'Dos puertas y dos caminos, y los pocos que hallan el camino que lleva a la vida.' },
  moves: [move('7:13', 'Wide', 'Ancha'), move('7:14', 'Narrow', 'Angosta')],
};
const fruits: UnitSketch = {
  unit: '7:15-20',
  hard: false,
  idea: { en: 'False prophets come in sheep’s clothing, and they are known by the fruit they bear.', es: 'Los falsos profetas vienen con vestidos de ovejas, y se les conoce por el fruto que dan.' },
  moves: [move('7:15-16', 'Wolves', 'Lobos'), move('7:17-18', 'Trees', 'Árboles'), move('7:19-20', 'Fire', 'Fuego')],
};

const { entryPaths: _entries, sketchPaths: _sketches, ...files } = readLibraryFilesOnDisk();
const library = buildPreachingLibrary({ ...files, entries: new Map(), occasions: [], sketches: new Map([['Matt', { book: 'Matt', sketches: [plot, massacre, gate, fruits] }]]) });
const engine = createOfflineEngine({ library: () => library });
const ask = (scripture: string, language: 'en' | 'es', audienceType: 'general' | 'youth' | 'children' = 'general') =>
  engine.generate({ title: '', scripture, language, audienceType, languageStyle: 'standard' });

describe('a composed sermon on a sketched unit', () => {
  it('preaches the whole unit from its movements: their headings, what they say, the big idea and the steps recalled', async () => {
    for (const language of ['en', 'es'] as const) {
      const sermon = await ask(language === 'en' ? 'Matthew 26:1-5' : 'Mateo 26:1-5', language);
      const side = (index: number) => plot.moves[index]![language];
      expect(sermon.points.map((point) => point.heading)).toEqual([0, 1, 2].map((index) => side(index).heading));
      sermon.points.forEach((point, index) => {
        expect(point.explanation.split('\n')[0]).toBe(side(index).says);
        expect(point.passage?.reference).toMatch(language === 'en' ? /^Matthew 26:/ : /^Mateo 26:/);
      });
      expect(sermon.introduction).toContain(plot.idea[language]);
      expect(sermon.conclusion).toContain(`(1) ${side(0).heading}; (2) ${side(1).heading}; (3) ${side(2).heading}`);
      expect(sermon.provenance).toEqual({ outline: { kind: 'composed' } });
    }
  });

  it('preaches a verse inside the unit from the whole unit, the verse read first', async () => {
    const sermon = await ask('Matthew 26:4', 'en', 'youth');
    expect(sermon.mainPassage?.reference).toBe('Matthew 26:4');
    expect(sermon.points.map((point) => point.heading)).toEqual(plot.moves.map((one) => one.en.heading));
    expect(sermon.points[2]!.passage?.reference).toBe('Matthew 26:4-5');
  });

  it('tells beside a hard unit only a gentle story, or none, in every room', async () => {
    const stories = illustrationLibrary();
    for (const audienceType of ['general', 'youth', 'children'] as const) {
      const sermon = await ask('Matthew 2:16-18', 'en', audienceType);
      const told = stories.find((story) => sermon.illustrations === story.en);
      if (told) expect(told.tags, audienceType).toContain('comfort');
      else expect(sermon.illustrations, audienceType).toMatch(/stor(y|ies)/);
    }
  });

  it('leaves a unit without a sketch to the plain composed outline (headings quote the passage)', async () => {
    const sermon = await ask('Matthew 26:6-13', 'en');
    for (const point of sermon.points) expect(point.heading).toMatch(/^“.+” \(Matthew 26:\d/);
  });

  it('preaches a two-verse unit in its two movements, and its third point from the movement that follows, saying where it stands', async () => {
    for (const language of ['en', 'es'] as const) {
      const sermon = await ask(language === 'en' ? 'Matthew 7:13-14' : 'Mateo 7:13-14', language);
      expect(sermon.points.map((point) => point.heading)).toEqual([gate.moves[0]![language].heading, gate.moves[1]![language].heading, fruits.moves[0]![language].heading]);
      // The whole movement is quoted, and what it says comes after a sentence that it follows the passage.
      expect(sermon.points[2]!.passage?.reference).toBe(language === 'en' ? 'Matthew 7:15-16' : 'Mateo 7:15-16');
      const [where, says] = [sermon.points[2]!.explanation.split('\n')[0]!.replace(fruits.moves[0]![language].says, ''), fruits.moves[0]![language].says];
      expect(sermon.points[2]!.explanation.split('\n')[0]).toContain(says);
      expect(composerText(language).composed.setting.after).toContain(where.trim());
      // The passage's own points say nothing of where they stand.
      expect(sermon.points[0]!.explanation.split('\n')[0]).toBe(gate.moves[0]![language].says);
    }
  });
});

describe('the themes a sketch names', () => {
  it('reads the headings only: they name what the verses are about, the idea may mention a word in passing', () => {
    const sketch: UnitSketch = { ...plot, idea: { ...plot.idea, en: 'Jesus sighs toward heaven and opens the ears of a deaf man, and the people marvel at what He has done.' }, moves: [move('26:1-2', 'A Man Brought', 'Uno'), move('26:3', 'Ears Opened', 'Dos'), { ...move('26:4-5', 'x', 'Tres'), en: { heading: 'The Crowd Praises His Works', says: plot.moves[2]!.en.says } }] };
    expect(sketchThemes(sketch)).toEqual(['praise']);
  });
});
