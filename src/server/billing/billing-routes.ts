import { Hono, type Context } from 'hono';
import type { Kysely } from 'kysely';
import { cancelRequestSchema, checkoutRequestSchema, portalRequestSchema } from '#shared/billing-schemas.ts';
import type { AppEnv } from '../app-env.ts';
import type { Auth } from '../auth/create-auth.ts';
import { sessionUser } from '../auth/session-user.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/schema.ts';
import { apiError, requestLanguage } from '../http/api-error.ts';
import { readJson } from '../http/read-json.ts';
import { LIMITS } from '../http/limits.ts';
import { apiMessage } from '../i18n/api-messages.ts';
import type { RateLimiter, RateLimitRule } from '../rate-limit/rate-limiter.ts';
import { WebhookSignatureError } from './billing-event.ts';
import { NoSubscriptionError, type BillingProvider } from './billing-provider.ts';
import { cancelSubscription } from './cancel-subscription.ts';
import { receiveWebhook } from './receive-webhook.ts';

export interface BillingRouteDeps {
  config: Config;
  db: Kysely<Database>;
  auth: Auth;
  provider: BillingProvider;
  limiter: RateLimiter;
}

export function billingRoutes({ config, db, auth, provider, limiter }: BillingRouteDeps) {
  const app = new Hono<AppEnv>();
  const page = (language: string, path: string) => new URL(`/${language}/${path}`, config.publicUrl).href;

  // POST /api/billing/checkout → { url } of the provider's hosted checkout for the signed-in user.
  app.post('/checkout', async (c) => {
    const user = await sessionUser(c, auth, db);
    if (!user) return apiError(c, 401, 'no_active_session');
    const parsed = checkoutRequestSchema.safeParse(await readJsonOrEmpty(c));
    if (!parsed.success) return apiError(c, 400, 'invalid_request');
    const { language } = parsed.data;
    if (user.is_subscribed) return apiError(c, 409, 'already_subscribed');
    if (await limitPerUser(c, limiter, LIMITS.billingSession, user.id)) return apiError(c, 429, 'rate_limited');
    const previous = await db.selectFrom('subscriptions').select(['provider', 'customer_id']).where('user_id', '=', user.id).executeTakeFirst();
    const customerId = previous?.provider === provider.name ? previous.customer_id : null;
    // A subscription row exists once a provider reported one: that user has had the trial.
    const trialAllowed = !previous;
    try {
      const url = await provider.createCheckoutUrl({ user, language, customerId, trialAllowed, successUrl: page(language, 'subscribe?checkout=success'), cancelUrl: page(language, 'subscribe') });
      return c.json({ url });
    } catch (error) {
      c.get('logger').error({ err: error, provider: provider.name }, 'checkout could not be created');
      return apiError(c, 502, 'checkout_failed');
    }
  });

  // POST /api/billing/portal → { url } of the provider's billing portal.
  app.post('/portal', async (c) => {
    const user = await sessionUser(c, auth, db);
    if (!user) return apiError(c, 401, 'no_active_session');
    const parsed = portalRequestSchema.safeParse(await readJsonOrEmpty(c));
    if (!parsed.success) return apiError(c, 400, 'invalid_request');
    const { language } = parsed.data;
    if (await limitPerUser(c, limiter, LIMITS.billingSession, user.id)) return apiError(c, 429, 'rate_limited');
    const subscription = (await db.selectFrom('subscriptions').selectAll().where('user_id', '=', user.id).executeTakeFirst()) ?? null;
    try {
      return c.json({ url: await provider.createPortalUrl({ user, language, subscription, returnUrl: page(language, 'profile') }) });
    } catch (error) {
      if (error instanceof NoSubscriptionError) return apiError(c, 409, 'no_subscription');
      c.get('logger').error({ err: error, provider: provider.name }, 'billing portal could not be opened');
      return apiError(c, 502, 'portal_failed');
    }
  });

  // POST /api/billing/cancel { user_id } → { success, error } (product §7 cancel-subscription).
  app.post('/cancel', async (c) => {
    const language = requestLanguage(c);
    const user = await sessionUser(c, auth, db);
    if (!user) return c.json({ success: false, error: apiMessage(language, 'no_active_session') }, 401);
    const parsed = cancelRequestSchema.safeParse(await readJson(c));
    if (!parsed.success) return c.json({ success: false, error: apiMessage(language, 'invalid_request') }, 400);
    if (parsed.data.user_id !== user.id) return c.json({ success: false, error: apiMessage(language, 'forbidden') }, 403);
    if (await limitPerUser(c, limiter, LIMITS.billingCancel, user.id)) return c.json({ success: false, error: apiMessage(language, 'rate_limited') }, 429);
    try {
      // A second cancel finds nothing left to change and still answers success (idempotent).
      await cancelSubscription(db, provider, user.id);
      return c.json({ success: true });
    } catch (error) {
      c.get('logger').error({ err: error, provider: provider.name, userId: user.id }, 'subscription could not be cancelled');
      return c.json({ success: false, error: apiMessage(language, 'cancel_failed') }, 502);
    }
  });

  // POST /api/billing/webhooks/:provider — signed deliveries from the configured provider.
  app.post('/webhooks/:provider', async (c) => {
    if (c.req.param('provider') !== provider.name) return apiError(c, 404, 'unknown_provider');
    const rawBody = await c.req.text();
    try {
      const outcome = await receiveWebhook({ db, provider, graceDays: config.billing.pastDueGraceDays, logger: c.get('logger') }, rawBody, c.req.raw.headers);
      return c.json({ received: true, outcome });
    } catch (error) {
      if (error instanceof WebhookSignatureError) {
        c.get('logger').warn({ provider: provider.name, reason: error.message }, 'webhook refused: signature');
        return apiError(c, 400, 'invalid_signature');
      }
      if (error instanceof SyntaxError) return apiError(c, 400, 'invalid_json');
      throw error;
    }
  });

  return app;
}

/** Counts one hit of `rule` for this user; true (with Retry-After set) when over the limit. */
async function limitPerUser(c: Context<AppEnv>, limiter: RateLimiter, rule: RateLimitRule, userId: string): Promise<boolean> {
  const result = await limiter.hit(rule, userId);
  if (result.allowed) return false;
  c.header('Retry-After', String(result.retryAfterSeconds));
  return true;
}

/** A body is optional on checkout/portal: an empty one means the defaults. */
async function readJsonOrEmpty(c: Context<AppEnv>): Promise<unknown> {
  const length = Number(c.req.header('content-length') ?? '0');
  if (!c.req.header('content-type') && length === 0) return {};
  const body = await readJson(c);
  return body && typeof body === 'object' && !Array.isArray(body) ? body : {};
}
