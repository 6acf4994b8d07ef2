import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';

/** The slowest line a body may come over, beyond the base deadline: 64 KiB a second. */
const SLOWEST_BYTES_PER_SECOND = 64 * 1024;

/**
 * A request body other than an upload must arrive within `ms`, plus a second for every 64 KiB it
 * says it holds (a drawing of a few MB on a slow phone line still arrives): a client that sends a
 * byte every few seconds cannot hold a connection and a parser for long. Uploads (multipart)
 * stream for as long as the server's request timeout allows instead.
 */
export function registerBodyDeadline(app: FastifyInstance, baseMs: number) {
  app.addHook('preParsing', async (request, reply, payload) => {
    // no body to wait for
    if (request.method === 'GET' || request.method === 'HEAD') return payload;
    // (the multipart parser reads the request itself, and marks it only after this hook)
    if (/^multipart\//i.test(request.headers['content-type'] ?? '')) return payload;
    const declared = Number(request.headers['content-length']) || 0;
    const ms = baseMs + Math.ceil(declared / SLOWEST_BYTES_PER_SECOND) * 1000;
    const limited = new PassThrough();
    const timer = setTimeout(() => {
      payload.unpipe(limited);
      limited.destroy(new HttpError(408, 'The request took too long to arrive. Please try again.'));
    }, ms);
    timer.unref();
    const done = () => clearTimeout(timer);
    payload.once('end', done);
    payload.once('error', done);
    limited.once('close', done);
    reply.raw.once('close', done);
    // the parser reports the error when it reads the body; a body nobody reads must not crash
    limited.on('error', () => {});
    payload.pipe(limited);
    return limited;
  });
}
