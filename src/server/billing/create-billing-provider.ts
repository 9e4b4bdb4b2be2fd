import type { Config } from '../config.ts';
import { loadOnFirstUse } from '../load-on-first-use.ts';
import type { BillingProvider } from './billing-provider.ts';
import { createLemonSqueezyProvider } from './providers/lemonsqueezy-provider.ts';
import { createLocalProvider, localBillingKey, type LocalProvider } from './providers/local-provider.ts';
import type { StripeProviderOptions } from './providers/stripe-provider.ts';

/**
 * Stripe's SDK is a few MB of memory: it loads on the first billing call, so a server on another
 * provider never loads it (a failed load is tried again on the next call).
 */
function stripeOnFirstUse(options: StripeProviderOptions): BillingProvider {
  const load = loadOnFirstUse(async () => (await import('./providers/stripe-provider.ts')).createStripeProvider(options));
  return {
    name: 'stripe',
    createCheckoutUrl: async (input) => (await load()).createCheckoutUrl(input),
    createPortalUrl: async (input) => (await load()).createPortalUrl(input),
    cancel: async (subscription) => (await load()).cancel(subscription),
    parseWebhook: async (rawBody, headers) => (await load()).parseWebhook(rawBody, headers),
  };
}

/** The provider BILLING_PROVIDER names, configured from the environment. */
export function createBillingProvider(config: Config, sessionSecret: string): BillingProvider | LocalProvider {
  const billing = config.billing;
  if (billing.provider === 'stripe') return stripeOnFirstUse(billing);
  if (billing.provider === 'lemonsqueezy') return createLemonSqueezyProvider(billing);
  return createLocalProvider({ key: localBillingKey(sessionSecret) });
}
