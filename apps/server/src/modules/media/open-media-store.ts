import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Encryption } from '../../lib/encryption';
import { diskSealedFiles } from './disk-files';
import type { SealedFiles } from './move-media';
import { createEncryptedFileStore, type MediaStore } from './media-store';
import { createS3MediaStore } from './s3-media-store';
import { describeS3Error, s3SettingsOf } from './s3-objects';

/** The bucket cannot be used as configured; the message says what to check. */
export class MediaStoreError extends Error {}

/**
 * The media store the configuration asks for: the bucket when S3_BUCKET is set (checked to
 * answer before the server starts), `$DATA_DIR/media` otherwise.
 */
export async function openMediaStore(
  config: Config,
  dataDir: string,
  encryption: Encryption,
  log: FastifyBaseLogger,
): Promise<MediaStore> {
  const diskRoot = join(dataDir, 'media');
  const settings = s3SettingsOf(config);
  if (!settings) return createEncryptedFileStore(diskRoot, encryption);
  const store = await createS3MediaStore(settings, encryption);
  try {
    await store.s3.client.send(new store.s3.sdk.HeadBucketCommand({ Bucket: settings.bucket }));
  } catch (error) {
    throw new MediaStoreError(`Media cannot be stored: ${describeS3Error(error, settings)}`);
  }
  let left = 0;
  for await (const _key of diskSealedFiles(diskRoot).keys()) left++;
  if (left)
    log.warn(
      { files: left },
      `${left} media file${left === 1 ? ' is' : 's are'} still in ${diskRoot}, which MoodCraft does not read while S3_BUCKET is set: stop MoodCraft and run npm run media:move -- to-s3`,
    );
  log.info({ bucket: settings.bucket, endpoint: settings.endpoint }, 'Media are in the bucket');
  return store;
}

/** The bucket's files as they are stored (for backups), when media live in a bucket. */
export function bucketFilesOf(store: MediaStore): SealedFiles | undefined {
  return 's3' in store ? (store as { s3: { sealed: SealedFiles } }).s3.sealed : undefined;
}
