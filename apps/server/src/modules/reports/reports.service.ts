import { and, desc, eq } from 'drizzle-orm';
import { averageMood, emotionDistribution, trendOf } from '@moodcraft/core/moods/analytics';
import { dayKey } from '@moodcraft/core/stats/days';
import { zonedToUtc } from '@moodcraft/core/data/zoned-time';
import type { MoodReport } from '@moodcraft/core/data/report';
import type { AppDeps } from '../../deps';
import { openField } from '../../db/encrypted-fields';
import { moodEntries } from '../../db/schema';
import { shareLinks, users } from '../../db/schema';
import { hashToken, randomToken } from '../../lib/tokens';
import { HttpError } from '../../plugins/errors';
import { listMoods } from '../moods/moods.repository';
import { settingsOf } from '../settings/settings.service';
import {
  BUILT_IN_ONLY,
  namesOwnFactors,
  withFactorNames,
} from '@moodcraft/core/emotions/own-factors';
import { loadFactorBook } from '../factors/factors.service';
import { reportCheckIns } from '../checkins/checkins.service';
import { reportTrackers } from '../trackers/trackers.service';

const DAY = 86_400_000;
type Row = typeof shareLinks.$inferSelect;

const toLink = (row: Row, url?: string) => ({
  id: row.id,
  from: row.fromDay,
  to: row.toDay,
  includeNotes: row.includeNotes,
  expiresAt: row.expiresAt.toISOString(),
  revokedAt: row.revokedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  ...(url ? { url } : {}),
});

export async function createShareLink(
  deps: AppDeps,
  userId: string,
  body: { from: string; to: string; includeNotes: boolean; expiresInDays: number },
) {
  const settings = await settingsOf(deps, userId);
  if (!settings.dataSharing)
    throw new HttpError(400, 'Turn on Data Sharing in Settings to create a report link');
  const token = randomToken();
  const [row] = await deps.database.db
    .insert(shareLinks)
    .values({
      userId,
      tokenHash: hashToken(token),
      fromDay: body.from,
      toDay: body.to,
      includeNotes: body.includeNotes,
      expiresAt: new Date(deps.now().getTime() + body.expiresInDays * DAY),
    })
    .returning();
  return toLink(row!, `${deps.config.PUBLIC_URL}/report/${token}`);
}

export async function listShareLinks(deps: AppDeps, userId: string) {
  const rows = await deps.database.db
    .select()
    .from(shareLinks)
    .where(eq(shareLinks.userId, userId))
    .orderBy(desc(shareLinks.createdAt));
  return rows.map((r) => toLink(r));
}

export async function revokeShareLink(deps: AppDeps, userId: string, id: string) {
  const rows = await deps.database.db
    .update(shareLinks)
    .set({ revokedAt: deps.now() })
    .where(and(eq(shareLinks.id, id), eq(shareLinks.userId, userId)))
    .returning();
  if (!rows[0]) throw new HttpError(404, 'This link does not exist');
  return toLink(rows[0]);
}

export const REPORT_LINK_GONE =
  'This report link is not valid, or it has expired or been revoked. Please ask the person who shared it for a new one.';

/** The report behind a link: only while it is unexpired, unrevoked, and data sharing is still on. */
export async function reportFor(deps: AppDeps, token: string): Promise<MoodReport> {
  const gone = new HttpError(404, REPORT_LINK_GONE);
  // a link cut short in an e-mail or typed wrong is simply not a link to a report
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) throw gone;
  const [link] = await deps.database.db
    .select()
    .from(shareLinks)
    .where(eq(shareLinks.tokenHash, hashToken(token)))
    .limit(1);
  const now = deps.now();
  if (!link || link.revokedAt || link.expiresAt <= now) throw gone;
  const settings = await settingsOf(deps, link.userId);
  if (!settings.dataSharing) throw gone;
  const report = await buildReport(deps, link.userId, {
    from: link.fromDay,
    to: link.toDay,
    includeNotes: link.includeNotes,
  });
  return { ...report, expiresAt: link.expiresAt.toISOString() };
}

/** A period of the person's own moods, as a report (the link's, or their own PDF). */
export type ReportPeriod = { from: string; to: string; includeNotes: boolean };

/** The report of a period of one person's entries, in their time zone. */
export async function buildReport(
  deps: AppDeps,
  userId: string,
  period: ReportPeriod,
): Promise<Omit<MoodReport, 'expiresAt'>> {
  const now = deps.now();
  const settings = await settingsOf(deps, userId);
  const [user] = await deps.database.db
    .select({ username: users.username })
    .from(users)
    .where(eq(users.id, userId));
  const tz = settings.timeZone;
  const from = zonedToUtc(period.from, '00:00', tz);
  const to = new Date(zonedToUtc(period.to, '00:00', tz).getTime() + DAY - 1);
  const rows = await listMoods(deps.database.db, userId, { from, to });
  // the person's own factors by their names now (decision 25)
  const book = namesOwnFactors(rows) ? await loadFactorBook(deps, userId) : BUILT_IN_ONLY;
  const entries = withFactorNames(book, rows);
  // each factor's average mood: how the entries with it felt (pleasantness), not how strongly
  const moods = new Map<string, number[]>();
  for (const e of entries)
    for (const f of e.factors) (moods.get(f) ?? moods.set(f, []).get(f)!).push(e.pleasantness);
  const factorImpact = [...moods.entries()]
    .filter(([, s]) => s.length >= 2)
    .map(([factor, s]) => ({
      factor,
      average: Math.round((s.reduce((a, b) => a + b, 0) / s.length) * 10) / 10,
      count: s.length,
      positive: book.isPositive(factor),
    }))
    .sort((a, b) => b.average - a.average)
    .slice(0, 8);
  return {
    name: user?.username ?? '',
    from: period.from,
    to: period.to,
    generatedAt: now.toISOString(),
    timeZone: tz,
    summary: {
      entries: entries.length,
      averageMood: averageMood(entries),
      trend: trendOf(entries),
      daysWithEntries: new Set(entries.map((e) => dayKey(e.date, tz))).size,
    },
    timeline: [...entries].reverse().map((e) => ({
      date: e.date.toISOString(),
      score: e.score,
      pleasantness: e.pleasantness,
      primaryEmotion: e.primaryEmotion,
      subEmotion: e.subEmotion,
    })),
    distribution: emotionDistribution(entries, 8),
    factorImpact,
    notes: period.includeNotes
      ? entries
          .filter((e) => e.notes)
          .map((e) => ({
            date: e.date.toISOString(),
            text: openField(deps.encryption, moodEntries.notes, e.id, e.notes),
          }))
      : null,
    ...(await reportTrackers(deps, userId, { from: period.from, to: period.to }, entries, tz)),
    checkIns: await reportCheckIns(deps, userId, from, to),
  };
}
