import { and, desc, eq, exists, gte, isNull, lte, max, ne, or } from 'drizzle-orm';
import type { CheckInInstrument } from '@moodcraft/core/checkins/instruments';
import type { CheckInInterval } from '@moodcraft/core/checkins/schedule';
import type { Db } from '../../db/database';
import { checkIns, checkInSchedules, pushSubscriptions, userSettings } from '../../db/schema';

export type CheckInRow = typeof checkIns.$inferSelect;

export async function insertCheckIn(db: Db, values: typeof checkIns.$inferInsert) {
  const [row] = await db.insert(checkIns).values(values).returning();
  return row!;
}

/** The person's check-ins, newest first. */
export async function listCheckIns(
  db: Db,
  userId: string,
  { instrument, limit }: { instrument?: CheckInInstrument; limit: number },
) {
  return db
    .select()
    .from(checkIns)
    .where(
      and(
        eq(checkIns.userId, userId),
        instrument ? eq(checkIns.instrument, instrument) : undefined,
      ),
    )
    .orderBy(desc(checkIns.createdAt), desc(checkIns.id))
    .limit(limit);
}

/** Every check-in of the person, oldest first (the export, the clinician's report). */
export async function allCheckIns(db: Db, userId: string) {
  return db
    .select()
    .from(checkIns)
    .where(eq(checkIns.userId, userId))
    .orderBy(checkIns.createdAt, checkIns.id);
}

/** The person's check-ins taken between two instants, oldest first. */
export async function checkInsBetween(db: Db, userId: string, from: Date, to: Date) {
  return db
    .select()
    .from(checkIns)
    .where(
      and(eq(checkIns.userId, userId), gte(checkIns.createdAt, from), lte(checkIns.createdAt, to)),
    )
    .orderBy(checkIns.createdAt, checkIns.id);
}

export async function findCheckIn(db: Db, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(checkIns)
    .where(and(eq(checkIns.id, id), eq(checkIns.userId, userId)));
  return row;
}

export async function deleteCheckIn(db: Db, userId: string, id: string) {
  const rows = await db
    .delete(checkIns)
    .where(and(eq(checkIns.id, id), eq(checkIns.userId, userId)))
    .returning({ id: checkIns.id });
  return rows.length > 0;
}

/** The newest check-in of each questionnaire the person has taken. */
export async function latestCheckIns(db: Db, userId: string) {
  return db
    .selectDistinctOn([checkIns.instrument])
    .from(checkIns)
    .where(eq(checkIns.userId, userId))
    .orderBy(checkIns.instrument, desc(checkIns.createdAt), desc(checkIns.id));
}

export async function findSchedule(db: Db, userId: string) {
  const [row] = await db.select().from(checkInSchedules).where(eq(checkInSchedules.userId, userId));
  return row;
}

export async function upsertSchedule(
  db: Db,
  userId: string,
  interval: CheckInInterval,
  updatedAt: Date,
) {
  const [row] = await db
    .insert(checkInSchedules)
    .values({ userId, interval, updatedAt })
    .onConflictDoUpdate({ target: checkInSchedules.userId, set: { interval, updatedAt } })
    .returning();
  return row!;
}

/**
 * For reminders: when each person last took each questionnaire, with their schedule and clock,
 * for everyone whose schedule is not off and who can be reached (e-mails on, or a device).
 */
export async function reminderCandidates(db: Db) {
  return db
    .select({
      userId: checkIns.userId,
      last: max(checkIns.createdAt),
      interval: checkInSchedules.interval,
      timeZone: userSettings.timeZone,
      reminderTime: userSettings.reminderTime,
    })
    .from(checkIns)
    .innerJoin(userSettings, eq(userSettings.userId, checkIns.userId))
    .leftJoin(checkInSchedules, eq(checkInSchedules.userId, checkIns.userId))
    .where(
      and(
        or(isNull(checkInSchedules.interval), ne(checkInSchedules.interval, 'off')),
        or(
          eq(userSettings.emailNotifications, true),
          exists(
            db
              .select({ id: pushSubscriptions.id })
              .from(pushSubscriptions)
              .where(eq(pushSubscriptions.userId, checkIns.userId)),
          ),
        ),
      ),
    )
    .groupBy(
      checkIns.userId,
      checkIns.instrument,
      checkInSchedules.interval,
      userSettings.timeZone,
      userSettings.reminderTime,
    );
}
