import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { craftTags, crafts, media } from '../../db/schema';

export type CraftRow = typeof crafts.$inferSelect & { mimeType: string | null; tags: string[] };

/** The user's crafts, newest first, each with its media type and tags. */
export async function listCrafts(db: Db, userId: string): Promise<CraftRow[]> {
  const rows = await db
    .select({ craft: crafts, mimeType: media.mimeType })
    .from(crafts)
    .leftJoin(media, eq(media.id, crafts.mediaId))
    .where(eq(crafts.userId, userId))
    .orderBy(desc(crafts.createdAt));
  if (!rows.length) return [];
  const tags = await db
    .select()
    .from(craftTags)
    .where(inArray(craftTags.craftId, rows.map((r) => r.craft.id)))
    .orderBy(asc(craftTags.createdAt));
  const byCraft = new Map<string, string[]>();
  for (const t of tags) {
    const list = byCraft.get(t.craftId);
    if (list) list.push(t.tag);
    else byCraft.set(t.craftId, [t.tag]);
  }
  return rows.map((r) => ({ ...r.craft, mimeType: r.mimeType, tags: byCraft.get(r.craft.id) ?? [] }));
}
