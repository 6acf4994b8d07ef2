import { Readable } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps';
import { detectFileType } from '../../lib/file-types';
import { BrokenImageError, stripImageMetadata } from '../../lib/image-metadata';
import { HttpError } from '../../plugins/errors';
import { removeMedia, signMediaUrl, storeMedia } from '../media/media.service';
import { requireUser } from './profile.service';
import { updateUser } from './users.repository';

export const PICTURE_LIMIT = 5 * 1024 * 1024;
const PICTURE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);

/** `files` are the upload's files, read with a limit of PICTURE_LIMIT bytes and one file. */
export async function uploadProfilePicture(
  deps: AppDeps,
  userId: string,
  files: AsyncIterableIterator<MultipartFile>,
  log: FastifyBaseLogger,
) {
  const user = await requireUser(deps, userId);
  const first = await files.next();
  const part = first.done ? undefined : first.value;
  if (!part || part.fieldname !== 'profilePicture') {
    throw new HttpError(400, 'Choose a picture to upload', [
      { path: 'profilePicture', message: 'Choose a picture to upload' },
    ]);
  }
  const bytes = await part.toBuffer().catch((error: { code?: string }) => {
    if (error.code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError(413, 'The picture must be 5 MB or smaller');
    throw error;
  });
  // a second file is refused, not silently dropped (past the first, the parser answers 413)
  if (!(await files.next()).done)
    throw new HttpError(400, 'Send one picture, in the field profilePicture');
  const type = detectFileType(bytes.subarray(0, 64));
  if (!type || !PICTURE_TYPES.has(type.mime)) {
    throw new HttpError(415, 'Please choose a JPEG, PNG or WebP picture');
  }
  let clean: Buffer;
  try {
    clean = stripImageMetadata(bytes, type.mime);
  } catch (error) {
    if (error instanceof BrokenImageError)
      throw new HttpError(415, 'This picture could not be read. Please try another one.');
    throw error;
  }
  const stored = await storeMedia(deps, userId, 'avatar', type.mime, Readable.from([clean]));
  await updateUser(deps.database.db, userId, { profilePictureId: stored.id });
  if (user.profilePictureId) await removeMedia(deps, user.profilePictureId);
  log.info({ userId, mediaId: stored.id }, 'Profile picture changed');
  return { profilePicture: signMediaUrl(deps, stored.id) };
}
