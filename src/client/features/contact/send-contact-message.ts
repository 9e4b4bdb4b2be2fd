import { contactResponseSchema, type ContactMessageInput } from '#shared/contact-schema.ts';
import { apiRequest } from '#client/lib/api-client.ts';

export function sendContactMessage(input: ContactMessageInput): Promise<{ ok: true }> {
  return apiRequest((api) => api.contact.$post({ json: input }), contactResponseSchema);
}
