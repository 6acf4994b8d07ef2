import { randomUUID } from 'node:crypto';
import type { ContactRequest } from '@moodcraft/core/contact/contact';
import type { AppDeps } from '../../deps';
import { at } from '../../db/encrypted-fields';
import { contactMessages } from '../../db/schema';
import { insertContactMessage } from './contact.repository';

/**
 * Stores the message encrypted, then mails it to SUPPORT_EMAIL with the sender as Reply-To.
 * The message is kept even when mail delivery fails, so nothing the person wrote is lost.
 */
export async function submitContactMessage(
  deps: AppDeps,
  message: ContactRequest,
  userId: string | null,
): Promise<{ id: string; mailed: boolean }> {
  const id = randomUUID();
  const payload = deps.encryption.encrypt(JSON.stringify(message), at(contactMessages.payload, id));
  const row = await insertContactMessage(deps.database.db, { id, userId, payload });
  if (!row) throw new Error('The contact message was not stored');
  try {
    await deps.mailer.send({
      to: deps.config.SUPPORT_EMAIL,
      replyTo: { name: message.name, address: message.email },
      subject: 'New message from the MoodCraft contact form',
      text: [
        `From: ${message.name} <${message.email}>`,
        `Subject: ${message.subject}`,
        `Received: ${deps.now().toISOString()}`,
        `Reference: ${row.id}`,
        '',
        message.message,
      ].join('\n'),
    });
    return { id: row.id, mailed: true };
  } catch {
    return { id: row.id, mailed: false };
  }
}
