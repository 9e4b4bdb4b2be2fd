import fs from 'node:fs';
import path from 'node:path';
import { projectPath } from '../project-paths.ts';

/** The library's folder; tests may point it elsewhere. */
export const LIBRARY_DIR = 'data/library';

/** The JSON files of the library, read but not checked: units by book, entries by path, occasions. */
export interface LibraryFiles {
  units: Map<string, unknown>;
  /** "Acts/acts-16-25-34.json" → its parsed JSON. */
  entries: Map<string, unknown>;
  occasions: unknown;
  voice: unknown;
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`The preaching library cannot be read: ${path.relative(process.cwd(), file)}: ${(error as Error).message}`, { cause: error });
  }
}

export function readLibraryFiles(dir = projectPath(LIBRARY_DIR)): LibraryFiles {
  const units = new Map<string, unknown>();
  const unitDir = path.join(dir, 'units');
  for (const name of fs.existsSync(unitDir) ? fs.readdirSync(unitDir).sort() : []) {
    if (name.endsWith('.json')) units.set(path.basename(name, '.json'), readJson(path.join(unitDir, name)));
  }
  const entries = new Map<string, unknown>();
  const entryDir = path.join(dir, 'entries');
  for (const book of fs.existsSync(entryDir) ? fs.readdirSync(entryDir).sort() : []) {
    const bookDir = path.join(entryDir, book);
    if (!fs.statSync(bookDir).isDirectory()) throw new Error(`The preaching library has a stray file: data/library/entries/${book} (entries live in a folder per book)`);
    for (const name of fs.readdirSync(bookDir).sort()) {
      if (!name.endsWith('.json')) throw new Error(`The preaching library has a stray file: data/library/entries/${book}/${name}`);
      entries.set(`${book}/${name}`, readJson(path.join(bookDir, name)));
    }
  }
  const occasionsFile = path.join(dir, 'occasions.json');
  return { units, entries, occasions: fs.existsSync(occasionsFile) ? readJson(occasionsFile) : [], voice: readJson(path.join(dir, 'voice.json')) };
}
