import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMOTIONS } from '@moodcraft/core/emotions/catalogue';
import { derivePleasantness } from '@moodcraft/core/moods/pleasantness';
import { openDatabase, type Database } from '../src/db/database';
import { hashToken } from '../src/lib/tokens';
import { createDatabaseMigratedTo } from './helpers/database';
import { createTestApp, type TestApp } from './helpers/test-app';

/** Migration 0009 (decision 23): every entry logged before it gets the pleasantness derived from it. */
describe('the migration that gave mood entries a pleasantness', () => {
  let old: Awaited<ReturnType<typeof createDatabaseMigratedTo>>;
  let database: Database | undefined;
  let t: TestApp | undefined;
  beforeAll(async () => {
    old = await createDatabaseMigratedTo(8);
  });
  afterAll(async () => {
    await t?.close();
    await database?.close();
    await old.drop();
  });

  it('fills it for every old entry from the emotion’s valence and the intensity, then requires it', async () => {
    const user = randomUUID();
    const token = randomBytes(32).toString('base64url');
    const q = (text: string, values: unknown[] = []) => old.pool.query(text, values);
    await q(
      `insert into users (id, username, email, password_hash) values ($1, 'Ari', 'ari-0009@example.org', 'x')`,
      [user],
    );
    await q(`insert into user_settings (user_id, time_zone) values ($1, 'UTC')`, [user]);
    await q(
      `insert into sessions (user_id, token_hash, remember, expires_at) values ($1, $2, true, now() + interval '1 day')`,
      [user, hashToken(token)],
    );
    // rows as the version before wrote them: an intensity and no pleasantness, for every
    // emotion of the catalogue at three intensities, one a day
    const written: { id: string; emotion: string; intensity: number }[] = [];
    for (const [i, e] of EMOTIONS.entries()) {
      for (const intensity of [1, 6, 9]) {
        const id = randomUUID();
        written.push({ id, emotion: e.id, intensity });
        await q(
          `insert into mood_entries (id, user_id, date, primary_emotion, sub_emotion, score, creative_activity)
           values ($1, $2, now() - make_interval(days => $3), $4, $5, $6, '{"completed":false,"duration":0,"type":""}')`,
          [id, user, i * 3 + intensity, e.id, e.subEmotions[0], intensity],
        );
      }
    }

    // the new version starts and applies 0009
    database = await openDatabase({ kind: old.kind, connection: old.target, poolSize: 4 });
    const { rows } = await database.pool.query<{
      id: string;
      pleasantness: number;
      pleasantness_derived: boolean;
    }>('select id, pleasantness, pleasantness_derived from mood_entries where user_id = $1', [
      user,
    ]);
    expect(rows).toHaveLength(written.length);
    const stored = new Map(rows.map((r) => [r.id, r]));
    for (const w of written) {
      expect(stored.get(w.id), `${w.emotion} at ${w.intensity}`).toEqual({
        id: w.id,
        pleasantness: derivePleasantness(w.emotion, w.intensity),
        pleasantness_derived: true,
      });
    }
    // the half steps are kept exactly, and the sad ones are low
    const of = (emotion: string, intensity: number) =>
      stored.get(written.find((w) => w.emotion === emotion && w.intensity === intensity)!.id)!
        .pleasantness;
    expect([of('joy', 9), of('fear', 9), of('awe', 9), of('sadness', 1)]).toEqual([
      9.5, 1.5, 5.5, 5.5,
    ]);
    // from now on an entry cannot be written without one
    await expect(
      database.pool.query(
        `insert into mood_entries (user_id, date, primary_emotion, sub_emotion, score, creative_activity)
         values ($1, now(), 'joy', 'happiness', 5, '{"completed":false,"duration":0,"type":""}')`,
        [user],
      ),
    ).rejects.toThrow(/pleasantness/);

    // and the API reads them: an intense fear is a low point, not a high one
    t = await createTestApp({ database });
    const auth = { authorization: `Bearer ${token}` };
    const list = (await t.app.inject({ url: '/api/moods?limit=500', headers: auth })).json();
    const fear9 = list.find(
      (e: { primaryEmotion: string; score: number }) =>
        e.primaryEmotion === 'fear' && e.score === 9,
    );
    expect(fear9).toMatchObject({ score: 9, pleasantness: 1.5, pleasantnessDerived: true });
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/moods/${fear9.id}`,
      headers: auth,
      payload: { ...fear9, score: 2 },
    });
    expect(edited.json()).toMatchObject({ score: 2, pleasantness: 5, pleasantnessDerived: true });
  });
});
