import { z } from 'zod';
import { LANGUAGES } from './languages.ts';

export const checkoutRequestSchema = z.object({ language: z.enum(LANGUAGES).default('en') });
export const portalRequestSchema = checkoutRequestSchema;

/** product §7 cancel-subscription: body {user_id}; answer {success, error}. */
export const cancelRequestSchema = z.object({ user_id: z.string().min(1).max(100) });
export interface CancelResponse {
  success: boolean;
  error?: string;
}
