import { getTableName } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Encryption, Place } from '../lib/encryption';
import {
  chatMessages,
  checkIns,
  contactMessages,
  craftTags,
  crafts,
  moodEntries,
  ownFactors,
  pushSubscriptions,
  safetyPlans,
  trackers,
  users,
  vapidKeys,
} from './schema';

/**
 * Every encrypted column, with the column whose value binds it to its row (the row's id; a
 * safety plan's person; a tag's craft). A value sealed for one row and column does not open in
 * another. The re-encryption job walks this list.
 */
export const ENCRYPTED_FIELDS = [
  { column: users.twoFactorSecret, rowId: users.id },
  { column: users.phone, rowId: users.id },
  { column: users.bio, rowId: users.id },
  { column: moodEntries.notes, rowId: moodEntries.id },
  { column: crafts.title, rowId: crafts.id },
  { column: crafts.content, rowId: crafts.id },
  { column: craftTags.tag, rowId: craftTags.craftId },
  { column: chatMessages.content, rowId: chatMessages.id },
  { column: safetyPlans.content, rowId: safetyPlans.userId },
  { column: contactMessages.payload, rowId: contactMessages.id },
  { column: pushSubscriptions.subscription, rowId: pushSubscriptions.id },
  { column: vapidKeys.privateKey, rowId: vapidKeys.id },
  { column: checkIns.answers, rowId: checkIns.id },
  { column: trackers.name, rowId: trackers.id },
  { column: trackers.unit, rowId: trackers.id },
  { column: ownFactors.name, rowId: ownFactors.id },
] as const satisfies readonly { column: PgColumn; rowId: PgColumn }[];

export type EncryptedColumn = (typeof ENCRYPTED_FIELDS)[number]['column'];

/** The place a value of `column` in the row `id` is bound to. */
export const at = (column: EncryptedColumn, id: string): Place => ({
  table: getTableName(column.table),
  column: column.name,
  id,
});

/** `plain` sealed for its place; the empty string stays empty (it says nothing). */
export const sealField = (
  encryption: Encryption,
  column: EncryptedColumn,
  id: string,
  plain: string,
) => (plain ? encryption.encrypt(plain, at(column, id)) : '');

/** A stored value opened at its place; the empty string stays empty. */
export const openField = (
  encryption: Encryption,
  column: EncryptedColumn,
  id: string,
  stored: string,
) => (stored ? encryption.decrypt(stored, at(column, id)) : '');
