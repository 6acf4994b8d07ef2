import { and, asc, desc, eq, inArray } from 'drizzle-orm';
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
    .where(
      inArray(
        craftTags.craftId,
        rows.map((r) => r.craft.id),
      ),
    )
    .orderBy(asc(craftTags.createdAt));
  const byCraft = new Map<string, string[]>();
  for (const t of tags) {
    const list = byCraft.get(t.craftId);
    if (list) list.push(t.tag);
    else byCraft.set(t.craftId, [t.tag]);
  }
  return rows.map((r) => ({
    ...r.craft,
    mimeType: r.mimeType,
    tags: byCraft.get(r.craft.id) ?? [],
  }));
}

export async function findCraft(db: Db, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(crafts)
    .where(and(eq(crafts.id, id), eq(crafts.userId, userId)))
    .limit(1);
  return row;
}

/** One craft with its media type and tags, or undefined when it is not this user's. */
export async function loadCraft(db: Db, userId: string, id: string): Promise<CraftRow | undefined> {
  const [row] = await db
    .select({ craft: crafts, mimeType: media.mimeType })
    .from(crafts)
    .leftJoin(media, eq(media.id, crafts.mediaId))
    .where(and(eq(crafts.id, id), eq(crafts.userId, userId)));
  if (!row) return undefined;
  const tags = await db
    .select()
    .from(craftTags)
    .where(eq(craftTags.craftId, id))
    .orderBy(asc(craftTags.createdAt));
  return { ...row.craft, mimeType: row.mimeType, tags: tags.map((t) => t.tag) };
}

export async function insertCraft(db: Db, row: typeof crafts.$inferInsert, tags: string[]) {
  return db.transaction(async (tx) => {
    const [created] = await tx.insert(crafts).values(row).returning();
    if (tags.length) {
      const base = Date.now();
      await tx
        .insert(craftTags)
        .values(
          tags.map((tag, i) => ({ craftId: created!.id, tag, createdAt: new Date(base + i) })),
        );
    }
    return created!;
  });
}

export async function updateCraft(
  db: Db,
  userId: string,
  id: string,
  values: Partial<typeof crafts.$inferInsert>,
) {
  const [row] = await db
    .update(crafts)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(crafts.id, id), eq(crafts.userId, userId)))
    .returning();
  return row;
}

export async function replaceTags(db: Db, craftId: string, tags: string[]) {
  await db.transaction(async (tx) => {
    await tx.delete(craftTags).where(eq(craftTags.craftId, craftId));
    const base = Date.now();
    if (tags.length)
      await tx
        .insert(craftTags)
        .values(tags.map((tag, i) => ({ craftId, tag, createdAt: new Date(base + i) })));
  });
}

export async function addTag(db: Db, craftId: string, tag: string) {
  await db.insert(craftTags).values({ craftId, tag }).onConflictDoNothing();
}

export async function deleteCraft(db: Db, userId: string, id: string) {
  const [row] = await db
    .delete(crafts)
    .where(and(eq(crafts.id, id), eq(crafts.userId, userId)))
    .returning();
  return row;
}
