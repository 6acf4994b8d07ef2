import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import type { Encryption } from '../../lib/encryption';

/**
 * The sealed format every media store keeps (docs/decisions/0004-media-storage.md): a header
 * (magic and the id of the key it was sealed with), then the file in 64 KiB chunks, each sealed
 * with AES-256-GCM as `iv | ciphertext | tag`. Each chunk's associated data is the file's key,
 * the chunk's index and whether it is the last: a chunk does not open in another file, at
 * another place in its own, and a file cut short is noticed. A store only moves these bytes.
 */

/** Files bound to their key; files written before that (`MCM1`) still read, and are resealed. */
const MAGIC = Buffer.from('MCM2');
const LEGACY_MAGIC = Buffer.from('MCM1');
export const CHUNK = 64 * 1024;
const IV = 12;
const TAG = 16;
export const SEALED_CHUNK = CHUNK + IV + TAG;
export const HEADER = MAGIC.length + 4; // magic + key id

type ChunkAad = (index: number, last: boolean) => Buffer;
const aadFor =
  (fileKey: string): ChunkAad =>
  (index, last) =>
    Buffer.from(`${fileKey}:${index}${last ? ':last' : ''}`);
const legacyAad: ChunkAad = (index, last) => Buffer.from(`${index}${last ? ':last' : ''}`);

/** The header new files start with: the current format, under the current key. */
export const currentHeader = (encryption: Encryption) =>
  Buffer.concat([MAGIC, Buffer.from(encryption.keyId, 'hex')]);

/** A stored file's name; anything else is refused before it reaches a path or a bucket. */
export function assertMediaKey(key: string) {
  if (!/^[a-f0-9]{32}$/.test(key)) throw new Error('Not a media key');
}

/** The plain size of a sealed file of `sealedSize` bytes. */
export function plainSizeOf(sealedSize: number) {
  const body = sealedSize - HEADER;
  const chunks = Math.max(1, Math.ceil(body / SEALED_CHUNK));
  return body - chunks * (IV + TAG);
}

class EncryptChunks extends Transform {
  private pending: Buffer = Buffer.alloc(0);
  private index = 0;
  plainSize = 0;

  constructor(
    private readonly key: Buffer,
    private readonly aad: ChunkAad,
    header: Buffer,
  ) {
    super();
    this.push(header);
  }

  private seal(chunk: Buffer, last: boolean) {
    const iv = randomBytes(IV);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(this.aad(this.index++, last));
    this.push(Buffer.concat([iv, cipher.update(chunk), cipher.final(), cipher.getAuthTag()]));
  }

  override _transform(data: Buffer, _enc: BufferEncoding, done: TransformCallback) {
    this.plainSize += data.length;
    this.pending = this.pending.length ? Buffer.concat([this.pending, data]) : data;
    while (this.pending.length > CHUNK) {
      this.seal(this.pending.subarray(0, CHUNK), false);
      this.pending = this.pending.subarray(CHUNK);
    }
    done();
  }

  override _flush(done: TransformCallback) {
    this.seal(this.pending, true);
    done();
  }
}

/** A stream that seals plain bytes into the file `fileKey`; `plainSize` counts what went in. */
export const encryptInto = (fileKey: string, encryption: Encryption) =>
  new EncryptChunks(encryption.deriveKey('media'), aadFor(fileKey), currentHeader(encryption));

/** How to open the chunks of the file `fileKey`, from its header; throws if it is not one. */
export function openHeader(head: Buffer, fileKey: string, encryption: Encryption) {
  const magic = head.subarray(0, 4);
  if (head.length < HEADER || (!magic.equals(MAGIC) && !magic.equals(LEGACY_MAGIC)))
    throw new Error('Not a MoodCraft media file');
  return {
    aad: magic.equals(MAGIC) ? aadFor(fileKey) : legacyAad,
    key: encryption.deriveKey('media', head.subarray(4, 8).toString('hex')),
  };
}

export type ChunkSpan = {
  /** the plain bytes wanted, inclusive */
  start: number;
  end: number;
  /** the chunks that hold them, inclusive, and the file's last chunk */
  first: number;
  last: number;
  lastIndex: number;
};

/** Which chunks a read of `range` needs in a file of `plainSize` bytes; null when nothing. */
export function spanOf(
  plainSize: number,
  range?: { start: number; end: number },
): ChunkSpan | null {
  const start = range?.start ?? 0;
  const end = Math.min(range?.end ?? plainSize - 1, plainSize - 1);
  if (plainSize === 0 || end < start) return null;
  const first = Math.floor(start / CHUNK);
  return {
    start,
    end,
    first,
    last: Math.max(first, Math.floor(end / CHUNK)),
    lastIndex: Math.max(0, Math.ceil(plainSize / CHUNK) - 1),
  };
}

/** Where the sealed chunks `first` to `last` lie in the file, inclusive (the end may pass it). */
export const sealedBytesOf = (span: Pick<ChunkSpan, 'first' | 'last'>) => ({
  from: HEADER + span.first * SEALED_CHUNK,
  to: HEADER + (span.last + 1) * SEALED_CHUNK - 1,
});

/**
 * The plain bytes of `span`, from `sealed`: the file's bytes from the start of chunk
 * `span.first` on. Fails when a chunk does not open where it stands, or the bytes end early.
 */
export async function* decryptChunks(
  sealed: AsyncIterable<Buffer>,
  span: ChunkSpan,
  opener: ReturnType<typeof openHeader>,
) {
  let buffered: Buffer = Buffer.alloc(0);
  let index = span.first;
  const openChunk = (chunk: Buffer) => {
    const decipher = createDecipheriv('aes-256-gcm', opener.key, chunk.subarray(0, IV));
    decipher.setAAD(opener.aad(index, index === span.lastIndex));
    decipher.setAuthTag(chunk.subarray(chunk.length - TAG));
    const plain = Buffer.concat([
      decipher.update(chunk.subarray(IV, chunk.length - TAG)),
      decipher.final(),
    ]);
    const offset = index * CHUNK;
    index++;
    return plain.subarray(Math.max(0, span.start - offset), Math.max(0, span.end + 1 - offset));
  };
  for await (const data of sealed) {
    buffered = buffered.length ? Buffer.concat([buffered, data]) : data;
    while (buffered.length >= SEALED_CHUNK && index <= span.last) {
      yield openChunk(buffered.subarray(0, SEALED_CHUNK));
      buffered = buffered.subarray(SEALED_CHUNK);
    }
    if (index > span.last) return;
  }
  if (buffered.length) yield openChunk(buffered);
  if (index <= span.last) throw new Error('The media file ended early');
}
