// Checks data/library/ and prints every problem, naming its file and entry (the checks the tests
// run): `node scripts/check-library.ts` for all, `units Gen,Exod` for some books' units only,
// `entries acts-16,Ps/` for the entries whose path holds one of those strings.
import { checkLibrary } from '#server/library/check-library.ts';
import { readLibraryFiles } from '#server/library/library-files.ts';

const [what, list] = process.argv.slice(2);
const names = list?.split(',');
const { problems } = checkLibrary(readLibraryFiles(), what === 'units' ? { units: names ?? [], entries: [] } : what === 'entries' ? { units: [], entries: names ?? [''] } : undefined);
for (const problem of problems) console.log(problem);
console.log(problems.length === 0 ? 'library: no problems' : `library: ${problems.length} problems`);
process.exitCode = problems.length === 0 ? 0 : 1;
