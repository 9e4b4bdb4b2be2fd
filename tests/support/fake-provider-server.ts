import http from 'node:http';
import type { Socket } from 'node:net';

interface RecordedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * A real HTTP server on loopback standing in for a third party (a payment provider, a model
 * provider): each request's body is read whole and handed to `respond` with the response to write.
 * `close` drops the connections still open (a stream the test left running) and stops it.
 */
export async function startLoopbackServer(respond: (request: RecordedRequest, res: http.ServerResponse) => void) {
  const sockets = new Set<Socket>();
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += String(chunk)));
    req.on('end', () => respond({ method: req.method ?? 'GET', path: req.url ?? '/', headers: req.headers, body }, res));
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: new URL(`http://127.0.0.1:${port}`),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

type FakeHandler = (request: RecordedRequest) => { status: number; body: unknown } | undefined;

/** A payment provider's API on loopback: it records every request and answers from the given handler. */
export async function startFakeProviderServer(handler: FakeHandler) {
  const requests: RecordedRequest[] = [];
  const { url, close } = await startLoopbackServer((recorded, res) => {
    requests.push(recorded);
    const answer = handler(recorded) ?? { status: 404, body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such route' } } };
    res.writeHead(answer.status, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer.body));
  });
  return { url, requests, close };
}
