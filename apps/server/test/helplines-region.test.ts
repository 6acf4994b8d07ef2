import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMoodEntry, createUser, type TestUser } from './helpers/factories';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Each person sees the helplines of where they are (DESIGN decision 24): chosen at sign-up or in
 * Settings, otherwise guessed from their time zone and browser language, otherwise the server's
 * CRISIS_REGION. Checked through what a client sees: settings, the chat's crisis answer, and the
 * card on a worrying mood note.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { CRISIS_REGION: 'AU', RATE_LIMIT_SCALE: '50' } });
});
afterAll(() => t.close());

const CRISIS = 'I have decided to kill myself tonight';
const contacts = (lines: { contact: string }[]) => lines.map((l) => l.contact);

async function signUp(extra: Record<string, unknown>) {
  const body = {
    username: `Region ${randomBytes(3).toString('hex')}`,
    email: `region-${randomBytes(4).toString('hex')}@example.org`,
    password: `quiet-harbour-${randomBytes(4).toString('hex')}`,
    acceptTerms: true,
    ...extra,
  };
  return t.app.inject({ method: 'POST', url: '/api/users', payload: body });
}
const authOf = (res: { json: () => { data: { token: string } } }) => ({
  authorization: `Bearer ${res.json().data.token}`,
});
const settings = (auth: Record<string, string>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/users/settings', headers: { ...auth, ...headers } });
const update = (auth: Record<string, string>, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: '/api/users/settings', headers: auth, payload });
const crisisChat = (auth: Record<string, string>, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/ai/chat',
    headers: { ...auth, ...headers },
    payload: { messages: [{ role: 'user', content: CRISIS }] },
  });

describe('the helplines a person sees', () => {
  it('follow the country chosen at sign-up', async () => {
    const res = await signUp({ crisisRegion: 'nz', timeZone: 'Europe/London' });
    expect(res.statusCode).toBe(201);
    const auth = authOf(res);
    expect((await settings(auth)).json()).toMatchObject({
      crisisRegion: 'NZ',
      crisisRegionChosen: true,
      timeZone: 'Europe/London',
    });
    const body = (await crisisChat(auth)).json();
    expect(body.crisis).toBe(true);
    expect(contacts(body.resources)).toContain('1737');
    expect(body.message).toContain('1737');
  });

  it('are guessed from the time zone, then the browser language, then the server default', async () => {
    const london = authOf(await signUp({ timeZone: 'Europe/London' }));
    expect((await settings(london)).json()).toMatchObject({
      crisisRegion: 'GB',
      crisisRegionChosen: false,
    });
    expect(contacts((await crisisChat(london)).json().resources)).toContain('116 123');

    const utc = authOf(await signUp({}));
    const brazil = { 'accept-language': 'pt-BR,pt;q=0.9,en;q=0.5' };
    expect((await settings(utc, brazil)).json().crisisRegion).toBe('BR');
    expect(contacts((await crisisChat(utc, brazil)).json().resources)).toContain('188');
    expect((await settings(utc, { 'accept-language': 'en' })).json().crisisRegion).toBe('AU');

    const dubai = authOf(await signUp({ timeZone: 'Asia/Dubai' }));
    const lines = (await crisisChat(dubai)).json().resources;
    expect(lines.map((l: { href: string }) => l.href)).toContain('https://findahelpline.com');
  });

  it('change in Settings, and go back to the guess when set to null', async () => {
    const user: TestUser = await createUser(t);
    const chosen = await update(user.auth, { crisisRegion: 'us' });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toMatchObject({ crisisRegion: 'US', crisisRegionChosen: true });
    expect(contacts((await crisisChat(user.auth)).json().resources)).toContain('988');

    const cleared = await update(user.auth, { crisisRegion: null, timeZone: 'Europe/Berlin' });
    expect(cleared.json()).toMatchObject({ crisisRegion: 'DE', crisisRegionChosen: false });
  });

  it('are the person’s on a worrying mood note too', async () => {
    const user = await createUser(t);
    await update(user.auth, { crisisRegion: 'CA' });
    const entry = await createMoodEntry(t, user, {
      primaryEmotion: 'sadness',
      subEmotion: 'despair',
      score: 2,
      notes: CRISIS,
    });
    expect(entry.crisis).toBe(true);
    expect(contacts(entry.resources)).toContain('988');
    expect(contacts(entry.resources)).toContain('1-800-668-6868');
  });

  it('refuse a country without helplines, with a message on the field, and keep the saved one', async () => {
    const user = await createUser(t);
    await update(user.auth, { crisisRegion: 'IE' });
    for (const crisisRegion of ['ZZ', 'Narnia', 42, '']) {
      const res = await update(user.auth, { crisisRegion });
      expect(res.statusCode, String(crisisRegion)).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    expect((await settings(user.auth)).json().crisisRegion).toBe('IE');

    const badSignUp = await signUp({ crisisRegion: 'ZZ' });
    expect(badSignUp.statusCode).toBe(400);
    expect(JSON.stringify(badSignUp.json())).toContain('crisisRegion');
    const badZone = await signUp({ timeZone: 'Mars/Olympus_Mons' });
    expect(badZone.statusCode).toBe(400);
  });

  it('need a sign-in to read or change', async () => {
    expect((await settings({})).statusCode).toBe(401);
    expect((await update({}, { crisisRegion: 'GB' })).statusCode).toBe(401);
  });
});

describe('what the chat offers beside its words', () => {
  const ask = async (user: TestUser, content: string) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/ai/chat',
        headers: user.auth,
        payload: { messages: [{ role: 'user', content }] },
      })
    ).json();

  it('offers the exercises and the article that fit a question', async () => {
    const user = await createUser(t);
    const breathing = await ask(user, 'Can you recommend a breathing exercise?');
    expect(breathing.crisis).toBe(false);
    expect(breathing.tools).toEqual(['box-breathing', '4-7-8-breathing']);
    const sleep = await ask(user, 'How do I sleep better?');
    expect(sleep.tools).toEqual(['4-7-8-breathing']);
    expect(sleep.article).toMatchObject({ id: expect.any(String), title: expect.any(String) });
    expect(sleep.message).toContain(sleep.article.title);
  });

  it('offers ways into a conversation after a greeting, and no exercise after a crisis reply', async () => {
    const user = await createUser(t);
    const hello = await ask(user, 'hi');
    expect(hello.quickReplies.length).toBeGreaterThan(1);
    const crisis = await ask(user, CRISIS);
    expect(crisis.crisis).toBe(true);
    expect(crisis.tools).toBeUndefined();
    // afterwards, in safety mode, grounding and breathing stay one tap away
    const after = await ask(user, 'ok');
    expect(after.safetyMode).toBe(true);
    expect(after.tools).toEqual(['grounding', 'box-breathing']);
  });
});
