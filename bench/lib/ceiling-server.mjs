// The ceiling: a bare Fastify server (the same fastify as apps/server) answering each measured
// endpoint with the body the real server gave, as UTF-8 bytes straight from memory. No auth, no
// database, no validation: what this machine can serve at most over HTTP with Node and Fastify.
// Usage: node ceiling-server.mjs <port> <bodies.json>
import { readFileSync } from 'node:fs';
import { importFromServer } from './paths.mjs';

const [port, bodiesFile] = process.argv.slice(2);
// bytes, not strings: a string is encoded again for every answer, which a ceiling should not pay
const bodies = Object.fromEntries(
  Object.entries(JSON.parse(readFileSync(bodiesFile, 'utf8'))).map(([key, text]) => [
    key,
    Buffer.from(text),
  ]),
);
const { default: Fastify } = await importFromServer('fastify');

const app = Fastify({ logger: false });
const json = 'application/json; charset=utf-8';

app.get('/ready', async () => ({ ok: true }));
app.get('/api/moods', (_request, reply) => reply.type(json).send(bodies.moods));
app.get('/api/moods/insights', (_request, reply) => reply.type(json).send(bodies.insights));
app.post('/api/moods', (_request, reply) => reply.code(201).type(json).send(bodies.created));
app.post('/api/ai/chat', (_request, reply) => reply.type(json).send(bodies.chat));

const close = () => app.close().then(() => process.exit(0));
process.on('SIGTERM', close);
process.on('SIGINT', close);

await app.listen({ port: Number(port), host: '127.0.0.1' });
