import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

// LibreOffice's parts each ship a library of their own (Debian: libreoffice-writer-nogui,
// libreoffice-impress-nogui); `soffice` alone converts only what an installed part reads.
const PART_LIBRARY = { writer: 'libswlo.so', impress: 'libsdlo.so' } as const;

/** True when `soffice` runs and the part that reads the file is installed (scripts/ensure-libreoffice.sh installs both when it may). */
export function hasLibreOffice(part: keyof typeof PART_LIBRARY): boolean {
  if (spawnSync('soffice', ['--version'], { stdio: 'ignore' }).status !== 0) return false;
  return ['/usr/lib/libreoffice/program', '/usr/lib64/libreoffice/program', '/opt/libreoffice/program'].some((folder) => existsSync(`${folder}/${PART_LIBRARY[part]}`));
}
