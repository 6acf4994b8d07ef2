/**
 * `npm run media:move -- to-s3`: every media file from $DATA_DIR/media into the bucket that the
 * S3_* settings name; `npm run media:move -- to-disk`: back again. Run it while MoodCraft is
 * stopped, with the settings the server uses. The sealed files are copied as they are (no key
 * is needed, nothing is decrypted), each checked and only then removed from where it was; an
 * interrupted run is simply run again.
 */
import { resolve, join } from 'node:path';
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError, lockDataDir } from './db/lock';
import { diskSealedFiles } from './modules/media/disk-files';
import { moveMedia, MoveError, type MoveReport } from './modules/media/move-media';
import { connectS3, describeS3Error, s3SettingsOf } from './modules/media/s3-objects';

class UsageError extends Error {}

const USAGE =
  'Usage: npm run media:move -- to-s3 (from DATA_DIR/media into the bucket), or npm run media:move -- to-disk (back)';

const megabytes = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
const summary = (report: MoveReport) =>
  `${report.moved} media files (${megabytes(report.bytes)}): ${report.copied} copied, ${report.alreadyThere} already there`;

async function main() {
  const [direction] = process.argv.slice(2);
  if (direction !== 'to-s3' && direction !== 'to-disk') throw new UsageError(USAGE);
  const config = loadConfig();
  process.umask(0o077);
  const settings = s3SettingsOf(config);
  if (!settings)
    throw new UsageError(
      'S3_BUCKET is not set. Set S3_BUCKET, S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY (and S3_FORCE_PATH_STYLE, S3_PREFIX if you use them) as for the server, then run this again.',
    );
  // as `npm start` reads it: from the folder npm runs in
  const dataDir = resolve(config.DATA_DIR);
  // a server on this data directory would go on storing files where they are being moved from
  const unlock = lockDataDir(dataDir);
  const s3 = await connectS3(settings);
  try {
    try {
      await s3.client.send(new s3.sdk.HeadBucketCommand({ Bucket: settings.bucket }));
    } catch (error) {
      throw new UsageError(describeS3Error(error, settings));
    }
    const disk = diskSealedFiles(join(dataDir, 'media'));
    const [from, to] = direction === 'to-s3' ? [disk, s3.sealed] : [s3.sealed, disk];
    process.stdout.write(`Moving media from ${from.where} to ${to.where}…\n`);
    const report = await moveMedia(from, to, (so) => {
      if (so.moved % 100 === 0) process.stdout.write(`  ${summary(so)}\n`);
    }).catch((error: unknown) => {
      if (!(error instanceof MoveError)) throw error;
      throw new UsageError(
        `${error.message}\nMoved before it stopped: ${summary(error.report)}.\nRun the same command again to go on: what was copied already is not copied again.`,
      );
    });
    process.stdout.write(
      report.moved
        ? `Moved ${summary(report)}, from ${from.where} to ${to.where}.\n`
        : `Nothing to move: ${from.where} holds no media files.\n`,
    );
    process.stdout.write(
      direction === 'to-s3'
        ? 'Start MoodCraft with S3_BUCKET set: it reads and stores media in the bucket.\n'
        : 'Start MoodCraft without S3_BUCKET: it reads and stores media in DATA_DIR/media.\n',
    );
  } finally {
    s3.client.destroy();
    unlock();
  }
}

main().catch((error: unknown) => {
  const known =
    error instanceof UsageError ||
    error instanceof ConfigError ||
    error instanceof DataDirLockedError;
  process.stderr.write(
    known ? `${(error as Error).message}\n` : `${(error as Error).stack ?? String(error)}\n`,
  );
  process.exit(1);
});
