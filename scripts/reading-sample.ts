// A seeded sample of sermons to read whole with the rubric (docs/library-review.md): units the library
// covers and units it does not, each in a language, room and style of its own.
// `node scripts/reading-sample.ts <seed> [library count] [outside count]`
import { AUDIENCE_TYPES, LANGUAGE_STYLES } from '#shared/constants.ts';
import { libraryUnitsFileSchema } from '#shared/library-schema.ts';
import { seededChooser } from '#server/generation/offline/seeded-random.ts';
import { quoteLibraryRange } from '#server/generation/library/library-sermon.ts';
import { readLibraryFiles } from '#server/library/library-files.ts';
import { readLibraryRange } from '#server/library/library-range.ts';
import { preachingLibrary } from '#server/library/preaching-library.ts';

const [seed = 'reading', libraryCount = '30', outsideCount = '10'] = process.argv.slice(2);
const chooser = seededChooser(seed);
const library = preachingLibrary();
const units = [...readLibraryFiles().units].flatMap(([book, raw]) => libraryUnitsFileSchema.parse(raw).units.map((unit) => readLibraryRange(`${book} ${unit.range}`)!));
const covered = units.filter((range) => library.entryFor(range));
const outside = units.filter((range) => !library.entryFor(range));
const line = (range: (typeof units)[number], where: string) => {
  const language = chooser.pick(['en', 'es'] as const);
  const reference = quoteLibraryRange(range, language)!.reference;
  console.log(`${where}\t"${reference}" ${language} ${chooser.pick(AUDIENCE_TYPES)} ${chooser.pick(LANGUAGE_STYLES)}`);
};
console.log(`# ${covered.length} units served by the library, ${outside.length} not (seed ${seed})`);
for (const range of chooser.sample(covered, Number(libraryCount))) line(range, 'library');
for (const range of chooser.sample(outside, Number(outsideCount))) line(range, 'outside');
