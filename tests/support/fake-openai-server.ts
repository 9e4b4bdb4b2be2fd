import http from 'node:http';
import type { Socket } from 'node:net';

export type FakeReply =
  /**
   * A JSON reply. Streamed, it is cut into `chunks` pieces (default 8), or — with `tokensPerSecond`
   * — into pieces of about four characters (one token) written at that pace, as a real model does;
   * `closeAfterChunks` drops the connection after that many pieces (a provider failing mid-stream).
   */
  | { kind: 'object'; value: unknown; chunks?: number; tokensPerSecond?: number; closeAfterChunks?: number }
  | { kind: 'text'; content: string }
  /**
   * A runaway model: a draft whose introduction never ends, `bytes` long in all, streamed one
   * token (four characters) per event as fast as the client reads, until the client hangs up.
   */
  | { kind: 'runaway'; bytes: number }
  | { kind: 'status'; status: number; message?: string }
  | { kind: 'hang' };

/**
 * An OpenAI-compatible chat-completions server on loopback (the third-party boundary). Each
 * request takes the next reply from the queue; streamed replies are cut into chunks.
 */
export async function startFakeOpenAi() {
  const replies: FakeReply[] = [];
  const requests: Array<{ stream: boolean; body: Record<string, unknown> }> = [];
  const sockets = new Set<Socket>();
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += String(chunk)));
    req.on('end', () => {
      const body = JSON.parse(raw || '{}') as Record<string, unknown>;
      const stream = body.stream === true;
      requests.push({ stream, body });
      const reply = replies.shift() ?? { kind: 'status', status: 500 };
      if (reply.kind === 'hang') return;
      if (reply.kind === 'status') {
        res.writeHead(reply.status, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error: { message: reply.message ?? `fake status ${reply.status}`, type: 'server_error' } }));
        return;
      }
      if (reply.kind === 'runaway') return void streamRunaway(res, reply.bytes);
      const content = reply.kind === 'object' ? JSON.stringify(reply.value) : reply.content;
      const base = { id: 'chatcmpl-fake', created: 1_800_000_000, model: 'fake-model' };
      if (!stream) {
        res.writeHead(200, { 'Content-Type': 'application/json' }).end(
          JSON.stringify({ ...base, object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }], usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 } }),
        );
        return;
      }
      res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
      const paced = reply.kind === 'object' && reply.tokensPerSecond ? reply.tokensPerSecond : null;
      const pieces = reply.kind === 'object' ? (paced ? Math.ceil(content.length / 4) : (reply.chunks ?? 8)) : 4;
      const size = Math.ceil(content.length / pieces);
      const closeAfter = reply.kind === 'object' ? (reply.closeAfterChunks ?? Infinity) : Infinity;
      const chunks: string[] = [];
      for (let i = 0; i < content.length; i += size) {
        const delta = { ...(i === 0 ? { role: 'assistant' } : {}), content: content.slice(i, i + size) };
        chunks.push(`data: ${JSON.stringify({ ...base, object: 'chat.completion.chunk', choices: [{ index: 0, delta, finish_reason: null }] })}\n\n`);
      }
      const finish = () => {
        res.write(`data: ${JSON.stringify({ ...base, object: 'chat.completion.chunk', choices: [{ index: 0, delta: {}, finish_reason: 'stop' }], usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 } })}\n\n`);
        res.end('data: [DONE]\n\n');
      };
      let sent = 0;
      const writeNext = () => {
        if (res.destroyed) return;
        if (sent >= closeAfter) return void res.socket?.destroy();
        if (sent >= chunks.length) return finish();
        res.write(chunks[sent]!);
        sent += 1;
        if (paced) setTimeout(writeNext, 1000 / paced);
        else writeNext();
      };
      writeNext();
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const baseUrl = `http://127.0.0.1:${port}/v1`;
  return {
    baseUrl,
    /** The environment that points a spawned server at this fake (SERMON_ENGINE=openai). */
    serverEnv: (timeoutMs: number) => ({ SERMON_ENGINE: 'openai', AI_MODEL: 'fake-model', AI_BASE_URL: baseUrl, AI_API_KEY: 'test-key', AI_TIMEOUT_MS: String(timeoutMs) }),
    replies,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

const BASE_CHUNK = { id: 'chatcmpl-fake', created: 1_800_000_000, model: 'fake-model', object: 'chat.completion.chunk' };

function streamRunaway(res: http.ServerResponse, bytes: number) {
  res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
  const head = '{"title":"The Endless Sermon","mainReference":"John 3:16","introduction":"';
  const token = (i: number) => (i === 0 ? head : 'and ');
  let written = 0;
  let i = 0;
  const pump = () => {
    while (!res.destroyed && written < bytes) {
      const content = token(i++);
      written += content.length;
      const ok = res.write(`data: ${JSON.stringify({ ...BASE_CHUNK, choices: [{ index: 0, delta: { content }, finish_reason: null }] })}\n\n`);
      // Respect the client's pace, as a real server does; yield now and then so aborts are seen.
      if (!ok) return void res.once('drain', pump);
      if (i % 200 === 0) return void setImmediate(pump);
    }
    if (!res.destroyed) res.end('data: [DONE]\n\n');
  };
  pump();
}
