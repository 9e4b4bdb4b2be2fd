// Part of `npm run import:bible` (run by scripts/import-strongs-dictionary.ts after it writes the
// JSON, or alone): packs data/bible/strongs-dictionary.json, which stays committed as the text a
// reviewer reads, into data/bible/strongs-dictionary.bin, the file the server reads (layout in
// src/server/bible/strongs-dictionary-file.ts). The same JSON always gives the same bytes;
// scripts/pack-strongs-dictionary.test.ts checks the committed file.
//
//   node scripts/pack-strongs-dictionary.ts
import fs from 'node:fs';
import { encodeStrongsDictionary, type RawStrongsEntry } from '../src/server/bible/strongs-dictionary-file.ts';
import { STRONGS_DICTIONARY_FILE } from '../src/server/bible/strongs.ts';
import { projectPath } from '../src/server/project-paths.ts';

export const STRONGS_DICTIONARY_JSON = 'data/bible/strongs-dictionary.json';

export function readStrongsDictionaryJson(): Record<string, RawStrongsEntry> {
  return (JSON.parse(fs.readFileSync(projectPath(STRONGS_DICTIONARY_JSON), 'utf8')) as { entries: Record<string, RawStrongsEntry> }).entries;
}

export function packStrongsDictionary(): void {
  const entries = readStrongsDictionaryJson();
  const bytes = encodeStrongsDictionary(entries);
  fs.writeFileSync(projectPath(STRONGS_DICTIONARY_FILE), bytes);
  console.log(`Wrote ${STRONGS_DICTIONARY_FILE}: ${Object.keys(entries).length} entries, ${(bytes.byteLength / 1024 / 1024).toFixed(2)} MB.`);
}

if (import.meta.main) packStrongsDictionary();
