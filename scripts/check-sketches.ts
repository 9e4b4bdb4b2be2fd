// Checks the sketches of units (decision 0031) in a folder, data/library/sketches by default, against
// the units and both Bibles, and prints each problem naming its file and unit:
// `node scripts/check-sketches.ts [folder] [Book ...]`. Exit 1 when there is a problem.
import fs from 'node:fs';
import path from 'node:path';
import { bibleFor } from '#server/bible/bible-text.ts';
import { checkSketches } from '#server/library/check-sketches.ts';
import { readLibraryFiles, readLibraryJson } from '#server/library/library-files.ts';
import { projectPath } from '#server/project-paths.ts';

const [folder = projectPath('data/library/sketches'), ...books] = process.argv.slice(2);
const files = new Map<string, unknown>();
for (const name of fs.readdirSync(folder).sort()) {
  const book = path.basename(name, '.json');
  if (name.endsWith('.json') && (books.length === 0 || books.includes(book))) files.set(book, readLibraryJson(path.join(folder, name)));
}
const problems = checkSketches(files, readLibraryFiles().units, bibleFor('en'), bibleFor('es'));
for (const problem of problems) console.log(problem);
const count = [...files.values()].reduce<number>((sum, raw) => sum + ((raw as { sketches?: unknown[] }).sketches?.length ?? 0), 0);
console.log(`${files.size} files, ${count} sketches, ${problems.length} problems`);
process.exit(problems.length > 0 ? 1 : 0);
