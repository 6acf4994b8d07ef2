/**
 * s3rver in a process of its own: `node --openssl-legacy-provider --import tsx s3rver-process.ts
 * DIRECTORY BUCKET` prints the port it listens on (127.0.0.1, chosen by the system). s3rver seals
 * its listing continuation tokens with DES, which OpenSSL 3 offers only in its legacy provider,
 * so it runs apart from the tests, with that flag, and is reached over HTTP as a real one is.
 */
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import S3rver from 's3rver';

const xml = (tag: string, body: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<${tag} xmlns="http://s3.amazonaws.com/doc/2006-03-01/">${body}</${tag}>`;
const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The three multipart calls s3rver 3.7.1 does not implement (it answers NotImplemented or
 * MethodNotAllowed), answered from s3rver's own folder of unfinished uploads
 * (`<bucket>/._S3rver_uploads/<uploadId>/{key, 1, 1.md5, …}`): ListMultipartUploads,
 * ListParts and AbortMultipartUpload. Answers whether it answered.
 */
async function multipartCalls(req: IncomingMessage, res: ServerResponse, directory: string) {
  const url = new URL(req.url ?? '/', 'http://s3');
  const [, bucket = '', ...rest] = url.pathname.split('/');
  const key = decodeURIComponent(rest.join('/'));
  const uploads = join(directory, bucket, '._S3rver_uploads');
  const send = (status: number, body = '') => {
    res.writeHead(status, body ? { 'content-type': 'application/xml' } : {});
    res.end(body);
  };
  if (req.method === 'GET' && !key && url.searchParams.has('uploads')) {
    const prefix = url.searchParams.get('prefix') ?? '';
    const found: string[] = [];
    for (const id of await readdir(uploads).catch(() => [])) {
      const name = await readFile(join(uploads, id, 'key'), 'utf8').catch(() => null);
      if (name === null || !name.startsWith(prefix)) continue;
      const { mtime } = await stat(join(uploads, id, 'key'));
      found.push(
        `<Upload><Key>${escape(name)}</Key><UploadId>${id}</UploadId><Initiated>${mtime.toISOString()}</Initiated></Upload>`,
      );
    }
    send(
      200,
      xml(
        'ListMultipartUploadsResult',
        `<Bucket>${bucket}</Bucket><IsTruncated>false</IsTruncated>${found.join('')}`,
      ),
    );
    return true;
  }
  const uploadId = url.searchParams.get('uploadId');
  if (!key || !uploadId || !/^[a-f0-9]+$/.test(uploadId)) return false;
  const folder = join(uploads, uploadId);
  if (req.method === 'GET') {
    const parts: string[] = [];
    const names = (await readdir(folder).catch(() => [])).filter((n) => /^\d+$/.test(n));
    for (const n of names.sort((a, b) => Number(a) - Number(b))) {
      const { size, mtime } = await stat(join(folder, n));
      const md5 = await readFile(join(folder, `${n}.md5`), 'utf8').catch(() => '');
      parts.push(
        `<Part><PartNumber>${n}</PartNumber><LastModified>${mtime.toISOString()}</LastModified><ETag>"${md5}"</ETag><Size>${size}</Size></Part>`,
      );
    }
    send(
      200,
      xml(
        'ListPartsResult',
        `<Bucket>${bucket}</Bucket><Key>${escape(key)}</Key><UploadId>${uploadId}</UploadId><IsTruncated>false</IsTruncated>${parts.join('')}`,
      ),
    );
    return true;
  }
  if (req.method === 'DELETE') {
    await rm(folder, { recursive: true, force: true });
    send(204);
    return true;
  }
  return false;
}

const [directory = '', bucket = ''] = process.argv.slice(2);
const s3rver = new S3rver({
  silent: true,
  directory,
  configureBuckets: [{ name: bucket, configs: [] }],
});
await s3rver.configureBuckets();
const handle = s3rver.callback();
const server = createServer((req, res) => {
  multipartCalls(req, res, directory).then(
    (answered) => answered || handle(req, res),
    () => res.writeHead(500).end(),
  );
});
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${(server.address() as AddressInfo).port}\n`);
});
process.on('SIGTERM', () => process.exit(0));
// the tests that started it are gone: so is it
process.stdin.on('end', () => process.exit(0)).resume();
