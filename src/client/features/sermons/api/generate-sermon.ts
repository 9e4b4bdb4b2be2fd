import type { GenerateRequest } from '#shared/generation-schema.ts';
import type { Language } from '#shared/languages.ts';
import { sermonResponseSchema, type Sermon } from '#shared/sermon.ts';
import { typedClient } from '#client/lib/typed-client.ts';
import { createSseParser, type SseEvent } from '../sse-parser.ts';
import { GenerateSermonError } from './generate-sermon-error.ts';

interface GenerateSermonOptions {
  /** The page language: the server localizes its error texts by it. */
  language: Language;
  signal?: AbortSignal;
  /** Each `delta` event's parsed data (new text of the draft, see sermon-draft-delta.ts), as it arrives. */
  onDelta?: (delta: unknown) => void;
  fetchImpl?: typeof fetch;
}

/** The saved sermon, read with the shared response schema; anything else is not one. */
function asSermon(value: unknown): Sermon | null {
  const parsed = sermonResponseSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

function parseJson(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

function errorText(data: unknown): string | null {
  const error = data && typeof data === 'object' ? (data as Record<string, unknown>).error : undefined;
  return typeof error === 'string' && error.trim() !== '' ? error : null;
}

/**
 * POST /api/sermons/generate as a server-sent-event stream (product §7): `delta` events (the draft's
 * new text) while the sermon takes shape, then `sermon` (the saved, checked sermon) or `error`. An answer that is not a stream
 * (an error status, or a proxy that buffers) is read as JSON.
 */
export async function generateSermon(request: GenerateRequest, options: GenerateSermonOptions): Promise<Sermon> {
  const fetchImpl = options.fetchImpl ?? fetch;
  let response: Response;
  try {
    // The typed client's path and body, sent by this fetch (the stream is read here, not as JSON).
    response = await typedClient(fetchImpl).sermons.generate.$post(
      { json: request },
      { headers: { Accept: 'text/event-stream', 'Accept-Language': options.language }, init: { credentials: 'same-origin', signal: options.signal ?? null } },
    );
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new GenerateSermonError(null, null, undefined, { cause: error });
  }

  const contentType = response.headers.get('content-type') ?? '';
  if (!response.ok || !contentType.includes('text/event-stream') || !response.body) {
    const data = parseJson(await response.text());
    const sermon = response.ok ? asSermon(data) : null;
    if (sermon) return sermon;
    const fields = data && typeof data === 'object' ? (data as Record<string, unknown>).fields : undefined;
    throw new GenerateSermonError(response.ok ? null : response.status, errorText(data), fields);
  }

  const parser = createSseParser();
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const handle = (events: SseEvent[]): Sermon | null => {
    for (const event of events) {
      const data = parseJson(event.data);
      if (event.event === 'delta') options.onDelta?.(data);
      else if (event.event === 'sermon') {
        const sermon = asSermon(data);
        if (sermon) return sermon;
      } else if (event.event === 'error') throw new GenerateSermonError(response.status, errorText(data));
    }
    return null;
  };
  try {
    for (;;) {
      const { done, value } = await reader.read();
      const sermon = handle(done ? parser.flush() : parser.push(value));
      if (sermon) return sermon;
      if (done) break;
    }
  } catch (error) {
    if (error instanceof GenerateSermonError || (error as Error).name === 'AbortError') throw error;
    throw new GenerateSermonError(null, null, undefined, { cause: error });
  } finally {
    void reader.cancel().catch(() => {});
  }
  // The stream ended without a sermon or an error (connection dropped).
  throw new GenerateSermonError(null, null);
}
