// A plain node:http client for the reliability suite: one keep-alive connection per virtual user
// (its own Agent), and every request ends as exactly one status or one named failure
// (ECONNRESET, ECONNREFUSED, TIMEOUT…), so a run can account for each request it sent.
import http from 'node:http';

export interface HttpAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  ms: number;
}

class HttpFailure extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.code = code;
  }
}

interface HttpRequestOptions {
  method?: string;
  headers?: Record<string, string>;
  /** A JSON body (serialised, with its Content-Type). */
  json?: unknown;
  agent?: http.Agent;
  timeoutMs?: number;
}

export function httpRequest(url: string, options: HttpRequestOptions = {}): Promise<HttpAnswer> {
  const started = performance.now();
  const payload = options.json === undefined ? undefined : JSON.stringify(options.json);
  const headers: Record<string, string> = { ...options.headers };
  if (payload !== undefined) {
    headers['content-type'] ??= 'application/json';
    headers['content-length'] = String(Buffer.byteLength(payload));
  }
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: options.method ?? 'GET', headers, agent: options.agent ?? false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8'), ms: performance.now() - started }));
      response.on('error', (error: NodeJS.ErrnoException) => reject(new HttpFailure(error.code ?? 'RESPONSE_ERROR', error.message)));
      response.on('aborted', () => reject(new HttpFailure('ECONNRESET', 'response aborted')));
    });
    request.setTimeout(options.timeoutMs ?? 30_000, () => request.destroy(new HttpFailure('TIMEOUT', `no answer within ${options.timeoutMs ?? 30_000} ms (port ${request.socket?.localPort}, connecting ${request.socket?.connecting}, written ${request.socket?.bytesWritten}, read ${request.socket?.bytesRead})`)));
    request.on('error', (error: NodeJS.ErrnoException) => reject(error instanceof HttpFailure ? error : new HttpFailure(error.code ?? 'REQUEST_ERROR', error.message)));
    request.end(payload);
  });
}

/** The failure's code, for counting; anything unexpected keeps its message. */
export function failureCode(error: unknown): string {
  return error instanceof HttpFailure ? error.code : `UNEXPECTED: ${(error as Error).message}`;
}

/** The Set-Cookie pairs of an answer, as one Cookie header. */
export function cookieFrom(answer: HttpAnswer): string {
  return (answer.headers['set-cookie'] ?? []).map((line) => line.split(';')[0]).join('; ');
}

/** Server-sent events of a finished text/event-stream body. */
export function sseEvents(body: string): Array<{ event: string; data: string }> {
  return body
    .split(/\n\n/)
    .filter((block) => block.trim() !== '')
    .map((block) => {
      const lines = block.split('\n');
      const event = lines.find((line) => line.startsWith('event:'))?.slice(6).trim() ?? 'message';
      const data = lines
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(5).trim())
        .join('\n');
      return { event, data };
    });
}

