import { basename } from 'node:path';
import type pg from 'pg';
import type { EmbeddedLog } from '../../db/embedded-server';
import type { SealedFiles } from '../media/move-media';
import { createBackup, pruneBackups } from './backup';

export type BackupSchedule = {
  pool: pg.Pool;
  dataDir: string;
  backupDir: string;
  keyIds: string[];
  /** the bucket, when media live in one */
  media?: SealedFiles;
  keep: number;
  log: EmbeddedLog;
};

/** One backup and the pruning after it, logged by file name and size (never by content). */
export async function backupNow({
  pool,
  dataDir,
  backupDir,
  keyIds,
  media,
  keep,
  log,
}: BackupSchedule) {
  const started = Date.now();
  const made = await createBackup({ pool, dataDir, backupDir, keyIds, media });
  const removed = await pruneBackups(backupDir, keep);
  log.info(
    {
      file: basename(made.file),
      bytes: made.bytes,
      tables: made.manifest.tables.length,
      mediaFiles: made.manifest.media.files,
      ms: Date.now() - started,
      removed: removed.map((f) => basename(f)),
    },
    'Backup written',
  );
  return made;
}
