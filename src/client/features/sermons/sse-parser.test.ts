import { describe, expect, it } from 'vitest';
import { createSseParser, type SseEvent } from './sse-parser.ts';

function parseAll(chunks: string[]): SseEvent[] {
  const parser = createSseParser();
  return [...chunks.flatMap((chunk) => parser.push(chunk)), ...parser.flush()];
}

describe('SSE parser', () => {
  const stream = 'event: partial\ndata: {"title":"Faith"}\n\nevent: partial\ndata: {"introduction":"In the beginning"}\n\nevent: sermon\ndata: {"id":"1"}\n\n';
  const expected = [
    { event: 'partial', data: '{"title":"Faith"}' },
    { event: 'partial', data: '{"introduction":"In the beginning"}' },
    { event: 'sermon', data: '{"id":"1"}' },
  ];

  it('reads several events from one chunk', () => {
    expect(parseAll([stream])).toEqual(expected);
  });

  it('reads events split across chunks at any point', () => {
    for (let size = 1; size <= 7; size++) {
      const chunks: string[] = [];
      for (let i = 0; i < stream.length; i += size) chunks.push(stream.slice(i, i + size));
      expect(parseAll(chunks)).toEqual(expected);
    }
  });

  it('returns nothing until the blank line ends an event', () => {
    const parser = createSseParser();
    expect(parser.push('event: partial\ndata: {"ti')).toEqual([]);
    expect(parser.push('tle":"x"}\n')).toEqual([]);
    expect(parser.push('\n')).toEqual([{ event: 'partial', data: '{"title":"x"}' }]);
  });

  it('reads an error event', () => {
    expect(parseAll(['event: error\ndata: {"error":"Failed to generate sermon"}\n\n'])).toEqual([{ event: 'error', data: '{"error":"Failed to generate sermon"}' }]);
  });

  it('handles CRLF line ends, even split between chunks, comments, multi-line data and a missing final blank line', () => {
    expect(parseAll([': keep-alive\r', '\n\r\nevent: partial\r\ndata: a\r\ndata: b\r\n\r\n', 'data: last'])).toEqual([
      { event: 'partial', data: 'a\nb' },
      { event: 'message', data: 'last' },
    ]);
  });
});
