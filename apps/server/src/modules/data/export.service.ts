import { PassThrough, type Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import { toCsv } from '@moodcraft/core/data/csv';
import type { AppDeps } from '../../deps';
import { openField } from '../../db/encrypted-fields';
import {
  articleBookmarks,
  articleProgress,
  chatMessages,
  contactMessages,
  media,
  moodEntries,
  users,
  oidcIdentities,
} from '../../db/schema';
import { requireUser } from '../accounts/profile.service';
import { listCrafts } from '../crafts/crafts.repository';
import { openCraft } from '../crafts/crafts.service';
import { listMoods } from '../moods/moods.repository';
import { settingsOf } from '../settings/settings.service';
import { readPlan } from '../safety-plan/safety-plan.service';
import { exportCheckIns, intervalOf } from '../checkins/checkins.service';
import { exportTrackers } from '../trackers/trackers.service';
import { loadFactorBook } from '../factors/factors.service';
import { SAFETY_PLAN_STEPS } from '@moodcraft/core/safety/safety-plan';
import { EXTENSIONS } from '../../lib/file-types';

/** Everything a person owns, decrypted, in one document: what the JSON export is and the zip carries. */
export async function gatherExport(deps: AppDeps, userId: string) {
  const db = deps.database.db;
  const user = await requireUser(deps, userId);
  const settings = await settingsOf(deps, userId);
  const moods = await listMoods(db, userId);
  const crafts = await listCrafts(db, userId);
  const files = await db.select().from(media).where(eq(media.userId, userId));
  const chats = await db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.userId, userId))
    .orderBy(chatMessages.createdAt);
  const bookmarks = await db
    .select()
    .from(articleBookmarks)
    .where(eq(articleBookmarks.userId, userId));
  const progress = await db
    .select()
    .from(articleProgress)
    .where(eq(articleProgress.userId, userId));
  const contacts = await db
    .select()
    .from(contactMessages)
    .where(eq(contactMessages.userId, userId));
  const safetyPlan = await readPlan(deps, userId);
  const checkIns = await exportCheckIns(deps, userId);
  const checkInInterval = await intervalOf(db, userId);
  const tracked = await exportTrackers(deps, userId);
  const factorBook = await loadFactorBook(deps, userId);
  const signIns = await db
    .select()
    .from(oidcIdentities)
    .where(eq(oidcIdentities.userId, userId))
    .orderBy(oidcIdentities.createdAt);
  const fileName = (id: string) => {
    const f = files.find((x) => x.id === id);
    return f ? `media/${id}.${EXTENSIONS[f.mimeType] ?? 'bin'}` : null;
  };
  return {
    document: {
      format: 'moodcraft-export',
      version: 1,
      exportedAt: deps.now().toISOString(),
      profile: {
        id: user.id,
        username: user.username,
        email: user.email,
        phone: openField(deps.encryption, users.phone, user.id, user.phone),
        bio: openField(deps.encryption, users.bio, user.id, user.bio),
        profilePicture: user.profilePictureId ? fileName(user.profilePictureId) : null,
        twoFactorEnabled: user.twoFactorEnabled,
        createdAt: user.createdAt.toISOString(),
        updatedAt: user.updatedAt.toISOString(),
      },
      settings,
      moods: moods.map((m) => ({
        id: m.id,
        date: m.date.toISOString(),
        primaryEmotion: m.primaryEmotion,
        subEmotion: m.subEmotion,
        score: m.score,
        pleasantness: m.pleasantness,
        pleasantnessDerived: m.pleasantnessDerived,
        factors: factorBook.namesOf(m.factors),
        notes: openField(deps.encryption, moodEntries.notes, m.id, m.notes),
        creativeActivity: m.creativeActivity,
        createdAt: m.createdAt.toISOString(),
        updatedAt: m.updatedAt.toISOString(),
      })),
      crafts: crafts
        .map((row) => openCraft(deps, row))
        .map((c) => ({
          id: c.id,
          title: c.title,
          type: c.type,
          content: c.type === 'writing' ? c.content : null,
          file: c.mediaId ? fileName(c.mediaId) : null,
          mimeType: c.mimeType,
          tags: c.tags,
          likes: c.likes,
          createdAt: c.createdAt.toISOString(),
          updatedAt: c.updatedAt.toISOString(),
        })),
      chat: chats.map((m) => ({
        role: m.role,
        content: openField(deps.encryption, chatMessages.content, m.id, m.content),
        crisis: m.crisis,
        createdAt: m.createdAt.toISOString(),
      })),
      bookmarks: bookmarks.map((b) => ({
        articleId: b.articleId,
        createdAt: b.createdAt.toISOString(),
      })),
      articleProgress: progress.map((p) => ({
        articleId: p.articleId,
        quizScore: p.quizScore,
        exercisesCompleted: p.exercisesCompleted,
        completedAt: p.completedAt?.toISOString() ?? null,
      })),
      contactMessages: contacts.map((c) => ({
        ...(JSON.parse(
          openField(deps.encryption, contactMessages.payload, c.id, c.payload),
        ) as object),
        createdAt: c.createdAt.toISOString(),
      })),
      safetyPlan,
      /** PHQ-9 and GAD-7 questionnaires taken, oldest first, and how often they are due */
      checkIns: checkIns.map((c) => ({
        id: c.id,
        instrument: c.instrument,
        answers: c.answers,
        difficulty: c.difficulty,
        total: c.total,
        band: c.band,
        createdAt: c.createdAt,
      })),
      checkInSchedule: { interval: checkInInterval },
      /** what is tracked beside the mood, archived trackers included */
      trackers: tracked.trackers.map((t) => ({
        id: t.id,
        kind: t.kind,
        name: t.name,
        unit: t.unit,
        min: t.min,
        max: t.max,
        step: t.step,
        archived: t.archived,
        createdAt: t.createdAt,
      })),
      /** each tracker's value per day (YYYY-MM-DD in the person's time zone); yes-no as 1 or 0 */
      trackerValues: tracked.values.map((v) => ({
        trackerId: v.trackerId,
        day: v.day,
        value: v.value,
      })),
      /** the person's own contributing factors, in their order; entries name them as here */
      ownFactors: factorBook.own.map((f) => ({
        id: f.id,
        name: f.name,
        colour: f.colour,
        positive: f.positive,
        hidden: f.hidden,
        createdAt: f.createdAt,
      })),
      /** identities at the single sign-on provider linked to the account */
      linkedSignIns: signIns.map((i) => ({
        issuer: i.issuer,
        subject: i.subject,
        email: i.email,
        linkedAt: i.createdAt.toISOString(),
      })),
    },
    files: files.map((f) => ({ path: fileName(f.id)!, storageKey: f.storageKey })),
  };
}

export type ExportDocument = Awaited<ReturnType<typeof gatherExport>>['document'];

/** One CSV per kind of data. */
export function exportCsvFiles(doc: ExportDocument): Record<string, string> {
  const trackerNames = new Map(doc.trackers.map((t) => [t.id, t.name]));
  return {
    'profile.csv': toCsv(Object.keys(doc.profile), [Object.values(doc.profile)]),
    'settings.csv': toCsv(Object.keys(doc.settings), [Object.values(doc.settings)]),
    'moods.csv': toCsv(
      [
        'date',
        'primaryEmotion',
        'subEmotion',
        'score',
        'pleasantness',
        'factors',
        'notes',
        'creativeActivity',
        'createdAt',
      ],
      doc.moods.map((m) => [
        m.date,
        m.primaryEmotion,
        m.subEmotion,
        m.score,
        m.pleasantness,
        m.factors.join(' | '),
        m.notes,
        m.creativeActivity.completed,
        m.createdAt,
      ]),
    ),
    'crafts.csv': toCsv(
      ['title', 'type', 'content', 'file', 'tags', 'favourite', 'createdAt'],
      doc.crafts.map((c) => [
        c.title,
        c.type,
        c.content ?? '',
        c.file ?? '',
        c.tags.join(' | '),
        c.likes > 0,
        c.createdAt,
      ]),
    ),
    'chat.csv': toCsv(
      ['createdAt', 'role', 'content'],
      doc.chat.map((m) => [m.createdAt, m.role, m.content]),
    ),
    'safety-plan.csv': toCsv(
      ['step', 'item', 'phone'],
      SAFETY_PLAN_STEPS.flatMap((step) =>
        doc.safetyPlan[step.key].map((item) =>
          typeof item === 'string' ? [step.title, item, ''] : [step.title, item.name, item.phone],
        ),
      ),
    ),
    'check-ins.csv': toCsv(
      ['createdAt', 'instrument', 'total', 'band', 'answers', 'difficulty'],
      doc.checkIns.map((c) => [
        c.createdAt,
        c.instrument,
        c.total,
        c.band,
        c.answers.join(' | '),
        c.difficulty ?? '',
      ]),
    ),
    'trackers.csv': toCsv(
      ['id', 'kind', 'name', 'unit', 'min', 'max', 'step', 'archived', 'createdAt'],
      doc.trackers.map((t) => [
        t.id,
        t.kind,
        t.name,
        t.unit,
        t.min,
        t.max,
        t.step,
        t.archived,
        t.createdAt,
      ]),
    ),
    'tracker-values.csv': toCsv(
      ['day', 'tracker', 'trackerId', 'value'],
      doc.trackerValues.map((v) => [
        v.day,
        trackerNames.get(v.trackerId) ?? '',
        v.trackerId,
        v.value,
      ]),
    ),
    'own-factors.csv': toCsv(
      ['name', 'colour', 'positive', 'hidden', 'createdAt'],
      doc.ownFactors.map((f) => [f.name, f.colour, f.positive, f.hidden, f.createdAt]),
    ),
    'bookmarks.csv': toCsv(
      ['articleId', 'createdAt'],
      doc.bookmarks.map((b) => [b.articleId, b.createdAt]),
    ),
    'article-progress.csv': toCsv(
      ['articleId', 'quizScore', 'exercisesCompleted', 'completedAt'],
      doc.articleProgress.map((p) => [
        p.articleId,
        p.quizScore ?? '',
        p.exercisesCompleted,
        p.completedAt ?? '',
      ]),
    ),
  };
}

/** A zip streamed as it is built: the JSON, the CSVs and, for `withMedia`, every media file. */
export function exportZip(
  deps: AppDeps,
  data: Awaited<ReturnType<typeof gatherExport>>,
  withMedia: boolean,
): Readable {
  const out = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) out.destroy(error);
    else {
      out.write(Buffer.from(chunk));
      if (final) out.end();
    }
  });
  const addText = (name: string, text: string) => {
    const file = new ZipDeflate(name, { level: 6 });
    zip.add(file);
    file.push(new TextEncoder().encode(text), true);
  };
  void (async () => {
    try {
      if (withMedia) addText('moodcraft-export.json', JSON.stringify(data.document, null, 2));
      for (const [name, text] of Object.entries(exportCsvFiles(data.document)))
        addText(withMedia ? `csv/${name}` : name, text);
      if (withMedia) {
        for (const f of data.files) {
          const entry = new ZipPassThrough(f.path);
          zip.add(entry);
          const stream = await deps.media.read(f.storageKey);
          for await (const chunk of stream as AsyncIterable<Buffer>) {
            entry.push(new Uint8Array(chunk));
            if (out.writableNeedDrain) await new Promise((resolve) => out.once('drain', resolve));
          }
          entry.push(new Uint8Array(0), true);
        }
      }
      zip.end();
    } catch (error) {
      out.destroy(error as Error);
    }
  })();
  return out;
}
