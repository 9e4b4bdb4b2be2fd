import { WebhookSignatureError } from './billing-event.ts';

/** How old a signed delivery may be: a replay window, as Stripe's own default. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;
/**
 * How far ahead of our clock a signature may be dated. Clocks drift a little; a timestamp well in
 * the future is a signature made to outlive the replay window, so it is refused.
 */
const SIGNATURE_CLOCK_SKEW_SECONDS = 30;

/** Throws unless the signed time `timestamp` (Unix seconds) is recent and not in the future. */
export function assertSignatureTime(timestamp: number, now = Date.now()): void {
  const age = now / 1000 - timestamp;
  if (!Number.isFinite(age)) throw new WebhookSignatureError('missing timestamp');
  if (age > SIGNATURE_TOLERANCE_SECONDS) throw new WebhookSignatureError('stale signature');
  if (age < -SIGNATURE_CLOCK_SKEW_SECONDS) throw new WebhookSignatureError('signature dated in the future');
}

/** The `t=` of a Stripe-style signature header (`t=…,v1=…`), or NaN. */
export function signedTimestamp(header: string): number {
  for (const part of header.split(',')) {
    const [name, value] = part.split('=');
    if (name?.trim() === 't' && value && /^\d+$/.test(value.trim())) return Number(value.trim());
  }
  return Number.NaN;
}
