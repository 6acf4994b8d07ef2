// The mixed workload's ceiling: a bare Fastify server that runs the SQL the real server runs for
// each request (apps/server/src/modules/*/…repository.ts) through `pg`, and sends the rows as JSON.
// No session lookup, no validation, no decryption or encryption, no cache: the person is named in
// an `x-user` header. Usage: node mixed-ceiling.mjs <port> <pg connection JSON>
import { randomBytes } from 'node:crypto';
import { importFromServer } from './paths.mjs';

const [port, connectionJson] = process.argv.slice(2);
const { default: Fastify } = await importFromServer('fastify');
const { default: pg } = await importFromServer('pg');
const pool = new pg.Pool(JSON.parse(connectionJson));
pool.on('error', () => {});

const MOOD_COLUMNS =
  'id, user_id, date, primary_emotion, sub_emotion, score, pleasantness, pleasantness_derived, factors, notes, creative_activity, import_key, created_at, updated_at';
// a note as the real server stores it: about as long, encrypted once here rather than per request
const NOTE = randomBytes(90).toString('base64');

const app = Fastify({ logger: false });
const rows = async (text, values) => (await pool.query({ text, values })).rows;

app.get('/ready', async () => ({ ok: true }));

// listMoods (moods.repository.ts), with or without a range of instants: a page of 100, as the
// app answers when no limit is given
const PAGE = 100;
app.get('/api/moods', async (request) => {
  const user = request.headers['x-user'];
  const { from, to } = request.query;
  if (from && to) {
    return rows(
      `select ${MOOD_COLUMNS} from mood_entries where user_id = $1 and date >= $2 and date <= $3 order by date desc, created_at desc limit ${PAGE}`,
      [user, from, to],
    );
  }
  return rows(
    `select ${MOOD_COLUMNS} from mood_entries where user_id = $1 order by date desc, created_at desc limit ${PAGE}`,
    [user],
  );
});

// listMoodFacts: what the insights are computed from
app.get('/api/moods/insights', async (request) =>
  rows(
    'select date, primary_emotion, sub_emotion, score, pleasantness, factors, creative_activity from mood_entries where user_id = $1 order by date desc, created_at desc',
    [request.headers['x-user']],
  ),
);

// dashboardFor (dashboard.service.ts): settings, the facts of every entry, the newest crafts, the name
app.get('/api/dashboard', async (request) => {
  const user = request.headers['x-user'];
  const [settings, facts, latest, name] = await Promise.all([
    rows(
      'select s.*, u.two_factor_enabled from user_settings s inner join users u on u.id = s.user_id where s.user_id = $1',
      [user],
    ),
    rows(
      'select date, primary_emotion, sub_emotion, score, pleasantness, factors, creative_activity from mood_entries where user_id = $1 order by date desc, created_at desc',
      [user],
    ),
    rows(
      'select id, type, title, created_at from crafts where user_id = $1 order by created_at desc limit 3',
      [user],
    ),
    rows('select username from users where id = $1', [user]),
  ]);
  return {
    settings: settings[0],
    points: facts.slice(0, 14),
    entries: facts.length,
    latest,
    name: name[0]?.username,
  };
});

// insertMood (moods.repository.ts): the row and the person's version, in one transaction
app.post('/api/moods', async (request, reply) => {
  const user = request.headers['x-user'];
  const body = request.body;
  const client = await pool.connect();
  try {
    await client.query('begin');
    const { rows: created } = await client.query(
      `insert into mood_entries (user_id, date, primary_emotion, sub_emotion, score, pleasantness, pleasantness_derived, factors, notes, creative_activity)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning ${MOOD_COLUMNS}`,
      [
        user,
        body.date,
        body.primaryEmotion,
        body.subEmotion,
        body.score,
        body.pleasantness,
        false,
        body.factors ?? [],
        NOTE,
        JSON.stringify(body.creativeActivity ?? { completed: false, duration: 0, type: '' }),
      ],
    );
    await client.query('update users set moods_version = moods_version + 1 where id = $1', [user]);
    await client.query('commit');
    return reply.code(201).send(created[0]);
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
});

const close = () =>
  app
    .close()
    .then(() => pool.end())
    .then(() => process.exit(0));
process.on('SIGTERM', close);
process.on('SIGINT', close);

await app.listen({ port: Number(port), host: '127.0.0.1' });
