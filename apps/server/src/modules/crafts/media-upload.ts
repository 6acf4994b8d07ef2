import { Readable } from 'node:stream';
import type { AppDeps } from '../../deps';
import { detectFileType } from '../../lib/file-types';
import { HttpError } from '../../plugins/errors';
import { mediaBytesOf } from '../media/media.repository';
import { storeMedia } from '../media/media.service';

const MB = 1024 * 1024;

export class TooLarge extends Error {}

/** Passes bytes through until `limit`, then fails. */
async function* limited(source: AsyncIterable<Buffer>, limit: number) {
  let seen = 0;
  for await (const chunk of source) {
    seen += chunk.length;
    if (seen > limit) throw new TooLarge();
    yield chunk;
  }
}

/** Reads enough of a stream to know what it is, and gives back a stream of all of it. */
async function peek(source: Readable, bytes = 64): Promise<{ head: Buffer; stream: Readable }> {
  const chunks: Buffer[] = [];
  let length = 0;
  const iterator = source[Symbol.asyncIterator]();
  while (length < bytes) {
    const next = await iterator.next();
    if (next.done) break;
    const chunk = next.value as Buffer;
    chunks.push(chunk);
    length += chunk.length;
  }
  const head = Buffer.concat(chunks);
  const stream = Readable.from(
    (async function* rest() {
      yield head;
      for (let next = await iterator.next(); !next.done; next = await iterator.next())
        yield next.value as Buffer;
    })(),
  );
  return { head, stream };
}

type Kind = 'audio' | 'dancing' | 'drawing';

const ACCEPTED: Record<Kind, { kinds: string[]; limit: number; label: string; types: string }> = {
  audio: {
    kinds: ['audio', 'media'],
    limit: 25 * MB,
    label: 'A recording',
    types: 'WebM, Ogg, MP4, MP3 or WAV audio',
  },
  dancing: { kinds: ['media'], limit: 200 * MB, label: 'A video', types: 'WebM or MP4 video' },
  drawing: { kinds: ['image'], limit: 5 * MB, label: 'A drawing', types: 'PNG' },
};

/**
 * Streams an upload into the media store: the real type from its first bytes, the size limit of
 * its kind and the person's quota enforced while it flows, nothing kept if anything fails.
 */
export async function storeUpload(
  deps: AppDeps,
  userId: string,
  kind: Kind,
  source: Readable,
  quotaBytes: number,
) {
  const rule = ACCEPTED[kind];
  const used = await mediaBytesOf(deps.database.db, userId);
  const room = quotaBytes - used;
  if (room <= 0) throw new HttpError(413, 'Your storage is full. Delete some crafts to make room.');
  const { head, stream } = await peek(source);
  const type = detectFileType(head);
  if (
    !type ||
    !rule.kinds.includes(type.kind) ||
    (kind === 'drawing' && type.mime !== 'image/png')
  ) {
    source.resume();
    throw new HttpError(415, `${rule.label} must be ${rule.types}; this file is something else.`);
  }
  const mime =
    kind === 'audio' && type.mime === 'video/webm'
      ? 'audio/webm'
      : kind === 'audio' && type.mime === 'video/mp4'
        ? 'audio/mp4'
        : type.mime;
  const limit = Math.min(rule.limit, room);
  try {
    return await storeMedia(
      deps,
      userId,
      kind === 'dancing' ? 'video' : kind === 'audio' ? 'audio' : 'image',
      mime,
      Readable.from(limited(stream, limit)),
    );
  } catch (error) {
    source.resume();
    if (error instanceof TooLarge) {
      throw new HttpError(
        413,
        limit < rule.limit
          ? 'This file would go over your storage space. Delete some crafts to make room.'
          : `${rule.label} can be at most ${rule.limit / MB} MB.`,
      );
    }
    throw error;
  }
}
