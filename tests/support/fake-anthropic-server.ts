import { startLoopbackServer } from './fake-provider-server.ts';

/**
 * An Anthropic Messages API server on loopback (the third-party boundary), streaming each reply
 * as a real one does: as a forced `json` tool call when the request carries the JSON response
 * tool, as text otherwise; a request that does not stream gets the whole message at once. Each
 * request takes the next JSON value from the queue.
 */
export async function startFakeAnthropic() {
  const replies: unknown[] = [];
  const requests: Array<Record<string, unknown>> = [];
  const { url, close } = await startLoopbackServer(({ body: raw }, res) => {
    const body = JSON.parse(raw || '{}') as { tools?: Array<{ name: string }>; stream?: boolean };
    requests.push(body as Record<string, unknown>);
    const reply = replies.shift();
    if (reply === undefined) {
      res.writeHead(500, { 'Content-Type': 'application/json' }).end(JSON.stringify({ type: 'error', error: { type: 'api_error', message: 'no reply queued' } }));
      return;
    }
    const json = JSON.stringify(reply);
    const asTool = body.tools?.some((tool) => tool.name === 'json') ?? false;
    if (body.stream !== true) {
      // A call that does not stream (the reference repair) gets the whole message at once.
      const content = asTool ? [{ type: 'tool_use', id: 'toolu_fake', name: 'json', input: reply }] : [{ type: 'text', text: json }];
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(
        JSON.stringify({ id: 'msg_fake', type: 'message', role: 'assistant', model: 'fake-model', content, stop_reason: asTool ? 'tool_use' : 'end_turn', stop_sequence: null, usage: { input_tokens: 10, output_tokens: 100 } }),
      );
      return;
    }
    const send = (event: string, data: unknown) => res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
    send('message_start', { type: 'message_start', message: { id: 'msg_fake', type: 'message', role: 'assistant', model: 'fake-model', content: [], stop_reason: null, stop_sequence: null, usage: { input_tokens: 10, output_tokens: 1 } } });
    send('content_block_start', { type: 'content_block_start', index: 0, content_block: asTool ? { type: 'tool_use', id: 'toolu_fake', name: 'json', input: {} } : { type: 'text', text: '' } });
    for (let i = 0; i < json.length; i += 40) {
      const piece = json.slice(i, i + 40);
      send('content_block_delta', { type: 'content_block_delta', index: 0, delta: asTool ? { type: 'input_json_delta', partial_json: piece } : { type: 'text_delta', text: piece } });
    }
    send('content_block_stop', { type: 'content_block_stop', index: 0 });
    send('message_delta', { type: 'message_delta', delta: { stop_reason: asTool ? 'tool_use' : 'end_turn', stop_sequence: null }, usage: { output_tokens: 100 } });
    send('message_stop', { type: 'message_stop' });
    res.end();
  });
  return { baseUrl: new URL('/v1', url).href, replies, requests, close };
}
