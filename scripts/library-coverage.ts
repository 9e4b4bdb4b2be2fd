// What the preaching library covers of the passages themes.json names: each theme passage's
// preaching unit, and whether an entry preaches it (exactly, or an entry holding it).
// `node scripts/library-coverage.ts [--missing]` prints the units still without an entry, most-named first.
import fs from 'node:fs';
import { parseReferences } from '#server/bible/parse-references.ts';
import { preachingLibrary } from '#server/library/preaching-library.ts';
import { formatLibraryRange, readLibraryRange } from '#server/library/library-range.ts';

interface Theme { id: string; passages: Array<{ reference: string }> }
const themes = JSON.parse(fs.readFileSync('data/content/themes.json', 'utf8')) as Theme[];
const library = preachingLibrary();
const units = new Map<string, { unit: string; title: string; themes: Set<string>; refs: Set<string>; covered: boolean }>();
let passages = 0;
let served = 0;
for (const theme of themes) {
  for (const passage of theme.passages) {
    passages += 1;
    const parsed = parseReferences(passage.reference, 'en')[0];
    if (!parsed) { console.log(`unreadable: ${passage.reference}`); continue; }
    const { start, end } = parsed;
    const range = readLibraryRange(`${start.book} ${start.chapter}:${start.verse ?? 1}-${end.chapter}:${end.verse ?? 999}`);
    if (!range) { console.log(`no range: ${passage.reference}`); continue; }
    const entry = library.entryFor(range);
    if (entry) served += 1;
    const unit = library.unitOf(range);
    const key = unit ? formatLibraryRange(unit.range) : passage.reference;
    const row = units.get(key) ?? { unit: key, title: unit?.unit.en ?? '', themes: new Set(), refs: new Set(), covered: false };
    row.themes.add(theme.id);
    row.refs.add(passage.reference);
    row.covered ||= Boolean(entry);
    units.set(key, row);
  }
}
const rows = [...units.values()];
console.log(`${passages} theme passages, ${served} served by an entry; ${rows.length} units, ${rows.filter((r) => r.covered).length} with an entry; ${library.entries.length} entries`);
if (process.argv.includes('--missing')) {
  for (const row of rows.filter((r) => !r.covered).sort((a, b) => b.refs.size - a.refs.size || b.themes.size - a.themes.size)) {
    console.log(`${row.unit}\t${row.title}\t${[...row.refs].join(', ')}\t${[...row.themes].join(' ')}`);
  }
}
