import { createECDH, randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { createMoodEntry, createUser, type TestUser } from './factories';
import { makePng, multipart } from './files';
import type { TestApp } from './test-app';

/**
 * Two people on one server: an owner with one of everything that has an id, and an intruder
 * with things of their own (so a 404 is not just an empty table), and a way to read back, byte
 * for byte, everything the owner can see.
 */

type Headers = Record<string, string>;
const tokenOf = (url: string) => url.split('/report/')[1]!;

export async function createOwnerAndIntruder(t: TestApp, now: Date) {
  const send = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers: Headers = {},
    payload?: object,
  ) => t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
  const owner = await createUser(t);
  const intruder = await createUser(t);

  // a factor of the owner's own, named on their entry (by its token, in the database)
  const factor = (
    await send('POST', '/api/factors', owner.auth, { name: 'Piano', positive: true })
  ).json();
  const moodId: string = (
    await createMoodEntry(t, owner, {
      notes: 'only mine to read',
      factors: ['Sleep', 'Work', 'Piano'],
    })
  ).id;
  const writing = await send('POST', '/api/creative-crafts', owner.auth, {
    type: 'writing',
    title: 'Private pages',
    content: 'words for nobody else',
    tags: ['mine'],
  });
  const png = `data:image/png;base64,${makePng({ size: 8 }).toString('base64')}`;
  const drawing = (
    await send('POST', '/api/creative-crafts', owner.auth, {
      type: 'drawing',
      title: 'Sketch',
      content: png,
    })
  ).json();
  const upload = multipart(
    {},
    {
      field: 'profilePicture',
      filename: 'me.png',
      contentType: 'image/png',
      data: makePng({ size: 6 }),
    },
  );
  const picture = await t.app.inject({
    method: 'POST',
    url: '/api/users/upload-profile-picture',
    headers: { ...owner.auth, ...upload.headers },
    payload: upload.payload,
  });
  await send(
    'POST',
    '/api/users/login',
    {},
    { email: owner.email, password: owner.password, remember: true },
  );
  const sessionIds: string[] = (await send('GET', '/api/users/sessions', owner.auth))
    .json()
    .map((s: { id: string }) => s.id);
  await send('PUT', '/api/users/settings', owner.auth, { dataSharing: true, timeZone: 'UTC' });
  const day = now.toISOString().slice(0, 10);
  const link = (
    await send('POST', '/api/users/share-links', owner.auth, { from: '2020-01-01', to: day })
  ).json();
  const revoked = (
    await send('POST', '/api/users/share-links', owner.auth, {
      from: '2020-01-01',
      to: day,
      includeNotes: true,
    })
  ).json();
  await send('DELETE', `/api/users/share-links/${revoked.id}`, owner.auth);
  const deviceKeys = createECDH('prime256v1');
  deviceKeys.generateKeys();
  const device = (
    await send('POST', '/api/push/subscriptions', owner.auth, {
      endpoint: `https://fcm.googleapis.com/fcm/send/${randomBytes(8).toString('hex')}`,
      keys: {
        p256dh: deviceKeys.getPublicKey().toString('base64url'),
        auth: randomBytes(16).toString('base64url'),
      },
    })
  ).json();
  await send('PUT', '/api/articles/better-sleep-basics/bookmark', owner.auth);
  await send('POST', '/api/articles/calming-anxious-mind/progress', owner.auth, { quizScore: 75 });
  const checkIn = (
    await send('POST', '/api/check-ins', owner.auth, {
      instrument: 'phq-9',
      answers: [2, 1, 1, 2, 0, 1, 1, 0, 0],
      difficulty: 1,
    })
  ).json();
  await send('PUT', '/api/check-ins/schedule', owner.auth, { interval: 'monthly' });
  const tracker = (
    await send('POST', '/api/trackers', owner.auth, {
      kind: 'numeric',
      name: 'Sleep',
      unit: 'hours',
      min: 0,
      max: 24,
      step: 0.5,
    })
  ).json();
  await send('PUT', `/api/trackers/${tracker.id}/values/2026-01-10`, owner.auth, { value: 7.5 });

  await createMoodEntry(t, intruder, { notes: 'the intruder’s own' });
  await send('POST', '/api/creative-crafts', intruder.auth, {
    type: 'writing',
    title: 'Theirs',
    content: 'their words',
  });
  await send('POST', '/api/check-ins', intruder.auth, {
    instrument: 'gad-7',
    answers: [1, 1, 1, 1, 1, 1, 1],
  });
  const theirTracker = (
    await send('POST', '/api/trackers', intruder.auth, { kind: 'yes-no', name: 'Theirs' })
  ).json();
  await send('PUT', `/api/trackers/${theirTracker.id}/values/2026-01-10`, intruder.auth, {
    value: 1,
  });
  await send('POST', '/api/factors', intruder.auth, { name: 'Their own' });
  const theirs = (
    await send('POST', '/api/creative-crafts', intruder.auth, {
      type: 'drawing',
      title: 'Theirs',
      content: png,
    })
  ).json();

  /** What the owner made; the intruder aims at these ids. */
  const mine = {
    moodId,
    writingId: writing.json().id as string,
    drawingId: drawing.id as string,
    drawingUrl: drawing.content as string,
    pictureUrl: picture.json().profilePicture as string,
    sessionIds,
    linkId: link.id as string,
    linkToken: tokenOf(link.url),
    revokedLinkId: revoked.id as string,
    revokedLinkToken: tokenOf(revoked.url),
    pushDeviceId: device.id as string,
    checkInId: checkIn.id as string,
    trackerId: tracker.id as string,
    factorId: factor.id as string,
  };
  expect(mine.sessionIds).toHaveLength(2);
  expect(mine.checkInId).toMatch(/^[0-9a-f-]{36}$/);
  expect(mine.trackerId).toMatch(/^[0-9a-f-]{36}$/);
  expect(mine.factorId).toMatch(/^[0-9a-f-]{36}$/);
  expect(mine.pictureUrl).toMatch(/^\/api\/media\//);
  expect(mine.drawingUrl).toMatch(/^\/api\/media\//);
  return { owner, intruder, mine, intruderDrawingUrl: theirs.content as string };
}

export type Owned = Awaited<ReturnType<typeof createOwnerAndIntruder>>['mine'];

/** Everything the owner can read back: every list, setting and export, the report and the media. */
export async function ownerView(t: TestApp, owner: TestUser, mine: Owned) {
  const reads = [
    '/api/users/profile',
    '/api/users/settings',
    '/api/users/stats',
    '/api/users/sessions',
    '/api/users/share-links',
    '/api/moods',
    '/api/creative-crafts',
    '/api/articles?bookmarked=true',
    '/api/articles/better-sleep-basics',
    '/api/articles/calming-anxious-mind',
    '/api/users/export?format=json',
    '/api/check-ins',
    '/api/check-ins/schedule',
    '/api/trackers',
    '/api/trackers/values?from=2026-01-01&to=2026-01-31',
    '/api/factors',
    '/api/moods/insights',
    '/api/trackers/insights',
  ];
  const view: Record<string, string> = {};
  for (const url of reads) {
    const res = await t.app.inject({ url, headers: owner.auth });
    expect(res.statusCode, `owner reads ${url}`).toBe(200);
    view[url] = res.body;
  }
  const report = await t.app.inject({ url: `/api/reports/${mine.linkToken}` });
  expect(report.statusCode, 'the owner’s report link').toBe(200);
  view.report = report.body;
  for (const url of [mine.drawingUrl, mine.pictureUrl]) {
    const res = await t.app.inject({ url });
    expect(res.statusCode, `owner media ${url}`).toBe(200);
    view[url] = res.rawPayload.toString('base64');
  }
  return view;
}
