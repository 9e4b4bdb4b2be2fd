// A throwaway PostgreSQL cluster of the suite's own (initdb + pg_ctl in a temporary folder), so
// a test may stop and start "the database" without touching the machine's shared server.
// PostgreSQL refuses to run as root: the commands run as the `postgres` OS user.
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import fs from 'node:fs';
import path from 'node:path';
import { freePort, temporaryDir } from './server-process.ts';

export interface PrivatePostgres {
  url: string;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Stops the cluster (immediately) and removes its folder. */
  destroy(): void;
}

/** The bin folder of the newest installed PostgreSQL, or null when initdb is not installed. */
export function postgresBinDir(): string | null {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return null;
  const versions = fs
    .readdirSync(root)
    .filter((version) => fs.existsSync(path.join(root, version, 'bin', 'initdb')))
    .sort((x, y) => Number(y) - Number(x));
  return versions[0] ? path.join(root, versions[0], 'bin') : null;
}

export async function createPrivatePostgres(binDir: string): Promise<PrivatePostgres> {
  const port = await freePort();
  const root = temporaryDir('pg');
  const dataDir = path.join(root, 'data');
  const logFile = path.join(root, 'postgres.log');
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  fs.chownSync(root, uid, gid);
  const asPostgres = (tool: string, args: string[]) => execFileSync('runuser', ['-u', 'postgres', '--', path.join(binDir, tool), ...args], { stdio: 'pipe', timeout: 60_000 });

  // Start and stop run while the suite's traffic is in flight: they must not block its event loop.
  const asPostgresAsync = async (tool: string, args: string[]) => void (await promisify(execFile)('runuser', ['-u', 'postgres', '--', path.join(binDir, tool), ...args], { timeout: 60_000 }));

  asPostgres('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const cluster: PrivatePostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: () => asPostgresAsync('pg_ctl', ['-D', dataDir, '-o', options, '-l', logFile, '-w', 'start']),
    stop: () => asPostgresAsync('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']),
    destroy: () => {
      try {
        asPostgres('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // already stopped
      }
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
  await cluster.start();
  return cluster;
}
