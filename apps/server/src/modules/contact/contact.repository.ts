import type { Db } from '../../db/database';
import { contactMessages } from '../../db/schema';

export async function insertContactMessage(
  db: Db,
  row: { id: string; userId: string | null; payload: string },
) {
  const [created] = await db
    .insert(contactMessages)
    .values(row)
    .returning({ id: contactMessages.id });
  return created;
}
