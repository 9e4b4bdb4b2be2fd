import type http from 'node:http';
import { startLoopbackServer } from './fake-provider-server.ts';

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
 * request takes the next reply from the queue; streamed replies are cut into chunks. A request
 * that offers tools gets its reply as a call of the first tool, its JSON in the arguments.
 * `rejectResponseFormat`: a server that supports no `response_format` at all (some local servers),
 * answering 400 to any request that sets one, without taking a reply.
 */
export async function startFakeOpenAi({ rejectResponseFormat = false }: { rejectResponseFormat?: boolean } = {}) {
  const replies: FakeReply[] = [];
  const requests: Array<{ stream: boolean; body: Record<string, unknown> }> = [];
  const { url, close } = await startLoopbackServer(({ body: raw }, res) => {
    const body = JSON.parse(raw || '{}') as Record<string, unknown>;
    const stream = body.stream === true;
    requests.push({ stream, body });
    if (rejectResponseFormat && body.response_format) {
      res.writeHead(400, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error: { message: "Unsupported parameter: 'response_format' is not supported by this server", type: 'invalid_request_error' } }));
      return;
    }
    const reply = replies.shift() ?? { kind: 'status', status: 500 };
    if (reply.kind === 'hang') return;
    if (reply.kind === 'status') {
      res.writeHead(reply.status, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error: { message: reply.message ?? `fake status ${reply.status}`, type: 'server_error' } }));
      return;
    }
    if (reply.kind === 'runaway') return void streamRunaway(res, reply.bytes);
    const content = reply.kind === 'object' ? JSON.stringify(reply.value) : reply.content;
    const tool = (body.tools as Array<{ function: { name: string } }> | undefined)?.[0]?.function.name;
    if (!stream) {
      const message = tool ? { role: 'assistant', content: null, tool_calls: [{ id: 'call_fake', type: 'function', function: { name: tool, arguments: content } }] } : { role: 'assistant', content };
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(
        JSON.stringify({ ...BASE, object: 'chat.completion', choices: [{ index: 0, message, finish_reason: tool ? 'tool_calls' : 'stop' }], usage: USAGE }),
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
      const piece = content.slice(i, i + size);
      const delta = tool
        ? { ...(i === 0 ? { role: 'assistant' } : {}), tool_calls: [{ index: 0, ...(i === 0 ? { id: 'call_fake', type: 'function' } : {}), function: { ...(i === 0 ? { name: tool } : {}), arguments: piece } }] }
        : { ...(i === 0 ? { role: 'assistant' } : {}), content: piece };
      chunks.push(`data: ${JSON.stringify({ ...BASE_CHUNK, choices: [{ index: 0, delta, finish_reason: null }] })}\n\n`);
    }
    const finish = () => {
      res.write(`data: ${JSON.stringify({ ...BASE_CHUNK, choices: [{ index: 0, delta: {}, finish_reason: tool ? 'tool_calls' : 'stop' }], usage: USAGE })}\n\n`);
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
  const baseUrl = new URL('/v1', url).href;
  return {
    baseUrl,
    /** The environment that points a spawned server at this fake (SERMON_ENGINE=openai). */
    serverEnv: (timeoutMs: number) => ({ SERMON_ENGINE: 'openai', AI_MODEL: 'fake-model', AI_BASE_URL: baseUrl, AI_API_KEY: 'test-key', AI_TIMEOUT_MS: String(timeoutMs) }),
    replies,
    requests,
    close,
  };
}

const BASE = { id: 'chatcmpl-fake', created: 1_800_000_000, model: 'fake-model' };
const USAGE = { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 };
const BASE_CHUNK = { ...BASE, object: 'chat.completion.chunk' };

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
