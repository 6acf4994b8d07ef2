import type { Readable } from 'node:stream';
import type { AppDeps } from '../../deps';
import { hmac, safeEqual } from '../../lib/tokens';
import { HttpError } from '../../plugins/errors';
import { deleteMediaRow, findMedia, insertMedia } from './media.repository';

/** Signed media links last an hour, so a long video can still seek; expiry rounds to 5 minutes. */
export const MEDIA_URL_LIFETIME_S = 3600;

const signingKey = (deps: AppDeps, keyId?: string) => deps.encryption.deriveKey('media-url', keyId);

export function signMediaUrl(deps: AppDeps, mediaId: string) {
  const now = Math.floor(deps.now().getTime() / 1000);
  const exp = Math.ceil((now + MEDIA_URL_LIFETIME_S) / 300) * 300;
  return `/api/media/${mediaId}?exp=${exp}&sig=${hmac(signingKey(deps), `${mediaId}.${exp}`)}`;
}

export function verifyMediaSignature(deps: AppDeps, mediaId: string, exp: number, sig: string) {
  const now = Math.floor(deps.now().getTime() / 1000);
  // a link signed before a key rotation works until it expires
  return (
    exp > now &&
    deps.encryption.keyIds.some((keyId) =>
      safeEqual(sig, hmac(signingKey(deps, keyId), `${mediaId}.${exp}`)),
    )
  );
}

export async function storeMedia(
  deps: AppDeps,
  userId: string,
  kind: 'image' | 'audio' | 'video' | 'avatar',
  mimeType: string,
  source: Readable,
) {
  const { key, size } = await deps.media.put(source);
  try {
    return await insertMedia(deps.database.db, { userId, kind, mimeType, size, storageKey: key });
  } catch (error) {
    await deps.media.remove(key);
    throw error;
  }
}

export async function removeMedia(deps: AppDeps, mediaId: string) {
  const row = await findMedia(deps.database.db, mediaId);
  if (!row) return;
  await deleteMediaRow(deps.database.db, mediaId);
  await deps.media.remove(row.storageKey);
}

/** Parses a single `bytes=` range; null when absent, 'invalid' when it cannot be served. */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | null | 'invalid' {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return 'invalid';
  let start: number;
  let end: number;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'invalid';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start >= size || start > end) return 'invalid';
  return { start, end };
}

export const mediaNotFound = () => new HttpError(404, 'This file does not exist');
