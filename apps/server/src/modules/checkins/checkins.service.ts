import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  CHECK_IN_PAGE_DEFAULT,
  type CheckIn,
  type CheckInListQuery,
  type CheckInSchedule,
} from '@moodcraft/core/checkins/checkins';
import {
  CHECK_IN_INSTRUMENTS,
  INSTRUMENTS,
  type CheckInInstrument,
} from '@moodcraft/core/checkins/instruments';
import {
  DEFAULT_CHECK_IN_INTERVAL,
  isDue,
  nextDueDay,
  type CheckInInterval,
} from '@moodcraft/core/checkins/schedule';
import { needsSafetyFlow, scoreCheckIn } from '@moodcraft/core/checkins/scoring';
import { dayKey } from '@moodcraft/core/stats/days';
import type { AppDeps } from '../../deps';
import type { Db } from '../../db/database';
import { openField, sealField } from '../../db/encrypted-fields';
import { checkIns } from '../../db/schema';
import { HttpError } from '../../plugins/errors';
import { settingsOf } from '../settings/settings.service';
import {
  allCheckIns,
  checkInsBetween,
  deleteCheckIn,
  findCheckIn,
  findSchedule,
  insertCheckIn,
  latestCheckIns,
  listCheckIns,
  upsertSchedule,
  type CheckInRow,
} from './checkins.repository';

/** What the encrypted column holds. */
const sealed = z.object({
  answers: z.array(z.number().int()),
  difficulty: z.number().int().nullable(),
});

export const checkInNotFound = () => new HttpError(404, 'This check-in does not exist');

/** A stored check-in as the API gives it, its answers decrypted. */
export function openCheckIn(deps: AppDeps, row: CheckInRow): CheckIn {
  const { answers, difficulty } = sealed.parse(
    JSON.parse(openField(deps.encryption, checkIns.answers, row.id, row.answers)),
  );
  return {
    id: row.id,
    _id: row.id,
    instrument: row.instrument,
    answers,
    difficulty,
    total: row.total,
    band: row.band,
    safety: needsSafetyFlow(row.instrument, answers),
    createdAt: row.createdAt.toISOString(),
  };
}

export async function takeCheckIn(
  deps: AppDeps,
  userId: string,
  body: { instrument: CheckInInstrument; answers: number[]; difficulty?: number | null },
): Promise<CheckIn> {
  const { total, band } = scoreCheckIn(body.instrument, body.answers);
  const id = randomUUID();
  const plain = JSON.stringify({ answers: body.answers, difficulty: body.difficulty ?? null });
  const row = await insertCheckIn(deps.database.db, {
    id,
    userId,
    instrument: body.instrument,
    answers: sealField(deps.encryption, checkIns.answers, id, plain),
    total,
    band,
    createdAt: deps.now(),
  });
  return openCheckIn(deps, row);
}

export async function listOwnCheckIns(deps: AppDeps, userId: string, query: CheckInListQuery) {
  const rows = await listCheckIns(deps.database.db, userId, {
    instrument: query.instrument,
    limit: query.limit ?? CHECK_IN_PAGE_DEFAULT,
  });
  return rows.map((row) => openCheckIn(deps, row));
}

export async function readCheckIn(deps: AppDeps, userId: string, id: string) {
  const row = await findCheckIn(deps.database.db, userId, id);
  if (!row) throw checkInNotFound();
  return openCheckIn(deps, row);
}

export async function removeCheckIn(deps: AppDeps, userId: string, id: string) {
  if (!(await deleteCheckIn(deps.database.db, userId, id))) throw checkInNotFound();
}

/** Every check-in of the person, oldest first, decrypted: for the export. */
export async function exportCheckIns(deps: AppDeps, userId: string) {
  const rows = await allCheckIns(deps.database.db, userId);
  return rows.map((row) => openCheckIn(deps, row));
}

/** The check-ins of a clinician's report: totals and bands, and PHQ-9's item 9. */
export async function reportCheckIns(deps: AppDeps, userId: string, from: Date, to: Date) {
  const rows = await checkInsBetween(deps.database.db, userId, from, to);
  return rows.map((row) => {
    const checkIn = openCheckIn(deps, row);
    const item = INSTRUMENTS[checkIn.instrument].safetyItem;
    return {
      date: checkIn.createdAt,
      instrument: checkIn.instrument,
      total: checkIn.total,
      band: checkIn.band,
      item9: item === null ? null : (checkIn.answers[item - 1] ?? null),
    };
  });
}

/** The person's interval: the one they chose, or every two weeks. */
export async function intervalOf(db: Db, userId: string): Promise<CheckInInterval> {
  return (await findSchedule(db, userId))?.interval ?? DEFAULT_CHECK_IN_INTERVAL;
}

export async function readSchedule(deps: AppDeps, userId: string): Promise<CheckInSchedule> {
  const db = deps.database.db;
  const interval = await intervalOf(db, userId);
  const { timeZone } = await settingsOf(deps, userId);
  const today = dayKey(deps.now(), timeZone);
  const latest = await latestCheckIns(db, userId);
  return {
    interval,
    today,
    instruments: CHECK_IN_INSTRUMENTS.map((instrument) => {
      const last = latest.find((row) => row.instrument === instrument);
      const nextDue = nextDueDay(last ? dayKey(last.createdAt, timeZone) : null, interval, today);
      return {
        instrument,
        last: last
          ? {
              id: last.id,
              total: last.total,
              band: last.band,
              createdAt: last.createdAt.toISOString(),
            }
          : null,
        nextDue,
        due: isDue(nextDue, today),
      };
    }),
  };
}

export async function saveSchedule(deps: AppDeps, userId: string, interval: CheckInInterval) {
  await upsertSchedule(deps.database.db, userId, interval, deps.now());
  return readSchedule(deps, userId);
}
