import {
  DEFAULT_CHECK_IN_INTERVAL,
  reminderDay,
  type CheckInInterval,
} from '@moodcraft/core/checkins/schedule';
import { dayKey } from '@moodcraft/core/stats/days';
import type { Db } from '../../db/database';
import { latestCheckIns, reminderCandidates } from './checkins.repository';
import { intervalOf } from './checkins.service';

/** Someone whose check-in reminder falls on `day` (in their time zone), at their reminder time. */
export type CheckInReminder = {
  userId: string;
  day: string;
  timeZone: string;
  reminderTime: string;
};

/**
 * Everyone with a check-in reminder on a day of their schedule: one interval after they last took
 * a questionnaire (the earlier, when they took both on different days), unless the schedule is
 * off or they cannot be reached. No one is reminded before their first check-in.
 */
export async function checkInReminders(db: Db): Promise<CheckInReminder[]> {
  const people = new Map<
    string,
    { lastDays: string[]; interval: CheckInInterval | null; timeZone: string; time: string }
  >();
  for (const row of await reminderCandidates(db)) {
    if (!row.last) continue;
    const person = people.get(row.userId) ?? {
      lastDays: [],
      interval: row.interval,
      timeZone: row.timeZone,
      time: row.reminderTime,
    };
    person.lastDays.push(dayKey(row.last, row.timeZone));
    people.set(row.userId, person);
  }
  const reminders: CheckInReminder[] = [];
  for (const [userId, p] of people) {
    const day = reminderDay(p.lastDays, p.interval ?? DEFAULT_CHECK_IN_INTERVAL);
    if (day) reminders.push({ userId, day, timeZone: p.timeZone, reminderTime: p.time });
  }
  return reminders;
}

/** The person's reminder day as it stands now (it moves on once they take a check-in), or null. */
export async function currentReminderDay(db: Db, userId: string, timeZone: string) {
  const latest = await latestCheckIns(db, userId);
  return reminderDay(
    latest.map((row) => dayKey(row.createdAt, timeZone)),
    await intervalOf(db, userId),
  );
}
