import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { Encryption } from '../../lib/encryption';
import type { MediaStore } from './media-store';
import {
  CHUNK,
  currentHeader,
  decryptChunks,
  encryptInto,
  HEADER,
  openHeader,
  plainSizeOf,
  sealedBytesOf,
  spanOf,
} from './media-crypto';
import {
  connectS3,
  notThere,
  type S3Connection,
  type S3Options,
  type S3Settings,
} from './s3-objects';

/** The total size of an object from a ranged answer's `Content-Range: bytes a-b/total`. */
const totalOf = (contentRange: string | undefined, contentLength: number | undefined) => {
  const total = /\/(\d+)$/.exec(contentRange ?? '')?.[1];
  return total ? Number(total) : (contentLength ?? 0);
};

/** The first `n` bytes of `stream`, leaving the rest in it to be read. */
async function takeHead(stream: Readable, n: number) {
  for (;;) {
    const head = stream.read(n) as Buffer | null;
    if (head) return head;
    if (stream.readableEnded) return Buffer.alloc(0);
    await once(stream, 'readable'); // also just before the end
  }
}

/**
 * Media in an S3-compatible bucket (Amazon S3, MinIO, Garage, …), as the very same sealed files
 * the disk store keeps (media-crypto.ts): the bucket only ever sees ciphertext, and a file moves
 * between the two byte for byte (npm run media:move). Uploads stream through the encryption
 * into a multipart upload; a range read asks the bucket for just the sealed chunks it needs.
 */
export async function createS3MediaStore(
  settings: S3Settings,
  encryption: Encryption,
  options: S3Options = {},
): Promise<MediaStore & { s3: S3Connection }> {
  const s3 = await connectS3(settings, options);
  const { sdk, client } = s3;
  const Bucket = settings.bucket;

  /** The plain bytes of `range`, once; a file resealed between two requests fails with 412. */
  const readOnce = async (key: string, range?: { start: number; end: number }) => {
    const name = s3.nameOf(key);
    const first = Math.floor((range?.start ?? 0) / CHUNK);
    let head: Buffer;
    let sealed: Readable;
    let total: number;
    if (first === 0) {
      // one request: the header and the chunks from the first on
      const last = range ? Math.floor(Math.max(0, range.end) / CHUNK) : null;
      const answer = await s3.get(
        name,
        last === null ? undefined : `bytes=0-${sealedBytesOf({ first: 0, last }).to}`,
      );
      sealed = answer.Body;
      total = totalOf(answer.ContentRange, answer.ContentLength);
      head = await takeHead(sealed, HEADER).catch((error: unknown) => {
        sealed.destroy();
        throw error;
      });
    } else {
      // the header first, then only the chunks wanted, of that same version of the object
      const top = await s3.get(name, `bytes=0-${HEADER - 1}`);
      head = await buffer(top.Body);
      total = totalOf(top.ContentRange, top.ContentLength);
      const span = spanOf(plainSizeOf(total), range);
      if (!span) return Readable.from([]);
      const { from, to } = sealedBytesOf(span);
      sealed = (await s3.get(name, `bytes=${from}-${Math.min(total - 1, to)}`, top.ETag)).Body;
    }
    try {
      const opener = openHeader(head, key, encryption);
      const span = spanOf(plainSizeOf(total), range);
      if (!span) {
        sealed.destroy();
        return Readable.from([]);
      }
      const out = Readable.from(decryptChunks(sealed, span, opener));
      // read to the end, failed or abandoned: the answer's connection is let go with the stream
      out.once('close', () => sealed.destroy());
      return out;
    } catch (error) {
      sealed.destroy();
      throw error;
    }
  };

  const store: MediaStore & { s3: S3Connection } = {
    s3,

    async put(source) {
      const key = randomBytes(16).toString('hex');
      const encrypt = encryptInto(key, encryption);
      await s3.upload(s3.nameOf(key), source, encrypt);
      return { key, size: encrypt.plainSize };
    },

    async size(key) {
      const size = await s3.sizeOf(s3.nameOf(key));
      if (size === null) throw notThere(s3.nameOf(key));
      return plainSizeOf(size);
    },

    async read(key, range) {
      try {
        return await readOnce(key, range);
      } catch (error) {
        // resealed between the header and the chunks: read the new version
        if ((error as { name?: string }).name !== 'PreconditionFailed') throw error;
        return readOnce(key, range);
      }
    },

    async remove(key) {
      await s3.remove(s3.nameOf(key));
    },

    keys: () => s3.keys(),

    async reseal(key) {
      const top = await s3.get(s3.nameOf(key), `bytes=0-${HEADER - 1}`);
      const head = await buffer(top.Body);
      if (head.equals(currentHeader(encryption))) return false;
      // the whole new copy beside the file, then copied over it in one step: a reader sees
      // the old file or the new one, never a mix
      const partial = s3.partialNameOf(key);
      await s3.upload(partial, await store.read(key), encryptInto(key, encryption));
      try {
        // a file removed while it was being resealed stays removed
        if ((await s3.sizeOf(s3.nameOf(key))) !== null)
          await client.send(
            new sdk.CopyObjectCommand({
              Bucket,
              Key: s3.nameOf(key),
              CopySource: encodeURI(`${Bucket}/${partial}`),
            }),
          );
      } finally {
        await s3.remove(partial);
      }
      return true;
    },

    async removeUnfinished(idleMs = 60 * 60_000) {
      const stale = (date: Date | undefined) => !date || Date.now() - date.getTime() >= idleMs;
      let removed = 0;
      // multipart uploads a crash cut short: untouched for idleMs when their newest part is
      let KeyMarker: string | undefined;
      let UploadIdMarker: string | undefined;
      do {
        const page = await client.send(
          new sdk.ListMultipartUploadsCommand({
            Bucket,
            Prefix: settings.prefix || undefined,
            KeyMarker,
            UploadIdMarker,
            MaxUploads: s3.pageSize,
          }),
        );
        for (const upload of page.Uploads ?? []) {
          if (!s3.ours(upload.Key) || !stale(upload.Initiated)) continue;
          const parts = sdk.paginateListParts(
            { client, pageSize: s3.pageSize },
            { Bucket, Key: upload.Key, UploadId: upload.UploadId },
          );
          let touched = upload.Initiated;
          for await (const part of parts)
            for (const { LastModified } of part.Parts ?? [])
              if (LastModified && (!touched || LastModified > touched)) touched = LastModified;
          if (!stale(touched)) continue;
          await client.send(
            new sdk.AbortMultipartUploadCommand({
              Bucket,
              Key: upload.Key,
              UploadId: upload.UploadId,
            }),
          );
          removed++;
        }
        KeyMarker = page.IsTruncated ? page.NextKeyMarker : undefined;
        UploadIdMarker = page.IsTruncated ? page.NextUploadIdMarker : undefined;
      } while (KeyMarker);
      // whole new copies a reseal left behind
      for await (const { Key: name, LastModified } of s3.list(s3.partialPrefix)) {
        if (!name || !s3.ours(name) || !stale(LastModified)) continue;
        await s3.remove(name);
        removed++;
      }
      return removed;
    },
  };
  return store;
}
