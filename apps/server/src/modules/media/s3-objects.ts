import { randomBytes } from 'node:crypto';
import { PassThrough, type Readable, type Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Config } from '../../config';
import { assertMediaKey } from './media-crypto';
import type { SealedFiles } from './move-media';

/** Where the bucket is and how to reach it: the S3_* settings (config.ts). */
export type S3Settings = {
  bucket: string;
  /** unset: Amazon S3 in `region` */
  endpoint?: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `endpoint/bucket/key` rather than `bucket.endpoint/key` (MinIO, Garage) */
  forcePathStyle: boolean;
  /** put before every object's name: '' or ending in '/' */
  prefix: string;
};

/** The S3 settings, or null when S3_BUCKET is unset and media stay on the disk. */
export function s3SettingsOf(config: Config): S3Settings | null {
  if (!config.S3_BUCKET) return null;
  return {
    bucket: config.S3_BUCKET,
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    accessKeyId: config.S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: config.S3_SECRET_ACCESS_KEY ?? '',
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    prefix: config.S3_PREFIX ?? '',
  };
}

/** An object that is not there, as the disk store reports a file that is not: code ENOENT. */
export const notThere = (name: string) =>
  Object.assign(new Error(`There is no media object ${name}`), { code: 'ENOENT' });

export const isMissing = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
};

/** What went wrong reaching the bucket, in words an operator can act on. */
export function describeS3Error(error: unknown, settings: S3Settings) {
  const e = error as { name?: string; message?: string; $metadata?: { httpStatusCode?: number } };
  const where = `The bucket "${settings.bucket}" at ${settings.endpoint ?? `Amazon S3 (${settings.region})`}`;
  const status = e?.$metadata?.httpStatusCode;
  const detail =
    e?.message && e.message !== e.name && e.message !== 'UnknownError' ? `: ${e.message}` : '';
  const what = status
    ? `${where} answered ${e?.name ?? 'an error'} (HTTP ${status})${detail}`
    : `${where} could not be reached${detail}`;
  return `${what}. Check S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_FORCE_PATH_STYLE, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY.`;
}

export type S3Options = {
  /** objects per listing request (S3 answers at most 1000) */
  pageSize?: number;
  /** bytes per part of a multipart upload (at least 5 MiB) */
  partSize?: number;
};

const PART = 5 * 1024 * 1024;
/** reseal's whole new copy is written here first, then copied over the file */
const PARTIAL = 'partial/';

/**
 * A client for the bucket, and what both the media store and the move command do with it. The
 * SDK is loaded only here, when a bucket is configured: a server on the disk store never pays
 * for it.
 */
export async function connectS3(settings: S3Settings, options: S3Options = {}) {
  // this version of the SDK runs on Node 20; it only warns that later ones will not
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const [sdk, { Upload }] = await Promise.all([
    import('@aws-sdk/client-s3'),
    import('@aws-sdk/lib-storage'),
  ]);
  const client = new sdk.S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: {
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
    },
    // the chunks carry their own authentication (AES-GCM); many S3-compatible servers know
    // nothing of the newer default checksums
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;
  const pageSize = options.pageSize ?? 1000;

  /** The object's name for the media key `key`. */
  const nameOf = (key: string) => {
    assertMediaKey(key);
    return `${settings.prefix}${key}`;
  };
  /** A private name for a whole new copy of `key`, before it takes its place. */
  const partialNameOf = (key: string) =>
    `${settings.prefix}${PARTIAL}${key}.${randomBytes(4).toString('hex')}`;
  /** Whether an object (or an upload) under the prefix is one of ours, finished or not. */
  const ours = (name: string | undefined) => {
    const rest = name?.startsWith(settings.prefix) ? name.slice(settings.prefix.length) : '';
    return /^[a-f0-9]{32}$/.test(rest) || /^partial\/[a-f0-9]{32}\.[a-f0-9]{8}$/.test(rest);
  };

  /** The object's size in bytes, or null when it is not there. */
  const sizeOf = async (name: string) => {
    try {
      const head = await client.send(new sdk.HeadObjectCommand({ Bucket, Key: name }));
      return head.ContentLength ?? 0;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  };

  /** The object's bytes (`range`: an HTTP byte range); ENOENT when it is not there. */
  const get = async (name: string, range?: string, ifMatch?: string) => {
    try {
      const answer = await client.send(
        new sdk.GetObjectCommand({ Bucket, Key: name, Range: range, IfMatch: ifMatch }),
      );
      return { ...answer, Body: answer.Body as Readable };
    } catch (error) {
      if (isMissing(error)) throw notThere(name);
      throw error;
    }
  };

  /**
   * Streams `source` (through `through`, when given) into the object `name`: one request for a
   * small file, a multipart upload of `partSize` parts otherwise, never more than a few parts in
   * memory. A failure of either side keeps nothing (an unfinished multipart upload is aborted)
   * and answers the source's own error when the source failed.
   */
  const upload = async (name: string, source: Readable, through?: Transform) => {
    const body = through ?? new PassThrough();
    let failed: unknown = null;
    const piping = pipeline(source, body).catch((error: unknown) => {
      failed ??= error;
    });
    const sending = new Upload({
      client,
      params: { Bucket, Key: name, Body: body },
      partSize: options.partSize ?? PART,
      queueSize: 2,
      leavePartsOnError: false,
    });
    try {
      await sending.done();
    } catch (error) {
      const cause = failed ?? error;
      body.destroy();
      source.destroy();
      await piping;
      throw cause;
    }
    await piping;
    if (failed) throw failed;
  };

  const remove = async (name: string) => {
    await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: name }));
  };

  /** Every object under `prefix`, page by page; `nested: false` skips names with a '/' more. */
  async function* list(prefix: string, nested = true) {
    const pages = sdk.paginateListObjectsV2(
      { client, pageSize },
      { Bucket, Prefix: prefix, Delimiter: nested ? undefined : '/' },
    );
    for await (const page of pages) yield* page.Contents ?? [];
  }

  /** Every media key in the bucket. */
  async function* keys() {
    for await (const object of list(settings.prefix, false)) {
      const key = object.Key?.slice(settings.prefix.length) ?? '';
      if (/^[a-f0-9]{32}$/.test(key)) yield key;
    }
  }

  const sealed: SealedFiles = {
    where: `the bucket ${Bucket}`,
    keys,
    sizeOf: (key) => sizeOf(nameOf(key)),
    open: async (key) => (await get(nameOf(key))).Body,
    write: (key, source) => upload(nameOf(key), source),
    remove: (key) => remove(nameOf(key)),
  };

  return {
    sdk,
    client,
    settings,
    pageSize,
    nameOf,
    partialNameOf,
    partialPrefix: `${settings.prefix}${PARTIAL}`,
    ours,
    sizeOf,
    get,
    upload,
    remove,
    list,
    keys,
    /** the bucket's objects as they are, for the move command */
    sealed,
  };
}

export type S3Connection = Awaited<ReturnType<typeof connectS3>>;
