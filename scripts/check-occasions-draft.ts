// Checks a draft file of occasions (a JSON array) before it is merged into data/library/occasions.json:
// `node scripts/check-occasions-draft.ts /path/to/occasions-a.json`.
import fs from 'node:fs';
import { checkLibrary } from '#server/library/check-library.ts';
import { readLibraryFiles } from '#server/library/library-files.ts';

const file = process.argv[2];
if (!file) throw new Error('usage: node scripts/check-occasions-draft.ts <file.json>');
const files = readLibraryFiles();
files.occasions = JSON.parse(fs.readFileSync(file, 'utf8'));
const { problems } = checkLibrary(files, { units: [] });
const mine = problems.filter((problem) => problem.startsWith('data/library/occasions.json'));
for (const problem of mine) console.log(problem);
console.log(mine.length === 0 ? 'occasions: no problems' : `occasions: ${mine.length} problems`);
process.exitCode = mine.length === 0 ? 0 : 1;
