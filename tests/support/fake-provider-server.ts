import http from 'node:http';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export type FakeHandler = (request: RecordedRequest) => { status: number; body: unknown } | undefined;

/**
 * A real HTTP server on loopback standing in for a payment provider's API (the third-party
 * boundary): it records every request and answers from the given handler.
 */
export async function startFakeProviderServer(handler: FakeHandler) {
  const requests: RecordedRequest[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += String(chunk)));
    req.on('end', () => {
      const recorded = { method: req.method ?? 'GET', path: req.url ?? '/', headers: req.headers, body };
      requests.push(recorded);
      const answer = handler(recorded) ?? { status: 404, body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such route' } } };
      res.writeHead(answer.status, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: new URL(`http://127.0.0.1:${port}`),
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
