// A minimal text/event-stream parser (WHATWG "server-sent events" framing): feed it the decoded
// text as it arrives, in chunks of any size, and it hands back each complete event.

export interface SseEvent {
  /** The `event:` field; "message" when the server gave none. */
  event: string;
  /** The `data:` lines joined with "\n". */
  data: string;
}

interface SseParser {
  /** Adds a chunk of text and returns the events it completed. */
  push(chunk: string): SseEvent[];
  /** The end of the stream: returns the last event if the server did not end it with a blank line. */
  flush(): SseEvent[];
}

export function createSseParser(): SseParser {
  let buffer = '';
  let eventName = '';
  let dataLines: string[] = [];
  let hasData = false;

  const dispatch = (): SseEvent | null => {
    const event = hasData ? { event: eventName || 'message', data: dataLines.join('\n') } : null;
    eventName = '';
    dataLines = [];
    hasData = false;
    return event;
  };

  const processLine = (line: string): SseEvent | null => {
    if (line === '') return dispatch();
    if (line.startsWith(':')) return null;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') eventName = value;
    else if (field === 'data') {
      dataLines.push(value);
      hasData = true;
    }
    return null;
  };

  return {
    push(chunk) {
      buffer += chunk;
      const events: SseEvent[] = [];
      // A "\r" at the very end may be the first half of "\r\n": keep it until the next chunk.
      let match: RegExpExecArray | null;
      const lineEnd = /\r\n|\r(?!$)|\n/g;
      let consumed = 0;
      while ((match = lineEnd.exec(buffer)) !== null) {
        const event = processLine(buffer.slice(consumed, match.index));
        if (event) events.push(event);
        consumed = match.index + match[0].length;
      }
      buffer = buffer.slice(consumed);
      return events;
    },
    flush() {
      const events: SseEvent[] = [];
      if (buffer !== '') {
        const last = buffer.replace(/\r$/, '');
        buffer = '';
        processLine(last);
      }
      const event = dispatch();
      if (event) events.push(event);
      return events;
    },
  };
}
