// What a browser error report may say: the page and the failure, never a credential or a person.
// A reset link's `?token=…` in a page address or a stack line, a fragment, an e-mail address in a
// message: all are cut before the report leaves the browser, and again when the server logs it.

/** A URL (scheme://… or a path starting with /) followed by a query string or a fragment. */
const URL_WITH_TAIL = /((?:\b[a-z][a-z0-9+.-]*:\/\/|\/)[^\s?#"'<>()]*)[?#][^\s"'<>()]*/gi;
const EMAIL = /[^\s@"'<>()[\]{},;:]+@[^\s@"'<>()[\]{},;:]+\.[a-z]{2,}/gi;

export const EMAIL_PLACEHOLDER = '[email]';

/** The text without query strings, fragments and e-mail addresses. */
export function scrubReportText(text: string): string {
  return text.replace(URL_WITH_TAIL, '$1').replace(EMAIL, EMAIL_PLACEHOLDER);
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
