// Part of `npm run import:bible` (run by scripts/import-bible.ts after it writes rv1909.json, or
// alone): packs the KJV and the Reina-Valera 1909 into data/bible/kjv.bin and rv1909.bin
// (committed; layout in src/server/bible/bible-file.ts), the files the server reads. The same
// sources always give the same bytes; scripts/pack-bibles.test.ts checks the committed files.
//
//   node scripts/pack-bibles.ts
import fs from 'node:fs';
import { encodeBibleFile, type PackableBible } from '../src/server/bible/bible-file.ts';
import { BIBLE_FILES } from '../src/server/bible/bible-text.ts';
import { projectPath } from '../src/server/project-paths.ts';
import { kjvSource, rv1909Source } from './bible-sources.ts';

export function packBibles(): void {
  const sources: Array<[string, PackableBible]> = [
    [BIBLE_FILES.en, kjvSource()],
    [BIBLE_FILES.es, rv1909Source()],
  ];
  for (const [file, bible] of sources) {
    const bytes = encodeBibleFile(bible);
    fs.writeFileSync(projectPath(file), bytes);
    console.log(`Wrote ${file}: ${bible.books.length} books, ${(bytes.byteLength / 1024 / 1024).toFixed(2)} MB.`);
  }
}

if (import.meta.main) packBibles();
