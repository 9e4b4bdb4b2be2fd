import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Logger } from '../logger.ts';
import { applyBillingEvent, type ApplyOutcome } from './apply-billing-event.ts';
import type { BillingProvider } from './billing-provider.ts';

/** The webhook code path every provider's deliveries take: verify and parse, then apply. */
export async function receiveWebhook(
  deps: { db: Kysely<Database>; provider: BillingProvider; graceDays: number; logger: Logger },
  rawBody: string,
  headers: Headers,
): Promise<ApplyOutcome> {
  const event = await deps.provider.parseWebhook(rawBody, headers);
  return applyBillingEvent(deps.db, event, { graceDays: deps.graceDays, logger: deps.logger });
}
