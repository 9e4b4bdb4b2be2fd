import { z } from 'zod';
import { LANGUAGES } from './languages.ts';

export const checkoutRequestSchema = z.object({ language: z.enum(LANGUAGES).default('en') });
export const portalRequestSchema = checkoutRequestSchema;

/** product §7 cancel-subscription: body {user_id}; answer {success, error}. */
export const cancelRequestSchema = z.object({ user_id: z.string().min(1).max(100) });
export const cancelResponseSchema = z.object({ success: z.boolean(), error: z.string().optional() });
export type CancelResponse = z.infer<typeof cancelResponseSchema>;

/** Checkout and portal answer `{url}`: the provider's page, left to by a full-page redirect (product §2). */
export const billingUrlResponseSchema = z.object({ url: z.string().regex(/^https?:\/\//) });
