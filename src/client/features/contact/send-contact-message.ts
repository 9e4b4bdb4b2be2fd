import { contactResponseSchema, type ContactMessageInput } from '#shared/contact-schema.ts';
import { apiRequest } from '#client/lib/api-client.ts';

export function sendContactMessage(input: ContactMessageInput): Promise<{ ok: true }> {
  return apiRequest('/api/contact', contactResponseSchema, { method: 'POST', body: input });
}
