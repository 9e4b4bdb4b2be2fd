// Prints a library entry's texts, English and Spanish one after the other, for reading it whole:
// `node scripts/print-entry.ts acts-16-25-34`.
import { readLibraryFiles } from '#server/library/library-files.ts';
import type { LibraryEntry } from '#shared/library-schema.ts';

const id = process.argv[2];
const files = readLibraryFiles();
const found = [...files.entries].find(([file]) => file.endsWith(`/${id}.json`));
if (!found) throw new Error(`no entry ${id}`);
const entry = found[1] as LibraryEntry;
const both = (label: string, value?: { en: string; es: string }) => value && console.log(`${label}\n  EN ${value.en}\n  ES ${value.es}`);
console.log(`${entry.id} (${entry.passage}, ${entry.genre}) occasions: ${entry.occasions.join(', ')} themes: ${entry.themes.join(', ')}`);
console.log(`moods: ${entry.moods.map((mood) => `${mood.verses} ${mood.mood}`).join('; ')}`);
both('TITLE', entry.title);
both('BIG IDEA', entry.bigIdea);
both('INTRODUCTION', entry.introduction);
both('CARE', entry.care);
entry.movements.forEach((movement, index) => {
  console.log(`--- ${index + 1}. ${movement.verses}`);
  both('HEADING', movement.heading);
  both('EXPOSITION', movement.exposition);
  both('PLAIN', movement.plain);
  console.log(`KEY WORD ${movement.keyWord.strongs} @${movement.keyWord.verse}: ${movement.keyWord.en.word} / ${movement.keyWord.es.word}`);
  both('SENSE', { en: movement.keyWord.en.sense, es: movement.keyWord.es.sense });
  for (const cross of movement.crossReferences) both(`CROSS ${cross.reference}`, cross.reason);
  for (const room of ['adults', 'youth', 'children', 'evangelistic'] as const) both(`APPLY ${room}`, movement.application[room]);
});
both('CONCLUSION', entry.conclusion);
both('DOCTRINE', entry.doctrine);
