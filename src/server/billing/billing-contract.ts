import { z } from 'zod';
import { billingUrlResponseSchema, cancelRequestSchema, cancelResponseSchema, checkoutRequestSchema, portalRequestSchema } from '#shared/billing-schemas.ts';
import { LIMITS } from '../http/limits.ts';
import { apiErrorSchema, errorAnswers } from '../http/response-contract.ts';
import { bodyLimitWords, rateLimitWords, routeGroup } from '../http/route-contract.ts';
import { APPLY_OUTCOMES } from './apply-billing-event.ts';

const apiBody = bodyLimitWords(LIMITS.apiBodyBytes);
/** A cancel's refusal in its own shape, or the plain one of the body and JSON checks every route shares. */
const cancelRefusalSchema = z.union([cancelResponseSchema.extend({ success: z.literal(false), error: z.string() }), apiErrorSchema]);
const sessions = rateLimitWords(LIMITS.billingSession, 'per member (checkout and portal together)');

const billingRoute = routeGroup({ tag: 'Billing', access: 'member' });

/**
 * Checkout and portal: each sends the member to one of the provider's hosted pages and answers its
 * address; they take an optional body and share one rate limit.
 */
function providerPageRoute<const B extends z.ZodType>({ body, ...words }: { path: string; summary: string; description: string; body: B }) {
  return billingRoute({
    method: 'POST',
    ...words,
    request: { body, bodyOptional: true },
    responses: { ...errorAnswers(401, 409, 502), 200: billingUrlResponseSchema },
    limits: [sessions, apiBody],
  });
}

export const checkoutRoute = providerPageRoute({
  path: '/api/billing/checkout',
  summary: "Open the provider's checkout for the Monthly Plan",
  description: "The address of the configured provider's hosted checkout for the signed-in member, left to by a full-page redirect; the 7-day trial only for a first subscription. 409 when already subscribed; 502 when the provider fails. The body may be left out (`language` defaults to `en`).",
  body: checkoutRequestSchema,
});

export const portalRoute = providerPageRoute({
  path: '/api/billing/portal',
  summary: "Open the provider's billing portal",
  description: "The address of the provider's billing portal, which returns to the profile. 409 when the member has no subscription; 502 when the provider fails.",
  body: portalRequestSchema,
});

export const cancelRoute = billingRoute({
  method: 'POST',
  path: '/api/billing/cancel',
  summary: "Cancel the member's subscription at the end of its period",
  description: 'product §7 cancel-subscription: every answer, refusals included, is `{success, error?}`; `user_id` must be the signed-in member\'s (403 otherwise). A second cancel still answers success.',
  request: { body: cancelRequestSchema },
  // Refusals in the route's own shape; the body and JSON checks every route shares answer the plain one.
  responses: {
    ...errorAnswers(),
    ...Object.fromEntries([400, 401, 403, 429, 502].map((status) => [status, cancelRefusalSchema])),
    200: cancelResponseSchema,
  },
  limits: [rateLimitWords(LIMITS.billingCancel, 'per member'), apiBody],
});

export const webhookRoute = billingRoute({
  method: 'POST',
  path: '/api/billing/webhooks/:provider',
  summary: "A payment provider's signed event",
  description:
    "Signed deliveries from the configured provider (`stripe`, `lemonsqueezy`, or `local` for the test-mode checkout): the raw body is verified by the provider's signature header before anything parses it. 404 for a provider that is not the configured one; 400 for a bad signature or a body that is not JSON. Answers what became of the event.",
  access: 'public',
  request: { params: z.object({ provider: z.string() }), body: z.string().meta({ description: "The provider's event, exactly as signed." }), bodyMediaType: 'application/json' },
  responses: { ...errorAnswers(404), 200: z.strictObject({ received: z.literal(true), outcome: z.enum(APPLY_OUTCOMES) }) },
  limits: [bodyLimitWords(LIMITS.webhookBodyBytes)],
});
