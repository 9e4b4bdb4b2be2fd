// Starts one of the benchmarks' own servers (bench/hello-world-server.ts, bench/same-work-server.ts)
// as its own process, so it gets a core like the real server, and waits until it listens.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../tests/support/server-process.ts';

export interface BenchServer {
  url: string;
  stop(): Promise<void>;
}

/** `script` is a file in bench/; it is started as `node <script> <port> ...args`. */
export async function startBenchServer(script: string, args: string[] = []): Promise<BenchServer> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(import.meta.dirname, script), String(port), ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${script} did not start within 10 s`)), 10_000);
      child.stdout.on('data', (chunk: Buffer) => {
        if (String(chunk).includes('listening')) {
          clearTimeout(timer);
          resolve();
        }
      });
      child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `http://127.0.0.1:${port}`, stop };
}
