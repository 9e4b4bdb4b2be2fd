import { libraryUnitsFileSchema, unitSketchesFileSchema } from '#shared/library-schema.ts';
import type { Language } from '#shared/languages.ts';
import type { BibleText } from '../bible/bible-text.ts';
import { checkWording } from './check-wording.ts';
import { rangeProblem, readLibraryRange, versesOf } from './library-range.ts';

const verseKeys = (bible: BibleText, book: string, range: string) => {
  const parsed = readLibraryRange(`${book} ${range}`);
  return parsed ? versesOf(bible, parsed).map((verse) => `${verse.chapter}:${verse.verse}`) : null;
};

/**
 * Everything wrong with the sketches of units (decision 0031), each problem naming its file and unit:
 * a sketch for a unit its book does not have, or twice; movements that do not cover the unit in
 * order, or ranges missing from either Bible; three movements for a unit of three verses or more;
 * the other language, Trinitarian wording, a singular "you" (a sketch is heard in every room), or a
 * quotation (a sketch says what the verses say in its own words; only the Bible data is quoted).
 */
export function checkSketches(sketchFiles: Map<string, unknown>, unitFiles: Map<string, unknown>, kjv: BibleText, rv: BibleText): string[] {
  const problems: string[] = [];
  for (const [book, raw] of sketchFiles) {
    const where = `data/library/sketches/${book}.json`;
    const parsed = unitSketchesFileSchema.safeParse(raw);
    if (!parsed.success) {
      problems.push(`${where}: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`);
      continue;
    }
    if (parsed.data.book !== book) problems.push(`${where}: says book "${parsed.data.book}"`);
    const units = libraryUnitsFileSchema.safeParse(unitFiles.get(book));
    const unitRanges = new Set(units.success ? units.data.units.map((unit) => unit.range) : []);
    const seen = new Set<string>();
    for (const sketch of parsed.data.sketches) {
      const at = `${where} ${sketch.unit}`;
      if (!unitRanges.has(sketch.unit)) problems.push(`${at}: no unit of ${book} has this range`);
      if (seen.has(sketch.unit)) problems.push(`${at}: sketched twice`);
      seen.add(sketch.unit);
      const whole = verseKeys(kjv, book, sketch.unit) ?? [];
      const covered: string[] = [];
      for (const move of sketch.moves) {
        const range = readLibraryRange(`${book} ${move.range}`);
        if (!range) {
          problems.push(`${at}: movement ${move.range} is not a range`);
          continue;
        }
        for (const bible of [kjv, rv]) {
          const problem = rangeProblem(bible, range);
          if (problem) problems.push(`${at}: movement ${move.range}: ${problem}`);
        }
        covered.push(...versesOf(kjv, range).map((verse) => `${verse.chapter}:${verse.verse}`));
      }
      if (covered.join(' ') !== whole.join(' ')) problems.push(`${at}: the movements (${sketch.moves.map((move) => move.range).join(', ')}) do not cover the unit's verses in order, each once`);
      const wanted = Math.min(3, whole.length);
      if (sketch.moves.length !== wanted) problems.push(`${at}: has ${sketch.moves.length} movements; a unit of ${whole.length} verses has ${wanted}`);
      for (const language of ['en', 'es'] as Language[]) {
        const texts: Array<[string, string]> = [[`idea.${language}`, sketch.idea[language]], ...sketch.moves.flatMap((move, index): Array<[string, string]> => [[`moves.${index}.${language}.heading`, move[language].heading], [`moves.${index}.${language}.says`, move[language].says]])];
        for (const [field, text] of texts) {
          for (const problem of checkWording(text, language, 'sketch')) problems.push(`${at} ${field}: ${problem}`);
          if (/[“”«»]/.test(text)) problems.push(`${at} ${field}: quotes; a sketch says what the verses say in its own words`);
          if (language === 'en' && /[áéíóúñ¿¡]/i.test(text)) problems.push(`${at} ${field}: English text with Spanish letters`);
          if (language === 'en' && /\byou(r|rs|rself)?\b/i.test(text)) problems.push(`${at} ${field}: says "you": a sketch is heard in every room`);
        }
      }
      if (sketch.idea.en === sketch.idea.es) problems.push(`${at}: the Spanish idea is the English one`);
    }
  }
  return problems;
}
