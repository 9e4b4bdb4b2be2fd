import http from 'node:http';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { LISTENING_SOCKETS, listenTogether } from './listen-sockets.ts';

// Decision 0053: a saturated loop turns ~20 times a second and each listening socket accepts one
// connection per turn, so the port is shared by several sockets.

const opened: Array<net.Server | net.Socket> = [];
afterEach(async () => {
  const handles = opened.splice(0);
  for (const handle of handles) if (handle instanceof net.Socket) handle.destroy();
  for (const handle of handles) {
    if (handle instanceof http.Server) handle.closeAllConnections();
    if (handle instanceof net.Server && handle.listening) await new Promise<void>((resolve) => handle.close(() => resolve()));
  }
});

const servers = (count: number) =>
  Array.from({ length: count }, () => {
    const server = http.createServer((_request, response) => response.end('ok'));
    opened.push(server);
    return server;
  });

/** Opens `count` connections to the port at once; the kernel completes them while the loop is busy. */
function connectMany(port: number, count: number): void {
  for (let i = 0; i < count; i++) {
    const socket = net.connect(port, '127.0.0.1');
    socket.on('error', () => {});
    opened.push(socket);
  }
}

/** Keeps the loop busy `turnMs` per turn, as generations do, until `done`; resolves with the turns it took. */
function busyTurnsUntil(done: () => boolean, turnMs = 20, maxTurns = 200): Promise<number> {
  return new Promise((resolve) => {
    let turns = 0;
    const turn = () => {
      if (done() || turns === maxTurns) return resolve(turns);
      turns++;
      const end = performance.now() + turnMs;
      while (performance.now() < end);
      setImmediate(turn);
    };
    setImmediate(turn);
  });
}

describe.runIf(process.platform === 'linux')('the port shared by several listening sockets', () => {
  it('every server listens on the one port, and a burst of 64 new connections is accepted in a few busy turns, not 64', async () => {
    const group = servers(LISTENING_SOCKETS);
    const { port, listening } = await listenTogether(group, 0, '127.0.0.1');
    expect(listening).toHaveLength(LISTENING_SOCKETS);
    for (const server of listening) expect((server.address() as net.AddressInfo).port).toBe(port);

    let accepted = 0;
    const acceptedBy = new Set<net.Server>();
    for (const server of listening) server.on('connection', () => ((accepted += 1), acceptedBy.add(server)));
    connectMany(port, 64);
    const turns = await busyTurnsUntil(() => accepted === 64);
    expect(accepted).toBe(64);
    expect(acceptedBy.size).toBeGreaterThan(1);
    // One socket alone takes 64 turns (one accept a turn); the kernel spreads the connections.
    expect(turns).toBeLessThan(32);
  });

  it('answers requests on whichever socket took the connection', async () => {
    const { port } = await listenTogether(servers(LISTENING_SOCKETS), 0, '127.0.0.1');
    const answers = await Promise.all(Array.from({ length: 16 }, async () => (await fetch(`http://127.0.0.1:${port}/`, { headers: { connection: 'close' } })).text()));
    expect(answers).toEqual(Array(16).fill('ok'));
  });

  it('a port another process holds is refused (EADDRINUSE), and so is one held by another copy of this server', async () => {
    const plain = net.createServer();
    opened.push(plain);
    await new Promise<void>((resolve) => plain.listen(0, '127.0.0.1', resolve));
    const heldPort = (plain.address() as net.AddressInfo).port;
    await expect(listenTogether(servers(LISTENING_SOCKETS), heldPort, '127.0.0.1')).rejects.toMatchObject({ code: 'EADDRINUSE' });

    const first = await listenTogether(servers(LISTENING_SOCKETS), 0, '127.0.0.1');
    await expect(listenTogether(servers(LISTENING_SOCKETS), first.port, '127.0.0.1')).rejects.toMatchObject({ code: 'EADDRINUSE' });
  });
});

describe('one server', () => {
  it('listens alone on the port it is given', async () => {
    const { port, listening } = await listenTogether(servers(1), 0, '127.0.0.1');
    expect(listening).toHaveLength(1);
    expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe('ok');
  });
});
