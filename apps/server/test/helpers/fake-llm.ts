import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type LlmMode = 'ok' | 'error' | 'hang' | 'malformed' | 'midway' | 'empty';

/**
 * A small local server that speaks the chat-completions streaming protocol, with switchable
 * failure modes. It records each request body so tests can see what was sent.
 */
export async function startFakeLlm() {
  const state = {
    mode: 'ok' as LlmMode,
    requests: [] as {
      headers: IncomingMessage['headers'];
      body: { model: string; messages: { role: string; content: string }[]; stream: boolean };
    }[],
  };
  const chunk = (content: string) =>
    `data: ${JSON.stringify({ choices: [{ delta: { content } }] })}\n\n`;
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    req.on('data', (d) => (raw += d));
    req.on('end', () => {
      state.requests.push({ headers: req.headers, body: JSON.parse(raw || '{}') });
      if (req.url !== '/v1/chat/completions') {
        res.writeHead(404).end();
        return;
      }
      switch (state.mode) {
        case 'error':
          res
            .writeHead(500, { 'content-type': 'application/json' })
            .end(JSON.stringify({ error: { message: 'model overloaded' } }));
          return;
        case 'hang':
          res.writeHead(200, { 'content-type': 'text/event-stream' });
          res.write(': waiting\n\n');
          return; // never finishes
        case 'malformed':
          res
            .writeHead(200, { 'content-type': 'text/event-stream' })
            .end('this is not a stream\n\n');
          return;
        case 'empty':
          res.writeHead(200, { 'content-type': 'text/event-stream' }).end('data: [DONE]\n\n');
          return;
        case 'midway':
          res.writeHead(200, { 'content-type': 'text/event-stream' });
          res.write(chunk('That sounds '));
          setTimeout(() => res.destroy(), 20);
          return;
        default:
          res.writeHead(200, { 'content-type': 'text/event-stream' });
          for (const piece of ['It sounds like ', 'a heavy day. ', 'What felt hardest?'])
            res.write(chunk(piece));
          res.end('data: [DONE]\n\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
