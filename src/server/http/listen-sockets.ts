import net from 'node:net';
import type { Server } from 'node:http';

/**
 * How many sockets listen on the server's port on Linux. Since libuv 1.45 (Node 20) a listening
 * socket accepts one connection per turn of the event loop (libuv/libuv#3696), and a loop busy
 * with generations turns only about twenty times a second: 64 pastors arriving together waited up
 * to 3 s to be accepted, while those already connected were served again and again (decision
 * 0053). Each socket accepts one connection per turn, and the kernel spreads new connections
 * across them (SO_REUSEPORT), so eight accept eight.
 */
export const LISTENING_SOCKETS = 8;

function listenOn(server: Server | net.Server, options: net.ListenOptions): Promise<void> {
  return new Promise((resolve, reject) => {
    const failed = (error: Error) => reject(error);
    server.once('error', failed);
    server.listen(options, () => {
      server.off('error', failed);
      resolve();
    });
  });
}

function closeServer(server: net.Server): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()));
}

/**
 * Starts the servers listening on one port (the first alone where the system does not share
 * ports between sockets) and returns the port. A port another process holds fails as it always
 * did (EADDRINUSE): it is first taken without sharing, then given to the servers together, so a
 * second copy of this server is refused rather than handed half the connections.
 */
export async function listenTogether(servers: readonly Server[], port: number, host: string): Promise<{ port: number; listening: Server[] }> {
  const [first, ...others] = servers;
  if (!first) throw new Error('listenTogether needs a server');
  if (process.platform !== 'linux' || others.length === 0) {
    await listenOn(first, { port, host });
    return { port: (first.address() as net.AddressInfo).port, listening: [first] };
  }
  const probe = net.createServer();
  await listenOn(probe, { port, host, exclusive: true });
  const chosen = (probe.address() as net.AddressInfo).port;
  await closeServer(probe);
  try {
    await listenOn(first, { port: chosen, host, reusePort: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') throw error;
    await listenOn(first, { port: chosen, host });
    return { port: chosen, listening: [first] };
  }
  const listening: Server[] = [first];
  for (const server of others) {
    try {
      await listenOn(server, { port: chosen, host, reusePort: true });
      listening.push(server);
    } catch {
      // A socket that cannot share the port (a kernel without SO_REUSEPORT, a process that took
      // the port in between) only means fewer accepts per turn: the others serve.
      break;
    }
  }
  return { port: chosen, listening };
}
