import type { OwnFactorsAtImport, ParsedImport } from '@moodcraft/core/data/import';
import { findFactor } from '@moodcraft/core/emotions/factors';
import {
  factorBook,
  importFactorsRoomMessage,
  OWN_FACTOR_COLOUR_KEYS,
  OWN_FACTOR_LIMIT,
  type OwnFactorColour,
} from '@moodcraft/core/emotions/own-factors';
import type { AppDeps } from '../../deps';
import type { Db } from '../../db/database';
import { HttpError } from '../../plugins/errors';
import { addOwnFactors, listOwn } from '../factors/factors.service';

/**
 * An import and the person's own factors (decision 25): activities that are one of them count as
 * it; those that are no factor yet are listed in the preview, and become own factors when the
 * person says so (`addFactors`), within the limit of 100.
 */
export async function ownFactorsAtImport(deps: AppDeps, userId: string, add: boolean) {
  const own = await listOwn(deps, userId);
  return {
    at: { names: own.map((f) => f.name), add } satisfies OwnFactorsAtImport,
    room: Math.max(0, OWN_FACTOR_LIMIT - own.length),
  };
}

const isColour = (value: string | undefined): value is OwnFactorColour =>
  (OWN_FACTOR_COLOUR_KEYS as readonly (string | undefined)[]).includes(value);

/** What the preview says of them: the activities that could become own factors, and the room. */
export const factorPreview = (parsed: ParsedImport, room: number) => ({
  newFactors: (parsed.newFactors ?? []).map(({ name, count }) => ({ name, count })),
  ownFactorRoom: room,
});

/**
 * Adds the file's new factors that the imported entries name (they do only when they are being
 * added), inside the import's transaction, and answers how to store each entry's factors:
 * built-in ones as they are, own ones as their tokens.
 */
export async function writeFactors(
  tx: Db,
  deps: AppDeps,
  userId: string,
  parsed: ParsedImport,
  fresh: readonly { factors: readonly string[] }[],
  room: number,
) {
  // those the entries being imported name (with `add`, the parse put them among their factors)
  const named = new Set(fresh.flatMap((e) => e.factors));
  const wanted = (parsed.newFactors ?? []).filter((f) => named.has(f.name));
  if (wanted.length > room) {
    const message = importFactorsRoomMessage(wanted.length, room);
    throw new HttpError(400, message, [{ path: 'addFactors', message }]);
  }
  const added = wanted.length
    ? await addOwnFactors(
        deps,
        userId,
        // a MoodCraft export's own factors keep their colour and whether they were good things
        wanted.map((f) => ({
          name: f.name,
          colour: isColour(f.colour) ? f.colour : undefined,
          positive: f.positive ?? false,
        })),
        tx,
      )
    : [];
  const hasOwn = fresh.some((e) => e.factors.some((f) => findFactor(f) !== f));
  const book = hasOwn ? factorBook(await listOwn(deps, userId, tx)) : undefined;
  return {
    added: added.map((f) => f.name),
    stored: (names: readonly string[]) =>
      book
        ? names.map((n) => book.storedOf(n)).filter((s): s is string => s !== undefined)
        : [...names],
  };
}
