// Request-size and rate limits of the public endpoints, in one place.
export const LIMITS = {
  /** Default ceiling for any /api body. */
  apiBodyBytes: 64 * 1024,
  /** Payment providers' event bodies: Stripe's can exceed 64 KB for large invoices. */
  webhookBodyBytes: 512 * 1024,
  contactBodyBytes: 32 * 1024,
  /** A whole sermon document (PUT /api/sermons/:id): up to ~460,000 characters of text, escaped. */
  sermonDocumentBodyBytes: 2 * 1024 * 1024,
  contact: { name: 'contact', limit: 10, windowMs: 15 * 60_000 },
  clientErrors: { name: 'client-errors', limit: 30, windowMs: 60_000 },
  /** Generous for a reader, who looks up a few passages a minute; stops one client scraping the Bible at full speed. */
  biblePassage: { name: 'bible-passage', limit: 240, windowMs: 60_000 },
} as const;
