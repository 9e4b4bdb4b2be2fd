// What a browser error report may say: the page and the failure, never a credential or a person.
// A reset link's `?token=…` in a page address or a stack line (percent-encoded too: `%3Ftoken%3D…`),
// a fragment, an e-mail address in a message: all are cut before the report leaves the browser, and
// again when the server logs it. The scan is linear: a report is unauthenticated input, and a
// backtracking pattern over a long run of slashes or letters took ~100 ms for 8,000 characters.

const EMAIL_PLACEHOLDER = '[email]';

/** Characters no URL or e-mail address in a report runs across. */
const BREAKS = /[\s"'<>()]/;
const EMAIL_STOPS = /[\s@"'<>()[\]{},;:]/;

/** Where a query string or fragment starts in a token that holds a path, or -1. */
function tailStart(token: string): number {
  const slash = token.indexOf('/');
  if (slash < 0) return -1;
  const lower = token.toLowerCase();
  const starts = [lower.indexOf('?', slash), lower.indexOf('#', slash), lower.indexOf('%3f', slash), lower.indexOf('%23', slash)].filter((index) => index >= 0);
  return starts.length ? Math.min(...starts) : -1;
}

/** The text with each address's query string and fragment cut (whitespace, quotes and brackets end an address). */
function cutQueries(text: string): string {
  let out = '';
  let token = '';
  const flush = () => {
    const tail = tailStart(token);
    out += tail >= 0 ? token.slice(0, tail) : token;
    token = '';
  };
  for (const char of text) {
    if (BREAKS.test(char)) {
      flush();
      out += char;
    } else token += char;
  }
  flush();
  return out;
}

/** The text with e-mail addresses (local@domain.tld) replaced. */
function cutEmails(text: string): string {
  let out = '';
  let done = 0;
  for (let at = text.indexOf('@'); at >= 0; at = text.indexOf('@', at + 1)) {
    let start = at;
    while (start > done && !EMAIL_STOPS.test(text[start - 1]!)) start -= 1;
    let end = at + 1;
    while (end < text.length && !EMAIL_STOPS.test(text[end]!)) end += 1;
    // The address ends with its last ".tld"; what follows (a full stop) stays.
    const domainLength = lastTld(text.slice(at + 1, end));
    if (start === at || domainLength === 0) continue;
    out += text.slice(done, start) + EMAIL_PLACEHOLDER;
    done = at + 1 + domainLength;
  }
  return out + text.slice(done);
}

/** The length of a domain up to and including its last `.letters` run. */
function lastTld(domain: string): number {
  let best = 0;
  for (let dot = domain.indexOf('.'); dot >= 0; dot = domain.indexOf('.', dot + 1)) {
    let end = dot + 1;
    while (end < domain.length && /[a-z]/i.test(domain[end]!)) end += 1;
    if (end - dot - 1 >= 2 && dot > 0) best = end;
  }
  return best;
}

/** The text without query strings, fragments and e-mail addresses. */
export function scrubReportText(text: string): string {
  return cutEmails(cutQueries(text));
}

/** Every string of a report scrubbed, at any depth (the server receives whatever a client sends). */
export function scrubReport<T>(value: T): T {
  if (typeof value === 'string') return scrubReportText(value) as T;
  if (Array.isArray(value)) return value.map(scrubReport) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, scrubReport(item)])) as T;
  }
  return value;
}
