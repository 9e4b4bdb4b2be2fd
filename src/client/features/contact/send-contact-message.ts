import type { ContactMessageInput } from '#shared/contact-schema.ts';
import { apiFetch } from '#client/lib/api-client.ts';

export function sendContactMessage(input: ContactMessageInput): Promise<{ ok: true }> {
  return apiFetch('/api/contact', { method: 'POST', body: input });
}
