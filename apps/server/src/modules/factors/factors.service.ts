import { randomUUID } from 'node:crypto';
import {
  factorBook,
  nameProblem,
  nextColour,
  OWN_FACTOR_LIMIT,
  OWN_FACTOR_LIMIT_MESSAGE,
  OWN_FACTOR_NOT_FOUND,
  ownFactorToken,
  type OwnFactor,
  type OwnFactorColour,
} from '@moodcraft/core/emotions/own-factors';
import type { AppDeps } from '../../deps';
import type { Db } from '../../db/database';
import { openField, sealField } from '../../db/encrypted-fields';
import { ownFactors } from '../../db/schema';
import { HttpError } from '../../plugins/errors';
import {
  deleteUnusedOwnFactor,
  entriesNaming,
  findOwnFactor,
  insertOwnFactors,
  listOwnFactors,
  reorderOwnFactors,
  updateOwnFactor,
  withOwnFactorsLocked,
  type OwnFactorRow,
} from './factors.repository';

export const factorNotFound = () => new HttpError(404, OWN_FACTOR_NOT_FOUND);

/** A stored own factor as the API gives it, its name decrypted. */
export function openOwnFactor(deps: AppDeps, row: OwnFactorRow): OwnFactor {
  return {
    id: row.id,
    name: openField(deps.encryption, ownFactors.name, row.id, row.name),
    colour: row.colour as OwnFactorColour,
    positive: row.positive,
    hidden: row.hidden,
    position: row.position,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const nameError = (message: string) => new HttpError(409, message, [{ path: 'name', message }]);

export async function listOwn(deps: AppDeps, userId: string, db: Db = deps.database.db) {
  const rows = await listOwnFactors(db, userId);
  return rows.map((row) => openOwnFactor(deps, row));
}

/** The person's own factors, to translate their entries' factors between tokens and names. */
export async function loadFactorBook(deps: AppDeps, userId: string, db: Db = deps.database.db) {
  const rows = await listOwnFactors(db, userId);
  return factorBook(rows.map((row) => openOwnFactor(deps, row)));
}

/**
 * Adds own factors by name, within the limit and each name once (the person's row locked while
 * checking): all of them, or none with the reason. `positive` and the colour are as given, else
 * not positive and the next colour round the palette.
 */
export async function addOwnFactors(
  deps: AppDeps,
  userId: string,
  wanted: { name: string; colour?: OwnFactorColour | undefined; positive?: boolean }[],
  db: Db = deps.database.db,
) {
  return withOwnFactorsLocked(db, userId, async (tx, rows) => {
    if (rows.length + wanted.length > OWN_FACTOR_LIMIT)
      throw new HttpError(409, OWN_FACTOR_LIMIT_MESSAGE);
    const known: { id: string; name: string }[] = rows.map((row) => openOwnFactor(deps, row));
    const now = deps.now();
    const last = rows.reduce((max, row) => Math.max(max, row.position), -1);
    const values = wanted.map((w, i) => {
      const problem = nameProblem(w.name, known);
      if (problem) throw nameError(problem);
      const id = randomUUID();
      known.push({ id, name: w.name });
      return {
        id,
        userId,
        name: sealField(deps.encryption, ownFactors.name, id, w.name),
        colour: w.colour ?? nextColour(rows.length + i),
        positive: w.positive ?? false,
        hidden: false,
        position: last + 1 + i,
        updatedAt: now,
      };
    });
    const added = await insertOwnFactors(tx, values);
    // in the order asked for
    return values.map((v) =>
      openOwnFactor(
        deps,
        added.find((a) => a.id === v.id)!,
      ),
    );
  });
}

export async function addOwnFactor(
  deps: AppDeps,
  userId: string,
  body: { name: string; colour?: OwnFactorColour | undefined; positive: boolean },
) {
  const [factor] = await addOwnFactors(deps, userId, [body]);
  return factor!;
}

export async function changeOwnFactor(
  deps: AppDeps,
  userId: string,
  id: string,
  body: {
    name?: string | undefined;
    colour?: OwnFactorColour | undefined;
    positive?: boolean | undefined;
    hidden?: boolean | undefined;
  },
) {
  return withOwnFactorsLocked(deps.database.db, userId, async (tx, rows) => {
    if (!rows.some((row) => row.id === id)) throw factorNotFound();
    if (body.name !== undefined) {
      const problem = nameProblem(
        body.name,
        rows.map((row) => openOwnFactor(deps, row)),
        id,
      );
      if (problem) throw nameError(problem);
    }
    const updated = await updateOwnFactor(tx, userId, id, {
      ...(body.name !== undefined
        ? { name: sealField(deps.encryption, ownFactors.name, id, body.name) }
        : {}),
      ...(body.colour !== undefined ? { colour: body.colour } : {}),
      ...(body.positive !== undefined ? { positive: body.positive } : {}),
      ...(body.hidden !== undefined ? { hidden: body.hidden } : {}),
      updatedAt: deps.now(),
    });
    if (!updated) throw factorNotFound();
    return openOwnFactor(deps, updated);
  });
}

/** A new order: every one of the person's own factors, once each. */
export async function reorderOwn(deps: AppDeps, userId: string, ids: string[]) {
  return withOwnFactorsLocked(deps.database.db, userId, async (tx, rows) => {
    const mine = new Set(rows.map((row) => row.id));
    if (ids.some((id) => !mine.has(id))) throw factorNotFound();
    if (ids.length !== mine.size) {
      const message = `The order must list each of your ${mine.size} factors once`;
      throw new HttpError(400, message, [{ path: 'ids', message }]);
    }
    await reorderOwnFactors(tx, userId, ids, deps.now());
    return (await listOwnFactors(tx, userId)).map((row) => openOwnFactor(deps, row));
  });
}

const entriesWord = (n: number) => (n === 1 ? 'one entry' : `${n} entries`);

/**
 * Deletes a factor no entry names. One that entries name is hidden instead: its history stays,
 * in those entries, the insights and the export; it is no longer offered (decision 25).
 */
export async function removeOwnFactor(deps: AppDeps, userId: string, id: string) {
  const db = deps.database.db;
  const row = await findOwnFactor(db, userId, id);
  if (!row) throw factorNotFound();
  const token = ownFactorToken(id);
  if (await deleteUnusedOwnFactor(db, userId, id, token)) return null;
  const hidden = row.hidden
    ? row
    : await updateOwnFactor(db, userId, id, { hidden: true, updatedAt: deps.now() });
  if (!hidden) throw factorNotFound();
  const factor = openOwnFactor(deps, hidden);
  const used = await entriesNaming(db, userId, token);
  return {
    message: `${factor.name} is in ${entriesWord(used)}, so it was hidden instead of deleted: those entries keep it, and it is no longer offered when you log a mood. You can show it again at any time.`,
    factor,
  };
}
