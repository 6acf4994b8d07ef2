import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openAiProvider, SYSTEM_PROMPT } from '../src/modules/companion/providers';
import { startFakeLlm } from './helpers/fake-llm';
import { createUser } from './helpers/factories';
import { createTestApp, type TestApp } from './helpers/test-app';

let llm: Awaited<ReturnType<typeof startFakeLlm>>;
let t: TestApp;

beforeAll(async () => {
  llm = await startFakeLlm();
  t = await createTestApp({
    env: {
      AI_PROVIDER: 'openai',
      OPENAI_BASE_URL: llm.baseUrl,
      AI_MODEL: 'test-model',
      OPENAI_API_KEY: 'sk-test',
      RATE_LIMIT_SCALE: '50',
    },
  });
});
afterAll(async () => {
  await t.close();
  await llm.close();
});
afterEach(() => {
  llm.state.mode = 'ok';
});

const collect = async (iterable: AsyncIterable<string>) => {
  let text = '';
  for await (const piece of iterable) text += piece;
  return text;
};

describe('openai provider', () => {
  const provider = () =>
    openAiProvider({
      baseUrl: llm.baseUrl,
      apiKey: 'sk-test',
      model: 'test-model',
      firstTokenMs: 300,
      idleMs: 300,
      totalMs: 1000,
    });
  const messages = [{ role: 'user' as const, content: 'rough day' }];

  it('streams the reply with the system prompt, the model and the key', async () => {
    const text = await collect(provider().stream(messages, {}, new AbortController().signal));
    expect(text).toBe('It sounds like a heavy day. What felt hardest?');
    const sent = llm.state.requests.at(-1)!;
    expect(sent.headers.authorization).toBe('Bearer sk-test');
    expect(sent.body.model).toBe('test-model');
    expect(sent.body.stream).toBe(true);
    expect(sent.body.messages[0]).toEqual({ role: 'system', content: SYSTEM_PROMPT });
    expect(sent.body.messages[1]).toEqual({ role: 'user', content: 'rough day' });
  });

  it.each(['error', 'hang', 'malformed', 'empty', 'midway'] as const)(
    'fails cleanly when the service gives %s',
    async (mode) => {
      llm.state.mode = mode;
      await expect(
        collect(provider().stream(messages, {}, new AbortController().signal)),
      ).rejects.toThrow(/AI service/);
    },
  );
});

describe('chat through the openai provider', () => {
  it('answers with the remote model when it works', async () => {
    const user = await createUser(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ai/chat',
      headers: user.auth,
      payload: { messages: [{ role: 'user', content: 'rough day' }] },
    });
    expect(res.json()).toMatchObject({
      message: 'It sounds like a heavy day. What felt hardest?',
      provider: 'openai',
      crisis: false,
    });
  });

  it.each(['error', 'malformed', 'empty'] as const)(
    'falls back to the builtin companion on %s',
    async (mode) => {
      llm.state.mode = mode;
      const user = await createUser(t);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/ai/chat',
        headers: user.auth,
        payload: { messages: [{ role: 'user', content: 'I feel lonely tonight' }] },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().provider).toBe('builtin');
      expect(res.json().message).toMatch(/lonely/);
    },
  );

  it('replaces a half-streamed reply when the service drops midway', async () => {
    llm.state.mode = 'midway';
    const user = await createUser(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ai/chat/stream',
      headers: user.auth,
      payload: { messages: [{ role: 'user', content: 'I feel lonely tonight' }] },
    });
    expect(res.body).toContain('event: token');
    expect(res.body).toContain('event: replace');
    expect(res.body).toMatch(/event: done\ndata: .*"provider":"builtin"/);
  });

  it('never sends a crisis message to the remote service', async () => {
    const user = await createUser(t);
    const before = llm.state.requests.length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ai/chat',
      headers: user.auth,
      payload: { messages: [{ role: 'user', content: 'I want to kill myself' }] },
    });
    expect(res.json().crisis).toBe(true);
    expect(llm.state.requests.length).toBe(before);
  });
});
