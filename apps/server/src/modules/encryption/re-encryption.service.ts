import { setTimeout as sleep } from 'node:timers/promises';
import { getTableName } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps';
import { ENCRYPTED_FIELDS } from '../../db/encrypted-fields';
import { UndecryptableError, type Place } from '../../lib/encryption';
import {
  replaceValue,
  valuesToReseal,
  type Field,
  type StoredValue,
} from './re-encryption.repository';

/**
 * The re-encryption job: every encrypted value and media file not yet sealed, bound to its
 * place, with the current key — values written before the binding (v1), text stored in the
 * clear before it was encrypted (marked `plain:` by migration 0006), anything sealed with a key
 * in APP_ENCRYPTION_KEY_PREVIOUS — is rewritten so.
 *
 * It runs in the background at every start (server.ts), in small batches with a pause between
 * them, so requests go on meanwhile. Each value is replaced only if its row still holds what
 * was read, so it is safe beside the app's own writes, on several servers at once, and when it
 * is stopped halfway: the next run finds what is left, and finds nothing when all is current.
 * A value that does not open (changed, moved from another row, its key gone) is counted and
 * logged by place, never by content, and left as it is.
 */

export type ReEncryptionReport = { values: number; files: number; failed: number };

type Options = {
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  /** rows read at a time */
  batchSize?: number;
  /** the pause between batches, so requests are not kept waiting */
  pauseMs?: number;
  signal?: AbortSignal;
};

type Deps = Pick<AppDeps, 'database' | 'encryption' | 'media'>;

async function resealField(deps: Deps, field: Field, options: Options, report: ReEncryptionReport) {
  const { encryption } = deps;
  const db = deps.database.db;
  const table = getTableName(field.column.table);
  const prefix = `v2.${encryption.keyId}.`;
  let after: StoredValue | null = null;
  for (;;) {
    if (options.signal?.aborted) return;
    const batch = await valuesToReseal(db, field, prefix, after, options.batchSize ?? 200);
    if (!batch.length) return;
    for (const row of batch) {
      const place: Place = { table, column: field.column.name, id: row.id };
      let plain: string;
      try {
        plain = encryption.decrypt(row.value, place);
      } catch (error) {
        if (!(error instanceof UndecryptableError)) throw error;
        report.failed++;
        options.log.warn({ place }, 'A stored value does not decrypt; left as it is');
        continue;
      }
      const sealed = plain ? encryption.encrypt(plain, place) : '';
      if (await replaceValue(db, field, row.id, row.value, sealed)) report.values++;
    }
    after = batch.at(-1)!;
    if (options.pauseMs) await sleep(options.pauseMs);
  }
}

/** Runs the job to its end (or until `signal` aborts) and answers what it did. */
export async function reEncrypt(deps: Deps, options: Options): Promise<ReEncryptionReport> {
  const report: ReEncryptionReport = { values: 0, files: 0, failed: 0 };
  for (const field of ENCRYPTED_FIELDS) await resealField(deps, field, options, report);
  for await (const key of deps.media.keys()) {
    if (options.signal?.aborted) break;
    try {
      if (await deps.media.reseal(key)) {
        report.files++;
        if (options.pauseMs) await sleep(options.pauseMs);
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue; // removed meanwhile
      report.failed++;
      options.log.warn({ media: key, err: error }, 'A media file does not decrypt; left as it is');
    }
  }
  return report;
}

/**
 * Starts the job in the background, logging what it did when it ends; answers a function that
 * stops it (what is done stays done) and waits for it.
 */
export function startReEncryption(deps: Deps, log: FastifyBaseLogger) {
  const stop = new AbortController();
  const running = (async () => {
    try {
      const report = await reEncrypt(deps, { log, pauseMs: 25, signal: stop.signal });
      if (stop.signal.aborted) log.info(report, 'Re-encryption stopped; it goes on at next start');
      else if (report.failed)
        log.warn(report, 'Re-encryption finished; some values do not decrypt (see above)');
      else if (report.values || report.files)
        log.info(report, 'Re-encryption finished: everything is sealed with the current key');
    } catch (error) {
      log.error({ err: error }, 'Re-encryption failed; it starts again at next start');
    }
  })();
  return async () => {
    stop.abort();
    await running;
  };
}
