import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { articleBookmarks, articleProgress } from '../../db/schema';

export async function bookmarksOf(db: Db, userId: string) {
  const rows = await db
    .select({ articleId: articleBookmarks.articleId })
    .from(articleBookmarks)
    .where(eq(articleBookmarks.userId, userId));
  return new Set(rows.map((r) => r.articleId));
}

export async function addBookmark(db: Db, userId: string, articleId: string) {
  await db.insert(articleBookmarks).values({ userId, articleId }).onConflictDoNothing();
}

export async function removeBookmark(db: Db, userId: string, articleId: string) {
  await db
    .delete(articleBookmarks)
    .where(and(eq(articleBookmarks.userId, userId), eq(articleBookmarks.articleId, articleId)));
}

export async function progressOf(db: Db, userId: string, articleId: string) {
  const [row] = await db
    .select()
    .from(articleProgress)
    .where(and(eq(articleProgress.userId, userId), eq(articleProgress.articleId, articleId)));
  return row;
}

/** Keeps the best quiz score and remembers a finished exercise; the first completion dates the module. */
export async function recordProgress(
  db: Db,
  userId: string,
  articleId: string,
  change: { quizScore?: number; exercisesCompleted?: boolean },
  now: Date,
) {
  const current = await progressOf(db, userId, articleId);
  const quizScore =
    change.quizScore === undefined
      ? (current?.quizScore ?? null)
      : Math.max(change.quizScore, current?.quizScore ?? 0);
  const exercisesCompleted = Boolean(change.exercisesCompleted || current?.exercisesCompleted);
  const values = {
    quizScore,
    exercisesCompleted,
    completedAt: current?.completedAt ?? now,
    updatedAt: now,
  };
  await db
    .insert(articleProgress)
    .values({ userId, articleId, ...values })
    .onConflictDoUpdate({
      target: [articleProgress.userId, articleProgress.articleId],
      set: values,
    });
  return { quizScore, exercisesCompleted };
}
