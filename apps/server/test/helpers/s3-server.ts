import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { S3Settings } from '../../src/modules/media/s3-objects';

export type S3Server = {
  endpoint: string;
  bucket: string;
  /** where s3rver keeps the bucket's objects */
  directory: string;
  /** settings for the S3 store, the way config.ts makes them */
  settings: (prefix?: string) => S3Settings;
  /** the same as environment variables, for a process */
  env: (prefix?: string) => Record<string, string>;
  close(): Promise<void>;
};

/**
 * A real S3 server (s3rver, in a process of its own: s3rver-process.ts) on 127.0.0.1, on a free
 * port, with its own temporary folder and one empty bucket. It accepts any SigV4 signature from
 * the access key `S3RVER`.
 */
export async function startS3Server(bucket = 'moodcraft-media'): Promise<S3Server> {
  const directory = mkdtempSync(join(tmpdir(), 'mc-s3rver-'));
  const child = spawn(
    process.execPath,
    [
      '--openssl-legacy-provider',
      '--import',
      'tsx',
      resolve(import.meta.dirname, 's3rver-process.ts'),
      directory,
      bucket,
    ],
    { cwd: resolve(import.meta.dirname, '..', '..'), stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const port = await new Promise<number>((done, fail) => {
    let out = '';
    child.stdout.on('data', (data: Buffer) => {
      out += data;
      if (out.includes('\n')) done(Number(out.trim()));
    });
    child.once('exit', (code) => fail(new Error(`s3rver exited (${code}) before it listened`)));
  });
  const endpoint = `http://127.0.0.1:${port}`;
  const settings = (prefix = '') => ({
    bucket,
    endpoint,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
    prefix,
  });
  return {
    endpoint,
    bucket,
    directory,
    settings,
    env: (prefix = '') => ({
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
      ...(prefix ? { S3_PREFIX: prefix } : {}),
    }),
    async close() {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
