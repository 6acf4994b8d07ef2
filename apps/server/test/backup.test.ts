import { randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import pg from 'pg';
import { pino } from 'pino';
import { create as createTar, extract } from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database';
import { createEncryption, keyIdOf } from '../src/lib/encryption';
import { createBackup, listBackups, pruneBackups } from '../src/modules/backup/backup';
import { restoreBackup, RestoreError } from '../src/modules/backup/restore';
import { appTables } from '../src/modules/backup/tables';
import { createDatabaseMigratedTo } from './helpers/database';
import { writeEverything, type Written } from './helpers/everything';
import { createTestApp, type TestApp } from './helpers/test-app';

const log = pino({ level: 'silent' });

/** A temporary folder, removed after this file's tests. */
const folders: string[] = [];
const scratch = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  folders.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});
const key = randomBytes(32);
const encryption = createEncryption(key);

/** Every row of every table, as text, in a fixed order: what two databases must agree on. */
async function everyRow(pool: pg.Pool) {
  const client = await pool.connect();
  try {
    const rows: Record<string, string[]> = {};
    for (const { name } of await appTables(client)) {
      const result = await client.query<{ row: string }>(
        `select row_to_json(t)::text as row from "${name}" t order by 1`,
      );
      rows[name] = result.rows.map((r) => r.row);
    }
    return rows;
  } finally {
    client.release();
  }
}

/** Every file under `dir` with its bytes, by path inside it. */
function filesUnder(dir: string) {
  const out = new Map<string, Buffer>();
  if (!existsSync(dir)) return out;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    out.set(relative(dir, path), readFileSync(path));
  }
  return out;
}

describe('backups', () => {
  let t: TestApp;
  let written: Written;
  let file: string;
  let backupDir: string;
  const targets: { drop(): Promise<void> }[] = [];

  beforeAll(async () => {
    t = await createTestApp({ encryption });
    written = await writeEverything(t.app, null);
    backupDir = scratch('moodcraft-backups-');
    ({ file } = await createBackup({
      pool: t.deps.database.pool,
      dataDir: t.dataDir,
      backupDir,
      keyIds: encryption.keyIds,
    }));
  }, 120_000);

  afterAll(async () => {
    await t.close();
    for (const target of targets) await target.drop();
  });

  /** An empty database on the run's server (no tables yet), with a fresh data directory. */
  async function emptyTarget() {
    const target = await createDatabaseMigratedTo(-1);
    targets.push(target);
    return { ...target, dataDir: scratch('moodcraft-restore-') };
  }

  it('writes one archive, readable only as ciphertext, with no work files left behind', async () => {
    expect(await listBackups(backupDir)).toEqual([file]);
    expect(readdirSync(backupDir)).toEqual([file.split('/').pop()]);
    expect(existsSync(join(t.dataDir, 'backup-work'))).toBe(true);
    expect(readdirSync(join(t.dataDir, 'backup-work'))).toEqual([]);
    const work = scratch('moodcraft-open-');
    await extract({ file, cwd: work });
    {
      const everything = [...filesUnder(work).values()].map((b) => b.toString('latin1')).join('');
      // what the privacy promise says is encrypted is not in the archive in plain text
      for (const [what, value] of written.secrets) {
        if (what === 'companionReply' || what === 'password') continue;
        expect(everything, what).not.toContain(value);
      }
      const manifest = JSON.parse(readFileSync(join(work, 'manifest.json'), 'utf8'));
      expect(manifest.keyIds).toEqual([keyIdOf(key)]);
      expect(manifest.media.files).toBeGreaterThan(0);
      rmSync(work, { recursive: true, force: true });
    }
  });

  it('restores every row of every table and every media file, readable with the same key', async () => {
    const target = await emptyTarget();
    const manifest = await restoreBackup({
      file,
      dataDir: target.dataDir,
      connection: target.target,
      keyIds: [keyIdOf(key)],
      log,
    });
    expect(manifest.tables.length).toBeGreaterThan(10);
    expect(await everyRow(target.pool)).toEqual(await everyRow(t.deps.database.pool));
    const mediaBefore = filesUnder(join(t.dataDir, 'media'));
    const mediaAfter = filesUnder(join(target.dataDir, 'media'));
    expect(mediaBefore.size).toBeGreaterThan(0);
    expect([...mediaAfter.keys()].sort()).toEqual([...mediaBefore.keys()].sort());
    for (const [path, bytes] of mediaBefore) expect(mediaAfter.get(path)?.equals(bytes)).toBe(true);

    // the restored instance serves its owner everything, decrypted, on the same session
    const database = await openDatabase({ kind: 'postgres', connection: target.target });
    const restored = await createTestApp({ database, encryption, dataDir: target.dataDir });
    try {
      await written.readBack(restored.app, written.user);
    } finally {
      await restored.close();
      await database.close();
    }
  }, 120_000);

  it('refuses a key the data was not sealed with, before writing anything', async () => {
    const target = await emptyTarget();
    const other = keyIdOf(randomBytes(32));
    const attempt = restoreBackup({
      file,
      dataDir: target.dataDir,
      connection: target.target,
      keyIds: [other],
      log,
    });
    await expect(attempt).rejects.toThrow(RestoreError);
    await expect(attempt).rejects.toThrow(/sealed with the key .* secret\.key/);
    const tables = await target.pool.query(
      `select count(*)::int as n from information_schema.tables where table_schema = 'public'`,
    );
    expect(tables.rows[0].n).toBe(0);
    expect(existsSync(join(target.dataDir, 'media'))).toBe(false);
  });

  it('refuses a database that already holds data, and leaves that data as it was', async () => {
    const target = await emptyTarget();
    const options = { file, connection: target.target, keyIds: [keyIdOf(key)], log };
    await restoreBackup({ ...options, dataDir: target.dataDir });
    const before = await everyRow(target.pool);
    const again = restoreBackup({
      ...options,
      dataDir: scratch('moodcraft-restore-'),
    });
    await expect(again).rejects.toThrow(/already holds data .*restore into an empty one/);
    expect(await everyRow(target.pool)).toEqual(before);
  }, 60_000);

  it('refuses a data directory that already holds media, and a file that is not a backup', async () => {
    const target = await emptyTarget();
    const dataDir = scratch('moodcraft-restore-');
    const options = { connection: target.target, keyIds: [keyIdOf(key)], log };
    writeFileSync(join(dataDir, 'not-a-backup.tar.gz'), 'hello');
    await expect(
      restoreBackup({ ...options, dataDir, file: join(dataDir, 'not-a-backup.tar.gz') }),
    ).rejects.toThrow(/not a MoodCraft backup/);
    await expect(
      restoreBackup({ ...options, dataDir, file: join(dataDir, 'missing.tar.gz') }),
    ).rejects.toThrow(/There is no backup at/);
    rmSync(join(dataDir, 'not-a-backup.tar.gz'));
    const media = join(dataDir, 'media', 'ab');
    mkdirSync(media, { recursive: true });
    writeFileSync(join(media, 'x'), 'x');
    await expect(restoreBackup({ ...options, dataDir, file })).rejects.toThrow(
      /already holds files/,
    );
  });

  it('refuses a backup made by a newer version of the schema', async () => {
    const target = await emptyTarget();
    const work = scratch('moodcraft-newer-');
    await extract({ file, cwd: work });
    const manifestFile = join(work, 'manifest.json');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
    manifest.migrations.count += 1;
    writeFileSync(manifestFile, JSON.stringify(manifest));
    const newer = join(work, 'newer.tar.gz');
    await createTar({ gzip: true, file: newer, cwd: work }, ['manifest.json', 'tables']);
    await expect(
      restoreBackup({
        file: newer,
        dataDir: target.dataDir,
        connection: target.target,
        keyIds: [keyIdOf(key)],
        log,
      }),
    ).rejects.toThrow(/made by a newer version of MoodCraft/);
  });

  it('keeps only the newest backups', async () => {
    const dir = scratch('moodcraft-keep-');
    const days = ['2026-11-01', '2026-11-02', '2026-11-03'];
    for (const day of days)
      await createBackup({
        pool: t.deps.database.pool,
        dataDir: t.dataDir,
        backupDir: dir,
        keyIds: encryption.keyIds,
        now: () => new Date(`${day}T03:00:00Z`),
      });
    writeFileSync(join(dir, 'notes.txt'), 'an operator’s own file');
    const removed = await pruneBackups(dir, 2);
    expect(removed.map((f) => f.split('/').pop())).toEqual([
      'moodcraft-backup-2026-11-01T03-00-00Z.tar.gz',
    ]);
    expect(readdirSync(dir).sort()).toEqual([
      'moodcraft-backup-2026-11-02T03-00-00Z.tar.gz',
      'moodcraft-backup-2026-11-03T03-00-00Z.tar.gz',
      'notes.txt',
    ]);
  }, 60_000);
});
