import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { COMPRESS_THRESHOLD, type Encoding } from '../lib/compression';

/** Marks an answer as encoded: the caller sends the compressed bytes. */
export function markEncoded(reply: FastifyReply, encoding: Encoding) {
  void reply.header('content-encoding', encoding);
  addVary(reply);
}

function addVary(reply: FastifyReply) {
  const vary = String(reply.getHeader('vary') ?? '');
  if (!/\baccept-encoding\b/i.test(vary))
    void reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

/**
 * Answers of a kilobyte or more go out compressed (Brotli, else gzip) when the client accepts it
 * (`@fastify/compress`). An answer that already says how it is encoded is left alone: the built
 * web app's precompressed files, and answers cached with their compressed forms. Media are
 * already compressed and the chat's event stream is written straight to the socket. Request
 * bodies are not decompressed: clients send them plain.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD,
    globalDecompression: false,
  });
}
