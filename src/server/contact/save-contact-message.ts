import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ContactMessage } from '#shared/contact-schema.ts';
import type { Database } from '../db/schema.ts';
import type { Logger } from '../logger.ts';
import type { Mailer } from '../mail/mailer.ts';
import { contactNotification } from '../mail/templates/contact-notification.ts';

export interface ContactDeps {
  db: Kysely<Database>;
  mailer: Mailer;
  supportEmail: string;
}

/**
 * Stores the message first, so a mail outage loses nothing, then forwards it to support and
 * records whether that worked.
 */
export async function saveContactMessage(deps: ContactDeps, message: ContactMessage, logger: Logger): Promise<string> {
  const id = crypto.randomUUID();
  await deps.db
    .insertInto('contact_messages')
    .values({
      id,
      name: message.name,
      email: message.email,
      message: message.message,
      language: message.language,
      created_at: new Date().toISOString(),
      delivered_at: null,
      delivery_error: null,
    })
    .execute();
  try {
    await deps.mailer.send(contactNotification(message, deps.supportEmail));
    await deps.db.updateTable('contact_messages').set({ delivered_at: new Date().toISOString() }).where('id', '=', id).execute();
  } catch (error) {
    logger.error({ err: error, contactMessageId: id }, 'contact message stored but not delivered to support');
    await deps.db
      .updateTable('contact_messages')
      .set({ delivery_error: String((error as Error).message ?? error).slice(0, 500) })
      .where('id', '=', id)
      .execute();
  }
  return id;
}
