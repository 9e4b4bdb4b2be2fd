// Where the repository's own files are (data/, dist/client/), found from this module's location
// by walking up to our package.json: the same answer whether the server runs from its TypeScript
// source (src/server/…) or from its bundle (dist/server/main.js), which sit at different depths.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const PACKAGE_NAME = 'sermon-studio';

function findProjectRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest) && (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { name?: string }).name === PACKAGE_NAME) return dir;
    if (path.dirname(dir) === dir) throw new Error(`package.json of ${PACKAGE_NAME} not found above ${from}`);
  }
}

export const PROJECT_ROOT = findProjectRoot(path.dirname(fileURLToPath(import.meta.url)));

/** A path inside the repository, e.g. `projectPath('data/bible/naves.json')`. */
export function projectPath(relative: string): string {
  return path.join(PROJECT_ROOT, relative);
}
