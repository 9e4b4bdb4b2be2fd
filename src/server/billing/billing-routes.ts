import { Hono, type Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { MeResponse } from '#shared/session-schemas.ts';
import type { AppEnv } from '../app-env.ts';
import type { Auth } from '../auth/create-auth.ts';
import { sessionUser } from '../auth/session-user.ts';
import type { Config } from '../config.ts';
import { apiError, requestLanguage } from '../http/api-error.ts';
import { browserAddress, type AddressPolicy } from '../http/app-address.ts';
import { LIMITS } from '../http/limits.ts';
import { checkRoute } from '../http/route-contract.ts';
import { validateJson } from '../http/validate.ts';
import { apiMessage } from '../i18n/api-messages.ts';
import type { RateLimiter, RateLimitRule } from '../rate-limit/rate-limiter.ts';
import { cancelRoute, checkoutRoute, portalRoute, webhookRoute } from './billing-contract.ts';
import { WebhookSignatureError } from './billing-event.ts';
import { NoSubscriptionError, type BillingProvider } from './billing-provider.ts';
import { cancelSubscription } from './cancel-subscription.ts';
import { receiveWebhook } from './receive-webhook.ts';
import { checkoutTerms, portalSubscription, type BillingSessionDeps } from './billing-sessions.ts';

interface BillingRouteDeps {
  config: Config;
  /** Where return addresses point: PUBLIC_URL, or without it the address the app was opened at. */
  addresses: AddressPolicy;
  db: BillingSessionDeps['db'];
  auth: Auth;
  provider: BillingProvider;
  limiter: RateLimiter;
}

type BillingEnv = { Variables: AppEnv['Variables'] & { user: MeResponse } };

export function billingRoutes({ config, addresses, db, auth, provider, limiter }: BillingRouteDeps) {
  const page = (c: Context, language: string, path: string) => new URL(`/${language}/${path}`, browserAddress(addresses, c.req.raw)).href;

  // The session before the input: a stranger learns nothing about what a valid request looks like.
  const signedIn = (refuse: (c: Context) => Response) =>
    createMiddleware<BillingEnv>(async (c, next) => {
      const user = await sessionUser(c as unknown as Context<AppEnv>, auth, db);
      if (!user) return refuse(c);
      c.set('user', user);
      await next();
    });
  const member = signedIn((c) => apiError(c, 401, 'no_active_session'));
  // product §7 cancel-subscription answers `{success, error}`, refusals included.
  const failure = (c: Context, status: 400 | 401 | 403 | 429 | 502, key: 'invalid_request' | 'no_active_session' | 'forbidden' | 'rate_limited' | 'cancel_failed') =>
    c.json({ success: false, error: apiMessage(requestLanguage(c), key) }, status);
  const cancelMember = signedIn((c) => failure(c, 401, 'no_active_session'));

  return (
    new Hono<BillingEnv>()
      // POST /api/billing/checkout {language?} → { url } of the provider's hosted checkout for the signed-in user.
      .post('/checkout', checkRoute<BillingEnv>(checkoutRoute), member, validateJson(checkoutRoute.request.body, { optional: true }), async (c) => {
        const user = c.get('user');
        const { language } = c.req.valid('json');
        if (user.is_subscribed) return apiError(c, 409, 'already_subscribed');
        if (await limitPerUser(c, limiter, LIMITS.billingSession, user.id)) return apiError(c, 429, 'rate_limited');
        const terms = await checkoutTerms({ db }, user.id, provider.name);
        try {
          const url = await provider.createCheckoutUrl({ user, language, ...terms, successUrl: page(c, language, 'subscribe?checkout=success'), cancelUrl: page(c, language, 'subscribe') });
          return c.json({ url });
        } catch (error) {
          c.get('logger').error({ err: error, provider: provider.name }, 'checkout could not be created');
          return apiError(c, 502, 'checkout_failed');
        }
      })

      // POST /api/billing/portal → { url } of the provider's billing portal.
      .post('/portal', checkRoute<BillingEnv>(portalRoute), member, validateJson(portalRoute.request.body, { optional: true }), async (c) => {
        const user = c.get('user');
        const { language } = c.req.valid('json');
        if (await limitPerUser(c, limiter, LIMITS.billingSession, user.id)) return apiError(c, 429, 'rate_limited');
        const subscription = await portalSubscription({ db }, user.id);
        try {
          return c.json({ url: await provider.createPortalUrl({ user, language, subscription, returnUrl: page(c, language, 'profile') }) });
        } catch (error) {
          if (error instanceof NoSubscriptionError) return apiError(c, 409, 'no_subscription');
          c.get('logger').error({ err: error, provider: provider.name }, 'billing portal could not be opened');
          return apiError(c, 502, 'portal_failed');
        }
      })

      // POST /api/billing/cancel { user_id } → { success, error } (product §7 cancel-subscription).
      .post('/cancel', checkRoute<BillingEnv>(cancelRoute), cancelMember, validateJson(cancelRoute.request.body, { invalid: (c) => failure(c, 400, 'invalid_request') }), async (c) => {
        const user = c.get('user');
        if (c.req.valid('json').user_id !== user.id) return failure(c, 403, 'forbidden');
        if (await limitPerUser(c, limiter, LIMITS.billingCancel, user.id)) return failure(c, 429, 'rate_limited');
        try {
          // A second cancel finds nothing left to change and still answers success (idempotent).
          await cancelSubscription(db, provider, user.id);
          return c.json({ success: true });
        } catch (error) {
          c.get('logger').error({ err: error, provider: provider.name, userId: user.id }, 'subscription could not be cancelled');
          return failure(c, 502, 'cancel_failed');
        }
      })

      // POST /api/billing/webhooks/:provider — signed deliveries from the configured provider. The raw
      // body is read as text and verified before anything parses it: no validator runs on this route.
      .post('/webhooks/:provider', checkRoute<BillingEnv>(webhookRoute), async (c) => {
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
      })
  );
}

/** Counts one hit of `rule` for this user; true (with Retry-After set) when over the limit. */
async function limitPerUser(c: Context<BillingEnv>, limiter: RateLimiter, rule: RateLimitRule, userId: string): Promise<boolean> {
  const result = await limiter.hit(rule, userId);
  if (result.allowed) return false;
  c.header('Retry-After', String(result.retryAfterSeconds));
  return true;
}
