import type { FastifyInstance, FastifyReply } from 'fastify';
import { compress, COMPRESS_THRESHOLD, preferredEncoding, type Encoding } from '../lib/compression';

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/i;

/** Marks an answer as encoded: the caller sends the compressed bytes. */
export function markEncoded(reply: FastifyReply, encoding: Encoding) {
  void reply.header('content-encoding', encoding);
  addVary(reply);
}

function addVary(reply: FastifyReply) {
  const vary = String(reply.getHeader('vary') ?? '');
  if (!/\baccept-encoding\b/i.test(vary)) void reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

/**
 * JSON answers of a kilobyte or more go out compressed (Brotli or gzip) when the client accepts
 * it. Media, the chat's event stream and the built web app are left alone: the first are already
 * compressed or streamed, the last is compressed at build time.
 */
export function registerCompression(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method === 'HEAD' || reply.hasHeader('content-encoding')) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (!JSON_TYPE.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    // the answer depends on the header either way, so caches must know
    addVary(reply);
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    // a string's length in UTF-16 units never exceeds its length in UTF-8 bytes
    const size = typeof payload === 'string' && payload.length < COMPRESS_THRESHOLD ? Buffer.byteLength(payload) : payload.length;
    if (size < COMPRESS_THRESHOLD) return payload;
    const body = await compress(payload, encoding);
    void reply.header('content-encoding', encoding).removeHeader('content-length');
    return body;
  });
}
