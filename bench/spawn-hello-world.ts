// Starts bench/hello-world-server.ts as its own process and waits until it listens.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../tests/support/server-process.ts';

interface HelloWorld {
  url: string;
  stop(): Promise<void>;
}

export async function startHelloWorld(): Promise<HelloWorld> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'hello-world-server.ts'), String(port)], { stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('hello-world server did not start within 10 s')), 10_000);
      child.stdout.on('data', (chunk: Buffer) => {
        if (String(chunk).includes('listening')) {
          clearTimeout(timer);
          resolve();
        }
      });
      child.once('exit', (code) => reject(new Error(`hello-world server exited with ${code}`)));
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `http://127.0.0.1:${port}`, stop };
}
