// Request-size and rate limits of the public endpoints, in one place.
export const LIMITS = {
  /** Default ceiling for any /api body. */
  apiBodyBytes: 64 * 1024,
  /** Payment providers' event bodies: Stripe's can exceed 64 KB for large invoices. */
  webhookBodyBytes: 512 * 1024,
  contactBodyBytes: 32 * 1024,
  /** A whole sermon document (PUT /api/sermons/:id): up to ~460,000 characters of text, escaped. */
  sermonDocumentBodyBytes: 2 * 1024 * 1024,
  /** Arrays and objects inside one another in a JSON body; a sermon document needs five. */
  jsonDepth: 32,
  contact: { name: 'contact', limit: 10, windowMs: 15 * 60_000 },
  clientErrors: { name: 'client-errors', limit: 30, windowMs: 60_000 },
  /** The reset page asks once per visit (and once more after a lost answer); nobody needs more. */
  resetTokenCheck: { name: 'reset-token-check', limit: 20, windowMs: 60_000 },
  /** Per user: a cancel is one click; retries after a provider error are fine, a loop is not. */
  billingCancel: { name: 'billing-cancel', limit: 5, windowMs: 15 * 60_000 },
  /** Per user: each checkout or portal opens a session at the provider (its API quota, not ours). */
  billingSession: { name: 'billing-session', limit: 20, windowMs: 15 * 60_000 },
  /** Generous for a reader, who looks up a few passages a minute; stops one client scraping the Bible at full speed. */
  biblePassage: { name: 'bible-passage', limit: 240, windowMs: 60_000 },
} as const;
