import { createECDH, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { generate } from 'otplib';
import { expect } from 'vitest';
import type { App } from '../../src/app';
import { createUser, type TestUser } from './factories';
import { makePng, multipart } from './files';
import type { TestApp } from './test-app';

// What the privacy promise says is encrypted at rest: mood notes, chat messages (both sides),
// craft titles, tags, text and media files, profile bio and phone number, TOTP seeds, safety
// plans, contact messages, check-in answers, tracker names and own factors' names, written through the API as a person would. Every value is short
// (well under 2 KB) so that PostgreSQL stores it as written, never compressed out of sight.

const clip = readFileSync(join(import.meta.dirname, '..', 'fixtures', 'clip.webm'));
export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
export const EBML_HEADER = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);

export type Secrets = Map<string, string>;
export type Written = {
  user: TestUser;
  secrets: Secrets;
  /** the uploaded files as sent */
  files: Buffer[];
  /** the owner still reads every secret back in plain text */
  readBack(app: App, user: TestUser): Promise<void>;
};

const pngWithChunk = (payload: string) => {
  const png = makePng({ size: 12 });
  const data = Buffer.from(payload);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length);
  head.write('prVt', 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])));
  return Buffer.concat([
    png.subarray(0, png.length - 12),
    head,
    data,
    crc,
    png.subarray(png.length - 12),
  ]);
};

/** Writes one of everything that must be encrypted, through the API, as a person would. */
export async function writeEverything(
  app: App,
  smtp: { waitForMessages(n: number): Promise<unknown> } | null,
): Promise<Written> {
  const t = { app } as TestApp;
  const secrets: Secrets = new Map();
  const secret = (what: string) => {
    const value = `${what}Canary${randomBytes(8).toString('hex')}`;
    secrets.set(what, value);
    return value;
  };
  const password = secret('password');
  const user = await createUser(t, { password });
  const post = (url: string, payload: object) =>
    app.inject({ method: 'POST', url, payload, headers: user.auth });

  const base = {
    date: '2026-11-20T09:00:00.000Z',
    primaryEmotion: 'joy',
    subEmotion: 'happiness',
    score: 6,
    factors: [],
  };
  const mood = await post('/api/moods', { ...base, notes: secret('moodNote') });
  expect(mood.statusCode).toBe(201);
  const edited = await post('/api/moods', { ...base, notes: 'first draft' });
  expect(
    (
      await app.inject({
        method: 'PUT',
        url: `/api/moods/${edited.json().id}`,
        headers: user.auth,
        payload: { ...base, notes: secret('editedMoodNote') },
      })
    ).statusCode,
  ).toBe(200);
  const csv = `full_date,date,weekday,time,mood,activities,note_title,note\n2026-03-02,March 2,Monday,8:30 PM,rad,friends,,${secret('importedMoodNote')}`;
  expect((await post('/api/moods/import', { content: csv })).json().imported).toBe(1);

  const chat = await post('/api/ai/chat', {
    messages: [{ role: 'user', content: `I feel anxious about ${secret('chatLine')}` }],
  });
  expect(chat.statusCode).toBe(200);
  const reply = chat.json().message as string;
  expect(reply.length).toBeGreaterThan(20);
  secrets.set('companionReply', reply);
  const stream = await post('/api/ai/chat/stream', {
    messages: [{ role: 'user', content: `I keep thinking about ${secret('streamedChatLine')}` }],
  });
  expect(stream.statusCode).toBe(200);

  const writing = await post('/api/creative-crafts', {
    type: 'writing',
    title: `Morning ${secret('craftTitle')}`,
    content: secret('craftText'),
    tags: [secret('craftTag'), 'calm'],
  });
  expect(writing.statusCode).toBe(201);
  expect(
    (
      await app.inject({
        method: 'PUT',
        url: `/api/creative-crafts/${writing.json().id}`,
        headers: user.auth,
        payload: {
          title: secret('editedCraftTitle'),
          content: secret('editedCraftText'),
          tags: [secret('editedCraftTag'), 'calm'],
        },
      })
    ).statusCode,
  ).toBe(200);
  expect(
    (await post(`/api/creative-crafts/${writing.json().id}/tags`, { tag: secret('addedCraftTag') }))
      .statusCode,
  ).toBe(200);

  const drawing = pngWithChunk(secret('drawingChunk'));
  expect(
    (
      await post('/api/creative-crafts', {
        type: 'drawing',
        title: secret('drawingTitle'),
        tags: [secret('drawingTag')],
        content: `data:image/png;base64,${drawing.toString('base64')}`,
      })
    ).statusCode,
  ).toBe(201);
  const recording = Buffer.concat([clip, Buffer.from(secret('recordingBytes'))]);
  const body = multipart(
    { title: secret('recordingTitle'), type: 'audio', tags: secret('recordingTag') },
    { field: 'file', filename: 'hum.webm', contentType: 'audio/webm', data: recording },
  );
  expect(
    (
      await app.inject({
        method: 'POST',
        url: '/api/creative-crafts',
        headers: { ...user.auth, ...body.headers },
        payload: body.payload,
      })
    ).statusCode,
  ).toBe(201);
  const picture = pngWithChunk(secret('pictureChunk'));
  const pictureBody = multipart(
    {},
    { field: 'profilePicture', filename: 'me.png', contentType: 'image/png', data: picture },
  );
  expect(
    (
      await app.inject({
        method: 'POST',
        url: '/api/users/upload-profile-picture',
        headers: { ...user.auth, ...pictureBody.headers },
        payload: pictureBody.payload,
      })
    ).statusCode,
  ).toBe(200);

  const phone = `+61 4${randomBytes(4).readUInt32BE().toString().padStart(10, '0').slice(0, 8)}`;
  secrets.set('phone', phone);
  const profile = await app.inject({
    method: 'PUT',
    url: '/api/users/profile',
    headers: user.auth,
    payload: { username: user.username, email: user.email, phone, bio: secret('bio') },
  });
  expect(profile.statusCode).toBe(200);

  const contact = {
    name: 'Rae',
    email: 'rae@example.org',
    subject: 'A question',
    message: secret('contactMessage'),
  };
  expect(
    (
      await app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: contact,
        headers: user.auth,
      })
    ).statusCode,
  ).toBe(200);
  expect(
    (
      await app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { ...contact, message: secret('anonymousContactMessage') },
      })
    ).statusCode,
  ).toBe(200);
  await smtp?.waitForMessages(2);

  // notifications on a device: its push service address and keys, and the server's VAPID pair
  const deviceKeys = createECDH('prime256v1');
  deviceKeys.generateKeys();
  expect((await app.inject({ url: '/api/push/key', headers: user.auth })).statusCode).toBe(200);
  const pushed = await post('/api/push/subscriptions', {
    endpoint: `https://fcm.googleapis.com/fcm/send/${secret('pushEndpoint')}`,
    keys: {
      p256dh: deviceKeys.getPublicKey().toString('base64url'),
      auth: randomBytes(16).toString('base64url'),
    },
  });
  expect(pushed.statusCode).toBe(201);

  const plan = {
    reasonsForLiving: [secret('safetyPlanReason')],
    helpers: [{ name: secret('safetyPlanHelper'), phone: '0400 000 000' }],
  };
  expect(
    (
      await app.inject({
        method: 'PUT',
        url: '/api/safety-plan',
        headers: user.auth,
        payload: plan,
      })
    ).statusCode,
  ).toBe(200);

  // a check-in's answers, in an order that nothing else stored spells out
  const answers = [2, 3, 1, 0, 3, 2, 1, 3, 0];
  secrets.set('checkInAnswers', answers.join(','));
  const checkIn = await post('/api/check-ins', { instrument: 'phq-9', answers, difficulty: 2 });
  expect(checkIn.statusCode).toBe(201);

  // a tracker's name and unit (a unit is short: its canary is too), first as added, then renamed
  const unit = `u${randomBytes(6).toString('hex')}`;
  secrets.set('trackerUnit', unit);
  const tracker = await post('/api/trackers', {
    kind: 'numeric',
    name: secret('trackerName'),
    unit,
    min: 0,
    max: 5,
  });
  expect(tracker.statusCode).toBe(201);
  const renamed = await app.inject({
    method: 'PUT',
    url: `/api/trackers/${tracker.json().id}`,
    headers: user.auth,
    payload: { kind: 'numeric', name: secret('editedTrackerName'), unit, min: 0, max: 5 },
  });
  expect(renamed.statusCode).toBe(200);
  expect(
    (
      await app.inject({
        method: 'PUT',
        url: `/api/trackers/${tracker.json().id}/values/2026-11-20`,
        headers: user.auth,
        payload: { value: 4 },
      })
    ).statusCode,
  ).toBe(200);

  // a factor of the person's own, first as added, then renamed
  const factor = await post('/api/factors', { name: secret('factorName') });
  expect(factor.statusCode).toBe(201);
  const renamedFactor = await app.inject({
    method: 'PATCH',
    url: `/api/factors/${factor.json().id}`,
    headers: user.auth,
    payload: { name: secret('factorRename') },
  });
  expect(renamedFactor.statusCode).toBe(200);

  const setup = await post('/api/users/two-factor/setup', {});
  expect(setup.statusCode).toBe(200);
  const seed = setup.json().secret as string;
  secrets.set('totpSeed', seed);
  const enabled = await post('/api/users/two-factor/enable', {
    code: await generate({ secret: seed }),
  });
  expect(enabled.statusCode).toBe(200);
  (enabled.json().recoveryCodes as string[]).forEach((code, i) =>
    secrets.set(`recoveryCode${i}`, code),
  );
  secrets.set('sessionToken', user.token);

  return {
    user,
    secrets,
    files: [drawing, recording, picture],
    async readBack(app2, owner) {
      const get = async (url: string) => (await app2.inject({ url, headers: owner.auth })).body;
      const moods = await get('/api/moods');
      for (const what of ['moodNote', 'editedMoodNote', 'importedMoodNote'])
        expect(moods, what).toContain(secrets.get(what));
      const history = await get('/api/ai/history');
      for (const what of ['chatLine', 'streamedChatLine'])
        expect(history, what).toContain(secrets.get(what));
      expect(
        JSON.parse(history).some(
          (m: { role: string; content: string }) => m.role === 'assistant' && m.content === reply,
        ),
      ).toBe(true);
      const crafts = JSON.parse(await get('/api/creative-crafts')) as {
        id: string;
        type: string;
        title: string;
        content: string;
        tags: string[];
      }[];
      const writing = crafts.find((c) => c.type === 'writing')!;
      expect(
        JSON.parse(await get(`/api/creative-crafts/${writing.id}`)).content,
        'editedCraftText',
      ).toBe(secrets.get('editedCraftText'));
      expect(writing.title).toBe(secrets.get('editedCraftTitle'));
      expect(writing.tags).toEqual([
        secrets.get('editedCraftTag'),
        'calm',
        secrets.get('addedCraftTag'),
      ]);
      expect(crafts.find((c) => c.type === 'drawing')).toMatchObject({
        title: secrets.get('drawingTitle'),
        tags: [secrets.get('drawingTag')],
      });
      expect(crafts.find((c) => c.type === 'audio')).toMatchObject({
        title: secrets.get('recordingTitle'),
        tags: [secrets.get('recordingTag')],
      });
      // the search over encrypted titles and tags still finds them
      const found = JSON.parse(
        await get(`/api/creative-crafts?search=${secrets.get('recordingTag')!.toLowerCase()}`),
      ) as { id: string }[];
      expect(found.map((c) => c.id)).toEqual([crafts.find((c) => c.type === 'audio')!.id]);
      const profile = JSON.parse(await get('/api/users/profile'));
      expect(profile).toMatchObject({ phone: secrets.get('phone'), bio: secrets.get('bio') });
      const dashboard = await get('/api/dashboard');
      expect(dashboard).toContain(secrets.get('editedCraftTitle'));
      const audio = await app2.inject({ url: crafts.find((c) => c.type === 'audio')!.content });
      expect(audio.rawPayload.equals(recording)).toBe(true);
      const sketch = await app2.inject({ url: crafts.find((c) => c.type === 'drawing')!.content });
      expect(sketch.rawPayload.includes(Buffer.from(secrets.get('drawingChunk')!))).toBe(true);
      const devices = JSON.parse(await get('/api/push/subscriptions'));
      expect(devices).toHaveLength(1);
      expect(JSON.parse(await get('/api/push/key')).publicKey).toMatch(/^[\w-]{87}$/);
      const plan = await get('/api/safety-plan');
      for (const what of ['safetyPlanReason', 'safetyPlanHelper'])
        expect(plan, what).toContain(secrets.get(what));
      const checkIns = JSON.parse(await get('/api/check-ins')) as { answers: number[] }[];
      expect(checkIns.map((c) => c.answers.join(','))).toEqual([secrets.get('checkInAnswers')]);
      const exported = await get('/api/users/export?format=json');
      for (const what of ['contactMessage', 'bio', 'editedCraftTitle', 'recordingTag'])
        expect(exported, what).toContain(secrets.get(what));
      const exportedCheckIns = (JSON.parse(exported) as { checkIns: { answers: number[] }[] })
        .checkIns;
      expect(exportedCheckIns.map((c) => c.answers.join(','))).toEqual([
        secrets.get('checkInAnswers'),
      ]);
      const trackers = JSON.parse(await get('/api/trackers')) as { name: string; unit: string }[];
      expect(trackers.map((x) => [x.name, x.unit])).toEqual([
        [secrets.get('editedTrackerName'), secrets.get('trackerUnit')],
      ]);
      expect(exported, 'trackerName').toContain(secrets.get('editedTrackerName'));
      const factors = JSON.parse(await get('/api/factors')) as { name: string }[];
      expect(factors.map((f) => f.name)).toEqual([secrets.get('factorRename')]);
      expect(exported, 'factorRename').toContain(secrets.get('factorRename'));
    },
  };
}
