// product §5: a simple e-mail pattern with no spaces; addresses are trimmed and lowercased. No
// control character either: a NUL would reach the database, which PostgreSQL refuses.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
export const EMAIL_PATTERN = /^[^\s@\u0000-\u001f\u007f]+@[^\s@\u0000-\u001f\u007f]+\.[^\s@\u0000-\u001f\u007f]+$/;
export const EMAIL_MAX_LENGTH = 254;

export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

export function isValidEmail(value: string): boolean {
  const normalized = normalizeEmail(value);
  return normalized.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(normalized);
}
