import { execFileSync } from 'node:child_process';

/** A SWORD module as `mod2imp` prints it ($$$key lines followed by OSIS markup). */
export function readSwordModule(module: string, debianPackage: string): string {
  try {
    return execFileSync('mod2imp', [module], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, env: { ...process.env, SWORD_PATH: process.env.SWORD_PATH ?? '/usr/share/sword' } });
  } catch (error) {
    console.error(`Could not read the SWORD module ${module}: ${(error as Error).message}`);
    console.error(`Install it first: apt-get install ${debianPackage} libsword-utils`);
    process.exit(1);
  }
}
