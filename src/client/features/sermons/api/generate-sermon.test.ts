import { describe, expect, it } from 'vitest';
import type { GenerateRequest } from '#shared/generation-schema.ts';
import { sermonResponse } from '#shared/sermon.ts';
import { generatorErrorMessage } from '../generator-error-message.ts';
import { generateSermon } from './generate-sermon.ts';
import { GenerateSermonError } from './generate-sermon-error.ts';

const request: GenerateRequest = { title: '', scripture: 'John 3:16', audienceType: 'general', language: 'en', languageStyle: 'simple' };
const sermon = sermonResponse({
  id: 's1',
  revision: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  document: {
    schemaVersion: 1,
    title: 'Born again',
    mainPassage: { reference: 'John 3:16', text: 'For God so loved the world' },
    introduction: 'Intro',
    points: [{ heading: 'One', passage: null, explanation: '', application: '' }],
    illustrations: '',
    conclusion: '',
    notes: '',
    language: 'en',
    audienceType: 'general',
    languageStyle: 'simple',
    engine: 'offline',
  },
});
const texts = { noSession: 'No active session', failed: 'Failed to generate sermon' };

function streamResponse(chunks: string[], status = 200): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { status, headers: { 'Content-Type': 'text/event-stream' } });
}

function jsonResponse(data: unknown, status: number): Response {
  return new Response(JSON.stringify(data), { status, headers: { 'Content-Type': 'application/json' } });
}

function fakeFetch(response: Response | Error) {
  const calls: { url: string; init: RequestInit }[] = [];
  const impl = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    if (response instanceof Error) throw response;
    return response;
  }) as unknown as typeof fetch;
  return { impl, calls };
}

async function failure(promise: Promise<unknown>): Promise<GenerateSermonError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(GenerateSermonError);
  return error as GenerateSermonError;
}

describe('generateSermon', () => {
  it('posts the request as JSON, asks for a stream in the page language, and passes deltas on', async () => {
    const payload = `event: delta\ndata: {"append":{"title":"Born again"}}\n\nevent: delta\ndata: {"append":{"introduction":"Intro"}}\n\nevent: sermon\ndata: ${JSON.stringify(sermon)}\n\n`;
    const { impl, calls } = fakeFetch(streamResponse([payload.slice(0, 17), payload.slice(17, 60), payload.slice(60)]));
    const deltas: unknown[] = [];
    const result = await generateSermon(request, { language: 'es', fetchImpl: impl, onDelta: (delta) => deltas.push(delta) });
    expect(result).toEqual(sermon);
    expect(deltas).toEqual([{ append: { title: 'Born again' } }, { append: { introduction: 'Intro' } }]);
    // The address on the wire is what is checked: a string, not the typed client that built it.
    expect(calls[0]!.url).toBe('/api/sermons/generate');
    expect(calls[0]!.init).toMatchObject({ method: 'POST', credentials: 'same-origin' });
    expect(Object.fromEntries(new Headers(calls[0]!.init.headers))).toEqual({ accept: 'text/event-stream', 'accept-language': 'es', 'content-type': 'application/json' });
    expect(JSON.parse(calls[0]!.init.body as string)).toEqual(request);
  });

  it('turns an error event into the server text', async () => {
    const { impl } = fakeFetch(streamResponse(['event: delta\ndata: {"append":{"title":"x"}}\n\n', 'event: error\ndata: {"error":"That passage does not exist."}\n\n']));
    const error = await failure(generateSermon(request, { language: 'en', fetchImpl: impl }));
    expect(generatorErrorMessage(error, texts)).toBe('That passage does not exist.');
  });

  it('reads a JSON error answer (not a stream) and keeps its field codes', async () => {
    const { impl } = fakeFetch(jsonResponse({ error: 'Invalid request', fields: { title: 'theme_required' } }, 400));
    const error = await failure(generateSermon(request, { language: 'en', fetchImpl: impl }));
    expect(error.status).toBe(400);
    expect(error.fields).toEqual({ title: 'theme_required' });
    expect(generatorErrorMessage(error, texts)).toBe('Invalid request');
  });

  it('accepts a plain JSON sermon (a buffering proxy)', async () => {
    const { impl } = fakeFetch(jsonResponse(sermon, 201));
    expect(await generateSermon(request, { language: 'en', fetchImpl: impl })).toEqual(sermon);
  });

  it("falls back to 'No active session' for a 401 and 'Failed to generate sermon' otherwise", async () => {
    const unauthorized = await failure(generateSermon(request, { language: 'en', fetchImpl: fakeFetch(new Response('', { status: 401 })).impl }));
    expect(generatorErrorMessage(unauthorized, texts)).toBe('No active session');
    const broken = await failure(generateSermon(request, { language: 'en', fetchImpl: fakeFetch(new Response('<html>', { status: 502 })).impl }));
    expect(generatorErrorMessage(broken, texts)).toBe('Failed to generate sermon');
    const offline = await failure(generateSermon(request, { language: 'en', fetchImpl: fakeFetch(new TypeError('Failed to fetch')).impl }));
    expect(generatorErrorMessage(offline, texts)).toBe('Failed to generate sermon');
    const dropped = await failure(generateSermon(request, { language: 'en', fetchImpl: fakeFetch(streamResponse(['event: delta\ndata: {}\n\n'])).impl }));
    expect(generatorErrorMessage(dropped, texts)).toBe('Failed to generate sermon');
  });
});
