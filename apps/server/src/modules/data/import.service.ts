import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { findEmotion, findSubEmotion } from '@moodcraft/core/emotions/catalogue';
import {
  ImportError,
  parseImport,
  type LabelMapping,
  type OwnFactorsAtImport,
  type ParsedImport,
} from '@moodcraft/core/data/import';
import type { AppDeps } from '../../deps';
import { sealField } from '../../db/encrypted-fields';
import { moodEntries } from '../../db/schema';
import { futureImportMessage, isFutureMood } from '@moodcraft/core/moods/moods';
import { HttpError } from '../../plugins/errors';
import { planTrackers, trackerPreview, writeTrackers } from './import-trackers';
import { factorPreview, ownFactorsAtImport, writeFactors } from './import-factors';
import { settingsOf } from '../settings/settings.service';

async function parse(
  deps: AppDeps,
  userId: string,
  content: string,
  mapping?: LabelMapping,
  ownFactors?: OwnFactorsAtImport,
): Promise<ParsedImport> {
  for (const [label, m] of Object.entries(mapping ?? {})) {
    const primary = findEmotion(m.primaryEmotion);
    if (!primary || !findSubEmotion(primary, m.subEmotion)) {
      throw new HttpError(400, `The feeling chosen for “${label}” is not in the catalogue`);
    }
  }
  const { timeZone } = await settingsOf(deps, userId);
  let parsed: ParsedImport;
  try {
    parsed = parseImport(content, { mapping, timeZone, ownFactors });
  } catch (error) {
    if (error instanceof ImportError) {
      throw new HttpError(
        400,
        error.problems.length > 1
          ? `${error.problems[0]} (and ${error.problems.length - 1} more)`
          : error.problems[0]!,
        error.problems.slice(0, 50).map((message) => ({ path: 'content', message })),
      );
    }
    throw error;
  }
  // all or nothing, as the rest of an import: entries dated after now would move every chart
  const now = deps.now();
  const future = parsed.entries
    .filter((e) => isFutureMood(e.date, now))
    .sort((a, b) => Date.parse(a.date) - Date.parse(b.date));
  if (future.length) {
    const message = futureImportMessage(
      future.length,
      new Date(future[0]!.date).toLocaleDateString('en-GB', { timeZone }),
    );
    throw new HttpError(400, message, [{ path: 'content', message }]);
  }
  return parsed;
}

/** Which of these import keys this person already has. */
async function existingKeys(deps: AppDeps, userId: string, keys: string[]) {
  const found = new Set<string>();
  for (let i = 0; i < keys.length; i += 500) {
    const rows = await deps.database.db
      .select({ key: moodEntries.importKey })
      .from(moodEntries)
      .where(
        and(eq(moodEntries.userId, userId), inArray(moodEntries.importKey, keys.slice(i, i + 500))),
      );
    for (const r of rows) if (r.key) found.add(r.key);
  }
  return found;
}

export async function previewImport(
  deps: AppDeps,
  userId: string,
  content: string,
  mapping?: LabelMapping,
  addTrackers = false,
  addFactors = false,
) {
  const own = await ownFactorsAtImport(deps, userId, addFactors);
  const parsed = await parse(deps, userId, content, mapping, own.at);
  const planned = await planTrackers(deps, userId, parsed, addTrackers);
  const existing = await existingKeys(
    deps,
    userId,
    parsed.entries.map((e) => e.importKey),
  );
  return {
    format: parsed.format,
    total: parsed.entries.length,
    duplicates: parsed.entries.filter((e) => existing.has(e.importKey)).length,
    labels: parsed.labels,
    sample: parsed.entries
      .slice(0, 5)
      .map(({ date, primaryEmotion, subEmotion, score, pleasantness, factors, notes }) => ({
        date,
        primaryEmotion,
        subEmotion,
        score,
        pleasantness,
        factors,
        notes,
      })),
    trackers: trackerPreview(planned),
    ...factorPreview(parsed, own.room),
  };
}

/** All or nothing, in one transaction; entries already imported before are skipped. */
export async function runImport(
  deps: AppDeps,
  userId: string,
  content: string,
  mapping?: LabelMapping,
  addTrackers = false,
  addFactors = false,
) {
  const own = await ownFactorsAtImport(deps, userId, addFactors);
  const parsed = await parse(deps, userId, content, mapping, own.at);
  const planned = await planTrackers(deps, userId, parsed, addTrackers);
  const existing = await existingKeys(
    deps,
    userId,
    parsed.entries.map((e) => e.importKey),
  );
  const seen = new Set<string>();
  const fresh = parsed.entries.filter((e) => {
    if (existing.has(e.importKey) || seen.has(e.importKey)) return false;
    seen.add(e.importKey);
    return true;
  });
  let factorsAdded: string[] = [];
  const trackerResult = await deps.database.db.transaction(async (tx) => {
    const factors = await writeFactors(tx, deps, userId, parsed, fresh, own.room);
    factorsAdded = factors.added;
    for (let i = 0; i < fresh.length; i += 200) {
      await tx.insert(moodEntries).values(
        fresh.slice(i, i + 200).map((e) => {
          const id = randomUUID();
          return {
            id,
            userId,
            date: new Date(e.date),
            primaryEmotion: e.primaryEmotion,
            subEmotion: e.subEmotion,
            score: e.score,
            pleasantness: e.pleasantness,
            pleasantnessDerived: e.pleasantnessDerived,
            factors: factors.stored(e.factors),
            notes: sealField(deps.encryption, moodEntries.notes, id, e.notes),
            creativeActivity: e.creativeActivity,
            importKey: e.importKey,
          };
        }),
      );
    }
    return writeTrackers(tx, deps, userId, planned, addTrackers);
  });
  return {
    format: parsed.format,
    total: parsed.entries.length,
    imported: fresh.length,
    skipped: parsed.entries.length - fresh.length,
    trackers: trackerResult,
    ...(factorsAdded.length ? { factorsAdded } : {}),
  };
}
