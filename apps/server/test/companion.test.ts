import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages } from '../src/db/schema';
import { createMoodEntry, createUser } from './helpers/factories';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_SCALE: '50', CRISIS_REGION: 'UK' } });
});
afterAll(() => t.close());

const chat = (headers: Record<string, string>, messages: object[]) =>
  t.app.inject({ method: 'POST', url: '/api/ai/chat', headers, payload: { messages } });

function parseSse(body: string) {
  return body
    .split('\n\n')
    .filter(Boolean)
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      return { event, data: data ? JSON.parse(data) : null };
    });
}

describe('Mood Friend (builtin)', () => {
  it('answers with reflective listening and saves the conversation encrypted', async () => {
    const user = await createUser(t);
    const res = await chat(user.auth, [
      { role: 'user', content: 'I feel so anxious about my exam tomorrow' },
    ]);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ crisis: false, provider: 'builtin' });
    expect(body.message).toMatch(/anxious/);
    expect(body.message).toMatch(/\?$/);
    const history = (await t.app.inject({ url: '/api/ai/history', headers: user.auth })).json();
    expect(history.map((h: { role: string }) => h.role)).toEqual(['user', 'assistant']);
    expect(history[0].content).toBe('I feel so anxious about my exam tomorrow');
    const rows = await t.deps.database.db.select().from(chatMessages);
    expect(rows.every((r) => r.content.startsWith('v2.'))).toBe(true);
    expect(rows.some((r) => r.content.includes('exam'))).toBe(false);
  });

  it('draws on the person’s own moods', async () => {
    const user = await createUser(t);
    // how each day felt; all felt as strongly (the intensity says nothing of better days)
    for (const [pleasantness, factors] of [
      [9, ['Exercise']],
      [8, ['Exercise']],
      [3, ['Work']],
      [4, ['Work']],
    ] as const) {
      await createMoodEntry(t, user, { score: 5, pleasantness, factors: [...factors] });
    }
    await chat(user.auth, [{ role: 'user', content: 'I feel really low' }]);
    const res = await chat(user.auth, [
      { role: 'user', content: 'work has been hard and I feel so down' },
    ]);
    expect(res.json().message).toMatch(/averaged 8.5\/10 on days with exercise/);
  });

  it('streams tokens and a final event', async () => {
    const user = await createUser(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ai/chat/stream',
      headers: user.auth,
      payload: { messages: [{ role: 'user', content: 'I am so lonely tonight' }] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/event-stream/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-security-policy']).toBeDefined();
    const events = parseSse(res.body);
    const tokens = events
      .filter((e) => e.event === 'token')
      .map((e) => e.data.text)
      .join('');
    const done = events.find((e) => e.event === 'done')!;
    expect(done.data.message).toBe(tokens.trim());
    expect(done.data.crisis).toBe(false);
    expect(tokens).toMatch(/lonely/);
  });

  it('clears the conversation', async () => {
    const user = await createUser(t);
    await chat(user.auth, [{ role: 'user', content: 'hello' }]);
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/ai/history', headers: user.auth }))
        .statusCode,
    ).toBe(204);
    expect((await t.app.inject({ url: '/api/ai/history', headers: user.auth })).json()).toEqual([]);
  });

  it('keeps conversations private to each person', async () => {
    const a = await createUser(t);
    const b = await createUser(t);
    await chat(a.auth, [{ role: 'user', content: 'only for me' }]);
    expect((await t.app.inject({ url: '/api/ai/history', headers: b.auth })).json()).toEqual([]);
  });

  it('refuses bad input and missing sessions', async () => {
    const user = await createUser(t);
    const cases: [object, string][] = [
      [{ messages: [] }, 'Send at least one message'],
      [{ messages: [{ role: 'user', content: '   ' }] }, 'Please type a message'],
      [
        { messages: [{ role: 'assistant', content: 'hi' }] },
        'The last message must be from the user',
      ],
      [{ messages: [{ role: 'system', content: 'hi' }] }, 'role must be user or assistant'],
      [
        { messages: [{ role: 'user', content: 'x'.repeat(4001) }] },
        'A message can be at most 4000 characters',
      ],
    ];
    for (const [payload, message] of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/ai/chat',
        headers: user.auth,
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await chat({}, [{ role: 'user', content: 'hi' }])).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/ai/history' })).statusCode).toBe(401);
  });
});

describe('crisis response', () => {
  it('answers a crisis message with care and the helplines of CRISIS_REGION, before any provider', async () => {
    const user = await createUser(t);
    const res = await chat(user.auth, [
      { role: 'user', content: "i don't want to be alive anymore" },
    ]);
    const body = res.json();
    expect(body.crisis).toBe(true);
    expect(body.message).toMatch(/Samaritans: 116 123/);
    expect(body.message).toMatch(/Emergency: 999/);
    expect(body.resources.map((r: { name: string }) => r.name)).toContain('Samaritans');
    const history = (await t.app.inject({ url: '/api/ai/history', headers: user.auth })).json();
    expect(history.every((h: { crisis: boolean }) => h.crisis)).toBe(true);
  });

  it('does not raise the alarm for hyperbole or negation', async () => {
    const user = await createUser(t);
    for (const content of ['this homework is killing me', "I'm not suicidal, just exhausted"]) {
      expect((await chat(user.auth, [{ role: 'user', content }])).json().crisis).toBe(false);
    }
  });

  it('checks mood notes too', async () => {
    const user = await createUser(t);
    const entry = await createMoodEntry(t, user, {
      primaryEmotion: 'sadness',
      subEmotion: 'despair',
      score: 1,
      notes: 'everyone would be better off without me',
    });
    expect(entry.crisis).toBe(true);
    expect(entry.resources.length).toBeGreaterThan(0);
    const calm = await createMoodEntry(t, user, { notes: 'lovely walk' });
    expect(calm.crisis).toBeUndefined();
  });
});
