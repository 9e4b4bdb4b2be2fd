// Checks data/library/ and prints every problem, naming its file and entry (the same checks as the
// tests and start-up): `node scripts/check-library.ts [units|entries|all]`.
import fs from 'node:fs';
import path from 'node:path';
import { bibleFor } from '#server/bible/bible-text.ts';
import { checkUnits } from '#server/library/check-units.ts';
import { projectPath } from '#server/project-paths.ts';

const what = process.argv[2] ?? 'all';
const problems: string[] = [];
if (what === 'units' || what === 'all') {
  const dir = projectPath('data/library/units');
  const files = new Map<string, unknown>();
  for (const name of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
    if (name.endsWith('.json')) files.set(path.basename(name, '.json'), JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')));
  }
  const only = process.argv[3]?.split(',');
  const found = checkUnits(files, bibleFor('en'), bibleFor('es'));
  problems.push(...(only ? found.filter((problem) => only.some((book) => problem.startsWith(`data/library/units/${book}.json`))) : found));
}
for (const problem of problems) console.log(problem);
console.log(problems.length === 0 ? 'library: no problems' : `library: ${problems.length} problems`);
process.exitCode = problems.length === 0 ? 0 : 1;
