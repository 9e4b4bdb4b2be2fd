import type { Config } from '../config.ts';
import type { BillingProvider } from './billing-provider.ts';
import { createLemonSqueezyProvider } from './providers/lemonsqueezy-provider.ts';
import { createLocalProvider, localBillingKey, type LocalProvider } from './providers/local-provider.ts';
import { createStripeProvider } from './providers/stripe-provider.ts';

/** The provider BILLING_PROVIDER names, configured from the environment. */
export function createBillingProvider(config: Config, sessionSecret: string): BillingProvider | LocalProvider {
  const billing = config.billing;
  if (billing.provider === 'stripe') return createStripeProvider(billing);
  if (billing.provider === 'lemonsqueezy') return createLemonSqueezyProvider(billing);
  return createLocalProvider({ key: localBillingKey(sessionSecret), publicUrl: config.publicUrl });
}
