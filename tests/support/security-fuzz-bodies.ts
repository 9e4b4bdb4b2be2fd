// A deterministic generator of hostile request bodies for the fuzz suite: the same seed gives
// the same bodies on every run, so a failure names a case that can be replayed.
import { apiUrls } from './api-client.ts';

export interface FuzzCase {
  /** What kind of attack the case is, for the failure message. */
  kind: string;
  /** The raw body (undefined: no body at all). */
  body: string | undefined;
  /** The Content-Type header (undefined: none sent). */
  contentType: string | undefined;
}

/** The key a pollution attempt tries to plant on Object.prototype; seen anywhere later = polluted. */
export const POLLUTION_MARKER = 'sermonSuitePolluted';

/** mulberry32: small, fast, good enough to pick cases. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const UNICODE = [
  '\u202Eevil\u202C', // right-to-left override
  'a\u200Bb\u200Cc\u200Dd\uFEFF', // zero-width characters
  '\uD800', // lone high surrogate
  '\uDC00x', // lone low surrogate
  '🙏🏽✝️📖👨‍👩‍👧‍👦',
  'nul\u0000byte',
  'a\u0000b@example.org', // a NUL inside an otherwise valid e-mail (issue 16)
  'ctl\u0001\u001f\u007fchars@example.org',
  'ＡＢＣ１２３',
  'e\u0301\u0301\u0301\u0301',
  '\u0000'.repeat(64),
  'ñandú ÁÉÍÓÚ ¿¡',
  'ﷺ مرحبا שלום',
];

const INJECTIONS = [
  "' OR '1'='1' --",
  "'; DROP TABLE users; --",
  '1; SELECT pg_sleep(5); --',
  "\" OR 1=1 UNION SELECT password FROM account --",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}${7*7}<%= 7*7 %>',
  '../../../../etc/passwd',
  '%00%0d%0aSet-Cookie: evil=1',
  'admin@example.org\r\nBcc: victim@example.org',
];

const INVALID_JSON = [
  '{',
  '}',
  '{"a":',
  "{'a': 1}",
  '{"a": 1,}',
  '[1, 2',
  'undefined',
  'NaN',
  '{"a": NaN}',
  '{"a": Infinity}',
  '\u0000',
  '{"a":"\\uD800"}',
  '{"a":"\\x41"}',
  '\uFEFF{}',
  '{"a":1}{"b":2}',
  'null',
  'true',
  '0',
  '""',
  '[]',
  '{"__proto__": ',
];

const WRONG_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'text/html',
  'application/jsonp',
  'application/json; charset=utf-7',
  'application/octet-stream',
];

function pick<T>(random: () => number, list: readonly T[]): T {
  return list[Math.floor(random() * list.length)]!;
}

function deepNesting(levels: number, kind: 'array' | 'object'): string {
  return kind === 'array' ? `${'['.repeat(levels)}${']'.repeat(levels)}` : `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
}

function hostileValue(random: () => number): unknown {
  switch (Math.floor(random() * 14)) {
    case 0:
      return null;
    case 1:
      return Math.floor(random() * 2 ** 53) * (random() < 0.5 ? -1 : 1);
    case 2:
      return random() < 0.5;
    case 3:
      return [];
    case 4:
      return {};
    case 5:
      return pick(random, UNICODE);
    case 6:
      return pick(random, INJECTIONS);
    case 7:
      return 'x'.repeat(300 + Math.floor(random() * 6000));
    case 8:
      return [pick(random, INJECTIONS), 1, null];
    case 9:
      return { toString: 'x', valueOf: 1, length: -1 };
    case 10:
      return '';
    case 11:
      return ' \t\n ';
    case 12:
      return 1e308;
    default:
      return `${pick(random, INJECTIONS)}${pick(random, UNICODE)}`;
  }
}

/**
 * The n-th hostile case for an endpoint whose well-formed body is `template`. Mutations of the
 * template reach the validation of each field; the other kinds attack the parser and the limits.
 */
export function fuzzCase(template: Record<string, unknown>, random: () => number): FuzzCase {
  const json = (kind: string, value: unknown): FuzzCase => ({ kind, body: JSON.stringify(value), contentType: 'application/json' });
  const fields = Object.keys(template);
  const roll = Math.floor(random() * 20);
  switch (roll) {
    case 0:
    case 1:
    case 2: {
      const field = fields.length ? pick(random, fields) : 'field';
      return json(`wrong type for ${field}`, { ...template, [field]: hostileValue(random) });
    }
    case 3: {
      const without = { ...template };
      for (const field of fields) if (random() < 0.5) delete without[field];
      return json('missing fields', without);
    }
    case 4:
      return json('extra fields', { ...template, is_admin: true, isAdmin: true, is_subscribed: true, isSubscribed: true, role: 'admin', id: 'x', userId: 'x', [pick(random, INJECTIONS)]: hostileValue(random) });
    case 5: {
      const field = fields.length ? pick(random, fields) : 'field';
      // Near the 64 KB API body limit, and above it.
      const size = pick(random, [60 * 1024, 64 * 1024 - 64, 64 * 1024 + 1, 200 * 1024, 1024 * 1024]);
      return json(`huge ${field} (${size} bytes)`, { ...template, [field]: 'A'.repeat(size) });
    }
    case 6:
      return { kind: 'deep nesting', body: deepNesting(pick(random, [1_000, 10_000]), random() < 0.5 ? 'array' : 'object'), contentType: 'application/json' };
    case 7: {
      const field = fields.length ? pick(random, fields) : 'field';
      return { kind: `deep nesting in ${field}`, body: JSON.stringify({ ...template, [field]: null }).replace('null', deepNesting(10_000, 'array')), contentType: 'application/json' };
    }
    case 8:
    case 9: {
      const field = fields.length ? pick(random, fields) : 'field';
      return json(`unicode in ${field}`, { ...template, [field]: pick(random, UNICODE) });
    }
    case 10:
      return {
        kind: 'prototype pollution',
        body: pick(random, [
          `{"__proto__":{"${POLLUTION_MARKER}":"yes","is_admin":true,"is_subscribed":true}}`,
          `{"constructor":{"prototype":{"${POLLUTION_MARKER}":"yes","isAdmin":true}}}`,
          `${JSON.stringify(template).slice(0, -1)}${fields.length ? ',' : ''}"__proto__":{"${POLLUTION_MARKER}":"yes"},"constructor":{"prototype":{"${POLLUTION_MARKER}":"yes"}}}`,
          `{"a":{"__proto__":{"${POLLUTION_MARKER}":"yes"}},"context":{"__proto__":{"${POLLUTION_MARKER}":"yes"}}}`,
        ]),
        contentType: 'application/json',
      };
    case 11:
    case 12: {
      const field = fields.length ? pick(random, fields) : 'field';
      return json(`injection in ${field}`, { ...template, [field]: pick(random, INJECTIONS) });
    }
    case 13:
    case 14:
      return { kind: 'invalid JSON', body: pick(random, INVALID_JSON), contentType: 'application/json' };
    case 15:
      return { kind: 'wrong content type', body: JSON.stringify(template), contentType: pick(random, WRONG_TYPES) };
    case 16:
      return { kind: 'no content type', body: random() < 0.5 ? JSON.stringify(template) : undefined, contentType: undefined };
    case 17:
      return json('not an object', pick(random, [[template], 'string', 42, null, true, [[[]]]]));
    case 18: {
      const field = fields.length ? pick(random, fields) : 'field';
      const limit = pick(random, [101, 129, 201, 255, 301, 2001, 5001, 8001]);
      return json(`${field} just past a limit (${limit})`, { ...template, [field]: 'b'.repeat(limit) });
    }
    default: {
      const value: Record<string, unknown> = {};
      for (const field of fields) value[field] = hostileValue(random);
      return json('every field hostile', value);
    }
  }
}

/**
 * Requests the outside security test (issue 16, finding 5) saw answer 500 on PostgreSQL: NUL and
 * control characters in an e-mail, a path, a query, a cursor and a title. Each must be a 400 with
 * a JSON error. `member` marks the ones sent with a subscribed member's session.
 */
interface ControlCharacterCase {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  body?: Record<string, unknown>;
  member?: boolean;
}

const cursorHiding = (id: string) => Buffer.from(JSON.stringify(['2026-01-01T00:00:00.000Z', id])).toString('base64url');

// The id goes into the path encoded, as the browser's client sends it (/sermons/%00); queries are
// encoded by the client (cursor=%00).
const sermonPath = (id: string) => apiUrls.sermons[':id'].$path({ param: { id: encodeURIComponent(id) } });

export const CONTROL_CHARACTER_CASES: ControlCharacterCase[] = [
  { method: 'POST', path: apiUrls.auth['sign-in'].email.$path(), body: { email: 'a\u0000b@example.org', password: 'Wrong&Guess1' } },
  { method: 'POST', path: apiUrls.auth['sign-up'].email.$path(), body: { email: 'a\u0000b@example.org', password: 'Fe&Esperanza7' } },
  { method: 'POST', path: apiUrls.auth['request-password-reset'].$path(), body: { email: 'a\u0000b@example.org' } },
  { method: 'POST', path: apiUrls.auth['request-password-reset'].$path(), body: { email: 'a\u0007b@example.org' } },
  { method: 'POST', path: apiUrls.auth['reset-password'].$path(), body: { token: 'abc\u0000def', password: 'NewPass1!' } },
  { method: 'GET', path: sermonPath('\u0000'), member: true },
  { method: 'DELETE', path: sermonPath('\u0000'), member: true },
  { method: 'GET', path: sermonPath('abc\r\ndef'), member: true },
  { method: 'GET', path: apiUrls.sermons.$path({ query: { cursor: '\u0000' } }), member: true },
  { method: 'GET', path: apiUrls.sermons.$path({ query: { cursor: cursorHiding('abc\u0000def') } }), member: true },
  { method: 'GET', path: apiUrls.account['reset-token'].$path({ query: { token: 'abc\u0000def' } }) },
  { method: 'POST', path: apiUrls.sermons.generate.$path(), body: { title: 'Gra\u0000ce', scripture: '', audienceType: 'general', language: 'en', languageStyle: 'standard' }, member: true },
  { method: 'POST', path: apiUrls.contact.$path(), body: { name: 'Ana', email: 'ana@example.org', message: 'Hola\u0000, una pregunta.' } },
  { method: 'POST', path: apiUrls['client-errors'].$path(), body: { message: 'boom', timestamp: 'now', context: { url: '/en\u0000' } } },
];
