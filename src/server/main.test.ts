import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { afterEach, describe, expect, it } from 'vitest';

const MAIN = path.resolve('src/server/main.ts');
const running: ChildProcessWithoutNullStreams[] = [];
afterEach(() => {
  for (const child of running.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, [MAIN], { env: { PATH: process.env.PATH ?? '', ...env }, stdio: 'pipe' });
  running.push(child);
  const lines: string[] = [];
  readline.createInterface({ input: child.stdout }).on('line', (line) => lines.push(line));
  const stderr: string[] = [];
  child.stderr.on('data', (chunk) => stderr.push(String(chunk)));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const listening = new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no listening line:\n${lines.join('\n')}\n${stderr.join('')}`)), 15_000);
    // A server that stops at start-up never listens, and no test waits for it to.
    child.once('exit', () => clearTimeout(timer));
    readline.createInterface({ input: child.stdout }).on('line', (line) => {
      const entry = JSON.parse(line) as { msg: string; port?: number };
      if (entry.msg.startsWith('listening') && entry.port) {
        clearTimeout(timer);
        resolve(entry.port);
      }
    });
  });
  return { child, lines, stderr, exited, listening };
}

describe('server process', () => {
  it('stops at start-up with one line naming a bad variable', async () => {
    const { exited, stderr } = startServer({ PORT: 'eighty' });
    expect(await exited).toBe(1);
    expect(stderr.join('').trim()).toBe('Invalid configuration: PORT must be a port number');
  });

  it('stops at start-up with one line naming a malformed preaching-library entry', async () => {
    const libraryDir = fs.mkdtempSync(path.join(os.tmpdir(), 'library-test-'));
    fs.cpSync(path.resolve('data/library'), libraryDir, { recursive: true });
    const file = path.join(libraryDir, 'entries/Acts/acts-16-25-34.json');
    const entry = JSON.parse(fs.readFileSync(file, 'utf8')) as { title: { en: string } };
    entry.title.en = 'A title far too long for any sermon, '.repeat(4);
    fs.writeFileSync(file, JSON.stringify(entry));
    const { exited, stderr } = startServer({ PORT: '0', HOST: '127.0.0.1', NODE_ENV: 'test', LIBRARY_DIR: libraryDir, DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'main-test-')) });
    expect(await exited).toBe(1);
    expect(stderr.join('').trim()).toMatch(/^The preaching library is invalid: data\/library\/entries\/Acts\/acts-16-25-34\.json: title\.en: /);
  });

  it('migrates, serves, and on SIGTERM finishes the request in flight, then exits 0', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'main-test-'));
    const server = startServer({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'info' });
    const port = await server.listening;
    // Beside the JSON log on stdout, one plain line on stderr gives a person the address.
    await waitFor(() => server.stderr.join('').includes('\n'));
    expect(server.stderr.join('')).toBe(`Apostolic Sermon Studio is listening on http://127.0.0.1:${port}\n`);
    expect(fs.existsSync(path.join(dataDir, 'app.db'))).toBe(true);
    expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);

    // A request whose body is still arriving when the signal comes.
    const body = JSON.stringify({ name: 'Pastor', email: 'pastor@example.org', message: 'Sent while the server stops.', language: 'en' });
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    const response = new Promise<string>((resolve) => {
      let text = '';
      socket.on('data', (chunk) => (text += String(chunk)));
      socket.on('close', () => resolve(text));
    });
    let received = '';
    socket.on('data', (chunk) => (received += String(chunk)));
    // "100 Continue" proves the server has parsed the request and is waiting for its body.
    socket.write(
      `POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nExpect: 100-continue\r\nConnection: close\r\n\r\n`,
    );
    await waitFor(() => received.includes('100 Continue'));
    socket.write(body.slice(0, 10));

    server.child.kill('SIGTERM');
    await waitFor(() => server.lines.some((l) => l.includes('shutting down')));
    // New connections are refused while the in-flight request finishes.
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
    socket.write(body.slice(10));

    expect(await response).toMatch(/^HTTP\/1\.1 100 Continue\r\n\r\nHTTP\/1\.1 201 /);
    expect(await server.exited).toBe(0);
    expect(server.lines.some((l) => l.includes('"msg":"stopped"'))).toBe(true);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('a second copy started on the port of a running one stops with one line, and the first keeps answering', async () => {
    const env = { HOST: '127.0.0.1', NODE_ENV: 'test', LOG_LEVEL: 'info' };
    const dataDirs = [fs.mkdtempSync(path.join(os.tmpdir(), 'main-test-')), fs.mkdtempSync(path.join(os.tmpdir(), 'main-test-'))];
    const first = startServer({ ...env, PORT: '0', DATA_DIR: dataDirs[0]! });
    const port = await first.listening;
    const second = startServer({ ...env, PORT: String(port), DATA_DIR: dataDirs[1]! });
    expect(await second.exited).toBe(1);
    expect(second.stderr.join('').trim()).toBe(`Port ${port} is already in use (another copy of the server?): set PORT to a free one.`);
    for (let i = 0; i < 16; i++) expect((await fetch(`http://127.0.0.1:${port}/healthz`, { headers: { connection: 'close' } })).status).toBe(200);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  });
});

async function waitFor(condition: () => boolean, timeoutMs = 5000) {
  const end = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
