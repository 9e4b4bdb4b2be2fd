import fs from 'node:fs';
import path from 'node:path';
import { projectPath } from '../project-paths.ts';

/** The library's folder; tests may point it elsewhere. */
const LIBRARY_DIR = 'data/library';

/** The JSON files of the library, read but not checked: units by book, entries by path, occasions. */
export interface LibraryFiles {
  units: Map<string, unknown>;
  /** "Acts/acts-16-25-34.json" → its parsed JSON. */
  entries: Map<string, unknown>;
  occasions: unknown;
  voice: unknown;
  /** Sketches of units by book ("Matt" → its parsed JSON; decision 0031). */
  sketches: Map<string, unknown>;
}

/**
 * The library with its entries left on disk: "Acts/acts-16-25-34.json" → the file's path. The server
 * reads each entry once at start to check and index it, then again only when a sermon needs it, so
 * memory does not grow with the library (issue 29).
 */
export interface LibraryFilesOnDisk extends Omit<LibraryFiles, 'entries' | 'sketches'> {
  entryPaths: Map<string, string>;
  /** "Matt" → the path of its sketches file, read when a sermon needs one. */
  sketchPaths: Map<string, string>;
}

/** One library JSON file, parsed; the error names the file. */
export function readLibraryJson(file: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`The preaching library cannot be read: ${path.relative(process.cwd(), file)}: ${(error as Error).message}`, { cause: error });
  }
}

function entryPaths(dir: string): Map<string, string> {
  const paths = new Map<string, string>();
  const entryDir = path.join(dir, 'entries');
  for (const book of fs.existsSync(entryDir) ? fs.readdirSync(entryDir).sort() : []) {
    const bookDir = path.join(entryDir, book);
    if (!fs.statSync(bookDir).isDirectory()) throw new Error(`The preaching library has a stray file: data/library/entries/${book} (entries live in a folder per book)`);
    for (const name of fs.readdirSync(bookDir).sort()) {
      if (!name.endsWith('.json')) throw new Error(`The preaching library has a stray file: data/library/entries/${book}/${name}`);
      paths.set(`${book}/${name}`, path.join(bookDir, name));
    }
  }
  return paths;
}

export function readLibraryFilesOnDisk(dir = projectPath(LIBRARY_DIR)): LibraryFilesOnDisk {
  const units = new Map<string, unknown>();
  const unitDir = path.join(dir, 'units');
  for (const name of fs.existsSync(unitDir) ? fs.readdirSync(unitDir).sort() : []) {
    if (name.endsWith('.json')) units.set(path.basename(name, '.json'), readLibraryJson(path.join(unitDir, name)));
  }
  const sketchPaths = new Map<string, string>();
  const sketchDir = path.join(dir, 'sketches');
  for (const name of fs.existsSync(sketchDir) ? fs.readdirSync(sketchDir).sort() : []) {
    if (!name.endsWith('.json')) throw new Error(`The preaching library has a stray file: data/library/sketches/${name}`);
    sketchPaths.set(path.basename(name, '.json'), path.join(sketchDir, name));
  }
  const occasionsFile = path.join(dir, 'occasions.json');
  return { units, entryPaths: entryPaths(dir), sketchPaths, occasions: fs.existsSync(occasionsFile) ? readLibraryJson(occasionsFile) : [], voice: readLibraryJson(path.join(dir, 'voice.json')) };
}

/** Every library file parsed, entries included (the checks, the tests and the scripts). */
export function readLibraryFiles(dir = projectPath(LIBRARY_DIR)): LibraryFiles {
  const { entryPaths: paths, sketchPaths, ...rest } = readLibraryFilesOnDisk(dir);
  const read = (files: Map<string, string>) => new Map([...files].map(([name, full]) => [name, readLibraryJson(full)]));
  return { ...rest, entries: read(paths), sketches: read(sketchPaths) };
}
